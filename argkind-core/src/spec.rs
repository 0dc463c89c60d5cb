//! Declarations: what the application says about its flags, keyed by clap
//! argument id, before they are applied to a `clap::Command`.

use std::borrow::Cow;
use std::collections::hash_map::Entry;

use crate::hash::IdMap;
use crate::kind::ArgKind;

/// A string that is `&'static str` when it can be and owned when it must be.
pub(crate) type Name = Cow<'static, str>;

/// The two boolean pair behaviours a flag may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pair {
    /// `--X` sets true, `--no-X` sets false.
    Noable,
    /// `--enable-X` sets true, `--disable-X` sets false; the flag's long is
    /// `enable-X`.
    EnableDisable,
}

impl Pair {
    /// The negative spelling (without `--`) of a flag whose primary long is
    /// `long`: `no-{long}` for [`Pair::Noable`], `disable-{X}` for
    /// [`Pair::EnableDisable`] on `enable-{X}`. `None` when `long` does not
    /// start with `enable-` for an enable/disable pair.
    pub fn negative(self, long: &str) -> Option<String> {
        self.negative_parts(long).map(|(prefix, rest)| [prefix, rest].concat())
    }

    /// [`negative`](Self::negative) in two parts, unjoined: `("no-", long)`
    /// or `("disable-", X)`.
    pub(crate) fn negative_parts(self, long: &str) -> Option<(&'static str, &str)> {
        match self {
            Pair::Noable => Some(("no-", long)),
            Pair::EnableDisable => long.strip_prefix("enable-").map(|x| ("disable-", x)),
        }
    }
}

/// What the application declares about one clap argument: its tier, its job
/// and its behaviours.
///
/// Built with chained setters and handed to [`CommandSpec::arg`] under the
/// argument's clap id. Every setter is optional: an argument with no
/// declaration is plain and PUBLIC, or INTERNAL by the naming rule (a long
/// name starting with `internal-` is INTERNAL).
///
/// ```
/// use argkind_core::{ArgKind, ArgSpec};
/// let spec = ArgSpec::new().kind(ArgKind::Hidden).job("backend").noable();
/// assert_eq!(spec.get_kind(), Some(ArgKind::Hidden));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArgSpec {
    pub(crate) kind: Option<ArgKind>,
    pub(crate) job: Option<Name>,
    pub(crate) pair: Option<Pair>,
    pub(crate) deprecated: Option<Deprecated>,
    pub(crate) extend: bool,
    pub(crate) preset: Vec<(Name, Name)>,
    /// The negative spelling's own name, id, tier or help, if declared.
    /// Boxed: few flags declare one, and a declaration is moved into its
    /// table and about as it is built.
    pub(crate) negation: Option<Box<Negation>>,
    /// For the declaration argkind makes of a pair's negation argument: the
    /// id of the pair flag it negates. Boxed, as `negation` is: only
    /// argkind's own declarations have one, and a smaller declaration is
    /// quicker to build and to move into its table.
    pub(crate) negates: Option<Box<Name>>,
    /// For such a declaration: whether the negation is an entry of its own
    /// (see [`ArgSpec::negation_has_entry`]).
    pub(crate) negation_entry: bool,
}

/// The negative spelling of a pair flag (`--no-x`, `--disable-x`, or a name
/// of its own such as `--relative-path`), when it needs more than the
/// default: a long name, an id, a tier or a help text of its own.
///
/// The negation is a real clap argument: value-less, overriding the pair
/// flag and overridden by it, so the last spelling wins. Its clap id is, by
/// default, its long name with each `-` written `_` (`no_hidden` for
/// `--no-hidden`, `relative_path` for `--relative-path`): the id a
/// hand-written twin field of clap's derive would have, so that
/// `overrides_with`, `conflicts_with` and `requires` naming it keep working.
///
/// Without a tier or help text of its own, the negation has the pair flag's
/// tier and is shown in the flag's help entry as `[negation: --no-x]`. With
/// either, it is an entry of its own: in `--help` when it is PUBLIC, on the
/// surface of its tier otherwise, and a record of its own in the registry.
///
/// ```
/// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation};
/// use clap::{Arg, ArgAction, Command};
///
/// // The documented flag is the negative one; `--ignore` undoes it, hidden.
/// let cmd = Command::new("find")
///     .arg(Arg::new("no_ignore").long("no-ignore").short('I').action(ArgAction::SetTrue));
/// let spec = CommandSpec::new().arg(
///     "no_ignore",
///     ArgSpec::new().negation(Negation::new().long("ignore").kind(ArgKind::Hidden)),
/// );
/// let mut cmd = ArgKindCommand::new(cmd, spec);
/// let m = cmd.try_get_matches_from(["find", "-I", "--ignore"]).unwrap();
/// assert!(!m.get_flag("no_ignore"));
/// assert_eq!(m.facts().replay_all(), ["--ignore"]);
/// assert_eq!(cmd.registry().get("ignore").unwrap().kind(), ArgKind::Hidden);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Negation {
    pub(crate) long: Option<Name>,
    pub(crate) short: Option<char>,
    pub(crate) id: Option<Name>,
    pub(crate) kind: Option<ArgKind>,
    pub(crate) help: Option<Name>,
    pub(crate) long_help: Option<Name>,
    pub(crate) display_order: Option<usize>,
    pub(crate) groups: Vec<Name>,
}

impl Negation {
    /// The default negation: `--no-X` for a noable flag, `--disable-X` for
    /// an enable/disable one, with the flag's tier and no help of its own.
    pub fn new() -> Self {
        Self::default()
    }

    /// A short name for the negation (`-s` beside `-i`, as ripgrep's
    /// `--case-sensitive` undoes `--ignore-case`), typed as any short flag
    /// is, alone or in a cluster. `--help` shows it where the negation is a
    /// PUBLIC entry of its own (with a help text of its own); the hidden
    /// surfaces list long names only, and the note in its flag's entry
    /// names the long name only; the registry records it
    /// ([`Record::short`](crate::Record::short)). A debug-build panic from
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) where the pair
    /// flag is deprecated (its negation is redirected by its long name),
    /// where the letter is `-`, and where another argument of the command
    /// has it (as its short name or a short alias; another negation's
    /// too), a subcommand's short flag, or clap's help or version flag (at
    /// the root; below it, and for a global of an enclosing command, clap's
    /// own panic says so).
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = Command::new("rg").arg(Arg::new("ignore_case").short('i').long("ignore-case").action(ArgAction::SetTrue));
    /// let negation = Negation::new().long("case-sensitive").short('s').help("Search case sensitively");
    /// let spec = CommandSpec::new().arg("ignore_case", ArgSpec::new().negation(negation));
    /// let mut cmd = ArgKindCommand::new(cmd, spec);
    /// let m = cmd.try_get_matches_from(["rg", "-i", "-s"]).unwrap();
    /// assert_eq!(m.get_flag("ignore_case"), false);
    /// ```
    #[must_use]
    pub fn short(mut self, short: char) -> Self {
        self.short = Some(short);
        self
    }

    /// A group its pair flag joins with `Arg::group` (clap's `ArgGroup`
    /// lists such a member only once clap builds the command, after argkind
    /// has prepared it): the negation joins it too, as it joins each group
    /// that lists its flag, where the group is not exclusive or
    /// [`CommandSpec::negations_in_group`](crate::CommandSpec::negations_in_group)
    /// names it. A group the command does not declare (`Command::group`),
    /// which clap makes exclusive, is not joined. The derive declares each
    /// `#[arg(group = "...")]` of a pair field. In debug builds,
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) panics where a
    /// pair flag joins such a group with `Arg::group` and its declaration
    /// does not say so, and where the declaration names a group the flag is
    /// no member of, or one the command lacks.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    /// use clap::{Arg, ArgAction, ArgGroup, Command};
    ///
    /// let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).group("speed");
    /// let cmd = Command::new("cc")
    ///     .arg(flag("fast"))
    ///     .arg(flag("slow"))
    ///     .group(ArgGroup::new("speed").multiple(true).required(true));
    /// let spec = CommandSpec::new().arg("fast", ArgSpec::new().negation(Negation::new().group("speed")));
    /// let mut cmd = ArgKindCommand::new(cmd, spec);
    /// assert!(cmd.try_get_matches_from(["cc", "--no-fast"]).is_ok());
    /// ```
    #[must_use]
    pub fn group(mut self, id: impl Into<Cow<'static, str>>) -> Self {
        self.groups.push(id.into());
        self
    }

    /// The negation's display order in help, where it has an entry of its
    /// own (a help text or a tier of its own): as `Arg::display_order` sets
    /// a hand-written twin's. Without it, the negation takes the place a
    /// twin written right after its flag had.
    #[must_use]
    pub fn display_order(mut self, order: usize) -> Self {
        self.display_order = Some(order);
        self
    }

    /// The negation's long name (without `--`), instead of `no-X` or
    /// `disable-X`. Any name will do (`relative-path`, `ignore`); the flag's
    /// own long may then start with `no-`.
    #[must_use]
    pub fn long(mut self, long: impl Into<Cow<'static, str>>) -> Self {
        self.long = Some(long.into());
        self
    }

    /// The negation argument's clap id, instead of its long name with each
    /// `-` written `_`. Relations of the command (`overrides_with`,
    /// `conflicts_with`, `requires`) name the negation by this id.
    #[must_use]
    pub fn id(mut self, id: impl Into<Cow<'static, str>>) -> Self {
        self.id = Some(id.into());
        self
    }

    /// The negation's own tier (say HIDDEN for `--ignore` beside a PUBLIC
    /// `--no-ignore`). A tier that contradicts the naming rule on the
    /// negation's long name is a definition error, as for any flag.
    #[must_use]
    pub fn kind(mut self, kind: ArgKind) -> Self {
        self.kind = Some(kind);
        self
    }

    /// The negation's own help text: it then has an entry of its own.
    #[must_use]
    pub fn help(mut self, help: impl Into<Cow<'static, str>>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The negation's own long help text, which `--help` shows where it
    /// differs from [`help`](Self::help) (clap's `Arg::long_help`: a
    /// hand-written twin's doc comment of more than one paragraph): the
    /// negation then has an entry of its own.
    #[must_use]
    pub fn long_help(mut self, long_help: impl Into<Cow<'static, str>>) -> Self {
        self.long_help = Some(long_help.into());
        self
    }

    /// The negation's short name, if declared.
    pub fn get_short(&self) -> Option<char> {
        self.short
    }

    /// The negation's display order, if declared.
    pub fn get_display_order(&self) -> Option<usize> {
        self.display_order
    }

    /// The groups its pair flag joins with `Arg::group`, as declared.
    pub fn get_groups(&self) -> impl Iterator<Item = &str> {
        self.groups.iter().map(AsRef::as_ref)
    }

    /// The declared long name, if any.
    pub fn get_long(&self) -> Option<&str> {
        self.long.as_deref()
    }

    /// The declared id, if any.
    pub fn get_id(&self) -> Option<&str> {
        self.id.as_deref()
    }

    /// The declared tier, if any.
    pub fn get_kind(&self) -> Option<ArgKind> {
        self.kind
    }

    /// The declared help text, if any.
    pub fn get_help(&self) -> Option<&str> {
        self.help.as_deref()
    }

    /// The declared long help text, if any.
    pub fn get_long_help(&self) -> Option<&str> {
        self.long_help.as_deref()
    }

    /// Whether a help text of its own (short or long) makes the negation an
    /// entry of its own.
    pub(crate) fn has_help(&self) -> bool {
        self.help.is_some() || self.long_help.is_some()
    }
}

/// A deprecation declaration: a replacement, or what the warning tells the
/// user to type instead, or neither. One name at most, held in place: a
/// declaration stays small, with nothing to allocate.
#[derive(Clone, PartialEq, Eq)]
pub(crate) enum Deprecated {
    /// Neither ([`ArgSpec::deprecated`]).
    Plain,
    /// What the warning tells the user to type instead, where nothing is
    /// passed on ([`ArgSpec::deprecated_instead`]).
    Instead(Name),
    /// The id of the replacement argument ([`ArgSpec::deprecated_for`]).
    For(Name),
}

impl Deprecated {
    /// The id of the replacement argument, if any.
    pub(crate) fn replacement(&self) -> Option<&Name> {
        match self {
            Deprecated::For(replacement) => Some(replacement),
            _ => None,
        }
    }

    /// What the warning tells the user to type instead, if declared.
    pub(crate) fn instead(&self) -> Option<&Name> {
        match self {
            Deprecated::Instead(instead) => Some(instead),
            _ => None,
        }
    }
}

/// As the struct of the two it once was: `replacement` and `instead`.
impl std::fmt::Debug for Deprecated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deprecated")
            .field("replacement", &self.replacement())
            .field("instead", &self.instead())
            .finish()
    }
}

impl ArgSpec {
    /// A declaration with nothing declared: PUBLIC (unless the naming rule
    /// says INTERNAL), no job, no behaviour.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares the tier explicitly. A tier that contradicts the naming rule
    /// (`Hidden` on `internal-x`) is a definition error: a panic in debug
    /// builds when the command is built, the rule's tier in release builds.
    #[must_use]
    pub fn kind(mut self, kind: ArgKind) -> Self {
        self.kind = Some(kind);
        self
    }

    /// Names the job (sub-tool) that consumes the flag.
    #[must_use]
    pub fn job(mut self, job: impl Into<Cow<'static, str>>) -> Self {
        self.job = Some(job.into());
        self
    }

    /// `--X` sets true, `--no-X` sets false, last spelling wins. The argument
    /// must be a `bool` flag (`ArgAction::SetTrue`) with a long name that does
    /// not start with `no-` (for a flag like `--no-ignore`, name its
    /// negation with [`negation`](Self::negation)); otherwise building the
    /// command panics in debug builds.
    #[must_use]
    pub fn noable(mut self) -> Self {
        self.pair = Some(Pair::Noable);
        self
    }

    /// `--enable-X` sets true, `--disable-X` sets false, last spelling wins.
    /// The argument must be a `bool` flag (`ArgAction::SetTrue`) whose long
    /// name starts with `enable-`; otherwise building the command panics in
    /// debug builds.
    #[must_use]
    pub fn enable_disable(mut self) -> Self {
        self.pair = Some(Pair::EnableDisable);
        self
    }

    /// Makes the flag a pair, as [`noable`](Self::noable) does unless
    /// [`enable_disable`](Self::enable_disable) is declared too, with a
    /// negation of its own: a long name (`--relative-path` for
    /// `--absolute-path`, `--ignore` for `--no-ignore`), an id, a tier or a
    /// help text (see [`Negation`]). The argument must be a `bool` flag
    /// (`ArgAction::SetTrue`) with a long name; otherwise building the command
    /// panics in debug builds, as it does when the negation's long name or
    /// id is already another argument's.
    #[must_use]
    pub fn negation(mut self, negation: Negation) -> Self {
        self.pair.get_or_insert(Pair::Noable);
        self.negation = Some(Box::new(negation));
        self
    }

    /// Using the flag prints the deprecation warning (`warning: --X is
    /// deprecated and will be removed in a future release.`) once per parse.
    #[must_use]
    pub fn deprecated(mut self) -> Self {
        self.deprecated = Some(Deprecated::Plain);
        self
    }

    /// Like [`deprecated`](Self::deprecated), with advice: the warning ends
    /// `Use SPELLING instead.`, `spelling` written as given, dashes and all
    /// (`"-O1"`, `"--optlevel 1"`), and nothing is passed on. For a flag
    /// whose successor is not an argument it could pass its value to: an
    /// old switch now spelled as a value of another flag, where a
    /// [`preset`](Self::preset) on the same flag may set that value.
    /// [`Deprecation::instead`](crate::Deprecation::instead) gives it back.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = Command::new("cc")
    ///     .arg(Arg::new("optlevel").short('O').long("optlevel").default_value("2"))
    ///     .arg(Arg::new("fast-math").long("fast-math").action(ArgAction::SetTrue));
    /// let spec = CommandSpec::new().arg(
    ///     "fast-math",
    ///     ArgSpec::new().deprecated_instead("-O3").preset("optlevel", "3"),
    /// );
    /// let m = ArgKindCommand::new(cmd, spec)
    ///     .try_get_matches_from(["cc", "--fast-math"])
    ///     .unwrap();
    /// assert_eq!(m.get_one::<String>("optlevel").map(String::as_str), Some("3"));
    /// assert_eq!(
    ///     m.facts().deprecations()[0].to_string(),
    ///     "warning: --fast-math is deprecated and will be removed in a future release. Use -O3 instead."
    /// );
    /// ```
    #[must_use]
    pub fn deprecated_instead(mut self, spelling: impl Into<Cow<'static, str>>) -> Self {
        self.deprecated = Some(Deprecated::Instead(spelling.into()));
        self
    }

    /// Like [`deprecated`](Self::deprecated), and the value (or, for a
    /// value-less flag, `true`) is also applied to the argument
    /// `replacement`, unless that argument is given later on the command
    /// line (in this command or one below it). The warning ends `Use --Y
    /// instead.`
    ///
    /// An `Append` or `Count` flag redirected to an `Append` or `Count`
    /// replacement applies at each occurrence: every occurrence that no
    /// typed replacement follows passes its values on (`--inc a -I x --inc
    /// b` gives `-I` the list `[x, b]`; `--loud --loud` counts 2). Any other
    /// flag's earlier occurrence is overridden by its last (right-most
    /// wins), whose value alone is passed on. The values of one occurrence
    /// (`--old x y`, or `--old=x,y` split at a value delimiter) go to a list
    /// replacement (an `Append` flag whose occurrence may hold one value)
    /// one value an occurrence, which the command line's next token cannot
    /// join, where nothing would end them; to any other replacement as one
    /// occurrence (`--new x y` for `num_args(2)`), a list whose value
    /// terminator the flag has too included (`--run rm -f ;` is `--exec rm
    /// -f ;`, one occurrence, as a file finder runs a command an
    /// occurrence), and joined at the delimiter of a list that takes one
    /// value an occurrence and splits it there, or splits at the delimiter
    /// the flag splits at (`--output=x,y`).
    ///
    /// `replacement` names a flag the command parses, as a
    /// [`preset`](Self::preset) target does: by its clap id, or by its long
    /// name written `--name`; an argument of this command, or a global
    /// argument of an enclosing command.
    ///
    /// The replacement must be another flag, with a long name, that takes
    /// what is passed on: a `SetTrue` or `Count` flag when this flag takes no
    /// values, a flag that takes values (of the same value parser type) when
    /// it does; otherwise building the command panics in debug builds, as
    /// it does when `replacement` names no argument the command parses. A
    /// replacement given several values as one occurrence must read each
    /// as a value: building the command panics too where this flag accepts
    /// values the replacement would read as flags (`allow_hyphen_values`)
    /// or as the end of its values (its value terminator), and where the
    /// replacement may take more values than an occurrence gives and
    /// accepts hyphen values (its own `allow_hyphen_values`, or its
    /// command's) with no value terminator, so that nothing would end them.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, Command};
    ///
    /// // `--colour` of `run` gives its value to the root's global `--color`.
    /// let cmd = Command::new("cli")
    ///     .arg(Arg::new("color").long("color").global(true))
    ///     .subcommand(Command::new("run").arg(Arg::new("colour").long("colour")));
    /// let spec = CommandSpec::new().subcommand(
    ///     "run",
    ///     CommandSpec::new().arg("colour", ArgSpec::new().deprecated_for("--color")),
    /// );
    /// let m = ArgKindCommand::new(cmd, spec)
    ///     .try_get_matches_from(["cli", "run", "--colour", "never"])
    ///     .unwrap();
    /// assert_eq!(m.get_one::<String>("color").map(String::as_str), Some("never"));
    /// assert_eq!(m.facts().deprecations()[0].replacement(), Some("color"));
    /// ```
    #[must_use]
    pub fn deprecated_for(mut self, replacement: impl Into<Cow<'static, str>>) -> Self {
        self.deprecated = Some(Deprecated::For(replacement.into()));
        self
    }

    /// A repeatable flag whose every occurrence takes one or more values,
    /// all accumulated in command-line order: the argument becomes
    /// `ArgAction::Append` with `num_args(1..)`. Its action must take values:
    /// on a `SetTrue`, `SetFalse` or `Count` flag, building the command panics
    /// in debug builds (and extend is ignored in release builds).
    #[must_use]
    pub fn extend(mut self) -> Self {
        self.extend = true;
        self
    }

    /// When the flag is given, the argument `target` is set to `value` at
    /// the flag's position: given before the flag, the target is
    /// overridden; given after it (in this command or one below it), it
    /// wins. Call once per target.
    ///
    /// `target` names any flag the command parses:
    /// * by its clap id (`"level"`): an argument of this command (with
    ///   clap's derive, a field of a flattened struct is one, whose id is
    ///   its field name unless `#[arg(id = ...)]` says otherwise), else a
    ///   global argument of the nearest enclosing command that has one of
    ///   that id;
    /// * by its long name, written with its dashes (`"--level"`): found the
    ///   same way, by long name.
    ///
    /// `value` is parsed by the target's own value parser. In debug builds,
    /// building the command panics when `target` names no argument of this
    /// command and no global argument of an enclosing command, names one
    /// without a long name or an enclosing command's argument that is not
    /// global, when the target's value parser rejects `value`, or when the
    /// target is a plain `SetTrue` flag (no pair) and `value` is not
    /// `true`.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// // `run --plain` sets the root's global `--color`.
    /// let cmd = Command::new("cli")
    ///     .arg(Arg::new("color").long("color").global(true))
    ///     .subcommand(Command::new("run").arg(Arg::new("plain").long("plain").action(ArgAction::SetTrue)));
    /// let spec = CommandSpec::new().subcommand(
    ///     "run",
    ///     CommandSpec::new().arg("plain", ArgSpec::new().preset("color", "never")),
    /// );
    /// let mut cmd = ArgKindCommand::new(cmd, spec);
    /// let color = |m: &argkind_core::Matches| m.get_one::<String>("color").cloned();
    /// let m = cmd.try_get_matches_from(["cli", "run", "--plain"]).unwrap();
    /// assert_eq!(color(&m).as_deref(), Some("never"));
    /// let m = cmd.try_get_matches_from(["cli", "run", "--plain", "--color", "auto"]).unwrap();
    /// assert_eq!(color(&m).as_deref(), Some("auto"));
    /// ```
    #[must_use]
    pub fn preset(mut self, target: impl Into<Cow<'static, str>>, value: impl Into<Cow<'static, str>>) -> Self {
        self.preset.push((target.into(), value.into()));
        self
    }

    /// The declared tier, if any.
    pub fn get_kind(&self) -> Option<ArgKind> {
        self.kind
    }

    /// The declared job, if any.
    pub fn get_job(&self) -> Option<&str> {
        self.job.as_deref()
    }

    /// The declared boolean pair, if any.
    pub fn get_pair(&self) -> Option<Pair> {
        self.pair
    }

    /// The declared negation details, if any (see [`negation`](Self::negation)).
    pub fn get_negation(&self) -> Option<&Negation> {
        self.negation.as_deref()
    }

    /// For the declaration argkind makes of a pair's negation argument (it
    /// adds one to the command's declarations for each pair): the id of the
    /// pair flag it negates. `None` on the application's own declarations.
    pub fn get_negates(&self) -> Option<&str> {
        self.negates.as_deref().map(AsRef::as_ref)
    }

    /// Whether this is the declaration of a pair's negation that is no
    /// entry of its own, but a spelling in the pair flag's entry.
    pub(crate) fn is_negation_in_entry(&self) -> bool {
        self.negates.is_some() && !self.negation_entry
    }

    /// The negative spelling (without `--`) of this pair flag, whose own
    /// long is `long`: the declared negation long, else `no-{long}` or
    /// `disable-X`. `None` when the flag is no pair, or an enable/disable
    /// flag whose long does not start with `enable-`.
    pub(crate) fn negative_long<'a>(&'a self, long: &str) -> Option<Cow<'a, str>> {
        let pair = self.pair?;
        match self.negation.as_ref().and_then(|n| n.long.as_deref()) {
            Some(own) => Some(Cow::Borrowed(own)),
            None => pair.negative(long).map(Cow::Owned),
        }
    }

    /// [`negative_long`](Self::negative_long) in two parts, unjoined: the
    /// declared negation long is `("", own)`.
    pub(crate) fn negative_parts<'a>(&'a self, long: &'a str) -> Option<(&'a str, &'a str)> {
        let pair = self.pair?;
        match self.negation.as_ref().and_then(|n| n.long.as_deref()) {
            Some(own) => Some(("", own)),
            None => pair.negative_parts(long),
        }
    }

    /// The clap id of the negation whose long is `negative`: declared, else
    /// `negative` with each `-` written `_`.
    pub(crate) fn negative_id(&self, negative: &str) -> String {
        self.negative_id_of(("", negative))
    }

    /// [`negative_id`](Self::negative_id) of the negation whose long is
    /// `parts` joined (see [`negative_parts`](Self::negative_parts)).
    pub(crate) fn negative_id_of(&self, (prefix, rest): (&str, &str)) -> String {
        match self.negation.as_ref().and_then(|n| n.id.as_deref()) {
            Some(id) => id.to_owned(),
            None => {
                // One allocation: a large command spells a hundred of these.
                let mut id = Vec::with_capacity(prefix.len() + rest.len());
                id.extend_from_slice(prefix.as_bytes());
                id.extend_from_slice(rest.as_bytes());
                // Every byte written, so that the loop runs on whole
                // vectors of bytes rather than a branch a byte.
                for byte in &mut id {
                    *byte = if *byte == b'-' { b'_' } else { *byte };
                }
                // An ASCII byte for another leaves the text UTF-8.
                String::from_utf8(id).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
            }
        }
    }

    /// Whether the negation is an entry of its own (a help text of its own,
    /// or a tier other than `flag_kind`, the pair flag's), rather than a
    /// note in the flag's entry.
    pub(crate) fn negation_has_entry(&self, flag_kind: ArgKind) -> bool {
        self.negation
            .as_ref()
            .is_some_and(|n| n.has_help() || n.kind.is_some_and(|k| k != flag_kind))
    }

    /// Whether the flag is deprecated.
    pub fn is_deprecated(&self) -> bool {
        self.deprecated.is_some()
    }

    /// The deprecated flag's replacement as declared (a clap id, or a long
    /// name written `--name`), if any.
    pub fn get_replacement(&self) -> Option<&str> {
        self.deprecated
            .as_ref()
            .and_then(Deprecated::replacement)
            .map(AsRef::as_ref)
    }

    /// What the deprecation warning tells the user to type instead, where
    /// declared with [`deprecated_instead`](Self::deprecated_instead).
    pub fn get_instead(&self) -> Option<&str> {
        self.deprecated
            .as_ref()
            .and_then(Deprecated::instead)
            .map(AsRef::as_ref)
    }

    /// Whether the flag is an extend flag.
    pub fn is_extend(&self) -> bool {
        self.extend
    }

    /// The preset's `(target, value)` pairs as declared (a target is a
    /// clap id, or a long name written `--name`), in declaration order.
    pub fn get_presets(&self) -> impl Iterator<Item = (&str, &str)> {
        self.preset.iter().map(|(t, v)| (t.as_ref(), v.as_ref()))
    }

    /// Whether the flag is deprecated or presets others: what argkind acts
    /// on where the command line names it.
    pub(crate) fn is_special(&self) -> bool {
        self.deprecated.is_some() || !self.preset.is_empty()
    }

    /// Whether the argument needs the argv rewriting step: a pair, a
    /// deprecation or a preset.
    pub(crate) fn needs_spelling(&self) -> bool {
        self.pair.is_some() || self.is_special()
    }
}

impl From<ArgKind> for ArgSpec {
    fn from(kind: ArgKind) -> Self {
        ArgSpec::new().kind(kind)
    }
}

/// The declarations of one command and its subcommands, keyed by clap
/// argument id and subcommand name.
///
/// Built by hand for clap's builder API, or by `#[derive(ArgKinds)]`.
///
/// ```
/// use argkind_core::{ArgKind, ArgSpec, CommandSpec};
/// let spec = CommandSpec::new()
///     .arg("verbose", ArgSpec::new())
///     .subcommand(
///         "compile",
///         CommandSpec::new().default_job("backend").arg("dump", ArgKind::Hidden),
///     );
/// assert!(spec.get_subcommand("compile").is_some());
/// ```
#[derive(Clone, Debug, Default)]
pub struct CommandSpec {
    pub(crate) args: IdMap<Name, ArgSpec>,
    pub(crate) subcommands: Vec<(Name, CommandSpec)>,
    pub(crate) default_job: Option<Name>,
    pub(crate) response_files: bool,
    pub(crate) flags_env: Option<Name>,
    pub(crate) print_options: bool,
    pub(crate) record_sources: bool,
    /// The ids of the arguments whose display order the application set.
    pub(crate) own_orders: Vec<Name>,
    /// The groups a pair's negation joins even where they are exclusive
    /// (see [`negations_in_group`](Self::negations_in_group)).
    pub(crate) negation_groups: Vec<Name>,
    /// While the derive declares a flattened struct's fields: the job of
    /// the struct that flattens it, for its flags that name none (see
    /// [`enter_job_scope`](Self::enter_job_scope)).
    scope_job: Option<Name>,
}

impl CommandSpec {
    /// An empty declaration: every flag PUBLIC (or INTERNAL by name) and plain.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty declaration with room for `args` argument declarations before
    /// its table grows (each growth hashes every id again). Never fails; `0`
    /// is [`new`](Self::new).
    ///
    /// ```
    /// use argkind_core::{ArgSpec, CommandSpec};
    /// let mut spec = CommandSpec::with_capacity(2);
    /// spec.insert_arg("fast", ArgSpec::new().noable());
    /// spec.insert_arg("internal-remat", ArgSpec::new().job("frontend"));
    /// assert_eq!(spec.get_arg("internal-remat").unwrap().get_job(), Some("frontend"));
    /// ```
    pub fn with_capacity(args: usize) -> Self {
        CommandSpec {
            args: IdMap::with_capacity_and_hasher(args, Default::default()),
            ..CommandSpec::default()
        }
    }

    /// Makes room for `additional` more argument declarations (the derive's
    /// generated code calls it once per struct, before declaring its fields).
    /// Never fails.
    pub fn reserve(&mut self, additional: usize) {
        self.args.reserve(additional);
    }

    /// Declares the argument with clap id `id`; a second declaration of the
    /// same id replaces the first.
    #[must_use]
    pub fn arg(mut self, id: impl Into<Cow<'static, str>>, spec: impl Into<ArgSpec>) -> Self {
        self.insert_arg(id, spec);
        self
    }

    /// In-place form of [`arg`](Self::arg), for generated code.
    pub fn insert_arg(&mut self, id: impl Into<Cow<'static, str>>, spec: impl Into<ArgSpec>) {
        // Through an entry: `HashMap::insert`, which hands back the
        // declaration it replaces, costs about 25 instructions more a
        // declaration (by callgrind).
        match self.args.entry(id.into()) {
            Entry::Occupied(mut declared) => *declared.get_mut() = spec.into(),
            Entry::Vacant(place) => drop(place.insert(spec.into())),
        }
    }

    /// Declares the subcommand named `name` (its clap name, not an alias);
    /// a second declaration of the same name replaces the first.
    #[must_use]
    pub fn subcommand(mut self, name: impl Into<Cow<'static, str>>, spec: CommandSpec) -> Self {
        *self.subcommand_mut(name) = spec;
        self
    }

    /// The declaration of subcommand `name`, created empty if absent, for
    /// generated code.
    pub fn subcommand_mut(&mut self, name: impl Into<Cow<'static, str>>) -> &mut CommandSpec {
        let name = name.into();
        let at = match self.subcommands.iter().position(|(n, _)| *n == name) {
            Some(at) => at,
            None => {
                self.subcommands.push((name, CommandSpec::new()));
                self.subcommands.len() - 1
            }
        };
        &mut self.subcommands[at].1
    }

    /// Says that the application set the display order of the argument
    /// `id` itself (`Arg::display_order`), which argkind then leaves as it
    /// is. Where a subcommand's help can show the difference (a command
    /// with subcommands, or a negation with a help entry of its own), each
    /// pair flag keeps the display-order place after it for its negation,
    /// as a hand-written twin argument written right after it did, and the
    /// arguments clap numbered after it move one place down (a flag whose
    /// order the application set leaves its negation the number clap gave
    /// such a twin: the next in clap's count there); clap's built
    /// command does not say which orders the application set, and one
    /// equal to the number clap would have given is taken for clap's. The
    /// derive declares every field with `display_order`. Never fails; an
    /// `id` no argument has changes nothing.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    /// let cmd = Command::new("cc")
    ///     .arg(flag("fast"))
    ///     .arg(flag("color").display_order(1).global(true))
    ///     .subcommand(Command::new("run"));
    /// let spec = CommandSpec::new()
    ///     .arg("fast", ArgSpec::new().noable())
    ///     .own_display_order("color");
    /// let cmd = ArgKindCommand::new(cmd, spec);
    /// let order = |long: &str| {
    ///     let arg = cmd.command().get_arguments().find(|a| a.get_long() == Some(long));
    ///     arg.map(|a| a.get_display_order())
    /// };
    /// // `--no-fast` has the place after `--fast`; `--color` keeps its own.
    /// assert_eq!(order("fast"), Some(0));
    /// assert_eq!(order("no-fast"), Some(1));
    /// assert_eq!(order("color"), Some(1));
    /// ```
    #[must_use]
    pub fn own_display_order(mut self, id: impl Into<Cow<'static, str>>) -> Self {
        self.set_own_display_order(id);
        self
    }

    /// In-place form of [`own_display_order`](Self::own_display_order),
    /// for generated code.
    pub fn set_own_display_order(&mut self, id: impl Into<Cow<'static, str>>) {
        self.own_orders.push(id.into());
    }

    /// Declares that a pair's negation is a member of the group `id` of
    /// this command wherever its flag is one, as a hand-written twin field
    /// is a member of the group clap's derive makes for its struct: also
    /// where the group is exclusive (`ArgGroup::multiple(false)`), so that
    /// `--no-x` alone satisfies it where it is required, and conflicts with
    /// another member given with it. Without it, a negation joins only its
    /// flag's groups that are not exclusive (a hand-written twin outside
    /// such a group did not conflict with its members). The derive declares
    /// it for the group of each struct that writes `#[group(multiple =
    /// false)]`. Never fails; an `id` the command has no group of changes
    /// nothing.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, ArgGroup, Command};
    ///
    /// let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    /// let cmd = Command::new("cc")
    ///     .arg(flag("fast"))
    ///     .arg(flag("slow"))
    ///     .group(ArgGroup::new("speed").args(["fast", "slow"]).required(true));
    /// let spec = CommandSpec::new()
    ///     .arg("fast", ArgSpec::new().noable())
    ///     .negations_in_group("speed");
    /// let mut cmd = ArgKindCommand::new(cmd, spec);
    /// let m = cmd.try_get_matches_from(["cc", "--no-fast"]).unwrap();
    /// assert_eq!(m.get_flag("fast"), false);
    /// assert!(cmd.try_get_matches_from(["cc", "--no-fast", "--slow"]).is_err());
    /// ```
    #[must_use]
    pub fn negations_in_group(mut self, id: impl Into<Cow<'static, str>>) -> Self {
        self.set_negations_in_group(id);
        self
    }

    /// In-place form of [`negations_in_group`](Self::negations_in_group),
    /// for generated code.
    pub fn set_negations_in_group(&mut self, id: impl Into<Cow<'static, str>>) {
        self.negation_groups.push(id.into());
    }

    /// Whether a pair's negation joins `group`, one of its flag's groups:
    /// where it is not exclusive, or these declarations name it
    /// ([`negations_in_group`](Self::negations_in_group)).
    pub(crate) fn negations_join(&self, group: &clap::ArgGroup) -> bool {
        group.clone().is_multiple() || self.negation_groups.iter().any(|id| id == group.get_id().as_str())
    }

    /// The job of every argument of this command that declares none.
    #[must_use]
    pub fn default_job(mut self, job: impl Into<Cow<'static, str>>) -> Self {
        self.default_job = Some(job.into());
        self
    }

    /// For generated code: the fields the derive declares from here on,
    /// those of a struct flattened into one with `#[argkind(job = "...")]`,
    /// take `job` where they name none and their own struct names none
    /// (as a flattened struct's arguments take its flattening struct's help
    /// heading in clap's derive). Gives back the job it replaces, for
    /// [`leave_job_scope`](Self::leave_job_scope). Not public API.
    #[doc(hidden)]
    pub fn enter_job_scope(&mut self, job: impl Into<Cow<'static, str>>) -> Option<Cow<'static, str>> {
        self.scope_job.replace(job.into())
    }

    /// For generated code: ends what [`enter_job_scope`](Self::enter_job_scope)
    /// began, putting back the job it gave back. Not public API.
    #[doc(hidden)]
    pub fn leave_job_scope(&mut self, outer: Option<Cow<'static, str>>) {
        self.scope_job = outer;
    }

    /// For generated code: the job a flag field that names none takes from
    /// the struct that flattens its own (`None` outside one, or where that
    /// struct names none). Not public API.
    #[doc(hidden)]
    pub fn scoped_job(&self) -> Option<Cow<'static, str>> {
        self.scope_job.clone()
    }

    /// In-place form of [`default_job`](Self::default_job), for generated code.
    pub fn set_default_job(&mut self, job: impl Into<Cow<'static, str>>) {
        self.default_job = Some(job.into());
    }

    /// Turns on response files, on the root command's declarations: an
    /// `@path` argument stands for the arguments written in the file at
    /// `path` (relative to the working directory), split as a POSIX shell
    /// splits words, so several a line, quoted and with `#` comments, as
    /// build systems write them. Every `@path` token after the program name
    /// is expanded in place before clap parses, an option's value too, until
    /// the first literal `--`; files may name other files, up to
    /// [`MAX_RESPONSE_FILE_DEPTH`](crate::MAX_RESPONSE_FILE_DEPTH) deep. A
    /// lone `@` is an argument as it is. On Unix a file that is not UTF-8
    /// is passed on as bytes.
    ///
    /// A file that cannot be read, a file that includes itself (directly or
    /// through others), files nested too deep, a file larger than
    /// [`MAX_RESPONSE_FILE_BYTES`](crate::MAX_RESPONSE_FILE_BYTES) (or files
    /// that add up to more, each counted each time it is named) and a
    /// quote left open are errors of the parse (clap's [`ErrorKind::Io`](clap::error::ErrorKind::Io),
    /// exit status 2) that name the files.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec};
    /// use clap::{Arg, Command};
    ///
    /// let path = std::env::temp_dir().join(format!("argkind-doc-{}.rsp", std::process::id()));
    /// std::fs::write(&path, "--target trn2 \"--logfile=a b.txt\"\n").unwrap();
    /// let cmd = Command::new("cc")
    ///     .arg(Arg::new("target").long("target"))
    ///     .arg(Arg::new("logfile").long("logfile"));
    /// let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().response_files());
    /// let m = cmd.try_get_matches_from(["cc".to_owned(), format!("@{}", path.display())]).unwrap();
    /// assert_eq!(m.get_one::<String>("target").unwrap(), "trn2");
    /// assert_eq!(m.get_one::<String>("logfile").unwrap(), "a b.txt");
    ///
    /// let err = cmd.try_get_matches_from(["cc", "@no-such-file.rsp"]).unwrap_err();
    /// assert_eq!(err.exit_code(), 2);
    /// assert!(err.to_string().contains("no-such-file.rsp"));
    /// # std::fs::remove_file(&path).unwrap();
    /// ```
    ///
    /// # Panics
    ///
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) panics, in debug
    /// builds, when a subcommand's declarations turn them on: the expansion
    /// reads the whole command line, before any subcommand is chosen.
    #[must_use]
    pub fn response_files(mut self) -> Self {
        self.response_files = true;
        self
    }

    /// In-place form of [`response_files`](Self::response_files), for
    /// generated code.
    pub fn set_response_files(&mut self) {
        self.response_files = true;
    }

    /// Whether [`response_files`](Self::response_files) turned response
    /// files on.
    pub fn is_response_files_set(&self) -> bool {
        self.response_files
    }

    /// Names the environment variable that holds extra flags, on the root
    /// command's declarations, as `RUSTFLAGS`, `NODE_OPTIONS` and
    /// `PYTEST_ADDOPTS` do for their tools: a framework plugin passes flags
    /// to the driver through it. Its value is split as a POSIX shell splits
    /// words, and the words go after the subcommand path that the command
    /// line chooses (clap's reading of it), before that subcommand's own
    /// arguments: the command line wins over the variable, and an extend or
    /// `Append` flag takes the variable's values first. Every tier rule,
    /// behaviour, warning and fact applies to them as to typed ones. An
    /// unset or blank variable adds nothing.
    ///
    /// A word clap reads as a positional argument or a subcommand, and a
    /// quote left open, are errors of the parse (clap's
    /// [`ErrorKind::InvalidValue`](clap::error::ErrorKind::InvalidValue),
    /// exit status 2) that name the variable.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = Command::new("cc")
    ///     .arg(Arg::new("lnc").long("lnc"))
    ///     .arg(Arg::new("define").short('D').action(ArgAction::Append));
    /// let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().flags_env("DOC_CC_FLAGS"));
    /// // As a shell sets it (`set_var` is `unsafe` from edition 2024 on).
    /// unsafe { std::env::set_var("DOC_CC_FLAGS", "--lnc 1 -D 'a b'") };
    /// let m = cmd.try_get_matches_from(["cc", "-D", "c"]).unwrap();
    /// assert_eq!(m.get_one::<String>("lnc").unwrap(), "1");
    /// let defines: Vec<&String> = m.get_many("define").unwrap().collect();
    /// assert_eq!(defines, ["a b", "c"]);
    /// // The command line wins.
    /// let m = cmd.try_get_matches_from(["cc", "--lnc", "2"]).unwrap();
    /// assert_eq!(m.get_one::<String>("lnc").unwrap(), "2");
    /// # unsafe { std::env::remove_var("DOC_CC_FLAGS") };
    /// ```
    ///
    /// # Panics
    ///
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) panics, in debug
    /// builds, when a subcommand's declarations name a variable (it is read
    /// for the whole command line), or when `name` is empty.
    #[must_use]
    pub fn flags_env(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.flags_env = Some(name.into());
        self
    }

    /// In-place form of [`flags_env`](Self::flags_env), for generated code.
    pub fn set_flags_env(&mut self, name: impl Into<Cow<'static, str>>) {
        self.flags_env = Some(name.into());
    }

    /// The variable [`flags_env`](Self::flags_env) named, if any.
    pub fn get_flags_env(&self) -> Option<&str> {
        self.flags_env.as_deref()
    }

    /// Adds the effective-values surface to the root command's declarations:
    /// `--print-options[=TIERS]` prints, after reading the rest of the
    /// command line, each flag that does not hold its default, with its value
    /// and where the value came from (see [`Provenance`](crate::Provenance));
    /// `--print-all-options[=TIERS]` prints every flag. Both are PUBLIC
    /// flags of every (sub)command, shown in `--help`. `TIERS` is `public`
    /// (PUBLIC flags, the default), `hidden` (adds HIDDEN and EARG) or
    /// `internal` (adds INTERNAL too); a HARG flag is never printed. The
    /// text goes to stdout with exit status 0 (the
    /// [`Error::Surface`](crate::Error::Surface) of the parse), styled as
    /// clap styles help, and is printed even when required arguments are
    /// missing. A command that does not turn it on gains no flag.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec, Error};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = Command::new("cc")
    ///     .arg(Arg::new("optlevel").long("optlevel").default_value("2"))
    ///     .arg(Arg::new("input").required(true));
    /// let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().print_options());
    /// let err = cmd.try_get_matches_from(["cc", "--optlevel", "1", "--print-options"]).unwrap_err();
    /// let Error::Surface(text, _) = err else { panic!("the surface") };
    /// assert_eq!(
    ///     text.to_string(),
    ///     "optlevel        PUBLIC   --optlevel: 1 (--optlevel at 1; overrode default 2)\n"
    /// );
    /// ```
    ///
    /// # Panics
    ///
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) panics, in debug
    /// builds, when a subcommand's declarations turn it on (it is added to
    /// the root and every subcommand below it), or when an argument already
    /// has the id or long name `print-options` or `print-all-options`.
    #[must_use]
    pub fn print_options(mut self) -> Self {
        self.print_options = true;
        self
    }

    /// In-place form of [`print_options`](Self::print_options), for
    /// generated code.
    pub fn set_print_options(&mut self) {
        self.print_options = true;
    }

    /// Whether [`print_options`](Self::print_options) added the
    /// effective-values surface.
    pub fn is_print_options_set(&self) -> bool {
        self.print_options
    }

    /// Makes every successful parse record the provenance of each flag of
    /// the chosen (sub)command in its [`Facts`](crate::Facts)
    /// ([`Facts::sources`](crate::Facts::sources)), on the root command's
    /// declarations. Off by default: finding where each value came from
    /// costs clap readings of parts of the command line (a few per flag the
    /// command line sets), which a parse that does not ask for it should not
    /// pay.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec, Origin, Source};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = Command::new("cc").arg(Arg::new("lnc").long("lnc").default_value("2"));
    /// let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().record_sources());
    /// let m = cmd.try_get_matches_from(["cc", "--lnc=1"]).unwrap();
    /// let lnc = m.facts().source("lnc").unwrap();
    /// assert_eq!(lnc.source(), &Source::CommandLine { at: Some(Origin::Argv(1)), spelling: "--lnc".into() });
    /// assert_eq!(lnc.overrode()[0].source(), &Source::Default);
    /// ```
    ///
    /// # Panics
    ///
    /// [`ArgKindCommand::new`](crate::ArgKindCommand::new) panics, in debug
    /// builds, when a subcommand's declarations turn it on: the provenance of
    /// every parse is recorded, or of none.
    #[must_use]
    pub fn record_sources(mut self) -> Self {
        self.record_sources = true;
        self
    }

    /// In-place form of [`record_sources`](Self::record_sources), for
    /// generated code; `false` turns recording off again (a tool that
    /// records sources only in a debug mode, a benchmark of the parse
    /// alone).
    pub fn set_record_sources(&mut self, yes: bool) {
        self.record_sources = yes;
    }

    /// Whether [`record_sources`](Self::record_sources) is on.
    pub fn is_record_sources_set(&self) -> bool {
        self.record_sources
    }

    /// The declaration of argument `id`, if any.
    pub fn get_arg(&self, id: &str) -> Option<&ArgSpec> {
        self.args.get(id)
    }

    /// The job of the arguments of this command that declare none, if set.
    pub fn get_default_job(&self) -> Option<&str> {
        self.default_job.as_deref()
    }

    /// The declaration of subcommand `name`, if any.
    pub fn get_subcommand(&self, name: &str) -> Option<&CommandSpec> {
        self.subcommands.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }

    /// The declaration of subcommand `name`, or the empty declaration of a
    /// subcommand that declares nothing.
    pub(crate) fn subcommand_or_empty(&self, name: &str) -> &CommandSpec {
        static EMPTY: std::sync::OnceLock<CommandSpec> = std::sync::OnceLock::new();
        self.get_subcommand(name)
            .unwrap_or_else(|| EMPTY.get_or_init(CommandSpec::new))
    }

    /// The job the argument `arg` of this command, declared by `declared`
    /// (its entry in this command's declarations), belongs to: its own,
    /// else the command's default job, which is its flags' (no job is
    /// replayed a positional argument).
    pub(crate) fn job_of<'s>(&'s self, arg: &clap::Arg, declared: Option<&'s ArgSpec>) -> Option<&'s str> {
        self.job_name(arg, declared).map(AsRef::as_ref)
    }

    /// [`job_of`](Self::job_of), as stored.
    pub(crate) fn job_name<'s>(&'s self, arg: &clap::Arg, declared: Option<&'s ArgSpec>) -> Option<&'s Name> {
        let default = || self.default_job.as_ref().filter(|_| !arg.is_positional());
        declared.and_then(|a| a.job.as_ref()).or_else(default)
    }
}

/// The id of the pair flag whose negation argument has id `id`, in a
/// command whose declarations and those of its enclosing commands are
/// `scopes`, outermost first: the negation of a global pair is declared by
/// the enclosing command that declares the pair, and the innermost
/// declaration of `id` is the one that counts.
pub(crate) fn negated_by<'a>(id: &str, scopes: impl DoubleEndedIterator<Item = &'a CommandSpec>) -> Option<&'a str> {
    scopes.rev().find_map(|s| s.get_arg(id)).and_then(ArgSpec::get_negates)
}

/// Types that declare argkind tiers, jobs and behaviours for their clap
/// arguments: implemented by `#[derive(ArgKinds)]` next to clap's
/// `Parser`, `Args` or `Subcommand` derive.
///
/// For a struct, [`augment_kinds`](Self::augment_kinds) declares the
/// struct's arguments on the command being built (and those of flattened
/// structs, and the subcommands of its subcommand field); for a subcommand
/// enum, it declares one subcommand per variant.
pub trait ArgKinds {
    /// Adds this type's declarations to `spec`, the declaration of the
    /// command the type's arguments live in.
    fn augment_kinds(spec: &mut CommandSpec);

    /// This type's declarations on a fresh [`CommandSpec`].
    fn command_spec() -> CommandSpec {
        let mut spec = CommandSpec::new();
        Self::augment_kinds(&mut spec);
        spec
    }
}

//! [`ArgKindCommand`]: a `clap::Command` with argkind's declarations applied,
//! and the entry points that parse with it.

use std::ffi::OsString;
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use clap::builder::Resettable;
use clap::builder::StyledStr;
use clap::error::ErrorKind;
use clap::{Arg, ArgMatches, ColorChoice, Command};

use crate::check::{self, Later, Spelled};
use crate::definition;
use crate::env;
use crate::error::Error;
use crate::facts::{print_warnings, Deprecation, Facts, Pending, Snapshot};
use crate::kind::{ArgKind, Surface};
use crate::level::{apply, apply_with, Extent, Level, PRINT_ALL_OPTIONS, PRINT_OPTIONS};
use crate::registry::Registry;
use crate::response_file;
use crate::rewrite;
use crate::shown::Tiers;
use crate::source::{self, Origin, Provenance};
use crate::spec::CommandSpec;
use crate::surface::{help_hidden, help_hidden_list, Flattened};
use crate::target::TargetRef;
use crate::trace::{self, SurfaceRequest};

/// A `clap::Command` with argkind's declarations applied: the builder-API way
/// in.
///
/// [`new`](Self::new) hides every non-PUBLIC argument from clap's `--help`,
/// adds `--help-hidden` and `--help-hidden-list`, makes repeated valued flags
/// right-most-wins (`args_override_self`), and prepares the flag behaviours.
/// The `try_get_matches_from` family then parses like clap's, and returns the
/// parse [`Facts`] with the values.
///
/// ```
/// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
/// use clap::{Arg, ArgAction, Command};
///
/// let cmd = Command::new("tool")
///     .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
///     .arg(Arg::new("internal-remat").long("internal-remat").action(ArgAction::SetTrue));
/// let spec = CommandSpec::new()
///     .arg("fast", ArgSpec::new().noable())
///     .arg("internal-remat", ArgSpec::new().job("frontend"));
/// let mut cmd = ArgKindCommand::new(cmd, spec);
///
/// let m = cmd.try_get_matches_from(["tool", "--fast", "--no-fast"]).unwrap();
/// assert!(!m.get_flag("fast"));
/// assert!(m.facts().is_used("fast"));
/// assert_eq!(cmd.registry().get("internal-remat").unwrap().kind(), ArgKind::Internal);
/// ```
#[derive(Clone, Debug)]
pub struct ArgKindCommand {
    /// The command clap parses with: as [`apply`] prepared it, and once
    /// clap has had to show it (help, an error), as [`shown`] shows it too.
    ///
    /// The command, the declarations and the level are shared with the
    /// [`Matches`] of a parse until its facts are collected, and copied
    /// before one is changed while shared.
    cmd: Arc<Command>,
    spec: Arc<CommandSpec>,
    level: Arc<Level>,
    /// Whether `cmd` is shown ([`shown`]).
    is_shown: bool,
    /// Whether the command line being read may name a deprecated or preset
    /// flag ([`check::may_name_special`]): where it may not, there is no
    /// deprecation to look for.
    may_name_special: bool,
    /// The command line clap reads (response files expanded, the flags
    /// variable's words in), kept only by a reading of the shown command
    /// (the one whose errors are returned), and only where the command
    /// declares a HARG argument or the command line may name a preset or
    /// deprecated flag: an error names such a flag, or what it set, as
    /// typed.
    typed: Option<Vec<OsString>>,
    /// The shown copy [`command`](Self::command) hands out: while `cmd` is
    /// not shown, and, where a required argument is hidden, once it is, as
    /// it was before clap built any of it (clap writes the usage name of a
    /// subcommand it builds, which heads its flattened help, from the
    /// required arguments of the commands above it, hidden ones too).
    display: OnceLock<Command>,
    /// Set while `cmd` is only the light preparation of the command (see
    /// [`read_lightly`](Self::read_lightly)).
    light: Option<Light>,
    /// While `cmd` is light, the command prepared whole, made the first
    /// time a method that reads the command and cannot change it is called
    /// (see [`whole`](Self::whole)).
    whole: OnceLock<Box<ArgKindCommand>>,
    /// The deprecated flags the exact route's reading without overrides
    /// found in the command line it gave clap, for the parse being settled
    /// (see [`exact`](Self::exact)).
    located: Option<Vec<Deprecation>>,
}

/// What a command prepared lightly needs to be prepared whole.
#[derive(Clone, Debug)]
struct Light {
    /// Makes the application's command again, as it was written.
    rebuild: Rebuild,
    /// Whether `cmd` is the light command, which clap has built (a parse
    /// read with it): argkind cannot add arguments to it, and prepares the
    /// command `rebuild` makes instead. Until then `cmd` is the
    /// application's command as written, and `level` empty.
    built: bool,
}

/// How a command prepared lightly is made again, as the application wrote
/// it, once clap has built the light command.
#[derive(Clone, Debug)]
enum Rebuild {
    /// The application's function that makes it (`lazy`, the derive).
    Cli(fn() -> Command),
    /// A copy of it ([`new`](ArgKindCommand::new)), made when the light
    /// reading begins (`None` until then): a command line the light command
    /// cannot read costs no copy.
    Copy(Option<Arc<Command>>),
}

impl Rebuild {
    /// The application's command, as written; `None` only for a copy
    /// never made, which no light reading needed.
    fn command(&self) -> Option<Command> {
        match self {
            Rebuild::Cli(cli) => Some(cli()),
            Rebuild::Copy(copy) => copy.as_deref().cloned(),
        }
    }
}

/// The result of a builder-API parse: clap's [`ArgMatches`] (through
/// `Deref`) and the parse [`Facts`].
///
/// The facts are collected the first time they are asked for
/// ([`facts`](Self::facts), [`into_parts`](Self::into_parts), `Debug`), not
/// by the parse: until then the matches share the command the parse read
/// with, as it was then (no copy). Parsing again with the same
/// [`ArgKindCommand`] while they do copies its command once, as clap must
/// change it to read.
#[derive(Clone)]
pub struct Matches {
    matches: ArgMatches,
    facts: OnceLock<Facts>,
    /// What the facts are collected from until then.
    pending: Option<Pending>,
}

impl Matches {
    /// The parse facts: used flags, deprecations, replay.
    ///
    /// Collected at the first call, in time linear in the number of flags
    /// the command line set and of the arguments of each command it chose
    /// (the [`jobs`](Facts::jobs) wait until they are asked for); at once
    /// after that.
    pub fn facts(&self) -> &Facts {
        self.facts.get_or_init(|| {
            self.pending
                .clone()
                .map(|pending| pending.collect(&self.matches))
                .unwrap_or_default()
        })
    }

    /// Splits into clap's matches and the facts (collected here where
    /// [`facts`](Self::facts) was not called).
    pub fn into_parts(mut self) -> (ArgMatches, Facts) {
        self.fill();
        let facts = self.facts.into_inner().unwrap_or_default();
        (self.matches, facts)
    }

    /// Collects the facts, where they are not yet, and lets go of the
    /// command they are collected from.
    fn fill(&mut self) -> &mut Facts {
        if let Some(pending) = self.pending.take() {
            if self.facts.get().is_none() {
                let _ = self.facts.set(pending.collect(&self.matches));
            }
        }
        if self.facts.get().is_none() {
            let _ = self.facts.set(Facts::default());
        }
        self.facts.get_mut().expect("set above")
    }

    /// The deprecated flags used, without collecting the other facts.
    fn deprecations(&self) -> &[Deprecation] {
        match (self.facts.get(), &self.pending) {
            (Some(facts), _) => facts.deprecations(),
            (None, Some(pending)) => &pending.deprecations,
            (None, None) => &[],
        }
    }
}

impl fmt::Debug for Matches {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Matches")
            .field("matches", &self.matches)
            .field("facts", self.facts())
            .finish()
    }
}

impl Deref for Matches {
    type Target = ArgMatches;

    fn deref(&self) -> &ArgMatches {
        &self.matches
    }
}

impl ArgKindCommand {
    /// Applies `spec` to `cmd` and its subcommands.
    ///
    /// The command is prepared when the first command line comes, only as
    /// far as that command line needs. One that names nothing argkind adds
    /// (no pair's negation, no deprecated or preset flag, no help surface,
    /// no help or version request) is read with `cmd` as written, but for
    /// `args_override_self` and extend flags; one that names deprecated or
    /// preset flags, and no negation, help or version, with `cmd` prepared
    /// as far as those flags need (their insertions, and the negations of
    /// the pairs they may set). Either way the matches and facts are those
    /// of the whole command, and a copy of `cmd` is kept, made before clap
    /// builds the light command: anything after (another command line, an
    /// error to word, help, a method that reads the command such as
    /// [`command`](Self::command) or [`registry`](Self::registry)) prepares
    /// the whole command from it. Any other command line is read with the
    /// whole command, prepared first, and costs no copy.
    /// [`lazy`](Self::lazy) does the same with a function that makes the
    /// command again, and keeps no copy.
    ///
    /// # Panics
    ///
    /// In debug builds, on a definition error (clap's `debug_assert` style),
    /// with a message that names the flag and says what to change:
    /// * a declared tier that contradicts the naming rule (a long starting
    ///   with `internal-`, after any `no-`, `enable-` or `disable-`, is
    ///   INTERNAL);
    /// * a declaration naming an argument or subcommand that does not exist,
    ///   or a subcommand by an alias (declarations go by the name);
    /// * a job on a positional argument (a job is replayed flags);
    /// * a noable or enable/disable declaration on an argument that is not a
    ///   `SetTrue` flag with a long name, a noable flag named `no-...`, an
    ///   enable/disable flag not named `enable-...`, a pair flag with a
    ///   conditional default (`default_value_if`, which clap gives it even
    ///   where its negation is typed last);
    /// * a negation that is also the long name or an alias of another
    ///   argument of the command, its own or a global of an enclosing one
    ///   (which would become unreachable), or of another negation; a
    ///   negation's short name (`Negation::short`) that is `-`, or that
    ///   another argument of the command has (another negation's
    ///   included), a subcommand's short flag, or, at the root, clap's
    ///   `-h` or `-V`;
    /// * an argument with the id, long name or an alias `help-hidden` or
    ///   `help-hidden-list`, which argkind adds itself;
    /// * a subcommand's argument with the id of a global argument of an
    ///   enclosing command, where either is a pair, deprecated or a preset
    ///   flag, or the global is a list a preset replaces: clap shares a
    ///   global's values by id with it, so the two would set each other;
    /// * extend on a flag whose action takes no values (`SetTrue`,
    ///   `SetFalse`, `Count`);
    /// * a replacement or preset target that names no argument of the
    ///   command and no global argument of an enclosing command (by id, or
    ///   by long name written `--name`), or an enclosing command's argument
    ///   that is not global, or one without a long name; a target of a
    ///   global flag of a command with subcommands that is not global; a
    ///   replacement that is the deprecated flag itself; a replacement or
    ///   preset target that conflicts with its flag (`conflicts_with`
    ///   either way, or both members of a group that takes one member at
    ///   most; a pair a preset sets to false, by its negation), so that
    ///   every use of the flag would be an error; a preset target that
    ///   overrides its flag or that its flag overrides (`overrides_with`),
    ///   so that every use of the preset would take the flag out; a value-less deprecated flag whose replacement is not a `SetTrue` or
    ///   `Count` flag, or a deprecated flag that takes values whose
    ///   replacement takes none, parses them to another type, rejects one
    ///   of the flag's possible values, or takes another number of values
    ///   at each occurrence (`num_args`), or that may be given bare (it
    ///   takes values and may take none) with no default missing value:
    ///   clap gives a bare occurrence no index to redirect from; a
    ///   replacement that is a preset flag (a redirect sets its value
    ///   without applying its preset) or deprecated itself (the user would
    ///   be warned about a flag never typed); a deprecated flag or its
    ///   replacement that is `exclusive(true)`;
    /// * a preset flag that may be given bare with no default missing
    ///   value, whose preset clap gives no place to apply at;
    /// * a preset setting a plain flag to anything but true, or a value its
    ///   target's value parser rejects, or one value to a target that takes
    ///   several at each occurrence (`num_args(2)`), or a value to a target
    ///   whose action takes none (`Count`, `SetFalse`); a preset flag that
    ///   is a pair (noable, enable/disable), whose negation would set the
    ///   preset's targets too; a preset flag that is its own target; a
    ///   preset of a preset flag (a preset does not apply its targets' own
    ///   presets) or of a deprecated flag (the user would be warned about a
    ///   flag never typed); a preset whose two targets conflict; a preset
    ///   flag or a target that is `exclusive(true)`;
    /// * a HARG flag that is required (`required(true)`), that another
    ///   argument or a group `requires`, or that is a member of a required
    ///   group, or a HARG negation of a pair flag in a required group (argkind
    ///   adds the negation to its flag's groups); a deprecated HARG flag, or
    ///   a deprecated flag redirected to a HARG flag (the warning names
    ///   both);
    /// * argkind's `str2bool` value parser on a `SetTrue` flag, which
    ///   reads no value for it to parse;
    /// * a deprecation, a preset or extend declared on a positional
    ///   argument, which has no name to type (and whose values clap reads
    ///   all already); an empty advice (`deprecated_instead("")`);
    ///   an empty job name (`job("")`,
    ///   `default_job("")`);
    /// * a negation whose id is another argument's (a hand-written twin
    ///   of the pair left in place), and, in a command with pairs, a
    ///   relation (`overrides_with`, `conflicts_with`, `requires`, ...) that
    ///   names no argument: clap's own panic, followed by one that names
    ///   the ids of the pairs' negations (a relation that named a removed
    ///   twin names the negation instead).
    ///
    /// In release builds these are not checked: the naming rule (a long name
    /// starting with `internal-` is INTERNAL) wins and a bad behaviour
    /// declaration is ignored. [`debug_assert`](Self::debug_assert) makes
    /// these checks in any build (a CLI's test of its definition, run with
    /// `cargo test --release` too).
    pub fn new(cmd: Command, spec: CommandSpec) -> Self {
        ArgKindCommand::new_light(cmd, spec, Rebuild::Copy(None))
    }

    /// [`new`](Self::new)'s command prepared whole at once: what a light
    /// reading is compared with.
    fn new_whole(cmd: Command, mut spec: CommandSpec) -> Self {
        let (cmd, level) = apply(cmd, &mut spec, true);
        if crate::level::checks() {
            let built = definition::Built::new(&cmd);
            definition::check(&cmd, &spec, &level, &built);
            definition::check_relations(built, &spec);
        }
        ArgKindCommand::prepared(Arc::new(cmd), spec, level, None)
    }

    /// This command prepared whole: itself where it is; else a copy
    /// prepared whole, made at the first call.
    fn whole(&self) -> &ArgKindCommand {
        if self.light.is_none() {
            return self;
        }
        self.whole.get_or_init(|| {
            let mut whole = self.clone();
            whole.prepare();
            Box::new(whole)
        })
    }

    /// The command `cmd` as prepared (whole, or lightly where `light` says
    /// so), with declarations `spec` and level `level`, never parsed.
    fn prepared(cmd: Arc<Command>, spec: CommandSpec, level: Level, light: Option<Light>) -> Self {
        ArgKindCommand {
            cmd,
            spec: Arc::new(spec),
            level: Arc::new(level),
            is_shown: false,
            may_name_special: true,
            typed: None,
            display: OnceLock::new(),
            light,
            whole: OnceLock::new(),
            located: None,
        }
    }

    /// [`new`](Self::new) for a command used for one parse and dropped (the
    /// derive's entry points): `cmd`, which `rebuild` makes again, is
    /// prepared only as far as a command line that names nothing argkind
    /// adds needs (see [`read_lightly`](Self::read_lightly)), when the first
    /// command line comes; the rest waits for a command line that may name
    /// it, an error, help, or a method that reads the command (see
    /// [`whole`](Self::whole)).
    ///
    /// # Panics
    ///
    /// As [`new`](Self::new), on a definition error, in debug builds: the
    /// whole preparation is made and checked, then dropped.
    fn new_light(cmd: Command, spec: CommandSpec, rebuild: Rebuild) -> Self {
        if cfg!(debug_assertions) {
            drop(ArgKindCommand::new_whole(cmd.clone(), spec.clone()));
        }
        // Prepared when the first command line comes: lightly where that
        // command line may be read lightly (`light::plan`), else whole.
        let light = Light { rebuild, built: false };
        ArgKindCommand::prepared(Arc::new(cmd), spec, Level::default(), Some(light))
    }

    /// [`new`](Self::new) for the command `cli` makes: prepared only as far
    /// as the first command line it reads needs, as `new`'s is, but with no
    /// copy of the command kept. What comes after a light reading (another
    /// command line, an error to word, help, or a method that reads the
    /// command: [`command`](Self::command), [`registry`](Self::registry),
    /// ...) prepares the whole command that `cli` makes again. A command
    /// line the light command reads and clap rejects is
    /// read again as [`try_get_matches_from`](Self::try_get_matches_from)
    /// says: a value parser with side effects then runs three times, not
    /// twice. `cli` is a function, not a closure, as it may be called again
    /// at any time: a command made from what is known only at run time
    /// (read from a configuration file, say) is for [`new`](Self::new).
    ///
    /// # Panics
    ///
    /// As [`new`](Self::new), on a definition error, in debug builds.
    ///
    /// ```
    /// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// fn cli() -> Command {
    ///     Command::new("tool")
    ///         .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
    ///         .arg(Arg::new("internal-remat").long("internal-remat").action(ArgAction::SetTrue))
    /// }
    /// let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    ///
    /// let mut cmd = ArgKindCommand::lazy(cli, spec);
    /// let m = cmd.try_get_matches_from(["tool", "--fast"]).unwrap();
    /// assert!(m.get_flag("fast"));
    /// assert!(m.facts().is_used("fast"));
    /// let m = cmd.try_get_matches_from(["tool", "--fast", "--no-fast"]).unwrap();
    /// assert!(!m.get_flag("fast"));
    /// assert_eq!(cmd.registry().get("internal-remat").unwrap().kind(), ArgKind::Internal);
    /// ```
    pub fn lazy(cli: fn() -> Command, spec: CommandSpec) -> Self {
        ArgKindCommand::new_light(cli(), spec, Rebuild::Cli(cli))
    }

    /// The command prepared whole at once, as [`new`](Self::new) prepared
    /// it before its first command line could be read lightly: for the
    /// tests that compare the light reading with the whole one. Not public
    /// API.
    #[doc(hidden)]
    pub fn __new_whole(cmd: Command, spec: CommandSpec) -> Self {
        ArgKindCommand::new_whole(cmd, spec)
    }

    /// Prepares the whole command where it is only prepared lightly: what
    /// [`new`](Self::new) would have made.
    fn prepare(&mut self) {
        let Some(light) = self.light.take() else { return };
        // What clap's reading set on the light command (the binary's name
        // from the first word; a multicall command's name and binary name
        // cleared), which help and errors name as after `new`'s reading.
        let read = light.built.then(|| {
            (
                self.cmd.get_name().to_owned(),
                self.cmd.get_bin_name().map(str::to_owned),
            )
        });
        let named = |cmd: Command| match &read {
            Some((name, bin)) => {
                let bin = bin.clone().map_or(Resettable::Reset, Resettable::Value);
                cmd.name(name.clone()).bin_name(bin)
            }
            None => cmd,
        };
        if let Some(whole) = self.whole.take() {
            // Made before the light reading, without what it set.
            *self = *whole;
            if read.is_some() {
                self.cmd = Arc::new(named(self.take_command()));
                self.display = OnceLock::new();
            }
            return;
        }
        // The light command is the application's with what changes how
        // clap reads its arguments, which preparing it again leaves as it is.
        let base = match light.built.then(|| light.rebuild.command()).flatten() {
            Some(written) => named(written),
            // Not built by clap yet: the application's command as written.
            None => self.take_command(),
        };
        let (cmd, level) = apply(base, Arc::make_mut(&mut self.spec), true);
        (self.cmd, self.level) = (Arc::new(cmd), Arc::new(level));
    }

    /// The parse of `argv` with the light command, where nothing in `argv`
    /// may be something the whole preparation adds, and clap and argkind
    /// accept it: `None` otherwise (the whole command then reads it).
    ///
    /// The light command is the application's with `args_override_self`
    /// and each extend flag a list, and empty groups that stand in for
    /// what the whole preparation adds (see [`crate::light`]): no pair's
    /// negation, no reset, no marker, no surface flag. A command line none
    /// of whose tokens may name one of those (as a long name or the prefix
    /// `infer_long_args` takes), a deprecated or preset flag, or a help or
    /// version request, is read by clap as the whole command would read
    /// it, with the same values: what the whole command adds is never
    /// read. One that may name deprecated or preset flags, and nothing else
    /// the light command lacks, is read with the insertion step (its check
    /// and its exact route), by a command prepared as far as those flags
    /// need: the marker, their shapes and their targets', and the negations
    /// of the pairs they may set, not of the others (`Extent::Named`). An
    /// error is read again with the whole command, which words it.
    /// The recording of sources reads the command line itself, and global
    /// pairs with subcommands, hidden required arguments and deprecated
    /// options given bare need readings of their own: a command with any of
    /// them is prepared whole. So is a command line that names a response
    /// file, or asks for the effective-values surface, of a command that
    /// turns them on, and any command line of one whose flags variable is
    /// set: turned on and not used, they change nothing. Whether the light
    /// command may read `argv` is decided before it is made: where it may
    /// not, nothing is made for nothing.
    fn read_lightly(&mut self, argv: Vec<OsString>) -> Option<Matches> {
        let mut plan = crate::light::plan(&self.cmd, &self.spec, &argv)?;
        trace::clear();
        self.may_name_special = false;
        self.typed = None;
        let written = self.take_command();
        // `new` keeps a copy: clap is about to build the light command.
        if let Some(Light {
            rebuild: Rebuild::Copy(copy @ None),
            ..
        }) = &mut self.light
        {
            *copy = Some(Arc::new(written.clone()));
        }
        let special = std::mem::take(&mut plan.special);
        let inserts = !special.flags.is_empty();
        let (cmd, level) = if inserts {
            let extent = Extent::Named {
                flags: &special.flags,
                targets: &special.targets,
            };
            apply_with(written, Arc::make_mut(&mut self.spec), true, extent)
        } else {
            plan.apply(written)
        };
        self.cmd = Arc::new(cmd);
        // The empty level `new` made, where no copy of it is shared.
        *Arc::make_mut(&mut self.level) = level;
        // From here on, the command is the light one, which clap builds.
        if let Some(light) = &mut self.light {
            light.built = true;
        }
        let read = if inserts {
            // The deprecated and preset flags: the insertion step, with
            // its check and the exact route.
            self.parse_argv(argv)
        } else {
            let kept = self.keeps().then(|| argv.clone());
            let parsed = self.cmd_mut().try_get_matches_from_mut(argv);
            self.settle(kept, Ok(parsed.ok()?), None)
        };
        match read {
            Ok(matches) => Some(matches),
            Err(_) => {
                trace::clear();
                None
            }
        }
    }

    /// The clap command as argkind prepared it: what clap reads, with each
    /// flag of a tier other than PUBLIC hidden (help and errors show
    /// PUBLIC flags only).
    ///
    /// A parse does not wait for the hiding: it is done the first time
    /// clap shows the command (help, an error) or this is called.
    ///
    /// It is for looking at, not for parsing: read command lines with
    /// [`try_get_matches_from`](Self::try_get_matches_from) and the other
    /// entry points. clap's own `get_matches_from` on a copy of it reads no
    /// deprecation, preset or pair as argkind does, and answers
    /// `--help-hidden` and `--help-hidden-list` with an error of kind
    /// `DisplayHelp` that says nothing of them (`error: unknown cause`:
    /// their surfaces are argkind's to draw).
    pub fn command(&self) -> &Command {
        if self.light.is_some() {
            return self.whole().command();
        }
        if self.is_shown {
            return self.display.get().unwrap_or(&self.cmd);
        }
        self.display
            .get_or_init(|| shown((*self.cmd).clone(), &self.spec, None))
    }

    /// The command clap parses with (see the `cmd` field).
    pub(crate) fn parsed_command(&self) -> &Command {
        &self.cmd
    }

    /// The command line of the parse whose error is being mended, as typed
    /// (its response files expanded), where kept (see `typed`).
    pub(crate) fn typed_argv(&self) -> Option<&[OsString]> {
        self.typed.as_deref()
    }

    /// The command clap parses with, to change or for clap to read
    /// (clap's reading changes it): copied first where the facts of a
    /// parse still share it.
    fn cmd_mut(&mut self) -> &mut Command {
        Arc::make_mut(&mut self.cmd)
    }

    /// The command clap parses with, taken out to be changed (copied where
    /// the facts of a parse still share it): until one is put back, an
    /// empty command made once for the whole process holds its place, so
    /// that taking one out allocates nothing.
    fn take_command(&mut self) -> Command {
        static EMPTY: OnceLock<Arc<Command>> = OnceLock::new();
        let empty = Arc::clone(EMPTY.get_or_init(|| Arc::new(Command::default())));
        Arc::unwrap_or_clone(std::mem::replace(&mut self.cmd, empty))
    }

    /// Makes the command clap parses with the shown one, for clap to show.
    fn show(&mut self) {
        self.show_as(None);
    }

    /// [`show`](Self::show), the usage lines argkind writes naming the
    /// binary `binary` (clap's name for it from the command line about to
    /// be read) where the command has no binary name of its own.
    fn show_as(&mut self, binary: Option<&str>) {
        if self.is_shown {
            return;
        }
        let cached = self.display.take().filter(|_| binary.is_none());
        let cmd = match cached {
            Some(display) => display,
            None => shown(self.take_command(), &self.spec, binary),
        };
        if self.level.hides_required {
            let _ = self.display.set(cmd.clone());
        }
        self.cmd = Arc::new(cmd);
        self.is_shown = true;
    }

    /// The declarations: the application's, and the declaration argkind
    /// adds of each pair's negation, by the negation's id
    /// ([`ArgSpec::get_negates`](crate::ArgSpec::get_negates) names its
    /// flag).
    pub fn spec(&self) -> &CommandSpec {
        &self.whole().spec
    }

    /// The insertion table of the root command.
    pub(crate) fn level(&self) -> &Level {
        &self.level
    }

    /// The registry of the root command.
    pub fn registry(&self) -> Registry {
        let whole = self.whole();
        Registry::build(whole.command(), &whole.spec, &[])
    }

    /// The registry of the subcommand at `path` (names below the root, by
    /// clap name); `None` when no subcommand has that path.
    pub fn registry_of(&self, path: &[&str]) -> Option<Registry> {
        self.registry_at(path, |_| true)
    }

    /// The records of the tiers `keep` accepts of the subcommand at `path`,
    /// in registry order: what a surface needs, without building the other
    /// records.
    fn registry_at(&self, path: &[&str], keep: impl Fn(ArgKind) -> bool) -> Option<Registry> {
        let mut ancestors: Vec<(&Command, &CommandSpec)> = Vec::new();
        let whole = self.whole();
        let (mut cmd, mut spec) = (whole.command(), &*whole.spec);
        for name in path {
            ancestors.push((cmd, spec));
            cmd = cmd.find_subcommand(name)?;
            spec = spec.subcommand_or_empty(cmd.get_name());
        }
        Some(Registry::build_of(cmd, spec, &ancestors, keep))
    }

    /// The `--help-hidden` text of the subcommand at `path`, styled with
    /// its `Styles`: its usage line, then its HIDDEN and EARG flags (and,
    /// where it sets `flatten_help`, those of its subcommands, each under
    /// its heading). `None` when no subcommand has that path.
    pub fn render_help_hidden(&self, path: &[&str]) -> Option<StyledStr> {
        self.surface(path, SurfaceRequest::HelpHidden).map(|(text, _)| text)
    }

    /// The `--help-hidden-list` text of the subcommand at `path`, styled
    /// with its `Styles`: its INTERNAL flags with their defaults (and,
    /// where it sets `flatten_help`, those of its subcommands, each under
    /// its heading). `None` when no subcommand has that path.
    pub fn render_help_hidden_list(&self, path: &[&str]) -> Option<StyledStr> {
        self.surface(path, SurfaceRequest::HelpHiddenList).map(|(text, _)| text)
    }

    /// The text of surface `request` of the subcommand at `path`, and the
    /// colour choice clap would print its help with.
    fn surface(&self, path: &[&str], request: SurfaceRequest) -> Option<(StyledStr, ColorChoice)> {
        let mut cmd = self.display_command();
        let shown = Shown::of(built_subcommand(&mut cmd, path)?, request);
        self.render_surface(path, request, shown)
    }

    /// The text of surface `request` of the subcommand at `path`, drawn with
    /// what clap shows of it.
    fn render_surface(&self, path: &[&str], request: SurfaceRequest, shown: Shown) -> Option<(StyledStr, ColorChoice)> {
        let surface = match request {
            SurfaceRequest::HelpHidden => Surface::HelpHidden,
            SurfaceRequest::HelpHiddenList => Surface::HelpHiddenList,
        };
        let keep = |kind: ArgKind| kind.is_shown_on(surface);
        let registry = self.registry_at(path, keep)?;
        let mut flattened = Vec::with_capacity(shown.flattened.len());
        for sub in shown.flattened {
            let below: Vec<&str> = path
                .iter()
                .copied()
                .chain(sub.path.iter().map(String::as_str))
                .collect();
            if let Some(registry) = self.registry_at(&below, keep) {
                flattened.push(Flattened {
                    heading: sub.heading,
                    registry,
                    globals: sub.globals,
                });
            }
        }
        let text = match request {
            SurfaceRequest::HelpHidden => help_hidden(&shown.usage, &registry, &flattened, &shown.styles),
            SurfaceRequest::HelpHiddenList => help_hidden_list(&registry, &flattened, &shown.styles),
        };
        Some((text, shown.color))
    }

    /// The command as the surfaces show it: the prepared command, with the
    /// arguments the user may not see no longer required, so that usage
    /// lines leave them out.
    pub fn display_command(&self) -> Command {
        display(self.command().clone())
    }

    /// clap's `--help` (or, with `long == false`, `-h`) text of the
    /// subcommand at `path`, PUBLIC flags only, styled with its `Styles`
    /// (`Display` gives the plain text). `None` when no subcommand has that
    /// path.
    pub fn render_help(&self, path: &[&str], long: bool) -> Option<StyledStr> {
        let mut display = self.display_command();
        let cmd = built_subcommand(&mut display, path)?;
        Some(if long && long_help_exists(cmd) {
            cmd.render_long_help()
        } else {
            cmd.render_help()
        })
    }

    /// Parses `argv` (program name first), like clap's
    /// `Command::try_get_matches_from_mut`.
    ///
    /// clap reads every token; argkind adds, after each deprecated or preset
    /// flag clap reads, what that flag sets, and checks through clap's
    /// matches that clap read it there.
    ///
    /// A parse that succeeds shows nothing, so it reads the command before
    /// its non-public flags are hidden (see [`command`](Self::command)). A
    /// command line clap rejects is read a second time with the command as
    /// clap shows it, so that the error names PUBLIC flags only: a value
    /// parser with side effects then runs twice (three times where the first
    /// command line was read lightly: see [`new`](Self::new)).
    ///
    /// # Errors
    ///
    /// * [`Error::Surface`] when the command line asks for `--help-hidden`
    ///   or `--help-hidden-list`: the rendered text, for stdout and exit
    ///   status 0.
    /// * [`Error::Clap`] for clap's own `--help`, `-h`, `help SUB` and
    ///   `--version` (stdout, exit status 0), and for bad input (exit status
    ///   2): whatever clap rejects, a value given to a negation
    ///   (`--no-X=yes`) or to a pair flag among them. A value-less flag its
    ///   environment variable leaves unset (`false` for a `SetTrue` flag)
    ///   takes no part in conflicts, `requires`, required arguments or
    ///   groups, and a conflict with an argument whose value came from its
    ///   variable names the variable (`... cannot be used with the value of
    ///   VAR`), not the flag. A flag that a preset or a redirect set is named
    ///   in an error by the flag typed; a HARG flag by its spelling typed.
    ///   A HARG flag clap requires by a condition (`required_unless_present`,
    ///   `required_if_eq`, a `requires` of a group it is in or of a flag of
    ///   another command, ...), which [`new`](Self::new) cannot read, is
    ///   left out of the error's list of what is missing.
    ///
    /// Never panics, whatever `argv` holds.
    pub fn try_get_matches_from<I, T>(&mut self, argv: I) -> Result<Matches, Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        // The tokens as given, for a reading that clap's consumes to be
        // made again: a copy of a borrowed token (`&str`, `&String`) costs no
        // allocation, and clap is given the tokens it reads, not a copy of
        // them to copy again.
        let given: Vec<T> = argv.into_iter().collect();
        let tokens = || -> Vec<OsString> { given.iter().cloned().map(Into::into).collect() };
        if let Some(built) = self.light.as_ref().map(|light| light.built) {
            // Only the first command line is read lightly (the light
            // command is for a command parsed once).
            if let Some(read) = (!built).then(|| self.read_lightly(tokens())).flatten() {
                return Ok(read);
            }
            self.prepare();
        }
        let argv = tokens();
        // A command line that may ask for help is read with the shown
        // command from the start: clap writes its help as it reads. So is
        // every command line where a required argument is hidden: clap
        // writes the usage line of a subcommand, which names the required
        // arguments of the commands above it, when it builds it, and the
        // shown command's usage lines name none.
        if !self.is_shown && (self.level.hides_required || may_ask_for_help(&self.cmd, &argv)) {
            let binary = self.binary_name(&argv);
            self.show_as(binary.as_deref());
        }
        if self.is_shown {
            return self.read(argv);
        }
        // A parse that succeeds shows nothing: the command clap shows is
        // made when clap must show it (help, an error), and the command
        // line is read again with it.
        match self.read(argv) {
            Err(first) => {
                let again = tokens();
                let binary = self.binary_name(&again);
                self.show_as(binary.as_deref());
                // clap's verdict is the first reading's, made with the
                // command as prepared, never built: the second, with the
                // command clap built as it read the first, only words it.
                // Where clap gives the built command another verdict, the
                // first stands.
                match self.read(again) {
                    Err(second) if second.kind() == first.kind() => Err(second),
                    _ => Err(first),
                }
            }
            read => read,
        }
    }

    /// The binary's name clap gives the command when it reads `argv`: its
    /// own, else the file name of the first word.
    fn binary_name(&self, argv: &[OsString]) -> Option<String> {
        if self.cmd.is_no_binary_name_set() || self.cmd.is_multicall_set() {
            return None;
        }
        if let Some(own) = self.cmd.get_bin_name() {
            return Some(own.to_owned());
        }
        let name = std::path::Path::new(argv.first()?).file_name()?.to_str()?;
        Some(name.to_owned())
    }

    /// `read` (the outcome of reading the command line the shown command
    /// read last, which the `typed` field holds), or, where it is clap's
    /// help, that help as the surfaces show it. clap writes usage lines and
    /// the headings of flattened help (`flatten_help`) of subcommands from
    /// the required arguments of the enclosing commands, hidden ones too,
    /// and the usage line of its own `help` subcommand, which it adds only
    /// when it builds the command: no usage line can be set on it
    /// beforehand, and no heading at all. The same command line read with
    /// the command as the surfaces show it, where no hidden argument is
    /// required, gives that help with none.
    fn shown_help(&self, read: Result<Matches, Error>) -> Result<Matches, Error> {
        let (Err(Error::Clap(err)), Some(argv)) = (&read, &self.typed) else {
            return read;
        };
        if err.kind() != ErrorKind::DisplayHelp {
            return read;
        }
        let mut display = self.display_command();
        match display.try_get_matches_from_mut(argv.clone()) {
            Err(shown) if shown.kind() == ErrorKind::DisplayHelp => Err(Error::Clap(shown)),
            _ => read,
        }
    }

    /// [`try_get_matches_from`](Self::try_get_matches_from) of `argv`.
    fn read(&mut self, mut argv: Vec<OsString>) -> Result<Matches, Error> {
        trace::clear();
        // Where each token came from: empty while it is the process's argv.
        let mut origins: Vec<Origin> = Vec::new();
        if self.spec.response_files {
            let binary = self.binary_name(&argv);
            (argv, origins) = match self.expand_response_files(argv, binary, |message| message) {
                Ok(expanded) => expanded,
                // A request before the file is answered, as clap answers
                // one before a token it would reject.
                Err((err, before)) => return Err(self.request_in(before).unwrap_or(err)),
            };
        }
        let variable = self.spec.flags_env.clone();
        let (argv, words) = match &variable {
            Some(name) => self.with_flags_env(name, argv)?,
            None => (argv, None),
        };
        // The command line is kept for the sources where they are recorded,
        // or where it may ask for the effective-values surface.
        let traced = self.spec.record_sources || self.may_print_options(&argv);
        let kept = traced.then(|| argv.clone());
        // An error about what only a response file gives names the file.
        let from_files = origins
            .iter()
            .any(|o| matches!(o, Origin::ResponseFile { .. }))
            .then(|| words.as_ref().map_or_else(|| argv.clone(), |w| w.typed.clone()));
        // With the variable's words in a short cluster split for them, the
        // command line clap reads, for an error to say which word it is
        // about (elsewhere the error path puts the words back in).
        let split_with_words = words.as_ref().filter(|w| w.split.is_some()).map(|_| argv.clone());
        let parsed = self.parse_argv(argv);
        let parsed = if self.level.hides_required {
            self.shown_help(parsed)
        } else {
            parsed
        };
        let parsed = match &from_files {
            Some(expanded) => parsed.map_err(|err| crate::tips::name_response_file(err, &self.cmd, expanded, &origins)),
            None => parsed,
        };
        let Some((name, words)) = variable.zip(words) else {
            return self.with_sources(parsed, kept, origins, 0..0);
        };
        let parsed = parsed.map_err(|err| {
            let read = split_with_words.unwrap_or_else(|| with_words(&words.typed, words.start, &words.words));
            let words_of = (words.words.as_slice(), words.origins.as_slice());
            crate::tips::name_flags_variable(err, &self.cmd, &name, words_of, &words.typed, (&read, words.start))
        });
        // Where the variable's words are, response files they name expanded.
        let mut in_words = 0..0;
        if traced {
            if origins.is_empty() {
                origins = (0..words.typed.len()).map(Origin::Argv).collect();
            }
            // Both parts of a split cluster came from its token.
            if let Some(split) = words.split {
                origins.insert(split + 1, origins[split].clone());
            }
            let at = words.start;
            in_words = at..at + words.origins.len();
            origins.splice(at..at, words.origins);
        }
        self.with_sources(parsed, kept, origins, in_words)
    }

    /// `parsed`, the parse of `argv` (kept where sources are recorded or
    /// printed) whose tokens came from `origins`, with the provenance of
    /// each flag in its facts where the command records them, or the
    /// effective-values surface where the command line asks for it.
    fn with_sources(
        &mut self,
        parsed: Result<Matches, Error>,
        argv: Option<Vec<OsString>>,
        origins: Vec<Origin>,
        in_words: std::ops::Range<usize>,
    ) -> Result<Matches, Error> {
        let Some(argv) = argv else { return parsed };
        match parsed {
            Ok(mut matches) => {
                let request = print_request(&matches.matches);
                if request.is_none() && !self.spec.record_sources {
                    return Ok(matches);
                }
                // Reading the sources reads the command line again: the
                // facts let go of the command first, for clap to read with
                // it uncopied (the surface needs none).
                if request.is_some() {
                    matches.pending = None;
                } else {
                    matches.fill();
                }
                let sources = source::collect(self, &argv, &origins, in_words, &matches.matches);
                if let Some(request) = request {
                    return Err(self.print_surface(&matches.matches, request, &sources));
                }
                matches.fill().sources = sources;
                Ok(matches)
            }
            // Missing required arguments do not keep the surface from
            // printing: it is read from a copy of the command that requires
            // nothing.
            Err(Error::Clap(err)) if self.spec.print_options && is_missing(&err) => {
                let mut relaxed = ArgKindCommand {
                    cmd: Arc::new(requiring_nothing((*self.cmd).clone())),
                    spec: self.spec.clone(),
                    level: self.level.clone(),
                    is_shown: self.is_shown,
                    may_name_special: true,
                    typed: None,
                    display: OnceLock::new(),
                    light: None,
                    whole: OnceLock::new(),
                    located: None,
                };
                let Ok(matches) = relaxed.parse_argv(argv.clone()) else {
                    return Err(Error::Clap(err));
                };
                let Some(request) = print_request(&matches.matches) else {
                    return Err(Error::Clap(err));
                };
                let sources = source::collect(&mut relaxed, &argv, &origins, in_words, &matches.matches);
                Err(relaxed.print_surface(&matches.matches, request, &sources))
            }
            Err(err) => Err(err),
        }
    }

    /// The effective-values surface of the (sub)command `matches` chose,
    /// listing `sources` as `request` asks.
    fn print_surface(&mut self, matches: &ArgMatches, request: PrintRequest, sources: &[Provenance]) -> Error {
        let path = check::chosen_path(matches);
        let mut display = self.display_command();
        let Some(sub) = built_subcommand(&mut display, &path) else {
            return Error::Surface(StyledStr::new(), ColorChoice::Never);
        };
        let shown = Shown::of(sub, SurfaceRequest::HelpHiddenList);
        // A source may name a flag the user gave, but never a HARG one.
        let mut harg: Vec<String> = Vec::new();
        for depth in 0..=path.len() {
            if let Some(registry) = self.registry_of(&path[..depth]) {
                harg.extend(registry.of_kind(ArgKind::Harg).flat_map(|r| {
                    [r.long().map(str::to_owned), r.short().map(|c| format!("-{c}"))]
                        .into_iter()
                        .flatten()
                }));
            }
        }
        let text =
            crate::surface::render_print_options(sources, request.tiers, request.all, &harg, &path, &shown.styles);
        Error::Surface(text, shown.color)
    }

    /// [`try_get_matches_from`](Self::try_get_matches_from) of `argv`, its
    /// response files expanded and the words of its flags variable added.
    fn parse_argv(&mut self, argv: Vec<OsString>) -> Result<Matches, Error> {
        self.located = None;
        self.may_name_special = check::may_name_special(&self.level, &self.cmd, &argv);
        // Kept for an error to name what the command line gave as typed: a
        // HARG flag, one a preset or a redirect set, the members of a
        // conflicting group given (see `tips::name_as_typed`). Only the
        // shown command's reading returns an error (the first reading's is
        // read again with it), so no other reading keeps a copy.
        self.typed = self.is_shown.then(|| argv.clone());
        if !(self.level.inserts || self.level.deprecates) || !self.may_name_special {
            // Nothing can insert: clap's parse is the whole story, but for
            // flags the environment sets (see `settle`).
            let kept = self.keeps().then(|| argv.clone());
            let parsed = self.cmd_mut().try_get_matches_from_mut(argv);
            return self.settle(kept, parsed, None);
        }
        let mut plan = rewrite::plan(&self.level, &self.cmd, &argv);
        if plan.exact {
            return self.exact(argv);
        }
        // The guessed command line (a copy, with what the groups insert) is
        // clap's: the check needs only where the groups go, and the exact
        // route the command line as given.
        let guessed = std::mem::take(&mut plan.argv);
        let kept = self.keeps().then(|| guessed.clone());
        let parsed = self.cmd_mut().try_get_matches_from_mut(guessed);
        let verified = parsed.as_ref().ok().and_then(|matches| {
            check::verify(&self.level, &self.cmd, &plan.groups, &plan.path, &plan.watched, matches)
        });
        match (parsed, verified) {
            // A redirect that carries earlier occurrences, checked where
            // they are, is applied at each occurrence: an argument given
            // between two that overrides the replacement then drops what
            // came before it, as plain clap does.
            (Ok(_), Some(_)) if plan.groups.iter().any(|g| g.spread.is_some()) => {
                let spread = rewrite::spread(&argv, &plan.groups);
                let kept = self.keeps().then(|| spread.clone());
                trace::clear();
                let parsed = self.cmd_mut().try_get_matches_from_mut(spread);
                return self.settle(kept, parsed, None);
            }
            (Ok(matches), Some(given)) => return self.settle(kept, Ok(matches), Some(given)),
            // clap stopped at a help or version request in the command line
            // as it is: what the guess would add comes after it, or changes
            // nothing before it.
            (Err(err), _) if plan.groups.is_empty() && !err.use_stderr() => return Err(self.parse_error(err)),
            // An error, or a request clap read with what the guess added:
            // clap must say where the flags that add are.
            _ => trace::clear(),
        }
        self.exact(argv)
    }

    /// `argv` with its response files expanded (see
    /// [`CommandSpec::response_files`]).
    ///
    /// # Errors
    ///
    /// Why a response file cannot be read, as a clap error of the command,
    /// its usage line naming the binary `binary`, its message as `say`
    /// words it; with the arguments before the one that cannot be read,
    /// expanded.
    fn expand_response_files(
        &self,
        argv: Vec<OsString>,
        binary: Option<String>,
        say: impl Fn(String) -> String,
    ) -> Result<response_file::Expanded, (Error, Vec<OsString>)> {
        let from = check::first_operand(&self.cmd);
        response_file::expand(argv, from).map_err(|(failure, before)| {
            let err = self.error_naming(binary, failure.kind, say(failure.message));
            (Error::Clap(err), before)
        })
    }

    /// Whether `argv` may ask for the effective-values surface: the
    /// command has it, and a token starts with `--p` (its flags have no
    /// short name and no alias; `infer_long_args` takes a prefix).
    fn may_print_options(&self, argv: &[OsString]) -> bool {
        self.spec.print_options && argv.iter().any(|t| t.as_encoded_bytes().starts_with(b"--p"))
    }

    /// What answers a request for help, the version or a help surface
    /// that the command line `argv` makes, where the rest of the command
    /// line (a response file, the flags variable) cannot be read: clap
    /// answers a request before reading what follows it. `None` where
    /// `argv` makes none, or may ask for the effective values, which need
    /// the whole command line, or may name clap's `help` subcommand, which
    /// takes what follows.
    fn request_in(&mut self, argv: Vec<OsString>) -> Option<Error> {
        let may_print_options = self.may_print_options(&argv);
        // clap's `help` subcommand takes the words after it (`help
        // @nofile` asks for help on what the file would name).
        let may_ask_help_of = check::operands(&self.cmd, &argv)
            .iter()
            .any(|t| crate::level::may_be_help_word(t.as_encoded_bytes()));
        if may_print_options || may_ask_help_of {
            return None;
        }
        match self.parse_argv(argv) {
            Err(err @ Error::Surface(..)) => Some(err),
            Err(Error::Clap(err)) if matches!(err.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
                Some(Error::Clap(err))
            }
            _ => None,
        }
    }

    /// clap's error of kind `kind` saying `message`, its usage line naming
    /// the binary `binary` (see [`binary_name`](Self::binary_name)) as the
    /// errors of clap's reading do: made before clap reads the command line,
    /// which is when clap learns the name.
    fn error_naming(&self, binary: Option<String>, kind: ErrorKind, message: String) -> clap::Error {
        let mut cmd = (*self.cmd).clone();
        if let Some(binary) = binary {
            cmd = cmd.bin_name(binary);
        }
        cmd.error(kind, message)
    }

    /// `argv` with the words of the flags variable `name` (see
    /// [`CommandSpec::flags_env`]), and the words (`None` when it holds
    /// none), right after the token that chose the
    /// innermost subcommand in clap's reading of `argv` (after the program
    /// name when none was chosen), where they must leave every positional
    /// argument and the subcommand path as clap read them, and end where a
    /// marker after them is read as one.
    ///
    /// # Errors
    ///
    /// A quote left open in the variable, a response file its words name
    /// that cannot be read, or words that change the positional arguments
    /// or the subcommand path, or whose last option takes a value from the
    /// command line.
    fn with_flags_env(&mut self, name: &str, argv: Vec<OsString>) -> Result<(Vec<OsString>, Option<Words>), Error> {
        let Some(value) = std::env::var_os(name) else {
            return Ok((argv, None));
        };
        let words = match response_file::split_words(value.as_encoded_bytes()) {
            Ok(words) => words,
            Err(why) => {
                let message = format!("cannot read the flags in {name}: {why}");
                let binary = self.binary_name(&argv);
                let err = Error::Clap(self.error_naming(binary, ErrorKind::InvalidValue, message));
                // A request on the command line is answered all the same.
                return Err(self.request_in(argv).unwrap_or(err));
            }
        };
        // A command line without the program name it should have is
        // clap's to read as it is.
        if words.is_empty() || argv.len() < check::first_operand(&self.cmd) {
            return Ok((argv, None));
        }
        let mut words = Words {
            typed: Vec::new(),
            origins: (0..words.len())
                .map(|word| Origin::FlagsEnv {
                    name: name.to_owned(),
                    word,
                })
                .collect(),
            words,
            start: 0,
            split: None,
        };
        if self.spec.response_files {
            words.words.insert(0, OsString::new());
            // Named by the program the command line names, and said to be
            // the variable's.
            let binary = self.binary_name(&argv);
            let say = |message| format!("cannot read the flags in {name}: {message}");
            let expanded = self.expand_response_files(std::mem::take(&mut words.words), binary, say);
            let (expanded, origins) = match expanded {
                Ok(expanded) => expanded,
                Err((err, _)) => return Err(self.request_in(argv).unwrap_or(err)),
            };
            words.words = expanded;
            words.words.remove(0);
            if !origins.is_empty() {
                // The words' own origins, through the files they name.
                words.origins = origins[1..]
                    .iter()
                    .map(|origin| match origin {
                        Origin::Argv(at) => Origin::FlagsEnv {
                            name: name.to_owned(),
                            word: at - 1,
                        },
                        other => other.clone(),
                    })
                    .collect();
            }
        }
        let Some(found) = self.read_whole(argv.clone()) else {
            // clap stops at a request on the command line (help, version,
            // a help surface), which answers whatever the words hold; or at
            // the command line's own error (`--depth=x`, an unknown flag),
            // the one to report: where the words would go is not known, and
            // words put before it would be rejected first.
            return Ok((argv, None));
        };
        // A subcommand chosen by its short flag in a cluster (`-Sl 5`)
        // reads the cluster's later letters: the words go between, the
        // cluster split after the letter (`-S`, the words, `-l 5`), where
        // clap reads that alike (not a later `-5` it takes for a number).
        let split = self.split_choosing_cluster(&argv, &found).and_then(|(split, at)| {
            let read = self.read_whole(split.clone())?;
            check::same_reading(&found, &read).then_some((split, at, read))
        });
        let placed = match &split {
            Some((split, at, found)) => self.place_words(split, &words.words, found).map(|p| (p, Some(*at))),
            None => self.place_words(&argv, &words.words, &found).map(|p| (p, None)),
        };
        if let Some(((with, start), split)) = placed {
            words.start = start;
            words.split = split;
            words.typed = argv;
            return Ok((with, Some(words)));
        }
        // The word after the longest run of words that has a place (an
        // option's own value completes it), named (the error path only;
        // a variable holds a few words).
        let culprit = {
            let (argv, found) = match &split {
                Some((split, _, found)) => (split, found),
                None => (&argv, &found),
            };
            let fits = (1..words.words.len().min(64))
                .filter(|&k| self.place_words(argv, &words.words[..k], found).is_some())
                .last()
                .unwrap_or(0);
            let word = words.words.get(fits).filter(|_| words.words.len() <= 64);
            // Where it stands: the variable's word, or a response file's
            // line the variable named.
            let at = words
                .origins
                .get(fits)
                .map_or_else(|| format!("{name} word {fits}"), ToString::to_string);
            word.map(|word| (at, word.to_string_lossy().into_owned()))
        };
        let chosen = check::chosen_path(&found);
        // Named as the usage line names it: by the binary's name clap read
        // from the command line, where it did. A multicall root has no name
        // of its own once clap read its applet.
        let root = self.cmd.get_bin_name().unwrap_or_else(|| self.cmd.get_name());
        let path: Vec<&str> = std::iter::once(root)
            .chain(chosen.iter().copied())
            .filter(|name| !name.is_empty())
            .collect();
        let culprit = culprit.map_or_else(String::new, |(at, word)| {
            format!(" (the first that is not: `{word}`, at {at})")
        });
        let message = format!(
            "the words in {name} are not whole flags of `{}`{culprit}: one is read as a positional argument or a subcommand, or an option takes its value from the command line; {name} may hold flags and their values only",
            path.join(" ")
        );
        // With the usage line of the subcommand the words are for.
        let err = match built_subcommand(self.cmd_mut(), &chosen) {
            Some(sub) => sub.error(ErrorKind::InvalidValue, message),
            None => self.cmd_mut().error(ErrorKind::InvalidValue, message),
        };
        Err(Error::Clap(err))
    }

    /// `argv` (read by clap as `found`) with `words` right after the first
    /// token that may have chosen the innermost subcommand (where the
    /// program name ends when none was chosen) where clap reads them as
    /// whole flags: every positional value and the subcommand path as in
    /// `found`, and a marker after them read as one; or where clap stops at
    /// a word it does not know, whose error it reports. With the index in
    /// `argv` where the words start; `None` when there is no such place.
    fn place_words(
        &mut self,
        argv: &[OsString],
        words: &[OsString],
        found: &ArgMatches,
    ) -> Option<(Vec<OsString>, usize)> {
        // Where the program name ends: after it, or before the first word
        // where the command line has none.
        let root = check::first_operand(&self.cmd);
        let mut starts: Vec<usize> = check::inner_command_tokens(&self.level, &self.cmd, found, argv)
            .into_iter()
            .map(|at| at + 1)
            .collect();
        // Where global words go above the innermost subcommand, and the
        // depth of the command the token before it chose.
        let mut global_at: Option<(usize, usize)> = None;
        if starts.is_empty() {
            starts.push(root);
        } else if let Some((start, at_depth)) = self.globals_typed_before(argv, words, &starts, found) {
            global_at = (start != root).then_some((start, at_depth));
            // Global flags alone, one of which the command line gives before
            // the innermost subcommand, go right after the token that chose
            // the command the command line first gives it in (the program
            // name, for the root): read in the innermost subcommand, they
            // would be deeper than the typed one, and clap keeps the
            // deepest; read above the typed one, a list or a count of
            // theirs would be (`cc a --tag t b` keeps `a`'s tags).
            starts.insert(0, start);
            if start != root {
                starts.insert(1, root);
            }
        }
        let depth = check::chosen_path(found).len();
        // The first place where clap rejects a word of the variable, which
        // its error then says: taken only where no place reads them whole.
        let mut rejected: Option<(Vec<OsString>, usize)> = None;
        for start in starts {
            let global_depth = global_at.filter(|(at, _)| *at == start).map(|(_, depth)| depth);
            if start > root && global_depth.is_none() && !self.chose_inner_command(argv, start - 1, depth) {
                // A token that spells the subcommand, read as something
                // else (a value).
                continue;
            }
            let with = with_words(argv, start, words);
            // A word that is not UTF-8 where the value parser wants text
            // is clap's own error, as where it is typed.
            if words.iter().any(|word| word.to_str().is_none()) {
                let parsed = self.cmd_mut().try_get_matches_from_mut(with.clone());
                trace::clear();
                if parsed.is_err_and(|err| err.kind() == ErrorKind::InvalidUtf8) {
                    return Some((with, start));
                }
            }
            let Some(read) = self.read_despite_errors(with.clone()) else {
                // clap stopped at a request (`--help`), or an error its parse
                // reports.
                return Some((with, start));
            };
            let compared = check::compare_positionals(&self.cmd, found, &read);
            if compared == check::Positionals::Same {
                // A marker right after the words is read as one: no option
                // of the variable took the command line's next flag as its
                // value (one that takes hyphen values would).
                let mut marked = words.to_vec();
                marked.push(rewrite::marker());
                let probe = self.read_despite_errors(with_words(argv, start, &marked));
                // Counted in the command the words are read in: the root for
                // global flags after the program name, else the innermost.
                // (A multicall root takes no argument: its applet, which
                // the program name chose, reads them.)
                let markers_in = |this: &Self, m: &ArgMatches| {
                    if start == root && !this.cmd.is_multicall_set() {
                        rewrite::marker_indices(m).len()
                    } else if let Some(at_depth) = global_depth {
                        check::markers_at(&this.level, &this.cmd, m, at_depth)
                    } else {
                        check::inner_markers(&this.level, &this.cmd, m)
                    }
                };
                let markers = markers_in(self, found) + 1;
                if probe.is_some_and(|p| markers_in(self, &p) == markers) {
                    // Nor did one take a typed token clap read as no
                    // argument (an error) without the words.
                    let mut alone = argv[..start].to_vec();
                    alone.extend_from_slice(words);
                    let whole = self
                        .read_despite_errors(alone)
                        .is_none_or(|alone| check::words_stand_alone(found, &alone, &read));
                    if whole {
                        return Some((with, start));
                    }
                }
            }
            // clap stops at a word it does not know, or whose value it
            // rejects, which its error says (with a tip naming the
            // variable): a word it rejects as it rejects the words alone
            // after what comes before them, nothing typed after them.
            if rejected.is_some() {
                continue;
            }
            let parsed = self.cmd_mut().try_get_matches_from_mut(with.clone());
            trace::clear();
            let Err(err) = parsed else { continue };
            if compared != check::Positionals::Changed && err.kind() == ErrorKind::UnknownArgument {
                rejected = Some((with, start));
                continue;
            }
            if is_validation(&err) {
                continue;
            }
            let mut alone = argv[..start].to_vec();
            alone.extend_from_slice(words);
            let parsed = self.cmd_mut().try_get_matches_from_mut(alone);
            trace::clear();
            if parsed.is_err_and(|own| same_error(&own, &err)) {
                rejected = Some((with, start));
            }
        }
        rejected
    }

    /// `argv` (read by clap as `found`) with the short cluster that chose
    /// the innermost subcommand by its short flag, or a short flag alias,
    /// as its first letter (`-Sl5`, where `-S` chooses `sync`) split right
    /// after that letter (`-S`, `-l5`), and the index of the cluster; `None`
    /// where no such cluster chose it.
    fn split_choosing_cluster(&mut self, argv: &[OsString], found: &ArgMatches) -> Option<(Vec<OsString>, usize)> {
        let chosen = check::chosen_path(found);
        let inner = chosen
            .iter()
            .try_fold(&*self.cmd, |cmd, name| cmd.find_subcommand(name))?;
        let letters: Vec<char> = check::short_flags(inner).collect();
        if letters.is_empty() {
            return None;
        }
        let depth = chosen.len();
        for at in check::first_operand(&self.cmd)..argv.len() {
            let Some(cluster) = argv[at].to_str().and_then(|t| t.strip_prefix('-')) else {
                continue;
            };
            let mut chars = cluster.chars();
            let Some(letter) = chars.next().filter(|c| letters.contains(c)) else {
                continue;
            };
            let rest = chars.as_str();
            if rest.is_empty() || rest.starts_with(['-', '=']) || !self.chose_inner_command(argv, at, depth) {
                continue;
            }
            let mut split = argv[..at].to_vec();
            split.push(format!("-{letter}").into());
            split.push(format!("-{rest}").into());
            split.extend_from_slice(&argv[at + 1..]);
            return Some((split, at));
        }
        None
    }

    /// Where `words` go, where clap reads them as global flags only (of
    /// the root, read after the program name, `argv`'s first token where it
    /// has one; or of a command of the path above the innermost, with those
    /// of the commands that enclose it, read right after the token that
    /// chose it), and `argv` (read as `found`) sets one of the flags they
    /// set before the token that chose the innermost subcommand, the one
    /// before one of `starts` (the same flag, its negation, or a flag a
    /// redirect or a preset of either sets): right after the token that
    /// chose the command in which `argv` first sets one (the end of the
    /// program name, for the root), with that command's depth. `None`
    /// otherwise.
    fn globals_typed_before(
        &mut self,
        argv: &[OsString],
        words: &[OsString],
        starts: &[usize],
        found: &ArgMatches,
    ) -> Option<(usize, usize)> {
        let root = check::first_operand(&self.cmd).min(argv.len());
        let chosen_path = check::chosen_path(found);
        let depth = chosen_path.len();
        // The commands of the path, with their levels.
        let path = check::chain(&self.level, &self.cmd, found);
        let typed = |m: &ArgMatches, id: &str| check::source_of(m, id) == Some(clap::parser::ValueSource::CommandLine);
        // The flags an argument sets: itself (a pair flag and its negation
        // are one flag), and a deprecated flag's replacement and a preset
        // flag's targets, which a global's are too; by the innermost
        // command of the path that declares it.
        // (A target of an enclosing command, a global, is that command's.)
        let flags_of = |id: &str| -> Vec<String> {
            let declared = path.iter().enumerate().rev().find_map(|(k, step)| {
                let shape = step.level.shape_of_flag_or_negation(step.cmd, id)?;
                Some((k, shape))
            });
            let Some((k, shape)) = declared else {
                return vec![id.to_owned()];
            };
            let step = &path[k];
            let targets = step.level.targets_of(shape).filter_map(|target| {
                let owner = path.get(k.checked_sub(target.up)?)?;
                Some(owner.level.arg(owner.cmd, target.shape).get_id().to_string())
            });
            std::iter::once(step.level.arg(step.cmd, shape).get_id().to_string())
                .chain(targets)
                .collect()
        };
        // Whether a prefix of `len` tokens reads as far as depth `d`.
        let reaches = |this: &Self, len: usize, d: usize| {
            this.read_despite_errors(argv[..len].to_vec())
                .is_some_and(|m| check::chosen_path(&m).len() >= d)
        };
        // The shallowest command above the innermost whose global flags
        // (or an enclosing command's) the words all are, read right after
        // the token that chose it: what they set. Every word a flag there:
        // clap's reading with errors ignored stops at the first that is not
        // (a subcommand's own flag), which would leave the words before it
        // looking like globals alone.
        let mut words_set: Option<Vec<String>> = None;
        for d in 0..depth.min(path.len()) {
            let start = match d {
                0 => root,
                _ => check::shortest(root, argv.len(), |len| reaches(self, len, d)),
            };
            let mut alone = argv[..start].to_vec();
            alone.extend_from_slice(words);
            let Some(read) = self.read_whole(alone) else { continue };
            let chosen = check::chosen_path(&read);
            if chosen[..] != chosen_path[..d] {
                continue;
            }
            let inner = check::innermost(&read);
            let cmd = path[d].cmd;
            // The arguments the words set (clap lists their groups too).
            let set: Vec<String> = inner
                .ids()
                .map(|id| id.as_str().to_owned())
                .filter(|id| typed(inner, id) && !cmd.get_groups().any(|g| g.get_id() == id.as_str()))
                .collect();
            let global = |id: &str| {
                path[..=d].iter().any(|step| {
                    step.cmd
                        .get_arguments()
                        .any(|a| a.get_id() == id && a.is_global_set() && !crate::level::is_generated(a))
                })
            };
            if !set.is_empty() && set.iter().all(|id| global(id)) {
                words_set = Some(set.iter().flat_map(|id| flags_of(id)).collect());
            }
            break;
        }
        let words_set = words_set?;
        let chooser = starts
            .iter()
            .map(|start| start - 1)
            .find(|&at| self.chose_inner_command(argv, at, depth))?;
        // Whether the tokens before `len` set one of them, and where clap's
        // reading of them is (clap copies a global's value into each
        // command of the path, with its source): in any command of the
        // path, since a command's own flag that sets a global (a preset or
        // a redirect) is in its matches only.
        let sets_one = |this: &Self, len: usize| -> Option<usize> {
            let read = this.read_despite_errors(argv[..len].to_vec())?;
            let read_path = check::chain(&this.level, &this.cmd, &read);
            read_path
                .iter()
                .any(|step| {
                    let m = step.matches;
                    m.ids()
                        .any(|id| typed(m, id.as_str()) && flags_of(id.as_str()).iter().any(|f| words_set.contains(f)))
                })
                .then(|| check::chosen_path(&read).len())
        };
        sets_one(self, chooser)?;
        // The shortest prefix that sets one (halving: once set, a flag
        // stays set in clap's reading of longer prefixes), and the depth
        // of the command that reads it.
        let first = check::shortest(root, chooser, |len| sets_one(self, len).is_some());
        let at_depth = sets_one(self, first).unwrap_or_default();
        if at_depth == 0 {
            return Some((root, 0));
        }
        // Right after the token that chose that command: the shortest
        // prefix whose reading reaches its depth.
        Some((
            check::shortest(root, first, |len| reaches(self, len, at_depth)),
            at_depth,
        ))
    }

    /// Whether token `at` of `argv` is the one that chose the innermost
    /// command of clap's reading, at depth `depth`: clap's reading of the
    /// tokens before it stops short of that depth, and with it reaches it.
    fn chose_inner_command(&self, argv: &[OsString], at: usize, depth: usize) -> bool {
        let depth_of = |len: usize| {
            self.read_despite_errors(argv[..len].to_vec())
                .map(|m| check::chosen_path(&m).len())
        };
        depth_of(at).is_some_and(|d| d < depth) && depth_of(at + 1) == Some(depth)
    }

    /// The exact route, when the guess of where clap reads each deprecated
    /// and preset flag was wrong: clap reads `argv` as it is, then says where
    /// the last occurrence of each such flag is, trying the tokens that may
    /// spell it from the last.
    fn exact(&mut self, argv: Vec<OsString>) -> Result<Matches, Error> {
        trace::clear();
        let first = match self.cmd_mut().try_get_matches_from_mut(argv.clone()) {
            Err(err) if !err.use_stderr() => return Err(self.parse_error(err)),
            first => first,
        };
        // The readings that say where the flags are typed look at the
        // command line only, and are made without the variables (see
        // `env::without_variables`), the last one with them: a variable's
        // value that clap rejects stops its reading of a command before the
        // defaults, the sentinel's among them (see `level::own_sentinel`),
        // and a subcommand's own reading holds a global's variable's value
        // where clap would put its copy of an enclosing command's.
        let with_variables = self.level.env_args.then(|| self.without_variables());
        let (found, error) = match first {
            Ok(matches) => (matches, None),
            Err(err) => match self.read_despite_errors(argv.clone()) {
                Some(matches) => (matches, Some(err)),
                None => {
                    self.restore_variables(with_variables);
                    return Err(self.parse_error(err));
                }
            },
        };
        // The readings that say where each flag is are made without the
        // application's overrides: an argument that overrides a deprecated
        // or preset flag, given after it, takes it out of clap's matches,
        // where plain clap, given the flag's replacement right after it,
        // keeps what the replacement set. Overrides decide what clap keeps,
        // not what a token is: the readings find the same tokens.
        let with_overrides = self.without_overrides();
        let located = self.read_despite_errors(argv.clone());
        let (found, mut located) = match located {
            Some(located) => (found, located),
            None => (found.clone(), found),
        };
        // A replacement given bare has no index in clap's reading: a probe
        // in which it takes a value says whether it follows a redirect. It
        // reads every token as the command does, so it reads in the
        // command's place until the insertion is known: the needs, the
        // counts, where each flag and target is.
        let bare = check::bare_replacement_given(&self.level, &self.cmd, &located)
            .then(|| {
                let mut probe = with_bare_replacements((*self.cmd).clone(), &self.level);
                set_ignore_errors(&mut probe, true);
                Some((read_ignoring_errors(&mut probe, argv.clone())?, probe))
            })
            .flatten();
        let mut without_bare = bare.map(|(read, probe)| {
            let as_read = std::mem::replace(&mut located, read);
            (std::mem::replace(&mut self.cmd, Arc::new(probe)), as_read)
        });
        let needs = check::needs(&self.level, &self.cmd, &located);
        let mut needs: Vec<(check::Need, Option<Part>)> = needs
            .into_iter()
            .map(|need| {
                let need = match need.tally.clone() {
                    Some(tally) => need.counted(self.count_before(&argv, &tally)),
                    None => need,
                };
                if !need.typed_in_two_commands {
                    return need;
                }
                // Rare: where clap read each says which came last.
                let (flag, negation_at) = self.read_pair(&argv, &located, &need);
                need.negated_deeper(flag.map(|(depth, _)| depth), negation_at)
            })
            .map(|need| (need, None))
            .collect();
        let above = self.typed_above(&argv, &located, &needs);
        needs.extend(above);
        if needs.is_empty() {
            if let Some((cmd, as_read)) = without_bare.take() {
                (self.cmd, located) = (cmd, as_read);
            }
            self.located = Some(check::deprecations(&self.level, &self.cmd, &located, None));
            self.restore_overrides(with_overrides);
            self.restore_variables(with_variables);
            let kept = self.keeps().then_some(argv);
            return match error {
                None => self.settle(kept, Ok(found), None),
                Some(err) => self.settle(kept, Err(err), None),
            };
        }
        let mut groups = Vec::new();
        // Whether each group's need is interleaved with others (see
        // `check::Need::is_interleaved`), and whether one of those could not
        // be applied at each occurrence.
        let mut interleaved = Vec::new();
        let mut unspread = false;
        for (need, part) in &needs {
            // A flag typed in a command above the one clap read it in last
            // (see `typed_above`) is looked for in the part of the command
            // line that command reads.
            let (argv, located) = match part {
                Some((part, read)) => (part, read),
                None => (&argv, &located),
            };
            let later = self.targets_later(argv, located, need);
            for candidate in
                check::spelled_candidates(&self.level, &self.cmd, argv, located, need, need.last_spelling())
            {
                let Some(matches) = self.read_despite_errors(check::probe(argv, &candidate)) else {
                    continue;
                };
                // A split cluster must still be read as the letters it was.
                // So must the command line with the insertion before the flag.
                if (candidate.split.is_some() || candidate.before) && !check::same_reading(located, &matches) {
                    continue;
                }
                // A token clap may have taken whole as a value (`-bdv`, of
                // `-c` in `-bc -bdv`) may still read as a cluster whose
                // letters take as many index units as that value: where a
                // marker before it changes what clap reads (it ends the
                // option's values, and the token reads as flags), it was
                // the value.
                if candidate.split.is_none()
                    && !candidate.before
                    && check::holds_as_value(located, &argv[candidate.token])
                    && self
                        .read_despite_errors(check::probe_before(argv, &candidate))
                        .is_none_or(|before| !check::same_reading(located, &before))
                {
                    continue;
                }
                // A marker that ends the option's values early makes the
                // word after them a subcommand's name or a positional value
                // (`--fast true run`, where clap takes `run` for a value
                // and rejects it).
                // (The comparison of positionals compares the subcommands
                // chosen too.)
                if check::compare_positionals(&self.cmd, located, &matches) != check::Positionals::Same {
                    continue;
                }
                if let Some(mut group) = check::accept(&self.level, &self.cmd, &matches, need, &candidate, &later) {
                    // A redirect that carries earlier occurrences goes to
                    // each where clap says they end; else it carries them.
                    if group.spread.is_some() {
                        let ends =
                            check::occurrence_ends(&self.level, &self.cmd, need, &group, located, argv, |line| {
                                self.read_despite_errors(line)
                            });
                        group.spread = ends.and_then(|ends| Some((ends, group.spread.take()?.1)));
                        unspread |= group.spread.is_none() && need.is_interleaved();
                    }
                    interleaved.push(need.is_interleaved());
                    groups.push(group);
                    break;
                }
            }
        }
        // Interleaved redirects carry each other's occurrences unless each
        // is applied at its occurrences.
        if unspread {
            for (group, _) in groups.iter_mut().zip(&interleaved).filter(|(_, i)| **i) {
                group.spread = None;
            }
        }
        // After one token, the earlier letter of a cluster first: the more
        // index units between its flag and its marker.
        groups.sort_by_key(|g| (g.after.wrapping_add(1), std::cmp::Reverse(g.offset)));
        if let Some((cmd, _)) = without_bare {
            self.cmd = cmd;
        }
        let inserted = rewrite::spread(&argv, &groups);
        self.located = self
            .read_despite_errors(inserted.clone())
            .map(|read| check::deprecations(&self.level, &self.cmd, &read, None));
        self.restore_overrides(with_overrides);
        self.restore_variables(with_variables);
        trace::clear();
        let kept = self.keeps().then(|| inserted.clone());
        let parsed = match (self.cmd_mut().try_get_matches_from_mut(inserted), error) {
            // The error of the command line as typed, where the insertions
            // change nothing of it: clap's usage line then names what the
            // user typed, not the flags argkind inserted.
            (Err(err), Some(typed)) if same_error(&typed, &err) => Err(typed),
            // A token clap knows nothing of stays unknown whatever argkind
            // inserts before it, but the insertion cuts short the values of
            // the option the token follows (`--old-pair a --bogus`, where
            // `--old-pair` takes two values): clap's error is then about
            // their number, which the command line as typed never reaches.
            // So with a value or a flag given a value (`--fast true run`,
            // where `run` is a value `--fast` rejects; `--fast a --help=v`),
            // or one given a value without the `=` it requires (`-c help
            // -bh`, where `-c` takes two values and `-b` requires `=`).
            (Err(err), Some(typed)) if rejects_a_token(&typed) && is_count_error(&err) => Err(typed),
            // A value clap rejects is missing from its reading despite
            // errors, which ends the option's values before it: the
            // insertion there makes the value a word of its own, which clap
            // then knows nothing of (`run --filter true v`, where `v` is a
            // value `--filter` rejects and `run` has subcommands), or a
            // subcommand's name where the command's arguments conflict with
            // its subcommands (`--fat false run`).
            (Err(err), Some(typed))
                if is_value_error(&typed) && (is_unknown_token(&err) || is_subcommand_conflict(&err)) =>
            {
                Err(typed)
            }
            // clap reads the values an option takes before a subcommand
            // after that subcommand, its checks included: a conflict or a
            // missing argument that the insertions give the subcommand comes
            // first there. Where the option is a preset or deprecated flag
            // whose value clap rejects, the insertion right after its values
            // (which argkind leaves out where clap reads no value) would
            // make clap read them there, before the subcommand: the error
            // of the command line as typed stands (`run --file x step --lev
            // v w`, where `--file` rejects `x` and presets a flag, and a
            // preset of `--lev` sets one that conflicts with another).
            (Err(err), Some(typed))
                if is_validation(&err)
                    && rejects_an_inserting_flag_s_value(
                        &self.level,
                        &self.cmd,
                        &check::chosen_path(&found),
                        &typed,
                        &argv,
                    ) =>
            {
                Err(typed)
            }
            (parsed, _) => parsed,
        };
        self.settle(kept, parsed, None)
    }

    /// The needs of the global preset flags of `needs`, and of those whose
    /// redirect passes every occurrence on (clap's reading `located` of
    /// `argv`, where each is read in the deepest command that typed it), in
    /// the commands above that typed them too (a redirect's only where no
    /// command below typed its replacement; see `check::Need::above`),
    /// each with the part of `argv` up to the word that chose
    /// the next command and clap's reading of it, in which that command is
    /// the innermost and its matches hold its own reading: plain clap,
    /// given the targets after each command's last occurrence, reads them
    /// there too (an argument of that command that overrides them, a
    /// conflict there).
    fn typed_above(
        &self,
        argv: &[OsString],
        located: &ArgMatches,
        needs: &[(check::Need, Option<Part>)],
    ) -> Vec<(check::Need, Option<Part>)> {
        // Each command's part, read once, with the needs found in it.
        type Read = Option<(Part, Vec<check::Need>)>;
        let mut parts: Vec<(usize, Read)> = Vec::new();
        let mut above = Vec::new();
        for (need, _) in needs {
            for depth in need.above(&self.level, &self.cmd, located) {
                let at = match parts.iter().position(|(d, _)| *d == depth) {
                    Some(at) => at,
                    None => {
                        let part = self.first_reaching(argv, depth + 1).and_then(|end| {
                            let part = argv[..end - 1].to_vec();
                            let read = self.read_despite_errors(part.clone())?;
                            let found = check::needs(&self.level, &self.cmd, &read);
                            Some(((part, read), found))
                        });
                        parts.push((depth, part));
                        parts.len() - 1
                    }
                };
                let Some((part, found)) = &parts[at].1 else {
                    continue;
                };
                for found in found.iter().filter(|f| f.same_flag(need) && f.read_depth() == depth) {
                    above.push((found.clone(), Some(part.clone())));
                }
            }
        }
        above
    }

    /// The length of the shortest prefix of `argv` that clap reads as far as
    /// a command at `depth` (the word that chose it its last), by readings of
    /// prefixes: a prefix that reaches it, lengthened, still does.
    fn first_reaching(&self, argv: &[OsString], depth: usize) -> Option<usize> {
        let reaches = |len: usize| {
            self.read_despite_errors(argv[..len].to_vec())
                .is_some_and(|m| check::chosen_path(&m).len() >= depth)
        };
        reaches(argv.len()).then(|| check::shortest(0, argv.len(), reaches))
    }

    /// Sets aside every argument's environment variable, for the readings
    /// of the exact route (see [`env::without_variables`]); the command as
    /// it was, for [`restore_variables`](Self::restore_variables).
    fn without_variables(&mut self) -> Arc<Command> {
        let without = env::without_variables((*self.cmd).clone());
        std::mem::replace(&mut self.cmd, Arc::new(without))
    }

    /// Sets aside the application's overrides, for the readings of the
    /// exact route that say where each flag is (see
    /// [`crate::level::without_overrides`]); the command as it was, for
    /// [`restore_overrides`](Self::restore_overrides).
    fn without_overrides(&mut self) -> Arc<Command> {
        let without = crate::level::without_overrides((*self.cmd).clone(), &self.level);
        std::mem::replace(&mut self.cmd, Arc::new(without))
    }

    /// Puts back the command [`without_overrides`](Self::without_overrides)
    /// set aside.
    fn restore_overrides(&mut self, with_overrides: Arc<Command>) {
        self.cmd = with_overrides;
    }

    /// Puts back the command [`without_variables`](Self::without_variables)
    /// set aside, if any.
    fn restore_variables(&mut self, with_variables: Option<Arc<Command>>) {
        if let Some(cmd) = with_variables {
            self.cmd = cmd;
        }
    }

    /// For each target of `need` that clap may have read in another
    /// command than the flag (see [`check::targets_read_elsewhere`]), in
    /// its reading `found` of `argv`, whether it is given after the flag's
    /// last occurrence: read last in a deeper command. Where clap read it
    /// last in the flag's command, which of its spellings (its own, a
    /// pair's negation) it read there, whose indices there tell; where a
    /// probe cannot place one of them, the target is left out, to the
    /// indices alone, unless a command below the flag's has an argument of
    /// its own with the target's id, whose indices those are (see
    /// [`later_above_own`](Self::later_above_own)). Rare: a global target,
    /// and a command line the guess could not place.
    fn targets_later(&mut self, argv: &[OsString], found: &ArgMatches, need: &check::Need) -> Vec<(TargetRef, Later)> {
        let targets = check::targets_read_elsewhere(&self.level, &self.cmd, found, need);
        if targets.is_empty() {
            return Vec::new();
        }
        let Some((flag_at, _)) = self.read_spelled(argv, found, need, need.last_spelling()) else {
            return Vec::new();
        };
        let mut later = Vec::new();
        for target in targets {
            let own = self
                .read_spelled(argv, found, need, Spelled::Target(target, false))
                .map(|(d, _)| d);
            let negation = self
                .read_spelled(argv, found, need, Spelled::Target(target, true))
                .map(|(d, _)| d);
            let Some(at) = own.max(negation) else {
                if let Some(later_there) = self.later_above_own(argv, found, need, target, flag_at) {
                    later.push((target, Later::Known(later_there)));
                }
                continue;
            };
            if at == flag_at {
                let (own, negation) = (own == Some(at), negation == Some(at));
                later.push((target, Later::Here { own, negation }));
            } else {
                later.push((target, Later::Known(at > flag_at)));
            }
        }
        later
    }

    /// Whether `target` of `need`, which no probe placed in `argv` (read as
    /// `found`), is given after the flag's last occurrence, read at depth
    /// `flag_at`, where a command below it has an argument of its own with
    /// the target's id (see [`check::shadowed_below`]): clap copies that
    /// argument's value, with its command's indices, into the flag's
    /// command, whose matches then hold no index of the target's own
    /// (`run --old 1 --new 5 deep --own-new 9`, where `deep`'s `9` is held
    /// at index 2 in `run` as `--old`'s `1` is). The part of `argv` up to
    /// the word that chose that command (as for
    /// [`typed_above`](Self::typed_above)), which the flag's last
    /// occurrence is in, holds no copy of it: clap's reading of it says.
    /// `None` elsewhere, left to the indices as before.
    fn later_above_own(
        &mut self,
        argv: &[OsString],
        found: &ArgMatches,
        need: &check::Need,
        target: TargetRef,
        flag_at: usize,
    ) -> Option<bool> {
        let below = check::shadowed_below(&self.level, &self.cmd, found, need, target, flag_at)?;
        let end = self.first_reaching(argv, below)?;
        let part = &argv[..end - 1];
        let read = self.read_despite_errors(part.to_vec())?;
        // The part may need the same again, for a command above `below`:
        // it is shorter each time.
        let later = self.targets_later(part, &read, need);
        check::given_later_in(&self.level, &self.cmd, &read, need, flag_at, &later, target)
    }

    /// How many occurrences of the `Count` flag of `tally` come before its
    /// replacement's last typed occurrence in `argv`: its count in clap's
    /// reading of the shortest prefix of `argv` (whole tokens, then the
    /// letters of a short cluster) that reaches that occurrence. clap reads
    /// a prefix as it reads the start of the whole command line.
    fn count_before(&self, argv: &[OsString], tally: &check::Tally) -> u8 {
        let reaches = |prefix: Vec<OsString>| {
            let read = self.read_despite_errors(prefix);
            read.filter(|m| tally.reaches(m)).map(|m| tally.before(&m))
        };
        // The smallest number of whole tokens that reaches it.
        let hi = check::shortest(1, argv.len(), |len| reaches(argv[..len].to_vec()).is_some());
        let (head, token) = (&argv[..hi - 1], &argv[hi - 1]);
        let with = |last: OsString| head.iter().cloned().chain([last]).collect::<Vec<_>>();
        // Within a short cluster, the fewest letters.
        let cluster = token.to_str().filter(|t| t.starts_with('-') && !t.starts_with("--"));
        let mut ends: Vec<usize> = cluster
            .map(|t| t.char_indices().map(|(i, _)| i).skip(2).collect())
            .unwrap_or_default();
        ends.push(token.len());
        let (mut fewest, mut most) = (0, ends.len() - 1);
        let mut best = reaches(with(token.clone())).unwrap_or(0);
        while fewest < most {
            let mid = fewest + (most - fewest) / 2;
            let cut = cluster.map(|t| OsString::from(&t[..ends[mid]])).unwrap_or_default();
            match reaches(with(cut)) {
                Some(before) => (best, most) = (before, mid),
                None => fewest = mid + 1,
            }
        }
        best
    }

    /// The outcome of clap's parse `parsed` of `argv` (the command line as
    /// clap read it, insertions included; kept only where
    /// [`keeps`](Self::keeps) says so); `known`, what the insertion step's
    /// check found in those matches, where it checked them.
    ///
    /// A flag its variable leaves at its unset value takes no part in
    /// conflicts, `requires`, required arguments or groups: where there is
    /// one, clap checks the command line again with that variable cleared,
    /// and its verdict stands; the flag keeps its value and its
    /// `ValueSource::EnvVariable`. A pair flag whose negation is typed does
    /// not read its variable. An error about a flag set from its variable
    /// names the variable (see `env.rs`).
    fn settle(
        &mut self,
        argv: Option<Vec<OsString>>,
        parsed: Result<ArgMatches, clap::Error>,
        known: Option<check::Given>,
    ) -> Result<Matches, Error> {
        let argv = match argv {
            Some(argv) if self.level.env_args => argv,
            argv => {
                return match parsed {
                    Ok(matches) => Ok(self.matches_of(matches, argv, known)),
                    Err(err) => Err(self.parse_error(err)),
                }
            }
        };
        let (found, error) = match parsed {
            Ok(matches) if !self.level.env_flags => return Ok(self.matches_of(matches, Some(argv), known)),
            Ok(matches) => (matches, None),
            Err(err) if is_value_error(&err) => {
                return match self.without_negated_variables(&argv) {
                    Some(settled) => settled,
                    None => Err(self.value_error(err, argv)),
                };
            }
            Err(err) if !is_validation(&err) => return Err(self.parse_error(err)),
            Err(err) => match self.read_despite_errors(argv.clone()) {
                Some(found) => (found, Some(err)),
                None => return Err(self.parse_error(err)),
            },
        };
        let flags = env::find(&self.cmd, &self.spec, &found);
        if flags.is_empty() {
            return match error {
                None => Ok(self.matches_of(found, Some(argv), known)),
                Some(err) => Err(self.env_error(err, &found)),
            };
        }
        // The negated flags' variables stay cleared for the values; the
        // quiet ones only while clap checks.
        let negated = env::clear(self.cmd_mut(), &flags.path, &flags.negated);
        let quiet = env::clear(self.cmd_mut(), &flags.path, &flags.quiet);
        trace::clear();
        let checked = self.cmd_mut().try_get_matches_from_mut(argv.clone());
        env::restore(self.cmd_mut(), quiet);
        let outcome = match checked {
            Err(err) => Err(err),
            Ok(_) if error.is_none() && flags.negated.is_empty() => Ok(None),
            Ok(matches) if flags.quiet.is_empty() => Ok(Some(matches)),
            // The quiet flags' values, with nothing else read differently.
            Ok(matches) => Ok(Some(self.read_despite_errors(argv.clone()).unwrap_or(matches))),
        };
        env::restore(self.cmd_mut(), negated);
        match outcome {
            Ok(None) => Ok(self.matches_of(found, Some(argv), known)),
            // Another reading: what the check found was in the first.
            Ok(Some(matches)) => Ok(self.matches_of(matches, Some(argv), None)),
            Err(err) => Err(self.env_error(err, &found)),
        }
    }

    /// The parse of `argv` settled with the variables of the pair flags
    /// whose negation it types cleared, where it types one: a pair flag
    /// whose negation is typed does not read its variable, whose value may
    /// be one its value parser rejects. `None` where it types none.
    fn without_negated_variables(&mut self, argv: &[OsString]) -> Option<Result<Matches, Error>> {
        let found = self.read_despite_errors(argv.to_vec())?;
        let flags = env::find(&self.cmd, &self.spec, &found);
        if flags.negated.is_empty() {
            return None;
        }
        let negated = env::clear(self.cmd_mut(), &flags.path, &flags.negated);
        trace::clear();
        let again = self.cmd_mut().try_get_matches_from_mut(argv.to_vec());
        // Cleared, they are no negated flags with a variable: this settles
        // without coming back here for them.
        let mut settled = self.settle(Some(argv.to_vec()), again, None);
        // The facts are collected now, with the variables cleared (they do
        // not read them): the command is then restored uncopied.
        if let Ok(matches) = &mut settled {
            matches.fill();
        }
        env::restore(self.cmd_mut(), negated);
        Some(settled)
    }

    /// [`parse_error`](Self::parse_error) for the value error `err` of a
    /// parse of `argv`: a value that came from an environment variable,
    /// for a flag the user did not type, is named by its variable
    /// (`invalid value 'x' for 'PROBE_LEVEL'`), not by the flag, nor by a
    /// preset flag that set it elsewhere (a global's copy in a subcommand):
    /// named so before `parse_error` names what a preset set by its flag.
    fn value_error(&mut self, err: clap::Error, argv: Vec<OsString>) -> Error {
        let mut from_env = self
            .read_despite_errors(argv.clone())
            .map(|found| env::from_env(&self.cmd, &found))
            .unwrap_or_default();
        if from_env.is_empty() {
            from_env.extend(env::rejected_variable(&self.cmd, &err, &argv));
        }
        let err = crate::tips::name_variable_of_value(err, &self.cmd, &from_env);
        self.parse_error(err)
    }

    /// [`parse_error`](Self::parse_error) for the error `err` of a parse
    /// that read `found`: a conflict with an argument set from its
    /// environment variable names the variable instead.
    fn env_error(&mut self, err: clap::Error, found: &ArgMatches) -> Error {
        let from_env = env::from_env(&self.cmd, found);
        match self.parse_error(err) {
            Error::Clap(err) if !from_env.is_empty() => {
                let err = crate::tips::name_variables(err, self, &from_env);
                Error::Clap(crate::tips::drop_variables_from_usage(err, self, &from_env))
            }
            other => other,
        }
    }

    /// clap's reading of `argv` where it rejects no token: the reading
    /// itself where it succeeds; where its error is not at a token (a
    /// missing required argument or subcommand, a conflict, which words
    /// added to the command line may change; a request), the reading despite
    /// errors. `None` where clap rejects a token (an unknown argument, a
    /// value its parser rejects, a missing value), or where even the reading
    /// despite errors fails.
    fn read_whole(&self, argv: Vec<OsString>) -> Option<ArgMatches> {
        let mut probe = (*self.cmd).clone();
        let read = probe.try_get_matches_from_mut(argv.clone());
        trace::clear();
        match read {
            Ok(matches) => Some(matches),
            Err(err)
                if matches!(
                    err.kind(),
                    ErrorKind::MissingRequiredArgument
                        | ErrorKind::MissingSubcommand
                        | ErrorKind::ArgumentConflict
                        | ErrorKind::DisplayHelp
                        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                        | ErrorKind::DisplayVersion
                ) =>
            {
                self.read_despite_errors(argv)
            }
            Err(_) => None,
        }
    }

    /// clap's reading of `argv` with errors ignored: what it read up to its
    /// first error, or all of it when the error is a missing or conflicting
    /// argument. `None` when even that fails.
    pub(crate) fn read_despite_errors(&self, argv: Vec<OsString>) -> Option<ArgMatches> {
        // A copy: the command's own `ignore_errors`, which clap has no
        // getter for, stays as the application set it. A copy costs far
        // less than the parse (and this is the exact route's, a rare one).
        let mut probe = (*self.cmd).clone();
        set_ignore_errors(&mut probe, true);
        read_ignoring_errors(&mut probe, argv)
    }

    /// Whether a parse keeps the command line clap read, for `settle`: where
    /// an argument has an environment variable, a command has a global
    /// pair flag and subcommands, or a deprecated option may be given bare
    /// (see [`order_deprecations`](Self::order_deprecations)).
    fn keeps(&self) -> bool {
        self.level.env_args || self.level.outer_pairs || self.level.bare_deprecated
    }

    /// The [`Matches`] of clap's `matches`, a parse that succeeded of `argv`
    /// (kept when [`keeps`](Self::keeps) says so), with their facts; with
    /// global pair flags, values as [`outer_pairs_off`](Self::outer_pairs_off)
    /// reads them, and deprecations ordered as
    /// [`order_deprecations`](Self::order_deprecations) says; `known`, what
    /// the insertion step's check found in `matches`, where it checked them.
    fn matches_of(&mut self, matches: ArgMatches, argv: Option<Vec<OsString>>, known: Option<check::Given>) -> Matches {
        let (matches, known) = match &argv {
            Some(argv) if self.level.outer_pairs => {
                // Flags negated above the innermost command are turned off
                // there after the others: a default of a command below may
                // turn the flag on again. What the check found was in the
                // matches read before.
                let (turned_off, matches) = self.outer_pairs_off(argv.clone(), matches);
                (self.outer_negations_on(turned_off, matches), None)
            }
            _ => (matches, known),
        };
        let mut deprecations = self.deprecations_of(&matches, known);
        // The exact route's reading without overrides may hold a deprecated
        // flag that a later argument took out of clap's matches, or place
        // a global's last occurrence in a command where an argument given
        // later took it out and clap copied another command's reading in:
        // its order stands. A flag the matches hold keeps what their
        // warning says to use instead: the reading without overrides turns
        // off no global pair flag that a subcommand negated (see
        // `outer_pairs_off`), so it may name the replacement where the
        // negation came last.
        match self.located.take() {
            Some(located) if located.len() > deprecations.len() => {
                let read = std::mem::take(&mut deprecations);
                deprecations = located
                    .into_iter()
                    .map(|l| read.iter().find(|d| d.is_of_flag(&l)).cloned().unwrap_or(l))
                    .collect();
            }
            Some(located) if deprecations.len() > 1 => {
                let at = |d: &Deprecation| located.iter().position(|l| l.is_of_flag(d)).unwrap_or(usize::MAX);
                deprecations.sort_by_key(at);
            }
            _ => {}
        }
        // Which command typed a global with a variable, only a reading
        // without the variables says (see `check::Reading::unvaried`).
        let for_facts = self.level.env_args && typed_global_with_variable(&self.cmd, &matches);
        let (argv, for_facts) = match for_facts {
            true => (argv.clone(), argv),
            false => (argv, None),
        };
        if let Some(argv) = argv.filter(|_| self.level.bare_deprecated && deprecations.len() > 1) {
            self.order_deprecations(&mut deprecations, argv);
        }
        self.matches_with(matches, deprecations, for_facts)
    }

    /// Puts the deprecations of `facts`, clap's reading of `argv`, in the
    /// order of each flag's last occurrence where one of them may be an
    /// option given bare: clap gives that occurrence no index. A copy of
    /// the command in which such options take a value when given bare
    /// (read as text, whatever their value parser) says where it is.
    fn order_deprecations(&self, deprecations: &mut [Deprecation], argv: Vec<OsString>) {
        // Without overrides, as the exact route reads: a flag an argument
        // given later overrides is warned of too.
        let probe = crate::level::without_overrides((*self.cmd).clone(), &self.level);
        let mut probe = with_bare_values(probe, &self.level);
        set_ignore_errors(&mut probe, true);
        let read = probe.try_get_matches_from_mut(argv);
        trace::clear();
        let Ok(read) = read else { return };
        let order = check::deprecations(&self.level, &probe, &read, None);
        // By the flag only: the probe's reading may say another spelling to
        // use instead (a pair flag typed in a command and negated in a
        // subcommand, which the reading of the values turned off again).
        deprecations.sort_by_key(|d| order.iter().position(|o| o.is_of_flag(d)).unwrap_or(usize::MAX));
    }

    /// clap's `matches` of `argv`, or, where a global pair flag typed in a
    /// command is negated in a subcommand, the values with that flag off:
    /// clap copies the command's `true` into the subcommand, as the
    /// command line's value over the default the negation leaves, and no
    /// token can turn a `SetTrue` flag off. So the negation goes right
    /// after the flag's last token in the command, where clap read it, and
    /// clap reads the values again (its verdict on the command line as
    /// typed stands: this is a parse that succeeded). Rare: the first
    /// check reads clap's matches only. Returns the command line with the
    /// negations in, and clap's values for it.
    fn outer_pairs_off(&mut self, mut argv: Vec<OsString>, mut matches: ArgMatches) -> (Vec<OsString>, ArgMatches) {
        // Each round turns the flag off in the deepest command that gave
        // the value clap copied; one above may have typed it too.
        for _ in 0..argv.len() {
            let needs = check::outer_pairs(&self.level, &self.cmd, &matches);
            let mut groups = Vec::new();
            for need in &needs {
                let (Some((flag_at, candidate)), negation_at) = self.read_pair(&argv, &matches, need) else {
                    continue;
                };
                if negation_at.is_some_and(|depth| depth > flag_at) {
                    groups.extend(check::negation_group(&self.level, &self.cmd, need, &candidate));
                }
            }
            if groups.is_empty() {
                break;
            }
            groups.sort_by_key(|g| g.after);
            let turned_off = rewrite::with_groups(&argv, &groups);
            let ignored: Vec<String> = needs
                .iter()
                .flat_map(|need| check::pair_ids(&self.level, &self.cmd, need))
                .flatten()
                .map(str::to_owned)
                .collect();
            let Some(read) = self.values_of(turned_off.clone()) else {
                break;
            };
            let read = match check::taken_out(&matches, &read, &ignored) {
                taken if taken.is_empty() => read,
                taken => self.keeping(&matches, read, &turned_off, &taken, &ignored),
            };
            (argv, matches) = (turned_off, read);
        }
        (argv, matches)
    }

    /// `read`, clap's values for `argv`, in which
    /// [`outer_pairs_off`](Self::outer_pairs_off) gave a global pair flag's
    /// negation again,
    /// or, where that negation took out arguments of the application's
    /// (`taken`: an argument that overrides the negation by its id, given
    /// before it), the values read with those arguments' overrides set
    /// aside, if they differ from `matches`, clap's values before, only in
    /// the ids `ignored` (the pair flags', their negations'): the negation
    /// given again turns the pair flag off, and takes out nothing the user
    /// typed, as it would not had the user typed it in a subcommand only.
    /// Where setting their overrides aside brought back arguments that
    /// `matches` lacks, their other overrides took those out: they are
    /// read again overriding only those (clap has no getter for the
    /// overrides an argument declares).
    fn keeping(
        &mut self,
        matches: &ArgMatches,
        read: ArgMatches,
        argv: &[OsString],
        taken: &[(Vec<String>, String)],
        ignored: &[String],
    ) -> ArgMatches {
        // `overriding`: the ids that each argument of `taken` overrides
        // instead, in its command (clap has no getter for the ones it
        // declares).
        let read_with = |this: &mut Self, overriding: &[(Vec<String>, String)]| {
            let mut cmd = (*this.cmd).clone();
            for (path, id) in taken {
                let others = overriding
                    .iter()
                    .filter(|(at, _)| at == path)
                    .map(|(_, other)| other.as_str());
                overriding_only(&mut cmd, path, id, others);
            }
            let with_overrides = std::mem::replace(&mut this.cmd, Arc::new(cmd));
            let again = this.values_of(argv.to_vec());
            this.cmd = with_overrides;
            again
        };
        let Some(again) = read_with(self, &[]) else {
            return read;
        };
        if check::same_reading_but(matches, &again, ignored) {
            return again;
        }
        // What came back with every override set aside was taken out by
        // the others: they override it again, and the negation still not.
        let restored = check::taken_out(&again, matches, ignored);
        if restored.is_empty() {
            return read;
        }
        match read_with(self, &restored) {
            Some(again) if check::same_reading_but(matches, &again, ignored) => again,
            _ => read,
        }
    }

    /// Where clap read the last occurrence of the pair flag of `need` in
    /// `argv` (read as `found`): the depth of the command and the token
    /// (see [`read_spelled`](Self::read_spelled)), and the depth of its
    /// negation's.
    fn read_pair(
        &mut self,
        argv: &[OsString],
        found: &ArgMatches,
        need: &check::Need,
    ) -> (Option<(usize, check::Candidate)>, Option<usize>) {
        let flag = self.read_spelled(argv, found, need, Spelled::Flag);
        let negation = self.read_spelled(argv, found, need, Spelled::Negation);
        (flag, negation.map(|(depth, _)| depth))
    }

    /// The depth of the command in which clap read the last occurrence of
    /// what `which` names for `need` (the pair flag, its negation, a
    /// target) in `argv` (read as `found`), and the token: a marker after
    /// each token that may spell it, from the last, until clap reads it
    /// right before one, and a marker before that token moves the value
    /// clap holds there.
    fn read_spelled(
        &mut self,
        argv: &[OsString],
        found: &ArgMatches,
        need: &check::Need,
        which: Spelled,
    ) -> Option<(usize, check::Candidate)> {
        // A spelling is found by a marker after it.
        let candidates = check::spelled_candidates(&self.level, &self.cmd, argv, found, need, which);
        for candidate in candidates.into_iter().filter(|c| !c.before) {
            let Some(matches) = self.read_despite_errors(check::probe(argv, &candidate)) else {
                continue;
            };
            if candidate.split.is_some() && !check::same_reading(found, &matches) {
                continue;
            }
            let Some(depth) = check::read_at(&self.level, &self.cmd, found, &matches, need, which, &candidate) else {
                continue;
            };
            let Some(before) = self.read_despite_errors(check::probe_before(argv, &candidate)) else {
                continue;
            };
            if check::moved(&self.level, &self.cmd, found, &before, need, which, depth) {
                return Some((depth, candidate));
            }
        }
        None
    }

    /// clap's `matches` of `argv`, or, where a global pair flag whose default
    /// is not `false` was negated in a command and a subcommand was chosen,
    /// the values with that flag off: the subcommand's default wins over
    /// the `false` the negation gave (see [`check::outer_negations`]), as
    /// clap copies a global's value between commands by source, the deepest
    /// first among equals. clap reads `argv` again with that flag's default
    /// `false` in the innermost command, and the values are taken where
    /// clap read every other argument as before. Rare: the first check
    /// reads clap's matches only.
    fn outer_negations_on(&mut self, argv: Vec<OsString>, matches: ArgMatches) -> ArgMatches {
        let negations = check::outer_negations(&self.level, &self.cmd, &matches);
        if negations.is_empty() {
            return matches;
        }
        let path: Vec<String> = check::chosen_path(&matches).into_iter().map(str::to_owned).collect();
        let flags: Vec<clap::Id> = negations.iter().map(|n| clap::Id::from(n.flag.clone())).collect();
        let ignored: Vec<&str> = negations
            .iter()
            .flat_map(|n| [n.flag.as_str(), n.negation.as_str()])
            .collect();
        let saved = env::set_aside(self.cmd_mut(), &path, path.len(), &flags, |arg| {
            arg.default_value("false")
        });
        let read = self.values_of(argv);
        env::restore(self.cmd_mut(), saved);
        match read {
            Some(read)
                if check::outer_negations(&self.level, &self.cmd, &read).is_empty()
                    && check::same_reading_but(&matches, &read, &ignored) =>
            {
                read
            }
            _ => matches,
        }
    }

    /// clap's values for `argv`, its verdict aside, with the variables of
    /// the pair flags whose negation is typed cleared (see `settle`).
    fn values_of(&mut self, argv: Vec<OsString>) -> Option<ArgMatches> {
        let found = self.read_despite_errors(argv.clone())?;
        if !self.level.env_flags {
            return Some(found);
        }
        let flags = env::find(&self.cmd, &self.spec, &found);
        if flags.negated.is_empty() {
            return Some(found);
        }
        let negated = env::clear(self.cmd_mut(), &flags.path, &flags.negated);
        let read = self.read_despite_errors(argv);
        env::restore(self.cmd_mut(), negated);
        read.or(Some(found))
    }

    /// The deprecated flags clap's `matches` hold, where the command line
    /// may name one; `known`, what the insertion step's check found in
    /// them, is not looked for again.
    fn deprecations_of(&self, matches: &ArgMatches, known: Option<check::Given>) -> Vec<Deprecation> {
        if self.may_name_special {
            check::deprecations(&self.level, &self.cmd, matches, known)
        } else {
            Vec::new()
        }
    }

    /// The [`Matches`] of clap's `matches`, which hold the deprecated flags
    /// `deprecations`: their other facts are collected when asked for, from
    /// the command as it is now.
    fn matches_with(
        &self,
        matches: ArgMatches,
        deprecations: Vec<Deprecation>,
        argv: Option<Vec<OsString>>,
    ) -> Matches {
        let snapshot = Snapshot {
            cmd: Arc::clone(&self.cmd),
            spec: Arc::clone(&self.spec),
            level: Arc::clone(&self.level),
        };
        Matches {
            matches,
            facts: OnceLock::new(),
            pending: Some(Pending {
                snapshot,
                deprecations,
                argv,
            }),
        }
    }

    /// The error to return for clap's error `err`: argkind's surface when
    /// clap stopped at one of argkind's surface flags, clap's own help and
    /// version as they are, and any other error with tips and usage lines
    /// that name PUBLIC flags only.
    fn parse_error(&mut self, err: clap::Error) -> Error {
        if let Some((request, at)) = trace::take() {
            let path = path_to(&self.cmd, at).unwrap_or_default();
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            // clap built the command and the subcommands it parsed, and the
            // prepared command's usage lines name only what the user may
            // see: no copy to build.
            let shown = subcommand_mut(self.cmd_mut(), &path).map(|sub| Shown::of(sub, request));
            let (text, color) = shown
                .and_then(|shown| self.render_surface(&path, request, shown))
                .unwrap_or_default();
            return Error::Surface(text, color);
        }
        if !err.use_stderr() {
            return Error::Clap(err);
        }
        let err = match self.typed.as_deref() {
            Some(argv) => crate::tips::name_as_typed(err, self, argv),
            None => err,
        };
        Error::Clap(crate::tips::obey_tiers(err, self))
    }

    /// Parses `argv`; on error prints the message and exits (status 2 for bad
    /// input, 0 for a help surface); on success prints the deprecation
    /// warnings to stderr.
    pub fn get_matches_from<I, T>(&mut self, argv: I) -> Matches
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        match self.try_get_matches_from(argv) {
            Ok(matches) => {
                print_warnings(matches.deprecations());
                matches
            }
            Err(err) => err.exit(),
        }
    }

    /// [`get_matches_from`](Self::get_matches_from) on the process's arguments.
    pub fn get_matches(&mut self) -> Matches {
        self.get_matches_from(std::env::args_os())
    }

    /// Formats clap `err` (from converting matches into values) with this
    /// command's usage.
    pub fn format_error(&mut self, err: clap::Error) -> clap::Error {
        self.prepare();
        self.show();
        // The usage line names PUBLIC flags only (S9).
        crate::tips::format_raw(err, self, &[])
    }

    /// Checks the definition (clap's `Command::debug_assert` and argkind's
    /// own checks of the naming rule and the flag behaviours), for a test of
    /// every CLI.
    ///
    /// # Panics
    ///
    /// On any definition error: those of [`new`](Self::new) (checked here
    /// in release builds too, where `new` checks none), and clap's own,
    /// which clap checks in debug builds only: so is a relation that names
    /// no argument (`overrides_with("no_fst")`), which clap finds. The same
    /// before and after a parse. After a parse that read with the whole
    /// command, the preparation's own checks (tiers, spellings of the
    /// negations, extend) are those the parse made, in debug builds: a
    /// definition test calls this on a command not yet parsed.
    pub fn debug_assert(&self) {
        let whole = self.whole();
        // The checks `new` makes in debug builds, made here in any build.
        crate::level::checking(|| {
            match self.written() {
                // The application's command as written, prepared and
                // checked as `new` does.
                Some(written) => drop(ArgKindCommand::new_whole(written, (*self.spec).clone())),
                // Read with the whole command already: the preparation's
                // checks on it again, and argkind's of what it holds.
                None => {
                    drop(apply((*whole.cmd).clone(), &mut (*whole.spec).clone(), false));
                    let built = definition::Built::parsed(&whole.cmd);
                    definition::check(&whole.cmd, &whole.spec, &whole.level, &built);
                    definition::check_relations(built, &whole.spec);
                }
            }
            // clap's own, of what clap reads and of what it shows.
            (*whole.cmd).clone().debug_assert();
            whole.display_command().debug_assert();
        });
    }

    /// The application's command as written, where it is still at hand: a
    /// command not yet read with the whole command (the light command's
    /// copy, or the function that makes it, once clap has built that).
    fn written(&self) -> Option<Command> {
        let light = self.light.as_ref()?;
        if light.built {
            light.rebuild.command()
        } else {
            Some((*self.cmd).clone())
        }
    }
}

/// The words of the flags variable, as the parse inserts them.
struct Words {
    words: Vec<OsString>,
    /// The command line as typed, without the words.
    typed: Vec<OsString>,
    /// Where each word came from: the variable, or a response file it names.
    origins: Vec<Origin>,
    /// The index in the command line as typed where the words go: right
    /// after the token that chose the innermost subcommand, or where the
    /// program name ends (after it; before the first word under
    /// `Command::no_binary_name`).
    start: usize,
    /// The index in the command line as typed of the short cluster split
    /// right after the letter that chose the innermost subcommand, for the
    /// words to go between (see `ArgKindCommand::split_choosing_cluster`).
    split: Option<usize>,
}

/// What `--print-options` or `--print-all-options` asks for.
#[derive(Clone, Copy, Debug)]
struct PrintRequest {
    tiers: Tiers,
    /// Every flag, not only those that do not hold their default.
    all: bool,
}

/// A part of the command line, up to the word that chose a subcommand, and
/// clap's reading of it (see `ArgKindCommand::typed_above`).
type Part = (Vec<OsString>, ArgMatches);

/// The effective-values surface the command line asks for in `matches`,
/// if any: `--print-all-options` over `--print-options`.
fn print_request(matches: &ArgMatches) -> Option<PrintRequest> {
    let inner = check::innermost(matches);
    [(PRINT_ALL_OPTIONS, true), (PRINT_OPTIONS, false)]
        .into_iter()
        .find_map(|(id, all)| {
            if check::source_of(inner, id) != Some(clap::parser::ValueSource::CommandLine) {
                return None;
            }
            let hidden = Tiers::PUBLIC.with(ArgKind::Hidden).with(ArgKind::Earg);
            // Another type: the application's own argument of that id
            // (a definition error, caught in debug builds).
            let tiers = match inner.try_get_one::<String>(id).ok()?.map(String::as_str) {
                Some("internal") => hidden.with(ArgKind::Internal),
                Some("hidden") => hidden,
                _ => Tiers::PUBLIC,
            };
            Some(PrintRequest { tiers, all })
        })
}

/// `cmd` (prepared with `level`) and its subcommands, in which each
/// deprecated option that may be given bare takes the empty value as text
/// when it is: clap then gives that occurrence an index.
fn with_bare_values(cmd: Command, level: &Level) -> Command {
    let mut ids = Vec::new();
    bare_ids(&cmd, level, &mut Vec::new(), &mut ids, Bare::Deprecated);
    given_empty_when_bare(cmd, &ids)
}

/// [`with_bare_values`] for the replacements of deprecated flags instead:
/// a replacement given bare then has an index, which says whether it comes
/// after a redirect.
fn with_bare_replacements(cmd: Command, level: &Level) -> Command {
    let mut ids = Vec::new();
    bare_ids(&cmd, level, &mut Vec::new(), &mut ids, Bare::Replacements);
    given_empty_when_bare(cmd, &ids)
}

/// Which options a probe gives a value when they are given bare.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bare {
    Deprecated,
    Replacements,
}

/// Adds to `ids` the id of each option of `cmd` (level `level`, inside the
/// commands `outer`) and of its subcommands that may be given bare and is
/// `which`: a deprecated flag, or a replacement.
fn bare_ids<'a>(
    cmd: &'a Command,
    level: &'a Level,
    outer: &mut Vec<(&'a Command, &'a Level)>,
    ids: &mut Vec<clap::Id>,
    which: Bare,
) {
    outer.push((cmd, level));
    for (at, shape) in level.shapes.iter().enumerate() {
        let arg = match (which, shape.replacement) {
            (Bare::Deprecated, _) if shape.deprecated => level.arg(cmd, at),
            (Bare::Replacements, Some(target)) => {
                let Some(&(owner, owner_level)) = outer.len().checked_sub(1 + target.up).and_then(|i| outer.get(i))
                else {
                    continue;
                };
                owner_level.arg(owner, target.shape)
            }
            _ => continue,
        };
        if crate::level::may_be_bare(arg) && !ids.contains(arg.get_id()) {
            ids.push(arg.get_id().clone());
        }
    }
    for sub in cmd.get_subcommands() {
        if let Some(child) = level.child(sub.get_name()) {
            bare_ids(sub, child, outer, ids, which);
        }
    }
    outer.pop();
}

/// `cmd` with the argument `id` of the subcommand at `path` overriding
/// only the ids `others`, whatever it declared.
fn overriding_only<'a>(cmd: &mut Command, path: &[String], id: &str, others: impl Iterator<Item = &'a str>) {
    let cmd = path.iter().try_fold(cmd, |cmd, name| cmd.find_subcommand_mut(name));
    if let Some(cmd) = cmd {
        let others: Vec<clap::Id> = others.map(|other| clap::Id::from(other.to_owned())).collect();
        *cmd = std::mem::take(cmd).mut_args(|arg| match arg.get_id() == id {
            true => arg
                .overrides_with(clap::builder::Resettable::Reset)
                .overrides_with_all(others.iter().cloned()),
            false => arg,
        });
    }
}

/// `cmd` and its subcommands, in which each option of `ids` that may be
/// given bare takes the empty value as text when it is (a global's copies
/// in subcommands too).
fn given_empty_when_bare(cmd: Command, ids: &[clap::Id]) -> Command {
    if ids.is_empty() {
        return cmd;
    }
    cmd.mut_args(|arg| {
        if ids.contains(arg.get_id()) && crate::level::may_be_bare(&arg) {
            arg.default_missing_value("")
                .value_parser(clap::builder::ValueParser::os_string())
        } else {
            arg
        }
    })
    .mut_subcommands(|sub| given_empty_when_bare(sub, ids))
}

/// `cmd` and its subcommands with no argument, group or subcommand required.
fn requiring_nothing(cmd: Command) -> Command {
    let mut cmd = cmd
        .mut_args(|arg| arg.required(false))
        .subcommand_required(false)
        .arg_required_else_help(false);
    let groups: Vec<clap::Id> = cmd.get_groups().map(|g| g.get_id().clone()).collect();
    for id in groups {
        cmd = cmd.mut_group(id, |g| g.required(false));
    }
    cmd.mut_subcommands(requiring_nothing)
}

/// `argv` with `words` inserted at `start` (right before the token there).
pub(crate) fn with_words(argv: &[OsString], start: usize, words: &[OsString]) -> Vec<OsString> {
    let mut out = Vec::with_capacity(argv.len() + words.len());
    out.extend_from_slice(&argv[..start]);
    out.extend_from_slice(words);
    out.extend_from_slice(&argv[start..]);
    out
}

/// The subcommand at `path` of `root`, built as clap builds a command it
/// reads (so that its usage names its parents, and its `help` subcommand
/// is the one `-h` shows).
fn built_subcommand<'a>(root: &'a mut Command, path: &[&str]) -> Option<&'a mut Command> {
    build_as_read(root);
    root.build();
    subcommand_mut(root, path)
}

/// The subcommand at `path` of `root`.
fn subcommand_mut<'a>(root: &'a mut Command, path: &[&str]) -> Option<&'a mut Command> {
    let mut cmd = root;
    for name in path {
        cmd = cmd.find_subcommand_mut(name)?;
    }
    Some(cmd)
}

/// What a surface shows of its built (sub)command as clap would: the usage
/// line (for `--help-hidden` only), the styles and the colour choice of help.
struct Shown {
    usage: StyledStr,
    styles: clap::builder::Styles,
    color: ColorChoice,
    /// The subcommands whose flags the surface lists after the command's,
    /// where it flattens its subcommands' help, in clap's order.
    flattened: Vec<FlatSubcommand>,
}

/// A subcommand whose flags a surface lists after its command's
/// ([`Flattened`], before its records are read).
struct FlatSubcommand {
    /// Its heading, as clap's flattened help writes it (`tool sub`).
    heading: String,
    /// The names leading to it from the command of the surface.
    path: Vec<String>,
    /// The ids of its global arguments and of the enclosing commands'.
    globals: Vec<String>,
}

/// The subcommands of `cmd` that clap's help lists flattened into `cmd`'s
/// (where `cmd` sets `Command::flatten_help`): its shown subcommands in
/// clap's order (display order, then name), each followed by its own where
/// it flattens them too, as clap's help writes them. `bin_name` is `cmd`'s
/// name in usage lines, `path` the names leading to `cmd` from the surface's
/// command, `globals` the ids of the global arguments of the commands
/// enclosing `cmd`.
fn flat_subcommands(cmd: &Command, bin_name: &str, path: &[String], globals: &[String], out: &mut Vec<FlatSubcommand>) {
    if !cmd.is_flatten_help_set() {
        return;
    }
    let mut subs: Vec<&Command> = cmd.get_subcommands().filter(|sub| !sub.is_hide_set()).collect();
    subs.sort_by_key(|sub| (sub.get_display_order(), sub.get_name()));
    // The globals of `cmd` and of the commands enclosing it.
    let mut enclosing = globals.to_vec();
    enclosing.extend(
        cmd.get_arguments()
            .filter(|a| a.is_global_set())
            .map(|a| a.get_id().to_string()),
    );
    for sub in subs {
        // clap's usage name of a subcommand (crate-private in clap): its
        // command's name and its own, with its flag spellings where it has
        // them (`tool {sub|--sub|-s}`).
        let mut names = sub.get_name().to_owned();
        if let Some(long) = sub.get_long_flag() {
            names.push_str(&format!("|--{long}"));
        }
        if let Some(short) = sub.get_short_flag() {
            names.push_str(&format!("|-{short}"));
        }
        if names.len() > sub.get_name().len() {
            names = format!("{{{names}}}");
        }
        let separator = if bin_name.is_empty() { "" } else { " " };
        let heading = format!("{bin_name}{separator}{names}");
        let sub_bin = sub
            .get_bin_name()
            .map_or_else(|| format!("{bin_name}{separator}{}", sub.get_name()), str::to_owned);
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name().to_owned());
        let mut sub_globals = enclosing.clone();
        sub_globals.extend(
            sub.get_arguments()
                .filter(|a| a.is_global_set())
                .map(|a| a.get_id().to_string()),
        );
        out.push(FlatSubcommand {
            heading,
            path: sub_path.clone(),
            globals: sub_globals.clone(),
        });
        flat_subcommands(sub, &sub_bin, &sub_path, &sub_globals, out);
    }
}

impl Shown {
    fn of(sub: &mut Command, request: SurfaceRequest) -> Shown {
        let color = if sub.is_disable_colored_help_set() {
            ColorChoice::Never
        } else {
            sub.get_color()
        };
        let usage = match request {
            SurfaceRequest::HelpHidden => sub.render_usage(),
            SurfaceRequest::HelpHiddenList => StyledStr::new(),
        };
        let mut flattened = Vec::new();
        let bin_name = sub.get_bin_name().unwrap_or(sub.get_name()).to_owned();
        flat_subcommands(sub, &bin_name, &[], &[], &mut flattened);
        Shown {
            usage,
            styles: sub.get_styles().clone(),
            color,
            flattened,
        }
    }
}

/// Whether clap would answer `--help` with its long form: clap's own
/// (crate-private) `Command::long_help_exists`.
fn long_help_exists(cmd: &Command) -> bool {
    let should_long = |arg: &clap::Arg| {
        !arg.is_hide_set()
            && (arg.get_long_help().is_some()
                || arg.is_hide_long_help_set()
                || arg.is_hide_short_help_set()
                || (!arg.is_hide_possible_values_set()
                    && arg
                        .get_possible_values()
                        .iter()
                        .any(|v| !v.is_hide_set() && v.get_help().is_some())))
    };
    cmd.get_long_about().is_some()
        || cmd.get_before_long_help().is_some()
        || cmd.get_after_long_help().is_some()
        || cmd.get_arguments().any(should_long)
}

/// `cmd` as the surfaces show it (see [`ArgKindCommand::display_command`]).
fn display(cmd: Command) -> Command {
    display_below(cmd, &[])
}

/// [`display`] for a command whose enclosing commands have the hidden
/// global arguments `outer` (by id): a required group may have one as a
/// member, which clap copies into the command only when it builds it.
fn display_below(cmd: Command, outer: &[clap::Id]) -> Command {
    // A required flag the user may not see stays out of usage lines, and so
    // does a hidden member of a required group. A hidden positional that a
    // required one follows stays required: clap requires every positional
    // before a required one (it names one the user must type).
    let kept = required_before_required(&cmd);
    let mut cmd = cmd.mut_args(|arg| {
        if arg.is_hide_set() && !kept.contains(arg.get_id()) {
            arg.required(false)
        } else {
            arg
        }
    });
    // (group, whether it is required, its members the user may see) of
    // each group with a hidden member: a usage line names a required one,
    // and one a required argument requires.
    let pruned: Vec<(clap::Id, bool, Vec<clap::Id>)> = cmd
        .get_groups()
        .filter(|g| g.get_args().any(|member| is_hidden(&cmd, member, outer)))
        .map(|g| {
            let shown = g
                .get_args()
                .filter(|member| !is_hidden(&cmd, member, outer))
                .cloned()
                .collect();
            (g.get_id().clone(), g.is_required_set(), shown)
        })
        .collect();
    let emptied: Vec<clap::Id> = pruned
        .iter()
        .filter(|(_, _, shown)| shown.is_empty())
        .map(|(id, _, _)| id.clone())
        .collect();
    for (id, required, shown) in pruned {
        let required = required && !shown.is_empty();
        cmd = cmd.mut_group(id, |g| {
            g.arg(clap::builder::Resettable::Reset).args(shown).required(required)
        });
    }
    // A usage line also names what the required arguments require: none
    // of it hidden.
    let unseen = |id: &str| is_hidden(&cmd, &clap::Id::from(id.to_owned()), outer) || emptied.iter().any(|g| g == id);
    let mut args_kept: Vec<(clap::Id, Vec<String>)> = Vec::new();
    for (requirer, kept) in definition::requirements_naming(&cmd, unseen) {
        match requirer {
            definition::Requirer::Arg(id) => args_kept.push((id, kept)),
            definition::Requirer::Group(id) => {
                cmd = cmd.mut_group(id, |group| {
                    kept.into_iter().fold(
                        group.requires(clap::builder::Resettable::Reset),
                        clap::ArgGroup::requires,
                    )
                });
            }
        }
    }
    if !args_kept.is_empty() {
        // In place: `mut_arg` would move the argument last, and with it a
        // positional's place.
        cmd = cmd.mut_args(|arg| match args_kept.iter().position(|(id, _)| id == arg.get_id()) {
            Some(at) => {
                let kept = std::mem::take(&mut args_kept[at].1);
                kept.into_iter()
                    .fold(arg.requires(clap::builder::Resettable::Reset), Arg::requires)
            }
            None => arg,
        });
    }
    let passed = hidden_globals(&cmd, outer);
    cmd.mut_subcommands(|sub| display_below(sub, &passed))
}

/// The required positional arguments of `cmd` (by id) that clap's check of
/// a command requires to stay required: each one a required positional
/// with a higher index follows (not one clap reads after `--` only,
/// `last`), by the index clap gives it when it builds `cmd`, and the last
/// one where one before it takes several values. Of a command
/// that allows a missing positional (`allow_missing_positional`), whose
/// check is another, every required positional.
fn required_before_required(cmd: &Command) -> Vec<clap::Id> {
    let mut next = 0;
    let mut positionals: Vec<(usize, &Arg)> = cmd
        .get_positionals()
        .map(|arg| {
            let index = arg.get_index().unwrap_or_else(|| {
                next += 1;
                next
            });
            (index, arg)
        })
        .collect();
    if cmd.is_allow_missing_positional_set() {
        return positionals
            .iter()
            .filter(|(_, arg)| arg.is_required_set())
            .map(|(_, arg)| arg.get_id().clone())
            .collect();
    }
    positionals.sort_by_key(|&(index, _)| std::cmp::Reverse(index));
    // After a positional that takes several values, the last one must be
    // required (clap cannot tell where the values end), unless the one
    // before it ends at a terminator or is read after `--` only.
    let multiple = |arg: &Arg| {
        definition::values_per_occurrence(arg).max_values() > 1 || matches!(arg.get_action(), clap::ArgAction::Append)
    };
    let last_stays = match positionals.as_slice() {
        [(_, last), (_, before), ..] => {
            !last.is_last_set()
                && before.get_value_terminator().is_none()
                && !before.is_last_set()
                && positionals[1..].iter().any(|(_, arg)| multiple(arg))
        }
        _ => false,
    };
    let mut later_required = false;
    let mut kept = Vec::new();
    for (at, (_, arg)) in positionals.iter().enumerate() {
        if !arg.is_required_set() {
            continue;
        }
        if later_required || (at == 0 && last_stays) {
            kept.push(arg.get_id().clone());
            later_required = true;
        } else if !arg.is_hide_set() && !arg.is_last_set() {
            later_required = true;
        }
    }
    kept
}

/// The hidden global arguments (by id) the subcommands of `cmd` inherit:
/// `cmd`'s own, and those of `outer` (its enclosing commands') that `cmd`
/// has no argument of the id of.
fn hidden_globals(cmd: &Command, outer: &[clap::Id]) -> Vec<clap::Id> {
    let mut passed: Vec<clap::Id> = outer
        .iter()
        .filter(|id| !cmd.get_arguments().any(|a| a.get_id() == *id))
        .cloned()
        .collect();
    passed.extend(
        cmd.get_arguments()
            .filter(|a| a.is_global_set() && a.is_hide_set())
            .map(|a| a.get_id().clone()),
    );
    passed
}

/// Whether the argument with id `id` of `cmd` is hidden: one of its own,
/// or, where it has none of that id, a hidden global of an enclosing
/// command (`outer`).
fn is_hidden(cmd: &Command, id: &clap::Id, outer: &[clap::Id]) -> bool {
    match cmd.get_arguments().find(|a| a.get_id() == id) {
        Some(arg) => arg.is_hide_set(),
        None => outer.contains(id),
    }
}

/// Whether `group` of `cmd` (whose enclosing commands have the hidden
/// globals `outer`) is required and has a hidden member: clap's usage
/// lines would name it (`<--a|--b>`).
fn hides_a_member(cmd: &Command, group: &clap::ArgGroup, outer: &[clap::Id]) -> bool {
    group.is_required_set() && group.get_args().any(|member| is_hidden(cmd, member, outer))
}

/// Whether a token of `argv` may be one clap reads as a request for help
/// or a surface of `cmd`: a long spelling that is, or begins, `help`,
/// `version`, a surface flag or the long name or an alias of an argument
/// whose action is help or version (clap's `infer_long_args` takes a
/// prefix); a short cluster holding `h`, `V` or the short name of such an
/// argument; a word that begins `help` (clap's `help` subcommand, which
/// `infer_subcommands` takes a prefix of). Values count too: this only
/// tells when the shown command is made before the parse rather than
/// after it.
fn may_ask_for_help(cmd: &Command, argv: &[OsString]) -> bool {
    let mut longs: Vec<&str> = crate::level::REQUEST_LONGS.to_vec();
    let mut shorts: Vec<char> = crate::level::REQUEST_SHORTS.to_vec();
    requests_of(cmd, &mut longs, &mut shorts);
    check::operands(cmd, argv).iter().any(|token| {
        let bytes = token.as_encoded_bytes();
        if let Some(may) = check::long_may_name(bytes, &longs) {
            return may;
        }
        if let Some(cluster) = bytes.strip_prefix(b"-") {
            return String::from_utf8_lossy(cluster).chars().any(|c| shorts.contains(&c));
        }
        crate::level::may_be_help_word(bytes)
    })
}

/// Adds the long names and aliases, and the short names and aliases, of
/// each argument of `cmd` and its subcommands whose action is help or
/// version.
fn requests_of<'a>(cmd: &'a Command, longs: &mut Vec<&'a str>, shorts: &mut Vec<char>) {
    for arg in cmd.get_arguments() {
        if crate::level::is_request(arg) {
            longs.extend(arg.get_long());
            longs.extend(arg.get_all_aliases().unwrap_or_default());
            shorts.extend(arg.get_short());
            shorts.extend(arg.get_all_short_aliases().unwrap_or_default());
        }
    }
    for sub in cmd.get_subcommands() {
        requests_of(sub, longs, shorts);
    }
}

/// `cmd` (prepared by [`apply`] with declarations `spec`) as help and
/// errors show it: [`crate::level::show`], and usage lines that name no
/// argument the user may not see.
fn shown(cmd: Command, spec: &CommandSpec, binary: Option<&str>) -> Command {
    let cmd = crate::level::show(cmd, spec, &[], None);
    if hides_a_required_arg(&cmd) {
        with_shown_usages(cmd, binary)
    } else {
        cmd
    }
}

/// Whether `cmd` or a subcommand has an argument that is hidden and
/// required, or a required group with a hidden member: clap's usage lines
/// would name it.
fn hides_a_required_arg(cmd: &Command) -> bool {
    hides_a_required_arg_below(cmd, &[])
}

/// [`hides_a_required_arg`] for a command whose enclosing commands have the
/// hidden globals `outer`.
fn hides_a_required_arg_below(cmd: &Command, outer: &[clap::Id]) -> bool {
    if hides_a_required_arg_of_its_own(cmd, outer) {
        return true;
    }
    let passed = hidden_globals(cmd, outer);
    cmd.get_subcommands()
        .any(|sub| hides_a_required_arg_below(sub, &passed))
}

/// Whether `cmd` itself (whose enclosing commands have the hidden globals
/// `outer`) has an argument that is hidden and required, a required group
/// with a hidden member, or a requirement that names a hidden argument:
/// clap's usage lines of `cmd` and of each command below it would name it.
fn hides_a_required_arg_of_its_own(cmd: &Command, outer: &[clap::Id]) -> bool {
    let hides = |id: &str| {
        let id = clap::Id::from(id.to_owned());
        is_hidden(cmd, &id, outer)
            || cmd
                .get_groups()
                .any(|g| *g.get_id() == id && g.get_args().any(|m| is_hidden(cmd, m, outer)))
    };
    cmd.get_arguments().any(|a| a.is_hide_set() && a.is_required_set())
        || cmd.get_groups().any(|g| hides_a_member(cmd, g, outer))
        || !definition::requirements_naming(cmd, hides).is_empty()
}

/// `cmd` with the usage line of each (sub)command whose usage line clap
/// would write naming a hidden required argument (its own, or one of a
/// command above it), where the application set none, written as the
/// surfaces show it ([`display`]: no argument the user may not see), so
/// that clap's `-h`, `--help` and errors name none. The other commands
/// keep clap's usage lines, which errors write after what the command line
/// gave (`Usage: cc build --a`).
fn with_shown_usages(cmd: Command, binary: Option<&str>) -> Command {
    // A multicall command's applets are each read as a command of its own,
    // named by the command line (clap clears the command's name when it
    // reads one): built with the command, their usage lines would start
    // with its empty name.
    if cmd.is_multicall_set() {
        return cmd.mut_subcommands(|applet| {
            let name = applet.get_name().to_owned();
            with_shown_usages(applet, Some(&name))
        });
    }
    let mut shown = display(cmd.clone());
    if let Some(binary) = binary {
        shown.set_bin_name(binary);
    }
    // Usage lines as clap writes them when it reads a command line: with
    // the command built as for reading, where the usage line of its `help`
    // subcommand, in flattened help, ends `help [COMMAND]...` (`build`
    // gives the `help` subcommand a subcommand for each of the command's
    // instead). The root's is written before its subcommands are built, as
    // clap writes it.
    let usage = shown.render_usage();
    for sub in shown.get_subcommands_mut() {
        build_as_read(sub);
    }
    shown.build();
    set_usages(cmd, &mut shown, Some(usage), &[], false)
}

/// Builds `cmd` and every subcommand under it as clap builds a command it
/// reads (its `help` subcommand takes the names of subcommands as values),
/// each after the command above it, which gives it its global arguments.
fn build_as_read(cmd: &mut Command) {
    // clap builds the command it writes the usage line of as for reading.
    let _ = cmd.render_usage();
    for sub in cmd.get_subcommands_mut() {
        build_as_read(sub);
    }
}

/// [`with_shown_usages`] for `cmd`, whose built display copy is `shown`,
/// and whose usage line (where clap writes it otherwise than the built
/// copy does) is `usage`; `outer`, the hidden globals of the commands
/// above it; `above`, whether one of those hides a required argument.
fn set_usages(cmd: Command, shown: &mut Command, usage: Option<StyledStr>, outer: &[clap::Id], above: bool) -> Command {
    let mut cmd = cmd;
    let hides = above || hides_a_required_arg_of_its_own(&cmd, outer);
    if hides && cmd.get_overridden_usage().is_none() {
        let usage = usage.unwrap_or_else(|| shown.render_usage());
        cmd = cmd.override_usage(crate::surface::usage_body(&usage, shown.get_styles()));
    }
    if !cmd.has_subcommands() {
        return cmd;
    }
    let passed = hidden_globals(&cmd, outer);
    cmd.mut_subcommands(|sub| match shown.find_subcommand_mut(sub.get_name()) {
        Some(shown_sub) => set_usages(sub, shown_sub, None, &passed, hides),
        None => sub,
    })
}

/// The names below the root of the subcommand of `root` at address `at`.
fn path_to(root: &Command, at: usize) -> Option<Vec<String>> {
    if std::ptr::from_ref(root) as usize == at {
        return Some(Vec::new());
    }
    root.get_subcommands().find_map(|sub| {
        let mut path = path_to(sub, at)?;
        path.insert(0, sub.get_name().to_owned());
        Some(path)
    })
}

/// Whether `err` says a required argument or subcommand is missing: the
/// effective-values surface prints anyway.
fn is_missing(err: &clap::Error) -> bool {
    matches!(
        err.kind(),
        ErrorKind::MissingRequiredArgument | ErrorKind::MissingSubcommand
    )
}

/// Whether `err` rejects a value: one the command line gave, or one an
/// environment variable did (a variable's value that is not UTF-8, for a
/// value parser that wants text, among them).
fn is_value_error(err: &clap::Error) -> bool {
    matches!(
        err.kind(),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::InvalidUtf8
    )
}

/// Whether clap's error `err` is about a token it knows nothing of: an
/// unknown argument or subcommand.
fn is_unknown_token(err: &clap::Error) -> bool {
    matches!(err.kind(), ErrorKind::UnknownArgument | ErrorKind::InvalidSubcommand)
}

/// Whether clap's error `err` is about a word taken for a subcommand where
/// the command's arguments conflict with its subcommands
/// (`args_conflicts_with_subcommands`).
fn is_subcommand_conflict(err: &clap::Error) -> bool {
    err.kind() == ErrorKind::ArgumentConflict && err.get(clap::error::ContextKind::InvalidSubcommand).is_some()
}

/// Whether clap's error `err` rejects one token rather than a number of
/// values: a token it knows nothing of, a value, a flag given a value it
/// takes none of, one given a value without the `=` it requires, or a word
/// taken for a subcommand where the command's arguments conflict with its
/// subcommands (`args_conflicts_with_subcommands`: `--fast true dm v`,
/// where `v` is no subcommand's name; clap's error names it, and is raised
/// as clap reads it, not after). clap stops at such a token before it
/// counts the values of the option the token follows (its parser resolves
/// them ignoring their error), so it never counts them where an insertion
/// before the token would.
fn rejects_a_token(err: &clap::Error) -> bool {
    is_unknown_token(err)
        || is_value_error(err)
        || is_subcommand_conflict(err)
        || matches!(err.kind(), ErrorKind::TooManyValues | ErrorKind::NoEquals)
}

/// Whether clap's error `err` rejects a value of a flag after which argkind
/// inserts tokens (a preset, a redirect), of `cmd` or of a command of
/// `path` (the subcommands clap's reading chose) that is not the innermost
/// (`level` its insertion table): clap reads such a value after the next
/// command. The flag is the one clap names by its long name, else its
/// short one (`--file <file>`), and a token of `argv` may spell it
/// (`--file`, `--file=x`, an alias, a prefix of either, a cluster holding
/// its short name or a short alias; see `check::long_may_name`): not a
/// value of its environment variable, which clap reads after the command
/// line.
fn rejects_an_inserting_flag_s_value(
    level: &Level,
    cmd: &Command,
    path: &[&str],
    err: &clap::Error,
    argv: &[OsString],
) -> bool {
    use clap::error::{ContextKind, ContextValue};
    fn inserting<'c>(level: &Level, cmd: &'c Command, path: &[&str], flag: &str) -> Option<&'c clap::Arg> {
        let (next, below) = path.split_first()?;
        let own = level.shapes.iter().enumerate().find_map(|(at, shape)| {
            let arg = level.arg(cmd, at);
            (shape.inserts() && crate::tips::spells_as_named(arg, flag)).then_some(arg)
        });
        own.or_else(|| {
            let sub = cmd.find_subcommand(next)?;
            inserting(level.child(sub.get_name())?, sub, below, flag)
        })
    }
    if !is_value_error(err) {
        return false;
    }
    let Some(ContextValue::String(named)) = err.get(ContextKind::InvalidArg) else {
        return false;
    };
    let flag = named.split(' ').next().unwrap_or_default();
    let Some(arg) = inserting(level, cmd, path, flag) else {
        return false;
    };
    // The value may be that of a variable of another argument spelled
    // alike on the path (the root's `--filter` with a variable, beside
    // `run`'s preset `--filter`): clap reads a command's variables after
    // its subcommand's checks, so the line with the insertions stops first.
    if let Some(ContextValue::String(value)) = err.get(ContextKind::InvalidValue) {
        if variable_holds(cmd, path, flag, value) {
            return false;
        }
    }
    // A long spelling that is, or begins (`infer_long_args`), a long name
    // of it, or a cluster that holds a short name of it.
    let longs: Vec<&str> = arg
        .get_long()
        .into_iter()
        .chain(arg.get_all_aliases().unwrap_or_default())
        .collect();
    check::operands(cmd, argv).iter().any(|token| {
        let token = token.as_encoded_bytes();
        check::long_may_name(token, &longs).unwrap_or_else(|| {
            token.strip_prefix(b"-").is_some_and(|cluster| {
                String::from_utf8_lossy(cluster)
                    .chars()
                    .any(|c| crate::level::has_short(arg, c))
            })
        })
    })
}

/// Whether an argument spelled `flag` (`--name` or `-c`) of `cmd` or of a
/// command of `path` below it has an environment variable that holds
/// `value`.
fn variable_holds(cmd: &Command, path: &[&str], flag: &str, value: &str) -> bool {
    let mut at = Some(cmd);
    let mut below = path.iter();
    while let Some(command) = at {
        if command
            .get_arguments()
            .any(|arg| crate::tips::spells_as_named(arg, flag) && env::holds_value(arg, value))
        {
            return true;
        }
        at = below.next().and_then(|name| command.find_subcommand(name));
    }
    false
}

/// Whether clap's error `err` is about the number of an option's values.
fn is_count_error(err: &clap::Error) -> bool {
    matches!(
        err.kind(),
        ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues | ErrorKind::TooManyValues
    )
}

/// Whether `err` is one of clap's checks after reading the command line
/// that a value from the environment can cause: a conflict, or a missing
/// argument (whose usage line lists what the parse used, a flag its
/// variable set included).
fn is_validation(err: &clap::Error) -> bool {
    matches!(
        err.kind(),
        ErrorKind::ArgumentConflict | ErrorKind::MissingRequiredArgument
    )
}

/// Whether a subcommand's `matches` (of `cmd`'s parse) hold a global with a
/// variable from the command line.
fn typed_global_with_variable(cmd: &Command, matches: &ArgMatches) -> bool {
    let (mut cmd, mut matches) = (cmd, matches);
    while let Some((name, sub_matches)) = check::chosen_subcommand(matches) {
        let Some(sub) = cmd.find_subcommand(name) else {
            return false;
        };
        let typed = sub_matches.ids().any(|id| {
            check::source_of(sub_matches, id.as_str()) == Some(clap::parser::ValueSource::CommandLine)
                && sub
                    .get_arguments()
                    .any(|a| a.get_id() == id && a.is_global_set() && a.get_env().is_some())
        });
        if typed {
            return true;
        }
        (cmd, matches) = (sub, sub_matches);
    }
    false
}

/// clap's reading of `argv` by `cmd`, which [`set_ignore_errors`] set to
/// ignore errors: what it read up to its first error, or all of it when the
/// error is a missing or conflicting argument; `None` when even that fails
/// (a surface flag). The note a surface flag leaves of it (see `trace`) is
/// cleared: it is not the parse the application sees.
pub(crate) fn read_ignoring_errors(cmd: &mut Command, argv: Vec<OsString>) -> Option<ArgMatches> {
    let read = cmd.try_get_matches_from_mut(argv).ok();
    trace::clear();
    read
}

/// Sets clap's `ignore_errors` on `cmd` and every subcommand under it: clap
/// reads the setting of each command it parses, and does not propagate it.
pub(crate) fn set_ignore_errors(cmd: &mut Command, yes: bool) {
    *cmd = std::mem::take(cmd).ignore_errors(yes);
    for sub in cmd.get_subcommands_mut() {
        set_ignore_errors(sub, yes);
    }
}

/// Whether clap's errors `a` and `b` say the same: of one kind, about the
/// same argument and value (their usage lines may differ).
fn same_error(a: &clap::Error, b: &clap::Error) -> bool {
    use clap::error::ContextKind;
    let context = |err: &clap::Error, kind| err.get(kind).map(ToString::to_string);
    a.kind() == b.kind()
        && [
            ContextKind::InvalidArg,
            ContextKind::InvalidValue,
            ContextKind::PriorArg,
        ]
        .into_iter()
        .all(|kind| context(a, kind) == context(b, kind))
}

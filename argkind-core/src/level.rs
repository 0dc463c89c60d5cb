//! Applying declarations to a `clap::Command`, in two parts. [`apply`]
//! makes what clap reads: extend becomes `Append` + `num_args(1..)`, each
//! pair gets its negation as a real (hidden) clap argument, and each
//! (sub)command gets a [`Level`]: what the insertion step needs to know of
//! its deprecated and preset flags. [`show`] makes what clap shows: tiers
//! become `hide`, and a PUBLIC pair names its negation in its help. A parse
//! that succeeds shows nothing, so `show` waits until clap must show the
//! command (help, an error).
//!
//! Everything argkind adds for its own use has an id that starts with
//! [`GENERATED`]: the negation of a pair, the marker that checks where clap
//! read an insertion, the reset of an extend target. The registry, the
//! surfaces, the tips and the facts leave those out.

use std::cell::Cell;
use std::ops::Range;

use clap::builder::{ArgPredicate, StyledStr, Styles};
use clap::{Arg, ArgAction, Command, Id};

use crate::hash::{spelling_key, IdMap, IdSet};
use crate::kind::ArgKind;
use crate::spec::{ArgSpec, CommandSpec, Name, Pair};
use crate::target::{Inherited, Named, Scope, TargetRef};
use crate::trace::{SurfaceParser, SurfaceRequest};

thread_local! {
    /// Set while [`checking`] runs: the definition checks run in any build.
    static CHECKING: Cell<bool> = const { Cell::new(false) };
}

/// Whether the preparation checks the definition (and panics on a
/// mistake): in debug builds, and in any build while [`checking`] runs.
pub(crate) fn checks() -> bool {
    cfg!(debug_assertions) || CHECKING.with(Cell::get)
}

/// `f`, with the definition checks of the preparation on in any build
/// (`ArgKindCommand::debug_assert`): off again after it, even where it
/// panics.
pub(crate) fn checking<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            CHECKING.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CHECKING.with(|c| c.replace(true)));
    f()
}

/// The id of the `--help-hidden` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN: &str = "help-hidden";
/// The id of the `--help-hidden-list` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN_LIST: &str = "help-hidden-list";
/// The id of the `--print-options` flag of the effective-values surface.
pub(crate) const PRINT_OPTIONS: &str = "print-options";
/// The id of the `--print-all-options` flag of the effective-values surface.
pub(crate) const PRINT_ALL_OPTIONS: &str = "print-all-options";

/// The long names that ask for help, the version or a surface of any
/// command: clap's `--help` and `--version`, the help surfaces and the
/// effective-values surface.
pub(crate) const REQUEST_LONGS: [&str; 6] = [
    "help",
    "version",
    HELP_HIDDEN,
    HELP_HIDDEN_LIST,
    PRINT_OPTIONS,
    PRINT_ALL_OPTIONS,
];

/// The short names that ask for help or the version of any command:
/// clap's `-h` and `-V`.
pub(crate) const REQUEST_SHORTS: [char; 2] = ['h', 'V'];

/// Whether `word`, a token that is no option, may choose clap's `help`
/// subcommand: `help`, or a prefix of it (`infer_subcommands`).
pub(crate) fn may_be_help_word(word: &[u8]) -> bool {
    !word.is_empty() && b"help".starts_with(word)
}

/// Whether `arg`'s action is help or version: one of the application's
/// own ways to ask for them.
pub(crate) fn is_request(arg: &Arg) -> bool {
    matches!(
        arg.get_action(),
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
    )
}

/// Whether `id` is one of the flags argkind adds for its surfaces.
pub(crate) fn is_surface_id(id: &str) -> bool {
    matches!(id, HELP_HIDDEN | HELP_HIDDEN_LIST | PRINT_OPTIONS | PRINT_ALL_OPTIONS)
}

/// The start of the id of every argument argkind adds for its own use.
pub(crate) const GENERATED: &str = "argkind-";
/// The id of the marker argument of every command: a marker token goes in
/// front of what argkind inserts, and its index in clap's matches says
/// whether clap read the insertion where argkind meant it.
pub(crate) const MARK: &str = "argkind-mark";
/// The marker's long name. It starts with a NUL, which no command-line
/// argument can hold: no user's token names it, not even abbreviated.
pub(crate) const MARK_LONG: &str = "\0argkind-mark";

/// The id of the argument argkind adds to every subcommand, with a
/// conditional default (see [`own_sentinel`]) and a long name no token can
/// spell (see [`OWN_LONG`]): clap holds the values a subcommand's own
/// reading set before the defaults it adds, the sentinel's among them, and
/// the copies it makes there of the globals of enclosing commands after it
/// (their arguments follow the subcommand's own once clap has built it).
/// So a global a subcommand's matches hold before the sentinel, the
/// subcommand typed.
pub(crate) const OWN: &str = "argkind-own";
/// The sentinel's long name, starting with a NUL as the marker's does.
pub(crate) const OWN_LONG: &str = "\0argkind-own";

/// The sentinel argument (see [`OWN`]) of the subcommand `cmd`, into
/// which clap copies the enclosing commands' globals `globals` (see
/// [`globals_below`]). Its default is conditional: clap gives it only where
/// the subcommand's own reading set one of them, and none is needed
/// elsewhere (its copies of them are all clap's), so the application sees
/// it in `ArgMatches::ids` only where the subcommand's matches hold one of
/// the globals anyway (`args_present` is as plain clap's).
pub(crate) fn own_sentinel(cmd: &Command, globals: &[Id]) -> Arg {
    watching(Arg::new(OWN), globals.iter().filter(|id| !declares(cmd, id.as_str())))
        .long(OWN_LONG)
        .action(ArgAction::Set)
        .value_parser(clap::builder::ValueParser::string())
        .hide(true)
        .help(NO_HELP)
}

/// Whether `cmd`, a subcommand prepared (the whole preparation, or the
/// light one), declares the argument `id` itself: it comes before the
/// sentinel, and clap's copies of the enclosing commands' globals, once a
/// parse has built the command, after it. A command without a sentinel (the
/// root, one not prepared yet) declares every argument it has.
pub(crate) fn declares(cmd: &Command, id: &str) -> bool {
    cmd.get_arguments()
        .take_while(|a| a.get_id() != OWN)
        .any(|a| a.get_id() == id)
}

/// The sentinel `sentinel` (see [`own_sentinel`]), given its default
/// where one of `watched` is present too.
pub(crate) fn watching<'i>(sentinel: Arg, watched: impl Iterator<Item = &'i Id>) -> Arg {
    sentinel.default_value_ifs(watched.map(|id| (id.clone(), ArgPredicate::IsPresent, Some(""))))
}

/// The help of an argument argkind adds that help never shows, or that has
/// no help of its own (a pair's negation): empty, which help writes as
/// none, but a help all the same for clap's `help_expected`, which checks
/// every argument of a command that sets it in debug builds.
pub(crate) const NO_HELP: &str = "";

/// Where [`apply_at`] prepares a command: how deep, and the globals of
/// the commands enclosing it (see [`globals_below`]).
#[derive(Clone, Copy)]
struct Within<'a> {
    depth: usize,
    globals: &'a [Id],
}

/// The ids of the global arguments clap copies into a subcommand of `cmd`
/// (prepared, or built by a parse: see [`declares`]), from `cmd` and,
/// through `globals`, from the commands enclosing it, but for those with a
/// variable (where it has a value, the value is in a subcommand's own
/// reading whether or not that typed it, and clap keeps no getter for
/// whether it has one).
pub(crate) fn globals_below(cmd: &Command, globals: &[Id]) -> Vec<Id> {
    let mut below: Vec<Id> = globals
        .iter()
        .filter(|id| !declares(cmd, id.as_str()))
        .cloned()
        .collect();
    below.extend(
        cmd.get_arguments()
            .take_while(|a| a.get_id() != OWN)
            .filter(|a| a.is_global_set() && a.get_env().is_none())
            .map(|a| a.get_id().clone()),
    );
    below
}

/// Whether `cmd`, a prepared command, has an argument of its own with id
/// `id`: one before argkind's marker, the last argument `apply` adds; clap's
/// copies of the enclosing commands' globals come after it once clap has
/// built the command. (A multicall root has no marker: every argument is
/// its own.)
pub(crate) fn owns(cmd: &Command, id: &str) -> bool {
    cmd.get_arguments()
        .take_while(|a| a.get_id() != MARK)
        .any(|a| a.get_id() == id)
}

/// Whether `arg` is one argkind added for its own use (see [`GENERATED`]).
pub(crate) fn is_generated(arg: &Arg) -> bool {
    arg.get_id().as_str().starts_with(GENERATED)
}

/// The id of the reset argument of the extend flag with id `id`: it
/// overrides the flag, so a preset can replace its list.
pub(crate) fn reset_id(id: &str) -> String {
    ["argkind-reset:", id].concat()
}

/// The long name of the reset argument of the extend flag with id `id`.
pub(crate) fn reset_long(id: &str) -> String {
    ["\0argkind-reset:", id].concat()
}

/// What a long spelling means to the insertion step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// A deprecated and/or preset flag (shape index).
    Special(usize),
    /// A replacement or preset target, or its negation (shape index).
    Target(usize),
}

/// What the insertion step knows of one argument it may read or write,
/// besides what the argument itself says: the names, the number of values
/// and the rest are read from the clap `Arg` when a spelling is met, so that
/// preparing a command copies no string.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    /// The argument's position among its command's arguments.
    pub(crate) arg: usize,
    /// A pair flag's negation.
    pub(crate) negation: Option<Negative>,
    pub(crate) deprecated: bool,
    /// The replacement.
    pub(crate) replacement: Option<TargetRef>,
    /// What a deprecation warning tells the user to type instead, where it
    /// names no replacement (see `ArgSpec::deprecated_instead`).
    pub(crate) instead: Option<crate::spec::Name>,
    /// The `(target, value)` entries of the level's presets.
    pub(crate) preset: Range<usize>,
}

/// The negation of a pair flag, as the insertion step spells and finds it.
#[derive(Clone, Debug)]
pub(crate) struct Negative {
    /// Its long name, without `--`.
    pub(crate) long: String,
    /// Its clap id.
    pub(crate) id: String,
}

impl Shape {
    /// Whether using the flag makes argkind insert tokens after it: a preset,
    /// or a deprecation with a replacement.
    pub(crate) fn inserts(&self) -> bool {
        self.replacement.is_some() || !self.preset.is_empty()
    }

    /// Whether the flag is deprecated or a preset flag: one the insertion
    /// step looks for.
    pub(crate) fn is_special(&self) -> bool {
        self.deprecated || !self.preset.is_empty()
    }

    /// The long spellings of `arg`, the argument of this shape: its long
    /// name, its aliases, its negation's long name.
    pub(crate) fn longs<'a>(&'a self, arg: &'a Arg) -> impl Iterator<Item = &'a str> {
        arg.get_long()
            .into_iter()
            .chain(arg.get_all_aliases().unwrap_or_default())
            .chain(self.negation.as_ref().map(|n| n.long.as_str()))
    }
}

/// The insertion table of one command.
///
/// Spellings are keyed by [`spelling_key`], not by the text: the table is
/// built for every command a program prepares, and most of its spellings are
/// never typed. A hit is confirmed against the argument's own names.
#[derive(Clone, Debug, Default)]
pub(crate) struct Level {
    pub(crate) name: String,
    pub(crate) spellings: IdMap<u64, Spelling>,
    pub(crate) shapes: Vec<Shape>,
    /// The shape of each argument that has one, keyed by the
    /// [`spelling_key`] of its id.
    pub(crate) by_id: IdMap<u64, usize>,
    /// The shape of each pair flag, keyed by the [`spelling_key`] of its
    /// negation's id.
    pub(crate) by_negation_id: IdMap<u64, usize>,
    /// Every preset of the level, `(target, value)`.
    pub(crate) presets: Vec<(TargetRef, Name)>,
    pub(crate) children: Vec<Level>,
    /// The jobs of the command's flags in registry order, once a parse has
    /// asked for them ([`Facts`](crate::Facts) lists them): they depend on
    /// the command alone, not on the command line.
    pub(crate) jobs: std::sync::OnceLock<Vec<Name>>,
    /// Whether some option of this command accepts values that start with `-`.
    pub(crate) hyphen_values: bool,
    /// Whether a positional of this command (not a `last` one) accepts
    /// values that start with `-`, or negative numbers: clap then may take
    /// a token that looks like a flag for a value (see
    /// [`may_take_more`](crate::rewrite)).
    pub(crate) hyphen_positional: bool,
    /// Whether a deprecated or preset flag of this command has a short name:
    /// only then does the insertion step read short clusters for them.
    pub(crate) special_shorts: bool,
    /// The length of the longest long name, alias or negation of a
    /// deprecated or preset flag of this command: a typed long name as long
    /// as that abbreviates none of them.
    pub(crate) special_longest: usize,
    /// Whether this command or one below it has a flag that inserts
    /// ([`Shape::inserts`]): when none has, the command line goes to clap as
    /// it is, with nothing to check.
    pub(crate) inserts: bool,
    /// Whether this command or one below it has a deprecated flag: one
    /// that inserts nothing still needs the insertion step's walk, which
    /// says where clap must hold it (see `rewrite::Plan::watched`).
    pub(crate) deprecates: bool,
    /// Whether this command or one below it has an argument with an
    /// environment variable: only then can an error be about a value the
    /// user did not type (see `env.rs`).
    pub(crate) env_args: bool,
    /// Whether this command or one below it has a value-less flag (`SetTrue`,
    /// `SetFalse`) with an environment variable: only then can the
    /// environment leave a flag at its unset value, or set one whose
    /// negation is typed.
    pub(crate) env_flags: bool,
    /// The shapes of this command's global pair flags, when it has
    /// subcommands: the flag may be typed here and negated in one of them.
    pub(crate) global_pairs: Vec<usize>,
    /// Whether this command or one below it has [`global_pairs`](Self::global_pairs).
    pub(crate) outer_pairs: bool,
    /// Whether this command or one below it has a required argument, or a
    /// required group with a member, of a tier other than PUBLIC: clap
    /// names those in the usage lines it writes when it builds a
    /// subcommand, so the command is shown (see `show`) before clap builds it.
    pub(crate) hides_required: bool,
    /// Whether this command or one below it has a deprecated option that
    /// may be given bare ([`may_be_bare`]): clap may give such an occurrence
    /// no index, so its place among the deprecation warnings needs a probe.
    pub(crate) bare_deprecated: bool,
    /// Whether this command or one below it declares a HARG argument: only
    /// then does an error about an argument need the command line, to name
    /// a HARG one as the user typed it (see `tips::name_hargs_as_typed`).
    pub(crate) declares_harg: bool,
}

/// Whether `arg` may be given bare: it takes values and may take none.
/// Without a default missing value (clap has no getter to tell), clap
/// reads such an occurrence with no value and no index.
pub(crate) fn may_be_bare(arg: &Arg) -> bool {
    arg.get_action().takes_values() && arg.get_num_args().is_some_and(|r| r.min_values() == 0)
}

impl Level {
    /// The child level of subcommand `name` (its clap name).
    pub(crate) fn child(&self, name: &str) -> Option<&Level> {
        self.children.iter().find(|c| c.name == name)
    }

    /// The argument of shape `shape`, in `cmd`: the command this level was
    /// made for.
    pub(crate) fn arg<'c>(&self, cmd: &'c Command, shape: usize) -> &'c Arg {
        let at = self.shapes[shape].arg;
        cmd.get_arguments()
            .nth(at)
            .expect("argkind: a level is read with the command it was made for")
    }

    /// The clap ids of the argument of shape `shape`, in `cmd`, and of its
    /// negation if it is a pair flag: what clap's matches hold when either
    /// spelling is typed.
    pub(crate) fn ids<'a>(&'a self, cmd: &'a Command, shape: usize) -> [Option<&'a str>; 2] {
        [
            Some(self.arg(cmd, shape).get_id().as_str()),
            self.shapes[shape].negation.as_ref().map(|n| n.id.as_str()),
        ]
    }

    /// The deprecated or preset shape of the argument at position `at` of
    /// this level's command, if it has one.
    pub(crate) fn special_at(&self, at: usize) -> Option<usize> {
        self.shapes.iter().position(|s| s.arg == at && s.is_special())
    }

    /// The shape of the argument with id `id` of `cmd`, the command this
    /// level was made for, if it has one.
    pub(crate) fn shape_of(&self, cmd: &Command, id: &str) -> Option<usize> {
        let at = *self.by_id.get(&spelling_key(&[id]))?;
        (self.arg(cmd, at).get_id() == id).then_some(at)
    }

    /// The shape of the argument with id `id` of `cmd`, or of the pair flag
    /// whose negation has id `id`, if it has one.
    pub(crate) fn shape_of_flag_or_negation(&self, cmd: &Command, id: &str) -> Option<usize> {
        self.shape_of(cmd, id).or_else(|| {
            let at = *self.by_negation_id.get(&spelling_key(&[id]))?;
            (self.shapes[at].negation.as_ref()?.id == id).then_some(at)
        })
    }

    /// Whether `below`, a command below `cmd` (the command this level was
    /// made for), has an argument of its own with the id of shape `shape`'s
    /// flag or of its negation: clap copies no global into a command that
    /// has one, nor into the commands below it, where that id is the
    /// argument of `below` (or its copy).
    pub(crate) fn shadowed_in(&self, cmd: &Command, shape: usize, below: &Command) -> bool {
        owns(below, self.arg(cmd, shape).get_id().as_str())
            || self.shapes[shape].negation.as_ref().is_some_and(|n| owns(below, &n.id))
    }

    /// The presets of shape `shape`: `(target, value)`.
    pub(crate) fn presets_of(&self, shape: usize) -> &[(TargetRef, Name)] {
        &self.presets[self.shapes[shape].preset.clone()]
    }

    /// What shape `shape` may set: its replacement, then its presets'
    /// targets, in the order it declares them.
    pub(crate) fn targets_of(&self, shape: usize) -> impl Iterator<Item = TargetRef> + '_ {
        let presets = self.presets_of(shape).iter().map(|(target, _)| *target);
        self.shapes[shape].replacement.into_iter().chain(presets)
    }

    /// What `name` (a long spelling without `--`) means in `cmd`, the command
    /// this level was made for.
    pub(crate) fn lookup(&self, cmd: &Command, name: &str) -> Option<Spelling> {
        let spelling = *self.spellings.get(&spelling_key(&[name]))?;
        let (Spelling::Special(at) | Spelling::Target(at)) = spelling;
        let arg = self.arg(cmd, at);
        let negative = || self.shapes[at].negation.as_ref().is_some_and(|n| n.long == name);
        (is_named(arg, name) || negative()).then_some(spelling)
    }

    /// Adds the shape of `arg`, at position `at` of its command, declared by
    /// `declared`, and its spellings; `target` when it is a replacement or
    /// preset target. `arg` is read before `apply_arg` changes it: an extend
    /// flag is no longer a `SetTrue` flag afterwards.
    fn add_shape(&mut self, arg: &Arg, at: usize, declared: Option<&ArgSpec>, target: bool) {
        let shape_at = self.shapes.len();
        let negation = declared.and_then(|d| {
            let long = negation_long(arg, d)?.into_owned();
            let id = d.negative_id(&long);
            Some(Negative { long, id })
        });
        let deprecated = declared.is_some_and(ArgSpec::is_deprecated);
        let special = deprecated || declared.is_some_and(|d| !d.preset.is_empty());
        self.special_shorts |= special && (arg.get_short().is_some() || arg.get_all_short_aliases().is_some());
        let spelling = if special {
            Some(Spelling::Special(shape_at))
        } else {
            target.then_some(Spelling::Target(shape_at))
        };
        if let (Some(spelling), Some(long)) = (spelling, arg.get_long()) {
            let mut longest = long.len();
            self.insert(&[long], spelling);
            for alias in arg.get_all_aliases().unwrap_or_default() {
                self.insert(&[alias], spelling);
                longest = longest.max(alias.len());
            }
            if let Some(negation) = &negation {
                self.insert(&[&negation.long], spelling);
                longest = longest.max(negation.long.len());
            }
            if special {
                self.special_longest = self.special_longest.max(longest);
            }
        }
        self.by_id.insert(spelling_key(&[arg.get_id().as_str()]), shape_at);
        if let Some(negation) = &negation {
            self.by_negation_id.insert(spelling_key(&[&negation.id]), shape_at);
        }
        self.shapes.push(Shape {
            arg: at,
            negation,
            deprecated,
            replacement: None,
            instead: declared.and_then(|d| d.deprecated.as_ref()?.instead().cloned()),
            preset: 0..0,
        });
    }

    /// Adds spelling `parts` (concatenated) to the table.
    fn insert(&mut self, parts: &[&str], spelling: Spelling) {
        self.spellings.insert(spelling_key(parts), spelling);
    }
}

/// `arg`, an extend flag, as clap reads it: `Append`, one or more values
/// at each occurrence.
pub(crate) fn as_list(arg: Arg) -> Arg {
    arg.action(ArgAction::Append).num_args(1..)
}

/// The long name of the negation of `arg`, a pair flag by `declared`
/// (its declaration): `None` where `arg` is not a `SetTrue` flag that
/// takes no list (a pair on any other is a definition error, ignored in
/// release builds), has no long name, or is no pair.
pub(crate) fn negation_long<'d>(arg: &Arg, declared: &'d ArgSpec) -> Option<std::borrow::Cow<'d, str>> {
    is_pair_flag(arg, declared)
        .then(|| declared.negative_long(arg.get_long()?))
        .flatten()
}

/// [`negation_long`] in two parts, unjoined (see
/// [`ArgSpec::negative_parts`]).
pub(crate) fn negation_parts<'a>(arg: &'a Arg, declared: &'a ArgSpec) -> Option<(&'a str, &'a str)> {
    is_pair_flag(arg, declared)
        .then(|| declared.negative_parts(arg.get_long()?))
        .flatten()
}

/// Whether `arg` may be a pair flag by `declared`: a `SetTrue` flag that
/// takes no list.
fn is_pair_flag(arg: &Arg, declared: &ArgSpec) -> bool {
    matches!(arg.get_action(), ArgAction::SetTrue) && !extends(arg, Some(declared))
}

/// Whether `name` (a long spelling without `--`) names `arg`: its long or an
/// alias.
pub(crate) fn is_named(arg: &Arg, name: &str) -> bool {
    arg.get_long() == Some(name) || arg.get_all_aliases().is_some_and(|aliases| aliases.contains(&name))
}

/// The maximum number of values one occurrence of `arg` takes.
pub(crate) fn max_values(arg: &Arg) -> usize {
    match arg.get_num_args() {
        Some(range) => range.max_values(),
        None => usize::from(arg.get_action().takes_values()),
    }
}

/// What `apply` adds to a command after reading its arguments: negations of
/// its pairs and resets of its extend targets.
#[derive(Default)]
struct Added {
    args: Vec<Arg>,
    /// The declaration of each negation argument, by its id.
    negations: Vec<(Name, ArgSpec)>,
    /// The id of each pair's negation not added as an argument (see
    /// [`Extent::Named`]), for which an empty group stands in.
    stand_ins: Vec<clap::Id>,
    /// The long name of each of `negations`, in order (debug builds only:
    /// for the check of their ids).
    negation_longs: Vec<String>,
    /// The short name of each of `negations`, in order (debug builds only:
    /// for the check of clap's own letters).
    negation_shorts: Vec<Option<char>>,
}

/// Applies `spec` to `cmd` and its subcommands for the parse (see the
/// module's documentation; [`show`] does the rest); returns the changed
/// command and its insertion table.
///
/// # Panics
///
/// In debug builds, on a definition error: a tier contradicting the naming
/// rule (a long name starting with `internal-` is INTERNAL), a declaration
/// naming an argument or subcommand that does not exist, a pair on an
/// argument that is not a `SetTrue` flag, an enable/disable pair whose long
/// does not start with `enable-`, a noable flag named `no-...`, a negation
/// name that is empty, starts with `-` or holds `=`, two negations of one
/// long name or id, extend on a
/// flag whose action takes no values, an argument with the id of a surface
/// flag, a replacement or preset target that names no argument of the
/// command or global argument of an enclosing command, or one without a
/// long name. The checks that need the prepared command are
/// `definition::check`'s.
///
/// Each pair's negation argument gets a declaration of its own in `spec`
/// (see [`ArgSpec::get_negates`]), with its tier: the registry, the
/// surfaces, the tips and the facts find it there.
pub(crate) fn apply(cmd: Command, spec: &mut CommandSpec, is_root: bool) -> (Command, Level) {
    apply_with(cmd, spec, is_root, Extent::Whole)
}

/// How much of the insertion table and of the pairs' negations a
/// preparation makes.
#[derive(Clone, Copy)]
pub(crate) enum Extent<'w> {
    /// All of it: the whole preparation, for any command line.
    Whole,
    /// What a command line that names no pair's negation, and no
    /// deprecated or preset flag but those of `flags` (clap ids), needs
    /// (see `light::plan`): a shape for each of `flags` and for each
    /// target, and the negation, as an argument, of only the pairs that
    /// `targets` name (the targets of `flags`, as declared: a clap id, or a
    /// long name written `--name`), the only ones the insertion step may
    /// spell. An empty group stands in for the id of each other negation,
    /// as in the light reading.
    Named { flags: &'w [String], targets: &'w [String] },
}

impl Extent<'_> {
    /// Whether the table holds a shape for `arg`, declared by `declared`
    /// (with a pair, a deprecation or a preset), where no target names it.
    fn spells(self, arg: &Arg, declared: &ArgSpec) -> bool {
        match self {
            Extent::Whole => true,
            Extent::Named { flags, .. } => {
                declared.is_special() && flags.iter().any(|flag| arg.get_id() == flag.as_str())
            }
        }
    }

    /// Whether the negation of the pair flag `arg` is added as an argument.
    fn registers(self, arg: &Arg) -> bool {
        match self {
            Extent::Whole => true,
            Extent::Named { targets, .. } => targets.iter().any(|target| crate::target::names(arg, target)),
        }
    }
}

/// [`apply`], to the extent `extent` says.
pub(crate) fn apply_with(cmd: Command, spec: &mut CommandSpec, is_root: bool, extent: Extent<'_>) -> (Command, Level) {
    let renumber = has_pairs(spec)
        && (has_negation_entries(spec) || cmd.has_subcommands() || has_own_orders(spec) || sets_orders(&cmd));
    let root = Within { depth: 0, globals: &[] };
    apply_at(cmd, spec, is_root, root, &[], renumber, extent)
}

/// The display order clap gives an argument that sets none, its own
/// `--help` and `--version` among them.
const UNSET_ORDER: usize = 999;

/// Whether `spec` or a subcommand's declarations give a pair's negation an
/// entry of its own (a help text or a tier of its own).
fn has_negation_entries(spec: &CommandSpec) -> bool {
    spec.args
        .values()
        .any(|d| d.negation.as_ref().is_some_and(|n| n.has_help() || n.kind.is_some()))
        || spec.subcommands.iter().any(|(_, sub)| has_negation_entries(sub))
}

/// Whether `spec` or a subcommand's declarations say that the application
/// set an argument's display order ([`CommandSpec::own_display_order`]).
fn has_own_orders(spec: &CommandSpec) -> bool {
    !spec.own_orders.is_empty() || spec.subcommands.iter().any(|(_, sub)| has_own_orders(sub))
}

/// Whether an argument of `cmd` (which has no subcommands) has a display
/// order other than the one clap numbers it with from 0: an order the
/// application set, or numbers from a `next_display_order`, which a
/// negation's place may then move past (or tie with).
fn sets_orders(cmd: &Command) -> bool {
    cmd.get_arguments()
        .filter(|a| !a.is_positional())
        .enumerate()
        .any(|(place, a)| a.get_display_order() != place && a.get_display_order() < UNSET_ORDER)
}

/// Whether `spec` or a subcommand's declarations declare a pair.
fn has_pairs(spec: &CommandSpec) -> bool {
    spec.args.values().any(|d| d.pair.is_some()) || spec.subcommands.iter().any(|(_, sub)| has_pairs(sub))
}

/// The places negations take in a command's display order (see
/// `renumber` in [`apply_at`]), by the command's non-positional arguments
/// in the order they were added, where clap numbers an argument that sets
/// no order of its own: from 0, or from where `next_display_order` says,
/// one more for each. An argument's place and its order are then a
/// constant apart in a run of arguments clap numbered (its offset); an
/// order the application set is told by its declaration
/// ([`CommandSpec::own_display_order`]), else by an offset no other
/// argument has.
#[derive(Default)]
struct Numbering {
    /// Per non-positional argument: its offset, where clap numbered it.
    offsets: Vec<Option<isize>>,
    /// Per non-positional argument: whether clap numbers nothing there
    /// (after `next_display_order(None)`): it has clap's order for an
    /// argument that sets none, or an order of its own before one that has.
    unset: Vec<bool>,
    /// Per non-positional argument: whether it is a pair flag.
    pairs: Vec<bool>,
    /// The next argument's place.
    place: usize,
    /// The run clap was numbering at the place reached (the offset of the
    /// last argument it numbered), and the pair flags met in each run.
    run: Option<isize>,
    passed: Vec<(isize, usize)>,
}

impl Numbering {
    fn of(cmd: &Command, spec: &CommandSpec) -> Numbering {
        let own = |id: &str| spec.own_orders.iter().any(|o| o == id);
        let mut offsets: Vec<Option<isize>> = Vec::new();
        let (mut unset, mut pairs, mut ours) = (Vec::new(), Vec::new(), Vec::new());
        for (place, arg) in cmd.get_arguments().filter(|a| !a.is_positional()).enumerate() {
            let id = arg.get_id().as_str();
            let order = arg.get_display_order();
            let numbered = order < UNSET_ORDER && !own(id);
            offsets.push(numbered.then(|| order as isize - place as isize));
            // argkind's own flags (the surfaces, with orders past any
            // application's) say nothing of clap's numbering.
            let argkind_s = is_surface_id(id) || is_generated(arg);
            unset.push(order >= UNSET_ORDER && !own(id) && !argkind_s);
            ours.push(argkind_s);
            pairs.push(spec.args.get(id).is_some_and(|d| negation_parts(arg, d).is_some()));
        }
        // An offset that only one argument has is an order the
        // application set; but for clap's own run from 0, which may hold
        // one argument only.
        let mut counted: Vec<(isize, usize)> = Vec::new();
        for offset in offsets.iter().flatten() {
            match counted.iter_mut().find(|(o, _)| o == offset) {
                Some((_, n)) => *n += 1,
                None => counted.push((*offset, 1)),
            }
        }
        for offset in &mut offsets {
            if offset.is_some_and(|o| o != 0 && counted.iter().any(|&(c, n)| c == o && n == 1)) {
                *offset = None;
            }
        }
        // An argument with an order of its own stands where clap numbers
        // nothing when the next one clap would number is unnumbered (a
        // struct that sets `next_display_order = None` before its fields).
        let mut ahead = None;
        for at in (0..unset.len()).rev() {
            if ours[at] {
                continue;
            }
            match (offsets[at].is_some() || unset[at], ahead) {
                (true, _) => ahead = Some(unset[at]),
                (false, Some(off)) => unset[at] = off,
                (false, None) => {}
            }
        }
        Numbering {
            offsets,
            unset,
            pairs,
            // clap numbers from 0 until `next_display_order` says otherwise.
            run: Some(0),
            ..Numbering::default()
        }
    }

    /// How many places the next non-positional argument moves down: the
    /// pair flags before it in its run, each of whose negations takes a
    /// place (0 for an order the application set); and, for a pair flag
    /// whose order the application set, the place its negation takes in the
    /// run clap was numbering there: the number clap would have given a twin
    /// written right after the flag, which ties with the flag's own order
    /// or with no other argument's. Where clap numbers nothing (after
    /// `next_display_order(None)`), a twin had clap's order for an
    /// argument that sets none, as the flag has, and the negation takes it.
    fn next(&mut self) -> (usize, Option<usize>) {
        let place = self.place;
        self.place += 1;
        let Some(&offset) = self.offsets.get(place) else {
            return (0, None);
        };
        if self.unset[place] {
            self.run = None;
        }
        if offset.is_some() {
            self.run = offset;
        }
        let passed = |run: Option<isize>, passed: &[(isize, usize)]| {
            run.and_then(|r| passed.iter().find(|(o, _)| *o == r))
                .map_or(0, |(_, n)| *n)
        };
        let shift = if offset.is_some() {
            passed(offset, &self.passed)
        } else {
            0
        };
        // A pair flag's negation takes a place in the run clap is numbering
        // where the flag stands.
        let mut slot = None;
        if self.pairs[place] {
            match self.run {
                Some(run) => {
                    let before = passed(Some(run), &self.passed);
                    if offset.is_none() {
                        slot = usize::try_from(place as isize + 1 + run + before as isize).ok();
                    }
                    match self.passed.iter_mut().find(|(o, _)| *o == run) {
                        Some((_, n)) => *n += 1,
                        None => self.passed.push((run, 1)),
                    }
                }
                None => slot = Some(UNSET_ORDER),
            }
        }
        (shift, slot)
    }
}

/// [`apply`] for the command at depth `depth`, whose enclosing commands
/// have the arguments `inherited` that declarations below them name.
fn apply_at(
    cmd: Command,
    spec: &mut CommandSpec,
    is_root: bool,
    within: Within<'_>,
    inherited: &[Inherited],
    renumber: bool,
    extent: Extent<'_>,
) -> (Command, Level) {
    let Within { depth, globals } = within;
    let mut level = Level {
        name: cmd.get_name().to_owned(),
        ..Level::default()
    };
    let name = level.name.clone();
    // Sized first: growing a table hashes every key again.
    let (mut spelled, mut targeting, mut pairs) = (0usize, 0usize, 0usize);
    for declared in spec.args.values() {
        spelled += usize::from(declared.needs_spelling());
        pairs += usize::from(declared.pair.is_some());
        targeting += usize::from(declared.get_replacement().is_some()) + declared.preset.len();
    }
    // The targets this command's declarations name, and those below it
    // (a global argument of this command may be one).
    // Prepared to a named extent, only the named flags' targets: a table
    // entry for every target of a large command would cost more than the
    // rest of the preparation. (A target's own targets are left out: a
    // target that is deprecated or presets others is a definition error,
    // which the whole preparation reports first in debug builds.)
    let mut named = match extent {
        Extent::Whole => Named::of(spec),
        Extent::Named { flags, .. } => Named::of_flags(spec, flags),
    };
    let below = Named::below(spec);
    let mut reached: Vec<Inherited> = Vec::new();
    level.spellings.reserve(2 * spelled + 2 * targeting);
    level.shapes.reserve(spelled + targeting);
    level.by_id.reserve(spelled + targeting);
    // The declaration of each shape, by shape index.
    let mut declarations: Vec<&ArgSpec> = Vec::with_capacity(spelled + targeting);
    // A clap `Arg` is several hundred bytes (624 in clap 4.6): a vector
    // grown by doubling copies every one again at each step. Every pair
    // gets a negation (an extend preset target's reset goes in too, rarely).
    let mut added = Added {
        args: Vec::with_capacity(pairs),
        negations: Vec::with_capacity(pairs),
        stand_ins: Vec::new(),
        negation_longs: Vec::new(),
        negation_shorts: Vec::new(),
    };
    let mut declared_seen = 0usize;
    // The surface flags go in first: `mut_args` then moves every argument
    // into a vector of the exact size, and a push after it would copy all
    // of them again into one twice as large (fresh pages, on a large command).
    // A negation stands right after its flag in help, as a hand-written
    // twin did, and where a subcommand's help lists an enclosing command's
    // globals among its own arguments, they stand where they stood beside
    // a twin: clap's derive numbers each argument as it comes, so deleting a
    // twin moved every later one a place up. Where it can show
    // (`renumber`: a negation has an entry of its own, the tree has
    // subcommands, or an order clap did not number from 0 may tie with
    // or pass a negation's place), each pair flag keeps the place after it for its
    // negation: every argument clap numbered after it moves one place down
    // (an order the application set stays: a twin moved none).
    let mut cmd = cmd.args_override_self(true);
    if checks() {
        check_reserved_ids(&cmd, &name);
        if depth == 0 && spec.print_options {
            check_print_ids(&cmd);
        }
        assert!(
            spec.flags_env.as_deref() != Some(""),
            "argkind: command `{name}` names an empty flags variable, which names none: name the environment variable that holds extra flags (`CommandSpec::flags_env(\"MYTOOL_FLAGS\")`)"
        );
        if let Some(variable) = spec.flags_env.as_ref().filter(|_| depth > 0) {
            panic!(
                "argkind: subcommand `{name}` names `{variable}` as its flags variable, but the variable is read for the whole command line: name it in the root command's declarations (`CommandSpec::flags_env`, `#[argkind(flags_env = \"...\")]` on the root struct)"
            );
        }
        assert!(
            depth == 0 || !(spec.print_options || spec.record_sources),
            "argkind: subcommand `{name}` turns on the effective-values surface or the recording of sources, which belong to the whole command line: turn them on in the root command's declarations (`CommandSpec::print_options`, `CommandSpec::record_sources`, `#[argkind(print_options)]`, `#[argkind(record_sources)]` on the root struct)"
        );
        assert!(
            depth == 0 || !spec.response_files,
            "argkind: subcommand `{name}` turns response files on, but they are read from the whole command line before any subcommand is chosen: turn them on in the root command's declarations (`CommandSpec::response_files`, `#[argkind(response_files)]` on the root struct)"
        );
    }
    // A multicall command takes no arguments (clap rejects any): each of
    // its subcommands, the applets, is a root of its own to the user.
    let multicall = depth == 0 && cmd.is_multicall_set();
    if is_root && !multicall {
        match extent {
            Extent::Whole => add_surface_flags(&mut cmd),
            // A command line that asks for no surface (`light::plan`).
            Extent::Named { .. } => added
                .stand_ins
                .extend([HELP_HIDDEN, HELP_HIDDEN_LIST].map(clap::Id::from)),
        }
        if spec.print_options {
            add_print_flags(&mut cmd);
        }
    }
    // One look at each argument, by reference: the level, the negations
    // and resets to add, and which arguments the parse needs changed (an
    // extend flag, a pair flag, a display order to double). What only help
    // and errors show (tiers as `hide`, a pair's note) waits for `show`.
    let mut changes: Vec<(usize, Change)> = Vec::new();
    let mut numbering = if renumber {
        Numbering::of(&cmd, spec)
    } else {
        Numbering::default()
    };
    for (at, arg) in cmd.get_arguments().enumerate() {
        let declared = spec.args.get(arg.get_id().as_str());
        declared_seen += usize::from(declared.is_some());
        level.hyphen_values |= arg.is_allow_hyphen_values_set();
        level.hyphen_positional |= arg.is_positional()
            && !arg.is_last_set()
            && (arg.is_allow_hyphen_values_set() || arg.is_allow_negative_numbers_set());
        level.hides_required |= arg.is_required_set() && tier_of(arg, declared) != ArgKind::Public;
        level.bare_deprecated |= declared.is_some_and(ArgSpec::is_deprecated) && may_be_bare(arg);
        level.declares_harg |= declared.is_some_and(|d| d.get_kind() == Some(ArgKind::Harg));
        if arg.get_env().is_some() {
            level.env_args = true;
            level.env_flags |= matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::SetFalse);
        }
        let own = if named.is_empty() { None } else { named.names(arg) };
        let from_below = if below.is_empty() { None } else { below.names(arg) };
        let for_below = from_below.filter(|_| arg.is_global_set());
        let is_target = own.is_some() || for_below.is_some();
        let mut shape = None;
        let spells = declared.is_some_and(|d| d.needs_spelling() && extent.spells(arg, d));
        if spells || is_target {
            let shape_at = level.shapes.len();
            if own.is_some() {
                named.mark(arg, shape_at);
            }
            level.add_shape(arg, at, declared, is_target);
            declarations.push(declared.unwrap_or(&NOTHING));
            let preset_target = own == Some(true) || for_below == Some(true);
            if preset_target && is_extend(arg, declared) {
                added.args.push(reset_arg(arg));
            }
            shape = Some(shape_at);
        }
        if from_below.is_some() {
            reached.push(Inherited::new(depth, &name, arg, shape));
        }
        let order = arg.get_display_order();
        // Numbered by clap, it moves down past the negations' places
        // before it; an order the application set stays.
        let (shift, slot) = if arg.is_positional() {
            (0, None)
        } else {
            numbering.next()
        };
        let renumbered = shift > 0;
        let order = order + shift;
        // A negation stands right after its flag; a twin of a flag whose
        // order the application set stood where clap's numbering was.
        let negation_order = slot.unwrap_or(order.saturating_add(1));
        let change = match declared {
            // Only an extend flag changes how clap reads what the command
            // line names.
            Some(declared) => {
                let negative = shape.and_then(|at| level.shapes[at].negation.as_ref());
                if shape.is_none() && declared.pair.is_some() {
                    // A pair no target names, whose negation the command
                    // line does not name (`Extent::Named`).
                    if let Some(parts) = negation_parts(arg, declared) {
                        added.stand_ins.push(declared.negative_id_of(parts).into());
                    }
                }
                change_of(arg, declared, negative, negation_order, &name, extent, &mut added)
            }
            None => Change::default(),
        };
        if renumbered || change != Change::default() {
            changes.push((
                at,
                Change {
                    order: renumbered.then_some(order),
                    ..change
                },
            ));
        }
    }
    let cmd = if changes.is_empty() {
        cmd
    } else {
        let mut at = 0usize;
        let mut next = changes.iter().peekable();
        cmd.mut_args(|arg| {
            let here = at;
            at += 1;
            match next.next_if(|(p, _)| *p == here) {
                Some((_, change)) => change.apply(arg),
                None => arg,
            }
        })
    };
    if checks() && declared_seen < spec.args.len() {
        // The declarations of negations a reading that added only some
        // of them (`Extent::Named`) put in, which the whole
        // preparation that follows it puts in again.
        let mut missing: Vec<&str> = spec
            .args
            .iter()
            .filter(|(_, declared)| declared.negates.is_none())
            .map(|(k, _)| k.as_ref())
            .filter(|id| !cmd.get_arguments().any(|a| a.get_id() == *id))
            .collect();
        missing.sort_unstable();
        assert!(
            missing.is_empty(),
            "argkind: command `{name}` declares {missing:?} but has no argument with that id; remove the declaration, or use the clap id of one of its arguments (`Arg::new(\"...\")`; in the derive, the field's name){}",
            close_ids(&cmd, &missing)
        );
    }
    // A command prepared before (`debug_assert` prepares a copy again)
    // already has what argkind adds.
    let prepared = cmd.get_arguments().any(|a| a.get_id() == MARK);
    if prepared {
        added
            .args
            .retain(|a| !cmd.get_arguments().any(|b| b.get_id() == a.get_id()));
    } else if checks() {
        check_negation_ids(&cmd, &added, &name, is_root);
    }
    let mut cmd = cmd.args(added.args);
    if !prepared && !added.negations.is_empty() {
        cmd = with_negations_in_groups(cmd, &added.negations, spec);
    }
    if !added.stand_ins.is_empty() {
        cmd = with_stand_ins(cmd, added.stand_ins);
    }
    if !prepared && !multicall {
        let mark = Arg::new(MARK)
            .long(MARK_LONG)
            .action(ArgAction::Append)
            .num_args(0)
            .default_missing_value("")
            .hide(true)
            .help(NO_HELP);
        cmd = cmd.arg(mark);
        if depth > 0 {
            let sentinel = own_sentinel(&cmd, globals);
            cmd = cmd.arg(sentinel);
        }
    }
    let scope = Scope {
        name: &name,
        depth,
        named: &named,
        inherited,
    };
    link_shapes(&mut level, &cmd, &declarations, &scope);
    for (id, negation) in added.negations {
        spec.args.insert(id, negation);
    }
    // What the subcommands inherit: the arguments named below this command,
    // its own and those of enclosing commands it does not shadow (clap
    // copies no global into a command that has an argument of its id).
    let mut passed: Vec<Inherited> = inherited
        .iter()
        .filter(|g| !cmd.get_arguments().any(|a| a.get_id() == g.id()))
        .cloned()
        .collect();
    passed.extend(reached);
    let mut children = Vec::new();
    if checks() {
        for (sub, _) in &spec.subcommands {
            // By its name: a declaration under an alias would be read by
            // nothing (declarations are matched to subcommands by name).
            if cmd.get_subcommands().any(|s| s.get_name() == sub.as_ref()) {
                continue;
            }
            match cmd.find_subcommand(sub.as_ref()) {
                Some(aliased) => panic!(
                    "argkind: command `{name}` declares subcommand `{sub}`, which is an alias of `{}`; declare it by its name (`CommandSpec::subcommand(\"{}\", ...)`)",
                    aliased.get_name(),
                    aliased.get_name()
                ),
                None => panic!("argkind: command `{name}` declares subcommand `{sub}` but has none of that name"),
            }
        }
    }
    let below = if cmd.has_subcommands() {
        globals_below(&cmd, globals)
    } else {
        Vec::new()
    };
    let within = Within {
        depth: depth + 1,
        globals: &below,
    };
    let cmd = cmd.mut_subcommands(|sub| {
        // A subcommand that declares nothing has no pair to declare a
        // negation for.
        let (sub, sub_level) = match spec.subcommands.iter_mut().find(|(n, _)| n == sub.get_name()) {
            Some((_, sub_spec)) => apply_at(sub, sub_spec, is_root && multicall, within, &passed, renumber, extent),
            None => apply_at(
                sub,
                &mut CommandSpec::new(),
                is_root && multicall,
                within,
                &passed,
                renumber,
                extent,
            ),
        };
        children.push(sub_level);
        sub
    });
    level.children = children;
    level.inserts = level.shapes.iter().any(Shape::inserts) || level.children.iter().any(|c| c.inserts);
    level.deprecates = level.shapes.iter().any(|s| s.deprecated) || level.children.iter().any(|c| c.deprecates);
    level.env_args |= level.children.iter().any(|c| c.env_args);
    level.env_flags |= level.children.iter().any(|c| c.env_flags);
    level.bare_deprecated |= level.children.iter().any(|c| c.bare_deprecated);
    level.declares_harg |= level.children.iter().any(|c| c.declares_harg);
    level.hides_required |= level.children.iter().any(|c| c.hides_required) || relations_require_hidden(&cmd, spec);
    if cmd.has_subcommands() {
        level.global_pairs = (0..level.shapes.len())
            .filter(|&s| level.shapes[s].negation.is_some() && level.arg(&cmd, s).is_global_set())
            .collect();
    }
    level.outer_pairs = !level.global_pairs.is_empty() || level.children.iter().any(|c| c.outer_pairs);
    (cmd, level)
}

/// Whether a required group of `cmd` (declared by `spec`) has a member of
/// a tier other than PUBLIC, or a required argument requires one: clap
/// names those in the usage lines it writes (the other half of
/// [`Level::hides_required`], with a required argument of such a tier).
pub(crate) fn relations_require_hidden(cmd: &Command, spec: &CommandSpec) -> bool {
    let non_public = |member: &clap::Id| {
        cmd.get_arguments()
            .find(|a| a.get_id() == member)
            .is_some_and(|a| tier_of(a, spec.args.get(member.as_str())) != ArgKind::Public)
    };
    cmd.get_groups()
        .filter(|g| g.is_required_set())
        .any(|g| g.get_args().any(non_public))
        // What a required argument requires is in usage lines too.
        || !crate::definition::requirements_naming(cmd, |id| {
            let id = clap::Id::from(id.to_owned());
            non_public(&id) || cmd.get_groups().any(|g| *g.get_id() == id && g.get_args().any(non_public))
        })
        .is_empty()
}

/// For a message: the ids of `cmd`'s own arguments close to each of
/// `missing` (clap's measure of a similar argument, `strsim::jaro` above
/// `tips::SIMILAR`, or the same id with `-` for `_`), as ` (did you mean `level` for
/// `levle`?)`; empty when none is.
fn close_ids(cmd: &Command, missing: &[&str]) -> String {
    let ids: Vec<&str> = cmd
        .get_arguments()
        .map(|a| a.get_id().as_str())
        .filter(|id| !id.starts_with(GENERATED) && !is_surface_id(id))
        .collect();
    let guesses: Vec<String> = missing
        .iter()
        .filter_map(|wrong| {
            let same = ids.iter().find(|id| id.replace('-', "_") == wrong.replace('-', "_"));
            let closest = same.or_else(|| {
                ids.iter()
                    .map(|id| (strsim::jaro(wrong, id), id))
                    .filter(|(confidence, _)| *confidence > crate::tips::SIMILAR)
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, id)| id)
            })?;
            Some(format!("`{closest}` for `{wrong}`"))
        })
        .collect();
    if guesses.is_empty() {
        String::new()
    } else {
        format!(" (did you mean {}?)", guesses.join(", "))
    }
}

/// Whether `arg` (declared by `declared`) collects values: an extend flag or
/// an `Append` option.
fn is_extend(arg: &Arg, declared: Option<&ArgSpec>) -> bool {
    extends(arg, declared) || matches!(arg.get_action(), ArgAction::Append)
}

/// Whether `arg` is an extend flag by `declared`: extend is declared, and
/// `arg`'s action takes values (on a `SetTrue`, `SetFalse` or `Count` flag
/// the declaration is a definition error, ignored in release builds).
fn extends(arg: &Arg, declared: Option<&ArgSpec>) -> bool {
    declared.is_some_and(|d| d.extend) && arg.get_action().takes_values()
}

/// Checks that no argument of `cmd` (named `name`), unless argkind
/// prepared it before, has the id of a surface flag argkind adds: clap
/// would keep the application's argument and drop argkind's.
///
/// # Panics
///
/// When one has.
fn check_reserved_ids(cmd: &Command, name: &str) {
    let mut reserved = None;
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if id == MARK {
            return;
        }
        if reserved.is_none() && (id == HELP_HIDDEN || id == HELP_HIDDEN_LIST) {
            reserved = Some(id);
        }
    }
    if let Some(id) = reserved {
        panic!(
            "argkind: argument `{id}` of command `{name}` has the id of the `--{id}` surface flag, which argkind adds to every command itself; give the argument another id and long name"
        );
    }
}

/// Checks that no argument of `cmd` or of a subcommand, unless argkind
/// prepared it before, has the id of an effective-values surface flag
/// (`--print-options`, `--print-all-options`), which the command turns on:
/// argkind would not add its own at the root, and below, the argument
/// would keep clap from copying argkind's global into that command.
///
/// # Panics
///
/// When one has.
fn check_print_ids(cmd: &Command) {
    if cmd.get_arguments().any(|a| a.get_id() == MARK) {
        return;
    }
    let own = cmd
        .get_arguments()
        .map(|a| a.get_id().as_str())
        .find(|id| matches!(*id, PRINT_OPTIONS | PRINT_ALL_OPTIONS));
    if let Some(id) = own {
        panic!(
            "argkind: argument `{id}` of command `{}` has the id of the `--{id}` surface flag, which argkind adds itself where the command turns the effective-values surface on; give the argument another id and long name, or turn the surface off",
            cmd.get_name()
        );
    }
    for sub in cmd.get_subcommands() {
        check_print_ids(sub);
    }
}

/// Checks that no negation argkind adds has the id of an argument of `cmd`
/// (named `name`): clap would reject the command, and an application
/// adopting argkind most often still has the hand-written twin; and that no
/// two negations it adds share a long name or an id: clap would reject the
/// command naming neither pair flag; and, at the root (`is_root`), that no
/// negation has the short name clap gives its help or version flag.
///
/// # Panics
///
/// When one has, or two do.
fn check_negation_ids(cmd: &Command, added: &Added, name: &str, is_root: bool) {
    let flag_of = |negation: &ArgSpec| negation.get_negates().unwrap_or_default().to_owned();
    // The pair flag of each long name and id met so far.
    let mut longs: IdMap<&str, String> = IdMap::default();
    let mut ids: IdMap<&str, String> = IdMap::default();
    for ((id, negation), long) in added.negations.iter().zip(&added.negation_longs) {
        let flag = flag_of(negation);
        if cmd.get_arguments().any(|a| a.get_id() == id.as_ref()) {
            panic!(
                "argkind: the negation of pair flag `{flag}` of command `{name}` has the id `{id}`, which another argument of the command has; argkind adds the negation itself: remove that argument (a hand-written twin of the pair), or give the negation another id (`Negation::id`, or `negation(id = \"...\")` in the derive)"
            );
        }
        if let Some(first) = longs.insert(long, flag.clone()) {
            panic!(
                "argkind: pair flags `{first}` and `{flag}` of command `{name}` both have the negation `--{long}`, and clap would read it as only one of them; give one of the negations another long name (`Negation::new().long(\"...\")`, or `negation = \"...\"` in the derive)"
            );
        }
        if let Some(first) = ids.insert(id.as_ref(), flag.clone()) {
            panic!(
                "argkind: the negations of pair flags `{first}` and `{flag}` of command `{name}` both have the id `{id}`, and clap needs each argument's id to be its own; give one of them another id (`Negation::id`, or `negation(id = \"...\")` in the derive)"
            );
        }
    }
    // The letters clap gives its own flags as it builds the command (an
    // argument's own letters are checked once it is built), at the root: a
    // subcommand takes clap's settings from above only as clap builds it.
    if !is_root {
        return;
    }
    let version = cmd.get_version().or(cmd.get_long_version()).is_some() && !cmd.is_disable_version_flag_set();
    let letters = [
        ('h', !cmd.is_disable_help_flag_set(), "help", "disable_help_flag"),
        ('V', version, "version", "disable_version_flag"),
    ];
    for ((long, short), (_, negation)) in added
        .negation_longs
        .iter()
        .zip(&added.negation_shorts)
        .zip(&added.negations)
    {
        let Some(c) = *short else { continue };
        let Some((_, _, what, disable)) = letters.iter().find(|(l, on, ..)| *l == c && *on) else {
            continue;
        };
        // An argument of the application's with that letter replaces clap's
        // flag, or clashes: the built command's check names it.
        if cmd.get_arguments().any(|a| a.get_short() == Some(c)) {
            continue;
        }
        panic!(
            "argkind: the negation `--{long}` of pair flag `{}` of command `{name}` has the short name `-{c}`, which clap gives its own {what} flag; give the negation another short name (`Negation::short`, `negation(short = '...')` in the derive) or none, or turn clap's flag off (`Command::{disable}(true)`)",
            flag_of(negation)
        );
    }
}

/// `cmd` with each negation of `negations` (id, declaration) a member of
/// every non-exclusive group (`multiple(true)`) of its flag, right after
/// the flag among the members (usage lines list them in order): the group
/// clap's derive makes for each struct is one, so `Option<Args>` flattening
/// sees `--no-x` given alone, as it saw a hand-written `no_x` field of the
/// struct.
/// An exclusive group is left alone, but one the declarations name (see
/// `CommandSpec::negations_join`): there the negation would conflict with
/// the other members, which a hand-written twin outside it did not.
fn with_negations_in_groups(mut cmd: Command, negations: &[(Name, ArgSpec)], spec: &CommandSpec) -> Command {
    let by_flag: IdMap<&str, &str> = negations
        .iter()
        .filter_map(|(id, declared)| Some((declared.get_negates()?, id.as_ref())))
        .collect();
    // Each group a pair flag joins with `Arg::group`, as its declaration
    // says (`Negation::group`), with the flag's negation: found once, not
    // for each group.
    let arg_side: Vec<(&str, &str)> = by_flag
        .iter()
        .filter_map(|(flag, negation)| Some((spec.args.get(*flag)?.negation.as_ref()?, *negation)))
        .flat_map(|(declared, negation)| declared.groups.iter().map(move |group| (group.as_ref(), negation)))
        .collect();
    // Each negation goes right after its flag among the members, where a
    // twin's field stood (usage lines list the members in order).
    let mut joins: Vec<(clap::Id, Vec<clap::Id>)> = Vec::new();
    // The groups each of the application's arguments joins with
    // `Arg::group`, read from their `Debug` text (clap has no getter), once,
    // where a negation joins so.
    let mut named: Option<Vec<(&clap::Id, Vec<String>)>> = None;
    for group in cmd.get_groups() {
        let id = group.get_id().as_str();
        let joining: Vec<&str> = arg_side
            .iter()
            .filter(|(joined, _)| *joined == id)
            .map(|(_, negation)| *negation)
            .collect();
        let joined = !joining.is_empty() || group.get_args().any(|member| by_flag.contains_key(member.as_str()));
        if joined && spec.negations_join(group) {
            let mut members = Vec::new();
            // The members the group lists, then, where a negation joins
            // with its flag's `Arg::group`, those that join so, in the
            // command's order (clap adds them as it builds the command, and
            // lists a member once, where first met): each negation right
            // after its flag, where a twin's field stood.
            let by_arg_group: Vec<&clap::Id> = if joining.is_empty() {
                Vec::new()
            } else {
                let named = named.get_or_insert_with(|| {
                    cmd.get_arguments()
                        .filter(|arg| !negations.iter().any(|(id, _)| arg.get_id() == id.as_ref()))
                        .map(|arg| (arg.get_id(), crate::definition::groups_named(arg)))
                        .collect()
                });
                named
                    .iter()
                    .filter(|(_, groups)| groups.iter().any(|g| g == id))
                    .map(|(arg, _)| *arg)
                    .collect()
            };
            for member in group.get_args().chain(by_arg_group) {
                if members.contains(member) {
                    continue;
                }
                members.push(member.clone());
                if let Some(negation) = by_flag.get(member.as_str()) {
                    members.push(clap::Id::from((*negation).to_owned()));
                }
            }
            for negation in joining {
                let negation = clap::Id::from(negation.to_owned());
                if !members.contains(&negation) {
                    members.push(negation);
                }
            }
            joins.push((group.get_id().clone(), members));
        }
    }
    for (group, members) in joins {
        cmd = cmd.mut_group(group, |g| g.arg(clap::builder::Resettable::Reset).args(members));
    }
    cmd
}

/// `cmd` with an empty group standing in for each of `ids` that is not a
/// group already: the ids of what a light reading, or a preparation to
/// [`Extent::Named`], does not add as arguments (pairs' negations, the
/// surface flags, the marker). A relation of the application's may name
/// one, and a caller may ask the matches about it, as about any argument
/// the whole command lists; clap takes the group for a valid id that is
/// never present, as the argument is where the command line does not name
/// it (see `light::Plan::apply`).
pub(crate) fn with_stand_ins(cmd: Command, mut ids: Vec<clap::Id>) -> Command {
    ids.retain(|id| !cmd.get_groups().any(|g| g.get_id() == id));
    cmd.groups(ids.into_iter().map(clap::ArgGroup::new))
}

/// `cmd`, prepared with `level`, without the overrides of the
/// application's arguments (argkind's own, and the pairs' negations, keep
/// theirs): what clap reads of each token is the same, but no argument
/// given later takes an earlier one out of the matches. For the readings
/// that say where a deprecated or preset flag was given, which clap's
/// `ArgMatches` forget once overridden.
pub(crate) fn without_overrides(cmd: Command, level: &Level) -> Command {
    fn negations<'l>(level: &'l Level, ids: &mut Vec<&'l str>) {
        ids.extend(
            level
                .shapes
                .iter()
                .filter_map(|s| s.negation.as_ref())
                .map(|n| n.id.as_str()),
        );
        for child in &level.children {
            negations(child, ids);
        }
    }
    fn strip(cmd: Command, kept: &[&str]) -> Command {
        cmd.mut_args(|arg| {
            if is_generated(&arg) || kept.contains(&arg.get_id().as_str()) {
                arg
            } else {
                arg.overrides_with(clap::builder::Resettable::Reset)
            }
        })
        .mut_subcommands(|sub| strip(sub, kept))
    }
    let mut kept = Vec::new();
    negations(level, &mut kept);
    strip(cmd, &kept)
}

/// The reset argument of the extend flag `arg` (see [`reset_id`]).
fn reset_arg(arg: &Arg) -> Arg {
    let id = arg.get_id().as_str();
    Arg::new(reset_id(id))
        .long(reset_long(id))
        .action(ArgAction::Set)
        .num_args(0)
        .default_missing_value("true")
        .overrides_with(arg.get_id().clone())
        .global(arg.is_global_set())
        .hide(true)
        .help(NO_HELP)
}

/// The declaration of an argument that declares nothing.
static NOTHING: ArgSpec = ArgSpec {
    kind: None,
    job: None,
    pair: None,
    deprecated: None,
    extend: false,
    preset: Vec::new(),
    negation: None,
    negates: None,
    negation_entry: false,
};

/// What the parse needs changed in one argument (see [`change_of`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Change {
    /// Extend: `Append`, one or more values at each occurrence.
    extend: bool,
    /// A pair flag's negation, by id, where the flag's default is not
    /// `false`: the negation sets it `false`.
    negation: Option<String>,
    /// The display order moved down past the places of negations (see
    /// `renumber` in [`apply_at`]).
    order: Option<usize>,
}

impl Change {
    /// `arg` changed.
    fn apply(&self, mut arg: Arg) -> Arg {
        if self.extend {
            arg = as_list(arg);
        }
        if let Some(id) = &self.negation {
            arg = arg.default_value_if(id.clone(), ArgPredicate::Equals("true".into()), Some("false"));
        }
        if let Some(order) = self.order {
            arg = arg.display_order(order);
        }
        arg
    }
}

/// The changes declaration `declared` makes to `arg` (of command
/// `command`, whose negation, if any, takes display order `order`) for the parse; a pair's negation
/// goes into `added`, as an argument where `extent` adds it, else as the id
/// of a group that stands in for it.
///
/// # Panics
///
/// In debug builds, on extend on a flag whose action takes no values, and
/// on a pair declared on an argument that cannot be one.
fn change_of(
    arg: &Arg,
    declared: &ArgSpec,
    negative: Option<&Negative>,
    order: usize,
    command: &str,
    extent: Extent<'_>,
    added: &mut Added,
) -> Change {
    let mut change = Change::default();
    // The negation argkind added when it prepared this command before.
    if declared.negates.is_some() {
        return change;
    }
    change.extend = change_of_extend(arg, declared, command);
    if let Some(pair) = declared.pair {
        let long = arg.get_long().unwrap_or_default();
        let own_long = declared.negation.as_ref().and_then(|n| n.long.as_deref());
        let is_flag = matches!(arg.get_action(), ArgAction::SetTrue);
        let problem = if !is_flag {
            Some("is not a bool flag: give it `.action(ArgAction::SetTrue)`".to_owned())
        } else if long.is_empty() {
            let kebab = arg.get_id().as_str().replace('_', "-");
            let suggested = match pair {
                Pair::EnableDisable if !kebab.starts_with("enable-") => ["enable-", &kebab].concat(),
                _ => kebab,
            };
            Some(format!(
                "has no long name, and a pair flag (noable, enable/disable) and its negation are typed by their long names: \
                 give it one (`.long(\"{suggested}\")`, or `#[arg(long = \"{suggested}\")]` in the derive), or drop the pair declaration"
            ))
        } else if let Some(own) = own_long {
            malformed_negation_long(own, long)
        } else if pair == Pair::Noable && long.starts_with("no-") {
            Some(format!(
                "is noable but already starts with `no-`: its negation would read `--no-{long}`; \
                 name the negation instead (`ArgSpec::negation(Negation::new().long(\"{}\"))`)",
                &long[3..]
            ))
        } else if pair == Pair::EnableDisable && !long.starts_with("enable-") {
            Some(format!(
                "is enable/disable but its long `--{long}` does not start with `enable-`, so there is no `--disable-...` to spell its negation from; \
                 rename the long to `enable-{long}` (`.long(\"enable-{long}\")`), or declare it noable instead (`ArgSpec::noable`, negation `--no-{long}`), \
                 or name its negation (`ArgSpec::negation(Negation::new().long(\"disable-{long}\"))`)"
            ))
        } else {
            None
        };
        match problem {
            Some(problem) if checks() => {
                panic!("argkind: argument `{}` of command `{command}` {problem}", arg.get_id())
            }
            Some(_) => {}
            None => {
                change.negation =
                    negative.and_then(|negative| add_negation(arg, declared, negative, order, extent, added))
            }
        }
    }
    change
}

/// Whether `arg` (of command `command`, declared by `declared`) must become
/// a list that each occurrence extends: it is declared extend, and is not
/// one already (`Append`, one or more values at each occurrence).
///
/// # Panics
///
/// In debug builds, on extend on a flag whose action takes no values, and
/// on extend on one that allows hyphen values with no value terminator,
/// whose occurrences would take every later token.
pub(crate) fn change_of_extend(arg: &Arg, declared: &ArgSpec, command: &str) -> bool {
    if !declared.extend {
        return false;
    }
    let action = arg.get_action();
    if action.takes_values() {
        // What a list written for clap has already needs no change.
        let many = arg.get_num_args() == Some((1..).into());
        if checks() && !many && arg.is_allow_hyphen_values_set() && arg.get_value_terminator().is_none() {
            panic!(
                "argkind: argument `{}` of command `{command}` is declared extend, which makes each occurrence take one or more values (`num_args(1..)`), and it allows hyphen values: an occurrence would take every later token as its values, flags included (`--mllvm -x --fast` gives `--fast` to `--mllvm`); give it a value terminator (`value_terminator(\";\")`), drop `allow_hyphen_values`, or drop extend (an `Append` list takes one value an occurrence)",
                arg.get_id()
            );
        }
        !(matches!(action, ArgAction::Append) && many)
    } else if checks() {
        panic!(
            "argkind: argument `{}` of command `{command}` is declared extend, but its action `{action:?}` takes no values; extend needs an action that takes values: give it `.action(ArgAction::Append)` or `ArgAction::Set` (or none), or drop extend",
            arg.get_id()
        );
    } else {
        false
    }
}

/// What is wrong with `own`, the negation long name declared for a pair
/// flag whose long is `long`, for a message; `None` when clap can read it
/// as a long name: not empty, without a leading `-` and without `=`.
fn malformed_negation_long(own: &str, long: &str) -> Option<String> {
    let what = if own.is_empty() {
        "an empty negation long name, which would be typed as a bare `--` (what ends the flags)".to_owned()
    } else if own.starts_with('-') {
        format!("the negation long name `{own}`, which starts with `-`, but a long name is written without its leading `--`")
    } else if own.contains('=') {
        format!("the negation long name `{own}`, with `=`, but clap reads `--a=b` as `--a` with the value `b`")
    } else {
        return None;
    };
    let cleaned = own.trim_start_matches('-').replace('=', "-");
    let suggested = if cleaned.is_empty() {
        format!("no-{long}")
    } else {
        cleaned
    };
    Some(format!(
        "has {what}; give the negation a non-empty name without a leading `-` and without `=` \
         (`Negation::new().long(\"{suggested}\")`, or `negation = \"{suggested}\"` in the derive)"
    ))
}

/// Adds the negation `negative` of the pair flag `arg` (declared by
/// `declared`; the negation at display order `order`) to `added`: a value-less argument
/// of its own that overrides the flag, so that clap reads both spellings
/// and the last one wins (clap's overrides work both ways: the flag needs
/// none of its own), and its declaration. The negation has no default (a
/// `SetTrue` flag would have `false`): clap's parse fills in no value for
/// it, and it is in the matches only when given. Returns its id where the
/// flag's default is not `false`, which the negation must then set (see
/// [`Change`]).
///
/// The negation is hidden unless it is a PUBLIC entry of its own (see
/// [`ArgSpec::negation_has_entry`]); a PUBLIC flag whose negation is no
/// entry of its own names it in its help (see [`show`]).
fn add_negation(
    arg: &Arg,
    declared: &ArgSpec,
    negative: &Negative,
    order: usize,
    extent: Extent<'_>,
    added: &mut Added,
) -> Option<String> {
    let Negative { long, id } = negative;
    if !extent.registers(arg) {
        // Never present: the flag's default stands.
        added.stand_ins.push(id.clone().into());
        return None;
    }
    let kind = tier_of(arg, Some(declared));
    let own = declared.negation.as_ref();
    let negation_kind = match own.and_then(|n| n.kind) {
        Some(explicit) => resolved(Some(explicit), Some(long)),
        // The flag's tier, which the negation's own name may contradict:
        // said so, since the negation declared none.
        None => match ArgKind::resolve(Some(kind), Some(long)) {
            Err(conflict) if checks() => panic!(
                "argkind: the negation `--{long}` of flag `{}` takes the flag's tier, {kind}, but its name makes it {} (a name starting with `internal-`, after any `no-`, `enable-` or `disable-`, is INTERNAL); declare the negation's tier {} (`Negation::kind`, `negation(internal)`) or give it another name",
                arg.get_long().map_or_else(|| arg.get_id().to_string(), |l| format!("--{l}")),
                conflict.rule,
                conflict.rule,
            ),
            Err(conflict) => conflict.rule,
            Ok(kind) => kind,
        },
    };
    let has_entry = declared.negation_has_entry(kind);
    if checks() {
        added.negation_longs.push(long.clone());
        added.negation_shorts.push(own.and_then(|n| n.short));
    }
    added.negations.push((
        Name::Owned(id.clone()),
        ArgSpec {
            kind: Some(negation_kind),
            job: declared.job.clone(),
            negates: Some(Box::new(Name::Owned(arg.get_id().as_str().to_owned()))),
            negation_entry: has_entry,
            ..ArgSpec::default()
        },
    ));
    let mut negation = Arg::new(id.clone())
        .long(long.clone())
        .action(ArgAction::Set)
        .num_args(0)
        .default_missing_value("true")
        .value_parser(clap::value_parser!(bool))
        .overrides_with(arg.get_id().clone())
        .global(arg.is_global_set())
        .hide(!has_entry || negation_kind != ArgKind::Public)
        // Where the flag is shown in one help only (`-h` or `--help`), its
        // negation's entry is too, as a twin written beside it was.
        .hide_short_help(arg.is_hide_short_help_set())
        .hide_long_help(arg.is_hide_long_help_set())
        // Where a twin written right after the flag stood in help (see
        // `renumber` in `apply`), not after every other argument; or where
        // the declaration puts it.
        .display_order(own.and_then(|n| n.display_order).unwrap_or(order));
    if let Some(short) = own.and_then(|n| n.short) {
        if checks() && short == '-' {
            panic!(
                "argkind: the negation `--{long}` of pair flag `{}` has the short name `-`, which is no letter: `--` ends the options; give the negation another short name (`Negation::short`, `negation(short = '...')` in the derive) or none",
                arg.get_id()
            );
        }
        if checks() && declared.is_deprecated() {
            panic!(
                "argkind: the negation `--{long}` of deprecated pair flag `{}` has the short name `-{short}`, but a deprecated flag's negation is redirected where it is typed by its long name: drop the short, or declare it on the replacement's negation",
                arg.get_id()
            );
        }
        negation = negation.short(short);
    }
    negation = negation.help(own.and_then(|n| n.help.clone()).unwrap_or(Name::Borrowed(NO_HELP)));
    if let Some(long_help) = own.and_then(|n| n.long_help.clone()) {
        negation = negation.long_help(long_help);
    }
    added.args.push(under_heading_of(negation, arg));
    let defaults_false = arg.get_default_values().iter().all(|v| v == "false");
    (!defaults_false).then(|| id.clone())
}

/// `cmd` (prepared by [`apply`], with declarations `spec`) and its
/// subcommands as help and errors show them: each argument of a tier other
/// than PUBLIC hidden, and a PUBLIC pair flag whose negation is no entry of
/// its own naming it in its help. Nothing here changes what clap reads, so
/// a parse needs none of it; it may be applied to a command clap built, and
/// more than once. `outer` holds the enclosing commands' global arguments
/// as shown: clap copies a global into each subcommand when it builds the
/// command, and a copy is shown as its original. `styles` are the root's,
/// which clap gives every subcommand as it builds the command (`None` for
/// the root: its own).
pub(crate) fn show(cmd: Command, spec: &CommandSpec, outer: &[Arg], styles: Option<&Styles>) -> Command {
    let styles = styles.cloned().unwrap_or_else(|| cmd.get_styles().clone());
    // The pair flags whose negation `apply` added, by id.
    let negated: IdSet<&str> = spec.args.values().filter_map(ArgSpec::get_negates).collect();
    // clap's copies of globals come after argkind's marker, the last
    // argument `apply` adds.
    let passing = |past_mark: &mut bool, arg: &Arg| {
        *past_mark |= arg.get_id() == MARK;
        shown_as(arg, spec, &negated, outer, *past_mark)
    };
    // Where nothing is to change, the arguments are not moved at all.
    let mut past_mark = false;
    let changes = cmd
        .get_arguments()
        .any(|arg| !matches!(passing(&mut past_mark, arg), ShownAs::Same));
    let mut past_mark = false;
    let cmd = if !changes {
        cmd
    } else {
        cmd.mut_args(|arg| match passing(&mut past_mark, &arg) {
            ShownAs::Same => arg,
            // clap gives a command's arguments its hyphen settings as it
            // builds it, after copying its globals into the subcommands:
            // the copy keeps its own; and a positional's index, which it
            // numbers among the command's own positionals.
            ShownAs::Original(original) => original
                .clone()
                .allow_hyphen_values(arg.is_allow_hyphen_values_set())
                .allow_negative_numbers(arg.is_allow_negative_numbers_set())
                .index(arg.get_index()),
            ShownAs::Hidden => arg.hide(true),
            ShownAs::Shown => arg.hide(false),
            // A PUBLIC pair flag clap hides, declared PUBLIC, is shown.
            ShownAs::Noted(declared) => with_negation_note(arg.hide(false), declared, &styles),
        })
    };
    if !cmd.has_subcommands() {
        return cmd;
    }
    let mut passed: Vec<Arg> = outer
        .iter()
        .filter(|o| {
            !cmd.get_arguments()
                .take_while(|a| a.get_id() != MARK)
                .any(|a| a.get_id() == o.get_id())
        })
        .cloned()
        .collect();
    passed.extend(
        cmd.get_arguments()
            .take_while(|a| a.get_id() != MARK)
            .filter(|a| a.is_global_set())
            .cloned(),
    );
    cmd.mut_subcommands(|sub| {
        let sub_spec = spec.subcommand_or_empty(sub.get_name());
        show(sub, sub_spec, &passed, Some(&styles))
    })
}

/// How [`show`] shows one argument.
enum ShownAs<'a> {
    /// As it is.
    Same,
    /// As the enclosing command's global it is clap's copy of.
    Original(&'a Arg),
    /// Hidden: its tier is not PUBLIC.
    Hidden,
    /// No longer hidden: clap hides it (`hide(true)`), and it is declared
    /// PUBLIC, which wins.
    Shown,
    /// Naming its negation: a PUBLIC pair flag.
    Noted(&'a ArgSpec),
}

/// How [`show`] shows `arg` of a command declared by `spec`, whose pair
/// flags with a negation are `negated`, inside commands whose shown
/// globals are `outer`; `past_mark` once the marker was met (what follows
/// it, clap added when it built the command).
fn shown_as<'a>(
    arg: &Arg,
    spec: &'a CommandSpec,
    negated: &IdSet<&str>,
    outer: &'a [Arg],
    past_mark: bool,
) -> ShownAs<'a> {
    if past_mark && arg.is_global_set() {
        if let Some(original) = outer.iter().find(|o| o.get_id() == arg.get_id()) {
            return ShownAs::Original(original);
        }
    }
    let declared = spec.args.get(arg.get_id().as_str());
    if arg.get_id() == MARK || declared.is_some_and(|d| d.negates.is_some()) {
        return ShownAs::Same;
    }
    match (tier_of(arg, declared), declared) {
        (ArgKind::Public, Some(declared)) if negated.contains(&arg.get_id().as_str()) => ShownAs::Noted(declared),
        (ArgKind::Public, _) if arg.is_hide_set() => ShownAs::Shown,
        (ArgKind::Public, _) => ShownAs::Same,
        _ if arg.is_hide_set() => ShownAs::Same,
        _ => ShownAs::Hidden,
    }
}

/// `negation`, an argument argkind adds for the pair flag `flag`, under
/// its flag's help heading, none included: unset, it would take the
/// heading a flattened struct's `next_help_heading` left for the arguments
/// added after it, where argkind adds the negation.
pub(crate) fn under_heading_of(negation: Arg, flag: &Arg) -> Arg {
    match flag.get_help_heading() {
        Some(heading) => negation.help_heading(heading.to_owned()),
        None => negation.help_heading(None),
    }
}

/// The PUBLIC pair flag `arg` (declared by `declared`) naming its negation
/// in its help, where the negation is no entry of its own. The help keeps
/// its styles: the note is pushed onto a copy of it.
fn with_negation_note(arg: Arg, declared: &ArgSpec, styles: &Styles) -> Arg {
    if declared.negation_has_entry(ArgKind::Public) {
        return arg;
    }
    match arg.get_long().and_then(|long| declared.negative_long(long)) {
        Some(negative) => {
            let negative = negative.into_owned();
            noting_negation(arg, &negative, styles)
        }
        None => arg,
    }
}

/// `arg`, a pair flag whose negation `negative` (a long name) is no entry
/// of its own, with the note `[negation: --negative]` ending its help and
/// its long help, where they do not end with it already; styled with
/// `styles` as clap styles the `[default: ...]` beside it.
pub(crate) fn noting_negation(mut arg: Arg, negative: &str, styles: &Styles) -> Arg {
    let note = Note {
        plain: [NEGATION_NOTE, negative, "]"].concat(),
        styled: styled_negation_note(negative, styles),
    };
    let help = arg.get_help().cloned().unwrap_or_default();
    if let Some(help) = with_note(help, " ", &note) {
        arg = arg.help(help);
    }
    // `--help` shows the long help where there is one (a doc comment of
    // more than one paragraph): the note ends it as a paragraph of its
    // own, where clap puts `[default: ...]`.
    if let Some(long_help) = arg.get_long_help().cloned() {
        if let Some(long_help) = with_note(long_help, "\n\n", &note) {
            arg = arg.long_help(long_help);
        }
    }
    arg
}

/// The note `[negation: --negative]` naming a pair's negation, styled
/// with `styles` as clap styles `[default: ...]`: the brackets and the
/// label in the context style, the name in the context value style.
pub(crate) fn styled_negation_note(negative: &str, styles: &Styles) -> String {
    let (ctx, ctx_val) = (styles.get_context(), styles.get_context_value());
    let name = NEGATION_NOTE.trim_end_matches('-');
    format!("{ctx}{name}{ctx:#}{ctx_val}--{negative}{ctx_val:#}{ctx}]{ctx:#}")
}

/// The note naming a pair's negation, as text and styled.
struct Note {
    plain: String,
    styled: String,
}

/// `help` ending with `note`, after `separator` unless `help` is empty;
/// `None` when it ends with it already (a command prepared before). Its
/// styles are kept.
fn with_note(mut help: StyledStr, separator: &str, note: &Note) -> Option<StyledStr> {
    // The text without its styles' escapes.
    let text = help.to_string();
    if text.ends_with(&note.plain) {
        return None;
    }
    if !text.is_empty() {
        help.push_str(separator);
    }
    help.push_str(&note.styled);
    Some(help)
}

/// How the note that names a PUBLIC pair's negation in its flag's help
/// starts: `[negation: --no-x]` ends the help.
const NEGATION_NOTE: &str = "[negation: --";

/// `help` without the note naming the negation `negative` that preparing
/// the command ends a PUBLIC pair's help with, nor the space before it;
/// `None` when it does not end with that note.
pub(crate) fn without_negation_note<'h>(help: &'h str, negative: &str) -> Option<&'h str> {
    let rest = help
        .strip_suffix(']')?
        .strip_suffix(negative)?
        .strip_suffix(NEGATION_NOTE)?;
    Some(rest.trim_end())
}

/// Whether `letter` is `arg`'s short or one of its short aliases.
pub(crate) fn has_short(arg: &Arg, letter: char) -> bool {
    arg.get_short() == Some(letter) || arg.get_all_short_aliases().is_some_and(|a| a.contains(&letter))
}

/// The tier of `arg`: declared, else by the naming rule, else HIDDEN when
/// clap already hides it, else PUBLIC.
///
/// # Panics
///
/// In debug builds, when the declared tier contradicts the naming rule.
pub(crate) fn tier_of(arg: &Arg, declared: Option<&ArgSpec>) -> ArgKind {
    let explicit = declared.and_then(ArgSpec::get_kind);
    match resolved(explicit, arg.get_long()) {
        ArgKind::Public if explicit.is_none() && arg.is_hide_set() => ArgKind::Hidden,
        kind => kind,
    }
}

/// The tier of a spelling `long` declared `explicit`: [`ArgKind::resolve`],
/// whose conflict with the naming rule is a definition error.
///
/// # Panics
///
/// In debug builds, on that conflict; in release builds the rule wins.
fn resolved(explicit: Option<ArgKind>, long: Option<&str>) -> ArgKind {
    match ArgKind::resolve(explicit, long) {
        Ok(kind) => kind,
        Err(conflict) if checks() => panic!("{conflict}"),
        Err(conflict) => conflict.rule,
    }
}
/// Resolves the replacement and preset targets of every shape of `level`
/// (declared by `declarations`, by shape index), in the command `cmd` and
/// what it inherits (`scope`).
///
/// # Panics
///
/// In debug builds, when a target names no argument the command parses, or
/// one without a long name (see [`Scope::resolve`]).
fn link_shapes(level: &mut Level, cmd: &Command, declarations: &[&ArgSpec], scope: &Scope<'_, '_>) {
    let Level { shapes, presets, .. } = level;
    // The negations of the command's pairs, `(id, long, pair flag)`, for a
    // message only: a target that names one names no argument the
    // application wrote.
    let negations: Vec<(String, String, usize)> = if checks() {
        shapes
            .iter()
            .filter_map(|s| s.negation.as_ref().map(|n| (n.id.clone(), n.long.clone(), s.arg)))
            .collect()
    } else {
        Vec::new()
    };
    for (shape, declared) in shapes.iter_mut().zip(declarations) {
        // The flag's id, for a message only: a look-up per shape would be
        // quadratic on a large command.
        let at = shape.arg;
        let id_at = |at: usize| cmd.get_arguments().nth(at).map_or("", |a| a.get_id().as_str());
        let flag = || id_at(at);
        let resolve = |target: &str, what: &str| match scope.resolve(target, what, flag()) {
            Ok(found) => Some(found),
            Err(message) if checks() => {
                let long = target.strip_prefix("--");
                let negation = negations
                    .iter()
                    .find(|(id, negative, _)| long.map_or(id == target, |long| long == negative));
                // A long alias of an argument of the command: named by its
                // long name, the alias means nothing to a target.
                let aliased = long.and_then(|long| {
                    cmd.get_arguments()
                        .find(|a| a.get_all_aliases().is_some_and(|aliases| aliases.contains(&long)))
                        .and_then(Arg::get_long)
                });
                match (negation, aliased) {
                    (Some((_, negative, pair)), _) => panic!(
                        "{}",
                        negation_target_message(target, what, flag(), scope.name, negative, id_at(*pair))
                    ),
                    (None, Some(own)) => panic!(
                        "{message} (`{target}` is an alias of `--{own}`, and a target is named by its long name: name `\"--{own}\"`)"
                    ),
                    (None, None) => panic!("{message}"),
                }
            }
            Err(_) => None,
        };
        shape.replacement = declared.get_replacement().and_then(|r| resolve(r, "replacement"));
        let start = presets.len();
        for (target, value) in &declared.preset {
            if let Some(found) = resolve(target, "preset target") {
                presets.push((found, value.clone()));
            }
        }
        shape.preset = start..presets.len();
    }
}

/// Adds `--help-hidden` and `--help-hidden-list` (PUBLIC, global) to the
/// root. Each is a clap flag like any other, so clap decides where it is
/// read; its value parser stops the parse there, as clap's `--help` does.
/// The definition error of a replacement or preset target (`what`) that
/// names `--negative`, the negation argkind adds for the pair flag `pair`.
fn negation_target_message(target: &str, what: &str, flag: &str, name: &str, negative: &str, pair: &str) -> String {
    let fix = if what == "replacement" {
        format!(
            "declare the old flag as the negation of a deprecated pair redirected to `{pair}` (`ArgSpec::noable().negation(Negation::new().long(\"...\")).deprecated_for(\"{pair}\")`): typed, that negation sets `{pair}` false"
        )
    } else {
        format!("preset `{pair}` to false (`preset(\"{pair}\", \"false\")`, or `{pair} = false` in the derive's `preset(...)`)")
    };
    format!(
        "argkind: the {what} `{target}` of `{flag}` in command `{name}` is `--{negative}`, the negation argkind adds for pair flag `{pair}`, not an argument a {what} can set; {fix}"
    )
}

fn add_surface_flags(cmd: &mut Command) {
    if cmd.get_arguments().any(|a| a.get_id() == HELP_HIDDEN) {
        return;
    }
    let surfaces = [
        (
            HELP_HIDDEN,
            SurfaceRequest::HelpHidden,
            "Print help for hidden and experimental flags",
        ),
        (
            HELP_HIDDEN_LIST,
            SurfaceRequest::HelpHiddenList,
            "Print the internal flags with their defaults",
        ),
    ];
    for (order, (id, request, help)) in surfaces.into_iter().enumerate() {
        // Global, so every subcommand has it; listed after clap's own flags.
        // No default value: the matches of a parse, which a surface request
        // ends, have no entry for it, as they have none where it was never
        // added (`ArgKindCommand::read_lightly`).
        let flag = Arg::new(id)
            .long(id)
            .action(ArgAction::Set)
            .num_args(0)
            .default_missing_value("true")
            .value_parser(SurfaceParser(request))
            .global(true)
            .display_order(usize::MAX - 2 + order)
            // Not under the application's last `next_help_heading`.
            .help_heading(None)
            .help(help);
        *cmd = std::mem::take(cmd).arg(flag);
    }
}

/// Adds `--print-options[=TIERS]` and `--print-all-options[=TIERS]`
/// (PUBLIC, global if the root has subcommands) to the root: plain clap options, read where clap reads
/// them; the entry point prints the surface after the parse.
fn add_print_flags(cmd: &mut Command) {
    if cmd.get_arguments().any(|a| a.get_id() == PRINT_OPTIONS) {
        return;
    }
    let flags = [
        (
            PRINT_OPTIONS,
            "Print the flags that do not hold their default, with where each value came from",
        ),
        (PRINT_ALL_OPTIONS, "Print every flag, with where its value came from"),
    ];
    // Global where there are subcommands to read them in.
    let global = cmd.has_subcommands();
    let flags = flags.into_iter().enumerate().map(|(order, (id, help))| {
        Arg::new(id)
            .long(id)
            .value_name("TIERS")
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value("public")
            .value_parser(["public", "hidden", "internal"])
            .global(global)
            .display_order(usize::MAX - 4 + order)
            .help_heading(None)
            .help(help)
    });
    *cmd = std::mem::take(cmd).args(flags);
}

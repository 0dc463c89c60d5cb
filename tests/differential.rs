//! Differential test of argkind against plain clap (tracker issue "One reader
//! of the command line"; contract S5, S6, S7, S11).
//!
//! Commands are generated at random from one table of settings ([`TABLE`]);
//! every entry must be drawn at least once in a run of the default test. Each
//! generated command is built twice:
//!
//! * the **argkind command**: the plain clap command plus its `CommandSpec`,
//!   through `ArgKindCommand::new`;
//! * the **twin**: the same command in plain clap with argkind's documented
//!   command change (`args_override_self(true)`), every special spelling
//!   registered as a plain flag of its own (`--no-x` / `--disable-x` as a
//!   `SetTrue` flag overriding `--x` and overridden by it, a member of
//!   `--x`'s non-exclusive groups (as a hand-written field of a derive
//!   struct is of the struct's group), in no other relation; since clap
//!   counts an overridden argument as given for `required` and `requires`,
//!   `--no-x` satisfies those as `--x` does),
//!   `--help-hidden` and `--help-hidden-list` as plain global flags that stop
//!   the parse where clap reads them (as clap's `--help` does), and every
//!   value parser wrapped so that the twin's parse logs, in order, which
//!   argument of which command clap read each command-line value for.
//!
//! A preset or redirect target is an argument of the flag's own command or
//! a global argument of an enclosing command (at depth 1 or 2 above), named
//! by its id or by its long name (`--name`); the twin gives it no special
//! treatment: its inserted tokens are read as the global's copy in the
//! command the flag was read in.
//! A deprecated flag with a replacement is a flag, a count, or an option
//! with one value (a list, `Append`, or not), several (`num_args(2)`,
//! `num_args(1..)`) or an optional one (`num_args(0..=1)` with a default
//! missing value), maybe with a value terminator or hyphen values; its
//! replacement a flag or a count for the first two, else an option of the
//! same type that takes what one occurrence gives it, as argkind's
//! definition check demands: several values in one occurrence, where it
//! takes several and is no list (the twin gives them marked
//! ([`GIVEN`]), so that none is read as a flag, and ended by its value
//! terminator, or the twin's own ([`SCAFFOLD_END`]), where it may take
//! more; a flag that may give it its terminator among them is a
//! definition error), one occurrence each to a list (`Append` with one value an
//! occurrence or `1..`, or extend), joined at the delimiter of one that
//! takes one value and splits it. A preset flag is a flag, or an option of
//! one value, several or an optional one (with a terminator or hyphen
//! values, likewise), its preset applied once per occurrence; its targets
//! may take several values at an occurrence (`num_args(1..)`; a preset
//! gives them one). The values of an occurrence are grouped with clap's
//! reading of the shortest prefix that logs each value (the occurrence it
//! holds last). The insertion goes after the occurrence's last value, or,
//! where the option still takes values after them (given as tokens of
//! their own, or bare), after the value terminator that ends them, else,
//! where it accepts hyphen values, right before the flag (before its
//! letter in a short cluster), as the README's "How argkind reads the
//! command line" says. A deprecated noable
//! flag with a replacement is a flag, its replacement a flag, a pair flag or
//! a count; where the twin read the flag's negation last, the replacement's
//! negation is inserted, and nothing where the replacement has none.
//!
//! A subcommand's flag may have the id and long name of an enclosing
//! command's non-global flag (another flag: it is never global, since clap
//! copies a global's value into the enclosing command's matches): each
//! logged value is of the argument its command reads (its own, else an
//! enclosing command's global), and `Facts::used` and the deprecations are
//! compared as `(command, id)` and `(command, flag, what to use instead)`
//! (the replacement's long name, or its negation's where the flag's
//! negation was typed last). A preset target may be
//! a list (`Append` with one value, or extend), which the preset replaces
//! rather than adds to (README, `preset`): the twin's inserted value carries
//! a marker ([`REPLACED`]) that its value parsers read past, and the
//! occurrences before the last marked one are dropped from its values. A
//! pair's negation may have a long name of its own (`Negation::new().long`;
//! a third of those a flag `--no-x` negated by `--x`), and a pair that is
//! not deprecated a negation with a short name of its own
//! (`Negation::short`, the twin's negation flag's short name); the
//! negations of the pairs in a group that takes one member at most may
//! join it (`CommandSpec::negations_in_group`), as the twin's negation
//! flags do; a flag may have a
//! short name only (plain, deprecated or a preset flag, never a target); a
//! preset flag may be deprecated too; an option may split its values at
//! `,` (a deprecated one with a replacement only as a list to a list, each
//! value an occurrence of its own); a flag may be `SetFalse` (plain or
//! deprecated), an option's values parsed by `argkind::str2bool()` (the
//! twin's [`StrictBool`], as the README documents it); and any named
//! argument may have the tier INTERNAL, EARG or HARG (HARG only where it is
//! legal), none of which changes the parse.
//!
//! Half of the argvs are drawn token by token from the command's names,
//! special spellings, values and stray tokens, in every position; most of
//! those end in one of clap's errors. The other half are well formed
//! ([`formed_tokens`]): the arguments of the command they choose, with
//! values their value parsers take, their required arguments and
//! positional values, deprecated and preset flags favoured; clap accepts
//! most of them, so that the values, sources, facts and warnings of a
//! successful parse are compared in most cases. The summary counts the
//! expected outcomes by class.
//!
//! No shape is discarded as a known argkind bug: every bug this test
//! found is fixed or is now a definition error, which the generator does
//! not draw (see [`takes_redirected_counts`] and
//! [`redirects_to_a_replacement_that_takes_the_rest`]).
//!
//! The expected outcome of an argv is clap's parse of the twin, by S5–S7:
//! where the twin read a preset flag, or a deprecated flag with a replacement
//! that is not given later in the command line, the target's canonical tokens
//! (`--t=v`, `--t`, `--no-t`) are inserted right after the token (or the
//! letter of a short cluster) clap read it from, and the twin parses that
//! argv again: targets count as given (required, requires, groups, conflicts)
//! and later flags win. A redirect applies at each occurrence of a deprecated
//! flag that accumulates (a list or a count: `--inc a -I x --inc b` is `-I x
//! -I b`, `--loud -v --loud --loud` is `-vvv`), at the last occurrence in
//! each command of one that does not (right-most wins: an earlier occurrence
//! is overridden, so `--old a --old b` gives a list replacement `b` only; a
//! global's occurrences in the commands of the path are one sequence, whose
//! last passes its value on). The token is found by asking clap: the shortest
//! prefix of the argv (to a token, or to a letter of a short cluster) whose
//! parse logs the special flag's value, as often as the whole argv's parse
//! does up to it, and no value that parse does not log (clap parses an
//! option's values when it meets the next flag, a subcommand or the end, so
//! the log puts values given before a subcommand after the subcommand's;
//! for the same reason the twin must read the inserted tokens as their
//! flags, and the rest as before, in any order). "Given later" means a later value the
//! twin logged for the replacement or its negation, at any depth (explicit
//! spellings only, not another preset's target), or a later bare occurrence
//! of a replacement that may take no value (read again with such options
//! logging a marker value when bare, since clap logs nothing for them). A pair flag's value is its
//! last spelling the twin read. Where clap read a help spelling, the expected
//! outcome is that surface of the command clap was in (`-h` short help,
//! `--help` and `help SUB` long help). Where the insertion point cannot be
//! confirmed with clap (splitting a short cluster changes clap's reading,
//! the inserted tokens are not read as their flags, or clap reads a preset
//! or deprecated option with no value before its terminator, and calls no
//! value parser to log it, or reads the values of one, one of which its
//! parser rejects, after a subcommand's flags, where argkind's insertion
//! makes clap read them before the subcommand), the case is discarded and
//! counted (the named test
//! `a_rejected_value_of_a_preset_option_before_a_subcommand_is_rejected_first`
//! checks that last shape against plain clap).
//!
//! Compared: success or failure; on success the subcommand path, every
//! argument's value (typed booleans and counts, raw values per occurrence)
//! and `ValueSource`, the set of flags `Facts` calls used, the
//! deprecation warnings, and where the root records sources, that each
//! flag's provenance maps onto clap's `ValueSource` and names a token that
//! spells the flag (or the preset or deprecated flag that set it); on failure the clap `ErrorKind` only; for a surface,
//! which surface of which (sub)command; for the help of clap's own `help`
//! subcommand (`cli help help`, which carries no marker of the twin's),
//! its text (its usage line less what exception 8 leaves out).
//!
//! Documented exceptions (the only differences allowed, each named by the
//! contract):
//!
//! 1. Surface texts (S5, S9): argkind renders `-h`, `--help`, `help SUB`,
//!    `--help-hidden` and `--help-hidden-list` itself, as `Error::Surface`.
//!    The text is compared with argkind's own renderers
//!    (`render_help(path, long)`, `render_help_hidden(path)`,
//!    `render_help_hidden_list(path)`) for the surface and the command path
//!    the twin names, never with clap's help text.
//! 2. Messages (S9, S11): error texts, usage lines and "similar argument"
//!    tips differ; only the `ErrorKind` of a rejection is compared.
//! 3. Provenance (S6 *preset*, *deprecated*, *used*): a preset or redirect
//!    target holds its value with `ValueSource::CommandLine` and is "used".
//! 4. Right-most wins (README "What changes"): the twin also has
//!    `args_override_self(true)`.
//! 5. Deprecation warnings exist only in argkind (S6): compared with the
//!    deprecated flags the twin read, once each, in the order of each
//!    flag's last occurrence (clap keeps only the last index of a flag) on
//!    the command line: commands outermost first, then the twin's log order
//!    (clap parses an option's values before a subcommand after the
//!    subcommand's, so the log alone is not command-line order). An option
//!    given bare calls no value parser: the order is read from a copy of
//!    the twin in which such options take a value when given bare.
//! 6. The twin's own scaffolding (the negation flags, the logging value
//!    parsers, the marker texts before each command's help) is not part of
//!    the argkind command and is not compared.
//! 7. Flags from the environment (README "What changes"; clap-rs/clap#5591):
//!    a value-less flag its variable leaves `false` takes no part in
//!    conflicts, `requires`, required arguments or groups, and a pair flag
//!    whose negation is typed does not read its variable (in plain clap it
//!    then conflicts with its own negation, or rejects a value the flag's
//!    parser does not take). The oracle checks the twin's
//!    command line again with those variables unset, and that verdict
//!    stands; on success the values are the twin's with only the negated
//!    flags' variables unset, so a quiet flag keeps `false` from
//!    `ValueSource::EnvVariable` and is used. Each case sets its variables
//!    before building the commands: clap reads a variable when the argument
//!    is built.
//! 8. The help of clap's own `help` subcommand (README "What changes"):
//!    its usage line, which clap writes from the enclosing commands'
//!    required arguments, names none the user may not see: the twin's
//!    words, some left out; the rest of the text is the twin's.
//!
//! On a mismatch the failure message prints the number of cases of each class
//! of mismatch and, per class, a reproducer shrunk by proptest (then by a
//! greedy pass that drops tokens, commands, arguments and settings one at a
//! time): the command as Rust builder code, its `CommandSpec`, the
//! environment, the argv (and the twin's argv with targets inserted), the
//! expected and actual outcomes and the first difference.
//!
//! * `cargo test --test differential -- --nocapture` runs the default budget
//!   (`ARGKIND_DIFF_CASES`, default 5000 cases, on up to 4 threads;
//!   `ARGKIND_DIFF_SEED` picks the random seed, fixed by default;
//!   `ARGKIND_DIFF_SHOW_DISCARDS` prints every discarded case).
//! * `cargo test --test differential -- --ignored --nocapture a_million_times`
//!   runs `ARGKIND_DIFF_CASES` (default 1,000,000) cases on every core and
//!   prints the count and the number of mismatches (without the name,
//!   `--ignored` also runs the ignored tests of the open bugs, which fail).

mod support;

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::os::unix::ffi::OsStringExt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, Once};
use std::time::Instant;

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation};
use clap::builder::{BoolValueParser, BoolishValueParser, OsStringValueParser, StringValueParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgGroup, ArgMatches, Command};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::strategy::{BoxedStrategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use support::twin;

// ================================================================ the table

/// One row of the settings table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Setting {
    // The shape of a named argument (one per argument).
    Flag,
    NumArgs0,
    NumArgs1,
    NumArgs2,
    NumArgs1Plus,
    NumArgs0To1,
    Count,
    // The shape of a positional (one per positional).
    PosNumArgs1,
    PosNumArgs2,
    PosNumArgs1Plus,
    // argkind behaviours (at most one per named argument).
    Noable,
    EnableDisable,
    DeprecatedPair,
    DeprecatedPairFor,
    Deprecated,
    DeprecatedFor,
    Preset,
    /// A preset flag that is deprecated too (with no replacement): it warns
    /// and applies its preset.
    DeprecatedPreset,
    // Argument settings.
    Short,
    Alias,
    ShortAlias,
    GlobalDepth0,
    GlobalDepth1,
    GlobalDepth2,
    RequireEquals,
    HyphenValuesArg,
    NegativeNumbers,
    ValueTerminator,
    DefaultMissingValue,
    DefaultValue,
    Append,
    Extend,
    OsStringValues,
    Env,
    Required,
    ConflictsWith,
    /// `overrides_with` another argument of the command: the last of the
    /// two given wins (clap removes the other), a preset's or a redirect's
    /// target included, where its insertion stands.
    OverridesWith,
    Requires,
    Last,
    TrailingVarArg,
    HiddenTier,
    /// A subcommand's flag with the id (and long name) of an enclosing
    /// command's non-global flag: another flag, with declarations of its own.
    SameIdAsEnclosing,
    /// On a preset flag: its targets are lists (`Append` with one value, or
    /// extend), which the preset replaces rather than adds to.
    PresetListTarget,
    /// On a pair flag: a negation with a long name of its own
    /// (`Negation::new().long(..)`), or the flag named `no-x` with the
    /// negation `x`.
    CustomNegation,
    /// On a pair flag that is not deprecated: a negation with a short
    /// name of its own (`Negation::new().short(..)`), which the twin's
    /// negation flag has too.
    NegationShort,
    /// A named argument with a short name and no long one: plain,
    /// deprecated (with a replacement or not) or a preset flag (never a
    /// pair, a preset target or a replacement: those need a long name).
    ShortOnly,
    /// An option that splits its values at `,` (`value_delimiter`): plain,
    /// a preset target, a replacement, or (a list) deprecated with a list
    /// replacement.
    ValueDelimiter,
    /// A flag that is `ArgAction::SetFalse`: plain, or deprecated (with a
    /// `SetTrue` or `Count` replacement or none); never a pair, a preset
    /// target or a replacement (definition errors).
    SetFalse,
    /// An option whose values `argkind::str2bool()` parses: plain, a preset
    /// flag, a preset target, deprecated, or a replacement of one like it.
    Str2Bool,
    /// On a deprecated option with a replacement, or a preset flag: it
    /// keeps the shape of several values or of an optional value drawn for
    /// it (`num_args(2)`, `num_args(1..)`, or `num_args(0..=1)` with a
    /// default missing value, which a bare occurrence needs to have a
    /// place), where it would otherwise be an option of one value or a
    /// flag. A redirect passes an occurrence's values on together (README,
    /// `deprecated(replacement = ..)`), a preset applies once per
    /// occurrence.
    SpecialSeveralValues,
    /// On such an option (several values, or an optional one): its values
    /// end at the value terminator `;`, after which its insertion goes.
    SpecialValueTerminator,
    /// On such an option: it accepts hyphen values, so that it may take
    /// any token after its values as one more, and its insertion goes
    /// right before it (README, "How argkind reads the command line").
    SpecialHyphenValues,
    /// On a preset flag: its targets take several values at an occurrence
    /// (`num_args(1..)`, a preset giving them one), where it has some.
    PresetSeveralValuesTarget,
    /// A tier other than PUBLIC and HIDDEN on a named argument, special
    /// ones included: INTERNAL, EARG or HARG (HARG where it is legal: not
    /// deprecated, required, required by another argument, in a required
    /// group or a replacement; EARG in its place otherwise).
    OtherTier,
    // Command settings.
    HyphenValuesCmd,
    NegativeNumbersCmd,
    InferLongArgs,
    InferSubcommands,
    ArgsConflictsWithSubcommands,
    SubcommandPrecedenceOverArg,
    ExternalSubcommands,
    Group,
    RequiredGroup,
    /// On a group that takes one member at most and holds a pair flag:
    /// the pairs' negations join it too (`CommandSpec::negations_in_group`,
    /// what the derive declares for `#[group(multiple = false)]`), as the
    /// twin's negation flags are its members.
    NegationsInGroup,
    SubcommandAlias,
    RecordSources,
    SubcommandShortFlag,
    /// `allow_missing_positional`, where a command's first positional is
    /// optional and its second required (`[pattern] <path>`, a file
    /// finder's), which clap allows only with it.
    AllowMissingPositional,
}

/// How a row is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Draw {
    /// One of the rows, by weight, per named argument.
    Shape,
    /// One of the rows, by weight, per positional.
    PosShape,
    /// At most one of the rows, by weight, per named argument.
    Special,
    /// Each row independently, `weight` percent of the arguments (applied where it fits).
    ArgSetting,
    /// Each row independently, `weight` percent of the commands.
    CmdSetting,
}

struct Entry {
    setting: Setting,
    draw: Draw,
    weight: u32,
}

const fn e(setting: Setting, draw: Draw, weight: u32) -> Entry {
    Entry { setting, draw, weight }
}

/// The one table commands are generated from.
const TABLE: &[Entry] = &[
    e(Setting::Flag, Draw::Shape, 30),
    e(Setting::NumArgs0, Draw::Shape, 6),
    e(Setting::NumArgs1, Draw::Shape, 26),
    e(Setting::NumArgs2, Draw::Shape, 8),
    e(Setting::NumArgs1Plus, Draw::Shape, 10),
    e(Setting::NumArgs0To1, Draw::Shape, 12),
    e(Setting::Count, Draw::Shape, 8),
    e(Setting::PosNumArgs1, Draw::PosShape, 50),
    e(Setting::PosNumArgs2, Draw::PosShape, 15),
    e(Setting::PosNumArgs1Plus, Draw::PosShape, 35),
    e(Setting::Noable, Draw::Special, 26),
    e(Setting::EnableDisable, Draw::Special, 14),
    e(Setting::DeprecatedPair, Draw::Special, 8),
    e(Setting::DeprecatedPairFor, Draw::Special, 12),
    e(Setting::Deprecated, Draw::Special, 8),
    e(Setting::DeprecatedFor, Draw::Special, 20),
    e(Setting::Preset, Draw::Special, 24),
    e(Setting::DeprecatedPreset, Draw::Special, 8),
    e(Setting::Short, Draw::ArgSetting, 55),
    e(Setting::Alias, Draw::ArgSetting, 15),
    e(Setting::ShortAlias, Draw::ArgSetting, 12),
    e(Setting::GlobalDepth0, Draw::ArgSetting, 14),
    e(Setting::GlobalDepth1, Draw::ArgSetting, 14),
    e(Setting::GlobalDepth2, Draw::ArgSetting, 14),
    e(Setting::RequireEquals, Draw::ArgSetting, 15),
    e(Setting::HyphenValuesArg, Draw::ArgSetting, 15),
    e(Setting::NegativeNumbers, Draw::ArgSetting, 12),
    e(Setting::ValueTerminator, Draw::ArgSetting, 30),
    e(Setting::DefaultMissingValue, Draw::ArgSetting, 45),
    e(Setting::DefaultValue, Draw::ArgSetting, 10),
    e(Setting::Append, Draw::ArgSetting, 15),
    e(Setting::Extend, Draw::ArgSetting, 10),
    e(Setting::OsStringValues, Draw::ArgSetting, 20),
    e(Setting::Env, Draw::ArgSetting, 10),
    e(Setting::Required, Draw::ArgSetting, 8),
    e(Setting::ConflictsWith, Draw::ArgSetting, 10),
    e(Setting::OverridesWith, Draw::ArgSetting, 12),
    e(Setting::Requires, Draw::ArgSetting, 8),
    e(Setting::Last, Draw::ArgSetting, 20),
    e(Setting::TrailingVarArg, Draw::ArgSetting, 30),
    e(Setting::HiddenTier, Draw::ArgSetting, 10),
    e(Setting::SameIdAsEnclosing, Draw::ArgSetting, 25),
    e(Setting::PresetListTarget, Draw::ArgSetting, 40),
    e(Setting::CustomNegation, Draw::ArgSetting, 25),
    e(Setting::NegationShort, Draw::ArgSetting, 25),
    e(Setting::ShortOnly, Draw::ArgSetting, 12),
    e(Setting::ValueDelimiter, Draw::ArgSetting, 15),
    e(Setting::SetFalse, Draw::ArgSetting, 15),
    e(Setting::Str2Bool, Draw::ArgSetting, 15),
    e(Setting::OtherTier, Draw::ArgSetting, 15),
    e(Setting::SpecialSeveralValues, Draw::ArgSetting, 60),
    e(Setting::SpecialValueTerminator, Draw::ArgSetting, 40),
    e(Setting::SpecialHyphenValues, Draw::ArgSetting, 30),
    e(Setting::PresetSeveralValuesTarget, Draw::ArgSetting, 40),
    e(Setting::HyphenValuesCmd, Draw::CmdSetting, 8),
    e(Setting::NegativeNumbersCmd, Draw::CmdSetting, 8),
    e(Setting::InferLongArgs, Draw::CmdSetting, 25),
    e(Setting::InferSubcommands, Draw::CmdSetting, 25),
    e(Setting::ArgsConflictsWithSubcommands, Draw::CmdSetting, 12),
    e(Setting::SubcommandPrecedenceOverArg, Draw::CmdSetting, 12),
    e(Setting::ExternalSubcommands, Draw::CmdSetting, 12),
    e(Setting::Group, Draw::CmdSetting, 20),
    e(Setting::RequiredGroup, Draw::CmdSetting, 12),
    e(Setting::NegationsInGroup, Draw::CmdSetting, 50),
    e(Setting::SubcommandAlias, Draw::CmdSetting, 25),
    // The root's only: provenance is checked against clap's value sources.
    e(Setting::RecordSources, Draw::CmdSetting, 25),
    // A subcommand chosen by a letter too (`-S`, pacman's style), which
    // clusters then hold before the subcommand's own letters (`-Sq`).
    e(Setting::SubcommandShortFlag, Draw::CmdSetting, 20),
    // Only where a command has two positionals, the second required.
    e(Setting::AllowMissingPositional, Draw::CmdSetting, 60),
];

fn rows(draw: Draw) -> impl Iterator<Item = &'static Entry> {
    TABLE.iter().filter(move |e| e.draw == draw)
}

/// The row of `draw` that `byte` picks by weight (0 picks the first row).
fn pick(draw: Draw, byte: u8) -> Setting {
    let total: u32 = rows(draw).map(|e| e.weight).sum();
    let mut x = u32::from(byte) * total / 256;
    for e in rows(draw) {
        if x < e.weight {
            return e.setting;
        }
        x -= e.weight;
    }
    rows(draw).last().expect("a non-empty draw").setting
}

/// Whether `mods` (one bool per row of `draw`) holds `setting`.
fn has(mods: &[bool], draw: Draw, setting: Setting) -> bool {
    rows(draw)
        .position(|e| e.setting == setting)
        .is_some_and(|at| mods.get(at).copied().unwrap_or(false))
}

/// The argv features the generator must reach (tracked like the table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Use {
    SpecialAsValue,
    SpecialAfterEscape,
    SpecialAfterTerminator,
    SpecialAsTrailingValue,
    SpecialInCluster,
    SpecialAbbreviated,
    NonUtf8Token,
    SurfaceInSubcommand,
    PresetRead,
    RedirectRead,
    /// A preset or redirect read whose target is a global of an enclosing
    /// command.
    EnclosingTarget,
    /// A preset or redirect read whose target is named by its long name.
    TargetByLongName,
    /// A redirect that accumulates (an `Append` or `Count` flag to an
    /// `Append` or `Count` replacement) read at two occurrences or more.
    RedirectAccumulated,
    /// The negation of a deprecated pair flag read last, redirected to its
    /// replacement's negation.
    NegationRedirected,
    /// The negation of a deprecated pair flag read last, whose replacement
    /// (a plain flag, a count) has no negation to redirect it to.
    NegationRedirectedToNothing,
    /// A preset read whose target is a list, which it replaces.
    PresetListReplaced,
    /// A deprecated preset flag read: it warns and applies its preset.
    DeprecatedPresetRead,
    /// A global deprecated or preset flag read in two commands of the path.
    GlobalSpecialInTwoCommands,
    /// A redirect of an occurrence of two values or more.
    SeveralValuesRedirected,
    /// A preset flag read at an occurrence of two values or more.
    SeveralValuesPresetRead,
    /// A redirect or preset whose insertion goes after the value
    /// terminator that ends the flag's values.
    InsertedAfterTerminator,
    /// A redirect or preset whose insertion goes right before the flag,
    /// whose values may take any token after them.
    InsertedBeforeSwallowingOption,
    /// A redirect of values split at a delimiter, one starting with `-`,
    /// to a replacement that takes several and splits at it too: they go
    /// joined again.
    SplitHyphenValuesRejoined,
    /// A preset or redirect letter in a short cluster that clap rejects
    /// (with a parse error at the cluster or before it) where the
    /// insertion would split it.
    RejectedClusterSplit,
    /// A short token or cluster (`-s`, `-vs`) that holds the short name of
    /// a pair's negation.
    NegationShortTyped,
    /// A global pair spelled before a subcommand's name, and the letter of
    /// its other half (its negation's after its flag, or the reverse) after
    /// another letter in a cluster typed after that name (`-i run -fs`):
    /// the global's last spelling wins across commands there too.
    GlobalPairLetterInSubcommandCluster,
}

const USES: &[Use] = &[
    Use::SpecialAsValue,
    Use::SpecialAfterEscape,
    Use::SpecialAfterTerminator,
    Use::SpecialAsTrailingValue,
    Use::SpecialInCluster,
    Use::SpecialAbbreviated,
    Use::NonUtf8Token,
    Use::SurfaceInSubcommand,
    Use::PresetRead,
    Use::RedirectRead,
    Use::EnclosingTarget,
    Use::TargetByLongName,
    Use::RedirectAccumulated,
    Use::NegationRedirected,
    Use::NegationRedirectedToNothing,
    Use::PresetListReplaced,
    Use::DeprecatedPresetRead,
    Use::GlobalSpecialInTwoCommands,
    Use::SeveralValuesRedirected,
    Use::SeveralValuesPresetRead,
    Use::InsertedAfterTerminator,
    Use::InsertedBeforeSwallowingOption,
    Use::NegationShortTyped,
];

/// The argv features too rare for the default run to draw (about one case
/// in 30,000, and in 3,000): the million-case run checks that it drew them.
const RARE_USES: &[Use] = &[Use::SplitHyphenValuesRejoined, Use::GlobalPairLetterInSubcommandCluster];

// ================================================================ generation

#[derive(Clone, Debug)]
struct ArgGen {
    shape: u8,
    special: u8,
    mods: Vec<bool>,
    picks: [u8; 6],
    /// Names fixed by the greedy shrinking pass, so that removing one
    /// argument does not rename the others.
    pin: Option<ArgPin>,
}

#[derive(Clone, Debug)]
struct ArgPin {
    name: String,
    negation: Option<String>,
    negation_short: Option<char>,
    short: Option<char>,
    alias: Option<String>,
    short_alias: Option<char>,
}

#[derive(Clone, Debug)]
struct CmdGen {
    mods: Vec<bool>,
    args: Vec<ArgGen>,
    positionals: Vec<ArgGen>,
    picks: [u8; 4],
    subs: Vec<CmdGen>,
    /// The name and alias fixed by the greedy shrinking pass.
    pin: Option<(String, Option<String>)>,
}

#[derive(Clone, Debug)]
struct CaseGen {
    root: CmdGen,
    /// Which subcommand path the argv starts with (0: none).
    path: u8,
    argv: Vec<[u8; 4]>,
    /// The argv fixed by the greedy shrinking pass (it then ignores `argv`).
    literal: Option<Vec<OsString>>,
    /// Whether the argv is made of plain spellings only: no help request,
    /// no pair's negation, no deprecated or preset flag (values and names
    /// may still begin one). The derive's entry points read such a command
    /// line with a lightly prepared command (as `new` does), which the rest
    /// of the argvs leave mostly unread.
    plain: bool,
    /// Whether the argv is well formed (see [`formed_tokens`]): the
    /// arguments of the command it chooses, each with values its value
    /// parser takes, its required arguments and its positional values,
    /// which clap mostly accepts, so that the values, facts and warnings of
    /// a parse are compared, not only errors.
    formed: bool,
}

fn mods(draw: Draw) -> BoxedStrategy<Vec<bool>> {
    rows(draw)
        .map(|e| prop::bool::weighted(f64::from(e.weight) / 100.0).boxed())
        .collect::<Vec<_>>()
        .boxed()
}

fn arg_gen() -> BoxedStrategy<ArgGen> {
    (any::<u8>(), any::<u8>(), mods(Draw::ArgSetting), any::<[u8; 6]>())
        .prop_map(|(shape, special, mods, picks)| ArgGen {
            shape,
            special,
            mods,
            picks,
            pin: None,
        })
        .boxed()
}

fn cmd_gen(depth: usize) -> BoxedStrategy<CmdGen> {
    let subs = match depth {
        0 => vec(cmd_gen(1), 0..=2).boxed(),
        1 => vec(cmd_gen(2), 0..=1).boxed(),
        _ => Just(Vec::new()).boxed(),
    };
    let args = if depth == 0 { 1..=6usize } else { 0..=4usize };
    (
        mods(Draw::CmdSetting),
        vec(arg_gen(), args),
        vec(arg_gen(), 0..=2),
        any::<[u8; 4]>(),
        subs,
    )
        .prop_map(|(mods, args, positionals, picks, subs)| CmdGen {
            mods,
            args,
            positionals,
            picks,
            subs,
            pin: None,
        })
        .boxed()
}

fn case_gen() -> BoxedStrategy<CaseGen> {
    (
        cmd_gen(0),
        any::<u8>(),
        vec(any::<[u8; 4]>(), 0..=9),
        prop::bool::weighted(0.5),
        prop::bool::weighted(0.5),
    )
        .prop_map(|(root, path, argv, plain, formed)| CaseGen {
            root,
            path,
            argv,
            literal: None,
            plain,
            formed,
        })
        .boxed()
}

// ================================================================ the model

#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Flag,
    Count,
    Opt {
        min: usize,
        max: Option<usize>,
        append: bool,
        extend: bool,
    },
    Pos {
        min: usize,
        max: Option<usize>,
        last: bool,
        trailing: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
enum Special {
    None,
    Noable,
    EnableDisable,
    DeprecatedPair,
    /// A noable flag, deprecated, with a replacement: its negation is
    /// redirected to the replacement's negation, or to nothing where the
    /// replacement has none.
    DeprecatedPairFor(String),
    Deprecated,
    DeprecatedFor(String),
    Preset(Vec<(String, String)>),
}

#[derive(Clone, Debug)]
struct ArgM {
    id: String,
    long: Option<String>,
    /// A pair's negation with a long name of its own.
    own_negation: Option<String>,
    /// A pair's negation's short name ([`Setting::NegationShort`]).
    negation_short: Option<char>,
    /// A preset flag that is deprecated too ([`Setting::DeprecatedPreset`]).
    deprecated_preset: bool,
    short: Option<char>,
    aliases: Vec<String>,
    short_aliases: Vec<char>,
    kind: Kind,
    require_equals: bool,
    hyphen: bool,
    negative: bool,
    terminator: bool,
    /// `value_delimiter(',')`.
    delimiter: bool,
    default_missing: bool,
    default: Option<&'static str>,
    env: Option<(String, Option<OsString>)>,
    global: bool,
    required: bool,
    conflicts: Vec<String>,
    overrides: Vec<String>,
    requires: Vec<String>,
    special: Special,
    os_values: bool,
    /// A flag that is `ArgAction::SetFalse` (its kind is `Kind::Flag`).
    set_false: bool,
    /// An option whose values `argkind::str2bool()` parses.
    str2bool: bool,
    hidden: bool,
    /// Another tier ([`Setting::OtherTier`]).
    tier: Option<ArgKind>,
}

impl ArgM {
    fn is_pair(&self) -> bool {
        matches!(
            self.special,
            Special::Noable | Special::EnableDisable | Special::DeprecatedPair | Special::DeprecatedPairFor(_)
        )
    }

    /// A deprecated option that may be given bare, with no default missing
    /// value: clap reads that occurrence with no value and no index.
    fn may_be_bare(&self) -> bool {
        self.is_deprecated() && self.bare_has_no_value()
    }

    /// An option that may be given bare, with no default missing value.
    fn bare_has_no_value(&self) -> bool {
        matches!(self.kind, Kind::Opt { min: 0, .. }) && !self.default_missing
    }

    fn is_deprecated(&self) -> bool {
        self.deprecated_preset
            || matches!(
                self.special,
                Special::Deprecated
                    | Special::DeprecatedFor(_)
                    | Special::DeprecatedPair
                    | Special::DeprecatedPairFor(_)
            )
    }

    /// The name a deprecation warning gives the flag: its long name, else
    /// its short letter (`Deprecation::flag`).
    fn warned_name(&self) -> String {
        match (&self.long, self.short) {
            (Some(long), _) => long.clone(),
            (None, Some(c)) => c.to_string(),
            (None, None) => self.id.clone(),
        }
    }

    fn is_positional(&self) -> bool {
        matches!(self.kind, Kind::Pos { .. })
    }

    /// The negative spelling, without `--`, of a pair flag.
    fn negation(&self) -> Option<String> {
        let long = self.long.as_deref()?;
        if let Some(own) = self.own_negation.clone().filter(|_| self.is_pair()) {
            return Some(own);
        }
        match self.special {
            Special::Noable | Special::DeprecatedPair | Special::DeprecatedPairFor(_) => Some(format!("no-{long}")),
            Special::EnableDisable => long.strip_prefix("enable-").map(|x| format!("disable-{x}")),
            _ => None,
        }
    }

    /// An option whose every occurrence adds one value or more to a list
    /// (`Append` with one value, or extend).
    fn list_option(&self) -> bool {
        matches!(
            self.kind,
            Kind::Opt {
                max: Some(1),
                append: true,
                ..
            } | Kind::Opt { extend: true, .. }
        )
    }

    /// Whether every occurrence adds to the value: an `Append` option, an
    /// extend option or a count.
    fn accumulates(&self) -> bool {
        matches!(
            self.kind,
            Kind::Count | Kind::Opt { append: true, .. } | Kind::Opt { extend: true, .. }
        )
    }

    fn single_valued_option(&self) -> bool {
        matches!(
            self.kind,
            Kind::Opt {
                max: Some(1),
                append: false,
                extend: false,
                ..
            }
        )
    }

    /// The fewest values an occurrence of an option takes (the twin's
    /// extend option takes `1..`).
    fn min_values(&self) -> usize {
        match self.kind {
            Kind::Opt { extend: true, .. } => 1,
            Kind::Opt { min, .. } | Kind::Pos { min, .. } => min,
            _ => 0,
        }
    }

    /// The most values an occurrence of an option takes (`usize::MAX`
    /// where there is no limit).
    fn max_values(&self) -> usize {
        match self.kind {
            Kind::Opt { extend: true, .. } => usize::MAX,
            Kind::Opt { max, .. } | Kind::Pos { max, .. } => max.unwrap_or(usize::MAX),
            _ => 0,
        }
    }

    /// An option that takes more than one value at an occurrence.
    fn several(&self) -> bool {
        matches!(self.kind, Kind::Opt { .. }) && self.max_values() > 1
    }

    /// An option whose action is `Append` (an extend option is one too).
    fn appends(&self) -> bool {
        matches!(
            self.kind,
            Kind::Opt { append: true, .. } | Kind::Opt { extend: true, .. }
        )
    }

    /// Whether a redirect from the deprecated flag `d` gives this
    /// replacement each value of an occurrence as an occurrence of its own
    /// (`--y=a --y=b`), not all of them in one: an `Append` option whose
    /// occurrence may hold one value (an occurrence of several values would
    /// take the command line's next positional), unless its value
    /// terminator ends them and `d` has it too, or it takes one value an
    /// occurrence and splits it at its delimiter, or splits at the one `d`
    /// splits at (the values go joined at it).
    fn one_value_an_occurrence(&self, d: &ArgM) -> bool {
        let terminated = self.terminator && d.terminator && !d.delimiter;
        let joined = self.delimiter && (self.max_values() <= 1 || rejoins(d, self));
        self.appends() && self.min_values() <= 1 && !terminated && !joined
    }

    /// Whether a value given after this option's values (bare, or some)
    /// may be taken for one more of them whatever it is: it accepts hyphen
    /// values (its own setting or its command's) and may take more than
    /// one value, or none.
    fn swallows(&self, command_hyphen: bool) -> bool {
        (self.hyphen || command_hyphen) && (self.max_values() > 1 || self.min_values() == 0)
    }
}

/// Whether the replacement `y` takes as many values at one occurrence as
/// the redirect from `d` gives it, as argkind's definition check demands
/// (`check_redirected_counts`): the values of one occurrence together
/// where `y` takes several, else one value an occurrence (an `Append`
/// list) or joined at `y`'s delimiter.
fn takes_redirected_counts(d: &ArgM, y: &ArgM) -> bool {
    if rejoins(d, y) {
        // One attached value, which holds the terminator as a value.
        return y.max_values() > 0;
    }
    let fewest = d.min_values().max(1);
    let most = if d.delimiter { usize::MAX } else { d.max_values().max(1) };
    // An option that requires `=` takes one value at an occurrence, unless
    // its delimiter splits it.
    let attached = y.require_equals && !y.delimiter;
    let counts = if y.max_values() > 1 && !attached {
        y.min_values() <= fewest && most <= y.max_values()
    } else {
        most <= 1 || y.one_value_an_occurrence(d) || y.delimiter
    };
    // Several values at one occurrence go as separate tokens, which a
    // replacement reads as values only where it accepts what the flag does.
    let at_once =
        d.max_values() > 1 && !d.delimiter && y.max_values() > 1 && !attached && !y.one_value_an_occurrence(d);
    let hyphens = !at_once || y.hyphen || !(d.hyphen || (d.negative && !y.negative));
    // Where it takes more than an occurrence may give, what ends them is
    // its terminator, or a flag of argkind's, which it would take for a
    // value if it accepts hyphen values.
    let ended = !at_once || d.min_values().max(1) >= y.max_values() || !y.hyphen || y.terminator;
    // Its terminator ends the values there, so the flag must not take it
    // for a value (`check_redirected_terminator`): it has the same one, or
    // its value parser rejects it. (A redirect that requires `=` joins them
    // at its delimiter.)
    let at_once = at_once && !y.require_equals;
    let terminated = !at_once || !y.terminator || d.terminator || d.str2bool;
    counts && hyphens && ended && terminated
}

/// Whether the values the deprecated `d` splits at its delimiter go to
/// its replacement `y` joined again (`--y=a,-b`): `y` splits at `,` too,
/// and takes an occurrence of one value (argkind's `rewrite::rejoins`).
fn rejoins(d: &ArgM, y: &ArgM) -> bool {
    d.delimiter && y.delimiter && y.min_values() <= 1
}

fn neg_id(id: &str) -> String {
    format!("neg:{id}")
}

/// The id argkind gives the negation whose long name is `negation`: the
/// name with each `-` written `_`, as a hand-written twin field's.
fn negation_id(negation: &str) -> String {
    negation.replace('-', "_")
}

#[derive(Clone, Debug)]
struct GroupM {
    id: String,
    args: Vec<String>,
    required: bool,
    multiple: bool,
    /// The pairs' negations are members too ([`Setting::NegationsInGroup`]).
    negations_in: bool,
}

#[derive(Clone, Debug)]
struct CmdM {
    name: String,
    depth: usize,
    aliases: Vec<String>,
    hyphen: bool,
    negative: bool,
    infer_long: bool,
    infer_sub: bool,
    args_conflict: bool,
    sub_precedence: bool,
    external: bool,
    /// The root records where each value came from.
    record_sources: bool,
    /// The letter that chooses this subcommand (`Command::short_flag`).
    short_flag: Option<char>,
    /// `allow_missing_positional`: its first positional is optional, its
    /// second required.
    allow_missing: bool,
    args: Vec<ArgM>,
    groups: Vec<GroupM>,
    subs: Vec<CmdM>,
}

#[derive(Clone, Debug)]
struct Model {
    root: CmdM,
}

impl Model {
    fn commands(&self) -> Vec<(Vec<String>, &CmdM)> {
        fn walk<'a>(c: &'a CmdM, path: Vec<String>, out: &mut Vec<(Vec<String>, &'a CmdM)>) {
            out.push((path.clone(), c));
            for s in &c.subs {
                let mut p = path.clone();
                p.push(s.name.clone());
                walk(s, p, out);
            }
        }
        let mut out = Vec::new();
        walk(&self.root, Vec::new(), &mut out);
        out
    }

    fn args(&self) -> impl Iterator<Item = &ArgM> {
        self.commands().into_iter().flat_map(|(_, c)| c.args.iter())
    }

    /// The first argument of id `id` (for naming mismatch classes only: a
    /// subcommand may have a flag of its own with the id of an enclosing
    /// command's non-global one, see [`Model::owned_in`]).
    fn arg(&self, id: &str) -> Option<&ArgM> {
        self.args().find(|a| a.id == id)
    }

    /// The command named `name`, and the commands enclosing it, outermost
    /// first.
    fn chain(&self, name: &str) -> Option<Vec<&CmdM>> {
        fn walk<'a>(c: &'a CmdM, name: &str, out: &mut Vec<&'a CmdM>) -> bool {
            out.push(c);
            if c.name == name || c.subs.iter().any(|s| walk(s, name, out)) {
                return true;
            }
            out.pop();
            false
        }
        let mut out = Vec::new();
        walk(&self.root, name, &mut out).then_some(out)
    }

    /// The argument of id `id` that the command named `cmd` reads (its own,
    /// else a global of the nearest enclosing command that has one), and
    /// the command that declares it. Ids are unique within a command and
    /// among globals, but a subcommand may have a flag of its own with the
    /// id of an enclosing command's non-global one: another flag.
    fn owned_in(&self, cmd: &str, id: &str) -> Option<(&CmdM, &ArgM)> {
        let chain = self.chain(cmd)?;
        let (last, enclosing) = chain.split_last()?;
        if let Some(a) = last.args.iter().find(|a| a.id == id) {
            return Some((last, a));
        }
        enclosing
            .iter()
            .rev()
            .find_map(|c| c.args.iter().find(|a| a.global && a.id == id).map(|a| (*c, a)))
    }

    /// The argument of id `id` that the command named `cmd` reads.
    fn arg_in(&self, cmd: &str, id: &str) -> Option<&ArgM> {
        self.owned_in(cmd, id).map(|(_, a)| a)
    }

    /// The argument `ev` is a value of (the pair flag, for its negation),
    /// and whether `ev` is of the negation.
    fn arg_of(&self, ev: &Event) -> Option<(&ArgM, bool)> {
        match self.arg_in(&ev.cmd, &ev.id) {
            Some(a) => Some((a, false)),
            None => {
                let id = ev.id.strip_prefix("neg:")?;
                self.arg_in(&ev.cmd, id).filter(|a| a.is_pair()).map(|a| (a, true))
            }
        }
    }

    /// Whether `ev` is a value of `a` or of its negation.
    fn is_of_pair(&self, ev: &Event, a: &ArgM) -> bool {
        self.arg_of(ev).is_some_and(|(x, _)| std::ptr::eq(x, a))
    }

    /// The path (names below the root) of the command named `name`.
    fn path_of(&self, name: &str) -> Option<Vec<String>> {
        self.commands()
            .into_iter()
            .find(|(_, c)| c.name == name)
            .map(|(p, _)| p)
    }

    /// How many subcommands below the root the command named `name` is (0
    /// for the root, or a name no command has).
    fn depth_of(&self, name: &str) -> usize {
        self.path_of(name).map_or(0, |path| path.len())
    }

    /// What role an argument plays, for naming mismatch classes.
    fn role(&self, id: &str) -> String {
        let Some(a) = self.arg(id) else {
            return "an argument".into();
        };
        let targeted = self.args().any(|p| match &p.special {
            Special::Preset(ts) => ts.iter().any(|(t, _)| target_id(t) == id),
            _ => false,
        });
        let redirected = self.args().any(
            |d| matches!(&d.special, Special::DeprecatedFor(y) | Special::DeprecatedPairFor(y) if target_id(y) == id),
        );
        let base = match (&a.special, &a.kind) {
            (Special::Noable | Special::DeprecatedPair, _) => "a noable flag",
            (Special::DeprecatedPairFor(_), _) => "a noable deprecated flag with a replacement",
            (Special::EnableDisable, _) => "an enable/disable flag",
            (Special::Preset(_), _) => "a preset flag",
            (Special::DeprecatedFor(_), _) => "a deprecated flag with a replacement",
            (Special::Deprecated, _) => "a deprecated flag",
            (_, Kind::Flag) => "a flag",
            (_, Kind::Count) => "a count flag",
            (_, Kind::Opt { .. }) => "an option",
            (_, Kind::Pos { .. }) => "a positional",
        };
        let mut role = base.to_owned();
        if targeted {
            role.push_str(" (preset target)");
        }
        if redirected {
            role.push_str(" (redirect target)");
        }
        if a.global {
            role.push_str(" (global)");
        }
        role
    }
}

const LONGS: &[&str] = &[
    "fast", "fat", "file", "filter", "level", "lev", "mode", "model", "out", "output", "quiet", "size", "sizes", "tag",
    "target", "verbose", "vec", "width", "jobs", "dump", "dumps", "color",
];
const ALIASES: &[&str] = &["quick", "lvl", "outfile", "tgt", "sz", "dmp", "mo", "fil"];
const SHORTS: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'j', 'k', 'm', 'o', 'q', 's', 't', 'v', 'w', 'x',
];
const SUB_NAMES: [&[&str]; 2] = [&["run", "runner", "build"], &["step", "stop", "stat"]];
const SUB_ALIASES: &[&str] = &["r", "ru", "bld", "st"];

struct Pools {
    longs: Vec<&'static str>,
    aliases: Vec<&'static str>,
    shorts: Vec<char>,
    subs: [Vec<&'static str>; 2],
    sub_aliases: Vec<&'static str>,
    positionals: usize,
    groups: usize,
    fallback: usize,
    uid: u64,
}

fn take<T: Copy>(pool: &mut Vec<T>, pick: u8) -> Option<T> {
    if pool.is_empty() {
        return None;
    }
    let at = usize::from(pick) % pool.len();
    Some(pool.remove(at))
}

/// `pinned` if set (taken out of the pool), else one from the pool.
fn take_pinned<T: Copy + PartialEq>(pool: &mut Vec<T>, pick: u8, pinned: Option<T>) -> Option<T> {
    match pinned {
        Some(p) => {
            pool.retain(|x| *x != p);
            Some(p)
        }
        None => take(pool, pick),
    }
}

fn take_name(
    pool: &mut Vec<&'static str>,
    pick: u8,
    pinned: Option<&str>,
    fallback: &mut usize,
    prefix: &str,
) -> String {
    if let Some(p) = pinned {
        pool.retain(|x| *x != p);
        return p.to_owned();
    }
    match take(pool, pick) {
        Some(name) => name.to_owned(),
        None => {
            *fallback += 1;
            format!("{prefix}{fallback}")
        }
    }
}

fn special_of(byte: u8) -> Option<Setting> {
    // Half of the named arguments are plain.
    (byte >= 128).then(|| pick(Draw::Special, (byte - 128).wrapping_mul(2)))
}

fn env_name(uid: u64, id: &str) -> String {
    let id: String = id
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("ARGKIND_DIFF_{uid}_{id}")
}

fn env_value(kind: &Kind, pick: u8) -> Option<OsString> {
    let choice = usize::from(pick / 8) % 4;
    if choice == 3 {
        return None; // declared, not set
    }
    let value: OsString = match kind {
        Kind::Flag => ["true", "false", "yes"][choice].into(),
        Kind::Count => ["2", "x", "0"][choice].into(),
        _ => match choice {
            0 => "ev".into(),
            1 => "-e".into(),
            _ => OsString::from_vec(b"e\xff".to_vec()),
        },
    };
    Some(value)
}

/// A named argument of a command at `depth`; `reuse` holds the ids of the
/// enclosing commands' non-global named arguments not yet reused in this
/// command (see [`Setting::SameIdAsEnclosing`]).
fn decode_named(g: &ArgGen, depth: usize, pools: &mut Pools, reuse: &mut Vec<String>) -> ArgM {
    let pin = g.pin.as_ref();
    let reused = match pin {
        Some(p) => reuse.contains(&p.name).then(|| p.name.clone()),
        None if has(&g.mods, Draw::ArgSetting, Setting::SameIdAsEnclosing) && !reuse.is_empty() => {
            Some(reuse[usize::from(g.picks[0]) % reuse.len()].clone())
        }
        None => None,
    };
    let name = match &reused {
        Some(id) => {
            reuse.retain(|x| x != id);
            id.clone()
        }
        None => take_name(
            &mut pools.longs,
            g.picks[0],
            pin.map(|p| p.name.as_str()),
            &mut pools.fallback,
            "arg",
        ),
    };
    let mut special = special_of(g.special);
    // A reused id is the whole long name: an enable/disable flag needs one
    // that starts `enable-`.
    if special == Some(Setting::EnableDisable) && reused.as_ref().is_some_and(|id| !id.starts_with("enable-")) {
        special = Some(Setting::Noable);
    }
    let mut shape = pick(Draw::Shape, g.shape);
    // A deprecated option with a replacement or a preset flag that keeps
    // its shape of several values or of an optional one.
    // A deprecated option with a replacement or a preset flag drawn as an
    // option that takes values is one of several values or of an optional
    // one where the flag draws them: the shape byte picks which.
    let keeps_several = matches!(
        special,
        Some(Setting::DeprecatedFor | Setting::Preset | Setting::DeprecatedPreset)
    ) && matches!(
        shape,
        Setting::NumArgs1 | Setting::NumArgs2 | Setting::NumArgs1Plus | Setting::NumArgs0To1
    ) && has(&g.mods, Draw::ArgSetting, Setting::SpecialSeveralValues);
    if keeps_several {
        shape = [Setting::NumArgs2, Setting::NumArgs1Plus, Setting::NumArgs0To1][usize::from(g.shape) % 3];
    }
    match special {
        Some(Setting::Noable | Setting::EnableDisable | Setting::DeprecatedPair | Setting::DeprecatedPairFor) => {
            shape = Setting::Flag
        }
        Some(Setting::Preset | Setting::DeprecatedPreset) if shape != Setting::NumArgs1 && !keeps_several => {
            shape = Setting::Flag
        }
        // No values: a count; several: a list of single values.
        Some(Setting::DeprecatedFor) if shape == Setting::NumArgs0 => shape = Setting::Count,
        // Half the plain flags a count, whose every occurrence is passed on.
        Some(Setting::DeprecatedFor) if shape == Setting::Flag && g.shape % 2 == 1 => shape = Setting::Count,
        Some(Setting::DeprecatedFor) if !matches!(shape, Setting::Flag | Setting::Count) && !keeps_several => {
            shape = Setting::NumArgs1
        }
        _ => {}
    }
    let has = |s| has(&g.mods, Draw::ArgSetting, s);
    let (min, max) = match shape {
        Setting::NumArgs0 => (0, Some(0)),
        Setting::NumArgs2 => (2, Some(2)),
        Setting::NumArgs1Plus => (1, None),
        Setting::NumArgs0To1 => (0, Some(1)),
        _ => (1, Some(1)),
    };
    let plain = special.is_none();
    // A deprecated flag with a replacement may be a list too: its redirect
    // then applies at each occurrence.
    let drawn_list = matches!(pick(Draw::Shape, g.shape), Setting::NumArgs2 | Setting::NumArgs1Plus);
    let append = max != Some(0)
        && if special == Some(Setting::DeprecatedFor) {
            has(Setting::Append) || (drawn_list && !keeps_several)
        } else {
            plain && has(Setting::Append)
        };
    let kind = match shape {
        Setting::Flag => Kind::Flag,
        Setting::Count => Kind::Count,
        _ => Kind::Opt {
            min,
            max,
            append,
            extend: plain && !append && shape == Setting::NumArgs1 && has(Setting::Extend),
        },
    };
    let mut long = if special == Some(Setting::EnableDisable) && reused.is_none() {
        format!("enable-{name}")
    } else {
        name.to_owned()
    };
    // A negation with a name of its own (a pair's shape is a flag, so its
    // shape byte picks the name): a third of the noable ones are the
    // documented flag `--no-x` whose negation is `--x`.
    let pair = matches!(
        special,
        Some(Setting::Noable | Setting::EnableDisable | Setting::DeprecatedPair | Setting::DeprecatedPairFor)
    );
    let negation = if pair && has(Setting::CustomNegation) {
        let pinned = pin.and_then(|p| p.negation.as_deref());
        if special != Some(Setting::EnableDisable) && reused.is_none() && g.shape % 3 == 0 && pinned.is_none() {
            long = format!("no-{name}");
            Some(name.clone())
        } else if pinned.is_some_and(|p| format!("no-{p}") == name) {
            // The shrinker pinned `no-x`'s base name `x` as its negation.
            long = name.clone();
            pinned.map(str::to_owned)
        } else {
            Some(take_name(
                &mut pools.longs,
                g.shape / 3,
                pinned,
                &mut pools.fallback,
                "neg",
            ))
        }
    } else if pair && special != Some(Setting::EnableDisable) {
        // A noable `--no-x` (a reused id, a name the shrinker pinned) needs
        // a negation of its own: `--no-no-x` is a definition error.
        long.strip_prefix("no-").map(str::to_owned)
    } else {
        None
    };
    // clap's value settings need an argument that takes values.
    let opt = matches!(kind, Kind::Opt { .. }) && max != Some(0);
    let multi = max.is_none_or(|m| m > 1);
    // Not a reused id: clap copies a global's value into the matches of
    // every command the parse went through, the enclosing command's other
    // flag of that id included, in plain clap too.
    let global =
        reused.is_none() && has([Setting::GlobalDepth0, Setting::GlobalDepth1, Setting::GlobalDepth2][depth.min(2)]);
    let special_setting = special;
    let special = match special {
        Some(Setting::Noable) => Special::Noable,
        Some(Setting::EnableDisable) => Special::EnableDisable,
        Some(Setting::DeprecatedPair) => Special::DeprecatedPair,
        Some(Setting::DeprecatedPairFor) => Special::DeprecatedPairFor(String::new()),
        Some(Setting::Deprecated) => Special::Deprecated,
        Some(Setting::DeprecatedFor) => Special::DeprecatedFor(String::new()),
        Some(Setting::Preset | Setting::DeprecatedPreset) => Special::Preset(Vec::new()),
        _ => Special::None,
    };
    let short_only_fits = matches!(
        special,
        Special::None | Special::Deprecated | Special::DeprecatedFor(_) | Special::Preset(_)
    );
    let short_only_drawn = short_only_fits && has(Setting::ShortOnly);
    let short = if has(Setting::Short) || short_only_drawn {
        take_pinned(&mut pools.shorts, g.picks[1], pin.and_then(|p| p.short))
    } else {
        None
    };
    let short_only = short_only_drawn && short.is_some();
    let aliases = if has(Setting::Alias) && !short_only {
        match pin.and_then(|p| p.alias.clone()) {
            Some(alias) => {
                pools.aliases.retain(|x| *x != alias);
                vec![alias]
            }
            None => take(&mut pools.aliases, g.picks[2])
                .map(str::to_owned)
                .into_iter()
                .collect(),
        }
    } else {
        Vec::new()
    };
    let short_aliases = if has(Setting::ShortAlias) {
        take_pinned(&mut pools.shorts, g.picks[3], pin.and_then(|p| p.short_alias))
            .into_iter()
            .collect()
    } else {
        Vec::new()
    };
    // A deprecated pair's negation has no short name (its redirect reads
    // the long one: a definition error).
    let negation_short =
        if pair && matches!(special, Special::Noable | Special::EnableDisable) && has(Setting::NegationShort) {
            take_pinned(&mut pools.shorts, g.picks[4], pin.and_then(|p| p.negation_short))
        } else {
            None
        };
    let set_false = kind == Kind::Flag
        && matches!(special, Special::None | Special::Deprecated | Special::DeprecatedFor(_))
        && has(Setting::SetFalse);
    let str2bool = opt && has(Setting::Str2Bool);
    let default = if has(Setting::DefaultValue) {
        match kind {
            Kind::Flag if set_false => Some("false"),
            Kind::Flag => Some("true"),
            Kind::Opt { .. } if str2bool => Some("off"),
            Kind::Opt { .. } => Some("dv"),
            _ => None,
        }
    } else {
        None
    };
    // A reused id would name the variable of the enclosing command's flag.
    let env =
        (has(Setting::Env) && reused.is_none()).then(|| (env_name(pools.uid, &long), env_value(&kind, g.picks[5])));
    // An optional value too may end at the terminator (`--x ;`).
    let terminator =
        opt && ((multi && has(Setting::ValueTerminator)) || (keeps_several && has(Setting::SpecialValueTerminator)));
    // An extend option that accepts hyphen values needs a terminator (it
    // would take every later token: a definition error).
    let extend = matches!(kind, Kind::Opt { extend: true, .. });
    let hyphen = opt
        && (has(Setting::HyphenValuesArg) || (keeps_several && has(Setting::SpecialHyphenValues)))
        && (!extend || terminator);
    ArgM {
        id: long.clone(),
        long: (!short_only).then_some(long),
        own_negation: negation,
        negation_short,
        deprecated_preset: special_setting == Some(Setting::DeprecatedPreset),
        short,
        aliases,
        short_aliases,
        require_equals: opt && min <= 1 && has(Setting::RequireEquals),
        hyphen,
        negative: opt && has(Setting::NegativeNumbers),
        terminator,
        // A deprecated option with a replacement passes on the values it
        // splits to a list, an occurrence each, or to a replacement that
        // splits at `,` too, joined again (see `takes_redirected_counts`).
        delimiter: opt && has(Setting::ValueDelimiter),
        // A deprecated option with a replacement or a preset flag that may
        // be given bare needs one: a bare occurrence has no place on the
        // command line otherwise (a definition error).
        default_missing: matches!(kind, Kind::Opt { .. })
            && min == 0
            && (has(Setting::DefaultMissingValue) || keeps_several),
        default,
        env,
        global,
        required: !global && has(Setting::Required),
        conflicts: Vec::new(),
        overrides: Vec::new(),
        requires: Vec::new(),
        special,
        os_values: matches!(kind, Kind::Opt { .. }) && !str2bool && has(Setting::OsStringValues),
        set_false,
        str2bool,
        hidden: has(Setting::HiddenTier) && !has(Setting::OtherTier),
        tier: has(Setting::OtherTier)
            .then(|| [ArgKind::Internal, ArgKind::Earg, ArgKind::Harg][usize::from(g.shape) % 3]),
        kind,
    }
}

fn decode_positional(g: &ArgGen, pools: &mut Pools) -> ArgM {
    pools.positionals += 1;
    let id = format!("p{}", pools.positionals);
    let has = |s| has(&g.mods, Draw::ArgSetting, s);
    let (min, max) = match pick(Draw::PosShape, g.shape) {
        Setting::PosNumArgs2 => (2, Some(2)),
        Setting::PosNumArgs1Plus => (1, None),
        _ => (1, Some(1)),
    };
    let kind = Kind::Pos {
        min,
        max,
        last: has(Setting::Last),
        trailing: has(Setting::TrailingVarArg),
    };
    let env = has(Setting::Env).then(|| (env_name(pools.uid, &id), env_value(&kind, g.picks[5])));
    ArgM {
        long: None,
        own_negation: None,
        negation_short: None,
        deprecated_preset: false,
        short: None,
        aliases: Vec::new(),
        short_aliases: Vec::new(),
        require_equals: false,
        hyphen: has(Setting::HyphenValuesArg),
        negative: has(Setting::NegativeNumbers),
        terminator: max.is_none_or(|m| m > 1) && has(Setting::ValueTerminator),
        delimiter: false,
        default_missing: false,
        default: has(Setting::DefaultValue).then_some("dp"),
        env,
        global: false,
        required: has(Setting::Required),
        conflicts: Vec::new(),
        overrides: Vec::new(),
        requires: Vec::new(),
        special: Special::None,
        os_values: has(Setting::OsStringValues),
        set_false: false,
        str2bool: false,
        hidden: has(Setting::HiddenTier),
        tier: None,
        kind,
        id,
    }
}

fn target_ok(t: &ArgM, global: bool) -> bool {
    t.global == global
        && t.long.is_some()
        && !t.set_false
        && matches!(t.special, Special::None | Special::Noable | Special::EnableDisable)
        && (t.kind == Kind::Flag || t.single_valued_option() || t.list_option() || several_taking_one(t))
}

/// An option that takes several values at an occurrence and may be given
/// one (`num_args(1..)`, set or appended): a preset gives it one value
/// (more is a definition error: a preset value is one value).
fn several_taking_one(t: &ArgM) -> bool {
    t.several() && t.min_values() <= 1
}

/// The id of the argument a declared target names: a target written
/// `--name` names the argument whose long name is `name`, and every named
/// argument's id is its long name.
/// Whether one preset flag of `args` sets both `a` and `b`.
fn preset_together(args: &[ArgM], a: &ArgM, b: &ArgM) -> bool {
    args.iter().any(|p| match &p.special {
        Special::Preset(targets) => {
            let sets = |x: &ArgM| targets.iter().any(|(t, _)| target_id(t) == x.id);
            sets(a) && sets(b)
        }
        _ => false,
    })
}

/// Whether one of `a` and `b` sets the other: a preset target or a
/// replacement.
fn linked(a: &ArgM, b: &ArgM) -> bool {
    let sets = |x: &ArgM, y: &ArgM| match &x.special {
        Special::Preset(targets) => targets.iter().any(|(t, _)| target_id(t) == y.id),
        Special::DeprecatedFor(t) | Special::DeprecatedPairFor(t) => target_id(t) == y.id,
        _ => false,
    };
    sets(a, b) || sets(b, a)
}

fn target_id(target: &str) -> &str {
    target.strip_prefix("--").unwrap_or(target)
}

/// A target as declared: its id, or (when `by_long`) its long name
/// written `--name`.
fn declared_target(t: &ArgM, by_long: bool) -> String {
    match (&t.long, by_long) {
        (Some(long), true) => format!("--{long}"),
        _ => t.id.clone(),
    }
}

/// Preset and redirect targets: a command's own named arguments, and
/// `inherited`, the global arguments of the enclosing commands that may be
/// targets, which clap copies into the command.
struct Candidates<'a> {
    own: Vec<&'a ArgM>,
    inherited: Vec<&'a ArgM>,
    /// Pick among `inherited` only, when there are some: a subcommand's
    /// flag is read less often than a root's, and this is the rarer case.
    enclosing_first: bool,
}

impl<'a> Candidates<'a> {
    fn len(&self) -> usize {
        self.own.len() + self.inherited.len()
    }

    /// The candidate at `pick` (modulo their number), and whether it is
    /// an enclosing command's.
    fn at(&self, pick: u8) -> (&'a ArgM, bool) {
        if self.enclosing_first && !self.inherited.is_empty() {
            return (self.inherited[usize::from(pick) % self.inherited.len()], true);
        }
        let at = usize::from(pick) % self.len();
        match self.own.get(at) {
            Some(t) => (t, false),
            None => (self.inherited[at - self.own.len()], true),
        }
    }
}

/// The command `g` at `depth`; `inherited` are the enclosing commands'
/// globals that may be targets, `enclosing` the ids of their non-global
/// named arguments (which a flag of this command may have too).
fn decode_cmd(
    g: &CmdGen,
    depth: usize,
    name: String,
    pools: &mut Pools,
    inherited: &[ArgM],
    enclosing: &[String],
) -> CmdM {
    let cmd_has = |s| has(&g.mods, Draw::CmdSetting, s);
    let mut reuse = enclosing.to_vec();
    let mut args: Vec<ArgM> = g
        .args
        .iter()
        .map(|a| decode_named(a, depth, pools, &mut reuse))
        .collect();
    let named = args.len();
    let gens: Vec<&ArgGen> = g.args.iter().collect();
    let positionals: Vec<ArgM> = g.positionals.iter().map(|p| decode_positional(p, pools)).collect();
    let mut positionals = positionals;
    let mut allow_missing = false;
    // clap's rules for positionals.
    let n = positionals.len();
    for (i, p) in positionals.iter_mut().enumerate() {
        if let Kind::Pos {
            last, trailing, max, ..
        } = &mut p.kind
        {
            if i + 1 < n {
                *last = false;
                *trailing = false;
            }
            if *last || max.is_some_and(|m| m <= 1) {
                *trailing = false;
            }
        }
    }
    if n == 2 {
        let second_last = matches!(positionals[1].kind, Kind::Pos { last: true, .. });
        if !second_last {
            positionals[0].kind = Kind::Pos {
                min: 1,
                max: Some(1),
                last: false,
                trailing: false,
            };
            positionals[0].terminator = false;
            if positionals[1].required {
                // clap requires the first too, unless the command allows
                // it to be missing.
                if cmd_has(Setting::AllowMissingPositional) {
                    allow_missing = !positionals[0].required;
                } else {
                    positionals[0].required = true;
                }
            }
        }
    }
    let has_subs = !g.subs.is_empty();
    for p in &mut positionals {
        if has_subs && matches!(p.kind, Kind::Pos { last: true, .. }) {
            p.required = false;
        }
    }
    let mut all_gens: Vec<&ArgGen> = gens.clone();
    all_gens.extend(g.positionals.iter());
    args.extend(positionals);
    // Preset targets and replacements.
    for i in 0..named.min(gens.len()) {
        let picks = gens[i].picks;
        match args[i].special.clone() {
            Special::Preset(_) => {
                let global = args[i].global;
                // Lists where the flag draws them and there are some.
                let ok = |t: &ArgM| target_ok(t, global);
                let want_lists = has(&gens[i].mods, Draw::ArgSetting, Setting::PresetListTarget);
                let some_list = (0..named).any(|j| j != i && ok(&args[j]) && args[j].list_option())
                    || inherited.iter().any(ArgM::list_option);
                // With none, a plain option of the command's own becomes one
                // (`Append`): whatever else targets it takes a list too.
                if want_lists && !some_list {
                    let plain = (0..named).find(|&j| {
                        j != i && ok(&args[j]) && args[j].special == Special::None && args[j].single_valued_option()
                    });
                    if let Some(Kind::Opt { append, .. }) = plain.map(|j| &mut args[j].kind) {
                        *append = true;
                    }
                }
                let lists = want_lists
                    && ((0..named).any(|j| j != i && ok(&args[j]) && args[j].list_option())
                        || inherited.iter().any(ArgM::list_option));
                // Targets of several values where the flag draws them and
                // there are some.
                let fits_list = |t: &ArgM| ok(t) && t.list_option() == lists;
                let several = has(&gens[i].mods, Draw::ArgSetting, Setting::PresetSeveralValuesTarget)
                    && ((0..named).any(|j| j != i && fits_list(&args[j]) && args[j].several())
                        || inherited.iter().any(|t| fits_list(t) && t.several()));
                let fits = |t: &ArgM| fits_list(t) && (!several || t.several());
                let cands = Candidates {
                    own: (0..named)
                        .filter(|&j| j != i && fits(&args[j]))
                        .map(|j| &args[j])
                        .collect(),
                    inherited: inherited.iter().filter(|t| fits(t)).collect(),
                    enclosing_first: picks[3] & 1 == 1,
                };
                if cands.len() == 0 {
                    // A deprecated preset flag with no target is deprecated.
                    args[i].special = if args[i].deprecated_preset {
                        Special::Deprecated
                    } else {
                        Special::None
                    };
                    args[i].deprecated_preset = false;
                    continue;
                }
                let mut chosen = vec![cands.at(picks[4])];
                let second = cands.at(picks[5]);
                if picks[5] % 2 == 0 && chosen[0].0.id != second.0.id {
                    chosen.push(second);
                }
                let targets = chosen
                    .into_iter()
                    .enumerate()
                    .map(|(k, (t, _))| {
                        let value = match t.kind {
                            Kind::Flag if t.is_pair() && picks[4] % 3 == 0 => "false",
                            Kind::Flag => "true",
                            _ if t.str2bool => ["yes", "off", "1"][usize::from(picks[4] / 3) % 3],
                            _ if t.delimiter && picks[4] / 9 % 2 == 0 => "p,q",
                            _ => ["pv", "-p", "7"][usize::from(picks[4] / 3) % 3],
                        };
                        (declared_target(t, picks[2] >> k & 1 == 1), value.to_owned())
                    })
                    .collect();
                args[i].special = Special::Preset(targets);
            }
            Special::DeprecatedFor(_) | Special::DeprecatedPairFor(_) => {
                let d = args[i].clone();
                let d = &d;
                let pair = d.is_pair();
                // Lists and counts too, where the redirect applies at each
                // occurrence; for an option, any option that takes the
                // values of one of its occurrences.
                let takes = |y: &ArgM| {
                    y.long.is_some()
                        && !y.set_false
                        && y.tier != Some(ArgKind::Harg)
                        && matches!(y.special, Special::None | Special::Noable | Special::EnableDisable)
                        && if matches!(d.kind, Kind::Flag | Kind::Count) {
                            matches!(y.kind, Kind::Flag | Kind::Count)
                        } else {
                            // The same value type: another is a definition error.
                            matches!(y.kind, Kind::Opt { .. })
                                && y.max_values() > 0
                                && y.os_values == d.os_values
                                && y.str2bool == d.str2bool
                                && takes_redirected_counts(d, y)
                                // Split values go to a list, one occurrence each,
                                // or joined again where it splits at `,` too.
                                && (!d.delimiter || y.list_option() || rejoins(d, y))
                        }
                };
                // An option of several values with no replacement to take
                // them makes a plain option of the command's own of one
                // value a list (`Append`), which takes them one an
                // occurrence.
                let none_takes = !(0..named).any(|j| j != i && args[j].global == d.global && takes(&args[j]))
                    && !inherited.iter().any(&takes);
                if d.several() && none_takes {
                    let listed = (0..named).find(|&j| {
                        let mut y = args[j].clone();
                        if let Kind::Opt { append, .. } = &mut y.kind {
                            *append = true;
                        }
                        j != i
                            && args[j].global == d.global
                            && args[j].special == Special::None
                            && args[j].single_valued_option()
                            && takes(&y)
                    });
                    if let Some(Kind::Opt { append, .. }) = listed.map(|j| &mut args[j].kind) {
                        *append = true;
                    }
                }
                // Half the time, a delimited option with no replacement that
                // splits at `,` too and takes several makes a plain option
                // of the command's own that takes a value or more, and that
                // no special flag names yet, one that does (`num_args(1..)`,
                // split at `,`).
                if d.delimiter && picks[5] & 4 == 4 {
                    let named_by_special = |id: &str| {
                        args.iter().any(|a| match &a.special {
                            Special::DeprecatedFor(t) | Special::DeprecatedPairFor(t) => target_id(t) == id,
                            Special::Preset(targets) => targets.iter().any(|(t, _)| target_id(t) == id),
                            _ => false,
                        })
                    };
                    let rejoined = |y: &ArgM| rejoins(d, y) && y.several() && takes(y);
                    let some = (0..named).any(|j| j != i && args[j].global == d.global && rejoined(&args[j]));
                    let split = |y: &ArgM| {
                        let mut split = y.clone();
                        split.delimiter = true;
                        split.kind = Kind::Opt {
                            min: 1,
                            max: None,
                            append: false,
                            extend: false,
                        };
                        split
                    };
                    let plain = (0..named).find(|&j| {
                        let y = &args[j];
                        j != i
                            && y.global == d.global
                            && y.special == Special::None
                            && !y.delimiter
                            && !y.terminator
                            && !y.require_equals
                            && matches!(
                                y.kind,
                                Kind::Opt {
                                    min: 1,
                                    append: false,
                                    extend: false,
                                    ..
                                }
                            )
                            && !named_by_special(&y.id)
                            && rejoined(&split(y))
                    });
                    if let Some(j) = plain.filter(|_| !some) {
                        args[j] = split(&args[j]);
                    }
                }
                // A flag that accumulates redirects to one that does where
                // there is one: the redirect then applies at each occurrence.
                let some_accumulate = d.accumulates()
                    && ((0..named)
                        .any(|j| j != i && args[j].global == d.global && takes(&args[j]) && args[j].accumulates())
                        || inherited.iter().any(|y| takes(y) && y.accumulates()));
                let takes = |y: &ArgM| takes(y) && (!some_accumulate || y.accumulates());
                // Half the time, an option of several values goes to one
                // that takes them in one occurrence, where there is one.
                let in_one = |y: &ArgM| y.several() && !y.one_value_an_occurrence(d);
                let some_in_one = d.several()
                    && picks[5] & 2 == 2
                    && ((0..named)
                        .any(|j| j != i && args[j].global == d.global && takes(&args[j]) && in_one(&args[j]))
                        || inherited.iter().any(|y| takes(y) && in_one(y)));
                let takes = |y: &ArgM| takes(y) && (!some_in_one || in_one(y));
                // Half the time, a delimited option goes to one that splits
                // at `,` too and takes several, where there is one: its
                // values go joined again.
                let rejoined = |y: &ArgM| rejoins(d, y) && y.several();
                let some_rejoined = picks[5] & 4 == 4
                    && ((0..named)
                        .any(|j| j != i && args[j].global == d.global && takes(&args[j]) && rejoined(&args[j]))
                        || inherited.iter().any(|y| takes(y) && rejoined(y)));
                let takes = |y: &ArgM| takes(y) && (!some_rejoined || rejoined(y));
                let cands = Candidates {
                    own: (0..named)
                        .filter(|&j| j != i && args[j].global == d.global && takes(&args[j]))
                        .map(|j| &args[j])
                        .collect(),
                    inherited: inherited.iter().filter(|y| takes(y)).collect(),
                    enclosing_first: picks[3] & 1 == 1,
                };
                let chosen = (cands.len() > 0).then(|| cands.at(picks[4]).0);
                let target = chosen.map(|y| (y.id.clone(), declared_target(y, picks[2] & 1 == 1)));
                let accumulates = d.accumulates();
                args[i].special = match target {
                    None if pair => Special::DeprecatedPair,
                    None => Special::Deprecated,
                    Some((_, declared)) if pair => Special::DeprecatedPairFor(declared),
                    Some((id, declared)) => {
                        // Three times in four an accumulating flag's own plain
                        // target accumulates too (a count, a list), unless
                        // another flag names it already.
                        if accumulates && picks[5] % 4 != 0 {
                            let named_by_another = args.iter().any(|o| match &o.special {
                                Special::Preset(ts) => ts.iter().any(|(t, _)| target_id(t) == id),
                                Special::DeprecatedFor(t) | Special::DeprecatedPairFor(t) => target_id(t) == id,
                                _ => false,
                            });
                            let own = (0..named).find(|&j| j != i && args[j].id == id);
                            if let Some(y) = own
                                .map(|j| &mut args[j])
                                .filter(|y| !named_by_another && y.special == Special::None)
                            {
                                match &mut y.kind {
                                    k @ Kind::Flag => *k = Kind::Count,
                                    Kind::Opt {
                                        max: Some(1),
                                        append,
                                        extend: false,
                                        ..
                                    } => *append = true,
                                    _ => {}
                                }
                            }
                        }
                        Special::DeprecatedFor(declared)
                    }
                };
            }
            _ => {}
        }
    }
    // A deprecated or preset flag with an environment variable is a
    // definition error: argkind warns, redirects and applies presets where
    // the flag is typed on the command line, which the variable is not.
    for a in &mut args {
        if a.is_deprecated() || matches!(a.special, Special::Preset(_)) {
            a.env = None;
        }
        // A required deprecated flag is a definition error too: every
        // command line would have to type the flag users should stop typing.
        if a.is_deprecated() && !a.is_positional() {
            a.required = false;
        }
    }
    // Relations between the command's own (non-global) arguments.
    let local: Vec<usize> = (0..args.len()).filter(|&j| !args[j].global).collect();
    for i in 0..args.len().min(all_gens.len()) {
        if args[i].global {
            continue;
        }
        let g = all_gens[i];
        let others: Vec<usize> = local.iter().copied().filter(|&j| j != i).collect();
        if others.is_empty() {
            continue;
        }
        if has(&g.mods, Draw::ArgSetting, Setting::ConflictsWith) {
            let j = others[usize::from(g.picks[4]) % others.len()];
            let id = args[j].id.clone();
            // A flag that conflicts with a flag it sets is a definition
            // error.
            if !linked(&args[i], &args[j]) && !preset_together(&args, &args[i], &args[j]) {
                args[i].conflicts.push(id);
            }
        }
        if has(&g.mods, Draw::ArgSetting, Setting::OverridesWith) {
            let j = others[usize::from(g.picks[4].rotate_left(3)) % others.len()];
            // A pair's negation by its id half the time, as an application
            // that wrote `--no-x` by hand before adopting argkind names it.
            let id = match args[j]
                .negation()
                .filter(|_| args[j].is_pair() && g.picks[5] & 0x40 != 0)
            {
                Some(negation) => negation_id(&negation),
                None => args[j].id.clone(),
            };
            // Between any two arguments, deprecated, preset and pair flags
            // among them (see `an_overridden_special_flag_still_acts`). As
            // for a conflict, a flag does not override what it sets.
            if !linked(&args[i], &args[j]) && !preset_together(&args, &args[i], &args[j]) {
                args[i].overrides.push(id);
            }
            // Now and then a second one, by id: an argument that overrides
            // a negation and another argument at once (`keeping` once lost
            // it).
            let k = others[usize::from(g.picks[5].rotate_left(2)) % others.len()];
            let second = args[k].id.clone();
            if g.picks[2] & 0x80 != 0
                && k != j
                && !linked(&args[i], &args[k])
                && !preset_together(&args, &args[i], &args[k])
                && !args[i].overrides.contains(&second)
            {
                args[i].overrides.push(second);
            }
        }
        if has(&g.mods, Draw::ArgSetting, Setting::Requires) {
            let j = others[usize::from(g.picks[5] / 2) % others.len()];
            let id = args[j].id.clone();
            if !args[i].conflicts.contains(&id) {
                args[i].requires.push(id);
            }
        }
    }
    // Groups of named, non-global arguments.
    let members: Vec<String> = args
        .iter()
        .filter(|a| !a.global && !a.is_positional())
        .map(|a| a.id.clone())
        .collect();
    let mut groups = Vec::new();
    for (setting, (x, y), required) in [(Setting::Group, (0, 1), false), (Setting::RequiredGroup, (2, 3), true)] {
        if cmd_has(setting) && members.len() >= 2 {
            let a = usize::from(g.picks[x]) % members.len();
            let mut b = usize::from(g.picks[y]) % members.len();
            if b == a {
                b = (a + 1) % members.len();
            }
            pools.groups += 1;
            // A group of one member at most that holds a flag and one it
            // sets is a definition error.
            let of = |id: &str| args.iter().find(|a| a.id == id);
            let together = matches!(
                (of(&members[a]), of(&members[b])),
                (Some(x), Some(y)) if linked(x, y) || preset_together(&args, x, y)
            );
            let multiple = g.picks[y] % 2 == 1 || together;
            let has_pair = [a, b].iter().any(|at| of(&members[*at]).is_some_and(ArgM::is_pair));
            groups.push(GroupM {
                id: format!("grp{}", pools.groups),
                args: vec![members[a].clone(), members[b].clone()],
                required,
                multiple,
                negations_in: !multiple && has_pair && cmd_has(Setting::NegationsInGroup),
            });
        }
    }
    // A HARG flag is never named to the user: one that is deprecated, or
    // that clap could name in a "required" error, is a definition error
    // (it is EARG instead). Replacements leave HARG flags out.
    let in_required_group: BTreeSet<String> = groups
        .iter()
        .filter(|g| g.required)
        .flat_map(|g| g.args.iter().cloned())
        .collect();
    let required_by: BTreeSet<String> = args.iter().flat_map(|a| a.requires.iter().cloned()).collect();
    let replacements: BTreeSet<String> = args
        .iter()
        .filter_map(|a| match &a.special {
            Special::DeprecatedFor(y) | Special::DeprecatedPairFor(y) => Some(target_id(y).to_owned()),
            _ => None,
        })
        .collect();
    for a in &mut args {
        if a.tier == Some(ArgKind::Harg)
            && (a.is_deprecated()
                || a.required
                || required_by.contains(&a.id)
                || in_required_group.contains(&a.id)
                || replacements.contains(&a.id))
        {
            a.tier = Some(ArgKind::Earg);
        }
    }
    // What the subcommands may target besides their own: the globals of
    // this command and of the enclosing ones (ids are unique in a model, so
    // none shadows another).
    let mut passed = inherited.to_vec();
    passed.extend(args.iter().filter(|a| target_ok(a, true)).cloned());
    let mut locals = enclosing.to_vec();
    for a in args.iter().filter(|a| !a.global && !a.is_positional()) {
        if !locals.contains(&a.id) {
            locals.push(a.id.clone());
        }
    }
    let mut subs = Vec::new();
    for s in &g.subs {
        let pinned = s.pin.as_ref().map(|(name, _)| name.as_str());
        let sub_name = take_name(
            &mut pools.subs[depth.min(1)],
            s.picks[0],
            pinned,
            &mut pools.fallback,
            "sub",
        );
        subs.push(decode_cmd(s, depth + 1, sub_name, pools, &passed, &locals));
    }
    let aliases = if depth > 0 && cmd_has(Setting::SubcommandAlias) {
        match g.pin.as_ref().and_then(|(_, alias)| alias.clone()) {
            Some(alias) => {
                pools.sub_aliases.retain(|x| *x != alias);
                vec![alias]
            }
            None => take(&mut pools.sub_aliases, g.picks[1])
                .map(str::to_owned)
                .into_iter()
                .collect(),
        }
    } else {
        Vec::new()
    };
    let short_flag = short_flag_of(&name);
    CmdM {
        name,
        depth,
        aliases,
        hyphen: cmd_has(Setting::HyphenValuesCmd),
        negative: cmd_has(Setting::NegativeNumbersCmd),
        infer_long: cmd_has(Setting::InferLongArgs),
        infer_sub: cmd_has(Setting::InferSubcommands),
        args_conflict: cmd_has(Setting::ArgsConflictsWithSubcommands),
        sub_precedence: cmd_has(Setting::SubcommandPrecedenceOverArg),
        external: cmd_has(Setting::ExternalSubcommands),
        record_sources: depth == 0 && cmd_has(Setting::RecordSources),
        short_flag: short_flag.filter(|_| depth > 0 && cmd_has(Setting::SubcommandShortFlag)),
        allow_missing,
        args,
        groups,
        subs,
    }
}

/// The letter that chooses the subcommand `name` where it has one
/// ([`Setting::SubcommandShortFlag`]): upper case, so no argument's (their
/// letters are lower case), and each sibling's its own.
fn short_flag_of(name: &str) -> Option<char> {
    let letter = match name {
        "run" => 'R',
        "runner" => 'U',
        "build" => 'B',
        "step" => 'S',
        "stop" => 'O',
        "stat" => 'T',
        _ => return None,
    };
    Some(letter)
}

fn decode(g: &CaseGen, uid: u64) -> Model {
    let mut pools = Pools {
        longs: LONGS.to_vec(),
        aliases: ALIASES.to_vec(),
        shorts: SHORTS.to_vec(),
        subs: [SUB_NAMES[0].to_vec(), SUB_NAMES[1].to_vec()],
        sub_aliases: SUB_ALIASES.to_vec(),
        positionals: 0,
        groups: 0,
        fallback: 0,
        uid,
    };
    Model {
        root: decode_cmd(&g.root, 0, "root".into(), &mut pools, &[], &[]),
    }
}

/// A deprecated option with a replacement, or a preset flag, of several
/// values or an optional one ([`Setting::SpecialSeveralValues`]).
fn several_special(a: &ArgM) -> bool {
    matches!(a.special, Special::DeprecatedFor(_) | Special::Preset(_))
        && matches!(a.kind, Kind::Opt { .. })
        && (a.several() || a.min_values() == 0)
}

/// The table rows a model holds.
fn settings_of(m: &Model) -> BTreeSet<Setting> {
    let mut out = BTreeSet::new();
    for (_, c) in m.commands() {
        let enclosing = m.chain(&c.name).unwrap_or_default();
        let reused = |a: &ArgM| {
            enclosing[..enclosing.len().saturating_sub(1)]
                .iter()
                .any(|e| e.args.iter().any(|x| x.id == a.id && !x.is_positional()))
        };
        let flags = [
            (c.hyphen, Setting::HyphenValuesCmd),
            (c.negative, Setting::NegativeNumbersCmd),
            (c.infer_long, Setting::InferLongArgs),
            (c.infer_sub, Setting::InferSubcommands),
            (c.args_conflict, Setting::ArgsConflictsWithSubcommands),
            (c.sub_precedence, Setting::SubcommandPrecedenceOverArg),
            (c.external, Setting::ExternalSubcommands),
            (c.record_sources, Setting::RecordSources),
            (c.short_flag.is_some(), Setting::SubcommandShortFlag),
            (c.allow_missing, Setting::AllowMissingPositional),
            (!c.aliases.is_empty(), Setting::SubcommandAlias),
            (c.groups.iter().any(|g| !g.required), Setting::Group),
            (c.groups.iter().any(|g| g.required), Setting::RequiredGroup),
            (c.groups.iter().any(|g| g.negations_in), Setting::NegationsInGroup),
        ];
        out.extend(flags.into_iter().filter(|(on, _)| *on).map(|(_, s)| s));
        for a in &c.args {
            let shape = match &a.kind {
                Kind::Flag => Setting::Flag,
                Kind::Count => Setting::Count,
                Kind::Opt {
                    min: 0, max: Some(0), ..
                } => Setting::NumArgs0,
                Kind::Opt { min: 0, .. } => Setting::NumArgs0To1,
                Kind::Opt { min: 2, .. } => Setting::NumArgs2,
                Kind::Opt { max: None, .. } => Setting::NumArgs1Plus,
                Kind::Opt { .. } => Setting::NumArgs1,
                Kind::Pos { min: 2, .. } => Setting::PosNumArgs2,
                Kind::Pos { max: None, .. } => Setting::PosNumArgs1Plus,
                Kind::Pos { .. } => Setting::PosNumArgs1,
            };
            out.insert(shape);
            let special = match a.special {
                Special::None => None,
                Special::Noable => Some(Setting::Noable),
                Special::EnableDisable => Some(Setting::EnableDisable),
                Special::DeprecatedPair => Some(Setting::DeprecatedPair),
                Special::DeprecatedPairFor(_) => Some(Setting::DeprecatedPairFor),
                Special::Deprecated => Some(Setting::Deprecated),
                Special::DeprecatedFor(_) => Some(Setting::DeprecatedFor),
                Special::Preset(_) if a.deprecated_preset => Some(Setting::DeprecatedPreset),
                Special::Preset(_) => Some(Setting::Preset),
            };
            out.extend(special);
            let global = [Setting::GlobalDepth0, Setting::GlobalDepth1, Setting::GlobalDepth2][c.depth.min(2)];
            let flags = [
                (a.short.is_some(), Setting::Short),
                (!a.aliases.is_empty(), Setting::Alias),
                (!a.short_aliases.is_empty(), Setting::ShortAlias),
                (a.global, global),
                (a.require_equals, Setting::RequireEquals),
                (a.hyphen, Setting::HyphenValuesArg),
                (a.negative, Setting::NegativeNumbers),
                (a.terminator, Setting::ValueTerminator),
                (a.delimiter, Setting::ValueDelimiter),
                (a.set_false, Setting::SetFalse),
                (a.str2bool, Setting::Str2Bool),
                (a.tier.is_some(), Setting::OtherTier),
                (a.default_missing, Setting::DefaultMissingValue),
                (a.default.is_some(), Setting::DefaultValue),
                (matches!(a.kind, Kind::Opt { append: true, .. }), Setting::Append),
                (matches!(a.kind, Kind::Opt { extend: true, .. }), Setting::Extend),
                (a.os_values, Setting::OsStringValues),
                (a.env.is_some(), Setting::Env),
                (a.required, Setting::Required),
                (!a.conflicts.is_empty(), Setting::ConflictsWith),
                (!a.overrides.is_empty(), Setting::OverridesWith),
                (!a.requires.is_empty(), Setting::Requires),
                (matches!(a.kind, Kind::Pos { last: true, .. }), Setting::Last),
                (
                    matches!(a.kind, Kind::Pos { trailing: true, .. }),
                    Setting::TrailingVarArg,
                ),
                (a.hidden, Setting::HiddenTier),
                (!a.is_positional() && reused(a), Setting::SameIdAsEnclosing),
                (a.is_pair() && a.own_negation.is_some(), Setting::CustomNegation),
                (a.is_pair() && a.negation_short.is_some(), Setting::NegationShort),
                (!a.is_positional() && a.long.is_none(), Setting::ShortOnly),
                (
                    match &a.special {
                        Special::Preset(ts) => ts
                            .iter()
                            .any(|(t, _)| m.arg_in(&c.name, target_id(t)).is_some_and(ArgM::list_option)),
                        _ => false,
                    },
                    Setting::PresetListTarget,
                ),
                (several_special(a), Setting::SpecialSeveralValues),
                (several_special(a) && a.terminator, Setting::SpecialValueTerminator),
                (several_special(a) && a.hyphen, Setting::SpecialHyphenValues),
                (
                    match &a.special {
                        Special::Preset(ts) => ts
                            .iter()
                            .any(|(t, _)| m.arg_in(&c.name, target_id(t)).is_some_and(ArgM::several)),
                        _ => false,
                    },
                    Setting::PresetSeveralValuesTarget,
                ),
            ];
            out.extend(flags.into_iter().filter(|(on, _)| *on).map(|(_, s)| s));
        }
    }
    out
}

// ================================================================ building

/// Logs every command-line value clap hands to the wrapped parser: which
/// argument of which command clap read it for, in parse order.
#[derive(Clone)]
struct Logged<P>(P);

#[derive(Clone, Debug, PartialEq, Eq)]
struct Event {
    cmd: String,
    id: String,
    raw: OsString,
}

thread_local! {
    static LOG: RefCell<Vec<Event>> = const { RefCell::new(Vec::new()) };
    static QUIET: Cell<bool> = const { Cell::new(false) };
    static LAST_PANIC: RefCell<String> = const { RefCell::new(String::new()) };
    /// Where the last quiet panic happened (for the test's own panics).
    static LAST_PANIC_AT: RefCell<String> = const { RefCell::new(String::new()) };
    /// The log of the command line read by the twin with every deprecated
    /// option that may be given bare taking a value when it is (see
    /// [`with_bare_values`]): the order of the deprecation warnings.
    static ORDER: RefCell<Option<Vec<Event>>> = const { RefCell::new(None) };
}

fn log_event(cmd: &Command, arg: Option<&Arg>, value: &OsStr, source: ValueSource) {
    if source != ValueSource::CommandLine {
        return;
    }
    if let Some(arg) = arg {
        LOG.with(|l| {
            l.borrow_mut().push(Event {
                cmd: cmd.get_name().to_owned(),
                id: arg.get_id().to_string(),
                raw: value.to_os_string(),
            })
        });
    }
}

impl<P> TypedValueParser for Logged<P>
where
    P: TypedValueParser,
{
    type Value = P::Value;

    // A preset's value for a list target carries the [`REPLACED`] marker
    // in the twin's argv (and so in its log and raw values); the target's
    // parser reads the value without it.
    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<Self::Value, clap::Error> {
        self.0.parse_ref(cmd, arg, &unmarked(value))
    }

    fn parse_ref_(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
        source: ValueSource,
    ) -> Result<Self::Value, clap::Error> {
        log_event(cmd, arg, value, source);
        self.0.parse_ref_(cmd, arg, &unmarked(value), source)
    }
}

/// The twin's `--help-hidden` / `--help-hidden-list`: a flag that stops the
/// parse where clap reads it from the command line, naming the command.
#[derive(Clone)]
struct Stop(&'static str);

impl TypedValueParser for Stop {
    type Value = bool;

    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<bool, clap::Error> {
        BoolValueParser::new().parse_ref(cmd, arg, value)
    }

    fn parse_ref_(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
        source: ValueSource,
    ) -> Result<bool, clap::Error> {
        if source == ValueSource::CommandLine {
            log_event(cmd, arg, value, source);
            return Err(clap::Error::raw(
                ErrorKind::DisplayVersion,
                format!("@@STOP {} {}@@\n", self.0, cmd.get_name()),
            ));
        }
        self.parse_ref(cmd, arg, value)
    }
}

/// The twin's `argkind::str2bool()`, as the README documents it: clap's
/// `BoolishValueParser` (`true t yes y 1 on` / `false f no n 0 off`, any
/// case), every rejection an `InvalidValue` error (a value that is not UTF-8
/// included).
#[derive(Clone)]
struct StrictBool;

impl TypedValueParser for StrictBool {
    type Value = bool;

    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<bool, clap::Error> {
        BoolishValueParser::new()
            .parse_ref(cmd, arg, value)
            .map_err(|_| clap::Error::raw(ErrorKind::InvalidValue, "Boolean value expected.\n"))
    }
}

/// How a twin argument's relations name a pair flag: a conflict with `--x`
/// is one with `--no-x` too, and `requires = x` is satisfied by either.
type Relate<'a> = &'a dyn Fn(&str, bool) -> Vec<String>;

fn num_args_code(min: usize, max: Option<usize>) -> Option<(clap::builder::ValueRange, String)> {
    match (min, max) {
        (1, Some(1)) => None,
        (0, Some(0)) => Some((0.into(), ".num_args(0)".into())),
        (2, Some(2)) => Some((2.into(), ".num_args(2)".into())),
        (1, None) => Some(((1..).into(), ".num_args(1..)".into())),
        (0, Some(1)) => Some(((0..=1).into(), ".num_args(0..=1)".into())),
        (min, Some(max)) => Some(((min..=max).into(), format!(".num_args({min}..={max})"))),
        (min, None) => Some(((min..).into(), format!(".num_args({min}..)"))),
    }
}

/// The clap argument of `a` (the twin's when `twin`), and its builder code.
fn build_arg(a: &ArgM, twin: bool, relate: Relate<'_>) -> (Arg, String) {
    let mut arg = Arg::new(a.id.clone());
    let mut code = format!("Arg::new({:?})", a.id);
    macro_rules! set {
        ($call:ident($($v:expr),*), $text:expr) => {{
            arg = arg.$call($($v),*);
            code.push_str(&$text);
        }};
    }
    if let Some(l) = &a.long {
        set!(long(l.clone()), format!(".long({l:?})"));
    }
    if let Some(s) = a.short {
        set!(short(s), format!(".short({s:?})"));
    }
    for al in &a.aliases {
        set!(alias(al.clone()), format!(".alias({al:?})"));
    }
    for s in &a.short_aliases {
        set!(short_alias(*s), format!(".short_alias({s:?})"));
    }
    let values = |arg: Arg| -> Arg {
        match (a.os_values, a.str2bool, twin) {
            (_, true, true) => arg.value_parser(Logged(StrictBool)),
            (_, true, false) => arg.value_parser(argkind::str2bool()),
            (true, _, true) => arg.value_parser(Logged(OsStringValueParser::new())),
            (false, _, true) => arg.value_parser(Logged(StringValueParser::new())),
            (true, _, false) => arg.value_parser(clap::value_parser!(OsString)),
            (false, _, false) => arg,
        }
    };
    let values_code = if a.str2bool {
        ".value_parser(argkind::str2bool())"
    } else if a.os_values {
        ".value_parser(clap::value_parser!(std::ffi::OsString))"
    } else {
        ""
    };
    match &a.kind {
        Kind::Flag if a.set_false => {
            set!(action(ArgAction::SetFalse), ".action(ArgAction::SetFalse)");
            if twin {
                arg = arg.value_parser(Logged(BoolValueParser::new()));
            }
        }
        Kind::Flag => {
            set!(action(ArgAction::SetTrue), ".action(ArgAction::SetTrue)");
            if twin {
                arg = arg.value_parser(Logged(BoolValueParser::new()));
            }
        }
        Kind::Count => {
            set!(action(ArgAction::Count), ".action(ArgAction::Count)");
            if twin {
                arg = arg.value_parser(Logged(clap::value_parser!(u8)));
            }
        }
        Kind::Opt {
            min,
            max,
            append,
            extend,
        } => {
            if *append || (twin && *extend) {
                set!(action(ArgAction::Append), ".action(ArgAction::Append)");
            } else if *max == Some(0) {
                // Without an action, clap makes a `num_args(0)` argument a `SetTrue` flag.
                set!(action(ArgAction::Set), ".action(ArgAction::Set)");
            }
            let range = if twin && *extend {
                Some(((1..).into(), ".num_args(1..)".to_owned()))
            } else {
                num_args_code(*min, *max)
            };
            if let Some((range, text)) = range {
                set!(num_args(range), text);
            }
            arg = values(arg);
            code.push_str(values_code);
        }
        Kind::Pos {
            min,
            max,
            last,
            trailing,
        } => {
            if let Some((range, text)) = num_args_code(*min, *max) {
                set!(num_args(range), text);
            }
            if *last {
                set!(last(true), ".last(true)");
            }
            if *trailing {
                set!(trailing_var_arg(true), ".trailing_var_arg(true)");
            }
            arg = values(arg);
            code.push_str(values_code);
        }
    }
    if a.require_equals {
        set!(require_equals(true), ".require_equals(true)");
    }
    if a.hyphen {
        set!(allow_hyphen_values(true), ".allow_hyphen_values(true)");
    }
    if a.negative {
        set!(allow_negative_numbers(true), ".allow_negative_numbers(true)");
    }
    if a.terminator {
        set!(value_terminator(";"), ".value_terminator(\";\")");
    } else if twin && !a.is_positional() && a.several() {
        // The twin's scaffolding: a terminator no generated token spells,
        // which ends the values the oracle inserts for a replacement in
        // one occurrence (see [`redirect_tokens`]).
        arg = arg.value_terminator(SCAFFOLD_END);
    }
    if a.delimiter {
        set!(value_delimiter(','), ".value_delimiter(',')");
    }
    if a.default_missing {
        if a.str2bool {
            set!(default_missing_value("on"), ".default_missing_value(\"on\")");
        } else {
            set!(default_missing_value("dm"), ".default_missing_value(\"dm\")");
        }
    }
    if let Some(d) = a.default {
        set!(default_value(d), format!(".default_value({d:?})"));
    }
    if let Some((name, _)) = &a.env {
        set!(env(name.clone()), format!(".env({name:?})"));
    }
    if a.global {
        set!(global(true), ".global(true)");
    }
    if a.required {
        // A required pair flag given as `--no-x` is given: in the twin,
        // `--no-x` overrides, so conflicts with, `--x`, and clap counts a
        // missing argument as given when a present one conflicts with it.
        set!(required(true), ".required(true)");
    }
    for c in &a.conflicts {
        for c in relate(c, false) {
            set!(conflicts_with(c.clone()), format!(".conflicts_with({c:?})"));
        }
    }
    for o in &a.overrides {
        for o in relate(o, false) {
            set!(overrides_with(o.clone()), format!(".overrides_with({o:?})"));
        }
    }
    for r in &a.requires {
        for r in relate(r, true) {
            set!(requires(r.clone()), format!(".requires({r:?})"));
        }
    }
    (arg, code)
}

fn identity(id: &str, _requires: bool) -> Vec<String> {
    vec![id.to_owned()]
}

/// The plain clap command of `c` (what the argkind command is made from), and its code.
fn plain_cmd(c: &CmdM, indent: usize) -> (Command, String) {
    let pad = " ".repeat(indent);
    let mut cmd = Command::new(c.name.clone());
    let mut code = format!("Command::new({:?})", c.name);
    let settings = [
        (c.hyphen, "allow_hyphen_values"),
        (c.negative, "allow_negative_numbers"),
        (c.infer_long, "infer_long_args"),
        (c.infer_sub, "infer_subcommands"),
        (c.args_conflict, "args_conflicts_with_subcommands"),
        (c.sub_precedence, "subcommand_precedence_over_arg"),
        (c.external, "allow_external_subcommands"),
        (c.allow_missing, "allow_missing_positional"),
    ];
    for (on, name) in settings {
        if on {
            cmd = set_cmd(cmd, name);
            let _ = write!(code, "\n{pad}    .{name}(true)");
        }
    }
    for al in &c.aliases {
        cmd = cmd.alias(al.clone());
        let _ = write!(code, "\n{pad}    .alias({al:?})");
    }
    if let Some(letter) = c.short_flag {
        cmd = cmd.short_flag(letter);
        let _ = write!(code, "\n{pad}    .short_flag({letter:?})");
    }
    for a in &c.args {
        let (arg, text) = build_arg(a, false, &identity);
        cmd = cmd.arg(arg);
        let _ = write!(code, "\n{pad}    .arg({text})");
    }
    for g in &c.groups {
        cmd = cmd.group(
            ArgGroup::new(g.id.clone())
                .args(g.args.clone())
                .required(g.required)
                .multiple(g.multiple),
        );
        let _ = write!(
            code,
            "\n{pad}    .group(ArgGroup::new({:?}).args({:?}).required({}).multiple({}))",
            g.id, g.args, g.required, g.multiple
        );
    }
    for s in &c.subs {
        let (sub, text) = plain_cmd(s, indent + 4);
        cmd = cmd.subcommand(sub);
        let _ = write!(code, "\n{pad}    .subcommand({text})");
    }
    (cmd, code)
}

fn set_cmd(cmd: Command, name: &str) -> Command {
    match name {
        "allow_hyphen_values" => cmd.allow_hyphen_values(true),
        "allow_negative_numbers" => cmd.allow_negative_numbers(true),
        "infer_long_args" => cmd.infer_long_args(true),
        "infer_subcommands" => cmd.infer_subcommands(true),
        "args_conflicts_with_subcommands" => cmd.args_conflicts_with_subcommands(true),
        "subcommand_precedence_over_arg" => cmd.subcommand_precedence_over_arg(true),
        "allow_external_subcommands" => cmd.allow_external_subcommands(true),
        "allow_missing_positional" => cmd.allow_missing_positional(true),
        _ => unreachable!("{name}"),
    }
}

/// The twin of `c` (see the file's header).
/// `cmd`, the application's command of `c`, with an empty group standing
/// in for each pair's negation, for clap's definition checks of that
/// command alone: an argument may name a negation by its id (argkind's
/// command has the negation).
fn with_negation_stand_ins(cmd: Command, c: &CmdM) -> Command {
    let taken = |id: &str| c.args.iter().any(|a| a.id == id) || c.groups.iter().any(|g| g.id == id);
    let negations: Vec<String> = c
        .args
        .iter()
        .filter(|a| a.is_pair())
        .filter_map(ArgM::negation)
        .map(|n| negation_id(&n))
        .filter(|id| !taken(id))
        .collect();
    cmd.groups(negations.into_iter().map(ArgGroup::new))
        .mut_subcommands(|sub| match c.subs.iter().find(|s| s.name == sub.get_name()) {
            Some(s) => with_negation_stand_ins(sub, s),
            None => sub,
        })
}

fn twin_cmd(c: &CmdM) -> Command {
    let mut cmd = Command::new(c.name.clone())
        .args_override_self(true)
        .before_help(format!("@@{}@@S", c.name))
        .before_long_help(format!("@@{}@@L", c.name));
    for (on, name) in [
        (c.hyphen, "allow_hyphen_values"),
        (c.negative, "allow_negative_numbers"),
        (c.infer_long, "infer_long_args"),
        (c.infer_sub, "infer_subcommands"),
        (c.args_conflict, "args_conflicts_with_subcommands"),
        (c.sub_precedence, "subcommand_precedence_over_arg"),
        (c.external, "allow_external_subcommands"),
        (c.allow_missing, "allow_missing_positional"),
    ] {
        if on {
            cmd = set_cmd(cmd, name);
        }
    }
    for al in &c.aliases {
        cmd = cmd.alias(al.clone());
    }
    if let Some(letter) = c.short_flag {
        cmd = cmd.short_flag(letter);
    }
    // The negation of a pair is a flag of its own (the issue's twin): it
    // overrides `--x` and is overridden by it, is a member of `--x`'s
    // non-exclusive groups, and takes no part in its other relations. A pair
    // flag its negation turned off is absent for conflicts and `requires`,
    // as in argkind.
    // An override of a pair's negation by argkind's id for it names the
    // twin's negation.
    let relate = |id: &str, _requires: bool| -> Vec<String> {
        let negated = c.args.iter().find(|p| {
            p.is_pair() && p.negation().is_some_and(|n| negation_id(&n) == id) && !c.args.iter().any(|a| a.id == id)
        });
        vec![negated.map_or_else(|| id.to_owned(), |p| neg_id(&p.id))]
    };
    for a in &c.args {
        let (mut arg, _) = build_arg(a, true, &relate);
        let Some(negation) = a.negation().filter(|_| a.is_pair()) else {
            cmd = cmd.arg(arg);
            continue;
        };
        let neg = neg_id(&a.id);
        arg = arg.overrides_with(neg.clone());
        cmd = cmd.arg(arg);
        let mut no = Arg::new(neg.clone())
            .long(negation)
            .action(ArgAction::SetTrue)
            .value_parser(Logged(BoolValueParser::new()))
            .overrides_with(a.id.clone())
            .global(a.global);
        if let Some(short) = a.negation_short {
            no = no.short(short);
        }
        cmd = cmd.arg(no);
    }
    for g in &c.groups {
        let mut members = g.args.clone();
        if g.multiple || g.negations_in {
            let negations = c
                .args
                .iter()
                .filter(|a| a.is_pair() && a.negation().is_some() && g.args.contains(&a.id))
                .map(|a| neg_id(&a.id));
            members.extend(negations.collect::<Vec<_>>());
        }
        cmd = cmd.group(
            ArgGroup::new(g.id.clone())
                .args(members)
                .required(g.required)
                .multiple(g.multiple),
        );
    }
    if c.depth == 0 {
        for id in ["help-hidden", "help-hidden-list"] {
            cmd = cmd.arg(
                Arg::new(id)
                    .long(id)
                    .action(ArgAction::SetTrue)
                    .global(true)
                    .value_parser(Stop(id)),
            );
        }
    }
    for s in &c.subs {
        cmd = cmd.subcommand(twin_cmd(s));
    }
    cmd
}

/// The argkind declarations of `c`, and their code.
fn build_spec(c: &CmdM, indent: usize) -> (CommandSpec, String) {
    let pad = " ".repeat(indent);
    let mut spec = CommandSpec::new();
    let mut code = "CommandSpec::new()".to_owned();
    for a in &c.args {
        let mut s = ArgSpec::new();
        let mut text = "ArgSpec::new()".to_owned();
        match &a.special {
            Special::None => {}
            Special::Noable => {
                s = s.noable();
                text.push_str(".noable()");
            }
            Special::EnableDisable => {
                s = s.enable_disable();
                text.push_str(".enable_disable()");
            }
            Special::DeprecatedPair => {
                s = s.noable().deprecated();
                text.push_str(".noable().deprecated()");
            }
            Special::Deprecated => {
                s = s.deprecated();
                text.push_str(".deprecated()");
            }
            Special::DeprecatedFor(y) => {
                s = s.deprecated_for(y.clone());
                let _ = write!(text, ".deprecated_for({y:?})");
            }
            Special::DeprecatedPairFor(y) => {
                s = s.noable().deprecated_for(y.clone());
                let _ = write!(text, ".noable().deprecated_for({y:?})");
            }
            Special::Preset(ts) => {
                if a.deprecated_preset {
                    s = s.deprecated();
                    text.push_str(".deprecated()");
                }
                for (t, v) in ts {
                    s = s.preset(t.clone(), v.clone());
                    let _ = write!(text, ".preset({t:?}, {v:?})");
                }
            }
        }
        let own = a.own_negation.as_ref().filter(|_| a.is_pair());
        let short = a.negation_short.filter(|_| a.is_pair());
        if own.is_some() || short.is_some() {
            let mut negation = Negation::new();
            text.push_str(".negation(Negation::new()");
            if let Some(n) = own {
                negation = negation.long(n.clone());
                let _ = write!(text, ".long({n:?})");
            }
            if let Some(c) = short {
                negation = negation.short(c);
                let _ = write!(text, ".short({c:?})");
            }
            s = s.negation(negation);
            text.push(')');
        }
        if matches!(a.kind, Kind::Opt { extend: true, .. }) {
            s = s.extend();
            text.push_str(".extend()");
        }
        if a.hidden {
            s = s.kind(ArgKind::Hidden);
            text.push_str(".kind(ArgKind::Hidden)");
        }
        if let Some(tier) = a.tier {
            s = s.kind(tier);
            let _ = write!(text, ".kind(ArgKind::{tier:?})");
        }
        if s != ArgSpec::new() {
            spec = spec.arg(a.id.clone(), s);
            let _ = write!(code, "\n{pad}    .arg({:?}, {text})", a.id);
        }
    }
    for sub in &c.subs {
        let (s, text) = build_spec(sub, indent + 4);
        spec = spec.subcommand(sub.name.clone(), s);
        let _ = write!(code, "\n{pad}    .subcommand({:?}, {text})", sub.name);
    }
    for g in c.groups.iter().filter(|g| g.negations_in) {
        spec = spec.negations_in_group(g.id.clone());
        let _ = write!(code, "\n{pad}    .negations_in_group({:?})", g.id);
    }
    if c.record_sources {
        spec = spec.record_sources();
        code.push_str(".record_sources()");
    }
    (spec, code)
}

fn describe(m: &Model) -> String {
    let (_, cmd) = plain_cmd(&m.root, 0);
    let (_, spec) = build_spec(&m.root, 0);
    let mut out = format!("let cmd = {cmd};\nlet spec = {spec};\n");
    for a in m.args() {
        if let Some((name, value)) = &a.env {
            match value {
                Some(v) => {
                    let _ = writeln!(out, "// environment: {name}={v:?}");
                }
                None => {
                    let _ = writeln!(out, "// environment: {name} unset");
                }
            }
        }
    }
    out
}

// ================================================================ argv

struct Vocab {
    longs: Vec<String>,
    specials: Vec<String>,
    /// The names of the deprecated flags with a replacement.
    redirects: Vec<String>,
    shorts: Vec<char>,
    subs: Vec<String>,
}

const VALUES: &[&str] = &[
    "v", "w", "7", "-1", "-x", "", "a=b", "true", "false", "dm", "x,y", "w,-x",
];

fn vocab(m: &Model) -> Vocab {
    vocab_of(m, false)
}

/// The names an argv of `m` is spelled from; with `plain`, those of no
/// help request and no special flag (see `CaseGen::plain`).
fn vocab_of(m: &Model, plain: bool) -> Vocab {
    if plain {
        let v = vocab_of(m, false);
        let special = |name: &String| v.specials.contains(name) || name.starts_with("help");
        let mut longs: Vec<String> = v.longs.iter().filter(|l| !special(l)).cloned().collect();
        if longs.is_empty() {
            // A name of nothing: clap's error, which a light parse leaves
            // to the whole command.
            longs.push("zz".into());
        }
        let mut shorts: Vec<char> = Vec::new();
        for (_, c) in m.commands() {
            shorts.extend(c.short_flag);
            for a in c.args.iter().filter(|a| matches!(a.special, Special::None)) {
                shorts.extend(a.short.iter().chain(&a.short_aliases).filter(|s| **s != 'h'));
            }
        }
        if shorts.is_empty() {
            shorts.push('q');
        }
        let mut subs: Vec<String> = v.subs.into_iter().filter(|s| s != "help").collect();
        if subs.is_empty() {
            subs.push("zz".into());
        }
        return Vocab {
            longs,
            specials: Vec::new(),
            redirects: Vec::new(),
            shorts,
            subs,
        };
    }
    let mut longs = vec!["help".to_owned(), "help-hidden".into(), "help-hidden-list".into()];
    let mut specials = Vec::new();
    let mut redirects: Vec<(bool, Vec<String>)> = Vec::new();
    let mut shorts = vec!['h'];
    let mut subs = vec!["help".to_owned()];
    for (_, c) in m.commands() {
        if c.depth > 0 {
            subs.push(c.name.clone());
            subs.extend(c.aliases.iter().cloned());
            shorts.extend(c.short_flag);
        }
        for a in &c.args {
            let names: Vec<String> = a.long.iter().chain(&a.aliases).cloned().collect();
            longs.extend(names.iter().cloned());
            if let Some(n) = a.negation().filter(|_| a.is_pair()) {
                longs.push(n.clone());
                specials.push(n);
                shorts.extend(a.negation_short);
            }
            // (A flag with no long name is typed by its short one only.)
            if matches!(a.special, Special::DeprecatedFor(_) | Special::DeprecatedPairFor(_)) && !names.is_empty() {
                // A redirected pair's negation too: it goes to the
                // replacement's negation.
                let negation = a.negation().filter(|_| a.is_pair());
                redirects.push((a.accumulates(), names.iter().cloned().chain(negation).collect()));
            }
            if !matches!(a.special, Special::None) {
                specials.extend(names);
            }
            shorts.extend(a.short.iter().chain(&a.short_aliases));
        }
    }
    // The accumulating ones where there are some: given twice, each
    // occurrence is redirected.
    let accumulating = redirects.iter().any(|(acc, _)| *acc);
    let redirects = redirects
        .into_iter()
        .filter(|(acc, _)| *acc || !accumulating)
        .flat_map(|(_, names)| names)
        .collect();
    Vocab {
        longs,
        specials,
        redirects,
        shorts,
        subs,
    }
}

fn at<T: Clone>(list: &[T], pick: u8) -> T {
    list[usize::from(pick) % list.len()].clone()
}

fn decode_token(t: [u8; 4], v: &Vocab) -> OsString {
    let [k, a, b, c] = t;
    let value = at(VALUES, c);
    let specials = if v.specials.is_empty() { &v.longs } else { &v.specials };
    // Weights out of 32: special spellings and plain flags most, tokens that
    // end a parse with an error least.
    match k % 32 {
        0..=4 => format!("--{}", at(&v.longs, a)).into(),
        5..=9 => {
            let s = at(specials, a);
            if b % 4 == 0 {
                format!("--{s}={value}").into()
            } else {
                format!("--{s}").into()
            }
        }
        10 | 11 => format!("--{}={value}", at(&v.longs, a)).into(),
        12 | 13 => {
            let long = if b % 2 == 0 { at(specials, a) } else { at(&v.longs, a) };
            let n = (1 + usize::from(b / 2) % long.len().max(1)).min(long.len().saturating_sub(1).max(1));
            let cut: String = long.chars().take(n).collect();
            format!("--{cut}").into()
        }
        14..=16 => format!("-{}", at(&v.shorts, a)).into(),
        17..=19 => {
            let mut s = String::from("-");
            s.push(at(&v.shorts, a));
            s.push(at(&v.shorts, b));
            if c % 5 == 4 {
                s.push(at(&v.shorts, c / 5));
            }
            match c % 4 {
                1 => s.push('v'),
                2 => s.push_str("=v"),
                // No letter of a short flag: split after a letter before
                // it, the rest would read as `--`, the end of options.
                3 if b % 3 == 0 => s.push('-'),
                _ => {}
            }
            s.into()
        }
        20..=23 => at(VALUES, a).into(),
        24 => at(&["-1", "-x", "-", "-5", "-1.5", "-vv", "--zz", "-Z", "--no-zz"], a).into(),
        25 => "--".into(),
        26 => ";".into(),
        27..=29 => {
            let name = at(&v.subs, a);
            if b % 3 == 0 && name.len() > 1 {
                name[..name.len() - 1].to_owned().into()
            } else {
                name.into()
            }
        }
        30 => at(&["-h", "--help", "help", "--help-hidden", "--help-hidden-list"], a).into(),
        _ => {
            let bytes: Vec<u8> = match a % 7 {
                0 => b"\xff".to_vec(),
                1 => [b"--", at(&v.longs, b).as_bytes(), b"=\xff"].concat(),
                2 => b"-\xff".to_vec(),
                3 => b"--\xff".to_vec(),
                4 => b"v\xfe".to_vec(),
                // Two letters and a non-UTF-8 byte: a cluster whose later
                // letter may take it as its value.
                5 => {
                    let (first, second) = (at(&v.shorts, b), at(&v.shorts, b / 3));
                    [
                        b"-",
                        first.to_string().as_bytes(),
                        second.to_string().as_bytes(),
                        b"\xff",
                    ]
                    .concat()
                }
                _ => [b"-", at(&v.shorts, b).to_string().as_bytes(), b"\xff"].concat(),
            };
            OsString::from_vec(bytes)
        }
    }
}

fn decode_argv(g: &CaseGen, m: &Model) -> Vec<OsString> {
    if let Some(literal) = &g.literal {
        return literal.clone();
    }
    let v = vocab_of(m, g.plain);
    // Half of the argvs start with the names of a subcommand path (a quarter
    // of those after a token or two of the root's).
    let commands = m.commands();
    let path: Vec<String> = if g.path % 2 == 1 && commands.len() > 1 {
        commands[1 + usize::from(g.path / 2) % (commands.len() - 1)].0.clone()
    } else {
        Vec::new()
    };
    if g.formed {
        // Each enclosing command's required arguments before the name of
        // the subcommand it chooses, as clap wants them; three times in
        // four its named arguments too, so that a global (a deprecated or
        // preset one among them) is typed in two commands of the path.
        let enclosing = if g.path % 4 == 3 || g.path & 0x40 != 0 {
            Extent::Named
        } else {
            Extent::Required
        };
        let mut argv = vec![OsString::from("root")];
        let mut names = Vec::new();
        for depth in 0..path.len() {
            argv.extend(formed_tokens(g, m, &path[..depth], enclosing));
            names.push(argv.len());
            argv.push(path[depth].clone().into());
        }
        argv.extend(formed_tokens(g, m, &path, Extent::All));
        let argv = other_half_in_cluster(g, m, &path, &names, argv);
        return by_letters(g, m, &path, &names, argv);
    }
    let tokens: Vec<OsString> = g.argv.iter().flat_map(|t| decode_tokens(*t, &v)).collect();
    // A quarter of those give their first tokens to the root, before the
    // path's names: flags of enclosing commands (globals among them) typed
    // before a subcommand, and the subcommand's own tokens after.
    let before = if g.path % 4 == 3 && !path.is_empty() {
        (usize::from(g.path / 4) % 3).min(tokens.len())
    } else {
        0
    };
    let names: Vec<usize> = (1 + before..1 + before + path.len()).collect();
    let argv = std::iter::once(OsString::from("root"))
        .chain(tokens[..before].iter().cloned())
        .chain(path.iter().cloned().map(OsString::from))
        .chain(tokens[before..].iter().cloned())
        .collect();
    by_letters(g, m, &path, &names, argv)
}

/// `argv` (well formed), whose tokens at `names` are the names of the
/// subcommands of `path`, with, a quarter of the time, the other half of a
/// global pair whose letter the command line typed above the innermost
/// command typed by its letter right after that command's name, after a
/// letter of a plain flag of that command's own in one cluster
/// (`-i run -fs`, where `-s` negates `-i`): its last spelling turns the
/// flag the other way ([`Use::GlobalPairLetterInSubcommandCluster`]).
fn other_half_in_cluster(
    g: &CaseGen,
    m: &Model,
    path: &[String],
    names: &[usize],
    mut argv: Vec<OsString>,
) -> Vec<OsString> {
    let (Some(&last_name), Some(pick)) = (names.last(), g.argv.first().map(|e| e[3])) else {
        return argv;
    };
    if pick % 4 != 1 {
        return argv;
    }
    let commands = m.commands();
    let Some((_, inner)) = commands.iter().find(|(p, _)| p.as_slice() == path) else {
        return argv;
    };
    let own: Vec<char> = inner
        .args
        .iter()
        .filter(|o| o.kind == Kind::Flag && matches!(o.special, Special::None) && !o.global)
        .filter_map(|o| o.short)
        .collect();
    if own.is_empty() {
        return argv;
    }
    let above = &argv[1..last_name];
    for (_, c) in commands
        .iter()
        .filter(|(p, _)| p.len() < path.len() && path.starts_with(p))
    {
        for a in c.args.iter().filter(|a| a.global && a.is_pair()) {
            let (Some(on), Some(off)) = (a.short, a.negation_short) else {
                continue;
            };
            let negation = a.negation().map(|n| format!("--{n}"));
            let long = a.long.as_ref().map(|l| format!("--{l}"));
            // The half typed last above, by its long name or its letter in
            // a short cluster (a value's letters may count: the oracle
            // compares whatever the command line is).
            let last = above.iter().rev().find_map(|t| {
                let text = t.to_str()?;
                let name = text.split('=').next().unwrap_or_default();
                if Some(name) == negation.as_deref() {
                    return Some(false);
                }
                if Some(name) == long.as_deref() {
                    return Some(true);
                }
                let letters = text.strip_prefix('-').filter(|l| !l.starts_with('-'))?;
                letters.chars().rev().find_map(|l| match l {
                    _ if l == off => Some(false),
                    _ if l == on => Some(true),
                    _ => None,
                })
            });
            let Some(was_on) = last else { continue };
            let other = if was_on { off } else { on };
            argv.insert(last_name + 1, format!("-{}{other}", at(&own, pick / 4)).into());
            return argv;
        }
    }
    argv
}

/// `argv`, whose tokens at `names` are the names of the subcommands of
/// `path`, with each subcommand that has a short flag chosen by it half the
/// time (`-S`); and, half of those times, the flag joined to the short
/// cluster after it (`-S -q` as `-Sq`), which clap reads in the
/// subcommand ([`Setting::SubcommandShortFlag`]).
fn by_letters(g: &CaseGen, m: &Model, path: &[String], names: &[usize], mut argv: Vec<OsString>) -> Vec<OsString> {
    if g.path & 0x80 == 0 {
        return argv;
    }
    let commands = m.commands();
    for (depth, &at) in names.iter().enumerate().rev() {
        let letter = commands
            .iter()
            .find(|(p, _)| p.as_slice() == &path[..=depth])
            .and_then(|(_, c)| c.short_flag);
        let Some(letter) = letter else { continue };
        argv[at] = format!("-{letter}").into();
        let next = argv.get(at + 1).and_then(|t| t.to_str()).map(str::to_owned);
        let joins = next.filter(|t| g.path & 0x20 != 0 && t.len() > 1 && t.starts_with('-') && !t.starts_with("--"));
        if let Some(next) = joins {
            argv[at] = format!("-{letter}{}", &next[1..]).into();
            argv.remove(at + 1);
        }
    }
    argv
}

/// How much of a command [`formed_tokens`] gives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Extent {
    /// Its required arguments.
    Required,
    /// Its named arguments, and its required positional ones.
    Named,
    /// Its named and positional arguments.
    All,
}

/// The tokens of a well-formed command line for the command at `path`
/// (after its names): one occurrence per entry of `g.argv` of a named
/// argument of that command or a global of an enclosing one (by a long
/// name, an alias or a short one; a pair's negation a third of the time),
/// with as many values as it takes, each one its value parser accepts
/// (`=`-joined where it requires it); then each required named argument
/// not given yet, and values for the positional arguments (after `--` for
/// a `last` one). With `g.plain`, no argument declared special and no help
/// request. clap may still reject it (a conflict, a requirement, an option
/// with many values taking the positional ones), as it would a user's.
/// For a command the command line chooses a subcommand of, `extent` says
/// how much: only the required arguments, or named arguments too (every
/// other entry of `g.argv`, so that a global typed there may be typed again
/// below), with no positional value but the required ones.
fn formed_tokens(g: &CaseGen, m: &Model, path: &[String], extent: Extent) -> Vec<OsString> {
    let commands = m.commands();
    let Some((_, inner)) = commands.iter().find(|(p, _)| p.as_slice() == path) else {
        return Vec::new();
    };
    let enclosing = commands
        .iter()
        .filter(|(p, _)| p.len() < path.len() && path.starts_with(p))
        .flat_map(|(_, c)| c.args.iter().filter(|a| a.global));
    let scope: Vec<&ArgM> = inner
        .args
        .iter()
        .filter(|a| !a.is_positional())
        .chain(enclosing)
        .filter(|a| a.long.is_some() || a.short.is_some())
        .filter(|a| !g.plain || matches!(a.special, Special::None))
        .collect();
    let mut out: Vec<OsString> = Vec::new();
    let mut given: BTreeSet<&str> = BTreeSet::new();
    // A global pair's letter, half the time after a letter of a plain flag
    // of the command's own, in one cluster (`run -fs`): typed in two
    // commands of the path, its last spelling wins across them.
    let letter_of = |a: &ArgM, letter: char, pick: u8| -> String {
        let own: Vec<char> = inner
            .args
            .iter()
            .filter(|o| o.kind == Kind::Flag && matches!(o.special, Special::None) && o.id != a.id)
            .filter_map(|o| o.short)
            .collect();
        if a.global && a.is_pair() && !own.is_empty() && pick % 2 == 0 {
            format!("-{}{letter}", at(&own, pick / 2))
        } else {
            format!("-{letter}")
        }
    };
    let occurrence = |a: &ArgM, [_, _, b, c]: [u8; 4], out: &mut Vec<OsString>| {
        let mut names: Vec<String> = a.long.iter().chain(&a.aliases).map(|l| format!("--{l}")).collect();
        names.extend(a.short.iter().chain(&a.short_aliases).map(|s| format!("-{s}")));
        let name = at(&names, b);
        if let Some(negation) = a.negation().filter(|_| a.is_pair() && !g.plain && b % 3 == 0) {
            match a.negation_short {
                Some(short) if c % 2 == 1 => out.push(letter_of(a, short, c / 2).into()),
                _ => out.push(format!("--{negation}").into()),
            }
            return;
        }
        let name = match (a.short, name.len()) {
            (Some(short), 2) if a.is_pair() => letter_of(a, short, c / 2),
            _ => name,
        };
        let value = |pick: u8| -> String {
            if a.str2bool {
                at(&["true", "false", "yes", "no", "1", "0", "on", "off"], pick).to_owned()
            } else if a.hyphen && pick % 4 == 3 {
                // A value only an option that accepts hyphen values takes.
                at(&["-x", "-1", "--zz"], pick / 4).to_owned()
            } else if a.delimiter && pick % 5 == 4 {
                // A value that starts with `-` once split.
                "w,-x".to_owned()
            } else {
                at(&["v", "w", "7", "x,y", "a=b", "dm"], pick).to_owned()
            }
        };
        match &a.kind {
            Kind::Flag | Kind::Count | Kind::Pos { .. } => out.push(name.into()),
            Kind::Opt { max: Some(0), .. } => out.push(name.into()),
            Kind::Opt { min, max, .. } => {
                let most = max.unwrap_or(3).min(3);
                let bare = *min == 0 && c % 4 == 0;
                let n = if bare {
                    0
                } else {
                    ((*min).max(1) + usize::from(c % 3)).min(most)
                };
                if n == 1 || a.require_equals {
                    out.push(format!("{name}={}", value(c / 4)).into());
                } else {
                    out.push(name.into());
                    out.extend((0..n).map(|i| OsString::from(value(c / 4 + u8::try_from(i).unwrap_or(0)))));
                    // Half the time, the value terminator that ends them
                    // where the option takes more.
                    if a.terminator && n < a.max_values() && c & 0x80 != 0 {
                        out.push(";".into());
                    }
                }
            }
        }
    };
    // Most of the time an argument that conflicts with one given is left
    // out, and what one given requires is given after the rest.
    let conflict = |given: &BTreeSet<&str>, a: &ArgM| {
        a.conflicts.iter().any(|c| given.contains(c.as_str()))
            || scope
                .iter()
                .any(|b| given.contains(b.id.as_str()) && b.conflicts.contains(&a.id))
    };
    if !scope.is_empty() && extent != Extent::Required {
        let mut previous: Option<&ArgM> = None;
        // Deprecated and preset flags, redirects of a list or a count
        // first: a quarter of the occurrences are of one of them.
        let deprecated_or_preset =
            |a: &&ArgM| matches!(a.special, Special::Preset(_)) || (a.is_deprecated() && !a.is_pair());
        let mut favoured: Vec<&ArgM> = scope
            .iter()
            .copied()
            .filter(|a| deprecated_or_preset(a) && a.accumulates())
            .collect();
        // Three times in four, those of several values or an optional one,
        // where there are some: their insertion goes after their values,
        // after their terminator or before them.
        let several: Vec<&ArgM> = scope.iter().copied().filter(|a| several_special(a)).collect();
        let favour_several = !several.is_empty() && g.argv.first().is_some_and(|t| t[2] & 0xc0 != 0);
        if favour_several {
            favoured = several;
        }
        if favoured.is_empty() {
            favoured = scope.iter().copied().filter(deprecated_or_preset).collect();
        }
        // Half of those of a global, where there is one: typed in two
        // commands of the path, its occurrences are read by each.
        let global: Vec<&ArgM> = favoured.iter().copied().filter(|a| a.global).collect();
        let every = if extent == Extent::Named { 2 } else { 1 };
        for t in g.argv.iter().step_by(every) {
            // A quarter of the time, the argument before given again (a
            // count or list adds up; a redirect of one is redirected
            // twice).
            let a = match previous.filter(|_| t[0] % 4 == 1) {
                Some(a) => a,
                None if t[0] % 4 == 2 && !global.is_empty() && t[3] % 2 == 0 => at(&global, t[1]),
                // Those of several values a quarter of the time more.
                None if (t[0] % 4 == 2 || (favour_several && t[0] % 4 == 3)) && !favoured.is_empty() => {
                    at(&favoured, t[1])
                }
                None => scope[usize::from(t[1]) % scope.len()],
            };
            previous = Some(a);
            if t[0] % 8 != 0 && conflict(&given, a) {
                continue;
            }
            given.insert(&a.id);
            occurrence(a, *t, &mut out);
        }
    }
    let first = g.argv.first().copied().unwrap_or_default();
    let required_groups = inner.groups.iter().filter(|grp| grp.required);
    let members: Vec<&str> = required_groups
        .filter(|grp| !grp.args.iter().any(|id| given.contains(id.as_str())))
        .filter_map(|grp| grp.args.first().map(String::as_str))
        .collect();
    let mut wanted: Vec<&ArgM> = scope
        .iter()
        .copied()
        .filter(|a| a.required || members.contains(&a.id.as_str()))
        .collect();
    wanted.extend(
        scope
            .iter()
            .filter(|a| given.contains(a.id.as_str()))
            .flat_map(|a| a.requires.iter())
            .filter_map(|r| scope.iter().copied().find(|b| b.id == *r)),
    );
    for a in wanted {
        if !given.contains(a.id.as_str()) && (first[0] % 8 == 0 || !conflict(&given, a)) {
            given.insert(&a.id);
            occurrence(a, [0, 0, 1, first[3]], &mut out);
        }
    }
    let mut last = Vec::new();
    for (i, a) in inner.args.iter().filter(|a| a.is_positional()).enumerate() {
        let Kind::Pos { min, last: is_last, .. } = &a.kind else {
            continue;
        };
        let wanted = a.required || (extent == Extent::All && (*min > 0 || first[i % 4] % 2 == 0));
        if !wanted {
            continue;
        }
        let values = (0..(*min).max(1)).map(|k| OsString::from(format!("p{i}{k}")));
        if *is_last {
            last.extend(values);
        } else {
            out.extend(values);
        }
    }
    if !last.is_empty() {
        out.push("--".into());
        out.extend(last);
    }
    out
}

/// The tokens of `t`: one, or a redirected flag (else a special spelling)
/// twice (`--s --s`, `--s=v --s=w`), so that redirects meet flags given
/// more than once.
fn decode_tokens(t: [u8; 4], v: &Vocab) -> Vec<OsString> {
    let [k, a, b, c] = t;
    let specials = [&v.redirects, &v.specials, &v.longs]
        .into_iter()
        .find(|names| !names.is_empty())
        .expect("`help` is a long");
    match (k % 32, b % 8) {
        (5..=9, 1 | 3) => vec![format!("--{}", at(specials, a)).into(); 2],
        (5..=9, 5 | 7) => {
            let s = at(specials, a);
            let second = at(VALUES, c.wrapping_add(1));
            vec![
                format!("--{s}={}", at(VALUES, c)).into(),
                format!("--{s}={second}").into(),
            ]
        }
        _ => vec![decode_token(t, v)],
    }
}

// ================================================================ outcomes

#[derive(Clone, Debug, PartialEq)]
enum Val {
    Bool(Option<bool>),
    Count(Option<u8>),
    Raw(Option<Vec<Vec<OsString>>>),
}

#[derive(Clone, Debug, PartialEq)]
struct Slot {
    level: usize,
    /// The command that declares the argument.
    owner: String,
    id: String,
    val: Val,
    source: Option<ValueSource>,
}

#[derive(Clone, Debug, PartialEq)]
struct Success {
    path: Vec<String>,
    external: Option<(String, Vec<OsString>)>,
    slots: Vec<Slot>,
    /// `(declaring command, id)` of each flag `Facts` calls used.
    used: BTreeSet<(String, String)>,
    /// `(declaring command, flag, what to use instead)` of each
    /// deprecation, in order (the spelling the warning names, without
    /// `--`).
    deprecations: Vec<(String, String, Option<String>)>,
    /// Where argkind records sources: each flag whose provenance disagrees
    /// with clap's value source (none is expected).
    provenance: Vec<String>,
    /// `ArgMatches::args_present` of each command of the path, the root's
    /// first: argkind's own arguments (the sentinel `argkind-own` among
    /// them) must not change it.
    present: Vec<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    Short,
    Long,
    HelpHidden,
    HelpHiddenList,
}

#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    Ok(Success),
    Err(ErrorKind),
    Surface(Which, Vec<String>),
    /// A surface text that several surfaces render alike (argkind only).
    SurfaceOneOf(Vec<(Which, Vec<String>)>),
    UnknownSurface(String),
    /// The help of clap's own `help` subcommand (`cli help help`): its text,
    /// which clap writes alike for both commands (no marker of the twin's).
    HelpSubcommand(String),
    Panic(String),
}

impl Outcome {
    fn class(&self) -> String {
        match self {
            Outcome::Ok(_) => "success".into(),
            Outcome::Err(k) => format!("error {k:?}"),
            Outcome::Surface(w, _) => format!("surface {w:?}"),
            Outcome::SurfaceOneOf(all) => {
                let mut names: Vec<String> = all.iter().map(|(w, _)| format!("{w:?}")).collect();
                names.dedup();
                format!("surface {}", names.join("|"))
            }
            Outcome::UnknownSurface(_) => "a surface text no renderer gives".into(),
            Outcome::HelpSubcommand(_) => "the help subcommand's help".into(),
            Outcome::Panic(_) => "a panic".into(),
        }
    }

    fn show(&self) -> String {
        match self {
            Outcome::Ok(s) => {
                let mut out = format!("success, subcommands {:?}", s.path);
                if let Some((name, values)) = &s.external {
                    let _ = write!(out, ", external subcommand {name:?} {values:?}");
                }
                for slot in &s.slots {
                    if matches!(slot.source, Some(ValueSource::CommandLine | ValueSource::EnvVariable)) {
                        let _ = write!(
                            out,
                            "\n    [{}] {} = {:?} ({:?})",
                            slot.level, slot.id, slot.val, slot.source
                        );
                    }
                }
                let _ = write!(out, "\n    used {:?}, deprecations {:?}", s.used, s.deprecations);
                out
            }
            Outcome::Surface(w, p) => format!("surface {w:?} of {p:?}"),
            Outcome::SurfaceOneOf(all) => format!("one of the surfaces {all:?}"),
            Outcome::UnknownSurface(t) => format!("surface text {t:?}"),
            other => other.class(),
        }
    }
}

fn read_val(model: &Model, a: &ArgM, m: &ArgMatches, pair_log: Option<&[Event]>) -> (Val, Option<ValueSource>) {
    let id = a.id.as_str();
    if m.try_contains_id(id).is_err() {
        // Not an argument of these matches (clap panics when asked).
        return (Val::Raw(None), None);
    }
    match &a.kind {
        Kind::Flag => {
            if let (true, Some(log)) = (a.is_pair(), pair_log) {
                // A flag an override removed after its last spelling is
                // read from the matches, which hold its default; so is one
                // whose negation, spelled last, an argument that overrides
                // the negation by its id removed (the flag holds what it
                // held before the negation: absent, its default).
                let removed = |last: &Event| {
                    let spelled = if last.id == id { id.to_owned() } else { neg_id(id) };
                    m.try_contains_id(&spelled).is_ok() && m.value_source(&spelled) != Some(ValueSource::CommandLine)
                };
                if let Some(last) = log
                    .iter()
                    .rev()
                    .find(|e| model.is_of_pair(e, a))
                    .filter(|e| !removed(e))
                {
                    // Turned off by its negation, the flag holds `false` as
                    // its default: clap's matches have it absent, for
                    // relations (`Facts` still calls it used).
                    let source = if last.id == id {
                        ValueSource::CommandLine
                    } else {
                        ValueSource::DefaultValue
                    };
                    return (Val::Bool(Some(last.id == id)), Some(source));
                }
            }
            let v = m.try_get_one::<bool>(id).ok().flatten().copied();
            (Val::Bool(v), m.value_source(id))
        }
        Kind::Count => (
            Val::Count(m.try_get_one::<u8>(id).ok().flatten().copied()),
            m.value_source(id),
        ),
        _ => {
            let raw: Option<Vec<Vec<OsString>>> = m
                .try_get_raw_occurrences(id)
                .ok()
                .flatten()
                .map(|occ| occ.map(|vals| vals.map(OsStr::to_os_string).collect()).collect());
            // The twin's list a preset replaced: from the preset's (last)
            // occurrence on, which carries the marker.
            let raw = raw.map(|mut occurrences| {
                let marked = |occ: &Vec<OsString>| {
                    occ.first()
                        .is_some_and(|v| v.as_encoded_bytes().starts_with(REPLACED.as_bytes()))
                };
                if let Some(last) = occurrences.iter().rposition(marked) {
                    occurrences.drain(..last);
                }
                // The twin's marks on inserted values, the one above too.
                for value in occurrences.iter_mut().flatten() {
                    *value = unmarked(value);
                }
                occurrences
            });
            (Val::Raw(raw), m.value_source(id))
        }
    }
}

/// The prefix the twin gives a preset's value for a list target (see
/// [`read_val`]); no generated token holds it.
const REPLACED: &str = "\u{2}preset:";

/// The prefix the twin gives each value it inserts for a replacement in
/// one occurrence of several values (see [`redirect_tokens`]), so that
/// clap reads none of them as a flag, a terminator or an escape; no
/// generated token holds it.
const GIVEN: &str = "\u{3}given:";

/// The value terminator of the twin's options of several values that
/// have none (scaffolding, exception 6); no generated token spells it.
const SCAFFOLD_END: &str = "\u{3}end";

/// `value` without the [`REPLACED`] or [`GIVEN`] prefix.
fn unmarked(value: &OsStr) -> OsString {
    let bytes = value.as_encoded_bytes();
    let rest = bytes
        .strip_prefix(REPLACED.as_bytes())
        .or_else(|| bytes.strip_prefix(GIVEN.as_bytes()))
        .unwrap_or(bytes);
    OsString::from_vec(rest.to_vec())
}

/// The values of every argument along the subcommand path of `matches`.
fn collect(model: &Model, matches: &ArgMatches, pair_log: Option<&[Event]>) -> Success {
    let mut out = Success {
        path: Vec::new(),
        external: None,
        slots: Vec::new(),
        used: BTreeSet::new(),
        deprecations: Vec::new(),
        provenance: Vec::new(),
        present: Vec::new(),
    };
    let (mut cmd, mut m, mut level) = (&model.root, matches, 0);
    let mut inherited: Vec<(&CmdM, &ArgM)> = Vec::new();
    loop {
        let own = cmd.args.iter().map(|a| (cmd, a));
        let visible: Vec<(&CmdM, &ArgM)> = inherited.iter().copied().chain(own).collect();
        for (owner, a) in visible {
            let (val, source) = read_val(model, a, m, pair_log);
            out.slots.push(Slot {
                level,
                owner: owner.name.clone(),
                id: a.id.clone(),
                val,
                source,
            });
        }
        out.present.push(m.args_present());
        inherited.extend(cmd.args.iter().filter(|a| a.global).map(|a| (cmd, a)));
        let Some((name, sub)) = m.subcommand() else { break };
        // An external subcommand's matches hold its values under "" (also
        // when clap reads the name of a real subcommand as an external one).
        let external: Option<Vec<OsString>> = sub
            .try_get_raw("")
            .ok()
            .flatten()
            .map(|v| v.map(OsStr::to_os_string).collect());
        match (cmd.subs.iter().find(|s| s.name == name), external) {
            (Some(sc), None) => {
                out.path.push(name.to_owned());
                (cmd, m, level) = (sc, sub, level + 1);
            }
            (_, values) => {
                out.external = Some((name.to_owned(), values.unwrap_or_default()));
                break;
            }
        }
    }
    out
}

/// The flags `Facts` must call used: those the twin holds from the command
/// line or the environment, and the pair flags whose negation the twin read
/// last (turned off, they hold their default in clap's matches) and still
/// holds in `matches` (an argument that overrides the negation by its id,
/// given after it, removes it: the flag is then as if never spelled).
fn expected_used(model: &Model, s: &Success, log: &[Event], matches: &ArgMatches) -> BTreeSet<(String, String)> {
    let negated = |a: &ArgM, level: usize| {
        let held = (0..level)
            .try_fold(matches, |m, _| m.subcommand().map(|(_, m)| m))
            .is_some_and(|m| {
                let neg = neg_id(&a.id);
                m.try_contains_id(&neg).is_ok() && m.value_source(&neg) == Some(ValueSource::CommandLine)
            });
        held && log
            .iter()
            .rev()
            .find(|e| model.is_of_pair(e, a))
            .is_some_and(|e| e.id != a.id)
    };
    s.slots
        .iter()
        .filter_map(|slot| model.arg_in(&slot.owner, &slot.id).map(|a| (slot, a)))
        .filter(|(slot, a)| {
            matches!(slot.source, Some(ValueSource::CommandLine | ValueSource::EnvVariable))
                || (a.is_pair() && negated(a, slot.level))
        })
        .filter(|(_, a)| !a.is_positional())
        .map(|(slot, _)| (slot.owner.clone(), slot.id.clone()))
        .collect()
}

fn expected_deprecations(model: &Model, s: &Success, log: &[Event]) -> Vec<(String, String, Option<String>)> {
    // Command-line order: a command's tokens come before its subcommand's,
    // and within a command clap logs values in order; but it parses an
    // option's values before a subcommand after the subcommand's. Options
    // given bare are in the log of the twin that gives them a value.
    let order = ORDER.with(|o| o.borrow().clone());
    let log = order.as_deref().unwrap_or(log);
    let mut ordered: Vec<&Event> = log.iter().collect();
    ordered.sort_by_key(|ev| model.depth_of(&ev.cmd));
    let mut out: Vec<(String, String, Option<String>)> = Vec::new();
    for ev in ordered {
        let owned = model.arg_of(ev).and_then(|(a, negation)| {
            let id = a.id.as_str();
            Some((model.owned_in(&ev.cmd, id)?, negation))
        });
        if let Some(((owner, a), negation)) = owned.filter(|((_, a), _)| a.is_deprecated()) {
            // clap keeps only the last index of a flag: warnings follow
            // each flag's last occurrence, which says what to use instead.
            out.retain(|(c, f, _)| (c, f) != (&owner.name, &a.warned_name()));
            out.push((owner.name.clone(), a.warned_name(), instead(model, owner, a, negation)));
        }
    }
    // An occurrence with no value calls no value parser, so it is not in
    // the log (where no twin gave it a value): it counts as given first.
    for slot in s
        .slots
        .iter()
        .filter(|slot| slot.source == Some(ValueSource::CommandLine))
    {
        if let Some((owner, a)) = model.owned_in(&slot.owner, &slot.id).filter(|(_, a)| a.is_deprecated()) {
            let flag = (owner.name.clone(), a.warned_name());
            if !out.iter().any(|(c, f, _)| (c, f) == (&flag.0, &flag.1)) {
                out.insert(0, (flag.0, flag.1, instead(model, owner, a, false)));
            }
        }
    }
    out
}

/// What the warning for the deprecated flag `a` of `owner` says to use
/// instead (its replacement's long name, without `--`), where the flag's
/// last occurrence was its negation (`negated`) or not: a negation typed
/// last says to use the replacement's negation, and nothing where the
/// replacement has none.
fn instead(model: &Model, owner: &CmdM, a: &ArgM, negated: bool) -> Option<String> {
    let (Special::DeprecatedFor(y) | Special::DeprecatedPairFor(y)) = &a.special else {
        return None;
    };
    let y = model.arg_in(&owner.name, target_id(y))?;
    if negated {
        y.negation()
    } else {
        y.long.clone()
    }
}

fn parse_logged(cmd: &mut Command, argv: &[OsString]) -> (Result<ArgMatches, clap::Error>, Vec<Event>) {
    LOG.with(|l| l.borrow_mut().clear());
    let result = cmd.try_get_matches_from_mut(argv.iter().cloned());
    let log = LOG.with(|l| std::mem::take(&mut *l.borrow_mut()));
    (result, log)
}

fn marker(text: &str, open: &str) -> Option<(String, String)> {
    let start = text.find(open)? + open.len();
    let rest = &text[start..];
    let end = rest.find("@@")?;
    let body = &rest[..end];
    let tail = &rest[end + 2..];
    Some((body.to_owned(), tail.to_owned()))
}

/// Whether `text` is the help of clap's `help` subcommand: its usage line
/// ends `help [COMMAND]...`.
fn is_help_subcommand_help(text: &str) -> bool {
    text.lines()
        .any(|line| line.starts_with("Usage: ") && line.ends_with(" help [COMMAND]..."))
}

/// Whether `ours` is the twin's help of clap's `help` subcommand: the same
/// text but for the usage line, which clap writes from the enclosing
/// commands' required arguments and argkind writes without those the user
/// may not see: the twin's words, some left out, and of a group's
/// alternatives (`<--fast|--fat>`), some left out (`<--fast>`).
fn same_help_subcommand_help(twin: &str, ours: &str) -> bool {
    let usage = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("Usage: "))
            .unwrap_or_default()
            .to_owned()
    };
    let rest = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with("Usage: "))
            .map(str::to_owned)
            .collect()
    };
    if rest(twin) != rest(ours) {
        return false;
    }
    let (twin_usage, our_usage) = (usage(twin), usage(ours));
    let twin_words = usage_words(&twin_usage);
    let mut twin_words = twin_words.iter();
    our_usage.ends_with(" help [COMMAND]...")
        && usage_words(&our_usage)
            .iter()
            .all(|word| twin_words.any(|w| w == word || fewer_alternatives(word, w)))
}

/// The words of a usage line, a bracketed one whole (`<--fast <fast>>`,
/// `<--filter|--fast <fast>>`).
fn usage_words(line: &str) -> Vec<String> {
    let mut words = vec![String::new()];
    let mut depth = 0usize;
    for c in line.chars() {
        match c {
            '<' | '[' => depth += 1,
            '>' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if c == ' ' && depth == 0 {
            words.push(String::new());
        } else if let Some(word) = words.last_mut() {
            word.push(c);
        }
    }
    words.retain(|w| !w.is_empty());
    words
}

/// Whether the usage word `ours` is the group `twin` (`<a|b>`, `[a|b]`)
/// with some of its alternatives left out.
fn fewer_alternatives(ours: &str, twin: &str) -> bool {
    ["<>", "[]"].iter().any(|brackets| {
        let (open, close) = (&brackets[..1], &brackets[1..]);
        match (
            ours.strip_prefix(open).and_then(|w| w.strip_suffix(close)),
            twin.strip_prefix(open).and_then(|w| w.strip_suffix(close)),
        ) {
            (Some(ours), Some(twin)) => {
                let twin: Vec<&str> = twin.split('|').collect();
                ours.split('|').all(|a| twin.contains(&a))
            }
            _ => false,
        }
    })
}

fn twin_outcome(
    model: &Model,
    result: Result<ArgMatches, clap::Error>,
    log: &[Event],
) -> Result<Outcome, &'static str> {
    match result {
        Ok(matches) => {
            let mut s = collect(model, &matches, Some(log));
            s.used = expected_used(model, &s, log, &matches);
            s.deprecations = expected_deprecations(model, &s, log);
            Ok(Outcome::Ok(s))
        }
        Err(err) => {
            let text = err.to_string();
            if err.kind() == ErrorKind::DisplayHelp {
                if marker(&text, "@@").is_none() && is_help_subcommand_help(&text) {
                    return Ok(Outcome::HelpSubcommand(text));
                }
                let (name, tail) = marker(&text, "@@").ok_or("clap's help without a marker")?;
                let which = if tail.starts_with('L') {
                    Which::Long
                } else {
                    Which::Short
                };
                let path = model.path_of(&name).ok_or("help of an unknown command")?;
                return Ok(Outcome::Surface(which, path));
            }
            if let Some((body, _)) = marker(&text, "@@STOP ") {
                let (which, name) = body.split_once(' ').ok_or("a malformed stop marker")?;
                let which = if which == "help-hidden" {
                    Which::HelpHidden
                } else {
                    Which::HelpHiddenList
                };
                let path = model.path_of(name).ok_or("surface of an unknown command")?;
                return Ok(Outcome::Surface(which, path));
            }
            Ok(Outcome::Err(err.kind()))
        }
    }
}

// ================================================================ the oracle

/// Where tokens go: after token `token` of the argv, or, with `cut`, inside
/// that short cluster after byte `cut`.
#[derive(Clone, Debug)]
struct Insert {
    token: usize,
    cut: Option<usize>,
    tokens: Vec<OsString>,
}

/// How many times `log` holds `ev`.
fn count(log: &[Event], ev: &Event) -> usize {
    log.iter().filter(|e| *e == ev).count()
}

/// Whether `log` holds each of its events at most as often as `full` does.
fn within(log: &[Event], full: &[Event]) -> bool {
    log.iter().all(|ev| count(log, ev) <= count(full, ev))
}

/// The smallest prefix of `argv` (to a token, or a letter of a short cluster)
/// whose parse logs event `i` of `full` (as often as `full` does up to it)
/// and nothing `full` does not. clap parses an option's values when it
/// meets the next flag, a subcommand or the end: a value given before a
/// subcommand comes after the subcommand's in the log.
fn locate(
    ie: &mut Command,
    argv: &[OsString],
    full: &[Event],
    i: usize,
) -> Result<(usize, Option<usize>), &'static str> {
    let needed = count(&full[..=i], &full[i]);
    // The values of the same argument in the same command, in order: a
    // prefix's must begin the whole argv's, so that an occurrence the
    // prefix cuts off bare (its default missing value) is not taken for a
    // later bare one.
    let of_same = |log: &[Event]| -> Vec<Event> {
        log.iter()
            .filter(|e| e.cmd == full[i].cmd && e.id == full[i].id)
            .cloned()
            .collect()
    };
    let all_of_same = of_same(full);
    let ok =
        |log: &[Event]| count(log, &full[i]) >= needed && within(log, full) && all_of_same.starts_with(&of_same(log));
    for p in 1..argv.len() {
        let (_, log) = parse_logged(ie, &argv[..=p]);
        if count(&log, &full[i]) < needed {
            continue;
        }
        // A letter of a short cluster: the prefix to it. The whole token may
        // log what `full` does not (a later letter given no value logs its
        // default missing value, where the next token gives it one).
        if let Some(text) = argv[p].to_str() {
            if text.starts_with('-') && !text.starts_with("--") && text.len() > 2 {
                for (j, _) in text.char_indices().skip(2) {
                    let mut prefix = argv[..p].to_vec();
                    prefix.push(text[..j].into());
                    let (_, log) = parse_logged(ie, &prefix);
                    if ok(&log) {
                        return Ok((p, Some(j)));
                    }
                }
            }
        }
        if ok(&log) {
            // A value equal to the option's default missing value (`--fast
            // dm`): the prefix that ends at the flag logs it too. Where the
            // next token spells it, the reading with that token changed
            // says whether clap took it for the value.
            if let Some(next) = argv.get(p + 1).filter(|t| **t == full[i].raw) {
                let mut other = next.clone();
                other.push("\u{1}");
                let mut changed = argv.to_vec();
                changed[p + 1] = other.clone();
                let (_, log) = parse_logged(ie, &changed);
                if log
                    .iter()
                    .any(|e| e.cmd == full[i].cmd && e.id == full[i].id && e.raw == other)
                {
                    return Ok((p + 1, None));
                }
            }
            return Ok((p, None));
        }
    }
    Err("a special flag's token was not found")
}

fn apply_inserts(argv: &[OsString], inserts: &[Insert], with_tokens: bool) -> Vec<OsString> {
    let mut out = Vec::new();
    for (p, token) in argv.iter().enumerate() {
        let here: Vec<&Insert> = inserts.iter().filter(|i| i.token == p).collect();
        if here.is_empty() {
            out.push(token.clone());
            continue;
        }
        let mut cuts: Vec<&Insert> = here.iter().copied().filter(|i| i.cut.is_some()).collect();
        cuts.sort_by_key(|i| i.cut);
        let text = token.to_str().unwrap_or_default();
        let mut start = 1;
        for ins in &cuts {
            let cut = ins.cut.unwrap_or_default();
            out.push(format!("-{}", &text[start..cut]).into());
            if with_tokens {
                out.extend(ins.tokens.iter().cloned());
            }
            start = cut;
        }
        if cuts.is_empty() {
            out.push(token.clone());
        } else if start < text.len() {
            out.push(format!("-{}", &text[start..]).into());
        }
        for ins in here.iter().filter(|i| i.cut.is_none()) {
            if with_tokens {
                out.extend(ins.tokens.iter().cloned());
            }
        }
    }
    out
}

/// The canonical twin tokens that set `t` to `value`, and the events clap logs for them.
fn target_tokens(cmd: &str, t: &ArgM, value: &OsStr) -> (OsString, Event) {
    let long = t.long.clone().unwrap_or_default();
    if t.kind == Kind::Count {
        // The logged value is the count so far: see `uncounted`.
        return (
            format!("--{long}").into(),
            Event {
                cmd: cmd.to_owned(),
                id: t.id.clone(),
                raw: OsString::new(),
            },
        );
    }
    if t.kind == Kind::Flag {
        if value == "false" {
            let neg = t.negation().unwrap_or_default();
            return (
                format!("--{neg}").into(),
                Event {
                    cmd: cmd.to_owned(),
                    id: neg_id(&t.id),
                    raw: "true".into(),
                },
            );
        }
        return (
            format!("--{long}").into(),
            Event {
                cmd: cmd.to_owned(),
                id: t.id.clone(),
                raw: "true".into(),
            },
        );
    }
    let mut token = OsString::from(format!("--{long}="));
    token.push(value);
    (
        token,
        Event {
            cmd: cmd.to_owned(),
            id: t.id.clone(),
            raw: value.to_os_string(),
        },
    )
}

/// The events clap logs for `ev`, a value inserted for a target: one per
/// value a target with a value delimiter splits it into.
fn split_event(model: &Model, ev: Event) -> Vec<Event> {
    let delimited = model.arg_in(&ev.cmd, &ev.id).is_some_and(|a| a.delimiter);
    match ev.raw.to_str().filter(|_| delimited) {
        Some(text) if text.contains(',') => text
            .split(',')
            .map(|part| Event {
                raw: part.into(),
                ..ev.clone()
            })
            .collect(),
        _ => vec![ev],
    }
}

struct Expected {
    outcome: Outcome,
    full_log: Vec<Event>,
    expanded: Vec<OsString>,
    uses: BTreeSet<Use>,
}

/// What the target `target` of flag `flag` shows of the generator's reach:
/// named by its long name, a global of an enclosing command.
fn target_uses(model: &Model, flag: &str, target: &str) -> Vec<Use> {
    let mut uses = Vec::new();
    if target.starts_with("--") {
        uses.push(Use::TargetByLongName);
    }
    let owner = |id: &str| {
        model
            .commands()
            .into_iter()
            .find(|(_, c)| c.args.iter().any(|a| a.id == id))
            .map(|(p, _)| p)
    };
    if owner(flag) != owner(target_id(target)) {
        uses.push(Use::EnclosingTarget);
    }
    uses
}

/// Where clap read a value: the token of the command line, and the byte of
/// that short cluster the shortest prefix that holds it ends at, if any
/// (see [`locate`]).
type ReadAt = (usize, Option<usize>);

/// The prefix of `argv` to token `token`, or to byte `cut` of that short
/// cluster.
fn prefix_to(argv: &[OsString], (token, cut): (usize, Option<usize>)) -> Vec<OsString> {
    let mut prefix = argv[..token].to_vec();
    match (cut, argv[token].to_str()) {
        (Some(cut), Some(text)) => prefix.push(text[..cut].into()),
        _ => prefix.push(argv[token].clone()),
    }
    prefix
}

/// Where, among the events of `full` of the same argument in the same
/// command as event `i`, the occurrence that event `i` is a value of
/// starts (and where clap read event `i`): clap's reading of the shortest
/// prefix of `argv` that logs it holds that occurrence last, ending with
/// it, in the command that read it (the innermost of the prefix, whose own
/// reading of a global clap keeps). `None` where that reading holds no
/// occurrence ending with it: the flag's own value parser rejected it,
/// which ends the parse there (no insertion is read after it).
fn occurrence_start(
    model: &Model,
    ie: &mut Command,
    argv: &[OsString],
    full: &[Event],
    i: usize,
) -> Result<Option<(usize, ReadAt)>, &'static str> {
    let ev = &full[i];
    let at = locate(ie, argv, full, i)?;
    let (result, log) = parse_logged(ie, &prefix_to(argv, at));
    let logged = log.iter().filter(|e| e.cmd == ev.cmd && e.id == ev.id).count();
    let matches = result.map_err(|_| "a prefix's reading failed")?;
    let mut m = &matches;
    for name in model.path_of(&ev.cmd).ok_or("a value of an unknown command")? {
        m = m
            .subcommand_matches(&name)
            .ok_or("a prefix's reading left the command")?;
    }
    let last: Option<Vec<OsString>> = m
        .try_get_raw_occurrences(&ev.id)
        .ok()
        .flatten()
        .and_then(|mut occurrences| occurrences.next_back().map(|o| o.map(OsStr::to_os_string).collect()));
    // The occurrence holds the values the prefix logs last (split at a
    // delimiter, several of them are of one token): not where the parser
    // rejected the value.
    let logged_values: Vec<&OsString> = log
        .iter()
        .filter(|e| e.cmd == ev.cmd && e.id == ev.id)
        .map(|e| &e.raw)
        .collect();
    let Some(last) = last.filter(|values| logged_values.ends_with(&values.iter().collect::<Vec<_>>())) else {
        return Ok(None);
    };
    let start = logged
        .checked_sub(last.len())
        .ok_or("a prefix's reading holds more values than it logs")?;
    Ok(Some((start, at)))
}

/// The events of `full` of the values of the occurrence that event `i` is
/// a value of, and where clap read event `i`, where `i` is its last value
/// (`None` where it is not).
fn occurrence_of(
    model: &Model,
    ie: &mut Command,
    argv: &[OsString],
    full: &[Event],
    i: usize,
) -> Result<Option<(Vec<usize>, ReadAt)>, &'static str> {
    let ev = &full[i];
    let same: Vec<usize> = (0..full.len())
        .filter(|&j| full[j].cmd == ev.cmd && full[j].id == ev.id)
        .collect();
    let r = same.iter().position(|&j| j == i).ok_or("an event not in its log")?;
    let Some((start, at)) = occurrence_start(model, ie, argv, full, i)? else {
        return Ok(None);
    };
    if start > r {
        return Ok(None); // the prefix's occurrence is not the event's
    }
    if let Some(&next) = same.get(r + 1) {
        if occurrence_start(model, ie, argv, full, next)?.is_some_and(|(next_start, _)| next_start == start) {
            return Ok(None);
        }
    }
    Ok(Some((same[start..=r].to_vec(), at)))
}

/// Where the insertion of a preset or redirect goes (README, "How argkind
/// reads the command line").
enum Place {
    /// Right after token `.0` (or that short cluster's byte `.1`), where
    /// clap read the flag's last value (or the flag).
    At(usize, Option<usize>),
    /// After token `.0`, the value terminator that ends the flag's values
    /// (or ends the flag given bare).
    AfterTerminator(usize),
    /// Right before the flag: after token `.0`, or in that short cluster
    /// after byte `.1`, right before the flag's letter.
    Before(usize, Option<usize>),
}

/// Where the insertion for an occurrence of the preset or deprecated
/// option `a` goes, read in command `cmd` with `values` (its last read at
/// `read_at`): right after its values, unless it still takes values after
/// them (given as tokens of their own, fewer than it takes, or bare), and
/// then after the value terminator that ends them where one does, else,
/// where it may take any token after them as one more value (it accepts
/// hyphen values), right before the flag, so that no token of the user's
/// comes between the flag and what it adds.
fn placement(model: &Model, a: &ArgM, cmd: &str, argv: &[OsString], values: &[OsString], read_at: ReadAt) -> Place {
    let (p, cut) = read_at;
    let (Some(last), None, Kind::Opt { .. }) = (values.last(), cut, &a.kind) else {
        return Place::At(p, cut);
    };
    let token = argv[p].as_encoded_bytes();
    let missing: &[u8] = if a.str2bool { b"on" } else { b"dm" };
    // Given bare: clap read its default missing value at the flag's token.
    let bare =
        a.default_missing && values.len() == 1 && last.as_encoded_bytes() == missing && !token.ends_with(missing);
    // The tokens of its own that gave the values, walking back from the
    // last (each split at the delimiter, where it has one), and the flag's
    // token before them: none of the values may be attached to the flag.
    let Some(flag) = flag_token(a, argv, if bare { &[][..] } else { values }, p) else {
        return Place::At(p, cut); // attached to the flag
    };
    // clap counts an occurrence's values by its tokens.
    let given = p - flag;
    if given >= a.max_values() {
        return Place::At(p, cut);
    }
    // Given bare where it requires `=`: clap ends its values at the flag's
    // token, and a `;` after it is no terminator of its (a positional
    // value, say).
    if bare && a.require_equals {
        return Place::At(p, cut);
    }
    if a.terminator && argv.get(p + 1).is_some_and(|t| t == ";") {
        return Place::AfterTerminator(p + 1);
    }
    // The command's own setting too, which clap gives each argument it
    // reads (a global's copy in a subcommand too).
    let command_hyphen = match (model.chain(cmd), model.owned_in(cmd, &a.id)) {
        (Some(chain), Some((owner, _))) => chain.iter().skip_while(|c| !std::ptr::eq(**c, owner)).any(|c| c.hyphen),
        _ => false,
    };
    if !a.swallows(command_hyphen) {
        return Place::At(p, cut);
    }
    // Right before the flag's token (before its letter, where it ends a
    // short cluster).
    match argv[flag].to_str() {
        Some(text) if text.starts_with('-') && !text.starts_with("--") && text.chars().count() > 2 => {
            let letter = text.chars().last().map_or(1, char::len_utf8);
            Place::Before(flag, Some(text.len() - letter))
        }
        _ => Place::Before(flag - 1, None),
    }
}

/// The token of the flag of an occurrence of option `a` whose values
/// `values` end at token `p`: the tokens of its own that gave them,
/// walking back from the last (each split at the delimiter, where it has
/// one), and the token before them; `None` where a value is attached to
/// the flag.
fn flag_token(a: &ArgM, argv: &[OsString], values: &[OsString], p: usize) -> Option<usize> {
    let mut flag = p;
    let mut rest = values;
    while !rest.is_empty() {
        let bytes = argv[flag].as_encoded_bytes();
        let parts: Vec<&[u8]> = if a.delimiter {
            bytes.split(|b| *b == b',').collect()
        } else {
            vec![bytes]
        };
        let given = parts.len() <= rest.len()
            && parts
                .iter()
                .zip(&rest[rest.len() - parts.len()..])
                .all(|(part, value)| *part == value.as_encoded_bytes());
        // The flag's token comes after the program's name.
        if !given || flag <= 1 {
            return None;
        }
        rest = &rest[..rest.len() - parts.len()];
        flag -= 1;
    }
    Some(flag)
}

/// How many tokens gave the values `values` of an occurrence of option
/// `a` read at `read_at`: one where they are attached to the flag (or
/// its letter).
fn tokens_given(a: &ArgM, argv: &[OsString], values: &[OsString], (p, cut): ReadAt) -> usize {
    match cut {
        Some(_) => 1,
        None => flag_token(a, argv, values, p).map_or(1, |flag| p - flag),
    }
}

/// The twin's tokens that give the replacement (or preset target) `t` the
/// `values` of one occurrence, and the events clap logs for them, as
/// argkind's redirect gives them (README, `deprecated(replacement = ..)`):
/// one value as `--t=v`; several to a replacement that takes several at an
/// occurrence in one occurrence (each value marked [`GIVEN`], ended by its
/// terminator, or the twin's [`SCAFFOLD_END`], where it may take more);
/// joined at the delimiter of one that takes one value and splits it, or of
/// one that splits at the delimiter the deprecated flag `d` splits at; else
/// (a list) one occurrence each.
fn redirect_tokens(cmd: &str, d: &ArgM, t: &ArgM, values: &[OsString]) -> (Vec<OsString>, Vec<Event>) {
    let long = t.long.clone().unwrap_or_default();
    // A replacement that requires `=` takes one token an occurrence: the
    // values go joined at its delimiter (as below), not as tokens of their
    // own, which it would reject.
    let attached = t.require_equals && t.delimiter;
    if values.len() > 1 && t.several() && !t.one_value_an_occurrence(d) && !rejoins(d, t) && !attached {
        let mut tokens = vec![OsString::from(format!("--{long}"))];
        let mut events = Vec::new();
        for value in values {
            let mut marked = OsString::from(GIVEN);
            marked.push(value);
            tokens.push(marked.clone());
            events.push(Event {
                cmd: cmd.to_owned(),
                id: t.id.clone(),
                raw: marked,
            });
        }
        if values.len() < t.max_values() {
            tokens.push(if t.terminator { ";" } else { SCAFFOLD_END }.into());
        }
        return (tokens, events);
    }
    if values.len() > 1
        && t.delimiter
        && (t.max_values() == 1 || rejoins(d, t) || attached)
        && !t.one_value_an_occurrence(d)
    {
        let joined = values.join(OsStr::new(","));
        let (token, event) = target_tokens(cmd, t, &joined);
        return (vec![token], vec![event]);
    }
    values.iter().map(|v| target_tokens(cmd, t, v)).unzip()
}

fn oracle(model: &Model, twin: &mut Command, argv: &[OsString]) -> Result<Expected, &'static str> {
    let mut ie = twin.clone().ignore_errors(true);
    let (_, full) = parse_logged(&mut ie, argv);
    // A preset or deprecated option that clap read with no value before
    // its terminator (`--level ;`): clap rejects the occurrence before it
    // calls a value parser, so no event says where to insert (a reading in
    // which it may take none logs it). argkind inserts after the
    // terminator, as the flag's place; the twin has no place for it.
    if model.args().any(ends_empty) {
        let empty = ignoring_errors(with_bare_values(model, twin.clone(), BARE, ends_empty));
        let mut empty = taking_none(model, empty);
        let (_, log) = parse_logged(&mut empty, argv);
        if log.iter().any(|ev| ev.raw == BARE) {
            return Err("a preset or deprecated option read with no value before its terminator");
        }
    }
    let mut inserts: Vec<Insert> = Vec::new();
    let mut added: Vec<(usize, Vec<Event>)> = Vec::new();
    let mut uses = BTreeSet::new();
    // A replacement given bare is given later too, though its occurrence
    // logs no value: the log of a reading that gives it one says where
    // (read when a replacement may be bare).
    let mut bare: Option<(Vec<Event>, Vec<usize>)> = None;
    for (i, ev) in full.iter().enumerate() {
        // A deprecated pair's negation is redirected too.
        let (a, negated) = match model.arg_of(ev) {
            Some((a, false)) => (a, false),
            Some((a, true)) if matches!(a.special, Special::DeprecatedPairFor(_)) => (a, true),
            _ => continue,
        };
        // A target is found from the command that read the flag: one of its
        // own, or a global of an enclosing command.
        let target = |t: &str| model.arg_in(&ev.cmd, target_id(t));
        // The events of the values of the occurrence `ev` is a value of,
        // where it is the last of them (a redirect passes an occurrence's
        // values on together, a preset applies once an occurrence), and
        // where clap read that last value.
        let special_option = matches!(a.special, Special::Preset(_) | Special::DeprecatedFor(_));
        // A value delimiter splits one value into several too, which a
        // redirect passes on together, but for a list to a list of one
        // value an occurrence, where each goes as an occurrence of its own.
        let split_together = a.delimiter
            && match &a.special {
                Special::DeprecatedFor(y) => {
                    !(a.accumulates() && target(y).is_some_and(|y| y.one_value_an_occurrence(a)))
                }
                _ => false,
            };
        let (occurrence, read_at) = if special_option && (a.several() || split_together) {
            match occurrence_of(model, &mut ie, argv, &full, i)? {
                Some((occurrence, at)) => (occurrence, Some(at)),
                // A value the option's parser rejects that clap read after
                // a subcommand's flags (it reads an option's values when it
                // meets the next flag or the end): argkind's insertion after
                // the values makes clap read them, and reject the value,
                // before the subcommand, where the twin reads the
                // subcommand first, whose checks may reject the command
                // line first; the log has no occurrence to insert after.
                None if read_after_a_subcommand(model, &full, i) && rejects(model, twin, ev) => {
                    return Err("a preset or deprecated option's value clap rejects, read after a subcommand's flags");
                }
                None => continue,
            }
        } else {
            (vec![i], None)
        };
        let values: Vec<OsString> = occurrence.iter().map(|&j| full[j].raw.clone()).collect();
        if !a.os_values && values.iter().any(|v| v.to_str().is_none()) {
            continue; // the flag's own value parser stops the parse here
        }
        // Fewer values than the option takes: clap rejects the occurrence
        // (it counts the tokens, before splitting them at a delimiter).
        let tokens = match read_at {
            Some(read_at) if a.delimiter => tokens_given(a, argv, &values, read_at),
            _ => values.len(),
        };
        if tokens < a.min_values() {
            continue;
        }
        if values.len() > 1 && matches!(a.special, Special::Preset(_)) {
            uses.insert(Use::SeveralValuesPresetRead);
        }
        let targets: Vec<(&ArgM, Vec<OsString>)> = match &a.special {
            Special::Preset(ts) => {
                uses.insert(Use::PresetRead);
                if a.deprecated_preset {
                    uses.insert(Use::DeprecatedPresetRead);
                }
                for (t, _) in ts {
                    uses.extend(target_uses(model, &a.id, t));
                }
                // A list target is replaced, not added to (README,
                // `preset`): the twin adds the preset's value marked, and
                // `read_val` drops the occurrences before the last marked one.
                ts.iter()
                    .filter_map(|(t, v)| target(t).map(|t| (t, OsString::from(v))))
                    .map(|(t, v)| {
                        // Any `Append` target (argkind resets it), a list of
                        // several values an occurrence too.
                        if t.appends() {
                            uses.insert(Use::PresetListReplaced);
                            let mut marked = OsString::from(REPLACED);
                            marked.push(&v);
                            (t, vec![marked])
                        } else {
                            (t, vec![v])
                        }
                    })
                    .collect()
            }
            Special::DeprecatedFor(y) => {
                uses.insert(Use::RedirectRead);
                uses.extend(target_uses(model, &a.id, y));
                let Some(ya) = target(y) else { continue };
                // A flag that does not accumulate is overridden by its
                // later occurrence in the same command (right-most wins).
                let again = full[i + 1..].iter().any(|e| e.id == ev.id && e.cmd == ev.cmd);
                if again && !a.accumulates() {
                    continue;
                }
                // A global's occurrences in the commands of the path are one
                // sequence (README): one below, later on the command line
                // (clap logs an option's values given before a subcommand
                // after the subcommand's), overrides it, unless each
                // occurrence passes on (a list or a count to a list or a
                // count).
                let below = full.iter().any(|e| {
                    model.depth_of(&e.cmd) > model.depth_of(&ev.cmd)
                        && model.arg_of(e).is_some_and(|(x, _)| std::ptr::eq(x, a))
                });
                if below && !(a.accumulates() && ya.accumulates()) {
                    continue;
                }
                if again && a.accumulates() && ya.accumulates() {
                    uses.insert(Use::RedirectAccumulated);
                }
                if ya.bare_has_no_value() && bare.is_none() {
                    let mut marked =
                        ignoring_errors(with_bare_values(model, twin.clone(), BARE, ArgM::bare_has_no_value));
                    let log = parse_logged(&mut marked, argv).1;
                    let positions = positions_in(&full, &log).ok_or("the reading with bare values differs")?;
                    bare = Some((log, positions));
                }
                let after = match &bare {
                    Some((log, positions)) if ya.bare_has_no_value() => &log[positions[i] + 1..],
                    _ => &full[i + 1..],
                };
                // clap logs the values of an option that takes them
                // optionally, given before a subcommand, after the
                // subcommand's: an enclosing command's were typed before.
                let later: Vec<&Event> = after
                    .iter()
                    .filter(|e| model.depth_of(&e.cmd) >= model.depth_of(&ev.cmd) && model.is_of_pair(e, ya))
                    .collect();
                if !later.is_empty() {
                    continue;
                }
                let values = if matches!(a.kind, Kind::Flag | Kind::Count) {
                    vec![OsString::from("true")]
                } else {
                    values.clone()
                };
                if values.len() > 1 {
                    uses.insert(Use::SeveralValuesRedirected);
                    let hyphen = values.iter().any(|v| v.as_encoded_bytes().starts_with(b"-"));
                    if hyphen && rejoins(a, ya) && ya.several() {
                        uses.insert(Use::SplitHyphenValuesRejoined);
                    }
                }
                vec![(ya, values)]
            }
            Special::DeprecatedPairFor(y) => {
                uses.insert(Use::RedirectRead);
                uses.extend(target_uses(model, &a.id, y));
                let Some(ya) = target(y) else { continue };
                // The flag and its negation override each other: the last
                // spelling counts; a global's, typed in any command of the
                // path, are one sequence (`--file run --no-file` is off, as a
                // global pair is).
                if full[i + 1..].iter().any(|e| model.is_of_pair(e, a)) {
                    continue;
                }
                if full[i + 1..].iter().any(|e| model.is_of_pair(e, ya)) {
                    continue;
                }
                if !negated {
                    vec![(ya, vec![OsString::from("true")])]
                } else if ya.is_pair() {
                    uses.insert(Use::NegationRedirected);
                    vec![(ya, vec![OsString::from("false")])]
                } else {
                    // No spelling turns a plain flag or a count off.
                    uses.insert(Use::NegationRedirectedToNothing);
                    continue;
                }
            }
            _ => continue,
        };
        if targets.is_empty() {
            continue;
        }
        let read_at = match read_at {
            Some(at) => at,
            None => locate(&mut ie, argv, &full, i)?,
        };
        let (token, cut) = match placement(model, a, &ev.cmd, argv, &values, read_at) {
            Place::At(token, cut) => (token, cut),
            Place::AfterTerminator(token) => {
                uses.insert(Use::InsertedAfterTerminator);
                (token, None)
            }
            Place::Before(token, cut) => {
                uses.insert(Use::InsertedBeforeSwallowingOption);
                (token, cut)
            }
        };
        let (mut tokens, mut events) = (Vec::new(), Vec::new());
        for (t, values) in &targets {
            let (more_tokens, more_events) = redirect_tokens(&ev.cmd, a, t, values);
            tokens.extend(more_tokens);
            events.extend(more_events.into_iter().flat_map(|e| split_event(model, e)));
        }
        inserts.push(Insert { token, cut, tokens });
        added.push((i, events));
    }
    let expanded = if inserts.is_empty() {
        argv.to_vec()
    } else if stops_at_a_split_cluster(model, twin, argv, &inserts) {
        // clap stops with a parse error at a cluster the insertion would
        // split, or before it (`-1-`, `-` no letter of a short flag, where
        // the split would leave `--`): nothing after is read.
        uses.insert(Use::RejectedClusterSplit);
        argv.to_vec()
    } else {
        // Splitting a cluster must not change clap's reading.
        if inserts.iter().any(|i| i.cut.is_some()) {
            let split = apply_inserts(argv, &inserts, false);
            let (r1, l1) = parse_logged(&mut ie, &split);
            if l1 != full || r1.is_ok() != parse_logged(&mut ie, argv).0.is_ok() {
                return Err("splitting a short cluster changes clap's reading");
            }
            let (a, _) = parse_logged(twin, argv);
            let (b, _) = parse_logged(twin, &split);
            let same = match (&a, &b) {
                (Ok(_), Ok(_)) => true,
                (Err(x), Err(y)) => x.kind() == y.kind(),
                _ => false,
            };
            if !same {
                return Err("splitting a short cluster changes clap's outcome");
            }
        }
        let expanded = apply_inserts(argv, &inserts, true);
        let mut want = Vec::new();
        for (i, ev) in full.iter().enumerate() {
            want.push(ev.clone());
            for (at, events) in &added {
                if *at == i {
                    want.extend(events.iter().cloned());
                }
            }
        }
        let (_, got) = parse_logged(&mut ie, &expanded);
        // In any order: an inserted flag makes clap parse a pending value
        // before a subcommand's rather than after.
        let (got, want) = (uncounted(model, got), uncounted(model, want));
        if got.len() != want.len() || !within(&got, &want) {
            // Fine when clap stops with a parse error within the special's
            // token: what would follow it is never read. Not one of a
            // variable's value, which any part of the command line gets.
            let last = inserts.iter().map(|i| i.token).max().unwrap_or_default();
            if !stops_at(model, twin, argv, last) {
                return Err("inserted target tokens are not read as their flags");
            }
            argv.to_vec()
        } else {
            expanded
        }
    };
    let order = model.args().any(ArgM::may_be_bare).then(|| {
        let mut marked = ignoring_errors(with_bare_values(model, twin.clone(), "", ArgM::may_be_bare));
        parse_logged(&mut marked, &expanded).1
    });
    ORDER.with(|o| *o.borrow_mut() = order);
    let outcome = env_outcome(model, twin, &expanded);
    ORDER.with(|o| *o.borrow_mut() = None);
    let outcome = outcome?;
    Ok(Expected {
        outcome,
        full_log: full,
        expanded,
        uses,
    })
}

/// Whether the value of `ev` is one its argument's value parser rejects.
fn rejects(model: &Model, twin: &Command, ev: &Event) -> bool {
    let Some(path) = model.path_of(&ev.cmd) else {
        return false;
    };
    let mut cmd = twin;
    for name in &path {
        match cmd.find_subcommand(name) {
            Some(sub) => cmd = sub,
            None => return false,
        }
    }
    // The parser alone, on a positional that takes the value as it is.
    cmd.get_arguments()
        .find(|a| a.get_id() == ev.id.as_str())
        .is_some_and(|arg| {
            let value = Arg::new("value")
                .value_parser(arg.get_value_parser().clone())
                .allow_hyphen_values(true);
            Command::new("value")
                .no_binary_name(true)
                .arg(value)
                .try_get_matches_from([&ev.raw])
                .is_err()
        })
}

/// Whether clap logged event `i` of `full` after a value of a command below
/// the one that read it: it read the option's values after a subcommand's.
fn read_after_a_subcommand(model: &Model, full: &[Event], i: usize) -> bool {
    let depth = model.depth_of(&full[i].cmd);
    full[..i].iter().any(|e| model.depth_of(&e.cmd) > depth)
}

/// The kinds of clap's errors that come from its checks after the whole
/// command line is read, not from reading a token.
const VALIDATION: [ErrorKind; 5] = [
    ErrorKind::MissingRequiredArgument,
    ErrorKind::ArgumentConflict,
    ErrorKind::MissingSubcommand,
    ErrorKind::TooFewValues,
    ErrorKind::WrongNumberOfValues,
];

/// Whether the twin rejects `argv` with an error from reading a short
/// cluster that one of `inserts` splits (the first): the same error as it
/// gives for the command line up to that cluster, where the command line
/// before it is wanting at most (an error of an environment variable's
/// value, which clap reads after the command line, comes with any prefix
/// of it).
fn stops_at_a_split_cluster(model: &Model, twin: &mut Command, argv: &[OsString], inserts: &[Insert]) -> bool {
    let Some(first) = inserts.iter().filter(|i| i.cut.is_some()).map(|i| i.token).min() else {
        return false;
    };
    let at_the_cluster = stops_at(model, twin, argv, first);
    let (before, _) = parse_logged(twin, &argv[..first]);
    // Before the cluster, clap may only miss what the rest would give.
    let fine_before = match before {
        Ok(_) => true,
        Err(e) => VALIDATION.contains(&e.kind()),
    };
    at_the_cluster && fine_before
}

/// `events` with the values of count flags left out: clap logs the count so
/// far, which an inserted `--count` does not know.
fn uncounted(model: &Model, mut events: Vec<Event>) -> Vec<Event> {
    for e in &mut events {
        if model.arg_in(&e.cmd, &e.id).is_some_and(|a| a.kind == Kind::Count) {
            e.raw = OsString::new();
        }
    }
    events
}

/// The twin's outcome for `argv` by argkind's rule for value-less flags set
/// from the environment (exception 7): clap checks the command line with
/// the variable of each quiet flag (one its variable leaves `false`) and
/// each negated pair flag (one whose negation is typed) unset; its verdict
/// stands, and the values are clap's with only the negated flags'
/// variables unset.
fn env_outcome(model: &Model, twin: &mut Command, argv: &[OsString]) -> Result<Outcome, &'static str> {
    env_outcome_with(model, twin, argv, true)
}

/// [`env_outcome`]; with `negated_rejected`, where clap rejects the value
/// of a variable, the outcome with the negated flags' variables unset: a
/// negated flag reads no variable, one its value parser rejects included.
fn env_outcome_with(
    model: &Model,
    twin: &mut Command,
    argv: &[OsString],
    negated_rejected: bool,
) -> Result<Outcome, &'static str> {
    let (result, log) = parse_logged(twin, argv);
    let rejected = matches!(&result, Err(err) if err.kind() == ErrorKind::InvalidValue);
    if rejected && negated_rejected {
        if let Ok(read) = parse_logged(&mut ignoring_errors(twin.clone()), argv).0 {
            let (_, negated) = env_flags(model, &read);
            if !negated.is_empty() {
                return env_outcome_with(model, &mut without_env(twin.clone(), &negated), argv, false);
            }
        }
    }
    let checks = match &result {
        Ok(_) => true,
        Err(err) => matches!(
            err.kind(),
            ErrorKind::ArgumentConflict | ErrorKind::MissingRequiredArgument
        ),
    };
    let read = if checks {
        parse_logged(&mut ignoring_errors(twin.clone()), argv).0.ok()
    } else {
        None
    };
    let Some(read) = read else {
        return twin_outcome(model, result, &log);
    };
    let (quiet, negated) = env_flags(model, &read);
    if quiet.is_empty() && negated.is_empty() {
        return twin_outcome(model, result, &log);
    }
    let all: BTreeSet<String> = quiet.union(&negated).cloned().collect();
    let (checked, checked_log) = parse_logged(&mut without_env(twin.clone(), &all), argv);
    match checked {
        Err(_) => twin_outcome(model, checked, &checked_log),
        Ok(_) if result.is_ok() && negated.is_empty() => twin_outcome(model, result, &log),
        Ok(matches) if quiet.is_empty() => twin_outcome(model, Ok(matches), &checked_log),
        Ok(_) => {
            let mut values = ignoring_errors(without_env(twin.clone(), &negated));
            let (values, values_log) = parse_logged(&mut values, argv);
            twin_outcome(model, values, &values_log)
        }
    }
}

/// The flags of the twin's reading `matches` that its variable sets:
/// `(quiet, negated)`, as [`env_outcome`] means them.
fn env_flags(model: &Model, matches: &ArgMatches) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut quiet, mut negated) = (BTreeSet::new(), BTreeSet::new());
    let (mut cmd, mut m) = (&model.root, matches);
    let mut inherited: Vec<&ArgM> = Vec::new();
    loop {
        let visible: Vec<&ArgM> = inherited.iter().copied().chain(cmd.args.iter()).collect();
        for a in visible.into_iter().filter(|a| a.env.is_some() && a.kind == Kind::Flag) {
            let id = a.id.as_str();
            if m.try_contains_id(id).is_err() {
                continue;
            }
            let source = m.value_source(id);
            let neg = neg_id(id);
            let typed_negation = a.is_pair()
                && m.try_contains_id(&neg).is_ok()
                && m.value_source(&neg) == Some(ValueSource::CommandLine);
            // clap read the variable in this command (a global typed in an
            // enclosing command has the command line's value copied over
            // it after clap checked this command with the variable's).
            let variable_set = a.env.as_ref().is_some_and(|(name, _)| std::env::var_os(name).is_some());
            let read_variable =
                source == Some(ValueSource::EnvVariable) || (source == Some(ValueSource::CommandLine) && variable_set);
            // Its default where clap could not read the variable's value
            // (a reading despite errors): a value its parser rejects.
            let rejected = variable_set && matches!(source, Some(ValueSource::DefaultValue) | None);
            if typed_negation && (read_variable || rejected) {
                negated.insert(a.id.clone());
            } else if source == Some(ValueSource::EnvVariable)
                // Its unset value: `false` for `SetTrue`, `true` for `SetFalse`.
                && m.try_get_one::<bool>(id).ok().flatten() == Some(&a.set_false)
            {
                quiet.insert(a.id.clone());
            }
        }
        inherited.extend(cmd.args.iter().filter(|a| a.global));
        let Some((name, sub)) = m.subcommand() else { break };
        let Some(sc) = cmd.subs.iter().find(|s| s.name == name) else {
            break;
        };
        (cmd, m) = (sc, sub);
    }
    quiet.retain(|id| !negated.contains(id));
    (quiet, negated)
}

/// `cmd` (the twin of `model`) with each option `which` picks taking the
/// value `missing` when it is given bare: its value parser logs the
/// occurrence, which clap otherwise reads with no value and no index.
fn with_bare_values(model: &Model, cmd: Command, missing: &'static str, which: fn(&ArgM) -> bool) -> Command {
    let name = cmd.get_name().to_owned();
    cmd.mut_args(|a| {
        if model.arg_in(&name, a.get_id().as_str()).is_some_and(which) {
            // Any value, so that no rejection stops the reading.
            a.default_missing_value(missing)
                .value_parser(Logged(clap::builder::OsStringValueParser::new()))
        } else {
            a
        }
    })
    .mut_subcommands(|sub| with_bare_values(model, sub, missing, which))
}

/// Whether `a` is a preset or deprecated option that takes values and ends
/// them at a terminator, which may come before the first.
fn ends_empty(a: &ArgM) -> bool {
    a.terminator && a.min_values() >= 1 && matches!(a.special, Special::Preset(_) | Special::DeprecatedFor(_))
}

/// `cmd` with each [`ends_empty`] option taking no value as well, at every
/// depth.
fn taking_none(model: &Model, cmd: Command) -> Command {
    let name = cmd.get_name().to_owned();
    cmd.mut_args(
        |a| match model.arg_in(&name, a.get_id().as_str()).filter(|m| ends_empty(m)) {
            Some(m) if m.max_values() == usize::MAX => a.num_args(0..),
            Some(m) => a.num_args(0..=m.max_values()),
            None => a,
        },
    )
    .mut_subcommands(|sub| taking_none(model, sub))
}

/// The value [`with_bare_values`] gives a bare occurrence where the log must
/// tell it from a typed value; no generated token holds it.
const BARE: &str = "\u{1}bare";

/// Where each event of `full` is in `bare`, the log of the same command
/// line read with bare occurrences logged as [`BARE`] (and every value of
/// an option that may be bare accepted): `bare` is `full` with events
/// added. `None` when it is not.
fn positions_in(full: &[Event], bare: &[Event]) -> Option<Vec<usize>> {
    let mut positions = Vec::with_capacity(full.len());
    for (at, event) in bare.iter().enumerate() {
        if full.get(positions.len()) == Some(event) {
            positions.push(at);
        }
    }
    (positions.len() == full.len()).then_some(positions)
}

/// `cmd` with clap's `ignore_errors` at every depth: on a command clap has
/// built, the setting no longer reaches its subcommands by itself.
fn ignoring_errors(cmd: Command) -> Command {
    cmd.ignore_errors(true).mut_subcommands(ignoring_errors)
}

/// Whether clap stops at the token `at` of `argv` with a parse error: the
/// line up to it and the whole line are rejected alike, not by a check
/// made after reading (`VALIDATION`), and not for a variable's value that
/// clap rejects, which any part of the command line gets (the line up to
/// `at` is rejected alike with the variables unset).
fn stops_at(model: &Model, twin: &mut Command, argv: &[OsString], at: usize) -> bool {
    let (upto, _) = parse_logged(twin, &argv[..=at]);
    let (whole, _) = parse_logged(twin, argv);
    let (upto_unset, _) = parse_logged(&mut without_env(twin.clone(), &variables_of(model)), &argv[..=at]);
    // The same error, word for word: where clap stops at the token, the
    // rest is never read. (A prefix that ends in an option's letter lacks
    // its value, an error of kind `InvalidValue`, as a variable's rejected
    // value is, which clap reports after the whole command line: seed 8080.)
    match (upto, whole, upto_unset) {
        (Err(a), Err(b), Err(c)) => {
            a.kind() == b.kind()
                && a.to_string() == b.to_string()
                && a.kind() == c.kind()
                && !VALIDATION.contains(&a.kind())
        }
        _ => false,
    }
}

/// The ids of the arguments of `model` that have a variable.
fn variables_of(model: &Model) -> BTreeSet<String> {
    model.args().filter(|a| a.env.is_some()).map(|a| a.id.clone()).collect()
}

/// `cmd` with the variables of the arguments `ids` cleared, at every depth.
fn without_env(cmd: Command, ids: &BTreeSet<String>) -> Command {
    cmd.mut_args(|a| {
        if ids.contains(a.get_id().as_str()) {
            a.env(clap::builder::Resettable::Reset)
        } else {
            a
        }
    })
    .mut_subcommands(|sub| without_env(sub, ids))
}

/// Where the root records sources (S12 *provenance*): each flag of the
/// chosen command whose provenance does not map onto clap's value source
/// (a pair whose negation was typed is `CommandLine` where clap says
/// `DefaultValue`, as the facts say), or names a token of `argv` that does
/// not spell it (or the preset or deprecated flag that set it), or that
/// has no provenance at all.
fn provenance_disagreements(model: &Model, matches: &argkind::Matches, argv: &[OsString]) -> Vec<String> {
    if !model.root.record_sources {
        return Vec::new();
    }
    let facts = matches.facts();
    // The command the facts are of (an external subcommand is none).
    let mut inner: &ArgMatches = matches;
    for name in facts.path() {
        match inner.subcommand_matches(name) {
            Some(sub) => inner = sub,
            None => return vec![format!("no matches of {name} on the path {:?}", facts.path())],
        }
    }
    let inner_name = facts.path().last().map_or("root", String::as_str);
    let mut out = Vec::new();
    for provenance in facts.sources() {
        let id = provenance.id();
        // `provenance::expected_value_source`, with the flag's `Used`
        // record found by its command too: a subcommand may have a flag of
        // its own with the id of an enclosing command's non-global one.
        let used = facts
            .used()
            .iter()
            .find(|u| u.id() == id && u.command() == provenance.command());
        let expected = match (inner.value_source(id), used) {
            (Some(ValueSource::DefaultValue), Some(used)) => used.source(),
            (Some(source), _) => source,
            (None, _) => ValueSource::DefaultValue,
        };
        if provenance.value_source() != expected {
            out.push(format!("{id}: {:?} where clap says {expected:?}", provenance.source()));
        }
        // The token named spells the flag, or the preset or deprecated flag
        // that set it.
        let (at, spelled) = match provenance.source() {
            argkind::Source::CommandLine {
                at: Some(argkind::Origin::Argv(at)),
                spelling,
            } => {
                // Up to any `=`; where that is not UTF-8, as `OsStr`'s
                // `Debug` writes it.
                let bytes = argv[*at].as_encoded_bytes();
                let name = bytes.split(|b| *b == b'=').next().unwrap_or_default();
                let expected = match std::str::from_utf8(name) {
                    Ok(text) => text.to_owned(),
                    Err(_) => format!("{:?}", OsString::from_vec(name.to_vec())),
                };
                if expected != *spelling {
                    out.push(format!(
                        "{id}: token {at}, {:?}, is not spelled {spelling:?}",
                        argv[*at]
                    ));
                }
                (*at, model.arg_in(inner_name, id).into_iter().collect::<Vec<_>>())
            }
            argkind::Source::Preset {
                at: Some(argkind::Origin::Argv(at)),
                flag,
            }
            | argkind::Source::Redirect {
                at: Some(argkind::Origin::Argv(at)),
                flag,
            } => {
                // By long name, else (a flag with only a short name) `-c`;
                // a deprecated pair typed by its negation, by the negation's.
                let named = |a: &&ArgM| match &a.long {
                    Some(long) => long == flag || a.negation().as_ref() == Some(flag),
                    None => a.short.is_some_and(|c| *flag == format!("-{c}")),
                };
                (*at, model.args().filter(named).collect())
            }
            _ => continue,
        };
        if !spelled.iter().any(|a| spells(a, &argv[at])) {
            out.push(format!("{id}: token {at}, {:?}, does not spell its flag", argv[at]));
        }
    }
    // Every named flag clap holds a value for has a provenance.
    for id in inner.ids() {
        let id = id.as_str();
        let named = model.arg_in(inner_name, id).is_some_and(|a| !a.is_positional());
        if named && inner.value_source(id).is_some() && !facts.sources().iter().any(|p| p.id() == id) {
            out.push(format!("{id}: no provenance"));
        }
    }
    out
}

/// Whether `token` may spell `a` (or its negation): a long name or alias,
/// whole or abbreviated (`infer_long_args`), up to any `=`, or a short
/// cluster with one of its letters.
fn spells(a: &ArgM, token: &OsStr) -> bool {
    let token = token.to_string_lossy();
    match token.strip_prefix("--") {
        Some(body) => {
            let name = body.split_once('=').map_or(body, |(name, _)| name);
            !name.is_empty()
                && a.long
                    .iter()
                    .cloned()
                    .chain(a.aliases.iter().cloned())
                    .chain(a.negation())
                    .any(|long| long.starts_with(name))
        }
        None => {
            token.starts_with('-')
                && token
                    .chars()
                    .skip(1)
                    .any(|c| a.short == Some(c) || a.short_aliases.contains(&c) || a.negation_short == Some(c))
        }
    }
}

fn render(a: &ArgKindCommand, which: Which, path: &[String]) -> Option<String> {
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    match which {
        Which::Short => a.render_help(&path, false),
        Which::Long => a.render_help(&path, true),
        Which::HelpHidden => a.render_help_hidden(&path),
        Which::HelpHiddenList => a.render_help_hidden_list(&path),
    }
    .map(|text| text.to_string())
}

fn actual_outcome(model: &Model, a: &mut ArgKindCommand, argv: &[OsString], expected: &Outcome) -> Outcome {
    let result = quietly(|| a.try_get_matches_from(argv.iter().cloned()));
    match result {
        Err(msg) => Outcome::Panic(msg),
        Ok(Ok(matches)) => {
            let mut s = collect(model, &matches, None);
            s.used = matches
                .facts()
                .used()
                .iter()
                .map(|u| (u.command().to_owned(), u.id().to_owned()))
                .collect();
            s.deprecations = matches
                .facts()
                .deprecations()
                .iter()
                .map(|d| {
                    (
                        d.command().to_owned(),
                        d.flag().to_owned(),
                        d.replacement().map(str::to_owned),
                    )
                })
                .collect();
            s.provenance = provenance_disagreements(model, &matches, argv);
            Outcome::Ok(s)
        }
        // clap renders `-h`, `--help` and `help SUB` itself, from the
        // command argkind prepared: the text says which surface it is.
        Ok(Err(argkind::Error::Clap(err))) if err.kind() == clap::error::ErrorKind::DisplayHelp => {
            let text = err.to_string();
            match expected {
                Outcome::HelpSubcommand(help) if same_help_subcommand_help(help, &text) => expected.clone(),
                _ => surface_outcome(model, a, text, expected),
            }
        }
        Ok(Err(argkind::Error::Clap(err))) => Outcome::Err(err.kind()),
        Ok(Err(argkind::Error::Surface(text, _))) => surface_outcome(model, a, text.to_string(), expected),
    }
}

/// Which surface of which command `text` is: the expected one when it
/// renders so, else every one that does.
fn surface_outcome(model: &Model, a: &ArgKindCommand, text: String, expected: &Outcome) -> Outcome {
    if let Outcome::Surface(which, path) = expected {
        if render(a, *which, path).as_deref() == Some(text.as_str()) {
            return expected.clone();
        }
    }
    let mut all = Vec::new();
    for (path, _) in model.commands() {
        for which in [Which::Short, Which::Long, Which::HelpHidden, Which::HelpHiddenList] {
            if render(a, which, &path).as_deref() == Some(text.as_str()) {
                all.push((which, path.clone()));
            }
        }
    }
    match all.len() {
        0 => Outcome::UnknownSurface(text.lines().next().unwrap_or_default().to_owned()),
        1 => {
            let (which, path) = all.remove(0);
            Outcome::Surface(which, path)
        }
        _ => Outcome::SurfaceOneOf(all),
    }
}

/// The class of mismatch between `exp` and `act`, with its details.
fn compare(model: &Model, exp: &Outcome, act: &Outcome) -> Option<(String, String)> {
    match (exp, act) {
        (Outcome::Ok(e), Outcome::Ok(a)) => {
            if e.path != a.path {
                return Some((
                    "success: a different subcommand path".into(),
                    format!("{:?} vs {:?}", e.path, a.path),
                ));
            }
            if e.external != a.external {
                return Some((
                    "success: a different external subcommand".into(),
                    format!("{:?} vs {:?}", e.external, a.external),
                ));
            }
            for (x, y) in e.slots.iter().zip(&a.slots) {
                let detail = || {
                    format!(
                        "argument `{}` (level {}): expected {:?} from {:?}, got {:?} from {:?}",
                        x.id, x.level, x.val, x.source, y.val, y.source
                    )
                };
                if x.val != y.val {
                    return Some((format!("success: the value of {}", model.role(&x.id)), detail()));
                }
                if x.source != y.source {
                    return Some((format!("success: the value source of {}", model.role(&x.id)), detail()));
                }
            }
            if e.used != a.used {
                return Some((
                    "success: Facts::used differs".into(),
                    format!("expected {:?}, got {:?}", e.used, a.used),
                ));
            }
            if e.deprecations != a.deprecations {
                return Some((
                    "success: deprecation warnings differ".into(),
                    format!("expected {:?}, got {:?}", e.deprecations, a.deprecations),
                ));
            }
            if e.present != a.present {
                return Some((
                    "success: ArgMatches::args_present differs".into(),
                    format!("expected {:?}, got {:?}", e.present, a.present),
                ));
            }
            if e.provenance != a.provenance {
                return Some((
                    "success: provenance disagrees with clap's reading".into(),
                    format!("{:?}", a.provenance),
                ));
            }
            None
        }
        (Outcome::Err(x), Outcome::Err(y)) if x == y => None,
        (Outcome::HelpSubcommand(x), Outcome::HelpSubcommand(y)) if x == y => None,
        (Outcome::Surface(w1, p1), Outcome::Surface(w2, p2)) if w1 == w2 && p1 == p2 => None,
        (Outcome::Surface(w1, p1), Outcome::Surface(w2, p2)) if w1 == w2 => Some((
            format!("surface {w1:?} of another command"),
            format!("{p1:?} vs {p2:?}"),
        )),
        _ => Some((
            format!("expected {}, got {}", exp.class(), act.class()),
            format!("{} vs {}", exp.show(), act.show()),
        )),
    }
}

// ================================================================ running

fn install_quiet_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) {
                let msg = info.to_string();
                LAST_PANIC.with(|p| *p.borrow_mut() = msg);
                let at = info.location().map(ToString::to_string).unwrap_or_default();
                LAST_PANIC_AT.with(|p| *p.borrow_mut() = at);
            } else {
                default(info);
            }
        }));
    });
}

/// Runs `f`, catching (and not printing) a panic: `Err` holds its message.
fn quietly<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    install_quiet_hook();
    QUIET.with(|q| q.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    result.map_err(|_| {
        LAST_PANIC.with(|p| {
            let msg = p.borrow().clone();
            msg.lines()
                .filter(|l| !l.starts_with("panicked at"))
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ")
        })
    })
}

/// A panic message without the names in it, to class panics by their cause.
fn panic_class(msg: &str) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    for c in msg.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '"' | '`' | '\'') => {
                quote = Some(c);
                out.push_str("..");
            }
            None => out.push(c),
        }
    }
    out.chars().take(120).collect()
}

struct EnvGuard(Vec<String>);

impl Drop for EnvGuard {
    fn drop(&mut self) {
        for name in &self.0 {
            std::env::remove_var(name);
        }
    }
}

#[derive(Clone, Debug)]
struct Report {
    category: String,
    text: String,
}

enum Verdict {
    Pass,
    Discard(&'static str),
    Mismatch(Vec<Report>),
}

#[derive(Default)]
struct Stats {
    run: usize,
    discarded: BTreeMap<&'static str, usize>,
    drawn: BTreeMap<Setting, usize>,
    uses: BTreeMap<Use, usize>,
    /// The expected outcomes compared, by class (success, each error kind,
    /// each surface).
    outcomes: BTreeMap<String, usize>,
    mismatches: BTreeMap<String, usize>,
}

static UID: AtomicU64 = AtomicU64::new(0);

fn uses_of(model: &Model, argv: &[OsString], exp: &Expected) -> BTreeSet<Use> {
    let mut uses = exp.uses.clone();
    let v = vocab(model);
    let specials: BTreeSet<String> = v
        .specials
        .iter()
        .map(|s| format!("--{s}"))
        .chain(["-h", "--help", "--help-hidden", "--help-hidden-list"].map(str::to_owned))
        .collect();
    let is_special = |t: &OsStr| {
        t.to_str().is_some_and(|t| {
            let name = t.split_once('=').map_or(t, |(n, _)| n);
            specials.contains(name)
        })
    };
    let special_shorts: BTreeSet<char> = model
        .args()
        .filter(|a| !matches!(a.special, Special::None))
        .flat_map(|a| {
            a.short
                .into_iter()
                .chain(a.short_aliases.iter().copied())
                .chain(a.negation_short)
        })
        .chain(['h'])
        .collect();
    let negation_shorts: BTreeSet<char> = model.args().filter_map(|a| a.negation_short).collect();
    // Each global pair's letters and long spellings (its flag's, then its
    // negation's), by its id.
    type Halves = [(Option<char>, Option<String>); 2];
    let global_pairs: Vec<(&str, Halves)> = model
        .args()
        .filter(|a| a.global && a.is_pair())
        .map(|a| {
            let on = (a.short, a.long.as_ref().map(|l| format!("--{l}")));
            let off = (a.negation_short, a.negation().map(|l| format!("--{l}")));
            (a.id.as_str(), [on, off])
        })
        .collect();
    // The half of each global pair spelled last before the first
    // subcommand name (`true`: the flag's), once met.
    let mut spelled_above: BTreeMap<&str, bool> = BTreeMap::new();
    let mut after_subcommand = false;
    let terminated = model.args().any(|a| a.terminator);
    let infer = model.commands().iter().any(|(_, c)| c.infer_long);
    let mut after_escape = false;
    let mut after_terminator = false;
    for t in &argv[1..] {
        if t.to_str().is_none() {
            uses.insert(Use::NonUtf8Token);
        }
        if is_special(t) {
            if after_escape {
                uses.insert(Use::SpecialAfterEscape);
            }
            if after_terminator {
                uses.insert(Use::SpecialAfterTerminator);
            }
        }
        if let Some(text) = t.to_str() {
            if text.starts_with('-') && !text.starts_with("--") && text.len() > 2 {
                let letters: Vec<char> = text[1..].chars().take_while(|c| *c != '=').collect();
                if letters.iter().any(|c| special_shorts.contains(c)) {
                    uses.insert(Use::SpecialInCluster);
                }
            }
            if text.starts_with('-')
                && !text.starts_with("--")
                && text[1..].chars().any(|c| negation_shorts.contains(&c))
            {
                uses.insert(Use::NegationShortTyped);
            }
            let cluster = text.starts_with('-') && !text.starts_with("--");
            for (id, halves) in &global_pairs {
                let name = text.split('=').next().unwrap_or_default();
                // The half this token spells last, if any.
                let letters = if cluster { &text[1..] } else { "" };
                let spelled = letters.chars().rev().find_map(|c| {
                    let at = halves.iter().position(|(letter, _)| *letter == Some(c))?;
                    Some(at == 0)
                });
                let spelled = spelled.or_else(|| {
                    let at = halves.iter().position(|(_, long)| long.as_deref() == Some(name))?;
                    Some(at == 0)
                });
                if !after_subcommand {
                    if let Some(on) = spelled {
                        spelled_above.insert(id, on);
                    }
                }
                // The other half's letter, after another letter of the
                // cluster: the value turns there.
                let other = spelled_above.get(id).and_then(|on| halves[usize::from(*on)].0);
                if after_subcommand && letters.chars().skip(1).any(|c| Some(c) == other) {
                    uses.insert(Use::GlobalPairLetterInSubcommandCluster);
                }
            }
            after_subcommand |= v.subs.iter().any(|sub| sub == text);
            if let Some(body) = text.strip_prefix("--") {
                if infer
                    && !body.is_empty()
                    && !v.longs.iter().any(|l| l == body)
                    && v.specials.iter().chain(&v.longs[..3]).any(|s| s.starts_with(body))
                {
                    uses.insert(Use::SpecialAbbreviated);
                }
            }
        }
        after_escape |= t == "--";
        after_terminator |= terminated && t == ";";
    }
    for ev in &exp.full_log {
        if is_special(&ev.raw) && model.arg_in(&ev.cmd, &ev.id).is_some() {
            uses.insert(Use::SpecialAsValue);
            if model
                .arg_in(&ev.cmd, &ev.id)
                .is_some_and(|a| matches!(a.kind, Kind::Pos { trailing: true, .. } | Kind::Pos { last: true, .. }))
            {
                uses.insert(Use::SpecialAsTrailingValue);
            }
        }
    }
    let mut global_reads: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for ev in &exp.full_log {
        if let Some((a, _)) = model.arg_of(ev) {
            if a.global && (a.is_deprecated() || matches!(a.special, Special::Preset(_))) {
                global_reads.entry(&a.id).or_default().insert(&ev.cmd);
            }
        }
    }
    if global_reads.values().any(|cmds| cmds.len() > 1) {
        uses.insert(Use::GlobalSpecialInTwoCommands);
    }
    if let Outcome::Surface(_, path) = &exp.outcome {
        if !path.is_empty() {
            uses.insert(Use::SurfaceInSubcommand);
        }
    }
    uses
}

fn run_case(g: &CaseGen, stats: &mut Stats) -> Verdict {
    let uid = UID.fetch_add(1, Ordering::Relaxed);
    let model = decode(g, uid);
    // clap reads a variable when the argument is built: set first.
    let mut env = EnvGuard(Vec::new());
    for a in model.args() {
        if let Some((name, value)) = &a.env {
            env.0.push(name.clone());
            match value {
                Some(v) => std::env::set_var(name, v),
                None => std::env::remove_var(name),
            }
        }
    }
    let (plain, _) = plain_cmd(&model.root, 0);
    let mut twin = twin_cmd(&model.root);
    if let Err(msg) = quietly(|| {
        with_negation_stand_ins(plain.clone(), &model.root).debug_assert();
        twin.clone().debug_assert();
    }) {
        if std::env::var_os("ARGKIND_DIFF_SHOW_DISCARDS").is_some() {
            eprintln!("discarded definition: {msg}");
        }
        return Verdict::Discard("clap rejects the generated definition");
    }
    if redirects_to_a_replacement_that_takes_the_rest(&model) {
        return Verdict::Discard(
            "argkind rejects the generated definition: a replacement takes the rest by its command",
        );
    }
    let argv = decode_argv(g, &model);
    let (spec, _) = build_spec(&model.root, 0);
    let mismatch = |category: String, detail: String, exp: &str, act: &str, expanded: Option<&[OsString]>| {
        let mut text = format!("class: {category}\n{}argv: {argv:?}\n", describe(&model));
        if let Some(expanded) = expanded.filter(|x| *x != argv) {
            let _ = writeln!(text, "twin argv (targets inserted): {expanded:?}");
        }
        let _ = write!(text, "expected: {exp}\nactual:   {act}\ndetail: {detail}\n");
        Report { category, text }
    };
    let mut reports = Vec::new();
    let spec_copy = spec.clone();
    let spec_light = spec.clone();
    // Prepared whole at once; `new`'s light reading is compared below.
    let mut a = match quietly(|| ArgKindCommand::__new_whole(plain.clone(), spec)) {
        Ok(a) => a,
        Err(msg) => {
            return Verdict::Mismatch(vec![mismatch(
                format!("argkind panics building the command: {}", panic_class(&msg)),
                msg,
                "a command",
                "a panic",
                None,
            )])
        }
    };
    // Checked on a copy of its own: the parse below reads a command nothing
    // has shown or built yet, as an application's first parse does.
    let checked = quietly(|| {
        let checked = ArgKindCommand::__new_whole(plain.clone(), spec_copy);
        checked.debug_assert();
    });
    if let Err(msg) = checked {
        // A definition check that fails; the parse is compared all the same.
        reports.push(mismatch(
            format!(
                "argkind's debug_assert rejects a command clap accepts: {}",
                panic_class(&msg)
            ),
            msg,
            "no panic",
            "a panic",
            None,
        ));
    }
    let expected = match quietly(|| oracle(&model, &mut twin, &argv)) {
        Ok(Ok(e)) => e,
        Err(msg) => {
            // A bug of this test, not of argkind: shown and shrunk like a mismatch.
            let at = LAST_PANIC_AT.with(|p| p.borrow().clone());
            reports.push(mismatch(
                "the test's own oracle panics".into(),
                format!("{msg} (at {at})"),
                "an expected outcome",
                "a panic",
                None,
            ));
            return Verdict::Mismatch(reports);
        }
        Ok(Err(reason)) => {
            if std::env::var_os("ARGKIND_DIFF_SHOW_DISCARDS").is_some() {
                eprintln!("discarded ({reason}):\n{}argv: {argv:?}\n", describe(&model));
            }
            return Verdict::Discard(reason);
        }
    };
    let actual = actual_outcome(&model, &mut a, &argv, &expected.outcome);
    // `new`, `lazy` and the derive's entry points prepare the command
    // lightly (only as far as the command line needs): the same outcome is
    // expected.
    let light = match quietly(|| ArgKindCommand::new(plain.clone(), spec_light)) {
        Ok(mut light) => actual_outcome(&model, &mut light, &argv, &expected.outcome),
        Err(msg) => Outcome::Panic(msg),
    };
    stats.run += 1;
    for s in settings_of(&model) {
        *stats.drawn.entry(s).or_default() += 1;
    }
    for u in uses_of(&model, &argv, &expected) {
        *stats.uses.entry(u).or_default() += 1;
    }
    *stats.outcomes.entry(expected.outcome.class()).or_default() += 1;
    drop(env);
    let light_mismatch = compare(&model, &expected.outcome, &light).map(|(category, detail)| {
        (
            format!("lightly prepared (new, lazy, derive entry point): {category}"),
            detail,
        )
    });
    if let Some((category, detail)) = light_mismatch {
        reports.push(mismatch(
            category,
            detail,
            &expected.outcome.show(),
            &light.show(),
            Some(&expected.expanded),
        ));
    }
    if let Some((category, detail)) = compare(&model, &expected.outcome, &actual) {
        {
            let category = match &actual {
                Outcome::Panic(msg) => format!("argkind panics while parsing: {}", panic_class(msg)),
                _ => category,
            };
            let detail = match &actual {
                Outcome::Panic(msg) => msg.clone(),
                _ => detail,
            };
            reports.push(mismatch(
                category,
                detail,
                &expected.outcome.show(),
                &actual.show(),
                Some(&expected.expanded),
            ));
        }
    }
    if reports.is_empty() {
        Verdict::Pass
    } else {
        Verdict::Mismatch(reports)
    }
}

/// Whether a deprecated option passes several values at one occurrence to
/// a replacement that takes more and has no value terminator, where a
/// command that reads the redirect accepts hyphen values (the option's
/// own, or, for a global option, one below): the replacement may take the
/// rest of the command line, a
/// definition error of argkind's (an argument's own hyphen values are
/// never drawn there, see [`takes_redirected_counts`]).
fn redirects_to_a_replacement_that_takes_the_rest(model: &Model) -> bool {
    fn below_hyphen(c: &CmdM) -> bool {
        c.hyphen || c.subs.iter().any(below_hyphen)
    }
    model.commands().into_iter().any(|(_, c)| {
        c.args.iter().any(|d| {
            let Special::DeprecatedFor(y) = &d.special else {
                return false;
            };
            let Some(y) = model.arg_in(&c.name, target_id(y)) else {
                return false;
            };
            let at_once = d.max_values() > 1
                && !d.delimiter
                && y.max_values() > 1
                && (!y.require_equals || y.delimiter)
                && !y.one_value_an_occurrence(d);
            // clap gives a command's setting to the options it reads,
            // globals of enclosing commands too.
            let hyphen = c.hyphen || (d.global && c.subs.iter().any(below_hyphen));
            at_once && d.min_values().max(1) < y.max_values() && !y.terminator && hyphen
        })
    })
}

/// The report of class `category` that case `g` gives, if any.
fn fails_with(g: &CaseGen, category: &str) -> Option<Report> {
    let mut stats = Stats::default();
    match run_case(g, &mut stats) {
        Verdict::Mismatch(reports) => reports.into_iter().find(|r| r.category == category),
        _ => None,
    }
}

/// The simpler neighbours of `g`, boldest first: a token, a subcommand, an
/// argument or a setting less.
fn simpler(g: &CaseGen) -> Vec<CaseGen> {
    fn paths(c: &CmdGen, path: Vec<usize>, out: &mut Vec<Vec<usize>>) {
        out.push(path.clone());
        for (i, s) in c.subs.iter().enumerate() {
            let mut p = path.clone();
            p.push(i);
            paths(s, p, out);
        }
    }
    fn at_mut<'a>(c: &'a mut CmdGen, path: &[usize]) -> &'a mut CmdGen {
        match path.split_first() {
            None => c,
            Some((i, rest)) => at_mut(&mut c.subs[*i], rest),
        }
    }
    let mut out = Vec::new();
    match &g.literal {
        Some(literal) => {
            for i in 1..literal.len() {
                let mut c = g.clone();
                if let Some(l) = c.literal.as_mut() {
                    l.remove(i);
                }
                out.push(c);
            }
        }
        None => {
            for i in 0..g.argv.len() {
                let mut c = g.clone();
                c.argv.remove(i);
                out.push(c);
            }
        }
    }
    let mut all = Vec::new();
    paths(&g.root, Vec::new(), &mut all);
    for path in all {
        let mut probe = g.clone();
        let cmd = at_mut(&mut probe.root, &path).clone();
        drop(probe);
        let edit = |f: &dyn Fn(&mut CmdGen)| {
            let mut c = g.clone();
            f(at_mut(&mut c.root, &path));
            c
        };
        for i in 0..cmd.subs.len() {
            out.push(edit(&|c| {
                c.subs.remove(i);
            }));
        }
        for i in 0..cmd.args.len() {
            out.push(edit(&|c| {
                c.args.remove(i);
            }));
        }
        for i in 0..cmd.positionals.len() {
            out.push(edit(&|c| {
                c.positionals.remove(i);
            }));
        }
        for j in (0..cmd.mods.len()).filter(|&j| cmd.mods[j]) {
            out.push(edit(&|c| c.mods[j] = false));
        }
        fn arg_at(c: &mut CmdGen, positional: bool, i: usize) -> &mut ArgGen {
            if positional {
                &mut c.positionals[i]
            } else {
                &mut c.args[i]
            }
        }
        for (positional, list) in [(false, &cmd.args), (true, &cmd.positionals)] {
            for (i, a) in list.iter().enumerate() {
                if a.special != 0 {
                    out.push(edit(&|c| arg_at(c, positional, i).special = 0));
                }
                if a.shape != 0 {
                    out.push(edit(&|c| arg_at(c, positional, i).shape = 0));
                }
                for j in (0..a.mods.len()).filter(|&j| a.mods[j]) {
                    out.push(edit(&|c| arg_at(c, positional, i).mods[j] = false));
                }
            }
        }
    }
    out
}

/// Shrinks the failing `tree` while it fails in the same class: proptest's
/// shrinking, then a greedy pass removing tokens, commands, arguments and
/// settings one at a time.
fn shrink(tree: &mut dyn ValueTree<Value = CaseGen>, first: Report, budget: usize, deadline: Instant) -> Report {
    let category = first.category.clone();
    let mut best = first;
    let mut best_gen = tree.current();
    let mut evals = 0;
    if tree.simplify() {
        while evals < budget && Instant::now() < deadline {
            evals += 1;
            let current = tree.current();
            let more = match fails_with(&current, &category) {
                Some(r) => {
                    best = r;
                    best_gen = current;
                    tree.simplify()
                }
                None => tree.complicate(),
            };
            if !more {
                break;
            }
        }
    }
    greedy(best_gen, best, evals, 3 * budget, deadline)
}

/// `g` with every name and the argv fixed, so that the greedy pass can
/// remove parts without renaming or re-spelling the rest.
fn pin(g: &CaseGen) -> CaseGen {
    fn walk(g: &mut CmdGen, c: &CmdM) {
        for (a, m) in g.args.iter_mut().zip(&c.args) {
            let name = match (&m.special, &m.long) {
                (Special::EnableDisable, Some(l)) => l.strip_prefix("enable-").unwrap_or(l).to_owned(),
                (_, Some(l)) => l.clone(),
                (_, None) => m.id.clone(),
            };
            a.pin = Some(ArgPin {
                name,
                negation: m.own_negation.clone(),
                negation_short: m.negation_short,
                short: m.short,
                alias: m.aliases.first().cloned(),
                short_alias: m.short_aliases.first().copied(),
            });
        }
        for (s, m) in g.subs.iter_mut().zip(&c.subs) {
            s.pin = Some((m.name.clone(), m.aliases.first().cloned()));
            walk(s, m);
        }
    }
    let model = decode(g, 0);
    let mut out = g.clone();
    out.literal = Some(decode_argv(g, &model));
    walk(&mut out.root, &model.root);
    out
}

/// The greedy pass of [`shrink`], from case `g` failing as `report`.
fn greedy(g: CaseGen, mut report: Report, mut evals: usize, budget: usize, deadline: Instant) -> Report {
    let category = report.category.clone();
    let pinned = pin(&g);
    let mut g = if fails_with(&pinned, &category).is_some() {
        pinned
    } else {
        g
    };
    'greedy: while evals < budget {
        for c in simpler(&g) {
            evals += 1;
            if let Some(r) = fails_with(&c, &category) {
                report = r;
                g = c;
                continue 'greedy;
            }
            if evals >= budget || Instant::now() >= deadline {
                break 'greedy;
            }
        }
        break;
    }
    report
}

struct Summary {
    stats: Stats,
    repros: BTreeMap<String, Report>,
    /// Seconds spent drawing and comparing cases, before shrinking.
    searched: f64,
    seconds: f64,
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The first case of a class of mismatch: the random state that draws it again.
struct Task {
    category: String,
    rng: TestRng,
    report: Report,
}

fn runner_from(rng: TestRng) -> TestRunner {
    TestRunner::new_with_rng(Config::default(), rng)
}

/// Runs `cases` cases on `threads` threads from seed `seed`, then shrinks
/// the first case of each class of mismatch (on as many threads, for at
/// most `shrink_seconds`: a class left then keeps its case as drawn).
fn run(cases: u64, threads: u64, seed: u64, shrink_budget: usize, shrink_seconds: u64) -> Summary {
    let started = Instant::now();
    let claimed: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let results: Vec<(Stats, Vec<Task>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let claimed = &claimed;
                scope.spawn(move || {
                    let strategy = case_gen();
                    let mut stats = Stats::default();
                    let mut tasks = Vec::new();
                    // Each case draws from a random state of its own, made
                    // from the seed and its number: the cases are the same
                    // whatever the number of threads.
                    for case in (t..cases).step_by(usize::try_from(threads).unwrap_or(1)) {
                        let mut seed_bytes = [0u8; 32];
                        seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
                        seed_bytes[8..16].copy_from_slice(&case.to_le_bytes());
                        let mut runner = runner_from(TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes));
                        let rng = runner.rng().clone();
                        let tree = strategy.new_tree(&mut runner).expect("a case");
                        match run_case(&tree.current(), &mut stats) {
                            Verdict::Pass => {}
                            Verdict::Discard(reason) => *stats.discarded.entry(reason).or_default() += 1,
                            Verdict::Mismatch(found) => {
                                for report in found {
                                    *stats.mismatches.entry(report.category.clone()).or_default() += 1;
                                    if claimed.lock().unwrap().insert(report.category.clone()) {
                                        tasks.push(Task {
                                            category: report.category.clone(),
                                            rng: rng.clone(),
                                            report,
                                        });
                                    }
                                }
                            }
                        }
                    }
                    (stats, tasks)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a worker")).collect()
    });
    let mut stats = Stats::default();
    let mut tasks = Vec::new();
    for (s, found) in results {
        stats.run += s.run;
        for (k, v) in s.discarded {
            *stats.discarded.entry(k).or_default() += v;
        }
        for (k, v) in s.drawn {
            *stats.drawn.entry(k).or_default() += v;
        }
        for (k, v) in s.uses {
            *stats.uses.entry(k).or_default() += v;
        }
        for (k, v) in s.outcomes {
            *stats.outcomes.entry(k).or_default() += v;
        }
        for (k, v) in s.mismatches {
            *stats.mismatches.entry(k).or_default() += v;
        }
        tasks.extend(found);
    }
    let searched = started.elapsed().as_secs_f64();
    let deadline = Instant::now() + std::time::Duration::from_secs(shrink_seconds);
    let queue = Mutex::new(tasks);
    let repros: BTreeMap<String, Report> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let queue = &queue;
                scope.spawn(move || {
                    let strategy = case_gen();
                    let mut done = Vec::new();
                    loop {
                        let Some(task) = queue.lock().unwrap().pop() else { break };
                        // The same random state draws the same case, with its shrinking tree.
                        let mut runner = runner_from(task.rng);
                        let mut tree = strategy.new_tree(&mut runner).expect("a case");
                        debug_assert_eq!(task.report.category, task.category);
                        done.push(shrink(&mut *tree, task.report, shrink_budget, deadline));
                    }
                    done
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a shrinker"))
            .map(|r| (r.category.clone(), r))
            .collect()
    });
    Summary {
        stats,
        repros,
        searched,
        seconds: started.elapsed().as_secs_f64(),
    }
}

fn summary_text(s: &Summary, cases: u64, seed: u64) -> String {
    let total: usize = s.stats.mismatches.values().sum();
    let discarded: usize = s.stats.discarded.values().sum();
    let mut out = format!(
        "differential: {cases} cases from seed {seed} in {:.1} s ({:.1} s before shrinking): {} compared, {discarded} discarded, {total} mismatches in {} classes\n",
        s.seconds,
        s.searched,
        s.stats.run,
        s.stats.mismatches.len()
    );
    for (reason, n) in &s.stats.discarded {
        let _ = writeln!(out, "  discarded {n:>6}: {reason}");
    }
    let _ = writeln!(out, "mismatch classes:");
    for (category, n) in &s.stats.mismatches {
        let _ = writeln!(out, "  {n:>6}  {category}");
    }
    for (category, r) in &s.repros {
        let _ = writeln!(out, "\n==== reproducer (shrunk) for: {category}\n{}", r.text);
    }
    out
}

fn coverage_problems(s: &Summary, rare: bool) -> Vec<String> {
    let mut out = Vec::new();
    for u in RARE_USES.iter().filter(|_| rare) {
        if !s.stats.uses.contains_key(u) {
            out.push(format!("argv feature {u:?} was never drawn"));
        }
    }
    for e in TABLE {
        if !s.stats.drawn.contains_key(&e.setting) {
            out.push(format!("table entry {:?} was never drawn", e.setting));
        }
    }
    for u in USES {
        if !s.stats.uses.contains_key(u) {
            out.push(format!("argv feature {u:?} was never drawn"));
        }
    }
    out
}

#[test]
fn argkind_parses_as_its_clap_twin() {
    let cases = env_number("ARGKIND_DIFF_CASES", 5000);
    let seed = env_number("ARGKIND_DIFF_SEED", 0x00a6_c0de);
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get() as u64)
        .min(4);
    let summary = run(cases, threads, seed, 400, 60);
    let text = summary_text(&summary, cases, seed);
    eprintln!("{text}");
    let mut drawn = String::new();
    for e in TABLE {
        let _ = write!(
            drawn,
            "{:?}={} ",
            e.setting,
            summary.stats.drawn.get(&e.setting).unwrap_or(&0)
        );
    }
    eprintln!("settings drawn (cases): {drawn}");
    eprintln!("argv features (cases): {:?}", summary.stats.uses);
    eprintln!("expected outcomes (cases): {:?}", summary.stats.outcomes);
    let coverage = coverage_problems(&summary, false);
    assert!(coverage.is_empty(), "coverage: {coverage:#?}\n{text}");
    assert!(
        summary.stats.mismatches.is_empty(),
        "argkind differs from its clap twin:\n{text}"
    );
}

#[test]
#[ignore = "a million cases: run with --ignored (ARGKIND_DIFF_CASES sets the count)"]
fn argkind_parses_as_its_clap_twin_a_million_times() {
    let cases = env_number("ARGKIND_DIFF_CASES", 1_000_000);
    let seed = env_number("ARGKIND_DIFF_SEED", 0x0001_0000_0000);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get() as u64);
    let summary = run(cases, threads, seed, 1000, 1800);
    let text = summary_text(&summary, cases, seed);
    let total: usize = summary.stats.mismatches.values().sum();
    println!("{text}");
    println!("cases: {cases}, mismatches: {total}");
    println!("argv features (cases): {:?}", summary.stats.uses);
    assert_eq!(total, 0, "argkind differs from its clap twin:\n{text}");
    let coverage = coverage_problems(&summary, cases >= 1_000_000);
    assert!(coverage.is_empty(), "coverage: {coverage:#?}\n{text}");
}

// ================================================================ fixed argkind bugs
//
// Found by this test's generator, and fixed: the random runs draw their
// shapes.

/// The provenance of a subcommand's own flag that has the id of an
/// enclosing command's non-global flag is the subcommand's flag, as
/// `Facts::used` and the registry take it: `root run step --fast`, where
/// the root and `step` each have a `--fast` of their own, gives `step`'s
/// `fast` the provenance `command() == "step"` and the token `--fast` at
/// 3 (it named `root` and no token, reading the root's matches). Typed
/// before the subcommands (`root --fast run step`), the root's flag is
/// used, and `step`'s holds its default.
#[test]
fn provenance_of_a_subcommands_flag_with_an_enclosing_commands_id() {
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("run")
                .subcommand(Command::new("step").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))),
        );
    let spec = CommandSpec::new().record_sources();
    let mut ours = ArgKindCommand::new(cmd.clone(), spec);
    let m = ours.try_get_matches_from(["root", "run", "step", "--fast"]).unwrap();
    let used: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
    assert_eq!(used, [("step", "fast")]);
    let provenance = m.facts().source("fast").unwrap();
    assert_eq!(provenance.command(), "step");
    assert_eq!(
        provenance.source(),
        &argkind::Source::CommandLine {
            at: Some(argkind::Origin::Argv(3)),
            spelling: "--fast".into()
        }
    );
    let argv = ["root", "--fast", "run", "step"];
    let plain = twin::plain(cmd, &argv);
    let plain_step = plain
        .subcommand_matches("run")
        .and_then(|r| r.subcommand_matches("step"))
        .unwrap();
    let m = ours.try_get_matches_from(argv).unwrap();
    let used: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
    assert_eq!(used, [("root", "fast")]);
    let provenance = m.facts().source("fast").unwrap();
    assert_eq!(provenance.command(), "step");
    assert_eq!(provenance.value_source(), plain_step.value_source("fast").unwrap());
    assert_eq!(provenance.source(), &argkind::Source::Default);
    assert_eq!(
        provenance.values(),
        [OsString::from(plain_step.get_flag("fast").to_string())]
    );
}

/// A preset option whose value its parser rejects, before a subcommand whose
/// own preset sets a flag that conflicts with one typed there (seed 6868):
/// `root run --level --level ; step -a --lev`, where `run`'s `--level`
/// (hyphen values, ended by `;`) presets `--file` and `step`'s `--lev`
/// presets `--model`, which conflicts with `-a`. Plain clap, given the
/// line with the targets written out (`--file` after the terminator, as
/// README places it, `--model` after `--lev`), reads `--file`, so
/// `--level`'s values (`--level`, which `str2bool` rejects) before `step`,
/// and rejects the value; as argkind does. The oracle discards this shape
/// (its log has no occurrence to insert after; see the header).
#[test]
fn a_rejected_value_of_a_preset_option_before_a_subcommand_is_rejected_first() {
    let cmd = || {
        Command::new("root").subcommand(
            Command::new("run")
                .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
                .arg(
                    Arg::new("level")
                        .long("level")
                        .num_args(1..)
                        .value_parser(argkind::str2bool())
                        .allow_hyphen_values(true)
                        .value_terminator(";"),
                )
                .subcommand(
                    Command::new("step")
                        .arg(Arg::new("lev").long("lev").action(ArgAction::SetTrue))
                        .arg(Arg::new("mode").short('a').action(ArgAction::SetTrue))
                        .arg(
                            Arg::new("model")
                                .long("model")
                                .action(ArgAction::SetTrue)
                                .conflicts_with("mode"),
                        ),
                ),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new()
                .arg("level", ArgSpec::new().preset("file", "true"))
                .subcommand(
                    "step",
                    CommandSpec::new().arg("lev", ArgSpec::new().preset("model", "true")),
                ),
        )
    };
    let written_out = [
        "root", "run", "--level", "--level", ";", "--file", "step", "-a", "--lev", "--model",
    ];
    let plain = twin::plain_rejected(cmd(), &written_out);
    assert_eq!(plain.kind(), ErrorKind::InvalidValue);
    // Without the preset's target before `step`, clap reads `step` first.
    let typed_in_plain = twin::plain_rejected(
        cmd(),
        &[
            "root", "run", "--level", "--level", ";", "step", "-a", "--lev", "--model",
        ],
    );
    assert_eq!(typed_in_plain.kind(), ErrorKind::ArgumentConflict);
    let argv = ["root", "run", "--level", "--level", ";", "step", "-a", "--lev"];
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
}

/// A preset flag with no long name (`-v`, presetting `--file` to `true`),
/// typed in a short cluster whose next letter takes an optional value
/// after `=` (`-va=v`), where `--file` has a variable that its value
/// parser rejects (`ARGKIND_DIFF_BUG4_FILE=ev`): plain clap reads `-v
/// --file=true -a=v` (the preset's target given on the command line, its
/// variable unread) and succeeds, as argkind does. The exact route took the
/// `v` of `-a`'s value for the flag's letter, found no place for the
/// insertion, and clap read the variable (`invalid value 'ev' for '-v'`).
#[test]
fn short_only_preset_flag_in_a_cluster_reads_its_targets_variable() {
    std::env::set_var("ARGKIND_DIFF_BUG4_FILE", "ev");
    let cmd = Command::new("root")
        .arg(Arg::new("fast").short('v').action(ArgAction::SetTrue))
        .arg(
            Arg::new("file")
                .long("file")
                .value_parser(clap::value_parser!(bool))
                .env("ARGKIND_DIFF_BUG4_FILE"),
        )
        .arg(Arg::new("filter").short('a').num_args(0..=1).require_equals(true));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("file", "true"));
    let plain = twin::plain(cmd.clone(), &["root", "-v", "--file=true", "-a=v"]);
    assert_eq!(plain.get_one::<bool>("file"), Some(&true));
    let argv = ["root", "-va=v"];
    let m = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap();
    twin::assert_same_flags(&m, &plain, &["fast"], argv);
    assert_eq!(m.get_one::<bool>("file"), plain.get_one::<bool>("file"));
    twin::assert_same_values(&m, &plain, &["filter"], argv);
}

/// A subcommand's own `--fat` beside the root's preset flag `--fat` (a
/// flag of the same id and long name in an enclosing command), in a command
/// line that clap rejects for a variable's value: plain clap reads `run
/// --fat=x` as `run`'s option and rejects `ARGKIND_DIFF_BUG1_OTHER=yes`
/// (`InvalidValue`); argkind reported `UnknownArgument` (`unexpected
/// argument '--fat' found`, with the tip `a similar argument exists:
/// '--fat'`). The same with `deprecated_for("fast")` in place of the preset;
/// not with `--fat x`, nor with the variable unset, nor where the
/// subcommand's flag has another name. Any rejection will do: see
/// [`same_long_as_an_enclosing_deprecated_flag_in_a_rejected_command_line`].
/// (Fixed: where clap reads the token in a command that has a flag of its
/// own with that id, it is that flag, and nothing is inserted after it.)
#[test]
fn same_long_as_an_enclosing_preset_flag_with_a_rejected_variable() {
    std::env::set_var("ARGKIND_DIFF_BUG1_OTHER", "yes");
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("other")
                .long("other")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_DIFF_BUG1_OTHER"),
        )
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("fat").long("fat")));
    let spec = CommandSpec::new().arg("fat", ArgSpec::new().preset("fast", "true"));
    let argv = ["root", "run", "--fat=x"];
    let plain = twin::plain_rejected(cmd.clone(), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidValue);
    let ours = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap_err();
    match ours {
        argkind::Error::Clap(err) => assert_eq!(err.kind(), ErrorKind::InvalidValue, "{err}"),
        other => panic!("{other:?}"),
    }
}

/// The same bug with clap's rejection a required group: `root run step
/// --filter`, where `step` has a `--filter` of its own and the root's
/// deprecated `--filter` (redirected to `--file`) is in a required group:
/// plain clap says `MissingRequiredArgument` (the root's group), argkind
/// said `UnknownArgument` (`unexpected argument '--filter' found`).
#[test]
fn same_long_as_an_enclosing_deprecated_flag_in_a_rejected_command_line() {
    let cmd = Command::new("root")
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
        .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
        .group(
            ArgGroup::new("grp1")
                .args(["file", "filter"])
                .required(true)
                .multiple(true),
        )
        .subcommand(
            Command::new("run")
                .subcommand(Command::new("step").arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))),
        );
    let spec = CommandSpec::new().arg("filter", ArgSpec::new().deprecated_for("file"));
    let argv = ["root", "run", "step", "--filter"];
    let plain = twin::plain_rejected(cmd.clone(), &argv);
    assert_eq!(plain.kind(), ErrorKind::MissingRequiredArgument);
    let ours = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap_err();
    match ours {
        argkind::Error::Clap(err) => assert_eq!(err.kind(), ErrorKind::MissingRequiredArgument, "{err}"),
        other => panic!("{other:?}"),
    }
}

/// The same bug with a count: the root's `--level` is a `Count` flag
/// redirected to the count `--filter`; `run` has a `--level` of its own, a
/// `SetTrue` flag that requires `--mode`. `root run --level` is a
/// `MissingRequiredArgument` error in plain clap; argkind reported
/// `UnknownArgument` (`unexpected argument '--level'`), reading `run`'s
/// flag as the root's count. It panicked (clap's `Could not downcast to u8,
/// need to downcast to bool`) until the count was read with
/// `try_get_one` (`deprecated.rs` checks that it no longer does). With
/// `--mode` given (no error), argkind parses as clap does.
#[test]
fn same_long_as_an_enclosing_redirected_count_in_a_rejected_command_line() {
    let cmd = Command::new("root")
        .arg(Arg::new("filter").long("filter").action(ArgAction::Count))
        .arg(Arg::new("level").long("level").action(ArgAction::Count))
        .subcommand(
            Command::new("run")
                .arg(
                    Arg::new("level")
                        .long("level")
                        .action(ArgAction::SetTrue)
                        .requires("mode"),
                )
                .arg(Arg::new("mode").long("mode").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new().arg("level", ArgSpec::new().deprecated_for("filter"));
    let argv = ["root", "run", "--level"];
    let plain = twin::plain_rejected(cmd.clone(), &argv);
    assert_eq!(plain.kind(), ErrorKind::MissingRequiredArgument);
    let ours = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap_err();
    match ours {
        argkind::Error::Clap(err) => assert_eq!(err.kind(), ErrorKind::MissingRequiredArgument, "{err}"),
        other => panic!("{other:?}"),
    }
}

/// The same bug, as a wrong success: the root's `--filter` is redirected
/// to the root's `--level`; `step` has a `--filter` and a `--level` (an
/// option taking hyphen values) of its own. Plain clap reads `root run step
/// --filter --fast=v` as `step`'s `--filter` and rejects `--fast=v`
/// (`UnknownArgument`); argkind inserted the redirect's `--level` after
/// `step`'s `--filter`, where `step`'s own `--level` took `--fast=v` as its
/// value, and succeeded (`level = "--fast=v"`, used by `step`).
#[test]
fn same_long_as_an_enclosing_deprecated_flag_gets_its_redirect() {
    let cmd = Command::new("root")
        .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("run").subcommand(
                Command::new("step")
                    .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
                    .arg(Arg::new("level").long("level").allow_hyphen_values(true)),
            ),
        );
    let spec = CommandSpec::new().arg("filter", ArgSpec::new().deprecated_for("level"));
    let argv = ["root", "run", "step", "--filter", "--fast=v"];
    let plain = twin::plain_rejected(cmd.clone(), &argv);
    assert_eq!(plain.kind(), ErrorKind::UnknownArgument);
    match ArgKindCommand::new(cmd, spec).try_get_matches_from(argv) {
        Err(argkind::Error::Clap(err)) => assert_eq!(err.kind(), ErrorKind::UnknownArgument, "{err}"),
        Err(other) => panic!("{other:?}"),
        Ok(m) => {
            let step = m
                .subcommand_matches("run")
                .and_then(|r| r.subcommand_matches("step"))
                .unwrap();
            panic!("success, step's --level = {:?}", step.get_one::<String>("level"));
        }
    }
}

/// The same bug through a negation: `runner`'s deprecated noable
/// `--filter` is redirected to the noable `--fat`; `step` has a noable
/// `--filter` of its own (its negation of the same id, `no_filter`) and a
/// positional whose variable holds a value that is not UTF-8. Plain clap
/// reads `root runner step --no-filter` as `step`'s negation and rejects
/// the variable (`InvalidUtf8`); argkind took it for `runner`'s negation
/// and inserted `--no-fat` after it, which `step` does not know
/// (`UnknownArgument`).
#[test]
fn same_long_as_an_enclosing_deprecated_pair_through_its_negation() {
    std::env::set_var("ARGKIND_DIFF_BUG5_INPUT", OsString::from_vec(vec![b'x', 0xff]));
    // The twin writes each negation as a plain flag that overrides its pair
    // flag (and is overridden by it).
    let pair = |cmd: Command, id: &'static str, negation: Option<&'static str>| {
        let flag = Arg::new(id).long(id).action(ArgAction::SetTrue);
        match negation {
            Some(no) => cmd.arg(flag.overrides_with(no)).arg(
                Arg::new(no)
                    .long(["no-", id].concat())
                    .action(ArgAction::SetTrue)
                    .overrides_with(id),
            ),
            None => cmd.arg(flag),
        }
    };
    let command = |twin: bool| {
        let negation = |no: &'static str| twin.then_some(no);
        let step = pair(Command::new("step"), "filter", negation("no_filter"))
            .arg(Arg::new("input").env("ARGKIND_DIFF_BUG5_INPUT"));
        let runner = pair(Command::new("runner"), "filter", negation("no_filter"));
        let runner = pair(runner, "fat", negation("no_fat")).subcommand(step);
        Command::new("root").subcommand(runner)
    };
    let spec = CommandSpec::new().subcommand(
        "runner",
        CommandSpec::new()
            .arg("filter", ArgSpec::new().noable().deprecated_for("fat"))
            .arg("fat", ArgSpec::new().noable())
            .subcommand("step", CommandSpec::new().arg("filter", ArgSpec::new().noable())),
    );
    let argv = ["root", "runner", "step", "--no-filter"];
    let plain = twin::plain_rejected(command(true), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidUtf8);
    match ArgKindCommand::new(command(false), spec).try_get_matches_from(argv) {
        Err(argkind::Error::Clap(err)) => assert_eq!(err.kind(), ErrorKind::InvalidUtf8, "{err}"),
        Err(other) => panic!("{other:?}"),
        Ok(m) => panic!("success: {m:?}"),
    }
    // With the variable's value valid, both read `step`'s negation, and
    // argkind warns of no deprecation.
    std::env::set_var("ARGKIND_DIFF_BUG5_INPUT", "x");
    let plain = twin::plain(command(true), &argv);
    let plain_step = plain
        .subcommand_matches("runner")
        .and_then(|r| r.subcommand_matches("step"))
        .unwrap();
    assert!(plain_step.get_flag("no_filter"));
    assert!(!plain.subcommand_matches("runner").unwrap().get_flag("fat"));
    let spec = CommandSpec::new().subcommand(
        "runner",
        CommandSpec::new()
            .arg("filter", ArgSpec::new().noable().deprecated_for("fat"))
            .arg("fat", ArgSpec::new().noable())
            .subcommand("step", CommandSpec::new().arg("filter", ArgSpec::new().noable())),
    );
    let m = ArgKindCommand::new(command(false), spec)
        .try_get_matches_from(argv)
        .unwrap();
    let runner = m.subcommand_matches("runner").unwrap();
    assert!(!runner.get_flag("fat"));
    assert!(!runner.subcommand_matches("step").unwrap().get_flag("filter"));
    assert!(m.facts().deprecations().is_empty());
}

/// Found by the differential once `overrides_with` was in its table: a
/// redirect of a count (or a list) to a count (or a list) passed on every
/// occurrence at the last one, so an argument that overrides the
/// replacement between two occurrences (`--level`, which overrides
/// `--file`) dropped nothing; plain clap, given the replacement at each
/// occurrence, keeps only what follows the override. The redirect is now
/// applied at each occurrence.
#[test]
fn an_override_between_the_occurrences_of_an_accumulating_redirect() {
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::Count))
        .arg(Arg::new("file").long("file").action(ArgAction::Count))
        .arg(
            Arg::new("level")
                .long("level")
                .action(ArgAction::SetTrue)
                .overrides_with("file"),
        );
    let plain = twin::plain(
        cmd.clone(),
        &["root", "--fast", "--file", "--level", "--fast", "--file"],
    );
    assert_eq!(plain.get_count("file"), 1);
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().deprecated_for("file"));
    let argv = ["root", "--fast", "--level", "--fast"];
    let m = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap();
    twin::assert_same_counts(&m, &plain, &["file"], argv);
}

/// Found with it: a deprecated (or preset) flag that a later argument
/// overrides is gone from clap's matches, so argkind did not see it was
/// given: no warning, no redirect, where plain clap, given the replacement
/// right after the flag, has both (`--fat --fast`, `--fast` overriding
/// `--fat`, gives `--file`). The readings that say where each flag is are
/// now made without the application's overrides.
#[test]
fn an_overridden_special_flag_still_acts() {
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("fat")
                .long("fat")
                .action(ArgAction::SetTrue)
                .overrides_with("fast"),
        )
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("file"));
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "--fat", "--fast"])
        .unwrap();
    assert!(m.get_flag("file"));
    assert_eq!(m.facts().deprecations().len(), 1);
}

/// Found by the well-formed command lines (`ff4358b`): two deprecated
/// flags redirected to one list, one of which accumulates, interleaved on
/// the command line. argkind passed on every occurrence of the
/// accumulating one at its last occurrence, so what the other passed on
/// between them came first; plain clap, given the replacement at each
/// occurrence, keeps the command line's order.
#[test]
fn two_redirects_into_one_list_keep_the_order_of_the_command_line() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::Append))
            .arg(Arg::new("fat").long("fat").action(ArgAction::Append))
            .arg(Arg::new("file").long("file"))
    };
    let spec = || {
        CommandSpec::new()
            .arg("fat", ArgSpec::new().deprecated_for("fast"))
            .arg("file", ArgSpec::new().deprecated_for("fast"))
    };
    let fast =
        |m: &ArgMatches| -> Vec<String> { m.get_many::<String>("fast").into_iter().flatten().cloned().collect() };
    // Each typed, and as plain clap reads it with the replacement after
    // each occurrence that passes on (a `--file` given again passes on its
    // last only; a typed `--fast` drops what came before it).
    for (argv, twin, expected) in [
        (
            &["--fat=7", "--file=x", "--fat=v"][..],
            &["--fat=7", "--fast=7", "--file=x", "--fast=x", "--fat=v", "--fast=v"][..],
            &["7", "x", "v"][..],
        ),
        (
            &["--fat=7", "--fat=8", "--file=x", "--fat=v", "--fat=w"],
            &["--fast=7", "--fast=8", "--file=x", "--fast=x", "--fast=v", "--fast=w"],
            &["7", "8", "x", "v", "w"],
        ),
        (
            &["--file=a", "--fat=7", "--file=x", "--fat=v"],
            &["--file=a", "--fast=7", "--file=x", "--fast=x", "--fast=v"],
            &["7", "x", "v"],
        ),
        (
            &["--fat=7", "--fast=1", "--file=x", "--fat=v"],
            &["--fast=1", "--file=x", "--fast=x", "--fast=v"],
            &["1", "x", "v"],
        ),
        (
            &["--file=x", "--fat=7", "--fat=v"],
            &["--file=x", "--fast=x", "--fast=7", "--fast=v"],
            &["x", "7", "v"],
        ),
    ] {
        let spelled_out: Vec<&str> = std::iter::once("root").chain(twin.iter().copied()).collect();
        let plain = twin::plain(cmd(), &spelled_out);
        assert_eq!(fast(&plain), expected, "{twin:?}");
        let argv: Vec<&str> = std::iter::once("root").chain(argv.iter().copied()).collect();
        for m in twin::both_ways(cmd, spec, &argv) {
            assert_eq!(fast(&m), expected, "{argv:?}");
        }
    }
    // Both lists: every occurrence of each passes on, in order.
    let both = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::Append))
            .arg(Arg::new("fat").long("fat").action(ArgAction::Append))
            .arg(Arg::new("file").long("file").action(ArgAction::Append))
    };
    let argv = ["root", "--file=u", "--fat=7", "--file=x", "--fat=v"];
    for m in twin::both_ways(both, spec, &argv) {
        assert_eq!(fast(&m), ["u", "7", "x", "v"]);
    }
    // Three into one list; and a redirect to another list between, which
    // keeps its own values.
    let three = || {
        both()
            .arg(Arg::new("feat").long("feat").action(ArgAction::Append))
            .arg(Arg::new("other").long("other").action(ArgAction::Append))
            .arg(Arg::new("old-other").long("old-other"))
    };
    let spec3 = || {
        spec()
            .arg("feat", ArgSpec::new().deprecated_for("fast"))
            .arg("old-other", ArgSpec::new().deprecated_for("other"))
    };
    let argv = [
        "root",
        "--fat=1",
        "--feat=2",
        "--old-other=o",
        "--file=3",
        "--fat=4",
        "--feat=5",
    ];
    for m in twin::both_ways(three, spec3, &argv) {
        assert_eq!(fast(&m), ["1", "2", "3", "4", "5"]);
        let other: Vec<&String> = m.get_many::<String>("other").unwrap().collect();
        assert_eq!(other, ["o"]);
    }
    // Counts: clap keeps no index of a count's occurrences, and each passes
    // on all the same.
    let counts = || {
        Command::new("root")
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
            .arg(Arg::new("noisy").long("noisy").action(ArgAction::Count))
    };
    let spec_counts = || {
        CommandSpec::new()
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .arg("noisy", ArgSpec::new().deprecated_for("verbose"))
    };
    let argv = ["root", "--loud", "--noisy", "--loud", "--noisy", "--loud"];
    for m in twin::both_ways(counts, spec_counts, &argv) {
        assert_eq!(m.get_count("verbose"), 5);
    }
}

/// Found by seed 8383: a preset option that requires `=` (and may be
/// bare) followed by a `;`, its value terminator: `root --fat ; ""`. clap
/// ends `--fat` at its token (given bare, it requires `=`), so `;` is
/// the positional's first value, not `--fat`'s terminator; plain clap,
/// given the preset's target right after `--fat`, reads the positional's
/// two values as one occurrence, as argkind does. The oracle placed the
/// target after the `;` (two occurrences).
#[test]
fn a_bare_option_that_requires_equals_ends_at_its_flag_before_its_terminator() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .num_args(0..=1)
                    .require_equals(true)
                    .value_terminator(";")
                    .default_missing_value("dm"),
            )
            .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").num_args(1..))
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().preset("filter", "true"));
    let plain = twin::plain(cmd(), &["root", "--fat", "--filter", ";", ""]);
    let occurrences = |m: &clap::ArgMatches| -> Vec<Vec<String>> {
        m.get_occurrences::<String>("p1")
            .unwrap()
            .map(|o| o.cloned().collect())
            .collect()
    };
    for m in twin::both_ways(cmd, spec, &["root", "--fat", ";", ""]) {
        assert_eq!(occurrences(&m), occurrences(&plain));
        assert_eq!(occurrences(&m), [vec![";".to_owned(), String::new()]]);
        assert!(m.get_flag("filter"));
    }
}

/// Found by seed 8383 (the generator of `e7af87f`): a subcommand's
/// deprecated `--fat` (values to the end, its command taking hyphen
/// values) redirected to an enclosing command's global extend list
/// `--fast`, where the enclosing command has a flag of its own with the id
/// `fat`, typed before the subcommand: `root --fat run --fast=v --fat 7`.
/// Plain clap, given `--fast=7` where the redirect goes (before `run`'s
/// `--fat`, which would take it for a value), gives `[v, 7]`, as argkind
/// does. The exact route took the root's `--fat` for an occurrence of
/// `run`'s, found `--fast` given after it, and passed nothing on (`[v]`).
#[test]
fn a_redirect_is_not_read_at_an_enclosing_command_s_flag_of_its_id() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").global(true))
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
            .subcommand(
                Command::new("run")
                    .allow_hyphen_values(true)
                    .arg(Arg::new("fat").long("fat").num_args(1..)),
            )
    };
    let spec = || {
        CommandSpec::new().arg("fast", ArgSpec::new().extend()).subcommand(
            "run",
            CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
        )
    };
    let written_out = twin::plain(
        cmd()
            .args_override_self(true)
            .mut_arg("fast", |a| a.action(ArgAction::Append)),
        &["root", "--fat", "run", "--fast=v", "--fast=7", "--fat", "7"],
    );
    let expected = twin::values(written_out.subcommand_matches("run").unwrap(), "fast");
    assert_eq!(expected, ["v", "7"]);
    for m in twin::both_ways(cmd, spec, &["root", "--fat", "run", "--fast=v", "--fat", "7"]) {
        assert_eq!(twin::values(m.subcommand_matches("run").unwrap(), "fast"), expected);
        assert_eq!(twin::values(&m, "fast"), expected);
    }
}

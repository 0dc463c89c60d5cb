//! Comparing argkind with its plain-clap twin: a command line read by an
//! argkind command prepared both ways it can be (`ArgKindCommand::new`,
//! lightly, and `ArgKindCommand::__new_whole`, whole), which must agree,
//! beside plain clap reading the same command (or a twin command line that
//! spells out what argkind does).

use std::ffi::OsString;
use std::fmt::Debug;

use argkind::{ArgKindCommand, CommandSpec, Matches};
use clap::{ArgMatches, Command};

/// A way of preparing a command: takes the plain clap command and the
/// spec, returns the argkind command.
pub(crate) type Prepare = fn(Command, CommandSpec) -> ArgKindCommand;

/// The two ways of preparing a command, each with its name for messages:
/// `new` (light) and `__new_whole`.
pub(crate) const WAYS: [(&str, Prepare); 2] = [
    ("new", ArgKindCommand::new),
    ("__new_whole", ArgKindCommand::__new_whole),
];

/// Takes a command and spec (made afresh for each way by `cmd` and `spec`)
/// and a command line; returns argkind's matches for it, from the command
/// prepared by `new` and then by `__new_whole`. Panics, naming the way and
/// the command line, where either rejects it.
pub(crate) fn both_ways<A>(cmd: impl Fn() -> Command, spec: impl Fn() -> CommandSpec, argv: &[A]) -> [Matches; 2]
where
    A: Into<OsString> + Clone + Debug,
{
    WAYS.map(|(way, build)| {
        build(cmd(), spec())
            .try_get_matches_from(argv.iter().cloned())
            .unwrap_or_else(|err| panic!("{way} rejected {argv:?}:\n{err}"))
    })
}

/// Takes a command and spec (made afresh for each way) and a command line
/// that must be rejected; returns argkind's errors for it, from the command
/// prepared by `new` and then by `__new_whole`. Panics, naming the way and
/// the command line, where either accepts it.
pub(crate) fn both_ways_rejected<A>(
    cmd: impl Fn() -> Command,
    spec: impl Fn() -> CommandSpec,
    argv: &[A],
) -> [argkind::Error; 2]
where
    A: Into<OsString> + Clone + Debug,
{
    WAYS.map(
        |(way, build)| match build(cmd(), spec()).try_get_matches_from(argv.iter().cloned()) {
            Ok(_) => panic!("{way} accepted {argv:?}"),
            Err(err) => err,
        },
    )
}

/// Takes a plain clap command and a command line; returns plain clap's
/// matches for it, read with `args_override_self(true)` (as argkind reads
/// every command). Panics, naming the command line, where clap rejects it.
pub(crate) fn plain<A>(cmd: Command, argv: &[A]) -> ArgMatches
where
    A: Into<OsString> + Clone + Debug,
{
    cmd.args_override_self(true)
        .try_get_matches_from(argv.iter().cloned())
        .unwrap_or_else(|err| panic!("plain clap rejected {argv:?}:\n{err}"))
}

/// Takes a plain clap command and a command line that must be rejected;
/// returns plain clap's error for it, read with `args_override_self(true)`.
/// Panics, naming the command line, where clap accepts it.
pub(crate) fn plain_rejected<A>(cmd: Command, argv: &[A]) -> clap::Error
where
    A: Into<OsString> + Clone + Debug,
{
    match cmd.args_override_self(true).try_get_matches_from(argv.iter().cloned()) {
        Ok(_) => panic!("plain clap accepted {argv:?}"),
        Err(err) => err,
    }
}

/// Takes matches and the id of an argument of `String` values; returns its
/// values, in order (none where it has none).
pub(crate) fn values(m: &ArgMatches, id: &str) -> Vec<String> {
    m.get_many::<String>(id)
        .map(|v| v.cloned().collect())
        .unwrap_or_default()
}

/// Takes argkind's matches `m`, plain clap's `plain` and the ids of
/// arguments of `String` values; asserts that each has the same values in
/// both (as [`values`]), the message naming the id and `case` (the command
/// line, say).
#[track_caller]
pub(crate) fn assert_same_values(m: &ArgMatches, plain: &ArgMatches, ids: &[&str], case: impl Debug) {
    for id in ids {
        assert_eq!(values(m, id), values(plain, id), "{id} in {case:?}");
    }
}

/// Takes argkind's matches `m`, plain clap's `plain` and the ids of flags
/// (`SetTrue`/`SetFalse`); asserts that each is the same in both
/// (`get_flag`), the message naming the id and `case`.
#[track_caller]
pub(crate) fn assert_same_flags(m: &ArgMatches, plain: &ArgMatches, ids: &[&str], case: impl Debug) {
    for id in ids {
        assert_eq!(m.get_flag(id), plain.get_flag(id), "{id} in {case:?}");
    }
}

/// Takes argkind's matches `m`, plain clap's `plain` and the ids of counts
/// (`ArgAction::Count`); asserts that each is the same in both
/// (`get_count`), the message naming the id and `case`.
#[track_caller]
pub(crate) fn assert_same_counts(m: &ArgMatches, plain: &ArgMatches, ids: &[&str], case: impl Debug) {
    for id in ids {
        assert_eq!(m.get_count(id), plain.get_count(id), "{id} in {case:?}");
    }
}

/// Takes a command and spec (made afresh for each way), a command line
/// and an error kind (plain clap's for it, say); asserts that the command
/// prepared each way rejects the command line with that kind, the message
/// naming the way and the command line.
#[track_caller]
pub(crate) fn assert_both_ways_rejected_as<A>(
    cmd: impl Fn() -> Command,
    spec: impl Fn() -> CommandSpec,
    argv: &[A],
    kind: clap::error::ErrorKind,
) where
    A: Into<OsString> + Clone + Debug,
{
    for ((way, _), err) in WAYS.iter().zip(both_ways_rejected(cmd, spec, argv)) {
        assert_eq!(err.kind(), kind, "{way} on {argv:?}");
    }
}

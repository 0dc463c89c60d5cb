//! The derive's entry points (`argkind::try_parse_from` and the rest) read a
//! command line that names nothing argkind adds with a command prepared only
//! as far as that needs (README, "How argkind reads the command line"). The
//! builder's `ArgKindCommand::new` prepares the whole command: each test
//! here reads the same command line both ways and expects the same values,
//! facts and errors. The differential test compares the light reading with
//! plain clap on generated commands; these name the cases it may draw
//! rarely.

use argkind::{ArgKindCommand, ArgKinds, Error, Parsed};
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

/// What a reading gave: the value, or the error's kind; and the used flags.
#[derive(Debug, PartialEq)]
struct Read<T> {
    value: Result<T, ErrorKind>,
    used: Vec<String>,
    replay: Vec<String>,
}

fn kind(err: Error) -> ErrorKind {
    match err {
        Error::Clap(err) => err.kind(),
        Error::Surface(..) => ErrorKind::DisplayHelp,
    }
}

/// `argv` read by the derive's entry point (the light preparation first).
fn derived<T: Parser + ArgKinds>(argv: &[&str]) -> Read<T> {
    match argkind::try_parse_from::<T>(argv) {
        Ok(Parsed { value, facts }) => Read {
            value: Ok(value),
            used: facts.used().iter().map(|u| u.id().to_owned()).collect(),
            replay: facts.replay_all(),
        },
        Err(err) => Read {
            value: Err(kind(err)),
            used: Vec::new(),
            replay: Vec::new(),
        },
    }
}

/// `argv` read with the whole command (`ArgKindCommand::new`).
fn whole<T: Parser + ArgKinds>(argv: &[&str]) -> Read<T> {
    let mut cmd = ArgKindCommand::__new_whole(T::command(), T::command_spec());
    match cmd.try_get_matches_from(argv) {
        Ok(matches) => {
            let (mut matches, facts) = matches.into_parts();
            Read {
                value: T::from_arg_matches_mut(&mut matches).map_err(|e| e.kind()),
                used: facts.used().iter().map(|u| u.id().to_owned()).collect(),
                replay: facts.replay_all(),
            }
        }
        Err(err) => Read {
            value: Err(kind(err)),
            used: Vec::new(),
            replay: Vec::new(),
        },
    }
}

/// Reads `argv` both ways; they must agree. Returns the derive's reading.
fn both<T: Parser + ArgKinds + PartialEq + std::fmt::Debug>(argv: &[&str]) -> Read<T> {
    let light = derived::<T>(argv);
    assert_eq!(light, whole::<T>(argv), "{argv:?}");
    light
}

#[derive(Parser, ArgKinds, Debug, PartialEq)]
#[command(name = "cc")]
struct Lists {
    /// Include directories, one or more at each occurrence.
    #[arg(long = "inc")]
    #[argkind(extend)]
    inc: Vec<String>,
    #[arg(long)]
    #[argkind(noable)]
    cache: bool,
    #[arg(long)]
    level: Option<u8>,
    /// Sources: what an occurrence of `--inc` does not take.
    files: Vec<String>,
}

#[test]
fn an_extend_flag_keeps_every_occurrence_s_values() {
    let read = both::<Lists>(&["cc", "--inc", "a", "b", "--inc", "c", "--level", "2", "--level", "3"]);
    let value = read.value.expect("parses");
    assert_eq!(value.inc, ["a", "b", "c"]);
    assert!(value.files.is_empty());
    // `args_override_self`: the last `--level` wins, as with the whole command.
    assert_eq!(value.level, Some(3));
    assert_eq!(read.used, ["inc", "level"]);
}

#[test]
fn a_negation_typed_is_read_by_the_whole_command() {
    let read = both::<Lists>(&["cc", "--cache", "--no-cache"]);
    assert!(!read.value.expect("parses").cache);
    assert_eq!(read.replay, ["--no-cache"]);
    // A prefix of the negation (`infer_long_args` takes one) counts too:
    // without inference it is an unknown argument either way.
    assert_eq!(both::<Lists>(&["cc", "--no-ca"]).value, Err(ErrorKind::UnknownArgument));
}

#[test]
fn an_error_is_the_whole_command_s() {
    assert_eq!(
        both::<Lists>(&["cc", "--levle", "2"]).value,
        Err(ErrorKind::UnknownArgument)
    );
    assert_eq!(
        both::<Lists>(&["cc", "--level", "x"]).value,
        Err(ErrorKind::ValueValidation)
    );
}

/// Relations that name a pair's negation by id, as they named the
/// hand-written twin the port removed.
#[derive(Parser, ArgKinds, Debug, PartialEq)]
#[command(name = "finder")]
struct Relations {
    #[arg(long)]
    #[argkind(noable)]
    hidden: bool,
    /// Turns `--no-hidden` off (it overrides the negation).
    #[arg(short = 'u', action = clap::ArgAction::Count, overrides_with = "no_hidden")]
    unrestricted: u8,
    /// Needs `--no-hidden` given.
    #[arg(long, requires = "no_hidden")]
    strict: bool,
    /// Cannot go with `--no-hidden`.
    #[arg(long, conflicts_with = "no_hidden")]
    show: bool,
}

#[test]
fn a_relation_may_name_a_negation_the_command_line_does_not_type() {
    let read = both::<Relations>(&["finder", "-uu", "--show"]);
    let value = read.value.expect("parses");
    assert_eq!((value.unrestricted, value.show, value.hidden), (2, true, false));
    // `requires` a negation not given: missing, as with the whole command.
    assert_eq!(
        both::<Relations>(&["finder", "--strict"]).value,
        Err(ErrorKind::MissingRequiredArgument)
    );
    assert!(both::<Relations>(&["finder", "--strict", "--no-hidden"]).value.is_ok());
    assert_eq!(
        both::<Relations>(&["finder", "--show", "--no-hidden"]).value,
        Err(ErrorKind::ArgumentConflict)
    );
}

/// A group of the application's that lists a pair's negation as a member.
#[derive(Parser, ArgKinds, Debug, PartialEq)]
#[command(name = "tool", group = clap::ArgGroup::new("mode").args(["fast", "no_fast", "slow"]))]
struct Grouped {
    #[arg(long)]
    #[argkind(noable)]
    fast: bool,
    #[arg(long)]
    slow: bool,
}

/// The same, the negation with a name of its own, and a deprecated flag
/// redirected to a member.
#[derive(Parser, ArgKinds, Debug, PartialEq)]
#[command(name = "tool", group = clap::ArgGroup::new("mode").args(["fast", "fast_off", "slow"]))]
struct GroupedOwn {
    #[arg(long)]
    #[argkind(negation = "fast-off")]
    fast: bool,
    #[arg(long)]
    slow: bool,
    #[arg(long)]
    #[argkind(deprecated(replacement = slow))]
    old_slow: bool,
}

/// The same, the negation of an enable/disable pair.
#[derive(Parser, ArgKinds, Debug, PartialEq)]
#[command(name = "tool", group = clap::ArgGroup::new("gpu").args(["enable_gpu", "disable_gpu"]))]
struct GroupedDisable {
    #[arg(long)]
    #[argkind(enable_disable)]
    enable_gpu: bool,
}

#[test]
fn a_group_with_a_negation_as_a_member_is_read_with_the_whole_command() {
    assert!(both::<GroupedDisable>(&["tool", "--enable-gpu"]).value.is_ok());
    assert!(both::<Grouped>(&["tool", "--slow"]).value.is_ok());
    assert_eq!(
        both::<Grouped>(&["tool", "--fast", "--slow"]).value,
        Err(ErrorKind::ArgumentConflict)
    );
    assert!(both::<GroupedOwn>(&["tool", "--slow"]).value.is_ok());
    assert!(both::<GroupedOwn>(&["tool", "--old-slow"]).value.is_ok());
    for argv in [
        &["tool", "--fast", "--slow"][..],
        &["tool", "--fast", "--old-slow"],
        &["tool", "--old-slow", "--fast"],
    ] {
        assert_eq!(
            both::<GroupedOwn>(argv).value,
            Err(ErrorKind::ArgumentConflict),
            "{argv:?}"
        );
    }
}

#[test]
fn help_and_surfaces_are_the_whole_command_s() {
    for argv in [
        &["cc", "-h"][..],
        &["cc", "--help-hidden"],
        &["cc", "--help-hidden-list"],
    ] {
        let light = argkind::try_parse_from::<Lists>(argv).err().map(|e| e.to_string());
        let mut cmd = ArgKindCommand::__new_whole(Lists::command(), Lists::command_spec());
        let whole = cmd.try_get_matches_from(argv).err().map(|e| e.to_string());
        assert!(light.is_some());
        assert_eq!(light, whole, "{argv:?}");
    }
}

//! What `ArgKindCommand::new` does with a definition mistake in a release
//! build, where it checks none: the naming rule wins over a declared tier,
//! and a bad behaviour declaration or target is ignored, with no panic.
//!
//! These tests run only without debug assertions (`cargo test --release
//! --test release_builds`, which `.ci/run` runs); in a debug build each of
//! these declarations is a panic, tested in `definition_checks.rs`.
#![cfg(not(debug_assertions))]

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};

fn flag(id: &'static str) -> Arg {
    Arg::new(id).long(id).action(ArgAction::SetTrue)
}

#[test]
fn a_declared_tier_against_the_naming_rule_gives_way_to_the_rule() {
    let cmd = Command::new("tool").arg(flag("internal-dump")).arg(flag("fast"));
    let spec = CommandSpec::new().arg("internal-dump", ArgKind::Public);
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let record = cmd.registry();
    assert_eq!(record.get("internal-dump").map(|r| r.kind()), Some(ArgKind::Internal));
    let matches = cmd.try_get_matches_from(["tool", "--internal-dump"]).expect("parses");
    assert!(matches.get_flag("internal-dump"));
}

#[test]
fn a_noable_flag_already_named_no_gets_no_negation_and_parses_as_itself() {
    let cmd = Command::new("tool").arg(flag("no-color")).arg(flag("fast"));
    let spec = CommandSpec::new().arg("no-color", ArgSpec::new().noable());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let matches = cmd.try_get_matches_from(["tool", "--no-color"]).expect("parses");
    assert!(matches.get_flag("no-color"));
    // No `--no-no-color` was added.
    let err = cmd
        .try_get_matches_from(["tool", "--no-no-color"])
        .expect_err("no negation was added");
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn a_preset_target_that_names_nothing_is_dropped() {
    let cmd = Command::new("tool")
        .arg(flag("fastest"))
        .arg(Arg::new("level").long("level").default_value("1"));
    let spec = CommandSpec::new().arg(
        "fastest",
        ArgSpec::new().preset("level", "3").preset("no-such-target", "x"),
    );
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let matches = cmd.try_get_matches_from(["tool", "--fastest"]).expect("parses");
    assert!(matches.get_flag("fastest"));
    assert_eq!(matches.get_one::<String>("level").map(String::as_str), Some("3"));
}

/// `ArgKindCommand::debug_assert`, the check a CLI's test runs, checks every
/// definition mistake `new` checks in a debug build, in a release build too
/// (`cargo test --release` of a CLI must not pass a mistake a debug build
/// catches): each declaration below is accepted by `new` here, and rejected
/// by `debug_assert` with the debug build's message.
#[test]
fn debug_assert_checks_every_definition_in_a_release_build() {
    let option = |id: &'static str| Arg::new(id).long(id);
    let cases: Vec<(&str, Command, CommandSpec, &str)> = vec![
        (
            "tier against the naming rule",
            Command::new("tool").arg(flag("internal-dump")),
            CommandSpec::new().arg("internal-dump", ArgKind::Hidden),
            "internal-dump",
        ),
        (
            "declaration of a missing argument",
            Command::new("tool").arg(flag("fast")),
            CommandSpec::new().arg("nope", ArgKind::Hidden),
            "nope",
        ),
        (
            "preset target that names nothing",
            Command::new("tool").arg(flag("fast")),
            CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")),
            "level",
        ),
        (
            "replacement that names nothing",
            Command::new("tool").arg(option("old")),
            CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")),
            "new",
        ),
        (
            "negation that is another flag",
            Command::new("tool").arg(flag("x")).arg(flag("no-x")),
            CommandSpec::new().arg("x", ArgSpec::new().noable()),
            "no-x",
        ),
        (
            "extend on a flag that takes no value",
            Command::new("tool").arg(flag("x")),
            CommandSpec::new().arg("x", ArgSpec::new().extend()),
            "extend",
        ),
        (
            "noable on an option",
            Command::new("tool").arg(option("x")),
            CommandSpec::new().arg("x", ArgSpec::new().noable()),
            "x",
        ),
        (
            "an argument named help-hidden",
            Command::new("tool").arg(flag("help-hidden")),
            CommandSpec::new(),
            "help-hidden",
        ),
        (
            "a subcommand declared by its alias",
            Command::new("tool").subcommand(Command::new("run").alias("r").arg(flag("d"))),
            CommandSpec::new().subcommand("r", CommandSpec::new().arg("d", ArgKind::Hidden)),
            "alias of `run`",
        ),
    ];
    for (what, cmd, spec, named) in cases {
        let checked = ArgKindCommand::new(cmd, spec);
        let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| checked.debug_assert())).expect_err(what);
        let message = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        assert!(message.contains(named), "{what}: {message}");
    }
}

/// `debug_assert`, which checks here too, passes a sound definition after a
/// parse: a built command's copies of a global pair's negation in each
/// subcommand are the enclosing command's.
#[test]
fn debug_assert_passes_a_sound_definition_after_a_parse() {
    let cmd = Command::new("cc")
        .arg(flag("fast").global(true))
        .subcommand(Command::new("build").subcommand(Command::new("link")));
    for argv in [&["cc"][..], &["cc", "--no-fast", "build", "link"]] {
        let mut checked = ArgKindCommand::new(cmd.clone(), CommandSpec::new().arg("fast", ArgSpec::new().noable()));
        checked.debug_assert();
        let _ = checked.try_get_matches_from(argv);
        checked.debug_assert();
    }
}

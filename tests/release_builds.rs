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

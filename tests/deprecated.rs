//! S6 *deprecated*: one warning per flag per parse, on stderr, never stdout;
//! with a replacement the value also goes to it unless it is given later; a
//! value-less variant exists.

mod support;

use std::process::Command;

use support::{compile, parse, used};

const LNC_WARNING: &str =
    "warning: --num-neuroncores is deprecated and will be removed in a future release. Use --lnc instead.";

#[test]
fn the_value_is_redirected_and_the_warning_is_data() {
    let parsed = parse(&["--num-neuroncores", "1"]).unwrap();
    let lines: Vec<String> = parsed.facts.deprecations().iter().map(ToString::to_string).collect();
    assert_eq!(lines, [LNC_WARNING]);
    let report = support::cli::report(&parsed);
    assert_eq!(report["flags"]["lnc"], 1);
    assert_eq!(report["flags"]["num-neuroncores"], 1);
    assert_eq!(used(&report), ["num-neuroncores", "lnc"]);
}

#[test]
fn once_per_flag_per_parse() {
    let parsed = parse(&[
        "--num-neuroncores",
        "1",
        "--num-neuroncores=2",
        "--enable-experimental-O1",
    ])
    .unwrap();
    let flags: Vec<&str> = parsed.facts.deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["num-neuroncores", "enable-experimental-O1"]);
}

#[test]
fn the_replacement_given_later_wins_given_earlier_loses() {
    assert_eq!(compile(&["--num-neuroncores", "1", "--lnc", "2"])["flags"]["lnc"], 2);
    assert_eq!(compile(&["--lnc", "2", "--num-neuroncores", "1"])["flags"]["lnc"], 1);
    assert_eq!(
        compile(&["--num-neuroncores=1", "--logical-nc-config=2"])["flags"]["lnc"],
        2
    );
}

#[test]
fn the_value_less_variant_warns_without_replacement() {
    let parsed = parse(&["--enable-experimental-O1"]).unwrap();
    assert_eq!(
        parsed.facts.deprecations()[0].to_string(),
        "warning: --enable-experimental-O1 is deprecated and will be removed in a future release."
    );
}

#[test]
fn a_value_less_deprecated_flag_redirects_true() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["tool", "--old"]).unwrap();
    assert!(m.get_flag("new"));
    assert!(m.facts().is_used("new"));
    assert_eq!(m.facts().deprecations()[0].replacement(), Some("new"));
}

#[test]
fn the_default_entry_point_prints_once_to_stderr_and_nothing_else_to_stdout() {
    let exe = snapbox::cmd::compile_example("neuronx_cc", []).unwrap();
    let out = Command::new(exe)
        .args(["compile", "m.pb", "--num-neuroncores", "1", "--num-neuroncores", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stderr).unwrap(), format!("{LNC_WARNING}\n"));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let report: serde_json::Value = serde_json::from_str(&stdout).expect("stdout is the JSON alone");
    assert_eq!(report["flags"]["lnc"], 1);
}

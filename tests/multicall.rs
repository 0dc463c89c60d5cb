//! A multicall command (`Command::multicall`, busybox-style): clap takes
//! no argument on it, and each subcommand is an applet the user calls by
//! its own name. argkind adds its flags to each applet instead.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};

/// A `busybox` with the applets `true` (a noable `--fast`, a hidden
/// `--trace`, a deprecated `--old` for `--new`) and `false`.
fn busybox() -> ArgKindCommand {
    let cmd = Command::new("busybox")
        .multicall(true)
        .subcommand(
            Command::new("true")
                .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).help("Go fast"))
                .arg(
                    Arg::new("trace")
                        .long("trace")
                        .action(ArgAction::SetTrue)
                        .help("Trace it"),
                )
                .arg(Arg::new("old").long("old").hide(true))
                .arg(Arg::new("new").long("new")),
        )
        .subcommand(Command::new("false"));
    let spec = CommandSpec::new().subcommand(
        "true",
        CommandSpec::new()
            .arg("fast", ArgSpec::new().noable())
            .arg("trace", ArgSpec::new().kind(ArgKind::Hidden))
            .arg("old", ArgSpec::new().deprecated_for("new")),
    );
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn an_applet_reads_its_pairs_and_redirects() {
    let m = busybox().try_get_matches_from(["true", "--fast", "--no-fast"]).unwrap();
    let (name, applet) = m.subcommand().unwrap();
    assert_eq!(name, "true");
    assert!(!applet.get_flag("fast"));
    let m = busybox().try_get_matches_from(["true", "--old", "x"]).unwrap();
    let applet = m.subcommand_matches("true").unwrap();
    assert_eq!(applet.get_one::<String>("new").map(String::as_str), Some("x"));
    assert_eq!(
        m.facts().warnings(),
        ["warning: --old is deprecated and will be removed in a future release. Use --new instead."]
    );
    // By an abbreviation clap does not take: no flag of argkind's, the
    // error is clap's.
    let err = busybox().try_get_matches_from(["true", "--no-fas"]).unwrap_err();
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn an_applet_prints_its_surfaces_and_clap_s_help() {
    let err = busybox().try_get_matches_from(["true", "--help-hidden"]).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("--trace"), "{text}");
    let err = busybox().try_get_matches_from(["true", "-h"]).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("Usage: true [OPTIONS]"), "{text}");
    assert!(text.contains("--fast") && !text.contains("--trace"), "{text}");
    assert_eq!(err.exit_code(), 0);
}

#[test]
fn an_unknown_applet_is_clap_s_error() {
    let plain = Command::new("busybox")
        .multicall(true)
        .subcommand(Command::new("true"))
        .subcommand(Command::new("false"))
        .try_get_matches_from(["maybe"])
        .unwrap_err();
    let err = busybox().try_get_matches_from(["maybe"]).unwrap_err();
    assert_eq!(err.kind(), plain.kind());
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn the_prepared_command_passes_clap_s_checks_and_lists_each_applet_s_flags() {
    let cmd = busybox();
    cmd.debug_assert();
    let registry = cmd.registry_of(&["true"]).unwrap();
    assert_eq!(registry.get("trace").unwrap().kind(), ArgKind::Hidden);
}

#[test]
fn an_applet_s_usage_line_names_it_once_with_a_hidden_required_flag_left_out() {
    let cmd = Command::new("busybox").multicall(true).subcommand(
        Command::new("true")
            .arg(Arg::new("tok").long("tok").required(true))
            .subcommand(Command::new("deep")),
    );
    let spec = CommandSpec::new().subcommand(
        "true",
        CommandSpec::new().arg("tok", ArgSpec::new().kind(ArgKind::Hidden)),
    );
    for argv in [&["true", "-h"][..], &["true", "--help-hidden"], &["true", "--bogus"]] {
        let text = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_err()
            .to_string();
        assert!(
            text.contains("\nUsage: true [OPTIONS]") || text.starts_with("Usage: true [OPTIONS]"),
            "{argv:?}: {text}"
        );
        // `--help-hidden` lists it: its tier is shown there.
        if argv[1] != "--help-hidden" {
            assert!(!text.contains("tok"), "{argv:?}: {text}");
        }
    }
    let text = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["true", "deep", "-h"])
        .unwrap_err()
        .to_string();
    assert!(text.starts_with("Usage: true deep"), "{text}");
    assert!(!text.contains("tok"), "{text}");
}

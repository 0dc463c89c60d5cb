//! `-h` inside a short cluster (`-vh`) asks for argkind's help surface as
//! `-h` does (contract S5, S9), read the way clap reads the cluster.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::{Arg, ArgAction, Command};

fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(Arg::new("output").short('o').long("output"))
        .arg(Arg::new("fast").short('f').long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("dump").short('d').long("dump").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("dump", ArgKind::Hidden);
    ArgKindCommand::new(cmd, spec)
}

fn surface(argv: &[&str]) -> Option<String> {
    match tool().try_get_matches_from(argv) {
        // clap renders `-h` itself, from the command argkind prepared.
        Err(Error::Clap(err)) if err.kind() == clap::error::ErrorKind::DisplayHelp => Some(err.to_string()),
        _ => None,
    }
}

#[test]
fn h_after_value_less_flags_is_the_short_help() {
    let short_help = surface(&["tool", "-h"]).expect("-h is a help request");
    for cluster in ["-vh", "-vvh", "-fh", "-dh", "-vfh", "-hv"] {
        assert_eq!(
            surface(&["tool", cluster]).as_deref(),
            Some(short_help.as_str()),
            "{cluster}"
        );
    }
}

#[test]
fn the_short_help_of_a_cluster_obeys_the_tiers() {
    let text = surface(&["tool", "-vh"]).expect("a help request");
    assert!(!text.contains("--dump"), "{text}");
    assert!(text.contains("--fast"), "{text}");
    assert!(
        !text.contains("[=<"),
        "pair flags are value-less on the surface: {text}"
    );
}

#[test]
fn h_as_the_value_of_an_option_is_a_value() {
    assert_eq!(surface(&["tool", "-oh"]), None);
    let m = tool().try_get_matches_from(["tool", "-oh"]).expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("h"));
    let m = tool().try_get_matches_from(["tool", "-vo", "h"]).expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("h"));
    assert_eq!(m.get_count("verbose"), 1);
}

#[test]
fn an_unknown_letter_before_h_is_clap_s_error() {
    let err = tool().try_get_matches_from(["tool", "-xh"]).expect_err("unknown -x");
    assert_eq!(err.kind(), clap::error::ErrorKind::UnknownArgument);
}

#[test]
fn help_surfaces_belong_on_stdout_and_errors_on_stderr() {
    for argv in [
        &["tool", "-h"][..],
        &["tool", "--help"],
        &["tool", "--help-hidden"],
        &["tool", "--help-hidden-list"],
    ] {
        let err = tool().try_get_matches_from(argv).expect_err("a help request");
        assert!(!err.use_stderr(), "{argv:?}");
        assert_eq!(err.exit_code(), 0, "{argv:?}");
    }
    let err = tool().try_get_matches_from(["tool", "--nope"]).expect_err("bad input");
    assert!(err.use_stderr());
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn a_help_request_read_by_clap_alone_does_not_turn_a_later_error_into_a_surface() {
    let mut tool = tool();
    // The application reads a line with clap itself, on the prepared command:
    // clap stops at `--help-hidden`, and nothing of argkind's asks what it was.
    let plain = tool.command().clone().try_get_matches_from(["tool", "--help-hidden"]);
    assert!(plain.is_err());
    match tool.try_get_matches_from(["tool", "--nope"]) {
        Err(Error::Clap(err)) => assert_eq!(err.kind(), clap::error::ErrorKind::UnknownArgument),
        other => panic!("{other:?}"),
    }
}

/// A negation with an entry of its own is shown in the help its flag is
/// shown in, as a hand-written twin beside it was (`hide_short_help`: in
/// `--help` only; `hide_long_help`: in `-h` only): each of `-h` and
/// `--help` is plain clap's for the command with the twin written out
/// (argkind's surface flags aside).
#[test]
fn a_negation_s_entry_is_shown_where_its_flag_is() {
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let written = |cmd: Command| {
        cmd.arg(
            flag("no-ignore-vcs")
                .help("Do not respect .gitignore files")
                .hide_short_help(true),
        )
        .arg(flag("cache").help("Keep a cache").hide_long_help(true))
        .arg(flag("quiet").help("Say less"))
    };
    let spec = CommandSpec::new()
        .arg(
            "no-ignore-vcs",
            ArgSpec::new().noable().negation(
                argkind::Negation::new()
                    .long("ignore-vcs")
                    .help("Overrides --no-ignore-vcs"),
            ),
        )
        .arg(
            "cache",
            ArgSpec::new()
                .noable()
                .negation(argkind::Negation::new().help("Keep no cache")),
        );
    let twin = Command::new("fd")
        .arg(
            flag("no-ignore-vcs")
                .help("Do not respect .gitignore files")
                .hide_short_help(true),
        )
        .arg(
            flag("ignore-vcs")
                .help("Overrides --no-ignore-vcs")
                .hide_short_help(true),
        )
        .arg(flag("cache").help("Keep a cache").hide_long_help(true))
        .arg(flag("no-cache").help("Keep no cache").hide_long_help(true))
        .arg(flag("quiet").help("Say less"));
    for request in ["-h", "--help"] {
        let shown = match ArgKindCommand::new(written(Command::new("fd")), spec.clone())
            .try_get_matches_from(["fd", request])
        {
            Err(Error::Clap(err)) => err.to_string(),
            other => panic!("{request}: {other:?}"),
        };
        // argkind's surface flags (last), which the twin lacks, aside, and
        // the width of the column they widen.
        let lines = |text: &str| -> Vec<String> {
            let mut lines: Vec<String> = text
                .lines()
                .take_while(|l| !l.contains("--help-hidden"))
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .collect();
            while lines.last().is_some_and(String::is_empty) {
                lines.pop();
            }
            lines
        };
        let shown = lines(&shown);
        let plain = twin
            .clone()
            .try_get_matches_from(["fd", request])
            .unwrap_err()
            .to_string();
        assert_eq!(shown, lines(&plain), "{request}");
    }
}

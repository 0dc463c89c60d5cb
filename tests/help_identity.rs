//! For a command whose flags are all PUBLIC and none a pair, argkind's `-h`
//! and `--help` are plain clap's, byte for byte, styled and plain: those of
//! the same command with `--help-hidden` and `--help-hidden-list` added as
//! plain flags (same help text, last in display order, no heading, global).

use argkind::{ArgKindCommand, ArgKinds, CommandSpec, Error};
use clap::{Arg, ArgAction, Args, CommandFactory, Parser, Subcommand, ValueEnum};

mod support;
use support::with_plain_surface_flags;

/// A file finder in the style of `fd`: one struct, clap's derive, no headings.
#[derive(Parser, ArgKinds)]
#[command(name = "find", version, about = "Find entries in the file system")]
#[command(long_about = "Find entries in the file system.\n\nPatterns are regular expressions.")]
struct Find {
    /// The search pattern
    pattern: Option<String>,
    /// The root directories
    paths: Vec<String>,
    /// Search hidden files and directories
    #[arg(short = 'H', long)]
    hidden: bool,
    /// Case-sensitive search
    #[arg(short = 's', long, overrides_with = "ignore_case")]
    case_sensitive: bool,
    /// Case-insensitive search
    #[arg(short = 'i', long)]
    ignore_case: bool,
    /// Filter by type
    #[arg(short = 't', long = "type", value_enum)]
    file_type: Vec<FileType>,
    /// Maximum search depth
    #[arg(short = 'd', long, value_name = "depth")]
    max_depth: Option<usize>,
    /// Execute a command for each result
    #[arg(short = 'x', long, num_args = 1.., value_terminator = ";", allow_hyphen_values = true)]
    exec: Option<Vec<String>>,
    /// When to use colours
    #[arg(
        long,
        default_value = "auto",
        long_help = "Declare when to use colour for the pattern match output"
    )]
    color: Colour,
    #[command(subcommand)]
    command: Option<FindCommand>,
}

#[derive(Clone, Copy, ValueEnum)]
enum FileType {
    /// Regular files
    File,
    /// Directories
    Directory,
    Symlink,
}

#[derive(Clone, Copy, ValueEnum)]
enum Colour {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand, ArgKinds)]
enum FindCommand {
    /// Print the ignore files that apply
    Ignores(IgnoresArgs),
}

#[derive(Args, ArgKinds)]
struct IgnoresArgs {
    /// Include global ignore files
    #[arg(long)]
    global: bool,
}

/// clap's rendering of the help that `argv` asks for, styled and plain.
fn rendered(err: &clap::Error) -> (String, String) {
    let text = err.render();
    let styled = text.ansi().to_string();
    (styled, text.to_string())
}

fn plain_clap_help(cmd: clap::Command, argv: &[&str]) -> (String, String) {
    let err = with_plain_surface_flags(cmd).try_get_matches_from(argv).unwrap_err();
    assert_eq!(err.kind(), clap::error::ErrorKind::DisplayHelp, "{argv:?}");
    rendered(&err)
}

fn argkind_help(result: Result<impl std::fmt::Debug, Error>, argv: &[&str]) -> (String, String) {
    match result {
        Err(Error::Clap(err)) => {
            assert_eq!(err.kind(), clap::error::ErrorKind::DisplayHelp, "{argv:?}");
            rendered(&err)
        }
        other => panic!("{argv:?}: not clap's help: {other:?}"),
    }
}

const FIND_ARGVS: [&[&str]; 5] = [
    &["find", "-h"],
    &["find", "--help"],
    &["find", "ignores", "-h"],
    &["find", "ignores", "--help"],
    &["find", "help", "ignores"],
];

#[test]
fn a_derive_style_file_finder_has_clap_s_help_byte_for_byte() {
    for argv in FIND_ARGVS {
        let expected = plain_clap_help(Find::command(), argv);
        let actual = argkind_help(
            argkind::try_parse_from::<Find>(argv.iter().copied()).map(|p| p.facts),
            argv,
        );
        assert_eq!(actual.0, expected.0, "styled {argv:?}");
        assert_eq!(actual.1, expected.1, "plain {argv:?}");
        assert!(
            actual.0.contains("\x1b[1m\x1b[4mUsage:\x1b[0m"),
            "{argv:?}: {:?}",
            actual.0
        );
    }
}

/// A compiler driver built with clap's builder API, with help headings.
fn driver() -> clap::Command {
    clap::Command::new("cc")
        .version("1.0")
        .about("Compile sources")
        .after_help("See the manual for more.")
        .arg(Arg::new("input").help("Input files").num_args(1..).required(true))
        .arg(
            Arg::new("output")
                .short('o')
                .long("output")
                .value_name("FILE")
                .help("Write output to FILE"),
        )
        .next_help_heading("Optimisation")
        .arg(
            Arg::new("opt-level")
                .short('O')
                .long("opt-level")
                .value_parser(["0", "1", "2", "3"])
                .default_value("2")
                .help("Optimisation level")
                .long_help("Optimisation level: 0 turns every pass off, 3 turns on the expensive ones."),
        )
        .arg(
            Arg::new("lto")
                .long("lto")
                .action(ArgAction::SetTrue)
                .help("Link-time optimisation"),
        )
        .next_help_heading("Diagnostics")
        .arg(
            Arg::new("warn")
                .short('W')
                .long("warn")
                .action(ArgAction::Append)
                .value_name("WARNING")
                .help("Turn a warning on"),
        )
        .arg(
            Arg::new("verbose")
                .short('v')
                .action(ArgAction::Count)
                .help("More output"),
        )
        .subcommand(
            clap::Command::new("check").about("Check without writing output").arg(
                Arg::new("strict")
                    .long("strict")
                    .action(ArgAction::SetTrue)
                    .help("Warnings are errors"),
            ),
        )
}

#[test]
fn a_builder_driver_with_headings_has_clap_s_help_byte_for_byte() {
    let argvs: [&[&str]; 5] = [
        &["cc", "-h"],
        &["cc", "--help"],
        &["cc", "check", "-h"],
        &["cc", "help", "check"],
        &["cc", "a.c", "-O", "3", "--help"],
    ];
    for argv in argvs {
        let expected = plain_clap_help(driver(), argv);
        let mut cmd = ArgKindCommand::new(driver(), CommandSpec::new());
        let actual = argkind_help(cmd.try_get_matches_from(argv.iter().copied()).map(|_| ()), argv);
        assert_eq!(actual.0, expected.0, "styled {argv:?}");
        assert_eq!(actual.1, expected.1, "plain {argv:?}");
    }
}

#[test]
fn render_help_is_clap_s_help() {
    let cmd = ArgKindCommand::new(driver(), CommandSpec::new());
    for (long, argv) in [(false, ["cc", "-h"]), (true, ["cc", "--help"])] {
        let expected = plain_clap_help(driver(), &argv);
        let actual = cmd.render_help(&[], long).unwrap();
        assert_eq!(actual.ansi().to_string(), expected.0, "{argv:?}");
    }
}

/// `cc` with `--x`, and `vary` applied: what may make clap answer `--help`
/// with its long form. With `own_help`, `-h` and `--help` are the
/// application's own `ArgAction::Help` flag, which has no long help text of
/// its own (clap's generated one has one exactly when the long form exists).
fn varied(own_help: bool, vary: fn(clap::Command) -> clap::Command) -> clap::Command {
    let cmd = clap::Command::new("cc").arg(Arg::new("x").long("x").help("The x"));
    let cmd = if own_help {
        cmd.disable_help_flag(true).arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help("Print help"),
        )
    } else {
        cmd
    };
    vary(cmd)
}

#[test]
fn render_help_takes_the_long_form_where_clap_does() {
    use clap::builder::{PossibleValue, PossibleValuesParser};
    let variants: [fn(clap::Command) -> clap::Command; 12] = [
        |cmd| cmd,
        |cmd| cmd.mut_arg("x", |a| a.long_help("The x, at length")),
        |cmd| cmd.mut_arg("x", |a| a.hide_long_help(true)),
        |cmd| cmd.mut_arg("x", |a| a.hide_short_help(true)),
        |cmd| cmd.mut_arg("x", |a| a.hide(true).long_help("The x, at length")),
        |cmd| cmd.long_about("About cc, at length"),
        |cmd| cmd.before_long_help("Before, at length"),
        |cmd| cmd.after_long_help("After, at length"),
        |cmd| {
            cmd.arg(
                Arg::new("mode")
                    .long("mode")
                    .help("The mode")
                    .value_parser(["fast", "slow"]),
            )
        },
        |cmd| {
            cmd.arg(
                Arg::new("mode")
                    .long("mode")
                    .help("The mode")
                    .value_parser(PossibleValuesParser::new([PossibleValue::new("fast").help("Quickly")])),
            )
        },
        |cmd| {
            cmd.arg(
                Arg::new("mode")
                    .long("mode")
                    .help("The mode")
                    .hide_possible_values(true)
                    .value_parser(PossibleValuesParser::new([PossibleValue::new("fast").help("Quickly")])),
            )
        },
        |cmd| {
            cmd.arg(
                Arg::new("mode")
                    .long("mode")
                    .help("The mode")
                    .value_parser(PossibleValuesParser::new([
                        PossibleValue::new("fast"),
                        PossibleValue::new("slow").help("Slowly").hide(true),
                    ])),
            )
        },
    ];
    for (i, vary) in variants.into_iter().enumerate() {
        for own_help in [false, true] {
            let cmd = ArgKindCommand::new(varied(own_help, vary), CommandSpec::new());
            for (long, argv) in [(false, ["cc", "-h"]), (true, ["cc", "--help"])] {
                let expected = plain_clap_help(varied(own_help, vary), &argv);
                let actual = cmd.render_help(&[], long).unwrap();
                assert_eq!(
                    actual.ansi().to_string(),
                    expected.0,
                    "variant {i}, own help {own_help}, {argv:?}"
                );
            }
        }
    }
}

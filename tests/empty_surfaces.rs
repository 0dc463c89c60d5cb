//! The hidden surfaces of a command with nothing to list say so, and the
//! surface flags stay out of the application's help headings.

use argkind::{ArgKind, ArgKindCommand, CommandSpec, Error};
use clap::{Arg, ArgAction, Command};

fn surface(cli: &mut ArgKindCommand, argv: &[&str]) -> String {
    match cli.try_get_matches_from(argv) {
        Err(Error::Surface(text, _)) => text.to_string(),
        Err(Error::Clap(err)) => err.to_string(),
        other => panic!("{argv:?}: not a surface: {:?}", other.err().map(|e| e.kind())),
    }
}

fn finder(spec: CommandSpec) -> ArgKindCommand {
    let cmd = Command::new("finder")
        .next_help_heading("Filters")
        .arg(
            Arg::new("hidden")
                .long("hidden")
                .action(ArgAction::SetTrue)
                .help("Search hidden files"),
        )
        .arg(Arg::new("glob").long("glob").help("Match by glob"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn help_hidden_with_nothing_to_list_says_so_after_its_usage() {
    let text = surface(&mut finder(CommandSpec::new()), &["finder", "--help-hidden"]);
    assert_eq!(text, "Usage: finder [OPTIONS]\n\nNo hidden or experimental flags.\n");
}

#[test]
fn help_hidden_list_with_nothing_to_list_says_so() {
    let text = surface(&mut finder(CommandSpec::new()), &["finder", "--help-hidden-list"]);
    assert_eq!(text, "No internal flags.\n");
}

#[test]
fn a_surface_with_something_to_list_does_not_say_it_is_empty() {
    let spec = CommandSpec::new().arg("glob", ArgKind::Hidden);
    let text = surface(&mut finder(spec), &["finder", "--help-hidden"]);
    assert!(text.contains("--glob: Match by glob"), "{text}");
    assert!(!text.contains("No hidden"), "{text}");
}

#[test]
fn the_surface_flags_are_not_under_the_application_s_last_heading() {
    let help = surface(&mut finder(CommandSpec::new()), &["finder", "--help"]);
    let filters = help.find("Filters:").expect("the application's heading");
    let options = help.find("Options:").expect("clap's heading of flags with none");
    // With no heading of their own, they are listed with clap's `--help`.
    for flag in ["--help-hidden ", "--help-hidden-list "] {
        let at = help.find(flag).expect("listed in --help");
        assert!(options < at && at < filters, "{flag} not under Options:\n{help}");
    }
    assert!(!help[filters..].contains("--help-hidden"), "{help}");
}

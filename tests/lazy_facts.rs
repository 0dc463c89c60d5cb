//! The facts of a parse are collected when they are first asked for, not by
//! the parse: whenever they are read, they are those of the command line
//! and the command as the parse read them. The deprecation warnings are
//! found by the parse itself.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Deprecation, Facts, Matches, Parsed, Used};
use clap::{Arg, ArgAction, Command};

/// A command with jobs, a pair flag, a deprecated flag and a subcommand.
fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            Command::new("build").arg(Arg::new("jobs").long("jobs")).arg(
                Arg::new("internal-trace")
                    .long("internal-trace")
                    .action(ArgAction::SetTrue),
            ),
        );
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable().job("frontend"))
        .arg("level", ArgSpec::new().job("backend"))
        .arg("old", ArgSpec::new().deprecated_for("fast"))
        .subcommand(
            "build",
            CommandSpec::new()
                .arg("jobs", ArgSpec::new().job("scheduler"))
                .arg("internal-trace", ArgSpec::new().job("frontend")),
        );
    ArgKindCommand::__new_whole(cmd, spec)
}

/// The command lines the tests read, each with something for the facts.
const ARGVS: &[&[&str]] = &[
    &["tool", "--fast", "--level", "3"],
    &["tool", "--old", "--no-fast", "build", "--jobs", "4", "--verbose"],
    &["tool", "--verbose", "build", "--internal-trace"],
    &["tool"],
];

/// The facts of `argv` read as soon as a fresh command parsed it.
fn read_at_once(argv: &[&str]) -> Facts {
    let mut cmd = tool();
    let matches = cmd.try_get_matches_from(argv).unwrap();
    let facts = matches.facts().clone();
    // The jobs are worked out here too, while the command is alive.
    let _ = facts.jobs();
    facts
}

#[test]
fn facts_read_after_the_command_parsed_again_are_the_first_parses() {
    let mut cmd = tool();
    let first: Vec<Matches> = ARGVS
        .iter()
        .map(|argv| cmd.try_get_matches_from(*argv).unwrap())
        .collect();
    // The command shows itself (help), then is dropped.
    assert!(cmd.try_get_matches_from(["tool", "--help"]).is_err());
    drop(cmd);
    for (argv, matches) in ARGVS.iter().zip(&first) {
        let expected = read_at_once(argv);
        assert_eq!(matches.facts(), &expected, "{argv:?}");
        assert_eq!(matches.facts().jobs(), expected.jobs(), "{argv:?}");
        assert_eq!(matches.facts().replay_all(), expected.replay_all(), "{argv:?}");
    }
}

#[test]
fn the_parts_of_matches_never_read_hold_the_same_facts() {
    let mut cmd = tool();
    for argv in ARGVS {
        let (values, facts) = cmd.try_get_matches_from(*argv).unwrap().into_parts();
        let read = cmd.try_get_matches_from(*argv).unwrap();
        assert_eq!(facts, *read.facts(), "{argv:?}");
        assert_eq!(values.ids().count(), read.ids().count(), "{argv:?}");
    }
}

#[test]
fn jobs_are_those_of_the_registries_of_the_commands_on_the_path_whenever_read() {
    let mut cmd = tool();
    let root = cmd.registry().jobs().into_iter().map(str::to_owned).collect::<Vec<_>>();
    // A command line that chose `build` may set the root's flags too.
    let mut build = root.clone();
    for job in cmd.registry_of(&["build"]).unwrap().jobs() {
        if !build.iter().any(|j| j == job) {
            build.push(job.to_owned());
        }
    }
    let at_root = cmd.try_get_matches_from(ARGVS[0]).unwrap().into_parts().1;
    let in_build = cmd.try_get_matches_from(ARGVS[1]).unwrap().into_parts().1;
    drop(cmd);
    assert_eq!(at_root.jobs(), root);
    assert_eq!(in_build.jobs(), build);
    assert_eq!(in_build.path(), ["build"]);
}

#[test]
fn facts_of_other_jobs_are_not_equal() {
    // The same flags set, in commands whose jobs differ.
    let parse = |job: &'static str| {
        let cmd = Command::new("tool").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue));
        let spec = CommandSpec::new().arg("fast", ArgSpec::new().job(job));
        let mut cmd = ArgKindCommand::__new_whole(cmd, spec);
        cmd.try_get_matches_from(["tool"]).unwrap().into_parts().1
    };
    assert_ne!(parse("frontend"), parse("backend"));
    assert_eq!(parse("frontend"), parse("frontend"));
    assert!(format!("{:?}", parse("frontend")).contains("jobs: [\"frontend\"]"));
}

#[test]
fn deprecations_are_found_by_the_parse() {
    let mut cmd = tool();
    let matches = cmd.try_get_matches_from(ARGVS[1]).unwrap();
    let (_, facts) = matches.into_parts();
    let warnings: Vec<String> = facts.deprecations().iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        ["warning: --old is deprecated and will be removed in a future release. Use --fast instead."]
    );
}

#[test]
fn debug_output_names_the_facts() {
    let mut cmd = tool();
    let matches = cmd.try_get_matches_from(ARGVS[0]).unwrap();
    let debug = format!("{matches:?}");
    assert!(debug.starts_with("Matches { matches: "), "{debug}");
    assert!(
        debug.contains(&format!("facts: {:?}", read_at_once(ARGVS[0]))),
        "{debug}"
    );
}

#[test]
fn derive_facts_outlive_the_command() {
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[arg(long)]
        fast: bool,
        #[arg(long)]
        level: Option<u8>,
    }
    impl argkind::ArgKinds for Cli {
        fn augment_kinds(spec: &mut CommandSpec) {
            spec.insert_arg("fast", ArgSpec::new().job("frontend"));
            spec.insert_arg("level", ArgSpec::new().job("backend"));
        }
    }
    let parsed = argkind::try_parse_from::<Cli>(["tool", "--level", "2"]).unwrap();
    let registry = argkind::command::<Cli>().registry();
    assert_eq!(parsed.facts.jobs(), registry.jobs());
    assert_eq!(parsed.facts.replay("backend"), ["--level=2"]);
    assert_eq!(parsed.value.level, Some(2));
}

/// The public types of a parse's result may cross threads, as before the
/// facts were collected lazily.
#[test]
fn parse_results_are_send_and_sync() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<ArgKindCommand>();
    send_sync::<Matches>();
    send_sync::<Facts>();
    send_sync::<Used>();
    send_sync::<Deprecation>();
    send_sync::<Parsed<u8>>();
}

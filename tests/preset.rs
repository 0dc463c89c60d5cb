//! S6 *preset*: a flag that sets several others at its position; flags after
//! it win, flags before it are overridden; values go through the target's
//! value parser; an unparsable preset is a definition error.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::compile;

#[test]
fn sets_its_targets() {
    let report = compile(&["--enable-experimental-O1"]);
    assert_eq!(report["flags"]["optlevel"], 1);
    assert_eq!(report["flags"]["enable-internal-call-graph"], true);
}

#[test]
fn acts_at_its_position() {
    assert_eq!(compile(&["--enable-experimental-O1", "-O3"])["flags"]["optlevel"], 3);
    assert_eq!(compile(&["-O3", "--enable-experimental-O1"])["flags"]["optlevel"], 1);
    assert_eq!(
        compile(&["--optlevel=3", "--enable-experimental-O1", "--optlevel", "2"])["flags"]["optlevel"],
        2
    );
}

fn preset_cmd(value: &'static str) -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("level")
                .value_parser(clap::value_parser!(u8).range(1..=3)),
        );
    ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", value)),
    )
}

#[test]
fn values_are_parsed_by_the_target_s_value_parser() {
    let m = preset_cmd("3").try_get_matches_from(["tool", "--fast"]).unwrap();
    assert_eq!(m.get_one::<u8>("level"), Some(&3));
    preset_cmd("3").debug_assert();
}

#[test]
#[should_panic(expected = "which its value parser rejects")]
fn an_unparsable_preset_is_a_definition_error() {
    preset_cmd("9").debug_assert();
}

// Targets anywhere: a flag the command parses that another struct or an
// enclosing command declares.

/// `cli` with the globals `--color` (an option) and `--verbose` (a noable
/// flag); `run --plain` presets both by id, `run step --mono` presets
/// `--color` by its long name, two commands up.
fn global_targets() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("color")
                .long("color")
                .global(true)
                .value_parser(["never", "always", "auto"]),
        )
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            Command::new("run")
                .infer_long_args(true)
                .arg(Arg::new("plain").long("plain").action(ArgAction::SetTrue))
                .subcommand(Command::new("step").arg(Arg::new("mono").long("mono").action(ArgAction::SetTrue))),
        );
    let spec = CommandSpec::new().arg("verbose", ArgSpec::new().noable()).subcommand(
        "run",
        CommandSpec::new()
            .arg(
                "plain",
                ArgSpec::new().preset("color", "never").preset("verbose", "false"),
            )
            .subcommand(
                "step",
                CommandSpec::new().arg("mono", ArgSpec::new().preset("--color", "never")),
            ),
    );
    ArgKindCommand::new(cmd, spec)
}

/// `--color` and `--verbose` as the parse of `argv` with [`global_targets`]
/// holds them, in the root and in the deepest subcommand (clap gives each
/// the same value), and the facts.
fn globals(argv: &[&str]) -> (Option<String>, bool, argkind::Facts) {
    let m = global_targets().try_get_matches_from(argv).unwrap();
    let mut deepest: &clap::ArgMatches = &m;
    while let Some((_, sub)) = deepest.subcommand() {
        deepest = sub;
    }
    let color = deepest.get_one::<String>("color").cloned();
    assert_eq!(m.get_one::<String>("color").cloned(), color, "{argv:?}");
    let verbose = deepest.get_flag("verbose");
    assert_eq!(m.get_flag("verbose"), verbose, "{argv:?}");
    (color, verbose, m.facts().clone())
}

#[test]
fn a_preset_sets_globals_of_the_parent_command() {
    let (color, verbose, facts) = globals(&["cli", "run", "--verbose", "--plain"]);
    assert_eq!(color.as_deref(), Some("never"));
    assert!(!verbose);
    assert!(facts.is_used("color") && facts.is_used("verbose"));
    assert_eq!(facts.replay_all(), ["--plain", "--color=never", "--no-verbose"]);
}

#[test]
fn a_preset_of_a_parent_s_global_acts_at_its_position() {
    let color = |argv: &[&str]| globals(argv).0;
    assert_eq!(
        color(&["cli", "run", "--plain", "--color", "always"]).as_deref(),
        Some("always")
    );
    assert_eq!(
        color(&["cli", "run", "--color", "always", "--plain"]).as_deref(),
        Some("never")
    );
    assert_eq!(
        color(&["cli", "--color=always", "run", "--plain"]).as_deref(),
        Some("never")
    );
    assert!(globals(&["cli", "run", "--plain", "--verbose"]).1);
    assert!(!globals(&["cli", "run", "--verbose", "--plain"]).1);
    // Given in a command below, after the preset, the global wins there too.
    let (color, _, _) = globals(&["cli", "run", "--plain", "step", "--color", "auto"]);
    assert_eq!(color.as_deref(), Some("auto"));
}

#[test]
fn a_preset_sets_a_global_two_commands_up_by_its_long_name() {
    let color = |argv: &[&str]| globals(argv).0;
    assert_eq!(color(&["cli", "run", "step", "--mono"]).as_deref(), Some("never"));
    assert_eq!(
        color(&["cli", "run", "step", "--mono", "--color", "auto"]).as_deref(),
        Some("auto")
    );
    assert_eq!(
        color(&["cli", "--color", "auto", "run", "step", "--color", "always", "--mono"]).as_deref(),
        Some("never")
    );
    let (_, _, facts) = globals(&["cli", "run", "step", "--mono"]);
    assert_eq!(facts.replay_all(), ["--mono", "--color=never"]);
}

#[test]
fn the_exact_route_places_a_preset_of_a_parent_s_global() {
    // `--pla` is `--plain` abbreviated: only clap knows, so argkind asks it.
    let (color, verbose, _) = globals(&["cli", "run", "--verbose", "--pla"]);
    assert_eq!(color.as_deref(), Some("never"));
    assert!(!verbose);
    assert_eq!(
        globals(&["cli", "run", "--pla", "--color", "auto"]).0.as_deref(),
        Some("auto")
    );
}

#[test]
fn a_parent_s_global_target_passes_the_definition_checks() {
    global_targets().debug_assert();
}

#[test]
fn a_preset_names_a_target_by_its_long_name_in_its_own_command() {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("opt-level")
                .value_parser(clap::value_parser!(u8)),
        );
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("--opt-level", "2"));
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["tool", "--fast"])
        .unwrap();
    assert_eq!(m.get_one::<u8>("level"), Some(&2));
    assert_eq!(m.facts().replay_all(), ["--fast", "--opt-level=2"]);
}

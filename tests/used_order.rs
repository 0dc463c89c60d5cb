//! S6 *used* and *deprecated*: `Facts::used` (and so `Facts::replay_all`)
//! and `Facts::deprecations` put the flags in one command-line order, by
//! each flag's last occurrence. clap copies a global into every command of
//! the path, so where a global was typed is worked out from clap's matches,
//! by one set of rules for both (see `Facts::used`): the deprecated flags
//! `used` lists are the deprecations, in the same order.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Facts};
use clap::{Arg, ArgAction, Command};

/// A `SetTrue` flag whose id and long name are `id`.
fn set_true(id: &'static str) -> Arg {
    Arg::new(id).long(id).action(ArgAction::SetTrue)
}

/// The two ways to build an argkind command: the whole preparation, and
/// `new`'s, which may read with a lighter one.
fn builds(cmd: &Command, spec: &CommandSpec) -> [ArgKindCommand; 2] {
    [
        ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
        ArgKindCommand::new(cmd.clone(), spec.clone()),
    ]
}

/// The ids of the flags of `facts.used()` that `argv` spells as `--id`,
/// in `used`'s order.
fn typed_in_used(facts: &Facts, argv: &[&str]) -> Vec<String> {
    facts
        .used()
        .iter()
        .map(|u| u.id().to_owned())
        .filter(|id| argv.iter().any(|token| spelled(token) == Some(id.as_str())))
        .collect()
}

/// The flag a token spells, as the tests here write them: `--id` or
/// `--id=value`, without `--` and the value.
fn spelled(token: &str) -> Option<&str> {
    let name = token.strip_prefix("--")?;
    Some(name.split_once('=').map_or(name, |(name, _)| name))
}

/// The flags `argv` spells, each once, in the order of their last
/// occurrence: what `Facts::used` must list them in.
fn by_last_occurrence<'a>(argv: &[&'a str]) -> Vec<&'a str> {
    let mut order: Vec<&str> = Vec::new();
    for token in argv {
        if let Some(name) = spelled(token) {
            order.retain(|n| *n != name);
            order.push(name);
        }
    }
    order
}

/// The flags `replay` spells (see [`spelled`]), where they are among
/// `typed`, each once where spelled twice in a row (a list's values).
fn replayed_in(replay: &[String], typed: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = replay
        .iter()
        .filter_map(|token| spelled(token))
        .filter(|name| typed.contains(name))
        .map(str::to_owned)
        .collect();
    names.dedup();
    names
}

/// Flags as `(command, id)`, in order.
type Flags = Vec<(String, String)>;

/// The deprecated flags of `facts.used()`, in order, and the deprecations,
/// each a flag whose long name is its id in the tests here.
fn deprecated_orders(facts: &Facts) -> (Flags, Flags) {
    let warned: Flags = facts
        .deprecations()
        .iter()
        .map(|d| (d.command().to_owned(), d.flag().to_owned()))
        .collect();
    let used = facts
        .used()
        .iter()
        .map(|u| (u.command().to_owned(), u.id().to_owned()))
        .filter(|flag| warned.contains(flag))
        .collect();
    (used, warned)
}

/// Checks the facts of `argv` read by both builds of `cmd` and `spec`: the
/// typed flags in `used`, and in `replay_all`, go by their last occurrence
/// in `argv`, and the deprecated ones in `used` are the deprecations, in
/// their order.
fn assert_command_line_order(cmd: &Command, spec: &CommandSpec, argv: &[&str]) {
    for mut built in builds(cmd, spec) {
        let m = built.try_get_matches_from(argv).expect("parses");
        let facts = m.facts();
        let expected = by_last_occurrence(argv);
        assert_eq!(typed_in_used(facts, argv), expected, "{argv:?}: {:?}", facts.used());
        assert_eq!(replayed_in(&facts.replay_all(), &expected), expected, "{argv:?}");
        let (used, warned) = deprecated_orders(facts);
        assert_eq!(used, warned, "{argv:?}");
    }
}

/// A global typed before the subcommand and again in it, after a
/// deprecated flag of the subcommand's, while another argument of the root
/// comes from its variable: clap's root holds `g` before that argument,
/// but with `link`'s value and index. The warnings go `y`, then `g`; so
/// must `used`, and `replay_all`.
#[test]
fn a_global_typed_again_in_a_subcommand_goes_by_its_last_occurrence_beside_a_variable() {
    const VARIABLE: &str = "ARGKIND_TEST_USED_ORDER_S";
    let cli = || {
        Command::new("cc")
            .arg(Arg::new("s").long("s").env(VARIABLE))
            .arg(set_true("g").global(true))
            .subcommand(Command::new("link").arg(set_true("x")).arg(set_true("y")))
    };
    let spec = CommandSpec::new()
        .arg("g", ArgSpec::new().deprecated())
        .subcommand("link", CommandSpec::new().arg("y", ArgSpec::new().deprecated_for("x")));
    let argv = ["cc", "--g", "link", "--y", "--g"];
    assert_command_line_order(&cli(), &spec, &argv);
    std::env::set_var(VARIABLE, "v");
    assert_command_line_order(&cli(), &spec, &argv);
    std::env::remove_var(VARIABLE);
}

/// A deprecated list typed before and after a redirected global, then a
/// subcommand whose flag presets another global: the last occurrences go
/// `--ot`, `--inc`, then `--p`, as the warnings (`ot`, `inc`) do. The
/// subcommand's matches hold `ot` and `t` as if it had typed them last,
/// with the root's indices; and the list is at its last occurrence, not
/// its first.
#[test]
fn a_redirected_global_and_a_list_go_by_their_last_occurrences_before_a_subcommand_s_preset() {
    let cmd = Command::new("cc")
        .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
        .arg(set_true("t").global(true))
        .arg(set_true("ot").global(true))
        .arg(Arg::new("color").long("color").global(true))
        .subcommand(Command::new("asm").arg(set_true("p")));
    let spec = CommandSpec::new()
        .arg("inc", ArgSpec::new().deprecated())
        .arg("ot", ArgSpec::new().deprecated_for("t"))
        .subcommand(
            "asm",
            CommandSpec::new().arg("p", ArgSpec::new().preset("color", "never")),
        );
    for argv in [
        &["cc", "--inc", "x", "--ot", "--inc", "y", "asm", "--p"][..],
        &["cc", "--inc", "x", "--ot", "--inc", "y", "asm"],
    ] {
        assert_command_line_order(&cmd, &spec, argv);
    }
}

//! S6 *extend*: repeatable, one or more values per occurrence, all in
//! command-line order.

mod support;

use serde_json::json;
use support::compile;

#[test]
fn values_accumulate_in_command_line_order() {
    assert_eq!(
        compile(&["--skip-pass", "A", "--skip-pass", "B", "C"])["flags"]["skip-pass"],
        json!(["A", "B", "C"])
    );
    assert_eq!(
        compile(&["--pipeline", "compile", "SaveTemps"])["flags"]["pipeline"],
        json!(["compile", "SaveTemps"])
    );
    assert_eq!(
        compile(&["--skip-pass=A", "--pipeline", "x", "--skip-pass", "B"])["flags"]["skip-pass"],
        json!(["A", "B"])
    );
    assert_eq!(
        compile(&[
            "--internal-enable-dge-levels",
            "io",
            "spill_reload",
            "--internal-enable-dge-levels=io"
        ])["flags"]["internal-enable-dge-levels"],
        json!(["io", "spill_reload", "io"])
    );
}

#[test]
fn unset_is_empty_and_replay_spells_each_value() {
    let report = compile(&["--skip-pass", "A", "B"]);
    assert_eq!(compile(&[])["flags"]["skip-pass"], json!([]));
    assert_eq!(report["jobs"]["tensorizer"], json!(["--skip-pass=A", "--skip-pass=B"]));
}

#[test]
fn an_occurrence_needs_a_value() {
    assert_eq!(support::reject(&["--skip-pass"]).exit_code(), 2);
}

#[test]
fn presets_of_two_extend_flags_each_replace_their_own_list() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("cli")
        .arg(Arg::new("e").long("e"))
        .arg(Arg::new("f").long("f"))
        .arg(Arg::new("p").long("p").action(ArgAction::SetTrue))
        .arg(Arg::new("q").long("q").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("e", ArgSpec::new().extend())
        .arg("f", ArgSpec::new().extend())
        .arg("p", ArgSpec::new().preset("e", "b"))
        .arg("q", ArgSpec::new().preset("f", "y"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    let list = |m: &argkind::Matches, id: &str| -> Vec<String> { m.get_many::<String>(id).unwrap().cloned().collect() };
    let m = cli
        .try_get_matches_from(["cli", "--e", "a", "--f", "x", "--p", "--q", "--e", "c"])
        .expect("parses");
    assert_eq!(list(&m, "e"), ["b", "c"]);
    assert_eq!(list(&m, "f"), ["y"]);
    // Nothing of argkind's own machinery is a used flag.
    let mut used: Vec<&str> = m.facts().used().iter().map(argkind::Used::id).collect();
    used.sort_unstable();
    assert_eq!(used, ["e", "f", "p", "q"]);
}

#[test]
fn a_subcommand_s_preset_replaces_the_list_of_a_parent_s_global_extend_flag() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("cli")
        .arg(Arg::new("e").long("e").global(true))
        .subcommand(Command::new("run").arg(Arg::new("p").long("p").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .arg("e", ArgSpec::new().extend())
        .subcommand("run", CommandSpec::new().arg("p", ArgSpec::new().preset("e", "b")));
    let mut cli = ArgKindCommand::new(cmd, spec);
    let list = |m: &clap::ArgMatches| -> Vec<String> { m.get_many::<String>("e").unwrap().cloned().collect() };
    for (argv, want) in [
        (&["cli", "--e=a", "run", "--p", "--e", "c"][..], &["b", "c"][..]),
        (&["cli", "run", "--e", "a", "--p"], &["b"]),
        (&["cli", "run", "--p", "--e", "c", "d"], &["b", "c", "d"]),
    ] {
        let m = cli
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let run = m.subcommand_matches("run").expect("run");
        assert_eq!(list(run), want, "{argv:?}");
    }
}

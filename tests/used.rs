//! S6 *used*: whether the user set a flag (command line or environment,
//! directly or through a negation, a redirect or a preset) or it holds its
//! default.

mod support;

use argkind::{ArgKindCommand, CommandSpec};
use clap::parser::ValueSource;
use clap::{Arg, Command};
use support::{compile, parse, twin, used};

#[test]
fn a_flag_given_with_its_default_value_is_used() {
    assert_eq!(used(&compile(&["--num-parallel-jobs", "8"])), ["num-parallel-jobs"]);
    assert!(!parse(&[]).unwrap().facts.is_used("num_parallel_jobs"));
}

#[test]
fn used_holds_exactly_the_flags_given_in_order() {
    let report = argkind::try_parse_from::<support::cli::Cli>([
        "neuronx_cc",
        "compile",
        "model.pb",
        "--target",
        "trn2",
        "--lnc",
        "1",
    ])
    .map(|p| support::cli::report(&p))
    .unwrap();
    assert_eq!(used(&report), ["target", "lnc"]);
}

#[test]
fn negations_redirects_and_presets_count() {
    assert_eq!(used(&compile(&["--no-internal-hlo-remat"])), ["internal-hlo-remat"]);
    assert_eq!(used(&compile(&["--num-neuroncores", "2"])), ["num-neuroncores", "lnc"]);
    assert_eq!(
        used(&compile(&["--enable-experimental-O1"])),
        ["enable-experimental-O1", "optlevel", "enable-internal-call-graph"]
    );
}

#[test]
fn the_environment_counts_and_the_source_is_clap_s() {
    // clap reads the variable when the argument is built.
    std::env::set_var("ARGKIND_TEST_LEVEL", "3");
    let cmd = Command::new("tool")
        .arg(
            Arg::new("level")
                .long("level")
                .env("ARGKIND_TEST_LEVEL")
                .default_value("1"),
        )
        .arg(Arg::new("mode").long("mode").default_value("fast"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["tool"]).unwrap();
    std::env::remove_var("ARGKIND_TEST_LEVEL");
    let level = m.facts().get("level").expect("the environment sets it");
    assert_eq!(level.source(), ValueSource::EnvVariable);
    assert!(!m.facts().is_used("mode"));
}

#[test]
fn each_used_flag_names_its_command() {
    use clap::ArgAction;
    let cmd = Command::new("cli")
        .arg(Arg::new("a").long("a").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("b").long("b").action(ArgAction::SetTrue)));
    let m = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(["cli", "--a", "run", "--b"])
        .unwrap();
    let used: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
    assert_eq!(used, [("cli", "a"), ("run", "b")]);
}

#[test]
fn a_used_flag_s_argv_os_is_its_canonical_spelling() {
    use std::ffi::OsString;
    let cmd = Command::new("cli").arg(Arg::new("out").long("out"));
    let m = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(["cli", "--out", "a b"])
        .unwrap();
    assert_eq!(m.facts().get("out").unwrap().argv_os(), [OsString::from("--out=a b")]);
}

#[test]
fn a_global_typed_in_a_subcommand_is_its_declaring_command_s_whatever_the_order() {
    // clap keeps the global among the root's defaults, where they are
    // declared: before or after an argument with a default.
    use clap::ArgAction;
    let level = || Arg::new("level").long("level").default_value("1");
    let v = || Arg::new("v").long("v").action(ArgAction::SetTrue).global(true);
    for cmd in [
        Command::new("cli").arg(level()).arg(v()),
        Command::new("cli").arg(v()).arg(level()),
    ] {
        let cmd = cmd.subcommand(Command::new("run"));
        let m = ArgKindCommand::new(cmd, CommandSpec::new())
            .try_get_matches_from(["cli", "run", "--v"])
            .unwrap();
        let used: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
        assert_eq!(used, [("cli", "v")]);
    }
}

/// A global a subcommand declares, typed below it, is that subcommand's,
/// not the root's.
#[test]
fn a_global_a_subcommand_declares_is_that_subcommand_s() {
    use clap::ArgAction;
    let cmd = Command::new("cli")
        .arg(Arg::new("v").long("v").action(ArgAction::SetTrue).global(true))
        .subcommand(
            Command::new("mid")
                .arg(Arg::new("deep").long("deep").action(ArgAction::SetTrue).global(true))
                .subcommand(Command::new("leaf")),
        );
    let m = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(["cli", "mid", "leaf", "--deep", "--v"])
        .unwrap();
    let used: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
    assert_eq!(used, [("mid", "deep"), ("cli", "v")]);
}

#[test]
fn a_subcommand_s_flag_of_an_enclosing_flag_s_id_is_used_too() {
    // Not global: two flags of one id, each with its own job. The
    // subcommand's used to be left out when the root's was used.
    use argkind::ArgSpec;
    use clap::ArgAction;
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let cmd = Command::new("t")
        .arg(Arg::new("level").long("level"))
        .arg(flag("fast"))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("level").long("level"))
                .arg(flag("fast")),
        );
    let spec = CommandSpec::new()
        .arg("level", ArgSpec::new().job("front"))
        .arg("fast", ArgSpec::new().noable().job("front"))
        .subcommand(
            "run",
            CommandSpec::new()
                .arg("level", ArgSpec::new().job("back"))
                .arg("fast", ArgSpec::new().noable().job("back")),
        );
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["t", "--level", "1", "--fast", "run", "--level", "2", "--no-fast"])
        .unwrap();
    let records: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
    assert_eq!(
        records,
        [("t", "level"), ("t", "fast"), ("run", "level"), ("run", "fast")]
    );
    assert_eq!(m.facts().replay("back"), ["--level=2", "--no-fast"]);
    assert_eq!(m.facts().replay("front"), ["--level=1", "--fast"]);
}

#[test]
fn a_command_s_used_flags_come_before_its_subcommand_s() {
    // clap's indices restart in each subcommand: `--c` (index 1 in `run`)
    // used to come between `--a` and `--b`.
    let cmd = Command::new("t")
        .arg(Arg::new("a").long("a"))
        .arg(Arg::new("b").long("b"))
        .subcommand(Command::new("run").arg(Arg::new("c").long("c")));
    let m = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(["t", "--a", "x", "--b", "y", "run", "--c", "z"])
        .unwrap();
    assert_eq!(m.facts().replay_all(), ["--a=x", "--b=y", "--c=z"]);
}

#[test]
fn a_bare_option_typed_last_is_used_last() {
    // clap gives an option given no value (`num_args(0..=1)`, no default
    // missing value) no index: it is not taken for given first.
    let cmd = Command::new("t")
        .arg(Arg::new("a").long("a"))
        .arg(Arg::new("c").long("c"))
        .arg(Arg::new("o").long("o").num_args(0..=1));
    let argv = ["t", "--a", "x", "--c", "y", "--o"];
    let m = ArgKindCommand::new(cmd.clone(), CommandSpec::new())
        .try_get_matches_from(argv)
        .unwrap();
    let plain = cmd.try_get_matches_from(argv).unwrap();
    assert_eq!(plain.index_of("o"), None);
    let ids: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
    let clap_order: Vec<&str> = plain.ids().map(|id| id.as_str()).collect();
    assert_eq!(ids, clap_order);
}

/// An option given with no value has no index in clap's matches, but its
/// place among what the command line set: it is used where it was typed,
/// not last (the mutation run of stop 29 found `t --a x --o --c y` used as
/// `a, c, o`). Plain clap's matches, which hold the arguments the command
/// line set in the order of their last occurrence, are the oracle; the
/// replay follows the same order.
#[test]
fn an_option_given_no_value_is_used_where_it_was_typed() {
    use clap::parser::ValueSource;
    let cmd = clap::Command::new("t")
        .arg(clap::Arg::new("a").long("a"))
        .arg(clap::Arg::new("o").long("o").num_args(0..=1))
        .arg(clap::Arg::new("q").long("q").num_args(0..=1))
        .arg(clap::Arg::new("c").long("c"))
        .arg(clap::Arg::new("f").long("f").action(clap::ArgAction::SetTrue));
    let spec = argkind::CommandSpec::new()
        .arg("a", argkind::ArgSpec::new().job("j"))
        .arg("o", argkind::ArgSpec::new().job("j"))
        .arg("q", argkind::ArgSpec::new().job("j"))
        .arg("c", argkind::ArgSpec::new().job("j"))
        .arg("f", argkind::ArgSpec::new().job("j"));
    for argv in [
        &["t", "--a", "x", "--o", "--c", "y"][..],
        &["t", "--o", "--a", "x"],
        &["t", "--a", "x", "--o"],
        &["t", "--o", "--q", "--f"],
        &["t", "--f", "--o", "--q"],
        &["t", "--o", "v", "--f", "--o"],
        &["t", "--o", "--f", "--o", "v"],
    ] {
        let plain = twin::plain(cmd.clone(), argv);
        let typed: Vec<&str> = plain
            .ids()
            .map(clap::Id::as_str)
            .filter(|id| plain.value_source(id) == Some(ValueSource::CommandLine))
            .collect();
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        assert_eq!(used, typed, "{argv:?}");
        let replayed: Vec<String> = m.facts().used().iter().flat_map(|u| u.argv()).collect();
        assert_eq!(m.facts().replay("j"), replayed, "{argv:?}");
    }
}

/// `--g` is the last flag typed in the root, followed there by the default
/// of `--level`, declared before it: clap's matches say the root typed it
/// (a copy from `run` would take the place of its own default, after
/// `level`'s). `run` holds its copy in its default's place with the root's
/// index, above that of `--r`: as `run` would hold a `--g` it typed after
/// `--r` (`... run --r y --g w`), and plain clap's matches of the two
/// command lines are the same but for the value. argkind's are not: the
/// sentinel it adds to `run` (`argkind-own`, with a default clap gives
/// where `run`'s own reading set a global of the root's) comes after what
/// that reading set and before clap's copies of the root's globals, so
/// `--g` is placed where it was typed last in each, and its warning with
/// it.
#[test]
fn a_global_typed_last_in_a_command_with_a_default_is_placed_as_its_warning() {
    let cmd = Command::new("t")
        .arg(Arg::new("pad").long("pad"))
        .arg(Arg::new("level").long("level").default_value("1"))
        .arg(Arg::new("g").long("g").default_value("d").global(true))
        .subcommand(Command::new("run").arg(Arg::new("r").long("r")));
    let once = ["t", "--pad", "x", "--g", "v", "run", "--r", "y"];
    let twice = ["t", "--pad", "x", "--g", "v", "run", "--r", "y", "--g", "w"];
    // Plain clap: the same arguments, sources and indices in both commands.
    let held = |argv: &[&str]| -> Vec<(String, Option<ValueSource>, Vec<usize>)> {
        let root = twin::plain(cmd.clone(), argv);
        let run = root.subcommand_matches("run").unwrap().clone();
        [&root, &run]
            .into_iter()
            .flat_map(|m| {
                m.ids().map(|id| {
                    let id = id.as_str();
                    let indices = m.indices_of(id).map(Iterator::collect).unwrap_or_default();
                    (id.to_owned(), m.value_source(id), indices)
                })
            })
            .collect()
    };
    assert_eq!(held(&once), held(&twice));
    let spec = CommandSpec::new()
        .arg("g", argkind::ArgSpec::new().deprecated())
        .subcommand("run", CommandSpec::new().arg("r", argkind::ArgSpec::new().deprecated()));
    for (argv, order) in [(&once[..], ["pad", "g", "r"]), (&twice, ["pad", "r", "g"])] {
        for mut built in [
            ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
            ArgKindCommand::new(cmd.clone(), spec.clone()),
        ] {
            let m = built.try_get_matches_from(argv).unwrap();
            let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
            assert_eq!(used, order, "{argv:?}");
            let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            let deprecated: Vec<&str> = order.into_iter().filter(|id| *id != "pad").collect();
            assert_eq!(warned, deprecated, "{argv:?}");
        }
    }
}

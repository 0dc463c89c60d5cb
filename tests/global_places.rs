//! The rules that place a global flag typed in two commands
//! (`Facts::used`, so `Facts::replay_all`, and the deprecation warnings),
//! on command lines two probes found misplaced in stop 37. clap copies a
//! global into every command of the path, with the value and the indices
//! of the deepest command that typed it, in the place of the command's own
//! entry or default, or after everything: which command typed it last was
//! worked out from the order of clap's matches and their indices, which
//! restart in each command, and these command lines fooled that reading.
//! Now a sentinel argkind adds to every subcommand (`argkind-own`, with a
//! default clap gives where the subcommand's own reading set a global of
//! an enclosing command) parts what that reading set, before it, from
//! clap's copies, after it (and its absence says there are only
//! copies). The property of `tests/used_order.rs` draws no command this
//! large.
//!
//! Each test names the order the user typed the flags in, by each flag's
//! last occurrence.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::twin;

/// A compiler driver with globals (a list, a pair, an option, a deprecated
/// option redirected to it), presets of them in the root and in `build`,
/// and a deprecated pair in `build` redirected to the global pair.
fn driver() -> ArgKindCommand {
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("cc")
        .arg(global("pass").action(ArgAction::Append))
        .arg(Arg::new("define").long("define").short('D').action(ArgAction::Append))
        .arg(Arg::new("o3").long("O3").action(ArgAction::SetTrue))
        .arg(global("fast").action(ArgAction::SetTrue))
        .arg(global("level").short('O'))
        .arg(global("opt-level"))
        .arg(Arg::new("skip").long("skip").action(ArgAction::Append))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("old-fast").long("old-fast").action(ArgAction::SetTrue))
                .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new()
        .arg(
            "o3",
            ArgSpec::new()
                .preset("pass", "inline")
                .preset("define", "NDEBUG")
                .preset("level", "3"),
        )
        .arg("fast", ArgSpec::new().noable())
        .arg("opt-level", ArgSpec::new().deprecated_for("level"))
        .arg("skip", ArgSpec::new().extend())
        .subcommand(
            "build",
            CommandSpec::new()
                .arg("old-fast", ArgSpec::new().noable().deprecated_for("fast"))
                .arg("quick", ArgSpec::new().preset("--level", "1")),
        );
    ArgKindCommand::new(cmd, spec)
}

/// The ids `Facts::used` lists for `argv`, in its order.
fn used(argv: &[&str]) -> Vec<String> {
    let m = driver().try_get_matches_from(argv).expect("parses");
    m.facts().used().iter().map(|u| u.id().to_owned()).collect()
}

/// `--fast`, typed last in `build`, after the redirect of `--no-old-fast`
/// (to `--no-fast`), was listed first, where the root typed `--no-fast`:
/// `replay_all` gave `--fast --define=X --no-old-fast`, which re-parsed
/// to `fast` false (without `-D X` it was listed last). `build` typed it
/// surely: its own deprecated pair, given negated, redirected there; the
/// rule that reads a command's own presets and redirects missed a pair
/// given by its negation.
#[test]
fn a_global_pair_typed_last_in_a_subcommand_is_listed_there() {
    assert_eq!(
        used(&["cc", "--no-fast", "-D", "X", "build", "--no-old-fast", "--fast"]),
        ["define", "old-fast", "fast"]
    );
}

/// `--pass=b`, typed last in `build` (after `--quick`), was listed right
/// after `--O3`, whose preset set it in the root: `replay_all` gave
/// `--O3 --pass=b --quick ...`, which re-parsed (with `build` after the
/// root's flags) to `[inline, b]`, not `[b]`. `build` holds it before a
/// default, where no copy of the root's can be; the rule that says so gave
/// up wherever argkind had inserted tokens in that command (here
/// `--quick`'s preset), which only matters for a pair, whose negation
/// argkind may give again in a subcommand.
#[test]
fn a_global_list_typed_last_in_a_subcommand_is_listed_there() {
    assert_eq!(
        used(&["cc", "--O3", "-O6", "build", "--quick", "--pass=b"]),
        ["o3", "define", "quick", "level", "pass"]
    );
}

/// The deprecated global `--opt-level`, typed last in `build` after
/// `--old-fast`, was warned of first (dropping `s3` or `--fast` from the
/// root's part put it last): the root's and `build`'s own readings give it
/// the same indices, so they say nothing, and the rule that reads the
/// defaults after it gave up at `build`'s marker (`--old-fast`'s
/// redirect), as above.
#[test]
fn a_deprecated_global_typed_last_in_a_subcommand_is_warned_of_there() {
    let argv = [
        "cc",
        "--skip",
        "s2",
        "s3",
        "--fast",
        "--opt-level",
        "5",
        "--level",
        "2",
        "build",
        "--old-fast",
        "--opt-level",
        "5",
    ];
    let m = driver().try_get_matches_from(argv).expect("parses");
    let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(warned, ["old-fast", "opt-level"]);
}

/// A global pair typed in the root before `-D X`, and again in `build`:
/// `build` holds it before its defaults (its own flags it left alone),
/// where no copy of the root's can be, so it was typed there, last. The
/// root holds `build`'s value, with `build`'s index (1), in the place of
/// its own, before `-D X` (3): by the indices alone it could be the
/// root's.
#[test]
fn a_global_pair_typed_again_in_a_subcommand_with_defaults_is_listed_there() {
    assert_eq!(
        used(&["cc", "--fast", "-D", "X", "build", "--fast"]),
        ["define", "fast"]
    );
    assert_eq!(
        used(&["cc", "--no-fast", "-D", "X", "build", "--fast"]),
        ["define", "fast"]
    );
}

/// The command of a second probe (helper 68, stop 37): globals typed in
/// the root and again in `run`, which has no flag of its own (so no
/// default follows what clap copies there).
fn bare_run() -> ArgKindCommand {
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("cc")
        .arg(global("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("old-fast").long("old-fast").action(ArgAction::SetTrue))
        .arg(Arg::new("define").long("define").action(ArgAction::Append))
        .arg(Arg::new("old-define").long("old-define").action(ArgAction::Append))
        .arg(
            Arg::new("lto")
                .long("enable-lto")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(global("level"))
        .arg(global("opt-level"))
        .arg(Arg::new("safe").long("safe").action(ArgAction::SetTrue))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("old-fast", ArgSpec::new().noable().deprecated_for("fast"))
        .arg("old-define", ArgSpec::new().deprecated_for("define"))
        .arg("lto", ArgSpec::new().enable_disable())
        .arg("opt-level", ArgSpec::new().deprecated_for("level"))
        .arg("safe", ArgSpec::new().preset("--enable-lto", "false"));
    ArgKindCommand::new(cmd, spec)
}

/// The ids `Facts::used` lists for `argv` read by [`bare_run`].
fn used_in_bare_run(argv: &[&str]) -> Vec<String> {
    let m = bare_run().try_get_matches_from(argv).expect("parses");
    m.facts().used().iter().map(|u| u.id().to_owned()).collect()
}

/// `run` holds `--fast`, which it typed last, and the root's `--no-fast`
/// (clap's copy, appended where `run` had no default to put it after):
/// nothing in `run`'s matches said which was its own, and `fast` was
/// listed in the root, before `--define` (`replay_all` of the first line
/// re-parsed to `fast` false, after the redirect of `--no-old-fast`). The
/// sentinel argkind adds to every subcommand (`argkind-own`, a default
/// where the subcommand's own reading set a global) comes after that
/// reading and before clap's copies.
#[test]
fn a_global_pair_typed_again_in_a_subcommand_without_defaults_is_listed_there() {
    assert_eq!(
        used_in_bare_run(&["cc", "--no-fast", "--no-old-fast", "run", "--fast"]),
        ["old-fast", "fast"]
    );
    assert_eq!(
        used_in_bare_run(&["cc", "--no-fast", "--define=y", "run", "--fast"]),
        ["define", "fast"]
    );
}

/// Every flag typed in the root, before `run`: `--fast` (typed second)
/// was listed after `--old-define`, typed last (`run` held its copy among
/// what it might have typed).
#[test]
fn flags_typed_in_the_root_before_a_subcommand_keep_their_order() {
    assert_eq!(
        used_in_bare_run(&["cc", "--old-define=1", "--fast", "--old-define=3", "run"]),
        ["fast", "old-define", "define"]
    );
}

/// `--opt-level` (the root's, redirected to the global `--level`) was
/// listed after `run`'s `--level=3`, so `replay_all` re-parsed `level` to
/// 1, not 3.
#[test]
fn a_deprecated_global_typed_in_the_root_is_listed_before_a_subcommand_s_flags() {
    assert_eq!(
        used_in_bare_run(&[
            "cc",
            "--safe",
            "--opt-level=1",
            "run",
            "--enable-lto",
            "--fast",
            "--level=3"
        ]),
        ["safe", "opt-level", "lto", "fast", "level"]
    );
}

/// The sentinel (`argkind-own`) is in a subcommand's matches only where
/// that subcommand typed a global of an enclosing command: its matches
/// then hold the global too, so `args_present` is plain clap's, and
/// `ids()` lists the sentinel after plain clap's. `run` has no argument
/// of its own and the globals have no defaults: plain clap's `run` holds
/// nothing where the command line gives it nothing.
#[test]
fn a_subcommand_holds_the_sentinel_only_beside_a_global_it_typed() {
    let cli = || {
        Command::new("cc")
            .arg(Arg::new("level").long("level").global(true))
            .arg(Arg::new("old-level").long("old-level"))
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("old-level", ArgSpec::new().deprecated_for("level"));
    let run_ids = |m: &clap::ArgMatches| -> (bool, Vec<String>) {
        let (_, run) = m.subcommand().expect("run");
        (run.args_present(), run.ids().map(|id| id.to_string()).collect())
    };
    for (argv, sentinel) in [
        (&["cc", "run"][..], false),
        (&["cc", "--level", "2", "run"], false),
        (&["cc", "--old-level", "2", "run"], false),
        (&["cc", "run", "--level", "3"], true),
        (&["cc", "--level", "2", "run", "--level", "3"], true),
    ] {
        // The redirect gives `level` the value, as typing it would.
        let twin: Vec<&str> = argv
            .iter()
            .map(|t| if *t == "--old-level" { "--level" } else { t })
            .collect();
        let (present, mut plain) = run_ids(&cli().try_get_matches_from(twin).unwrap());
        if sentinel {
            plain.push("argkind-own".to_owned());
        }
        for mut built in [
            ArgKindCommand::__new_whole(cli(), spec()),
            ArgKindCommand::new(cli(), spec()),
            ArgKindCommand::lazy(cli, spec()),
        ] {
            let m = built.try_get_matches_from(argv).unwrap();
            assert_eq!(run_ids(&m), (present, plain.clone()), "{argv:?}");
        }
    }
}

/// The same with a global whose variable has a value, which every
/// subcommand's own reading holds: it sets off no sentinel (`run` holds the
/// variable's value as plain clap's `run` does, and nothing more), and a
/// global `run` typed does, after the variable's value.
#[test]
fn a_global_s_variable_sets_off_no_sentinel() {
    const COLOR: &str = "ARGKIND_TEST_PLACES_COLOR_5";
    std::env::set_var(COLOR, "auto");
    let cmd = Command::new("cc")
        .arg(Arg::new("level").long("level").global(true))
        .arg(Arg::new("color").long("color").global(true).env(COLOR))
        .arg(Arg::new("old-level").long("old-level"))
        .subcommand(Command::new("run"));
    std::env::remove_var(COLOR);
    let spec = CommandSpec::new().arg("old-level", ArgSpec::new().deprecated_for("level"));
    for (argv, ids) in [
        (&["cc", "run"][..], &["color"][..]),
        (&["cc", "--color", "never", "run"], &["color"]),
        (&["cc", "run", "--level", "3"], &["level", "color", "argkind-own"]),
    ] {
        for m in twin::both_ways(|| cmd.clone(), || spec.clone(), argv) {
            let (_, run) = m.subcommand().expect("run");
            let held: Vec<String> = run.ids().map(|id| id.to_string()).collect();
            assert_eq!(held, ids, "{argv:?}");
        }
    }
}

/// A list that a subcommand declares global, typed there and then given
/// again by the redirect of a deprecated flag of that subcommand, with a
/// subcommand below it: `--include` goes at its last setting, the
/// redirect, after `--verbose`. The sentinel of `build` says nothing of
/// `build`'s own globals (it tells a copy of an enclosing command's value
/// from `build`'s own); `obj`'s says that `obj` typed none, so `build` did.
#[test]
fn a_subcommand_s_own_global_list_goes_at_its_last_setting() {
    let cmd = Command::new("cc")
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
                .arg(Arg::new("old-include").long("old-include").action(ArgAction::Append))
                .arg(
                    Arg::new("include")
                        .long("include")
                        .action(ArgAction::Append)
                        .global(true),
                )
                .subcommand(Command::new("obj")),
        );
    let spec = CommandSpec::new().subcommand(
        "build",
        CommandSpec::new().arg("old-include", ArgSpec::new().deprecated_for("include")),
    );
    let argv = ["cc", "build", "--include=a", "--verbose", "--old-include=b", "obj"];
    for m in twin::both_ways(|| cmd.clone(), || spec.clone(), &argv) {
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        assert_eq!(used, ["verbose", "old-include", "include"]);
    }
}

/// Two globals typed in the root only, read lightly (`new`: the command
/// line names nothing argkind adds): the light command has no marker, and
/// its subcommand's copies of the globals were taken for its own, so that
/// `run`'s sentinel was not read and `--jobs` was listed after `--target`.
#[test]
fn globals_typed_in_the_root_keep_their_order_in_a_light_reading() {
    let cmd = Command::new("cc")
        .arg(Arg::new("jobs").long("jobs").global(true))
        .arg(Arg::new("target").long("target").global(true))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").subcommand(Command::new("test")));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    for m in twin::both_ways(
        || cmd.clone(),
        || spec.clone(),
        &["cc", "--jobs=4", "--target=x86", "run"],
    ) {
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        assert_eq!(used, ["jobs", "target"]);
    }
}

/// A driver whose globals `--color` and `--jobs` have variables (set for
/// the tests below, each its own names), beside a global `--level` with
/// none, a flag `--fast` of the root's and a flag `--verbose` of `run`'s.
/// Where a variable has a value, `run`'s own reading holds it, and clap
/// puts the root's value in its place: the sentinel does not say whether
/// `run` typed such a global (see `Facts::used`), the rules that read the
/// indices and the arguments around it do.
fn with_variables(color: &str, jobs: &str) -> Command {
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    Command::new("cc")
        .arg(global("color").env(color.to_owned()))
        .arg(global("jobs").env(jobs.to_owned()))
        .arg(global("level"))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue)))
}

/// `used` for `argv` read by both builds of `cmd`, declared by a
/// deprecated flag of no use here (argkind prepares the command).
fn used_with(cmd: &Command, argv: &[&str]) -> Vec<Vec<String>> {
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    twin::both_ways(|| cmd.clone(), || spec.clone(), argv)
        .into_iter()
        .map(|m| {
            m.facts()
                .used()
                .iter()
                .filter(|u| u.source() == clap::parser::ValueSource::CommandLine)
                .map(|u| u.id().to_owned())
                .collect()
        })
        .collect()
}

/// `--jobs`, typed in the root only, with `--color`'s and its own
/// variables set: `run` holds `--color`'s value from its variable, and
/// its copy of `--jobs` in the place of its own variable's value.
#[test]
fn a_global_with_a_variable_typed_in_the_root_only_is_placed_there() {
    let (color, jobs) = ("ARGKIND_TEST_PLACES_COLOR_1", "ARGKIND_TEST_PLACES_JOBS_1");
    std::env::set_var(color, "auto");
    std::env::set_var(jobs, "8");
    let cmd = with_variables(color, jobs);
    std::env::remove_var(color);
    std::env::remove_var(jobs);
    for used in used_with(&cmd, &["cc", "--fast", "--jobs", "4", "run", "--verbose"]) {
        assert_eq!(used, ["fast", "jobs", "verbose"]);
    }
}

/// `--jobs`, typed in the root and again in `run`, before `run`'s own
/// `--verbose`: `run` typed it, last.
#[test]
fn a_global_with_a_variable_typed_again_in_a_subcommand_is_placed_there() {
    let (color, jobs) = ("ARGKIND_TEST_PLACES_COLOR_2", "ARGKIND_TEST_PLACES_JOBS_2");
    std::env::set_var(color, "auto");
    std::env::set_var(jobs, "8");
    let cmd = with_variables(color, jobs);
    std::env::remove_var(color);
    std::env::remove_var(jobs);
    for used in used_with(
        &cmd,
        &["cc", "--jobs", "4", "--fast", "run", "--jobs", "5", "--verbose"],
    ) {
        assert_eq!(used, ["fast", "jobs", "verbose"]);
    }
}

/// `--jobs` (its variable unset), typed in the root only, and `--level`,
/// typed in `run`: `run` holds the sentinel after `--level` and its copy
/// of `--jobs` after the sentinel.
#[test]
fn a_global_with_an_unset_variable_typed_in_the_root_only_is_placed_there() {
    let cmd = with_variables("ARGKIND_TEST_PLACES_COLOR_3", "ARGKIND_TEST_PLACES_JOBS_3");
    for used in used_with(&cmd, &["cc", "--jobs", "4", "--fast", "run", "--level", "2"]) {
        assert_eq!(used, ["jobs", "fast", "level"]);
    }
}

/// A global with a variable set (found by the property of
/// `tests/used_order.rs`, and placed since by a reading of the command
/// line without the variables, whose sentinels tell what each command
/// typed). `--sysroot` and `--include` (globals
/// with variables), typed in the root only, then flags of `build`, and, in
/// `obj`, the global `--werror` again. `build` holds its copies of the two
/// globals in the place of its own variables' values, right after what it
/// typed, where its own values would be had it typed them last: they are
/// listed after `build`'s flags. (`obj` holds its own
/// `--color-diagnostics`'s variable's value before them, which says that
/// `obj` did not type them, as clap holds what a command typed before any
/// value of a variable; `build` holds no such value before them.)
#[test]
fn a_global_list_with_a_variable_typed_in_the_root_only_goes_before_a_subcommand_s_flags() {
    let (sysroot, include, color) = (
        "ARGKIND_TEST_PLACES_SYSROOT_4",
        "ARGKIND_TEST_PLACES_INCLUDE_4",
        "ARGKIND_TEST_PLACES_COLOR_4",
    );
    std::env::set_var(sysroot, "/");
    std::env::set_var(include, "/usr/include");
    std::env::set_var(color, "false");
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("cc")
        .arg(global("sysroot").env(sysroot))
        .arg(global("werror").action(ArgAction::SetTrue))
        .arg(
            global("include")
                .action(ArgAction::Append)
                .env(include)
                .default_value("."),
        )
        .subcommand(
            Command::new("build")
                .arg(Arg::new("old-opt").long("old-opt").default_value("1"))
                .arg(Arg::new("lto").long("lto").num_args(0..=1).default_value("thin"))
                .arg(Arg::new("defs").long("defs").action(ArgAction::Append))
                .subcommand(
                    Command::new("obj")
                        .arg(
                            Arg::new("old-include")
                                .long("old-include")
                                .action(ArgAction::Append)
                                .default_value("."),
                        )
                        .arg(
                            Arg::new("color-diagnostics")
                                .long("color-diagnostics")
                                .action(ArgAction::SetTrue)
                                .env(color),
                        ),
                ),
        );
    std::env::remove_var(sysroot);
    std::env::remove_var(include);
    std::env::remove_var(color);
    let spec = CommandSpec::new()
        .arg("werror", ArgSpec::new().deprecated())
        .subcommand(
            "build",
            CommandSpec::new()
                .arg("old-opt", ArgSpec::new().deprecated())
                .arg("defs", ArgSpec::new().deprecated())
                .subcommand(
                    "obj",
                    CommandSpec::new().arg("old-include", ArgSpec::new().deprecated_for("include")),
                ),
        );
    let argv = [
        "cc",
        "--werror",
        "--werror",
        "--sysroot=/opt",
        "--include",
        "a",
        "build",
        "--old-opt=2",
        "--defs",
        "X",
        "obj",
        "--werror",
    ];
    for m in twin::both_ways(|| cmd.clone(), || spec.clone(), &argv) {
        let used: Vec<&str> = m
            .facts()
            .used()
            .iter()
            .filter(|u| u.source() == clap::parser::ValueSource::CommandLine)
            .map(|u| u.id())
            .collect();
        assert_eq!(used, ["sysroot", "include", "old-opt", "defs", "werror"]);
    }
}

/// Found by a probe of stop 38: `--no-warn`, typed in the root after the
/// deprecated `--old-warn` (redirected to `--warn`), is given again by
/// argkind in `clean`, where `warn`'s default would turn it on again, and
/// clap copies that index into the root in place of the one typed there:
/// `warn` was listed before `old-warn`, and `replay_all` gave `--no-warn
/// --old-warn`, which re-parsed to `warn` true, where the command line gave
/// false. The facts now place such a negation by the index clap's reading
/// gave it before argkind gave it again.
#[test]
fn a_negated_pair_on_by_default_typed_after_its_deprecated_twin_replays_last() {
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("cc")
        .arg(global("jobs"))
        .arg(global("warn").action(ArgAction::SetTrue).default_value("true"))
        .arg(global("old-warn").action(ArgAction::SetTrue))
        .subcommand(Command::new("clean"));
    let spec = CommandSpec::new()
        .arg("warn", ArgSpec::new().noable())
        .arg("old-warn", ArgSpec::new().noable().deprecated_for("warn"));
    let argv = ["cc", "--jobs=v1", "--jobs=v2", "--old-warn", "--no-warn", "clean"];
    let m = ArgKindCommand::new(cmd.clone(), spec.clone())
        .try_get_matches_from(argv)
        .unwrap();
    assert!(!m.get_flag("warn"));
    let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
    assert_eq!(used, ["jobs", "old-warn", "warn"]);
    let mut replayed = vec!["cc".to_owned()];
    replayed.extend(m.facts().replay_all());
    replayed.push("clean".to_owned());
    let again = ArgKindCommand::new(cmd, spec).try_get_matches_from(&replayed).unwrap();
    assert!(!again.get_flag("warn"), "{replayed:?}");
}

/// A `git`-like tool: root globals, one of them a pair with a variable
/// (unset), a deprecated root flag redirected to a global, and two levels
/// of subcommands.
fn forge() -> ArgKindCommand {
    std::env::remove_var("ARGKIND_T_FORGE_PAGER");
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("forge")
        .arg(global("verbose").short('v').action(ArgAction::Count))
        .arg(
            global("quiet")
                .short('q')
                .action(ArgAction::SetTrue)
                .conflicts_with("verbose"),
        )
        .arg(global("color").default_value("auto"))
        .arg(global("progress").action(ArgAction::SetTrue))
        .arg(
            Arg::new("enable_pager")
                .long("enable-pager")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_T_FORGE_PAGER")
                .global(true),
        )
        .arg(Arg::new("colour").long("colour").hide(true))
        .subcommand(Command::new("remote").subcommand(Command::new("remove")));
    let spec = CommandSpec::new()
        .arg("progress", ArgSpec::new().noable())
        .arg("enable_pager", ArgSpec::new().enable_disable())
        .arg("colour", ArgSpec::new().deprecated_for("color"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_global_with_a_variable_typed_above_leaves_the_others_where_they_were_typed() {
    // clap's copy of `--enable-pager` in `remove` looks like `remove`'s own
    // (its variable is no condition of the sentinel): the globals before it
    // there, copies too, were taken for typed in `remove`, and the replay
    // put `-q` after `-v`, a conflict.
    let argv = [
        "forge",
        "--enable-pager",
        "-q",
        "--colour",
        "auto",
        "remote",
        "--progress",
        "-v",
        "remove",
    ];
    let m = forge().try_get_matches_from(argv).unwrap();
    let depths: Vec<(String, usize)> = m
        .facts()
        .used()
        .iter()
        .map(|u| (u.id().to_owned(), u.depth()))
        .collect();
    let at = |id: &str| depths.iter().find(|(i, _)| i == id).map(|(_, d)| *d);
    assert_eq!(
        [
            at("enable_pager"),
            at("quiet"),
            at("color"),
            at("progress"),
            at("verbose")
        ],
        [Some(0), Some(0), Some(0), Some(1), Some(1)],
        "{depths:?}"
    );
    // Replayed by depth, it parses to the same values.
    let facts = m.facts();
    let mut replay = vec!["forge".to_owned()];
    for depth in 0..=facts.path().len() {
        if depth > 0 {
            replay.push(facts.path()[depth - 1].clone());
        }
        replay.extend(
            facts
                .used()
                .iter()
                .filter(|u| u.depth() == depth)
                .flat_map(|u| u.argv()),
        );
    }
    let again = forge()
        .try_get_matches_from(&replay)
        .unwrap_or_else(|e| panic!("{replay:?}: {e}"));
    let remove = |m: &clap::ArgMatches| {
        let remove = m
            .subcommand_matches("remote")
            .unwrap()
            .subcommand_matches("remove")
            .unwrap();
        (
            remove.get_count("verbose"),
            remove.get_flag("quiet"),
            remove.get_flag("progress"),
        )
    };
    assert_eq!(remove(&m), remove(&again));
}

/// Flags listed as `(id, depth)` in `used`'s order, for `forge ARGV...`.
fn forge_used(argv: &[&str]) -> Vec<(String, usize)> {
    let m = forge().try_get_matches_from(argv).unwrap();
    m.facts()
        .used()
        .iter()
        .map(|u| (u.id().to_owned(), u.depth()))
        .collect()
}

#[test]
fn a_global_with_a_variable_typed_before_the_root_s_own_is_listed_before_it() {
    // The root's matches say nothing of `--enable-pager` (clap's copies look
    // alike): `--color`, which no command below typed, follows it there.
    for (argv, listed) in [
        (
            &["forge", "--enable-pager", "--color", "never", "remote", "remove"][..],
            [("enable_pager", 0), ("color", 0)],
        ),
        (
            &["forge", "--color", "never", "--enable-pager", "remote", "remove"][..],
            [("color", 0), ("enable_pager", 0)],
        ),
        (
            &["forge", "remote", "--enable-pager", "--color", "never", "remove"][..],
            [("enable_pager", 1), ("color", 1)],
        ),
    ] {
        let used = forge_used(argv);
        let listed: Vec<(String, usize)> = listed.iter().map(|(id, d)| ((*id).to_owned(), *d)).collect();
        assert_eq!(used, listed, "{argv:?}");
    }
}

/// A global positional, on a command reused after an error (which shows
/// the command clap built): a subcommand's copy of it keeps the index
/// clap numbers it by among the subcommand's positionals (it took the
/// root's, and clap's check of the subcommand panicked). Values are those
/// of plain clap reusing its command the same way.
#[test]
fn a_global_positional_keeps_its_index_in_a_subcommand_after_an_error() {
    type Cli = fn() -> Command;
    let clis: [Cli; 2] = [
        || {
            Command::new("prog")
                .arg(Arg::new("files"))
                .arg(Arg::new("cmd").global(true))
                .subcommand(Command::new("sub"))
        },
        || {
            Command::new("prog")
                .arg(Arg::new("g").global(true))
                .subcommand(Command::new("sub").arg(Arg::new("own")))
        },
    ];
    for (at, cli) in clis.into_iter().enumerate() {
        let mut plain = cli();
        let mut ours = ArgKindCommand::new(cli(), CommandSpec::new());
        for argv in [
            &["prog", "-o"][..],
            &["prog", "x", "y", "z"],
            &["prog", "sub", "a"],
            &["prog", "sub"],
        ] {
            let expected = plain.try_get_matches_from_mut(argv);
            let got = ours.try_get_matches_from(argv);
            match (expected, got) {
                (Ok(expected), Ok(got)) => {
                    // argkind's own ids left out (README: `argkind-own`).
                    let sub = |m: &clap::ArgMatches| {
                        m.subcommand().map(|(name, sub)| {
                            let ids = sub.ids().map(|i| i.to_string()).filter(|i| !i.starts_with("argkind-"));
                            let values: Vec<(String, Option<String>)> = ids
                                .map(|id| (id.clone(), sub.get_one::<String>(&id).cloned()))
                                .collect();
                            (name.to_owned(), values)
                        })
                    };
                    assert_eq!(sub(&got), sub(&expected), "cli {at}, {argv:?}");
                }
                (Err(expected), Err(got)) => assert_eq!(got.kind(), expected.kind(), "cli {at}, {argv:?}"),
                (expected, got) => panic!(
                    "cli {at}, {argv:?}: plain {:?}, argkind {:?}",
                    expected.map(|_| ()),
                    got.map(|_| ())
                ),
            }
        }
    }
}

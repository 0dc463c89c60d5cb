//! S7: jobs and replay. Canonical spellings and order on the builder API, the
//! example's `jobs` object, and the round trip on the example's flags:
//! re-parsing the canonical argv of every used flag gives the same values.

#[path = "../examples/neuronx_cc/cli.rs"]
#[allow(dead_code)]
mod cli;

use std::sync::OnceLock;

use argkind::{str2bool, ArgKindCommand, ArgSpec, CommandSpec, Matches};
use clap::parser::ValueSource;
use clap::{value_parser, Arg, ArgAction, Command};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{json, Value};

/// A driver with one flag of every shape the replay spells differently.
fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("input"))
        .arg(Arg::new("verbose").short('v').action(ArgAction::Count).global(true))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("fusion")
                .long("enable-fusion")
                .action(ArgAction::SetTrue)
                .default_value("true"),
        )
        .arg(
            Arg::new("level")
                .long("level")
                .short('O')
                .value_parser(value_parser!(u8)),
        )
        .arg(Arg::new("skip").long("skip-pass"))
        .arg(
            Arg::new("verify")
                .long("verify")
                .default_value("true")
                .value_parser(str2bool()),
        )
        .arg(Arg::new("options").long("backend-options").allow_hyphen_values(true))
        .arg(Arg::new("old").long("old-level").value_parser(value_parser!(u8)))
        .arg(Arg::new("turbo").long("turbo").action(ArgAction::SetTrue))
        .arg(Arg::new("size").long("size").num_args(2))
        .arg(Arg::new("define").long("define").action(ArgAction::Append).num_args(2))
        .arg(Arg::new("list").long("list").value_delimiter(','))
        .arg(Arg::new("trace").long("trace").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs").short('j')));
    let spec = CommandSpec::new()
        .default_job("backend")
        .arg("fast", ArgSpec::new().noable())
        .arg("fusion", ArgSpec::new().enable_disable().job("frontend"))
        .arg("level", ArgSpec::new().job("frontend"))
        .arg("skip", ArgSpec::new().extend().job("tensorizer"))
        .arg("old", ArgSpec::new().deprecated_for("level").job("frontend"))
        .arg("turbo", ArgSpec::new().preset("fast", "true").preset("level", "3"))
        .arg("trace", ArgSpec::new().job("tracer"))
        .subcommand("run", CommandSpec::new().default_job("runner"));
    ArgKindCommand::new(cmd, spec)
}

fn parse(argv: &[&str]) -> Matches {
    tool()
        .try_get_matches_from(argv)
        .unwrap_or_else(|err| panic!("{argv:?}: {err}"))
}

/// Every value of `m`, as text, for comparing two parses; argkind's own
/// machinery (ids starting with `argkind-`: a pair's negation, the marker of
/// what a preset or redirect inserted) is left out.
fn values(m: &clap::ArgMatches) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = m
        .ids()
        .filter(|id| !id.as_str().starts_with("argkind-"))
        .map(|id| {
            let raw = m
                .get_raw(id.as_str())
                .map(|v| v.map(|v| v.to_string_lossy().into_owned()).collect());
            let typed = match (m.try_get_many::<bool>(id.as_str()), m.try_get_one::<u8>(id.as_str())) {
                (Ok(Some(b)), _) => Some(b.map(bool::to_string).collect()),
                (_, Ok(Some(n))) => Some(vec![n.to_string()]),
                _ => None,
            };
            (id.to_string(), typed.or(raw).unwrap_or_default())
        })
        .collect();
    if let Some((name, sub)) = m.subcommand() {
        out.extend(values(sub).into_iter().map(|(id, v)| (format!("{name}.{id}"), v)));
    }
    out.sort();
    out
}

/// Re-parses the subcommand path, `input` and the canonical argv of every
/// used flag, and checks the values are those of the first parse.
fn assert_round_trip(argv: &[&str]) {
    let first = parse(argv);
    let mut again: Vec<String> = vec!["tool".to_owned()];
    if let Some(input) = first.get_one::<String>("input") {
        again.push(input.clone());
    }
    again.extend(first.facts().path().iter().cloned());
    again.extend(first.facts().replay_all());
    let again_refs: Vec<&str> = again.iter().map(String::as_str).collect();
    let second = parse(&again_refs);
    assert_eq!(values(&first), values(&second), "{argv:?} replayed as {again:?}");
}

#[test]
fn a_job_gets_its_used_flags_in_command_line_order() {
    let m = parse(&[
        "tool",
        "--backend-options",
        "-x",
        "-O",
        "2",
        "m.pb",
        "--fast",
        "--skip-pass",
        "a",
        "--size",
        "3",
        "4",
    ]);
    assert_eq!(
        m.facts().replay("backend"),
        ["--backend-options=-x", "--fast", "--size", "3", "4"]
    );
    assert_eq!(m.facts().replay("frontend"), ["--level=2"]);
    assert_eq!(m.facts().replay("tensorizer"), ["--skip-pass=a"]);
    assert_eq!(
        m.facts().replay_all(),
        [
            "--backend-options=-x",
            "--level=2",
            "--fast",
            "--skip-pass=a",
            "--size",
            "3",
            "4"
        ]
    );
}

#[test]
fn defaults_and_unknown_jobs_replay_nothing() {
    let m = parse(&["tool", "m.pb"]);
    assert!(m.facts().used().is_empty());
    assert!(m.facts().replay_all().is_empty());
    for job in ["backend", "frontend", "tensorizer", "no-such-job"] {
        assert!(m.facts().replay(job).is_empty(), "{job}");
    }
}

#[test]
fn booleans_are_spelled_as_the_flag_or_its_negation() {
    let cases: [(&[&str], &[&str]); 7] = [
        (&["tool", "--fast"], &["--fast"]),
        (&["tool", "--no-fast"], &["--no-fast"]),
        (&["tool", "--no-fast", "--fast"], &["--fast"]),
        (&["tool", "--fast", "--no-fast"], &["--no-fast"]),
        (&["tool", "--enable-fusion"], &["--enable-fusion"]),
        (&["tool", "--disable-fusion"], &["--disable-fusion"]),
        (&["tool", "--trace"], &["--trace"]),
    ];
    for (argv, expected) in cases {
        assert_eq!(parse(argv).facts().replay_all(), expected, "{argv:?}");
        assert_round_trip(argv);
    }
}

/// A boolean option's value is spelled `true` or `false` where its value
/// parser reads those (`str2bool`: `--verify no` is `--verify=false`), and
/// as given where it may not: a parser of `on` and `off` mapped to
/// booleans rejects `false`, and `--switch off` replayed `--switch=false`
/// did not parse again.
#[test]
fn a_boolean_value_is_spelled_as_its_value_parser_reads_it() {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    let cmd = || {
        Command::new("cc")
            .arg(Arg::new("verify").long("verify").value_parser(str2bool()))
            .arg(
                Arg::new("switch")
                    .long("switch")
                    .value_parser(PossibleValuesParser::new(["on", "off"]).map(|s| s == "on")),
            )
            .arg(
                Arg::new("check")
                    .long("check")
                    .value_parser(clap::builder::BoolishValueParser::new()),
            )
    };
    let argv = ["cc", "--verify", "no", "--switch", "off", "--check", "yes"];
    let m = ArgKindCommand::new(cmd(), CommandSpec::new())
        .try_get_matches_from(argv)
        .unwrap();
    let replay = m.facts().replay_all();
    assert_eq!(replay, ["--verify=false", "--switch=off", "--check=true"]);
    let again = cmd()
        .try_get_matches_from(std::iter::once("cc".to_owned()).chain(replay))
        .unwrap();
    for id in ["verify", "switch", "check"] {
        assert_eq!(again.get_one::<bool>(id), m.get_one::<bool>(id), "{id}");
    }
}

#[test]
fn values_are_spelled_long_equals_value_once_per_value() {
    let cases: [(&[&str], &[&str]); 11] = [
        (&["tool", "-O", "1"], &["--level=1"]),
        (&["tool", "-O1"], &["--level=1"]),
        (&["tool", "--level=1", "--level", "3"], &["--level=3"]),
        (&["tool", "--verify", "NO"], &["--verify=false"]),
        (&["tool", "--verify=on"], &["--verify=true"]),
        (
            &["tool", "--backend-options", "--x --y"],
            &["--backend-options=--x --y"],
        ),
        (&["tool", "--backend-options="], &["--backend-options="]),
        (
            &["tool", "--skip-pass", "a", "--skip-pass", "b", "c"],
            &["--skip-pass=a", "--skip-pass=b", "--skip-pass=c"],
        ),
        (&["tool", "--size", "1", "2", "--size", "3", "4"], &["--size", "3", "4"]),
        (
            &["tool", "--define", "a", "1", "--define", "b", "2"],
            &["--define", "a", "1", "--define", "b", "2"],
        ),
        (&["tool", "--list", "a,b", "--list", "c,d"], &["--list=c,d"]),
    ];
    for (argv, expected) in cases {
        assert_eq!(parse(argv).facts().replay_all(), expected, "{argv:?}");
        assert_round_trip(argv);
    }
}

#[test]
fn counted_short_flags_repeat() {
    let m = parse(&["tool", "-vvv"]);
    assert_eq!(m.facts().replay("backend"), ["-v", "-v", "-v"]);
    assert_round_trip(&["tool", "-vvv"]);
}

#[test]
fn a_deprecated_flag_replays_with_its_redirect() {
    let m = parse(&["tool", "--old-level", "2"]);
    assert_eq!(m.facts().replay("frontend"), ["--old-level=2", "--level=2"]);
    assert_round_trip(&["tool", "--old-level", "2"]);
    // Given later, the replacement wins, and the replay keeps that order.
    let m = parse(&["tool", "--old-level", "2", "-O", "1"]);
    assert_eq!(m.get_one::<u8>("level"), Some(&1));
    assert_eq!(m.facts().replay("frontend"), ["--old-level=2", "--level=1"]);
    assert_round_trip(&["tool", "--old-level", "2", "-O", "1"]);
    // Given earlier, the redirect overrides it.
    let m = parse(&["tool", "-O", "1", "--old-level", "2"]);
    assert_eq!(m.get_one::<u8>("level"), Some(&2));
    assert_eq!(m.facts().replay("frontend"), ["--old-level=2", "--level=2"]);
    assert_round_trip(&["tool", "-O", "1", "--old-level", "2"]);
}

/// A deprecated `--old-exec` redirected to `--exec`, both lists whose
/// occurrence takes values up to `;`. Given last with no `;`, its values
/// run to the end of the line, so its redirect is written before it: the
/// replacement's last value comes before the flag. Replayed in that order,
/// the flag passed its values on again (`--exec=x --old-exec=x` is
/// `[[x], [x]]`); the flag is replayed right before its replacement, which
/// then overrides its redirect, as it did each value.
#[test]
fn a_deprecated_flag_whose_values_end_the_line_replays_before_its_replacement() {
    let cmd = || {
        let list = |id: &'static str, long: &'static str| {
            Arg::new(id)
                .long(long)
                .action(ArgAction::Append)
                .num_args(1..)
                .value_terminator(";")
                .allow_hyphen_values(true)
        };
        Command::new("find")
            .arg(list("exec", "exec"))
            .arg(list("old", "old-exec"))
    };
    let spec = || CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("exec"));
    for (argv, replayed) in [
        (&["find", "--old-exec", "x"][..], &["--old-exec=x", "--exec=x"][..]),
        (
            &["find", "--exec", "a", ";", "--old-exec", "x", "-y"],
            &["--old-exec", "x", "-y", ";", "--exec=a", "--exec", "x", "-y", ";"],
        ),
        // Typed last, the replacement was after the flag already.
        (
            &["find", "--old-exec", "x", ";", "--exec", "a"],
            &["--old-exec=x", "--exec=a"],
        ),
    ] {
        replays_and_reads_back(&cmd, &spec, argv, replayed, &["exec", "old"]);
    }
}

#[test]
fn a_preset_replays_with_the_flags_it_set() {
    let m = parse(&["tool", "--turbo"]);
    assert_eq!(m.facts().replay_all(), ["--turbo", "--fast", "--level=3"]);
    assert_round_trip(&["tool", "--turbo"]);
    // A flag given after the preset wins and is replayed after it.
    let m = parse(&["tool", "--no-fast", "--turbo", "-O", "1"]);
    assert_eq!(m.facts().replay_all(), ["--turbo", "--fast", "--level=1"]);
    assert_round_trip(&["tool", "--no-fast", "--turbo", "-O", "1"]);
    let m = parse(&["tool", "--turbo", "--no-fast"]);
    assert_eq!(m.facts().replay_all(), ["--turbo", "--level=3", "--no-fast"]);
    assert_round_trip(&["tool", "--turbo", "--no-fast"]);
}

/// A driver whose presets and redirect set lists: `--pass` is an extend
/// list, `--define` a plain `Append` list, `--O3` presets both (and `--pass`
/// twice: the last value stands), `--reset-passes` presets `--pass` again,
/// and `--old-define` is redirected to `--define`. `--dump` is a subcommand's
/// preset of the global list `--pass` (by its long name); `-v` is another
/// global, declared first.
fn lists() -> ArgKindCommand {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::Count)
                .global(true),
        )
        .arg(Arg::new("pass").long("pass").action(ArgAction::Append).global(true))
        .arg(Arg::new("define").long("define").short('D').action(ArgAction::Append))
        .arg(Arg::new("o3").long("O3").action(ArgAction::SetTrue))
        .arg(Arg::new("reset").long("reset-passes").action(ArgAction::SetTrue))
        .arg(Arg::new("old").long("old-define").action(ArgAction::Append))
        .subcommand(Command::new("link").arg(Arg::new("dump").long("dump").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .default_job("driver")
        .arg("pass", ArgSpec::new().extend().job("opt"))
        .arg(
            "o3",
            ArgSpec::new()
                .preset("pass", "inline")
                .preset("pass", "vectorize")
                .preset("define", "NDEBUG"),
        )
        .arg("reset", ArgSpec::new().preset("--pass", "none"))
        .arg("old", ArgSpec::new().deprecated_for("define"))
        .subcommand(
            "link",
            CommandSpec::new().arg("dump", ArgSpec::new().preset("--pass", "dump")),
        );
    ArgKindCommand::new(cmd, spec)
}

/// The spellings of [`lists`]' root's own flags (the global `--pass` is
/// none of them).
const ROOT_OWN: [&str; 4] = ["--O3", "--reset-passes", "--define=", "--old-define="];

/// Parses `argv` with [`lists`], then the replay of every used flag with
/// the subcommand's name where `argv` says its flags start (the replay
/// puts a command's flags before its subcommand's): where `link` set the
/// global `--pass` (by `--pass` or `--dump`'s preset), its last occurrence
/// is there, and `link` goes right after the root's own flags; else right
/// before `--dump`, or last. Checks the values are the same; returns the
/// replay.
fn lists_round_trip(argv: &[&str]) -> Vec<String> {
    let first = lists()
        .try_get_matches_from(argv)
        .unwrap_or_else(|err| panic!("{argv:?}: {err}"));
    let replay = first.facts().replay_all();
    let mut again: Vec<String> = vec!["cc".to_owned()];
    again.extend(replay.iter().cloned());
    if let Some(sub) = first.facts().path().first() {
        let typed = &argv[argv.iter().position(|t| t == sub).unwrap_or(argv.len())..];
        let link_sets_pass = typed.iter().any(|t| *t == "--pass" || *t == "--dump");
        // The facts say so too: `Used::depth` is where the replay puts it.
        if let Some(pass) = first.facts().get("pass") {
            assert_eq!(pass.depth(), usize::from(link_sets_pass), "{argv:?}");
        }
        let at = if link_sets_pass {
            let root_own = |t: &String| ROOT_OWN.iter().any(|own| t.starts_with(own));
            again.iter().rposition(root_own).map_or(1, |last| last + 1)
        } else {
            again.iter().position(|t| t == "--dump").unwrap_or(again.len())
        };
        again.insert(at, sub.clone());
    }
    // `Facts::replay_with_path` places the name where this does.
    assert_eq!(first.facts().replay_with_path(), again[1..], "{argv:?}");
    let second = lists()
        .try_get_matches_from(&again)
        .unwrap_or_else(|err| panic!("{argv:?} replayed as {again:?}: {err}"));
    assert_eq!(values(&first), values(&second), "{argv:?} replayed as {again:?}");
    replay
}

/// A preset sets a list anew at its place (`--pass a --O3` is
/// `[vectorize]`), and replaying the preset flag sets it again: the list is
/// replayed without the values the preset gave it, where the preset flag
/// is replayed before it. Replayed whole, the preset's values came twice
/// (`--O3 --pass=vectorize` is `[vectorize, vectorize]`).
#[test]
fn a_list_a_preset_set_replays_without_the_preset_s_values() {
    let cases: [(&[&str], &[&str]); 7] = [
        (&["cc", "--pass", "a", "--O3"], &["--O3"]),
        (&["cc", "--pass", "a", "--O3", "--pass", "b"], &["--O3", "--pass=b"]),
        (
            &["cc", "--O3", "--pass", "a", "-D", "X"],
            &["--O3", "--pass=a", "--define=X"],
        ),
        (&["cc", "--O3", "--reset-passes"], &["--O3", "--reset-passes"]),
        (
            &["cc", "--reset-passes", "--pass", "a", "--O3"],
            &["--reset-passes", "--O3"],
        ),
        (
            &["cc", "--reset-passes", "link", "--dump"],
            &["--reset-passes", "--dump"],
        ),
        (&["cc", "--define", "Y", "--O3"], &["--O3"]),
    ];
    for (argv, replayed) in cases {
        assert_eq!(lists_round_trip(argv), replayed, "{argv:?}");
    }
    // A job the preset flag is not in gets the list whole.
    let m = lists()
        .try_get_matches_from(["cc", "--O3", "--pass", "a"])
        .expect("parses");
    assert_eq!(m.facts().replay("opt"), ["--pass=vectorize", "--pass=a"]);
    // One the preset flag is in gets it, without what it gives again.
    assert_eq!(m.facts().replay("driver"), ["--O3"]);
}

/// The tokens [`lists_round_trip`] draws argvs from: the lists, their
/// presets and the redirect, in any order, then maybe the subcommand and
/// its own. `--pass`, an extend list, takes one or more values at each
/// occurrence: given apart (`--pass a`) last in the root, it would take the
/// subcommand's name for one, so the root's last token is never one.
const LIST_TOKENS: [&[&str]; 8] = [
    &["--pass", "a"],
    &["--pass=b"],
    &["-D", "X"],
    &["--define", "Y"],
    &["--O3"],
    &["--reset-passes"],
    &["--old-define", "Z"],
    &["--O3", "--pass", "c", "d"],
];
const LINK_TOKENS: [&[&str]; 3] = [&["--dump"], &["--pass", "e"], &["--dump", "--pass", "f"]];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// S7 on lists that presets and a redirect set, a global one given in
    /// the root, the subcommand or both: re-parsing the replay gives the
    /// same values.
    #[test]
    fn lists_set_by_presets_and_redirects_round_trip(
        root in prop::collection::vec(0..LIST_TOKENS.len(), 0..7),
        link in prop::option::of(prop::collection::vec(0..LINK_TOKENS.len(), 0..4)),
    ) {
        let mut argv: Vec<&str> = vec!["cc"];
        argv.extend(root.iter().flat_map(|t| LIST_TOKENS[*t].iter().copied()));
        if let Some(link) = link {
            if argv.last().is_some_and(|t| !t.starts_with('-')) && argv.len() > 1 {
                argv.push("--reset-passes");
            }
            argv.push("link");
            argv.extend(link.iter().flat_map(|t| LINK_TOKENS[*t].iter().copied()));
        }
        lists_round_trip(&argv);
    }
}

/// Found by the property above: `--O3` in the root presets the global
/// list `--pass` and the root's own `--define`, and `link` gives `--pass`
/// last (`--dump`, then `--pass e`). clap holds, in the root's matches,
/// link's values of `--pass` in the place of the root's own, with link's
/// indices, which fall between those of the root's marker and of
/// `--define`: as far as the root's matches say, the root may have typed
/// `--pass` last. The facts place it in `link`, where it was typed last,
/// after `--dump`; placed in the root, `--dump`'s preset would set the list
/// anew after `--pass=e` when the replay is parsed again.
#[test]
fn a_global_list_a_preset_set_in_the_root_and_typed_in_a_subcommand_replays_in_order() {
    assert_eq!(
        lists_round_trip(&["cc", "--O3", "link", "--pass", "d", "--dump", "--pass", "e"]),
        ["--O3", "--dump", "--pass=e"]
    );
}

#[test]
fn an_environment_value_is_used_and_replayed_last() {
    // Its own command and variable: tests run in parallel in one process.
    // clap reads the variable when the argument is built.
    std::env::set_var("ARGKIND_REPLAY_TEST_COLOR", "always");
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("color").long("color").env("ARGKIND_REPLAY_TEST_COLOR"));
    std::env::remove_var("ARGKIND_REPLAY_TEST_COLOR");
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().default_job("backend"));
    let m = cmd.try_get_matches_from(["tool", "--fast"]).expect("parses");
    let color = m.facts().get("color").expect("an environment value is used");
    assert_eq!(color.source(), ValueSource::EnvVariable);
    assert_eq!(color.argv(), ["--color=always"]);
    assert_eq!(m.facts().replay("backend"), ["--fast", "--color=always"]);
    let again = cmd
        .try_get_matches_from(["tool", "--fast", "--color=always"])
        .expect("parses");
    assert_eq!(again.get_one::<String>("color").map(String::as_str), Some("always"));
}

#[test]
fn a_flag_the_environment_leaves_unset_replays_as_nothing() {
    std::env::set_var("ARGKIND_REPLAY_TEST_TRACE", "false");
    let cmd = Command::new("tool").arg(
        Arg::new("trace")
            .long("trace")
            .action(ArgAction::SetTrue)
            .env("ARGKIND_REPLAY_TEST_TRACE"),
    );
    std::env::remove_var("ARGKIND_REPLAY_TEST_TRACE");
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["tool"]).expect("parses");
    assert!(m.facts().is_used("trace"));
    assert!(!m.get_flag("trace"));
    // `--trace=false` would be rejected; nothing gives the same value.
    assert!(m.facts().replay_all().is_empty());
}

#[test]
fn global_flags_and_subcommand_flags_replay_in_order() {
    let argv = ["tool", "-v", "run", "--jobs", "4", "-v"];
    let m = parse(&argv);
    assert_eq!(m.facts().path(), ["run"]);
    assert_eq!(m.facts().replay("runner"), ["--jobs=4"]);
    let verbose = m.facts().get("verbose").expect("used");
    assert_eq!(verbose.job(), Some("backend"));
    assert_eq!(
        m.facts().replay_all().iter().filter(|a| *a == "-v").count(),
        1,
        "{:?}",
        m.facts().replay_all()
    );
    assert_round_trip(&["tool", "run", "--jobs", "4"]);
}

/// The acceptance case of the issue: the example's `jobs.backend`.
#[test]
fn the_example_replays_backend_flags_canonically() {
    let argv = [
        "neuronx_cc",
        "compile",
        "m.pb",
        "--lnc",
        "1",
        "--enable-verifier=no",
        "--internal-backend-options=--x",
    ];
    let parsed = argkind::try_parse_from::<cli::Cli>(argv).expect("parses");
    let report = cli::report(&parsed);
    assert_eq!(
        report["jobs"]["backend"],
        json!(["--lnc=1", "--enable-verifier=false", "--internal-backend-options=--x"])
    );
    for job in ["frontend", "tensorizer", "hlo2tensorizer"] {
        assert_eq!(report["jobs"][job], json!([]), "{job}");
    }
    assert_eq!(
        report["used"],
        json!(["lnc", "enable-verifier", "internal-backend-options"])
    );
}

#[test]
fn the_example_replays_pairs_deprecations_and_presets() {
    let argv = [
        "neuronx_cc",
        "compile",
        "m.pb",
        "--no-internal-hlo-remat",
        "--disable-mixed-precision-accumulation",
        "--num-neuroncores",
        "1",
        "--enable-experimental-O1",
        "--skip-pass",
        "A",
        "B",
    ];
    let parsed = argkind::try_parse_from::<cli::Cli>(argv).expect("parses");
    let report = cli::report(&parsed);
    assert_eq!(report["jobs"]["frontend"], json!(["--no-internal-hlo-remat"]));
    assert_eq!(
        report["jobs"]["backend"],
        json!(["--disable-mixed-precision-accumulation", "--lnc=1"])
    );
    assert_eq!(
        report["jobs"]["tensorizer"],
        json!(["--enable-internal-call-graph", "--skip-pass=A", "--skip-pass=B"])
    );
    assert_eq!(
        parsed.facts.replay_all(),
        [
            "--no-internal-hlo-remat",
            "--disable-mixed-precision-accumulation",
            "--num-neuroncores=1",
            "--lnc=1",
            "--enable-experimental-O1",
            "--optlevel=1",
            "--enable-internal-call-graph",
            "--skip-pass=A",
            "--skip-pass=B",
        ]
    );
}

// The round trip on the example (S7 property).

/// Values tried for every valued flag; each flag keeps those its own value
/// parser accepts, plus its possible values.
const VALUE_POOL: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "8",
    "15000000",
    "debug",
    "INFO",
    "Warning",
    "x",
    "a b",
    "--x",
    "-y",
    "",
    "m.pb",
    "dir/sub",
    "a=b",
    "{\"k\": [1, 2]}",
    "ünï",
    "true",
    "no",
    "OFF",
];

/// One way to give one flag: the tokens of one occurrence.
type Occurrence = Vec<String>;

/// For each flag of the example's `compile`, every way to give it once.
fn occurrences() -> &'static [Vec<Occurrence>] {
    static OCCURRENCES: OnceLock<Vec<Vec<Occurrence>>> = OnceLock::new();
    OCCURRENCES.get_or_init(|| {
        let command = argkind::command::<cli::Cli>();
        let registry = command.registry_of(&["compile"]).expect("compile exists");
        let compile = command.command().find_subcommand("compile").expect("compile exists");
        let mut all = Vec::new();
        for arg in compile.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            let Some(record) = registry.get(arg.get_id().as_str()) else {
                continue;
            };
            let mut names: Vec<String> = vec![format!("--{long}")];
            names.extend(
                arg.get_all_aliases()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|a| format!("--{a}")),
            );
            let mut ways: Vec<Occurrence> = Vec::new();
            if matches!(arg.get_action(), ArgAction::SetTrue) {
                ways.extend(names.iter().map(|n| vec![n.clone()]));
                ways.extend(record.negation().map(|n| vec![format!("--{n}")]));
                all.push(ways);
                continue;
            }
            let mut candidates: Vec<String> = arg
                .get_possible_values()
                .iter()
                .map(|p| p.get_name().to_owned())
                .collect();
            candidates.extend(VALUE_POOL.iter().map(|v| (*v).to_owned()));
            candidates.dedup();
            let probe = Command::new("probe")
                .no_binary_name(true)
                .arg(arg.clone().required(false).global(false));
            candidates.retain(|v| probe.clone().try_get_matches_from([format!("--{long}={v}")]).is_ok());
            assert!(!candidates.is_empty(), "--{long} accepts none of the pool");
            let separate_ok = |v: &str| !v.starts_with('-') || arg.is_allow_hyphen_values_set();
            for value in &candidates {
                for name in &names {
                    ways.push(vec![format!("{name}={value}")]);
                    if separate_ok(value) {
                        ways.push(vec![name.clone(), value.clone()]);
                    }
                }
                if let Some(short) = arg.get_short() {
                    ways.push(vec![format!("-{short}={value}")]);
                    if !value.is_empty() && separate_ok(value) {
                        ways.push(vec![format!("-{short}{value}")]);
                        ways.push(vec![format!("-{short}"), value.clone()]);
                    }
                }
            }
            let takes_many = arg.get_num_args().is_some_and(|r| r.max_values() > 1);
            if takes_many {
                let plain: Vec<&String> = candidates.iter().filter(|v| !v.starts_with('-')).collect();
                for a in &plain {
                    for b in &plain {
                        ways.push(vec![format!("--{long}"), (*a).clone(), (*b).clone()]);
                    }
                }
            }
            all.push(ways);
        }
        assert!(all.len() >= 40, "the example's compile has its flags");
        all
    })
}

/// An argv of `compile` drawn from the example's flags.
fn compile_argv() -> impl Strategy<Value = Vec<String>> {
    let flags = occurrences().len();
    prop::collection::vec((0..flags, any::<Index>()), 0..12).prop_map(|picks| {
        let mut argv: Vec<String> = ["neuronx_cc", "compile", "m.pb"].map(str::to_owned).to_vec();
        for (flag, way) in picks {
            argv.extend(way.get(&occurrences()[flag]).iter().cloned());
        }
        argv
    })
}

fn flags_of(parsed: &argkind::Parsed<cli::Cli>) -> Value {
    match &parsed.value.command {
        cli::Command::Compile(args) => serde_json::to_value(args).expect("serializes"),
        other => panic!("parsed {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// S7: re-parsing `compile INPUT` followed by the canonical argv of every
    /// used flag gives the same `flags` values; replaying again gives the
    /// same argv.
    #[test]
    fn replaying_all_used_flags_round_trips(argv in compile_argv()) {
        let first = argkind::try_parse_from::<cli::Cli>(&argv)
            .map_err(|err| TestCaseError::fail(format!("{argv:?} does not parse: {err}")))?;
        let replay = first.facts.replay_all();
        let mut again: Vec<String> = ["neuronx_cc", "compile", "m.pb"].map(str::to_owned).to_vec();
        again.extend(replay.iter().cloned());
        let second = argkind::try_parse_from::<cli::Cli>(&again)
            .map_err(|err| TestCaseError::fail(format!("{argv:?} replayed as {again:?} does not parse: {err}")))?;
        prop_assert_eq!(flags_of(&first), flags_of(&second), "{:?} replayed as {:?}", argv, again);
        prop_assert_eq!(&replay, &second.facts.replay_all(), "{:?}", argv);
    }
}

/// The jobs of the registries of the root and of each subcommand on
/// `path`, each once, the root's first.
fn jobs_on_path(cmd: &ArgKindCommand, path: &[&str]) -> Vec<String> {
    let mut jobs: Vec<String> = Vec::new();
    for depth in 0..=path.len() {
        for job in cmd.registry_of(&path[..depth]).unwrap().jobs() {
            if !jobs.iter().any(|j| j == job) {
                jobs.push(job.to_owned());
            }
        }
    }
    jobs
}

#[test]
fn the_facts_name_the_jobs_the_registry_names() {
    // The root, and a subcommand with a default job under a root whose
    // globals (`-v`) belong to the root's default job.
    for (argv, path) in [(vec!["tool"], vec![]), (vec!["tool", "run"], vec!["run"])] {
        let mut cmd = tool();
        let m = cmd.try_get_matches_from(argv.clone()).unwrap();
        assert_eq!(m.facts().jobs(), jobs_on_path(&cmd, &path), "{argv:?}");
        assert!(!m.facts().jobs().is_empty(), "{argv:?}");
    }
    // The example's subcommands: headings, groups, default jobs.
    for sub in ["compile", "list-operators"] {
        let mut argv = vec!["neuronx_cc", sub];
        argv.extend(if sub == "compile" {
            ["m.pb"].as_slice()
        } else {
            ["--framework", "XLA"].as_slice()
        });
        let parsed = argkind::try_parse_from::<cli::Cli>(argv.clone()).unwrap();
        assert_eq!(
            parsed.facts.jobs(),
            jobs_on_path(&argkind::command::<cli::Cli>(), &[sub]),
            "{argv:?}"
        );
    }
}

#[test]
fn one_command_parsing_again_names_the_jobs_of_each_path_it_parsed() {
    // argkind works out a command's jobs once: a second parse of the same
    // command, or of another path, must not be given another path's list.
    let mut cmd = tool();
    let mut seen = Vec::new();
    for (argv, path) in [
        (vec!["tool"], vec![]),
        (vec!["tool", "run"], vec!["run"]),
        (vec!["tool"], vec![]),
        (vec!["tool", "run"], vec!["run"]),
    ] {
        let m = cmd.try_get_matches_from(argv.clone()).unwrap();
        let jobs: Vec<String> = m.facts().jobs().iter().map(|j| (*j).to_owned()).collect();
        assert_eq!(jobs, jobs_on_path(&cmd, &path), "{argv:?}");
        seen.push(jobs);
    }
    assert_ne!(seen[0], seen[1], "the fixture's root and `run` name different jobs");
}

#[test]
fn an_option_of_one_or_two_values_replays_them_after_one_flag() {
    // A second `--pair` would replace the first: both values go after one.
    let cmd = Command::new("tool").arg(Arg::new("pair").long("pair").num_args(1..=2));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["tool", "--pair", "a", "b"]).unwrap();
    let replayed = m.facts().replay_all();
    assert_eq!(replayed, ["--pair", "a", "b"]);
    let again = cmd
        .try_get_matches_from(std::iter::once("tool".to_owned()).chain(replayed))
        .unwrap();
    let values: Vec<&String> = again.get_many::<String>("pair").unwrap().collect();
    assert_eq!(values, ["a", "b"]);
}

/// One value of an option that takes several is attached to its flag: as
/// the user may have typed it, it is read as that value whatever it looks
/// like (a flag, `--`, a subcommand's name).
#[test]
fn one_value_of_an_option_of_several_replays_attached() {
    let cmd = Command::new("tool")
        .arg(Arg::new("passes").long("passes").num_args(1..).action(ArgAction::Set))
        .subcommand(Command::new("run"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    for value in ["-z", "--", "run", "a b"] {
        let typed = format!("--passes={value}");
        let m = cmd.try_get_matches_from(["tool", typed.as_str(), "run"]).unwrap();
        let replayed = m.facts().replay_all();
        assert_eq!(replayed, std::slice::from_ref(&typed));
        let again = cmd
            .try_get_matches_from(
                ["tool".to_owned()]
                    .into_iter()
                    .chain(replayed)
                    .chain(["run".to_owned()]),
            )
            .unwrap();
        let values: Vec<&String> = again.get_many::<String>("passes").unwrap().collect();
        assert_eq!(values, [value], "{typed}");
        assert_eq!(again.subcommand_name(), Some("run"), "{typed}");
    }
}

/// Several values of an option with a value terminator (a file finder's
/// `--exec cmd args... ;`) end at the terminator: a flag replayed after
/// them is a flag again, not one more value.
#[test]
fn several_values_end_at_the_option_s_value_terminator() {
    let finder = || {
        let cmd = Command::new("fd")
            .arg(Arg::new("pattern"))
            .arg(
                Arg::new("exec")
                    .long("exec")
                    .short('x')
                    .num_args(1..)
                    .value_terminator(";")
                    .allow_hyphen_values(true),
            )
            .arg(
                Arg::new("batch")
                    .long("exec-batch")
                    .num_args(2..)
                    .action(ArgAction::Append)
                    .value_terminator(";")
                    .allow_hyphen_values(true),
            )
            .arg(Arg::new("hidden").long("hidden").short('H').action(ArgAction::SetTrue));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("hidden", ArgSpec::new().noable()))
    };
    for (argv, replay) in [
        (
            &["fd", "--exec", "echo", "x", ";", "--no-hidden"][..],
            &["--exec", "echo", "x", ";", "--no-hidden"][..],
        ),
        (
            &["fd", "-H", "--exec-batch", "ls", "-l", ";", "--exec-batch", "wc", "-c"],
            &[
                "--hidden",
                "--exec-batch",
                "ls",
                "-l",
                ";",
                "--exec-batch",
                "wc",
                "-c",
                ";",
            ],
        ),
        (&["fd", "--exec=echo", "--hidden"], &["--exec=echo", "--hidden"]),
    ] {
        let first = finder().try_get_matches_from(argv).unwrap();
        let replayed = first.facts().replay_all();
        assert_eq!(replayed, replay, "{argv:?}");
        let again = finder()
            .try_get_matches_from(std::iter::once("fd".to_owned()).chain(replayed))
            .unwrap();
        for id in ["exec", "batch"] {
            let list = |m: &Matches| m.get_many::<String>(id).map(|v| v.cloned().collect::<Vec<_>>());
            assert_eq!(list(&again), list(&first), "{argv:?}: {id}");
        }
        assert_eq!(again.get_flag("hidden"), first.get_flag("hidden"), "{argv:?}");
    }
}

/// A list whose occurrences may hold several values (a file finder's
/// `--exec cmd args... ;`, as clap's derive makes `Vec<String>` with
/// `num_args(1..)`) is replayed occurrence by occurrence: read back, each
/// command is whole again, not one command per word.
#[test]
fn a_list_s_occurrences_of_several_values_are_replayed_whole() {
    let finder = || {
        let cmd = Command::new("fd")
            .arg(
                Arg::new("exec")
                    .long("exec")
                    .short('x')
                    .action(ArgAction::Append)
                    .num_args(1..)
                    .value_terminator(";")
                    .allow_hyphen_values(true),
            )
            .arg(Arg::new("pass").long("pass").action(ArgAction::Append).num_args(1..))
            .arg(
                Arg::new("batch")
                    .long("batch")
                    .action(ArgAction::Append)
                    .num_args(0..)
                    .value_terminator(";")
                    .allow_hyphen_values(true),
            )
            .arg(Arg::new("hidden").long("hidden").short('H').action(ArgAction::SetTrue));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("hidden", ArgSpec::new().noable()))
    };
    for (argv, replay) in [
        (
            &["fd", "-x", "echo", "a", ";", "-x", "ls", "-l", ";"][..],
            &["--exec", "echo", "a", ";", "--exec", "ls", "-l", ";"][..],
        ),
        (
            &["fd", "-x", "ls", ";", "-H", "--exec", "wc", "-c"],
            &["--hidden", "--exec=ls", "--exec", "wc", "-c", ";"],
        ),
        (
            &["fd", "--pass", "a", "b", "--pass", "c", "--no-hidden"],
            &["--pass", "a", "b", "--pass=c", "--no-hidden"],
        ),
        // An occurrence with no value ends at the terminator too: the flag
        // replayed after it is not taken for a value.
        (
            &["fd", "--batch", "x", "y", ";", "--batch", ";", "-H"],
            &["--batch", "x", "y", ";", "--batch", ";", "--hidden"],
        ),
    ] {
        let first = finder().try_get_matches_from(argv).unwrap();
        let replayed = first.facts().replay_all();
        assert_eq!(replayed, replay, "{argv:?}");
        let again = finder()
            .try_get_matches_from(std::iter::once("fd".to_owned()).chain(replayed))
            .unwrap();
        for id in ["exec", "pass", "batch"] {
            assert_eq!(occurrences_of(&again, id), occurrences_of(&first, id), "{argv:?}: {id}");
        }
        assert_eq!(again.get_flag("hidden"), first.get_flag("hidden"), "{argv:?}");
    }
}

#[test]
fn a_negation_with_an_entry_of_its_own_has_its_flag_s_job() {
    use argkind::Negation;
    let cmd = Command::new("tool").arg(Arg::new("enable_lto").long("enable-lto").action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg(
        "enable_lto",
        ArgSpec::new()
            .enable_disable()
            .job("backend")
            .negation(Negation::new().help("No link-time optimisation")),
    );
    let cmd = ArgKindCommand::new(cmd, spec);
    let registry = cmd.registry();
    let negation = registry.get("disable_lto").expect("a record for --disable-lto");
    assert_eq!(negation.negates(), Some("enable_lto"));
    assert_eq!(negation.job(), Some("backend"));
    let jobs: Vec<&str> = registry.of_job("backend").map(|r| r.id()).collect();
    assert_eq!(jobs, ["enable_lto", "disable_lto"]);
}

#[test]
fn a_job_of_a_flag_typed_before_the_subcommand_is_among_the_jobs() {
    // `--fast` is the root's alone (not global), of a job no flag of `run`
    // names: typed before `run`, it is replayed to that job, which the
    // facts must list for an application that replays job by job.
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs").short('j')));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().job("optimizer"))
        .subcommand("run", CommandSpec::new().arg("jobs", ArgSpec::new().job("scheduler")));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd.try_get_matches_from(["tool", "--fast", "run", "-j", "4"]).unwrap();
    assert_eq!(m.facts().replay("optimizer"), ["--fast"]);
    assert_eq!(m.facts().jobs(), ["optimizer", "scheduler"]);
    let every: Vec<String> = m.facts().jobs().iter().flat_map(|job| m.facts().replay(job)).collect();
    assert_eq!(every, m.facts().replay_all());
}

/// A list that splits its values at a delimiter, preset to `"a,b"`: its
/// spelling holds the preset's occurrence (`--features=a,b`, its values
/// joined again at the delimiter), which replaying the preset flag gives
/// again.
#[test]
fn a_delimited_list_a_preset_set_replays_without_the_preset_s_values() {
    let cli = || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("features")
                    .long("features")
                    .action(ArgAction::Append)
                    .value_delimiter(','),
            )
            .arg(Arg::new("smoke").long("smoke").action(ArgAction::SetTrue));
        ArgKindCommand::new(
            cmd,
            CommandSpec::new().arg("smoke", ArgSpec::new().preset("features", "a,b")),
        )
    };
    let features = |m: &argkind::Matches| -> Vec<String> {
        m.get_many::<String>("features")
            .into_iter()
            .flatten()
            .cloned()
            .collect()
    };
    for (argv, replayed) in [
        (&["cli", "--smoke"][..], &["--smoke"][..]),
        (&["cli", "--smoke", "--features", "c"], &["--smoke", "--features=c"]),
        (&["cli", "--features=c,d", "--smoke"], &["--smoke"]),
    ] {
        let m = cli().try_get_matches_from(argv).unwrap();
        let replay = m.facts().replay_all();
        assert_eq!(replay, replayed, "{argv:?}");
        let again = cli()
            .try_get_matches_from(std::iter::once("cli".to_owned()).chain(replay))
            .unwrap();
        assert_eq!(features(&m), features(&again), "{argv:?}");
    }
}

/// An option that takes several values an occurrence and splits them at a
/// delimiter (a list, or one occurrence that the last wins) replays each
/// occurrence joined again at it, attached (`--inc=a,-b`): as separate
/// words (`--inc a -b`), clap read a value that starts with `-` as a
/// flag, and the job could not parse its line. The replay reads back as
/// the same occurrences.
#[test]
fn split_values_of_an_occurrence_replay_joined_at_their_delimiter() {
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("inc")
                    .long("inc")
                    .action(ArgAction::Append)
                    .num_args(1..)
                    .value_delimiter(','),
            )
            .arg(Arg::new("only").long("only").num_args(1..).value_delimiter(','))
            .arg(
                Arg::new("feat")
                    .long("feat")
                    .action(ArgAction::Append)
                    .value_delimiter(','),
            )
            .arg(
                Arg::new("define")
                    .short('D')
                    .action(ArgAction::Append)
                    .value_delimiter(','),
            )
    };
    for (argv, replayed) in [
        (&["cc", "--inc", "a,-b"][..], &["--inc=a,-b"][..]),
        (
            &["cc", "--inc", "a,b", "c", "--inc=-d,e"],
            &["--inc=a,b,c", "--inc=-d,e"],
        ),
        (&["cc", "--only", "x,-y"], &["--only=x,-y"]),
        // One value an occurrence, split: each occurrence joined again.
        (&["cc", "--feat", "a,b", "--feat", "c"], &["--feat=a,b", "--feat=c"]),
        (&["cc", "--feat=a,,b"], &["--feat=a,,b"]),
        (&["cc", "-D", "a,b", "-Dc"], &["-Da,b", "-Dc"]),
    ] {
        replays_and_reads_back(
            &cmd,
            &CommandSpec::new,
            argv,
            replayed,
            &["inc", "only", "feat", "define"],
        );
    }
}

/// A list whose occurrences may be given bare (`num_args(0..=1)`) keeps
/// them: `--opt a --opt` was replayed `--opt=a`, one occurrence where clap
/// read two.
#[test]
fn a_list_given_bare_keeps_each_occurrence() {
    let cmd = || Command::new("cc").arg(Arg::new("opt").long("opt").action(ArgAction::Append).num_args(0..=1));
    for (argv, replayed) in [
        (&["cc", "--opt", "a", "--opt"][..], &["--opt=a", "--opt"][..]),
        (&["cc", "--opt", "--opt"], &["--opt", "--opt"]),
        (&["cc", "--opt", "--opt=b"], &["--opt", "--opt=b"]),
    ] {
        replays_and_reads_back(&cmd, &CommandSpec::new, argv, replayed, &["opt"]);
    }
}

/// Parses `argv` with the command `cmd` makes, declared by `spec`; checks
/// that its replay of every used flag is `replayed`, and that parsing the
/// replay again (after `argv`'s program name) gives each of `ids` the same
/// occurrences.
fn replays_and_reads_back(
    cmd: &dyn Fn() -> Command,
    spec: &dyn Fn() -> CommandSpec,
    argv: &[&str],
    replayed: &[&str],
    ids: &[&str],
) {
    let m = ArgKindCommand::new(cmd(), spec())
        .try_get_matches_from(argv)
        .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
    let replay = m.facts().replay_all();
    assert_eq!(replay, replayed, "{argv:?}");
    let again = ArgKindCommand::new(cmd(), spec())
        .try_get_matches_from(std::iter::once(argv[0].to_owned()).chain(replay))
        .unwrap_or_else(|e| panic!("{argv:?} replayed: {e}"));
    for id in ids {
        assert_eq!(occurrences_of(&again, id), occurrences_of(&m, id), "{argv:?} {id}");
    }
}

/// The occurrences of `id` in `m`, as `get_occurrences` gives them.
fn occurrences_of(m: &clap::ArgMatches, id: &str) -> Vec<Vec<String>> {
    m.get_occurrences::<String>(id)
        .map(|o| o.map(|values| values.cloned().collect()).collect())
        .unwrap_or_default()
}

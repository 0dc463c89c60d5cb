//! S6 *deprecated*: one warning per flag per parse, on stderr, never stdout;
//! with a replacement the value also goes to it unless it is given later; a
//! value-less variant exists.

mod support;

use std::process::Command;

use support::{compile, parse, twin, used};

const LNC_WARNING: &str =
    "warning: --num-neuroncores is deprecated and will be removed in a future release. Use --lnc instead.";

#[test]
fn the_value_is_redirected_and_the_warning_is_data() {
    let parsed = parse(&["--num-neuroncores", "1"]).unwrap();
    let lines: Vec<String> = parsed.facts.deprecations().iter().map(ToString::to_string).collect();
    assert_eq!(lines, [LNC_WARNING]);
    let report = support::cli::report(&parsed);
    assert_eq!(report["flags"]["lnc"], 1);
    assert_eq!(report["flags"]["num-neuroncores"], 1);
    assert_eq!(used(&report), ["num-neuroncores", "lnc"]);
}

#[test]
fn once_per_flag_per_parse() {
    let parsed = parse(&[
        "--num-neuroncores",
        "1",
        "--num-neuroncores=2",
        "--enable-experimental-O1",
    ])
    .unwrap();
    let flags: Vec<&str> = parsed.facts.deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["num-neuroncores", "enable-experimental-O1"]);
}

#[test]
fn the_replacement_given_later_wins_given_earlier_loses() {
    assert_eq!(compile(&["--num-neuroncores", "1", "--lnc", "2"])["flags"]["lnc"], 2);
    assert_eq!(compile(&["--lnc", "2", "--num-neuroncores", "1"])["flags"]["lnc"], 1);
    assert_eq!(
        compile(&["--num-neuroncores=1", "--logical-nc-config=2"])["flags"]["lnc"],
        2
    );
}

/// The catalog's `store-true(replacement=-O1)`: no flag to pass a value to
/// (its preset sets `-O1`), and the warning advises the spelling.
#[test]
fn the_value_less_variant_advises_its_successor() {
    let parsed = parse(&["--enable-experimental-O1"]).unwrap();
    let warning = &parsed.facts.deprecations()[0];
    assert_eq!(
        warning.to_string(),
        "warning: --enable-experimental-O1 is deprecated and will be removed in a future release. Use -O1 instead."
    );
    assert_eq!(warning.replacement(), None);
    assert_eq!(warning.instead().as_deref(), Some("-O1"));
}

#[test]
fn a_value_less_deprecated_flag_redirects_true() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["tool", "--old"]).unwrap();
    assert!(m.get_flag("new"));
    assert!(m.facts().is_used("new"));
    assert_eq!(m.facts().deprecations()[0].replacement(), Some("new"));
}

#[test]
fn the_default_entry_point_prints_once_to_stderr_and_nothing_else_to_stdout() {
    let exe = snapbox::cmd::compile_example("neuronx_cc", []).unwrap();
    let out = Command::new(exe)
        .args(["compile", "m.pb", "--num-neuroncores", "1", "--num-neuroncores", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stderr).unwrap(), format!("{LNC_WARNING}\n"));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let report: serde_json::Value = serde_json::from_str(&stdout).expect("stdout is the JSON alone");
    assert_eq!(report["flags"]["lnc"], 1);
}

/// A warning that cannot be written (stderr full) is left unsaid: the
/// default entry point still runs the program, as clap does with its own
/// messages, rather than panicking.
#[test]
fn a_warning_stderr_cannot_take_does_not_stop_the_program() {
    let exe = snapbox::cmd::compile_example("neuronx_cc", []).unwrap();
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let out = Command::new(exe)
        .args(["compile", "m.pb", "--num-neuroncores", "1"])
        .stderr(full)
        .output()
        .unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is the JSON");
    assert_eq!(report["flags"]["lnc"], 1);
}

/// A driver with a deprecated noable pair, a deprecated enable/disable pair,
/// and a deprecated `--old` in the root and (another flag) in `run`.
fn pairs() -> argkind::ArgKindCommand {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .arg(Arg::new("x").long("x").action(ArgAction::SetTrue))
        .arg(Arg::new("y").long("enable-y").action(ArgAction::SetTrue))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new"))
        .subcommand(clap::Command::new("run").arg(Arg::new("old").long("old")))
        .subcommand(clap::Command::new("test").arg(Arg::new("old").long("old")));
    let spec = CommandSpec::new()
        .arg("x", ArgSpec::new().noable().deprecated())
        .arg("y", ArgSpec::new().enable_disable().deprecated())
        .arg("old", ArgSpec::new().deprecated_for("new"))
        .subcommand("run", CommandSpec::new().arg("old", ArgSpec::new().deprecated()))
        .subcommand("test", CommandSpec::new().arg("old", ArgSpec::new().deprecated()));
    argkind::ArgKindCommand::new(cmd, spec)
}

fn warnings(argv: &[&str]) -> Vec<(String, String)> {
    let m = pairs().try_get_matches_from(argv).unwrap();
    m.facts()
        .deprecations()
        .iter()
        .map(|d| (d.command().to_owned(), d.to_string()))
        .collect()
}

#[test]
fn a_deprecated_pair_warns_for_every_spelling_once() {
    let x = "warning: --x is deprecated and will be removed in a future release.";
    let y = "warning: --enable-y is deprecated and will be removed in a future release.";
    for argv in [
        &["cli", "--x"][..],
        &["cli", "--no-x"],
        &["cli", "--x", "--no-x"],
        &["cli", "--no-x", "--no-x"],
    ] {
        assert_eq!(warnings(argv), [("cli".to_owned(), x.to_owned())], "{argv:?}");
    }
    for argv in [
        &["cli", "--enable-y"][..],
        &["cli", "--disable-y"],
        &["cli", "--disable-y", "--enable-y"],
    ] {
        assert_eq!(warnings(argv), [("cli".to_owned(), y.to_owned())], "{argv:?}");
    }
}

#[test]
fn flags_of_one_name_in_two_commands_each_warn() {
    let root = "warning: --old is deprecated and will be removed in a future release. Use --new instead.";
    let run = "warning: --old is deprecated and will be removed in a future release.";
    assert_eq!(
        warnings(&["cli", "--old", "1", "run", "--old", "2"]),
        [("cli".to_owned(), root.to_owned()), ("run".to_owned(), run.to_owned())]
    );
}

#[test]
fn a_warning_line_that_two_flags_share_is_said_once() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::Arg;
    // Two flags `--old`, each deprecated without a replacement: two
    // records, one line of text.
    let cmd = clap::Command::new("cli")
        .arg(Arg::new("old").long("old"))
        .subcommand(clap::Command::new("run").arg(Arg::new("old").long("old")));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated())
        .subcommand("run", CommandSpec::new().arg("old", ArgSpec::new().deprecated()));
    let m = argkind::ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["cli", "--old", "1", "run", "--old", "2"])
        .unwrap();
    let commands: Vec<&str> = m.facts().deprecations().iter().map(|d| d.command()).collect();
    assert_eq!(commands, ["cli", "run"]);
    assert_eq!(
        m.facts().warnings(),
        ["warning: --old is deprecated and will be removed in a future release."]
    );
}

#[test]
fn a_redirect_is_not_applied_when_its_replacement_is_given_later() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    // Replacements where an extra application shows: a list and a count.
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("old-skip").long("old-skip"))
        .arg(Arg::new("skip").long("skip").action(ArgAction::Append))
        .arg(Arg::new("old-verbose").long("old-verbose").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count));
    let spec = CommandSpec::new()
        .arg("old-skip", ArgSpec::new().deprecated_for("skip"))
        .arg("old-verbose", ArgSpec::new().deprecated_for("verbose"));
    let parse = |argv: &[&str]| {
        ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap()
    };
    let skip = |m: &argkind::Matches| -> Vec<String> { m.get_many::<String>("skip").unwrap().cloned().collect() };
    assert_eq!(skip(&parse(&["tool", "--old-skip", "a", "--skip", "b"])), ["b"]);
    assert_eq!(skip(&parse(&["tool", "--skip", "b", "--old-skip", "a"])), ["b", "a"]);
    assert_eq!(skip(&parse(&["tool", "--old-skip", "a"])), ["a"]);
    assert_eq!(parse(&["tool", "--old-verbose", "--verbose"]).get_count("verbose"), 1);
    assert_eq!(parse(&["tool", "--verbose", "--old-verbose"]).get_count("verbose"), 2);
    assert_eq!(parse(&["tool", "--old-verbose"]).get_count("verbose"), 1);
    // Abbreviated, the deprecated flag is found by asking clap: the same
    // rule holds.
    let parse = |argv: &[&str]| {
        ArgKindCommand::new(cmd.clone().infer_long_args(true), spec.clone())
            .try_get_matches_from(argv)
            .unwrap()
    };
    assert_eq!(skip(&parse(&["tool", "--old-s", "a", "--skip", "b"])), ["b"]);
    assert_eq!(skip(&parse(&["tool", "--skip", "b", "--old-s", "a"])), ["b", "a"]);
    assert_eq!(parse(&["tool", "--old-v", "--verbose"]).get_count("verbose"), 1);
    assert_eq!(parse(&["tool", "--verbose", "--old-v"]).get_count("verbose"), 2);
}

#[test]
fn a_redirect_with_a_preset_is_not_applied_when_its_replacement_is_given_later() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("tool")
        .infer_long_args(true)
        .arg(Arg::new("old-skip").long("old-skip"))
        .arg(Arg::new("skip").long("skip").action(ArgAction::Append))
        .arg(Arg::new("level").long("level"));
    let spec = CommandSpec::new().arg("old-skip", ArgSpec::new().deprecated_for("skip").preset("level", "3"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    // In full and abbreviated (which argkind asks clap to place).
    for old in ["--old-skip", "--old-s"] {
        let m = cmd.try_get_matches_from(["tool", old, "a", "--skip", "b"]).unwrap();
        let skip: Vec<&String> = m.get_many::<String>("skip").unwrap().collect();
        assert_eq!(skip, ["b"], "{old}");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{old}");
        let m = cmd.try_get_matches_from(["tool", "--skip", "b", old, "a"]).unwrap();
        let skip: Vec<&String> = m.get_many::<String>("skip").unwrap().collect();
        assert_eq!(skip, ["b", "a"], "{old}");
    }
}

// Targets anywhere: a replacement that another struct or an enclosing
// command declares.

/// `cli` with the globals `--color` (an option) and `--verbose` (a flag);
/// `run --colour` is deprecated for `color` (by id) and `run --loud` for
/// `verbose`; `run step --old-color` is deprecated for `--color` by its long
/// name, two commands up.
fn global_replacements() -> argkind::ArgKindCommand {
    global_replacements_inferring(false)
}

/// [`global_replacements`]; with `infer`, clap takes a prefix of a long
/// name for it.
fn global_replacements_inferring(infer: bool) -> argkind::ArgKindCommand {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .infer_long_args(infer)
        .arg(Arg::new("color").long("color").global(true))
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            clap::Command::new("run")
                .arg(Arg::new("colour").long("colour"))
                .arg(Arg::new("loud").long("loud").action(ArgAction::SetTrue))
                .subcommand(clap::Command::new("step").arg(Arg::new("old-color").long("old-color"))),
        );
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new()
            .arg("colour", ArgSpec::new().deprecated_for("color"))
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .subcommand(
                "step",
                CommandSpec::new().arg("old-color", ArgSpec::new().deprecated_for("--color")),
            ),
    );
    argkind::ArgKindCommand::new(cmd, spec)
}

/// `--color` of the parse of `argv` with [`global_replacements`], the same
/// in the root and the deepest subcommand, and the facts.
fn redirected_color(argv: &[&str]) -> (Option<String>, argkind::Facts) {
    let m = global_replacements().try_get_matches_from(argv).unwrap();
    let mut deepest: &clap::ArgMatches = &m;
    while let Some((_, sub)) = deepest.subcommand() {
        deepest = sub;
    }
    let color = deepest.get_one::<String>("color").cloned();
    assert_eq!(m.get_one::<String>("color").cloned(), color, "{argv:?}");
    (color, m.facts().clone())
}

#[test]
fn a_redirect_to_a_global_of_the_parent_command() {
    let (color, facts) = redirected_color(&["cli", "run", "--colour", "red"]);
    assert_eq!(color.as_deref(), Some("red"));
    assert_eq!(
        facts.warnings(),
        ["warning: --colour is deprecated and will be removed in a future release. Use --color instead."]
    );
    assert_eq!(facts.deprecations()[0].command(), "run");
    assert_eq!(facts.deprecations()[0].replacement(), Some("color"));
    assert!(facts.is_used("colour") && facts.is_used("color"));
    let m = global_replacements()
        .try_get_matches_from(["cli", "run", "--loud"])
        .unwrap();
    assert!(m.subcommand_matches("run").unwrap().get_flag("verbose"));
    assert!(m.get_flag("verbose"));
    let registry = global_replacements().registry_of(&["run"]).unwrap();
    assert_eq!(registry.get("colour").unwrap().replacement(), Some("color"));
}

#[test]
fn a_redirect_to_a_parent_s_global_is_not_applied_when_the_global_is_given_later() {
    let color = |argv: &[&str]| redirected_color(argv).0;
    assert_eq!(
        color(&["cli", "run", "--colour", "red", "--color", "blue"]).as_deref(),
        Some("blue")
    );
    assert_eq!(
        color(&["cli", "run", "--color", "blue", "--colour", "red"]).as_deref(),
        Some("red")
    );
    assert_eq!(
        color(&["cli", "--color", "blue", "run", "--colour", "red"]).as_deref(),
        Some("red")
    );
    assert_eq!(
        color(&["cli", "run", "--colour", "red", "step", "--color", "blue"]).as_deref(),
        Some("blue")
    );
}

#[test]
fn a_redirect_to_a_global_two_commands_up_by_its_long_name() {
    let (color, facts) = redirected_color(&["cli", "run", "step", "--old-color", "red"]);
    assert_eq!(color.as_deref(), Some("red"));
    assert_eq!(
        facts.warnings(),
        ["warning: --old-color is deprecated and will be removed in a future release. Use --color instead."]
    );
    assert_eq!(facts.replay_all(), ["--old-color=red", "--color=red"]);
    let color = |argv: &[&str]| redirected_color(argv).0;
    assert_eq!(
        color(&["cli", "run", "step", "--old-color", "red", "--color", "blue"]).as_deref(),
        Some("blue")
    );
    assert_eq!(
        color(&["cli", "run", "step", "--color", "blue", "--old-color=red"]).as_deref(),
        Some("red")
    );
    global_replacements().debug_assert();
}

/// The derive: a replacement in a flattened struct (by path) and a global
/// of an enclosing command (by long name).
mod derived {
    use argkind::ArgKinds;
    use clap::{Args, Parser, Subcommand};

    #[derive(Args, ArgKinds, Debug)]
    pub(super) struct Output {
        #[arg(short, long)]
        pub(super) output: Option<String>,
        #[arg(long)]
        pub(super) verbose: bool,
    }

    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "cc")]
    pub(super) struct Cli {
        #[arg(long, global = true)]
        pub(super) color: Option<String>,
        #[command(flatten)]
        pub(super) out: Output,
        #[arg(long)]
        #[argkind(hidden, deprecated(replacement = out.output))]
        pub(super) outfile: Option<String>,
        #[arg(long)]
        #[argkind(hidden, deprecated(replacement = out.verbose))]
        pub(super) chatty: bool,
        #[command(subcommand)]
        pub(super) cmd: Option<Sub>,
    }

    #[derive(Subcommand, ArgKinds, Debug)]
    pub(super) enum Sub {
        Run {
            #[arg(long)]
            #[argkind(deprecated(replacement = "--color"))]
            colour: Option<String>,
            #[command(subcommand)]
            step: Option<Step>,
        },
    }

    #[derive(Subcommand, ArgKinds, Debug)]
    pub(super) enum Step {
        Step {
            #[arg(long)]
            #[argkind(deprecated(replacement = "--color"))]
            old_color: Option<String>,
        },
    }

    pub(super) fn parse(argv: &[&str]) -> argkind::Parsed<Cli> {
        argkind::try_parse_from::<Cli>(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}"))
    }
}

#[test]
fn a_derived_redirect_into_a_flattened_struct_by_path() {
    let parsed = derived::parse(&["cc", "--outfile", "a.o"]);
    assert_eq!(parsed.value.out.output.as_deref(), Some("a.o"));
    assert_eq!(
        parsed.facts.warnings(),
        ["warning: --outfile is deprecated and will be removed in a future release. Use --output instead."]
    );
    assert!(derived::parse(&["cc", "--chatty"]).value.out.verbose);
    let output = |argv: &[&str]| derived::parse(argv).value.out.output;
    assert_eq!(output(&["cc", "--outfile", "a.o", "-o", "b.o"]).as_deref(), Some("b.o"));
    assert_eq!(output(&["cc", "-o", "b.o", "--outfile", "a.o"]).as_deref(), Some("a.o"));
}

#[test]
fn a_derived_redirect_to_a_parent_s_global_by_long_name() {
    let color = |argv: &[&str]| derived::parse(argv).value.color;
    assert_eq!(color(&["cc", "run", "--colour", "red"]).as_deref(), Some("red"));
    assert_eq!(
        color(&["cc", "run", "--colour", "red", "--color", "blue"]).as_deref(),
        Some("blue")
    );
    assert_eq!(
        color(&["cc", "run", "--color", "blue", "--colour", "red"]).as_deref(),
        Some("red")
    );
    assert_eq!(
        color(&["cc", "--color", "blue", "run", "--colour", "red"]).as_deref(),
        Some("red")
    );
    let parsed = derived::parse(&["cc", "run", "--colour", "red"]);
    assert_eq!(parsed.facts.deprecations()[0].replacement(), Some("color"));
}

#[test]
fn a_derived_redirect_to_a_global_two_commands_up_by_long_name() {
    let color = |argv: &[&str]| derived::parse(argv).value.color;
    assert_eq!(
        color(&["cc", "run", "step", "--old-color", "red"]).as_deref(),
        Some("red")
    );
    assert_eq!(
        color(&["cc", "run", "step", "--old-color", "red", "--color=blue"]).as_deref(),
        Some("blue")
    );
    assert_eq!(
        color(&["cc", "run", "--color=blue", "step", "--old-color", "red"]).as_deref(),
        Some("red")
    );
    argkind::command::<derived::Cli>().debug_assert();
}

/// A replacement named by its long name, in the deprecated flag's own
/// command (the builder's way to name a target whose id it does not know).
#[test]
fn a_redirect_names_its_replacement_by_long_name_in_its_own_command() {
    let cmd = clap::Command::new("cc")
        .arg(clap::Arg::new("out_file").long("output"))
        .arg(clap::Arg::new("old").long("old-output"));
    let spec = argkind::CommandSpec::new().arg("old", argkind::ArgSpec::new().deprecated_for("--output"));
    let mut cmd = argkind::ArgKindCommand::new(cmd, spec);
    let m = cmd.try_get_matches_from(["cc", "--old-output", "a.o"]).unwrap();
    assert_eq!(m.get_one::<String>("out_file").map(String::as_str), Some("a.o"));
    assert_eq!(
        m.facts().warnings(),
        ["warning: --old-output is deprecated and will be removed in a future release. Use --output instead."]
    );
    let m = cmd
        .try_get_matches_from(["cc", "--old-output", "a.o", "--output", "b.o"])
        .unwrap();
    assert_eq!(
        m.get_one::<String>("out_file").map(String::as_str),
        Some("b.o"),
        "given later, it wins"
    );
}

// Redirects that accumulate: an `Append` or `Count` flag redirected to an
// `Append` or `Count` replacement applies at each occurrence, unless the
// replacement is given later (S6), as argparse does.

/// `tool` with `-I/--include` (a list) and `--inc`, a list deprecated for
/// it; `-v/--verbose` (a count) and `-L/--loud`, a count deprecated for it.
/// `infer_long_args` lets `--includ` and `--lou` spell them too.
fn accumulating() -> clap::Command {
    use clap::{Arg, ArgAction};
    clap::Command::new("tool")
        .infer_long_args(true)
        .arg(Arg::new("include").short('I').long("include").action(ArgAction::Append))
        .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(Arg::new("loud").short('L').long("loud").action(ArgAction::Count))
}

/// Command lines of [`accumulating`] with each flag before, between and after
/// the other's occurrences, abbreviated and in short clusters.
const ACCUMULATING_ARGV: &[&[&str]] = &[
    &["--inc", "a", "--inc", "b"],
    &["-I", "x", "--inc", "a", "--inc", "b"],
    &["--inc", "a", "-I", "x", "--inc", "b"],
    &["--inc", "a", "-I", "x"],
    &[
        "--inc",
        "a",
        "--inc",
        "b",
        "-I",
        "x",
        "--inc=c",
        "--include",
        "y",
        "--inc",
        "d",
        "--inc",
        "e",
    ],
    &["--inc", "a", "--includ", "b", "--inc", "c"],
    &["--inc", "a", "-Ix", "--inc=b", "--incl=y"],
    &["--inc", "a", "-Ix", "--inc=b", "-vI", "z", "--inc", "c"],
    &["--loud", "--loud"],
    &["-v", "--loud", "--loud"],
    &["--loud", "-v", "--loud", "--loud"],
    &["--loud", "--loud", "-v", "--loud"],
    &["--loud", "--loud", "-v"],
    &["-LL", "-vL"],
    &["-LvL"],
    &["-LvLL", "--inc", "a"],
    &["-vLvLL"],
    &["-L", "--lou", "-v", "--lou", "-LL"],
    &["--lou", "-vv", "-LLvLL", "--loud"],
];

/// The plain-clap twin's reading of `argv`, the redirects written by hand
/// as S6 says: each occurrence of `--inc` (of `--loud`) also goes to
/// `--include` (to `--verbose`) unless that is given later. For the hand
/// count, the twin's `--loud` keeps an index per occurrence: an `Append`
/// flag whose every occurrence gives the value `1`.
fn by_hand(argv: &[&str]) -> (Vec<String>, u8, Vec<String>, u8) {
    use clap::parser::ValueSource;
    let twin = accumulating().args_override_self(true).mut_arg("loud", |a| {
        a.action(clap::ArgAction::Append).num_args(0).default_missing_value("1")
    });
    let m = twin
        .try_get_matches_from(["tool"].iter().chain(argv))
        .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
    let typed = |id: &str| {
        (m.value_source(id) == Some(ValueSource::CommandLine))
            .then(|| m.indices_of(id).and_then(Iterator::max))
            .flatten()
    };
    let strings = |id: &str| -> Vec<String> { m.get_many::<String>(id).into_iter().flatten().cloned().collect() };
    // Each occurrence takes one value: one index per occurrence.
    let after = |id: &str, replacement: &str| -> Vec<usize> {
        let last = typed(replacement);
        m.indices_of(id)
            .into_iter()
            .flatten()
            .enumerate()
            .filter(|(_, at)| last.is_none_or(|last| *at > last))
            .map(|(i, _)| i)
            .collect()
    };
    let inc = strings("inc");
    let mut include = strings("include");
    include.extend(after("inc", "include").into_iter().map(|i| inc[i].clone()));
    let loud = u8::try_from(strings("loud").len()).unwrap();
    let verbose = m.get_count("verbose") + u8::try_from(after("loud", "verbose").len()).unwrap();
    (include, verbose, inc, loud)
}

#[test]
fn a_redirect_to_a_list_or_a_count_applies_at_each_occurrence() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    let spec = CommandSpec::new()
        .arg("inc", ArgSpec::new().deprecated_for("include"))
        .arg("loud", ArgSpec::new().deprecated_for("verbose"));
    let mut cmd = ArgKindCommand::new(accumulating(), spec);
    cmd.debug_assert();
    for argv in ACCUMULATING_ARGV {
        let m = cmd
            .try_get_matches_from(["tool"].iter().chain(*argv))
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let strings = |id: &str| -> Vec<String> { m.get_many::<String>(id).into_iter().flatten().cloned().collect() };
        let got = (
            strings("include"),
            m.get_count("verbose"),
            strings("inc"),
            m.get_count("loud"),
        );
        assert_eq!(got, by_hand(argv), "{argv:?}");
    }
    // The bug's own cases, spelled out.
    let include = |argv: &[&str]| by_hand(argv).0;
    assert_eq!(include(&["--inc", "a", "--inc", "b"]), ["a", "b"]);
    assert_eq!(include(&["-I", "x", "--inc", "a", "--inc", "b"]), ["x", "a", "b"]);
    assert_eq!(include(&["--inc", "a", "-I", "x", "--inc", "b"]), ["x", "b"]);
    assert_eq!(include(&["--inc", "a", "-I", "x"]), ["x"]);
    assert_eq!(by_hand(&["--loud", "--loud"]).1, 2);
    assert_eq!(by_hand(&["--loud", "-v", "--loud", "--loud"]).1, 3);
}

/// The same with the derive, against the same hand-written twin.
mod accumulating_derived {
    use argkind::ArgKinds;
    use clap::{ArgAction, Parser};

    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "tool", infer_long_args = true)]
    pub(super) struct Cli {
        #[arg(short = 'I', long)]
        pub(super) include: Vec<String>,
        #[arg(long)]
        #[argkind(hidden, deprecated(replacement = include))]
        pub(super) inc: Vec<String>,
        #[arg(short, long, action = ArgAction::Count)]
        pub(super) verbose: u8,
        #[arg(short = 'L', long, action = ArgAction::Count)]
        #[argkind(hidden, deprecated(replacement = verbose))]
        pub(super) loud: u8,
    }
}

#[test]
fn a_derived_redirect_to_a_list_or_a_count_applies_at_each_occurrence() {
    argkind::command::<accumulating_derived::Cli>().debug_assert();
    for argv in ACCUMULATING_ARGV {
        let cli = argkind::try_parse_from::<accumulating_derived::Cli>(["tool"].iter().chain(*argv))
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"))
            .value;
        assert_eq!((cli.include, cli.verbose, cli.inc, cli.loud), by_hand(argv), "{argv:?}");
    }
}

#[test]
fn a_set_flag_s_redirect_to_a_list_passes_on_its_last_value_only() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    // Right-most wins: `--old a --old b` is `--old b`, so the list gets `b`;
    // a value-less flag's repetition is the flag once.
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new").action(ArgAction::Append))
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated_for("new"))
        .arg("quiet", ArgSpec::new().deprecated_for("verbose"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd
        .try_get_matches_from(["tool", "--old", "a", "--old", "b", "--quiet", "--quiet"])
        .unwrap();
    let new: Vec<&String> = m.get_many::<String>("new").unwrap().collect();
    assert_eq!(new, ["b"]);
    assert_eq!(m.get_count("verbose"), 1);
}

#[test]
fn a_conflict_of_the_redirected_command_line_is_the_error_of_that_line() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Error};
    use clap::error::ContextKind;
    use clap::{Arg, ArgAction};
    // `--old` is deprecated for `--new`, which conflicts with `--a`; `--a`
    // and `--b` conflict too. The typed line and the line with the redirect
    // fail alike (two conflicts), but about different flags: the error is
    // the one plain clap gives for the redirect written by hand, except that
    // it names the flag the user typed, `--old <old>` (as clap names it),
    // where clap names `--new`, which the user did not type.
    let plain = || {
        clap::Command::new("cli")
            .arg(Arg::new("new").long("new").conflicts_with("a"))
            .arg(Arg::new("old").long("old"))
            .arg(Arg::new("a").long("a").action(ArgAction::SetTrue))
            .arg(Arg::new("b").long("b").action(ArgAction::SetTrue).conflicts_with("a"))
    };
    let mut cmd = ArgKindCommand::new(
        plain(),
        CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")),
    );
    let cases: [(&[&str], &[&str]); 2] = [
        (
            &["cli", "--old", "v", "--a", "--b"],
            &["cli", "--old", "v", "--new", "v", "--a", "--b"],
        ),
        (
            &["cli", "--a", "--b", "--old", "v"],
            &["cli", "--a", "--b", "--old", "v", "--new", "v"],
        ),
    ];
    let said = |err: &clap::Error| {
        let context = |kind| err.get(kind).map(ToString::to_string);
        (
            err.kind(),
            context(ContextKind::InvalidArg),
            context(ContextKind::PriorArg),
        )
    };
    for (argv, by_hand) in cases {
        let Err(Error::Clap(err)) = cmd.try_get_matches_from(argv) else {
            panic!("{argv:?}: accepted");
        };
        let expected = plain().try_get_matches_from(by_hand).unwrap_err();
        let typed = |name: Option<String>| name.map(|n| n.replace("--new <new>", "--old <old>"));
        let (kind, invalid, prior) = said(&expected);
        assert_eq!(said(&err), (kind, typed(invalid), typed(prior)), "{argv:?}");
    }
}

/// A preset that resets the replacement list drops the redirected
/// occurrences before it, as applying the redirect at each occurrence and
/// the preset at its place does (`--inc Z -q --inc Y` is `--include Z -q
/// --include Y`: the preset's `Q`, then `Y`).
#[test]
fn a_preset_that_resets_the_list_drops_the_redirected_occurrences_before_it() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = accumulating().arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("inc", ArgSpec::new().deprecated_for("include"))
        .arg("quick", ArgSpec::new().preset("include", "Q"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let cases: &[(&[&str], &[&str])] = &[
        (&["--inc", "Z", "-q", "--inc", "Y"], &["Q", "Y"]),
        (&["--inc", "Z", "--inc", "Y", "-q"], &["Q"]),
        (&["-q", "--inc", "Z"], &["Q", "Z"]),
        (&["--inc", "Z", "-q", "-I", "W", "--inc", "Y"], &["Q", "W", "Y"]),
        (&["--inc", "Z", "-q", "--inc", "Y", "--inc", "X"], &["Q", "Y", "X"]),
        (&["-I", "a", "--inc", "Z", "-q", "--inc", "Y"], &["Q", "Y"]),
        (&["--inc", "Z", "--qui", "--inc=Y"], &["Q", "Y"]),
    ];
    for (argv, expected) in cases {
        let m = cmd
            .try_get_matches_from(["tool"].iter().chain(argv.iter()))
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let include: Vec<&String> = m.get_many::<String>("include").into_iter().flatten().collect();
        assert_eq!(include, *expected, "{argv:?}");
    }
}

/// Two deprecated flags redirected to one count, interleaved: `-a`, a
/// list whose every occurrence gives a value (an `Append` flag of no
/// values with a default, the hand count's own spelling), and `--file`, a
/// switch. Every occurrence of either counts once, as plain clap counts
/// `--verbose` typed after each. The first `-a` is in a short cluster whose
/// next letter is a digit (`-a1`, `-1` a flag of its own): argkind does not
/// split a cluster there, so it cannot apply `-a`'s redirect at that
/// occurrence, and both redirects carry the occurrences they follow. (Were
/// `--file` alone to apply its redirect at each occurrence, the `-a`
/// before it, carried to `--file`, would count for neither.)
#[test]
fn interleaved_redirects_to_a_count_count_every_occurrence_where_one_cannot_be_applied_at_each() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("tool")
            .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
            .arg(
                Arg::new("all")
                    .short('a')
                    .long("all")
                    .action(ArgAction::Append)
                    .num_args(0)
                    .default_missing_value("1"),
            )
            .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
            .arg(Arg::new("one").short('1').action(ArgAction::SetTrue))
    };
    let spec = || {
        CommandSpec::new()
            .arg("all", ArgSpec::new().deprecated_for("verbose"))
            .arg("file", ArgSpec::new().deprecated_for("verbose"))
    };
    let cases: [(&[&str], &[&str]); 2] = [
        (
            &["tool", "-a1", "--file", "-a"],
            &["tool", "-a", "-v", "-1", "--file", "-v", "-a", "-v"],
        ),
        (
            &["tool", "-a1", "-a", "--file", "-a1"],
            &["tool", "-a", "-v", "-1", "-a", "-v", "--file", "-v", "-a", "-v", "-1"],
        ),
    ];
    for (argv, spelled_out) in cases {
        let plain = twin::plain(cmd(), spelled_out);
        for m in twin::both_ways(cmd, spec, argv) {
            twin::assert_same_counts(&m, &plain, &["verbose"], argv);
            twin::assert_same_flags(&m, &plain, &["one"], argv);
            let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            assert_eq!(warned.len(), 2, "{argv:?}");
        }
    }
}

/// A deprecated letter whose replacement's letter follows it in the same
/// short cluster: the replacement is given later, so the redirect does not
/// apply (`-ba` is `-b -a`), as for two tokens. Found by the differential
/// test (seed 4242, debug build).
#[test]
fn a_replacement_given_by_a_later_letter_of_the_cluster_is_given_later() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::Count))
        .arg(Arg::new("fat").long("fat").short('b').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level").short('l'))
        .arg(Arg::new("lvl").short('L'));
    let spec = CommandSpec::new()
        .arg("fat", ArgSpec::new().deprecated_for("fast"))
        .arg("lvl", ArgSpec::new().deprecated_for("level"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    for (argv, fast) in [
        (&["-ba"][..], 1),
        (&["-b", "-a"], 1),
        (&["-ab"], 2),
        (&["-a", "-b"], 2),
        (&["-bab"], 2),
        (&["-bba"], 1),
    ] {
        let m = cmd
            .try_get_matches_from(["root"].iter().chain(argv))
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        assert_eq!(m.get_count("fast"), fast, "{argv:?}");
    }
    let m = cmd.try_get_matches_from(["root", "-L", "1", "-l2"]).unwrap();
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("2"));
}

/// A deprecated flag and deprecated options whose value may be left out
/// (`num_args(0..=1)`), a global one among them, and one in `sub`.
fn bare_options() -> argkind::ArgKindCommand {
    use clap::{Arg, ArgAction};
    let sub = clap::Command::new("sub").arg(Arg::new("old").long("old").num_args(0..=1));
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("filter").short('e').long("filter").num_args(0..=1))
        .arg(Arg::new("level").long("level").num_args(0..=1).global(true))
        .subcommand(sub);
    let spec = argkind::CommandSpec::new()
        .arg("fast", argkind::ArgSpec::new().deprecated())
        .arg("filter", argkind::ArgSpec::new().deprecated())
        .arg("level", argkind::ArgSpec::new().deprecated())
        .subcommand(
            "sub",
            argkind::CommandSpec::new().arg("old", argkind::ArgSpec::new().deprecated()),
        );
    argkind::ArgKindCommand::new(cmd, spec)
}

#[test]
fn an_option_given_bare_warns_in_the_order_of_its_last_occurrence() {
    // clap gives a bare occurrence no index: it used to come out first.
    for (argv, want) in [
        (&["tool", "--fast", "-e"][..], &["fast", "filter"][..]),
        (&["tool", "--fast", "-eh", "-e"], &["fast", "filter"]),
        (&["tool", "-eh", "--fast", "-e"], &["fast", "filter"]),
        (&["tool", "-e", "--fast"], &["filter", "fast"]),
        (&["tool", "-e", "--fast", "--level"], &["filter", "fast", "level"]),
        (
            &["tool", "--level", "--fast", "sub", "--old"],
            &["level", "fast", "old"],
        ),
        (
            &["tool", "--fast", "sub", "--old", "--level"],
            &["fast", "old", "level"],
        ),
        (&["tool", "sub", "--level", "--old"], &["level", "old"]),
    ] {
        let m = bare_options().try_get_matches_from(argv).unwrap();
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, want, "{argv:?}");
    }
}

/// A list `--fast` that may be given bare, and `--level` (`-d`), a
/// deprecated list redirected to it.
fn bare_replacement() -> argkind::ArgKindCommand {
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::Append).num_args(0..=1))
        .arg(
            Arg::new("level")
                .long("level")
                .short('d')
                .action(ArgAction::Append)
                .allow_hyphen_values(true),
        );
    let spec = argkind::CommandSpec::new().arg("level", argkind::ArgSpec::new().deprecated_for("fast"));
    argkind::ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_replacement_given_bare_later_overrides_the_redirect_before_it() {
    // clap gives a bare occurrence no index: the redirect before it used to
    // stand, its value moved after it.
    let occurrences = |argv: &[&str]| -> Vec<Vec<String>> {
        let m = bare_replacement().try_get_matches_from(argv).unwrap();
        m.get_raw_occurrences("fast")
            .map(|o| {
                o.map(|values| values.map(|v| v.to_string_lossy().into_owned()).collect())
                    .collect()
            })
            .unwrap_or_default()
    };
    let none: Vec<String> = Vec::new();
    assert_eq!(
        occurrences(&["tool", "-dh", "--fast", "-d", "--help"]),
        [none.clone(), vec!["--help".to_owned()]]
    );
    assert_eq!(occurrences(&["tool", "--level", "a", "--fast"]), [Vec::<String>::new()]);
    // Given before, it overrides nothing.
    assert_eq!(
        occurrences(&["tool", "--fast", "--level", "a"]),
        [none, vec!["a".to_owned()]]
    );
}

#[test]
fn a_deprecated_pair_s_negation_turns_its_replacement_off() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    // `--no-old` says false; its redirect is the replacement's negation.
    let cmd = clap::Command::new("cli")
        .infer_long_args(true)
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue))
        .arg(Arg::new("oldq").long("enable-oldq").action(ArgAction::SetTrue))
        .arg(Arg::new("newq").long("enable-newq").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().noable().deprecated_for("new"))
        .arg("new", ArgSpec::new().noable())
        .arg("oldq", ArgSpec::new().enable_disable().deprecated_for("newq"))
        .arg("newq", ArgSpec::new().enable_disable());
    // (argv, the replacement, its value, the spelling the warning says to
    // use instead)
    let cases: [(&[&str], &str, bool, &str); 9] = [
        (&["cli", "--no-old"], "new", false, "no-new"),
        (&["cli", "--new", "--no-old"], "new", false, "no-new"),
        (&["cli", "--old", "--no-old"], "new", false, "no-new"),
        (&["cli", "--no-old", "--old"], "new", true, "new"),
        (&["cli", "--no-old", "--new"], "new", true, "no-new"),
        (&["cli", "--no-ol"], "new", false, "no-new"),
        (&["cli", "--disable-oldq"], "newq", false, "disable-newq"),
        (
            &["cli", "--enable-newq", "--disable-oldq"],
            "newq",
            false,
            "disable-newq",
        ),
        (
            &["cli", "--enable-oldq", "--disable-oldq"],
            "newq",
            false,
            "disable-newq",
        ),
    ];
    for (argv, id, value, instead) in cases {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .expect("parses");
        assert_eq!(m.get_flag(id), value, "{argv:?}");
        let deprecations = m.facts().deprecations();
        assert_eq!(deprecations.len(), 1, "{argv:?}");
        assert_eq!(deprecations[0].replacement(), Some(instead), "{argv:?}");
        assert!(
            deprecations[0]
                .to_string()
                .ends_with(&format!(" Use --{instead} instead.")),
            "{argv:?}"
        );
    }
}

/// `cli` with a global noable `--quick` and a global noable `--fast`
/// (hidden, deprecated for `quick`), and a subcommand `run`; with `infer`,
/// clap takes a prefix of a long name for it.
fn global_noable_redirect(infer: bool) -> argkind::ArgKindCommand {
    use argkind::{ArgKind, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .infer_long_args(infer)
        .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue).global(true))
        .arg(
            Arg::new("fast")
                .long("fast")
                .short('f')
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(clap::Command::new("run"));
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().noable()).arg(
        "fast",
        ArgSpec::new().kind(ArgKind::Hidden).noable().deprecated_for("quick"),
    );
    argkind::ArgKindCommand::new(cmd, spec)
}

/// `quick` in each command of the parse of `argv`, `fast` in the innermost
/// one, and the warnings.
fn quick_and_fast(infer: bool, argv: &[&str]) -> (Vec<bool>, bool, Vec<String>) {
    let m = global_noable_redirect(infer).try_get_matches_from(argv).unwrap();
    let mut quick = vec![m.get_flag("quick")];
    let mut inner: &clap::ArgMatches = &m;
    while let Some((_, sub)) = inner.subcommand() {
        quick.push(sub.get_flag("quick"));
        inner = sub;
    }
    (quick, inner.get_flag("fast"), m.facts().warnings().to_vec())
}

/// Asserts that the parse of `argv` (with `infer`, see
/// [`global_noable_redirect`]) leaves `quick` and `fast` at `quick` in every
/// command, and warns once to use `warning`.
fn assert_quick(infer: bool, argv: &[&str], quick: bool, warning: &str) {
    let (quicks, fast, warnings) = quick_and_fast(infer, argv);
    assert!(quicks.iter().all(|q| *q == quick), "{argv:?}: {quicks:?}");
    assert_eq!(fast, quick, "{argv:?}");
    assert_eq!(warnings, [use_instead(warning)], "{argv:?}");
}

fn use_instead(replacement: &str) -> String {
    format!("warning: --fast is deprecated and will be removed in a future release. Use {replacement} instead.")
}

#[test]
fn a_global_deprecated_pair_typed_in_two_commands_redirects_its_last_spelling() {
    for (argv, quick, warning) in [
        (&["cli", "--no-fast", "run", "--fast"][..], true, "--quick"),
        (&["cli", "--fast", "run", "--no-fast"][..], false, "--no-quick"),
        (
            &["cli", "--quick", "--fast", "run", "--no-fast"][..],
            false,
            "--no-quick",
        ),
        (&["cli", "--no-fast", "run", "-f"][..], true, "--quick"),
        (&["cli", "--no-quick", "--no-fast", "run", "-f"][..], true, "--quick"),
        (&["cli", "run", "--no-fast", "--fast"][..], true, "--quick"),
        (&["cli", "--fast", "--no-fast", "run"][..], false, "--no-quick"),
        (
            &["cli", "--quick", "--fast", "--no-fast", "run"][..],
            false,
            "--no-quick",
        ),
    ] {
        assert_quick(false, argv, quick, warning);
    }
}

#[test]
fn a_deprecated_pair_s_abbreviated_negation_redirects_the_replacement_s_negation() {
    for (argv, quick, warning) in [
        (&["cli", "--quick", "--no-fa"][..], false, "--no-quick"),
        (&["cli", "--quick", "--fast", "--no-fa"][..], false, "--no-quick"),
        (&["cli", "--no-fa", "--fa"][..], true, "--quick"),
        (&["cli", "--quick", "run", "--no-fa"][..], false, "--no-quick"),
        (&["cli", "--quick", "--fa", "run", "--no-fa"][..], false, "--no-quick"),
        (&["cli", "--no-fa", "run", "--fa"][..], true, "--quick"),
    ] {
        assert_quick(true, argv, quick, warning);
    }
}

#[test]
fn an_abbreviated_redirect_to_a_global_typed_in_another_command() {
    let color = |argv: &[&str]| {
        let m = global_replacements_inferring(true).try_get_matches_from(argv).unwrap();
        let run = m.subcommand_matches("run").unwrap();
        assert_eq!(run.get_one::<String>("color"), m.get_one::<String>("color"), "{argv:?}");
        m.get_one::<String>("color").cloned()
    };
    for (argv, want) in [
        (
            &["cli", "--verbose", "--color", "blue", "run", "--colou", "red"][..],
            "red",
        ),
        (&["cli", "--color", "blue", "run", "--colou", "red"][..], "red"),
        (&["cli", "run", "--colou", "red", "--color", "blue"][..], "blue"),
        (
            &["cli", "--verbose", "--color", "blue", "run", "--colou", "red", "step"][..],
            "red",
        ),
        (&["cli", "run", "--colou", "red", "step", "--color", "blue"][..], "blue"),
        (&["cli", "run", "--color", "blue", "--colou", "red", "step"][..], "red"),
    ] {
        assert_eq!(color(argv).as_deref(), Some(want), "{argv:?}");
    }
}

#[test]
fn a_deprecated_pair_s_negation_redirected_to_a_plain_flag_names_no_replacement() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().noable().deprecated_for("fast"));
    let parse = |argv: &[&str]| {
        argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap()
    };
    // `--fast` would mean the opposite of `--no-quick`: the warning says
    // only that the flag is deprecated.
    let m = parse(&["cli", "--no-quick"]);
    assert!(!m.get_flag("fast"));
    assert_eq!(
        m.facts().warnings(),
        ["warning: --quick is deprecated and will be removed in a future release."]
    );
    assert_eq!(m.facts().deprecations()[0].replacement(), None);
    let m = parse(&["cli", "--no-quick", "--quick"]);
    assert!(m.get_flag("fast"));
    assert_eq!(
        m.facts().warnings(),
        ["warning: --quick is deprecated and will be removed in a future release. Use --fast instead."]
    );
}

/// The fix the derive's error suggests for an `Option<Option<_>>` flag
/// redirected to one that needs a value: a default missing value.
mod bare_redirects {
    #[derive(clap::Parser, argkind::ArgKinds, Debug)]
    #[command(name = "tool")]
    pub(super) struct Cli {
        #[arg(long, hide = true, default_missing_value = "auto")]
        #[argkind(deprecated(replacement = color))]
        colour: Option<Option<String>>,
        #[arg(long)]
        pub(super) color: Option<String>,
    }
}

#[test]
fn the_suggested_fix_for_a_bare_redirect_passes_it_on() {
    let parsed = argkind::try_parse_from::<bare_redirects::Cli>(["tool", "--colour"]).unwrap();
    assert_eq!(parsed.value.color.as_deref(), Some("auto"));
    let parsed = argkind::try_parse_from::<bare_redirects::Cli>(["tool", "--colour", "red"]).unwrap();
    assert_eq!(parsed.value.color.as_deref(), Some("red"));
}

#[test]
fn a_deprecated_flag_with_only_a_short_name_is_warned_of_by_it() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .arg(Arg::new("oldflag").short('o').action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg("oldflag", ArgSpec::new().deprecated_for("new"));
    let m = argkind::ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["cli", "-o"])
        .unwrap();
    assert!(m.get_flag("new"));
    assert_eq!(
        m.facts().warnings(),
        ["warning: -o is deprecated and will be removed in a future release. Use --new instead."]
    );
    assert_eq!(m.facts().deprecations()[0].flag(), "o");
}

#[test]
fn an_abbreviated_negation_redirected_to_a_global_pair_typed_in_the_command_above() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .infer_long_args(true)
        .arg(Arg::new("fast").long("fast").global(true).action(ArgAction::SetTrue))
        .subcommand(clap::Command::new("a").arg(Arg::new("slow").long("slow").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable()).subcommand(
        "a",
        CommandSpec::new().arg("slow", ArgSpec::new().noable().deprecated_for("--fast")),
    );
    for (argv, fast) in [
        (&["cli", "--no-fast", "--no-fast", "a", "--fast", "--no-sl"][..], false),
        (&["cli", "--no-fast", "a", "--fast", "--no-s"], false),
        (&["cli", "--no-fast", "a", "--fast", "--no-slow"], false),
        (&["cli", "a", "--fast", "--no-sl"], false),
        (&["cli", "--fast", "a", "--no-fast", "--sl"], true),
    ] {
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let a = m.subcommand_matches("a").unwrap();
        assert_eq!((m.get_flag("fast"), a.get_flag("fast")), (fast, fast), "{argv:?}");
    }
}

#[test]
fn a_deprecated_pair_s_negation_redirected_to_a_count_sets_nothing() {
    // The count has no negation to pass `--no-quiet` on to: it used to be
    // given `--verbose=false`, which clap rejects ("unexpected value").
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cli")
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count));
    let spec = CommandSpec::new().arg("quiet", ArgSpec::new().noable().deprecated_for("verbose"));
    let parse = |argv: &[&str]| {
        argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"))
    };
    for (argv, verbose, quiet) in [
        (&["cli", "--no-quiet"][..], 0, false),
        (&["cli", "-vv", "--no-quiet"], 2, false),
        (&["cli", "--quiet", "--no-quiet"], 0, false),
        (&["cli", "--no-quiet", "--quiet"], 1, true),
    ] {
        let m = parse(argv);
        assert_eq!(m.get_count("verbose"), verbose, "{argv:?}");
        assert_eq!(m.get_flag("quiet"), quiet, "{argv:?}");
    }
    let m = parse(&["cli", "--no-quiet"]);
    assert_eq!(
        m.facts().warnings(),
        ["warning: --quiet is deprecated and will be removed in a future release."]
    );
    assert!(!m.facts().is_used("verbose"));
}

/// A deprecated `bool` flag redirected to a count, and a deprecated count
/// redirected to a `bool` flag: value-less both, whatever the field types.
mod counted_redirects {
    #[derive(clap::Parser, argkind::ArgKinds, Debug)]
    #[command(name = "tool")]
    pub(super) struct Cli {
        #[arg(long)]
        #[argkind(noable, deprecated(replacement = verbose))]
        pub(super) loud: bool,
        #[arg(short, long, action = clap::ArgAction::Count)]
        pub(super) verbose: u8,
        #[arg(long, action = clap::ArgAction::Count)]
        #[argkind(deprecated(replacement = color))]
        pub(super) colour: u8,
        #[arg(long)]
        pub(super) color: bool,
    }
}

#[test]
fn the_derive_redirects_a_bool_flag_to_a_count_and_a_count_to_a_bool_flag() {
    let parse = |argv: &[&str]| argkind::try_parse_from::<counted_redirects::Cli>(argv).unwrap();
    let parsed = parse(&["tool", "-v", "--loud"]);
    assert_eq!(parsed.value.verbose, 2);
    assert!(parsed.value.loud);
    // Given later, the replacement takes over.
    let parsed = parse(&["tool", "--loud", "-v"]);
    assert_eq!(parsed.value.verbose, 1);
    let parsed = parse(&["tool", "-v", "--no-loud"]);
    assert_eq!(parsed.value.verbose, 1);
    assert!(!parsed.value.loud);
    let parsed = parse(&["tool", "--colour", "--colour"]);
    assert!(parsed.value.color);
    assert_eq!(parsed.value.colour, 2);
    assert_eq!(
        parsed.facts.warnings(),
        ["warning: --colour is deprecated and will be removed in a future release. Use --color instead."]
    );
}

#[test]
fn a_global_typed_before_a_subcommand_warns_in_command_line_order() {
    // A subcommand with no defaults of its own holds clap's copy of the
    // global first, where it looks typed: `file` used to be warned of last.
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .arg(
            Arg::new("file")
                .long("file")
                .action(ArgAction::SetTrue)
                .default_value("true")
                .global(true),
        )
        .arg(Arg::new("filter").long("filter").short('d').action(ArgAction::SetTrue))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("file", ArgSpec::new().noable().deprecated().job("j"))
        .arg("filter", ArgSpec::new().deprecated().job("j"));
    for (argv, order, replay) in [
        (
            &["root", "--no-file", "-d", "run"][..],
            ["file", "filter"],
            ["--no-file", "--filter"],
        ),
        (
            &["root", "--file", "-d", "run"],
            ["file", "filter"],
            ["--file", "--filter"],
        ),
        (
            &["root", "-d", "run", "--file"],
            ["filter", "file"],
            ["--filter", "--file"],
        ),
        (
            &["root", "-d", "run", "--no-file"],
            ["filter", "file"],
            ["--filter", "--no-file"],
        ),
    ] {
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, order, "{argv:?}");
        assert_eq!(m.facts().replay("j"), replay, "{argv:?}");
    }
}

#[test]
fn a_global_in_a_command_without_subcommands_warns_by_its_last_occurrence() {
    // Found by the differential: `-c`'s last occurrence is after `-a`'s,
    // though clap's matches hold `file` before `fast` (`-a` again moved it
    // last).
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
        .arg(
            Arg::new("file")
                .long("file")
                .short('c')
                .action(ArgAction::Append)
                .global(true),
        );
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable().deprecated())
        .arg("file", ArgSpec::new().deprecated());
    let m = argkind::ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "-acav", "-ach"])
        .unwrap();
    let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["fast", "file"]);
}

/// A global typed in a command and again in its subcommand was last typed
/// in the subcommand: it is warned of, used and replayed there, after what
/// the command line gave between the two (found by the differential:
/// `root --level=v -e run --level` warned of `level` first). Typed only
/// before the subcommand, it keeps its place there. Each command line is
/// checked against plain clap's reading of it first. (`run` has a flag
/// with a default that the command lines leave out, `--z`: where every
/// argument of the subcommand before the global that has a default is
/// typed, and the global has a default, clap's matches hold a global typed
/// there last as they hold its copy, and it is placed where it was typed
/// first.)
#[test]
fn a_global_typed_in_two_commands_is_placed_at_its_last_occurrence() {
    for default in [false, true] {
        a_global_typed_in_two_commands_is_placed_at_its_last_occurrence_with(default);
    }
}

/// The test above, the global with a default value or without.
fn a_global_typed_in_two_commands_is_placed_at_its_last_occurrence_with(default: bool) {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let mut level = Arg::new("level").long("level").num_args(0..=1).global(true);
    if default {
        level = level.default_value("d");
    }
    let cmd = Command::new("root")
        .arg(level)
        .arg(Arg::new("filter").long("filter").short('e').action(ArgAction::SetTrue))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("z").long("z").action(ArgAction::SetTrue))
                .arg(Arg::new("y").long("y").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new()
        .arg("level", ArgSpec::new().deprecated().job("j"))
        .arg("filter", ArgSpec::new().deprecated().job("j"))
        .subcommand("run", CommandSpec::new().arg("y", ArgSpec::new().job("j")));
    for (argv, warned, replay) in [
        (
            &["root", "--level=v", "-e", "run", "--level"][..],
            &["filter", "level"][..],
            &["--filter", "--level"][..],
        ),
        (
            &["root", "--level=v", "-e", "run", "--level=w"],
            &["filter", "level"],
            &["--filter", "--level=w"],
        ),
        (
            &["root", "--level=v", "-e", "run", "--y", "--level=w"],
            &["filter", "level"],
            &["--filter", "--y", "--level=w"],
        ),
        (
            &["root", "--level=v", "-e", "run", "--level=w", "--y"],
            &["filter", "level"],
            &["--filter", "--level=w", "--y"],
        ),
        (
            &["root", "--level=v", "-e", "run", "--y"],
            &["level", "filter"],
            &["--level=v", "--filter", "--y"],
        ),
    ] {
        let plain = twin::plain(cmd.clone(), argv);
        let run = plain.subcommand_matches("run").unwrap();
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let ours = m.subcommand_matches("run").unwrap();
        twin::assert_same_values(ours, run, &["level"], argv);
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, warned, "{argv:?}");
        assert_eq!(m.facts().replay("j"), replay, "{argv:?}");
    }
}

/// A subcommand's own flag with the id and long name of an enclosing
/// command's deprecated `Count` flag, in a command line clap rejects: an
/// error, never a panic (argkind read the subcommand's `bool` as the
/// enclosing count), and clap's own (see
/// `same_long_as_an_enclosing_redirected_count_in_a_rejected_command_line`
/// in `differential.rs`).
#[test]
fn a_subcommand_s_flag_named_like_an_enclosing_redirected_count_is_no_panic() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("root")
        .arg(Arg::new("filter").long("filter").action(ArgAction::Count))
        .arg(Arg::new("level").long("level").action(ArgAction::Count))
        .subcommand(
            clap::Command::new("run")
                .arg(
                    Arg::new("level")
                        .long("level")
                        .action(ArgAction::SetTrue)
                        .requires("mode"),
                )
                .arg(Arg::new("mode").long("mode").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new().arg("level", ArgSpec::new().deprecated_for("filter"));
    let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        match ArgKindCommand::new(cmd.clone(), spec.clone()).try_get_matches_from(["root", "run", "--level"]) {
            Err(argkind::Error::Clap(err)) => Some(err.kind()),
            _ => None,
        }
    }));
    let plain = cmd
        .clone()
        .args_override_self(true)
        .try_get_matches_from(["root", "run", "--level"])
        .map(|_| ())
        .map_err(|err| err.kind());
    assert_eq!(plain, Err(clap::error::ErrorKind::MissingRequiredArgument));
    assert_eq!(read.ok(), Some(plain.err()), "clap's error, not a panic");
    // Given `--mode`, clap accepts it, and so does argkind: `run`'s flag.
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "run", "--level", "--mode"])
        .expect("parses");
    let run = m.subcommand_matches("run").expect("run");
    assert!(run.get_flag("level"));
    assert_eq!(m.get_count("filter"), 0);
}

/// A subcommand's own flag with the id of an enclosing command's global
/// deprecated flag: clap copies no global into a command that has an
/// argument of its id, but it shares the global's values by id with that
/// argument, in both directions (plain clap gives the root's deprecated
/// flag the value typed for `run`'s), so no redirect could follow what the
/// user typed. It is a definition error (debug builds).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `filter` of command `run` has the id of a global argument of command `root`")]
fn a_subcommand_s_own_flag_with_the_id_of_an_enclosing_deprecated_global_is_a_definition_error() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("root")
        .arg(
            Arg::new("filter")
                .long("filter")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue).global(true))
        .subcommand(clap::Command::new("run").arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new().arg("filter", ArgSpec::new().deprecated_for("file"));
    ArgKindCommand::new(cmd, spec);
}

/// The deprecated flags of `argv` (`names`, typed `--name` or `-n`), in the
/// order the command line gives them.
fn typed_order<'a>(argv: &[&'a str], names: &[&str]) -> Vec<&'a str> {
    argv.iter()
        .map(|token| token.trim_start_matches('-'))
        .map(|name| name.strip_prefix("no-").unwrap_or(name))
        .filter(|name| names.contains(name))
        .collect()
}

#[test]
fn a_global_typed_in_a_subcommand_before_another_global_warns_where_typed() {
    // clap copies both globals into the root's matches, one after the other:
    // one global after another there says nothing of where either was
    // typed (only an argument that is no global does).
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let cmd = Command::new("root")
        .arg(flag("file").global(true))
        .arg(flag("gtwo").global(true))
        .subcommand(Command::new("run").arg(flag("x")));
    let spec = CommandSpec::new()
        .arg("file", ArgSpec::new().noable().deprecated().job("j"))
        .subcommand("run", CommandSpec::new().arg("x", ArgSpec::new().deprecated().job("j")));
    for argv in [
        &["root", "run", "--x", "--file", "--gtwo"][..],
        &["root", "run", "--x", "--no-file", "--gtwo"],
        &["root", "run", "--file", "--gtwo", "--x"],
    ] {
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, typed_order(argv, &["file", "x"]), "{argv:?}");
        let replay = m.facts().replay("j");
        let typed: Vec<&str> = argv.iter().copied().filter(|t| replay.iter().any(|r| r == t)).collect();
        assert_eq!(replay, typed, "{argv:?}");
    }
}

#[test]
fn a_global_typed_before_a_subcommand_keeps_its_place_after_many_tokens() {
    // The global goes right before the argument typed after it in the
    // root (`-d`), among the root's flags ordered by their indices.
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let flag = |id: &'static str| {
        Arg::new(id)
            .short(id.chars().next().unwrap())
            .action(ArgAction::SetTrue)
    };
    let cmd = Command::new("root")
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue).global(true))
        .arg(Arg::new("pad").long("pad"))
        .arg(flag("a"))
        .arg(flag("d"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("file", ArgSpec::new().noable().deprecated().job("j"))
        .arg("a", ArgSpec::new().deprecated().job("j"))
        .arg("d", ArgSpec::new().deprecated().job("j"));
    for argv in [
        &["root", "--pad", "x", "-a", "--file", "-d", "run"][..],
        &["root", "--pad", "x", "-a", "--no-file", "-d", "run"],
        &["root", "--pad", "x", "--pad", "y", "-a", "--file", "-d", "run"],
        &["root", "-a", "--pad", "x", "--pad", "y", "--file", "-d", "run"],
    ] {
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, typed_order(argv, &["a", "file", "d"]), "{argv:?}");
        let replay = m.facts().replay("j");
        let typed: Vec<&str> = argv.iter().copied().filter(|t| replay.iter().any(|r| r == t)).collect();
        assert_eq!(replay, typed, "{argv:?}");
    }
}

/// Two deprecated flags of one command spelled alike, one by its long name
/// (`--q`) and one by its only short name (`-q`), are two flags: each is
/// warned of, in command-line order.
#[test]
fn two_deprecated_flags_spelled_alike_by_long_and_short_are_each_warned_of() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("root")
        .arg(Arg::new("q").long("q").action(ArgAction::SetTrue))
        .arg(Arg::new("quiet").short('q').action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("q", ArgSpec::new().deprecated())
        .arg("quiet", ArgSpec::new().deprecated());
    for (argv, expected) in [
        (["root", "--q", "-q"], ["--q", "-q"]),
        (["root", "-q", "--q"], ["-q", "--q"]),
    ] {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .expect("parses");
        let warned: Vec<String> = m.facts().deprecations().iter().map(ToString::to_string).collect();
        let expected: Vec<String> = expected
            .iter()
            .map(|flag| format!("warning: {flag} is deprecated and will be removed in a future release."))
            .collect();
        assert_eq!(warned, expected, "{argv:?}");
    }
}

/// A global flag typed in the root with nothing of the root's after it, and
/// a deprecated flag of the subcommand: clap's copy of the global in the
/// subcommand holds the root's index, which ties with the subcommand's
/// flag; the warnings and the used flags (and so the replay) put the
/// global first, as it was typed (the mutation run of stop 29 found the
/// warnings `x, file` beside the replay `--file --x`). Typed in the
/// subcommand, it is where it was typed. Each command line is checked
/// against plain clap's reading first.
#[test]
fn a_global_typed_before_a_subcommand_s_flag_is_warned_of_and_used_first() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue).global(true))
        .subcommand(Command::new("run").arg(Arg::new("x").long("x").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .arg("file", ArgSpec::new().deprecated().job("j"))
        .subcommand("run", CommandSpec::new().arg("x", ArgSpec::new().deprecated().job("j")));
    for (argv, order) in [
        (&["root", "--file", "run", "--x"][..], ["file", "x"]),
        (&["root", "run", "--file", "--x"], ["file", "x"]),
        (&["root", "run", "--x", "--file"], ["x", "file"]),
    ] {
        let plain = twin::plain(cmd.clone(), argv);
        let run = plain.subcommand_matches("run").unwrap();
        assert!(run.get_flag("file") && run.get_flag("x"), "{argv:?}");
        let m = argkind::ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(warned, order, "{argv:?}");
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        assert_eq!(used, order, "{argv:?}");
        let replay: Vec<String> = order.iter().map(|f| format!("--{f}")).collect();
        assert_eq!(m.facts().replay("j"), replay, "{argv:?}");
    }
}

/// The builder's printing entry point, run in a child process of this test
/// binary (`ARGKIND_BUILDER_CHILD` set): the command line it parses.
const BUILDER_ARGV: &[&str] = &["cli", "--old", "a", "--x", "run", "--old", "b"];

#[test]
fn the_builder_entry_point_prints_the_parses_warnings_once_to_stderr() {
    if std::env::var_os("ARGKIND_BUILDER_CHILD").is_some() {
        // In the child: parse and print, as an application's main does.
        let m = pairs().get_matches_from(BUILDER_ARGV);
        assert_eq!(m.subcommand_name(), Some("run"));
        return;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "the_builder_entry_point_prints_the_parses_warnings_once_to_stderr",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("ARGKIND_BUILDER_CHILD", "1")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    // The warnings the facts hold, each on a line of its own, and nothing
    // else on stderr; none on stdout.
    let expected: String = warnings(BUILDER_ARGV)
        .into_iter()
        .map(|(_, line)| line + "\n")
        .collect();
    assert_eq!(expected.lines().count(), 3, "{expected}");
    assert_eq!(String::from_utf8(out.stderr).unwrap(), expected);
    assert!(!String::from_utf8(out.stdout).unwrap().contains("warning:"));
}

/// The flags of the deprecation warnings of `argv`, parsed by `cmd` and
/// `spec` prepared whole.
fn warned(cmd: clap::Command, spec: argkind::CommandSpec, argv: &[&str]) -> Vec<String> {
    let mut cmd = argkind::ArgKindCommand::__new_whole(cmd, spec);
    let matches = cmd.try_get_matches_from(argv).expect("parses");
    matches
        .facts()
        .deprecations()
        .iter()
        .map(|d| d.flag().to_owned())
        .collect()
}

fn set_true(id: &'static str) -> clap::Arg {
    clap::Arg::new(id).long(id).action(clap::ArgAction::SetTrue)
}

/// Found by a probe in stop 35: a subcommand's preset of a global moved
/// the warning of a redirected global typed before it. The warnings go by
/// each flag's last occurrence: `--ot`, then `--inc`. The preset was not
/// the cause: `asm` typed every argument it holds before the place of its
/// copies of `t` and `ot` (`--p`, and the preset's `--color`), so that
/// `asm`'s matches hold them, with the root's indices, as if `asm` had
/// typed them last; `ot` was taken for typed there. Its first index, `3`,
/// is not above that of `t` (`4`, the redirect's token) and `color`, held
/// before it: a global `asm` typed would be (see
/// `a_global_copied_after_a_subcommand_s_typed_flags_is_warned_of_where_typed`).
#[test]
fn a_subcommand_s_preset_of_a_global_leaves_the_warnings_in_command_line_order() {
    let cmd = clap::Command::new("cc")
        .arg(clap::Arg::new("inc").long("inc").action(clap::ArgAction::Append))
        .arg(set_true("t").global(true))
        .arg(set_true("ot").global(true))
        .arg(clap::Arg::new("color").long("color").global(true))
        .subcommand(clap::Command::new("asm").arg(set_true("p")));
    let spec = argkind::CommandSpec::new()
        .arg("inc", argkind::ArgSpec::new().deprecated())
        .arg("ot", argkind::ArgSpec::new().deprecated_for("t"))
        .subcommand(
            "asm",
            argkind::CommandSpec::new().arg("p", argkind::ArgSpec::new().preset("color", "never")),
        );
    let argv = ["cc", "--inc", "x", "--ot", "--inc", "y", "asm"];
    assert_eq!(warned(cmd.clone(), spec.clone(), &argv), ["ot", "inc"]);
    let argv = ["cc", "--inc", "x", "--ot", "--inc", "y", "asm", "--p"];
    assert_eq!(warned(cmd, spec, &argv), ["ot", "inc"]);
}

/// Found by a probe in stop 35: an environment variable of another
/// argument changed the order of the warnings of a global typed before and
/// in a subcommand. The warnings go by each flag's last occurrence: `--y`,
/// then `--g`. The root's matches hold `g` before `s`, from the variable,
/// which says the root typed `g`, and `g` was placed there; but clap gives
/// `g` in every command the value of the deepest command that typed it:
/// the root holds `link`'s, whose index, `3`, is not below that of `s`
/// (`2`), as the root's own would be (see
/// `a_global_typed_before_another_argument_and_in_a_subcommand_is_warned_of_there`).
#[test]
fn another_argument_s_variable_leaves_the_warnings_in_command_line_order() {
    let cli = || {
        clap::Command::new("cc")
            .arg(clap::Arg::new("s").long("s").env("ARGKIND_TEST_DEPRECATED_ORDER_S"))
            .arg(set_true("g").global(true))
            .subcommand(clap::Command::new("link").arg(set_true("x")).arg(set_true("y")))
    };
    let spec = || {
        argkind::CommandSpec::new()
            .arg("g", argkind::ArgSpec::new().deprecated())
            .subcommand(
                "link",
                argkind::CommandSpec::new().arg("y", argkind::ArgSpec::new().deprecated_for("x")),
            )
    };
    let argv = ["cc", "--g", "link", "--y", "--g"];
    assert_eq!(warned(cli(), spec(), &argv), ["y", "g"]);
    std::env::set_var("ARGKIND_TEST_DEPRECATED_ORDER_S", "v");
    assert_eq!(warned(cli(), spec(), &argv), ["y", "g"]);
}

/// A global typed in the root and copied into a subcommand that typed
/// every argument it holds before the place of the copy: `asm`'s matches
/// hold the copy as if typed there last, with the root's index. Where that
/// index is not above the first index of each argument `asm` holds before
/// it, `asm` did not type it (its own indices rise in the order of its
/// matches), and the warning goes by the root's occurrence (`--ot`'s
/// redirect puts `--t`, index `4`, before it). Typed in `asm`, or in both
/// commands, the global is warned of there; typed in the root where `asm`
/// holds a default first, it never looked typed in `asm`.
#[test]
fn a_global_copied_after_a_subcommand_s_typed_flags_is_warned_of_where_typed() {
    let cmd = clap::Command::new("cc")
        .arg(clap::Arg::new("inc").long("inc").action(clap::ArgAction::Append))
        .arg(set_true("t").global(true))
        .arg(set_true("ot").global(true))
        .subcommand(clap::Command::new("asm").arg(set_true("p")));
    let spec = argkind::CommandSpec::new()
        .arg("inc", argkind::ArgSpec::new().deprecated())
        .arg("ot", argkind::ArgSpec::new().deprecated_for("t"));
    for (argv, order) in [
        (
            &["cc", "--inc", "x", "--ot", "--inc", "y", "asm", "--p"][..],
            ["ot", "inc"],
        ),
        (&["cc", "--ot", "--inc", "x", "asm", "--p"], ["ot", "inc"]),
        (&["cc", "--inc", "x", "--ot", "--inc", "y", "asm"], ["ot", "inc"]),
        (&["cc", "--inc", "x", "--inc", "y", "asm", "--p", "--ot"], ["inc", "ot"]),
        (&["cc", "--inc", "x", "--inc", "y", "asm", "--ot", "--p"], ["inc", "ot"]),
        (
            &["cc", "--inc", "x", "--ot", "--inc", "y", "asm", "--p", "--ot"],
            ["inc", "ot"],
        ),
    ] {
        assert_eq!(warned(cmd.clone(), spec.clone(), argv), order, "{argv:?}");
    }
}

/// A global typed in the root before another argument, and again in a
/// subcommand: the root's matches hold it before that argument, which says
/// the root typed it, but with `link`'s value and index (clap gives a
/// global the value of the deepest command that typed it), not below the
/// argument's as the root's own would be. It is warned of in `link`, by
/// its last occurrence, whether the other argument is typed (`--s w`) or
/// comes from its variable, or neither; and where the argument after it is
/// another global that the root typed and `link` did not (`--h v`), whose
/// value is the root's own. Typed in one command only, it is warned of
/// there, with the variable set or not; and where the global after it was
/// typed in `link` too, its value (`link`'s) says nothing of the root's
/// indices.
#[test]
fn a_global_typed_before_another_argument_and_in_a_subcommand_is_warned_of_there() {
    const VARIABLE: &str = "ARGKIND_TEST_DEPRECATED_ORDER_TYPED_S";
    let cli = || {
        clap::Command::new("cc")
            .arg(clap::Arg::new("s").long("s").env(VARIABLE))
            .arg(set_true("r"))
            .arg(set_true("g").global(true))
            .arg(set_true("d").global(true))
            .arg(clap::Arg::new("h").long("h").global(true))
            .subcommand(clap::Command::new("link").arg(set_true("x")).arg(set_true("y")))
    };
    let spec = || {
        argkind::CommandSpec::new()
            .arg("g", argkind::ArgSpec::new().deprecated())
            .subcommand(
                "link",
                argkind::CommandSpec::new().arg("y", argkind::ArgSpec::new().deprecated_for("x")),
            )
    };
    let lines: [(&[&str], [&str; 2]); 11] = [
        (&["cc", "--g", "--s", "w", "link", "--y", "--g"], ["y", "g"]),
        (&["cc", "--g", "--s", "w", "link", "--y"], ["g", "y"]),
        (&["cc", "--s", "w", "link", "--y", "--g"], ["y", "g"]),
        (&["cc", "--g", "link", "--y", "--g"], ["y", "g"]),
        (&["cc", "--g", "link", "--y"], ["g", "y"]),
        (&["cc", "link", "--y", "--g"], ["y", "g"]),
        (&["cc", "link", "--g", "--y"], ["g", "y"]),
        (&["cc", "--g", "link", "--g", "--y"], ["g", "y"]),
        (&["cc", "--g", "--h", "v", "--s", "w", "link", "--y", "--g"], ["y", "g"]),
        (&["cc", "--g", "--h", "v", "--s", "w", "link", "--y"], ["g", "y"]),
        (
            &[
                "cc", "--s", "w", "--s", "w", "--g", "--h", "v", "--r", "link", "--h", "u", "--y",
            ],
            ["g", "y"],
        ),
    ];
    for set in [false, true] {
        if set {
            std::env::set_var(VARIABLE, "v");
        }
        for (argv, order) in lines {
            assert_eq!(warned(cli(), spec(), argv), order, "{argv:?}, variable set: {set}");
        }
    }
    std::env::remove_var(VARIABLE);
}

/// A global pair flag typed in the root before another argument, and
/// negated in a subcommand after a redirect, whose tokens go after a
/// marker: the root holds the negation, `link`'s, with an index not below
/// the other argument's, and it is warned of in `link`. A negation right
/// after a marker in the innermost command may be argkind's, given again
/// there for the root's (a pair on by default, `o`, negated in the root),
/// and says nothing of where it was typed; the redirect's marker is not
/// right before it (a copy of a global typed in the root, `--a=1`, which
/// `link` holds last with the root's index, is no value read between the
/// two). Typed in one command only, it is warned of there.
#[test]
fn a_global_pair_negated_in_a_subcommand_after_a_redirect_is_warned_of_there() {
    let cmd = clap::Command::new("cc")
        .arg(set_true("r"))
        .arg(set_true("g").global(true))
        .arg(set_true("o").global(true).default_value("true"))
        .arg(
            clap::Arg::new("a")
                .long("a")
                .action(clap::ArgAction::Append)
                .global(true),
        )
        .subcommand(clap::Command::new("link").arg(set_true("x")).arg(set_true("y")));
    let spec = argkind::CommandSpec::new()
        .arg("r", argkind::ArgSpec::new().deprecated())
        .arg("g", argkind::ArgSpec::new().noable().deprecated())
        .arg("o", argkind::ArgSpec::new().noable().deprecated())
        .arg("a", argkind::ArgSpec::new().deprecated())
        .subcommand(
            "link",
            argkind::CommandSpec::new().arg("y", argkind::ArgSpec::new().deprecated_for("x")),
        );
    let lines: [(&[&str], &[&str]); 6] = [
        (&["cc", "--g", "--r", "link", "--x", "--y", "--no-g"], &["r", "y", "g"]),
        (&["cc", "--g", "--r", "link", "--x", "--y"], &["g", "r", "y"]),
        (&["cc", "--no-g", "--r", "link", "--x", "--y"], &["g", "r", "y"]),
        (&["cc", "--r", "link", "--x", "--y", "--no-g"], &["r", "y", "g"]),
        (&["cc", "--no-o", "--r", "--a=1", "link", "--y"], &["o", "r", "a", "y"]),
        (&["cc", "--r", "--a=1", "link", "--y", "--no-o"], &["r", "a", "y", "o"]),
    ];
    for (argv, order) in lines {
        assert_eq!(warned(cmd.clone(), spec.clone(), argv), order, "{argv:?}");
    }
}

/// A global typed in the root and in `link`, which `deep` holds among what
/// it typed (`deep` has no default before the copy's place), with `link`'s
/// index, not above that of `w`, held before it: `deep` did not type it,
/// and `link`, where an argument follows it, did, last. It is warned of
/// in `link`, after `--r`. Typed in one command only, it is warned of
/// there. A pair on by default negated in the root (`--no-o`), which
/// argkind gives again in `deep` for clap to turn it off there, goes right
/// before what the root typed after it, with another global of the root's
/// (`--g`) that `deep` holds and did not type: each right before `s`, from
/// its variable, in the order met.
#[test]
fn a_global_typed_in_two_commands_above_the_innermost_is_warned_of_in_the_deeper() {
    const VARIABLE: &str = "ARGKIND_TEST_DEPRECATED_ORDER_DEEP_S";
    let cli = || {
        clap::Command::new("cc")
            .arg(clap::Arg::new("s").long("s").env(VARIABLE))
            .arg(set_true("r"))
            .arg(set_true("g").global(true))
            .arg(set_true("o").global(true).default_value("true"))
            .subcommand(
                clap::Command::new("link")
                    .arg(set_true("x"))
                    .arg(clap::Arg::new("ld").long("ld").default_value("d"))
                    .subcommand(clap::Command::new("deep").arg(set_true("w"))),
            )
    };
    let spec = || {
        argkind::CommandSpec::new()
            .arg("r", argkind::ArgSpec::new().deprecated())
            .arg("g", argkind::ArgSpec::new().deprecated())
            .arg("o", argkind::ArgSpec::new().noable().deprecated())
            .subcommand(
                "link",
                argkind::CommandSpec::new().subcommand(
                    "deep",
                    argkind::CommandSpec::new().arg("w", argkind::ArgSpec::new().deprecated()),
                ),
            )
    };
    std::env::set_var(VARIABLE, "v");
    let lines: [(&[&str], &[&str]); 4] = [
        (
            &["cc", "--g", "--r", "link", "--g", "--x", "deep", "--w"],
            &["r", "g", "w"],
        ),
        (&["cc", "--g", "--r", "link", "--x", "deep", "--w"], &["g", "r", "w"]),
        (&["cc", "--r", "link", "--g", "--x", "deep", "--w"], &["r", "g", "w"]),
        (&["cc", "--no-o", "--g", "link", "deep", "--w"], &["o", "g", "w"]),
    ];
    for (argv, order) in lines {
        assert_eq!(warned(cli(), spec(), argv), order, "{argv:?}");
    }
    std::env::remove_var(VARIABLE);
}

/// Two globals typed in the root before an argument of its own, which
/// `link` holds as if it may have typed them last: each goes right before
/// that argument, `--r`, and the two in the order the root's matches hold
/// them, which is the order typed (they were ordered as `link`'s matches
/// hold its copies, in the order of the root's declarations).
#[test]
fn two_globals_typed_before_the_same_argument_are_warned_of_in_the_order_typed() {
    let cmd = clap::Command::new("cc")
        .arg(set_true("r"))
        .arg(set_true("g1").global(true))
        .arg(set_true("g2").global(true))
        .subcommand(clap::Command::new("link").arg(set_true("x")));
    let spec = argkind::CommandSpec::new()
        .arg("g1", argkind::ArgSpec::new().deprecated())
        .arg("g2", argkind::ArgSpec::new().deprecated());
    for argv in [
        ["cc", "--g2", "--g1", "--r", "link", "--x"],
        ["cc", "--g1", "--g2", "--r", "link", "--x"],
    ] {
        let typed: Vec<&str> = argv
            .iter()
            .filter_map(|token| token.strip_prefix("--"))
            .filter(|flag| flag.starts_with('g'))
            .collect();
        assert_eq!(warned(cmd.clone(), spec.clone(), &argv), typed, "{argv:?}");
    }
}

/// Found by the property of `tests/used_order.rs`: a global pair flag
/// negated in the root and typed in a subcommand, before a deprecated flag
/// of the subcommand's. The subcommand's matches hold the flag, with its
/// own index, and the negation, clap's copy of the root's, with the root's
/// index (`4`, after `--r x`): indices restart in each command, so the
/// larger (which placed it) says nothing. clap holds the subcommand's own
/// reading before the copies it makes there, so the one held first is the
/// subcommand's, whose index counts: the warnings go `--g`, then `--y`, and
/// `Facts::used` lists the two in the same order.
#[test]
fn a_global_pair_negated_in_the_root_and_typed_in_a_subcommand_is_warned_of_where_typed() {
    // With a flag of its own the subcommand leaves at its default, the
    // copy is held after that default; without one, right after the rest.
    for untyped in [false, true] {
        let mut s0 = clap::Command::new("s0").arg(set_true("y"));
        if untyped {
            s0 = s0.arg(set_true("z"));
        }
        let cmd = clap::Command::new("cc")
            .arg(clap::Arg::new("r").long("r"))
            .arg(set_true("g").global(true))
            .subcommand(s0);
        let spec = argkind::CommandSpec::new()
            .arg("g", argkind::ArgSpec::new().noable().deprecated())
            .subcommand(
                "s0",
                argkind::CommandSpec::new().arg("y", argkind::ArgSpec::new().deprecated()),
            );
        // And the other way round: the negation typed in the subcommand.
        for argv in [
            ["cc", "--r", "x", "--no-g", "s0", "--g", "--y"],
            ["cc", "--r", "x", "--g", "s0", "--no-g", "--y"],
        ] {
            assert_eq!(warned(cmd.clone(), spec.clone(), &argv), ["g", "y"], "{argv:?}");
            let matches = argkind::ArgKindCommand::__new_whole(cmd.clone(), spec.clone())
                .try_get_matches_from(argv)
                .expect("parses");
            let used: Vec<&str> = matches.facts().used().iter().map(|u| u.id()).collect();
            assert_eq!(used, ["r", "g", "y"], "{argv:?} (untyped {untyped})");
        }
    }
}

#[test]
fn a_list_redirected_to_a_list_before_a_subcommand_takes_no_token_after_it() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    // `--file=x,y` splits into two values; the list `--fat` (an extend
    // flag: any number of values an occurrence) gets one occurrence each,
    // as plain clap reads `--fat=x --fat=y`: given as `--fat x y`, it
    // would take `run` too.
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fat").long("fat"))
            .arg(
                Arg::new("file")
                    .long("file")
                    .action(ArgAction::Append)
                    .value_delimiter(','),
            )
            .arg(Arg::new("pair").num_args(2))
            .subcommand(Command::new("run").arg(Arg::new("input")))
    };
    let spec = CommandSpec::new()
        .arg("fat", ArgSpec::new().extend())
        .arg("file", ArgSpec::new().deprecated_for("fat"))
        .subcommand("run", CommandSpec::new());
    let m = ArgKindCommand::new(cmd(), spec)
        .try_get_matches_from(["root", "--file=x,y", "run", "in"])
        .unwrap();
    let occurrences: Vec<Vec<&String>> = m
        .get_occurrences::<String>("fat")
        .unwrap()
        .map(Iterator::collect)
        .collect();
    assert_eq!(occurrences, [[&"x".to_owned()], [&"y".to_owned()]]);
    let run = m.subcommand_matches("run").unwrap();
    assert_eq!(run.get_one::<String>("input").map(String::as_str), Some("in"));
    assert_eq!(m.facts().deprecations().len(), 1);
}

#[test]
fn several_values_redirected_to_an_option_that_is_no_list_go_as_one_occurrence() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, Command};
    // To an option of any number of values that is no list (`Set`): one
    // occurrence with them all, as plain clap reads `--new x y`; one each
    // would leave the last alone (right-most wins). (To an option of one
    // value it is a definition error.)
    let values = |new: Arg, argv: &[&str]| -> Vec<String> {
        let cmd = Command::new("cli")
            .arg(Arg::new("old").long("old").num_args(1..))
            .arg(new)
            .arg(Arg::new("input"));
        let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
        let m = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap();
        m.get_many::<String>("new").into_iter().flatten().cloned().collect()
    };
    let many = Arg::new("new").long("new").num_args(1..);
    assert_eq!(values(many, &["cli", "--old", "x", "y"]), ["x", "y"]);
}

/// A deprecated option of several values given too few before a token
/// clap does not know: the error is plain clap's for the command line as
/// typed (the unknown token), not one about the number of the option's
/// values, which the insertion after them would cut short.
#[test]
fn too_few_values_before_an_unknown_token_is_clap_s_error_about_the_token() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("cc")
            .args_override_self(true)
            .arg(Arg::new("p").long("p").num_args(2))
            .arg(Arg::new("old-p").long("old-p").num_args(2))
            .arg(Arg::new("r").long("r").num_args(2..=3))
            .arg(Arg::new("old-r").long("old-r").num_args(2..=3))
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
    };
    let spec = || {
        CommandSpec::new()
            .arg("old-p", ArgSpec::new().deprecated_for("p"))
            .arg("old-r", ArgSpec::new().deprecated_for("r"))
    };
    for args in [
        &["--old-p", "a", "--bogus"][..],
        &["--old-r", "a", "--bogus"],
        &["--old-p", "a", "-z"],
        &["--old-p", "a", "--", "x"],
        &["--old-p", "a", "--bogus=1"],
        &["--old-p", "a", "--fast"],
        &["--old-p", "a"],
        &["--old-r", "a", "b", "--bogus"],
    ] {
        let argv: Vec<&str> = std::iter::once("cc").chain(args.iter().copied()).collect();
        let plain = cmd().try_get_matches_from(&argv).unwrap_err();
        for lazy in [false, true] {
            let mut built = if lazy {
                ArgKindCommand::lazy(cmd, spec())
            } else {
                ArgKindCommand::new(cmd(), spec())
            };
            let err = built.try_get_matches_from(&argv).map(|_| ()).unwrap_err();
            assert_eq!(err.kind(), plain.kind(), "{argv:?}: {err}");
        }
    }
}

/// The registry names a replacement by its long name however the
/// declaration names it: by the id of an argument of the command, by
/// `--long`, or by the id of an enclosing command's global.
#[test]
fn the_registry_names_the_replacement_by_its_long_name() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("cc")
        .arg(Arg::new("verb").long("verbose").action(ArgAction::Count).global(true))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("inc").long("include"))
                .arg(Arg::new("old-inc").long("old-inc"))
                .arg(Arg::new("define-pair").long("define-pair"))
                .arg(Arg::new("defpair").long("defpair"))
                .arg(Arg::new("noisy").long("noisy").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new().subcommand(
        "build",
        CommandSpec::new()
            .arg("old-inc", ArgSpec::new().deprecated_for("inc"))
            .arg("defpair", ArgSpec::new().deprecated_for("--define-pair"))
            .arg("noisy", ArgSpec::new().deprecated_for("verb")),
    );
    let cmd = ArgKindCommand::new(cmd, spec);
    let registry = cmd.registry_of(&["build"]).unwrap();
    for (id, long) in [("old-inc", "include"), ("defpair", "define-pair"), ("noisy", "verbose")] {
        assert_eq!(registry.get(id).unwrap().replacement(), Some(long), "{id}");
    }
    // And the warning names it so.
    let mut cmd = cmd;
    let m = cmd.try_get_matches_from(["cc", "build", "--noisy"]).unwrap();
    assert_eq!(
        m.facts().warnings(),
        ["warning: --noisy is deprecated and will be removed in a future release. Use --verbose instead."]
    );
}

/// A redirected value the replacement's parser rejects (a range), before a
/// token clap does not know: the replacement's error comes first, as in
/// plain clap with the replacement given where the deprecated flag is.
#[test]
fn a_redirected_value_the_replacement_rejects_before_an_unknown_token_is_the_error() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{value_parser, Arg, Command};
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("new")
                    .long("new")
                    .value_parser(value_parser!(u32).range(0..10)),
            )
            .arg(Arg::new("old").long("old").value_parser(value_parser!(u32)))
    };
    let spec = || CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
    for argv in [&["cc", "--old", "50", "--bogus"][..], &["cc", "--old=50", "--bogus"]] {
        let err = ArgKindCommand::new(cmd(), spec())
            .try_get_matches_from(argv)
            .map(|_| ())
            .unwrap_err();
        // Plain clap, the replacement given after the deprecated flag.
        let twin = cmd()
            .try_get_matches_from(["cc", "--old", "50", "--new=50", "--bogus"])
            .unwrap_err();
        assert_eq!(err.kind(), twin.kind(), "{argv:?}: {err}");
    }
}

/// Two deprecated flags redirected to one count, the first abbreviated:
/// each passes its occurrence on, as plain clap counts the replacement
/// typed after each; the value argkind inserts for one is not the
/// replacement "given later" for the other.
#[test]
fn two_redirects_to_one_count_each_count_when_one_is_abbreviated() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cc")
            .infer_long_args(true)
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
            .arg(Arg::new("loud").long("loud").action(ArgAction::SetTrue))
            .arg(Arg::new("chatty").long("chatty").action(ArgAction::SetTrue))
    };
    let spec = || {
        CommandSpec::new()
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .arg("chatty", ArgSpec::new().deprecated_for("verbose"))
    };
    for (argv, twin) in [
        (
            &["cc", "--lo", "--chatty"][..],
            &["cc", "--loud", "--verbose", "--chatty", "--verbose"][..],
        ),
        (
            &["cc", "--chatty", "--lo"],
            &["cc", "--chatty", "--verbose", "--loud", "--verbose"],
        ),
        (
            &["cc", "--lo", "--chat"],
            &["cc", "--loud", "--verbose", "--chatty", "--verbose"],
        ),
    ] {
        let m = ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv).unwrap();
        let plain = twin::plain(cmd(), twin);
        twin::assert_same_counts(&m, &plain, &["verbose"], argv);
        assert_eq!(m.get_count("verbose"), 2, "{argv:?}");
    }
}

/// A subcommand's list redirect to a global list of the root that the root
/// typed: clap's copy of the root's value in the subcommand holds the
/// root's indices, which say nothing of where the subcommand's occurrences
/// are. Every occurrence in the subcommand passes its value on, as plain
/// clap reads the replacement typed after each (the subcommand's values
/// then replace the root's).
#[test]
fn a_list_redirect_in_a_subcommand_to_a_global_the_root_typed_passes_every_occurrence_on() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cc")
            .infer_long_args(true)
            .arg(
                Arg::new("include")
                    .short('I')
                    .long("include")
                    .action(ArgAction::Append)
                    .global(true),
            )
            .arg(
                Arg::new("legacy-include")
                    .long("legacy-include")
                    .action(ArgAction::Append)
                    .global(true),
            )
            .subcommand(
                Command::new("run")
                    .infer_long_args(true)
                    .arg(
                        Arg::new("old-include")
                            .short('i')
                            .long("old-include")
                            .action(ArgAction::Append),
                    )
                    .arg(Arg::new("first-include").long("first-include")),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("legacy-include", ArgSpec::new().deprecated_for("include"))
            .subcommand(
                "run",
                CommandSpec::new()
                    .arg("old-include", ArgSpec::new().deprecated_for("--include"))
                    .arg("first-include", ArgSpec::new().deprecated_for("--include")),
            )
    };
    let cases: [(&[&str], &[&str]); 4] = [
        (
            &[
                "cc",
                "-I",
                "b",
                "run",
                "-i",
                "1",
                "--old-include=a",
                "--first-include",
                "1",
            ],
            &[
                "cc",
                "-I",
                "b",
                "run",
                "-i",
                "1",
                "--include=1",
                "--old-include=a",
                "--include=a",
                "--first-include",
                "1",
                "--include=1",
            ],
        ),
        (
            &["cc", "-I", "b", "run", "-i", "1", "--old-include=a"],
            &[
                "cc",
                "-I",
                "b",
                "run",
                "-i",
                "1",
                "--include=1",
                "--old-include=a",
                "--include=a",
            ],
        ),
        // The root's global redirect typed in the subcommand, once
        // abbreviated.
        (
            &["cc", "-I", "a", "run", "--legacy-include", "b", "--legacy", "2"],
            &[
                "cc",
                "-I",
                "a",
                "run",
                "--legacy-include",
                "b",
                "--include=b",
                "--legacy-include",
                "2",
                "--include=2",
            ],
        ),
        (
            &["cc", "-I", "a", "run", "--legacy-include", "b", "--legacy-include", "2"],
            &[
                "cc",
                "-I",
                "a",
                "run",
                "--legacy-include",
                "b",
                "--include=b",
                "--legacy-include",
                "2",
                "--include=2",
            ],
        ),
    ];
    let include = |m: &clap::ArgMatches| -> Vec<String> {
        let run = m.subcommand_matches("run").unwrap();
        run.get_many::<String>("include").unwrap().cloned().collect()
    };
    for (argv, twin) in cases {
        let m = ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv).unwrap();
        let plain = twin::plain(cmd(), twin);
        assert_eq!(include(&m), include(&plain), "{argv:?}");
    }
}

/// The replacement given later by an abbreviation the walk that guesses the
/// insertions does not know (`--fol` for `--follow`, `infer_long_args`):
/// the redirect passes nothing on, as plain clap reads the replacement
/// typed after the flag. The guess had checked its insertion by the
/// replacement's own last index, which the user's abbreviation held.
#[test]
fn a_replacement_given_later_abbreviated_takes_the_redirect_s_place() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cc")
            .infer_long_args(true)
            .arg(Arg::new("follow").long("follow").action(ArgAction::Count).global(true))
            .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue).global(true))
            .subcommand(Command::new("run"))
    };
    let spec = |noable: bool| {
        let quick = ArgSpec::new().deprecated_for("follow");
        CommandSpec::new().arg("quick", if noable { quick.noable() } else { quick })
    };
    // The twin: the negation a flag of its own that overrides the flag.
    let twin = || {
        cmd().args_override_self(true).arg(
            Arg::new("no-quick")
                .long("no-quick")
                .action(ArgAction::SetTrue)
                .overrides_with("quick"),
        )
    };
    let cases: [(bool, &[&str], &[&str]); 4] = [
        (
            true,
            &["cc", "--quick", "--no-quic", "--fol"],
            &["cc", "--quick", "--no-quick", "--follow"],
        ),
        (true, &["cc", "--quick", "--fol"], &["cc", "--quick", "--follow"]),
        (
            false,
            &["cc", "--quick", "--qu", "--f", "run"],
            &["cc", "--quick", "--quick", "--follow", "run"],
        ),
        (
            false,
            &["cc", "--quick", "--fo", "run", "--quick"],
            &["cc", "--quick", "--follow", "run", "--quick", "--follow"],
        ),
    ];
    for (noable, argv, twin_argv) in cases {
        let m = ArgKindCommand::new(cmd(), spec(noable))
            .try_get_matches_from(argv)
            .unwrap();
        let expected = twin().try_get_matches_from(twin_argv).unwrap();
        assert_eq!(m.get_count("follow"), expected.get_count("follow"), "{argv:?}");
    }
}

/// A global deprecated flag typed in the root and again in a subcommand,
/// where an argument given after it there overrides it: clap's matches of
/// the subcommand then hold its copy of the root's reading, but the flag's
/// last occurrence is the subcommand's, and the warnings come in the order
/// of each flag's last occurrence (commands outermost first).
#[test]
fn a_global_deprecated_flag_overridden_in_a_subcommand_warns_where_it_was_typed_last() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cc")
            .arg(Arg::new("legacy").long("legacy").short('l').action(ArgAction::Count))
            .arg(Arg::new("output").long("output").global(true))
            .arg(Arg::new("jobs").long("jobs").short('j').global(true))
            .arg(
                Arg::new("old-output")
                    .long("old-output")
                    .short('b')
                    .global(true)
                    .action(ArgAction::Count)
                    .overrides_with("output"),
            )
            .subcommand(Command::new("build"))
    };
    let spec = || {
        CommandSpec::new()
            .arg("legacy", ArgSpec::new().deprecated())
            .arg("old-output", ArgSpec::new().deprecated())
    };
    for argv in [
        // Clusters the guess does not follow: the exact route.
        &["cc", "-bl", "build", "-bj", "2", "--output", "o"][..],
        // The guess.
        &[
            "cc",
            "--old-output",
            "--legacy",
            "build",
            "--old-output",
            "--output",
            "o",
        ],
    ] {
        let m = ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv).unwrap();
        let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(flags, ["legacy", "old-output"], "{argv:?}");
    }
}

/// A global count redirect typed in the root and, after its replacement,
/// in a subcommand: each of the subcommand's occurrences after the
/// replacement counts, as plain clap counts the replacement typed after
/// each (the subcommand's count then replaces the root's). Where the
/// replacement comes before them, a reading of the line up to it holds, in
/// the subcommand, clap's copy of the root's count, which is none of the
/// subcommand's occurrences.
#[test]
fn a_global_count_redirect_typed_after_its_replacement_in_a_subcommand_counts_each_occurrence() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("loud")
                    .long("loud")
                    .short('l')
                    .action(ArgAction::Count)
                    .global(true),
            )
            .arg(
                Arg::new("verbose")
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .subcommand(Command::new("build"))
    };
    let spec = || CommandSpec::new().arg("loud", ArgSpec::new().deprecated_for("verbose"));
    let cases: [(&[&str], &[&str]); 3] = [
        (
            &["cc", "--loud", "build", "--verbose", "-lll"],
            &[
                "cc",
                "--loud",
                "--verbose",
                "build",
                "--verbose",
                "-l",
                "--verbose",
                "-l",
                "--verbose",
                "-l",
                "--verbose",
            ],
        ),
        (
            &["cc", "--loud", "build", "--verbose", "-l", "-l", "-l"],
            &[
                "cc",
                "--loud",
                "--verbose",
                "build",
                "--verbose",
                "-l",
                "--verbose",
                "-l",
                "--verbose",
                "-l",
                "--verbose",
            ],
        ),
        (
            &["cc", "-l", "build", "-l", "--verbose", "-l"],
            &["cc", "-l", "--verbose", "build", "-l", "--verbose", "-l", "--verbose"],
        ),
    ];
    for (argv, twin) in cases {
        let m = ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv).unwrap();
        let plain = twin::plain(cmd(), twin);
        let verbose = |m: &clap::ArgMatches| m.subcommand_matches("build").unwrap().get_count("verbose");
        assert_eq!(verbose(&m), verbose(&plain), "{argv:?}");
    }
}

/// A global list redirect typed in the root and again in a subcommand
/// passes each occurrence on, as plain clap reads the replacement typed
/// after each: in the root too, where an argument given before it that the
/// replacement overrides is dropped. Where a command below the root typed
/// the replacement itself, it is given later for the root's occurrence,
/// which then passes nothing on. A redirect of one value is one sequence
/// over the commands of the path instead: its last occurrence passes its
/// value on, and the root's, overridden by it, nothing.
#[test]
fn a_global_list_redirect_typed_in_two_commands_passes_each_occurrence_on() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = |action: fn() -> ArgAction| {
        Command::new("cc")
            .arg(
                Arg::new("stdout")
                    .long("stdout")
                    .action(ArgAction::SetTrue)
                    .overrides_with("output"),
            )
            .arg(
                Arg::new("output")
                    .long("output")
                    .short('o')
                    .action(action())
                    .global(true),
            )
            .arg(
                Arg::new("old-output")
                    .long("old-output")
                    .short('b')
                    .action(action())
                    .global(true),
            )
            .subcommand(Command::new("build"))
    };
    let spec = || CommandSpec::new().arg("old-output", ArgSpec::new().deprecated_for("output"));
    let lists: [(&[&str], &[&str]); 4] = [
        (
            &["cc", "--stdout", "--old-output", "a", "build", "--old-output", "b"],
            &[
                "cc",
                "--stdout",
                "--old-output",
                "a",
                "--output=a",
                "build",
                "--old-output",
                "b",
                "--output=b",
            ],
        ),
        (
            &["cc", "--stdout", "-ba", "build", "-bb"],
            &["cc", "--stdout", "-ba", "--output=a", "build", "-bb", "--output=b"],
        ),
        // The replacement typed in the subcommand: given later.
        (
            &[
                "cc",
                "--stdout",
                "--old-output",
                "a",
                "build",
                "--output",
                "c",
                "--old-output",
                "b",
            ],
            &[
                "cc",
                "--stdout",
                "--old-output",
                "a",
                "build",
                "--output",
                "c",
                "--old-output",
                "b",
                "--output=b",
            ],
        ),
        (
            &[
                "cc",
                "--stdout",
                "--old-output",
                "a",
                "build",
                "--old-output",
                "b",
                "--output",
                "c",
            ],
            &[
                "cc",
                "--stdout",
                "--old-output",
                "a",
                "build",
                "--old-output",
                "b",
                "--output",
                "c",
            ],
        ),
    ];
    let one: [(&[&str], &[&str]); 1] = [(
        &["cc", "--stdout", "--old-output", "a", "build", "--old-output", "b"],
        &[
            "cc",
            "--stdout",
            "--old-output",
            "a",
            "build",
            "--old-output",
            "b",
            "--output=b",
        ],
    )];
    let output = |m: &clap::ArgMatches| -> Vec<String> {
        let build = m.subcommand_matches("build").unwrap();
        build
            .get_many::<String>("output")
            .into_iter()
            .flatten()
            .cloned()
            .collect()
    };
    let append: fn() -> ArgAction = || ArgAction::Append;
    let set: fn() -> ArgAction = || ArgAction::Set;
    for (action, cases) in [(append, &lists[..]), (set, &one[..])] {
        for (argv, twin) in cases {
            let m = ArgKindCommand::new(cmd(action), spec())
                .try_get_matches_from(*argv)
                .unwrap();
            let plain = twin::plain(cmd(action), twin);
            twin::assert_same_flags(&m, &plain, &["stdout"], argv);
            assert_eq!(output(&m), output(&plain), "{argv:?}");
        }
    }
}

/// Found by the million-case run: a count redirect typed again after its
/// replacement, on a command line that also gives another redirect's
/// replacement bare (an option whose value is optional: `--color`). The
/// exact route counted the occurrences before the replacement with
/// readings that gave the bare `--color` no index, against a position
/// taken from one that did: it carried the first `--loud`, which the typed
/// `-v` after it overrides, and counted 3.
#[test]
fn a_count_redirect_beside_a_replacement_given_bare_counts_as_plain_clap() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("cc")
            .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
            .arg(
                Arg::new("color")
                    .long("color")
                    .action(ArgAction::Append)
                    .num_args(0..=1),
            )
            .arg(Arg::new("colour").long("colour").action(ArgAction::Append))
    };
    let spec = || {
        CommandSpec::new()
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .arg("colour", ArgSpec::new().deprecated_for("color"))
    };
    let plain = twin::plain(cmd(), &["cc", "--color", "--loud", "-v", "--loud", "-v"]);
    assert_eq!(plain.get_count("verbose"), 2);
    let argv = ["cc", "--color", "--loud", "-v", "--loud"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_counts(&m, &plain, &["verbose"], argv);
        assert_eq!(m.get_count("loud"), 2);
    }
}

/// A root `cc` with a global list `-I/--include` that may be given bare
/// (no default missing value), a global list `--inc` deprecated for it
/// (see [`global_include_spec`]), and a subcommand `run`.
fn global_include_command() -> clap::Command {
    use clap::{Arg, ArgAction};
    clap::Command::new("cc")
        .arg(
            Arg::new("include")
                .long("include")
                .short('I')
                .action(ArgAction::Append)
                .num_args(0..=1)
                .global(true),
        )
        .arg(Arg::new("inc").long("inc").action(ArgAction::Append).global(true))
        .subcommand(clap::Command::new("run"))
}

/// [`global_include_command`]'s declarations.
fn global_include_spec() -> argkind::CommandSpec {
    argkind::CommandSpec::new().arg("inc", argkind::ArgSpec::new().deprecated_for("include"))
}

/// The values of `include` in `m`, none where it has none.
fn include(m: &clap::ArgMatches) -> Vec<String> {
    m.get_many::<String>("include").into_iter().flatten().cloned().collect()
}

/// A global list `--inc` redirected to the global list `-I/--include`,
/// which may be given bare, typed in a subcommand and followed there by the
/// replacement (`run --inc a -I x --include`): the replacement is given
/// later, so nothing passes on, as plain clap reads the command line as
/// typed (`[x]`; a bare occurrence adds no value). The replacement's last
/// occurrence is bare, which clap gives no index: the exact route reads
/// with a probe that gives it one.
#[test]
fn a_global_list_replacement_typed_later_in_the_subcommand_and_last_given_bare_takes_nothing_on() {
    let (cmd, spec) = (global_include_command, global_include_spec);
    let cases: [(&[&str], &[&str]); 3] = [
        (
            &["cc", "run", "--inc", "a", "-I", "x", "--include"],
            &["cc", "run", "--inc", "a", "-I", "x", "--include"],
        ),
        (
            &[
                "cc",
                "run",
                "--inc",
                "a",
                "--include=x",
                "--inc",
                "b",
                "-I",
                "y",
                "--include",
            ],
            &[
                "cc",
                "run",
                "--inc",
                "a",
                "--include=x",
                "--inc",
                "b",
                "-I",
                "y",
                "--include",
            ],
        ),
        // Given before, the replacement takes the redirect after it.
        (
            &["cc", "run", "--include", "-I", "x", "--inc", "a"],
            &["cc", "run", "--include", "-I", "x", "--inc", "a", "--include=a"],
        ),
    ];
    for (argv, spelled_out) in cases {
        let plain = twin::plain(cmd(), spelled_out);
        let plain_run = plain.subcommand_matches("run").unwrap();
        for m in twin::both_ways(cmd, spec, argv) {
            let run = m.subcommand_matches("run").unwrap();
            assert_eq!(include(run), include(plain_run), "{argv:?}");
            assert_eq!(include(&m), include(&plain), "{argv:?}");
            assert_eq!(m.facts().deprecations().len(), 1, "{argv:?}");
        }
    }
}

/// The same command, with nothing typed between the redirect and the bare
/// replacement after it: given later, the replacement takes nothing on,
/// as in the root (`cc --inc a --include` is `[]`, see
/// `a_replacement_given_bare_later_overrides_the_redirect_before_it`) and
/// as plain clap reads the command line as typed. In the subcommand the
/// exact route looked for the bare replacement in clap's reading, where it
/// has no index, and applied the redirect (`cc run --inc a --include` gave
/// `[a]`): it now reads with the probe that gives it one.
#[test]
fn a_global_list_replacement_given_bare_after_the_redirect_in_a_subcommand_takes_nothing_on() {
    let (cmd, spec) = (global_include_command, global_include_spec);
    for argv in [
        &["cc", "run", "--inc", "a", "--include"][..],
        &["cc", "run", "-I", "x", "--inc", "a", "--include"],
        &["cc", "run", "--inc", "x", "--inc", "a", "--include"],
    ] {
        // Given later, the replacement takes no redirect: the twin is the
        // command line as typed.
        let plain = twin::plain(cmd(), argv);
        let plain_run = plain.subcommand_matches("run").unwrap();
        for m in twin::both_ways(cmd, spec, argv) {
            let run = m.subcommand_matches("run").unwrap();
            assert_eq!(include(run), include(plain_run), "{argv:?}");
        }
    }
}

/// Found by the million-case run: a deprecated flag in a subcommand
/// redirected to a global of the root, followed by a token that spells the
/// global but that clap reads as a positional value there (`-j=4`, an
/// argument for the program `test` runs). clap's matches in `test` hold
/// its copy of what `run` read for `--jobs`, with `run`'s index, which
/// happened to lie past `--threads`: argkind took it for the replacement
/// typed later and dropped the redirect. A preset of the global, in the
/// same place, is checked beside it.
#[test]
fn a_global_replacement_copied_from_an_enclosing_command_is_not_typed_later() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::Arg;
    let cmd = || {
        clap::Command::new("cc")
            .arg(Arg::new("jobs").long("jobs").short('j').global(true))
            .subcommand(
                clap::Command::new("run").subcommand(
                    clap::Command::new("test")
                        .arg(Arg::new("threads").long("threads"))
                        .arg(Arg::new("serial").long("serial").action(clap::ArgAction::SetTrue))
                        .arg(Arg::new("args").allow_hyphen_values(true)),
                ),
            )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().subcommand(
                "test",
                CommandSpec::new()
                    .arg("threads", ArgSpec::new().deprecated_for("jobs"))
                    .arg("serial", ArgSpec::new().preset("jobs", "1")),
            ),
        )
    };
    let jobs = |m: &clap::ArgMatches| -> Option<String> {
        let test = m.subcommand_matches("run")?.subcommand_matches("test")?;
        test.get_one::<String>("jobs").cloned()
    };
    let run = ["cc", "run", "--jobs=2", "-j=3", "-j=3", "test"];
    for (flag, twin_flag) in [
        (&["--serial"][..], &["--serial", "--jobs=1"][..]),
        (&["--threads=8"], &["--threads=8", "--jobs=8"]),
    ] {
        let argv: Vec<&str> = run.iter().chain(flag).chain(&["-j=4"]).copied().collect();
        let spelled_out: Vec<&str> = run.iter().chain(twin_flag).chain(&["-j=4"]).copied().collect();
        let plain = twin::plain(cmd(), &spelled_out);
        assert_eq!(
            plain
                .subcommand_matches("run")
                .unwrap()
                .subcommand_matches("test")
                .unwrap()
                .get_one::<String>("args")
                .map(String::as_str),
            Some("-j=4")
        );
        for m in twin::both_ways(cmd, spec, &argv) {
            assert_eq!(jobs(&m), jobs(&plain), "{argv:?}");
        }
    }
}

/// A global list redirect typed twice in a subcommand, its global
/// replacement typed in the command above and read from a variable when
/// unset: the insertion after the last occurrence carries the first, as
/// plain clap reads the replacement typed after each. (The check of a
/// global target clap may have copied from another command must not send
/// it to the exact route where the sentinels cannot tell, a global with a
/// variable: that route lost the first value.)
#[test]
fn a_global_list_redirect_in_a_subcommand_beside_a_variable_keeps_every_value() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    const VARIABLE: &str = "ARGKIND_TEST_GLOBAL_LIST_INCLUDE";
    std::env::remove_var(VARIABLE);
    let cmd = || {
        clap::Command::new("cc")
            .arg(Arg::new("inc").long("inc").action(ArgAction::Append).global(true))
            .arg(
                Arg::new("include")
                    .long("include")
                    .action(ArgAction::Append)
                    .env(VARIABLE)
                    .global(true),
            )
            .subcommand(clap::Command::new("build").subcommand(clap::Command::new("test")))
    };
    let spec = || {
        CommandSpec::new()
            .arg("inc", ArgSpec::new().deprecated_for("include"))
            .subcommand("build", CommandSpec::new().subcommand("test", CommandSpec::new()))
    };
    let plain = twin::plain(
        cmd(),
        &[
            "cc",
            "build",
            "--include=a",
            "test",
            "--inc=b",
            "--include=b",
            "--inc=c",
            "--include=c",
        ],
    );
    assert_eq!(twin::values(&plain, "include"), ["b", "c"]);
    let argv = ["cc", "build", "--include=a", "test", "--inc=b", "--inc=c"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["include"], argv);
    }
}

/// A global list redirect typed in two commands whose global replacement
/// has a variable: the exact route's readings that say where each flag is
/// typed are made without the variables, so that a subcommand's sentinel
/// tells its own reading of the replacement from clap's copy of an
/// enclosing command's (found by the million-case run: `[v]` where plain
/// clap, given the replacement after each occurrence, has `[x,y, v]`); and
/// in the root, where an argument that overrides the replacement was given
/// before it, with the variable set (found by a probe: argkind rejected the
/// line as a conflict, plain clap reads `[b]`).
#[test]
fn a_global_list_redirect_typed_in_two_commands_beside_a_variable_keeps_every_value() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    const UNSET: &str = "ARGKIND_TEST_TWO_COMMANDS_FILE";
    const SET: &str = "ARGKIND_TEST_TWO_COMMANDS_INCLUDE";
    std::env::remove_var(UNSET);
    std::env::set_var(SET, "envinc");
    let cmd = |variable: &'static str| {
        clap::Command::new("cc")
            .arg(
                Arg::new("include")
                    .long("include")
                    .action(ArgAction::Append)
                    .env(variable)
                    .global(true),
            )
            .arg(Arg::new("inc").long("inc").action(ArgAction::Append).global(true))
            .arg(
                Arg::new("nostdinc")
                    .long("nostdinc")
                    .action(ArgAction::SetTrue)
                    .overrides_with("include"),
            )
            .subcommand(clap::Command::new("run").subcommand(clap::Command::new("step")))
    };
    let spec = || CommandSpec::new().arg("inc", ArgSpec::new().deprecated_for("include"));
    let include = |m: &clap::ArgMatches| -> Vec<Vec<String>> {
        let mut all = Vec::new();
        let mut at = Some(m);
        while let Some(m) = at {
            all.push(m.get_many::<String>("include").into_iter().flatten().cloned().collect());
            at = m.subcommand().map(|(_, m)| m);
        }
        all
    };
    let cases: [(&str, &[&str], &[&str]); 2] = [
        (
            UNSET,
            &["cc", "run", "--include=v", "--inc=a=b", "step", "--inc=x,y", "--inc=v"],
            &[
                "cc",
                "run",
                "--include=v",
                "--inc=a=b",
                "--include=a=b",
                "step",
                "--inc=x,y",
                "--include=x,y",
                "--inc=v",
                "--include=v",
            ],
        ),
        (
            SET,
            &["cc", "--nostdinc", "--inc=a", "run", "--inc=b"],
            &[
                "cc",
                "--nostdinc",
                "--inc=a",
                "--include=a",
                "run",
                "--inc=b",
                "--include=b",
            ],
        ),
    ];
    for (variable, argv, spelled_out) in cases {
        let plain = twin::plain(cmd(variable), spelled_out);
        for m in twin::both_ways(|| cmd(variable), spec, argv) {
            assert_eq!(include(&m), include(&plain), "{argv:?}");
            twin::assert_same_flags(&m, &plain, &["nostdinc"], argv);
        }
    }
}

/// A count redirect typed twice in a subcommand after its global
/// replacement, which has a variable (unset), there beside a global list
/// with a variable too: the readings without the variables count the
/// occurrences after the replacement by `run`'s own reading, which its
/// sentinel tells from clap's copies only where it watches the globals
/// that had a variable as well (`2` where plain clap, given the
/// replacement after each, counts `3`).
#[test]
fn a_count_redirect_after_a_replacement_with_a_variable_in_a_subcommand_counts_each_occurrence() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    const VERBOSE: &str = "ARGKIND_TEST_COUNT_AFTER_VERBOSE";
    const LIST: &str = "ARGKIND_TEST_COUNT_AFTER_LIST";
    std::env::remove_var(VERBOSE);
    std::env::remove_var(LIST);
    let cmd = || {
        clap::Command::new("cc")
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true)
                    .env(VERBOSE),
            )
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count).global(true))
            .arg(
                Arg::new("list")
                    .long("list")
                    .action(ArgAction::Append)
                    .global(true)
                    .env(LIST),
            )
            .subcommand(clap::Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("loud", ArgSpec::new().deprecated_for("verbose"));
    let argv = ["cc", "run", "--list=a", "-v", "--loud", "--loud"];
    let plain = twin::plain(cmd(), &["cc", "run", "--list=a", "-v", "--loud", "-v", "--loud", "-v"]);
    let run = |m: &clap::ArgMatches| m.subcommand_matches("run").unwrap().get_count("verbose");
    assert_eq!(run(&plain), 3);
    for m in twin::both_ways(cmd, spec, &argv) {
        assert_eq!(run(&m), run(&plain));
        twin::assert_same_counts(&m, &plain, &["verbose"], argv);
    }
}

/// A deprecated option whose own value parser rejects the value the user
/// typed fails as plain clap fails on that command line: the error is
/// clap's, of the flag the user typed, not of the redirect that would have
/// followed. Where clap resolves that value only at the next token (an
/// option that may be given bare), a subcommand there first reads the
/// enclosing globals' variables: clap reports a variable that is not
/// UTF-8 before the rejected value, and so does argkind.
#[test]
fn a_rejected_value_of_a_deprecated_option_fails_as_plain_clap() {
    use std::os::unix::ffi::OsStringExt;

    use argkind::{ArgSpec, CommandSpec};
    use clap::Arg;
    const COLOR: &str = "ARGKIND_TEST_REJECTED_DEPRECATED_COLOR";
    std::env::set_var(COLOR, std::ffi::OsString::from_vec(vec![0xff]));
    let modes = ["auto", "always", "never"];
    let cmd = || {
        clap::Command::new("cc")
            .arg(
                Arg::new("color")
                    .long("color")
                    .global(true)
                    .env(COLOR)
                    .value_parser(modes)
                    .num_args(0..=1)
                    .default_missing_value("auto"),
            )
            .arg(
                Arg::new("colour")
                    .long("colour")
                    .value_parser(modes)
                    .num_args(0..=1)
                    .default_missing_value("auto"),
            )
            .subcommand(clap::Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("colour", ArgSpec::new().deprecated_for("color"));
    for argv in [
        &["cc", "--colour", "d", "run"][..],
        &["cc", "--colour=d", "run"],
        &["cc", "--colour", "d"],
    ] {
        let plain = twin::plain_rejected(cmd(), argv).kind();
        twin::assert_both_ways_rejected_as(cmd, spec, argv, plain);
    }
    std::env::remove_var(COLOR);
}

/// A count redirect typed twice around a deprecated option that overrides
/// its replacement (`--loud --quiet=2 --loud`, `--loud` deprecated for the
/// count `--verbose`, which `--quiet` overrides): the exact route applies
/// the redirect at each occurrence, so the option takes out the count
/// before it, as plain clap reads `--verbose` typed after each (`1`;
/// carried to the last occurrence, both would count, `2`).
#[test]
fn a_count_redirect_around_a_deprecated_override_of_its_replacement_counts_after_it() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("cc")
            .arg(Arg::new("quiet").long("quiet"))
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
            .arg(
                Arg::new("verbose")
                    .long("verbose")
                    .action(ArgAction::Count)
                    .overrides_with("quiet"),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("quiet", ArgSpec::new().deprecated())
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
    };
    let plain = twin::plain(
        cmd(),
        &["cc", "--loud", "--verbose", "--quiet=2", "--loud", "--verbose"],
    );
    assert_eq!(plain.get_count("verbose"), 1);
    let argv = ["cc", "--loud", "--quiet=2", "--loud"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_counts(&m, &plain, &["verbose", "loud"], argv);
        twin::assert_same_values(&m, &plain, &["quiet"], argv);
    }
}

/// The same with a list redirect (`--inc=a --quiet=2 --inc=b`, `--inc`
/// deprecated for the list `--include`, which `--quiet` overrides): the
/// option takes out the value before it, as plain clap reads `--include`
/// typed after each (`b`; carried to the last occurrence, `a` and `b`).
#[test]
fn a_list_redirect_around_a_deprecated_override_of_its_replacement_keeps_what_follows_it() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("cc")
            .arg(Arg::new("quiet").long("quiet"))
            .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
            .arg(
                Arg::new("include")
                    .long("include")
                    .action(ArgAction::Append)
                    .overrides_with("quiet"),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("quiet", ArgSpec::new().deprecated())
            .arg("inc", ArgSpec::new().deprecated_for("include"))
    };
    let plain = twin::plain(
        cmd(),
        &["cc", "--inc=a", "--include=a", "--quiet=2", "--inc=b", "--include=b"],
    );
    assert_eq!(twin::values(&plain, "include"), ["b"]);
    let argv = ["cc", "--inc=a", "--quiet=2", "--inc=b"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["include", "quiet"], argv);
    }
}

/// A global deprecated pair flag redirected to a flag with no negation,
/// typed in the root and negated in a subcommand, before a deprecated
/// option of the subcommand that may be given bare (`root --fat run
/// --no-fat --mode`): the warnings follow the last occurrence of each,
/// `--fat` (negated last, so it names no spelling to use instead: the
/// replacement has no negation) before `--mode`. The order of a command
/// with an option that may be given bare comes from a reading of its own,
/// whose warning for `--fat` named `--lev` to use instead; warnings were
/// matched whole, so `--fat`'s matched none and went last. Found by the
/// million-case differential, seed 5353.
#[test]
fn a_global_pair_negated_in_a_subcommand_warns_before_a_later_bare_option() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue).global(true))
            .arg(Arg::new("lev").long("lev").action(ArgAction::SetTrue).global(true))
            .subcommand(
                Command::new("run").arg(
                    Arg::new("mode")
                        .long("mode")
                        .num_args(0..=1)
                        .default_missing_value("dm"),
                ),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("fat", ArgSpec::new().noable().deprecated_for("lev"))
            .subcommand("run", CommandSpec::new().arg("mode", ArgSpec::new().deprecated()))
    };
    for argv in [
        &["root", "--fat", "run", "--no-fat", "--mode"][..],
        &["root", "--fat", "run", "--no-fat", "--mode", "x"],
    ] {
        for (way, build) in twin::WAYS {
            let m = build(cmd(), spec()).try_get_matches_from(argv).unwrap();
            let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            // Each by its last occurrence: `--no-fat`, then `--mode`.
            assert_eq!(flags, ["fat", "mode"], "{way}: {argv:?}");
            assert_eq!(m.facts().deprecations()[0].instead(), None, "{way}: {argv:?}");
        }
    }
}

/// A global pair `--offline` deprecated for `--frozen` (no negation),
/// typed in the root and negated in `test`, whose deprecated
/// `--no-fail-fast` the test filter given after it overrides. The filter
/// takes `--no-fail-fast` out of clap's matches, so its warning comes from
/// a reading without the application's overrides, which turns off no
/// global pair that a subcommand negated: it told the user to use
/// `--frozen` instead, where the negation, typed last, has nothing to
/// name. Found by the million-case differential, seed 5757.
#[test]
fn a_global_pair_negated_in_a_subcommand_names_no_replacement_beside_an_overridden_deprecated_flag() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = || {
        Command::new("cargo")
            .arg(
                Arg::new("offline")
                    .long("offline")
                    .action(ArgAction::SetTrue)
                    .global(true),
            )
            .arg(
                Arg::new("frozen")
                    .long("frozen")
                    .action(ArgAction::SetTrue)
                    .global(true),
            )
            .subcommand(
                Command::new("test")
                    .arg(Arg::new("no-fail-fast").long("no-fail-fast").action(ArgAction::SetTrue))
                    .arg(Arg::new("filter").overrides_with("no-fail-fast")),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("offline", ArgSpec::new().noable().deprecated_for("frozen"))
            .subcommand(
                "test",
                CommandSpec::new().arg("no-fail-fast", ArgSpec::new().deprecated()),
            )
    };
    let offline = "warning: --offline is deprecated and will be removed in a future release.";
    let fail_fast = "warning: --no-fail-fast is deprecated and will be removed in a future release.";
    for argv in [
        &["cargo", "--offline", "test", "--no-fail-fast", "--no-offline", "parse"][..],
        &["cargo", "--offline", "test", "--no-fail-fast", "--no-offline"],
    ] {
        for (way, build) in twin::WAYS {
            let m = build(cmd(), spec()).try_get_matches_from(argv).unwrap();
            assert_eq!(m.facts().warnings(), [fail_fast, offline], "{way}: {argv:?}");
            let (_, test) = m.subcommand().expect("test");
            assert!(!test.get_flag("frozen"), "{way}: {argv:?}");
        }
    }
}

/// Two deprecated options of two values each, `--include-pair` and
/// `--define-pair`, both redirected to the list `--output`, with `--out`
/// (a switch of its own) typed between them. `--out` begins `--output`,
/// and the guess took it for an abbreviation of it (`infer_long_args`,
/// which clap has no getter for): the replacement given after the first
/// redirect, which it then left out. clap reads an argument's own long
/// name as that argument, whatever it begins. Found by the million-case
/// differential, seed 5959.
#[test]
fn a_flag_whose_name_begins_the_replacement_s_is_not_the_replacement_given_later() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = |infer: bool| {
        move || {
            Command::new("gen")
                .infer_long_args(infer)
                .arg(Arg::new("out").long("out").action(ArgAction::SetTrue))
                .arg(Arg::new("output").long("output").action(ArgAction::Append))
                .arg(Arg::new("include-pair").long("include-pair").num_args(2))
                .arg(Arg::new("define-pair").long("define-pair").num_args(2))
        }
    };
    let spec = || {
        CommandSpec::new()
            .arg("include-pair", ArgSpec::new().deprecated_for("output"))
            .arg("define-pair", ArgSpec::new().deprecated_for("output"))
    };
    let argv = ["gen", "--include-pair", "a", "b", "--out", "--define-pair", "c", "d"];
    let twin_argv = [
        "gen",
        "--include-pair",
        "a",
        "b",
        "--output=a",
        "--output=b",
        "--out",
        "--define-pair",
        "c",
        "d",
        "--output=c",
        "--output=d",
    ];
    for infer in [false, true] {
        let plain = twin::plain(cmd(infer)(), &twin_argv);
        assert_eq!(twin::values(&plain, "output"), ["a", "b", "c", "d"]);
        for m in twin::both_ways(cmd(infer), spec, &argv) {
            twin::assert_same_values(&m, &plain, &["output"], (infer, argv));
            assert!(m.get_flag("out"), "{infer} {argv:?}");
        }
    }
}

#[test]
fn a_deprecated_global_pair_on_by_default_negated_before_a_subcommand_is_warned_of_in_order() {
    // `--no-fat` at the root turns off `fat`, which `run`'s own default
    // would turn on again; the warnings follow the command line: `--no-fat`
    // first, then `--fast` (seed 6262).
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("fat")
                .long("fat")
                .action(ArgAction::SetTrue)
                .default_value("true")
                .global(true),
        )
        .subcommand(Command::new("run").arg(Arg::new("lev").long("lev").num_args(1..).allow_hyphen_values(true)));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().deprecated())
        .arg("fat", ArgSpec::new().noable().deprecated());
    for argv in [
        &["root", "--no-fat", "--fast", "run", "--lev", "x"][..],
        &["root", "--no-fat", "--fast", "run", "--lev", "--level"],
    ] {
        for mut cmd in [
            ArgKindCommand::new(cmd.clone(), spec.clone()),
            ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
        ] {
            let m = cmd.try_get_matches_from(argv).unwrap();
            let (_, run) = m.subcommand().unwrap();
            assert!(!m.get_flag("fat") && !run.get_flag("fat"), "{argv:?}");
            let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            assert_eq!(flags, ["fat", "fast"], "{argv:?}");
        }
    }
}

/// A word `help` that clap takes for one more value of a positional
/// argument, not for its own `help` subcommand (a positional that takes
/// more values reads it before any subcommand's name): `notes ; help
/// --shout ;`, where `--shout` is deprecated and the positional that
/// overrides it takes the last `;`. The insertion step stopped at `help`,
/// as if clap would show that subcommand's help, so it never saw
/// `--shout`, and clap's matches no longer hold it: no warning. Found by
/// the million-case differential, seed 6767. With `help` in the
/// subcommand's place, clap's help is shown as before.
#[test]
fn a_deprecated_flag_after_help_read_as_a_positional_value_is_warned_of() {
    use argkind::{ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = || {
        clap::Command::new("notes")
            .arg(
                Arg::new("shout")
                    .long("shout")
                    .action(ArgAction::SetTrue)
                    .overrides_with("words"),
            )
            .arg(Arg::new("words").num_args(1..))
            .subcommand(clap::Command::new("sync"))
    };
    let spec = || CommandSpec::new().arg("shout", ArgSpec::new().noable().deprecated());
    for argv in [
        &["notes", ";", "help", "--shout", ";"][..],
        &["notes", "buy", "milk", "help", "--shout", "now"],
    ] {
        let plain = twin::plain(cmd(), argv);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(m.get_flag("shout"), plain.get_flag("shout"), "{argv:?}");
            let words = |m: &clap::ArgMatches| m.get_many::<String>("words").map(|w| w.cloned().collect::<Vec<_>>());
            assert_eq!(words(&m), words(&plain), "{argv:?}");
            let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            assert_eq!(warned, ["shout"], "{argv:?}");
        }
    }
    for argv in [&["notes", "help", "sync"][..], &["notes", "--shout", "help"]] {
        assert_eq!(
            twin::plain_rejected(cmd(), argv).kind(),
            clap::error::ErrorKind::DisplayHelp
        );
        for err in twin::both_ways_rejected(cmd, spec, argv) {
            assert_eq!(err.kind(), clap::error::ErrorKind::DisplayHelp, "{argv:?}");
        }
    }
}

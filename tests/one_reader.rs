//! One reader of the command line (S11): clap decides what every token is,
//! and argkind's behaviours act only on the tokens clap reads as their
//! flags. Each test is a case where a second reader used to disagree with
//! clap, in the style of the tools that hit it (file finders, drivers).

mod support;

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error, Negation};
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command};
use support::{compile, twin};

fn strings(values: Option<clap::parser::ValuesRef<'_, String>>) -> Vec<&str> {
    values.map(|v| v.map(String::as_str).collect()).unwrap_or_default()
}

fn kind_of(result: Result<argkind::Matches, Error>) -> ErrorKind {
    match result {
        Ok(_) => panic!("accepted"),
        Err(err) => err.kind(),
    }
}

// 1. `--` taken as the value of an option that accepts hyphen values.

#[test]
fn a_preset_after_a_double_dash_value_is_applied_and_warned() {
    let parsed = support::parse(&["--tensorizer-options", "--", "--enable-experimental-O1"]).expect("parses");
    let report = support::cli::report(&parsed);
    assert_eq!(report["flags"]["tensorizer-options"], "--");
    assert_eq!(report["flags"]["optlevel"], 1);
    assert_eq!(report["flags"]["enable-internal-call-graph"], true);
    assert_eq!(parsed.facts.deprecations().len(), 1);
}

#[test]
fn a_redirect_after_a_double_dash_value_is_applied_and_warned() {
    let parsed = support::parse(&["--tensorizer-options", "--", "--num-neuroncores", "1"]).expect("parses");
    assert_eq!(support::cli::report(&parsed)["flags"]["lnc"], 1);
    let warnings: Vec<String> = parsed.facts.deprecations().iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        ["warning: --num-neuroncores is deprecated and will be removed in a future release. Use --lnc instead."]
    );
}

#[test]
fn a_negation_after_a_double_dash_value_is_accepted() {
    let report = compile(&["--tensorizer-options", "--", "--no-run-pg-layout-and-tiling"]);
    assert_eq!(report["flags"]["run-pg-layout-and-tiling"], false);
}

// 2. A value terminator: `find --exec cmd args... ;`.

fn finder() -> ArgKindCommand {
    let cmd = Command::new("find")
        .arg(
            Arg::new("exec")
                .long("exec")
                .num_args(1..)
                .value_terminator(";")
                .allow_hyphen_values(true),
        )
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
        .arg(Arg::new("dump").long("dump").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("hidden", ArgSpec::new().noable())
        .arg("dump", ArgKind::Hidden);
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_negation_after_a_value_terminator_is_read() {
    let m = finder()
        .try_get_matches_from(["find", "--exec", "echo", "x", ";", "--no-hidden"])
        .expect("parses");
    assert!(!m.get_flag("hidden"));
    assert_eq!(strings(m.get_many::<String>("exec")), ["echo", "x"]);
    assert!(m.facts().is_used("hidden"));
}

#[test]
fn a_value_on_a_pair_flag_after_a_value_terminator_is_rejected() {
    let result = finder().try_get_matches_from(["find", "--exec", "echo", ";", "--hidden=false"]);
    let Err(Error::Clap(err)) = result else {
        panic!("accepted");
    };
    assert_eq!(err.kind(), ErrorKind::TooManyValues);
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn help_surfaces_after_a_value_terminator_are_argkind_s() {
    let result = finder().try_get_matches_from(["find", "--exec", "echo", ";", "--help-hidden"]);
    let Err(Error::Surface(text, _)) = result else {
        panic!("not the hidden surface");
    };
    assert!(text.to_string().contains("--dump"), "{text}");
    let result = finder().try_get_matches_from(["find", "--exec", "echo", ";", "-h"]);
    let Err(Error::Clap(err)) = result else {
        panic!("not help");
    };
    assert_eq!(err.kind(), ErrorKind::DisplayHelp);
    let text = err.to_string();
    assert!(text.to_string().contains("--hidden "), "{text}");
    assert!(!text.contains("[=<") && !text.contains("--dump"), "{text}");
}

/// A file finder whose `--exec` (a list ended by `;`, or running to the end
/// of the command line, hyphen values and all) was renamed: the old
/// spellings `-x`/`--command` and `--run` are deprecated for it, and
/// `--batch` (taking a command the same way) is a preset that sets
/// `--threads` to 1. `pattern` is the positional that a stray `;` would
/// land in.
fn renamed_finder() -> Command {
    let list = |id: &'static str| Arg::new(id).long(id).num_args(1..).action(ArgAction::Append);
    Command::new("find")
        .arg(list("exec").value_terminator(";").allow_hyphen_values(true))
        .arg(
            list("command")
                .short('x')
                .value_terminator(";")
                .allow_hyphen_values(true),
        )
        .arg(list("run").allow_hyphen_values(true))
        .arg(Arg::new("threads").long("threads").short('j'))
        .arg(Arg::new("batch").long("batch").num_args(1..).allow_hyphen_values(true))
        .arg(Arg::new("pattern"))
}

fn renamed_finder_spec() -> CommandSpec {
    CommandSpec::new()
        .arg("command", ArgSpec::new().deprecated_for("exec"))
        .arg("run", ArgSpec::new().deprecated_for("exec"))
        .arg("batch", ArgSpec::new().preset("threads", "1"))
}

/// Each way argkind builds a command: prepared whole, and `new`'s, which
/// may read with a lighter one.
fn renamed_finders() -> [ArgKindCommand; 2] {
    [
        ArgKindCommand::new(renamed_finder(), renamed_finder_spec()),
        ArgKindCommand::__new_whole(renamed_finder(), renamed_finder_spec()),
    ]
}

#[test]
fn a_redirect_goes_after_the_value_terminator_that_ends_its_flag_s_values() {
    // Plain clap given the replacement after each `;`.
    let spelled = |argv: &[&str]| {
        let m = twin::plain(renamed_finder(), argv);
        let exec: Vec<String> = m.get_many::<String>("exec").unwrap().cloned().collect();
        (exec, m.get_one::<String>("pattern").cloned())
    };
    let cases: [(&[&str], &[&str]); 4] = [
        (
            &["find", "--command", "echo", "a", ";"],
            &["find", "--command", "echo", "a", ";", "--exec", "echo", "a", ";"],
        ),
        (
            &["find", "--command", "echo", ";", "src"],
            &["find", "--command", "echo", ";", "--exec", "echo", ";", "src"],
        ),
        (
            &["find", "-x", "rm", "-f", ";", "--command", "ls", ";"],
            &[
                "find",
                "-x",
                "rm",
                "-f",
                ";",
                "--exec",
                "rm",
                "-f",
                ";",
                "--command",
                "ls",
                ";",
                "--exec",
                "ls",
                ";",
            ],
        ),
        (
            &["find", "--command", "echo", ";", "--exec", "ls", ";"],
            &["find", "--command", "echo", ";", "--exec", "ls", ";"],
        ),
    ];
    for (argv, spelled_out) in cases {
        let (exec, pattern) = spelled(spelled_out);

        for m in twin::both_ways(renamed_finder, renamed_finder_spec, argv) {
            assert_eq!(strings(m.get_many::<String>("exec")), exec, "{argv:?}");
            assert_eq!(m.get_one::<String>("pattern"), pattern.as_ref(), "{argv:?}");
        }
    }
}

/// A replacement that takes all its values in one occurrence (`Set`,
/// `num_args(1..)`) gets them ended by its own value terminator, or it
/// would take the positional after them (`--command echo -n ; src`, with
/// `--exec` a `Set` of any number of values ending at `;`).
#[test]
fn a_redirect_to_an_option_with_a_value_terminator_ends_with_it() {
    let exec = |id: &'static str| {
        Arg::new(id)
            .long(id)
            .num_args(1..)
            .allow_hyphen_values(true)
            .value_terminator(";")
    };
    let cmd = || {
        Command::new("find")
            .arg(exec("exec"))
            .arg(exec("command"))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("command", ArgSpec::new().deprecated_for("exec"));
    for argv in [
        &["find", "--command", "echo", "-n", ";", "src"][..],
        &["find", "--command", "a", "--", ";", "src"],
        &["find", "src", "--command", "echo", "x"],
    ] {
        let plain = twin::plain(cmd(), argv);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(
                strings(m.get_many::<String>("exec")),
                strings(plain.get_many::<String>("command")),
                "{argv:?}"
            );
            twin::assert_same_values(&m, &plain, &["pattern"], argv);
        }
    }
}

/// A redirect that gives its replacement as many values as it takes
/// (`num_args(1..=2)`) adds no value terminator after them: clap would read
/// it as no value but as the positional (`--command a b src`).
#[test]
fn a_redirect_that_fills_its_replacement_s_values_adds_no_value_terminator() {
    let exec = |id: &'static str| {
        Arg::new(id)
            .long(id)
            .num_args(1..=2)
            .allow_hyphen_values(true)
            .value_terminator(";")
    };
    let cmd = || {
        Command::new("find")
            .arg(exec("exec"))
            .arg(exec("command"))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("command", ArgSpec::new().deprecated_for("exec"));
    let argv = ["find", "--command", "a", "b", "src"];
    // Plain clap given the replacement after the deprecated option's values.
    let plain = twin::plain(cmd(), &["find", "--command", "a", "b", "--exec", "a", "b", "src"]);
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["exec", "pattern"], argv);
    }
}

/// A deprecated option given all the values it takes (`num_args(1..=2)`),
/// then its value terminator's spelling (`--command a b ; ext`): clap reads
/// that `;` as the positional, not as the end of the values, and the
/// redirect still reaches the replacement, in a command that allows
/// external subcommands (where clap says which bare token is what), as
/// plain clap given the replacement right after the values reads it.
#[test]
fn a_redirect_of_an_option_given_all_its_values_before_its_value_terminator_is_applied() {
    let exec = |id: &'static str| Arg::new(id).long(id).num_args(1..=2).value_terminator(";");
    let cmd = || {
        Command::new("find")
            .allow_external_subcommands(true)
            .arg(exec("exec"))
            .arg(exec("command"))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("command", ArgSpec::new().deprecated_for("exec"));
    for (argv, spelled_out) in [
        (
            &["find", "--command", "a", "b", ";"][..],
            &["find", "--command", "a", "b", "--exec", "a", "b", ";"][..],
        ),
        (
            &["find", "--exec", "c", "--command", "a", "b", ";", "ext"],
            &[
                "find",
                "--exec",
                "c",
                "--command",
                "a",
                "b",
                "--exec",
                "a",
                "b",
                ";",
                "ext",
            ],
        ),
    ] {
        let plain = twin::plain(cmd(), spelled_out);
        for m in twin::both_ways(cmd, spec, argv) {
            twin::assert_same_values(&m, &plain, &["exec", "pattern"], argv);
        }
    }
}

#[test]
fn a_preset_goes_after_the_value_terminator_that_ends_its_flag_s_values() {
    let cmd = || {
        Command::new("find")
            .arg(
                Arg::new("exec")
                    .long("exec")
                    .num_args(1..)
                    .value_terminator(";")
                    .action(ArgAction::Append),
            )
            .arg(Arg::new("batch").long("batch").num_args(1..).value_terminator(";"))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("batch", ArgSpec::new().preset("exec", "true"));
    for m in twin::both_ways(cmd, spec, &["find", "--batch", "echo", ";", "src"]) {
        assert_eq!(strings(m.get_many::<String>("exec")), ["true"]);
        assert_eq!(m.get_one::<String>("pattern").map(String::as_str), Some("src"));
    }
}

#[test]
fn a_redirect_of_an_option_whose_values_take_the_rest_of_the_line_is_applied() {
    // Every token after `--run` is one of its values, flags included, as
    // plain clap reads them: the replacement gets them all.
    for argv in [
        &["find", "--run", "echo", "a"][..],
        &["find", "--exec", "ls", ";", "--run", "rm", "-f", "--threads", "4"],
        &["find", "src", "--run", "--", "x"],
    ] {
        let plain = twin::plain(renamed_finder(), argv);
        let run: Vec<String> = plain.get_many::<String>("run").unwrap().cloned().collect();
        let before = twin::values(&plain, "exec");
        for m in twin::both_ways(renamed_finder, renamed_finder_spec, argv) {
            assert_eq!(
                strings(m.get_many::<String>("exec")),
                [before.clone(), run.clone()].concat(),
                "{argv:?}"
            );
            assert_eq!(strings(m.get_many::<String>("run")), run, "{argv:?}");
            twin::assert_same_values(&m, &plain, &["pattern"], argv);
            assert_eq!(m.facts().deprecations().len(), 1, "{argv:?}");
        }
    }
}

#[test]
fn a_preset_of_an_option_whose_values_take_the_rest_of_the_line_is_applied_at_its_place() {
    for (argv, threads) in [
        (&["find", "--batch", "echo", "a"][..], "1"),
        // Set before it: overridden; typed after it: one of its values.
        (&["find", "-j", "8", "--batch", "rm", "--threads", "4"], "1"),
        (&["find", "src", "--batch", "-j", "4"], "1"),
    ] {
        let plain = twin::plain(renamed_finder(), argv);
        for m in twin::both_ways(renamed_finder, renamed_finder_spec, argv) {
            assert_eq!(
                m.get_one::<String>("threads").map(String::as_str),
                Some(threads),
                "{argv:?}"
            );
            twin::assert_same_values(&m, &plain, &["batch", "pattern"], argv);
        }
    }
}

/// A command read without a binary name (`no_binary_name`), whose first
/// token is a preset option that takes the rest of the line (`--batch`,
/// `-b`: hyphen values, any number of them); `--threads` is its target.
fn batch_first() -> Command {
    Command::new("find")
        .no_binary_name(true)
        .arg(Arg::new("threads").long("threads"))
        .arg(
            Arg::new("batch")
                .long("batch")
                .short('b')
                .num_args(1..)
                .allow_hyphen_values(true),
        )
}

/// In a command without a binary name, a preset option that takes the rest
/// of the line, typed as the very first token (long or short), sets its
/// target and has its values as plain clap does given the target right
/// before it (`--threads=1 --batch echo -x`), as it does typed after
/// another token: there is no token before it for the preset's addition
/// to follow, and looking for one must not fail.
#[test]
fn a_preset_option_taking_the_rest_of_the_line_as_the_first_token_without_a_binary_name_is_applied() {
    let spec = || CommandSpec::new().arg("batch", ArgSpec::new().preset("threads", "1"));
    for (argv, spelled_out) in [
        (["--batch", "echo", "-x"], ["--threads=1", "--batch", "echo", "-x"]),
        (["-b", "echo", "-x"], ["--threads=1", "-b", "echo", "-x"]),
    ] {
        let plain = batch_first().try_get_matches_from(spelled_out).unwrap();
        for m in twin::both_ways(batch_first, spec, &argv) {
            twin::assert_same_values(&m, &plain, &["threads", "batch"], argv);
        }
    }
}

#[test]
fn a_preset_of_an_optional_value_that_takes_hyphen_values_is_applied_given_bare() {
    let cmd = || {
        Command::new("cc").arg(Arg::new("level").long("level")).arg(
            Arg::new("profile")
                .long("profile")
                .num_args(0..=1)
                .default_missing_value("fast")
                .allow_hyphen_values(true),
        )
    };
    let spec = || CommandSpec::new().arg("profile", ArgSpec::new().preset("level", "2"));
    for argv in [
        &["cc", "--profile"][..],
        &["cc", "--level", "0", "--profile"],
        &["cc", "--profile", "-O1"],
    ] {
        let plain = cmd().try_get_matches_from(argv).unwrap();
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("2"), "{argv:?}");
            twin::assert_same_values(&m, &plain, &["profile"], argv);
        }
    }
}

/// The occurrences of `id` that the command line gave in `m`, each as the
/// index of its first value and its values.
fn occurrences_of(m: &clap::ArgMatches, id: &str) -> Vec<(usize, Vec<String>)> {
    if m.value_source(id) != Some(clap::parser::ValueSource::CommandLine) {
        return Vec::new();
    }
    let mut indices = m.indices_of(id).into_iter().flatten();
    let occurrences = m.get_occurrences::<String>(id).into_iter().flatten();
    occurrences
        .map(|values| {
            let values: Vec<String> = values.cloned().collect();
            let first = indices.next().unwrap_or_default();
            indices.by_ref().take(values.len().saturating_sub(1)).for_each(drop);
            (first, values)
        })
        .collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// The renamed finder against plain clap's reading of the same command
    /// line: `--exec` holds, in command-line order, the values of each of
    /// its own occurrences and of each occurrence of a deprecated spelling
    /// that no typed `--exec` follows; `--threads` is 1 where `--batch` is
    /// given and no `--threads` typed after it; everything else is plain
    /// clap's; a command line plain clap rejects is rejected alike.
    #[test]
    fn deprecated_and_preset_options_with_terminators_and_hyphen_values_read_as_plain_clap(
        argv in proptest::collection::vec(
            proptest::sample::select(vec![
                "--command", "-x", "--run", "--exec", "--exec=e", "--batch", "--batch=q", "-j", "--threads",
                "4", ";", "--", "a", "-f", "src", "--command=c",
            ]),
            0..9,
        )
    ) {
        let argv: Vec<&str> = std::iter::once("find").chain(argv).collect();
        let plain = renamed_finder().args_override_self(true).try_get_matches_from(&argv);
        for mut cmd in renamed_finders() {
            let read = cmd.try_get_matches_from(&argv);
            let (plain, m) = match (&plain, read) {
                (Ok(plain), Ok(m)) => (plain, m),
                (Err(p), Err(a)) => {
                    proptest::prop_assert_eq!(p.kind(), a.kind(), "{:?}", argv);
                    continue;
                }
                (p, a) => {
                    return Err(proptest::test_runner::TestCaseError::fail(format!(
                        "{argv:?}: plain clap {:?}, argkind {:?}",
                        p.as_ref().map(|_| ()).map_err(clap::Error::kind),
                        a.map(|_| ()).map_err(|e| e.kind())
                    )));
                }
            };
            let mut given: Vec<(usize, bool, Vec<String>)> = Vec::new();
            for (id, own) in [("exec", true), ("command", false), ("run", false)] {
                given.extend(occurrences_of(plain, id).into_iter().map(|(at, v)| (at, own, v)));
            }
            given.sort();
            let last_own = given.iter().rposition(|(_, own, _)| *own);
            let exec: Vec<String> = given
                .iter()
                .enumerate()
                .filter(|(i, (_, own, _))| *own || last_own.is_none_or(|last| *i > last))
                .flat_map(|(_, (_, _, values))| values.clone())
                .collect();
            proptest::prop_assert_eq!(strings(m.get_many::<String>("exec")), exec, "{:?}", argv);
            let batch = occurrences_of(plain, "batch").last().map(|(at, _)| *at);
            let threads_at = occurrences_of(plain, "threads").last().map(|(at, _)| *at);
            let threads = match batch {
                Some(b) if threads_at.is_none_or(|t| t < b) => Some("1".to_owned()),
                _ => plain.get_one::<String>("threads").cloned(),
            };
            proptest::prop_assert_eq!(m.get_one::<String>("threads").cloned(), threads, "{:?}", argv);
            for id in ["command", "run", "batch", "pattern"] {
                proptest::prop_assert_eq!(
                    strings(m.get_many::<String>(id)),
                    strings(plain.get_many::<String>(id)),
                    "{} {:?}", id, argv
                );
            }
        }
    }
}

// 3. A trailing var arg that takes hyphen values: `cli run foo --no-sorted`.

fn runner() -> ArgKindCommand {
    let cmd = Command::new("cli").subcommand(
        Command::new("run")
            .arg(Arg::new("sorted").long("sorted").action(ArgAction::SetTrue))
            .arg(
                Arg::new("args")
                    .num_args(1..)
                    .trailing_var_arg(true)
                    .allow_hyphen_values(true),
            ),
    );
    let spec = CommandSpec::new().subcommand("run", CommandSpec::new().arg("sorted", ArgSpec::new().noable()));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn trailing_values_are_not_rewritten() {
    let m = runner()
        .try_get_matches_from(["cli", "run", "foo", "--no-sorted"])
        .expect("parses");
    let (_, run) = m.subcommand().expect("run");
    assert_eq!(strings(run.get_many::<String>("args")), ["foo", "--no-sorted"]);
    assert!(!run.get_flag("sorted"));
}

#[test]
fn help_among_trailing_values_is_a_value() {
    let m = runner()
        .try_get_matches_from(["cli", "run", "foo", "--help"])
        .expect("parses");
    let (_, run) = m.subcommand().expect("run");
    assert_eq!(strings(run.get_many::<String>("args")), ["foo", "--help"]);
}

// 4. External subcommands get their argv verbatim.

fn git_like() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .allow_external_subcommands(true)
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("old", ArgSpec::new().deprecated_for("new"));
    ArgKindCommand::new(cmd, spec)
}

fn external_args(m: &argkind::Matches) -> Vec<String> {
    let (_, ext) = m.subcommand().expect("an external subcommand");
    ext.get_many::<OsString>("")
        .map(|v| v.map(|s| s.to_string_lossy().into_owned()).collect())
        .unwrap_or_default()
}

#[test]
fn an_external_subcommand_gets_its_argv_verbatim() {
    let m = git_like()
        .try_get_matches_from(["cli", "ext", "--no-fast"])
        .expect("parses");
    assert_eq!(external_args(&m), ["--no-fast"]);
    let m = git_like()
        .try_get_matches_from(["cli", "ext", "--old", "1"])
        .expect("parses");
    assert_eq!(external_args(&m), ["--old", "1"]);
    assert!(m.facts().deprecations().is_empty());
    assert_eq!(m.get_one::<String>("new"), None);
}

// 5. `infer_long_args` and `infer_subcommands`.

fn inferring() -> ArgKindCommand {
    let flags = |cmd: Command| {
        cmd.arg(Arg::new("fastest").long("fastest").action(ArgAction::SetTrue))
            .arg(Arg::new("level").long("level").value_parser(clap::value_parser!(u8)))
            .arg(Arg::new("old-output").long("old-output"))
            .arg(Arg::new("output").long("output"))
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("dump").long("dump").action(ArgAction::SetTrue))
    };
    let cmd = flags(Command::new("cli").infer_long_args(true).infer_subcommands(true))
        .subcommand(flags(Command::new("compile")))
        .subcommand(Command::new("list"));
    let decl = || {
        CommandSpec::new()
            .arg("fastest", ArgSpec::new().preset("level", "3"))
            .arg("old-output", ArgSpec::new().deprecated_for("output"))
            .arg("fast", ArgSpec::new().noable())
            .arg("dump", ArgKind::Hidden)
    };
    ArgKindCommand::new(cmd, decl().subcommand("compile", decl()))
}

#[test]
fn an_abbreviated_preset_is_applied() {
    let m = inferring().try_get_matches_from(["cli", "--fastes"]).expect("parses");
    assert!(m.get_flag("fastest"));
    assert_eq!(m.get_one::<u8>("level").copied(), Some(3));
}

/// The guess spells only full names: clap's parse of `--fastes` with
/// nothing inserted misses the required `--level`, and that error is the
/// guess's, not the command line's. The preset, applied where clap read
/// the flag, provides it (a preset target counts as given).
#[test]
fn an_abbreviated_preset_provides_a_required_target() {
    let cmd = || {
        let cmd = Command::new("cli")
            .infer_long_args(true)
            .arg(Arg::new("fastest").long("fastest").action(ArgAction::SetTrue))
            .arg(Arg::new("level").long("level").required(true));
        ArgKindCommand::new(
            cmd,
            CommandSpec::new().arg("fastest", ArgSpec::new().preset("level", "3")),
        )
    };
    for argv in [&["cli", "--fastes"][..], &["cli", "--fast"], &["cli", "--fastest"]] {
        let m = cmd().try_get_matches_from(argv).expect("parses");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{argv:?}");
    }
    assert_eq!(
        kind_of(cmd().try_get_matches_from(["cli"])),
        ErrorKind::MissingRequiredArgument
    );
}

#[test]
fn an_abbreviated_deprecated_flag_is_redirected_and_warned_by_its_full_name() {
    let m = inferring()
        .try_get_matches_from(["cli", "--old-out", "x"])
        .expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("x"));
    let warnings: Vec<String> = m.facts().deprecations().iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        ["warning: --old-output is deprecated and will be removed in a future release. Use --output instead."]
    );
}

#[test]
fn an_abbreviation_after_the_full_name_is_the_last_occurrence() {
    // Only clap reads `--fastes` and `--old-out` as the flags: the preset and
    // the redirect act there, after the full name and the target's value.
    let m = inferring()
        .try_get_matches_from(["cli", "--fastest", "--level", "1", "--fastes"])
        .expect("parses");
    assert_eq!(m.get_one::<u8>("level").copied(), Some(3));
    let m = inferring()
        .try_get_matches_from(["cli", "--old-output", "a", "--output", "b", "--old-out", "c"])
        .expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("c"));
    // An abbreviation next to a full name of another flag that inserts.
    let m = inferring()
        .try_get_matches_from(["cli", "--fastes", "--old-output", "x"])
        .expect("parses");
    assert_eq!(m.get_one::<u8>("level").copied(), Some(3));
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("x"));
}

#[test]
fn an_abbreviation_is_found_before_many_long_flags_and_with_its_value_attached() {
    // The tokens tried for a flag are those that spell it: forty other long
    // flags after it do not hide it.
    let mut argv = vec!["cli", "--fastes"];
    argv.extend(["--dump"; 40]);
    let m = inferring().try_get_matches_from(argv).expect("parses");
    assert_eq!(m.get_one::<u8>("level").copied(), Some(3));
    let m = inferring()
        .try_get_matches_from(["cli", "--old-out=c", "--dump"])
        .expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("c"));
}

#[test]
fn a_short_redirect_given_its_default_missing_value_last_is_applied() {
    // The abbreviation sends argkind to clap for every flag that inserts;
    // `-o` ends the command line and takes its default missing value.
    let cmd = Command::new("cli")
        .infer_long_args(true)
        .arg(Arg::new("fastest").long("fastest").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(
            Arg::new("old")
                .short('o')
                .long("old")
                .num_args(0..=1)
                .default_missing_value("d"),
        )
        .arg(Arg::new("new").long("new"));
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .arg("old", ArgSpec::new().deprecated_for("new"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [&["cli", "--fastes", "-o"][..], &["cli", "--fastes", "--old"]] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{argv:?}");
        assert_eq!(m.get_one::<String>("new").map(String::as_str), Some("d"), "{argv:?}");
    }
}

#[test]
fn a_preset_flag_that_is_also_a_value_acts_where_clap_reads_the_flag() {
    // The abbreviation sends argkind to clap for every flag that inserts:
    // the last `-f` is `--name`'s value, so the preset acts at the first,
    // and `--level 1` after it wins.
    let cmd = Command::new("cli")
        .infer_long_args(true)
        .arg(
            Arg::new("fastest")
                .short('f')
                .long("fastest")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("name").long("name").allow_hyphen_values(true))
        .arg(Arg::new("old-output").long("old-output"))
        .arg(Arg::new("output").long("output"));
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .arg("old-output", ArgSpec::new().deprecated_for("output"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [
        &["cli", "-f", "--level", "1", "--name", "-f", "--old-out", "x"][..],
        &[
            "cli",
            "--fastest",
            "--level",
            "1",
            "--name",
            "--fastest",
            "--old-out",
            "x",
        ],
    ] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("1"), "{argv:?}");
        assert_eq!(m.get_one::<String>("name"), Some(&argv[5].to_owned()), "{argv:?}");
        assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("x"), "{argv:?}");
    }
}

#[test]
fn a_preset_short_in_a_subcommand_s_cluster_keeps_the_later_letters() {
    // Split off after `-f`, `-1` would be a negative number for `num`:
    // in the cluster clap reads it as the flag `-1`.
    let cmd = Command::new("cli").infer_long_args(true).subcommand(
        Command::new("run")
            .arg(
                Arg::new("fastest")
                    .short('f')
                    .long("fastest")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("level").long("level"))
            .arg(Arg::new("one").short('1').action(ArgAction::SetTrue))
            .arg(Arg::new("num").allow_negative_numbers(true))
            .arg(Arg::new("old-output").long("old-output"))
            .arg(Arg::new("output").long("output")),
    );
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new()
            .arg("fastest", ArgSpec::new().preset("level", "3"))
            .arg("old-output", ArgSpec::new().deprecated_for("output")),
    );
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [&["cli", "run", "-f1"][..], &["cli", "run", "-f1", "--old-out", "x"]] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        let (_, run) = m.subcommand().expect("run");
        assert_eq!(
            run.get_one::<String>("level").map(String::as_str),
            Some("3"),
            "{argv:?}"
        );
        assert!(run.get_flag("one"), "{argv:?}");
        assert_eq!(run.get_one::<String>("num"), None, "{argv:?}");
    }
}

/// A finder whose pattern may start with `-` and whose `--regex`
/// replaces it (the last one given wins), with `-a` (match everything)
/// presetting `--regex=.`.
fn pattern_finder() -> Command {
    Command::new("find")
        .arg(Arg::new("all").short('a').long("all").action(ArgAction::SetTrue))
        .arg(Arg::new("long").short('l').long("long").action(ArgAction::SetTrue))
        .arg(Arg::new("regex").long("regex").overrides_with("pattern"))
        .arg(Arg::new("pattern").allow_hyphen_values(true))
}

#[test]
fn a_preset_short_in_a_cluster_clap_takes_for_a_value_acts_at_the_flag_before() {
    // `-x` is no flag, so clap reads `-alx` whole as the pattern, which
    // replaces the regex that the one `-a` clap read as a flag preset. Read
    // as a cluster, `-al` takes as many index units as the pattern, so the
    // marker after it once passed for one after the letter `a`.
    let spec = || CommandSpec::new().arg("all", ArgSpec::new().preset("regex", "."));
    let argv = ["find", "-a", "-alx"];
    let plain = twin::plain(pattern_finder(), &["find", "-a", "--regex=.", "-alx"]);
    assert_eq!(strings(plain.get_many("pattern")), ["-alx"]);
    for m in twin::both_ways(pattern_finder, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["regex", "pattern"], argv);
        twin::assert_same_flags(&m, &plain, &["all", "long"], argv);
    }
}

#[test]
fn a_preset_short_before_a_dash_in_its_cluster_is_rejected_as_clap_rejects_it() {
    // fd's `-1` presets `--max-results=1`; `-` is no letter of a short
    // flag, so clap rejects `-1-` (`unexpected argument '--' found`), and
    // `-a1-`. Split right after the `1`, the rest of the cluster would
    // read as `--`, the end of options.
    let finder = || {
        Command::new("find")
            .arg(Arg::new("all").short('a').action(ArgAction::SetTrue))
            .arg(Arg::new("max-results").long("max-results"))
            .arg(Arg::new("one").short('1').action(ArgAction::SetTrue))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("one", ArgSpec::new().preset("max-results", "1"));
    for argv in [
        &["find", "-1-"][..],
        &["find", "x", "-1-"],
        &["find", "-a1-"],
        &["find", "-1-", "x"],
    ] {
        let plain = twin::plain_rejected(finder(), argv);
        for err in twin::both_ways_rejected(finder, spec, argv) {
            assert_eq!(err.kind(), plain.kind(), "{argv:?}");
            assert_eq!(err.to_string(), plain.to_string(), "{argv:?}");
        }
    }
}

/// A package manager in pacman's style: `-S` (`--sync`, alias `-Y`)
/// chooses `sync`, whose `-q` presets `--level=1` and whose `-o` is
/// deprecated for `--level`; the root's global `-M` presets
/// `--color=never` and its global `-L` is deprecated for `-v`, a count.
fn pacman() -> Command {
    Command::new("pac")
        .arg(Arg::new("color").long("color").global(true).default_value("auto"))
        .arg(
            Arg::new("mono")
                .short('M')
                .long("mono")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::Count)
                .global(true),
        )
        .arg(
            Arg::new("loud")
                .short('L')
                .long("loud")
                .action(ArgAction::Count)
                .global(true),
        )
        .subcommand(
            Command::new("sync")
                .short_flag('S')
                .long_flag("sync")
                .short_flag_alias('Y')
                .arg(Arg::new("level").short('l').long("level").default_value("0"))
                .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
                .arg(
                    Arg::new("refresh")
                        .short('y')
                        .long("refresh")
                        .action(ArgAction::SetTrue),
                )
                .arg(Arg::new("old").short('o').long("old-level")),
        )
}

fn pacman_spec() -> CommandSpec {
    CommandSpec::new()
        .arg("mono", ArgSpec::new().preset("color", "never"))
        .arg("loud", ArgSpec::new().deprecated_for("verbose"))
        .subcommand(
            "sync",
            CommandSpec::new()
                .arg("quick", ArgSpec::new().preset("level", "1"))
                .arg("old", ArgSpec::new().deprecated_for("level")),
        )
}

#[test]
fn a_preset_or_redirect_in_a_cluster_after_a_subcommand_s_short_flag_is_applied() {
    // clap reads the letters after `-S` in `sync`. A check that took `S`
    // for a letter the command does not know (no argument has it) left
    // out the place after the cluster, and with it the insertion.
    for (argv, twin_argv) in [
        (&["pac", "-Sq"][..], &["pac", "-Sq", "--level=1"][..]),
        (&["pac", "-So", "3"], &["pac", "-So", "3", "--level=3"]),
        (&["pac", "-Sqo5"], &["pac", "-Sq", "--level=1", "-o5", "--level=5"]),
        (&["pac", "-Syq"], &["pac", "-Syq", "--level=1"]),
        (&["pac", "-Soq"], &["pac", "-Soq", "--level=q"]),
        (&["pac", "-Yq"], &["pac", "-Yq", "--level=1"]),
        (&["pac", "-SM"], &["pac", "-SM", "--color=never"]),
        (&["pac", "-SL"], &["pac", "-SL", "--verbose"]),
    ] {
        let plain = twin::plain(pacman(), twin_argv);
        let (_, plain_sync) = plain.subcommand().expect("sync");
        for m in twin::both_ways(pacman, pacman_spec, argv) {
            let (name, sync) = m.subcommand().expect("sync");
            assert_eq!(name, "sync", "{argv:?}");
            twin::assert_same_values(sync, plain_sync, &["level", "color", "old"], argv);
            twin::assert_same_counts(sync, plain_sync, &["verbose", "loud"], argv);
        }
    }
}

#[test]
fn a_deprecated_flag_an_override_takes_out_after_a_subcommand_s_flag_is_warned_of() {
    // `-S` and `--sync` choose `sync`, whose deprecated `-o` takes `sync`
    // as its value, then the files (which override it) take the rest.
    // clap's matches no longer hold `-o`, which the user typed: the
    // warning is plain clap's, whose `-o` the files override once it has
    // set `--level` (seed 6464).
    let cmd = || {
        pacman().mut_subcommand("sync", |sync| {
            sync.mut_arg("old", |old| old.overrides_with("files"))
                .arg(Arg::new("files").num_args(2).allow_hyphen_values(true))
        })
    };
    for argv in [
        &["pac", "-S", "-o", "sync", "--x=w", "--no-y"][..],
        &["pac", "--sync", "-o", "sync", "--x=w", "--no-y"],
        &["pac", "sync", "-o", "sync", "--x=w", "--no-y"],
    ] {
        for m in twin::both_ways(cmd, pacman_spec, argv) {
            let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
            assert_eq!(flags, ["old-level"], "{argv:?}");
            let (_, sync) = m.subcommand().expect("sync");
            assert_eq!(twin::values(sync, "level"), ["sync"], "{argv:?}");
        }
    }
}

#[test]
fn a_preset_letter_before_an_option_whose_value_clap_takes_whole_acts_before_the_value() {
    // `-bc -bdv` after a first positional: `-c` (`--level`) takes `-bdv`
    // whole as its value, so the `-b` clap reads is the first, whose
    // preset of `--level=pv` the typed value then overrides. Read as a
    // cluster, `-bdv` (`-b`, and `-d` with `v`) takes as many index units
    // as `-c` and its value, so a marker after it passed for one after
    // the last `-b` (seed 6464).
    let cmd = || {
        Command::new("root").subcommand(
            Command::new("run")
                .arg(Arg::new("filter").long("filter").short('b').action(ArgAction::SetTrue))
                .arg(Arg::new("level").long("level").short('c'))
                .arg(Arg::new("lev").long("lev").short('d'))
                .arg(Arg::new("p1"))
                .arg(Arg::new("p2").num_args(2).allow_hyphen_values(true)),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().arg("filter", ArgSpec::new().preset("level", "pv")),
        )
    };
    for (argv, twin_argv) in [
        (
            &["root", "run", "", "-bc", "-bdv"][..],
            &["root", "run", "", "-b", "--level=pv", "-c", "-bdv"][..],
        ),
        (
            &["root", "run", "", "-bc", "-bdv", "--f", "--help"],
            &["root", "run", "", "-b", "--level=pv", "-c", "-bdv", "--f", "--help"],
        ),
    ] {
        let plain = twin::plain(cmd(), twin_argv);
        let (_, plain_run) = plain.subcommand().expect("run");
        assert_eq!(twin::values(plain_run, "level"), ["-bdv"]);
        for m in twin::both_ways(cmd, spec, argv) {
            let (_, run) = m.subcommand().expect("run");
            twin::assert_same_values(run, plain_run, &["level", "lev", "p1", "p2"], argv);
            twin::assert_same_flags(run, plain_run, &["filter"], argv);
        }
    }
}

/// A runner whose command may start with `-` and needs `--log`: `-t`
/// (`--trace`) is a pair deprecated for `--log`, and `-a` (`--all`) an
/// option given bare, `none` by default. clap takes `-ta=v` whole for the
/// command (`=` and `v` are no flags), so `-t` is not read and nothing
/// is redirected: the command lacks `--log`.
fn tracing_runner() -> Command {
    Command::new("run")
        .arg(
            Arg::new("all")
                .short('a')
                .long("all")
                .action(ArgAction::Set)
                .num_args(0)
                .default_value("none"),
        )
        .arg(Arg::new("log").long("log").action(ArgAction::SetTrue))
        .arg(Arg::new("trace").short('t').long("trace").action(ArgAction::SetTrue))
        .arg(Arg::new("command").allow_hyphen_values(true).requires("log"))
}

#[test]
fn a_cluster_clap_takes_whole_for_a_value_is_not_split_for_its_deprecated_letter() {
    // The guess split `-ta=v` after `-t`; clap then read `-t` and took
    // `-a=v` for the command, and the index of `-a`'s default followed
    // the tokens as the split-off `-a` would have.
    let spec = || CommandSpec::new().arg("trace", ArgSpec::new().noable().deprecated_for("log"));
    let argv = ["run", "-ta=v"];
    let kind = twin::plain_rejected(tracing_runner(), &argv).kind();
    assert_eq!(kind, ErrorKind::MissingRequiredArgument);
    twin::assert_both_ways_rejected_as(tracing_runner, spec, &argv, kind);
}

#[test]
fn argkind_s_own_flags_take_part_in_inference() {
    let m = inferring()
        .try_get_matches_from(["cli", "--fast", "--no-fa"])
        .expect("parses");
    assert!(!m.get_flag("fast"));
    let result = inferring().try_get_matches_from(["cli", "--help-hidden-l"]);
    assert!(matches!(result, Err(Error::Surface(..))), "{result:?}");
    // `--help-hidden` is a prefix of `--help-hidden-list` too, but clap takes
    // an exact name first.
    let Err(Error::Surface(text, _)) = inferring().try_get_matches_from(["cli", "--help-hidden"]) else {
        panic!("not the hidden surface");
    };
    assert!(text.to_string().contains("--dump"), "{text}");
}

#[test]
fn an_inferred_subcommand_has_its_own_negations_and_surfaces() {
    let m = inferring()
        .try_get_matches_from(["cli", "comp", "--fast", "--no-fast"])
        .expect("parses");
    let (name, compile) = m.subcommand().expect("compile");
    assert_eq!(name, "compile");
    assert!(!compile.get_flag("fast"));
    let Err(Error::Surface(text, _)) = inferring().try_get_matches_from(["cli", "comp", "--help-hidden"]) else {
        panic!("not the hidden surface");
    };
    assert!(text.to_string().contains("Usage: cli compile"), "{text}");
}

// 6. Short spellings of pair flags take no value.

fn short_pair() -> ArgKindCommand {
    let cmd = Command::new("cli").arg(Arg::new("fast").short('f').long("fast").action(ArgAction::SetTrue));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()))
}

#[test]
fn a_value_on_the_short_of_a_pair_flag_is_rejected() {
    for argv in [["cli", "-f=false"], ["cli", "-f=1"]] {
        let Err(Error::Clap(err)) = short_pair().try_get_matches_from(argv) else {
            panic!("{argv:?} accepted");
        };
        assert_eq!(err.exit_code(), 2, "{argv:?}");
        let text = err.to_string();
        assert!(text.to_string().contains("unexpected argument '-='"), "{text}");
        assert!(!text.contains("[=<"), "{text}");
    }
}

// 7. Non-UTF-8 tokens.

#[test]
fn a_non_utf8_value_on_a_pair_flag_names_the_flag_plainly() {
    let mut token = b"--keep-remat-dma-transpose=".to_vec();
    token.push(0xff);
    let argv: Vec<OsString> = ["neuronx_cc", "compile", "m.pb"]
        .into_iter()
        .map(OsString::from)
        .chain([OsString::from_vec(token)])
        .collect();
    let Err(Error::Clap(err)) = argkind::try_parse_from::<support::cli::Cli>(argv) else {
        panic!("accepted");
    };
    assert_eq!(err.exit_code(), 2);
    let text = err.to_string();
    assert!(text.to_string().contains("--keep-remat-dma-transpose"), "{text}");
    assert!(!text.contains("[=<"), "{text}");
}

#[test]
fn short_help_with_non_utf8_bytes_is_clap_s_answer() {
    let argv = || vec![OsString::from("find"), OsString::from_vec(b"-h\xff".to_vec())];
    let plain = Command::new("find")
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
        .try_get_matches_from(argv())
        .expect_err("help");
    let Err(Error::Clap(err)) = finder().try_get_matches_from(argv()) else {
        panic!("not clap's answer");
    };
    assert_eq!(err.kind(), plain.kind());
    assert!(!err.to_string().contains("--dump"));
}

#[test]
fn a_preset_short_in_a_non_utf8_cluster_is_applied() {
    // `-f` sets `--level`, `-g` sets `-b`, a flag; `-v` is an option whose value is
    // the rest of the cluster, here not UTF-8; a positional may follow. clap
    // reads the letters; the preset acts after `-f` and every later letter
    // and the positional keep their values.
    let cmd = Command::new("cli")
        .arg(Arg::new("fastest").short('f').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("bold").short('b').long("bold").action(ArgAction::SetTrue))
        .arg(
            Arg::new("value")
                .short('v')
                .value_parser(clap::builder::OsStringValueParser::new()),
        )
        .arg(Arg::new("path"))
        .arg(Arg::new("green").short('g').action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .arg("green", ArgSpec::new().preset("bold", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    for (cluster, bold, path) in [
        (&b"-fbv\xff"[..], true, None),
        (b"-fv\xff", false, None),
        (b"-fv\xff", false, Some("p")),
    ] {
        let argv = [OsString::from("cli"), OsString::from_vec(cluster.to_vec())];
        let m = cli
            .try_get_matches_from(argv.into_iter().chain(path.map(OsString::from)))
            .expect("parses");
        let level = m.get_one::<String>("level").map(String::as_str);
        assert_eq!(level, Some("3"), "{cluster:?} {path:?}");
        assert_eq!(m.get_flag("bold"), bold, "{cluster:?}");
        assert_eq!(m.get_one::<String>("path").map(String::as_str), path, "{cluster:?}");
        let value = m.get_one::<OsString>("value").map(|v| v.as_encoded_bytes());
        assert_eq!(value, Some(&b"\xff"[..]), "{cluster:?}");
    }
    // The `b` in `-v`'s value is no letter: `-g` still sets `--bold`.
    let argv = [OsString::from("cli"), OsString::from_vec(b"-gvb\xff".to_vec())];
    let m = cli.try_get_matches_from(argv).expect("parses");
    assert!(m.get_flag("bold"));
    let value = m.get_one::<OsString>("value").map(|v| v.as_encoded_bytes());
    assert_eq!(value, Some(&b"b\xff"[..]));
}

/// `-f` sets `--level`; `-l` takes one or two values and `-o` an optional
/// value that must be attached with `=`: each may come before a non-UTF-8
/// rest of a cluster, which clap gives the first letter that takes a value.
fn non_utf8_tails() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("fastest").short('f').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(
            Arg::new("list")
                .short('l')
                .num_args(1..=2)
                .value_parser(clap::builder::OsStringValueParser::new()),
        )
        .arg(
            Arg::new("opt")
                .short('o')
                .num_args(0..=1)
                .require_equals(true)
                .value_parser(clap::builder::OsStringValueParser::new()),
        )
        .arg(Arg::new("path").num_args(0..));
    ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("fastest", ArgSpec::new().preset("level", "3")),
    )
}

#[test]
fn a_preset_short_before_an_option_of_several_values_in_a_non_utf8_cluster_is_applied() {
    // `-l` takes the rest of the cluster, one value: the tokens after it
    // are the positional's, however many values `-l` may take.
    let argv = [OsString::from("cli"), OsString::from_vec(b"-fl\xff".to_vec())]
        .into_iter()
        .chain(["a", "b"].map(OsString::from));
    let m = non_utf8_tails().try_get_matches_from(argv).expect("parses");
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
    let list: Vec<&[u8]> = m
        .get_many::<OsString>("list")
        .map(|v| v.map(|v| v.as_encoded_bytes()).collect())
        .unwrap_or_default();
    assert_eq!(list, [&b"\xff"[..]]);
    assert_eq!(strings(m.get_many::<String>("path")), ["a", "b"]);
}

#[test]
fn a_preset_short_before_a_bare_optional_value_in_a_non_utf8_cluster_is_applied() {
    // `-o` given without `=` takes no value, and `-l` the rest.
    let argv = [OsString::from("cli"), OsString::from_vec(b"-fol\xff".to_vec())];
    let m = non_utf8_tails().try_get_matches_from(argv).expect("parses");
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
    assert!(m.contains_id("opt"));
    assert_eq!(m.get_many::<OsString>("opt").map(Iterator::count), Some(0));
    let list = m.get_one::<OsString>("list").map(|v| v.as_encoded_bytes());
    assert_eq!(list, Some(&b"\xff"[..]));
}

#[test]
fn a_preset_short_before_a_non_utf8_value_ending_in_its_option_s_letter_is_applied() {
    // `-l` takes `<ff>l`, the rest of the cluster, though that rest ends in
    // `l` too: `a` is the positional's.
    let cmd = Command::new("cli")
        .arg(Arg::new("fastest").short('f').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(
            Arg::new("list")
                .short('l')
                .value_parser(clap::builder::OsStringValueParser::new()),
        )
        .arg(Arg::new("path").num_args(0..));
    let spec = CommandSpec::new().arg("fastest", ArgSpec::new().preset("level", "3"));
    for tail in [&["a"][..], &[]] {
        let argv = [OsString::from("cli"), OsString::from_vec(b"-fl\xffl".to_vec())]
            .into_iter()
            .chain(tail.iter().map(OsString::from));
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .expect("parses");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{tail:?}");
        let list = m.get_one::<OsString>("list").map(|v| v.as_encoded_bytes());
        assert_eq!(list, Some(&b"\xffl"[..]), "{tail:?}");
        assert_eq!(strings(m.get_many::<String>("path")), tail, "{tail:?}");
    }
}

// 8. Globals in the facts.

fn with_global() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("g").long("g").global(true))
        .subcommand(Command::new("sub"));
    ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("g", ArgSpec::new().kind(ArgKind::Earg).job("j")),
    )
}

#[test]
fn a_global_is_reported_with_its_declaration_wherever_it_is_typed() {
    for argv in [["cli", "sub", "--g", "v"], ["cli", "--g", "v", "sub"]] {
        let m = with_global().try_get_matches_from(argv).expect("parses");
        let used = m.facts().get("g").unwrap_or_else(|| panic!("{argv:?}: not used"));
        assert_eq!(used.kind(), ArgKind::Earg, "{argv:?}");
        assert_eq!(used.job(), Some("j"), "{argv:?}");
        assert_eq!(m.facts().replay("j"), ["--g=v"], "{argv:?}");
    }
}

// 9. Help and version precedence, as clap's.

#[test]
fn help_wins_over_a_conflict_before_it() {
    let cmd = Command::new("cli")
        .arg(Arg::new("l").short('l').action(ArgAction::SetTrue).conflicts_with("a"))
        .arg(Arg::new("a").short('a').action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    assert_eq!(
        kind_of(cmd.try_get_matches_from(["cli", "-l", "-a", "-h"])),
        ErrorKind::DisplayHelp
    );
}

#[test]
fn version_wins_over_a_bad_negation_after_it() {
    let cmd = Command::new("cli")
        .version("1.0")
        .arg(Arg::new("x").long("x").action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
    assert_eq!(
        kind_of(cmd.try_get_matches_from(["cli", "--version", "--no-x=v"])),
        ErrorKind::DisplayVersion
    );
}

#[test]
fn help_help_is_the_help_subcommand_s_help() {
    let mut cmd = ArgKindCommand::new(Command::new("cli").subcommand(Command::new("sub")), CommandSpec::new());
    let Err(Error::Clap(err)) = cmd.try_get_matches_from(["cli", "help", "help"]) else {
        panic!("not help");
    };
    assert_eq!(err.kind(), ErrorKind::DisplayHelp);
    assert!(err.to_string().contains("Usage: cli help [COMMAND]..."), "{err}");
}

// 10. Replay spells what comes back as the same value.

#[test]
fn a_bare_optional_value_flag_replays_bare() {
    let cmd = Command::new("cli").arg(Arg::new("level").long("level").num_args(0..=1));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("level", ArgSpec::new().job("j")));
    let m = cmd.try_get_matches_from(["cli", "--level"]).expect("parses");
    assert_eq!(m.facts().replay("j"), ["--level"]);
}

fn short_only() -> ArgKindCommand {
    let cmd = Command::new("cli").arg(Arg::new("o").short('o').value_parser(clap::value_parser!(OsString)));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("o", ArgSpec::new().job("j")))
}

#[test]
fn a_short_only_value_replays_to_the_same_value() {
    let value: OsString = OsString::from_vec(b"p\xffq".to_vec());
    for given in [OsString::from("=x"), OsString::from(""), OsString::from("-y"), value] {
        let argv = vec![OsString::from("cli"), OsString::from("-o"), given.clone()];
        let Ok(first) = short_only().try_get_matches_from(argv) else {
            continue; // `-o -y`: clap's own answer, no value to replay.
        };
        let replayed = first.facts().replay_os("j");
        let again: Vec<OsString> = std::iter::once(OsString::from("cli")).chain(replayed.clone()).collect();
        let second = short_only().try_get_matches_from(again).expect("the replay parses");
        assert_eq!(
            second.get_one::<OsString>("o"),
            Some(&given),
            "{given:?} replayed as {replayed:?}"
        );
    }
}

/// A short-only option's value is replayed attached to its letter, as a
/// compiler's sub-tool reads `-D` (`-D=FOO` defines `=FOO` there), but as
/// a word of its own where it is empty or starts with `=` (attached, clap
/// takes an `=` away where the sub-tool does not), and after `=` where the
/// option requires `=`.
#[test]
fn a_short_only_value_replays_attached_to_its_letter() {
    let defines = || {
        let cmd = Command::new("cc")
            .arg(Arg::new("define").short('D').action(ArgAction::Append))
            .arg(Arg::new("level").short('O').require_equals(true));
        let spec = CommandSpec::new()
            .arg("define", ArgSpec::new().job("cpp"))
            .arg("level", ArgSpec::new().job("cpp"));
        ArgKindCommand::new(cmd, spec)
    };
    let argv = ["cc", "-DFOO", "-D", "BAR=1", "-D=-x", "-D", "", "-D==y", "-O=2"];
    let first = defines().try_get_matches_from(argv).expect("parses");
    let replayed = first.facts().replay("cpp");
    assert_eq!(replayed, ["-DFOO", "-DBAR=1", "-D-x", "-D", "", "-D", "=y", "-O=2"]);
    let again = defines()
        .try_get_matches_from(std::iter::once("cc".to_owned()).chain(replayed))
        .expect("the replay parses");
    let plain = twin::plain(
        Command::new("cc")
            .arg(Arg::new("define").short('D').action(ArgAction::Append))
            .arg(Arg::new("level").short('O').require_equals(true)),
        &argv,
    );
    twin::assert_same_values(&again, &plain, &["define", "level"], argv);
}

// 11. A preset replaces the list of an extend target, at its position.

fn skipper() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("e").long("e"))
        .arg(Arg::new("p").long("p").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("e", ArgSpec::new().extend())
        .arg("p", ArgSpec::new().preset("e", "b"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_preset_replaces_an_extend_list_at_its_position() {
    let m = skipper()
        .try_get_matches_from(["cli", "--e", "a", "--p"])
        .expect("parses");
    assert_eq!(strings(m.get_many::<String>("e")), ["b"]);
    let m = skipper()
        .try_get_matches_from(["cli", "--e", "a", "--p", "--e", "c"])
        .expect("parses");
    assert_eq!(strings(m.get_many::<String>("e")), ["b", "c"]);
}

// 12. A pair flag its negation turned off takes no part in relations.

#[test]
fn a_negated_flag_does_not_conflict_or_require() {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("fast")
                .long("fast")
                .action(ArgAction::SetTrue)
                .conflicts_with("slow"),
        )
        .arg(Arg::new("slow").long("slow").action(ArgAction::SetTrue))
        .arg(Arg::new("gpu").long("gpu").action(ArgAction::SetTrue).requires("cuda"))
        .arg(Arg::new("cuda").long("cuda"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("gpu", ArgSpec::new().noable());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd
        .try_get_matches_from(["cli", "--no-fast", "--slow"])
        .expect("no conflict");
    assert!(!m.get_flag("fast") && m.get_flag("slow"));
    let m = cmd
        .try_get_matches_from(["cli", "--gpu", "--no-gpu"])
        .expect("no requirement");
    assert!(!m.get_flag("gpu"));
    assert_eq!(
        kind_of(cmd.try_get_matches_from(["cli", "--fast", "--slow"])),
        ErrorKind::ArgumentConflict
    );
}

// 13. Redirects keep the shape of their values.

#[test]
fn a_redirect_of_two_values_is_one_occurrence() {
    let cmd = Command::new("cli")
        .arg(Arg::new("old").long("old").num_args(2))
        .arg(Arg::new("new").long("new").num_args(2));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["cli", "--old", "x", "y"]).expect("parses");
    assert_eq!(strings(m.get_many::<String>("new")), ["x", "y"]);
}

#[test]
fn a_redirect_of_two_values_to_a_list_of_single_values_is_one_per_value() {
    let cmd = Command::new("cli")
        .arg(Arg::new("old").long("old").num_args(2))
        .arg(Arg::new("new").long("new").action(ArgAction::Append));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["cli", "--old", "x", "y"]).expect("parses");
    assert_eq!(strings(m.get_many::<String>("new")), ["x", "y"]);
}

/// A replacement that takes one value, split at a delimiter, gets the
/// values of one occurrence as one value joined at its delimiter, as the
/// twin gives it what was typed (`--out=a,b --output=a,b`): given one
/// value each, the last alone stood. Through the guess, the exact route
/// (a token clap may read as a value) and a replacement's own delimiter.
#[test]
fn a_redirect_to_a_delimited_replacement_is_one_occurrence() {
    let cli = |delimiter: char| {
        Command::new("cc")
            .arg(Arg::new("out").long("out").short('o').value_delimiter(','))
            .arg(Arg::new("output").long("output").value_delimiter(delimiter))
            .arg(Arg::new("name").long("name").allow_hyphen_values(true))
    };
    for (delimiter, argv, twin) in [
        (',', &["cc", "--out=a,b"][..], &["cc", "--out=a,b", "--output=a,b"][..]),
        (
            ',',
            &["cc", "-o", "a,b,c", "--name", "x"],
            &["cc", "-o", "a,b,c", "--output=a,b,c", "--name", "x"],
        ),
        (
            ',',
            &["cc", "--name", "--out=q", "--out=a,b"],
            &["cc", "--name", "--out=q", "--out=a,b", "--output=a,b"],
        ),
        (';', &["cc", "--out=a,b"], &["cc", "--out=a,b", "--output=a;b"]),
    ] {
        let want = cli(delimiter).try_get_matches_from(twin).expect("the twin parses");
        let spec = CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("output"));
        let m = ArgKindCommand::new(cli(delimiter), spec)
            .try_get_matches_from(argv)
            .expect("parses");
        assert_eq!(
            strings(m.get_many::<String>("output")),
            strings(want.get_many::<String>("output")),
            "{argv:?}"
        );
        assert_eq!(m.value_source("output"), want.value_source("output"), "{argv:?}");
        assert_eq!(
            strings(m.get_many::<String>("name")),
            strings(want.get_many::<String>("name"))
        );
    }
}

/// A count redirected to a global count of the root, typed in the root
/// and in the subcommand: only the subcommand's own typed occurrence says
/// which of the flag's occurrences follow it (clap copies the root's count
/// and indices into the subcommand's matches where the subcommand typed
/// none, which counted as typed there in the search for it).
#[test]
fn a_count_redirected_to_a_global_count_counts_what_follows_its_own_typing() {
    let cli = || {
        Command::new("cc")
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .global(true)
                    .action(ArgAction::Count),
            )
            .arg(Arg::new("color").long("color").global(true))
            .subcommand(Command::new("link").arg(Arg::new("old_verbose").long("old-verbose").action(ArgAction::Count)))
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "link",
            CommandSpec::new().arg("old_verbose", ArgSpec::new().deprecated_for("--verbose")),
        )
    };
    for (argv, twin) in [
        // The subcommand's own reading sets another global of the root
        // (the root's count as high as the indices of its later tokens).
        (
            &[
                "cc",
                "-vvvvv",
                "link",
                "--color",
                "x",
                "--old-verbose",
                "-v",
                "--old-verbose",
            ][..],
            &[
                "cc",
                "-vvvvv",
                "link",
                "--color",
                "x",
                "--old-verbose",
                "-v",
                "--old-verbose",
                "--verbose",
            ][..],
        ),
        (
            &["cc", "-vv", "link", "--old-verbose", "-v", "--old-verbose"][..],
            &["cc", "-vv", "link", "--old-verbose", "-v", "--old-verbose", "--verbose"][..],
        ),
        (
            &[
                "cc",
                "-vvv",
                "link",
                "--old-verbose",
                "-v",
                "--old-verbose",
                "--old-verbose",
            ],
            &[
                "cc",
                "-vvv",
                "link",
                "--old-verbose",
                "-v",
                "--old-verbose",
                "--verbose",
                "--old-verbose",
                "--verbose",
            ],
        ),
    ] {
        let want = cli().try_get_matches_from(twin).expect("the twin parses");
        let m = ArgKindCommand::new(cli(), spec())
            .try_get_matches_from(argv)
            .expect("parses");
        assert_eq!(m.get_count("verbose"), want.get_count("verbose"), "{argv:?}");
        let sub = |m: &clap::ArgMatches| m.subcommand_matches("link").map(|s| s.get_count("verbose"));
        assert_eq!(sub(&m), sub(&want), "{argv:?}");
    }
}

/// The same in a subcommand whose own count is the replacement, and where
/// the replacement is a global with a variable (which every reading holds
/// where it has a value): what its reading typed says.
#[test]
fn a_count_redirected_to_a_subcommand_s_own_count_counts_what_follows_its_typing() {
    let cli = |global: bool| {
        let verbose = Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count);
        let link = Command::new("link").arg(Arg::new("old_verbose").long("old-verbose").action(ArgAction::Count));
        if global {
            Command::new("cc")
                .arg(verbose.global(true).env("AK_ONE_READER_COUNT_VERBOSE"))
                .subcommand(link)
        } else {
            Command::new("cc")
                .arg(Arg::new("quiet").short('q').action(ArgAction::Count))
                .subcommand(link.arg(verbose))
        }
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "link",
            CommandSpec::new().arg("old_verbose", ArgSpec::new().deprecated_for("--verbose")),
        )
    };
    for global in [false, true] {
        for (argv, twin) in [
            (
                &["cc", "-qq", "link", "--old-verbose", "-v", "--old-verbose"][..],
                &["cc", "-qq", "link", "--old-verbose", "-v", "--old-verbose", "--verbose"][..],
            ),
            (
                &[
                    "cc",
                    "link",
                    "-v",
                    "--old-verbose",
                    "-v",
                    "--old-verbose",
                    "--old-verbose",
                ],
                &[
                    "cc",
                    "link",
                    "-v",
                    "--old-verbose",
                    "-v",
                    "--old-verbose",
                    "--verbose",
                    "--old-verbose",
                    "--verbose",
                ],
            ),
        ] {
            if global && argv[1] == "-qq" {
                continue;
            }
            let want = cli(global).try_get_matches_from(twin).expect("the twin parses");
            let m = ArgKindCommand::new(cli(global), spec())
                .try_get_matches_from(argv)
                .expect("parses");
            let sub = |m: &clap::ArgMatches| m.subcommand_matches("link").map(|s| s.get_count("verbose"));
            assert_eq!(sub(&m), sub(&want), "{argv:?} global {global}");
        }
    }
}

#[test]
fn a_redirected_value_that_starts_with_a_dash_stays_a_value() {
    let cmd = Command::new("cli")
        .arg(Arg::new("old").long("old").allow_hyphen_values(true))
        .arg(Arg::new("new").long("new").num_args(1..=2))
        .arg(Arg::new("x").short('x').action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    for argv in [&["cli", "--old=-x"][..], &["cli", "--old", "-x"]] {
        let m = cmd.try_get_matches_from(argv).expect("parses");
        assert_eq!(strings(m.get_many::<String>("new")), ["-x"], "{argv:?}");
        assert!(!m.get_flag("x"), "{argv:?}");
    }
}

#[test]
fn a_redirect_to_a_count_flag_counts_once() {
    let cmd = Command::new("cli")
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::Count));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["cli", "--old"]).expect("parses");
    assert_eq!(m.get_count("new"), 1);
}

// 14 (cost) is a row of `benches/vs_clap.rs`; here, that only the last
// redirect counts.

#[test]
fn only_the_last_of_many_redirects_counts() {
    let mut argv = vec!["neuronx_cc".to_owned(), "compile".to_owned(), "m.pb".to_owned()];
    argv.extend((0..2000).map(|i| format!("--num-neuroncores={}", 1 + i % 2)));
    let parsed = argkind::try_parse_from::<support::cli::Cli>(argv).expect("parses");
    assert_eq!(support::cli::report(&parsed)["flags"]["lnc"], 2);
    assert_eq!(parsed.facts.deprecations().len(), 1);
}

// Found by the differential test: a preset flag whose value is the rest of
// its short cluster, and a preset in a nested subcommand whose parse fails.

#[test]
fn a_preset_short_whose_value_is_the_rest_of_its_cluster_is_applied() {
    let cmd = Command::new("root")
        .arg(Arg::new("fat").long("fat").short('a').action(ArgAction::SetTrue))
        .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level").short('d'))
        .group(clap::ArgGroup::new("grp").args(["fat", "filter"]).multiple(false));
    let spec = CommandSpec::new().arg("level", ArgSpec::new().preset("filter", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    let (matches, _) = cli.try_get_matches_from(["root", "-dd"]).expect("parses").into_parts();
    assert_eq!(matches.get_one::<String>("level").map(String::as_str), Some("d"));
    assert!(matches.get_flag("filter"));
    // The preset's `--filter` conflicts with `-a` in the group, as in clap.
    assert_eq!(
        kind_of(cli.try_get_matches_from(["root", "-dd", "-a"])),
        ErrorKind::ArgumentConflict
    );
}

#[test]
fn a_preset_in_a_nested_subcommand_is_applied_when_the_command_line_fails() {
    let cmd = Command::new("root").subcommand(
        Command::new("run").subcommand(
            Command::new("step")
                .arg(Arg::new("file").long("file").short('c'))
                .arg(
                    Arg::new("filter")
                        .long("filter")
                        .action(ArgAction::SetTrue)
                        .required(true),
                )
                .arg(
                    Arg::new("level")
                        .long("level")
                        .action(ArgAction::SetTrue)
                        .conflicts_with("quiet"),
                )
                .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue)),
        ),
    );
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new().subcommand(
            "step",
            CommandSpec::new().arg("file", ArgSpec::new().preset("level", "true").preset("filter", "true")),
        ),
    );
    let mut cli = ArgKindCommand::new(cmd, spec);
    // The preset gives the required `--filter`; its `--level` conflicts with
    // `--quiet`, so clap reports the conflict, not a missing argument.
    for argv in [
        &["root", "run", "step", "--quiet", "-ch"][..],
        &["root", "run", "step", "--quiet", "-c", "h"],
    ] {
        assert_eq!(
            kind_of(cli.try_get_matches_from(argv)),
            ErrorKind::ArgumentConflict,
            "{argv:?}"
        );
    }
}

#[test]
fn a_preset_short_before_a_letter_taking_several_values_leaves_them_whole() {
    let cmd = Command::new("finder")
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("exclude").long("exclude").short('v').num_args(1..))
        .arg(Arg::new("filter").long("filter").short_alias('b').num_args(2))
        .arg(Arg::new("path"));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("fat", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [&["finder", "-aav", "x", "y"][..], &["finder", "p", "-av", "x", "y"]] {
        let (matches, _) = cli.try_get_matches_from(argv).expect("parses").into_parts();
        assert_eq!(strings(matches.get_many::<String>("exclude")), ["x", "y"], "{argv:?}");
        assert!(matches.get_flag("fat"), "{argv:?}");
    }
    // A later letter given by its short alias counts its values too.
    let (matches, _) = cli
        .try_get_matches_from(["finder", "-ab", "", "x"])
        .expect("parses")
        .into_parts();
    assert_eq!(strings(matches.get_many::<String>("filter")), ["", "x"]);
    assert!(matches.get_flag("fat"));
}

/// A preset short (`-p`, presetting `--threads` to 1) before a digit letter
/// that ends the cluster, an option given no value and so its default
/// missing value (`-p1`), in a command that allows negative numbers: the
/// cluster is not split (`-1` alone would be a number), and the letter's
/// value, whose index clap gives, leaves the preset applied, as plain clap
/// given `--threads=1` after the cluster.
#[test]
fn a_preset_short_before_a_digit_letter_given_its_default_missing_value_is_applied() {
    let cmd = || {
        Command::new("find")
            .allow_negative_numbers(true)
            .arg(Arg::new("p").short('p').action(ArgAction::SetTrue))
            .arg(Arg::new("one").short('1').num_args(0..=1).default_missing_value("m"))
            .arg(Arg::new("threads").long("threads"))
            .arg(Arg::new("num"))
    };
    let spec = || CommandSpec::new().arg("p", ArgSpec::new().preset("threads", "1"));
    for (argv, spelled_out) in [
        (&["find", "-p1"][..], &["find", "-p1", "--threads=1"][..]),
        (
            &["find", "--threads=2", "-p1"],
            &["find", "--threads=2", "-p1", "--threads=1"],
        ),
    ] {
        let plain = twin::plain(cmd(), spelled_out);
        for m in twin::both_ways(cmd, spec, argv) {
            twin::assert_same_values(&m, &plain, &["threads", "one", "num"], argv);
        }
    }
}

/// A preset short (`-p`, presetting `--threads` to 1) before a digit letter
/// that ends the cluster and takes the next tokens up to its value
/// terminator (`-p1 echo ; src`), in a command that allows negative
/// numbers (the cluster is not split): the preset goes after the
/// terminator, as plain clap given `--threads=1` there reads it, whether
/// the letter takes hyphen values or not.
#[test]
fn a_preset_short_before_a_digit_letter_whose_values_end_at_a_value_terminator_is_applied_after_it() {
    let cmd = |hyphen_values: bool| {
        Command::new("find")
            .allow_negative_numbers(true)
            .arg(Arg::new("p").short('p').action(ArgAction::SetTrue))
            .arg(
                Arg::new("one")
                    .short('1')
                    .num_args(1..)
                    .allow_hyphen_values(hyphen_values)
                    .value_terminator(";"),
            )
            .arg(Arg::new("threads").long("threads"))
            .arg(Arg::new("num"))
    };
    let spec = || CommandSpec::new().arg("p", ArgSpec::new().preset("threads", "1"));
    for hyphen_values in [true, false] {
        for (argv, spelled_out) in [
            (
                &["find", "-p1", "echo", ";", "src"][..],
                &["find", "-p1", "echo", ";", "--threads=1", "src"][..],
            ),
            (
                &["find", "--threads=2", "-p1", "echo", ";"],
                &["find", "--threads=2", "-p1", "echo", ";", "--threads=1"],
            ),
        ] {
            let plain = twin::plain(cmd(hyphen_values), spelled_out);
            for m in twin::both_ways(|| cmd(hyphen_values), spec, argv) {
                twin::assert_same_values(&m, &plain, &["threads", "one", "num"], argv);
            }
        }
    }
}

#[test]
fn a_preset_short_before_a_value_less_option_letter_is_applied() {
    // `-a` is an option of no values and no default missing value: clap
    // gives it the index of its flag only.
    let cmd = Command::new("driver")
        .arg(
            Arg::new("trace")
                .long("trace")
                .short('a')
                .action(ArgAction::Set)
                .num_args(0),
        )
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("check").long("check").short('c').action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("fat", ArgSpec::new().noable())
        .arg("check", ArgSpec::new().preset("fat", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [&["driver", "-ca"][..], &["driver", "-c", "-a"]] {
        let (matches, _) = cli.try_get_matches_from(argv).expect("parses").into_parts();
        assert!(matches.get_flag("fat"), "{argv:?}");
        assert!(matches.contains_id("trace"), "{argv:?}");
    }
}

#[test]
fn a_preset_short_before_a_letter_taking_hyphen_values_is_applied_before_them() {
    // `-d` takes every following token, flags included: what `-a` adds
    // goes between the two letters, as in `-a --file -d --help`.
    let cmd = Command::new("driver")
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("level")
                .short_alias('d')
                .num_args(1..)
                .allow_hyphen_values(true),
        );
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("file", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    let (matches, _) = cli
        .try_get_matches_from(["driver", "-ad", "--help", "x"])
        .expect("parses")
        .into_parts();
    assert!(matches.get_flag("file"));
    assert_eq!(strings(matches.get_many::<String>("level")), ["--help", "x"]);
}

#[test]
fn a_cluster_clap_reads_as_a_positional_is_not_split() {
    // With hyphen values on the command, clap reads `-ahv` as the
    // positional: the preset's `--fast` is the earlier token.
    let cmd = Command::new("runner")
        .allow_hyphen_values(true)
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("script"));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("fat", "true"));
    let mut cli = ArgKindCommand::new(cmd, spec);
    let (matches, _) = cli
        .try_get_matches_from(["runner", "--fast", "-ahv"])
        .expect("parses")
        .into_parts();
    assert_eq!(matches.get_one::<String>("script").map(String::as_str), Some("-ahv"));
    assert!(matches.get_flag("fat"));
}

#[test]
fn a_deprecated_option_given_last_with_no_value_is_warned() {
    let cmd = Command::new("driver").arg(Arg::new("filter").long("filter").num_args(0..=1));
    let spec = CommandSpec::new().arg("filter", ArgSpec::new().deprecated());
    let mut cli = ArgKindCommand::new(cmd, spec);
    let parsed = cli
        .try_get_matches_from(["driver", "--filter=v", "--filter"])
        .expect("parses");
    let flags: Vec<&str> = parsed.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["filter"]);
}

#[test]
fn a_redirect_passes_on_the_value_clap_read_even_when_it_spells_the_flag() {
    // With hyphen values on the command, `--fat --fat` is the flag with the
    // value `--fat`: the replacement gets `--fat`, whatever the walk thought.
    let cmd = Command::new("root")
        .allow_hyphen_values(true)
        .arg(Arg::new("fat").long("fat"))
        .arg(Arg::new("file").long("file"));
    let spec = CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("file"));
    for argv in [
        &["root", "--fat", "--fat"][..],
        &["root", "--fat", "--x"],
        &["root", "--fat=--fat"],
    ] {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let value = argv.last().unwrap().trim_start_matches("--fat=");
        assert_eq!(m.get_one::<String>("fat").map(String::as_str), Some(value), "{argv:?}");
        assert_eq!(m.get_one::<String>("file").map(String::as_str), Some(value), "{argv:?}");
    }
}

#[test]
fn nothing_is_inserted_into_an_external_subcommand_s_arguments() {
    // The deprecated flag is given again after the external subcommand (the
    // empty name is one): clap passes that on unread, and so must argkind.
    let cmd = Command::new("root")
        .allow_external_subcommands(true)
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("lev").long("lev").num_args(0..=1));
    let spec = CommandSpec::new().arg("level", ArgSpec::new().deprecated_for("lev"));
    for (argv, external) in [
        (&["root", "--level=v", "--lev=w", "", "--level=v"][..], ""),
        (&["root", "--level=v", "ext", "--level=x", "--no-such"], "ext"),
    ] {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let (name, sub) = m.subcommand().unwrap();
        assert_eq!(name, external, "{argv:?}");
        let passed: Vec<&std::ffi::OsStr> = sub.get_raw("").unwrap().collect();
        let at = argv.iter().position(|t| *t == external).unwrap();
        assert_eq!(
            passed,
            argv[at + 1..].iter().map(std::ffi::OsStr::new).collect::<Vec<_>>(),
            "{argv:?}"
        );
    }
}

#[test]
fn a_deprecated_letter_before_a_preset_letter_taking_the_rest_of_its_cluster_applies_both_in_order() {
    // `-bav` is `-b` (deprecated for `--file`) then `-a` (a short alias of
    // `--fast`, presetting `file` to false) with the value `v`: the
    // plain-clap twin reads `-b --file -av --no-file`, so `file` ends false.
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").short_alias('a'))
        .arg(Arg::new("fat").long("fat").short('b').action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("file", "false"))
        .arg("fat", ArgSpec::new().deprecated_for("file"))
        .arg("file", ArgSpec::new().noable());
    let twin = Command::new("root")
        .args_override_self(true)
        .arg(Arg::new("fast").long("fast").short_alias('a'))
        .arg(Arg::new("fat").long("fat").short('b').action(ArgAction::SetTrue))
        .arg(
            Arg::new("file")
                .long("file")
                .action(ArgAction::SetTrue)
                .overrides_with("no-file"),
        )
        .arg(
            Arg::new("no-file")
                .long("no-file")
                .action(ArgAction::SetTrue)
                .overrides_with("file"),
        )
        .try_get_matches_from(["root", "-b", "--file", "-av", "--no-file"])
        .expect("the twin parses");
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "-bav"])
        .expect("parses");
    assert_eq!(m.get_flag("file"), twin.get_flag("file"));
    assert!(!m.get_flag("file"));
    assert!(m.get_flag("fat"));
    assert_eq!(m.get_one::<String>("fast").map(String::as_str), Some("v"));
    let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["fat"]);
}

#[test]
fn a_preset_letter_after_an_optional_value_letter_in_a_cluster_is_applied() {
    // `-c` takes an optional value that must be attached with `=`: in `-ca`
    // clap reads `-a` as a flag of its own, and the plain-clap twin reads
    // `-ca --no-fat`.
    let cmd = Command::new("root")
        .allow_external_subcommands(true)
        .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(
            Arg::new("file")
                .long("file")
                .short('c')
                .num_args(0..=1)
                .require_equals(true)
                .global(true),
        )
        .arg(Arg::new("p1").num_args(2));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("fat", "false"))
        .arg("fat", ArgSpec::new().noable());
    let mut cli = ArgKindCommand::new(cmd, spec);
    for argv in [&["root", "", ";", "-ca"][..], &["root", "-ca"]] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        assert!(m.get_flag("fast"), "{argv:?}");
        assert!(!m.get_flag("fat"), "{argv:?}");
        assert!(m.facts().is_used("fat"), "{argv:?}");
    }
}

#[test]
fn a_preset_is_applied_where_clap_read_it_not_among_hyphen_values_of_a_positional() {
    // With hyphen values on the command, `--f` and `--fat=v` are values of
    // the positional: clap read the preset flag `--fat` before them, and
    // the plain-clap twin reads `--fat --file` there.
    let cmd = Command::new("root")
        .allow_hyphen_values(true)
        .arg(Arg::new("fast").long("fast").short('a'))
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
        .arg(Arg::new("p1").num_args(1..));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().deprecated())
        .arg("fat", ArgSpec::new().preset("file", "true"));
    let argv = [
        "root", "-a", "--help", "--fast", "--help", "--fat", "--file", "--f", "--fat=v",
    ];
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(argv)
        .expect("parses");
    assert_eq!(strings(m.get_many::<String>("p1")), ["--f", "--fat=v"]);
    assert_eq!(m.get_one::<String>("fast").map(String::as_str), Some("--help"));
    assert!(m.get_flag("fat"));
    assert!(m.get_flag("file"));
    let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["fast"]);
}

fn global_pairs() -> ArgKindCommand {
    let cmd = Command::new("root")
        .infer_long_args(true)
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).global(true))
        .arg(
            Arg::new("enable-gpu")
                .long("enable-gpu")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(
            Arg::new("slow")
                .long("slow")
                .action(ArgAction::SetTrue)
                .conflicts_with("fast"),
        )
        .subcommand(Command::new("run").subcommand(Command::new("step")));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("enable-gpu", ArgSpec::new().enable_disable());
    ArgKindCommand::new(cmd, spec)
}

/// The value of `id` in every command of the parsed path, outermost first.
fn along_path(m: &clap::ArgMatches, id: &str) -> Vec<bool> {
    let mut values = vec![m.get_flag(id)];
    let mut at = m;
    while let Some((_, sub)) = at.subcommand() {
        values.push(sub.get_flag(id));
        at = sub;
    }
    values
}

#[test]
fn a_global_pair_flag_typed_in_a_command_is_off_when_a_subcommand_negates_it() {
    // clap copies the command's `true` into the subcommand; the last
    // spelling the plain-clap twin reads is the negation.
    let mut cli = global_pairs();
    for (argv, id) in [
        (&["root", "--fas", "run", "--no-fast"][..], "fast"),
        (&["root", "--fast", "run", "step", "--no-fast"], "fast"),
        (&["root", "--fast", "run", "--fast", "step", "--no-fast"], "fast"),
        (&["root", "--no-fast", "--fast", "run", "--no-fa"], "fast"),
        (&["root", "--enable-gpu", "run", "--disable-gpu"], "enable-gpu"),
    ] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        assert!(along_path(&m, id).iter().all(|on| !on), "{argv:?}");
        assert!(m.facts().is_used(id), "{argv:?}");
    }
    // The flag given last wins, as clap already has it.
    for argv in [
        &["root", "--no-fast", "run", "--fast"][..],
        &["root", "--fast", "run", "--no-fast", "step", "--fast"],
    ] {
        let m = cli.try_get_matches_from(argv).expect("parses");
        assert!(along_path(&m, "fast").iter().all(|on| *on), "{argv:?}");
    }
    // clap's verdict on the command line as typed stands: the root read
    // `--fast` with `--slow`, as the plain-clap twin does.
    let result = cli.try_get_matches_from(["root", "--fast", "--slow", "run", "--no-fast"]);
    assert_eq!(kind_of(result), ErrorKind::ArgumentConflict);
}

/// A global pair flag `-v`, an option `-m` that takes negative numbers, a
/// preset `-d` of `--level`, and a subcommand with an option of its own.
fn pair_and_numbers() -> ArgKindCommand {
    let cmd = Command::new("root")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("min").short('m').allow_negative_numbers(true))
        .arg(Arg::new("debug").short('d').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .subcommand(Command::new("run").arg(Arg::new("x").long("x")));
    let spec = CommandSpec::new()
        .arg("verbose", ArgSpec::new().noable())
        .arg("debug", ArgSpec::new().preset("level", "0"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_global_pair_short_in_a_cluster_is_off_when_a_subcommand_negates_it() {
    // `-m` takes `-1`, a number: the negation goes between `-v` and `-m`.
    let m = pair_and_numbers()
        .try_get_matches_from(["root", "-vm", "-1", "run", "--no-verbose"])
        .expect("parses");
    assert_eq!(along_path(&m, "verbose"), [false, false]);
    assert_eq!(m.get_one::<String>("min").map(String::as_str), Some("-1"));
}

/// A global pair `-i` (negated by `-s`, a short name of its own) and
/// subcommands `run` (with a flag `-f`) and `run deep` (with `-d`).
fn global_pair_in_clusters() -> ArgKindCommand {
    let cmd = Command::new("root")
        .arg(
            Arg::new("ignore-case")
                .short('i')
                .long("ignore-case")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            Command::new("run")
                .arg(Arg::new("f").short('f').action(ArgAction::SetTrue))
                .subcommand(Command::new("deep").arg(Arg::new("d").short('d').action(ArgAction::SetTrue))),
        );
    let spec = CommandSpec::new().arg(
        "ignore-case",
        ArgSpec::new().noable().negation(Negation::new().short('s')),
    );
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_global_pair_in_a_cluster_after_a_subcommand_s_own_letter_is_read_where_typed() {
    // The cluster holds a letter of the subcommand's own before the
    // global's: the global's letter is read there all the same, and its
    // last spelling wins across commands, as when typed on its own.
    for (argv, on) in [
        (&["root", "-i", "run", "-fs"][..], false),
        (&["root", "-i", "run", "-f", "-s"], false),
        (&["root", "run", "-fi", "deep", "--no-ignore-case"], false),
        (&["root", "run", "-fi", "deep", "-s"], false),
        (&["root", "run", "-i", "deep", "-ds"], false),
        (&["root", "-s", "run", "-fi"], true),
        (&["root", "run", "-fs", "deep", "-di"], true),
    ] {
        let m = global_pair_in_clusters().try_get_matches_from(argv).expect("parses");
        let values = along_path(&m, "ignore-case");
        assert!(values.iter().all(|v| *v == on), "{argv:?}: {values:?}");
    }
}

#[test]
fn a_global_pair_flag_typed_last_in_a_subcommand_stays_on_after_a_preset() {
    // The preset's insertion in the root does not move where the flag and
    // its negation were read.
    let m = pair_and_numbers()
        .try_get_matches_from(["root", "--no-verbose", "-d", "--level=1", "run", "--x=1", "--verbose"])
        .expect("parses");
    assert_eq!(along_path(&m, "verbose"), [true, true]);
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("1"));
}

#[test]
fn a_global_pair_flag_negated_last_in_a_subcommand_is_off_after_a_preset() {
    // The negation is read in `run`; clap gives the root the same value
    // and index, where the preset's marker may sit right after it by
    // chance: it was still read in `run`, after the flag.
    for argv in [
        &["root", "--verbose", "-d", "run", "--no-verbose"][..],
        &["root", "--verbose", "run", "--no-verbose"],
    ] {
        let m = pair_and_numbers().try_get_matches_from(argv).expect("parses");
        assert_eq!(along_path(&m, "verbose"), [false, false], "{argv:?}");
    }
}

#[test]
fn deprecations_are_warned_in_command_line_order_across_subcommands() {
    // clap parses `--fat`'s value after `run`'s flags; the warnings follow
    // the command line.
    let cmd = Command::new("root")
        .arg(Arg::new("fat").long("fat").allow_hyphen_values(true))
        .subcommand(Command::new("run").arg(Arg::new("lev").long("lev")));
    let spec = CommandSpec::new()
        .arg("fat", ArgSpec::new().deprecated())
        .subcommand("run", CommandSpec::new().arg("lev", ArgSpec::new().deprecated()));
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "--fat", "--help", "run", "--lev=7"])
        .expect("parses");
    let flags: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(flags, ["fat", "lev"]);
}

/// `--progress`, a global flag that is on by default.
fn progress_on_by_default() -> Arg {
    Arg::new("progress")
        .long("progress")
        .global(true)
        .action(ArgAction::SetTrue)
        .default_value("true")
}

/// A cargo-style tool: a global pair flag that is on by default, negated
/// before a subcommand (`--no-progress build`), as in the plain-clap twin
/// where `--no-progress` is a flag of its own that overrides `--progress`.
fn progress_tool() -> ArgKindCommand {
    let cmd = Command::new("cargo-like")
        .arg(progress_on_by_default())
        .arg(
            Arg::new("cache")
                .long("enable-cache")
                .global(true)
                .action(ArgAction::SetTrue)
                .default_value("true"),
        )
        .subcommand(
            Command::new("build")
                .arg(Arg::new("release").long("release").action(ArgAction::SetTrue))
                .subcommand(Command::new("docs"))
                .allow_external_subcommands(true),
        )
        .subcommand(run_passing_its_arguments_on());
    let spec = CommandSpec::new()
        .arg("progress", ArgSpec::new().noable())
        .arg("cache", ArgSpec::new().enable_disable());
    ArgKindCommand::new(cmd, spec)
}

/// The effective `progress` and `cache` of `args`, read where the derive
/// reads a global: the root's matches.
fn progress_and_cache(args: &[&str]) -> (bool, bool) {
    let argv = std::iter::once("cargo-like").chain(args.iter().copied());
    let m = progress_tool().try_get_matches_from(argv).unwrap();
    let deepest = {
        let mut at: &clap::ArgMatches = &m;
        while let Some((_, sub)) = at.subcommand() {
            at = sub;
        }
        (at.get_flag("progress"), at.get_flag("cache"))
    };
    let root = (m.get_flag("progress"), m.get_flag("cache"));
    assert_eq!(root, deepest, "{args:?}: every command holds the same value");
    root
}

#[test]
fn a_global_pair_on_by_default_is_off_when_negated_before_a_subcommand() {
    let cases: &[(&[&str], (bool, bool))] = &[
        (&["--no-progress", "build"], (false, true)),
        (&["--disable-cache", "build", "--release"], (true, false)),
        (&["--no-progress", "--disable-cache", "build", "docs"], (false, false)),
        (&["build", "--no-progress"], (false, true)),
        (&["--no-progress", "build", "--progress"], (true, true)),
        (&["--progress", "build"], (true, true)),
        (&["build"], (true, true)),
        (&["--no-progress"], (false, true)),
        // Where clap would read no token the end of the command line holds
        // as the innermost command's own: after `--`, or among trailing values.
        (&["--no-progress", "run", "--", "x"], (false, true)),
        (&["--no-progress", "run", "x", "--y"], (false, true)),
        (
            &["--no-progress", "--disable-cache", "run", "--", "--progress"],
            (false, false),
        ),
        (&["--no-progress", "run", "--progress", "--", "x"], (true, true)),
    ];
    for (args, want) in cases {
        assert_eq!(progress_and_cache(args), *want, "{args:?}");
    }
    // In an external subcommand of `build`, clap reads no flag: `build`
    // holds the values.
    let m = progress_tool()
        .try_get_matches_from(["cargo-like", "--no-progress", "build", "fetch", "--progress"])
        .unwrap();
    let (_, build) = m.subcommand().unwrap();
    assert_eq!((m.get_flag("progress"), build.get_flag("progress")), (false, false));
    // The facts say it once, with its negation.
    let m = progress_tool()
        .try_get_matches_from(["cargo-like", "--no-progress", "build"])
        .unwrap();
    assert_eq!(m.facts().replay_all(), ["--no-progress"]);
}

#[test]
fn a_negation_before_a_subcommand_changes_no_value_of_the_subcommand() {
    // `--no-color` before `run` turns `color` off in `run` too, whose own
    // default would win; `run`'s option that waits for an optional value
    // and takes hyphen values gets what clap gives it in the plain twin.
    let tool = || {
        Command::new("cli")
            .arg(
                Arg::new("color")
                    .long("color")
                    .global(true)
                    .action(ArgAction::SetTrue)
                    .default_value("true"),
            )
            .subcommand(
                Command::new("run").arg(
                    Arg::new("level")
                        .long("level")
                        .num_args(0..=1)
                        .allow_hyphen_values(true),
                ),
            )
    };
    let mut cmd = ArgKindCommand::new(tool(), CommandSpec::new().arg("color", ArgSpec::new().noable()));
    let twin = tool().arg(
        Arg::new("no-color")
            .long("no-color")
            .global(true)
            .action(ArgAction::SetTrue),
    );
    let level = |m: &clap::ArgMatches| -> Option<Vec<String>> {
        let (_, run) = m.subcommand().expect("run");
        run.get_many::<String>("level").map(|v| v.cloned().collect())
    };
    for argv in [
        &["cli", "--no-color", "run", "--level"][..],
        &["cli", "--no-color", "run", "--level", "-x"],
    ] {
        let m = cmd
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let plain = twin.clone().try_get_matches_from(argv).unwrap();
        assert_eq!(level(&m), level(&plain), "{argv:?}");
    }
}

/// A pacman-style tool: `run` is chosen by `-R` too, takes `-q`, and
/// passes on what follows (trailing values that may start with `-`); a
/// global pair flag `--progress` is on by default.
fn pac_with_progress() -> Command {
    Command::new("pac").arg(progress_on_by_default()).subcommand(
        Command::new("run")
            .short_flag('R')
            .arg(Arg::new("quiet").short('q').action(ArgAction::SetTrue))
            .arg(
                Arg::new("rest")
                    .num_args(0..)
                    .trailing_var_arg(true)
                    .allow_hyphen_values(true),
            ),
    )
}

#[test]
fn a_global_pair_on_by_default_negated_before_a_subcommand_chosen_in_a_cluster() {
    // clap chooses `run` by the `R` of `-Rq`, and `run`'s trailing values
    // then take the whole token (and `--` and what follows): no token of
    // the command line is `run`'s own flag. `--no-progress` still turns
    // `progress` off in every command, as the twin's `--no-progress` says.
    let spec = || CommandSpec::new().arg("progress", ArgSpec::new().noable());
    let twin = pac_with_progress().arg(
        Arg::new("no-progress")
            .long("no-progress")
            .global(true)
            .action(ArgAction::SetTrue),
    );
    let run_of = |m: &clap::ArgMatches| -> (bool, Vec<String>) {
        let (_, run) = m.subcommand().expect("run");
        let rest = run.get_many::<String>("rest").map(|v| v.cloned().collect());
        (run.get_flag("quiet"), rest.unwrap_or_default())
    };
    for argv in [
        &["pac", "--no-progress", "-Rq", "--", "x"][..],
        &["pac", "--no-progress", "-Rq", "x", "--y"],
        &["pac", "--no-progress", "-R", "--", "x"],
        &["pac", "--no-progress", "-R", "-q", "x"],
        &["pac", "--no-progress", "run", "-q", "x", "--y"],
        &["pac", "-Rq", "--", "x"],
    ] {
        let m = ArgKindCommand::new(pac_with_progress(), spec())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let plain = twin.clone().try_get_matches_from(argv).unwrap();
        let want = !plain.get_flag("no-progress");
        let (_, run) = m.subcommand().expect("run");
        assert_eq!(
            (m.get_flag("progress"), run.get_flag("progress")),
            (want, want),
            "{argv:?}"
        );
        assert_eq!(run_of(&m), run_of(&plain), "{argv:?}");
    }
    // The facts place the negation where it was typed.
    let m = ArgKindCommand::new(pac_with_progress(), spec())
        .try_get_matches_from(["pac", "--no-progress", "-Rq", "--", "x"])
        .unwrap();
    assert_eq!(m.facts().replay_all(), ["--no-progress"]);
}

// 15. A right guess costs clap one parse (README "How argkind reads the
// command line"): the guessed insertions are checked against that parse,
// and only a wrong guess makes argkind ask clap again.

thread_local! {
    /// How many times clap parsed a command built by [`counted`] in this
    /// thread.
    static PARSES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// `cmd` with an argument whose default clap passes through its value parser
/// once per parse, counting the parses in [`PARSES`].
fn counted(cmd: Command) -> Command {
    let parser = |value: &str| -> Result<String, String> {
        PARSES.with(|p| p.set(p.get() + 1));
        Ok(value.to_owned())
    };
    cmd.arg(
        Arg::new("parses")
            .long("parses")
            .default_value("0")
            .value_parser(parser),
    )
}

/// The number of clap parses of `argv` by `cmd`, and its matches.
fn parses<T: Into<OsString> + Clone + std::fmt::Debug>(
    cmd: &mut ArgKindCommand,
    argv: &[T],
) -> (usize, argkind::Matches) {
    PARSES.with(|p| p.set(0));
    let m = cmd
        .try_get_matches_from(argv.iter().cloned())
        .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
    (PARSES.with(std::cell::Cell::get), m)
}

/// Redirects of an option to a list and of a flag, presets of an option and
/// of a flag, and options whose value is optional (one of them after `=`
/// only), with short names.
fn guessed() -> ArgKindCommand {
    let cmd = counted(Command::new("tool").infer_long_args(true))
        .arg(Arg::new("old-skip").short('k').long("old-skip"))
        .arg(Arg::new("skip").short('s').long("skip").action(ArgAction::Append))
        .arg(
            Arg::new("fastest")
                .short('f')
                .long("fastest")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("level").short('l').long("level"))
        .arg(Arg::new("x").short('x').action(ArgAction::SetTrue))
        .arg(
            Arg::new("old-quiet")
                .short('q')
                .long("old-quiet")
                .action(ArgAction::SetTrue),
        )
        .arg(
            Arg::new("opt")
                .short('o')
                .long("opt")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("d"),
        )
        .arg(Arg::new("maybe").short('m').long("maybe").num_args(0..=1))
        .arg(Arg::new("both").long("both").action(ArgAction::SetTrue))
        .arg(Arg::new("green").short('g').long("green").action(ArgAction::SetTrue))
        .arg(Arg::new("quiet").short('Q').long("quiet").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("old-skip", ArgSpec::new().deprecated_for("skip"))
        .arg("old-quiet", ArgSpec::new().deprecated_for("quiet"))
        .arg("green", ArgSpec::new().preset("quiet", "true"))
        .arg("both", ArgSpec::new().preset("quiet", "true").preset("level", "2"))
        .arg("fastest", ArgSpec::new().preset("level", "3"));
    ArgKindCommand::new(cmd, spec)
}

/// A preset global flag (with a short) and its global target in `tool`, a
/// redirect in `tool run`.
fn guessed_nested() -> ArgKindCommand {
    // The counter is `run`'s: the root's matches then start with what the
    // command line set, the globals' copies included.
    let cmd = Command::new("tool")
        .arg(Arg::new("level").long("level").global(true))
        .arg(
            Arg::new("fastest")
                .short('f')
                .long("fastest")
                .global(true)
                .action(ArgAction::SetTrue),
        )
        .subcommand(
            counted(Command::new("run"))
                .arg(Arg::new("old").long("old"))
                .arg(Arg::new("new").long("new")),
        );
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .subcommand(
            "run",
            CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")),
        );
    ArgKindCommand::new(cmd, spec)
}

/// Options that take values starting with `-` (one of them the replacement
/// of a deprecated option of two values), one that takes two non-UTF-8
/// values, a preset flag in the root and one in `tool run`.
fn guessed_values() -> ArgKindCommand {
    let flag = |name: &'static str| Arg::new(name).long(name).action(ArgAction::SetTrue);
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("name").short('n').long("name").allow_hyphen_values(true))
        .arg(Arg::new("pair").long("pair").num_args(2).allow_hyphen_values(true))
        .arg(
            Arg::new("raw")
                .long("raw")
                .num_args(2)
                .value_parser(clap::builder::OsStringValueParser::new()),
        )
        .arg(Arg::new("old-pair").long("old-pair").num_args(2))
        .arg(flag("fastest"))
        .arg(Arg::new("verbose").short('v').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .subcommand(
            Command::new("run")
                .arg(flag("quick"))
                .arg(Arg::new("level").long("level")),
        );
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .arg("old-pair", ArgSpec::new().deprecated_for("pair"))
        .subcommand(
            "run",
            CommandSpec::new().arg("quick", ArgSpec::new().preset("level", "2")),
        );
    ArgKindCommand::new(cmd, spec)
}

/// Deprecated and preset flags with only a short name (a flag redirected
/// to a count, a preset of an option).
fn guessed_short_only() -> ArgKindCommand {
    let flag = |name: &'static str| Arg::new(name).action(ArgAction::SetTrue);
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("fat").long("fat").action(ArgAction::Count))
        .arg(flag("level").long("level"))
        .arg(flag("lev").short('e'))
        .arg(flag("fast").short('F'))
        .arg(flag("x").short('x'))
        .arg(Arg::new("opt").long("opt"));
    let spec = CommandSpec::new()
        .arg("level", ArgSpec::new().deprecated_for("fat"))
        .arg("lev", ArgSpec::new().deprecated_for("fat"))
        .arg("fast", ArgSpec::new().preset("opt", "3"));
    ArgKindCommand::new(cmd, spec)
}

/// A flag with only a short name is guessed as a long one is: the command
/// line is read in one clap parse, the redirects and presets applied. (Two
/// redirects to one count, `-e --level`, take the exact route, short names
/// or long: clap keeps the count's last index only; `short_spellings.rs`
/// checks their values.)
#[test]
fn a_short_only_special_flag_is_guessed() {
    let mut cmd = guessed_short_only();
    for (argv, fat, opt) in [
        (&["tool", "-e"][..], 1, None),
        (&["tool", "-xe"], 1, None),
        (&["tool", "-ex", "--fat"], 1, None),
        (&["tool", "--fat", "-ex"], 2, None),
        (&["tool", "-F"], 0, Some("3")),
        (&["tool", "-xF", "--opt", "1"], 0, Some("1")),
        (&["tool", "--opt", "1", "-Fx"], 0, Some("3")),
        (&["tool", "-eF"], 1, Some("3")),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        assert_eq!(m.get_count("fat"), fat, "{argv:?}");
        assert_eq!(m.get_one::<String>("opt").map(String::as_str), opt, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
}

/// A deprecated list that splits its values at `,`, redirected to a list
/// that splits at `,` too, given several times: the guess counted one index
/// for `--inc=a,b`, where clap gives each value one, and compared the
/// walk's `a,b` with clap's `a` and `b`, so every such command line went
/// to the exact route, which reads clap once per occurrence (1,000
/// occurrences took seconds). The guess is read as it is: the parse, and
/// where the redirect carries earlier occurrences, the one that applies it
/// at each.
#[test]
fn a_redirect_of_split_values_is_guessed() {
    let list = |id: &'static str| Arg::new(id).long(id).value_delimiter(',').action(ArgAction::Append);
    let mut cmd = ArgKindCommand::new(
        counted(Command::new("tool")).arg(list("inc")).arg(list("old-inc")),
        CommandSpec::new().arg("old-inc", ArgSpec::new().deprecated_for("inc")),
    );
    let twin = || Command::new("tool").arg(list("inc")).arg(list("old-inc"));
    for (argv, by_hand, readings) in [
        (
            &["tool", "--old-inc=a,b", "--old-inc=c,d", "--old-inc", "e"][..],
            &[
                "tool",
                "--old-inc=a,b",
                "--inc=a,b",
                "--old-inc=c,d",
                "--inc=c,d",
                "--old-inc",
                "e",
                "--inc=e",
            ][..],
            2,
        ),
        // One occurrence: the parse alone.
        (
            &["tool", "--inc", "x,y", "--old-inc=a,b"],
            &["tool", "--inc", "x,y", "--old-inc=a,b", "--inc=a,b"],
            1,
        ),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        let plain = twin().try_get_matches_from(by_hand).unwrap();
        let occurrences = |m: &clap::ArgMatches| -> Vec<Vec<String>> {
            m.get_occurrences::<String>("inc")
                .map(|o| o.map(|v| v.cloned().collect()).collect())
                .unwrap_or_default()
        };
        assert_eq!(occurrences(&m), occurrences(&plain), "{argv:?}");
        assert_eq!(count, readings, "{argv:?}");
    }
}

/// Two preset flags that set the same target, the first taking the
/// second's name for its value (the command accepts values that start with
/// `-`, which clap has no getter for): the guess took `--file` for a flag,
/// and its check found `--fat`'s last index where the first preset's
/// insertion would have put it, by chance (the second's insertion was
/// there: `--fat=p,q` counts three indices). A target a later flag's
/// insertion sets too is now checked by a marker, and the command line is
/// read as plain clap reads it with the targets written out.
#[test]
fn a_target_two_presets_set_is_checked_by_a_marker() {
    let cmd = || {
        Command::new("root")
            .allow_hyphen_values(true)
            .arg(Arg::new("fat").long("fat").value_delimiter(','))
            .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
            .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
            .arg(Arg::new("level").long("level"))
            .group(
                clap::ArgGroup::new("grp")
                    .args(["file", "filter"])
                    .required(true)
                    .multiple(true),
            )
    };
    let spec = CommandSpec::new()
        .arg("file", ArgSpec::new().preset("fat", "pv"))
        .arg("level", ArgSpec::new().preset("fat", "p,q"));
    let err = ArgKindCommand::new(cmd(), spec)
        .try_get_matches_from(["root", "--level", "--file"])
        .unwrap_err();
    let plain = cmd()
        .try_get_matches_from(["root", "--level", "--file", "--fat=p,q"])
        .unwrap_err();
    assert_eq!(err.kind(), plain.kind());
}

/// `-w` (a short alias of `--level`) takes `--` for its value, as the
/// command accepts values that start with `-`: clap reads on, and the
/// deprecated `-c` in `-ac` is typed, then taken out by `--filt`, which
/// overrides it. The guess took `--` for the escape and stopped there, and
/// clap's matches do not hold the flag `--filt` took out: nothing was
/// warned. An option that still takes a value right before `--` sends
/// the command line to the exact route.
#[test]
fn a_deprecated_flag_after_a_double_dash_taken_for_a_value_is_warned() {
    let cmd = Command::new("root")
        .allow_hyphen_values(true)
        .infer_long_args(true)
        .arg(Arg::new("filter").long("filter").short('a').action(ArgAction::SetTrue))
        .arg(
            Arg::new("fat")
                .long("fat")
                .short('c')
                .action(ArgAction::SetTrue)
                .overrides_with("filter"),
        )
        .arg(Arg::new("level").long("level").short_alias('w'));
    let spec = CommandSpec::new().arg("fat", ArgSpec::new().deprecated());
    let argv = ["root", "-w", "--", "-ac", "--filt"];
    let plain = cmd.clone().try_get_matches_from(argv).unwrap();
    assert_eq!(plain.get_one::<String>("level").map(String::as_str), Some("--"));
    for mut cli in [
        ArgKindCommand::new(cmd.clone(), spec.clone()),
        ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
    ] {
        let m = cli.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("level"), plain.get_one::<String>("level"));
        assert_eq!(m.get_flag("filter"), plain.get_flag("filter"));
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(warned, ["fat"]);
    }
}

#[test]
fn a_right_guess_is_one_clap_parse() {
    let mut cmd = guessed();
    for (argv, skip, level, quiet) in [
        (&["tool", "--old-skip", "a"][..], &["a"][..], None, false),
        (&["tool", "--old-skip", "a", "--skip", "b"], &["b"], None, false),
        (&["tool", "--skip", "b", "--old-skip", "a"], &["b", "a"], None, false),
        (&["tool", "--old-skip=a", "--skip=b"], &["b"], None, false),
        (&["tool", "--skip=b", "--old-skip=a"], &["b", "a"], None, false),
        (&["tool", "-sb", "--old-skip=a"], &["b", "a"], None, false),
        (&["tool", "--old-skip=a", "-xsb"], &["b"], None, false),
        (&["tool", "--old-skip=a", "-ls"], &["a"], Some("s"), false),
        (&["tool", "-f"], &[], Some("3"), false),
        (&["tool", "-xf", "-l1"], &[], Some("1"), false),
        (&["tool", "-ql", "1"], &[], Some("1"), true),
        (&["tool", "-ka"], &["a"], None, false),
        (&["tool", "-xk", "a"], &["a"], None, false),
        (&["tool", "-k", "ab"], &["ab"], None, false),
        (&["tool", "-of"], &[], Some("3"), false),
        (&["tool", "-o=e", "-f"], &[], Some("3"), false),
        (&["tool", "-mf"], &[], None, false),
        (&["tool", "-m", "--fastest"], &[], Some("3"), false),
        (&["tool", "-m", "-f"], &[], Some("3"), false),
        (&["tool", "-fm", "-"], &[], Some("3"), false),
        (&["tool", "-Qq"], &[], None, true),
        (&["tool", "-fq"], &[], Some("3"), true),
        (&["tool", "-qfk", "a"], &["a"], Some("3"), true),
        (&["tool", "-fq", "-l1"], &[], Some("1"), true),
        (&["tool", "-kafq"], &["afq"], None, false),
        (&["tool", "-gk", "a", "-Q"], &["a"], None, true),
        (&["tool", "--both"], &[], Some("2"), true),
        (&["tool", "--old-skip", "a", "--old-skip", "b"], &["b"], None, false),
        (&["tool", "--level", "1", "--old-skip", "a"], &["a"], Some("1"), false),
        (
            &["tool", "--level", "1", "--old-skip", "a", "--skip", "b"],
            &["b"],
            Some("1"),
            false,
        ),
        (
            &["tool", "--skip", "b", "--level", "1", "--old-skip", "a"],
            &["b", "a"],
            Some("1"),
            false,
        ),
        (&["tool", "--fastest"], &[], Some("3"), false),
        (&["tool", "--fastest", "--level", "1"], &[], Some("1"), false),
        (&["tool", "--level", "1", "--fastest"], &[], Some("3"), false),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        assert_eq!(m.get_flag("quiet"), quiet, "{argv:?}");
        assert_eq!(strings(m.get_many::<String>("skip")), skip, "{argv:?}");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), level, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
    // Globals and subcommands: a preset global typed in the root or in the
    // subcommand, and a redirect in the subcommand.
    let mut cmd = guessed_nested();
    for (argv, level, new) in [
        (&["tool", "--fastest", "run"][..], Some("3"), None),
        (&["tool", "run", "--fastest"], Some("3"), None),
        (&["tool", "run", "-f"], Some("3"), None),
        (&["tool", "-f", "run", "--old", "a"], Some("3"), Some("a")),
        (&["tool", "--level", "1", "run", "--fastest"], Some("3"), None),
        (&["tool", "run", "--fastest", "--level", "1"], Some("1"), None),
        (&["tool", "run", "--old", "a"], None, Some("a")),
        (
            &["tool", "--fastest", "run", "--old", "a", "--new", "b"],
            Some("3"),
            Some("b"),
        ),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        let (_, run) = m.subcommand().expect("run");
        assert_eq!(run.get_one::<String>("level").map(String::as_str), level, "{argv:?}");
        assert_eq!(run.get_one::<String>("new").map(String::as_str), new, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
    // Values that start with `-`, and values that are not UTF-8: the flag
    // after them is found where clap reads it.
    let mut cmd = guessed_values();
    let level = |m: &argkind::Matches| match m.subcommand() {
        Some((_, run)) => run.get_one::<String>("level").cloned(),
        None => m.get_one::<String>("level").cloned(),
    };
    // `<ff>` stands for a token that is the byte 0xff, not UTF-8.
    let argv = |tokens: &[&str]| -> Vec<OsString> {
        let token = |t: &&str| match *t {
            "<ff>" => OsString::from_vec(b"\xff".to_vec()),
            t => OsString::from(t),
        };
        tokens.iter().map(token).collect()
    };
    for (tokens, expected) in [
        (&["tool", "--fastest"][..], Some("3")),
        (&["tool", "--name", "--fastest"], None),
        (&["tool", "--name", "-x", "--fastest"], Some("3")),
        (&["tool", "--pair", "-a", "-b", "--fastest"], Some("3")),
        (&["tool", "--pair", "-", "x", "--fastest"], Some("3")),
        (&["tool", "--pair", "-", "run", "--fastest"], Some("3")),
        (&["tool", "-n", "run", "--fastest"], Some("3")),
        (&["tool", "-v", "run", "--quick"], Some("2")),
        (&["tool", "-nx", "run", "--quick"], Some("2")),
        (&["tool", "--old-pair", "a", "b", "--fastest"], Some("3")),
        (&["tool", "--raw", "<ff>", "x", "run", "--quick"], Some("2")),
        (&["tool", "--raw", "<ff>", "<ff>", "run", "--quick"], Some("2")),
    ] {
        let argv = argv(tokens);
        let (count, m) = parses(&mut cmd, &argv);
        assert_eq!(level(&m).as_deref(), expected, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
    // A command that allows external subcommands: the walk goes on into a
    // subcommand it knows.
    let cmd = counted(Command::new("tool").allow_external_subcommands(true))
        .arg(Arg::new("fastest").long("fastest").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue))
                .arg(Arg::new("level").long("level")),
        );
    let spec = CommandSpec::new()
        .arg("fastest", ArgSpec::new().preset("level", "3"))
        .subcommand(
            "run",
            CommandSpec::new().arg("quick", ArgSpec::new().preset("level", "2")),
        );
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let (count, m) = parses(&mut cmd, &["tool", "--fastest", "run", "--quick"]);
    assert_eq!(level(&m).as_deref(), Some("2"));
    assert_eq!(count, 1);
    let mut cmd = guessed();
    // A wrong guess (an abbreviation, which only clap reads) is parsed
    // again: the count above does see the exact route.
    let (count, m) = parses(&mut cmd, &["tool", "--old-s", "a"]);
    assert_eq!(strings(m.get_many::<String>("skip")), ["a"]);
    assert!(count > 1, "{count}");
}

/// A flag set from its environment variable costs no second parse when the
/// variable sets it on (nothing for argkind to check again without it);
/// one that the variable leaves off (`false`) is checked again without its
/// variable, so that it takes no part in conflicts (found by a mutation
/// run: `env::EnvFlags::is_empty` always false asked clap twice).
#[test]
fn a_flag_its_variable_sets_on_is_one_clap_parse() {
    let var = "ARGKIND_OR_ONE_PARSE_TRACE";
    std::env::set_var(var, "true");
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("trace").long("trace").action(ArgAction::SetTrue).env(var))
        .arg(Arg::new("level").long("level"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("trace", ArgSpec::new().noable()));
    let (count, m) = parses(&mut cmd, &["tool", "--level", "1"]);
    assert!(m.get_flag("trace"));
    assert_eq!(m.value_source("trace"), Some(clap::parser::ValueSource::EnvVariable));
    assert_eq!(count, 1);
    // The same flag left off by its variable: a second parse checks the
    // command line without it.
    std::env::set_var(var, "false");
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("trace").long("trace").action(ArgAction::SetTrue).env(var))
        .arg(Arg::new("level").long("level"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("trace", ArgSpec::new().noable()));
    let (count, m) = parses(&mut cmd, &["tool", "--level", "1"]);
    std::env::remove_var(var);
    assert!(!m.get_flag("trace"));
    assert!(count > 1, "{count}");
}

/// A global pair flag typed in a command and negated in its subcommand
/// costs no more clap parses for having an environment variable that is
/// not set than for having none (found by a mutation run:
/// `env::variable_is_set` always true took the flag for one its variable
/// set, and asked clap again without it).
#[test]
fn a_negated_global_whose_variable_is_unset_costs_no_parse_more_than_one_without() {
    let var = "ARGKIND_OR_UNSET_TRACE";
    std::env::remove_var(var);
    let build = |with_env: bool| {
        let trace = Arg::new("trace").long("trace").action(ArgAction::SetTrue).global(true);
        let trace = if with_env { trace.env(var) } else { trace };
        let cmd = counted(Command::new("tool"))
            .arg(trace)
            .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs")));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("trace", ArgSpec::new().noable()))
    };
    for argv in [
        &["tool", "--trace", "run", "--no-trace"][..],
        &["tool", "run", "--no-trace"],
    ] {
        let (without, m) = parses(&mut build(false), argv);
        assert!(!m.subcommand_matches("run").expect("run").get_flag("trace"), "{argv:?}");
        let (with, m) = parses(&mut build(true), argv);
        assert!(!m.subcommand_matches("run").expect("run").get_flag("trace"), "{argv:?}");
        assert_eq!(with, without, "{argv:?}");
    }
}

/// A deprecated option whose value is optional, given bare: its redirect
/// passes on the default missing value clap filled in, which is no token of
/// the command line, wherever the flag stands (found by a mutation run:
/// `--old p` lost its redirect while `--old` alone kept it).
#[test]
fn a_bare_deprecated_option_passes_on_its_default_missing_value_before_any_token() {
    let tool = |require_equals: bool| {
        let cmd = Command::new("tool")
            .arg(Arg::new("new").long("new"))
            .arg(
                Arg::new("old")
                    .long("old")
                    .short('o')
                    .require_equals(require_equals)
                    .num_args(0..=1)
                    .default_missing_value("d"),
            )
            .arg(Arg::new("list").long("list").value_delimiter(','))
            .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
            .arg(Arg::new("pos"));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")))
    };
    let cases: &[(bool, &[&str], &str)] = &[
        (true, &["--old", "p"], "d"),
        (true, &["--old"], "d"),
        (true, &["-o", "p"], "d"),
        (true, &["p", "--old", "--quiet"], "d"),
        (false, &["--old", "--quiet"], "d"),
        (false, &["--old", "--quiet", "p"], "d"),
        (false, &["--old", "v", "p"], "v"),
        (true, &["--old=v", "p"], "v"),
    ];
    for (require_equals, args, want) in cases {
        let argv = std::iter::once("tool").chain(args.iter().copied());
        let m = tool(*require_equals).try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("new").map(String::as_str), Some(*want), "{args:?}");
        assert_eq!(m.facts().deprecations().len(), 1, "{args:?}");
    }
}

/// A deprecated option split at a delimiter passes on every value, the
/// insertion going after the one token that gave them.
#[test]
fn a_deprecated_option_split_at_its_delimiter_passes_on_every_value() {
    let cmd = Command::new("tool")
        .arg(
            Arg::new("new")
                .long("new")
                .action(ArgAction::Append)
                .value_delimiter(','),
        )
        .arg(
            Arg::new("old")
                .long("old")
                .num_args(0..=1)
                .value_delimiter(',')
                .default_missing_value("d"),
        )
        .arg(Arg::new("pos"));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
    for (args, want) in [
        (&["--old", "a,b", "p"][..], &["a", "b"][..]),
        (&["--old", "a,b"], &["a", "b"]),
        (&["--old", "--", "p"], &["d"]),
    ] {
        let mut tool = ArgKindCommand::new(cmd.clone(), spec.clone());
        let argv = std::iter::once("tool").chain(args.iter().copied());
        let m = tool.try_get_matches_from(argv).unwrap();
        assert_eq!(strings(m.get_many::<String>("new")), want, "{args:?}");
    }
}

/// A preset flag typed as a flag, then a short cluster that names it and a
/// later preset target but that clap reads as a positional's hyphen value
/// (`--fast -abv`): the preset acts at `--fast`, as in the plain-clap twin
/// where the preset's targets are written after it. The guess (and the
/// exact route's first candidate) took the cluster for the flag's last
/// occurrence, with `-b` setting the target after it, and put no target in.
#[test]
fn a_preset_s_target_left_to_a_cluster_clap_reads_as_a_value_is_set_at_the_flag() {
    let build = |twin: bool| {
        let cmd = Command::new("root")
            .arg(Arg::new("fast").long("fast").short('a').action(ArgAction::SetTrue))
            .arg(Arg::new("file").long("file").short('b').action(ArgAction::SetTrue))
            .arg(Arg::new("level").long("level"))
            .arg(Arg::new("p1").allow_hyphen_values(true));
        if twin {
            cmd.arg(
                Arg::new("no_file")
                    .long("no-file")
                    .action(ArgAction::SetTrue)
                    .overrides_with("file"),
            )
        } else {
            cmd
        }
    };
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("file", "false").preset("level", "3"))
        .arg("file", ArgSpec::new().noable());
    for (argv, twin_argv) in [
        (
            &["root", "--fast", "-abv"][..],
            &["root", "--fast", "--no-file", "--level=3", "-abv"][..],
        ),
        (
            &["root", "-b", "--fast", "-abv"][..],
            &["root", "-b", "--fast", "--no-file", "--level=3", "-abv"][..],
        ),
    ] {
        let m = ArgKindCommand::new(build(false), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let plain = build(true).try_get_matches_from(twin_argv).unwrap();
        assert_eq!(
            m.get_flag("file"),
            plain.get_flag("file") && !plain.get_flag("no_file"),
            "{argv:?}"
        );
        twin::assert_same_values(&m, &plain, &["level", "p1"], argv);
        assert!(m.facts().is_used("file"), "{argv:?}: the preset set it");
        assert_eq!(m.facts().replay_all(), ["--fast", "--no-file", "--level=3"], "{argv:?}");
    }
}

/// A global pair on by default, negated before a subcommand whose last
/// option takes an optional value that may start with a hyphen
/// (`--no-color run --level`): at the end of the command line the marker
/// would be that option's value, so the negation goes right after `run`.
/// Found by the mutation run (the helper's note on `outer_negations_on`).
#[test]
fn a_global_pair_negated_before_a_subcommand_ending_with_an_optional_hyphen_value() {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("color")
                .long("color")
                .action(ArgAction::SetTrue)
                .default_value("true")
                .global(true),
        )
        .subcommand(
            Command::new("run").arg(
                Arg::new("level")
                    .long("level")
                    .num_args(0..=1)
                    .allow_hyphen_values(true),
            ),
        );
    let spec = CommandSpec::new().arg("color", ArgSpec::new().noable());
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["cli", "--no-color", "run", "--level"])
        .unwrap();
    let (_, run) = m.subcommand().unwrap();
    assert!(!m.get_flag("color") && !run.get_flag("color"));
    assert_eq!(
        run.get_raw("level").map(Iterator::count),
        Some(0),
        "--level keeps no value"
    );
}

/// The walk took `run` for a subcommand where clap read an inferred
/// `runne` as `runner`, whose external subcommand `run` is: the guess's
/// groups are another command's, and the check said so by indexing that
/// command's table out of bounds (a panic). Found by the differential test
/// (seed 9001, debug build). Now the check compares the subcommands chosen,
/// and clap's reading stands.
#[test]
fn a_guess_made_in_another_subcommand_than_clap_s_is_not_checked_there() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("root")
        .infer_subcommands(true)
        .subcommand(
            Command::new("run")
                .arg(Arg::new("lev").long("lev").action(ArgAction::SetTrue))
                .arg(Arg::new("model").long("model").action(ArgAction::SetTrue)),
        )
        .subcommand(Command::new("runner").allow_external_subcommands(true));
    let spec = CommandSpec::new()
        .subcommand(
            "run",
            CommandSpec::new().arg("model", ArgSpec::new().deprecated_for("lev")),
        )
        .subcommand("runner", CommandSpec::new());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd.try_get_matches_from(["root", "runne", "run", "--model=v"]).unwrap();
    let (name, runner) = m.subcommand().unwrap();
    assert_eq!(name, "runner");
    let (external, args) = runner.subcommand().unwrap();
    assert_eq!(external, "run");
    let args: Vec<&std::ffi::OsString> = args.get_many::<std::ffi::OsString>("").unwrap().collect();
    assert_eq!(args, ["--model=v"]);
    assert!(m.facts().deprecations().is_empty());
}

#[test]
fn an_external_subcommand_named_help_is_no_subcommand_of_the_facts() {
    // With a flag given first, clap reads `help` as an external
    // subcommand: not as the `help` subcommand it adds when it builds.
    let cmd = Command::new("root")
        .args_conflicts_with_subcommands(true)
        .allow_external_subcommands(true)
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable()).record_sources();
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "--fast", "help"])
        .unwrap();
    assert_eq!(m.subcommand_name(), Some("help"));
    assert!(m.facts().path().is_empty(), "{:?}", m.facts().path());
    let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
    assert_eq!(used, ["fast"]);
    assert_eq!(
        m.facts().source("fast").map(|p| p.value_source()),
        Some(clap::parser::ValueSource::CommandLine)
    );
}

#[test]
fn an_external_subcommand_named_like_a_subcommand_is_no_subcommand_of_the_facts() {
    // With the positionals given first, clap reads `run` as an external
    // subcommand: not as the subcommand `run` (whose flags it has not).
    let run = Command::new("run").arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue));
    let cmd = Command::new("root")
        .args_conflicts_with_subcommands(true)
        .allow_external_subcommands(true)
        .arg(Arg::new("p1"))
        .arg(Arg::new("p2"))
        .subcommand(run);
    for record in [false, true] {
        let mut spec = CommandSpec::new().subcommand("run", CommandSpec::new().arg("fat", ArgSpec::new().noable()));
        spec.set_record_sources(record);
        let m = ArgKindCommand::new(cmd.clone(), spec)
            .try_get_matches_from(["root", "a", "b", "run", "--fat"])
            .unwrap();
        assert_eq!(m.subcommand_name(), Some("run"));
        assert!(m.facts().path().is_empty(), "{:?}", m.facts().path());
        assert!(m.facts().used().is_empty(), "{:?}", m.facts().used());
        assert!(m.facts().sources().iter().all(|p| p.id() != "fat"));
    }
    // Found so by the differential test, with no arguments for `run`: the
    // provenance asked the external subcommand's matches for `--fat`, which
    // clap's debug build rejects (a panic).
    let spec = CommandSpec::new()
        .subcommand("run", CommandSpec::new())
        .record_sources();
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "", ";", "run"])
        .unwrap();
    assert!(m.facts().path().is_empty());
}

#[test]
fn a_global_pair_short_before_a_bare_optional_digit_option_is_off_when_a_subcommand_negates_it() {
    // `-3` takes an optional value after `=`, and the positional takes
    // negative numbers: split off, `-3` would be a number, so `-v` is found
    // in the whole cluster, where clap gives the bare `-3` one index unit
    // of the two counted for it.
    let cmd = Command::new("root")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("three").short('3').num_args(0..=1).require_equals(true))
        .arg(Arg::new("nums").num_args(0..).allow_negative_numbers(true))
        .arg(Arg::new("level").long("level"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new().arg("verbose", ArgSpec::new().noable());
    for argv in [
        &["root", "-v3", "run", "--no-verbose"][..],
        &["root", "-v3", "--level=1", "run", "--no-verbose"],
    ] {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .expect("parses");
        assert_eq!(along_path(&m, "verbose"), [false, false], "{argv:?}");
        assert_eq!(m.get_many::<String>("three").map(Iterator::count), Some(0), "{argv:?}");
        assert!(!m.contains_id("nums"), "{argv:?}");
    }
}

#[test]
fn a_rejected_command_line_gets_clap_s_verdict_on_the_first_parse() {
    // Read again with the command clap built as it read it the first time,
    // the command line got another verdict (`WrongNumberOfValues`: `-a`
    // took `--fast`): the first reading's stands, as in plain clap.
    let cmd = Command::new("root")
        .allow_hyphen_values(true)
        .arg(Arg::new("file").long("file").short_alias('a').global(true))
        .subcommand(Command::new("run").arg(Arg::new("p1").num_args(2).allow_negative_numbers(true)));
    let argv = ["root", "run", "-a", "--fast", "-5"];
    let plain = cmd
        .clone()
        .args_override_self(true)
        .try_get_matches_from(argv)
        .unwrap_err()
        .kind();
    let err = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(argv)
        .unwrap_err();
    assert_eq!(plain, clap::error::ErrorKind::UnknownArgument);
    assert_eq!(err.kind(), plain);
}

#[test]
fn a_global_pair_on_by_default_negated_in_a_middle_command_after_the_root_gave_it() {
    // `--progress` in the root, `--no-progress` in `build`: the negation is
    // last, so `progress` is off in every command, `docs` included (its own
    // default would say on).
    let cases: &[(&[&str], (bool, bool))] = &[
        (&["--progress", "build", "--no-progress", "docs"], (false, true)),
        (&["--progress", "build", "--no-progress"], (false, true)),
        (&["--enable-cache", "build", "--disable-cache", "docs"], (true, false)),
        (
            &["--progress", "build", "--no-progress", "docs", "--progress"],
            (true, true),
        ),
        (&["--no-progress", "build", "--progress", "docs"], (true, true)),
    ];
    for (args, want) in cases {
        assert_eq!(progress_and_cache(args), *want, "{args:?}");
    }
}

#[test]
fn a_redirect_to_a_global_given_later_in_the_same_command_is_one_clap_parse() {
    // No subcommand chosen: clap read the global in the flag's command, and
    // its indices say that it came later, with no probe.
    // Abbreviated, the flag is one the guess does not see, and left alone.
    let cmd = counted(Command::new("tool").infer_long_args(true))
        .arg(Arg::new("level").long("level").global(true))
        .arg(Arg::new("old-level").long("old-level"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new().arg("old-level", ArgSpec::new().deprecated_for("level"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    for (argv, level) in [
        (&["tool", "--old-level", "1", "--level", "2"][..], "2"),
        (&["tool", "--old-lev", "1", "--level", "2"], "2"),
        (&["tool", "--level", "2", "--old-level", "1"], "1"),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        assert_eq!(
            m.get_one::<String>("level").map(String::as_str),
            Some(level),
            "{argv:?}"
        );
        assert_eq!(count, 1, "{argv:?}");
    }
}

/// A subcommand's own flag with the long name of an enclosing command's
/// deprecated flag that is no global: clap reads `run`'s own flag, so the
/// guess inserts nothing after it and its one clap parse stands (found by
/// a mutation run: a look-up that took the enclosing flag for the one
/// typed asked clap again). One with the id of an enclosing global
/// deprecated flag is a definition error (clap shares a global's values
/// by id with it): `tests/deprecated.rs`.
#[test]
fn a_subcommand_s_own_flag_named_like_an_enclosing_deprecated_flag_is_one_clap_parse() {
    let cmd = counted(Command::new("root"))
        .arg(
            Arg::new("filter")
                .long("filter")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue).global(true))
        .subcommand(Command::new("run").arg(Arg::new("stale").long("old").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .arg("filter", ArgSpec::new().deprecated_for("file"))
        .arg("old", ArgSpec::new().deprecated_for("file"));
    let argv = ["root", "run", "--old"];
    let plain = cmd.clone().try_get_matches_from(argv).unwrap();
    let mut kinded = ArgKindCommand::new(cmd.clone(), spec.clone());
    let (count, m) = parses(&mut kinded, &argv);
    let flags = |m: &clap::ArgMatches| {
        let run = m.subcommand_matches("run").unwrap();
        [m.get_flag("file"), run.get_flag("file"), run.get_flag("stale")]
    };
    assert_eq!(flags(&m), flags(&plain));
    assert!(m.facts().deprecations().is_empty());
    assert_eq!(count, 1);
}

/// Two deprecated flags in a command whose flag set from its variable
/// makes argkind keep the command line: their warnings are in the order
/// clap's matches give, with no reading more (the reading that orders them
/// is for a deprecated option given bare, which clap gives no index; found
/// by a mutation run: it was made for any two warnings).
#[test]
fn two_deprecated_flags_beside_a_variable_are_one_clap_parse() {
    let var = "ARGKIND_OR_TWO_DEPRECATED_TRACE";
    std::env::set_var(var, "true");
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("trace").long("trace").action(ArgAction::SetTrue).env(var))
        .arg(Arg::new("old-a").long("old-a").action(ArgAction::SetTrue))
        .arg(Arg::new("old-b").long("old-b").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("trace", ArgSpec::new().noable())
        .arg("old-a", ArgSpec::new().deprecated_for("new"))
        .arg("old-b", ArgSpec::new().deprecated());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    for (argv, order) in [
        (&["tool", "--old-b", "--old-a"][..], ["old-b", "old-a"]),
        (&["tool", "--old-a", "--old-b"], ["old-a", "old-b"]),
    ] {
        let (count, m) = parses(&mut cmd, argv);
        assert!(m.get_flag("trace"));
        assert!(m.get_flag("new"));
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(warned, order, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
    std::env::remove_var(var);
}

/// A deprecated option that may be given bare, typed once: its one
/// warning needs no reading to order it (found by a mutation run of
/// `matches_of`: a single warning was ordered too).
#[test]
fn one_deprecated_option_that_may_be_bare_costs_no_ordering_reading() {
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("old").long("old").num_args(0..=1))
        .arg(Arg::new("level").long("level"));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    // The same command line without the deprecated option is the
    // reference.
    let (one, m) = parses(&mut cmd, &["tool", "--level", "1", "--old", "2"]);
    assert_eq!(strings(m.get_many::<String>("old")), ["2"]);
    assert_eq!(m.facts().deprecations().len(), 1);
    let (bare, m) = parses(&mut cmd, &["tool", "--level", "1"]);
    assert!(m.facts().deprecations().is_empty());
    assert_eq!(one, bare, "one warning, no reading more than none");
}

/// A redirect's replacement whose short name is `=`, and a letter whose
/// optional value follows `=` (`-a=x`): clap reads `=x` as `-a`'s value,
/// not `=` as a letter, so the replacement is not given after the
/// deprecated flag, and the redirect stands, as plain clap reads the
/// command line with the replacement typed (found by a mutation run of the
/// guess's reading of a cluster: it took the `=` for the replacement's
/// letter).
#[test]
fn an_equals_sign_after_an_optional_value_letter_is_no_replacement_s_letter() {
    let cmd = counted(Command::new("tool"))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("eq").short('=').long("eq"))
        .arg(Arg::new("filter").short('a').num_args(0..=1).require_equals(true));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("eq"));
    for (argv, twin) in [
        (
            &["tool", "--old", "o", "-a=x"][..],
            &["tool", "--old", "o", "--eq=o", "-a=x"][..],
        ),
        (
            &["tool", "--old", "o", "-a=="],
            &["tool", "--old", "o", "--eq=o", "-a=="],
        ),
    ] {
        let plain = twin::plain(cmd.clone(), twin);
        let (count, m) = parses(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        twin::assert_same_values(&m, &plain, &["old", "eq", "filter"], argv);

        assert_eq!(m.facts().deprecations().len(), 1, "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
}

/// A file finder whose command takes hyphen values everywhere, with a
/// global `--color` that its `run` subcommand copies. clap gives the
/// command's arguments its hyphen settings when it builds it, after it has
/// copied the globals into the subcommands, so `run`'s copy takes no value
/// that starts with `-`. A second parse with the same `ArgKindCommand`,
/// after the first built the command, reads the copy as clap does, help
/// word and all.
#[test]
fn a_global_s_copy_reads_hyphen_values_as_clap_s_in_every_parse() {
    fn cli() -> Command {
        Command::new("fd")
            .allow_hyphen_values(true)
            .allow_negative_numbers(true)
            .arg(Arg::new("color").long("color").global(true).default_value("auto"))
            .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
            .subcommand(run_passing_its_arguments_on())
    }
    let spec = || CommandSpec::new().arg("hidden", ArgSpec::new().noable());
    for argv in [
        &["fd", "run", "--color", "--color=always", "--help-h"][..],
        &["fd", "run", "--color", "-1", "x"],
        &["fd", "run", "--color", "--hidden"],
    ] {
        let plain = cli().try_get_matches_from(argv).map(|m| {
            let (_, run) = m.subcommand().expect("run");
            run.get_one::<String>("color").cloned()
        });
        for parse in ["first", "second"] {
            let mut cmd = ArgKindCommand::new(cli(), spec());
            if parse == "second" {
                cmd.try_get_matches_from(["fd"]).expect("parses");
            }
            let read = cmd.try_get_matches_from(argv).map(|m| {
                let (_, run) = m.subcommand().expect("run");
                run.get_one::<String>("color").cloned()
            });
            match (&read, &plain) {
                (Ok(ours), Ok(clap)) => assert_eq!(ours, clap, "{argv:?}, {parse} parse"),
                (Err(ours), Err(clap)) => assert_eq!(ours.kind(), clap.kind(), "{argv:?}, {parse} parse"),
                _ => panic!("{argv:?}, {parse} parse: {read:?} against clap's {plain:?}"),
            }
        }
    }
}

/// clap adds its `help` subcommand to a command with subcommands only as it
/// builds it, so the first parse looks at a command without it: a
/// deprecated flag after `help` is read by clap as the `help`
/// subcommand's word, and nothing is inserted for it. Under
/// `ignore_errors`, where clap returns what it read before the `help`
/// error, the preset before `help` is applied, in the first parse as in
/// a later one, as in the plain-clap twin with the preset's target given.
#[test]
fn a_deprecated_flag_after_clap_s_help_subcommand_is_the_help_s_word_in_the_first_parse_too() {
    let argv = ["cc", "--fast", "help", "--loud"];
    let twin = ignoring_cc()
        .try_get_matches_from(["cc", "--fast", "--level=3", "help", "--loud"])
        .expect("clap ignores the error");
    for parse in ["first", "second"] {
        let mut cmd = ignoring_cc_prepared();
        if parse == "second" {
            cmd.try_get_matches_from(["cc", "--fast"]).expect("parses");
        }
        let m = cmd
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{parse} parse: {e}"));
        assert_eq!(m.get_one::<u8>("level"), twin.get_one::<u8>("level"), "{parse} parse");
        assert_eq!(m.get_count("verbose"), twin.get_count("verbose"), "{parse} parse");
        assert_eq!(m.subcommand_name(), twin.subcommand_name(), "{parse} parse");
    }
}

/// clap's own `help` subcommand is only in a command with subcommands: in a
/// `grep`-like tool without any, `help` is a word like any other, and the
/// walk reads on past it (and past any word) to the deprecated flag after
/// it: one clap parse, no exact route (found by a mutation run of the
/// walk's look at `help`).
#[test]
fn help_is_a_word_like_any_other_in_a_command_without_subcommands() {
    let cmd = counted(Command::new("grep"))
        .arg(Arg::new("words").num_args(0..))
        .arg(Arg::new("context").long("context"))
        .arg(Arg::new("old-context").long("old-context"));
    let spec = CommandSpec::new().arg("old-context", ArgSpec::new().deprecated_for("context"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    for argv in [
        &["grep", "help", "--old-context", "3"][..],
        &["grep", "file", "--old-context", "3"],
    ] {
        let (count, m) = parses(&mut cmd, argv);
        assert_eq!(
            m.get_one::<String>("context").map(String::as_str),
            Some("3"),
            "{argv:?}"
        );
        assert_eq!(strings(m.get_many::<String>("words")), [argv[1]], "{argv:?}");
        assert_eq!(count, 1, "{argv:?}");
    }
}

/// The exact route reads the command line again with errors ignored, to
/// find where clap reads each flag: the application's own `ignore_errors`
/// stays as it set it, so clap's reading returns what it read before the
/// error, as in the plain-clap twin (with the redirect's replacement
/// given), not the error.
#[test]
fn an_application_s_ignore_errors_holds_on_the_exact_route() {
    let twin = ignoring_cc()
        .try_get_matches_from(["cc", "--loud", "--verbose", "--bogus", "--fast", "--level=3"])
        .expect("clap ignores the error");
    let m = ignoring_cc_prepared()
        .try_get_matches_from(["cc", "--loud", "--bogus", "--fast"])
        .expect("clap ignores the error");
    assert_eq!(m.get_one::<u8>("level"), twin.get_one::<u8>("level"));
    assert_eq!(m.get_count("verbose"), twin.get_count("verbose"));
    assert_eq!(m.get_count("loud"), twin.get_count("loud"));
    assert_eq!(m.get_flag("fast"), twin.get_flag("fast"));
}

/// A `run` subcommand that passes every argument after its name on, as
/// `cargo run` does: a trailing list that takes hyphen values.
fn run_passing_its_arguments_on() -> Command {
    Command::new("run").arg(
        Arg::new("args")
            .num_args(0..)
            .trailing_var_arg(true)
            .allow_hyphen_values(true),
    )
}

/// A compiler driver that ignores errors (`ignore_errors`, as a completion
/// helper sets it): a preset `--fast`, a deprecated count `--loud`.
fn ignoring_cc() -> Command {
    Command::new("cc")
        .ignore_errors(true)
        .arg(
            Arg::new("level")
                .long("level")
                .short('O')
                .value_parser(clap::value_parser!(u8)),
        )
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
        .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
        .subcommand(Command::new("run"))
}

/// [`ignoring_cc`] prepared by `new`: `--fast` presets `level` to 3,
/// `--loud` is deprecated for `verbose`.
fn ignoring_cc_prepared() -> ArgKindCommand {
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("level", "3"))
        .arg("loud", ArgSpec::new().deprecated_for("verbose"));
    ArgKindCommand::new(ignoring_cc(), spec)
}

/// Found by a probe in stop 38: the root's deprecated `--colour v1`
/// (redirected to the global `--color`), and in `run` a deprecated flag of
/// its own, `--col`, redirected there too, with a global pair whose
/// variable is set negated (`--no-warn`: clap's first reading fails on
/// the variable's value, so the exact route reads the command line). A
/// probe's marker after `run`'s `--col` (which spells a prefix of
/// `--colour`) was taken for where clap read `--colour`: `run` holds a copy
/// of the root's value, with the root's indices, which happened to fit, so
/// the root's redirect went between `--col` and its value, and clap
/// rejected the command line (`a value is required for '--col <col>'`).
/// A global a probe finds in a subcommand is now taken for read there only
/// where the subcommand's own reading set it (its sentinel says so).
#[test]
fn a_root_s_redirect_is_not_inserted_after_a_subcommand_s_flag_that_abbreviates_it() {
    const WARN: &str = "ARGKIND_TEST_ONE_READER_WARN_38";
    std::env::set_var(WARN, "false");
    let global = |id: &'static str| Arg::new(id).long(id).global(true);
    let cmd = Command::new("cc")
        .arg(global("color"))
        .arg(global("warn").action(ArgAction::SetTrue).env(WARN))
        .arg(
            Arg::new("lto")
                .long("enable-lto")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(global("quiet").action(ArgAction::SetTrue))
        .arg(global("colour"))
        .arg(global("silent").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("col").long("col")));
    std::env::remove_var(WARN);
    let spec = CommandSpec::new()
        .arg("warn", ArgSpec::new().noable())
        .arg("lto", ArgSpec::new().enable_disable())
        .arg("colour", ArgSpec::new().deprecated_for("color"))
        .arg("silent", ArgSpec::new().preset("quiet", "true"))
        .subcommand(
            "run",
            CommandSpec::new().arg("col", ArgSpec::new().deprecated_for("--color")),
        );
    let argv = [
        "cc",
        "--silent",
        "--colour",
        "v1",
        "run",
        "--disable-lto",
        "--col",
        "v2",
        "--no-warn",
    ];
    for m in twin::both_ways(|| cmd.clone(), || spec.clone(), &argv) {
        let (_, run) = m.subcommand().expect("run");
        for matches in [&*m, run] {
            assert_eq!(matches.get_one::<String>("color").map(String::as_str), Some("v2"));
            assert!(matches.get_flag("quiet"));
            assert!(!matches.get_flag("warn"));
            assert!(!matches.get_flag("lto"));
        }
        assert_eq!(run.get_one::<String>("col").map(String::as_str), Some("v2"));
    }
}

/// A global preset typed in a subcommand that has an argument with an
/// environment variable of its own is guessed all the same: only the
/// global's own variable keeps the subcommand's matches from saying which
/// command read it.
#[test]
fn a_global_preset_beside_another_argument_s_variable_is_guessed() {
    let cmd = Command::new("tool")
        .arg(Arg::new("level").long("level").global(true))
        .arg(
            Arg::new("fastest")
                .long("fastest")
                .global(true)
                .action(ArgAction::SetTrue),
        )
        .subcommand(
            counted(Command::new("run")).arg(Arg::new("jobs").long("jobs").env("ARGKIND_ONE_READER_UNSET_JOBS")),
        );
    let spec = CommandSpec::new().arg("fastest", ArgSpec::new().preset("level", "3"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let (count, m) = parses(&mut cmd, &["tool", "run", "--fastest"]);
    let (_, run) = m.subcommand().expect("run");
    assert_eq!(run.get_one::<String>("level").map(String::as_str), Some("3"));
    assert_eq!(count, 1);
}

/// `cmd` with the global flag `--fast`, argkind's pair (`noable` in the
/// declarations) or, for the `twin`, a plain flag and its hand-written
/// negation `--no-fast`, each overriding the other.
fn with_global_fast(cmd: Command, twin: bool) -> Command {
    let fast = Arg::new("fast").long("fast").action(ArgAction::SetTrue).global(true);
    match twin {
        false => cmd.arg(fast),
        true => cmd.arg(fast.overrides_with("no_fast")).arg(
            Arg::new("no_fast")
                .long("no-fast")
                .action(ArgAction::SetTrue)
                .global(true)
                .overrides_with("fast"),
        ),
    }
}

/// A global pair flag typed in the root and negated in a subcommand, beside
/// arguments of the application's that override the negation by its id
/// (an application that wrote `--no-fast` by hand before adopting argkind):
/// the negation argkind gives again in the root turns the flag off there,
/// and takes out nothing the user typed, as plain clap, given the negation
/// in the subcommand only, keeps `--slow` (found by a probe: `--slow` was
/// `false`).
#[test]
fn a_global_pair_negated_in_a_subcommand_takes_out_nothing_that_overrides_its_negation() {
    let cmd = |twin: bool| {
        with_global_fast(
            Command::new("cc")
                .arg(
                    Arg::new("slow")
                        .long("slow")
                        .action(ArgAction::SetTrue)
                        .overrides_with("no_fast"),
                )
                .subcommand(
                    Command::new("run").arg(
                        Arg::new("quick")
                            .long("quick")
                            .action(ArgAction::SetTrue)
                            .overrides_with("no_fast"),
                    ),
                ),
            twin,
        )
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    for argv in [
        &["cc", "--slow", "--fast", "run", "--no-fast"][..],
        &["cc", "--fast", "--slow", "run", "--quick", "--no-fast"],
        &["cc", "--slow", "--no-fast", "--fast", "run", "--no-fast"],
        &["cc", "--slow", "--fast", "--slow", "run", "--quick", "--no-fast"],
    ] {
        let plain = twin::plain(cmd(true), argv);
        for m in twin::both_ways(|| cmd(false), spec, argv) {
            let run = m.subcommand_matches("run").unwrap();
            twin::assert_same_flags(&m, &plain, &["slow"], argv);
            let plain_run = plain.subcommand_matches("run").unwrap();
            twin::assert_same_flags(run, plain_run, &["quick"], argv);
            // argkind's pair: the negation typed last turns it off everywhere.
            assert!(!m.get_flag("fast") && !run.get_flag("fast"), "{argv:?}");
        }
    }
}

/// Found by a probe: under `infer_long_args`, an abbreviated option whose
/// value is optional (`--jo`) takes the next word as its value where the
/// insertion step's walk took that word for a subcommand (`build`), and an
/// abbreviation there of a preset flag of `build` (`--re`, `--rel`) is one
/// of the subcommand clap chose instead (`run`'s `--release`). The check
/// looked for the flag the walk read in `run`'s matches by `build`'s
/// declarations, and panicked; it now compares the subcommands first, and
/// the line reads as plain clap reads it.
#[test]
fn an_optional_value_that_takes_the_walk_s_subcommand_does_not_panic() {
    fn cmd() -> Command {
        Command::new("cc")
            .infer_long_args(true)
            .arg(Arg::new("jobs").long("jobs").num_args(0..=1).default_missing_value("0"))
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("output").long("output"))
                    .arg(Arg::new("rel").long("rel").action(ArgAction::SetTrue)),
            )
            .subcommand(Command::new("run").arg(Arg::new("release").long("release").action(ArgAction::SetTrue)))
    }
    let spec = || {
        CommandSpec::new().subcommand(
            "build",
            CommandSpec::new().arg("rel", ArgSpec::new().preset("output", "rel.o")),
        )
    };
    let argv = ["cc", "--jo", "build", "run", "--re"];
    let plain = cmd().try_get_matches_from(argv).unwrap();
    for mut built in [
        ArgKindCommand::new(cmd(), spec()),
        ArgKindCommand::lazy(cmd, spec()),
        ArgKindCommand::__new_whole(cmd(), spec()),
    ] {
        let m = built.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("jobs"), plain.get_one::<String>("jobs"));
        let (name, run) = m.subcommand().unwrap();
        assert_eq!(name, "run");
        assert!(run.get_flag("release"));
    }
}

/// The same, beside an option that an argument the user typed after it
/// overrides (`--opt=2 --debug`, `--debug` overriding `--opt`): the
/// arguments read again with their overrides set aside are only those the
/// negation given again took out (`--slow`), not `--debug`, whose override
/// would bring `--opt` back and so keep the reading that lost `--slow`.
#[test]
fn a_global_pair_negated_in_a_subcommand_beside_a_typed_override_takes_out_nothing() {
    let cmd = |twin: bool| {
        with_global_fast(
            Command::new("cc")
                .arg(Arg::new("opt").long("opt"))
                .arg(
                    Arg::new("debug")
                        .long("debug")
                        .action(ArgAction::SetTrue)
                        .overrides_with("opt"),
                )
                .arg(
                    Arg::new("slow")
                        .long("slow")
                        .action(ArgAction::SetTrue)
                        .overrides_with("no_fast"),
                )
                .subcommand(Command::new("run")),
            twin,
        )
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let argv = ["cc", "--opt=2", "--debug", "--slow", "--fast", "run", "--no-fast"];
    let plain = twin::plain(cmd(true), &argv);
    assert!(plain.get_flag("slow") && plain.get_flag("debug"));
    assert_eq!(plain.get_one::<String>("opt"), None);
    for m in twin::both_ways(|| cmd(false), spec, &argv) {
        twin::assert_same_flags(&m, &plain, &["slow", "debug"], argv);
        twin::assert_same_values(&m, &plain, &["opt"], argv);
        assert!(!m.get_flag("fast"));
    }
}

/// The same where the argument that overrides the negation also
/// overrides another one typed before it (`--slow` overriding both the
/// negation and `--opt`, in `--opt=2 --slow`): read with all of its
/// overrides set aside, `--opt` came back; with only the negation's set
/// aside, `--slow` stays and `--opt` stays out, as in plain clap.
#[test]
fn a_global_pair_negated_in_a_subcommand_beside_an_argument_with_two_overrides_takes_out_nothing() {
    let cmd = |twin: bool| {
        with_global_fast(
            Command::new("cc")
                .arg(Arg::new("opt").long("opt"))
                .arg(
                    Arg::new("slow")
                        .long("slow")
                        .action(ArgAction::SetTrue)
                        .overrides_with_all(["no_fast", "opt"]),
                )
                .subcommand(Command::new("run")),
            twin,
        )
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let argv = ["cc", "--opt=2", "--slow", "--fast", "run", "--no-fast"];
    let plain = twin::plain(cmd(true), &argv);
    assert!(plain.get_flag("slow"));
    assert_eq!(plain.get_one::<String>("opt"), None);
    for m in twin::both_ways(|| cmd(false), spec, &argv) {
        twin::assert_same_flags(&m, &plain, &["slow"], argv);
        twin::assert_same_values(&m, &plain, &["opt"], argv);
        assert!(!m.get_flag("fast"));
        let run = m.subcommand_matches("run").unwrap();
        assert!(!run.get_flag("fast"));
    }
}

/// The same a command down (`cc build --slow --fast test --no-fast`,
/// `--slow` an argument of `build` that overrides the negation by its id):
/// the negation argkind gives again in `build` takes out nothing `build`'s
/// own reading holds, as plain clap, given the negation in `test` only,
/// keeps `--slow`.
#[test]
fn a_global_pair_negated_two_commands_down_takes_out_nothing_of_the_command_between() {
    let cmd = |twin: bool| {
        let build = Command::new("build")
            .arg(
                Arg::new("slow")
                    .long("slow")
                    .action(ArgAction::SetTrue)
                    .overrides_with("no_fast"),
            )
            .subcommand(Command::new("test"));
        with_global_fast(Command::new("cc").subcommand(build), twin)
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let argv = ["cc", "build", "--slow", "--fast", "test", "--no-fast"];
    let plain = twin::plain(cmd(true), &argv);
    let build = |m: &clap::ArgMatches| m.subcommand_matches("build").unwrap().get_flag("slow");
    assert!(build(&plain));
    for m in twin::both_ways(|| cmd(false), spec, &argv) {
        assert_eq!(build(&m), build(&plain));

        let test = m
            .subcommand_matches("build")
            .unwrap()
            .subcommand_matches("test")
            .unwrap();
        assert!(!test.get_flag("fast"));
    }
}

// Found by tests/differential.rs drawing deprecated and preset options of
// several values or an optional one: an open bug's test fails, and is
// ignored until the bug is fixed.

/// A deprecated option of two values redirected to a replacement that takes
/// any number in one occurrence, with no value terminator: `--old a b src`
/// gave `--new a b`, and clap read `src` as one more value of `--new`:
/// argkind gave `new` `[a, b, src]` and the positional `pattern` nothing,
/// silently. A marker now ends the values. By the contract (README, `deprecated(replacement = ..)`: the
/// values of one occurrence as one) `new` holds `[a, b]` and `pattern`
/// `src`, as plain clap reads the command line with `--new a b` ended. (A
/// subcommand's name after the values is taken too: `--old a b run` then
/// fails.)
#[test]
fn a_redirect_in_one_occurrence_to_a_replacement_without_a_terminator_leaves_the_next_word() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("new").long("new").num_args(1..))
            .arg(Arg::new("old").long("old").num_args(2))
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
    let argv = ["root", "--old", "a", "b", "src"];
    let plain = twin::plain(cmd(), &argv);
    assert_eq!(strings(plain.get_many::<String>("old")), ["a", "b"]);
    assert_eq!(plain.get_one::<String>("pattern").map(String::as_str), Some("src"));
    for m in twin::both_ways(cmd, spec, &argv) {
        assert_eq!(strings(m.get_many::<String>("new")), ["a", "b"]);
        assert_eq!(m.get_one::<String>("pattern").map(String::as_str), Some("src"));
    }
    // A subcommand's name after them chooses the subcommand, as for plain
    // clap given `--old a b run`.
    let with_run = || cmd().subcommand(Command::new("run"));
    let argv = ["root", "--old", "a", "b", "run"];
    let plain = twin::plain(with_run(), &argv);
    assert_eq!(plain.subcommand_name(), Some("run"));
    for m in twin::both_ways(with_run, spec, &argv) {
        assert_eq!(strings(m.get_many::<String>("new")), ["a", "b"]);
        assert_eq!(m.subcommand_name(), Some("run"));
    }
}

/// A global deprecated flag redirected to a global list (`Append`) of an
/// optional value with no default missing value, typed in a subcommand and
/// followed there by the replacement given bare: `root run --fast=7
/// --fat`. The replacement is given later, so nothing is redirected
/// (README, `deprecated(replacement = ..)`: "the value also goes to
/// `other_field` unless it is given later"; a bare replacement counts,
/// "How argkind reads the command line"), and `fat` holds the bare
/// occurrence only, `[[]]`, as it does when the same is typed in the root
/// (`root --fast=7 --fat`). argkind gave `[[7], []]`: the redirect was
/// applied (the exact route looked for the bare replacement in clap's
/// reading, which gives it no index).
#[test]
fn a_global_list_replacement_given_bare_later_in_a_subcommand_stops_the_redirect() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").global(true))
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .action(ArgAction::Append)
                    .num_args(0..=1)
                    .global(true),
            )
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().deprecated_for("fat"));
    let occurrences = |m: &clap::ArgMatches| -> Vec<Vec<String>> {
        m.get_raw_occurrences("fat")
            .map(|o| {
                o.map(|v| v.map(|x| x.to_string_lossy().into_owned()).collect())
                    .collect()
            })
            .unwrap_or_default()
    };
    for root in twin::both_ways(cmd, spec, &["root", "--fast=7", "--fat"]) {
        assert_eq!(occurrences(&root), [Vec::<String>::new()]);
    }
    for run in twin::both_ways(cmd, spec, &["root", "run", "--fast=7", "--fat"]) {
        assert_eq!(occurrences(&run), [Vec::<String>::new()]);
    }
}

/// A deprecated (or preset) option of an optional value with a value
/// terminator, given bare and ended by its terminator: `--file ;`. clap
/// reads the `;` as the terminator (plain clap: `file` is `dm`, its default
/// missing value, and the positional `pattern` gets nothing), and the
/// insertion goes after it (README, "How argkind reads the command line":
/// "after the value terminator that ends its values"). argkind put it
/// before the `;`, which then ended nothing and was read as a positional:
/// `pattern` was `;`, silently (and with a positional after it, `--file ;
/// src`, clap rejected `src`): the default missing value clap fills in is
/// no token, and the terminator after none was not looked for.
#[test]
fn a_bare_option_ended_by_its_value_terminator_gets_its_insertion_after_it() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast"))
            .arg(
                Arg::new("file")
                    .long("file")
                    .num_args(0..=1)
                    .value_terminator(";")
                    .default_missing_value("dm"),
            )
            .arg(Arg::new("pattern"))
    };
    let spec = || CommandSpec::new().arg("file", ArgSpec::new().deprecated_for("fast"));
    for (argv, pattern) in [
        (&["root", "--file", ";"][..], None),
        (&["root", "--file", ";", "src"], Some("src")),
    ] {
        let plain = twin::plain(cmd(), argv);
        assert_eq!(plain.get_one::<String>("file").map(String::as_str), Some("dm"));
        assert_eq!(plain.get_one::<String>("pattern").map(String::as_str), pattern);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(m.get_one::<String>("fast").map(String::as_str), Some("dm"), "{argv:?}");
            assert_eq!(m.get_one::<String>("pattern").map(String::as_str), pattern, "{argv:?}");
        }
    }
}

/// A preset option of several values that does not accept hyphen values,
/// in a command whose positional does: clap takes a first value that looks
/// like a flag (`-a -a=7 p00`: `level` is `[-a=7, p00]`, the positional
/// nothing), and the preset's insertion goes after the occurrence's last
/// value. argkind put it right after `-a=7`, taken for the flag again,
/// which ended `level`'s values there: `level` was `[-a=7]` and the
/// positional `p00`, silently. The guess's check and the exact route now
/// ask that clap read the occurrence's values as the command line gave
/// them.
#[test]
fn an_option_of_several_values_whose_value_looks_like_a_flag_gets_its_insertion_after_them() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("level").short('a').num_args(1..))
            .arg(Arg::new("lev").long("lev").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").allow_hyphen_values(true))
    };
    let spec = || CommandSpec::new().arg("level", ArgSpec::new().preset("lev", "true"));
    let argv = ["root", "-a", "-a=7", "p00"];
    let plain = twin::plain(cmd(), &argv);
    assert_eq!(strings(plain.get_many::<String>("level")), ["-a=7", "p00"]);
    assert_eq!(plain.get_one::<String>("p1"), None);
    for m in twin::both_ways(cmd, spec, &argv) {
        assert!(m.get_flag("lev"));
        assert_eq!(strings(m.get_many::<String>("level")), ["-a=7", "p00"]);
        assert_eq!(m.get_one::<String>("p1"), None);
    }
}

/// The same with an optional value: `-ba --mode`, `-a` a preset option of
/// an optional value ending the cluster, takes `--mode` in clap (the
/// positional accepts hyphen values, and `--mode` names no argument);
/// argkind's insertion after the cluster left it bare (`dm`), and `--mode`
/// went to the positional. The walk now leaves a token it cannot tell
/// from a value there to the exact route.
#[test]
fn an_optional_value_that_looks_like_a_flag_after_a_cluster_gets_the_insertion_after_it() {
    let optional = || {
        Command::new("root")
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .short('a')
                    .num_args(0..=1)
                    .default_missing_value("dm"),
            )
            .arg(Arg::new("fat").short('b').long("fat").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").allow_hyphen_values(true))
    };
    let preset = || CommandSpec::new().arg("fast", ArgSpec::new().preset("fat", "true"));
    let argv = ["root", "-ba", "--mode"];
    let plain = twin::plain(optional(), &argv);
    assert_eq!(plain.get_one::<String>("fast").map(String::as_str), Some("--mode"));
    for m in twin::both_ways(optional, preset, &argv) {
        assert!(m.get_flag("fat"));
        assert_eq!(m.get_one::<String>("fast").map(String::as_str), Some("--mode"));
        assert_eq!(m.get_one::<String>("p1"), None);
    }
}

/// A deprecated flag typed after the value terminator that ends the values
/// of an option that accepts hyphen values, and taken out of clap's
/// matches by an argument given after it that overrides it: `--fat x ;
/// --file --fat=v`, `--file` deprecated and overridden by `--fat`. clap
/// reads `--file` as the flag (the `;` ended `--fat`'s values), and the
/// flag is warned of though an override took it out (README, "How argkind
/// reads the command line": "an argument given after a deprecated or
/// preset flag that overrides it takes the flag out of clap's matches, and
/// the flag still acts, and is warned of"). argkind warned of nothing: the
/// guess's walk took `--file` for one more value of `--fat`, the `;`
/// counted as a value; without the `;` (where `--fat` does take it) that
/// is right, and so it is with `--fat=x ;`.
#[test]
fn a_deprecated_flag_after_the_terminator_of_an_option_that_accepts_hyphen_values_is_warned_of() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .num_args(1..)
                    .allow_hyphen_values(true)
                    .value_terminator(";"),
            )
            .arg(
                Arg::new("file")
                    .long("file")
                    .action(ArgAction::SetTrue)
                    .overrides_with("fat"),
            )
    };
    let spec = || CommandSpec::new().arg("file", ArgSpec::new().deprecated());
    let argv = ["root", "--fat", "x", ";", "--file", "--fat=v"];
    for m in twin::both_ways(cmd, spec, &argv) {
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(warned, ["file"]);
    }
    // A preset flag there is not applied, silently: `--level x ; --fat
    // --filter`, `--fat` presetting `--level=pv` and overridden by
    // `--filter`, leaves `level` `[x]` where plain clap, given `--level=pv`
    // right after `--fat`, reads `[pv]`.
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("level")
                    .long("level")
                    .num_args(1..)
                    .allow_hyphen_values(true)
                    .value_terminator(";"),
            )
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
            .arg(
                Arg::new("filter")
                    .long("filter")
                    .action(ArgAction::SetTrue)
                    .overrides_with("fat"),
            )
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().preset("level", "pv"));
    let argv = ["root", "--level", "x", ";", "--fat", "--filter"];
    let plain = twin::plain(cmd(), &["root", "--level", "x", ";", "--fat", "--level=pv", "--filter"]);
    assert_eq!(strings(plain.get_many::<String>("level")), ["pv"]);
    for m in twin::both_ways(cmd, spec, &argv) {
        assert_eq!(strings(m.get_many::<String>("level")), ["pv"]);
    }
}

/// A preset option of any number of values whose value parser rejects a
/// word clap takes for one more value though it names a subcommand
/// (`--fast true run`: clap takes `run` for a value of `--fast`, as no
/// `subcommand_precedence_over_arg` says otherwise, and rejects it). The
/// exact route, reading past the error, placed the preset's marker after
/// `true`, where it ended the values and made `run` the subcommand: argkind
/// accepted the command line plain clap rejects. A candidate whose marker
/// changes the subcommands clap chooses is not taken.
#[test]
fn a_preset_option_whose_rejected_value_names_a_subcommand_is_rejected_as_in_plain_clap() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .num_args(1..)
                    .value_parser(argkind::str2bool()),
            )
            .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().preset("file", "true"));
    let argv = ["root", "--fast", "true", "run"];
    let plain = twin::plain_rejected(cmd(), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidValue);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
}

/// Command lines clap rejects at a token after a preset option's first
/// value (a value its value parser rejects, `--fast true run`; a value
/// given to a flag, `--fast "" --help=v`): the insertion after the value
/// cut the option's values short, and clap's error was about their number,
/// which the command line as typed never reaches. argkind reports the
/// error of the command line as typed, as plain clap does.
#[test]
fn a_command_line_rejected_after_a_preset_option_s_first_value_reports_plain_clap_s_error() {
    let cmd = |str2bool: bool| {
        let fast = Arg::new("fast").long("fast").num_args(2);
        let fast = match str2bool {
            true => fast.value_parser(argkind::str2bool()),
            false => fast,
        };
        Command::new("root")
            .arg(fast)
            .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().preset("file", "true"));
    for (str2bool, argv) in [
        (true, ["root", "--fast", "true", "run"]),
        (false, ["root", "--fast", "", "--help=v"]),
    ] {
        let plain = twin::plain_rejected(cmd(str2bool), &argv);
        twin::assert_both_ways_rejected_as(|| cmd(str2bool), spec, &argv, plain.kind());
    }
}

/// A preset option of two values given one, then a flag given a value it
/// does not take: `--mode v --model=v`. clap rejects the command line as
/// typed with `TooManyValues` (`--model` takes none), and that is the
/// error (README, "How argkind reads the command line": where clap rejects
/// the command line, the error is clap's own for it as typed). argkind
/// gave `WrongNumberOfValues`: its insertion after `v` ended `--mode`'s
/// values there.
#[test]
fn an_occurrence_of_too_few_values_gets_clap_s_own_error() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("model").long("model").action(ArgAction::SetTrue))
            .arg(Arg::new("mode").long("mode").num_args(2))
    };
    let spec = || CommandSpec::new().arg("mode", ArgSpec::new().preset("model", "true"));
    let argv = ["root", "--mode", "v", "--model=v"];
    assert_eq!(twin::plain_rejected(cmd(), &argv).kind(), ErrorKind::TooManyValues);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, ErrorKind::TooManyValues);
}

/// A preset option of an optional value that accepts hyphen values, given
/// bare as the last letter of a short cluster at the end of the command
/// line: `-ac`. It would take anything after it as its value, so the
/// insertion goes right before it (README, "How argkind reads the command
/// line": "a preset flag given bare at the end of the line as its targets,
/// then the flag"), splitting the cluster as for a letter that other
/// letters follow: `-a --filter -c`. argkind tried that only for a
/// cluster's first letter, and the preset was lost: the required
/// `--filter` it sets was missing (`MissingRequiredArgument`). The exact
/// route now tries the insertion right before a later letter too.
#[test]
fn a_bare_swallowing_preset_letter_after_another_gets_its_insertion_before_it() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").short('a').long("fast").action(ArgAction::SetTrue))
            .arg(
                Arg::new("file")
                    .long("file")
                    .short('c')
                    .num_args(0..=1)
                    .allow_hyphen_values(true)
                    .default_missing_value("dm"),
            )
            .arg(
                Arg::new("filter")
                    .long("filter")
                    .action(ArgAction::SetTrue)
                    .required(true),
            )
    };
    let spec = || CommandSpec::new().arg("file", ArgSpec::new().preset("filter", "true"));
    let plain = twin::plain(cmd(), &["root", "-a", "--filter", "-c"]);
    assert_eq!(plain.get_one::<String>("file").map(String::as_str), Some("dm"));
    for m in twin::both_ways(cmd, spec, &["root", "-ac"]) {
        assert!(m.get_flag("fast") && m.get_flag("filter"));
        assert_eq!(m.get_one::<String>("file").map(String::as_str), Some("dm"));
    }
}

/// A deprecated option of any number of values whose value parser rejects
/// the positional value clap takes for one more of its values (`run --file
/// yes p00`: `--file` takes `p00` and rejects it). The exact route placed
/// the redirect's marker after `yes`, which made `p00` the positional:
/// argkind accepted the command line plain clap rejects. A candidate whose
/// marker changes the positional values clap reads is not taken.
#[test]
fn a_deprecated_option_whose_rejected_value_is_a_positional_s_is_rejected_as_in_plain_clap() {
    let cmd = || {
        Command::new("root").subcommand(
            Command::new("run")
                .arg(
                    Arg::new("fat")
                        .long("fat")
                        .action(ArgAction::Append)
                        .value_parser(argkind::str2bool()),
                )
                .arg(
                    Arg::new("file")
                        .long("file")
                        .num_args(1..)
                        .value_parser(argkind::str2bool()),
                )
                .arg(Arg::new("p1")),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().arg("file", ArgSpec::new().deprecated_for("fat")),
        )
    };
    let argv = ["root", "run", "--file", "yes", "p00"];
    let plain = twin::plain_rejected(cmd(), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidValue);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
}

/// A list redirect of an optional value with a value terminator, given
/// bare and ended by `;`, then given again (`--fast ; --fast`): the
/// redirect applies at each occurrence, the earlier one's after the `;`,
/// as plain clap reads `--fast ; --fat=dm --fast --fat=dm`. The earlier
/// occurrence's insertion went before the `;`, which then ended nothing
/// and was rejected as a positional. The same by a short alias (`-a ;
/// -a`): argkind told a bare occurrence by the flag's short name only, and
/// rejected it as an unknown argument.
#[test]
fn a_bare_list_redirect_ended_by_its_terminator_is_applied_after_it_at_each_occurrence() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .short_alias('a')
                    .action(ArgAction::Append)
                    .num_args(0..=1)
                    .value_terminator(";")
                    .default_missing_value("dm"),
            )
            .arg(Arg::new("fat").long("fat").action(ArgAction::Append))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().deprecated_for("fat"));
    for flag in ["--fast", "-a"] {
        let argv = ["root", flag, ";", flag];
        let spelled_out = ["root", flag, ";", "--fat=dm", flag, "--fat=dm"];
        let plain = twin::plain(cmd(), &spelled_out);
        for m in twin::both_ways(cmd, spec, &argv) {
            twin::assert_same_values(&m, &plain, &["fat", "fast"], argv);
        }
    }
}

/// An option of several values, in a command whose positional accepts
/// hyphen values: clap takes a token that looks like a flag but names no
/// argument for one more value of the option (`--fast run --file`:
/// `--fast` is `[run, --file]`). argkind's insertion went where the walk
/// saw the flag, which ended the option's values there: `--fast` was
/// `[run]` and the positional `--file`, silently. The same for a preset
/// option, and for an unknown short (`-w=w`).
#[test]
fn a_value_that_looks_like_an_unknown_flag_taken_because_a_positional_accepts_hyphen_values_stays_a_value() {
    let redirected = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").num_args(1..))
            .arg(Arg::new("fat").long("fat").action(ArgAction::Append))
            .arg(Arg::new("p1").allow_hyphen_values(true))
    };
    let argv = ["root", "--fast", "run", "--file"];
    let spelled_out = ["root", "--fast", "run", "--file", "--fat=run", "--fat=--file"];
    let plain = twin::plain(redirected(), &spelled_out);
    assert_eq!(strings(plain.get_many::<String>("fast")), ["run", "--file"]);
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().deprecated_for("fat"));
    for m in twin::both_ways(redirected, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["fast", "fat"], argv);
        assert_eq!(m.get_one::<String>("p1"), None);
    }

    let preset = || {
        Command::new("root")
            .arg(Arg::new("filter").long("filter").num_args(1..))
            .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").num_args(1..).allow_hyphen_values(true))
    };
    let spec = || CommandSpec::new().arg("filter", ArgSpec::new().preset("level", "true"));
    let argv = ["root", "--filter", "build", "-w=w"];
    let plain = twin::plain(preset(), &["root", "--filter", "build", "-w=w", "--level"]);
    assert_eq!(strings(plain.get_many::<String>("filter")), ["build", "-w=w"]);
    let rejected = ["root", "--filter", "build", "-w=w", "--level=v"];
    let plain_error = twin::plain_rejected(preset(), &["root", "--filter", "build", "-w=w", "--level", "--level=v"]);
    for m in twin::both_ways(preset, spec, &argv) {
        assert!(m.get_flag("level"));
        twin::assert_same_values(&m, &plain, &["filter"], argv);
        assert_eq!(strings(m.get_many::<String>("p1")), Vec::<&str>::new());
    }
    twin::assert_both_ways_rejected_as(preset, spec, &rejected, plain_error.kind());
    // A cluster of a known letter and an unknown one is a value too (clap
    // asks of each letter); one of known letters is a flag.
    let with_b = || preset().arg(Arg::new("b").short('b').action(ArgAction::SetTrue));
    for (cluster, flag) in [("-bz", false), ("-b", true)] {
        let argv = ["root", "--filter", "build", cluster];
        // The twin's `--level` goes after the filter's values: before a
        // flag, after a value.
        let spelled_out = if flag {
            ["root", "--filter", "build", "--level", cluster]
        } else {
            ["root", "--filter", "build", cluster, "--level"]
        };
        let plain = twin::plain(with_b(), &spelled_out);
        for m in twin::both_ways(with_b, spec, &argv) {
            assert!(m.get_flag("level"));
            twin::assert_same_flags(&m, &plain, &["b"], cluster);
            twin::assert_same_values(&m, &plain, &["filter"], cluster);
        }
    }
}

/// A global preset option of several values (`--fat`, presetting the pair
/// flag `--fast` off) typed in a subcommand that sets
/// `allow_hyphen_values` (a command setting clap has no getter for, which
/// it gives each argument of the subcommand, a global's copy among them,
/// as it builds it): the option would take any token after its values, so
/// the insertion goes right before it (README, "How argkind reads the
/// command line"), as plain clap reads `run --no-fast --fat 7`. The exact
/// route looked at the global as the root declares it, without the
/// subcommand's setting, and tried the insertion only after `7`, where
/// `--fat` took it for a value: it inserted nothing, and `Facts::used`
/// lacked `fast`.
#[test]
fn a_global_preset_option_in_a_subcommand_that_allows_hyphen_values_gets_its_insertion_before_it() {
    let cmd = |twin: bool| {
        with_global_fast(Command::new("root"), twin)
            .arg(Arg::new("fat").long("fat").num_args(1..).global(true))
            .subcommand(Command::new("run").allow_hyphen_values(true))
    };
    let spec = || {
        CommandSpec::new()
            .arg("fast", ArgSpec::new().noable())
            .arg("fat", ArgSpec::new().preset("fast", "false"))
            .subcommand("run", CommandSpec::new())
    };
    let plain = twin::plain(cmd(true), &["root", "run", "--no-fast", "--fat", "7"]);
    let plain_run = plain.subcommand_matches("run").unwrap();
    // The pair is used where the twin read the flag or its negation.
    let mut typed: Vec<&str> = [("fast", "fast"), ("no_fast", "fast"), ("fat", "fat")]
        .into_iter()
        .filter(|(id, _)| plain_run.value_source(id) == Some(clap::parser::ValueSource::CommandLine))
        .map(|(_, used)| used)
        .collect();
    typed.sort_unstable();
    for m in twin::both_ways(|| cmd(false), spec, &["root", "run", "--fat", "7"]) {
        let run = m.subcommand_matches("run").unwrap();
        twin::assert_same_flags(run, plain_run, &["fast"], "run");
        twin::assert_same_values(run, plain_run, &["fat"], "run");
        let mut used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        used.sort_unstable();
        assert_eq!(used, typed);
    }
}

/// A deprecated option of two values given one (`-c help`), then its
/// replacement's letter given its value without the `=` it requires
/// (`-bh`): plain clap stops at `-bh` (`NoEquals`) before it counts `-c`'s
/// values, so it never reads `-c`. The exact route, whose reading despite
/// errors holds `-c` with its one value, inserted the redirect after
/// `help`, where clap then counted `-c`'s values first: argkind reported
/// `WrongNumberOfValues`. The error is that of the command line as typed,
/// as after a token clap knows nothing of.
#[test]
fn a_deprecated_option_short_of_values_before_a_flag_missing_its_equals_is_rejected_as_in_plain_clap() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .short('b')
                    .action(ArgAction::Append)
                    .require_equals(true),
            )
            .arg(Arg::new("file").long("file").short('c').num_args(2))
    };
    let spec = || CommandSpec::new().arg("file", ArgSpec::new().deprecated_for("fat"));
    let argv = ["root", "-c", "help", "-bh"];
    let plain = twin::plain_rejected(cmd(), &argv);
    assert_eq!(plain.kind(), ErrorKind::NoEquals);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
}

/// A preset option of an optional value given a negative number, where the
/// command allows negative numbers (`Command::allow_negative_numbers`,
/// which clap gives each option as it builds it): clap takes `-1` for the
/// value of `-b` (`-b -1`). The guess's walk read `-1` as a flag and put
/// the insertion before it, which left `-b` bare (`dm`) and gave `-1` to
/// the positional. The same where the option's own setting allows them
/// and a positional takes them too.
#[test]
fn a_negative_number_after_an_option_of_a_command_that_allows_them_is_its_value() {
    let by_command = || {
        Command::new("root")
            .allow_negative_numbers(true)
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .short('b')
                    .num_args(0..=1)
                    .default_missing_value("dm"),
            )
            .arg(Arg::new("p1"))
    };
    let by_argument = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .short('b')
                    .num_args(0..=1)
                    .default_missing_value("dm")
                    .allow_negative_numbers(true),
            )
            .arg(Arg::new("p1").allow_negative_numbers(true))
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().preset("fast", "true"));
    for cmd in [by_command, by_argument] {
        let plain = twin::plain(cmd(), &["root", "-b", "-1", "--fast"]);
        assert_eq!(plain.get_one::<String>("fat").map(String::as_str), Some("-1"));
        let argv = ["root", "-b", "-1"];
        for m in twin::both_ways(cmd, spec, &argv) {
            assert!(m.get_flag("fast"));
            twin::assert_same_values(&m, &plain, &["fat", "p1"], argv);
        }
    }
}

/// A preset option of one or more strict booleans in a subcommand that has
/// a subcommand of its own, given a boolean and then a word that is no
/// boolean (`run --filter true v`): plain clap takes `v` for one more value
/// of `--filter` and rejects it (`InvalidValue`). The insertion after
/// `true` ended `--filter`'s values there, and clap took `v` for a
/// subcommand's name: argkind reported `InvalidSubcommand`.
#[test]
fn a_word_a_strict_boolean_option_rejects_after_its_value_is_rejected_as_in_plain_clap() {
    let cmd = |twin: bool| {
        let run = Command::new("run")
            .arg(
                Arg::new("filter")
                    .long("filter")
                    .num_args(1..)
                    .value_parser(argkind::str2bool()),
            )
            .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
            .subcommand(Command::new("stat"));
        let root = Command::new("root");
        match twin {
            true => root.subcommand(run.args_override_self(true)),
            false => root.subcommand(run),
        }
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new()
                .arg("filter", ArgSpec::new().preset("level", "true"))
                .subcommand("stat", CommandSpec::new()),
        )
    };
    let argv = ["root", "run", "--filter", "true", "v"];
    let plain = twin::plain_rejected(cmd(true), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidValue);
    twin::assert_both_ways_rejected_as(|| cmd(false), spec, &argv, plain.kind());
}

/// A preset option of one or more values, given a value and then one that
/// is not UTF-8 (`-a ; \xFF`), in a command whose only positional is taken
/// after `--` alone: plain clap takes `\xFF` for one more value of `-a` and
/// rejects it (`InvalidUtf8`). The insertion after `;` ended `-a`'s values
/// there, and clap took `\xFF` for a positional given without `--`: argkind
/// reported `UnknownArgument`.
#[test]
fn a_value_not_utf8_after_a_preset_option_value_is_rejected_as_in_plain_clap() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").short('a').num_args(1..))
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").last(true))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().preset("fat", "true"));
    let argv = vec![
        OsString::from("root"),
        OsString::from("-a"),
        OsString::from(";"),
        OsString::from_vec(b"\xFF".to_vec()),
    ];
    let plain = twin::plain_rejected(cmd(), &argv);
    assert_eq!(plain.kind(), ErrorKind::InvalidUtf8);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
}

/// A global deprecated option typed in a subcommand, then its global
/// replacement there, a list whose values are checked (`root run --old 1
/// --new 5`), before a subcommand with an argument of its own of the
/// replacement's id given twice (`deep --own-new 8 --own-new 9`). The
/// replacement is given after the flag, so nothing is redirected (README,
/// `deprecated(replacement = ..)`: "unless it is given later"), and plain
/// clap, given `--old` as a flag of its own, accepts the command line
/// (`new` holds what `deep` read: clap copies the value of the deepest
/// command that set the id into every command of the path). `run`'s
/// sentinel says its own reading set `new`, and the exact route used the
/// index its matches hold; with the exact route taking `new`'s value there
/// for a copy whenever the flag was read below the replacement's command
/// (a mutation of the `given_later` test), it redirected `1`, which
/// `new` rejects.
#[test]
fn a_replacement_given_later_in_a_subcommand_above_one_with_an_argument_of_its_id_stops_the_redirect() {
    let cmd = || shadowed_in_deep(false);
    let spec = || CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
    let argv = [
        "root",
        "run",
        "--old",
        "1",
        "--new",
        "5",
        "deep",
        "--own-new",
        "8",
        "--own-new",
        "9",
    ];
    let plain = twin::plain(cmd(), &argv);
    let plain_run = plain.subcommand_matches("run").unwrap();
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["new"], ("root", argv));
        let run = m.subcommand_matches("run").unwrap();
        twin::assert_same_values(run, plain_run, &["new"], ("run", argv));
        assert_eq!(m.facts().deprecations().len(), 1);
    }
}

/// The same with one value given in `deep` (`deep --own-new 9`): nothing
/// is redirected, and plain clap accepts the command line. `run`'s matches
/// hold `deep`'s value with `deep`'s index, which restarts in each
/// command: 2, as the flag's in `run`. Where no probe places the
/// replacement and a command below the flag's has an argument of its own
/// with its id, the exact route reads the command line up to the word that
/// chose that command (`root run --old 1 --new 5`), which holds no copy of
/// it, and takes "given later" from there. With the index compared (the
/// two values of the test before differ by luck), `new` did not look given
/// later, and the redirect gave it `1`, which it rejects.
#[test]
fn a_replacement_given_later_above_one_value_of_a_deeper_argument_of_its_id_stops_the_redirect() {
    let spec = || CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new"));
    for (mid, argv) in [
        (
            false,
            &["root", "run", "--old", "1", "--new", "5", "deep", "--own-new", "9"][..],
        ),
        // With a command between (`run mid deep`), the replacement typed in
        // either.
        (
            true,
            &[
                "root",
                "run",
                "--old",
                "1",
                "mid",
                "--new",
                "5",
                "deep",
                "--own-new",
                "9",
            ],
        ),
        (
            true,
            &[
                "root",
                "run",
                "--old",
                "1",
                "--new",
                "5",
                "mid",
                "deep",
                "--own-new",
                "9",
            ],
        ),
    ] {
        let cmd = || shadowed_in_deep(mid);
        let plain = twin::plain(cmd(), argv);
        for m in twin::both_ways(cmd, spec, argv) {
            twin::assert_same_values(&m, &plain, &["new"], argv);
        }
    }
}

/// `root` with the global `--old` and the global list `--new` (of the
/// values 5, 8 and 9), its subcommand `run`, and below it (under `mid`,
/// where `mid`) `deep`, which has an argument of its own with the id `new`
/// (`--own-new`).
fn shadowed_in_deep(mid: bool) -> Command {
    let deep = Command::new("deep").arg(Arg::new("new").long("own-new").action(ArgAction::Append));
    let below_run = if mid {
        Command::new("mid").subcommand(deep)
    } else {
        deep
    };
    Command::new("root")
        .arg(Arg::new("old").long("old").global(true))
        .arg(
            Arg::new("new")
                .long("new")
                .action(ArgAction::Append)
                .value_parser(["5", "8", "9"])
                .global(true),
        )
        .subcommand(Command::new("run").subcommand(below_run))
}

/// A subcommand's deprecated option of two values (`run --file v w`),
/// redirected to a global option of the root that takes any number, where
/// the root sets `allow_hyphen_values`: clap gives that setting to the
/// root's own arguments after it copies its globals into the subcommands,
/// so `run`'s copy of `--fat` reads no hyphen value, and argkind's marker
/// must end the values the redirect gives it. argkind asked the root's
/// `--fat`, which has the setting once built, inserted no marker, and
/// `run`'s `--fat` took the positional `p00` too.
#[test]
fn a_redirect_to_a_global_ends_its_values_as_the_subcommand_s_copy_reads_them() {
    let cmd = || {
        Command::new("root")
            .allow_hyphen_values(true)
            .arg(Arg::new("fat").long("fat").num_args(1..).global(true))
            .subcommand(
                Command::new("run")
                    .arg(Arg::new("file").long("file").num_args(2))
                    .arg(Arg::new("p1")),
            )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().arg("file", ArgSpec::new().deprecated_for("fat")),
        )
    };
    let argv = ["root", "run", "--file", "v", "w", "p00"];
    let plain = twin::plain(cmd(), &argv);
    let plain_run = plain.subcommand_matches("run").unwrap();
    for (way, build) in twin::WAYS {
        let mut cli = build(cmd(), spec());
        // Twice: the second reading is by the command clap built at the
        // first.
        for _ in 0..2 {
            let m = cli.try_get_matches_from(argv).unwrap_or_else(|e| panic!("{way}: {e}"));
            let run = m.subcommand_matches("run").unwrap();
            assert_eq!(twin::values(run, "fat"), twin::values(plain_run, "file"), "{way}");
            twin::assert_same_values(run, plain_run, &["p1"], way);
        }
    }
}

/// A preset option of two values, typed before a word that names no
/// subcommand where the root's arguments conflict with its subcommands
/// (`-x true dm v`, `dm` a value the option's parser rejects): plain clap
/// stops at `v`, which it takes for a subcommand the option conflicts
/// with, before it parses the option's values (`ArgumentConflict`). The
/// reading despite errors leaves the rejected value out, so the insertion
/// of the preset's target went before it, and cut the option's values
/// short: argkind said `WrongNumberOfValues`, an error the command line as
/// typed never reaches. Found by the million-case differential, seed 5252.
#[test]
fn a_subcommand_conflict_of_the_typed_line_is_its_error_where_the_insertion_cuts_values_short() {
    let cmd = || {
        Command::new("root")
            .args_conflicts_with_subcommands(true)
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .short('x')
                    .num_args(2)
                    .value_parser(argkind::str2bool())
                    .global(true),
            )
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue).global(true))
            .subcommand(Command::new("run"))
    };
    let spec = || {
        CommandSpec::new()
            .arg("fast", ArgSpec::new().preset("fat", "true"))
            .subcommand("run", CommandSpec::new())
    };
    for argv in [
        &["root", "-x", "true", "dm", "v"][..],
        &["root", "--fast", "true", "dm", "v"],
    ] {
        let plain = twin::plain_rejected(cmd(), argv);
        assert_eq!(plain.kind(), ErrorKind::ArgumentConflict);
        twin::assert_both_ways_rejected_as(cmd, spec, argv, plain.kind());
    }
    // With values it accepts, the preset's target is set before `v`, and
    // the conflict names the flag that set it once, as plain clap names
    // the flag: the target, named by the flag as typed (`-x`), stood
    // beside the flag (`--fast <fast> <fast>`).
    let argv = ["root", "-x", "true", "no", "v"];
    let plain = twin::plain_rejected(cmd(), &argv).to_string();
    for err in twin::both_ways_rejected(cmd, spec, &argv) {
        let err = err.to_string();
        assert_eq!(err.lines().next(), plain.lines().next(), "{err}");
    }
}

/// A preset list option whose parser rejects a word that names a
/// subcommand, where the root's arguments conflict with its subcommands
/// (`root --fat false run`): plain clap takes `run` for one more value of
/// `--fat` and rejects it (`InvalidValue`). The reading despite errors
/// leaves `run` out, so the preset's target went after `false`, where it
/// ended the values and made `run` a word of its own, which clap took for
/// a subcommand the option conflicts with: argkind said
/// `ArgumentConflict`. Found by the million-case differential, seed 6666.
#[test]
fn a_rejected_value_naming_a_conflicting_subcommand_is_the_typed_line_s_error() {
    std::env::set_var("ARGKIND_ONE_READER_FAST_YES", "yes");
    let cmd = || {
        Command::new("root")
            .args_conflicts_with_subcommands(true)
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_ONE_READER_FAST_YES"),
            )
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .num_args(1..)
                    .value_parser(argkind::str2bool()),
            )
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().preset("fast", "true"));
    for argv in [
        &["root", "--fat", "false", "run"][..],
        &["root", "--fat", "false", "run", "v"],
    ] {
        let plain = twin::plain_rejected(cmd(), argv);
        assert_eq!(plain.kind(), ErrorKind::InvalidValue);
        twin::assert_both_ways_rejected_as(cmd, spec, argv, plain.kind());
    }
}

/// An option of `run` whose value its parser rejects, typed before the
/// subcommand `step`, where a preset of `step` sets a flag that conflicts
/// with another given there (`run --file x step --lev v w --mode`): clap
/// reads the values `run`'s option takes before `step` after `step`, its
/// checks included, so the command line with the preset's target inserted
/// fails first with the conflict, where plain clap stops at `x`
/// (`InvalidValue`). argkind said `ArgumentConflict`. Found by the
/// million-case differential, seed 5555 (`--mode` set by its variable).
#[test]
fn a_value_rejected_before_a_subcommand_is_the_error_where_a_preset_there_conflicts() {
    let cmd = || {
        Command::new("root").subcommand(
            Command::new("run")
                .infer_long_args(true)
                .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
                .arg(
                    Arg::new("file")
                        .long("file")
                        .alias("quick")
                        .value_parser(argkind::str2bool())
                        .allow_hyphen_values(true),
                )
                .subcommand(
                    Command::new("step")
                        .arg(
                            Arg::new("filter")
                                .long("filter")
                                .action(ArgAction::SetTrue)
                                .conflicts_with("mode"),
                        )
                        .arg(Arg::new("lev").long("lev").num_args(2))
                        .arg(Arg::new("mode").long("mode").action(ArgAction::SetTrue)),
                ),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new()
                .arg("file", ArgSpec::new().preset("fat", "true"))
                .subcommand(
                    "step",
                    CommandSpec::new().arg("lev", ArgSpec::new().preset("filter", "true")),
                ),
        )
    };
    for argv in [
        &["root", "run", "--file", "x", "step", "--lev", "v", "w", "--mode"][..],
        &["root", "run", "--file", "--file", "step", "--lev", "v", "w", "--mode"],
        // By an alias, which clap's error does not name.
        &["root", "run", "--quick", "x", "step", "--lev", "v", "w", "--mode"],
        // By a prefix, which `infer_long_args` takes.
        &["root", "run", "--fi", "x", "step", "--lev", "v", "w", "--mode"],
    ] {
        let plain = twin::plain_rejected(cmd(), argv);
        assert_eq!(plain.kind(), ErrorKind::InvalidValue);
        twin::assert_both_ways_rejected_as(cmd, spec, argv, plain.kind());
    }
    // With a value it accepts, the preset's conflict is the error.
    let argv = ["root", "run", "--file", "true", "step", "--lev", "v", "w", "--mode"];
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, ErrorKind::ArgumentConflict);
    // Where `--file` is a plain option, nothing is inserted after its
    // value: clap reads it after `step`, whose conflict comes first, as in
    // the twin with the preset's target typed (`--lev v w --filter`).
    let plain_file = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().subcommand(
                "step",
                CommandSpec::new().arg("lev", ArgSpec::new().preset("filter", "true")),
            ),
        )
    };
    let argv = ["root", "run", "--file", "x", "step", "--lev", "v", "w", "--mode"];
    let twin_argv = [
        "root", "run", "--file", "x", "step", "--lev", "v", "w", "--filter", "--mode",
    ];
    let plain = twin::plain_rejected(cmd(), &twin_argv);
    assert_eq!(plain.kind(), ErrorKind::ArgumentConflict);
    twin::assert_both_ways_rejected_as(cmd, plain_file, &argv, plain.kind());
}

/// A preset of the root that sets a flag whose environment variable holds
/// a value clap rejects (`--fat` presets `fast`, `fast` reads `yes` from
/// its variable), where a subcommand has a deprecated flag spelled
/// `--fast` too: the preset's target given on the command line leaves the
/// variable unread, and its conflict with the positional is the error, as
/// in the twin with `--fast` typed. The rule that lets the typed line's
/// error stand over a check error of the line with the insertions, where
/// clap rejects a value of a flag that inserts, took the variable's value
/// for one `--fast` typed. Found by the million-case differential, seed
/// 5555.
#[test]
fn a_variable_s_rejected_value_is_no_error_where_a_preset_gives_its_flag() {
    const VARIABLE: &str = "ARGKIND_ONE_READER_PRESET_OVER_VARIABLE";
    std::env::set_var(VARIABLE, "yes");
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).env(VARIABLE))
            .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").conflicts_with("fast"))
            .subcommand(
                Command::new("run")
                    .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
                    .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue)),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("fat", ArgSpec::new().preset("fast", "true"))
            .subcommand(
                "run",
                CommandSpec::new().arg("fast", ArgSpec::new().noable().deprecated_for("filter")),
            )
    };
    let plain = twin::plain_rejected(cmd(), &["root", "--fat", "--fast", "p00"]);
    assert_eq!(plain.kind(), ErrorKind::ArgumentConflict);
    twin::assert_both_ways_rejected_as(cmd, spec, &["root", "--fat", "p00"], plain.kind());
    // As typed, without the preset's flag, clap rejects the variable.
    let typed = twin::plain_rejected(cmd(), &["root", "--fat", "p00"]);
    assert_eq!(typed.kind(), ErrorKind::InvalidValue);
}

/// The root's `--filter` reads a value clap rejects from its variable,
/// and `run` has a preset flag spelled `--filter` too, typed there before
/// a flag its target conflicts with (`root run --level --filter`): clap
/// checks `run` (the conflict) before the root reads the variable, as in
/// the twin with the target typed. The rule that lets the typed line's
/// error stand where clap rejects a value of a flag that inserts took the
/// root's variable for `run`'s flag; it now asks only commands that chose
/// a subcommand, whose values clap reads after it. Found by the
/// million-case differential, seed 5656.
/// A root whose `--filter` reads `variable`, which holds `yes`, a value
/// it rejects, with the subcommand `run`.
fn filtering_by_variable(variable: &'static str, run: Command) -> Command {
    std::env::set_var(variable, "yes");
    Command::new("root")
        .arg(
            Arg::new("filter")
                .long("filter")
                .action(ArgAction::SetTrue)
                .env(variable),
        )
        .subcommand(run)
}

#[test]
fn a_rejected_variable_above_is_no_rejected_value_of_a_preset_flag_spelled_alike() {
    const VARIABLE: &str = "ARGKIND_ONE_READER_FILTER_ABOVE";
    let cmd = || {
        filtering_by_variable(
            VARIABLE,
            Command::new("run")
                .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
                .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
                .arg(
                    Arg::new("lev")
                        .long("lev")
                        .action(ArgAction::Append)
                        .conflicts_with("level"),
                ),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().arg("filter", ArgSpec::new().preset("lev", "pv")),
        )
    };
    let plain = twin::plain_rejected(cmd(), &["root", "run", "--level", "--filter", "--lev=pv"]);
    assert_eq!(plain.kind(), ErrorKind::ArgumentConflict);
    twin::assert_both_ways_rejected_as(cmd, spec, &["root", "run", "--level", "--filter"], plain.kind());
}

/// The same variable, where `run` chose a subcommand (`step`) and its
/// preset `--filter` takes a value it accepts (`--filter=v`): clap reads
/// `run`'s values after `step`, and rejects the root's variable after
/// `run`'s checks, so the conflict the preset's target brings comes first,
/// as in the twin. The rule that lets the typed line's error stand took
/// the variable's rejected value for one of `run`'s `--filter`. Found by
/// the million-case differential, seed 6060.
#[test]
fn a_rejected_variable_above_is_no_rejected_value_of_a_preset_option_spelled_alike_before_a_subcommand() {
    const VARIABLE: &str = "ARGKIND_ONE_READER_FILTER_ABOVE_STEP";
    let cmd = || {
        filtering_by_variable(
            VARIABLE,
            Command::new("run")
                .arg(Arg::new("filter").long("filter"))
                .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
                .arg(Arg::new("p1").allow_hyphen_values(true).conflicts_with("level"))
                .subcommand(Command::new("step")),
        )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new()
                .arg("filter", ArgSpec::new().preset("level", "true"))
                .subcommand("step", CommandSpec::new()),
        )
    };
    let argv = ["root", "run", "-a=v", "--filter=v", "step"];
    let plain = twin::plain_rejected(cmd(), &["root", "run", "-a=v", "--filter=v", "--level", "step"]);
    assert_eq!(plain.kind(), ErrorKind::ArgumentConflict);
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());
    // As typed, without the preset's target, clap rejects the variable.
    assert_eq!(twin::plain_rejected(cmd(), &argv).kind(), ErrorKind::InvalidValue);
}

/// A short cluster whose last letter takes a non-UTF-8 value, after a
/// preset flag's letter (`-qI<0xff>`, where `-q` presets `--inc` to `p`):
/// the insertion goes right after `-q`, and the later letters keep their
/// bytes, as on the line typed with the preset written out. It gave
/// `[<0xff>]`: no split of a non-UTF-8 cluster was tried, and the insertion
/// after the whole token came too late.
#[cfg(unix)]
#[test]
fn a_cluster_with_a_non_utf8_value_splits_after_a_preset_letter() {
    use std::os::unix::ffi::OsStringExt;
    let cmd = Command::new("t")
        .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").short('v').action(ArgAction::Count))
        .arg(
            Arg::new("inc")
                .short('I')
                .long("inc")
                .action(ArgAction::Append)
                .value_parser(clap::value_parser!(OsString)),
        );
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().preset("inc", "p"));
    let os = |bytes: &[u8]| OsString::from_vec(bytes.to_vec());
    for (typed, spelled) in [
        (&[&b"-qI\xff"[..]][..], &[&b"-q"[..], b"--inc=p", b"-I\xff"][..]),
        (&[b"-vqI\xffz"], &[b"-vq", b"--inc=p", b"-I\xffz"]),
        (&[b"-qvI\xff", b"-Ia"], &[b"-q", b"--inc=p", b"-vI\xff", b"-Ia"]),
        (&[b"-qI", b"\xff", b"-Ia"], &[b"-q", b"--inc=p", b"-I", b"\xff", b"-Ia"]),
    ] {
        let argv: Vec<OsString> = std::iter::once(os(b"t")).chain(typed.iter().map(|t| os(t))).collect();
        let twin: Vec<OsString> = std::iter::once(os(b"t")).chain(spelled.iter().map(|t| os(t))).collect();
        let plain = cmd.clone().try_get_matches_from(&twin).unwrap();
        let want: Vec<&OsString> = plain.get_many::<OsString>("inc").unwrap().collect();
        for mut cli in [
            ArgKindCommand::new(cmd.clone(), spec.clone()),
            ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
        ] {
            let m = cli.try_get_matches_from(&argv).unwrap();
            let got: Vec<&OsString> = m.get_many::<OsString>("inc").unwrap().collect();
            assert_eq!(got, want, "{argv:?}");
            assert_eq!(m.get_count("verbose"), plain.get_count("verbose"), "{argv:?}");
        }
    }
}

/// A preset or deprecated flag's letter that a letter clap does not know
/// follows in its cluster (`-q=1`, `-Lz`): clap reads the flag, then stops
/// at that letter. Under `ignore_errors` its reading stands, so the preset
/// or redirect applies, as on the twin's line with what the flag adds
/// typed right after its letter. The exact route tried no place in such a
/// cluster, and dropped what the flag adds (and what its earlier
/// occurrences added). Without `ignore_errors`, the error is clap's on the
/// line as typed.
#[test]
fn a_flag_before_a_letter_clap_stops_at_applies_under_ignore_errors() {
    let cli = |ignore: bool| {
        Command::new("pm")
            .ignore_errors(ignore)
            .args_override_self(true)
            .arg(Arg::new("level").long("level"))
            .arg(Arg::new("quick").long("quick").short('q').action(ArgAction::SetTrue))
            .arg(Arg::new("old").long("old"))
            .arg(Arg::new("loud").long("loud").short('L').action(ArgAction::SetTrue))
            .arg(Arg::new("v").short('v').long("verbose").action(ArgAction::Count))
    };
    let spec = CommandSpec::new()
        .arg("quick", ArgSpec::new().preset("level", "3"))
        .arg("old", ArgSpec::new().deprecated_for("level"))
        .arg("loud", ArgSpec::new().deprecated_for("v"));
    let lines: [(&[&str], &[&str]); 6] = [
        (&["pm", "-q=1"], &["pm", "-q", "--level=3", "-=1"]),
        (
            &["pm", "--quick", "-q=1"],
            &["pm", "--quick", "--level=3", "-q", "--level=3", "-=1"],
        ),
        (
            &["pm", "--old", "x", "-q=1"],
            &["pm", "--old", "x", "-q", "--level=3", "-=1"],
        ),
        (&["pm", "-L=1"], &["pm", "-L", "--verbose", "-=1"]),
        (&["pm", "-vqz"], &["pm", "-vq", "--level=3", "-z"]),
        (&["pm", "-Lz", "-v"], &["pm", "-L", "--verbose", "-z", "-v"]),
    ];
    for (typed, twin) in lines {
        let plain = cli(true).try_get_matches_from(twin).unwrap();
        for mut ours in [
            ArgKindCommand::new(cli(true), spec.clone()),
            ArgKindCommand::__new_whole(cli(true), spec.clone()),
        ] {
            let m = ours.try_get_matches_from(typed).unwrap();
            assert_eq!(
                m.get_one::<String>("level"),
                plain.get_one::<String>("level"),
                "{typed:?}"
            );
            assert_eq!(m.get_count("v"), plain.get_count("v"), "{typed:?}");
            assert_eq!(m.get_flag("quick"), plain.get_flag("quick"), "{typed:?}");
        }
        let plain = cli(false).try_get_matches_from(typed).unwrap_err();
        let ours = match ArgKindCommand::new(cli(false), spec.clone()).try_get_matches_from(typed) {
            Err(argkind::Error::Clap(err)) => err,
            other => panic!("{typed:?}: {other:?}"),
        };
        assert_eq!(ours.kind(), plain.kind(), "{typed:?}");
        let invalid = |e: &clap::Error| e.get(clap::error::ContextKind::InvalidArg).map(ToString::to_string);
        assert_eq!(invalid(&ours), invalid(&plain), "{typed:?}");
    }
}

/// A preset that turns a pair off, its flag typed again as a value of a
/// positional that takes hyphen values, and the pair's negation typed by
/// its own short right after the first: the negation's letter sets the
/// preset's target, so the check does not take it for the insertion
/// (differential, seed 13131: the insertion after the value was kept).
#[test]
fn a_negation_s_letter_after_a_preset_is_no_insertion_of_its_own() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
            .arg(Arg::new("p1").num_args(1..).allow_hyphen_values(true))
    };
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("level", "false"))
        .arg("level", ArgSpec::new().noable().negation(Negation::new().short('b')));
    for (argv, values) in [
        (&["root", "--fast", "-b", "-a=v", "--fast"][..], &["-a=v", "--fast"][..]),
        (&["root", "--fast", "-b", "x", "--fast"], &["x", "--fast"]),
        (&["root", "--fast", "-b", "-a", "--fast"], &["-a", "--fast"]),
        (&["root", "--fast", "--no-level", "x", "--fast"], &["x", "--fast"]),
    ] {
        let m = ArgKindCommand::new(cmd(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let got: Vec<&String> = m.get_many::<String>("p1").expect("p1").collect();
        assert_eq!(got, values, "{argv:?}");
        assert!(!m.get_flag("level"), "{argv:?}");
        assert!(m.get_flag("fast"), "{argv:?}");
    }
}

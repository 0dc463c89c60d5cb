//! Provenance (`CommandSpec::record_sources`, `Facts::sources`) and the
//! effective-values surface (`CommandSpec::print_options`,
//! `--print-options`, `--print-all-options`): where each flag's value came
//! from, checked against clap's own `ValueSource` and against the token the
//! command line holds there.

#[path = "support/provenance.rs"]
mod provenance;
mod support;

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::Mutex;

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error, Negation, Origin, Source};
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, Command};
use proptest::prelude::*;
use serde_json::json;
use support::{catalog_argvs, cli, twin};

/// Held by every test that reads or sets `NEURON_CC_FLAGS`: the test
/// threads share the environment.
static FLAGS_VARIABLE: Mutex<()> = Mutex::new(());

fn example(args: &[&str]) -> Result<argkind::Parsed<cli::Cli>, Error> {
    argkind::try_parse_from::<cli::Cli>(std::iter::once("neuronx_cc").chain(args.iter().copied()))
}

/// The surface's text for `args` (which ask for it).
fn surface(cmd: &mut ArgKindCommand, args: &[&str]) -> String {
    match cmd.try_get_matches_from(args) {
        Err(Error::Surface(text, _)) => text.to_string(),
        Err(err) => panic!("{args:?}: {err}"),
        Ok(_) => panic!("{args:?} printed no surface"),
    }
}

#[test]
fn the_flags_variable_and_a_preset_are_named_in_the_json_and_on_the_surface() {
    let _env = FLAGS_VARIABLE.lock().unwrap_or_else(|e| e.into_inner());
    std::env::set_var("NEURON_CC_FLAGS", "--lnc 1");
    let parsed = example(&["compile", "m.pb", "--enable-experimental-O1"]);
    let text = match example(&["compile", "m.pb", "--enable-experimental-O1", "--print-options"]) {
        Err(Error::Surface(text, _)) => text.to_string(),
        other => panic!("no surface: {:?}", other.map(|p| p.facts)),
    };
    std::env::remove_var("NEURON_CC_FLAGS");
    let report = cli::report(&parsed.unwrap());
    assert_eq!(
        report["sources"]["lnc"],
        json!({"from": "command-line", "spelling": "--lnc", "variable": "NEURON_CC_FLAGS", "word": 0,
               "overrode": [{"from": "default", "value": ["2"]}]})
    );
    assert_eq!(
        report["sources"]["optlevel"],
        json!({"from": "preset", "flag": "enable-experimental-O1", "position": 3,
               "overrode": [{"from": "default", "value": ["2"]}]})
    );
    assert_eq!(
        text,
        "compile         PUBLIC   --lnc: 1 (--lnc at NEURON_CC_FLAGS word 0; overrode default 2)\n\
         compile         PUBLIC   --optlevel: 1 (preset --enable-experimental-O1 at 3; overrode default 2)\n"
    );
}

#[test]
fn a_response_file_s_values_name_the_file_and_line() {
    let _env = FLAGS_VARIABLE.lock().unwrap_or_else(|e| e.into_inner());
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("sources");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("flags.rsp");
    std::fs::write(&path, "-O3\n--target trn2 \"--logfile=a b.txt\"\n").unwrap();
    let at = format!("@{}", path.display());
    let parsed = example(&["compile", "m.pb", &at]).unwrap();
    let in_file = |line| Origin::ResponseFile {
        path: PathBuf::from(&at[1..]),
        line,
    };
    let target = parsed.facts.source("target").unwrap();
    assert_eq!(target.values(), ["trn2"]);
    assert_eq!(
        target.source(),
        &Source::CommandLine {
            at: Some(in_file(2)),
            spelling: "--target".into()
        }
    );
    let logfile = parsed.facts.source("logfile").unwrap();
    assert_eq!(logfile.values(), ["a b.txt"]);
    assert_eq!(
        logfile.source(),
        &Source::CommandLine {
            at: Some(in_file(2)),
            spelling: "--logfile".into()
        }
    );
    assert_eq!(
        parsed.facts.source("optlevel").unwrap().source(),
        &Source::CommandLine {
            at: Some(in_file(1)),
            spelling: "-O3".into()
        }
    );
    let report = cli::report(&parsed);
    assert_eq!(report["sources"]["target"]["file"], json!(&at[1..]));
    assert_eq!(report["sources"]["target"]["line"], json!(2));
}

/// A builder command with a preset, a redirect, a pair, an extend flag, a
/// variable and a global, for the cases the example does not have.
fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .short('v')
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("level").long("level").global(true).default_value("1"))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("opt").long("opt").default_value("2").env("AK_SOURCES_OPT"))
        .arg(Arg::new("ext").long("ext"))
        .arg(Arg::new("quick").long("quick").short('q').action(ArgAction::SetTrue))
        .arg(Arg::new("opt-short").long("oshort").short('O'))
        .arg(Arg::new("old-opt").long("old-opt"))
        .arg(Arg::new("dump").long("dump"))
        .arg(Arg::new("secret").long("secret"))
        .arg(Arg::new("hush").long("hush").action(ArgAction::SetTrue))
        .arg(Arg::new("inc").long("inc").short('I').action(ArgAction::Append))
        .arg(Arg::new("loud").long("loud").short('L').action(ArgAction::Count))
        .arg(Arg::new("old-inc").long("old-inc").short('J').action(ArgAction::Append))
        .arg(Arg::new("input"))
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs")));
    let spec = CommandSpec::new()
        .record_sources()
        .print_options()
        .arg(
            "fast",
            ArgSpec::new().noable().negation(Negation::new().help("Go slow")),
        )
        .arg("ext", ArgSpec::new().extend())
        .arg(
            "quick",
            ArgSpec::new()
                .preset("opt", "3")
                .preset("ext", "q")
                .preset("opt-short", "1")
                .preset("level", "9")
                .preset("inc", "I"),
        )
        .arg("old-opt", ArgSpec::new().deprecated_for("opt"))
        .arg("old-inc", ArgSpec::new().deprecated_for("inc"))
        .arg("dump", ArgKind::Hidden)
        .arg("secret", ArgKind::Harg)
        .arg("hush", ArgSpec::new().kind(ArgKind::Harg).preset("dump", "h"));
    ArgKindCommand::new(cmd, spec)
}

fn sources_of(args: &[&str]) -> argkind::Facts {
    tool()
        .try_get_matches_from(args)
        .unwrap_or_else(|e| panic!("{args:?}: {e}"))
        .facts()
        .clone()
}

fn typed(at: usize, spelling: &str) -> Source {
    Source::CommandLine {
        at: Some(Origin::Argv(at)),
        spelling: spelling.into(),
    }
}

#[test]
fn the_last_source_wins_and_the_others_are_what_it_overrode() {
    let facts = sources_of(&["tool", "--opt", "5", "--quick", "--old-opt=7", "--opt=8"]);
    let opt = facts.source("opt").unwrap();
    assert_eq!(opt.values(), ["8"]);
    assert_eq!(opt.source(), &typed(5, "--opt"));
    let overrode: Vec<String> = opt.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(
        overrode,
        ["default 2", "preset --quick at 3 (3)", "deprecated --old-opt at 4 (7)"]
    );
    // A redirect after the typed flag wins.
    let facts = sources_of(&["tool", "--opt", "5", "--old-opt", "7"]);
    let opt = facts.source("opt").unwrap();
    assert_eq!(opt.values(), ["7"]);
    assert_eq!(
        opt.source(),
        &Source::Redirect {
            flag: "old-opt".into(),
            at: Some(Origin::Argv(3))
        }
    );
    assert_eq!(opt.overrode()[1].to_string(), "--opt 5 at 1");
}

/// A value that is not UTF-8, given in the token of its flag
/// (`--opt=<0xff>`, `-O<0xff>`), is named by that token, not by an earlier
/// one that spells the flag as text; a redirect too.
#[test]
fn a_value_that_is_not_utf8_in_its_flag_s_token_is_named_by_it() {
    use std::os::unix::ffi::OsStringExt;
    let os_value = |id: &'static str| Arg::new(id).value_parser(clap::value_parser!(OsString));
    let cmd = || {
        let cmd = Command::new("tool")
            .arg(os_value("opt").long("opt").short('O'))
            .arg(os_value("old-opt").long("old-opt"))
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue));
        let spec = CommandSpec::new()
            .record_sources()
            .arg("old-opt", ArgSpec::new().deprecated_for("opt"));
        ArgKindCommand::new(cmd, spec)
    };
    let bad = |prefix: &str| {
        let mut bytes = prefix.as_bytes().to_vec();
        bytes.push(0xff);
        OsString::from_vec(bytes)
    };
    let source = |argv: Vec<OsString>| {
        let m = cmd().try_get_matches_from(argv).expect("parses");
        m.facts().source("opt").expect("a source").source().clone()
    };
    let os = |s: &str| OsString::from(s);
    assert_eq!(
        source(vec![os("tool"), os("--opt"), os("a"), bad("--opt=")]),
        typed(3, "--opt")
    );
    assert_eq!(
        source(vec![os("tool"), os("-O"), os("a"), os("--fast"), bad("-O")]),
        typed(4, r#""-O\xFF""#)
    );
    assert_eq!(
        source(vec![os("tool"), os("--old-opt"), os("a"), bad("--old-opt=")]),
        Source::Redirect {
            flag: "old-opt".into(),
            at: Some(Origin::Argv(3))
        }
    );
}

/// A list split at a delimiter: a preset's value and a redirect's are
/// split as clap splits them, so each value has its own source and what a
/// preset replaced is listed as overridden, as for a list without one.
#[test]
fn a_delimited_list_s_values_have_their_own_sources() {
    let cmd = || {
        let cmd = Command::new("tool")
            .arg(
                Arg::new("feat")
                    .long("feat")
                    .value_delimiter(',')
                    .action(ArgAction::Append),
            )
            .arg(Arg::new("all").long("all-feats").action(ArgAction::SetTrue))
            .arg(Arg::new("old").long("old-feat").action(ArgAction::Append));
        let spec = CommandSpec::new()
            .record_sources()
            .arg("all", ArgSpec::new().preset("feat", "x,y"))
            .arg("old", ArgSpec::new().deprecated_for("feat"));
        ArgKindCommand::new(cmd, spec)
    };
    let feat = |argv: &[&str]| {
        let m = cmd().try_get_matches_from(argv).expect("parses");
        m.facts().source("feat").expect("a source").clone()
    };
    let preset = |at: usize| Source::Preset {
        flag: "all-feats".into(),
        at: Some(Origin::Argv(at)),
    };
    let redirect = |at: usize| Source::Redirect {
        flag: "old-feat".into(),
        at: Some(Origin::Argv(at)),
    };
    let f = feat(&["tool", "--all-feats", "--feat", "c"]);
    assert_eq!(f.values(), ["x", "y", "c"]);
    assert_eq!(f.value_sources(), [preset(1), preset(1), typed(2, "--feat")]);
    let f = feat(&["tool", "--feat", "a", "--all-feats", "--feat", "c"]);
    let overrode: Vec<String> = f.overrode().iter().map(ToString::to_string).collect();
    assert!(overrode.contains(&"--feat a at 1".to_owned()), "{overrode:?}");
    let f = feat(&["tool", "--old-feat", "a,b", "--feat", "c", "--old-feat", "d,e"]);
    assert_eq!(f.values(), ["c", "d", "e"]);
    assert_eq!(f.value_sources(), [typed(3, "--feat"), redirect(5), redirect(5)]);
}

/// What a flag overrode is in the order it was given, the flags
/// variable's words included: a preset in the variable before an option
/// typed there, which the command line set again (letters of one cluster
/// in clap's order).
#[test]
fn what_the_flags_variable_set_is_overridden_in_its_order() {
    const VARIABLE: &str = "AK_SOURCES_ORDER_FLAGS";
    let cmd = || {
        let cmd = Command::new("tool")
            .arg(Arg::new("opt").short('O').long("opt").default_value("2"))
            .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue));
        let spec = CommandSpec::new()
            .record_sources()
            .flags_env(VARIABLE)
            .arg("quick", ArgSpec::new().preset("opt", "1"));
        ArgKindCommand::new(cmd, spec)
    };
    let _env = FLAGS_VARIABLE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    for (words, argv, want) in [
        (
            "-q -O3",
            &["tool", "-O0"][..],
            [
                "default 2",
                "preset --quick at AK_SOURCES_ORDER_FLAGS word 0 (1)",
                "-O3 3 at AK_SOURCES_ORDER_FLAGS word 1",
            ],
        ),
        (
            "-qO3",
            &["tool", "-O", "0"],
            [
                "default 2",
                "preset --quick at AK_SOURCES_ORDER_FLAGS word 0 (1)",
                "-qO3 3 at AK_SOURCES_ORDER_FLAGS word 0",
            ],
        ),
    ] {
        std::env::set_var(VARIABLE, words);
        let m = cmd().try_get_matches_from(argv);
        std::env::remove_var(VARIABLE);
        let m = m.expect("parses");
        let opt = m.facts().source("opt").expect("a source").clone();
        let overrode: Vec<String> = opt.overrode().iter().map(ToString::to_string).collect();
        assert_eq!(overrode, want, "{words:?} {argv:?}");
    }
}

#[test]
fn letters_of_one_cluster_count_in_clap_s_order() {
    let facts = sources_of(&["tool", "-qO3"]);
    let opt = facts.source("opt-short").unwrap();
    assert_eq!(opt.values(), ["3"]);
    assert_eq!(opt.source(), &typed(1, "-qO3"));
    assert_eq!(opt.overrode()[0].to_string(), "preset --quick at 1 (1)");
    let facts = sources_of(&["tool", "-O=3", "-q"]);
    let opt = facts.source("opt-short").unwrap();
    assert_eq!(opt.values(), ["1"]);
    assert_eq!(opt.overrode()[0].to_string(), "-O 3 at 1");
}

#[test]
fn values_are_written_as_clap_reads_them() {
    let facts = sources_of(&["tool", "-LLL"]);
    assert_eq!(facts.source("loud").unwrap().values(), ["3"]);
    let _env = FLAGS_VARIABLE.lock().unwrap_or_else(|e| e.into_inner());
    let parsed = example(&["compile", "m.pb", "--enable-verifier=no"]).unwrap();
    let verifier = parsed.facts.source("enable_verifier").unwrap();
    assert_eq!(verifier.values(), ["false"]);
    assert_eq!(verifier.overrode()[0].to_string(), "default true");
}

#[test]
fn a_flag_without_a_value_is_listed_with_none() {
    let facts = sources_of(&["tool"]);
    let dump = facts.source("dump").unwrap();
    assert_eq!((dump.source(), dump.values()), (&Source::Default, &[][..]));
    assert_eq!(dump.line(), "dump            HIDDEN   --dump: None (not set)");
    // A value with a line break keeps the line whole.
    let facts = sources_of(&["tool", "--dump=a\nb"]);
    assert_eq!(
        facts.source("dump").unwrap().line(),
        "dump            HIDDEN   --dump: \"a\\nb\" (--dump at 1)"
    );
}

/// A value the line would read otherwise is quoted: an empty one, `None`,
/// and one with a blank or the line's own punctuation, so that `[a, "", c]`
/// and `[a,, c]` differ, and an overridden value ends where it ends.
#[test]
fn a_value_the_line_would_misread_is_quoted() {
    let cmd = || {
        Command::new("tool")
            .arg(
                Arg::new("tag")
                    .long("tag")
                    .action(ArgAction::Append)
                    .value_delimiter(';'),
            )
            .arg(Arg::new("name").long("name").short('n').default_value(""))
    };
    let line = |args: &[&str], id: &str| {
        let mut cmd = ArgKindCommand::new(cmd(), CommandSpec::new().record_sources());
        let m = cmd.try_get_matches_from(args).unwrap();
        m.facts().source(id).unwrap().line()
    };
    let empty = line(&["tool", "--tag", "a;;c"], "tag");
    let comma = line(&["tool", "--tag", "a,;c"], "tag");
    assert_eq!(empty, "tag             PUBLIC   --tag: a,\"\",c (--tag at 1)");
    assert_eq!(comma, "tag             PUBLIC   --tag: \"a,\",c (--tag at 1)");
    assert_eq!(
        line(&["tool"], "name"),
        "name            PUBLIC   --name: \"\" (default)"
    );
    assert_eq!(
        line(&["tool", "--name", "None"], "name"),
        "name            PUBLIC   --name: \"None\" (--name at 1; overrode default \"\")"
    );
    assert_eq!(
        line(&["tool", "--name", "(s)", "--name", "q r"], "name"),
        "name            PUBLIC   --name: \"q r\" (--name at 3; overrode default \"\")"
    );
    // A short cluster's spelling holds its value; a character Rust escapes
    // (an invisible one) is quoted too.
    assert_eq!(
        line(&["tool", "-n(x) at 1"], "name"),
        "name            PUBLIC   --name: \"(x) at 1\" (\"-n(x) at 1\" at 1; overrode default \"\")"
    );
    assert_eq!(
        line(&["tool", "--name", "a\u{200b}b"], "name"),
        "name            PUBLIC   --name: \"a\\u{200b}b\" (--name at 1; overrode default \"\")"
    );
    assert_eq!(
        line(&["tool", "--name", "plain-1"], "name"),
        "name            PUBLIC   --name: plain-1 (--name at 1; overrode default \"\")"
    );
}

/// An option given bare (`num_args(0..=1)`, no default missing value):
/// clap holds no value and gives it no index, so no token is traced; the
/// source names the flag, short-only as its short spelling.
#[test]
fn an_option_given_bare_is_named_by_its_flag() {
    let cmd = Command::new("fd")
        .arg(Arg::new("hyperlink").long("hyperlink").short('k').num_args(0..=1))
        .arg(Arg::new("color").short('c').num_args(0..=1));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().record_sources().print_options());
    for (args, line) in [
        (
            &["fd", "--hyperlink"][..],
            "hyperlink       PUBLIC   --hyperlink: None (--hyperlink)",
        ),
        (
            &["fd", "-k"],
            "hyperlink       PUBLIC   --hyperlink: None (--hyperlink)",
        ),
        (&["fd", "-c"], "color           PUBLIC   -c: None (-c)"),
    ] {
        let m = cmd.try_get_matches_from(args).unwrap();
        let id = if args[1] == "-c" { "color" } else { "hyperlink" };
        let source = m.facts().source(id).unwrap();
        assert!(
            matches!(source.source(), Source::CommandLine { at: None, .. }),
            "{args:?}: {:?}",
            source.source()
        );
        assert_eq!(source.line(), line, "{args:?}");
        let mut asked = args.to_vec();
        asked.push("--print-options");
        assert_eq!(surface(&mut cmd, &asked).trim_end(), line, "{args:?}");
    }
}

/// A deprecated pair flag typed by its negation passes `false` on to its
/// replacement: that redirect is the source, named by the negation typed,
/// and the earlier typed flag is what it overrode; by `--disable-x` too,
/// and from a subcommand to a global of the root.
#[test]
fn a_deprecated_pair_s_negation_is_the_redirect_that_set_its_replacement() {
    let cli = Command::new("cc")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).global(true))
        .arg(Arg::new("lto").long("enable-lto").action(ArgAction::SetTrue))
        .arg(Arg::new("old-fast").long("old-fast").action(ArgAction::SetTrue))
        .arg(Arg::new("old-lto").long("enable-old-lto").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("rf").long("rf").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .record_sources()
        .arg("fast", ArgSpec::new().noable())
        .arg("old-fast", ArgSpec::new().noable().deprecated_for("fast"))
        .arg("lto", ArgSpec::new().enable_disable())
        .arg("old-lto", ArgSpec::new().enable_disable().deprecated_for("lto"))
        .subcommand(
            "run",
            CommandSpec::new().arg("rf", ArgSpec::new().noable().deprecated_for("fast")),
        );
    for (argv, id, line) in [
        (
            &["cc", "--no-old-fast"][..],
            "fast",
            "fast            PUBLIC   --fast: false (deprecated --no-old-fast at 1; overrode default false)",
        ),
        (
            &["cc", "--fast", "--no-old-fast"],
            "fast",
            "fast            PUBLIC   --fast: false (deprecated --no-old-fast at 2; overrode default false, --fast true at 1)",
        ),
        (
            &["cc", "--enable-lto", "--disable-old-lto"],
            "lto",
            "lto             PUBLIC   --enable-lto: false (deprecated --disable-old-lto at 2; overrode default false, --enable-lto true at 1)",
        ),
        (
            &["cc", "--fast", "run", "--no-rf"],
            "fast",
            "fast            PUBLIC   --fast: false (deprecated --no-rf at 3; overrode default false, --fast true at 1)",
        ),
    ] {
        let m = ArgKindCommand::new(cli.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        let source = m.facts().source(id).unwrap();
        assert_eq!(source.values(), ["false"], "{argv:?}");
        assert_eq!(source.line(), line, "{argv:?}");
    }
    // To a replacement that is no pair, the negation passes nothing on: the
    // typed flag stands.
    let cli = Command::new("root")
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .record_sources()
        .arg("fat", ArgSpec::new().noable().deprecated_for("file"));
    let m = ArgKindCommand::new(cli, spec)
        .try_get_matches_from(["root", "--file", "--no-fat"])
        .unwrap();
    assert!(m.get_flag("file"));
    assert_eq!(m.facts().source("file").unwrap().source(), &typed(1, "--file"));
}

#[test]
fn each_redirected_value_of_a_list_comes_from_its_own_occurrence() {
    let redirect = |at| Source::Redirect {
        flag: "old-inc".into(),
        at: Some(Origin::Argv(at)),
    };
    let facts = sources_of(&["tool", "-I", "x", "--old-inc", "a", "--old-inc=b"]);
    let inc = facts.source("inc").unwrap();
    assert_eq!(inc.values(), ["x", "a", "b"]);
    assert_eq!(inc.value_sources(), [typed(1, "-I"), redirect(3), redirect(5)]);
    assert!(inc.overrode().is_empty());
    // A preset between occurrences resets the list: the occurrence before
    // it is overridden.
    let facts = sources_of(&["tool", "--old-inc", "a", "--quick", "--old-inc", "b"]);
    let inc = facts.source("inc").unwrap();
    assert_eq!(inc.values(), ["I", "b"]);
    let quick = Source::Preset {
        flag: "quick".into(),
        at: Some(Origin::Argv(3)),
    };
    assert_eq!(inc.value_sources(), [quick, redirect(4)]);
    let overrode: Vec<String> = inc.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(overrode, ["deprecated --old-inc at 1 (a)"]);
    // The preset's letter before the deprecated letter of one cluster: the
    // preset first, then the redirect.
    let facts = sources_of(&["tool", "-qJ", "b"]);
    let inc = facts.source("inc").unwrap();
    assert_eq!(inc.values(), ["I", "b"]);
    let quick_in_cluster = Source::Preset {
        flag: "quick".into(),
        at: Some(Origin::Argv(1)),
    };
    assert_eq!(inc.value_sources(), [quick_in_cluster, redirect(1)]);
    // A typed value after an occurrence overrides it.
    let facts = sources_of(&["tool", "--old-inc", "a", "-I", "x", "--old-inc", "b"]);
    let inc = facts.source("inc").unwrap();
    assert_eq!(inc.values(), ["x", "b"]);
    assert_eq!(inc.value_sources(), [typed(3, "-I"), redirect(5)]);
    assert_eq!(inc.source(), &redirect(5));
    let overrode: Vec<String> = inc.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(overrode, ["deprecated --old-inc at 1 (a)"]);
}

#[test]
fn a_negation_is_the_flag_s_source() {
    let facts = sources_of(&["tool", "--fast", "x", "--no-fast"]);
    let fast = facts.source("fast").unwrap();
    assert_eq!(fast.values(), ["false"]);
    assert_eq!(fast.source(), &typed(3, "--no-fast"));
    assert_eq!(fast.value_source(), ValueSource::CommandLine);
    // The negation, an entry of its own in the registry, is no flag of its
    // own here: its flag's source.
    assert!(facts.sources().iter().all(|p| p.long() != "no-fast"));
    // clap forgets the `--fast` the negation overrode.
    let overrode: Vec<String> = fast.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(overrode, ["default false"]);
}

#[test]
fn each_value_of_an_extend_flag_has_its_source() {
    let facts = sources_of(&["tool", "--ext", "a", "--quick", "--ext", "c", "d"]);
    let ext = facts.source("ext").unwrap();
    assert_eq!(ext.values(), ["q", "c", "d"]);
    let quick = Source::Preset {
        flag: "quick".into(),
        at: Some(Origin::Argv(3)),
    };
    assert_eq!(
        ext.value_sources(),
        [quick.clone(), typed(4, "--ext"), typed(4, "--ext")]
    );
    assert_eq!(ext.source(), &typed(4, "--ext"));
}

#[test]
fn a_variable_and_a_default_are_sources_of_their_own() {
    let _env = FLAGS_VARIABLE.lock().unwrap_or_else(|e| e.into_inner());
    std::env::set_var("AK_SOURCES_OPT", "4");
    let from_env = sources_of(&["tool"]);
    let over_env = sources_of(&["tool", "--opt=6"]);
    std::env::remove_var("AK_SOURCES_OPT");
    let opt = from_env.source("opt").unwrap();
    assert_eq!(opt.source(), &Source::Env("AK_SOURCES_OPT".into()));
    assert_eq!(opt.value_source(), ValueSource::EnvVariable);
    assert_eq!(opt.overrode()[0].to_string(), "default 2");
    let opt = over_env.source("opt").unwrap();
    let overrode: Vec<String> = opt.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(overrode, ["default 2", "environment variable AK_SOURCES_OPT (4)"]);
    let level = from_env.source("level").unwrap();
    assert_eq!((level.source(), level.overrode()), (&Source::Default, &[][..]));
}

#[test]
fn a_global_given_in_two_commands_comes_from_the_deeper_token() {
    // clap numbers each command's values from 1: both `-v` have index 1.
    let facts = sources_of(&["tool", "-v", "run", "--jobs", "2", "-v"]);
    assert_eq!(facts.source("verbose").unwrap().source(), &typed(5, "-v"));
    let facts = sources_of(&["tool", "--level", "3", "run", "--level=4"]);
    let level = facts.source("level").unwrap();
    assert_eq!(
        (level.values(), level.source()),
        (&[OsString::from("4")][..], &typed(4, "--level"))
    );
    let facts = sources_of(&["tool", "--level", "3", "run", "--jobs=1"]);
    assert_eq!(facts.source("level").unwrap().source(), &typed(1, "--level"));
    assert_eq!(facts.source("jobs").unwrap().source(), &typed(4, "--jobs"));
    // Each flag names the command that declares it.
    assert_eq!(facts.source("level").unwrap().command(), "tool");
    assert_eq!(facts.source("jobs").unwrap().command(), "run");
    // A preset of the root, not global, sets a global the subcommand reads.
    let facts = sources_of(&["tool", "--quick", "run", "--jobs=1"]);
    let level = facts.source("level").unwrap();
    assert_eq!(level.values(), ["9"]);
    assert_eq!(
        level.source(),
        &Source::Preset {
            flag: "quick".into(),
            at: Some(Origin::Argv(1))
        }
    );
}

/// A subcommand's own flag with the id of an enclosing command's flag that
/// is not global is another flag, as `Facts::used` takes it: its provenance
/// names the subcommand, its token is one that spells it (`--speed`, `-s`,
/// where the root's `fast` is `--fast`), and the root's preset of its own
/// `fast` is none of its sources. Each case's values and `ValueSource` are
/// plain clap's for the subcommand's flag, the preset typed out.
#[test]
fn a_subcommand_s_flag_with_an_enclosing_flag_s_id_is_its_own() {
    let cmd = Command::new("root")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("turbo").long("turbo").action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("fast").long("speed").short('s').action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .record_sources()
        .arg("turbo", ArgSpec::new().preset("fast", "true"));
    let mut ours = ArgKindCommand::new(cmd.clone(), spec);
    for (argv, twin, source, used) in [
        (
            &["root", "--turbo", "run", "--speed"][..],
            &["root", "--turbo", "--fast", "run", "--speed"][..],
            typed(3, "--speed"),
            &[("root", "turbo"), ("root", "fast"), ("run", "fast")][..],
        ),
        (
            &["root", "run", "-s"],
            &["root", "run", "-s"],
            typed(2, "-s"),
            &[("run", "fast")],
        ),
        (
            &["root", "--turbo", "run"],
            &["root", "--turbo", "--fast", "run"],
            Source::Default,
            &[("root", "turbo"), ("root", "fast")],
        ),
    ] {
        let plain = cmd.clone().args_override_self(true).try_get_matches_from(twin).unwrap();
        let (_, plain_run) = plain.subcommand().unwrap();
        let m = ours.try_get_matches_from(argv).unwrap();
        let used_here: Vec<(&str, &str)> = m.facts().used().iter().map(|u| (u.command(), u.id())).collect();
        assert_eq!(used_here, used, "{argv:?}");
        let fast = m.facts().source("fast").unwrap();
        assert_eq!(fast.command(), "run", "{argv:?}");
        assert_eq!(fast.source(), &source, "{argv:?}");
        assert_eq!(Some(fast.value_source()), plain_run.value_source("fast"), "{argv:?}");
        assert_eq!(
            fast.values(),
            [OsString::from(plain_run.get_flag("fast").to_string())],
            "{argv:?}"
        );
        let overrode: Vec<String> = fast.overrode().iter().map(ToString::to_string).collect();
        let expected: &[&str] = if source == Source::Default {
            &[]
        } else {
            &["default false"]
        };
        assert_eq!(overrode, expected, "{argv:?}");
    }
}

#[test]
fn sources_are_recorded_only_where_the_command_asks() {
    let cmd = Command::new("tool").arg(Arg::new("opt").long("opt").default_value("2"));
    let mut plain = ArgKindCommand::new(cmd.clone(), CommandSpec::new());
    assert!(plain
        .try_get_matches_from(["tool", "--opt=1"])
        .unwrap()
        .facts()
        .sources()
        .is_empty());
    // Without `print_options` the surface is no flag at all.
    let err = plain.try_get_matches_from(["tool", "--print-options"]).unwrap_err();
    assert_eq!(err.kind(), clap::error::ErrorKind::UnknownArgument);
    assert!(!plain
        .render_help(&[], true)
        .unwrap()
        .to_string()
        .contains("print-options"));
    // The surface alone computes them only when it is asked for.
    let mut surfaced = ArgKindCommand::new(cmd, CommandSpec::new().print_options());
    assert!(surfaced
        .try_get_matches_from(["tool", "--opt=1"])
        .unwrap()
        .facts()
        .sources()
        .is_empty());
    assert!(surfaced
        .render_help(&[], true)
        .unwrap()
        .to_string()
        .contains("--print-options[=<TIERS>]"));
}

#[test]
fn the_surface_lists_tiers_on_request_and_never_harg() {
    let mut cmd = tool();
    let args = ["tool", "--dump=d", "--secret=s", "--opt=1", "--print-options"];
    assert_eq!(
        surface(&mut cmd, &args),
        "opt             PUBLIC   --opt: 1 (--opt at 3; overrode default 2)\n"
    );
    let mut hidden = args.to_vec();
    hidden[4] = "--print-options=hidden";
    assert_eq!(
        surface(&mut cmd, &hidden),
        "opt             PUBLIC   --opt: 1 (--opt at 3; overrode default 2)\n\
         dump            HIDDEN   --dump: d (--dump at 1)\n"
    );
    hidden[4] = "--print-all-options=internal";
    let all = surface(&mut cmd, &hidden);
    assert!(all.contains("level           PUBLIC   --level: 1 (default)\n"), "{all}");
    assert!(!all.contains("secret"), "{all}");
    // A HARG preset is not named, though its effect is listed.
    assert_eq!(
        surface(&mut cmd, &["tool", "--hush", "--print-options=hidden"]),
        "dump            HIDDEN   --dump: h (preset at 1)\n"
    );
    // Nothing set: it says so.
    assert_eq!(
        surface(&mut cmd, &["tool", "--print-options"]),
        "No flag holds a value other than its default.\n"
    );
    // Inside a subcommand, with its own flags and the globals.
    assert_eq!(
        surface(&mut cmd, &["tool", "-v", "run", "--print-options", "--jobs=3"]),
        "jobs            PUBLIC   --jobs: 3 (--jobs at 4)\n\
         verbose         PUBLIC   --verbose: true (-v at 1; overrode default false)\n"
    );
    // The root's own flag set before the subcommand is none of its flags:
    // the line says whose flags hold their defaults.
    assert_eq!(
        surface(&mut cmd, &["tool", "--opt=1", "run", "--print-options"]),
        "No flag of `run` holds a value other than its default.\n"
    );
}

#[test]
fn the_surface_prints_with_required_arguments_missing() {
    let cmd = Command::new("cc")
        .arg(Arg::new("input").required(true))
        .arg(Arg::new("target").long("target").required(true));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().print_options());
    assert_eq!(
        surface(&mut cmd, &["cc", "--print-options"]),
        "No flag holds a value other than its default.\n"
    );
    // Without the request, the error stands.
    let err = cmd.try_get_matches_from(["cc"]).unwrap_err();
    assert_eq!(err.kind(), clap::error::ErrorKind::MissingRequiredArgument);
    // A subcommand missing too.
    let cmd = Command::new("cc")
        .subcommand_required(true)
        .arg(Arg::new("jobs").long("jobs"))
        .subcommand(Command::new("build"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().print_options());
    assert_eq!(
        surface(&mut cmd, &["cc", "--jobs=2", "--print-options"]),
        "jobs            PUBLIC   --jobs: 2 (--jobs at 1)\n"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On real command lines (the catalog's, with a run of them repeated,
    /// so that later tokens win), each flag's provenance agrees with clap's
    /// own `ArgMatches::value_source` for it (but for a pair whose negation
    /// was typed, where clap says `DefaultValue`: `CommandLine`, as the
    /// facts say), and a source on the command line names a token that
    /// spells its flag: the flag typed (the spelling reported, up to any
    /// `=`), or the preset or deprecated flag that set it.
    #[test]
    fn provenance_agrees_with_clap_and_names_the_flag_s_token(
        case in any::<prop::sample::Index>(),
        from in any::<prop::sample::Index>(),
        len in 0usize..6,
    ) {
        let _env = FLAGS_VARIABLE.lock().unwrap_or_else(|e| e.into_inner());
        std::env::remove_var("NEURON_CC_FLAGS");
        let argvs = catalog_argvs();
        let mut argv = argvs[case.index(argvs.len())].clone();
        let end = argv.iter().position(|a| a == "--").unwrap_or(argv.len());
        let start = from.index(end + 1).max(1).min(end);
        let repeated: Vec<String> = argv[start..(start + len).min(end)].to_vec();
        argv.splice(end..end, repeated);
        let argv: Vec<String> = std::iter::once("neuronx_cc".to_owned()).chain(argv).collect();
        let mut cmd = argkind::command::<cli::Cli>();
        let Ok(parsed) = cmd.try_get_matches_from(&argv) else {
            return Ok(());
        };
        let facts = parsed.facts();
        prop_assert!(!facts.sources().is_empty() || facts.path().is_empty() || facts.path()[0] != "compile");
        let mut inner: &clap::ArgMatches = &parsed;
        while let Some((_, sub)) = inner.subcommand() {
            inner = sub;
        }
        for provenance in facts.sources() {
            let id = provenance.id();
            let expected = provenance::expected_value_source(inner, facts, id);
            prop_assert_eq!(provenance.value_source(), expected, "{}: {:?}", id, provenance);
            let (at, flag) = match provenance.source() {
                Source::CommandLine { at, spelling } => {
                    let Some(Origin::Argv(at)) = at else {
                        return Err(TestCaseError::fail(format!("{id}: no token")));
                    };
                    let token = &argv[*at];
                    prop_assert_eq!(token.split_once('=').map_or(token.as_str(), |(name, _)| name), spelling.as_str());
                    (*at, provenance.long())
                }
                Source::Preset { at: Some(Origin::Argv(at)), flag } | Source::Redirect { at: Some(Origin::Argv(at)), flag } => {
                    (*at, flag.as_str())
                }
                Source::Default | Source::Env(_) => continue,
                other => return Err(TestCaseError::fail(format!("{id}: {other:?}"))),
            };
            prop_assert!(spells(cmd.command(), flag, &argv[at]), "{id}: token {at}, {:?}, does not spell --{flag}", argv[at]);
        }
    }
}

/// Whether `token` can spell the flag with long name `long` (or its
/// negation) somewhere in `cmd`: its long, an alias or a negation, or an
/// abbreviation of one, or a short cluster with one of its short names.
fn spells(cmd: &Command, long: &str, token: &str) -> bool {
    let Some(arg) = find_long(cmd, long) else {
        return false;
    };
    match token.strip_prefix("--") {
        Some(body) => {
            let name = body.split_once('=').map_or(body, |(name, _)| name);
            let longs = std::iter::once(long).chain(arg.get_all_aliases().unwrap_or_default());
            !name.is_empty()
                && longs
                    .flat_map(|l| [l.to_owned(), format!("no-{l}"), l.replacen("enable-", "disable-", 1)])
                    .any(|l| l.starts_with(name))
        }
        None => {
            let shorts: Vec<char> = arg
                .get_short()
                .into_iter()
                .chain(arg.get_all_short_aliases().unwrap_or_default())
                .collect();
            token.starts_with('-') && token.chars().skip(1).any(|c| shorts.contains(&c))
        }
    }
}

/// The argument with long name `long` in `cmd` or a subcommand.
fn find_long<'c>(cmd: &'c Command, long: &str) -> Option<&'c Arg> {
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .or_else(|| cmd.get_subcommands().find_map(|sub| find_long(sub, long)))
}

/// The last token that spells the flag whole is not its token where an
/// abbreviation of it follows (`infer_long_args`), even where a marker in
/// front of that abbreviation breaks clap's reading (an option left with no
/// value, in a command with no positional to take what follows).
#[test]
fn an_abbreviation_after_the_whole_name_is_the_flag_s_token() {
    let cmd = Command::new("cc")
        .infer_long_args(true)
        .arg(Arg::new("level").long("level"))
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs")));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().record_sources());
    for (argv, at, spelling) in [
        (&["cc", "--level", "3", "--lev", "4"][..], 3, "--lev"),
        (&["cc", "--level", "3", "--lev=4"], 3, "--lev"),
        (&["cc", "--lev", "3", "--level", "4"], 3, "--level"),
        (&["cc", "run", "--jobs", "3", "--j", "4"], 4, "--j"),
    ] {
        let m = cmd.try_get_matches_from(argv).unwrap();
        let id = if argv[1] == "run" { "jobs" } else { "level" };
        assert_eq!(m.facts().source(id).unwrap().source(), &typed(at, spelling), "{argv:?}");
    }
}

/// Where the text of no token spells the flag (an abbreviation under
/// `infer_long_args`), clap's readings of prefixes find its token: the
/// flag's own, the one before its value, or, for a global given in two
/// commands with the same index in each, the deeper one.
#[test]
fn clap_finds_a_token_whose_text_does_not_name_the_flag() {
    let cmd = Command::new("cc")
        .infer_long_args(true)
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("input"))
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs")));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().record_sources());
    let mut source = |argv: &[&str], id: &str| {
        let m = cmd
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        m.facts().source(id).unwrap().source().clone()
    };
    assert_eq!(source(&["cc", "in", "--lev", "3"], "level"), typed(2, "--lev"));
    assert_eq!(source(&["cc", "--lev=3", "in"], "level"), typed(1, "--lev"));
    assert_eq!(source(&["cc", "--lev=3"], "level"), typed(1, "--lev"));
    assert_eq!(
        source(&["cc", "--lev", "3", "--lev", "4", "in"], "level"),
        typed(3, "--lev")
    );
    // The whole name first, an abbreviation last: the last is the one.
    assert_eq!(
        source(&["cc", "--level", "3", "--lev", "4"], "level"),
        typed(3, "--lev")
    );
    assert_eq!(source(&["cc", "--level", "3", "--lev=4"], "level"), typed(3, "--lev"));
    assert_eq!(
        source(&["cc", "--level=3", "--le", "4", "in"], "level"),
        typed(2, "--le")
    );
    assert_eq!(
        source(&["cc", "--verb", "run", "--jobs", "2", "--verb"], "verbose"),
        typed(5, "--verb")
    );
    assert_eq!(
        source(&["cc", "--verb", "run", "--verb", "--jobs", "2"], "verbose"),
        typed(3, "--verb")
    );
    assert_eq!(
        source(&["cc", "--verb", "run", "--jobs=2"], "verbose"),
        typed(1, "--verb")
    );
    assert_eq!(
        source(&["cc", "in", "--verb", "run", "--verb"], "verbose"),
        typed(4, "--verb")
    );
}

#[test]
fn the_internal_tier_is_listed_only_when_asked_for() {
    let cmd = Command::new("tool")
        .arg(Arg::new("opt").long("opt"))
        .arg(Arg::new("internal-remat").long("internal-remat"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().print_options());
    let args = ["tool", "--internal-remat=r", "--opt=1", "--print-options=internal"];
    let internal = surface(&mut cmd, &args);
    assert!(
        internal.contains("internal-remat  INTERNAL --internal-remat: r"),
        "{internal}"
    );
    assert!(internal.contains("opt             PUBLIC"), "{internal}");
    let hidden = surface(
        &mut cmd,
        &["tool", "--internal-remat=r", "--opt=1", "--print-options=hidden"],
    );
    assert!(!hidden.contains("internal-remat"), "{hidden}");
}

#[test]
fn a_flag_with_only_a_short_name_has_its_source_by_its_short_spelling() {
    // Compiler drivers' `-D`, `-I`: such flags were left out of the sources
    // and the surface, and a short-only preset or deprecated flag's value
    // was put down to the flag typed before it.
    let cmd = Command::new("b")
        .arg(Arg::new("level").long("level").short('l').default_value("2"))
        .arg(Arg::new("q").short('q').action(ArgAction::SetTrue))
        .arg(Arg::new("oldl").short('k').hide(true))
        .arg(Arg::new("define").short('D').action(ArgAction::Append));
    let spec = CommandSpec::new()
        .record_sources()
        .print_options()
        .arg("q", ArgSpec::new().preset("level", "7"))
        .arg("oldl", ArgSpec::new().deprecated_for("level"));
    let line = |argv: &[&str], id: &str| {
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        m.facts().source(id).map(|p| p.line()).unwrap_or_default()
    };
    assert!(line(&["b", "-D", "a"], "define").ends_with("-D: a (-D at 1)"));
    assert!(
        line(&["b", "-l", "3", "-q"], "level").ends_with("--level: 7 (preset -q at 3; overrode default 2, -l 3 at 1)")
    );
    assert!(line(&["b", "-l", "3", "-k", "4"], "level")
        .ends_with("--level: 4 (deprecated -k at 3; overrode default 2, -l 3 at 1)"));
    let err = ArgKindCommand::new(cmd.clone(), spec.clone())
        .try_get_matches_from(["b", "-D", "a", "--print-options"])
        .unwrap_err();
    assert!(err.to_string().contains("-D: a (-D at 1)"), "{err}");
}

thread_local! {
    /// The clap readings of the command of [`counted_readings`] on this
    /// thread.
    static READINGS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The clap readings of `argv` by a command with twenty options (`--o0` …
/// `--o19`) recording sources, by the parse and the facts: each reading
/// passes the default of `--readings` through its value parser once.
fn counted_readings(argv: &[String]) -> (usize, argkind::Facts) {
    let counter = |value: &str| -> Result<String, String> {
        READINGS.with(|r| r.set(r.get() + 1));
        Ok(value.to_owned())
    };
    let mut cmd = Command::new("t").arg(
        Arg::new("readings")
            .long("readings")
            .default_value("0")
            .value_parser(counter),
    );
    for i in 0..20 {
        let id: &'static str = format!("o{i}").leak();
        cmd = cmd.arg(Arg::new(id).long(id));
    }
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().record_sources());
    READINGS.with(|r| r.set(0));
    let facts = cmd.try_get_matches_from(argv).unwrap().facts().clone();
    (READINGS.with(std::cell::Cell::get), facts)
}

#[test]
fn a_flag_typed_by_its_name_is_located_in_two_readings() {
    // Each flag's token is the last that spells it, which two clap
    // readings confirm (a marker before it moves its index, one after it
    // does not); a search by prefixes takes a dozen on a long command line.
    let mut argv = vec!["t".to_owned()];
    for i in 0..20 {
        argv.extend([format!("--o{i}"), format!("v{i}")]);
    }
    let (readings, facts) = counted_readings(&argv);
    for i in 0..20 {
        let source = facts.source(&format!("o{i}")).unwrap();
        assert_eq!(source.values(), [OsString::from(format!("v{i}"))]);
        assert_eq!(source.source(), &typed(2 * i + 1, &format!("--o{i}")));
    }
    // The parse, the reading of the command line as typed, then two
    // readings a flag.
    assert!(readings <= 2 + 2 * 20, "{readings} readings");
}

/// A HARG negation of a PUBLIC pair, typed (whole, abbreviated), is never
/// named on the effective-values surface, as the winning source or as one
/// it overrode: the line says where only (`at 2`), as a HARG preset reads
/// `preset at 1`.
#[test]
fn the_surface_names_no_harg_negation() {
    let cmd = || {
        let cmd = Command::new("tool")
            .infer_long_args(true)
            .arg(Arg::new("color").long("color").action(ArgAction::SetTrue))
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
            .arg(Arg::new("secret").long("verbose-secret").action(ArgAction::SetTrue));
        let spec = CommandSpec::new()
            .record_sources()
            .print_options()
            .arg(
                "color",
                ArgSpec::new()
                    .noable()
                    .negation(Negation::new().long("plain-diag").kind(ArgKind::Harg)),
            )
            .arg("secret", ArgKind::Harg);
        ArgKindCommand::new(cmd, spec)
    };
    for (argv, want) in [
        (
            &["tool", "--color", "--plain-diag", "--print-options"][..],
            "color           PUBLIC   --color: false (at 2; overrode default false)\n",
        ),
        (
            &["tool", "--color", "--plain-d", "--print-options"],
            "color           PUBLIC   --color: false (at 2; overrode default false)\n",
        ),
        // A PUBLIC flag whose long name begins a HARG one's is named.
        (
            &["tool", "--verbose", "--print-options"],
            "verbose         PUBLIC   --verbose: true (--verbose at 1; overrode default false)\n",
        ),
    ] {
        let text = surface(&mut cmd(), argv);
        assert_eq!(text, want, "{argv:?}");
        assert!(!text.contains("plain"), "{argv:?}: {text}");
    }
}

/// A global pair typed in the root and again in a subcommand, whose
/// negation overrode it there, while the subcommand types another global
/// twice: the root's occurrence, which it overrode, is named with its
/// token (clap's copies of the root's value in the subcommand come and go
/// with the prefix of the command line read, and the search by halving
/// missed the first that holds it).
#[test]
fn an_overridden_global_typed_in_the_root_is_named_with_its_token() {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .global(true)
                .action(ArgAction::Count),
        )
        .arg(
            Arg::new("progress")
                .long("progress")
                .global(true)
                .action(ArgAction::SetTrue)
                .default_value("true"),
        )
        .arg(Arg::new("color").long("color").global(true))
        .subcommand(Command::new("link"));
    let spec = CommandSpec::new()
        .record_sources()
        .arg("progress", ArgSpec::new().noable());
    let argv = [
        "cc",
        "-v",
        "--progress",
        "link",
        "--progress",
        "--no-progress",
        "--color",
        "a",
        "--color",
        "b",
    ];
    let m = ArgKindCommand::new(cmd, spec).try_get_matches_from(argv).unwrap();
    assert_eq!(
        m.facts().source("progress").unwrap().line(),
        "progress        PUBLIC   --progress: false (--no-progress at 5; overrode default true, --progress true at 2)"
    );
}

/// A global option with many values typed in the root and again in a
/// subcommand, whose values there are the next subcommand's name and
/// tokens clap takes as values because a positional accepts hyphen
/// values (an unknown long, `-a=w` with its `=`): its token is the
/// subcommand's `--fast`. A marker between that flag and its first value
/// leaves it none, and the `-a=w` after gives it another value at the
/// index the marker moves to; that reading is not one of the same values,
/// and says nothing of where the flag is.
#[test]
fn a_marker_that_changes_a_flag_s_values_does_not_locate_it() {
    let cmd = Command::new("root")
        .arg(
            Arg::new("fast")
                .long("fast")
                .short_alias('a')
                .num_args(1..)
                .global(true),
        )
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("p1").allow_hyphen_values(true))
                .subcommand(Command::new("step").arg(Arg::new("file").long("file"))),
        );
    let spec = CommandSpec::new()
        .subcommand("run", CommandSpec::new().subcommand("step", CommandSpec::new()))
        .record_sources();
    let argv = [
        "root",
        "--fast",
        "v",
        "--fat",
        "run",
        "--fast",
        "step",
        "--file=a=b",
        "-a=w",
    ];
    for m in twin::both_ways(|| cmd.clone(), || spec.clone(), &argv) {
        let fast = m.facts().source("fast").unwrap();

        assert_eq!(fast.values(), ["step", "--file=a=b", "-a=w"]);
        assert_eq!(fast.source(), &typed(5, "--fast"));
    }
}

/// A list given many times, in each of its spellings: each value comes
/// from its own occurrence's token, and locating them all takes a few
/// readings of the command line, not one or more an occurrence (a build
/// system's response file of a thousand `--skip-pass` lines took a
/// thousand readings of the whole line, each longer than the last).
#[test]
fn the_occurrences_of_a_long_list_are_located_in_a_few_readings() {
    let counted = Arg::new("readings")
        .long("readings")
        .default_value("0")
        .value_parser(|v: &str| {
            READINGS.with(|r| r.set(r.get() + 1));
            Ok::<_, String>(v.to_owned())
        });
    let cmd = Command::new("tool")
        .arg(Arg::new("inc").long("inc").short('I').action(ArgAction::Append))
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .short('v')
                .action(ArgAction::SetTrue),
        )
        .arg(counted)
        .arg(Arg::new("input"));
    let mut argv: Vec<String> = vec!["tool".into(), "in.c".into()];
    let mut tokens = Vec::new();
    for i in 0..60 {
        tokens.push(argv.len());
        match i % 4 {
            0 => argv.extend(["--inc".to_owned(), format!("p{i}")]),
            1 => argv.push(format!("-Ip{i}")),
            2 => argv.push(format!("--inc=p{i}")),
            _ => argv.extend(["-vI".to_owned(), format!("p{i}")]),
        }
    }
    READINGS.with(|r| r.set(0));
    let m = ArgKindCommand::new(cmd, CommandSpec::new().record_sources())
        .try_get_matches_from(&argv)
        .unwrap();
    let facts = m.facts();
    let readings = READINGS.with(std::cell::Cell::get);
    let inc = facts.source("inc").unwrap();
    let at: Vec<Option<usize>> = inc
        .value_sources()
        .iter()
        .map(|source| match source {
            Source::CommandLine {
                at: Some(Origin::Argv(at)),
                ..
            } => Some(*at),
            _ => None,
        })
        .collect();
    let expected: Vec<Option<usize>> = tokens.iter().map(|&t| Some(t)).collect();
    assert_eq!(at, expected);
    assert!(readings <= 8, "{readings} readings");
}

/// A global list typed in a command and again in a subcommand holds the
/// subcommand's values there: each is named by its token in the
/// subcommand, however the letters and spellings mix.
#[test]
fn a_global_list_typed_on_both_sides_of_a_subcommand_names_the_subcommand_s_tokens() {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("plugin")
                .long("plugin")
                .short('p')
                .action(ArgAction::Append)
                .global(true),
        )
        .subcommand(Command::new("run"));
    let argv = [
        "cc",
        "--plugin=a0",
        "-pa1",
        "run",
        "--plugin",
        "b0",
        "--plugin=b1",
        "-p",
        "b2",
    ];
    let m = ArgKindCommand::new(cmd, CommandSpec::new().record_sources())
        .try_get_matches_from(argv)
        .unwrap();
    let plugin = m.facts().source("plugin").unwrap().clone();
    assert_eq!(plugin.values(), ["b0", "b1", "b2"]);
    assert_eq!(
        plugin.value_sources(),
        [typed(4, "--plugin"), typed(6, "--plugin"), typed(7, "-p")]
    );
}

/// A value that is not UTF-8 is written as `OsStr`'s `Debug` writes it,
/// not lossily: `�` would read as the character U+FFFD.
#[cfg(unix)]
#[test]
fn a_value_that_is_not_utf8_is_quoted_with_its_bytes() {
    use std::os::unix::ffi::OsStringExt;
    let cmd = Command::new("cc").arg(
        Arg::new("target")
            .long("target")
            .value_parser(clap::value_parser!(OsString)),
    );
    let argv = [
        OsString::from("cc"),
        OsString::from("--target"),
        OsString::from_vec(b"a\xffb".to_vec()),
    ];
    let m = ArgKindCommand::new(cmd, CommandSpec::new().record_sources())
        .try_get_matches_from(argv)
        .unwrap();
    let line = m.facts().source("target").unwrap().line();
    assert!(line.contains(r#"--target: "a\xFFb" (--target at 1)"#), "{line}");
}

/// A spelling, and a response file's path, that are not UTF-8 are written
/// as `OsStr`'s `Debug` writes them, as a value is.
#[cfg(unix)]
#[test]
fn a_spelling_and_a_path_that_are_not_utf8_are_quoted_with_their_bytes() {
    use std::os::unix::ffi::OsStringExt;
    let cmd = || {
        Command::new("cc").arg(
            Arg::new("define")
                .short('D')
                .action(clap::ArgAction::Append)
                .value_parser(clap::value_parser!(OsString)),
        )
    };
    let argv = [OsString::from("cc"), OsString::from_vec(b"-D\xff".to_vec())];
    let m = ArgKindCommand::new(cmd(), CommandSpec::new().record_sources())
        .try_get_matches_from(argv)
        .unwrap();
    let line = m.facts().source("define").unwrap().line();
    assert!(line.contains(r#"-D: "\xFF" ("-D\xFF" at 1)"#), "{line}");
    // A single quote as `OsStr`'s `Debug` writes it: as it is.
    let token = OsString::from_vec(b"-D'\xff".to_vec());
    let m = ArgKindCommand::new(cmd(), CommandSpec::new().record_sources())
        .try_get_matches_from([OsString::from("cc"), token.clone()])
        .unwrap();
    let line = m.facts().source("define").unwrap().line();
    assert!(line.contains(&format!("({token:?} at 1)")), "{line}");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("sources-not-utf8");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(OsString::from_vec(b"f\xff.rsp".to_vec()));
    std::fs::write(&path, "-Dx\n").unwrap();
    let mut file = OsString::from("@");
    file.push(&path);
    let m = ArgKindCommand::new(cmd(), CommandSpec::new().record_sources().response_files())
        .try_get_matches_from([OsString::from("cc"), file])
        .unwrap();
    let line = m.facts().source("define").unwrap().line();
    assert!(line.contains(r#"\xFF.rsp" line 1)"#), "{line}");
    assert!(!line.contains('\u{FFFD}'), "{line}");
}

/// A list's tokens are found together where a name after `--` spells the
/// flag too (a value there): each value names its own token.
#[test]
fn a_list_s_values_name_their_tokens_beside_a_name_after_the_escape() {
    let cmd = Command::new("cc")
        .arg(Arg::new("define").short('D').action(ArgAction::Append))
        .arg(Arg::new("rest").num_args(0..));
    let argv = ["cc", "-D", "a", "-Db", "--", "-D"];
    let m = ArgKindCommand::new(cmd, CommandSpec::new().record_sources())
        .try_get_matches_from(argv)
        .unwrap();
    let define = m.facts().source("define").unwrap().clone();
    assert_eq!(define.values(), ["a", "b"]);
    assert_eq!(define.value_sources(), [typed(1, "-D"), typed(3, "-Db")]);
}

/// A global list typed in a subcommand holds that command's values only
/// (clap keeps the deepest command's): a preset or redirect that set it in
/// an enclosing command did not stand, and is what it overrode, as for a
/// flag that is not a list.
#[test]
fn a_global_list_set_again_in_a_subcommand_overrode_the_enclosing_preset() {
    let cli = || {
        Command::new("cc")
            .arg(
                Arg::new("release")
                    .long("release")
                    .action(ArgAction::SetTrue)
                    .global(true),
            )
            .arg(
                Arg::new("old-define")
                    .long("old-define")
                    .action(ArgAction::Append)
                    .global(true),
            )
            .arg(
                Arg::new("define")
                    .short('D')
                    .long("define")
                    .action(ArgAction::Append)
                    .global(true),
            )
            .subcommand(Command::new("build"))
    };
    let spec = || {
        CommandSpec::new()
            .record_sources()
            .arg("release", ArgSpec::new().preset("define", "NDEBUG"))
            .arg("old-define", ArgSpec::new().deprecated_for("define"))
    };
    for (argv, values, overrode) in [
        (
            &["cc", "--release", "build", "-D", "b"][..],
            &["b"][..],
            &["preset --release at 1 (NDEBUG)"][..],
        ),
        (
            &["cc", "--old-define", "x", "build", "-D", "b"],
            &["b"],
            &["deprecated --old-define at 1 (x)"],
        ),
        // The same command: the preset's value stands before the typed one.
        (&["cc", "--release", "-D", "b"], &["NDEBUG", "b"], &[]),
        (&["cc", "build", "--release", "-D", "b"], &["NDEBUG", "b"], &[]),
        // Set in the enclosing command only: its values stand.
        (&["cc", "--release", "-D", "b", "build"], &["NDEBUG", "b"], &[]),
    ] {
        let m = ArgKindCommand::new(cli(), spec())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let sub = m.subcommand_matches("build").unwrap_or(&m);
        let got: Vec<&String> = sub.get_many::<String>("define").unwrap().collect();
        assert_eq!(got, values, "{argv:?}");
        let define = m.facts().source("define").expect("a source");
        assert_eq!(define.values(), values, "{argv:?}");
        let said: Vec<String> = define.overrode().iter().map(ToString::to_string).collect();
        assert_eq!(said, overrode, "{argv:?}: {}", define.line());
        assert_eq!(define.value_sources().len(), values.len(), "{argv:?}");
    }
}

/// A long name that begins the flag's (as `infer_long_args` may take it)
/// but is another argument's whole (`--inc`, a deprecated flag, beside
/// `--include`) is that argument's: the list's values are not placed at
/// it.
#[test]
fn a_list_s_values_are_not_placed_at_another_flag_whose_name_begins_its() {
    let cli = || {
        Command::new("cc")
            .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
            .arg(Arg::new("include").short('I').long("include").action(ArgAction::Append))
    };
    let spec = || {
        CommandSpec::new()
            .record_sources()
            .arg("inc", ArgSpec::new().deprecated_for("include"))
    };
    for (argv, each, overrode) in [
        (
            &["cc", "-I", "x", "--inc", "y", "-I", "z"][..],
            &[typed(1, "-I"), typed(5, "-I")][..],
            &["deprecated --inc at 3 (y)"][..],
        ),
        (
            &["cc", "-I", "x", "--inc", "y", "--inc", "w", "-I", "z"],
            &[typed(1, "-I"), typed(7, "-I")],
            &["deprecated --inc at 3 (y)", "deprecated --inc at 5 (w)"],
        ),
    ] {
        let m = ArgKindCommand::new(cli(), spec())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let include = m.facts().source("include").expect("a source");
        assert_eq!(include.values(), ["x", "z"], "{argv:?}");
        assert_eq!(include.value_sources(), each, "{argv:?}");
        assert_eq!(include.source(), &each[1], "{argv:?}");
        let said: Vec<String> = include.overrode().iter().map(ToString::to_string).collect();
        assert_eq!(said, overrode, "{argv:?}");
    }
}

//! Flags from an environment variable (`CommandSpec::flags_env`,
//! `#[argkind(flags_env = "...")]`): the variable's words go after the
//! subcommand path the command line chooses, before that subcommand's own
//! arguments.
//!
//! Test threads share the environment: each test names a variable of its
//! own, and only `the_example_reads_neuron_cc_flags` sets the example's.

mod support;

use argkind::{ArgKindCommand, ArgKinds, ArgSpec, CommandSpec};
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command, Parser};
use support::cli;

/// A driver with a `compile` subcommand, whose flags variable is `variable`.
fn driver(variable: &'static str) -> ArgKindCommand {
    let compile = Command::new("compile")
        .arg(Arg::new("input").required(true))
        .arg(Arg::new("lnc").long("lnc"))
        .arg(Arg::new("old-lnc").long("num-neuroncores"))
        .arg(Arg::new("define").short('D').action(ArgAction::Append))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("o1").long("enable-o1").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("opts").long("opts").allow_hyphen_values(true));
    let cmd = Command::new("cc")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::Count)
                .global(true),
        )
        .subcommand(compile)
        .subcommand(Command::new("list"));
    let compile = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("old-lnc", ArgSpec::new().deprecated_for("lnc"))
        .arg("o1", ArgSpec::new().preset("level", "1"));
    let spec = CommandSpec::new().flags_env(variable).subcommand("compile", compile);
    ArgKindCommand::new(cmd, spec)
}

fn one(m: &clap::ArgMatches, id: &str) -> Option<String> {
    m.get_one::<String>(id).cloned()
}

/// The matches of `compile` in `cc ARGS...` with `variable` set to `value`.
fn compile(variable: &'static str, value: &str, args: &[&str]) -> argkind::Matches {
    std::env::set_var(variable, value);
    let argv = std::iter::once("cc").chain(args.iter().copied());
    let m = driver(variable).try_get_matches_from(argv);
    std::env::remove_var(variable);
    m.unwrap_or_else(|e| panic!("{value:?} {args:?}: {e}"))
}

#[test]
fn the_variable_s_flags_go_to_the_subcommand_the_command_line_chooses() {
    let m = compile("AK_T_PLACE", "--lnc 1 -D 'a b'", &["compile", "m.pb", "-D", "c"]);
    let (name, sub) = m.subcommand().unwrap();
    assert_eq!(name, "compile");
    assert_eq!(one(sub, "lnc").as_deref(), Some("1"));
    assert_eq!(one(sub, "input").as_deref(), Some("m.pb"));
    // An extend or Append flag takes the variable's values first.
    let defines: Vec<&String> = sub.get_many("define").unwrap().collect();
    assert_eq!(defines, ["a b", "c"]);
    // Each reads as plain clap reads the words written right after the
    // subcommand; global flags alone, one of which is typed before the
    // subcommand, right after the program name (in the subcommand, clap
    // would keep the variable's count alone: the deepest).
    for (value, args, inline) in [
        (
            "-v",
            &["-v", "compile", "m.pb"][..],
            &["-v", "-v", "compile", "m.pb"][..],
        ),
        (
            "-v --lnc=3",
            &["compile", "m.pb", "--lnc", "4"][..],
            &["compile", "-v", "--lnc=3", "m.pb", "--lnc", "4"][..],
        ),
        ("-vv", &["list"][..], &["list", "-vv"][..]),
        ("-v", &[][..], &["-v"][..]),
    ] {
        let ours = compile("AK_T_PLACE_PLAIN", value, args);
        let plain = driver("AK_T_UNSET_PLAIN")
            .command()
            .clone()
            .try_get_matches_from(std::iter::once("cc").chain(inline.iter().copied()))
            .unwrap();
        assert_eq!(
            ours.get_count("verbose"),
            plain.get_count("verbose"),
            "{value} {args:?}"
        );
        match (ours.subcommand(), plain.subcommand()) {
            (Some((a, ours)), Some((b, plain))) => {
                assert_eq!(a, b);
                assert_eq!(
                    ours.get_count("verbose"),
                    plain.get_count("verbose"),
                    "{value} {args:?}"
                );
                if a == "compile" {
                    assert_eq!(one(ours, "lnc"), one(plain, "lnc"), "{value} {args:?}");
                    assert_eq!(one(ours, "input"), one(plain, "input"), "{value} {args:?}");
                }
            }
            (None, None) => {}
            _ => panic!("{value} {args:?}: another subcommand path"),
        }
    }
}

#[test]
fn the_command_line_wins_over_the_variable() {
    let m = compile(
        "AK_T_WINS",
        "--lnc 1 --fast",
        &["compile", "m.pb", "--lnc", "2", "--no-fast"],
    );
    let sub = m.subcommand().unwrap().1;
    assert_eq!(one(sub, "lnc").as_deref(), Some("2"));
    assert!(!sub.get_flag("fast"));
}

#[test]
fn a_global_typed_before_the_subcommand_wins_over_the_variable() {
    // The variable's global flags used to go after `run`, where clap reads
    // them deeper, and later, than the typed one.
    let cmd = Command::new("d")
        .arg(Arg::new("color").long("color").global(true).default_value("auto"))
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            Command::new("run")
                .arg(Arg::new("file").required(true))
                .arg(Arg::new("jobs").short('j')),
        );
    let spec = CommandSpec::new()
        .flags_env("AK_T_GLOBALS")
        .arg("verbose", ArgSpec::new().noable());
    let parse = |value: &str, argv: &[&str]| {
        std::env::set_var("AK_T_GLOBALS", value);
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        std::env::remove_var("AK_T_GLOBALS");
        let sub = m.subcommand().unwrap().1.clone();
        (one(&sub, "color"), sub.get_flag("verbose"), one(&sub, "jobs"))
    };
    let always = Some("always".to_owned());
    assert_eq!(
        parse("--color never", &["d", "--color", "always", "run", "x"]).0,
        always
    );
    assert!(parse("--no-verbose", &["d", "--verbose", "run", "x"]).1);
    assert_eq!(
        parse("--color never", &["d", "run", "x", "--color", "always"]).0,
        always
    );
    assert_eq!(parse("--color never", &["d", "run", "x"]).0, Some("never".to_owned()));
    assert_eq!(parse("-j 3", &["d", "run", "x"]).2, Some("3".to_owned()));
}

/// A global list or count that the command line gives in a command between
/// the root and the innermost subcommand takes the variable's part first,
/// as where it gives it in the root or in the innermost subcommand: the
/// variable's words go right after the token that chose that command, not
/// after the program name, where clap would keep the deeper typed values
/// only (`x a --tag t b` lost the variable's `v`). The values are plain
/// clap's for the line with the words typed there.
#[test]
fn a_global_list_typed_in_a_middle_command_takes_the_variable_s_part_first() {
    let cmd = || {
        Command::new("x")
            .arg(Arg::new("tag").long("tag").global(true).action(ArgAction::Append))
            .arg(Arg::new("loud").short('L').global(true).action(ArgAction::Count))
            .subcommand(Command::new("a").subcommand(Command::new("b")))
    };
    let spec = CommandSpec::new().flags_env("AK_T_MIDDLE");
    // (variable, command line, the line with the words typed in place)
    let lines: [(&str, &[&str], &[&str]); 6] = [
        (
            "--tag v",
            &["x", "a", "--tag", "t", "b"],
            &["x", "a", "--tag", "v", "--tag", "t", "b"],
        ),
        (
            "--tag v",
            &["x", "a", "--tag", "t"],
            &["x", "a", "--tag", "v", "--tag", "t"],
        ),
        (
            "--tag v",
            &["x", "--tag", "t", "a", "b"],
            &["x", "--tag", "v", "--tag", "t", "a", "b"],
        ),
        (
            "--tag v",
            &["x", "a", "b", "--tag", "t"],
            &["x", "a", "b", "--tag", "v", "--tag", "t"],
        ),
        ("-L", &["x", "a", "-LL", "b"], &["x", "a", "-L", "-LL", "b"]),
        (
            "--tag v -L",
            &["x", "a", "-L", "b", "--tag", "t"],
            &["x", "a", "--tag", "v", "-L", "-L", "b", "--tag", "t"],
        ),
    ];
    for (value, argv, by_hand) in lines {
        std::env::set_var("AK_T_MIDDLE", value);
        let m = ArgKindCommand::new(cmd(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        std::env::remove_var("AK_T_MIDDLE");
        let plain = cmd().try_get_matches_from(by_hand).unwrap();
        let inner = |m: &clap::ArgMatches| {
            let mut at = m.clone();
            while let Some((_, sub)) = at.subcommand() {
                at = sub.clone();
            }
            let tags: Vec<String> = at.get_many::<String>("tag").into_iter().flatten().cloned().collect();
            (tags, at.get_count("loud"))
        };
        assert_eq!(inner(&m), inner(&plain), "{value:?} {argv:?}");
    }
}

/// A global of a middle command (`remote`'s `--timeout`, `--cache` pair and
/// deprecated `--old-timeout`), typed there before the innermost
/// subcommand: the command line wins over the variable, as for a global of
/// the root. The variable's words go right after `remote`, not after
/// `add`, where clap keeps the deepest value. The values are plain clap's
/// for the line with the words typed there (the pair's negation and the
/// redirect written out as the twin reads them).
#[test]
fn a_middle_command_s_global_typed_before_the_subcommand_wins_over_the_variable() {
    let cmd = |twin: bool| {
        let remote = Command::new("remote")
            .arg(Arg::new("timeout").long("timeout").global(true).default_value("30"))
            .arg(Arg::new("old-timeout").long("old-timeout").global(true))
            .arg(Arg::new("cache").long("cache").action(ArgAction::SetTrue).global(true))
            .subcommand(Command::new("add").arg(Arg::new("name")));
        let remote = if twin {
            remote.arg(
                Arg::new("no_cache")
                    .long("no-cache")
                    .action(ArgAction::SetTrue)
                    .overrides_with("cache")
                    .global(true),
            )
        } else {
            remote
        };
        Command::new("tool").subcommand(remote).args_override_self(true)
    };
    let spec = || {
        CommandSpec::new().flags_env("AK_T_MIDDLE_GLOBAL").subcommand(
            "remote",
            CommandSpec::new()
                .arg("cache", ArgSpec::new().noable())
                .arg("old-timeout", ArgSpec::new().deprecated_for("timeout")),
        )
    };
    // (variable, command line, the line with the words typed in place)
    let lines: [(&str, &[&str], &[&str]); 4] = [
        (
            "--timeout 9",
            &["tool", "remote", "--timeout", "5", "add"],
            &["tool", "remote", "--timeout", "9", "--timeout", "5", "add"],
        ),
        (
            "--no-cache",
            &["tool", "remote", "--cache", "add", "n"],
            &["tool", "remote", "--no-cache", "--cache", "add", "n"],
        ),
        (
            "--old-timeout 9",
            &["tool", "remote", "--timeout", "5", "add", "n"],
            &[
                "tool",
                "remote",
                "--old-timeout",
                "9",
                "--timeout",
                "9",
                "--timeout",
                "5",
                "add",
                "n",
            ],
        ),
        (
            "--old-timeout 9",
            &["tool", "remote", "--old-timeout", "5", "add", "n"],
            &[
                "tool",
                "remote",
                "--old-timeout",
                "9",
                "--old-timeout",
                "5",
                "--timeout",
                "5",
                "add",
                "n",
            ],
        ),
    ];
    let leaf = |m: &clap::ArgMatches| {
        let add = m
            .subcommand_matches("remote")
            .unwrap()
            .subcommand_matches("add")
            .unwrap();
        let cache = add.get_flag("cache")
            && !add
                .try_get_one::<bool>("no_cache")
                .ok()
                .flatten()
                .copied()
                .unwrap_or(false);
        (one(add, "timeout"), cache)
    };
    for (value, argv, by_hand) in lines {
        std::env::set_var("AK_T_MIDDLE_GLOBAL", value);
        let m = ArgKindCommand::new(cmd(false), spec())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        std::env::remove_var("AK_T_MIDDLE_GLOBAL");
        let plain = cmd(true).try_get_matches_from(by_hand).unwrap();
        assert_eq!(leaf(&m), leaf(&plain), "{value:?} {argv:?}");
    }
}

#[test]
fn a_global_typed_before_the_subcommand_wins_over_the_variable_s_redirect_or_preset_of_it() {
    // The typed flag and the variable's word set the same global, one of
    // them through a deprecated flag's redirect or a preset.
    let cmd = Command::new("fe")
        .arg(Arg::new("color").long("color").global(true).default_value("auto"))
        .arg(Arg::new("colour").long("colour").global(true))
        .arg(Arg::new("quiet").short('q').action(ArgAction::SetTrue).global(true))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .flags_env("AK_T_GLOBAL_TARGETS")
        .arg("colour", ArgSpec::new().deprecated_for("color"))
        .arg("quiet", ArgSpec::new().preset("color", "never"));
    let color = |value: &str, argv: &[&str]| {
        std::env::set_var("AK_T_GLOBAL_TARGETS", value);
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        std::env::remove_var("AK_T_GLOBAL_TARGETS");
        let read = m.subcommand().map_or(&*m, |(_, sub)| sub);
        one(read, "color").unwrap()
    };
    for (value, typed, wins) in [
        ("--colour always", &["fe", "--color", "never"][..], "never"),
        ("-q", &["fe", "--color=always"], "always"),
        ("--color always", &["fe", "-q"], "never"),
        ("--color always", &["fe", "--colour", "never"], "never"),
    ] {
        // As without a subcommand: the command line wins.
        assert_eq!(color(value, typed), wins, "{value:?} {typed:?}");
        let with_run = [typed, &["run"]].concat();
        assert_eq!(color(value, &with_run), wins, "{value:?} {with_run:?}");
    }
}

#[test]
fn the_variable_s_flags_have_every_behaviour_and_fact() {
    let m = compile(
        "AK_T_BEHAVIOURS",
        "--num-neuroncores 4 --enable-o1",
        &["compile", "m.pb"],
    );
    let sub = m.subcommand().unwrap().1;
    assert_eq!(one(sub, "lnc").as_deref(), Some("4"));
    assert_eq!(one(sub, "level").as_deref(), Some("1"));
    let facts = m.facts();
    assert!(facts.is_used("lnc") && facts.is_used("o1"));
    assert_eq!(
        facts.warnings(),
        ["warning: --num-neuroncores is deprecated and will be removed in a future release. Use --lnc instead."]
    );
}

#[test]
fn an_unset_or_blank_variable_adds_nothing() {
    let m = compile("AK_T_BLANK", "  \n ", &["compile", "m.pb"]);
    assert_eq!(one(m.subcommand().unwrap().1, "lnc"), None);
    let m = driver("AK_T_NEVER_SET")
        .try_get_matches_from(["cc", "compile", "m.pb"])
        .unwrap();
    assert_eq!(one(m.subcommand().unwrap().1, "lnc"), None);
}

/// The error of `cc ARGS...` with `variable` set to `value`.
fn rejected(variable: &'static str, value: &str, args: &[&str]) -> argkind::Error {
    std::env::set_var(variable, value);
    let argv = std::iter::once("cc").chain(args.iter().copied());
    let result = driver(variable).try_get_matches_from(argv);
    std::env::remove_var(variable);
    match result {
        Ok(_) => panic!("{value:?} {args:?} was accepted"),
        Err(err) => err,
    }
}

#[test]
fn a_word_read_as_a_positional_or_a_subcommand_is_an_error_naming_the_variable() {
    // The error names the first word that is not a whole flag, and where
    // it stands.
    for (variable, value, args, first) in [
        (
            "AK_T_POSITIONAL",
            "--lnc 1 other.pb",
            &["compile", "m.pb"][..],
            "`other.pb`, at {variable} word 2",
        ),
        (
            "AK_T_EATS",
            "--lnc",
            &["compile", "m.pb"][..],
            "`--lnc`, at {variable} word 0",
        ),
        (
            "AK_T_SUBCOMMAND",
            "list",
            &["compile", "m.pb"][..],
            "`list`, at {variable} word 0",
        ),
        // An option that takes hyphen values would take the typed flag.
        (
            "AK_T_HYPHEN",
            "--opts",
            &["compile", "--fast", "m.pb"][..],
            "`--opts`, at {variable} word 0",
        ),
    ] {
        let err = rejected(variable, value, args);
        assert_eq!(err.exit_code(), 2, "{value}");
        assert_eq!(err.kind(), ErrorKind::InvalidValue, "{value}");
        let text = err.to_string();
        assert!(text.contains(variable), "{text}");
        assert!(
            text.contains(&format!(
                "whole flags of `cc compile` (the first that is not: {})",
                first.replace("{variable}", variable)
            )),
            "{text}"
        );
        assert!(text.contains("`cc compile`"), "{text}");
        assert!(
            text.contains("Usage: cc compile "),
            "the usage line of the subcommand: {text}"
        );
    }
    // Before any subcommand: a word that chooses one.
    let err = rejected("AK_T_ROOT_WORD", "list", &["-v"]);
    assert_eq!(err.kind(), ErrorKind::InvalidValue);
    let text = err.to_string();
    assert!(text.contains("AK_T_ROOT_WORD") && text.contains("`cc`"), "{text}");
}

#[test]
fn a_quote_left_open_is_an_error_naming_the_variable() {
    let err = rejected("AK_T_QUOTE", "--lnc '1", &["compile", "m.pb"]);
    assert_eq!(err.exit_code(), 2);
    assert_eq!(err.kind(), ErrorKind::InvalidValue);
    let text = err.to_string();
    assert!(
        text.contains("cannot read the flags in AK_T_QUOTE: a quote is not closed"),
        "{text}"
    );
}

#[test]
fn clap_s_own_errors_stand() {
    // An unknown flag in the variable is clap's unknown argument.
    let err = rejected("AK_T_UNKNOWN", "--nope", &["compile", "m.pb"]);
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn clap_s_error_about_a_word_of_the_variable_says_where_it_came_from() {
    // `--lnc` is a flag of `compile`, not of `list`.
    let err = rejected("AK_T_OTHER_SUB", "--lnc 1", &["list"]);
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    let text = err.to_string();
    assert!(text.contains("unexpected argument '--lnc' found"), "{text}");
    assert!(
        text.contains("tip: '--lnc' comes from AK_T_OTHER_SUB, not from the command line"),
        "{text}"
    );
    // An option of the variable left without its value takes the command
    // line's next token: the error names the variable.
    let err = rejected("AK_T_NO_VALUE", "--level", &["compile", "m.pb", "--lnc=1"]);
    assert_eq!(err.kind(), ErrorKind::InvalidValue);
    assert!(
        err.to_string()
            .contains("the words in AK_T_NO_VALUE are not whole flags"),
        "{err}"
    );
    // An option of the variable left without a value at the end, spelled
    // long as short.
    for (variable, value) in [("AK_T_BARE_LONG", "--lnc"), ("AK_T_BARE_SHORT", "-D")] {
        let err = rejected(variable, value, &["compile"]);
        assert_eq!(err.kind(), ErrorKind::InvalidValue, "{value}");
        let text = err.to_string();
        assert!(text.contains("a value is required for"), "{text}");
        let flag = if value == "-D" { "-D" } else { "--lnc" };
        let tip = format!("tip: '{flag}' comes from {variable}, not from the command line");
        assert!(text.contains(&tip), "{text}");
    }
    // A flag the user typed too is the user's.
    let err = rejected("AK_T_TYPED_TOO", "--lnc=1", &["list", "--lnc", "2"]);
    assert!(!err.to_string().contains("AK_T_TYPED_TOO"), "{err}");
    // An empty word (quoted) is a word of the variable like any other.
    let err = rejected("AK_T_EMPTY_WORD", "''", &["list"]);
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    assert!(
        err.to_string()
            .contains("tip: '' comes from AK_T_EMPTY_WORD, not from the command line"),
        "{err}"
    );
    let err = rejected("AK_T_EMPTY_TYPED", "''", &["list", ""]);
    assert!(!err.to_string().contains("AK_T_EMPTY_TYPED"), "{err}");
}

#[test]
#[cfg_attr(not(debug_assertions), ignore = "definition checks run in debug builds")]
#[should_panic(expected = "subcommand `build` names `AK_T_SUB` as its flags variable")]
fn a_subcommand_s_flags_variable_is_a_definition_error() {
    let cmd = Command::new("tool").subcommand(Command::new("build"));
    let spec = CommandSpec::new().subcommand("build", CommandSpec::new().flags_env("AK_T_SUB"));
    let _ = ArgKindCommand::new(cmd, spec);
}

#[test]
#[cfg_attr(not(debug_assertions), ignore = "definition checks run in debug builds")]
#[should_panic(expected = "command `tool` names an empty flags variable")]
fn an_empty_flags_variable_name_is_a_definition_error() {
    let _ = ArgKindCommand::new(Command::new("tool"), CommandSpec::new().flags_env(""));
}

/// A derive application with a flags variable on its root struct.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
#[argkind(flags_env = "AK_T_DERIVE_FLAGS")]
struct Cc {
    #[arg(long)]
    target: Option<String>,
    #[arg(long)]
    #[argkind(hidden)]
    dump: Option<String>,
}

#[test]
fn the_derive_names_the_variable_with_one_attribute() {
    std::env::set_var("AK_T_DERIVE_FLAGS", "--target trn2 --dump x");
    let parsed = argkind::try_parse_from::<Cc>(["cc", "--dump", "y"]);
    std::env::remove_var("AK_T_DERIVE_FLAGS");
    let parsed = parsed.unwrap();
    assert_eq!(parsed.value.target.as_deref(), Some("trn2"));
    assert_eq!(parsed.value.dump.as_deref(), Some("y"));
    assert_eq!(
        argkind::command::<Cc>().spec().get_flags_env(),
        Some("AK_T_DERIVE_FLAGS")
    );
}

#[test]
fn the_example_reads_neuron_cc_flags() {
    std::env::set_var("NEURON_CC_FLAGS", "--lnc 1");
    let parsed = argkind::try_parse_from::<cli::Cli>(["neuronx_cc", "compile", "m.pb", "--enable-experimental-O1"]);
    std::env::remove_var("NEURON_CC_FLAGS");
    let report = cli::report(&parsed.unwrap());
    assert_eq!(report["flags"]["lnc"], 1);
    assert_eq!(report["flags"]["optlevel"], 1);
}

#[test]
fn the_variable_may_ask_for_the_effective_values_surface() {
    // Without recording sources, the command line is kept for the surface
    // only where it may ask for it: the variable's words count too.
    let variable = "AK_T_PRINT";
    let cmd = Command::new("cc").arg(Arg::new("lnc").long("lnc"));
    let spec = CommandSpec::new().flags_env(variable).print_options();
    std::env::set_var(variable, "--print-options");
    let parsed = ArgKindCommand::new(cmd, spec).try_get_matches_from(["cc", "--lnc", "1"]);
    std::env::remove_var(variable);
    match parsed {
        Err(argkind::Error::Surface(text, _)) => {
            let text = text.to_string();
            assert!(text.contains("--lnc: 1 (--lnc at 1)"), "{text}");
        }
        other => panic!("no surface: {:?}", other.map(|m| m.facts().used().len())),
    }
}

/// `cc compile INPUT` with `--pass` taking one or more values, and the
/// flags variable `variable`.
fn greedy_driver(variable: &'static str) -> ArgKindCommand {
    let compile = Command::new("compile")
        .arg(Arg::new("input").required(true))
        .arg(Arg::new("lnc").long("lnc"))
        .arg(Arg::new("output").long("output"))
        .arg(Arg::new("pass").long("pass").num_args(1..).action(ArgAction::Append));
    let cmd = Command::new("cc").infer_subcommands(true).subcommand(compile);
    ArgKindCommand::new(cmd, CommandSpec::new().flags_env(variable))
}

#[test]
fn a_value_that_spells_the_subcommand_is_not_where_the_words_go() {
    // `--pass x` would take `m.pb` after `compile`, so the words fit
    // nowhere: `comp` is `--output`'s value, not the subcommand's token
    // (after it, the variable's `--lnc 1` would beat the typed `--lnc 2`).
    let variable = "AK_T_SPELLS_SUB";
    std::env::set_var(variable, "--lnc 1 --pass x");
    let comp =
        greedy_driver(variable).try_get_matches_from(["cc", "compile", "m.pb", "--lnc", "2", "--output", "comp"]);
    let other = greedy_driver(variable).try_get_matches_from(["cc", "compile", "m.pb", "--lnc", "2", "--output", "d"]);
    std::env::remove_var(variable);
    for parsed in [comp, other] {
        let err = parsed.map(|m| format!("{m:?}")).unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert!(err.to_string().contains("are not whole flags of `cc compile`"), "{err}");
    }
}

#[test]
fn the_words_that_fit_nowhere_are_for_the_command_the_usage_line_names() {
    // The binary is run as `drv` (its name in the command line), where
    // the command is named `cc`: the error names the command as its usage
    // line does.
    let variable = "AK_T_BINARY_NAME";
    std::env::set_var(variable, "--lnc 1 --pass x");
    let parsed = greedy_driver(variable).try_get_matches_from(["drv", "compile", "m.pb", "--output", "d"]);
    std::env::remove_var(variable);
    let err = parsed.map(|m| format!("{m:?}")).unwrap_err().to_string();
    assert!(err.contains("are not whole flags of `drv compile`"), "{err}");
    assert!(err.contains("Usage: drv compile"), "{err}");
}

#[test]
fn a_request_on_the_command_line_is_answered_whatever_the_variable_holds() {
    // The variable holds a flag of `compile`: help, version and the help
    // surfaces answer as they do without it.
    let variable = "AK_T_REQUEST";
    let requests: [&[&str]; 5] = [
        &["cc", "compile", "--help"],
        &["cc", "compile", "m.pb", "-h"],
        &["cc", "compile", "--help-hidden"],
        &["cc", "help", "compile"],
        &["cc", "compile", "m.pb", "--help-hidden-list"],
    ];
    for argv in requests {
        let without = driver(variable).try_get_matches_from(argv).map(|_| ()).unwrap_err();
        std::env::set_var(variable, "--lnc 1 -D x");
        let with = driver(variable).try_get_matches_from(argv).map(|_| ()).unwrap_err();
        std::env::remove_var(variable);
        assert_eq!(with.exit_code(), 0, "{argv:?}: {with}");
        assert_eq!(with.to_string(), without.to_string(), "{argv:?}");
    }
}

#[test]
fn the_variable_s_setting_the_command_line_overrode_is_named() {
    // clap keeps the last occurrence only; the variable's is listed too.
    let variable = "AK_T_OVERRODE";
    let compile = Command::new("compile")
        .arg(Arg::new("input").required(true))
        .arg(Arg::new("lnc").long("lnc").default_value("2"))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue));
    let cmd = Command::new("cc").subcommand(compile);
    let spec = CommandSpec::new()
        .flags_env(variable)
        .record_sources()
        .subcommand("compile", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    std::env::set_var(variable, "--lnc 1 --no-fast");
    let m = ArgKindCommand::new(cmd, spec).try_get_matches_from(["cc", "compile", "m.pb", "--lnc", "3", "--fast"]);
    std::env::remove_var(variable);
    let m = m.unwrap();
    let word = |word| argkind::Origin::FlagsEnv {
        name: variable.into(),
        word,
    };
    let lnc = m.facts().source("lnc").unwrap();
    assert_eq!(lnc.values(), ["3"]);
    assert!(
        matches!(
            lnc.source(),
            argkind::Source::CommandLine {
                at: Some(argkind::Origin::Argv(3)),
                ..
            }
        ),
        "{lnc:?}"
    );
    let overrode: Vec<String> = lnc.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(overrode, ["default 2", format!("--lnc 1 at {}", word(0)).as_str()]);
    let fast = m.facts().source("fast").unwrap();
    let overrode: Vec<String> = fast.overrode().iter().map(ToString::to_string).collect();
    assert_eq!(
        overrode,
        ["default false".to_owned(), format!("--no-fast false at {}", word(2))]
    );
}

#[test]
fn an_option_of_the_variable_takes_no_value_from_the_command_line_without_positionals() {
    // With no positional to take `3`, clap's reading of the command line
    // without the words has an error there, which is the one reported:
    // with them, `--level` would take it.
    let variable = "AK_T_OPEN_OPTION";
    let cmd = Command::new("cc")
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("pass").long("pass").num_args(1..))
        .subcommand(Command::new("build").arg(Arg::new("jobs").long("jobs")));
    let parse = |value: &str, argv: &[&str]| {
        std::env::set_var(variable, value);
        let parsed =
            ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable)).try_get_matches_from(argv);
        std::env::remove_var(variable);
        parsed
    };
    for (value, argv) in [
        ("--level", &["cc", "3"][..]),
        ("--pass x", &["cc", "3"]),
        ("--jobs", &["cc", "build", "3"]),
    ] {
        let err = parse(value, argv).map(|m| format!("{m:?}")).unwrap_err();
        assert_eq!(err.exit_code(), 2, "{value} {argv:?}");
        // Plain clap's error of the command line alone.
        let alone = cmd.clone().try_get_matches_from(argv).unwrap_err();
        assert_eq!(err.kind(), alone.kind(), "{value} {argv:?}: {err}");
        assert!(
            err.to_string().contains("'3'") && !err.to_string().contains(variable),
            "{value} {argv:?}: {err}"
        );
    }
    // Whole flags stand, the typed ones winning.
    let m = parse("--level 1 --pass x y", &["cc", "--level", "2"]).unwrap();
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("2"));
    let pass: Vec<&str> = m.get_many::<String>("pass").unwrap().map(String::as_str).collect();
    assert_eq!(pass, ["x", "y"]);
    let m = parse("--jobs 4", &["cc", "build"]).unwrap();
    let build = m.subcommand_matches("build").unwrap();
    assert_eq!(build.get_one::<String>("jobs").map(String::as_str), Some("4"));
}

/// An error about a word of the variable says where it came from whatever
/// else the user typed, `--flag=value` tokens included.
#[test]
fn the_variable_is_named_beside_typed_flags_with_values() {
    let err = rejected("AK_T_BESIDE_EQ", "--nope", &["compile", "m.pb", "--level=2"]);
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    let text = err.to_string();
    assert!(text.contains("unexpected argument '--nope' found"), "{text}");
    assert!(
        text.contains("tip: '--nope' comes from AK_T_BESIDE_EQ, not from the command line"),
        "{text}"
    );
}

/// The tip that names the variable comes after clap's own tips, which stay.
#[test]
fn the_variable_s_tip_comes_after_clap_s_own() {
    let err = rejected("AK_T_AFTER_TIPS", "--nope", &["compile", "m.pb"]);
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    let text = err.to_string();
    assert!(
        text.contains(
            "  tip: to pass '--nope' as a value, use '-- --nope'\n  \
             tip: '--nope' comes from AK_T_AFTER_TIPS, not from the command line\n"
        ),
        "{text}"
    );
}

#[cfg(unix)]
#[test]
fn a_word_that_is_not_utf8_is_clap_s_own_error() {
    // It used to be the error that the words are not whole flags.
    use std::os::unix::ffi::OsStringExt;
    let cmd = Command::new("d").arg(Arg::new("define").short('D').action(ArgAction::Append));
    let spec = CommandSpec::new().flags_env("AK_T_NOT_UTF8");
    std::env::set_var("AK_T_NOT_UTF8", std::ffi::OsString::from_vec(b"-D \xff".to_vec()));
    let err = ArgKindCommand::new(cmd, spec).try_get_matches_from(["d"]).unwrap_err();
    std::env::remove_var("AK_T_NOT_UTF8");
    assert_eq!(err.kind(), ErrorKind::InvalidUtf8, "{err}");
}

#[test]
fn the_tip_names_the_variable_whatever_spelling_of_the_flag_it_holds() {
    // A short flag with its value attached, and a short flag clap names by
    // its long name: the tip used to be left out.
    let cmd = Command::new("d")
        .arg(Arg::new("output").short('o').long("output"))
        .subcommand(Command::new("run").arg(Arg::new("opt").short('O')));
    let spec = CommandSpec::new().flags_env("AK_T_SPELLINGS");
    let error = |value: &str, argv: &[&str]| {
        std::env::set_var("AK_T_SPELLINGS", value);
        let err = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_err();
        std::env::remove_var("AK_T_SPELLINGS");
        err.to_string()
    };
    let text = error("-O3", &["d"]);
    assert!(text.contains("unexpected argument '-O' found"), "{text}");
    assert!(
        text.contains("comes from AK_T_SPELLINGS, not from the command line"),
        "{text}"
    );
    let text = error("-o", &["d"]);
    assert!(text.contains("a value is required for '--output <output>'"), "{text}");
    assert!(
        text.contains("comes from AK_T_SPELLINGS, not from the command line"),
        "{text}"
    );
}

/// A root with a global count `-v`, a global `--color` with a default, and
/// an option `--level` of its own and of `run`; `more` adds a flag of the
/// root's own (`--fast`, so a default that is no global's) in a group.
fn globals_driver(more: bool) -> Command {
    let cmd = Command::new("d")
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::Count)
                .global(true),
        )
        .arg(Arg::new("color").long("color").global(true).default_value("auto"))
        .arg(Arg::new("level").long("level"))
        .subcommand(Command::new("run").arg(Arg::new("level").long("level")));
    if !more {
        return cmd;
    }
    cmd.arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .group(clap::ArgGroup::new("speed").arg("fast"))
}

#[test]
fn only_global_flags_typed_before_the_subcommand_go_after_the_program_name() {
    // Each reads as plain clap reads the words where they go: after the
    // program name only where they are all globals of the root and one of
    // them is typed before `run`; after `run` where one is no global (the
    // root's `--level`, even typed before `run`), or where none is typed
    // before `run` (a count typed in `run` only adds up there).
    for (more, value, args, inline) in [
        (false, "-v", &["run", "-v"][..], &["run", "-v", "-v"][..]),
        (true, "-v", &["run", "-v"][..], &["run", "-v", "-v"][..]),
        (true, "-v", &["-v", "run"][..], &["-v", "-v", "run"][..]),
        (false, "--level 1", &["run"][..], &["run", "--level", "1"][..]),
        (true, "--level 1", &["run"][..], &["run", "--level", "1"][..]),
        (
            false,
            "--level 1",
            &["--level", "2", "run"][..],
            &["--level", "2", "run", "--level", "1"][..],
        ),
        (
            true,
            "-v --level 1",
            &["-v", "--level", "2", "run"][..],
            &["-v", "--level", "2", "run", "-v", "--level", "1"][..],
        ),
    ] {
        std::env::set_var("AK_T_ONLY_GLOBALS", value);
        let argv = std::iter::once("d").chain(args.iter().copied());
        let ours = ArgKindCommand::new(globals_driver(more), CommandSpec::new().flags_env("AK_T_ONLY_GLOBALS"))
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {args:?}: {e}"));
        std::env::remove_var("AK_T_ONLY_GLOBALS");
        let plain = globals_driver(more)
            .try_get_matches_from(std::iter::once("d").chain(inline.iter().copied()))
            .unwrap();
        let read = |m: &clap::ArgMatches| {
            let (_, sub) = m.subcommand().unwrap();
            [m, sub].map(|m| (m.get_count("verbose"), one(m, "color"), one(m, "level")))
        };
        assert_eq!(read(&ours), read(&plain), "{more} {value:?} {args:?}");
    }
}

/// The command of [`globals_driver`], with no program name in the command
/// line (`Command::no_binary_name`): the words of the flags variable go
/// where a program name would end, before the first word.
#[test]
fn without_a_program_name_the_words_go_before_the_first_word() {
    // The first word is an option that takes a value, a subcommand, a
    // global typed before the subcommand, or nothing: each reads as plain
    // clap reads the words where they go.
    for (value, args, inline) in [
        ("-v", &["--level", "2"][..], &["-v", "--level", "2"][..]),
        (
            "--color never",
            &["--level", "2"][..],
            &["--color", "never", "--level", "2"][..],
        ),
        (
            "--level 1",
            &["--level", "2"][..],
            &["--level", "1", "--level", "2"][..],
        ),
        ("--level 1", &["run"][..], &["run", "--level", "1"][..]),
        ("-v", &["run", "--level", "3"][..], &["run", "-v", "--level", "3"][..]),
        ("-v", &["-v", "run"][..], &["-v", "-v", "run"][..]),
        ("-v", &[][..], &["-v"][..]),
    ] {
        std::env::set_var("AK_T_NO_BINARY_NAME", value);
        let ours = ArgKindCommand::new(
            globals_driver(false).no_binary_name(true),
            CommandSpec::new().flags_env("AK_T_NO_BINARY_NAME"),
        )
        .try_get_matches_from(args.iter().copied());
        std::env::remove_var("AK_T_NO_BINARY_NAME");
        let ours = ours.unwrap_or_else(|e| panic!("{value:?} {args:?}: {e}"));
        // With argkind's change to how clap reads a repeated option.
        let plain = globals_driver(false)
            .no_binary_name(true)
            .args_override_self(true)
            .try_get_matches_from(inline.iter().copied())
            .unwrap();
        let read = |m: &clap::ArgMatches| {
            let here = (m.get_count("verbose"), one(m, "color"), one(m, "level"));
            let sub = m
                .subcommand()
                .map(|(_, sub)| (sub.get_count("verbose"), one(sub, "color"), one(sub, "level")));
            (here, sub)
        };
        assert_eq!(read(&ours), read(&plain), "{value:?} {args:?}");
    }
}

#[test]
fn a_command_line_without_its_program_name_is_clap_s_to_read_whatever_the_variable_holds() {
    // No word of the variable goes in where there is no place for them:
    // clap reads the empty command line as it would without the variable.
    std::env::set_var("AK_T_EMPTY_ARGV", "--lnc 1");
    let ours = driver("AK_T_EMPTY_ARGV").try_get_matches_from(Vec::<String>::new());
    std::env::remove_var("AK_T_EMPTY_ARGV");
    let plain = Command::new("cc")
        .subcommand(Command::new("compile"))
        .try_get_matches_from(Vec::<String>::new());
    assert_eq!(ours.is_ok(), plain.is_ok(), "{:?}", ours.err());
}

/// A command line with an error of its own before the subcommand (a value
/// the parser rejects, attached or not; an unknown flag): clap stops
/// reading there, so it is the error reported, as plain clap reports it
/// for the command line alone, not one about a word of the variable.
#[test]
fn the_command_line_s_own_error_before_the_subcommand_is_the_one_reported() {
    let variable = "AK_T_OWN_ERROR";
    let cmd = Command::new("app")
        .arg(
            Arg::new("depth")
                .long("depth")
                .short('d')
                .value_parser(clap::value_parser!(u32)),
        )
        .subcommand(Command::new("run").arg(Arg::new("plain").long("plain").action(ArgAction::SetTrue)));
    std::env::set_var(variable, "--plain");
    for argv in [
        &["app", "--depth", "x", "run"][..],
        &["app", "--depth=x", "run"],
        &["app", "-dx", "run"],
        &["app", "--nope", "run"],
    ] {
        let err = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
            .try_get_matches_from(argv)
            .map(|m| format!("{m:?}"))
            .unwrap_err();
        let alone = cmd.clone().try_get_matches_from(argv).unwrap_err();
        assert_eq!(err.kind(), alone.kind(), "{argv:?}: {err}");
        assert_eq!(err.exit_code(), 2, "{argv:?}");
        assert!(!err.to_string().contains("--plain"), "{argv:?}: {err}");
    }
    // Without an error, the words go after `run`.
    let m = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
        .try_get_matches_from(["app", "--depth=2", "run"])
        .unwrap();
    assert!(m.subcommand_matches("run").unwrap().get_flag("plain"));
    std::env::remove_var(variable);
}

/// A word clap rejects on its own, an unknown flag or a value its parser
/// rejects, is clap's error as for the words typed where they go, with the
/// tip naming the variable; also before an external subcommand and before
/// `--`, where clap's reading stops at the word.
#[test]
fn a_word_clap_rejects_is_clap_s_own_error_with_the_tip() {
    let variable = "AK_T_REJECTED_WORD";
    let cmd = Command::new("cc")
        .allow_external_subcommands(true)
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .arg(Arg::new("color").long("color").value_parser(["auto", "never"]))
        .subcommand(Command::new("build"));
    for (value, argv) in [
        ("--nope", &["cc", "build"][..]),
        ("--nope", &["cc", "extcmd"]),
        ("--nope", &["cc", "--", "x"]),
        ("--color bogus", &["cc"]),
        ("--quiet=1", &["cc"]),
    ] {
        std::env::set_var(variable, value);
        let err = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
            .try_get_matches_from(argv)
            .map(|m| format!("{m:?}"))
            .unwrap_err();
        std::env::remove_var(variable);
        // Plain clap, the words typed after the program name.
        let mut typed = vec!["cc"];
        typed.extend(value.split(' '));
        typed.extend(&argv[1..]);
        let plain = cmd.clone().try_get_matches_from(&typed).unwrap_err();
        assert_eq!(err.kind(), plain.kind(), "{value} {argv:?}: {err}");
        let text = err.to_string();
        assert!(
            text.contains(&format!("comes from {variable}")) && !text.contains("not whole flags"),
            "{value} {argv:?}: {text}"
        );
    }
}

/// Words that mix a global with the subcommand's own flags, the global
/// first and typed before the subcommand too, stay in the subcommand, where
/// the variable's global wins (as typed there, plain clap keeps the deepest
/// command's value): clap's reading of the words alone after the program
/// name stops at the subcommand's flag, which must not make the words
/// look like globals alone.
#[test]
fn words_mixing_a_global_first_with_a_subcommand_s_flags_stay_in_the_subcommand() {
    let variable = "AK_T_MIXED_GLOBAL";
    let cmd = Command::new("cc")
        .arg(Arg::new("color").long("color").global(true))
        .subcommand(Command::new("build").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue)));
    for value in ["--color never --fast", "--color=never --fast", "--fast --color never"] {
        std::env::set_var(variable, value);
        let m = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
            .try_get_matches_from(["cc", "--color", "always", "build"])
            .unwrap_or_else(|e| panic!("{value}: {e}"));
        std::env::remove_var(variable);
        let mut typed = vec!["cc", "--color", "always", "build"];
        typed.extend(value.split(' '));
        let plain = cmd.clone().try_get_matches_from(&typed).unwrap();
        let build = |m: &clap::ArgMatches| {
            let b = m.subcommand_matches("build").unwrap();
            (b.get_one::<String>("color").cloned(), b.get_flag("fast"))
        };
        assert_eq!(build(&m), build(&plain), "{value}");
        assert_eq!(build(&m), (Some("never".to_owned()), true), "{value}");
    }
}

/// A setting of the variable that the command line sets again is what the
/// command line's overrode, also where it comes from a response file the
/// variable names (at its file and line, as that file's tokens are).
#[test]
fn a_setting_from_a_file_the_variable_names_is_overridden_too() {
    let variable = "AK_T_FILE_IN_VARIABLE";
    let path = std::env::temp_dir().join(format!("argkind-o1-{}.rsp", std::process::id()));
    std::fs::write(&path, "-O1\n").unwrap();
    let line = |value: &str| {
        std::env::set_var(variable, value);
        let cmd = Command::new("cc").arg(Arg::new("opt-level").long("opt-level").short('O').default_value("2"));
        let spec = CommandSpec::new().response_files().flags_env(variable).record_sources();
        let m = ArgKindCommand::new(cmd, spec)
            .try_get_matches_from(["cc", "-O3"])
            .unwrap();
        std::env::remove_var(variable);
        m.facts().source("opt-level").unwrap().line()
    };
    let direct = line("-O1");
    let via_file = line(&format!("@{}", path.display()));
    std::fs::remove_file(&path).unwrap();
    assert!(
        direct.ends_with(&format!("(-O3 at 1; overrode default 2, -O1 1 at {variable} word 0)")),
        "{direct}"
    );
    assert!(
        via_file.ends_with(&format!(
            "(-O3 at 1; overrode default 2, -O1 1 at {} line 1)",
            path.display()
        )),
        "{via_file}"
    );
}

/// A value of the variable the parser rejects gets the tip naming the
/// variable also where the user typed the flag too, with another value:
/// the rejected value is the variable's alone.
#[test]
fn a_rejected_value_of_the_variable_is_named_beside_the_flag_typed() {
    let variable = "AK_T_BAD_VALUE";
    let cmd = Command::new("x")
        .arg(
            Arg::new("color")
                .long("color")
                .global(true)
                .value_parser(["auto", "always", "never"]),
        )
        .subcommand(Command::new("run").arg(Arg::new("level").long("level").value_parser(clap::value_parser!(u8))));
    for (value, argv) in [
        ("--level bogus", &["x", "run"][..]),
        ("--level bogus", &["x", "run", "--level", "4"]),
        ("--color bogus", &["x", "--color", "always", "run"]),
        ("--color bogus", &["x", "--color", "always"]),
    ] {
        std::env::set_var(variable, value);
        let err = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
            .try_get_matches_from(argv)
            .map(|m| format!("{m:?}"))
            .unwrap_err()
            .to_string();
        std::env::remove_var(variable);
        assert!(
            err.contains(&format!("comes from {variable}")),
            "{value} {argv:?}: {err}"
        );
    }
    // The value typed: no tip.
    std::env::set_var(variable, "--color never");
    let err = ArgKindCommand::new(cmd.clone(), CommandSpec::new().flags_env(variable))
        .try_get_matches_from(["x", "--color", "bogus"])
        .map(|m| format!("{m:?}"))
        .unwrap_err()
        .to_string();
    std::env::remove_var(variable);
    assert!(!err.contains("comes from"), "{err}");
}

/// A multicall command whose applet the program's name chooses (`true`
/// run as `true`): the words go right after it, as after a subcommand's
/// token, and the applet reads them, as in `busybox true --fast`.
#[test]
fn a_multicall_applet_chosen_by_the_program_name_reads_the_variable() {
    const VARIABLE: &str = "AK_FLAGS_ENV_MULTICALL";
    let busybox = || {
        let applet = Command::new("true")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("file"));
        let cmd = Command::new("busybox").multicall(true).subcommand(applet);
        let spec = CommandSpec::new()
            .flags_env(VARIABLE)
            .subcommand("true", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
        ArgKindCommand::new(cmd, spec)
    };
    for (value, argv, fast, file) in [
        ("--fast", &["true"][..], true, None),
        ("--fast", &["/bin/true", "x"], true, Some("x")),
        ("--no-fast", &["true", "--fast"], true, None),
        ("--no-fast", &["true"], false, None),
    ] {
        std::env::set_var(VARIABLE, value);
        let m = busybox().try_get_matches_from(argv);
        std::env::remove_var(VARIABLE);
        let m = m.unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        let (_, applet) = m.subcommand().expect("an applet");
        assert_eq!(applet.get_flag("fast"), fast, "{value:?} {argv:?}");
        assert_eq!(one(applet, "file").as_deref(), file, "{value:?} {argv:?}");
    }
}

#[test]
fn the_variable_s_flags_go_after_a_subcommand_s_short_flag_in_a_cluster() {
    // pacman's style: `-S` chooses `sync`, which reads the cluster's later
    // letters. The words go right after the letter (`-S`, the words, then
    // `-l5`), where they went to the root, which knows no `--quick`.
    let variable = "AK_T_SHORT_FLAG";
    let cmd = Command::new("pac").subcommand(
        Command::new("sync")
            .short_flag('S')
            .arg(Arg::new("level").short('l').long("level").default_value("0"))
            .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
            .arg(Arg::new("target").num_args(0..)),
    );
    let spec = || {
        CommandSpec::new().flags_env(variable).record_sources().subcommand(
            "sync",
            CommandSpec::new().arg("quick", ArgSpec::new().preset("level", "1")),
        )
    };
    let parse = |argv: &[&str]| {
        std::env::set_var(variable, "--quick");
        let parsed = ArgKindCommand::new(cmd.clone(), spec()).try_get_matches_from(argv);
        std::env::remove_var(variable);
        parsed
    };
    // (command line, `level`, the targets, the token that set `level`)
    let cases: [(&[&str], &str, &[&str], usize); 3] = [
        (&["pac", "-Sl5"], "5", &[], 1),
        (&["pac", "-Sl", "5", "x"], "5", &["x"], 1),
        (&["pac", "-S", "-l5"], "5", &[], 2),
    ];
    for (argv, level, targets, at) in cases {
        let m = parse(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let (name, sync) = m.subcommand().expect("sync");
        assert_eq!(name, "sync", "{argv:?}");
        assert!(sync.get_flag("quick"), "{argv:?}");
        assert_eq!(one(sync, "level").as_deref(), Some(level), "{argv:?}");
        let got: Vec<&str> = sync
            .get_many::<String>("target")
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        assert_eq!(got, targets, "{argv:?}");
        // `--quick` is the variable's word; `-l` is at its typed token,
        // both parts of a split cluster at the cluster's.
        let quick = m.facts().source("quick").unwrap();
        let word = argkind::Origin::FlagsEnv {
            name: variable.into(),
            word: 0,
        };
        assert!(
            matches!(quick.source(), argkind::Source::CommandLine { at: Some(o), .. } if *o == word),
            "{argv:?}: {quick:?}"
        );
        let level = m.facts().source("level").unwrap();
        assert!(
            matches!(level.source(), argkind::Source::CommandLine { at: Some(argkind::Origin::Argv(a)), .. } if *a == at),
            "{argv:?}: {level:?}"
        );
    }
    // `-x` is no flag of `sync`: clap's own error, as without the variable.
    let err = parse(&["pac", "-Sx"]).map(|_| ()).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::UnknownArgument, "{err}");
}

/// A command's own flag that sets a global through a preset or a redirect,
/// typed above a path two commands deep: the variable's words setting the
/// same global go right after the command where the line first sets it, so
/// the command line wins, as one command deep. The words went into the
/// innermost command, where clap keeps the deepest value, since the look
/// for where the line first sets the global asked only the innermost
/// command's matches (a non-global flag is in its own command's only).
/// Compared with plain clap on the line with the words and what each flag
/// adds typed in place.
#[test]
fn a_non_global_flag_setting_a_global_above_two_commands_wins_over_the_variable() {
    let cmd = |twin: bool| {
        // argkind's documented change: every command overrides itself.
        let root = Command::new("bt")
            .args_override_self(true)
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).global(true))
            .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue))
            .arg(Arg::new("color").long("color").global(true))
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
            .subcommand(
                Command::new("build")
                    .args_override_self(true)
                    .arg(Arg::new("lib").long("lib").action(ArgAction::SetTrue))
                    .subcommand(Command::new("doc").args_override_self(true)),
            );
        if twin {
            root.arg(
                Arg::new("no_fast")
                    .long("no-fast")
                    .action(ArgAction::SetTrue)
                    .global(true)
                    .overrides_with("fast"),
            )
        } else {
            root
        }
    };
    let spec = || {
        CommandSpec::new()
            .flags_env("AK_T_TWO_DEEP")
            .arg("fast", ArgSpec::new().noable())
            .arg("quick", ArgSpec::new().preset("fast", "true"))
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .subcommand(
                "build",
                CommandSpec::new().arg("lib", ArgSpec::new().preset("color", "never")),
            )
    };
    let lines: [(&str, &[&str], &[&str]); 6] = [
        (
            "--no-fast",
            &["bt", "--quick", "build"],
            &["bt", "--no-fast", "--quick", "--fast", "build"],
        ),
        (
            "--no-fast",
            &["bt", "--quick", "build", "doc"],
            &["bt", "--no-fast", "--quick", "--fast", "build", "doc"],
        ),
        (
            "--color always",
            &["bt", "build", "--lib"],
            &["bt", "build", "--color", "always", "--lib", "--color=never"],
        ),
        (
            "--color always",
            &["bt", "build", "--lib", "doc"],
            &["bt", "build", "--color", "always", "--lib", "--color=never", "doc"],
        ),
        (
            "--verbose",
            &["bt", "--loud", "build"],
            &["bt", "--verbose", "--loud", "-v", "build"],
        ),
        (
            "--verbose",
            &["bt", "--loud", "build", "doc"],
            &["bt", "--verbose", "--loud", "-v", "build", "doc"],
        ),
    ];
    let leaf = |m: &clap::ArgMatches| {
        let inner = m.subcommand_matches("build").unwrap();
        let inner = inner.subcommand_matches("doc").unwrap_or(inner);
        let fast = inner.get_flag("fast")
            && !inner
                .try_get_one::<bool>("no_fast")
                .ok()
                .flatten()
                .copied()
                .unwrap_or(false);
        (fast, one(inner, "color"), inner.get_count("verbose"))
    };
    for (value, argv, by_hand) in lines {
        std::env::set_var("AK_T_TWO_DEEP", value);
        let m = ArgKindCommand::new(cmd(false), spec())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{value:?} {argv:?}: {e}"));
        std::env::remove_var("AK_T_TWO_DEEP");
        let plain = cmd(true).try_get_matches_from(by_hand).unwrap();
        assert_eq!(leaf(&m), leaf(&plain), "{value:?} {argv:?}");
    }
}

/// [`support::threads_finder`] with the flags variable `variable`.
fn finder(variable: &'static str) -> ArgKindCommand {
    ArgKindCommand::new(support::threads_finder(), CommandSpec::new().flags_env(variable))
}

/// clap decides which token an error is about: a letter in a short cluster
/// of the variable (`-Hj0`, `-Hz`) or an abbreviated long (`--thr=0`) is the
/// variable's word, and gets the tip; the same mistake typed on the command
/// line gets plain clap's error, whatever the variable holds.
#[test]
fn an_error_about_a_word_in_a_short_cluster_or_abbreviated_names_the_variable() {
    let plain = support::threads_finder;
    let cases = [
        ("AK_T_CLUSTER_VALUE", "-Hj0", "--threads", ErrorKind::ValueValidation),
        ("AK_T_ABBREVIATED", "--thr=0", "--threads", ErrorKind::ValueValidation),
        ("AK_T_CLUSTER_UNKNOWN", "-Hz", "-z", ErrorKind::UnknownArgument),
        ("AK_T_SPLIT_VALUE", "-H -j 0", "--threads", ErrorKind::ValueValidation),
    ];
    for (variable, value, flag, kind) in cases {
        std::env::set_var(variable, value);
        let err = finder(variable).try_get_matches_from(["ff"]).unwrap_err();
        // The same words typed: plain clap's error, which the tip follows.
        let alone = plain()
            .try_get_matches_from(std::iter::once("ff").chain(value.split(' ')))
            .unwrap_err();
        let typed = finder(variable)
            .try_get_matches_from(std::iter::once("ff").chain(value.split(' ')))
            .unwrap_err();
        std::env::remove_var(variable);
        assert_eq!(err.kind(), kind, "{value}: {err}");
        assert_eq!(err.exit_code(), 2);
        let tip = format!("tip: '{flag}' comes from {variable}, not from the command line");
        let first = |text: String| text.lines().next().map(str::to_owned);
        assert_eq!(first(err.to_string()), first(alone.to_string()), "{value}");
        assert!(err.to_string().contains(&tip), "{value}: {err}");
        assert_eq!(typed.to_string(), alone.to_string(), "{value} typed");
    }
    // The variable gives a good value, the cluster typed a bad one: the
    // error is the command line's.
    std::env::set_var("AK_T_TYPED_CLUSTER", "-j2");
    let err = finder("AK_T_TYPED_CLUSTER")
        .try_get_matches_from(["ff", "-Hj0"])
        .unwrap_err();
    std::env::remove_var("AK_T_TYPED_CLUSTER");
    let alone = plain().try_get_matches_from(["ff", "-Hj0"]).unwrap_err();
    assert_eq!(err.to_string(), alone.to_string());
}

/// The token an error is about is the one clap rejects, wherever the
/// command line puts an earlier, good occurrence of the same option (cut
/// off before its values, a prefix is rejected alike): a word of the
/// variable missing a value gets the tip however many tokens come before.
#[test]
fn the_word_missing_a_value_gets_the_tip_wherever_it_stands() {
    let cmd = || {
        Command::new("cc")
            .arg(Arg::new("z").short('z').action(ArgAction::SetTrue))
            .arg(Arg::new("pp").long("pp").num_args(2).global(true))
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("r").short('r').action(ArgAction::SetTrue))
                    .arg(Arg::new("level").long("level")),
            )
    };
    let tip = "tip: '--pp' comes from AK_T_MISSING_VALUE, not from the command line";
    for count in 0..12 {
        let mut argv = vec!["cc"];
        argv.extend(std::iter::repeat_n("-z", count));
        argv.extend(["--pp", "a", "b", "build"]);
        std::env::set_var("AK_T_MISSING_VALUE", "-r --pp x");
        let err = ArgKindCommand::new(cmd(), CommandSpec::new().flags_env("AK_T_MISSING_VALUE"))
            .try_get_matches_from(&argv)
            .unwrap_err();
        std::env::remove_var("AK_T_MISSING_VALUE");
        let mut inline = argv.clone();
        inline.extend(["-r", "--pp", "x"]);
        let alone = cmd()
            .args_override_self(true)
            .try_get_matches_from(&inline)
            .unwrap_err();
        assert_eq!(err.kind(), alone.kind(), "{count}");
        assert!(err.to_string().contains(tip), "{count}: {err}");
    }
}

#[test]
fn a_response_file_the_variable_names_that_cannot_be_read_is_an_error_naming_the_variable() {
    // Named by the program the command line names, as the same file typed
    // on the command line is.
    let cli = || {
        let cmd = Command::new("xcc").arg(Arg::new("opt").long("opt"));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files().flags_env("AK_T_MISSING_FILE"))
    };
    std::env::set_var("AK_T_MISSING_FILE", "@ak-t-missing.rsp");
    let from_variable = cli().try_get_matches_from(["xcc-probe", "--opt", "1"]);
    std::env::remove_var("AK_T_MISSING_FILE");
    let typed = cli().try_get_matches_from(["xcc-probe", "@ak-t-missing.rsp"]);
    let (Err(from_variable), Err(typed)) = (from_variable, typed) else {
        panic!("a missing response file was read");
    };
    assert_eq!(from_variable.exit_code(), 2);
    assert_eq!(from_variable.kind(), typed.kind());
    let (text, typed) = (from_variable.to_string(), typed.to_string());
    assert!(
        text.starts_with(
            "error: cannot read the flags in AK_T_MISSING_FILE: cannot read response file 'ak-t-missing.rsp'"
        ),
        "{text}"
    );
    let usage = |text: &str| text.lines().find(|l| l.starts_with("Usage:")).map(str::to_owned);
    assert_eq!(usage(&text), usage(&typed));
    assert_eq!(usage(&text).as_deref(), Some("Usage: xcc-probe [OPTIONS]"));
}

#[cfg(feature = "color")]
#[test]
fn the_tip_that_names_where_a_word_came_from_styles_the_flag_as_clap_styles_it() {
    // clap styles the argument its error is about (`unexpected argument
    // '--lnc' found`); the tip names it so too, with the command's styles.
    let err = rejected("AK_T_STYLED_TIP", "--lnc 1", &["list"]);
    let argkind::Error::Clap(err) = err else {
        panic!("{err}")
    };
    let text = err.render().ansi().to_string();
    let driver = driver("AK_T_STYLED_TIP");
    let invalid = *driver.command().get_styles().get_invalid();
    let styled = format!("'{invalid}--lnc{invalid:#}' comes from AK_T_STYLED_TIP, not from the command line");
    assert!(text.contains(&styled), "{text:?}");
    assert!(
        text.contains(&format!("unexpected argument '{invalid}--lnc{invalid:#}' found")),
        "{text:?}"
    );
}

#[test]
fn an_error_about_a_word_of_a_response_file_the_variable_names_names_the_file() {
    // As the same file typed on the command line: the file and its line,
    // where the variable holds the `@file` word; a word of the variable's
    // own still names the variable.
    let path = std::env::temp_dir().join(format!("argkind-bogus-{}.rsp", std::process::id()));
    std::fs::write(&path, "--opt 1\n--bogus\n").expect("writes");
    let cli = || {
        let cmd = Command::new("xcc").arg(Arg::new("opt").long("opt"));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files().flags_env("AK_T_FILE_WORD"))
    };
    let file_tip = format!(
        "tip: '--bogus' comes from response file '{}' (line 2), not from the command line",
        path.display()
    );
    std::env::set_var("AK_T_FILE_WORD", format!("@{}", path.display()));
    let from_variable = cli().try_get_matches_from(["xcc"]);
    std::env::set_var("AK_T_FILE_WORD", format!("--nope @{}", path.display()));
    let own_word = cli().try_get_matches_from(["xcc"]);
    std::env::remove_var("AK_T_FILE_WORD");
    let typed = cli().try_get_matches_from(["xcc".into(), format!("@{}", path.display())]);
    std::fs::remove_file(&path).expect("removes");
    let (Err(from_variable), Err(own_word), Err(typed)) = (from_variable, own_word, typed) else {
        panic!("--bogus was accepted");
    };
    assert_eq!(from_variable.kind(), ErrorKind::UnknownArgument);
    assert_eq!(from_variable.to_string(), typed.to_string());
    assert!(from_variable.to_string().contains(&file_tip), "{from_variable}");
    assert!(
        own_word
            .to_string()
            .contains("tip: '--nope' comes from AK_T_FILE_WORD, not from the command line"),
        "{own_word}"
    );
}

#[test]
fn a_request_on_the_command_line_is_answered_where_the_variable_cannot_be_read() {
    // As where its words are not whole flags: the command line's request
    // answers whatever the variable holds.
    let cli = || {
        let cmd = Command::new("xcc").version("3.1").arg(Arg::new("opt").long("opt"));
        ArgKindCommand::new(
            cmd,
            CommandSpec::new().response_files().flags_env("AK_T_UNREAD_REQUEST"),
        )
    };
    let outcome = |value: Option<&str>, argv: &[&str]| {
        match value {
            Some(value) => std::env::set_var("AK_T_UNREAD_REQUEST", value),
            None => std::env::remove_var("AK_T_UNREAD_REQUEST"),
        }
        let result = cli().try_get_matches_from(argv);
        std::env::remove_var("AK_T_UNREAD_REQUEST");
        match result {
            Ok(_) => panic!("{value:?} {argv:?} was accepted"),
            Err(err) => (err.kind(), err.to_string()),
        }
    };
    for value in ["'x", "@ak-t-unread-missing.rsp", "--opt 1 @ak-t-unread-missing.rsp"] {
        for argv in [&["xcc", "--help"][..], &["xcc", "-V"], &["xcc", "--help-hidden"]] {
            assert_eq!(outcome(Some(value), argv), outcome(None, argv), "{value:?} {argv:?}");
        }
        let (kind, text) = outcome(Some(value), &["xcc", "--opt", "2"]);
        assert!(
            matches!(kind, ErrorKind::InvalidValue | ErrorKind::Io),
            "{value:?}: {text}"
        );
        assert!(
            text.starts_with("error: cannot read the flags in AK_T_UNREAD_REQUEST: "),
            "{text}"
        );
    }
}

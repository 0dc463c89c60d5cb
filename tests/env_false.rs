//! Value-less flags set from the environment (issue "No leak in any
//! corner"): a flag its variable leaves at its unset value takes no part in
//! conflicts, `requires`, required arguments or groups, yet keeps its value,
//! its `ValueSource::EnvVariable` and counts as used; a typed negation wins
//! over the variable; an error about a flag set from its variable names the
//! variable, never the flag. This departs from clap on purpose
//! (clap-rs/clap#5591).

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgGroup, Command};

/// Builds `build()` with the environment variable `var` set to `value`:
/// clap reads a variable when the argument is built. Each test has
/// variables of its own, since tests share the process's environment.
fn with_env<T>(var: &str, value: &str, build: impl FnOnce() -> T) -> T {
    std::env::set_var(var, value);
    let built = build();
    std::env::remove_var(var);
    built
}

/// `cli` with `--flag` (tier `tier`, variable `var`), `--other` conflicting
/// with it, `--needs` requiring it, `--gpu` that it requires a `--dev` for,
/// and with `inserting`, a deprecated `--old` redirected to `--other` (so
/// that argkind inserts tokens and checks where clap read them).
fn probe(var: &str, value: &str, tier: ArgKind, spec: ArgSpec, inserting: bool) -> ArgKindCommand {
    with_env(var, value, || {
        let mut cmd = Command::new("cli")
            .arg(
                Arg::new("flag")
                    .long("flag")
                    .action(ArgAction::SetTrue)
                    .env(var.to_owned())
                    .help("Probe"),
            )
            .arg(
                Arg::new("other")
                    .long("other")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("flag")
                    .help("Other"),
            )
            .arg(
                Arg::new("needs")
                    .long("needs")
                    .action(ArgAction::SetTrue)
                    .requires("flag"),
            )
            .arg(Arg::new("dev").long("dev").help("Device"))
            .arg(Arg::new("input"));
        let mut spec_of = CommandSpec::new().arg("flag", spec.kind(tier));
        if inserting {
            cmd = cmd.arg(Arg::new("old").long("old").action(ArgAction::SetTrue));
            spec_of = spec_of.arg("old", ArgSpec::new().kind(ArgKind::Hidden).deprecated_for("other"));
        }
        ArgKindCommand::new(cmd.mut_arg("flag", |a| a.requires("dev")), spec_of)
    })
}

/// The rendered error of `argv`, which must be a clap error.
fn error(cmd: &mut ArgKindCommand, argv: &[&str]) -> (ErrorKind, String) {
    match cmd.try_get_matches_from(argv) {
        Err(Error::Clap(err)) => (err.kind(), err.render().to_string()),
        Err(other) => panic!("{argv:?}: not a clap error: {other}"),
        Ok(_) => panic!("{argv:?} parses"),
    }
}

/// The tiers `--flag` may have: HARG may not be required (by `--needs`).
const TIERS: [ArgKind; 4] = [ArgKind::Public, ArgKind::Hidden, ArgKind::Internal, ArgKind::Earg];

#[test]
fn a_flag_its_variable_sets_false_takes_no_part_in_conflicts() {
    for tier in TIERS {
        for inserting in [false, true] {
            let mut cmd = probe("ARGKIND_EF_CONFLICT", "false", tier, ArgSpec::new(), inserting);
            for argv in [
                &["cli", "--other"][..],
                &["cli", "--other", "x"],
                &["cli", "x", "--other"],
            ] {
                let m = cmd
                    .try_get_matches_from(argv)
                    .unwrap_or_else(|e| panic!("{tier} {inserting} {argv:?}: {e}"));
                assert!(m.get_flag("other"));
                assert!(!m.get_flag("flag"));
                assert_eq!(
                    m.value_source("flag"),
                    Some(ValueSource::EnvVariable),
                    "{tier} {argv:?}"
                );
                let used = m.facts().get("flag").expect("the environment sets it");
                assert_eq!(used.source(), ValueSource::EnvVariable);
                assert!(m.facts().is_used("other"));
            }
            if inserting {
                // The redirect reaches `--other` as it does without the variable.
                let m = cmd.try_get_matches_from(["cli", "--old"]).unwrap();
                assert!(m.get_flag("other") && !m.get_flag("flag"));
                assert_eq!(m.value_source("flag"), Some(ValueSource::EnvVariable));
            }
        }
    }
}

#[test]
fn a_flag_its_variable_sets_false_takes_no_part_in_requires() {
    for tier in [ArgKind::Public, ArgKind::Hidden] {
        let mut cmd = probe("ARGKIND_EF_REQUIRES", "false", tier, ArgSpec::new(), false);
        // `--flag` requires `--dev`: not when its variable says false.
        let m = cmd.try_get_matches_from(["cli"]).expect("nothing requires --dev");
        assert!(m.facts().is_used("flag"));
        assert_eq!(m.value_source("flag"), Some(ValueSource::EnvVariable));
        // `--needs` requires `--flag`: false does not give it. The user
        // must add `--flag`, so the error may name it; the usage line names
        // only PUBLIC flags.
        let (kind, text) = error(&mut cmd, &["cli", "--needs"]);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{text}");
        // (clap adds what `--flag` requires in turn.)
        assert!(text.contains("were not provided:\n  --dev <dev>\n  --flag\n"), "{text}");
        if tier != ArgKind::Public {
            let usage = text.lines().find(|l| l.starts_with("Usage:")).unwrap();
            assert!(!usage.contains("--flag"), "{text}");
        }
        // Where clap, counting the variable's `false` as `--flag`, accepts
        // the line (`--flag` then has its `--dev`), it still lacks `--flag`.
        let (kind, text) = error(&mut cmd, &["cli", "--needs", "--dev", "d"]);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{text}");
        assert!(text.contains("were not provided:\n  --flag\n"), "{text}");
    }
}

#[test]
fn a_pair_flag_its_variable_sets_false_is_quiet_too() {
    for spec in [ArgSpec::new().noable(), ArgSpec::new().kind(ArgKind::Hidden).noable()] {
        let mut cmd = probe("ARGKIND_EF_PAIR", "false", ArgKind::Public, spec.clone(), false);
        let m = cmd.try_get_matches_from(["cli", "--other"]).expect("no conflict");
        assert!(!m.get_flag("flag"));
        assert_eq!(m.value_source("flag"), Some(ValueSource::EnvVariable));
        assert_eq!(m.facts().get("flag").unwrap().argv(), ["--no-flag"]);
    }
}

#[test]
fn a_set_false_flag_its_variable_sets_true_is_quiet() {
    let mut cmd = with_env("ARGKIND_EF_SET_FALSE", "true", || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("no-cache")
                    .long("no-cache")
                    .action(ArgAction::SetFalse)
                    .env("ARGKIND_EF_SET_FALSE"),
            )
            .arg(Arg::new("offline").long("offline").action(ArgAction::SetTrue))
            .group(ArgGroup::new("mode").args(["no-cache", "offline"]));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("no-cache", ArgKind::Hidden))
    });
    let m = cmd
        .try_get_matches_from(["cli", "--offline"])
        .expect("no conflict in the group");
    assert!(m.get_flag("no-cache"));
    assert_eq!(m.value_source("no-cache"), Some(ValueSource::EnvVariable));
    assert!(m.facts().is_used("no-cache"));
}

#[test]
fn a_flag_its_variable_sets_true_is_named_by_the_variable() {
    for tier in TIERS {
        for inserting in [false, true] {
            let mut cmd = probe("ARGKIND_EF_TRUE", "true", tier, ArgSpec::new(), inserting);
            let (kind, text) = error(&mut cmd, &["cli", "--other", "--dev", "d"]);
            assert_eq!(kind, ErrorKind::ArgumentConflict, "{text}");
            assert!(
                text.starts_with("error: the argument '--other' cannot be used with the value of ARGKIND_EF_TRUE\n"),
                "{tier}: {text}"
            );
            // A PUBLIC flag the user did not type is named by its variable too.
            assert!(!text.contains("--flag"), "{tier}: {text}");
            assert!(text.contains("\nUsage: cli "), "{text}");
            assert!(text.ends_with("For more information, try '--help'.\n"), "{text}");
        }
    }
}

#[test]
#[cfg(feature = "color")]
fn the_named_error_keeps_clap_s_styles_and_context() {
    let mut cmd = probe("ARGKIND_EF_STYLED", "true", ArgKind::Hidden, ArgSpec::new(), false);
    let Err(Error::Clap(err)) = cmd.try_get_matches_from(["cli", "--other", "--dev", "d"]) else {
        panic!("a conflict");
    };
    let styled = err.render().ansi().to_string();
    assert!(styled.contains("the value of \u{1b}["), "{styled:?}");
    assert!(!styled.contains("--flag"), "{styled:?}");
    use clap::error::{ContextKind, ContextValue};
    assert_eq!(
        err.get(ContextKind::InvalidArg),
        Some(&ContextValue::String("--other".into()))
    );
    assert_eq!(
        err.get(ContextKind::PriorArg),
        Some(&ContextValue::Strings(vec!["the value of ARGKIND_EF_STYLED".into()]))
    );
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn a_typed_negation_wins_over_the_variable() {
    for value in ["true", "false"] {
        let mut cmd = probe(
            "ARGKIND_EF_NEGATION",
            value,
            ArgKind::Public,
            ArgSpec::new().noable(),
            false,
        );
        for argv in [&["cli", "--no-flag"][..], &["cli", "--other", "--no-flag"]] {
            let m = cmd
                .try_get_matches_from(argv)
                .unwrap_or_else(|e| panic!("{value} {argv:?}: {e}"));
            assert!(!m.get_flag("flag"), "{value} {argv:?}");
            let used = m.facts().get("flag").expect("the negation sets it");
            assert_eq!(used.source(), ValueSource::CommandLine);
            assert_eq!(used.argv(), ["--no-flag"]);
        }
        // The positive spelling still conflicts with `--other`, and was typed.
        let (kind, text) = error(&mut cmd, &["cli", "--no-flag", "--flag", "--other", "--dev", "d"]);
        assert_eq!(kind, ErrorKind::ArgumentConflict);
        assert!(text.contains("'--flag'"), "{text}");
    }
}

#[test]
fn a_global_flag_is_quiet_in_a_subcommand() {
    let mut cmd = with_env("ARGKIND_EF_GLOBAL", "false", || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("trace")
                    .long("trace")
                    .action(ArgAction::SetTrue)
                    .global(true)
                    .env("ARGKIND_EF_GLOBAL"),
            )
            .subcommand(
                Command::new("run").arg(
                    Arg::new("quiet")
                        .long("quiet")
                        .action(ArgAction::SetTrue)
                        .conflicts_with("trace"),
                ),
            );
        ArgKindCommand::new(cmd, CommandSpec::new().arg("trace", ArgKind::Hidden))
    });
    let m = cmd
        .try_get_matches_from(["cli", "run", "--quiet"])
        .expect("no conflict");
    let (_, run) = m.subcommand().unwrap();
    assert!(run.get_flag("quiet") && !run.get_flag("trace"));
    assert_eq!(run.value_source("trace"), Some(ValueSource::EnvVariable));
    assert!(m.facts().is_used("trace"));
}

#[test]
fn the_variables_are_read_again_by_the_next_parse() {
    let mut cmd = probe("ARGKIND_EF_AGAIN", "false", ArgKind::Hidden, ArgSpec::new(), false);
    for _ in 0..2 {
        cmd.try_get_matches_from(["cli", "--other"]).expect("no conflict");
        let m = cmd.try_get_matches_from(["cli"]).unwrap();
        assert_eq!(m.value_source("flag"), Some(ValueSource::EnvVariable));
    }
    let flag = cmd.command().get_arguments().find(|a| a.get_id() == "flag").unwrap();
    assert_eq!(flag.get_env().and_then(|v| v.to_str()), Some("ARGKIND_EF_AGAIN"));
    let mut cmd = probe(
        "ARGKIND_EF_AGAIN_TRUE",
        "true",
        ArgKind::Public,
        ArgSpec::new().noable(),
        false,
    );
    cmd.try_get_matches_from(["cli", "--no-flag"])
        .expect("the negation wins");
    let m = cmd.try_get_matches_from(["cli", "--dev", "d"]).unwrap();
    assert!(m.get_flag("flag"));
    assert_eq!(m.value_source("flag"), Some(ValueSource::EnvVariable));
}

#[test]
fn other_errors_stay_clap_s() {
    let mut cmd = probe("ARGKIND_EF_OTHER", "false", ArgKind::Hidden, ArgSpec::new(), false);
    // A typed conflict is clap's, and names the typed flags.
    let (kind, text) = error(&mut cmd, &["cli", "--flag", "--other", "--dev", "d"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    assert!(
        text.starts_with("error: the argument '--flag' cannot be used with '--other'\n"),
        "{text}"
    );
    // An unknown flag is reported as clap reports it.
    let (kind, _) = error(&mut cmd, &["cli", "--other", "--bogus"]);
    assert_eq!(kind, ErrorKind::UnknownArgument);
}

#[test]
fn an_option_set_from_its_variable_is_named_by_it() {
    let mut cmd = with_env("ARGKIND_EF_LEVEL", "3", || {
        std::env::set_var("ARGKIND_EF_MODE", "fast");
        let cmd = Command::new("cli")
            .arg(Arg::new("level").long("level").env("ARGKIND_EF_LEVEL"))
            .arg(
                Arg::new("mode")
                    .long("mode")
                    .env("ARGKIND_EF_MODE")
                    .conflicts_with("level"),
            )
            .arg(
                Arg::new("other")
                    .long("other")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("level"),
            )
            .subcommand(Command::new("run"));
        std::env::remove_var("ARGKIND_EF_MODE");
        ArgKindCommand::new(cmd, CommandSpec::new().arg("level", ArgKind::Hidden))
    });
    let (kind, text) = error(&mut cmd, &["cli", "--other"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    assert!(
        text.starts_with("error: the argument '--other' cannot be used with the value of ARGKIND_EF_LEVEL\n"),
        "{text}"
    );
    // Two values from the environment: both are named by their variables.
    let (kind, text) = error(&mut cmd, &["cli"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    assert!(
        text.starts_with("error: the value of ARGKIND_EF_LEVEL cannot be used with the value of ARGKIND_EF_MODE\n"),
        "{text}"
    );
    assert!(!text.contains("--level") && !text.contains("--mode"), "{text}");
    // Typed, the option is named as clap names it; in a list, unquoted.
    let (_, text) = error(&mut cmd, &["cli", "--level", "1", "--other"]);
    assert!(
        text.starts_with(
            "error: the argument '--level <level>' cannot be used with:\n  --other\n  the value of ARGKIND_EF_MODE\n"
        ),
        "{text}"
    );
}

#[test]
#[cfg(feature = "derive")]
fn the_derive_entry_points_obey_it_too() {
    use argkind::ArgKinds;
    use clap::Parser;

    #[derive(Parser, ArgKinds)]
    #[command(name = "cli")]
    struct Cli {
        /// Probe
        #[arg(long, env = "ARGKIND_EF_DERIVE")]
        #[argkind(hidden)]
        probe: bool,
        /// Other
        #[arg(long, conflicts_with = "probe")]
        other: bool,
    }

    let mut cmd = with_env("ARGKIND_EF_DERIVE", "false", argkind::command::<Cli>);
    let parsed = argkind::try_parse_with::<Cli>(&mut cmd, ["cli", "--other"]).expect("no conflict");
    assert!(parsed.value.other && !parsed.value.probe);
    assert_eq!(parsed.facts.get("probe").unwrap().source(), ValueSource::EnvVariable);
    let mut cmd = with_env("ARGKIND_EF_DERIVE", "true", argkind::command::<Cli>);
    let Err(err) = argkind::try_parse_with::<Cli>(&mut cmd, ["cli", "--other"]) else {
        panic!("a conflict");
    };
    let text = err.to_string();
    assert!(
        text.starts_with("error: the argument '--other' cannot be used with the value of ARGKIND_EF_DERIVE\n"),
        "{text}"
    );
}

/// `cli` with a `--level` (tier `tier`) that reads `var`, parsed with `args`
/// while `var` holds `value`.
fn level_error(var: &str, value: &str, tier: ArgKind, args: &[&str]) -> String {
    with_env(var, value, || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("level")
                    .long("level")
                    .env(var.to_owned())
                    .value_parser(clap::value_parser!(u8)),
            )
            .arg(Arg::new("other").long("other"));
        let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("level", tier));
        let argv = std::iter::once("cli").chain(args.iter().copied());
        match cmd.try_get_matches_from(argv) {
            Err(Error::Clap(err)) => {
                assert_eq!(err.exit_code(), 2);
                err.to_string()
            }
            other => panic!("{args:?}: {other:?}"),
        }
    })
}

#[test]
fn an_invalid_value_from_the_environment_names_the_variable() {
    for tier in [ArgKind::Public, ArgKind::Hidden, ArgKind::Harg] {
        let text = level_error("ARGKIND_EF_BAD_LEVEL", "bogus", tier, &["--other", "x"]);
        assert!(
            text.starts_with("error: invalid value 'bogus' for 'ARGKIND_EF_BAD_LEVEL': invalid digit found in string"),
            "{tier}: {text}"
        );
        assert!(!text.contains("--level"), "{tier}: {text}");
    }
    // A value the user typed is named by the flag, as clap names it.
    let typed = level_error("ARGKIND_EF_TYPED_LEVEL", "1", ArgKind::Public, &["--level", "bogus"]);
    assert!(
        typed.starts_with("error: invalid value 'bogus' for '--level <level>'"),
        "{typed}"
    );
}

/// A global whose variable holds a value its parser rejects, set in a
/// subcommand by a preset there (`cc run --plain`, `--plain` presetting
/// `--color=never`): clap reads the variable for the root's copy, which
/// nothing typed at the root sets, and rejects it. The error named the
/// preset flag, whose value `never` is valid (`invalid value 'bogus' for
/// '--plain'`); it names the variable, as where nothing is typed (found
/// by a fresh helper writing a cargo-like tool).
#[test]
fn an_invalid_value_from_the_environment_beside_a_preset_names_the_variable() {
    const VAR: &str = "ARGKIND_EF_PRESET_COLOR";
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("color")
                    .long("color")
                    .global(true)
                    .default_value("auto")
                    .env(VAR)
                    .value_parser(["auto", "always", "never"]),
            )
            .subcommand(Command::new("run").arg(Arg::new("plain").long("plain").action(ArgAction::SetTrue)))
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "run",
            CommandSpec::new().arg("plain", ArgSpec::new().preset("--color", "never")),
        )
    };
    // Typed in the subcommand with a value it takes, the global is still
    // read from its variable for the root's copy.
    for argv in [
        &["cc", "run", "--plain"][..],
        &["cc", "run"],
        &["cc", "run", "--color", "never"],
    ] {
        let text = with_env(VAR, "bogus", || {
            let plain = cmd().try_get_matches_from(argv).unwrap_err();
            assert_eq!(plain.kind(), ErrorKind::InvalidValue);
            match ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv) {
                Err(Error::Clap(err)) => {
                    assert_eq!(err.kind(), ErrorKind::InvalidValue, "{argv:?}");
                    err.to_string()
                }
                other => panic!("{argv:?}: {other:?}"),
            }
        });
        assert!(
            text.starts_with(&format!("error: invalid value 'bogus' for '{VAR}'")),
            "{argv:?}: {text}"
        );
    }
    // An empty value: as plain clap.
    with_env(VAR, "", || {
        let argv = ["cc", "run", "--plain"];
        let plain = cmd().try_get_matches_from(argv).map_err(|e| e.kind());
        let ours = ArgKindCommand::new(cmd(), spec())
            .try_get_matches_from(argv)
            .map(|_| ())
            .map_err(|e| match e {
                Error::Clap(err) => err.kind(),
                other => panic!("{other:?}"),
            });
        assert_eq!(ours, plain.map(|_| ()));
    });
    // The value typed is named by its flag, as clap names it.
    let text = with_env(VAR, "bogus", || {
        match ArgKindCommand::new(cmd(), spec()).try_get_matches_from(["cc", "--color", "bogus", "run"]) {
            Err(Error::Clap(err)) => err.to_string(),
            other => panic!("{other:?}"),
        }
    });
    assert!(
        text.starts_with("error: invalid value 'bogus' for '--color <color>'"),
        "{text}"
    );
}

#[test]
fn a_flag_from_its_variable_is_not_in_the_usage_line_of_a_required_error() {
    for tier in [ArgKind::Public, ArgKind::Hidden] {
        let mut cmd = probe("ARGKIND_EF_USAGE", "true", tier, ArgSpec::new(), false);
        let text = with_env("ARGKIND_EF_USAGE", "true", || match cmd.try_get_matches_from(["cli"]) {
            Err(Error::Clap(err)) => err.to_string(),
            other => panic!("{other:?}"),
        });
        assert!(
            text.starts_with("error: the following required arguments were not provided:\n  --dev <dev>\n"),
            "{tier}: {text}"
        );
        // The user typed no `--flag`: its variable set it.
        assert!(!text.contains("--flag"), "{tier}: {text}");
        assert!(text.contains("\nUsage: cli "), "{tier}: {text}");
    }
}

#[test]
fn a_value_error_beside_a_global_from_its_variable_in_an_external_subcommand_is_clap_s() {
    // After `--`, clap takes `run` for an external subcommand: it does not
    // build `run`, whose copy of the global `--fat` its variable set.
    let text = with_env("ARGKIND_EF_EXTERNAL_FAT", "true", || {
        let cmd = Command::new("root")
            .allow_external_subcommands(true)
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_EF_EXTERNAL_FAT")
                    .global(true),
            )
            .arg(Arg::new("filter").long("filter"))
            .subcommand(Command::new("run"));
        let mut cli = ArgKindCommand::new(cmd, CommandSpec::new());
        match cli.try_get_matches_from(["root", "--filter", "--", "run"]) {
            Err(Error::Clap(err)) => {
                assert_eq!(err.kind(), ErrorKind::InvalidValue);
                err.to_string()
            }
            other => panic!("{other:?}"),
        }
    });
    assert!(text.contains("'--filter <filter>'"), "{text}");
}

/// Every flag its variable leaves unset is quiet, not only the first one
/// found (a mutation run found that one was enough for the tests).
#[test]
fn two_flags_their_variables_set_false_both_take_no_part_in_conflicts() {
    std::env::set_var("ARGKIND_EF_TWO_A", "false");
    std::env::set_var("ARGKIND_EF_TWO_B", "false");
    let cmd = Command::new("cli")
        .arg(
            Arg::new("a")
                .long("a")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_EF_TWO_A"),
        )
        .arg(
            Arg::new("b")
                .long("b")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_EF_TWO_B"),
        )
        .arg(
            Arg::new("other")
                .long("other")
                .action(ArgAction::SetTrue)
                .conflicts_with_all(["a", "b"]),
        );
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["cli", "--other"]).unwrap();
    std::env::remove_var("ARGKIND_EF_TWO_A");
    std::env::remove_var("ARGKIND_EF_TWO_B");
    assert!(m.get_flag("other") && !m.get_flag("a") && !m.get_flag("b"));
    assert_eq!(m.value_source("a"), Some(ValueSource::EnvVariable));
    assert_eq!(m.value_source("b"), Some(ValueSource::EnvVariable));
}

/// A subcommand's global flag whose variable holds a value its parser
/// rejects: clap's own error, as plain clap gives it, and no panic in a
/// debug build (clap's reading that stops at the error holds the global in
/// the root's matches, which clap's `value_source` refuses there).
#[test]
fn a_bad_variable_of_a_subcommand_s_global_is_clap_s_error() {
    let build = || {
        Command::new("root")
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .action(ArgAction::SetTrue)
                    .env("AK_BAD_ROOT_FAST"),
            )
            .subcommand(
                Command::new("run").arg(
                    Arg::new("fat")
                        .long("fat")
                        .action(ArgAction::SetTrue)
                        .env("AK_BAD_RUN_FAT")
                        .global(true),
                ),
            )
    };
    std::env::set_var("AK_BAD_ROOT_FAST", "1");
    std::env::set_var("AK_BAD_RUN_FAT", "0");
    let ours = ArgKindCommand::new(build(), CommandSpec::new()).try_get_matches_from(["root", "run"]);
    let plain = build().try_get_matches_from(["root", "run"]);
    std::env::remove_var("AK_BAD_ROOT_FAST");
    std::env::remove_var("AK_BAD_RUN_FAT");
    let (ours, plain) = (ours.unwrap_err(), plain.unwrap_err());
    assert_eq!(ours.kind(), plain.kind());
    assert_eq!(ours.kind(), ErrorKind::InvalidValue);
    assert_eq!(ours.exit_code(), 2);
}

/// The value and the value source of `id` in each command the parse chose,
/// root first.
fn along_the_path(m: &clap::ArgMatches, id: &str) -> Vec<(bool, Option<ValueSource>)> {
    let mut levels = vec![(m.get_flag(id), m.value_source(id))];
    let mut m = m;
    while let Some((_, sub)) = m.subcommand() {
        levels.push((sub.get_flag(id), sub.value_source(id)));
        m = sub;
    }
    levels
}

#[test]
fn a_global_negated_before_its_subcommand_does_not_read_its_variable() {
    // `--trace` is global and on by default: its negation typed in the root
    // turns it off in the subcommands too, whatever its variable says, as
    // when it has none.
    let build = |var: &str| {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("trace")
                    .long("trace")
                    .action(ArgAction::SetTrue)
                    .global(true)
                    .default_value("true")
                    .env(var.to_owned()),
            )
            .subcommand(Command::new("run").subcommand(Command::new("deep")));
        ArgKindCommand::new(cmd, CommandSpec::new().arg("trace", ArgSpec::new().noable()))
    };
    let mut with_variable = with_env("ARGKIND_EF_GLOBAL_ON", "true", || build("ARGKIND_EF_GLOBAL_ON"));
    let mut without = build("ARGKIND_EF_GLOBAL_ON_NEVER_SET");
    for argv in [
        &["cli", "--no-trace", "run"][..],
        &["cli", "--no-trace", "run", "deep"],
        &["cli", "run", "--no-trace"],
    ] {
        let m = with_variable
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let plain = without.try_get_matches_from(argv).unwrap();
        assert_eq!(along_the_path(&m, "trace"), along_the_path(&plain, "trace"), "{argv:?}");
        assert!(along_the_path(&m, "trace").iter().all(|(on, _)| !on), "{argv:?}");
        assert_eq!(m.facts().replay_all(), ["--no-trace"], "{argv:?}");
    }
}

#[test]
fn the_help_surfaces_of_a_command_with_variables_are_argkind_s() {
    for value in ["true", "false"] {
        let mut cmd = probe("ARGKIND_EF_SURFACE", value, ArgKind::Hidden, ArgSpec::new(), false);
        let Err(Error::Surface(text, _)) = cmd.try_get_matches_from(["cli", "--help-hidden"]) else {
            panic!("{value}: not the hidden surface");
        };
        let expected = cmd.render_help_hidden(&[]).unwrap();
        assert_eq!(text.to_string(), expected.to_string(), "{value}");
        assert!(text.to_string().contains("--flag"), "{value}: {text}");
    }
}

/// A global pair flag with a variable, typed in one command and negated in
/// its subcommand (or the other way round): the flag is the command line's,
/// so its variable changes nothing; clap read the variable in the command
/// that was not given the flag, and its value, copied up or down, hid that
/// from the check that sets a negated flag's variable aside.
#[test]
fn a_global_pair_typed_and_negated_in_two_commands_ignores_its_variable() {
    let build = || {
        Command::new("cli")
            .arg(
                Arg::new("trace")
                    .long("trace")
                    .action(ArgAction::SetTrue)
                    .env("AK_CROSS_TRACE")
                    .global(true),
            )
            .subcommand(Command::new("run").subcommand(Command::new("deep")))
    };
    let spec = || CommandSpec::new().arg("trace", ArgSpec::new().noable());
    let lines: [&[&str]; 4] = [
        &["cli", "--trace", "run", "--no-trace"],
        &["cli", "--no-trace", "run", "--trace"],
        &["cli", "--trace", "run", "deep", "--no-trace"],
        &["cli", "run", "--no-trace", "deep", "--trace"],
    ];
    for argv in lines {
        std::env::remove_var("AK_CROSS_TRACE");
        let unset = ArgKindCommand::new(build(), spec()).try_get_matches_from(argv).unwrap();
        let want = along_the_path(&unset, "trace");
        for value in ["true", "false"] {
            std::env::set_var("AK_CROSS_TRACE", value);
            let m = ArgKindCommand::new(build(), spec()).try_get_matches_from(argv);
            std::env::remove_var("AK_CROSS_TRACE");
            let m = m.unwrap_or_else(|e| panic!("{argv:?} with {value}: {e}"));
            let got: Vec<bool> = along_the_path(&m, "trace").into_iter().map(|(v, _)| v).collect();
            let want: Vec<bool> = want.iter().map(|(v, _)| *v).collect();
            assert_eq!(got, want, "{argv:?} with the variable {value}");
        }
    }
}

/// Only a usage line that names a flag set from its variable is replaced:
/// beside a variable that set a flag the line does not name, a required
/// error keeps clap's usage line, with the flags the user typed, as it is
/// without the variable.
#[test]
fn a_usage_line_naming_no_flag_from_a_variable_is_clap_s() {
    let build = || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("flag")
                    .long("flag")
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_EF_KEEP_USAGE"),
            )
            .arg(Arg::new("req").long("req").required(true))
            .arg(Arg::new("level").long("level"));
        ArgKindCommand::new(cmd, CommandSpec::new())
    };
    let mut without = build();
    let mut cmd = with_env("ARGKIND_EF_KEEP_USAGE", "false", build);
    let argv = ["cli", "--level", "1"];
    let (_, expected) = error(&mut without, &argv);
    let (kind, text) = error(&mut cmd, &argv);
    assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{text}");
    assert!(text.contains("\nUsage: cli --req <req> --level <level>\n"), "{text}");
    assert_eq!(text, expected);
}

/// A conflict with two arguments (clap lists them), one of them set from
/// its variable, names that one by its variable too.
#[test]
fn a_conflict_with_two_arguments_names_the_one_from_its_variable_by_the_variable() {
    let mut cmd = with_env("ARGKIND_EF_TWO", "true", || {
        let cmd = Command::new("cli")
            .arg(
                Arg::new("flag")
                    .long("flag")
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_EF_TWO"),
            )
            .arg(Arg::new("dev").long("dev"))
            .arg(
                Arg::new("other")
                    .long("other")
                    .action(ArgAction::SetTrue)
                    .conflicts_with_all(["flag", "dev"]),
            );
        ArgKindCommand::new(cmd, CommandSpec::new())
    });
    let (kind, text) = error(&mut cmd, &["cli", "--other", "--dev", "d"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict, "{text}");
    assert!(text.contains("the value of ARGKIND_EF_TWO"), "{text}");
    assert!(text.contains("--dev"), "{text}");
    assert!(!text.contains("--flag"), "{text}");
}

/// An `exclusive` flag its variable sets conflicts with any other argument
/// given, as in clap; the error names the variable, not the flag, whatever
/// its tier.
#[test]
fn an_exclusive_flag_its_variable_sets_is_named_by_the_variable() {
    for (var, tier) in [
        ("ARGKIND_EF_EXCL_H", ArgKind::Hidden),
        ("ARGKIND_EF_EXCL_X", ArgKind::Harg),
    ] {
        let mut cmd = with_env(var, "true", || {
            let cmd = Command::new("cli")
                .arg(
                    Arg::new("flag")
                        .long("flag")
                        .action(ArgAction::SetTrue)
                        .env(var)
                        .exclusive(true),
                )
                .arg(Arg::new("other").long("other").action(ArgAction::SetTrue));
            let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("flag", tier));
            // clap reads the variable when it builds the command.
            cmd.debug_assert();
            let _ = cmd.try_get_matches_from(["cli"]);
            cmd
        });
        std::env::set_var(var, "true");
        let (kind, text) = error(&mut cmd, &["cli", "--other"]);
        std::env::remove_var(var);
        assert_eq!(kind, ErrorKind::ArgumentConflict);
        assert!(
            text.contains(&format!(
                "the value of {var} cannot be used with one or more of the other specified arguments"
            )),
            "{text}"
        );
        assert!(!text.contains("--flag"), "{text}");
    }
}

#[test]
fn a_pair_flag_whose_negation_is_typed_does_not_read_a_variable_it_would_reject() {
    // `maybe` is no bool: the negation typed used to fail on it. (clap
    // reads a variable when the argument is built.)
    std::env::set_var("ARGKIND_EF_MAYBE_FAST", "maybe");
    std::env::set_var("ARGKIND_EF_MAYBE_VERBOSE", "maybe");
    let cmd = Command::new("d")
        .arg(
            Arg::new("fast")
                .long("fast")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_EF_MAYBE_FAST"),
        )
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true)
                .env("ARGKIND_EF_MAYBE_VERBOSE"),
        )
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("verbose", ArgSpec::new().noable());
    let parse = |argv: &[&str]| ArgKindCommand::new(cmd.clone(), spec.clone()).try_get_matches_from(argv);
    let m = parse(&["d", "--no-fast", "--no-verbose"]).unwrap();
    assert!(!m.get_flag("fast") && !m.get_flag("verbose"));
    let m = parse(&["d", "--no-fast", "run", "--no-verbose"]).unwrap();
    assert!(!m.subcommand().unwrap().1.get_flag("verbose"));
    // Not negated, the variable is read, and rejected.
    let err = parse(&["d", "--no-fast"]).unwrap_err();
    assert!(err.to_string().contains("ARGKIND_EF_MAYBE_VERBOSE"), "{err}");
    std::env::remove_var("ARGKIND_EF_MAYBE_FAST");
    std::env::remove_var("ARGKIND_EF_MAYBE_VERBOSE");
}

/// A root with a global `--fast` (variable `var`, set to a value its value
/// parser rejects), global flags `--fat` and `--shallow`, and a subcommand
/// `run` with a `--quiet` flag its positional `input` conflicts with.
fn rejected_variable_command(var: &str) -> Command {
    with_env(var, "yes", || {
        let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).global(true);
        Command::new("root")
            .arg(flag("fast").env(var.to_owned()))
            .arg(flag("fat"))
            .arg(flag("shallow"))
            .subcommand(
                Command::new("run")
                    .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
                    .arg(Arg::new("input").conflicts_with("quiet")),
            )
    })
}

/// [`rejected_variable_command`] with `--fast` a pair, `--fat` a preset
/// that turns it off, and `--shallow` deprecated, redirected to it.
fn rejected_variable_driver(var: &str) -> ArgKindCommand {
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("fat", ArgSpec::new().preset("fast", "false"))
        .arg("shallow", ArgSpec::new().deprecated_for("fast"))
        .subcommand("run", CommandSpec::new());
    ArgKindCommand::new(rejected_variable_command(var), spec)
}

#[test]
fn a_global_pair_negated_in_a_subcommand_reads_no_variable_whatever_it_holds() {
    // Typed, or by a preset typed there: clap's reading stops at the
    // variable's value in `run`, before it meets the negation there.
    for argv in [&["root", "run", "--no-fast"][..], &["root", "run", "--fat"]] {
        let m = rejected_variable_driver("ARGKIND_T_REJECTED_NEGATED")
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let run = m.subcommand_matches("run").unwrap();
        assert!(!m.get_flag("fast") && !run.get_flag("fast"), "{argv:?}");
        assert!(m.facts().is_used("fast"), "{argv:?}");
    }
    // Negated nowhere, the variable is read: clap's error.
    let err = rejected_variable_driver("ARGKIND_T_REJECTED_NEGATED")
        .try_get_matches_from(["root", "run"])
        .unwrap_err();
    assert!(
        matches!(&err, Error::Clap(e) if e.kind() == ErrorKind::InvalidValue),
        "{err}"
    );
}

/// A root's global `--file` whose preset sets the global `--fat`, and a
/// subcommand `run` whose `--filter` presets its pair `--level` (variable
/// `var`, set to a value its value parser rejects) off.
fn presets_beside_a_rejected_variable(var: &str) -> ArgKindCommand {
    with_env(var, "yes", || {
        let cmd = Command::new("root")
            .arg(Arg::new("fat").long("fat").global(true))
            .arg(Arg::new("file").long("file").action(ArgAction::SetTrue).global(true))
            .subcommand(
                Command::new("run")
                    .arg(Arg::new("filter").long("filter").action(ArgAction::SetTrue))
                    .arg(
                        Arg::new("level")
                            .long("level")
                            .action(ArgAction::SetTrue)
                            .env(var.to_owned()),
                    ),
            );
        let spec = CommandSpec::new()
            .arg("file", ArgSpec::new().preset("fat", "pv"))
            .subcommand(
                "run",
                CommandSpec::new()
                    .arg("filter", ArgSpec::new().preset("level", "false"))
                    .arg("level", ArgSpec::new().noable()),
            );
        ArgKindCommand::new(cmd, spec)
    })
}

#[test]
fn a_global_s_preset_typed_in_a_subcommand_applies_beside_a_rejected_variable() {
    // The readings that place `--file` in `run` stop at `level`'s variable
    // there, before the sentinel that says `run` typed it: they are made
    // without the variable, the parse with it.
    let m = presets_beside_a_rejected_variable("ARGKIND_T_REJECTED_PRESET")
        .try_get_matches_from(["root", "run", "--file", "--filter"])
        .unwrap();
    let run = m.subcommand_matches("run").unwrap();
    assert_eq!(m.get_one::<String>("fat").map(String::as_str), Some("pv"));
    assert_eq!(run.get_one::<String>("fat").map(String::as_str), Some("pv"));
    assert!(!run.get_flag("level"));
    assert!(m.facts().is_used("fat"));
}

#[test]
fn a_redirect_typed_in_a_subcommand_keeps_clap_s_error_beside_a_rejected_variable() {
    // clap checks `run` (a conflict) before the root reads the variable; the
    // twin (`--shallow --fast` typed) says the same.
    let (kind, _) = error(
        &mut rejected_variable_driver("ARGKIND_T_REJECTED_REDIRECT"),
        &["root", "run", "--quiet", "--shallow", "x"],
    );
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    let twin = rejected_variable_command("ARGKIND_T_REJECTED_REDIRECT_TWIN");
    let plain = twin
        .try_get_matches_from(["root", "run", "--quiet", "--shallow", "--fast", "x"])
        .unwrap_err();
    assert_eq!(plain.kind(), kind);
}

/// The missing-argument error of `cli` (made by `cmd`) for `argv` with
/// the variable `name` set to `value`: the same as with it unset, its
/// usage line `usage`, the flags typed in it.
fn missing_as_without_variable(cmd: fn() -> Command, argv: &[&str], (name, value): (&str, &str), usage: &str) {
    let build = || ArgKindCommand::new(cmd(), CommandSpec::new());
    let (_, expected) = error(&mut build(), argv);
    let (kind, text) = with_env(name, value, || error(&mut build(), argv));
    assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{text}");
    assert!(text.contains(&format!("\n{usage}\n")), "{name}: {text}");
    assert_eq!(text, expected, "{name}");
}

/// A usage line that names a flag its variable set loses that flag only:
/// the flags the user typed stay, as on the same command line without the
/// variable.
#[test]
fn a_usage_line_naming_a_flag_from_its_variable_keeps_the_flags_typed() {
    fn cmd() -> Command {
        Command::new("cli")
            .arg(
                Arg::new("flag")
                    .long("flag")
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_EF_DROP_ONE"),
            )
            .arg(Arg::new("req").long("req").required(true))
            .arg(Arg::new("level").long("level"))
            .arg(Arg::new("color").long("color").env("ARGKIND_EF_DROP_COLOR"))
    }
    for variable in [("ARGKIND_EF_DROP_ONE", "true"), ("ARGKIND_EF_DROP_COLOR", "never")] {
        let usage = "Usage: cli --req <req> --level <level>";
        missing_as_without_variable(cmd, &["cli", "--level", "1"], variable, usage);
    }
}

/// The same where no value-less flag of the command has a variable: an
/// option its variable set is not in the usage line either.
#[test]
fn a_usage_line_naming_an_option_from_its_variable_keeps_the_flags_typed() {
    fn cmd() -> Command {
        Command::new("cli")
            .arg(Arg::new("req").long("req").required(true))
            .arg(Arg::new("level").short('l').long("level").value_name("N"))
            .arg(
                Arg::new("color")
                    .long("color")
                    .value_name("WHEN")
                    .env("ARGKIND_EF_OPTION_ONLY"),
            )
    }
    let usage = "Usage: cli --req <req> --level <N>";
    missing_as_without_variable(cmd, &["cli", "-l", "1"], ("ARGKIND_EF_OPTION_ONLY", "never"), usage);
}

/// The same for a flag with a short name only, which clap's usage line
/// writes `-x`.
#[test]
fn a_usage_line_naming_a_short_flag_from_its_variable_keeps_the_flags_typed() {
    fn cmd() -> Command {
        Command::new("cli")
            .arg(
                Arg::new("x")
                    .short('x')
                    .action(ArgAction::SetTrue)
                    .env("ARGKIND_EF_SHORT_ONLY"),
            )
            .arg(Arg::new("req").long("req").required(true))
            .arg(Arg::new("level").long("level"))
    }
    let usage = "Usage: cli --req <req> --level <level>";
    missing_as_without_variable(cmd, &["cli", "--level", "1"], ("ARGKIND_EF_SHORT_ONLY", "true"), usage);
}

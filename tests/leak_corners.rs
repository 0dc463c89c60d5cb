//! Corners where a non-public flag could reach a surface that does not show
//! its tier: required groups, a parent's required flag in a nested
//! subcommand's usage, globals at depth, and the registry after a parse.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, ArgGroup, Command};

fn text(cmd: &mut ArgKindCommand, argv: &[&str]) -> (ErrorKind, String) {
    match cmd.try_get_matches_from(argv) {
        Err(Error::Clap(err)) => (err.kind(), err.render().to_string()),
        Err(err @ Error::Surface(..)) => (err.kind(), err.to_string()),
        Ok(_) => panic!("{argv:?} parses"),
    }
}

/// A tool whose required group `mode` has a PUBLIC `--a` and a HIDDEN `--b`.
fn grouped(b: ArgKind) -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("a").long("a").action(ArgAction::SetTrue).help("Mode a"))
        .arg(Arg::new("b").long("b").action(ArgAction::SetTrue).help("Mode b"))
        .arg(Arg::new("c").long("c").action(ArgAction::SetTrue).help("Mode c"))
        .group(ArgGroup::new("mode").args(["a", "b"]).required(true));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("b", b))
}

#[test]
fn a_hidden_member_of_a_required_group_is_not_named() {
    for tier in [ArgKind::Hidden, ArgKind::Earg] {
        let (kind, help) = text(&mut grouped(tier), &["cli", "-h"]);
        assert_eq!(kind, ErrorKind::DisplayHelp);
        assert!(help.contains("Usage: cli [OPTIONS] <--a>\n"), "{help}");
        assert!(!help.contains("--b"), "{help}");
        let (kind, error) = text(&mut grouped(tier), &["cli", "--c"]);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument);
        assert!(error.contains("were not provided:\n  <--a>\n"), "{error}");
        assert!(!error.contains("--b"), "{error}");
        // The hidden member still satisfies the group.
        assert!(grouped(tier).try_get_matches_from(["cli", "--b"]).is_ok());
    }
}

#[test]
fn a_parent_s_hidden_required_flag_is_not_in_a_nested_usage() {
    let cmd = Command::new("cli").subcommand(
        Command::new("run")
            .arg(Arg::new("token").long("token").required(true))
            .subcommand(Command::new("deep").arg(Arg::new("x").long("x"))),
    );
    let spec = CommandSpec::new().subcommand("run", CommandSpec::new().arg("token", ArgKind::Hidden));
    for argv in [
        &["cli", "run", "deep", "-h"][..],
        &["cli", "help", "run", "deep"],
        &["cli", "run", "deep", "--bogus"],
    ] {
        let (_, text) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert!(text.contains("Usage: cli run deep [OPTIONS]"), "{argv:?}: {text}");
        assert!(!text.contains("token"), "{argv:?}: {text}");
    }
}

/// A root with a HARG global `--g` and an EARG global `--e`, two levels of
/// subcommands below.
fn deep() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("g").long("g").global(true).help("Harg global"))
        .arg(Arg::new("e").long("e").global(true).help("Earg global"))
        .subcommand(Command::new("a").subcommand(Command::new("b")));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("g", ArgKind::Harg).arg("e", ArgKind::Earg))
}

#[test]
fn a_global_at_depth_keeps_its_declared_tier() {
    for argv in [&["cli", "a", "b", "--help-hidden"][..], &["cli", "a", "--help-hidden"]] {
        let (kind, surface) = text(&mut deep(), argv);
        assert_eq!(kind, ErrorKind::DisplayHelp);
        assert!(surface.contains("EARG     --e: Earg global"), "{argv:?}: {surface}");
        assert!(!surface.contains("--g"), "{argv:?}: {surface}");
    }
}

#[test]
fn the_registry_is_the_same_before_and_after_a_parse() {
    let mut cmd = deep();
    let before = cmd.registry_of(&["a", "b"]).unwrap();
    cmd.try_get_matches_from(["cli", "a", "b"]).unwrap();
    let after = cmd.registry_of(&["a", "b"]).unwrap();
    assert_eq!(before, after);
    assert_eq!(before.to_markdown(), after.to_markdown());
    let kinds: Vec<(String, ArgKind)> = after.iter().map(|r| (r.id().to_owned(), r.kind())).collect();
    assert_eq!(
        kinds,
        [("g".to_owned(), ArgKind::Harg), ("e".to_owned(), ArgKind::Earg)]
    );
    assert!(!after.to_markdown().contains("--g"));
}

#[test]
fn a_hidden_flag_a_public_flag_requires_is_not_in_the_usage_line() {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("p")
                .long("p")
                .action(ArgAction::SetTrue)
                .requires("h")
                .help("Needs h"),
        )
        .arg(Arg::new("h").long("h").value_name("H").help("Hidden h"))
        .arg(Arg::new("k").long("k").action(ArgAction::SetTrue).help("Hidden k"))
        .subcommand(Command::new("run"));
    for tier in [ArgKind::Hidden, ArgKind::Earg, ArgKind::Internal] {
        let spec = CommandSpec::new().arg("h", tier).arg("k", tier);
        for argv in [&["cli", "--p"][..], &["cli", "--k", "--p"]] {
            let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
            assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{error}");
            // The user must add it: the error may name it as missing.
            assert!(
                error.contains("were not provided:\n  --h <H>\n"),
                "{tier} {argv:?}: {error}"
            );
            let usage = error.lines().find(|l| l.starts_with("Usage:")).unwrap();
            assert_eq!(usage, "Usage: cli [OPTIONS] [COMMAND]", "{tier} {argv:?}: {error}");
        }
    }
}

#[test]
fn a_hidden_global_stays_hidden_two_commands_down_after_a_parse_built_the_command() {
    let mut cmd = deep();
    assert!(cmd.try_get_matches_from(["cli", "a", "b"]).is_ok());
    let (kind, help) = text(&mut cmd, &["cli", "a", "b", "-h"]);
    assert_eq!(kind, ErrorKind::DisplayHelp);
    assert!(!help.contains("--g") && !help.contains("--e"), "{help}");
}

#[test]
fn a_global_a_subcommand_redeclares_is_shown_as_its_own_below_it() {
    let cmd = Command::new("cli")
        .arg(Arg::new("level").long("level").global(true).help("Root level"))
        .subcommand(
            Command::new("a")
                .arg(Arg::new("level").long("level").global(true).help("A level"))
                .subcommand(Command::new("b")),
        );
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    assert!(cmd.try_get_matches_from(["cli", "a", "b"]).is_ok());
    for argv in [&["cli", "a", "-h"][..], &["cli", "a", "b", "-h"]] {
        let (kind, help) = text(&mut cmd, argv);
        assert_eq!(kind, ErrorKind::DisplayHelp);
        assert!(
            help.contains("A level") && !help.contains("Root level"),
            "{argv:?}: {help}"
        );
    }
}

#[test]
fn only_a_public_pair_names_its_negation_in_its_help() {
    use argkind::ArgSpec;
    let cmd = Command::new("cli")
        .arg(Arg::new("x").long("x").action(ArgAction::SetTrue).help("Do x"))
        .arg(Arg::new("y").long("y").action(ArgAction::SetTrue).help("Do y"));
    let spec = CommandSpec::new()
        .arg("x", ArgSpec::new().noable().kind(ArgKind::Hidden))
        .arg("y", ArgSpec::new().noable());
    let cmd = ArgKindCommand::new(cmd, spec);
    let help = |id: &str| {
        let arg = cmd.command().get_arguments().find(|a| a.get_id() == id).unwrap();
        arg.get_help().map(ToString::to_string)
    };
    assert_eq!(help("x").as_deref(), Some("Do x"));
    assert_eq!(help("y").as_deref(), Some("Do y [negation: --no-y]"));
}

/// A tool with a HARG `--crash-endpoint` (short `-c`, alias `--crash-url`,
/// conflicting with `--fast`) that reads abbreviations, and a subcommand
/// `run` that gets both as globals.
fn crash_endpoint() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .infer_long_args(true)
        .arg(
            Arg::new("crash-endpoint")
                .long("crash-endpoint")
                .short('c')
                .alias("crash-url")
                .global(true)
                .conflicts_with("fast"),
        )
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).global(true))
        .arg(Arg::new("level").long("level").short('l'))
        .subcommand(Command::new("run").arg(Arg::new("jobs").long("jobs")));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("crash-endpoint", ArgKind::Harg))
}

#[test]
fn an_error_about_a_harg_flag_names_it_as_typed() {
    // (argv, kind, the spelling the error names)
    let cases: [(&[&str], ErrorKind, &str); 7] = [
        (&["cli", "--cr"], ErrorKind::InvalidValue, "'--cr'"),
        (&["cli", "--crash"], ErrorKind::InvalidValue, "'--crash'"),
        (&["cli", "-c"], ErrorKind::InvalidValue, "'-c'"),
        (&["cli", "-l1", "-c"], ErrorKind::InvalidValue, "'-c'"),
        (&["cli", "--crash-u"], ErrorKind::InvalidValue, "'--crash-u'"),
        (&["cli", "--cra=x", "--fast"], ErrorKind::ArgumentConflict, "'--cra'"),
        (
            &["cli", "run", "--crash", "x", "--fast"],
            ErrorKind::ArgumentConflict,
            "'--crash'",
        ),
    ];
    for (argv, kind, named) in cases {
        let (got, error) = text(&mut crash_endpoint(), argv);
        assert_eq!(got, kind, "{argv:?}: {error}");
        assert!(error.contains(named), "{argv:?}: {error}");
        assert!(!error.contains("crash-endpoint"), "{argv:?}: {error}");
        assert!(!error.contains("crash-url"), "{argv:?}: {error}");
    }
    // Typed whole, it is named as typed, which gives nothing away.
    let (kind, error) = text(&mut crash_endpoint(), &["cli", "--fast", "--crash-endpoint", "x"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    assert!(error.contains("'--crash-endpoint'"), "{error}");
    assert!(!error.contains("<crash-endpoint>"), "{error}");
}

#[test]
fn an_error_about_a_harg_flag_typed_whole_names_no_later_prefix_of_it() {
    // Without `infer_long_args`, `--cr` is no spelling of the flag, and
    // clap stopped before it: the error used to name it.
    let cmd = Command::new("t")
        .arg(Arg::new("crash-endpoint").long("crash-endpoint"))
        .arg(Arg::new("color").long("color"));
    let spec = CommandSpec::new().arg("crash-endpoint", ArgKind::Harg);
    let (kind, error) = text(
        &mut ArgKindCommand::new(cmd, spec),
        &["t", "--crash-endpoint", "--color", "x", "--cr"],
    );
    assert_eq!(kind, ErrorKind::InvalidValue);
    assert!(error.contains("'--crash-endpoint'"), "{error}");
    assert!(!error.contains("'--cr'"), "{error}");
}

#[test]
fn a_usage_line_after_a_similar_argument_tip_keeps_clap_s_words_where_the_suggestion_is_a_target() {
    // `--file` is a redirect's replacement that no preset or redirect set
    // here: clap's usage line, which adds the flag it suggests, used to be
    // replaced by the command's, dropping `--stdin` too.
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let cmd = Command::new("t")
        .arg(flag("stdin"))
        .arg(Arg::new("file").long("file"))
        .arg(Arg::new("dockerfile").long("dockerfile").hide(true));
    let plain = cmd
        .clone()
        .try_get_matches_from(["t", "--stdin", "--fille", "x"])
        .unwrap_err();
    let spec = CommandSpec::new().arg("dockerfile", argkind::ArgSpec::new().deprecated_for("file"));
    let (kind, error) = text(&mut ArgKindCommand::new(cmd, spec), &["t", "--stdin", "--fille", "x"]);
    assert_eq!(kind, ErrorKind::UnknownArgument);
    assert_eq!(error, plain.render().to_string());
    assert!(error.contains("Usage: t --stdin --file <file>"), "{error}");
}

#[test]
fn a_required_group_with_no_public_member_names_its_other_members_in_errors_only() {
    for tier in [ArgKind::Hidden, ArgKind::Internal, ArgKind::Earg] {
        let cmd = Command::new("cli")
            .arg(Arg::new("a").long("a").action(ArgAction::SetTrue))
            .arg(Arg::new("b").long("b").action(ArgAction::SetTrue))
            .arg(Arg::new("c").long("c").action(ArgAction::SetTrue))
            .group(ArgGroup::new("mode").args(["a", "b"]).required(true));
        let spec = CommandSpec::new().arg("a", tier).arg("b", tier);
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), &["cli", "--c"]);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument);
        assert!(error.contains("were not provided:\n  <--a|--b>\n"), "{tier:?}: {error}");
        // The usage line names neither.
        assert!(error.contains("Usage: cli [OPTIONS]\n"), "{tier:?}: {error}");
        let (_, help) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "-h"]);
        assert!(!help.contains("--a") && !help.contains("--b"), "{tier:?}: {help}");
    }
}

/// A tool where `--fast` presets `--level`, `--old` is redirected to
/// `--new`, and `--other` conflicts with both targets, which are of tier
/// `tier` (`--new` HIDDEN where `tier` is HARG).
fn set_by_others(tier: ArgKind) -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new"))
        .arg(
            Arg::new("other")
                .long("other")
                .action(ArgAction::SetTrue)
                .conflicts_with_all(["level", "new"]),
        );
    let spec = CommandSpec::new()
        .arg("fast", argkind::ArgSpec::new().preset("level", "3"))
        .arg("old", argkind::ArgSpec::new().deprecated_for("new"))
        .arg("level", tier)
        // A deprecation's warning names its replacement: it may not be HARG.
        .arg("new", if tier == ArgKind::Harg { ArgKind::Hidden } else { tier });
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_conflict_with_what_a_preset_or_redirect_set_names_the_flag_typed() {
    for tier in [ArgKind::Public, ArgKind::Hidden, ArgKind::Harg] {
        for (argv, named) in [
            (&["cli", "--fast", "--other"][..], "'--fast'"),
            (&["cli", "--other", "--fast"], "'--fast'"),
            (&["cli", "--old", "1", "--other"], "'--old <old>'"),
        ] {
            let (kind, error) = text(&mut set_by_others(tier), argv);
            assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
            let line = error.lines().next().unwrap_or_default();
            assert!(
                line.contains(named) && line.contains("'--other'"),
                "{tier:?} {argv:?}: {error}"
            );
            assert!(
                !line.contains("--level") && !line.contains("--new"),
                "{tier:?} {argv:?}: {error}"
            );
            // A PUBLIC target may stand in the usage line; no other may.
            if tier != ArgKind::Public {
                assert!(
                    !error.contains("--level") && !error.contains("--new"),
                    "{tier:?} {argv:?}: {error}"
                );
            }
        }
    }
    // Typed, the target is named as clap names it.
    let (_, error) = text(&mut set_by_others(ArgKind::Hidden), &["cli", "--level", "1", "--other"]);
    assert!(error.contains("'--level <level>'"), "{error}");
}

/// The flag that set what a conflict is about is named as clap names that
/// flag, however it was typed (its short name, an abbreviation), as clap
/// names `-l` `--list`; a HARG one as typed, which gives no long name
/// away. It was named as typed (`-1`, `--on`), which no plain-clap error
/// does for a flag with a long name (found by a fresh helper writing an
/// fd-like tool).
#[test]
fn a_conflict_with_what_a_preset_or_redirect_set_names_the_flag_as_clap_does() {
    let cmd = Command::new("t")
        .infer_long_args(true)
        .arg(Arg::new("one").short('1').long("one").action(ArgAction::SetTrue))
        .arg(Arg::new("max").long("max").conflicts_with("list"))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("list").short('l').long("list").action(ArgAction::SetTrue));
    for tier in [ArgKind::Public, ArgKind::Hidden, ArgKind::Harg] {
        let spec = CommandSpec::new()
            .arg("one", ArgSpec::new().preset("max", "1").kind(tier))
            // A deprecated flag's warning names it: it may not be HARG.
            .arg("old", ArgSpec::new().deprecated_for("max"));
        for (argv, clap_s, typed) in [
            (&["t", "-1", "-l"][..], "'--one'", "'-1'"),
            (&["t", "-l1"], "'--one'", "'-1'"),
            (&["t", "-l", "--on"], "'--one'", "'--on'"),
            (&["t", "-l", "--ol", "3"], "'--old <old>'", "'--ol'"),
        ] {
            let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
            assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
            // Only `--one` takes the tier.
            let named = if tier == ArgKind::Harg && !argv.contains(&"--ol") {
                typed
            } else {
                clap_s
            };
            let line = error.lines().next().unwrap_or_default();
            assert!(
                line.contains(named) && !line.contains("--max"),
                "{tier:?} {argv:?}: {error}"
            );
        }
    }
    // clap's own name for a flag typed short, for comparison.
    let plain = cmd
        .clone()
        .try_get_matches_from(["t", "-1", "--max", "1", "-l"])
        .unwrap_err();
    assert!(plain.to_string().contains("'--max <max>'"), "{plain}");
    let plain = Command::new("t")
        .arg(
            Arg::new("one")
                .short('1')
                .long("one")
                .action(ArgAction::SetTrue)
                .conflicts_with("list"),
        )
        .arg(Arg::new("list").short('l').long("list").action(ArgAction::SetTrue))
        .try_get_matches_from(["t", "-1", "-l"])
        .unwrap_err();
    assert!(plain.to_string().contains("'--one'"), "{plain}");
}

#[test]
fn a_conflict_with_a_negation_a_preset_or_redirect_gave_names_the_flag_typed() {
    // `--plain` sets `color` false, `--no-old` redirects to `--no-new`: the
    // negation argkind gave was named, a flag the user never typed.
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let cmd = Command::new("cli")
        .arg(flag("plain"))
        .arg(flag("color"))
        .arg(flag("old"))
        .arg(flag("new"))
        .arg(flag("other").conflicts_with_all(["no_color", "no_new"]));
    let spec = CommandSpec::new()
        .arg("plain", argkind::ArgSpec::new().preset("color", "false"))
        .arg("color", argkind::ArgSpec::new().noable())
        .arg("old", argkind::ArgSpec::new().noable().deprecated_for("new"))
        .arg("new", argkind::ArgSpec::new().noable());
    for (argv, named) in [
        (&["cli", "--plain", "--other"][..], "'--plain'"),
        (&["cli", "--other", "--plain"], "'--plain'"),
        (&["cli", "--no-old", "--other"], "'--no-old'"),
        (&["cli", "--other", "--no-new"], "'--no-new'"),
    ] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        let line = error.lines().next().unwrap_or_default();
        assert!(line.contains(named) && line.contains("'--other'"), "{argv:?}: {error}");
    }
}

/// Under `args_conflicts_with_subcommands`, the error that lists the
/// arguments a subcommand cannot follow names a HARG flag as typed, a flag a
/// preset set by the preset flag, and never argkind's own marker (found by
/// an acceptance probe: `--argkind-mark` and `--lvl <lvl>` were listed).
#[test]
fn a_subcommand_conflict_names_what_the_user_typed() {
    let build = |tier: ArgKind| {
        let cmd = Command::new("cli")
            .args_conflicts_with_subcommands(true)
            .infer_long_args(true)
            .arg(
                Arg::new("secretflag")
                    .long("secretflag")
                    .short('s')
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("lvl").long("lvl"))
            .arg(Arg::new("p").long("p").action(ArgAction::SetTrue))
            .subcommand(Command::new("run"));
        let spec = CommandSpec::new()
            .arg("secretflag", ArgKind::Harg)
            .arg("fast", argkind::ArgSpec::new().preset("lvl", "1"))
            .arg("lvl", tier);
        ArgKindCommand::new(cmd, spec)
    };
    for tier in [ArgKind::Public, ArgKind::Harg] {
        for (argv, named) in [
            (&["cli", "-s", "run"][..], &["'-s'"][..]),
            (&["cli", "--secr", "run"], &["'--secr'"]),
            (&["cli", "--p", "-s", "run"], &["--p", "-s"]),
            (&["cli", "--fast", "run"], &["'--fast'"]),
        ] {
            let (kind, error) = text(&mut build(tier), argv);
            assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}: {error}");
            for name in named {
                assert!(error.contains(name), "{tier:?} {argv:?}: {error}");
            }
            for hidden in ["argkind", "secretflag", "--lvl"] {
                assert!(!error.contains(hidden), "{tier:?} {argv:?}: {error}");
            }
        }
    }
}

/// A subcommand conflict that names nothing argkind renames keeps clap's
/// list as it is, even where two arguments read alike (two positionals of
/// value name `FILE`) in a command with a HARG flag (whose errors argkind
/// reads): each is listed (found by a mutation run's helper: the list was
/// rewritten, and the two made one).
#[test]
fn a_subcommand_conflict_that_names_nothing_to_rename_lists_each_argument() {
    let cmd = Command::new("cli")
        .args_conflicts_with_subcommands(true)
        .arg(Arg::new("secret").long("secret").action(ArgAction::SetTrue))
        .arg(Arg::new("a").value_name("FILE"))
        .arg(Arg::new("b").value_name("FILE"))
        .subcommand(Command::new("run"));
    let (kind, error) = text(
        &mut ArgKindCommand::new(cmd, CommandSpec::new().arg("secret", ArgKind::Harg)),
        &["cli", "x", "y", "run"],
    );
    assert_eq!(kind, ErrorKind::ArgumentConflict, "{error}");
    assert!(
        error.starts_with("error: the subcommand 'run' cannot be used with:\n  [FILE]\n  [FILE]\n"),
        "{error}"
    );
}

/// A HARG option with a short name only, which clap names by it and its
/// value name (`-s <secret>`): an error names it as typed (found by a
/// mutation run's helper: no test had a HARG flag without a long name).
#[test]
fn an_error_about_a_harg_flag_with_only_a_short_name_names_it_as_typed() {
    let cmd = Command::new("cli")
        .arg(Arg::new("level").long("level").short('l'))
        .arg(Arg::new("secret").short('s').value_parser(clap::value_parser!(u8)));
    let spec = CommandSpec::new().arg("secret", ArgKind::Harg);
    for argv in [&["cli", "-s", "x"][..], &["cli", "-l1", "-sx"]] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ValueValidation, "{argv:?}: {error}");
        assert!(error.contains("invalid value 'x' for '-s'"), "{argv:?}: {error}");
        assert!(!error.contains("secret"), "{argv:?}: {error}");
    }
}

/// A required group of a subcommand two levels down whose member is the
/// root's global: its `-h` usage names only its PUBLIC member, before and
/// after a parse built the commands (found by an acceptance probe:
/// `Usage: cli run deep [OPTIONS] <--hid|--z>`).
#[test]
fn a_required_group_with_an_inherited_hidden_global_names_its_public_members_on_help() {
    for tier in [ArgKind::Hidden, ArgKind::Internal, ArgKind::Earg] {
        let build = || {
            let cmd = Command::new("cli")
                .arg(Arg::new("hid").long("hid").action(ArgAction::SetTrue).global(true))
                .subcommand(
                    Command::new("run").subcommand(
                        Command::new("deep")
                            .arg(Arg::new("z").long("z").action(ArgAction::SetTrue))
                            .group(ArgGroup::new("g").args(["hid", "z"]).required(true)),
                    ),
                );
            ArgKindCommand::new(cmd, CommandSpec::new().arg("hid", tier))
        };
        for argv in [&["cli", "run", "deep", "-h"][..], &["cli", "help", "run", "deep"]] {
            let (_, help) = text(&mut build(), argv);
            assert!(
                help.contains("Usage: cli run deep [OPTIONS] <--z>\n"),
                "{tier:?} {argv:?}: {help}"
            );
            assert!(!help.contains("--hid"), "{tier:?} {argv:?}: {help}");
        }
        // After a parse that built the commands.
        let mut cmd = build();
        assert!(cmd.try_get_matches_from(["cli", "run", "deep", "--z"]).is_ok());
        let (_, help) = text(&mut cmd, &["cli", "run", "deep", "-h"]);
        assert!(!help.contains("--hid"), "{tier:?}: {help}");
        // The hidden member still satisfies the group.
        assert!(build().try_get_matches_from(["cli", "run", "deep", "--hid"]).is_ok());
    }
}

#[test]
fn an_error_about_a_harg_positional_names_it_by_the_values_typed() {
    // clap names a positional by its value names (`[secret]`), which no
    // surface shows for a HARG one: the error names what the user typed.
    let cmd = Command::new("cli")
        .arg(Arg::new("input"))
        .arg(
            Arg::new("secret")
                .value_parser(clap::value_parser!(u8))
                .conflicts_with("fast"),
        )
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("rest").num_args(2).conflicts_with("quick"))
                .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue)),
        );
    let spec = CommandSpec::new()
        .arg("secret", ArgKind::Harg)
        .subcommand("run", CommandSpec::new().arg("rest", ArgKind::Harg));
    let cases: [(&[&str], ErrorKind, &str); 5] = [
        (
            &["cli", "a", "x"],
            ErrorKind::ValueValidation,
            "invalid value 'x' for 'x'",
        ),
        (
            &["cli", "a", "3", "--fast"],
            ErrorKind::ArgumentConflict,
            "the argument '3' cannot be used with '--fast'",
        ),
        (
            &["cli", "--fast", "a", "3"],
            ErrorKind::ArgumentConflict,
            "the argument '--fast' cannot be used with '3'",
        ),
        (
            &["cli", "run", "a", "b", "--quick"],
            ErrorKind::ArgumentConflict,
            "the argument 'a b' cannot be used",
        ),
        (
            &["cli", "run", "a"],
            ErrorKind::WrongNumberOfValues,
            "2 values required for 'VALUE' but 1",
        ),
    ];
    for (argv, kind, named) in cases {
        let (got, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(got, kind, "{argv:?}: {error}");
        assert!(error.contains(named), "{argv:?}: {error}");
        assert!(
            !error.contains("secret") && !error.contains("rest"),
            "{argv:?}: {error}"
        );
    }
    // A HIDDEN positional the user typed a value for is named as clap names it.
    let spec = CommandSpec::new().arg("secret", ArgKind::Hidden);
    let (_, error) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "a", "x"]);
    assert!(error.contains("for '[secret]'"), "{error}");
}

fn flag(id: &'static str, long: &'static str) -> Arg {
    Arg::new(id).long(long).action(ArgAction::SetTrue)
}

#[test]
fn a_group_names_its_positional_members_by_tier_as_it_does_its_flags() {
    // A required group with a PUBLIC flag and a positional of another
    // tier, and a group that a flag requires: both named by the PUBLIC
    // flag alone, in the error and in its usage line, whatever the
    // positional's value name looks like (`-` and `--secret` read like
    // flags, but no flag has them).
    let tiers = [ArgKind::Hidden, ArgKind::Internal, ArgKind::Earg, ArgKind::Harg];
    for (tier, name) in tiers
        .into_iter()
        .flat_map(|t| ["SECRETPOS", "-", "--secret"].map(|n| (t, n)))
    {
        let required = Command::new("cli")
            .arg(flag("pa", "pa"))
            .arg(Arg::new("pos").value_name(name))
            .group(ArgGroup::new("g").args(["pa", "pos"]).required(true));
        let required_by = Command::new("cli")
            .arg(flag("q", "q").requires("g"))
            .arg(flag("pa", "pa"))
            .arg(Arg::new("pos").value_name(name))
            .group(ArgGroup::new("g").args(["pa", "pos"]));
        // (A HARG member of a required group is a definition error.)
        let cases = [(required, &["cli"][..]), (required_by, &["cli", "--q"])];
        for (cmd, argv) in cases.into_iter().skip(usize::from(tier == ArgKind::Harg)) {
            let spec = CommandSpec::new().arg("pos", tier);
            let (kind, error) = text(&mut ArgKindCommand::new(cmd, spec), argv);
            assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{tier:?} {argv:?}: {error}");
            assert!(
                error.contains("not provided:\n  <--pa>\n"),
                "{tier:?} {name} {argv:?}: {error}"
            );
            let usage = error.lines().find(|l| l.starts_with("Usage:")).expect("a usage line");
            let mut words = usage.split([' ', '|', '<', '>', '[', ']']);
            assert!(!words.any(|w| w == name), "{tier:?} {name} {argv:?}: {error}");
        }
    }
    // A group whose only other member is a HIDDEN flag is named by it.
    let cmd = Command::new("cli")
        .arg(flag("q", "q").requires("g"))
        .arg(flag("h", "hid"))
        .arg(Arg::new("pos").value_name("SECRETPOS"))
        .group(ArgGroup::new("g").args(["h", "pos"]));
    let spec = CommandSpec::new().arg("pos", ArgKind::Harg).arg("h", ArgKind::Hidden);
    let (_, error) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "--q"]);
    assert!(error.contains("not provided:\n  <--hid>\n"), "{error}");
    assert!(!error.contains("SECRETPOS"), "{error}");
}

/// A HARG positional clap requires by a condition argkind cannot read is
/// left out of the error (it panicked in debug builds).
#[test]
fn a_harg_positional_required_unless_another_is_present() {
    let cmd = Command::new("cli")
        .arg(flag("p", "p"))
        .arg(Arg::new("s").value_name("SECRETPOS").required_unless_present("p"));
    let (kind, error) = text(
        &mut ArgKindCommand::new(cmd, CommandSpec::new().arg("s", ArgKind::Harg)),
        &["cli"],
    );
    assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{error}");
    assert!(!error.contains("SECRETPOS"), "{error}");
}

#[test]
fn help_of_the_help_subcommand_names_no_hidden_required_argument() {
    let cmd = Command::new("cli")
        .arg(Arg::new("tok").long("hidden-tok").required(true))
        .arg(Arg::new("pub").long("pubtok").required(true))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("p").value_name("HIDDENPOS").required(true))
                .arg(Arg::new("e").long("earg-e").required(true))
                .subcommand(Command::new("deep")),
        );
    let spec = CommandSpec::new().arg("tok", ArgKind::Hidden).subcommand(
        "run",
        CommandSpec::new().arg("p", ArgKind::Hidden).arg("e", ArgKind::Earg),
    );
    let cases: [(&[&str], &str); 3] = [
        (
            &["cli", "help", "help"],
            "Usage: cli --pubtok <pub> help [COMMAND]...\n",
        ),
        (&["cli", "run", "help", "help"], "Usage: cli run help [COMMAND]...\n"),
        (&["cli", "help", "run", "help"], "Usage: cli run help [COMMAND]...\n"),
    ];
    for (argv, usage) in cases {
        let (kind, help) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::DisplayHelp, "{argv:?}");
        assert!(help.contains(usage), "{argv:?}: {help}");
        assert!(
            help.contains("Print this message or the help of the given subcommand(s)"),
            "{help}"
        );
        // The rest is plain clap's.
        let plain = cmd.clone().try_get_matches_from(argv).unwrap_err().render().to_string();
        let body = |t: &str| {
            t.lines()
                .filter(|l| !l.starts_with("Usage:"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(body(&help), body(&plain), "{argv:?}");
    }
}

#[test]
fn a_usage_line_names_no_flag_a_preset_set() {
    for tier in [ArgKind::Public, ArgKind::Hidden, ArgKind::Harg] {
        let cmd = Command::new("cli")
            .arg(flag("q", "quick"))
            .arg(Arg::new("l").long("lvl").conflicts_with("p"))
            .arg(flag("p", "pub"));
        let spec = CommandSpec::new().arg("q", ArgSpec::new().preset("l", "3").kind(tier));
        let (kind, error) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "--quick", "--pub"]);
        assert_eq!(kind, ErrorKind::ArgumentConflict);
        assert!(
            error.contains("the argument '--quick' cannot be used with '--pub'"),
            "{tier:?}: {error}"
        );
        assert!(!error.contains("--lvl"), "{tier:?}: {error}");
    }
}

/// A target's name that clap reads as a value (after `--`, or of an option
/// that takes hyphen values) is no spelling of the target: the conflict
/// still names the preset or deprecated flag that set it.
#[test]
fn a_target_named_only_as_a_value_is_still_named_by_its_setter() {
    let cmd = Command::new("cli")
        .arg(flag("q", "quick"))
        .arg(Arg::new("old").long("old").hide(true))
        .arg(Arg::new("l").long("lvl").conflicts_with("p"))
        .arg(flag("p", "pub"))
        .arg(Arg::new("pattern").long("pattern").allow_hyphen_values(true))
        .arg(Arg::new("files").num_args(0..));
    let spec = CommandSpec::new()
        .arg("q", ArgSpec::new().preset("l", "3"))
        .arg("old", ArgSpec::new().deprecated_for("l"));
    let cases: [(&[&str], &str); 4] = [
        (
            &["cli", "--quick", "--pub", "--", "--lvl"],
            "'--quick' cannot be used with '--pub'",
        ),
        (
            &["cli", "--quick", "--pub", "--pattern", "--lvl"],
            "'--quick' cannot be used with '--pub'",
        ),
        (
            &["cli", "--old", "3", "--pub", "--", "--lvl"],
            "'--old <old>' cannot be used with '--pub'",
        ),
        (
            &["cli", "--old", "3", "--pub", "--pattern", "--lvl"],
            "'--old <old>' cannot be used with '--pub'",
        ),
    ];
    for (argv, named) in cases {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        assert!(error.contains(named), "{argv:?}: {error}");
        assert!(!error.contains("--lvl <"), "{argv:?}: {error}");
    }
}

/// A usage line names no target that only a value spells: `--lvl` after
/// `--` is a value, so the line that names `--lvl <l>` (set by the preset)
/// gives way to the command's.
#[test]
fn a_usage_line_names_no_target_spelled_only_as_a_value() {
    let cmd = Command::new("cli")
        .arg(flag("q", "quick"))
        .arg(Arg::new("l").long("lvl").requires("r"))
        .arg(Arg::new("r").long("rr"))
        .arg(Arg::new("files").num_args(0..));
    let spec = CommandSpec::new().arg("q", ArgSpec::new().preset("l", "3"));
    for argv in [&["cli", "--quick"][..], &["cli", "--quick", "--", "--lvl"]] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{argv:?}");
        assert!(!error.contains("--lvl <l>"), "{argv:?}: {error}");
    }
}

/// A preset typed after its target's own last spelling set it last: a
/// conflict names the preset flag, also where the target is a global typed
/// in an enclosing command; typed after the preset, the target is named.
#[test]
fn a_conflict_names_whichever_set_the_target_last() {
    let root = Command::new("cli")
        .arg(Arg::new("l").long("lvl").global(true))
        .subcommand(
            Command::new("sub")
                .arg(flag("p", "pub").conflicts_with("l"))
                .arg(flag("q", "quick")),
        );
    let spec = CommandSpec::new().subcommand("sub", CommandSpec::new().arg("q", ArgSpec::new().preset("l", "3")));
    let cases: [(&[&str], &str); 3] = [
        (
            &["cli", "--lvl", "2", "sub", "--quick", "--pub"],
            "'--quick' cannot be used with '--pub'",
        ),
        (
            &["cli", "sub", "--lvl", "2", "--quick", "--pub"],
            "'--quick' cannot be used with '--pub'",
        ),
        (
            &["cli", "sub", "--quick", "--lvl", "2", "--pub"],
            "'--lvl <l>' cannot be used with '--pub'",
        ),
    ];
    for (argv, named) in cases {
        let (kind, error) = text(&mut ArgKindCommand::new(root.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        assert!(error.contains(named), "{argv:?}: {error}");
    }
    // In one command too.
    let cmd = Command::new("cli")
        .arg(Arg::new("l").long("lvl"))
        .arg(flag("p", "pub").conflicts_with("l"))
        .arg(flag("q", "quick"));
    let spec = CommandSpec::new().arg("q", ArgSpec::new().preset("l", "3"));
    let cases: [(&[&str], &str); 2] = [
        (
            &["cli", "--lvl", "2", "--quick", "--pub"],
            "'--quick' cannot be used with '--pub'",
        ),
        (
            &["cli", "--quick", "--lvl", "2", "--pub"],
            "'--lvl <l>' cannot be used with '--pub'",
        ),
    ];
    for (argv, named) in cases {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        assert!(error.contains(named), "{argv:?}: {error}");
    }
}

/// An error about a token clap stopped at names that token's flag, though
/// clap's reading of the command line (which leaves that token out) gives
/// it no value, and a preset typed before it sets it.
#[test]
fn an_error_at_a_negation_a_typed_preset_sets_names_the_negation() {
    let cmd = Command::new("cli")
        .arg(flag("fast", "fast"))
        .arg(flag("lto", "enable-lto"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("lto", "false"))
        .arg("lto", ArgSpec::new().enable_disable());
    let (kind, error) = text(
        &mut ArgKindCommand::new(cmd, spec),
        &["cli", "--fast", "--disable-lto=1"],
    );
    assert_eq!(kind, ErrorKind::TooManyValues, "{error}");
    assert!(
        error.contains("unexpected value '1' for '--disable-lto' found"),
        "{error}"
    );
}

/// A deprecated flag's name that clap reads as a value (after `--`, or of
/// a trailing positional that takes hyphen values) redirects nothing, so
/// the error's usage line is clap's own, as plain clap writes it for the
/// same command and command line: argkind's usage line replaces clap's only
/// where clap's names a flag that a preset or a redirect set.
#[test]
fn a_deprecated_name_read_as_a_value_leaves_clap_s_usage_line() {
    let cmd = Command::new("cc")
        .arg(Arg::new("output").long("output").required(true))
        .arg(Arg::new("out").long("out"))
        .arg(flag("verbose", "verbose"))
        .arg(
            Arg::new("file")
                .num_args(0..)
                .trailing_var_arg(true)
                .allow_hyphen_values(true),
        );
    let spec = CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("output"));
    for argv in [
        &["cc", "--verbose", "--", "--out"][..],
        &["cc", "--verbose", "m", "--verbose", "--out", "t"],
    ] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{argv:?}");
        let plain = cmd
            .clone()
            .args_override_self(true)
            .try_get_matches_from(argv)
            .unwrap_err()
            .render()
            .to_string();
        assert_eq!(error, plain, "{argv:?}");
        assert!(
            error.contains("Usage: cc --output <output> --verbose"),
            "{argv:?}: {error}"
        );
    }
}

#[test]
fn a_subcommand_conflict_names_a_typed_flag_once() {
    let cmd = Command::new("cli")
        .args_conflicts_with_subcommands(true)
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("lvl").long("lvl"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated_for("lvl"))
        .arg("lvl", ArgKind::Hidden);
    let (kind, error) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "--old", "1", "run"]);
    assert_eq!(kind, ErrorKind::ArgumentConflict);
    assert_eq!(error.matches("--old").count(), 1, "{error}");
    assert!(!error.contains("--lvl"), "{error}");
}

#[test]
fn a_harg_positional_given_too_few_values_it_rejects_is_named_value() {
    let cmd = Command::new("cli").arg(Arg::new("hpos").num_args(2).value_parser(clap::value_parser!(u8)));
    let spec = CommandSpec::new().arg("hpos", ArgKind::Harg);
    let (kind, error) = text(&mut ArgKindCommand::new(cmd, spec), &["cli", "c"]);
    assert_eq!(kind, ErrorKind::WrongNumberOfValues);
    assert!(error.contains("2 values required for 'VALUE' but 1"), "{error}");
    assert!(!error.contains("hpos"), "{error}");
}

#[test]
fn a_conflict_with_a_group_names_only_the_members_given() {
    // clap lists every member of the group, given or not: the PUBLIC ones
    // stay, as clap lists them; of the others, only those given.
    let cmd = Command::new("cli")
        .arg(Arg::new("a").long("a"))
        .arg(Arg::new("hh").long("hh"))
        .arg(Arg::new("s").long("secret"))
        .arg(Arg::new("pos"))
        .arg(flag("q", "q").conflicts_with("g"))
        .group(ArgGroup::new("g").args(["a", "hh", "s", "pos"]).multiple(true));
    let spec = CommandSpec::new()
        .arg("s", ArgKind::Harg)
        .arg("hh", ArgKind::Hidden)
        .arg("pos", ArgKind::Harg);
    let cases: [(&[&str], &str); 5] = [
        (&["cli", "--q", "--a", "1"], "cannot be used with '--a <a>'\n"),
        (&["cli", "--a", "1", "--q"], "cannot be used with '--a <a>'\n"),
        (
            &["cli", "--q", "--hh", "1"],
            "cannot be used with:\n  --a <a>\n  --hh <hh>\n\n",
        ),
        (&["cli", "--q", "zz"], "cannot be used with:\n  --a <a>\n  zz\n\n"),
        (
            &["cli", "--q", "--a", "1", "--hh", "2"],
            "cannot be used with:\n  --a <a>\n  --hh <hh>\n\n",
        ),
    ];
    for (argv, named) in cases {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        assert!(error.contains(named), "{argv:?}: {error}");
        assert!(!error.contains("secret") && !error.contains("pos"), "{argv:?}: {error}");
    }
}

/// Writes `text` to a file of its own (under the build's directory for
/// integration tests' files) and returns the `@path` argument naming it.
fn response_file(name: &str, text: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("leak-corners");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    format!("@{}", path.display())
}

#[test]
fn help_asked_for_after_a_response_file_is_that_of_the_subcommand_the_file_names() {
    // A hidden required flag: the help is read again (see
    // `help_of_the_help_subcommand_names_no_hidden_required_argument`), but
    // only that of clap's `help` subcommand; the command line read again is
    // the one typed, where `@file` is a value of `input`.
    let cmd = Command::new("cli")
        .arg(Arg::new("tok").long("hidden-tok").required(true))
        .arg(Arg::new("input"))
        .subcommand(Command::new("run").about("Runs it").arg(Arg::new("x").long("run-x")));
    let spec = CommandSpec::new().arg("tok", ArgKind::Hidden).response_files();
    let at = response_file("run", "run");
    let (kind, help) = text(&mut ArgKindCommand::new(cmd.clone(), spec), &["cli", &at, "-h"]);
    assert_eq!(kind, ErrorKind::DisplayHelp);
    assert!(help.contains("Usage: cli run [OPTIONS]\n"), "{help}");
    assert!(help.contains("--run-x"), "{help}");
    assert!(!help.contains("hidden-tok"), "{help}");
    // Plain clap's help of the command line written inline is `run`'s too.
    let plain = cmd
        .try_get_matches_from(["cli", "run", "-h"])
        .unwrap_err()
        .render()
        .to_string();
    assert_eq!(help.lines().next(), plain.lines().next());
    assert_eq!(plain.lines().next(), Some("Runs it"));
}

#[test]
fn help_of_the_help_subcommand_from_a_response_file_is_help() {
    let cmd = Command::new("cli")
        .arg(Arg::new("tok").long("hidden-tok").required(true))
        .arg(Arg::new("pub").long("pubtok").required(true))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new().arg("tok", ArgKind::Hidden).response_files();
    let at = response_file("help-help", "help help");
    let (kind, help) = text(&mut ArgKindCommand::new(cmd.clone(), spec), &["cli", &at]);
    assert_eq!(kind, ErrorKind::DisplayHelp, "{help}");
    // The help is plain clap's of the command line written inline (its
    // usage line aside: see the session-25 ledger).
    let plain = cmd
        .try_get_matches_from(["cli", "help", "help"])
        .unwrap_err()
        .render()
        .to_string();
    let body = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with("Usage:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(body(&help), body(&plain));
    // Its usage line names no hidden required argument either.
    assert!(help.contains("Usage: cli --pubtok <pub> help [COMMAND]...\n"), "{help}");
}

#[test]
fn a_usage_line_naming_a_required_flag_not_typed_is_clap_s_where_no_flag_sets_it() {
    // The usage line is rewritten only for a flag a preset or a redirect
    // set; a required flag the user did not type is named as clap names it.
    let cmd = Command::new("cli")
        .arg(Arg::new("req").long("req").required(true))
        .arg(Arg::new("pub").long("pub"))
        .arg(flag("secret", "secret"));
    let spec = CommandSpec::new().arg("secret", ArgKind::Harg);
    for argv in [&["cli", "--pub", "1"][..], &["cli", "--pub", "1", "--bogus"]] {
        let (_, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert!(
            error.contains("Usage: cli --req <req> --pub <pub>\n"),
            "{argv:?}: {error}"
        );
        let plain = cmd.clone().try_get_matches_from(argv).unwrap_err().render().to_string();
        assert_eq!(error, plain, "{argv:?}");
    }
}

#[test]
fn a_usage_line_beside_a_positional_of_no_value_name_is_clap_s_where_it_names_only_public_arguments() {
    // clap names a positional without a value name by its id (`[secret]`):
    // an option's value name (`<req>`) is not the positional's, and the
    // line, which names nothing hidden, stays as clap wrote it for the
    // arguments typed.
    let cmd = Command::new("cli")
        .arg(Arg::new("req").long("req").required(true))
        .arg(Arg::new("pub").long("pub"))
        .arg(Arg::new("secret"));
    for tier in [ArgKind::Hidden, ArgKind::Harg] {
        let spec = CommandSpec::new().arg("secret", tier);
        for argv in [&["cli", "--pub", "1"][..], &["cli", "--pub", "1", "--bogus"]] {
            let (_, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
            assert!(
                error.contains("\nUsage: cli --req <req> --pub <pub>\n"),
                "{tier:?} {argv:?}: {error}"
            );
            // Plain clap's line is the same, the positional it shows aside.
            let plain = cmd.clone().try_get_matches_from(argv).unwrap_err().render().to_string();
            assert!(
                plain.contains("\nUsage: cli --req <req> --pub <pub> [secret]\n"),
                "{argv:?}: {plain}"
            );
        }
    }
}

#[test]
fn a_positional_of_several_value_names_is_named_by_tier_in_a_group_and_a_usage_line() {
    // clap names it `<A> <B>` in a group (one member) and `<A> <B>` in a
    // usage line (two words): either way it is the positional's name.
    let cmd = Command::new("cli")
        .arg(flag("q", "q").requires("g"))
        .arg(flag("pa", "pa"))
        .arg(Arg::new("pos").value_names(["SECRETA", "SECRETB"]))
        .group(ArgGroup::new("g").args(["pa", "pos"]));
    let plain = cmd
        .clone()
        .try_get_matches_from(["cli", "--q"])
        .unwrap_err()
        .render()
        .to_string();
    assert!(plain.contains("  <--pa|<SECRETA> <SECRETB>>\n"), "{plain}");
    for tier in [ArgKind::Hidden, ArgKind::Harg] {
        let spec = CommandSpec::new().arg("pos", tier);
        let cases: [(&[&str], &str); 3] = [
            (&["cli", "--q"], "not provided:\n  <--pa>\n"),
            (&["cli", "--q", "a", "b", "--bogus"], "\nUsage: cli --q\n"),
            (&["cli", "a", "b", "--bogus"], "\nUsage: cli [OPTIONS]\n"),
        ];
        for (argv, named) in cases {
            let (_, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
            assert!(error.contains(named), "{tier:?} {argv:?}: {error}");
            assert!(!error.contains("SECRET"), "{tier:?} {argv:?}: {error}");
        }
    }
}

#[test]
fn help_asked_for_after_a_response_file_naming_an_own_help_subcommand_is_that_subcommand_s() {
    // With clap's help subcommand off, a subcommand `help` is the
    // application's own: its help is read once, as for any other.
    let cmd = Command::new("cli")
        .disable_help_subcommand(true)
        .arg(Arg::new("tok").long("hidden-tok").required(true))
        .arg(Arg::new("input"))
        .subcommand(Command::new("help").about("My own help").arg(Arg::new("topic")));
    let spec = CommandSpec::new().arg("tok", ArgKind::Hidden).response_files();
    let at = response_file("own-help", "help");
    for argv in [&["cli", &at, "-h"][..], &["cli", "help", "-h"]] {
        let (kind, help) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::DisplayHelp, "{argv:?}");
        assert!(help.starts_with("My own help\n"), "{argv:?}: {help}");
        assert!(help.contains("Usage: cli help [OPTIONS] [topic]\n"), "{argv:?}: {help}");
        assert!(!help.contains("hidden-tok"), "{argv:?}: {help}");
    }
    // Plain clap's help of the command line written inline is the same
    // subcommand's.
    let plain = cmd
        .try_get_matches_from(["cli", "help", "-h"])
        .unwrap_err()
        .render()
        .to_string();
    assert!(plain.starts_with("My own help\n"), "{plain}");
}

#[test]
fn usage_lines_name_the_binary_as_clap_does_where_a_required_flag_is_hidden() {
    let cmd = Command::new("cli")
        .arg(Arg::new("hr").long("hr").required(true))
        .arg(Arg::new("x").long("x"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new().arg("hr", ArgKind::Hidden);
    for argv in [
        &["/usr/bin/mytool", "-h"][..],
        &["/usr/bin/mytool", "--bogus"],
        &["/usr/bin/mytool", "help", "run"],
        &["/usr/bin/mytool", "--help-hidden"],
    ] {
        let (_, text) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert!(text.contains("Usage: mytool"), "{argv:?}: {text}");
        assert!(!text.contains("Usage: cli"), "{argv:?}: {text}");
    }
    // A copy the application asked for before the parse is made again.
    let mut asked = ArgKindCommand::new(cmd, spec);
    let _ = asked.command();
    let (_, text) = text(&mut asked, &["/usr/bin/mytool", "-h"]);
    assert!(text.contains("Usage: mytool"), "{text}");
}

/// A driver with clap's flattened help, a hidden required `--tok` and two
/// subcommands, one with subcommands of its own; `twin` gives plain clap's
/// command as the surfaces show it: `--tok` hidden and not required, and
/// argkind's two surface flags plain global flags.
fn flattened(twin: bool) -> Command {
    let cmd = Command::new("cli")
        .flatten_help(true)
        .arg(Arg::new("tok").long("tok").required(!twin).hide(twin))
        .arg(Arg::new("x").long("x").help("The x"))
        .subcommand(Command::new("run").about("Run it").arg(Arg::new("n").long("n")))
        .subcommand(Command::new("deep").flatten_help(true).subcommand(Command::new("down")));
    if !twin {
        return cmd;
    }
    let surfaces = [
        ("help-hidden", "Print help for hidden and experimental flags"),
        ("help-hidden-list", "Print the internal flags with their defaults"),
    ];
    surfaces.into_iter().enumerate().fold(cmd, |cmd, (order, (id, help))| {
        cmd.arg(
            Arg::new(id)
                .long(id)
                .action(ArgAction::SetTrue)
                .global(true)
                .display_order(usize::MAX - 2 + order)
                .help_heading(None)
                .help(help),
        )
    })
}

#[test]
fn flattened_help_names_no_hidden_required_flag_and_is_otherwise_clap_s() {
    // clap heads each flattened section with the subcommand's usage name,
    // which names the enclosing command's required arguments.
    for argv in [
        &["cli", "-h"][..],
        &["cli", "--help"],
        &["cli", "help"],
        &["cli", "deep", "-h"],
    ] {
        let spec = CommandSpec::new().arg("tok", ArgKind::Hidden);
        let mut cmd = ArgKindCommand::new(flattened(false), spec);
        let (kind, help) = text(&mut cmd, argv);
        assert_eq!(kind, ErrorKind::DisplayHelp, "{argv:?}");
        let err = flattened(true).try_get_matches_from(argv).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::DisplayHelp, "{argv:?}");
        assert_eq!(help, err.render().to_string(), "{argv:?}");
        assert!(!help.contains("tok"), "{argv:?}: {help}");
    }
}

#[test]
fn flattened_help_after_a_parse_entered_a_subcommand_names_no_hidden_required_flag() {
    // A parse that enters `go` makes clap build it, and write its usage
    // name from the root's required arguments, `--tok` too.
    let app = || {
        Command::new("cli")
            .flatten_help(true)
            .arg(Arg::new("tok").long("tok").action(ArgAction::SetTrue).required(true))
            .subcommand(Command::new("go").arg(Arg::new("need").long("need").required(true)))
    };
    let mut cmd = ArgKindCommand::new(app(), CommandSpec::new().arg("tok", ArgKind::Hidden));
    let _ = cmd.try_get_matches_from(["cli", "go"]);
    let _ = cmd.try_get_matches_from(["cli", "--tok", "go", "--need=1"]);
    let (kind, help) = text(&mut cmd, &["cli", "-h"]);
    assert_eq!(kind, ErrorKind::DisplayHelp);
    assert!(help.contains("\ncli go:\n"), "{help}");
    assert!(!help.contains("tok"), "{help}");
    let rendered = cmd.render_help(&[], false).expect("the root").to_string();
    assert_eq!(rendered, help);
}

/// A required PUBLIC `--p` that requires `target` (a flag or group).
fn requiring(target: &str) -> Command {
    let args = |cmd: Command| {
        cmd.arg(Arg::new("p").long("p").required(true).requires(target.to_owned()))
            .arg(flag("pubm", "pubm"))
            .arg(flag("hid", "hid"))
            .arg(Arg::new("e").long("e"))
            .group(ArgGroup::new("g").args(["hid", "e"]))
            .group(ArgGroup::new("mixed").args(["pubm", "hid"]))
    };
    args(Command::new("cli")).subcommand(args(Command::new("run")).subcommand(Command::new("deep")))
}

/// `--hid` HIDDEN and `--e` EARG, in every command of [`requiring`].
fn spec_of() -> CommandSpec {
    let args = || CommandSpec::new().arg("hid", ArgKind::Hidden).arg("e", ArgKind::Earg);
    args().subcommand("run", args())
}

#[test]
fn a_required_flag_names_no_hidden_argument_it_requires_in_usage_lines() {
    // clap's usage lines add what a required argument requires (those of
    // a subcommand name the required arguments of the command above it,
    // not of the root, as clap writes them).
    for (target, shown) in [("g", None), ("e", None), ("hid", None), ("mixed", Some("<--pubm>"))] {
        for argv in [&["cli", "-h"][..], &["cli", "help", "run"], &["cli", "run", "-h"]] {
            let (kind, help) = text(&mut ArgKindCommand::new(requiring(target), spec_of()), argv);
            assert_eq!(kind, ErrorKind::DisplayHelp, "{target} {argv:?}");
            let usage = help.lines().find(|l| l.starts_with("Usage:")).expect("a usage line");
            assert!(
                !usage.contains("--hid") && !usage.contains("--e"),
                "{target} {argv:?}: {usage}"
            );
            assert!(usage.contains("--p <p>"), "{target} {argv:?}: {usage}");
            let nested = text(
                &mut ArgKindCommand::new(requiring(target), spec_of()),
                &["cli", "run", "deep", "-h"],
            )
            .1;
            let nested = nested.lines().find(|l| l.starts_with("Usage:")).expect("a usage line");
            assert!(nested.starts_with("Usage: cli run --p <p> "), "{target}: {nested}");
            assert!(
                !nested.contains("--hid") && !nested.contains("--e"),
                "{target}: {nested}"
            );
            if let Some(shown) = shown {
                assert!(usage.contains(shown), "{target} {argv:?}: {usage}");
            }
        }
    }
}

/// A tool whose required group `mode` (`--a`, `--b`) requires `--hid` and,
/// with `public`, `--x` too.
fn group_requiring(public: bool) -> Command {
    let requires: &[&str] = if public { &["hid", "x"] } else { &["hid"] };
    Command::new("cli")
        .arg(flag("a", "a"))
        .arg(flag("b", "b"))
        .arg(flag("hid", "hid"))
        .arg(Arg::new("x").long("x"))
        .group(
            ArgGroup::new("mode")
                .args(["a", "b"])
                .required(true)
                .requires_all(requires.to_vec()),
        )
}

#[test]
fn a_required_group_names_no_hidden_argument_it_requires_in_usage_lines() {
    // clap's usage lines add what a required group requires, as they do
    // for a required argument.
    for tier in [ArgKind::Hidden, ArgKind::Earg, ArgKind::Internal] {
        let spec = CommandSpec::new().arg("hid", tier);
        for public in [false, true] {
            for argv in [&["cli", "-h"][..], &["cli"], &["cli", "--bogus"]] {
                let (_, text) = text(&mut ArgKindCommand::new(group_requiring(public), spec.clone()), argv);
                let usage = text.lines().find(|l| l.starts_with("Usage:")).expect("a usage line");
                assert!(usage.contains("<--a|--b>"), "{tier} {public} {argv:?}: {usage}");
                assert!(!usage.contains("--hid"), "{tier} {public} {argv:?}: {usage}");
                // What it requires that the user may see is still named.
                assert_eq!(usage.contains("--x <x>"), public, "{tier} {public} {argv:?}: {usage}");
            }
            // The group still requires the hidden flag.
            let mut cmd = ArgKindCommand::new(group_requiring(public), spec.clone());
            let (kind, _) = text(&mut cmd, &["cli", "--a", "--x", "1"]);
            assert_eq!(kind, ErrorKind::MissingRequiredArgument, "{tier} {public}");
            let mut cmd = ArgKindCommand::new(group_requiring(public), spec.clone());
            assert!(cmd.try_get_matches_from(["cli", "--a", "--hid", "--x", "1"]).is_ok());
        }
    }
}

#[test]
fn a_hidden_argument_a_required_flag_requires_through_a_public_one_is_not_in_usage_lines() {
    // clap unrolls requirements: `--p` requires `--q`, which requires
    // `--hid`, and a usage line naming `--p` names both.
    let cmd = Command::new("cli")
        .arg(Arg::new("p").long("p").required(true).requires("q"))
        .arg(Arg::new("q").long("q").requires("hid"))
        .arg(flag("hid", "hid"));
    for tier in [ArgKind::Hidden, ArgKind::Earg, ArgKind::Internal] {
        let spec = CommandSpec::new().arg("hid", tier);
        for argv in [&["cli", "-h"][..], &["cli"], &["cli", "--bogus"]] {
            let (_, text) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
            let usage = text.lines().find(|l| l.starts_with("Usage:")).expect("a usage line");
            assert!(
                usage.contains("--q <q>") && usage.contains("--p <p>"),
                "{tier} {argv:?}: {usage}"
            );
            assert!(!usage.contains("--hid"), "{tier} {argv:?}: {usage}");
        }
    }
}

#[test]
fn an_error_s_usage_line_is_clap_s_where_nothing_a_usage_line_names_is_hidden() {
    // A hidden flag that is in a group but neither required nor required
    // by anything required leaves clap's usage line as it is: clap names
    // the arguments typed there too.
    let requires_public = Command::new("cli")
        .arg(Arg::new("p").long("p").required(true).requires("q"))
        .arg(Arg::new("q").long("q"))
        .arg(Arg::new("x").long("x"))
        .arg(flag("hid", "hid"))
        .group(ArgGroup::new("g").args(["hid", "x"]));
    let required_group = Command::new("cli")
        .arg(flag("a", "a"))
        .arg(flag("b", "b"))
        .arg(Arg::new("x").long("x"))
        .arg(flag("hid", "hid"))
        .group(ArgGroup::new("mode").args(["a", "b"]).required(true));
    for cmd in [requires_public, required_group] {
        for tier in [ArgKind::Hidden, ArgKind::Earg, ArgKind::Internal] {
            let spec = CommandSpec::new().arg("hid", tier);
            for argv in [&["cli", "--x", "1"][..], &["cli", "--x", "1", "--bogus"]] {
                let (_, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
                let plain = cmd.clone().try_get_matches_from(argv).unwrap_err().render().to_string();
                assert!(plain.contains(" --x <x>"), "{argv:?}: {plain}");
                assert_eq!(error, plain, "{tier} {argv:?}");
            }
        }
    }
}

#[test]
fn a_conflict_with_a_redirect_names_the_flag_typed_where_its_name_begins_the_replacement_s() {
    // `--feature` names the deprecated flag whole, not an abbreviation of
    // `--features`, which the user never typed.
    let cmd = Command::new("cli")
        .arg(
            Arg::new("all_features")
                .long("all-features")
                .action(ArgAction::SetTrue)
                .conflicts_with("features"),
        )
        .arg(Arg::new("features").long("features").action(ArgAction::Append))
        .arg(Arg::new("feature").long("feature").action(ArgAction::Append));
    let spec = CommandSpec::new().arg("feature", argkind::ArgSpec::new().deprecated_for("features"));
    for argv in [
        &["cli", "--feature", "a", "--all-features"][..],
        &["cli", "--all-features", "--feature", "a"],
    ] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        let line = error.lines().next().unwrap_or_default();
        assert!(
            line.contains("'--feature <feature>'") && !line.contains("--features"),
            "{argv:?}: {error}"
        );
    }
}

#[test]
fn a_conflict_with_a_redirect_names_the_flag_typed_beside_a_letter_that_is_a_value() {
    // `-Cv` is `-C v`: no `-v` is typed, `--loud` set `verbose`.
    let cmd = Command::new("cli")
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(
            Arg::new("quiet")
                .short('q')
                .action(ArgAction::SetTrue)
                .conflicts_with("verbose"),
        )
        .arg(Arg::new("directory").short('C'))
        .arg(Arg::new("loud").long("loud").action(ArgAction::Count));
    let spec = CommandSpec::new().arg("loud", argkind::ArgSpec::new().deprecated_for("verbose"));
    for (argv, named) in [
        (&["cli", "--loud", "-q", "-Cv"][..], "'--loud...'"),
        (&["cli", "--loud", "-q", "-C", "v"], "'--loud...'"),
        (&["cli", "-q", "-Cxv", "-v"], "'--verbose...'"),
        // A letter after one that takes no value is typed.
        (&["cli", "--loud", "-qv"], "'--verbose...'"),
    ] {
        let (kind, error) = text(&mut ArgKindCommand::new(cmd.clone(), spec.clone()), argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict, "{argv:?}");
        let line = error.lines().next().unwrap_or_default();
        assert!(line.contains(named), "{argv:?}: {error}");
    }
}

/// A flag clap hides (`hide(true)`) that is declared PUBLIC is PUBLIC, the
/// declared tier winning: `--help` lists it (with its negation, for a
/// pair), as tips do; it was on no surface, though tips named it.
#[test]
fn a_flag_clap_hides_declared_public_is_shown() {
    let cmd = || {
        Command::new("tool")
            .arg(
                Arg::new("secret")
                    .long("secret")
                    .hide(true)
                    .action(ArgAction::SetTrue)
                    .help("The secret"),
            )
            .arg(
                Arg::new("shown")
                    .long("shown")
                    .hide(true)
                    .action(ArgAction::SetTrue)
                    .help("Shown"),
            )
    };
    let spec = CommandSpec::new()
        .arg("secret", ArgKind::Public)
        .arg("shown", ArgSpec::new().kind(ArgKind::Public).noable());
    let mut cmd = ArgKindCommand::new(cmd(), spec);
    let help = cmd.render_help(&[], false).unwrap().to_string();
    assert!(help.contains("--secret") && help.contains("The secret"), "{help}");
    assert!(
        help.contains("--shown") && help.contains("[negation: --no-shown]"),
        "{help}"
    );
    let hidden = cmd.render_help_hidden(&[]).unwrap().to_string();
    assert!(!hidden.contains("--secret"), "{hidden}");
    let (kind, text) = text(&mut cmd, &["tool", "--sho"]);
    assert_eq!(kind, ErrorKind::UnknownArgument);
    assert!(text.contains("'--shown'"), "{text}");
}

/// A compiler driver whose `link` has a required flag that is not PUBLIC:
/// only `link`'s usage lines (and those of commands below it) could name
/// it, so `build`'s and the root's stay clap's.
fn driver_with_a_hidden_required_link_flag() -> Command {
    Command::new("cc")
        .arg(Arg::new("cache").long("cache").action(ArgAction::SetTrue))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("a").long("a").action(ArgAction::SetTrue).conflicts_with("b"))
                .arg(Arg::new("b").long("b").action(ArgAction::SetTrue))
                .arg(Arg::new("r").long("r").required(true)),
        )
        .subcommand(
            Command::new("link")
                .arg(Arg::new("ld").long("internal-ld").required(true))
                .arg(Arg::new("x").long("x").action(ArgAction::SetTrue).conflicts_with("y"))
                .arg(Arg::new("y").long("y").action(ArgAction::SetTrue)),
        )
}

#[test]
fn a_hidden_required_flag_of_one_subcommand_leaves_the_others_usage_lines_as_clap_writes_them() {
    // The plain command is clap's own reading: in `build` and the root, no
    // argument is hidden, so argkind's errors are clap's, usage lines too.
    for argv in [
        &["cc", "build", "--r", "1", "--a", "--b"][..],
        &["cc", "build", "--a"],
        &["cc", "--cach"],
        &["cc", "build", "--r", "1", "--bb"],
    ] {
        let plain = driver_with_a_hidden_required_link_flag()
            .try_get_matches_from(argv)
            .unwrap_err();
        let err = ArgKindCommand::new(driver_with_a_hidden_required_link_flag(), CommandSpec::new())
            .try_get_matches_from(argv)
            .unwrap_err();
        assert_eq!(err.to_string(), plain.to_string(), "{argv:?}");
    }
    // In `link`, the usage line names no INTERNAL flag.
    let err = ArgKindCommand::new(driver_with_a_hidden_required_link_flag(), CommandSpec::new())
        .try_get_matches_from(["cc", "link", "--internal-ld", "l", "--x", "--y"])
        .unwrap_err()
        .to_string();
    assert!(err.contains("cannot be used with"), "{err}");
    assert!(!err.contains("internal-ld"), "{err}");
}

/// A hidden (or non-PUBLIC) required positional that a required positional
/// follows: clap requires every positional before a required one, so the
/// usage lines keep it (the user must type it) where they leave out a
/// hidden required flag. Parsing panicked in clap's check of the command
/// argkind drew usage lines from. Values and error kinds are plain clap's.
#[test]
fn a_hidden_required_positional_before_a_required_one_is_read_as_clap_reads_it() {
    let plain = |hidden: bool| {
        Command::new("tool")
            .arg(Arg::new("mode").required(true).hide(hidden))
            .arg(Arg::new("file").required(true))
            .arg(Arg::new("x").long("x").action(ArgAction::SetTrue))
    };
    let spec = |tier: Option<ArgKind>| match tier {
        Some(tier) => CommandSpec::new().arg("mode", tier),
        None => CommandSpec::new(),
    };
    for (hidden, tier) in [
        (true, None),
        (false, Some(ArgKind::Earg)),
        (false, Some(ArgKind::Hidden)),
    ] {
        let ours = || ArgKindCommand::new(plain(hidden), spec(tier));
        let m = ours().try_get_matches_from(["tool", "a", "b"]).unwrap();
        let twin = plain(true).try_get_matches_from(["tool", "a", "b"]).unwrap();
        for id in ["mode", "file"] {
            assert_eq!(m.get_one::<String>(id), twin.get_one::<String>(id), "{id}");
        }
        for argv in [&["tool"][..], &["tool", "a"], &["tool", "--x"]] {
            let expected = plain(true).try_get_matches_from(argv).unwrap_err();
            let (kind, error) = text(&mut ours(), argv);
            assert_eq!(kind, expected.kind(), "{argv:?}");
            assert!(
                error.contains("Usage: tool [OPTIONS] <mode> <file>\n"),
                "{argv:?}: {error}"
            );
        }
        let (kind, help) = text(&mut ours(), &["tool", "-h"]);
        assert_eq!(kind, ErrorKind::DisplayHelp);
        assert!(help.starts_with("Usage: tool [OPTIONS] <mode> <file>\n"), "{help}");
        assert!(!help.contains("  <mode>"), "{help}");
    }
    // After a positional that takes several values, the last one stays
    // required too (clap could not tell where the values end).
    for several in [
        Arg::new("cmd").required(true).num_args(1..=2),
        Arg::new("cmd").required(true).action(ArgAction::Append),
    ] {
        let plain = |hidden: bool| {
            Command::new("prog")
                .arg(several.clone())
                .arg(Arg::new("rest").required(true).hide(hidden))
        };
        for (hidden, spec) in [
            (true, CommandSpec::new()),
            (false, CommandSpec::new().arg("rest", ArgKind::Earg)),
        ] {
            let ours = || ArgKindCommand::new(plain(hidden), spec.clone());
            let m = ours().try_get_matches_from(["prog", "a", "b"]).unwrap();
            let twin = plain(true).try_get_matches_from(["prog", "a", "b"]).unwrap();
            assert_eq!(m.get_one::<String>("rest"), twin.get_one::<String>("rest"));
            let (kind, _) = text(&mut ours(), &["prog"]);
            assert_eq!(kind, ErrorKind::MissingRequiredArgument);
            let (_, help) = text(&mut ours(), &["prog", "-h"]);
            assert!(help.starts_with("Usage: prog [OPTIONS] <cmd>... <rest>\n"), "{help}");
            let cmd = ours();
            draw_surfaces(&cmd);
            assert!(cmd.registry().get("rest").is_some());
        }
    }
    // Where no required positional follows it, it stays out of usage lines.
    let last = Command::new("tool")
        .arg(Arg::new("file").required(true))
        .arg(Arg::new("mode").required(true).hide(true));
    let (_, help) = text(
        &mut ArgKindCommand::new(last.clone(), CommandSpec::new()),
        &["tool", "-h"],
    );
    assert!(help.starts_with("Usage: tool [OPTIONS] <file>"), "{help}");
    assert!(!help.contains("mode"), "{help}");
    let (kind, _) = text(&mut ArgKindCommand::new(last, CommandSpec::new()), &["tool", "f"]);
    assert_eq!(kind, ErrorKind::MissingRequiredArgument);
}

/// A command that allows a missing positional (`[pattern] <path>`): an
/// error after a non-PUBLIC flag is typed is plain clap's, its usage line
/// without that flag. It panicked in clap's check of the PUBLIC copy the
/// usage line is drawn from, which lacked the setting.
#[test]
fn an_error_of_a_command_that_allows_a_missing_positional_is_plain_clap_s() {
    let plain = || {
        Command::new("fnd")
            .allow_missing_positional(true)
            .arg(Arg::new("pattern"))
            .arg(Arg::new("path").required(true))
            .arg(Arg::new("exp").long("exp").action(ArgAction::SetTrue))
    };
    for tier in [ArgKind::Earg, ArgKind::Hidden, ArgKind::Harg, ArgKind::Internal] {
        let mut ours = ArgKindCommand::new(plain(), CommandSpec::new().arg("exp", tier));
        let expected = plain()
            .mut_arg("exp", |a| a.hide(true))
            .try_get_matches_from(["fnd", "--exp"])
            .unwrap_err();
        let (kind, error) = text(&mut ours, &["fnd", "--exp"]);
        assert_eq!(kind, expected.kind(), "{tier:?}");
        assert_eq!(error, expected.render().to_string(), "{tier:?}");
        let m = ours.try_get_matches_from(["fnd", "p"]).unwrap();
        assert_eq!(m.get_one::<String>("path").map(String::as_str), Some("p"));
    }
}

/// A subcommand's own argument with the id of a global argument of an
/// enclosing command (which it shadows there), of a tier the surfaces
/// leave out: the copy the usage lines, completions and man pages are
/// drawn from has the global there instead (it panicked in clap's check of
/// that copy: an empty group of the id stood for the argument). Errors are
/// plain clap's kinds.
#[test]
fn a_hidden_argument_shadowing_an_enclosing_global_leaves_the_surfaces_whole() {
    type Case = (fn() -> Command, CommandSpec, &'static [&'static str]);
    let cases: [Case; 8] = [
        // Another argument of the subcommand has the global's spellings
        // (the global never reaches it in clap): the stand-in takes none.
        (
            || {
                Command::new("t")
                    .arg(Arg::new("color").long("color").short('c').global(true))
                    .subcommand(
                        Command::new("run")
                            .arg(Arg::new("color").long("internal-color").action(ArgAction::SetTrue))
                            .arg(Arg::new("paint").long("color").short('c')),
                    )
            },
            CommandSpec::new(),
            &["t", "run", "--colour"],
        ),
        // A positional clap reads after `--` only, which clap's rules need
        // after one of several values, left out: it stays, hidden.
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("pos").num_args(1..=2).requires("input"))
                    .arg(Arg::new("rest"))
                    .arg(Arg::new("input").last(true))
            },
            CommandSpec::new().arg("input", ArgKind::Internal),
            &["prog", "y"],
        ),
        // The global has a relation naming an argument of its own command
        // only, which the subcommand, shadowing it, never gets.
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("internal_dbg").required_unless_present("help_me"))
                    .arg(Arg::new("internal_remat"))
                    .arg(Arg::new("help_me"))
                    .arg(Arg::new("v").long("vv").global(true).overrides_with("internal_remat"))
                    .subcommand(Command::new("bu").arg(Arg::new("v").long("v")))
            },
            CommandSpec::new()
                .arg("help_me", ArgKind::Earg)
                .subcommand("bu", CommandSpec::new().arg("v", ArgKind::Hidden)),
            &["prog"],
        ),
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("x").global(true))
                    .subcommand(Command::new("sub").arg(Arg::new("a")).arg(Arg::new("x")))
            },
            CommandSpec::new().subcommand("sub", CommandSpec::new().arg("x", ArgKind::Internal)),
            &["prog", "--no-help-hidden"],
        ),
        (
            || {
                Command::new("prog").arg(Arg::new("o").long("no-cache")).subcommand(
                    Command::new("run")
                        .arg(Arg::new("verbose").global(true))
                        .subcommand(Command::new("r").arg(Arg::new("verbose").hide(true))),
                )
            },
            CommandSpec::new(),
            &["prog", "--no-help-hidden"],
        ),
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("ab").long("ab").action(ArgAction::SetTrue).global(true))
                    .subcommand(Command::new("sub").arg(Arg::new("ab").long("ab").action(ArgAction::Count).hide(true)))
            },
            CommandSpec::new(),
            &["prog", "sub", "--abc"],
        ),
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("print").long("print").short('f').global(true))
                    .subcommand(
                        Command::new("test")
                            .arg(Arg::new("ab").short('f'))
                            .arg(Arg::new("print")),
                    )
            },
            CommandSpec::new().subcommand("test", CommandSpec::new().arg("print", ArgKind::Hidden)),
            &["prog", "--no-print"],
        ),
        // The subcommand declares the global again, global and hidden: its
        // own, not clap's copy of the enclosing one.
        (
            || {
                Command::new("prog")
                    .arg(Arg::new("output").long("output").global(true))
                    .subcommand(Command::new("build").arg(Arg::new("output").long("output").global(true).hide(true)))
            },
            CommandSpec::new(),
            &["prog", "build", "--outputs"],
        ),
    ];
    for (at, (cmd, spec, argv)) in cases.into_iter().enumerate() {
        let expected = cmd().try_get_matches_from(argv).unwrap_err();
        let mut ours = ArgKindCommand::new(cmd(), spec);
        let (kind, _) = text(&mut ours, argv);
        assert_eq!(kind, expected.kind(), "case {at}");
        draw_surfaces(&ours);
        let _ = ours.render_help(&[], true);
        // Read again by the same command, as clap built it.
        let (again, _) = text(&mut ours, argv);
        assert_eq!(again, expected.kind(), "case {at}, again");
    }
}

/// Draws `cmd`'s man page and its completion scripts (bash, zsh, fish),
/// where the features that draw them are on: each must not panic.
fn draw_surfaces(cmd: &ArgKindCommand) {
    #[cfg(feature = "mangen")]
    cmd.man_page(&mut Vec::new()).unwrap();
    #[cfg(feature = "complete")]
    for shell in [argkind::Shell::Bash, argkind::Shell::Zsh, argkind::Shell::Fish] {
        cmd.completions(shell, "prog", &mut Vec::new()).unwrap();
    }
    let _ = cmd;
}

/// A finder whose `-i` is negated by `-s` (a short name of the negation's
/// own, which clap reads as an option whose value must follow `=`), with a
/// preset `-1` of `--max-results`, which conflicts with `-q`, and a
/// deprecated `--maxdepth` redirected to `-d`/`--max-depth`.
fn negation_letter_in_clusters() -> ArgKindCommand {
    let count = || clap::value_parser!(usize);
    let cmd = Command::new("ff")
        .arg(
            Arg::new("ignore-case")
                .short('i')
                .long("ignore-case")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("max-results").long("max-results").value_parser(count()))
        .arg(Arg::new("one").short('1').action(ArgAction::SetTrue))
        .arg(
            Arg::new("quiet")
                .short('q')
                .long("quiet")
                .action(ArgAction::SetTrue)
                .conflicts_with("max-results"),
        )
        .arg(Arg::new("max-depth").short('d').long("max-depth").value_parser(count()))
        .arg(Arg::new("maxdepth").long("maxdepth").value_parser(count()))
        .arg(Arg::new("hidden").short('H').long("hidden").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg(
            "ignore-case",
            ArgSpec::new().noable().negation(
                argkind::Negation::new()
                    .long("case-sensitive")
                    .short('s')
                    .help("Match case"),
            ),
        )
        .arg("one", ArgSpec::new().preset("max-results", "1"))
        .arg("maxdepth", ArgSpec::new().deprecated_for("max-depth"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_negation_s_letter_in_a_cluster_leaves_the_later_letters_named_as_typed() {
    // The letters after the negation's are flags of their own, as clap
    // reads them: the error names them as where the cluster is split.
    for (clustered, split) in [
        (&["ff", "-s1", "-q"][..], &["ff", "-s", "-1", "-q"][..]),
        (
            &["ff", "--maxdepth", "2", "-sd"],
            &["ff", "--maxdepth", "2", "-s", "-d"],
        ),
        (
            &["ff", "--maxdepth", "2", "-sHd", "x"],
            &["ff", "--maxdepth", "2", "-s", "-H", "-d", "x"],
        ),
        (&["ff", "-1", "-sH", "--bogus"], &["ff", "-1", "-s", "-H", "--bogus"]),
    ] {
        let (kind, message) = text(&mut negation_letter_in_clusters(), clustered);
        assert_eq!(
            (kind, message),
            text(&mut negation_letter_in_clusters(), split),
            "{clustered:?}"
        );
    }
    let (_, message) = text(&mut negation_letter_in_clusters(), &["ff", "-s1", "-q"]);
    assert!(
        message.contains("the argument '-1' cannot be used with '--quiet'"),
        "{message}"
    );
    let (_, message) = text(&mut negation_letter_in_clusters(), &["ff", "--maxdepth", "2", "-sd"]);
    assert!(
        message.contains("a value is required for '--max-depth <max-depth>'"),
        "{message}"
    );
}

#[test]
fn an_unexpected_token_that_spells_a_harg_flag_is_named_as_typed() {
    // After `--`, `index` (which takes no positional) reads the token as
    // an unexpected value: clap names the token whole, the value with it,
    // and a HARG flag's rule (named as typed) keeps it so.
    let cmd = || {
        Command::new("ff")
            .arg(Arg::new("telemetry-endpoint").long("telemetry-endpoint"))
            .subcommand(Command::new("index"))
    };
    let spec = CommandSpec::new().arg("telemetry-endpoint", ArgSpec::new().kind(ArgKind::Harg));
    let argv = ["ff", "index", "--", "--telemetry-endpoint=x"];
    let (kind, message) = text(&mut ArgKindCommand::new(cmd(), spec), &argv);
    let plain = cmd().try_get_matches_from(argv).unwrap_err();
    assert_eq!(kind, plain.kind());
    let first = |text: &str| text.lines().next().map(str::to_owned);
    assert_eq!(first(&message), first(&plain.render().to_string()));
    assert!(
        message.contains("unexpected argument '--telemetry-endpoint=x' found"),
        "{message}"
    );
}

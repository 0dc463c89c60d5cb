//! S9, S11: parse errors name no flag the user may not see. A typo whose
//! closest spelling is not PUBLIC gets no similar-argument tip (here, the
//! error it would get if that flag did not exist, which has none either);
//! usage lines leave out non-public required flags unless the error is
//! about them. Builder API. Tips next to pair flags: `pair_tips.rs`.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};

/// The tool's flags; with `hidden`, also its non-public ones.
fn tool(hidden: bool) -> ArgKindCommand {
    let mut build = Command::new("build")
        .arg(Arg::new("input"))
        .arg(Arg::new("target").long("target"))
        .arg(Arg::new("output-dir").long("output-dir"))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue));
    let mut spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    if hidden {
        build = build
            .arg(Arg::new("remat").long("internal-remat").action(ArgAction::SetTrue))
            .arg(Arg::new("keep").long("keep-going").action(ArgAction::SetTrue))
            .arg(Arg::new("output-dirs").long("output-dirs"))
            .arg(Arg::new("replay").long("replay-dir").short('r'));
        spec = spec
            .arg("remat", ArgSpec::new().noable())
            .arg("keep", ArgSpec::new().kind(ArgKind::Hidden).noable())
            .arg("output-dirs", ArgKind::Earg)
            .arg("replay", ArgKind::Harg);
    }
    ArgKindCommand::new(
        Command::new("tool").subcommand(build).subcommand(Command::new("clean")),
        CommandSpec::new().subcommand("build", spec),
    )
}

/// The error text of `argv` (after `tool`), which must be a clap error with
/// exit status 2.
fn error(cmd: &mut ArgKindCommand, argv: &[&str]) -> String {
    let err = match cmd.try_get_matches_from(std::iter::once("tool").chain(argv.iter().copied())) {
        Ok(_) => panic!("{argv:?} was accepted"),
        Err(err) => err,
    };
    assert_eq!(err.exit_code(), 2, "{argv:?}: {err}");
    assert!(err.use_stderr());
    err.to_string()
}

#[test]
fn a_typo_next_to_a_non_public_flag_gets_the_plain_error() {
    for argv in [
        &["build", "m", "--internal-remt"][..],
        &["build", "--internal-rema=1"],
        &["build", "m", "--no-internal-rema"],
        &["build", "--keep-goin"],
        &["build", "--no-keep-goin"],
        &["build", "--replay-di", "x"],
        &["--internal-remt", "build"],
        &["--replay-dirr", "clean", "build"],
    ] {
        let text = error(&mut tool(true), argv);
        for name in ["internal-remat", "keep-going", "replay-dir"] {
            assert!(
                !text.contains(&format!("--{name}'")),
                "{argv:?} names --{name}:\n{text}"
            );
        }
        assert_eq!(text, error(&mut tool(false), argv), "{argv:?}");
    }
}

#[test]
fn a_typo_next_to_a_public_flag_keeps_its_tip() {
    let text = error(&mut tool(true), &["build", "--targt", "trn2"]);
    assert!(text.contains("tip: a similar argument exists: '--target'"), "{text}");
    let text = error(&mut tool(true), &["--targt", "build"]);
    assert!(text.contains("tip: 'build --target' exists"), "{text}");
}

/// A PUBLIC flag that is the closest spelling is suggested, even with a
/// non-public look-alike (`--output-dirs`, EARG) nearly as close.
#[test]
fn the_closest_flag_is_suggested_beside_a_non_public_look_alike() {
    let text = error(&mut tool(true), &["build", "--output-dirz", "o"]);
    assert!(
        text.contains("tip: a similar argument exists: '--output-dir'"),
        "{text}"
    );
    assert!(!text.contains("--output-dirs"), "{text}");
    let text = error(&mut tool(true), &["--output-dirz", "build"]);
    assert!(text.contains("tip: 'build --output-dir' exists"), "{text}");
}

/// A tool whose root requires a HIDDEN flag and whose subcommand requires an
/// INTERNAL one.
fn strict() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("secret").long("secret").required(true))
        .arg(Arg::new("level").long("level"))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("input").required(true))
                .arg(Arg::new("target").long("target"))
                .arg(Arg::new("remat").long("internal-remat").required(true)),
        );
    ArgKindCommand::new(cmd, CommandSpec::new().arg("secret", ArgKind::Hidden))
}

#[test]
fn usage_lines_leave_out_non_public_required_flags() {
    let mut cmd = strict();
    let text = error(&mut cmd, &["--unknown"]);
    assert!(text.contains("Usage: tool [OPTIONS] [COMMAND]"), "{text}");
    assert!(!text.contains("--secret"), "{text}");

    let text = error(&mut cmd, &["--secret", "s", "build", "m", "--unknown"]);
    assert!(text.contains("Usage: tool build [OPTIONS] <input>"), "{text}");
    assert!(
        !text.contains("--secret") && !text.contains("--internal-remat"),
        "{text}"
    );

    let text = error(&mut cmd, &["--secret", "s", "build", "m", "--target"]);
    assert!(text.contains("a value is required for '--target <target>'"), "{text}");
    assert!(
        !text.contains("--secret") && !text.contains("--internal-remat"),
        "{text}"
    );
}

/// An error about a non-public flag names it: the user gave it, or must.
#[test]
fn an_error_about_a_flag_names_it() {
    let mut cmd = strict();
    let text = error(&mut cmd, &["--level", "1"]);
    assert!(
        text.contains("the following required arguments were not provided"),
        "{text}"
    );
    assert!(text.contains("--secret <secret>"), "{text}");

    let text = error(&mut cmd, &["--secret"]);
    assert!(text.contains("a value is required for '--secret <secret>'"), "{text}");
}

/// The errors argkind formats itself (a value given to a negation, a value
/// clap's derive rejects) also leave non-public required flags out of the
/// usage line.
#[test]
fn errors_argkind_formats_obey_the_tiers_too() {
    let cmd = Command::new("tool")
        .arg(Arg::new("secret").long("secret").required(true))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
                .arg(Arg::new("remat").long("internal-remat").required(true)),
        );
    let spec = CommandSpec::new()
        .arg("secret", ArgKind::Hidden)
        .subcommand("build", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let text = error(
        &mut cmd,
        &["--secret", "s", "build", "--internal-remat", "r", "--no-fast=yes"],
    );
    assert!(text.contains("unexpected value 'yes' for '--no-fast'"), "{text}");
    assert!(text.contains("Usage: tool build [OPTIONS]"), "{text}");
    assert!(
        !text.contains("--secret") && !text.contains("--internal-remat"),
        "{text}"
    );

    let raw = clap::Error::raw(clap::error::ErrorKind::ValueValidation, "bad value\n");
    let text = cmd.format_error(raw).to_string();
    assert!(text.contains("Usage: tool [OPTIONS] [COMMAND]"), "{text}");
    assert!(!text.contains("--secret"), "{text}");
}

/// A hidden subcommand is suggested nowhere, nor are its flags.
#[test]
fn hidden_subcommands_are_not_suggested() {
    let cmd = || {
        Command::new("tool").subcommand(Command::new("build")).subcommand(
            Command::new("catalog")
                .hide(true)
                .arg(Arg::new("format").long("format")),
        )
    };
    let mut hidden = ArgKindCommand::new(cmd(), CommandSpec::new());
    let text = error(&mut hidden, &["catalo"]);
    assert!(!text.contains("'catalog'"), "{text}");
    let plain = ArgKindCommand::new(
        Command::new("tool").subcommand(Command::new("build")),
        CommandSpec::new(),
    );
    assert_eq!(text, error(&mut { plain }, &["catalo"]));
    let text = error(&mut hidden, &["--formt", "catalog"]);
    assert!(!text.contains("--format"), "{text}");
    assert!(error(&mut hidden, &["buld"]).contains("tip: a similar subcommand exists: 'build'"));
}

/// A negation with a tier of its own that is not PUBLIC is suggested by no
/// tip, and no tip answers a typo of one spelling of a pair with the other
/// (the opposite meaning).
#[test]
fn a_hidden_negation_is_not_suggested_nor_its_opposite() {
    use argkind::Negation;
    let cmd = Command::new("find")
        .arg(Arg::new("no_ignore").long("no-ignore").action(ArgAction::SetTrue))
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg(
            "no_ignore",
            ArgSpec::new().negation(Negation::new().long("ignore").kind(ArgKind::Hidden)),
        )
        .arg(
            "hidden",
            ArgSpec::new().noable().negation(Negation::new().kind(ArgKind::Hidden)),
        );
    let mut cmd = ArgKindCommand::new(cmd, spec);
    // Plain clap suggests the hidden `--ignore` and `--no-hidden`; the
    // nearest PUBLIC spellings, `--no-ignore` and `--hidden`, mean the
    // opposite.
    for (typo, hidden, opposite) in [
        ("--ignor", "'--ignore'", "'--no-ignore'"),
        ("--no-hidde", "'--no-hidden'", "'--hidden'"),
    ] {
        let text = error(&mut cmd, &[typo]);
        assert!(!text.contains(hidden) && !text.contains(opposite), "{typo}: {text}");
    }
    assert!(!error(&mut cmd, &["--ignor"]).contains("tip:"));
    assert!(error(&mut cmd, &["--hiden"]).contains("tip: a similar argument exists: '--hidden'"));
    assert!(error(&mut cmd, &["--no-ignor"]).contains("tip: a similar argument exists: '--no-ignore'"));
}

/// An error of the command line as typed names in its usage line none of
/// the flags a preset or a redirect inserted (S9: the user neither typed
/// them nor must add them).
#[test]
fn the_usage_line_names_no_inserted_flag() {
    let cmd = Command::new("cc")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("lto").long("lto").action(ArgAction::SetTrue))
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("level", "3").preset("lto", "true"))
        .arg("old", ArgSpec::new().deprecated_for("new"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let text = error(&mut cmd, &["--fast", "--old", "x", "--lt"]);
    // clap's usage line for the argv as typed (and the flag it suggests).
    assert!(text.contains("Usage: tool --fast --old <old> --lto\n"), "{text}");
    assert!(!text.contains("--level") && !text.contains("--new"), "{text}");
}

/// A flag that a redirect or a preset may set, but that the command line
/// leaves unset, is one the user must add where another requires it:
/// clap's usage line names it, and stays (found by a new-user probe: the
/// command's usage replaced it, though nothing set it).
#[test]
fn the_usage_line_names_a_missing_flag_that_nothing_typed_sets() {
    let cli = || {
        Command::new("cc")
            .arg(Arg::new("release").long("release").action(ArgAction::SetTrue))
            .arg(
                Arg::new("lto")
                    .long("lto")
                    .action(ArgAction::SetTrue)
                    .requires("release"),
            )
            .arg(Arg::new("opt").long("opt").action(ArgAction::SetTrue))
            .arg(Arg::new("ship").long("ship").action(ArgAction::SetTrue))
    };
    let spec = CommandSpec::new()
        .arg("opt", ArgSpec::new().deprecated_for("release"))
        .arg("ship", ArgSpec::new().preset("release", "true"));
    let clap_s = cli().try_get_matches_from(["cc", "--lto"]).unwrap_err().to_string();
    assert!(clap_s.contains("Usage: cc --release --lto\n"), "{clap_s}");
    let mut cmd = ArgKindCommand::new(cli(), spec);
    let text = error(&mut cmd, &["--lto"]);
    assert!(text.contains("Usage: tool --release --lto\n"), "{text}");
}

/// A command that read a command line clap accepted has not hidden its
/// non-public flags yet (a parse that succeeds shows nothing): the error
/// and the help that follow on the same command still name PUBLIC flags
/// only, a global's copy in the subcommand clap built included, and a
/// PUBLIC global pair still names its negation there.
#[test]
fn what_follows_a_parse_that_succeeded_shows_public_flags_only() {
    let cmd = Command::new("tool")
        .arg(Arg::new("secret").long("secret").global(true))
        .arg(
            Arg::new("color")
                .long("color")
                .help("Colour the output")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(Command::new("build").arg(Arg::new("target").long("target")));
    let spec = CommandSpec::new()
        .arg("secret", ArgKind::Hidden)
        .arg("color", ArgSpec::new().noable());
    let mut cmd = ArgKindCommand::new(cmd, spec);
    cmd.try_get_matches_from(["tool", "build", "--secret", "s", "--no-color"])
        .unwrap();
    let text = error(&mut cmd, &["build", "--secrets"]);
    assert!(text.contains("unexpected argument '--secrets'"), "{text}");
    assert!(!text.contains("'--secret'"), "{text}");
    let help = match cmd.try_get_matches_from(["tool", "build", "--help"]) {
        Err(argkind::Error::Clap(err)) => err.to_string(),
        other => panic!("not clap's help: {other:?}"),
    };
    assert!(help.contains("--target"), "{help}");
    assert!(help.contains("--color") && help.contains("--no-color"), "{help}");
    assert!(!help.contains("--secret"), "{help}");
}

/// In a subcommand, clap compares a typo with its own flags and the
/// globals of the enclosing commands only: a flag of an enclosing command
/// that is not global is not suggested, even when it is the closest.
#[test]
fn a_subcommand_s_typo_is_not_told_of_an_enclosing_command_s_own_flag() {
    let cmd = Command::new("tool")
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
        .subcommand(Command::new("build").arg(Arg::new("verbatim").long("verbatim").action(ArgAction::SetTrue)));
    let clap_s = cmd
        .clone()
        .try_get_matches_from(["tool", "build", "--verbos"])
        .unwrap_err();
    let clap_s = clap_s.to_string();
    assert!(
        clap_s.contains("tip: a similar argument exists: '--verbatim'"),
        "{clap_s}"
    );
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let text = error(&mut cmd, &["build", "--verbos"]);
    assert!(text.contains("tip: a similar argument exists: '--verbatim'"), "{text}");
    assert!(!text.contains("--verbose"), "{text}");
}

/// A usage line that names a PUBLIC flag by its short name (clap names the
/// flags the user typed) is clap's, whatever the tiers of the command's
/// other flags.
#[test]
fn a_usage_line_naming_a_public_short_flag_is_kept() {
    let cmd = Command::new("tool")
        .arg(Arg::new("secret").long("secret").action(ArgAction::SetTrue))
        .arg(Arg::new("verbose").short('v').action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("secret", ArgKind::Hidden));
    let text = error(&mut cmd, &["-v", "--bogus"]);
    assert!(text.contains("unexpected argument '--bogus'"), "{text}");
    assert!(text.contains("\nUsage: tool -v\n"), "{text}");
}

/// A subcommand the user may see is still suggested beside a hidden one
/// that has an alias.
#[test]
fn a_shown_subcommand_is_suggested_beside_a_hidden_one_with_an_alias() {
    let cmd = Command::new("tool")
        .subcommand(Command::new("build"))
        .subcommand(Command::new("debug").alias("dbg").hide(true));
    let clap_s = cmd
        .clone()
        .try_get_matches_from(["tool", "buil"])
        .unwrap_err()
        .to_string();
    assert!(clap_s.contains("tip: a similar subcommand exists: 'build'"), "{clap_s}");
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let text = error(&mut cmd, &["buil"]);
    assert!(text.contains("tip: a similar subcommand exists: 'build'"), "{text}");
}

/// With a usage line of the application's own (`override_usage`), which
/// does not tell which command failed, a tip is dropped when it names a
/// flag some command hides, and kept when it names one all show.
#[test]
fn with_a_usage_of_its_own_a_tip_naming_a_hidden_flag_is_dropped() {
    let cmd = Command::new("tool")
        .override_usage("[FLAGS] <FILE>")
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
        .arg(Arg::new("remat").long("internal-remat").action(ArgAction::SetTrue));
    let clap_s = cmd
        .clone()
        .try_get_matches_from(["tool", "--internal-remt"])
        .unwrap_err()
        .to_string();
    assert!(clap_s.contains("'--internal-remat'"), "{clap_s}");
    // (`internal-` makes it INTERNAL.)
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let text = error(&mut cmd, &["--internal-remt"]);
    assert!(text.contains("\nUsage: [FLAGS] <FILE>\n"), "{text}");
    assert!(!text.contains("tip:") && !text.contains("--internal-remat"), "{text}");
    let text = error(&mut cmd, &["--verbos"]);
    assert!(text.contains("tip: a similar argument exists: '--verbose'"), "{text}");
}

/// With a usage line of the application's own, clap's `-- ARG` tip for an
/// unknown flag beside positionals names no hidden flag, and is kept.
#[test]
fn with_a_usage_of_its_own_the_dash_dash_tip_is_kept() {
    let cmd = Command::new("tool")
        .override_usage("[FLAGS] <FILE>")
        .arg(Arg::new("file"))
        .arg(Arg::new("remat").long("internal-remat").action(ArgAction::SetTrue));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let text = error(&mut cmd, &["--bogus"]);
    assert!(
        text.contains("tip: to pass '--bogus' as a value, use '-- --bogus'"),
        "{text}"
    );
}

/// As [`errors_argkind_formats_obey_the_tiers_too`], for a member of a
/// required group that is INTERNAL by its name alone (no declaration): the
/// usage line names the group by its PUBLIC member.
#[test]
fn errors_argkind_formats_leave_out_an_internal_member_of_a_required_group() {
    let cmd = Command::new("tool")
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
        .arg(Arg::new("secret").long("internal-secret"))
        .arg(Arg::new("key").long("key"))
        .group(clap::ArgGroup::new("auth").args(["secret", "key"]).required(true))
        .subcommand(Command::new("build").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new().subcommand("build", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let text = error(&mut cmd, &["--key", "k", "build", "--no-fast=yes"]);
    assert!(text.contains("unexpected value 'yes' for '--no-fast'"), "{text}");
    assert!(text.contains("Usage: tool <--key <key>> build [OPTIONS]"), "{text}");
    assert!(!text.contains("secret"), "{text}");
}

/// The same with a required group of INTERNAL members only: the usage line
/// names none of them.
#[test]
fn errors_argkind_formats_leave_out_a_required_group_of_internal_members() {
    let cmd = Command::new("tool")
        .arg(Arg::new("secret").long("internal-secret"))
        .arg(Arg::new("token").long("internal-token"))
        .group(clap::ArgGroup::new("auth").args(["secret", "token"]).required(true))
        .subcommand(Command::new("build").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new().subcommand("build", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let text = error(&mut cmd, &["--internal-secret", "s", "build", "--no-fast=yes"]);
    assert!(text.contains("unexpected value 'yes' for '--no-fast'"), "{text}");
    assert!(text.contains("Usage: tool build [OPTIONS]"), "{text}");
    assert!(!text.contains("internal"), "{text}");
}

/// A pair's negation joins its flag's groups, as a hidden argument, a
/// spelling in the flag's entry: a required group of a noable flag is
/// named by the same members in the error's list of what is missing as in
/// its usage line and in `-h` (`<--fast|--quick>`, not
/// `<--fast|--no-fast|--quick>`).
#[test]
fn a_required_group_names_no_negation_in_its_flag_s_entry() {
    let written = || {
        Command::new("cc")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue))
            .group(
                clap::ArgGroup::new("mode")
                    .args(["fast", "quick"])
                    .multiple(true)
                    .required(true),
            )
    };
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let mut cmd = ArgKindCommand::new(written(), spec);
    let help = cmd.render_help(&[], false).unwrap().to_string();
    assert!(help.contains("Usage: cc [OPTIONS] <--fast|--quick>"), "{help}");
    let text = error(&mut cmd, &[]);
    assert!(text.contains("not provided:\n  <--fast|--quick>\n"), "{text}");
    assert!(text.contains("Usage: tool [OPTIONS] <--fast|--quick>"), "{text}");
    // A negation with an entry of its own is a member as clap names it.
    let negation = argkind::Negation::new().help("Be thorough");
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable().negation(negation));
    let text = error(&mut ArgKindCommand::new(written(), spec), &[]);
    assert!(text.contains("not provided:\n  <--fast|--no-fast|--quick>\n"), "{text}");
}

/// In a hidden subcommand (clap's `hide`), a `no-` typo of a flag that is
/// no pair gets no tip naming the flag, and the usage line names nothing
/// the user did not type, as in a visible one: `Usage: t hid [OPTIONS]`,
/// not clap's `Usage: t hid --verbose`.
#[test]
fn a_hidden_subcommand_s_usage_line_names_no_dropped_suggestion() {
    let verbose = || Arg::new("verbose").long("verbose").action(ArgAction::SetTrue);
    let cmd = Command::new("t")
        .subcommand(Command::new("vis").arg(verbose()))
        .subcommand(Command::new("hid").hide(true).arg(verbose()));
    for sub in ["vis", "hid"] {
        let err = ArgKindCommand::new(cmd.clone(), CommandSpec::new())
            .try_get_matches_from(["t", sub, "--no-verbose"])
            .unwrap_err()
            .to_string();
        assert!(err.contains(&format!("Usage: t {sub} [OPTIONS]")), "{sub}: {err}");
        assert!(!err.contains("similar"), "{sub}: {err}");
    }
}

/// The text of clap's error for `argv` with the plain clap command `cmd`.
fn plain_error(cmd: Command, argv: &[&str]) -> String {
    cmd.try_get_matches_from(argv).expect_err("an error").to_string()
}

/// Where argkind suggests another flag than clap, the usage line names
/// that one, as clap's names the flag it suggests: here the negative
/// spelling a `no-` typo gets (clap suggests `--all-features`).
#[test]
fn a_usage_line_names_the_flag_argkind_suggests() {
    let flags = || {
        Command::new("cargox")
            .arg(Arg::new("all-features").long("all-features").action(ArgAction::SetTrue))
            .arg(
                Arg::new("no-default-features")
                    .long("no-default-features")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("message").long("message").short('m').value_name("MSG"))
            .arg(Arg::new("no-merge").long("no-merge").action(ArgAction::SetTrue))
            .arg(Arg::new("path"))
    };
    let mut cmd = ArgKindCommand::new(flags(), CommandSpec::new());
    let text = error(&mut cmd, &["--no-all-features"]);
    assert!(
        text.contains("a similar argument exists: '--no-default-features'"),
        "{text}"
    );
    // clap's line when it suggests that flag itself.
    let twin = plain_error(flags(), &["tool", "--no-default-featres"]);
    let usage = |text: &str| text.lines().find(|l| l.starts_with("Usage:")).map(str::to_owned);
    assert_eq!(usage(&text), usage(&twin));
    assert_eq!(
        usage(&text).as_deref(),
        Some("Usage: tool --no-default-features [path]")
    );

    // clap suggests an option, argkind a flag: the option's value goes too.
    let plain = plain_error(flags(), &["tool", "--no-message"]);
    assert!(plain.contains("Usage: tool --message <MSG> [path]"), "{plain}");
    let text = error(&mut cmd, &["--no-message"]);
    assert!(text.contains("a similar argument exists: '--no-merge'"), "{text}");
    assert_eq!(usage(&text).as_deref(), Some("Usage: tool --no-merge [path]"));
}

/// clap's usage line after some errors lists the group of a flag the user
/// gave (every field of a derive struct is in its group): its non-public
/// members are left out, the rest of clap's line stays.
#[test]
fn a_group_in_a_usage_line_is_named_by_its_public_members() {
    let flags = || {
        Command::new("cargox")
            .arg(
                Arg::new("release")
                    .long("release")
                    .short('r')
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("build-plan").long("build-plan").action(ArgAction::SetTrue))
            .arg(Arg::new("jobs").long("jobs").value_name("N"))
            .arg(Arg::new("lib").long("lib").action(ArgAction::SetTrue))
            .group(
                clap::ArgGroup::new("Compilation")
                    .multiple(true)
                    .args(["release", "build-plan", "jobs"]),
            )
    };
    let plain = plain_error(flags(), &["tool", "-r", "--lib=1"]);
    assert!(
        plain.contains("Usage: tool --lib <--release|--build-plan|--jobs <N>>"),
        "{plain}"
    );
    let mut cmd = ArgKindCommand::new(flags(), CommandSpec::new().arg("build-plan", ArgKind::Earg));
    let text = error(&mut cmd, &["-r", "--lib=1"]);
    assert_eq!(
        text,
        plain.replace("<--release|--build-plan|--jobs <N>>", "<--release|--jobs <N>>")
    );
}

/// A group clap lists whole in a usage line names a pair's negation that is
/// an entry of its own (PUBLIC, with help of its own) right after its flag,
/// where a hand-written twin's field stood, not after the group's other
/// members.
#[test]
fn a_negation_in_a_usage_line_s_group_follows_its_flag() {
    let flag = |id: &'static str, long: &'static str| Arg::new(id).long(long).action(ArgAction::SetTrue);
    let flags = |twin: bool| {
        let mut cmd = Command::new("finder")
            .arg(flag("absolute_path", "absolute-path").short('a'))
            .arg(flag("follow", "follow"))
            .arg(flag("zero", "zero").short('0'));
        let mut members = vec!["absolute_path", "follow"];
        if twin {
            cmd = cmd.arg(flag("relative_path", "relative-path").help("Show relative paths"));
            members.insert(1, "relative_path");
        }
        cmd.group(clap::ArgGroup::new("Finder").multiple(true).args(members))
    };
    let plain = plain_error(flags(true), &["tool", "-a", "--zero=1"]);
    assert!(plain.contains("<--absolute-path|--relative-path|--follow>"), "{plain}");
    let spec = CommandSpec::new().arg(
        "absolute_path",
        ArgSpec::new().noable().negation(
            argkind::Negation::new()
                .long("relative-path")
                .help("Show relative paths"),
        ),
    );
    let mut cmd = ArgKindCommand::new(flags(false), spec);
    let text = error(&mut cmd, &["-a", "--zero=1"]);
    let usage = |text: &str| text.lines().find(|l| l.starts_with("Usage:")).map(str::to_owned);
    assert_eq!(usage(&text), usage(&plain), "{text}");
}

/// A root with `flatten_help` and a required subcommand writes a usage line
/// for each subcommand and none of its own: an error raised in the root
/// gets the tips of the root, not those of the subcommand its usage text
/// names first (here, where the only close spelling is a HIDDEN flag of the
/// root: the error clap gives without that flag, no tip naming `build`'s
/// `--cache-size` and no `-- ARG` tip for `build`'s positional).
#[test]
fn a_flattened_help_s_usage_lines_locate_the_root() {
    let tool = |hidden: bool| {
        let mut cmd = Command::new("tool")
            .flatten_help(true)
            .subcommand_required(true)
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("input").required(true))
                    .arg(Arg::new("cache-size").long("cache-size")),
            )
            .subcommand(Command::new("clean").arg(Arg::new("cache-size").long("cache-size")));
        if hidden {
            cmd = cmd.arg(Arg::new("cache-dir").long("cache-dir"));
        }
        cmd
    };
    for argv in [&["tool", "--cache-dri", "1"][..], &["tool", "--cache-siz", "1"]] {
        let plain = plain_error(tool(false), argv);
        let mut cmd = ArgKindCommand::new(tool(true), CommandSpec::new().arg("cache-dir", ArgKind::Hidden));
        assert_eq!(error(&mut cmd, &argv[1..]), plain, "{argv:?}");
    }
}

/// A subcommand help does not show (`hide(true)`), and an alias it does not
/// show (`alias`, not `visible_alias`), are named neither in the list of a
/// missing subcommand's values nor in a typo's tip: the error is the one
/// clap gives without them (a visible alias stays listed, as clap lists it).
#[test]
fn a_missing_or_mistyped_subcommand_names_no_hidden_one() {
    let tool = |hidden: bool| {
        let mut run = Command::new("run");
        if hidden {
            run = run.alias("internal-run");
        }
        let mut cmd = Command::new("tool")
            .subcommand_required(true)
            .arg(Arg::new("color").long("color"))
            .subcommand(run)
            .subcommand(Command::new("build").visible_alias("b"));
        if hidden {
            cmd = cmd.subcommand(Command::new("dbg").hide(true));
        }
        cmd
    };
    for argv in [&["tool", "--color", "x"][..], &["tool", "internal-rn"], &["tool", "db"]] {
        let plain = plain_error(tool(false), argv);
        let mut cmd = ArgKindCommand::new(tool(true), CommandSpec::new());
        assert_eq!(error(&mut cmd, &argv[1..]), plain, "{argv:?}");
    }
}

/// A subcommand's usage line names the root's required arguments before the
/// subcommand (`Usage: tool --target <target> build ...`): the error is
/// still the subcommand's, with its tips, as clap's.
#[test]
fn a_usage_line_with_the_root_s_required_arguments_locates_the_subcommand() {
    let tool = || {
        Command::new("tool")
            .arg(Arg::new("target").long("target").required(true))
            .subcommand(Command::new("build").arg(Arg::new("cache-dir").long("cache-dir")))
    };
    let argv = ["tool", "--target", "x", "build", "--cache-dri", "1"];
    let plain = plain_error(tool(), &argv);
    assert!(plain.contains("Usage: tool --target <target> build"), "{plain}");
    assert!(plain.contains("'--cache-dir'"), "{plain}");
    let mut cmd = ArgKindCommand::new(tool(), CommandSpec::new());
    assert_eq!(error(&mut cmd, &argv[1..]), plain);
}

/// argkind's surface flags are suggested for typos of their own names
/// only: `--hidden` (a file finder's flag, typed in a subcommand that lacks
/// it) is as close to `--help-hidden-list` as clap asks, and got that tip
/// and a usage line naming it. It gets what plain clap, which has no
/// surfaces, gives: the `-- --hidden` tip of a command with positionals.
#[test]
fn a_surface_flag_is_suggested_for_a_typo_of_its_own_name_only() {
    let plain = || {
        Command::new("ff")
            .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
            .subcommand(Command::new("list").arg(Arg::new("items").num_args(0..)))
    };
    let mut ff = ArgKindCommand::new(plain(), CommandSpec::new());
    for argv in [&["list", "--hidden"][..], &["list", "--hiden"], &["--hidde", "x"]] {
        let ours = error(&mut ff, argv);
        let full = std::iter::once("ff").chain(argv.iter().copied());
        let theirs = plain().try_get_matches_from(full).unwrap_err().to_string();
        assert!(!ours.contains("help-hidden"), "{argv:?}:\n{ours}");
        let tip = |text: &str| text.lines().find(|l| l.contains("tip:")).map(str::to_owned);
        assert_eq!(tip(&ours), tip(&theirs), "{argv:?}:\n{ours}\nplain clap:\n{theirs}");
    }
    for (typo, surface) in [
        ("--help-hiden", "--help-hidden"),
        ("--hlep-hidden-list", "--help-hidden-list"),
    ] {
        let ours = error(&mut ff, &["list", typo]);
        assert!(
            ours.contains(&format!("tip: a similar argument exists: '{surface}'")),
            "{typo}:\n{ours}"
        );
    }
}

/// Asserts that `argv`, which plain clap rejects on `cmd()`, is rejected
/// with plain clap's error, byte for byte with its styles, by argkind on
/// `cmd()` with the effective-values surface on (argkind writes the styles
/// of a usage line it mends with its `color` feature only).
#[cfg(feature = "color")]
fn rejected_as_plain_clap_rejects(cmd: impl Fn() -> Command, argv: &[&str]) {
    let plain = cmd().try_get_matches_from(argv).unwrap_err();
    let err = ArgKindCommand::new(cmd(), CommandSpec::new().print_options())
        .try_get_matches_from(argv)
        .unwrap_err();
    let argkind::Error::Clap(err) = err else {
        panic!("{argv:?}: not clap's error");
    };
    assert_eq!(err.kind(), plain.kind(), "{argv:?}");
    assert_eq!(
        err.render().ansi().to_string(),
        plain.render().ansi().to_string(),
        "{argv:?}"
    );
}

/// A typo that clap finds closest to one of argkind's own flags (here the
/// effective-values surface, `--print-all-options`) gets plain clap's error
/// on the application's command: no tip, and clap's usage line of what
/// the command line used, byte for byte with its styles (it was the
/// command's whole usage line).
#[test]
#[cfg(feature = "color")]
fn a_typo_closest_to_a_surface_flag_gets_plain_clap_s_error() {
    let cmd = || {
        Command::new("tool")
            .color(clap::ColorChoice::Always)
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .subcommand(Command::new("clean").arg(Arg::new("all").long("all").action(ArgAction::SetTrue)))
    };
    for argv in [
        &["tool", "-v", "--all"][..],
        &["tool", "--all"],
        &["tool", "-vv", "--all"],
    ] {
        rejected_as_plain_clap_rejects(cmd, argv);
    }
}

/// With nothing typed but the typo, plain clap's usage line is the
/// command's whole line, required arguments and all (a line of the
/// required arguments alone would say the command line used nothing else).
#[test]
#[cfg(feature = "color")]
fn a_typo_closest_to_a_surface_flag_alone_gets_the_whole_usage_line() {
    let cmd = || {
        Command::new("cc")
            .color(clap::ColorChoice::Always)
            .arg(Arg::new("req").long("req").required(true))
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("file").required(true))
    };
    for argv in [
        &["cc", "--all-options"][..],
        &["cc", "--hidden"],
        &["cc", "-v", "--all-options"],
    ] {
        rejected_as_plain_clap_rejects(cmd, argv);
    }
}

/// Where the only spelling clap finds close to a typo is one of argkind's
/// own flags (dropped: not a typo of its name), and a subcommand named
/// after the typo has the flag, the tip is plain clap's `'sub --flag'
/// exists`: clap looks in the subcommands when nothing of the command is
/// close, choosing the one named first after the typo.
#[test]
#[cfg(feature = "color")]
fn a_typo_of_a_subcommand_s_flag_gets_plain_clap_s_tip_beside_a_surface_flag() {
    let cmd = || {
        Command::new("tool")
            .color(clap::ColorChoice::Always)
            .arg(Arg::new("verbose").short('v').action(ArgAction::Count))
            .subcommand(Command::new("clean").arg(Arg::new("all").long("all").action(ArgAction::SetTrue)))
            .subcommand(Command::new("build").arg(Arg::new("all").long("all").action(ArgAction::SetTrue)))
    };
    for argv in [
        &["tool", "-vv", "--all", "clean"][..],
        &["tool", "--all", "build", "clean"],
        &["tool", "--all", "clean", "build"],
    ] {
        rejected_as_plain_clap_rejects(cmd, argv);
    }
}

#[test]
fn a_usage_line_names_argkind_s_suggestion_as_the_twin_s_names_clap_s() {
    // clap suggests `--hidden` for `--no-hiddn` and adds it to its usage
    // line; argkind suggests the negative spelling `--no-rebuild`. The
    // line is the twin's where clap itself suggests `--no-rebuild` (for
    // `--no-rebuidl`): named once, after the flags the command line used,
    // the typed `--hidden` kept, and the half of the pair it overrides
    // taken out.
    let cmd = || {
        Command::new("t")
            .arg(
                Arg::new("rebuild")
                    .long("rebuild")
                    .action(ArgAction::SetTrue)
                    .help("Rebuild"),
            )
            .arg(
                Arg::new("hidden")
                    .long("hidden")
                    .action(ArgAction::SetTrue)
                    .help("Hidden"),
            )
            .arg(Arg::new("jobs").short('j').long("jobs").help("Jobs"))
    };
    let twin = || {
        cmd().arg(
            Arg::new("no-rebuild")
                .long("no-rebuild")
                .action(ArgAction::SetTrue)
                .help("Reuse the index")
                .overrides_with("rebuild"),
        )
    };
    let spec = CommandSpec::new().arg(
        "rebuild",
        ArgSpec::new()
            .noable()
            .negation(argkind::Negation::new().help("Reuse the index")),
    );
    let usage = |text: &str| text.lines().find(|l| l.starts_with("Usage:")).map(str::to_owned);
    // argkind's error for `argv` and the typo `--no-hiddn`, against the
    // twin's for `argv` and the typo `--no-rebuidl`.
    let same_usage_as_twin = |spec: &CommandSpec, twin: Command, argv: &[&str]| {
        let ours = error(
            &mut ArgKindCommand::new(cmd(), spec.clone()),
            &[argv, &["--no-hiddn"]].concat(),
        );
        let typed = std::iter::once("tool")
            .chain(argv.iter().copied())
            .chain(["--no-rebuidl"]);
        let theirs = twin.try_get_matches_from(typed).unwrap_err().render().to_string();
        assert!(ours.contains("a similar argument exists: '--no-rebuild'"), "{ours}");
        assert_eq!(usage(&ours), usage(&theirs), "{argv:?}: {ours}");
    };
    for argv in [
        &["--no-rebuild"][..],
        &["--hidden", "--no-rebuild"],
        &["--no-rebuild", "--hidden"],
        &["--rebuild"],
        &["--hidden"],
        &["-j", "2"],
        &["--hidden", "-j", "2"],
    ] {
        same_usage_as_twin(&spec, twin(), argv);
    }
    // A negation with no entry of its own is a hidden argument, as the
    // twin's is: the line leaves it out, and the half it overrides.
    let quiet_spec = CommandSpec::new().arg("rebuild", ArgSpec::new().noable());
    let quiet_twin = || {
        cmd().arg(
            Arg::new("no-rebuild")
                .long("no-rebuild")
                .action(ArgAction::SetTrue)
                .hide(true)
                .overrides_with("rebuild"),
        )
    };
    for argv in [
        &["-j", "2", "--no-rebuild"][..],
        &["-j", "2"],
        &["--no-rebuild"],
        &["--rebuild"],
        &["--rebuild", "-j", "2"],
        &["--hidden", "--rebuild"],
        &["--hidden"],
    ] {
        same_usage_as_twin(&quiet_spec, quiet_twin(), argv);
    }
    // Under `infer_long_args`, an abbreviation of clap's suggestion typed
    // before the typo is typed: it stays.
    let infer = |cmd: Command| cmd.infer_long_args(true);
    for argv in [&["--hid"][..], &["--reb", "--hid"], &["--hid", "--no-reb"]] {
        let mut cli = ArgKindCommand::new(infer(cmd()), spec.clone());
        let ours = error(&mut cli, &[argv, &["--no-hiddn"]].concat());
        let typed = std::iter::once("tool")
            .chain(argv.iter().copied())
            .chain(["--no-rebuidl"]);
        let theirs = infer(twin())
            .try_get_matches_from(typed)
            .unwrap_err()
            .render()
            .to_string();
        assert_eq!(usage(&ours), usage(&theirs), "{argv:?}: {ours}");
    }
}

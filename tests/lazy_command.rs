//! `ArgKindCommand::lazy`, the builder's way in for a command parsed once:
//! it prepares the command only as far as the first command line needs,
//! and the whole command for anything else. Each test here does the same
//! with `lazy` and with `new` and expects the same values, facts, errors,
//! help and registry.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::{Arg, ArgAction, ArgMatches, Command};

/// A compiler driver's command, as a builder application writes it.
fn cli() -> Command {
    Command::new("cc")
        .arg(Arg::new("input").value_name("FILE"))
        .arg(
            Arg::new("fast")
                .long("fast")
                .action(ArgAction::SetTrue)
                .help("Optimise for speed"),
        )
        .arg(
            Arg::new("level")
                .long("level")
                .short('O')
                .value_parser(clap::value_parser!(u8)),
        )
        .arg(Arg::new("inc").long("inc").num_args(1..).action(ArgAction::Append))
        .arg(
            Arg::new("old-level")
                .long("old-level")
                .value_parser(clap::value_parser!(u8)),
        )
        .arg(
            Arg::new("internal-remat")
                .long("internal-remat")
                .action(ArgAction::SetTrue),
        )
        .subcommand(Command::new("link").arg(Arg::new("strip").long("strip").action(ArgAction::SetTrue)))
}

fn spec() -> CommandSpec {
    CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("inc", ArgSpec::new().extend())
        .arg("old-level", ArgSpec::new().deprecated_for("level"))
        .arg("internal-remat", ArgSpec::new().job("backend"))
}

/// What a parse gave: each argument the matches list with its raw values
/// (the subcommand's too), the facts' used flags and replay; or the
/// error's text.
type Read = Result<(Vec<String>, Vec<String>, Vec<String>), String>;

fn read(parsed: Result<argkind::Matches, Error>) -> Read {
    fn values(m: &ArgMatches, prefix: &str, out: &mut Vec<String>) {
        for id in m.ids() {
            let raw: Vec<String> = m
                .get_raw(id.as_str())
                .into_iter()
                .flatten()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            out.push(format!("{prefix}{id}={raw:?}"));
        }
        if let Some((name, sub)) = m.subcommand() {
            values(sub, &format!("{prefix}{name}."), out);
        }
    }
    let m = parsed.map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    values(&m, "", &mut out);
    out.sort();
    let used = m.facts().used().iter().map(|u| u.id().to_owned()).collect();
    Ok((out, used, m.facts().replay_all()))
}

/// `argv` parsed by `lazy` and by `new`: they must agree.
fn both(argv: &[&str]) -> Read {
    let lazy = read(ArgKindCommand::lazy(cli, spec()).try_get_matches_from(argv));
    let whole = read(ArgKindCommand::__new_whole(cli(), spec()).try_get_matches_from(argv));
    assert_eq!(lazy, whole, "{argv:?}");
    lazy
}

#[test]
fn a_command_line_naming_nothing_argkind_adds_gives_the_same_values_and_facts() {
    let (values, used, replay) = both(&["cc", "m.c", "--fast", "--inc", "a", "b", "--inc", "c", "-O2", "-O3"]).unwrap();
    assert!(values.contains(&r#"inc=["a", "b", "c"]"#.to_owned()), "{values:?}");
    assert!(values.contains(&r#"level=["3"]"#.to_owned()), "{values:?}");
    assert_eq!(used, ["fast", "inc", "level"]);
    assert_eq!(replay, ["--fast", "--inc=a", "--inc=b", "--inc=c", "--level=3"]);
    both(&["cc", "link", "--strip"]).unwrap();
    both(&["cc"]).unwrap();
}

#[test]
fn what_argkind_adds_is_read_by_the_whole_command() {
    let (values, used, _) = both(&["cc", "--fast", "--no-fast", "--old-level", "1"]).unwrap();
    assert!(values.contains(&r#"fast=["false"]"#.to_owned()), "{values:?}");
    assert!(values.contains(&r#"level=["1"]"#.to_owned()), "{values:?}");
    assert_eq!(used, ["fast", "old-level", "level"]);
}

#[test]
fn errors_help_and_surfaces_are_the_whole_command_s() {
    for argv in [
        &["cc", "--levle", "2"][..],
        &["cc", "--level", "x"],
        &["cc", "-h"],
        &["cc", "--help"],
        &["cc", "--help-hidden"],
        &["cc", "--help-hidden-list"],
        &["cc", "link", "--help"],
    ] {
        assert!(both(argv).is_err(), "{argv:?}");
    }
}

#[test]
fn each_command_line_after_the_first_is_read_with_the_whole_command() {
    let mut lazy = ArgKindCommand::lazy(cli, spec());
    let mut whole = ArgKindCommand::__new_whole(cli(), spec());
    for argv in [
        &["cc", "--fast"][..],
        &["cc", "--inc", "a", "--inc", "b"],
        &["cc", "--fast", "--no-fast"],
        &["cc", "--levle"],
        &["cc", "--level", "4"],
    ] {
        assert_eq!(
            read(lazy.try_get_matches_from(argv)),
            read(whole.try_get_matches_from(argv)),
            "{argv:?}"
        );
    }
}

#[test]
fn the_command_and_its_registry_are_the_whole_command_s_before_and_after_a_parse() {
    let whole = ArgKindCommand::__new_whole(cli(), spec());
    let help = |cmd: &ArgKindCommand| cmd.render_help(&[], true).map(|h| h.to_string());
    let registry = |cmd: &ArgKindCommand| format!("{:?}", cmd.registry());
    let surfaces = |cmd: &ArgKindCommand| (cmd.render_help_hidden(&[]), cmd.render_help_hidden_list(&[]));
    let mut lazy = ArgKindCommand::lazy(cli, spec());
    assert_eq!(help(&lazy), help(&whole));
    assert_eq!(registry(&lazy), registry(&whole));
    assert_eq!(format!("{:?}", lazy.spec()), format!("{:?}", whole.spec()));
    lazy.try_get_matches_from(["cc", "--fast"]).unwrap();
    let lazy = ArgKindCommand::lazy(cli, spec());
    let mut parsed = lazy.clone();
    parsed.try_get_matches_from(["cc", "--fast"]).unwrap();
    for cmd in [&lazy, &parsed] {
        assert_eq!(help(cmd), help(&whole));
        assert_eq!(registry(cmd), registry(&whole));
        assert_eq!(surfaces(cmd), surfaces(&whole));
        assert_eq!(
            cmd.command().clone().render_long_help().to_string(),
            whole.command().clone().render_long_help().to_string()
        );
        cmd.debug_assert();
    }
}

#[test]
fn the_matches_list_the_ids_plain_clap_lists_in_every_command() {
    // argkind's own flags (`--help-hidden`, `--help-hidden-list`, global
    // where there are subcommands) hold nothing unless typed, and typing
    // one ends the parse: no command's matches list them.
    fn ids(m: &ArgMatches) -> Vec<Vec<String>> {
        let mut out = vec![m.ids().map(|id| id.to_string()).collect::<Vec<_>>()];
        if let Some((_, sub)) = m.subcommand() {
            out.extend(ids(sub));
        }
        out
    }
    for argv in [&["cc", "link", "--strip"][..], &["cc", "m.c", "-O2"], &["cc"]] {
        let plain = cli().try_get_matches_from(argv).unwrap();
        let new = ArgKindCommand::__new_whole(cli(), spec())
            .try_get_matches_from(argv)
            .unwrap();
        let lazy = ArgKindCommand::lazy(cli, spec()).try_get_matches_from(argv).unwrap();
        assert_eq!(ids(&new), ids(&plain), "{argv:?}");
        assert_eq!(ids(&lazy), ids(&plain), "{argv:?}");
    }
}

#[test]
fn an_application_flag_that_looks_like_a_negation_or_help_reads_as_plain_clap_reads_it() {
    // `--no-cache` and `--helper` are the application's own: a command
    // line naming them is read with the whole command, which reads them
    // as plain clap does.
    fn own() -> Command {
        Command::new("cc")
            .arg(Arg::new("no-cache").long("no-cache").action(ArgAction::SetTrue))
            .arg(Arg::new("helper").long("helper"))
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
    }
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    for argv in [
        &["cc", "--no-cache", "--helper", "x"][..],
        &["cc", "--helper=y", "--fast"],
    ] {
        let plain = own().try_get_matches_from(argv).unwrap();
        let lazy = ArgKindCommand::lazy(own, spec()).try_get_matches_from(argv).unwrap();
        let new = ArgKindCommand::__new_whole(own(), spec())
            .try_get_matches_from(argv)
            .unwrap();
        for m in [&*lazy, &*new] {
            assert_eq!(m.get_flag("no-cache"), plain.get_flag("no-cache"), "{argv:?}");
            assert_eq!(
                m.get_one::<String>("helper"),
                plain.get_one::<String>("helper"),
                "{argv:?}"
            );
            assert_eq!(m.get_flag("fast"), plain.get_flag("fast"), "{argv:?}");
        }
        assert_eq!(lazy.facts(), new.facts(), "{argv:?}");
    }
}

/// The calls of [`counted`] so far.
static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// [`cli`], counted in [`CALLS`].
fn counted() -> Command {
    CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    cli()
}

#[test]
fn cli_is_called_again_only_where_clap_built_the_light_command() {
    let calls = || CALLS.load(std::sync::atomic::Ordering::SeqCst);
    // A command line that names nothing argkind adds is read with the
    // light command, which clap builds: the whole command, asked for
    // after, is made from `cli` again.
    let mut cmd = ArgKindCommand::lazy(counted, spec());
    cmd.try_get_matches_from(["cc", "--fast", "-O2"]).unwrap();
    assert_eq!(calls(), 1);
    let _ = cmd.registry();
    assert_eq!(calls(), 2);
    // So is one that names a deprecated flag, with the insertion step (see
    // `a_deprecated_or_preset_flag_is_read_with_the_negations_of_its_targets_only`).
    let before = calls();
    let mut cmd = ArgKindCommand::lazy(counted, spec());
    cmd.try_get_matches_from(["cc", "--old-level", "1"]).unwrap();
    let _ = cmd.registry();
    assert_eq!(calls(), before + 2);
    // One that names a negation, or asks for help, is read with the whole
    // command at once, made from the command `lazy` was given.
    for argv in [&["cc", "--no-fast"][..], &["cc", "help"]] {
        let before = calls();
        let mut cmd = ArgKindCommand::lazy(counted, spec());
        let _ = cmd.try_get_matches_from(argv);
        let _ = cmd.registry();
        assert_eq!(calls(), before + 1, "{argv:?}");
    }
}

/// A command line that names a deprecated or preset flag, and no negation,
/// is read with the insertion step, but with the negations of only the
/// pairs those flags set (a preset that turns `fast` off inserts
/// `--no-fast`): no other negation is added, and the values, facts,
/// warnings and errors are `new`'s.
#[test]
fn a_deprecated_or_preset_flag_is_read_with_the_negations_of_its_targets_only() {
    fn own() -> Command {
        noting()
            .arg(Arg::new("careful").long("careful").action(ArgAction::SetTrue))
            .arg(Arg::new("strip").long("strip").action(ArgAction::SetTrue))
            .arg(Arg::new("old-strip").long("old-strip").action(ArgAction::SetTrue))
            // As clap's derive makes one for each struct.
            .group(
                clap::ArgGroup::new("cc")
                    .multiple(true)
                    .args(["fast", "strip", "level"]),
            )
    }
    fn declared() -> CommandSpec {
        spec()
            .arg("strip", ArgSpec::new().noable())
            .arg("careful", ArgSpec::new().preset("fast", "false").preset("level", "0"))
            .arg("old-strip", ArgSpec::new().deprecated_for("--strip"))
    }
    let ids = |argv: &[&str]| {
        seen(argv, |argv| {
            ArgKindCommand::lazy(own, declared())
                .try_get_matches_from(argv)
                .map(drop)
                .map_err(|e| e.to_string())
        })
    };
    let has = |ids: &[String], id: &str| ids.iter().any(|i| i == id);
    let preset = ids(&["cc", "--fast", "--careful", "--noted", "1"]);
    assert!(has(&preset, "no_fast"), "{preset:?}");
    assert!(!has(&preset, "no_strip"), "{preset:?}");
    let redirect = ids(&["cc", "--old-strip", "--noted", "1"]);
    assert!(has(&redirect, "no_strip") && !has(&redirect, "no_fast"), "{redirect:?}");
    let old_level = ids(&["cc", "--old-level", "3", "--noted", "1"]);
    assert!(
        !has(&old_level, "no_strip") && !has(&old_level, "no_fast"),
        "{old_level:?}"
    );
    for argv in [
        &["cc", "--fast", "--careful"][..],
        &["cc", "--careful", "--fast", "-O", "2"],
        &["cc", "--old-strip", "--old-level", "4", "link", "--strip"],
        &["cc", "--old-level=9", "--fast", "m.c", "--inc", "a", "--inc", "b"],
        &["cc", "--old-level", "x"],
        &["cc", "--careful", "--old-strip", "--old-strip"],
    ] {
        let mut cmd = ArgKindCommand::lazy(own, declared());
        let lazy = cmd.try_get_matches_from(argv);
        let new = ArgKindCommand::__new_whole(own(), declared()).try_get_matches_from(argv);
        // The matches answer for every argument the whole command lists
        // (clap's debug builds panic for an id that is neither an argument
        // nor a group of the command they were read with).
        if let (Ok(lazy), Ok(new)) = (&lazy, &new) {
            for arg in cmd.command().get_arguments() {
                let id = arg.get_id().as_str();
                assert_eq!(lazy.value_source(id), new.value_source(id), "{argv:?} {id}");
            }
        }
        let facts =
            |m: &Result<argkind::Matches, Error>| m.as_ref().map(|m| (m.facts().clone(), m.facts().warnings())).ok();
        assert_eq!(facts(&lazy), facts(&new), "{argv:?}");
        assert_eq!(read(lazy), read(new), "{argv:?}");
    }
}

/// A group member spelled like a negation's id (`no_color`) that is no
/// pair's negation leaves the first command line to the light command: only
/// a member that is one needs the whole command.
#[test]
fn a_group_member_spelled_like_a_negation_that_is_none_leaves_the_reading_light() {
    fn own() -> Command {
        noting()
            .arg(Arg::new("no_color").long("no-color").action(ArgAction::SetTrue))
            .group(clap::ArgGroup::new("look").multiple(true).args(["fast", "no_color"]))
    }
    assert_read_lightly(own, &["cc", "--fast", "--no-color"]);
}

#[test]
fn the_matches_of_a_light_reading_answer_for_every_argument_the_command_lists() {
    // clap's debug builds panic when matches are asked about an id that is
    // neither an argument nor a group of the command they were read with.
    for argv in [&["cc", "--fast"][..], &["cc", "link", "--strip"]] {
        let mut lazy = ArgKindCommand::lazy(cli, spec());
        let light = lazy.try_get_matches_from(argv).unwrap();
        let whole = ArgKindCommand::__new_whole(cli(), spec())
            .try_get_matches_from(argv)
            .unwrap();
        for arg in lazy.command().get_arguments() {
            let id = arg.get_id().as_str();
            assert_eq!(light.value_source(id), whole.value_source(id), "{argv:?} {id}");
        }
        // The subcommand's matches too.
        if let (Some(light), Some(whole)) = (light.subcommand_matches("link"), whole.subcommand_matches("link")) {
            let link = lazy.command().find_subcommand("link").expect("link");
            for arg in link.get_arguments() {
                let id = arg.get_id().as_str();
                assert_eq!(light.value_source(id), whole.value_source(id), "{argv:?} link {id}");
            }
        }
    }
}

thread_local! {
    /// The ids of the arguments of the command clap read with in this
    /// thread's last parse of a command [`noting`] made.
    static SEEN: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
    /// How many values [`Noting`] has parsed in this thread.
    static NOTED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A value parser that notes in [`SEEN`] the ids of the arguments of the
/// command clap reads with.
#[derive(Clone)]
struct Noting;

impl clap::builder::TypedValueParser for Noting {
    type Value = String;

    fn parse_ref(&self, cmd: &Command, _arg: Option<&Arg>, value: &std::ffi::OsStr) -> Result<String, clap::Error> {
        let mut ids: Vec<String> = cmd.get_arguments().map(|a| a.get_id().to_string()).collect();
        ids.sort();
        SEEN.with(|seen| *seen.borrow_mut() = ids);
        NOTED.with(|noted| noted.set(noted.get() + 1));
        Ok(value.to_string_lossy().into_owned())
    }
}

/// [`cli`] with an argument whose default clap passes through [`Noting`]
/// once per parse.
fn noting() -> Command {
    cli().arg(Arg::new("noted").long("noted").default_value("0").value_parser(Noting))
}

/// The ids of the arguments of the command clap read `argv` with in
/// `parse`.
fn seen(argv: &[&str], parse: impl FnOnce(&[&str]) -> Result<(), String>) -> Vec<String> {
    SEEN.with(|seen| seen.borrow_mut().clear());
    parse(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}"));
    SEEN.with(|seen| seen.take())
}

/// What makes `lazy` lazy: the first command line, naming nothing argkind
/// adds, is read with the application's command (as plain clap reads it),
/// not with the whole command `new` prepares, which has a pair's negation
/// and the help surface flags besides; the next is read with the whole
/// command.
#[test]
fn the_first_command_line_naming_nothing_argkind_adds_is_read_with_the_application_s_command() {
    let argv = &["cc", "m.c", "--fast", "--inc", "a", "-O2"];
    let plain = seen(argv, |argv| {
        noting().try_get_matches_from(argv).map(drop).map_err(|e| e.to_string())
    });
    let whole = seen(argv, |argv| {
        ArgKindCommand::__new_whole(noting(), spec())
            .try_get_matches_from(argv)
            .map(drop)
            .map_err(|e| e.to_string())
    });
    assert_ne!(plain, whole, "the whole command adds arguments");
    let mut lazy = ArgKindCommand::lazy(noting, spec());
    let mut parse = |argv: &[&str]| lazy.try_get_matches_from(argv).map(drop).map_err(|e| e.to_string());
    assert_eq!(seen(argv, &mut parse), plain, "the first command line");
    assert_eq!(seen(argv, &mut parse), whole, "the second");
}

/// An application's own help and version flags, named otherwise than
/// clap's, asked for in every way clap reads them: each gives what `new`
/// gives, and is read once, with the whole command (a light reading first
/// would run the value parsers of what comes before it twice).
#[test]
fn an_application_s_own_help_and_version_flags_are_read_once_with_the_whole_command() {
    fn own() -> Command {
        noting()
            .version("1.0")
            .infer_long_args(true)
            .disable_help_flag(true)
            .disable_version_flag(true)
            .arg(
                Arg::new("usage")
                    .long("usage")
                    .short('?')
                    .alias("aide")
                    .short_alias('u')
                    .action(ArgAction::Help),
            )
            .arg(
                Arg::new("release")
                    .long("release")
                    .short('R')
                    .action(ArgAction::Version),
            )
    }
    for request in [
        &["-?"][..],
        &["-O2", "-u"],
        &["--usage"],
        &["--usa"],
        &["--aide"],
        &["-R"],
        &["--rel"],
    ] {
        let argv: Vec<&str> = ["cc", "--noted", "1"].iter().chain(request).copied().collect();
        let parse = |cmd: &mut ArgKindCommand| {
            NOTED.with(|noted| noted.set(0));
            let read = cmd.try_get_matches_from(&argv);
            (read, NOTED.with(std::cell::Cell::get))
        };
        let (lazy, lazy_calls) = parse(&mut ArgKindCommand::lazy(own, spec()));
        let (new, new_calls) = parse(&mut ArgKindCommand::__new_whole(own(), spec()));
        let (Err(lazy), Err(new)) = (lazy, new) else {
            panic!("{argv:?}: help or the version, not a parse");
        };
        assert_eq!(lazy.to_string(), new.to_string(), "{argv:?}");
        assert_eq!((lazy_calls, new_calls), (1, 1), "{argv:?}: value parser calls");
    }
    // A command line that asks for neither is read lightly, with the
    // application's command, as any other.
    assert_read_lightly(own, &["cc", "--noted", "1", "--fast", "-O2"]);
}

/// Asserts that `lazy` reads `argv` with the command `cli` makes as it is
/// written, as plain clap reads it (a light reading), seen by [`Noting`].
fn assert_read_lightly(cli: fn() -> Command, argv: &[&str]) {
    let plain = seen(argv, |argv| {
        cli().try_get_matches_from(argv).map(drop).map_err(|e| e.to_string())
    });
    let lazy = seen(argv, |argv| {
        ArgKindCommand::lazy(cli, spec())
            .try_get_matches_from(argv)
            .map(drop)
            .map_err(|e| e.to_string())
    });
    assert_eq!(lazy, plain, "{argv:?}");
}

/// A command that reads its first word as an argument (`no_binary_name`):
/// a negation, a surface, a deprecated flag or an abbreviation there is
/// read as clap reads it, by `lazy` and `new` alike.
#[test]
fn the_first_word_is_an_argument_where_the_command_has_no_binary_name() {
    fn own() -> Command {
        cli()
            .no_binary_name(true)
            .infer_long_args(true)
            .arg(Arg::new("no-cache").long("no-cache").action(ArgAction::SetTrue))
            .arg(Arg::new("rest").num_args(0..).allow_hyphen_values(true).last(true))
    }
    let read_both = |argv: &[&str]| {
        let lazy = read(ArgKindCommand::lazy(own, spec()).try_get_matches_from(argv));
        let new = read(ArgKindCommand::__new_whole(own(), spec()).try_get_matches_from(argv));
        assert_eq!(lazy, new, "{argv:?}");
        lazy
    };
    let values = |argv: &[&str]| read_both(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}")).0;
    assert!(values(&["--no-fast"]).contains(&"fast=[\"false\"]".to_owned()));
    // The deprecated flag as the first word is redirected, as after another.
    assert!(values(&["--old-level", "5"]).contains(&"level=[\"5\"]".to_owned()));
    // `--no` may abbreviate `--no-cache` or `--no-fast`: clap rejects it.
    assert!(read_both(&["--no"]).is_err());
    let surface = ArgKindCommand::lazy(own, spec()).try_get_matches_from(["--help-hidden"]);
    assert!(matches!(surface, Err(Error::Surface(..))), "{surface:?}");
}

/// The binary's name clap takes from the first word stays the command's
/// after a light reading, as after `new`'s: help and errors name it.
#[test]
fn help_after_a_light_reading_names_the_binary_the_first_word_named() {
    let help = |cmd: &ArgKindCommand| cmd.render_help(&[], false).map(|h| h.to_string());
    let argv = ["/usr/bin/mycc", "--fast"];
    let mut lazy = ArgKindCommand::lazy(cli, spec());
    let mut new = ArgKindCommand::__new_whole(cli(), spec());
    lazy.try_get_matches_from(argv).unwrap();
    new.try_get_matches_from(argv).unwrap();
    assert_eq!(lazy.command().get_bin_name(), new.command().get_bin_name());
    assert_eq!(help(&lazy), help(&new));
    let again = |cmd: &mut ArgKindCommand| {
        cmd.try_get_matches_from(["/x/other", "--bogus"])
            .unwrap_err()
            .to_string()
    };
    let lazy_error = again(&mut lazy);
    assert_eq!(lazy_error, again(&mut new));
    assert!(lazy_error.contains("mycc"), "{lazy_error}");
    // A multicall command: clap takes the applet from the first word, and
    // the root's name is then empty.
    fn multicall() -> Command {
        Command::new("busybox")
            .multicall(true)
            .subcommand(Command::new("true").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue)))
    }
    let spec = || CommandSpec::new().subcommand("true", CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    let mut lazy = ArgKindCommand::lazy(multicall, spec());
    let mut new = ArgKindCommand::__new_whole(multicall(), spec());
    lazy.try_get_matches_from(["true", "--fast"]).unwrap();
    new.try_get_matches_from(["true", "--fast"]).unwrap();
    assert_eq!(help(&lazy), help(&new));
    // clap clears a multicall command's own binary name as it reads.
    fn named() -> Command {
        multicall().bin_name("bb")
    }
    let mut lazy = ArgKindCommand::lazy(named, spec());
    let mut new = ArgKindCommand::__new_whole(named(), spec());
    lazy.try_get_matches_from(["true", "--fast"]).unwrap();
    new.try_get_matches_from(["true", "--fast"]).unwrap();
    assert_eq!(lazy.command().get_bin_name(), new.command().get_bin_name());
    // The whole command made for a method called before the first parse
    // takes what the light reading set too.
    let mut lazy = ArgKindCommand::lazy(cli, self::spec());
    let mut new = ArgKindCommand::__new_whole(cli(), self::spec());
    let _ = (lazy.registry(), new.registry());
    lazy.try_get_matches_from(argv).unwrap();
    new.try_get_matches_from(argv).unwrap();
    let lazy_error = again(&mut lazy);
    assert_eq!(lazy_error, again(&mut new));
    assert!(lazy_error.contains("mycc"), "{lazy_error}");
}

/// A long name that begins like a negation, or ends where it would have to,
/// without being the negation or a prefix of it, names nothing argkind
/// adds: the command line is read with the application's command.
#[test]
fn a_name_close_to_a_negation_is_read_with_the_application_s_command() {
    // `--nuff` and `--noted` begin as `--no-fast` does; the fourth letter
    // of `nuff` is the negation's too.
    fn close() -> Command {
        noting().arg(Arg::new("nuff").long("nuff").action(ArgAction::SetTrue))
    }
    assert_read_lightly(close, &["cc", "--nuff", "--noted", "1"]);
}

/// An extend flag the application wrote as an option of one value (the
/// light reading makes it a list, as the whole preparation does), in the
/// root and in a subcommand.
#[test]
fn an_extend_flag_written_as_an_option_of_one_value_is_a_list_in_every_reading() {
    fn own() -> Command {
        cli()
            .arg(Arg::new("lib").long("lib"))
            .mut_subcommand("link", |link| link.arg(Arg::new("path").long("path")))
    }
    let spec = || {
        spec()
            .arg("lib", ArgSpec::new().extend())
            .subcommand("link", CommandSpec::new().arg("path", ArgSpec::new().extend()))
    };
    for argv in [
        &["cc", "--lib", "a", "--lib", "b"][..],
        &[
            "cc", "--lib", "a", "--lib", "b", "--fast", "link", "--path", "p", "--path", "q",
        ],
    ] {
        let lazy = read(ArgKindCommand::lazy(own, spec()).try_get_matches_from(argv));
        let new = read(ArgKindCommand::__new_whole(own(), spec()).try_get_matches_from(argv));
        assert_eq!(lazy, new, "{argv:?}");
        let values = lazy.unwrap_or_else(|e| panic!("{argv:?}: {e}")).0;
        assert!(values.contains(&"lib=[\"a\", \"b\"]".to_owned()), "{values:?}");
        if argv.contains(&"link") {
            assert!(values.contains(&"link.path=[\"p\", \"q\"]".to_owned()), "{values:?}");
        }
    }
}

/// What `new` and `lazy` keep to prepare the whole command later (a copy of
/// the command, or the function that makes it) leaves the command, its
/// matches and its facts free to move to and be shared across threads, as
/// clap's own are.
#[test]
fn commands_matches_and_facts_are_send_and_sync() {
    fn send_and_sync<T: Send + Sync>() {}
    send_and_sync::<ArgKindCommand>();
    send_and_sync::<argkind::Matches>();
    send_and_sync::<argkind::Facts>();
}

/// The calls of [`counted_with_features`] so far.
static FEATURE_CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// [`cli`], counted in [`FEATURE_CALLS`].
fn counted_with_features() -> Command {
    FEATURE_CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    cli()
}

/// [`spec`] with response files, a flags variable (unset unless a case
/// sets it) and the effective-values surface turned on.
fn spec_with_features() -> CommandSpec {
    spec()
        .response_files()
        .flags_env("ARGKIND_TEST_LAZY_FEATURES_FLAGS")
        .print_options()
}

/// Response files, a flags variable and the effective-values surface,
/// turned on and not used, change nothing the whole command reads: such a
/// command line is read with the light command. One that names a response
/// file or may ask for the surface, and any while the variable is set, is
/// read with the whole command at once. Either way the values, facts and
/// errors are the whole command's.
#[test]
fn unused_response_files_flags_variable_and_surface_leave_the_reading_light() {
    let calls = || FEATURE_CALLS.load(std::sync::atomic::Ordering::SeqCst);
    let file = std::env::temp_dir().join(format!("argkind-lazy-features-{}.rsp", std::process::id()));
    std::fs::write(&file, "--level 4").unwrap();
    let at_file = format!("@{}", file.display());
    // `(argv, the variable's value, whether the light command reads it)`.
    let cases: [(&[&str], Option<&str>, bool); 8] = [
        (&["cc", "m.c", "--fast", "-O2"], None, true),
        (&["cc", "--old-level", "1", "link", "--strip"], None, true),
        (&["cc", "--", "@m.c"], None, true),
        (&["cc", "--levle", "2"], None, true),
        (&["cc", at_file.as_str(), "--fast"], None, false),
        (&["cc", "--fast", "--print-options"], None, false),
        (&["cc", "--fast", "--print-a"], None, false),
        (&["cc", "--fast"], Some("--level 5"), false),
    ];
    for (argv, variable, light) in cases {
        match variable {
            Some(value) => std::env::set_var("ARGKIND_TEST_LAZY_FEATURES_FLAGS", value),
            None => std::env::remove_var("ARGKIND_TEST_LAZY_FEATURES_FLAGS"),
        }
        let before = calls();
        let mut cmd = ArgKindCommand::lazy(counted_with_features, spec_with_features());
        let lazy = read(cmd.try_get_matches_from(argv));
        let _ = cmd.registry();
        // The light command is built by clap: the registry, or the error
        // read again with the whole command, needs `cli` again.
        assert_eq!(calls() - before, if light { 2 } else { 1 }, "{argv:?}");
        let whole = read(ArgKindCommand::__new_whole(cli(), spec_with_features()).try_get_matches_from(argv));
        assert_eq!(lazy, whole, "{argv:?}");
    }
    std::env::remove_var("ARGKIND_TEST_LAZY_FEATURES_FLAGS");
    std::fs::remove_file(&file).unwrap();
}

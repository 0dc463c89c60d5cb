//! No text a user sees shows a pair flag as taking a value, whatever error
//! clap reports about either of its spellings: clap draws each error from
//! the command argkind prepared, and the text is plain clap's for the same
//! command with the negation as a hidden flag of its own.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command};

/// A driver with two noable pairs, `--fast` (short `-f`, an environment
/// variable, conflicting with `--slow`) and `--gpu` (requiring `--dev`).
fn driver(env: &str, negations: bool) -> Command {
    let cmd = Command::new("cli")
        .arg_required_else_help(true)
        .arg(
            Arg::new("fast")
                .short('f')
                .long("fast")
                .action(ArgAction::SetTrue)
                .env(env.to_owned())
                .help("Go fast")
                .conflicts_with("slow"),
        )
        .arg(Arg::new("slow").long("slow").action(ArgAction::SetTrue).help("Go slow"))
        .arg(
            Arg::new("gpu")
                .long("gpu")
                .action(ArgAction::SetTrue)
                .help("Use the GPU")
                .requires("dev"),
        )
        .arg(Arg::new("dev").long("dev").help("Device"))
        .arg(Arg::new("input").required(true));
    if !negations {
        return cmd;
    }
    // The plain-clap twin: each negation a hidden flag of its own.
    ["fast", "gpu"].into_iter().fold(cmd, |cmd, id| {
        cmd.arg(
            Arg::new(format!("no-{id}"))
                .long(format!("no-{id}"))
                .action(ArgAction::SetTrue)
                .hide(true)
                .overrides_with(id),
        )
    })
}

fn spec() -> CommandSpec {
    CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("gpu", ArgSpec::new().noable())
}

/// What a user would read of an error: its rendered text.
fn argkind_error(env: &str, argv: &[&str]) -> (ErrorKind, String) {
    match ArgKindCommand::new(driver(env, false), spec()).try_get_matches_from(argv) {
        Err(Error::Clap(err)) => (err.kind(), err.render().to_string()),
        other => panic!("{argv:?}: not a clap error: {other:?}"),
    }
}

fn twin_error(env: &str, argv: &[&str]) -> (ErrorKind, String) {
    let err = driver(env, true).try_get_matches_from(argv).unwrap_err();
    (err.kind(), err.render().to_string())
}

/// Spellings that would show a pair flag as taking a value.
fn assert_no_internal_form(argv: &[&str], text: &str) {
    for form in [
        "fast[=",
        "fast=<",
        "fast <fast",
        "fast <FAST",
        "<fast>",
        "<FAST>",
        "gpu[=",
        "gpu <gpu",
        "gpu <GPU",
        "<gpu>",
        "<GPU>",
        "argkind",
    ] {
        assert!(!text.contains(form), "{argv:?} shows `{form}`:\n{text}");
    }
}

/// Runs `check` with the environment variable `var` set to `value` (or
/// unset): a name of the test's own, since test threads share the
/// environment.
fn with_env(var: &str, value: Option<&str>, check: impl FnOnce()) {
    match value {
        Some(value) => std::env::set_var(var, value),
        None => std::env::remove_var(var),
    }
    check();
    std::env::remove_var(var);
}

#[test]
fn every_error_about_a_pair_is_plain_clap_s() {
    let cases: [(&[&str], ErrorKind); 8] = [
        (&["cli", "--fast=v", "x"], ErrorKind::TooManyValues),
        (&["cli", "--no-fast=v", "x"], ErrorKind::TooManyValues),
        (&["cli", "-f=v", "x"], ErrorKind::UnknownArgument),
        (&["cli", "--fast", "--slow", "x"], ErrorKind::ArgumentConflict),
        (&["cli", "--fast"], ErrorKind::MissingRequiredArgument),
        (&["cli", "--no-fast"], ErrorKind::MissingRequiredArgument),
        (&["cli", "--gpu", "x"], ErrorKind::MissingRequiredArgument),
        (&["cli", "--fsat", "x"], ErrorKind::UnknownArgument),
    ];
    with_env("ARGKIND_NIF_TYPED", None, || {
        for (argv, kind) in cases {
            let (actual_kind, actual) = argkind_error("ARGKIND_NIF_TYPED", argv);
            let (twin_kind, twin) = twin_error("ARGKIND_NIF_TYPED", argv);
            assert_eq!((actual_kind, twin_kind), (kind, kind), "{argv:?}");
            assert_eq!(actual, twin, "{argv:?}");
            assert_no_internal_form(argv, &actual);
        }
    });
}

#[test]
fn a_typo_of_a_negation_gets_a_tip_and_no_internal_form() {
    let argv = ["cli", "--no-fsat", "x"];
    let (kind, text) = argkind_error("ARGKIND_NIF_TIP", &argv);
    assert_eq!(kind, ErrorKind::UnknownArgument);
    assert!(text.contains("tip: a similar argument exists: '--no-fast'"), "{text}");
    assert!(text.contains("Usage: cli [OPTIONS] <input>"), "{text}");
    assert_no_internal_form(&argv, &text);
}

#[test]
fn errors_from_the_environment_show_no_internal_form() {
    with_env("ARGKIND_NIF_CONFLICT", Some("true"), || {
        let argv = ["cli", "--slow", "x"];
        let (kind, text) = argkind_error("ARGKIND_NIF_CONFLICT", &argv);
        assert_eq!(kind, ErrorKind::ArgumentConflict);
        assert_eq!(kind, twin_error("ARGKIND_NIF_CONFLICT", &argv).0);
        // The user typed no `--fast`: the error names its variable (clap's
        // names the flag).
        assert!(
            text.starts_with("error: the argument '--slow' cannot be used with the value of ARGKIND_NIF_CONFLICT\n"),
            "{text}"
        );
        assert_no_internal_form(&argv, &text);
    });
    with_env("ARGKIND_NIF_INVALID", Some("bogus"), || {
        let argv = ["cli", "x"];
        let (kind, text) = argkind_error("ARGKIND_NIF_INVALID", &argv);
        assert_eq!(kind, ErrorKind::InvalidValue);
        // The user typed no `--fast`: the error names its variable where
        // clap's names the flag; the rest is clap's text.
        let (twin_kind, twin_text) = twin_error("ARGKIND_NIF_INVALID", &argv);
        assert_eq!(kind, twin_kind);
        assert!(twin_text.contains("invalid value 'bogus' for '--fast'"), "{twin_text}");
        assert_eq!(text, twin_text.replace("for '--fast'", "for 'ARGKIND_NIF_INVALID'"));
        assert_no_internal_form(&argv, &text);
    });
}

#[test]
fn help_on_a_missing_argument_shows_each_pair_value_less_with_its_negation() {
    let argv = ["cli"];
    let (kind, text) = argkind_error("ARGKIND_NIF_HELP", &argv);
    assert_eq!(kind, ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand);
    assert!(text.contains("Usage: cli [OPTIONS] <input>"), "{text}");
    assert!(
        text.contains("-f, --fast ") && text.contains("Go fast [negation: --no-fast]"),
        "{text}"
    );
    assert!(
        text.contains("--gpu ") && text.contains("Use the GPU [negation: --no-gpu]"),
        "{text}"
    );
    assert_no_internal_form(&argv, &text);
}

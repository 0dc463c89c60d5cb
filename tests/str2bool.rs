//! S6 *str2bool*: `true t yes y 1 on` / `false f no n 0 off`, any letter case,
//! nothing else; a rejected value is a clap `invalid value` error ending in
//! `Boolean value expected.`

mod support;

use clap::error::ErrorKind;
use support::{compile, reject};

#[test]
fn accepts_both_sets_in_any_letter_case() {
    for (value, expected) in [
        ("true", true),
        ("T", true),
        ("Yes", true),
        ("y", true),
        ("1", true),
        ("ON", true),
        ("false", false),
        ("f", false),
        ("NO", false),
        ("n", false),
        ("0", false),
        ("Off", false),
    ] {
        let report = compile(&[&format!("--enable-verifier={value}")]);
        assert_eq!(report["flags"]["enable-verifier"], expected, "{value}");
    }
    assert_eq!(
        compile(&["--enable-verifier", "OFF"])["flags"]["enable-verifier"],
        false
    );
}

#[test]
fn rejects_everything_else_with_the_contract_message() {
    for value in ["maybe", "", "tru", "2", "yess", "enable"] {
        let err = reject(&[&format!("--enable-verifier={value}")]);
        assert_eq!(err.kind(), ErrorKind::InvalidValue, "{value}");
        assert_eq!(err.exit_code(), 2);
        let text = err.to_string();
        assert!(text.trim_end().ends_with("Boolean value expected."), "{text}");
        assert!(
            text.starts_with(&format!("error: invalid value '{value}' for '--enable-verifier")),
            "{text}"
        );
    }
}

#[test]
fn works_from_the_builder_too() {
    let cmd = clap::Command::new("tool").arg(clap::Arg::new("v").long("v").value_parser(argkind::str2bool()));
    let m = cmd.try_get_matches_from(["tool", "--v", "y"]).unwrap();
    assert_eq!(m.get_one::<bool>("v"), Some(&true));
}

#[test]
fn rejects_every_word_outside_the_twelve() {
    use proptest::prelude::*;
    const TWELVE: [&str; 12] = ["true", "t", "yes", "y", "1", "on", "false", "f", "no", "n", "0", "off"];
    let parser = || clap::Command::new("tool").arg(clap::Arg::new("v").long("v").value_parser(argkind::str2bool()));
    // Look-alikes a looser parser would take.
    for word in [
        "none", "null", "nil", "nay", "nope", "yeah", "yep", "ok", "okay", "of", "onn", "tr", "fa", "truee", "fals",
        "enabled", "disabled", "-1", "2", "00", "01", "10", " true", "true ", "yes!",
    ] {
        let err = parser()
            .try_get_matches_from(["tool", &format!("--v={word}")])
            .unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidValue, "{word:?}");
    }
    proptest!(|(word in "[a-zA-Z0-9]{0,6}")| {
        let result = parser().try_get_matches_from(["tool", &format!("--v={word}")]);
        let known = TWELVE.contains(&word.to_ascii_lowercase().as_str());
        prop_assert_eq!(result.is_ok(), known, "{:?}", word);
        if known {
            let expected = TWELVE[..6].contains(&word.to_ascii_lowercase().as_str());
            prop_assert_eq!(result.unwrap().get_one::<bool>("v").copied(), Some(expected));
        }
    });
}

#[test]
fn offers_true_and_false_and_hides_the_other_spellings() {
    let arg = clap::Arg::new("v").long("v").value_parser(argkind::str2bool());
    let values = arg.get_possible_values();
    let shown: Vec<&str> = values
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name())
        .collect();
    let hidden: Vec<&str> = values
        .iter()
        .filter(|v| v.is_hide_set())
        .map(|v| v.get_name())
        .collect();
    assert_eq!(shown, ["true", "false"]);
    assert_eq!(hidden, ["t", "yes", "y", "1", "on", "f", "no", "n", "0", "off"]);
}

/// A rejected value is styled as clap styles its own invalid values, with
/// the command's styles: `error:`, the value and the flag.
#[test]
fn a_rejected_value_is_styled_as_clap_styles_one() {
    use clap::builder::styling::{AnsiColor, Styles};
    let styles = Styles::styled()
        .error(AnsiColor::Red.on_default().bold())
        .invalid(AnsiColor::Yellow.on_default().bold())
        .literal(AnsiColor::Cyan.on_default().bold());
    let cmd = || {
        clap::Command::new("tool")
            .styles(styles.clone())
            .arg(clap::Arg::new("v").long("v").value_parser(argkind::str2bool()))
            .arg(clap::Arg::new("n").long("n").value_parser(clap::value_parser!(u8)))
    };
    let ours = cmd().try_get_matches_from(["tool", "--v=maybe"]).unwrap_err();
    let theirs = cmd().try_get_matches_from(["tool", "--n=x"]).unwrap_err();
    let (ours, theirs) = (ours.render().ansi().to_string(), theirs.render().ansi().to_string());
    let styled = |style: &clap::builder::styling::Style, text: &str| format!("{style}{text}{style:#}");
    for part in [
        styled(styles.get_error(), "error:"),
        styled(styles.get_invalid(), "maybe"),
        styled(styles.get_literal(), "--v <v>"),
    ] {
        assert!(ours.contains(&part), "{part:?} in {ours:?}");
    }
    // clap's own: the same styles of `error:` and of the flag.
    assert!(theirs.starts_with(&styled(styles.get_error(), "error:")), "{theirs:?}");
    assert!(theirs.contains(&styled(styles.get_literal(), "--n <n>")), "{theirs:?}");
}

/// A rejected value's error says which argument and which value, as
/// clap's own invalid value error does (`Error::get`), so that code
/// reading errors by their context (argkind's own, which tells apart
/// errors of different arguments, among them) finds them.
#[test]
fn a_rejected_value_s_error_names_the_argument_and_the_value_in_its_context() {
    use clap::error::{ContextKind, ContextValue};
    let err = clap::Command::new("tool")
        .arg(
            clap::Arg::new("verify")
                .long("verify")
                .value_parser(argkind::str2bool()),
        )
        .try_get_matches_from(["tool", "--verify=maybe"])
        .unwrap_err();
    assert_eq!(
        err.get(ContextKind::InvalidArg),
        Some(&ContextValue::String("--verify <verify>".to_owned()))
    );
    assert_eq!(
        err.get(ContextKind::InvalidValue),
        Some(&ContextValue::String("maybe".to_owned()))
    );
}

/// A compiler driver with a HARG kill switch (`-k`, never to be named by
/// its long name) and a verifier switch read from `variable` too, each
/// strict boolean, beside a HARG number, whose error clap words itself.
fn driver(variable: &'static str) -> clap::Command {
    use clap::{Arg, ArgAction};
    let strict = |arg: Arg| {
        arg.action(ArgAction::Set)
            .default_value("false")
            .value_parser(argkind::str2bool())
    };
    clap::Command::new("cc")
        .infer_long_args(true)
        .arg(strict(Arg::new("kill").long("secret-kill-switch").short('k')))
        .arg(
            Arg::new("level")
                .long("secret-level")
                .short('j')
                .value_parser(clap::value_parser!(u8)),
        )
        .arg(strict(Arg::new("verify").long("verify").env(variable)))
}

fn driver_spec() -> argkind::CommandSpec {
    use argkind::{ArgKind, ArgSpec, CommandSpec};
    CommandSpec::new()
        .arg("kill", ArgSpec::new().kind(ArgKind::Harg))
        .arg("level", ArgSpec::new().kind(ArgKind::Harg))
}

#[test]
fn a_rejected_value_of_a_harg_flag_names_it_as_typed() {
    // As argkind names a HARG flag in clap's own invalid value error (the
    // number's `-j`): no text gives its long name away.
    for (argv, named) in [
        (&["cc", "-k", "maybe"][..], "'-k'"),
        (&["cc", "-kmaybe"], "'-k'"),
        (&["cc", "--secret-k=maybe"], "'--secret-k'"),
        (&["cc", "-j", "x"], "'-j'"),
    ] {
        let err = argkind::ArgKindCommand::new(driver("STR2BOOL_TEST_UNSET"), driver_spec())
            .try_get_matches_from(argv)
            .unwrap_err();
        let text = err.to_string();
        let kinds = [ErrorKind::InvalidValue, ErrorKind::ValueValidation];
        assert!(kinds.contains(&err.kind()), "{argv:?}: {text}");
        assert!(text.contains(named), "{argv:?}: {text}");
        assert!(
            !text.contains("secret-kill") && !text.contains("secret-level"),
            "{argv:?}: {text}"
        );
    }
}

#[test]
fn a_rejected_value_from_a_variable_names_the_variable() {
    // As argkind names it in clap's own invalid value error.
    let variable = "STR2BOOL_TEST_VERIFY";
    unsafe { std::env::set_var(variable, "maybe") };
    let err = argkind::ArgKindCommand::new(driver(variable), driver_spec())
        .try_get_matches_from(["cc"])
        .unwrap_err();
    unsafe { std::env::remove_var(variable) };
    let text = err.to_string();
    assert!(
        text.starts_with("error: invalid value 'maybe' for 'STR2BOOL_TEST_VERIFY': Boolean value expected."),
        "{text}"
    );
}

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

//! S6 *enable/disable*: `--enable-X` true, `--disable-X` false, last wins; the
//! record's long is `enable-X`, so S3 applies to it.

mod support;

use argkind::ArgKind;
use support::{compile, reject, used};

#[test]
fn enable_sets_true_and_disable_sets_false_last_wins() {
    let flag = |args: &[&str]| compile(args)["flags"]["enable-mixed-precision-accumulation"].clone();
    assert_eq!(flag(&[]), true);
    assert_eq!(flag(&["--disable-mixed-precision-accumulation"]), false);
    assert_eq!(
        flag(&[
            "--disable-mixed-precision-accumulation",
            "--enable-mixed-precision-accumulation"
        ]),
        true
    );
    assert_eq!(
        flag(&[
            "--enable-mixed-precision-accumulation",
            "--disable-mixed-precision-accumulation"
        ]),
        false
    );
}

#[test]
fn disable_is_a_use_of_the_flag() {
    let report = compile(&["--disable-mixed-precision-accumulation"]);
    assert_eq!(used(&report), ["enable-mixed-precision-accumulation"]);
    assert_eq!(
        report["jobs"]["backend"],
        serde_json::json!(["--disable-mixed-precision-accumulation"])
    );
}

#[test]
fn the_record_is_enable_x_and_the_rule_sees_through_enable() {
    let cmd = argkind::command::<support::cli::Cli>();
    let registry = cmd.registry_of(&["compile"]).unwrap();
    let record = registry.get_by_long("enable-internal-neff-wrapper").unwrap();
    assert_eq!(record.kind(), ArgKind::Internal);
    assert_eq!(record.negation(), Some("disable-internal-neff-wrapper"));
    assert!(registry.get_by_long("disable-internal-neff-wrapper").is_none());
    assert!(cmd
        .render_help_hidden_list(&["compile"])
        .unwrap()
        .to_string()
        .contains("--enable-internal-neff-wrapper"));
    let surfaces = [
        cmd.render_help(&["compile"], true).unwrap().to_string(),
        cmd.render_help_hidden(&["compile"]).unwrap().to_string(),
    ];
    for surface in surfaces {
        assert!(!surface.contains("--disable-internal-neff-wrapper"), "{surface}");
    }
    // The negation has the flag's tier: the INTERNAL surface names it in
    // the flag's line, not in a line of its own.
    let internal = cmd.render_help_hidden_list(&["compile"]).unwrap().to_string();
    assert!(
        internal.contains("[negation: --disable-internal-neff-wrapper]"),
        "{internal}"
    );
    assert!(!internal.contains("--disable-internal-neff-wrapper:"), "{internal}");
    assert_eq!(
        compile(&["--enable-internal-neff-wrapper", "--disable-internal-neff-wrapper"])["flags"]
            ["enable-internal-neff-wrapper"],
        false
    );
}

#[test]
fn the_public_pair_shows_both_spellings_in_one_help_entry() {
    let help = argkind::command::<support::cli::Cli>()
        .render_help(&["compile"], false)
        .unwrap()
        .to_string();
    let entry: String = help
        .lines()
        .skip_while(|l| !l.contains("--enable-mixed-precision-accumulation"))
        .take_while(|l| !l.contains("--enable-saturate-infinity"))
        .collect();
    assert!(entry.contains("--disable-mixed-precision-accumulation"), "{help}");
}

#[test]
fn a_value_on_disable_is_an_error() {
    assert_eq!(reject(&["--disable-mixed-precision-accumulation=1"]).exit_code(), 2);
}

/// The fix the derive's error suggests for `enable_disable` on a field
/// whose long name `rename_all = "snake_case"` derives: the field named
/// `enable_...`, and its negation named in the same casing.
#[derive(clap::Parser, argkind::ArgKinds, Debug)]
#[command(name = "tool", rename_all = "snake_case")]
struct SnakeCase {
    #[arg(long)]
    #[argkind(enable_disable, negation = "disable_loop_fusion")]
    enable_loop_fusion: bool,
}

#[test]
fn the_suggested_snake_case_fix_pairs_both_spellings() {
    let on = argkind::try_parse_from::<SnakeCase>(["tool", "--enable_loop_fusion"]).unwrap();
    assert!(on.value.enable_loop_fusion);
    let off = argkind::try_parse_from::<SnakeCase>(["tool", "--enable_loop_fusion", "--disable_loop_fusion"]).unwrap();
    assert!(!off.value.enable_loop_fusion);
}

//! S6 *extend*: repeatable, one or more values per occurrence, all in
//! command-line order.

mod support;

use serde_json::json;
use support::compile;

#[test]
fn values_accumulate_in_command_line_order() {
    assert_eq!(
        compile(&["--skip-pass", "A", "--skip-pass", "B", "C"])["flags"]["skip-pass"],
        json!(["A", "B", "C"])
    );
    assert_eq!(
        compile(&["--pipeline", "compile", "SaveTemps"])["flags"]["pipeline"],
        json!(["compile", "SaveTemps"])
    );
    assert_eq!(
        compile(&["--skip-pass=A", "--pipeline", "x", "--skip-pass", "B"])["flags"]["skip-pass"],
        json!(["A", "B"])
    );
    assert_eq!(
        compile(&[
            "--internal-enable-dge-levels",
            "io",
            "spill_reload",
            "--internal-enable-dge-levels=io"
        ])["flags"]["internal-enable-dge-levels"],
        json!(["io", "spill_reload", "io"])
    );
}

#[test]
fn unset_is_empty_and_replay_spells_each_value() {
    let report = compile(&["--skip-pass", "A", "B"]);
    assert_eq!(compile(&[])["flags"]["skip-pass"], json!([]));
    assert_eq!(report["jobs"]["tensorizer"], json!(["--skip-pass=A", "--skip-pass=B"]));
}

#[test]
fn an_occurrence_needs_a_value() {
    assert_eq!(support::reject(&["--skip-pass"]).exit_code(), 2);
}

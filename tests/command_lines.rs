//! Every real command line of the catalog gives its expected outcome (S12).
//!
//! The catalog is read from `../shared/catalog/` when it exists, else from
//! the copy under `tests/data/`.

mod support;

use serde_json::Value;
use support::{catalog_file, cli};

fn cases() -> Vec<Value> {
    let text = std::fs::read_to_string(catalog_file("command-lines.json")).expect("the catalog is readable");
    serde_json::from_str::<Value>(&text)
        .expect("the catalog is JSON")
        .as_array()
        .expect("a list of cases")
        .clone()
}

#[test]
fn every_catalog_command_line_gives_its_expected_outcome() {
    let cases = cases();
    assert!(!cases.is_empty());
    for case in cases {
        let argv: Vec<String> = std::iter::once("neuronx_cc".to_owned())
            .chain(
                case["argv"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|a| a.as_str().unwrap().to_owned()),
            )
            .collect();
        let outcome = argkind::try_parse_from::<cli::Cli>(&argv);
        match case["expect"].as_str().unwrap() {
            "ok" => {
                let parsed = outcome.unwrap_or_else(|e| panic!("{argv:?} was rejected:\n{e}"));
                let report = cli::report(&parsed);
                for (long, expected) in case["flags"].as_object().unwrap() {
                    assert_eq!(&report["flags"][long], expected, "flag {long} of {argv:?}");
                }
            }
            "error" => {
                let err = match outcome {
                    Ok(_) => panic!("{argv:?} was accepted"),
                    Err(err) => err,
                };
                assert_eq!(err.exit_code(), 2, "{argv:?}");
                assert!(err.use_stderr());
                let needle = case["stderr_contains"].as_str().unwrap();
                assert!(err.to_string().contains(needle), "{argv:?}: {err}");
            }
            other => panic!("unknown expectation {other}"),
        }
    }
}

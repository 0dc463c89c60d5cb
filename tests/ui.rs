//! Compile errors of `#[derive(ArgKinds)]` (contract S10): one mistake per
//! file under `tests/ui/<category>/`, each with the exact expected stderr.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*/*.rs");
}

//! Transcripts of the example driver: every help surface (S5), the S12 JSON,
//! warnings and errors, as a new user sees them. `TRYCMD=overwrite` updates
//! the files under `tests/cmd/` after a deliberate change.

#[test]
fn neuronx_cc_transcripts() {
    trycmd::TestCases::new()
        .register_bin("neuronx_cc", trycmd::cargo::compile_example("neuronx_cc", []))
        .case("tests/cmd/*.toml");
}

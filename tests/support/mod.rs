//! Shared by the behaviour tests: parse the example's command line in-process.

#![allow(dead_code)]

// The example's command line needs the derive and the features it uses;
// `twin` needs none (`cargo test --no-default-features` builds it).
#[cfg(all(feature = "derive", feature = "complete", feature = "mangen"))]
#[path = "../../examples/neuronx_cc/cli.rs"]
pub(crate) mod cli;
pub(crate) mod twin;

use std::path::PathBuf;

use serde_json::Value;

/// The catalog file `name`: from `../shared/catalog/` when it exists, else
/// the copy the project keeps under `tests/data/`.
pub(crate) fn catalog_file(name: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shared = root.join("../shared/catalog").join(name);
    if shared.exists() {
        shared
    } else {
        root.join("tests/data").join(name)
    }
}

/// Parses `neuronx_cc compile m.pb ARGS...` and returns the S12 report.
#[cfg(all(feature = "derive", feature = "complete", feature = "mangen"))]
pub(crate) fn compile(args: &[&str]) -> Value {
    let parsed = parse(args).unwrap_or_else(|e| panic!("{args:?} was rejected:\n{e}"));
    cli::report(&parsed)
}

/// Parses `neuronx_cc compile m.pb ARGS...`.
#[cfg(all(feature = "derive", feature = "complete", feature = "mangen"))]
pub(crate) fn parse(args: &[&str]) -> Result<argkind::Parsed<cli::Cli>, argkind::Error> {
    let argv = ["neuronx_cc", "compile", "m.pb"].iter().chain(args);
    argkind::try_parse_from::<cli::Cli>(argv)
}

/// The error of `neuronx_cc compile m.pb ARGS...`, which must be rejected.
#[cfg(all(feature = "derive", feature = "complete", feature = "mangen"))]
pub(crate) fn reject(args: &[&str]) -> argkind::Error {
    match parse(args) {
        Ok(_) => panic!("{args:?} was accepted"),
        Err(err) => err,
    }
}

/// The `used` list of a report.
pub(crate) fn used(report: &Value) -> Vec<String> {
    report["used"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// The catalog's command lines (`command-lines.json`), after the program
/// name.
pub(crate) fn catalog_argvs() -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(catalog_file("command-lines.json")).expect("the catalog is readable");
    let cases: Value = serde_json::from_str(&text).expect("the catalog is JSON");
    cases
        .as_array()
        .expect("a list of cases")
        .iter()
        .map(|case| {
            case["argv"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

/// A tool that allows a missing positional (`[pattern] <path>`, with
/// `allow_missing_positional`) and propagates its version to its
/// subcommand `list`: settings the surfaces' copy of a command must keep.
pub(crate) fn missing_positional_tool() -> clap::Command {
    use clap::{Arg, ArgAction, Command};
    Command::new("tool")
        .version("1.0")
        .propagate_version(true)
        .allow_missing_positional(true)
        .arg(Arg::new("pattern"))
        .arg(Arg::new("path").required(true))
        .subcommand(Command::new("list").arg(Arg::new("all").long("all").action(ArgAction::SetTrue)))
}

/// A file finder with `infer_long_args`: `-H`/`--hidden` takes no value,
/// `-j`/`--threads` a number from 1 (errors at a letter of a short cluster
/// or at an abbreviated long).
pub(crate) fn threads_finder() -> clap::Command {
    use clap::{Arg, ArgAction, Command};
    Command::new("ff")
        .infer_long_args(true)
        .arg(Arg::new("hidden").short('H').long("hidden").action(ArgAction::SetTrue))
        .arg(
            Arg::new("threads")
                .short('j')
                .long("threads")
                .value_parser(clap::value_parser!(u32).range(1..)),
        )
}

/// `cmd` with argkind's two surface flags added as plain clap flags.
pub(crate) fn with_plain_surface_flags(cmd: clap::Command) -> clap::Command {
    let surfaces = [
        ("help-hidden", "Print help for hidden and experimental flags"),
        ("help-hidden-list", "Print the internal flags with their defaults"),
    ];
    surfaces.into_iter().enumerate().fold(cmd, |cmd, (order, (id, help))| {
        cmd.arg(
            clap::Arg::new(id)
                .long(id)
                .action(clap::ArgAction::SetTrue)
                .global(true)
                .display_order(usize::MAX - 2 + order)
                .help_heading(None)
                .help(help),
        )
    })
}

//! S6 *noable*: `--X` sets true, `--no-X` sets false, the last spelling wins,
//! `--no-X=value` is an error, the negation shares X's tier.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::{compile, reject};

#[test]
fn positive_sets_true_and_negative_sets_false() {
    assert_eq!(
        compile(&["--keep-remat-dma-transpose"])["flags"]["keep-remat-dma-transpose"],
        true
    );
    assert_eq!(
        compile(&["--no-internal-hlo-remat"])["flags"]["internal-hlo-remat"],
        false
    );
    assert_eq!(
        compile(&[])["flags"]["internal-hlo-remat"],
        true,
        "the default holds when neither is given"
    );
}

#[test]
fn the_last_spelling_wins() {
    let flag = |args: &[&str]| compile(args)["flags"]["internal-hlo-remat"].clone();
    assert_eq!(flag(&["--no-internal-hlo-remat", "--internal-hlo-remat"]), true);
    assert_eq!(flag(&["--internal-hlo-remat", "--no-internal-hlo-remat"]), false);
    assert_eq!(
        flag(&[
            "--internal-hlo-remat",
            "--no-internal-hlo-remat",
            "--internal-hlo-remat"
        ]),
        true
    );
    assert_eq!(flag(&["--no-internal-hlo-remat", "--no-internal-hlo-remat"]), false);
}

#[test]
fn a_value_on_either_spelling_is_a_clap_error() {
    for args in [["--no-internal-hlo-remat=yes"], ["--internal-hlo-remat=false"]] {
        let err = reject(&args);
        assert_eq!(err.exit_code(), 2);
        let text = err.to_string();
        assert!(text.starts_with("error: unexpected value"), "{text}");
        assert!(text.contains("Usage: neuronx_cc compile"), "{text}");
    }
}

#[test]
fn the_negation_of_a_public_flag_is_shown_in_its_help_entry() {
    let cmd = Command::new("tool").arg(
        Arg::new("color")
            .long("color")
            .action(ArgAction::SetTrue)
            .help("Colour"),
    );
    let cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("color", ArgSpec::new().noable()));
    let help = cmd.render_help(&[], true).unwrap().to_string();
    let entry = help
        .lines()
        .skip_while(|l| !l.contains("--color"))
        .take(2)
        .collect::<String>();
    assert!(entry.contains("--no-color"), "{help}");
    assert!(!help.contains("--color["), "the optional value stays invisible: {help}");
}

#[test]
fn the_note_naming_the_negation_keeps_the_help_s_styles() {
    let bold = clap::builder::styling::Style::new().bold();
    let styled = |text: &str| clap::builder::StyledStr::from(format!("{bold}{text}{bold:#} of the output"));
    let cmd = Command::new("tool").arg(
        Arg::new("color")
            .long("color")
            .action(ArgAction::SetTrue)
            .help(styled("Colour"))
            .long_help(styled("Colour, at length")),
    );
    let cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("color", ArgSpec::new().noable()));
    let arg = cmd.command().get_arguments().find(|a| a.get_id() == "color").unwrap();
    let help = arg.get_help().unwrap().ansi().to_string();
    assert_eq!(
        help,
        format!("{bold}Colour{bold:#} of the output [negation: --no-color]")
    );
    let long_help = arg.get_long_help().unwrap().ansi().to_string();
    assert_eq!(
        long_help,
        format!("{bold}Colour, at length{bold:#} of the output\n\n[negation: --no-color]")
    );
}

#[test]
fn the_negation_of_a_non_public_flag_stays_off_help() {
    let cmd = argkind::command::<support::cli::Cli>();
    let help = cmd.render_help(&["compile"], true).unwrap().to_string();
    for hidden in [
        "no-internal-hlo-remat",
        "no-keep-remat-dma-transpose",
        "no-enable-tritium-loopfusion",
    ] {
        assert!(!help.contains(hidden), "{hidden} leaked into --help");
    }
    // It has its flag's tier, and is named in its flag's line of the
    // surface of that tier, not in a line of its own.
    let hidden_list = cmd.render_help_hidden_list(&["compile"]).unwrap().to_string();
    assert!(
        hidden_list.contains("[negation: --no-internal-hlo-remat]"),
        "{hidden_list}"
    );
    assert!(!hidden_list.contains("--no-internal-hlo-remat:"), "{hidden_list}");
}

#[test]
fn the_negation_is_used_and_replayed_as_the_negation() {
    let report = compile(&["--no-run-pg-layout-and-tiling"]);
    assert_eq!(support::used(&report), ["run-pg-layout-and-tiling"]);
    assert_eq!(
        report["jobs"]["tensorizer"],
        serde_json::json!(["--no-run-pg-layout-and-tiling"])
    );
}

/// A command-level `allow_hyphen_values` reaches every argument when clap
/// builds the command: an error after that (the second parse) must still
/// render, with no debug check failing on the value-less surface copy.
#[test]
fn errors_render_after_a_build_with_command_level_hyphen_values() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("tool")
        .allow_hyphen_values(true)
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("files").num_args(0..));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    cmd.try_get_matches_from(["tool", "--fast"]).expect("parses");
    for argv in [["tool", "--no-fast=1"], ["tool", "--fast=false"]] {
        let err = cmd.try_get_matches_from(argv).expect_err("a value on a pair spelling");
        assert!(err.to_string().contains("unexpected value"), "{err}");
    }
}

/// A pair's negation that is an entry of its own is listed in its flag's
/// context: where the flag has no help heading and no group, under the
/// flag's id, as the flag itself would be.
#[test]
fn a_negation_entry_of_its_own_is_listed_in_its_flag_s_context() {
    use argkind::{ArgKind, Negation};
    use clap::ArgGroup;
    let demangle = || Arg::new("demangle").long("demangle").action(ArgAction::SetTrue);
    let spec = || {
        CommandSpec::new().arg(
            "demangle",
            ArgSpec::new().negation(Negation::new().kind(ArgKind::Hidden)),
        )
    };
    for (cmd, column) in [
        (Command::new("nm").arg(demangle()), "demangle"),
        (
            Command::new("nm")
                .arg(demangle())
                .group(ArgGroup::new("output").args(["demangle"]).multiple(true)),
            "output",
        ),
        (Command::new("nm").arg(demangle().help_heading("Output")), "Output"),
    ] {
        let cmd = ArgKindCommand::new(cmd, spec());
        let text = cmd.render_help_hidden(&[]).unwrap().to_string();
        let line = text
            .lines()
            .find(|l| l.contains("--no-demangle"))
            .unwrap_or_else(|| panic!("{text}"));
        assert_eq!(line.split_whitespace().next(), Some(column), "{text}");
    }
}

/// The flattened struct of [`CachedCli`], under a heading of its own.
#[derive(clap::Args, argkind::ArgKinds, Debug)]
#[command(next_help_heading = "Output")]
struct OutputArgs {
    /// Where to write
    #[arg(long)]
    output: Option<String>,
}

/// A pair flag with no heading whose negation has help of its own (an
/// entry of its own), before a flattened struct that sets a heading for
/// what follows it.
#[derive(clap::Parser, argkind::ArgKinds, Debug)]
#[command(name = "t")]
struct CachedCli {
    /// Use the cache
    #[arg(long)]
    #[argkind(noable, negation(help = "Do not use the cache"))]
    cache: bool,
    #[command(flatten)]
    out: OutputArgs,
}

/// The negation's entry stands under its flag's heading (here none:
/// `Options:`), as a hand-written twin field's did, not under the heading
/// the flattened struct leaves for the arguments added after it.
#[test]
fn a_negation_entry_keeps_its_flag_s_heading() {
    let err = argkind::command::<CachedCli>()
        .try_get_matches_from(["t", "--help"])
        .unwrap_err();
    let help = err.to_string();
    let options = help.find("Options:").expect("clap's heading");
    let output = help.find("Output:").expect("the struct's heading");
    let negation = help.find("--no-cache").expect("listed");
    assert!(options < negation && negation < output, "{help}");
    assert_eq!(help.find("--cache").map(|at| at < negation), Some(true), "{help}");
}

/// A required pair flag is given by either spelling: `--no-x` answers the
/// question as `--x` does (where a hand-written twin would leave `x`
/// missing); given neither, clap's error names the flag.
#[test]
fn a_required_pair_flag_is_given_by_its_negation_too() {
    let cmd = || Command::new("t").arg(Arg::new("sign").long("sign").action(ArgAction::SetTrue).required(true));
    let spec = CommandSpec::new().arg("sign", ArgSpec::new().noable());
    for (argv, sign) in [(&["t", "--sign"][..], true), (&["t", "--no-sign"], false)] {
        let m = ArgKindCommand::new(cmd(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        assert_eq!(m.get_flag("sign"), sign, "{argv:?}");
    }
    let err = match ArgKindCommand::new(cmd(), spec).try_get_matches_from(["t"]) {
        Err(argkind::Error::Clap(err)) => err,
        other => panic!("{other:?}"),
    };
    assert_eq!(err.kind(), clap::error::ErrorKind::MissingRequiredArgument);
    assert!(err.to_string().contains("--sign"), "{err}");
}

//! S6 *preset*: a flag that sets several others at its position; flags after
//! it win, flags before it are overridden; values go through the target's
//! value parser; an unparsable preset is a definition error.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::compile;

#[test]
fn sets_its_targets() {
    let report = compile(&["--enable-experimental-O1"]);
    assert_eq!(report["flags"]["optlevel"], 1);
    assert_eq!(report["flags"]["enable-internal-call-graph"], true);
}

#[test]
fn acts_at_its_position() {
    assert_eq!(compile(&["--enable-experimental-O1", "-O3"])["flags"]["optlevel"], 3);
    assert_eq!(compile(&["-O3", "--enable-experimental-O1"])["flags"]["optlevel"], 1);
    assert_eq!(
        compile(&["--optlevel=3", "--enable-experimental-O1", "--optlevel", "2"])["flags"]["optlevel"],
        2
    );
}

fn preset_cmd(value: &'static str) -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("level")
                .value_parser(clap::value_parser!(u8).range(1..=3)),
        );
    ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", value)),
    )
}

#[test]
fn values_are_parsed_by_the_target_s_value_parser() {
    let m = preset_cmd("3").try_get_matches_from(["tool", "--fast"]).unwrap();
    assert_eq!(m.get_one::<u8>("level"), Some(&3));
    preset_cmd("3").debug_assert();
}

#[test]
#[should_panic(expected = "which its value parser rejects")]
fn an_unparsable_preset_is_a_definition_error() {
    preset_cmd("9").debug_assert();
}

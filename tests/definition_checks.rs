//! Definition checks of the builder API: every mistake in the declarations
//! is a panic from `ArgKindCommand::new` in debug builds, with a message
//! that names the flag and says what to change.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};

fn flag(id: &'static str) -> Arg {
    Arg::new(id).long(id).action(ArgAction::SetTrue)
}

fn new(cmd: Command, spec: CommandSpec) -> ArgKindCommand {
    ArgKindCommand::new(cmd, spec)
}

// 4. Extend on a flag whose action takes no values.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `fast` of command `tool` is declared extend, but its action `SetTrue` takes no values"
)]
fn extend_on_a_set_true_flag() {
    let cmd = Command::new("tool").arg(flag("fast"));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().extend()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `slow` of command `tool` is declared extend, but its action `SetFalse`")]
fn extend_on_a_set_false_flag() {
    let cmd = Command::new("tool").arg(Arg::new("slow").long("slow").action(ArgAction::SetFalse));
    new(cmd, CommandSpec::new().arg("slow", ArgSpec::new().extend()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `verbose` of command `tool` is declared extend, but its action `Count`")]
fn extend_on_a_count_flag() {
    let cmd = Command::new("tool").arg(Arg::new("verbose").long("verbose").action(ArgAction::Count));
    new(cmd, CommandSpec::new().arg("verbose", ArgSpec::new().extend()));
}

// 5. A user flag named like argkind's surface flags.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `help-hidden` of command `tool` has the id of the `--help-hidden` surface flag, which argkind adds to every command itself"
)]
fn a_flag_with_the_id_help_hidden() {
    let cmd = Command::new("tool").arg(Arg::new("help-hidden").long("show-hidden"));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `help-hidden-list` of command `sub` has the id of the `--help-hidden-list` surface flag"
)]
fn a_subcommand_flag_with_the_id_help_hidden_list() {
    let cmd = Command::new("tool").subcommand(Command::new("sub").arg(flag("help-hidden-list")));
    new(cmd, CommandSpec::new());
}

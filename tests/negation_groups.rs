//! A pair flag that joins a group with `Arg::group`: its negation joins
//! the group too (`Negation::group`), listed right after its flag, where
//! a hand-written twin's argument stood, as the plain-clap twin lists it.

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Error, Negation};
use clap::{Arg, ArgAction, ArgGroup, Command};

/// `-i/--ignore-case` (negated by `-s/--case-sensitive`) and `--fast`, both
/// joining the required group `g` with `Arg::group`, `--slow` before them
/// joining it too where `slow_first`.
fn cmd(slow_first: bool, twin: bool) -> Command {
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).group("g");
    let mut cmd = Command::new("t");
    if slow_first {
        cmd = cmd.arg(flag("slow"));
    }
    cmd = cmd.arg(flag("ignore-case").short('i').help("Ignore case"));
    if twin {
        cmd = cmd.arg(
            flag("case-sensitive")
                .short('s')
                .help("Match case")
                .overrides_with("ignore-case"),
        );
    }
    cmd.arg(flag("fast"))
        .arg(Arg::new("other").long("other").action(ArgAction::SetTrue))
        .group(ArgGroup::new("g").multiple(true).required(true))
}

fn argkind(slow_first: bool) -> ArgKindCommand {
    let negation = Negation::new()
        .long("case-sensitive")
        .short('s')
        .help("Match case")
        .group("g");
    let spec = CommandSpec::new().arg("ignore-case", ArgSpec::new().noable().negation(negation));
    ArgKindCommand::new(cmd(slow_first, false), spec)
}

fn render(result: Result<impl std::fmt::Debug, clap::Error>) -> String {
    result.expect_err("an error").render().to_string()
}

#[test]
fn a_negation_joining_with_its_flag_s_arg_group_is_listed_after_it() {
    for slow_first in [false, true] {
        for argv in [&["t"][..], &["t", "--other"], &["t", "-a"], &["t", "-si", "--bogus"]] {
            let ours = match argkind(slow_first).try_get_matches_from(argv) {
                Err(Error::Clap(err)) => err.render().to_string(),
                other => panic!("{argv:?}: {other:?}"),
            };
            let theirs = render(cmd(slow_first, true).try_get_matches_from(argv));
            assert_eq!(ours, theirs, "{argv:?}");
        }
        let help = |cmd: &mut Command| cmd.render_help().to_string();
        let usage = |text: &str| text.lines().find(|l| l.starts_with("Usage:")).map(str::to_owned);
        let ours = help(&mut argkind(slow_first).command().clone());
        let theirs = help(&mut cmd(slow_first, true));
        assert_eq!(usage(&ours), usage(&theirs));
    }
    let text = render(cmd(false, true).try_get_matches_from(["t"]));
    assert!(text.contains("<--ignore-case|--case-sensitive|--fast>"), "{text}");
}

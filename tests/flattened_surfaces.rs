//! A command that flattens its subcommands' help (`Command::flatten_help`)
//! lists its subcommands' hidden and internal flags on its own hidden
//! surfaces too, as clap's `--help` lists their public ones: each under the
//! heading clap gives the subcommand there, in clap's order, and without
//! the globals, which are listed with the command that declares them.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error};
use clap::{Arg, ArgAction, Command};

/// A version-control tool in the style of `git stash`: `stash` flattens
/// its subcommands (`push`, `pop`, and `drop`, hidden) into its help.
fn vcs(flatten: bool) -> ArgKindCommand {
    let flag = |id: &'static str, long: &'static str, help: &'static str| {
        Arg::new(id).long(long).action(ArgAction::SetTrue).help(help)
    };
    let stash = Command::new("stash")
        .about("Stash the changes in a dirty working directory away")
        .flatten_help(flatten)
        .arg(flag("quiet", "quiet", "Report nothing"))
        .arg(flag("trace", "trace-stash", "Trace the stash machinery").global(true))
        .subcommand(
            Command::new("push")
                .about("Save local modifications")
                .display_order(1)
                .arg(flag("keep", "keep-index", "Keep the index"))
                .arg(flag("internal-compact", "internal-compact", "Compact the stash")),
        )
        .subcommand(
            Command::new("pop")
                .about("Apply a stash and drop it")
                .display_order(0)
                .arg(flag("dry", "dry-run", "Only say what would be applied"))
                .arg(flag("index", "index", "Restore the index too")),
        )
        .subcommand(
            Command::new("drop")
                .hide(true)
                .arg(flag("force", "force", "Drop without asking")),
        );
    let cmd = Command::new("vcs")
        .arg(flag("debug", "debug", "Debug output").global(true))
        .subcommand(stash);
    let spec = CommandSpec::new().arg("debug", ArgKind::Hidden).subcommand(
        "stash",
        CommandSpec::new()
            .arg("trace", ArgKind::Earg)
            .subcommand(
                "pop",
                CommandSpec::new().arg("dry", ArgSpec::new().kind(ArgKind::Hidden).noable()),
            )
            .subcommand("drop", CommandSpec::new().arg("force", ArgKind::Hidden)),
    );
    ArgKindCommand::new(cmd, spec)
}

fn surface(cli: &mut ArgKindCommand, argv: &[&str]) -> String {
    match cli.try_get_matches_from(argv) {
        Err(Error::Surface(text, _)) => text.to_string(),
        other => panic!("{argv:?}: not a surface: {:?}", other.err().map(|e| e.kind())),
    }
}

#[test]
fn a_flattening_command_lists_its_subcommands_hidden_flags_under_their_headings() {
    let mut cli = vcs(true);
    let text = surface(&mut cli, &["vcs", "stash", "--help-hidden"]);
    let listed = text.split_once("\n\n").expect("a usage line first").1;
    assert_eq!(
        listed,
        "trace           EARG     --trace-stash: Trace the stash machinery\n\
         debug           HIDDEN   --debug: Debug output\n\
         \n\
         vcs stash pop:\n\
         dry             HIDDEN   --dry-run: Only say what would be applied [negation: --no-dry-run]\n",
        "{text}"
    );
    // The same text from the command's method.
    assert_eq!(cli.render_help_hidden(&["stash"]).unwrap().to_string(), text);
    let internal = surface(&mut cli, &["vcs", "stash", "--help-hidden-list"]);
    assert_eq!(
        internal,
        "vcs stash push:\n\
         internal-compact INTERNAL --internal-compact: Compact the stash (default: false)\n"
    );
}

#[test]
fn without_flattening_a_surface_lists_its_command_s_flags_only() {
    let mut cli = vcs(false);
    let text = surface(&mut cli, &["vcs", "stash", "--help-hidden"]);
    let listed = text.split_once("\n\n").expect("a usage line first").1;
    assert_eq!(
        listed,
        "trace           EARG     --trace-stash: Trace the stash machinery\n\
         debug           HIDDEN   --debug: Debug output\n",
        "{text}"
    );
    assert_eq!(
        surface(&mut cli, &["vcs", "stash", "--help-hidden-list"]),
        "No internal flags.\n"
    );
}

#[test]
fn the_headings_are_those_of_clap_s_flattened_help() {
    let mut cli = vcs(true);
    let help = surface_or_help(&mut cli, &["vcs", "stash", "--help"]);
    assert!(
        help.contains("vcs stash pop:\n") && help.contains("vcs stash push:\n"),
        "{help}"
    );
    let hidden = surface(&mut cli, &["vcs", "stash", "--help-hidden"]);
    assert!(hidden.contains("\nvcs stash pop:\n"), "{hidden}");
    let internal = surface(&mut cli, &["vcs", "stash", "--help-hidden-list"]);
    assert!(internal.starts_with("vcs stash push:\n"), "{internal}");
}

fn surface_or_help(cli: &mut ArgKindCommand, argv: &[&str]) -> String {
    match cli.try_get_matches_from(argv) {
        Err(Error::Clap(err)) => err.to_string(),
        other => panic!("{argv:?}: not clap's help: {:?}", other.err().map(|e| e.kind())),
    }
}

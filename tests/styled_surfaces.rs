//! The four help surfaces are styled as clap styles its help: with the
//! command's own `Styles`, in colour on a terminal (or when forced), plain
//! when piped, and `NO_COLOR`, `CLICOLOR` and `CLICOLOR_FORCE` obeyed.
//!
//! The coloured snapshots are under `tests/styled/`; `SNAPSHOTS=overwrite`
//! updates them after a deliberate change.
#![cfg(feature = "color")]

use std::path::PathBuf;
use std::process::Command;

use argkind::{ArgKind, ArgKindCommand, CommandSpec, Error};
use clap::builder::styling::{AnsiColor, Style};
use clap::builder::Styles;
use clap::{Arg, ColorChoice};

const SURFACES: [(&str, &str); 4] = [
    ("-h", "compile-h"),
    ("--help", "compile-help"),
    ("--help-hidden", "compile-help-hidden"),
    ("--help-hidden-list", "compile-help-hidden-list"),
];

/// The bold and underlined `Usage:` title of clap's default styles.
const STYLED_USAGE: &str = "\x1b[1m\x1b[4mUsage:\x1b[0m";

fn example() -> PathBuf {
    snapbox::cmd::compile_example("neuronx_cc", []).expect("the example builds")
}

/// stdout of `neuronx_cc compile SURFACE` with the colour variables `env`
/// set and every other colour variable removed; stdout is a pipe.
fn surface(exe: &PathBuf, flag: &str, env: &[(&str, &str)]) -> String {
    let mut cmd = Command::new(exe);
    cmd.args(["compile", flag]);
    for var in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "TERM"] {
        cmd.env_remove(var);
    }
    cmd.envs(env.iter().copied());
    let out = cmd.output().expect("the example runs");
    assert!(out.status.success(), "{flag}: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn forced_colour_styles_every_surface_as_clap_does() {
    let exe = example();
    for (flag, name) in SURFACES {
        let text = surface(&exe, flag, &[("CLICOLOR_FORCE", "1")]);
        if flag == "--help-hidden-list" {
            // No usage line: each flag is styled as a literal.
            assert!(text.contains("\x1b[1m--internal-"), "{flag}: {text:?}");
        } else {
            assert!(text.contains(STYLED_USAGE), "{flag}: {text:?}");
        }
        let path = format!("tests/styled/{name}.stdout");
        snapbox::assert_data_eq!(text, snapbox::Data::read_from(std::path::Path::new(&path), None).raw());
    }
}

#[test]
fn no_colour_when_piped_or_when_no_color_is_set() {
    let exe = example();
    let cases: [&[(&str, &str)]; 3] = [&[], &[("NO_COLOR", "1")], &[("NO_COLOR", "1"), ("CLICOLOR_FORCE", "1")]];
    for env in cases {
        for (flag, _) in SURFACES {
            let text = surface(&exe, flag, env);
            assert!(!text.contains("\x1b["), "{flag} with {env:?}: {text:?}");
            assert!(!text.is_empty(), "{flag} with {env:?}");
        }
    }
}

fn tool() -> clap::Command {
    clap::Command::new("tool")
        .arg(Arg::new("dump").long("dump").help("Dump directory"))
        .arg(Arg::new("internal-remat").long("internal-remat").help("Rematerialise"))
}

fn spec() -> CommandSpec {
    CommandSpec::new().arg("dump", ArgKind::Hidden)
}

fn surface_of(cmd: clap::Command, flag: &str) -> (String, ColorChoice) {
    match ArgKindCommand::new(cmd, spec()).try_get_matches_from(["tool", flag]) {
        Err(Error::Surface(text, color)) => (text.ansi().to_string(), color),
        other => panic!("{flag}: not a surface: {other:?}"),
    }
}

#[test]
fn surfaces_use_the_commands_own_styles() {
    let literal = Style::new().fg_color(Some(AnsiColor::Green.into())).italic();
    let usage = Style::new().fg_color(Some(AnsiColor::Magenta.into()));
    let styles = Styles::plain().literal(literal).usage(usage);
    let (hidden, _) = surface_of(tool().styles(styles.clone()), "--help-hidden");
    assert!(
        hidden.starts_with(&format!("{}Usage:{}", usage.render(), usage.render_reset())),
        "{hidden:?}"
    );
    assert!(
        hidden.contains(&format!("{}--dump{}", literal.render(), literal.render_reset())),
        "{hidden:?}"
    );
    let (list, _) = surface_of(tool().styles(styles), "--help-hidden-list");
    assert!(
        list.contains(&format!(
            "{}--internal-remat{}",
            literal.render(),
            literal.render_reset()
        )),
        "{list:?}"
    );
    // Plain styles give plain text.
    let (plain, _) = surface_of(tool().styles(Styles::plain()), "--help-hidden");
    assert!(!plain.contains('\x1b'), "{plain:?}");
}

#[test]
fn surfaces_carry_the_commands_colour_choice() {
    assert_eq!(surface_of(tool(), "--help-hidden").1, ColorChoice::Auto);
    assert_eq!(
        surface_of(tool().color(ColorChoice::Always), "--help-hidden").1,
        ColorChoice::Always
    );
    assert_eq!(
        surface_of(tool().color(ColorChoice::Never), "--help-hidden-list").1,
        ColorChoice::Never
    );
    // clap's `disable_colored_help` turns colour off for help, and so for the surfaces.
    assert_eq!(
        surface_of(tool().disable_colored_help(true), "--help-hidden").1,
        ColorChoice::Never
    );
}

#[test]
fn the_display_of_a_surface_is_plain_text() {
    let err = ArgKindCommand::new(tool(), spec())
        .try_get_matches_from(["tool", "--help-hidden"])
        .unwrap_err();
    let text = err.to_string();
    assert!(text.starts_with("Usage: tool [OPTIONS]\n\n"), "{text:?}");
    assert!(
        text.contains("dump            HIDDEN   --dump: Dump directory"),
        "{text:?}"
    );
    assert!(!text.contains('\x1b'), "{text:?}");
}

#[test]
fn a_usage_line_argkind_draws_for_an_error_has_the_command_s_styles() {
    // The usage line of the command with PUBLIC flags only, written where
    // clap's would name a hidden flag or a suggestion argkind drops (and
    // the command line used nothing else, where clap writes the command's
    // whole line): it was drawn with clap's default styles.
    let styles = Styles::styled()
        .usage(AnsiColor::Green.on_default())
        .literal(AnsiColor::Cyan.on_default());
    let cmd = clap::Command::new("t")
        .styles(styles)
        .color(ColorChoice::Always)
        .arg(Arg::new("fast").long("fast").action(clap::ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("file").required(true));
    let want = cmd.clone().render_usage().ansi().to_string();
    assert!(want.starts_with("\x1b[32mUsage:"), "{want:?}");
    let err = ArgKindCommand::new(cmd, CommandSpec::new())
        .try_get_matches_from(["t", "--no-level"])
        .unwrap_err();
    let Error::Clap(err) = err else {
        panic!("not a clap error")
    };
    let text = err.render().ansi().to_string();
    assert!(text.contains(&want), "{text:?}\nshould hold {want:?}");
    assert!(!text.contains(STYLED_USAGE), "{text:?}");
}

#[test]
fn the_note_naming_a_pair_s_negation_is_styled_as_clap_styles_a_default() {
    // clap writes `[default: auto]` with the command's context styles; the
    // note beside it, in the root and in a subcommand (which clap gives
    // the root's styles), is styled alike.
    let styles = Styles::styled()
        .context(AnsiColor::Green.on_default())
        .context_value(AnsiColor::BrightGreen.on_default());
    let graph = || {
        Arg::new("graph")
            .long("graph")
            .action(clap::ArgAction::SetTrue)
            .help("Show graph")
    };
    let mode = Arg::new("mode").long("mode").default_value("auto").help("Mode");
    let cmd = clap::Command::new("t")
        .styles(styles.clone())
        .color(ColorChoice::Always)
        .arg(graph())
        .arg(mode)
        .subcommand(clap::Command::new("run").arg(graph()));
    let spec = CommandSpec::new()
        .arg("graph", argkind::ArgSpec::new().noable())
        .subcommand("run", CommandSpec::new().arg("graph", argkind::ArgSpec::new().noable()));
    let (ctx, val) = (styles.get_context(), styles.get_context_value());
    let note = format!("Show graph {ctx}[negation: {ctx:#}{val}--no-graph{val:#}{ctx}]{ctx:#}");
    let default = format!("{ctx}[default: {ctx:#}{val}auto{val:#}{ctx}]{ctx:#}");
    for argv in [&["t", "-h"][..], &["t", "run", "--help"]] {
        let err = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_err();
        let Error::Clap(err) = err else {
            panic!("not clap's help")
        };
        let text = err.render().ansi().to_string();
        assert!(text.contains(&note), "{argv:?}: {text:?}");
        if argv.len() == 2 {
            assert!(text.contains(&default), "{text:?}");
        }
        // Its plain text is the note as before.
        assert!(err.render().to_string().contains("Show graph [negation: --no-graph]"));
    }
    // The hidden surfaces write the note of a hidden pair so too.
    let hidden = cmd.clone().mut_arg("graph", |a| a.hide(true));
    let (text, _) = surface_of_spec(hidden, spec, "--help-hidden");
    assert!(text.contains(&note), "{text:?}");
}

fn surface_of_spec(cmd: clap::Command, spec: CommandSpec, flag: &str) -> (String, ColorChoice) {
    match ArgKindCommand::new(cmd, spec).try_get_matches_from(["t", flag]) {
        Err(Error::Surface(text, color)) => (text.ansi().to_string(), color),
        _ => panic!("no surface"),
    }
}

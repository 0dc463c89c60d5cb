//! S9: man pages (`clap_mangen`) show PUBLIC flags only and leave no empty
//! section behind; developer builds may show other tiers, never HARG.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Tiers};
use clap::{Arg, ArgAction, ArgGroup, Command};

mod support;

fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .about("A tool")
        .version("1.0")
        .arg(Arg::new("target").long("target").help("Hardware to build for"))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).help("Go fast"))
        .arg(
            Arg::new("dump")
                .long("dump")
                .help("Dump directory")
                .help_heading("Debugging"),
        )
        .arg(
            Arg::new("remat")
                .long("internal-remat")
                .action(ArgAction::SetTrue)
                .help_heading("Debugging"),
        )
        .arg(
            Arg::new("replay")
                .long("replay-dir")
                .help("Replay capture")
                .help_heading("Debugging"),
        )
        .arg(Arg::new("level").long("level").help("Level").help_heading("Tuning"))
        .arg(Arg::new("secret").long("secret").help("A secret"))
        .arg(Arg::new("mode").long("mode").help("Mode"))
        .group(ArgGroup::new("how").args(["mode", "secret"]).required(true))
        .subcommand(
            Command::new("run")
                .about("Run it")
                .arg(Arg::new("jobs").long("jobs").help("Jobs")),
        );
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("remat", ArgSpec::new().noable())
        .arg("dump", ArgKind::Hidden)
        .arg("replay", ArgKind::Harg)
        .arg("secret", ArgKind::Earg);
    ArgKindCommand::new(cmd, spec)
}

fn page(cmd: &ArgKindCommand, path: &[&str], tiers: Tiers) -> String {
    let mut out = Vec::new();
    cmd.man(path, tiers).expect("the page exists").render(&mut out).unwrap();
    // roff writes `-` as `\-`.
    String::from_utf8(out).unwrap().replace("\\-", "-")
}

#[test]
fn public_flags_only_and_no_empty_section() {
    let cmd = tool();
    let mut out = Vec::new();
    cmd.man_page(&mut out).unwrap();
    let root = String::from_utf8(out).unwrap().replace("\\-", "-");
    assert_eq!(root, page(&cmd, &[], Tiers::PUBLIC));
    for shown in [
        "--target",
        "--fast",
        "--level",
        "--mode",
        "Hardware to build for",
        "[negation: --no-fast]",
    ] {
        assert!(root.contains(shown), "{shown} missing:\n{root}");
    }
    for hidden in ["dump", "internal-remat", "replay", "secret", "Dump directory"] {
        assert!(!root.contains(hidden), "{hidden} shown:\n{root}");
    }
    assert!(root.contains(".SH TUNING"), "{root}");
    assert!(!root.contains("DEBUGGING"), "empty section left behind:\n{root}");
}

#[test]
fn subcommand_pages() {
    let cmd = tool();
    let run = page(&cmd, &["run"], Tiers::PUBLIC);
    assert!(run.contains(".TH tool-run") && run.contains("--jobs"), "{run}");
    assert!(cmd.man(&["missing"], Tiers::PUBLIC).is_none());
}

#[test]
fn developer_pages_show_other_tiers_but_never_harg() {
    let text = page(&tool(), &[], Tiers::DEVELOPER);
    // A pair of another tier names its negation as a PUBLIC pair does.
    for shown in [
        "--dump",
        "--internal-remat",
        "[negation: --no-internal-remat]",
        "--secret",
        ".SH DEBUGGING",
    ] {
        assert!(text.contains(shown), "{shown} missing:\n{text}");
    }
    assert!(!text.contains("replay"), "HARG shown:\n{text}");
}

/// Where every flag is PUBLIC, the page is plain `clap_mangen`'s.
#[test]
fn a_public_command_renders_as_plain_clap_mangen_does() {
    let plain = || {
        Command::new("tool")
            .about("A tool")
            .long_about("A tool.\n\nIt does things.")
            .version("1.0")
            .author("Someone")
            .after_help("See also: other(1)")
            .arg(Arg::new("input").required(true).help("The input"))
            .arg(
                Arg::new("jobs")
                    .long("jobs")
                    .short('j')
                    .help("Parallel jobs")
                    .env("TOOL_JOBS"),
            )
            .arg(
                Arg::new("mode")
                    .long("mode")
                    .value_parser(["fast", "slow"])
                    .help_heading("Tuning"),
            )
            .subcommand(Command::new("clean").about("Clean up"))
    };
    let cmd = ArgKindCommand::new(plain(), CommandSpec::new());
    // argkind's command as clap sees it, with its two PUBLIC help surfaces.
    let reference = cmd.display_command();
    let mut expected = Vec::new();
    clap_mangen::Man::new(reference).render(&mut expected).unwrap();
    let mut actual = Vec::new();
    cmd.man_page(&mut actual).unwrap();
    assert_eq!(String::from_utf8(actual).unwrap(), String::from_utf8(expected).unwrap());
}

#[test]
fn pages_into_a_directory() {
    // Under the build's directory for integration tests' files, emptied
    // first: the test lists what the directory holds.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("man-pages");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    tool().generate_man_pages_to(&dir, Tiers::PUBLIC).unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["tool-run.1", "tool.1"]);
    let root = std::fs::read_to_string(dir.join("tool.1")).unwrap();
    assert!(!root.contains("dump") && !root.contains("secret"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A subcommand's page lists its entries in clap's order where clap
/// numbers nothing (`next_display_order(None)`) and the root's globals
/// have orders of their own: as plain `clap_mangen` does for the same
/// subcommand of argkind's command as clap sees it. The copy argkind
/// hands `clap_mangen` numbered the subcommand's unnumbered arguments
/// from 0, before the globals.
#[test]
fn a_subcommand_page_keeps_clap_s_display_orders() {
    let flag = |id: &'static str| Arg::new(id).long(id).action(clap::ArgAction::SetTrue).help(id);
    let plain = Command::new("cc")
        .arg(flag("fast").global(true).display_order(7))
        .arg(flag("beta").global(true))
        .subcommand(
            Command::new("run")
                .next_display_order(None)
                .arg(flag("aa"))
                .arg(flag("zz")),
        );
    let cmd = ArgKindCommand::new(plain, CommandSpec::new());
    let mut reference = cmd.display_command();
    reference.build();
    let mut expected = Vec::new();
    clap_mangen::Man::new(reference.find_subcommand("run").unwrap().clone())
        .render(&mut expected)
        .unwrap();
    let mut actual = Vec::new();
    cmd.man(&["run"], Tiers::PUBLIC).unwrap().render(&mut actual).unwrap();
    assert_eq!(String::from_utf8(actual).unwrap(), String::from_utf8(expected).unwrap());
}

/// A command that allows a missing positional (`[pattern] <path>`) and
/// propagates its version renders as plain `clap_mangen` renders the
/// command without its EARG flag (the page's copy panicked in clap's check
/// without the first setting).
#[test]
fn a_command_that_allows_a_missing_positional_renders_as_plain_clap_mangen_does() {
    let plain = support::missing_positional_tool;
    let ours = plain().arg(Arg::new("exp").long("exp").action(ArgAction::SetTrue));
    let cmd = ArgKindCommand::new(ours, CommandSpec::new().arg("exp", ArgKind::Earg));
    let reference = ArgKindCommand::new(plain(), CommandSpec::new()).display_command();
    for path in [&[][..], &["list"]] {
        renders_as(&cmd, reference.clone(), path);
    }
}

/// Asserts that `cmd`'s page of the subcommand at `path` is plain
/// `clap_mangen`'s page of that subcommand of `reference`.
fn renders_as(cmd: &ArgKindCommand, mut reference: Command, path: &[&str]) {
    reference.build();
    let mut at = &reference;
    for name in path {
        at = at.find_subcommand(name).unwrap();
    }
    let mut expected = Vec::new();
    clap_mangen::Man::new(at.clone()).render(&mut expected).unwrap();
    let mut actual = Vec::new();
    cmd.man(path, Tiers::PUBLIC).unwrap().render(&mut actual).unwrap();
    assert_eq!(
        String::from_utf8(actual).unwrap(),
        String::from_utf8(expected).unwrap(),
        "{path:?}"
    );
}

/// A global pair flag in a command with subcommands: each page is plain
/// `clap_mangen`'s of argkind's command as clap sees it (a subcommand's
/// copy of the global's negation was once replaced by a stand-in with the
/// negation's long name, which the flag's alias has too, and every page
/// panicked in clap's check).
#[test]
fn a_global_pair_s_pages_render_as_plain_clap_mangen_does() {
    let pairs = [
        ("fast", ArgSpec::new().noable()),
        ("enable-fast", ArgSpec::new().enable_disable()),
    ];
    for (long, declared) in pairs {
        let plain = Command::new("tool")
            .arg(
                Arg::new("fast")
                    .long(long)
                    .global(true)
                    .action(ArgAction::SetTrue)
                    .help("Go fast"),
            )
            .subcommand(Command::new("run").about("Run"));
        let cmd = ArgKindCommand::new(plain, CommandSpec::new().arg("fast", declared));
        for path in [&[][..], &["run"]] {
            renders_as(&cmd, cmd.display_command(), path);
        }
    }
}

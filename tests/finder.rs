//! The fixture application (tracker issue "Existing clap applications adopt
//! argkind and lose nothing"): a file finder in the style of fd that builds
//! what it finds, with the flags of a compiler driver, written twice in
//! `tests/fixtures/`.
//!
//! * `finder_original.rs`, plain clap, as a real application writes it: a
//!   hidden `()` twin field for each negation (`--no-hidden`, and for the
//!   negative-first flags `--ignore`, `--ignore-vcs`, `--require-git`,
//!   `--ignore-parent`), whose `overrides_with` turns the flag off; a
//!   custom-named negation of its own help (`--relative-path`); a twin with
//!   an id of its own (`dont_follow` for `--no-follow`); an enable/disable
//!   pair; a `-u` count that overrides the twins `ignore` and `no_hidden`;
//!   `hide = true` on the flags users do not see; the warning and redirect
//!   of the deprecated `--rg-depth` and the `--fast` preset written by hand
//!   from clap's indices; clap's `BoolishValueParser` for `--verify`;
//!   `args_override_self = true`; `--exec cmd args... ;`; positionals.
//! * `finder_port.rs`, the same file ported to argkind: the twins deleted,
//!   one `#[argkind(...)]` line (or a value parser) per special flag, the
//!   derive and the entry point.
//!
//! These tests run both on the same command lines and check the port's
//! diff; `finder_differential.rs` compares them on generated command lines.

#[path = "fixtures/finder_settings.rs"]
mod settings;

#[path = "fixtures/finder_original.rs"]
mod original;

#[path = "fixtures/finder_port.rs"]
mod port;

use std::path::Path;
use std::process::Command;

use argkind::ArgKind;
use clap::CommandFactory;

use settings::{Outcome, Settings};

/// The special flags of the port: those whose lines the port adds or
/// changes (an `#[argkind(...)]` attribute, or argkind's value parser).
const SPECIAL_FLAGS: [&str; 13] = [
    "hidden",
    "no_ignore",
    "no_ignore_vcs",
    "no_require_git",
    "no_ignore_parent",
    "absolute_path",
    "follow",
    "rg_depth",
    "fast",
    "native",
    "enable_lto",
    "verify",
    "experimental_fold",
];

/// Runs both versions on `finder ARGS...`; they must end alike.
fn both(args: &[&str]) -> Outcome {
    let argv: Vec<&str> = std::iter::once("finder").chain(args.iter().copied()).collect();
    let original = original::run(&argv);
    let port = port::run(&argv);
    assert_eq!(port, original, "{args:?}");
    port
}

/// The settings both versions agree on for `finder ARGS...`.
fn settings(args: &[&str]) -> Settings {
    let outcome = both(args);
    outcome
        .settings
        .unwrap_or_else(|| panic!("{args:?} stopped: {}{}", outcome.stdout, outcome.stderr))
}

#[test]
fn negative_first_flags_are_undone_by_their_hidden_positive_spelling() {
    assert!(settings(&["-I"]).no_ignore);
    assert!(!settings(&["-I", "--ignore"]).no_ignore);
    assert!(settings(&["--ignore", "--no-ignore"]).no_ignore);
    assert!(!settings(&["--no-ignore-vcs", "--ignore-vcs"]).no_ignore_vcs);
    assert!(settings(&["--ignore-vcs", "--no-ignore-vcs"]).no_ignore_vcs);
    assert!(!settings(&["--no-require-git", "--require-git"]).no_require_git);
    assert!(!settings(&["--no-ignore-parent", "--ignore-parent"]).no_ignore_parent);
    assert!(settings(&["--ignore-parent", "--no-ignore-parent"]).no_ignore_parent);
}

#[test]
fn plain_pairs_last_spelling_wins() {
    assert!(!settings(&["-H", "--no-hidden"]).hidden);
    assert!(settings(&["--no-hidden", "-H"]).hidden);
    assert!(!settings(&["-L", "--no-follow"]).follow);
    assert!(settings(&["--no-follow", "--dereference"]).follow);
    assert!(!settings(&["-HL", "--no-follow", "--no-hidden"]).hidden);
}

#[test]
fn a_custom_named_negation_turns_the_flag_off() {
    assert!(!settings(&["-a", "--relative-path"]).absolute_path);
    assert!(settings(&["--relative-path", "-a"]).absolute_path);
    // `-l` conflicts with `-a`, not with `--relative-path`.
    assert!(settings(&["-l", "--relative-path"]).list_details);
}

#[test]
fn the_enable_disable_pair_and_the_preset() {
    assert!(!settings(&["--enable-lto", "--disable-lto"]).lto);
    assert!(settings(&["--disable-lto", "--enable-lto"]).lto);
    let fast = settings(&["--fast"]);
    assert_eq!((fast.opt_level, fast.lto), (3, true));
    // The preset acts at its position: later flags win.
    let later = settings(&["--fast", "-O1", "--disable-lto"]);
    assert_eq!((later.opt_level, later.lto), (1, false));
    let earlier = settings(&["-O1", "--disable-lto", "--fast"]);
    assert_eq!((earlier.opt_level, earlier.lto), (3, true));
}

/// A preset whose target is a field of a flattened struct.
#[test]
fn a_preset_into_a_flattened_struct() {
    assert_eq!(settings(&["--native"]).target.as_deref(), Some("native"));
    assert_eq!(
        settings(&["--native", "--target", "x86_64"]).target.as_deref(),
        Some("x86_64"),
        "a later flag wins"
    );
    assert_eq!(
        settings(&["--target", "x86_64", "--native"]).target.as_deref(),
        Some("native"),
        "the preset overrides what came before it"
    );
    assert!(settings(&["--native"]).native);
}

#[test]
fn unrestricted_overrides_the_twins_ids() {
    let s = settings(&["-uu"]);
    assert!(s.hidden && s.no_ignore);
    // `-u` overrides `--ignore` and `--no-hidden` given before it, and is
    // overridden by them given after it (clap's overrides go both ways).
    let s = settings(&["--ignore", "--no-hidden", "-uu"]);
    assert!(s.hidden && s.no_ignore && s.unrestricted == 2);
    let s = settings(&["-uu", "--no-hidden"]);
    assert!(!s.hidden && !s.no_ignore && s.unrestricted == 0);
}

#[test]
fn the_deprecated_alias_warns_and_redirects_unless_given_later() {
    let outcome = both(&["--rg-depth", "3"]);
    assert_eq!(
        outcome.stderr,
        "warning: --rg-depth is deprecated and will be removed in a future release. Use --max-depth instead.\n"
    );
    assert_eq!(outcome.settings.unwrap().max_depth, Some(3));
    assert_eq!(settings(&["--rg-depth", "3", "-d", "1"]).max_depth, Some(1));
    assert_eq!(settings(&["--maxdepth", "1", "--rg-depth=3"]).max_depth, Some(3));
}

#[test]
fn a_strict_boolean_value() {
    assert_eq!(settings(&["--verify", "YES"]).verify, Some(true));
    assert_eq!(settings(&["--verify=off"]).verify, Some(false));
    let argv = ["finder", "--verify", "maybe"];
    let original = original::run(&argv);
    let port = port::run(&argv);
    assert_eq!((original.status, port.status), (2, 2));
    assert_eq!(
        port.stderr,
        "error: invalid value 'maybe' for '--verify <bool>': Boolean value expected.\n"
    );
}

#[test]
fn exec_takes_hyphen_values_up_to_its_terminator() {
    let s = settings(&["-x", "rm", "-rf", ";", "-H", "src"]);
    assert_eq!(s.exec.as_deref(), Some(&["rm".to_owned(), "-rf".to_owned()][..]));
    assert!(s.hidden);
    assert_eq!(s.pattern, "src");
    let s = settings(&["--exec", "echo", "--no-hidden", "--fast"]);
    assert_eq!(s.exec.unwrap(), ["echo", "--no-hidden", "--fast"], "values, not flags");
    assert_eq!(s.opt_level, 0);
    let s = settings(&["--", "--ignore", "--fast"]);
    assert_eq!(
        (s.pattern.as_str(), &s.paths[..]),
        ("--ignore", &["--fast".to_owned()][..])
    );
    assert!(!s.no_ignore && !s.fast);
}

#[test]
fn a_repeated_option_takes_its_last_value() {
    assert_eq!(
        settings(&["--target", "a", "--target", "b"]).target.as_deref(),
        Some("b")
    );
    assert_eq!(settings(&["-O1", "-O", "2"]).opt_level, 2);
}

#[test]
fn help_is_the_original_s_plus_the_two_surface_flags() {
    let help = both_help(&["--help"]);
    for spelling in ["--relative-path", "Show relative paths (the default)"] {
        assert!(help.contains(spelling), "{help}");
    }
    for hidden in [
        "--ignore",
        "--no-hidden",
        "--no-follow",
        "--disable-lto",
        "--rg-depth",
        "--experimental",
    ] {
        let entry = |l: &str| l.trim_start().starts_with('-') && l.split([' ', ',']).any(|w| w == hidden);
        assert!(!help.lines().any(entry), "{hidden} in\n{help}");
    }
    both_help(&["-h"]);
}

/// The port's help for `finder ARGS...`, checked against the original's:
/// its lines are the original's and the two surface flags' entries, once
/// each; the entries' text is the same, with the options' first column
/// wider.
fn both_help(args: &[&str]) -> String {
    let argv: Vec<&str> = std::iter::once("finder").chain(args.iter().copied()).collect();
    let original = original::run(&argv);
    let port = port::run(&argv);
    assert_eq!((original.status, port.status), (0, 0));
    let surface_entry = |l: &str| {
        l.starts_with("--help-hidden")
            || l.starts_with("Print help for hidden and experimental flags")
            || l.starts_with("Print the internal flags with their defaults")
    };
    let squeeze = |text: &str| -> Vec<String> {
        let mut lines: Vec<String> = text
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|l| !surface_entry(l))
            .collect();
        lines.dedup_by(|a, b| a.is_empty() && b.is_empty());
        lines
    };
    assert_eq!(squeeze(&port.stdout), squeeze(&original.stdout), "{args:?}");
    assert!(port.stdout.contains("--help-hidden-list"));
    port.stdout
}

#[test]
fn the_tiers_come_from_the_original_s_attributes() {
    let cmd = argkind::command::<port::Cli>();
    let registry = cmd.registry();
    let kind = |id: &str| registry.get(id).unwrap_or_else(|| panic!("{id}")).kind();
    assert_eq!(kind("max_buffer_time"), ArgKind::Hidden, "hide = true");
    assert_eq!(kind("no_global_ignore_file"), ArgKind::Hidden);
    assert_eq!(kind("internal_dump_ir"), ArgKind::Internal, "by its name");
    assert_eq!(kind("experimental_fold"), ArgKind::Earg);
    assert_eq!(kind("ignore"), ArgKind::Hidden, "a negation of its own tier");
    assert_eq!(kind("dont_follow"), ArgKind::Hidden, "the twin's id");
    let hidden = cmd.render_help_hidden(&[]).unwrap().to_string();
    for long in [
        "--ignore:",
        "--no-hidden:",
        "--no-follow:",
        "--rg-depth:",
        "--experimental-fold:",
    ] {
        assert!(hidden.contains(long), "{long} in\n{hidden}");
    }
    let internal = cmd.render_help_hidden_list(&[]).unwrap().to_string();
    assert!(internal.contains("--internal-dump-ir: "), "{internal}");
}

#[test]
fn tips_name_no_hidden_spelling() {
    // Plain clap suggests the hidden twins; the port does not.
    let argv = ["finder", "--ignor"];
    assert!(original::run(&argv).stderr.contains("'--ignore'"));
    let port = port::run(&argv);
    assert!(!port.stderr.contains("'--ignore'"), "{}", port.stderr);
    assert!(
        !port.stderr.contains("'--no-ignore'"),
        "opposite meaning:\n{}",
        port.stderr
    );
    let port = port::run(&["finder", "--max-buffer-tim"]).stderr;
    assert!(!port.contains("'--max-buffer-time'"), "{port}");
    // A PUBLIC spelling is suggested by both.
    assert!(both(&["--relative-pat"]).stderr.contains("'--relative-path'"));
}

#[test]
fn the_port_keeps_every_spelling_of_the_original() {
    let port = argkind::command::<port::Cli>();
    let spelled = |long: &str| {
        port.command()
            .get_arguments()
            .any(|a| a.get_long() == Some(long) || a.get_all_aliases().unwrap_or_default().contains(&long))
    };
    let short = |c: char| port.command().get_arguments().any(|a| a.get_short() == Some(c));
    let original = original::Cli::command();
    for arg in original.get_arguments() {
        for long in arg
            .get_long()
            .into_iter()
            .chain(arg.get_all_aliases().unwrap_or_default())
        {
            assert!(spelled(long), "--{long}");
        }
        if let Some(c) = arg.get_short() {
            assert!(short(c), "-{c}");
        }
    }
}

#[test]
fn both_commands_pass_the_definition_checks() {
    original::Cli::command().debug_assert();
    argkind::command::<port::Cli>().debug_assert();
}

/// The port's source lines that the diff adds or changes, by `git diff
/// --numstat` (lines only the original has, the twins and the hand-written
/// settle step, are deleted and do not count): one per special flag, the
/// derive of `ArgKinds` on each type that holds flags (the root and the
/// flattened struct), and the entry point.
#[test]
fn the_port_adds_one_line_per_special_flag_and_per_derive_plus_one() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let out = Command::new("git")
        .args([
            "diff",
            "--no-index",
            "--numstat",
            "finder_original.rs",
            "finder_port.rs",
        ])
        .current_dir(&dir)
        .output()
        .expect("git runs");
    let numstat = String::from_utf8(out.stdout).unwrap();
    let added: usize = numstat
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("git diff --numstat: {numstat:?}"));
    let port = std::fs::read_to_string(dir.join("finder_port.rs")).unwrap();
    let special = port.matches("#[argkind(").count() + port.matches("argkind::str2bool()").count();
    assert_eq!(special, SPECIAL_FLAGS.len(), "one line for each of {SPECIAL_FLAGS:?}");
    let derives = port
        .lines()
        .filter(|l| l.starts_with("#[derive(") && l.contains("ArgKinds"))
        .count();
    assert_eq!(derives, 2, "the root and the flattened struct derive `ArgKinds`");
    assert!(
        added <= special + derives + 1,
        "{added} lines added or changed, {special} special flags, {derives} derives"
    );
    assert!(!port.contains(": (),"), "a `()` twin field is left in the port");
}

#[test]
fn a_negation_with_an_entry_of_its_own_stands_after_its_flag() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cc").arg(
        Arg::new("enable_lto")
            .long("enable-lto")
            .action(ArgAction::SetTrue)
            .help("Link-time optimisation"),
    );
    let spec = CommandSpec::new().arg(
        "enable_lto",
        ArgSpec::new()
            .enable_disable()
            .negation(Negation::new().help("No link-time optimisation")),
    );
    let help = ArgKindCommand::new(cmd, spec)
        .render_help(&[], false)
        .unwrap()
        .to_string();
    let enable = help.find("--enable-lto").unwrap();
    let disable = help.find("--disable-lto").unwrap();
    assert!(
        enable < disable,
        "where the hand-written twin, declared after its flag, stood:\n{help}"
    );
}

/// The help of `cmd` with `--enable-lto` declared an enable/disable pair
/// whose negation has a help text, so an entry of its own.
fn help_with_an_lto_negation_entry(cmd: clap::Command) -> String {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    let spec = CommandSpec::new().arg(
        "enable_lto",
        ArgSpec::new()
            .enable_disable()
            .negation(Negation::new().help("No link-time optimisation")),
    );
    ArgKindCommand::new(cmd, spec)
        .render_help(&[], false)
        .unwrap()
        .to_string()
}

fn lto_flag() -> clap::Arg {
    clap::Arg::new("enable_lto")
        .long("enable-lto")
        .action(clap::ArgAction::SetTrue)
        .help("Link-time optimisation")
}

/// Where `spelling` starts an entry of `help`.
fn entry_at(help: &str, spelling: &str) -> usize {
    help.find(&format!("{spelling} "))
        .or_else(|| help.find(&format!("{spelling}\n")))
        .or_else(|| help.find(&format!("{spelling}[=")))
        .unwrap_or_else(|| panic!("no {spelling} in\n{help}"))
}

#[test]
fn a_negation_with_an_entry_of_its_own_stands_before_the_next_argument() {
    use clap::{Arg, ArgAction};
    // `--align` sorts before `--disable-lto` by name: clap orders entries of
    // the same display order by name, so only the order numbers keep the
    // negation next to its flag.
    let cmd = clap::Command::new("cc")
        .arg(lto_flag())
        .arg(Arg::new("align").long("align").action(ArgAction::SetTrue).help("Align"))
        .arg(
            Arg::new("brief")
                .long("brief")
                .action(ArgAction::SetTrue)
                .help("Be brief"),
        );
    let help = help_with_an_lto_negation_entry(cmd);
    let order = ["--enable-lto", "--disable-lto", "--align", "--brief", "--help"].map(|s| entry_at(&help, s));
    assert!(order.is_sorted(), "{order:?} in\n{help}");
}

#[test]
fn display_orders_that_doubling_would_put_after_help_are_left_as_set() {
    use clap::{Arg, ArgAction};
    // An application's order of 600 is below clap's `--help` (999) but
    // twice it is not: the orders are left alone, and the negation still
    // follows its flag.
    let cmd = clap::Command::new("cc").arg(lto_flag()).arg(
        Arg::new("late")
            .long("late")
            .action(ArgAction::SetTrue)
            .display_order(600)
            .help("Listed late"),
    );
    let help = help_with_an_lto_negation_entry(cmd);
    let order = ["--enable-lto", "--disable-lto", "--late", "--help"].map(|s| entry_at(&help, s));
    assert!(order.is_sorted(), "{order:?} in\n{help}");
}

#[test]
fn an_argument_with_no_display_order_is_listed_beside_help_as_clap_lists_it() {
    use clap::{Arg, ArgAction};
    // No order: clap lists it among its own `--help` by name, `--brief`
    // before `-h, --help`, and so must the prepared command, whose other
    // orders are doubled.
    let cmd = clap::Command::new("cc").arg(lto_flag()).next_display_order(None).arg(
        Arg::new("brief")
            .long("brief")
            .action(ArgAction::SetTrue)
            .help("Be brief"),
    );
    let clap_help = cmd.clone().render_help().to_string();
    let before = |help: &str| entry_at(help, "--brief") < entry_at(help, "--help");
    let help = help_with_an_lto_negation_entry(cmd);
    assert_eq!(before(&help), before(&clap_help), "{help}\nclap alone:\n{clap_help}");
    assert!(
        entry_at(&help, "--enable-lto") < entry_at(&help, "--disable-lto"),
        "{help}"
    );
}

/// A negation with an entry of its own, whose flag has an order the
/// application set, stands where a twin written right after the flag
/// stood: clap numbers the twin as it comes (here 2, before `--lto`'s 499),
/// and sorts entries of one order by name. It took 500 (right after
/// `--lto`), and, where another argument had that number, sorted after it.
#[test]
fn a_negation_of_a_flag_with_its_own_order_stands_where_its_twin_stood() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    use clap::{Arg, ArgAction};
    let flag = |id: &'static str, help: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).help(help);
    let negation = || flag("no-lto", "No link-time optimisation").overrides_with("lto");
    for (lto_order, mode_order) in [(499, None), (3, None), (1, None), (2, Some(3))] {
        let cmd = |twin: bool| {
            let cmd = clap::Command::new("cc")
                .arg(flag("fast", "Go fast"))
                .arg(flag("lto", "Link-time optimisation").display_order(lto_order));
            let cmd = if twin { cmd.arg(negation()) } else { cmd };
            let mode = flag("mode", "Build mode");
            cmd.arg(match mode_order {
                Some(order) => mode.display_order(order),
                None => mode,
            })
        };
        let spec = CommandSpec::new()
            .arg(
                "lto",
                ArgSpec::new()
                    .noable()
                    .negation(Negation::new().help("No link-time optimisation")),
            )
            .own_display_order("lto");
        let spec = match mode_order {
            Some(_) => spec.own_display_order("mode"),
            None => spec,
        };
        let entries = ["--fast", "--lto", "--no-lto", "--mode", "--help"];
        let sorted = |help: &str| {
            let mut found: Vec<(usize, &str)> = entries.iter().map(|e| (entry_at(help, e), *e)).collect();
            found.sort();
            found.into_iter().map(|(_, e)| e).collect::<Vec<_>>()
        };
        let twin = cmd(true).render_help().to_string();
        let help = ArgKindCommand::new(cmd(false), spec)
            .render_help(&[], false)
            .unwrap()
            .to_string();
        assert_eq!(sorted(&help), sorted(&twin), "{lto_order}:\n{help}\ntwin:\n{twin}");
    }
}

/// With no negation shown, the display orders are those of the command
/// with each negation a hand-written twin right after its flag: clap
/// numbers each argument as it comes, a twin took a number, and a
/// subcommand's help sorts the root's globals among its own arguments by
/// them. An order the application set (`--fast`'s 7) stays as set.
#[test]
fn display_orders_are_those_of_twins_written_right_after_their_flags() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction};
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    let twin = |id: &'static str| flag(id).hide(true);
    let cmd = |twins: bool| {
        let root = clap::Command::new("cc")
            .arg(Arg::new("input"))
            .arg(flag("lto").global(true));
        let root = if twins {
            root.arg(twin("no-lto").global(true))
        } else {
            root
        };
        let run = clap::Command::new("run").arg(flag("trace"));
        let run = if twins { run.arg(twin("no-trace")) } else { run };
        root.arg(flag("fast").display_order(7))
            .arg(flag("keep").global(true))
            .subcommand(run.arg(flag("quiet")))
    };
    let orders = |cmd: &clap::Command| -> Vec<(String, usize)> {
        let own = cmd
            .get_arguments()
            .map(|a| (a.get_id().to_string(), a.get_display_order()));
        let sub = cmd.get_subcommands().flat_map(|s| {
            s.get_arguments()
                .map(|a| ([s.get_name(), "/", a.get_id().as_str()].concat(), a.get_display_order()))
        });
        own.chain(sub).collect()
    };
    let expected = orders(&cmd(true));
    let spec = CommandSpec::new()
        .arg("lto", ArgSpec::new().noable())
        .subcommand("run", CommandSpec::new().arg("trace", ArgSpec::new().noable()));
    let prepared = ArgKindCommand::new(cmd(false), spec);
    let after = orders(prepared.command());
    for (id, order) in &expected {
        let id = id.replace("no-", "no_");
        assert!(after.contains(&(id.clone(), *order)), "{id} at {order}: {after:?}");
    }
    assert!(after.contains(&("fast".to_owned(), 7)), "{after:?}");
}

#[test]
fn argkind_s_own_flags_come_last_in_help_each_in_its_place() {
    use argkind::{ArgKindCommand, CommandSpec};
    use clap::{Arg, ArgAction};
    let cmd = clap::Command::new("cc")
        .arg(
            Arg::new("zeta")
                .long("zeta")
                .action(ArgAction::SetTrue)
                .help("Last by name"),
        )
        .arg(
            Arg::new("late")
                .long("late")
                .action(ArgAction::SetTrue)
                .display_order(900)
                .help("Late"),
        )
        .arg(
            Arg::new("huge")
                .long("huge")
                .action(ArgAction::SetTrue)
                .display_order(usize::MAX / 2)
                .help("Huge order"),
        );
    let help = ArgKindCommand::new(cmd, CommandSpec::new().print_options())
        .render_help(&[], false)
        .unwrap()
        .to_string();
    let order = [
        "--zeta",
        "--late",
        "--help",
        "--huge",
        "--print-options",
        "--print-all-options",
        "--help-hidden",
        "--help-hidden-list",
    ]
    .map(|s| entry_at(&help, s));
    assert!(order.is_sorted(), "{order:?} in\n{help}");
}

/// A twin whose doc comment has two paragraphs (clap's derive: the first
/// as `help`, the whole as `long_help`) ports with `help` and `long_help`:
/// `--help` shows the second paragraph in clap's long layout, and `-h`
/// says there is more, as for the twin.
#[test]
fn a_negation_s_long_help_is_the_twin_s() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    use clap::{Arg, ArgAction, Command};
    const SHORT: &str = "Show relative paths (the default)";
    const LONG: &str = "Show relative paths (the default)\n\nPaths are printed relative to the current directory.";
    let absolute = || {
        Arg::new("absolute_path")
            .long("absolute-path")
            .short('a')
            .action(ArgAction::SetTrue)
            .help("Show absolute paths")
    };
    let twin = || {
        Command::new("finder").arg(absolute()).arg(
            Arg::new("relative_path")
                .long("relative-path")
                .action(ArgAction::SetTrue)
                .overrides_with("absolute_path")
                .help(SHORT)
                .long_help(LONG),
        )
    };
    let spec = || {
        CommandSpec::new().arg(
            "absolute_path",
            ArgSpec::new()
                .noable()
                .negation(Negation::new().long("relative-path").help(SHORT).long_help(LONG)),
        )
    };
    let port = |long: bool| {
        ArgKindCommand::new(Command::new("finder").arg(absolute()), spec())
            .render_help(&[], long)
            .unwrap()
            .to_string()
    };
    let long_twin = twin().render_long_help().to_string();
    let entry = &long_twin[long_twin.find("      --relative-path").unwrap()..];
    let entry = &entry[..entry.find("\n\n  -h").unwrap()];
    assert!(entry.contains("Paths are printed relative"), "{long_twin}");
    assert!(port(true).contains(entry), "{}\nhas not\n{entry}", port(true));
    let more = "Print help (see more with '--help')";
    assert!(twin().render_help().to_string().contains(more));
    assert!(port(false).contains(more), "{}", port(false));
}

/// Display orders beside a negation with an entry of its own, against the
/// twin written right after its flag, where clap's numbering is unusual:
/// a pair flag with an order of its own followed by one argument (whose
/// order, clap's from 0, was taken for one the application set: the
/// negation tied with it), and a pair flag after `next_display_order(None)`
/// (clap numbers nothing there, and the twin has clap's order for an
/// argument that sets none; the negation took a number and stood before
/// its flag).
#[test]
fn a_negation_stands_where_its_twin_stood_in_unusual_numberings() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Negation};
    use clap::{Arg, ArgAction, Command};
    fn flag(id: &'static str) -> Arg {
        Arg::new(id).long(id).action(ArgAction::SetTrue).help(id)
    }
    // The command: what comes before `--fast`, then `--fast` (its twin
    // right after it where `twin` says), then `--beta`.
    fn shape(before: impl FnOnce(Command) -> Command, fast: Arg, twin: bool) -> Command {
        let cmd = before(Command::new("cc")).arg(fast);
        let cmd = if twin {
            cmd.arg(flag("no-fast").overrides_with("fast").help("neg fast"))
        } else {
            cmd
        };
        cmd.arg(flag("beta"))
    }
    // (before `--fast`, `--fast`'s own order if any)
    type Before = fn(Command) -> Command;
    let shapes: [(Before, Option<usize>); 4] = [
        (|cmd| cmd, Some(7)),
        (|cmd| cmd.arg(flag("zeta")).next_display_order(None), None),
        (|cmd| cmd.arg(flag("zeta")).next_display_order(None), Some(1)),
        (|cmd| cmd.arg(flag("alpha")), Some(5)),
    ];
    for (at, (before, order)) in shapes.into_iter().enumerate() {
        let fast = match order {
            Some(order) => flag("fast").display_order(order),
            None => flag("fast"),
        };
        let own = order.is_some();
        let spec = CommandSpec::new().arg(
            "fast",
            ArgSpec::new().noable().negation(Negation::new().help("neg fast")),
        );
        let spec = if own { spec.own_display_order("fast") } else { spec };
        let entries = ["--zeta", "--alpha", "--fast", "--no-fast", "--beta", "--help"];
        let sorted = |help: &str| {
            let mut found: Vec<(usize, &str)> = entries
                .iter()
                .filter_map(|e| help.find(&format!("{e} ")).map(|at| (at, *e)))
                .collect();
            found.sort();
            found.into_iter().map(|(_, e)| e).collect::<Vec<_>>()
        };
        let twin = shape(before, fast.clone(), true).render_help().to_string();
        let help = ArgKindCommand::new(shape(before, fast, false), spec)
            .render_help(&[], false)
            .unwrap()
            .to_string();
        assert_eq!(sorted(&help), sorted(&twin), "shape {at}:\n{help}\ntwin:\n{twin}");
    }
}

/// An argument changed with `mut_args` keeps its place and number, so its
/// entry stands where it stood beside a twin (`Command::mut_arg`, which
/// moves it last with its old number, does not: README says so).
#[test]
fn an_argument_changed_in_place_keeps_its_entry_where_the_twin_s_neighbour_stood() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    fn flag(id: &'static str) -> Arg {
        Arg::new(id).long(id).action(ArgAction::SetTrue).help(id)
    }
    let mut twin = Command::new("cc")
        .arg(flag("fast"))
        .arg(flag("no-fast").hide(true))
        .arg(flag("lto"))
        .arg(flag("no-lto").hide(true))
        .arg(Arg::new("level").long("level").help("level"))
        .arg(flag("zeta"))
        .mut_arg("level", |a| a.default_value("1"));
    let ours = Command::new("cc")
        .arg(flag("fast"))
        .arg(flag("lto"))
        .arg(Arg::new("level").long("level").help("level"))
        .arg(flag("zeta"))
        .mut_args(|a| if a.get_id() == "level" { a.default_value("1") } else { a });
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("lto", ArgSpec::new().noable());
    let help = ArgKindCommand::new(ours, spec)
        .render_help(&[], false)
        .unwrap()
        .to_string();
    let order = |help: &str| {
        let mut found: Vec<(usize, &str)> = ["--fast", "--lto", "--level", "--zeta"]
            .into_iter()
            .filter_map(|e| help.find(&format!("{e} ")).map(|at| (at, e)))
            .collect();
        found.sort();
        found.into_iter().map(|(_, e)| e).collect::<Vec<_>>()
    };
    let twin = twin.render_help().to_string();
    assert_eq!(order(&help), order(&twin), "{help}\ntwin:\n{twin}");
    assert_eq!(order(&help), ["--fast", "--lto", "--level", "--zeta"]);
}

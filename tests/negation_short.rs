//! A pair whose negation has a short name and a display order of its own,
//! as ripgrep's `-s, --case-sensitive` undoes `-i, --ignore-case`: ported
//! from a hand-written twin field with one attribute, it keeps every
//! spelling and the help as plain clap draws it for the twin.

use argkind::{ArgKindCommand, ArgKinds, ArgSpec, CommandSpec, Error, Negation};
use clap::{Arg, ArgAction, Command, Parser};

mod support;

/// A searcher, ported: the negation is declared on the flag.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "sg", about = "Search files")]
struct Search {
    /// Memory-map files
    #[arg(long, display_order = 3)]
    #[argkind(noable)]
    mmap: bool,

    /// Search case insensitively
    #[arg(short = 'i', long, display_order = 10)]
    #[argkind(negation(
        long = "case-sensitive",
        short = 's',
        display_order = 11,
        help = "Search case sensitively"
    ))]
    ignore_case: bool,

    /// Count matches
    #[arg(short = 'c', long, display_order = 12)]
    count: bool,

    /// The pattern
    pattern: Option<String>,
}

/// The same searcher in plain clap, with hand-written twins.
#[derive(Parser, Debug)]
#[command(name = "sg", about = "Search files")]
struct SearchTwin {
    /// Memory-map files
    #[arg(long, display_order = 3, overrides_with = "no_mmap")]
    mmap: bool,

    #[arg(long, display_order = 4, hide = true, overrides_with = "mmap")]
    no_mmap: bool,

    /// Search case insensitively
    #[arg(short = 'i', long, display_order = 10, overrides_with = "case_sensitive")]
    ignore_case: bool,

    /// Search case sensitively
    #[arg(short = 's', long, display_order = 11, overrides_with = "ignore_case")]
    case_sensitive: bool,

    /// Count matches
    #[arg(short = 'c', long, display_order = 12)]
    count: bool,

    /// The pattern
    pattern: Option<String>,
}

fn ours(argv: &[&str]) -> Result<Search, String> {
    argkind::try_parse_from::<Search>(argv.iter().copied())
        .map(|parsed| parsed.value)
        .map_err(|err| err.to_string())
}

fn twin(argv: &[&str]) -> Result<SearchTwin, String> {
    use clap::CommandFactory;
    let cmd = support::with_plain_surface_flags(SearchTwin::command().args_override_self(true));
    let matches = cmd.try_get_matches_from(argv).map_err(|err| err.to_string())?;
    clap::FromArgMatches::from_arg_matches(&matches).map_err(|err: clap::Error| err.to_string())
}

#[test]
fn the_short_negation_turns_the_flag_off_wherever_clap_reads_it() {
    let argvs: [&[&str]; 9] = [
        &["sg", "-s"],
        &["sg", "-i", "-s"],
        &["sg", "-s", "-i"],
        &["sg", "-is"],
        &["sg", "-si"],
        &["sg", "-ics", "x"],
        &["sg", "--ignore-case", "-s", "--count"],
        &["sg", "x", "--", "-s"],
        &["sg", "-s=1"],
    ];
    for argv in argvs {
        match (ours(argv), twin(argv)) {
            (Ok(ours), Ok(twin)) => assert_eq!(
                (ours.ignore_case, ours.count, ours.pattern),
                (twin.ignore_case, twin.count, twin.pattern),
                "{argv:?}"
            ),
            (Err(_), Err(_)) => {}
            (ours, twin) => panic!("{argv:?}: argkind {ours:?}, plain clap {twin:?}"),
        }
    }
}

#[test]
fn help_is_plain_clap_s_for_the_twin() {
    for flag in ["-h", "--help"] {
        let ours = ours(&["sg", flag]).unwrap_err();
        let twin = twin(&["sg", flag]).unwrap_err();
        // The PUBLIC pair without help of its own names its negation in its
        // entry, where the hidden twin was not shown; the rest is clap's.
        assert_eq!(ours.replace(" [negation: --no-mmap]", ""), twin, "{flag}");
    }
}

/// A light reading (the application's command as written, no negation) is
/// never taken for a command line whose cluster may hold the negation's
/// letter: `lazy` reads `-cs` as `new` does.
#[test]
fn a_cluster_holding_the_negation_s_letter_is_read_with_the_negation() {
    let cmd = || {
        Command::new("sg")
            .arg(
                Arg::new("ignore_case")
                    .short('i')
                    .long("ignore-case")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("count").short('c').long("count").action(ArgAction::SetTrue))
    };
    let spec = || {
        CommandSpec::new().arg(
            "ignore_case",
            ArgSpec::new().negation(Negation::new().long("case-sensitive").short('s')),
        )
    };
    for argv in [&["sg", "-i", "-cs"][..], &["sg", "-is"], &["sg", "-i", "-s"]] {
        let mut lazy = ArgKindCommand::lazy(cmd, spec());
        let mut new = ArgKindCommand::new(cmd(), spec());
        for cli in [&mut lazy, &mut new] {
            let m = cli.try_get_matches_from(argv).unwrap();
            assert!(!m.get_flag("ignore_case"), "{argv:?}");
        }
    }
}

/// A deprecated pair's negation is redirected where it is typed by its
/// long name: a short for it is a definition error.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: the negation `--no-old` of deprecated pair flag `old` has the short name `-O`")]
fn a_short_on_a_deprecated_pair_s_negation() {
    let cmd = Command::new("cc")
        .arg(Arg::new("old").long("old").action(ArgAction::SetTrue))
        .arg(Arg::new("new").long("new").action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg(
            "old",
            ArgSpec::new()
                .noable()
                .negation(Negation::new().short('O'))
                .deprecated_for("new"),
        )
        .arg("new", ArgSpec::new().noable());
    let _ = ArgKindCommand::new(cmd, spec);
}

#[test]
fn the_negation_s_short_is_shown_in_its_own_entry_only() {
    let ours = ours(&["sg", "--help"]).unwrap_err();
    assert!(ours.contains("-s, --case-sensitive"), "{ours}");
    let Err(Error::Clap(_)) = argkind::try_parse_from::<Search>(["sg", "-h"]) else {
        panic!("-h is clap's help");
    };
}

/// The light reading is not tried for a command line whose cluster may hold
/// the negation's letter (it would fail there, and the whole command read
/// again): each value is parsed once, as a value parser with effects sees.
#[test]
fn a_command_line_that_may_name_the_short_negation_is_read_once() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static PARSED: AtomicUsize = AtomicUsize::new(0);
    fn counted(value: &str) -> Result<String, String> {
        PARSED.fetch_add(1, Ordering::SeqCst);
        Ok(value.to_owned())
    }
    fn cmd() -> Command {
        Command::new("sg")
            .arg(
                Arg::new("ignore_case")
                    .short('i')
                    .long("ignore-case")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("type").short('t').long("type").value_parser(counted))
    }
    let spec = CommandSpec::new().arg(
        "ignore_case",
        ArgSpec::new().negation(Negation::new().long("case-sensitive").short('s')),
    );
    for argv in [&["sg", "-t", "rust", "-is"][..], &["sg", "-t", "rust", "-s"]] {
        PARSED.store(0, Ordering::SeqCst);
        let m = ArgKindCommand::lazy(cmd, spec.clone())
            .try_get_matches_from(argv)
            .unwrap();
        assert!(!m.get_flag("ignore_case"), "{argv:?}");
        assert_eq!(PARSED.load(Ordering::SeqCst), 1, "{argv:?}");
    }
}

/// A letter the derive cannot read (`short = SIZE`) is none it compares a
/// negation's short with: `-s` beside `-z` compiles and works.
const SIZE: char = 'z';

#[derive(Parser, ArgKinds, Debug)]
#[command(name = "sg")]
struct Sized {
    #[arg(short = 'i', long)]
    #[argkind(negation(long = "case-sensitive", short = 's'))]
    ignore_case: bool,

    #[arg(short = SIZE, long)]
    size: bool,
}

#[test]
fn a_short_the_derive_cannot_read_is_no_clash() {
    let parsed = argkind::try_parse_from::<Sized>(["sg", "-i", "-zs"]).unwrap().value;
    assert!(!parsed.ignore_case && parsed.size);
}

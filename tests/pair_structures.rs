//! Pair flags inside the structures real clap-derive applications have: a
//! flattened `Option<Args>` struct, subcommands that inherit globals, and
//! doc comments long enough to give a long help. Each is compared with the
//! same application written in plain clap, the negation a hand-written field.

use argkind::{ArgKinds, Error};
use clap::{Args, CommandFactory, Parser, Subcommand};

/// The cache settings of a build tool, flattened as an `Option`.
#[derive(Args, ArgKinds, Debug, PartialEq)]
struct Cache {
    /// Use the build cache
    #[arg(long, default_value_t = true)]
    #[argkind(noable)]
    cache: bool,

    /// Where the cache lives
    #[arg(long)]
    cache_dir: Option<String>,
}

#[derive(Parser, ArgKinds, Debug)]
#[command(name = "build")]
struct Build {
    #[command(flatten)]
    cache: Option<Cache>,
}

/// The plain-clap twin of `Cache`: the negation is a field of the struct.
#[derive(Args, Debug, PartialEq)]
struct CacheTwin {
    /// Use the build cache
    #[arg(long, default_value_t = true, overrides_with = "no_cache")]
    cache: bool,

    #[arg(long, hide = true, overrides_with = "cache")]
    no_cache: bool,

    /// Where the cache lives
    #[arg(long)]
    cache_dir: Option<String>,
}

#[derive(Parser, Debug)]
#[command(name = "build")]
struct BuildTwin {
    #[command(flatten)]
    cache: Option<CacheTwin>,
}

fn build(args: &[&str]) -> Option<Cache> {
    let argv = std::iter::once("build").chain(args.iter().copied());
    argkind::try_parse_from::<Build>(argv).unwrap().value.cache
}

fn build_twin(args: &[&str]) -> Option<CacheTwin> {
    let argv = std::iter::once("build").chain(args.iter().copied());
    BuildTwin::try_parse_from(argv).unwrap().cache
}

#[test]
fn a_negation_given_alone_makes_its_flattened_struct_present() {
    for args in [
        &[][..],
        &["--no-cache"],
        &["--cache"],
        &["--cache", "--no-cache"],
        &["--cache-dir", "d"],
    ] {
        let twin = build_twin(args).map(|c| (!c.no_cache && c.cache, c.cache_dir));
        let ours = build(args).map(|c| (c.cache, c.cache_dir));
        assert_eq!(ours, twin, "{args:?}");
    }
    assert_eq!(
        build(&["--no-cache"]),
        Some(Cache {
            cache: false,
            cache_dir: None
        })
    );
}

/// A cargo-style driver: globals on the root, a subcommand with a pair flag.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cargo-like")]
struct Driver {
    /// Coloring
    #[arg(long, global = true)]
    color: Option<String>,

    /// Use verbose output
    #[arg(short, long, global = true)]
    verbose: bool,

    #[command(subcommand)]
    command: Run,
}

#[derive(Subcommand, ArgKinds, Debug)]
enum Run {
    /// Run a binary
    Run {
        /// Name of the bin target to run
        #[arg(long)]
        bin: Option<String>,

        /// Run under the debugger
        #[arg(long)]
        #[argkind(negation(long = "no-debugger", help = "Run without the debugger"))]
        debugger: bool,

        /// Strip symbols from the binary before running it.
        ///
        /// Stripping makes the binary smaller; backtraces then show no
        /// function names.
        #[arg(long)]
        #[argkind(noable)]
        strip: bool,
    },
}

/// The plain-clap twin of `Driver`, the negations hand-written fields.
#[derive(Parser, Debug)]
#[command(name = "cargo-like")]
struct DriverTwin {
    /// Coloring
    #[arg(long, global = true)]
    color: Option<String>,

    /// Use verbose output
    #[arg(short, long, global = true)]
    verbose: bool,

    #[command(subcommand)]
    command: RunTwin,
}

#[derive(Subcommand, Debug)]
enum RunTwin {
    /// Run a binary
    Run {
        /// Name of the bin target to run
        #[arg(long)]
        bin: Option<String>,

        /// Run under the debugger
        #[arg(long, overrides_with = "no_debugger")]
        debugger: bool,

        /// Run without the debugger
        #[arg(long, overrides_with = "debugger")]
        no_debugger: bool,

        /// Strip symbols from the binary before running it.
        ///
        /// Stripping makes the binary smaller; backtraces then show no
        /// function names.
        ///
        /// [negation: --no-strip]
        #[arg(long, overrides_with = "no_strip")]
        strip: bool,

        #[arg(long, overrides_with = "strip", hide = true)]
        no_strip: bool,
    },
}

fn help_of(args: &[&str]) -> String {
    let argv = std::iter::once("cargo-like").chain(args.iter().copied());
    match argkind::try_parse_from::<Driver>(argv) {
        Err(Error::Clap(err)) => err.to_string(),
        other => panic!("{args:?}: {other:?}"),
    }
}

fn twin_help_of(args: &[&str]) -> String {
    let mut cmd = DriverTwin::command();
    let argv = std::iter::once("cargo-like").chain(args.iter().copied());
    cmd.try_get_matches_from_mut(argv).unwrap_err().to_string()
}

/// The long names `help` lists under "Options:", in order, argkind's two
/// surface flags left out (the twin has none).
fn option_order(help: &str) -> Vec<&str> {
    help.lines()
        .skip_while(|l| !l.starts_with("Options:"))
        .filter_map(|l| l.split_whitespace().find(|w| w.starts_with("--")))
        .map(|w| w.trim_end_matches(','))
        .filter(|w| !w.starts_with("--help-hidden"))
        .collect()
}

#[test]
fn a_subcommand_lists_inherited_globals_where_plain_clap_does() {
    for args in [&["run", "-h"][..], &["run", "--help"], &["help", "run"]] {
        let ours = help_of(args);
        assert_eq!(
            option_order(&ours),
            option_order(&twin_help_of(args)),
            "{args:?}:\n{ours}"
        );
    }
    // Without the globals' ties, the negation stands right after its flag.
    let help = help_of(&["run", "-h"]);
    let order = option_order(&help);
    assert_eq!(
        order,
        [
            "--bin",
            "--color",
            "--debugger",
            "--verbose",
            "--no-debugger",
            "--strip",
            "--help"
        ]
    );
}

/// A cargo-style tool whose global pair's hand-written twin was deleted
/// when it adopted argkind: `--offline`'s negation is hidden, as the twin
/// was.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "tool")]
struct Offline {
    /// Run offline
    #[arg(long, global = true)]
    #[argkind(noable, negation(hidden))]
    offline: bool,

    /// Frozen lockfile
    #[arg(long, global = true)]
    frozen: bool,

    #[command(subcommand)]
    command: Steps,
}

#[derive(Subcommand, ArgKinds, Debug)]
enum Steps {
    /// Run it
    Run {
        /// First
        #[arg(long)]
        first: bool,

        /// Second
        #[arg(long)]
        second: bool,
    },
}

/// [`Offline`] before it adopted argkind.
#[derive(Parser, Debug)]
#[command(name = "tool")]
struct OfflineTwin {
    /// Run offline
    #[arg(long, global = true)]
    offline: bool,

    /// Undo --offline
    #[arg(long, global = true, hide = true, overrides_with = "offline")]
    no_offline: bool,

    /// Frozen lockfile
    #[arg(long, global = true)]
    frozen: bool,

    #[command(subcommand)]
    command: StepsTwin,
}

#[derive(Subcommand, Debug)]
enum StepsTwin {
    /// Run it
    Run {
        /// First
        #[arg(long)]
        first: bool,

        /// Second
        #[arg(long)]
        second: bool,
    },
}

/// clap's derive numbers each argument in display order as it comes, and a
/// subcommand's help sorts an enclosing command's globals among its own by
/// that number: deleting `--no-offline`'s field moved `--frozen` a place
/// up, before `run`'s `--second`. The negation keeps the twin's place.
#[test]
fn a_deleted_twin_of_a_global_pair_leaves_a_subcommand_s_help_in_order() {
    for args in [&["run", "-h"][..], &["run", "--help"], &["help", "run"], &["-h"]] {
        let argv = std::iter::once("tool").chain(args.iter().copied());
        let ours = match argkind::try_parse_from::<Offline>(argv.clone()) {
            Err(Error::Clap(err)) => err.to_string(),
            other => panic!("{args:?}: {other:?}"),
        };
        let twin = OfflineTwin::command()
            .try_get_matches_from(argv)
            .unwrap_err()
            .to_string();
        assert_eq!(option_order(&ours), option_order(&twin), "{args:?}:\n{ours}");
    }
}

/// A global whose display order the application set (`--color`'s 1),
/// after a pair whose twin was deleted: the order stays as written, where
/// `run`'s help sorts it among `run`'s own flags.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "tool")]
struct Ordered {
    #[arg(long)]
    #[argkind(noable, negation(hidden))]
    all: bool,

    #[arg(long, global = true, display_order = 1)]
    color: bool,

    #[command(subcommand)]
    command: Option<Steps>,
}

#[derive(Parser, Debug)]
#[command(name = "tool")]
struct OrderedTwin {
    #[arg(long)]
    all: bool,

    #[arg(long, overrides_with = "all", hide = true)]
    no_all: bool,

    #[arg(long, global = true, display_order = 1)]
    color: bool,

    #[command(subcommand)]
    command: Option<StepsTwin>,
}

/// Flags that `next_display_order` numbers from 100, a pair among them
/// whose negation has an entry of its own.
#[derive(Args, ArgKinds, Debug)]
#[command(next_display_order = 100)]
struct Tuning {
    #[arg(long)]
    #[argkind(noable, negation(help = "Go slow"))]
    fast: bool,

    #[arg(long)]
    level: bool,
}

#[derive(Parser, ArgKinds, Debug)]
#[command(name = "tune")]
struct Tune {
    #[command(flatten)]
    tuning: Tuning,
}

#[derive(Args, Debug)]
#[command(next_display_order = 100)]
struct TuningTwin {
    #[arg(long)]
    fast: bool,

    /// Go slow
    #[arg(long, overrides_with = "fast")]
    no_fast: bool,

    #[arg(long)]
    level: bool,
}

#[derive(Parser, Debug)]
#[command(name = "tune")]
struct TuneTwin {
    #[command(flatten)]
    tuning: TuningTwin,
}

/// A pair flag with a display order of its own, in a command with no
/// subcommands: its twin took the number clap gave the next argument, so
/// `--b` ties with `--fast` (clap sorts ties by name).
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
struct OwnOrder {
    /// A
    #[arg(long)]
    a: bool,
    /// Fast
    #[arg(long, display_order = 3)]
    #[argkind(noable)]
    fast: bool,
    /// B
    #[arg(long)]
    b: bool,
    /// C
    #[arg(long)]
    c: bool,
}

#[derive(Parser, Debug)]
#[command(name = "cc")]
struct OwnOrderTwin {
    /// A
    #[arg(long)]
    a: bool,
    /// Fast
    #[arg(long, display_order = 3)]
    fast: bool,
    #[arg(long, hide = true, overrides_with = "fast")]
    no_fast: bool,
    /// B
    #[arg(long)]
    b: bool,
    /// C
    #[arg(long)]
    c: bool,
}

/// A pair flag with a display order of its own whose negation has an
/// entry of its own: the twin took the number clap gave the next argument
/// (3, tying with `--network` and sorted after it by name), and `--mode`
/// the one after. It took `--network`'s 3 + 1, which `--mode` had too,
/// and sorted after `--mode`.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
struct OwnOrderShown {
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,
    #[arg(long, action = clap::ArgAction::Count, global = true, hide = true)]
    loud: u8,
    /// Use the network
    #[arg(long, global = true, display_order = 3)]
    #[argkind(noable, negation(help = "Stay offline"))]
    network: bool,
    /// Build mode
    #[arg(long)]
    mode: Option<String>,
}

#[derive(Parser, Debug)]
#[command(name = "cc")]
struct OwnOrderShownTwin {
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,
    #[arg(long, action = clap::ArgAction::Count, global = true, hide = true)]
    loud: u8,
    /// Use the network
    #[arg(long, global = true, display_order = 3)]
    network: bool,
    /// Stay offline
    #[arg(long, global = true, overrides_with = "network")]
    no_network: bool,
    /// Build mode
    #[arg(long)]
    mode: Option<String>,
}

#[test]
fn orders_the_application_set_or_numbered_from_elsewhere_list_as_beside_twins() {
    fn compare<A: Parser + argkind::ArgKinds + std::fmt::Debug, T: CommandFactory>(name: &str, args: &[&str]) {
        let argv = std::iter::once(name).chain(args.iter().copied());
        let ours = match argkind::try_parse_from::<A>(argv.clone()) {
            Err(Error::Clap(err)) => err.to_string(),
            other => panic!("{args:?}: {other:?}"),
        };
        let twin = T::command().try_get_matches_from(argv).unwrap_err().to_string();
        assert_eq!(option_order(&ours), option_order(&twin), "{args:?}:\n{ours}");
    }
    for args in [&["run", "-h"][..], &["-h"]] {
        compare::<Ordered, OrderedTwin>("tool", args);
    }
    compare::<OwnOrder, OwnOrderTwin>("cc", &["-h"]);
    compare::<OwnOrderShown, OwnOrderShownTwin>("cc", &["-h"]);
    compare::<Tune, TuneTwin>("tune", &["-h"]);
    compare::<Tune, TuneTwin>("tune", &["--help"]);
}

#[test]
fn the_negation_note_ends_a_long_help_too() {
    let long = help_of(&["run", "--help"]);
    let twin = twin_help_of(&["run", "--help"]);
    let entry = |help: &str| {
        let at = help.find("      --strip").unwrap();
        help[at..at + help[at..].find("\n\n  -h").unwrap()].to_owned()
    };
    assert_eq!(entry(&long), entry(&twin), "{long}");
    assert!(
        entry(&long).ends_with("function names.\n          \n          [negation: --no-strip]"),
        "{long}"
    );
    let short = help_of(&["run", "-h"]);
    assert!(
        short.contains("Strip symbols from the binary before running it [negation: --no-strip]"),
        "{short}"
    );
}

#[test]
fn the_man_page_names_the_negation_of_a_flag_with_long_help() {
    let cmd = argkind::command::<Driver>();
    let mut page = Vec::new();
    cmd.man(&["run"], argkind::Tiers::PUBLIC)
        .unwrap()
        .render(&mut page)
        .unwrap();
    let page = String::from_utf8(page).unwrap();
    assert!(page.contains(r"[negation: \-\-no\-strip]"), "{page}");
}

/// A tool whose long names are snake_case (`rename_all`), as some ports of
/// Python tools are.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "snake", rename_all = "snake_case")]
struct Snake {
    /// Fast mode
    #[arg(long)]
    #[argkind(noable)]
    fast_mode: bool,

    /// Incremental builds
    #[arg(long)]
    #[argkind(enable_disable)]
    enable_incremental: bool,
}

/// The plain-clap twin of `Snake`: the negations are fields of their own.
#[derive(Parser, Debug)]
#[command(name = "snake", rename_all = "snake_case")]
struct SnakeTwin {
    #[arg(long, overrides_with = "no_fast_mode")]
    fast_mode: bool,
    #[arg(long, overrides_with = "fast_mode")]
    no_fast_mode: bool,
    #[arg(long, overrides_with = "disable_incremental")]
    enable_incremental: bool,
    #[arg(long, overrides_with = "enable_incremental")]
    disable_incremental: bool,
}

#[test]
fn a_negation_is_spelled_in_the_casing_of_its_flag() {
    for args in [
        &["--no_fast_mode"][..],
        &["--fast_mode", "--no_fast_mode"],
        &["--no_fast_mode", "--fast_mode"],
        &["--enable_incremental", "--disable_incremental"],
        &["--disable_incremental", "--enable_incremental"],
    ] {
        let argv: Vec<&str> = std::iter::once("snake").chain(args.iter().copied()).collect();
        let ours = argkind::try_parse_from::<Snake>(argv.clone()).unwrap();
        let twin = SnakeTwin::try_parse_from(argv).unwrap();
        assert_eq!(
            (ours.value.fast_mode, ours.value.enable_incremental),
            (twin.fast_mode, twin.enable_incremental),
            "{args:?}"
        );
    }
    // The mixed spelling a kebab-case rule would give is no spelling at all.
    assert!(argkind::try_parse_from::<Snake>(["snake", "--no-fast_mode"]).is_err());
    // Replay spells it as typed.
    let parsed = argkind::try_parse_from::<Snake>(["snake", "--no_fast_mode", "--disable_incremental"]).unwrap();
    assert_eq!(parsed.facts.replay_all(), ["--no_fast_mode", "--disable_incremental"]);
}

/// The speed settings of a compiler, one of which must be chosen: a struct
/// whose group is required and exclusive.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
#[group(required = true, multiple = false)]
struct Speed {
    #[arg(long)]
    #[argkind(noable)]
    fast: bool,
    #[arg(long)]
    slow: bool,
}

/// The plain-clap twin of `Speed`: the negation is a field of the struct,
/// and so a member of its group.
#[derive(Parser, Debug)]
#[command(name = "cc")]
#[group(required = true, multiple = false)]
struct SpeedTwin {
    #[arg(long, overrides_with = "no_fast")]
    fast: bool,
    #[arg(long, overrides_with = "fast")]
    no_fast: bool,
    #[arg(long)]
    slow: bool,
}

/// An exclusive group is the struct's as the twin's: the negation is a
/// member, so `--no-fast` alone satisfies the required group, and conflicts
/// with another member, as the hand-written field did.
#[test]
fn a_negation_is_a_member_of_its_struct_s_exclusive_group() {
    let argvs: [&[&str]; 6] = [
        &["cc", "--no-fast"],
        &["cc", "--fast", "--no-fast"],
        &["cc", "--no-fast", "--fast"],
        &["cc", "--no-fast", "--slow"],
        &["cc", "--slow"],
        &["cc"],
    ];
    for argv in argvs {
        let ours = argkind::try_parse_from::<Speed>(argv.iter().copied()).map(|parsed| parsed.value);
        let twin = SpeedTwin::try_parse_from(argv.iter().copied());
        match (ours, twin) {
            (Ok(ours), Ok(twin)) => {
                assert_eq!((ours.fast, ours.slow), (twin.fast, twin.slow), "{argv:?}");
            }
            (Err(Error::Clap(ours)), Err(twin)) => assert_eq!(ours.kind(), twin.kind(), "{argv:?}"),
            (ours, twin) => panic!(
                "{argv:?}: argkind {:?}, plain clap {:?}",
                ours.map(|c| c.fast),
                twin.map(|c| c.fast)
            ),
        }
    }
}

/// A derive struct whose pair field joins a declared group with `group =
/// "..."`: the negation joins it as the twin field given the same `group`
/// did, so `--no-fast` alone satisfies the required group.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
#[group(id = "speed", required = true, multiple = true)]
struct Tuned {
    #[arg(long, group = "speed")]
    #[argkind(noable)]
    fast: bool,
    #[arg(long, group = "speed")]
    slow: bool,
}

#[test]
fn a_negation_joins_the_group_its_field_joins_with_group() {
    let parsed = argkind::try_parse_from::<Tuned>(["cc", "--no-fast"]).map(|p| p.value);
    assert!(parsed.is_ok_and(|t| !t.fast && !t.slow));
    assert!(argkind::try_parse_from::<Tuned>(["cc"]).is_err());
}

/// `fast` and `slow` join the exclusive required group `speed` that the
/// command declares (`#[arg(group = "speed")]`); the struct says the
/// negations join it (`negations_in_group`), as the twin field did with
/// `group = "speed"` of its own.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "t", group(clap::ArgGroup::new("speed").required(true).multiple(false)))]
#[argkind(negations_in_group = "speed")]
struct CommandSpeed {
    /// Go fast
    #[arg(short = 'f', long, group = "speed")]
    #[argkind(noable, negation(short = 'F', help = "Do not go fast"))]
    fast: bool,
    #[arg(short = 's', long, group = "speed")]
    slow: bool,
    #[arg(short = 'o', long)]
    other: bool,
}

#[derive(Parser, Debug)]
#[command(name = "t", group(clap::ArgGroup::new("speed").required(true).multiple(false)))]
struct CommandSpeedTwin {
    /// Go fast
    #[arg(short = 'f', long, group = "speed", overrides_with = "no_fast")]
    fast: bool,
    /// Do not go fast
    #[arg(short = 'F', long, group = "speed", overrides_with = "fast")]
    no_fast: bool,
    #[arg(short = 's', long, group = "speed")]
    slow: bool,
    #[arg(short = 'o', long)]
    other: bool,
}

#[test]
fn a_struct_names_a_command_group_its_negations_join() {
    for argv in [
        &["t", "-F"][..],
        &["t", "-oF"],
        &["t", "-Fs"],
        &["t", "--no-fast", "--slow"],
        &["t"],
        &["t", "-f"],
        &["t", "-fF"],
    ] {
        let ours = argkind::try_parse_from::<CommandSpeed>(argv.iter().copied())
            .map(|p| p.value.fast)
            .map_err(|e| (e.kind(), e.to_string()));
        let theirs = CommandSpeedTwin::try_parse_from(argv.iter().copied())
            .map(|t| t.fast)
            .map_err(|e| (e.kind(), e.render().to_string()));
        assert_eq!(ours, theirs, "{argv:?}");
    }
}

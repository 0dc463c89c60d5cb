//! Differential test of the fixture application (`tests/fixtures/`): the
//! plain clap original and its argkind port run on the same generated argvs
//! (every spelling of the original, values good and bad, short clusters,
//! `--`, the `;` terminator of `--exec`, typos, the help and version flags
//! and argkind's two surface flags), and must end alike: the same settings,
//! field by field (the original's twins mapped to effective values by its
//! own `overrides_with` and settle step), the same exit status, the same
//! stdout and stderr text.
//!
//! The expected outcome of the port is the original's, with these
//! differences only, each one what argkind adds or changes on purpose:
//!
//! 1. `--help-hidden` and `--help-hidden-list` are flags of the port (README,
//!    "Tiers"): the reference for the port's `-h`, `--help`, `--version` and
//!    errors is the original's command with the two added as plain global
//!    flags (their help text, last in display order, no heading), whose
//!    value parser stops the parse where clap reads them, as argkind's do.
//!    So the port's help is the original's plus those two entries, which
//!    may widen the first column of the options without a heading; nothing
//!    else may differ. Where clap reads one of them, the port prints that
//!    surface (compared with argkind's own renderer, exit status 0) where
//!    the original rejects an unknown argument.
//! 2. Tips and usage lines (S9): argkind names no flag that is not PUBLIC,
//!    unless the error is about it. Where the original's "a similar
//!    argument exists" tip names a spelling the port does not show in
//!    `--help` (a hidden twin such as `--ignore`, a `hide = true` flag), the
//!    port's tips may differ: none, or one naming a PUBLIC spelling.
//!    Where the original's usage line names such a spelling (clap's usage line of some errors names every member of
//!    the derive's struct group, hidden twins included), the port's may be
//!    another, naming PUBLIC spellings and the flags the error is about.
//!    The rest of the message must be the same.
//! 3. `--verify` takes `argkind::str2bool()` in the port and clap's
//!    `BoolishValueParser` in the original: the same values are accepted and
//!    mean the same, but a rejected value is argkind's error, `invalid value
//!    'V' for '--verify <bool>': Boolean value expected.` (S6), without
//!    clap's closing `For more information, try '--help'.`
//!
//! `ARGKIND_FINDER_CASES` sets the number of cases (default 2000),
//! `ARGKIND_FINDER_SEED` the random seed (default 1).

#[path = "fixtures/finder_settings.rs"]
mod settings;

#[path = "fixtures/finder_original.rs"]
mod original;

#[path = "fixtures/finder_port.rs"]
mod port;

use std::collections::BTreeMap;
use std::sync::Mutex;

use clap::error::{ContextKind, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{RngSeed, TestCaseError, TestRunner};

use settings::Outcome;

/// The pieces argvs are made of: one or more tokens each.
const ATOMS: &[&str] = &[
    // Value-less flags, every spelling, pairs on both sides.
    "-H",
    "--hidden",
    "--no-hidden",
    "-I",
    "--no-ignore",
    "--ignore",
    "--no-ignore-vcs",
    "--ignore-vcs",
    "--no-require-git",
    "--require-git",
    "--no-ignore-parent",
    "--ignore-parent",
    "--no-global-ignore-file",
    "-u",
    "-uu",
    "--unrestricted",
    "-s",
    "--case-sensitive",
    "-i",
    "--ignore-case",
    "-g",
    "--glob",
    "--regex",
    "-F",
    "--fixed-strings",
    "--literal",
    "-a",
    "--absolute-path",
    "--relative-path",
    "-l",
    "--list-details",
    "-L",
    "--follow",
    "--dereference",
    "--no-follow",
    "-p",
    "--full-path",
    "-0",
    "--print0",
    "--prune",
    "-q",
    "--quiet",
    "--has-results",
    "--show-errors",
    "--one-file-system",
    "--mount",
    "--xdev",
    "--fast",
    "--native",
    "--enable-lto",
    "--disable-lto",
    "--experimental-fold",
    "--internal-dump-ir",
    "-v",
    "-vv",
    "--verbose",
    // Short clusters.
    "-HI",
    "-HIL",
    "-aL",
    "-uH",
    "-Iu",
    "-Ld2",
    "-HO3",
    "-vq",
    // Options with values, good and bad.
    "--and foo",
    "-d 3",
    "-d3",
    "--max-depth=2",
    "--maxdepth 1",
    "--max-depth x",
    "--min-depth 1",
    "--exact-depth 2",
    "--rg-depth 4",
    "--rg-depth=1",
    "--rg-depth",
    "-E *.o",
    "-t f",
    "-t dir",
    "--type=symlink",
    "-t bogus",
    "-e rs",
    "--extension=c",
    "-S +10k",
    "-S -1m",
    "--size 5",
    "--changed-within 2d",
    "--newer 1h",
    "--changed-before 2020-01-01",
    "--older 3d",
    "-o root",
    "--format {}",
    "-x echo {} ;",
    "-x rm -rf ;",
    "--exec echo",
    "-X wc -l ;",
    "--exec-batch ls",
    "--batch-size 10",
    "--ignore-file .ig",
    "-c never",
    "--color=always",
    "-c sometimes",
    "-j 4",
    "-j 0",
    "--threads=2",
    "--max-buffer-time 100",
    "--max-results 5",
    "--base-directory /tmp",
    "--path-separator /",
    "--search-path src",
    "--strip-cwd-prefix",
    "--strip-cwd-prefix=always",
    "--strip-cwd-prefix never",
    "--gen-completions bash",
    "-O 2",
    "-O3",
    "--opt-level=1",
    "-O 9",
    "--target x86_64-linux",
    "--target=aarch64",
    "-W all",
    "-Wextra",
    "-D X=1",
    "--define=Y",
    "--emit asm",
    "--emit=ir",
    "--verify yes",
    "--verify=OFF",
    "--verify maybe",
    "--verify",
    // A value on a value-less flag or negation.
    "--no-hidden=yes",
    "--ignore=1",
    "--relative-path=x",
    "--hidden=no",
    "--disable-lto=1",
    "--fast=1",
    // Escape, terminator, positionals.
    "--",
    "--",
    ";",
    "foo",
    "src",
    "lib",
    "-",
    "help",
    // Typos.
    "--hiden",
    "--no-hiden",
    "--ignor",
    "--no-ignor",
    "--ignore-vc",
    "--require-gi",
    "--relative-pat",
    "--absolute",
    "--no-folow",
    "--folow",
    "--fats",
    "--disable-lt",
    "--enable-lt",
    "--rg-dept 1",
    "--help-hiden",
    "--max-buffer-tim",
    "--experimental-fol",
    "--internal-dump",
    "--verbos",
    "-k",
    "-Hk",
    // Help, version and the surfaces.
    "-h",
    "--help",
    "-V",
    "--version",
    "--help-hidden",
    "--help-hidden-list",
    "--help-hidden=1",
];

fn argv() -> impl Strategy<Value = Vec<String>> {
    vec(select(ATOMS), 0..8).prop_map(|atoms| {
        let tokens = atoms.iter().flat_map(|atom| atom.split(' ')).map(str::to_owned);
        std::iter::once("finder".to_owned()).chain(tokens).collect()
    })
}

/// The text of the value parser error that marks where clap read a surface
/// flag of the reference command.
const STOP: &str = "argkind surface flag read";

/// The original's command with argkind's two surface flags added as plain
/// global flags that stop the parse where clap reads them.
fn reference() -> Command {
    let surfaces = [
        ("help-hidden", "Print help for hidden and experimental flags"),
        ("help-hidden-list", "Print the internal flags with their defaults"),
    ];
    let stop = |_: &str| -> Result<String, String> { Err(STOP.to_owned()) };
    let cmd = original::Cli::command();
    surfaces.into_iter().enumerate().fold(cmd, |cmd, (order, (id, help))| {
        cmd.arg(
            Arg::new(id)
                .long(id)
                .action(ArgAction::Set)
                .num_args(0)
                .default_missing_value("")
                .value_parser(stop)
                .global(true)
                .display_order(usize::MAX - 2 + order)
                .help_heading(None)
                .help(help),
        )
    })
}

/// The long and short spellings (`--x`, `-x`) the port shows in `--help`.
fn public_spellings() -> Vec<String> {
    let cmd = argkind::command::<port::Cli>();
    let help = cmd.render_help(&[], true).unwrap().to_string();
    let mut spellings: Vec<String> = help
        .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']' || c == '=')
        .filter(|word| word.starts_with('-') && word.len() > 1)
        .map(|word| word.trim_end_matches("...").to_owned())
        .collect();
    // Hidden aliases of a PUBLIC flag are PUBLIC spellings too.
    for arg in cmd.command().get_arguments().filter(|a| !a.is_hide_set()) {
        for alias in arg.get_all_aliases().unwrap_or_default() {
            spellings.push(format!("--{alias}"));
        }
    }
    spellings
}

/// `text` without its tip lines (where `tips`) and its usage line (where
/// `usage`), blank lines collapsed.
fn without(text: &str, tips: bool, usage: bool) -> String {
    let mut out = String::new();
    let mut blank = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if (tips && trimmed.starts_with("tip:")) || (usage && trimmed.starts_with("Usage:")) {
            continue;
        }
        if line.is_empty() && blank {
            continue;
        }
        blank = line.is_empty();
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The spelling an "a similar argument exists" tip of `text` names.
fn similar_tip(text: &str) -> Option<&str> {
    let line = text
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("tip: a similar argument exists: '"))?;
    line.strip_suffix('\'')
}

/// The flag spellings (`--x`, `-x`) the usage line of `text` names.
fn usage_flags(text: &str) -> Vec<&str> {
    let Some(line) = text.lines().find(|l| l.starts_with("Usage:")) else {
        return Vec::new();
    };
    line.split(|c: char| c.is_whitespace() || "<>[]|=".contains(c))
        .map(|word| word.trim_end_matches("..."))
        .filter(|word| word.starts_with('-') && word.len() > 1)
        .collect()
}

/// What the port must end with on an argv, and which parts of an error
/// message must be the port's too.
struct Expected {
    outcome: Outcome,
    /// What kind of case it is, for the coverage count.
    class: &'static str,
    /// The original's tips name PUBLIC spellings only (2).
    tips_compared: bool,
    /// The original's usage line names PUBLIC spellings only (2).
    usage_compared: bool,
}

/// The expected outcome of the port on `argv`, by the original (see the
/// header).
fn expected(argv: &[&str], public: &[String]) -> Expected {
    let plain = |class, outcome| Expected {
        outcome,
        class,
        tips_compared: true,
        usage_compared: true,
    };
    let err = match reference().try_get_matches_from(argv) {
        Ok(_) => {
            let outcome = original::run(argv);
            let class = if outcome.stderr.is_empty() {
                "parsed"
            } else {
                "parsed, warned"
            };
            return plain(class, outcome);
        }
        Err(err) => err,
    };
    let text = err.to_string();
    if err.kind() == ErrorKind::ValueValidation && text.contains(STOP) {
        // Where clap read a surface flag: its name is the error's argument.
        let cmd = argkind::command::<port::Cli>();
        let surface = if text.contains("'--help-hidden-list'") {
            cmd.render_help_hidden_list(&[])
        } else {
            cmd.render_help_hidden(&[])
        };
        return plain("surface", Outcome::stopped(0, false, surface.unwrap().to_string()));
    }
    if err.kind() == ErrorKind::ValueValidation && text.contains("for '--verify <bool>': value was not a boolean") {
        let value = text.split('\'').nth(1).unwrap_or_default();
        let message = format!("error: invalid value '{value}' for '--verify <bool>': Boolean value expected.\n");
        return plain("str2bool rejects", Outcome::stopped(2, true, message));
    }
    let is_public = |spelling: &str| public.iter().any(|p| p == spelling);
    // argkind suggests a surface flag only for a typo whose first word is
    // close to the surface's (README, "A similar argument exists" tips).
    let typo = err
        .get(ContextKind::InvalidArg)
        .map(ToString::to_string)
        .unwrap_or_default();
    let first_word = |name: &str| {
        name.trim_start_matches('-')
            .split('-')
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let surface_tip_for_another_word = similar_tip(&text).is_some_and(|tip| {
        tip.starts_with("--help-hidden") && strsim::jaro(&first_word(&typo), &first_word(tip)) <= 0.7
    });
    let tips_compared = similar_tip(&text).is_none_or(is_public) && !surface_tip_for_another_word;
    let usage_compared = usage_flags(&text).into_iter().all(is_public);
    let class = match (err.kind(), tips_compared, usage_compared) {
        (ErrorKind::DisplayHelp, ..) => "help",
        (ErrorKind::DisplayVersion, ..) => "version",
        (_, false, _) => "error, tip not compared",
        (_, true, false) => "error, usage line not compared",
        (_, true, true) if similar_tip(&text).is_some() => "error, tip compared",
        _ => "error",
    };
    Expected {
        outcome: Outcome::stopped(err.exit_code(), err.use_stderr(), text),
        class,
        tips_compared,
        usage_compared,
    }
}

/// Runs the port on `argv` and compares it with what is expected; returns
/// the class of the case.
fn check(argv: &[&str], public: &[String]) -> Result<&'static str, String> {
    let Expected {
        outcome,
        class,
        tips_compared,
        usage_compared,
    } = expected(argv, public);
    let got = port::run(argv);
    let is_public = |spelling: &str| public.iter().any(|p| p == spelling);
    let same = if tips_compared && usage_compared {
        got == outcome
    } else {
        // The flags the error is about may be named, whatever their tier.
        let about = got.stderr.lines().next().unwrap_or_default();
        let named = |spelling: &str| is_public(spelling) || about.contains(&format!("'{spelling}"));
        similar_tip(&got.stderr).is_none_or(is_public)
            && usage_flags(&got.stderr).into_iter().all(named)
            && (got.status, &got.stdout, &got.settings) == (outcome.status, &outcome.stdout, &outcome.settings)
            && without(&got.stderr, !tips_compared, !usage_compared)
                == without(&outcome.stderr, !tips_compared, !usage_compared)
    };
    if same {
        return Ok(class);
    }
    Err(format!(
        "{argv:?} (tips compared: {tips_compared}, usage compared: {usage_compared})\n\
         --- expected: status {}, settings {:?}\nstdout:\n{}\nstderr:\n{}\n\
         --- port: status {}, settings {:?}\nstdout:\n{}\nstderr:\n{}",
        outcome.status,
        outcome.settings,
        outcome.stdout,
        outcome.stderr,
        got.status,
        got.settings,
        got.stdout,
        got.stderr
    ))
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: u32::try_from(env_number("ARGKIND_FINDER_CASES", 2000)).unwrap_or(u32::MAX),
        rng_seed: RngSeed::Fixed(env_number("ARGKIND_FINDER_SEED", 1)),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The classes of case every run must reach.
const CLASSES: [&str; 10] = [
    "parsed",
    "parsed, warned",
    "surface",
    "str2bool rejects",
    "help",
    "version",
    "error",
    "error, tip compared",
    "error, tip not compared",
    "error, usage line not compared",
];

#[test]
fn the_port_ends_as_the_original_does() {
    let public = public_spellings();
    let seen: Mutex<BTreeMap<&str, u64>> = Mutex::new(BTreeMap::new());
    let result = TestRunner::new(config()).run(&argv(), |argv| {
        let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
        match check(&argv, &public) {
            Ok(class) => {
                *seen.lock().unwrap().entry(class).or_default() += 1;
                Ok(())
            }
            Err(report) => Err(TestCaseError::fail(report)),
        }
    });
    let seen = seen.into_inner().unwrap();
    println!("cases by class: {seen:?}");
    if let Err(err) = result {
        panic!("{err}");
    }
    for class in CLASSES {
        assert!(seen.contains_key(class), "no case of class `{class}`: {seen:?}");
    }
}

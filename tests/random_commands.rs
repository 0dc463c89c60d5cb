//! argkind raises no panic that plain clap does not, on random commands.
//!
//! Each case is a random clap command (drawn across clap's settings:
//! every `num_args` shape and action, help and version arguments of the
//! application's own, globals at three depths, aliases, short and long
//! flag subcommands, external subcommands, multicall, groups and every
//! relation, defaults, variables, value parsers, help templates, ...) with
//! random argkind declarations (every tier, jobs, pairs with negations of
//! their own, deprecations with and without a replacement, presets, extend,
//! sources, `print_options`, response files, flags from a variable), and 24
//! command lines drawn from its names, special spellings (`--help-hidden`,
//! `--no-x`, `@file`, ...), values and stray tokens, some not UTF-8.
//! [`model`] describes a case and prints it as Rust code, [`draw`] draws
//! it, [`check`] runs it, [`shrink`] shrinks a finding.
//!
//! **Plain clap is the oracle.** argkind is a layer on clap: where clap
//! itself panics, argkind may too, but nowhere else. So a command that
//! plain clap's own `Command::debug_assert` rejects is skipped, and so is
//! a command line plain clap's parse panics on. On each remaining case the
//! test parses every command line with `ArgKindCommand::new` and
//! `ArgKindCommand::lazy` (a fresh command for each, and one reused across
//! the command lines), reads every fact of a success and renders every
//! error, hands plain clap's errors to `format_error`, checks that what
//! plain clap's matches let `get_one` / `get_flag` / `get_count` read,
//! argkind's do too, and draws every surface argkind has, before and after
//! a parse: `render_help` (short and long), `render_help_hidden`,
//! `render_help_hidden_list`, the registries (and their markdown),
//! `display_command`, argkind's `debug_assert`, and for a third of the
//! commands the completions of every shell (PUBLIC and DEVELOPER) and the
//! man pages. Any panic there is a failure.
//!
//! Not failures, each by design:
//!
//! * a panic from argkind's definition checks in `ArgKindCommand::new`
//!   (README, `ArgKindCommand::new`: a bad declaration is a debug-build
//!   panic, as a bad command is in clap; its message starts `argkind:`):
//!   the case is skipped, and the test fails where fewer than one in five
//!   commands drawn are checked;
//! * a completion script or man page where plain `clap_complete` or
//!   `clap_mangen` panics on the plain command too (argkind hands them a
//!   command of its own; their panic is theirs);
//! * the typed reads are not compared where a command ignores errors, or
//!   where argkind reads words plain clap never sees (flags from a variable,
//!   response files): there the two parses differ by design.
//!
//! On a failure the test shrinks each distinct panic (for at most
//! `ARGKIND_RANDOM_SHRINK_SECONDS`, default 60, in all) and its message
//! prints the seed, the stage that panicked, the panic and the minimal
//! reproduction as Rust code to paste into a test.
//!
//! * `cargo test --test random_commands` runs the default: [`COMMANDS`]
//!   commands drawn from each of the seeds [`SEEDS`] (783 of the 2,400
//!   pass clap's and argkind's checks; 24 command lines each, 18,792 in
//!   all), on up to two threads: about 60 s of CPU in a debug build, 60 s
//!   on 2 cores shared with other jobs (about 30 s on 2 idle ones).
//! * `ARGKIND_RANDOM_COMMANDS=N` draws N commands for each seed, and
//!   `ARGKIND_RANDOM_SEED=S` draws from seed S only, e.g.
//!   `ARGKIND_RANDOM_SEED=7 ARGKIND_RANDOM_COMMANDS=20000 cargo test
//!   --release --test random_commands -- --nocapture`. A failure names
//!   its seed: `ARGKIND_RANDOM_SEED` with that seed and the same number of
//!   commands draws the same cases again.

// An integration test's modules sit beside it unless told otherwise.
#[path = "random_commands/check.rs"]
mod check;
#[path = "random_commands/draw.rs"]
mod draw;
#[path = "random_commands/model.rs"]
mod model;
#[path = "random_commands/reproduction.rs"]
mod reproduction;
#[path = "random_commands/shrink.rs"]
mod shrink;

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, Once};
use std::time::{Duration, Instant};

use check::{check_case, Case, Finding, Verdict};
use draw::{draw_case, Drawn, Rng};

/// The seeds of the default run.
const SEEDS: [u64; 4] = [1, 2, 3, 4];

/// Commands drawn from each seed in the default run.
const COMMANDS: usize = 600;

/// The test fails where fewer than one in this many commands drawn are
/// checked (about one in three are: the rest plain clap's `debug_assert`
/// or argkind's definition checks reject).
const MIN_CHECKED_SHARE: usize = 5;

/// Distinct findings after which a seed's run stops.
const MAX_FINDINGS: usize = 5;

/// A panic caught by [`catch`]: its message and where it was raised.
#[derive(Clone, Debug)]
pub(crate) struct Panic {
    pub(crate) message: String,
    pub(crate) location: String,
}

thread_local! {
    /// Whether this thread is inside [`catch`]: the panic hook then keeps
    /// the panic quiet and leaves it in [`CAUGHT`].
    static CATCHING: Cell<bool> = const { Cell::new(false) };
    static CAUGHT: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// Installs, once, a panic hook that records the panics [`catch`] expects
/// and hands every other one (the test's own failure) to the previous hook.
fn install_panic_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !CATCHING.with(Cell::get) {
                return previous(info);
            }
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .map(|message| (*message).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "<a panic that is not a string>".into());
            let location = info
                .location()
                .map(|location| format!("{}:{}:{}", location.file(), location.line(), location.column()))
                .unwrap_or_default();
            CAUGHT.with(|caught| *caught.borrow_mut() = Some(Panic { message, location }));
        }));
    });
}

/// Runs `f`, catching a panic quietly.
pub(crate) fn catch<R>(f: impl FnOnce() -> R) -> Result<R, Panic> {
    let was_catching = CATCHING.with(|catching| catching.replace(true));
    CAUGHT.with(|caught| *caught.borrow_mut() = None);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CATCHING.with(|catching| catching.set(was_catching));
    result.map_err(|_| {
        CAUGHT
            .with(|caught| caught.borrow_mut().take())
            .unwrap_or_else(|| Panic {
                message: "<no message>".into(),
                location: String::new(),
            })
    })
}

/// A number from the environment variable `name`, else `default`.
fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Ok(text) => text.parse().unwrap_or_else(|_| panic!("{name}={text} is not a number")),
        Err(_) => default,
    }
}

/// The response files the command lines may name (`@path`): flags, one
/// that names itself, and one with a byte that is not UTF-8 and an open
/// quote.
fn response_files() -> Vec<String> {
    let directory = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("random_commands");
    std::fs::create_dir_all(&directory).unwrap();
    let flags = directory.join("flags.rsp");
    let recursive = directory.join("recursive.rsp");
    let broken = directory.join("broken.rsp");
    std::fs::write(&flags, "--fast --opt 1 -v\n").unwrap();
    std::fs::write(&recursive, format!("@{}\n", recursive.display())).unwrap();
    std::fs::write(&broken, b"--tag \xff\xfe 'open\n").unwrap();
    [flags, recursive, broken]
        .iter()
        .map(|path| format!("@{}", path.display()))
        .collect()
}

/// One finding of a seed's run, with the case that raised it.
struct Failure {
    seed: u64,
    case: Case,
    finding: Finding,
}

/// What one seed's run counted.
#[derive(Default)]
struct Tally {
    drawn: usize,
    rejected_by_clap: usize,
    definition_errors: usize,
    checked: usize,
    argvs: usize,
}

/// Draws and checks `commands` cases from `seed`; stops at
/// [`MAX_FINDINGS`] distinct findings.
fn run_seed(seed: u64, commands: usize, response_files: &[String]) -> (Tally, Vec<Failure>) {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    let mut failures: Vec<Failure> = Vec::new();
    for index in 0..commands {
        tally.drawn += 1;
        let case = match draw_case(&mut rng, seed, response_files) {
            Drawn::RejectedByClap => {
                tally.rejected_by_clap += 1;
                continue;
            }
            Drawn::Case(case) => *case,
        };
        case.set_environment();
        let findings = match check_case(&case, index % 3 == 0, None) {
            Verdict::DefinitionError => {
                tally.definition_errors += 1;
                continue;
            }
            Verdict::Checked(findings) => findings,
        };
        tally.checked += 1;
        tally.argvs += case.argvs.len();
        for finding in findings {
            if failures.iter().any(|failure| failure.finding.key() == finding.key()) {
                continue;
            }
            // The command lines up to the one that raised the panic.
            let mut case = case.clone();
            if let Some(argv) = &finding.argv {
                if let Some(at) = case.argvs.iter().position(|candidate| candidate == argv) {
                    case.argvs.truncate(at + 1);
                }
            }
            failures.push(Failure { seed, case, finding });
        }
        if failures.len() >= MAX_FINDINGS {
            break;
        }
    }
    (tally, failures)
}

#[test]
fn argkind_panics_only_where_plain_clap_does() {
    install_panic_hook();
    let seeds: Vec<u64> = match std::env::var("ARGKIND_RANDOM_SEED") {
        Ok(_) => vec![env_number("ARGKIND_RANDOM_SEED", 0)],
        Err(_) => SEEDS.to_vec(),
    };
    let commands = env_number("ARGKIND_RANDOM_COMMANDS", COMMANDS);
    let shrink_budget = Duration::from_secs(env_number("ARGKIND_RANDOM_SHRINK_SECONDS", 60));
    let response_files = response_files();
    let start = Instant::now();

    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(2)
        .min(seeds.len());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&seed) = seeds.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let result = run_seed(seed, commands, &response_files);
                    results.lock().unwrap().push((seed, result));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(seed, _)| *seed);

    let mut summary = String::new();
    let mut failures = Vec::new();
    let (mut drawn, mut checked) = (0, 0);
    for (seed, (tally, found)) in results {
        drawn += tally.drawn;
        checked += tally.checked;
        summary += &format!(
            "seed {seed}: {} commands drawn, {} rejected by clap's debug_assert, {} by argkind's definition checks; \
             {} checked with {} command lines; {} findings\n",
            tally.drawn,
            tally.rejected_by_clap,
            tally.definition_errors,
            tally.checked,
            tally.argvs,
            found.len()
        );
        failures.extend(found);
    }
    eprintln!("{summary}in {:.1?}", start.elapsed());
    if failures.is_empty() {
        // A drawing that plain clap or argkind rejected nearly whole would
        // check nothing and pass: about a third of the commands drawn are
        // checked.
        assert!(
            checked * MIN_CHECKED_SHARE >= drawn,
            "only {checked} of {drawn} commands drawn were checked (fewer than 1 in {MIN_CHECKED_SHARE}): \
             the drawing makes commands that plain clap or argkind rejects\n{summary}"
        );
        return;
    }
    let shrink_start = Instant::now();
    let mut report = format!(
        "argkind panicked where plain clap did not ({} distinct panics)\n",
        failures.len()
    );
    for failure in &failures {
        let budget = shrink_budget.saturating_sub(shrink_start.elapsed());
        failure.case.set_environment();
        let shrunk = catch(|| shrink::shrink(&failure.case, &failure.finding, budget))
            .ok()
            .flatten();
        report += &describe(failure, shrunk.as_ref());
    }
    panic!("{report}\n{summary}");
}

/// The failure message of one finding: the seed, the stage, the panic, and
/// the (shrunk) case as Rust code.
fn describe(failure: &Failure, shrunk: Option<&Case>) -> String {
    let Failure { seed, case, finding } = failure;
    let (case, how) = match shrunk {
        Some(shrunk) => (shrunk, "shrunk"),
        None => (case, "not shrunk: the case alone does not raise it again"),
    };
    format!(
        "\n==== seed {seed} (ARGKIND_RANDOM_SEED={seed}), stage `{}`\n\
         panic at {}:\n{}\n\
         plain clap on that command line: {}\n\
         reproduction ({how}):\n{}\n",
        finding.stage,
        finding.panic.location,
        finding.panic.message,
        finding.plain,
        reproduction::reproduction(case, &finding.stage),
    )
}

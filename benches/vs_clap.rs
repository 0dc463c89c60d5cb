//! argkind against plain clap on generated commands of 50, 500 and 5,000
//! flags that mix every tier (S2) and every behaviour (S6), parsing a
//! 20-flag argv; the example driver given 16,000 deprecated redirects, and
//! a file finder given 16,000 redirects of a list.
//!
//! ```text
//! cargo bench --bench vs_clap
//! ```
//!
//! Three groups, then a summary of the ratios: from criterion's median
//! estimates, and measured again interleaved (the median ratio of
//! back-to-back batches, which load from other processes skews less):
//!
//! * `parse`: the entry point, command construction included on both sides
//!   (`Command` built, then clap's `try_get_matches_from`, against `Command`
//!   built, `ArgKindCommand::new`, then `try_get_matches_from`), and the parse
//!   alone on a command built once (`try_get_matches_from_mut` against
//!   `ArgKindCommand::try_get_matches_from`);
//! * `registry`: building the registry of the 500 flags;
//! * `render`: `--help-hidden-list` against clap's `render_long_help` of the
//!   same command (as written, and as argkind prepared it).
//!
//! After them, the help surfaces through the entry point at every size, on
//! the command with headings and on its derive-style twin, and the
//! registry's time per flag (see [`surfaces`]); `--surfaces` prints only
//! those, `--sizes` only the entry point's rows by size (see [`sizes`]) and
//! the redirects, `--redirects` only the redirects, `--registry-per-flag`
//! only the registry's time per flag
//! (see [`registry_per_flag`]).
//!
//! For instruction counts, `--count clap|argkind N` runs the entry point
//! `N` times and nothing else (see [`count`]); `--count-registry STYLE N
//! TIMES` builds the registry of the `N`-flag command (`STYLE` `headings` or
//! `derive`) `TIMES` times. `--once STYLE N SURFACE clap|argkind` times one
//! call of a surface, for a quick look.
//!
//! To profile one benchmark, run the binary cargo built under callgrind:
//! `valgrind --tool=callgrind target/release/deps/vs_clap-* --bench
//! --profile-time 5 parse/argkind`.

#[path = "../examples/neuronx_cc/cli.rs"]
#[allow(dead_code)]
mod cli;

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use argkind::{str2bool, ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{value_parser, Arg, ArgAction, Command};
use criterion::Criterion;

/// The number of generated flags of the criterion groups and the split.
const FLAGS: usize = 500;
/// The sizes of the interleaved rows.
const SIZES: [usize; 3] = [50, 500, 5000];
/// The number of flags the benchmarked argv gives.
const ARGV_FLAGS: usize = 20;
/// Behaviours, one per `i % 10`.
const BEHAVIOURS: usize = 10;
/// Help headings (argkind's contexts), one per tenth of the flags.
const HEADINGS: [&str; 10] = [
    "Input",
    "Output",
    "Frontend",
    "Backend",
    "Tensorizer",
    "Runtime",
    "Debugging",
    "Profiling",
    "Memory",
    "Scheduling",
];
/// Tiers, one per block of ten flags: PUBLIC, HIDDEN, INTERNAL, EARG, HARG.
const TIERS: [ArgKind; 5] = [
    ArgKind::Public,
    ArgKind::Hidden,
    ArgKind::Internal,
    ArgKind::Earg,
    ArgKind::Harg,
];

/// The flag `i`: its id, long name and tier. The names are `&'static str`,
/// as in the code clap's derive (and argkind's) generates, so that neither
/// side pays for copying them.
#[derive(Clone, Copy)]
struct Flag {
    id: &'static str,
    long: &'static str,
    alias: &'static str,
    kind: ArgKind,
    behaviour: usize,
}

/// `name`, leaked: the benchmark's names live as long as the process.
fn leak(name: String) -> &'static str {
    Box::leak(name.into_boxed_str())
}

/// Ids, longs and tiers of `n` flags: flag `i` has behaviour `i % 10`
/// and tier `TIERS[(i / 10) % 5]`; INTERNAL ones are named `internal-*` (S3)
/// and enable/disable ones `enable-*`.
fn flags(n: usize) -> Vec<Flag> {
    (0..n)
        .map(|i| {
            let kind = TIERS[(i / BEHAVIOURS) % TIERS.len()];
            let behaviour = i % BEHAVIOURS;
            let base = if kind == ArgKind::Internal {
                format!("internal-opt-{i:04}")
            } else {
                format!("opt-{i:04}")
            };
            let long = if behaviour == 4 { format!("enable-{base}") } else { base };
            Flag {
                id: leak(format!("f{i:04}")),
                long: leak(long),
                alias: leak(format!("alias-{i:04}")),
                kind,
                behaviour,
            }
        })
        .collect()
}

/// The clap command as an application writes it, before argkind.
fn build_command(flags: &[Flag]) -> Command {
    let mut cmd = Command::new("driver").arg(Arg::new("input").value_name("PATH"));
    for (i, flag) in flags.iter().enumerate() {
        let arg = Arg::new(flag.id)
            .long(flag.long)
            .help("Help of a flag, a line of text as long as a usual help line")
            .help_heading(HEADINGS[i * HEADINGS.len() / flags.len()]);
        let arg = match flag.behaviour {
            0 => arg.value_name("NAME").default_value("value"),
            1 => arg
                .value_parser(value_parser!(u32))
                .default_value("8")
                .alias(flag.alias),
            2 | 3 | 4 | 8 => arg.action(ArgAction::SetTrue),
            // What a plain clap application writes for a repeatable list.
            5 => arg.value_name("PASS").action(ArgAction::Append).num_args(1..),
            6 => arg.value_parser(str2bool()).default_value("true"),
            7 => arg.value_parser(value_parser!(u32)),
            _ => arg.action(ArgAction::Count),
        };
        cmd = cmd.arg(arg);
    }
    cmd
}

/// The command of `flags` as clap's derive writes it: no help headings, and
/// every argument in one group named after the struct.
fn build_derive_style(flags: &[Flag]) -> Command {
    let cmd = build_command(flags).mut_args(|arg| arg.help_heading(None));
    let ids: Vec<&'static str> = flags.iter().map(|f| f.id).collect();
    cmd.group(clap::ArgGroup::new("Driver").multiple(true).args(ids))
}

/// The argkind declarations of the 500 flags: tiers, jobs and, by
/// behaviour, noable, enable/disable, extend, deprecated with a redirect and
/// presets.
fn build_spec(flags: &[Flag]) -> CommandSpec {
    let jobs = ["frontend", "backend", "tensorizer", "runtime"];
    // The application knows how many flags it declares, as the derive does.
    let mut spec = CommandSpec::with_capacity(flags.len());
    for (i, flag) in flags.iter().enumerate() {
        let mut declared = ArgSpec::new().job(jobs[i % jobs.len()]);
        if flag.kind != ArgKind::Public {
            declared = declared.kind(flag.kind);
        }
        declared = match flag.behaviour {
            3 => declared.noable(),
            4 => declared.enable_disable(),
            5 => declared.extend(),
            // Redirected to flag i - 6, a u32 option.
            7 => declared.deprecated_for(flags[i - 6].id),
            // Sets flag i - 5 (noable) to false and flag i - 7 (u32) to 7.
            8 => declared.preset(flags[i - 5].id, "false").preset(flags[i - 7].id, "7"),
            _ => declared,
        };
        spec.insert_arg(flag.id, declared);
    }
    spec
}

/// A 20-flag argv plain clap accepts too (no `--no-X`, which only argkind
/// knows): every behaviour twice, every tier four times; with `plain`, the
/// four deprecated and preset flags are left out (an argv with no special
/// spelling, of 16 flags).
///
/// `as_clap_sees_it` spells out what argkind's insertion step adds before
/// clap parses: the value of a deprecated flag (behaviour 7) for its
/// replacement, the two targets of a preset (behaviour 8); no marker, as no
/// flag of the user's sets those targets. `main`
/// checks that argkind's parse and clap's parse of that argv agree.
fn build_argv(flags: &[Flag], as_clap_sees_it: bool, plain: bool) -> Vec<String> {
    let mut argv = vec!["driver".to_owned(), "model.pb".to_owned()];
    let blocks = flags.len() / BEHAVIOURS;
    for k in 0..ARGV_FLAGS {
        // Twenty different flags, at any size of ten blocks or more.
        let block = (k * 7 + k / BEHAVIOURS) % blocks;
        let i = block * BEHAVIOURS + k % BEHAVIOURS;
        let flag = &flags[i];
        let long = format!("--{}", flag.long);
        match flag.behaviour {
            0 => argv.extend([long, "name".to_owned()]),
            1 => argv.push(format!("{long}=42")),
            5 => argv.extend([long, "pass-a".to_owned(), "pass-b".to_owned()]),
            6 => argv.push(format!("{long}=no")),
            7 | 8 if plain => {}
            7 => {
                argv.extend([long, "3".to_owned()]);
                if as_clap_sees_it {
                    argv.push(format!("--{}=3", flags[i - 6].long));
                }
            }
            8 => {
                argv.push(long);
                if as_clap_sees_it {
                    argv.push(format!("--no-{}", flags[i - 5].long));
                    argv.push(format!("--{}=7", flags[i - 7].long));
                }
            }
            _ => argv.push(long),
        }
    }
    argv
}

/// What every benchmark works on, built once.
struct Fixture {
    flags: Vec<Flag>,
    argv: Vec<String>,
    /// `argv` as argkind hands it to clap.
    rewritten: Vec<String>,
    /// An argv with no deprecated or preset flag.
    plain: Vec<String>,
}

impl Fixture {
    /// The fixture of `n` flags.
    fn new(n: usize) -> Fixture {
        let flags = flags(n);
        let argv = build_argv(&flags, false, false);
        let rewritten = build_argv(&flags, true, false);
        let plain = build_argv(&flags, false, true);
        let fx = Fixture {
            flags,
            argv,
            rewritten,
            plain,
        };
        check_rewritten(&fx);
        fx
    }
}

/// Panics unless clap's parse of `fx.rewritten` with the command argkind
/// prepared gives argkind's values and value sources for every flag: the
/// cost split of the summary compares like with like.
fn check_rewritten(fx: &Fixture) {
    let mut prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
    let ours = prepared.try_get_matches_from(&fx.argv).expect("parses");
    let theirs = prepared
        .command()
        .clone()
        .try_get_matches_from(&fx.rewritten)
        .expect("parses");
    for flag in &fx.flags {
        let raw = |m: &clap::ArgMatches| {
            m.get_raw(flag.id)
                .map(|v| v.map(|v| v.to_os_string()).collect::<Vec<_>>())
        };
        assert_eq!(raw(&ours), raw(&theirs), "flag {}", flag.id);
        assert_eq!(
            ours.value_source(flag.id),
            theirs.value_source(flag.id),
            "flag {}",
            flag.id
        );
    }
}

fn parse(c: &mut Criterion, fx: &Fixture) {
    let mut group = c.benchmark_group("parse");
    group.bench_function("clap", |b| {
        b.iter(|| {
            build_command(&fx.flags)
                .try_get_matches_from(black_box(&fx.argv))
                .expect("parses")
        })
    });
    group.bench_function("argkind", |b| {
        b.iter(|| {
            ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags))
                .try_get_matches_from(black_box(&fx.argv))
                .expect("parses")
        })
    });
    let mut plain = build_command(&fx.flags);
    plain.build();
    group.bench_function("clap-prebuilt", |b| {
        b.iter(|| plain.try_get_matches_from_mut(black_box(&fx.argv)).expect("parses"))
    });
    let mut prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
    group.bench_function("argkind-prebuilt", |b| {
        b.iter(|| prepared.try_get_matches_from(black_box(&fx.argv)).expect("parses"))
    });
    group.finish();
}

fn registry(c: &mut Criterion, fx: &Fixture) {
    let prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
    let mut group = c.benchmark_group("registry");
    group.bench_function("build", |b| b.iter(|| black_box(&prepared).registry()));
    group.finish();
}

fn render(c: &mut Criterion, fx: &Fixture) {
    let prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
    let mut plain = build_command(&fx.flags);
    plain.build();
    let mut hidden = prepared.command().clone();
    hidden.build();
    let mut group = c.benchmark_group("render");
    group.bench_function("help-hidden-list", |b| {
        b.iter(|| black_box(&prepared).render_help_hidden_list(&[]))
    });
    group.bench_function("clap-long-help", |b| b.iter(|| plain.render_long_help()));
    group.bench_function("clap-long-help-prepared", |b| b.iter(|| hidden.render_long_help()));
    group.finish();
}

/// Where criterion writes its estimates: as criterion itself decides, made
/// explicit so that the summary reads the same place.
fn output_directory() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"),
        PathBuf::from,
    );
    target.join("criterion")
}

/// Criterion's median estimate of `group/function`, in nanoseconds.
fn median(dir: &std::path::Path, group: &str, function: &str) -> Option<f64> {
    let path = dir.join(group).join(function).join("new").join("estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let estimates: serde_json::Value = serde_json::from_str(&text).ok()?;
    estimates["median"]["point_estimate"].as_f64()
}

fn show(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else {
        format!("{:.1} µs", ns / 1e3)
    }
}

/// How long a batch of [`rounds`] lasts: several calls of a 3 ms entry point,
/// so that what one side leaves in the caches and the allocator weighs
/// little on the other's batch.
const BATCH: Duration = Duration::from_millis(20);

/// Times a batch of `ours` and a batch of `theirs` right before or after it
/// (alternately), over 51 rounds: the seconds per call of each side, per
/// round. Load from other processes on a shared machine hits both sides of a
/// round alike.
fn rounds(ours: impl FnMut(), theirs: impl FnMut()) -> Vec<(f64, f64)> {
    rounds_of(51, ours, theirs)
}

/// [`rounds`], `n` of them.
fn rounds_of(n: usize, mut ours: impl FnMut(), mut theirs: impl FnMut()) -> Vec<(f64, f64)> {
    let start = Instant::now();
    theirs();
    let once = start.elapsed().as_nanos().max(1);
    let batch = usize::try_from(BATCH.as_nanos() / once).unwrap_or(1).clamp(1, 10_000);
    let time = |f: &mut dyn FnMut()| {
        let start = Instant::now();
        for _ in 0..batch {
            f();
        }
        start.elapsed().as_secs_f64() / batch as f64
    };
    (0..n)
        .map(|round| {
            if round % 2 == 0 {
                let a = time(&mut ours);
                (a, time(&mut theirs))
            } else {
                let b = time(&mut theirs);
                (time(&mut ours), b)
            }
        })
        .collect()
}

/// The ratio of [`interleaved`] over `n` rounds, with its quartiles: a
/// target within a percent or two of 1 needs more rounds than the others,
/// and the quartiles show how far the load of the machine moved it.
fn interleaved_quartiles(n: usize, ours: impl FnMut(), theirs: impl FnMut()) -> (f64, f64, f64) {
    let mut ratios: Vec<f64> = rounds_of(n, ours, theirs).into_iter().map(|(a, b)| a / b).collect();
    ratios.sort_by(f64::total_cmp);
    let at = |q: usize| ratios[(ratios.len() - 1) * q / 4];
    (at(2), at(1), at(3))
}

fn median_of(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The median, over [`rounds`], of the time of `ours` over that of `theirs`.
fn interleaved(ours: impl FnMut(), theirs: impl FnMut()) -> f64 {
    median_of(rounds(ours, theirs).into_iter().map(|(a, b)| a / b).collect())
}

/// The median, over [`rounds`], of the time of `ours` minus that of
/// `theirs`, in seconds per call.
fn difference(ours: impl FnMut(), theirs: impl FnMut()) -> f64 {
    median_of(rounds(ours, theirs).into_iter().map(|(a, b)| a - b).collect())
}

/// Minor page faults of this process so far (Linux), to tell memory the
/// allocator gives back and takes again from the work itself.
fn minor_faults() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name, which is in parentheses: minflt is the
    // 10th field of the line, the 8th after the name.
    stat.rsplit_once(')')?.1.split_whitespace().nth(7)?.parse().ok()
}

/// Minor page faults per call of `f`, over 50 calls.
fn faults_per_call(mut f: impl FnMut()) -> Option<f64> {
    f();
    let before = minor_faults()?;
    for _ in 0..50 {
        f();
    }
    Some((minor_faults()? - before) as f64 / 50.0)
}

/// Prints the ratios of the run just made (and of earlier runs, for
/// benchmarks a filter left out), then the same ratios measured
/// interleaved.
fn summary(dir: &std::path::Path, fx: &Fixture) {
    println!("\nargkind vs clap: {FLAGS} flags, {ARGV_FLAGS}-flag argv");
    // The two sides of a criterion ratio are measured seconds or minutes
    // apart: on a shared machine, load changes in between skew it either
    // way. The targets are judged on the interleaved ratios below.
    println!("criterion medians (each side measured apart; see the interleaved ratios):");
    let rows = [
        (
            "entry point, construction included",
            ("parse", "argkind"),
            ("parse", "clap"),
        ),
        (
            "parse on a prebuilt command",
            ("parse", "argkind-prebuilt"),
            ("parse", "clap-prebuilt"),
        ),
        (
            "--help-hidden-list vs clap long help (as written)",
            ("render", "help-hidden-list"),
            ("render", "clap-long-help"),
        ),
        (
            "--help-hidden-list vs clap long help (prepared)",
            ("render", "help-hidden-list"),
            ("render", "clap-long-help-prepared"),
        ),
    ];
    for (what, (g1, f1), (g2, f2)) in rows {
        match (median(dir, g1, f1), median(dir, g2, f2)) {
            (Some(ours), Some(theirs)) => {
                let ratio = ours / theirs;
                println!("  {what:<52} {:>10} / {:>10} = {ratio:.3}x", show(ours), show(theirs));
            }
            _ => println!("  {what:<52} not measured"),
        }
    }
    match median(dir, "registry", "build") {
        Some(ns) => println!("  {:<52} {:>10}", "registry of 500 flags", show(ns)),
        None => println!("  {:<52} not measured", "registry of 500 flags"),
    }

    println!("interleaved (median ratio of back-to-back batches, robust to load; the targets):");
    let entry = interleaved(
        || {
            let mut cmd = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
            black_box(cmd.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
        },
        || {
            black_box(
                build_command(&fx.flags)
                    .try_get_matches_from(black_box(&fx.argv))
                    .expect("parses"),
            );
        },
    );
    println!(
        "  {:<52} {entry:.3}x{}",
        "entry point, construction included",
        verdict(entry, Some(1.10))
    );
    split(fx);
    let mut prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
    let mut plain = build_command(&fx.flags);
    plain.build();
    let parse = interleaved(
        || {
            black_box(prepared.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
        },
        || {
            black_box(plain.try_get_matches_from_mut(black_box(&fx.argv)).expect("parses"));
        },
    );
    println!("  {:<52} {parse:.3}x", "parse on a prebuilt command");
    let mut hidden = prepared.command().clone();
    hidden.build();
    for (what, theirs) in [("(as written)", &mut plain), ("(prepared)", &mut hidden)] {
        let render = interleaved(
            || {
                black_box(prepared.render_help_hidden_list(&[]));
            },
            || {
                black_box(theirs.render_long_help());
            },
        );
        let what = format!("--help-hidden-list vs clap long help {what}");
        println!("  {what:<52} {render:.3}x{}", verdict(render, Some(1.0)));
    }
}

/// Splits the entry point's cost over plain clap into argkind's own work and
/// clap's, each as a share of plain clap's entry point. argkind's parts are
/// measured directly, each against the same work without it:
///
/// * the declarations: building the `CommandSpec`;
/// * preparing the whole command (`ArgKindCommand::__new_whole`: what `new`
///   makes where the first command line needs it), against moving every
///   argument through clap's `Command::mut_args` unchanged (both sides pay
///   for that move and its memory);
/// * the parse: argv rewriting and parse facts, against clap parsing the
///   prepared command with the argv as argkind rewrote it.
///
/// clap's parts: parsing the prepared command and the rewritten argv (the
/// flags presets and redirects add) against the plain ones, both prebuilt;
/// and `Command::mut_args`, clap's one way to change the arguments of a
/// command, which moves all of them into a new vector (plain clap with and
/// without an unchanging `mut_args`). The page fault counts show whether
/// that second vector costs fresh pages each call in this process (glibc
/// may give them back and take them again).
fn split(fx: &Fixture) {
    let spec = || build_spec(&fx.flags);
    let clap_entry = || {
        black_box(
            build_command(&fx.flags)
                .try_get_matches_from(black_box(&fx.argv))
                .expect("parses"),
        );
    };
    let argkind_entry = || {
        let mut cmd = ArgKindCommand::__new_whole(build_command(&fx.flags), build_spec(&fx.flags));
        black_box(cmd.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
    };
    let base = median_of(rounds(clap_entry, clap_entry).into_iter().map(|(a, _)| a).collect());
    let total = difference(argkind_entry, clap_entry);
    let declarations = difference(
        || {
            black_box(spec());
        },
        || {},
    );
    let preparing = difference(
        || {
            black_box(ArgKindCommand::__new_whole(build_command(&fx.flags), spec()));
        },
        || {
            black_box((build_command(&fx.flags).mut_args(|arg| arg), spec()));
        },
    );
    let mut prepared = ArgKindCommand::__new_whole(build_command(&fx.flags), spec());
    let mut seen = prepared.command().clone();
    seen.build();
    let mut plain = build_command(&fx.flags);
    plain.build();
    let parsing = difference(
        || {
            black_box(prepared.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
        },
        || {
            black_box(seen.try_get_matches_from_mut(black_box(&fx.rewritten)).expect("parses"));
        },
    );
    let added = difference(
        || {
            black_box(seen.try_get_matches_from_mut(black_box(&fx.rewritten)).expect("parses"));
        },
        || {
            black_box(plain.try_get_matches_from_mut(black_box(&fx.argv)).expect("parses"));
        },
    );
    let mut_args = difference(
        || {
            black_box(
                build_command(&fx.flags)
                    .mut_args(|arg| arg)
                    .try_get_matches_from(black_box(&fx.argv))
                    .expect("parses"),
            );
        },
        clap_entry,
    );
    let flags = fx.rewritten.len() - fx.argv.len();
    let rows = [
        ("argkind: declarations (CommandSpec)".to_owned(), declarations),
        ("argkind: preparing the command, its tables".to_owned(), preparing),
        ("argkind: argv rewriting, parse facts".to_owned(), parsing),
        (format!("clap: parsing the {flags} flags presets, redirects add"), added),
        ("clap: Command::mut_args moving every Arg".to_owned(), mut_args),
    ];
    println!(
        "  {:<52} {:+.3}  (sum of the parts {:+.3}; plain clap {})",
        "entry point, cost over plain clap",
        total / base,
        rows.iter().map(|(_, s)| s).sum::<f64>() / base,
        show(base * 1e9)
    );
    for (what, seconds) in rows {
        println!("    {what:<50} {:+.3}", seconds / base);
    }
    let faults = [
        ("plain clap", faults_per_call(clap_entry)),
        (
            "plain clap with an unchanging mut_args",
            faults_per_call(|| {
                black_box(
                    build_command(&fx.flags)
                        .mut_args(|arg| arg)
                        .try_get_matches_from(black_box(&fx.argv))
                        .expect("parses"),
                );
            }),
        ),
        ("argkind", faults_per_call(argkind_entry)),
    ];
    if faults.iter().all(|(_, f)| f.is_some()) {
        let faults: Vec<String> = faults
            .iter()
            .map(|(what, f)| format!("{what} {:.0}", f.unwrap_or_default()))
            .collect();
        println!("    minor page faults per entry point call: {}", faults.join(", "));
    }
}

/// `  (target <= T: met)` or `MISSED`, or nothing without a target.
fn verdict(ratio: f64, target: Option<f64>) -> String {
    match target {
        Some(t) if ratio <= t => format!("  (target <= {t:.2}x: met)"),
        Some(t) => format!("  (target <= {t:.2}x: MISSED)"),
        None => String::new(),
    }
}

/// `--count clap|argkind|argkind-features|clap-derive|argkind-derive|argkind-entry|argkind-derive-entry N
/// [FLAGS [plain]]`: runs the entry point `N` times (`argkind-features`:
/// with response files, a flags variable and the effective-values surface
/// on, unused; `-derive`: on the derive-style command; `-entry`: the
/// derive's entry point, `argkind::try_parse_from`, which prepares the
/// command lightly where the command line lets it; on the fixture of
/// `FLAGS` flags, 500 unless given; on the argv with no special spelling
/// with `plain`, which needs `FLAGS` before it) and nothing else, for an
/// instruction counter. The process builds the 500-flag fixture first
/// whatever `FLAGS` is, so a count means something only less another: with
/// callgrind, the count of 3 calls less that of 1, halved, is one call's
/// worth (README's method):
/// `valgrind --tool=callgrind --callgrind-out-file=/dev/null <bench binary> --count argkind 3 50 plain`.
#[inline(never)]
fn count(fx: &Fixture, side: Option<&str>, times: Option<&String>, plain: bool) {
    let times: usize = times.and_then(|t| t.parse().ok()).unwrap_or(1);
    let argv = if plain { &fx.plain } else { &fx.argv };
    match side {
        Some("argkind-entry") => Derived::stand_for(&fx.flags, build_command),
        Some("argkind-derive-entry") => Derived::stand_for(&fx.flags, build_derive_style),
        Some("argkind-lazy") => Derived::stand_for(&fx.flags, build_command),
        _ => {}
    }
    for _ in 0..times {
        match side {
            // The builder's entry point for a command parsed once.
            Some("argkind-lazy") => lazy_entry(&fx.flags, argv),
            Some("argkind") => {
                let mut cmd = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
                black_box(cmd.try_get_matches_from(black_box(argv)).expect("parses"));
            }
            // The features of the `--sizes` row "unused" turned on.
            Some("argkind-features") => {
                let spec = build_spec(&fx.flags)
                    .response_files()
                    .print_options()
                    .flags_env("ARGKIND_BENCH_UNSET_FLAGS");
                let mut cmd = ArgKindCommand::new(build_command(&fx.flags), spec);
                black_box(cmd.try_get_matches_from(black_box(argv)).expect("parses"));
            }
            Some("argkind-derive") => {
                let mut cmd = ArgKindCommand::new(build_derive_style(&fx.flags), build_spec(&fx.flags));
                black_box(cmd.try_get_matches_from(black_box(argv)).expect("parses"));
            }
            // The derive's entry point, which prepares the command only as
            // far as the command line needs.
            Some("argkind-entry" | "argkind-derive-entry") => derive_entry(argv),
            Some("clap-derive") => {
                black_box(
                    build_derive_style(&fx.flags)
                        .try_get_matches_from(black_box(argv))
                        .expect("parses"),
                );
            }
            _ => {
                black_box(
                    build_command(&fx.flags)
                        .try_get_matches_from(black_box(argv))
                        .expect("parses"),
                );
            }
        }
    }
}

fn main() {
    let fx = Fixture::new(FLAGS);
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--count") {
        // `--count SIDE N [FLAGS [plain]]`: the fixture of FLAGS flags (500
        // unless given), on its argv with no special spelling if `plain`.
        let size = args.get(at + 3).and_then(|n| n.parse().ok());
        let sized = size.map(Fixture::new);
        count(
            sized.as_ref().unwrap_or(&fx),
            args.get(at + 1).map(String::as_str),
            args.get(at + 2),
            args.get(at + 4).is_some_and(|a| a == "plain"),
        );
        return;
    }
    if let Some(at) = args.iter().position(|a| a == "--count-registry") {
        // `--count-registry STYLE N TIMES`: builds the registry TIMES times,
        // for an instruction counter.
        let (build, flags) = style_and_flags(&args[at + 1..]);
        let prepared = ArgKindCommand::new(build(&flags), build_spec(&flags));
        for _ in 0..args[at + 3].parse::<usize>().expect("a count") {
            black_box(black_box(&prepared).registry());
        }
        return;
    }
    if let Some(at) = args.iter().position(|a| a == "--once") {
        // `--once STYLE N SURFACE SIDE`: one call, timed, for a quick look.
        let (build, flags) = style_and_flags(&args[at + 1..]);
        let start = Instant::now();
        if args[at + 4] == "clap" {
            let _ = black_box(build(&flags).try_get_matches_from(["driver", args[at + 3].as_str()]));
        } else {
            let _ = black_box(
                ArgKindCommand::new(build(&flags), build_spec(&flags))
                    .try_get_matches_from(["driver", args[at + 3].as_str()]),
            );
        }
        println!("{:?}", start.elapsed());
        return;
    }
    if args.iter().any(|a| a == "--surfaces") {
        // `--surfaces`: the help surface and registry rows alone.
        surfaces();
        return;
    }
    if args.iter().any(|a| a == "--sizes") {
        // `--sizes`: the entry point's rows by size and the redirects alone.
        sizes();
        redirects();
        return;
    }
    if args.iter().any(|a| a == "--redirects") {
        // `--redirects`: the rows of many redirects alone.
        redirects();
        return;
    }
    if args.iter().any(|a| a == "--sources") {
        // `--sources`: the cost of recording sources on long lists.
        sources();
        return;
    }
    if args.iter().any(|a| a == "--registry-per-flag") {
        // `--registry-per-flag`: the registry rows alone.
        registry_per_flag();
        return;
    }
    let dir = output_directory();
    let mut c = Criterion::default()
        .output_directory(&dir)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(60)
        .without_plots()
        .configure_from_args();
    parse(&mut c, &fx);
    registry(&mut c, &fx);
    render(&mut c, &fx);
    c.final_summary();
    // `cargo test --benches` runs each benchmark once, measuring nothing,
    // and `--profile-time` runs them for a profiler: no summary then.
    if args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a.starts_with("--profile-time")) {
        summary(&dir, &fx);
        sizes();
        redirects();
        surfaces();
    }
}

/// A builder of the command of some flags.
type Build = fn(&[Flag]) -> Command;

thread_local! {
    /// The flags and the command style [`Derived`] stands for.
    static DERIVED: std::cell::RefCell<(Vec<Flag>, Option<Build>)> = const { std::cell::RefCell::new((Vec::new(), None)) };
}

/// A type whose command is a fixture's (set in `DERIVED`), as a derived
/// `Parser` is, for the derive's entry point (`argkind::try_parse_from`),
/// which makes the command itself and may make it again.
struct Derived;

impl Derived {
    /// Makes [`Derived`] stand for `flags` in the style `build`.
    fn stand_for(flags: &[Flag], build: Build) {
        DERIVED.with(|d| *d.borrow_mut() = (flags.to_vec(), Some(build)));
    }
}

impl clap::CommandFactory for Derived {
    fn command() -> Command {
        DERIVED.with(|d| {
            let d = d.borrow();
            (d.1.expect("Derived::stand_for first"))(&d.0)
        })
    }

    fn command_for_update() -> Command {
        Self::command()
    }
}

impl argkind::ArgKinds for Derived {
    fn augment_kinds(spec: &mut CommandSpec) {
        *spec = DERIVED.with(|d| build_spec(&d.borrow().0));
    }
}

impl clap::FromArgMatches for Derived {
    fn from_arg_matches(_: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Ok(Derived)
    }

    fn update_from_arg_matches(&mut self, _: &clap::ArgMatches) -> Result<(), clap::Error> {
        Ok(())
    }
}

/// The derive's entry point (`argkind::try_parse_from`) on the command
/// [`Derived`] stands for, given `argv`.
/// `ArgKindCommand::lazy` of the command [`Derived`] stands for (as a
/// builder application's `fn cli() -> Command`) and the declarations of
/// `flags`, then a parse of `argv`.
fn lazy_entry(flags: &[Flag], argv: &[String]) {
    let mut cmd = ArgKindCommand::lazy(<Derived as clap::CommandFactory>::command, build_spec(flags));
    black_box(cmd.try_get_matches_from(black_box(argv)).expect("parses"));
}

fn derive_entry(argv: &[String]) {
    black_box(argkind::try_parse_from::<Derived>(black_box(argv)).expect("parses"));
}

/// The command builder and the flags that `STYLE N` (the first two of
/// `args`) name: `derive` for the derive-style command, anything else for
/// the one with headings; `N` flags.
fn style_and_flags(args: &[String]) -> (Build, Vec<Flag>) {
    let build: Build = if args[0] == "derive" {
        build_derive_style
    } else {
        build_command
    };
    (build, flags(args[1].parse().expect("a size")))
}

/// The interleaved ratios of the entry point at every size of [`SIZES`]:
/// on the argv with deprecated and preset flags, on one with no special
/// spelling, and the parse alone on a prebuilt command; both argvs again
/// on the derive-style command; and argkind with
/// response files, a flags variable and the effective-values surface
/// turned on but unused against
/// argkind without them.
fn sizes() {
    println!("\nentry point by size (interleaved; construction included):");
    for n in SIZES {
        let fx = Fixture::new(n);
        let entry_of = |build: Build, argv: &[String]| {
            let mut cmd = ArgKindCommand::new(build(&fx.flags), build_spec(&fx.flags));
            black_box(cmd.try_get_matches_from(black_box(argv)).expect("parses"));
        };
        let clap_of = |build: Build, argv: &[String]| {
            black_box(build(&fx.flags).try_get_matches_from(black_box(argv)).expect("parses"));
        };
        let entry = |argv: &[String]| entry_of(build_command, argv);
        // Both argvs through argkind's `ours` against clap's `theirs`, one
        // row each, under `label`.
        let rows = |label: &str, ours: &dyn Fn(&[String]), theirs: &dyn Fn(&[String])| {
            let special = interleaved(|| ours(&fx.argv), || theirs(&fx.argv));
            let plain = interleaved(|| ours(&fx.plain), || theirs(&fx.plain));
            for (argv, ratio, target) in [
                ("deprecated, preset", special, 1.10),
                ("no special spelling", plain, 1.05),
            ] {
                let name = format!("{label}{argv}");
                println!("  {n:>5} flags: {name:<38} {ratio:.3}x{}", verdict(ratio, Some(target)));
            }
        };
        rows("", &entry, &|argv| clap_of(build_command, argv));
        let mut prepared = ArgKindCommand::new(build_command(&fx.flags), build_spec(&fx.flags));
        let mut built = build_command(&fx.flags);
        built.build();
        let prebuilt = interleaved(
            || {
                black_box(prepared.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
            },
            || {
                black_box(built.try_get_matches_from_mut(black_box(&fx.argv)).expect("parses"));
            },
        );
        println!("  {n:>5} flags: {:<38} {prebuilt:.3}x", "parse on a prebuilt command");
        // `ArgKindCommand::lazy`, which prepares the command only as far as
        // the command line needs: a builder application parsing once.
        Derived::stand_for(&fx.flags, build_command);
        rows("lazy, ", &|argv| lazy_entry(&fx.flags, argv), &|argv| {
            clap_of(build_command, argv)
        });
        // The same command as clap's derive writes it: no headings, every
        // argument in one group (which clap's validation looks up for each
        // argument it reads, and which each pair's negation joins).
        rows("derive-style, ", &|argv| entry_of(build_derive_style, argv), &|argv| {
            clap_of(build_derive_style, argv)
        });
        // The derive's own entry point (`argkind::try_parse_from`), which
        // prepares the command only as far as the command line needs, on
        // the derive-style command: what an application that derives its
        // command runs.
        Derived::stand_for(&fx.flags, build_derive_style);
        rows("derive entry point, ", &derive_entry, &|argv| {
            clap_of(build_derive_style, argv)
        });
        // Response files, a flags variable and the effective-values surface
        // turned on but not used (no `@` argument, the variable unset, no
        // `--print-options`), against the same command with them off: both
        // through argkind's entry point.
        let (unused, low, high) = interleaved_quartiles(
            301,
            || {
                let spec = build_spec(&fx.flags)
                    .response_files()
                    .print_options()
                    .flags_env("ARGKIND_BENCH_UNSET_FLAGS");
                let mut cmd = ArgKindCommand::new(build_command(&fx.flags), spec);
                black_box(cmd.try_get_matches_from(black_box(&fx.argv)).expect("parses"));
            },
            || entry(&fx.argv),
        );
        println!(
            "  {n:>5} flags: {:<38} {unused:.3}x{}  (301 rounds; quartiles {low:.3}x to {high:.3}x)",
            "rsp files, flags var, surface, unused",
            verdict(unused, Some(1.02))
        );
    }
}

/// The example driver given 16,000 `--num-neuroncores=1` (a deprecated flag
/// redirected to `--lnc`) through argkind's entry point, against plain
/// clap's derive given 16,000 `--lnc=1` (right-most wins, as argkind makes
/// repeated flags).
fn redirects() {
    use clap::{CommandFactory, FromArgMatches};
    let head = ["neuronx_cc", "compile", "m.pb"].map(str::to_owned);
    let many = |flag: &str| -> Vec<String> {
        head.iter()
            .cloned()
            .chain((0..16_000).map(|_| flag.to_owned()))
            .collect()
    };
    let ours = many("--num-neuroncores=1");
    let theirs = many("--lnc=1");
    let plain = || {
        // Repeated flags are right-most-wins, as argkind makes them.
        let cmd = cli::Cli::command()
            .args_override_self(true)
            .mut_subcommands(|sub| sub.args_override_self(true));
        let matches = cmd.try_get_matches_from(black_box(&theirs)).expect("parses");
        black_box(cli::Cli::from_arg_matches(&matches).expect("parses"));
    };
    // The example records the sources of its values, which costs clap
    // readings of the command line: the redirects alone are measured with
    // recording off, then the example as it is.
    let ratio = interleaved(
        || {
            let mut spec = <cli::Cli as argkind::ArgKinds>::command_spec();
            spec.set_record_sources(false);
            let mut cmd = argkind::ArgKindCommand::new(cli::Cli::command(), spec);
            black_box(argkind::try_parse_with::<cli::Cli>(&mut cmd, black_box(&ours)).expect("parses"));
        },
        plain,
    );
    println!(
        "\n  {:<52} {ratio:.3}x{}",
        "16,000 redirects vs 16,000 plain flags (the example)",
        verdict(ratio, Some(2.0))
    );
    let recorded = interleaved(
        || {
            black_box(argkind::try_parse_from::<cli::Cli>(black_box(&ours)).expect("parses"));
        },
        plain,
    );
    println!("  {:<52} {recorded:.3}x", "the same, the example recording its sources");
    list_redirects();
}

/// Recording sources (`CommandSpec::record_sources`, and asking for each
/// value's source) on two lists given N times, against the same parse
/// recording nothing, interleaved: a driver's `-D` given N times
/// (`-Dm0 -Dm1 ...`), and a global `--plugin` given N times before a
/// subcommand and N times in it. A ratio that does not grow with N is a
/// cost that grows as the command line does.
fn sources() {
    let define = || Command::new("cc").arg(Arg::new("define").short('D').action(ArgAction::Append));
    let plugin = || {
        Command::new("cc")
            .arg(Arg::new("plugin").long("plugin").action(ArgAction::Append).global(true))
            .subcommand(Command::new("run"))
    };
    let defines = |n: usize| -> Vec<String> {
        std::iter::once("cc".to_owned())
            .chain((0..n).map(|i| format!("-Dm{i}")))
            .collect()
    };
    let plugins = |n: usize| -> Vec<String> {
        std::iter::once("cc".to_owned())
            .chain((0..n).map(|i| format!("--plugin=a{i}")))
            .chain(std::iter::once("run".to_owned()))
            .chain((0..n).map(|i| format!("--plugin=b{i}")))
            .collect()
    };
    type Case = (&'static str, fn() -> Command, &'static str, Vec<String>);
    let mut cases: Vec<Case> = Vec::new();
    for n in [1_000, 4_000, 16_000] {
        cases.push(("-D given", define, "define", defines(n)));
    }
    for n in [100, 1_000, 4_000] {
        cases.push((
            "global --plugin given before and after `run`,",
            plugin,
            "plugin",
            plugins(n),
        ));
    }
    println!("\n  recording sources against recording none (interleaved):");
    for (what, cmd, id, argv) in &cases {
        let parse = |record: bool| {
            let spec = CommandSpec::new();
            let spec = if record { spec.record_sources() } else { spec };
            let matches = ArgKindCommand::new(cmd(), spec)
                .try_get_matches_from(black_box(argv))
                .expect("parses");
            black_box(matches.facts().source(id));
        };
        let ratio = interleaved(|| parse(true), || parse(false));
        let times = if *id == "plugin" {
            (argv.len() - 2) / 2
        } else {
            argv.len() - 1
        };
        println!("  {:<60} {ratio:.3}x", format!("{what} {times} times"));
    }
}

/// A file finder's deprecated `--old-exec cmd ;`, redirected to `--exec`,
/// both lists whose occurrences take values up to `;`, given 16,000 times:
/// the redirect passes each occurrence on, right after it. Against plain
/// clap given the same command line with each redirect written out (`--exec
/// a ;` after each occurrence).
fn list_redirects() {
    let list = |id: &'static str| {
        Arg::new(id)
            .long(id)
            .action(ArgAction::Append)
            .num_args(1..)
            .value_terminator(";")
            .allow_hyphen_values(true)
    };
    let cmd = || Command::new("find").arg(list("exec")).arg(list("old-exec"));
    let occurrence = ["--old-exec", "a", ";"];
    let ours: Vec<&str> = std::iter::once("find")
        .chain((0..16_000).flat_map(|_| occurrence))
        .collect();
    let theirs: Vec<&str> = std::iter::once("find")
        .chain((0..16_000).flat_map(|_| occurrence.into_iter().chain(["--exec", "a", ";"])))
        .collect();
    let spec = || CommandSpec::new().arg("old-exec", ArgSpec::new().deprecated_for("exec"));
    // Both read the same occurrences.
    let occurrences = |m: &clap::ArgMatches| m.get_occurrences::<String>("exec").map_or(0, Iterator::count);
    let matches = ArgKindCommand::new(cmd(), spec())
        .try_get_matches_from(&ours)
        .expect("parses");
    assert_eq!(
        occurrences(&matches),
        occurrences(&cmd().try_get_matches_from(&theirs).expect("parses"))
    );
    let ratio = interleaved(
        || {
            let matches = ArgKindCommand::new(cmd(), spec())
                .try_get_matches_from(black_box(&ours))
                .expect("parses");
            black_box(matches);
        },
        || {
            let matches = cmd()
                .args_override_self(true)
                .try_get_matches_from(black_box(&theirs))
                .expect("parses");
            black_box(matches);
        },
    );
    println!(
        "  {:<52} {ratio:.3}x",
        "16,000 list redirects vs their values written out"
    );
}

/// The four help surfaces through the entry point (`ArgKindCommand::new`
/// and the parse of `[bin, SURFACE]`, the command built on both sides)
/// against plain clap's: `-h` against clap's `-h`, the others against
/// clap's `--help`; at every size of [`SIZES`], on the command with help
/// headings and on its derive-style twin (one group, no headings). Then
/// [`registry_per_flag`].
fn surfaces() {
    let styles: [(&str, Build); 2] = STYLES;
    println!("\nhelp surfaces through the entry point (interleaved; construction included):");
    for (style, build) in styles {
        for n in SIZES {
            let flags = flags(n);
            let clap_help = |flag: &str| {
                let err = build(&flags).try_get_matches_from(["driver", flag]).unwrap_err();
                black_box(err.render());
            };
            for (surface, theirs) in [
                ("-h", "-h"),
                ("--help", "--help"),
                ("--help-hidden", "--help"),
                ("--help-hidden-list", "--help"),
            ] {
                let ratio = interleaved(
                    || match ArgKindCommand::new(build(&flags), build_spec(&flags))
                        .try_get_matches_from(["driver", surface])
                    {
                        Err(argkind::Error::Clap(err)) => {
                            black_box(err.render());
                        }
                        Err(argkind::Error::Surface(text, _)) => {
                            black_box(text);
                        }
                        Ok(_) => panic!("{surface} is a surface"),
                    },
                    || clap_help(theirs),
                );
                println!(
                    "  {style:<12} {n:>5} flags: {surface:<18} against clap's {theirs:<7} {ratio:.3}x{}",
                    verdict(ratio, Some(1.10))
                );
            }
        }
    }
    // Where argkind hides nothing, its help is clap's, byte for byte: what
    // remains is the cost of preparing the command.
    for n in SIZES {
        let public = || {
            (0..n).fold(Command::new("driver"), |cmd, i| {
                cmd.arg(
                    Arg::new(format!("f{i:04}"))
                        .long(format!("opt-{i:04}"))
                        .help("Help of a flag, a line of text as long as a usual help line")
                        .help_heading(HEADINGS[i * HEADINGS.len() / n]),
                )
            })
        };
        for flag in ["-h", "--help"] {
            let ratio = interleaved(
                || match ArgKindCommand::new(public(), CommandSpec::new()).try_get_matches_from(["driver", flag]) {
                    Err(argkind::Error::Clap(err)) => {
                        black_box(err.render());
                    }
                    other => panic!("{flag}: not clap's help: {other:?}"),
                },
                || {
                    let err = public().try_get_matches_from(["driver", flag]).unwrap_err();
                    black_box(err.render());
                },
            );
            println!(
                "  all PUBLIC   {n:>5} flags: {flag:<18} against clap's {flag:<7} {ratio:.3}x{}",
                verdict(ratio, Some(1.10))
            );
        }
    }
    registry_per_flag();
}

/// The command styles of the surface and registry rows: with help headings,
/// and its derive-style twin (one group, no headings).
const STYLES: [(&str, Build); 2] = [("headings", build_command), ("derive-style", build_derive_style)];

/// Prints the registry's time per flag at each size of [`SIZES`], on both
/// [`STYLES`], which is flat when building it is linear; with clap's
/// `render_long_help` per flag of the same commands for reference. Then
/// the growth per flag measured interleaved (the registry of N flags
/// against N / 50 registries of 50 flags, back to back; see
/// [`interleaved`]), on which the target (at most 1.5x at 5,000 flags) is
/// judged.
fn registry_per_flag() {
    println!("registry, time per flag (built from a prepared command; linear when flat):");
    for (style, build) in STYLES {
        let prepared: Vec<ArgKindCommand> = SIZES
            .iter()
            .map(|&n| {
                let flags = flags(n);
                ArgKindCommand::new(build(&flags), build_spec(&flags))
            })
            .collect();
        let registry = |at: usize| black_box(black_box(&prepared[at]).registry());
        // Each size timed apart, in its own rounds.
        let per_flag: Vec<f64> = SIZES
            .iter()
            .enumerate()
            .map(|(at, &n)| {
                let build = || {
                    registry(at);
                };
                median_of(rounds(build, build).into_iter().map(|(a, _)| a).collect()) / n as f64
            })
            .collect();
        // Each larger size against as many registries of the smallest as
        // make the same number of flags, interleaved: the growth per flag,
        // which load skews less than times taken apart.
        let interleaved_growth: Vec<f64> = SIZES
            .iter()
            .enumerate()
            .skip(1)
            .map(|(at, &n)| {
                interleaved(
                    || {
                        registry(at);
                    },
                    || {
                        for _ in 0..n / SIZES[0] {
                            registry(0);
                        }
                    },
                )
            })
            .collect();
        // clap's own walk over every argument of the same command, for
        // reference: what reading a command that outgrows the caches costs.
        let clap_per_flag: Vec<f64> = SIZES
            .iter()
            .map(|&n| {
                let flags = flags(n);
                let mut plain = build(&flags);
                plain.build();
                let mut time = || {
                    black_box(plain.render_long_help());
                };
                let start = Instant::now();
                let mut calls = 0u32;
                while start.elapsed() < Duration::from_millis(300) {
                    time();
                    calls += 1;
                }
                start.elapsed().as_secs_f64() / f64::from(calls) / n as f64
            })
            .collect();
        let growth = per_flag[per_flag.len() - 1] / per_flag[0];
        let clap_growth = clap_per_flag[clap_per_flag.len() - 1] / clap_per_flag[0];
        let shown: Vec<String> = SIZES
            .iter()
            .zip(&per_flag)
            .map(|(n, t)| format!("{n} flags {:.0} ns", t * 1e9))
            .collect();
        let interleaved_shown: Vec<String> = SIZES[1..]
            .iter()
            .zip(&interleaved_growth)
            .map(|(n, g)| format!("{n} against 50 {g:.2}x"))
            .collect();
        let judged = interleaved_growth[interleaved_growth.len() - 1];
        println!(
            "  {style:<12} {}; 5,000 against 50: {growth:.2}x (clap's render_long_help per flag: {clap_growth:.2}x)",
            shown.join(", "),
        );
        println!(
            "  {style:<12} per flag, interleaved: {}{}",
            interleaved_shown.join(", "),
            verdict(judged, Some(1.5))
        );
    }
}

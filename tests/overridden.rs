//! A deprecated or preset flag that an argument given after it overrides
//! (`overrides_with`, either way round): clap takes it out of its matches,
//! as it does in plain clap, but what the flag did still stands, as plain
//! clap gives it when the replacement or the preset's targets are typed
//! right after the flag. Each test compares argkind with that plain-clap
//! twin, and checks the warning.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, ArgMatches, Command};
use support::twin;

/// A compiler driver's optimisation flags: `--fast` and `--small` override
/// each other, the old `--quick` (which `--small` overrides) is redirected to
/// `--fast`, and `--O3` presets `--fast` and `--unroll`.
fn driver() -> Command {
    let flag = |id: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue);
    Command::new("cc")
        .arg(flag("fast").overrides_with("small"))
        .arg(flag("small"))
        .arg(flag("quick").overrides_with("small"))
        .arg(flag("O3").overrides_with("small"))
        .arg(flag("unroll"))
        .arg(Arg::new("jobs").long("jobs").overrides_with("old-jobs"))
        .arg(Arg::new("old-jobs").long("old-jobs"))
        .arg(Arg::new("threads").long("threads"))
}

fn spec() -> CommandSpec {
    CommandSpec::new()
        .arg("quick", ArgSpec::new().deprecated_for("fast"))
        .arg("O3", ArgSpec::new().preset("fast", "true").preset("unroll", "true"))
        .arg("old-jobs", ArgSpec::new().deprecated_for("threads"))
}

/// What plain clap gives for `twin`, and argkind for `argv`, with argkind's
/// warnings.
fn both(argv: &[&str], twin: &[&str]) -> (ArgMatches, argkind::Matches) {
    let plain = twin::plain(driver(), twin);
    for m in twin::both_ways(driver, spec, argv) {
        twin::assert_same_flags(&m, &plain, &["fast", "small", "quick", "O3", "unroll"], argv);
        twin::assert_same_values(&m, &plain, &["jobs", "old-jobs", "threads"], argv);
    }
    let lazy = ArgKindCommand::lazy(driver, spec()).try_get_matches_from(argv).unwrap();
    (plain, lazy)
}

#[test]
fn a_redirected_flag_overridden_later_still_sets_its_replacement() {
    // `--small` takes `--quick` (and `--fast`) out; `--fast` stays out,
    // as in plain clap, where it came before `--small` too.
    let (plain, m) = both(&["cc", "--quick", "--small"], &["cc", "--quick", "--fast", "--small"]);
    assert!(plain.get_flag("small") && !plain.get_flag("fast"));
    assert_eq!(m.facts().deprecations().len(), 1);
    assert_eq!(m.facts().deprecations()[0].flag(), "quick");
}

#[test]
fn a_redirected_option_overridden_later_still_sets_its_replacement() {
    let (plain, m) = both(
        &["cc", "--old-jobs", "4", "--jobs", "2"],
        &["cc", "--old-jobs", "4", "--threads=4", "--jobs", "2"],
    );
    assert_eq!(plain.get_one::<String>("threads").map(String::as_str), Some("4"));
    assert_eq!(m.get_one::<String>("threads").map(String::as_str), Some("4"));
    assert_eq!(m.facts().deprecations().len(), 1);
}

#[test]
fn a_preset_flag_overridden_later_keeps_what_it_set_after_it() {
    // `--small` takes `--O3` and `--fast` out; `--unroll` stays set.
    let (plain, m) = both(
        &["cc", "--O3", "--small"],
        &["cc", "--O3", "--fast", "--unroll", "--small"],
    );
    assert!(plain.get_flag("unroll") && !plain.get_flag("fast"));
    assert!(m.get_flag("unroll"));
}

/// A deprecated flag with no replacement is warned of even where an
/// argument given after it took it out of clap's matches.
#[test]
fn a_deprecated_flag_overridden_later_is_warned_of() {
    let cmd = || {
        Command::new("finder")
            .arg(Arg::new("follow").long("follow").action(ArgAction::SetTrue))
            .arg(
                Arg::new("physical")
                    .long("physical")
                    .action(ArgAction::SetTrue)
                    .overrides_with("follow"),
            )
    };
    let spec = || CommandSpec::new().arg("physical", ArgSpec::new().deprecated());
    for mut finder in [ArgKindCommand::new(cmd(), spec()), ArgKindCommand::lazy(cmd, spec())] {
        let m = finder
            .try_get_matches_from(["finder", "--physical", "--follow"])
            .unwrap();
        assert!(m.get_flag("follow") && !m.get_flag("physical"));
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        assert_eq!(warned, ["physical"]);
    }
}

/// A driver whose old `--loud` (a count) is redirected to `-v`, which
/// `--quiet` overrides: plain clap, given `-v` after each `--loud`, keeps
/// only what follows the last `--quiet`.
fn verbosity() -> Command {
    Command::new("cc")
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
        .arg(
            Arg::new("quiet")
                .long("quiet")
                .action(ArgAction::SetTrue)
                .overrides_with("verbose"),
        )
        .arg(Arg::new("include").short('I').long("include").action(ArgAction::Append))
        .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
        .arg(
            Arg::new("no-std")
                .long("no-std")
                .action(ArgAction::SetTrue)
                .overrides_with("include"),
        )
        .arg(Arg::new("old-quiet").long("old-quiet").action(ArgAction::SetTrue))
        .arg(Arg::new("abbrev").long("abbreviated").action(ArgAction::SetTrue))
}

fn verbosity_spec() -> CommandSpec {
    CommandSpec::new()
        .arg("loud", ArgSpec::new().deprecated_for("verbose"))
        .arg("inc", ArgSpec::new().deprecated_for("include"))
        .arg("old-quiet", ArgSpec::new().deprecated())
}

#[test]
fn an_override_between_two_occurrences_of_a_count_redirect_drops_the_first() {
    let plain = twin::plain(verbosity(), &["cc", "--loud", "-v", "--quiet", "--loud", "-v"]);
    assert_eq!(plain.get_count("verbose"), 1);
    for m in twin::both_ways(verbosity, verbosity_spec, &["cc", "--loud", "--quiet", "--loud"]) {
        assert_eq!(m.get_count("verbose"), 1);
    }
}

#[test]
fn an_override_between_two_occurrences_of_a_list_redirect_drops_the_first() {
    let argv = ["cc", "--inc", "a", "--no-std", "--inc", "b"];
    let plain = twin::plain(
        verbosity(),
        &["cc", "--inc", "a", "-I", "a", "--no-std", "--inc", "b", "-I", "b"],
    );
    let expected: Vec<&String> = plain.get_many::<String>("include").unwrap().collect();
    assert_eq!(expected, ["b"]);
    for m in twin::both_ways(verbosity, verbosity_spec, &argv) {
        let include: Vec<&String> = m.get_many::<String>("include").unwrap().collect();
        assert_eq!(include, expected);
    }
}

/// Two deprecated flags redirected to one list, interleaved (`--inc a
/// ... --incdir b --inc c`), with an argument that overrides the list
/// between them: each occurrence is redirected where it stands, as plain
/// clap reads the replacement typed after each, so the override drops
/// what came before it and the rest keep the command line's order.
/// (argkind carried `--inc a` to the later `--incdir b`, past the
/// override: `[a, b, c]`.)
#[test]
fn an_override_between_interleaved_list_redirects_drops_what_came_before_it() {
    let cmd = || verbosity().arg(Arg::new("incdir").long("incdir").action(ArgAction::Append));
    let spec = || verbosity_spec().arg("incdir", ArgSpec::new().deprecated_for("include"));
    for (argv, twin) in [
        (
            &["--inc", "a", "--no-std", "--incdir", "b", "--inc", "c"][..],
            &[
                "--inc", "a", "-I", "a", "--no-std", "--incdir", "b", "-I", "b", "--inc", "c", "-I", "c",
            ][..],
        ),
        (
            &["--inc", "a", "--incdir", "b", "--no-std", "--inc", "c", "--incdir", "d"],
            &[
                "--inc", "a", "-I", "a", "--incdir", "b", "-I", "b", "--no-std", "--inc", "c", "-I", "c", "--incdir",
                "d", "-I", "d",
            ],
        ),
    ] {
        let spelled_out: Vec<&str> = std::iter::once("cc").chain(twin.iter().copied()).collect();
        let plain = twin::plain(cmd(), &spelled_out);
        let expected: Vec<&String> = plain.get_many::<String>("include").unwrap().collect();
        let argv: Vec<&str> = std::iter::once("cc").chain(argv.iter().copied()).collect();
        for m in twin::both_ways(cmd, spec, &argv) {
            let include: Vec<&String> = m.get_many::<String>("include").unwrap().collect();
            assert_eq!(include, expected, "{argv:?}");
        }
    }
}

/// The same through the exact route: a deprecated flag that an argument
/// given after it overrides sends the command line there (clap no longer
/// holds it), where clap's readings of prefixes find each occurrence.
#[test]
fn the_exact_route_applies_a_count_redirect_at_each_occurrence() {
    let cmd = || verbosity().mut_arg("verbose", |a| a.overrides_with("old-quiet"));
    // `-v` (inserted after the second `--loud`) overrides `--old-quiet`;
    // `--quiet` drops the first `--loud`'s `-v`.
    let plain = twin::plain(cmd(), &["cc", "--loud", "-v", "--old-quiet", "--quiet", "--loud", "-v"]);
    assert_eq!(plain.get_count("verbose"), 1);
    assert!(!plain.get_flag("old-quiet"));
    let m = ArgKindCommand::new(cmd(), verbosity_spec())
        .try_get_matches_from(["cc", "--loud", "--old-quiet", "--quiet", "--loud"])
        .unwrap();
    assert_eq!(m.get_count("verbose"), 1);
    let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    // Each warning follows its flag's last occurrence.
    assert_eq!(warned, ["old-quiet", "loud"]);
}

/// Found by the million-case run: where the insertion step's walk cannot
/// follow clap (a word that may be an external subcommand, an
/// abbreviation, a subcommand clap chose where the walk read a value), a
/// deprecated or preset flag clap read and then dropped for an override
/// was not in clap's matches for the check to find.
#[test]
fn an_overridden_flag_after_a_word_that_may_be_an_external_subcommand_still_acts() {
    // `p00` may be an external subcommand of `run`; clap reads it as `run`'s
    // positional, then `step --fat`, which `step`'s positional overrides.
    let cmd = Command::new("root").subcommand(
        Command::new("run")
            .allow_external_subcommands(true)
            .arg(Arg::new("p1"))
            .subcommand(
                Command::new("step")
                    .arg(
                        Arg::new("fat")
                            .long("fat")
                            .action(ArgAction::SetTrue)
                            .overrides_with("p2"),
                    )
                    .arg(Arg::new("p2")),
            ),
    );
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new().subcommand("step", CommandSpec::new().arg("fat", ArgSpec::new().deprecated())),
    );
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "run", "p00", "step", "--fat", "p00"])
        .unwrap();
    let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
    assert_eq!(warned, ["fat"]);
}

#[test]
fn an_overridden_flag_typed_abbreviated_still_acts() {
    // `--fa` abbreviates `--fat` (redirected to `--enable-file`), which the
    // second positional overrides.
    let cmd = Command::new("root")
        .infer_long_args(true)
        .arg(Arg::new("fat").long("fat").action(ArgAction::SetTrue))
        .arg(Arg::new("file").long("file").action(ArgAction::SetTrue))
        .arg(Arg::new("p1"))
        .arg(Arg::new("p2").overrides_with("fat"));
    let spec = CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("file"));
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "--fa", "a", "b"])
        .unwrap();
    assert!(m.get_flag("file") && !m.get_flag("fat"));
    assert_eq!(m.facts().deprecations().len(), 1);
}

#[test]
fn an_overridden_flag_in_a_subcommand_the_walk_took_for_a_value_still_acts() {
    // `run` is a subcommand where the walk took it for a value of
    // `--fast` (`subcommand_precedence_over_arg`); `run`'s `--level`,
    // redirected to the global `--fat`, is overridden by its positional.
    let cmd = Command::new("root")
        .subcommand_precedence_over_arg(true)
        .arg(Arg::new("fast").long("fast").num_args(1..))
        .arg(Arg::new("fat").long("fat").global(true))
        .subcommand(
            Command::new("run")
                .arg(Arg::new("level").long("level").overrides_with("p1"))
                .arg(Arg::new("p1")),
        );
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new().arg("level", ArgSpec::new().deprecated_for("fat")),
    );
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["root", "--fast", "7", "run", "--level=v", "p00"])
        .unwrap();
    assert_eq!(m.get_one::<String>("fat").map(String::as_str), Some("v"));
    assert_eq!(m.facts().deprecations().len(), 1);
}

/// Found by an independent probe: the cases of [`verbosity`] with short
/// clusters and values, each against plain clap's twin (the redirect right
/// after each occurrence).
fn cluster_driver() -> Command {
    Command::new("cc")
        .infer_long_args(true)
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::Count)
                .overrides_with("quiet"),
        )
        .arg(
            Arg::new("quiet")
                .short('q')
                .long("quiet")
                .action(ArgAction::SetTrue)
                .overrides_with("verbose"),
        )
        .arg(Arg::new("loud").short('l').long("loud").action(ArgAction::Count))
        .arg(Arg::new("out").short('o'))
}

#[test]
fn a_count_redirect_in_a_short_cluster_is_applied_after_its_letter() {
    let spec = || CommandSpec::new().arg("loud", ArgSpec::new().deprecated_for("verbose"));
    for (argv, twin) in [
        // `-q` drops the first `-l`'s `--verbose`.
        (
            &["cc", "-lq", "--loud"][..],
            &["cc", "-l", "--verbose", "-q", "--loud", "--verbose"][..],
        ),
        // `-o` takes the next token, after the cluster.
        (
            &["cc", "-lo", "x", "--lo"],
            &["cc", "-l", "--verbose", "-o", "x", "--loud", "--verbose"],
        ),
        (
            &["cc", "-ll", "--loud"],
            &["cc", "-l", "--verbose", "-l", "--verbose", "--loud", "--verbose"],
        ),
    ] {
        let plain = twin::plain(cluster_driver(), twin);
        for m in twin::both_ways(cluster_driver, spec, argv) {
            twin::assert_same_counts(&m, &plain, &["verbose"], argv);
            twin::assert_same_values(&m, &plain, &["out"], argv);
        }
    }
}

/// A list redirect whose replacement is typed later, in a subcommand,
/// passes nothing on: not even at its earlier occurrences (where the
/// replacement would override another list).
#[test]
fn a_list_redirect_whose_replacement_is_typed_later_passes_nothing_on() {
    let list = |id: &'static str| Arg::new(id).long(id).action(ArgAction::Append);
    let cmd = || {
        Command::new("cc")
            .arg(list("fold").global(true))
            .arg(list("fat").global(true).overrides_with("fold"))
            .arg(list("out"))
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("fat"));
    let argv = ["cc", "--fold", "2", "--out=1", "--out=2", "run", "--fat=b"];
    let plain = twin::plain(cmd(), &argv);
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["fold", "fat"], argv);
    }
}

/// Found by the million-case run: a list redirect from a short-only flag
/// given with an attached value (`-a=v`), twice, with an argument between
/// that takes the replacement out (`--fast`, which `--file` overrides).
#[test]
fn a_list_redirect_with_an_attached_value_is_applied_after_each_token() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(
                Arg::new("file")
                    .long("file")
                    .action(ArgAction::Append)
                    .overrides_with("fast"),
            )
            .arg(Arg::new("filter").short('a').action(ArgAction::Append))
            .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
    };
    let spec = || {
        CommandSpec::new()
            .arg("filter", ArgSpec::new().deprecated_for("file"))
            .arg("level", ArgSpec::new().preset("file", "pv"))
    };
    let plain = twin::plain(
        cmd(),
        &[
            "root",
            "--level",
            "--file=pv",
            "-a=v",
            "--file=v",
            "--fast",
            "-a=v",
            "--file=v",
        ],
    );
    assert_eq!(twin::values(&plain, "file"), ["v"]);
    let argv = ["root", "--level", "-a=v", "--fast", "-a=v"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_values(&m, &plain, &["file"], argv);
    }
}

/// Found by the probe: a global count redirect typed twice in the root,
/// its replacement typed between, a subcommand after (clap copies the
/// root's counts into it): the first occurrence passes nothing on.
#[test]
fn a_global_count_redirect_with_its_replacement_typed_between_passes_on_its_last() {
    let global =
        |id: &'static str, short: char| Arg::new(id).long(id).short(short).action(ArgAction::Count).global(true);
    let cmd = || {
        Command::new("cc")
            .arg(global("verbose", 'v'))
            .arg(global("loud", 'l'))
            .subcommand(Command::new("run"))
    };
    let spec = || CommandSpec::new().arg("loud", ArgSpec::new().deprecated_for("verbose"));
    let plain = twin::plain(cmd(), &["cc", "--loud", "-v", "--loud", "--verbose", "run"]);
    assert_eq!(plain.get_count("verbose"), 2);
    for m in twin::both_ways(cmd, spec, &["cc", "--loud", "-v", "--loud", "run"]) {
        assert_eq!(m.get_count("verbose"), 2);
    }
}

/// Found by the probe: two occurrences in one cluster (`-ll`) of a count
/// redirect that overrides an option given after them, on the exact route.
#[test]
fn two_occurrences_in_one_cluster_each_pass_on() {
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("loud")
                    .short('l')
                    .long("loud")
                    .action(ArgAction::Count)
                    .overrides_with("level"),
            )
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
            .arg(Arg::new("level").long("level"))
    };
    let spec = || CommandSpec::new().arg("loud", ArgSpec::new().deprecated_for("verbose"));
    let plain = twin::plain(
        cmd(),
        &[
            "cc",
            "-l",
            "--verbose",
            "-l",
            "--verbose",
            "--level",
            "a",
            "--loud",
            "--verbose",
        ],
    );
    let argv = ["cc", "-ll", "--level", "a", "--loud"];
    for m in twin::both_ways(cmd, spec, &argv) {
        twin::assert_same_counts(&m, &plain, &["verbose"], argv);
        twin::assert_same_values(&m, &plain, &["level"], argv);
    }
}

/// A driver whose `--quick` (a count, `-a`) is redirected to `--enable-out`
/// (a count), and whose `-g` overrides both: global (with a subcommand) or
/// not, and with `infer_long_args` or not.
fn quick_driver(global: bool, infer: bool) -> Command {
    let long = |id: &'static str| Arg::new(id).long(id).global(global);
    let cmd = Command::new("app")
        .infer_long_args(infer)
        .arg(long("enable-out").action(ArgAction::Count).overrides_with("level"))
        .arg(long("quick").short('a').action(ArgAction::Count))
        .arg(
            long("level")
                .short('g')
                .action(ArgAction::SetTrue)
                .overrides_with("quick"),
        );
    if global {
        cmd.subcommand(Command::new("run"))
    } else {
        cmd
    }
}

/// `--quick -aag --quick --quick --quick` as plain clap reads it with the
/// replacement after each occurrence: `-g` drops the first three.
const QUICK_TWIN: &[&str] = &[
    "app",
    "--quick",
    "--enable-out",
    "-a",
    "--enable-out",
    "-a",
    "--enable-out",
    "-g",
    "--quick",
    "--enable-out",
    "--quick",
    "--enable-out",
    "--quick",
    "--enable-out",
];

/// `quick_driver`'s `enable-out` as argkind reads `argv`, and as plain
/// clap reads [`QUICK_TWIN`].
fn quick_counts(global: bool, infer: bool, argv: &[&str]) -> (u8, u8) {
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().deprecated_for("enable-out"));
    let plain = twin::plain(quick_driver(global, false), QUICK_TWIN);
    let m = ArgKindCommand::new(quick_driver(global, infer), spec)
        .try_get_matches_from(argv)
        .unwrap();
    (m.get_count("enable-out"), plain.get_count("enable-out"))
}

/// Found by the probe on this stop's code (correct before it): a count
/// redirect whose earlier occurrences include letters that others of their
/// cluster follow (`-aag`), where an argument between them (`-g`) overrides
/// both the deprecated flag and its replacement. The exact route now splits
/// the cluster after each letter, as the guess does.
#[test]
fn the_exact_route_splits_a_cluster_after_each_occurrence() {
    for (infer, argv) in [
        (false, &["app", "--quick", "-aag", "--quick", "--quick", "--quick"][..]),
        (true, &["app", "--quick", "-aag", "--qui", "--quick", "--qu"]),
    ] {
        let (argkind, twin) = quick_counts(false, infer, argv);
        assert_eq!(twin, 3);
        assert_eq!(argkind, twin, "{argv:?}");
    }
}

/// The same with globals (and subcommands), found by the probe: the exact
/// route carried a global's earlier occurrences to the last, counted in the
/// reading without overrides (5), where plain clap, given the replacement
/// after each, keeps only those after the override. It now applies the
/// redirect at each occurrence of the command that read the last one, whose
/// readings of prefixes hold clap's copy of an enclosing command's count
/// until its own reading sets it (the sentinel says which).
#[test]
fn a_carried_global_count_redirect_overridden_between_its_occurrences() {
    let (argkind, twin) = quick_counts(
        true,
        false,
        &["app", "--quick", "-aag", "--quick", "--quick", "--quick"],
    );
    assert_eq!(twin, 3);
    assert_eq!(argkind, twin);
    // Typed in subcommands, and in the root too.
    let driver = || quick_driver(true, false).mut_subcommand("run", |run| run.subcommand(Command::new("deep")));
    let spec = || CommandSpec::new().arg("quick", ArgSpec::new().deprecated_for("enable-out"));
    let cases: [(&[&str], &[&str]); 3] = [
        (
            &["app", "run", "--quick", "-aag", "--quick", "--quick", "--quick"],
            &[
                "app",
                "run",
                "--quick",
                "--enable-out",
                "-a",
                "--enable-out",
                "-a",
                "--enable-out",
                "-g",
                "--quick",
                "--enable-out",
                "--quick",
                "--enable-out",
                "--quick",
                "--enable-out",
            ],
        ),
        (
            &["app", "--quick", "run", "-aag", "--quick", "--quick"],
            &[
                "app",
                "--quick",
                "--enable-out",
                "run",
                "-a",
                "--enable-out",
                "-a",
                "--enable-out",
                "-g",
                "--quick",
                "--enable-out",
                "--quick",
                "--enable-out",
            ],
        ),
        (
            &["app", "run", "-aa", "deep", "-aga", "--quick"],
            &[
                "app",
                "run",
                "-a",
                "--enable-out",
                "-a",
                "--enable-out",
                "deep",
                "-a",
                "--enable-out",
                "-g",
                "-a",
                "--enable-out",
                "--quick",
                "--enable-out",
            ],
        ),
    ];
    for (argv, twin) in cases {
        let plain = twin::plain(driver(), twin);
        for m in twin::both_ways(driver, spec, argv) {
            twin::assert_same_counts(&m, &plain, &["enable-out"], argv);
        }
    }
}

/// A count or list redirect typed abbreviated and then in full, with an
/// argument between them that overrides the deprecated flag: the guess
/// reads only the full occurrence (it does not know the abbreviation), and
/// clap's count of the flag, cut by the override, matched its own; the
/// abbreviated occurrence passed nothing on. Plain clap, given the
/// replacement after each, keeps both.
#[test]
fn an_abbreviated_occurrence_before_an_override_passes_its_value_on() {
    let counts = || {
        Command::new("app")
            .infer_long_args(true)
            .arg(Arg::new("quiet").long("quiet").action(ArgAction::Count))
            .arg(Arg::new("very").long("very").action(ArgAction::Count))
            .arg(Arg::new("file").action(ArgAction::Append).overrides_with("very"))
    };
    let spec = || CommandSpec::new().arg("very", ArgSpec::new().deprecated_for("quiet"));
    let m = ArgKindCommand::new(counts(), spec())
        .try_get_matches_from(["app", "--ve", "w1", "--very"])
        .unwrap();
    let plain = twin::plain(counts(), &["app", "--very", "--quiet", "w1", "--very", "--quiet"]);
    assert_eq!(plain.get_count("quiet"), 2);
    twin::assert_same_counts(&m, &plain, &["quiet"], ["app", "--ve", "w1", "--very"]);
}

/// Found by the million-case run: a count redirect typed twice, with an
/// argument between them that overrides the deprecated flag and whose
/// alias (`--verb`) the insertion step's walk does not know and takes for
/// a possible abbreviation of the replacement (`--verbose`, under
/// `infer_long_args`), so it carried only the last occurrence. clap's
/// count of `--loud`, which the override took the first out of, agreed
/// with the walk's by chance: the redirect counted 1, plain clap 2.
#[test]
fn an_alias_that_may_abbreviate_the_replacement_between_count_redirects_leaves_the_count() {
    let cmd = || {
        verbosity().arg(
            Arg::new("silent")
                .long("silent")
                .alias("verb")
                .action(ArgAction::SetTrue)
                .overrides_with("loud"),
        )
    };
    let plain = twin::plain(cmd(), &["cc", "--loud", "-v", "--verb", "--loud", "-v"]);
    assert_eq!(plain.get_count("verbose"), 2);
    let argv = ["cc", "--loud", "--verb", "--loud"];
    for m in twin::both_ways(cmd, verbosity_spec, &argv) {
        twin::assert_same_counts(&m, &plain, &["verbose"], argv);
        twin::assert_same_flags(&m, &plain, &["silent"], argv);
    }
}

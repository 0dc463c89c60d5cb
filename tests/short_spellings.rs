//! Deprecated and preset flags given by their short name, alone or in a
//! cluster, behave as their long spelling does (contract S6).

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{value_parser, Arg, ArgAction, Command};
use support::twin;

fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(
            Arg::new("level")
                .short('l')
                .long("level")
                .value_parser(value_parser!(u8)),
        )
        .arg(
            Arg::new("old-level")
                .short('d')
                .long("old-level")
                .value_parser(value_parser!(u8)),
        )
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .arg(
            Arg::new("old-quiet")
                .short('q')
                .long("old-quiet")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("max").short('P').long("max").action(ArgAction::SetTrue))
        .arg(Arg::new("output").short('o').long("output"))
        .arg(Arg::new("old-output").short('O').long("old-output"));
    let spec = CommandSpec::new()
        .arg("old-output", ArgSpec::new().deprecated_for("output"))
        .arg("old-level", ArgSpec::new().deprecated_for("level"))
        .arg("old-quiet", ArgSpec::new().deprecated_for("quiet"))
        .arg("fast", ArgSpec::new().noable())
        .arg("max", ArgSpec::new().preset("level", "3").preset("fast", "true"));
    ArgKindCommand::new(cmd, spec)
}

fn level(argv: &[&str]) -> Option<u8> {
    let m = tool().try_get_matches_from(argv).expect("parses");
    m.get_one::<u8>("level").copied()
}

#[test]
fn a_deprecated_option_by_its_short_warns_and_redirects() {
    for argv in [
        &["tool", "-d", "2"][..],
        &["tool", "-d2"],
        &["tool", "-d=2"],
        &["tool", "-vd", "2"],
        &["tool", "-vd2"],
    ] {
        let m = tool().try_get_matches_from(argv).expect("parses");
        assert_eq!(m.get_one::<u8>("old-level").copied(), Some(2), "{argv:?}");
        assert_eq!(m.get_one::<u8>("level").copied(), Some(2), "{argv:?}");
        let warnings: Vec<String> = m.facts().deprecations().iter().map(ToString::to_string).collect();
        assert_eq!(
            warnings,
            ["warning: --old-level is deprecated and will be removed in a future release. Use --level instead."],
            "{argv:?}"
        );
    }
}

#[test]
fn a_later_replacement_wins_over_a_short_deprecated_option() {
    assert_eq!(level(&["tool", "-d", "2", "--level", "1"]), Some(1));
    assert_eq!(level(&["tool", "-d2", "-l1"]), Some(1));
    assert_eq!(level(&["tool", "-l1", "-d2"]), Some(2));
}

#[test]
fn a_deprecated_flag_in_a_cluster_redirects() {
    let m = tool().try_get_matches_from(["tool", "-vqv"]).expect("parses");
    assert!(m.get_flag("old-quiet"));
    assert!(m.get_flag("quiet"));
    assert_eq!(m.get_count("verbose"), 2);
    assert_eq!(m.facts().deprecations().len(), 1);
}

#[test]
fn a_preset_by_its_short_sets_its_targets_at_its_position() {
    for argv in [&["tool", "-P"][..], &["tool", "-vP"], &["tool", "-Pv"]] {
        let m = tool().try_get_matches_from(argv).expect("parses");
        assert!(m.get_flag("max"), "{argv:?}");
        assert!(m.get_flag("fast"), "{argv:?}");
        assert_eq!(m.get_one::<u8>("level").copied(), Some(3), "{argv:?}");
    }
    assert_eq!(level(&["tool", "-P", "-l", "1"]), Some(1));
    assert_eq!(level(&["tool", "-l", "1", "-P"]), Some(3));
    let m = tool()
        .try_get_matches_from(["tool", "-P", "--no-fast"])
        .expect("parses");
    assert!(!m.get_flag("fast"));
}

#[test]
fn a_value_taking_letter_after_a_preset_keeps_its_value() {
    let m = tool().try_get_matches_from(["tool", "-Po", "out.txt"]).expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("out.txt"));
    assert_eq!(m.get_one::<u8>("level").copied(), Some(3));
    let m = tool().try_get_matches_from(["tool", "-oP"]).expect("parses");
    assert_eq!(m.get_one::<String>("output").map(String::as_str), Some("P"));
    assert!(!m.get_flag("max"), "`P` is the value of -o");
    assert_eq!(m.get_one::<u8>("level").copied(), None);
}

#[test]
fn the_facts_record_the_redirect_and_the_preset() {
    let m = tool().try_get_matches_from(["tool", "-d2", "-P"]).expect("parses");
    for id in ["old-level", "level", "max", "fast"] {
        assert!(m.facts().is_used(id), "{id}");
    }
}

/// A command with a version, a subcommand, a global deprecated option `-g`
/// and a global preset `-G` that sets the noable `--fast` to false.
fn driver() -> ArgKindCommand {
    let cmd = Command::new("driver")
        .version("1.0")
        .arg(Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count))
        .arg(Arg::new("gold").short('g').long("gold").global(true))
        .arg(Arg::new("gnew").long("gnew").global(true))
        .arg(
            Arg::new("fast")
                .short('f')
                .long("fast")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(
            Arg::new("slow")
                .short('G')
                .long("slow")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(Command::new("build").arg(Arg::new("out").short('o').long("out")));
    let spec = CommandSpec::new()
        .arg("gold", ArgSpec::new().deprecated_for("gnew"))
        .arg("fast", ArgSpec::new().noable())
        .arg("slow", ArgSpec::new().preset("fast", "false"));
    ArgKindCommand::new(cmd, spec)
}

/// What `argv` gives on a fresh command and on one that parsed before: the
/// two must agree.
fn both(argv: &[&str]) -> [argkind::Matches; 2] {
    let fresh = driver().try_get_matches_from(argv).expect("parses");
    let mut reused = driver();
    reused.try_get_matches_from(["driver", "build"]).expect("parses");
    let again = reused.try_get_matches_from(argv).expect("parses");
    [fresh, again]
}

#[test]
fn a_global_special_by_its_short_acts_in_a_subcommand_every_time() {
    for argv in [&["driver", "build", "-g", "x"][..], &["driver", "build", "-fgx"]] {
        for m in both(argv) {
            let (_, sub) = m.subcommand().expect("build");
            assert_eq!(sub.get_one::<String>("gnew").map(String::as_str), Some("x"), "{argv:?}");
            assert_eq!(m.facts().deprecations().len(), 1, "{argv:?}");
        }
    }
    for m in both(&["driver", "build", "-fG"]) {
        let (_, sub) = m.subcommand().expect("build");
        assert!(sub.get_flag("slow"));
        assert!(!sub.get_flag("fast"), "the preset comes after -f");
    }
}

#[test]
fn a_letter_after_a_preset_in_its_cluster_wins() {
    for m in both(&["driver", "-Gf"]) {
        assert!(m.get_flag("slow"));
        assert!(m.get_flag("fast"), "-f comes after the preset");
    }
    for m in both(&["driver", "-fG"]) {
        assert!(!m.get_flag("fast"), "the preset comes after -f");
    }
}

#[test]
fn version_before_h_in_a_cluster_is_clap_s_version_every_time() {
    for attempt in 0..2 {
        let mut cmd = driver();
        if attempt == 1 {
            cmd.try_get_matches_from(["driver", "build"]).expect("parses");
        }
        let err = cmd
            .try_get_matches_from(["driver", "-Vh"])
            .expect_err("a display request");
        assert_eq!(err.kind(), clap::error::ErrorKind::DisplayVersion, "attempt {attempt}");
        let err = cmd
            .try_get_matches_from(["driver", "-vh"])
            .expect_err("a display request");
        assert_eq!(err.kind(), clap::error::ErrorKind::DisplayHelp, "attempt {attempt}");
    }
}

#[test]
fn an_empty_attached_value_is_a_value() {
    for argv in [&["tool", "-O="][..], &["tool", "--old-output="], &["tool", "-vO="]] {
        let m = tool().try_get_matches_from(argv).expect("parses");
        assert_eq!(
            m.get_one::<String>("old-output").map(String::as_str),
            Some(""),
            "{argv:?}"
        );
        assert_eq!(m.get_one::<String>("output").map(String::as_str), Some(""), "{argv:?}");
    }
    // The next token is not the value: clap rejects it as it does after
    // the long spelling.
    assert!(tool().try_get_matches_from(["tool", "-O=", "x"]).is_err());
    assert!(tool().try_get_matches_from(["tool", "--old-output=", "x"]).is_err());
}

/// `--help-hidden` writes a flag with no long name as it is typed (`-Z`), and
/// a positional by its id: `--unstable` for `-Z` would be a spelling the
/// command rejects.
#[test]
fn the_hidden_surface_writes_a_short_only_flag_as_it_is_typed() {
    use argkind::{ArgKind, Error};
    let cmd = Command::new("cc")
        .arg(
            Arg::new("unstable")
                .short('Z')
                .action(ArgAction::Append)
                .help("Unstable options"),
        )
        .arg(Arg::new("scratch").help("A scratch file"));
    let spec = CommandSpec::new()
        .arg("unstable", ArgKind::Earg)
        .arg("scratch", ArgKind::Hidden);
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let Err(Error::Surface(text, _)) = cmd.try_get_matches_from(["cc", "--help-hidden"]) else {
        panic!("no surface");
    };
    let text = text.to_string();
    assert!(text.contains("EARG     -Z: Unstable options"), "{text}");
    assert!(text.contains("HIDDEN   scratch: A scratch file"), "{text}");
    assert!(!text.contains("--unstable") && !text.contains("--scratch"), "{text}");
    // The spelling shown is one the command takes.
    assert!(cmd.try_get_matches_from(["cc", "-Z", "x"]).is_ok());
}

/// `-2` is an option and `-3` one whose value is optional, and the
/// positional takes negative numbers: `-2` as a token of its own is a
/// number, so a cluster `-f2` cannot be split after the preset `-f` without
/// changing what clap reads.
fn digits() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").short('f').action(ArgAction::SetTrue))
        .arg(Arg::new("quiet").short('q').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("two").short('2'))
        .arg(Arg::new("three").short('3').num_args(0..=1))
        .arg(Arg::new("nums").num_args(0..).allow_negative_numbers(true));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")))
}

#[test]
fn a_preset_short_before_a_digit_option_ending_its_cluster_is_applied() {
    for argv in [&["tool", "-f2", "7"][..], &["tool", "-q", "-f2", "7"]] {
        let m = digits().try_get_matches_from(argv).expect("parses");
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{argv:?}");
        assert_eq!(m.get_one::<String>("two").map(String::as_str), Some("7"), "{argv:?}");
        assert!(!m.contains_id("nums"), "{argv:?}");
    }
    // `-3` ending the command line takes no value.
    let m = digits().try_get_matches_from(["tool", "-f3"]).expect("parses");
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
    assert_eq!(m.get_many::<String>("three").map(Iterator::count), Some(0));
}

/// `-v` presets `--level` and has no long name, `-k` (no long name either)
/// is deprecated for `--quiet`, `-P` presets `--level` with a long name
/// too, and `-a` takes an optional value that must follow `=`.
fn optional_after() -> (Command, CommandSpec) {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").short('v').action(ArgAction::SetTrue))
        .arg(Arg::new("old-quiet").short('k').action(ArgAction::SetTrue))
        .arg(Arg::new("max").short('P').long("max").action(ArgAction::SetTrue))
        .arg(Arg::new("quiet").long("quiet").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("filter").short('a').num_args(0..=1).require_equals(true));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("level", "3"))
        .arg("max", ArgSpec::new().preset("level", "9"))
        .arg("old-quiet", ArgSpec::new().deprecated_for("quiet"));
    (cmd, spec)
}

/// A special flag's letter before a letter whose optional value follows
/// `=` in the same cluster (`-va=v`): the rest of the cluster is that
/// value, where the flag's letter may come again, and what the flag adds
/// goes right after its letter, as plain clap reads the same command line
/// with those tokens typed there (`-v --level=3 -a=v`).
#[test]
fn a_special_letter_before_an_attached_optional_value_in_its_cluster() {
    for (argv, twin) in [
        (&["tool", "-va=v"][..], &["tool", "-v", "--level=3", "-a=v"][..]),
        (&["tool", "-va=vv"], &["tool", "-v", "--level=3", "-a=vv"]),
        (&["tool", "-ka=k"], &["tool", "-k", "--quiet", "-a=k"]),
        (
            &["tool", "-kva=kv"],
            &["tool", "-k", "--quiet", "-v", "--level=3", "-a=kv"],
        ),
        (&["tool", "-Pa=P"], &["tool", "-P", "--level=9", "-a=P"]),
        (&["tool", "-va=P"], &["tool", "-v", "--level=3", "-a=P"]),
        // Without `=`, `a` takes no value and the next letters are flags.
        (&["tool", "-vaP"], &["tool", "-v", "--level=3", "-a", "-P", "--level=9"]),
    ] {
        let (cmd, spec) = optional_after();
        let plain = twin::plain(cmd.clone(), twin);
        let m = ArgKindCommand::new(cmd, spec)
            .try_get_matches_from(argv)
            .expect("parses");
        twin::assert_same_flags(&m, &plain, &["fast", "old-quiet", "max", "quiet"], argv);
        twin::assert_same_values(&m, &plain, &["level", "filter"], argv);
        let warned = m.facts().deprecations().len();
        assert_eq!(warned, usize::from(plain.get_flag("old-quiet")), "{argv:?}");
    }
}

/// A deprecated flag with only a short name, redirected to a count that a
/// deprecated long flag is redirected to as well: each redirect counts
/// (found by the differential: `root -e --level` counted `fat` once,
/// where the twin, the redirects typed out, counts 2). Each command line
/// is compared with plain clap's reading of it with the replacements
/// typed where the redirects put them.
#[test]
fn a_short_only_deprecated_flag_redirected_to_a_count_counts() {
    let cmd = Command::new("root")
        .arg(Arg::new("fat").long("fat").action(ArgAction::Count))
        .arg(Arg::new("level").long("level").action(ArgAction::SetTrue))
        .arg(Arg::new("lev").short('e').action(ArgAction::SetTrue))
        .arg(Arg::new("x").short('x').action(ArgAction::SetTrue));
    let spec = CommandSpec::new()
        .arg("level", ArgSpec::new().deprecated_for("fat"))
        .arg("lev", ArgSpec::new().deprecated_for("fat"));
    for (argv, twin) in [
        (
            &["root", "-e", "--level"][..],
            &["root", "-e", "--fat", "--level", "--fat"][..],
        ),
        (&["root", "--level", "-e"], &["root", "--level", "--fat", "-e", "--fat"]),
        (
            &["root", "-xe", "--level"],
            &["root", "-xe", "--fat", "--level", "--fat"],
        ),
        (
            &["root", "-ex", "--level"],
            &["root", "-e", "--fat", "-x", "--level", "--fat"],
        ),
        (
            &["root", "-e", "--fat", "--level"],
            &["root", "-e", "--fat", "--level", "--fat"],
        ),
        (&["root", "-e"], &["root", "-e", "--fat"]),
    ] {
        let plain = twin::plain(cmd.clone(), twin);
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .expect("parses");
        twin::assert_same_flags(&m, &plain, &["level", "lev", "x"], argv);
        twin::assert_same_counts(&m, &plain, &["fat"], argv);
    }
}

/// The same cluster read by the exact route (an abbreviated `--qui`, which
/// only clap reads, sends the command line there), where the preset's
/// target has a variable that its value parser rejects, which plain clap
/// never reads with the target given on the command line (`-v --file=true
/// -a=v`). The exact route too must take the rest of the cluster after
/// `a=` for `-a`'s value, not for the flag's letter `v` again (found by the
/// differential: it found no place for the insertion and clap read the
/// variable; then by a mutation run, where no faster test took this
/// route).
#[test]
fn a_preset_letter_before_an_attached_optional_value_on_the_exact_route() {
    let var = "ARGKIND_SHORT_SPELLINGS_FILE";
    std::env::set_var(var, "ev");
    let cmd = Command::new("root")
        .infer_long_args(true)
        .arg(Arg::new("fast").short('v').action(ArgAction::SetTrue))
        .arg(Arg::new("quick").long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(
            Arg::new("file")
                .long("file")
                .value_parser(clap::value_parser!(bool))
                .env(var),
        )
        .arg(Arg::new("filter").short('a').num_args(0..=1).require_equals(true));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("file", "true"))
        .arg("quick", ArgSpec::new().preset("level", "2"));
    for (argv, twin) in [
        (
            &["root", "-va=v", "--qui"][..],
            &["root", "-v", "--file=true", "-a=v", "--quick", "--level=2"][..],
        ),
        (
            &["root", "-va=av", "--qui"],
            &["root", "-v", "--file=true", "-a=av", "--quick", "--level=2"],
        ),
    ] {
        let plain = twin::plain(cmd.clone(), twin);
        let m = ArgKindCommand::new(cmd.clone(), spec.clone())
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        twin::assert_same_flags(&m, &plain, &["fast", "quick"], argv);
        assert_eq!(m.get_one::<bool>("file"), plain.get_one::<bool>("file"), "{argv:?}");
        twin::assert_same_values(&m, &plain, &["level", "filter"], argv);
    }
}

/// Every id's raw values in `m` and its subcommands' matches, argkind's own
/// left out: what a parse read, to compare with a plain-clap twin's.
fn read(m: &clap::ArgMatches) -> Vec<String> {
    let mut out: Vec<String> = m
        .ids()
        .map(clap::Id::as_str)
        .filter(|id| !id.starts_with("argkind-"))
        .map(|id| format!("{id}={:?}", m.get_raw(id).map(|v| v.collect::<Vec<_>>())))
        .collect();
    out.sort();
    if let Some((name, sub)) = m.subcommand() {
        out.extend(read(sub).into_iter().map(|r| format!("{name}: {r}")));
    }
    out
}

/// `argv` read by argkind (`cmd` declared by `spec`, the light reading and
/// the whole command alike) and `twin_argv` by the plain-clap twin (`cmd`
/// with `args_override_self`, as argkind reads it), where what the special
/// flag adds is written out at its position: they must read the same.
fn as_twin(cmd: &Command, spec: &CommandSpec, argv: &[&str], twin_argv: &[&str]) {
    let plain = cmd
        .clone()
        .args_override_self(true)
        .try_get_matches_from(twin_argv)
        .map(|m| read(&m))
        .map_err(|e| e.kind());
    for (way, build) in twin::WAYS {
        let m = build(cmd.clone(), spec.clone()).try_get_matches_from(argv);
        assert_eq!(m.map(|m| read(&m)).map_err(|e| e.kind()), plain, "{way} on {argv:?}");
    }
}

/// A letter after a preset or deprecated one in its cluster is read after
/// what that one adds, as in the twin: `-qa` is `-q --fast -a`, and `-a`,
/// which overrides `--fast`, wins.
#[test]
fn a_later_letter_that_overrides_a_target_wins() {
    let cmd = Command::new("t")
        .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("all")
                .short('a')
                .long("all")
                .action(ArgAction::SetTrue)
                .overrides_with("fast"),
        );
    let preset = CommandSpec::new().arg("quick", ArgSpec::new().preset("fast", "true"));
    as_twin(&cmd, &preset, &["t", "-qa"], &["t", "-q", "--fast", "-a"]);
    let redirect = CommandSpec::new().arg("quick", ArgSpec::new().deprecated_for("fast"));
    as_twin(&cmd, &redirect, &["t", "-qa"], &["t", "-q", "--fast", "-a"]);
    // The later letter a global's (whose matches may be a copy): split by
    // the exact route.
    let global = cmd.mut_arg("all", |a| a.global(true)).subcommand(Command::new("run"));
    as_twin(&global, &preset, &["t", "-qa"], &["t", "-q", "--fast", "-a"]);
}

/// The values of a later letter of the cluster are clap's to read: a
/// negative number under `allow_negative_numbers` is one (`-qd a -1`).
#[test]
fn a_later_letter_keeps_the_values_clap_reads_for_it() {
    let cmd = Command::new("t")
        .allow_negative_numbers(true)
        .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level"))
        .arg(Arg::new("def").short('d').long("def").num_args(1..))
        .arg(Arg::new("files").num_args(0..));
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().preset("level", "2"));
    as_twin(
        &cmd,
        &spec,
        &["t", "-qd", "a", "-1"],
        &["t", "-q", "--level=2", "-d", "a", "-1"],
    );
}

/// A deprecated option whose value is optional and follows `=` leaves the
/// later letters of its cluster to be read as flags (`-kf`): given bare, it
/// passes its default missing value on.
#[test]
fn a_bare_optional_value_letter_before_another_is_redirected() {
    let cmd = Command::new("t")
        .arg(
            Arg::new("kolor")
                .short('k')
                .long("kolor")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("never"),
        )
        .arg(
            Arg::new("color")
                .long("color")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("always"),
        )
        .arg(Arg::new("f").short('f').action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg("kolor", ArgSpec::new().deprecated_for("color"));
    as_twin(&cmd, &spec, &["t", "-kf"], &["t", "-k", "--color=never", "-f"]);
}

/// A token the walk may take for a global preset flag in a subcommand that
/// clap reads as a value there (of a trailing argument) gets nothing
/// inserted: `run x -q` after `-q run` keeps `-q` as a value, the only one.
#[test]
fn a_global_preset_read_as_a_value_in_a_subcommand_adds_nothing_there() {
    let cmd = Command::new("t")
        .arg(
            Arg::new("quick")
                .short('q')
                .long("quick")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("level").long("level").global(true))
        .arg(
            Arg::new("verbose")
                .short('v')
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(Command::new("run").arg(Arg::new("cmd").num_args(1..).trailing_var_arg(true)));
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().preset("level", "5"));
    as_twin(
        &cmd,
        &spec,
        &["t", "-q", "run", "x", "-q"],
        &["t", "-q", "--level=5", "run", "x", "-q"],
    );
    as_twin(
        &cmd,
        &spec,
        &["t", "--quick", "run", "-qe"],
        &["t", "--quick", "--level=5", "run", "-qe"],
    );
    // `run`'s own reading set a global (`-v`), so its matches say what it
    // read itself: not `-q`.
    as_twin(
        &cmd,
        &spec,
        &["t", "-q", "run", "-v", "x", "-q"],
        &["t", "-q", "--level=5", "run", "-v", "x", "-q"],
    );
}

/// Found by a probe: a global count redirect typed in a subcommand in a
/// cluster whose last letter takes `=value` (`-sst=always`, `-t` an
/// option of `install` only). The exact route read the cluster's letters
/// as the root's, where the `s` of `always` is the redirect's letter too,
/// and placed the insertion nowhere: `quiet` 0 where plain clap, given
/// `--quiet` after each `-s`, counts 2.
#[test]
fn a_global_count_redirect_in_a_subcommand_s_cluster_ending_in_a_value_is_applied() {
    let cmd = || {
        Command::new("pkg")
            .arg(
                Arg::new("quiet")
                    .short('q')
                    .long("quiet")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .arg(
                Arg::new("silent")
                    .short('s')
                    .long("silent")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .subcommand(Command::new("install").arg(Arg::new("tag").short('t').long("tag")))
    };
    let spec = || CommandSpec::new().arg("silent", ArgSpec::new().deprecated_for("quiet"));
    let plain = twin::plain(
        cmd(),
        &["pkg", "install", "-s", "--quiet", "-s", "--quiet", "-t=always"],
    );
    let install = |m: &clap::ArgMatches| {
        let install = m.subcommand_matches("install").unwrap();
        (install.get_count("quiet"), install.get_one::<String>("tag").cloned())
    };
    assert_eq!(install(&plain), (2, Some("always".to_owned())));
    let argv = ["pkg", "install", "-sst=always"];
    for m in twin::both_ways(cmd, spec, &argv) {
        assert_eq!(install(&m), install(&plain));
        twin::assert_same_counts(&m, &plain, &["quiet"], argv);
    }
}

/// Found by a probe: a global count redirect (`-L`) typed in `lint`, below
/// `build`, which typed the replacement (`-v`) in a cluster, on a line the
/// exact route reads (a redirect in `build` to an option that an argument
/// there overrides). `lint`'s matches hold clap's copy of `build`'s `-v`,
/// with `build`'s indices, past `-L`'s: the redirect was taken for one
/// whose replacement is typed later, and passed nothing on (`verbose` 2,
/// where plain clap, given `--verbose` after `-L`, keeps `lint`'s 1).
#[test]
fn a_global_count_redirect_below_a_command_that_typed_the_replacement_is_applied() {
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .arg(
                Arg::new("loud")
                    .short('L')
                    .long("loud")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("target").short('t').long("target"))
                    .arg(Arg::new("output").long("output").overrides_with("target"))
                    .arg(Arg::new("out").long("out"))
                    .subcommand(Command::new("lint")),
            )
    };
    let spec = || {
        CommandSpec::new()
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
            .subcommand(
                "build",
                CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("output")),
            )
    };
    let plain = twin::plain(
        cmd(),
        &[
            "cc",
            "build",
            "--out",
            "o",
            "--output=o",
            "-vvtv",
            "lint",
            "-L",
            "--verbose",
        ],
    );
    let counts = |m: &clap::ArgMatches| {
        let build = m.subcommand_matches("build").unwrap();
        let lint = build.subcommand_matches("lint").unwrap();
        [m, build, lint].map(|m| m.get_count("verbose"))
    };
    assert_eq!(counts(&plain), [1, 1, 1]);
    for m in twin::both_ways(cmd, spec, &["cc", "build", "--out", "o", "-vvtv", "lint", "-L"]) {
        assert_eq!(counts(&m), counts(&plain));
    }
}

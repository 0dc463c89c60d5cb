//! S6 *preset*: a flag that sets several others at its position; flags after
//! it win, flags before it are overridden; values go through the target's
//! value parser; an unparsable preset is a definition error.

mod support;

use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::{compile, twin};

#[test]
fn sets_its_targets() {
    let report = compile(&["--enable-experimental-O1"]);
    assert_eq!(report["flags"]["optlevel"], 1);
    assert_eq!(report["flags"]["enable-internal-call-graph"], true);
}

#[test]
fn acts_at_its_position() {
    assert_eq!(compile(&["--enable-experimental-O1", "-O3"])["flags"]["optlevel"], 3);
    assert_eq!(compile(&["-O3", "--enable-experimental-O1"])["flags"]["optlevel"], 1);
    assert_eq!(
        compile(&["--optlevel=3", "--enable-experimental-O1", "--optlevel", "2"])["flags"]["optlevel"],
        2
    );
}

fn preset_cmd(value: &'static str) -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("level")
                .value_parser(clap::value_parser!(u8).range(1..=3)),
        );
    ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", value)),
    )
}

#[test]
fn values_are_parsed_by_the_target_s_value_parser() {
    let m = preset_cmd("3").try_get_matches_from(["tool", "--fast"]).unwrap();
    assert_eq!(m.get_one::<u8>("level"), Some(&3));
    preset_cmd("3").debug_assert();
}

#[test]
#[should_panic(expected = "which its value parser rejects")]
fn an_unparsable_preset_is_a_definition_error() {
    preset_cmd("9").debug_assert();
}

// Targets anywhere: a flag the command parses that another struct or an
// enclosing command declares.

/// `cli` with the globals `--color` (an option) and `--verbose` (a noable
/// flag); `run --plain` presets both by id, `run step --mono` presets
/// `--color` by its long name, two commands up.
fn global_targets() -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("color")
                .long("color")
                .global(true)
                .value_parser(["never", "always", "auto"]),
        )
        .arg(
            Arg::new("verbose")
                .long("verbose")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .subcommand(
            Command::new("run")
                .infer_long_args(true)
                .arg(Arg::new("plain").long("plain").action(ArgAction::SetTrue))
                .subcommand(Command::new("step").arg(Arg::new("mono").long("mono").action(ArgAction::SetTrue))),
        );
    let spec = CommandSpec::new().arg("verbose", ArgSpec::new().noable()).subcommand(
        "run",
        CommandSpec::new()
            .arg(
                "plain",
                ArgSpec::new().preset("color", "never").preset("verbose", "false"),
            )
            .subcommand(
                "step",
                CommandSpec::new().arg("mono", ArgSpec::new().preset("--color", "never")),
            ),
    );
    ArgKindCommand::new(cmd, spec)
}

/// `--color` and `--verbose` as the parse of `argv` with [`global_targets`]
/// holds them, in the root and in the deepest subcommand (clap gives each
/// the same value), and the facts.
fn globals(argv: &[&str]) -> (Option<String>, bool, argkind::Facts) {
    let m = global_targets().try_get_matches_from(argv).unwrap();
    let mut deepest: &clap::ArgMatches = &m;
    while let Some((_, sub)) = deepest.subcommand() {
        deepest = sub;
    }
    let color = deepest.get_one::<String>("color").cloned();
    assert_eq!(m.get_one::<String>("color").cloned(), color, "{argv:?}");
    let verbose = deepest.get_flag("verbose");
    assert_eq!(m.get_flag("verbose"), verbose, "{argv:?}");
    (color, verbose, m.facts().clone())
}

#[test]
fn a_preset_sets_globals_of_the_parent_command() {
    let (color, verbose, facts) = globals(&["cli", "run", "--verbose", "--plain"]);
    assert_eq!(color.as_deref(), Some("never"));
    assert!(!verbose);
    assert!(facts.is_used("color") && facts.is_used("verbose"));
    assert_eq!(facts.replay_all(), ["--plain", "--color=never", "--no-verbose"]);
}

#[test]
fn a_preset_of_a_parent_s_global_acts_at_its_position() {
    let color = |argv: &[&str]| globals(argv).0;
    assert_eq!(
        color(&["cli", "run", "--plain", "--color", "always"]).as_deref(),
        Some("always")
    );
    assert_eq!(
        color(&["cli", "run", "--color", "always", "--plain"]).as_deref(),
        Some("never")
    );
    assert_eq!(
        color(&["cli", "--color=always", "run", "--plain"]).as_deref(),
        Some("never")
    );
    assert!(globals(&["cli", "run", "--plain", "--verbose"]).1);
    assert!(!globals(&["cli", "run", "--verbose", "--plain"]).1);
    // Given in a command below, after the preset, the global wins there too.
    let (color, _, _) = globals(&["cli", "run", "--plain", "step", "--color", "auto"]);
    assert_eq!(color.as_deref(), Some("auto"));
}

#[test]
fn a_preset_sets_a_global_two_commands_up_by_its_long_name() {
    let color = |argv: &[&str]| globals(argv).0;
    assert_eq!(color(&["cli", "run", "step", "--mono"]).as_deref(), Some("never"));
    assert_eq!(
        color(&["cli", "run", "step", "--mono", "--color", "auto"]).as_deref(),
        Some("auto")
    );
    assert_eq!(
        color(&["cli", "--color", "auto", "run", "step", "--color", "always", "--mono"]).as_deref(),
        Some("never")
    );
    let (_, _, facts) = globals(&["cli", "run", "step", "--mono"]);
    assert_eq!(facts.replay_all(), ["--mono", "--color=never"]);
}

#[test]
fn the_exact_route_places_a_preset_of_a_parent_s_global() {
    // `--pla` is `--plain` abbreviated: only clap knows, so argkind asks it.
    let (color, verbose, _) = globals(&["cli", "run", "--verbose", "--pla"]);
    assert_eq!(color.as_deref(), Some("never"));
    assert!(!verbose);
    assert_eq!(
        globals(&["cli", "run", "--pla", "--color", "auto"]).0.as_deref(),
        Some("auto")
    );
}

#[test]
fn a_parent_s_global_target_passes_the_definition_checks() {
    global_targets().debug_assert();
}

#[test]
fn a_preset_names_a_target_by_its_long_name_in_its_own_command() {
    let cmd = Command::new("tool")
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(
            Arg::new("level")
                .long("opt-level")
                .value_parser(clap::value_parser!(u8)),
        );
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("--opt-level", "2"));
    let m = ArgKindCommand::new(cmd, spec)
        .try_get_matches_from(["tool", "--fast"])
        .unwrap();
    assert_eq!(m.get_one::<u8>("level"), Some(&2));
    assert_eq!(m.facts().replay_all(), ["--fast", "--opt-level=2"]);
}

/// The derive: targets in flattened structs (by path) and globals of
/// enclosing commands (by long name).
mod derived {
    use argkind::ArgKinds;
    use clap::{Args, Parser, Subcommand};

    /// Compilation flags, shared by several drivers.
    #[derive(Args, ArgKinds, Debug)]
    pub(super) struct CompileArgs {
        #[arg(short = 'O', long, default_value_t = 0)]
        pub(super) optlevel: u8,
        /// Its clap id is not its field name.
        #[arg(id = "math", long = "fast-math", default_value = "precise")]
        pub(super) fast_math: String,
        #[command(flatten)]
        #[argkind(plain)]
        pub(super) tuning: Tuning,
    }

    /// A flattened struct that does not derive `ArgKinds` (a third party's).
    #[derive(Args, Debug)]
    pub(super) struct Tuning {
        #[arg(long)]
        pub(super) unroll: Option<u32>,
    }

    #[derive(Parser, ArgKinds, Debug)]
    #[command(name = "cc")]
    pub(super) struct Cli {
        #[arg(long, global = true, default_value = "auto")]
        pub(super) color: String,
        #[command(flatten)]
        pub(super) opt: CompileArgs,
        /// -O1, fast maths and unrolling, in one flag.
        #[arg(long)]
        #[argkind(preset(opt.optlevel = 1, opt.fast_math = "fast", opt.tuning.unroll = 4))]
        pub(super) quick: bool,
        #[command(subcommand)]
        pub(super) cmd: Option<Sub>,
    }

    #[derive(Subcommand, ArgKinds, Debug)]
    pub(super) enum Sub {
        Run(Run),
    }

    #[derive(Args, ArgKinds, Debug)]
    pub(super) struct Run {
        #[arg(long)]
        #[argkind(preset("--color" = "never"))]
        pub(super) plain: bool,
        #[command(subcommand)]
        pub(super) step: Option<Step>,
    }

    #[derive(Subcommand, ArgKinds, Debug)]
    pub(super) enum Step {
        Step {
            #[arg(long)]
            #[argkind(preset("--color" = "never"))]
            mono: bool,
        },
    }

    pub(super) fn parse(argv: &[&str]) -> argkind::Parsed<Cli> {
        argkind::try_parse_from::<Cli>(argv).unwrap_or_else(|e| panic!("{argv:?}: {e}"))
    }
}

#[test]
fn a_derived_preset_sets_flags_of_a_flattened_struct_by_path() {
    let parsed = derived::parse(&["cc", "--quick"]);
    let opt = &parsed.value.opt;
    assert_eq!(opt.optlevel, 1);
    assert_eq!(opt.fast_math, "fast");
    assert_eq!(opt.tuning.unroll, Some(4));
    assert!(parsed.facts.is_used("optlevel") && parsed.facts.is_used("math") && parsed.facts.is_used("unroll"));
    assert_eq!(
        parsed.facts.replay_all(),
        ["--quick", "--optlevel=1", "--fast-math=fast", "--unroll=4"]
    );
}

#[test]
fn a_derived_preset_into_a_flattened_struct_acts_at_its_position() {
    assert_eq!(derived::parse(&["cc", "--quick", "-O3"]).value.opt.optlevel, 3);
    assert_eq!(derived::parse(&["cc", "-O3", "--quick"]).value.opt.optlevel, 1);
    let opt = derived::parse(&["cc", "--unroll", "8", "--quick", "--fast-math", "no"])
        .value
        .opt;
    assert_eq!((opt.tuning.unroll, opt.fast_math.as_str()), (Some(4), "no"));
}

#[test]
fn a_derived_preset_sets_a_parent_s_global_by_long_name() {
    assert_eq!(derived::parse(&["cc", "run", "--plain"]).value.color, "never");
    assert_eq!(
        derived::parse(&["cc", "run", "--plain", "--color", "always"])
            .value
            .color,
        "always"
    );
    assert_eq!(
        derived::parse(&["cc", "--color", "always", "run", "--plain"])
            .value
            .color,
        "never"
    );
    assert_eq!(
        derived::parse(&["cc", "run", "--color", "always", "--plain"])
            .value
            .color,
        "never"
    );
}

#[test]
fn a_derived_preset_sets_globals_two_commands_up_by_long_name() {
    let parsed = derived::parse(&["cc", "run", "step", "--mono"]);
    assert_eq!(parsed.value.color, "never");
    assert_eq!(parsed.facts.replay_all(), ["--mono", "--color=never"]);
    let parsed = derived::parse(&["cc", "run", "step", "--mono", "--color=always"]);
    assert_eq!(parsed.value.color, "always");
    argkind::command::<derived::Cli>().debug_assert();
}

/// A path through a flattened struct that derives `ArgKinds` to a field it
/// does not have: the derive cannot see that struct's fields, so building
/// the command says so, naming the path as written.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `opt.opt_level` of `quick` in command `cc` names nothing: no argument of `cc`, and no global argument of an enclosing command, is the field at the path `opt.opt_level` of a flattened struct"
)]
fn a_derived_path_to_a_field_the_flattened_struct_lacks() {
    #[derive(clap::Parser, argkind::ArgKinds)]
    #[command(name = "cc")]
    struct Cli {
        #[command(flatten)]
        opt: derived::CompileArgs,
        #[arg(long)]
        #[argkind(preset(opt.opt_level = 1))]
        quick: bool,
    }
    let _ = argkind::command::<Cli>();
}

/// A long name that only a non-global flag of an enclosing command has.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `--optlevel` of `fast` in command `run` is argument `optlevel` of enclosing command `cc`, which is not global, so `run` does not parse it: make it global"
)]
fn a_derived_long_name_of_a_parent_s_flag_that_is_not_global() {
    #[derive(clap::Parser, argkind::ArgKinds)]
    #[command(name = "cc")]
    struct Cli {
        #[command(flatten)]
        opt: derived::CompileArgs,
        #[command(subcommand)]
        cmd: Sub,
    }
    #[derive(clap::Subcommand, argkind::ArgKinds)]
    enum Sub {
        Run {
            #[arg(long)]
            #[argkind(preset("--optlevel" = 3))]
            fast: bool,
        },
    }
    let _ = argkind::command::<Cli>();
}

/// A preset letter whose list target a later letter of the same short
/// cluster gives: the preset resets the list at its letter, and the later
/// letter adds to it (`-qa d` is `-q -a d`), where a target that is not a
/// list is simply given later (`-qO3`: 3).
#[test]
fn a_preset_letter_before_its_list_target_s_letter_resets_the_list_there() {
    use argkind::{ArgKindCommand, ArgSpec, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    let cmd = Command::new("tool")
        .arg(Arg::new("quick").short('q').long("quick").action(ArgAction::SetTrue))
        .arg(Arg::new("keep").short('k').long("keep").action(ArgAction::SetTrue))
        .arg(Arg::new("app").short('a').long("app").action(ArgAction::Append))
        .arg(Arg::new("opt").short('O').long("opt"));
    let spec = CommandSpec::new().arg("quick", ArgSpec::new().preset("app", "Q").preset("opt", "1"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let cases: &[(&[&str], &[&str], &str)] = &[
        (&["-qa", "d"], &["Q", "d"], "1"),
        (&["-q", "-a", "d"], &["Q", "d"], "1"),
        (&["--app", "a", "-qa", "d"], &["Q", "d"], "1"),
        (&["-kqa", "d"], &["Q", "d"], "1"),
        (&["-qad"], &["Q", "d"], "1"),
        (&["-qa=d", "-O3"], &["Q", "d"], "3"),
        (&["-qO3"], &["Q"], "3"),
        (
            &["--app", "a", "-q", "--app", "b", "-a", "c", "-qa", "d"],
            &["Q", "d"],
            "1",
        ),
    ];
    for (argv, app, opt) in cases {
        let m = cmd
            .try_get_matches_from(["tool"].iter().chain(argv.iter()))
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let got: Vec<&String> = m.get_many::<String>("app").into_iter().flatten().collect();
        assert_eq!(got, *app, "{argv:?}");
        assert_eq!(m.get_one::<String>("opt").map(String::as_str), Some(*opt), "{argv:?}");
    }
}

/// A preset in a command two levels down whose target is a global of the
/// command between (not the root's): it is set in the command that typed
/// the preset, wherever the global stands (found by a mutation run: the
/// distance to the target's command was computed from the wrong end and no
/// test had a target above the root's depth).
#[test]
fn a_preset_targets_a_global_of_the_command_between() {
    let cmd = Command::new("cli").subcommand(
        Command::new("mid")
            .arg(Arg::new("level").long("level").global(true))
            .subcommand(Command::new("leaf").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))),
    );
    let spec = CommandSpec::new().subcommand(
        "mid",
        CommandSpec::new().subcommand(
            "leaf",
            CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")),
        ),
    );
    let mut cmd = ArgKindCommand::new(cmd, spec);
    for (argv, level) in [
        (&["cli", "mid", "leaf", "--fast"][..], "3"),
        (&["cli", "mid", "--level", "1", "leaf", "--fast"], "3"),
        (&["cli", "mid", "leaf", "--fast", "--level", "2"], "2"),
    ] {
        let m = cmd
            .try_get_matches_from(argv)
            .unwrap_or_else(|e| panic!("{argv:?}: {e}"));
        let (_, mid) = m.subcommand().expect("mid");
        let (_, leaf) = mid.subcommand().expect("leaf");
        assert_eq!(
            leaf.get_one::<String>("level").map(String::as_str),
            Some(level),
            "{argv:?}"
        );
    }
}

/// Only an extend flag that a preset targets gets argkind's reset argument
/// in the prepared command (an argument clap must read on every parse); an
/// `Append` option no preset names has none (found by a mutation run: every
/// argument taken for a preset target went unnoticed).
#[test]
fn only_a_preset_target_that_collects_values_gets_a_reset() {
    let cmd = Command::new("tool")
        .arg(Arg::new("pass").long("pass").action(ArgAction::Append))
        .arg(Arg::new("define").long("define").action(ArgAction::Append))
        .arg(Arg::new("all").long("all").action(ArgAction::SetTrue));
    let spec = CommandSpec::new().arg("all", ArgSpec::new().preset("define", "x"));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let resets: Vec<&str> = cmd
        .command()
        .get_arguments()
        .map(|a| a.get_id().as_str())
        .filter(|id| id.starts_with("argkind-reset:"))
        .collect();
    assert_eq!(resets, ["argkind-reset:define"]);
    let m = cmd
        .try_get_matches_from(["tool", "--define", "a", "--pass", "a", "--all"])
        .expect("parses");
    let values = |id: &str| m.get_many::<String>(id).map(|v| v.cloned().collect::<Vec<_>>());
    assert_eq!(values("define"), Some(vec!["x".to_owned()]));
    assert_eq!(values("pass"), Some(vec!["a".to_owned()]));
}

/// A global preset `-f` that sets the global `--filter` and the root's
/// `--quiet`, a root flag `-1`, and a subcommand whose `-y` takes a value.
fn global_preset_and_letters() -> ArgKindCommand {
    let cmd = Command::new("root")
        .arg(Arg::new("verbose").short('v').action(ArgAction::SetTrue))
        .arg(Arg::new("fast").short('f').action(ArgAction::SetTrue).global(true))
        .arg(Arg::new("filter").long("filter").global(true))
        .arg(
            Arg::new("quiet")
                .short('q')
                .long("quiet")
                .action(ArgAction::SetTrue)
                .global(true),
        )
        .arg(Arg::new("one").short('1').action(ArgAction::SetTrue))
        .subcommand(Command::new("run").arg(Arg::new("y").short('y')));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("filter", "pv").preset("quiet", "true"));
    ArgKindCommand::new(cmd, spec)
}

#[test]
fn a_preset_letter_inside_a_subcommand_option_s_value_is_no_occurrence_of_the_preset() {
    // In `run`, `-y` takes `vf1`: its `f` is no `-f`, so the preset acts
    // in the root, where `-vf` gave it.
    let m = global_preset_and_letters()
        .try_get_matches_from(["root", "-vf", "run", "-yvf1"])
        .expect("parses");
    assert!(m.get_flag("quiet"));
    let (_, run) = m.subcommand().expect("run");
    assert_eq!(run.get_one::<String>("y").map(String::as_str), Some("vf1"));
    assert_eq!(run.get_one::<String>("filter").map(String::as_str), Some("pv"));
    // An error later in `run` is the one typed: nothing of the preset went
    // into `run`.
    let Err(err) = global_preset_and_letters().try_get_matches_from(["root", "-vf", "run", "-yvf1", "-z"]) else {
        panic!("accepted");
    };
    assert_eq!(err.kind(), clap::error::ErrorKind::UnknownArgument);
    let text = err.to_string();
    assert!(text.contains("unexpected argument '-z'"), "{text}");
    assert!(!text.contains("--quiet") && !text.contains("--filter"), "{text}");
}

/// A global preset typed in the root and again in a subcommand sets its
/// targets after each, as plain clap reads the targets typed after each
/// command's occurrence: in the root too, where an argument given before it
/// that its target overrides is dropped, and one its target conflicts with
/// is an error. clap's matches hold the subcommand's reading in every
/// command (its value wins), so the root's occurrence is looked for in the
/// part of the command line the root reads.
#[test]
fn a_global_preset_typed_in_two_commands_acts_in_each() {
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("debug")
                    .long("debug")
                    .action(ArgAction::SetTrue)
                    .overrides_with("opt-level"),
            )
            .arg(
                Arg::new("profile")
                    .long("profile")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("opt-level"),
            )
            .arg(Arg::new("opt-level").long("opt-level").short('O').global(true))
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .short('f')
                    .action(ArgAction::SetTrue)
                    .global(true),
            )
            .arg(Arg::new("jobs").long("jobs").short('j').global(true))
            .arg(Arg::new("verbose").long("verbose").short('v').action(ArgAction::Count))
            .arg(Arg::new("loud").long("loud").action(ArgAction::Count))
            .subcommand(Command::new("build"))
    };
    let spec = || {
        CommandSpec::new()
            .arg("fast", ArgSpec::new().preset("opt-level", "3"))
            .arg("loud", ArgSpec::new().deprecated_for("verbose"))
    };
    let cases: [(&[&str], &[&str]); 5] = [
        // With another flag of the root's that inserts: inserted once.
        (
            &["cc", "--loud", "--debug", "--fast", "build", "--fast"],
            &[
                "cc",
                "--loud",
                "--verbose",
                "--debug",
                "--fast",
                "--opt-level=3",
                "build",
                "--fast",
                "--opt-level=3",
            ],
        ),
        (
            &["cc", "--debug", "--fast", "build", "--fast"],
            &[
                "cc",
                "--debug",
                "--fast",
                "--opt-level=3",
                "build",
                "--fast",
                "--opt-level=3",
            ],
        ),
        // Clusters the guess does not follow.
        (
            &["cc", "--debug", "-fj", "2", "build", "-fj2"],
            &[
                "cc",
                "--debug",
                "-f",
                "--opt-level=3",
                "-j",
                "2",
                "build",
                "-f",
                "--opt-level=3",
                "-j2",
            ],
        ),
        (
            &["cc", "--profile", "--fast", "build", "--fast"],
            &[
                "cc",
                "--profile",
                "--fast",
                "--opt-level=3",
                "build",
                "--fast",
                "--opt-level=3",
            ],
        ),
        (
            &["cc", "--debug", "--fast", "--debug", "build", "--fast"],
            &[
                "cc",
                "--debug",
                "--fast",
                "--opt-level=3",
                "--debug",
                "build",
                "--fast",
                "--opt-level=3",
            ],
        ),
    ];
    for (argv, twin) in cases {
        let got = ArgKindCommand::new(cmd(), spec()).try_get_matches_from(argv);
        let twin = cmd().args_override_self(true).try_get_matches_from(twin);
        match (got, twin) {
            (Ok(m), Ok(t)) => {
                assert_eq!(m.get_flag("debug"), t.get_flag("debug"), "{argv:?}");
                assert_eq!(m.get_count("verbose"), t.get_count("verbose"), "{argv:?}");
                assert_eq!(
                    m.get_one::<String>("opt-level"),
                    t.get_one::<String>("opt-level"),
                    "{argv:?}"
                );
            }
            (Err(argkind::Error::Clap(e)), Err(t)) => assert_eq!(e.kind(), t.kind(), "{argv:?}"),
            (got, twin) => panic!("{argv:?}: {:?} against {:?}", got.map(|_| ()), twin.map(|_| ())),
        }
    }
}

/// The same with three commands: a global preset typed in a subcommand
/// and again in the subcommand below it (and in the root), where each
/// command has an argument its target overrides (`--debug`, typed before
/// the preset). Plain clap, given the target after each occurrence, drops
/// `--debug` in each command that typed the preset after it. argkind looks
/// for each command's occurrence in the part of the command line that
/// command reads, a part for each depth: the root's part does not hold the
/// middle command's occurrence.
#[test]
fn a_global_preset_typed_in_three_nested_commands_acts_in_each() {
    let debug = || {
        Arg::new("debug")
            .long("debug")
            .action(ArgAction::SetTrue)
            .overrides_with("opt-level")
    };
    let cmd = || {
        Command::new("cc")
            .arg(debug())
            .arg(Arg::new("opt-level").long("opt-level").short('O').global(true))
            .arg(
                Arg::new("fast")
                    .long("fast")
                    .short('f')
                    .action(ArgAction::SetTrue)
                    .global(true),
            )
            .subcommand(Command::new("build").arg(debug()).subcommand(Command::new("deep")))
    };
    let spec = || CommandSpec::new().arg("fast", ArgSpec::new().preset("opt-level", "3"));
    let cases: [(&[&str], &[&str]); 3] = [
        (
            &["cc", "build", "--debug", "--fast", "deep", "--fast"],
            &[
                "cc",
                "build",
                "--debug",
                "--fast",
                "--opt-level=3",
                "deep",
                "--fast",
                "--opt-level=3",
            ],
        ),
        (
            &[
                "cc", "--debug", "--fast", "build", "--debug", "--fast", "deep", "--fast",
            ],
            &[
                "cc",
                "--debug",
                "--fast",
                "--opt-level=3",
                "build",
                "--debug",
                "--fast",
                "--opt-level=3",
                "deep",
                "--fast",
                "--opt-level=3",
            ],
        ),
        // Typed in the root and the middle command, not in between: the
        // root's `--debug` after the preset stays.
        (
            &["cc", "--fast", "--debug", "build", "--debug", "-f", "deep", "-O1"],
            &[
                "cc",
                "--fast",
                "--opt-level=3",
                "--debug",
                "build",
                "--debug",
                "-f",
                "--opt-level=3",
                "deep",
                "-O1",
            ],
        ),
    ];
    for (argv, spelled_out) in cases {
        let plain = twin::plain(cmd(), spelled_out);
        let (_, plain_build) = plain.subcommand().unwrap();
        let (_, plain_deep) = plain_build.subcommand().unwrap();
        for m in twin::both_ways(cmd, spec, argv) {
            let (_, m_build) = m.subcommand().unwrap();
            let (_, m_deep) = m_build.subcommand().unwrap();
            twin::assert_same_flags(&m, &plain, &["debug"], ("root", argv));
            twin::assert_same_flags(m_build, plain_build, &["debug"], ("build", argv));
            twin::assert_same_values(m_deep, plain_deep, &["opt-level"], argv);
        }
    }
}

/// Found by the million-case run: a global preset flag typed in a
/// subcommand, whose global target's environment variable is not UTF-8,
/// on a command line clap rejects for another reason (here a conflict).
/// With the preset's value typed after the flag, as plain clap is given
/// it, clap never reads the variable and reports the conflict. argkind's
/// exact route looked for the preset flag in readings that stopped at the
/// variable (clap's `InvalidUtf8`, which it did not take for a rejected
/// value, so it kept the variables), lost the flag, and reported the
/// variable.
#[test]
fn a_targets_variable_that_is_not_utf8_does_not_hide_the_real_error() {
    use std::os::unix::ffi::OsStrExt;
    const VARIABLE: &str = "ARGKIND_TEST_PRESET_NOT_UTF8_OUT";
    // No other test reads or writes this variable.
    std::env::set_var(VARIABLE, std::ffi::OsStr::from_bytes(b"a\xffb"));
    let cmd = || {
        Command::new("cc")
            .arg(
                Arg::new("quiet")
                    .long("quiet")
                    .action(ArgAction::SetTrue)
                    .conflicts_with("verbose"),
            )
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("out").long("out").env(VARIABLE).global(true))
                    .arg(
                        Arg::new("release")
                            .long("release")
                            .action(ArgAction::SetTrue)
                            .global(true),
                    )
                    .subcommand(Command::new("lib")),
            )
    };
    let spec = || {
        CommandSpec::new().subcommand(
            "build",
            CommandSpec::new().arg("release", ArgSpec::new().preset("out", "a.out")),
        )
    };
    let plain = cmd()
        .try_get_matches_from([
            "cc",
            "--quiet",
            "--verbose",
            "build",
            "--out=x",
            "lib",
            "--release",
            "--out=a.out",
        ])
        .unwrap_err();
    assert_eq!(plain.kind(), clap::error::ErrorKind::ArgumentConflict);
    let argv = ["cc", "--quiet", "--verbose", "build", "--out=x", "lib", "--release"];
    twin::assert_both_ways_rejected_as(cmd, spec, &argv, plain.kind());

    // Without the conflict, the preset's value stands.
    let m = ArgKindCommand::new(cmd(), spec())
        .try_get_matches_from(["cc", "--quiet", "build", "--out=x", "lib", "--release"])
        .unwrap();
    let lib = m
        .subcommand_matches("build")
        .unwrap()
        .subcommand_matches("lib")
        .unwrap();
    assert_eq!(lib.get_one::<String>("out").unwrap(), "a.out");
}

//! S9: shell completion scripts list PUBLIC flags only, with the negative
//! spellings of PUBLIC pair flags; developer builds may list other tiers,
//! never HARG. Builder API, all five `clap_complete` shells.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Shell, Tiers};
use clap::{Arg, ArgAction, ArgGroup, Command};

mod support;

const SHELLS: [Shell; 5] = [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::Elvish, Shell::PowerShell];

/// A tool with a flag of every tier, pairs, a global, a hidden subcommand
/// and relations that point from public flags to hidden ones.
fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .version("1.0")
        .arg(Arg::new("color").long("color").global(true).help("Colour the output"))
        .arg(
            Arg::new("trace-all")
                .long("trace-all")
                .global(true)
                .action(ArgAction::SetTrue),
        )
        .subcommand(
            Command::new("build")
                .about("Build things")
                .arg(Arg::new("input").help("What to build"))
                .arg(Arg::new("scratch").hide(true).help("A hidden positional"))
                .arg(
                    Arg::new("target")
                        .long("target")
                        .short('t')
                        .help("Target")
                        .conflicts_with("dump"),
                )
                .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).help("Go fast"))
                .arg(
                    Arg::new("fusion")
                        .long("enable-fusion")
                        .action(ArgAction::SetTrue)
                        .help("Fuse"),
                )
                .arg(
                    Arg::new("dump")
                        .long("dump")
                        .visible_alias("dump-dir")
                        .short('d')
                        .requires("target"),
                )
                .arg(Arg::new("keep").long("keep-going").action(ArgAction::SetTrue))
                .arg(Arg::new("remat").long("internal-remat").action(ArgAction::SetTrue))
                .arg(Arg::new("wrap").long("enable-internal-wrap").action(ArgAction::SetTrue))
                .arg(Arg::new("loops").long("enable-loops").action(ArgAction::SetTrue))
                .arg(Arg::new("replay").long("replay-dir").required_unless_present("target"))
                .group(ArgGroup::new("debug").args(["dump", "replay"]).multiple(true)),
        )
        .subcommand(Command::new("secret").hide(true).arg(Arg::new("key").long("key")));
    let spec = CommandSpec::new()
        .arg("trace-all", ArgSpec::new().kind(ArgKind::Earg))
        .subcommand(
            "build",
            CommandSpec::new()
                .arg("scratch", ArgKind::Hidden)
                .arg("fast", ArgSpec::new().noable())
                .arg("fusion", ArgSpec::new().enable_disable())
                .arg("dump", ArgKind::Hidden)
                .arg("keep", ArgSpec::new().kind(ArgKind::Hidden).noable())
                .arg("remat", ArgSpec::new().noable())
                .arg("wrap", ArgSpec::new().enable_disable())
                .arg("loops", ArgKind::Earg)
                .arg("replay", ArgKind::Harg),
        );
    ArgKindCommand::new(cmd, spec)
}

fn script(cmd: &ArgKindCommand, shell: Shell, tiers: Tiers) -> String {
    let mut out = Vec::new();
    cmd.completions_with(shell, "tool", tiers, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Asserts that `ours` completes, in every shell, as plain `clap_complete`
/// completes `twin` with argkind's two PUBLIC help surfaces added as plain
/// global flags (the program named `tool`).
fn completes_as(ours: &ArgKindCommand, twin: Command) {
    let surface = |id: &'static str, help: &'static str, order: usize| {
        Arg::new(id)
            .long(id)
            .action(ArgAction::SetTrue)
            .global(true)
            .display_order(usize::MAX - 2 + order)
            .help(help)
    };
    let mut reference = twin
        .arg(surface(
            "help-hidden",
            "Print help for hidden and experimental flags",
            0,
        ))
        .arg(surface(
            "help-hidden-list",
            "Print the internal flags with their defaults",
            1,
        ));
    for shell in SHELLS {
        let mut expected = Vec::new();
        clap_complete::generate(shell, &mut reference, "tool", &mut expected);
        assert_eq!(
            script(ours, shell, Tiers::PUBLIC),
            String::from_utf8(expected).unwrap(),
            "{shell}"
        );
    }
}

/// Whether the script names `--long` (fish: `-l long`) as a whole word.
fn names(script: &str, shell: Shell, long: &str) -> bool {
    let word = |text: &str, needle: &str| {
        text.match_indices(needle).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + needle.len()..].chars().next();
            let name = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
            !before.is_some_and(name) && !after.is_some_and(name)
        })
    };
    match shell {
        Shell::Fish => word(script, &format!("-l {long}")),
        _ => word(script, &format!("--{long}")),
    }
}

#[test]
fn public_flags_and_their_negations_only() {
    let cmd = tool();
    for shell in SHELLS {
        let text = script(&cmd, shell, Tiers::PUBLIC);
        for shown in [
            "color",
            "target",
            "fast",
            "no-fast",
            "enable-fusion",
            "disable-fusion",
            "help",
            "version",
        ] {
            assert!(names(&text, shell, shown), "{shell}: --{shown} missing:\n{text}");
        }
        for hidden in [
            "trace-all",
            "dump",
            "dump-dir",
            "keep-going",
            "no-keep-going",
            "internal-remat",
            "no-internal-remat",
            "enable-internal-wrap",
            "disable-internal-wrap",
            "enable-loops",
            "replay-dir",
            "key",
        ] {
            assert!(!names(&text, shell, hidden), "{shell}: --{hidden} listed:\n{text}");
        }
        assert!(!text.contains("secret"), "{shell}: hidden subcommand listed:\n{text}");
        assert!(
            !text.contains("SCRATCH") && !text.contains("scratch"),
            "{shell}: hidden positional listed"
        );
    }
}

#[test]
fn developer_builds_list_other_tiers_but_never_harg() {
    let cmd = tool();
    for shell in SHELLS {
        let text = script(&cmd, shell, Tiers::DEVELOPER);
        for shown in [
            "target",
            "no-fast",
            "trace-all",
            "dump",
            "no-keep-going",
            "no-internal-remat",
            "enable-loops",
        ] {
            assert!(names(&text, shell, shown), "{shell}: --{shown} missing:\n{text}");
        }
        assert!(
            text.contains("secret"),
            "{shell}: hidden subcommand missing in a developer build"
        );
        assert!(!names(&text, shell, "replay-dir"), "{shell}: HARG listed:\n{text}");

        let hidden_only = script(&cmd, shell, Tiers::PUBLIC.with(ArgKind::Hidden).with(ArgKind::Harg));
        assert!(names(&hidden_only, shell, "dump") && !names(&hidden_only, shell, "internal-remat"));
        assert!(
            !names(&hidden_only, shell, "replay-dir"),
            "{shell}: HARG listed:\n{hidden_only}"
        );
    }
}

/// Where every flag is PUBLIC, the scripts are plain `clap_complete`'s.
#[test]
fn a_public_command_completes_as_plain_clap_does() {
    let plain = || {
        Command::new("tool")
            .version("1.0")
            .about("A tool")
            .arg(
                Arg::new("verbose")
                    .short('v')
                    .long("verbose")
                    .action(ArgAction::Count)
                    .global(true),
            )
            .subcommand(
                Command::new("build")
                    .visible_alias("b")
                    .arg(Arg::new("input").required(true))
                    .arg(Arg::new("jobs").long("jobs").short('j').help("Parallel jobs"))
                    .arg(
                        Arg::new("mode")
                            .long("mode")
                            .value_parser(["fast", "slow"])
                            .conflicts_with("jobs"),
                    )
                    .arg(Arg::new("extra").last(true).num_args(1..)),
            )
            .subcommand(Command::new("clean").subcommand(Command::new("all")))
    };
    let cmd = ArgKindCommand::new(plain(), CommandSpec::new());
    completes_as(&cmd, plain());
}

/// A command parsed before (so built, its bin name taken from argv[0])
/// completes the same.
#[test]
fn parsing_first_changes_nothing() {
    let fresh = tool();
    let mut used = tool();
    let _ = used.try_get_matches_from(["/usr/bin/other-name", "build", "--target", "x", "--replay-dir", "r"]);
    let _ = used.try_get_matches_from(["/usr/bin/other-name", "secret", "--kye"]);
    for shell in SHELLS {
        assert_eq!(
            script(&fresh, shell, Tiers::PUBLIC),
            script(&used, shell, Tiers::PUBLIC),
            "{shell}"
        );
    }
}

#[test]
fn a_write_error_is_returned() {
    struct Broken;
    impl std::io::Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    for shell in SHELLS {
        let err = tool().completions(shell, "tool", &mut Broken).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::BrokenPipe);
    }
}

#[test]
fn the_surface_command_passes_clap_checks() {
    for tiers in [Tiers::PUBLIC, Tiers::DEVELOPER] {
        tool().surface_command(tiers).debug_assert();
    }
}

/// A negative spelling is described as the negation of its flag, not with
/// the flag's own help (a generator lists an alias with its flag's help,
/// which would describe `--no-fast` as "Go fast"); the flag's help leaves
/// out the `[negation: ...]` note the script already says.
#[test]
fn a_negation_is_described_as_the_negation_of_its_flag() {
    let cmd = tool();
    // bash's scripts carry no descriptions.
    for shell in SHELLS.into_iter().filter(|s| *s != Shell::Bash) {
        let text = script(&cmd, shell, Tiers::PUBLIC);
        for (flag, negation) in [("fast", "no-fast"), ("enable-fusion", "disable-fusion")] {
            let described = format!("Negation of --{flag}");
            assert!(
                text.lines().any(|l| l.contains(negation) && l.contains(&described)),
                "{shell:?}: --{negation} is not described as {described:?}:\n{text}"
            );
            assert!(
                !text
                    .lines()
                    .any(|l| l.contains(negation) && !l.contains(flag) && l.contains("Go fast")),
                "{shell:?}: --{negation} has its flag's help:\n{text}"
            );
        }
        assert!(
            !text.contains("[negation:"),
            "{shell:?}: a negation note is left:\n{text}"
        );
    }
}

/// The command the surfaces render keeps a help flag of the application's
/// own (clap's regenerates only its own `--help`): one beside clap's, and
/// one in its place.
#[test]
fn the_surfaces_keep_an_application_s_own_help_flags() {
    let cmd = Command::new("tool").arg(Arg::new("usage").long("usage").action(ArgAction::Help));
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let longs: Vec<&str> = shown.get_arguments().filter_map(|a| a.get_long()).collect();
    assert!(longs.contains(&"usage"), "{longs:?}");

    let cmd = Command::new("tool")
        .disable_help_flag(true)
        .arg(Arg::new("help").short('?').long("help").action(ArgAction::Help));
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let help = shown
        .get_arguments()
        .find(|a| a.get_id() == "help")
        .expect("a help flag");
    assert_eq!(help.get_short(), Some('?'));
}

/// The same for a version flag of the application's own.
#[test]
fn the_surfaces_keep_an_application_s_own_version_flags() {
    let cmd = Command::new("tool")
        .version("1.0")
        .arg(Arg::new("ver").long("ver").action(ArgAction::Version));
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let longs: Vec<&str> = shown.get_arguments().filter_map(|a| a.get_long()).collect();
    assert!(longs.contains(&"ver"), "{longs:?}");

    let cmd = Command::new("tool").version("1.0").disable_version_flag(true).arg(
        Arg::new("version")
            .short('v')
            .long("version")
            .action(ArgAction::Version),
    );
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let version = shown
        .get_arguments()
        .find(|a| a.get_id() == "version")
        .expect("a version flag");
    assert_eq!(version.get_short(), Some('v'));
}

/// The command the surfaces render keeps the positionals' order where they
/// are declared out of index order.
#[test]
fn the_surfaces_keep_the_order_of_positionals_declared_out_of_order() {
    let cmd = Command::new("tool")
        .arg(Arg::new("second").index(2))
        .arg(Arg::new("first").index(1))
        .arg(Arg::new("level").long("level"));
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let mut positionals: Vec<(usize, &str)> = shown
        .get_positionals()
        .map(|a| (a.get_index().expect("an index"), a.get_id().as_str()))
        .collect();
    positionals.sort();
    assert_eq!(positionals, [(1, "first"), (2, "second")]);
}

/// The command the surfaces render keeps each group with its members of the
/// tiers shown; a required group stays required while it has one, and only
/// then.
#[test]
fn the_surfaces_keep_groups_with_their_shown_members() {
    let cmd = Command::new("tool")
        .arg(Arg::new("a").long("a").action(ArgAction::SetTrue))
        .arg(Arg::new("b").long("b").action(ArgAction::SetTrue))
        .arg(Arg::new("c").long("c").action(ArgAction::SetTrue))
        .arg(Arg::new("d").long("d").action(ArgAction::SetTrue))
        .group(ArgGroup::new("mode").args(["a", "b", "c"]).required(true))
        .group(ArgGroup::new("extra").args(["a", "c"]).multiple(true))
        .group(ArgGroup::new("secret").args(["d"]).required(true));
    let spec = CommandSpec::new().arg("b", ArgKind::Hidden).arg("d", ArgKind::Hidden);
    let shown = ArgKindCommand::new(cmd, spec).surface_command(Tiers::PUBLIC);
    let mode = shown.get_groups().find(|g| g.get_id() == "mode").expect("mode");
    let members: Vec<&str> = mode.get_args().map(|id| id.as_str()).collect();
    assert_eq!(members, ["a", "c"]);
    assert!(mode.is_required_set());
    let extra = shown.get_groups().find(|g| g.get_id() == "extra").expect("extra");
    assert!(!extra.is_required_set());
    let secret = shown.get_groups().find(|g| g.get_id() == "secret").expect("secret");
    assert_eq!(secret.get_args().count(), 0);
    assert!(!secret.is_required_set());
}

/// A subcommand's own global takes its tier from its own declaration, else
/// from the naming rule; not from the declaration of an enclosing command's
/// own argument that has the same id but is no global (clap propagates no
/// global past that command, so the enclosing declaration is not the
/// flag's).
#[test]
fn a_subcommand_s_own_global_takes_no_tier_from_an_enclosing_non_global_of_its_id() {
    let cmd = Command::new("tool").subcommand(
        Command::new("mid")
            .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue))
            .subcommand(
                Command::new("leaf").arg(
                    Arg::new("verbose")
                        .long("verbose")
                        .action(ArgAction::SetTrue)
                        .global(true),
                ),
            ),
    );
    let spec = CommandSpec::new().subcommand("mid", CommandSpec::new().arg("verbose", ArgKind::Hidden));
    let cmd = ArgKindCommand::new(cmd, spec);
    let registry = cmd.registry_of(&["mid", "leaf"]).expect("leaf");
    let kind = registry.get("verbose").expect("leaf's --verbose").kind();
    assert_eq!(kind, ArgKind::Public);
    let shown = cmd.surface_command(Tiers::PUBLIC);
    let mid = shown.find_subcommand("mid").expect("mid");
    assert!(!mid.get_arguments().any(|a| a.get_id() == "verbose"));
    let leaf = mid.find_subcommand("leaf").expect("leaf");
    assert!(leaf.get_arguments().any(|a| a.get_long() == Some("verbose")));
    let help = cmd.render_help(&["mid", "leaf"], false).expect("leaf").to_string();
    assert!(help.contains("--verbose"), "{help}");
}

/// Adding a tier a set already lists keeps it listed: `with` adds, it does
/// not toggle.
#[test]
fn adding_a_tier_a_set_already_lists_keeps_it_listed() {
    for kind in [ArgKind::Public, ArgKind::Hidden, ArgKind::Internal, ArgKind::Earg] {
        let tiers = Tiers::PUBLIC.with(kind);
        assert!(tiers.contains(kind));
        assert_eq!(tiers.with(kind), tiers);
        assert!(Tiers::DEVELOPER.with(kind).contains(kind));
    }
}

/// The command the surfaces render keeps a subcommand's flag spellings
/// (`tool -b`, `tool --build`) and its aliases, the visible ones visible and
/// the hidden ones hidden.
#[test]
fn the_surfaces_keep_a_subcommand_s_aliases_visible_or_hidden() {
    let cmd = Command::new("tool").subcommand(
        Command::new("build")
            .short_flag('b')
            .long_flag("build")
            .short_flag_alias('x')
            .visible_short_flag_alias('y')
            .long_flag_alias("make")
            .visible_long_flag_alias("compile")
            .alias("mk")
            .visible_alias("bd"),
    );
    let source = cmd.clone();
    let source = source.find_subcommand("build").expect("build");
    let shown = ArgKindCommand::new(cmd, CommandSpec::new()).surface_command(Tiers::PUBLIC);
    let copy = shown.find_subcommand("build").expect("build");
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    let shorts = |c: &Command, visible: bool| {
        let all: Vec<String> = if visible {
            c.get_visible_short_flag_aliases().map(String::from).collect()
        } else {
            c.get_all_short_flag_aliases().map(String::from).collect()
        };
        sorted(all)
    };
    let longs = |c: &Command, visible: bool| {
        let all: Vec<String> = if visible {
            c.get_visible_long_flag_aliases().map(str::to_owned).collect()
        } else {
            c.get_all_long_flag_aliases().map(str::to_owned).collect()
        };
        sorted(all)
    };
    let names = |c: &Command, visible: bool| {
        let all: Vec<String> = if visible {
            c.get_visible_aliases().map(str::to_owned).collect()
        } else {
            c.get_all_aliases().map(str::to_owned).collect()
        };
        sorted(all)
    };
    for visible in [true, false] {
        assert_eq!(shorts(copy, visible), shorts(source, visible), "visible: {visible}");
        assert_eq!(longs(copy, visible), longs(source, visible), "visible: {visible}");
        assert_eq!(names(copy, visible), names(source, visible), "visible: {visible}");
    }
    assert_eq!(copy.get_short_flag(), source.get_short_flag());
    assert_eq!(copy.get_long_flag(), source.get_long_flag());
}

/// A subcommand's own global that reuses the id of an enclosing command's
/// global is its own, with its own declaration (none here: PUBLIC), in the
/// registry and on the surfaces, as help shows it, and so is clap's copy of
/// it one command further down; the enclosing global stays the enclosing
/// command's (found by a mutation run: the registry listed the root's
/// HIDDEN record for `build`, and completions left `build --verbose` out).
#[test]
fn a_subcommand_s_own_global_of_an_enclosing_global_s_id_is_its_own() {
    let verbose = |help: &'static str| {
        Arg::new("verbose")
            .long("verbose")
            .action(ArgAction::SetTrue)
            .global(true)
            .help(help)
    };
    let cmd = Command::new("cli")
        .arg(verbose("Root's"))
        .subcommand(
            Command::new("build")
                .arg(verbose("Build's own"))
                .subcommand(Command::new("leaf")),
        )
        .subcommand(Command::new("test"));
    let spec = CommandSpec::new().arg("verbose", ArgKind::Hidden);
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let check = |cmd: &ArgKindCommand, when: &str| {
        for path in [&["build"][..], &["build", "leaf"]] {
            let registry = cmd.registry_of(path).expect("a subcommand");
            let record = registry.get("verbose").expect("--verbose");
            assert_eq!(record.kind(), ArgKind::Public, "{path:?} {when}");
            assert_eq!(record.help(), "Build's own", "{path:?} {when}");
            let help = cmd.render_help(path, false).expect("help").to_string();
            assert!(help.contains("Build's own"), "{path:?} {when}: {help}");
        }
        // The root's and its copy in `test` are the root's HIDDEN flag.
        for path in [&[][..], &["test"]] {
            let registry = cmd.registry_of(path).expect("a command");
            let record = registry.get("verbose").expect("--verbose");
            assert_eq!(record.kind(), ArgKind::Hidden, "{path:?} {when}");
            assert_eq!(record.help(), "Root's", "{path:?} {when}");
        }
        let shown = cmd.surface_command(Tiers::PUBLIC);
        let build = shown.find_subcommand("build").expect("build");
        assert!(build.get_arguments().any(|a| a.get_long() == Some("verbose")), "{when}");
        let leaf = build.find_subcommand("leaf").expect("leaf");
        assert!(leaf.get_arguments().any(|a| a.get_long() == Some("verbose")), "{when}");
        assert!(
            !shown.get_arguments().any(|a| a.get_long() == Some("verbose")),
            "{when}"
        );
    };
    check(&cmd, "before a parse");
    // A parse builds the commands: clap copies the globals down.
    let m = cmd
        .try_get_matches_from(["cli", "build", "leaf", "--verbose"])
        .expect("parses");
    let (_, build) = m.subcommand().expect("build");
    assert!(build.subcommand_matches("leaf").expect("leaf").get_flag("verbose"));
    check(&cmd, "after a parse");
}

/// A negation with a tier of its own and no help of its own is described
/// `Negation of --X`, as a negation that keeps its flag's tier is.
#[test]
fn a_negation_with_a_tier_of_its_own_says_what_it_negates() {
    use argkind::Negation;
    let cmd = Command::new("cc").arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue).help("Go fast"));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().negation(Negation::new().kind(ArgKind::Hidden)));
    let cmd = ArgKindCommand::new(cmd, spec);
    for (shell, line) in [
        (Shell::Zsh, "'--no-fast[Negation of --fast]'"),
        (Shell::Fish, "complete -c tool -l no-fast -d 'Negation of --fast'"),
    ] {
        let text = script(&cmd, shell, Tiers::DEVELOPER);
        assert!(text.contains(line), "{shell:?}:\n{text}");
    }
}

/// A PUBLIC negation without help of its own, of a flag of another tier
/// (HARG, INTERNAL, EARG, HIDDEN): the completions and the man page list
/// the negation, and name the flag in no description of it, where the
/// flag is not listed itself ("Negation of --zap" named it).
#[test]
fn a_public_negation_of_a_hidden_flag_names_it_nowhere() {
    for kind in [ArgKind::Harg, ArgKind::Internal, ArgKind::Earg, ArgKind::Hidden] {
        let cmd = ArgKindCommand::new(
            Command::new("tool").arg(
                Arg::new("zap")
                    .long("zap")
                    .action(ArgAction::SetTrue)
                    .help("Zap things"),
            ),
            CommandSpec::new().arg(
                "zap",
                ArgSpec::new()
                    .kind(kind)
                    .noable()
                    .negation(argkind::Negation::new().kind(ArgKind::Public)),
            ),
        );
        for shell in SHELLS {
            let text = script(&cmd, shell, Tiers::PUBLIC);
            assert!(
                names(&text, shell, "no-zap"),
                "{kind:?} {shell:?}: no --no-zap:\n{text}"
            );
            assert!(!names(&text, shell, "zap"), "{kind:?} {shell:?}: --zap named:\n{text}");
        }
        let mut page = Vec::new();
        cmd.man_page(&mut page).unwrap();
        let page = String::from_utf8(page).unwrap();
        assert!(page.contains("no\\-zap"), "{kind:?}:\n{page}");
        assert!(
            !page.replace("no\\-zap", "").contains("\\-\\-zap"),
            "{kind:?}: --zap named:\n{page}"
        );
    }
}

/// A pair's negation that is an entry of its own (a help of its own)
/// stands right after its flag in the scripts, as a hand-written twin
/// field did: argkind adds it after the application's arguments and its
/// surface flags, and scripts list arguments in the command's order. It
/// came after `--help-hidden-list`.
#[test]
fn a_negation_entry_completes_right_after_its_flag_as_a_twin_did() {
    let flag = |id: &'static str, help: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).help(help);
    let plain = |twins: bool| {
        let cmd = Command::new("ff").arg(flag("follow", "Follow links"));
        let cmd = if twins {
            cmd.arg(flag("no-follow", "Stay on links").overrides_with("follow"))
        } else {
            cmd
        };
        let cmd = cmd.arg(flag("lto", "Link-time optimisation"));
        let cmd = if twins {
            cmd.arg(flag("no-lto", "Negation of --lto").overrides_with("lto"))
        } else {
            cmd
        };
        cmd.arg(Arg::new("depth").long("depth").help("Depth"))
    };
    let spec = CommandSpec::new()
        .arg(
            "follow",
            ArgSpec::new()
                .noable()
                .negation(argkind::Negation::new().help("Stay on links")),
        )
        .arg("lto", ArgSpec::new().noable());
    completes_as(&ArgKindCommand::new(plain(false), spec), plain(true));
}

/// A PUBLIC negation of a HIDDEN pair flag stands in the scripts where its
/// flag stood, as a twin field written there did (it came after argkind's
/// surface flags).
#[test]
fn a_public_negation_of_a_hidden_flag_completes_where_its_flag_stood() {
    let flag = |id: &'static str, help: &'static str| Arg::new(id).long(id).action(ArgAction::SetTrue).help(help);
    let plain = |twin: bool| {
        let cmd = Command::new("cc").arg(flag("alpha", "Alpha"));
        let cmd = if twin {
            cmd.arg(flag("no-fast", "Go slow"))
        } else {
            cmd.arg(flag("fast", "Go fast"))
        };
        cmd.arg(flag("beta", "Beta"))
    };
    let spec = CommandSpec::new().arg(
        "fast",
        ArgSpec::new()
            .kind(ArgKind::Hidden)
            .noable()
            .negation(argkind::Negation::new().kind(ArgKind::Public).help("Go slow")),
    );
    completes_as(&ArgKindCommand::new(plain(false), spec), plain(true));
}

/// A command that allows a missing positional (`[pattern] <path>`) and
/// propagates its version: the surface command keeps both settings (it
/// panicked in clap's check without the first), and completes as plain
/// `clap_complete` completes the command without its EARG flag.
#[test]
fn a_command_that_allows_a_missing_positional_completes_as_plain_clap_does() {
    let plain = support::missing_positional_tool;
    let ours = plain().arg(Arg::new("exp").long("exp").action(ArgAction::SetTrue));
    let cmd = ArgKindCommand::new(ours, CommandSpec::new().arg("exp", ArgKind::Earg));
    completes_as(&cmd, plain());
}

/// A global flag that conflicts with a flag the scripts leave out: the
/// copy they are drawn from drops the conflict (zsh's script asks clap for
/// a global's conflicts as arguments, and panicked on the empty group that
/// stands for the removed one), and completes as plain `clap_complete`
/// completes the command without the hidden flag.
#[test]
fn a_global_conflicting_with_a_hidden_flag_completes_as_plain_clap_does() {
    let global = || {
        Arg::new("b")
            .long("b")
            .action(ArgAction::SetTrue)
            .global(true)
            .help("B")
    };
    let ours = Command::new("tool")
        .arg(Arg::new("a").long("a").action(ArgAction::SetTrue).hide(true))
        .arg(global().conflicts_with("a"));
    let twin = Command::new("tool").arg(global());
    completes_as(&ArgKindCommand::new(ours, CommandSpec::new()), twin);
}

/// A subcommand with a version of its own under a root with none: its
/// `-V` is completed, as plain `clap_complete` does (the copy's root set
/// clap's global "no version flag" on it, and a global relation naming
/// `version` there panicked in clap's check).
#[test]
fn a_subcommand_s_own_version_flag_completes_under_a_root_with_none() {
    let plain = || {
        Command::new("tool")
            .arg(Arg::new("version"))
            .arg(Arg::new("s").long("s").global(true).required_unless_present("version"))
            .subcommand(Command::new("bu").version("1.0"))
    };
    let cmd = ArgKindCommand::new(plain(), CommandSpec::new());
    completes_as(&cmd, plain());
    let mut page = Vec::new();
    cmd.man_page(&mut page).unwrap();
}

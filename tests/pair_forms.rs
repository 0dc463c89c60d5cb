//! Pairs as real command-line tools spell them: a negative-first flag
//! (`--no-ignore`, undone by a hidden `--ignore`), a negation with a name of
//! its own (`--absolute-path` / `--relative-path`), each spelling with a
//! tier and a help text of its own, and clap relations that name the
//! negation by the id a hand-written twin field had. Each through the
//! derive and through the builder API.

use argkind::{ArgKind, ArgKindCommand, ArgKinds, ArgSpec, CommandSpec, Error, Negation};
use clap::{Arg, ArgAction, Command, Parser};

/// A file finder.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "find")]
struct Find {
    /// Show files that ignore files would hide
    #[arg(short = 'I', long)]
    #[argkind(negation(long = "ignore", hidden))]
    no_ignore: bool,

    /// Print absolute paths
    #[arg(short = 'a', long)]
    #[argkind(negation(long = "relative-path", help = "Print paths relative to the current directory"))]
    absolute_path: bool,

    /// Follow symbolic links
    #[arg(short = 'L', long)]
    #[argkind(negation = "no-follow-links")]
    follow: bool,

    /// Search hidden files
    #[arg(short = 'H', long)]
    #[argkind(noable)]
    hidden: bool,

    /// Unrestricted search: as `--no-ignore --hidden`
    #[arg(short = 'u', long, action = ArgAction::Count, overrides_with_all = ["no_hidden", "ignore"])]
    unrestricted: u8,
}

fn find(args: &[&str]) -> Find {
    let argv = std::iter::once("find").chain(args.iter().copied());
    argkind::try_parse_from::<Find>(argv).unwrap().value
}

fn find_text(args: &[&str]) -> String {
    let argv = std::iter::once("find").chain(args.iter().copied());
    match argkind::try_parse_from::<Find>(argv) {
        Err(Error::Surface(text, _)) => text.to_string(),
        Err(Error::Clap(err)) => err.to_string(),
        Ok(parsed) => panic!("{args:?} parsed: {:?}", parsed.value),
    }
}

/// The builder twin of `Find`, with the same declarations.
fn find_builder() -> ArgKindCommand {
    let flag = |id: &'static str, long: &'static str, short: char| {
        Arg::new(id).long(long).short(short).action(ArgAction::SetTrue)
    };
    let cmd = Command::new("find")
        .about("A file finder")
        .arg(flag("no_ignore", "no-ignore", 'I').help("Show files that ignore files would hide"))
        .arg(flag("absolute_path", "absolute-path", 'a').help("Print absolute paths"))
        .arg(flag("follow", "follow", 'L').help("Follow symbolic links"))
        .arg(flag("hidden", "hidden", 'H').help("Search hidden files"))
        .arg(
            Arg::new("unrestricted")
                .long("unrestricted")
                .short('u')
                .action(ArgAction::Count)
                .overrides_with_all(["no_hidden", "ignore"])
                .help("Unrestricted search: as `--no-ignore --hidden`"),
        );
    let spec = CommandSpec::new()
        .arg(
            "no_ignore",
            ArgSpec::new().negation(Negation::new().long("ignore").kind(ArgKind::Hidden)),
        )
        .arg(
            "absolute_path",
            ArgSpec::new().negation(
                Negation::new()
                    .long("relative-path")
                    .help("Print paths relative to the current directory"),
            ),
        )
        .arg(
            "follow",
            ArgSpec::new().negation(Negation::new().long("no-follow-links")),
        )
        .arg("hidden", ArgSpec::new().noable());
    ArgKindCommand::new(cmd, spec)
}

fn builder_flags(args: &[&str]) -> [bool; 4] {
    let argv = std::iter::once("find").chain(args.iter().copied());
    let m = find_builder().try_get_matches_from(argv).unwrap();
    ["no_ignore", "absolute_path", "follow", "hidden"].map(|id| m.get_flag(id))
}

fn derive_flags(args: &[&str]) -> [bool; 4] {
    let f = find(args);
    [f.no_ignore, f.absolute_path, f.follow, f.hidden]
}

#[test]
fn a_negative_first_flag_is_undone_by_its_hidden_positive_spelling() {
    for flags in [derive_flags, builder_flags] {
        assert!(flags(&["-I"])[0]);
        assert!(flags(&["--no-ignore"])[0]);
        assert!(!flags(&["-I", "--ignore"])[0], "the last spelling wins");
        assert!(flags(&["--ignore", "-I"])[0]);
        assert!(!flags(&[])[0]);
    }
}

#[test]
fn a_negation_with_a_name_of_its_own_turns_the_flag_off() {
    for flags in [derive_flags, builder_flags] {
        assert!(!flags(&["-a", "--relative-path"])[1]);
        assert!(flags(&["--relative-path", "-a"])[1]);
        assert!(!flags(&["-L", "--no-follow-links"])[2]);
        assert!(!flags(&["-H", "--no-hidden"])[3]);
    }
}

#[test]
fn a_value_on_a_negation_of_its_own_is_a_clap_error() {
    let err = argkind::try_parse_from::<Find>(["find", "--relative-path=yes"]).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(
        err.to_string()
            .starts_with("error: unexpected value 'yes' for '--relative-path'"),
        "{err}"
    );
}

#[test]
fn each_spelling_is_shown_where_its_tier_is() {
    let help = find_text(&["--help"]);
    assert!(help.contains("-I, --no-ignore"), "{help}");
    assert!(
        !help.contains("--ignore "),
        "the HIDDEN negation is not in --help:\n{help}"
    );
    assert!(
        help.contains("--relative-path") && help.contains("Print paths relative to the current directory"),
        "a negation with its own help has its own entry:\n{help}"
    );
    assert!(
        !help.contains("[negation: --relative-path]"),
        "and is not also noted in its flag's entry:\n{help}"
    );
    assert!(
        help.contains("Follow symbolic links [negation: --no-follow-links]"),
        "a negation without help of its own is noted in its flag's entry:\n{help}"
    );
    assert!(help.contains("Search hidden files [negation: --no-hidden]"), "{help}");
    let hidden = find_text(&["--help-hidden"]);
    assert!(hidden.contains("--ignore: MISSING HELP"), "{hidden}");
    assert!(!hidden.contains("--no-ignore"), "{hidden}");
    // The builder draws the same help.
    let builder = find_builder()
        .try_get_matches_from(["find", "--help"])
        .unwrap_err()
        .to_string();
    assert_eq!(builder, help);
}

/// The hidden surfaces name the negation of a pair of their tier as
/// `--help` names a PUBLIC pair's, where it is no entry of its own.
#[test]
fn the_hidden_surfaces_note_a_negation_that_is_no_entry_of_its_own() {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("verify")
                .long("verify")
                .action(ArgAction::SetTrue)
                .help("Run the verifier"),
        )
        .arg(
            Arg::new("remat")
                .long("enable-internal-remat")
                .action(ArgAction::SetTrue)
                .help("Rematerialise"),
        )
        .arg(
            Arg::new("trace")
                .long("trace")
                .action(ArgAction::SetTrue)
                .help("Trace passes"),
        );
    let spec = CommandSpec::new()
        .arg("verify", ArgSpec::new().noable().kind(ArgKind::Hidden))
        .arg("remat", ArgSpec::new().enable_disable())
        .arg(
            "trace",
            ArgSpec::new()
                .noable()
                .kind(ArgKind::Earg)
                .negation(Negation::new().help("Do not trace passes")),
        );
    let cmd = ArgKindCommand::new(cmd, spec);
    let hidden = cmd.render_help_hidden(&[]).unwrap().to_string();
    assert!(
        hidden.contains("--verify: Run the verifier [negation: --no-verify]\n"),
        "{hidden}"
    );
    // A negation with help of its own is listed on its own line, and not
    // noted in its flag's.
    assert!(hidden.contains("--trace: Trace passes\n"), "{hidden}");
    assert!(hidden.contains("--no-trace: Do not trace passes\n"), "{hidden}");
    let internal = cmd.render_help_hidden_list(&[]).unwrap().to_string();
    assert!(
        internal
            .contains("--enable-internal-remat: Rematerialise [negation: --disable-internal-remat] (default: false)"),
        "{internal}"
    );
}

#[test]
fn the_registry_has_a_record_for_a_negation_of_its_own() {
    for cmd in [argkind::command::<Find>(), find_builder()] {
        let registry = cmd.registry();
        let ignore = registry.get("ignore").expect("the negation with its own tier");
        assert_eq!(ignore.kind(), ArgKind::Hidden);
        assert_eq!(ignore.long(), Some("ignore"));
        assert_eq!(ignore.negates(), Some("no_ignore"));
        assert_eq!(
            ignore.context(),
            registry.get("no_ignore").unwrap().context(),
            "a negation is listed in its flag's context"
        );
        assert_eq!(registry.get("no_ignore").unwrap().kind(), ArgKind::Public);
        assert_eq!(registry.get("no_ignore").unwrap().negation(), None);
        let relative = registry.get("relative_path").expect("the negation with its own help");
        assert_eq!(relative.kind(), ArgKind::Public);
        assert_eq!(relative.help(), "Print paths relative to the current directory");
        assert_eq!(registry.get("follow").unwrap().negation(), Some("no-follow-links"));
        assert!(
            registry.get("no_follow_links").is_none(),
            "a spelling in its flag's entry"
        );
        assert!(registry.get("no_hidden").is_none());
    }
}

#[test]
fn replay_spells_the_negation_by_its_own_name() {
    let argv = ["find", "-I", "--ignore", "-a", "--relative-path", "--no-follow-links"];
    let parsed = argkind::try_parse_from::<Find>(argv).unwrap();
    assert_eq!(
        parsed.facts.replay_all(),
        ["--ignore", "--relative-path", "--no-follow-links"]
    );
    assert!(parsed.facts.is_used("no_ignore") && parsed.facts.is_used("absolute_path"));
    let reparsed = find(&["--ignore", "--relative-path", "--no-follow-links"]);
    assert_eq!(
        [reparsed.no_ignore, reparsed.absolute_path, reparsed.follow],
        [false, false, false]
    );
}

#[test]
fn completions_list_the_public_spellings_only() {
    let mut script = Vec::new();
    argkind::command::<Find>()
        .completions(argkind::Shell::Bash, "find", &mut script)
        .unwrap();
    let script = String::from_utf8(script).unwrap();
    for public in ["--no-ignore", "--relative-path", "--no-follow-links", "--no-hidden"] {
        assert!(script.contains(public), "{public} missing");
    }
    assert!(!script.contains("--ignore "), "the HIDDEN negation leaks");
}

/// The plain clap original of the `-u` relation: a hand-written twin
/// `no_hidden` and a hidden `--ignore`.
fn twin() -> Command {
    let flag = |id: &'static str, long: &'static str| Arg::new(id).long(long).action(ArgAction::SetTrue);
    Command::new("find")
        .arg(flag("no_ignore", "no-ignore").short('I').overrides_with("ignore"))
        .arg(flag("ignore", "ignore").hide(true).overrides_with("no_ignore"))
        .arg(flag("hidden", "hidden").short('H').overrides_with("no_hidden"))
        .arg(flag("no_hidden", "no-hidden").overrides_with("hidden"))
        .arg(
            Arg::new("unrestricted")
                .long("unrestricted")
                .short('u')
                .action(ArgAction::Count)
                .overrides_with_all(["no_hidden", "ignore"]),
        )
}

#[test]
fn relations_that_name_the_twin_keep_working() {
    let argvs: [&[&str]; 6] = [
        &["--no-hidden", "-u"],
        &["-u", "--no-hidden"],
        &["--ignore", "-u", "-I"],
        &["-I", "--ignore", "-u"],
        &["-H", "--no-hidden", "-u", "-u"],
        &["-u", "--ignore"],
    ];
    for args in argvs {
        let argv: Vec<&str> = std::iter::once("find").chain(args.iter().copied()).collect();
        let plain = twin().try_get_matches_from(&argv).unwrap();
        // The twin's flag is its own state: `no_hidden` given (and not
        // overridden) turns `hidden` off, as argkind's negation does.
        let expected_hidden = plain.get_flag("hidden") && !plain.get_flag("no_hidden");
        let expected_no_ignore = plain.get_flag("no_ignore") && !plain.get_flag("ignore");
        let ours = find(args);
        assert_eq!(ours.hidden, expected_hidden, "{args:?}");
        assert_eq!(ours.no_ignore, expected_no_ignore, "{args:?}");
        assert_eq!(ours.unrestricted, plain.get_count("unrestricted"), "{args:?}");
        let builder = find_builder().try_get_matches_from(&argv).unwrap();
        assert_eq!(builder.get_flag("hidden"), expected_hidden, "{args:?}");
        assert_eq!(builder.get_flag("no_ignore"), expected_no_ignore, "{args:?}");
        assert_eq!(
            builder.get_count("unrestricted"),
            plain.get_count("unrestricted"),
            "{args:?}"
        );
        assert_eq!(
            builder.get_one::<bool>("ignore").copied().unwrap_or(false),
            plain.get_flag("ignore"),
            "{args:?}"
        );
        // The negation holds `true` where the twin's flag does.
        assert_eq!(
            builder.get_one::<bool>("no_hidden").copied().unwrap_or(false),
            plain.get_flag("no_hidden"),
            "{args:?}"
        );
    }
}

#[test]
fn the_command_passes_clap_s_definition_checks() {
    argkind::command::<Find>().debug_assert();
    find_builder().debug_assert();
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the negation of pair flag `hidden` of command `find` has the id `no_hidden`, which another argument of the command has"
)]
fn a_hand_written_twin_left_in_place_is_named() {
    let cmd = Command::new("find")
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
        .arg(Arg::new("no_hidden").long("no-hidden-files").action(ArgAction::SetTrue));
    ArgKindCommand::new(cmd, CommandSpec::new().arg("hidden", ArgSpec::new().noable()));
}

#[test]
fn a_negation_id_of_its_own_is_the_one_relations_name() {
    let cmd = Command::new("find")
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
        .arg(Arg::new("no_hidden").long("no-hidden-files").action(ArgAction::SetTrue))
        .arg(
            Arg::new("all")
                .long("all")
                .action(ArgAction::SetTrue)
                .overrides_with("show-none"),
        );
    let spec = CommandSpec::new().arg("hidden", ArgSpec::new().negation(Negation::new().id("show-none")));
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd
        .try_get_matches_from(["find", "--hidden", "--no-hidden", "--all"])
        .unwrap();
    assert!(
        !m.get_flag("hidden"),
        "--no-hidden turned it off; --all overrides the negation, not the flag"
    );
    assert_eq!(m.get_one::<bool>("show-none"), None);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind adds each pair's negation as an argument of its own, with these ids: `no_hidden` (the negation of `hidden`). If `no_hidden_files` was the hand-written twin of a pair flag, name its negation's id instead, or give the negation the id `no_hidden_files`"
)]
fn a_relation_naming_a_removed_twin_is_named_with_the_fix() {
    // The application's twin was `no_hidden_files` (`--no-hidden`); argkind's
    // negation is `no_hidden` by default.
    let cmd = Command::new("find")
        .arg(Arg::new("hidden").long("hidden").action(ArgAction::SetTrue))
        .arg(
            Arg::new("unrestricted")
                .short('u')
                .action(ArgAction::Count)
                .overrides_with("no_hidden_files"),
        );
    ArgKindCommand::new(cmd, CommandSpec::new().arg("hidden", ArgSpec::new().noable()));
}

#[test]
fn man_pages_and_the_catalog_name_each_spelling_at_its_tier() {
    let cmd = argkind::command::<Find>();
    let mut page = Vec::new();
    cmd.man_page(&mut page).unwrap();
    let page = String::from_utf8(page).unwrap();
    assert!(page.contains("relative\\-path"), "{page}");
    assert!(page.contains("no\\-follow\\-links"), "{page}");
    assert!(!page.contains("\\-\\-ignore"), "the HIDDEN negation leaks:\n{page}");
    let catalog = cmd.registry().to_markdown();
    assert!(catalog.contains("`--ignore`"), "{catalog}");
    assert!(catalog.contains("`--relative-path`"), "{catalog}");
    assert!(catalog.contains("`--no-follow-links`"), "{catalog}");
}

#[test]
fn a_deprecated_pair_warns_for_a_negation_of_its_own() {
    let cmd = Command::new("find").arg(
        Arg::new("absolute_path")
            .long("absolute-path")
            .action(ArgAction::SetTrue),
    );
    let spec = CommandSpec::new().arg(
        "absolute_path",
        ArgSpec::new()
            .negation(Negation::new().long("relative-path").kind(ArgKind::Hidden))
            .deprecated(),
    );
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let m = cmd.try_get_matches_from(["find", "--relative-path"]).unwrap();
    assert_eq!(
        m.facts().warnings(),
        ["warning: --absolute-path is deprecated and will be removed in a future release."]
    );
}

/// A flag clap already hides is HIDDEN with no attribute of argkind's, and
/// a declared tier wins over it.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
struct Hides {
    /// Where dumps go
    #[arg(long, hide = true)]
    dump_dir: Option<String>,

    /// An experiment
    #[arg(long, hide = true)]
    #[argkind(earg)]
    try_fusion: bool,
}

#[test]
fn a_flag_clap_hides_is_hidden_unless_declared_otherwise() {
    for cmd in [
        argkind::command::<Hides>(),
        ArgKindCommand::new(
            Command::new("cc")
                .arg(Arg::new("dump_dir").long("dump-dir").hide(true).help("Where dumps go"))
                .arg(
                    Arg::new("try_fusion")
                        .long("try-fusion")
                        .hide(true)
                        .action(ArgAction::SetTrue)
                        .help("An experiment"),
                ),
            CommandSpec::new().arg("try_fusion", ArgKind::Earg),
        ),
    ] {
        let registry = cmd.registry();
        assert_eq!(registry.get("dump_dir").unwrap().kind(), ArgKind::Hidden);
        assert_eq!(registry.get("try_fusion").unwrap().kind(), ArgKind::Earg);
        let hidden = cmd.render_help_hidden(&[]).unwrap().to_string();
        assert!(hidden.contains("HIDDEN   --dump-dir: Where dumps go"), "{hidden}");
        assert!(hidden.contains("EARG     --try-fusion: An experiment"), "{hidden}");
    }
}

/// The similar-argument tip of `typo` in `find`, if any.
fn tip_of(typo: &str) -> Option<String> {
    let text = find_text(&[typo]);
    assert!(
        text.starts_with(&format!("error: unexpected argument '{typo}' found")),
        "{text}"
    );
    text.lines()
        .find_map(|line| line.trim().strip_prefix("tip: a similar argument exists: "))
        .map(|tip| tip.trim_matches('\'').to_owned())
}

#[test]
fn typo_tips_offer_the_spelling_of_the_same_meaning_at_a_shown_tier() {
    assert_eq!(tip_of("--no-hiden").as_deref(), Some("--no-hidden"));
    assert_eq!(tip_of("--no-ignor").as_deref(), Some("--no-ignore"));
    assert_eq!(tip_of("--relative-pat").as_deref(), Some("--relative-path"));
    assert_eq!(tip_of("--no-follow-link").as_deref(), Some("--no-follow-links"));
    // `--ignore` is HIDDEN: no tip, and never its flag `--no-ignore`.
    assert_eq!(tip_of("--ignor"), None);
}

/// Flags shared with other commands, in a struct of their own.
#[derive(clap::Args, Debug)]
struct Common {
    /// Print more
    #[arg(long)]
    verbose: bool,
}

/// A port that kept a relation naming its removed twin by another id, in a
/// struct with a flattened one (the derive cannot see every argument the
/// relation could name, so the check is the one when the command is built;
/// without the flattened struct too, see `RemovedTwin`; the negation's id
/// in another casing is a compile error, see tests/ui/pair).
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "find")]
struct KeptRelation {
    /// Search hidden files
    #[arg(long)]
    #[argkind(noable)]
    hidden: bool,

    #[command(flatten)]
    #[argkind(plain)]
    common: Common,

    /// Unrestricted search
    #[arg(short = 'u', action = ArgAction::Count, overrides_with = "no_hidden_files")]
    unrestricted: u8,
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`no_hidden` (the negation of `hidden`). If `no_hidden_files` was the hand-written twin of a pair flag, name its negation's id instead, or give the negation the id `no_hidden_files` (`Negation::new().id(\"no_hidden_files\")`, or `negation(id = \"no_hidden_files\")` in the derive)"
)]
fn a_derive_relation_naming_a_removed_twin_is_named_with_the_fix() {
    let _ = argkind::command::<KeptRelation>();
}

/// A finder whose custom negation is HIDDEN, beside a HIDDEN flag with a
/// PUBLIC look-alike.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "find")]
struct Quiet {
    /// Print absolute paths
    #[arg(long)]
    #[argkind(negation(long = "relative-path", hidden))]
    absolute_path: bool,

    /// A hidden knob
    #[arg(long)]
    #[argkind(hidden)]
    mystery_flag: bool,

    /// A public flag that looks like it
    #[arg(long)]
    mysterious_flag: bool,
}

fn quiet_error(typo: &str) -> String {
    match argkind::try_parse_from::<Quiet>(["find", typo]) {
        Err(Error::Clap(err)) => {
            assert_eq!(err.exit_code(), 2);
            err.to_string()
        }
        other => panic!("{typo}: {other:?}"),
    }
}

#[test]
fn a_typo_of_a_hidden_spelling_gets_no_tip_and_never_a_public_look_alike() {
    for typo in ["--relative-pat", "--mystery-fla"] {
        let text = quiet_error(typo);
        assert_eq!(
            text,
            format!("error: unexpected argument '{typo}' found\n\nUsage: find [OPTIONS]\n\nFor more information, try '--help'.\n"),
            "no tip, not '--absolute-path' nor '--mysterious-flag'"
        );
    }
    // A typo of the public flag still gets it.
    assert!(quiet_error("--mysterious-fla").contains("tip: a similar argument exists: '--mysterious-flag'"));
}

#[test]
fn a_negation_stays_out_of_an_exclusive_group_of_its_flag() {
    let cmd = Command::new("tool")
        .arg(Arg::new("x").long("x").action(ArgAction::SetTrue))
        .arg(Arg::new("y").long("y").action(ArgAction::SetTrue))
        .group(clap::ArgGroup::new("mode").args(["x", "y"]));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
    let m = cmd
        .try_get_matches_from(["tool", "--y", "--no-x"])
        .expect("a hand-written twin outside the group did not conflict with --y");
    assert!(m.get_flag("y") && !m.get_flag("x"));
    assert!(
        cmd.try_get_matches_from(["tool", "--y", "--x"]).is_err(),
        "the group is exclusive"
    );
}

#[test]
fn a_negation_and_its_flag_s_declaration_read_back_what_was_declared() {
    let default = Negation::new();
    assert_eq!(default.get_long(), None);
    assert_eq!(default.get_id(), None);
    assert_eq!(default.get_kind(), None);
    assert_eq!(default.get_help(), None);
    let (long, id, kind, help) = ("ignore", "ignore_files", ArgKind::Hidden, "Respect ignore files");
    let declared = Negation::new().long(long).id(id).kind(kind).help(help);
    assert_eq!(declared.get_long(), Some(long));
    assert_eq!(declared.get_id(), Some(id));
    assert_eq!(declared.get_kind(), Some(kind));
    assert_eq!(declared.get_help(), Some(help));
    assert_eq!(
        ArgSpec::new().negation(declared.clone()).get_negation(),
        Some(&declared)
    );
    assert_eq!(ArgSpec::new().noable().get_negation(), None);
}

/// A struct with a pair, flattened into one with a real argument whose id
/// says no and holds the pair flag's (`no_color_output` beside `color`):
/// the struct's relation names that argument, which the derive of the
/// struct alone cannot see; it is no twin's, and clap reads it.
#[derive(clap::Args, ArgKinds, Debug)]
struct OutputOptions {
    /// Colour the output
    #[arg(long)]
    #[argkind(noable)]
    color: bool,

    /// A colour theme
    #[arg(long, conflicts_with = "no_color_output")]
    theme: Option<String>,
}

#[derive(Parser, ArgKinds, Debug)]
#[command(name = "show")]
struct WithOutput {
    #[command(flatten)]
    output: OutputOptions,

    /// Write no colour codes to files
    #[arg(long)]
    no_color_output: bool,
}

#[test]
fn a_relation_naming_an_enclosing_argument_that_says_no_is_no_twin() {
    let parsed = argkind::try_parse_from::<WithOutput>(["show", "--theme", "dark", "--no-color"]).expect("parses");
    assert_eq!(parsed.value.output.theme.as_deref(), Some("dark"));
    assert!(!parsed.value.output.color);
    let err = argkind::try_parse_from::<WithOutput>(["show", "--theme", "dark", "--no-color-output"]).unwrap_err();
    assert_eq!(err.kind(), clap::error::ErrorKind::ArgumentConflict);
}

/// The same relation in a struct of its own, naming no argument: the
/// derive leaves it to the check when the command is built (it may be an
/// argument of a struct this one is flattened into), which names the fix.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "find")]
struct RemovedTwin {
    /// Search hidden files
    #[arg(long)]
    #[argkind(noable)]
    hidden: bool,

    /// Unrestricted search
    #[arg(short = 'u', action = ArgAction::Count, overrides_with = "no_hidden_files")]
    unrestricted: u8,
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "If `no_hidden_files` was the hand-written twin of a pair flag, name its negation's id instead"
)]
fn a_relation_naming_a_removed_twin_without_a_flattened_struct_is_named_with_the_fix() {
    let _ = argkind::command::<RemovedTwin>();
}

//! The registry lists records by context (help heading, else group), in the
//! order each context first appears, registration order within one: a
//! heading that comes back after another lists with its first block.

use argkind::{ArgKind, ArgKindCommand, CommandSpec, Error};
use clap::{Arg, Command};

fn cmd() -> ArgKindCommand {
    named("cli")
}

/// [`cmd`] under the name `name`.
fn named(name: &'static str) -> ArgKindCommand {
    ArgKindCommand::new(clap_command(name), spec())
}

/// The clap command of [`cmd`], named `name`.
fn clap_command(name: &'static str) -> Command {
    Command::new(name)
        .next_help_heading("A")
        .arg(Arg::new("a1").long("a1").help("First of A"))
        .next_help_heading("B")
        .arg(Arg::new("b1").long("b1").help("First of B"))
        .next_help_heading("A")
        .arg(Arg::new("a2").long("a2").help("Second of A"))
        .next_help_heading("B")
        .arg(Arg::new("b2").long("b2").help("Second of B"))
}

/// The declarations of [`cmd`]: every flag HIDDEN.
fn spec() -> CommandSpec {
    ["a1", "b1", "a2", "b2"]
        .into_iter()
        .fold(CommandSpec::new(), |spec, id| spec.arg(id, ArgKind::Hidden))
}

#[test]
fn a_context_that_comes_back_lists_with_its_first_block() {
    let ids: Vec<String> = cmd().registry().iter().map(|r| r.id().to_owned()).collect();
    assert_eq!(ids, ["a1", "a2", "b1", "b2"]);
    let Err(Error::Surface(text, _)) = cmd().try_get_matches_from(["cli", "--help-hidden"]) else {
        panic!("no surface");
    };
    let lines: Vec<String> = text.to_string().lines().skip(2).map(str::to_owned).collect();
    assert_eq!(
        lines,
        [
            "A               HIDDEN   --a1: First of A",
            "A               HIDDEN   --a2: Second of A",
            "B               HIDDEN   --b1: First of B",
            "B               HIDDEN   --b2: Second of B",
        ]
    );
}

#[test]
fn look_ups_by_long_and_by_job() {
    use argkind::ArgSpec;
    let cmd = Command::new("cli")
        .arg(Arg::new("dump").long("dump-ir"))
        .arg(Arg::new("jobs").long("jobs"))
        .arg(Arg::new("tile").long("tile"));
    let spec = CommandSpec::new()
        .arg("dump", ArgSpec::new().job("backend"))
        .arg("tile", ArgSpec::new().job("backend"));
    let registry = ArgKindCommand::new(cmd, spec).registry();
    assert!(!registry.is_empty());
    assert_eq!(registry.get_by_long("dump-ir").map(|r| r.id()), Some("dump"));
    assert_eq!(registry.get_by_long("jobs").map(|r| r.id()), Some("jobs"));
    assert!(registry.get_by_long("dump").is_none());
    let backend: Vec<&str> = registry.of_job("backend").map(|r| r.id()).collect();
    assert_eq!(backend, ["dump", "tile"]);
    assert_eq!(registry.of_job("frontend").count(), 0);
    assert!(ArgKindCommand::new(Command::new("bare"), CommandSpec::new())
        .registry()
        .is_empty());
}

#[test]
fn records_compare_and_print_by_value() {
    let (one, two) = (cmd().registry(), cmd().registry());
    assert_eq!(one, two);
    assert_eq!(one.get("b1"), two.get("b1"));
    assert_ne!(one.get("a1"), one.get("b1"));
    assert_eq!(
        format!("{:?}", one.get("a1").expect("a1")),
        "Record { id: \"a1\", long: Some(\"a1\"), short: None, kind: Hidden, job: None, default: None, \
         default_hidden: false, help: \"First of A\", context: \"A\", negation: None, negates: None, deprecated: false, replacement: None, \
         extend: false, positional: false }"
    );
    let ids: Vec<&str> = one.iter().rev().map(|r| r.id()).collect();
    assert_eq!(ids, ["b2", "b1", "a2", "a1"]);
    assert_eq!(one.iter().len(), one.len());
    // The strings a record gives live as long as the registry.
    let help: &str = one.get("a2").expect("a2").help();
    assert_eq!(help, "Second of A");
}

/// Registries compare by their command's name and by their records: the
/// same records under another name differ, as do other records under the
/// same name.
#[test]
fn registries_compare_by_command_name_and_records() {
    let one = cmd().registry();
    let renamed = named("other").registry();
    assert!(one.iter().eq(renamed.iter()));
    assert_ne!(one, renamed);
    let retiered = ArgKindCommand::new(clap_command("cli"), spec().arg("a1", ArgKind::Public)).registry();
    assert_eq!(retiered.command(), one.command());
    assert_ne!(one, retiered);
}

/// A registry prints (`{:?}`) as its command's name and its records.
#[test]
fn a_registry_prints_its_command_name_and_its_records() {
    let registry = cmd().registry();
    let records: Vec<_> = registry.iter().collect();
    let expected = format!("Registry {{ command: {:?}, records: {records:?} }}", registry.command());
    assert_eq!(format!("{registry:?}"), expected);
}

/// A subcommand's registry lists its own flags, then the globals of the
/// enclosing commands; not their other flags.
#[test]
fn a_subcommand_s_registry_lists_its_own_flags_then_the_globals() {
    let cmd = Command::new("cli")
        .arg(Arg::new("verbose").long("verbose").global(true))
        .arg(Arg::new("color").long("color"))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("fast").long("fast"))
                .arg(Arg::new("deep").long("deep").global(true))
                .subcommand(Command::new("leaf")),
        );
    let cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let registry = cmd.registry_of(&["build"]).expect("build exists");
    let ids: Vec<&str> = registry.iter().map(|r| r.id()).collect();
    // `--deep`, a global `build` declares, is its own.
    assert_eq!(ids, ["fast", "deep", "verbose"]);
    let registry = cmd.registry_of(&["build", "leaf"]).expect("leaf exists");
    let ids: Vec<&str> = registry.iter().map(|r| r.id()).collect();
    // Innermost first.
    assert_eq!(ids, ["deep", "verbose"]);
}

/// A subcommand's own argument with the id of an enclosing command's
/// global (clap then does not copy the global into it) is listed once, as
/// the subcommand's.
#[test]
fn a_subcommand_s_own_argument_hides_a_global_of_the_same_id() {
    let cmd = Command::new("cli")
        .arg(Arg::new("verbose").long("verbose").global(true).help("Root's"))
        .subcommand(
            Command::new("build")
                .arg(Arg::new("verbose").long("verbose").help("Build's"))
                .arg(Arg::new("fast").long("fast")),
        );
    let cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let registry = cmd.registry_of(&["build"]).expect("build exists");
    let records: Vec<(&str, &str)> = registry.iter().map(|r| (r.id(), r.help())).collect();
    assert_eq!(records, [("verbose", "Build's"), ("fast", argkind::MISSING_HELP)]);
}

/// The jobs, in the registry and in the facts of a parse alike, come in
/// registry order (by context, then registration), where a heading that
/// comes back puts a job first met in a later context before another.
#[test]
fn jobs_come_in_registry_order_when_a_heading_comes_back() {
    use argkind::ArgSpec;
    let build = || {
        let cmd = Command::new("cli")
            .next_help_heading("A")
            .arg(Arg::new("a1").long("a1"))
            .next_help_heading("B")
            .arg(Arg::new("b1").long("b1"))
            .next_help_heading("A")
            .arg(Arg::new("a2").long("a2"))
            .arg(Arg::new("a3").long("a3"));
        let spec = CommandSpec::new()
            .arg("b1", ArgSpec::new().job("x"))
            .arg("a2", ArgSpec::new().job("y"))
            .arg("a3", ArgSpec::new().job("x"));
        ArgKindCommand::new(cmd, spec)
    };
    let registry = build().registry();
    let ids: Vec<&str> = registry.iter().map(|r| r.id()).collect();
    assert_eq!(ids, ["a1", "a2", "a3", "b1"]);
    assert_eq!(registry.jobs(), ["y", "x"]);
    let m = build().try_get_matches_from(["cli"]).expect("parses");
    assert_eq!(m.facts().jobs(), registry.jobs());
}

/// A pair's negation with an entry of its own lists in its flag's context.
#[test]
fn a_negation_with_an_entry_of_its_own_lists_in_its_flag_s_context() {
    use argkind::{ArgSpec, Negation};
    let cmd = Command::new("cli")
        .arg(Arg::new("level").long("level").help_heading("Tuning"))
        .arg(
            Arg::new("fast")
                .long("fast")
                .action(clap::ArgAction::SetTrue)
                .help_heading("Speed"),
        );
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().negation(Negation::new().kind(ArgKind::Hidden)));
    let registry = ArgKindCommand::new(cmd, spec).registry();
    let records: Vec<(Option<&str>, &str)> = registry.iter().map(|r| (r.long(), r.context())).collect();
    assert_eq!(
        records,
        [
            (Some("level"), "Tuning"),
            (Some("fast"), "Speed"),
            (Some("no-fast"), "Speed")
        ]
    );
}

/// An empty default is quoted, as clap's `[default: ""]` shows it, in the
/// registry and on `--help-hidden-list`.
#[test]
fn an_empty_default_is_quoted_as_clap_shows_it() {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("internal_x")
                .long("internal-x")
                .default_value("")
                .help("X knob"),
        )
        .arg(Arg::new("name").long("name").default_value("").help("Name"));
    let clap_help = cmd.clone().render_help().to_string();
    assert!(clap_help.contains("[default: \"\"]"), "{clap_help}");
    let cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let registry = cmd.registry();
    assert_eq!(registry.get("internal_x").unwrap().default(), Some("\"\""));
    let list = cmd.render_help_hidden_list(&[]).unwrap().to_string();
    assert!(list.contains("--internal-x: X knob (default: \"\")"), "{list}");
}

/// A pair's negation that is an entry of its own is registered right after
/// its flag, where a hand-written twin field stood (argkind adds the
/// negation after every argument of the application); on `--help-hidden`
/// it follows its flag too.
#[test]
fn a_negation_entry_follows_its_flag() {
    use argkind::{ArgSpec, Negation};
    let flag = |id: &'static str| Arg::new(id).long(id).action(clap::ArgAction::SetTrue);
    let cmd = Command::new("ff")
        .arg(flag("hidden").help("Search hidden files"))
        .arg(flag("follow").help("Follow symlinks"))
        .arg(flag("no-ignore").help("Do not respect ignore files"))
        .arg(flag("sort").help("Sort the results"));
    let hidden = || Negation::new().kind(ArgKind::Hidden);
    let spec = CommandSpec::new()
        .arg(
            "hidden",
            ArgSpec::new().noable().negation(hidden().help("Skip hidden files")),
        )
        .arg(
            "follow",
            ArgSpec::new()
                .kind(ArgKind::Hidden)
                .noable()
                .negation(Negation::new().help("Do not follow")),
        )
        .arg(
            "no-ignore",
            ArgSpec::new()
                .noable()
                .negation(hidden().long("ignore").help("Respect ignore files")),
        )
        .arg("sort", ArgKind::Hidden);
    let mut cmd = ArgKindCommand::new(cmd, spec);
    let longs: Vec<String> = cmd
        .registry()
        .iter()
        .filter_map(|r| r.long().map(str::to_owned))
        .collect();
    assert_eq!(
        longs,
        [
            "hidden",
            "no-hidden",
            "follow",
            "no-follow",
            "no-ignore",
            "ignore",
            "sort"
        ]
    );
    let Err(Error::Surface(text, _)) = cmd.try_get_matches_from(["ff", "--help-hidden"]) else {
        panic!("no surface");
    };
    let text = text.to_string();
    let listed: Vec<&str> = text
        .lines()
        .skip(2)
        .filter_map(|line| line.split_whitespace().nth(2))
        .map(|long| long.trim_end_matches(':'))
        .collect();
    assert_eq!(listed, ["--no-hidden", "--follow", "--no-follow", "--ignore", "--sort"]);
}

/// A negation declared with its flag's own tier is no entry of its own
/// (its flag's entry names it): the registry holds no record of it.
#[test]
fn a_negation_of_its_flag_s_tier_has_no_record() {
    use argkind::{ArgSpec, Negation};
    let flag = |id: &'static str| Arg::new(id).long(id).action(clap::ArgAction::SetTrue);
    let cmd = Command::new("ff").arg(flag("fast")).arg(flag("slow"));
    let spec = CommandSpec::new().arg(
        "fast",
        ArgSpec::new().noable().negation(Negation::new().kind(ArgKind::Public)),
    );
    let cmd = ArgKindCommand::new(cmd, spec);
    let longs: Vec<String> = cmd
        .registry()
        .iter()
        .filter_map(|r| r.long().map(str::to_owned))
        .collect();
    assert_eq!(longs, ["fast", "slow"]);
}

/// A default the application keeps out of clap's help
/// (`hide_default_value`) is kept out of the registry, and so off
/// `--help-hidden-list` and the catalog: a user may run that surface.
#[test]
fn a_default_the_application_hides_is_none() {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("internal-token")
                .long("internal-token")
                .default_value("s3cr3t")
                .hide_default_value(true),
        )
        .arg(Arg::new("internal-level").long("internal-level").default_value("2"));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    let registry = cmd.registry();
    assert_eq!(registry.get("internal-token").and_then(|r| r.default()), None);
    assert_eq!(registry.get("internal-level").and_then(|r| r.default()), Some("2"));
    let Err(Error::Surface(text, _)) = cmd.try_get_matches_from(["cli", "--help-hidden-list"]) else {
        panic!("no surface");
    };
    let text = text.to_string();
    assert!(!text.contains("s3cr3t"), "{text}");
    // Nor does the surface say there is none: the line ends at the help.
    let line = text.lines().find(|l| l.contains("--internal-token")).expect("listed");
    assert!(line.ends_with(": MISSING HELP"), "{line}");
    assert!(text.contains("--internal-level: MISSING HELP (default: 2)"), "{text}");
    assert!(registry.get("internal-token").is_some_and(|r| r.is_default_hidden()));
    assert!(!registry.get("internal-level").is_some_and(|r| r.is_default_hidden()));
}

/// A command's default job is its flags': a positional argument of the
/// command has none in the registry (no job is replayed one), and is not
/// listed by job.
#[test]
fn a_command_s_default_job_is_not_a_positional_argument_s() {
    use argkind::ArgSpec;
    let cmd = Command::new("cc").subcommand(
        Command::new("link")
            .arg(Arg::new("strip").long("strip").action(clap::ArgAction::SetTrue))
            .arg(Arg::new("objects").num_args(0..)),
    );
    let spec = CommandSpec::new().subcommand(
        "link",
        CommandSpec::new()
            .default_job("linker")
            .arg("strip", ArgSpec::new().kind(ArgKind::Public)),
    );
    let cmd = ArgKindCommand::new(cmd, spec);
    let registry = cmd.registry_of(&["link"]).expect("link's registry");
    assert_eq!(registry.get("strip").and_then(|r| r.job()), Some("linker"));
    assert_eq!(registry.get("objects").and_then(|r| r.job()), None);
    let by_job: Vec<&str> = registry.of_job("linker").map(|r| r.id()).collect();
    assert_eq!(by_job, ["strip"]);
    assert_eq!(registry.jobs(), ["linker"]);
}

/// A help of several lines (or paragraphs, a long help alone) is on one
/// line on the surfaces, which list a flag a line: the registry keeps it as
/// written.
#[test]
fn a_help_of_several_lines_is_one_line_on_the_surfaces() {
    let cmd = Command::new("cli")
        .arg(
            Arg::new("internal-nl")
                .long("internal-nl")
                .help("line one\n  line two")
                .default_value("z"),
        )
        .arg(
            Arg::new("debug-log")
                .long("debug-log")
                .hide(true)
                .long_help("First paragraph.\n\nSecond paragraph.\n"),
        );
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new());
    assert_eq!(
        cmd.registry().get("internal-nl").map(|r| r.help()),
        Some("line one\n  line two")
    );
    let surface = |cmd: &mut ArgKindCommand, flag: &str| match cmd.try_get_matches_from(["cli", flag]) {
        Err(Error::Surface(text, _)) => text.to_string(),
        other => panic!("no surface: {other:?}"),
    };
    let text = surface(&mut cmd, "--help-hidden-list");
    let line = text.lines().find(|l| l.contains("--internal-nl")).expect("listed");
    assert!(
        line.ends_with("--internal-nl: line one line two (default: z)"),
        "{text}"
    );
    let text = surface(&mut cmd, "--help-hidden");
    let line = text.lines().find(|l| l.contains("--debug-log")).expect("listed");
    assert!(
        line.ends_with("--debug-log: First paragraph. Second paragraph."),
        "{text}"
    );
    assert!(
        !text.contains("\n\n\n") && text.lines().filter(|l| l.is_empty()).count() == 1,
        "{text}"
    );
}

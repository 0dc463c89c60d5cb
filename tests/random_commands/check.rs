//! Runs one drawn case through plain clap and through argkind, and collects
//! the panics argkind raises where plain clap raises none.

use std::cell::RefCell;
use std::ffi::OsString;

use argkind::{ArgKindCommand, CommandSpec, Error, Matches, Shell, Tiers};
use clap::{ArgMatches, Command};

use crate::model::{Action, ArgModel, ArgSetting, CommandModel, CommandSetting, SpecCommandSetting, SpecModel};
use crate::{catch, Panic};

/// One drawn case: a command, its declarations, the environment its
/// arguments read and the command lines to parse.
#[derive(Clone, Debug)]
pub(crate) struct Case {
    pub(crate) command: CommandModel,
    pub(crate) spec: SpecModel,
    /// Variables to set (`Some`) or remove (`None`) before the case runs.
    pub(crate) environment: Vec<(String, Option<String>)>,
    pub(crate) argvs: Vec<Vec<OsString>>,
}

impl Case {
    /// Sets the case's variables: clap reads them as it parses.
    pub(crate) fn set_environment(&self) {
        for (name, value) in &self.environment {
            match value {
                Some(value) => std::env::set_var(name, value),
                None => std::env::remove_var(name),
            }
        }
    }
}

/// A panic argkind raised where plain clap did not.
#[derive(Clone, Debug)]
pub(crate) struct Finding {
    /// The call that panicked, e.g. `fresh-new:parse` or
    /// `fresh:render_help(["run"], true)`.
    pub(crate) stage: String,
    pub(crate) panic: Panic,
    /// The command line being parsed, for the stages that parse one.
    pub(crate) argv: Option<Vec<OsString>>,
    /// Plain clap's outcome on that command line.
    pub(crate) plain: String,
}

impl Finding {
    /// What makes two findings the same bug: where the panic was raised
    /// and the first line of its message without digits.
    pub(crate) fn key(&self) -> String {
        format!("{} | {}", self.panic.location, message_shape(&self.panic.message))
    }
}

/// The first line of `message`, without digits outside quotes (ids and
/// indices vary from case to case), cut at 70 characters.
fn message_shape(message: &str) -> String {
    let first = message.lines().next().unwrap_or("");
    let mut shape = String::new();
    let mut quoted = false;
    for ch in first.chars() {
        if ch == '`' || ch == '\'' || ch == '"' {
            quoted = !quoted;
        } else if !quoted && ch.is_ascii_digit() {
            continue;
        }
        shape.push(ch);
    }
    shape.chars().take(70).collect()
}

/// What checking a case gave.
pub(crate) enum Verdict {
    /// `ArgKindCommand::new` rejected the declarations with one of its
    /// definition checks (a debug-build panic by design, as clap's own
    /// `debug_assert` is): not a finding, the case is skipped.
    DefinitionError,
    Checked(Vec<Finding>),
}

/// Panics raised from these files of argkind-core, with a message that
/// starts `argkind:`, are its definition checks (README,
/// `ArgKindCommand::new`).
const DEFINITION_CHECK_FILES: [&str; 3] = [
    "argkind-core/src/definition.rs",
    "argkind-core/src/level.rs",
    "argkind-core/src/spec.rs",
];

const SHELLS: [Shell; 5] = [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::PowerShell, Shell::Elvish];

/// Job names to replay: the two the draw declares and one it never does.
const JOB_NAMES: [&str; 3] = ["frontend", "backend", "nojob"];

thread_local! {
    /// The command `ArgKindCommand::lazy` builds: `lazy` takes a `fn`, which
    /// cannot hold the case, so the case's command is left here for it.
    static LAZY_COMMAND: RefCell<Option<CommandModel>> = const { RefCell::new(None) };
}

/// The `fn() -> Command` handed to `ArgKindCommand::lazy`.
fn lazy_command() -> Command {
    LAZY_COMMAND.with(|command| command.borrow().as_ref().expect("a case is being checked").build())
}

/// The surfaces that plain `clap_complete` and `clap_mangen` panic on for
/// this command: argkind hands them its command, so a panic of theirs there
/// is not argkind's.
struct PlainPanics {
    shells: Vec<Shell>,
    man: bool,
}

impl PlainPanics {
    fn of(cmd: &Command) -> Self {
        let shells = SHELLS
            .into_iter()
            .filter(|&shell| {
                catch(|| clap_complete::generate(shell, &mut cmd.clone(), "prog", &mut Vec::new())).is_err()
            })
            .collect();
        let man = catch(|| clap_mangen::Man::new(cmd.clone()).render(&mut Vec::new())).is_err();
        PlainPanics { shells, man }
    }
}

/// Which plain clap surface an argkind surface corresponds to.
#[derive(Clone, Copy)]
enum PlainSurface {
    /// None: argkind's own (help, registry, ...), always checked.
    None,
    Completions(Shell),
    Man,
}

/// Checks `case` through plain clap and argkind; `heavy` adds the
/// completions and man pages (slow in a debug build). With `only`, the
/// shrinker's, only the stages that may raise a finding of that stage run.
pub(crate) fn check_case(case: &Case, heavy: bool, only: Option<&str>) -> Verdict {
    let cmd = case.command.build();
    let spec = case.spec.build();
    let mut checker = Checker {
        case,
        cmd,
        spec,
        only,
        plain_panics: PlainPanics {
            shells: Vec::new(),
            man: false,
        },
        findings: Vec::new(),
        paths: Vec::new(),
        ids: Vec::new(),
    };
    let heavy = match only {
        None => heavy,
        Some(stage) => stage.contains("completions") || stage.contains("man"),
    };
    if checker.run(heavy).is_err() {
        return Verdict::DefinitionError;
    }
    Verdict::Checked(checker.findings)
}

/// The state of one case's check.
struct Checker<'a> {
    case: &'a Case,
    cmd: Command,
    spec: CommandSpec,
    only: Option<&'a str>,
    plain_panics: PlainPanics,
    findings: Vec<Finding>,
    /// Every command path of the command, and one that names no command.
    paths: Vec<Vec<String>>,
    /// Every argument id of the command tree, and its `no_` twin's.
    ids: Vec<String>,
}

/// `ArgKindCommand::new` raised a definition error.
struct DefinitionError;

impl Checker<'_> {
    fn shrinking(&self) -> bool {
        self.only.is_some()
    }

    /// Whether a stage starting with one of `prefixes` runs.
    fn runs(&self, prefixes: &[&str]) -> bool {
        self.only
            .is_none_or(|stage| prefixes.iter().any(|prefix| stage.starts_with(prefix)))
    }

    fn record(&mut self, stage: String, panic: Panic, argv: Option<&[OsString]>, plain: &str) {
        self.findings.push(Finding {
            stage,
            panic,
            argv: argv.map(<[OsString]>::to_vec),
            plain: plain.to_owned(),
        });
    }

    fn new_command(&self) -> ArgKindCommand {
        ArgKindCommand::new(self.cmd.clone(), self.spec.clone())
    }

    fn run(&mut self, heavy: bool) -> Result<(), DefinitionError> {
        let fresh = match catch(|| self.new_command()) {
            Ok(fresh) => fresh,
            Err(panic) => {
                // A definition check's message says what to fix, and starts
                // `argkind:`; any other panic there (an `unwrap`, an index)
                // is a finding.
                if panic.message.starts_with("argkind: ")
                    && DEFINITION_CHECK_FILES.iter().any(|file| panic.location.contains(file))
                {
                    return Err(DefinitionError);
                }
                self.record("new".into(), panic, None, "n/a");
                return Ok(());
            }
        };
        LAZY_COMMAND.with(|command| *command.borrow_mut() = Some(self.case.command.clone()));
        self.plain_panics = PlainPanics::of(&self.cmd);
        command_paths(&self.case.command, &mut Vec::new(), &mut self.paths);
        self.paths.push(vec!["nope".into()]);
        argument_ids(&self.case.command, &mut self.ids);

        if self.runs(&["fresh:"]) {
            self.surfaces(&fresh, heavy, "fresh");
        }
        match catch(|| ArgKindCommand::lazy(lazy_command, self.spec.clone())) {
            Ok(lazy) => {
                if self.runs(&["lazy-fresh:"]) {
                    self.surfaces(&lazy, false, "lazy-fresh");
                }
            }
            Err(panic) => self.record("lazy".into(), panic, None, "n/a"),
        }
        let (Ok(mut reused), Ok(mut reused_lazy)) = (
            catch(|| self.new_command()),
            catch(|| ArgKindCommand::lazy(lazy_command, self.spec.clone())),
        ) else {
            return Ok(());
        };
        let argvs = &self.case.argvs;
        for (index, argv) in argvs.iter().enumerate() {
            let plain = match catch(|| self.cmd.clone().try_get_matches_from(argv.clone())) {
                Ok(Ok(_)) => "ok".to_owned(),
                Ok(Err(error)) => format!("error {:?}", error.kind()),
                // Plain clap panics on this command line: argkind, which
                // parses with clap, is not held to more.
                Err(_) => continue,
            };
            if !self.parse(index, argv, &plain, &mut reused, &mut reused_lazy) {
                break;
            }
        }
        if self.runs(&["reused-after"]) {
            self.surfaces(&reused, false, "reused-after");
        }
        Ok(())
    }

    /// Parses `argv` every way argkind can; false where a reused command
    /// could not be made again.
    fn parse(
        &mut self,
        index: usize,
        argv: &[OsString],
        plain: &str,
        reused: &mut ArgKindCommand,
        reused_lazy: &mut ArgKindCommand,
    ) -> bool {
        if self.runs(&["reused-new", "reused-after"]) {
            match catch(|| reused.try_get_matches_from(argv.to_vec())) {
                Ok(result) => self.parse_result(result, argv, plain, "reused-new"),
                Err(panic) => {
                    self.record("reused-new:parse".into(), panic, Some(argv), plain);
                    match catch(|| self.new_command()) {
                        Ok(again) => *reused = again,
                        Err(_) => return false,
                    }
                }
            }
        }
        if self.runs(&["fresh-new", "after-parse"]) {
            match catch(|| {
                let mut fresh = self.new_command();
                let result = fresh.try_get_matches_from(argv.to_vec());
                (fresh, result)
            }) {
                Ok((fresh, result)) => {
                    self.parse_result(result, argv, plain, "fresh-new");
                    if index % 6 == 0 || self.shrinking() {
                        self.surfaces(&fresh, false, "after-parse");
                    }
                }
                Err(panic) => self.record("fresh-new:parse".into(), panic, Some(argv), plain),
            }
        }
        if self.runs(&["format-error", "types"]) {
            self.against_plain_matches(argv, plain);
        }
        if (index % 2 == 0 || self.shrinking()) && self.runs(&["fresh-lazy"]) {
            match catch(|| ArgKindCommand::lazy(lazy_command, self.spec.clone()).try_get_matches_from(argv.to_vec())) {
                Ok(result) => self.parse_result(result, argv, plain, "fresh-lazy"),
                Err(panic) => self.record("fresh-lazy:parse".into(), panic, Some(argv), plain),
            }
        } else if self.runs(&["reused-lazy"]) {
            match catch(|| reused_lazy.try_get_matches_from(argv.to_vec())) {
                Ok(result) => self.parse_result(result, argv, plain, "reused-lazy"),
                Err(panic) => {
                    self.record("reused-lazy:parse".into(), panic, Some(argv), plain);
                    match catch(|| ArgKindCommand::lazy(lazy_command, self.spec.clone())) {
                        Ok(again) => *reused_lazy = again,
                        Err(_) => return false,
                    }
                }
            }
        }
        true
    }

    /// Hands plain clap's error to `format_error`; where plain clap
    /// accepts, compares what the matches let `get_one` and friends read.
    fn against_plain_matches(&mut self, argv: &[OsString], plain: &str) {
        let Ok(plain_result) = catch(|| self.cmd.clone().try_get_matches_from(argv.to_vec())) else {
            return;
        };
        match plain_result {
            Err(plain_error) if self.runs(&["format-error"]) => {
                let result = catch(|| {
                    let error = self.new_command().format_error(plain_error);
                    let _ = error.to_string();
                    let _ = error.render().ansi().to_string();
                });
                if let Err(panic) = result {
                    self.record("format-error".into(), panic, Some(argv), plain);
                }
            }
            Ok(plain_matches) if self.runs(&["types"]) => {
                // Where plain clap ignores errors, or where argkind reads
                // words plain clap never sees (flags from a variable, a
                // response file), the two parses differ by design.
                let reads_more = self.case.spec.settings.iter().any(|setting| {
                    matches!(
                        setting,
                        SpecCommandSetting::FlagsEnv(_) | SpecCommandSetting::ResponseFiles
                    )
                });
                if ignores_errors(&self.case.command) || reads_more {
                    return;
                }
                let argkind_matches = catch(|| {
                    let result = self.new_command().try_get_matches_from(argv.to_vec());
                    result.ok().map(|matches| matches.into_parts().0)
                });
                if let Ok(Some(argkind_matches)) = argkind_matches {
                    if let Some(panic) = typed_reads(&plain_matches, &argkind_matches, &self.case.command, &[]) {
                        self.record("types".into(), panic, Some(argv), plain);
                    }
                }
            }
            _ => {}
        }
    }

    /// Reads everything a successful parse gives, or renders the error.
    fn parse_result(&mut self, result: Result<Matches, Error>, argv: &[OsString], plain: &str, stage: &str) {
        let (what, read) = match result {
            Ok(matches) => ("facts", catch(|| read_facts(&matches, &self.ids))),
            Err(error) => (
                "error-display",
                catch(|| {
                    let _ = error.to_string();
                    if let Error::Clap(clap_error) = &error {
                        let _ = clap_error.render().ansi().to_string();
                        let _ = clap_error.kind();
                    }
                }),
            ),
        };
        if let Err(panic) = read {
            self.record(format!("{stage}:{what}"), panic, Some(argv), plain);
        }
    }

    /// Calls `surface` unless plain clap panics on its counterpart; records
    /// a panic as a finding of stage `tag:name`, where `name` is the call
    /// as Rust code (for the reproduction).
    fn surface(&mut self, tag: &str, name: &str, plain: PlainSurface, surface: impl FnOnce()) {
        let plain_panics = match plain {
            PlainSurface::None => false,
            PlainSurface::Completions(shell) => self.plain_panics.shells.contains(&shell),
            PlainSurface::Man => self.plain_panics.man,
        };
        if plain_panics {
            return;
        }
        if let Err(panic) = catch(surface) {
            self.record(format!("{tag}:{name}"), panic, None, "n/a");
        }
    }

    /// Draws every surface of `command`: help, hidden help and lists, the
    /// registries, the display command, argkind's own `debug_assert`, and
    /// with `heavy`, completions and man pages.
    fn surfaces(&mut self, command: &ArgKindCommand, heavy: bool, tag: &str) {
        for path in self.paths.clone() {
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            self.path_surfaces(command, &path, heavy, tag);
        }
        self.surface(tag, "registry().to_markdown()", PlainSurface::None, || {
            let registry = command.registry();
            let _ = registry.to_markdown();
            for record in registry.iter() {
                let _ = (
                    record.context(),
                    record.default(),
                    record.stability(),
                    record.negation(),
                );
            }
        });
        self.surface(tag, "display_command().render_usage()", PlainSurface::None, || {
            let mut display = command.display_command();
            display.build();
            let _ = display.render_usage().to_string();
        });
        self.surface(tag, "command()", PlainSurface::None, || {
            let _ = command.command().get_name();
            let _ = command.spec();
        });
        self.surface(tag, "debug_assert()", PlainSurface::None, || command.debug_assert());
        if heavy {
            for shell in SHELLS {
                self.surface(
                    tag,
                    &format!("completions(Shell::{shell:?}, \"prog\", &mut Vec::new())"),
                    PlainSurface::Completions(shell),
                    || {
                        let _ = command.completions(shell, "prog", &mut Vec::new());
                    },
                );
                let name = format!("completions_with(Shell::{shell:?}, \"prog\", Tiers::DEVELOPER, &mut Vec::new())");
                self.surface(tag, &name, PlainSurface::Completions(shell), || {
                    let _ = command.completions_with(shell, "prog", Tiers::DEVELOPER, &mut Vec::new());
                });
            }
            self.surface(tag, "man_page(&mut Vec::new())", PlainSurface::Man, || {
                let _ = command.man_page(&mut Vec::new());
            });
        }
    }

    /// The surfaces of the command at `path`.
    fn path_surfaces(&mut self, command: &ArgKindCommand, path: &[&str], heavy: bool, tag: &str) {
        self.surface(
            tag,
            &format!("render_help(&{path:?}, true)"),
            PlainSurface::None,
            || {
                if let Some(help) = command.render_help(path, true) {
                    let _ = help.to_string();
                    let _ = help.ansi().to_string();
                }
            },
        );
        self.surface(
            tag,
            &format!("render_help(&{path:?}, false)"),
            PlainSurface::None,
            || {
                let _ = command.render_help(path, false).map(|help| help.to_string());
            },
        );
        self.surface(
            tag,
            &format!("render_help_hidden(&{path:?})"),
            PlainSurface::None,
            || {
                let _ = command.render_help_hidden(path).map(|help| help.to_string());
            },
        );
        self.surface(
            tag,
            &format!("render_help_hidden_list(&{path:?})"),
            PlainSurface::None,
            || {
                let _ = command.render_help_hidden_list(path).map(|help| help.to_string());
            },
        );
        self.surface(
            tag,
            &format!("registry_of(&{path:?}).map(|registry| registry.to_markdown())"),
            PlainSurface::None,
            || {
                if let Some(registry) = command.registry_of(path) {
                    let _ = registry.to_markdown();
                    for record in registry.iter() {
                        let _ = (record.id(), record.long(), record.short(), record.name(), record.kind());
                        let _ = (record.job(), record.default(), record.help(), record.context());
                        let _ = (
                            record.negation(),
                            record.negates(),
                            record.is_deprecated(),
                            record.replacement(),
                        );
                        let _ = (record.is_extend(), record.is_positional(), record.stability());
                    }
                    let _ = registry.jobs();
                }
            },
        );
        if heavy {
            for (name, tiers) in [("PUBLIC", Tiers::PUBLIC), ("DEVELOPER", Tiers::DEVELOPER)] {
                self.surface(
                    tag,
                    &format!("man(&{path:?}, Tiers::{name}).map(|man| man.render(&mut Vec::new()))"),
                    PlainSurface::Man,
                    || {
                        if let Some(man) = command.man(path, tiers) {
                            let _ = man.render(&mut Vec::new());
                        }
                    },
                );
            }
        }
    }
}

/// Reads every fact of a successful parse, and every argument's value.
fn read_facts(matches: &Matches, ids: &[String]) {
    let facts = matches.facts();
    let _ = facts.path();
    for used in facts.used() {
        let _ = (used.command(), used.id(), used.long(), used.kind(), used.job());
        let _ = (used.source(), used.argv(), used.argv_os(), used.depth());
    }
    for deprecation in facts.deprecations() {
        let _ = deprecation.to_string();
        let _ = (
            deprecation.command(),
            deprecation.flag(),
            deprecation.replacement(),
            deprecation.instead(),
        );
    }
    let _ = facts.warnings();
    for job in facts
        .jobs()
        .into_iter()
        .map(String::from)
        .chain(JOB_NAMES.map(String::from))
    {
        let _ = facts.replay(&job);
        let _ = facts.replay_os(&job);
    }
    let _ = (facts.replay_all(), facts.replay_all_os());
    let _ = (facts.replay_with_path(), facts.replay_with_path_os());
    for source in facts.sources() {
        let _ = (
            source.line(),
            source.value_source(),
            source.overrode(),
            source.value_sources(),
        );
        let _ = (source.values(), source.kind(), source.long());
    }
    for id in ids {
        let _ = (facts.is_used(id), facts.get(id), facts.source(id));
    }
    let _ = format!("{matches:?}");
}

/// Whether a command of the tree ignores errors.
fn ignores_errors(command: &CommandModel) -> bool {
    command.has(|setting| matches!(setting, CommandSetting::IgnoreErrors))
        || command.subcommands.iter().any(ignores_errors)
}

/// Where plain clap's matches let `get_one`, `get_raw`, `get_flag` or
/// `get_count` read an argument and argkind's do not (so that the
/// application's read would panic under argkind only), a finding.
fn typed_reads(
    plain: &ArgMatches,
    argkind: &ArgMatches,
    command: &CommandModel,
    enclosing_globals: &[ArgModel],
) -> Option<Panic> {
    let mut args: Vec<&ArgModel> = command.args.iter().collect();
    for global in enclosing_globals {
        if !args.iter().any(|arg| arg.id == global.id) {
            args.push(global);
        }
    }
    for arg in args {
        if let Some(message) = typed_read(plain, argkind, arg) {
            return Some(Panic {
                message: format!("{message}\nid {}, action {:?}", arg.id, arg.action()),
                location: "typed read".into(),
            });
        }
    }
    let (Some((plain_name, plain_sub)), Some((argkind_name, argkind_sub))) = (plain.subcommand(), argkind.subcommand())
    else {
        return None;
    };
    let subcommand = command
        .subcommands
        .iter()
        .find(|sub| sub.name == plain_name && plain_name == argkind_name)?;
    let mut globals = enclosing_globals.to_vec();
    globals.extend(
        command
            .args
            .iter()
            .filter(|arg| arg.has(|s| matches!(s, ArgSetting::Global)))
            .cloned(),
    );
    typed_reads(plain_sub, argkind_sub, subcommand, &globals)
}

/// How argkind's matches fail a read of `arg` that plain clap's allow.
fn typed_read(plain: &ArgMatches, argkind: &ArgMatches, arg: &ArgModel) -> Option<String> {
    fn one<T: Clone + Send + Sync + 'static>(plain: &ArgMatches, argkind: &ArgMatches, id: &str) -> bool {
        matches!(plain.try_get_one::<T>(id), Ok(Some(_))) && argkind.try_get_one::<T>(id).is_err()
    }
    let id = arg.id.as_str();
    let failing = [
        ("bool", one::<bool>(plain, argkind, id)),
        ("String", one::<String>(plain, argkind, id)),
        ("u8", one::<u8>(plain, argkind, id)),
        ("i64", one::<i64>(plain, argkind, id)),
        ("OsString", one::<OsString>(plain, argkind, id)),
    ];
    if let Some((type_name, _)) = failing.iter().find(|(_, fails)| *fails) {
        return Some(format!(
            "try_get_one::<{type_name}> errs under argkind, is Ok in plain clap"
        ));
    }
    if plain.try_get_raw(id).is_ok() && argkind.try_get_raw(id).is_err() {
        return Some("try_get_raw errs under argkind, is Ok in plain clap".into());
    }
    let valueless = match arg.action() {
        Some(Action::SetTrue | Action::SetFalse) => {
            matches!(plain.try_get_one::<bool>(id), Ok(Some(_))) && matches!(argkind.try_get_one::<bool>(id), Ok(None))
        }
        Some(Action::Count) => {
            matches!(plain.try_get_one::<u8>(id), Ok(Some(_))) && matches!(argkind.try_get_one::<u8>(id), Ok(None))
        }
        _ => false,
    };
    valueless.then(|| "get_flag or get_count would panic under argkind (no value), plain clap has one".into())
}

/// Every command path of the tree under `command`.
fn command_paths(command: &CommandModel, prefix: &mut Vec<String>, paths: &mut Vec<Vec<String>>) {
    paths.push(prefix.clone());
    for subcommand in &command.subcommands {
        prefix.push(subcommand.name.clone());
        command_paths(subcommand, prefix, paths);
        prefix.pop();
    }
}

/// Every argument id of the tree, and the id a negation of it would take.
fn argument_ids(command: &CommandModel, ids: &mut Vec<String>) {
    for arg in &command.args {
        ids.push(arg.id.clone());
        ids.push(format!("no_{}", arg.id));
    }
    for subcommand in &command.subcommands {
        argument_ids(subcommand, ids);
    }
}

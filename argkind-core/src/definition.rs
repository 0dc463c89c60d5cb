//! Definition checks of a prepared command: mistakes in the declarations
//! that only show once argkind has added its own arguments (negations, the
//! surface flags) or that clap cannot see (tiers, redirects, presets).
//! [`ArgKindCommand::new`](crate::ArgKindCommand::new) runs them in debug
//! builds, [`ArgKindCommand::debug_assert`](crate::ArgKindCommand::debug_assert)
//! always.
//!
//! Each check is one pass over a command's arguments (a hash table of its
//! spellings), so a command of thousands of flags stays cheap to check.

use std::any::Any;
use std::cell::OnceCell;
use std::fmt::{self, Write as _};
use std::panic::AssertUnwindSafe;

use clap::builder::ValueRange;
use clap::{Arg, ArgAction, Command};

use crate::hash::{IdMap, IdSet};
use crate::kind::ArgKind;
use crate::level::{max_values, tier_of, Level};
use crate::spec::{ArgSpec, CommandSpec};
use crate::target::TargetRef;

/// Checks `cmd` (prepared from `spec`, with insertion table `level`) and its
/// subcommands.
///
/// # Panics
///
/// On a definition error: two spellings argkind's additions make collide,
/// a redirect to the flag itself or to a flag that cannot take its values,
/// a HARG flag that clap could name in a "required" error, a preset value
/// its target's value parser rejects, a preset that sets a plain flag to
/// anything but true, a preset of a flag whose action takes no value
/// (`Count`, `SetFalse`), a preset flag that is a pair or its own target,
/// a negation named like clap's own `--help` or `--version`, a redirect to
/// a deprecated or `exclusive` flag, a preset of one, a deprecated or
/// preset flag with an environment variable.
///
/// `built` is `cmd` built by clap, for what only the built command tells.
pub(crate) fn check(cmd: &Command, spec: &CommandSpec, level: &Level, built: &Built<'_>) {
    check_at(&[Frame { cmd, level }], spec, &[], &[], built);
}

/// A prepared root command, and a copy of it that clap builds at the first
/// question (running its own definition checks, and giving each command's
/// settings to its arguments): the checks that need one share it.
pub(crate) struct Built<'a> {
    root: &'a Command,
    /// Whether `root` may hold clap's copies of globals (clap built it, to
    /// parse): a subcommand's argument declared again exactly as an
    /// enclosing global is then taken for the copy.
    holds_copies: bool,
    /// The built copy, or clap's panic where its checks reject the command.
    copy: OnceCell<Result<Command, Box<dyn Any + Send>>>,
}

impl<'a> Built<'a> {
    /// `root`, not built yet.
    pub(crate) fn new(root: &'a Command) -> Self {
        Built {
            root,
            holds_copies: false,
            copy: OnceCell::new(),
        }
    }

    /// `root`, which clap may have built (to parse with it).
    pub(crate) fn parsed(root: &'a Command) -> Self {
        Built {
            holds_copies: true,
            ..Built::new(root)
        }
    }

    /// The built copy: `None` where clap's own checks reject the command
    /// (reported by [`check_relations`]).
    fn command(&self) -> Option<&Command> {
        self.copy
            .get_or_init(|| {
                let mut copy = self.root.clone();
                std::panic::catch_unwind(AssertUnwindSafe(move || {
                    copy.build();
                    copy
                }))
            })
            .as_ref()
            .ok()
    }
}

/// A command and its insertion table.
#[derive(Clone, Copy)]
struct Frame<'a> {
    cmd: &'a Command,
    level: &'a Level,
}

/// The argument of `target`, a target of a flag of the last of `frames`
/// (the commands from the root to the one that declares the flag), and
/// whether it is a pair flag.
fn target_arg<'a>(frames: &[Frame<'a>], target: TargetRef) -> (&'a Arg, bool) {
    let owner = owner_of(frames, target);
    let is_pair = owner.level.shapes[target.shape].negation.is_some();
    (owner.level.arg(owner.cmd, target.shape), is_pair)
}

/// The command that declares `target`, a target of a flag of the last of
/// `frames`.
fn owner_of<'a>(frames: &[Frame<'a>], target: TargetRef) -> Frame<'a> {
    frames[frames.len() - 1 - target.up]
}

/// Checks that `to` (a target, as `what`, of `flag`, the last of `frames`'
/// flags, in command `name`) is global where `flag` is a global of a
/// command with subcommands: every subcommand parses the flag, and argkind
/// gives the target its value where the flag is typed, which clap would
/// reject there for an argument of the flag's command alone. A target of
/// an enclosing command is global: that is how the flag's command parses
/// it.
///
/// # Panics
///
/// When it is not.
fn check_global_target(frames: &[Frame<'_>], target: TargetRef, flag: &Arg, to: &Arg, what: &str, name: &str) {
    let Some(cmd) = frames.last().map(|f| f.cmd) else {
        return;
    };
    if !flag.is_global_set() || !cmd.has_subcommands() || target.up > 0 {
        return;
    }
    assert!(
        to.is_global_set(),
        "argkind: the {what} `{}` of global flag `{}` in command `{name}` is not global: every subcommand parses `{}`, and none parses `{}`, so clap would reject the value argkind gives it there; make `{}` global too (`Arg::global(true)`, `#[arg(global = true)]`), or `{}` not global",
        to.get_id(),
        flag.get_id(),
        flag.get_id(),
        to.get_id(),
        to.get_id(),
        flag.get_id()
    );
}

/// The enclosing global of id `id` that a command inheriting `globals`
/// (innermost last) gets from clap: the innermost of that id.
fn inherited_global<'g>(globals: &'g [Inherited], id: &str) -> Option<&'g Inherited> {
    globals.iter().rev().find(|g| g.id == id)
}

/// Whether `arg`, of a command declared by `spec` that inherits `globals`,
/// is clap's copy of one of them where clap built the command (`built`;
/// a command not built holds none): global, of its id, a
/// spelling and whether it takes values, and not declared by `spec` as a
/// pair, a deprecated or a preset flag (which makes it the command's own:
/// the copy is declared where the global is). An argument the application
/// declared again exactly as the global is taken for the copy: no getter
/// tells the two apart, and nothing they show differs.
fn is_inherited_copy(arg: &Arg, spec: &CommandSpec, globals: &[Inherited], built: &Built<'_>) -> bool {
    let id = arg.get_id().as_str();
    built.holds_copies
        && arg.is_global_set()
        && !spec.get_arg(id).is_some_and(ArgSpec::needs_spelling)
        && globals.iter().any(|g| {
            g.id == id && g.takes_values == arg.get_action().takes_values() && spellings(arg).any(|s| s == g.spelling)
        })
}

/// Checks that no required group of `cmd` (named `name`) has as a member a
/// HARG global of an enclosing command (`globals`, innermost last) that
/// `cmd` has no argument of the id of: clap copies it into `cmd`, and an
/// error would name it.
///
/// # Panics
///
/// When one has.
fn check_inherited_hargs_in_groups(cmd: &Command, name: &str, globals: &[Inherited]) {
    for group in cmd.get_groups().filter(|g| g.is_required_set()) {
        for member in group.get_args() {
            if cmd.get_arguments().any(|a| a.get_id() == member) {
                continue;
            }
            let Some(global) = inherited_global(globals, member.as_str()) else {
                continue;
            };
            assert!(
                !global.harg,
                "argkind: HARG flag `{}` (a global of command `{}`) is a member of the required group `{}` of command `{name}`; a HARG flag is never named to the user, who could not learn to give it: make the group optional, take the flag out of it, or give the flag another tier",
                global.id,
                global.from,
                group.get_id()
            );
        }
    }
}

/// Checks that no argument of `cmd` (declared by `spec`, named `name`)
/// has the id of a global of an enclosing command (`globals`, innermost
/// last) where argkind acts on either (a pair, a deprecation or a
/// preset): clap copies a global's value by id into and out of each
/// subcommand's matches, the values of a subcommand's own argument of that
/// id included, so the two would set each other (`--trace run --no-trace`
/// would turn the enclosing command's `--trace` off). A built command's
/// copy of the global ([`is_inherited_copy`]) is no argument of its own.
///
/// # Panics
///
/// On the first that has.
fn check_shadowed_globals(cmd: &Command, spec: &CommandSpec, name: &str, globals: &[Inherited], built: &Built<'_>) {
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        let Some(global) = inherited_global(globals, id) else {
            continue;
        };
        if is_inherited_copy(arg, spec, globals, built) {
            continue;
        }
        let acts = spec.get_arg(id).is_some_and(ArgSpec::needs_spelling);
        // A pair's negation is the pair's.
        let global_acts = global.acts || global.negates.is_some();
        assert!(
            !acts && !global_acts,
            "argkind: argument `{id}` of command `{name}` has the id of a global argument of command `{}`, and argkind reads {} as a pair, a deprecated or a preset flag, or as a list a preset replaces; clap shares a global's values by id with a subcommand's argument of that id, so the two would set each other: give one of them another id (`Arg::new`, `#[arg(id = \"...\")]`), or make the global not global",
            global.from,
            if acts { "the subcommand's" } else { "the global" },
        );
    }
}

/// Checks that no deprecation of the last of `frames` (declared by `spec`,
/// named `name`) names a HARG flag: its warning names the deprecated flag
/// by its long name, and its replacement (`Use --new instead`), whatever
/// the user typed; a replacement may be a global of an enclosing command
/// (`globals`, innermost last).
///
/// # Panics
///
/// When a HARG flag is deprecated, or is the replacement of one.
fn check_harg_deprecations(frames: &[Frame<'_>], spec: &CommandSpec, name: &str, globals: &[Inherited]) {
    let Some(&Frame { cmd, level }) = frames.last() else {
        return;
    };
    let harg = |arg: &Arg| tier_of(arg, spec.get_arg(arg.get_id().as_str())) == ArgKind::Harg;
    for (at, shape) in level.shapes.iter().enumerate().filter(|(_, s)| s.deprecated) {
        let flag = level.arg(cmd, at);
        assert!(
            !harg(flag),
            "argkind: HARG flag `{}` of command `{name}` is deprecated, and its warning would name it (`{} is deprecated`) to the user, whatever was typed; a HARG flag is never named: give it another tier (HIDDEN keeps it off `--help`), or drop the deprecation",
            flag.get_id(),
            typed_flag(flag)
        );
        let Some(target) = shape.replacement else {
            continue;
        };
        let (replacement, _) = target_arg(frames, target);
        // A global of an enclosing command: the innermost of its id.
        let is_harg = if target.up == 0 {
            harg(replacement)
        } else {
            inherited_global(globals, replacement.get_id().as_str()).is_some_and(|g| g.harg)
        };
        assert!(
            !is_harg,
            "argkind: deprecated flag `{}` of command `{name}` is redirected to HARG flag `{}`, which its warning would name (`Use --{} instead`); a HARG flag is never named: redirect to a flag of another tier, or give `{}` another tier",
            flag.get_id(),
            replacement.get_id(),
            replacement.get_long().unwrap_or_default(),
            replacement.get_id()
        );
    }
}

/// Checks, in a command with pairs, that clap's definition checks pass: an
/// application adopting argkind removes its hand-written twins of the
/// pairs, and a relation (`overrides_with`, `conflicts_with`, `requires`)
/// may still name one. clap panics on it when the command is built; this
/// builds a copy first and says how to name the negation instead.
///
/// # Panics
///
/// When clap's checks fail: clap's panic, and then, for a relation naming
/// an id no argument has, one that lists the negations' ids and the fix.
pub(crate) fn check_relations(mut built: Built<'_>, spec: &CommandSpec) {
    let mut negations = Vec::new();
    negations_of(spec, &mut negations);
    if negations.is_empty() || built.command().is_some() {
        return;
    }
    let Some(Err(payload)) = built.copy.take() else {
        return;
    };
    let message = payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or_default();
    let Some(missing) = message
        .split_once("Argument or group '")
        .and_then(|(_, rest)| rest.split_once('\''))
        .map(|(id, _)| id)
    else {
        std::panic::resume_unwind(payload)
    };
    let listed: Vec<String> = negations
        .iter()
        .map(|(id, flag)| format!("`{id}` (the negation of `{flag}`)"))
        .collect();
    panic!(
        "argkind: {message}. argkind adds each pair's negation as an argument of its own, with these ids: {}. If `{missing}` was the hand-written twin of a pair flag, name its negation's id instead, or give the negation the id `{missing}` (`Negation::new().id(\"{missing}\")`, or `negation(id = \"{missing}\")` in the derive)",
        listed.join(", ")
    );
}

/// The `(negation id, pair flag id)` of every pair `spec` and its
/// subcommands declare.
fn negations_of<'a>(spec: &'a CommandSpec, out: &mut Vec<(&'a str, &'a str)>) {
    for (id, declared) in &spec.args {
        if let Some(flag) = declared.get_negates() {
            out.push((id.as_ref(), flag));
        }
    }
    for (_, sub) in &spec.subcommands {
        negations_of(sub, out);
    }
}

/// A spelling a command inherits from a global argument of an enclosing
/// command: clap copies the argument into each subcommand that has no
/// argument of the same id.
#[derive(Clone, Debug)]
struct Inherited {
    spelling: String,
    id: String,
    /// The pair flag it negates, when it is a negation argkind added.
    negates: Option<String>,
    from: String,
    /// Whether the argument takes values (its action's).
    takes_values: bool,
    /// Whether the argument is HARG.
    harg: bool,
    /// Whether argkind acts on it where the command line names it (a
    /// pair, a deprecation or a preset), or resets it (a list a preset
    /// replaces).
    acts: bool,
}

/// [`check`] for the last command of `frames` (the commands from the root
/// to it), at `path` (names below the root), which inherits `globals`.
fn check_at(frames: &[Frame<'_>], spec: &CommandSpec, path: &[&str], globals: &[Inherited], built: &Built<'_>) {
    let Some(&Frame { cmd, level }) = frames.last() else {
        return;
    };
    let name = path.last().copied().unwrap_or(cmd.get_name());
    check_spellings(cmd, spec, name, globals);
    check_negation_shorts(cmd, spec, name, globals);
    check_clap_flag_names(frames, spec, name);
    check_redirects(frames, name, built);
    check_hargs(cmd, spec, name, globals);
    check_pair_groups(cmd, spec, name);
    check_harg_deprecations(frames, spec, name, globals);
    check_inherited_hargs_in_groups(cmd, name, globals);
    check_shadowed_globals(cmd, spec, name, globals, built);
    check_presets(frames, name);
    check_value_less_str2bool(cmd, name);
    check_named_behaviours(cmd, spec, name);
    check_pair_defaults(cmd, level, name);
    let mut inherited = globals.to_vec();
    // A built command holds clap's copy of each global it inherits: that
    // global is the enclosing command's, already among `globals`. One of
    // its own of that id shadows it.
    for arg in cmd
        .get_arguments()
        .filter(|a| a.is_global_set() && !is_inherited_copy(a, spec, globals, built))
    {
        for spelling in spellings(arg) {
            inherited.push(Inherited {
                spelling: spelling.to_owned(),
                id: arg.get_id().as_str().to_owned(),
                negates: negates(spec, arg).map(str::to_owned),
                from: name.to_owned(),
                takes_values: arg.get_action().takes_values(),
                harg: tier_of(arg, spec.get_arg(arg.get_id().as_str())) == ArgKind::Harg,
                acts: spec.get_arg(arg.get_id().as_str()).is_some_and(ArgSpec::needs_spelling)
                    || cmd
                        .get_arguments()
                        .any(|a| *a.get_id() == crate::level::reset_id(arg.get_id().as_str())),
            });
        }
    }
    for sub in cmd.get_subcommands() {
        let Some(child) = level.child(sub.get_name()) else {
            continue;
        };
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name());
        let mut sub_frames = frames.to_vec();
        sub_frames.push(Frame { cmd: sub, level: child });
        check_at(
            &sub_frames,
            spec.subcommand_or_empty(sub.get_name()),
            &sub_path,
            &inherited,
            built,
        );
    }
}

/// Checks that no pair flag of `cmd` (level `level`, named `name`) has a
/// conditional default of the application's (`default_value_if`): clap
/// applies the first condition that holds, the application's before the
/// one that makes the negation set the flag false, so a negation typed last
/// would leave the flag as the condition sets it.
///
/// # Panics
///
/// On the first that has one.
fn check_pair_defaults(cmd: &Command, level: &Level, name: &str) {
    for (at, shape) in level.shapes.iter().enumerate() {
        let Some(negation) = &shape.negation else { continue };
        let arg = level.arg(cmd, at);
        let text = format!("{arg:?}");
        let Some(conditions) = field_of(&text, "default_vals_ifs: ") else {
            continue;
        };
        // Each condition is `("id", predicate, value)`; argkind's own names
        // the negation.
        if condition_ids(conditions).iter().any(|id| *id != negation.id) {
            panic!(
                "argkind: pair flag `{}` of command `{name}` has a conditional default (`default_value_if`), which clap gives it even where its negation `--{}` is typed last (clap applies the first condition that holds, and the application's come first), so the negation could not turn it off; drop the conditional default, or the pair",
                arg.get_id(),
                negation.long
            );
        }
    }
}

/// The argument ids of the conditions in `list`, the `Debug` text of an
/// argument's conditional defaults (`[("id", Equals("v"), Some(["x"])),
/// ...]`): the first string of each entry of the list.
fn condition_ids(list: &str) -> Vec<String> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let (mut ids, mut current, mut wanted) = (Vec::new(), String::new(), false);
    for c in list.chars() {
        if in_string {
            match c {
                _ if escaped => {
                    escaped = false;
                    current.push(c);
                }
                '\\' => escaped = true,
                '"' => {
                    in_string = false;
                    if wanted {
                        ids.push(std::mem::take(&mut current));
                        wanted = false;
                    }
                    current.clear();
                }
                _ => current.push(c),
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' | '(' | '{' => {
                depth += 1;
                // An entry of the list opens at depth 2.
                wanted |= c == '(' && depth == 2;
            }
            ']' | ')' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    ids
}

/// Checks that a deprecation, a preset, extend or a job is declared on a
/// flag, not on a positional argument (which has no name to type, so it
/// would never warn or set its targets, whose values clap reads all
/// already, and which is never replayed to a job), and that no
/// job name, nor a deprecation's advice, is empty.
///
/// # Panics
///
/// On the first that is not.
fn check_named_behaviours(cmd: &Command, spec: &CommandSpec, name: &str) {
    assert!(
        spec.default_job.as_deref() != Some(""),
        "argkind: command `{name}` has an empty default job name; name the tool that consumes its flags (`CommandSpec::default_job(\"backend\")`), or give none"
    );
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        let Some(declared) = spec.get_arg(id) else { continue };
        assert!(
            declared.job.as_deref() != Some(""),
            "argkind: argument `{id}` of command `{name}` has an empty job name; name the tool that consumes it (`ArgSpec::job(\"backend\")`), or give none"
        );
        assert!(
            declared.get_instead().is_none_or(|spelling| !spelling.trim().is_empty()),
            "argkind: deprecated argument `{id}` of command `{name}` advises an empty spelling; name what users type instead (`ArgSpec::deprecated_instead(\"-O1\")`), or use `ArgSpec::deprecated()`"
        );
        if let Some(variable) = arg.get_env().map(|v| v.to_string_lossy()) {
            check_env_of_behaviours(id, declared, &variable, name);
        }
        assert!(
            !(declared.is_deprecated() && arg.is_required_set()),
            "argkind: argument `{id}` of command `{name}` is deprecated and required, so every command line would have to type the flag users should stop typing; make it optional (drop `Arg::required`), or drop the deprecation"
        );
        if !arg.is_positional() {
            continue;
        }
        if let Some(job) = declared.job.as_deref() {
            panic!(
                "argkind: positional argument `{id}` of command `{name}` is declared for job `{job}`, but a job is replayed the flags the user set, and a positional argument is no flag (the registry lists flags only), so its values would never reach `{job}`; give it a long name (`Arg::long`), or drop the job and pass its values on yourself"
            );
        }
        let behaviour = if declared.is_deprecated() {
            "deprecated"
        } else if !declared.preset.is_empty() {
            "a preset"
        } else if declared.extend {
            "extend (each occurrence adds to its list)"
        } else {
            continue;
        };
        panic!(
            "argkind: positional argument `{id}` of command `{name}` is declared {behaviour}, which acts when a flag is typed, and a positional has no name to type; give it a long name (`Arg::long`), or drop the declaration"
        );
    }
}

/// Checks that argument `id` of command `name`, declared by `declared`,
/// which reads the environment variable `variable`, is neither deprecated
/// nor a preset flag: argkind warns, redirects and applies presets where
/// the flag is typed on the command line, and the variable is not.
///
/// # Panics
///
/// When it is.
fn check_env_of_behaviours(id: &str, declared: &ArgSpec, variable: &str, name: &str) {
    if declared.is_deprecated() {
        let (effect, fix) = match declared.get_replacement() {
            Some(to) => (
                format!("with no warning, and never reach its replacement `{to}`"),
                format!("put the variable on the replacement `{to}` (`Arg::env`), or drop it"),
            ),
            None => (
                "with no warning".to_owned(),
                "drop the variable (`Arg::env`), or the deprecation".to_owned(),
            ),
        };
        panic!(
            "argkind: deprecated flag `{id}` of command `{name}` reads the environment variable `{variable}`, but argkind warns and redirects only where the flag is typed on the command line, so `{variable}` would set `{id}` {effect}; {fix}"
        );
    }
    assert!(
        declared.preset.is_empty(),
        "argkind: preset flag `{id}` of command `{name}` reads the environment variable `{variable}`, but argkind applies a preset only where the flag is typed on the command line, so `{variable}` would set `{id}` without setting its targets; put the variable on the preset's targets (`Arg::env`), or drop it"
    );
}

/// The long name and aliases of `arg`; none for argkind's markers and
/// resets, whose long names start with a NUL.
fn spellings(arg: &Arg) -> impl Iterator<Item = &str> {
    arg.get_long()
        .into_iter()
        .chain(arg.get_all_aliases().unwrap_or_default())
        .filter(|s| !s.starts_with('\0'))
}

/// The pair flag `arg` negates, when it is a negation argkind added to the
/// command declared by `spec`.
fn negates<'a>(spec: &'a CommandSpec, arg: &Arg) -> Option<&'a str> {
    spec.get_arg(arg.get_id().as_str()).and_then(|d| d.get_negates())
}

/// A pair flag that joins a group with `Arg::group`, where its negation
/// would join the group (one the command declares, not exclusive or named
/// by `negations_in_group`), must say so in its declaration: clap lists
/// such a member in the group only once it builds the command, after
/// argkind has prepared it. Read from the flag's `Debug` text, its one
/// public view (a change of format finds nothing: it never panics on a
/// sound definition).
///
/// # Panics
///
/// When one does not.
fn check_pair_groups(cmd: &Command, spec: &CommandSpec, name: &str) {
    check_negation_groups(cmd, spec, name);
    let joinable: Vec<(String, &str)> = cmd
        .get_groups()
        .filter(|g| spec.negations_join(g))
        .map(|g| (format!("{:?}", g.get_id().as_str()), g.get_id().as_str()))
        .collect();
    if joinable.is_empty() {
        return;
    }
    for arg in cmd.get_arguments() {
        let Some(declared) = spec.get_arg(arg.get_id().as_str()).filter(|d| d.pair.is_some()) else {
            continue;
        };
        let text = debug_fields(arg, "groups", "r_ifs");
        let joined = field_of(&text, "groups: ").unwrap_or_default();
        for (_, quoted) in literals(joined) {
            let Some((_, group)) = joinable.iter().find(|(q, _)| q == quoted) else {
                continue;
            };
            let said = declared
                .negation
                .as_ref()
                .is_some_and(|n| n.groups.iter().any(|g| g == group));
            if !said {
                panic!(
                    "argkind: pair flag `{}` of command `{name}` joins the group `{group}` with `Arg::group`, which clap lists among the group's members only once it builds the command, so its negation would not join the group as a hand-written twin of it would: declare it (`Negation::new().group(\"{group}\")` in its `ArgSpec::negation`), or list the flag in the group (`ArgGroup::new(\"{group}\").arg(\"{}\")`)",
                    arg.get_id(),
                    arg.get_id()
                );
            }
        }
    }
}

/// Checks that each group a pair's negation is declared to join
/// (`Negation::group`) is a group of `cmd` (declared by `spec`, named
/// `name`) that its flag is a member of: the negation joins the groups its
/// flag joins, and a declaration naming another would put the negation in
/// a group without its flag.
///
/// # Panics
///
/// When one is not.
fn check_negation_groups(cmd: &Command, spec: &CommandSpec, name: &str) {
    for arg in cmd.get_arguments() {
        let Some(negation) = spec.get_arg(arg.get_id().as_str()).and_then(|d| d.negation.as_ref()) else {
            continue;
        };
        for group in &negation.groups {
            let flag = arg.get_id();
            let declared = cmd.get_groups().find(|g| g.get_id() == group.as_ref());
            // A member the group lists, or one that joins it with
            // `Arg::group` (clap makes the group of that alone where the
            // command declares none).
            let member = declared.is_some_and(|g| g.get_args().any(|m| m == flag))
                || groups_named(arg).iter().any(|g| g == group.as_ref());
            match (member, declared) {
                (true, _) => {}
                (false, Some(_)) => panic!(
                    "argkind: pair flag `{flag}` of command `{name}` declares that its negation joins the group `{group}` (`Negation::group`), but the flag is no member of it, and the negation joins only its flag's groups: drop the declaration, or put the flag in the group (`Arg::group(\"{group}\")`)"
                ),
                (false, None) => panic!(
                    "argkind: pair flag `{flag}` of command `{name}` declares that its negation joins the group `{group}` (`Negation::group`), but the command has no group `{group}`: drop the declaration, or name a group its flag joins"
                ),
            }
        }
    }
}

/// Who a spelling belongs to, for a message.
#[derive(Clone, Copy)]
struct Owner<'a> {
    id: &'a str,
    /// The pair flag it negates, when it is a negation argkind added.
    negates: Option<&'a str>,
    /// The command it is a global of, when inherited.
    from: Option<&'a str>,
    /// Whether it is a subcommand's long flag (`Command::long_flag`), `id`
    /// the subcommand's name.
    subcommand: bool,
}

impl Owner<'_> {
    /// Whether argkind added the argument: a negation or a surface flag.
    fn is_argkind_s(&self) -> bool {
        !self.subcommand && (self.negates.is_some() || is_surface(self.id))
    }
}

impl fmt::Display for Owner<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.subcommand {
            return write!(f, "subcommand `{}` (as its long flag)", self.id);
        }
        match self.negates {
            Some(flag) => write!(f, "the negation argkind adds for pair flag `{flag}`")?,
            None if is_surface(self.id) => write!(f, "argkind's own `--{}` surface flag", self.id)?,
            None => write!(f, "argument `{}`", self.id)?,
        }
        match self.from {
            Some(from) => write!(f, " (a global of command `{from}`)"),
            None => Ok(()),
        }
    }
}

/// Whether `id` is the id of one of the surface flags argkind adds (the
/// effective-values ones only where the command turns them on).
fn is_surface(id: &str) -> bool {
    crate::level::is_surface_id(id)
}

/// Checks that no two arguments of `cmd` (named `name`), its inherited
/// `globals` included, share a spelling when argkind added one of them: the
/// other would become unreachable, or argkind's would.
///
/// # Panics
///
/// When two do.
fn check_spellings(cmd: &Command, spec: &CommandSpec, name: &str, globals: &[Inherited]) {
    let mut taken: IdMap<&str, Owner<'_>> = IdMap::default();
    // The id of each argument, with the pair flag it negates if it is a
    // negation argkind added.
    let mut ids: IdMap<&str, Option<&str>> = IdMap::default();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        // A built command holds clap's copy of each global it inherits,
        // declared by the enclosing command.
        let inherited = || {
            globals
                .iter()
                .find(|g| arg.is_global_set() && g.id == id)
                .and_then(|g| g.negates.as_deref())
        };
        let negates = negates(spec, arg).or_else(inherited);
        if !globals.is_empty() {
            ids.insert(id, negates);
        }
        for spelling in spellings(arg) {
            claim(
                &mut taken,
                spelling,
                Owner {
                    id,
                    negates,
                    from: None,
                    subcommand: false,
                },
                name,
            );
        }
    }
    // clap does not copy a global into a command that has an argument of
    // its id: only a negation argkind named after another pair flag's is a
    // mistake there.
    let shadowed = |g: &Inherited| ids.get(g.id.as_str()).is_some_and(|n| *n == g.negates.as_deref());
    for global in globals.iter().filter(|g| !shadowed(g)) {
        let owner = Owner {
            id: &global.id,
            negates: global.negates.as_deref(),
            from: Some(&global.from),
            subcommand: false,
        };
        claim(&mut taken, &global.spelling, owner, name);
    }
    // A subcommand's long flag is read where an argument's long name is.
    for sub in cmd.get_subcommands() {
        let owner = Owner {
            id: sub.get_name(),
            negates: None,
            from: None,
            subcommand: true,
        };
        for spelling in sub.get_long_flag().into_iter().chain(sub.get_all_long_flag_aliases()) {
            claim(&mut taken, spelling, owner, name);
        }
    }
    // clap rejects a group with the id of an argument, a global it
    // inherits included.
    for group in cmd.get_groups() {
        let id = group.get_id().as_str();
        let owner = match cmd.get_arguments().find(|a| a.get_id() == id) {
            Some(arg) => Owner {
                id,
                negates: negates(spec, arg),
                from: None,
                subcommand: false,
            },
            None => match globals.iter().find(|g| g.id == id) {
                Some(global) => Owner {
                    id,
                    negates: global.negates.as_deref(),
                    from: Some(&global.from),
                    subcommand: false,
                },
                None => continue,
            },
        };
        assert!(
            !owner.is_argkind_s(),
            "argkind: group `{id}` of command `{name}` has the id of {owner}, and clap rejects a group named like an argument; give the group another id"
        );
    }
}

/// Checks that the short name of each negation argkind adds to `cmd`
/// (declared by `spec`, named `name`, inheriting `globals`) is a letter no
/// other argument of `cmd` has as its short name or a short alias (another
/// negation's included), and no subcommand as its short flag: clap would
/// read the letter as only one of them, and its own panic names the
/// negation by an id the application never wrote.
///
/// # Panics
///
/// When one is.
fn check_negation_shorts(cmd: &Command, spec: &CommandSpec, name: &str, globals: &[Inherited]) {
    for negation in cmd.get_arguments() {
        let (Some(flag), Some(c)) = (negates(spec, negation), negation.get_short()) else {
            continue;
        };
        // clap's copy of a global negation inherited from above: checked
        // where it is declared.
        if globals.iter().any(|g| g.id == negation.get_id().as_str()) {
            continue;
        }
        let long = negation.get_long().unwrap_or_default();
        let fix =
            "give the negation another short name (`Negation::short`, `negation(short = '...')` in the derive) or none";
        let other = cmd
            .get_arguments()
            .find(|a| a.get_id() != negation.get_id() && crate::level::has_short(a, c));
        if let Some(other) = other {
            let inherited = globals.iter().find(|g| g.id == other.get_id().as_str());
            let owner = Owner {
                id: other.get_id().as_str(),
                negates: negates(spec, other).or_else(|| inherited.and_then(|g| g.negates.as_deref())),
                from: inherited.map(|g| g.from.as_str()),
                subcommand: false,
            };
            panic!(
                "argkind: the negation `--{long}` of pair flag `{flag}` of command `{name}` has the short name `-{c}`, which {owner} has too (as its short name or a short alias), and clap would read `-{c}` as only one of them; {fix}"
            );
        }
        if let Some(sub) = cmd
            .get_subcommands()
            .find(|sub| crate::check::short_flags(sub).any(|s| s == c))
        {
            panic!(
                "argkind: the negation `--{long}` of pair flag `{flag}` of command `{name}` has the short name `-{c}`, which chooses subcommand `{}` (`Command::short_flag`), and clap would read `-{c}` as only one of them; {fix}",
                sub.get_name()
            );
        }
    }
}

/// The flags clap adds to the last command of `frames` when it builds it:
/// `--help` (id `help`) unless a command up to it disables its help flag,
/// `--version` (id `version`) where it has a version of its own or one an
/// enclosing command propagates, unless disabled.
fn clap_flags(frames: &[Frame<'_>]) -> Vec<&'static str> {
    let Some(Frame { cmd, .. }) = frames.last() else {
        return Vec::new();
    };
    let mut flags = Vec::new();
    if !frames.iter().any(|f| f.cmd.is_disable_help_flag_set()) {
        flags.push("help");
    }
    let propagated = (0..frames.len().saturating_sub(1)).any(|at| {
        let outer = frames[at].cmd;
        !outer.is_disable_version_flag_set() && frames[..=at].iter().any(|f| f.cmd.is_propagate_version_set())
    });
    if !cmd.is_disable_version_flag_set() || propagated {
        flags.push("version");
    }
    flags
}

/// Checks that no negation argkind adds to the last command of `frames`
/// (declared by `spec`, named `name`) has the long name or the id of a
/// flag clap adds itself (`--help`, `--version`): clap would reject the
/// command and advise to disable its own flag.
///
/// # Panics
///
/// When one has.
fn check_clap_flag_names(frames: &[Frame<'_>], spec: &CommandSpec, name: &str) {
    let Some(&Frame { cmd, .. }) = frames.last() else {
        return;
    };
    let clap_flags = clap_flags(frames);
    for arg in cmd.get_arguments() {
        let Some(flag) = negates(spec, arg) else { continue };
        let (id, long) = (arg.get_id().as_str(), arg.get_long().unwrap_or_default());
        let flag_long = cmd
            .get_arguments()
            .find(|a| a.get_id() == flag)
            .and_then(Arg::get_long)
            .unwrap_or(flag);
        if let Some(own) = clap_flags.iter().find(|f| **f == long) {
            panic!(
                "argkind: the negation argkind adds for pair flag `{flag}` of command `{name}` is `--{long}`, the long name of clap's own `--{own}` flag, and clap would read it as only one of them; give the negation another long name (`Negation::new().long(\"no-{flag_long}\")`, or `negation = \"no-{flag_long}\"` in the derive)"
            );
        }
        if let Some(own) = clap_flags.iter().find(|f| **f == id) {
            panic!(
                "argkind: the negation argkind adds for pair flag `{flag}` of command `{name}` has the id `{id}`, the id of clap's own `--{own}` flag, and clap needs each argument's id to be its own; give the negation another id (`Negation::id`, or `negation(id = \"...\")` in the derive)"
            );
        }
    }
}

/// Records that `spelling` names `owner` in command `name`.
///
/// # Panics
///
/// When it already names another argument and argkind added one of the two.
fn claim<'a>(taken: &mut IdMap<&'a str, Owner<'a>>, spelling: &'a str, owner: Owner<'a>, name: &str) {
    let Some(before) = taken.insert(spelling, owner) else {
        return;
    };
    if (before.id == owner.id && before.negates == owner.negates) || !(before.is_argkind_s() || owner.is_argkind_s()) {
        return;
    }
    let surface = [before, owner]
        .into_iter()
        .find(|o| o.is_argkind_s() && is_surface(o.id))
        .map(|o| o.id);
    let turn_off = |surface: &str| {
        if matches!(surface, crate::level::PRINT_OPTIONS | crate::level::PRINT_ALL_OPTIONS) {
            ", or turn the effective-values surface off"
        } else {
            ""
        }
    };
    let fix = if before.subcommand || owner.subcommand {
        &*match surface {
            Some(surface) => format!(
                "argkind adds the `--{surface}` surface flag itself: give the subcommand another long flag (`Command::long_flag`) or drop the alias{}",
                turn_off(surface)
            ),
            None => "give the subcommand another long flag (`Command::long_flag`), or the pair flag another long name".to_owned(),
        }
    } else if let Some(surface) = surface {
        &*format!(
            "argkind adds the `--{surface}` surface flag itself: rename the argument or drop the alias{}",
            turn_off(surface)
        )
    } else if before.is_argkind_s() && owner.is_argkind_s() {
        "give one of the pair flags another long name"
    } else {
        "rename the argument or drop the alias, or give the pair flag another long name"
    };
    panic!(
        "argkind: `--{spelling}` of command `{name}` would name both {before} and {owner}, and clap would read it as only one of them; {fix}"
    )
}

/// Checks that no value-less flag of `cmd` (named `name`) has argkind's
/// `str2bool` value parser, which would never run: clap reads no value for
/// a `SetTrue` flag, so `--x=false` is rejected.
///
/// # Panics
///
/// When one has.
fn check_value_less_str2bool(cmd: &Command, name: &str) {
    for arg in cmd.get_arguments() {
        if !matches!(arg.get_action(), ArgAction::SetTrue) {
            continue;
        }
        assert!(
            !is_str2bool(arg.get_value_parser()),
            "argkind: flag `{}` of command `{name}` has the str2bool value parser, which reads a value, but its action `SetTrue` takes none, so the parser never runs and `{}=false` is rejected; give it `.action(ArgAction::Set)`, or drop the value parser",
            arg.get_id(),
            typed_flag(arg)
        );
    }
}

/// Whether `parser` is argkind's `str2bool`: it offers its values, in its
/// order, shown and hidden alike. clap's `FalseyValueParser` and
/// `BoolishValueParser` take the same words but offer them in another
/// order: a `SetTrue` flag with one of those and an environment variable
/// is clap's way to read `VAR=0` as `false`, no mistake.
fn is_str2bool(parser: &clap::builder::ValueParser) -> bool {
    let offered = |values: Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>>| {
        values.map(|values| {
            values
                .map(|v| (v.get_name().to_owned(), v.is_hide_set()))
                .collect::<Vec<_>>()
        })
    };
    let own = offered(clap::builder::TypedValueParser::possible_values(
        &crate::value_parser::str2bool(),
    ));
    offered(parser.possible_values()) == own
}

/// Checks every redirect of the last command of `frames` (named `name`): it
/// goes to another flag, and one that takes what argkind gives it.
///
/// The rule, from clap's `ArgAction` and `num_args`: a deprecated flag that
/// takes no values is redirected as a bare `--Y`, which only a `SetTrue` or
/// `Count` flag reads as "given"; one that takes values passes them on,
/// which needs a replacement that takes values, parsed to the same type,
/// that accepts each possible value of the flag and each number of values
/// it takes at one occurrence.
///
/// # Panics
///
/// When a redirect breaks the rule.
fn check_redirects(frames: &[Frame<'_>], name: &str, built: &Built<'_>) {
    let Some(&Frame { cmd, level }) = frames.last() else {
        return;
    };
    for (at, shape) in level.shapes.iter().enumerate() {
        let Some(target) = shape.replacement else { continue };
        let (flag, (replacement, _)) = (level.arg(cmd, at), target_arg(frames, target));
        let (id, to) = (flag.get_id(), replacement.get_id());
        assert!(
            id != to,
            "argkind: deprecated flag `{id}` of command `{name}` names itself as its replacement; name another flag, or use `deprecated()` without one"
        );
        check_redirect_target(frames, target, flag, replacement, name);
        check_placed_when_bare(flag, "deprecated", "pass it on to its replacement", name);
        let bare = matches!(replacement.get_action(), ArgAction::SetTrue | ArgAction::Count);
        if max_values(flag) == 0 {
            assert!(
                bare,
                "argkind: deprecated flag `{id}` of command `{name}` takes no values, so its replacement `{to}` is given as a bare `--{}`, but `{to}` is not a `SetTrue` or `Count` flag; redirect to such a flag, or give `{id}` a value",
                replacement.get_long().unwrap_or_default()
            );
        } else {
            assert!(
                max_values(replacement) > 0,
                "argkind: deprecated flag `{id}` of command `{name}` takes values, which go to its replacement `{to}`, but `{to}` takes none; redirect to a flag that takes values, or make `{id}` a flag without values"
            );
            // The values go to the replacement's value parser: a value the
            // flag accepts must be one the replacement accepts, of the type
            // the application reads from the replacement.
            let (from_type, to_type) = (
                flag.get_value_parser().type_id(),
                replacement.get_value_parser().type_id(),
            );
            assert!(
                from_type == to_type,
                "argkind: deprecated flag `{id}` of command `{name}` parses its values as `{}`, but its replacement `{to}` parses them as `{}`; give both the same value parser type",
                type_name(&from_type),
                type_name(&to_type)
            );
            check_redirected_counts(flag, replacement, name);
            let by_command = || hyphens_by_command(frames, flag, replacement, built);
            check_redirected_hyphens(flag, replacement, by_command, name);
            check_redirected_terminator(flag, replacement, name);
            check_redirected_values(flag, replacement, name);
        }
    }
}

/// Where the redirects from `target`, a target of a flag of the last of
/// `frames`, end: the first flag on the way that is not deprecated
/// (`Ok`); else (`Err`) the deprecated flag without a replacement the way
/// ends at, or `None` when it goes round.
fn final_replacement<'a>(frames: &[Frame<'a>], target: TargetRef) -> Result<&'a Arg, Option<&'a Arg>> {
    let (mut at, mut shape) = (frames.len().checked_sub(1 + target.up), target.shape);
    // Each flag at most once: more steps go round.
    let steps: usize = frames.iter().map(|f| f.level.shapes.len()).sum();
    for _ in 0..=steps {
        let Some(Frame { cmd, level }) = at.map(|at| frames[at]) else {
            return Err(None);
        };
        let here = &level.shapes[shape];
        if !here.deprecated {
            return Ok(level.arg(cmd, shape));
        }
        let Some(next) = here.replacement else {
            return Err(Some(level.arg(cmd, shape)));
        };
        (at, shape) = (at.and_then(|at| at.checked_sub(next.up)), next.shape);
    }
    Err(None)
}

/// Whether `target`, a target of a flag of the last of `frames`, is a
/// deprecated flag.
fn is_deprecated(frames: &[Frame<'_>], target: TargetRef) -> bool {
    let owner = owner_of(frames, target);
    owner.level.shapes[target.shape].deprecated
}

/// Checks that the replacement `to` (`target`) of the deprecated flag
/// `flag` of the last of `frames` (named `name`) is not deprecated itself
/// (`--a` would warn twice, the second time about a flag never typed, and
/// the last replacement would not be set), and that neither is `exclusive`
/// nor conflicts with the other (every use of `flag` would be an error).
///
/// # Panics
///
/// When it is.
fn check_redirect_target(frames: &[Frame<'_>], target: TargetRef, flag: &Arg, to: &Arg, name: &str) {
    let (id, to_id) = (flag.get_id(), to.get_id());
    assert!(
        !is_surface(to_id.as_str()),
        "argkind: deprecated flag `{id}` of command `{name}` is redirected to `--{to_id}`, argkind's own surface flag, which prints a surface when typed and holds no value a redirect could set; redirect to a flag of the application, or use `deprecated()` without a replacement"
    );
    check_global_target(frames, target, flag, to, "replacement", name);
    let owner = owner_of(frames, target);
    assert!(
        owner.level.presets_of(target.shape).is_empty(),
        "argkind: deprecated flag `{id}` of command `{name}` is redirected to `{to_id}`, which is a preset flag, and a redirect sets the replacement's value without applying its preset: `{}` would leave what `{}` sets as it is; redirect `{id}` to a flag that is no preset flag, or make `{id}` a preset flag with the same targets and `deprecated()` without a replacement",
        typed_flag(flag),
        typed_flag(to)
    );
    if is_deprecated(frames, target) {
        let (what, fix) = match final_replacement(frames, target) {
            Ok(last) => (
                format!("deprecated too (its redirects end at `{}`)", last.get_id()),
                format!(
                    "redirect `{id}` to the final replacement directly (`deprecated_for(\"{last}\")`, or `deprecated(replacement = {last})` in the derive)",
                    last = last.get_id()
                ),
            ),
            Err(end) => (
                match end {
                    Some(end) => format!("deprecated too, and its redirects end at `{}`, deprecated with no replacement", end.get_id()),
                    None => "deprecated too, and its redirects go round in a circle".to_owned(),
                },
                format!("redirect `{id}` to a flag that is not deprecated, or use `deprecated()` without one"),
            ),
        };
        panic!(
            "argkind: deprecated flag `{id}` of command `{name}` is redirected to `{to_id}`, which is {what}, so `{}` would warn twice, the second time about `--{}`, which the user never typed; {fix}",
            typed_flag(flag),
            to.get_long().unwrap_or_default()
        );
    }
    if let Some(why) = conflict_between(frames, target, flag, to) {
        panic!(
            "argkind: deprecated flag `{id}` of command `{name}` is redirected to `{to_id}`, and {why}: every use of `{}` would be an error; drop the conflict, or use `deprecated()` without a replacement",
            typed_flag(flag)
        );
    }
    assert!(
        !flag.is_exclusive_set(),
        "argkind: deprecated flag `{id}` of command `{name}` is `exclusive(true)`, and an exclusive flag cannot be used with any other, the replacement `{to_id}` its redirect gives among them: every use of `{}` would be an error; drop `exclusive` from `{id}`, or use `deprecated()` without a replacement",
        typed_flag(flag)
    );
    assert!(
        !to.is_exclusive_set(),
        "argkind: deprecated flag `{id}` of command `{name}` is redirected to `{to_id}`, which is `exclusive(true)`, and an exclusive flag cannot be used with any other, the deprecated flag that sets it among them: every use of `{}` would be an error; redirect to a flag that is not exclusive, or drop `exclusive` from `{to_id}`",
        typed_flag(flag)
    );
}

/// Checks that the replacement `to` of the deprecated flag `flag` (of
/// command `name`), both taking values, accepts every value of `flag`:
/// a possible value of `flag` (offered in its help and completions) that
/// `to`'s value parser rejects would always fail.
///
/// A flag without possible values whose replacement has some passes: the
/// replacement's value parser checks what was typed, as it does for a
/// range (`value_parser!(u8).range(1..)`) the flag lacks, and its error
/// names the flag the user typed with the replacement's possible values.
///
/// # Panics
///
/// When `to` rejects a possible value of `flag`.
fn check_redirected_values(flag: &Arg, to: &Arg, name: &str) {
    let (id, to_id) = (flag.get_id(), to.get_id());
    let possible = flag.get_possible_values();
    if possible.is_empty() {
        return;
    }
    let long = to.get_long().unwrap_or_default();
    // Alone in the probe, with its value parser (and whether its possible
    // values ignore case), one value at a time.
    let mut probe = Command::new("redirect-check")
        .arg(
            Arg::new(to_id.clone())
                .long(long.to_owned())
                .action(ArgAction::Set)
                .num_args(1)
                .ignore_case(to.is_ignore_case_set())
                .value_parser(to.get_value_parser().clone()),
        )
        .no_binary_name(true);
    for value in possible.iter().flat_map(|p| p.get_name_and_aliases()) {
        if probe.try_get_matches_from_mut([format!("--{long}={value}")]).is_ok() {
            continue;
        }
        let accepted: Vec<String> = to
            .get_possible_values()
            .iter()
            .map(|p| p.get_name().to_owned())
            .collect();
        let accepted = if accepted.is_empty() {
            String::new()
        } else {
            format!(" (possible values: {})", accepted.join(", "))
        };
        panic!(
            "argkind: deprecated flag `{id}` of command `{name}` accepts the value `{value}`, which goes to its replacement `{to_id}`, but the value parser of `{to_id}` rejects it{accepted}; give `{id}` only values `{to_id}` accepts (the same value parser), or redirect to a flag that accepts every value of `{id}`"
        );
    }
}

/// Checks that the replacement `to` of the deprecated flag `flag` (of
/// command `name`), both taking values, takes as many values at one
/// occurrence as the redirect gives it. An occurrence of `flag` goes to
/// `to` with the values clap read for it, split at its value delimiter
/// (given bare, its default missing value): as one
/// occurrence with all of them, or, where `to` takes at most one value, as
/// one occurrence per value, which only an `Append` replacement keeps, or
/// as one value joined at `to`'s value delimiter, which clap splits. (A
/// flag that may be given bare has a default missing value:
/// [`check_placed_when_bare`].)
///
/// # Panics
///
/// When one number of values `flag` gives is one `to` does not take.
fn check_redirected_counts(flag: &Arg, to: &Arg, name: &str) {
    let (from, takes) = (values_per_occurrence(flag), values_per_occurrence(to));
    // The fewest and most values an occurrence passes on.
    let fewest = from.min_values().max(1);
    let most = if flag.get_value_delimiter().is_some() {
        usize::MAX
    } else {
        from.max_values().max(1)
    };
    let attached = one_attached_value(to);
    // Values split at the delimiter `to` splits at too go joined again, in
    // one attached value (`rewrite::rejoined`).
    let fits = if crate::rewrite::rejoins(flag, to) {
        takes.max_values() > 0
    } else if takes.max_values() > 1 && !attached {
        takes.min_values() <= fewest && most <= takes.max_values()
    } else {
        // A value delimiter splits one value into several.
        most <= 1 || crate::rewrite::one_value_an_occurrence(flag, to) || to.get_value_delimiter().is_some()
    };
    if fits {
        return;
    }
    if attached {
        panic!(
            "argkind: deprecated flag `{}` of command `{name}` passes on {} at each occurrence, and each occurrence goes to its replacement `{}` with its values, but `{}` requires `=` and so takes one value at each occurrence; redirect to a flag that does not require `=`, or to one that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)",
            flag.get_id(),
            values_text(fewest, most),
            to.get_id(),
            to.get_id(),
        );
    }
    let append = if most > 1 {
        ", or to one that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)"
    } else {
        ""
    };
    panic!(
        "argkind: deprecated flag `{}` of command `{name}` passes on {} at each occurrence, and each occurrence goes to its replacement `{}` with its values, but `{}` takes {} at each occurrence; give both the same number of values (`num_args`), or redirect to a flag that takes {}{append}",
        flag.get_id(),
        values_text(fewest, most),
        to.get_id(),
        to.get_id(),
        values_text(takes.min_values(), takes.max_values()),
        values_text(fewest, most)
    );
}

/// Whether `replacement`, the replacement of `flag`, a flag of the last of
/// `frames`, accepts hyphen values by the `allow_hyphen_values` of a
/// command that reads the redirect (`Command::allow_hyphen_values`: the
/// flag's command, and, for a global flag, each subcommand), which clap
/// has no getter for: clap gives the setting to each option of the command
/// as it builds it, so the built copy of the root (prepared, as argkind
/// parses with it), `built`, says.
fn hyphens_by_command(frames: &[Frame<'_>], flag: &Arg, replacement: &Arg, built: &Built<'_>) -> bool {
    fn reads_hyphens(cmd: &Command, id: &clap::Id, global: bool) -> bool {
        let own = cmd
            .get_arguments()
            .find(|a| a.get_id() == id)
            .is_some_and(Arg::is_allow_hyphen_values_set);
        own || (global && cmd.get_subcommands().any(|sub| reads_hyphens(sub, id, global)))
    }
    // A command clap's own checks reject is reported by them (see
    // `check_relations`), not here.
    let Some(mut cmd) = built.command() else {
        return false;
    };
    for frame in &frames[1..] {
        match cmd.find_subcommand(&frame.level.name) {
            Some(sub) => cmd = sub,
            None => return false,
        }
    }
    let hyphens = reads_hyphens(cmd, replacement.get_id(), flag.is_global_set());
    hyphens
}

/// Checks that the replacement `to` of the deprecated flag `flag` (of
/// command `name`) reads each value that `flag` accepts as a value where
/// the redirect gives it several at one occurrence (`--Y a -b`): a value
/// that starts with `-` is read as a flag unless `to` accepts hyphen values
/// (or negative numbers, for those). A value at a
/// time is given attached (`--Y=-b`), which any option reads as a value.
///
/// Where `to` takes more values than `flag` gives, a marker ends them
/// (`rewrite::redirect`), which `to` must not take for a value.
///
/// # Panics
///
/// When `flag` accepts hyphen values (or negative numbers) that `to`, given
/// several values at one occurrence, would not; when `to` takes more
/// values than an occurrence of `flag` may give and accepts hyphen values
/// (by its own `allow_hyphen_values`, or its command's: `by_command`
/// asks), with no value terminator to end them.
fn check_redirected_hyphens(flag: &Arg, to: &Arg, by_command: impl FnOnce() -> bool, name: &str) {
    // A delimited flag's values are split out of its tokens (`--old a,-b`):
    // several at an occurrence, any of which may start with `-`, unless
    // they go joined again at the delimiter `to` splits at too.
    let delimited = flag.get_value_delimiter().is_some();
    let several = if delimited {
        !crate::rewrite::rejoins(flag, to)
    } else {
        values_per_occurrence(flag).max_values() > 1
    };
    let at_once =
        several && max_values(to) > 1 && !one_attached_value(to) && !crate::rewrite::one_value_an_occurrence(flag, to);
    if !at_once {
        return;
    }
    // What `to` would read as a flag if it accepts no hyphen values.
    let what = if flag.is_allow_hyphen_values_set() {
        Some("values that start with `-` (`allow_hyphen_values`)")
    } else if delimited {
        Some("values that start with `-` where it splits its values at its delimiter (`a,-b`)")
    } else if flag.is_allow_negative_numbers_set() && !to.is_allow_negative_numbers_set() {
        Some("negative numbers (`allow_negative_numbers`)")
    } else {
        None
    };
    // What ends the values it gives where `to` takes more than an
    // occurrence may give (`num_args(1..)` to `num_args(1..)`: `--old a`
    // gives one): its value terminator, else a flag of argkind's, which
    // `to` would take for one more value if it accepts hyphen values.
    let more = values_per_occurrence(flag).min_values().max(1) < values_per_occurrence(to).max_values()
        && to.get_value_terminator().is_none();
    if !more && what.is_none() {
        return;
    }
    let hyphens = to.is_allow_hyphen_values_set() || by_command();
    let delimiter = if delimited {
        format!(", or give `{}` the value delimiter of `{}`", to.get_id(), flag.get_id())
    } else {
        String::new()
    };
    if more && hyphens {
        panic!(
            "argkind: deprecated flag `{}` of command `{name}` passes several values at each occurrence on to its replacement `{}` in one occurrence, and `{}` takes more values, accepts values that start with `-` (by its own `allow_hyphen_values`, or its command's) and has no value terminator: it would take the command line's next tokens too; give `{}` a value terminator (`Arg::value_terminator`) and `{}` the same one, or redirect to a flag that takes as many values as `{}`{delimiter}",
            flag.get_id(),
            to.get_id(),
            to.get_id(),
            to.get_id(),
            flag.get_id(),
            flag.get_id(),
        );
    }
    let Some(what) = what.filter(|_| !hyphens) else {
        return;
    };
    panic!(
        "argkind: deprecated flag `{}` of command `{name}` accepts {what}, and passes several values at each occurrence on to its replacement `{}` in one occurrence, which reads such a value as a flag; accept them on `{}` too, or redirect to a flag that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own){delimiter}",
        flag.get_id(),
        to.get_id(),
        to.get_id(),
    );
}

/// Checks that the replacement `to` of the deprecated flag `flag` (of
/// command `name`) can hold each value `flag` passes on where the redirect
/// gives it several at one occurrence (`--Y a b`): `to` reads its value
/// terminator there as the end of its values, not as a value, and clap
/// takes it for a value only attached (`--Y=;`), one value at an
/// occurrence. `flag` takes the terminator as a value unless it has the
/// same one (and no value delimiter to split it out of an attached value)
/// or its value parser rejects it. Values that `flag` split at the
/// delimiter `to` splits at too go joined again in one attached value
/// (`--Y=a,;`, see `rewrite::rejoins`), which holds the terminator: no
/// check.
///
/// # Panics
///
/// When `flag` may pass the terminator of `to` on among several values at
/// one occurrence.
fn check_redirected_terminator(flag: &Arg, to: &Arg, name: &str) {
    let Some(terminator) = to.get_value_terminator() else {
        return;
    };
    // Values joined again at the delimiter both split at go in one
    // attached value (`--Y=a,;`), which holds the terminator as a value.
    if crate::rewrite::rejoins(flag, to) {
        return;
    }
    let delimited = flag.get_value_delimiter().is_some();
    let several = values_per_occurrence(flag).max_values() > 1 || delimited;
    let at_once = several
        && max_values(to) > 1
        && !to.is_require_equals_set()
        && !crate::rewrite::one_value_an_occurrence(flag, to);
    let own = flag.get_value_terminator() == Some(terminator);
    if !at_once || (own && !delimited) {
        return;
    }
    // Alone in the probe, with its value parser, one value at a time.
    let accepted = Command::new("redirect-check")
        .arg(
            Arg::new(flag.get_id().clone())
                .long("value")
                .action(ArgAction::Set)
                .num_args(1)
                .ignore_case(flag.is_ignore_case_set())
                .value_parser(flag.get_value_parser().clone()),
        )
        .no_binary_name(true)
        .try_get_matches_from([format!("--value={terminator}")])
        .is_ok();
    if !accepted {
        return;
    }
    let fix = match (own, delimited) {
        (true, _) => format!("drop the value delimiter of `{}`, which splits `{terminator}` out of a value,", flag.get_id()),
        (false, false) => format!("give `{}` the value terminator `{terminator}` too,", flag.get_id()),
        (false, true) => format!(
            "give `{}` the value terminator `{terminator}` too and drop its value delimiter, which splits `{terminator}` out of a value,",
            flag.get_id()
        ),
    };
    panic!(
        "argkind: deprecated flag `{}` of command `{name}` accepts the value `{terminator}`, and passes several values at each occurrence on to its replacement `{}` in one occurrence, which reads `{terminator}` as the end of its values (its value terminator): no occurrence of `{}` can hold it with others; {fix} or redirect to a flag that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)",
        flag.get_id(),
        to.get_id(),
        to.get_id(),
    );
}

/// Whether `to` takes one value at an occurrence, attached with `=`
/// (`--Y=a`): it requires `=` and has no value delimiter to split it.
fn one_attached_value(to: &Arg) -> bool {
    to.is_require_equals_set() && to.get_value_delimiter().is_none()
}

/// How a message names the flag `arg`: `--long`, else `-c`, else its id.
fn typed_flag(arg: &Arg) -> String {
    match (arg.get_long(), arg.get_short()) {
        (Some(long), _) => format!("--{long}"),
        (None, Some(short)) => format!("-{short}"),
        (None, None) => arg.get_id().to_string(),
    }
}

/// Checks that the deprecated or preset flag `flag` (`what`) of command
/// `name`, whose use argkind acts on where it stands on the command line
/// (`act`), has a place there whenever it is given: a flag that takes
/// values and may be given none (`num_args(0..=1)`, `num_args(0)`) has
/// one only with a default missing value. clap gives an occurrence with no
/// value no index, and the redirect or preset would be lost.
///
/// # Panics
///
/// When it has none.
fn check_placed_when_bare(flag: &Arg, what: &str, act: &str, name: &str) {
    if !crate::level::may_be_bare(flag) || has_default_missing(flag) {
        return;
    }
    let id = flag.get_id();
    let typed = typed_flag(flag);
    let takes = values_per_occurrence(flag);
    let fix = if takes.max_values() == 0 {
        format!("make `{id}` a `SetTrue` flag (`ArgAction::SetTrue`), or give it")
    } else {
        format!("give `{id}`")
    };
    panic!(
        "argkind: {what} flag `{id}` of command `{name}` may be given bare (it takes {}), and clap gives a bare `{typed}` no place on the command line, so argkind cannot {act} there; {fix} a default missing value (`Arg::default_missing_value`), which a bare `{typed}` then takes",
        values_text(takes.min_values(), takes.max_values())
    );
}

/// Whether `arg` has a default missing value (`Arg::default_missing_value`),
/// read from its `Debug` text: clap has no getter.
fn has_default_missing(arg: &Arg) -> bool {
    let text = format!("{arg:?}");
    field_of(&text, "default_missing_vals: ").is_some_and(|values| values.trim() != "[]")
}

/// The number of values one occurrence of `arg` takes, as clap sets it when
/// it builds the command: `num_args`, else one value per value name when
/// there are several, else what its action takes (one value, or none).
pub(crate) fn values_per_occurrence(arg: &Arg) -> ValueRange {
    if let Some(range) = arg.get_num_args() {
        return range;
    }
    match arg.get_value_names() {
        Some(names) if names.len() > 1 => names.len().into(),
        _ if arg.get_action().takes_values() => ValueRange::SINGLE,
        _ => ValueRange::EMPTY,
    }
}

/// `min` to `max` values as a message says it: `1 value`, `2 values`,
/// `0 to 1 values`, `1 or more values`.
fn values_text(min: usize, max: usize) -> String {
    match (min, max) {
        (1, 1) => "1 value".to_owned(),
        _ if min == max => format!("{min} values"),
        (_, usize::MAX) => format!("{min} or more values"),
        _ => format!("{min} to {max} values"),
    }
}

/// Checks that no HARG flag of `cmd` (declared by `spec`, named `name`)
/// is one clap would name in a "required arguments were not provided"
/// error: required, required by another argument or group, or a member of
/// a required group. (A HARG flag required only if or unless another flag
/// is given passes: clap names it only when that condition holds.)
///
/// clap has no getter for `requires` or an argument's `group`s; their
/// `Debug` text is their one public view. Should its
/// format change, these parts of the check find nothing: they never panic
/// on a sound definition.
///
/// # Panics
///
/// When one is.
fn check_hargs(cmd: &Command, spec: &CommandSpec, name: &str, globals: &[Inherited]) {
    let hargs: Vec<&Arg> = cmd
        .get_arguments()
        .filter(|a| tier_of(a, spec.get_arg(a.get_id().as_str())) == ArgKind::Harg)
        .collect();
    // The HARG globals clap copies into `cmd`: the innermost enclosing
    // global of each id, where `cmd` has no argument of that id.
    let mut seen: IdSet<&str> = IdSet::default();
    let inherited: Vec<&str> = globals
        .iter()
        .map(|g| g.id.as_str())
        .filter(|id| seen.insert(id))
        .filter(|id| {
            inherited_global(globals, id).is_some_and(|g| g.harg) && !cmd.get_arguments().any(|a| a.get_id() == *id)
        })
        .collect();
    let never_named =
        "a HARG flag is never named to the user, who could not learn to give it: make it optional (not required, required by no flag or group, in no required group), or give it another tier";
    if hargs.is_empty() && inherited.is_empty() {
        return;
    }
    // Each group's id as `Debug` quotes it (for members that join it with
    // `Arg::group`), and its members.
    let group_quoted: IdMap<String, &str> = cmd
        .get_groups()
        .map(|g| (format!("{:?}", g.get_id().as_str()), g.get_id().as_str()))
        .collect();
    let mut members: IdMap<&str, Vec<&str>> = cmd
        .get_groups()
        .map(|g| (g.get_id().as_str(), g.get_args().map(|a| a.as_str()).collect()))
        .collect();
    // Each argument's `groups` and `requires`, in one pass over its
    // `Debug` text.
    let texts: Vec<(&Arg, String)> = cmd
        .get_arguments()
        .map(|arg| (arg, debug_fields(arg, "groups", "r_ifs")))
        .collect();
    if !group_quoted.is_empty() {
        for (arg, text) in &texts {
            let joined = field_of(text, "groups: ").unwrap_or_default();
            for group in literals(joined).filter_map(|(_, q)| group_quoted.get(q)) {
                members.entry(group).or_default().push(arg.get_id().as_str());
            }
        }
    }
    for arg in &hargs {
        let id = arg.get_id();
        assert!(
            !arg.is_required_set(),
            "argkind: HARG flag `{id}` of command `{name}` is required; {never_named}"
        );
    }
    let harg_ids: IdSet<&str> = hargs
        .iter()
        .map(|a| a.get_id().as_str())
        .chain(inherited.iter().copied())
        .collect();
    // (An inherited HARG global in a required group is
    // `check_inherited_hargs_in_groups`' to report.)
    for group in cmd.get_groups().filter(|g| g.is_required_set()) {
        let group_id = group.get_id().as_str();
        let of = &members[group_id];
        let Some(harg) = of.iter().find_map(|m| hargs.iter().find(|a| a.get_id() == *m)) else {
            continue;
        };
        let id = harg.get_id();
        // A negation in a group its flag is a member of, which is not
        // exclusive or which the declarations name: argkind put it there
        // (see `with_negations_in_groups`).
        let added_by_argkind = negates(spec, harg).filter(|flag| of.contains(flag) && spec.negations_join(group));
        if let Some(flag) = added_by_argkind {
            panic!(
                "argkind: HARG flag `{id}` (`--{}`) of command `{name}` is the negation of pair flag `{flag}`, and argkind adds a pair's negation to each group of its flag that is not exclusive or that `negations_in_group` names, the required group `{group_id}` among them; a HARG flag is never named to the user, who could not learn to give it: give the negation another tier (`Negation::kind`, or `negation(<tier>)` in the derive), or take `{flag}` out of the group `{group_id}`, or make the group optional",
                harg.get_long().unwrap_or_default()
            );
        }
        panic!("argkind: HARG flag `{id}` of command `{name}` is a member of the required group `{group_id}`; {never_named}");
    }
    // A group a required argument requires is required as well.
    for arg in cmd.get_arguments().filter(|a| a.is_required_set()) {
        for group_id in requires_present(arg) {
            let Some(of) = members.get(group_id.as_str()) else {
                continue;
            };
            if let Some(harg) = of.iter().find(|m| harg_ids.contains(*m)) {
                panic!(
                    "argkind: HARG flag `{harg}` of command `{name}` is a member of the group `{group_id}`, which the required argument `{}` requires; {never_named}",
                    arg.get_id()
                );
            }
        }
    }
    // Each HARG id as `Debug` quotes it, and each group all of whose
    // members are HARG (the error would name the group by its members).
    let mut quoted: IdMap<String, String> = harg_ids
        .iter()
        .map(|id| (format!("{id:?}"), format!("HARG flag `{id}`")))
        .collect();
    for (group, of) in &members {
        if !of.is_empty() && of.iter().all(|m| harg_ids.contains(m)) {
            quoted.insert(
                format!("{group:?}"),
                format!("group `{group}`, all of whose members are HARG flags"),
            );
        }
    }
    for (other, text) in &texts {
        let Some(requires) = field_of(text, "requires: ").filter(|r| *r != "[]") else {
            continue;
        };
        let harg = required_ids(requires).find_map(|q| quoted.get(q));
        if let Some(harg) = harg {
            panic!(
                "argkind: argument `{}` of command `{name}` requires {harg}; {never_named}",
                other.get_id()
            );
        }
    }
    for group in cmd.get_groups() {
        let text = format!("{group:?}");
        let requires = field_of(&text, "requires: ").unwrap_or_default();
        let harg = literals(requires).find_map(|(_, q)| quoted.get(q));
        if let Some(harg) = harg {
            panic!(
                "argkind: group `{}` of command `{name}` requires {harg}; {never_named}",
                group.get_id()
            );
        }
    }
}

/// The `Debug` text of `arg` from its field `first` up to its field `stop`
/// (excluded): formatting stops there, so the rest (defaults, help
/// headings) is never written.
fn debug_fields(arg: &Arg, first: &str, stop: &str) -> String {
    /// Collects text from field `first` on, and fails at field `stop`.
    /// `debug_struct` writes each field's `, ` and its name as pieces of
    /// their own; a value's pieces after a `, ` (list entries, tuple
    /// fields) start with a quote, a bracket or a capital.
    struct Window<'a> {
        text: String,
        first: &'a str,
        stop: &'a str,
        started: bool,
        after_comma: bool,
    }
    impl fmt::Write for Window<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            if self.after_comma && s == self.stop {
                return Err(fmt::Error);
            }
            self.started |= self.after_comma && s == self.first;
            self.after_comma = s == ", ";
            if self.started {
                self.text.push_str(s);
            }
            Ok(())
        }
    }
    let mut window = Window {
        text: String::new(),
        first,
        stop,
        started: false,
        after_comma: false,
    };
    let _ = write!(window, "{arg:?}");
    window.text
}

/// The string literals of the `Debug` text `text`, quotes included.
fn literals(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let (mut open, mut escaped) = (None, false);
    text.char_indices().filter_map(move |(i, c)| {
        match c {
            _ if escaped => escaped = false,
            '\\' if open.is_some() => escaped = true,
            '"' => match open.take() {
                Some(start) => return Some((start, &text[start..=i])),
                None => open = Some(i),
            },
            _ => {}
        }
        None
    })
}

/// The ids `arg` requires whatever its value (`Arg::requires`,
/// `requires_all`; not `requires_if`), read from its `Debug` text: clap has
/// no getter. An id `Debug` writes with an escape is left out.
pub(crate) fn requires_present(arg: &Arg) -> Vec<String> {
    let text = debug_fields(arg, "groups", "r_ifs");
    let Some(requires) = field_of(&text, "requires: ") else {
        return Vec::new();
    };
    literals(requires)
        .filter(|&(start, literal)| {
            requires[..start].ends_with("(IsPresent, ") && requires[start + literal.len()..].starts_with(')')
        })
        .filter_map(|(_, literal)| unquoted(literal))
        .collect()
}

/// The ids `arg` conflicts with (`Arg::conflicts_with`,
/// `conflicts_with_all`), read from its `Debug` text as
/// [`requires_present`] reads its requirements: clap has no getter.
pub(crate) fn conflicts_of(arg: &Arg) -> Vec<String> {
    debug_ids(arg, "conflicts", "settings")
}

/// The ids of the list field `field` of `arg`'s `Debug` text, whose next
/// field is `next` (`conflicts`, then `settings`).
fn debug_ids(arg: &Arg, field: &str, next: &str) -> Vec<String> {
    let text = debug_fields(arg, field, next);
    quoted_ids(field_of(&text, &format!("{field}: ")).unwrap_or_default())
}

/// The ids `arg` overrides (`Arg::overrides_with`, `overrides_with_all`),
/// read from its `Debug` text as [`conflicts_of`] reads its conflicts:
/// clap has no getter.
fn overrides_of(arg: &Arg) -> Vec<String> {
    debug_ids(arg, "overrides", "groups")
}

/// Why `flag` and `to`, its preset's target `target`, of the same command,
/// take each other out, if they do: one names the other in
/// `overrides_with` (clap takes out whichever of the two came first).
fn override_between(target: TargetRef, flag: &Arg, to: &Arg) -> Option<String> {
    if target.up != 0 {
        return None;
    }
    [(flag, to), (to, flag)].into_iter().find_map(|(a, b)| {
        overrides_of(a)
            .iter()
            .any(|id| id.as_str() == b.get_id().as_str())
            .then(|| format!("`{}` overrides `{}` (`overrides_with`)", a.get_id(), b.get_id()))
    })
}

/// Why `flag`, a flag of the last of `frames`, can never be used with
/// `to`, its target `target`, if it cannot: one names the other, or a
/// group holding it, in `conflicts_with`, or both are members of one group
/// that takes one member at most (`multiple(false)`, clap's default).
fn conflict_between(frames: &[Frame<'_>], target: TargetRef, flag: &Arg, to: &Arg) -> Option<String> {
    let cmd = frames.last()?.cmd;
    conflict_of((target.up == 0).then_some(cmd), flag, to)
}

/// Why `one` and `other` can never be used together, if they cannot: one
/// names the other, or a group holding it, in `conflicts_with`, or both are
/// members of one group of `cmd` (the command of both, where they share
/// one) that takes one member at most.
fn conflict_of(cmd: Option<&Command>, one: &Arg, other: &Arg) -> Option<String> {
    // A member of a group by the group's list or by its own `Arg::group`
    // (clap fills the group's list in only when it builds the command).
    let (one_named, other_named) = (groups_named(one), groups_named(other));
    let named_by = |arg: &Arg| {
        if arg.get_id() == one.get_id() {
            &one_named
        } else {
            &other_named
        }
    };
    let member = |g: &clap::ArgGroup, arg: &Arg| {
        g.get_args().any(|a| a == arg.get_id()) || named_by(arg).iter().any(|n| n.as_str() == g.get_id().as_str())
    };
    // Its groups: those that list it, and those it names (made by clap
    // where the command declares none of that id).
    let groups_of = |arg: &Arg| -> Vec<String> {
        let mut groups: Vec<String> = cmd
            .into_iter()
            .flat_map(Command::get_groups)
            .filter(|g| member(g, arg))
            .map(|g| g.get_id().as_str().to_owned())
            .collect();
        // (Of one command only: a group of another is another group.)
        for named in named_by(arg).iter().filter(|_| cmd.is_some()) {
            if !groups.contains(named) {
                groups.push(named.clone());
            }
        }
        groups
    };
    let (one_groups, other_groups) = (groups_of(one), groups_of(other));
    let pairs = [(one, other, &other_groups), (other, one, &one_groups)];
    for (a, b, b_groups) in pairs {
        let names = conflicts_of(a);
        if let Some(named) = names
            .iter()
            .find(|n| n.as_str() == b.get_id().as_str() || b_groups.contains(n))
        {
            return Some(format!("`{}` conflicts with `{named}` (`conflicts_with`)", a.get_id()));
        }
    }
    // A group of one that names the other, or a group holding it, in its
    // `conflicts_with`.
    for (a, b, b_groups) in pairs {
        for group in cmd.into_iter().flat_map(Command::get_groups) {
            if !member(group, a) {
                continue;
            }
            let named = group_ids(group, "conflicts: ")
                .into_iter()
                .find(|n| n.as_str() == b.get_id().as_str() || b_groups.contains(n));
            if let Some(named) = named {
                return Some(format!(
                    "`{}`'s group `{}` conflicts with `{named}` (`ArgGroup::conflicts_with`)",
                    a.get_id(),
                    group.get_id()
                ));
            }
        }
    }
    let cmd = cmd?;
    let declared = cmd
        .get_groups()
        .find(|g| member(g, one) && member(g, other) && !(*g).clone().is_multiple())
        .map(|g| g.get_id().as_str().to_owned());
    // A group only `Arg::group` names, which clap makes when it builds the
    // command, with its default: one member at most.
    let made = || {
        one_named
            .iter()
            .find(|n| other_named.contains(n) && !cmd.get_groups().any(|g| g.get_id().as_str() == n.as_str()))
            .cloned()
    };
    declared.or_else(made).map(|g| {
        format!("both are members of group `{g}`, which takes one of its members at most (`ArgGroup::multiple(false)`)")
    })
}

/// The groups `arg` names itself a member of (`Arg::group`, `Arg::groups`),
/// read from its `Debug` text: clap has no getter.
pub(crate) fn groups_named(arg: &Arg) -> Vec<String> {
    debug_ids(arg, "groups", "requires")
}

/// The ids `group` requires (`ArgGroup::requires`), read as
/// [`requires_present`] reads an argument's.
pub(crate) fn group_requires(group: &clap::ArgGroup) -> Vec<String> {
    group_ids(group, "requires: ")
}

/// The ids of the list `field` (`"requires: "`, `"conflicts: "`) of
/// `group`'s `Debug` text: clap has no getter.
fn group_ids(group: &clap::ArgGroup, field: &str) -> Vec<String> {
    let text = format!("{group:?}");
    quoted_ids(field_of(&text, field).unwrap_or_default())
}

/// The ids a `Debug` list of ids (`["a", "b"]`) quotes.
fn quoted_ids(list: &str) -> Vec<String> {
    literals(list).filter_map(|(_, literal)| unquoted(literal)).collect()
}

/// The string `Debug` quotes as `literal`, where it has no escape.
fn unquoted(literal: &str) -> Option<String> {
    let inner = literal.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains('\\')).then(|| inner.to_owned())
}

/// The requirements a usage line of `cmd` writes that name an argument or
/// group `unseen` says the user may not see: those of each required
/// argument and group, and of each argument they require, transitively, as
/// clap unrolls them. Each entry is an argument (`Some`) or a required
/// group (`None` argument, `Some` group) of `cmd`, with the requirements
/// of it to keep. Empty where none names one.
pub(crate) fn requirements_naming(cmd: &Command, unseen: impl Fn(&str) -> bool) -> Vec<(Requirer, Vec<String>)> {
    let find = |id: &str| cmd.get_arguments().find(|a| a.get_id() == id);
    let mut out = Vec::new();
    let mut work: Vec<&Arg> = cmd.get_arguments().filter(|a| a.is_required_set()).collect();
    for group in cmd.get_groups().filter(|g| g.is_required_set()) {
        let required = group_requires(group);
        let kept: Vec<String> = required.iter().filter(|r| !unseen(r)).cloned().collect();
        work.extend(kept.iter().filter_map(|r| find(r)));
        if kept.len() < required.len() {
            out.push((Requirer::Group(group.get_id().clone()), kept));
        }
    }
    let mut seen: IdSet<&str> = IdSet::default();
    while let Some(arg) = work.pop() {
        if !seen.insert(arg.get_id().as_str()) {
            continue;
        }
        let required = requires_present(arg);
        let kept: Vec<String> = required.iter().filter(|r| !unseen(r)).cloned().collect();
        work.extend(kept.iter().filter_map(|r| find(r)));
        if kept.len() < required.len() {
            out.push((Requirer::Arg(arg.get_id().clone()), kept));
        }
    }
    out
}

/// What requires (see [`requirements_naming`]): an argument or a group.
pub(crate) enum Requirer {
    /// An argument, by id.
    Arg(clap::Id),
    /// A group, by id.
    Group(clap::Id),
}

/// The ids of the `Debug` text of a `requires` list,
/// `[(IsPresent, "a"), (Equals("v"), "b")]`: the literals that end an
/// entry, `"a"` and `"b"`.
fn required_ids(requires: &str) -> impl Iterator<Item = &str> {
    literals(requires).filter_map(|(start, literal)| {
        let ends_entry = requires[..start].ends_with(", ") && requires[start + literal.len()..].starts_with(')');
        ends_entry.then_some(literal)
    })
}

/// The `Debug` text of field `field` (`"name: "`) in `text`: up to the next
/// `, name: ` or the closing ` }`. The field's name is found where a field
/// starts (at the start of `text`, or after `{ ` or `, `) outside string
/// literals: an id may hold the same text.
fn field_of<'t>(text: &'t str, field: &str) -> Option<&'t str> {
    let (mut in_string, mut escaped) = (false, false);
    let at = text.char_indices().find_map(|(i, c)| {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ if in_string => {}
            _ if text[i..].starts_with(field) && (i == 0 || text[..i].ends_with("{ ") || text[..i].ends_with(", ")) => {
                return Some(i)
            }
            _ => {}
        }
        None
    })?;
    let start = at + field.len();
    let rest = &text[start..];
    let end = next_field(rest).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Where the next field of a `Debug` struct starts in `rest`: the `, ` at
/// nesting depth zero, outside string literals.
fn next_field(rest: &str) -> Option<usize> {
    let (mut depth, mut in_string, mut escaped) = (0i32, false, false);
    for (i, c) in rest.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            _ if in_string => {}
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' if depth == 0 => return Some(i),
            ']' | ')' | '}' => depth -= 1,
            ',' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// Checks that every preset value of the last command of `frames` (named
/// `name`) parses with its target's value parser, that a preset sets a
/// plain flag (a `SetTrue` flag that is no pair) only to true, and that no
/// preset flag is its own target.
///
/// # Panics
///
/// When one does not.
fn check_presets(frames: &[Frame<'_>], name: &str) {
    let Some(&Frame { cmd, level }) = frames.last() else {
        return;
    };
    // Each target and value once: a probe is a clap parse of its own.
    let mut probed: IdSet<(TargetRef, &str)> = IdSet::default();
    for at in 0..level.shapes.len() {
        if let (Some(negation), false) = (&level.shapes[at].negation, level.presets_of(at).is_empty()) {
            panic!(
                "argkind: preset flag `{}` of command `{name}` is a pair, and its negation `--{}` would set the preset's targets as the flag does; drop the pair (noable, enable/disable), or put the preset on a flag of its own",
                level.arg(cmd, at).get_id(),
                negation.long
            );
        }
        if !level.presets_of(at).is_empty() {
            check_placed_when_bare(level.arg(cmd, at), "preset", "apply its preset", name);
        }
        for (target, value) in level.presets_of(at) {
            assert!(
                *target != (TargetRef { up: 0, shape: at }),
                "argkind: preset flag `{}` of command `{name}` names itself as a preset target (set to `{value}`), so the preset would replace whatever value the user gives it; name another flag, or drop the preset",
                level.arg(cmd, at).get_id()
            );
            check_preset_target(frames, *target, level.arg(cmd, at), value, name);
        }
        // Two targets that cannot be used together: every use of the flag
        // would be an error.
        let presets = level.presets_of(at);
        for (k, (first, _)) in presets.iter().enumerate() {
            for (second, _) in &presets[k + 1..] {
                let (a, _) = target_arg(frames, *first);
                let (b, _) = target_arg(frames, *second);
                let shared = (first.up == second.up).then(|| owner_of(frames, *first).cmd);
                if let Some(why) = conflict_of(shared, a, b) {
                    panic!(
                        "argkind: preset of `{}` in command `{name}` sets both `{}` and `{}`, and {why}: every use of `{}` would be an error; drop one of them from the preset, or the conflict",
                        level.arg(cmd, at).get_id(),
                        a.get_id(),
                        b.get_id(),
                        typed_flag(level.arg(cmd, at))
                    );
                }
            }
        }
        for (target, value) in level.presets_of(at) {
            if !probed.insert((*target, value.as_ref())) {
                continue;
            }
            let (target, is_pair) = target_arg(frames, *target);
            let is_flag = matches!(target.get_action(), ArgAction::SetTrue);
            assert!(
                is_flag || target.get_action().takes_values(),
                "argkind: preset of `{}` in command `{name}` sets `{}` to `{value}`, but its action `{:?}` takes no value for a preset to give; preset a flag that takes a value, or a `SetTrue` flag",
                level.arg(cmd, at).get_id(),
                target.get_id(),
                target.get_action()
            );
            assert!(
                !is_flag || is_pair || value == "true",
                "argkind: preset of `{}` in command `{name}` sets flag `{}` to `{value}`, but a plain flag can only be set to true; make it a pair (`ArgSpec::noable`, `#[argkind(noable)]`)",
                level.arg(cmd, at).get_id(),
                target.get_id()
            );
            let long = target.get_long().unwrap_or_default();
            // Alone in the probe, with its value parser (and whether its
            // possible values ignore case) and nothing that relates it to
            // the rest of the command.
            let mut arg = Arg::new(target.get_id().clone())
                .long(long.to_owned())
                .action(target.get_action().clone())
                .ignore_case(target.is_ignore_case_set())
                .value_parser(target.get_value_parser().clone());
            if let Some(delimiter) = target.get_value_delimiter() {
                arg = arg.value_delimiter(delimiter);
            }
            // As clap counts them once it builds the command: several value
            // names are several values.
            let per_occurrence = values_per_occurrence(target);
            if matches!(arg.get_action(), ArgAction::SetTrue) {
                arg = arg.num_args(0..=1).require_equals(true);
            } else if per_occurrence.takes_values() {
                arg = arg.num_args(per_occurrence);
            }
            // clap's own `--help` would clash with a target spelled so.
            let probe = Command::new("preset-check")
                .disable_help_flag(true)
                .arg(arg)
                .no_binary_name(true);
            let parsed = probe.try_get_matches_from([format!("--{long}={value}")]);
            let several = per_occurrence.min_values();
            if let (Err(err), true) = (&parsed, several > 1) {
                panic!(
                    "argkind: preset of `{}` in command `{name}` sets `--{long}` to `{value}`, but `--{long}` takes {} values at each occurrence and a preset gives it one value ({}); preset a target that takes one value at each occurrence",
                    level.arg(cmd, at).get_id(),
                    several,
                    rejection(err)
                );
            }
            if let Err(err) = parsed {
                panic!(
                    "argkind: preset of `{}` in command `{name}` sets `--{long}` to `{value}`, which its value parser rejects ({}); give a value `--{long}` accepts",
                    level.arg(cmd, at).get_id(),
                    rejection(&err)
                );
            }
        }
    }
}

/// What clap's error `err` says of a value it rejected, for a definition
/// error to quote: its first line without clap's `error: ` and the full
/// stop, and the values the parser takes where clap lists them.
fn rejection(err: &clap::Error) -> String {
    let text = err.to_string();
    let first = text.lines().next().unwrap_or_default();
    let said = first.strip_prefix("error: ").unwrap_or(first).trim_end_matches('.');
    match err.get(clap::error::ContextKind::ValidValue) {
        Some(clap::error::ContextValue::Strings(values)) if !values.is_empty() => {
            format!("{said}; it takes {}", values.join(", "))
        }
        _ => said.to_owned(),
    }
}

/// Checks that the preset target `target` of the preset flag `flag` of the
/// last of `frames` (named `name`), set to `value`, is not deprecated (its
/// warning would name a flag the user never typed), and that neither is
/// `exclusive` nor conflicts with the other (every use of `flag` would be
/// an error).
///
/// # Panics
///
/// When it is.
fn check_preset_target(frames: &[Frame<'_>], target: TargetRef, flag: &Arg, value: &str, name: &str) {
    let (to, _) = target_arg(frames, target);
    let (id, to_id) = (flag.get_id(), to.get_id());
    assert!(
        !is_surface(to_id.as_str()),
        "argkind: preset of `{id}` in command `{name}` sets `--{to_id}`, argkind's own surface flag, which prints a surface when typed and holds no value a preset could set; drop it from the preset"
    );
    let (long, to_long) = (typed_flag(flag), to.get_long().unwrap_or_default());
    if is_deprecated(frames, target) {
        let fix = match final_replacement(frames, target) {
            Ok(last) => format!(
                "preset its replacement `{last}` instead (`preset(\"{last}\", \"{value}\")`, or `{last} = \"{value}\"` in the derive's `preset(...)`), or drop the deprecation of `{to_id}`",
                last = last.get_id()
            ),
            Err(_) => format!("preset a flag that is not deprecated, or drop the deprecation of `{to_id}`"),
        };
        panic!(
            "argkind: preset of `{id}` in command `{name}` sets `{to_id}`, which is deprecated, so `{long}` would warn `--{to_long} is deprecated`, though the user never typed `--{to_long}`; {fix}"
        );
    }
    check_global_target(frames, target, flag, to, "preset target", name);
    let owner_at = frames.len() - 1 - target.up;
    let owner = frames[owner_at];
    if let Some((next, _)) = owner.level.presets_of(target.shape).first() {
        let next_id = owner_at.checked_sub(next.up).map_or_else(String::new, |at| {
            frames[at].level.arg(frames[at].cmd, next.shape).get_id().to_string()
        });
        panic!(
            "argkind: preset of `{id}` in command `{name}` sets `{to_id}`, which is a preset flag too, and a preset sets its targets' values without applying their own presets: `{long}` would leave `{next_id}` as it is, where `--{to_long}` sets it; preset `{to_id}`'s targets directly (`{next_id}` among them), or drop `{to_id}` from the preset"
        );
    }
    if let Some(why) = conflict_between(frames, target, flag, to) {
        panic!(
            "argkind: preset of `{id}` in command `{name}` sets `{to_id}`, and {why}: every use of `{long}` would be an error; drop `{to_id}` from the preset of `{id}`, or the conflict"
        );
    }
    if let Some(why) = override_between(target, flag, to) {
        panic!(
            "argkind: preset of `{id}` in command `{name}` sets `{to_id}`, and {why}: the preset, which gives `{to_id}` right after `{long}`, would take `{id}` out at every use (its value unset, no record that the user typed it); drop the `overrides_with`, as the preset already gives `{to_id}` its value"
        );
    }
    // A pair set to false is given as its negation, an argument of its own.
    let negation = owner.level.shapes[target.shape]
        .negation
        .as_ref()
        .filter(|_| value == "false");
    let negation_arg = negation.and_then(|n| owner.cmd.get_arguments().find(|a| a.get_id() == n.id.as_str()));
    if let Some(why) = negation_arg.and_then(|neg| conflict_between(frames, target, flag, neg)) {
        panic!(
            "argkind: preset of `{id}` in command `{name}` sets `{to_id}` to false, as its negation `--{}` does, and {why}: every use of `{long}` would be an error; drop `{to_id}` from the preset of `{id}`, or the conflict",
            negation.map_or("", |n| n.long.as_str())
        );
    }
    assert!(
        !flag.is_exclusive_set(),
        "argkind: preset flag `{id}` of command `{name}` is `exclusive(true)`, and an exclusive flag cannot be used with any other, the targets its preset sets (`{to_id}`) among them: every use of `{long}` would be an error; drop `exclusive` from `{id}`, or the preset"
    );
    assert!(
        !to.is_exclusive_set(),
        "argkind: preset of `{id}` in command `{name}` sets `{to_id}`, which is `exclusive(true)`, and an exclusive flag cannot be used with any other, the preset flag that sets it among them: every use of `{long}` would be an error; preset a flag that is not exclusive, or drop `exclusive` from `{to_id}`"
    );
}

/// The type a value parser's `type_id` names, as a program writes it:
/// each path by its last name (`String` for `alloc::string::String`,
/// `Option<PathBuf>`).
fn type_name(id: &impl std::fmt::Debug) -> String {
    let text = format!("{id:?}");
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' || c == ':' {
            word.push(c);
            continue;
        }
        out.push_str(word.rsplit("::").next().unwrap_or_default());
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

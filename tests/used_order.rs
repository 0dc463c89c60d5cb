//! S6 *used* and *deprecated*: `Facts::used` (and so `Facts::replay_all`)
//! and `Facts::deprecations` put the flags in one command-line order, by
//! each flag's last occurrence. clap copies a global into every command of
//! the path, so where a global was typed is worked out from clap's matches,
//! by one set of rules for both (see `Facts::used`): the deprecated flags
//! `used` lists are the deprecations, in the same order, and `used` lists
//! the flags the command line set in the order of the last token that set
//! each (a flag, its negation, or a flag whose redirect or preset names it),
//! but on command lines where clap's matches do not say it
//! ([`Model::inexact`]), which are counted and must be few.
//!
//! The property draws small command trees (a root, subcommands two deep,
//! globals declared at depth 0 and 1; `SetTrue`, `Set` and `Append` flags
//! and options that may be given bare, pairs, deprecated flags with and
//! without a replacement, presets, defaults and variables, each case's
//! variables named for it alone) and command lines of them, read by both
//! of `ArgKindCommand`'s builds. A command line clap rejects, and a command
//! that declares a deprecated option that may be given bare (see
//! [`Outcome::Bare`]), are counted, not compared: each must be few.
//! `ARGKIND_USED_ORDER_CASES` (default 6000) and `ARGKIND_USED_ORDER_SEED`
//! (default 1) set the run.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use argkind::{ArgKindCommand, ArgSpec, CommandSpec, Facts};
use clap::{Arg, ArgAction, Command};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{RngSeed, TestCaseError, TestRunner};

/// A `SetTrue` flag whose id and long name are `id`.
fn set_true(id: &'static str) -> Arg {
    Arg::new(id).long(id).action(ArgAction::SetTrue)
}

/// The two ways to build an argkind command: the whole preparation, and
/// `new`'s, which may read with a lighter one.
fn builds(cmd: &Command, spec: &CommandSpec) -> [ArgKindCommand; 2] {
    [
        ArgKindCommand::__new_whole(cmd.clone(), spec.clone()),
        ArgKindCommand::new(cmd.clone(), spec.clone()),
    ]
}

/// The ids of the flags of `facts.used()` that `argv` spells as `--id`,
/// in `used`'s order.
fn typed_in_used(facts: &Facts, argv: &[&str]) -> Vec<String> {
    facts
        .used()
        .iter()
        .map(|u| u.id().to_owned())
        .filter(|id| argv.iter().any(|token| spelled(token) == Some(id.as_str())))
        .collect()
}

/// The flag a token spells, as the tests here write them: `--id` or
/// `--id=value`, without `--` and the value.
fn spelled(token: &str) -> Option<&str> {
    let name = token.strip_prefix("--")?;
    Some(name.split_once('=').map_or(name, |(name, _)| name))
}

/// The flags `argv` spells, each once, in the order of their last
/// occurrence: what `Facts::used` must list them in.
fn by_last_occurrence<'a>(argv: &[&'a str]) -> Vec<&'a str> {
    let mut order: Vec<&str> = Vec::new();
    for token in argv {
        if let Some(name) = spelled(token) {
            order.retain(|n| *n != name);
            order.push(name);
        }
    }
    order
}

/// The flags `replay` spells (see [`spelled`]), where they are among
/// `typed`, each once where spelled twice in a row (a list's values).
fn replayed_in(replay: &[String], typed: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = replay
        .iter()
        .filter_map(|token| spelled(token))
        .filter(|name| typed.contains(name))
        .map(str::to_owned)
        .collect();
    names.dedup();
    names
}

/// Flags as `(command, id)`, in order.
type Flags = Vec<(String, String)>;

/// The deprecated flags of `facts.used()`, in order, and the deprecations,
/// each a flag whose long name is its id in the tests here.
fn deprecated_orders(facts: &Facts) -> (Flags, Flags) {
    let warned: Flags = facts
        .deprecations()
        .iter()
        .map(|d| (d.command().to_owned(), d.flag().to_owned()))
        .collect();
    let used = facts
        .used()
        .iter()
        .map(|u| (u.command().to_owned(), u.id().to_owned()))
        .filter(|flag| warned.contains(flag))
        .collect();
    (used, warned)
}

/// Checks the facts of `argv` read by both builds of `cmd` and `spec`: the
/// typed flags in `used`, and in `replay_all`, go by their last occurrence
/// in `argv`, and the deprecated ones in `used` are the deprecations, in
/// their order.
fn assert_command_line_order(cmd: &Command, spec: &CommandSpec, argv: &[&str]) {
    for mut built in builds(cmd, spec) {
        let m = built.try_get_matches_from(argv).expect("parses");
        let facts = m.facts();
        let expected = by_last_occurrence(argv);
        assert_eq!(typed_in_used(facts, argv), expected, "{argv:?}: {:?}", facts.used());
        assert_eq!(replayed_in(&facts.replay_all(), &expected), expected, "{argv:?}");
        let (used, warned) = deprecated_orders(facts);
        assert_eq!(used, warned, "{argv:?}");
    }
}

/// A global typed before the subcommand and again in it, after a
/// deprecated flag of the subcommand's, while another argument of the root
/// comes from its variable: clap's root holds `g` before that argument,
/// but with `link`'s value and index. The warnings go `y`, then `g`; so
/// must `used`, and `replay_all`.
#[test]
fn a_global_typed_again_in_a_subcommand_goes_by_its_last_occurrence_beside_a_variable() {
    const VARIABLE: &str = "ARGKIND_TEST_USED_ORDER_S";
    let cli = || {
        Command::new("cc")
            .arg(Arg::new("s").long("s").env(VARIABLE))
            .arg(set_true("g").global(true))
            .subcommand(Command::new("link").arg(set_true("x")).arg(set_true("y")))
    };
    let spec = CommandSpec::new()
        .arg("g", ArgSpec::new().deprecated())
        .subcommand("link", CommandSpec::new().arg("y", ArgSpec::new().deprecated_for("x")));
    let argv = ["cc", "--g", "link", "--y", "--g"];
    assert_command_line_order(&cli(), &spec, &argv);
    std::env::set_var(VARIABLE, "v");
    assert_command_line_order(&cli(), &spec, &argv);
    std::env::remove_var(VARIABLE);
}

/// A root global typed before and after a deprecated root list, the last
/// time in a subcommand that has a global of its own with a value from its
/// variable. clap holds the subcommand's global among what its command
/// line set, after the root's copy of `f0`; the root, which has no
/// sentinel, takes `f0` for its own as no command below typed it as the
/// subcommand's own either: `--f1` goes first, then `--f0`.
#[test]
fn a_root_global_typed_again_beside_a_subcommand_s_global_from_its_variable_goes_by_its_last_occurrence() {
    const F0: &str = "ARGKIND_TEST_USED_ORDER_ROOT_F0";
    const F2: &str = "ARGKIND_TEST_USED_ORDER_ROOT_F2";
    // clap reads a variable when the argument is built.
    std::env::set_var(F0, "true");
    std::env::set_var(F2, "e2");
    let cmd = Command::new("cc")
        .arg(set_true("f0").global(true).env(F0))
        .arg(Arg::new("f1").long("f1").action(ArgAction::Append))
        .subcommand(Command::new("s0").arg(Arg::new("f2").long("f2").global(true).env(F2)));
    std::env::remove_var(F0);
    std::env::remove_var(F2);
    let spec = CommandSpec::new().arg("f1", ArgSpec::new().deprecated());
    for argv in [
        &["cc", "--f0", "--f1=v1", "s0", "--f0"][..],
        &["cc", "--f0", "--f0", "--f1=v1", "s0", "--f0"],
    ] {
        assert_command_line_order(&cmd, &spec, argv);
    }
}

/// Two root globals with variables, one typed before the subcommand, the
/// other in it, then a global the subcommand declares and a flag of the
/// innermost command. The matches of `s0` cannot say whether it typed
/// `f0`, a global of the root with a variable: `s0` does not take it for
/// its own there, as it takes a global it declares itself that no command
/// below typed (`f2`, `f3`). `--f0` goes before `--f2`, which follows it
/// in `s0`.
#[test]
fn a_root_global_with_a_variable_typed_in_a_subcommand_goes_before_what_follows_it_there() {
    // clap reads a variable when the argument is built.
    std::env::set_var("ARGKIND_TEST_USED_ORDER_BELOW_F0", "e1");
    std::env::set_var("ARGKIND_TEST_USED_ORDER_BELOW_F1", "e1");
    let with_default = |id: &'static str| Arg::new(id).long(id).default_value("d");
    let cmd = Command::new("cc")
        .arg(
            with_default("f0")
                .action(ArgAction::Append)
                .global(true)
                .env("ARGKIND_TEST_USED_ORDER_BELOW_F0"),
        )
        .arg(
            with_default("f1")
                .num_args(0..=1)
                .global(true)
                .env("ARGKIND_TEST_USED_ORDER_BELOW_F1"),
        )
        .subcommand(
            Command::new("s0")
                .arg(Arg::new("f2").long("f2").global(true))
                .arg(with_default("f3").global(true))
                .subcommand(Command::new("s01").arg(with_default("f6"))),
        );
    std::env::remove_var("ARGKIND_TEST_USED_ORDER_BELOW_F0");
    std::env::remove_var("ARGKIND_TEST_USED_ORDER_BELOW_F1");
    let spec = CommandSpec::new().subcommand(
        "s0",
        CommandSpec::new()
            .arg("f2", ArgSpec::new().deprecated())
            .arg("f3", ArgSpec::new().deprecated())
            .subcommand("s01", CommandSpec::new().arg("f6", ArgSpec::new().deprecated())),
    );
    for argv in [
        &[
            "cc", "--f1", "v1", "--f1=v2", "s0", "--f0", "v3", "--f2", "v4", "s01", "--f6=v5", "--f6", "v6", "--f3=v7",
        ][..],
        &[
            "cc", "--f1=v2", "s0", "--f0", "v3", "--f2", "v4", "s01", "--f6", "v6", "--f3=v7",
        ],
        &["cc", "--f1=v2", "s0", "--f0", "v3", "--f2", "v4", "s01", "--f6", "v6"],
        &["cc", "--f1=v2", "s0", "--f0", "v3", "--f2", "v4", "s01", "--f3=v7"],
        &["cc", "--f1=v2", "s0", "--f0", "v3", "--f2", "v4", "s01"],
        &["cc", "s0", "--f0", "v3", "--f2", "v4", "s01", "--f6", "v6", "--f3=v7"],
    ] {
        assert_command_line_order(&cmd, &spec, argv);
    }
}

/// A deprecated list typed before and after a redirected global, then a
/// subcommand whose flag presets another global: the last occurrences go
/// `--ot`, `--inc`, then `--p`, as the warnings (`ot`, `inc`) do. The
/// subcommand's matches hold `ot` and `t` as if it had typed them last,
/// with the root's indices; and the list is at its last occurrence, not
/// its first.
#[test]
fn a_redirected_global_and_a_list_go_by_their_last_occurrences_before_a_subcommand_s_preset() {
    let cmd = Command::new("cc")
        .arg(Arg::new("inc").long("inc").action(ArgAction::Append))
        .arg(set_true("t").global(true))
        .arg(set_true("ot").global(true))
        .arg(Arg::new("color").long("color").global(true))
        .subcommand(Command::new("asm").arg(set_true("p")));
    let spec = CommandSpec::new()
        .arg("inc", ArgSpec::new().deprecated())
        .arg("ot", ArgSpec::new().deprecated_for("t"))
        .subcommand(
            "asm",
            CommandSpec::new().arg("p", ArgSpec::new().preset("color", "never")),
        );
    for argv in [
        &["cc", "--inc", "x", "--ot", "--inc", "y", "asm", "--p"][..],
        &["cc", "--inc", "x", "--ot", "--inc", "y", "asm"],
    ] {
        assert_command_line_order(&cmd, &spec, argv);
    }
}

/// A flag's settings as drawn, before [`Model::new`] makes them a legal
/// declaration.
#[derive(Clone, Debug)]
struct Drawn {
    /// `SetTrue`, `Set`, `Append` (two in seven each) or an option that
    /// may be given bare (one in seven).
    action: u8,
    global: bool,
    noable: bool,
    /// A variable: none, or the first or the second of two values.
    env: u8,
    default: bool,
    /// Not deprecated (0 and 1), deprecated alone (2), or for a
    /// replacement (3 and 4).
    deprecated: u8,
    /// Whether an option that may be given bare may be deprecated (one in
    /// eight: see [`Outcome::Bare`]).
    bare_deprecated: bool,
    preset: bool,
    /// The replacement or the preset's target, among those that may be.
    target: Index,
}

/// A flag's settings, drawn at random.
fn drawn() -> impl Strategy<Value = Drawn> {
    (
        (0..7u8, any::<bool>(), any::<bool>(), 0..4u8, any::<bool>()),
        (0..5u8, 0..8u8, 0..5u8, any::<Index>()),
    )
        .prop_map(
            |((action, global, noable, env, default), (deprecated, bare, preset, target))| Drawn {
                action,
                global,
                noable,
                env,
                default,
                deprecated,
                bare_deprecated: bare == 0,
                preset: preset == 0,
                target,
            },
        )
}

/// A command as drawn: its flags and its subcommands'.
#[derive(Clone, Debug)]
struct Tree {
    flags: Vec<Drawn>,
    subs: Vec<Tree>,
}

/// A root with one to three flags, up to two subcommands with up to three,
/// and up to two below each of those with up to two.
fn tree() -> impl Strategy<Value = Tree> {
    let leaf = vec(drawn(), 0..=2).prop_map(|flags| Tree {
        flags,
        subs: Vec::new(),
    });
    let sub = (vec(drawn(), 0..=3), vec(leaf, 0..=2)).prop_map(|(flags, subs)| Tree { flags, subs });
    (vec(drawn(), 1..=3), vec(sub, 0..=2)).prop_map(|(flags, subs)| Tree { flags, subs })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    SetTrue,
    Set,
    Append,
    /// `Set` with `num_args(0..=1)`: clap gives a bare occurrence no index.
    MayBeBare,
}

/// A flag of the model: its id is its long name.
#[derive(Clone, Debug)]
struct Flag {
    id: String,
    /// The path of the command that declares it.
    command: Vec<String>,
    action: Action,
    global: bool,
    noable: bool,
    /// The variable's value.
    env: Option<&'static str>,
    default: Option<&'static str>,
    deprecated: bool,
    replacement: Option<String>,
    preset: Option<(String, &'static str)>,
}

/// A command tree with its declarations, made legal from a [`Tree`].
#[derive(Debug)]
struct Model {
    flags: Vec<Flag>,
    /// Every command's path, the root's (empty) first, each above those
    /// below it.
    paths: Vec<Vec<String>>,
}

impl Model {
    /// The model of `tree`: flags `f0`, `f1`, ... in the order drawn,
    /// subcommands `s0`, `s1`, ... below the root and `s00`, ... below
    /// those. A global is declared at depth 0 or 1; a pair is a `SetTrue`
    /// flag; a deprecated flag or a preset flag has no variable, and a
    /// preset flag is a plain `SetTrue` flag of no replacement. A
    /// replacement is a flag of the same action, a preset target a `Set`
    /// option (preset to `pv`) or a `SetTrue` flag (preset to `true`),
    /// each no deprecated or preset flag, of the flag's command or a global
    /// of one above it, and global where the flag is. An option that may be
    /// given bare has no replacement, is no target, and is seldom
    /// deprecated.
    fn new(tree: &Tree) -> Model {
        let mut model = Model {
            flags: Vec::new(),
            paths: Vec::new(),
        };
        // Each flag's settings as drawn, in the order of `flags`.
        let mut drawn: Vec<&Drawn> = Vec::new();
        model.declare(tree, Vec::new(), &mut drawn);
        let presets: Vec<bool> = (model.flags.iter().zip(&drawn))
            .map(|(f, d)| d.preset && f.action == Action::SetTrue && !f.noable && d.deprecated < 3)
            .collect();
        for (at, d) in drawn.iter().enumerate() {
            let flag = &model.flags[at];
            let candidates: Vec<usize> = (0..model.flags.len())
                .filter(|&c| {
                    let other = &model.flags[c];
                    c != at
                        && !other.deprecated
                        && !presets[c]
                        && (other.global || !flag.global)
                        && model.visible(&flag.command, other)
                })
                .collect();
            if flag.deprecated && d.deprecated >= 3 && flag.action != Action::MayBeBare {
                let same: Vec<usize> = candidates
                    .iter()
                    .copied()
                    .filter(|&c| model.flags[c].action == flag.action)
                    .collect();
                if !same.is_empty() {
                    model.flags[at].replacement = Some(model.flags[*d.target.get(&same)].id.clone());
                }
            } else if presets[at] {
                let targets: Vec<usize> = candidates
                    .iter()
                    .copied()
                    .filter(|&c| matches!(model.flags[c].action, Action::SetTrue | Action::Set))
                    .collect();
                if !targets.is_empty() {
                    let target = &model.flags[*d.target.get(&targets)];
                    let value = if target.action == Action::Set { "pv" } else { "true" };
                    model.flags[at].preset = Some((target.id.clone(), value));
                    model.flags[at].env = None;
                }
            }
        }
        model
    }

    /// Declares the flags of `tree`, the command at `path`, and of its
    /// subcommands; `drawn` gets each flag's settings as drawn.
    fn declare<'t>(&mut self, tree: &'t Tree, path: Vec<String>, drawn: &mut Vec<&'t Drawn>) {
        let depth = path.len();
        for d in &tree.flags {
            let action = [
                Action::SetTrue,
                Action::SetTrue,
                Action::Set,
                Action::Set,
                Action::Append,
                Action::Append,
                Action::MayBeBare,
            ][usize::from(d.action)];
            let noable = d.noable && action == Action::SetTrue;
            let deprecated = d.deprecated >= 2 && (action != Action::MayBeBare || d.bare_deprecated);
            let env = match (action, d.env, deprecated) {
                (_, 0 | 1, _) | (_, _, true) => None,
                (Action::SetTrue, 2, _) => Some("true"),
                (Action::SetTrue, _, _) => Some("false"),
                (_, 2, _) => Some("e1"),
                _ => Some("e2"),
            };
            let default = match action {
                _ if !d.default => None,
                Action::SetTrue if noable => Some("true"),
                Action::SetTrue => None,
                _ => Some("d"),
            };
            drawn.push(d);
            self.flags.push(Flag {
                id: format!("f{}", self.flags.len()),
                command: path.clone(),
                action,
                global: d.global && depth <= 1,
                noable,
                env,
                default,
                deprecated,
                replacement: None,
                preset: None,
            });
        }
        self.paths.push(path.clone());
        for (i, sub) in tree.subs.iter().enumerate() {
            let mut below = path.clone();
            below.push(format!("{}{i}", path.last().map_or("s", String::as_str)));
            self.declare(sub, below, drawn);
        }
    }

    /// Whether `flag` may be typed in the command at `path`: its own, or a
    /// global of a command above it.
    fn visible(&self, path: &[String], flag: &Flag) -> bool {
        flag.command == path || (flag.global && path.starts_with(&flag.command))
    }

    /// The clap command at `path`, with its subcommands; `variables`
    /// names each flag's variable.
    fn command(&self, path: &[String], variables: &BTreeMap<String, String>) -> Command {
        let name = path.last().map_or("cc", String::as_str).to_owned();
        let mut cmd = Command::new(name);
        for flag in self.flags.iter().filter(|f| f.command == path) {
            let action = match flag.action {
                Action::SetTrue => ArgAction::SetTrue,
                Action::Set | Action::MayBeBare => ArgAction::Set,
                Action::Append => ArgAction::Append,
            };
            let mut arg = Arg::new(flag.id.clone())
                .long(flag.id.clone())
                .action(action)
                .global(flag.global);
            if flag.action == Action::MayBeBare {
                arg = arg.num_args(0..=1);
            }
            if let Some(default) = flag.default {
                arg = arg.default_value(default);
            }
            if let Some(variable) = variables.get(&flag.id) {
                arg = arg.env(variable.clone());
            }
            cmd = cmd.arg(arg);
        }
        for sub in self.subcommands(path) {
            cmd = cmd.subcommand(self.command(sub, variables));
        }
        cmd
    }

    /// The paths of the subcommands right below `path`.
    fn subcommands<'m>(&'m self, path: &'m [String]) -> impl Iterator<Item = &'m Vec<String>> + 'm {
        self.paths
            .iter()
            .filter(move |p| p.len() == path.len() + 1 && p.starts_with(path))
    }

    /// The declarations of the command at `path` and its subcommands.
    fn spec(&self, path: &[String]) -> CommandSpec {
        let mut spec = CommandSpec::new();
        for flag in self.flags.iter().filter(|f| f.command == path) {
            let mut declared = ArgSpec::new();
            if flag.noable {
                declared = declared.noable();
            }
            match (&flag.replacement, flag.deprecated) {
                (Some(replacement), _) => declared = declared.deprecated_for(replacement.clone()),
                (None, true) => declared = declared.deprecated(),
                (None, false) => {}
            }
            if let Some((target, value)) = &flag.preset {
                declared = declared.preset(target.clone(), *value);
            }
            spec = spec.arg(flag.id.clone(), declared);
        }
        for sub in self.subcommands(path) {
            let name = sub.last().cloned().unwrap_or_default();
            spec = spec.subcommand(name, self.spec(sub));
        }
        spec
    }

    /// A command line of the command at `path`, the one `choice` picks:
    /// after each command's name, its tokens, each of `typed` one of the
    /// flags it may read (`--x`, `--no-x`, `--x=v1`, `--x v2`, `--x` for an
    /// option that may be given bare).
    fn argv(&self, choice: Index, typed: &[Vec<(Index, u8)>]) -> Vec<String> {
        let path = choice.get(&self.paths);
        let mut argv = Vec::new();
        let mut values = 0;
        for depth in 0..=path.len() {
            let here = &path[..depth];
            argv.push(here.last().map_or("cc", String::as_str).to_owned());
            let flags: Vec<&Flag> = self.flags.iter().filter(|f| self.visible(here, f)).collect();
            if flags.is_empty() {
                continue;
            }
            for (pick, spelling) in typed.get(depth).into_iter().flatten() {
                let flag = pick.get(&flags);
                match flag.action {
                    Action::SetTrue if flag.noable && spelling % 2 == 1 => argv.push(format!("--no-{}", flag.id)),
                    Action::SetTrue => argv.push(format!("--{}", flag.id)),
                    Action::MayBeBare if spelling % 3 == 2 => argv.push(format!("--{}", flag.id)),
                    _ => {
                        values += 1;
                        if spelling % 2 == 0 {
                            argv.push(format!("--{}=v{values}", flag.id));
                        } else {
                            argv.extend([format!("--{}", flag.id), format!("v{values}")]);
                        }
                    }
                }
            }
        }
        argv
    }

    /// The flags `argv` (a command line of [`argv`](Self::argv)) sets, by
    /// id, each with the index of the last token that sets it: the flag it
    /// spells (its negation too), its preset's target, and, at a deprecated
    /// flag's last occurrence, its replacement (for a negation, where the
    /// replacement has one). `Facts::used` must list them in that order.
    fn last_set(&self, argv: &[String]) -> BTreeMap<String, usize> {
        let by_id = |id: &str| self.flags.iter().find(|f| f.id == id);
        let mut last = BTreeMap::new();
        // Each deprecated flag's last occurrence, and whether negated: it
        // alone redirects (a later one overrides an earlier).
        let mut redirects: BTreeMap<&str, (&str, usize, bool)> = BTreeMap::new();
        for (at, token) in argv.iter().enumerate() {
            let Some(name) = spelled(token) else { continue };
            let (flag, negated) = match by_id(name) {
                Some(flag) => (flag, false),
                None => match name.strip_prefix("no-").and_then(by_id) {
                    Some(flag) => (flag, true),
                    None => continue,
                },
            };
            last.insert(flag.id.clone(), at);
            if let Some((target, _)) = &flag.preset {
                last.insert(target.clone(), at);
            }
            if let Some(replacement) = &flag.replacement {
                redirects.insert(&flag.id, (replacement, at, negated));
            }
        }
        // A negation is redirected to the replacement's negation; a
        // replacement with none is not set.
        for (replacement, at, negated) in redirects.into_values() {
            if !negated || by_id(replacement).is_some_and(|r| r.noable) {
                let entry = last.entry(replacement.to_owned()).or_insert(at);
                *entry = (*entry).max(at);
            }
        }
        last
    }

    /// Whether `argv` sets flags whose order `Facts::used` cannot read from
    /// clap's matches, where they are also set in another command, so that
    /// the order of last settings is not compared (the deprecations' order
    /// still is): a global with a variable (where the variable has a value,
    /// clap holds it in each subcommand's own reading, in the place it then
    /// gives a copy of another command's value, and keeps no getter for
    /// whether it has one); an option given bare (clap gives it no index).
    /// (A global pair on by default negated above the innermost command is
    /// exact: clap reads the line again with the flag off by default there,
    /// adding no token.)
    fn inexact(&self, argv: &[String]) -> bool {
        for token in &argv[1..] {
            let Some(name) = spelled(token) else { continue };
            let by_id = |id: &str| self.flags.iter().find(|f| f.id == id);
            let Some(flag) = by_id(name).or_else(|| name.strip_prefix("no-").and_then(by_id)) else {
                continue;
            };
            let set = std::iter::once(flag).chain(
                flag.replacement
                    .iter()
                    .chain(flag.preset.iter().map(|(target, _)| target))
                    .filter_map(|id| by_id(id)),
            );
            if set.clone().any(|f| f.global && f.env.is_some()) {
                return true;
            }
            if flag.action == Action::MayBeBare && token.as_str() == format!("--{}", flag.id) {
                return true;
            }
        }
        false
    }

    /// Whether a command of the tree declares a deprecated option that may
    /// be given bare (see [`Outcome::Bare`]).
    fn bare_deprecated(&self) -> bool {
        self.flags.iter().any(|f| f.deprecated && f.action == Action::MayBeBare)
    }
}

/// Tells each case its variables' names apart from every other's: tests
/// share the environment.
static CASES: AtomicUsize = AtomicUsize::new(0);

/// How one case went.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    /// The deprecated flags `used` lists are the deprecations, two or more,
    /// in order.
    Ordered,
    /// The same, with one deprecation or none: no order to compare.
    Agreed,
    /// Not compared: a command of the tree declares a deprecated option
    /// that may be given bare, which clap gives no index. The warnings of
    /// two flags or more are then put in the order of a second reading of
    /// the command line, in which such options take a value when given
    /// bare; `used`, read from clap's matches of the first reading alone,
    /// cannot be. Where the two readings' matches differ, so may the two
    /// orders: a bare occurrence `used` places after the last value of the
    /// argument held before it, a list typed before and after it too
    /// (`--inc a --old --inc b`).
    Bare,
    /// clap rejected the command line.
    Rejected,
    /// The deprecated flags `used` lists are the deprecations, in order,
    /// but `used` lists the flags out of the order of their last settings,
    /// on a command line where clap's matches do not say it (see
    /// [`Model::inexact`]): these must be few.
    Misplaced,
}

/// The outcome of `argv` read by both builds of `model`'s command, its
/// variables set for this case only.
fn check(model: &Model, argv: &[String]) -> Result<Outcome, TestCaseError> {
    let case = CASES.fetch_add(1, Ordering::Relaxed);
    let variables: BTreeMap<String, String> = model
        .flags
        .iter()
        .filter(|f| f.env.is_some())
        .map(|f| (f.id.clone(), format!("ARGKIND_TEST_USED_ORDER_{case}_{}", f.id)))
        .collect();
    for flag in &model.flags {
        if let (Some(value), Some(variable)) = (flag.env, variables.get(&flag.id)) {
            std::env::set_var(variable, value);
        }
    }
    // clap reads a variable when the argument is built.
    let (cmd, spec) = (model.command(&[], &variables), model.spec(&[]));
    for variable in variables.values() {
        std::env::remove_var(variable);
    }
    let mut outcome = Outcome::Ordered;
    for mut built in builds(&cmd, &spec) {
        let Ok(m) = built.try_get_matches_from(argv) else {
            outcome = Outcome::Rejected;
            continue;
        };
        let (used, warned) = deprecated_orders(m.facts());
        prop_assert_eq!(
            &used,
            &warned,
            "argv {:?}\nused {:?}\nmodel {:#?}",
            argv,
            m.facts().used(),
            model
        );
        let last = model.last_set(argv);
        let listed: Vec<(&str, usize)> = m
            .facts()
            .used()
            .iter()
            .filter_map(|u| last.get(u.id()).map(|&at| (u.id(), at)))
            .collect();
        let in_order = listed.windows(2).all(|w| w[0].1 <= w[1].1);
        if !in_order && model.inexact(argv) {
            outcome = Outcome::Misplaced;
            continue;
        }
        prop_assert!(
            in_order,
            "used lists the flags the command line set out of the order of their last settings\nargv {:?}\nlisted (id, last token) {:?}\nmodel {:#?}",
            argv,
            listed,
            model
        );
        if warned.len() < 2 && outcome == Outcome::Ordered {
            outcome = Outcome::Agreed;
        }
    }
    Ok(outcome)
}

/// A number from the variable `name`, else `default`.
fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The property: on random commands and command lines, the deprecated
/// flags `used` lists are the deprecations, in their order, and `used`
/// lists the flags in the order of their last settings (see the module's
/// documentation; [`Outcome::Bare`] says which cases are not compared, and
/// [`Outcome::Misplaced`] which are out of order; both must be few).
#[test]
fn used_lists_flags_by_their_last_setting_and_its_deprecated_ones_as_warned() {
    let config = ProptestConfig {
        cases: u32::try_from(env_number("ARGKIND_USED_ORDER_CASES", 6000)).unwrap_or(u32::MAX),
        rng_seed: RngSeed::Fixed(env_number("ARGKIND_USED_ORDER_SEED", 1)),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let typed = vec(vec((any::<Index>(), any::<u8>()), 0..=5), 3);
    let outcomes = std::sync::Mutex::new(BTreeMap::<Outcome, usize>::new());
    let result = TestRunner::new(config).run(&(tree(), any::<Index>(), typed), |(tree, choice, typed)| {
        let model = Model::new(&tree);
        let argv = model.argv(choice, &typed);
        let outcome = if model.bare_deprecated() {
            Outcome::Bare
        } else {
            check(&model, &argv)?
        };
        *outcomes.lock().unwrap().entry(outcome).or_default() += 1;
        Ok(())
    });
    let outcomes = outcomes.into_inner().unwrap();
    eprintln!("outcomes: {outcomes:?}");
    if let Err(failure) = result {
        panic!("{failure}");
    }
    let count = |outcome: Outcome| outcomes.get(&outcome).copied().unwrap_or(0);
    let all: usize = outcomes.values().sum();
    assert!(
        count(Outcome::Rejected) * 20 <= all,
        "most command lines parse: {outcomes:?}"
    );
    assert!(
        count(Outcome::Ordered) * 6 >= all,
        "many warn of two flags or more: {outcomes:?}"
    );
    assert!(
        count(Outcome::Bare) * 10 <= all,
        "few give a deprecated option bare: {outcomes:?}"
    );
    assert!(
        count(Outcome::Misplaced) * 50 <= all,
        "few command lines `used` lists out of order: {outcomes:?}"
    );
}

/// A global pair on by default, deprecated, negated in a subcommand above
/// the innermost one, beside a flag of the innermost command that its
/// variable sets: the variable's value has an index after every token's,
/// which says nothing of where the negation was typed, so `used` still
/// lists the deprecated flags in the order of their warnings.
#[test]
fn a_variable_s_value_does_not_place_a_global_typed_before_it() {
    const VARIABLE: &str = "ARGKIND_TEST_USED_ORDER_VARIABLE_PLACE";
    std::env::set_var(VARIABLE, "true");
    let cmd = Command::new("cc").subcommand(Command::new("s0")).subcommand(
        Command::new("s1")
            .arg(set_true("f1").global(true).default_value("true"))
            .arg(set_true("f2").global(true))
            .subcommand(
                Command::new("s10")
                    .arg(set_true("f3"))
                    .arg(set_true("f4").env(VARIABLE)),
            ),
    );
    let spec = CommandSpec::new().subcommand(
        "s1",
        CommandSpec::new()
            .arg("f1", ArgSpec::new().noable().deprecated_for("f2"))
            .subcommand(
                "s10",
                CommandSpec::new()
                    .arg("f3", ArgSpec::new().deprecated().preset("f2", "true"))
                    .arg("f4", ArgSpec::new().noable()),
            ),
    );
    for mut build in builds(&cmd, &spec) {
        let m = build
            .try_get_matches_from(["cc", "s1", "--f1", "--no-f1", "s10", "--f3"])
            .unwrap();
        let warned: Vec<&str> = m.facts().deprecations().iter().map(|d| d.flag()).collect();
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        assert_eq!(warned, ["f1", "f3"]);
        assert_eq!(used[..2], warned[..], "{used:?}");
    }
    std::env::remove_var(VARIABLE);
}

/// A deprecated root flag whose negation, typed first, redirects to a
/// global pair on by default and by its variable, then a root global
/// option, then a subcommand: the negation sets the pair at its token,
/// before the option's, so `used` lists the pair before the option (the
/// order of the last token that set each), though clap's matches hold the
/// pair's variable among what follows.
#[test]
fn a_global_pair_with_a_variable_set_by_a_redirect_goes_before_a_global_option_typed_after_it() {
    const VARIABLE: &str = "ARGKIND_TEST_USED_ORDER_REDIRECTED_PAIR";
    // clap reads a variable when the argument is built.
    std::env::set_var(VARIABLE, "true");
    let cmd = Command::new("cc")
        .arg(Arg::new("f0").long("f0").global(true))
        .arg(set_true("f1").global(true).default_value("true").env(VARIABLE))
        .arg(set_true("f2"))
        .subcommand(Command::new("s0"));
    std::env::remove_var(VARIABLE);
    let spec = CommandSpec::new()
        .arg("f1", ArgSpec::new().noable())
        .arg("f2", ArgSpec::new().noable().deprecated_for("f1"));
    for mut built in builds(&cmd, &spec) {
        let m = built.try_get_matches_from(["cc", "--no-f2", "--f0=v1", "s0"]).unwrap();
        assert!(!m.get_flag("f1"));
        let used: Vec<&str> = m.facts().used().iter().map(|u| u.id()).collect();
        // `f2` and `f1` share a token: either goes first.
        assert_eq!(used.len(), 3, "{used:?}");
        assert_eq!(used[2], "f0", "{used:?}");
    }
}

//! Applying declarations to a `clap::Command`: tiers become `hide`, extend
//! becomes `Append` + `num_args(1..)`, pairs accept the `=false` their
//! negation is rewritten to, and each (sub)command gets a [`Level`]: the
//! table of special spellings the argv rewriting step looks for.

use std::ops::Range;

use clap::{Arg, ArgAction, Command};

use crate::hash::{spelling_key, IdMap};
use crate::kind::ArgKind;
use crate::spec::{ArgSpec, CommandSpec, Name, Pair};

/// The id of the `--help-hidden` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN: &str = "help-hidden";
/// The id of the `--help-hidden-list` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN_LIST: &str = "help-hidden-list";

/// What a long spelling means to the rewriting step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// The positive spelling `--X` of a pair flag (shape index).
    Positive(usize),
    /// The negative spelling `--no-X` / `--disable-X` of a pair flag.
    Negative(usize),
    /// A deprecated and/or preset flag.
    Special(usize),
    /// `--help-hidden`.
    HelpHidden,
    /// `--help-hidden-list`.
    HelpHiddenList,
    /// clap's long help flag.
    HelpLong,
}

/// What the rewriting step knows of one argument it may read or write,
/// besides what the argument itself says: the names, the number of values
/// and the rest are read from the clap `Arg` when a spelling is met, so that
/// preparing a command copies no string.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    /// The argument's position among its command's arguments.
    pub(crate) arg: usize,
    pub(crate) pair: Option<Pair>,
    pub(crate) deprecated: bool,
    /// The replacement's shape index.
    pub(crate) replacement: Option<usize>,
    /// The `(target shape index, value)` entries of the level's presets.
    pub(crate) preset: Range<usize>,
}

/// The rewriting table of one command.
///
/// Spellings are keyed by [`spelling_key`], not by the text: the table is
/// built for every command a program prepares, and most of its spellings are
/// never typed. A hit is confirmed against the argument's own names.
#[derive(Clone, Debug, Default)]
pub(crate) struct Level {
    pub(crate) name: String,
    pub(crate) spellings: IdMap<u64, Spelling>,
    pub(crate) shapes: Vec<Shape>,
    /// Every preset of the level, `(target shape index, value)`.
    pub(crate) presets: Vec<(usize, Name)>,
    pub(crate) children: Vec<Level>,
    /// Whether clap's `-h` is this command's short help flag.
    pub(crate) short_help: bool,
    /// Whether some option of this command accepts values that start with `-`.
    pub(crate) hyphen_values: bool,
    /// Whether a deprecated or preset flag of this command has a short name:
    /// only then does the rewriting step read short clusters for them.
    pub(crate) special_shorts: bool,
}

impl Level {
    /// The child level of subcommand `name` (its clap name).
    pub(crate) fn child(&self, name: &str) -> Option<&Level> {
        self.children.iter().find(|c| c.name == name)
    }

    /// The argument of shape `shape`, in `cmd`: the command this level was
    /// made for.
    pub(crate) fn arg<'c>(&self, cmd: &'c Command, shape: usize) -> &'c Arg {
        let at = self.shapes[shape].arg;
        cmd.get_arguments()
            .nth(at)
            .expect("argkind: a level is read with the command it was made for")
    }

    /// The deprecated or preset shape of the argument at position `at` of
    /// this level's command, if it has one.
    pub(crate) fn special_at(&self, at: usize) -> Option<usize> {
        self.shapes
            .iter()
            .position(|s| s.arg == at && (s.deprecated || !s.preset.is_empty()))
    }

    /// The presets of shape `shape`: `(target shape index, value)`.
    pub(crate) fn presets_of(&self, shape: usize) -> &[(usize, Name)] {
        &self.presets[self.shapes[shape].preset.clone()]
    }

    /// What `name` (a long spelling without `--`) means in `cmd`, the command
    /// this level was made for.
    pub(crate) fn lookup(&self, cmd: &Command, name: &str) -> Option<Spelling> {
        let spelling = *self.spellings.get(&spelling_key(&[name]))?;
        let confirmed = match spelling {
            Spelling::Positive(at) | Spelling::Special(at) => is_named(self.arg(cmd, at), name),
            Spelling::Negative(at) => self.shapes[at]
                .pair
                .zip(self.arg(cmd, at).get_long())
                .and_then(|(pair, long)| pair.negative_parts(long))
                .is_some_and(|(prefix, rest)| name.strip_prefix(prefix) == Some(rest)),
            Spelling::HelpHidden => name == HELP_HIDDEN,
            Spelling::HelpHiddenList => name == HELP_HIDDEN_LIST,
            Spelling::HelpLong => name == "help",
        };
        confirmed.then_some(spelling)
    }

    /// Adds the shape of `arg`, at position `at` of its command, declared by
    /// `declared`, and its spellings. `arg` is read before `apply_arg`
    /// changes it: an extend flag is no longer a `SetTrue` flag afterwards.
    fn add_shape(&mut self, arg: &Arg, at: usize, declared: Option<&ArgSpec>) {
        let shape_at = self.shapes.len();
        let is_flag = matches!(arg.get_action(), ArgAction::SetTrue) && !declared.is_some_and(|d| d.extend);
        let pair = declared.and_then(|d| d.pair).filter(|_| is_flag);
        let deprecated = declared.is_some_and(ArgSpec::is_deprecated);
        let special = deprecated || declared.is_some_and(|d| !d.preset.is_empty());
        self.special_shorts |= special && (arg.get_short().is_some() || arg.get_all_short_aliases().is_some());
        if let Some(long) = arg.get_long() {
            if let Some((prefix, rest)) = pair.and_then(|p| p.negative_parts(long)) {
                self.insert(&[prefix, rest], Spelling::Negative(shape_at));
            }
            let spelling = if special {
                Some(Spelling::Special(shape_at))
            } else {
                pair.map(|_| Spelling::Positive(shape_at))
            };
            if let Some(spelling) = spelling {
                self.insert(&[long], spelling);
                for alias in arg.get_all_aliases().unwrap_or_default() {
                    self.insert(&[alias], spelling);
                }
            }
        }
        self.shapes.push(Shape {
            arg: at,
            pair,
            deprecated,
            replacement: None,
            preset: 0..0,
        });
    }

    /// Adds spelling `parts` (concatenated) to the table.
    fn insert(&mut self, parts: &[&str], spelling: Spelling) {
        self.spellings.insert(spelling_key(parts), spelling);
    }
}

/// Whether `name` (a long spelling without `--`) names `arg`: its long or an
/// alias.
pub(crate) fn is_named(arg: &Arg, name: &str) -> bool {
    arg.get_long() == Some(name) || arg.get_all_aliases().is_some_and(|aliases| aliases.contains(&name))
}

/// The maximum number of values one occurrence of `arg` takes.
pub(crate) fn max_values(arg: &Arg) -> usize {
    match arg.get_num_args() {
        Some(range) => range.max_values(),
        None => usize::from(arg.get_action().takes_values()),
    }
}

/// Applies `spec` to `cmd` and its subcommands; returns the changed command
/// and its rewriting table.
///
/// # Panics
///
/// In debug builds, on a definition error: a tier contradicting S3, a
/// declaration naming an argument or subcommand that does not exist, a pair
/// on an argument that is not a `SetTrue` flag, an enable/disable pair whose
/// long does not start with `enable-`, a noable flag named `no-...`, a
/// replacement or preset target that does not exist or has no long name.
pub(crate) fn apply(cmd: Command, spec: &CommandSpec, is_root: bool) -> (Command, Level) {
    let mut level = Level {
        name: cmd.get_name().to_owned(),
        ..Level::default()
    };
    let name = level.name.clone();
    // Replacement and preset targets, by id: their shape index once seen.
    // Sized first: growing a table hashes every key again.
    let (mut spelled, mut targeting) = (0usize, 0usize);
    for declared in spec.args.values() {
        spelled += usize::from(declared.needs_spelling());
        targeting += usize::from(declared.get_replacement().is_some()) + declared.preset.len();
    }
    let mut targets: IdMap<&str, Option<usize>> = IdMap::with_capacity_and_hasher(targeting, Default::default());
    for declared in spec.args.values() {
        for target in declared
            .get_replacement()
            .into_iter()
            .chain(declared.get_presets().map(|(t, _)| t))
        {
            targets.insert(target, None);
        }
    }
    // A long, a negation and the help spellings, for most.
    level.spellings.reserve(2 * spelled + 3);
    level.shapes.reserve(spelled + targeting);
    // The declaration of each shape, by shape index.
    let mut declarations: Vec<&ArgSpec> = Vec::with_capacity(spelled + targeting);
    let mut position = 0usize;
    let mut declared_seen = 0usize;
    // The surface flags go in first: `mut_args` then moves every argument
    // into a vector of the exact size, and a push after it would copy all
    // of them again into one twice as large (fresh pages, on a large command).
    let mut cmd = cmd.args_override_self(true);
    add_surface_flags(&mut cmd, &mut level, is_root);
    let cmd = cmd.mut_args(|arg| {
        let at = position;
        position += 1;
        let declared = spec.args.get(arg.get_id().as_str());
        declared_seen += usize::from(declared.is_some());
        level.hyphen_values |= arg.is_allow_hyphen_values_set();
        let target = if targets.is_empty() {
            None
        } else {
            targets.get_mut(arg.get_id().as_str())
        };
        if declared.is_some_and(ArgSpec::needs_spelling) || target.is_some() {
            let shape_at = level.shapes.len();
            if let (Some(target), Some(_)) = (target, arg.get_long()) {
                *target = Some(shape_at);
            }
            level.add_shape(&arg, at, declared);
            declarations.push(declared.unwrap_or(&NOTHING));
        }
        // Everything is read: the argument is moved once more, at most.
        apply_arg(arg, declared, &name)
    });
    if cfg!(debug_assertions) && declared_seen < spec.args.len() {
        let mut missing: Vec<&str> = spec
            .args
            .keys()
            .map(|k| k.as_ref())
            .filter(|id| !cmd.get_arguments().any(|a| a.get_id() == *id))
            .collect();
        missing.sort_unstable();
        panic!("argkind: command `{name}` declares {missing:?} but has no argument with that id");
    }
    link_shapes(&mut level, &cmd, &declarations, &targets);
    let mut children = Vec::new();
    if cfg!(debug_assertions) {
        for (sub, _) in &spec.subcommands {
            assert!(
                cmd.find_subcommand(sub.as_ref()).is_some(),
                "argkind: command `{name}` declares subcommand `{sub}` but has none of that name"
            );
        }
    }
    let cmd = cmd.mut_subcommands(|sub| {
        let sub_spec = spec.subcommand_or_empty(sub.get_name());
        let (sub, sub_level) = apply(sub, sub_spec, false);
        children.push(sub_level);
        sub
    });
    level.children = children;
    (cmd, level)
}

/// The declaration of an argument that declares nothing.
static NOTHING: ArgSpec = ArgSpec {
    kind: None,
    job: None,
    pair: None,
    deprecated: None,
    extend: false,
    preset: Vec::new(),
};

/// Applies one declaration (or none) to one argument.
///
/// A clap `Arg` is 624 bytes: each builder call may copy it, so the common
/// cases (nothing, or `hide`) are one call, and the rarer behaviours are out
/// of line.
#[inline]
fn apply_arg(arg: Arg, declared: Option<&ArgSpec>, command: &str) -> Arg {
    let hide = tier_of(&arg, declared) != ArgKind::Public;
    match declared {
        Some(declared) if declared.extend || declared.pair.is_some() => {
            apply_behaviour(arg.hide(hide), declared, command)
        }
        _ if hide => arg.hide(true),
        _ => arg,
    }
}

/// Applies the extend and pair declarations of `declared` to `arg`.
#[inline(never)]
fn apply_behaviour(mut arg: Arg, declared: &ArgSpec, command: &str) -> Arg {
    if declared.extend {
        arg = arg.action(ArgAction::Append).num_args(1..);
    }
    if let Some(pair) = declared.pair {
        let long = arg.get_long().unwrap_or_default();
        let is_flag = matches!(arg.get_action(), ArgAction::SetTrue);
        let problem = if !is_flag {
            Some("is not a bool flag: give it `.action(ArgAction::SetTrue)`".to_owned())
        } else if long.is_empty() {
            Some("has no long name".to_owned())
        } else if pair == Pair::Noable && long.starts_with("no-") {
            Some(format!(
                "is noable but already starts with `no-`: its negation would read `--no-{long}`"
            ))
        } else if pair == Pair::EnableDisable && !long.starts_with("enable-") {
            Some(format!(
                "is enable/disable but its long `--{long}` does not start with `enable-`"
            ))
        } else {
            None
        };
        match problem {
            Some(problem) if cfg!(debug_assertions) => {
                panic!("argkind: argument `{}` of command `{command}` {problem}", arg.get_id())
            }
            Some(_) => {}
            // The rewriting step turns `--no-X` into `--X=false` and rejects a
            // user's own `--X=value`, so the optional value is never seen.
            None => arg = arg.num_args(0..=1).require_equals(true),
        }
    }
    arg
}

/// The tier of `arg`: declared, else by S3, else HIDDEN when clap already
/// hides it, else PUBLIC.
///
/// # Panics
///
/// In debug builds, when the declared tier contradicts S3.
pub(crate) fn tier_of(arg: &Arg, declared: Option<&ArgSpec>) -> ArgKind {
    let explicit = declared.and_then(ArgSpec::get_kind);
    match ArgKind::resolve(explicit, arg.get_long()) {
        Ok(ArgKind::Public) if explicit.is_none() && arg.is_hide_set() => ArgKind::Hidden,
        Ok(kind) => kind,
        Err(conflict) if cfg!(debug_assertions) => panic!("{conflict}"),
        Err(conflict) => conflict.rule,
    }
}

/// Resolves the replacement and preset targets of every shape (declared by
/// `declarations`, by shape index) to shape indexes.
fn link_shapes(level: &mut Level, cmd: &Command, declarations: &[&ArgSpec], targets: &IdMap<&str, Option<usize>>) {
    let Level {
        name, shapes, presets, ..
    } = level;
    let index_of = |id: &str, what: &str| -> Option<usize> {
        let found = targets.get(id).copied().flatten();
        if found.is_none() && cfg!(debug_assertions) {
            panic!("argkind: {what} `{id}` of command `{name}` is not an argument with a long name")
        }
        found
    };
    for (shape, declared) in shapes.iter_mut().zip(declarations) {
        shape.replacement = declared.get_replacement().and_then(|r| index_of(r, "replacement"));
        let start = presets.len();
        for (target, value) in &declared.preset {
            if let Some(at) = index_of(target, "preset target") {
                presets.push((at, value.clone()));
            }
        }
        shape.preset = start..presets.len();
    }
    if cfg!(debug_assertions) {
        for at in 0..level.shapes.len() {
            for (target, value) in level.presets_of(at) {
                let target_arg = level.arg(cmd, *target);
                let is_flag = matches!(target_arg.get_action(), ArgAction::SetTrue);
                assert!(
                    !is_flag || level.shapes[*target].pair.is_some() || value == "true",
                    "argkind: preset of `{}` sets flag `{}` to `{value}`, but a plain flag can only be set to true; make it noable",
                    level.arg(cmd, at).get_id(),
                    target_arg.get_id()
                );
            }
        }
    }
}

/// Adds `--help-hidden` and `--help-hidden-list` (PUBLIC, global) to the root
/// and records every command's help spellings.
fn add_surface_flags(cmd: &mut Command, level: &mut Level, is_root: bool) {
    let help_flag = !cmd.is_disable_help_flag_set();
    if help_flag {
        level.insert(&["help"], Spelling::HelpLong);
        level.short_help = true;
    }
    let surfaces = [
        (
            HELP_HIDDEN,
            Spelling::HelpHidden,
            "Print help for hidden and experimental flags",
        ),
        (
            HELP_HIDDEN_LIST,
            Spelling::HelpHiddenList,
            "Print the internal flags with their defaults",
        ),
    ];
    let add = is_root && !cmd.get_arguments().any(|a| a.get_id() == HELP_HIDDEN);
    for (order, (id, spelling, help)) in surfaces.into_iter().enumerate() {
        level.insert(&[id], spelling);
        if add {
            // Global, so every subcommand has it; listed after clap's own flags.
            let flag = Arg::new(id)
                .long(id)
                .action(ArgAction::SetTrue)
                .global(true)
                .display_order(usize::MAX - 2 + order)
                .help(help);
            *cmd = std::mem::take(cmd).arg(flag);
        }
    }
}

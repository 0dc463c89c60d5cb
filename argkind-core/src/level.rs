//! Applying declarations to a `clap::Command`: tiers become `hide`, extend
//! becomes `Append` + `num_args(1..)`, pairs accept the `=false` their
//! negation is rewritten to, and each (sub)command gets a [`Level`]: the
//! table of special spellings the argv rewriting step looks for.

use clap::{Arg, ArgAction, Command};

use crate::hash::{IdMap, IdSet};
use crate::kind::ArgKind;
use crate::spec::{ArgSpec, CommandSpec, Pair};

/// The id of the `--help-hidden` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN: &str = "help-hidden";
/// The id of the `--help-hidden-list` flag argkind adds to every command.
pub(crate) const HELP_HIDDEN_LIST: &str = "help-hidden-list";

/// What a long spelling means to the rewriting step.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// What the rewriting step knows of one argument it may read or write.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    pub(crate) id: String,
    pub(crate) long: Option<String>,
    pub(crate) short: Option<char>,
    pub(crate) aliases: Vec<String>,
    /// The maximum number of values one occurrence takes.
    pub(crate) max_values: usize,
    pub(crate) allow_hyphen_values: bool,
    pub(crate) require_equals: bool,
    pub(crate) is_flag: bool,
    pub(crate) global: bool,
    pub(crate) pair: Option<Pair>,
    pub(crate) deprecated: bool,
    /// The replacement's shape index.
    pub(crate) replacement: Option<usize>,
    /// `(target shape index, value)`.
    pub(crate) preset: Vec<(usize, String)>,
}

impl Shape {
    fn of(arg: &Arg) -> Shape {
        let action = arg.get_action();
        let takes_values = action.takes_values();
        let max_values = match arg.get_num_args() {
            Some(range) => range.max_values(),
            None => usize::from(takes_values),
        };
        Shape {
            id: arg.get_id().as_str().to_owned(),
            long: arg.get_long().map(str::to_owned),
            short: arg.get_short(),
            aliases: arg
                .get_all_aliases()
                .unwrap_or_default()
                .into_iter()
                .map(str::to_owned)
                .collect(),
            max_values,
            allow_hyphen_values: arg.is_allow_hyphen_values_set(),
            require_equals: arg.is_require_equals_set(),
            is_flag: matches!(action, ArgAction::SetTrue),
            global: arg.is_global_set(),
            pair: None,
            deprecated: false,
            replacement: None,
            preset: Vec::new(),
        }
    }

    /// Whether `name` (a long spelling without `--`) names this argument.
    pub(crate) fn is_named(&self, name: &str) -> bool {
        self.long.as_deref() == Some(name) || self.aliases.iter().any(|a| a == name)
    }

    /// The spelling (without `--`) of the negation, for a pair.
    pub(crate) fn negative(&self) -> Option<String> {
        self.pair
            .zip(self.long.as_deref())
            .and_then(|(pair, long)| pair.negative(long))
    }
}

/// The rewriting table of one command.
#[derive(Clone, Debug, Default)]
pub(crate) struct Level {
    pub(crate) name: String,
    pub(crate) spellings: IdMap<String, Spelling>,
    pub(crate) shapes: Vec<Shape>,
    pub(crate) children: Vec<Level>,
    /// Whether clap's `-h` is this command's short help flag.
    pub(crate) short_help: bool,
    /// Whether some option of this command accepts values that start with `-`.
    pub(crate) hyphen_values: bool,
}

impl Level {
    /// The child level of subcommand `name` (its clap name).
    pub(crate) fn child(&self, name: &str) -> Option<&Level> {
        self.children.iter().find(|c| c.name == name)
    }

    /// The shape with id `id`.
    pub(crate) fn shape(&self, id: &str) -> Option<&Shape> {
        self.shapes.iter().find(|s| s.id == id)
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
    let targets: IdSet<&str> = spec
        .args
        .values()
        .flat_map(|s| s.get_replacement().into_iter().chain(s.get_presets().map(|(t, _)| t)))
        .collect();
    let mut declared_seen = 0usize;
    let mut cmd = cmd.args_override_self(true).mut_args(|arg| {
        let id = arg.get_id().as_str();
        let declared = spec.args.get(id);
        declared_seen += usize::from(declared.is_some());
        level.hyphen_values |= arg.is_allow_hyphen_values_set();
        let arg = apply_arg(arg, declared, &name);
        if declared.is_some_and(ArgSpec::needs_spelling) || targets.contains(arg.get_id().as_str()) {
            let mut shape = Shape::of(&arg);
            shape.pair = declared.and_then(|d| d.pair).filter(|_| shape.is_flag);
            shape.deprecated = declared.is_some_and(ArgSpec::is_deprecated);
            level.shapes.push(shape);
        }
        arg
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
    link_shapes(&mut level, spec, &name);
    add_surface_flags(&mut cmd, &mut level, is_root);
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

/// Applies one declaration (or none) to one argument.
fn apply_arg(arg: Arg, declared: Option<&ArgSpec>, command: &str) -> Arg {
    let kind = tier_of(&arg, declared);
    let mut arg = if kind == ArgKind::Public { arg } else { arg.hide(true) };
    let Some(declared) = declared else { return arg };
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

/// Resolves replacement and preset target ids to shape indexes and adds the
/// long spellings of every shape to the table.
fn link_shapes(level: &mut Level, spec: &CommandSpec, command: &str) {
    // Shape index by id, of shapes with a long name: a map, not a scan per
    // target, which is quadratic in the flags.
    let by_id: IdMap<&str, usize> = level
        .shapes
        .iter()
        .enumerate()
        .filter(|(_, s)| s.long.is_some())
        .map(|(at, s)| (s.id.as_str(), at))
        .collect();
    let index_of = |id: &str, what: &str| -> Option<usize> {
        let found = by_id.get(id).copied();
        if found.is_none() && cfg!(debug_assertions) {
            panic!("argkind: {what} `{id}` of command `{command}` is not an argument with a long name")
        }
        found
    };
    // Worked out while the map borrows the shapes, then stored.
    let mut replacements: Vec<Option<usize>> = Vec::with_capacity(level.shapes.len());
    let mut presets: Vec<Vec<(usize, String)>> = Vec::with_capacity(level.shapes.len());
    for shape in &level.shapes {
        let Some(declared) = spec.args.get(shape.id.as_str()) else {
            replacements.push(None);
            presets.push(Vec::new());
            continue;
        };
        let replacement = declared.get_replacement().and_then(|r| index_of(r, "replacement"));
        let preset: Vec<(usize, String)> = declared
            .get_presets()
            .filter_map(|(t, v)| index_of(t, "preset target").map(|i| (i, v.to_owned())))
            .collect();
        if cfg!(debug_assertions) {
            for (target, value) in &preset {
                let target = &level.shapes[*target];
                assert!(
                    !target.is_flag || target.pair.is_some() || value == "true",
                    "argkind: preset of `{}` sets flag `{}` to `{value}`, but a plain flag can only be set to true; make it noable",
                    shape.id,
                    target.id
                );
            }
        }
        replacements.push(replacement);
        presets.push(preset);
    }
    drop(by_id);
    for ((shape, replacement), preset) in level.shapes.iter_mut().zip(replacements).zip(presets) {
        shape.replacement = replacement;
        shape.preset = preset;
    }
    level.spellings.reserve(2 * level.shapes.len());
    for (at, shape) in level.shapes.iter().enumerate() {
        let Some(long) = shape.long.as_deref() else { continue };
        if let Some(negative) = shape.negative() {
            level.spellings.insert(negative, Spelling::Negative(at));
        }
        let spelling = if shape.deprecated || !shape.preset.is_empty() {
            Spelling::Special(at)
        } else if shape.pair.is_some() {
            Spelling::Positive(at)
        } else {
            continue;
        };
        level.spellings.insert(long.to_owned(), spelling.clone());
        for alias in &shape.aliases {
            level.spellings.insert(alias.clone(), spelling.clone());
        }
    }
}

/// Adds `--help-hidden` and `--help-hidden-list` (PUBLIC, global) to the root
/// and records every command's help spellings.
fn add_surface_flags(cmd: &mut Command, level: &mut Level, is_root: bool) {
    let help_flag = !cmd.is_disable_help_flag_set();
    if help_flag {
        level.spellings.insert("help".to_owned(), Spelling::HelpLong);
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
        level.spellings.insert(id.to_owned(), spelling);
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

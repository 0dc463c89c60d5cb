//! Replacement and preset targets: which argument a declaration names.
//!
//! A target is named by its clap id, or by its long name written `--name`.
//! It is an argument of the command that declares the flag (a field of a
//! flattened struct is one: clap's derive puts it in the same command), or
//! a global argument of an enclosing command: clap copies a global into
//! every subcommand below its own, so the subcommand parses it, and what
//! argkind inserts for it there is read as that global.

use clap::Arg;

use crate::hash::{IdMap, Sieve};
use crate::spec::{ArgSpec, CommandSpec};

/// A replacement or preset target as the insertion table holds it: shape
/// `shape` of the level `up` commands above the one that declares the flag
/// (0: that command; more: a global argument of an enclosing command).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TargetRef {
    pub(crate) up: usize,
    pub(crate) shape: usize,
}

/// The long name a target written `--name` names, or `None` for a target
/// named by its clap id.
pub(crate) fn long_form(target: &str) -> Option<&str> {
    target.strip_prefix("--")
}

/// Whether `target`, as a declaration writes it (a clap id, or a long name
/// written `--name`), names `arg`.
pub(crate) fn names(arg: &Arg, target: &str) -> bool {
    match long_form(target) {
        Some(long) => arg.get_long() == Some(long),
        None => arg.get_id() == target,
    }
}

/// What a command's preparation found of a target its declarations name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    /// No argument of the command.
    Missing,
    /// An argument without a long name: argkind cannot spell it.
    NoLong,
    /// The argument with this shape index.
    At(usize),
}

/// One named target: what was found, and whether a preset names it (a
/// preset's extend target gets a reset argument).
#[derive(Clone, Copy, Debug)]
struct Want {
    seen: Seen,
    preset: bool,
}

/// The targets some declarations name, by clap id and by long name.
#[derive(Debug, Default)]
pub(crate) struct Named<'s> {
    ids: IdMap<&'s str, Want>,
    longs: IdMap<&'s str, Want>,
    /// The keys of both, for a first test (see [`names`](Self::names)).
    sieve: Sieve,
}

impl<'s> Named<'s> {
    /// The targets the declarations of `spec`'s own arguments name.
    pub(crate) fn of(spec: &'s CommandSpec) -> Self {
        let mut named = Named::default();
        for declared in spec.args.values() {
            named.add_all(declared);
        }
        named
    }

    /// The targets the declarations of those of `spec`'s own arguments
    /// whose clap ids are among `flags` name: what a preparation to
    /// `level::Extent::Named` resolves.
    pub(crate) fn of_flags(spec: &'s CommandSpec, flags: &[String]) -> Self {
        let mut named = Named::default();
        for flag in flags {
            if let Some(declared) = spec.args.get(flag.as_str()) {
                named.add_all(declared);
            }
        }
        named
    }

    /// The targets the declarations of `spec`'s subcommands name, at any
    /// depth: a global argument of `spec`'s command may be one of them.
    pub(crate) fn below(spec: &'s CommandSpec) -> Self {
        let mut named = Named::default();
        let mut stack: Vec<&CommandSpec> = spec.subcommands.iter().map(|(_, s)| s).collect();
        while let Some(sub) = stack.pop() {
            for declared in sub.args.values() {
                named.add_all(declared);
            }
            stack.extend(sub.subcommands.iter().map(|(_, s)| s));
        }
        named
    }

    fn add_all(&mut self, declared: &'s ArgSpec) {
        if let Some(target) = declared.get_replacement() {
            self.add(target, false);
        }
        for (target, _) in declared.get_presets() {
            self.add(target, true);
        }
    }

    fn add(&mut self, target: &'s str, preset: bool) {
        let (map, key) = match long_form(target) {
            Some(long) => (&mut self.longs, long),
            None => (&mut self.ids, target),
        };
        self.sieve.insert(key);
        let want = map.entry(key).or_insert(Want {
            seen: Seen::Missing,
            preset: false,
        });
        want.preset |= preset;
    }

    /// Whether no target is named.
    pub(crate) fn is_empty(&self) -> bool {
        self.ids.is_empty() && self.longs.is_empty()
    }

    /// Whether `arg` is named, by its id or its long name: `Some(true)`
    /// when a preset names it.
    pub(crate) fn names(&self, arg: &Arg) -> Option<bool> {
        // Every argument of a command is asked about, and few are named.
        let id = arg.get_id().as_str();
        let by_id = self.sieve.may_hold(id).then(|| self.ids.get(id)).flatten();
        let by_long = match arg.get_long() {
            Some(long) if !self.longs.is_empty() && self.sieve.may_hold(long) => self.longs.get(long),
            _ => None,
        };
        match (by_id, by_long) {
            (None, None) => None,
            (a, b) => Some(a.is_some_and(|w| w.preset) || b.is_some_and(|w| w.preset)),
        }
    }

    /// Records that `arg`, which is named, has shape `shape`.
    pub(crate) fn mark(&mut self, arg: &Arg, shape: usize) {
        let seen = if arg.get_long().is_some() {
            Seen::At(shape)
        } else {
            Seen::NoLong
        };
        if let Some(want) = self.ids.get_mut(arg.get_id().as_str()) {
            want.seen = seen;
        }
        if let Some(want) = arg.get_long().and_then(|long| self.longs.get_mut(long)) {
            want.seen = seen;
        }
    }

    /// What was found of `target`.
    fn seen(&self, target: &str) -> Seen {
        let want = match long_form(target) {
            Some(long) => self.longs.get(long),
            None => self.ids.get(target),
        };
        want.map_or(Seen::Missing, |w| w.seen)
    }
}

/// An argument of an enclosing command that a declaration of a subcommand
/// names as its target.
#[derive(Clone, Debug)]
pub(crate) struct Inherited {
    /// The depth of its command (0 for the root).
    depth: usize,
    /// Its command's name, for messages.
    command: String,
    id: String,
    long: Option<String>,
    /// Its shape in its command's level, when it is global: only then do
    /// the subcommands parse it.
    shape: Option<usize>,
}

impl Inherited {
    /// `arg` of command `command` at depth `depth`, with shape `shape` when
    /// it has one.
    pub(crate) fn new(depth: usize, command: &str, arg: &Arg, shape: Option<usize>) -> Self {
        Inherited {
            depth,
            command: command.to_owned(),
            id: arg.get_id().as_str().to_owned(),
            long: arg.get_long().map(str::to_owned),
            shape: shape.filter(|_| arg.is_global_set()),
        }
    }

    /// The id of the argument.
    pub(crate) fn id(&self) -> &str {
        &self.id
    }

    fn is_named(&self, target: &str) -> bool {
        match long_form(target) {
            Some(long) => self.long.as_deref() == Some(long),
            None => self.id == target,
        }
    }
}

/// Where a target was looked for: the command that declares the flag and
/// what it inherits.
pub(crate) struct Scope<'a, 's> {
    /// The command's name.
    pub(crate) name: &'a str,
    /// Its depth (0 for the root).
    pub(crate) depth: usize,
    /// The targets its declarations name, as its arguments were read.
    pub(crate) named: &'a Named<'s>,
    /// The named arguments of its enclosing commands, outermost first.
    pub(crate) inherited: &'a [Inherited],
}

impl Scope<'_, '_> {
    /// The argument `target` names, declared as `what` (`"preset target"`,
    /// `"replacement"`) of flag `flag`: one of the command's own, else the
    /// nearest enclosing command's global.
    ///
    /// # Errors
    ///
    /// The definition error to panic with, naming the target and the fix,
    /// when there is no such argument, it has no long name, or it belongs
    /// to an enclosing command but is not global.
    pub(crate) fn resolve(&self, target: &str, what: &str, flag: &str) -> Result<TargetRef, String> {
        let name = self.name;
        // Written only for an error: a command resolves every target on
        // each preparation.
        let head = || format!("argkind: the {what} `{target}` of `{flag}` in command `{name}`");
        match self.named.seen(target) {
            Seen::At(shape) => return Ok(TargetRef { up: 0, shape }),
            Seen::NoLong => {
                return Err(format!(
                    "{} has no long name, and argkind gives a target its value by its long name: give the argument one (`Arg::long`, `#[arg(long)]`)",
                    head()
                ))
            }
            Seen::Missing => {}
        }
        let Some(outer) = self.inherited.iter().rev().find(|g| g.is_named(target)) else {
            let named = match long_form(target) {
                Some(long) => format!("has the long name `--{long}`"),
                // The derive's path through a flattened struct to a field
                // that struct lacks.
                None if target.contains('.') => format!("is the field at the path `{target}` of a flattened struct"),
                None => format!("has the id `{target}`"),
            };
            return Err(format!(
                "{} names nothing: no argument of `{name}`, and no global argument of an enclosing command, {named}; name a flag the command parses, by its clap id (in the derive: a field of the struct, or a field of a flattened struct by its path, `opt.level`) or by its long name (`\"--level\"`)",
                head()
            ));
        };
        match (outer.shape, &outer.long) {
            (Some(shape), Some(_)) => Ok(TargetRef {
                up: self.depth - outer.depth,
                shape,
            }),
            (_, None) => Err(format!(
                "{} is argument `{}` of enclosing command `{}`, which has no long name, and argkind gives a target its value by its long name: give the argument one (`Arg::long`, `#[arg(long)]`)",
                head(),
                outer.id,
                outer.command
            )),
            (None, Some(_)) => Err(format!(
                "{} is argument `{}` of enclosing command `{}`, which is not global, so `{name}` does not parse it: make it global (`Arg::global(true)`, `#[arg(global = true)]`), or name a flag of `{name}`",
                head(),
                outer.id,
                outer.command
            )),
        }
    }
}

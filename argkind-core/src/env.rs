//! Arguments set from the environment, after clap's parse: which errors
//! name a variable ([`from_env`]), and the value-less flags clap should
//! check without their variables.
//!
//! clap reads an argument's environment variable after the command line,
//! and counts whatever the variable gives as present. Two consequences
//! argkind undoes:
//!
//! * a `SetTrue` flag whose variable says `false` (a `SetFalse` flag whose
//!   variable says `true`) holds the value it has when not given, yet takes
//!   part in conflicts, `requires`, required arguments and groups
//!   (clap-rs/clap#5591). Such a flag is *quiet*: the command line is checked
//!   as clap checks it with that variable unset, and the flag keeps its value
//!   and its `ValueSource::EnvVariable`;
//! * a pair flag whose negation is typed still reads its variable (the
//!   negation's override acts on the command line only), and then conflicts
//!   with its own negation. Such a flag is *negated*: its variable is not
//!   read, as clap reads none for a flag the command line gives.
//!
//! Either way argkind asks clap again, with those arguments' variables
//! cleared ([`clear`]) and then restored ([`restore`]): clap reads the
//! variable when the argument is built, so the argument itself is set aside
//! and put back, unchanged.

use std::ffi::OsString;

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Command, Id};

use crate::spec::{negated_by, CommandSpec};

/// The flags of one parse whose variables argkind clears, by clap id, along
/// the parsed subcommand path.
#[derive(Debug, Default)]
pub(crate) struct EnvFlags {
    /// The subcommand names below the root.
    pub(crate) path: Vec<String>,
    /// Flags that hold their unset value from their variable.
    pub(crate) quiet: Vec<Id>,
    /// Pair flags set from their variable whose negation is typed.
    pub(crate) negated: Vec<Id>,
}

impl EnvFlags {
    /// Whether there is nothing to clear.
    pub(crate) fn is_empty(&self) -> bool {
        self.quiet.is_empty() && self.negated.is_empty()
    }
}

/// The quiet and negated flags of `matches`, the parse of `cmd` (declared
/// by `spec`).
///
/// Reads only the front of each command's matches, where clap keeps what
/// the command line and the environment set (defaults come last).
pub(crate) fn find(cmd: &Command, spec: &CommandSpec, matches: &ArgMatches) -> EnvFlags {
    let mut found = EnvFlags::default();
    let (mut cmd, mut matches) = (cmd, matches);
    // The declarations of this command and the enclosing ones: a global
    // pair's negation is declared where the pair is.
    let mut specs = vec![spec];
    loop {
        for id in matches.ids() {
            let id = id.as_str();
            match crate::check::source_of(matches, id) {
                Some(ValueSource::DefaultValue) => break,
                Some(ValueSource::EnvVariable) if is_quiet(cmd, matches, id) => push(&mut found.quiet, id),
                Some(ValueSource::CommandLine) => {
                    let negates = negated_by(id, specs.iter().copied());
                    // clap read the flag's variable in this command: its
                    // value is the variable's, or, for a global typed in an
                    // enclosing command, the command line's copied over it
                    // after clap checked this command with the variable's.
                    let negated = negates.filter(|flag| match crate::check::source_of(matches, flag) {
                        Some(ValueSource::EnvVariable) => true,
                        // Its default where clap could not read the
                        // variable's value (a reading despite errors).
                        Some(ValueSource::CommandLine | ValueSource::DefaultValue) | None => variable_is_set(cmd, flag),
                        _ => false,
                    });
                    if let Some(flag) = negated {
                        push(&mut found.negated, flag);
                    }
                }
                _ => {}
            }
        }
        let Some((name, sub_matches)) = crate::check::chosen_subcommand(matches) else {
            break;
        };
        let Some(sub) = cmd.find_subcommand(name) else {
            break;
        };
        found.path.push(name.to_owned());
        specs.push(specs[specs.len() - 1].subcommand_or_empty(name));
        (cmd, matches) = (sub, sub_matches);
    }
    // A negated flag is the command line's: it is not also quiet.
    found.quiet.retain(|id| !found.negated.contains(id));
    found
}

/// Whether the argument `id` of `cmd` has an environment variable that is
/// set.
fn variable_is_set(cmd: &Command, id: &str) -> bool {
    cmd.get_arguments()
        .find(|a| a.get_id() == id)
        .and_then(Arg::get_env)
        .is_some_and(|name| std::env::var_os(name).is_some())
}

/// Adds `id` to `ids` once.
fn push(ids: &mut Vec<Id>, id: &str) {
    if !ids.iter().any(|known| known == id) {
        ids.push(Id::from(id.to_owned()));
    }
}

/// Whether the argument `id` of `cmd`, set from its variable in `matches`,
/// is a value-less flag holding the value it has when not given.
fn is_quiet(cmd: &Command, matches: &ArgMatches, id: &str) -> bool {
    let Some(arg) = cmd.get_arguments().find(|a| a.get_id() == id) else {
        return false;
    };
    let unset = match arg.get_action() {
        ArgAction::SetTrue => false,
        ArgAction::SetFalse => true,
        _ => return false,
    };
    matches.try_get_one::<bool>(id).ok().flatten() == Some(&unset)
}

/// `cmd`, a prepared command, and its subcommands with no argument reading
/// its environment variable, each subcommand's sentinel (see
/// `level::own_sentinel`) watching every global of the commands above it,
/// those that had a variable too: the readings the exact route makes to
/// say where each flag is typed look at the command line only, and
/// without the variables the sentinel tells a global a subcommand typed
/// from clap's copy of an enclosing command's.
pub(crate) fn without_variables(cmd: Command) -> Command {
    without_variables_below(cmd, None)
}

/// [`without_variables`] of `cmd`, with `globals`, those of the commands
/// enclosing it (see `level::globals_below`), `None` for the root. `cmd`
/// may have been built by a parse: a subcommand's own arguments are then
/// those before its sentinel, clap's copies of the enclosing commands'
/// globals after it.
fn without_variables_below(cmd: Command, globals: Option<&[Id]>) -> Command {
    let mut cmd = cmd.mut_args(|arg| {
        if arg.get_env().is_some() {
            arg.env(clap::builder::Resettable::Reset)
        } else {
            arg
        }
    });
    let globals = globals.unwrap_or_default();
    if cmd.get_arguments().any(|a| a.get_id() == crate::level::OWN) {
        // Watched already but for those with a variable: watching one
        // twice changes nothing.
        let watched: Vec<Id> = globals
            .iter()
            .filter(|id| !crate::level::declares(&cmd, id.as_str()))
            .cloned()
            .collect();
        // In its place (`Command::mut_arg` moves it to the end, which a
        // command built by a parse does not expect).
        cmd = cmd.mut_args(|arg| match arg.get_id() == crate::level::OWN {
            true => crate::level::watching(arg, watched.iter()),
            false => arg,
        });
    }
    if !cmd.has_subcommands() {
        return cmd;
    }
    let below = crate::level::globals_below(&cmd, globals);
    cmd.mut_subcommands(|sub| without_variables_below(sub, Some(&below)))
}

/// The arguments [`clear`] or [`set_aside`] set aside, for [`restore`].
#[derive(Debug)]
pub(crate) struct Saved {
    path: Vec<String>,
    /// The original arguments of each command along the path, root first.
    args: Vec<Vec<Arg>>,
}

/// Clears the environment variable of the arguments with ids `ids` of `cmd`
/// and of each subcommand along `path` (a global has a copy in each); the
/// arguments keep their places, which clap's reading depends on.
pub(crate) fn clear(cmd: &mut Command, path: &[String], ids: &[Id]) -> Saved {
    set_aside(cmd, path, 0, ids, |arg| arg.env(clap::builder::Resettable::Reset))
}

/// Changes by `change` the arguments with ids `ids` of each command along
/// `path` from the depth `from` on (`cmd` is at depth 0, the last
/// subcommand of `path` at its length), keeping them in their places,
/// which clap's reading depends on: a command clap built is changed in
/// place, and the originals are set aside for [`restore`].
pub(crate) fn set_aside(
    cmd: &mut Command,
    path: &[String],
    from: usize,
    ids: &[Id],
    change: impl Fn(Arg) -> Arg,
) -> Saved {
    let mut saved = Saved {
        path: path.to_vec(),
        args: Vec::with_capacity(path.len() + 1),
    };
    let mut at = Some(cmd);
    let mut names = path.iter();
    let mut depth = 0;
    while let Some(cmd) = at {
        let mut originals = Vec::new();
        if depth >= from && cmd.get_arguments().any(|a| ids.contains(a.get_id())) {
            *cmd = std::mem::take(cmd).mut_args(|arg| {
                if ids.contains(arg.get_id()) {
                    originals.push(arg.clone());
                    change(arg)
                } else {
                    arg
                }
            });
        }
        saved.args.push(originals);
        at = names.next().and_then(|name| cmd.find_subcommand_mut(name));
        depth += 1;
    }
    saved
}

/// Puts back the arguments [`clear`] or [`set_aside`] set aside.
pub(crate) fn restore(cmd: &mut Command, saved: Saved) {
    let mut at = Some(cmd);
    let mut names = saved.path.iter();
    for originals in saved.args {
        let Some(cmd) = at else { break };
        if !originals.is_empty() {
            let mut originals = originals.into_iter();
            *cmd = std::mem::take(cmd).mut_args(|arg| {
                // In the order `clear` met them.
                match originals.as_slice().first() {
                    Some(original) if original.get_id() == arg.get_id() => originals.next().unwrap_or(arg),
                    _ => arg,
                }
            });
        }
        at = names.next().and_then(|name| cmd.find_subcommand_mut(name));
    }
}

/// The arguments of the parse `matches` of `cmd` whose value came from their
/// environment variable, as clap names an argument in its errors (`--x`,
/// `--x <X>`), with the variable's name.
pub(crate) fn from_env(cmd: &Command, matches: &ArgMatches) -> Vec<(String, String)> {
    let mut named = Vec::new();
    let (mut cmd, mut matches) = (cmd, matches);
    loop {
        for id in matches.ids() {
            let id = id.as_str();
            match crate::check::source_of(matches, id) {
                Some(ValueSource::DefaultValue) => break,
                Some(ValueSource::EnvVariable) => {
                    // A subcommand clap took for an external one is not
                    // built: its copy of a global (named already, in the
                    // command that declares it) cannot be written as clap
                    // names it.
                    let arg = cmd
                        .get_arguments()
                        .find(|a| a.get_id() == id)
                        .filter(|a| a.get_num_args().is_some());
                    if let Some((arg, var)) = arg.and_then(|a| Some((a, a.get_env()?))) {
                        named.push((arg.to_string(), var.to_string_lossy().into_owned()));
                    }
                }
                _ => {}
            }
        }
        let Some((name, sub_matches)) = crate::check::chosen_subcommand(matches) else {
            break;
        };
        let Some(sub) = cmd.find_subcommand(name) else {
            break;
        };
        (cmd, matches) = (sub, sub_matches);
    }
    named
}

/// The argument the value error `err` (of a parse of `argv` by `cmd`) is
/// about, as clap names it, with its variable, where clap read the rejected
/// value from that variable: the variable holds that value, and no token of
/// `argv` holds it. clap reads a global's variable for its copy in each
/// command of the path that nothing typed sets (`cc run --color never`
/// with the variable rejected for the root's copy), and its reading despite
/// errors then holds no value for [`from_env`] to find. `None` for any
/// other error.
pub(crate) fn rejected_variable(cmd: &Command, err: &clap::Error, argv: &[OsString]) -> Option<(String, String)> {
    use clap::error::{ContextKind, ContextValue};
    let (Some(ContextValue::String(name)), Some(ContextValue::String(value))) =
        (err.get(ContextKind::InvalidArg), err.get(ContextKind::InvalidValue))
    else {
        return None;
    };
    // clap names a flag by its long, else its short: `--name <NAME>`.
    let flag = crate::tips::flag_tokens(name).next()?;
    if value.is_empty() {
        return None;
    }
    fn find<'c>(cmd: &'c Command, flag: &str, value: &str) -> Option<&'c Arg> {
        cmd.get_arguments()
            .find(|arg| crate::tips::spells_as_named(arg, flag) && holds_value(arg, value))
            .or_else(|| cmd.get_subcommands().find_map(|sub| find(sub, flag, value)))
    }
    let arg = find(cmd, flag, value)?;
    let typed = argv.iter().skip(1).any(|token| {
        token
            .as_encoded_bytes()
            .windows(value.len())
            .any(|w| w == value.as_bytes())
    });
    if typed {
        return None;
    }
    let var = arg.get_env()?.to_string_lossy().into_owned();
    Some((name.clone(), var))
}

/// Whether the environment variable of `arg` holds `value`.
pub(crate) fn holds_value(arg: &Arg, value: &str) -> bool {
    arg.get_env()
        .and_then(std::env::var_os)
        .is_some_and(|held| held.as_encoded_bytes() == value.as_bytes())
}

//! The light reading of a command line, for a command parsed once
//! (`ArgKindCommand::lazy` and the derive's entry points): a command line
//! that names nothing argkind adds is read with the application's command
//! as written, changed only where argkind changes how clap reads the
//! application's own arguments (`args_override_self`, an extend flag's
//! `Append`). No negation, reset, marker or surface flag is added, and no
//! [`Level`] table is made: [`plan`] decides from one look at the command
//! line and the command, before anything is prepared.
//!
//! A command line that may name deprecated or preset flags, and nothing
//! else the light command lacks, is read with the insertion step, by a
//! command prepared to the extent those flags need
//! (`level::Extent::Named`): their shapes and their targets', the marker,
//! and the negations of only the pairs they may set (a preset that turns a
//! pair off inserts its negation). The whole preparation (`level::apply`)
//! reads every other command line.

use std::ffi::OsString;

use clap::{Arg, ArgAction, Command, Id};

use crate::hash::{IdSet, Sieve};
use crate::kind::ArgKind;
use crate::level::{
    as_list, change_of_extend, is_request, may_be_bare, may_be_help_word, negation_parts, relations_require_hidden,
    tier_of, with_stand_ins, Level, HELP_HIDDEN, HELP_HIDDEN_LIST, MARK, PRINT_ALL_OPTIONS, PRINT_OPTIONS,
    REQUEST_LONGS, REQUEST_SHORTS,
};
use crate::spec::{ArgSpec, CommandSpec};

/// What one look at a command line, then at a command and its
/// subcommands, finds for the light reading.
struct Scan<'a> {
    /// The name of each long spelling of the command line (`--name` or
    /// `--name=value`, without `--` and the value; not empty).
    typed: Vec<&'a [u8]>,
    /// The first byte of each of `typed`, as a set (bit `b % 64` of word
    /// `b / 64`): a long name with another first byte cannot be named.
    firsts: [u64; 4],
    /// Each of `typed`, in a sieve of 4,096 bits: a long name none of whose
    /// prefixes (itself included) may be one of them, by its end, is named
    /// by no typed name, which spares comparing it with each.
    ends: Sieve<64>,
    /// The lengths of the shortest and longest of `typed`.
    lengths: (usize, usize),
    /// Each token of the command line that may be a short cluster (`-abc`:
    /// `abc`, not empty).
    clusters: Vec<&'a [u8]>,
    /// Whether an argument has an environment variable.
    env_args: bool,
    /// Whether a value-less flag (`SetTrue`, `SetFalse`) has one.
    env_flags: bool,
    /// The deprecated and preset flags the command line may name (clap
    /// ids), and their targets as declared.
    special: Special,
    /// What the light command changes in each command, in the order
    /// [`command`](Self::command) looks at them (the root first, then each
    /// subcommand's tree in turn).
    changes: Vec<Changes>,
}

/// What the light command changes in one command.
#[derive(Default)]
struct Changes {
    /// The position of each extend flag that clap's reading needs made a
    /// list, among the command's arguments.
    extend: Vec<usize>,
    /// The id of each pair's negation, which a group stands in for.
    negation_ids: Vec<String>,
}

/// What a light reading reads with: see [`plan`].
pub(crate) struct Plan {
    /// Whether an argument has an environment variable.
    env_args: bool,
    /// Whether a value-less flag has one.
    env_flags: bool,
    changes: Vec<Changes>,
    /// Whether the command has the effective-values surface: its flags'
    /// ids get stand-ins too.
    print_options: bool,
    /// The deprecated and preset flags the command line may name, and
    /// their targets: where there is one, the command is prepared to that
    /// extent (`level::Extent::Named`) and read with the insertion step.
    pub(crate) special: Special,
}

/// The deprecated and preset flags a command line may name (by clap id),
/// and their targets as declared (a clap id, or a long name written
/// `--name`).
#[derive(Default)]
pub(crate) struct Special {
    pub(crate) flags: Vec<String>,
    pub(crate) targets: Vec<String>,
}

impl<'a> Scan<'a> {
    /// Whether a long spelling of the command line may name `long`: as
    /// itself, or as the prefix `infer_long_args` takes (clap has no getter
    /// to tell whether a command sets it).
    fn may_name(&self, long: &str) -> bool {
        self.may_name_joined(("", long))
    }

    /// [`may_name`](Self::may_name) for the long name `prefix` and `rest`
    /// joined, unjoined.
    fn may_name_joined(&self, (prefix, rest): (&str, &str)) -> bool {
        let (prefix, rest) = (prefix.as_bytes(), rest.as_bytes());
        let Some(&first) = prefix.first().or(rest.first()) else {
            return false;
        };
        if self.firsts[usize::from(first / 64)] & (1 << (first % 64)) == 0 {
            return false;
        }
        // The byte at the end of each typed name first: names that differ
        // differ most often there (`opt-0001`, `opt-0007`).
        let at = |i: usize| prefix.get(i).or_else(|| rest.get(i - prefix.len()));
        // A typed name may name the long name only as the prefix of its
        // length, whose end is then the typed name's.
        let (shortest, longest) = self.lengths;
        let ends_alike = (shortest..=longest.min(prefix.len() + rest.len())).any(|len| {
            let before = len.checked_sub(2).and_then(at).copied().unwrap_or(0);
            let last = at(len - 1).copied().unwrap_or(0);
            self.ends.may_end(len, before, last)
        });
        if !ends_alike {
            return false;
        }
        self.typed.iter().any(|typed| {
            typed[0] == first
                && at(typed.len() - 1) == typed.last()
                && match typed.split_at_checked(prefix.len()) {
                    Some((head, tail)) => head == prefix && rest.starts_with(tail),
                    None => prefix.starts_with(typed),
                }
        })
    }

    /// Looks at `cmd` (declared by `spec`) and its subcommands, noting each
    /// deprecated or preset flag the command line may name, with its
    /// targets, in `special`; `false` where the command line may name what
    /// only the whole command reads (a pair's negation, a help or version
    /// flag of the application's), or the command has what needs a reading
    /// of its own, whatever the command line: a required argument or a
    /// required group's member of a tier other than PUBLIC (clap names it
    /// in usage lines as it builds), a deprecated option that may be given
    /// bare, a global pair flag of a command with subcommands, or a group
    /// with a pair's negation as a member.
    fn command(&mut self, cmd: &Command, spec: &CommandSpec) -> bool {
        let declares = !spec.args.is_empty();
        let has_groups = cmd.get_groups().next().is_some();
        let mut changes = Changes::default();
        // The pairs, for the look at the groups, and whether a negation's
        // id may be one of its own (declared, or spelled from a long name
        // of its own).
        let mut pairs: Vec<(&ArgSpec, (&str, &str))> = Vec::new();
        let mut own_negations = false;
        for (at, arg) in cmd.get_arguments().enumerate() {
            let declared = if declares {
                spec.args.get(arg.get_id().as_str())
            } else {
                None
            };
            if arg.get_env().is_some() {
                self.env_args = true;
                self.env_flags |= matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::SetFalse);
            }
            if arg.is_required_set() && tier_of(arg, declared) != ArgKind::Public {
                return false;
            }
            if is_request(arg) && self.may_name_request(arg) {
                return false;
            }
            let Some(declared) = declared else { continue };
            if let Some(negative) = negation_parts(arg, declared) {
                let short = declared.negation.as_ref().and_then(|n| n.short);
                let may_name_short =
                    short.is_some_and(|c| self.clusters.iter().any(|cluster| has_short(cluster, &[c])));
                if self.may_name_joined(negative) || may_name_short || (arg.is_global_set() && cmd.has_subcommands()) {
                    return false;
                }
                if has_groups {
                    pairs.push((declared, negative));
                    own_negations |= declared.negation.is_some();
                }
                // The ids of the light command's stand-in groups, which a
                // command line naming a deprecated or preset flag does not
                // read with.
                if self.special.flags.is_empty() {
                    changes.negation_ids.push(declared.negative_id_of(negative));
                }
            }
            if change_of_extend(arg, declared, cmd.get_name()) {
                changes.extend.push(at);
            }
            if declared.is_deprecated() && may_be_bare(arg) {
                return false;
            }
            if declared.is_special() && self.may_name_special(arg) {
                let special = &mut self.special;
                special.flags.push(arg.get_id().as_str().to_owned());
                special.targets.extend(declared.get_replacement().map(str::to_owned));
                special
                    .targets
                    .extend(declared.get_presets().map(|(target, _)| target.to_owned()));
            }
        }
        // A derive's command has a group of every argument of each struct,
        // and a negation's id is spelled `no_...` or `disable_...` unless it
        // is one of its own: the ids are spelled only where a member may be
        // one of them.
        let may_be_negation =
            |member: &&str| own_negations || member.starts_with("no_") || member.starts_with("disable_");
        let named_in_group = !pairs.is_empty() && {
            let members: Vec<&str> = cmd
                .get_groups()
                .flat_map(|g| g.get_args())
                .map(Id::as_str)
                .filter(may_be_negation)
                .collect();
            !members.is_empty() && {
                let ids: IdSet<String> = pairs.iter().map(|(d, parts)| d.negative_id_of(*parts)).collect();
                members.iter().any(|member| ids.contains(*member))
            }
        };
        if named_in_group || relations_require_hidden(cmd, spec) {
            return false;
        }
        self.changes.push(changes);
        cmd.get_subcommands()
            .all(|sub| self.command(sub, spec.subcommand_or_empty(sub.get_name())))
    }

    /// Whether the command line may name `arg`, a deprecated or preset
    /// flag: by its long name or an alias, or, where it has a short name or
    /// alias, by any short cluster (the insertion step reads every cluster
    /// for those).
    fn may_name_special(&self, arg: &Arg) -> bool {
        let shorts = arg.get_short().is_some() || arg.get_all_short_aliases().is_some();
        (shorts && !self.clusters.is_empty()) || self.may_name_long(arg)
    }

    /// Whether the command line may name `arg`, a help or version flag: by
    /// its long name or an alias, or by a short name or alias in a cluster.
    fn may_name_request(&self, arg: &Arg) -> bool {
        let mut shorts: Vec<char> = arg.get_short().into_iter().collect();
        shorts.extend(arg.get_all_short_aliases().unwrap_or_default());
        self.may_name_long(arg) || self.clusters.iter().any(|cluster| has_short(cluster, &shorts))
    }

    /// Whether a long spelling of the command line may name `arg` by its
    /// long name or an alias.
    fn may_name_long(&self, arg: &Arg) -> bool {
        !self.typed.is_empty()
            && (arg.get_long().is_some_and(|long| self.may_name(long))
                || arg
                    .get_all_aliases()
                    .is_some_and(|aliases| aliases.iter().any(|a| self.may_name(a))))
    }
}

/// What the light reading of `argv` with `cmd` (declared by `spec`) reads
/// with, where the light command reads `argv` as the whole one would;
/// `None` where the whole command must read it.
///
/// It must where `spec` turns on the recording of sources (which reads the
/// command line itself), where a token names a response file while `spec`
/// turns them on, or `spec`'s flags variable is set (each adds tokens to
/// the command line; turned on and not used, they change nothing), where
/// a token holds a NUL (the long names of the
/// marker and the resets start with one), where a token may ask for help
/// or the version (a long spelling that may name `--help`, `--version`, a
/// help surface or the effective-values surface; a short cluster holding
/// `h` or `V`; a word that `help` begins, for clap's `help` subcommand),
/// and where [`Scan::command`] says so.
pub(crate) fn plan(cmd: &Command, spec: &CommandSpec, argv: &[OsString]) -> Option<Plan> {
    if spec.record_sources
        || spec
            .flags_env
            .as_deref()
            .is_some_and(|name| std::env::var_os(name).is_some())
        || (spec.response_files && crate::response_file::has_response_file(crate::check::operands(cmd, argv)))
    {
        return None;
    }
    let mut scan = Scan {
        typed: Vec::with_capacity(argv.len()),
        firsts: [0; 4],
        ends: Sieve::default(),
        lengths: (usize::MAX, 0),
        clusters: Vec::new(),
        env_args: false,
        env_flags: false,
        special: Special::default(),
        changes: Vec::new(),
    };
    for token in crate::check::operands(cmd, argv) {
        let bytes = token.as_encoded_bytes();
        if bytes.contains(&0) {
            return None;
        }
        if let Some(body) = bytes.strip_prefix(b"--") {
            let name = body.split(|b| *b == b'=').next().unwrap_or_default();
            if let Some(&first) = name.first() {
                scan.ends.insert_bytes(name);
                scan.lengths = (scan.lengths.0.min(name.len()), scan.lengths.1.max(name.len()));
                scan.firsts[usize::from(first / 64)] |= 1 << (first % 64);
                scan.typed.push(name);
            }
        } else if let Some(cluster) = bytes.strip_prefix(b"-").filter(|c| !c.is_empty()) {
            if has_short(cluster, &REQUEST_SHORTS) {
                return None;
            }
            scan.clusters.push(cluster);
        } else if may_be_help_word(bytes) {
            return None;
        }
    }
    if REQUEST_LONGS.iter().any(|long| scan.may_name(long)) || !scan.command(cmd, spec) {
        return None;
    }
    Some(Plan {
        env_args: scan.env_args,
        env_flags: scan.env_flags,
        changes: scan.changes,
        print_options: spec.print_options,
        special: scan.special,
    })
}

impl Plan {
    /// `cmd` and its subcommands, the command [`plan`] looked at, as the
    /// light reading reads with them, and the level that goes with it (no
    /// table, only whether an argument has an environment variable: an
    /// error may then be about a value the user did not type). The command
    /// is `args_override_self`, each extend flag `Append` with one or more
    /// values, and an empty group for each id the whole preparation would
    /// add an argument of (a pair's negation, a surface flag, the marker).
    ///
    /// The groups stand in for those arguments: an application's relation
    /// may name one (`overrides_with("no_cache")`, as it named a
    /// hand-written twin), and a caller may ask the matches about any
    /// argument the whole command lists (`ArgKindCommand::command`), which
    /// clap's debug builds reject for an unknown id. clap takes the group
    /// for a valid id that is never present, as the argument is where the
    /// command line does not name it: `requires` finds it missing, a
    /// conflict with it never arises. Only arguments may be members of a
    /// group: a group of the application's that has one as a member is
    /// left to the whole command (see [`Scan::command`]).
    pub(crate) fn apply(self, cmd: Command) -> (Command, Level) {
        let level = Level {
            env_args: self.env_args,
            env_flags: self.env_flags,
            ..Level::default()
        };
        (
            changed(cmd, &mut self.changes.into_iter(), self.print_options, None),
            level,
        )
    }
}

/// [`Plan::apply`]'s command for `cmd`, whose changes and its
/// subcommands' are next in `changes`; `print_options`: the root has the
/// effective-values surface, whose flags are global; `globals`: those of
/// the enclosing commands (see `level::globals_below`), `None` for the
/// root.
fn changed(
    cmd: Command,
    changes: &mut impl Iterator<Item = Changes>,
    print_options: bool,
    globals: Option<&[Id]>,
) -> Command {
    let Changes { extend, negation_ids } = changes.next().unwrap_or_default();
    let mut cmd = cmd.args_override_self(true);
    // The sentinel that tells a subcommand's own values from clap's copies
    // of the globals above, as the whole preparation adds it.
    if let Some(globals) = globals {
        let sentinel = crate::level::own_sentinel(&cmd, globals);
        cmd = cmd.arg(sentinel);
    }
    if !extend.is_empty() {
        let mut at = 0usize;
        let mut next = extend.iter().peekable();
        cmd = cmd.mut_args(|arg| {
            let here = at;
            at += 1;
            match next.next_if(|p| **p == here) {
                Some(_) => as_list(arg),
                None => arg,
            }
        });
    }
    let mut ids: Vec<Id> = negation_ids.into_iter().map(Id::from).collect();
    // The surface flags and the marker go to every command but a
    // multicall root, as the whole preparation adds them.
    if !cmd.is_multicall_set() {
        ids.extend([HELP_HIDDEN, HELP_HIDDEN_LIST, MARK].map(Id::from));
        if print_options {
            ids.extend([PRINT_OPTIONS, PRINT_ALL_OPTIONS].map(Id::from));
        }
    }
    let cmd = with_stand_ins(cmd, ids);
    if !cmd.has_subcommands() {
        return cmd;
    }
    let below = crate::level::globals_below(&cmd, globals.unwrap_or_default());
    cmd.mut_subcommands(|sub| changed(sub, changes, print_options, Some(&below)))
}

/// Whether `cluster` (a token after its `-`) holds one of `shorts`, read
/// as clap reads it (lossily, where it is not UTF-8).
fn has_short(cluster: &[u8], shorts: &[char]) -> bool {
    String::from_utf8_lossy(cluster).chars().any(|c| shorts.contains(&c))
}

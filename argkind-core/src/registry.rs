//! The registry: one record per flag of a command.

use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command};

use crate::hash::{IdMap, IdSet};
use crate::kind::{ArgKind, Stability};
use crate::level::{is_generated, tier_of, HELP_HIDDEN, HELP_HIDDEN_LIST};
use crate::shown::negation_in_entry;
use crate::spec::{ArgSpec, CommandSpec, Name};
use crate::target::long_form;

/// The help text of a flag that has none.
pub const MISSING_HELP: &str = "MISSING HELP";

/// What the registry knows of one flag.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Record {
    id: String,
    long: Option<String>,
    short: Option<char>,
    kind: ArgKind,
    job: Option<String>,
    default: Option<String>,
    help: String,
    context: String,
    negation: Option<String>,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    negates: Option<String>,
    deprecated: bool,
    replacement: Option<String>,
    extend: bool,
    positional: bool,
}

impl Record {
    /// The clap id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The primary long name, without `--`; `None` for a positional or a
    /// short-only flag.
    pub fn long(&self) -> Option<&str> {
        self.long.as_deref()
    }

    /// The short name, if any.
    pub fn short(&self) -> Option<char> {
        self.short
    }

    /// The name the surfaces print after `--`: the long name, else the id.
    pub fn name(&self) -> &str {
        self.long.as_deref().unwrap_or(&self.id)
    }

    /// The tier.
    pub fn kind(&self) -> ArgKind {
        self.kind
    }

    /// The job that consumes the flag, if any.
    pub fn job(&self) -> Option<&str> {
        self.job.as_deref()
    }

    /// The default as clap would show it (values joined by spaces, a value
    /// with white space quoted); `None` where there is none.
    pub fn default(&self) -> Option<&str> {
        self.default.as_deref()
    }

    /// The help text, or [`MISSING_HELP`].
    pub fn help(&self) -> &str {
        &self.help
    }

    /// The context: the help heading, else the first argument group, else
    /// empty.
    pub fn context(&self) -> &str {
        &self.context
    }

    /// The negative spelling of a pair flag, without `--` (`no-X`,
    /// `disable-X`, or a name of its own), when it is a spelling in this
    /// record's entry; `None` when the negation is a record of its own (it
    /// has a tier or a help text of its own) or the flag is no pair.
    pub fn negation(&self) -> Option<&str> {
        self.negation.as_deref()
    }

    /// On the record of a pair's negation that is an entry of its own: the
    /// id of the pair flag it negates. `None` on every other record.
    pub fn negates(&self) -> Option<&str> {
        self.negates.as_deref()
    }

    /// Whether the flag is deprecated.
    pub fn is_deprecated(&self) -> bool {
        self.deprecated
    }

    /// The deprecated flag's replacement (its long name), if any.
    pub fn replacement(&self) -> Option<&str> {
        self.replacement.as_deref()
    }

    /// Whether the flag is an extend flag.
    pub fn is_extend(&self) -> bool {
        self.extend
    }

    /// Whether the argument is a positional.
    pub fn is_positional(&self) -> bool {
        self.positional
    }

    /// The flag's stability; `None` for HARG.
    pub fn stability(&self) -> Option<Stability> {
        Stability::of(self.kind, self.name())
    }
}

/// The records of one command, grouped by context in first-registration
/// order. Global flags of enclosing commands appear in each subcommand's
/// registry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Registry {
    command: String,
    records: Vec<Record>,
}

impl Registry {
    /// The name of the command the registry describes.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Every record, grouped by context, in registration order within a
    /// context.
    pub fn iter(&self) -> std::slice::Iter<'_, Record> {
        self.records.iter()
    }

    /// The number of records.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether the command has no flag at all.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The record of the argument with clap id `id`.
    pub fn get(&self, id: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.id == id)
    }

    /// The record of the flag whose long name (without `--`) is `long`.
    pub fn get_by_long(&self, long: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.long.as_deref() == Some(long))
    }

    /// The records of one tier, in registry order.
    pub fn of_kind(&self, kind: ArgKind) -> impl Iterator<Item = &Record> + '_ {
        self.records.iter().filter(move |r| r.kind == kind)
    }

    /// The records of one job, in registry order.
    pub fn of_job<'a>(&'a self, job: &'a str) -> impl Iterator<Item = &'a Record> + 'a {
        self.records.iter().filter(move |r| r.job.as_deref() == Some(job))
    }

    /// The jobs named by the records, each once, in registry order.
    pub fn jobs(&self) -> Vec<&str> {
        let mut jobs: Vec<&str> = Vec::new();
        for job in self.records.iter().filter_map(|r| r.job.as_deref()) {
            if !jobs.contains(&job) {
                jobs.push(job);
            }
        }
        jobs
    }

    /// Builds the registry of `cmd`, whose declarations are `spec` and whose
    /// enclosing commands are
    /// `ancestors` (outermost first).
    pub(crate) fn build(cmd: &Command, spec: &CommandSpec, ancestors: &[(&Command, &CommandSpec)]) -> Registry {
        Registry::build_of(cmd, spec, ancestors, |_| true)
    }

    /// [`build`](Self::build), keeping only the records whose tier `keep`
    /// accepts, in the order the whole registry has them: what a surface
    /// that shows some tiers needs, without the cost of the other records.
    pub(crate) fn build_of(
        cmd: &Command,
        spec: &CommandSpec,
        ancestors: &[(&Command, &CommandSpec)],
        keep: impl Fn(ArgKind) -> bool,
    ) -> Registry {
        let count = cmd.get_arguments().count();
        let mut records: Vec<Record> = Vec::with_capacity(count);
        // The context rank of each record.
        let mut ranks: Vec<usize> = Vec::with_capacity(count);
        walk(cmd, spec, ancestors, |flag| {
            let id = flag.arg.get_id().as_str();
            let kind = tier_of(flag.arg, flag.spec.get_arg(id));
            if keep(kind) {
                let replacement = flag
                    .spec
                    .get_arg(id)
                    .and_then(|d| d.get_replacement())
                    .map(|r| replacement_long(r, flag.owner, ancestors, flag.owners).to_owned());
                records.push(record(flag.arg, flag.spec, kind, flag.context, replacement));
                ranks.push(flag.rank);
            }
        });
        // Registration order within a context. Contexts mostly come in
        // blocks, already in order: then nothing moves.
        if !ranks.is_sorted() {
            let mut order: Vec<usize> = (0..records.len()).collect();
            order.sort_by_key(|&at| ranks[at]);
            let mut slots: Vec<Option<Record>> = records.into_iter().map(Some).collect();
            records = order.into_iter().filter_map(|at| slots[at].take()).collect();
        }
        Registry {
            command: cmd.get_name().to_owned(),
            records,
        }
    }
}

/// The long name (else the id) of the replacement `replacement` of a flag
/// of `owner`: written `--name`, or the id of an argument of `owner` or a
/// global argument of one of `ancestors`.
fn replacement_long<'a>(
    replacement: &'a str,
    owner: &'a Command,
    ancestors: &[(&'a Command, &CommandSpec)],
    owners: &mut Owners<'a>,
) -> &'a str {
    if let Some(long) = long_form(replacement) {
        return long;
    }
    let global = || {
        ancestors.iter().rev().find_map(|(cmd, _)| {
            cmd.get_arguments()
                .find(|a| a.is_global_set() && a.get_id() == replacement)?
                .get_long()
        })
    };
    owners
        .long_of(owner, replacement)
        .or_else(global)
        .unwrap_or(replacement)
}

/// The jobs the flags of `cmd` name (declared by `spec`, with enclosing
/// commands `ancestors`), each once, in registry order: what
/// [`Registry::jobs`] gives, without building a record.
pub(crate) fn jobs_of(cmd: &Command, spec: &CommandSpec, ancestors: &[(&Command, &CommandSpec)]) -> Vec<Name> {
    // Each job's first place in registry order: (context rank, registration).
    let mut jobs: Vec<((usize, usize), Name)> = Vec::new();
    let mut registered = 0usize;
    walk(cmd, spec, ancestors, |flag| {
        registered += 1;
        let Some(job) = flag.spec.job_name_of(flag.arg.get_id().as_str()) else {
            return;
        };
        let place = (flag.rank, registered);
        match jobs.iter_mut().find(|(_, j)| j == job) {
            Some(first) => first.0 = first.0.min(place),
            None => jobs.push((place, job.clone())),
        }
    });
    jobs.sort_by_key(|(place, _)| *place);
    jobs.into_iter().map(|(_, job)| job).collect()
}

/// One flag of a registry walk: the argument, the declarations and command
/// that own it, its context and the context's rank.
struct Visited<'w, 'a> {
    arg: &'a Arg,
    spec: &'a CommandSpec,
    owner: &'a Command,
    context: &'a str,
    rank: usize,
    owners: &'w mut Owners<'a>,
}

/// Calls `visit` on each flag the registry of `cmd` lists (declared by
/// `spec`, with enclosing commands `ancestors`), in registration order:
/// `cmd`'s own, then the globals of its enclosing commands, innermost
/// first; clap's help and version flags, argkind's surface flags and what
/// argkind adds for its own use are left out. Contexts rank by first
/// registration.
fn walk<'a>(
    cmd: &'a Command,
    spec: &'a CommandSpec,
    ancestors: &[(&'a Command, &'a CommandSpec)],
    mut visit: impl FnMut(Visited<'_, 'a>),
) {
    // Once clap has built the commands, a global is also copied into every
    // command below the one that declares it: it is that command's, with its
    // declaration, and listed once. The depth of the outermost enclosing
    // command that has each global, gathered once.
    let mut declaring: IdMap<&str, usize> = IdMap::default();
    for (depth, (c, _)) in ancestors.iter().enumerate() {
        for arg in c.get_arguments().filter(|a| a.is_global_set()) {
            declaring.entry(arg.get_id().as_str()).or_insert(depth);
        }
    }
    // Without an enclosing global, every id is met once.
    let globals_met = !declaring.is_empty();
    let declaring = &declaring;
    let own = cmd
        .get_arguments()
        .filter(move |a| !(a.is_global_set() && declaring.contains_key(a.get_id().as_str())))
        .map(|a| (a, spec, cmd));
    let globals = ancestors.iter().enumerate().rev().flat_map(move |(depth, (c, s))| {
        c.get_arguments()
            .filter(move |a| a.is_global_set() && declaring.get(a.get_id().as_str()) == Some(&depth))
            .map(move |a| (a, *s, *c))
    });
    let mut contexts: Vec<&str> = Vec::new();
    let mut last: Option<(&str, usize)> = None;
    // A set, not a scan of what was visited: a scan is quadratic in the flags.
    let mut seen: IdSet<&str> = IdSet::default();
    if globals_met {
        seen.reserve(cmd.get_arguments().count());
    }
    let mut owners = Owners::default();
    for (arg, spec, owner) in own.chain(globals) {
        let id = arg.get_id().as_str();
        let machinery = matches!(
            arg.get_action(),
            ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
        );
        if machinery
            || id == HELP_HIDDEN
            || id == HELP_HIDDEN_LIST
            || is_generated(arg)
            || spec.get_arg(id).is_some_and(ArgSpec::is_negation_in_entry)
            || (globals_met && !seen.insert(id))
        {
            continue;
        }
        let context = owners.context_of(arg, owner);
        // Contexts mostly come in blocks: the last one's rank first.
        let rank = match last {
            Some((c, rank)) if c == context => rank,
            _ => contexts.iter().position(|c| *c == context).unwrap_or_else(|| {
                contexts.push(context);
                contexts.len() - 1
            }),
        };
        last = Some((context, rank));
        visit(Visited {
            arg,
            spec,
            owner,
            context,
            rank,
            owners: &mut owners,
        });
    }
}

impl<'a> IntoIterator for &'a Registry {
    type Item = &'a Record;
    type IntoIter = std::slice::Iter<'a, Record>;

    fn into_iter(self) -> Self::IntoIter {
        self.records.iter()
    }
}

/// What the registry reads of each command that owns a flag, read once per
/// command: a look-up per flag would make the registry quadratic in the
/// flags (clap's derive puts every field in one group).
#[derive(Default)]
struct Owners<'a> {
    /// Per owning command: the first group that names each argument.
    groups: Vec<(&'a Command, IdMap<&'a str, &'a str>)>,
    /// Per owning command: the long name of each argument that has one.
    longs: Vec<(&'a Command, IdMap<&'a str, &'a str>)>,
}

impl<'a> Owners<'a> {
    /// The help heading of `arg` (of `owner`), else the id of the first
    /// group of `owner` that names it, else empty.
    fn context_of(&mut self, arg: &'a Arg, owner: &'a Command) -> &'a str {
        if let Some(heading) = arg.get_help_heading() {
            return heading;
        }
        let groups = owned(&mut self.groups, owner, |map| {
            map.reserve(owner.get_groups().map(|g| g.get_args().count()).sum());
            for group in owner.get_groups() {
                for member in group.get_args() {
                    map.entry(member.as_str()).or_insert(group.get_id().as_str());
                }
            }
        });
        groups.get(arg.get_id().as_str()).copied().unwrap_or("")
    }

    /// The long name of the argument with id `id` of `owner`, if it has one.
    fn long_of(&mut self, owner: &'a Command, id: &str) -> Option<&'a str> {
        let longs = owned(&mut self.longs, owner, |map| {
            map.reserve(owner.get_arguments().count());
            for arg in owner.get_arguments() {
                if let Some(long) = arg.get_long() {
                    map.insert(arg.get_id().as_str(), long);
                }
            }
        });
        longs.get(id).copied()
    }
}

/// The map of `owner` in `maps`, filled by `fill` the first time.
fn owned<'m, 'a>(
    maps: &'m mut Vec<(&'a Command, IdMap<&'a str, &'a str>)>,
    owner: &'a Command,
    fill: impl FnOnce(&mut IdMap<&'a str, &'a str>),
) -> &'m IdMap<&'a str, &'a str> {
    let at = match maps.iter().position(|(c, _)| std::ptr::eq(*c, owner)) {
        Some(at) => at,
        None => {
            let mut map = IdMap::default();
            fill(&mut map);
            maps.push((owner, map));
            maps.len() - 1
        }
    };
    &maps[at].1
}

/// The record of `arg`, of tier `kind` and context `context`, whose
/// replacement's long name (or id) is `replacement`.
fn record(arg: &Arg, spec: &CommandSpec, kind: ArgKind, context: &str, replacement: Option<String>) -> Record {
    let id = arg.get_id().as_str();
    let declared = spec.get_arg(id);
    let long = arg.get_long().map(str::to_owned);
    let negation = negation_in_entry(arg, declared, kind);
    Record {
        id: id.to_owned(),
        long,
        short: arg.get_short(),
        kind,
        job: spec.job_of(id).map(str::to_owned),
        default: shown_default(arg),
        help: arg
            .get_help()
            .or(arg.get_long_help())
            .map(|h| declared_help(plain_text(h), negation.as_deref()))
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| MISSING_HELP.to_owned()),
        negation,
        negates: declared.and_then(|d| d.get_negates()).map(str::to_owned),
        context: context.to_owned(),
        deprecated: declared.is_some_and(|d| d.is_deprecated()),
        replacement,
        extend: declared.is_some_and(|d| d.is_extend()),
        positional: arg.is_positional(),
    }
}

/// The text of `styled` without its styling: clap's `Display`, which strips
/// escapes one by one, only when there is one to strip.
fn plain_text(styled: &StyledStr) -> String {
    #[cfg(feature = "color")]
    {
        let raw = styled.ansi().to_string();
        if !raw.contains('\x1b') {
            return raw;
        }
    }
    styled.to_string()
}

/// `help` as the application wrote it: without the note of the negation
/// `negation` that preparing the command adds to a PUBLIC pair's help.
fn declared_help(help: String, negation: Option<&str>) -> String {
    let Some(negation) = negation else { return help };
    let note = ["[negation: --", negation, "]"].concat();
    match help.strip_suffix(note.as_str()) {
        Some(declared) => declared.trim_end().to_owned(),
        None => help,
    }
}

/// The default as clap's help shows it: values joined by spaces, a value with
/// white space quoted; a flag's implicit default (`false` for `SetTrue`).
pub(crate) fn shown_default(arg: &Arg) -> Option<String> {
    let values = arg.get_default_values();
    if values.is_empty() {
        return match arg.get_action() {
            ArgAction::SetTrue => Some("false".to_owned()),
            ArgAction::SetFalse => Some("true".to_owned()),
            ArgAction::Count => Some("0".to_owned()),
            _ => None,
        };
    }
    let shown: Vec<String> = values
        .iter()
        .map(|v| {
            let v = v.to_string_lossy();
            if v.contains(char::is_whitespace) {
                format!("{v:?}")
            } else {
                v.into_owned()
            }
        })
        .collect();
    Some(shown.join(" "))
}

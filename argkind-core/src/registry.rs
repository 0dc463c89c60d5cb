//! The registry: one record per flag of a command (contract S4).

use clap::{Arg, ArgAction, Command};

use crate::hash::IdSet;
use crate::kind::{ArgKind, Stability};
use crate::level::{is_generated, tier_of, HELP_HIDDEN, HELP_HIDDEN_LIST};
use crate::shown::negation;
use crate::spec::CommandSpec;

/// The help text of a flag that has none (S4).
pub const MISSING_HELP: &str = "MISSING HELP";

/// What the registry knows of one flag (S4).
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

    /// The tier (S2, S3).
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
    /// `disable-X`).
    pub fn negation(&self) -> Option<&str> {
        self.negation.as_deref()
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

    /// The flag's stability (S8); `None` for HARG.
    pub fn stability(&self) -> Option<Stability> {
        Stability::of(self.kind, self.name())
    }
}

/// The records of one command, grouped by context in first-registration
/// order (S4). Global flags of enclosing commands appear in each
/// subcommand's registry.
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
        // Once clap has built the command, a global of an enclosing command is
        // also copied here: it is that command's, with its declaration.
        let inherited = |arg: &Arg| {
            arg.is_global_set()
                && ancestors
                    .iter()
                    .any(|(c, _)| c.get_arguments().any(|a| a.get_id() == arg.get_id()))
        };
        let own = cmd
            .get_arguments()
            .filter(move |a| !inherited(a))
            .map(|a| (a, spec, cmd));
        let globals = ancestors.iter().rev().flat_map(|(c, s)| {
            c.get_arguments()
                .filter(|a| a.is_global_set())
                .map(move |a| (a, *s, *c))
        });
        // (context rank, record): contexts rank by first registration, over
        // every flag, kept or not.
        let mut records: Vec<(usize, Record)> = Vec::new();
        let mut contexts: Vec<&str> = Vec::new();
        // A set, not a scan of `records`: a scan is quadratic in the flags.
        let mut seen: IdSet<&str> = IdSet::default();
        for (arg, spec, owner) in own.chain(globals) {
            let id = arg.get_id().as_str();
            let machinery = matches!(
                arg.get_action(),
                ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
            );
            if machinery || id == HELP_HIDDEN || id == HELP_HIDDEN_LIST || is_generated(arg) || !seen.insert(id) {
                continue;
            }
            let context = context_of(arg, owner);
            let rank = contexts.iter().position(|c| *c == context).unwrap_or_else(|| {
                contexts.push(context);
                contexts.len() - 1
            });
            let kind = tier_of(arg, spec.get_arg(id));
            if keep(kind) {
                records.push((rank, record(arg, spec, owner, kind, context)));
            }
        }
        // Stable: registration order within a context.
        records.sort_by_key(|(rank, _)| *rank);
        Registry {
            command: cmd.get_name().to_owned(),
            records: records.into_iter().map(|(_, r)| r).collect(),
        }
    }
}

impl<'a> IntoIterator for &'a Registry {
    type Item = &'a Record;
    type IntoIter = std::slice::Iter<'a, Record>;

    fn into_iter(self) -> Self::IntoIter {
        self.records.iter()
    }
}

/// The record of `arg`, of tier `kind` and context `context`.
fn record(arg: &Arg, spec: &CommandSpec, owner: &Command, kind: ArgKind, context: &str) -> Record {
    let id = arg.get_id().as_str();
    let declared = spec.get_arg(id);
    let long = arg.get_long().map(str::to_owned);
    let replacement = declared.and_then(|d| d.get_replacement()).map(|r| {
        owner
            .get_arguments()
            .find(|a| a.get_id() == r)
            .and_then(Arg::get_long)
            .unwrap_or(r)
            .to_owned()
    });
    let negation = negation(arg, declared);
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
            .map(|h| declared_help(h.to_string(), negation.as_deref()))
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| MISSING_HELP.to_owned()),
        negation,
        context: context.to_owned(),
        deprecated: declared.is_some_and(|d| d.is_deprecated()),
        replacement,
        extend: declared.is_some_and(|d| d.is_extend()),
        positional: arg.is_positional(),
    }
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

/// The help heading, else the id of the first group that names the argument,
/// else empty.
fn context_of<'a>(arg: &'a Arg, owner: &'a Command) -> &'a str {
    if let Some(heading) = arg.get_help_heading() {
        return heading;
    }
    owner
        .get_groups()
        .find(|g| g.get_args().any(|a| a == arg.get_id()))
        .map_or("", |g| g.get_id().as_str())
}

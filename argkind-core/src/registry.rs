//! The registry: one record per flag of a command.
//!
//! A registry keeps all its text (ids, long names, jobs, defaults, help
//! texts, contexts, negations, replacements) in one buffer, and each flag as
//! ranges of it: a few allocations per registry instead of several per flag,
//! which at thousands of flags outgrow the caches, to build and to free.
//! Contexts and jobs, which many flags share, are stored once.

use std::fmt::{self, Write as _};
use std::iter::FusedIterator;

use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command};

use crate::hash::{IdMap, IdSet};
use crate::kind::{ArgKind, Stability};
use crate::level::{is_generated, is_surface_id, tier_of, without_negation_note};
use crate::shown::{copied_from, negation_in_entry};
use crate::spec::{ArgSpec, CommandSpec, Name};

/// The help text of a flag that has none.
pub const MISSING_HELP: &str = "MISSING HELP";

/// What the registry knows of one flag: a view into its [`Registry`], which
/// it borrows; cheap to copy. The strings it gives live as long as the
/// registry, not just the record.
///
/// Records compare, print (`{:?}`) and serialize (feature `serde`) by their
/// values: `id`, `long`, `short`, `kind`, `job`, `default`, `help`,
/// `context`, `negation`, `deprecated`, `replacement`, `extend` and
/// `positional`, in that order.
///
/// ```
/// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
/// use clap::{Arg, Command};
///
/// let cmd = ArgKindCommand::new(
///     Command::new("cc").arg(Arg::new("dump").long("dump").help("Dump the graph")),
///     CommandSpec::new().arg("dump", ArgSpec::new().kind(ArgKind::Hidden).job("backend")),
/// );
/// let registry = cmd.registry();
/// let dump = registry.get("dump").unwrap();
/// assert_eq!((dump.name(), dump.kind(), dump.job()), ("dump", ArgKind::Hidden, Some("backend")));
/// assert_eq!(dump.help(), "Dump the graph");
/// ```
#[derive(Clone, Copy)]
pub struct Record<'a> {
    /// The registry's text.
    text: &'a str,
    entry: &'a Entry,
}

impl<'a> Record<'a> {
    /// The clap id.
    pub fn id(&self) -> &'a str {
        self.at(self.entry.id)
    }

    /// The primary long name, without `--`; `None` for a positional or a
    /// short-only flag.
    pub fn long(&self) -> Option<&'a str> {
        self.entry.long.map(|span| self.at(span))
    }

    /// The short name, if any.
    pub fn short(&self) -> Option<char> {
        self.entry.short
    }

    /// The long name, else the id: the flag's name in the naming rule and
    /// the stability order.
    pub fn name(&self) -> &'a str {
        self.long().unwrap_or_else(|| self.id())
    }

    /// The tier.
    pub fn kind(&self) -> ArgKind {
        self.entry.kind
    }

    /// The job that consumes the flag, if any.
    pub fn job(&self) -> Option<&'a str> {
        self.entry.job.map(|span| self.at(span))
    }

    /// The default as clap would show it (values joined by spaces, an empty
    /// value or one with white space quoted), and a value-less flag's too,
    /// which clap's help leaves out (`false`, `true` for `SetFalse`, `0`
    /// for a count); `None` where there is none, or where the application
    /// hides it from clap's help (`Arg::hide_default_value`).
    pub fn default(&self) -> Option<&'a str> {
        self.entry.default.map(|span| self.at(span))
    }

    /// Whether the application hides the flag's default from clap's help
    /// (`Arg::hide_default_value`): [`default`](Self::default) is then
    /// `None` whatever the default is, and `--help-hidden-list` says
    /// nothing of it rather than `(default: None)`.
    pub fn is_default_hidden(&self) -> bool {
        self.entry.default_hidden
    }

    /// The help text, or [`MISSING_HELP`].
    pub fn help(&self) -> &'a str {
        self.at(self.entry.help)
    }

    /// The context: the help heading, else the first argument group, else
    /// empty.
    pub fn context(&self) -> &'a str {
        self.at(self.entry.context)
    }

    /// The negative spelling of a pair flag, without `--` (`no-X`,
    /// `disable-X`).
    pub fn negation(&self) -> Option<&'a str> {
        self.entry.negation.map(|span| self.at(span))
    }

    /// On the record of a pair's negation that is an entry of its own (it
    /// has a tier or a help text of its own): the id of the pair flag it
    /// negates. `None` on every other record.
    pub fn negates(&self) -> Option<&'a str> {
        self.entry.negates.map(|span| self.at(span))
    }

    /// Whether the flag is deprecated.
    pub fn is_deprecated(&self) -> bool {
        self.entry.deprecated
    }

    /// The deprecated flag's replacement (its long name), if any.
    pub fn replacement(&self) -> Option<&'a str> {
        self.entry.replacement.map(|span| self.at(span))
    }

    /// Whether the flag is an extend flag.
    pub fn is_extend(&self) -> bool {
        self.entry.extend
    }

    /// Whether the argument is a positional.
    pub fn is_positional(&self) -> bool {
        self.entry.positional
    }

    /// The flag's stability; `None` for HARG.
    pub fn stability(&self) -> Option<Stability> {
        Stability::of(self.kind(), self.name())
    }

    /// The text of `span`.
    fn at(&self, span: Span) -> &'a str {
        &self.text[span.start as usize..span.end as usize]
    }

    /// The record's values, for comparing, printing and serializing.
    fn fields(&self) -> fields::Record<'a> {
        fields::Record {
            id: self.id(),
            long: self.long(),
            short: self.short(),
            kind: self.kind(),
            job: self.job(),
            default: self.default(),
            default_hidden: self.is_default_hidden(),
            help: self.help(),
            context: self.context(),
            negation: self.negation(),
            negates: self.negates(),
            deprecated: self.is_deprecated(),
            replacement: self.replacement(),
            extend: self.is_extend(),
            positional: self.is_positional(),
        }
    }
}

impl PartialEq for Record<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.fields() == other.fields()
    }
}

impl Eq for Record<'_> {}

impl fmt::Debug for Record<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fields().fmt(f)
    }
}

mod fields {
    use crate::kind::ArgKind;

    /// A record's values under their names, in their order: what a
    /// [`Record`](super::Record) compares, prints and serializes.
    #[derive(Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub(super) struct Record<'a> {
        pub(super) id: &'a str,
        pub(super) long: Option<&'a str>,
        pub(super) short: Option<char>,
        pub(super) kind: ArgKind,
        pub(super) job: Option<&'a str>,
        pub(super) default: Option<&'a str>,
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "is_false"))]
        pub(super) default_hidden: bool,
        pub(super) help: &'a str,
        pub(super) context: &'a str,
        pub(super) negation: Option<&'a str>,
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        pub(super) negates: Option<&'a str>,
        pub(super) deprecated: bool,
        pub(super) replacement: Option<&'a str>,
        pub(super) extend: bool,
        pub(super) positional: bool,
    }

    /// Leaves `default_hidden` out of a record that shows its default.
    #[cfg(feature = "serde")]
    #[allow(clippy::trivially_copy_pass_by_ref)]
    fn is_false(value: &bool) -> bool {
        !*value
    }
}

/// A piece of a registry's text: the bytes `start..end` of its buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    start: u32,
    end: u32,
}

/// What a registry stores of one flag: its strings as pieces of the
/// registry's text.
#[derive(Clone, Copy, Debug)]
struct Entry {
    id: Span,
    long: Option<Span>,
    short: Option<char>,
    kind: ArgKind,
    job: Option<Span>,
    default: Option<Span>,
    default_hidden: bool,
    help: Span,
    context: Span,
    negation: Option<Span>,
    negates: Option<Span>,
    deprecated: bool,
    replacement: Option<Span>,
    extend: bool,
    positional: bool,
}

/// The records of one command, grouped by context in first-registration
/// order. Global flags of enclosing commands appear in each subcommand's
/// registry.
///
/// A [`Record`] borrows its registry: keep the registry while its records
/// are in use. Registries compare and print (`{:?}`) by their command's name
/// and their records' values; with feature `serde`, a registry serializes as
/// `{"command": name, "records": [...]}`, one object per record with the
/// fields listed at [`Record`].
///
/// ```
/// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Record};
/// use clap::{Arg, Command};
///
/// let cmd = ArgKindCommand::new(
///     Command::new("cc").arg(Arg::new("o").long("output")).arg(Arg::new("dump").long("dump")),
///     CommandSpec::new().arg("dump", ArgSpec::new().kind(ArgKind::Hidden).job("backend")),
/// );
/// let registry = cmd.registry();
/// let hidden: Vec<&str> = registry.of_kind(ArgKind::Hidden).map(|r| r.name()).collect();
/// assert_eq!(hidden, ["dump"]);
/// assert_eq!(registry.of_job("backend").count(), 1);
/// let records: Vec<Record<'_>> = registry.iter().collect();
/// assert_eq!(records.len(), registry.len());
/// ```
#[derive(Clone, Default)]
pub struct Registry {
    command: String,
    /// Every string of every record.
    text: String,
    entries: Vec<Entry>,
}

impl Registry {
    /// The name of the command the registry describes.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Every record, grouped by context, in registration order within a
    /// context.
    pub fn iter(&self) -> Records<'_> {
        Records {
            text: &self.text,
            entries: self.entries.iter(),
        }
    }

    /// The number of records.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the registry holds no record: no argument of the command
    /// (a positional one included) but clap's own `--help` and `--version`
    /// and argkind's surface flags.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The record of the argument with clap id `id`; `None` when the
    /// registry has none.
    pub fn get(&self, id: &str) -> Option<Record<'_>> {
        self.iter().find(|r| r.id() == id)
    }

    /// The record of the flag whose long name (without `--`) is `long`;
    /// `None` when the registry has none.
    pub fn get_by_long(&self, long: &str) -> Option<Record<'_>> {
        self.iter().find(|r| r.long() == Some(long))
    }

    /// The records of one tier, in registry order.
    pub fn of_kind(&self, kind: ArgKind) -> impl Iterator<Item = Record<'_>> + '_ {
        self.iter().filter(move |r| r.kind() == kind)
    }

    /// The records of one job, in registry order.
    pub fn of_job<'a>(&'a self, job: &'a str) -> impl Iterator<Item = Record<'a>> + 'a {
        self.iter().filter(move |r| r.job() == Some(job))
    }

    /// The jobs named by the records, each once, in registry order.
    pub fn jobs(&self) -> Vec<&str> {
        let mut jobs: Vec<&str> = Vec::new();
        for job in self.iter().filter_map(|r| r.job()) {
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
        let mut text = Text::with_capacity(count);
        let mut entries: Vec<Entry> = Vec::with_capacity(count);
        // The context rank of each record.
        let mut ranks: Vec<usize> = Vec::with_capacity(count);
        walk(cmd, spec, ancestors, |flag| {
            let declared = flag.declared;
            let kind = tier_of(flag.arg, declared);
            if keep(kind) {
                // Its long name: written so (`--name`), else of the argument
                // of that id of the declaring command, or of an enclosing
                // command's global, innermost first.
                let replacement = declared
                    .and_then(ArgSpec::get_replacement)
                    .map(|r| match r.strip_prefix("--") {
                        Some(long) => long,
                        None => std::iter::once(flag.owner)
                            .chain(ancestors.iter().rev().map(|(c, _)| *c))
                            .find_map(|c| flag.owners.long_of(c, r))
                            .unwrap_or(r),
                    });
                let job = flag.spec.job_of(flag.arg, declared);
                let context = text.context(flag.context, flag.rank);
                entries.push(text.entry(flag.arg, declared, kind, job, context, replacement));
                ranks.push(flag.rank);
            }
        });
        // Registration order within a context. Contexts mostly come in
        // blocks, already in order: then nothing moves.
        if !ranks.is_sorted() {
            let mut order: Vec<usize> = (0..entries.len()).collect();
            order.sort_by_key(|&at| ranks[at]);
            entries = order.into_iter().map(|at| entries[at]).collect();
        }
        Registry {
            command: cmd.get_name().to_owned(),
            text: text.buffer,
            entries,
        }
    }
}

impl PartialEq for Registry {
    fn eq(&self, other: &Self) -> bool {
        self.command == other.command && self.iter().eq(other.iter())
    }
}

impl Eq for Registry {}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Registry")
            .field("command", &self.command)
            .field("records", &self.iter().collect::<Vec<_>>())
            .finish()
    }
}

impl<'a> IntoIterator for &'a Registry {
    type Item = Record<'a>;
    type IntoIter = Records<'a>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The records of a [`Registry`], in registry order: what
/// [`Registry::iter`] gives. Never fails; knows its length.
#[derive(Clone, Debug)]
pub struct Records<'a> {
    text: &'a str,
    entries: std::slice::Iter<'a, Entry>,
}

impl<'a> Iterator for Records<'a> {
    type Item = Record<'a>;

    fn next(&mut self) -> Option<Record<'a>> {
        let text = self.text;
        self.entries.next().map(|entry| Record { text, entry })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.entries.size_hint()
    }
}

impl DoubleEndedIterator for Records<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let text = self.text;
        self.entries.next_back().map(|entry| Record { text, entry })
    }
}

impl ExactSizeIterator for Records<'_> {}

impl FusedIterator for Records<'_> {}

#[cfg(feature = "serde")]
impl serde::Serialize for Record<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.fields().serialize(serializer)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Registry {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        /// The records, as a sequence.
        struct All<'a>(&'a Registry);

        impl serde::Serialize for All<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.0.iter())
            }
        }

        let mut state = serializer.serialize_struct("Registry", 2)?;
        state.serialize_field("command", &self.command)?;
        state.serialize_field("records", &All(self))?;
        state.end()
    }
}

/// A registry's text while it is built: the buffer, and the pieces of it
/// that records share.
struct Text<'a> {
    buffer: String,
    /// The piece of each context, by context rank.
    contexts: Vec<Option<Span>>,
    /// The piece of each job.
    jobs: IdMap<&'a str, Span>,
    /// The last job stored: flags of one job mostly come together.
    last_job: Option<(&'a str, Span)>,
    /// The piece of [`MISSING_HELP`], once a flag needs it.
    missing_help: Option<Span>,
}

impl<'a> Text<'a> {
    /// An empty text with room for the strings of about `flags` flags.
    fn with_capacity(flags: usize) -> Self {
        Text {
            buffer: String::with_capacity(flags * 64),
            contexts: Vec::new(),
            jobs: IdMap::default(),
            last_job: None,
            missing_help: None,
        }
    }

    /// The end of the buffer, as a span offset.
    fn end(&self) -> u32 {
        // Spans are `u32` to keep records small: a command's help texts
        // do not come near 4 GiB.
        u32::try_from(self.buffer.len()).expect("a registry's text is under 4 GiB")
    }

    /// The piece of what was written since `start`.
    fn since(&self, start: u32) -> Span {
        Span { start, end: self.end() }
    }

    /// Stores `s`.
    fn push(&mut self, s: &str) -> Span {
        let start = self.end();
        self.buffer.push_str(s);
        self.since(start)
    }

    /// The piece of the context `context`, of rank `rank`, stored once.
    fn context(&mut self, context: &str, rank: usize) -> Span {
        if self.contexts.len() <= rank {
            self.contexts.resize(rank + 1, None);
        }
        match self.contexts[rank] {
            Some(span) => span,
            None => {
                let span = self.push(context);
                self.contexts[rank] = Some(span);
                span
            }
        }
    }

    /// The piece of the job `job`, stored once.
    fn job(&mut self, job: &'a str) -> Span {
        if let Some((last, span)) = self.last_job {
            if last == job {
                return span;
            }
        }
        let span = match self.jobs.get(job) {
            Some(&span) => span,
            None => {
                let span = self.push(job);
                self.jobs.insert(job, span);
                span
            }
        };
        self.last_job = Some((job, span));
        span
    }

    /// The entry of `arg` (declared by `declared`), of tier `kind`, job
    /// `job` and context `context`, whose replacement's long name (or id) is
    /// `replacement`.
    fn entry(
        &mut self,
        arg: &Arg,
        declared: Option<&ArgSpec>,
        kind: ArgKind,
        job: Option<&'a str>,
        context: Span,
        replacement: Option<&str>,
    ) -> Entry {
        let id = arg.get_id().as_str();
        let id_span = self.push(id);
        let long = arg
            .get_long()
            .map(|long| if long == id { id_span } else { self.push(long) });
        let negation = negation_in_entry(arg, declared, kind).map(|negation| self.push(&negation));
        let help = match arg.get_help().or(arg.get_long_help()) {
            Some(help) => self.help(help, negation),
            None => None,
        };
        Entry {
            id: id_span,
            long,
            short: arg.get_short(),
            kind,
            job: job.map(|job| self.job(job)),
            default: self.default(arg),
            default_hidden: arg.is_hide_default_value_set(),
            help: help.unwrap_or_else(|| self.missing_help()),
            context,
            negation,
            negates: declared.and_then(ArgSpec::get_negates).map(|flag| self.push(flag)),
            deprecated: declared.is_some_and(|d| d.is_deprecated()),
            replacement: replacement.map(|r| self.push(r)),
            extend: declared.is_some_and(|d| d.is_extend()),
            positional: arg.is_positional(),
        }
    }

    /// The piece of [`MISSING_HELP`], stored once.
    fn missing_help(&mut self) -> Span {
        if let Some(span) = self.missing_help {
            return span;
        }
        let span = self.push(MISSING_HELP);
        self.missing_help = Some(span);
        span
    }

    /// Stores the text of `styled` without its styling, as the application
    /// wrote it: without the note of the negation `negation` (a piece of the
    /// buffer) that preparing the command adds to a PUBLIC pair's help;
    /// `None` when that leaves nothing.
    fn help(&mut self, styled: &StyledStr, negation: Option<Span>) -> Option<Span> {
        let start = self.end();
        write_plain(&mut self.buffer, styled);
        if let Some(negation) = negation {
            let written = &self.buffer[start as usize..];
            let negation = &self.buffer[negation.start as usize..negation.end as usize];
            let declared = without_negation_note(written, negation).map(str::len);
            if let Some(len) = declared {
                self.buffer.truncate(start as usize + len);
            }
        }
        let span = self.since(start);
        (span.end > span.start).then_some(span)
    }

    /// Stores the default of `arg` as clap's help shows it: values joined
    /// by spaces, a value with white space quoted; a flag's implicit default
    /// (`false` for `SetTrue`); `None` where there is none.
    fn default(&mut self, arg: &Arg) -> Option<Span> {
        // One the application keeps out of clap's help is kept off the
        // surfaces and the catalog too.
        if arg.is_hide_default_value_set() {
            return None;
        }
        let values = arg.get_default_values();
        if values.is_empty() {
            return match arg.get_action() {
                ArgAction::SetTrue => Some(self.push("false")),
                ArgAction::SetFalse => Some(self.push("true")),
                ArgAction::Count => Some(self.push("0")),
                _ => None,
            };
        }
        let start = self.end();
        for (at, value) in values.iter().enumerate() {
            if at > 0 {
                self.buffer.push(' ');
            }
            let value = value.to_string_lossy();
            // Quoted where clap quotes it in `[default: ...]`: empty, or
            // with white space.
            if value.is_empty() || value.contains(char::is_whitespace) {
                let _ = write!(self.buffer, "{value:?}");
            } else {
                self.buffer.push_str(&value);
            }
        }
        Some(self.since(start))
    }
}

/// Writes the text of `styled` without its styling to `out`: clap's
/// `Display`, which strips escapes one by one, only when there is one to
/// strip.
fn write_plain(out: &mut String, styled: &StyledStr) {
    #[cfg(feature = "color")]
    {
        let start = out.len();
        let _ = write!(out, "{}", styled.ansi());
        if !out[start..].contains('\x1b') {
            return;
        }
        out.truncate(start);
    }
    let _ = write!(out, "{styled}");
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
        let Some(job) = flag.spec.job_name(flag.arg, flag.declared) else {
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
    /// The argument's declaration, if `spec` has one.
    declared: Option<&'a ArgSpec>,
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
    // command below the one that declares it that has no argument of its
    // id: it is that command's, with its declaration, and listed once. For
    // each id of an enclosing global, the depth of the command whose
    // argument this command gets: the innermost enclosing command that has
    // the id, when it has it as a global, followed back to where clap first
    // copied it from (see `copied_from`).
    let mut nearest: IdMap<&str, (usize, &Arg)> = IdMap::default();
    for (depth, (c, _)) in ancestors.iter().enumerate() {
        for arg in c.get_arguments().filter(|a| a.is_global_set()) {
            nearest.insert(arg.get_id().as_str(), (depth, arg));
        }
    }
    if !nearest.is_empty() {
        // An enclosing command below with an argument of that id, not
        // global, stops the global.
        for (depth, (c, _)) in ancestors.iter().enumerate() {
            for arg in c.get_arguments().filter(|a| !a.is_global_set()) {
                if let Some(at) = nearest.get_mut(arg.get_id().as_str()).filter(|(d, _)| *d < depth) {
                    *at = (depth, arg);
                }
            }
        }
    }
    let declaring: IdMap<&str, usize> = nearest
        .into_iter()
        .filter(|(_, (_, arg))| arg.is_global_set())
        .map(|(id, (mut depth, mut arg))| {
            while let Some((outer_depth, outer)) = copied_from(arg, ancestors, depth) {
                (depth, arg) = (outer_depth, outer);
            }
            (id, depth)
        })
        .collect();
    // Without an enclosing global, every id is met once.
    let globals_met = !declaring.is_empty();
    let declaring = &declaring;
    // A command's own argument of a global's id is its own, not the copy.
    let own = cmd
        .get_arguments()
        .filter(move |a| {
            !(a.is_global_set()
                && declaring.contains_key(a.get_id().as_str())
                && copied_from(a, ancestors, ancestors.len()).is_some())
        })
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
    // The negations listed right after their flags, as a hand-written
    // twin field stood (argkind adds them after every other argument),
    // which the walk then passes over where clap lists them.
    let mut listed: IdSet<&str> = IdSet::default();
    for (arg, spec, owner) in own.chain(globals) {
        let id = arg.get_id().as_str();
        let machinery = matches!(
            arg.get_action(),
            ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
        );
        if machinery || is_surface_id(id) || is_generated(arg) || (globals_met && !seen.insert(id)) {
            continue;
        }
        // A pair's negation is listed only when it is an entry of its own,
        // and then in its flag's context, right after it.
        let declared = spec.get_arg(id);
        let negation = declared.filter(|d| d.get_negates().is_some());
        if negation.is_some_and(ArgSpec::is_negation_in_entry) || (!listed.is_empty() && listed.contains(id)) {
            continue;
        }
        let flag = negation
            .and_then(ArgSpec::get_negates)
            .and_then(|flag| owner.get_arguments().find(|a| a.get_id() == flag));
        let context = owners.context_of(flag.unwrap_or(arg), owner);
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
            declared,
            spec,
            owner,
            context,
            rank,
            owners: &mut owners,
        });
        // This flag's negation, where it is an entry of its own.
        let entry = declared
            .filter(|d| d.pair.is_some() && d.negation_has_entry(tier_of(arg, Some(d))))
            .and_then(|d| Some(d.negative_id_of(crate::level::negation_parts(arg, d)?)))
            .and_then(|negative| owner.get_arguments().find(|a| a.get_id() == negative.as_str()))
            .and_then(|a| Some((a, spec.get_arg(a.get_id().as_str())?)))
            .filter(|(_, d)| d.get_negates() == Some(id));
        if let Some((negation, negation_declared)) = entry {
            listed.insert(negation.get_id().as_str());
            visit(Visited {
                arg: negation,
                declared: Some(negation_declared),
                spec,
                owner,
                context,
                rank,
                owners: &mut owners,
            });
        }
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

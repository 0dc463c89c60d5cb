//! What a parse found out besides the values: which flags the user set, the
//! deprecations they used and the argv to replay to each job.

use std::any::TypeId;
use std::borrow::Cow;
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::sync::{Arc, OnceLock};

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Command, Id};

use crate::check::{Met, Place, Reading};
use crate::hash::{IdMap, Sieve};
use crate::kind::ArgKind;
use crate::level::{is_surface_id, tier_of, Level, GENERATED};
use crate::registry::jobs_of;
use crate::shown::{enclosing_declarer, Ancestors};
use crate::source::Provenance;
use crate::spec::{negated_by, ArgSpec, CommandSpec, Name};

/// A deprecated flag the user gave.
///
/// `Display` writes the warning line, without a trailing newline:
/// `warning: --X is deprecated and will be removed in a future release.`
/// (`-o` for a flag with only a short name),
/// followed by ` Use --Y instead.` when there is a replacement (` Use -O1
/// instead.`, as declared, where the flag advises a spelling: see
/// [`Deprecation::instead`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Deprecation {
    pub(crate) command: String,
    pub(crate) flag: String,
    /// Whether `flag` is a short name: the flag has no long one.
    pub(crate) short: bool,
    pub(crate) replacement: Option<String>,
    /// What the warning tells the user to type instead, where the flag has
    /// no replacement (see `ArgSpec::deprecated_instead`).
    pub(crate) instead: Option<String>,
}

impl Deprecation {
    /// Whether `other` warns of the same flag (its command, name and
    /// whether the name is a short one), whatever each says to use instead.
    pub(crate) fn is_of_flag(&self, other: &Deprecation) -> bool {
        (&self.command, &self.flag, self.short) == (&other.command, &other.flag, other.short)
    }

    /// The name of the (sub)command that declares the deprecated flag.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The deprecated flag's primary long name, without `--`; for a flag
    /// with only a short name, that letter (the warning then writes `-o`).
    pub fn flag(&self) -> &str {
        &self.flag
    }

    /// The spelling to use instead, without `--`, if the flag has a
    /// replacement: its primary long name, or, where the user typed the
    /// deprecated pair flag's negation last, the replacement's negation.
    pub fn replacement(&self) -> Option<&str> {
        self.replacement.as_deref()
    }

    /// What the warning tells the user to type instead, as written, dashes
    /// included: `--` and the [`replacement`](Self::replacement), or the
    /// spelling the flag was declared with
    /// ([`ArgSpec::deprecated_instead`](crate::ArgSpec::deprecated_instead));
    /// `None` where the warning names nothing.
    pub fn instead(&self) -> Option<Cow<'_, str>> {
        match (&self.replacement, &self.instead) {
            (Some(replacement), _) => Some(Cow::Owned(["--", replacement].concat())),
            (None, Some(instead)) => Some(Cow::Borrowed(instead)),
            (None, None) => None,
        }
    }
}

impl fmt::Display for Deprecation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dashes = if self.short { "-" } else { "--" };
        write!(
            f,
            "warning: {dashes}{} is deprecated and will be removed in a future release.",
            self.flag
        )?;
        if let Some(instead) = self.instead() {
            write!(f, " Use {instead} instead.")?;
        }
        Ok(())
    }
}

/// One flag the user set: on the command line or through the environment,
/// directly or through a negation, a redirect or a preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Used {
    // Shared by the flags of one command, and a clap id and a declared job
    // are `&'static str` most of the time: a record costs few allocations.
    command: Arc<str>,
    id: Id,
    long: Option<String>,
    kind: ArgKind,
    job: Option<Name>,
    source: ValueSource,
    argv: Vec<OsString>,
    depth: usize,
}

impl Used {
    /// The name of the (sub)command the flag belongs to.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The clap id of the flag.
    pub fn id(&self) -> &str {
        self.id.as_str()
    }

    /// The flag's primary long name, without `--`, if it has one.
    pub fn long(&self) -> Option<&str> {
        self.long.as_deref()
    }

    /// The flag's tier.
    pub fn kind(&self) -> ArgKind {
        self.kind
    }

    /// The job that consumes the flag, if any.
    pub fn job(&self) -> Option<&str> {
        self.job.as_deref()
    }

    /// Where the value came from: [`ValueSource::CommandLine`] or
    /// [`ValueSource::EnvVariable`].
    pub fn source(&self) -> ValueSource {
        self.source
    }

    /// The flag's canonical spelling with its value: `--long=value` once
    /// per value (an option's several values, and those of one occurrence
    /// of a list that is not an extend flag, after one flag: `--size 2 3`,
    /// `--exec echo x ;` with its value terminator), or `--X` / `--no-X` /
    /// `--enable-X` / `--disable-X` for a boolean flag. Empty for a
    /// value-less flag that is not a pair and holds its unset value (`false`
    /// from the environment for a `SetTrue` flag): no command-line spelling
    /// says that. A value that is not UTF-8 is
    /// written lossily: [`argv_os`](Self::argv_os) keeps it.
    pub fn argv(&self) -> Vec<String> {
        self.argv.iter().map(|a| a.to_string_lossy().into_owned()).collect()
    }

    /// [`argv`](Self::argv) as the values were given, UTF-8 or not.
    pub fn argv_os(&self) -> &[OsString] {
        &self.argv
    }

    /// Where on the subcommand path ([`Facts::path`]) the user last gave
    /// the flag: `0` for the root command, `n` for the subcommand
    /// `path()[n - 1]`. A global is [`command`](Self::command)'s, and may
    /// have been given last in a subcommand below it; a flag the
    /// environment set is placed where the innermost command that holds it
    /// read it. Re-parsing [`Facts::replay_all`] takes each flag after the
    /// names of the path down to its depth.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = Command::new("cc")
    ///     .arg(Arg::new("verbose").long("verbose").action(ArgAction::SetTrue).global(true))
    ///     .subcommand(Command::new("link"));
    /// let m = ArgKindCommand::new(cmd, CommandSpec::new())
    ///     .try_get_matches_from(["cc", "link", "--verbose"])
    ///     .unwrap();
    /// let verbose = m.facts().get("verbose").unwrap();
    /// assert_eq!((verbose.command(), verbose.depth()), ("cc", 1));
    /// ```
    pub fn depth(&self) -> usize {
        self.depth
    }
}

/// The facts of one successful parse: which flags the user set, in
/// command-line order, and which deprecated flags were used.
///
/// The [`jobs`](Self::jobs) are worked out the first time they are asked
/// for (or the facts are compared or debug-printed): until then the facts
/// share the command the parse read with, as it was then.
#[derive(Clone, Default)]
pub struct Facts {
    path: Vec<String>,
    used: Vec<Used>,
    pub(crate) deprecations: Vec<Deprecation>,
    jobs: Jobs,
    pub(crate) sources: Vec<Provenance>,
}

impl fmt::Debug for Facts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Facts")
            .field("path", &self.path)
            .field("used", &self.used)
            .field("deprecations", &self.deprecations)
            .field("jobs", &self.jobs.get(&self.path))
            .field("sources", &self.sources)
            .finish()
    }
}

impl PartialEq for Facts {
    fn eq(&self, other: &Facts) -> bool {
        self.path == other.path
            && self.used == other.used
            && self.deprecations == other.deprecations
            && self.sources == other.sources
            && self.jobs.get(&self.path) == other.jobs.get(&other.path)
    }
}

impl Eq for Facts {}

/// The command a parse read with, its declarations and its level, as they
/// were then: shared with the [`ArgKindCommand`](crate::ArgKindCommand)
/// that parsed, which copies them before it changes one while it is shared.
#[derive(Clone, Debug)]
pub(crate) struct Snapshot {
    pub(crate) cmd: Arc<Command>,
    pub(crate) spec: Arc<CommandSpec>,
    pub(crate) level: Arc<Level>,
}

impl Snapshot {
    /// The jobs of the root and of each subcommand on `path` (as
    /// [`Facts::collect`] found it), each once, the root's first, each
    /// command's in registry order: worked out once per level, as the level
    /// keeps them.
    fn jobs(&self, path: &[String]) -> Vec<Name> {
        let (mut cmd, mut spec, mut level) = (&*self.cmd, &*self.spec, Some(&*self.level));
        let mut ancestors: Ancestors<'_> = Vec::with_capacity(path.len());
        let mut all: Vec<Name> = Vec::new();
        let mut names = path.iter();
        loop {
            let jobs = match level {
                Some(level) => level.jobs.get_or_init(|| jobs_of(cmd, spec, &ancestors)).clone(),
                None => jobs_of(cmd, spec, &ancestors),
            };
            for job in jobs {
                if !all.contains(&job) {
                    all.push(job);
                }
            }
            let Some(name) = names.next() else { break };
            let Some(sub) = cmd.find_subcommand(name) else { break };
            ancestors.push((cmd, spec));
            spec = spec.subcommand_or_empty(name);
            level = level.and_then(|l| l.child(name));
            cmd = sub;
        }
        all
    }
}

/// The jobs of a parse's (sub)command: worked out from the command the
/// parse read with the first time they are asked for.
#[derive(Clone, Default)]
struct Jobs {
    known: OnceLock<Vec<Name>>,
    /// What they are worked out from; `None` for facts with no command
    /// (`Facts::default()`), which have none.
    from: Option<Snapshot>,
}

impl Jobs {
    /// The jobs, `path` being the facts' [`path`](Facts::path).
    fn get(&self, path: &[String]) -> &[Name] {
        self.known
            .get_or_init(|| self.from.as_ref().map(|from| from.jobs(path)).unwrap_or_default())
    }
}

/// What the facts of a parse are collected from, until they are asked for
/// (see [`Matches`](crate::Matches)): the command as the parse read with
/// it, and the deprecations, which are found (and warned of) at once.
#[derive(Clone, Debug)]
pub(crate) struct Pending {
    pub(crate) snapshot: Snapshot,
    pub(crate) deprecations: Vec<Deprecation>,
    /// The command line clap read, where a global with a variable was read
    /// in a subcommand: a reading of it without the variables says which
    /// command typed it (see `check::Reading::unvaried`).
    pub(crate) argv: Option<Vec<std::ffi::OsString>>,
}

impl Pending {
    /// The facts of `matches`, the result of the parse.
    pub(crate) fn collect(self, matches: &ArgMatches) -> Facts {
        let unvaried = self.argv.and_then(|argv| {
            let mut cmd = crate::env::without_variables((*self.snapshot.cmd).clone());
            crate::command::set_ignore_errors(&mut cmd, true);
            let read = crate::command::read_ignoring_errors(&mut cmd, argv)?;
            Some((cmd, read))
        });
        let unvaried = unvaried.as_ref().map(|(cmd, read)| (cmd, read));
        Facts::collect(self.snapshot, matches, self.deprecations, unvaried)
    }
}

/// The warning line of each of `deprecations`, in order; a line that an
/// earlier one already says is left out.
pub(crate) fn warnings(deprecations: &[Deprecation]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::with_capacity(deprecations.len());
    for line in deprecations.iter().map(ToString::to_string) {
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    lines
}

/// Writes [`warnings`] of `deprecations` to stderr, one line each. A write
/// that fails (stderr closed or full) is left unsaid, as clap leaves its
/// own messages: a warning never stops the program.
pub(crate) fn print_warnings(deprecations: &[Deprecation]) {
    use std::io::Write as _;
    let mut stderr = std::io::stderr().lock();
    for line in warnings(deprecations) {
        let _ = writeln!(stderr, "{line}");
    }
}

impl Facts {
    /// The names of the subcommands the command line chose, outermost first
    /// (empty when no subcommand was given). An external subcommand
    /// (`allow_external_subcommands`) is not among them: its arguments are
    /// its own, passed on as typed, and no flag of it has facts; clap's
    /// `ArgMatches::subcommand` names it.
    pub fn path(&self) -> &[String] {
        &self.path
    }

    /// Every flag the user set, in command-line order, which is the order
    /// of the [`deprecations`](Self::deprecations) too: the deprecated
    /// flags here are those, in theirs (one set of rules places both, from
    /// clap's matches). A flag typed more than once (a list too) is at its
    /// last occurrence; a global typed in a command and again in a
    /// subcommand, in the subcommand. clap copies a global into every
    /// command of the path, with the value and the indices of the deepest
    /// command that typed it; argkind adds to every subcommand a hidden
    /// argument, `argkind-own`, whose default clap gives only where the
    /// subcommand's own reading set a global of an enclosing command, and
    /// holds after what that reading set and before its copies of the
    /// others' values, so the matches say which command typed a global.
    /// Not for a global with an environment variable: where the variable
    /// has a value, every subcommand's own reading holds it, in the place
    /// clap gives a copy of another command's value, and clap keeps no
    /// getter for whether it has one. Such a global that a subcommand holds
    /// last among what it typed, with an index above those of what it
    /// holds before it, may be the subcommand's own, and is placed there,
    /// though it may have been typed in a command above only (unless an
    /// argument of that command's own follows it there: it goes right
    /// before that). A global pair on by default turned off above the
    /// innermost command (by its negation, or by a preset or redirect that
    /// sets it to `false`) argkind gives the negation of again there, where
    /// the default would turn the flag on again, and clap copies that index
    /// up in place of the one typed above: the negation is placed by the
    /// index clap's reading gave it before, which still leaves a few such
    /// command lines out of order (a deprecated pair negated in a
    /// subcommand above the innermost one). A flag that only
    /// its variable set goes where the innermost command that holds it
    /// reads it, after what the command line set there. An option given
    /// with no value, which clap gives no index, is placed by where clap
    /// holds it among what the command line set. Where a command declares a
    /// deprecated option that may be given so, the warnings of two flags or
    /// more are put in the order of a second reading of the command line,
    /// in which such an option takes a value; the facts, read from the
    /// first, may then be in another (a bare occurrence between two of a
    /// list).
    pub fn used(&self) -> &[Used] {
        &self.used
    }

    /// Where the value of each flag of the parsed (sub)command came from
    /// (its own flags and the globals of enclosing commands, in registry
    /// order; positionals left out, a flag that holds no value listed with
    /// [`Source::Default`](crate::Source::Default) and no values). Recorded only
    /// where the command asks for it
    /// ([`CommandSpec::record_sources`](crate::CommandSpec::record_sources)):
    /// empty otherwise.
    pub fn sources(&self) -> &[Provenance] {
        &self.sources
    }

    /// The [`sources`](Self::sources) entry of the flag with clap id `id`,
    /// if it has one.
    pub fn source(&self, id: &str) -> Option<&Provenance> {
        self.sources.iter().find(|p| p.id() == id)
    }

    /// Whether the user set the flag with clap id `id` (in any command on the
    /// path); `false` when it holds its default or does not exist. Flags
    /// only: a positional argument is none of [`used`](Self::used) (no job
    /// takes one), and is `false` here; clap's `ArgMatches::value_source`
    /// says whether the command line gave one. An id no command has is
    /// `false` too, not an error: facts outlive the command, and a flag of
    /// a subcommand the command line did not choose is not used.
    pub fn is_used(&self, id: &str) -> bool {
        self.get(id).is_some()
    }

    /// The record of the flag with clap id `id`, if the user set it. Where
    /// the user set flags of that id in two commands of the path (a root's
    /// `-o` and a subcommand's own `-o`, both with the id `output`), the
    /// outermost command's: [`used`](Self::used) lists each, with its
    /// [`Used::command`] and [`Used::depth`].
    pub fn get(&self, id: &str) -> Option<&Used> {
        self.used.iter().find(|u| u.id == *id)
    }

    /// The jobs that the flags of the root command and of each subcommand
    /// the command line chose name, each once: the root's first, each
    /// command's in registry order (for a command line that chose no
    /// subcommand, what `registry().jobs()` gives, without building the
    /// registry). Every job [`replay`](Self::replay) may give flags to is
    /// listed, a flag typed before the subcommand too; a job with no flag
    /// the user set is listed too (`replay` gives it an empty argv).
    ///
    /// Worked out the first time they are asked for, in time linear in the
    /// number of the flags of the commands on the path (once per command: a
    /// command parsed again keeps them); at once after that.
    pub fn jobs(&self) -> Vec<&str> {
        self.jobs.get(&self.path).iter().map(|job| job.as_ref()).collect()
    }

    /// The deprecated flags used, each once (a flag of the same name in
    /// another command is another flag), in command-line order.
    pub fn deprecations(&self) -> &[Deprecation] {
        &self.deprecations
    }

    /// The warning line of each deprecation, in command-line order; a line
    /// that an earlier one already says is left out (flags of one name in
    /// two commands, warned alike).
    pub fn warnings(&self) -> Vec<String> {
        warnings(&self.deprecations)
    }

    /// Writes [`warnings`](Self::warnings) to stderr, one line each: what
    /// the default entry points do after a successful parse. A write that
    /// fails (stderr closed or full) is left unsaid; nothing panics.
    pub fn print_deprecations(&self) {
        print_warnings(&self.deprecations);
    }

    /// The argv to forward to `job`: the canonical spelling of every flag
    /// of that job the user set, in command-line order. A value that is not
    /// UTF-8 is written lossily: [`replay_os`](Self::replay_os) keeps it.
    pub fn replay(&self, job: &str) -> Vec<String> {
        lossy(self.replay_os(job))
    }

    /// [`replay`](Self::replay) as the values were given, UTF-8 or not.
    pub fn replay_os(&self, job: &str) -> Vec<OsString> {
        self.replayed(|u| u.job() == Some(job))
    }

    /// The canonical argv of every flag the user set, in command-line order
    /// (a command's flags before its subcommand's). Re-parsing it, with the
    /// name of each subcommand of the path ([`path`](Self::path)) right
    /// before the first flag of its [`Used::depth`] or deeper (or last),
    /// and the positionals, gives the same values, but where
    /// several values of one occurrence are replayed after one flag
    /// (`--size 2 -3`), which clap may read otherwise where a value looks
    /// like a flag or names a subcommand (an option with a value terminator
    /// has it after its values, `--exec echo x ;`, and is read back as it
    /// was), where such an option, or one given bare that may take a value
    /// (`num_args(0..=1)` with no default missing value), is replayed last
    /// before the name of a subcommand, which clap then reads as one more
    /// value (no spelling of the option ends it there), and where a short-only option's value, attached to its letter
    /// (`-Cdir`, as compilers' sub-tools read it), is replayed in a command
    /// whose positional argument takes values that start with `-`: clap
    /// reads a cluster with a letter that is none of the command's short
    /// flags as that positional's value there. A list whose occurrences may
    /// hold several values, or be given bare (`--opt a --opt`), keeps them
    /// (`-x echo a ; -x ls ;` is replayed `--exec echo a ; --exec=ls`: one
    /// value attached, as above; values it split at its delimiter joined
    /// again there, attached: `--inc a,-b` is `--inc=a,-b`), but for an
    /// extend flag, one list whatever
    /// its occurrences, replayed a value an occurrence (`--exec=echo
    /// --exec=a --exec=ls`). A list (`Append`, extend) that a preset set is
    /// replayed without the preset's values where the preset flag comes
    /// before it (the preset gives them again): `--e a --p --e c`, where
    /// `--p` presets `--e` to `b`, is replayed `--p --e=c` (a list that
    /// splits its values at a delimiter, preset to `"a,b"`, without the
    /// preset's occurrence `--list=a,b`). A deprecated flag whose redirect
    /// gave its replacement's last value goes right before the replacement
    /// (which, given later, overrides the redirect): `--exec a ; --old-exec
    /// x` is replayed `--old-exec=x --exec=a --exec=x`, not `--exec=a
    /// --exec=x --old-exec=x`, which passes `x` on again. A global goes where its depth says, not anywhere
    /// after its command's name: given in a subcommand, it holds that
    /// subcommand's values only (clap keeps the deepest command's), and a
    /// preset of a command above that sets it applies before them. Lossy as
    /// [`replay`](Self::replay) is.
    pub fn replay_all(&self) -> Vec<String> {
        lossy(self.replay_all_os())
    }

    /// [`replay_all`](Self::replay_all) as the values were given.
    pub fn replay_all_os(&self) -> Vec<OsString> {
        self.replayed(|_| true)
    }

    /// [`replay_all`](Self::replay_all) with the name of each subcommand
    /// of the [`path`](Self::path) right before the first flag of its
    /// [`Used::depth`] or deeper (the names left at the end): the command
    /// line to parse again, but for the positional arguments, which it
    /// leaves out. Lossy as [`replay`](Self::replay) is.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = || {
    ///     Command::new("cc")
    ///         .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
    ///         .subcommand(Command::new("link").arg(Arg::new("out").short('o')))
    /// };
    /// let spec = || CommandSpec::new().arg("fast", ArgSpec::new().noable());
    /// let m = ArgKindCommand::new(cmd(), spec())
    ///     .try_get_matches_from(["cc", "--no-fast", "link", "-o", "a.out"])
    ///     .unwrap();
    /// let line = m.facts().replay_with_path();
    /// assert_eq!(line, ["--no-fast", "link", "-oa.out"]);
    /// let again = ArgKindCommand::new(cmd(), spec())
    ///     .try_get_matches_from(std::iter::once("cc".to_owned()).chain(line))
    ///     .unwrap();
    /// assert!(!again.get_flag("fast"));
    /// ```
    pub fn replay_with_path(&self) -> Vec<String> {
        lossy(self.replay_with_path_os())
    }

    /// [`replay_with_path`](Self::replay_with_path) as the values were
    /// given.
    pub fn replay_with_path_os(&self) -> Vec<OsString> {
        let mut names = self.path.iter();
        let mut depth = 0;
        let mut out = self.replayed_with(
            |_| true,
            |used, out| {
                while depth < used.depth {
                    out.extend(names.next().map(OsString::from));
                    depth += 1;
                }
            },
        );
        out.extend(names.map(OsString::from));
        out
    }

    /// The canonical argv of the records `keep` keeps, in order. A list
    /// that a preset flag kept before it set starts with the preset's
    /// value, which replaying the preset flag gives again: it is left out
    /// of the list's spelling (a list that does not start with it, which a
    /// preset cannot make, is spelled whole).
    fn replayed(&self, keep: impl Fn(&Used) -> bool) -> Vec<OsString> {
        self.replayed_with(keep, |_, _| {})
    }

    /// [`replayed`](Self::replayed), calling `before` with each record kept
    /// and the argv so far before its spelling goes in.
    fn replayed_with(
        &self,
        keep: impl Fn(&Used) -> bool,
        mut before: impl FnMut(&Used, &mut Vec<OsString>),
    ) -> Vec<OsString> {
        let presets = self
            .jobs
            .from
            .as_ref()
            .map(|from| list_presets(from, &self.path, &self.used));
        let presets = presets.unwrap_or_default();
        // The preset value of each list a preset flag replayed so far set
        // (the last such flag's), by record, with the list's delimiter.
        let mut implied: Vec<(usize, &str, Option<char>)> = Vec::new();
        let mut out = Vec::new();
        for at in self.replay_order(&keep) {
            let used = &self.used[at];
            let mut argv = &used.argv[..];
            if let Some(i) = implied.iter().position(|(record, _, _)| *record == at) {
                let (_, value, delimiter) = implied.swap_remove(i);
                // The list's spelling has a token for the preset's
                // occurrence, its values joined at the list's delimiter,
                // or (an extend flag, one list) a token for each value the
                // preset's splits into there.
                let values: Vec<&str> = match delimiter {
                    Some(d) => value.split(d).collect(),
                    None => vec![value],
                };
                let whole = argv.first().is_some_and(|token| value_of(token) == value.as_bytes());
                let each = argv.len() >= values.len()
                    && argv
                        .iter()
                        .zip(&values)
                        .all(|(token, v)| value_of(token) == v.as_bytes());
                if whole {
                    argv = &argv[1..];
                } else if each {
                    argv = &argv[values.len()..];
                }
            }
            before(used, &mut out);
            out.extend(argv.iter().cloned());
            for &(_, target, value, delimiter) in presets.iter().filter(|(flag, _, _, _)| *flag == at) {
                match implied.iter_mut().find(|(record, _, _)| *record == target) {
                    Some(entry) => (entry.1, entry.2) = (value, delimiter),
                    None => implied.push((target, value, delimiter)),
                }
            }
        }
        out
    }

    /// The records `keep` keeps, in the order they are replayed: the
    /// order of [`used`](Self::used), but that a deprecated flag goes right
    /// before its replacement where the replacement comes first there (in
    /// the same command). Its redirect gave the replacement its last value
    /// there (written before the flag where the flag's values run to the
    /// end of the line); replayed after the replacement's values, it would
    /// pass them on again, and before them, the replacement given later
    /// overrides it, as the value of each flag was.
    fn replay_order(&self, keep: &impl Fn(&Used) -> bool) -> Vec<usize> {
        let kept = (0..self.used.len()).filter(|&at| keep(&self.used[at]));
        let redirects = match &self.jobs.from {
            Some(from) if self.deprecations.iter().any(|d| d.replacement().is_some()) => {
                redirects(from, &self.path, &self.used)
            }
            _ => return kept.collect(),
        };
        let mut order = Vec::with_capacity(self.used.len());
        let mut placed = vec![false; self.used.len()];
        for at in kept {
            if placed[at] {
                continue;
            }
            for &(flag, replacement) in &redirects {
                let first = replacement == at && flag > at && !placed[flag];
                if first && self.used[flag].depth == self.used[at].depth && keep(&self.used[flag]) {
                    placed[flag] = true;
                    order.push(flag);
                }
            }
            placed[at] = true;
            order.push(at);
        }
        order
    }

    /// Collects the facts of `matches`, the result of parsing with the
    /// command of `snapshot`; the jobs wait until they are asked for.
    fn collect(
        snapshot: Snapshot,
        matches: &ArgMatches,
        deprecations: Vec<Deprecation>,
        mut unvaried: Option<(&Command, &ArgMatches)>,
    ) -> Facts {
        let mut facts = Facts {
            deprecations,
            ..Facts::default()
        };
        let (mut cmd, mut spec, mut matches) = (&*snapshot.cmd, &*snapshot.spec, matches);
        let mut ancestors: Ancestors<'_> = Vec::new();
        // The commands of the path as clap read them, and where each
        // record's flag was met in them (see `collect_level`).
        let mut path: Vec<Reading<'_>> = Vec::new();
        let mut met = Meetings::default();
        loop {
            let depth = path.len();
            path.push(Reading {
                cmd,
                matches,
                spec: Some(spec),
                own: crate::check::own_entries(depth, cmd, matches),
                unvaried: unvaried.map(|(cmd, read)| (read, crate::check::own_entries(depth, cmd, read))),
            });
            facts.collect_level(cmd, spec, &ancestors, matches, &mut met);
            // An external subcommand is none of the command's, even one
            // named like a subcommand of it (or like clap's `help`).
            let Some((name, sub_matches)) = crate::check::chosen_subcommand(matches) else {
                break;
            };
            let Some(sub) = cmd.find_subcommand(name) else { break };
            // The reading without the variables, where it chose the same.
            unvaried = unvaried.and_then(|(cmd, read)| match crate::check::chosen_subcommand(read) {
                Some((n, read)) if n == name => Some((cmd.find_subcommand(name)?, read)),
                _ => None,
            });
            facts.path.push(name.to_owned());
            ancestors.push((cmd, spec));
            spec = spec.subcommand_or_empty(name);
            (cmd, matches) = (sub, sub_matches);
        }
        let places = met.places(&path, &facts.used);
        for (used, place) in facts.used.iter_mut().zip(&places) {
            used.depth = place.key().0;
        }
        // Command-line order: a command's tokens before its subcommand's.
        if places.windows(2).any(|w| w[0].key() > w[1].key()) {
            let mut ordered: Vec<(Place, Used)> = places.into_iter().zip(facts.used).collect();
            ordered.sort_by_key(|(place, _)| place.key());
            facts.used = ordered.into_iter().map(|(_, used)| used).collect();
        }
        drop(path);
        drop(ancestors);
        facts.jobs.from = Some(snapshot);
        facts
    }

    /// Records the flags the user set that the matches `matches` of `cmd`
    /// (declared by `spec`, below `ancestors`) hold, and adds to `met`
    /// where each is met there: a global an enclosing command's record
    /// holds already is met again (clap copies a global's values into every
    /// command of the path, the same indices in each: the deepest
    /// command's that set it). The places are worked out from the meetings
    /// by the rules that place the deprecation warnings (`check::Place`),
    /// so that the warnings' order takes the same: a global goes by its
    /// last occurrence in the deepest command whose matches hold it among
    /// what the command line set and do not say it is a copy there, or
    /// right before the argument of a command above that it was typed
    /// before, where the deeper one's may be a copy.
    fn collect_level(
        &mut self,
        cmd: &Command,
        spec: &CommandSpec,
        ancestors: &Ancestors<'_>,
        matches: &ArgMatches,
        met: &mut Meetings,
    ) {
        let depth = ancestors.len();
        let (set, at) = Held::all(spec, ancestors, matches);
        // One pass over the command's arguments finds them all: a search per
        // flag set would be quadratic on a large command.
        let mut sieve: Sieve = Sieve::default();
        for held in &set {
            sieve.insert(held.flag);
        }
        let mut args: Vec<Option<&Arg>> = vec![None; set.len()];
        let mut missing = at.len();
        for arg in cmd.get_arguments() {
            if missing == 0 {
                break;
            }
            let id = arg.get_id().as_str();
            if let Some(&i) = sieve.may_hold(id).then(|| at.get(id)).flatten() {
                args[i] = Some(arg);
                missing -= 1;
            }
        }
        let command: Arc<str> = Arc::from(cmd.get_name());
        self.used.reserve(at.len());
        met.flags.reserve(at.len());
        met.met.reserve(at.len());
        for (held, arg) in set.into_iter().zip(args) {
            let Some(arg) = arg.filter(|a| !a.is_positional()) else {
                continue;
            };
            let id = held.flag;
            let here = Met {
                depth,
                order: held
                    .last
                    .map_or_else(|| bare_order(matches, held.id), |last| 2 * last + 1),
                position: held.position,
            };
            // A global typed in a subcommand is its declaring command's.
            // clap holds it in the enclosing commands' matches too, but where
            // their defaults are, which the scan above stops at: it is found
            // here in one command or the other, and is the declarer's either
            // way.
            let declarer = match held.own {
                Some(_) => None,
                None => enclosing_declarer(arg, spec, ancestors),
            };
            // A global an enclosing command's facts hold already is that
            // flag; a flag of the same id that this command declares is
            // another.
            if let Some((outer, _)) = declarer {
                let record = self
                    .used
                    .iter()
                    .position(|u| u.id == *id && *u.command == *outer.get_name());
                if let Some(record) = record {
                    met.met.push((record, here, held.front));
                    continue;
                }
            }
            let owner = declarer.map_or(spec, |(_, owner)| owner);
            let declared = held.own.or_else(|| owner.get_arg(id));
            // Spelled only where the flag holds `false`.
            let negative = || declared.and_then(|d| crate::level::negation_parts(arg, d));
            // The rules that place a global read its negation too.
            let global = arg.is_global_set();
            let negation = declared
                .filter(|_| global)
                .and_then(|d| Some(d.negative_id_of(crate::level::negation_parts(arg, d)?)));
            met.met.push((self.used.len(), here, held.front));
            met.flags.push((negation, global));
            self.used.push(Used {
                command: declarer.map_or_else(|| Arc::clone(&command), |(c, _)| Arc::from(c.get_name())),
                id: arg.get_id().clone(),
                long: arg.get_long().map(str::to_owned),
                kind: tier_of(arg, declared),
                job: owner.job_name(arg, declared).cloned(),
                source: held.source,
                argv: canonical_argv(arg, negative, declared.is_some_and(ArgSpec::is_extend), matches),
                depth,
            });
        }
    }
}

/// An argument the command line or a variable set, as
/// `Facts::collect_level` finds it in one command's matches.
#[derive(Clone, Copy)]
struct Held<'a> {
    /// The flag's id: the pair flag's, for its negation.
    flag: &'a str,
    /// The id the matches hold it by: the flag's or its negation's.
    id: &'a str,
    source: ValueSource,
    /// The flag's declaration by this command, where it has one.
    own: Option<&'a ArgSpec>,
    /// The index of its last value; `None` for an option given bare.
    last: Option<usize>,
    /// Its position among the arguments the matches hold.
    position: usize,
    /// Whether it is among what the command line set, at the front of the
    /// matches.
    front: bool,
}

impl<'a> Held<'a> {
    /// The arguments the command line or a variable set that `matches`,
    /// a command's declared by `spec` (below `ancestors`), hold, one per
    /// flag, in the order they first hold it or its negation (both, for a
    /// global pair typed in two commands: the last value of the one held
    /// first counts, as for the warnings); and where
    /// each is among them, by the flag's id.
    fn all(
        spec: &'a CommandSpec,
        ancestors: &Ancestors<'a>,
        matches: &'a ArgMatches,
    ) -> (Vec<Held<'a>>, IdMap<&'a str, usize>) {
        // clap records command-line values first, then environment values,
        // then defaults: the first default ends the user's part. A pair's
        // negation is its flag's: the flag is used, met where either is.
        // Room for what a command line usually sets: the matches hold every
        // argument with a default too, and room for all of them costs a
        // large command's allocator more than growing a small vector.
        let mut set: Vec<Held<'_>> = Vec::with_capacity(matches.ids().len().min(32));
        let mut at: IdMap<&str, usize> = IdMap::default();
        // Whether the matches still hold what the command line set, at
        // their front, where a flag's place is read (see `check::Met`).
        let mut front = true;
        for (position, id) in matches.ids().enumerate() {
            let id = id.as_str();
            let source = crate::check::source_of(matches, id);
            front &= source == Some(ValueSource::CommandLine);
            let source = match source {
                Some(ValueSource::DefaultValue) => break,
                Some(source @ (ValueSource::CommandLine | ValueSource::EnvVariable)) => source,
                _ => continue,
            };
            if id.starts_with(GENERATED) || is_surface_id(id) {
                continue;
            }
            // The innermost declaration of `id` says whether it is a
            // negation; where this command declares the flag itself, that
            // declaration is the flag's.
            let (flag, own) = match spec.get_arg(id) {
                Some(declared) => match declared.get_negates() {
                    Some(flag) => (flag, None),
                    None => (id, Some(declared)),
                },
                None => {
                    let scopes = ancestors.iter().map(|(_, outer)| *outer);
                    (negated_by(id, scopes).unwrap_or(id), None)
                }
            };
            let last = matches.indices_of(id).and_then(Iterator::max);
            match at.get(flag) {
                Some(&first) => {
                    // The flag and its negation both: a global pair typed in
                    // two commands, each held with the index of the command
                    // that typed it. The first held at the front is this
                    // command's own reading, whose index counts, as for the
                    // warnings; where neither is at the front (copies in the
                    // place of variables' values), the larger.
                    let first = &mut set[first];
                    if !first.front && !front {
                        first.last = first.last.max(last);
                    }
                }
                None => {
                    at.insert(flag, set.len());
                    set.push(Held {
                        flag,
                        id,
                        source,
                        own,
                        last,
                        position,
                        front,
                    });
                }
            }
        }
        (set, at)
    }
}

/// Where the flag of each record of `Facts::used` was met, as
/// `Facts::collect_level` finds them: what its place is worked out from.
#[derive(Default)]
struct Meetings {
    /// Per record: the id of its negation, where it is a global pair flag,
    /// and whether it is a global.
    flags: Vec<(Option<String>, bool)>,
    /// `(record, where, whether among what the command line set)`, each
    /// command's after those of the command above it.
    met: Vec<(usize, Met, bool)>,
}

impl Meetings {
    /// The place of each of `used`, the records, in `path`, the commands
    /// they were met in (see `check::Place`): met from the innermost
    /// command outwards, where the command line set it. A flag that only
    /// its variable set goes where the innermost command that holds it
    /// read it: clap gives every command of the path that command's value,
    /// with its index, which comes after those of what the command line
    /// set there.
    fn places(&self, path: &[Reading<'_>], used: &[Used]) -> Vec<Place> {
        let mut places: Vec<Option<Place>> = vec![None; used.len()];
        for &(record, met, _) in self.met.iter().rev().filter(|(_, _, typed)| *typed) {
            let (negation, global) = &self.flags[record];
            let ids = [Some(used[record].id()), negation.as_deref()];
            match &mut places[record] {
                // Placed anew or not, the record stays where it is.
                Some(place) => {
                    place.met_again(path, &ids, met);
                }
                none => *none = Some(Place::first(path, &ids, *global, met)),
            }
        }
        for &(record, met, _) in self.met.iter().rev() {
            places[record].get_or_insert(Place::here(met));
        }
        places
            .into_iter()
            .map(|place| place.expect("argkind: a record is met where it is made"))
            .collect()
    }
}

/// The order (see [`Met::order`]) of `id`, an option clap holds with no
/// index in `matches`: given with no value at its last occurrence. clap
/// keeps the arguments the command line set in the order of their last
/// occurrence (an occurrence of a flag that overrides itself moves it
/// last; a list stays where it first was, as its first index does): it goes
/// right after the last value of the one before it that has an index (a
/// list before it may have values after it too: it goes after those), else
/// right before the one after it, else last.
fn bare_order(matches: &ArgMatches, id: &str) -> usize {
    let given: Vec<&str> = matches
        .ids()
        .map(Id::as_str)
        .take_while(|i| crate::check::source_of(matches, i) == Some(ValueSource::CommandLine))
        .collect();
    let Some(at) = given.iter().position(|i| *i == id) else {
        return usize::MAX;
    };
    if let Some(index) = given[..at]
        .iter()
        .rev()
        .find_map(|i| matches.indices_of(i).and_then(Iterator::max))
    {
        return 2 * index + 2;
    }
    given[at + 1..]
        .iter()
        .find_map(|i| matches.index_of(i))
        .map_or(usize::MAX, |index| 2 * index)
}

/// The commands of `path` in `from`'s command, each with its declarations,
/// the root's first.
fn path_commands<'s>(from: &'s Snapshot, path: &[String]) -> Vec<(&'s Command, &'s CommandSpec)> {
    let mut commands: Vec<(&Command, &CommandSpec)> = vec![(&*from.cmd, &*from.spec)];
    for name in path {
        let (cmd, spec) = commands[commands.len() - 1];
        let Some(sub) = cmd.find_subcommand(name) else { break };
        commands.push((sub, spec.subcommand_or_empty(name)));
    }
    commands
}

/// The argument that `target`, as a declaration of a flag of
/// `commands[depth]` writes it (see [`crate::target`]), names, with the
/// command that owns it: an argument of that command, or a global of an
/// enclosing one (its outermost command's: clap copies a global into the
/// commands below, where the built command holds it too).
fn target_of<'s>(
    commands: &[(&'s Command, &CommandSpec)],
    depth: usize,
    target: &str,
) -> Option<(&'s Command, &'s Arg)> {
    let cmd = commands[depth].0;
    let own = cmd
        .get_arguments()
        .find(|a| crate::target::names(a, target) && !a.is_global_set());
    own.map(|a| (cmd, a)).or_else(|| {
        commands[..=depth].iter().find_map(|&(outer, _)| {
            outer
                .get_arguments()
                .find(|a| a.is_global_set() && crate::target::names(a, target))
                .map(|a| (outer, a))
        })
    })
}

/// The record of `used` of the flag `id` of `cmd`.
fn record_of(used: &[Used], cmd: &Command, id: &str) -> Option<usize> {
    used.iter().position(|u| *u.command == *cmd.get_name() && u.id() == id)
}

/// The presets of the records of `used` (the facts of a parse of
/// `from`'s command down `path`) that set a list (an `Append` argument):
/// `(preset flag's record, list's record, the value it presets the list
/// to, the list's value delimiter)`. A target is named as the declarations
/// name it (see [`target_of`]).
fn list_presets<'s>(from: &'s Snapshot, path: &[String], used: &[Used]) -> Vec<(usize, usize, &'s str, Option<char>)> {
    let commands = path_commands(from, path);
    let mut out: Vec<(usize, usize, &str, Option<char>)> = Vec::new();
    for (depth, &(cmd, spec)) in commands.iter().enumerate() {
        for (id, declared) in spec.args.iter() {
            if declared.preset.is_empty() {
                continue;
            }
            let Some(flag) = record_of(used, cmd, id) else { continue };
            for (target, value) in declared.get_presets() {
                let found = target_of(&commands, depth, target);
                let Some((owner, arg)) = found.filter(|(_, a)| matches!(a.get_action(), ArgAction::Append)) else {
                    continue;
                };
                let Some(list) = record_of(used, owner, arg.get_id().as_str()) else {
                    continue;
                };
                // Each value the flag presets a list to sets it anew: the
                // last stands.
                match out.iter_mut().find(|(f, l, _, _)| (*f, *l) == (flag, list)) {
                    Some(entry) => entry.2 = value,
                    None => out.push((flag, list, value, arg.get_value_delimiter())),
                }
            }
        }
    }
    out
}

/// The deprecated flags of the records of `used` (the facts of a parse of
/// `from`'s command down `path`) whose replacement `used` holds too:
/// `(deprecated flag's record, replacement's record)`.
fn redirects(from: &Snapshot, path: &[String], used: &[Used]) -> Vec<(usize, usize)> {
    let commands = path_commands(from, path);
    let mut out = Vec::new();
    for (depth, &(cmd, spec)) in commands.iter().enumerate() {
        for (id, declared) in spec.args.iter() {
            let Some(target) = declared.get_replacement() else {
                continue;
            };
            let Some(flag) = record_of(used, cmd, id) else { continue };
            let found = target_of(&commands, depth, target);
            if let Some(replacement) = found.and_then(|(owner, arg)| record_of(used, owner, arg.get_id().as_str())) {
                out.push((flag, replacement));
            }
        }
    }
    out
}

/// The value of `token`, a list's canonical spelling `--long=value` (a
/// preset's target has a long name): what follows its first `=`.
fn value_of(token: &OsStr) -> &[u8] {
    let bytes = token.as_encoded_bytes();
    bytes
        .iter()
        .position(|b| *b == b'=')
        .map_or(&[][..], |at| &bytes[at + 1..])
}

/// Whether `parser`, a value parser of booleans, names `true` and `false`
/// among its possible values, as `str2bool` and clap's boolean value
/// parsers do: the values the replay spells a boolean with.
fn names_true_and_false(parser: &clap::builder::ValueParser) -> bool {
    let Some(values) = parser.possible_values() else {
        return false;
    };
    let (mut yes, mut no) = (false, false);
    for value in values {
        yes |= value.matches("true", false);
        no |= value.matches("false", false);
    }
    yes && no
}

/// Each of `argv`, written lossily.
fn lossy(argv: Vec<OsString>) -> Vec<String> {
    argv.into_iter().map(|a| a.to_string_lossy().into_owned()).collect()
}

/// The canonical spelling of `arg`'s value in `matches`; `negative` gives
/// the negation's long name of a pair flag, in two parts (see
/// `ArgSpec::negative_parts`), where it holds `false`; `extend`: `arg` is
/// an extend flag, one list whatever its occurrences.
///
/// A value goes after `--long=` (clap takes what follows the `=` as the
/// value, whatever it is). A short-only option's value goes right after
/// its letter, as compilers' sub-tools read it (`-DFOO`, not `-D=FOO`,
/// which they read as `=FOO`), but as a word of its own where it is empty
/// or starts with `=` (`-D` `=x`: attached, clap would take an `=` away
/// where a sub-tool would not), and after `-s=` where the option requires
/// `=`.
fn canonical_argv<'a>(
    arg: &Arg,
    negative: impl FnOnce() -> Option<(&'a str, &'a str)>,
    extend: bool,
    matches: &ArgMatches,
) -> Vec<OsString> {
    let id = arg.get_id().as_str();
    let mut short = [0u8; 4];
    let (dashes, name) = match (arg.get_long(), arg.get_short()) {
        (Some(long), _) => ("--", long),
        (None, Some(short_name)) => ("-", &*short_name.encode_utf8(&mut short)),
        (None, None) => return Vec::new(),
    };
    // The flag, and `=value` after it where there is one: one allocation a
    // token (this runs for every flag set).
    let attached = dashes == "-" && !arg.is_require_equals_set();
    let token = |value: Option<&OsStr>| {
        let mut token = OsString::with_capacity(dashes.len() + name.len() + value.map_or(0, |v| 1 + v.len()));
        token.push(dashes);
        token.push(name);
        if let Some(value) = value {
            if !attached {
                token.push("=");
            }
            token.push(value);
        }
        token
    };
    // The flag with one value: one token, but a short-only option's empty
    // value or one that starts with `=`, which is a word of its own.
    let spell = |out: &mut Vec<OsString>, value: &OsStr| {
        if attached && (value.is_empty() || value.as_encoded_bytes().starts_with(b"=")) {
            out.push(token(None));
            out.push(value.to_os_string());
        } else {
            out.push(token(Some(value)));
        }
    };
    match arg.get_action() {
        ArgAction::SetTrue | ArgAction::SetFalse => {
            let value = matches
                .try_get_one::<bool>(id)
                .ok()
                .flatten()
                .copied()
                .unwrap_or_default();
            let set = matches!(arg.get_action(), ArgAction::SetTrue) == value;
            match (set, if set { None } else { negative() }) {
                (true, _) => vec![token(None)],
                (false, Some((prefix, rest))) => vec![["--", prefix, rest].concat().into()],
                // Not a pair and holding its unset value (only the environment
                // can do that): no command-line spelling says so, `--X=false`
                // would be rejected, and leaving it out gives the same value.
                (false, None) => Vec::new(),
            }
        }
        ArgAction::Count => {
            let count = matches
                .try_get_one::<u8>(id)
                .ok()
                .flatten()
                .copied()
                .unwrap_or_default();
            vec![token(None); usize::from(count)]
        }
        _ => {
            let per_occurrence = arg.get_num_args().map_or(1, |r| r.max_values());
            let at_least = arg.get_num_args().map_or(1, |r| r.min_values());
            let append = matches!(arg.get_action(), ArgAction::Append);
            // Borrowed from clap's raw values where they are the text: each
            // token below is then the one allocation a value costs.
            // A boolean value is spelled `true` or `false`, whatever the
            // user typed (`--check=no`), where the value parser names both
            // among its values (`str2bool`, clap's boolean parsers); the
            // value parser's type says where clap holds booleans, without a
            // search of the matches. Another parser of booleans (`on` and
            // `off` mapped) may reject them: its values are spelled as given.
            let parser = arg.get_value_parser();
            let booleans = (parser.type_id() == TypeId::of::<bool>() && names_true_and_false(parser))
                .then(|| matches.try_get_many::<bool>(id).ok().flatten())
                .flatten();
            let values: Vec<Cow<'_, OsStr>> = match booleans {
                Some(values) => values
                    .map(|b| Cow::Borrowed(OsStr::new(if *b { "true" } else { "false" })))
                    .collect(),
                None => matches
                    .get_raw(id)
                    .map(|raw| raw.map(Cow::Borrowed).collect())
                    .unwrap_or_default(),
            };
            // A list whose occurrences may be given bare keeps each
            // occurrence (`--opt a --opt` is `[[a], []]`).
            let bare_occurrences = append && at_least == 0;
            if values.is_empty() && !bare_occurrences {
                // Given without a value (`--level` for `num_args(0..=1)`).
                return vec![token(None)];
            }
            // Several values after one flag end at its value terminator,
            // where it has one (`--exec echo x ';'`): else a flag replayed
            // after them would be read as one more value.
            let terminator = arg.get_value_terminator().map(|t| OsString::from(t.as_str()));
            // The values joined at the delimiter `delimiter` (`a,b`), which
            // clap splits again: no value it split holds it.
            let joined = |values: &[Cow<'_, OsStr>], delimiter: char| {
                let mut joined = OsString::new();
                for (i, value) in values.iter().enumerate() {
                    if i > 0 {
                        joined.push(delimiter.to_string());
                    }
                    joined.push(value);
                }
                joined
            };
            // One occurrence of an option that may take several values.
            let occurrence = |out: &mut Vec<OsString>, values: Vec<Cow<'_, OsStr>>| {
                // Values split at a delimiter: joined again, attached, so
                // that one that starts with `-` is not read as a flag
                // (`--inc=a,-b`, not `--inc a -b`).
                if let Some(delimiter) = arg.get_value_delimiter().filter(|_| values.len() > 1 && at_least <= 1) {
                    return spell(out, &joined(&values, delimiter));
                }
                match values.as_slice() {
                    // One value: attached, which clap reads as that value
                    // whatever it looks like (`--passes=-z`, `--passes=--`).
                    [value] if at_least <= 1 => spell(out, value),
                    _ => {
                        out.push(token(None));
                        out.extend(values.into_iter().map(Cow::into_owned));
                        out.extend(terminator.clone());
                    }
                }
            };
            // Whether an occurrence may hold several values: it takes
            // several, or splits one at its delimiter.
            let several = per_occurrence > 1 || arg.get_value_delimiter().is_some() || bare_occurrences;
            if several && !append {
                // One occurrence (a second would replace the first), its
                // values together (`--list=a,b`).
                let mut out = Vec::new();
                occurrence(&mut out, values);
                out
            } else if several && !extend {
                // A list whose occurrences may hold several values (`--define
                // K V` repeated, `--exec echo x ; --exec ls ;`, or values
                // split at a delimiter, `--inc a,b --inc c`, or given
                // bare, `--opt a --opt`): each
                // occurrence as it was, for re-reading (clap's
                // `get_occurrences`, a derived `Vec<Vec<T>>`) and for a job
                // that takes each as a whole, spelled as above (one with no
                // value too ends at the terminator). An extend flag is one
                // list (one or more values at each occurrence):
                // `--flag=value` once per value.
                let sizes = matches
                    .get_raw_occurrences(id)
                    .into_iter()
                    .flatten()
                    .map(Iterator::count);
                let mut values = values.into_iter();
                let mut out = Vec::new();
                for size in sizes {
                    occurrence(&mut out, values.by_ref().take(size).collect());
                }
                out
            } else {
                let mut out = Vec::with_capacity(values.len());
                for value in &values {
                    spell(&mut out, value);
                }
                out
            }
        }
    }
}

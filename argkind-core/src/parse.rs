//! The derive-API entry points: what replaces `Cli::parse()`.

use std::ffi::OsString;

use clap::{CommandFactory, FromArgMatches};

use crate::command::ArgKindCommand;
use crate::error::Error;
use crate::facts::Facts;
use crate::spec::ArgKinds;

/// The values of a parse and its [`Facts`].
#[derive(Clone, Debug)]
pub struct Parsed<T> {
    /// The parsed values, as clap's `FromArgMatches` built them.
    pub value: T,
    /// Which flags the user set, the deprecations they used and the argv to
    /// replay to each job.
    pub facts: Facts,
}

/// The [`ArgKindCommand`] of a type deriving clap's `Parser` (or
/// `CommandFactory`) and `ArgKinds`.
///
/// # Panics
///
/// In debug builds, on a definition error (see [`ArgKindCommand::new`]).
pub fn command<T: CommandFactory + ArgKinds>() -> ArgKindCommand {
    ArgKindCommand::new(T::command(), T::command_spec())
}

/// Parses `argv` (program name first) into `T`: the argkind replacement for
/// clap's `T::try_parse_from`.
///
/// # Errors
///
/// * [`Error::Surface`] for `--help-hidden` and `--help-hidden-list`: the
///   styled text to print on stdout, exit status 0.
/// * [`Error::Clap`] for clap's own `--help`, `-h`, `help SUB` and
///   `--version` (kind `DisplayHelp` or `DisplayVersion`: stdout, exit
///   status 0), drawn by clap with non-public flags hidden; and for bad
///   input (exit status 2), including a value clap's `FromArgMatches`
///   rejects.
///
/// # Panics
///
/// In debug builds, on a definition error (see [`ArgKindCommand::new`]).
///
/// ```
/// use clap::Parser;
/// use argkind_core::{ArgKinds, CommandSpec, ArgSpec, ArgKind};
///
/// #[derive(Parser)]
/// struct Cli {
///     #[arg(long)]
///     dump: Option<String>,
/// }
/// impl ArgKinds for Cli {
///     fn augment_kinds(spec: &mut CommandSpec) {
///         spec.insert_arg("dump", ArgKind::Hidden);
///     }
/// }
///
/// let parsed = argkind_core::try_parse_from::<Cli>(["tool", "--dump", "d"]).unwrap();
/// assert_eq!(parsed.value.dump.as_deref(), Some("d"));
/// assert!(parsed.facts.is_used("dump"));
/// ```
pub fn try_parse_from<T>(argv: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> Result<Parsed<T>, Error>
where
    T: CommandFactory + FromArgMatches + ArgKinds,
{
    // Used for this parse only: prepared as far as the command line needs.
    let mut cmd = ArgKindCommand::lazy(T::command, T::command_spec());
    try_parse_with(&mut cmd, argv)
}

/// [`try_parse_from`] with a command built before (by [`command`]), which the
/// application keeps for what it does after the parse (its registry, man
/// pages, completions), so that the process builds it once.
///
/// # Errors
///
/// As [`try_parse_from`].
///
/// ```
/// use clap::Parser;
/// use argkind_core::{ArgKinds, CommandSpec, ArgKind};
///
/// #[derive(Parser)]
/// struct Cli {
///     #[arg(long)]
///     internal_dump: bool,
/// }
/// impl ArgKinds for Cli {
///     fn augment_kinds(_: &mut CommandSpec) {}
/// }
///
/// let mut cmd = argkind_core::command::<Cli>();
/// let parsed = argkind_core::try_parse_with::<Cli>(&mut cmd, ["tool", "--internal-dump"]).unwrap();
/// assert!(parsed.value.internal_dump);
/// assert_eq!(cmd.registry().get("internal_dump").unwrap().kind(), ArgKind::Internal);
/// ```
pub fn try_parse_with<T>(
    cmd: &mut ArgKindCommand,
    argv: impl IntoIterator<Item = impl Into<OsString> + Clone>,
) -> Result<Parsed<T>, Error>
where
    T: FromArgMatches,
{
    let (mut matches, facts) = cmd.try_get_matches_from(argv)?.into_parts();
    match T::from_arg_matches_mut(&mut matches) {
        Ok(value) => Ok(Parsed { value, facts }),
        Err(err) => {
            // The facts share the command until their jobs are asked for:
            // dropped first, the command is formatted with uncopied.
            drop(facts);
            Err(cmd.format_error(err).into())
        }
    }
}

/// [`try_parse_from`] on the process's arguments.
///
/// # Errors
///
/// As [`try_parse_from`].
///
/// # Panics
///
/// In debug builds, on a definition error (see [`ArgKindCommand::new`]).
pub fn try_parse<T>() -> Result<Parsed<T>, Error>
where
    T: CommandFactory + FromArgMatches + ArgKinds,
{
    try_parse_from(std::env::args_os())
}

/// Parses `argv` into `T`; on error prints the message and exits (status 2
/// for bad input, 0 for a help surface); on success prints the deprecation
/// warnings to stderr, once each.
///
/// # Panics
///
/// In debug builds, on a definition error (see [`ArgKindCommand::new`]).
/// A warning stderr cannot take (closed, full) is left unsaid.
pub fn parse_from<T>(argv: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> Parsed<T>
where
    T: CommandFactory + FromArgMatches + ArgKinds,
{
    or_exit(try_parse_from(argv))
}

/// [`try_parse_with`] on the process's arguments; on error prints the message
/// and exits (status 2 for bad input, 0 for a help surface); on success
/// prints the deprecation warnings to stderr, once each.
///
/// # Panics
///
/// In debug builds, on a definition error clap finds at the parse (see
/// [`ArgKindCommand::try_get_matches_from`]). A warning stderr cannot take
/// (closed, full) is left unsaid.
pub fn parse_with<T: FromArgMatches>(cmd: &mut ArgKindCommand) -> Parsed<T> {
    or_exit(try_parse_with(cmd, std::env::args_os()))
}

/// The values of `result`, after printing its deprecation warnings; else
/// its message, and the process exits with its status.
fn or_exit<T>(result: Result<Parsed<T>, Error>) -> Parsed<T> {
    match result {
        Ok(parsed) => {
            parsed.facts.print_deprecations();
            parsed
        }
        Err(err) => err.exit(),
    }
}

/// [`parse_from`] on the process's arguments: the argkind replacement for
/// clap's `Cli::parse()`.
///
/// # Panics
///
/// In debug builds, on a definition error (see [`ArgKindCommand::new`]).
/// A warning stderr cannot take (closed, full) is left unsaid.
pub fn parse<T>() -> Parsed<T>
where
    T: CommandFactory + FromArgMatches + ArgKinds,
{
    parse_from(std::env::args_os())
}

//! What clap's parse tells argkind while it reads: which of argkind's help
//! surfaces it stopped at, and in which (sub)command.
//!
//! `--help-hidden` and `--help-hidden-list` are clap flags whose value
//! parser ([`SurfaceParser`]) fails on purpose when clap reads the flag:
//! clap then stops at that token, as it stops at its own `--help`, and the
//! parser leaves a note of the request on the thread, which the entry point
//! takes after the parse.

use std::cell::Cell;
use std::ffi::OsStr;

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Arg, Command};

/// A help surface of argkind's that the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SurfaceRequest {
    /// `--help-hidden`.
    HelpHidden,
    /// `--help-hidden-list`.
    HelpHiddenList,
}

thread_local! {
    /// The request clap stopped at in this thread's current parse, with the
    /// address of the (sub)command it was read in.
    static REQUEST: Cell<Option<(SurfaceRequest, usize)>> = const { Cell::new(None) };
}

/// Forgets any request: called before each parse.
pub(crate) fn clear() {
    REQUEST.with(|r| r.set(None));
}

/// The request the last parse stopped at, if any, with the address of the
/// command it was read in; forgets it.
pub(crate) fn take() -> Option<(SurfaceRequest, usize)> {
    REQUEST.with(Cell::take)
}

/// The value parser of a surface flag: `false` (its default) parses, `true`
/// (the flag given) stops the parse and notes the request.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SurfaceParser(pub(crate) SurfaceRequest);

impl TypedValueParser for SurfaceParser {
    type Value = bool;

    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<bool, clap::Error> {
        self.parse_ref_(cmd, arg, value, ValueSource::CommandLine)
    }

    fn parse_ref_(
        &self,
        cmd: &Command,
        _arg: Option<&Arg>,
        value: &OsStr,
        source: ValueSource,
    ) -> Result<bool, clap::Error> {
        if value == "false" || source == ValueSource::DefaultValue {
            return Ok(false);
        }
        REQUEST.with(|r| r.set(Some((self.0, std::ptr::from_ref(cmd) as usize))));
        Err(clap::Error::new(ErrorKind::DisplayHelp))
    }
}

//! The error of an argkind parse: a clap error, or a surface to print.

use std::io::Write as _;

use clap::error::ErrorKind;

/// Why a parse did not produce values.
///
/// Either a clap error (bad input, or clap's own `--version`), or a help
/// surface argkind rendered (`--help`, `-h`, `--help-hidden`,
/// `--help-hidden-list`), which, like clap's `--help`, goes to stdout with
/// exit status 0. [`exit`](Error::exit) does the right thing for each.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A clap error: its message (with a usage line that obeys S9) goes to
    /// stderr with exit status 2, or, for clap's display kinds, to stdout with 0.
    #[error(transparent)]
    Clap(#[from] clap::Error),
    /// A rendered help surface (S5): printed to stdout, exit status 0.
    #[error("{0}")]
    Surface(String),
}

impl Error {
    /// The clap error kind; [`ErrorKind::DisplayHelp`] for a surface.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Clap(err) => err.kind(),
            Error::Surface(_) => ErrorKind::DisplayHelp,
        }
    }

    /// Whether the message belongs on stderr (every real error) rather than
    /// stdout (help surfaces, `--version`).
    pub fn use_stderr(&self) -> bool {
        match self {
            Error::Clap(err) => err.use_stderr(),
            Error::Surface(_) => false,
        }
    }

    /// The exit status: 2 for bad input, 0 for a surface.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Clap(err) => err.exit_code(),
            Error::Surface(_) => 0,
        }
    }

    /// Prints the message where it belongs (see [`use_stderr`](Self::use_stderr)).
    ///
    /// # Errors
    ///
    /// The I/O error of writing to stdout or stderr.
    pub fn print(&self) -> std::io::Result<()> {
        match self {
            Error::Clap(err) => err.print(),
            Error::Surface(text) => {
                let mut out = std::io::stdout().lock();
                out.write_all(text.as_bytes())?;
                out.flush()
            }
        }
    }

    /// Prints the message and exits the process with [`exit_code`](Self::exit_code).
    pub fn exit(&self) -> ! {
        match self {
            Error::Clap(err) => err.exit(),
            Error::Surface(_) => {
                let _ = self.print();
                std::process::exit(self.exit_code())
            }
        }
    }
}

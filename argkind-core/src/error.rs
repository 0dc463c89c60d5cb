//! The error of an argkind parse: a clap error, or a surface to print.

use std::io::Write as _;

use clap::builder::StyledStr;
use clap::error::ErrorKind;
use clap::ColorChoice;

/// Why a parse did not produce values.
///
/// Either a clap error (bad input, or clap's own `--help`, `-h`, `help SUB`
/// and `--version`, which clap draws from the command argkind prepared), or
/// one of the two surfaces argkind renders itself (`--help-hidden`,
/// `--help-hidden-list`), which, like clap's `--help`, goes to stdout with
/// exit status 0. [`exit`](Error::exit) does the right thing for each.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A clap error: its message (with a usage line that names PUBLIC flags
    /// only) goes to stderr with exit status 2, or, for clap's display kinds,
    /// to stdout with 0.
    #[error(transparent)]
    Clap(#[from] clap::Error),
    /// A rendered help surface (`--help-hidden`, `--help-hidden-list`),
    /// styled with the command's `Styles`, and the command's colour choice
    /// for printing it (clap's `Command::get_color`, `Never` when the
    /// command disables coloured help). [`print`](Error::print) writes it
    /// to stdout the way clap writes its help; exit status 0. `Display` is
    /// the plain text.
    #[error("{0}")]
    Surface(StyledStr, ColorChoice),
}

impl Error {
    /// The clap error kind; [`ErrorKind::DisplayHelp`] for a surface.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Clap(err) => err.kind(),
            Error::Surface(..) => ErrorKind::DisplayHelp,
        }
    }

    /// Whether the message belongs on stderr (every real error) rather than
    /// stdout (help surfaces, `--version`).
    pub fn use_stderr(&self) -> bool {
        match self {
            Error::Clap(err) => err.use_stderr(),
            Error::Surface(..) => false,
        }
    }

    /// The exit status: 2 for bad input, 0 for a surface.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Clap(err) => err.exit_code(),
            Error::Surface(..) => 0,
        }
    }

    /// Prints the message where it belongs (see [`use_stderr`](Self::use_stderr)),
    /// as clap prints its own: styled on a terminal, plain when piped, and
    /// `NO_COLOR`, `CLICOLOR` and `CLICOLOR_FORCE` obeyed (unless the
    /// command's colour choice is `Always` or `Never`).
    ///
    /// # Errors
    ///
    /// The I/O error of writing to stdout or stderr.
    pub fn print(&self) -> std::io::Result<()> {
        match self {
            Error::Clap(err) => err.print(),
            Error::Surface(text, color) => print_styled(text, *color),
        }
    }

    /// Prints the message and exits the process with [`exit_code`](Self::exit_code).
    pub fn exit(&self) -> ! {
        match self {
            Error::Clap(err) => err.exit(),
            Error::Surface(..) => {
                let _ = self.print();
                std::process::exit(self.exit_code())
            }
        }
    }
}

/// Writes `text` to stdout as clap writes its help with colour choice
/// `color`: through anstream with the `color` feature, as it is without.
fn print_styled(text: &StyledStr, color: ColorChoice) -> std::io::Result<()> {
    let stdout = std::io::stdout().lock();
    #[cfg(feature = "color")]
    let mut out = anstream::AutoStream::new(
        stdout,
        match color {
            ColorChoice::Always => anstream::ColorChoice::Always,
            ColorChoice::Auto => anstream::ColorChoice::Auto,
            ColorChoice::Never => anstream::ColorChoice::Never,
        },
    );
    #[cfg(not(feature = "color"))]
    let mut out = {
        // Without `color`, clap writes its help as it is, whatever the choice.
        let _ = color;
        stdout
    };
    out.write_all(crate::surface::styled_text(text).as_bytes())?;
    out.flush()
}

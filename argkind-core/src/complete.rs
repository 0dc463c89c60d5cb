//! Shell completion scripts that obey the tiers, through `clap_complete`.

use std::io::{self, Write};

use clap_complete::Generator;

use crate::command::ArgKindCommand;
use crate::shown::Tiers;

impl ArgKindCommand {
    /// Writes the completion script `generator` makes for the program
    /// `bin_name` to `out`: PUBLIC flags only, with the negative spelling
    /// of every PUBLIC pair flag (`--no-X`, `--disable-X`) listed as a flag
    /// of its own, described `Negation of --X` unless it has a help text of
    /// its own.
    ///
    /// `generator` is a [`Shell`](crate::Shell) (bash, zsh, fish, elvish,
    /// powershell) or any other `clap_complete` generator. Plain
    /// `clap_complete` lists hidden flags in its scripts; the command it is
    /// handed here holds no flag of another tier at all (see
    /// [`surface_command`](Self::surface_command)).
    ///
    /// # Errors
    ///
    /// The I/O error of writing to `out` (a closed pipe, a full disk).
    ///
    /// ```
    /// use argkind_core::{ArgKind, ArgKindCommand, CommandSpec, Shell};
    /// use clap::{Arg, ArgAction, Command};
    ///
    /// let cmd = ArgKindCommand::new(
    ///     Command::new("tool")
    ///         .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
    ///         .arg(Arg::new("dump").long("dump")),
    ///     CommandSpec::new().arg("dump", ArgKind::Hidden),
    /// );
    /// let mut script = Vec::new();
    /// cmd.completions(Shell::Bash, "tool", &mut script).unwrap();
    /// let script = String::from_utf8(script).unwrap();
    /// assert!(script.contains("--fast"));
    /// assert!(!script.contains("--dump"));
    /// ```
    pub fn completions<G: Generator>(
        &self,
        generator: G,
        bin_name: impl Into<String>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        self.completions_with(generator, bin_name, Tiers::PUBLIC, out)
    }

    /// Like [`completions`](Self::completions), listing the flags of
    /// `tiers` (and the negative spellings of their pair flags): for a
    /// developer build, [`Tiers::DEVELOPER`]. HARG flags are never listed.
    ///
    /// # Errors
    ///
    /// The I/O error of writing to `out`.
    pub fn completions_with<G: Generator>(
        &self,
        generator: G,
        bin_name: impl Into<String>,
        tiers: Tiers,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let mut cmd = self.completion_command(tiers);
        cmd.set_bin_name(bin_name);
        cmd.build();
        // Some generators panic on a write error (fish): render in memory,
        // where writing cannot fail, and hand the error of `out` back.
        let mut script = Vec::new();
        generator.try_generate(&cmd, &mut script)?;
        out.write_all(&script)
    }
}

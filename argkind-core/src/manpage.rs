//! Man pages that obey the tiers, through `clap_mangen`.

use std::io::{self, Write};
use std::path::Path;

use clap_mangen::Man;

use crate::command::ArgKindCommand;
use crate::shown::Tiers;

impl ArgKindCommand {
    /// Writes the man page (roff) of the root command to `out`: PUBLIC
    /// flags only, and no section left empty by the flags it leaves out.
    ///
    /// The page is `clap_mangen`'s: NAME, SYNOPSIS, DESCRIPTION, OPTIONS
    /// (one section per help heading that holds a PUBLIC flag),
    /// SUBCOMMANDS, VERSION, AUTHORS. A subcommand's page comes from
    /// [`man`](Self::man); every page at once from
    /// [`generate_man_pages_to`](Self::generate_man_pages_to).
    ///
    /// # Errors
    ///
    /// The I/O error of writing to `out`.
    ///
    /// ```
    /// use argkind_core::{ArgKind, ArgKindCommand, CommandSpec};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = ArgKindCommand::new(
    ///     Command::new("tool")
    ///         .arg(Arg::new("target").long("target").help("Hardware to compile for"))
    ///         .arg(Arg::new("dump").long("dump").help("Debug dump directory")),
    ///     CommandSpec::new().arg("dump", ArgKind::Hidden),
    /// );
    /// let mut page = Vec::new();
    /// cmd.man_page(&mut page).unwrap();
    /// let page = String::from_utf8(page).unwrap();
    /// assert!(page.contains("Hardware to compile for"));
    /// assert!(!page.contains("dump"));
    /// ```
    pub fn man_page(&self, out: &mut dyn Write) -> io::Result<()> {
        Man::new(self.surface_command(Tiers::PUBLIC)).render(out)
    }

    /// The `clap_mangen` page of the (sub)command at `path` (names below the
    /// root; `&[]` for the root), showing the flags of `tiers`; `None` when
    /// no subcommand has that path, or it is hidden (clap's `hide`) and
    /// `tiers` does not hold HIDDEN.
    ///
    /// Set the page's title, section, date or manual on the returned
    /// [`Man`], then `render` it. A subcommand's page is titled with its
    /// display name (`tool-sub`), as `clap_mangen` names it.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec, Tiers};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = ArgKindCommand::new(
    ///     Command::new("tool").subcommand(Command::new("run").arg(Arg::new("fast").long("fast"))),
    ///     CommandSpec::new(),
    /// );
    /// let mut page = Vec::new();
    /// cmd.man(&["run"], Tiers::PUBLIC).unwrap().render(&mut page).unwrap();
    /// assert!(String::from_utf8(page).unwrap().contains("fast"));
    /// assert!(cmd.man(&["nothing"], Tiers::PUBLIC).is_none());
    /// ```
    pub fn man(&self, path: &[&str], tiers: Tiers) -> Option<Man> {
        let mut cmd = self.surface_command(tiers);
        cmd.build();
        let mut at = &cmd;
        for name in path {
            at = at.find_subcommand(name)?;
        }
        Some(Man::new(at.clone()))
    }

    /// Writes one page per (sub)command into the directory `dir`, showing
    /// the flags of `tiers`, as `clap_mangen::generate_to` does: `tool.1`,
    /// `tool-sub.1`, ...; hidden subcommands and clap's `help` get none.
    ///
    /// # Errors
    ///
    /// The I/O error of creating a file in `dir` or writing to it.
    pub fn generate_man_pages_to(&self, dir: impl AsRef<Path>, tiers: Tiers) -> io::Result<()> {
        clap_mangen::generate_to(self.surface_command(tiers), dir)
    }
}

//! The two surfaces argkind adds to clap's `--help` (contract S5).

use std::fmt::Write as _;

use crate::kind::ArgKind;
use crate::registry::{Record, Registry};

/// One S5 line: `format!("{:<15} {:<8} --{}: {}", column1, kind, long, help)`,
/// where column1 is the context, or the flag's id where the context is empty.
fn line(out: &mut String, record: &Record) {
    let column1 = if record.context().is_empty() {
        record.id()
    } else {
        record.context()
    };
    let _ = write!(
        out,
        "{:<15} {:<8} --{}: {}",
        column1,
        record.kind(),
        record.name(),
        record.help()
    );
}

/// Renders `--help-hidden` (S5): `usage`, a blank line, then one line per
/// HIDDEN and EARG record of `registry`, in registry order, or the line
/// `No hidden or experimental flags.` when there is none. `usage` is the
/// command's usage line as clap renders it (`Usage: tool sub [OPTIONS]`).
///
/// ```
/// # use argkind_core::{render_help_hidden, ArgKind, ArgKindCommand, CommandSpec};
/// # use clap::{Arg, Command};
/// let cmd = ArgKindCommand::new(
///     Command::new("tool").arg(Arg::new("dump").long("dump").help("Dump directory")),
///     CommandSpec::new().arg("dump", ArgKind::Hidden),
/// );
/// let text = render_help_hidden("Usage: tool [OPTIONS]", &cmd.registry());
/// assert_eq!(text, "Usage: tool [OPTIONS]\n\ndump            HIDDEN   --dump: Dump directory\n");
/// ```
pub fn render_help_hidden(usage: &str, registry: &Registry) -> String {
    let mut out = String::new();
    out.push_str(usage.trim_end());
    out.push_str("\n\n");
    let mut listed = false;
    for record in registry
        .iter()
        .filter(|r| matches!(r.kind(), ArgKind::Hidden | ArgKind::Earg))
    {
        line(&mut out, record);
        out.push('\n');
        listed = true;
    }
    if !listed {
        out.push_str("No hidden or experimental flags.\n");
    }
    out
}

/// Renders `--help-hidden-list` (S5): one line per INTERNAL record of
/// `registry`, each followed by ` (default: D)`, D being the default as clap
/// would show it, or `None`; the line `No internal flags.` when there is
/// none.
///
/// ```
/// # use argkind_core::{render_help_hidden_list, ArgKindCommand, CommandSpec};
/// # use clap::{Arg, Command};
/// let cmd = ArgKindCommand::new(
///     Command::new("tool").arg(Arg::new("jobs").long("jobs")),
///     CommandSpec::new(),
/// );
/// assert_eq!(render_help_hidden_list(&cmd.registry()), "No internal flags.\n");
/// ```
pub fn render_help_hidden_list(registry: &Registry) -> String {
    let mut out = String::new();
    for record in registry.of_kind(ArgKind::Internal) {
        line(&mut out, record);
        let _ = writeln!(out, " (default: {})", record.default().unwrap_or("None"));
    }
    if out.is_empty() {
        out.push_str("No internal flags.\n");
    }
    out
}

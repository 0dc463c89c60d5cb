//! The two surfaces argkind adds to clap's `--help`: `--help-hidden` and
//! `--help-hidden-list`.

use std::fmt::Write as _;

use clap::builder::{StyledStr, Styles};

use crate::kind::{ArgKind, Surface};
use clap::parser::ValueSource;

use crate::registry::{Record, Registry};
use crate::shown::Tiers;
use crate::source::Provenance;

/// One surface line: `format!("{:<15} {:<8} --{}: {}", column1, kind, long,
/// help)`, where column1 is the context, or the flag's id where the context
/// is empty (for a pair's negation that is an entry of its own, the pair
/// flag's: it is listed in its flag's context); `--long` is styled as clap
/// styles a literal. A flag with no long name is written as it is typed,
/// `-s`, and a positional by its id. A pair flag whose negation is no entry
/// of its own (`own_entries` lists the pair flags whose negation is one)
/// ends its help with `[negation: --no-x]`, styled, as its entry in
/// `--help` does: the surface is where a developer finds the flag, and so
/// its negation.
fn line(out: &mut StyledStr, record: Record<'_>, styles: &Styles, own_entries: &[&str]) {
    let column1 = if record.context().is_empty() {
        record.negates().unwrap_or(record.id())
    } else {
        record.context()
    };
    let mut short = [0u8; 4];
    let (dashes, name) = match (record.long(), record.short()) {
        (Some(long), _) => ("--", long),
        (None, Some(letter)) => ("-", &*letter.encode_utf8(&mut short)),
        (None, None) => ("", record.id()),
    };
    let literal = styles.get_literal();
    let _ = write!(
        out,
        "{:<15} {:<8} {}{dashes}{name}{}: {}",
        column1,
        record.kind(),
        literal.render(),
        literal.render_reset(),
        one_line(record.help())
    );
    if let Some(negation) = record.negation().filter(|_| !own_entries.contains(&record.id())) {
        let _ = write!(out, " {}", crate::level::styled_negation_note(negation, styles));
    }
}

/// `help` on one line, as a surface lists each flag on one: its lines
/// (paragraphs too) joined by a space, each without the white space around
/// it.
fn one_line(help: &str) -> std::borrow::Cow<'_, str> {
    if !help.contains(['\n', '\r']) {
        return help.into();
    }
    let lines: Vec<&str> = help.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    lines.join(" ").into()
}

/// The ids of the pair flags of `registry` whose negation is a record of
/// its own.
fn negated_by_own_entries(registry: &Registry) -> Vec<&str> {
    registry.iter().filter_map(|record| record.negates()).collect()
}

/// The text of `styled` with its styling, as clap writes it to a terminal.
pub(crate) fn styled_text(styled: &StyledStr) -> String {
    #[cfg(feature = "color")]
    return styled.ansi().to_string();
    #[cfg(not(feature = "color"))]
    return styled.to_string();
}

/// The usage line `usage` (`Usage: tool [OPTIONS]`, as clap renders it with
/// `styles`) without its title: what `Command::override_usage` takes, and
/// adds the title to again.
pub(crate) fn usage_body(usage: &StyledStr, styles: &clap::builder::Styles) -> StyledStr {
    // `Usage: ` as clap styles it.
    let style = styles.get_usage();
    let title = format!("{}Usage:{} ", style.render(), style.render_reset());
    let usage = styled_text(usage);
    // Plain when clap has its `color` feature (through another crate) but
    // argkind does not: then `Display` strips the title's styles.
    let body = usage
        .strip_prefix(title.as_str())
        .or_else(|| usage.strip_prefix("Usage: "))
        .unwrap_or(&usage);
    StyledStr::from(body.to_owned())
}

/// Renders `--help-hidden`: `usage`, a blank line, then one line per HIDDEN
/// and EARG record of `registry`, in registry order, or the line `No hidden
/// or experimental flags.` when there is none; a pair flag's line ends with
/// `[negation: --no-x]` where its negation is no record of its own (as its
/// `--help` entry would). `usage` is the command's
/// usage line as clap renders it (`Usage: tool sub [OPTIONS]`, from
/// `Command::render_usage`); `styles` are the command's (`Command::get_styles`),
/// which style each flag as a literal.
///
/// The result's `Display` is the plain text; clap's `StyledStr::ansi` gives
/// the styled one.
///
/// ```
/// # use argkind_core::{render_help_hidden, ArgKind, ArgKindCommand, CommandSpec};
/// # use clap::builder::{StyledStr, Styles};
/// # use clap::{Arg, Command};
/// let cmd = ArgKindCommand::new(
///     Command::new("tool").arg(Arg::new("dump").long("dump").help("Dump directory")),
///     CommandSpec::new().arg("dump", ArgKind::Hidden),
/// );
/// let usage = StyledStr::from("Usage: tool [OPTIONS]");
/// let text = render_help_hidden(&usage, &cmd.registry(), &Styles::plain());
/// assert_eq!(text.to_string(), "Usage: tool [OPTIONS]\n\ndump            HIDDEN   --dump: Dump directory\n");
/// ```
pub fn render_help_hidden(usage: &StyledStr, registry: &Registry, styles: &Styles) -> StyledStr {
    help_hidden(usage, registry, &[], styles)
}

/// A subcommand whose flags a surface lists after its command's, where the
/// command flattens its subcommands' help (`Command::flatten_help`), as
/// clap's `--help` does: under the heading clap gives it there
/// (`tool sub:`), its records but for the global arguments, which clap's
/// flattened help lists with the command that declares them only.
pub(crate) struct Flattened {
    /// The heading: the subcommand's usage name (`tool sub`).
    pub(crate) heading: String,
    /// The subcommand's records of the surface's tiers.
    pub(crate) registry: Registry,
    /// The ids of the global arguments of the subcommand and of the
    /// commands enclosing it.
    pub(crate) globals: Vec<String>,
}

/// [`render_help_hidden`], followed by the records of each subcommand of
/// `flattened`, under its heading.
pub(crate) fn help_hidden(
    usage: &StyledStr,
    registry: &Registry,
    flattened: &[Flattened],
    styles: &Styles,
) -> StyledStr {
    let mut out = StyledStr::new();
    out.push_str(styled_text(usage).trim_end());
    out.push_str("\n\n");
    let hidden = |kind: ArgKind| kind.is_shown_on(Surface::HelpHidden);
    let listed = lines(&mut out, registry, flattened, styles, hidden, |_, _| {});
    if !listed {
        out.push_str("No hidden or experimental flags.\n");
    }
    out
}

/// Renders `--help-hidden-list`: one line per INTERNAL record of
/// `registry`, each followed by ` (default: D)`, D being the default as clap
/// would show it, or `None` (after the note `[negation: --no-x]` on a pair
/// flag whose negation is no record of its own); the line `No internal flags.` when there is
/// none. Each flag is styled as `styles` (the command's) style a literal.
///
/// ```
/// # use argkind_core::{render_help_hidden_list, ArgKindCommand, CommandSpec};
/// # use clap::builder::Styles;
/// # use clap::{Arg, Command};
/// let cmd = ArgKindCommand::new(
///     Command::new("tool").arg(Arg::new("jobs").long("jobs")),
///     CommandSpec::new(),
/// );
/// let text = render_help_hidden_list(&cmd.registry(), &Styles::plain());
/// assert_eq!(text.to_string(), "No internal flags.\n");
/// ```
pub fn render_help_hidden_list(registry: &Registry, styles: &Styles) -> StyledStr {
    help_hidden_list(registry, &[], styles)
}

/// [`render_help_hidden_list`], followed by the records of each subcommand
/// of `flattened`, under its heading.
pub(crate) fn help_hidden_list(registry: &Registry, flattened: &[Flattened], styles: &Styles) -> StyledStr {
    let mut out = StyledStr::new();
    let internal = |kind: ArgKind| kind.is_shown_on(Surface::HelpHiddenList);
    let listed = lines(&mut out, registry, flattened, styles, internal, |out, record| {
        if !record.is_default_hidden() {
            let _ = write!(out, " (default: {})", record.default().unwrap_or("None"));
        }
    });
    if !listed {
        out.push_str("No internal flags.\n");
    }
    out
}

/// Writes to `out` a [`line`] for each record of `registry` whose tier
/// `shown` accepts, each ended by `end` and a newline, then for each
/// subcommand of `flattened` with such a record that is no global, a blank
/// line, its heading styled as clap styles a heading, and its lines.
/// Whether it wrote a line.
fn lines(
    out: &mut StyledStr,
    registry: &Registry,
    flattened: &[Flattened],
    styles: &Styles,
    shown: impl Fn(ArgKind) -> bool,
    end: impl Fn(&mut StyledStr, Record<'_>),
) -> bool {
    let mut listed = false;
    let blocks = std::iter::once((None, registry, &[][..])).chain(
        flattened
            .iter()
            .map(|sub| (Some(sub.heading.as_str()), &sub.registry, sub.globals.as_slice())),
    );
    for (heading, registry, globals) in blocks {
        let own_entries = negated_by_own_entries(registry);
        let mut records = registry
            .iter()
            .filter(|r| shown(r.kind()) && !globals.iter().any(|g| g == r.id()))
            .peekable();
        if let (Some(heading), Some(_)) = (heading, records.peek()) {
            let header = styles.get_header();
            if listed {
                out.push_str("\n");
            }
            let _ = writeln!(out, "{}{heading}:{}", header.render(), header.render_reset());
        }
        for record in records {
            line(out, record, styles, &own_entries);
            end(out, record);
            out.push_str("\n");
            listed = true;
        }
    }
    listed
}

/// Renders the effective-values surface (`--print-options`,
/// `--print-all-options`): one [`Provenance::line`] per flag of `sources`
/// whose tier `tiers` contains (never HARG), of every flag with `all`, else
/// of those that do not hold their default; `--long` styled as `styles`
/// style a literal; a source that may name a flag of `harg` (the long
/// names and the short spellings of HARG flags: typed, abbreviated, in a
/// cluster, or a preset or deprecated flag) is not named (`preset at 3`,
/// `at 6`). A line says so when no flag is
/// listed, naming the subcommand `path` leads to (the flags listed are
/// its own and the globals it takes).
pub(crate) fn render_print_options(
    sources: &[Provenance],
    tiers: Tiers,
    all: bool,
    harg: &[String],
    path: &[&str],
    styles: &Styles,
) -> StyledStr {
    let mut out = StyledStr::new();
    let literal = styles.get_literal();
    let mut listed = false;
    for provenance in sources {
        let shown = tiers.contains(provenance.kind()) && provenance.kind() != ArgKind::Harg;
        if !shown || (!all && provenance.value_source() == ValueSource::DefaultValue) {
            continue;
        }
        // A spelling that may name a HARG flag: its long name or an
        // abbreviation of it, its short letter alone or in a cluster; not
        // one of the listed flag's own long name (`--verbose` beside a HARG
        // `--verbose-secret`).
        let own = provenance.long();
        let hidden = |spelling: &str| match spelling.strip_prefix("--") {
            Some(long) if own.starts_with(long) => false,
            Some(long) => harg.iter().any(|name| !name.starts_with('-') && name.starts_with(long)),
            None => spelling.strip_prefix('-').is_some_and(|letters| {
                letters.chars().any(|c| {
                    harg.iter()
                        .any(|name| name.strip_prefix('-').is_some_and(|h| h.chars().eq([c])))
                })
            }),
        };
        let line = provenance.line_unnamed(&hidden);
        let name = crate::source::dashed(provenance.long());
        let flag = [&*name, ":"].concat();
        match line.split_once(&flag) {
            Some((head, tail)) => {
                let _ = write!(out, "{head}{}{name}{}:{tail}", literal.render(), literal.render_reset());
            }
            None => out.push_str(&line),
        }
        out.push_str("\n");
        listed = true;
    }
    if !listed {
        // A flag the command line set before the subcommand is no flag of
        // the subcommand's: the line says whose flags it means.
        let of = path.last().map(|sub| format!(" of `{sub}`")).unwrap_or_default();
        let _ = if all {
            writeln!(out, "No flags{of} to list.")
        } else {
            writeln!(out, "No flag{of} holds a value other than its default.")
        };
    }
    out
}

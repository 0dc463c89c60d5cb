//! The flag catalog: a registry exported as the reference table a driver
//! team publishes for its own developers, in Markdown and, behind the
//! `serde` feature, as JSON.
//!
//! The catalog lists the registry's flags in registry order. It is a surface
//! like the help texts, so it names no flag whose tier it does not show: HARG
//! flags are never in it.
//! Positionals are not flags and are left out too.

use std::fmt::Write as _;

use crate::kind::ArgKind;
use crate::registry::{Record, Registry};

impl Registry {
    /// The records the catalog lists, in registry order: every flag except
    /// HARG ones (never user-facing) and positionals.
    pub fn catalog_records(&self) -> impl Iterator<Item = Record<'_>> + '_ {
        self.iter().filter(|r| r.kind() != ArgKind::Harg && !r.is_positional())
    }

    /// The catalog as a GitHub-flavoured Markdown table, one row per
    /// [catalog record](Self::catalog_records), with the columns
    /// `flag | tier | stability | job | default | help`.
    ///
    /// * flag: `` `-s, --long` ``, followed by `` / `--negation` `` for a pair
    ///   flag;
    /// * tier: `PUBLIC`, `HIDDEN`, `INTERNAL` or `EARG`;
    /// * stability: the stability label (`public` … `unsafe`);
    /// * job, default: empty where there is none; the default as clap would
    ///   show it, in backticks;
    /// * help: the help text, or `MISSING HELP`.
    ///
    /// A `|` in a cell is written `\|` and a line break as a space, so every
    /// row stays one table row. The output ends with a newline; a command
    /// without flags gives the header rows only. Never fails.
    ///
    /// ```
    /// use argkind_core::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = ArgKindCommand::new(
    ///     Command::new("cc").arg(Arg::new("dump").long("dump").help("Dump a|b")),
    ///     CommandSpec::new().arg("dump", ArgSpec::new().kind(ArgKind::Hidden).job("backend")),
    /// );
    /// assert_eq!(
    ///     cmd.registry().to_markdown(),
    ///     "| flag | tier | stability | job | default | help |\n\
    ///      |---|---|---|---|---|---|\n\
    ///      | `--dump` | HIDDEN | hidden | backend |  | Dump a\\|b |\n"
    /// );
    /// ```
    pub fn to_markdown(&self) -> String {
        let mut out = String::from("| flag | tier | stability | job | default | help |\n|---|---|---|---|---|---|\n");
        for record in self.catalog_records() {
            let mut flag = code(&spelling(record));
            if let Some(negation) = record.negation() {
                flag.push_str(" / ");
                flag.push_str(&code(&format!("--{negation}")));
            }
            let stability = record.stability().map_or("", |s| s.as_str());
            let default = record.default().map(code).unwrap_or_default();
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} |",
                cell(&flag),
                record.kind(),
                stability,
                cell(record.job().unwrap_or_default()),
                cell(&default),
                cell(record.help()),
            );
        }
        out
    }

    /// The catalog as a value to serialize with any serde format: an object
    /// `{"command": name, "flags": [...]}` with one object per
    /// [catalog record](Self::catalog_records), in registry order.
    ///
    /// Each flag object has the fields `flag` (`--long`, or `-s` for a
    /// short-only flag), `id`, `long`, `short`, `negation`, `kind` (the tier,
    /// upper case), `stability` (the stability label), `job`, `default`,
    /// `help`, `context`, `deprecated`, `replacement` and `extend`; absent
    /// values are `null`.
    #[cfg(feature = "serde")]
    pub fn catalog(&self) -> impl serde::Serialize + '_ {
        json::Catalog { registry: self }
    }

    /// The [catalog](Self::catalog) as pretty-printed JSON (two-space
    /// indent, fields in the order listed there), without a trailing
    /// newline. Never fails.
    ///
    /// ```
    /// use argkind_core::{ArgKindCommand, CommandSpec};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = ArgKindCommand::new(Command::new("cc").arg(Arg::new("o").long("output")), CommandSpec::new());
    /// let json = cmd.registry().to_json();
    /// assert!(json.starts_with("{\n  \"command\": \"cc\",\n  \"flags\": [\n    {\n      \"flag\": \"--output\","));
    /// ```
    #[cfg(feature = "serde")]
    pub fn to_json(&self) -> String {
        // Serializing plain strings, booleans and options into a String
        // cannot fail.
        serde_json::to_string_pretty(&self.catalog()).unwrap_or_default()
    }
}

/// The flag as users type it: `--long`, `-s, --long` or `-s`; the id for a
/// flag with neither.
fn spelling(record: Record<'_>) -> String {
    match (record.short(), record.long()) {
        (Some(short), Some(long)) => format!("-{short}, --{long}"),
        (None, Some(long)) => format!("--{long}"),
        (Some(short), None) => format!("-{short}"),
        (None, None) => record.id().to_owned(),
    }
}

/// `text` as a Markdown code span, with a fence longer than any backtick run
/// inside it.
fn code(text: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let pad = if longest > 0 { " " } else { "" };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// `text` made safe for one table cell: `|` escaped, line breaks as spaces.
fn cell(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.lines().map(str::trim_end).peekable();
    while let Some(line) = lines.next() {
        for c in line.chars() {
            if c == '|' {
                out.push('\\');
            }
            out.push(c);
        }
        if lines.peek().is_some() {
            out.push(' ');
        }
    }
    out
}

#[cfg(feature = "serde")]
mod json {
    use serde::ser::{SerializeSeq, SerializeStruct};
    use serde::{Serialize, Serializer};

    use crate::kind::{ArgKind, Stability};
    use crate::registry::{Record, Registry};

    /// The serde view of a registry's catalog.
    pub(super) struct Catalog<'a> {
        pub(super) registry: &'a Registry,
    }

    /// The records of the catalog, as a sequence.
    struct Flags<'a>(&'a Registry);

    /// One catalog row.
    #[derive(Serialize)]
    struct Flag<'a> {
        flag: String,
        id: &'a str,
        long: Option<&'a str>,
        short: Option<char>,
        negation: Option<&'a str>,
        kind: ArgKind,
        stability: Option<Stability>,
        job: Option<&'a str>,
        default: Option<&'a str>,
        help: &'a str,
        context: &'a str,
        deprecated: bool,
        replacement: Option<&'a str>,
        extend: bool,
    }

    impl<'a> Flag<'a> {
        fn of(record: Record<'a>) -> Self {
            let flag = match (record.long(), record.short()) {
                (Some(long), _) => format!("--{long}"),
                (None, Some(short)) => format!("-{short}"),
                (None, None) => record.id().to_owned(),
            };
            Flag {
                flag,
                id: record.id(),
                long: record.long(),
                short: record.short(),
                negation: record.negation(),
                kind: record.kind(),
                stability: record.stability(),
                job: record.job(),
                default: record.default(),
                help: record.help(),
                context: record.context(),
                deprecated: record.is_deprecated(),
                replacement: record.replacement(),
                extend: record.is_extend(),
            }
        }
    }

    impl Serialize for Catalog<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut state = serializer.serialize_struct("Catalog", 2)?;
            state.serialize_field("command", self.registry.command())?;
            state.serialize_field("flags", &Flags(self.registry))?;
            state.end()
        }
    }

    impl Serialize for Flags<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.0.catalog_records().count()))?;
            for record in self.0.catalog_records() {
                seq.serialize_element(&Flag::of(record))?;
            }
            seq.end()
        }
    }
}

//! Provenance: where each flag's effective value came from.
//!
//! clap says which kind of source gave a value (`ValueSource`) but not
//! which token: its indices count flags and values, restart in each
//! subcommand, and keep the last occurrence of a flag only. argkind asks
//! clap again: a flag's token is the one in front of which a marker moves
//! the value's index in clap's reading, and changes none of its values,
//! and after which none does (a marker between a flag and its value moves
//! nothing, or changes what clap reads). The last token that spells the
//! flag as text is tried first; else the token is found as the first whose
//! prefix of the command line, read by clap, holds the index. Only a parse
//! that asks for its sources pays for these readings.

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;

use clap::parser::ValueSource;
use clap::{ArgAction, ArgMatches, Command};

use crate::check::{chosen_path, chosen_subcommand, source_of};
use crate::command::{with_words, ArgKindCommand};
use crate::kind::ArgKind;
use crate::level::{has_short, Level};
use crate::rewrite::{carries_every_occurrence, marker, MARK_UNITS};
use crate::shown::declarer_depth;
use crate::spec::CommandSpec;

/// Where a token of the command line came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Origin {
    /// The process's argv, at this index (the program name is 0).
    Argv(usize),
    /// A response file: its path as named, and the line (from 1) the token
    /// starts on.
    ResponseFile {
        /// The file, as the `@path` token (or the file that included it)
        /// named it.
        path: PathBuf,
        /// The line the token starts on, from 1.
        line: usize,
    },
    /// The flags environment variable (see
    /// [`CommandSpec::flags_env`](crate::CommandSpec::flags_env)): its name,
    /// and the index (from 0) of the word among its words.
    FlagsEnv {
        /// The variable's name.
        name: String,
        /// The word's index among the variable's words, from 0.
        word: usize,
    },
}

impl fmt::Display for Origin {
    /// `3`, `flags.rsp line 2`, or `NEURON_CC_FLAGS word 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Argv(at) => write!(f, "{at}"),
            Origin::ResponseFile { path, line } => match path.to_str() {
                Some(text) => write!(f, "{} line {line}", quoted(text)),
                // Not UTF-8: as `OsStr`'s `Debug` writes it.
                None => write!(f, "{:?} line {line}", path.as_os_str()),
            },
            Origin::FlagsEnv { name, word } => write!(f, "{name} word {word}"),
        }
    }
}

/// Where a value came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// The argument's default (clap's `DefaultValue`).
    Default,
    /// The argument's own environment variable (`Arg::env`), by name.
    Env(String),
    /// A token the user gave: where it came from (`None` where clap's
    /// reading could not be traced back to a token, see README), and the
    /// spelling typed, up to any `=` (`--lnc`, an alias, an abbreviation, a
    /// short cluster such as `-vO`, a negation such as `--no-fast`; a
    /// token that is not UTF-8 as `OsStr`'s `Debug` writes it, quoted:
    /// `"-D\xFF"`); where the token is not known (an option given bare, `--level` for
    /// `num_args(0..=1)`, which clap gives no index), the flag's long name
    /// with its `--`, else its short spelling.
    CommandLine {
        /// Where the flag's token came from.
        at: Option<Origin>,
        /// The spelling typed; where `at` is `None`, the flag's name.
        spelling: String,
    },
    /// A preset flag the user gave, by long name (without `--`), and where.
    Preset {
        /// The preset flag's long name; for a flag with only a short name,
        /// its short spelling (`-q`).
        flag: String,
        /// Where the preset flag's token came from.
        at: Option<Origin>,
    },
    /// A deprecated flag the user gave, redirected to this one: its long
    /// name (without `--`), and where.
    Redirect {
        /// The deprecated flag's long name; for a flag with only a short
        /// name, its short spelling (`-k`); for a deprecated pair flag
        /// typed by its negation, the negation's long name (`no-old-fast`).
        flag: String,
        /// Where the deprecated flag's token came from.
        at: Option<Origin>,
    },
}

impl Source {
    /// The clap `ValueSource` this source is: `DefaultValue` for
    /// [`Default`](Self::Default), `EnvVariable` for [`Env`](Self::Env),
    /// `CommandLine` for every other (a response file, the flags variable,
    /// a preset and a redirect are all the command line to clap).
    pub fn value_source(&self) -> ValueSource {
        match self {
            Source::Default => ValueSource::DefaultValue,
            Source::Env(_) => ValueSource::EnvVariable,
            _ => ValueSource::CommandLine,
        }
    }
}

/// A flag's name as typed: `--long` for a long name (kept without `--`),
/// as it is for a short spelling (`-q`, kept with its `-`).
pub(crate) fn dashed(name: &str) -> std::borrow::Cow<'_, str> {
    if name.starts_with('-') {
        std::borrow::Cow::Borrowed(name)
    } else {
        std::borrow::Cow::Owned(["--", name].concat())
    }
}

/// A flag's name for the sources: its long name, else its short spelling
/// (`-q`); `None` for a positional.
fn flag_name(long: Option<&str>, short: Option<char>) -> Option<String> {
    long.map(str::to_owned).or_else(|| short.map(|c| format!("-{c}")))
}

/// `at ORIGIN`, or nothing where the token is not known.
struct At<'a>(&'a Option<Origin>);

impl fmt::Display for At<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(origin) => write!(f, " at {origin}"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Source {
    /// `default`, `environment variable LNC`, `--lnc at 2`, `preset
    /// --enable-experimental-O1 at 3`, `deprecated --num-neuroncores at 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Default => write!(f, "default"),
            Source::Env(name) => write!(f, "environment variable {name}"),
            // Unnamed (see `Source::unnamed`): where only.
            Source::CommandLine { at: Some(at), spelling } if spelling.is_empty() => write!(f, "at {at}"),
            Source::CommandLine { at: None, spelling } if spelling.is_empty() => write!(f, "command line"),
            // A spelling that is not UTF-8 comes quoted already (no flag's
            // starts with a quote).
            Source::CommandLine { at, spelling } if spelling.starts_with('"') => write!(f, "{spelling}{}", At(at)),
            Source::CommandLine { at, spelling } => write!(f, "{}{}", quoted(spelling), At(at)),
            Source::Preset { flag, at } if flag.is_empty() => write!(f, "preset{}", At(at)),
            Source::Preset { flag, at } => write!(f, "preset {}{}", dashed(flag), At(at)),
            Source::Redirect { flag, at } if flag.is_empty() => write!(f, "deprecated{}", At(at)),
            Source::Redirect { flag, at } => write!(f, "deprecated {}{}", dashed(flag), At(at)),
        }
    }
}

impl Source {
    /// This source with the flag or the spelling it names left out where
    /// `hidden` says that spelling (`--long`, `-s`, a short cluster, an
    /// abbreviation) may name a flag a surface names nowhere: `preset at
    /// 3`, `at 6`.
    fn unnamed(&self, hidden: &dyn Fn(&str) -> bool) -> Source {
        match self {
            Source::CommandLine { at, spelling } if hidden(spelling) => Source::CommandLine {
                at: at.clone(),
                spelling: String::new(),
            },
            Source::Preset { flag, at } if hidden(&dashed(flag)) => Source::Preset {
                flag: String::new(),
                at: at.clone(),
            },
            Source::Redirect { flag, at } if hidden(&dashed(flag)) => Source::Redirect {
                flag: String::new(),
                at: at.clone(),
            },
            other => other.clone(),
        }
    }
}

/// A value and where it came from: what a flag holds, or held before a
/// later source overrode it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    source: Source,
    values: Vec<OsString>,
}

impl Setting {
    /// Where the values came from.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The values, as clap read them (`true`/`false` for a flag without
    /// values, the count for a `Count` flag).
    pub fn values(&self) -> &[OsString] {
        &self.values
    }
}

impl fmt::Display for Setting {
    /// `default 2`, `--optlevel 3 at 2`, `environment variable LNC (4)`,
    /// `preset --enable-experimental-O1 at 3 (1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = Shown(&self.values);
        match &self.source {
            Source::Default => write!(f, "default {values}"),
            Source::CommandLine { at, spelling } if spelling.is_empty() => write!(f, "{values}{}", At(at)),
            Source::CommandLine { at, spelling } => write!(f, "{spelling} {values}{}", At(at)),
            other => write!(f, "{other} ({values})"),
        }
    }
}

/// Values as the surface writes them: one as it is, several joined by `,`,
/// none as `None`; a value that would not read back as itself (empty,
/// `None`, not UTF-8, or [`quoted`]) quoted as a Rust string literal (one
/// that is not UTF-8 as `OsStr`'s `Debug` writes it: `"a\xFF"`).
struct Shown<'a>(&'a [OsString]);

/// `text` as a line of the effective-values surface writes it: as it is,
/// or, where it would not read back as itself (a blank, one of `,"()`,
/// which the line's own punctuation uses, or a character a Rust string
/// literal escapes: a control or an invisible one, a quote, a backslash),
/// quoted as a Rust string literal.
fn quoted(text: &str) -> std::borrow::Cow<'_, str> {
    let plain = |c: char| !c.is_whitespace() && !matches!(c, ',' | '"' | '(' | ')');
    let escaped = text.chars().any(|c| c.escape_debug().len() > 1);
    if text.chars().all(plain) && !escaped {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(format!("{text:?}"))
    }
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("None");
        }
        for (i, value) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            // A value that is not UTF-8 as clap's `Debug` of it writes it
            // (`"\xFF"`): a lossy one would read as the character U+FFFD.
            let Some(value) = value.to_str() else {
                write!(f, "{value:?}")?;
                continue;
            };
            if value.is_empty() || value == "None" {
                write!(f, "{value:?}")?;
            } else {
                f.write_str(&quoted(value))?;
            }
        }
        Ok(())
    }
}

/// Where one flag's effective value came from (see
/// [`Facts::sources`](crate::Facts::sources)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    command: String,
    id: String,
    long: String,
    kind: ArgKind,
    context: String,
    values: Vec<OsString>,
    source: Source,
    overrode: Vec<Setting>,
    each: Vec<Source>,
}

impl Provenance {
    /// The name of the (sub)command whose flag this is (the declaring
    /// command of a global).
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The flag's clap id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The flag's primary long name, without `--`; for a flag with only a
    /// short name, its short spelling (`-D`).
    pub fn long(&self) -> &str {
        &self.long
    }

    /// The flag's tier.
    pub fn kind(&self) -> ArgKind {
        self.kind
    }

    /// The effective values, as clap read them: `true`/`false` for a flag
    /// without values (a pair's negation gives `false`) and for a value
    /// parser that gives `bool`s, the count for a `Count` flag, the raw
    /// values otherwise; empty for a flag that holds no value (no default,
    /// not given).
    pub fn values(&self) -> &[OsString] {
        &self.values
    }

    /// Where the effective value came from: the last source on the command
    /// line (a typed flag, a preset, a redirect), else the flag's variable,
    /// else the default.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// [`source`](Self::source) as clap's `ValueSource`: what clap's
    /// `ArgMatches::value_source` says of the flag, but for a pair flag
    /// whose negation was typed (`CommandLine`, where clap's own answer for
    /// the flag is the `DefaultValue` the negation gives).
    pub fn value_source(&self) -> ValueSource {
        self.source.value_source()
    }

    /// What the winning source overrode, in the order they were given: the
    /// default, the flag's variable, then each earlier source on the
    /// command line that argkind can see (each preset and redirect that
    /// sets it, and the last typed occurrence of the flag or of its
    /// negation that clap keeps: the two override each other, so after
    /// `--fast --no-fast` clap holds no trace of `--fast`; clap keeps no
    /// earlier occurrence of a flag).
    pub fn overrode(&self) -> &[Setting] {
        &self.overrode
    }

    /// The source of each value of an extend or `Append` flag, in the order
    /// of [`values`](Self::values); empty for other flags.
    pub fn value_sources(&self) -> &[Source] {
        &self.each
    }

    /// The surface line: `{context:<15} {KIND:<8} --{long}: {value}
    /// ({source}[; overrode ...])`, where context is the help heading, else
    /// the first argument group, else the id, as on `--help-hidden`; a flag
    /// that holds no value reads `--long: None (not set)`, and a value with
    /// a line break or another control character is written quoted, with
    /// escapes (`"a\nb"`), so that each flag keeps one line.
    pub fn line(&self) -> String {
        self.line_unnamed(&|_| false)
    }

    /// [`line`](Self::line), with the flag or spelling of each source left
    /// out where `hidden` says it may name a flag the surface names nowhere
    /// (see [`Source::unnamed`]).
    pub(crate) fn line_unnamed(&self, hidden: &dyn Fn(&str) -> bool) -> String {
        // A flag that holds no value has no default to come from.
        let source = if self.values.is_empty() && self.source == Source::Default {
            "not set".to_owned()
        } else {
            self.source.unnamed(hidden).to_string()
        };
        let mut line = format!(
            "{:<15} {:<8} {}: {} ({source}",
            self.context,
            self.kind,
            dashed(&self.long),
            Shown(&self.values),
        );
        for (i, setting) in self.overrode.iter().enumerate() {
            line.push_str(if i == 0 { "; overrode " } else { ", " });
            let setting = Setting {
                source: setting.source.unnamed(hidden),
                values: setting.values.clone(),
            };
            line.push_str(&setting.to_string());
        }
        line.push(')');
        line
    }
}

/// Where a flag's occurrences are read in clap's matches: the depth of the
/// command that declares it, and whether it is global (clap gives a global
/// the value of its deepest occurrence, in every command).
#[derive(Clone, Copy, Debug)]
struct Place {
    depth: usize,
    global: bool,
}

/// The matches of `m` where `place`'s flag is read: the declaring command's,
/// or the deepest command's for a global; `None` when the reading did not
/// reach the declaring command.
fn level_of(m: &ArgMatches, place: Place) -> Option<&ArgMatches> {
    let mut m = m;
    let mut depth = 0;
    loop {
        let deeper = place.global || depth < place.depth;
        match chosen_subcommand(m) {
            Some((_, sub)) if deeper => {
                m = sub;
                depth += 1;
            }
            _ => return (depth >= place.depth).then_some(m),
        }
    }
}

/// The indices clap gives the values of `id` in `m`, when the command line
/// gave them.
fn typed_units(m: &ArgMatches, id: &str) -> Vec<usize> {
    if source_of(m, id) != Some(ValueSource::CommandLine) {
        return Vec::new();
    }
    m.indices_of(id).map(Iterator::collect).unwrap_or_default()
}

/// The raw values of `id` in `m`, every occurrence's in turn.
fn raw_values(m: &ArgMatches, id: &str) -> Vec<OsString> {
    m.get_raw(id)
        .map(|raw| raw.map(OsStr::to_os_string).collect())
        .unwrap_or_default()
}

/// A flag whose value a preset or a redirect sets.
struct Special {
    id: String,
    long: String,
    place: Place,
    /// The preset's value; `None` for a redirect.
    preset: Option<OsString>,
    /// For a redirect: the negation of a deprecated pair flag, which
    /// passes `false` on.
    negated: bool,
    /// Whether each occurrence counts: a redirect that passes on every
    /// occurrence (see `rewrite::carries_every_occurrence`).
    every: bool,
}

/// One flag of the parsed (sub)command, as the parse left it.
struct Item {
    command: String,
    id: String,
    long: String,
    kind: ArgKind,
    context: String,
    place: Place,
    negation: Option<String>,
    append: bool,
    /// The value delimiter clap splits a value of the flag at.
    delimiter: Option<char>,
    defaults: Vec<OsString>,
    env: Option<OsString>,
    values: Vec<OsString>,
    source: ValueSource,
    specials: Vec<Special>,
}

/// A source on the command line, located.
struct Given {
    token: Option<usize>,
    /// clap's index of its value in its command: the order of letters of
    /// one short cluster.
    unit: Option<usize>,
    source: Source,
    values: Vec<OsString>,
}

/// The provenance of every flag of the (sub)command `matches` chose, the
/// outcome of `cmd`'s parse of `argv` (response files expanded and the
/// flags variable's words in; `origins` says where each of its tokens came
/// from, empty when it is the process's argv as it is).
pub(crate) fn collect(
    cmd: &mut ArgKindCommand,
    argv: &[OsString],
    origins: &[Origin],
    in_words: Range<usize>,
    matches: &ArgMatches,
) -> Vec<Provenance> {
    let items = items(cmd, matches);
    if items.is_empty() {
        return Vec::new();
    }
    let path = chosen_path(matches).into_iter().map(str::to_owned).collect();
    let mut reader = Reader {
        cmd,
        argv,
        path,
        located: Vec::new(),
        in_words,
        words_read: None,
    };
    let found = reader.read(argv.len());
    items
        .into_iter()
        .map(|item| reader.provenance(item, found.as_ref(), origins))
        .collect()
}

/// The flags of the (sub)command `matches` chose, in registry order
/// (positionals and a pair's negation aside).
fn items(cmd: &ArgKindCommand, matches: &ArgMatches) -> Vec<Item> {
    // The commands, levels and declarations on the chosen path, and the
    // innermost matches.
    let mut chain: Vec<(&Command, &Level)> = vec![(cmd.parsed_command(), cmd.level())];
    let mut specs: Vec<&CommandSpec> = vec![cmd.spec()];
    let mut path: Vec<&str> = Vec::new();
    let mut inner = matches;
    while let Some((name, sub_matches)) = chosen_subcommand(inner) {
        let (top, level) = chain[chain.len() - 1];
        let (Some(sub), Some(sub_level)) = (top.find_subcommand(name), level.child(name)) else {
            break;
        };
        chain.push((sub, sub_level));
        specs.push(specs[specs.len() - 1].subcommand_or_empty(sub.get_name()));
        path.push(name);
        inner = sub_matches;
    }
    let Some(registry) = cmd.registry_of(&path) else {
        return Vec::new();
    };
    let Some(((innermost, _), outer)) = chain.split_last() else {
        return Vec::new();
    };
    let ancestors: Vec<(&Command, &CommandSpec)> = outer.iter().zip(&specs).map(|(&(c, _), &s)| (c, s)).collect();
    let mut items = Vec::new();
    for record in registry.iter() {
        if record.is_positional() || record.negates().is_some() {
            continue;
        }
        let Some(long) = flag_name(record.long(), record.short()) else {
            continue;
        };
        let id = record.id();
        // The declaring command, as `Facts::used` names it: the innermost
        // command's own argument, or the enclosing command a global was
        // copied from (an enclosing command's argument of the same id that
        // is no global is another flag).
        let Some(copy) = innermost.get_arguments().find(|a| a.get_id() == id) else {
            continue;
        };
        let depth = declarer_depth(copy, specs[ancestors.len()], &ancestors);
        let Some(arg) = chain[depth].0.get_arguments().find(|a| a.get_id() == id) else {
            continue;
        };
        let place = Place {
            depth,
            global: arg.is_global_set(),
        };
        let negation = chain[depth]
            .1
            .shape_of(chain[depth].0, id)
            .and_then(|s| chain[depth].1.shapes[s].negation.as_ref())
            .map(|n| n.id.clone());
        let negated = negation
            .as_deref()
            .is_some_and(|n| source_of(inner, n) == Some(ValueSource::CommandLine));
        // A flag that holds no value is listed with its (missing) default.
        let source = if negated {
            ValueSource::CommandLine
        } else {
            source_of(inner, id).unwrap_or(ValueSource::DefaultValue)
        };
        let values = values_of(inner, id);
        let env = arg.get_env().map(|e| e.to_os_string());
        items.push(Item {
            command: chain[depth].0.get_name().to_owned(),
            id: id.to_owned(),
            long: long.clone(),
            kind: record.kind(),
            context: if record.context().is_empty() {
                id.to_owned()
            } else {
                record.context().to_owned()
            },
            place,
            negation,
            append: matches!(arg.get_action(), ArgAction::Append),
            delimiter: arg.get_value_delimiter(),
            defaults: arg
                .get_default_values()
                .iter()
                .map(|v| OsString::from(v.as_os_str()))
                .collect(),
            env,
            values,
            source,
            specials: specials_of(&chain, id, depth),
        });
    }
    items
}

/// The values of `id` in `m` as the provenance shows them: `true`/`false`
/// where the value parser gives `bool`s (a flag without values, `str2bool`'s
/// `no`), else the raw values (a `Count` flag's raw value is its count).
fn values_of(m: &ArgMatches, id: &str) -> Vec<OsString> {
    match m.try_get_many::<bool>(id) {
        Ok(Some(values)) => values.map(|b| OsString::from(b.to_string())).collect(),
        _ => m
            .get_raw(id)
            .map(|raw| raw.map(OsStr::to_os_string).collect())
            .unwrap_or_default(),
    }
}

/// The presets and redirects of the commands on `chain` that set `id`, the
/// argument of the command at depth `declared_at`.
fn specials_of(chain: &[(&Command, &Level)], id: &str, declared_at: usize) -> Vec<Special> {
    let mut specials = Vec::new();
    for (depth, (cmd, level)) in chain.iter().enumerate() {
        for (shape_at, shape) in level.shapes.iter().enumerate() {
            if !shape.inserts() {
                continue;
            }
            let flag = level.arg(cmd, shape_at);
            let Some(long) = flag_name(flag.get_long(), flag.get_short()) else {
                continue;
            };
            // A target of the declaring command's: another command's
            // argument of the same id is another flag.
            let owner = |up: usize| chain.get(depth.checked_sub(up).filter(|&d| d == declared_at)?);
            let target = |up: usize, shape: usize| owner(up).map(|(owner_cmd, owner)| owner.arg(owner_cmd, shape));
            let target_id = |up: usize, shape: usize| target(up, shape).map(|a| a.get_id().as_str());
            // Whether the target is a pair flag: its negation turns it off.
            let target_pair = |up: usize, shape: usize| {
                owner(up)
                    .and_then(|(_, owner)| owner.shapes.get(shape))
                    .is_some_and(|s| s.negation.is_some())
            };
            let place = Place {
                depth,
                global: flag.is_global_set(),
            };
            let special = |preset: Option<OsString>, every: bool| Special {
                id: flag.get_id().as_str().to_owned(),
                long: long.clone(),
                place,
                preset,
                negated: false,
                every,
            };
            if let Some((t, replacement)) = shape.replacement.and_then(|t| Some((t, target(t.up, t.shape)?))) {
                if replacement.get_id() == id {
                    specials.push(special(None, carries_every_occurrence(flag, replacement)));
                    // A deprecated pair typed by its negation passes `false`
                    // on to a replacement that is a pair (nothing to one that
                    // has no negation to turn it off).
                    if let Some(negative) = shape.negation.as_ref().filter(|_| target_pair(t.up, t.shape)) {
                        specials.push(Special {
                            id: negative.id.clone(),
                            long: negative.long.clone(),
                            place,
                            preset: None,
                            negated: true,
                            every: false,
                        });
                    }
                }
            }
            for (target, value) in level.presets_of(shape_at) {
                if target_id(target.up, target.shape) == Some(id) {
                    specials.push(special(Some(OsString::from(value.as_ref())), false));
                }
            }
        }
    }
    specials
}

/// clap's readings of parts of the command line.
struct Reader<'c> {
    cmd: &'c mut ArgKindCommand,
    argv: &'c [OsString],
    /// The subcommands the parse chose, outermost first.
    path: Vec<String>,
    /// What [`locate`](Self::locate) found: `(id, depth, unit, token)`.
    located: Vec<(String, usize, usize, Option<usize>)>,
    /// Where the flags variable's words are among `argv` (response files
    /// they name expanded); empty without them.
    in_words: Range<usize>,
    /// clap's reading of the command line up to the flags variable's last
    /// word, once read (see [`overridden_in_words`](Self::overridden_in_words)).
    words_read: Option<Option<ArgMatches>>,
}

impl Reader<'_> {
    /// clap's reading of the first `len` tokens, errors aside.
    fn read(&mut self, len: usize) -> Option<ArgMatches> {
        self.cmd.read_despite_errors(self.argv[..len].to_vec())
    }

    /// Whether clap's reading of the first `len` tokens gives `id` the value
    /// index `unit`.
    fn holds(&mut self, len: usize, place: Place, id: &str, unit: usize) -> bool {
        self.read(len)
            .is_some_and(|m| level_of(&m, place).is_some_and(|m| typed_units(m, id).contains(&unit)))
    }

    /// Whether a marker in front of token `at` moves the value index `unit`
    /// of `id`, and nothing else of it: the flag's token is `at` or a later
    /// one, in the same command. clap must read the same `values` (all of
    /// the flag's, in the reading located in): a marker that changes what
    /// clap reads (between a flag and its first value, it leaves the flag
    /// none, and what follows may give the flag other values at the moved
    /// index) says nothing of where the flag is.
    fn shifts(&mut self, at: usize, place: Place, id: &str, unit: usize, values: &[OsString]) -> bool {
        let probe = with_words(self.argv, at, &[marker()]);
        self.cmd.read_despite_errors(probe).is_some_and(|m| {
            level_of(&m, place).is_some_and(|m| {
                let units = typed_units(m, id);
                units.contains(&(unit + MARK_UNITS)) && !units.contains(&unit) && raw_values(m, id) == values
            })
        })
    }

    /// The token of the flag whose value (or, for a flag without values,
    /// whose occurrence) has index `unit`: the first token whose prefix
    /// holds it, or the one before (a flag followed by its value); the
    /// marker in front of it must move the index, and none after it. A
    /// shallower command's occurrence of a global with the same index is
    /// passed over. `values` are all the flag's values in the reading
    /// `unit` is of (see [`shifts`](Self::shifts)).
    fn locate(&mut self, place: Place, id: &str, unit: usize, values: &[OsString]) -> Option<usize> {
        if let Some(found) = self
            .located
            .iter()
            .find(|(i, depth, u, _)| i == id && *depth == place.depth && *u == unit)
        {
            return found.3;
        }
        let token = self
            .guessed(place, id, unit, values)
            .or_else(|| self.searched(place, id, unit, values));
        self.located.push((id.to_owned(), place.depth, unit, token));
        token
    }

    /// The last token that spells `id` as text (its long name or an alias,
    /// whole, or a short cluster with its letter), when clap confirms it: a
    /// marker in front of it moves the index `unit`, and one after it does
    /// not. Two readings, where the search takes a dozen on a long command
    /// line.
    fn guessed(&mut self, place: Place, id: &str, unit: usize, values: &[OsString]) -> Option<usize> {
        let at = self.spelling_tokens(place, id)?.next_back()?;
        (self.shifts(at, place, id, unit, values) && !self.shifts(at + 1, place, id, unit, values)).then_some(at)
    }

    /// The tokens that spell `id` (of the command at `place`) as text, in
    /// order: its long name or an alias, whole or a prefix (clap may infer
    /// the flag from one, `infer_long_args`), or a short cluster with its
    /// letter; `None` where the command has no such argument. A value
    /// given in the token may be any bytes (`--output=<0xff>`, `-o<0xff>`).
    fn spelling_tokens(&self, place: Place, id: &str) -> Option<impl DoubleEndedIterator<Item = usize> + '_> {
        let cmd = command_at(
            self.cmd.parsed_command(),
            &self.path[..place.depth.min(self.path.len())],
        )?;
        let arg = cmd.get_arguments().find(|a| a.get_id() == id)?;
        let mut names: Vec<&str> = arg.get_long().into_iter().collect();
        names.extend(arg.get_all_aliases().unwrap_or_default());
        let argv = &self.argv;
        let spells = move |at: &usize| {
            let bytes = argv[*at].as_encoded_bytes();
            match crate::check::long_may_name(bytes, &names) {
                // A prefix that is another argument's whole long name or
                // alias is that argument's: clap takes a whole name first
                // (`--inc`, where `--include` is the flag and `--inc`
                // another).
                Some(true) => !names_another_whole(bytes, &names, cmd, arg),
                Some(false) => false,
                None => bytes
                    .strip_prefix(b"-")
                    .is_some_and(|cluster| utf8_start(cluster).chars().any(|c| has_short(arg, c))),
            }
        };
        Some((1..argv.len()).filter(spells))
    }

    /// The tokens of the occurrences of `id` whose first value indices are
    /// `firsts` (in order; the indices of all its values are `units`, the
    /// values `values`), located in one reading where that is sure: as
    /// many of the tokens that spell it as it has occurrences (of a few
    /// choices, below), where a marker in front of each moves each
    /// occurrence's indices by the markers in front of it, and nothing
    /// else of it. `None` otherwise (each is then
    /// located on its own, in a reading or two each: a list given a
    /// thousand times would cost a thousand readings of the whole line).
    fn located_together(
        &mut self,
        place: Place,
        id: &str,
        firsts: &[usize],
        units: &[usize],
        values: &[OsString],
    ) -> Option<Vec<usize>> {
        let spelling: Vec<usize> = self.spelling_tokens(place, id)?.collect();
        // Where more tokens spell it than it has occurrences, a few choices,
        // each confirmed (or not) by one reading: those before the first
        // `--` (a name after it may be a value), and of these the first or
        // the last as many (a global typed in a command and again in a
        // subcommand holds the subcommand's values there: clap copies a
        // command's only into a subcommand that holds none).
        let k = firsts.len();
        // The tokens are in order: those before `--` are a prefix of them.
        let before_escape = match self.argv.iter().position(|t| t == "--") {
            Some(escape) => &spelling[..spelling.partition_point(|&at| at < escape)],
            None => &spelling[..],
        };
        let mut choices: Vec<Vec<usize>> = Vec::new();
        for tokens in [&spelling[..], before_escape] {
            if tokens.len() >= k {
                for choice in [&tokens[..k], &tokens[tokens.len() - k..]] {
                    if !choices.iter().any(|c| c.as_slice() == choice) {
                        choices.push(choice.to_vec());
                    }
                }
            }
        }
        choices
            .into_iter()
            .find_map(|tokens| self.confirmed_together(place, id, firsts, units, values, tokens))
    }

    /// `tokens` where clap's reading of the command line with a marker in
    /// front of each moves each occurrence's indices by the markers in
    /// front of it, and nothing else of it (see
    /// [`located_together`](Self::located_together)).
    fn confirmed_together(
        &mut self,
        place: Place,
        id: &str,
        firsts: &[usize],
        units: &[usize],
        values: &[OsString],
        tokens: Vec<usize>,
    ) -> Option<Vec<usize>> {
        let mut probe = Vec::with_capacity(self.argv.len() + tokens.len());
        let mut next = tokens.iter().peekable();
        for (at, token) in self.argv.iter().enumerate() {
            if next.next_if(|&&t| t == at).is_some() {
                probe.push(marker());
            }
            probe.push(token.clone());
        }
        // Each value's index moves by the markers in front of its
        // occurrence's first value (`firsts` is in order: a count by
        // halving, not a walk of every occurrence for every value).
        let expected: Vec<usize> = units
            .iter()
            .map(|&unit| unit + MARK_UNITS * firsts.partition_point(|&first| first <= unit))
            .collect();
        let m = self.cmd.read_despite_errors(probe)?;
        let m = level_of(&m, place)?;
        (typed_units(m, id) == expected && raw_values(m, id) == values).then_some(tokens)
    }

    /// [`locate`](Self::locate) by clap's readings of prefixes.
    fn searched(&mut self, place: Place, id: &str, unit: usize, values: &[OsString]) -> Option<usize> {
        let n = self.argv.len();
        if n < 2 || !self.holds(n, place, id, unit) {
            return None;
        }
        let holder = crate::check::shortest(1, n, |len| self.holds(len, place, id, unit)) - 1;
        if let Some(at) = self.holder_or_flag(holder, place, id, unit, values) {
            return Some(at);
        }
        // The last token in front of which a marker moves the index.
        if let Some(at) = (holder + 1..n)
            .rev()
            .find(|&at| self.shifts(at, place, id, unit, values))
        {
            return Some(at);
        }
        // A global typed in a command and again in a subcommand, where the
        // negation overrode it: clap copies the command's value into the
        // subcommand only where the subcommand holds none of its own, so
        // a longer prefix may hold the index where a shorter one does not,
        // and the halving misses the first: prefix by prefix (rare).
        (2..n).find_map(|len| {
            self.holds(len, place, id, unit)
                .then(|| self.holder_or_flag(len - 1, place, id, unit, values))
                .flatten()
        })
    }

    /// `holder`, the last token of the first prefix that holds the index
    /// `unit`, or the token before it (a flag followed by its value): the
    /// one in front of which a marker moves the index.
    fn holder_or_flag(
        &mut self,
        holder: usize,
        place: Place,
        id: &str,
        unit: usize,
        values: &[OsString],
    ) -> Option<usize> {
        if self.shifts(holder, place, id, unit, values) {
            return Some(holder);
        }
        (holder > 1 && self.shifts(holder - 1, place, id, unit, values)).then_some(holder - 1)
    }

    /// The last occurrence of `id` in the reading `found`, located: its
    /// token and values, or each occurrence of an `Append` flag with
    /// `every`.
    fn occurrences(
        &mut self,
        found: &ArgMatches,
        place: Place,
        id: &str,
        every: bool,
    ) -> Vec<(Option<usize>, Option<usize>, Vec<OsString>)> {
        let Some(m) = level_of(found, place) else {
            return Vec::new();
        };
        if source_of(m, id) != Some(ValueSource::CommandLine) {
            return Vec::new();
        }
        let units = typed_units(m, id);
        let raw: Vec<Vec<OsString>> = m
            .get_raw_occurrences(id)
            .map(|occurrences| occurrences.map(|o| o.map(OsStr::to_os_string).collect()).collect())
            .unwrap_or_default();
        let sizes: Vec<usize> = raw.iter().map(Vec::len).collect();
        let all = raw_values(m, id);
        // The first index of each occurrence (none for an occurrence without
        // values); where the values and indices do not pair up, the last.
        let mut firsts = Vec::new();
        if sizes.iter().sum::<usize>() == units.len() {
            let mut at = 0;
            for values in raw {
                let unit = if values.is_empty() {
                    None
                } else {
                    units.get(at).copied()
                };
                at += values.len();
                firsts.push((unit, values));
            }
        } else {
            firsts.push((units.last().copied(), raw.last().cloned().unwrap_or_default()));
        }
        let picked: Vec<_> = if every {
            firsts
        } else {
            firsts.into_iter().last().into_iter().collect()
        };
        // Every occurrence of a list at once, in one reading, where that
        // is sure.
        let starts: Option<Vec<usize>> = picked.iter().map(|(unit, _)| *unit).collect();
        if let Some(starts) = starts.filter(|starts| starts.len() > 1) {
            if let Some(tokens) = self.located_together(place, id, &starts, &units, &all) {
                for (&unit, &token) in starts.iter().zip(&tokens) {
                    self.located.push((id.to_owned(), place.depth, unit, Some(token)));
                }
                return picked
                    .into_iter()
                    .zip(tokens)
                    .map(|((unit, values), token)| (Some(token), unit, values))
                    .collect();
            }
        }
        picked
            .into_iter()
            .map(|(unit, values)| (unit.and_then(|u| self.locate(place, id, u, &all)), unit, values))
            .collect()
    }

    /// The provenance of `item`.
    fn provenance(&mut self, item: Item, found: Option<&ArgMatches>, origins: &[Origin]) -> Provenance {
        let mut overrode = Vec::new();
        if !item.defaults.is_empty() && item.source != ValueSource::DefaultValue {
            overrode.push(Setting {
                source: Source::Default,
                values: item.defaults.clone(),
            });
        }
        let env_value = item.env.as_ref().and_then(std::env::var_os);
        let mut each = Vec::new();
        let source = match item.source {
            ValueSource::EnvVariable => Source::Env(name_of(item.env.as_ref())),
            ValueSource::CommandLine => {
                if let Some(value) = env_value {
                    overrode.push(Setting {
                        source: Source::Env(name_of(item.env.as_ref())),
                        values: vec![value],
                    });
                }
                let mut given = found.map(|found| self.given(&item, found, origins)).unwrap_or_default();
                // In command-line order; the letters of one short cluster in
                // clap's order.
                given.sort_by_key(|g| (g.token, g.unit));
                // An extend flag's earlier values stand, but for those a
                // later preset replaced.
                // What did not stand: for a list, what a preset replaced and
                // a redirect a typed value overrode; else every source but
                // the last.
                let lost: Vec<usize> = if item.append {
                    let (sources, lost) = value_sources(&given, &item.values, item.place.global);
                    each = sources;
                    lost
                } else {
                    (0..given.len().saturating_sub(1)).collect()
                };
                let winner = if item.append {
                    // The last source that stands.
                    (0..given.len()).rev().find(|at| !lost.contains(at))
                } else {
                    given.len().checked_sub(1)
                };
                let winner_source = winner.map(|at| given[at].source.clone());
                // The flags variable's own setting, where the command line
                // set the flag again after it: clap keeps the last only.
                let mut earlier: Vec<(Spot, Setting)> = Vec::new();
                if let (false, Some(at)) = (item.append, winner.and_then(|at| given[at].token)) {
                    for (spot, setting) in self.overridden_in_words(&item, at, origins) {
                        // Not one clap still shows.
                        if !given.iter().any(|g| g.source == setting.source) {
                            earlier.push((spot, setting));
                        }
                    }
                }
                earlier.extend(
                    given
                        .into_iter()
                        .enumerate()
                        .filter(|(at, _)| lost.contains(at) && Some(*at) != winner)
                        .map(|(_, g)| {
                            let setting = Setting {
                                source: g.source,
                                values: g.values,
                            };
                            ((g.token, g.unit), setting)
                        }),
                );
                // In the order they were given (stable: a source clap shows
                // after the variable's own setting at one spot).
                earlier.sort_by_key(|(spot, _)| *spot);
                overrode.extend(earlier.into_iter().map(|(_, setting)| setting));
                match winner_source {
                    Some(source) => source,
                    None => Source::CommandLine {
                        at: None,
                        spelling: dashed(&item.long).into_owned(),
                    },
                }
            }
            _ => Source::Default,
        };
        Provenance {
            command: item.command,
            id: item.id,
            long: item.long,
            kind: item.kind,
            context: item.context,
            values: item.values,
            source,
            overrode,
            each,
        }
    }

    /// The setting of `item` (its flag or its negation) that the words of
    /// the flags variable give (response files they name included), where
    /// they come before token `winner`, the
    /// one whose value stands: clap's reading of the command line up to the
    /// end of the words says it, and where its token is.
    fn overridden_in_words(&mut self, item: &Item, winner: usize, origins: &[Origin]) -> Vec<(Spot, Setting)> {
        let words = self.in_words.clone();
        let end = words.end;
        if words.is_empty() || end > winner {
            return Vec::new();
        }
        // One reading for every flag the command line set after the words.
        let words_read = match self.words_read.take() {
            Some(read) => read,
            None => self.read(end),
        };
        let Some(read) = words_read else {
            self.words_read = Some(None);
            return Vec::new();
        };
        let mut prefix = Reader {
            cmd: &mut *self.cmd,
            argv: &self.argv[..end],
            path: self.path.clone(),
            located: Vec::new(),
            in_words: words.clone(),
            words_read: None,
        };
        let mut out = Vec::new();
        let negation = item.negation.iter().map(|n| (n.as_str(), false));
        for (id, own) in std::iter::once((item.id.as_str(), true)).chain(negation) {
            for (token, unit, _) in prefix.occurrences(&read, item.place, id, false) {
                let Some(token) = token.filter(|t| words.contains(t)) else {
                    continue;
                };
                // The value the flag held there (a count, `true`, values).
                let values = match (own, level_of(&read, item.place)) {
                    (true, Some(m)) => values_of(m, id),
                    _ => vec![OsString::from("false")],
                };
                let setting = Setting {
                    source: Source::CommandLine {
                        at: origins.get(token).cloned(),
                        spelling: spelling(&self.argv[token]),
                    },
                    values,
                };
                out.push(((Some(token), unit), setting));
            }
        }
        self.words_read = Some(Some(read));
        out
    }

    /// The sources on the command line that set `item`, located, in the
    /// reading `found` of the command line without argkind's insertions.
    fn given(&mut self, item: &Item, found: &ArgMatches, origins: &[Origin]) -> Vec<Given> {
        let mut given = Vec::new();
        let origin = |token: Option<usize>| token.map(|t| origins.get(t).cloned().unwrap_or(Origin::Argv(t)));
        // Where clap's readings lead back to no token (an option given bare,
        // which clap gives no index), the flag's own name.
        let typed = |token: Option<usize>| Source::CommandLine {
            at: origin(token),
            spelling: token.map_or_else(|| dashed(&item.long).into_owned(), |t| spelling(&self.argv[t])),
        };
        // The flag's own occurrences, then its negation's (`false`).
        let negation = item.negation.iter().map(|n| (n.as_str(), false));
        for (id, own) in std::iter::once((item.id.as_str(), true)).chain(negation) {
            let every = own && item.append;
            for (token, unit, values) in self.occurrences(found, item.place, id, every) {
                let values = match (own, item.append) {
                    (false, _) => vec![OsString::from("false")],
                    (true, true) => values,
                    (true, false) => item_values(item, values),
                };
                given.push(Given {
                    token,
                    unit,
                    source: typed(token),
                    values,
                });
            }
        }
        // What a preset or a redirect gives the flag is one value that clap
        // splits at the flag's delimiter, as a typed one.
        let split = |values: Vec<OsString>| match item.delimiter {
            Some(delimiter) => values
                .into_iter()
                .flat_map(|value| match value.to_str() {
                    Some(text) => text.split(delimiter).map(OsString::from).collect(),
                    None => vec![value],
                })
                .collect(),
            None => values,
        };
        for special in &item.specials {
            for (token, unit, values) in self.occurrences(found, special.place, &special.id, special.every) {
                let (source, values) = match &special.preset {
                    Some(value) => (
                        Source::Preset {
                            flag: special.long.clone(),
                            at: origin(token),
                        },
                        split(vec![value.clone()]),
                    ),
                    None => (
                        Source::Redirect {
                            flag: special.long.clone(),
                            at: origin(token),
                        },
                        if special.negated {
                            vec![OsString::from("false")]
                        } else {
                            split(values)
                        },
                    ),
                };
                given.push(Given {
                    token,
                    unit,
                    source,
                    values,
                });
            }
        }
        given
    }
}

/// The values a typed occurrence gave a flag that is not a list: clap's
/// `true` for a flag without values, the count for a `Count` flag (its
/// effective value), else the occurrence's values.
fn item_values(item: &Item, values: Vec<OsString>) -> Vec<OsString> {
    if values.is_empty() {
        item.values.clone()
    } else {
        values
    }
}

/// Where a source applies: its token, and clap's index of its value there.
type Spot = (Option<usize>, Option<usize>);

/// The source of each of `values`, the effective values of an `Append`
/// flag, from the sources `given` in command-line order, and the indices in
/// `given` of those whose values do not stand. A typed occurrence adds its
/// values; a preset replaces the list; a redirect adds the deprecated
/// flag's values at its last occurrence, each occurrence that no typed
/// value or preset follows (none where one follows the last), as the
/// insertion step applies it. For a `global` flag, where that does not
/// give `values`, the sources from the first of the latest ones that give
/// them: clap keeps the values of the deepest command that set the flag,
/// whose sources come last, and the enclosing commands' do not stand (a
/// preset typed before a subcommand that types the flag). Where neither
/// gives `values`, each value has the last source's, and every earlier
/// source stands.
fn value_sources(given: &[Given], values: &[OsString], global: bool) -> (Vec<Source>, Vec<usize>) {
    // A typed value, or a preset that resets the list, after `token`.
    let typed_after = |token: Option<usize>| {
        given
            .iter()
            .any(|g| matches!(g.source, Source::CommandLine { .. } | Source::Preset { .. }) && g.token > token)
    };
    let flag_of = |g: &Given| match &g.source {
        Source::Redirect { flag, .. } => Some(flag.clone()),
        _ => None,
    };
    // (where it applies, index in `given`), for each source that applies.
    let mut events: Vec<(Spot, usize)> = Vec::new();
    let mut dropped = Vec::new();
    for (at, g) in given.iter().enumerate() {
        let Some(flag) = flag_of(g) else {
            events.push(((g.token, g.unit), at));
            continue;
        };
        let last = given
            .iter()
            .rev()
            .find(|h| flag_of(h).as_ref() == Some(&flag))
            .unwrap_or(g);
        if typed_after(last.token) || typed_after(g.token) {
            dropped.push(at);
        } else {
            events.push(((last.token, last.unit), at));
        }
    }
    events.sort_by_key(|(key, _)| *key);
    // The list that `events` make, each value with its source, and the
    // indices of the sources a preset replaced.
    let walk = |events: &[(Spot, usize)]| {
        let mut list: Vec<(OsString, Source)> = Vec::new();
        let mut replaced: Vec<usize> = Vec::new();
        let mut standing: Vec<usize> = Vec::new();
        for &(_, at) in events {
            let g = &given[at];
            if matches!(g.source, Source::Preset { .. }) {
                list.clear();
                replaced.append(&mut standing);
            }
            standing.push(at);
            list.extend(g.values.iter().map(|v| (v.clone(), g.source.clone())));
        }
        (list, replaced)
    };
    let firsts = if global { 0..events.len().max(1) } else { 0..1 };
    for first in firsts {
        let (list, replaced) = walk(&events[first..]);
        if list.iter().map(|(v, _)| v).eq(values.iter()) {
            dropped.extend(events[..first].iter().map(|(_, at)| *at));
            dropped.extend(replaced);
            dropped.sort_unstable();
            return (list.into_iter().map(|(_, s)| s).collect(), dropped);
        }
    }
    // A value the walk above does not follow: the values' own count, each
    // with the last source.
    let last = given.last().map(|g| g.source.clone()).unwrap_or(Source::CommandLine {
        at: None,
        spelling: String::new(),
    });
    (vec![last; values.len()], Vec::new())
}

/// The subcommand at `path` (names, outermost first) of `cmd`.
fn command_at<'c>(cmd: &'c Command, path: &[String]) -> Option<&'c Command> {
    let mut at = cmd;
    for name in path {
        at = at.find_subcommand(name)?;
    }
    Some(at)
}

/// Whether the long spelling `token` (`--name`, `--name=value`), which is
/// no whole one of `names` (`arg`'s long name and aliases) but may begin
/// one, is the whole long name or an alias of another argument of `cmd`.
fn names_another_whole(token: &[u8], names: &[&str], cmd: &Command, arg: &clap::Arg) -> bool {
    let body = token.strip_prefix(b"--").unwrap_or(token);
    let name = body.split(|b| *b == b'=').next().unwrap_or_default();
    if names.iter().any(|n| n.as_bytes() == name) {
        return false;
    }
    cmd.get_arguments()
        .filter(|other| other.get_id() != arg.get_id())
        .any(|other| {
            other.get_long().is_some_and(|long| long.as_bytes() == name)
                || other
                    .get_all_aliases()
                    .is_some_and(|aliases| aliases.iter().any(|a| a.as_bytes() == name))
        })
}

/// The longest start of `bytes` that is UTF-8.
fn utf8_start(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(err) => std::str::from_utf8(&bytes[..err.valid_up_to()]).unwrap_or_default(),
    }
}

/// The variable name `env`, lossily.
fn name_of(env: Option<&OsString>) -> String {
    env.map(|e| e.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The spelling of a flag's token, up to any `=` (`--lnc=1` is `--lnc`,
/// `-O=3` is `-O`, `-O3` stays); where it is not UTF-8, as `OsStr`'s
/// `Debug` writes it, quoted (`"-D\xFF"`): lossily, it would read as the
/// character U+FFFD.
fn spelling(token: &OsStr) -> String {
    let name = token
        .as_encoded_bytes()
        .split(|b| *b == b'=')
        .next()
        .unwrap_or_default();
    if let Ok(text) = std::str::from_utf8(name) {
        return text.to_owned();
    }
    // No escape of `Debug` holds a `=`: the first one it writes is the
    // token's first, where the spelling ends.
    let quoted = format!("{token:?}");
    match quoted.find('=') {
        Some(eq) => format!("{}\"", &quoted[..eq]),
        None => quoted,
    }
}

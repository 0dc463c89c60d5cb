//! Parse errors that obey the tiers.
//!
//! clap suggests hidden flags in its "a similar argument exists" tips and
//! puts hidden required flags in the usage line of its errors. Before a
//! parse error leaves [`ArgKindCommand`], it is rewritten:
//!
//! * a tip naming a flag that is not PUBLIC (or the negation of one) is
//!   replaced by the tip clap would give if that flag did not exist: the
//!   closest PUBLIC spelling by clap's own measure (but no spelling of a
//!   pair for a typo nearer the pair's other spelling: the opposite
//!   meaning), else none, and then, in a command with positionals, clap's
//!   `-- ARG` tip;
//! * a usage line that names a flag that is not PUBLIC, other than the
//!   flags the error is about, is replaced by the command's usage with
//!   PUBLIC flags only;
//! * a tip naming a hidden subcommand (clap's `hide`), or a flag of one, is
//!   dropped.

use std::fmt::Write as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

use crate::command::ArgKindCommand;
use crate::kind::ArgKind;
use crate::level::{is_generated, tier_of};
use crate::shown::{declared_in, negation, Ancestors, Tiers};
use crate::spec::{ArgSpec, CommandSpec};

/// clap's threshold for "a similar argument exists" (`strsim::jaro`).
const SIMILAR: f64 = 0.7;

/// Rewrites the clap error `err` of a parse with `cmd` so that it names no
/// flag the user may not see (see the module documentation).
pub(crate) fn obey_tiers(err: clap::Error, cmd: &ArgKindCommand) -> clap::Error {
    obey_tiers_of_flags(err, cmd)
}

/// [`obey_tiers`] for the flag names of tips and usage lines.
fn obey_tiers_of_flags(mut err: clap::Error, cmd: &ArgKindCommand) -> clap::Error {
    let usage = err.get(ContextKind::Usage).map(ToString::to_string);
    let Some(at) = usage
        .as_deref()
        .and_then(|usage| locate(cmd.command(), cmd.spec(), usage))
    else {
        // Without a usage line the failing command is unknown: a name is
        // hidden if any command hides it.
        drop_hidden_tips(&mut err, cmd);
        return err;
    };
    match err.kind() {
        ErrorKind::UnknownArgument => fix_tips(&mut err, &at),
        ErrorKind::InvalidSubcommand => drop_hidden_subcommands(&mut err, &at),
        ErrorKind::MissingRequiredArgument => drop_hidden_group_members(&mut err, &at),
        _ => {}
    }
    if let Some(usage) = usage {
        let about: Vec<String> = [ContextKind::InvalidArg, ContextKind::PriorArg]
            .into_iter()
            .filter_map(|kind| err.get(kind))
            .flat_map(|value| flag_tokens(&value.to_string()).map(str::to_owned).collect::<Vec<_>>())
            .collect();
        let leaks = flag_tokens(&usage).any(|token| !about.iter().any(|a| a == token) && !at.is_shown(token));
        if leaks {
            if let Some(public) = public_usage(cmd, &at.path) {
                err.insert(ContextKind::Usage, ContextValue::StyledStr(public));
            }
        }
    }
    err
}

/// A required group that clap names in a "not provided" error as
/// `<--a|--b>` lists only the members the user may see; a group with none
/// left is not named.
fn drop_hidden_group_members(err: &mut clap::Error, at: &At<'_>) {
    let Some(ContextValue::Strings(missing)) = err.get(ContextKind::InvalidArg) else {
        return;
    };
    let shown: Vec<String> = missing
        .iter()
        .filter_map(|entry| {
            let Some(members) = entry
                .strip_prefix('<')
                .and_then(|e| e.strip_suffix('>'))
                .filter(|m| m.contains('|'))
            else {
                return Some(entry.clone());
            };
            let kept: Vec<&str> = members
                .split('|')
                .filter(|member| flag_tokens(member).all(|token| at.is_shown(token)))
                .collect();
            (!kept.is_empty()).then(|| ["<", &kept.join("|"), ">"].concat())
        })
        .collect();
    if shown != *missing {
        err.insert(ContextKind::InvalidArg, ContextValue::Strings(shown));
    }
}

/// A command of the tree, with its declarations and its enclosing commands.
#[derive(Clone)]
struct At<'a> {
    cmd: &'a Command,
    spec: &'a CommandSpec,
    ancestors: Ancestors<'a>,
    /// The subcommand names below the root.
    path: Vec<&'a str>,
}

impl<'a> At<'a> {
    /// Subcommand `sub` of this command.
    fn child(&self, sub: &'a Command) -> At<'a> {
        let mut ancestors = self.ancestors.clone();
        ancestors.push((self.cmd, self.spec));
        let mut path = self.path.clone();
        path.push(sub.get_name());
        At {
            cmd: sub,
            spec: self.spec.subcommand_or_empty(sub.get_name()),
            ancestors,
            path,
        }
    }

    /// The tier of the flag spelled `token` (`--long`, `--no-long`, `-s`):
    /// an argument of this command, a global of an enclosing one, or any
    /// argument of an enclosing one (their required flags show in usage
    /// lines); `None` when no argument has that spelling.
    fn kind_of(&self, token: &str) -> Option<ArgKind> {
        let own = std::iter::once((self.cmd, self.spec, &self.ancestors[..]));
        let outer = (0..self.ancestors.len()).rev().map(|depth| {
            let (cmd, spec) = self.ancestors[depth];
            (cmd, spec, &self.ancestors[..depth])
        });
        own.chain(outer)
            .find_map(|(cmd, spec, ancestors)| spelling_kind(cmd, spec, ancestors, token))
    }

    /// Whether `token` may be named: it is no flag spelling here, or a
    /// PUBLIC one.
    fn is_shown(&self, token: &str) -> bool {
        self.kind_of(token).is_none_or(|kind| Tiers::PUBLIC.contains(kind))
    }

    /// The PUBLIC long spelling clap would suggest for the unknown `--typo`
    /// among this command's flags (its own and the enclosing globals), by
    /// clap's measure; negations of PUBLIC pair flags count, unless they
    /// have a tier of their own that is not PUBLIC. A spelling of a pair is
    /// not suggested for a typo nearer its other spelling, shown or not
    /// (`--hidden` for `--no-hidde`): it means the opposite (S9).
    fn similar(&self, typo: &str) -> Option<String> {
        let typo = typo.strip_prefix("--").unwrap_or(typo);
        let own = |id: &clap::Id| self.cmd.get_arguments().any(|a| a.get_id() == id);
        let globals = self
            .ancestors
            .iter()
            .flat_map(|(c, _)| c.get_arguments().filter(|a| a.is_global_set() && !own(a.get_id())));
        let args: Vec<&Arg> = self
            .cmd
            .get_arguments()
            .chain(globals)
            .filter(|a| !is_generated(a))
            .collect();
        let mut best: Option<(f64, String)> = None;
        for &arg in &args {
            let declared = declared_in(arg, self.spec, &self.ancestors);
            if arg.is_hide_set() && !Tiers::PUBLIC.contains(tier_of(arg, declared)) {
                continue;
            }
            // The other spelling of the pair `arg` belongs to, if any.
            let other = match declared.and_then(ArgSpec::get_negates) {
                Some(flag) => args
                    .iter()
                    .find(|a| a.get_id() == flag)
                    .and_then(|a| a.get_long())
                    .map(str::to_owned),
                None => negation(arg, declared),
            };
            let shown_negation = negation(arg, declared).filter(|n| self.is_shown(&["--", n].concat()));
            let longs = arg
                .get_long()
                .into_iter()
                .chain(arg.get_all_aliases().unwrap_or_default())
                .map(|long| (long.to_owned(), other.clone()))
                .chain(shown_negation.map(|n| (n, arg.get_long().map(str::to_owned))));
            for (long, other) in longs {
                let confidence = strsim::jaro(typo, &long);
                let opposite = other.is_some_and(|other| strsim::jaro(typo, &other) > confidence);
                if !opposite && confidence > SIMILAR && best.as_ref().is_none_or(|(b, _)| confidence >= *b) {
                    best = Some((confidence, long));
                }
            }
        }
        best.map(|(_, long)| long)
    }
}

/// The tier of the argument of `cmd` spelled `token`, if any.
fn spelling_kind(
    cmd: &Command,
    spec: &CommandSpec,
    ancestors: &[(&Command, &CommandSpec)],
    token: &str,
) -> Option<ArgKind> {
    let kind = |arg: &Arg| tier_of(arg, declared_in(arg, spec, ancestors));
    if let Some(long) = token.strip_prefix("--") {
        let named = cmd.get_arguments().find(|a| {
            !is_generated(a)
                && (a.get_long() == Some(long) || a.get_all_aliases().is_some_and(|aliases| aliases.contains(&long)))
        });
        // A pair's negation is an argument of its own, with its tier.
        return named.map(kind);
    }
    let short = token.strip_prefix('-')?.chars().next()?;
    let arg = cmd.get_arguments().find(|a| {
        a.get_short() == Some(short)
            || a.get_all_short_aliases()
                .is_some_and(|aliases| aliases.contains(&short))
    })?;
    Some(kind(arg))
}

/// Finds the (sub)command a usage line (`Usage: tool sub [OPTIONS] <X>`)
/// belongs to: the subcommand names are its bare words after the program
/// name (the other words are flags, `<VALUE>`s and `[OPTIONS]`).
fn locate<'a>(root: &'a Command, spec: &'a CommandSpec, usage: &str) -> Option<At<'a>> {
    let line = usage.lines().next()?.trim();
    let line = line.strip_prefix("Usage:").unwrap_or(line).trim_start();
    let rest = line.strip_prefix(root.get_bin_name().unwrap_or(root.get_name()))?;
    let mut at = At {
        cmd: root,
        spec,
        ancestors: Vec::new(),
        path: Vec::new(),
    };
    for word in rest.split_whitespace() {
        // A flag subcommand shows as `{sub|--long|-s}`.
        let word = word.trim_start_matches('{').split('|').next().unwrap_or_default();
        if word.is_empty() || word.starts_with(['-', '<', '[']) {
            continue;
        }
        let Some(sub) = at.cmd.get_subcommands().find(|s| s.get_name() == word) else {
            break;
        };
        at = at.child(sub);
    }
    Some(at)
}

/// The `--long` and `-s` flag tokens of `text`: a `-` or `--` that starts a
/// word, followed by a name.
fn flag_tokens(text: &str) -> impl Iterator<Item = &str> + '_ {
    let bytes = text.as_bytes();
    let name = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let start = at;
            at += 1;
            if bytes[start] != b'-' || (start > 0 && name(bytes[start - 1])) {
                continue;
            }
            let body = if bytes.get(start + 1) == Some(&b'-') {
                start + 2
            } else {
                start + 1
            };
            let mut end = body;
            while end < bytes.len() && name(bytes[end]) {
                end += 1;
            }
            at = end.max(at);
            let short = body == start + 1;
            if end > body && (!short || end == body + 1) && bytes[body].is_ascii_alphanumeric() {
                return Some(&text[start..end]);
            }
        }
        None
    })
}

/// Rewrites the tips of an unknown-argument error raised in `at`.
fn fix_tips(err: &mut clap::Error, at: &At<'_>) {
    let typo = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(typo)) => typo.clone(),
        _ => return,
    };
    let styles = at.cmd.get_styles().clone();
    let valid = styles.get_valid();
    let mut dropped = false;
    if let Some(ContextValue::String(suggested)) = err.get(ContextKind::SuggestedArg) {
        if !at.is_shown(suggested) {
            dropped = true;
            err.remove(ContextKind::SuggestedArg);
            if let Some(public) = at.similar(&typo) {
                err.insert(ContextKind::SuggestedArg, ContextValue::String(format!("--{public}")));
                return;
            }
        }
    }
    let Some(ContextValue::StyledStrs(tips)) = err.get(ContextKind::Suggested) else {
        if dropped {
            add_trailing_tip(err, at, &typo, Vec::new());
        }
        return;
    };
    let mut kept = Vec::new();
    for tip in tips {
        // `'sub --flag' exists`: a flag of subcommand `sub`.
        let text = tip.to_string();
        let named = text
            .strip_prefix('\'')
            .and_then(|t| t.strip_suffix("' exists"))
            .and_then(|t| t.split_once(' '));
        let Some((sub, flag)) = named else {
            kept.push(tip.clone());
            continue;
        };
        let Some(sub_at) = at.cmd.find_subcommand(sub).map(|s| at.child(s)) else {
            kept.push(tip.clone());
            continue;
        };
        if sub_at.is_shown(flag) && !sub_at.cmd.is_hide_set() {
            kept.push(tip.clone());
            continue;
        }
        dropped = true;
        if let Some(public) = sub_at.similar(&typo).filter(|_| !sub_at.cmd.is_hide_set()) {
            let mut tip = StyledStr::new();
            let _ = write!(tip, "'{valid}{sub} --{public}{valid:#}' exists");
            kept.push(tip);
        }
    }
    if dropped {
        add_trailing_tip(err, at, &typo, kept);
    }
}

/// Sets the tips of an unknown-argument error to `tips`, adding the one
/// clap gives an unknown flag with no similar one in a command with
/// positionals, when no other suggestion is left.
fn add_trailing_tip(err: &mut clap::Error, at: &At<'_>, typo: &str, mut tips: Vec<StyledStr>) {
    let suggests =
        err.get(ContextKind::SuggestedArg).is_some() || tips.iter().any(|t| t.to_string().ends_with("exists"));
    let has_trailing = tips.iter().any(|t| t.to_string().starts_with("to pass"));
    if !suggests && !has_trailing && at.cmd.get_positionals().next().is_some() {
        let styles = at.cmd.get_styles();
        let (invalid, valid) = (styles.get_invalid(), styles.get_valid());
        let mut tip = StyledStr::new();
        let _ = write!(
            tip,
            "to pass '{invalid}{typo}{invalid:#}' as a value, use '{valid}-- {typo}{valid:#}'"
        );
        tips.insert(0, tip);
    }
    if tips.is_empty() {
        err.remove(ContextKind::Suggested);
    } else {
        err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    }
}

/// Drops the "a similar subcommand exists" tips that name a hidden
/// subcommand of `at` (clap's `hide`): shown where HIDDEN flags are, not in
/// tips.
fn drop_hidden_subcommands(err: &mut clap::Error, at: &At<'_>) {
    let Some(ContextValue::Strings(names)) = err.get(ContextKind::SuggestedSubcommand) else {
        return;
    };
    let hidden = |name: &String| {
        at.cmd
            .get_subcommands()
            .any(|sub| sub.is_hide_set() && (sub.get_name() == name || sub.get_all_aliases().any(|a| a == name)))
    };
    let kept: Vec<String> = names.iter().filter(|n| !hidden(n)).cloned().collect();
    if kept.is_empty() {
        err.remove(ContextKind::SuggestedSubcommand);
        // clap leaves an empty list of other tips, which prints as a blank line.
        if matches!(err.get(ContextKind::Suggested), Some(ContextValue::StyledStrs(tips)) if tips.is_empty()) {
            err.remove(ContextKind::Suggested);
        }
    } else {
        err.insert(ContextKind::SuggestedSubcommand, ContextValue::Strings(kept));
    }
}

/// Drops every tip that names a flag some command of `cmd` hides.
fn drop_hidden_tips(err: &mut clap::Error, cmd: &ArgKindCommand) {
    fn hidden_anywhere(at: &At<'_>, token: &str) -> bool {
        !at.is_shown(token)
            || at
                .cmd
                .get_subcommands()
                .any(|sub| hidden_anywhere(&at.child(sub), token))
    }
    let root = At {
        cmd: cmd.command(),
        spec: cmd.spec(),
        ancestors: Vec::new(),
        path: Vec::new(),
    };
    if let Some(ContextValue::String(suggested)) = err.get(ContextKind::SuggestedArg) {
        if hidden_anywhere(&root, suggested) {
            err.remove(ContextKind::SuggestedArg);
        }
    }
    if let Some(ContextValue::StyledStrs(tips)) = err.get(ContextKind::Suggested) {
        let kept: Vec<StyledStr> = tips
            .iter()
            .filter(|t| flag_tokens(&t.to_string()).all(|f| !hidden_anywhere(&root, f)))
            .cloned()
            .collect();
        if kept.is_empty() {
            err.remove(ContextKind::Suggested);
        } else {
            err.insert(ContextKind::Suggested, ContextValue::StyledStrs(kept));
        }
    }
}

/// The usage line (with its `Usage:` title) of the subcommand at `path`,
/// PUBLIC flags only.
fn public_usage(cmd: &ArgKindCommand, path: &[&str]) -> Option<StyledStr> {
    let mut shown = cmd.surface_command(Tiers::PUBLIC);
    shown.build();
    public_subcommand(&mut shown, path).map(Command::render_usage)
}

/// Formats the raw clap error `err` (made with `clap::Error::raw`) with the
/// usage line of the subcommand at `path`, PUBLIC flags only: what
/// `err.format(cmd)` does, less the non-public required flags clap would
/// put in the usage line. Unformatted when no subcommand has that path.
pub(crate) fn format_raw(err: clap::Error, cmd: &ArgKindCommand, path: &[&str]) -> clap::Error {
    let mut shown = cmd.surface_command(Tiers::PUBLIC);
    shown.build();
    match public_subcommand(&mut shown, path) {
        Some(at) => err.format(at),
        None => err,
    }
}

/// The subcommand at `path` of the built `shown`.
fn public_subcommand<'a>(shown: &'a mut Command, path: &[&str]) -> Option<&'a mut Command> {
    let mut at = shown;
    for name in path {
        at = at.find_subcommand_mut(name)?;
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::flag_tokens;

    #[test]
    fn flag_tokens_are_whole_words() {
        let text = "Usage: tool --a-b <X> [--c] -d|--e=1 x--f --no-g -h2 - -- '--i'";
        let tokens: Vec<&str> = flag_tokens(text).collect();
        assert_eq!(tokens, ["--a-b", "--c", "-d", "--e", "--no-g", "--i"]);
    }
}

//! Parse errors that obey the tiers.
//!
//! clap suggests hidden flags in its "a similar argument exists" tips and
//! puts hidden required flags in the usage line of its errors. Before a
//! parse error leaves [`ArgKindCommand`], it is rewritten:
//!
//! * a similar-argument tip clap gives for an unknown `--typo` is replaced
//!   by argkind's own pick (see below), or dropped when there is none; with
//!   no similar argument left, a command with positionals gets clap's
//!   `to pass '--typo' as a value, use '-- --typo'` tip instead;
//! * a usage line that names the flag clap suggested where argkind
//!   suggests another names argkind's in its place (clap adds the flag it
//!   suggests to the usage line), and a group it lists whole keeps its
//!   PUBLIC members; a line that still names a flag that is not PUBLIC,
//!   other than the flags the user typed that the error is about, or the
//!   flag clap suggested where argkind suggests none, is replaced by the
//!   command's usage with PUBLIC flags only (a missing required argument
//!   may be named, since the user must add it, but not in the usage line);
//! * a tip naming a hidden subcommand (clap's `hide`), or a flag of one, is
//!   dropped;
//! * a conflict with an argument whose value came from its environment
//!   variable names the variable, not a flag the user never typed
//!   ([`name_variables`]).
//!
//! # Similar arguments
//!
//! The spellings compared with a typo are those clap compares: every long
//! name and alias of the command's arguments (its own and the globals of the
//! enclosing commands), each pair's negation included, since it is an
//! argument of its own; argkind's own arguments are left out. Each spelling
//! has its argument's tier (a negation's is its own declaration's). A
//! spelling *reads negative* when it is a negation whose pair flag's long
//! does not start `no-` or `disable-` (`--no-x`, `--disable-x`,
//! `--relative-path` beside `--absolute-path`), or a spelling of any other
//! argument that starts `no-` or `disable-` (`--no-ignore`, the flag of a
//! pair whose negation `--ignore` therefore reads positive).
//!
//! 1. A spelling is similar to the typo (without `--`) when
//!    `strsim::jaro(typo, spelling) > 0.7`, clap's measure. Of equally
//!    similar spellings the last in clap's order wins, as in clap, each
//!    negation counted right after its flag, where a hand-written twin
//!    field stood (argkind adds the negations after every other argument).
//! 2. For a typo that starts `no-` or `disable-`, the pick is the most
//!    similar spelling that reads negative, and there is none when no such
//!    spelling is similar: a positive one would mean the opposite of what
//!    was typed (clap suggests `--verbose` for `--no-verbos`). A negation
//!    is compared there too as its flag written negative in the styles it
//!    is not (`no-enable-verifier` for `--disable-verifier`,
//!    `disable-cache` for `--no-cache`, `no-absolute-path` for
//!    `--relative-path`), and suggested where one of those is more similar
//!    than every spelling. For any
//!    other typo it is the most similar spelling. (A typo of a custom
//!    negative name needs no rule of its own: the name is its most similar
//!    spelling.)
//! 3. The pick is suggested only if its tier is PUBLIC (shown on `--help`).
//!    Otherwise there is no similar-argument tip: no look-alike of another
//!    tier, and never the other half of the pair.
//!
//! clap's `'sub --flag' exists`, which clap gives when no spelling of the
//! command itself is similar, is made the same way in subcommand `sub`, and
//! dropped for a hidden subcommand. Where clap suggests nothing (no
//! similar spelling, or its `suggestions` feature off), neither does
//! argkind.

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Command};

use crate::command::ArgKindCommand;
use crate::error::Error;
use crate::kind::ArgKind;
use crate::level::{has_short, is_generated, is_surface_id, tier_of};
use crate::shown::{declared_in, Ancestors, Tiers};
use crate::source::Origin;
use crate::spec::{ArgSpec, CommandSpec};

/// clap's threshold for "a similar argument exists" (`strsim::jaro`).
pub(crate) const SIMILAR: f64 = 0.7;

/// Rewrites the clap error `err` of a parse with `cmd` so that it names no
/// flag the user may not see (see the module documentation).
pub(crate) fn obey_tiers(err: clap::Error, cmd: &ArgKindCommand) -> clap::Error {
    obey_tiers_of_flags(err, cmd)
}

/// [`obey_tiers`] for the flag names of tips and usage lines.
fn obey_tiers_of_flags(mut err: clap::Error, cmd: &ArgKindCommand) -> clap::Error {
    let mut usage = err.get(ContextKind::Usage).map(ToString::to_string);
    let mut stale_usage = false;
    let Some(at) = usage
        .as_deref()
        .and_then(|usage| locate(cmd.parsed_command(), cmd.spec(), usage))
    else {
        // Without a usage line the failing command is unknown: a name is
        // hidden if any command hides it.
        drop_hidden_tips(&mut err, cmd);
        return err;
    };
    let mut resuggested = None;
    match err.kind() {
        ErrorKind::UnknownArgument => resuggested = fix_tips(&mut err, &at, cmd),
        ErrorKind::InvalidSubcommand => drop_hidden_subcommands(&mut err, &at),
        ErrorKind::MissingSubcommand => drop_hidden_valid_subcommands(&mut err, &at),
        ErrorKind::MissingRequiredArgument => name_missing(&mut err, &at),
        _ => {}
    }
    if let Some(ContextValue::StyledStr(styled)) = err.get(ContextKind::Usage) {
        // clap's line mended: argkind's suggestion where clap names its
        // own, each group by its PUBLIC members. What still names a flag
        // the user may not see gives way to the command's usage below.
        let text = crate::surface::styled_text(styled);
        let swapped = match &resuggested {
            Some(resuggested) => resuggested.swapped(&text, &at, cmd.typed_argv()),
            None => Some(text),
        };
        match swapped.and_then(|text| with_shown_members(&text, &at)) {
            Some(mended) => {
                let mended = StyledStr::from(mended);
                usage = Some(mended.to_string());
                err.insert(ContextKind::Usage, ContextValue::StyledStr(mended));
            }
            None => stale_usage = true,
        }
    }
    if let Some(usage) = usage {
        // The flags the error is about, which the user typed; a missing
        // required argument is one the user did not type.
        let typed: &[ContextKind] = if err.kind() == ErrorKind::MissingRequiredArgument {
            &[]
        } else {
            &[ContextKind::InvalidArg, ContextKind::PriorArg]
        };
        let about: Vec<String> = typed
            .iter()
            .copied()
            .filter_map(|kind| err.get(kind))
            .flat_map(|value| flag_tokens(&value.to_string()).map(str::to_owned).collect::<Vec<_>>())
            .collect();
        let leaks = flag_tokens(&usage).any(|token| !about.iter().any(|a| a == token) && !at.is_shown(token))
            || positional_names(&usage).any(|name| !at.positional_kind(name).is_none_or(|k| Tiers::PUBLIC.contains(k)));
        if leaks || stale_usage {
            if let Some(public) = public_usage(cmd, &at.path) {
                err.insert(ContextKind::Usage, ContextValue::StyledStr(public));
            }
        }
    }
    err
}

/// The conflict error `err` with each argument whose value came from its
/// environment variable named by that variable (`the value of VAR`), not by
/// a flag the user never typed: `from_env` lists those arguments as clap
/// names them (`--x`, `--x <X>`), with their variables. The typed argument
/// goes first. clap has no wording for it, so the first line is written
/// here, with the command's styles, and clap adds the rest (the error's
/// usage line, the pointer to `--help`); the context says the same.
pub(crate) fn name_variables(err: clap::Error, cmd: &ArgKindCommand, from_env: &[(String, String)]) -> clap::Error {
    let Some(named) = conflict_names(&err, from_env) else {
        return err;
    };
    let usage = match err.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => Some(usage.clone()),
        _ => None,
    };
    let at = usage
        .as_ref()
        .and_then(|usage| locate(cmd.parsed_command(), cmd.spec(), &usage.to_string()));
    let mut shown = at.map_or_else(|| cmd.parsed_command().clone(), |at| at.cmd.clone());
    let line = conflict_line(&named, shown.get_styles());
    if let Some(usage) = &usage {
        let body = crate::surface::usage_body(usage, shown.get_styles());
        shown = shown.override_usage(body);
    }
    let mut named_err =
        clap::Error::raw(ErrorKind::ArgumentConflict, crate::surface::styled_text(&line)).format(&mut shown);
    let plain: Vec<String> = named
        .iter()
        .map(|(name, var)| {
            var.as_ref()
                .map_or_else(|| name.clone(), |var| format!("the value of {var}"))
        })
        .collect();
    named_err.insert(ContextKind::InvalidArg, ContextValue::String(plain[0].clone()));
    named_err.insert(ContextKind::PriorArg, ContextValue::Strings(plain[1..].to_vec()));
    if let Some(usage) = usage {
        named_err.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    }
    named_err
}

/// The usage line of `err`, when it names a flag whose value came from its
/// environment variable (`from_env`, as [`name_variables`] takes it),
/// without that flag: clap writes the flags a parse used into the usage
/// line of a "required" error, and the user typed no such flag (a PUBLIC
/// one included). A required flag stays, as clap names it whatever the
/// parse used. Where the flag cannot be taken out alone (clap writes it
/// more than once), the line is replaced by the command's usage with
/// PUBLIC flags only.
pub(crate) fn drop_variables_from_usage(
    mut err: clap::Error,
    cmd: &ArgKindCommand,
    from_env: &[(String, String)],
) -> clap::Error {
    let Some(ContextValue::StyledStr(styled)) = err.get(ContextKind::Usage) else {
        return err;
    };
    let usage = styled.to_string();
    let named = |token: &str| from_env.iter().any(|(name, _)| flag_tokens(name).next() == Some(token));
    if !flag_tokens(&usage).any(named) {
        return err;
    }
    let Some(at) = locate(cmd.parsed_command(), cmd.spec(), &usage) else {
        return err;
    };
    let mut text = crate::surface::styled_text(styled);
    let base = styled_usage(at.cmd);
    let dropped = flag_tokens(&usage).filter(|token| named(token)).all(|token| {
        let Some(arg) = at.arguments().find(|a| spells_as_named(a, token)) else {
            return false;
        };
        if arg.is_required_set() {
            return true;
        }
        let Some(written) = rendered(at.cmd, &base, arg) else {
            return false;
        };
        let Some(start) = once_in(&text, &written) else {
            return false;
        };
        text = cut(&text, start, written.len());
        true
    });
    let mended = if dropped {
        Some(StyledStr::from(text))
    } else {
        public_usage(cmd, &at.path)
    };
    if let Some(mended) = mended {
        err.insert(ContextKind::Usage, ContextValue::StyledStr(mended));
    }
    err
}

/// The value error `err` (`invalid value 'x' for '--level <level>'`) about
/// an argument whose value came from its environment variable (`from_env`,
/// as [`name_variables`] takes it) names the variable instead of the flag,
/// which the user did not type: `invalid value 'x' for 'PROBE_LEVEL'`.
pub(crate) fn name_variable_of_value(
    mut err: clap::Error,
    cmd: &Command,
    from_env: &[(String, String)],
) -> clap::Error {
    if !matches!(err.kind(), ErrorKind::InvalidValue | ErrorKind::ValueValidation) {
        return err;
    }
    let Some(ContextValue::String(arg)) = err.get(ContextKind::InvalidArg) else {
        return err;
    };
    if let Some((_, var)) = from_env.iter().find(|(name, _)| name == arg) {
        let var = var.clone();
        err.insert(ContextKind::InvalidArg, ContextValue::String(var));
        err = crate::value_parser::reworded(err, cmd);
    }
    err
}

/// The error `err` of a parse of `argv` by `cmd` with the arguments it is
/// about (as clap names one: `--name <NAME>`) named as the user typed
/// them, where clap's name would tell what the user may not see:
///
/// * a HARG argument is named by the spelling typed for it: an
///   abbreviation that `infer_long_args` reads, or a short name, must not
///   give the long name away, which no surface shows;
/// * an argument no token spells, which a preset or a deprecated flag's
///   redirect set, is named by that flag, as clap names it (`--one` for a
///   typed `-1`, `--old <old>`), a HARG one as typed: the user typed no
///   such argument (one its environment variable set is named by the
///   variable, later: see [`name_variables`]).
///
/// The last token of `argv` that spells an argument is taken (a long
/// spelling is one whose name is, or begins, the argument's long or an
/// alias; a short cluster one that holds its short or a short alias).
pub(crate) fn name_as_typed(mut err: clap::Error, cmd: &ArgKindCommand, argv: &[OsString]) -> clap::Error {
    let named = |kind| matches!(err.get(kind), Some(ContextValue::String(_) | ContextValue::Strings(_)));
    if !named(ContextKind::InvalidArg) && !named(ContextKind::PriorArg) {
        return err;
    }
    let mut args: Vec<TreeArg<'_>> = Vec::new();
    arguments_of(cmd.parsed_command(), cmd.spec(), &mut Vec::new(), &mut args);
    // The last token that spells the flag whole, else the last that may
    // abbreviate it (`infer_long_args`, which no getter tells): a later
    // prefix clap may never have read as the flag does not hide a whole
    // spelling.
    let operands = crate::check::operands(cmd.parsed_command(), argv);
    // A letter of a short cluster that takes a value takes the rest of the
    // cluster for it (`-Cv` is `-C v`), unless its value is optional and
    // must follow `=` (a pair's negation reads as such an option).
    let takes_value = |c: char, rest: &str| {
        args.iter()
            .any(|n| has_short(n.arg, c) && crate::rewrite::takes_rest(n.arg, rest))
    };
    // A long name that is another argument's whole abbreviates none (clap
    // takes the argument named whole).
    let whole_elsewhere = |arg: &Arg, spelling: &str| {
        args.iter()
            .any(|n| n.arg.get_id() != arg.get_id() && spells_whole(n.arg, spelling))
    };
    // Where the last token that spells `arg` as text stands among the
    // operands.
    let last_at = |arg: &Arg| {
        operands
            .iter()
            .rposition(|token| spelling_of(arg, token, takes_value).is_some())
    };
    let spelled_as_text = |arg: &Arg| {
        let spellings = || {
            operands
                .iter()
                .rev()
                .filter_map(|token| spelling_of(arg, token, takes_value))
        };
        spellings()
            .find(|spelling| spells_whole(arg, spelling))
            .or_else(|| spellings().find(|spelling| !whole_elsewhere(arg, spelling)))
    };
    // The argument clap names by `flag` (its long, else its short).
    let by_flag = |flag: &str| args.iter().find(|n| spells_as_named(n.arg, flag));
    // clap's reading of the command line, its errors ignored (made once,
    // where needed): the values and sources it gave each argument.
    let read = std::cell::OnceCell::new();
    let reading = || {
        read.get_or_init(|| {
            cmd.parsed_command()
                .clone()
                .ignore_errors(true)
                .try_get_matches_from(argv)
                .ok()
        })
        .as_ref()
    };
    // Whether clap's reading gave the argument `id`, in any command, a
    // value from one of `sources`: a token that spells a flag where clap
    // reads it as a value (after `--`, of a positional that takes hyphen
    // values) gives it none.
    let read_from = |id: &str, sources: &[ValueSource]| {
        let mut matches = reading();
        while let Some(m) = matches {
            if crate::check::source_of(m, id).is_some_and(|source| sources.contains(&source)) {
                return true;
            }
            matches = m.subcommand().map(|(_, sub)| sub);
        }
        false
    };
    // The spelling of `arg` the command line typed. In an error clap finds
    // once it has read every token (a conflict, a missing argument), only
    // where clap's reading of the command line as typed (no preset or
    // redirect applied) gave it a value: a name clap read as a value
    // (after `--`, of an option that takes hyphen values) spells nothing.
    // An error clap raises at a token is about one that reading leaves out.
    let conflict = err.kind() == ErrorKind::ArgumentConflict;
    let at_token = raised_at_token(err.kind()) || err.kind() == ErrorKind::InvalidUtf8;
    let spelled = |arg: &Arg| {
        spelled_as_text(arg).filter(|_| at_token || read_from(arg.get_id().as_str(), &[ValueSource::CommandLine]))
    };
    // The flags whose presets or redirects may have set `arg`: those clap
    // read from the command line.
    let setters = |arg| {
        setters_of(&args, arg).filter(|setter| read_from(setter.arg.get_id().as_str(), &[ValueSource::CommandLine]))
    };
    // How clap names an argument (`--old <old>`): clap renders only a
    // built one, and builds a subcommand only when it reads it, so a copy
    // of the command is built (made once, where needed).
    let built = std::cell::OnceCell::new();
    let clap_name = |named: &TreeArg<'_>| -> Option<String> {
        let built = built.get_or_init(|| {
            let mut built = cmd.parsed_command().clone();
            built.build();
            built
        });
        let mut at = built;
        for name in &named.path {
            at = at.find_subcommand(name)?;
        }
        let id = named.arg.get_id();
        at.get_arguments().find(|a| a.get_id() == id).map(ToString::to_string)
    };
    // The argument and value of an invalid-value error.
    let invalid = match (err.get(ContextKind::InvalidArg), err.get(ContextKind::InvalidValue)) {
        (Some(ContextValue::String(arg)), Some(ContextValue::String(value))) => Some((arg.clone(), value.clone())),
        _ => None,
    };
    // clap names a positional argument by its value names.
    let positional = |name: &str| args.iter().find(|n| n.arg.is_positional() && n.arg.to_string() == name);
    let typed = |name: &str| -> Option<String> {
        // A HARG one by the values typed for it, or, where clap stopped
        // before it had them, by a name that gives nothing away.
        if let Some(positional) = positional(name).filter(|n| n.kind == ArgKind::Harg) {
            let values = values_typed(invalid.as_ref(), reading(), name, positional.arg);
            return Some(values.unwrap_or_else(|| "VALUE".to_owned()));
        }
        // clap names a flag by its long, else its short: `--name <NAME>`.
        let named = by_flag(flag_tokens(name).next()?)?;
        // A flag that set it by a preset or a redirect, as clap names that
        // flag (a HARG one as typed).
        let setter_name = |setter: &TreeArg<'_>| {
            let spelling = spelled(setter.arg)?;
            match setter.kind {
                ArgKind::Harg => Some(spelling),
                _ => Some(clap_name(setter).unwrap_or(spelling)),
            }
        };
        match spelled(named.arg) {
            Some(spelling) => {
                // Where clap read every token, a preset or redirect typed
                // after the argument's own last spelling set it last
                // (`--lvl 2 sub --quick`, `--quick` presetting the global
                // `--lvl`): the flag that set it.
                let own_at = last_at(named.arg);
                let later = setters(named.arg)
                    .filter(|setter| !at_token && last_at(setter.arg) > own_at)
                    .find_map(setter_name);
                later.or_else(|| (named.kind == ArgKind::Harg).then_some(spelling))
            }
            // Set by a preset or a redirect only.
            None => setters(named.arg).find_map(setter_name),
        }
    };
    // clap names an unexpected token as typed (`--name=value` after `--`,
    // where nothing reads it as a flag): that name is the user's own.
    let as_typed = |name: &str| {
        err.kind() == ErrorKind::UnknownArgument
            && operands.iter().any(|token| token.as_encoded_bytes() == name.as_bytes())
    };
    if let Some(ContextValue::String(name)) = err
        .get(ContextKind::InvalidArg)
        .filter(|v| !matches!(v, ContextValue::String(n) if as_typed(n)))
    {
        if let Some(spelled) = typed(name) {
            err.insert(ContextKind::InvalidArg, ContextValue::String(spelled));
            err = crate::value_parser::reworded(err, cmd.parsed_command());
        }
    }
    // What a conflict names besides the argument it is about: clap lists
    // every member of a group the argument conflicts with, given or not;
    // of the members that are not PUBLIC, only those the command line gave
    // are named (typed, set by a typed preset or redirect, by their
    // variable, or a positional given values). PUBLIC ones stay, as clap
    // lists them.
    let given = |name: &str| -> bool {
        let named = match positional(name) {
            Some(positional) => positional,
            None => match flag_tokens(name).next().and_then(by_flag) {
                Some(flag) => flag,
                None => return true,
            },
        };
        if named.kind == ArgKind::Public || setters(named.arg).any(|setter| spelled(setter.arg).is_some()) {
            return true;
        }
        read_from(
            named.arg.get_id().as_str(),
            &[ValueSource::CommandLine, ValueSource::EnvVariable],
        )
    };
    // A list (the arguments a subcommand conflicts with, under
    // `args_conflicts_with_subcommands`) leaves out what argkind inserted
    // for its own use (the marker), and names each flag once.
    let generated = |name: &str| name.contains(crate::level::GENERATED);
    let prior = match err.get(ContextKind::PriorArg) {
        Some(ContextValue::String(name)) => typed(name).map(ContextValue::String),
        Some(ContextValue::Strings(names))
            if names
                .iter()
                .any(|n| generated(n) || typed(n).is_some() || (conflict && !given(n))) =>
        {
            let mut listed: Vec<String> = Vec::new();
            // The flag a name spells first (`--old` of `--old <old>`).
            let flag_of = |name: &str| {
                flag_tokens(name)
                    .next()
                    .map(str::to_owned)
                    .unwrap_or_else(|| name.to_owned())
            };
            // The argument a name stands for: its own, or, for one a
            // preset or a redirect set, the flag that set it, which may be
            // listed too (`--fast <fast> <fast>`, and its target named so
            // when typed `-x`).
            let owner = |name: &str| {
                let named = by_flag(flag_tokens(name).next()?)?;
                match spelled(named.arg) {
                    Some(_) => Some(named.arg.get_id().clone()),
                    None => setters(named.arg)
                        .find(|setter| spelled(setter.arg).is_some())
                        .map(|setter| setter.arg.get_id().clone()),
                }
            };
            let mut owners: Vec<Option<clap::Id>> = Vec::new();
            for name in names.iter().filter(|n| !generated(n) && (!conflict || given(n))) {
                let owner = owner(name);
                let name = typed(name).unwrap_or_else(|| name.clone());
                let again = listed
                    .iter()
                    .zip(&owners)
                    .any(|(l, o)| flag_of(l) == flag_of(&name) || (owner.is_some() && *o == owner));
                if !again {
                    listed.push(name);
                    owners.push(owner);
                }
            }
            // One left is named as clap names a single one; none, as clap
            // words a conflict with what it does not name.
            match <[String; 1]>::try_from(listed) {
                Ok([one]) => Some(ContextValue::String(one)),
                Err(listed) if listed.is_empty() => Some(ContextValue::None),
                Err(listed) => Some(ContextValue::Strings(listed)),
            }
        }
        _ => None,
    };
    if let Some(prior) = prior {
        err.insert(ContextKind::PriorArg, prior);
    }
    // clap's usage line names what the command line set: one a preset or
    // a redirect set, which no token spells, is no flag the user typed, and
    // the command's usage replaces the line. A flag that no token spells
    // and no flag typed may set is one clap names as missing: it stays.
    let usage = err.get(ContextKind::Usage).map(ToString::to_string);
    if let Some(usage) = usage {
        // clap adds the flag it suggests to the usage line: that one may
        // stand there, as in clap's.
        let suggested = match err.get(ContextKind::SuggestedArg) {
            Some(ContextValue::String(suggested)) => flag_tokens(suggested).next().map(str::to_owned),
            _ => None,
        };
        let untyped = flag_tokens(&usage).any(|token| {
            suggested.as_deref() != Some(token)
                && by_flag(token).is_some_and(|named| {
                    spelled(named.arg).is_none() && setters(named.arg).any(|setter| spelled(setter.arg).is_some())
                })
        });
        let public = untyped
            .then(|| locate(cmd.parsed_command(), cmd.spec(), &usage))
            .flatten()
            .and_then(|at| public_usage(cmd, &at.path));
        if let Some(public) = public {
            err.insert(ContextKind::Usage, ContextValue::StyledStr(public));
        }
    }
    err
}

/// The values the user typed for the positional argument `arg`, which
/// clap names `name` (its value names), as clap names them (`'a b'`): an
/// invalid value is the one the error holds (`invalid`: the argument it
/// names, and the value); any other is the one of `read`, clap's reading
/// of the command line with errors ignored. `None` when that reading holds
/// none (clap stopped before it).
fn values_typed(
    invalid: Option<&(String, String)>,
    read: Option<&ArgMatches>,
    name: &str,
    arg: &Arg,
) -> Option<String> {
    if let Some((invalid, value)) = invalid {
        if invalid == name {
            return Some(value.clone());
        }
    }
    let id = arg.get_id();
    let mut matches = read;
    while let Some(m) = matches {
        if let Ok(Some(values)) = m.try_get_raw(id.as_str()) {
            let values: Vec<_> = values.map(|v| v.to_string_lossy()).collect();
            if !values.is_empty() {
                return Some(values.join(" "));
            }
        }
        matches = m.subcommand().map(|(_, sub)| sub);
    }
    None
}

/// The arguments of `args` whose presets or redirects set `arg`, less
/// `arg` itself. A pair's negation is set where its flag is set to false:
/// by what sets the flag; and a deprecated pair's negation sets its
/// replacement too.
fn setters_of<'a>(args: &'a [TreeArg<'a>], arg: &'a Arg) -> impl Iterator<Item = &'a TreeArg<'a>> {
    fn negates<'a>(t: &TreeArg<'a>) -> Option<&'a str> {
        t.declared.and_then(ArgSpec::get_negates)
    }
    let flag = args
        .iter()
        .find(|t| std::ptr::eq(t.arg, arg))
        .and_then(negates)
        .and_then(|id| args.iter().map(|t| t.arg).find(|a| a.get_id() == id));
    let sets_it = |d: &ArgSpec| sets(d, arg) || flag.is_some_and(|flag| sets(d, flag));
    let direct: Vec<&'a TreeArg<'a>> = args
        .iter()
        .filter(|setter| setter.declared.is_some_and(sets_it) && setter.arg.get_id() != arg.get_id())
        .collect();
    let negations = args
        .iter()
        .filter(|t| negates(t).is_some_and(|of| direct.iter().any(|setter| setter.arg.get_id() == of)));
    let negations: Vec<&'a TreeArg<'a>> = negations.collect();
    direct.into_iter().chain(negations)
}

/// An argument of the command tree, with its tier and declaration.
struct TreeArg<'a> {
    arg: &'a Arg,
    kind: ArgKind,
    declared: Option<&'a ArgSpec>,
    /// The names of the subcommands from the root to the argument's
    /// command.
    path: Vec<&'a str>,
}

/// Adds the arguments of `cmd` (declared by `spec`, with enclosing commands
/// `ancestors`) and of its subcommands to `out`, argkind's own left out.
fn arguments_of<'a>(
    cmd: &'a Command,
    spec: &'a CommandSpec,
    ancestors: &mut Ancestors<'a>,
    out: &mut Vec<TreeArg<'a>>,
) {
    for arg in cmd.get_arguments().filter(|a| !is_generated(a)) {
        let declared = declared_in(arg, spec, ancestors);
        let path = ancestors
            .iter()
            .skip(1)
            .map(|(c, _)| c.get_name())
            .chain((!ancestors.is_empty()).then(|| cmd.get_name()))
            .collect();
        out.push(TreeArg {
            arg,
            kind: tier_of(arg, declared),
            declared,
            path,
        });
    }
    for sub in cmd.get_subcommands() {
        ancestors.push((cmd, spec));
        arguments_of(sub, spec.subcommand_or_empty(sub.get_name()), ancestors, out);
        ancestors.pop();
    }
}

/// Whether the declaration `declared` presets `arg` or redirects to it
/// (by its id, or by its long name written `--name`).
fn sets(declared: &ArgSpec, arg: &Arg) -> bool {
    let names = |target: &str| match target.strip_prefix("--") {
        Some(long) => arg.get_long() == Some(long),
        None => arg.get_id() == target,
    };
    declared.get_replacement().is_some_and(names) || declared.get_presets().any(|(target, _)| names(target))
}

/// Whether `spelling` (from [`spelling_of`]) is one of `arg`'s names
/// whole: its long name or an alias, or a short letter.
fn spells_whole(arg: &Arg, spelling: &str) -> bool {
    match spelling.strip_prefix("--") {
        Some(name) => {
            arg.get_long() == Some(name) || arg.get_all_aliases().is_some_and(|aliases| aliases.contains(&name))
        }
        None => true,
    }
}

/// How `token` spells `arg`, if it may: `--name` for a long spelling whose
/// name is, or begins, its long or an alias (`--name=value` included), `-c`
/// for a short cluster that holds its short `c` or a short alias before a
/// letter that `takes_value` says takes the rest (after the letter) as its
/// value.
fn spelling_of(arg: &Arg, token: &OsString, takes_value: impl Fn(char, &str) -> bool) -> Option<String> {
    let token = token.to_str()?;
    let names: Vec<&str> = arg
        .get_long()
        .into_iter()
        .chain(arg.get_all_aliases().unwrap_or_default())
        .collect();
    if let Some(named) = crate::check::long_may_name(token.as_bytes(), &names) {
        let name = token.split('=').next().unwrap_or_default();
        return named.then(|| name.to_owned());
    }
    let cluster = token.strip_prefix('-')?;
    let mut value_follows = false;
    cluster
        .char_indices()
        .take_while(|(_, c)| *c != '=')
        .find(|&(at, c)| {
            // The letters after one that takes a value are its value.
            let found = !value_follows && has_short(arg, c);
            value_follows |= takes_value(c, &cluster[at + c.len_utf8()..]);
            found
        })
        .map(|(_, c)| format!("-{c}"))
}

/// The arguments the conflict error `err` names, each with its variable
/// when its value came from it (`from_env`), a typed one first; `None`
/// when none came from a variable.
fn conflict_names(err: &clap::Error, from_env: &[(String, String)]) -> Option<Vec<(String, Option<String>)>> {
    if err.kind() != ErrorKind::ArgumentConflict {
        return None;
    }
    let Some(ContextValue::String(invalid)) = err.get(ContextKind::InvalidArg) else {
        return None;
    };
    let mut names: Vec<&String> = vec![invalid];
    // An `exclusive` argument conflicts with "one or more of the other
    // specified arguments": clap names none of them.
    match err.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) => names.push(prior),
        Some(ContextValue::Strings(prior)) => names.extend(prior),
        Some(ContextValue::None) | None => {}
        _ => return None,
    }
    let mut named: Vec<(String, Option<String>)> = names
        .into_iter()
        .map(|name| {
            let var = from_env.iter().find(|(arg, _)| arg == name).map(|(_, var)| var.clone());
            (name.clone(), var)
        })
        .collect();
    if named.iter().all(|(_, var)| var.is_none()) {
        return None;
    }
    if let Some(typed) = named.iter().position(|(_, var)| var.is_none()) {
        named.swap(0, typed);
    }
    Some(named)
}

/// The first line of a conflict error between `named` (at least two, as
/// [`conflict_names`] gives them), worded as clap words its own, styled
/// with `styles`.
fn conflict_line(named: &[(String, Option<String>)], styles: &clap::builder::Styles) -> StyledStr {
    let invalid = styles.get_invalid();
    // A flag is quoted, except in a list, as clap writes them.
    let name = |(name, var): &(String, Option<String>), quote: &str| match var {
        Some(var) => format!("the value of {invalid}{var}{invalid:#}"),
        None => format!("{quote}{invalid}{name}{invalid:#}{quote}"),
    };
    let mut line = StyledStr::new();
    let subject = match &named[0] {
        env @ (_, Some(_)) => name(env, ""),
        typed => format!("the argument {}", name(typed, "'")),
    };
    let _ = write!(line, "{subject} cannot be used with");
    match &named[1..] {
        [] => {
            let _ = write!(line, " one or more of the other specified arguments");
        }
        [one] => {
            let _ = write!(line, " {}", name(one, "'"));
        }
        many => {
            let _ = write!(line, ":");
            for other in many {
                let _ = write!(line, "\n  {}", name(other, ""));
            }
        }
    }
    line
}

/// The "not provided" error `err` with each required group named by its
/// PUBLIC members only, or, where it has none, by its members of every tier
/// but HARG (the user must add one of them); and no HARG flag named: one
/// clap requires by a relation argkind cannot read when it prepares the
/// command (`required_unless_present`, `required_if_eq`, a `requires` of a
/// group it is in or of a flag of another command, and the like) is left
/// out (the derive rejects the conditions it sees on a HARG field).
fn name_missing(err: &mut clap::Error, at: &At<'_>) {
    let Some(ContextValue::Strings(missing)) = err.get(ContextKind::InvalidArg) else {
        return;
    };
    let is_harg = |entry: &str| at.entry_kind(entry) == Some(ArgKind::Harg);
    let shown: Vec<String> = missing
        .iter()
        .filter_map(|entry| {
            let Some(members) = entry
                .strip_prefix('<')
                .and_then(|e| e.strip_suffix('>'))
                .filter(|m| m.contains('|'))
            else {
                if is_harg(entry) {
                    return None;
                }
                return Some(entry.clone());
            };
            let members = group_members(members);
            let public: Vec<&str> = members
                .iter()
                .copied()
                .filter(|member| at.member_is_shown(member))
                .collect();
            let kept = if public.is_empty() {
                // The pair flag names its negation, which joined its groups.
                members
                    .iter()
                    .copied()
                    .filter(|member| !is_harg(member) && !at.is_negation_in_entry(member))
                    .collect()
            } else {
                public
            };
            (!kept.is_empty()).then(|| ["<", &kept.join("|"), ">"].concat())
        })
        .collect();
    if shown != *missing {
        err.insert(ContextKind::InvalidArg, ContextValue::Strings(shown));
    }
}

/// A spelling close to a typo: clap's confidence, its argument, the long.
type Close<'a> = (f64, &'a Arg, &'a str);

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
        self.outward()
            .find_map(|(cmd, spec, ancestors)| spelling_kind(cmd, spec, ancestors, token))
    }

    /// This command, then each enclosing one from the innermost out, each
    /// with its declarations and its own enclosing commands.
    fn outward(&self) -> impl Iterator<Item = (&'a Command, &'a CommandSpec, &[(&'a Command, &'a CommandSpec)])> + '_ {
        let own = std::iter::once((self.cmd, self.spec, &self.ancestors[..]));
        let outer = (0..self.ancestors.len()).rev().map(|depth| {
            let (cmd, spec) = self.ancestors[depth];
            (cmd, spec, &self.ancestors[..depth])
        });
        own.chain(outer)
    }

    /// Whether `entry`, a member of a group clap names (`--no-a`), is a
    /// pair's negation that is no entry of its own, but a spelling in its
    /// flag's entry: a hidden argument, which `-h` leaves out of a group's
    /// members.
    fn is_negation_in_entry(&self, entry: &str) -> bool {
        let Some(token) = flag_tokens(entry).next() else {
            return false;
        };
        self.outward()
            .find_map(|(cmd, spec, ancestors)| {
                let arg = spelled_arg(cmd, token)?;
                Some(declared_in(arg, spec, ancestors).is_some_and(ArgSpec::is_negation_in_entry))
            })
            .unwrap_or(false)
    }

    /// Whether `token` may be named: it is no flag spelling here, or a
    /// PUBLIC one.
    fn is_shown(&self, token: &str) -> bool {
        self.kind_of(token).is_none_or(|kind| Tiers::PUBLIC.contains(kind))
    }

    /// The tier of the positional argument of this command or an enclosing
    /// one that clap names `name` in a list or a usage line: by its value
    /// names or, without one, its id, in brackets or not (`<FILE>`,
    /// `[FILE]...`, `FILE` in a group); `None` when none is named so.
    fn positional_kind(&self, name: &str) -> Option<ArgKind> {
        let bare = name
            .trim_end_matches("...")
            .trim_start_matches(['<', '['])
            .trim_end_matches(['>', ']']);
        if bare.is_empty() {
            return None;
        }
        let names = |arg: &Arg| -> bool {
            match arg.get_value_names() {
                Some(values) if !values.is_empty() => {
                    values.iter().any(|v| v.as_str() == bare)
                        || values.iter().map(|v| v.as_str()).collect::<Vec<_>>().join("> <") == bare
                }
                _ => arg.get_id() == bare,
            }
        };
        self.outward().find_map(|(cmd, spec, ancestors)| {
            let arg = cmd.get_positionals().find(|a| names(a))?;
            Some(tier_of(arg, declared_in(arg, spec, ancestors)))
        })
    }

    /// The tier of what a list of missing arguments or a group names
    /// (`--flag <X>`, `<FILE>`): that of the flag its first flag spelling
    /// names, else that of the positional argument it names (whose value
    /// name may read like a flag: `-`, `--x`); `None` when it names
    /// neither.
    fn entry_kind(&self, entry: &str) -> Option<ArgKind> {
        flag_tokens(entry)
            .next()
            .and_then(|token| self.kind_of(token))
            .or_else(|| self.positional_kind(entry))
    }

    /// Whether `entry` (see [`entry_kind`](Self::entry_kind)) may be named:
    /// it names no argument, or a PUBLIC one.
    fn entry_is_shown(&self, entry: &str) -> bool {
        self.entry_kind(entry).is_none_or(|kind| Tiers::PUBLIC.contains(kind))
    }

    /// Whether `entry`, a member of a group clap names (`<--a|--no-a|FILE>`),
    /// is shown as `-h` shows the group: as [`entry_is_shown`](Self::entry_is_shown),
    /// and not a pair's negation that is a spelling in its flag's entry.
    fn member_is_shown(&self, entry: &str) -> bool {
        self.entry_is_shown(entry) && !self.is_negation_in_entry(entry)
    }

    /// The arguments whose long spellings clap compares with a typo in this
    /// command: its own and the globals of the enclosing commands, in
    /// clap's order (the built command holds the globals it inherits after
    /// its own arguments), less argkind's own.
    fn arguments(&self) -> impl Iterator<Item = &'a Arg> + '_ {
        let own = |id: &clap::Id| self.cmd.get_arguments().any(|a| a.get_id() == id);
        let globals = self
            .ancestors
            .iter()
            .flat_map(move |(c, _)| c.get_arguments().filter(move |a| a.is_global_set() && !own(a.get_id())));
        self.cmd.get_arguments().chain(globals).filter(|a| !is_generated(a))
    }

    /// [`arguments`](Self::arguments) in the order of the hand-written
    /// twin the tips stand for: each pair's negation right after its flag,
    /// where its twin field was declared, not after every argument of the
    /// application, where argkind adds it. clap's tie rule picks the last
    /// of equally close spellings, so the order decides between a flag's
    /// negation and another flag.
    fn in_twin_order(&self) -> Vec<&'a Arg> {
        let negates = |arg: &Arg| declared_in(arg, self.spec, &self.ancestors).and_then(ArgSpec::get_negates);
        let (negations, flags): (Vec<&'a Arg>, Vec<&'a Arg>) = self.arguments().partition(|a| negates(a).is_some());
        let mut placed = vec![false; negations.len()];
        let mut ordered = Vec::with_capacity(flags.len() + negations.len());
        for flag in flags {
            ordered.push(flag);
            for (at, negation) in negations.iter().enumerate() {
                if !placed[at] && negates(negation) == Some(flag.get_id().as_str()) {
                    placed[at] = true;
                    ordered.push(negation);
                }
            }
        }
        // A negation whose flag is not among them stays where clap lists it.
        ordered.extend(negations.iter().zip(&placed).filter(|(_, p)| !**p).map(|(n, _)| *n));
        ordered
    }

    /// Whether the long spelling `long` of `arg` reads negative (see the
    /// module documentation).
    fn reads_negative(&self, arg: &Arg, long: &str) -> bool {
        let declared = declared_in(arg, self.spec, &self.ancestors);
        let Some(flag) = declared.and_then(ArgSpec::get_negates) else {
            return starts_negative(long);
        };
        // A negation reads as the opposite of its pair flag: `--ignore`,
        // the negation of `--no-ignore`, reads positive.
        let flag_long = self.arguments().find(|a| a.get_id() == flag).and_then(Arg::get_long);
        !flag_long.is_some_and(starts_negative)
    }

    /// Whether a long spelling of this command is similar to the unknown
    /// `--typo` by clap's measure, whatever its tier (a surface flag's only
    /// for a typo of its name, as [`similar`](Self::similar) compares).
    fn any_similar(&self, typo: &str) -> bool {
        self.closest(typo).0.is_some()
    }

    /// clap's `'sub --flag' exists` for the unknown `--typo`, where no
    /// spelling of this command is similar: of the shown subcommands with
    /// a spelling to suggest ([`similar`](Self::similar)), the one whose
    /// name comes first among the tokens after the typo, `remaining`.
    fn subcommand_tip(&self, typo: &str, remaining: &[OsString]) -> Option<StyledStr> {
        let (_, sub, long) = self
            .cmd
            .get_subcommands()
            .filter(|sub| !sub.is_hide_set())
            .filter_map(|sub| {
                let long = self.child(sub).similar(typo)?;
                let at = remaining.iter().position(|token| token == sub.get_name())?;
                Some((at, sub.get_name(), long))
            })
            .min_by_key(|(at, _, _)| *at)?;
        let valid = self.cmd.get_styles().get_valid();
        let mut tip = StyledStr::new();
        let _ = write!(tip, "'{valid}{sub} --{long}{valid:#}' exists");
        Some(tip)
    }

    /// The long spelling (without `--`) to suggest for the unknown `--typo`
    /// in this command, if any (see the module documentation): the closest
    /// spelling by clap's measure, negative ones first for a typo that
    /// starts `no-` or `disable-`, when its tier is PUBLIC.
    fn similar(&self, typo: &str) -> Option<&'a str> {
        let negative_typo = starts_negative(typo.strip_prefix("--").unwrap_or(typo));
        let (best, best_negative) = self.closest(typo);
        // A typo that reads negative gets a spelling that reads negative or
        // none: any other would mean the opposite of what was typed.
        let (_, arg, long) = if negative_typo { best_negative } else { best }?;
        let tier = tier_of(arg, declared_in(arg, self.spec, &self.ancestors));
        Tiers::PUBLIC.contains(tier).then_some(long)
    }

    /// The spellings of this command closest to the unknown `--typo` by
    /// clap's measure, whatever their tiers (a surface flag's only for a
    /// typo of its name), with their confidences and arguments: the
    /// closest, and, for a typo that starts `no-` or `disable-`, the
    /// closest that reads negative. Of equal ones, the last clap lists.
    fn closest(&self, typo: &str) -> (Option<Close<'a>>, Option<Close<'a>>) {
        let typo = typo.strip_prefix("--").unwrap_or(typo);
        let negative_typo = starts_negative(typo);
        let mut best: Option<Close<'a>> = None;
        let mut best_negative = None;
        for arg in self.in_twin_order() {
            let longs = arg
                .get_long()
                .into_iter()
                .chain(arg.get_all_aliases().unwrap_or_default());
            for long in longs {
                let confidence = strsim::jaro(typo, long);
                if confidence <= SIMILAR || (is_surface_id(arg.get_id().as_str()) && !same_first_word(typo, long)) {
                    continue;
                }
                // clap's tie rule: of equal confidences, the last spelling
                // clap lists wins.
                let beats = |best: &Option<Close<'_>>| best.is_none_or(|(b, _, _)| confidence >= b);
                if beats(&best) {
                    best = Some((confidence, arg, long));
                }
                if negative_typo && beats(&best_negative) && self.reads_negative(arg, long) {
                    best_negative = Some((confidence, arg, long));
                }
            }
            // A negative typo is compared with a negation's flag written
            // negative the other way too (`--no-enable-verifier`, for
            // `--disable-verifier`; `--disable-cache`, for `--no-cache`):
            // the user asked for the negation, in the other style.
            if let Some((negation, forms)) = negative_typo.then(|| self.other_negative_forms(arg)).flatten() {
                for form in forms {
                    let confidence = strsim::jaro(typo, &form);
                    if confidence > SIMILAR && best_negative.is_none_or(|(b, _, _)| confidence > b) {
                        best_negative = Some((confidence, arg, negation));
                    }
                }
            }
        }
        (best, best_negative)
    }

    /// For `arg`, a pair's negation that reads negative, its long name and
    /// its flag's long name written negative in the two styles (`no-x` and
    /// `disable-x`) but its own; `None` for any other argument.
    fn other_negative_forms(&self, arg: &'a Arg) -> Option<(&'a str, Vec<String>)> {
        let negation = arg.get_long()?;
        let flag = declared_in(arg, self.spec, &self.ancestors).and_then(ArgSpec::get_negates)?;
        let flag_long = self.arguments().find(|a| a.get_id() == flag).and_then(Arg::get_long)?;
        if starts_negative(flag_long) || !self.reads_negative(arg, negation) {
            return None;
        }
        let forms = ["no-", "disable-"]
            .into_iter()
            .map(|prefix| [prefix, flag_long].concat())
            .filter(|form| form != negation)
            .collect();
        Some((negation, forms))
    }
}

/// Whether the first words (up to the first `-`) of the typo `typo` and
/// of the long name `long` of one of argkind's surface flags are close by
/// clap's measure: a surface is suggested for a typo of its name
/// (`--help-hiden`, `--hlep-hidden`), not for one of the application's own
/// flags that its whole name happens to resemble (`--hidden`, which is as
/// close to `--help-hidden-list` as clap asks).
fn same_first_word(typo: &str, long: &str) -> bool {
    let first = |name: &str| name.split('-').next().unwrap_or_default().to_owned();
    strsim::jaro(&first(typo), &first(long)) > SIMILAR
}

/// Whether a long spelling (without `--`) starts `no-` or `disable-`.
fn starts_negative(long: &str) -> bool {
    long.starts_with("no-") || long.starts_with("disable-")
}

/// The tier of the argument of `cmd` spelled `token`, if any.
fn spelling_kind(
    cmd: &Command,
    spec: &CommandSpec,
    ancestors: &[(&Command, &CommandSpec)],
    token: &str,
) -> Option<ArgKind> {
    // A pair's negation is an argument of its own, with its tier.
    spelled_arg(cmd, token).map(|arg| tier_of(arg, declared_in(arg, spec, ancestors)))
}

/// The argument of `cmd` that the flag spelling `token` (`--long`, `-s`)
/// names, by its name or an alias; `None` when none does (argkind's own
/// flags are none).
fn spelled_arg<'c>(cmd: &'c Command, token: &str) -> Option<&'c Arg> {
    if let Some(long) = token.strip_prefix("--") {
        return cmd.get_arguments().find(|a| {
            !is_generated(a)
                && (a.get_long() == Some(long) || a.get_all_aliases().is_some_and(|aliases| aliases.contains(&long)))
        });
    }
    let short = token.strip_prefix('-')?.chars().next()?;
    cmd.get_arguments().find(|a| {
        a.get_short() == Some(short)
            || a.get_all_short_aliases()
                .is_some_and(|aliases| aliases.contains(&short))
    })
}

/// Finds the (sub)command a usage text (`Usage: tool sub [OPTIONS] <X>`)
/// belongs to: the subcommand names are its bare words after the program
/// name (the other words are flags, `<VALUE>`s and `[OPTIONS]`). A command
/// with `flatten_help` writes a line for each subcommand (and none of its
/// own where a subcommand is required): the command is then the one every
/// line names, the path they share.
fn locate<'a>(root: &'a Command, spec: &'a CommandSpec, usage: &str) -> Option<At<'a>> {
    let bin = root.get_bin_name().unwrap_or(root.get_name());
    // The subcommand names of each line, as far as they name subcommands.
    let path_of = |line: &str| -> Option<Vec<&'a Command>> {
        let line = line.trim();
        let line = line.strip_prefix("Usage:").unwrap_or(line).trim_start();
        let rest = line.strip_prefix(bin)?;
        let mut path: Vec<&'a Command> = Vec::new();
        for word in rest.split_whitespace() {
            // A flag subcommand shows as `{sub|--long|-s}`.
            let word = word.trim_start_matches('{').split('|').next().unwrap_or_default();
            if word.is_empty() || word.starts_with(['-', '<', '[']) {
                continue;
            }
            let at = path.last().copied().unwrap_or(root);
            let Some(sub) = at.get_subcommands().find(|s| s.get_name() == word) else {
                break;
            };
            path.push(sub);
        }
        Some(path)
    };
    let mut lines = usage.lines();
    let mut path = path_of(lines.next()?)?;
    for line in lines {
        let Some(other) = path_of(line) else { continue };
        let shared = path
            .iter()
            .zip(&other)
            .take_while(|(a, b)| std::ptr::eq(**a, **b))
            .count();
        path.truncate(shared);
    }
    let mut at = At {
        cmd: root,
        spec,
        ancestors: Vec::new(),
        path: Vec::new(),
    };
    for sub in path {
        at = at.child(sub);
    }
    Some(at)
}

/// The words of the usage line `usage` that may name a positional
/// argument: its bracketed words and group members (`<FILE>`, `[ARGS]...`,
/// `FILE` of `<--a|FILE>`; a value name may read like a flag, `-` of
/// `<--a|->`), brackets kept.
fn positional_names(usage: &str) -> impl Iterator<Item = &str> + '_ {
    let line = usage.lines().next().unwrap_or_default();
    line.split_whitespace()
        .filter(|word| word.starts_with(['<', '[']))
        .flat_map(|word| word.split('|'))
}

/// Whether `flag`, an argument as clap's errors name it (`--name` or
/// `-c`), is `arg`'s long or short name.
pub(crate) fn spells_as_named(arg: &Arg, flag: &str) -> bool {
    match flag.strip_prefix("--") {
        Some(long) => arg.get_long() == Some(long),
        None => flag
            .strip_prefix('-')
            .is_some_and(|short| arg.get_short().is_some_and(|c| short.chars().eq([c]))),
    }
}

/// The `--long` and `-s` flag tokens of `text`: a `-` or `--` that starts a
/// word, followed by a name.
pub(crate) fn flag_tokens(text: &str) -> impl Iterator<Item = &str> + '_ {
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

/// Rewrites the tips of an unknown-argument error raised in `at`: each
/// similar-argument tip becomes the one [`At::similar`] gives, or none.
/// Returns whether the usage line may name the flag clap suggested and
/// argkind does not (clap adds its suggestion to the usage line).
fn fix_tips<'a>(err: &mut clap::Error, at: &At<'a>, cmd: &ArgKindCommand) -> Option<Resuggested<'a>> {
    let typo = match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(typo)) => typo.clone(),
        _ => return None,
    };
    let mut changed = false;
    let mut resuggested = None;
    // clap's `'sub --flag' exists`, which clap gives only where no spelling
    // of the command is similar: where the one clap found is one argkind
    // compares with no such typo (a surface flag's), argkind looks in the
    // subcommands as clap does.
    let mut subcommand_tip = None;
    if let Some(ContextValue::String(suggested)) = err.get(ContextKind::SuggestedArg) {
        let suggested = suggested.clone();
        let ours = at.similar(&typo);
        if ours.is_none() && !at.any_similar(&typo) {
            subcommand_tip = cmd
                .typed_argv()
                .and_then(|argv| {
                    erring_token(cmd.parsed_command(), argv, ErrorKind::UnknownArgument).map(|(i, _)| &argv[i + 1..])
                })
                .and_then(|remaining| at.subcommand_tip(&typo, remaining));
        }
        if ours != suggested.strip_prefix("--") {
            changed = true;
            resuggested = names_shown_argument(at.cmd, &suggested).then(|| Resuggested {
                theirs: suggested.clone(),
                ours,
                typo: typo.clone(),
            });
            match ours {
                Some(long) => err.insert(ContextKind::SuggestedArg, ContextValue::String(["--", long].concat())),
                None => err.remove(ContextKind::SuggestedArg),
            };
        }
    }
    let tips = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.clone(),
        _ => Vec::new(),
    };
    let valid = at.cmd.get_styles().get_valid();
    let mut kept = Vec::new();
    for tip in tips {
        // `'sub --flag' exists`: a flag of subcommand `sub`.
        let text = tip.to_string();
        let named = text
            .strip_prefix('\'')
            .and_then(|t| t.strip_suffix("' exists"))
            .and_then(|t| t.split_once(' '));
        let Some((sub, flag)) = named else {
            kept.push(tip);
            continue;
        };
        let Some(sub_at) = at.cmd.find_subcommand(sub).map(|s| at.child(s)) else {
            kept.push(tip);
            continue;
        };
        let ours = sub_at.similar(&typo).filter(|_| !sub_at.cmd.is_hide_set());
        if ours == flag.strip_prefix("--") {
            kept.push(tip);
            continue;
        }
        changed = true;
        if let Some(long) = ours {
            let mut tip = StyledStr::new();
            let _ = write!(tip, "'{valid}{sub} --{long}{valid:#}' exists");
            kept.push(tip);
        }
    }
    if let Some(tip) = subcommand_tip {
        kept.push(tip);
    }
    if changed {
        add_trailing_tip(err, at, &typo, kept);
    }
    resuggested
}

/// A similar-argument tip [`fix_tips`] changed where clap's usage line
/// names what clap suggested (clap adds its suggestion to the line).
struct Resuggested<'a> {
    /// What clap suggested: `--long`.
    theirs: String,
    /// What argkind suggests instead (a long name), if anything.
    ours: Option<&'a str>,
    /// The unknown argument clap suggested for, as clap names it.
    typo: String,
}

impl Resuggested<'_> {
    /// The styled usage line `text` naming argkind's suggestion where
    /// clap's names its own, written as clap writes a flag it suggests
    /// (`--long`, `--long <VALUE>`), or without clap's where argkind
    /// suggests nothing (as clap writes the line with no suggestion); clap
    /// names a flag once, so where the line names argkind's suggestion
    /// already, clap's goes and nothing takes its place, and where the
    /// command line typed clap's (`typed`, the command line clap read,
    /// where kept), clap's stays and argkind's follows it. A suggestion
    /// clap adds takes out of the line what it overrides (the other half of
    /// a pair). `None` where clap's is not named once, and where, without
    /// it, the line names no flag that is not required (the command's own
    /// line is then the one).
    fn swapped(&self, text: &str, at: &At<'_>, typed: Option<&[OsString]>) -> Option<String> {
        let arg = |long: &str| at.arguments().find(|a| a.get_long() == Some(long));
        let base = styled_usage(at.cmd);
        let theirs_long = self.theirs.strip_prefix("--")?;
        // clap's suggestion may be one of argkind's own flags (a surface's).
        let theirs_arg =
            arg(theirs_long).or_else(|| at.cmd.get_arguments().find(|a| a.get_long() == Some(theirs_long)))?;
        let theirs = rendered(at.cmd, &base, theirs_arg)?;
        let start = once_in(text, &theirs)?;
        let end = start + theirs.len();
        // Whether the command line typed clap's suggestion: clap names it
        // then as used, not as suggested.
        let theirs_typed = typed.is_some_and(|argv| {
            let operands = crate::check::operands(at.cmd, argv);
            // Not the typo itself, which may begin clap's suggestion; an
            // abbreviation `infer_long_args` reads is typed.
            let typo = self.typo.as_str();
            operands
                .iter()
                .filter(|token| token.as_encoded_bytes().split(|b| *b == b'=').next() != Some(typo.as_bytes()))
                .any(|token| spelling_of(theirs_arg, token, |_, _| false).is_some())
        });
        let without = if theirs_typed {
            text.to_owned()
        } else {
            cut(text, start, theirs.len())
        };
        let Some(ours) = self.ours else {
            if theirs_typed {
                return Some(without);
            }
            // clap writes the line of what the command line used (and the
            // required arguments), and its suggestion; with nothing used, the
            // command's whole line. Without the suggestion, a flag that is
            // not required says the command line used it; else the whole
            // line stands (`None`), whatever positional may have been used.
            return names_a_flag_used(at, &without).then_some(without);
        };
        let ours_arg = arg(ours)?;
        let written = |flag: &Arg| {
            if takes_no_value(flag, at) {
                // A pair flag as shown: without the value of its internal
                // form; styled where clap styles its usage lines (the
                // `color` feature).
                let literal = at.cmd.get_styles().get_literal();
                let styled = base.contains('\x1b');
                flag.get_long().map(|long| match styled {
                    true => format!("{literal}--{long}{literal:#}"),
                    false => format!("--{long}"),
                })
            } else {
                rendered(at.cmd, &base, flag)
            }
        };
        // The other half of its pair, which the suggestion overrides: clap
        // takes it out of the line.
        let other = at.arguments().find(|a| {
            let negates = |x: &Arg, y: &Arg| {
                declared_in(x, at.spec, &at.ancestors).and_then(ArgSpec::get_negates) == Some(y.get_id().as_str())
            };
            negates(a, ours_arg) || negates(ours_arg, a)
        });
        let without_other = |line: String| match other.and_then(written) {
            Some(other) => match once_in(&line, &other) {
                Some(at) => cut(&line, at, other.len()),
                None => line,
            },
            None => line,
        };
        if ours_arg.is_hide_set() {
            // A pair's negation that is no entry of its own is a hidden
            // argument, as a hand-written twin is: clap's line leaves it
            // out, and what it overrides; with no flag that is not
            // required left, the command's whole line stands.
            let line = without_other(without);
            return names_a_flag_used(at, &line).then_some(line);
        }
        let ours = written(ours_arg)?;
        let plain = StyledStr::from(without.clone()).to_string();
        if flag_tokens(&plain).any(|token| spells_as_named(ours_arg, token)) {
            return Some(without);
        }
        let line = if theirs_typed {
            // clap adds its suggestion after the flags the command line
            // used: after the last of them the line names.
            let named: Vec<&Arg> = flag_tokens(&plain)
                .filter_map(|token| at.arguments().find(|a| !a.is_positional() && spells_as_named(a, token)))
                .collect();
            let after = named
                .into_iter()
                .filter_map(&written)
                .filter_map(|w| text.find(w.as_str()).map(|i| i + w.len()))
                .max()
                .unwrap_or(end);
            [&text[..after], " ", &ours, &text[after..]].concat()
        } else {
            [&text[..start], &ours, &text[end..]].concat()
        };
        Some(without_other(line))
    }
}

/// Whether the usage line `line` (styled) of the command `at` names a flag
/// that is not required: one the command line used, which clap's line of
/// what was used names.
fn names_a_flag_used(at: &At<'_>, line: &str) -> bool {
    let plain = StyledStr::from(line.to_owned()).to_string();
    let used = flag_tokens(&plain).any(|token| {
        at.arguments()
            .find(|a| spells_as_named(a, token))
            .is_some_and(|a| !a.is_required_set())
    });
    used
}

/// Where `piece` stands in `text`, where it stands there exactly once.
fn once_in(text: &str, piece: &str) -> Option<usize> {
    let mut found = text.match_indices(piece);
    let (at, _) = found.next()?;
    found.next().is_none().then_some(at)
}

/// `text` without the `len` bytes at `at` and the blanks before them: a
/// usage line without one of its flags.
fn cut(text: &str, at: usize, len: usize) -> String {
    [text[..at].trim_end(), &text[at + len..]].concat()
}

/// clap's usage line of the built `cmd`, styled.
fn styled_usage(cmd: &Command) -> String {
    crate::surface::styled_text(&cmd.clone().render_usage())
}

/// How clap writes `arg`, an argument of the built `cmd`, in a usage line
/// of `cmd` that names it (styled): what clap's usage line (`base`, see
/// [`styled_usage`]) gains when `arg` is required. `None` where it gains
/// anything but `arg`'s spelling.
fn rendered(cmd: &Command, base: &str, arg: &Arg) -> Option<String> {
    let id = arg.get_id();
    if !cmd.get_arguments().any(|a| a.get_id() == id) {
        return None;
    }
    let with = cmd.clone().mut_arg(id.clone(), |a| a.required(true)).render_usage();
    let with = crate::surface::styled_text(&with);
    let prefix = base.bytes().zip(with.bytes()).take_while(|(a, b)| a == b).count();
    let suffix = base
        .bytes()
        .rev()
        .zip(with.bytes().rev())
        .take(base.len() - prefix)
        .take_while(|(a, b)| a == b)
        .count();
    let middle = with.get(prefix..with.len() - suffix)?.trim();
    let plain = StyledStr::from(middle.to_owned()).to_string();
    // By its long name, else its short one (`-x`), as clap writes it.
    let name = match (arg.get_long(), arg.get_short()) {
        (Some(long), _) => format!("--{long}"),
        (None, Some(short)) => format!("-{short}"),
        (None, None) => return None,
    };
    let mut tokens = flag_tokens(&plain);
    let names_it = tokens.next() == Some(name.as_str()) && tokens.next().is_none();
    names_it.then(|| middle.to_owned())
}

/// Whether `arg` is written without a value in a usage line of the
/// command as shown: a flag, or a pair flag (whose internal form takes one
/// in the command clap parses with).
fn takes_no_value(arg: &Arg, at: &At<'_>) -> bool {
    let pair = declared_in(arg, at.spec, &at.ancestors).is_some_and(|d| d.get_pair().is_some());
    pair || matches!(
        arg.get_action(),
        clap::ArgAction::SetTrue | clap::ArgAction::SetFalse | clap::ArgAction::Count
    )
}

/// The styled usage line `text` with each group that clap writes whole
/// (`<--a|--b <B>|FILE>`, plain text inside its style) named by its PUBLIC
/// members only, as a required group is in argkind's errors; `None` where
/// a group has no PUBLIC member.
fn with_shown_members(text: &str, at: &At<'_>) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let group = &rest[open..];
        // The `>` that closes it: value names nest (`<--p <P>|--q>`).
        let mut depth = 0usize;
        let close = group.char_indices().find_map(|(i, c)| {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        });
        let Some(close) = close else {
            out.push_str(group);
            return Some(out);
        };
        let inner = &group[1..close];
        let members = group_members(inner);
        if members.len() > 1 && !inner.contains('\u{1b}') {
            let shown: Vec<&str> = members.into_iter().filter(|m| at.member_is_shown(m)).collect();
            if shown.is_empty() {
                return None;
            }
            out.push('<');
            out.push_str(&shown.join("|"));
            out.push('>');
        } else {
            out.push_str(&group[..=close]);
        }
        rest = &group[close + 1..];
    }
    out.push_str(rest);
    Some(out)
}

/// The members of a group clap names `<inner>` (`--a|--b <B>|FILE`): split
/// at each `|` outside a member's own brackets (`<B>`, `[=<C>]`).
fn group_members(inner: &str) -> Vec<&str> {
    let mut members = Vec::new();
    let (mut depth, mut from) = (0usize, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '[' => depth += 1,
            '>' | ']' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                members.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    members.push(&inner[from..]);
    members
}

/// Whether `token` (`--long`) spells an argument of `cmd` that clap does
/// not hide, which clap names in the usage line when it suggests it.
fn names_shown_argument(cmd: &Command, token: &str) -> bool {
    let Some(long) = token.strip_prefix("--") else {
        return false;
    };
    cmd.get_arguments().any(|a| {
        !a.is_hide_set()
            && (a.get_long() == Some(long) || a.get_all_aliases().is_some_and(|aliases| aliases.contains(&long)))
    })
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
    let kept = shown_subcommand_names(at.cmd, names);
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

/// Whether `name` names a subcommand of `cmd` that help does not show, or
/// is an alias of one that help does not show (`alias`, not
/// `visible_alias`): clap lists every name and alias of every subcommand
/// where one is missing, and suggests any of them for a typo.
fn names_hidden_subcommand(cmd: &Command, name: &str) -> bool {
    cmd.get_subcommands().any(|sub| {
        let alias = sub.get_all_aliases().any(|a| a == name);
        let hidden_alias = alias && !sub.get_visible_aliases().any(|a| a == name);
        (sub.get_name() == name || alias) && (sub.is_hide_set() || hidden_alias)
    })
}

/// `names` (of subcommands of `cmd` and their aliases) but those help does
/// not show (see [`names_hidden_subcommand`]).
fn shown_subcommand_names(cmd: &Command, names: &[String]) -> Vec<String> {
    names
        .iter()
        .filter(|n| !names_hidden_subcommand(cmd, n))
        .cloned()
        .collect()
}

/// Leaves out of the list of a missing subcommand's possible values
/// (`[subcommands: run, dbg, help]`) each name of a subcommand help does
/// not show, and each alias it does not show (see
/// [`names_hidden_subcommand`]).
fn drop_hidden_valid_subcommands(err: &mut clap::Error, at: &At<'_>) {
    let Some(ContextValue::Strings(names)) = err.get(ContextKind::ValidSubcommand) else {
        return;
    };
    let kept = shown_subcommand_names(at.cmd, names);
    if kept.len() < names.len() {
        err.insert(ContextKind::ValidSubcommand, ContextValue::Strings(kept));
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
        cmd: cmd.parsed_command(),
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
    let mut shown = public_tree(cmd, path);
    public_subcommand(&mut shown, path).map(Command::render_usage)
}

/// The built PUBLIC surface of `cmd`, where it has the subcommand at
/// `path`; else (a hidden subcommand, clap's `hide`, which that surface
/// leaves out) the command as shown, where clap hides every flag not
/// PUBLIC.
fn public_tree(cmd: &ArgKindCommand, path: &[&str]) -> Command {
    let mut shown = cmd.surface_command(Tiers::PUBLIC);
    shown.build();
    if public_subcommand(&mut shown, path).is_none() {
        shown = cmd.display_command();
        shown.build();
    }
    shown
}

/// Formats the raw clap error `err` (made with `clap::Error::raw`) with the
/// usage line of the subcommand at `path`, PUBLIC flags only: what
/// `err.format(cmd)` does, less the non-public required flags clap would
/// put in the usage line. Unformatted when no subcommand has that path.
pub(crate) fn format_raw(err: clap::Error, cmd: &ArgKindCommand, path: &[&str]) -> clap::Error {
    let mut shown = public_tree(cmd, path);
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

/// `err` (of a parse with the words `words` of the flags variable `name`
/// added to the command line the user typed, `typed`; `origins` says where
/// each word came from: the variable, or a response file it names) with a
/// tip that the argument it is about came from the variable (or the file
/// and line, for a file's word), when it is one of the
/// words and no token the user typed: the user never typed what the error
/// names; for a value the parser rejects, when a word gives that value and
/// no token typed holds it, the flag typed too (`--color always` typed,
/// `--color bogus` in the variable).
///
/// `read` is the command line clap read, the words at `start` in it (where
/// they are not, the words are looked at themselves). Where the error is one clap raises at a token (an unknown
/// argument, a value its parser rejects, ...), clap's reading of its
/// prefixes says which token that is, in a short cluster or abbreviated.
pub(crate) fn name_flags_variable(
    err: Error,
    cmd: &Command,
    name: &str,
    (words, origins): (&[OsString], &[Origin]),
    typed: &[OsString],
    read: (&[OsString], usize),
) -> Error {
    let read = Some(read).filter(|(argv, start)| argv.get(*start..start + words.len()) == Some(words));
    let located = read.map(|(argv, start)| {
        let word_at = move |at: usize| (start..start + words.len()).contains(&at).then(|| at - start);
        (argv, word_at)
    });
    // A word a response file the variable names gave is the file's.
    name_where_words_come_from(err, cmd, words, typed, located, |at| match origins.get(at) {
        Some(Origin::ResponseFile { path, line }) => format!("response file '{}' (line {line})", path.display()),
        _ => name.to_owned(),
    })
}

/// `err` (of a parse of `argv`, whose tokens came from `origins`, some from
/// response files) with a tip naming the response file and line a token
/// came from, where the argument the error is about is spelled by tokens
/// of response files only, as [`name_flags_variable`] names the variable:
/// the user never typed what the error names.
pub(crate) fn name_response_file(err: Error, cmd: &Command, argv: &[OsString], origins: &[Origin]) -> Error {
    // The files' tokens, with where each came from, and the others; and
    // the index among the files' tokens of each token of `argv` they gave.
    let (mut words, mut whence, mut typed) = (Vec::new(), Vec::new(), Vec::new());
    let mut in_files = Vec::with_capacity(argv.len());
    for (token, origin) in argv.iter().zip(origins) {
        match origin {
            Origin::ResponseFile { path, line } => {
                in_files.push(Some(words.len()));
                words.push(token.clone());
                whence.push((path, line));
            }
            _ => {
                in_files.push(None);
                typed.push(token.clone());
            }
        }
    }
    let word_at = |at: usize| in_files.get(at).copied().flatten();
    let located = (origins.len() == argv.len()).then_some((argv, word_at));
    name_where_words_come_from(err, cmd, &words, &typed, located, |at| {
        let (path, line) = whence[at];
        format!("response file '{}' (line {line})", path.display())
    })
}

/// `err` with the tip `'FLAG' comes from WHERE, not from the command line`
/// where the argument it is about is spelled by one of `words` and by no
/// token of `typed` (for a value the parser rejects, where a word gives
/// that value and no token typed holds it); `whence` says where the word
/// at an index of `words` came from.
///
/// With `located`, the command line clap read and the index among `words`
/// of each of its tokens that is a word: where the error is one clap
/// raises at a token, the word is the token clap raised it at
/// ([`erring_token`]), and no tip is given where that token was typed.
fn name_where_words_come_from(
    err: Error,
    cmd: &Command,
    words: &[OsString],
    typed: &[OsString],
    located: Option<(&[OsString], impl Fn(usize) -> Option<usize>)>,
    whence: impl FnOnce(usize) -> String,
) -> Error {
    let Error::Clap(err) = err else {
        return err;
    };
    // clap names an option with its value names (`--logfile <PATH>`); a
    // subcommand it does not know by the word.
    let flag = match (
        err.get(ContextKind::InvalidArg),
        err.get(ContextKind::InvalidSubcommand),
    ) {
        (Some(ContextValue::String(invalid)), _) => invalid.split(' ').next().unwrap_or_default().to_owned(),
        (None, Some(ContextValue::String(word))) => word.clone(),
        _ => return Error::Clap(err),
    };
    // clap names an argument by its long name where it has one: its other
    // spellings (a short, typed `-o` or `-O3`; an alias) are its too.
    let mut longs = vec![flag.clone()];
    let mut shorts: Vec<char> = flag
        .strip_prefix('-')
        .filter(|rest| !rest.starts_with('-'))
        .and_then(|rest| rest.chars().next())
        .into_iter()
        .collect();
    if let Some(arg) = flag.strip_prefix("--").and_then(|long| find_long(cmd, long)) {
        longs.extend(
            arg.get_all_aliases()
                .unwrap_or_default()
                .into_iter()
                .map(|a| ["--", a].concat()),
        );
        shorts.extend(arg.get_short());
        shorts.extend(arg.get_all_short_aliases().unwrap_or_default());
    }
    // The first token of `tokens` that spells the flag.
    let spelled_at = |tokens: &[OsString]| {
        tokens.iter().position(|token| {
            token.to_str().is_some_and(|token| {
                let head = token.split_once('=').map_or(token, |(head, _)| head);
                longs.iter().any(|long| long == head)
                    || (!token.starts_with("--")
                        && token
                            .strip_prefix('-')
                            .and_then(|rest| rest.chars().next())
                            .is_some_and(|c| shorts.contains(&c)))
            })
        })
    };
    let spells = |tokens: &[OsString]| spelled_at(tokens).is_some();
    if let Some((argv, word_at)) = located {
        if let Some((at, wanted)) = erring_token(cmd, argv, err.kind()) {
            // The user's too where the command line as typed is rejected
            // alike.
            let typed_alike = reading(cmd, typed).is_some_and(|e| reading_context(&e) == wanted);
            // A value the parser rejects, given as a word of its own after
            // a flag that no word spells (the user typed it), is named.
            let named = match err.get(ContextKind::InvalidValue) {
                Some(ContextValue::String(value))
                    if argv.get(at).and_then(|t| t.to_str()) == Some(value) && !spells(words) =>
                {
                    value.clone()
                }
                _ => flag.clone(),
            };
            return match word_at(at) {
                Some(word) if !typed_alike && err.use_stderr() => add_tip(err, comes_from(cmd, &named, &whence(word))),
                _ => Error::Clap(err),
            };
        }
    }
    if err.get(ContextKind::InvalidArg).is_none() {
        return Error::Clap(err);
    }
    // A value the parser rejects (`--color bogus`) is the variable's where
    // a word gives it and no token typed holds it, the flag typed too. (An
    // empty one is a value missing, which clap words as an empty one: the
    // flag's, the variable's where only a word spells it.)
    let bad_value = match (err.kind(), err.get(ContextKind::InvalidValue)) {
        (ErrorKind::InvalidValue | ErrorKind::ValueValidation, Some(ContextValue::String(value)))
            if !value.is_empty() =>
        {
            Some(value.clone())
        }
        _ => None,
    };
    let holds = |tokens: &[OsString], value: &str| {
        tokens.iter().filter_map(|token| token.to_str()).any(|token| {
            token == value
                || token.split_once('=').is_some_and(|(_, given)| given == value)
                // A short option's attached value (`-cbogus`).
                || (token.starts_with('-') && !token.starts_with("--") && token.ends_with(value))
        })
    };
    // The word to name, where the error is about the words: the one
    // holding the rejected value, else the first that spells the flag.
    let at = match &bad_value {
        Some(value) => words
            .iter()
            .position(|w| holds(std::slice::from_ref(w), value))
            .filter(|_| spells(words) && !holds(typed, value)),
        None => spelled_at(words).filter(|_| !spells(typed)),
    };
    let (true, Some(at)) = (err.use_stderr(), at) else {
        return Error::Clap(err);
    };
    add_tip(err, comes_from(cmd, &flag, &whence(at)))
}

/// The tip `'FLAG' comes from WHERE, not from the command line`, the flag
/// styled as clap styles the argument an error is about (`cmd`'s styles).
fn comes_from(cmd: &Command, flag: &str, whence: &str) -> StyledStr {
    let invalid = cmd.get_styles().get_invalid();
    let mut tip = StyledStr::new();
    let _ = write!(
        tip,
        "'{invalid}{flag}{invalid:#}' comes from {whence}, not from the command line"
    );
    tip
}

/// `err` with `tip` after the tips it has.
fn add_tip(mut err: clap::Error, tip: StyledStr) -> Error {
    let mut tips = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.clone(),
        _ => Vec::new(),
    };
    tips.push(tip);
    err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    Error::Clap(err)
}

/// The index of the token of `argv` at which clap, reading it with `cmd`,
/// raises its error, and that error's [`reading_context`], where it is of
/// `kind` and one clap raises at a token: an argument it does not know, a
/// value its parser rejects, a value missing or one too many, a subcommand
/// it does not know. clap's reading of prefixes of `argv` decides (a letter
/// in a short cluster, an abbreviated long, a value glued to its flag):
/// clap stops at the token it rejects, so every prefix that holds it is
/// rejected alike, and the token is the first of that run of prefixes
/// that ends `argv` (a missing value: the occurrence that misses it, which
/// the prefix ending at it is rejected alike for). `None` for other errors,
/// where clap reads `argv` otherwise (no error, or another kind), and
/// where the token is more than [`PREFIXES_READ`] tokens from the end (the
/// caller then looks at the words themselves).
fn erring_token(cmd: &Command, argv: &[OsString], kind: ErrorKind) -> Option<(usize, ReadingContext)> {
    if !raised_at_token(kind) {
        return None;
    }
    let wanted = reading(cmd, argv)
        .filter(|e| e.kind() == kind)
        .map(|e| reading_context(&e))?;
    let first = crate::check::first_operand(cmd);
    // Each prefix one token shorter, from the whole command line down: a
    // run of prefixes rejected alike may start further down too (an
    // earlier occurrence of an option, cut off before its value), which a
    // search that skips would take for this one.
    let mut at = argv.len().checked_sub(1)?;
    for _ in 0..PREFIXES_READ {
        if at <= first {
            return (at == first).then_some((at, wanted));
        }
        if reading(cmd, &argv[..at]).is_none_or(|e| reading_context(&e) != wanted) {
            return Some((at, wanted));
        }
        at -= 1;
    }
    None
}

/// Whether clap raises an error of `kind` at a token it reads (an argument
/// it does not know, a value its parser rejects, a value missing or one too
/// many, a subcommand it does not know), not once it has read them all.
fn raised_at_token(kind: ErrorKind) -> bool {
    matches!(
        kind,
        ErrorKind::UnknownArgument
            | ErrorKind::InvalidValue
            | ErrorKind::ValueValidation
            | ErrorKind::NoEquals
            | ErrorKind::TooManyValues
            | ErrorKind::TooFewValues
            | ErrorKind::WrongNumberOfValues
            | ErrorKind::InvalidSubcommand
    )
}

/// How many prefixes of the command line [`erring_token`] reads at most:
/// each is a parse of up to the whole command line.
const PREFIXES_READ: usize = 32;

/// clap's error reading `argv` with a copy of `cmd`, if it rejects it.
fn reading(cmd: &Command, argv: &[OsString]) -> Option<clap::Error> {
    cmd.clone().try_get_matches_from_mut(argv).err()
}

/// What tells two of clap's errors apart for [`erring_token`]: the kind,
/// the argument (or the subcommand clap does not know) and the value.
type ReadingContext = (ErrorKind, Option<String>, Option<String>);

/// The [`ReadingContext`] of `err`.
fn reading_context(err: &clap::Error) -> ReadingContext {
    let text = |key| match err.get(key) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        _ => None,
    };
    let argument = text(ContextKind::InvalidArg).or_else(|| text(ContextKind::InvalidSubcommand));
    (err.kind(), argument, text(ContextKind::InvalidValue))
}

/// The argument of `cmd` or of a subcommand with the long name `long`.
fn find_long<'c>(cmd: &'c Command, long: &str) -> Option<&'c Arg> {
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .or_else(|| cmd.get_subcommands().find_map(|sub| find_long(sub, long)))
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

    #[test]
    fn dashes_with_no_name_at_the_end_of_a_text_are_no_token() {
        let cases: [(&str, &[&str]); 5] = [
            ("--", &[]),
            ("-", &[]),
            ("tool --", &[]),
            ("tool -", &[]),
            ("--a -b --", &["--a", "-b"]),
        ];
        for (text, expected) in cases {
            let tokens: Vec<&str> = flag_tokens(text).collect();
            assert_eq!(tokens, expected, "{text:?}");
        }
    }
}

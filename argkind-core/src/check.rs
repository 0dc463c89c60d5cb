//! After clap's parse: whether clap read each insertion where the guess put
//! it ([`verify`]), what the exact route must insert and where ([`needs`],
//! [`spelled_candidates`], [`accept`]), and which deprecated flags clap read
//! ([`deprecations`]).
//!
//! Everything here reads clap's matches: a flag counts as given when its
//! value source is the command line, and positions are clap's indices.

use std::ffi::{OsStr, OsString};

use clap::{Arg, ArgAction, ArgMatches, Command, Id};

use crate::facts::Deprecation;
use crate::level::{has_short, is_named, max_values, may_be_bare, Level, Negative, Shape, MARK};
use crate::rewrite::{
    carries_every_occurrence, following_values, from_command_line, index_units, insertion, last_index, marker,
    marker_indices, split_cluster, splits_cluster, takes_rest, terminates, Frame, Group, Watch, MARK_UNITS,
};
use crate::target::TargetRef;

/// One command of a parse: its level, its (built) command and clap's
/// matches for it.
#[derive(Clone, Copy)]
pub(crate) struct Step<'a> {
    pub(crate) level: &'a Level,
    pub(crate) cmd: &'a Command,
    pub(crate) matches: &'a ArgMatches,
}

impl<'a> Step<'a> {
    /// This command as clap read it, without its level: the deprecation
    /// warnings place deprecated flags, which no preset or redirect sets
    /// (a definition error), so its declarations are not needed (see
    /// [`set_by_own_flag`]).
    fn reading(&self, depth: usize) -> Reading<'a> {
        Reading {
            cmd: self.cmd,
            matches: self.matches,
            spec: None,
            own: own_entries(depth, self.cmd, self.matches),
            unvaried: None,
        }
    }
}

/// One command of a parse as clap read it: the (built) command and clap's
/// matches for it, and, for `Facts::used`, its declarations: all that
/// placing a flag the command line set takes (see [`Place`]).
#[derive(Clone, Copy)]
pub(crate) struct Reading<'a> {
    pub(crate) cmd: &'a Command,
    pub(crate) matches: &'a ArgMatches,
    pub(crate) spec: Option<&'a crate::spec::CommandSpec>,
    /// How many entries of `matches` a subcommand's own reading set, those
    /// before the sentinel's default (see [`own_entries`]); `None` for the
    /// root, and where they do not say.
    pub(crate) own: Option<usize>,
    /// The same command's matches in a reading of the command line without
    /// the variables (see `env::without_variables`), and their own entries:
    /// where they are, they tell of the globals with a variable too.
    pub(crate) unvaried: Option<(&'a ArgMatches, Option<usize>)>,
}

/// How many entries of clap's `matches` of the subcommand `cmd` its own
/// reading set, by the sentinel argkind adds to every subcommand (see
/// `level::OWN`): clap holds its conditional default after what the
/// subcommand's own reading set, before the defaults of the globals of
/// enclosing commands and its copies of their values, and gives it only
/// where that reading set one of those globals (where it did not, those
/// the matches hold are all copies, and none counts); `depth`: where on
/// the path. `None` where the command has no sentinel (the root, known by
/// its depth without a look at its arguments, and an external subcommand),
/// or where the command line named it.
pub(crate) fn own_entries(depth: usize, cmd: &Command, matches: &ArgMatches) -> Option<usize> {
    if depth == 0 || !cmd.get_arguments().any(|a| a.get_id() == crate::level::OWN) {
        return None;
    }
    let Some(at) = matches.ids().position(|id| id == crate::level::OWN) else {
        return Some(0);
    };
    (matches.value_source(crate::level::OWN) == Some(clap::parser::ValueSource::DefaultValue)).then_some(at)
}

/// Whether a preset or a redirect of a flag `path[depth]` declares, which
/// its matches hold from the command line, set one of `ids`, met first
/// there (see [`typed_at`]): then that command typed it (argkind inserted
/// it there). A global flag those matches hold but a command below typed
/// set it there, where it is met first instead. `false` where the reading
/// has no declarations.
fn set_by_own_flag(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> bool {
    let Reading { cmd, matches, spec, .. } = path[depth];
    let Some(spec) = spec else { return false };
    let named = |id: &str| ids.contains(&Some(id));
    // The flag given, or its negation (a deprecated pair's negation is
    // redirected to the replacement's).
    let given = |arg: &Arg, declared: &crate::spec::ArgSpec| {
        from_command_line(matches, arg.get_id().as_str())
            || crate::level::negation_parts(arg, declared)
                .is_some_and(|parts| from_command_line(matches, &declared.negative_id_of(parts)))
    };
    spec.args.iter().any(|(id, declared)| {
        (declared.get_replacement().is_some() || !declared.preset.is_empty())
            && cmd
                .get_arguments()
                .find(|a| a.get_id() == id.as_ref())
                .is_some_and(|arg| given(arg, declared))
            && declared
                .get_replacement()
                .into_iter()
                .chain(declared.get_presets().map(|(target, _)| target))
                .any(|target| {
                    cmd.get_arguments()
                        .any(|a| crate::target::names(a, target) && named(a.get_id().as_str()))
                })
    })
}

/// The commands of the parse `matches` of `cmd` (level `level`), outermost
/// first.
pub(crate) fn chain<'a>(level: &'a Level, cmd: &'a Command, matches: &'a ArgMatches) -> Vec<Step<'a>> {
    let mut steps = vec![Step { level, cmd, matches }];
    while let Some(last) = steps.last() {
        let Some((name, sub_matches)) = chosen_subcommand(last.matches) else {
            break;
        };
        let Some(sub) = last.cmd.find_subcommand(name) else {
            break;
        };
        let Some(child) = last.level.child(sub.get_name()) else {
            break;
        };
        steps.push(Step {
            level: child,
            cmd: sub,
            matches: sub_matches,
        });
    }
    steps
}

/// Whether clap's matches of `steps[depth]` hold the flag of shape `at` of
/// the command at depth `declared_at` (and its negation) under its id: in
/// its own command, or, for a global, in a command below it into which
/// clap copied it, no command on the way having an argument of its own
/// with that id ([`Level::shadowed_in`]). Elsewhere an argument of that id
/// is another command's own, another flag, whatever its long name.
fn reaches(steps: &[Step<'_>], declared_at: usize, at: usize, depth: usize) -> bool {
    let Some(declaring) = steps.get(declared_at) else {
        return false;
    };
    declared_at == depth
        || (declared_at < depth
            && depth < steps.len()
            && declaring.level.arg(declaring.cmd, at).is_global_set()
            && !steps[declared_at + 1..=depth]
                .iter()
                .any(|s| declaring.level.shadowed_in(declaring.cmd, at, s.cmd)))
}

/// The index of the last value the command line gave shape `at` of
/// `step`'s level, or its negation.
fn last_of(step: &Step<'_>, at: usize) -> Option<usize> {
    let id = step.level.arg(step.cmd, at).get_id().as_str();
    let own = last_index(step.matches, id);
    let negation = step.level.shapes[at]
        .negation
        .as_ref()
        .and_then(|n| last_index(step.matches, &n.id));
    own.max(negation)
}

/// The index of the last value the command line gave shape `at` of
/// `step`'s level or, with `negated`, its negation: where a global pair
/// flag and its negation were typed in two commands, `step`'s matches hold
/// both, each with an index of its own command (see [`negated_last`]).
fn last_spelled(step: &Step<'_>, at: usize, negated: bool) -> Option<usize> {
    match step.level.shapes[at].negation.as_ref() {
        Some(negation) if negated => last_index(step.matches, &negation.id),
        _ => last_index(step.matches, step.level.arg(step.cmd, at).get_id().as_str()),
    }
}

/// Whether the last of the pair flag `id` (of `shape`) and its negation
/// that `matches` hold is the negation; `None` where `matches` hold both
/// from the command line. A flag and its negation override each other, so
/// one command's reading keeps one of them: both are there only for a
/// global typed in two commands, whose values clap copies into every
/// command, each with the index it had in its own (indices restart in each
/// subcommand, so comparing them says nothing).
fn negated_last(matches: &ArgMatches, id: &str, shape: &Shape) -> Option<bool> {
    let Some(negation) = shape.negation.as_ref() else {
        return Some(false);
    };
    match (last_index(matches, id), last_index(matches, &negation.id)) {
        (Some(_), Some(_)) => None,
        (None, Some(_)) => Some(true),
        _ => Some(false),
    }
}

/// What [`given`] finds at each depth of a reading, the root's first.
pub(crate) type Given = Vec<Vec<(usize, usize, usize)>>;

/// The flags with a shape that the command line set in the matches of
/// `steps[depth]`, as `(depth of the declaring command, shape, index of the
/// last value)`, a pair's negation counting for its flag and a global of an
/// enclosing command for that command's: one pass over the front of clap's
/// matches, where clap keeps what the command line set (then the
/// environment's values, then defaults). Looking up each shape instead would
/// scan every argument of the matches for each flag the command line did not
/// set.
fn given(steps: &[Step<'_>], depth: usize) -> Vec<(usize, usize, usize)> {
    let step = &steps[depth];
    let mut found: Vec<(usize, usize, usize)> = Vec::new();
    for id in step.matches.ids() {
        let id = id.as_str();
        if source_of(step.matches, id) != Some(clap::parser::ValueSource::CommandLine) {
            break;
        }
        let declared = (0..=depth).rev().find_map(|d| {
            let at = steps[d].level.shape_of_flag_or_negation(steps[d].cmd, id)?;
            reaches(steps, d, at, depth).then_some((d, at))
        });
        let Some((declared_at, at)) = declared else { continue };
        // An option given no value and no default missing value has no
        // index: it counts as given first.
        let last = step.matches.indices_of(id).and_then(Iterator::max).unwrap_or(0);
        // The flag and its negation both: a global pair typed in two
        // commands, each held with the index of the command that typed it
        // (see `negated_last`), which says nothing of the other's. The one
        // held first counts: clap holds what a command's own reading set
        // before the copies it makes there of globals other commands set.
        if !found.iter().any(|(d, shape, _)| (*d, *shape) == (declared_at, at)) {
            found.push((declared_at, at, last));
        }
    }
    found
}

/// The index of the last value the command line gave `target` (or its
/// negation) in `matches`: a target of a flag of the command at depth
/// `declared_at` of `steps`.
fn target_last(steps: &[Step<'_>], declared_at: usize, target: TargetRef, matches: &ArgMatches) -> Option<usize> {
    let owner = steps.get(declared_at.checked_sub(target.up)?)?;
    last_of(
        &Step {
            level: owner.level,
            cmd: owner.cmd,
            matches,
        },
        target.shape,
    )
}

/// Whether a token of `argv` may be one clap reads as a deprecated or
/// preset flag of `cmd` (level `level`) or of a subcommand: a long spelling
/// whose name is, or begins, the long name, an alias or the negation of
/// one (clap's `infer_long_args` takes a prefix, and no getter says whether
/// a command sets it), or any short cluster where such a flag has a short
/// name. Where none may be, clap reads none: nothing is inserted, nothing
/// to check, and no deprecation to warn of. A token that is a value counts
/// too: this only tells when the check may be skipped.
pub(crate) fn may_name_special(level: &Level, cmd: &Command, argv: &[OsString]) -> bool {
    let argv = operands(cmd, argv);
    let mut names: Vec<&str> = Vec::new();
    let mut shorts = false;
    special_names(level, cmd, &mut names, &mut shorts);
    if names.is_empty() && !shorts {
        return false;
    }
    argv.iter().any(|token| {
        let bytes = token.as_encoded_bytes();
        match long_may_name(bytes, &names) {
            Some(may) => may,
            None => shorts && bytes.len() > 1 && bytes[0] == b'-',
        }
    })
}

/// The tokens of `argv` that clap reads as arguments of the root command
/// `cmd`: all but the first, the program's name, unless `cmd` sets
/// `no_binary_name`.
pub(crate) fn operands<'a>(cmd: &Command, argv: &'a [OsString]) -> &'a [OsString] {
    &argv[first_operand(cmd).min(argv.len())..]
}

/// Where the tokens [`operands`] gives start in `argv`.
pub(crate) fn first_operand(cmd: &Command) -> usize {
    usize::from(!cmd.is_no_binary_name_set())
}

/// Whether `token`, a long spelling (`--name` or `--name=value`), may be
/// clap's reading of one of `names`: its name is one, or begins one (clap's
/// `infer_long_args` takes a prefix); `None` for any other token.
pub(crate) fn long_may_name(token: &[u8], names: &[&str]) -> Option<bool> {
    let body = token.strip_prefix(b"--")?;
    let name = body.split(|b| *b == b'=').next().unwrap_or_default();
    Some(!name.is_empty() && names.iter().any(|n| n.as_bytes().starts_with(name)))
}

/// Adds the long names, aliases and negations of the deprecated and preset
/// flags of `cmd` (level `level`) and its subcommands to `names`; sets
/// `shorts` where one has a short name or alias.
fn special_names<'a>(level: &'a Level, cmd: &'a Command, names: &mut Vec<&'a str>, shorts: &mut bool) {
    *shorts |= level.special_shorts;
    let mut specials = level.shapes.iter().filter(|s| s.is_special()).peekable();
    // Shapes are in the order of their arguments: one pass finds them all.
    for (at, arg) in cmd.get_arguments().enumerate() {
        let Some(shape) = specials.next_if(|s| s.arg == at) else {
            if specials.peek().is_none() {
                break;
            }
            continue;
        };
        names.extend(shape.longs(arg));
    }
    for sub in cmd.get_subcommands() {
        if let Some(child) = level.child(sub.get_name()) {
            special_names(child, sub, names, shorts);
        }
    }
}

/// Whether the command line gave the replacement of a deprecated flag
/// bare (an option that may take no value, given none) in clap's parse
/// `matches` of `cmd` (level `level`): clap gives that occurrence no index,
/// so whether it comes after a redirect, which it then overrides, is not
/// in the matches (see `ArgKindCommand::exact`).
pub(crate) fn bare_replacement_given(level: &Level, cmd: &Command, matches: &ArgMatches) -> bool {
    bare_replacement_in(&chain(level, cmd, matches))
}

/// [`bare_replacement_given`] for the commands `steps` of a parse.
fn bare_replacement_in(steps: &[Step<'_>]) -> bool {
    steps.iter().enumerate().any(|(depth, step)| {
        step.level.shapes.iter().any(|shape| {
            let Some(owner_at) = shape.replacement.and_then(|t| depth.checked_sub(t.up)) else {
                return false;
            };
            let owner = &steps[owner_at];
            let Some(target) = shape.replacement else { return false };
            let arg = owner.level.arg(owner.cmd, target.shape);
            may_be_bare(arg)
                && steps[owner_at..]
                    .iter()
                    .any(|s| given_bare(s.matches, arg.get_id().as_str()))
        })
    })
}

/// Where clap read the global flag of one of `ids` (the flag, its
/// negation) in `cmd` itself, whose matches are `matches`, if it surely
/// did: the index of the first argument of `cmd`, not a global, that
/// follows it among what the command line set there (the flag was typed
/// before it); an argument its variable set is passed over. clap copies a
/// global's values into every command of the path, each copy in the place
/// of the copy's default, or last, and with the index the deepest command
/// that set it gave it: a copy looks typed where it holds the first default
/// of its command, and can be told from the original only where the
/// command line set something after it.
fn typed_before(cmd: &Command, matches: &ArgMatches, ids: &[Option<&str>]) -> Option<usize> {
    typed_before_own(cmd, matches, ids, |_| false)
}

/// [`typed_before`] in `path[depth]`, where a global of an enclosing
/// command that the sentinel of `path[depth]` says it typed (see
/// [`before_the_sentinel`]) is its own too, and, where it does not say, one
/// the command declares (any of the root's, which has no sentinel; a
/// global a subcommand declares) that no command below typed (each holds
/// it after its sentinel), with that command's index; not a global of an
/// enclosing command with a variable, of which the matches do not say (a
/// copy of another command's value, where the variable has none, looks
/// like a subcommand's own).
fn typed_before_in(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> Option<usize> {
    let Reading { cmd, matches, .. } = path[depth];
    let own = |id: &str| match before_the_sentinel(path, depth, &[Some(id)]) {
        Some(typed) => typed,
        None => crate::level::declares(cmd, id) && typed_in_none_below(path, depth, &[Some(id)]),
    };
    typed_before_own(cmd, matches, ids, own)
}

/// [`typed_before`], with `own_global` saying which globals `matches` hold
/// as their command's own.
fn typed_before_own(
    cmd: &Command,
    matches: &ArgMatches,
    ids: &[Option<&str>],
    own_global: impl Fn(&str) -> bool,
) -> Option<usize> {
    let mut seen = false;
    for id in matches.ids() {
        let id = id.as_str();
        let source = source_of(matches, id);
        if !matches!(
            source,
            Some(clap::parser::ValueSource::CommandLine | clap::parser::ValueSource::EnvVariable)
        ) {
            return None;
        }
        if ids.contains(&Some(id)) {
            seen = true;
        } else if seen
            // A variable's value has an index after every token's: it says
            // nothing of where the flag was typed.
            && source == Some(clap::parser::ValueSource::CommandLine)
            && cmd
                .get_arguments()
                .any(|a| a.get_id() == id && (!a.is_global_set() || own_global(id)))
        {
            return matches.index_of(id);
        }
    }
    None
}

/// Whether clap read a global flag (as one of `ids`: the flag, its
/// negation) in `cmd` itself, whose matches are `matches`, surely, where
/// [`typed_before`] does not say so (nothing of `cmd`'s own follows it):
/// held before a default where no copy can be. clap adds a command's
/// defaults, in the order of its arguments, before it copies the globals
/// into it: a copy of a global with no default there is a new entry of the
/// matches, after every default, and a copy of one with a default takes
/// that default's place, after the defaults of the arguments before it. So
/// a global followed by a default is typed if it has none, or if that
/// default's argument comes before it. A copy in the place of its own
/// default, after every default before it, cannot be told from a global
/// typed last; nor one of a global with a variable; nor a pair where
/// argkind added tokens after a marker (a negation given after the flag
/// it turns off, where the user negated it in a subcommand). What else
/// argkind adds there, a preset's targets and a redirect, the command
/// typed: they follow a flag it read.
fn held_before_a_default(cmd: &Command, matches: &ArgMatches, ids: &[Option<&str>]) -> bool {
    let pair = ids.get(1).is_some_and(Option::is_some);
    let mut held: Option<&str> = None;
    for id in matches.ids() {
        let id = id.as_str();
        if id == MARK && pair {
            return false;
        }
        if ids.contains(&Some(id)) {
            held = Some(id);
            continue;
        }
        let Some(held) = held else { continue };
        if source_of(matches, id) != Some(clap::parser::ValueSource::DefaultValue) {
            continue;
        }
        let Some(arg) = cmd.get_arguments().find(|a| a.get_id() == held) else {
            return false;
        };
        if arg.get_env().is_some() {
            return false;
        }
        return arg.get_default_values().is_empty()
            || cmd
                .get_arguments()
                .map(Arg::get_id)
                .find(|a| *a == id || *a == held)
                .is_some_and(|a| a == id);
    }
    false
}

/// Whether the global flag of one of `ids` (the flag, its negation) that
/// clap's matches of `path[depth]` hold may hold the value that command's
/// own reading gave it; `false` where the first indices say it surely does
/// not (then its last occurrence is not in that command). clap numbers a
/// command's values from its first token on, then its environment's values
/// and defaults; each entry of its matches is made where the command line
/// gives its last occurrence (its first if it is a list), the index of its
/// first value right after. So the first indices of what the command's
/// own reading made rise in the order of its matches. clap then gives a
/// global, in every command of the path, the value of the deepest command
/// that typed it, with that command's indices, in place. Held the
/// command's own, the flag's first index is above that of each argument
/// before it that holds the command's own value, and below that of each
/// after it (see [`holds_own`]). Nothing says so where the matches hold
/// both the flag and its negation from the command line (each typed in a
/// command), or where the flag has no index (an option given bare).
fn may_hold_own(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> bool {
    let matches = path[depth].matches;
    let first = |id: &str| {
        source_of(matches, id)?;
        matches.indices_of(id).and_then(Iterator::min)
    };
    let mut held = matches
        .ids()
        .map(Id::as_str)
        .filter(|id| ids.contains(&Some(*id)) && from_command_line(matches, id));
    let (Some(flag), None) = (held.next(), held.next()) else {
        return true;
    };
    let Some(at) = first(flag) else {
        return true;
    };
    let mut before = true;
    for id in matches.ids().map(Id::as_str) {
        if id == flag {
            before = false;
            continue;
        }
        let Some(index) = first(id) else { continue };
        if before {
            if index >= at && holds_own(path, depth, id, true) {
                return false;
            }
        } else if holds_own(path, depth, id, false) {
            // The first indices of those after it rise from this one.
            return index > at;
        }
    }
    true
}

/// Whether the argument `id` surely holds the value the reading of
/// `path[depth]` itself gave it, in that command's matches; `before`: it
/// is held before a global flag supposed typed there, and so was typed
/// there too (clap holds what the command line set first). An argument
/// no command of the path has a global of is (clap copies globals by id).
/// A global is where it was typed in that command, as `before` or
/// [`typed_before`] says, and in no command below: none of those holds it
/// among what its command line set (at the front of its matches).
fn holds_own(path: &[Reading<'_>], depth: usize, id: &str, before: bool) -> bool {
    let step = &path[depth];
    let global = path
        .iter()
        .any(|s| s.cmd.get_arguments().any(|a| a.get_id() == id && a.is_global_set()));
    if !global {
        return true;
    }
    let typed = before || typed_before(step.cmd, step.matches, &[Some(id)]).is_some();
    typed
        && !path[depth + 1..].iter().any(|below| {
            below
                .matches
                .ids()
                .map(Id::as_str)
                .take_while(|i| source_of(below.matches, i) == Some(clap::parser::ValueSource::CommandLine))
                .any(|i| i == id)
        })
}

/// Whether the command line gave `id` an occurrence with no value in
/// `matches`.
fn given_bare(matches: &ArgMatches, id: &str) -> bool {
    source_of(matches, id) == Some(clap::parser::ValueSource::CommandLine)
        && matches
            .try_get_raw_occurrences(id)
            .ok()
            .flatten()
            .is_some_and(|mut occurrences| occurrences.any(|mut values| values.next().is_none()))
}

/// Whether clap may have read `target`, a target of a flag of the command
/// at depth `declared_at` of `steps`, in another command than the flag: it
/// is a global the command line gave, and a subcommand of the command that
/// declares it was chosen. clap copies a global's value into every command, with the index
/// it had in the command that read it, and indices restart in each
/// command: the matches do not say whether it came after the flag.
fn read_elsewhere(steps: &[Step<'_>], declared_at: usize, target: TargetRef) -> bool {
    let Some(owner_at) = declared_at.checked_sub(target.up) else {
        return false;
    };
    let owner = &steps[owner_at];
    owner_at + 1 < steps.len()
        && owner.level.arg(owner.cmd, target.shape).is_global_set()
        && target_last(steps, declared_at, target, steps[steps.len() - 1].matches).is_some()
}

/// The targets of `need` (its replacement, its preset targets) that clap
/// may have read in another command than the flag (see
/// [`read_elsewhere`]), in its reading `found`.
pub(crate) fn targets_read_elsewhere(level: &Level, cmd: &Command, found: &ArgMatches, need: &Need) -> Vec<TargetRef> {
    let steps = chain(level, cmd, found);
    let declared_at = need.path.len();
    let Some(declaring) = steps.get(declared_at) else {
        return Vec::new();
    };
    let mut targets: Vec<TargetRef> = declaring.level.targets_of(need.shape).collect();
    targets.retain(|t| read_elsewhere(&steps, declared_at, *t));
    targets.dedup();
    targets
}

/// Whether the replacement of `shape`, a flag of the command at depth
/// `declared_at` of `steps`, is given in `matches` after index `index`.
fn replacement_after(
    steps: &[Step<'_>],
    declared_at: usize,
    shape: &Shape,
    matches: &ArgMatches,
    index: usize,
) -> bool {
    shape
        .replacement
        .and_then(|target| target_last(steps, declared_at, target, matches))
        .is_some_and(|at| at > index)
}

/// Whether a group of `groups` other than `group`, inserting after the
/// same token or a later one, sets the replacement of `group`'s flag (a
/// redirect to it that it applies, or a preset of it).
fn later_group_sets_replacement(steps: &[Step<'_>], groups: &[Group], group: &Group) -> bool {
    let Some(declaring) = steps.get(group.declared_at) else {
        return false;
    };
    let Some(replacement) = declaring.level.shapes[group.shape].replacement else {
        return false;
    };
    let owner = group.declared_at.checked_sub(replacement.up);
    groups.iter().any(|g| {
        !std::ptr::eq(g, group)
            && g.after.wrapping_add(1) >= group.after.wrapping_add(1)
            && steps.get(g.declared_at).is_some_and(|d| {
                let redirect = d.level.shapes[g.shape].replacement.filter(|_| g.redirected);
                let presets = d.level.presets_of(g.shape).iter().map(|(target, _)| *target);
                redirect
                    .into_iter()
                    .chain(presets)
                    .any(|t| t.shape == replacement.shape && g.declared_at.checked_sub(t.up) == owner)
            })
    })
}

/// Whether clap read the command line planned with `groups` as the plan
/// meant: the subcommands of `path` (the walk's) chosen as deep as the
/// deepest group, each marker right after the last value of its flag's last
/// occurrence, each redirect only where its replacement is not given later,
/// and no deprecated or preset flag that needs an insertion without one.
/// Where it did, what [`given`] found at each depth, which
/// [`deprecations`] of the same matches needs again.
pub(crate) fn verify(
    level: &Level,
    cmd: &Command,
    groups: &[Group],
    path: &[String],
    watched: &[Watch],
    matches: &ArgMatches,
) -> Option<Given> {
    let steps = chain(level, cmd, matches);
    // clap may choose another subcommand than the walk (one an inferred
    // prefix names, or an optional value takes the walk's subcommand):
    // the groups and the watched flags are then another command's. Nor
    // may it stop at another: the walk did not read the flags of the
    // commands it did not take, which clap may have read and an argument
    // given later overridden, out of the matches.
    if steps.len() != path.len() + 1 || (1..steps.len()).any(|d| path[d - 1] != steps[d].level.name) {
        return None;
    }
    // Where a replacement was given bare, clap does not say where: the
    // exact route asks a probe.
    if bare_replacement_in(&steps) {
        return None;
    }
    // A deprecated flag the walk read that clap does not hold was a value,
    // or was taken out of clap's matches by an argument given later that
    // overrides it: the exact route's reading without overrides says
    // which.
    for watch in watched {
        let step = steps.get(watch.depth)?;
        let held = watch.any_of.iter().any(|&(declared_at, shape)| {
            let Some(declaring) = steps.get(declared_at) else {
                return false;
            };
            let ids = declaring.level.ids(declaring.cmd, shape);
            // A global of an enclosing command: clap's copy of what that
            // command read is no reading of this command's (an argument
            // given later that overrides the flag took it out).
            if watch.depth > declared_at && own_read(&steps, watch.depth, &ids) == Some(false) {
                return false;
            }
            ids.into_iter()
                .flatten()
                .any(|id| source_of(step.matches, id) == Some(clap::parser::ValueSource::CommandLine))
        });
        if !held {
            return None;
        }
        // A flag an abbreviation may name that the walk read in full too:
        // the walk did not count the abbreviated occurrence, and where an
        // argument given between them overrides the flag, clap's count may
        // match the walk's.
        if groups.iter().any(|g| watch.any_of.contains(&(g.declared_at, g.shape))) {
            return None;
        }
    }
    let mut checked = 0;
    let mut all: Given = Vec::with_capacity(steps.len());
    for (depth, step) in steps.iter().enumerate() {
        let marks = marker_indices(step.matches);
        let here: Vec<&Group> = groups.iter().filter(|g| g.depth == depth).collect();
        // A group's markers: the one it is checked by, and one that ends
        // the values a redirect gives at once (see `rewrite::redirect`).
        let mark = marker();
        let ends = |g: &Group| {
            let markers = g.tokens.iter().filter(|t| **t == mark).count();
            markers.saturating_sub(usize::from(g.check == MARK))
        };
        if marks.len()
            != here
                .iter()
                .map(|g| usize::from(g.check == MARK) + ends(g))
                .sum::<usize>()
        {
            return None;
        }
        if redirects_interleave(&steps, &here) {
            return None;
        }
        let mut marks = marks.into_iter();
        for group in &here {
            let declaring = steps.get(group.declared_at)?;
            let at_depth = Step {
                level: declaring.level,
                cmd: declaring.cmd,
                matches: step.matches,
            };
            let shape = declaring.level.shapes.get(group.shape)?;
            // The flag clap holds there under its id is this one, not a
            // deeper command's own.
            if !reaches(&steps, group.declared_at, group.shape, depth) {
                return None;
            }
            // A global on a path of subcommands: clap copies the value and
            // the indices of the deepest command that read it into every
            // command of the path, so one command's matches may hold
            // another's reading, whose indices may match the guess (`-q run
            // x -q`, the second `-q` a value of `run`'s trailing argument,
            // and the root's reading copied into `run`). Its own reading
            // must have set it there, and no reading below: else the exact
            // route asks clap where each is.
            let flag = declaring.level.arg(declaring.cmd, group.shape);
            if steps.len() > 1 && flag.is_global_set() {
                let ids = declaring.level.ids(declaring.cmd, group.shape);
                if depth > 0 && own_read(&steps, depth, &ids) != Some(true) {
                    return None;
                }
                if (depth + 1..steps.len()).any(|below| own_read(&steps, below, &ids) != Some(false)) {
                    return None;
                }
            }
            let checked_at = if group.check == MARK {
                marks.next()
            } else {
                last_index(step.matches, &group.check)
            };
            for _ in 0..ends(group) {
                marks.next();
            }
            let last = match (last_of(&at_depth, group.shape), checked_at) {
                (Some(last), Some(at)) if last + group.offset == at => last,
                _ => return None,
            };
            // An option's last occurrence holds the values the walk read
            // for it: a token the walk took for the flag again may be one
            // more of clap's values (`-a -a=7 p`, where `p`'s hyphen
            // values make `-a=7` a value of the first `-a`). (A redirect's
            // are compared below, with the occurrences it carries.)
            // (A bare occurrence is left to the index's check: clap may
            // fill in its default missing values.)
            if !group.redirected && max_values(flag) > 0 && !group.values.is_empty() {
                let read = step
                    .matches
                    .get_raw_occurrences(flag.get_id().as_str())
                    .and_then(|mut occurrences| occurrences.next_back());
                if !read.is_some_and(|read| read.eq(group.values.iter().map(OsString::as_os_str))) {
                    return None;
                }
            }
            // A cluster the guess split right after the flag's letter: clap
            // read the letters split off as the flags they were, right
            // after the group (else it may have read the cluster as a value,
            // and the split otherwise).
            if let Some(first) = &group.first_later {
                // The index of its first value: an option's comes after the
                // option's own (see `rewrite::index_units`).
                let option = step.cmd.get_arguments().find(|a| a.get_id() == first.as_str());
                let flag = option.is_some_and(|a| matches!(a.get_action(), ArgAction::Set | ArgAction::Append));
                let after = last + group.end + 1 + usize::from(flag);
                // From the command line: a default's index follows every
                // token's, and may be `after` by chance (`-ca=v`, where
                // clap takes `-a=v` split off for a positional's value and
                // gives `-a`'s default the next index).
                if source_of(step.matches, first) != Some(clap::parser::ValueSource::CommandLine)
                    || !step
                        .matches
                        .indices_of(first)
                        .is_some_and(|mut at| at.any(|i| i == after))
                {
                    return None;
                }
            }
            // Where clap read the flag and its negation in two commands,
            // the indices do not say which came last: the exact route asks
            // probes. (A target typed in another command needs no such
            // care: the insertion sets it in the flag's command, and clap
            // keeps the deepest command's value, the later one.)
            let id = declaring.level.arg(declaring.cmd, group.shape).get_id().as_str();
            negated_last(step.matches, id, shape)?;
            // Each preset target ends set after the flag's last occurrence:
            // by the insertion, or by a token of the user's that the walk
            // took for a later one (a later letter of a short cluster, say),
            // which clap must have read there too: a cluster clap took for
            // a value gives none.
            let presets_set = declaring.level.presets_of(group.shape).iter().all(|(target, _)| {
                target_last(&steps, group.declared_at, *target, step.matches).is_some_and(|at| at > last)
            });
            if !presets_set {
                return None;
            }
            // A redirect stands only where its replacement is not given
            // later; the inserted values end at `end`.
            let end = last + group.end;
            if shape.replacement.is_some()
                && replacement_after(&steps, group.declared_at, shape, step.matches, end) == group.redirected
            {
                return None;
            }
            // Left out for its replacement given later, where a later
            // group's insertion sets the replacement too: clap's index may
            // be that insertion's, not a token of the user's. The exact
            // route asks clap where the user's are.
            if !group.redirected && later_group_sets_replacement(&steps, groups, group) {
                return None;
            }
            // A global target (the replacement, a preset's) declared
            // above: its value here may be clap's copy of another command's
            // reading, whose index says nothing of this command's order
            // (`run -a=v -a=v step --fat=x -a=v`, the last `-a=v` a value
            // of `step`'s, and `run`'s `-a` copied with an index past
            // `--fat`'s). Where the sentinels say this command's own
            // reading did not set it, or one below did, the exact route
            // asks clap where each is. (A global with a variable they say
            // nothing of: its indices are taken as they are.)
            let elsewhere = declaring.level.targets_of(group.shape);
            for target in elsewhere.filter(|t| read_elsewhere(&steps, group.declared_at, *t)) {
                let owner = steps.get(group.declared_at.checked_sub(target.up)?)?;
                let ids = owner.level.ids(owner.cmd, target.shape);
                let copied_here = depth > 0 && own_read(&steps, depth, &ids) == Some(false);
                if copied_here || (depth + 1..steps.len()).any(|below| own_read(&steps, below, &ids) == Some(true)) {
                    return None;
                }
            }
            // A redirect passes on the values clap read for the flag's last
            // occurrence (and the earlier ones it carries), not others the
            // walk took for them.
            if group.redirected && !same_carried(&steps, group, (step.matches, depth), last) {
                return None;
            }
        }
        checked += here.len();
        let found = given(&steps, depth);
        for &(declared_at, at, last) in &found {
            let declaring = &steps[declared_at];
            let shape = &declaring.level.shapes[at];
            if !shape.inserts() {
                continue;
            }
            let global = declared_at < depth || declaring.level.arg(declaring.cmd, at).is_global_set();
            let grouped = groups
                .iter()
                .any(|g| g.declared_at == declared_at && g.shape == at && (global || g.depth == depth));
            if grouped {
                continue;
            }
            let id = declaring.level.arg(declaring.cmd, at).get_id().as_str();
            // Left alone because its replacement comes later: where clap
            // may have read the two (or the flag and its negation) in two
            // commands, the indices do not say.
            let placed = negated_last(step.matches, id, shape).is_some()
                && !shape
                    .replacement
                    .is_some_and(|t| read_elsewhere(&steps, declared_at, t));
            // A value a group inserted for the replacement is argkind's,
            // not one the user typed later: clap must say where each is.
            let needless = shape.preset.is_empty()
                && !shape
                    .replacement
                    .is_some_and(|t| set_by_a_group(&steps, groups, declared_at, t))
                && replacement_after(&steps, declared_at, shape, step.matches, last);
            if !placed || !needless {
                return None;
            }
        }
        all.push(found);
    }
    (checked == groups.len()).then_some(all)
}

/// Whether one of `groups` inserts a value for `target`, the target of a
/// flag of the command at depth `declared_at` of `steps`: a redirect to it,
/// or a preset of it.
fn set_by_a_group(steps: &[Step<'_>], groups: &[Group], declared_at: usize, target: TargetRef) -> bool {
    let owner = declared_at.checked_sub(target.up);
    groups.iter().any(|g| {
        let Some(declaring) = steps.get(g.declared_at) else {
            return false;
        };
        let sets = |t: &TargetRef| t.shape == target.shape && g.declared_at.checked_sub(t.up) == owner;
        (g.redirected && declaring.level.shapes[g.shape].replacement.as_ref().is_some_and(sets))
            || declaring.level.presets_of(g.shape).iter().any(|(t, _)| sets(t))
    })
}

/// Whether the own reading of the subcommand at `depth` of `steps` set
/// one of `ids` (a global flag of an enclosing command, its negation) from
/// the command line, as its sentinel says (see
/// [`set_before_the_sentinel`]); `None` where it does not say.
fn own_read(steps: &[Step<'_>], depth: usize, ids: &[Option<&str>]) -> Option<bool> {
    Some(set_before_the_sentinel(&steps[depth].reading(depth), ids)?.is_some())
}

/// Whether clap read, in `matches`, the occurrences the redirect of
/// `group` passes on as the walk read them: the values of the flag's last
/// occurrence (a flag that takes none has none), and the earlier ones it
/// carries.
fn same_carried(steps: &[Step<'_>], group: &Group, read: (&ArgMatches, usize), last: usize) -> bool {
    let inserted = Some((last, group.earlier.len() + 1));
    let Some(carried) = carried(steps, group.declared_at, group.shape, read, inserted) else {
        return false;
    };
    let Some((last, earlier)) = carried.split_last() else {
        return false;
    };
    let declaring = &steps[group.declared_at];
    let takes_values = max_values(declaring.level.arg(declaring.cmd, group.shape)) > 0;
    *earlier == group.earlier && (!takes_values || *last == group.values)
}

/// The count clap holds for the `Count` argument `id` in `matches`; 0 where
/// it holds none, or where `id` is another command's argument of another
/// type there (a subcommand's flag with the id of an enclosing count).
fn count_of(matches: &ArgMatches, id: &str) -> u8 {
    matches.try_get_one::<u8>(id).ok().flatten().copied().unwrap_or(0)
}

/// The occurrences of the flag of shape `at` of the command at depth
/// `declared_at` of `steps`, read in `matches` (of `steps[reading]`), whose values its redirect
/// passes on, in command-line order: the last, and where the redirect
/// accumulates ([`carries_every_occurrence`]) each earlier one with values
/// after the replacement's last typed value (for a `Count` flag, one empty
/// occurrence per count). `inserted`, for matches that hold the redirect,
/// is the index of the flag's last value and how many applications of the
/// redirect follow it. `None` when clap does not tell: a `Count` flag keeps
/// its last index only, so where its replacement is typed before it, how
/// many of its occurrences follow is for the exact route to find out.
fn carried(
    steps: &[Step<'_>],
    declared_at: usize,
    at: usize,
    (matches, reading): (&ArgMatches, usize),
    inserted: Option<(usize, usize)>,
) -> Option<Vec<Vec<OsString>>> {
    let carried = carried_at(steps, declared_at, at, (matches, reading), inserted)?;
    Some(carried.into_iter().map(|(_, values)| values).collect())
}

/// [`carried`], each occurrence with the index of its first value where
/// clap gives it one (an earlier occurrence of an `Append` flag; not the
/// last, nor a `Count` flag's). `matches` are those of `steps[reading]`.
fn carried_at(
    steps: &[Step<'_>],
    declared_at: usize,
    at: usize,
    (matches, reading): (&ArgMatches, usize),
    inserted: Option<(usize, usize)>,
) -> Option<Vec<(Option<usize>, Vec<OsString>)>> {
    let declaring = steps.get(declared_at)?;
    let flag = declaring.level.arg(declaring.cmd, at);
    let id = flag.get_id().as_str();
    fn values<'a>(values: impl Iterator<Item = &'a OsStr>) -> Vec<OsString> {
        values.map(OsStr::to_os_string).collect()
    }
    let target = declaring.level.shapes[at].replacement?;
    let owner = steps.get(declared_at.checked_sub(target.up)?)?;
    let replacement = owner.level.arg(owner.cmd, target.shape).get_id().as_str();
    // Where the command that read the flag holds a global replacement
    // its own reading did not set, the replacement's values are clap's
    // copy of another command's, with indices of that command's: the
    // occurrences of the flag follow none of them.
    let typed_last = || {
        let copied = own_read(steps, reading, &owner.level.ids(owner.cmd, target.shape)) == Some(false);
        (!copied)
            .then(|| target_last(steps, declared_at, target, matches))
            .flatten()
    };
    if !carries_every_occurrence(flag, owner.level.arg(owner.cmd, target.shape)) {
        let last = matches.get_raw_occurrences(id).and_then(|mut o| o.next_back());
        return Some(vec![(None, last.map(values).unwrap_or_default())]);
    }
    let mut occurrences: Vec<Vec<OsString>> = matches
        .get_raw_occurrences(id)
        .map(|o| o.map(values).collect())
        .unwrap_or_default();
    if matches!(flag.get_action(), ArgAction::Count) {
        // The replacement is a count too: typed, it counts more than the
        // applications.
        let typed = match inserted {
            None => typed_last().is_some(),
            Some((_, applied)) => usize::from(count_of(matches, replacement)) > applied,
        };
        let count = count_of(matches, id);
        return (!typed).then(|| vec![(None, Vec::new()); usize::from(count).max(1)]);
    }
    // `Append`: one index per value, in order; the replacement's typed
    // values are those before the flag's last.
    let typed = match inserted {
        None => typed_last(),
        Some((last, _)) => matches
            .indices_of(replacement)
            .into_iter()
            .flatten()
            .filter(|at| *at < last)
            .max(),
    };
    // A preset of the replacement (a list, which it resets) read before
    // the flag's last value drops the occurrences before it, as a typed
    // replacement does.
    let flag_last = inserted
        .map(|(last, _)| last)
        .or_else(|| matches.indices_of(id).and_then(Iterator::max));
    let reset = declaring
        .level
        .shapes
        .iter()
        .enumerate()
        .filter(|(s, _)| declaring.level.presets_of(*s).iter().any(|(t, _)| *t == target))
        .filter_map(|(s, _)| {
            let preset = declaring.level.arg(declaring.cmd, s).get_id().as_str();
            (source_of(matches, preset) == Some(clap::parser::ValueSource::CommandLine))
                .then(|| matches.index_of(preset))
                .flatten()
        })
        .filter(|at| flag_last.is_some_and(|last| *at < last))
        .max();
    let after = typed.max(reset);
    let mut indices = matches.indices_of(id).into_iter().flatten();
    let last = occurrences.pop().unwrap_or_default();
    let mut kept: Vec<(Option<usize>, Vec<OsString>)> = occurrences
        .into_iter()
        .filter(|values| !values.is_empty())
        .filter_map(|values| {
            let first = indices.next();
            indices.by_ref().take(values.len() - 1).for_each(drop);
            first
                .filter(|first| after.is_none_or(|after| *first > after))
                .map(|first| (Some(first), values))
        })
        .collect();
    kept.push((None, last));
    Some(kept)
}

/// A deprecated or preset flag clap read whose insertion the exact route
/// must place.
#[derive(Clone, Debug)]
pub(crate) struct Need {
    /// The subcommand names from the root to the declaring command.
    path: Vec<String>,
    /// The flag's shape in that command's level.
    shape: usize,
    /// The raw values of its last occurrence.
    values: Vec<OsString>,
    /// Whether its last occurrence is a pair flag's negation.
    negated: bool,
    /// Whether clap's matches cannot tell `negated`: a global pair flag
    /// and its negation typed in two commands (see [`negated_last`]).
    pub(crate) typed_in_two_commands: bool,
    /// The earlier occurrences its redirect passes on (see [`carried`]).
    earlier: Vec<Vec<OsString>>,
    /// Where [`interleave`] moved earlier occurrences between the needs of
    /// redirects to one replacement: this flag's own, as [`carried`] found
    /// them. The redirect applied at each occurrence ([`occurrence_ends`])
    /// places these, each after its own flag.
    own_earlier: Option<Vec<Vec<OsString>>>,
    /// The subcommand names from the root to the command clap read the
    /// flag in (a global's: the deepest that typed it), and whether that
    /// command is below the declaring one: clap then copies the value an
    /// enclosing command typed into its matches, and only a value its own
    /// reading set there counts (see [`own_entries`]).
    read_in: (Vec<String>, bool),
    /// Where clap does not tell how many occurrences of a `Count` flag its
    /// redirect passes on, what [`tally`] needs to find out.
    pub(crate) tally: Option<Tally>,
}

/// How many occurrences of a redirected `Count` flag follow its
/// replacement's last typed occurrence, to be found out by parsing
/// prefixes of the command line ([`Tally::before`]).
#[derive(Clone, Debug)]
pub(crate) struct Tally {
    /// The subcommand names from the root to the command clap read the
    /// flag in.
    path: Vec<String>,
    /// The flag's id.
    flag: String,
    /// The replacement's id.
    replacement: String,
    /// The index of the replacement's last typed value.
    after: usize,
    /// The flag's count.
    count: u8,
    /// Whether the replacement is a global of a command that encloses the
    /// one that read the flag: clap copies its value and indices from the
    /// command that typed it into that command's matches, and only a value
    /// its own reading set there counts (see [`own_entries`]).
    own_reading_only: bool,
    /// The same for the flag: a global of a command above the one that
    /// read it, whose count in a reading of a prefix that command's own
    /// reading has not set yet is clap's copy of an enclosing command's.
    flag_own_reading_only: bool,
}

impl Tally {
    /// The matches of the command clap read the flag in, in `matches`.
    fn step<'m>(&self, matches: &'m ArgMatches) -> Option<&'m ArgMatches> {
        self.path.iter().try_fold(matches, |m, name| m.subcommand_matches(name))
    }

    /// Whether clap's reading `matches` of a prefix of the command line
    /// reaches the replacement's last typed occurrence.
    pub(crate) fn reaches(&self, matches: &ArgMatches) -> bool {
        self.step(matches).is_some_and(|m| {
            last_index(m, &self.replacement).is_some_and(|at| at >= self.after)
                && (!self.own_reading_only || held_from_own_reading(m, &self.replacement))
        })
    }

    /// The flag's count in clap's reading `matches` of the shortest prefix
    /// that [`reaches`](Self::reaches): its occurrences before the
    /// replacement's last.
    pub(crate) fn before(&self, matches: &ArgMatches) -> u8 {
        self.step(matches)
            .filter(|m| last_index(m, &self.flag).is_some())
            .filter(|m| !self.flag_own_reading_only || held_from_own_reading(m, &self.flag))
            .map_or(0, |m| count_of(m, &self.flag))
    }
}

/// Where the exact route applies a redirect that carries earlier
/// occurrences at each occurrence (see `rewrite::Group::spread`): for the
/// group `group` of `need`, the argv index after which each earlier
/// occurrence's values end, with the redirect's tokens for it, found by
/// clap's readings of prefixes of the
/// command line `argv` (`read` reads a command line), and, for a letter
/// that other letters of its short cluster follow, the byte after it, at
/// which the cluster is split (found by readings of the cluster cut short,
/// as [`Group::split`]); `None` where they are not found, or where the
/// letters after such a letter do not start with a letter (a digit, a sign:
/// clap may read them otherwise split off), and the group carries them as
/// it is. `cmd` is the command without variables (see
/// `env::without_variables`): below the command that declares the flag,
/// the sentinel then tells its own reading from clap's copies.
pub(crate) fn occurrence_ends(
    level: &Level,
    cmd: &Command,
    need: &Need,
    group: &Group,
    located: &ArgMatches,
    argv: &[OsString],
    mut read: impl FnMut(Vec<OsString>) -> Option<ArgMatches>,
) -> Option<Vec<crate::rewrite::Spot>> {
    let earlier = need.own_earlier();
    if earlier.is_empty() {
        // Where `interleave` moved them all to other flags' needs, their
        // groups place them.
        return need.own_earlier.is_some().then(Vec::new);
    }
    let frames = declaring(level, cmd, need)?;
    let frame = frames.last()?;
    let flag = frame.level.arg(frame.cmd, need.shape);
    let (read_in, below) = &need.read_in;
    if *below && flag.get_env().is_some() {
        return None;
    }
    let id = flag.get_id().as_str();
    // The matches of the command that read the flag; below the declaring
    // command, a reading of a prefix holds there clap's copy of what an
    // enclosing command typed until the command's own reading sets it.
    fn step<'m>(read_in: &[String], below: bool, id: &str, m: &'m ArgMatches) -> Option<&'m ArgMatches> {
        let m = read_in.iter().try_fold(m, |m, name| m.subcommand_matches(name))?;
        (!below || held_from_own_reading(m, id)).then_some(m)
    }
    let count = matches!(flag.get_action(), ArgAction::Count);
    let occurrences = |m: &ArgMatches| -> Vec<Vec<OsString>> {
        m.get_raw_occurrences(id)
            .map(|o| o.map(|v| v.map(OsStr::to_os_string).collect()).collect())
            .unwrap_or_default()
    };
    // The ordinal of each carried occurrence among the flag's occurrences
    // (a count's: among its count), from the reading of the whole line.
    let whole = step(read_in, *below, id, located)?;
    let all = occurrences(whole);
    let ordinals: Vec<usize> = if count {
        let n = usize::from(count_of(whole, id));
        (n.checked_sub(earlier.len() + 1)?..n - 1).collect()
    } else {
        let before = all.len().checked_sub(1)?;
        let with_values: Vec<usize> = (0..before).filter(|&i| !all[i].is_empty()).collect();
        let from = with_values.len().checked_sub(earlier.len())?;
        let ordinals = with_values[from..].to_vec();
        if ordinals.iter().zip(earlier).any(|(&i, e)| &all[i] != e) {
            return None;
        }
        ordinals
    };
    // Whether the reading of `line` holds occurrence `ordinal` whole.
    let mut holds_in = |line: Vec<OsString>, ordinal: usize| -> bool {
        read(line).is_some_and(|m| {
            step(read_in, *below, id, &m).is_some_and(|m| {
                if count {
                    usize::from(count_of(m, id)) > ordinal
                } else {
                    let found = occurrences(m);
                    found
                        .get(ordinal)
                        .is_some_and(|o| found.len() > ordinal + 1 || Some(o) == all.get(ordinal))
                }
            })
        })
    };
    let mut ends: Vec<(usize, Option<usize>)> = Vec::with_capacity(ordinals.len());
    let mut lo = 1;
    for ordinal in ordinals {
        // (A group before the first token, `after` wrapped, has none.)
        let hi = group.after.wrapping_add(1);
        if hi > argv.len() || !holds_in(argv[..hi].to_vec(), ordinal) {
            return None;
        }
        let hi = shortest(lo, hi, |len| holds_in(argv[..len].to_vec(), ordinal));
        // In a short cluster, after the flag's letter: the fewest letters
        // that hold it (a flag that takes values has the rest of the
        // cluster as its value, and ends with the token). Another
        // occurrence in the same token comes after the one before it.
        let at = hi - 1;
        let token = argv[at].to_str();
        let cluster = token.filter(|t| t.len() > 2 && t.starts_with('-') && !t.starts_with("--"));
        let mut split = None;
        if let Some(cluster) = cluster.filter(|_| max_values(flag) == 0) {
            let from = match ends.last() {
                Some(&(end, Some(cut))) if end == at => cut + 1,
                _ => 2,
            };
            let cut = (from..cluster.len())
                .filter(|&k| cluster.is_char_boundary(k))
                .find(|&k| {
                    let mut line = argv[..at].to_vec();
                    line.push(cluster[..k].into());
                    holds_in(line, ordinal)
                });
            if let Some(cut) = cut {
                if !cluster[cut..].starts_with(char::is_alphabetic) {
                    return None;
                }
                split = Some(cut);
            }
        }
        // A value terminator right after its values ends them: the redirect
        // goes after it.
        // The values its tokens gave: all where the last is a token of its
        // own; none where the flag's token ends it bare (clap may fill in
        // its default missing value, which is no token); where it holds
        // its value attached (`--x=v`), clap reads no terminator after it.
        let terminated = all.get(ordinal).zip(argv.get(at + 1)).is_some_and(|(values, t)| {
            let token = argv[at].as_encoded_bytes();
            let bare = match token.strip_prefix(b"--") {
                Some(long) => !long.contains(&b'='),
                // A cluster that ends with its letter, a short alias's too.
                None => std::str::from_utf8(token)
                    .ok()
                    .and_then(|t| t.chars().next_back())
                    .is_some_and(|c| has_short(flag, c)),
            };
            let given = value_tokens(flag, values, &argv[..=at]).or_else(|| bare.then_some(0));
            !count && given.is_some_and(|given| terminates(flag, given, t))
        });
        let at = if terminated { at + 1 } else { at };
        ends.push((at, split));
        // The next occurrence may be in the same token (`-ll`): the
        // shortest prefix that holds it is no shorter.
        lo = at;
    }
    Some(
        ends.into_iter()
            .zip(earlier)
            .map(|((end, split), values)| (end, split, crate::rewrite::redirect_of(&frames, need.shape, values)))
            .collect(),
    )
}

/// How many tokens clap counts for `values`, the values of an occurrence
/// of `flag`, where the last token of `line` holds its last values (split
/// at the flag's value delimiter, where it has one: `--fat w,x ;`, one
/// token of two values); `None` where it does not. clap counts an
/// option's tokens, not the values it splits them into.
fn value_tokens(flag: &Arg, values: &[OsString], line: &[OsString]) -> Option<usize> {
    let suffix = |parts: &[&[u8]], rest: &[OsString]| {
        parts.len() <= rest.len()
            && parts
                .iter()
                .zip(&rest[rest.len() - parts.len()..])
                .all(|(p, v)| *p == v.as_encoded_bytes())
    };
    let mut rest = values;
    let mut tokens = 0;
    for token in line.iter().rev() {
        let parts = value_parts(flag, token.as_encoded_bytes());
        if rest.is_empty() || !suffix(&parts, rest) {
            break;
        }
        rest = &rest[..rest.len() - parts.len()];
        tokens += 1;
    }
    // Values before the tokens walked back over (none, where each was a
    // token of its own): one token each.
    (tokens > 0).then(|| tokens + rest.len())
}

/// The shortest length in `lo + 1..=hi` at which `holds` holds, where it
/// holds at `hi`, not at `lo`, and at every length longer than one it holds
/// at (clap's reading of a longer prefix of the command line keeps what a
/// shorter one read): a binary search.
pub(crate) fn shortest(mut lo: usize, mut hi: usize, mut holds: impl FnMut(usize) -> bool) -> usize {
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if holds(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

impl Need {
    /// The earlier occurrences of this flag its redirect passes on, before
    /// [`interleave`] moved any to another flag's need.
    fn own_earlier(&self) -> &[Vec<OsString>] {
        self.own_earlier.as_deref().unwrap_or(&self.earlier)
    }

    /// Whether [`interleave`] moved earlier occurrences between this need
    /// and another's: applied at each occurrence, the redirects of all the
    /// needs it moved them between place them, or none does.
    pub(crate) fn is_interleaved(&self) -> bool {
        self.own_earlier.is_some()
    }

    /// Whether `other` is a need of the same flag (in any command).
    pub(crate) fn same_flag(&self, other: &Need) -> bool {
        self.path == other.path && self.shape == other.shape
    }

    /// The depth of the command clap read the flag in.
    pub(crate) fn read_depth(&self) -> usize {
        self.read_in.0.len()
    }

    /// The depths of the commands above the one clap read the flag in that
    /// may have typed it too, where it is a global read below the command
    /// that declares it, a preset or a redirect that passes every
    /// occurrence on (a list or a count to a list or a count; another
    /// redirect's occurrences in the commands of the path are one
    /// sequence, whose last passes its value on): clap's matches then hold
    /// the deepest reading in every command of the path. `matches`, clap's
    /// reading of the whole command line, say whether a command below one
    /// of them typed the flag's replacement, given later then: those above
    /// it are left out, and all where a command's matches do not say.
    pub(crate) fn above(&self, level: &Level, cmd: &Command, matches: &ArgMatches) -> std::ops::Range<usize> {
        let from = self.path.len();
        if !self.read_in.1 {
            return 0..0;
        }
        let Some(frames) = declaring(level, cmd, self) else {
            return 0..0;
        };
        let Some(frame) = frames.last() else { return 0..0 };
        let Some(target) = frame.level.shapes.get(self.shape).and_then(|s| s.replacement) else {
            return from..self.read_depth();
        };
        let steps = chain(level, cmd, matches);
        let Some(owner) = from.checked_sub(target.up).and_then(|at| steps.get(at)) else {
            return 0..0;
        };
        if !carries_every_occurrence(
            frame.level.arg(frame.cmd, self.shape),
            owner.level.arg(owner.cmd, target.shape),
        ) {
            return 0..0;
        }
        let ids = owner.level.ids(owner.cmd, target.shape);
        // From the deepest, the first command that typed the replacement:
        // it is given later for every command above.
        let mut below = self.read_depth();
        while below > from {
            match own_read(&steps, below, &ids) {
                Some(false) => below -= 1,
                Some(true) => return below..self.read_depth(),
                None => return 0..0,
            }
        }
        from..self.read_depth()
    }

    /// What spells the flag's last occurrence: the flag, or its negation.
    pub(crate) fn last_spelling(&self) -> Spelled {
        if self.negated {
            Spelled::Negation
        } else {
            Spelled::Flag
        }
    }

    /// The need with `negated` found where clap's matches could not tell
    /// it (`typed_in_two_commands`): the
    /// negation was typed last where clap read it in a deeper command than
    /// the flag, each at the depth given (`None` where not found).
    pub(crate) fn negated_deeper(mut self, flag_at: Option<usize>, negation_at: Option<usize>) -> Need {
        self.negated = negation_at > flag_at;
        self.typed_in_two_commands = false;
        self
    }

    /// The need with its count found: `before` of its flag's occurrences
    /// precede the replacement's last.
    pub(crate) fn counted(mut self, before: u8) -> Need {
        if let Some(tally) = self.tally.take() {
            let after = usize::from(tally.count.saturating_sub(before)).max(1);
            self.earlier = vec![Vec::new(); after - 1];
        }
        self
    }
}

/// The flags of the parse `matches` that need an insertion.
pub(crate) fn needs(level: &Level, cmd: &Command, matches: &ArgMatches) -> Vec<Need> {
    let steps = chain(level, cmd, matches);
    let mut needs: Vec<Need> = Vec::new();
    // Per need, where its redirect's occurrences are (see `interleave`).
    let mut places: Vec<Option<Interleaved>> = Vec::new();
    for (depth, step) in steps.iter().enumerate() {
        let path: Vec<String> = steps[1..=depth].iter().map(|s| s.cmd.get_name().to_owned()).collect();
        for (at, shape) in step.level.shapes.iter().enumerate().filter(|(_, s)| s.inserts()) {
            // A global is read in the command it is typed in: the deepest
            // that has it from the command line holds its last occurrence.
            // A command below that has a flag of its own with the id holds
            // that flag, not this one.
            // clap copies a global's value and indices into the commands
            // below the one that read it: a command below whose sentinel
            // says its own reading did not set it holds a copy.
            let ids = step.level.ids(step.cmd, at);
            let reached = (depth..steps.len())
                .rev()
                .filter(|&d| reaches(&steps, depth, at, d))
                .filter(|&d| d == depth || own_read(&steps, d, &ids) != Some(false));
            let Some((last, reading)) = reached.map(|d| &steps[d]).find_map(|s| {
                last_of(
                    &Step {
                        matches: s.matches,
                        ..*step
                    },
                    at,
                )
                .map(|last| (last, s))
            }) else {
                continue;
            };
            // A replacement a command other than the flag's may have read
            // is left to the insertion (see `targets_read_elsewhere`).
            let elsewhere = shape.replacement.is_some_and(|t| read_elsewhere(&steps, depth, t));
            if shape.preset.is_empty() && !elsewhere && replacement_after(&steps, depth, shape, reading.matches, last) {
                continue;
            }
            let arg = step.level.arg(step.cmd, at);
            let id = arg.get_id().as_str();
            let values = reading
                .matches
                .get_raw_occurrences(id)
                .and_then(|mut occurrences| occurrences.next_back())
                .map(|values| values.map(OsStr::to_os_string).collect())
                .unwrap_or_default();
            let reading_depth = steps.iter().position(|s| std::ptr::eq(s, reading)).unwrap_or(depth);
            let carried = carried_at(&steps, depth, at, (reading.matches, reading_depth), None);
            let tally = match (&carried, shape.replacement) {
                (None, Some(target)) => tally(&steps, depth, at, target, reading_depth),
                _ => None,
            };
            let mut earlier = carried.unwrap_or_default();
            earlier.pop();
            // The earlier occurrences with their indices, for
            // [`interleave`]: where clap gives every one an index.
            let target = shape
                .replacement
                .and_then(|t| Some((depth.checked_sub(t.up)?, t.shape)));
            places.push(target.map(|target| Interleaved {
                reading: reading_depth,
                target,
                last,
                earlier: earlier.iter().map(|(at, _)| *at).collect(),
            }));
            let earlier = earlier.into_iter().map(|(_, values)| values).collect();
            let negated = negated_last(reading.matches, id, shape);
            needs.push(Need {
                path: path.clone(),
                shape: at,
                values,
                negated: negated.unwrap_or(false),
                typed_in_two_commands: negated.is_none(),
                earlier,
                own_earlier: None,
                read_in: (
                    steps[1..=reading_depth]
                        .iter()
                        .map(|s| s.cmd.get_name().to_owned())
                        .collect(),
                    reading_depth > depth,
                ),
                tally,
            });
        }
    }
    interleave(&mut needs, &places);
    needs
}

/// Where the occurrences of a redirected flag are, for [`interleave`].
struct Interleaved {
    /// The depth of the command clap read the flag in.
    reading: usize,
    /// The replacement: the depth of the command that declares it, and its
    /// shape there.
    target: (usize, usize),
    /// The index of the flag's last value.
    last: usize,
    /// The index of the first value of each earlier occurrence its redirect
    /// carries; `None` where clap gives none (a `Count` flag).
    earlier: Option<Vec<usize>>,
}

/// Two or more redirects to one replacement read in one command, one of
/// which carries earlier occurrences (a list): each occurrence goes with
/// the first insertion after it, in command-line order, so that the list
/// holds the values as the command line gave them (`--fat=7 --file=x
/// --fat=v`, both to `--fast`: `[7, x, v]`). `places` goes with `needs`.
fn interleave(needs: &mut [Need], places: &[Option<Interleaved>]) {
    let mut seen = vec![false; places.len()];
    for (i, place) in places.iter().enumerate() {
        let Some(place) = place.as_ref().filter(|_| !seen[i]) else {
            continue;
        };
        // The redirects to the same replacement in the same command, by
        // their flag's last value.
        let mut members: Vec<(usize, usize)> = places
            .iter()
            .enumerate()
            .filter_map(|(j, other)| {
                let other = other.as_ref()?;
                (other.reading == place.reading && other.target == place.target).then_some((other.last, j))
            })
            .collect();
        for &(_, j) in &members {
            seen[j] = true;
        }
        // Every earlier occurrence with its index (clap gives a `Count`
        // flag's none), and one to move at least.
        let indices = |j: usize| places[j].as_ref().and_then(|p| p.earlier.as_deref());
        if members.len() < 2
            || members.iter().all(|&(_, j)| needs[j].earlier.is_empty())
            || members.iter().any(|&(_, j)| indices(j).is_none())
        {
            continue;
        }
        members.sort_unstable();
        let mut occurrences: Vec<(usize, Vec<OsString>)> = Vec::new();
        for &(_, j) in &members {
            let at = indices(j).unwrap_or_default().iter().copied();
            let own = std::mem::take(&mut needs[j].earlier);
            occurrences.extend(at.zip(own.iter().cloned()));
            needs[j].own_earlier = Some(own);
        }
        occurrences.sort_by_key(|(at, _)| *at);
        for (at, values) in occurrences {
            // Its own flag's last value follows it, if no other's does.
            if let Some(&(_, j)) = members.iter().find(|(last, _)| *last > at) {
                needs[j].earlier.push(values);
            }
        }
    }
}

/// Whether two or more of `groups` (the insertion step's, read in one
/// command of `steps`) redirect to one replacement, one of them carrying
/// earlier occurrences: the values go in command-line order only as
/// [`interleave`] places them, which the exact route does.
fn redirects_interleave(steps: &[Step<'_>], groups: &[&Group]) -> bool {
    let target = |g: &Group| {
        let shape = steps.get(g.declared_at)?.level.shapes.get(g.shape)?;
        let t = shape.replacement.filter(|_| g.redirected)?;
        Some((g.declared_at.checked_sub(t.up)?, t.shape))
    };
    groups.iter().any(|g| {
        !g.earlier.is_empty()
            && target(g).is_some_and(|t| {
                groups
                    .iter()
                    .any(|other| !std::ptr::eq(*other, *g) && target(other) == Some(t))
            })
    })
}

/// The [`Tally`] of the `Count` flag of shape `at` of the command at depth
/// `declared_at` of `steps`, read at depth `reading_depth`, whose
/// replacement is `target`.
fn tally(steps: &[Step<'_>], declared_at: usize, at: usize, target: TargetRef, reading_depth: usize) -> Option<Tally> {
    let (declaring, reading) = (steps.get(declared_at)?, steps.get(reading_depth)?);
    let owner = steps.get(declared_at.checked_sub(target.up)?)?;
    let flag = declaring.level.arg(declaring.cmd, at).get_id().as_str();
    Some(Tally {
        path: steps[1..=reading_depth]
            .iter()
            .map(|s| s.cmd.get_name().to_owned())
            .collect(),
        flag: flag.to_owned(),
        replacement: owner.level.arg(owner.cmd, target.shape).get_id().as_str().to_owned(),
        after: target_last(steps, declared_at, target, reading.matches)?,
        count: reading.matches.try_get_one::<u8>(flag).ok().flatten().copied()?,
        own_reading_only: declared_at - target.up < reading_depth
            && reading.cmd.get_arguments().any(|a| a.get_id() == crate::level::OWN)
            && owner.level.arg(owner.cmd, target.shape).get_env().is_none(),
        flag_own_reading_only: declared_at < reading_depth
            && reading.cmd.get_arguments().any(|a| a.get_id() == crate::level::OWN)
            && declaring.level.arg(declaring.cmd, at).get_env().is_none(),
    })
}

/// Whether the matches `m` of a subcommand, prepared with its sentinel
/// (see [`own_entries`]), hold `id`, a global of an enclosing command, as
/// its own reading set it from the command line: before the sentinel's
/// default. Where the sentinel does not say (the command line named it),
/// as any value it holds.
fn held_from_own_reading(m: &ArgMatches, id: &str) -> bool {
    let own = match m.ids().position(|i| i == crate::level::OWN) {
        // The own reading set none of the enclosing commands' globals.
        None => return false,
        Some(own) if source_of(m, crate::level::OWN) == Some(clap::parser::ValueSource::DefaultValue) => own,
        Some(_) => return true,
    };
    m.ids()
        .position(|i| i == id)
        .is_some_and(|at| at < own && crate::rewrite::from_command_line(m, id))
}

/// A token that may be clap's reading of a needed flag.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    /// The argv index of the token.
    pub(crate) token: usize,
    /// The argv index after which the insertion would go.
    pub(crate) after: usize,
    /// Index units of the later letters of its cluster, at most.
    rest_units: usize,
    /// How many of those units may not be there: one per option among the
    /// later letters given no value (see [`index_units`]).
    unsure: usize,
    /// The ids of the arguments of the later letters.
    later_letters: Vec<Id>,
    /// Where the cluster at `after` is split for the insertion, if it is.
    pub(crate) split: Option<usize>,
    /// Whether the insertion goes right before the token (`after` is the
    /// token before it), or, for a later letter of a short cluster, right
    /// before the letter (`after` is the token, split before the letter):
    /// for an option that accepts hyphen values and may take more than it
    /// was given, which would take a token after its values for one more
    /// value. Its values then run to the end of what its command reads (or
    /// to a value terminator, after which the insertion goes as for any
    /// option), so that no token of the user's comes between the insertion
    /// and the flag either way.
    pub(crate) before: bool,
}

/// At most this many tokens are tried for one flag.
const MOST_CANDIDATES: usize = 32;

/// The commands from the root to the one that declares the flag of `need`.
fn declaring<'a>(level: &'a Level, cmd: &'a Command, need: &Need) -> Option<Vec<Frame<'a>>> {
    let mut frames = vec![Frame { level, cmd }];
    for name in &need.path {
        let last = frames.last()?;
        frames.push(Frame {
            cmd: last.cmd.find_subcommand(name)?,
            level: last.level.child(name)?,
        });
    }
    Some(frames)
}

/// The values clap reads in `token`, a value token of `arg`: split at its
/// value delimiter, where it has one (`w,x`: `w` and `x`).
pub(crate) fn value_parts<'b>(arg: &Arg, token: &'b [u8]) -> Vec<&'b [u8]> {
    let mut buffer = [0u8; 4];
    match arg.get_value_delimiter().map(|d| d.encode_utf8(&mut buffer).as_bytes()) {
        Some(d) if !d.is_empty() => split_bytes(token, d),
        _ => vec![token],
    }
}

/// `bytes` split at each `delimiter`.
fn split_bytes<'b>(bytes: &'b [u8], delimiter: &[u8]) -> Vec<&'b [u8]> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while at + delimiter.len() <= bytes.len() {
        if &bytes[at..at + delimiter.len()] == delimiter {
            parts.push(&bytes[start..at]);
            at += delimiter.len();
            start = at;
        } else {
            at += 1;
        }
    }
    parts.push(&bytes[start..]);
    parts
}

/// The tokens of `argv` from `from` on (see [`first_operand`]) that may
/// spell `arg`, an argument of `owner` whose last occurrence has the raw
/// `values`, last first. The other letters of a short cluster are read as
/// those of `reader`, the command that read the occurrence (a global's may
/// be a subcommand of `owner`), else of `owner`, else of a command of
/// `path`, the commands the command line chose (a global's letter may
/// follow a subcommand's own in a cluster typed there); a letter that is a
/// short flag of a subcommand of `root`'s is known too.
fn candidates_of(
    root: &Command,
    (owner, reader, path): (&Command, &Command, &[&Command]),
    arg: &Arg,
    argv: &[OsString],
    from: usize,
    values: &[OsString],
) -> Vec<Candidate> {
    // The argument a letter names: the reader's, the owner's, else that of
    // a command of the path (the probes confirm which command read it).
    let short = |c: char| {
        [reader, owner]
            .into_iter()
            .chain(path.iter().copied())
            .find_map(|cmd| cmd.get_arguments().find(|a| has_short(a, c)))
    };
    let takes_values = max_values(arg) > 0;
    // Whether the occurrence's values may run on (see [`swallows`]), as the
    // command that read it reads them: a global's copy there has that
    // command's `allow_hyphen_values`, which the global lacks.
    let swallowing = swallows(
        reader
            .get_arguments()
            .find(|a| a.get_id() == arg.get_id())
            .unwrap_or(arg),
    );
    // The tokens after the one at `at` that are the occurrence's values: a
    // value clap filled in (a default missing value) is no token, and an
    // option that requires `=` takes none from the tokens after it.
    let following_at = |at: usize| {
        if arg.is_require_equals_set() {
            return 0;
        }
        let (mut rest, mut tokens) = (values, 0);
        for token in &argv[at + 1..] {
            let parts = value_parts(arg, token.as_encoded_bytes());
            let given = parts.len() <= rest.len() && parts.iter().zip(rest).all(|(p, v)| *p == v.as_encoded_bytes());
            if rest.is_empty() || !given {
                break;
            }
            rest = &rest[parts.len()..];
            tokens += 1;
        }
        // A value terminator right after them ends them, where the option
        // still takes values: what the flag adds goes after it.
        // With values left over too: a value clap filled in (`--file ;`,
        // given bare, its default missing value) is no token.
        let terminated = argv.get(at + 1 + tokens).is_some_and(|t| terminates(arg, tokens, t));
        tokens + usize::from(terminated)
    };
    let mut found = Vec::new();
    for (at, token) in argv.iter().enumerate().skip(from).rev() {
        if found.len() == MOST_CANDIDATES {
            break;
        }
        let bytes = token.as_encoded_bytes();
        if let Some(body) = bytes.strip_prefix(b"--") {
            let (name, attached) = match body.iter().position(|b| *b == b'=') {
                Some(eq) => (&body[..eq], true),
                None => (body, false),
            };
            let Ok(name) = std::str::from_utf8(name) else { continue };
            let spells = !name.is_empty()
                && (is_named(arg, name)
                    || arg.get_long().is_some_and(|l| l.starts_with(name))
                    || arg
                        .get_all_aliases()
                        .unwrap_or_default()
                        .iter()
                        .any(|a| a.starts_with(name)));
            if spells {
                let values = if attached || !takes_values { 0 } else { following_at(at) };
                found.push(Candidate {
                    token: at,
                    after: (at + values).min(argv.len() - 1),
                    rest_units: 0,
                    unsure: 0,
                    later_letters: Vec::new(),
                    split: None,
                    before: false,
                });
                if !attached && swallowing {
                    found.push(Candidate::before(at));
                }
            }
        } else if bytes.len() > 1 && bytes[0] == b'-' {
            let cluster = token.to_string_lossy();
            // The last occurrence is the letter's last in the cluster, up to
            // the first letter that takes a value: that one takes the rest of
            // the cluster (a guess that the probe checks).
            let letters: Vec<(usize, char)> = cluster[1..].char_indices().collect();
            let end = letters
                .iter()
                .position(|&(i, c)| {
                    let rest = &cluster[1 + i + c.len_utf8()..];
                    short(c).is_some_and(|a| takes_rest(a, rest))
                })
                .map_or(letters.len(), |p| p + 1);
            let Some(&(i, letter)) = letters[..end].iter().rfind(|(_, c)| has_short(arg, *c)) else {
                continue;
            };
            let split = 1 + i + letter.len_utf8();
            let rest = &cluster[split..];
            // Whether the token splits at `at` as the lossy text does: the
            // letters before are the token's own (no non-UTF-8 byte among
            // them), and the rest stays as typed.
            let lossless = |at: usize| bytes.get(..at) == cluster.as_bytes().get(..at) && splits_cluster(token, at);
            // Whether the letter takes the rest of the cluster as its value
            // (or, ending it, the next tokens): an option whose value is
            // optional and must follow `=` leaves the later letters to be
            // read as flags, as a flag does (`-kf`).
            let takes_values = takes_rest(arg, rest);
            // A letter the command does not know makes clap stop at it (an
            // unknown argument) or read the whole token as a value (a
            // positional or an option that accepts hyphen values, `-wav`
            // with no `-v`): either way no marker after the token is read
            // after the flag, and the units of a value taken whole may
            // match the letters' by chance; nor is a split read as the
            // cluster (`-1-` split after `-1` leaves `--`, the end of
            // options). A subcommand's short flag (`-Sq`, `sync` chosen by
            // `-S`) is known: the subcommand reads the letters after it.
            let unknown = |letters: &[(usize, char)]| {
                letters
                    .iter()
                    .any(|&(_, c)| short(c).is_none() && !chooses_subcommand(root, c))
            };
            // Where clap stops at a letter before the flag's, it never reads
            // the flag there.
            let at_letter = letters.iter().position(|&(at, _)| at == i).unwrap_or_default();
            if unknown(&letters[..=at_letter]) {
                continue;
            }
            // Where it stops at one after it (`-q=1`, `-qz`), it has read the
            // flag: the insertion goes right after the flag's letter, which
            // clap reads then (with `ignore_errors`, the reading stands).
            let stops_after = unknown(&letters[at_letter + 1..end]);
            // First try the insertion right after the letter, the later
            // letters split off as a cluster of their own, as if the user had
            // typed them after what the flag adds.
            // (Not where the later letters would read as a long flag or the
            // end of options: `-1-` split after `-1` leaves `--`.)
            if !takes_values
                && !rest.is_empty()
                && !rest.starts_with('-')
                && (stops_after || !rest.starts_with('='))
                && lossless(split)
            {
                found.push(Candidate {
                    token: at,
                    after: at,
                    rest_units: 0,
                    unsure: 0,
                    later_letters: Vec::new(),
                    split: Some(split),
                    before: false,
                });
            }
            // A marker after the whole token is never read after the flag
            // where clap stops at a later letter.
            if stops_after {
                continue;
            }
            let (mut rest_units, mut unsure, mut later_letters, mut following_letter) = (0, 0, Vec::new(), 0);
            if !takes_values {
                for (i, c) in rest.char_indices() {
                    let Some(other) = short(c) else {
                        break;
                    };
                    let takes = takes_rest(other, &rest[i + c.len_utf8()..]);
                    // Whether letters follow this one in the cluster.
                    let attached = i + c.len_utf8() < rest.len();
                    // Ending the cluster, it takes the next tokens.
                    // The values it takes, and the tokens they take (a
                    // value terminator after them too).
                    let (taken, tokens) = if takes && !attached {
                        let (values, tokens) = following_values(other, &argv[at + 1..]);
                        (values.len(), tokens)
                    } else {
                        (usize::from(takes), 0)
                    };
                    rest_units += index_units(other, taken);
                    unsure +=
                        usize::from(taken == 0 && matches!(other.get_action(), ArgAction::Set | ArgAction::Append));
                    later_letters.push(other.get_id().clone());
                    if takes {
                        following_letter = tokens;
                        break;
                    }
                }
            }
            let values = if takes_values && rest.is_empty() {
                following_at(at)
            } else {
                following_letter
            };
            found.push(Candidate {
                token: at,
                after: (at + values).min(argv.len() - 1),
                rest_units,
                unsure,
                later_letters,
                split: None,
                before: false,
            });
            // The cluster's last letter, taking the tokens after it: right
            // before the token when it is the first, else right before the
            // letter, the letters before it split off (`-ac` is `-a`, the
            // insertion, `-c`).
            if takes_values && rest.is_empty() && swallowing {
                match i {
                    0 => found.push(Candidate::before(at)),
                    _ if lossless(1 + i) => found.push(Candidate {
                        after: at,
                        split: Some(1 + i),
                        ..Candidate::before(at)
                    }),
                    _ => {}
                }
            }
        }
    }
    found
}

impl Candidate {
    /// The insertion right before the token at `at` (see
    /// [`Candidate::before`]): after the token before it, or, before the
    /// first token of a command line without a binary name
    /// (`Command::no_binary_name`), after `usize::MAX`, which
    /// `rewrite::with_groups` and [`probe`] read as before all of them.
    fn before(at: usize) -> Candidate {
        Candidate {
            token: at,
            after: at.wrapping_sub(1),
            rest_units: 0,
            unsure: 0,
            later_letters: Vec::new(),
            split: None,
            before: true,
        }
    }
}

/// Whether clap may read a token right after the values of `arg`, an
/// option given them as tokens of their own, as one more of its values,
/// whatever the token: it accepts hyphen values (its own setting, or its
/// command's, which clap gives each argument as it builds the command)
/// and may take more values than one, or none (its value is optional).
fn swallows(arg: &Arg) -> bool {
    arg.is_allow_hyphen_values_set()
        && arg
            .get_num_args()
            .is_some_and(|r| r.max_values() > 1 || r.min_values() == 0)
}

/// Whether clap read the same values in `probe` as in `read`, the marker
/// aside, in every command of the path: a probe that splits a short cluster
/// must not change what the cluster was (a positional value, say).
pub(crate) fn same_reading(read: &ArgMatches, probe: &ArgMatches) -> bool {
    same_reading_but(read, probe, &[] as &[&str])
}

/// Whether `id` is that of the marker or of the sentinel: arguments argkind
/// adds whose values say where clap read, not what the user typed.
fn is_own_marker(id: &str) -> bool {
    id == MARK || id == crate::level::OWN
}

/// [`same_reading`], the arguments with an id of `ignored` aside too.
pub(crate) fn same_reading_but(read: &ArgMatches, probe: &ArgMatches, ignored: &[impl AsRef<str>]) -> bool {
    // `try_`: an id of one reading need not be one of the other's.
    let values = |m: &ArgMatches, id: &str| -> Option<Vec<Vec<OsString>>> {
        m.try_get_raw_occurrences(id)
            .ok()
            .flatten()
            .map(|o| o.map(|values| values.map(OsStr::to_os_string).collect()).collect())
    };
    let skip = |id: &str| is_own_marker(id) || ignored.iter().any(|i| i.as_ref() == id);
    let ids = |m: &ArgMatches| m.ids().filter(|id| !skip(id.as_str())).count();
    if ids(read) != ids(probe) {
        return false;
    }
    let same = read.ids().all(|id| {
        let id = id.as_str();
        skip(id) || (source_of(read, id) == source_of(probe, id) && values(read, id) == values(probe, id))
    });
    same && match (read.subcommand(), probe.subcommand()) {
        (None, None) => true,
        (Some((a, read)), Some((b, probe))) => a == b && same_reading_but(read, probe, ignored),
        _ => false,
    }
}

/// The probe command line for `candidate`: `argv` with a marker after it.
pub(crate) fn probe(argv: &[OsString], candidate: &Candidate) -> Vec<OsString> {
    let mut out = Vec::with_capacity(argv.len() + 2);
    if candidate.after == usize::MAX {
        // Before the first token (see [`Candidate::before`]).
        out.push(marker());
        out.extend_from_slice(argv);
        return out;
    }
    out.extend_from_slice(&argv[..candidate.after]);
    let (head, rest) = split_cluster(&argv[candidate.after], candidate.split);
    out.push(head);
    out.push(marker());
    out.extend(rest);
    out.extend_from_slice(&argv[candidate.after + 1..]);
    out
}

/// The insertion for `need` at `candidate`, when clap's reading `matches`
/// of [`probe`] puts the marker right after the flag's last value. `later`
/// says, for each target clap's matches cannot place (see
/// [`targets_read_elsewhere`]), whether it is given after the flag.
pub(crate) fn accept(
    level: &Level,
    cmd: &Command,
    matches: &ArgMatches,
    need: &Need,
    candidate: &Candidate,
    later: &[(TargetRef, Later)],
) -> Option<Group> {
    let frames = declaring(level, cmd, need)?;
    let &Frame {
        level: declaring_level,
        cmd: declaring_cmd,
    } = frames.last()?;
    let steps = chain(level, cmd, matches);
    let (depth, mark) = steps.iter().enumerate().find_map(|(depth, step)| {
        let marks = marker_indices(step.matches);
        (marks.len() == 1).then(|| (depth, marks[0]))
    })?;
    // The marker must be read where clap reads the flag.
    let (read_in, last) = read_on_path(&frames, &steps, need, depth)?;
    // A global read in a subcommand: that subcommand's own reading must
    // have set it, where its sentinel says (its matches hold a copy of
    // another command's value, with that command's indices, otherwise).
    // In the declaring command the sentinel says nothing.
    let ids = [
        Some(declaring_level.arg(declaring_cmd, need.shape).get_id().as_str()),
        declaring_level.shapes[need.shape]
            .negation
            .as_ref()
            .map(|n| n.id.as_str()),
    ];
    if set_before_the_sentinel(&steps[depth].reading(depth), &ids) == Some(None) {
        return None;
    }
    let gap = if candidate.before {
        // Right before the flag's last occurrence: its first value's index
        // is the marker's, the marker's value's and the flag's own after.
        let id = declaring_level.arg(declaring_cmd, need.shape).get_id().as_str();
        let occurrence = read_in.matches.get_raw_occurrences(id)?.next_back()?.len();
        let indices: Vec<usize> = read_in.matches.indices_of(id)?.collect();
        let first = *indices.get(indices.len().checked_sub(occurrence)?)?;
        if need.negated || first != mark + MARK_UNITS {
            return None;
        }
        0
    } else {
        // The marker cut none of the values clap read for the flag's last
        // occurrence on the command line (`-a -a=7 p`, where `p`'s hyphen
        // values make `-a=7` a value of the first `-a`: a marker after
        // `-a=7` ends them). A bare occurrence's are left to the gap: clap
        // may fill in its default missing values.
        if !need.negated && !need.values.is_empty() {
            let id = declaring_level.arg(declaring_cmd, need.shape).get_id().as_str();
            let read = read_in.matches.get_raw_occurrences(id)?.next_back()?;
            if !read.eq(need.values.iter().map(OsString::as_os_str)) {
                return None;
            }
        }
        // clap does not tell whether an option has default missing values: a
        // later letter given no value counts between none and one.
        let gap = mark.checked_sub(last)?;
        let most = candidate.rest_units + MARK_UNITS;
        if gap > most || gap + candidate.unsure < most {
            return None;
        }
        gap
    };
    let mut tokens = vec![marker()];
    let given_later = |target: TargetRef| given_after(&frames, &steps, depth, last, later, target);
    // A preset target the insertion leaves to a later letter of the
    // candidate's short cluster must be one clap read there, after the
    // flag: a cluster clap took for a value gives none.
    let left_to_letters = declaring_level.presets_of(need.shape).iter().any(|(target, _)| {
        let owner = &frames[frames.len() - 1 - target.up];
        let id = owner.level.arg(owner.cmd, target.shape).get_id();
        candidate.later_letters.contains(id) && !given_later(*target)
    });
    if left_to_letters {
        return None;
    }
    let added = insertion(
        &frames,
        need.shape,
        &need.earlier,
        &need.values,
        need.negated,
        &given_later,
        &candidate.later_letters,
        &mut tokens,
    );
    // Without what it carries, for the redirect applied at each occurrence
    // (see `occurrence_ends`), where the redirect applies at all: a
    // replacement given later takes every occurrence's place.
    let spread = (added.redirected && !(need.earlier.is_empty() && need.own_earlier().is_empty())).then(|| {
        let mut own = vec![crate::rewrite::marker()];
        crate::rewrite::insertion(
            &frames,
            need.shape,
            &[],
            &need.values,
            need.negated,
            &given_later,
            &candidate.later_letters,
            &mut own,
        );
        (Vec::new(), own)
    });
    Some(Group {
        after: candidate.after,
        depth,
        declared_at: need.path.len(),
        shape: need.shape,
        check: MARK.to_owned(),
        offset: gap,
        end: gap + added.units,
        units: MARK_UNITS + added.units,
        redirected: added.redirected,
        values: need.values.clone(),
        earlier: need.earlier.clone(),
        tokens,
        split: candidate.split,
        first_later: None,
        spread,
    })
}

/// Whether `target`, a target of the flag declared by the last of
/// `frames` and read last at depth `depth` of `steps`, its last value at
/// index `last` there, is given after it. `later` says it for the targets
/// clap's matches cannot place (see [`targets_read_elsewhere`]).
fn given_after(
    frames: &[Frame<'_>],
    steps: &[Step<'_>],
    depth: usize,
    last: usize,
    later: &[(TargetRef, Later)],
    target: TargetRef,
) -> bool {
    let declared_at = frames.len() - 1;
    let owner = &frames[declared_at - target.up];
    let read = Step {
        level: owner.level,
        cmd: owner.cmd,
        matches: steps[depth].matches,
    };
    match later.iter().find(|(t, _)| *t == target).map(|(_, l)| *l) {
        Some(Later::Known(later)) => later,
        // Only the spellings clap read in the flag's command: the
        // matches there hold the other's value from another command.
        Some(Later::Here { own, negation }) => {
            let own = own.then(|| last_spelled(&read, target.shape, false)).flatten();
            let negation = negation.then(|| last_spelled(&read, target.shape, true)).flatten();
            own.max(negation).is_some_and(|at| at > last)
        }
        // A global of a command above the one that read the flag:
        // where that command's sentinel says its own reading did not
        // set it, its matches hold clap's copy of another command's
        // value, with that command's indices, which say nothing of
        // this command's tokens. (Where the command that read the flag
        // declares the target, the sentinel says nothing of it.)
        None => {
            let ids = owner.level.ids(owner.cmd, target.shape);
            let copied = set_before_the_sentinel(&steps[depth].reading(depth), &ids) == Some(None);
            !copied && last_of(&read, target.shape).is_some_and(|at| at > last)
        }
    }
}

/// Whether `target`, a target of the flag of `need`, is given after the
/// flag's last occurrence in clap's reading `read` (a part of the command
/// line, see `ArgKindCommand::targets_later`), where clap read that
/// occurrence at depth `depth`; `later` as for [`accept`], of that part.
/// `None` where `read` does not hold the flag there.
pub(crate) fn given_later_in(
    level: &Level,
    cmd: &Command,
    read: &ArgMatches,
    need: &Need,
    depth: usize,
    later: &[(TargetRef, Later)],
    target: TargetRef,
) -> Option<bool> {
    let frames = declaring(level, cmd, need)?;
    let steps = chain(level, cmd, read);
    let (_, last) = read_on_path(&frames, &steps, need, depth)?;
    Some(given_after(&frames, &steps, depth, last, later, target))
}

/// The flag of `need`, declared by the last of `frames`, as clap read it
/// at depth `depth` of `steps` (the commands of a reading, from the root):
/// that command's matches with the declaring command's level, and the
/// index of the flag's last spelling there. `None` where that command is
/// not on the declaring command's path or does not hold the flag (see
/// [`reaches`]: a command with a flag of its own of the same id reads the
/// token as that flag).
fn read_on_path<'a>(frames: &[Frame<'a>], steps: &[Step<'a>], need: &Need, depth: usize) -> Option<(Step<'a>, usize)> {
    let &Frame { level, cmd } = frames.last()?;
    let declared_at = need.path.len();
    let on_path = steps.get(declared_at).is_some_and(|s| std::ptr::eq(s.level, level));
    if !on_path || !reaches(steps, declared_at, need.shape, depth) {
        return None;
    }
    let read_in = Step {
        level,
        cmd,
        matches: steps[depth].matches,
    };
    let last = last_spelled(&read_in, need.shape, need.negated)?;
    Some((read_in, last))
}

/// The depth of the shallowest command below depth `depth` on the path of
/// clap's reading `found` that has an argument of its own with the id of
/// `target`, a target of the flag of `need` (or with its negation's; see
/// [`Level::shadowed_in`]). clap copies the value that argument read, with
/// that command's indices (which restart in each command), into every
/// command above it: their matches say nothing of where the target itself
/// was given.
pub(crate) fn shadowed_below(
    level: &Level,
    cmd: &Command,
    found: &ArgMatches,
    need: &Need,
    target: TargetRef,
    depth: usize,
) -> Option<usize> {
    let steps = chain(level, cmd, found);
    let owner = steps.get(need.path.len().checked_sub(target.up)?)?;
    (depth + 1..steps.len()).find(|&below| owner.level.shadowed_in(owner.cmd, target.shape, steps[below].cmd))
}

/// The global pair flags of enclosing commands that clap's `matches` hold
/// from the command line together with their negation, as needs (with no
/// values). clap copies a global's value from the command that read it to
/// every other, the command line's over a default: a flag typed in a
/// command stays on when a subcommand negates it, while a negation typed in
/// a command and the flag in a subcommand end as they should. Which of the
/// two it is, only where clap read each can tell ([`read_at`]).
pub(crate) fn outer_pairs(level: &Level, cmd: &Command, matches: &ArgMatches) -> Vec<Need> {
    let steps = chain(level, cmd, matches);
    let Some(inner) = steps.last() else {
        return Vec::new();
    };
    outer_global_pairs(&steps)
        .filter(|(_, _, id, negation)| {
            from_command_line(inner.matches, id) && from_command_line(inner.matches, &negation.id)
        })
        .map(|(depth, at, _, _)| Need {
            path: steps[1..=depth].iter().map(|s| s.cmd.get_name().to_owned()).collect(),
            shape: at,
            values: Vec::new(),
            negated: false,
            typed_in_two_commands: false,
            earlier: Vec::new(),
            own_earlier: None,
            read_in: (Vec::new(), false),
            tally: None,
        })
        .collect()
}

/// Where clap's `matches` got the value of `id`, one of `matches.ids()`:
/// `None` for an id these matches do not know, which a parse that stopped
/// at an error may hold (a subcommand's global, copied up) and on which
/// clap's `value_source` panics in debug builds.
pub(crate) fn source_of(matches: &ArgMatches, id: &str) -> Option<clap::parser::ValueSource> {
    // The check is clap's debug-build one: in a release build it costs a
    // second search of the matches, for nothing.
    if cfg!(debug_assertions) {
        matches.try_contains_id(id).ok()?;
    }
    matches.value_source(id)
}

/// The global pair flags, with their negations, of the commands that
/// enclose the innermost command of `steps`: `(depth, shape, flag id,
/// negation)`. clap copies a global's value into every command, so the
/// innermost command's matches hold what each ended as.
fn outer_global_pairs<'s, 'a>(
    steps: &'s [Step<'a>],
) -> impl Iterator<Item = (usize, usize, &'a str, &'a Negative)> + 's {
    let outer = steps.split_last().map_or(&[][..], |(_, outer)| outer);
    outer.iter().enumerate().flat_map(|(depth, step)| {
        let (level, cmd) = (step.level, step.cmd);
        level.global_pairs.iter().filter_map(move |&at| {
            let negation = level.shapes[at].negation.as_ref()?;
            Some((depth, at, level.arg(cmd, at).get_id().as_str(), negation))
        })
    })
}

/// A global pair flag negated in a command, that a subcommand's own default
/// turns on again (see [`outer_negations`]).
pub(crate) struct OuterNegation {
    /// The flag's clap id.
    pub(crate) flag: String,
    /// The negation's clap id.
    pub(crate) negation: String,
}

/// The negations, typed in a command, of global pair flags that are not
/// `false` by default and that clap's `matches` hold at that default: a
/// subcommand's own default wins over the `false` the negation gave in the
/// command that read it (clap copies a global's value between commands by
/// source, and both are defaults), so the flag ends on, where the command
/// line says off.
pub(crate) fn outer_negations(level: &Level, cmd: &Command, matches: &ArgMatches) -> Vec<OuterNegation> {
    let steps = chain(level, cmd, matches);
    let Some(inner) = steps.last() else {
        return Vec::new();
    };
    outer_global_pairs(&steps)
        .filter(|(_, _, id, negation)| {
            let on = inner.matches.try_get_one::<bool>(id).ok().flatten() == Some(&true);
            let defaulted = inner.matches.value_source(id) == Some(clap::parser::ValueSource::DefaultValue);
            on && defaulted && from_command_line(inner.matches, &negation.id)
        })
        .map(|(_, _, id, negation)| OuterNegation {
            flag: id.to_owned(),
            negation: negation.id.clone(),
        })
        .collect()
}

/// How clap's reading of a command line with words added differs from its
/// reading of the command line, in positional arguments and subcommands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Positionals {
    /// The same positional values, in the same subcommands.
    Same,
    /// Another subcommand path, or a positional value the command line
    /// does not give: a word was read as one.
    Changed,
    /// Some of the command line's positional values only: clap stopped
    /// before them, or a word's option took one as its value.
    Fewer,
}

/// How `read` differs from `found`, two readings with `cmd`, in the
/// positional values of every command of the subcommand path (and the
/// values of an external subcommand).
pub(crate) fn compare_positionals(cmd: &Command, found: &ArgMatches, read: &ArgMatches) -> Positionals {
    let raw = |m: &ArgMatches, id: &str| -> Vec<OsString> {
        m.try_get_raw(id)
            .ok()
            .flatten()
            .map(|values| values.map(OsStr::to_os_string).collect())
            .unwrap_or_default()
    };
    let mut fewer = false;
    let mut compare = |found: Vec<OsString>, mut read: Vec<OsString>| -> bool {
        for value in &found {
            match read.iter().position(|v| v == value) {
                Some(at) => {
                    read.swap_remove(at);
                }
                None => fewer = true,
            }
        }
        read.is_empty()
    };
    let own = cmd
        .get_positionals()
        .all(|p| compare(raw(found, p.get_id().as_str()), raw(read, p.get_id().as_str())));
    if !own {
        return Positionals::Changed;
    }
    let rest = match (found.subcommand(), read.subcommand()) {
        (None, None) => Positionals::Same,
        (Some((a, found)), Some((b, read))) if a == b => match cmd.find_subcommand(a) {
            Some(sub) => compare_positionals(sub, found, read),
            None if compare(raw(found, ""), raw(read, "")) => Positionals::Same,
            None => Positionals::Changed,
        },
        _ => Positionals::Changed,
    };
    match rest {
        Positionals::Same if fewer => Positionals::Fewer,
        other => other,
    }
}

/// Whether the words of the flags variable are whole flags in clap's
/// reading `with` of the command line with them: every argument of the
/// innermost command that the command line as typed (`found`) does not set
/// holds what clap's reading of the words alone (`alone`: the command line
/// up to the words, and the words) gives it. An option among the words
/// that takes its value from the command line (`--level` with `3` typed
/// after the words, in a command with no positional to take it) holds
/// more there.
pub(crate) fn words_stand_alone(found: &ArgMatches, alone: &ArgMatches, with: &ArgMatches) -> bool {
    let (found, alone, with) = (innermost(found), innermost(alone), innermost(with));
    let typed = |m: &ArgMatches, id: &str| source_of(m, id) == Some(clap::parser::ValueSource::CommandLine);
    let raw = |m: &ArgMatches, id: &str| -> Option<Vec<OsString>> {
        m.try_get_raw(id)
            .ok()
            .flatten()
            .map(|values| values.map(OsStr::to_os_string).collect())
    };
    with.ids()
        .map(clap::Id::as_str)
        .all(|id| !typed(with, id) || typed(found, id) || (typed(alone, id) && raw(alone, id) == raw(with, id)))
}

/// The matches of the innermost command clap's `matches` chose.
pub(crate) fn innermost(mut matches: &ArgMatches) -> &ArgMatches {
    while let Some((_, sub)) = chosen_subcommand(matches) {
        matches = sub;
    }
    matches
}

/// The names of the subcommands clap's `matches` chose, outermost first
/// (an external subcommand is none of them).
pub(crate) fn chosen_path(matches: &ArgMatches) -> Vec<&str> {
    let mut path = Vec::new();
    let mut at = matches;
    while let Some((name, sub)) = chosen_subcommand(at) {
        path.push(name);
        at = sub;
    }
    path
}

/// The subcommand clap's `matches` chose, with its matches, unless it is
/// an external subcommand: clap keeps an external subcommand's arguments
/// under the id `""`, which no argument of a command has, even when it has
/// none (one may be named like a subcommand of the command, where clap
/// read it as external).
pub(crate) fn chosen_subcommand(matches: &ArgMatches) -> Option<(&str, &ArgMatches)> {
    matches
        .subcommand()
        .filter(|(_, sub)| !sub.ids().any(|id| id.as_str().is_empty()))
}

/// The positions in `argv` of the tokens that may have chosen the innermost
/// command of clap's `matches`, first first: its name or an alias, a prefix
/// of one (clap may infer subcommands), or its flag spellings. None when
/// `matches` chose no subcommand.
pub(crate) fn inner_command_tokens(
    level: &Level,
    cmd: &Command,
    matches: &ArgMatches,
    argv: &[OsString],
) -> Vec<usize> {
    let steps = chain(level, cmd, matches);
    let Some(inner) = steps.last().filter(|_| steps.len() > 1) else {
        return Vec::new();
    };
    let sub = inner.cmd;
    let names: Vec<&str> = std::iter::once(sub.get_name()).chain(sub.get_all_aliases()).collect();
    let longs: Vec<&str> = long_flags(sub).collect();
    let shorts: Vec<char> = short_flags(sub).collect();
    let chooses = |token: &str| {
        if let Some(long) = token.strip_prefix("--") {
            return longs.contains(&long);
        }
        if let Some(short) = token.strip_prefix('-') {
            let mut letters = short.chars();
            return matches!((letters.next(), letters.next()), (Some(c), None) if shorts.contains(&c));
        }
        !token.is_empty() && names.iter().any(|name| name.starts_with(token))
    };
    (first_operand(cmd)..argv.len())
        .filter(|&at| argv[at].to_str().is_some_and(chooses))
        .collect()
}

/// How many markers the command at depth `depth` of those clap's
/// `matches` chose read (the root at 0).
pub(crate) fn markers_at(level: &Level, cmd: &Command, matches: &ArgMatches, depth: usize) -> usize {
    chain(level, cmd, matches)
        .get(depth)
        .map_or(0, |step| marker_indices(step.matches).len())
}

/// How many markers the innermost command clap's `matches` chose read.
pub(crate) fn inner_markers(level: &Level, cmd: &Command, matches: &ArgMatches) -> usize {
    chain(level, cmd, matches)
        .last()
        .map_or(0, |step| marker_indices(step.matches).len())
}

/// Whether a target of a [`Need`] that clap may have read in another
/// command than the flag comes after the flag's last occurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Later {
    /// Read in another command: deeper is later. Or read in a part of the
    /// command line that holds no copy of a deeper command's argument of
    /// its id (see `ArgKindCommand::later_above_own`): that reading says.
    Known(bool),
    /// Read last in the flag's command, by its own spelling and/or its
    /// negation (a pair's), whose indices there say.
    Here { own: bool, negation: bool },
}

/// What a probe for where clap read a flag of a [`Need`] looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelled {
    /// The flag.
    Flag,
    /// Its negation (a pair flag's).
    Negation,
    /// A target of the flag (its replacement or a preset target) or, with
    /// `true`, the target's negation.
    Target(TargetRef, bool),
}

/// The clap argument `which` names for `need`, with the command that
/// declares it.
fn spelled_arg<'a>(level: &'a Level, cmd: &'a Command, need: &Need, which: Spelled) -> Option<(&'a Command, &'a Arg)> {
    spelled_at(level, cmd, need, which).map(|(_, owner, arg)| (owner, arg))
}

/// [`spelled_arg`] with the depth of the command that declares it (0 for
/// the root).
fn spelled_at<'a>(
    level: &'a Level,
    cmd: &'a Command,
    need: &Need,
    which: Spelled,
) -> Option<(usize, &'a Command, &'a Arg)> {
    let frames = declaring(level, cmd, need)?;
    let flag_at = frames.len().checked_sub(1)?;
    let (depth, shape, negated) = match which {
        Spelled::Flag => (flag_at, need.shape, false),
        Spelled::Negation => (flag_at, need.shape, true),
        Spelled::Target(target, negated) => (flag_at.checked_sub(target.up)?, target.shape, negated),
    };
    let owner = frames.get(depth)?;
    let arg = owner.level.arg(owner.cmd, shape);
    if !negated {
        return Some((depth, owner.cmd, arg));
    }
    let negation = owner.level.shapes[shape].negation.as_ref()?;
    let arg = owner.cmd.get_arguments().find(|a| a.get_id() == negation.id.as_str())?;
    Some((depth, owner.cmd, arg))
}

/// The ids of the pair flag of `need` and of its negation.
pub(crate) fn pair_ids<'a>(level: &'a Level, cmd: &'a Command, need: &Need) -> [Option<&'a str>; 2] {
    [Spelled::Flag, Spelled::Negation]
        .map(|which| spelled_arg(level, cmd, need, which).map(|(_, a)| a.get_id().as_str()))
}

/// The arguments that the command line set in `read` and that `probe`, a
/// reading of it with more tokens, no longer holds, `ignored` aside: each
/// with the path of subcommands to the command whose matches held it.
pub(crate) fn taken_out(read: &ArgMatches, probe: &ArgMatches, ignored: &[String]) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    let (mut read, mut probe, mut path) = (read, probe, Vec::new());
    loop {
        for id in read.ids().map(Id::as_str) {
            let skip = is_own_marker(id) || ignored.iter().any(|i| i == id);
            if !skip && from_command_line(read, id) && !from_command_line(probe, id) {
                out.push((path.clone(), id.to_owned()));
            }
        }
        match (chosen_subcommand(read), chosen_subcommand(probe)) {
            (Some((a, r)), Some((b, p))) if a == b => {
                path.push(a.to_owned());
                (read, probe) = (r, p);
            }
            _ => return out,
        }
    }
}

/// The tokens of `argv` (read as `found`) that may spell what `which`
/// names for `need`, last first: its long name, an alias or an
/// abbreviation of one, or a short cluster with its letter.
pub(crate) fn spelled_candidates(
    level: &Level,
    cmd: &Command,
    argv: &[OsString],
    found: &ArgMatches,
    need: &Need,
    which: Spelled,
) -> Vec<Candidate> {
    let Some((owner, arg)) = spelled_arg(level, cmd, need, which) else {
        return Vec::new();
    };
    // The values of the last occurrence: the need's own, a negation's
    // none, a target's as clap read them (a global's, in every command).
    let values = match which {
        Spelled::Flag => need.values.clone(),
        Spelled::Negation => Vec::new(),
        Spelled::Target(..) => chain(level, cmd, found)
            .last()
            .and_then(|step| step.matches.get_raw_occurrences(arg.get_id().as_str()))
            .and_then(|mut occurrences| occurrences.next_back())
            .map(|values| values.map(OsStr::to_os_string).collect())
            .unwrap_or_default(),
    };
    // The command that read the last occurrence: the need's, or, for a
    // target, the innermost.
    let reader = match which {
        Spelled::Flag | Spelled::Negation => {
            (need.read_in.0.iter()).try_fold(cmd, |cmd, name| cmd.find_subcommand(name))
        }
        Spelled::Target(..) => chain(level, cmd, found).last().map(|step| step.cmd),
    };
    // A cluster may hold letters of any command of the path: a global's
    // letter is read after a subcommand's own (`run -fs`).
    let path: Vec<&Command> = chain(level, cmd, found).iter().map(|step| step.cmd).collect();
    candidates_of(
        cmd,
        (owner, reader.unwrap_or(owner), &path),
        arg,
        argv,
        first_operand(cmd),
        &values,
    )
}

/// Whether the letter `c` is the short flag, or a short flag alias, of a
/// subcommand of `cmd` or of a command below it (`Command::short_flag`).
fn chooses_subcommand(cmd: &Command, c: char) -> bool {
    cmd.get_subcommands()
        .any(|sub| short_flags(sub).any(|a| a == c) || chooses_subcommand(sub, c))
}

/// The letters that choose the subcommand `sub`: its short flag and its
/// short flag aliases (`Command::short_flag`).
pub(crate) fn short_flags(sub: &Command) -> impl Iterator<Item = char> + '_ {
    sub.get_short_flag().into_iter().chain(sub.get_all_short_flag_aliases())
}

/// The long names that choose the subcommand `sub`: its long flag and its
/// long flag aliases (`Command::long_flag`).
pub(crate) fn long_flags(sub: &Command) -> impl Iterator<Item = &str> + '_ {
    sub.get_long_flag().into_iter().chain(sub.get_all_long_flag_aliases())
}

/// The depth of the command in which clap's reading `matches` of [`probe`]
/// read the last occurrence of what `which` names for `need` right before
/// a marker: at `candidate`. The command line
/// may hold markers of its own insertions: any marker will do, in the
/// command that read the probe's (the one that holds a marker more than in
/// clap's reading `found` of the command line without the probe). clap
/// gives every command the value of a global from the one that read it,
/// indices included, and indices restart in each command: in another
/// command, a marker of an insertion may sit at that index by chance.
pub(crate) fn read_at(
    level: &Level,
    cmd: &Command,
    found: &ArgMatches,
    matches: &ArgMatches,
    need: &Need,
    which: Spelled,
    candidate: &Candidate,
) -> Option<usize> {
    // A command above the one that declares the spelling reads no
    // occurrence of it: an argument of its id there is another (a
    // subcommand's flag with the id of an enclosing command's own).
    let (declared_at, _, arg) = spelled_at(level, cmd, need, which)?;
    let id = arg.get_id().as_str();
    let most = candidate.rest_units + MARK_UNITS;
    let before = chain(level, cmd, found);
    chain(level, cmd, matches).iter().enumerate().position(|(depth, step)| {
        if depth < declared_at {
            return false;
        }
        let Some(last) = last_index(step.matches, id) else {
            return false;
        };
        let marks = marker_indices(step.matches);
        let had = before.get(depth).map_or(0, |b| marker_indices(b.matches).len());
        marks.len() > had
            && marks
                .into_iter()
                .filter_map(|mark| mark.checked_sub(last))
                .any(|gap| gap <= most && gap + candidate.unsure >= most)
    })
}

/// Whether clap's reading `matches` holds `token` as a value of an
/// argument of a command of the path: clap may have taken it whole.
pub(crate) fn holds_as_value(matches: &ArgMatches, token: &OsStr) -> bool {
    let mut at = Some(matches);
    while let Some(m) = at {
        let held = m.ids().any(|id| {
            m.try_get_raw(id.as_str())
                .ok()
                .flatten()
                .is_some_and(|mut values| values.any(|v| v == token))
        });
        if held {
            return true;
        }
        at = chosen_subcommand(m).map(|(_, sub)| sub);
    }
    false
}

/// The probe command line that checks [`read_at`]'s answer for
/// `candidate`: `argv` with a marker before its token.
pub(crate) fn probe_before(argv: &[OsString], candidate: &Candidate) -> Vec<OsString> {
    let mut out = Vec::with_capacity(argv.len() + 1);
    out.extend_from_slice(&argv[..candidate.token]);
    out.push(marker());
    out.extend_from_slice(&argv[candidate.token..]);
    out
}

/// Whether the marker of [`probe_before`] moved the last index of the pair
/// flag of what `which` names for `need` in the command at `depth`
/// from clap's reading `found` of the command line to its reading
/// `before`: then the value clap holds there is the one read at the
/// candidate's token, not one clap copied from another command (indices
/// restart in each command, and may be equal by chance).
pub(crate) fn moved(
    level: &Level,
    cmd: &Command,
    found: &ArgMatches,
    before: &ArgMatches,
    need: &Need,
    which: Spelled,
    depth: usize,
) -> bool {
    let Some(id) = spelled_arg(level, cmd, need, which).map(|(_, a)| a.get_id().as_str()) else {
        return false;
    };
    let last = |matches: &ArgMatches| {
        let steps = chain(level, cmd, matches);
        steps.get(depth).and_then(|step| last_index(step.matches, id))
    };
    match (last(found), last(before)) {
        (Some(was), Some(is)) => is == was + MARK_UNITS,
        _ => false,
    }
}

/// The insertion that turns the pair flag of `need` off right after
/// `candidate`: its negation.
pub(crate) fn negation_group(level: &Level, cmd: &Command, need: &Need, candidate: &Candidate) -> Option<Group> {
    let negation = spelled_arg(level, cmd, need, Spelled::Negation)?.1.get_long()?;
    Some(Group {
        after: candidate.after,
        depth: need.path.len(),
        declared_at: need.path.len(),
        shape: need.shape,
        check: String::new(),
        offset: 0,
        end: 0,
        units: 0,
        redirected: false,
        values: Vec::new(),
        earlier: Vec::new(),
        tokens: vec![["--", negation].concat().into()],
        split: candidate.split,
        first_later: None,
        spread: None,
    })
}

/// Whether a flag was typed in the command whose depth its [`Place`] is at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Typed {
    /// Surely (a flag that is no global always is).
    Here,
    /// Typed there, or a global that clap copied there from a command
    /// above: the matches do not say.
    Maybe,
    /// Surely not: a global that clap copied there from a command above,
    /// where it is placed anew when met there (else it stays there).
    Elsewhere,
}

/// Whether the subcommand `path[depth]` typed the global flag of one of
/// `ids` (the flag, its negation), by where its matches hold it (see
/// [`set_before_the_sentinel`]).
fn before_the_sentinel(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> Option<bool> {
    Some(set_before_the_sentinel(&path[depth], ids)?.is_some())
}

/// Which of `ids` (a global flag, its negation) the own reading of the
/// subcommand `reading` set from the command line (the first its
/// matches hold), by where its matches hold it: before the sentinel's
/// default (see [`own_entries`]), its own reading set it; after, or not
/// there, clap copied it from another command. `None` where the matches
/// do not say: no sentinel there (the root, a command the user gave it
/// to), a global of the subcommand's own, or a global with a variable:
/// that is not among the sentinel's conditions (where the variable has a
/// value, every subcommand's own reading holds it, in the place clap then
/// gives a copy of another command's value, and clap keeps no getter for
/// whether it has one), unless the reading without the variables is at
/// hand (see [`Reading::unvaried`]), whose sentinel watches it.
fn set_before_the_sentinel<'i>(reading: &Reading<'_>, ids: &[Option<&'i str>]) -> Option<Option<&'i str>> {
    let &Reading { cmd, matches, own, .. } = reading;
    // The sentinel says nothing of the subcommand's own globals, which
    // clap copies no value of an enclosing command's into, nor of those
    // with a variable.
    if ids.iter().flatten().any(|id| crate::level::declares(cmd, id)) {
        return None;
    }
    let with_variable = |id: &str| cmd.get_arguments().any(|a| a.get_id() == id && a.get_env().is_some());
    let (matches, own) = match reading.unvaried {
        _ if !ids.iter().flatten().any(|id| with_variable(id)) => (matches, own?),
        Some((matches, own)) => (matches, own?),
        None => return None,
    };
    for (at, id) in matches.ids().map(Id::as_str).enumerate() {
        let Some(found) = ids.iter().flatten().copied().find(|i| *i == id) else {
            continue;
        };
        if !from_command_line(matches, id) {
            continue;
        }
        if at < own {
            return Some(Some(found));
        }
    }
    Some(None)
}

/// Whether the sentinels of the commands below `path[depth]` say that none
/// of them typed the global flag of one of `ids` (see
/// [`before_the_sentinel`]).
fn typed_in_none_below(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> bool {
    (depth + 1..path.len()).all(|below| before_the_sentinel(path, below, ids) == Some(false))
}

/// Whether the sentinels (see [`before_the_sentinel`]) say that the
/// global flag of one of `ids` (the flag, its negation), which clap's
/// matches of `path[depth]` hold among what the command line set, was
/// typed there, and by no command below: then
/// the index they hold is that command's own. The root has no sentinel,
/// nor has a subcommand for its own globals: the command that declares the
/// flag typed it where no command below did (there is one: a flag is met
/// again in a command above the one it was met in first).
fn typed_only_at(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> bool {
    let below = typed_in_none_below(path, depth, ids);
    let declared_here = depth == 0
        || ids
            .iter()
            .flatten()
            .any(|id| crate::level::declares(path[depth].cmd, id));
    below
        && match before_the_sentinel(path, depth, ids) {
            Some(typed) => typed,
            None => declared_here,
        }
}

/// Whether the global flag of one of `ids` (the flag, its negation), met
/// first in clap's matches of `path[depth]` (no command below typed it),
/// was typed there, where [`typed_before`] does not say so: as the
/// sentinel says, where it does ([`before_the_sentinel`]); else surely
/// where [`held_before_a_default`] says so, or a preset or redirect of
/// that command's own set it there ([`set_by_own_flag`]); surely not where
/// its value is not that command's own (see [`may_hold_own`]): clap copied
/// it there from a command above.
fn typed_at(path: &[Reading<'_>], depth: usize, ids: &[Option<&str>]) -> Typed {
    let step = &path[depth];
    if let Some(own) = before_the_sentinel(path, depth, ids) {
        return if own { Typed::Here } else { Typed::Elsewhere };
    }
    if held_before_a_default(step.cmd, step.matches, ids) || set_by_own_flag(path, depth, ids) {
        Typed::Here
    } else if may_hold_own(path, depth, ids) {
        Typed::Maybe
    } else {
        Typed::Elsewhere
    }
}

/// Where clap's matches of one command of a parse hold a flag among what
/// the command line set: at their front, before any value of a variable
/// or a default (see [`Place`]).
#[derive(Clone, Copy)]
pub(crate) struct Met {
    /// The command's depth on the path, the root's `0`.
    pub(crate) depth: usize,
    /// Twice the index of the last value those matches hold for the flag
    /// (or its negation), plus one; an even number puts a flag given with
    /// no value, which clap gives no index, between two that have one.
    pub(crate) order: usize,
    /// Where those matches first hold the flag or its negation, among the
    /// arguments they hold: only its order among the others matters.
    pub(crate) position: usize,
}

/// Where the user typed a flag the command line set, by its last
/// occurrence: the place by which both the deprecation warnings
/// ([`deprecations`]) and `Facts::used` put flags in command-line order,
/// a command's before its subcommand's. A flag is met (see [`Met`]) in
/// each command whose matches hold it among what the command line set,
/// from the innermost command of the path outwards: first
/// ([`first`](Self::first)), then again ([`met_again`](Self::met_again))
/// in each command above. A flag that is no global is met in its own
/// command only. clap copies a global into every command of the path,
/// with the value and the indices of the deepest command that typed it,
/// where a command holds it among what its command line set if it typed
/// it, and may hold it there if it did not: the rules here tell the two
/// apart where the matches say.
#[derive(Clone, Copy)]
pub(crate) struct Place {
    /// The depth of the command it is placed in.
    depth: usize,
    /// Its order there: twice the index of its last value, plus one where
    /// it was surely typed there (a global that may be clap's copy holds
    /// the index of another command: on a tie it goes first); or twice the
    /// index of the argument of that command it was typed right before.
    order: usize,
    /// Where that command's matches hold it ([`Met::position`]): on a tie
    /// of `order`, the one they hold first goes first.
    position: usize,
    typed: Typed,
}

impl Place {
    /// The place of a flag met first (see [`Place`]) in the command at
    /// `met.depth` of `path`; `ids` are the flag's id and its negation's
    /// (`None` where it is no pair), `global` whether it is a global
    /// argument. It goes by its last index there, where it surely was
    /// typed (see [`typed_before`] and [`typed_at`]) and, where it may be a
    /// copy, on a tie before an argument of that index.
    pub(crate) fn first(path: &[Reading<'_>], ids: &[Option<&str>], global: bool, met: Met) -> Place {
        let next = global.then(|| typed_before_in(path, met.depth, ids)).flatten();
        Place::placed(path, ids, global, met, next)
    }

    /// The place of a flag by its order in the command at `met.depth`: one
    /// surely typed there (see [`first`](Self::first)), or one that no
    /// command's matches hold among what the command line set, where that
    /// command read it from its variable (`Facts::used` lists those).
    pub(crate) fn here(met: Met) -> Place {
        Place {
            depth: met.depth,
            order: met.order,
            position: met.position,
            typed: Typed::Here,
        }
    }

    /// [`first`](Self::first), where `next` is what [`typed_before`]
    /// says of the flag in the command at `met.depth` of `path` (nothing
    /// for a flag that is no global).
    fn placed(path: &[Reading<'_>], ids: &[Option<&str>], global: bool, met: Met, next: Option<usize>) -> Place {
        if !global || next.is_some() {
            return Place::here(met);
        }
        let typed = typed_at(path, met.depth, ids);
        Place {
            depth: met.depth,
            order: if typed == Typed::Here {
                met.order
            } else {
                met.order & !1
            },
            position: met.position,
            typed,
        }
    }

    /// Moves this place of the global flag of `ids` (its id, its
    /// negation's), as the command at `met.depth` of `path`, above the one
    /// it was met in first, holds it too; returns whether it is placed
    /// anew there instead (this place is then what [`first`](Self::first)
    /// gives there). Where [`typed_before`] says it was typed there, it
    /// goes right before the argument it was typed before, unless it surely
    /// was typed where it is placed, or its value says it was typed below
    /// too (see [`may_hold_own`]). Surely not typed where it is placed (nor
    /// in a command between, where it would have been met again), it goes
    /// right before that argument too, or, where there is none, is placed
    /// anew there.
    pub(crate) fn met_again(&mut self, path: &[Reading<'_>], ids: &[Option<&str>], met: Met) -> bool {
        if met.depth < self.depth && self.typed != Typed::Here && typed_only_at(path, met.depth, ids) {
            *self = Place::here(met);
            return true;
        }
        let next = typed_before_in(path, met.depth, ids);
        let moves = met.depth < self.depth
            && match self.typed {
                Typed::Here => false,
                Typed::Maybe => may_hold_own(path, met.depth, ids),
                Typed::Elsewhere => true,
            };
        match next.filter(|_| moves) {
            Some(next) => {
                *self = Place {
                    depth: met.depth,
                    order: 2 * next,
                    position: met.position,
                    typed: match self.typed {
                        Typed::Elsewhere => Typed::Here,
                        typed => typed,
                    },
                };
                false
            }
            None if self.typed == Typed::Elsewhere => {
                *self = Place::placed(path, ids, true, met, next);
                true
            }
            None => false,
        }
    }

    /// What places sort by: command-line order.
    pub(crate) fn key(&self) -> (usize, usize, usize) {
        (self.depth, self.order, self.position)
    }
}

/// The deprecated flags clap read in `matches` (their negation included),
/// each once, in command-line order (see [`Place`]); `known`, where
/// [`verify`] checked these very matches, is what it found, not looked for
/// again.
pub(crate) fn deprecations(
    level: &Level,
    cmd: &Command,
    matches: &ArgMatches,
    known: Option<Given>,
) -> Vec<Deprecation> {
    let steps = chain(level, cmd, matches);
    let path: Vec<Reading<'_>> = steps
        .iter()
        .enumerate()
        .map(|(depth, step)| step.reading(depth))
        .collect();
    let mut known = known.filter(|known| known.len() == steps.len());
    let mut found: Vec<(Place, Deprecation)> = Vec::new();
    // Deepest first: clap copies a global typed in a subcommand into the
    // enclosing commands' matches, and its place on the command line is in
    // the subcommand.
    for depth in (0..steps.len()).rev() {
        let here = match known.as_mut() {
            Some(known) => std::mem::take(&mut known[depth]),
            None => given(&steps, depth),
        };
        // `given` lists the flags in the order the matches first hold them.
        for (position, (declared_at, at, index)) in here.into_iter().enumerate() {
            let declaring = &steps[declared_at];
            let shape = &declaring.level.shapes[at];
            if !shape.deprecated {
                continue;
            }
            // Once per flag: a global is met at every depth below its
            // command; a flag of the same name in another command is another,
            // and so is one spelled alike by a short name (`--q`, `-q`).
            let command = declaring.cmd.get_name();
            let arg = declaring.level.arg(declaring.cmd, at);
            // A flag with only a short name is warned of by it (`-o`).
            let mut letter = [0u8; 4];
            let (flag, short) = match (arg.get_long(), arg.get_short()) {
                (Some(long), _) => (long, false),
                (None, Some(short)) => (&*short.encode_utf8(&mut letter), true),
                (None, None) => (arg.get_id().as_str(), false),
            };
            let ids = declaring.level.ids(declaring.cmd, at);
            let met = Met {
                depth,
                order: 2 * index + 1,
                position,
            };
            // A global met deeper first is met again here (see `Place`).
            let place = match found
                .iter()
                .position(|(_, d)| d.flag == flag && d.short == short && d.command == command)
            {
                Some(at) => {
                    if !found[at].0.met_again(&path, &ids, met) {
                        continue;
                    }
                    found.remove(at).0
                }
                None => Place::first(&path, &ids, arg.is_global_set(), met),
            };
            // A pair's negation typed last is redirected to the
            // replacement's negation: the warning says to use that.
            // Typed in two commands, the pair flag's value says which was
            // last: clap's, set right where it is not (see
            // `outer_pairs_off`).
            let id = arg.get_id().as_str();
            let negated = negated_last(steps[depth].matches, id, shape)
                .unwrap_or_else(|| steps[depth].matches.try_get_one::<bool>(id).ok().flatten() == Some(&false));
            let replacement = shape
                .replacement
                .and_then(|r| {
                    let owner = steps.get(declared_at.checked_sub(r.up)?)?;
                    // A negation typed last says to use the replacement's
                    // negation; a replacement with none has nothing to say
                    // it with (its flag would mean the opposite).
                    match (owner.level.shapes[r.shape].negation.as_ref(), negated) {
                        (Some(negation), true) => Some(negation.long.as_str()),
                        (None, true) => None,
                        (_, false) => owner.level.arg(owner.cmd, r.shape).get_long(),
                    }
                })
                .map(str::to_owned);
            found.push((
                place,
                Deprecation {
                    command: command.to_owned(),
                    flag: flag.to_owned(),
                    short,
                    replacement,
                    instead: shape.instead.as_deref().map(str::to_owned),
                },
            ));
        }
    }
    found.sort_by_key(|(place, _)| place.key());
    found.into_iter().map(|(_, d)| d).collect()
}

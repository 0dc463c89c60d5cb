//! The insertion step: a guess at where clap will read each deprecated and
//! preset flag, so that what the flag adds can go right after it, in one
//! clap parse.
//!
//! * a preset flag is followed by `--T=value` for each target, so that flags
//!   given after it win; an extend target is reset first;
//! * a deprecated flag with a replacement `Y` is followed by `--Y=value`
//!   unless `Y` is given later.
//!
//! Only the last occurrence of each flag in each command needs its
//! insertion: an earlier one is overridden by the later one, except where
//! a redirect accumulates ([`carries_every_occurrence`]: an `Append` or
//! `Count` flag redirected to an `Append` or `Count` replacement), where
//! the insertion after the last occurrence also carries the values of each
//! earlier occurrence that no typed `Y` follows. Each insertion
//! starts with a marker token; after clap's parse, [`verify`](crate::check::verify) checks through
//! clap's indices that clap read the flag, the marker and the insertion
//! where the guess put them, and that clap read no such flag the guess left
//! alone. The guess never changes a token of the user's: it only adds, so
//! when it is wrong the entry point parses again by the exact route
//! (`ArgKindCommand::exact`), which asks clap where each flag is.
//!
//! The walk follows clap's reading of the command line in the common cases:
//! a token after `--` is never a flag, a token starting with `-` is a flag
//! unless the option before it accepts hyphen values, and a bare token names
//! a subcommand unless the option before it takes it as a value. Where a
//! positional accepts hyphen values, clap may take a token that looks like
//! a flag but names no argument for one more value of the option before
//! it: where that would move an insertion, the walk leaves the command line
//! to the exact route.

use std::ffi::{OsStr, OsString};

use clap::{Arg, ArgAction, ArgMatches, Command, Id};

use crate::level::{has_short, is_named, max_values, reset_id, reset_long, Level, Negative, Spelling, MARK, MARK_LONG};
use crate::target::TargetRef;

/// One insertion: a marker and the tokens a flag adds, after a token of the
/// user's.
#[derive(Clone, Debug)]
pub(crate) struct Group {
    /// The argv index of the token the group follows.
    pub(crate) after: usize,
    /// The depth of the command the flag is read in (0 for the root).
    pub(crate) depth: usize,
    /// The depth of the command that declares the flag (smaller than
    /// `depth` for a global flag).
    pub(crate) declared_at: usize,
    /// The flag's shape in the declaring command's level.
    pub(crate) shape: usize,
    /// The argument whose last index checks where clap read the group: the
    /// marker's, or that of the first token when no later token of the
    /// user's can set that argument again.
    pub(crate) check: String,
    /// The index clap gives `check`, counted from the index of the flag's
    /// last value.
    pub(crate) offset: usize,
    /// The index of the group's last value, counted the same way.
    pub(crate) end: usize,
    /// Index units clap counts for `tokens`.
    pub(crate) units: usize,
    /// Whether the tokens redirect the flag's value to its replacement.
    pub(crate) redirected: bool,
    /// The values of the flag's last occurrence that a redirect passes on,
    /// as the walk read them: clap must have read the same.
    pub(crate) values: Vec<OsString>,
    /// The earlier occurrences whose values the redirect passes on too
    /// (see [`carries_every_occurrence`]), in command-line order.
    pub(crate) earlier: Vec<Vec<OsString>>,
    /// The marker and what the flag adds.
    pub(crate) tokens: Vec<OsString>,
    /// Where the token at `after`, a short cluster, is split for the group:
    /// the byte offset of the letters that go after it, as a cluster of
    /// their own.
    pub(crate) split: Option<usize>,
    /// For a split the guess makes: the id of the argument of the first
    /// letter split off, which clap must have read right after the group
    /// (clap may read a split cluster otherwise than the cluster: `-abv`, a
    /// positional's hyphen value, split as `-a`, a flag, and `-bv`, the
    /// value).
    pub(crate) first_later: Option<String>,
    /// Where the redirect carries earlier occurrences (`earlier`), the same
    /// redirect applied at each occurrence instead, as plain clap reads it
    /// given the replacement after each: the tokens after each earlier
    /// occurrence (`(argv index, tokens)`), and the group's own tokens
    /// without what it carries. An argument given between two occurrences
    /// that overrides the replacement drops what came before it only so.
    /// `None` where an earlier occurrence's letter is followed by others
    /// the walk does not split off (see [`spread`]).
    pub(crate) spread: Option<Spread>,
}

/// A redirect applied at each occurrence (see [`Group::spread`]): the
/// tokens after each earlier occurrence, by the argv index they follow
/// (and, for a letter of a short cluster that other letters follow, the
/// byte at which the cluster is split, as [`Group::split`]), and the
/// group's own tokens.
pub(crate) type Spread = (Vec<Spot>, Vec<OsString>);

/// Where one earlier occurrence's redirect goes (see [`Spread`]).
pub(crate) type Spot = (usize, Option<usize>, Vec<OsString>);

/// The command line with its insertions, and the subcommand path the walk
/// took.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// The command line with what the groups insert (a copy where they
    /// insert nothing).
    pub(crate) argv: Vec<OsString>,
    pub(crate) groups: Vec<Group>,
    /// Whether the guess cannot place an insertion: a deprecated or preset
    /// letter followed by letters of its cluster that it cannot split off
    /// and check (the first a global's, or not a letter: a digit, a sign).
    /// The exact route splits it and asks clap whether the split reads as
    /// the cluster.
    pub(crate) exact: bool,
    /// The subcommand names the walk took, below the root: clap must have
    /// chosen the same, at least as deep as the deepest group.
    pub(crate) path: Vec<String>,
    /// What clap must hold for the walk to have seen every deprecated and
    /// preset flag clap read: each deprecated flag that inserts nothing
    /// which the walk read, and, for each long name that may abbreviate
    /// one or more such flags, one of them. Where clap holds none, an
    /// argument given later may have overridden it, out of clap's matches,
    /// and the exact route says what clap read.
    pub(crate) watched: Vec<Watch>,
}

/// One of [`Plan::watched`]: at the depth of the command that read a token,
/// the flags (`(declared_at, shape)`) one of which clap must hold, or hold
/// the negation of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Watch {
    pub(crate) depth: usize,
    pub(crate) any_of: Vec<(usize, usize)>,
}

/// The option whose values may follow, while the walk has not needed to know.
struct Pending<'a> {
    /// The long name, or the short cluster without `-`.
    name: &'a str,
    long: bool,
    /// Bare tokens seen since the option.
    seen: usize,
}

/// One command on the walk's path.
pub(crate) struct Frame<'a> {
    pub(crate) level: &'a Level,
    pub(crate) cmd: &'a Command,
}

/// A deprecated or preset flag the walk read.
struct Occurrence {
    depth: usize,
    declared_at: usize,
    shape: usize,
    /// The argv index of its last token (its last value's, when they follow).
    end: usize,
    values: Vec<OsString>,
    /// Whether it is a pair flag's negation.
    negated: bool,
    /// Index units clap counts for the rest of its short cluster.
    rest_units: usize,
    /// The ids of the arguments later letters of its short cluster give.
    later_letters: Vec<Id>,
    /// Where its short cluster is split for its insertion, right after its
    /// letter (see [`Group::split`]): where later letters follow it; with
    /// the argument of the first of them.
    split: Option<(usize, Id)>,
}

/// A replacement or preset target the walk read: `(declared_at, shape, argv
/// index)`, in whichever command it was read (a global's value is the one
/// given deepest).
type TargetSeen = (usize, usize, usize);

/// Whether `letter`, the first of a short cluster, chooses a subcommand of
/// the innermost command of `stack` by its short flag (or an alias:
/// `Command::short_flag`), where no argument of the walk's commands has
/// that letter.
fn chooses_subcommand_by_letter(stack: &[Frame<'_>], letter: char) -> bool {
    let Some(top) = stack.last().filter(|top| top.cmd.has_subcommands()) else {
        return false;
    };
    top.cmd
        .get_subcommands()
        .any(|sub| crate::check::short_flags(sub).any(|c| c == letter))
        && short_arg_at(stack, letter).is_none()
}

/// Whether the long name `long` chooses a subcommand of the innermost
/// command of `stack` by its long flag (or an alias: `Command::long_flag`).
fn chooses_subcommand_by_long(stack: &[Frame<'_>], long: &str) -> bool {
    stack.last().is_some_and(|top| {
        top.cmd
            .get_subcommands()
            .any(|sub| crate::check::long_flags(sub).any(|l| l == long))
    })
}

/// Plans the insertions for `argv` (program name first) and the command
/// `root_cmd` whose table is `root`.
pub(crate) fn plan(root: &Level, root_cmd: &Command, argv: &[OsString]) -> Plan {
    let mut stack = vec![Frame {
        level: root,
        cmd: root_cmd,
    }];
    let mut occurrences: Vec<Occurrence> = Vec::new();
    let mut targets: Vec<TargetSeen> = Vec::new();
    let mut pending: Option<Pending<'_>> = None;
    let mut exact = false;
    let mut watched: Vec<Watch> = Vec::new();
    // The long names the walk does not know, with their argv index.
    let mut unknown: Vec<(usize, &str, usize)> = Vec::with_capacity(argv.len());
    let mut at = crate::check::first_operand(root_cmd);
    while at < argv.len() {
        let token = &argv[at];
        at += 1;
        let Some(text) = token.to_str() else {
            if let Some(p) = pending.as_mut() {
                p.seen += 1;
            }
            continue;
        };
        if text == "--" {
            // An option right before it that still takes a value takes
            // `--` for one where it or its command accepts values that start
            // with `-` (the command's setting has no getter): clap then
            // reads on past it, and the exact route asks clap.
            exact |= pending.as_ref().is_some_and(|p| takes_value(&stack, p));
            break;
        }
        let hyphen_values = stack.iter().any(|f| f.level.hyphen_values);
        if hyphen_values
            && text.starts_with('-')
            && text.len() > 1
            && pending.as_ref().is_some_and(|p| takes_hyphen_value(&stack, p))
        {
            if let Some(p) = pending.as_mut() {
                p.seen += 1;
            }
            continue;
        }
        let depth = stack.len() - 1;
        if let Some(body) = text.strip_prefix("--") {
            let (name, value) = match body.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (body, None),
            };
            pending = None;
            match lookup(&stack, name) {
                Some((declared_at, Spelling::Special(shape))) => {
                    let frame = &stack[declared_at];
                    let arg = frame.level.arg(frame.cmd, shape);
                    // The tokens its values take, a value terminator that
                    // ends them too: what it adds goes after them.
                    let (values, taken): (Vec<OsString>, usize) = match value {
                        Some(value) => (vec![value.into()], 0),
                        None if !arg.is_require_equals_set() => following_values(arg, &argv[at..]),
                        None => (Vec::new(), 0),
                    };
                    exact |= value.is_none() && may_take_more(&stack, arg, &values, taken, argv.get(at + taken));
                    at += taken;
                    let negated = frame.level.shapes[shape]
                        .negation
                        .as_ref()
                        .is_some_and(|n| n.long == name);
                    occurrences.push(Occurrence {
                        depth,
                        declared_at,
                        shape,
                        end: at - 1,
                        values: split_at_delimiter(arg, values),
                        negated,
                        rest_units: 0,
                        later_letters: Vec::new(),
                        split: None,
                    });
                }
                Some((declared_at, Spelling::Target(shape))) => {
                    targets.push((declared_at, shape, at - 1));
                    if value.is_none() {
                        pending = Some(Pending {
                            name,
                            long: true,
                            seen: 0,
                        });
                    }
                }
                None if chooses_subcommand_by_long(&stack, name) => {
                    // A subcommand chosen by its long flag (`--sync`): as by
                    // its short flag.
                    exact = true;
                    break;
                }
                None => {
                    // Where it may abbreviate a deprecated or preset flag
                    // (`infer_long_args`, which clap has no getter for),
                    // clap must hold one of those it may abbreviate (the
                    // check finds one it holds without an insertion).
                    // (An argument's own long name or alias abbreviates
                    // nothing: clap reads an exact name as its argument.)
                    let any_of = abbreviated_specials(&stack, name);
                    if !any_of.is_empty() && !names_an_argument(&stack, name) {
                        watched.push(Watch { depth, any_of });
                    }
                    // Where it may abbreviate a target, it may be the
                    // target given (see `groups`).
                    if !name.is_empty() {
                        unknown.push((at - 1, name, depth));
                    }
                    if value.is_none() {
                        pending = Some(Pending {
                            name,
                            long: true,
                            seen: 0,
                        });
                    }
                }
            }
            continue;
        }
        if text.starts_with('-') && text.len() > 1 {
            let cluster = &text[1..];
            // A subcommand chosen by its short flag (`-S`, pacman's), whose
            // arguments the walk does not follow: the exact route's to read.
            if cluster
                .chars()
                .next()
                .is_some_and(|c| chooses_subcommand_by_letter(&stack, c))
            {
                exact = true;
                break;
            }
            let mut taken = 0;
            // Targets given by their short (a pair's negation by its own
            // short too: it sets its flag), for "given later".
            for (i, letter) in cluster.char_indices() {
                let Some((declared_at, _, arg)) = short_arg_at(&stack, letter) else {
                    break;
                };
                let frame = &stack[declared_at];
                if let Some(shape) = frame.level.shape_of_flag_or_negation(frame.cmd, arg.get_id().as_str()) {
                    targets.push((declared_at, shape, at - 1));
                }
                if takes_rest(arg, &cluster[i + letter.len_utf8()..]) {
                    break;
                }
            }
            if stack.iter().any(|f| f.level.special_shorts) {
                let (specials, last) = special_shorts(&stack, cluster);
                // A value-taking letter that ends the cluster takes the next
                // tokens: what the specials add goes after them.
                let following;
                (following, taken) = last.map(|arg| following_values(arg, &argv[at..])).unwrap_or_default();
                exact |= !specials.is_empty()
                    && last.is_some_and(|arg| may_take_more(&stack, arg, &following, taken, argv.get(at + taken)));
                for found in specials {
                    let mut values = found.attached.map(|v| vec![OsString::from(v)]).unwrap_or_default();
                    if found.attached.is_none() && found.takes_values {
                        values = following.clone();
                    }
                    // Letters after it are read after it, and so after what
                    // it adds: the insertion goes right after its letter,
                    // the later letters split off as a cluster of their own
                    // (`-qa` is `-q --fast -a`, where `-a` may override
                    // `--fast`; `-qd a -1` is `-q --level=2 -d a -1`, the
                    // values of `-d` clap's to read). A split that clap might
                    // read otherwise (the letters after it starting with a
                    // digit, a negative number, or a sign) is the exact
                    // route's to try.
                    let rest = &text[found.split..];
                    let splits = !found.takes_values && !found.later_letters.is_empty();
                    let split = match &found.first_later {
                        Some((id, true)) if splits && rest.starts_with(char::is_alphabetic) => {
                            Some((found.split, id.clone()))
                        }
                        _ => {
                            exact |= splits;
                            None
                        }
                    };
                    let frame = &stack[found.declared_at];
                    let values = split_at_delimiter(frame.level.arg(frame.cmd, found.shape), values);
                    occurrences.push(Occurrence {
                        depth,
                        declared_at: found.declared_at,
                        shape: found.shape,
                        end: if splits { at - 1 } else { at - 1 + taken },
                        values,
                        // A negation has no short.
                        negated: false,
                        rest_units: if splits { 0 } else { found.rest_units },
                        later_letters: found.later_letters,
                        split,
                    });
                }
            }
            at += taken;
            pending = (taken == 0).then_some(Pending {
                name: cluster,
                long: false,
                seen: 0,
            });
            continue;
        }
        // A bare token: a value of the pending option, a subcommand or a positional.
        let sub = stack.last().and_then(|top| top.cmd.find_subcommand(text));
        // clap's own `help` subcommand, which clap adds to a command with
        // subcommands only as it builds it: the walk reads nothing after it,
        // and the exact route reads the line, since clap may take the word
        // for a positional argument's value (`; help --fat`, after a value
        // of a positional that takes more) and read flags after it. Where
        // it is the subcommand, clap's first reading shows its help.
        let clap_help = sub.is_none()
            && text == "help"
            && stack
                .last()
                .is_some_and(|top| top.cmd.has_subcommands() && !top.cmd.is_disable_help_subcommand_set());
        let names_sub = sub.is_some() || clap_help;
        let external = stack
            .last()
            .is_some_and(|top| top.cmd.is_allow_external_subcommands_set());
        // A value terminator ends the pending option's values (clap reads
        // it as no value): a hyphen-led token or a subcommand's name after
        // it is no value of the option. Looked for only where that can
        // matter.
        let may_matter = hyphen_values || external || stack.last().is_some_and(|top| top.cmd.has_subcommands());
        if may_matter
            && pending
                .as_ref()
                .is_some_and(|p| pending_arg(&stack, p).is_some_and(|arg| terminates(arg, p.seen, token)))
        {
            pending = None;
            continue;
        }
        // Whether the token is the pending option's value matters only
        // where it may name a subcommand: else the walk reads on alike
        // (and finding the option's argument is a search of the command).
        let of_pending = (names_sub || external) && pending.as_ref().is_some_and(|p| takes_value(&stack, p));
        let is_value = names_sub && of_pending;
        if let Some(p) = pending.as_mut() {
            p.seen += 1;
        }
        if is_value {
            continue;
        }
        if clap_help {
            exact = true;
            break;
        }
        if sub.is_none() && !of_pending && external {
            // clap may take it for an external subcommand, whose arguments
            // it passes on unread, or for a value, and read flags after it:
            // the walk stops, and clap's readings say which (a flag that
            // clap read and an argument given later overrode is not in
            // clap's matches for the check to find).
            exact = true;
            break;
        }
        if let Some(sub) = sub {
            pending = None;
            let top = stack.last().expect("the root frame is never popped");
            match top.level.child(sub.get_name()) {
                Some(level) => stack.push(Frame { level, cmd: sub }),
                None => break,
            }
        }
    }
    let (groups, unsure) = groups(&stack, &occurrences, &targets, &unknown);
    let path = stack[1..].iter().map(|frame| frame.level.name.clone()).collect();
    for o in &occurrences {
        let watch = Watch {
            depth: o.depth,
            any_of: vec![(o.declared_at, o.shape)],
        };
        if !stack[o.declared_at].level.shapes[o.shape].inserts() && !watched.contains(&watch) {
            watched.push(watch);
        }
    }
    Plan {
        argv: with_groups(argv, &groups),
        groups,
        exact: exact || unsure,
        path,
        watched,
    }
}

/// The deprecated and preset flags of the commands of `stack` that the
/// long name `name`, which names no argument the walk knows, may
/// abbreviate (by a long name, an alias, a negation), as `(declared_at,
/// shape)`.
fn abbreviated_specials(stack: &[Frame<'_>], name: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    if name.is_empty() {
        return found;
    }
    for (declared_at, frame) in stack.iter().enumerate() {
        let level = frame.level;
        if name.len() >= level.special_longest {
            continue;
        }
        for (at, shape) in level.shapes.iter().enumerate().filter(|(_, s)| s.is_special()) {
            let arg = level.arg(frame.cmd, at);
            if shape
                .longs(arg)
                .any(|long| long.len() > name.len() && long.starts_with(name))
            {
                found.push((declared_at, at));
            }
        }
    }
    found
}

/// The insertion of the last occurrence of each flag in each command.
/// `unknown`: the long names the walk did not know, with their argv index
/// and the depth of the command that read them; one that may abbreviate a
/// target (`infer_long_args`, which clap has no getter for), and is no
/// argument's own name there, may be that target given: "given later", and a marker
/// checks where clap read what is inserted for it (the check finds out
/// whether clap read the token so). Also returns whether such a name alone
/// kept an earlier occurrence of a redirect that accumulates from being
/// carried: clap's count of the flag may agree with the walk's by chance
/// (an argument that overrides the flag between them took the earlier one
/// out), so the exact route reads that command line.
fn groups(
    frames: &[Frame<'_>],
    occurrences: &[Occurrence],
    targets: &[TargetSeen],
    unknown: &[(usize, &str, usize)],
) -> (Vec<Group>, bool) {
    let mut unsure = false;
    // Whether a long name the walk did not know, after argv index `end`
    // (anywhere: `None`), may abbreviate `target` of a flag `declared_at`.
    let abbreviated = |declared_at: usize, target: TargetRef, end: Option<usize>| {
        let Some(owner) = declared_at.checked_sub(target.up).and_then(|at| frames.get(at)) else {
            return false;
        };
        let mut names = unknown
            .iter()
            .filter(|(at, ..)| end.is_none_or(|end| *at > end))
            .peekable();
        names.peek().is_some() && {
            let shape = &owner.level.shapes[target.shape];
            let arg = owner.level.arg(owner.cmd, target.shape);
            names.any(|&(_, name, depth)| {
                shape.longs(arg).any(|long| {
                    long.len() > name.len() && long.as_bytes()[0] == name.as_bytes()[0] && long.starts_with(name)
                }) && !names_an_argument(&frames[..=depth], name)
            })
        }
    };
    let mut groups: Vec<Group> = Vec::new();
    // Which occurrences are their flag's last in their command: one look
    // from the end, with the flags met so far (a few, as a rule).
    let mut last = vec![false; occurrences.len()];
    let mut seen: Vec<(usize, usize, usize)> = Vec::new();
    for (i, o) in occurrences.iter().enumerate().rev() {
        let key = (o.depth, o.declared_at, o.shape);
        if !seen.contains(&key) {
            seen.push(key);
            last[i] = true;
        }
    }
    for (i, occurrence) in occurrences.iter().enumerate() {
        let frame = &frames[occurrence.declared_at];
        if !last[i] || !frame.level.shapes[occurrence.shape].inserts() {
            continue;
        }
        // Given after argv index `end`, in its command or one below (clap's
        // value of a global is the one given deepest).
        let typed_after = |target: TargetRef, end: usize| {
            let Some(declared) = occurrence.declared_at.checked_sub(target.up) else {
                return false;
            };
            targets
                .iter()
                .any(|&(declared_at, s, at)| (declared_at, s) == (declared, target.shape) && at > end)
        };
        let given_after = |target: TargetRef, end: usize| {
            typed_after(target, end) || abbreviated(occurrence.declared_at, target, Some(end))
        };
        // Or by a later letter of the flag's own short cluster (`-ba`, `-a`
        // its replacement's letter).
        let by_later_letter = |target: TargetRef| {
            occurrence.declared_at.checked_sub(target.up).is_some_and(|owner_at| {
                let owner = &frames[owner_at];
                occurrence
                    .later_letters
                    .contains(owner.level.arg(owner.cmd, target.shape).get_id())
            })
        };
        let given_later = |target: TargetRef| given_after(target, occurrence.end) || by_later_letter(target);
        let carried_occurrences = earlier_carried(
            &frames[..=occurrence.declared_at],
            occurrence,
            &occurrences[..i],
            &given_after,
        );
        if !unknown.is_empty() {
            let frames = &frames[..=occurrence.declared_at];
            unsure |=
                earlier_carried(frames, occurrence, &occurrences[..i], &typed_after).len() != carried_occurrences.len();
        }
        let carried: Vec<Vec<OsString>> = carried_occurrences.iter().map(|o| o.values.clone()).collect();
        let mut tokens = Vec::new();
        // Split off, the later letters come after the insertion: a preset
        // target one of them gives is set again by it.
        let later_letters: &[Id] = match occurrence.split {
            Some(_) => &[],
            None => &occurrence.later_letters,
        };
        let added = insertion(
            &frames[..=occurrence.declared_at],
            occurrence.shape,
            &carried,
            &occurrence.values,
            occurrence.negated,
            &given_later,
            later_letters,
            &mut tokens,
        );
        // The first token checks where clap read the group unless a token
        // of the user's may set its argument too, anywhere: clap may have
        // read the flag earlier than the walk thought, with that token right
        // after it. Then a marker goes first.
        let typed = |target: TargetRef| {
            occurrence.declared_at.checked_sub(target.up).is_some_and(|declared| {
                targets
                    .iter()
                    .any(|&(declared_at, s, _)| (declared_at, s) == (declared, target.shape))
            }) || abbreviated(occurrence.declared_at, target, None)
        };
        // Or where a later flag's insertion sets one of its targets too:
        // the target's last index is then that insertion's, which may sit
        // where this group's would by chance (clap having read this one's
        // as a value).
        let owned = |o: &Occurrence, t: TargetRef| (o.declared_at.checked_sub(t.up), t.shape);
        let set_later = || {
            occurrences[i + 1..]
                .iter()
                .filter(|o| frames[o.declared_at].level.shapes[o.shape].inserts())
                .any(|o| {
                    frames[o.declared_at].level.targets_of(o.shape).any(|t| {
                        frame
                            .level
                            .targets_of(occurrence.shape)
                            .any(|u| owned(occurrence, u) == owned(o, t))
                    })
                })
        };
        let overridden = frame.level.targets_of(occurrence.shape).any(typed) || set_later();
        let (check, first_units, units) = match added.first.filter(|_| !overridden) {
            Some((id, first_units)) => (id, first_units, added.units),
            None => {
                tokens.insert(0, marker());
                (MARK.to_owned(), MARK_UNITS, MARK_UNITS + added.units)
            }
        };
        // After its token (its value attached or following, or its letter
        // the cluster's last); a letter that other letters of its cluster
        // follow goes where the walk splits the cluster, as for a last
        // occurrence.
        let placed = |o: &Occurrence| o.split.is_some() || o.later_letters.is_empty();
        // Only where the redirect applies: a replacement given later takes
        // every occurrence's place.
        let spread =
            (added.redirected && !carried_occurrences.is_empty() && carried_occurrences.iter().all(|o| placed(o)))
                .then(|| {
                    let earlier = carried_occurrences
                        .iter()
                        // The redirect alone: what the flag presets is set by its
                        // last occurrence.
                        .map(|o| {
                            let split = o.split.as_ref().map(|(at, _)| *at);
                            (o.end, split, redirect_of(&frames[..=o.declared_at], o.shape, &o.values))
                        })
                        .collect();
                    let mut own = Vec::new();
                    if check == MARK {
                        own.push(marker());
                    }
                    insertion(
                        &frames[..=occurrence.declared_at],
                        occurrence.shape,
                        &[],
                        &occurrence.values,
                        occurrence.negated,
                        &given_later,
                        later_letters,
                        &mut own,
                    );
                    (earlier, own)
                });
        // Groups after the same token follow each other; one that splits
        // its cluster follows its letter.
        let earlier: usize = match occurrence.split {
            Some(_) => 0,
            None => groups
                .iter()
                .filter(|g| g.after == occurrence.end && g.split.is_none())
                .map(|g| g.units)
                .sum(),
        };
        let base = occurrence.rest_units + earlier;
        groups.push(Group {
            after: occurrence.end,
            depth: occurrence.depth,
            declared_at: occurrence.declared_at,
            shape: occurrence.shape,
            check,
            offset: base + first_units,
            end: base + units,
            units,
            redirected: added.redirected,
            values: occurrence.values.clone(),
            earlier: carried,
            tokens,
            split: occurrence.split.as_ref().map(|(at, _)| *at),
            first_later: occurrence.split.as_ref().map(|(_, id)| id.as_str().to_owned()),
            spread,
        });
    }
    (groups, unsure)
}

/// The tokens of the redirect of shape `at` of the last of `frames` (the
/// commands from the root to the one that declares it), given `values`
/// (see [`redirect`]).
pub(crate) fn redirect_of(frames: &[Frame<'_>], at: usize, values: &[OsString]) -> Vec<OsString> {
    let mut out = Vec::new();
    let Some(frame) = frames.last() else { return out };
    let Some(target) = frame.level.shapes[at].replacement else {
        return out;
    };
    let owner = &frames[frames.len() - 1 - target.up];
    redirect(
        frame.level.arg(frame.cmd, at),
        as_read_in(frame.cmd, owner.level.arg(owner.cmd, target.shape), target.up),
        owner.level.shapes[target.shape].negation.as_ref(),
        values,
        false,
        &mut out,
    );
    out
}

/// The replacement `declared`, an argument of the command `up` commands
/// above `cmd` (the flag's command), as `cmd` reads it: for a global of an
/// enclosing command, the copy clap propagated to `cmd` where it has built
/// it, which holds none of the settings the enclosing command gives its own
/// arguments after propagating them (its `allow_hyphen_values`: the copy
/// reads no hyphen value, and a marker must end the values the redirect
/// gives it).
fn as_read_in<'c>(cmd: &'c Command, declared: &'c Arg, up: usize) -> &'c Arg {
    if up == 0 {
        return declared;
    }
    cmd.get_arguments()
        .find(|a| a.get_id() == declared.get_id())
        .unwrap_or(declared)
}

/// `argv` with `groups` as [`with_groups`] inserts them, but each redirect
/// that carries earlier occurrences applied at each occurrence instead
/// (see [`Group::spread`]).
pub(crate) fn spread(argv: &[OsString], groups: &[Group]) -> Vec<OsString> {
    if groups.iter().all(|g| g.spread.is_none()) {
        return with_groups(argv, groups);
    }
    // Where each group goes and its tokens, borrowed: a copy of each group
    // for each occurrence would copy its values and earlier occurrences
    // each time (a list given n times, n² copies).
    let mut spread: Vec<Placed<'_>> = Vec::with_capacity(groups.len());
    for group in groups {
        let Some((earlier, own)) = &group.spread else {
            spread.push(Placed::of(group));
            continue;
        };
        for (after, split, tokens) in earlier {
            spread.push(Placed {
                after: *after,
                split: *split,
                tokens,
            });
        }
        spread.push(Placed {
            tokens: own,
            ..Placed::of(group)
        });
    }
    with_placed(argv, &spread)
}

/// Whether a redirect of `flag` to `replacement` passes on every occurrence
/// of `flag` that no typed replacement follows, not the last alone: where
/// both accumulate (`Append`, `Count`), as applying the redirect at each
/// occurrence would. A `Set` or `SetTrue` flag's earlier occurrence is
/// overridden by its last (right-most wins), and a `Set` replacement keeps
/// the last value it is given.
pub(crate) fn carries_every_occurrence(flag: &Arg, replacement: &Arg) -> bool {
    let accumulates = |arg: &Arg| matches!(arg.get_action(), ArgAction::Append | ArgAction::Count);
    accumulates(flag) && accumulates(replacement)
}

/// The occurrences among `before` (the flags the walk read before
/// `occurrence`, its last) whose values the redirect of `occurrence`'s flag
/// passes on too: those of the same flag in the same command that no typed
/// replacement follows (`given_after`), when the redirect accumulates; an
/// `Append` flag's occurrence without values passes none on.
fn earlier_carried<'o>(
    frames: &[Frame<'_>],
    occurrence: &Occurrence,
    before: &'o [Occurrence],
    given_after: &impl Fn(TargetRef, usize) -> bool,
) -> Vec<&'o Occurrence> {
    let Some(frame) = frames.last() else {
        return Vec::new();
    };
    let Some(target) = frame.level.shapes[occurrence.shape].replacement else {
        return Vec::new();
    };
    let owner = &frames[frames.len() - 1 - target.up];
    let arg = frame.level.arg(frame.cmd, occurrence.shape);
    if !carries_every_occurrence(arg, owner.level.arg(owner.cmd, target.shape)) {
        return Vec::new();
    }
    let key = (occurrence.depth, occurrence.declared_at, occurrence.shape);
    // A preset of the replacement (a list, which it resets) given after an
    // occurrence drops it, as a typed replacement does: the last such
    // preset's end.
    let replacement = (occurrence.declared_at.checked_sub(target.up), target.shape);
    let last_reset = before
        .iter()
        .filter(|q| {
            frames.get(q.declared_at).is_some_and(|f| {
                f.level
                    .presets_of(q.shape)
                    .iter()
                    .any(|(t, _)| (q.declared_at.checked_sub(t.up), t.shape) == replacement)
            })
        })
        .map(|q| q.end)
        .max();
    // The occurrences come in command-line order, and whether the
    // replacement is given (or reset) after one holds for those before it
    // too: the carried ones are those after the last it holds for (a search
    // that asks `given_after` a few times, not once per occurrence).
    let from = before.partition_point(|o| given_after(target, o.end) || last_reset.is_some_and(|r| r > o.end));
    before[from..]
        .iter()
        .filter(|o| (o.depth, o.declared_at, o.shape) == key)
        .filter(|o| max_values(arg) == 0 || !o.values.is_empty())
        .collect()
}

/// Index units clap counts for the marker token: the flag, then its value.
pub(crate) const MARK_UNITS: usize = 2;

/// The marker token.
pub(crate) fn marker() -> OsString {
    ["--", MARK_LONG].concat().into()
}

/// `argv` with each group's tokens after the token it follows: a group that
/// splits its short cluster right after its letter (the letters before the
/// split, its tokens, then the later letters as a cluster of their own, in
/// the order of the splits), the others after the whole token, in the order
/// of `groups`.
pub(crate) fn with_groups(argv: &[OsString], groups: &[Group]) -> Vec<OsString> {
    with_placed(argv, groups)
}

/// Where a group's tokens go (see [`Group`]): after the token at `after`,
/// splitting it at `split`.
#[derive(Clone, Copy)]
struct Placed<'g> {
    after: usize,
    split: Option<usize>,
    tokens: &'g [OsString],
}

impl<'g> Placed<'g> {
    fn of(group: &'g Group) -> Self {
        Placed {
            after: group.after,
            split: group.split,
            tokens: &group.tokens,
        }
    }
}

/// What [`with_placed`] reads of a group: where its tokens go, and them.
trait Placement {
    fn after(&self) -> usize;
    fn split(&self) -> Option<usize>;
    fn tokens(&self) -> &[OsString];
}

impl Placement for Group {
    fn after(&self) -> usize {
        self.after
    }
    fn split(&self) -> Option<usize> {
        self.split
    }
    fn tokens(&self) -> &[OsString] {
        &self.tokens
    }
}

impl Placement for Placed<'_> {
    fn after(&self) -> usize {
        self.after
    }
    fn split(&self) -> Option<usize> {
        self.split
    }
    fn tokens(&self) -> &[OsString] {
        self.tokens
    }
}

/// [`with_groups`] for anything that says where its tokens go: the groups
/// themselves, or views of them ([`spread`]), with no copy of either.
fn with_placed<P: Placement>(argv: &[OsString], groups: &[P]) -> Vec<OsString> {
    let extra: usize = groups
        .iter()
        .map(|g| g.tokens().len() + usize::from(g.split().is_some()))
        .sum();
    let mut out = Vec::with_capacity(argv.len() + extra);
    // Before the first token (`after` wrapped: see `check::Candidate`).
    for group in groups.iter().filter(|g| g.after() == usize::MAX) {
        out.extend(group.tokens().iter().cloned());
    }
    // The groups by the token they follow, each token's in their order: a
    // search of all of them at each token would be quadratic where a
    // redirect is applied at each of many occurrences.
    let mut by_token: Vec<&P> = groups.iter().filter(|g| g.after() != usize::MAX).collect();
    by_token.sort_by_key(|g| g.after());
    let mut next = 0;
    for (at, token) in argv.iter().enumerate() {
        let from = next;
        while by_token.get(next).is_some_and(|g| g.after() <= at) {
            next += 1;
        }
        let here = &by_token[from..next];
        if here.is_empty() {
            out.push(token.clone());
            continue;
        }
        let splits_at = |g: &P| g.split().filter(|&s| s > 1 && splits_cluster(token, s));
        let mut splits: Vec<(usize, &P)> = here.iter().filter_map(|&g| splits_at(g).map(|s| (s, g))).collect();
        splits.sort_by_key(|(s, _)| *s);
        // The start of the letters not yet written (after the `-`): the
        // letters before the last split are UTF-8 (see `splits_cluster`).
        let mut from = 1;
        let letters = splits.last().map_or("", |&(last, _)| {
            std::str::from_utf8(&token.as_encoded_bytes()[..last]).unwrap_or_default()
        });
        for (split, group) in splits {
            if split > from {
                out.push(["-", &letters[from..split]].concat().into());
                from = split;
            }
            out.extend(group.tokens().iter().cloned());
        }
        // The letters after the last split, as a cluster of their own.
        match split_cluster(token, Some(from).filter(|&from| from > 1)) {
            (_, Some(rest)) => out.push(rest),
            (whole, None) => out.push(whole),
        }
        for group in here.iter().filter(|g| splits_at(g).is_none()) {
            out.extend(group.tokens().iter().cloned());
        }
    }
    out
}

/// The short cluster `token` split at byte `split`, when given: its letters
/// before, and the letters after as a cluster of their own (`-ad` at 2 is
/// `-a` and `-d`; `-qI<0xff>` at 2 is `-q` and `-I<0xff>`). Unsplit when
/// `split` is `None` or [`splits_cluster`] says no.
pub(crate) fn split_cluster(token: &OsString, split: Option<usize>) -> (OsString, Option<OsString>) {
    match split.filter(|&split| splits_cluster(token, split)) {
        Some(split) => {
            let (head, tail) = split_os(token, split);
            let mut rest = OsString::from("-");
            rest.push(tail);
            (head, Some(rest))
        }
        None => (token.clone(), None),
    }
}

/// Whether `token` splits at byte `split` into letters before it that are
/// UTF-8 (the flag's letters, which argkind reads) and anything after it:
/// a non-UTF-8 value later in the cluster stays as it is. On a platform
/// whose command line is neither Unix bytes nor Windows wide characters,
/// only a UTF-8 token splits.
pub(crate) fn splits_cluster(token: &OsStr, split: usize) -> bool {
    let bytes = token.as_encoded_bytes();
    if split == 0 || split >= bytes.len() {
        return false;
    }
    let head_is_text = std::str::from_utf8(&bytes[..split]).is_ok();
    head_is_text && (cfg!(any(unix, windows)) || token.to_str().is_some())
}

/// `token` split at byte `split`, which [`splits_cluster`] allows.
fn split_os(token: &OsStr, split: usize) -> (OsString, OsString) {
    let bytes = token.as_encoded_bytes();
    let head = std::str::from_utf8(&bytes[..split]).unwrap_or_default();
    #[cfg(unix)]
    let tail = {
        use std::os::unix::ffi::OsStrExt;
        OsStr::from_bytes(&bytes[split..]).to_os_string()
    };
    #[cfg(windows)]
    let tail = {
        use std::os::windows::ffi::{OsStrExt, OsStringExt};
        let wide: Vec<u16> = token.encode_wide().collect();
        OsString::from_wide(&wide[head.encode_utf16().count()..])
    };
    #[cfg(not(any(unix, windows)))]
    let tail = OsString::from(token.to_str().map_or("", |text| &text[split..]));
    (head.into(), tail)
}

/// Appends what shape `at` of the last of `frames` (the commands from the
/// root to the one that declares the flag) adds when given with `values`
/// (or, `negated`, when its negation is given): the redirect (unless
/// `given_later` says its replacement is given later), and the presets
/// (less the targets that `later_letters`, argument ids, give).
#[allow(clippy::too_many_arguments)]
pub(crate) fn insertion(
    frames: &[Frame<'_>],
    at: usize,
    earlier: &[Vec<OsString>],
    values: &[OsString],
    negated: bool,
    given_later: &impl Fn(TargetRef) -> bool,
    later_letters: &[Id],
    out: &mut Vec<OsString>,
) -> Insertion {
    let mut units = 0;
    let mut redirected = false;
    // The first token's argument and index units, once it is pushed.
    let mut first: Option<(String, usize)> = None;
    let note = |id: &str, units: usize, first: &mut Option<(String, usize)>| {
        if first.is_none() && units > 0 {
            *first = Some((id.to_owned(), units));
        }
    };
    let Some(frame) = frames.last() else {
        return Insertion {
            units,
            redirected,
            first,
        };
    };
    let (level, cmd) = (frame.level, frame.cmd);
    // The argument of a target, and its negation if it is a pair flag.
    let target_of = |target: TargetRef| {
        let owner = &frames[frames.len() - 1 - target.up];
        let negation = owner.level.shapes[target.shape].negation.as_ref();
        (owner.level.arg(owner.cmd, target.shape), negation)
    };
    let shape = &level.shapes[at];
    let arg = level.arg(cmd, at);
    if let Some(target) = shape.replacement.filter(|t| !given_later(*t)) {
        redirected = true;
        let (target_arg, pair) = target_of(target);
        let target_arg = as_read_in(cmd, target_arg, target.up);
        // One application per carried occurrence; the tokens all set the
        // replacement (or all its negation), whose last index is that of
        // the last token.
        let mut ids = Vec::new();
        for values in earlier.iter().map(Vec::as_slice).chain([values]) {
            let (id, added) = redirect(arg, target_arg, pair, values, negated, out);
            ids.push(id);
            units += added;
        }
        if ids.windows(2).all(|w| w[0] == w[1]) {
            note(&ids[0], units, &mut first);
        }
    }
    for (target, value) in level.presets_of(at) {
        let (target_arg, negation) = target_of(*target);
        if later_letters.contains(target_arg.get_id()) {
            continue;
        }
        if matches!(target_arg.get_action(), ArgAction::Append) {
            out.push(["--", &reset_long(target_arg.get_id().as_str())].concat().into());
            note(&reset_id(target_arg.get_id().as_str()), 2, &mut first);
            units += 2;
        }
        let (id, added) = spell(target_arg, negation, OsStr::new(value.as_ref()), out);
        note(&id, added, &mut first);
        units += added;
    }
    Insertion {
        units,
        redirected,
        first,
    }
}

/// What [`insertion`] appended.
pub(crate) struct Insertion {
    /// The index units clap counts for it.
    pub(crate) units: usize,
    /// Whether it redirects to the replacement.
    pub(crate) redirected: bool,
    /// The id of the argument its first token sets, and that token's index
    /// units.
    pub(crate) first: Option<(String, usize)>,
}

/// Appends the tokens that apply the redirect of `flag`, given `values`
/// (or, `negated`, its negation given), to its replacement `target` (a
/// pair flag whose negation is `pair`, if set) once; returns the id of the
/// argument they set and the index units clap counts for them. A pair
/// flag's negation turns the replacement off: its negation.
fn redirect(
    flag: &Arg,
    target: &Arg,
    pair: Option<&Negative>,
    values: &[OsString],
    negated: bool,
    out: &mut Vec<OsString>,
) -> (String, usize) {
    if negated {
        match pair {
            Some(_) => spell(target, pair, OsStr::new("false"), out),
            // A replacement with no negation (a plain flag, a count) has no
            // spelling that turns it off: the negation passes on nothing.
            None => (target.get_id().as_str().to_owned(), 0),
        }
    } else if max_values(flag) == 0 || values.is_empty() {
        spell(target, pair, OsStr::new("true"), out)
    } else if max_values(target) > 1
        && values.len() > 1
        && !one_value_an_occurrence(flag, target)
        && !target.is_require_equals_set()
        && !rejoined(flag, target, values)
    {
        // One occurrence with all the values (`--Y a b` for `num_args(2)`),
        // ended where it takes more, as clap reads none after its value
        // terminator (`--exec echo x ;`) or a flag: no token after them is
        // taken for one more value. (An option that requires `=` takes one
        // value at an occurrence, split at its delimiter, below.)
        out.push(["--", target.get_long().unwrap_or_default()].concat().into());
        out.extend(values.iter().cloned());
        let mut units = index_units(target, values_read(target, values));
        if values.len() < max_values(target) {
            match target.get_value_terminator() {
                Some(terminator) => out.push(terminator.as_str().into()),
                // Without one, a marker (a flag of argkind's, which clap
                // reads as no value of an option that does not accept
                // hyphen values: see the definition checks) ends them.
                None if !target.is_allow_hyphen_values_set() => {
                    out.push(marker());
                    units += MARK_UNITS;
                }
                None => {}
            }
        }
        (target.get_id().as_str().to_owned(), units)
    } else if let Some(delimiter) = target.get_value_delimiter().filter(|_| {
        values.len() > 1
            && (max_values(target) == 1 || target.is_require_equals_set() || rejoined(flag, target, values))
            && !one_value_an_occurrence(flag, target)
    }) {
        // One occurrence of one value, which clap splits at the
        // delimiter (`--Y=a,b`): as one value each, the last would win;
        // values the flag split at the same delimiter, see `rejoined`.
        let mut joined = OsString::from(["--", target.get_long().unwrap_or_default(), "="].concat());
        for (i, value) in values.iter().enumerate() {
            if i > 0 {
                joined.push(delimiter.encode_utf8(&mut [0; 4]));
            }
            joined.push(value);
        }
        out.push(joined);
        (
            target.get_id().as_str().to_owned(),
            index_units(target, values_read(target, values)),
        )
    } else {
        let mut units = 0;
        let mut id = target.get_id().as_str().to_owned();
        for value in values {
            let (set, added) = spell(target, pair, value, out);
            (id, units) = (set, units + added);
        }
        (id, units)
    }
}

/// Whether the `values` of the deprecated flag `flag` go to its
/// replacement `target` joined again in one attached value (`--Y=a,-b`),
/// not as separate tokens (`--Y a -b`, where clap would read a value that
/// starts with `-` as a flag, or take the next tokens for more values of a
/// `target` that accepts such values): `flag` split them out of its
/// values at the delimiter `target` splits at too (so none holds it), and
/// an occurrence of one value is enough for `target`.
fn rejoined(flag: &Arg, target: &Arg, values: &[OsString]) -> bool {
    values.len() > 1 && rejoins(flag, target)
}

/// Whether the values of the deprecated flag `flag` go to its
/// replacement `target` joined at their shared delimiter (see
/// [`rejoined`]).
pub(crate) fn rejoins(flag: &Arg, target: &Arg) -> bool {
    flag.get_value_delimiter().is_some()
        && flag.get_value_delimiter() == target.get_value_delimiter()
        && target.get_num_args().is_none_or(|range| range.min_values() <= 1)
}

/// Whether each value the deprecated flag `flag` passes on to `target`,
/// a list (`Append`) whose occurrence may hold one value, goes in an
/// occurrence of its own (`--Y=a --Y=b`): an occurrence of one value
/// cannot take the command line's next token (`--Y a b run` would take
/// `run`, where `Y` takes any number of values and nothing may end them).
/// Where something does end them, the values of one occurrence stay one
/// occurrence, as `get_occurrences` shows them (a file finder's `--exec`
/// runs a command an occurrence): a list whose value terminator `flag`
/// has too (so that no value is the terminator) takes them ended by it
/// (`--exec rm -f ;`), and a list that takes one value at an occurrence
/// and splits it at a delimiter, or splits at the delimiter `flag` split
/// them at, takes them joined at it (`--Y=a,b`).
pub(crate) fn one_value_an_occurrence(flag: &Arg, target: &Arg) -> bool {
    let range = target.get_num_args();
    let terminated = target.get_value_terminator().is_some()
        && flag.get_value_terminator() == target.get_value_terminator()
        && flag.get_value_delimiter().is_none();
    // Joined at the delimiter, one attached value is one occurrence, which
    // takes no token after it.
    let joined =
        target.get_value_delimiter().is_some() && (range.is_none_or(|r| r.max_values() <= 1) || rejoins(flag, target));
    matches!(target.get_action(), ArgAction::Append)
        && range.is_none_or(|r| r.min_values() <= 1)
        && !terminated
        && !joined
}

/// Appends the canonical spelling that sets `arg` (a pair flag whose
/// negation is `negation`, if set) to `value`; returns the id of the
/// argument it sets and the index units clap counts for it.
fn spell(arg: &Arg, negation: Option<&Negative>, value: &OsStr, out: &mut Vec<OsString>) -> (String, usize) {
    let long = arg.get_long().unwrap_or_default();
    let id = arg.get_id().as_str();
    match arg.get_action() {
        ArgAction::SetTrue | ArgAction::Count if value == "true" => {
            out.push(["--", long].concat().into());
            (id.to_owned(), 1)
        }
        // The negation: a value-less option (its flag, then its value).
        ArgAction::SetTrue => match negation {
            Some(negative) => {
                out.push(["--", &negative.long].concat().into());
                (negative.id.clone(), 2)
            }
            None => (id.to_owned(), 0),
        },
        _ => {
            let mut token = OsString::from(["--", long, "="].concat());
            token.push(value);
            out.push(token);
            (id.to_owned(), index_units(arg, values_read(arg, &[value])))
        }
    }
}

/// The spelling `name` means in the innermost command, or a global one of
/// an enclosing command, with the depth of the command that declares it. A
/// global is not read in a command below one that has an argument of its
/// own with its id (clap copies it no further: see
/// [`Level::shadowed_in`]).
fn lookup(stack: &[Frame<'_>], name: &str) -> Option<(usize, Spelling)> {
    let top = stack.len() - 1;
    if let Some(spelling) = stack[top].level.lookup(stack[top].cmd, name) {
        return Some((top, spelling));
    }
    (0..top).rev().find_map(|depth| {
        let frame = &stack[depth];
        let spelling = frame.level.lookup(frame.cmd, name)?;
        let (Spelling::Special(s) | Spelling::Target(s)) = spelling;
        let shadowed = || {
            stack[depth + 1..]
                .iter()
                .any(|below| frame.level.shadowed_in(frame.cmd, s, below.cmd))
        };
        (frame.level.arg(frame.cmd, s).is_global_set() && !shadowed()).then_some((depth, spelling))
    })
}

/// The clap argument the pending option names, in the innermost command or
/// as a global of an enclosing one.
fn pending_arg<'a>(stack: &[Frame<'a>], pending: &Pending<'_>) -> Option<&'a clap::Arg> {
    let named = |arg: &clap::Arg| {
        if pending.long {
            is_named(arg, pending.name)
        } else {
            // A short cluster: its first letter, a short name or a short
            // alias (a value-taking letter later in the cluster is not
            // followed: a known gap).
            pending.name.chars().next().is_some_and(|c| has_short(arg, c))
        }
    };
    find_arg(stack, named).map(|(_, _, arg)| arg)
}

/// An argument of the command at a depth of the stack, with that depth and
/// its position among the command's arguments.
type Found<'a> = (usize, usize, &'a clap::Arg);

/// The first argument of the command at `depth` that `pick` accepts.
fn find_in<'a>(stack: &[Frame<'a>], depth: usize, pick: impl Fn(&clap::Arg) -> bool) -> Option<Found<'a>> {
    stack[depth]
        .cmd
        .get_arguments()
        .enumerate()
        .find(|(_, arg)| pick(arg))
        .map(|(at, arg)| (depth, at, arg))
}

/// The argument `named` accepts in the innermost command, or a global one of
/// an enclosing command.
fn find_arg<'a>(stack: &[Frame<'a>], named: impl Fn(&clap::Arg) -> bool) -> Option<Found<'a>> {
    let top = stack.len() - 1;
    find_in(stack, top, &named).or_else(|| {
        (0..top)
            .rev()
            .find_map(|d| find_in(stack, d, |arg| arg.is_global_set() && named(arg)))
    })
}

/// Whether the long name `name` is the long name or an alias of an
/// argument of the innermost command of `stack`, or of a global of an
/// enclosing one: clap reads it as that argument, even where
/// `infer_long_args` lets it abbreviate others.
fn names_an_argument(stack: &[Frame<'_>], name: &str) -> bool {
    find_arg(stack, |a| is_named(a, name)).is_some()
}

/// The clap argument whose short (or short alias) is `letter`, in the
/// innermost command or as a global of an enclosing one, found through its
/// outermost declaration.
fn short_arg_at<'a>(stack: &[Frame<'a>], letter: char) -> Option<Found<'a>> {
    let found = find_arg(stack, |arg| has_short(arg, letter))?;
    if !found.2.is_global_set() {
        return Some(found);
    }
    // Once clap has built the command, a subcommand holds copies of its
    // parents' global arguments: the declaration is the outermost one's.
    let id = found.2.get_id();
    Some(
        (0..stack.len())
            .find_map(|d| find_in(stack, d, |arg| arg.is_global_set() && arg.get_id() == id))
            .unwrap_or(found),
    )
}

/// A deprecated or preset flag given by its short name in a cluster.
struct ShortSpecial<'s> {
    declared_at: usize,
    shape: usize,
    /// Whether the letter takes values (it then ends the cluster).
    takes_values: bool,
    /// The value attached in the cluster (`-d3`, `-d=3`, `-d=` for an empty
    /// one), if any.
    attached: Option<&'s str>,
    /// Index units clap counts for the letters after it.
    rest_units: usize,
    /// The ids of the arguments of those letters.
    later_letters: Vec<Id>,
    /// The byte offset, in the token (with its `-`), of the letters after
    /// it.
    split: usize,
    /// The argument of the first letter after it, and whether that letter
    /// may check a split there (see [`Group::first_later`]): not a global,
    /// whose matches may hold another command's reading.
    first_later: Option<(Id, bool)>,
}

/// The deprecated and preset flags of the short cluster `cluster` (the
/// token without its `-`), read the way clap reads it: letters up to the
/// first that takes a value, which takes the rest of the cluster; and that
/// letter's argument when it ends the cluster with no value attached.
fn special_shorts<'s, 'a>(stack: &[Frame<'a>], cluster: &'s str) -> (Vec<ShortSpecial<'s>>, Option<&'a Arg>) {
    let mut found: Vec<ShortSpecial<'s>> = Vec::new();
    let mut last = None;
    for (i, letter) in cluster.char_indices() {
        let Some((depth, at, arg)) = short_arg_at(stack, letter) else {
            break;
        };
        let after = i + letter.len_utf8();
        let rest = &cluster[after..];
        let takes_values = takes_rest(arg, rest);
        let attached = (takes_values && !rest.is_empty()).then(|| rest.strip_prefix('=').unwrap_or(rest));
        let units = index_units(arg, usize::from(attached.is_some()));
        for earlier in &mut found {
            earlier.rest_units += units;
            earlier.later_letters.push(arg.get_id().clone());
            if earlier.first_later.is_none() {
                let checks = !arg.is_global_set();
                earlier.first_later = Some((arg.get_id().clone(), checks));
            }
        }
        let frame = &stack[depth];
        if let Some(shape) = frame.level.special_at(at) {
            found.push(ShortSpecial {
                declared_at: depth,
                shape,
                takes_values,
                attached,
                rest_units: 0,
                later_letters: Vec::new(),
                split: 1 + after,
                first_later: None,
            });
        }
        if takes_values {
            last = attached.is_none().then_some(arg);
            break;
        }
    }
    (found, last)
}

/// Index units clap counts for one occurrence of `arg` with `values` values
/// given: one for the flag of a `Set` or `Append` option, then one per
/// value, at least one (a flag's own value, or a default missing value:
/// clap does not tell how many an option has, so one is assumed, and a
/// wrong guess only sends the parse to the exact route).
pub(crate) fn index_units(arg: &Arg, values: usize) -> usize {
    let flag = usize::from(matches!(arg.get_action(), ArgAction::Set | ArgAction::Append));
    flag + values.max(1)
}

/// `values`, tokens given to `arg`, as clap reads them: each split at
/// `arg`'s value delimiter, where it has one (`a,b` is `a` and `b`). A
/// token that is not UTF-8 stays whole: where clap splits it, the check
/// finds the walk's values are not clap's, and the exact route reads it.
fn split_at_delimiter(arg: &Arg, values: Vec<OsString>) -> Vec<OsString> {
    let Some(delimiter) = arg.get_value_delimiter() else {
        return values;
    };
    if !values.iter().any(|v| v.to_str().is_some_and(|v| v.contains(delimiter))) {
        return values;
    }
    let mut split = Vec::with_capacity(values.len() + 1);
    for value in values {
        match value.to_str() {
            Some(text) => split.extend(text.split(delimiter).map(OsString::from)),
            None => split.push(value),
        }
    }
    split
}

/// How many values clap reads in `values`, tokens given to `arg`: each
/// split at its value delimiter, where it has one (`a,b` is two), which
/// clap gives an index each.
fn values_read(arg: &Arg, values: &[impl AsRef<OsStr>]) -> usize {
    if arg.get_value_delimiter().is_none() {
        return values.len();
    }
    values
        .iter()
        .map(|value| crate::check::value_parts(arg, value.as_ref().as_encoded_bytes()).len())
        .sum()
}

/// Whether `arg` takes an optional value that must be attached with `=`:
/// in a cluster it leaves the next letters to be read as flags, as a flag
/// does, unless `=` follows it (see [`takes_rest`]).
fn optional_value(arg: &clap::Arg) -> bool {
    arg.is_require_equals_set() && arg.get_num_args().is_some_and(|r| r.min_values() == 0)
}

/// Whether the letter of `arg` in a short cluster, followed there by the
/// letters `rest`, takes `rest` as its value (or, ending the cluster, the
/// next tokens), as clap reads a cluster: an option does, unless its value
/// is optional and must be attached with `=` ([`optional_value`]) and
/// `rest` does not start with `=` (`-ab`: clap reads `b` as a flag; `-a=b`:
/// `b` is the value of `-a`).
pub(crate) fn takes_rest(arg: &clap::Arg, rest: &str) -> bool {
    max_values(arg) > 0 && (!optional_value(arg) || rest.starts_with('='))
}

/// The values an option given without an attached value takes from `next`
/// (the tokens after it): up to its maximum, stopping at a flag-like token
/// unless it accepts hyphen values, and at its value terminator; and how
/// many tokens of `next` they take: one more than the values where the
/// terminator ends them (clap reads it while the option still takes
/// values, as no value, and gives it no index).
pub(crate) fn following_values(arg: &clap::Arg, next: &[OsString]) -> (Vec<OsString>, usize) {
    let mut values = Vec::new();
    let most = max_values(arg);
    for token in next {
        if values.len() == most {
            break;
        }
        if terminates(arg, values.len(), token) {
            let taken = values.len() + 1;
            return (values, taken);
        }
        let bytes = token.as_encoded_bytes();
        let flag_like = bytes == b"--" || (bytes.starts_with(b"-") && bytes.len() > 1);
        if flag_like && !arg.is_allow_hyphen_values_set() {
            break;
        }
        values.push(token.clone());
    }
    let taken = values.len();
    (values, taken)
}

/// Whether clap may take `next`, the token where the walk ended the
/// values `values` of `arg` given bare (`taken` tokens), for one more value:
/// where `arg` takes more, and `next` is a negative number `arg` accepts
/// (by its own `allow_negative_numbers` or its command's), or looks like
/// a flag but names no argument of the command, or is a negative number,
/// while a positional accepts such values (clap then reads it as a value
/// of the pending option, and the walk's insertion before it would end
/// the option's values there). The walk cannot tell which positional is
/// next: the exact route's to ask.
fn may_take_more(stack: &[Frame<'_>], arg: &Arg, values: &[OsString], taken: usize, next: Option<&OsString>) -> bool {
    let Some(next) = next.filter(|_| taken == values.len() && values.len() < max_values(arg)) else {
        return false;
    };
    let Some(top) = stack.last() else {
        return false;
    };
    // A negative number, where the option accepts them (by its own setting
    // or its command's, which clap gives each option as it builds it).
    let negatives = arg.is_allow_negative_numbers_set() || top.cmd.is_allow_negative_numbers_set();
    if negatives && is_negative_number(next) {
        return true;
    }
    if !top.level.hyphen_positional {
        return false;
    }
    let Some(text) = next.to_str() else {
        return next.as_encoded_bytes().starts_with(b"-");
    };
    if text == "--" || !text.starts_with('-') || text.len() == 1 {
        return false;
    }
    match text.strip_prefix("--") {
        Some(long) => {
            let name = long.split_once('=').map_or(long, |(name, _)| name);
            !names_an_argument(stack, name)
        }
        // clap asks this of every character of the cluster, its value's
        // too.
        None => text[1..].chars().any(|c| short_arg_at(stack, c).is_none()),
    }
}

/// Whether clap reads `token` as a negative number (`-1`, `-1.5e3`), by
/// the test of clap's own lexer.
fn is_negative_number(token: &OsStr) -> bool {
    let raw = clap_lex::RawArgs::new([token]);
    raw.peek(&raw.cursor()).is_some_and(|arg| arg.is_negative_number())
}

/// Whether clap reads `token`, right after `given` values of `arg`, as the
/// value terminator that ends them (`;` for `value_terminator(";")`,
/// compared with the whole token): only while `arg` still takes values.
pub(crate) fn terminates(arg: &clap::Arg, given: usize, token: &OsStr) -> bool {
    given < max_values(arg)
        && arg
            .get_value_terminator()
            .is_some_and(|terminator| token.as_encoded_bytes() == terminator.as_bytes())
}

/// Whether the pending option takes the next bare token as a value.
fn takes_value(stack: &[Frame<'_>], pending: &Pending<'_>) -> bool {
    let Some(arg) = pending_arg(stack, pending) else {
        return false;
    };
    if !pending.long && pending.name.chars().count() > 1 {
        return false; // `-ovalue`: the value is attached.
    }
    !arg.is_require_equals_set() && pending.seen < max_values(arg)
}

/// Whether the pending option accepts the next hyphen-led token as a value.
fn takes_hyphen_value(stack: &[Frame<'_>], pending: &Pending<'_>) -> bool {
    pending_arg(stack, pending).is_some_and(|a| a.is_allow_hyphen_values_set()) && takes_value(stack, pending)
}

/// The index of `id`'s last value in `matches`, when the command line set
/// it.
pub(crate) fn last_index(matches: &ArgMatches, id: &str) -> Option<usize> {
    if !from_command_line(matches, id) {
        return None;
    }
    matches.indices_of(id).and_then(Iterator::max)
}

/// Whether the command line set `id` in `matches`.
pub(crate) fn from_command_line(matches: &ArgMatches, id: &str) -> bool {
    crate::check::source_of(matches, id) == Some(clap::parser::ValueSource::CommandLine)
}

/// The indices of the markers in `matches`.
pub(crate) fn marker_indices(matches: &ArgMatches) -> Vec<usize> {
    if last_index(matches, MARK).is_none() {
        return Vec::new();
    }
    matches.indices_of(MARK).map(Iterator::collect).unwrap_or_default()
}

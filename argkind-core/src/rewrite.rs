//! The argv rewriting step: before clap sees the command line, special
//! spellings become plain clap spellings at the same position.
//!
//! * `--no-X` / `--disable-X` becomes `--X=false` (S6 pairs);
//! * a deprecated flag is kept and noted; with a replacement `Y`, `--Y=value`
//!   follows it unless `Y` is given later (S6 *deprecated*);
//! * a preset flag is kept and followed by `--T=value` for each target
//!   (S6 *preset*), so that flags given after it win;
//! * a deprecated or preset flag given by its short name, alone or in a
//!   cluster (`-d 3`, `-vd3`, `-vP`), is handled as its long spelling;
//! * `--help`, `-h` (also in a cluster: `-vh`), `help SUB`, `--help-hidden`,
//!   `--help-hidden-list` stop the parse and name the surface to render (S5).
//!
//! The walk follows clap's own reading of the command line: a token after
//! `--` is never a flag, a token starting with `-` is a flag unless the option
//! before it accepts hyphen values, and a bare token names a subcommand
//! unless the option before it takes it as a value.

use std::ffi::OsString;

use clap::{Arg, ArgAction, Command};

use crate::facts::Deprecation;
use crate::level::{is_named, max_values, Level, Spelling};
use crate::spec::Pair;

/// A help surface the command line asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SurfaceRequest {
    /// `--help` (long) or `-h` (short).
    Help { long: bool },
    /// `--help-hidden`.
    HelpHidden,
    /// `--help-hidden-list`.
    HelpHiddenList,
}

/// Why the rewriting step stopped the parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// Render a surface of the subcommand at `path` (names below the root),
    /// unless `prefix`, the rewritten command line before the request, is
    /// bad input on its own.
    Surface {
        request: SurfaceRequest,
        path: Vec<String>,
        prefix: Vec<OsString>,
    },
    /// A value was given to a flag that takes none (`--no-X=value`).
    UnexpectedValue {
        path: Vec<String>,
        flag: String,
        value: String,
    },
}

/// The rewritten command line and what the walk noticed.
#[derive(Debug, Default)]
pub(crate) struct Rewritten {
    pub(crate) argv: Vec<OsString>,
    pub(crate) deprecations: Vec<Deprecation>,
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
struct Frame<'a> {
    level: &'a Level,
    cmd: &'a Command,
}

/// Rewrites `argv` (program name first) for the command `root_cmd` whose
/// table is `root`.
///
/// # Errors
///
/// [`Stop`] when a help surface was asked for or a negation got a value.
pub(crate) fn rewrite(root: &Level, root_cmd: &Command, argv: Vec<OsString>) -> Result<Rewritten, Stop> {
    let mut out = Rewritten {
        argv: Vec::with_capacity(argv.len() + 2),
        deprecations: Vec::new(),
    };
    let mut stack = vec![Frame {
        level: root,
        cmd: root_cmd,
    }];
    let mut pending: Option<Pending<'_>> = None;
    let mut args = argv.iter().enumerate();
    if let Some((_, bin)) = args.next() {
        out.argv.push(bin.clone());
    }
    while let Some((at, token)) = args.next() {
        let Some(text) = token.to_str() else {
            if let Some(p) = pending.as_mut() {
                p.seen += 1;
            }
            out.argv.push(token.clone());
            continue;
        };
        if text == "--" {
            out.argv.extend(argv[at..].iter().cloned());
            break;
        }
        let top = stack.last().expect("the root frame is never popped");
        let hyphen_values = stack.iter().any(|f| f.level.hyphen_values);
        if hyphen_values
            && text.starts_with('-')
            && text.len() > 1
            && pending.as_ref().is_some_and(|p| takes_hyphen_value(&stack, p))
        {
            if let Some(p) = pending.as_mut() {
                p.seen += 1;
            }
            out.argv.push(token.clone());
            continue;
        }
        if let Some(body) = text.strip_prefix("--") {
            let (name, value) = match body.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (body, None),
            };
            pending = None;
            let Some((frame, spelling)) = lookup(&stack, name) else {
                pending = value.is_none().then_some(Pending {
                    name,
                    long: true,
                    seen: 0,
                });
                out.argv.push(token.clone());
                continue;
            };
            let path = || stack[1..].iter().map(|f| f.level.name.clone()).collect::<Vec<_>>();
            let surface = |request| {
                Err(Stop::Surface {
                    request,
                    path: path(),
                    prefix: out.argv.clone(),
                })
            };
            match (spelling, value) {
                (Spelling::HelpLong, None) => return surface(SurfaceRequest::Help { long: true }),
                (Spelling::HelpHidden, None) => return surface(SurfaceRequest::HelpHidden),
                (Spelling::HelpHiddenList, None) => return surface(SurfaceRequest::HelpHiddenList),
                (Spelling::Positive(_) | Spelling::Negative(_), Some(value)) => {
                    return Err(Stop::UnexpectedValue {
                        path: path(),
                        flag: format!("--{name}"),
                        value: value.to_owned(),
                    })
                }
                (Spelling::Negative(shape), None) => {
                    let long = frame.level.arg(frame.cmd, shape).get_long().unwrap_or(name);
                    out.argv.push(format!("--{long}=false").into());
                }
                (Spelling::Special(shape), _) => {
                    let arg = frame.level.arg(frame.cmd, shape);
                    out.argv.push(token.clone());
                    let values: Vec<&str> = match value {
                        Some(value) => vec![value],
                        None if !arg.is_require_equals_set() => following_values(arg, &argv[at + 1..]),
                        None => Vec::new(),
                    };
                    let taken = if value.is_none() { values.len() } else { 0 };
                    for _ in 0..taken {
                        if let Some((_, v)) = args.next() {
                            out.argv.push(v.clone());
                        }
                    }
                    special(frame, shape, &values, &argv[at + 1 + taken..], &mut out);
                }
                _ => out.argv.push(token.clone()),
            }
            continue;
        }
        if text.starts_with('-') && text.len() > 1 {
            if top.level.short_help && asks_short_help(&stack, &text[1..]) {
                return Err(Stop::Surface {
                    request: SurfaceRequest::Help { long: false },
                    path: stack[1..].iter().map(|f| f.level.name.clone()).collect(),
                    prefix: out.argv,
                });
            }
            let cluster = &text[1..];
            let specials = if stack.iter().any(|f| f.level.special_shorts) {
                special_shorts(&stack, cluster)
            } else {
                Vec::new()
            };
            // The cluster is split after each special letter, so that what
            // the special adds sits at its position: later letters win, as
            // later flags do (`-Pf` is `-P <preset> -f`).
            let mut start = 0;
            let mut taken = 0;
            for found in &specials {
                out.argv.push(format!("-{}", &cluster[start..found.end]).into());
                start = found.end;
                let values: Vec<&str> = match (found.attached, found.takes_values) {
                    (Some(value), _) => vec![value],
                    (None, true) => {
                        // It ends the cluster and takes the next tokens.
                        let arg = found.frame.level.arg(found.frame.cmd, found.shape);
                        let values = following_values(arg, &argv[at + 1..]);
                        taken = values.len();
                        for _ in 0..taken {
                            if let Some((_, v)) = args.next() {
                                out.argv.push(v.clone());
                            }
                        }
                        values
                    }
                    (None, false) => Vec::new(),
                };
                special(found.frame, found.shape, &values, &argv[at + 1 + taken..], &mut out);
            }
            if specials.is_empty() {
                out.argv.push(token.clone());
            } else if start < cluster.len() {
                out.argv.push(format!("-{}", &cluster[start..]).into());
            }
            pending = (taken == 0).then_some(Pending {
                name: cluster,
                long: false,
                seen: 0,
            });
            continue;
        }
        // A bare token: a value of the pending option, a subcommand or a positional.
        // clap adds its own `help` subcommand when it builds the command: the
        // word means the same before and after.
        let is_help_sub = text == "help" && top.cmd.has_subcommands() && !top.cmd.is_disable_help_subcommand_set();
        let sub = top.cmd.find_subcommand(text).filter(|_| !is_help_sub);
        let is_value = (sub.is_some() || is_help_sub) && pending.as_ref().is_some_and(|p| takes_value(&stack, p));
        if let Some(p) = pending.as_mut() {
            p.seen += 1;
        }
        if is_value {
            out.argv.push(token.clone());
            continue;
        }
        if is_help_sub {
            if let Some(path) = help_path(&stack, &argv[at + 1..]) {
                return Err(Stop::Surface {
                    request: SurfaceRequest::Help { long: true },
                    path,
                    prefix: out.argv,
                });
            }
        }
        if let Some(sub) = sub {
            pending = None;
            if let Some(level) = top.level.child(sub.get_name()) {
                stack.push(Frame { level, cmd: sub });
            }
        }
        out.argv.push(token.clone());
    }
    Ok(out)
}

/// The spelling `name` means in the innermost command, or a global one of an
/// enclosing command.
fn lookup<'s, 'a>(stack: &'s [Frame<'a>], name: &str) -> Option<(&'s Frame<'a>, Spelling)> {
    let (top, outer) = stack.split_last()?;
    if let Some(spelling) = top.level.lookup(top.cmd, name) {
        return Some((top, spelling));
    }
    outer.iter().rev().find_map(|frame| {
        let spelling = frame.level.lookup(frame.cmd, name)?;
        let global = match spelling {
            Spelling::Positive(s) | Spelling::Negative(s) | Spelling::Special(s) => {
                frame.level.arg(frame.cmd, s).is_global_set()
            }
            _ => false,
        };
        global.then_some((frame, spelling))
    })
}

/// The clap argument the pending option names, in the innermost command or
/// as a global of an enclosing one.
fn pending_arg<'a>(stack: &[Frame<'a>], pending: &Pending<'_>) -> Option<&'a clap::Arg> {
    let named = |arg: &clap::Arg| {
        if pending.long {
            is_named(arg, pending.name)
        } else {
            // A short cluster: its first letter (a value-taking letter later
            // in the cluster is not followed: a known gap).
            pending.name.starts_with(|c| arg.get_short() == Some(c))
        }
    };
    find_arg(stack, named).map(|(_, _, arg)| arg)
}

/// An argument of a frame's command, with that frame and its position among
/// the command's arguments.
type Found<'s, 'a> = (&'s Frame<'a>, usize, &'a clap::Arg);

/// The first argument of `frame`'s command that `pick` accepts.
fn find_in<'s, 'a>(frame: &'s Frame<'a>, pick: impl Fn(&clap::Arg) -> bool) -> Option<Found<'s, 'a>> {
    frame
        .cmd
        .get_arguments()
        .enumerate()
        .find(|(_, arg)| pick(arg))
        .map(|(at, arg)| (frame, at, arg))
}

/// The argument `named` accepts in the innermost command, or a global one of
/// an enclosing command.
fn find_arg<'s, 'a>(stack: &'s [Frame<'a>], named: impl Fn(&clap::Arg) -> bool) -> Option<Found<'s, 'a>> {
    let (top, outer) = stack.split_last()?;
    find_in(top, &named).or_else(|| {
        outer
            .iter()
            .rev()
            .find_map(|frame| find_in(frame, |arg| arg.is_global_set() && named(arg)))
    })
}

/// Whether the short cluster `cluster` (the token without its `-`) reaches
/// clap's `-h` the way clap reads it: `-h` itself, or `h` after letters that
/// are flags taking no value there (`-vh`). A letter that takes a value
/// takes the rest of the cluster (`-oh` gives `h` to `-o`), and an unknown
/// letter is clap's error to report.
fn asks_short_help(stack: &[Frame<'_>], cluster: &str) -> bool {
    for letter in cluster.chars() {
        if letter == 'h' {
            return true;
        }
        let Some(arg) = short_arg(stack, letter) else {
            return false;
        };
        match arg.get_action() {
            // clap stops at these and answers them first.
            ArgAction::Version | ArgAction::HelpLong => return false,
            ArgAction::Help | ArgAction::HelpShort => return true,
            _ => {}
        }
        if max_values(arg) > 0 && !optional_value(arg) {
            return false;
        }
    }
    false
}

/// The clap argument whose short (or short alias) is `letter`, in the
/// innermost command or as a global of an enclosing one.
fn short_arg<'a>(stack: &[Frame<'a>], letter: char) -> Option<&'a clap::Arg> {
    short_arg_at(stack, letter).map(|(_, _, arg)| arg)
}

/// [`short_arg`], with the frame it belongs to and its position among that
/// command's arguments.
fn short_arg_at<'s, 'a>(stack: &'s [Frame<'a>], letter: char) -> Option<Found<'s, 'a>> {
    let named = |arg: &clap::Arg| {
        arg.get_short() == Some(letter) || arg.get_all_short_aliases().is_some_and(|a| a.contains(&letter))
    };
    let found = find_arg(stack, named)?;
    if !found.2.is_global_set() {
        return Some(found);
    }
    // Once clap has built the command, a subcommand holds copies of its
    // parents' global arguments: the declaration is the outermost one's.
    let id = found.2.get_id();
    Some(
        stack
            .iter()
            .find_map(|frame| find_in(frame, |arg| arg.is_global_set() && arg.get_id() == id))
            .unwrap_or(found),
    )
}

/// A deprecated or preset flag given by its short name in a cluster.
struct ShortSpecial<'s, 'a> {
    frame: &'s Frame<'a>,
    shape: usize,
    /// Whether the letter takes values (it then ends the cluster).
    takes_values: bool,
    /// The value attached in the cluster (`-d3`, `-d=3`, `-d=` for an empty
    /// one), if any.
    attached: Option<&'s str>,
    /// Where its part of the cluster ends (a byte index): after the letter,
    /// or at the end of the cluster for a letter that takes values.
    end: usize,
}

/// The deprecated and preset flags of the short cluster `cluster` (the
/// token without its `-`), read the way clap reads it: letters up to the
/// first that takes a value, which takes the rest of the cluster.
fn special_shorts<'s, 'a>(stack: &'s [Frame<'a>], cluster: &'s str) -> Vec<ShortSpecial<'s, 'a>> {
    let mut found = Vec::new();
    for (i, letter) in cluster.char_indices() {
        let Some((frame, at, arg)) = short_arg_at(stack, letter) else {
            break;
        };
        let takes_values = max_values(arg) > 0 && !optional_value(arg);
        let after = i + letter.len_utf8();
        let rest = &cluster[after..];
        let attached = (takes_values && !rest.is_empty()).then(|| rest.strip_prefix('=').unwrap_or(rest));
        // The S6 warning names the long spelling: a special flag needs one.
        if let Some(shape) = frame.level.special_at(at).filter(|_| arg.get_long().is_some()) {
            found.push(ShortSpecial {
                frame,
                shape,
                takes_values,
                attached,
                end: if takes_values { cluster.len() } else { after },
            });
        }
        if takes_values {
            break;
        }
    }
    found
}

/// Whether `arg` takes an optional value that must be attached with `=` (a
/// pair flag: `num_args(0..=1)` with `require_equals`): in a cluster it
/// leaves the next letters to be read as flags, as a flag does.
fn optional_value(arg: &clap::Arg) -> bool {
    arg.is_require_equals_set() && arg.get_num_args().is_some_and(|r| r.min_values() == 0)
}

/// The values an option given without an attached value takes from `next`
/// (the tokens after it): up to its maximum, stopping at a flag-like token
/// unless it accepts hyphen values.
fn following_values<'v>(arg: &clap::Arg, next: &'v [OsString]) -> Vec<&'v str> {
    let mut values = Vec::new();
    for token in next.iter().take(max_values(arg)) {
        let text = token.to_str();
        let flag_like = text.map_or(true, |t| t == "--" || (t.starts_with('-') && t.len() > 1));
        if flag_like && !arg.is_allow_hyphen_values_set() {
            break;
        }
        let Some(text) = text else { break };
        values.push(text);
    }
    values
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

/// The subcommand path `help A B` names, if every word is a subcommand.
fn help_path(stack: &[Frame<'_>], words: &[OsString]) -> Option<Vec<String>> {
    let mut path: Vec<String> = stack[1..].iter().map(|f| f.level.name.clone()).collect();
    let mut cmd = stack.last()?.cmd;
    for word in words {
        let sub = cmd.find_subcommand(word.to_str()?)?;
        path.push(sub.get_name().to_owned());
        cmd = sub;
    }
    Some(path)
}

/// Emits what follows a deprecated or preset flag (shape `at` of `frame`).
fn special(frame: &Frame<'_>, at: usize, values: &[&str], rest: &[OsString], out: &mut Rewritten) {
    let (level, cmd) = (frame.level, frame.cmd);
    let shape = &level.shapes[at];
    let arg = level.arg(cmd, at);
    let long = arg.get_long().unwrap_or_default();
    if shape.deprecated && !out.deprecations.iter().any(|d| d.flag == long) {
        out.deprecations.push(Deprecation {
            flag: long.to_owned(),
            replacement: shape
                .replacement
                .and_then(|r| level.arg(cmd, r).get_long())
                .map(str::to_owned),
        });
    }
    if let Some(target) = shape.replacement {
        let target_arg = level.arg(cmd, target);
        if !given_in(target_arg, level.shapes[target].pair, rest) {
            if max_values(arg) == 0 {
                out.argv.push(canonical(target_arg, "true"));
            } else {
                out.argv.extend(values.iter().map(|v| canonical(target_arg, v)));
            }
        }
    }
    for (target, value) in level.presets_of(at) {
        out.argv.push(canonical(level.arg(cmd, *target), value));
    }
}

/// Whether `arg` (a pair flag when `pair` is set) is given anywhere in `rest`
/// (before a `--`).
fn given_in(arg: &Arg, pair: Option<Pair>, rest: &[OsString]) -> bool {
    let negative = pair.zip(arg.get_long()).and_then(|(pair, long)| pair.negative(long));
    rest.iter()
        .filter_map(|t| t.to_str())
        .take_while(|t| *t != "--")
        .any(|t| {
            if let Some(body) = t.strip_prefix("--") {
                let name = body.split_once('=').map_or(body, |(n, _)| n);
                is_named(arg, name) || negative.as_deref() == Some(name)
            } else {
                let short = t.strip_prefix('-').and_then(|s| s.chars().next());
                short.is_some() && short == arg.get_short()
            }
        })
}

/// The canonical spelling that sets `arg` to `value`.
fn canonical(arg: &Arg, value: &str) -> OsString {
    let long = arg.get_long().unwrap_or_default();
    if matches!(arg.get_action(), ArgAction::SetTrue) && value == "true" {
        format!("--{long}").into()
    } else {
        format!("--{long}={value}").into()
    }
}

//! No leak on generated builder commands: 500 commands with required groups
//! that have non-public members (flags, positionals, enclosing globals),
//! groups that a flag requires, conflicts, environment variables (some
//! setting a flag to false), non-public required flags above nested
//! subcommands, globals of every tier at depths 0 to 2, pairs, presets,
//! positionals of every tier, and `args_conflicts_with_subcommands`; for
//! each, every surface of every (sub)command is rendered and checked.
//!
//! Each flag's name says its tier (`--p3` PUBLIC, `--h3` HIDDEN, `--e3`
//! EARG, `--x3` HARG, `--internal-3` INTERNAL), and so does each
//! positional's value name (`PPOS4`, `HPOS4`, `EPOS4`, `XPOS4`, `IPOS4`), so
//! a leak is a name on a surface that does not show its tier:
//!
//! * `-h`, `--help`, `help SUB`, completions and man pages: PUBLIC only;
//! * `--help-hidden`: PUBLIC in its usage line, HIDDEN and EARG;
//! * `--help-hidden-list`: INTERNAL;
//! * an error: PUBLIC, what the command line typed, a positional whose value
//!   it is about, and a non-HARG flag the user must add ("not provided");
//!   never a HARG name;
//! * the registry: every tier but HARG, the same before and after a parse.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Error, Shell};
use clap::{Arg, ArgAction, ArgGroup, Command};

const COMMANDS: usize = 500;

/// A small deterministic generator (xorshift), so that a failure names the
/// seed that reproduces it.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const TIERS: [ArgKind; 5] = [
    ArgKind::Public,
    ArgKind::Hidden,
    ArgKind::Earg,
    ArgKind::Harg,
    ArgKind::Internal,
];

/// The long name of flag `n` of tier `kind`.
fn long_of(kind: ArgKind, n: usize) -> String {
    match kind {
        ArgKind::Public => format!("p{n}"),
        ArgKind::Hidden => format!("h{n}"),
        ArgKind::Earg => format!("e{n}"),
        ArgKind::Harg => format!("x{n}"),
        ArgKind::Internal => format!("internal-{n}"),
    }
}

/// The tier a name (without `--`, a negation's `no-` included) says, if it
/// is a generated flag's.
fn tier_of_name(name: &str) -> Option<ArgKind> {
    let name = name.strip_prefix("no-").unwrap_or(name);
    if name.starts_with("internal-") {
        return Some(ArgKind::Internal);
    }
    let (first, rest) = name.split_at(name.len().min(1));
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match first {
        "p" => Some(ArgKind::Public),
        "h" => Some(ArgKind::Hidden),
        "e" => Some(ArgKind::Earg),
        "x" => Some(ArgKind::Harg),
        _ => None,
    }
}

/// The `--name` tokens of `text`, without `--`.
fn flag_names(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(found) = text[at..].find("--") {
        let start = at + found + 2;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'-') {
            end += 1;
        }
        if end > start {
            names.push(&text[start..end]);
        }
        at = end.max(start);
    }
    names
}

/// One generated (sub)command: its clap command and declarations.
struct Generated {
    cmd: Command,
    spec: CommandSpec,
}

/// A command at `depth` with a few flags of random tiers; `next` numbers
/// the flags so that every name is unique in the tree.
fn command(
    rng: &mut Rng,
    seed: u64,
    name: &str,
    depth: usize,
    next: &mut usize,
    globals: &[(String, ArgKind)],
) -> Generated {
    let mut cmd = Command::new(name.to_owned());
    let mut spec = CommandSpec::new();
    let mut candidates: Vec<(String, ArgKind)> = Vec::new();
    // The globals of enclosing commands, for this one's groups to include
    // (a HARG one in a required group is a definition error).
    let mut globals = globals.to_vec();
    if rng.chance(50) {
        candidates.extend(globals.iter().filter(|(_, k)| *k != ArgKind::Harg).cloned());
    }
    for _ in 0..2 + rng.below(4) {
        let kind = TIERS[rng.below(TIERS.len())];
        *next += 1;
        let long = long_of(kind, *next);
        let mut arg = Arg::new(long.clone())
            .long(long.clone())
            .help(format!("Help of {long}"));
        let mut declared = ArgSpec::new();
        if kind != ArgKind::Public && kind != ArgKind::Internal {
            declared = declared.kind(kind);
        }
        let flag = rng.chance(50);
        if flag {
            arg = arg.action(ArgAction::SetTrue);
            if rng.chance(40) {
                declared = declared.noable();
            }
        }
        if rng.chance(20) {
            arg = arg.global(true);
        }
        // An environment variable that sets it (a flag to false, half the
        // time: such a flag takes no part in conflicts or `requires`).
        if rng.chance(15) {
            let var = format!("LEAKGEN_{seed:x}_{next}");
            let value = if !flag {
                "1"
            } else if rng.chance(50) {
                "false"
            } else {
                "true"
            };
            std::env::set_var(&var, value);
            arg = arg.env(var);
        }
        if arg.is_global_set() {
            globals.push((long.clone(), kind));
        } else if kind != ArgKind::Harg {
            candidates.push((long.clone(), kind));
        }
        cmd = cmd.arg(arg);
        spec = spec.arg(long, declared);
    }
    // Up to two positionals of random tiers, named by their value names
    // (`HPOS7`: its tier's letter, upper case), taking numbers; a
    // non-HARG one may join a group.
    let mut harg_positionals: Vec<String> = Vec::new();
    for _ in 0..rng.below(3) {
        let kind = TIERS[rng.below(TIERS.len())];
        *next += 1;
        let id = format!("pos{next}");
        let value_name = format!(
            "{}POS{next}",
            long_of(kind, 0).chars().next().unwrap_or('p').to_ascii_uppercase()
        );
        cmd = cmd.arg(
            Arg::new(id.clone())
                .value_name(value_name)
                .value_parser(clap::value_parser!(u8))
                .help("A positional"),
        );
        if kind != ArgKind::Public {
            spec = spec.arg(id.clone(), ArgSpec::new().kind(kind));
        }
        if kind == ArgKind::Harg {
            harg_positionals.push(id);
        } else {
            candidates.push((id, kind));
        }
    }
    // Conflicts between two of this command's flags.
    let own_ids: Vec<String> = cmd
        .get_arguments()
        .filter(|a| !a.is_global_set() && !a.is_positional())
        .map(|a| a.get_id().to_string())
        .collect();
    if own_ids.len() >= 2 && rng.chance(30) {
        let (a, b) = (own_ids[0].clone(), own_ids[own_ids.len() - 1].clone());
        cmd = cmd.mut_arg(a, |arg| arg.conflicts_with(b));
    }
    // A PUBLIC flag that requires a group (not required) of a flag and a
    // positional of any tier, HARG too: the error names the members the
    // user may see.
    // (A group whose members are all HARG is a definition error.)
    if !candidates.is_empty() && rng.chance(30) {
        let mut members: Vec<String> = candidates.iter().rev().take(1).map(|(l, _)| l.clone()).collect();
        members.extend(harg_positionals.iter().take(1).cloned());
        if let Some(extra) = own_ids.iter().find(|id| !members.contains(id)) {
            members.push(extra.clone());
        }
        *next += 1;
        let group = format!("r{next}");
        cmd = cmd.group(ArgGroup::new(group.clone()).args(members));
        *next += 1;
        let long = long_of(ArgKind::Public, *next);
        cmd = cmd.arg(
            Arg::new(long.clone())
                .long(long.clone())
                .action(ArgAction::SetTrue)
                .requires(group),
        );
    }
    // A required group with at least one member the user may not see.
    if candidates.len() >= 2 && rng.chance(40) {
        // Members from the end: this command's own, then enclosing globals.
        let members: Vec<String> = candidates
            .iter()
            .rev()
            .take(2 + rng.below(2))
            .map(|(l, _)| l.clone())
            .collect();
        *next += 1;
        cmd = cmd.group(ArgGroup::new(format!("g{next}")).args(members).required(true));
    } else if let Some((long, _)) = candidates
        .iter()
        .find(|(l, k)| *k != ArgKind::Public && cmd.get_arguments().any(|a| a.get_id() == l && !a.is_positional()))
    {
        // A non-public required flag.
        if rng.chance(40) {
            let long = long.clone();
            cmd = cmd.mut_arg(long, |a| a.required(true));
        }
    }
    // A PUBLIC flag that presets one of this command's own (of any tier),
    // and so makes argkind insert what it sets.
    let own: Vec<(String, bool)> = cmd
        .get_arguments()
        .filter(|a| !a.is_global_set() && a.get_long().is_some())
        .map(|a| (a.get_id().to_string(), matches!(a.get_action(), ArgAction::SetTrue)))
        .collect();
    if !own.is_empty() && rng.chance(30) {
        let (target, flag) = &own[rng.below(own.len())];
        *next += 1;
        let long = long_of(ArgKind::Public, *next);
        cmd = cmd.arg(Arg::new(long.clone()).long(long.clone()).action(ArgAction::SetTrue));
        let value = if *flag { "true" } else { "1" };
        spec = spec.arg(long, ArgSpec::new().preset(target.clone(), value));
    }
    if depth < 2 {
        if rng.chance(20) {
            cmd = cmd.args_conflicts_with_subcommands(true);
        }
        for sub in 0..rng.below(3) {
            let child = command(rng, seed, &format!("s{depth}{sub}"), depth + 1, next, &globals);
            cmd = cmd.subcommand(child.cmd);
            spec = spec.subcommand(format!("s{depth}{sub}"), child.spec);
        }
    }
    Generated { cmd, spec }
}

/// Every subcommand path of `cmd`, the root's (empty) first.
fn paths(cmd: &Command) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    for sub in cmd.get_subcommands() {
        for mut path in paths(sub) {
            path.insert(0, sub.get_name().to_owned());
            out.push(path);
        }
    }
    out
}

/// The text a user reads for `argv`, and whether it is an error.
fn rendered(cmd: &mut ArgKindCommand, argv: &[String]) -> Option<(Error, String)> {
    match cmd.try_get_matches_from(argv) {
        Ok(_) => None,
        Err(err) => {
            let text = match &err {
                Error::Clap(e) => e.render().to_string(),
                Error::Surface(..) => err.to_string(),
            };
            Some((err, text))
        }
    }
}

fn assert_shows_only(case: &str, text: &str, allowed: &dyn Fn(&str, ArgKind) -> bool) {
    // Nor what argkind adds for its own use.
    assert!(
        !text.contains("argkind-"),
        "{case}: an argument of argkind's own leaks:\n{text}"
    );
    for name in flag_names(text) {
        if let Some(kind) = tier_of_name(name) {
            assert!(allowed(name, kind), "{case}: `--{name}` ({kind}) leaks:\n{text}");
        }
    }
    for (name, kind) in positional_names(text) {
        assert!(
            allowed(name, kind),
            "{case}: positional `{name}` ({kind}) leaks:\n{text}"
        );
    }
}

/// The value names of generated positionals in `text` (`HPOS7`), with the
/// tier each says.
fn positional_names(text: &str) -> Vec<(&str, ArgKind)> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(pos) = text[at..].find("POS") {
        let start = at + pos;
        let end = start + 3 + text[start + 3..].bytes().take_while(u8::is_ascii_digit).count();
        at = start + 3;
        if start == 0 || end == start + 3 {
            continue;
        }
        let kind = match text.as_bytes()[start - 1] {
            b'P' => ArgKind::Public,
            b'H' => ArgKind::Hidden,
            b'E' => ArgKind::Earg,
            b'X' => ArgKind::Harg,
            b'I' => ArgKind::Internal,
            _ => continue,
        };
        found.push((&text[start - 1..end], kind));
    }
    found
}

/// Checks every surface of one generated command.
fn check(seed: u64, full: bool) {
    let mut rng = Rng(seed);
    let mut next = 0;
    let generated = command(&mut rng, seed, "cli", 0, &mut next, &[]);
    let mut cmd = ArgKindCommand::new(generated.cmd, generated.spec);
    let all_paths = paths(cmd.command());
    let before: Vec<_> = all_paths
        .iter()
        .map(|p| {
            cmd.registry_of(&p.iter().map(String::as_str).collect::<Vec<_>>())
                .unwrap()
        })
        .collect();
    for path in &all_paths {
        let mut argv: Vec<String> = vec!["cli".to_owned()];
        argv.extend(path.iter().cloned());
        let case = |what: &str| format!("seed {seed}, {what} of {path:?}");
        let only_public = |_: &str, kind: ArgKind| kind == ArgKind::Public;
        for flag in ["-h", "--help"] {
            let mut with: Vec<String> = argv.clone();
            with.push(flag.to_owned());
            if let Some((_, text)) = rendered(&mut cmd, &with) {
                assert_shows_only(&case(flag), &text, &only_public);
            }
        }
        if cmd.command().has_subcommands() {
            let mut help: Vec<String> = vec!["cli".to_owned(), "help".to_owned()];
            help.extend(path.iter().cloned());
            if let Some((_, text)) = rendered(&mut cmd, &help) {
                assert_shows_only(&case("help SUB"), &text, &only_public);
            }
        }
        let mut hidden = argv.clone();
        hidden.push("--help-hidden".to_owned());
        if let Some((_, text)) = rendered(&mut cmd, &hidden) {
            let (usage, list) = text.split_once("\n\n").unwrap_or((&text, ""));
            assert_shows_only(&case("--help-hidden usage"), usage, &only_public);
            assert_shows_only(&case("--help-hidden"), list, &|_, k| {
                matches!(k, ArgKind::Hidden | ArgKind::Earg)
            });
        }
        let mut list = argv.clone();
        list.push("--help-hidden-list".to_owned());
        if let Some((_, text)) = rendered(&mut cmd, &list) {
            assert_shows_only(&case("--help-hidden-list"), &text, &|_, k| k == ArgKind::Internal);
        }
        // Errors: the command line alone (required flags and groups), an
        // unknown flag, and a typo of each non-public name.
        let names: Vec<String> = before[all_paths.iter().position(|p| p == path).unwrap_or(0)]
            .iter()
            .filter_map(|r| r.long().map(str::to_owned))
            .collect();
        let mut lines: Vec<Vec<String>> = vec![argv.clone(), [argv.clone(), vec!["--bogus".to_owned()]].concat()];
        // Values for the positionals, the last not a number (a HARG
        // positional rejects it), then a flag.
        let command = path
            .iter()
            .fold(cmd.command(), |c, name| c.find_subcommand(name).unwrap_or(c));
        let positionals = command.get_positionals().count();
        // A flag before a subcommand (an error under
        // `args_conflicts_with_subcommands`).
        if let Some(sub) = command.get_subcommands().next() {
            for name in &names {
                lines.push([argv.clone(), vec![format!("--{name}"), sub.get_name().to_owned()]].concat());
            }
        }
        // Every flag of the command typed (conflicts, `requires`), then
        // the first alone.
        let tokens: Vec<String> = names
            .iter()
            .filter_map(|name| {
                let arg = command.get_arguments().find(|a| a.get_long() == Some(name.as_str()))?;
                Some(if arg.get_action().takes_values() {
                    format!("--{name}=1")
                } else {
                    format!("--{name}")
                })
            })
            .collect();
        lines.push([argv.clone(), tokens.clone()].concat());
        lines.extend(tokens.first().map(|t| [argv.clone(), vec![t.clone()]].concat()));
        if positionals > 0 {
            let mut values = vec!["1".to_owned(); positionals - 1];
            values.push("bad".to_owned());
            lines.push([argv.clone(), values.clone()].concat());
            values.pop();
            values.push("2".to_owned());
            for name in names.iter().take(2) {
                lines.push([argv.clone(), values.clone(), vec![format!("--{name}")]].concat());
            }
        }
        for name in names.iter().filter(|n| tier_of_name(n) != Some(ArgKind::Public)) {
            lines.push([argv.clone(), vec![format!("--{name}z")]].concat());
        }
        for line in lines {
            let Some((err, text)) = rendered(&mut cmd, &line) else {
                continue;
            };
            let typed: Vec<&str> = line.iter().flat_map(|t| flag_names(t)).collect();
            let missing = err.kind() == clap::error::ErrorKind::MissingRequiredArgument;
            let (body, usage) = text.split_once("Usage:").unwrap_or((&text, ""));
            let what = case(&format!("the error of {line:?}"));
            assert_shows_only(&what, usage, &|name, kind| {
                kind == ArgKind::Public || typed.contains(&name)
            });
            // A positional other than HARG may be named where the error is
            // about the value typed for it, as a typed flag is.
            let positional = |name: &str| name.contains("POS");
            assert_shows_only(&what, body, &|name, kind| {
                kind == ArgKind::Public
                    || typed.contains(&name)
                    || ((missing || positional(name)) && kind != ArgKind::Harg)
            });
        }
    }
    // The registry is the same before and after a parse, and never lists
    // a HARG flag in its exports.
    let _ = cmd.try_get_matches_from(["cli"]);
    for (path, registry) in all_paths.iter().zip(&before) {
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let after = cmd.registry_of(&path).unwrap();
        assert_eq!(
            *registry, after,
            "seed {seed}: the registry of {path:?} changed after a parse"
        );
        assert_shows_only(
            &format!("seed {seed}, markdown of {path:?}"),
            &after.to_markdown(),
            &|_, k| k != ArgKind::Harg,
        );
    }
    if full {
        for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
            let mut out = Vec::new();
            cmd.completions(shell, "cli", &mut out).unwrap();
            let script = String::from_utf8(out).unwrap();
            assert_shows_only(&format!("seed {seed}, {shell} completions"), &script, &|_, k| {
                k == ArgKind::Public
            });
        }
        let mut out = Vec::new();
        cmd.man(&[], argkind::Tiers::PUBLIC).unwrap().render(&mut out).unwrap();
        let page = String::from_utf8(out).unwrap().replace("\\-", "-");
        assert_shows_only(&format!("seed {seed}, man page"), &page, &|_, k| k == ArgKind::Public);
    }
}

#[test]
fn no_leak_on_generated_commands() {
    for i in 0..COMMANDS {
        let seed = 0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(i as u64 + 1) | 1;
        // Completions and man pages for one command in ten: they cost most.
        check(seed, i % 10 == 0);
    }
}

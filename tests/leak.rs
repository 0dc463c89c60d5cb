//! S9: nothing leaks. For the example driver, every surface a user can
//! reach is rendered: `-h` and `--help` of every (sub)command, the five
//! completion scripts, the man pages, and the error of every command line
//! made of one flag name at edit distance 1 from a non-public spelling. No
//! flag name appears on a surface its tier is not shown on (S2); a HARG
//! name appears on none at all, `--help-hidden` and `--help-hidden-list`
//! included.

#[path = "../examples/neuronx_cc/cli.rs"]
#[allow(dead_code)]
mod cli;

use std::collections::{BTreeMap, BTreeSet};

use argkind::{ArgKind, ArgKindCommand, Shell};

const SHELLS: [Shell; 5] = [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::Elvish, Shell::PowerShell];

/// Every long spelling of the example (without `--`: longs, aliases,
/// negations) with its tier, and which (sub)command has it.
struct Names {
    tiers: BTreeMap<String, ArgKind>,
    /// Spellings per subcommand path (`""` for the root).
    by_command: BTreeMap<String, Vec<String>>,
}

impl Names {
    fn of(cmd: &ArgKindCommand) -> Names {
        let mut names = Names {
            tiers: BTreeMap::new(),
            by_command: BTreeMap::new(),
        };
        let mut display = cmd.display_command();
        display.build();
        let mut paths: Vec<Vec<&str>> = vec![vec![]];
        paths.extend(cmd.command().get_subcommands().map(|s| vec![s.get_name()]));
        for path in paths {
            let registry = cmd.registry_of(&path).expect("the subcommand exists");
            let clap_cmd = path.iter().fold(&display, |c, name| c.find_subcommand(name).unwrap());
            let mut spellings = Vec::new();
            // argkind's own machinery (the insertion marker) has ids
            // starting with `argkind-`, and a pair's negation that is no
            // entry of its own is in no record: their spellings count
            // through the records they belong to.
            let spec = path.iter().fold(cmd.spec(), |s, name| s.get_subcommand(name).unwrap());
            let in_entry =
                |id: &str| registry.get(id).is_none() && spec.get_arg(id).is_some_and(|d| d.get_negates().is_some());
            for arg in clap_cmd
                .get_arguments()
                .filter(|a| !a.get_id().as_str().starts_with("argkind-") && !in_entry(a.get_id().as_str()))
            {
                // clap's --help/--version, and argkind's two help surfaces:
                // PUBLIC, in no registry.
                let record = registry.get(arg.get_id().as_str());
                let kind = record.map_or(ArgKind::Public, |r| r.kind());
                let longs = arg
                    .get_long()
                    .into_iter()
                    .chain(arg.get_all_aliases().unwrap_or_default());
                let negation = record.and_then(|r| r.negation()).map(str::to_owned);
                for long in longs.map(str::to_owned).chain(negation) {
                    if let Some(other) = names.tiers.insert(long.clone(), kind) {
                        assert_eq!(other, kind, "--{long} has two tiers: the test checks names, not places");
                    }
                    spellings.push(long);
                }
            }
            names.by_command.insert(path.join(" "), spellings);
        }
        names
    }

    /// The spellings of tier `kind`.
    fn of_kind(&self, kind: ArgKind) -> impl Iterator<Item = &str> {
        self.tiers
            .iter()
            .filter(move |(_, k)| **k == kind)
            .map(|(n, _)| n.as_str())
    }

    /// The spellings whose tier is not one of `shown`.
    fn not_shown<'a>(&'a self, shown: &'a [ArgKind]) -> impl Iterator<Item = (&'a str, ArgKind)> + 'a {
        self.tiers
            .iter()
            .filter(|(_, k)| !shown.contains(k))
            .map(|(n, k)| (n.as_str(), *k))
    }
}

/// `text` with roff's escapes undone, so that `\fB\-\-x\fR` reads `--x`.
fn plain_roff(text: &str) -> String {
    let mut text = text.replace("\\-", "-").replace("\\*(Aq", "'");
    for font in ["\\fB", "\\fI", "\\fR", "\\fP"] {
        text = text.replace(font, "");
    }
    text
}

/// Whether `text` names the flag `long` as a whole token: `--long`, or
/// fish's `-l long`, not followed by another name character.
fn mentions(text: &str, long: &str) -> bool {
    let name = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let whole = |needle: &str, before_ok: &dyn Fn(Option<char>) -> bool| {
        text.match_indices(needle).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + needle.len()..].chars().next();
            before_ok(before) && !after.is_some_and(name)
        })
    };
    whole(&format!("--{long}"), &|c| !c.is_some_and(name))
        || whole(&format!("-l {long}"), &|c| c.is_none_or(char::is_whitespace))
}

/// Fails if `text`, the surface `what`, names a spelling whose tier is not
/// in `shown`.
fn assert_no_leak(names: &Names, what: &str, text: &str, shown: &[ArgKind]) {
    let leaked: Vec<String> = names
        .not_shown(shown)
        .filter(|(n, _)| mentions(text, n))
        .map(|(n, k)| format!("--{n} ({k})"))
        .collect();
    assert!(leaked.is_empty(), "{what} names {leaked:?}:\n{text}");
}

/// The text of a help surface `argv` asks for.
fn surface(cmd: &mut ArgKindCommand, argv: &[&str]) -> String {
    match cmd.try_get_matches_from(std::iter::once("neuronx_cc").chain(argv.iter().copied())) {
        Err(err) if !err.use_stderr() && err.exit_code() == 0 => err.to_string(),
        Err(err) => panic!("{argv:?} is not a help surface: {err}"),
        Ok(_) => panic!("{argv:?} parsed"),
    }
}

#[test]
fn help_surfaces() {
    let mut cmd = argkind::command::<cli::Cli>();
    let names = Names::of(&cmd);
    let subcommands: Vec<String> = names.by_command.keys().filter(|k| !k.is_empty()).cloned().collect();
    let mut asks: Vec<Vec<&str>> = vec![vec!["-h"], vec!["--help"], vec!["help"]];
    for sub in &subcommands {
        asks.extend([vec![sub.as_str(), "-h"], vec![sub, "--help"], vec!["help", sub]]);
    }
    for argv in &asks {
        assert_no_leak(
            &names,
            &format!("{argv:?}"),
            &surface(&mut cmd, argv),
            &[ArgKind::Public],
        );
    }
    for sub in std::iter::once("").chain(subcommands.iter().map(String::as_str)) {
        let path: Vec<&str> = [sub].into_iter().filter(|s| !s.is_empty()).collect();
        for (flag, shown) in [
            ("--help-hidden", [ArgKind::Public, ArgKind::Hidden, ArgKind::Earg]),
            (
                "--help-hidden-list",
                [ArgKind::Public, ArgKind::Internal, ArgKind::Internal],
            ),
        ] {
            let argv: Vec<&str> = path.iter().copied().chain([flag]).collect();
            let text = surface(&mut cmd, &argv);
            assert_no_leak(&names, &format!("{argv:?}"), &text, &shown);
        }
    }
}

#[test]
fn completion_scripts() {
    let names = Names::of(&argkind::command::<cli::Cli>());
    let compile = &names.by_command["compile"];
    for shell in SHELLS {
        let mut out = Vec::new();
        cli::completions(
            &argkind::command::<cli::Cli>(),
            &cli::CompletionsArgs { shell },
            &mut out,
        )
        .unwrap();
        let script = String::from_utf8(out).unwrap();
        assert_no_leak(&names, &format!("the {shell} completions"), &script, &[ArgKind::Public]);
        for public in compile.iter().filter(|n| names.tiers[n.as_str()] == ArgKind::Public) {
            assert!(
                mentions(&script, public),
                "the {shell} completions lack --{public}:\n{script}"
            );
        }
        assert!(
            !script.contains("catalog"),
            "the {shell} completions list the hidden subcommand"
        );
    }
}

#[test]
fn man_pages() {
    let names = Names::of(&argkind::command::<cli::Cli>());
    for subcommand in [None, Some("compile"), Some("list-operators")] {
        let mut out = Vec::new();
        cli::man_page(
            &argkind::command::<cli::Cli>(),
            &cli::ManArgs {
                subcommand: subcommand.map(str::to_owned),
            },
            &mut out,
        )
        .unwrap();
        let page = plain_roff(&String::from_utf8(out).unwrap());
        assert_no_leak(
            &names,
            &format!("the man page of {subcommand:?}"),
            &page,
            &[ArgKind::Public],
        );
        if subcommand == Some("compile") {
            // clap_mangen shows primary longs; argkind names the negation in
            // the help text. (Aliases are not shown.)
            let registry = argkind::command::<cli::Cli>().registry_of(&["compile"]).unwrap();
            for record in registry.of_kind(ArgKind::Public).filter(|r| !r.is_positional()) {
                for public in record.long().into_iter().chain(record.negation()) {
                    assert!(mentions(&page, public), "the compile page lacks --{public}:\n{page}");
                }
            }
        }
    }
}

/// Every spelling at edit distance 1 from `name` (deletion, substitution,
/// insertion, transposition) over `alphabet`.
fn typos(name: &str, alphabet: &[char]) -> BTreeSet<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut out = BTreeSet::new();
    let make = |v: Vec<char>| v.into_iter().collect::<String>();
    for at in 0..=chars.len() {
        for &c in alphabet {
            let mut v = chars.clone();
            v.insert(at, c);
            out.insert(make(v));
            if at < chars.len() {
                let mut v = chars.clone();
                v[at] = c;
                out.insert(make(v));
            }
        }
        if at < chars.len() {
            let mut v = chars.clone();
            v.remove(at);
            out.insert(make(v));
        }
        if at + 1 < chars.len() {
            let mut v = chars.clone();
            v.swap(at, at + 1);
            out.insert(make(v));
        }
    }
    out
}

#[test]
fn typo_errors() {
    let names = Names::of(&argkind::command::<cli::Cli>());
    let mut alphabet: BTreeSet<char> = ('a'..='z').chain('0'..='9').chain(['-']).collect();
    alphabet.extend(names.tiers.keys().flat_map(|n| n.chars()));
    let alphabet: Vec<char> = alphabet.into_iter().collect();
    let hidden: Vec<&str> = names.not_shown(&[ArgKind::Public]).map(|(n, _)| n).collect();
    let mut all: BTreeSet<String> = BTreeSet::new();
    for name in &hidden {
        all.extend(
            typos(name, &alphabet)
                .into_iter()
                .filter(|t| !names.tiers.contains_key(t)),
        );
    }
    let all: Vec<String> = all.into_iter().collect();
    assert!(all.len() > 10_000, "{} typos", all.len());
    let checked: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = all
            .chunks(all.len().div_ceil(2))
            .map(|chunk| {
                let names = &names;
                scope.spawn(move || {
                    let mut cmd = argkind::command::<cli::Cli>();
                    for (at, typo) in chunk.iter().enumerate() {
                        let flag = format!("--{typo}");
                        // In `compile`, where the flags live; every fourth also
                        // before it, where clap suggests `'compile --X' exists`.
                        let forms = [["compile", "m.pb", &flag], [&flag, "compile", "m.pb"]];
                        for argv in forms.into_iter().take(if at % 4 == 0 { 2 } else { 1 }) {
                            let argv = std::iter::once("neuronx_cc").chain(argv);
                            let err = match cmd.try_get_matches_from(argv) {
                                Err(err) => err,
                                Ok(_) => panic!("{flag} was accepted"),
                            };
                            assert_eq!(err.exit_code(), 2, "{flag}: {err}");
                            assert_no_leak(
                                names,
                                &format!("the error of {flag}"),
                                &err.to_string(),
                                &[ArgKind::Public],
                            );
                        }
                    }
                    chunk.len()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).sum()
    });
    assert_eq!(checked, all.len());
}

/// The acceptance cases, as a new user types them.
#[test]
fn internal_typo_and_public_typo() {
    let mut cmd = argkind::command::<cli::Cli>();
    let err = cmd
        .try_get_matches_from(["neuronx_cc", "compile", "model.pb", "--internal-hlo-remt"])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(!err.to_string().contains("--internal-hlo-remat"), "{err}");
    let err = cmd
        .try_get_matches_from(["neuronx_cc", "compile", "model.pb", "--targt", "trn2"])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(
        err.to_string().contains("tip: a similar argument exists: '--target'"),
        "{err}"
    );
}

#[test]
fn every_tier_is_exercised() {
    let names = Names::of(&argkind::command::<cli::Cli>());
    for kind in ArgKind::ALL {
        assert!(names.of_kind(kind).next().is_some(), "the example has no {kind} flag");
    }
}

/// The hidden `catalog` subcommand (clap's `hide`) is left out like a
/// HIDDEN flag: not in `--help`, completions, man pages or tips.
#[test]
fn the_hidden_subcommand_stays_hidden() {
    let mut cmd = argkind::command::<cli::Cli>();
    let mut texts = vec![surface(&mut cmd, &["--help"]), surface(&mut cmd, &["help"])];
    for typo in ["catalo", "catalogs", "catlog"] {
        let err = cmd.try_get_matches_from(["neuronx_cc", typo]).unwrap_err();
        texts.push(err.to_string());
    }
    let err = cmd
        .try_get_matches_from(["neuronx_cc", "--formt", "catalog"])
        .unwrap_err();
    texts.push(err.to_string());
    for shell in SHELLS {
        let mut out = Vec::new();
        cli::completions(
            &argkind::command::<cli::Cli>(),
            &cli::CompletionsArgs { shell },
            &mut out,
        )
        .unwrap();
        texts.push(String::from_utf8(out).unwrap());
    }
    let mut out = Vec::new();
    cli::man_page(
        &argkind::command::<cli::Cli>(),
        &cli::ManArgs { subcommand: None },
        &mut out,
    )
    .unwrap();
    texts.push(String::from_utf8(out).unwrap());
    let name = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    for text in texts {
        let named = text.match_indices("catalog").any(|(at, _)| {
            !text[..at].chars().next_back().is_some_and(name) && !text[at + 7..].chars().next().is_some_and(name)
        });
        assert!(!named && !mentions(&text, "format"), "{text}");
    }
}

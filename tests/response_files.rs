//! Response files (`CommandSpec::response_files`, `#[argkind(response_files)]`):
//! an `@path` argument stands for the arguments written in the file, split
//! as a POSIX shell splits words.
//!
//! The property test takes the real command lines of the catalog (read from
//! `../shared/catalog/` when it exists, else from the copy under
//! `tests/data/`), moves a random run of their arguments into a file, and
//! checks that the parse is the one of the command line written inline.

mod support;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use argkind::{ArgKindCommand, ArgKinds, ArgSpec, CommandSpec, MAX_RESPONSE_FILE_BYTES, MAX_RESPONSE_FILE_DEPTH};
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command, Parser};
use proptest::prelude::*;
use serde_json::Value;
use support::{catalog_argvs, cli};

/// A directory of its own for the files of test `name`, under the build's
/// directory for integration tests' files (`CARGO_TARGET_TMPDIR`), not the
/// system's temporary directory, which nothing would clean.
fn dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("response-files-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `text` to `dir/name` and returns the `@path` argument naming it.
fn response_file(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    format!("@{}", path.display())
}

/// A compiler driver's command with response files on (or off).
fn driver(on: bool) -> ArgKindCommand {
    let cmd = Command::new("cc")
        .arg(Arg::new("input"))
        .arg(Arg::new("target").long("target"))
        .arg(Arg::new("logfile").long("logfile"))
        .arg(Arg::new("define").short('D').action(ArgAction::Append))
        .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
        .arg(Arg::new("rest").last(true).num_args(0..));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    ArgKindCommand::new(cmd, if on { spec.response_files() } else { spec })
}

fn one(m: &argkind::Matches, id: &str) -> Option<String> {
    m.get_one::<String>(id).cloned()
}

fn many(m: &argkind::Matches, id: &str) -> Vec<String> {
    m.get_many::<String>(id)
        .map(|v| v.cloned().collect())
        .unwrap_or_default()
}

#[test]
fn a_response_file_gives_its_arguments_quoted_as_a_shell_quotes_them() {
    let d = dir("quoted");
    let at = response_file(&d, "args.rsp", "--target trn2 \"--logfile=a b.txt\"\n");
    let m = driver(true).try_get_matches_from(["cc", "m.pb", at.as_str()]).unwrap();
    assert_eq!(one(&m, "target").as_deref(), Some("trn2"));
    assert_eq!(one(&m, "logfile").as_deref(), Some("a b.txt"));
    assert_eq!(one(&m, "input").as_deref(), Some("m.pb"));
    // Several a line, one a line, `#` comments, a negation argkind adds.
    let at = response_file(&d, "lines.rsp", "-D a -D 'b c'\n# not an argument\n--no-fast\n-D\nd\n");
    let m = driver(true)
        .try_get_matches_from(["cc", "--fast", at.as_str()])
        .unwrap();
    assert_eq!(many(&m, "define"), ["a", "b c", "d"]);
    assert!(!m.get_flag("fast"));
    assert!(m.facts().is_used("fast"));
}

#[test]
fn a_file_written_on_windows_reads_as_the_same_text_written_on_unix() {
    let d = dir("windows");
    let unix = "m.pb\n--target trn2\n--logfile 'a b.txt'\n";
    let windows = ["\u{feff}", &unix.replace('\n', "\r\n")].concat();
    let parse = |text: &str, name: &str| {
        let at = response_file(&d, name, text);
        driver(true).try_get_matches_from(["cc", at.as_str()]).unwrap()
    };
    let (u, w) = (parse(unix, "unix.rsp"), parse(&windows, "windows.rsp"));
    for id in ["input", "target", "logfile"] {
        assert_eq!(one(&w, id), one(&u, id), "{id}");
    }
    assert_eq!(one(&w, "input").as_deref(), Some("m.pb"));
    // A CR that ends no line stays in its word, as a shell keeps it.
    let m = parse("--target 'a\rb'", "cr.rsp");
    assert_eq!(one(&m, "target").as_deref(), Some("a\rb"));
}

#[test]
fn an_option_s_value_is_expanded_too_but_nothing_after_the_first_double_dash() {
    let d = dir("value");
    let at = response_file(&d, "target.rsp", "trn2");
    let m = driver(true)
        .try_get_matches_from(["cc", "--target", at.as_str(), "m.pb", "--", at.as_str()])
        .unwrap();
    assert_eq!(one(&m, "target").as_deref(), Some("trn2"));
    assert_eq!(many(&m, "rest"), [at.as_str()]);
    // A `--` written in a file ends the expansion too.
    let dash = response_file(&d, "dash.rsp", format!("m.pb -- {at}"));
    let m = driver(true)
        .try_get_matches_from(["cc", dash.as_str(), at.as_str()])
        .unwrap();
    assert_eq!(many(&m, "rest"), [at.as_str(), at.as_str()]);
    // A lone `@` is a value as it is.
    let m = driver(true).try_get_matches_from(["cc", "--target", "@"]).unwrap();
    assert_eq!(one(&m, "target").as_deref(), Some("@"));
}

#[test]
fn without_response_files_an_at_sign_argument_is_a_value() {
    let d = dir("off");
    let at = response_file(&d, "target.rsp", "trn2");
    let m = driver(false)
        .try_get_matches_from(["cc", "--target", at.as_str()])
        .unwrap();
    assert_eq!(one(&m, "target"), Some(at));
}

#[test]
fn files_include_files_up_to_the_depth_limit() {
    let d = dir("depth");
    // file i names file i + 1; the last one gives the value.
    let chain = |depth: usize| -> String {
        let last = response_file(&d, &format!("{depth}-{depth}.rsp"), "--target deep");
        (1..depth)
            .rev()
            .fold(last, |next, i| response_file(&d, &format!("{depth}-{i}.rsp"), &next))
    };
    let deepest = chain(MAX_RESPONSE_FILE_DEPTH);
    let m = driver(true).try_get_matches_from(["cc", deepest.as_str()]).unwrap();
    assert_eq!(one(&m, "target").as_deref(), Some("deep"));
    let too_deep = chain(MAX_RESPONSE_FILE_DEPTH + 1);
    let err = driver(true)
        .try_get_matches_from(["cc", too_deep.as_str()])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert_eq!(err.kind(), ErrorKind::Io);
    let text = err.to_string();
    let name = format!("{0}-{0}.rsp", MAX_RESPONSE_FILE_DEPTH + 1);
    assert!(text.contains(&name), "{text}");
    assert!(text.contains(&format!("limit of {MAX_RESPONSE_FILE_DEPTH}")), "{text}");
}

#[test]
fn a_file_larger_than_the_limit_is_an_error_that_names_it() {
    let d = dir("too-large");
    // One byte more than the limit (a file at the limit is read: the unit
    // tests of `response_file.rs`, where a debug build splits no 16 MiB).
    let limit = usize::try_from(MAX_RESPONSE_FILE_BYTES).unwrap();
    let over = response_file(&d, "over.rsp", vec![b' '; limit + 1]);
    let outer = response_file(&d, "outer.rsp", &over);
    for (arg, named) in [(&over, &over), (&outer, &over)] {
        let err = driver(true).try_get_matches_from(["cc", "m.pb", arg]).unwrap_err();
        assert_eq!((err.kind(), err.exit_code()), (ErrorKind::Io, 2));
        let text = err.to_string();
        let file = named.strip_prefix('@').unwrap();
        assert!(
            text.starts_with(&format!(
                "error: response file '{file}' is larger than the limit of 16 MiB"
            )),
            "{text}"
        );
    }
}

/// No argument of a process holds a NUL byte: a file with one is an error
/// that names it and the line, not a word no job could be started with.
#[test]
fn a_file_holding_a_nul_byte_is_an_error_that_names_the_line() {
    let d = dir("nul");
    let file = response_file(&d, "nul.rsp", b"--fast\n-D a\0b\n");
    let err = driver(true).try_get_matches_from(["cc", "m.pb", &file]).unwrap_err();
    assert_eq!((err.kind(), err.exit_code()), (ErrorKind::Io, 2));
    let path = file.strip_prefix('@').unwrap();
    assert!(
        err.to_string().starts_with(&format!(
            "error: cannot read response file '{path}': line 2 holds a NUL byte"
        )),
        "{err}"
    );
}

/// A device that never ends is read no further than the limit.
#[cfg(unix)]
#[test]
fn a_file_that_never_ends_is_an_error_too() {
    let err = driver(true)
        .try_get_matches_from(["cc", "m.pb", "@/dev/zero"])
        .unwrap_err();
    assert_eq!(err.kind(), ErrorKind::Io);
    assert!(
        err.to_string().contains("'/dev/zero' is larger than the limit"),
        "{err}"
    );
}

#[test]
fn a_missing_file_is_an_error_that_names_it() {
    let err = driver(true)
        .try_get_matches_from(["cc", "m.pb", "@nofile"])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(err.use_stderr());
    assert_eq!(err.kind(), ErrorKind::Io);
    let text = err.to_string();
    assert!(
        text.starts_with("error: cannot read response file 'nofile': "),
        "{text}"
    );
}

#[test]
fn a_missing_file_another_names_is_an_error_that_names_both() {
    let d = dir("missing-inner");
    let outer = response_file(&d, "outer.rsp", "--lnc 1 @inner.rsp");
    let err = driver(true).try_get_matches_from(["cc", "m.pb", &outer]).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    let text = err.to_string();
    assert!(
        text.starts_with("error: cannot read response file 'inner.rsp': "),
        "{text}"
    );
    assert!(text.contains(&format!("(included by '{}')", &outer[1..])), "{text}");
}

#[test]
fn a_cycle_is_an_error_that_names_its_files() {
    let d = dir("cycle");
    let a = d.join("a.rsp");
    let b = d.join("b.rsp");
    std::fs::write(&a, format!("--fast @{}", b.display())).unwrap();
    std::fs::write(&b, format!("-D x @{}", a.display())).unwrap();
    let err = driver(true)
        .try_get_matches_from(["cc".to_owned(), format!("@{}", a.display())])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    let text = err.to_string();
    let (a, b) = (a.display().to_string(), b.display().to_string());
    assert!(text.contains(&format!("'{a}' includes '{b}' includes '{a}'")), "{text}");
    // A file that names itself.
    let own = d.join("own.rsp");
    std::fs::write(&own, format!("@{}", own.display())).unwrap();
    let err = driver(true)
        .try_get_matches_from(["cc".to_owned(), format!("@{}", own.display())])
        .unwrap_err();
    assert_eq!(err.exit_code(), 2);
    let own = own.display().to_string();
    assert!(err.to_string().contains(&format!("'{own}' includes '{own}'")), "{err}");
}

#[test]
fn a_quote_left_open_is_an_error_that_names_the_file() {
    let d = dir("open-quote");
    let at = response_file(&d, "open.rsp", "--target 'trn2\n");
    let err = driver(true).try_get_matches_from(["cc", at.as_str()]).unwrap_err();
    assert_eq!(err.exit_code(), 2);
    assert!(err.to_string().contains("open.rsp"), "{err}");
    assert!(err.to_string().contains("a quote is not closed"), "{err}");
}

/// clap's error about an argument that only a response file gives has a
/// tip naming the file and the line: the user never typed it. An argument
/// typed too gets clap's error alone, as does a command line without
/// response files.
#[test]
fn an_error_about_what_only_a_file_gives_names_the_file_and_line() {
    let d = dir("error-tip");
    let at = response_file(&d, "flags.rsp", "--fast\n--bogus-flag\n");
    let err = driver(true).try_get_matches_from(["cc", at.as_str()]).unwrap_err();
    let path = d.join("flags.rsp");
    let tip = format!(
        "tip: '--bogus-flag' comes from response file '{}' (line 2), not from the command line",
        path.display()
    );
    assert_eq!(err.kind(), ErrorKind::UnknownArgument);
    assert_eq!(err.exit_code(), 2);
    assert!(err.to_string().contains(&tip), "{err}");
    // A value the parser rejects: the line of the word that holds it.
    let cmd = || {
        let cmd = Command::new("cc").arg(Arg::new("level").short('O').value_parser(clap::value_parser!(u8)));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files())
    };
    let at = response_file(&d, "level.rsp", "-O\n\n  bogus\n");
    let err = cmd().try_get_matches_from(["cc", at.as_str()]).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::ValueValidation);
    let tip = format!(
        "tip: '-O' comes from response file '{}' (line 3), not from the command line",
        d.join("level.rsp").display()
    );
    assert!(err.to_string().contains(&tip), "{err}");
    // Typed on the command line too: clap's error, as plain clap gives it.
    let plain = Command::new("cc")
        .arg(Arg::new("level").short('O').value_parser(clap::value_parser!(u8)))
        .try_get_matches_from(["cc", "-O", "bogus"])
        .unwrap_err();
    let err = cmd()
        .try_get_matches_from(["cc", "-O", "bogus", at.as_str()])
        .unwrap_err();
    assert_eq!(err.to_string(), plain.to_string());
}

/// A value missing at the end of the command line typed is the user's
/// mistake, though a file gave the same option earlier (a prefix cut off
/// before that occurrence's value is rejected alike); a subcommand clap
/// does not know, from a file, gets the tip naming its line.
#[test]
fn the_token_clap_rejects_decides_the_tip() {
    let cmd = || {
        Command::new("cc")
            .arg(Arg::new("z").short('z').action(ArgAction::SetTrue))
            .subcommand(
                Command::new("build")
                    .arg(Arg::new("r").short('r').action(ArgAction::SetTrue))
                    .arg(Arg::new("level").long("level")),
            )
    };
    let ours = || ArgKindCommand::new(cmd(), CommandSpec::new().response_files());
    let d = dir("error-tip-run");
    let file = response_file(&d, "f.rsp", "build -r -r -r\n--level 1\n");
    let err = ours()
        .try_get_matches_from(["cc", file.as_str(), "-r", "--level"])
        .unwrap_err();
    let alone = cmd()
        .args_override_self(true)
        .try_get_matches_from(["cc", "build", "-r", "-r", "-r", "--level", "1", "-r", "--level"])
        .unwrap_err();
    assert_eq!(err.to_string(), alone.to_string());
    let file = response_file(&d, "sub.rsp", "\nbiuld -z\n");
    let err = ours().try_get_matches_from(["cc", file.as_str()]).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::InvalidSubcommand);
    let tip = format!(
        "tip: 'biuld' comes from response file '{}' (line 2), not from the command line",
        d.join("sub.rsp").display()
    );
    assert!(err.to_string().contains(&tip), "{err}");
}

/// clap decides which token an error is about: a letter in a short cluster
/// of a file (`-Hj0`, `-Hz`) or an abbreviated long (`--thr=0`) is the
/// file's, and the tip names its line; typed on the command line too, the
/// error is plain clap's.
#[test]
fn an_error_about_a_file_s_short_cluster_or_abbreviation_names_the_line() {
    let plain = support::threads_finder;
    let finder = || ArgKindCommand::new(plain(), CommandSpec::new().response_files());
    let d = dir("error-tip-cluster");
    for (at, (line, flag)) in [("-Hj0", "--threads"), ("--thr=0", "--threads"), ("-Hz", "-z")]
        .into_iter()
        .enumerate()
    {
        let file = response_file(&d, &format!("{at}.rsp"), format!("\n{line}\n"));
        let err = finder().try_get_matches_from(["ff", file.as_str()]).unwrap_err();
        let alone = plain().try_get_matches_from(["ff", line]).unwrap_err();
        assert_eq!(err.kind(), alone.kind(), "{line}");
        assert_eq!(err.exit_code(), 2);
        let tip = format!(
            "tip: '{flag}' comes from response file '{}' (line 2), not from the command line",
            d.join(format!("{at}.rsp")).display()
        );
        assert!(err.to_string().contains(&tip), "{line}: {err}");
        // Typed first, the command line's error.
        let err = finder().try_get_matches_from(["ff", line, file.as_str()]).unwrap_err();
        let alone = plain().try_get_matches_from(["ff", line]).unwrap_err();
        assert_eq!(err.to_string(), alone.to_string(), "{line} typed");
    }
}

#[cfg(unix)]
#[test]
fn a_file_that_is_not_utf8_gives_its_bytes() {
    use std::os::unix::ffi::OsStringExt as _;
    let d = dir("bytes");
    let at = response_file(&d, "bytes.rsp", b"--target \xffx\xfe\n");
    let cmd = Command::new("cc").arg(
        Arg::new("target")
            .long("target")
            .value_parser(clap::value_parser!(OsString)),
    );
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().response_files());
    let m = cmd.try_get_matches_from(["cc", at.as_str()]).unwrap();
    let target = m.get_one::<OsString>("target").unwrap().clone();
    assert_eq!(target.into_vec(), b"\xffx\xfe");
}

#[test]
#[cfg_attr(not(debug_assertions), ignore = "definition checks run in debug builds")]
#[should_panic(expected = "subcommand `build` turns response files on")]
fn response_files_on_a_subcommand_are_a_definition_error() {
    let cmd = Command::new("tool").subcommand(Command::new("build"));
    let spec = CommandSpec::new().subcommand("build", CommandSpec::new().response_files());
    let _ = ArgKindCommand::new(cmd, spec);
}

/// A derive application with response files on its root struct.
#[derive(Parser, ArgKinds, Debug)]
#[command(name = "cc")]
#[argkind(response_files)]
struct Cc {
    #[arg(long)]
    target: Option<String>,
    #[arg(long)]
    #[argkind(hidden)]
    dump: Option<String>,
}

#[test]
fn the_derive_turns_response_files_on_with_one_attribute() {
    let d = dir("derive");
    let at = response_file(&d, "cc.rsp", "--target trn2 --dump '/tmp/a b'");
    let parsed = argkind::try_parse_from::<Cc>(["cc", at.as_str()]).unwrap();
    assert_eq!(parsed.value.target.as_deref(), Some("trn2"));
    assert_eq!(parsed.value.dump.as_deref(), Some("/tmp/a b"));
    assert!(argkind::command::<Cc>().spec().is_response_files_set());
}

#[test]
fn the_example_reads_response_files() {
    let d = dir("example");
    let at = response_file(&d, "flags.rsp", "--target trn2 \"--logfile=a b.txt\"\n");
    let parsed = argkind::try_parse_from::<cli::Cli>(["neuronx_cc", "compile", "m.pb", at.as_str()]).unwrap();
    let report = cli::report(&parsed);
    assert_eq!(report["flags"]["target"], "trn2");
    assert_eq!(report["flags"]["logfile"], "a b.txt");
}

/// What a parse of the example gives: its JSON report and the warnings, or
/// the error's kind, exit status and text.
fn outcome(argv: &[String]) -> Result<(Value, Vec<String>), (ErrorKind, i32, String)> {
    let argv = std::iter::once("neuronx_cc").chain(argv.iter().map(String::as_str));
    match argkind::try_parse_from::<cli::Cli>(argv) {
        Ok(parsed) => Ok((cli::report(&parsed), parsed.facts.warnings())),
        Err(err) => Err((err.kind(), err.exit_code(), err.to_string())),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Moving a run of a real command line's arguments into a response file
    /// (each quoted as a shell would, one a line or all on one) gives the
    /// parse of the command line as written.
    #[test]
    fn a_response_file_parses_as_its_arguments_written_inline(
        case in any::<prop::sample::Index>(),
        from in any::<prop::sample::Index>(),
        len in 0usize..8,
        one_a_line in any::<bool>(),
    ) {
        let argvs = catalog_argvs();
        let argv = &argvs[case.index(argvs.len())];
        // Arguments before the first `--`, none an `@` argument already.
        let end = argv.iter().position(|a| a == "--").unwrap_or(argv.len());
        prop_assume!(argv[..end].iter().all(|a| !a.starts_with('@')));
        let start = if end == 0 { 0 } else { from.index(end + 1) };
        let stop = (start + len).min(end);
        let quoted: Vec<String> = argv[start..stop]
            .iter()
            .map(|a| shlex::try_quote(a).expect("no NUL in the catalog").into_owned())
            .collect();
        let text = quoted.join(if one_a_line { "\n" } else { " " });
        let d = dir("property");
        let at = response_file(&d, &format!("{}-{start}-{stop}.rsp", case.index(argvs.len())), text);
        let mut with_file: Vec<String> = argv[..start].to_vec();
        with_file.push(at.clone());
        with_file.extend_from_slice(&argv[stop..]);
        let mut inline = outcome(argv);
        // Where each value came from, as the file moves the tokens: into the
        // file, at their line, or along the command line.
        if let Ok((report, _)) = &mut inline {
            let moved = Moved { path: &at[1..], start, stop, one_a_line };
            moved.apply(&mut report["sources"]);
        }
        // An error about what only the file gives has a tip naming it:
        // the rest of its text is the inline command line's.
        let mut from_file = outcome(&with_file);
        if let Err((_, _, text)) = &mut from_file {
            let tip = format!(" comes from response file '{}' (line ", &at[1..]);
            *text = text.lines().filter(|l| !l.contains(&tip)).map(|l| format!("{l}\n")).collect();
        }
        prop_assert_eq!(from_file, inline);
    }
}

/// Where a run of a command line's arguments (`start..stop`, after the
/// program name) went when moved into the response file `path`.
struct Moved<'a> {
    path: &'a str,
    start: usize,
    stop: usize,
    one_a_line: bool,
}

impl Moved<'_> {
    /// `sources` (of the example's report, for the command line as written)
    /// with each position as it is with the response file.
    fn apply(&self, sources: &mut Value) {
        match sources {
            Value::Object(fields) => {
                if let Some(position) = fields.get("position").and_then(Value::as_u64) {
                    let arg = usize::try_from(position).unwrap() - 1;
                    if (self.start..self.stop).contains(&arg) {
                        fields.remove("position");
                        let line = if self.one_a_line { arg - self.start + 1 } else { 1 };
                        fields.insert("file".to_owned(), Value::from(self.path));
                        fields.insert("line".to_owned(), Value::from(line));
                    } else if arg >= self.stop {
                        fields.insert(
                            "position".to_owned(),
                            Value::from(arg + 1 - (self.stop - self.start) + 1),
                        );
                    }
                }
                fields.values_mut().for_each(|v| self.apply(v));
            }
            Value::Array(items) => items.iter_mut().for_each(|v| self.apply(v)),
            _ => {}
        }
    }
}

/// An error about a response file (or the flags variable) is made before
/// clap reads the command line, but its usage line names the binary as
/// clap's own errors do: the file name of the first word.
#[test]
fn a_file_s_error_names_the_binary_as_clap_s_errors_do() {
    let cmd = || {
        Command::new("cc")
            .arg(Arg::new("o").long("o"))
            .subcommand(Command::new("build"))
    };
    let missing = std::env::temp_dir().join(format!("argkind-missing-{}.rsp", std::process::id()));
    let at = format!("@{}", missing.display());
    let err = ArgKindCommand::new(cmd(), CommandSpec::new().response_files())
        .try_get_matches_from(["/usr/bin/probe", at.as_str()])
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(err.contains("Usage: probe [OPTIONS] [COMMAND]"), "{err}");
    let variable = "AK_T_RF_BINARY";
    std::env::set_var(variable, "'open");
    let err = ArgKindCommand::new(cmd(), CommandSpec::new().flags_env(variable))
        .try_get_matches_from(["/usr/bin/probe"])
        .map(|_| ())
        .unwrap_err()
        .to_string();
    std::env::remove_var(variable);
    assert!(err.contains("Usage: probe [OPTIONS] [COMMAND]"), "{err}");
}

/// Small files that name each other many times over, not deep (each names
/// the next ten times, eight deep: 10^8 arguments), stop at the limit of
/// what one command line's response files may add up to, each file counted
/// each time it is named: an error naming a file, not an expansion without
/// end.
#[test]
fn files_named_many_times_over_stop_at_the_limit() {
    let d = dir("laughs");
    let mut next = response_file(&d, "8.rsp", "--target deep");
    for level in (0..8).rev() {
        let line = format!("{next} ").repeat(10);
        // Padding, so that the limit comes after a few thousand files.
        let text = format!("{line}\n# {}\n", "x".repeat(4000));
        next = response_file(&d, &format!("{level}.rsp"), text);
    }
    let err = driver(true)
        .try_get_matches_from(["cc", "m.pb", next.as_str()])
        .unwrap_err();
    assert_eq!((err.kind(), err.exit_code()), (ErrorKind::Io, 2));
    let text = err.to_string();
    assert!(
        text.contains("past the limit of 16 MiB, each file counted each time it is named"),
        "{text}"
    );
}

/// A pipe named as a response file (`@/dev/stdin`, a shell's `@<(cmd)`,
/// which names `/dev/fd/N`) is read, as compilers read it: it has no
/// canonical path to check for a cycle with, and includes no file.
#[test]
#[cfg(target_os = "linux")]
fn a_pipe_is_read_as_a_response_file() {
    use std::io::Write as _;
    use std::os::fd::AsRawFd as _;
    let (reader, mut writer) = std::io::pipe().unwrap();
    writer.write_all(b"--target x86 -DA\n").unwrap();
    drop(writer);
    let named = format!("@/dev/fd/{}", reader.as_raw_fd());
    let m = driver(true).try_get_matches_from(["cc", "in.c", &named]).unwrap();
    assert_eq!(one(&m, "target").as_deref(), Some("x86"));
    assert_eq!(many(&m, "define"), ["A"]);
    drop(reader);
}

/// clap answers `--help` and `--version` before it reads what follows
/// them: a response file after the request that cannot be read is not
/// reached, as a token clap would reject is not. Before the request (or
/// without one) it is the error.
#[test]
fn a_request_before_a_file_that_cannot_be_read_is_answered() {
    let versioned = || {
        let cmd = Command::new("cc")
            .version("1.2")
            .arg(Arg::new("fast").long("fast").action(ArgAction::SetTrue))
            .arg(Arg::new("internal-x").long("internal-x"));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files())
    };
    let d = dir("request-first");
    let asks = response_file(&d, "asks.rsp", "--fast --help");
    let outcome = |argv: &[&str]| match versioned().try_get_matches_from(argv) {
        Ok(_) => panic!("{argv:?} was accepted"),
        Err(err) => (err.kind(), err.to_string()),
    };
    for (argv, answered) in [
        (&["cc", "--help", "@nofile"][..], &["cc", "--help"][..]),
        (&["cc", "--fast", "-V", "@nofile"], &["cc", "-V"]),
        (&["cc", "--help-hidden-list", "@nofile"], &["cc", "--help-hidden-list"]),
        (&["cc", &asks, "@nofile"], &["cc", "--help"]),
    ] {
        assert_eq!(outcome(argv), outcome(answered), "{argv:?}");
    }
    // clap's `help` subcommand takes the words after it: they are unknown.
    let with_help = || {
        let cmd = Command::new("cc").subcommand(Command::new("build"));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files())
    };
    for argv in [&["cc", "help", "@nofile"][..], &["cc", "help", "build", "@nofile"]] {
        let err = with_help().try_get_matches_from(argv).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Io, "{argv:?}: {err}");
    }
    for argv in [
        &["cc", "@nofile", "--help"][..],
        &["cc", "--fast", "@nofile"],
        &["cc", "--bogus", "@nofile"],
    ] {
        let (kind, text) = outcome(argv);
        assert_eq!(kind, ErrorKind::Io, "{argv:?}: {text}");
        assert!(
            text.starts_with("error: cannot read response file 'nofile': "),
            "{text}"
        );
    }
}

/// A value a response file gives to a flag typed on the command line, that
/// the flag's parser rejects: the tip names the value, which is all the
/// file gave; where the file gives the flag too, it names the flag.
#[test]
fn a_rejected_value_from_a_file_after_a_typed_flag_is_named_by_the_tip() {
    let cli = || {
        let cmd = Command::new("cc").arg(Arg::new("jobs").long("jobs").value_parser(clap::value_parser!(u32)));
        ArgKindCommand::new(cmd, CommandSpec::new().response_files())
    };
    let d = dir("rejected-value");
    let value = response_file(&d, "value.rsp", "qq\n");
    let both = response_file(&d, "both.rsp", "--jobs\nqq\n");
    let text = |argv: &[&str]| cli().try_get_matches_from(argv).unwrap_err().to_string();
    let tip = |word: &str, file: &str, line: usize| {
        format!(
            "tip: '{word}' comes from response file '{}' (line {line}), not from the command line",
            &file[1..]
        )
    };
    let typed_flag = text(&["cc", "--jobs", &value]);
    assert!(
        typed_flag.starts_with("error: invalid value 'qq' for '--jobs <jobs>'"),
        "{typed_flag}"
    );
    assert!(typed_flag.contains(&tip("qq", &value, 1)), "{typed_flag}");
    let from_file = text(&["cc", &both]);
    assert!(from_file.contains(&tip("--jobs", &both, 2)), "{from_file}");
}

//! Response files: an `@path` token stands for the arguments written in the
//! file at `path`, as GCC, clang, MSVC, javac and rustc read them; build
//! systems write them when a command line grows past the system's limit.
//!
//! The expansion runs on the raw tokens, before clap parses them: it is one
//! of the few things argkind reads itself (README, "How argkind reads the
//! command line"). `argfile` finds the `@path` tokens; argkind reads the
//! files itself, because `argfile` reads UTF-8 text only and has no end of
//! expansion at `--`, no check for a file that includes itself and no depth
//! limit. Each file's text is split into words as a POSIX shell splits them
//! (`shlex`): several arguments a line, quotes and `#` comments work; a
//! UTF-8 byte order mark and CRLF line ends, as Windows editors write them,
//! are read as a shell reads the same text without them.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use clap::error::ErrorKind;

use crate::source::Origin;

/// How deep response files may include one another (see
/// [`CommandSpec::response_files`](crate::CommandSpec::response_files)): a
/// file named on the command line is at depth 1, a file it names at depth 2.
/// A file deeper than this is an error.
pub const MAX_DEPTH: usize = 16;

/// How large a response file may be, in bytes (16 MiB): far above what a
/// build system writes to get past a system's command-line limit, and far
/// below what a file that is no response file (`@/dev/zero`, a binary named
/// by mistake) would have argkind read and split. A larger file is an
/// error, and so are the response files of one command line that add up to
/// more (a file counted each time it is named: small files that name each
/// other many times over would expand without end).
pub const MAX_BYTES: u64 = 16 << 20;

/// Why a response file could not be read: the message of the clap error
/// (kind [`ErrorKind::Io`], exit status 2) the parse returns.
pub(crate) struct Failure {
    pub(crate) kind: ErrorKind,
    pub(crate) message: String,
}

/// A command line with its response files expanded, and where each of its
/// tokens came from (empty where it is the command line as it was).
pub(crate) type Expanded = (Vec<OsString>, Vec<Origin>);

/// `argv` with every `@path` token from `from` on (after the program's
/// name, unless the command sets `no_binary_name`) replaced by the
/// arguments of the file at `path`, in place and recursively, except after
/// the first literal `--` (from the command line or a file), as GCC does. A
/// lone `@` is an argument as it is. Paths are read as given, relative to
/// the working directory, in files too.
///
/// `argv` comes back as it is, without a copy, when no token starts with
/// `@` before a `--`.
///
/// # Errors
///
/// A file that cannot be read (named, with the system's reason); a file that
/// includes itself, directly or through others (naming the files of the
/// cycle); files nested deeper than [`MAX_DEPTH`]; a file larger than
/// [`MAX_BYTES`], or files that add up to more; a quote left open or a
/// backslash at the end of a file; on platforms other than Unix, a file that
/// is not UTF-8. With the failure come the arguments before it, expanded:
/// what clap would read first.
///
/// With the arguments comes where each came from, in the same order:
/// empty when `argv` comes back as it is.
pub(crate) fn expand(argv: Vec<OsString>, from: usize) -> Result<Expanded, (Failure, Vec<OsString>)> {
    if !has_response_file(&argv[from.min(argv.len())..]) {
        return Ok((argv, Vec::new()));
    }
    let mut expander = Expander {
        out: Vec::with_capacity(argv.len()),
        origins: Vec::with_capacity(argv.len()),
        reading: Vec::new(),
        ended: false,
        read: 0,
    };
    let mut argv = argv
        .into_iter()
        .enumerate()
        .map(|(at, token)| (token, Origin::Argv(at)));
    for (name, origin) in argv.by_ref().take(from) {
        expander.out.push(name);
        expander.origins.push(origin);
    }
    match expander.push_all(argv) {
        Ok(()) => Ok((expander.out, expander.origins)),
        Err(failure) => Err((failure, expander.out)),
    }
}

/// Whether a token of `argv` (the program's name left out) starts with
/// `@` before the first `--`.
pub(crate) fn has_response_file(argv: &[OsString]) -> bool {
    argv.iter()
        .take_while(|token| token.as_os_str() != "--")
        .any(|token| token.as_encoded_bytes().first() == Some(&b'@'))
}

/// The expansion in progress.
struct Expander {
    /// The arguments so far.
    out: Vec<OsString>,
    /// Where each of them came from.
    origins: Vec<Origin>,
    /// The files being read, outermost first: as named, and canonical.
    reading: Vec<(PathBuf, PathBuf)>,
    /// Whether a `--` ended the expansion.
    ended: bool,
    /// The bytes of the response files read so far, each counted each time
    /// it is named (see [`MAX_BYTES`]).
    read: u64,
}

impl Expander {
    /// Appends `tokens` (each with where it came from), each response file
    /// expanded.
    fn push_all(&mut self, tokens: impl Iterator<Item = (OsString, Origin)>) -> Result<(), Failure> {
        for (token, origin) in tokens {
            if self.ended {
                self.push(token, origin);
                continue;
            }
            if token == "--" {
                self.ended = true;
                self.push(token, origin);
                continue;
            }
            match argfile::Argument::parse(token, argfile::PREFIX) {
                argfile::Argument::Path(path) if !path.as_os_str().is_empty() => self.include(path)?,
                argfile::Argument::Path(_) => self.push(OsString::from("@"), origin),
                argfile::Argument::PassThrough(token) => self.push(token, origin),
            }
        }
        Ok(())
    }

    /// Appends one argument.
    fn push(&mut self, token: OsString, origin: Origin) {
        self.out.push(token);
        self.origins.push(origin);
    }

    /// Appends the arguments of the response file `path`.
    fn include(&mut self, path: PathBuf) -> Result<(), Failure> {
        // A file another one names says which.
        let includer = self
            .reading
            .last()
            .map(|(named, _)| format!(" (included by '{}')", named.display()))
            .unwrap_or_default();
        let unreadable = |err: std::io::Error| Failure {
            kind: ErrorKind::Io,
            message: format!("cannot read response file '{}': {err}{includer}", path.display()),
        };
        // A pipe (`@/dev/stdin`, a shell's `@<(cmd)`) has no canonical
        // path, and includes no file: the path as named stands for it.
        let canonical = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if let Some(first) = self.reading.iter().position(|(_, c)| *c == canonical) {
            let mut chain: Vec<String> = self.reading[first..]
                .iter()
                .map(|(named, _)| format!("'{}'", named.display()))
                .collect();
            chain.push(format!("'{}'", path.display()));
            return Err(Failure {
                kind: ErrorKind::Io,
                message: format!("response files include each other: {}", chain.join(" includes ")),
            });
        }
        if self.reading.len() >= MAX_DEPTH {
            return Err(Failure {
                kind: ErrorKind::Io,
                message: format!(
                    "response file '{}' is nested {} files deep, deeper than the limit of {MAX_DEPTH} (included by '{}')",
                    path.display(),
                    self.reading.len() + 1,
                    self.reading.last().map_or(Path::new(""), |(named, _)| named).display(),
                ),
            });
        }
        let bytes = read_at_most(&path, MAX_BYTES)
            .map_err(unreadable)?
            .ok_or_else(|| Failure {
                kind: ErrorKind::Io,
                message: format!(
                    "response file '{}' is larger than the limit of {} MiB{includer}",
                    path.display(),
                    MAX_BYTES >> 20
                ),
            })?;
        self.read += bytes.len() as u64;
        if self.read > MAX_BYTES {
            return Err(Failure {
                kind: ErrorKind::Io,
                message: format!(
                    "response file '{}' takes the response files of the command line past the limit of {} MiB, each file counted each time it is named{includer}",
                    path.display(),
                    MAX_BYTES >> 20
                ),
            });
        }
        // No argument of a process can hold a NUL byte (a job given the
        // word could not be started with it).
        if let Some(at) = bytes.iter().position(|&b| b == 0) {
            let line = 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
            return Err(Failure {
                kind: ErrorKind::Io,
                message: format!(
                    "cannot read response file '{}': line {line} holds a NUL byte, which no command-line argument can hold{includer}",
                    path.display()
                ),
            });
        }
        let words = split(&text_of(&bytes), &path)?;
        let named = path.clone();
        self.reading.push((path, canonical));
        self.push_all(words.into_iter().map(|(word, line)| {
            let origin = Origin::ResponseFile {
                path: named.clone(),
                line,
            };
            (word, origin)
        }))?;
        self.reading.pop();
        Ok(())
    }
}

/// The bytes of the file at `path`, read to its end or to `limit` bytes
/// and one more, whichever comes first: `None` where it is larger (a device
/// that never ends included).
///
/// # Errors
///
/// The system's reason where the file cannot be opened or read.
fn read_at_most(path: &Path, limit: u64) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read as _;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?.take(limit + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// The text of a response file whose content is `bytes`, as a Windows editor
/// may also have written it: without a UTF-8 byte order mark at the start,
/// and with each CRLF line end read as LF (a shell would keep the CR in the
/// word before it).
fn text_of(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if !bytes.windows(2).any(|pair| pair == b"\r\n") {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let mut text = Vec::with_capacity(bytes.len());
    for (at, &byte) in bytes.iter().enumerate() {
        if !(byte == b'\r' && bytes.get(at + 1) == Some(&b'\n')) {
            text.push(byte);
        }
    }
    std::borrow::Cow::Owned(text)
}

/// The words of the response file `path`, whose content is `bytes`, split
/// as a POSIX shell splits them, each with the line (from 1) it starts on.
fn split(bytes: &[u8], path: &Path) -> Result<Vec<(OsString, usize)>, Failure> {
    words_with_lines(bytes).map_err(|why| Failure {
        kind: ErrorKind::Io,
        message: format!("cannot read response file '{}': {why}", path.display()),
    })
}

/// [`split_words`] of `bytes`, each word with the line (from 1) it starts
/// on. The text is split a shell line at a time: at each line end outside
/// quotes, where a shell ends a word too; a line whose quote or final
/// backslash goes on takes the next ones with it.
fn words_with_lines(bytes: &[u8]) -> Result<Vec<(OsString, usize)>, &'static str> {
    let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    let split = |from: usize, to: usize| split_words(&lines[from..to].join(&b'\n'));
    let mut out = Vec::new();
    let mut start = 0;
    while start < lines.len() {
        // Where the shell's line ends (a quote or a continuation may carry
        // it over several), and the line each word starts on, by one scan;
        // `shlex` confirms the end (the text up to it splits, up to the line
        // before it does not) and the number of words.
        let scanned = scan(&lines[start..]).and_then(|(lines_read, starts)| {
            let end = start + lines_read;
            let words = split(start, end).ok()?;
            (lines_read == 1 || split(start, end - 1).is_err()).then_some((end, Some(starts), words))
        });
        let (end, starts, words) = match scanned {
            Some(found) => found,
            // The scan and `shlex` disagree: the end `shlex` gives, a line
            // at a time (rare: the scan follows `shlex`'s rules). Where the
            // rest does not split either, it ends inside a quote or after a
            // backslash: the error, with no search.
            None => {
                split(start, lines.len())?;
                let mut end = start + 1;
                let words = loop {
                    match split(start, end) {
                        Ok(words) => break words,
                        Err(_) => end += 1,
                    }
                };
                (end, None, words)
            }
        };
        match starts.filter(|starts| starts.len() == words.len()) {
            Some(starts) => out.extend(words.into_iter().zip(starts).map(|(w, line)| (w, start + line + 1))),
            None if end - start == 1 => out.extend(words.into_iter().map(|w| (w, start + 1))),
            // Where the scan and `shlex` disagree (rare): by prefixes within
            // a few lines; beyond, the line the text starts on, which costs
            // no square of the lines.
            None if end - start <= 64 => out.extend(lines_by_prefixes(&lines[..end], start, words)),
            None => out.extend(words.into_iter().map(|w| (w, start + 1))),
        }
        start = end;
    }
    Ok(out)
}

/// `words`, the words of `lines[start..]`, each with the line (from 1) it
/// starts on: the first whose text so far, from `start`, has started more
/// words than those before it (as many readings as lines).
fn lines_by_prefixes(lines: &[&[u8]], start: usize, words: Vec<OsString>) -> Vec<(OsString, usize)> {
    let end = lines.len();
    let started: Vec<usize> = (start + 1..=end)
        .map(|last| words_started(&lines[start..last].join(&b'\n')))
        .collect();
    words
        .into_iter()
        .enumerate()
        .map(|(i, word)| {
            let line = started.iter().position(|&n| n > i).map_or(end, |at| start + at + 1);
            (word, line)
        })
        .collect()
}

/// Scans `lines` (of a response file, from a line on) as a POSIX shell
/// reads them: the number of lines its first line takes (more than one
/// where a quote or a backslash carries it over), and the line (counted
/// from 0) each of its words starts on; `None` where the text ends inside
/// a quote or after a backslash. One pass, where asking `shlex` of each
/// longer text in turn costs the square of the lines.
fn scan(lines: &[&[u8]]) -> Option<(usize, Vec<usize>)> {
    #[derive(Clone, Copy, PartialEq)]
    enum In {
        Plain,
        Single,
        Double,
    }
    let mut state = In::Plain;
    let mut in_word = false;
    let mut starts = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let mut i = 0;
        let mut continued = false;
        while i < line.len() {
            let byte = line[i];
            match (state, byte) {
                (In::Plain | In::Double, b'\\') if i + 1 == line.len() => {
                    continued = true;
                    break;
                }
                (In::Plain, b'\\') => {
                    if !in_word {
                        starts.push(at);
                        in_word = true;
                    }
                    i += 1;
                }
                (In::Double, b'\\') => i += 1,
                (In::Plain, b'#') if !in_word => break,
                (In::Plain, b' ' | b'\t') => in_word = false,
                (In::Plain, _) => {
                    if !in_word {
                        starts.push(at);
                        in_word = true;
                    }
                    match byte {
                        b'\'' => state = In::Single,
                        b'"' => state = In::Double,
                        _ => {}
                    }
                }
                (In::Single, b'\'') | (In::Double, b'"') => state = In::Plain,
                _ => {}
            }
            i += 1;
        }
        if state == In::Plain && !continued {
            return Some((at + 1, starts));
        }
        // A line end inside a word that goes on: a continuation joins the
        // lines; inside quotes the line end is part of the word.
    }
    None
}

/// How many words a shell starts in `bytes`: those it ends, and one it
/// leaves open.
fn words_started(bytes: &[u8]) -> usize {
    // A backslash that ends the text continues it on the next line: no word
    // starts there.
    let trailing = bytes.iter().rev().take_while(|&&b| b == b'\\').count();
    let bytes = if trailing % 2 == 1 {
        &bytes[..bytes.len() - 1]
    } else {
        bytes
    };
    let joined = without_continuations(bytes);
    let bytes: &[u8] = &joined;
    #[cfg(unix)]
    {
        let mut lexer = shlex::bytes::Shlex::new(bytes);
        let ended = lexer.by_ref().count();
        ended + usize::from(lexer.had_error)
    }
    #[cfg(not(unix))]
    {
        let text = String::from_utf8_lossy(bytes);
        let mut lexer = shlex::Shlex::new(&text);
        let ended = lexer.by_ref().count();
        ended + usize::from(lexer.had_error)
    }
}

/// `bytes` without its line continuations (a backslash right before a line
/// end, outside single quotes and comments), which a shell removes before
/// it splits words: `shlex` reads one after a blank as an empty word.
fn without_continuations(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if !bytes.windows(2).any(|pair| pair == b"\\\n") {
        return std::borrow::Cow::Borrowed(bytes);
    }
    #[derive(Clone, Copy, PartialEq)]
    enum In {
        Plain,
        Single,
        Double,
        Comment,
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut state = In::Plain;
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        let next = bytes.get(at + 1).copied();
        match (state, byte) {
            (In::Plain | In::Double, b'\\') if next == Some(b'\n') => {
                at += 2;
                continue;
            }
            (In::Plain | In::Double, b'\\') => {
                out.push(byte);
                out.extend(next);
                at += 2;
                continue;
            }
            (In::Plain, b'\'') => state = In::Single,
            (In::Single, b'\'') => state = In::Plain,
            (In::Plain, b'"') => state = In::Double,
            (In::Double, b'"') => state = In::Plain,
            // A comment starts a word; it ends at the line end.
            (In::Plain, b'#') if out.last().is_none_or(|b| b" \t\n".contains(b)) => state = In::Comment,
            (In::Comment, b'\n') => state = In::Plain,
            _ => {}
        }
        out.push(byte);
        at += 1;
    }
    std::borrow::Cow::Owned(out)
}

/// The words of `bytes`, split as a POSIX shell splits them: several a
/// line, single and double quotes, backslash escapes, `#` comments.
///
/// # Errors
///
/// Why `bytes` cannot be split, for a message that names where they came
/// from: a quote is not closed, or the text ends with a backslash; on
/// platforms other than Unix, the bytes are not UTF-8.
pub(crate) fn split_words(bytes: &[u8]) -> Result<Vec<OsString>, &'static str> {
    const MALFORMED: &str = "a quote is not closed, or the text ends with a backslash";
    let joined = without_continuations(bytes);
    let bytes: &[u8] = &joined;
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt as _;
        let mut lexer = shlex::bytes::Shlex::new(bytes);
        let words: Vec<OsString> = lexer.by_ref().map(OsString::from_vec).collect();
        if lexer.had_error {
            return Err(MALFORMED);
        }
        Ok(words)
    }
    #[cfg(not(unix))]
    {
        let text =
            std::str::from_utf8(bytes).map_err(|_| "it is not UTF-8 text, which only Unix can pass on as arguments")?;
        let mut lexer = shlex::Shlex::new(text);
        let words: Vec<OsString> = lexer.by_ref().map(OsString::from).collect();
        if lexer.had_error {
            return Err(MALFORMED);
        }
        Ok(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words of `bytes` with their lines as `shlex` alone says them:
    /// each line joined to the next while the text does not split, and a
    /// word's line the first whose text so far starts it (the square of
    /// the lines, for the comparison below).
    fn words_with_lines_by_prefixes(bytes: &[u8]) -> Result<Vec<(OsString, usize)>, &'static str> {
        let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
        let mut out = Vec::new();
        let mut start = 0;
        while start < lines.len() {
            let mut end = start + 1;
            let words = loop {
                match split_words(&lines[start..end].join(&b'\n')) {
                    Ok(words) => break words,
                    Err(_) if end < lines.len() => end += 1,
                    Err(why) => return Err(why),
                }
            };
            out.extend(lines_by_prefixes(&lines[..end], start, words));
            start = end;
        }
        Ok(out)
    }

    /// The one-pass scan gives the words and lines `shlex` gives, on texts
    /// of every piece of shell syntax a response file may hold, drawn at
    /// random (a fixed seed).
    #[test]
    fn the_scan_splits_as_shlex_does() {
        const PIECES: [&[u8]; 14] = [
            b"a",
            b"bc",
            b" ",
            b"\t",
            b"\n",
            b"'",
            b"\"",
            b"\\",
            b"\\\n",
            b"#",
            b"# c\n",
            b"'x\ny'",
            b"\"p\\\"q\"",
            b"--o=1",
        ];
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut scanned = 0;
        for case in 0..20_000 {
            let len = usize::try_from(next() % 16).unwrap_or(0);
            let text: Vec<u8> = (0..len)
                .flat_map(|_| PIECES[usize::try_from(next() % 14).unwrap_or(0)].iter().copied())
                .collect();
            // The scan itself, not the way round it, gives most of them.
            let lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
            if let (Some((read, starts)), Ok(words)) = (scan(&lines), split_words(&text)) {
                let whole = read == lines.len();
                scanned += usize::from(whole && starts.len() == words.len());
            }
            assert_eq!(
                words_with_lines(&text),
                words_with_lines_by_prefixes(&text),
                "case {case}: {:?}",
                String::from_utf8_lossy(&text)
            );
        }
        assert!(scanned > 2_000, "{scanned} scanned");
    }

    /// A line a continuation carries over many lines, and a quoted word of
    /// many lines, take one pass: each word on the line it starts on.
    #[test]
    fn a_line_carried_over_many_lines_splits_in_one_pass() {
        let text = b"-I a \\\n".repeat(20_000);
        let words = words_with_lines(&text).unwrap();
        assert_eq!(words.len(), 40_000);
        assert_eq!(words[39_999], (OsString::from("a"), 20_000));
        let mut quoted = b"'".to_vec();
        quoted.extend(b"\n".repeat(20_000));
        quoted.extend(b"' z");
        let words = words_with_lines(&quoted).unwrap();
        assert_eq!(words[1], (OsString::from("z"), 20_001));
        // A quote left open: the error, as soon.
        assert!(words_with_lines(&quoted[..quoted.len() - 3]).is_err());
    }

    /// A directory of the test's own, removed when the test is done
    /// (`name` names it, for a reader of a failure's paths).
    fn dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("argkind-rsp-{name}-"))
            .tempdir()
            .unwrap()
    }

    fn os(tokens: &[&str]) -> Vec<OsString> {
        tokens.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_file_is_read_up_to_the_limit_and_no_further() {
        let d = dir("limit");
        let path = d.path().join("at.rsp");
        let limit = usize::try_from(MAX_BYTES).unwrap();
        std::fs::write(&path, vec![b'x'; limit]).unwrap();
        assert_eq!(read_at_most(&path, MAX_BYTES).unwrap().map(|b| b.len()), Some(limit));
        std::fs::write(&path, vec![b'x'; limit + 1]).unwrap();
        assert_eq!(read_at_most(&path, MAX_BYTES).unwrap(), None);
    }

    #[test]
    fn a_file_s_words_replace_its_token_in_place() {
        let d = dir("place");
        let file = d.path().join("a.rsp");
        std::fs::write(&file, "--target trn2 \"--logfile=a b.txt\"\n# a comment\n'-x' y\n").unwrap();
        let at = format!("@{}", file.display());
        let (out, origins) = expand(os(&["cc", "-O1", &at, "m.pb"]), 1).ok().unwrap();
        let line = |line| Origin::ResponseFile {
            path: file.clone(),
            line,
        };
        assert_eq!(
            origins,
            [
                Origin::Argv(0),
                Origin::Argv(1),
                line(1),
                line(1),
                line(1),
                line(3),
                line(3),
                Origin::Argv(3)
            ]
        );
        assert_eq!(
            out,
            os(&["cc", "-O1", "--target", "trn2", "--logfile=a b.txt", "-x", "y", "m.pb"])
        );
    }

    #[test]
    fn nothing_is_expanded_after_the_first_double_dash() {
        let d = dir("dash");
        let inner = d.path().join("inner.rsp");
        std::fs::write(&inner, "-v").unwrap();
        let outer = d.path().join("outer.rsp");
        std::fs::write(&outer, format!("a -- @{}", inner.display())).unwrap();
        let at_outer = format!("@{}", outer.display());
        let at_inner = format!("@{}", inner.display());
        let (out, _) = expand(os(&["cc", &at_outer, &at_inner]), 1).ok().unwrap();
        assert_eq!(out, os(&["cc", "a", "--", &at_inner, &at_inner]));
        // The program name and a lone `@` stay as they are.
        let (out, _) = expand(os(&[&at_inner, "@", &at_inner]), 1).ok().unwrap();
        assert_eq!(out, os(&[&at_inner, "@", "-v"]));
        // Where the command has no binary name, the first word is expanded
        // as the rest are.
        let (out, origins) = expand(os(&[&at_inner, "@"]), 0).ok().unwrap();
        assert_eq!(out, os(&["-v", "@"]));
        assert_eq!(origins[1], Origin::Argv(1));
    }

    #[test]
    fn each_word_has_the_line_it_starts_on() {
        let text: &[u8] = b"a b\n\n\"c\nd\" e\nf\\\ng # x\n'h'";
        let words = words_with_lines(text).unwrap();
        let whole: Vec<OsString> = split_words(text).unwrap();
        assert_eq!(words.iter().map(|(w, _)| w.clone()).collect::<Vec<_>>(), whole);
        let lines: Vec<usize> = words.iter().map(|(_, l)| *l).collect();
        assert_eq!(lines, [1, 1, 3, 4, 5, 7]);
        // Words before a quote that runs on, in it and after it.
        let words = words_with_lines(b"a 'b\nc' d\ne").unwrap();
        let lines: Vec<usize> = words.iter().map(|(_, l)| *l).collect();
        assert_eq!(lines, [1, 1, 2, 3]);
    }

    #[test]
    fn a_line_continuation_after_a_blank_adds_no_word() {
        let words = split_words(b"--target trn2 \\\n  --logfile=x 'a\\\nb' \"c\\\nd\" # e \\\nf").unwrap();
        let expected = ["--target", "trn2", "--logfile=x", "a\\\nb", "cd", "f"];
        assert_eq!(words, expected.map(OsString::from));
        let lines: Vec<usize> = words_with_lines(b"a \\\n b\nc")
            .unwrap()
            .iter()
            .map(|(_, l)| *l)
            .collect();
        assert_eq!(lines, [1, 2, 3]);
    }

    #[test]
    fn crlf_line_ends_read_as_lf_and_a_lone_lf_stays() {
        // A file with both line ends, as an editor that kept some leaves it.
        let text = text_of(b"--x a\r\n--y b\n--z c\r\n");
        assert_eq!(&*text, b"--x a\n--y b\n--z c\n");
        let words = split_words(&text).unwrap();
        assert_eq!(words, ["--x", "a", "--y", "b", "--z", "c"].map(OsString::from));
        // A lone CR is the shell's: kept in its word.
        assert_eq!(&*text_of(b"a\rb\n"), b"a\rb\n");
    }

    #[test]
    fn a_text_that_is_only_a_line_continuation_has_no_words() {
        assert_eq!(split_words(b"\\\n").unwrap(), Vec::<OsString>::new());
        assert_eq!(words_with_lines(b"\\\n").unwrap(), Vec::<(OsString, usize)>::new());
    }

    #[test]
    fn an_escaped_byte_before_a_line_continuation_stays_escaped() {
        // `\y` is an escape, not the start of a continuation: it keeps `y`.
        let words = split_words(b"x\\y \\\n z").unwrap();
        assert_eq!(words, ["xy", "z"].map(OsString::from));
        // An escaped backslash right before a line end is no continuation:
        // the word ends with a backslash, and the line end ends it.
        let words = split_words(b"a\\\\\nb \\\n c").unwrap();
        assert_eq!(words, ["a\\", "b", "c"].map(OsString::from));
    }

    #[test]
    fn a_line_continuation_after_quotes_and_comments_that_closed_adds_no_word() {
        // After a single quote that closed.
        let words = split_words(b"'a' \\\n b").unwrap();
        assert_eq!(words, ["a", "b"].map(OsString::from));
        // After a double quote holding a single quote and a `#`.
        let words = split_words(b"\"it's #x\" \\\n b").unwrap();
        assert_eq!(words, ["it's #x", "b"].map(OsString::from));
        // On the line after a comment.
        let words = split_words(b"# c\nx \\\n y").unwrap();
        assert_eq!(words, ["x", "y"].map(OsString::from));
        // After a `#` inside a word, which starts no comment.
        let words = split_words(b"a#b \\\n c").unwrap();
        assert_eq!(words, ["a#b", "c"].map(OsString::from));
    }
}

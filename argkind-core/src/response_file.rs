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

/// How deep response files may include one another (see
/// [`CommandSpec::response_files`](crate::CommandSpec::response_files)): a
/// file named on the command line is at depth 1, a file it names at depth 2.
/// A file deeper than this is an error.
pub const MAX_DEPTH: usize = 16;

/// Why a response file could not be read: the message of the clap error
/// (kind [`ErrorKind::Io`], exit status 2) the parse returns.
pub(crate) struct Failure {
    pub(crate) kind: ErrorKind,
    pub(crate) message: String,
}

/// `argv` with every `@path` token after the program name replaced by the
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
/// cycle); files nested deeper than [`MAX_DEPTH`]; a quote left open or a
/// backslash at the end of a file; on platforms other than Unix, a file that
/// is not UTF-8.
pub(crate) fn expand(argv: Vec<OsString>) -> Result<Vec<OsString>, Failure> {
    if !has_response_file(&argv) {
        return Ok(argv);
    }
    let mut expander = Expander {
        out: Vec::with_capacity(argv.len()),
        reading: Vec::new(),
        ended: false,
    };
    let mut argv = argv.into_iter();
    expander.out.extend(argv.next());
    expander.push_all(argv)?;
    Ok(expander.out)
}

/// Whether a token of `argv` after the program name starts with `@` before
/// the first `--`.
fn has_response_file(argv: &[OsString]) -> bool {
    argv.iter()
        .skip(1)
        .take_while(|token| token.as_os_str() != "--")
        .any(|token| token.as_encoded_bytes().first() == Some(&b'@'))
}

/// The expansion in progress.
struct Expander {
    /// The arguments so far.
    out: Vec<OsString>,
    /// The files being read, outermost first: as named, and canonical.
    reading: Vec<(PathBuf, PathBuf)>,
    /// Whether a `--` ended the expansion.
    ended: bool,
}

impl Expander {
    /// Appends `tokens`, each response file expanded.
    fn push_all(&mut self, tokens: impl Iterator<Item = OsString>) -> Result<(), Failure> {
        for token in tokens {
            if self.ended {
                self.out.push(token);
                continue;
            }
            if token == "--" {
                self.ended = true;
                self.out.push(token);
                continue;
            }
            match argfile::Argument::parse(token, argfile::PREFIX) {
                argfile::Argument::Path(path) if !path.as_os_str().is_empty() => self.include(path)?,
                argfile::Argument::Path(_) => self.out.push(OsString::from("@")),
                argfile::Argument::PassThrough(token) => self.out.push(token),
            }
        }
        Ok(())
    }

    /// Appends the arguments of the response file `path`.
    fn include(&mut self, path: PathBuf) -> Result<(), Failure> {
        let unreadable = |err: std::io::Error| Failure {
            kind: ErrorKind::Io,
            message: format!("cannot read response file '{}': {err}", path.display()),
        };
        let canonical = std::fs::canonicalize(&path).map_err(unreadable)?;
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
        let bytes = std::fs::read(&path).map_err(unreadable)?;
        let words = split(&text_of(&bytes), &path)?;
        self.reading.push((path, canonical));
        self.push_all(words.into_iter())?;
        self.reading.pop();
        Ok(())
    }
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
/// as a POSIX shell splits them.
fn split(bytes: &[u8], path: &Path) -> Result<Vec<OsString>, Failure> {
    split_words(bytes).map_err(|why| Failure {
        kind: ErrorKind::Io,
        message: format!("cannot read response file '{}': {why}", path.display()),
    })
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

    fn dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("argkind-rsp-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn os(tokens: &[&str]) -> Vec<OsString> {
        tokens.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_file_s_words_replace_its_token_in_place() {
        let d = dir("place");
        let file = d.join("a.rsp");
        std::fs::write(&file, "--target trn2 \"--logfile=a b.txt\"\n# a comment\n'-x' y\n").unwrap();
        let at = format!("@{}", file.display());
        let out = expand(os(&["cc", "-O1", &at, "m.pb"])).ok().unwrap();
        assert_eq!(
            out,
            os(&["cc", "-O1", "--target", "trn2", "--logfile=a b.txt", "-x", "y", "m.pb"])
        );
    }

    #[test]
    fn nothing_is_expanded_after_the_first_double_dash() {
        let d = dir("dash");
        let inner = d.join("inner.rsp");
        std::fs::write(&inner, "-v").unwrap();
        let outer = d.join("outer.rsp");
        std::fs::write(&outer, format!("a -- @{}", inner.display())).unwrap();
        let at_outer = format!("@{}", outer.display());
        let at_inner = format!("@{}", inner.display());
        let out = expand(os(&["cc", &at_outer, &at_inner])).ok().unwrap();
        assert_eq!(out, os(&["cc", "a", "--", &at_inner, &at_inner]));
        // The program name and a lone `@` stay as they are.
        let out = expand(os(&[&at_inner, "@", &at_inner])).ok().unwrap();
        assert_eq!(out, os(&[&at_inner, "@", "-v"]));
    }
}

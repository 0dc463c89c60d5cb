//! The strict boolean value parser, `str2bool`.

use std::ffi::OsStr;

use clap::builder::{BoolishValueParser, PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

/// A value parser for `bool` that accepts `true t yes y 1 on` and
/// `false f no n 0 off` in any letter case, and nothing else.
///
/// It is clap's [`BoolishValueParser`] with an error of its own: a rejected
/// value is an `invalid value` error (exit status 2) whose text ends in
/// `Boolean value expected.` For completions and help it offers `true` and
/// `false` as possible values, the other spellings as hidden ones.
///
/// ```
/// use clap::{Arg, Command};
/// let cmd = Command::new("tool")
///     .arg(Arg::new("verify").long("verify").value_parser(argkind_core::Str2Bool));
/// let m = cmd.clone().try_get_matches_from(["tool", "--verify=OFF"]).unwrap();
/// assert_eq!(m.get_one::<bool>("verify"), Some(&false));
/// let err = cmd.try_get_matches_from(["tool", "--verify=maybe"]).unwrap_err();
/// assert!(err.to_string().trim_end().ends_with("Boolean value expected."));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Str2Bool;

/// The strict boolean value parser, for `#[arg(value_parser = argkind::str2bool())]`.
pub fn str2bool() -> Str2Bool {
    Str2Bool
}

impl TypedValueParser for Str2Bool {
    type Value = bool;

    /// Parses one value.
    ///
    /// # Errors
    ///
    /// An [`ErrorKind::InvalidValue`] error, `invalid value 'V' for 'ARG':
    /// Boolean value expected.`, for any value outside the two sets (and for
    /// a value that is not UTF-8); its context names `ARG` and `V`
    /// (`ContextKind::InvalidArg`, `ContextKind::InvalidValue`), as clap's
    /// own invalid value error does.
    fn parse_ref(&self, cmd: &Command, arg: Option<&Arg>, value: &OsStr) -> Result<bool, clap::Error> {
        BoolishValueParser::new().parse_ref(cmd, arg, value).map_err(|_| {
            let arg = arg.map_or_else(|| "...".to_owned(), ToString::to_string);
            rejected(cmd, arg, value.to_string_lossy().into_owned())
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let shown = ["true", "false"].map(PossibleValue::new);
        let hidden = ["t", "yes", "y", "1", "on", "f", "no", "n", "0", "off"].map(|v| PossibleValue::new(v).hide(true));
        Some(Box::new(shown.into_iter().chain(hidden)))
    }
}

/// `str2bool`'s error for `value`, rejected for the argument clap names
/// `arg` (`--verify <VERIFY>`): `invalid value 'V' for 'ARG': Boolean value
/// expected.`, styled as clap styles its own invalid value error with the
/// styles and colour choice of `cmd`, with `ARG` and `V` in its context
/// (`ContextKind::InvalidArg`, `ContextKind::InvalidValue`), as clap's own
/// says them (`Error::get`). A message of its own (`raw`) gets no usage line
/// or pointer to `--help` after it.
fn rejected(cmd: &Command, arg: String, value: String) -> clap::Error {
    let styles = cmd.get_styles();
    let (invalid, literal) = (styles.get_invalid(), styles.get_literal());
    let mut err = clap::Error::raw(
        ErrorKind::InvalidValue,
        format!("invalid value '{invalid}{value}{invalid:#}' for '{literal}{arg}{literal:#}': {EXPECTED}\n"),
    )
    .with_cmd(cmd);
    err.insert(ContextKind::InvalidArg, ContextValue::String(arg));
    err.insert(ContextKind::InvalidValue, ContextValue::String(value));
    err
}

/// What `str2bool`'s error says after the value and the argument.
const EXPECTED: &str = "Boolean value expected.";

/// `err` worded again where it is `str2bool`'s error (see [`rejected`]):
/// its text is written once, when the value is rejected, so a change to
/// the argument its context names (a HARG flag named as typed, a value
/// from a variable named by the variable) must be written into the text
/// too. Any other error is returned as it is.
pub(crate) fn reworded(err: clap::Error, cmd: &Command) -> clap::Error {
    if err.kind() != ErrorKind::InvalidValue || !err.to_string().trim_end().ends_with(EXPECTED) {
        return err;
    }
    match (err.get(ContextKind::InvalidArg), err.get(ContextKind::InvalidValue)) {
        (Some(ContextValue::String(arg)), Some(ContextValue::String(value))) => {
            let (arg, value) = (arg.clone(), value.clone());
            rejected(cmd, arg, value)
        }
        _ => err,
    }
}

//! A finding's case as Rust code to paste into a test: the variables, the
//! command (`cli`), the declarations (`spec`) and the calls of the stage
//! that panicked.

use std::ffi::OsString;
use std::os::unix::ffi::OsStrExt;

use crate::check::Case;

/// `case` as Rust code that makes the calls of `stage` (see
/// [`Finding::stage`](crate::check::Finding::stage)).
pub(crate) fn reproduction(case: &Case, stage: &str) -> String {
    let mut code = String::from(
        "use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation, Shell, Tiers};\n\
         use clap::builder::{ArgPredicate, BoolishValueParser, FalseyValueParser, PossibleValue, PossibleValuesParser};\n\
         use clap::{Arg, ArgAction, ArgGroup, ColorChoice, Command};\n\n",
    );
    code += &format!("fn cli() -> Command {{\n    {}\n}}\n\n", case.command.code(4));
    code += &format!("fn spec() -> CommandSpec {{\n    {}\n}}\n\n", case.spec.code(4));
    code += "// in the test:\n";
    for (name, value) in &case.environment {
        match value {
            Some(value) => code += &format!("std::env::set_var({name:?}, {value:?});\n"),
            None => code += &format!("std::env::remove_var({name:?});\n"),
        }
    }
    code += &calls(case, stage);
    code
}

/// The calls of `stage`.
fn calls(case: &Case, stage: &str) -> String {
    let (tag, what) = stage.split_once(':').unwrap_or((stage, ""));
    let argvs: Vec<String> = case.argvs.iter().map(|argv| argv_code(argv)).collect();
    let read = match what {
        "facts" => "    // then read every fact of the success (`Facts`: used, deprecations, replays, sources, get)\n",
        "error-display" => "    // then render the error (`to_string`, `render().ansi()`)\n",
        _ => "",
    };
    let mut code = String::new();
    match tag {
        "new" => code += "let _ = ArgKindCommand::new(cli(), spec());\n",
        "lazy" => code += "let _ = ArgKindCommand::lazy(cli, spec());\n",
        "fresh" | "lazy-fresh" => {
            code += &format!("let argkind = {};\n", construction(tag));
            code += &format!("let _ = argkind.{what};\n");
        }
        "after-parse" => {
            for argv in &argvs {
                code += "let mut argkind = ArgKindCommand::new(cli(), spec());\n";
                code += &format!("let _ = argkind.try_get_matches_from({argv});\nlet _ = argkind.{what};\n");
            }
        }
        "reused-after" | "reused-new" | "reused-lazy" => {
            code += &format!("let mut argkind = {};\n", construction(tag));
            for argv in &argvs {
                code += &format!("let _ = argkind.try_get_matches_from({argv});\n{read}");
            }
            if tag == "reused-after" {
                code += &format!("let _ = argkind.{what};\n");
            }
        }
        "fresh-new" | "fresh-lazy" => {
            for argv in &argvs {
                code += &format!("let _ = {}.try_get_matches_from({argv});\n{read}", construction(tag));
            }
        }
        "format-error" => {
            for argv in &argvs {
                code += &format!(
                    "if let Err(error) = cli().try_get_matches_from({argv}) {{\n    \
                     let _ = ArgKindCommand::new(cli(), spec()).format_error(error).render().ansi().to_string();\n}}\n"
                );
            }
        }
        _ => {
            for argv in &argvs {
                code += &format!(
                    "let plain = cli().try_get_matches_from({argv}).unwrap();\n\
                     let (matches, _) = ArgKindCommand::new(cli(), spec()).try_get_matches_from({argv}).unwrap().into_parts();\n\
                     // then the read the message names, on `plain` and on `matches`\n"
                );
            }
        }
    }
    code
}

/// How the command of stage tag `tag` is made.
fn construction(tag: &str) -> &'static str {
    if tag.contains("lazy") {
        "ArgKindCommand::lazy(cli, spec())"
    } else {
        "ArgKindCommand::new(cli(), spec())"
    }
}

/// A command line as Rust code: string literals, or `OsString`s where a
/// token is not UTF-8.
fn argv_code(argv: &[OsString]) -> String {
    if argv.is_empty() {
        return "Vec::<&str>::new()".into();
    }
    if argv.iter().all(|token| token.to_str().is_some()) {
        let tokens: Vec<&str> = argv.iter().filter_map(|token| token.to_str()).collect();
        return format!("{tokens:?}");
    }
    let tokens: Vec<String> = argv
        .iter()
        .map(|token| match token.to_str() {
            Some(text) => format!("std::ffi::OsString::from({text:?})"),
            None => format!(
                "<std::ffi::OsString as std::os::unix::ffi::OsStringExt>::from_vec(vec!{:?})",
                token.as_bytes()
            ),
        })
        .collect();
    format!("[{}]", tokens.join(", "))
}

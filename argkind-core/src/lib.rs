//! Runtime of argkind: tiers (and the naming rule that makes a flag whose long
//! name starts with `internal-` INTERNAL), declarations, the registry, help
//! surfaces, flag behaviours, argv replay to jobs, the stability order and the
//! flag catalog export on top of clap 4.
//!
//! Applications use it through the `argkind` facade crate.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod check;
mod command;
#[cfg(feature = "complete")]
mod complete;
mod definition;
mod env;
mod error;
mod export;
mod facts;
mod hash;
mod kind;
mod level;
mod light;
#[cfg(feature = "mangen")]
mod manpage;
mod parse;
mod registry;
mod response_file;
mod rewrite;
mod shown;
mod source;
mod spec;
mod surface;
mod target;
mod tips;
mod trace;
mod value_parser;

pub use command::{ArgKindCommand, Matches};
pub use error::Error;
pub use facts::{Deprecation, Facts, Used};
pub use kind::{ArgKind, Stability, Surface, TierConflict, UnknownTier};
pub use parse::{command, parse, parse_from, parse_with, try_parse, try_parse_from, try_parse_with, Parsed};
pub use registry::{Record, Records, Registry, MISSING_HELP};
pub use response_file::{MAX_BYTES as MAX_RESPONSE_FILE_BYTES, MAX_DEPTH as MAX_RESPONSE_FILE_DEPTH};
pub use shown::Tiers;
pub use source::{Origin, Provenance, Setting, Source};
pub use spec::{ArgKinds, ArgSpec, CommandSpec, Negation, Pair};
pub use surface::{render_help_hidden, render_help_hidden_list};
pub use value_parser::{str2bool, Str2Bool};

/// The shells `clap_complete` writes completion scripts for (bash, elvish,
/// fish, powershell, zsh), as [`ArgKindCommand::completions`] takes them; a
/// clap `ValueEnum`, so a `completions <SHELL>` subcommand can parse it.
#[cfg(feature = "complete")]
pub use clap_complete::Shell;

//! Runtime of argkind: tiers (S2, S3), declarations, the registry (S4), help
//! surfaces (S5), flag behaviours (S6) and replay (S7) on top of clap 4.
//!
//! Applications use it through the `argkind` facade crate.

mod command;
mod error;
mod facts;
mod kind;
mod level;
mod parse;
mod registry;
mod rewrite;
mod spec;
mod surface;
mod value_parser;

pub use command::{ArgKindCommand, Matches};
pub use error::Error;
pub use facts::{Deprecation, Facts, Used};
pub use kind::{ArgKind, Stability, Surface, TierConflict, UnknownTier};
pub use parse::{command, parse, parse_from, try_parse, try_parse_from, Parsed};
pub use registry::{Record, Registry, MISSING_HELP};
pub use spec::{ArgKinds, ArgSpec, CommandSpec, Pair};
pub use surface::{render_help_hidden, render_help_hidden_list};
pub use value_parser::{str2bool, Str2Bool};

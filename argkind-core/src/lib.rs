//! Runtime of argkind: tiers (S2, S3), declarations, the registry (S4),
//! help surfaces (S5) and flag behaviours (S6) on top of clap 4.
//!
//! Applications use it through the `argkind` facade crate.

mod kind;
mod spec;

pub use kind::{ArgKind, Stability, Surface, TierConflict, UnknownTier};
pub use spec::{ArgKinds, ArgSpec, CommandSpec, Pair};

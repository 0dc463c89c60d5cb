//! argkind: visibility tiers, a flag registry, three help surfaces and the
//! flag behaviours of a production compiler driver, on top of clap 4.
// The README's examples use the derive, completions and man pages: without
// those features (`cargo test --no-default-features`) the crate docs are the
// lines above only, so that their doctests still build.
#![cfg_attr(
    all(feature = "derive", feature = "complete", feature = "mangen"),
    doc = include_str!("../README.md")
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use argkind_core::*;
// Named again (the glob has it) so that the facade's docs, too, say which
// feature it needs.
#[cfg(feature = "complete")]
pub use argkind_core::Shell;

#[cfg(feature = "derive")]
pub use argkind_derive::ArgKinds;

/// Items the derive macro's generated code refers to. Not public API.
#[doc(hidden)]
pub mod __private {
    pub use argkind_core::{ArgKind, ArgKinds, ArgSpec, CommandSpec, Negation};
    use std::marker::PhantomData;

    /// Stands for a type whose declarations a flattened field or a
    /// subcommand field contributes, whether or not it derives `ArgKinds`.
    pub struct Probe<T: ?Sized>(PhantomData<T>);

    impl<T: ?Sized> Default for Probe<T> {
        fn default() -> Self {
            Probe::new()
        }
    }

    impl<T: ?Sized> Probe<T> {
        /// The probe for `T`.
        pub const fn new() -> Self {
            Probe(PhantomData)
        }
    }

    /// Chosen by method resolution when `T: ArgKinds`: `(&&Probe::<T>::new())`.
    pub trait ViaArgKinds {
        /// Adds `T`'s declarations to `spec`.
        fn __argkind_augment(&self, spec: &mut CommandSpec);
    }

    impl<T: ArgKinds + ?Sized> ViaArgKinds for &Probe<T> {
        fn __argkind_augment(&self, spec: &mut CommandSpec) {
            T::augment_kinds(spec);
        }
    }

    /// The fallback for types that do not derive `ArgKinds` (a third-party
    /// flattened struct): they declare nothing, so their flags are PUBLIC,
    /// or INTERNAL when their long name starts with `internal-`.
    pub trait ViaNothing {
        /// Adds nothing.
        fn __argkind_augment(&self, spec: &mut CommandSpec);
    }

    impl<T: ?Sized> ViaNothing for Probe<T> {
        fn __argkind_augment(&self, _spec: &mut CommandSpec) {}
    }
}

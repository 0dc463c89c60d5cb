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
    pub use std::borrow::Cow;
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
        #[deprecated(
            note = "this type does not implement `argkind::ArgKinds` (it does not derive it, or it is generic and a type argument does not), so the `#[argkind(...)]` attributes of the types it holds are not seen and its flags are PUBLIC (or INTERNAL by name): derive `ArgKinds` on it, or, for a type of another crate, mark the field or variant `#[argkind(plain)]` (in a generic type, the field of the type parameter, which then need not derive it)"
        )]
        fn __argkind_augment(&self, spec: &mut CommandSpec);
    }

    impl<T: ?Sized> ViaNothing for Probe<T> {
        fn __argkind_augment(&self, _spec: &mut CommandSpec) {}
    }

    /// Chosen by method resolution for a field or variant marked
    /// `#[argkind(plain)]` when `T: ArgKinds`: the mark is not needed, and
    /// `T`'s declarations are read anyway.
    pub trait ViaArgKindsPlain {
        /// Adds `T`'s declarations to `spec`.
        #[deprecated(
            note = "`#[argkind(plain)]` is for a type that does not implement `argkind::ArgKinds` (a type of another crate); this one does, and its `#[argkind(...)]` attributes are read: remove `plain`"
        )]
        fn __argkind_augment_plain(&self, spec: &mut CommandSpec);
    }

    impl<T: ArgKinds + ?Sized> ViaArgKindsPlain for &Probe<T> {
        fn __argkind_augment_plain(&self, spec: &mut CommandSpec) {
            T::augment_kinds(spec);
        }
    }

    /// The fallback for a field or variant marked `#[argkind(plain)]` whose
    /// type does not implement `ArgKinds`, as the mark says: it declares
    /// nothing, with no warning.
    pub trait ViaNothingPlain {
        /// Adds nothing.
        fn __argkind_augment_plain(&self, spec: &mut CommandSpec);
    }

    impl<T: ?Sized> ViaNothingPlain for Probe<T> {
        fn __argkind_augment_plain(&self, _spec: &mut CommandSpec) {}
    }

    /// The clap ids of a struct's arguments by field path, for preset and
    /// replacement targets written `opt.field`: implemented by
    /// `#[derive(ArgKinds)]` on a struct.
    pub trait FieldIds {
        /// The clap id of the argument that the field names `path` reach
        /// (`["level"]`, or `["inner", "level"]` through the flattened
        /// field `inner`); `None` when no argument field has that path.
        fn __argkind_field_id(path: &[&'static str]) -> Option<Cow<'static, str>>;
    }

    /// Chosen by method resolution when `T: FieldIds`: `(&&Probe::<T>::new())`.
    pub trait ViaFieldIds {
        /// `T`'s id for `path`.
        fn __argkind_field_id(&self, path: &[&'static str]) -> Option<Cow<'static, str>>;
    }

    impl<T: FieldIds + ?Sized> ViaFieldIds for &Probe<T> {
        fn __argkind_field_id(&self, path: &[&'static str]) -> Option<Cow<'static, str>> {
            T::__argkind_field_id(path)
        }
    }

    /// The fallback for a struct that does not derive `ArgKinds`: the last
    /// field name of `path`, which is the id clap's derive gives the field
    /// unless it says `#[arg(id = ...)]`.
    pub trait ViaNoFieldIds {
        /// The last name of `path`.
        fn __argkind_field_id(&self, path: &[&'static str]) -> Option<Cow<'static, str>>;
    }

    impl<T: ?Sized> ViaNoFieldIds for Probe<T> {
        fn __argkind_field_id(&self, path: &[&'static str]) -> Option<Cow<'static, str>> {
            path.last().map(|name| Cow::Borrowed(*name))
        }
    }
}

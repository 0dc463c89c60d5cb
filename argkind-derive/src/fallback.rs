//! The stub impl emitted next to compile errors, so that code using the
//! type's `ArgKinds` impl does not add a cascade of "trait not implemented"
//! errors to the real one (thiserror `fallback.rs`, clap `dummies.rs`).

use proc_macro2::TokenStream;
use quote::quote;
use syn::DeriveInput;

/// An `ArgKinds` impl for `input` that declares nothing, preceded by the
/// `compile_error!`s of `error` if any.
pub(crate) fn expand(input: &DeriveInput, error: Option<syn::Error>) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let error = error.map(syn::Error::into_compile_error);
    quote! {
        #error
        #[automatically_derived]
        impl #impl_generics ::argkind::__private::ArgKinds for #ident #ty_generics #where_clause {
            fn augment_kinds(_: &mut ::argkind::__private::CommandSpec) {}
        }
    }
}

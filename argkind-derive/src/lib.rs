//! `#[derive(ArgKinds)]`.
use proc_macro::TokenStream;

/// Derives `argkind::ArgKinds`.
#[proc_macro_derive(ArgKinds, attributes(argkind))]
pub fn derive_arg_kinds(_input: TokenStream) -> TokenStream {
    TokenStream::new()
}

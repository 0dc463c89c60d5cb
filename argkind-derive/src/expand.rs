//! Writes the `ArgKinds` impl from a checked model, and runs the pipeline
//! (model, checks, impl or stub).

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, LitStr, Type};

use syn::ext::IdentExt;

use crate::ast::{Arg, Body, Field, Input, Role, Struct, VariantKind};
use crate::attr::{Pair, Target};
use crate::ctxt::{Ctxt, Outcome};
use crate::{ast, fallback, valid};

/// The whole derive: the impl, or the errors and a stub impl.
pub(crate) fn derive(node: &DeriveInput) -> TokenStream {
    let cx = Ctxt::new();
    let input = Input::from_syn(&cx, node);
    if let Some(input) = &input {
        valid::check(&cx, input);
    }
    match (cx.finish(), input) {
        (Outcome::Clean, Some(input)) => impl_input(&input),
        (Outcome::Clean | Outcome::DeferToClap, _) => fallback::expand(node, None),
        (Outcome::Failed(errors), _) => fallback::expand(node, Some(errors)),
    }
}

fn impl_input(input: &Input<'_>) -> TokenStream {
    let spec = spec_var();
    let mut field_ids = TokenStream::new();
    let (node, body) = match input {
        Input::Struct(data) => {
            field_ids = impl_field_ids(data);
            let response_files = data.response_files.then(|| quote!(#spec.set_response_files();));
            let print_options = data.print_options.then(|| quote!(#spec.set_print_options();));
            let record_sources = data.record_sources.then(|| quote!(#spec.set_record_sources(true);));
            let flags_env = data.flags_env.as_ref().map(|name| quote!(#spec.set_flags_env(#name);));
            let declared = fields(&data.fields, data.job.as_ref(), &spec);
            let group = exclusive_group(data.original).map(|id| quote!(#spec.set_negations_in_group(#id);));
            let named = data
                .negations_in_group
                .iter()
                .map(|id| quote!(#spec.set_negations_in_group(#id);));
            (
                data.original,
                quote!(#response_files #print_options #record_sources #flags_env #group #(#named)* #declared),
            )
        }
        Input::Enum(data) => {
            let variants = data.variants.iter().map(|variant| match &variant.kind {
                VariantKind::Flatten(ty) => augment(ty, &spec, variant.plain),
                VariantKind::Ignored(_) => TokenStream::new(),
                VariantKind::Command { name, job, body } => {
                    let sub = format_ident!("__argkind_sub");
                    let job = job.as_ref().map(|job| quote!(#sub.set_default_job(#job);));
                    let body = match body {
                        Body::Unit => TokenStream::new(),
                        Body::Newtype(ty) => augment(ty, &sub, variant.plain),
                        Body::Fields(list) => fields(list, None, &sub),
                    };
                    quote! {
                        {
                            let #sub = #spec.subcommand_mut(#name);
                            #job
                            #body
                        }
                    }
                }
            });
            (data.original, quote!(#(#variants)*))
        }
    };
    let ident = &node.ident;
    // A flattened or subcommand field whose type is a type parameter:
    // without the bound, the impl cannot see that the type argument derives
    // `ArgKinds`, and its declarations would be lost. One marked `plain`
    // is bound by nothing: its type argument need not derive `ArgKinds`.
    let nested: Vec<&Type> = match input {
        Input::Struct(data) => data
            .fields
            .iter()
            .filter(|field| !field.plain)
            .filter_map(|field| match &field.role {
                Role::Flatten(ty) | Role::Subcommand(ty) => Some(*ty),
                _ => None,
            })
            .collect(),
        Input::Enum(data) => data
            .variants
            .iter()
            .filter(|variant| !variant.plain)
            .filter_map(|variant| match &variant.kind {
                VariantKind::Flatten(ty) => Some(*ty),
                VariantKind::Command {
                    body: Body::Newtype(ty),
                    ..
                } => Some(*ty),
                _ => None,
            })
            .collect(),
    };
    let generics = bounded(&node.generics, &nested, &quote!(::argkind::__private::ArgKinds));
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics ::argkind::__private::ArgKinds for #ident #ty_generics #where_clause {
            fn augment_kinds(#spec: &mut ::argkind::__private::CommandSpec) {
                #body
            }
        }
        #field_ids
    }
}

/// The `FieldIds` impl of a struct: the clap id of the argument a path of
/// field names reaches, through flattened fields, for preset and
/// replacement targets written `opt.field` in another struct.
fn impl_field_ids(data: &Struct<'_>) -> TokenStream {
    let path = Ident::new("__argkind_path", Span::call_site());
    let arms: Vec<TokenStream> = data
        .fields
        .iter()
        .filter_map(|field| {
            let name = field.ident.unraw().to_string();
            match &field.role {
                Role::Arg(arg) => {
                    let id = &arg.id;
                    Some(quote!([#name] => ::core::option::Option::Some(::core::convert::Into::into(#id)),))
                }
                Role::Flatten(ty) => {
                    let lookup = field_id(ty, &quote!(__argkind_rest));
                    Some(quote!([#name, __argkind_rest @ ..] => #lookup,))
                }
                _ => None,
            }
        })
        .collect();
    let body = if arms.is_empty() {
        quote!(::core::option::Option::None)
    } else {
        quote! {
            match #path {
                #(#arms)*
                _ => ::core::option::Option::None,
            }
        }
    };
    let node = data.original;
    let ident = &node.ident;
    let flattened: Vec<&Type> = data
        .fields
        .iter()
        .filter(|field| !field.plain)
        .filter_map(|field| match &field.role {
            Role::Flatten(ty) => Some(*ty),
            _ => None,
        })
        .collect();
    let generics = bounded(&node.generics, &flattened, &quote!(::argkind::__private::FieldIds));
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics ::argkind::__private::FieldIds for #ident #ty_generics #where_clause {
            fn __argkind_field_id(
                #path: &[&'static str],
            ) -> ::core::option::Option<::argkind::__private::Cow<'static, str>> {
                #body
            }
        }
    }
}

/// The clap id (an `Option<Cow<'static, str>>`) of the argument that the
/// field names `path` (an expression of type `&[&'static str]`) reach in
/// `ty`: through its `FieldIds` impl when it derives `ArgKinds`, else the
/// last name, which is the id clap's derive gives a field (autoref
/// specialization).
fn field_id(ty: &Type, path: &TokenStream) -> TokenStream {
    quote! {
        {
            use ::argkind::__private::{ViaFieldIds as _, ViaNoFieldIds as _};
            (&&::argkind::__private::Probe::<#ty>::new()).__argkind_field_id(#path)
        }
    }
}

/// `generics` with `bound` on each of `types` that is one of its type
/// parameters (as serde's derive bounds the parameters it serializes).
fn bounded(generics: &syn::Generics, types: &[&Type], bound: &TokenStream) -> syn::Generics {
    let mut generics = generics.clone();
    let params: Vec<Ident> = generics.type_params().map(|p| p.ident.clone()).collect();
    for ty in types {
        let Type::Path(path) = ty else { continue };
        let is_param = path.qself.is_none() && path.path.get_ident().is_some_and(|ident| params.contains(ident));
        if is_param {
            generics
                .make_where_clause()
                .predicates
                .push(syn::parse_quote!(#ty: #bound));
        }
    }
    generics
}

fn spec_var() -> Ident {
    Ident::new("__argkind_spec", Span::call_site())
}

/// The id of the group clap's derive makes for the struct `node` (the
/// struct's name, or `#[group(id = ...)]`), where its `#[group(...)]` may
/// make it exclusive (`multiple = false`, or a value that is no `true`
/// literal): a hand-written twin field of a pair is a member of it, so the
/// pair's negation joins it (`CommandSpec::negations_in_group`). `None`
/// where clap's derive makes no group (`#[group(skip)]`) or one that is
/// not exclusive, which the negation joins anyway.
fn exclusive_group(node: &DeriveInput) -> Option<TokenStream> {
    let mut id: Option<syn::Expr> = None;
    let (mut exclusive, mut skip) = (false, false);
    for attr in node.attrs.iter().filter(|a| a.path().is_ident("group")) {
        // clap's derive reports a malformed `#[group(...)]`.
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("skip") {
                skip = true;
            } else if meta.path.is_ident("id") {
                id = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("multiple") {
                // A bare `multiple` is `multiple = true`.
                exclusive = match meta.value() {
                    Ok(value) => !matches!(
                        value.parse::<syn::Expr>()?,
                        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Bool(b), .. }) if b.value
                    ),
                    Err(_) => false,
                };
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            } else if meta.input.peek(syn::token::Paren) {
                let _ = meta.input.parse::<proc_macro2::Group>()?;
            }
            Ok(())
        });
    }
    if skip || !exclusive {
        return None;
    }
    Some(match id {
        Some(expr) => quote!(#expr),
        None => {
            let name = node.ident.unraw().to_string();
            quote!(#name)
        }
    })
}

/// Declares `ty`'s arguments (or subcommands) on `spec` when `ty` derives
/// `ArgKinds`, and nothing otherwise (autoref specialization). The fallback
/// is deprecated: a type that does not derive `ArgKinds` gets a warning
/// pointing at it, but where the field or variant says `plain`.
fn augment(ty: &Type, spec: &Ident, plain: bool) -> TokenStream {
    // Marked `plain`, the type is said not to implement `ArgKinds`: a
    // warning where it does (the mark is not needed), none where it does
    // not. Unmarked, a warning where it does not.
    if plain {
        let call = quote_spanned! {ty.span()=>
            (&&::argkind::__private::Probe::<#ty>::new()).__argkind_augment_plain(#spec)
        };
        return quote! {
            {
                use ::argkind::__private::{ViaArgKindsPlain as _, ViaNothingPlain as _};
                let () = #call;
            }
        };
    }
    let call = quote_spanned! {ty.span()=>
        (&&::argkind::__private::Probe::<#ty>::new()).__argkind_augment(#spec)
    };
    quote! {
        {
            use ::argkind::__private::{ViaArgKinds as _, ViaNothing as _};
            let () = #call;
        }
    }
}

/// The declarations of `list`'s fields on `spec`; `job` is the
/// container's job, given to every argument field that names none.
fn fields(list: &[Field<'_>], job: Option<&LitStr>, spec: &Ident) -> TokenStream {
    let statements: Vec<TokenStream> = list
        .iter()
        .map(|field| match &field.role {
            Role::Arg(arg) => declare_arg(arg, list, job, spec),
            // A flattened struct's flags that name no job take the
            // container's, unless their own struct names one: a scope
            // around its declarations.
            Role::Flatten(ty) => match job {
                Some(job) => {
                    let declared = augment(ty, spec, field.plain);
                    quote! {
                        {
                            let __argkind_outer = #spec.enter_job_scope(#job);
                            #declared
                            #spec.leave_job_scope(__argkind_outer);
                        }
                    }
                }
                None => augment(ty, spec, field.plain),
            },
            Role::Subcommand(ty) => augment(ty, spec, field.plain),
            Role::Skip(_) => TokenStream::new(),
        })
        .collect();
    // Room for this struct's declarations at once: growing the table hashes
    // every id again.
    let declared = list
        .iter()
        .zip(&statements)
        .filter(|(field, statement)| matches!(field.role, Role::Arg(_)) && !statement.is_empty())
        .count();
    let reserve = (declared > 1).then(|| quote!(#spec.reserve(#declared);));
    quote!(#reserve #(#statements)*)
}

fn declare_arg(arg: &Arg, list: &[Field<'_>], job: Option<&LitStr>, spec: &Ident) -> TokenStream {
    let attrs = &arg.attrs;
    // The container's job is its flags': a positional argument has no
    // spelling a job could be replayed (a field's own `job` on one is a
    // compile error), as a subcommand's default job leaves it out.
    let job = job.filter(|_| arg.is_flag);
    let id = &arg.id;
    // An order it sets is its own, which the preparation leaves as it is.
    let ordered = (arg.display_order && arg.is_flag).then(|| quote!(#spec.set_own_display_order(#id);));
    // A flag of a struct that names no job takes, where it names none
    // either, the job of the struct that flattens this one, if any (known
    // only when the declarations are made).
    let scoped = arg.is_flag && job.is_none() && attrs.job.is_none();
    if attrs.is_empty() && job.is_none() {
        if !scoped {
            return ordered.unwrap_or_default();
        }
        return quote! {
            #ordered
            if let ::core::option::Option::Some(__argkind_job) = #spec.scoped_job() {
                #spec.insert_arg(#id, ::argkind::__private::ArgSpec::new().job(__argkind_job));
            }
        };
    }
    let mut chain = quote!(::argkind::__private::ArgSpec::new());
    if let Some((tier, _)) = &attrs.tier {
        let variant = format_ident!("{}", tier.variant());
        chain.extend(quote!(.kind(::argkind::__private::ArgKind::#variant)));
    }
    if let Some(job) = attrs.job.as_ref().map(|(_, job)| job).or(job) {
        chain.extend(quote!(.job(#job)));
    }
    match &attrs.pair {
        Some((Pair::Noable, _)) => chain.extend(quote!(.noable())),
        Some((Pair::EnableDisable, _)) => chain.extend(quote!(.enable_disable())),
        None => {}
    }
    // The groups a pair field joins with `group = "..."`, which clap lists
    // among a group's members only once it builds the command: its
    // negation joins them too (`Negation::group`).
    let paired = attrs.pair.is_some() || attrs.negation.is_some();
    let groups: Vec<&String> = if paired {
        arg.groups.iter().collect()
    } else {
        Vec::new()
    };
    if attrs.negation.is_none() && !groups.is_empty() {
        chain.extend(quote!(.negation(::argkind::__private::Negation::new()#(.group(#groups))*)));
    }
    if let Some((_, negation)) = &attrs.negation {
        let mut own = quote!(::argkind::__private::Negation::new());
        own.extend(quote!(#(.group(#groups))*));
        if let Some(long) = &negation.long {
            own.extend(quote!(.long(#long)));
        }
        if let Some(short) = &negation.short {
            own.extend(quote!(.short(#short)));
        }
        if let Some(order) = &negation.display_order {
            own.extend(quote!(.display_order(#order)));
        }
        if let Some(id) = &negation.id {
            own.extend(quote!(.id(#id)));
        }
        if let Some((tier, _)) = &negation.tier {
            let variant = format_ident!("{}", tier.variant());
            own.extend(quote!(.kind(::argkind::__private::ArgKind::#variant)));
        }
        if let Some(help) = &negation.help {
            own.extend(quote!(.help(#help)));
        }
        if let Some(long_help) = &negation.long_help {
            own.extend(quote!(.long_help(#long_help)));
        }
        chain.extend(quote!(.negation(#own)));
    }
    if let Some((_, deprecated)) = &attrs.deprecated {
        match (
            deprecated
                .replacement
                .as_ref()
                .and_then(|target| target_id(list, target)),
            &deprecated.instead,
        ) {
            (Some(id), _) => chain.extend(quote!(.deprecated_for(#id))),
            (None, Some(advice)) => chain.extend(quote!(.deprecated_instead(#advice))),
            (None, None) => chain.extend(quote!(.deprecated())),
        }
    }
    if attrs.extend.is_some() {
        chain.extend(quote!(.extend()));
    }
    if let Some(preset) = &attrs.preset {
        for (target, value, _) in &preset.values {
            if let Some(id) = target_id(list, target) {
                let value = LitStr::new(value, Span::call_site());
                chain.extend(quote!(.preset(#id, #value)));
            }
        }
    }
    if scoped {
        return quote! {
            #ordered
            {
                let __argkind_declared = #chain;
                let __argkind_declared = match #spec.scoped_job() {
                    ::core::option::Option::Some(__argkind_job) => __argkind_declared.job(__argkind_job),
                    ::core::option::Option::None => __argkind_declared,
                };
                #spec.insert_arg(#id, __argkind_declared);
            }
        };
    }
    quote!(#ordered #spec.insert_arg(#id, #chain);)
}

/// The clap id of the argument `target` names, as an expression: a field's
/// id, the id a path reaches through a flattened struct (the path as
/// written when that struct has no such field, for the message of the
/// check when the command is built), or the `"--name"` string, which the
/// builder API resolves by long name.
fn target_id(list: &[Field<'_>], target: &Target) -> Option<TokenStream> {
    match target {
        Target::Long(lit) => Some(quote!(#lit)),
        Target::Path(path) => match path.as_slice() {
            [ident] => id_of(list, ident).map(|id| quote!(#id)),
            [first, rest @ ..] => {
                let Role::Flatten(ty) = &ast::find_field(list, first)?.role else {
                    return None;
                };
                let names: Vec<String> = rest.iter().map(|i| i.unraw().to_string()).collect();
                let lookup = field_id(ty, &quote!(&[#(#names),*]));
                let written = target.text();
                Some(quote!(#lookup.unwrap_or(::argkind::__private::Cow::Borrowed(#written))))
            }
            [] => None,
        },
    }
}

/// The clap id of the argument field named `target` (checked to exist).
fn id_of<'f>(list: &'f [Field<'_>], target: &Ident) -> Option<&'f crate::attr::Name> {
    match &ast::find_field(list, target)?.role {
        Role::Arg(arg) => Some(&arg.id),
        _ => None,
    }
}

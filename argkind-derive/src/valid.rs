//! Checks of the model that need more than one attribute list: the field's
//! long name and type (S3, S6), the other fields of the struct (replacement
//! and preset targets), and where `#[argkind(...)]` may appear at all.

use syn::ext::IdentExt;
use syn::{Attribute, Ident};

use crate::ast::{self, Arg, Body, Field, Input, Role, VariantKind};
use crate::attr::{Pair, Tier};
use crate::ctxt::Ctxt;

/// Reports every mistake of `input` on `cx`.
pub(crate) fn check(cx: &Ctxt, input: &Input<'_>) {
    match input {
        Input::Struct(data) => {
            let scope = format!("struct `{}`", data.original.ident);
            check_fields(cx, &data.fields, &scope);
        }
        Input::Enum(data) => {
            stray(
                cx,
                &data.stray,
                "`#[argkind(...)]` on a subcommand enum declares nothing: put \
                 `#[argkind(job = \"...\")]` on a variant, and the other keys on the fields \
                 of its arguments",
            );
            for variant in &data.variants {
                match &variant.kind {
                    VariantKind::Flatten(_) => stray(
                        cx,
                        &variant.argkind_attrs,
                        "`#[argkind(...)]` does nothing on a `#[command(flatten)]` variant: put \
                         it on the variants of the flattened enum",
                    ),
                    VariantKind::Ignored(what) => stray(
                        cx,
                        &variant.argkind_attrs,
                        &format!(
                            "a `#[command({what})]` variant has no arguments argkind can \
                             declare: remove `#[argkind(...)]`"
                        ),
                    ),
                    VariantKind::Command {
                        body: Body::Fields(fields),
                        ..
                    } => {
                        let scope = format!("variant `{}`", variant.ident);
                        check_fields(cx, fields, &scope);
                    }
                    VariantKind::Command { .. } => {}
                }
            }
        }
    }
}

fn stray(cx: &Ctxt, attrs: &[&Attribute], msg: &str) {
    for attr in attrs {
        cx.error_spanned_by(attr, msg);
    }
}

fn check_fields(cx: &Ctxt, fields: &[Field<'_>], scope: &str) {
    for field in fields {
        match &field.role {
            Role::Arg(arg) => {
                check_arg(cx, field, arg);
                check_targets(cx, arg, fields, scope);
            }
            Role::Flatten(_) => stray(
                cx,
                &field.argkind_attrs,
                "`#[argkind(...)]` does nothing on a `#[command(flatten)]` field: put it on \
                 the fields of the flattened struct (and `#[argkind(job = \"...\")]` on that \
                 struct)",
            ),
            Role::Subcommand(_) => stray(
                cx,
                &field.argkind_attrs,
                "`#[argkind(...)]` does nothing on a `#[command(subcommand)]` field: put \
                 `#[argkind(job = \"...\")]` on the variants of the subcommand enum and the \
                 other keys on the fields of their arguments",
            ),
            Role::Skip("from_global") => stray(
                cx,
                &field.argkind_attrs,
                "a `#[arg(from_global)]` field reads an argument declared on a parent command: \
                 put `#[argkind(...)]` on that argument",
            ),
            Role::Skip(what) => stray(
                cx,
                &field.argkind_attrs,
                &format!("a `#[arg({what})]` field is not an argument: remove `#[argkind(...)]`"),
            ),
        }
    }
}

/// The S3 rule: `long` without one leading pair prefix starts with
/// `internal-`.
fn internal_by_name(long: &str) -> bool {
    let name = ["enable-", "disable-", "no-"]
        .iter()
        .find_map(|prefix| long.strip_prefix(prefix))
        .unwrap_or(long);
    name.starts_with("internal-")
}

fn check_arg(cx: &Ctxt, field: &Field<'_>, arg: &Arg) {
    let attrs = &arg.attrs;
    if let (Some((tier, key)), Some(long)) = (&attrs.tier, &arg.long) {
        if *tier != Tier::Internal && internal_by_name(long) {
            cx.error_spanned_by(
                key,
                format!("`--{long}` is INTERNAL by its name (past any `no-`, `enable-` or `disable-`, it starts with `internal-`): remove `{key}` or write `internal`"),
            );
        }
    }
    let (pair, key) = match &attrs.pair {
        Some(pair) => pair,
        None => return,
    };
    if !ast::is_bool(field.ty) {
        cx.error_spanned_by(
            key,
            match pair {
                Pair::Noable => {
                    "`noable` needs a `bool` field (`--X` sets true, `--no-X` sets \
                                 false): make the field `bool` or remove `noable`"
                }
                Pair::EnableDisable => {
                    "`enable_disable` needs a `bool` field (`--enable-X` sets \
                                        true, `--disable-X` sets false): make the field `bool` \
                                        or remove `enable_disable`"
                }
            },
        );
    }
    let long = match &arg.long {
        Some(long) => long,
        None => return,
    };
    match pair {
        Pair::Noable => {
            if let Some(rest) = long.strip_prefix("no-") {
                cx.error_spanned_by(
                    key,
                    format!(
                        "`noable` on `--{long}` would add `--no-{long}`: name the flag for what \
                         it turns on (`--{rest}`, so `--no-{rest}` turns it off) or remove \
                         `noable`"
                    ),
                );
            }
        }
        Pair::EnableDisable => {
            if !long.starts_with("enable-") {
                let field_name = field.ident.unraw();
                cx.error_spanned_by(
                    key,
                    format!(
                        "`enable_disable` needs a long name starting with `enable-`, and this \
                         flag is `--{long}`: name the field `enable_{field_name}` or set \
                         `#[arg(long = \"enable-{long}\")]`"
                    ),
                );
            }
        }
    }
}

/// Checks that `replacement` and `preset` name flag fields of `fields`.
fn check_targets(cx: &Ctxt, arg: &Arg, fields: &[Field<'_>], scope: &str) {
    let attrs = &arg.attrs;
    if let Some((_, deprecated)) = &attrs.deprecated {
        if let Some(target) = &deprecated.replacement {
            check_target(cx, target, fields, scope, "the replacement of a deprecated flag");
        }
    }
    if let Some(preset) = &attrs.preset {
        for (target, _) in &preset.values {
            check_target(cx, target, fields, scope, "a preset target");
        }
    }
}

fn check_target(cx: &Ctxt, target: &Ident, fields: &[Field<'_>], scope: &str, what: &str) {
    let name = target.unraw().to_string();
    let field = match ast::find_field(fields, target) {
        Some(field) => field,
        None => {
            let flags: Vec<String> = fields
                .iter()
                .filter(|field| matches!(&field.role, Role::Arg(arg) if arg.is_flag))
                .map(|field| format!("`{}`", field.ident.unraw()))
                .collect();
            let flags = if flags.is_empty() {
                "it has none".to_owned()
            } else {
                format!("its flags are {}", flags.join(", "))
            };
            cx.error_spanned_by(
                target,
                format!(
                    "no field `{name}` in {scope}: {what} names a flag field of the same \
                     struct, and {flags}"
                ),
            );
            return;
        }
    };
    let not_a_flag = match &field.role {
        Role::Arg(arg) if arg.is_flag => return,
        Role::Arg(_) => format!("`{name}` is a positional argument: give it `#[arg(long)]` or name a flag"),
        Role::Flatten(_) => format!("`{name}` is a `#[command(flatten)]` field: name a flag of {scope} instead"),
        Role::Subcommand(_) => format!("`{name}` is a `#[command(subcommand)]` field: name a flag of {scope} instead"),
        Role::Skip(why) => {
            format!("`{name}` is a `#[arg({why})]` field, not an argument: name a flag of {scope} instead")
        }
    };
    cx.error_spanned_by(target, format!("{what} must be a flag; {not_a_flag}"));
}

//! Checks of the model that need more than one attribute list: the field's
//! long name and type (for the naming rule, under which a long name starting
//! with `internal-` is INTERNAL, and for the flag behaviours), the other
//! fields of the struct (replacement and preset targets), and where
//! `#[argkind(...)]` may appear at all.

use quote::ToTokens;
use syn::ext::IdentExt;
use syn::{Attribute, GenericArgument, Ident, LitStr, PathArguments, Type};

use crate::ast::{self, Arg, Body, ClapTy, Field, Input, RequiredBy, Role, VariantKind};
use crate::attr::{Casing, NegationAttrs, Pair, Target, Tier};
use crate::ctxt::Ctxt;

/// Reports every mistake of `input` on `cx`.
pub(crate) fn check(cx: &Ctxt, input: &Input<'_>) {
    match input {
        Input::Struct(data) => {
            let scope = format!("struct `{}`", data.original.ident);
            check_fields(cx, &data.fields, &scope);
            if data.print_options {
                check_print_surface(cx, &data.fields);
            }
            if let Some(group) = required_group(&data.original.attrs) {
                check_required_group(cx, &data.original.ident, group, &data.fields);
            }
            check_extend_in_hyphen_command(cx, &data.original.attrs, &data.fields);
        }
        Input::Enum(data) => {
            stray(
                cx,
                &data.stray,
                "`#[argkind(...)]` on a subcommand enum declares nothing: put \
                 `#[argkind(job = \"...\")]` on a variant (or `#[argkind(plain)]`, on one \
                 holding a type that does not derive `ArgKinds`), and the other keys on the \
                 fields of its arguments",
            );
            for variant in &data.variants {
                for long in variant.long_flags.iter().filter(|l| is_surface_long(&l.value())) {
                    cx.error_spanned_by(
                        long,
                        surface_long_message(&long.value(), "give the subcommand another long flag"),
                    );
                }
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
    check_twin_relations(cx, fields);
    check_requires_harg(cx, fields);
    for field in fields {
        match &field.role {
            Role::Arg(arg) => {
                check_arg(cx, field, arg, fields);
                check_targets(cx, field, arg, fields, scope);
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

/// The `(field id, negation id)` of each pair field of `fields` whose ids
/// the derive knows.
fn pair_ids(fields: &[Field<'_>]) -> Vec<(String, String)> {
    fields
        .iter()
        .filter_map(|field| {
            let Role::Arg(arg) = &field.role else { return None };
            let (id, _) = negation_names(field)?;
            Some((arg.id.value()?, id))
        })
        .collect()
}

/// The id and the long name of the negation argkind adds for the pair flag
/// `field` (see [`negation_of`]).
fn negation_names(field: &Field<'_>) -> Option<(String, String)> {
    let long = negation_of(field)?;
    let Role::Arg(arg) = &field.role else { return None };
    let id = match arg.attrs.negation.as_ref().and_then(|(_, n)| n.id.as_ref()) {
        Some(id) => id.value(),
        None => long.replace('-', "_"),
    };
    Some((id, long))
}

/// A relation (`overrides_with`, `conflicts_with`, `requires`) that names
/// the hand-written twin of a pair under an id argkind's negation does not
/// have: clap would panic when the command is built. Reported only where
/// the derive sees the struct's every argument (no flattened struct), and
/// only for an id no field or group of the struct has that is the
/// negation's in another casing (`NO_HIDDEN` beside a pair `hidden`).
fn check_twin_relations(cx: &Ctxt, fields: &[Field<'_>]) {
    let pairs = pair_ids(fields);
    if pairs.is_empty() || fields.iter().any(|f| matches!(f.role, Role::Flatten(_))) {
        return;
    }
    let mut known: Vec<String> = pairs.iter().map(|(_, negation)| negation.clone()).collect();
    for field in fields {
        if let Role::Arg(arg) = &field.role {
            known.extend(arg.id.value());
            known.extend(arg.groups.iter().cloned());
        }
    }
    for field in fields {
        let Role::Arg(arg) = &field.role else { continue };
        for relation in &arg.relations {
            let id = relation.value();
            if known.contains(&id) {
                continue;
            }
            // The negation's id in another casing only (`no-hidden`,
            // `NO_HIDDEN`, `noHidden`). Any other id may name what the
            // derive cannot see (a group of the command, an argument of an
            // enclosing struct this one is flattened into or a subcommand
            // of: `no_color_output` beside a pair `color`), which `new`
            // checks in debug builds, naming the negations' ids.
            let norm = |text: &str| {
                text.chars()
                    .filter(|c| !matches!(c, '-' | '_'))
                    .flat_map(char::to_lowercase)
                    .collect::<String>()
            };
            let Some((flag, negation)) = pairs.iter().find(|(_, negation)| norm(&id) == norm(negation)) else {
                continue;
            };
            cx.error_spanned_by(
                relation,
                format!(
                    "`{id}` names no argument: if it is the hand-written twin of `{flag}`, argkind \
                     replaces it with the negation `{negation}`; write `\"{negation}\"`, or keep \
                     the name with `#[argkind(negation(id = \"{id}\"))]` on `{flag}`"
                ),
            );
        }
    }
}

/// The naming rule: `long` without one leading pair prefix starts with
/// `internal-`.
fn internal_by_name(long: &str) -> bool {
    let name = ["enable-", "disable-", "no-"]
        .iter()
        .find_map(|prefix| long.strip_prefix(prefix))
        .unwrap_or(long);
    name.starts_with("internal-")
}

fn check_arg(cx: &Ctxt, field: &Field<'_>, arg: &Arg, fields: &[Field<'_>]) {
    let attrs = &arg.attrs;
    if let Some(long) = arg.long.as_deref().filter(|long| arg.has_long && is_surface_long(long)) {
        cx.error_spanned_by(
            field.ident,
            surface_long_message(long, "give the field another long name (`#[arg(long = \"...\")]`)"),
        );
    }
    for alias in arg.aliases.iter().filter(|a| is_surface_long(&a.value())) {
        cx.error_spanned_by(alias, surface_long_message(&alias.value(), "drop the alias"));
    }
    if let Some(id) = arg.id.value().filter(|id| is_surface_long(id)) {
        cx.error_spanned_by(
            field.ident,
            format!(
                "`{id}` is the id of a flag argkind adds to every command itself, and clap would \
                 keep only one of them: give the field another `id`"
            ),
        );
    }
    if let Some((tier, key)) = &attrs.tier {
        // The rule reads the long name: a short-only flag or a positional
        // has none, whatever its field is called.
        if let Some(long) = arg.long.as_ref().filter(|_| arg.has_long) {
            if *tier != Tier::Internal && internal_by_name(long) {
                cx.error_spanned_by(
                    key,
                    format!("`--{long}` is INTERNAL by its name (past any `no-`, `enable-` or `disable-`, it starts with `internal-`): remove `{key}` or write `internal`"),
                );
            }
        }
        if *tier == Tier::Harg {
            check_harg(cx, field, arg, key);
        }
    }
    if let Some((key, _)) = &attrs.deprecated {
        if let Some((Tier::Harg, tier_key)) = &attrs.tier {
            cx.error_spanned_by(
                key,
                format!(
                    "a deprecated flag's warning names it (`--name is deprecated`) whenever it is \
                     typed, and a HARG flag is never named: remove `deprecated`, or replace \
                     `{tier_key}` with `hidden` to keep the flag off `--help`"
                ),
            );
        }
        if !arg.is_flag {
            cx.error_spanned_by(
                key,
                "`deprecated` warns when a flag is typed, and a positional argument has no name \
                 to type: make it a flag with `#[arg(long)]`, or remove `deprecated`",
            );
        } else if let Some(why) = why_required(field, arg) {
            cx.error_spanned_by(
                key,
                format!(
                    "a deprecated flag is one users should stop typing, so it must not be one every \
                     command line has to type, and {why}; or remove `deprecated`"
                ),
            );
        }
    }
    if let Some((key, job)) = &attrs.job {
        if !arg.is_flag {
            cx.error_spanned_by(
                key,
                format!(
                    "`job` names the tool a flag is replayed to, and a positional argument is no \
                     flag: replay passes on the flags the user set, so these values would never \
                     reach `{}`; make it a flag with `#[arg(long)]`, or remove `job` and pass the \
                     values on yourself",
                    job.value()
                ),
            );
        }
    }
    if let Some(preset) = &attrs.preset {
        if !arg.is_flag {
            cx.error_spanned_by(
                &preset.key,
                "`preset` sets its targets when its flag is typed, and a positional argument \
                 has no name to type: make it a flag with `#[arg(long)]`, or remove `preset`",
            );
        } else if let Some((_, key)) = attrs.pair() {
            cx.error_spanned_by(
                key,
                format!(
                    "`{key}` gives this preset flag a negation, and a negation would set the \
                     preset's targets as the flag does: remove `{key}`, or put the preset on a \
                     flag of its own"
                ),
            );
        }
    }
    if let Some(variable) = &arg.env {
        check_env_of_behaviours(cx, field, arg, variable);
    }
    if let Some(key) = &attrs.extend {
        if !arg.is_flag {
            cx.error_spanned_by(
                key,
                "`extend` makes each occurrence of a flag add to its list, and a positional \
                 argument has no name to type: clap already reads every value a positional takes \
                 (`num_args = 1..`), so remove `extend`, or make it a flag with `#[arg(long)]`",
            );
        } else {
            check_extend(cx, field, arg, key);
        }
    }
    if let Some(str2bool) = &arg.str2bool {
        check_str2bool(cx, field, arg, str2bool);
    }
    if let Some((pair, key)) = attrs.pair() {
        let negation = attrs.negation.as_ref().map(|(_, n)| n);
        check_pair(cx, field, arg, pair, key, negation, fields);
    }
}

/// argkind warns, redirects and applies presets where a flag is typed on
/// the command line: a deprecated or preset flag that reads the
/// environment variable `variable` would do none of it when the variable
/// sets it.
fn check_env_of_behaviours(cx: &Ctxt, field: &Field<'_>, arg: &Arg, variable: &str) {
    let name = field.ident.unraw();
    let attrs = &arg.attrs;
    if let Some((key, deprecated)) = &attrs.deprecated {
        let fix = match &deprecated.replacement {
            Some(target) => format!("put `env` on the replacement `{}` instead, or remove it", target.text()),
            None => "remove `env`, or `deprecated`".to_owned(),
        };
        cx.error_spanned_by(
            key,
            format!(
                "`{name}` reads the environment variable `{variable}`, and argkind warns and \
                 redirects only where a deprecated flag is typed on the command line, so \
                 `{variable}` would set `{name}` with no warning: {fix}"
            ),
        );
    } else if let Some(preset) = &attrs.preset {
        cx.error_spanned_by(
            &preset.key,
            format!(
                "`{name}` reads the environment variable `{variable}`, and argkind applies a \
                 preset only where its flag is typed on the command line, so `{variable}` would \
                 set `{name}` without setting its targets: put `env` on the preset's targets \
                 instead, or remove it"
            ),
        );
    }
}

/// `str2bool` parses a value, and clap's derive gives a `bool` field an
/// action that takes none (`SetTrue`): the parser would never run.
fn check_str2bool(cx: &Ctxt, field: &Field<'_>, arg: &Arg, str2bool: &Ident) {
    if ast::is_bool(field.ty) && arg.action.as_deref() == Some("SetTrue") {
        let how = if arg.action_given {
            "`action = ArgAction::SetTrue` takes no value, so the parser never runs: write \
             `action = clap::ArgAction::Set`"
        } else {
            "clap's derive makes a `bool` field a flag that takes no value \
             (`ArgAction::SetTrue`), so the parser never runs and `--x=false` is rejected: add \
             `action = clap::ArgAction::Set` to its `#[arg(...)]`"
        };
        cx.error_spanned_by(
            str2bool,
            format!("`str2bool` reads a value, and {how}, or remove the value parser"),
        );
    }
}

/// Why clap requires `arg` (field `field`), and how to make it optional;
/// `None` where it does not.
fn why_required(field: &Field<'_>, arg: &Arg) -> Option<String> {
    Some(match arg.required? {
        RequiredBy::Attr(spelling) => format!("`{spelling}` makes clap require it: remove `{spelling}`"),
        RequiredBy::Type => {
            let ty = type_text(field.ty);
            format!(
                "this `{ty}` field needs a value and has no default (clap's derive requires it, \
                 and with `required = false` reading it fails where it is not given): make it \
                 `Option<{ty}>`, or give it a `default_value_t`"
            )
        }
    })
}

/// A HARG argument is never shown, so it must not be one clap requires.
fn check_harg(cx: &Ctxt, field: &Field<'_>, arg: &Arg, key: &Ident) {
    if let Some(condition) = &arg.required_under {
        cx.error_spanned_by(
            key,
            format!(
                "a HARG argument is never shown to the user, so it must not be one the user has to \
                 give, and `{condition}` makes clap require it where its condition holds: remove \
                 `{condition}`, or replace `harg` with `hidden`"
            ),
        );
    }
    let Some(why) = why_required(field, arg) else { return };
    cx.error_spanned_by(
        key,
        format!("a HARG argument is never shown to the user, so it must not be one the user has to give, and {why}"),
    );
}

/// A field that `requires` a HARG field of the same struct makes clap name
/// the HARG one when it is missing: the user is never shown it.
fn check_requires_harg(cx: &Ctxt, fields: &[Field<'_>]) {
    let harg_id = |id: &str| {
        fields.iter().find(|f| match &f.role {
            Role::Arg(a) => matches!(a.attrs.tier, Some((Tier::Harg, _))) && a.id.value().as_deref() == Some(id),
            _ => false,
        })
    };
    for field in fields {
        let Role::Arg(arg) = &field.role else { continue };
        for required in &arg.requires {
            let Some(harg) = harg_id(&required.value()) else {
                continue;
            };
            let (name, harg_name) = (field.ident.unraw(), harg.ident.unraw());
            cx.error_spanned_by(
                required,
                format!(
                    "`{name}` requires `{harg_name}`, which is HARG: clap names a missing \
                     required argument to the user, who is never shown a HARG one: give \
                     `{harg_name}` another tier (`hidden`), or drop the requirement"
                ),
            );
        }
    }
}

/// Under `#[argkind(print_options)]` argkind adds `--print-options` and
/// `--print-all-options`: no field, alias, id or negation of the struct
/// may take those names.
fn check_print_surface(cx: &Ctxt, fields: &[Field<'_>]) {
    let is_print = |name: &str| matches!(name, "print-options" | "print-all-options");
    let message = |name: &str, fix: &str| {
        format!(
            "`{name}` is the name of a flag argkind adds itself under `print_options` (the \
             effective-values surface), and clap would read it as only one of them: {fix}"
        )
    };
    for field in fields {
        let Role::Arg(arg) = &field.role else { continue };
        if let Some(long) = arg.long.as_deref().filter(|l| arg.has_long && is_print(l)) {
            cx.error_spanned_by(
                field.ident,
                message(long, "give the field another long name (`#[arg(long = \"...\")]`)"),
            );
        }
        if let Some(id) = arg.id.value().filter(|id| is_print(id)) {
            cx.error_spanned_by(field.ident, message(&id, "give the field another `id`"));
        }
        for alias in arg.aliases.iter().filter(|a| is_print(&a.value())) {
            cx.error_spanned_by(alias, message(&alias.value(), "drop the alias"));
        }
        let negation = arg.attrs.negation.as_ref().and_then(|(_, n)| n.long.as_ref());
        if let Some(long) = negation.filter(|l| is_print(&l.value())) {
            cx.error_spanned_by(long, message(&long.value(), "give the negation another long name"));
        }
    }
}

/// The `#[group(...)]` attribute of a struct that makes the group clap's
/// derive gives it required (`required`, `required = true`), if it has one.
fn required_group(attrs: &[Attribute]) -> Option<&Attribute> {
    attrs.iter().filter(|a| a.path().is_ident("group")).find(|attr| {
        let mut required = false;
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("required") {
                required = match meta.value() {
                    Ok(value) => value.parse::<syn::LitBool>().is_ok_and(|b| b.value),
                    Err(_) => true,
                };
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            }
            Ok(())
        });
        required
    })
}

/// A struct whose group is required (`#[group(required = true)]`) makes
/// the user give one of its argument fields: none may be HARG, which the
/// user is never shown.
fn check_required_group(cx: &Ctxt, name: &Ident, group: &Attribute, fields: &[Field<'_>]) {
    for field in fields {
        let Role::Arg(arg) = &field.role else { continue };
        let Some((Tier::Harg, key)) = &arg.attrs.tier else {
            continue;
        };
        let field_name = field.ident.unraw();
        cx.error_spanned_by(
            key,
            format!(
                "`{field_name}` is a member of the group of `{name}`, which `#[group(required = \
                 true)]` makes required, so clap names its members when none is given, and a \
                 HARG argument is never shown to the user: give `{field_name}` another tier \
                 (`hidden`), move it out of `{name}`, or make the group optional"
            ),
        );
        cx.error_spanned_by(group, format!("this makes the group of `{name}` required"));
    }
}

/// A struct whose command takes hyphen values (`#[command(allow_hyphen_values
/// = true)]`) gives them to each of its options: an `extend` one there
/// would take every later token, as one that sets it itself does.
fn check_extend_in_hyphen_command(cx: &Ctxt, attrs: &[syn::Attribute], fields: &[Field<'_>]) {
    let hyphen = crate::attr::ClapAttrs::from_attrs(attrs).is_ok_and(|clap| clap.allow_hyphen_values);
    if !hyphen {
        return;
    }
    for field in fields {
        let Role::Arg(arg) = &field.role else { continue };
        let Some(key) = &arg.attrs.extend else { continue };
        if arg.allow_hyphen_values || arg.value_terminator || arg.num_args_one_or_more {
            continue;
        }
        cx.error_spanned_by(
            key,
            "`extend` makes each occurrence of the flag take one or more values (`num_args = \
             1..`), and this struct's `#[command(allow_hyphen_values = true)]` lets a value start \
             with `-`: an occurrence would take every later token as its values, flags included: \
             give the flag a `value_terminator` to end its values, remove the command's \
             `allow_hyphen_values`, or remove `extend`",
        );
    }
}

/// `extend` collects the values of every occurrence: it needs a `Vec`.
fn check_extend(cx: &Ctxt, field: &Field<'_>, arg: &Arg, key: &Ident) {
    if ast::is_bool(field.ty) {
        cx.error_spanned_by(
            key,
            "`extend` collects the values of every occurrence of a flag, and a `bool` flag \
             takes none: make the field a `Vec` of the values the flag takes (as in \
             `Vec<String>`), or remove `extend`",
        );
        return;
    }
    if let (true, Some(action)) = (arg.action_given, &arg.action) {
        if action == "Set" {
            cx.error_spanned_by(
                key,
                "`extend` makes the flag a list that each occurrence adds to \
                 (`ArgAction::Append`), and `action = ArgAction::Set` keeps the last occurrence \
                 only: remove `action = ...` from its `#[arg(...)]`, or remove `extend`",
            );
            return;
        }
        if matches!(action.as_str(), "SetTrue" | "SetFalse" | "Count") {
            cx.error_spanned_by(
                key,
                format!(
                    "`extend` collects the values of every occurrence of a flag, and an \
                     `ArgAction::{action}` flag takes none: remove `action = ...` from its \
                     `#[arg(...)]` (clap's derive then gives a `Vec` field `Append`), or remove \
                     `extend`"
                ),
            );
            return;
        }
    }
    if arg.num_args && !arg.num_args_one_or_more {
        cx.error_spanned_by(
            key,
            "`extend` makes each occurrence of the flag take one or more values \
             (`num_args = 1..`), which would replace the `num_args` its `#[arg(...)]` gives and \
             change which argument clap gives a later token: remove `num_args = ...`, or remove \
             `extend`",
        );
        return;
    }
    if arg.allow_hyphen_values && !arg.value_terminator && !arg.num_args_one_or_more {
        cx.error_spanned_by(
            key,
            "`extend` makes each occurrence of the flag take one or more values (`num_args = \
             1..`), and `allow_hyphen_values = true` lets a value start with `-`: an occurrence \
             would take every later token as its values, flags included (`--mllvm -x --fast` \
             gives `--fast` to `--mllvm`): give the flag a `value_terminator` to end its values, \
             remove `allow_hyphen_values`, or remove `extend` (an `Append` list takes one value \
             an occurrence)",
        );
        return;
    }
    if matches!(ClapTy::of(field.ty), ClapTy::Vec | ClapTy::OptionVec) {
        return;
    }
    let ty = type_text(field.ty);
    // clap's derive reads a list only from a type written `Vec<...>`: a
    // path to it (`std::vec::Vec<String>`) holds one value to clap.
    if let Some(item) = ast::path_to_vec_item(field.ty) {
        cx.error_spanned_by(
            key,
            format!(
                "`extend` collects every value of every occurrence, and clap's derive reads a \
                 list only from a field whose type is written `Vec<...>`: write this `{ty}` \
                 field's type `Vec<{}>`",
                type_text(item)
            ),
        );
        return;
    }
    let value = type_text(ast::value_type(field.ty));
    let name = arg.long.clone().unwrap_or_else(|| field.ident.unraw().to_string());
    cx.error_spanned_by(
        key,
        format!(
            "`extend` collects every value of every occurrence, and this field, `{ty}`, holds \
             one (`--{name} a b` would keep `a` and drop `b`): make the field `Vec<{value}>`"
        ),
    );
}

/// `noable`, `enable_disable` and `negation` need a `bool` flag with a long
/// name that fits the pair (any name, when the negation names itself),
/// whose negation no other field spells and whose declared tier fits the
/// naming rule on the negation's name.
fn check_pair(
    cx: &Ctxt,
    field: &Field<'_>,
    arg: &Arg,
    pair: Pair,
    key: &Ident,
    negation: Option<&NegationAttrs>,
    fields: &[Field<'_>],
) {
    if !arg.has_long {
        no_long_name(cx, field, arg, pair, key);
        return;
    }
    if !ast::is_bool(field.ty) {
        cx.error_spanned_by(
            key,
            match pair {
                Pair::Noable if key == "negation" => {
                    "`negation` needs a `bool` field (`--X` sets true, its negation sets \
                     false): make the field `bool` or remove `negation`"
                }
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
    } else if arg.conditional_default {
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` gives the flag a negation that sets it false, and clap gives a flag its \
                 conditional default (`default_value_if`) even where the negation is typed last \
                 (the first condition that holds wins, and the application's come first): remove \
                 `default_value_if` from its `#[arg(...)]`, or remove `{key}`"
            ),
        );
    } else if !arg.action_given && arg.action.as_deref() != Some("SetTrue") {
        // clap's derive makes a flag of a field written `bool` only: a
        // path to it (`std::primitive::bool`) takes a value.
        let ty = type_text(field.ty);
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` needs a flag that takes no value, and clap's derive makes one only of a field written `bool`: this `{ty}` field takes a value (`--x true`); write its type `bool`, or add `action = clap::ArgAction::SetTrue` to its `#[arg(...)]`"
            ),
        );
    } else if let (true, Some(action)) = (arg.action_given, &arg.action) {
        if action != "SetTrue" {
            cx.error_spanned_by(
                key,
                format!(
                    "`{key}` needs a flag that takes no value and is set to true when given \
                     (`ArgAction::SetTrue`, what clap gives a `bool` field), and this one is \
                     `ArgAction::{action}`: remove `action = ...` from its `#[arg(...)]`, or \
                     remove `{key}`"
                ),
            );
        }
    }
    let long = match &arg.long {
        Some(long) => long,
        None => return,
    };
    let own_long = negation.and_then(|n| n.long.as_ref());
    if let Some(own) = own_long {
        if let Some(problem) = malformed_negation_long(&own.value(), long) {
            cx.error_spanned_by(own, problem);
            return;
        }
    }
    let Some(negative) = negative_long(pair, own_long, long) else {
        let message = match pair {
            Pair::Noable => {
                let rest = long.strip_prefix("no-").unwrap_or(long);
                format!(
                    "`noable` on `--{long}` would add `--no-{long}`: name the negation \
                     instead (`negation = \"{rest}\"`, so `--{rest}` turns the flag off), \
                     or name the flag for what it turns on (`--{rest}`, so `--no-{rest}` \
                     turns it off)"
                )
            }
            Pair::EnableDisable => not_enable_message(field, arg, long),
        };
        cx.error_spanned_by(key, message);
        return;
    };
    if let Some((tier, tier_key)) = negation.and_then(|n| n.tier.as_ref()) {
        if *tier != Tier::Internal && internal_by_name(&negative) {
            cx.error_spanned_by(
                tier_key,
                format!(
                    "the negation `--{negative}` is INTERNAL by its name (past any `no-`, \
                     `enable-` or `disable-`, it starts with `internal-`): remove `{tier_key}` \
                     or write `internal`"
                ),
            );
        }
    }
    check_negation(cx, field, key, &negative, fields);
    if let Some(id) = negation.and_then(|n| n.id.as_ref()) {
        check_negation_id(cx, field, id, fields);
    }
    if let Some(short) = negation.and_then(|n| n.short.as_ref()) {
        check_negation_short(cx, field, short, fields);
    }
}

/// Reports a negation short name `short` declared on the pair flag `field`
/// that a field of `fields` has (the flag's own, or another's), and one on
/// a deprecated flag, whose negation is redirected by its long name.
fn check_negation_short(cx: &Ctxt, field: &Field<'_>, short: &syn::LitChar, fields: &[Field<'_>]) {
    let letter = short.value();
    let name = field.ident.unraw();
    if is_deprecated(field) {
        cx.error_spanned_by(
            short,
            format!(
                "`{name}` is deprecated, and a deprecated flag's negation is redirected where it \
                 is typed by its long name: remove `short`, or give the replacement's negation the \
                 short name"
            ),
        );
        return;
    }
    let owner = fields.iter().find(|other| match &other.role {
        Role::Arg(other_arg) => other_arg.short == Some(letter),
        _ => false,
    });
    let aliased = || {
        fields.iter().find(|other| match &other.role {
            Role::Arg(other_arg) => other_arg.short_aliases.contains(&letter),
            _ => false,
        })
    };
    // Another pair's negation of the struct, declared before this one
    // (the first of the two is reported).
    let negated = || {
        fields
            .iter()
            .take_while(|other| other.ident != field.ident)
            .find(|other| negation_short(other) == Some(letter))
    };
    let message = match (owner, aliased(), negated()) {
        (Some(other), ..) if other.ident == field.ident => format!(
            "`-{letter}` is the short name of `{name}` itself, which would then have no short \
             spelling that turns it on: give the negation another letter"
        ),
        (Some(other), ..) => format!(
            "`-{letter}` is the short name of field `{}`, and clap reads a letter as one \
             argument: give the negation another letter",
            other.ident.unraw()
        ),
        (None, Some(other), _) => format!(
            "`-{letter}` is a short alias of field `{}`, and clap reads a letter as one \
             argument: give the negation another letter",
            other.ident.unraw()
        ),
        (None, None, Some(other)) => format!(
            "`-{letter}` is the short name of the negation of field `{}` too, and clap reads a \
             letter as one argument: give one of the negations another letter",
            other.ident.unraw()
        ),
        (None, None, None) => return,
    };
    cx.error_spanned_by(short, message);
}

/// The short name `field`'s negation declares (`negation(short = 'c')`),
/// where it is a pair flag that declares one.
fn negation_short(field: &Field<'_>) -> Option<char> {
    let Role::Arg(arg) = &field.role else { return None };
    let (_, negation) = arg.attrs.negation.as_ref()?;
    negation.short.as_ref().map(syn::LitChar::value)
}

/// Reports a negation id `id` declared on the pair flag `field` that is
/// the id of a field of `fields`: the flag's own (the negation would be
/// the flag) or another's (the negation would set that one).
fn check_negation_id(cx: &Ctxt, field: &Field<'_>, id: &LitStr, fields: &[Field<'_>]) {
    let value = id.value();
    let owner = fields.iter().find(|other| match &other.role {
        Role::Arg(other_arg) => other_arg.id.value().as_deref() == Some(value.as_str()),
        _ => false,
    });
    let Some(other) = owner else { return };
    let name = field.ident.unraw();
    let message = if other.ident == field.ident {
        format!(
            "the negation's id `{value}` is the id of `{name}` itself, and an argument of one id \
             is one argument: give the negation another id, or leave `id` out (the default is its \
             long name with `_` for `-`)"
        )
    } else {
        format!(
            "the negation's id `{value}` is the id of field `{}`, and an argument of one id is one \
             argument (the negation would set that field): give the negation another id, or leave \
             `id` out (the default is its long name with `_` for `-`)",
            other.ident.unraw()
        )
    };
    cx.error_spanned_by(id, message);
}

/// The long name (without `--`) of the negation of a pair `pair` on a flag
/// whose long is `long`: the negation's own long `own` if declared, else
/// `no-{long}` or `disable-X`. `None` where the pair does not fit the long
/// (a noable `no-x`, an enable/disable flag not named `enable-...`), which
/// [`check_pair`] reports.
fn negative_long(pair: Pair, own: Option<&LitStr>, long: &str) -> Option<String> {
    match (own, pair) {
        (Some(own), _) => Some(own.value()),
        (None, Pair::Noable) => (!long.starts_with("no-")).then(|| format!("no-{long}")),
        (None, Pair::EnableDisable) => long.strip_prefix("enable-").map(|rest| format!("disable-{rest}")),
    }
}

/// What is wrong with `own`, the negation's long name declared on a pair
/// flag whose long is `long`; `None` when clap can read it as a long name
/// a user can type: not empty, without a leading `-`, `=` or a blank.
fn malformed_negation_long(own: &str, long: &str) -> Option<String> {
    let (what, suggested) = if own.is_empty() {
        (
            "the negation's long name is empty, and `--` alone ends the flags".to_owned(),
            format!("no-{long}"),
        )
    } else if own.starts_with('-') {
        (
            format!(
                "the negation's long name `{own}` starts with `-`, and a long name is written without its leading `--`"
            ),
            own.trim_start_matches('-').to_owned(),
        )
    } else if own.contains('=') {
        (
            format!("the negation's long name `{own}` holds `=`, and clap reads `--a=b` as `--a` with the value `b`"),
            own.replace('=', "-"),
        )
    } else if own.contains(char::is_whitespace) {
        (
            format!("the negation's long name `{own}` holds a blank, and a shell splits `--{own}` into two words"),
            own.split_whitespace().collect::<Vec<_>>().join("-"),
        )
    } else {
        return None;
    };
    let suggested = if suggested.is_empty() {
        format!("no-{long}")
    } else {
        suggested
    };
    Some(format!(
        "{what}: give the negation a non-empty name without a leading `-`, `=` or blanks, as in `negation = \"{suggested}\"`"
    ))
}

/// Reports the pair `pair` (key `key`) on `arg`, which has no long name.
fn no_long_name(cx: &Ctxt, field: &Field<'_>, arg: &Arg, pair: Pair, key: &Ident) {
    let (spelling, what) = match pair {
        // A negation written alone makes the flag noable: it is what the
        // user wrote.
        Pair::Noable if key == "negation" => ("`--X` with the negation's", "`negation`"),
        Pair::Noable => ("`--X` with `--no-X`", "`noable`"),
        Pair::EnableDisable => ("`--enable-X` with `--disable-X`", "`enable_disable`"),
    };
    // The long clap would derive for the argument, where it does not fit
    // an enable/disable pair: the fix then writes one that does.
    let own = arg.attrs.negation.as_ref().and_then(|(_, n)| n.long.as_ref());
    let derived = arg.long.as_deref();
    let fitting = derived.and_then(|long| negative_long(pair, own, long)).is_some();
    let written = match pair {
        Pair::EnableDisable if !fitting => Some(derived.map_or_else(|| PLACEHOLDER_LONG.to_owned(), enable_long)),
        _ => None,
    };
    let (this, fix) = match (arg.is_flag, &written) {
        (true, None) => (
            "this flag has only a short name",
            "add `long` to its `#[arg(...)]` (as in `#[arg(short, long)]`)".to_owned(),
        ),
        (true, Some(long)) => (
            "this flag has only a short name",
            format!(
                "add `long = \"{long}\"` to its `#[arg(...)]`{}",
                id_clash(field, arg, long)
            ),
        ),
        (false, None) => (
            "this argument is positional",
            "make it a flag with `#[arg(long)]`".to_owned(),
        ),
        (false, Some(long)) => (
            "this argument is positional",
            format!(
                "make it a flag with `#[arg(long = \"{long}\")]`{}",
                id_clash(field, arg, long)
            ),
        ),
    };
    let placeholder = if written.as_deref() == Some(PLACEHOLDER_LONG) {
        ", where `<feature>` is what the flag turns on"
    } else {
        ""
    };
    cx.error_spanned_by(
        key,
        format!("{what} pairs the long names {spelling}, and {this}: {fix}{placeholder}, or remove {what}"),
    );
}

/// The long name suggested for a flag that has to start with `enable-` and
/// names nothing to enable.
const PLACEHOLDER_LONG: &str = "enable-<feature>";

/// The long name starting with `enable-` to suggest for a flag whose long
/// is (or would be) `long`: `enable-` and the name past a leading
/// `enable`, `disable` or `no` in any letter case; [`PLACEHOLDER_LONG`]
/// when no name is left.
fn enable_long(long: &str) -> String {
    let rest = match split_prefix(long, "enable").or_else(|| negative_prefix(long)) {
        Some((_, _, rest)) => rest,
        None => long,
    };
    if rest.is_empty() {
        PLACEHOLDER_LONG.to_owned()
    } else {
        format!("enable-{rest}")
    }
}

/// The message for the pair `enable_disable` on `field`, whose long name
/// `long` does not start with `enable-`: a long name that does (named for
/// what the flag turns on where `long` reads as a negation, with a
/// placeholder where it names nothing), or, when the long starts with
/// `enable` in another letter case or with `_`, a negation named in the
/// same style.
fn not_enable_message(field: &Field<'_>, arg: &Arg, long: &str) -> String {
    let head = format!(
        "`enable_disable` names the negation `--disable-X` after a long name `--enable-X`, and this flag is `--{long}`"
    );
    let field_name = field.ident.unraw().to_string();
    if let Some((word, separator, rest)) = split_prefix(long, "enable").filter(|(_, _, rest)| !rest.is_empty()) {
        let case = if word == "enable" {
            ""
        } else {
            " (clap's long names are case-sensitive)"
        };
        let disable = match word {
            _ if word.chars().all(|c| c.is_ascii_uppercase()) => "DISABLE",
            _ if word.starts_with(|c: char| c.is_ascii_uppercase()) => "Disable",
            _ => "disable",
        };
        return format!(
            "{head}{case}: {}, or keep `--{long}` and name its negation: \
             `#[argkind(enable_disable, negation = \"{disable}{separator}{rest}\")]`",
            set_long(field, arg, &format!("enable-{rest}"))
        );
    }
    let rename = arg.long_from_field.is_some();
    if let Some((_, _, rest)) = negative_prefix(long).filter(|(_, _, rest)| !rest.is_empty()) {
        let field_rest = field_name
            .strip_prefix("disable_")
            .or_else(|| field_name.strip_prefix("no_"))
            .filter(|field_rest| !field_rest.is_empty());
        let fix = match field_rest {
            Some(field_rest) if rename => rename_field(arg, field_rest),
            _ => set_long(field, arg, &format!("enable-{rest}")),
        };
        return format!(
            "{head}, which reads as a negation: name the flag for what it turns on, so that the \
             field is true when `{rest}` is on and its negation sets it to false: {fix}"
        );
    }
    let kebab = arg.long_from_field.is_none_or(|casing| casing == Casing::Kebab);
    if enable_long(long) == PLACEHOLDER_LONG {
        let or_field = if rename && kebab {
            " or name the field `enable_<feature>`"
        } else {
            ""
        };
        return format!(
            "{head}, which names nothing to turn on: set `#[arg(long = \"{PLACEHOLDER_LONG}\")]`{or_field}, \
             where `<feature>` is what the flag turns on (`enable-fusion` gives `--enable-fusion` and \
             `--disable-fusion`)"
        );
    }
    let set_long = set_long(field, arg, &format!("enable-{long}"));
    // A long derived from the field's name fits once the field is named
    // `enable_...`, in any casing (the negation is then named as the
    // field's hand-written twin would be).
    // In another casing, `enable-` would mix two styles of long names.
    if rename && !kebab {
        format!("{head}: {}", rename_field(arg, &field_name))
    } else if rename {
        format!("{head}: {} or {set_long}", rename_field(arg, &field_name))
    } else {
        format!("{head}: {set_long}")
    }
}

/// The fix that names the field `enable_{rest}`, whose long name clap
/// derives in the casing of `rename_all`: in kebab case that is
/// `enable-...`, and in another casing (`enable_...`, `enableX`) the
/// negation must be named in it too.
fn rename_field(arg: &Arg, rest: &str) -> String {
    let field = format!("enable_{rest}");
    match arg.long_from_field.filter(|casing| *casing != Casing::Kebab) {
        None => format!("name the field `{field}`"),
        Some(casing) => {
            let negation = casing.apply(&Ident::new(&format!("disable_{rest}"), proc_macro2::Span::call_site()));
            format!(
                "name the field `{field}` (`--{}`) and its negation: \
                 `#[argkind(enable_disable, negation = \"{negation}\")]`",
                casing.apply(&Ident::new(&field, proc_macro2::Span::call_site()))
            )
        }
    }
}

/// `set `#[arg(long = "{long}")]``, with what else to change when the
/// long would give the negation this field's id.
fn set_long(field: &Field<'_>, arg: &Arg, long: &str) -> String {
    format!("set `#[arg(long = \"{long}\")]`{}", id_clash(field, arg, long))
}

/// What else to change when `field` gets the long name `long`, `enable-X`:
/// nothing, unless the id argkind gives the negation `--disable-X`
/// (`disable_X`) is the field's own id, which clap would reject.
fn id_clash(field: &Field<'_>, arg: &Arg, long: &str) -> String {
    let Some(rest) = long.strip_prefix("enable-") else {
        return String::new();
    };
    let negation_id = format!("disable_{}", rest.replace('-', "_"));
    let own_id = arg.attrs.negation.as_ref().is_some_and(|(_, n)| n.id.is_some());
    if own_id || arg.id.value().as_deref() != Some(negation_id.as_str()) {
        return String::new();
    }
    let why = format!("argkind gives the negation `--disable-{rest}` the id `{negation_id}`, which is this field's");
    if field.ident.unraw() == negation_id {
        format!(" and name the field `enable_{}` ({why})", rest.replace('-', "_"))
    } else {
        format!(" and give the field another `id` ({why})")
    }
}

/// `long` split at a leading `disable` or `no`, as [`split_prefix`] splits.
fn negative_prefix(long: &str) -> Option<(&str, &str, &str)> {
    split_prefix(long, "disable").or_else(|| split_prefix(long, "no"))
}

/// `long` split as `word`, in any letter case, a separator (`-`, `_`, or
/// none when `long` is the word alone) and the rest; `None` when `long`
/// does not start that way.
fn split_prefix<'l>(long: &'l str, word: &str) -> Option<(&'l str, &'l str, &'l str)> {
    let (head, after) = long.split_at_checked(word.len())?;
    if !head.eq_ignore_ascii_case(word) {
        return None;
    }
    if after.is_empty() {
        return Some((head, "", ""));
    }
    let (separator, rest) = after.split_at_checked(1)?;
    matches!(separator, "-" | "_").then_some((head, separator, rest))
}

/// The long name (without `--`) of the negation of `field`'s pair, where it
/// is a pair flag with a long name that fits the pair.
fn negation_of(field: &Field<'_>) -> Option<String> {
    let Role::Arg(arg) = &field.role else { return None };
    let (pair, _) = arg.attrs.pair()?;
    let own = arg.attrs.negation.as_ref().and_then(|(_, n)| n.long.as_ref());
    negative_long(pair, own, arg.long.as_deref().filter(|_| arg.has_long)?)
}

/// Reports the negation `--negative` of `field`'s pair (key `key`) where
/// another field of `fields` already has that long name, or the negation
/// of a field before it.
fn check_negation(cx: &Ctxt, field: &Field<'_>, key: &Ident, negative: &str, fields: &[Field<'_>]) {
    let name = field.ident.unraw();
    let own_long = match &field.role {
        Role::Arg(arg) => arg.long.as_deref().filter(|_| arg.has_long),
        _ => None,
    };
    if own_long == Some(negative) {
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` names the negation `--{negative}`, the long name of `{name}` itself, so the \
                 flag would have no spelling of its own that turns it on: give the negation another \
                 name (`negation = \"no-{negative}\"`)"
            ),
        );
        return;
    }
    if negative == "help" || negative == "version" {
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` adds `--{negative}` to `{name}`, the name of clap's own `--{negative}` flag, \
                 which would print the {negative} no more: give the negation another long name \
                 (`negation = \"...\"`)"
            ),
        );
        return;
    }
    if is_surface_long(negative) {
        let name = field.ident.unraw();
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` adds `--{negative}` to `{name}`, the name of a flag argkind adds to every \
                 command itself (`--help-hidden` and `--help-hidden-list` print the hidden and the \
                 internal flags), and clap would read it as only one of them: give the negation \
                 another long name (`negation = \"...\"`)"
            ),
        );
        return;
    }
    let taken = fields.iter().find(|other| match &other.role {
        Role::Arg(other_arg) => {
            other.ident != field.ident && other_arg.has_long && other_arg.long.as_deref() == Some(negative)
        }
        _ => false,
    });
    if let Some(other) = taken {
        let name = field.ident.unraw();
        let other_name = other.ident.unraw();
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` adds `--{negative}` to `{name}`, and field `{other_name}` is already \
                 `--{negative}`: remove `{other_name}` (`--{negative}` then sets `{name}` to \
                 false), or give one of them another long name"
            ),
        );
        cx.error_spanned_by(other.ident, format!("`--{negative}` is this field's long name"));
        return;
    }
    let aliased = fields.iter().find_map(|other| match &other.role {
        Role::Arg(other_arg) => other_arg
            .aliases
            .iter()
            .find(|a| a.value() == negative)
            .map(|a| (other, a)),
        _ => None,
    });
    if let Some((other, alias)) = aliased {
        let name = field.ident.unraw();
        let whose = if other.ident == field.ident {
            format!("`{name}` has the alias `--{negative}` too")
        } else {
            format!("field `{}` has the alias `--{negative}`", other.ident.unraw())
        };
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` adds `--{negative}` to `{name}`, and {whose}, so clap would read it as \
                 only one of them: remove the alias (`--{negative}` then sets `{name}` to false), \
                 or give the negation another long name (`negation = \"...\"`)"
            ),
        );
        cx.error_spanned_by(alias, format!("`--{negative}` is this alias"));
        return;
    }
    let before = fields.iter().take_while(|other| other.ident != field.ident);
    if let Some(other) = before
        .filter(|other| negation_of(other).as_deref() == Some(negative))
        .last()
    {
        let (name, other_name) = (field.ident.unraw(), other.ident.unraw());
        cx.error_spanned_by(
            key,
            format!(
                "`{key}` adds `--{negative}` to `{name}`, and field `{other_name}` already has \
                 the negation `--{negative}`, so clap would read it as only one of them: give \
                 one of the negations another long name (`negation = \"...\"`)"
            ),
        );
        cx.error_spanned_by(other.ident, format!("`--{negative}` is already this field's negation"));
    }
}

/// Whether `long` is the long name of one of the two flags argkind adds to
/// every command: `--help-hidden` and `--help-hidden-list`.
fn is_surface_long(long: &str) -> bool {
    matches!(long, "help-hidden" | "help-hidden-list")
}

/// The error for `--long`, one of [`is_surface_long`]'s, taken by a name
/// the application writes (a field's long name, an alias, a subcommand's
/// long flag), ending with `fix`.
fn surface_long_message(long: &str, fix: &str) -> String {
    format!(
        "`--{long}` is the name of a flag argkind adds to every command itself (`--help-hidden` \
         and `--help-hidden-list` print the hidden and the internal flags), and clap would read \
         it as only one of them: {fix}"
    )
}

/// A type as written, without the spaces of its tokens.
fn type_text(ty: &Type) -> String {
    ty.to_token_stream().to_string().replace(' ', "")
}

/// Whether `ty` is written as a value type of the standard library (a
/// number, `bool`, `char`, `String`, `PathBuf`, `OsString`), by the last
/// segment of its path.
fn is_standard(ty: &Type) -> bool {
    const STANDARD: &[&str] = &[
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64", "bool",
        "char", "String", "PathBuf", "OsString",
    ];
    match ty {
        Type::Group(group) => is_standard(&group.elem),
        Type::Paren(paren) => is_standard(&paren.elem),
        Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|last| STANDARD.iter().any(|name| last.ident == name)),
        _ => false,
    }
}

/// Whether `a` and `b` are written as one type: token for token, except
/// that a path may be qualified on one side and written by its last
/// segments on the other (`std::string::String` and `String`,
/// `::std::path::PathBuf` and `PathBuf`), with generic arguments compared
/// the same way. The derive cannot resolve names: two paths count as one
/// type when the shorter ends the longer.
fn same_type(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Group(group), _) => same_type(&group.elem, b),
        (_, Type::Group(group)) => same_type(a, &group.elem),
        (Type::Paren(paren), _) => same_type(&paren.elem, b),
        (_, Type::Paren(paren)) => same_type(a, &paren.elem),
        (Type::Path(a), Type::Path(b)) if a.qself.is_none() && b.qself.is_none() => same_path(&a.path, &b.path),
        (Type::Tuple(a), Type::Tuple(b)) => {
            a.elems.len() == b.elems.len() && a.elems.iter().zip(&b.elems).all(|(a, b)| same_type(a, b))
        }
        (Type::Slice(a), Type::Slice(b)) => same_type(&a.elem, &b.elem),
        (Type::Array(a), Type::Array(b)) => same_tokens(&a.len, &b.len) && same_type(&a.elem, &b.elem),
        (Type::Reference(a), Type::Reference(b)) => {
            same_tokens(&a.lifetime, &b.lifetime)
                && a.mutability.is_some() == b.mutability.is_some()
                && same_type(&a.elem, &b.elem)
        }
        _ => type_text(a) == type_text(b),
    }
}

/// Whether the paths `a` and `b` name one type for [`same_type`]: the
/// segments of the shorter end the longer, each with the same generic
/// arguments; a leading `::` does not count, and neither does a leading
/// `std`, `alloc` or `core` (`std` re-exports the other two:
/// `alloc::string::String` is `std::string::String`).
fn same_path(a: &syn::Path, b: &syn::Path) -> bool {
    past_root(a)
        .rev()
        .zip(past_root(b).rev())
        .all(|(a, b)| a.ident == b.ident && same_arguments(&a.arguments, &b.arguments))
}

/// The segments of `path` past a leading `std`, `alloc` or `core` (see
/// [`same_path`]).
fn past_root(path: &syn::Path) -> impl DoubleEndedIterator<Item = &syn::PathSegment> {
    let root = path
        .segments
        .first()
        .is_some_and(|s| path.segments.len() > 1 && ["std", "alloc", "core"].iter().any(|r| s.ident == r));
    path.segments.iter().skip(usize::from(root))
}

/// Whether two segments' generic arguments are the same for [`same_type`].
fn same_arguments(a: &PathArguments, b: &PathArguments) -> bool {
    match (a, b) {
        (PathArguments::AngleBracketed(a), PathArguments::AngleBracketed(b)) => {
            a.args.len() == b.args.len()
                && a.args.iter().zip(&b.args).all(|pair| match pair {
                    (GenericArgument::Type(a), GenericArgument::Type(b)) => same_type(a, b),
                    (a, b) => same_tokens(a, b),
                })
        }
        (a, b) => same_tokens(a, b),
    }
}

/// Whether `a` and `b` are the same tokens.
fn same_tokens(a: &impl ToTokens, b: &impl ToTokens) -> bool {
    a.to_token_stream().to_string() == b.to_token_stream().to_string()
}

/// Checks the replacement and preset targets of `field` against `fields`,
/// the struct's: a field of the struct must be a flag, another than the
/// deprecated or preset flag itself, a replacement must take the same
/// values, and a preset sets a target, if it is a plain flag, only to true;
/// a path must go through a
/// `#[command(flatten)]` field. What the derive cannot see (a flattened
/// struct's fields, a long name no field of the struct has) is checked when
/// the command is built.
fn check_targets(cx: &Ctxt, field: &Field<'_>, arg: &Arg, fields: &[Field<'_>], scope: &str) {
    let attrs = &arg.attrs;
    if arg.exclusive {
        check_exclusive_sets_others(cx, field, arg);
    }
    if let Some((_, deprecated)) = &attrs.deprecated {
        if let Some(target) = &deprecated.replacement {
            let what = "the replacement of a deprecated flag";
            if let Some(replacement) = check_target(cx, target, fields, scope, what) {
                if replacement.ident.unraw() == field.ident.unraw() {
                    cx.error_spanned_by(
                        target,
                        format!(
                            "a deprecated flag cannot be its own replacement: name the flag that \
                             takes over from `{}` (`replacement = other_field`), or write \
                             `deprecated` alone",
                            field.ident.unraw()
                        ),
                    );
                } else {
                    check_replacement_type(cx, field, target, replacement);
                    check_replacement_tier(cx, field, target, replacement);
                    check_replacement_deprecated(cx, field, target, replacement, fields);
                    check_target_exclusive(cx, field, target, replacement, "deprecated");
                    check_target_global(cx, field, target, replacement, "deprecated", fields);
                    check_target_conflict(cx, field, target, replacement, "deprecated");
                    check_bare_replacement(cx, field, target, replacement);
                    check_replacement_preset(cx, field, target, replacement);
                }
            }
        }
    }
    if let Some(preset) = &attrs.preset {
        if may_be_given_bare(field) {
            cx.error_spanned_by(&preset.key, bare_message(field, "apply its preset"));
        }
        // The targets seen so far, for two that conflict.
        let mut seen: Vec<&Field<'_>> = Vec::new();
        for (target, value, literal) in &preset.values {
            let Some(flag) = check_target(cx, target, fields, scope, "a preset target") else {
                continue;
            };
            if let Some(other) = seen.iter().find(|other| conflicting(other, flag)) {
                let (name, a, b) = (field.ident.unraw(), other.ident.unraw(), flag.ident.unraw());
                cx.error_spanned_by(
                    target,
                    format!(
                        "the preset of `{name}` sets both `{a}` and `{b}`, which conflict \
                         (`conflicts_with`): every use of `--{}` would be an error; remove one of \
                         them from the preset, or the conflict",
                        typed_long(field)
                    ),
                );
            }
            seen.push(flag);
            if let Role::Arg(to) = &flag.role {
                if to.attrs.preset.is_some() && flag.ident.unraw() != field.ident.unraw() {
                    let (name, to_name) = (field.ident.unraw(), flag.ident.unraw());
                    cx.error_spanned_by(
                        target,
                        format!(
                            "`{to_name}` is a preset flag too, and a preset sets its targets' \
                             values without applying their own presets: `--{}` would leave \
                             `{to_name}`'s targets as they are, where `--{}` sets them; preset \
                             them from `{name}` directly, or remove `{to_name}` from the preset",
                            typed_long(field),
                            typed_long(flag)
                        ),
                    );
                }
            }
            if flag.ident.unraw() == field.ident.unraw() {
                let text = target.text();
                cx.error_spanned_by(
                    target,
                    format!(
                        "a preset sets other flags when its flag is typed, and `{text}` is this \
                         flag itself: the value typed for it would be replaced by `{value}` each \
                         time; preset another flag, or remove `{text} = ...` from the preset"
                    ),
                );
            } else {
                check_preset_value(cx, target, flag, value, literal);
                check_preset_of_deprecated(cx, field, target, flag, value, fields);
                check_target_exclusive(cx, field, target, flag, "preset");
                check_target_global(cx, field, target, flag, "preset", fields);
                check_target_conflict(cx, field, target, flag, "preset");
                check_target_override(cx, field, target, flag);
            }
        }
    }
}

/// The replacement `field` names when it is deprecated with one.
fn replacement_of<'f>(field: &'f Field<'_>) -> Option<&'f Target> {
    let Role::Arg(arg) = &field.role else { return None };
    arg.attrs.deprecated.as_ref()?.1.replacement.as_ref()
}

/// Whether `field` is deprecated.
fn is_deprecated(field: &Field<'_>) -> bool {
    matches!(&field.role, Role::Arg(arg) if arg.attrs.deprecated.is_some())
}

/// How a warning names the flag `field`: `--long`, else `-c` where clap
/// gives it a short name only.
fn typed_flag(field: &Field<'_>) -> String {
    match &field.role {
        Role::Arg(arg) if !arg.has_long => match arg.short {
            Some(short) => format!("-{short}"),
            None => format!("--{}", typed_long(field)),
        },
        _ => format!("--{}", typed_long(field)),
    }
}

/// The long name `field` is typed by, for a message: its long, else its
/// name.
fn typed_long(field: &Field<'_>) -> String {
    match &field.role {
        Role::Arg(arg) if arg.has_long => arg.long.clone(),
        _ => None,
    }
    .unwrap_or_else(|| field.ident.unraw().to_string().replace('_', "-"))
}

/// The flag field of `fields` whose literal long name the `"--name"`
/// target `target` is.
fn field_of_long<'f, 'a>(target: &Target, fields: &'f [Field<'a>]) -> Option<&'f Field<'a>> {
    let long = target.long()?;
    fields.iter().find(|field| match &field.role {
        Role::Arg(arg) => arg.has_long && arg.long.as_deref() == Some(long.as_str()),
        _ => false,
    })
}

/// The field of `fields` that `target` names, where the derive sees it (a
/// field of the struct, or the field of the literal long name), reporting
/// nothing.
fn field_of_target<'f, 'a>(target: &Target, fields: &'f [Field<'a>]) -> Option<&'f Field<'a>> {
    match target {
        Target::Long(_) => field_of_long(target, fields),
        Target::Path(path) => match path.as_slice() {
            [ident] => ast::find_field(fields, ident),
            _ => None,
        },
    }
}

/// Where the redirects from the deprecated field `start` end in `fields`:
/// the first field on the way that is not deprecated; `None` where the way
/// ends at a flag deprecated without replacement, leaves the struct, or
/// goes round.
fn final_replacement<'f, 'a>(start: &'f Field<'a>, fields: &'f [Field<'a>]) -> Option<&'f Field<'a>> {
    let mut at = start;
    for _ in 0..=fields.len() {
        if !is_deprecated(at) {
            return Some(at);
        }
        at = field_of_target(replacement_of(at)?, fields)?;
    }
    None
}

/// A redirect to a deprecated flag warns twice, the second time about a
/// flag the user never typed, and leaves the final replacement unset.
fn check_replacement_deprecated(
    cx: &Ctxt,
    field: &Field<'_>,
    target: &Target,
    replacement: &Field<'_>,
    fields: &[Field<'_>],
) {
    if !is_deprecated(replacement) {
        return;
    }
    let target_name = replacement.ident.unraw();
    let fix = match final_replacement(replacement, fields) {
        Some(last) => format!(
            "name the final replacement directly: `deprecated(replacement = {})`",
            last.ident.unraw()
        ),
        None => "name a replacement that is not deprecated, or write `deprecated` alone".to_owned(),
    };
    cx.error_spanned_by(
        target,
        format!(
            "`{target_name}` is deprecated too, so `--{}` would warn twice, the second time about \
             `--{}`, which the user never typed: {fix}",
            typed_long(field),
            typed_long(replacement)
        ),
    );
}

/// An `exclusive` flag cannot be used with any other, the `what` flag
/// (deprecated, preset) `field` that sets it among them: every use of
/// `field` would be an error.
fn check_target_exclusive(cx: &Ctxt, field: &Field<'_>, target: &Target, to: &Field<'_>, what: &str) {
    let Role::Arg(arg) = &to.role else { return };
    if !arg.exclusive {
        return;
    }
    let (name, to_name) = (field.ident.unraw(), to.ident.unraw());
    let sets = if what == "preset" { "preset" } else { "redirect to" };
    cx.error_spanned_by(
        target,
        format!(
            "`{to_name}` is `exclusive`, and an exclusive flag cannot be used with any other, the \
             {what} flag `{name}` that sets it among them: every use of `--{}` would be an \
             error; {sets} a flag that is not exclusive, or remove `exclusive` from `{to_name}`",
            typed_long(field)
        ),
    );
}

/// Whether one of the argument fields `a` and `b` names the other in
/// `conflicts_with`.
fn conflicting(a: &Field<'_>, b: &Field<'_>) -> bool {
    let (Role::Arg(a_arg), Role::Arg(b_arg)) = (&a.role, &b.role) else {
        return false;
    };
    // An id written as an expression is one the derive cannot read.
    let names = |x: &Arg, other: &Arg| {
        let other_id = other.id.value();
        x.conflicts.iter().any(|c| Some(c.value()) == other_id)
    };
    names(a_arg, b_arg) || names(b_arg, a_arg)
}

/// A flag and the flag `to` it sets (as `what`: `"preset"`,
/// `"deprecated"`) where one names the other in `conflicts_with`: every use
/// of the flag would be an error.
fn check_target_conflict(cx: &Ctxt, field: &Field<'_>, target: &Target, to: &Field<'_>, what: &str) {
    if !conflicting(field, to) {
        return;
    }
    let (name, to_name) = (field.ident.unraw(), to.ident.unraw());
    let (sets, fix) = if what == "preset" {
        (
            "sets",
            format!("remove `{to_name}` from the preset of `{name}`, or the conflict"),
        )
    } else {
        ("is redirected to", "remove the conflict, or the replacement".to_owned())
    };
    cx.error_spanned_by(
        target,
        format!(
            "the {what} flag `{name}` {sets} `{to_name}`, and the two conflict (`conflicts_with`): \
             every use of `--{}` would be an error; {fix}",
            typed_long(field)
        ),
    );
}

/// A preset flag and its target `to` where one names the other in
/// `overrides_with`: the preset, given right after the flag, would take
/// the flag out at every use.
fn check_target_override(cx: &Ctxt, field: &Field<'_>, target: &Target, to: &Field<'_>) {
    let (Role::Arg(arg), Role::Arg(to_arg)) = (&field.role, &to.role) else {
        return;
    };
    // An id written as an expression is one the derive cannot read.
    let names = |x: &Arg, other: &Arg| {
        let other_id = other.id.value();
        x.overrides.iter().any(|o| Some(o.value()) == other_id)
    };
    let (name, to_name) = (field.ident.unraw(), to.ident.unraw());
    let (a, b) = if names(arg, to_arg) {
        (&name, &to_name)
    } else if names(to_arg, arg) {
        (&to_name, &name)
    } else {
        return;
    };
    cx.error_spanned_by(
        target,
        format!(
            "the preset flag `{name}` sets `{to_name}`, and `{a}` overrides `{b}` (`overrides_with`): \
             the preset, which gives `{to_name}` right after `{name}`, would take `{name}` out at \
             every use; remove the `overrides_with`, as the preset already gives `{to_name}` its value"
        ),
    );
}

/// A global flag (`#[arg(global = true)]`) is parsed in every subcommand:
/// the flag `to` it sets (as `what`: `"preset"`, `"deprecated"`) must be
/// global too, or clap rejects what argkind gives it there. Reported where
/// the struct (`fields`) has subcommands; a struct without may be
/// flattened into a command with none, where nothing is wrong (`new`
/// checks the command it is part of).
fn check_target_global(
    cx: &Ctxt,
    field: &Field<'_>,
    target: &Target,
    to: &Field<'_>,
    what: &str,
    fields: &[Field<'_>],
) {
    let (Role::Arg(arg), Role::Arg(to_arg)) = (&field.role, &to.role) else {
        return;
    };
    let has_subcommands = fields.iter().any(|f| matches!(f.role, Role::Subcommand(_)));
    if !arg.global || to_arg.global || !has_subcommands {
        return;
    }
    let (name, to_name) = (field.ident.unraw(), to.ident.unraw());
    let sets = if what == "preset" { "sets" } else { "is redirected to" };
    cx.error_spanned_by(
        target,
        format!(
            "`{name}` is global, so every subcommand parses `--{}`, and the {what} flag {sets} \
             `{to_name}` there, which is not global and which no subcommand parses: add \
             `global = true` to `{to_name}`'s `#[arg(...)]`, or remove it from `{name}`'s",
            typed_long(field)
        ),
    );
}

/// An `exclusive` flag that sets other flags (a preset, a redirect) is
/// always used with them: every use of it would be an error.
fn check_exclusive_sets_others(cx: &Ctxt, field: &Field<'_>, arg: &Arg) {
    let name = field.ident.unraw();
    let redirect = arg.attrs.deprecated.as_ref().filter(|(_, d)| d.replacement.is_some());
    let (key, what, fix) = match (redirect, &arg.attrs.preset) {
        (Some((key, _)), _) => (key, "its replacement", "write `deprecated` alone"),
        (None, Some(preset)) => (&preset.key, "the targets its preset sets", "remove the preset"),
        (None, None) => return,
    };
    cx.error_spanned_by(
        key,
        format!(
            "`{name}` is `exclusive`, and an exclusive flag cannot be used with any other, {what} \
             among them: every use of `--{}` would be an error; remove `exclusive` from `{name}`, \
             or {fix}",
            typed_long(field)
        ),
    );
}

/// A preset of a deprecated flag warns about a flag the user never typed.
fn check_preset_of_deprecated(
    cx: &Ctxt,
    field: &Field<'_>,
    target: &Target,
    flag: &Field<'_>,
    value: &str,
    fields: &[Field<'_>],
) {
    if !is_deprecated(flag) {
        return;
    }
    let (name, long) = (flag.ident.unraw(), typed_long(flag));
    let fix = match final_replacement(flag, fields) {
        Some(last) => format!(
            "preset its replacement instead (`{} = \"{value}\"`), or remove `deprecated` from `{name}`",
            last.ident.unraw()
        ),
        None => format!("preset a flag that is not deprecated, or remove `deprecated` from `{name}`"),
    };
    cx.error_spanned_by(
        target,
        format!(
            "`{name}` is deprecated, so `--{}` would warn `--{long} is deprecated`, though the \
             user never typed `--{long}`: {fix}",
            typed_long(field)
        ),
    );
}

/// The value given to a deprecated flag goes to its replacement: both must
/// take values of one type, unless both take none (a `bool` flag or a
/// count redirected to a `SetTrue` flag or a count: an occurrence passes
/// on one, whatever the field types).
fn check_replacement_type(cx: &Ctxt, field: &Field<'_>, target: &Target, replacement: &Field<'_>) {
    let action_in = |f: &Field<'_>, actions: &[&str]| matches!(&f.role, Role::Arg(arg) if arg.action.as_deref().is_some_and(|a| actions.contains(&a)));
    if action_in(field, &["SetTrue", "SetFalse", "Count"]) && action_in(replacement, &["SetTrue", "Count"]) {
        return;
    }
    // A value given to the deprecated flag goes to its replacement, which
    // must take one.
    if action_in(field, &["Set", "Append"]) && action_in(replacement, &["SetTrue", "SetFalse", "Count"]) {
        let (name, target_name) = (field.ident.unraw(), replacement.ident.unraw());
        cx.error_spanned_by(
            target,
            format!(
                "`{name}` takes values, which go to its replacement, and `{target_name}` is a flag \
                 that takes none: make `{name}` a `bool` flag too (a flag passes its occurrence \
                 on), or name a replacement that takes `{}` values",
                type_text(ast::value_type(field.ty))
            ),
        );
        return;
    }
    // A flag that takes no value passes on a bare occurrence, which only a
    // `SetTrue` flag or a count takes.
    let written = |f: &Field<'_>| match &f.role {
        Role::Arg(arg) if arg.action_given => arg.action.clone(),
        _ => None,
    };
    if action_in(field, &["SetTrue", "SetFalse", "Count"]) {
        if let Some(action) = written(replacement).filter(|a| !matches!(a.as_str(), "SetTrue" | "Count")) {
            let (name, target_name) = (field.ident.unraw(), replacement.ident.unraw());
            cx.error_spanned_by(
                target,
                format!(
                    "`{name}` is a flag that takes no value, so its replacement is given bare \
                     (`{}`), which only a `SetTrue` flag or a count (`ArgAction::Count`) takes, and \
                     `{target_name}` is `ArgAction::{action}`: name a `SetTrue` flag or a count as \
                     the replacement",
                    typed_flag(replacement)
                ),
            );
            return;
        }
    }
    let (own_type, their_type) = (ast::value_type(field.ty), ast::value_type(replacement.ty));
    // A name of the program's own may stand for any type (`type Jobs =
    // u16`, `use std::path::PathBuf as P`, two names of one type), which
    // the derive cannot resolve: only two of the standard library surely
    // differ (`ArgKindCommand::new` checks the rest in debug builds).
    if !same_type(own_type, their_type) && is_standard(own_type) && is_standard(their_type) {
        let (own, theirs) = (type_text(own_type), type_text(their_type));
        let name = field.ident.unraw();
        let target_name = replacement.ident.unraw();
        let value_less = action_in(field, &["SetTrue", "SetFalse", "Count"]);
        let message = if value_less {
            format!(
                "`{name}` is a flag that takes no value, and its replacement `{target_name}` takes \
                 `{theirs}` values: a flag without a value passes none on, so name a `bool` flag \
                 or a count (`ArgAction::Count`) as the replacement"
            )
        } else {
            format!(
                "`{name}` takes `{own}` values and its replacement `{target_name}` takes `{theirs}`: \
                 the value given to a deprecated flag goes to its replacement, so give both \
                 fields one value type (the `T` of `T`, `Option<T>` or `Vec<T>`), or name a \
                 replacement that takes `{own}`"
            )
        };
        cx.error_spanned_by(target, message);
    }
}

/// A redirect sets its replacement's value and applies none of the
/// replacement's own behaviours: a preset flag as the replacement would
/// leave its targets as they are.
fn check_replacement_preset(cx: &Ctxt, field: &Field<'_>, target: &Target, replacement: &Field<'_>) {
    let Role::Arg(to) = &replacement.role else { return };
    if to.attrs.preset.is_none() {
        return;
    }
    let (name, to_name) = (field.ident.unraw(), replacement.ident.unraw());
    cx.error_spanned_by(
        target,
        format!(
            "`{to_name}` is a preset flag, and a redirect sets the replacement's value without \
             applying its preset: `{}` would leave what `{}` sets as it is; redirect `{name}` \
             to a flag that is no preset flag, or give `{name}` the same preset and \
             `deprecated` without a replacement",
            typed_flag(field),
            typed_flag(replacement)
        ),
    );
}

/// An `Option<Option<T>>` field may be given bare, and with no default
/// missing value a bare occurrence has no value to pass on to its
/// replacement: one that needs a value (`T`, `Option<T>`, `Vec<T>`, no
/// `num_args` of its own) would never hear of it.
fn check_bare_replacement(cx: &Ctxt, field: &Field<'_>, target: &Target, replacement: &Field<'_>) {
    if may_be_given_bare(field) {
        let act = format!("pass it on to its replacement `{}`", replacement.ident.unraw());
        cx.error_spanned_by(target, bare_message(field, &act));
    }
}

/// Whether `field` is a flag that may be given with no value and has no
/// default missing value (`Option<Option<_>>`, no `num_args` argkind cannot
/// read): clap gives such an occurrence no index.
fn may_be_given_bare(field: &Field<'_>) -> bool {
    let Role::Arg(arg) = &field.role else { return false };
    ClapTy::of(field.ty) == ClapTy::OptionOption && !arg.default_missing && !arg.num_args
}

/// The error for a deprecated or preset flag that may be given bare, whose
/// redirect or preset argkind cannot place (`act`).
fn bare_message(field: &Field<'_>, act: &str) -> String {
    let (name, long) = (field.ident.unraw(), typed_long(field));
    format!(
        "`{name}` may be given bare (`Option<Option<_>>`), and clap gives a bare `--{long}` no \
         place on the command line, so argkind cannot {act} there: give `{name}` a default \
         missing value (`default_missing_value = \"...\"`), which a bare `--{long}` then takes"
    )
}

/// The warning of a deprecated flag names its replacement (`Use --new
/// instead`), so the replacement must not be HARG.
fn check_replacement_tier(cx: &Ctxt, field: &Field<'_>, target: &Target, replacement: &Field<'_>) {
    let Role::Arg(arg) = &replacement.role else {
        return;
    };
    if let Some((Tier::Harg, _)) = &arg.attrs.tier {
        let name = field.ident.unraw();
        let target_name = replacement.ident.unraw();
        cx.error_spanned_by(
            target,
            format!(
                "the warning of deprecated `{name}` names its replacement (`Use --name \
                 instead`), and `{target_name}` is HARG, a flag never named: name a replacement \
                 of another tier, or make `{target_name}` `hidden` instead of `harg`"
            ),
        );
    }
}

/// A preset can set a plain (`SetTrue`, unpaired) flag only to true, and
/// gives no value to a `Count` or `SetFalse` flag. A value the flag cannot
/// take is reported at `literal`, the value as written.
fn check_preset_value(cx: &Ctxt, target: &Target, flag: &Field<'_>, value: &str, literal: &syn::Expr) {
    let arg = match &flag.role {
        Role::Arg(arg) => arg,
        _ => return,
    };
    if let Some(action @ ("Count" | "SetFalse")) = arg.action.as_deref() {
        let name = flag.ident.unraw();
        cx.error_spanned_by(
            target,
            format!(
                "`{name}` is a `{action}` flag, which takes no value for a preset to give: \
                 preset a flag that takes a value or a `bool` flag, or drop `{name}` from the preset"
            ),
        );
        return;
    }
    if let Some(problem) = not_of_type(flag, arg, value) {
        cx.error_spanned_by(literal, problem);
        return;
    }
    let paired = arg.attrs.pair.is_some() || arg.attrs.negation.is_some();
    let plain = arg.action.as_deref() == Some("SetTrue") && !paired && arg.str2bool.is_none();
    if plain && value != "true" {
        let name = flag.ident.unraw();
        let text = target.text();
        cx.error_spanned_by(
            literal,
            format!(
                "`{name}` is a plain `bool` flag, which a preset can only set to true, not to \
                 `{value}`: write `{text} = true`, or make `{name}` `#[argkind(noable)]` so that \
                 a preset can set it to false"
            ),
        );
    }
}

/// Why `value` is no value clap's derive parses for `flag` (argument
/// `arg`): where its values are those of a number type of the standard
/// library, `char`, or a `bool` that takes values (no `value_parser` or
/// `value_enum` of its own), one that does not parse as that type (each of
/// its parts, where clap splits it at a `value_delimiter`). `None`
/// otherwise.
fn not_of_type(flag: &Field<'_>, arg: &Arg, value: &str) -> Option<String> {
    if arg.value_parser {
        return None;
    }
    let ty = ast::value_type(flag.ty);
    let Type::Path(path) = ty else { return None };
    // `u8`, or its path in the standard library (`std::primitive::u8`).
    let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
    let name = match segments.as_slice() {
        [name] => name.clone(),
        [root, primitive, name] if matches!(root.as_str(), "std" | "core") && primitive == "primitive" => name.clone(),
        _ => return None,
    };
    // A `bool` that takes values (`ArgAction::Set`) is parsed by clap's
    // `BoolValueParser`; one that takes none has its own check.
    let bool_values = matches!(arg.action.as_deref(), Some("Set" | "Append")) && arg.str2bool.is_none();
    let parts: Vec<&str> = match arg.value_delimiter {
        None => vec![value],
        Some(Some(delimiter)) => value.split(delimiter).collect(),
        // A delimiter argkind cannot read: clap's own check says.
        Some(None) => return None,
    };
    let fits = |value: &str| match name.as_str() {
        "u8" => value.parse::<u8>().is_ok(),
        "u16" => value.parse::<u16>().is_ok(),
        "u32" => value.parse::<u32>().is_ok(),
        "u64" => value.parse::<u64>().is_ok(),
        "u128" => value.parse::<u128>().is_ok(),
        "usize" => value.parse::<usize>().is_ok(),
        "i8" => value.parse::<i8>().is_ok(),
        "i16" => value.parse::<i16>().is_ok(),
        "i32" => value.parse::<i32>().is_ok(),
        "i64" => value.parse::<i64>().is_ok(),
        "i128" => value.parse::<i128>().is_ok(),
        "isize" => value.parse::<isize>().is_ok(),
        "f32" | "f64" => value.parse::<f64>().is_ok(),
        "char" => value.chars().count() == 1,
        "bool" if bool_values => matches!(value, "true" | "false"),
        _ => true,
    };
    // `an i64`, `an f64`, `a u8`.
    let article = if name.starts_with(['i', 'f']) { "an" } else { "a" };
    // An empty value reads as nothing in a code span: it is quoted.
    let shown = if value.is_empty() {
        "the empty value `\"\"`".to_owned()
    } else {
        format!("the value `{value}`")
    };
    let fix = if name == "bool" {
        "write `true` or `false` (clap's `bool` values)".to_owned()
    } else {
        format!("write {article} `{name}` value")
    };
    (!parts.into_iter().all(fits)).then(|| {
        format!(
            "the preset gives `{}`, {article} `{name}`, {shown}, which clap would reject \
             (`invalid value`) whenever the preset flag is given: {fix}",
            flag.ident.unraw()
        )
    })
}

/// The flag field of `fields` that `target` names, when the derive can see
/// it: a field of the struct, or the field whose literal long name a
/// `"--name"` target is. Reports a target that names no flag of the struct
/// and a path that does not go through a `#[command(flatten)]` field.
fn check_target<'f, 'a>(
    cx: &Ctxt,
    target: &Target,
    fields: &'f [Field<'a>],
    scope: &str,
    what: &str,
) -> Option<&'f Field<'a>> {
    if let Some((pair, negative)) = negation_named(target, fields) {
        let text = target.text();
        let fix = if what.contains("replacement") {
            format!(
                "declare the old flag as the negation of a deprecated pair redirected to \
                 `{pair}` (`#[argkind(negation = \"...\", deprecated(replacement = {pair}))]` on \
                 a `bool` field): typed, that negation sets `{pair}` false"
            )
        } else {
            format!("preset `{pair}` to false (`{pair} = false`)")
        };
        cx.error_spanned_by(
            target,
            format!(
                "`{text}` is `--{negative}`, the negation argkind adds for the pair flag `{pair}`, \
                 not a field {what} can name: {fix}"
            ),
        );
        return None;
    }
    match target {
        Target::Long(_) => field_of_long(target, fields),
        Target::Path(path) => match path.as_slice() {
            [ident] => check_field_target(cx, ident, fields, scope, what),
            [first, ..] => {
                check_path_start(cx, target, first, fields, scope, what);
                None
            }
            [] => None,
        },
    }
}

/// Reports a path target (`first.rest`) whose first segment is not a
/// `#[command(flatten)]` field of `fields`.
fn check_path_start(cx: &Ctxt, target: &Target, first: &Ident, fields: &[Field<'_>], scope: &str, what: &str) {
    let name = first.unraw().to_string();
    let text = target.text();
    let problem = match ast::find_field(fields, first).map(|f| &f.role) {
        Some(Role::Flatten(_)) => return,
        None => {
            let flattened: Vec<String> = fields
                .iter()
                .filter(|field| matches!(field.role, Role::Flatten(_)))
                .map(|field| format!("`{}`", field.ident.unraw()))
                .collect();
            let flattened = if flattened.is_empty() {
                "it has none".to_owned()
            } else {
                format!("its flattened fields are {}", flattened.join(", "))
            };
            let last = text.rsplit('.').next().unwrap_or_default().replace('_', "-");
            format!(
                "no field `{name}` in {scope}: the path `{text}` of {what} goes through a \
                 `#[command(flatten)]` field of the same struct, and {flattened}; any flag the \
                 command parses can also be named by its long name (`\"--{last}\"`)"
            )
        }
        Some(Role::Arg(_)) => format!(
            "`{text}` goes through `{name}`, which is a flag, not a `#[command(flatten)]` field: \
             write `{name}` to name that flag"
        ),
        Some(Role::Subcommand(_)) => format!(
            "`{text}` goes through `{name}`, a `#[command(subcommand)]` field, and {what} is a \
             flag of this command (or a global of an enclosing one), never a subcommand's: name \
             a flag of {scope}"
        ),
        Some(Role::Skip(why)) => format!(
            "`{text}` goes through `{name}`, a `#[arg({why})]` field, not a \
             `#[command(flatten)]` one: name a flag of {scope}"
        ),
    };
    cx.error_spanned_by(first, problem);
}

/// The pair flag field of `fields` whose negation `target` names (by its
/// id, or by its long name written `"--no-x"`), with that long name.
fn negation_named(target: &Target, fields: &[Field<'_>]) -> Option<(String, String)> {
    let named = match target {
        Target::Long(_) => target.long()?,
        Target::Path(path) => match path.as_slice() {
            [ident] => ident.unraw().to_string(),
            _ => return None,
        },
    };
    fields.iter().find_map(|field| {
        let (id, long) = negation_names(field)?;
        let hit = match target {
            Target::Long(_) => named == long,
            Target::Path(_) => named == id,
        };
        hit.then(|| (field.ident.unraw().to_string(), long))
    })
}

/// The flag field `target` of `fields`; reports it when there is none.
fn check_field_target<'f, 'a>(
    cx: &Ctxt,
    target: &Ident,
    fields: &'f [Field<'a>],
    scope: &str,
    what: &str,
) -> Option<&'f Field<'a>> {
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
            // A field whose clap id it is (`#[arg(id = "...")]`) is named
            // by its field name.
            let by_id = fields.iter().find(
                |field| matches!(&field.role, Role::Arg(arg) if arg.is_flag && arg.id.value().as_deref() == Some(name.as_str())),
            );
            if let Some(field) = by_id {
                let long = match &field.role {
                    Role::Arg(arg) => arg.long.clone().filter(|_| arg.has_long),
                    _ => None,
                };
                let long = long
                    .map(|long| format!(" (or its long name, `\"--{long}\"`)"))
                    .unwrap_or_default();
                cx.error_spanned_by(
                    target,
                    format!(
                        "no field `{name}` in {scope}: `{name}` is the clap id of the field `{field}`, \
                         and {what} names a flag field by the field's name: write `{field}`{long}",
                        field = field.ident.unraw()
                    ),
                );
                return None;
            }
            // The flag field it most likely means, by clap's measure of a
            // similar argument.
            let close = fields
                .iter()
                .filter(|field| matches!(&field.role, Role::Arg(arg) if arg.is_flag))
                .map(|field| (strsim::jaro(&name, &field.ident.unraw().to_string()), field))
                .filter(|(confidence, _)| *confidence > 0.7)
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(_, field)| format!("did you mean `{}`? ", field.ident.unraw()))
                .unwrap_or_default();
            let flattened = fields
                .iter()
                .find(|field| matches!(field.role, Role::Flatten(_)))
                .map(|field| {
                    format!(
                        "a flag of a flattened struct is named by its path (`{}.{name}`), ",
                        field.ident.unraw()
                    )
                })
                .unwrap_or_default();
            cx.error_spanned_by(
                target,
                format!(
                    "no field `{name}` in {scope}: {close}{what} names a flag field of the same \
                     struct, and {flags}; {flattened}any flag the command parses can also be named by \
                     its long name (`\"--{long}\"`)",
                    long = name.replace('_', "-")
                ),
            );
            return None;
        }
    };
    let not_a_flag = match &field.role {
        Role::Arg(arg) if arg.is_flag && !arg.has_long => {
            cx.error_spanned_by(
                target,
                format!(
                    "{what} is given its value by a long name (`--long=value`), and `{name}` \
                     has only a short one: give it `#[arg(long)]` too"
                ),
            );
            return None;
        }
        Role::Arg(arg) if arg.is_flag => return Some(field),
        Role::Arg(_) => format!("`{name}` is a positional argument: give it `#[arg(long)]` or name a flag"),
        Role::Flatten(_) => format!(
            "`{name}` is a `#[command(flatten)]` field: name one of its flags by its path \
             (`{name}.field`)"
        ),
        Role::Subcommand(_) => format!("`{name}` is a `#[command(subcommand)]` field: name a flag of {scope} instead"),
        Role::Skip(why) => {
            format!("`{name}` is a `#[arg({why})]` field, not an argument: name a flag of {scope} instead")
        }
    };
    cx.error_spanned_by(target, format!("{what} must be a flag; {not_a_flag}"));
    None
}

//! Reads attributes: argkind's own `#[argkind(...)]`, parsed with
//! `parse_nested_meta`, and the few facts argkind needs from clap's
//! `#[arg(...)]`, `#[command(...)]` and `#[clap(...)]`, which it only reads.
//!
//! Mistakes inside one attribute list (an unknown key, a key given twice,
//! two tiers, both boolean pairs) are reported here; checks that need the
//! field's type, its long name or the other fields are in `valid.rs`.

use heck::{ToKebabCase, ToLowerCamelCase, ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::meta::ParseNestedMeta;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{token, Attribute, Expr, Ident, Lit, LitStr, Token, UnOp};

use crate::ctxt::Ctxt;

/// The keys of a field, as listed in error messages.
const FIELD_KEYS: &str = "`public`, `hidden`, `internal`, `earg`, `harg`, `job = \"...\"`, \
     `noable`, `enable_disable`, `negation = \"...\"`, \
     `negation(long = \"...\", short = 'c', id = \"...\", help = \"...\", long_help = \"...\", display_order = 3, <tier>)`, `deprecated`, \
     `deprecated(replacement = other_field)`, `deprecated(instead = \"-O1\")`, \
     `extend`, `preset(other_field = value, ...)` (a target is `field`, `flattened.field` \
     or `\"--long-name\"`)";

/// Whether `attr` is an `#[argkind(...)]` attribute.
pub(crate) fn is_argkind(attr: &Attribute) -> bool {
    attr.path().is_ident("argkind")
}

/// A visibility tier keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tier {
    /// `public`
    Public,
    /// `hidden`
    Hidden,
    /// `internal`
    Internal,
    /// `earg`
    Earg,
    /// `harg`
    Harg,
}

impl Tier {
    fn from_key(key: &str) -> Option<Tier> {
        Some(match key {
            "public" => Tier::Public,
            "hidden" => Tier::Hidden,
            "internal" => Tier::Internal,
            "earg" => Tier::Earg,
            "harg" => Tier::Harg,
            _ => return None,
        })
    }

    /// The name of the matching `ArgKind` variant.
    pub(crate) fn variant(self) -> &'static str {
        match self {
            Tier::Public => "Public",
            Tier::Hidden => "Hidden",
            Tier::Internal => "Internal",
            Tier::Earg => "Earg",
            Tier::Harg => "Harg",
        }
    }
}

/// A boolean pair keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pair {
    /// `noable`: `--X` / `--no-X`.
    Noable,
    /// `enable_disable`: `--enable-X` / `--disable-X`.
    EnableDisable,
}

/// `negation = "long"` or `negation(long = "...", id = "...", help =
/// "...", long_help = "...", <tier>)`: the negative spelling of a pair, with what it has of its
/// own.
#[derive(Default)]
pub(crate) struct NegationAttrs {
    /// The long name, without `--`.
    pub(crate) long: Option<LitStr>,
    /// The short name (`short = 's'`).
    pub(crate) short: Option<syn::LitChar>,
    /// The display order (`display_order = 11`), as written.
    pub(crate) display_order: Option<Expr>,
    /// The clap id.
    pub(crate) id: Option<LitStr>,
    /// The help text.
    pub(crate) help: Option<LitStr>,
    /// The long help text.
    pub(crate) long_help: Option<LitStr>,
    /// The tier.
    pub(crate) tier: Option<(Tier, Ident)>,
}

/// `deprecated`, `deprecated(replacement = target)` or
/// `deprecated(instead = "spelling")`.
pub(crate) struct Deprecated {
    /// The replacement.
    pub(crate) replacement: Option<Target>,
    /// What the warning advises, where nothing is passed on.
    pub(crate) instead: Option<LitStr>,
}

/// `preset(target = value, ...)`.
pub(crate) struct Preset {
    /// The `preset` key itself.
    pub(crate) key: Ident,
    /// The targets and their values, as strings, in order, each value with
    /// the literal it is written as (where a mistake in it is reported).
    pub(crate) values: Vec<(Target, String, Expr)>,
}

/// A replacement or preset target, as written.
pub(crate) enum Target {
    /// `field`, a field of the same struct, or `opt.field` (`opt.inner.field`,
    /// ...), a field reached through `#[command(flatten)]` fields: the
    /// first segment is a field of the same struct.
    Path(Vec<Ident>),
    /// `"--name"`: any flag the command parses (its own, a flattened
    /// struct's, a global of an enclosing command), by its long name, found
    /// when the command is built.
    Long(LitStr),
}

impl Target {
    /// The target as written, for messages: `opt.level`, `"--level"`.
    pub(crate) fn text(&self) -> String {
        match self {
            Target::Path(path) => path.iter().map(|i| i.unraw().to_string()).collect::<Vec<_>>().join("."),
            Target::Long(lit) => format!("\"{}\"", lit.value()),
        }
    }

    /// The long name of a `"--name"` target, without its dashes.
    pub(crate) fn long(&self) -> Option<String> {
        match self {
            Target::Path(_) => None,
            Target::Long(lit) => lit.value().strip_prefix("--").map(str::to_owned),
        }
    }
}

impl ToTokens for Target {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Target::Path(path) => {
                for (i, ident) in path.iter().enumerate() {
                    if i > 0 {
                        <Token![.]>::default().to_tokens(tokens);
                    }
                    ident.to_tokens(tokens);
                }
            }
            Target::Long(lit) => lit.to_tokens(tokens),
        }
    }
}

/// How to write a target, for messages.
const TARGET_FORMS: &str = "a field of this struct (`level`), a field of a flattened struct by \
                            its path (`opt.level`), or any flag the command parses by its long \
                            name (`\"--level\"`)";

/// Parses a target: `field`, `a.b.c` or `"--name"`. Reports (and returns
/// `None` for) a string that is not a long name.
fn parse_target(cx: &Ctxt, input: ParseStream<'_>, what: &str) -> syn::Result<Option<Target>> {
    if input.peek(LitStr) {
        let lit: LitStr = input.parse()?;
        let value = lit.value();
        let name = value.strip_prefix("--").unwrap_or_default();
        let well_formed = !name.is_empty() && !name.starts_with('-') && !name.contains(['=', ' ']);
        if well_formed {
            return Ok(Some(Target::Long(lit)));
        }
        let bare = value.trim_start_matches('-');
        let (long, field) = (bare.replace('_', "-"), bare.replace('-', "_"));
        cx.error_spanned_by(
            &lit,
            format!(
                "{what} written as a string is a flag's long name, with its two dashes: write \
                 `\"--{long}\"`, or `{field}` without quotes for a field of this struct"
            ),
        );
        return Ok(None);
    }
    let mut path = vec![input.parse::<Ident>()?];
    while input.peek(Token![.]) {
        input.parse::<Token![.]>()?;
        path.push(input.parse::<Ident>()?);
    }
    Ok(Some(Target::Path(path)))
}

/// The `#[argkind(...)]` keys of one argument field. Each key keeps the
/// ident it was written with, for error spans.
#[derive(Default)]
pub(crate) struct FieldAttrs {
    /// The declared tier.
    pub(crate) tier: Option<(Tier, Ident)>,
    /// `job = "..."`.
    pub(crate) job: Option<(Ident, LitStr)>,
    /// `noable` or `enable_disable`.
    pub(crate) pair: Option<(Pair, Ident)>,
    /// `negation ...`, with its key.
    pub(crate) negation: Option<(Ident, NegationAttrs)>,
    /// `deprecated`, with its key.
    pub(crate) deprecated: Option<(Ident, Deprecated)>,
    /// `extend`.
    pub(crate) extend: Option<Ident>,
    /// `preset(...)`.
    pub(crate) preset: Option<Preset>,
}

impl FieldAttrs {
    /// Parses every `#[argkind(...)]` of a field, reporting mistakes on `cx`.
    pub(crate) fn from_attrs(cx: &Ctxt, attrs: &[&Attribute]) -> FieldAttrs {
        let mut out = FieldAttrs::default();
        for attr in attrs {
            if let Err(err) = attr.parse_nested_meta(|meta| out.parse_key(cx, &meta)) {
                cx.syn_error(err);
            }
        }
        out
    }

    /// The field's pair and the key that declares it: `noable` or
    /// `enable_disable`, else `negation` alone, which makes it noable with
    /// a negation of its own.
    pub(crate) fn pair(&self) -> Option<(Pair, &Ident)> {
        match (&self.pair, &self.negation) {
            (Some((pair, key)), _) => Some((*pair, key)),
            (None, Some((key, _))) => Some((Pair::Noable, key)),
            (None, None) => None,
        }
    }

    /// Whether no key was given.
    pub(crate) fn is_empty(&self) -> bool {
        self.tier.is_none()
            && self.job.is_none()
            && self.pair.is_none()
            && self.negation.is_none()
            && self.deprecated.is_none()
            && self.extend.is_none()
            && self.preset.is_none()
    }

    fn parse_key(&mut self, cx: &Ctxt, meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
        let key = match meta.path.get_ident() {
            Some(key) => key.clone(),
            None => {
                skip_value(meta.input)?;
                let path = meta.path.to_token_stream().to_string().replace(' ', "");
                cx.error_spanned_by(&meta.path, unknown_field_key(&path));
                return Ok(());
            }
        };
        let name = key.to_string();
        if let Some(tier) = Tier::from_key(&name) {
            if no_value(cx, meta, &key)? {
                match &self.tier {
                    Some((first_tier, first)) if *first_tier == tier => duplicate(cx, first, &key),
                    Some((_, first)) => two_tiers(cx, first, &key),
                    None => self.tier = Some((tier, key)),
                }
            }
            return Ok(());
        }
        match name.as_str() {
            "noable" | "enable_disable" => {
                let pair = if name == "noable" {
                    Pair::Noable
                } else {
                    Pair::EnableDisable
                };
                if no_value(cx, meta, &key)? {
                    match &self.pair {
                        Some((first_pair, first)) if *first_pair == pair => {
                            duplicate(cx, first, &key);
                        }
                        Some((_, first)) => two_pairs(cx, first, &key),
                        None => self.pair = Some((pair, key)),
                    }
                }
            }
            "negation" => self.parse_negation_key(cx, meta, key)?,
            "job" => {
                if let Some((first, _)) = &self.job {
                    duplicate(cx, first, &key);
                    return skip_value(meta.input);
                }
                if let Some(lit) = job_value(cx, meta, &key)? {
                    self.job = Some((key, lit));
                }
            }
            "extend" => {
                if no_value(cx, meta, &key)? {
                    match &self.extend {
                        Some(first) => duplicate(cx, first, &key),
                        None => self.extend = Some(key),
                    }
                }
            }
            "deprecated" => {
                if let Some((first, _)) = &self.deprecated {
                    duplicate(cx, first, &key);
                    return skip_value(meta.input);
                }
                if let Some(deprecated) = parse_deprecated(cx, meta, &key)? {
                    self.deprecated = Some((key, deprecated));
                }
            }
            "preset" => {
                if let Some(first) = &self.preset {
                    cx.error_spanned_by(
                        &key,
                        "`preset` is given twice: write every target in one `preset(...)`, as in \
                         `preset(level = \"3\", fast = true)`",
                    );
                    cx.error_spanned_by(&first.key, "`preset` is first given here");
                    return skip_value(meta.input);
                }
                if let Some(values) = parse_preset(cx, meta, &key)? {
                    self.preset = Some(Preset { key, values });
                }
            }
            _ => {
                skip_value(meta.input)?;
                cx.error_spanned_by(&key, unknown_field_key(&name));
            }
        }
        Ok(())
    }
}

impl FieldAttrs {
    /// `negation ...`, given once.
    fn parse_negation_key(&mut self, cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: Ident) -> syn::Result<()> {
        if let Some((first, _)) = &self.negation {
            duplicate(cx, first, &key);
            return skip_value(meta.input);
        }
        if let Some(negation) = parse_negation(cx, meta, &key)? {
            self.negation = Some((key, negation));
        }
        Ok(())
    }
}

/// Where a container-level `#[argkind(...)]` sits.
#[derive(Clone, Copy)]
pub(crate) enum Place {
    /// On a `Parser` / `Args` struct.
    Struct,
    /// On a variant of a `Subcommand` enum.
    Variant,
}

impl Place {
    fn name(self) -> &'static str {
        match self {
            Place::Struct => "struct",
            Place::Variant => "subcommand variant",
        }
    }

    /// The keys a container-level `#[argkind(...)]` takes here, for messages.
    fn keys(self) -> &'static str {
        match self {
            Place::Struct => {
                "the keys are `job = \"...\"`, `negations_in_group = \"...\"` and, on the root \
                 struct, `response_files`, `print_options`, `record_sources` and \
                 `flags_env = \"...\"`"
            }
            Place::Variant => "the only key is `job = \"...\"`",
        }
    }
}

/// The keys without a value that the root struct takes, each with why it
/// belongs there: `response_files` (`@path` arguments stand for the
/// arguments in the file), `print_options` (the effective-values surface),
/// `record_sources` (the provenance of each flag in the facts).
pub(crate) const ROOT_SWITCHES: [(&str, &str); 3] = [
    (
        "response_files",
        "response files are read from the whole command line, before any subcommand is chosen",
    ),
    (
        "print_options",
        "the surface is added to the root command and every subcommand below it",
    ),
    (
        "record_sources",
        "the provenance of every parse is recorded, or of none",
    ),
];

/// The `#[argkind(...)]` keys of a struct or a subcommand variant.
#[derive(Default)]
pub(crate) struct ContainerAttrs {
    /// `job = "..."`: the job of every argument that names none.
    pub(crate) job: Option<LitStr>,
    /// The [`ROOT_SWITCHES`] given (a struct only), in that order.
    pub(crate) switches: [Option<Ident>; 3],
    /// `flags_env = "NAME"` (a struct only): the variable that holds extra
    /// flags.
    pub(crate) flags_env: Option<(Ident, LitStr)>,
    /// Each `negations_in_group = "id"` (a struct only): the group of the
    /// command whose pairs' negations join it, exclusive or not.
    pub(crate) negations_in_group: Vec<LitStr>,
}

impl ContainerAttrs {
    /// Parses every `#[argkind(...)]` of a struct or variant, reporting
    /// mistakes on `cx`.
    pub(crate) fn from_attrs(cx: &Ctxt, attrs: &[&Attribute], place: Place) -> ContainerAttrs {
        let mut out = ContainerAttrs::default();
        let mut job_key: Option<Ident> = None;
        for attr in attrs {
            let result = attr.parse_nested_meta(|meta| {
                let name = meta.path.to_token_stream().to_string().replace(' ', "");
                match meta.path.get_ident() {
                    Some(key) if key == "job" => {
                        if let Some(first) = &job_key {
                            duplicate(cx, first, key);
                            return skip_value(meta.input);
                        }
                        if let Some(lit) = job_value(cx, &meta, key)? {
                            job_key = Some(key.clone());
                            out.job = Some(lit);
                        }
                    }
                    Some(key) if ROOT_SWITCHES.iter().any(|(name, _)| key == name) => {
                        let at = ROOT_SWITCHES.iter().position(|(name, _)| key == name).unwrap_or(0);
                        let (switch, why) = ROOT_SWITCHES[at];
                        if let Some(first) = &out.switches[at] {
                            duplicate(cx, first, key);
                            return skip_value(meta.input);
                        }
                        if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
                            skip_value(meta.input)?;
                            cx.error_spanned_by(
                                key,
                                format!("`{switch}` takes no value: write `#[argkind({switch})]`"),
                            );
                        } else if matches!(place, Place::Variant) {
                            cx.error_spanned_by(
                                key,
                                format!(
                                    "`{switch}` belongs on the root struct (the one that derives \
                                     `Parser`), not on a subcommand variant: {why}"
                                ),
                            );
                        } else {
                            out.switches[at] = Some(key.clone());
                        }
                    }
                    Some(key) if key == "flags_env" => {
                        if let Some((first, _)) = &out.flags_env {
                            duplicate(cx, first, key);
                            return skip_value(meta.input);
                        }
                        let Some(lit) = string_value(cx, &meta, key)? else {
                            return Ok(());
                        };
                        if lit.value().is_empty() {
                            cx.error_spanned_by(
                                &lit,
                                "`flags_env` names the environment variable that holds extra \
                                 flags, and an empty name names none: write \
                                 `flags_env = \"MYTOOL_FLAGS\"`",
                            );
                        } else if matches!(place, Place::Variant) {
                            cx.error_spanned_by(
                                key,
                                "`flags_env` belongs on the root struct (the one that derives \
                                 `Parser`), not on a subcommand variant: the variable is read for \
                                 the whole command line",
                            );
                        } else {
                            out.flags_env = Some((key.clone(), lit));
                        }
                    }
                    Some(key) if key == "negations_in_group" => {
                        let Some(lit) = string_value(cx, &meta, key)? else {
                            return Ok(());
                        };
                        if lit.value().is_empty() {
                            cx.error_spanned_by(
                                &lit,
                                "`negations_in_group` names a group of the command, and an empty \
                                 name names none: write `negations_in_group = \"speed\"`",
                            );
                        } else if matches!(place, Place::Variant) {
                            cx.error_spanned_by(
                                key,
                                "`negations_in_group` belongs on a struct (the command's or one \
                                 it flattens), not on a subcommand variant",
                            );
                        } else {
                            out.negations_in_group.push(lit);
                        }
                    }
                    Some(_) if name == "plain" => {
                        skip_value(meta.input)?;
                        cx.error_spanned_by(&meta.path, crate::ast::PLAIN_MISPLACED);
                    }
                    Some(_) if is_field_key(&name) => {
                        skip_value(meta.input)?;
                        cx.error_spanned_by(
                            &meta.path,
                            format!(
                                "`{name}` belongs on a field, not on a {place}: put it on the \
                                 field's `#[argkind(...)]`; on a {place} {keys}",
                                place = place.name(),
                                keys = place.keys(),
                            ),
                        );
                    }
                    _ => {
                        skip_value(meta.input)?;
                        cx.error_spanned_by(
                            &meta.path,
                            format!(
                                "unknown argkind key `{name}`: on a {place} {keys}; the keys \
                                 of a field are {FIELD_KEYS}",
                                place = place.name(),
                                keys = place.keys(),
                            ),
                        );
                    }
                }
                Ok(())
            });
            if let Err(err) = result {
                cx.syn_error(err);
            }
        }
        out
    }
}

fn is_field_key(name: &str) -> bool {
    Tier::from_key(name).is_some()
        || matches!(
            name,
            "noable" | "enable_disable" | "negation" | "deprecated" | "extend" | "preset"
        )
}

fn unknown_field_key(name: &str) -> String {
    // `Hidden`, `EnableDisable`: a key in another case.
    let snake = name.to_snake_case();
    if snake != name && (is_field_key(&snake) || snake == "job") {
        return format!("unknown argkind key `{name}`: keys are written in snake case, write `{snake}`");
    }
    // A key of the root struct, written on a field.
    if name == "flags_env" || ROOT_SWITCHES.iter().any(|(key, _)| *key == name) {
        return format!(
            "`{name}` belongs on the root struct (the one that derives `Parser`), not on a field: put it in that struct's `#[argkind(...)]`; the keys of a field are {FIELD_KEYS}"
        );
    }
    format!("unknown argkind key `{name}`: write one of {FIELD_KEYS}")
}

/// Skips the rest of one nested item (`= value`, `(...)` or stray tokens)
/// up to the next top-level comma, so parsing can go on after a mistake.
fn skip_value(input: ParseStream<'_>) -> syn::Result<()> {
    while !input.is_empty() && !input.peek(Token![,]) {
        input.parse::<TokenTree>()?;
    }
    Ok(())
}

/// Whether `input` starts with `()`.
fn parens_are_empty(input: ParseStream<'_>) -> bool {
    match input.fork().parse::<TokenTree>() {
        Ok(TokenTree::Group(group)) => group.delimiter() == Delimiter::Parenthesis && group.stream().is_empty(),
        _ => false,
    }
}

/// Whether the nested item `meta` ends right after its key; reports and
/// skips a value otherwise.
fn no_value(cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: &Ident) -> syn::Result<bool> {
    if meta.input.is_empty() || meta.input.peek(Token![,]) {
        return Ok(true);
    }
    skip_value(meta.input)?;
    cx.syn_error(meta.error(format!(
        "`{key}` takes no value: write `{key}` alone, as in `#[argkind({key})]`"
    )));
    Ok(false)
}

/// The string of `key = "..."`; reports and skips anything else.
fn string_value(cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: &Ident) -> syn::Result<Option<LitStr>> {
    if meta.input.peek(Token![=]) {
        let value = meta.value()?;
        if value.peek(LitStr) {
            return Ok(Some(value.parse()?));
        }
    }
    skip_value(meta.input)?;
    cx.syn_error(meta.error(format!(
        "`{key}` takes a string: write `{key} = \"backend\"` with the name of the tool"
    )));
    Ok(None)
}

/// The value of `job = "..."`; `None` after a reported mistake, an empty
/// name among them (it would name no job: replay and the registry would
/// list the flag under a job no tool asks for).
fn job_value(cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: &Ident) -> syn::Result<Option<LitStr>> {
    let lit = string_value(cx, meta, key)?;
    if lit.as_ref().is_some_and(|lit| lit.value().is_empty()) {
        cx.error_spanned_by(
            &lit,
            "`job` names the tool that consumes the flag, and an empty name names none: write \
             `job = \"backend\"` with the tool's name, or remove `job`",
        );
        return Ok(None);
    }
    Ok(lit)
}

/// `negation = "long"` or `negation(...)`; `None` after a reported mistake.
fn parse_negation(cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: &Ident) -> syn::Result<Option<NegationAttrs>> {
    const WRITE: &str = "write `negation = \"relative-path\"`, or `negation(long = \"...\", \
                         short = 's', id = \"...\", help = \"...\", long_help = \"...\", \
                         display_order = 1, hidden)` with the keys you need";
    if meta.input.peek(Token![=]) {
        let value = meta.value()?;
        if value.peek(LitStr) {
            return Ok(Some(NegationAttrs {
                long: Some(value.parse()?),
                ..NegationAttrs::default()
            }));
        }
        skip_value(meta.input)?;
        cx.syn_error(meta.error(format!("`{key}` takes the negation's long name as a string: {WRITE}")));
        return Ok(None);
    }
    if !meta.input.peek(token::Paren) {
        skip_value(meta.input)?;
        cx.syn_error(meta.error(format!("`{key}` says what the negation has of its own: {WRITE}")));
        return Ok(None);
    }
    if parens_are_empty(meta.input) {
        skip_value(meta.input)?;
        cx.syn_error(meta.error(format!(
            "`{key}()` gives the negation nothing of its own: {WRITE}; or write `noable` for the \
             plain `--no-X`"
        )));
        return Ok(None);
    }
    let mut out = NegationAttrs::default();
    let mut ok = true;
    meta.parse_nested_meta(|inner| {
        let name = inner.path.to_token_stream().to_string().replace(' ', "");
        let Some(inner_key) = inner.path.get_ident().cloned() else {
            skip_value(inner.input)?;
            cx.error_spanned_by(&inner.path, format!("unknown key `{name}` in `negation(...)`: {WRITE}"));
            ok = false;
            return Ok(());
        };
        if let Some(tier) = Tier::from_key(&name) {
            if no_value(cx, &inner, &inner_key)? {
                match &out.tier {
                    Some((_, first)) => two_tiers(cx, first, &inner_key),
                    None => out.tier = Some((tier, inner_key)),
                }
            }
            return Ok(());
        }
        let given_twice = |inner: &ParseNestedMeta<'_>| -> syn::Result<()> {
            skip_value(inner.input)?;
            cx.error_spanned_by(
                &inner.path,
                format!("`{name}` is given twice in `negation(...)`: remove one"),
            );
            Ok(())
        };
        if name == "short" || name == "display_order" {
            if out.short.is_some() && name == "short" || out.display_order.is_some() && name == "display_order" {
                return given_twice(&inner);
            }
            if inner.input.peek(Token![=]) {
                let value = inner.value()?;
                if name == "short" && value.peek(syn::LitChar) {
                    out.short = Some(value.parse()?);
                    return Ok(());
                }
                if name == "display_order" {
                    out.display_order = Some(value.parse()?);
                    return Ok(());
                }
            }
            skip_value(inner.input)?;
            let message = if name == "short" {
                "`short` in `negation(...)` takes the negation's letter as a char: write `short = 's'`"
            } else {
                "`display_order` in `negation(...)` takes a number: write `display_order = 11`"
            };
            cx.syn_error(inner.error(message));
            ok = false;
            return Ok(());
        }
        let slot = match name.as_str() {
            "long" => &mut out.long,
            "id" => &mut out.id,
            "help" => &mut out.help,
            "long_help" => &mut out.long_help,
            _ => {
                skip_value(inner.input)?;
                cx.error_spanned_by(&inner.path, format!("unknown key `{name}` in `negation(...)`: {WRITE}"));
                ok = false;
                return Ok(());
            }
        };
        if slot.is_some() {
            return given_twice(&inner);
        }
        if inner.input.peek(Token![=]) {
            let value = inner.value()?;
            if value.peek(LitStr) {
                let text: LitStr = value.parse()?;
                // An empty help would make the negation an entry of its
                // own that says nothing, and take the flag's note away.
                if matches!(name.as_str(), "help" | "long_help") && text.value().trim().is_empty() {
                    cx.error_spanned_by(
                        &text,
                        format!(
                            "`{name}` in `negation(...)` gives the negation an entry of its own in help, \
                             and an empty one says nothing: write what the negation does, or remove \
                             `{name}` (the flag's entry then names the negation)"
                        ),
                    );
                    ok = false;
                    return Ok(());
                }
                // An empty id is no id clap could name in a relation, and
                // two such negations would share it.
                if name == "id" && text.value().trim().is_empty() {
                    cx.error_spanned_by(
                        &text,
                        "`id` in `negation(...)` names the negation's clap id, and an empty one names \
                         nothing: write the id relations name it by (`id = \"no_fast\"`), or remove \
                         `id` (the default is its long name with `_` for `-`)",
                    );
                    ok = false;
                    return Ok(());
                }
                *slot = Some(text);
                return Ok(());
            }
        }
        skip_value(inner.input)?;
        cx.syn_error(inner.error(format!("`{name}` takes a string: write `{name} = \"...\"`")));
        ok = false;
        Ok(())
    })?;
    Ok(ok.then_some(out))
}

/// `deprecated`, `deprecated(replacement = target)` or
/// `deprecated(instead = "spelling")`; `None` after a reported mistake.
fn parse_deprecated(cx: &Ctxt, meta: &ParseNestedMeta<'_>, key: &Ident) -> syn::Result<Option<Deprecated>> {
    const WRITE: &str =
        "write `deprecated`, `deprecated(replacement = other_field)` or `deprecated(instead = \"-O1\")`";
    const ONE_SUCCESSOR: &str = "a deprecation names one successor: `replacement` passes the value on to a flag, \
                                 `instead` only advises a spelling; keep one";
    let bare = || Deprecated {
        replacement: None,
        instead: None,
    };
    if meta.input.is_empty() || meta.input.peek(Token![,]) {
        return Ok(Some(bare()));
    }
    if !meta.input.peek(token::Paren) {
        skip_value(meta.input)?;
        cx.syn_error(meta.error(format!("`{key}` takes no `= value`: {WRITE}")));
        return Ok(None);
    }
    if parens_are_empty(meta.input) {
        meta.input.parse::<TokenTree>()?;
        return Ok(Some(bare()));
    }
    let mut replacement: Option<Target> = None;
    let mut instead: Option<LitStr> = None;
    let mut ok = true;
    meta.parse_nested_meta(|inner| {
        if inner.path.is_ident("instead") {
            let advice = if inner.input.peek(Token![=]) {
                let value = inner.value()?;
                if value.peek(LitStr) {
                    Some(value.parse::<LitStr>()?)
                } else {
                    skip_value(value)?;
                    None
                }
            } else {
                skip_value(inner.input)?;
                None
            };
            match advice {
                Some(advice) if advice.value().trim().is_empty() => {
                    cx.error_spanned_by(
                        &advice,
                        "`instead` names what users type instead, and this is empty: write `instead = \"-O1\"`, or drop it",
                    );
                    ok = false;
                }
                Some(advice) if instead.is_some() || replacement.is_some() => {
                    cx.error_spanned_by(
                        &advice,
                        ONE_SUCCESSOR,
                    );
                    ok = false;
                }
                Some(advice) => instead = Some(advice),
                None => {
                    cx.error_spanned_by(
                        &inner.path,
                        "`instead` takes a string, the spelling users type instead: write `instead = \"-O1\"`",
                    );
                    ok = false;
                }
            }
            return Ok(());
        }
        if !inner.path.is_ident("replacement") {
            skip_value(inner.input)?;
            let name = inner.path.to_token_stream().to_string().replace(' ', "");
            cx.error_spanned_by(
                &inner.path,
                format!("unknown key `{name}` in `deprecated(...)`: {WRITE}"),
            );
            ok = false;
            return Ok(());
        }
        if instead.is_some() {
            skip_value(inner.input)?;
            cx.error_spanned_by(
                &inner.path,
                ONE_SUCCESSOR,
            );
            ok = false;
            return Ok(());
        }
        if let Some(first) = &replacement {
            skip_value(inner.input)?;
            cx.error_spanned_by(
                &inner.path,
                format!(
                    "a flag has one replacement, `{}` is already named: remove this one",
                    first.text()
                ),
            );
            return Ok(());
        }
        if inner.input.peek(Token![=]) {
            let value = inner.value()?;
            if value.peek(Ident) || value.peek(LitStr) {
                match parse_target(cx, value, "a replacement")? {
                    // A Rust path (`Cli::output`) is none of the forms.
                    Some(target) if value.peek(Token![::]) => {
                        // Its last name is the field's.
                        let mut last = target.text();
                        while value.peek(Token![::]) {
                            value.parse::<Token![::]>()?;
                            match value.call(Ident::parse_any) {
                                Ok(name) => last = name.unraw().to_string(),
                                Err(_) => break,
                            }
                        }
                        skip_value(value)?;
                        cx.error_spanned_by(
                            &target,
                            format!("a replacement is {TARGET_FORMS}, not a Rust path: write `replacement = {last}`"),
                        );
                        ok = false;
                    }
                    Some(target) => replacement = Some(target),
                    None => ok = false,
                }
                return Ok(());
            }
        }
        skip_value(inner.input)?;
        cx.syn_error(inner.error(format!(
            "`replacement` names the flag that takes over: write `replacement = ...` with {TARGET_FORMS}"
        )));
        ok = false;
        Ok(())
    })?;
    Ok(ok.then_some(Deprecated { replacement, instead }))
}

/// The `(target, value)` pairs of `preset(...)`; `None` after a reported
/// mistake that leaves nothing to declare.
fn parse_preset(
    cx: &Ctxt,
    meta: &ParseNestedMeta<'_>,
    key: &Ident,
) -> syn::Result<Option<Vec<(Target, String, Expr)>>> {
    const WRITE: &str = "write `preset(other_field = \"value\", ...)`";
    if !meta.input.peek(token::Paren) {
        skip_value(meta.input)?;
        cx.syn_error(meta.error(format!("`{key}` lists the flags it sets and their values: {WRITE}")));
        return Ok(None);
    }
    if parens_are_empty(meta.input) {
        meta.input.parse::<TokenTree>()?;
        cx.syn_error(meta.error(format!("`{key}()` sets nothing: {WRITE}")));
        return Ok(None);
    }
    let content;
    syn::parenthesized!(content in meta.input);
    let mut values: Vec<(Target, String, Expr)> = Vec::new();
    while !content.is_empty() {
        match parse_preset_item(cx, &content)? {
            Some(item) => {
                let text = item.0.text();
                match values.iter().find(|(t, _, _)| t.text() == text) {
                    Some((first, _, _)) => {
                        cx.error_spanned_by(&item.0, format!("`{text}` is preset twice: keep one value for it"));
                        cx.error_spanned_by(first, format!("`{text}` is first preset here"));
                    }
                    None => values.push(item),
                }
            }
            None => skip_value(&content)?,
        }
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    if values.is_empty() {
        return Ok(None);
    }
    Ok(Some(values))
}

/// The long name `--name` that the tokens of `input` spell, written
/// without quotes, up to the next `=` or `,` (`--max-results`), if they
/// spell one; `input` itself is not advanced.
fn unquoted_long(input: ParseStream<'_>) -> Option<String> {
    let tokens: TokenStream = input.fork().parse().ok()?;
    let mut text = String::new();
    for token in tokens {
        match &token {
            TokenTree::Punct(p) if matches!(p.as_char(), '=' | ',') => break,
            TokenTree::Punct(p) if p.as_char() == '-' => text.push('-'),
            TokenTree::Ident(ident) => text.push_str(&ident.to_string()),
            _ => return None,
        }
    }
    let name = text.strip_prefix("--")?;
    let spelled = !name.is_empty() && !name.starts_with('-') && !name.ends_with('-');
    spelled.then_some(text)
}

/// One `target = value` of `preset(...)`; `None` after a reported mistake
/// (the caller skips the rest of the item).
fn parse_preset_item(cx: &Ctxt, input: ParseStream<'_>) -> syn::Result<Option<(Target, String, Expr)>> {
    // The builder's form, `preset("level", "1")`: a target and its value
    // as two literals.
    if input.peek(LitStr) && input.peek2(Token![,]) && input.peek3(Lit) {
        let target: LitStr = input.parse()?;
        input.parse::<Token![,]>()?;
        let value: Lit = input.parse()?;
        let name = target.value();
        let written = if name.starts_with("--") {
            format!("\"{name}\"")
        } else {
            name.clone()
        };
        let shown = match &value {
            Lit::Str(text) => format!("\"{}\"", text.value()),
            other => other.to_token_stream().to_string(),
        };
        cx.error_spanned_by(
            quote::quote!(#target #value),
            format!(
                "a preset item is `target = value`, not two literals (the builder's \
                 `ArgSpec::preset(\"{name}\", ...)`): write `preset({written} = {shown})`"
            ),
        );
        return Ok(None);
    }
    if !(input.peek(Ident) || input.peek(LitStr)) {
        // A long name written bare (`--color`) is one to quote.
        let unquoted = unquoted_long(input);
        let stray: TokenTree = input.parse()?;
        let message = match unquoted {
            Some(long) => format!(
                "a flag's long name as a preset target is a string: write `preset(\"{long}\" = \"value\", ...)`"
            ),
            None => format!("a preset target is {TARGET_FORMS}: write `preset(level = \"value\", ...)`"),
        };
        cx.error_spanned_by(&stray, message);
        return Ok(None);
    }
    let Some(target) = parse_target(cx, input, "a preset target")? else {
        return Ok(None);
    };
    if input.peek(Token![::]) {
        cx.error_spanned_by(
            &target,
            format!("a preset target is {TARGET_FORMS}: write `preset(level = \"value\", ...)`"),
        );
        return Ok(None);
    }
    if input.peek(Token![=>]) {
        let text = target.text();
        let arrow: Token![=>] = input.parse()?;
        let value = input
            .fork()
            .parse::<Expr>()
            .map_or_else(|_| "\"value\"".to_owned(), |v| v.to_token_stream().to_string());
        skip_value(input)?;
        cx.error_spanned_by(
            arrow,
            format!("a preset gives a value with `=`: write `{text} = {value}`"),
        );
        return Ok(None);
    }
    if !input.peek(Token![=]) {
        let text = target.text();
        let rest: TokenStream = input.fork().parse()?;
        let at = rest.into_iter().next();
        let message = format!("`{text}` needs the value the preset gives it: write `{text} = \"value\"`");
        match at {
            Some(token) if !matches!(&token, TokenTree::Punct(p) if p.as_char() == ',') => {
                cx.error_spanned_by(token, message);
            }
            _ => cx.error_spanned_by(&target, message),
        }
        return Ok(None);
    }
    input.parse::<Token![=]>()?;
    let expr: Expr = input.parse()?;
    match preset_value(&expr) {
        Some(value) => Ok(Some((target, value, expr))),
        None => {
            cx.error_spanned_by(
                &expr,
                format!(
                    "a preset value is a string, integer, float, char or bool literal: write `{} = \"value\"`",
                    target.text()
                ),
            );
            Ok(None)
        }
    }
}

/// A preset value as the string the target's value parser will see.
fn preset_value(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Str(s) => Some(s.value()),
            Lit::Int(i) => Some(i.base10_digits().to_owned()),
            Lit::Float(f) => Some(f.base10_digits().to_owned()),
            Lit::Bool(b) => Some(b.value.to_string()),
            Lit::Char(c) => Some(c.value().to_string()),
            _ => None,
        },
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => match &*unary.expr {
            Expr::Lit(lit) => match &lit.lit {
                Lit::Int(i) => Some(format!("-{}", i.base10_digits())),
                Lit::Float(f) => Some(format!("-{}", f.base10_digits())),
                _ => None,
            },
            _ => None,
        },
        Expr::Group(group) => preset_value(&group.expr),
        _ => None,
    }
}

/// Reports a key given twice, at both places.
pub(crate) fn duplicate(cx: &Ctxt, first: &Ident, second: &Ident) {
    cx.error_spanned_by(second, format!("`{second}` is given twice: remove this one"));
    cx.error_spanned_by(first, format!("`{first}` is first given here"));
}

/// Reports two different tiers on one field, at both places.
fn two_tiers(cx: &Ctxt, first: &Ident, second: &Ident) {
    cx.error_spanned_by(
        second,
        format!("a flag has one tier, this one has two: `{first}` and `{second}`; keep one of them"),
    );
    cx.error_spanned_by(first, format!("first tier `{first}` is given here"));
}

/// Reports `noable` together with `enable_disable`, at both places.
fn two_pairs(cx: &Ctxt, first: &Ident, second: &Ident) {
    cx.error_spanned_by(
        second,
        format!(
            "`noable` (`--X` / `--no-X`) and `enable_disable` (`--enable-X` / `--disable-X`) \
             exclude each other: keep `{first}` or `{second}`"
        ),
    );
    cx.error_spanned_by(first, format!("`{first}` is given here"));
}

/// A name clap takes from an attribute value or derives from an ident.
#[derive(Clone)]
pub(crate) enum Name {
    /// A string literal, or a name derived from an ident.
    Literal(LitStr),
    /// Any other expression: argkind forwards it without knowing its value.
    Expr(Expr),
}

impl Name {
    /// A derived name, spanned at `span`.
    pub(crate) fn derived(value: &str, span: Span) -> Name {
        Name::Literal(LitStr::new(value, span))
    }

    /// The name's value when it is a literal.
    pub(crate) fn value(&self) -> Option<String> {
        match self {
            Name::Literal(lit) => Some(lit.value()),
            Name::Expr(_) => None,
        }
    }

    fn from_expr(expr: Expr) -> Name {
        match expr {
            Expr::Lit(syn::ExprLit { lit: Lit::Str(lit), .. }) => Name::Literal(lit),
            expr => Name::Expr(expr),
        }
    }
}

impl ToTokens for Name {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Name::Literal(lit) => lit.to_tokens(tokens),
            Name::Expr(expr) => expr.to_tokens(tokens),
        }
    }
}

/// What clap's `long` attribute says.
#[derive(Clone)]
pub(crate) enum Long {
    /// `long`: derived from the id or the field name.
    Derived,
    /// `long = "..."`.
    Literal(String),
    /// `long = expr` or `long(...)`: unknown to argkind.
    Opaque,
}

/// The facts argkind reads from clap's attributes on one item.
#[derive(Default)]
pub(crate) struct ClapAttrs {
    /// The last `id = ...` or `name = ...`.
    pub(crate) id: Option<Name>,
    /// `long`, if given.
    pub(crate) long: Option<Long>,
    /// Whether a `long` without a value comes after `id = ...` (or `name =
    /// ...`): clap's derive then takes the id, as written, for the long
    /// name; before it, the field's name in the struct's casing.
    pub(crate) long_after_id: bool,
    /// Whether `short` is given.
    pub(crate) short: bool,
    /// The letter of `short = 'c'`, where it is a literal.
    pub(crate) short_letter: Option<char>,
    /// `short = ...` with a value that is no char literal.
    pub(crate) short_opaque: bool,
    /// `flatten`.
    pub(crate) flatten: bool,
    /// `subcommand`.
    pub(crate) subcommand: bool,
    /// `external_subcommand`.
    pub(crate) external_subcommand: bool,
    /// `skip` or `skip = ...`.
    pub(crate) skip: bool,
    /// `from_global`.
    pub(crate) from_global: bool,
    /// `rename_all = "..."`.
    pub(crate) rename_all: Option<Casing>,
    /// `action = ...`.
    pub(crate) action: Option<Action>,
    /// Where `value_parser = ...` names argkind's `str2bool`, if it does.
    pub(crate) str2bool: Option<Ident>,
    /// Whether `value_parser` or `value_enum` is given: the values it
    /// takes are then not those of the field's type alone.
    pub(crate) value_parser: bool,
    /// Whether a default is given the way clap's derive sees one:
    /// `default_value`, `default_value_t`, `default_value_os` or
    /// `default_value_os_t`.
    pub(crate) default_value: bool,
    /// `default_missing_value` and its `_t`, `_os` and plural forms.
    pub(crate) default_missing: bool,
    /// `num_args`, in any form.
    pub(crate) num_args: bool,
    /// `num_args = 1..`, written so: what `extend` makes of a flag.
    pub(crate) num_args_one_or_more: bool,
    /// `value_delimiter`: its character where it is a literal one, `None`
    /// inside for any other expression.
    pub(crate) value_delimiter: Option<Option<char>>,
    /// `default_value_if` or `default_value_ifs`, in any form.
    pub(crate) conditional_default: bool,
    /// `required = true`, `required(true)` or their `false` forms;
    /// `Opaque` for any other expression, and for `required` alone, which
    /// clap rejects.
    pub(crate) required: Option<Required>,
    /// The name of a condition under which clap requires the argument
    /// (`required_if_eq`, `required_unless_present` and their `_any` and
    /// `_all` forms), where one is given.
    pub(crate) required_under: Option<String>,
    /// The ids written as string literals in `overrides_with*`,
    /// `conflicts_with*` and `requires*`.
    pub(crate) relations: Vec<LitStr>,
    /// The ids `conflicts_with*` writes as string literals (among
    /// `relations` too).
    pub(crate) conflicts: Vec<LitStr>,
    /// The ids `overrides_with*` writes as string literals (among
    /// `relations` too).
    pub(crate) overrides: Vec<LitStr>,
    /// The ids `requires`/`requires_all` write as string literals (among
    /// `relations` too).
    pub(crate) requires: Vec<LitStr>,
    /// A subcommand's long flag and long flag aliases (`long_flag`,
    /// `long_flag_alias`, `long_flag_aliases`, visible ones too), written as
    /// string literals.
    pub(crate) long_flags: Vec<LitStr>,
    /// The long aliases (`alias`, `aliases`, `visible_alias`,
    /// `visible_aliases`) written as string literals.
    pub(crate) aliases: Vec<LitStr>,
    /// The short aliases (`short_alias`, `short_aliases`,
    /// `visible_short_alias`, `visible_short_aliases`) written as char
    /// literals.
    pub(crate) short_aliases: Vec<char>,
    /// The group ids written in `group = "..."`.
    pub(crate) groups: Vec<String>,
    /// `exclusive`, `exclusive = true` or `exclusive(true)`.
    pub(crate) exclusive: bool,
    /// `allow_hyphen_values` set to true (the same forms).
    pub(crate) allow_hyphen_values: bool,
    /// `value_terminator = ...`, in any form.
    pub(crate) value_terminator: bool,
    /// Whether clap's `global` is set to true.
    pub(crate) global: bool,
    /// `display_order = ...`: the application's own display order.
    pub(crate) display_order: bool,
    /// `env = "NAME"` (the name; an expression's text), or `env` (empty:
    /// clap derives the name from the field's).
    pub(crate) env: Option<String>,
}

/// What clap's `action` attribute says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// A path such as `clap::ArgAction::Set` or `Set`: its last segment.
    Named(String),
    /// Any other expression: unknown to argkind.
    Opaque,
}

/// What clap's `required` attribute says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Required {
    /// `required = true` or `required(true)`, with how it is written.
    True(&'static str),
    /// `required = false` or `required(false)`.
    False,
    /// Any other expression, or `required` without a value (which clap
    /// rejects): unknown to argkind.
    Opaque,
}

impl ClapAttrs {
    /// Reads clap's `#[arg]`, `#[command]`, `#[clap]` and `#[structopt]`
    /// attributes of an item.
    ///
    /// # Errors
    ///
    /// When they do not parse the way clap parses them; clap's own derive
    /// reports that mistake.
    pub(crate) fn from_attrs(attrs: &[Attribute]) -> syn::Result<ClapAttrs> {
        let mut out = ClapAttrs::default();
        for attr in attrs {
            let path = attr.path();
            if !(path.is_ident("arg")
                || path.is_ident("command")
                || path.is_ident("clap")
                || path.is_ident("structopt"))
            {
                continue;
            }
            let items = attr.parse_args_with(Punctuated::<ClapItem, Token![,]>::parse_terminated)?;
            for item in items {
                out.push(item);
            }
        }
        Ok(out)
    }

    fn push(&mut self, item: ClapItem) {
        let name = item.name.to_string();
        match (name.as_str(), item.value) {
            ("id" | "name", ClapValue::Expr(expr)) => self.id = Some(Name::from_expr(expr)),
            ("long", ClapValue::None) => {
                self.long = Some(Long::Derived);
                self.long_after_id = self.id.is_some();
            }
            ("long", ClapValue::Expr(expr)) => {
                self.long = Some(match Name::from_expr(expr) {
                    Name::Literal(lit) => Long::Literal(lit.value()),
                    Name::Expr(_) => Long::Opaque,
                });
            }
            ("long", ClapValue::Call(_)) => self.long = Some(Long::Opaque),
            ("short", value) => {
                self.short = true;
                match value {
                    ClapValue::Expr(Expr::Lit(syn::ExprLit { lit: Lit::Char(c), .. })) => {
                        self.short_letter = Some(c.value());
                    }
                    // A letter the derive cannot read (`short = LETTER`).
                    ClapValue::Expr(_) | ClapValue::Call(_) => self.short_opaque = true,
                    ClapValue::None => {}
                }
            }
            ("display_order", _) => self.display_order = true,
            ("flatten", ClapValue::None) => self.flatten = true,
            ("subcommand", ClapValue::None) => self.subcommand = true,
            ("external_subcommand", ClapValue::None) => self.external_subcommand = true,
            ("from_global", ClapValue::None) => self.from_global = true,
            ("skip", ClapValue::None | ClapValue::Expr(_)) => self.skip = true,
            ("rename_all", ClapValue::Expr(Expr::Lit(lit))) => {
                if let Lit::Str(lit) = &lit.lit {
                    self.rename_all = Some(Casing::from_lit(lit));
                }
            }
            ("action", ClapValue::Expr(expr)) => self.action = Some(Action::from_expr(&expr)),
            ("action", _) => self.action = Some(Action::Opaque),
            ("value_parser", ClapValue::Expr(expr)) => {
                self.value_parser = true;
                self.str2bool = names_str2bool(expr.into_token_stream());
            }
            ("value_parser" | "value_enum", _) => self.value_parser = true,
            (
                "default_missing_value"
                | "default_missing_value_t"
                | "default_missing_value_os"
                | "default_missing_value_os_t"
                | "default_missing_values"
                | "default_missing_values_os",
                _,
            ) => self.default_missing = true,
            ("num_args", value) => {
                self.num_args = true;
                self.num_args_one_or_more = matches!(
                    &value,
                    ClapValue::Expr(expr) if expr.to_token_stream().to_string().replace(' ', "") == "1.."
                );
            }
            ("value_delimiter", ClapValue::Expr(Expr::Lit(lit))) => {
                self.value_delimiter = Some(match &lit.lit {
                    Lit::Char(c) => Some(c.value()),
                    _ => None,
                });
            }
            ("value_delimiter", _) => self.value_delimiter = Some(None),
            ("default_value_if" | "default_value_ifs", _) => self.conditional_default = true,
            ("default_value" | "default_value_t" | "default_value_os" | "default_value_os_t", _) => {
                self.default_value = true;
            }
            ("required", value) => self.required = Some(Required::from_value(&value)),
            (
                "required_if_eq"
                | "required_if_eq_any"
                | "required_if_eq_all"
                | "required_unless_present"
                | "required_unless_present_any"
                | "required_unless_present_all",
                _,
            ) => self.required_under = Some(name.clone()),
            (
                "overrides_with" | "overrides_with_all" | "conflicts_with" | "conflicts_with_all" | "requires"
                | "requires_all",
                ClapValue::Expr(expr),
            ) => {
                if name.starts_with("conflicts_with") {
                    string_literals(&expr, &mut self.conflicts);
                }
                if name.starts_with("overrides_with") {
                    string_literals(&expr, &mut self.overrides);
                }
                if name.starts_with("requires") {
                    string_literals(&expr, &mut self.requires);
                }
                string_literals(&expr, &mut self.relations);
            }
            (
                "long_flag"
                | "long_flag_alias"
                | "long_flag_aliases"
                | "visible_long_flag_alias"
                | "visible_long_flag_aliases",
                ClapValue::Expr(expr),
            ) => string_literals(&expr, &mut self.long_flags),
            ("alias" | "aliases" | "visible_alias" | "visible_aliases", ClapValue::Expr(expr)) => {
                string_literals(&expr, &mut self.aliases);
            }
            (
                "short_alias" | "short_aliases" | "visible_short_alias" | "visible_short_aliases",
                ClapValue::Expr(expr),
            ) => char_literals(&expr, &mut self.short_aliases),
            ("exclusive", value) => self.exclusive = is_true(&value),
            ("allow_hyphen_values", value) => self.allow_hyphen_values = is_true(&value),
            ("value_terminator", _) => self.value_terminator = true,
            ("global", value) => self.global = is_true(&value),
            ("env", ClapValue::None) => self.env = Some(String::new()),
            ("env", ClapValue::Expr(expr)) => {
                self.env = Some(match Name::from_expr(expr) {
                    Name::Literal(lit) => lit.value(),
                    Name::Expr(expr) => expr.into_token_stream().to_string(),
                });
            }
            ("group", ClapValue::Expr(expr)) => {
                let mut groups = Vec::new();
                string_literals(&expr, &mut groups);
                self.groups.extend(groups.iter().map(LitStr::value));
            }
            _ => {}
        }
    }
}

/// Whether a boolean setting written `value` (`exclusive`, `exclusive =
/// true`, `exclusive(true)`) is set to true.
fn is_true(value: &ClapValue) -> bool {
    match value {
        ClapValue::None => true,
        ClapValue::Expr(expr) => bool_literal(expr) == Some(true),
        ClapValue::Call(args) => matches!(args.as_slice(), [arg] if bool_literal(arg) == Some(true)),
    }
}

impl Required {
    /// What `required = value` or `required(value)` says. clap rejects
    /// `required` without a value and reports it.
    fn from_value(value: &ClapValue) -> Required {
        let (given, spelling) = match value {
            ClapValue::None => return Required::Opaque,
            ClapValue::Expr(expr) => (expr, "required = true"),
            ClapValue::Call(args) => match args.as_slice() {
                [arg] => (arg, "required(true)"),
                _ => return Required::Opaque,
            },
        };
        match bool_literal(given) {
            Some(true) => Required::True(spelling),
            Some(false) => Required::False,
            None => Required::Opaque,
        }
    }
}

/// The value of `expr` when it is a `bool` literal.
fn bool_literal(expr: &Expr) -> Option<bool> {
    match expr {
        Expr::Lit(syn::ExprLit { lit: Lit::Bool(b), .. }) => Some(b.value),
        Expr::Group(group) => bool_literal(&group.expr),
        Expr::Paren(paren) => bool_literal(&paren.expr),
        _ => None,
    }
}

impl Action {
    fn from_expr(expr: &Expr) -> Action {
        match expr {
            Expr::Path(path) if path.qself.is_none() => match path.path.segments.last() {
                Some(last) if last.arguments.is_none() => Action::Named(last.ident.to_string()),
                _ => Action::Opaque,
            },
            Expr::Group(group) => Action::from_expr(&group.expr),
            Expr::Paren(paren) => Action::from_expr(&paren.expr),
            _ => Action::Opaque,
        }
    }
}

/// Where `tokens` name `str2bool` (`argkind::str2bool()`, `str2bool()`,
/// ...), if they do.
fn names_str2bool(tokens: TokenStream) -> Option<Ident> {
    tokens.into_iter().find_map(|tree| match tree {
        TokenTree::Ident(ident) if ident == "str2bool" => Some(ident),
        TokenTree::Group(group) => names_str2bool(group.stream()),
        _ => None,
    })
}

/// One `name`, `name = expr` or `name(args)` of a clap attribute, parsed
/// exactly as clap_derive parses it.
struct ClapItem {
    name: Ident,
    value: ClapValue,
}

enum ClapValue {
    None,
    Expr(Expr),
    Call(Vec<Expr>),
}

impl Parse for ClapItem {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let name: Ident = input.parse()?;
        let value = if input.peek(Token![=]) {
            input.parse::<Token![=]>()?;
            ClapValue::Expr(input.parse()?)
        } else if input.peek(token::Paren) {
            let nested;
            syn::parenthesized!(nested in input);
            let args = nested.parse_terminated(Expr::parse, Token![,])?;
            ClapValue::Call(args.into_iter().collect())
        } else {
            ClapValue::None
        };
        Ok(ClapItem { name, value })
    }
}

/// The string literals of `expr`: itself, or the elements of an array or a
/// slice of them (`"a"`, `["a", "b"]`, `&["a"]`).
fn string_literals(expr: &Expr, out: &mut Vec<LitStr>) {
    match expr {
        Expr::Lit(syn::ExprLit { lit: Lit::Str(lit), .. }) => out.push(lit.clone()),
        Expr::Array(array) => array.elems.iter().for_each(|e| string_literals(e, out)),
        Expr::Reference(reference) => string_literals(&reference.expr, out),
        Expr::Group(group) => string_literals(&group.expr, out),
        _ => {}
    }
}

/// The letters of the char literals `expr` writes: one (`'s'`), or a list
/// of them (`['s', 't']`); others (an expression argkind cannot read) add
/// none.
fn char_literals(expr: &Expr, out: &mut Vec<char>) {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Char(lit), ..
        }) => out.push(lit.value()),
        Expr::Array(array) => array.elems.iter().for_each(|e| char_literals(e, out)),
        Expr::Reference(reference) => char_literals(&reference.expr, out),
        Expr::Group(group) => char_literals(&group.expr, out),
        _ => {}
    }
}

/// clap's `rename_all` casings; clap's default for arguments and
/// subcommands is kebab-case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Casing {
    /// `kebab-case` (the default).
    #[default]
    Kebab,
    /// `snake_case`.
    Snake,
    /// `camelCase`.
    Camel,
    /// `PascalCase`.
    Pascal,
    /// `SCREAMING_SNAKE_CASE`.
    ScreamingSnake,
    /// `lower` / `lowercase`: snake case without the underscores.
    Lower,
    /// `UPPER` / `UPPERCASE`: screaming snake case without the underscores.
    Upper,
    /// `verbatim`: the ident as written.
    Verbatim,
}

impl Casing {
    /// The casing `rename_all = "..."` names, normalised as clap does; an
    /// unknown name gives kebab-case (clap reports it).
    fn from_lit(lit: &LitStr) -> Casing {
        match lit.value().to_upper_camel_case().to_lowercase().as_str() {
            "camel" | "camelcase" => Casing::Camel,
            "pascal" | "pascalcase" => Casing::Pascal,
            "screamingsnake" | "screamingsnakecase" => Casing::ScreamingSnake,
            "snake" | "snakecase" => Casing::Snake,
            "lower" | "lowercase" => Casing::Lower,
            "upper" | "uppercase" => Casing::Upper,
            "verbatim" | "verbatimcase" => Casing::Verbatim,
            _ => Casing::Kebab,
        }
    }

    /// The name clap derives from `ident` in this casing (`r#` dropped).
    pub(crate) fn apply(self, ident: &Ident) -> String {
        let s = ident.unraw().to_string();
        match self {
            Casing::Kebab => s.to_kebab_case(),
            Casing::Snake => s.to_snake_case(),
            Casing::Camel => s.to_lower_camel_case(),
            Casing::Pascal => s.to_upper_camel_case(),
            Casing::ScreamingSnake => s.to_shouty_snake_case(),
            Casing::Lower => s.to_snake_case().replace('_', ""),
            Casing::Upper => s.to_shouty_snake_case().replace('_', ""),
            Casing::Verbatim => s,
        }
    }
}

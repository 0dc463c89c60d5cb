//! The model of the derive input: a clap struct's fields or a clap
//! subcommand enum's variants, with what clap's attributes make of them
//! (ids, long names, flatten / subcommand / skip) and argkind's keys.

use syn::ext::IdentExt;
use syn::{Attribute, Data, DeriveInput, Fields, GenericArgument, Ident, LitStr, PathArguments, Type};

use crate::attr::{
    self, Action, Casing, ClapAttrs, ContainerAttrs, FieldAttrs, Long, Name, NegationAttrs, Pair, Place, Required,
};
use crate::ctxt::Ctxt;

/// A derive input argkind understands.
pub(crate) enum Input<'a> {
    /// A `Parser` / `Args` struct with named fields (or none).
    Struct(Struct<'a>),
    /// A `Subcommand` enum.
    Enum(Enum<'a>),
}

/// A `Parser` / `Args` struct.
pub(crate) struct Struct<'a> {
    /// The whole input, for the impl header.
    pub(crate) original: &'a DeriveInput,
    /// The container's `job`: the job of its own argument fields.
    pub(crate) job: Option<LitStr>,
    /// Whether the container turns response files on (`response_files`).
    pub(crate) response_files: bool,
    /// Whether the container adds the effective-values surface (`print_options`).
    pub(crate) print_options: bool,
    /// Whether the container records sources (`record_sources`).
    pub(crate) record_sources: bool,
    /// The groups named by `negations_in_group = "id"`.
    pub(crate) negations_in_group: Vec<LitStr>,
    /// The container's flags variable (`flags_env = "..."`).
    pub(crate) flags_env: Option<LitStr>,
    /// The fields, in order.
    pub(crate) fields: Vec<Field<'a>>,
}

/// A `Subcommand` enum.
pub(crate) struct Enum<'a> {
    /// The whole input, for the impl header.
    pub(crate) original: &'a DeriveInput,
    /// `#[argkind(...)]` written on the enum itself: always a mistake.
    pub(crate) stray: Vec<&'a Attribute>,
    /// The variants, in order.
    pub(crate) variants: Vec<Variant<'a>>,
}

/// A field of a struct or of a struct variant.
pub(crate) struct Field<'a> {
    /// The field's name.
    pub(crate) ident: &'a Ident,
    /// The field's type, as written.
    pub(crate) ty: &'a Type,
    /// What clap makes of it.
    pub(crate) role: Role<'a>,
    /// The field's `#[argkind(...)]` attributes, unparsed (but
    /// `#[argkind(plain)]`).
    pub(crate) argkind_attrs: Vec<&'a Attribute>,
    /// `#[argkind(plain)]`: the flattened or subcommand type does not derive
    /// `ArgKinds` (a type of another crate), and that is meant.
    pub(crate) plain: bool,
}

/// What clap makes of a field.
pub(crate) enum Role<'a> {
    /// An argument of the command.
    Arg(Box<Arg>),
    /// `#[command(flatten)]` of this type (`Option` and `Box` removed).
    Flatten(&'a Type),
    /// `#[command(subcommand)]` of this enum (`Option` and `Box` removed).
    Subcommand(&'a Type),
    /// Not an argument of this command: `skip` or `from_global`, by name.
    Skip(&'static str),
}

/// An argument field.
pub(crate) struct Arg {
    /// Its clap id.
    pub(crate) id: Name,
    /// The long name the naming rule sees (a long name starting with
    /// `internal-` is INTERNAL): clap's long when the field has one, else the
    /// name clap derives for the field; `None` when it is an expression
    /// argkind cannot evaluate.
    pub(crate) long: Option<String>,
    /// Whether clap gives it `long` or `short`; otherwise it is positional.
    pub(crate) is_flag: bool,
    /// Whether clap gives it a long name.
    pub(crate) has_long: bool,
    /// Its short name, where clap gives it one: the letter of `short =
    /// 'c'`, or of a bare `short` the first of the field's name; `None`
    /// where it is an expression argkind cannot read.
    pub(crate) short: Option<char>,
    /// The casing `long` is derived in from the field's name; `None` when
    /// the long is written out or comes from the id.
    pub(crate) long_from_field: Option<Casing>,
    /// clap's action for it, by name (`SetTrue`, `Set`, ...): the one
    /// given, else the one clap's derive picks for the type; `None` when it
    /// is an expression argkind cannot read.
    pub(crate) action: Option<String>,
    /// Whether `action = ...` is given.
    pub(crate) action_given: bool,
    /// Where its value parser names argkind's `str2bool`, if it does.
    pub(crate) str2bool: Option<Ident>,
    /// Whether `value_parser` or `value_enum` is given (see
    /// `attr::ClapAttrs::value_parser`).
    pub(crate) value_parser: bool,
    /// Why clap's derive makes it required, if it does.
    pub(crate) required: Option<RequiredBy>,
    /// The condition under which clap requires it, if one is given (see
    /// `attr::ClapAttrs::required_under`).
    pub(crate) required_under: Option<String>,
    /// The ids its relations (`overrides_with*`, `conflicts_with*`,
    /// `requires*`) write as string literals.
    pub(crate) relations: Vec<LitStr>,
    /// The ids `conflicts_with*` writes as string literals.
    pub(crate) conflicts: Vec<LitStr>,
    /// The ids `overrides_with*` writes as string literals.
    pub(crate) overrides: Vec<LitStr>,
    /// The ids `requires*` writes as string literals.
    pub(crate) requires: Vec<LitStr>,
    /// Whether it sets a default missing value.
    pub(crate) default_missing: bool,
    /// Whether it sets `num_args`.
    pub(crate) num_args: bool,
    /// Whether it sets `num_args = 1..`, written so.
    pub(crate) num_args_one_or_more: bool,
    /// Its `value_delimiter`, if it sets one: the character, where it is a
    /// literal one.
    pub(crate) value_delimiter: Option<Option<char>>,
    /// Whether it sets a conditional default (`default_value_if*`).
    pub(crate) conditional_default: bool,
    /// Its long aliases written as string literals.
    pub(crate) aliases: Vec<LitStr>,
    /// Its short aliases written as char literals.
    pub(crate) short_aliases: Vec<char>,
    /// The groups it names with `group = "..."`.
    pub(crate) groups: Vec<String>,
    /// Whether clap's `exclusive` is set to true.
    pub(crate) exclusive: bool,
    /// Whether clap's `allow_hyphen_values` is set to true.
    pub(crate) allow_hyphen_values: bool,
    /// Whether a `value_terminator` is given.
    pub(crate) value_terminator: bool,
    /// Whether clap's `global` is set to true.
    pub(crate) global: bool,
    /// The environment variable it reads (`env`), if any.
    pub(crate) env: Option<String>,
    /// Whether it sets its own `display_order`.
    pub(crate) display_order: bool,
    /// Its argkind keys.
    pub(crate) attrs: FieldAttrs,
}

/// Why clap's derive makes an argument required.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RequiredBy {
    /// `required = true` or `required(true)`, as written.
    Attr(&'static str),
    /// Its type takes a value and is not `Option` or `Vec`, and it has no
    /// `default_value*`.
    Type,
}

/// How clap's derive reads a field's type (clap_derive's `utils/ty.rs`):
/// only a one-segment `Option<...>` or `Vec<...>` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClapTy {
    /// `()`.
    Unit,
    /// `Vec<T>`.
    Vec,
    /// `Option<T>`.
    Option,
    /// `Option<Option<T>>`.
    OptionOption,
    /// `Option<Vec<T>>`.
    OptionVec,
    /// Anything else.
    Other,
}

/// A variant of a subcommand enum.
pub(crate) struct Variant<'a> {
    /// The variant's name.
    pub(crate) ident: &'a Ident,
    /// What clap makes of it.
    pub(crate) kind: VariantKind<'a>,
    /// The variant's `#[argkind(...)]` attributes, unparsed (but
    /// `#[argkind(plain)]`).
    pub(crate) argkind_attrs: Vec<&'a Attribute>,
    /// `#[argkind(plain)]`: the variant's flattened or argument type does
    /// not derive `ArgKinds`, and that is meant.
    pub(crate) plain: bool,
    /// Its long flag and long flag aliases written as string literals.
    pub(crate) long_flags: Vec<LitStr>,
}

/// What clap makes of a variant.
pub(crate) enum VariantKind<'a> {
    /// `#[command(flatten)] V(Other)`: `Other`'s subcommands join this enum's.
    Flatten(&'a Type),
    /// `external_subcommand` or `skip`, by name: no subcommand to declare.
    Ignored(&'static str),
    /// A subcommand.
    Command {
        /// Its clap name.
        name: Name,
        /// The variant's `job`: the default job of the subcommand.
        job: Option<LitStr>,
        /// Its arguments.
        body: Body<'a>,
    },
}

/// The arguments of a subcommand variant.
pub(crate) enum Body<'a> {
    /// A unit variant (or a tuple variant clap rejects).
    Unit,
    /// `V(Args)` or `V(Subcommand)`, `Option` and `Box` removed.
    Newtype(&'a Type),
    /// `V { fields }`.
    Fields(Vec<Field<'a>>),
}

impl<'a> Input<'a> {
    /// Builds the model, reporting on `cx` what cannot be modelled.
    /// `None` when there is nothing to expand.
    pub(crate) fn from_syn(cx: &Ctxt, node: &'a DeriveInput) -> Option<Input<'a>> {
        match &node.data {
            Data::Struct(data) => {
                let fields: Vec<&syn::Field> = match &data.fields {
                    Fields::Named(named) => named.named.iter().collect(),
                    Fields::Unit => Vec::new(),
                    Fields::Unnamed(_) => {
                        cx.error_spanned_by(
                            &node.ident,
                            "`ArgKinds` derives for structs with named fields, as clap's `Args` \
                             does: write `struct Name { field: Type, ... }`",
                        );
                        return None;
                    }
                };
                let clap = clap_attrs(cx, &node.attrs);
                let container = ContainerAttrs::from_attrs(cx, &argkind_attrs(&node.attrs), Place::Struct);
                let [response_files, print_options, record_sources] =
                    container.switches.each_ref().map(Option::is_some);
                let job = container.job;
                let flags_env = container.flags_env.map(|(_, name)| name);
                let negations_in_group = container.negations_in_group;
                let fields = fields_from_syn(cx, fields, clap.rename_all.unwrap_or_default());
                Some(Input::Struct(Struct {
                    original: node,
                    job,
                    response_files,
                    print_options,
                    record_sources,
                    flags_env,
                    negations_in_group,
                    fields,
                }))
            }
            Data::Enum(data) => {
                let clap = clap_attrs(cx, &node.attrs);
                let casing = clap.rename_all.unwrap_or_default();
                let variants = data
                    .variants
                    .iter()
                    .map(|variant| variant_from_syn(cx, variant, casing))
                    .collect();
                Some(Input::Enum(Enum {
                    original: node,
                    stray: argkind_attrs(&node.attrs),
                    variants,
                }))
            }
            Data::Union(_) => {
                cx.error_spanned_by(
                    &node.ident,
                    "`ArgKinds` derives for clap structs and subcommand enums, not unions",
                );
                None
            }
        }
    }
}

fn argkind_attrs(attrs: &[Attribute]) -> Vec<&Attribute> {
    attrs.iter().filter(|attr| attr::is_argkind(attr)).collect()
}

/// clap's attributes of an item; when clap cannot parse them either, the
/// derive defers to clap's error.
fn clap_attrs(cx: &Ctxt, attrs: &[Attribute]) -> ClapAttrs {
    ClapAttrs::from_attrs(attrs).unwrap_or_else(|_| {
        cx.defer_to_clap();
        ClapAttrs::default()
    })
}

fn fields_from_syn<'a>(cx: &Ctxt, fields: Vec<&'a syn::Field>, casing: Casing) -> Vec<Field<'a>> {
    fields
        .into_iter()
        .filter_map(|field| {
            let ident = field.ident.as_ref()?;
            Some(field_from_syn(cx, field, ident, casing))
        })
        .collect()
}

fn field_from_syn<'a>(cx: &Ctxt, field: &'a syn::Field, ident: &'a Ident, casing: Casing) -> Field<'a> {
    let clap = clap_attrs(cx, &field.attrs);
    let (argkind_attrs, plain_key) = without_plain(cx, argkind_attrs(&field.attrs));
    let plain = plain_key.is_some();
    let role = if clap.flatten {
        Role::Flatten(inner_type(&field.ty))
    } else if clap.subcommand {
        Role::Subcommand(inner_type(&field.ty))
    } else if clap.skip {
        Role::Skip("skip")
    } else if clap.from_global {
        Role::Skip("from_global")
    } else {
        let casing = clap.rename_all.unwrap_or(casing);
        let derived = match &clap.id {
            Some(id) => id.value(),
            None => Some(casing.apply(ident)),
        };
        // clap's derive gives a `long` without a value the field's name,
        // or the id where `id = ...` comes first (as written, no casing).
        let long_uses_id = clap.id.is_some() && (clap.long.is_none() || clap.long_after_id);
        let long = match &clap.long {
            Some(Long::Literal(long)) => Some(long.clone()),
            Some(Long::Opaque) => None,
            Some(Long::Derived) if !long_uses_id => Some(casing.apply(ident)),
            Some(Long::Derived) | None => derived,
        };
        let long_from_field = match &clap.long {
            Some(Long::Derived) | None if !long_uses_id => Some(casing),
            _ => None,
        };
        let id = clap
            .id
            .clone()
            .unwrap_or_else(|| Name::derived(&ident.unraw().to_string(), ident.span()));
        let action = match &clap.action {
            Some(Action::Named(name)) => Some(name.clone()),
            Some(Action::Opaque) => None,
            None => Some(default_action(&field.ty).to_owned()),
        };
        let mut attrs = FieldAttrs::from_attrs(cx, &argkind_attrs);
        if let Some(casing) = long_from_field.filter(|c| *c != Casing::Kebab) {
            name_negation_as_twin(&mut attrs, ident, casing);
        }
        Role::Arg(Box::new(Arg {
            id,
            long,
            is_flag: clap.long.is_some() || clap.short,
            has_long: clap.long.is_some(),
            // A letter the derive cannot read is none it knows.
            short: (clap.short && !clap.short_opaque)
                .then(|| clap.short_letter.or_else(|| ident.unraw().to_string().chars().next()))
                .flatten(),
            long_from_field,
            required: required_by(&clap, &field.ty, action.as_deref()),
            required_under: clap.required_under.clone(),
            action,
            action_given: clap.action.is_some(),
            str2bool: clap.str2bool.clone(),
            value_parser: clap.value_parser,
            relations: clap.relations.clone(),
            conflicts: clap.conflicts.clone(),
            overrides: clap.overrides.clone(),
            requires: clap.requires.clone(),
            default_missing: clap.default_missing,
            num_args: clap.num_args,
            num_args_one_or_more: clap.num_args_one_or_more,
            value_delimiter: clap.value_delimiter,
            conditional_default: clap.conditional_default,
            aliases: clap.aliases.clone(),
            short_aliases: clap.short_aliases.clone(),
            groups: clap.groups.clone(),
            exclusive: clap.exclusive,
            allow_hyphen_values: clap.allow_hyphen_values,
            value_terminator: clap.value_terminator,
            global: clap.global,
            display_order: clap.display_order,
            env: clap.env.as_ref().map(|name| match name.as_str() {
                "" => ident.unraw().to_string().to_uppercase(),
                name => name.to_owned(),
            }),
            attrs,
        }))
    };
    if let Some(key) = plain_key.filter(|_| !matches!(role, Role::Flatten(_) | Role::Subcommand(_))) {
        cx.error_spanned_by(key, PLAIN_MISPLACED);
    }
    Field {
        ident,
        ty: &field.ty,
        role,
        argkind_attrs,
        plain,
    }
}

/// Where `#[argkind(plain)]` may go, for the error where it is elsewhere.
pub(crate) const PLAIN_MISPLACED: &str = "`#[argkind(plain)]` goes on a `#[command(flatten)]` or \
     `#[command(subcommand)]` field, or on a subcommand variant holding one type, whose type does \
     not derive `ArgKinds` (a type of another crate)";

/// `attrs` without those that name `plain`, and the `plain` of one that is
/// exactly `#[argkind(plain)]`; one that gives `plain` a value or other keys beside
/// it is reported on `cx`.
fn without_plain<'a>(cx: &Ctxt, attrs: Vec<&'a Attribute>) -> (Vec<&'a Attribute>, Option<syn::Path>) {
    let mut plain = None;
    let mut rest = Vec::with_capacity(attrs.len());
    for attr in attrs {
        let metas = attr.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated);
        let Ok(metas) = metas else {
            rest.push(attr);
            continue;
        };
        if !metas.iter().any(|meta| meta.path().is_ident("plain")) {
            rest.push(attr);
            continue;
        }
        match metas.first() {
            Some(syn::Meta::Path(path)) if metas.len() == 1 && path.is_ident("plain") => {
                match (plain.as_ref().and_then(syn::Path::get_ident), path.get_ident()) {
                    (Some(first), Some(second)) => crate::attr::duplicate(cx, first, second),
                    _ => plain = Some(path.clone()),
                }
            }
            // `#[argkind(plain, plain)]`: given twice.
            _ if metas
                .iter()
                .all(|meta| matches!(meta, syn::Meta::Path(path) if path.is_ident("plain"))) =>
            {
                cx.error_spanned_by(
                    metas.iter().nth(1).map(syn::Meta::path),
                    "`plain` is given twice: remove this one",
                );
            }
            _ => {
                let key = metas
                    .iter()
                    .find(|meta| meta.path().is_ident("plain"))
                    .map(syn::Meta::path);
                cx.error_spanned_by(key.unwrap_or(attr.path()), PLAIN_ALONE);
            }
        }
    }
    (rest, plain)
}

/// The error of `plain` given a value or beside other keys.
const PLAIN_ALONE: &str = "`plain` takes no value and stands alone: write `#[argkind(plain)]` by \
     itself (it says the type does not derive `ArgKinds`), and any other key in an \
     `#[argkind(...)]` of its own";

/// Names the negation of the pair field `ident` (whose long clap derives
/// from its name in `casing`, not kebab-case) as clap would name a
/// hand-written twin field, `no_<field>` (`disable_<rest>` for
/// `enable_<rest>`), in the same casing: under `rename_all = "snake_case"`,
/// `--fast_mode` gets `--no_fast_mode`, not `--no-fast_mode`. A long or id
/// the negation declares stays; a pair that does not fit its field's name is
/// left for the pair check to report.
fn name_negation_as_twin(attrs: &mut FieldAttrs, ident: &Ident, casing: Casing) {
    let Some((pair, key)) = attrs.pair() else { return };
    let field = ident.unraw().to_string();
    let twin = match pair {
        Pair::Noable => format!("no_{field}"),
        Pair::EnableDisable => match field.strip_prefix("enable_") {
            Some(rest) => format!("disable_{rest}"),
            None => return,
        },
    };
    let key = key.clone();
    let long = casing.apply(&Ident::new(&twin, ident.span()));
    let (_, negation) = attrs.negation.get_or_insert_with(|| (key, NegationAttrs::default()));
    if negation.long.is_none() {
        negation.long = Some(LitStr::new(&long, ident.span()));
        negation.id.get_or_insert_with(|| LitStr::new(&twin, ident.span()));
    }
}

fn variant_from_syn<'a>(cx: &Ctxt, variant: &'a syn::Variant, casing: Casing) -> Variant<'a> {
    let clap = clap_attrs(cx, &variant.attrs);
    let (argkind_attrs, plain_key) = without_plain(cx, argkind_attrs(&variant.attrs));
    let plain = plain_key.is_some();
    let newtype = match &variant.fields {
        Fields::Unnamed(fields) if fields.unnamed.len() == 1 => {
            fields.unnamed.first().map(|field| inner_type(&field.ty))
        }
        _ => None,
    };
    let kind = if clap.flatten {
        match newtype {
            Some(ty) => VariantKind::Flatten(ty),
            // Not a newtype: clap reports it.
            None => VariantKind::Ignored("flatten"),
        }
    } else if clap.external_subcommand {
        VariantKind::Ignored("external_subcommand")
    } else if clap.skip {
        VariantKind::Ignored("skip")
    } else {
        let casing = clap.rename_all.unwrap_or(casing);
        let name = clap
            .id
            .clone()
            .unwrap_or_else(|| Name::derived(&casing.apply(&variant.ident), variant.ident.span()));
        let job = ContainerAttrs::from_attrs(cx, &argkind_attrs, Place::Variant).job;
        let body = match (&variant.fields, newtype) {
            (Fields::Named(named), _) => Body::Fields(fields_from_syn(cx, named.named.iter().collect(), casing)),
            (_, Some(ty)) => Body::Newtype(ty),
            _ => Body::Unit,
        };
        VariantKind::Command { name, job, body }
    };
    let holds_a_type = matches!(
        kind,
        VariantKind::Flatten(_)
            | VariantKind::Command {
                body: Body::Newtype(_),
                ..
            }
    );
    if let Some(key) = plain_key.filter(|_| !holds_a_type) {
        cx.error_spanned_by(key, PLAIN_MISPLACED);
    }
    Variant {
        ident: &variant.ident,
        kind,
        argkind_attrs,
        plain,
        long_flags: clap.long_flags,
    }
}

/// The action clap's derive gives a field of type `ty` that names none
/// (clap_derive's `default_action`).
fn default_action(ty: &Type) -> &'static str {
    match ClapTy::of(ty) {
        ClapTy::Vec | ClapTy::OptionVec => "Append",
        ClapTy::Option | ClapTy::OptionOption => "Set",
        ClapTy::Unit | ClapTy::Other if is_simple_bool(ty) => "SetTrue",
        ClapTy::Unit | ClapTy::Other => "Set",
    }
}

/// Why clap's derive makes the argument with attributes `clap`, type `ty`
/// and action `action` required: a `required = true` (or
/// `required(true)`), or a type other than `Option` and `Vec` whose action
/// takes a value and no default, even with `required = false` (the derive
/// needs the value); `None` where it does not, or where argkind cannot
/// tell.
fn required_by(clap: &ClapAttrs, ty: &Type, action: Option<&str>) -> Option<RequiredBy> {
    match clap.required {
        Some(Required::True(spelling)) => return Some(RequiredBy::Attr(spelling)),
        Some(Required::Opaque) => return None,
        // clap then does not check the argument, but the derive still
        // needs a value for a field of such a type.
        Some(Required::False) | None => {}
    }
    let takes_value = matches!(action?, "Set" | "Append");
    (ClapTy::of(ty) == ClapTy::Other && takes_value && !clap.default_value).then_some(RequiredBy::Type)
}

impl ClapTy {
    /// How clap's derive reads `ty`.
    pub(crate) fn of(ty: &Type) -> ClapTy {
        if matches!(ty, Type::Tuple(tuple) if tuple.elems.is_empty()) {
            return ClapTy::Unit;
        }
        if generic_arg(ty, "Vec").is_some() {
            return ClapTy::Vec;
        }
        match generic_arg(ty, "Option") {
            Some(inner) if generic_arg(inner, "Option").is_some() => ClapTy::OptionOption,
            Some(inner) if generic_arg(inner, "Vec").is_some() => ClapTy::OptionVec,
            Some(_) => ClapTy::Option,
            None => ClapTy::Other,
        }
    }
}

/// The type of one value of a field of type `ty`: `T` of `T`, `Option<T>`,
/// `Vec<T>`, `Option<Vec<T>>` or `Option<Option<T>>` (clap_derive's
/// `inner_type`).
pub(crate) fn value_type(ty: &Type) -> &Type {
    let once = |ty| generic_arg(ty, "Option").or_else(|| generic_arg(ty, "Vec"));
    match ClapTy::of(ty) {
        ClapTy::Vec | ClapTy::Option => once(ty).unwrap_or(ty),
        ClapTy::OptionOption | ClapTy::OptionVec => once(ty).and_then(once).unwrap_or(ty),
        ClapTy::Unit | ClapTy::Other => ty,
    }
}

/// The one type argument of `ty` when `ty` is the one-segment path
/// `name<T>` (as clap_derive reads types: no leading `::`, groups looked
/// through).
fn generic_arg<'t>(ty: &'t Type, name: &str) -> Option<&'t Type> {
    let segment = only_segment(ty)?;
    if segment.ident != name {
        return None;
    }
    single_type_argument(segment)
}

/// The `T` of a path segment `Name<T>` with one type argument.
fn single_type_argument(segment: &syn::PathSegment) -> Option<&Type> {
    match &segment.arguments {
        PathArguments::AngleBracketed(args) if args.args.len() == 1 => match args.args.first() {
            Some(GenericArgument::Type(inner)) => Some(inner),
            _ => None,
        },
        _ => None,
    }
}

/// The segment of `ty` when it is a path of one segment.
fn only_segment(ty: &Type) -> Option<&syn::PathSegment> {
    match ty {
        Type::Group(group) => only_segment(&group.elem),
        Type::Path(path) if path.qself.is_none() && path.path.leading_colon.is_none() => {
            let segments = &path.path.segments;
            (segments.len() == 1).then(|| segments.first()).flatten()
        }
        _ => None,
    }
}

/// Whether `ty` is `bool` as clap_derive sees it (one segment): its
/// default action is `SetTrue`.
fn is_simple_bool(ty: &Type) -> bool {
    only_segment(ty).is_some_and(|segment| segment.ident == "bool" && segment.arguments.is_none())
}

/// `ty` without enclosing `Option<...>` and `Box<...>`, which clap looks
/// through for `flatten` and `subcommand`.
fn inner_type(ty: &Type) -> &Type {
    match ty {
        Type::Group(group) => inner_type(&group.elem),
        Type::Paren(paren) => inner_type(&paren.elem),
        Type::Path(path) if path.qself.is_none() => {
            let last = match path.path.segments.last() {
                Some(last) => last,
                None => return ty,
            };
            if last.ident != "Option" && last.ident != "Box" {
                return ty;
            }
            single_type_argument(last).map_or(ty, inner_type)
        }
        _ => ty,
    }
}

/// The item type of `ty` where it is a path of more than one segment to
/// `Vec` (`std::vec::Vec<T>`, `alloc::vec::Vec<T>`), which clap's derive
/// does not read as a list.
pub(crate) fn path_to_vec_item(ty: &Type) -> Option<&Type> {
    match ty {
        Type::Group(group) => path_to_vec_item(&group.elem),
        Type::Path(path) if path.qself.is_none() && path.path.segments.len() > 1 => {
            let last = path.path.segments.last()?;
            (last.ident == "Vec").then(|| single_type_argument(last)).flatten()
        }
        _ => None,
    }
}

/// Whether `ty` is written as `bool` (or `std::primitive::bool`).
pub(crate) fn is_bool(ty: &Type) -> bool {
    match ty {
        Type::Group(group) => is_bool(&group.elem),
        Type::Paren(paren) => is_bool(&paren.elem),
        Type::Path(path) if path.qself.is_none() => {
            let segments = &path.path.segments;
            let last = match segments.last() {
                Some(last) => last,
                None => return false,
            };
            let prefix_ok = segments.len() == 1
                || segments
                    .iter()
                    .rev()
                    .nth(1)
                    .is_some_and(|segment| segment.ident == "primitive");
            last.ident == "bool" && last.arguments.is_none() && prefix_ok
        }
        _ => false,
    }
}

/// The field of `fields` named `target` (raw or not).
pub(crate) fn find_field<'f, 'a>(fields: &'f [Field<'a>], target: &Ident) -> Option<&'f Field<'a>> {
    let target = target.unraw();
    fields.iter().find(|field| field.ident.unraw() == target)
}

//! Descriptions of random clap commands and argkind declarations: each
//! builds the real thing and prints itself as the Rust code that builds it.

use argkind::{ArgKind, ArgSpec, CommandSpec, Negation};
use clap::builder::{ArgPredicate, OsStr, PossibleValue, PossibleValuesParser};
use clap::{Arg, ArgAction, ArgGroup, Command};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Action {
    SetTrue,
    SetFalse,
    Count,
    Set,
    Append,
    Help,
    HelpShort,
    HelpLong,
    Version,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ValueParserModel {
    PossibleValues(Vec<String>),
    I64,
    U8Range0To5,
    Bool,
    Boolish,
    Falsey,
    Str2bool,
    PossibleValuesWithAliases,
    U8Below3,
}

#[derive(Clone, Debug)]
pub(crate) enum ArgSetting {
    Long(String),
    Short(char),
    Alias(String),
    VisibleAlias(String),
    ShortAlias(char),
    VisibleShortAlias(char),
    Action(Action),
    NumArgs(usize, Option<usize>),
    NumArgsExact(usize),
    Required,
    Index(usize),
    Last,
    TrailingVarArg,
    Global,
    Hide,
    HideShortHelp,
    HideLongHelp,
    NextLineHelp,
    Exclusive,
    RequiredUnlessPresent(String),
    RequiredUnlessPresentAny(Vec<String>),
    RequiredUnlessPresentAll(Vec<String>),
    RequiredIfEq(String, String),
    RequiredIfEqAny(Vec<(String, String)>),
    RequiredIfEqAll(Vec<(String, String)>),
    Default(String),
    DefaultValues(Vec<String>),
    DefaultValueIf(String, Option<String>, Option<String>),
    DefaultValueIfs(Vec<(String, Option<String>, Option<String>)>),
    DefaultMissingValue(String),
    OverridesWith(String),
    ConflictsWith(String),
    ConflictsWithAll(Vec<String>),
    Requires(String),
    RequiresIf(String, String),
    Env(String),
    ValueParser(ValueParserModel),
    RequireEquals,
    ValueDelimiter(char),
    ValueTerminator(String),
    AllowHyphenValues,
    AllowNegativeNumbers,
    DisplayOrder(usize),
    Help(String),
    LongHelp(String),
    HelpHeading(Option<String>),
    Group(String),
    ValueName(String),
    IgnoreCase,
    HidePossibleValues,
    HideDefaultValue,
    ValueNames(Vec<String>),
    HideEnv,
    HideEnvValues,
    OverridesWithAll(Vec<String>),
    ValueHintFilePath,
    DefaultMissingValues(Vec<String>),
}

fn quoted(s: &str) -> String {
    format!("{:?}", s)
}

fn predicate_code(p: &Option<String>) -> String {
    match p {
        None => "ArgPredicate::IsPresent".into(),
        Some(v) => format!("ArgPredicate::Equals({}.into())", quoted(v)),
    }
}
fn predicate(p: &Option<String>) -> ArgPredicate {
    match p {
        None => ArgPredicate::IsPresent,
        Some(v) => ArgPredicate::Equals(OsStr::from(v.clone())),
    }
}
fn resettable_os_str(o: &Option<String>) -> clap::builder::Resettable<OsStr> {
    match o {
        Some(s) => clap::builder::Resettable::Value(OsStr::from(s.clone())),
        None => clap::builder::Resettable::Reset,
    }
}
fn resettable_str(o: &Option<String>) -> clap::builder::Resettable<clap::builder::Str> {
    match o {
        Some(s) => clap::builder::Resettable::Value(clap::builder::Str::from(s.clone())),
        None => clap::builder::Resettable::Reset,
    }
}
fn option_code(o: &Option<String>) -> String {
    match o {
        None => "None".into(),
        Some(v) => format!("Some({})", quoted(v)),
    }
}

impl ArgSetting {
    pub(crate) fn apply(&self, a: Arg) -> Arg {
        match self {
            Self::Long(s) => a.long(s.clone()),
            Self::Short(c) => a.short(*c),
            Self::Alias(s) => a.alias(s.clone()),
            Self::VisibleAlias(s) => a.visible_alias(s.clone()),
            Self::ShortAlias(c) => a.short_alias(*c),
            Self::VisibleShortAlias(c) => a.visible_short_alias(*c),
            Self::Action(act) => a.action(match act {
                Action::SetTrue => ArgAction::SetTrue,
                Action::SetFalse => ArgAction::SetFalse,
                Action::Count => ArgAction::Count,
                Action::Set => ArgAction::Set,
                Action::Append => ArgAction::Append,
                Action::Help => ArgAction::Help,
                Action::HelpShort => ArgAction::HelpShort,
                Action::HelpLong => ArgAction::HelpLong,
                Action::Version => ArgAction::Version,
            }),
            Self::NumArgs(lo, None) => a.num_args(*lo..),
            Self::NumArgs(lo, Some(hi)) => a.num_args(*lo..=*hi),
            Self::NumArgsExact(n) => a.num_args(*n),
            Self::Required => a.required(true),
            Self::Index(i) => a.index(*i),
            Self::Last => a.last(true),
            Self::TrailingVarArg => a.trailing_var_arg(true),
            Self::Global => a.global(true),
            Self::Hide => a.hide(true),
            Self::HideShortHelp => a.hide_short_help(true),
            Self::HideLongHelp => a.hide_long_help(true),
            Self::NextLineHelp => a.next_line_help(true),
            Self::Exclusive => a.exclusive(true),
            Self::RequiredUnlessPresent(s) => a.required_unless_present(s.clone()),
            Self::RequiredUnlessPresentAny(v) => a.required_unless_present_any(v.clone()),
            Self::RequiredUnlessPresentAll(v) => a.required_unless_present_all(v.clone()),
            Self::RequiredIfEq(i, v) => a.required_if_eq(i.clone(), v.clone()),
            Self::RequiredIfEqAny(v) => a.required_if_eq_any(v.clone()),
            Self::RequiredIfEqAll(v) => a.required_if_eq_all(v.clone()),
            Self::Default(v) => a.default_value(v.clone()),
            Self::DefaultValues(v) => a.default_values(v.clone()),
            Self::DefaultValueIf(i, p, d) => a.default_value_if(i.clone(), predicate(p), resettable_os_str(d)),
            Self::DefaultValueIfs(v) => a.default_value_ifs(
                v.iter()
                    .map(|(i, p, d)| (i.clone(), predicate(p), resettable_os_str(d)))
                    .collect::<Vec<_>>(),
            ),
            Self::DefaultMissingValue(v) => a.default_missing_value(v.clone()),
            Self::OverridesWith(s) => a.overrides_with(s.clone()),
            Self::ConflictsWith(s) => a.conflicts_with(s.clone()),
            Self::ConflictsWithAll(v) => a.conflicts_with_all(v.clone()),
            Self::Requires(s) => a.requires(s.clone()),
            Self::RequiresIf(v, s) => a.requires_if(v.clone(), s.clone()),
            Self::Env(s) => a.env(s.clone()),
            Self::ValueParser(p) => match p {
                ValueParserModel::PossibleValues(v) => a.value_parser(PossibleValuesParser::new(
                    v.iter().map(|s| PossibleValue::new(s.clone())),
                )),
                ValueParserModel::I64 => a.value_parser(clap::value_parser!(i64)),
                ValueParserModel::U8Range0To5 => a.value_parser(clap::value_parser!(u8).range(0..=5)),
                ValueParserModel::Bool => a.value_parser(clap::value_parser!(bool)),
                ValueParserModel::Boolish => a.value_parser(clap::builder::BoolishValueParser::new()),
                ValueParserModel::Falsey => a.value_parser(clap::builder::FalseyValueParser::new()),
                ValueParserModel::Str2bool => a.value_parser(argkind::str2bool()),
                ValueParserModel::PossibleValuesWithAliases => a.value_parser(PossibleValuesParser::new([
                    PossibleValue::new("x").alias("ex").help("the x"),
                    PossibleValue::new("y").hide(true),
                    PossibleValue::new("z").aliases(["zz", "zed"]),
                ])),
                ValueParserModel::U8Below3 => a.value_parser(clap::value_parser!(u8).range(..3)),
            },
            Self::RequireEquals => a.require_equals(true),
            Self::ValueDelimiter(c) => a.value_delimiter(*c),
            Self::ValueTerminator(s) => a.value_terminator(s.clone()),
            Self::AllowHyphenValues => a.allow_hyphen_values(true),
            Self::AllowNegativeNumbers => a.allow_negative_numbers(true),
            Self::DisplayOrder(n) => a.display_order(*n),
            Self::Help(s) => a.help(s.clone()),
            Self::LongHelp(s) => a.long_help(s.clone()),
            Self::HelpHeading(h) => a.help_heading(resettable_str(h)),
            Self::Group(g) => a.group(g.clone()),
            Self::ValueName(s) => a.value_name(s.clone()),
            Self::IgnoreCase => a.ignore_case(true),
            Self::HidePossibleValues => a.hide_possible_values(true),
            Self::HideDefaultValue => a.hide_default_value(true),
            Self::ValueNames(v) => a.value_names(v.clone()),
            Self::HideEnv => a.hide_env(true),
            Self::HideEnvValues => a.hide_env_values(true),
            Self::OverridesWithAll(v) => a.overrides_with_all(v.clone()),
            Self::ValueHintFilePath => a.value_hint(clap::ValueHint::FilePath),
            Self::DefaultMissingValues(v) => a.default_missing_values(v.clone()),
        }
    }
    pub(crate) fn code(&self) -> String {
        match self {
            Self::Long(s) => format!(".long({})", quoted(s)),
            Self::Short(c) => format!(".short({:?})", c),
            Self::Alias(s) => format!(".alias({})", quoted(s)),
            Self::VisibleAlias(s) => format!(".visible_alias({})", quoted(s)),
            Self::ShortAlias(c) => format!(".short_alias({:?})", c),
            Self::VisibleShortAlias(c) => format!(".visible_short_alias({:?})", c),
            Self::Action(act) => format!(".action(ArgAction::{:?})", act),
            Self::NumArgs(lo, None) => format!(".num_args({}..)", lo),
            Self::NumArgs(lo, Some(hi)) => format!(".num_args({}..={})", lo, hi),
            Self::NumArgsExact(n) => format!(".num_args({})", n),
            Self::Required => ".required(true)".into(),
            Self::Index(i) => format!(".index({})", i),
            Self::Last => ".last(true)".into(),
            Self::TrailingVarArg => ".trailing_var_arg(true)".into(),
            Self::Global => ".global(true)".into(),
            Self::Hide => ".hide(true)".into(),
            Self::HideShortHelp => ".hide_short_help(true)".into(),
            Self::HideLongHelp => ".hide_long_help(true)".into(),
            Self::NextLineHelp => ".next_line_help(true)".into(),
            Self::Exclusive => ".exclusive(true)".into(),
            Self::RequiredUnlessPresent(s) => format!(".required_unless_present({})", quoted(s)),
            Self::RequiredUnlessPresentAny(v) => format!(".required_unless_present_any({:?})", v),
            Self::RequiredUnlessPresentAll(v) => format!(".required_unless_present_all({:?})", v),
            Self::RequiredIfEq(i, v) => format!(".required_if_eq({}, {})", quoted(i), quoted(v)),
            Self::RequiredIfEqAny(v) => format!(".required_if_eq_any({:?})", v),
            Self::RequiredIfEqAll(v) => format!(".required_if_eq_all({:?})", v),
            Self::Default(v) => format!(".default_value({})", quoted(v)),
            Self::DefaultValues(v) => format!(".default_values({:?})", v),
            Self::DefaultValueIf(i, p, d) => format!(".default_value_if({}, {}, {})", quoted(i), predicate_code(p), option_code(d)),
            Self::DefaultValueIfs(v) => format!(
                ".default_value_ifs([{}])",
                v.iter()
                    .map(|(i, p, d)| format!("({}, {}, {})", quoted(i), predicate_code(p), option_code(d)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Self::DefaultMissingValue(v) => format!(".default_missing_value({})", quoted(v)),
            Self::OverridesWith(s) => format!(".overrides_with({})", quoted(s)),
            Self::ConflictsWith(s) => format!(".conflicts_with({})", quoted(s)),
            Self::ConflictsWithAll(v) => format!(".conflicts_with_all({:?})", v),
            Self::Requires(s) => format!(".requires({})", quoted(s)),
            Self::RequiresIf(v, s) => format!(".requires_if({}, {})", quoted(v), quoted(s)),
            Self::Env(s) => format!(".env({})", quoted(s)),
            Self::ValueParser(p) => match p {
                ValueParserModel::PossibleValues(v) => format!(".value_parser({:?})", v),
                ValueParserModel::I64 => ".value_parser(clap::value_parser!(i64))".into(),
                ValueParserModel::U8Range0To5 => ".value_parser(clap::value_parser!(u8).range(0..=5))".into(),
                ValueParserModel::Bool => ".value_parser(clap::value_parser!(bool))".into(),
                ValueParserModel::Boolish => ".value_parser(BoolishValueParser::new())".into(),
                ValueParserModel::Falsey => ".value_parser(FalseyValueParser::new())".into(),
                ValueParserModel::Str2bool => ".value_parser(argkind::str2bool())".into(),
                ValueParserModel::PossibleValuesWithAliases => ".value_parser(PossibleValuesParser::new([PossibleValue::new(\"x\").alias(\"ex\").help(\"the x\"), PossibleValue::new(\"y\").hide(true), PossibleValue::new(\"z\").aliases([\"zz\", \"zed\"])]))".into(),
                ValueParserModel::U8Below3 => ".value_parser(clap::value_parser!(u8).range(..3))".into(),
            },
            Self::RequireEquals => ".require_equals(true)".into(),
            Self::ValueDelimiter(c) => format!(".value_delimiter({:?})", c),
            Self::ValueTerminator(s) => format!(".value_terminator({})", quoted(s)),
            Self::AllowHyphenValues => ".allow_hyphen_values(true)".into(),
            Self::AllowNegativeNumbers => ".allow_negative_numbers(true)".into(),
            Self::DisplayOrder(n) => format!(".display_order({})", n),
            Self::Help(s) => format!(".help({})", quoted(s)),
            Self::LongHelp(s) => format!(".long_help({})", quoted(s)),
            Self::HelpHeading(h) => format!(".help_heading({})", option_code(h)),
            Self::Group(g) => format!(".group({})", quoted(g)),
            Self::ValueName(s) => format!(".value_name({})", quoted(s)),
            Self::IgnoreCase => ".ignore_case(true)".into(),
            Self::HidePossibleValues => ".hide_possible_values(true)".into(),
            Self::HideDefaultValue => ".hide_default_value(true)".into(),
            Self::ValueNames(v) => format!(".value_names({:?})", v),
            Self::HideEnv => ".hide_env(true)".into(),
            Self::HideEnvValues => ".hide_env_values(true)".into(),
            Self::OverridesWithAll(v) => format!(".overrides_with_all({:?})", v),
            Self::ValueHintFilePath => ".value_hint(clap::ValueHint::FilePath)".into(),
            Self::DefaultMissingValues(v) => format!(".default_missing_values({:?})", v),
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct ArgModel {
    pub(crate) id: String,
    pub(crate) settings: Vec<ArgSetting>,
}

impl ArgModel {
    pub(crate) fn build(&self) -> Arg {
        self.settings
            .iter()
            .fold(Arg::new(self.id.clone()), |a, op| op.apply(a))
    }
    pub(crate) fn code(&self) -> String {
        format!(
            "Arg::new({}){}",
            quoted(&self.id),
            self.settings.iter().map(|o| o.code()).collect::<String>()
        )
    }
    pub(crate) fn long(&self) -> Option<&str> {
        self.settings.iter().rev().find_map(|o| {
            if let ArgSetting::Long(s) = o {
                Some(s.as_str())
            } else {
                None
            }
        })
    }
    pub(crate) fn short(&self) -> Option<char> {
        self.settings
            .iter()
            .rev()
            .find_map(|o| if let ArgSetting::Short(c) = o { Some(*c) } else { None })
    }
    pub(crate) fn aliases(&self) -> Vec<String> {
        self.settings
            .iter()
            .filter_map(|o| match o {
                ArgSetting::Alias(s) | ArgSetting::VisibleAlias(s) => Some(s.clone()),
                _ => None,
            })
            .collect()
    }
    pub(crate) fn short_aliases(&self) -> Vec<char> {
        self.settings
            .iter()
            .filter_map(|o| match o {
                ArgSetting::ShortAlias(c) | ArgSetting::VisibleShortAlias(c) => Some(*c),
                _ => None,
            })
            .collect()
    }
    pub(crate) fn action(&self) -> Option<Action> {
        self.settings
            .iter()
            .rev()
            .find_map(|o| if let ArgSetting::Action(a) = o { Some(*a) } else { None })
    }
    pub(crate) fn is_positional(&self) -> bool {
        self.long().is_none() && self.short().is_none()
    }
    pub(crate) fn has(&self, f: impl Fn(&ArgSetting) -> bool) -> bool {
        self.settings.iter().any(f)
    }
    pub(crate) fn parser(&self) -> Option<&ValueParserModel> {
        self.settings.iter().rev().find_map(|o| {
            if let ArgSetting::ValueParser(p) = o {
                Some(p)
            } else {
                None
            }
        })
    }
    pub(crate) fn takes_values(&self) -> bool {
        matches!(self.action(), Some(Action::Set) | Some(Action::Append) | None)
    }
    pub(crate) fn num(&self) -> Option<(usize, Option<usize>)> {
        self.settings.iter().rev().find_map(|o| match o {
            ArgSetting::NumArgs(lo, hi) => Some((*lo, *hi)),
            ArgSetting::NumArgsExact(n) => Some((*n, Some(*n))),
            _ => None,
        })
    }
}

#[derive(Clone, Debug)]
pub(crate) struct GroupModel {
    pub(crate) id: String,
    pub(crate) args: Vec<String>,
    pub(crate) required: bool,
    pub(crate) multiple: Option<bool>,
    pub(crate) conflicts: Vec<String>,
    pub(crate) requires: Vec<String>,
}

impl GroupModel {
    pub(crate) fn build(&self) -> ArgGroup {
        let mut g = ArgGroup::new(self.id.clone()).args(self.args.clone());
        if self.required {
            g = g.required(true);
        }
        if let Some(m) = self.multiple {
            g = g.multiple(m);
        }
        if !self.conflicts.is_empty() {
            g = g.conflicts_with_all(self.conflicts.clone());
        }
        if !self.requires.is_empty() {
            g = g.requires_all(self.requires.clone());
        }
        g
    }
    pub(crate) fn code(&self) -> String {
        let mut s = format!("ArgGroup::new({}).args({:?})", quoted(&self.id), self.args);
        if self.required {
            s += ".required(true)";
        }
        if let Some(m) = self.multiple {
            s += &format!(".multiple({})", m);
        }
        if !self.conflicts.is_empty() {
            s += &format!(".conflicts_with_all({:?})", self.conflicts);
        }
        if !self.requires.is_empty() {
            s += &format!(".requires_all({:?})", self.requires);
        }
        s
    }
}

#[derive(Clone, Debug)]
pub(crate) enum CommandSetting {
    SubcommandRequired,
    ArgRequiredElseHelp,
    ArgsConflictsWithSubcommands,
    SubcommandNegatesReqs,
    SubcommandPrecedenceOverArg,
    AllowExternalSubcommands,
    Multicall,
    FlattenHelp,
    DisableHelpFlag,
    DisableVersionFlag,
    DisableHelpSubcommand,
    PropagateVersion,
    IgnoreErrors,
    InferLongArgs,
    InferSubcommands,
    HelpTemplate(String),
    Version(String),
    LongVersion(String),
    NextDisplayOrder(Option<usize>),
    DisplayOrder(usize),
    Alias(String),
    VisibleAlias(String),
    ShortFlag(char),
    LongFlag(String),
    ShortFlagAlias(char),
    LongFlagAlias(String),
    Hide,
    ArgsOverrideSelf,
    DontDelimitTrailingValues,
    AllowMissingPositional,
    NextLineHelp,
    AllowHyphenValues,
    AllowNegativeNumbers,
    TrailingVarArg,
    NoBinaryName,
    SubcommandHelpHeading(String),
    SubcommandValueName(String),
    About(String),
    NextHelpHeading(Option<String>),
    DisableColoredHelp,
    HidePossibleValues,
    DontCollapseArgsInUsage,
    HelpExpected,
    BinName(String),
    DisplayName(String),
    OverrideUsage(String),
    AfterHelp(String),
    TermWidth(usize),
    LongAbout(String),
    BeforeHelp(String),
    Author(String),
    AfterLongHelp(String),
    VisibleLongFlagAlias(String),
    VisibleShortFlagAlias(char),
    MaxTermWidth(usize),
    ColorAlways,
    ColorNever,
    ExternalSubcommandValueParserOsString,
    ArgsOverrideSelfFalse,
    MutHelpArg(ArgSetting),
    MutVersionArg(ArgSetting),
    DontDelimitTrailingValuesAndTrailingVarArg,
}

impl CommandSetting {
    pub(crate) fn apply(&self, c: Command) -> Command {
        #[allow(deprecated)]
        match self {
            Self::SubcommandRequired => c.subcommand_required(true),
            Self::ArgRequiredElseHelp => c.arg_required_else_help(true),
            Self::ArgsConflictsWithSubcommands => c.args_conflicts_with_subcommands(true),
            Self::SubcommandNegatesReqs => c.subcommand_negates_reqs(true),
            Self::SubcommandPrecedenceOverArg => c.subcommand_precedence_over_arg(true),
            Self::AllowExternalSubcommands => c.allow_external_subcommands(true),
            Self::Multicall => c.multicall(true),
            Self::FlattenHelp => c.flatten_help(true),
            Self::DisableHelpFlag => c.disable_help_flag(true),
            Self::DisableVersionFlag => c.disable_version_flag(true),
            Self::DisableHelpSubcommand => c.disable_help_subcommand(true),
            Self::PropagateVersion => c.propagate_version(true),
            Self::IgnoreErrors => c.ignore_errors(true),
            Self::InferLongArgs => c.infer_long_args(true),
            Self::InferSubcommands => c.infer_subcommands(true),
            Self::HelpTemplate(s) => c.help_template(s.clone()),
            Self::Version(s) => c.version(s.clone()),
            Self::LongVersion(s) => c.long_version(s.clone()),
            Self::NextDisplayOrder(n) => c.next_display_order(*n),
            Self::DisplayOrder(n) => c.display_order(*n),
            Self::Alias(s) => c.alias(s.clone()),
            Self::VisibleAlias(s) => c.visible_alias(s.clone()),
            Self::ShortFlag(ch) => c.short_flag(*ch),
            Self::LongFlag(s) => c.long_flag(s.clone()),
            Self::ShortFlagAlias(ch) => c.short_flag_alias(*ch),
            Self::LongFlagAlias(s) => c.long_flag_alias(s.clone()),
            Self::Hide => c.hide(true),
            Self::ArgsOverrideSelf => c.args_override_self(true),
            Self::DontDelimitTrailingValues => c.dont_delimit_trailing_values(true),
            Self::AllowMissingPositional => c.allow_missing_positional(true),
            Self::NextLineHelp => c.next_line_help(true),
            Self::AllowHyphenValues => c.allow_hyphen_values(true),
            Self::AllowNegativeNumbers => c.allow_negative_numbers(true),
            Self::TrailingVarArg => c.trailing_var_arg(true),
            Self::NoBinaryName => c.no_binary_name(true),
            Self::SubcommandHelpHeading(s) => c.subcommand_help_heading(s.clone()),
            Self::SubcommandValueName(s) => c.subcommand_value_name(s.clone()),
            Self::About(s) => c.about(s.clone()),
            Self::NextHelpHeading(h) => c.next_help_heading(resettable_str(h)),
            Self::DisableColoredHelp => c.disable_colored_help(true),
            Self::HidePossibleValues => c.hide_possible_values(true),
            Self::DontCollapseArgsInUsage => c.dont_collapse_args_in_usage(true),
            Self::HelpExpected => c.help_expected(true),
            Self::BinName(s) => c.bin_name(s.clone()),
            Self::DisplayName(s) => c.display_name(s.clone()),
            Self::OverrideUsage(s) => c.override_usage(s.clone()),
            Self::AfterHelp(s) => c.after_help(s.clone()),
            Self::TermWidth(n) => c.term_width(*n),
            Self::LongAbout(s) => c.long_about(s.clone()),
            Self::BeforeHelp(s) => c.before_help(s.clone()),
            Self::Author(s) => c.author(s.clone()),
            Self::AfterLongHelp(s) => c.after_long_help(s.clone()),
            Self::VisibleLongFlagAlias(s) => c.visible_long_flag_alias(s.clone()),
            Self::VisibleShortFlagAlias(ch) => c.visible_short_flag_alias(*ch),
            Self::MaxTermWidth(n) => c.max_term_width(*n),
            Self::ColorAlways => c.color(clap::ColorChoice::Always),
            Self::ColorNever => c.color(clap::ColorChoice::Never),
            Self::ExternalSubcommandValueParserOsString => {
                c.external_subcommand_value_parser(clap::value_parser!(std::ffi::OsString))
            }
            Self::ArgsOverrideSelfFalse => c.args_override_self(false),
            Self::MutHelpArg(op) => {
                let op = op.clone();
                c.mut_arg("help", move |a| op.apply(a))
            }
            Self::MutVersionArg(op) => {
                let op = op.clone();
                c.mut_arg("version", move |a| op.apply(a))
            }
            Self::DontDelimitTrailingValuesAndTrailingVarArg => {
                c.dont_delimit_trailing_values(true).trailing_var_arg(true)
            }
        }
    }
    pub(crate) fn code(&self) -> String {
        match self {
            Self::SubcommandRequired => ".subcommand_required(true)".into(),
            Self::ArgRequiredElseHelp => ".arg_required_else_help(true)".into(),
            Self::ArgsConflictsWithSubcommands => ".args_conflicts_with_subcommands(true)".into(),
            Self::SubcommandNegatesReqs => ".subcommand_negates_reqs(true)".into(),
            Self::SubcommandPrecedenceOverArg => ".subcommand_precedence_over_arg(true)".into(),
            Self::AllowExternalSubcommands => ".allow_external_subcommands(true)".into(),
            Self::Multicall => ".multicall(true)".into(),
            Self::FlattenHelp => ".flatten_help(true)".into(),
            Self::DisableHelpFlag => ".disable_help_flag(true)".into(),
            Self::DisableVersionFlag => ".disable_version_flag(true)".into(),
            Self::DisableHelpSubcommand => ".disable_help_subcommand(true)".into(),
            Self::PropagateVersion => ".propagate_version(true)".into(),
            Self::IgnoreErrors => ".ignore_errors(true)".into(),
            Self::InferLongArgs => ".infer_long_args(true)".into(),
            Self::InferSubcommands => ".infer_subcommands(true)".into(),
            Self::HelpTemplate(s) => format!(".help_template({})", quoted(s)),
            Self::Version(s) => format!(".version({})", quoted(s)),
            Self::LongVersion(s) => format!(".long_version({})", quoted(s)),
            Self::NextDisplayOrder(n) => format!(".next_display_order({:?})", n),
            Self::DisplayOrder(n) => format!(".display_order({})", n),
            Self::Alias(s) => format!(".alias({})", quoted(s)),
            Self::VisibleAlias(s) => format!(".visible_alias({})", quoted(s)),
            Self::ShortFlag(ch) => format!(".short_flag({:?})", ch),
            Self::LongFlag(s) => format!(".long_flag({})", quoted(s)),
            Self::ShortFlagAlias(ch) => format!(".short_flag_alias({:?})", ch),
            Self::LongFlagAlias(s) => format!(".long_flag_alias({})", quoted(s)),
            Self::Hide => ".hide(true)".into(),
            Self::ArgsOverrideSelf => ".args_override_self(true)".into(),
            Self::DontDelimitTrailingValues => ".dont_delimit_trailing_values(true)".into(),
            Self::AllowMissingPositional => ".allow_missing_positional(true)".into(),
            Self::NextLineHelp => ".next_line_help(true)".into(),
            Self::AllowHyphenValues => ".allow_hyphen_values(true)".into(),
            Self::AllowNegativeNumbers => ".allow_negative_numbers(true)".into(),
            Self::TrailingVarArg => ".trailing_var_arg(true)".into(),
            Self::NoBinaryName => ".no_binary_name(true)".into(),
            Self::SubcommandHelpHeading(s) => format!(".subcommand_help_heading({})", quoted(s)),
            Self::SubcommandValueName(s) => format!(".subcommand_value_name({})", quoted(s)),
            Self::About(s) => format!(".about({})", quoted(s)),
            Self::NextHelpHeading(h) => format!(".next_help_heading({})", option_code(h)),
            Self::DisableColoredHelp => ".disable_colored_help(true)".into(),
            Self::HidePossibleValues => ".hide_possible_values(true)".into(),
            Self::DontCollapseArgsInUsage => ".dont_collapse_args_in_usage(true)".into(),
            Self::HelpExpected => ".help_expected(true)".into(),
            Self::BinName(s) => format!(".bin_name({})", quoted(s)),
            Self::DisplayName(s) => format!(".display_name({})", quoted(s)),
            Self::OverrideUsage(s) => format!(".override_usage({})", quoted(s)),
            Self::AfterHelp(s) => format!(".after_help({})", quoted(s)),
            Self::TermWidth(n) => format!(".term_width({})", n),
            Self::LongAbout(s) => format!(".long_about({})", quoted(s)),
            Self::BeforeHelp(s) => format!(".before_help({})", quoted(s)),
            Self::Author(s) => format!(".author({})", quoted(s)),
            Self::AfterLongHelp(s) => format!(".after_long_help({})", quoted(s)),
            Self::VisibleLongFlagAlias(s) => format!(".visible_long_flag_alias({})", quoted(s)),
            Self::VisibleShortFlagAlias(ch) => format!(".visible_short_flag_alias({:?})", ch),
            Self::MaxTermWidth(n) => format!(".max_term_width({})", n),
            Self::ColorAlways => ".color(ColorChoice::Always)".into(),
            Self::ColorNever => ".color(ColorChoice::Never)".into(),
            Self::ExternalSubcommandValueParserOsString => {
                ".external_subcommand_value_parser(clap::value_parser!(std::ffi::OsString))".into()
            }
            Self::ArgsOverrideSelfFalse => ".args_override_self(false)".into(),
            Self::MutHelpArg(op) => format!(".mut_arg(\"help\", |a| a{})", op.code()),
            Self::MutVersionArg(op) => format!(".mut_arg(\"version\", |a| a{})", op.code()),
            Self::DontDelimitTrailingValuesAndTrailingVarArg => {
                ".dont_delimit_trailing_values(true).trailing_var_arg(true)".into()
            }
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct CommandModel {
    pub(crate) name: String,
    pub(crate) settings: Vec<CommandSetting>,
    pub(crate) args: Vec<ArgModel>,
    pub(crate) groups: Vec<GroupModel>,
    pub(crate) subcommands: Vec<CommandModel>,
    pub(crate) mut_args: Vec<(String, ArgSetting)>,
}

impl CommandModel {
    pub(crate) fn build(&self) -> Command {
        let mut c = Command::new(self.name.clone());
        for op in &self.settings {
            c = op.apply(c);
        }
        for a in &self.args {
            c = c.arg(a.build());
        }
        for g in &self.groups {
            c = c.group(g.build());
        }
        for s in &self.subcommands {
            c = c.subcommand(s.build());
        }
        for (id, op) in &self.mut_args {
            let op = op.clone();
            c = c.mut_arg(id.clone(), move |a| op.apply(a));
        }
        c
    }
    pub(crate) fn code(&self, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let mut s = format!("Command::new({})", quoted(&self.name));
        for op in &self.settings {
            s += &op.code();
        }
        for a in &self.args {
            s += &format!("\n{pad}    .arg({})", a.code());
        }
        for g in &self.groups {
            s += &format!("\n{pad}    .group({})", g.code());
        }
        for sub in &self.subcommands {
            s += &format!("\n{pad}    .subcommand({})", sub.code(indent + 4));
        }
        for (id, op) in &self.mut_args {
            s += &format!("\n{pad}    .mut_arg({}, |a| a{})", quoted(id), op.code());
        }
        s
    }
    pub(crate) fn has(&self, f: impl Fn(&CommandSetting) -> bool) -> bool {
        self.settings.iter().any(f)
    }
}

// ---------------- spec ----------------

#[derive(Clone, Debug)]
pub(crate) enum SpecSetting {
    Kind(ArgKind),
    Job(String),
    Noable,
    EnableDisable,
    Negation(NegationModel),
    Deprecated,
    DeprecatedFor(String),
    DeprecatedInstead(String),
    Extend,
    Preset(String, String),
}

impl SpecSetting {
    fn apply(&self, s: ArgSpec) -> ArgSpec {
        match self {
            SpecSetting::Kind(k) => s.kind(*k),
            SpecSetting::Job(j) => s.job(j.clone()),
            SpecSetting::Noable => s.noable(),
            SpecSetting::EnableDisable => s.enable_disable(),
            SpecSetting::Negation(negation) => s.negation(negation.build()),
            SpecSetting::Deprecated => s.deprecated(),
            SpecSetting::DeprecatedFor(t) => s.deprecated_for(t.clone()),
            SpecSetting::DeprecatedInstead(t) => s.deprecated_instead(t.clone()),
            SpecSetting::Extend => s.extend(),
            SpecSetting::Preset(t, v) => s.preset(t.clone(), v.clone()),
        }
    }
    fn code(&self) -> String {
        match self {
            SpecSetting::Kind(k) => format!(".kind(ArgKind::{:?})", k),
            SpecSetting::Job(j) => format!(".job({})", quoted(j)),
            SpecSetting::Noable => ".noable()".into(),
            SpecSetting::EnableDisable => ".enable_disable()".into(),
            SpecSetting::Negation(negation) => format!(".negation({})", negation.code()),
            SpecSetting::Deprecated => ".deprecated()".into(),
            SpecSetting::DeprecatedFor(t) => format!(".deprecated_for({})", quoted(t)),
            SpecSetting::DeprecatedInstead(t) => format!(".deprecated_instead({})", quoted(t)),
            SpecSetting::Extend => ".extend()".into(),
            SpecSetting::Preset(t, v) => format!(".preset({}, {})", quoted(t), quoted(v)),
        }
    }
}

/// A pair flag's negation of its own (`Negation`).
#[derive(Clone, Debug, Default)]
pub(crate) struct NegationModel {
    pub(crate) long: Option<String>,
    pub(crate) id: Option<String>,
    pub(crate) kind: Option<ArgKind>,
    pub(crate) help: Option<String>,
    pub(crate) long_help: Option<String>,
}

impl NegationModel {
    fn build(&self) -> Negation {
        let mut negation = Negation::new();
        if let Some(long) = &self.long {
            negation = negation.long(long.clone());
        }
        if let Some(id) = &self.id {
            negation = negation.id(id.clone());
        }
        if let Some(kind) = self.kind {
            negation = negation.kind(kind);
        }
        if let Some(help) = &self.help {
            negation = negation.help(help.clone());
        }
        if let Some(long_help) = &self.long_help {
            negation = negation.long_help(long_help.clone());
        }
        negation
    }

    fn code(&self) -> String {
        let mut code = String::from("Negation::new()");
        if let Some(long) = &self.long {
            code += &format!(".long({long:?})");
        }
        if let Some(id) = &self.id {
            code += &format!(".id({id:?})");
        }
        if let Some(kind) = self.kind {
            code += &format!(".kind(ArgKind::{kind:?})");
        }
        if let Some(help) = &self.help {
            code += &format!(".help({help:?})");
        }
        if let Some(long_help) = &self.long_help {
            code += &format!(".long_help({long_help:?})");
        }
        code
    }
}

#[derive(Clone, Debug)]
pub(crate) enum SpecCommandSetting {
    RecordSources,
    PrintOptions,
    ResponseFiles,
    FlagsEnv(String),
    DefaultJob(String),
    OwnDisplayOrder(String),
}

#[derive(Clone, Debug, Default)]
pub(crate) struct SpecModel {
    pub(crate) args: Vec<(String, Vec<SpecSetting>)>,
    pub(crate) subcommands: Vec<(String, SpecModel)>,
    pub(crate) settings: Vec<SpecCommandSetting>,
}

impl SpecModel {
    pub(crate) fn build(&self) -> CommandSpec {
        let mut s = CommandSpec::new();
        for op in &self.settings {
            s = match op {
                SpecCommandSetting::RecordSources => s.record_sources(),
                SpecCommandSetting::PrintOptions => s.print_options(),
                SpecCommandSetting::ResponseFiles => s.response_files(),
                SpecCommandSetting::FlagsEnv(n) => s.flags_env(n.clone()),
                SpecCommandSetting::DefaultJob(j) => s.default_job(j.clone()),
                SpecCommandSetting::OwnDisplayOrder(i) => s.own_display_order(i.clone()),
            };
        }
        for (id, settings) in &self.args {
            let a = settings.iter().fold(ArgSpec::new(), |a, o| o.apply(a));
            s = s.arg(id.clone(), a);
        }
        for (n, sub) in &self.subcommands {
            s = s.subcommand(n.clone(), sub.build());
        }
        s
    }
    pub(crate) fn code(&self, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let mut s = "CommandSpec::new()".to_string();
        for op in &self.settings {
            s += &match op {
                SpecCommandSetting::RecordSources => ".record_sources()".to_string(),
                SpecCommandSetting::PrintOptions => ".print_options()".to_string(),
                SpecCommandSetting::ResponseFiles => ".response_files()".to_string(),
                SpecCommandSetting::FlagsEnv(n) => format!(".flags_env({})", quoted(n)),
                SpecCommandSetting::DefaultJob(j) => format!(".default_job({})", quoted(j)),
                SpecCommandSetting::OwnDisplayOrder(i) => format!(".own_display_order({})", quoted(i)),
            };
        }
        for (id, settings) in &self.args {
            s += &format!(
                "\n{pad}    .arg({}, ArgSpec::new(){})",
                quoted(id),
                settings.iter().map(|o| o.code()).collect::<String>()
            );
        }
        for (n, sub) in &self.subcommands {
            s += &format!("\n{pad}    .subcommand({}, {})", quoted(n), sub.code(indent + 4));
        }
        s
    }
    pub(crate) fn is_empty(&self) -> bool {
        self.args.is_empty() && self.subcommands.is_empty() && self.settings.is_empty()
    }
}

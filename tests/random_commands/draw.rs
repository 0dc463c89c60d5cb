//! Draws random commands, declarations and command lines.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use argkind::ArgKind;

use crate::catch;
use crate::check::Case;
use crate::model::{
    Action, ArgModel, ArgSetting, CommandModel, CommandSetting, GroupModel, NegationModel, SpecCommandSetting,
    SpecModel, SpecSetting, ValueParserModel,
};

/// A small deterministic generator (splitmix64), so that a failure names
/// the seed that reproduces it.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0xdead_beef)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 for 0).
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True `percent` times in a hundred.
    fn chance(&mut self, percent: u32) -> bool {
        (self.next() % 1000) < u64::from(percent) * 10
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

impl ArgModel {
    /// A value this argument's value parser accepts.
    pub(crate) fn good_value(&self, rng: &mut Rng) -> String {
        match self.parser() {
            Some(ValueParserModel::PossibleValues(v)) => rng.pick(v).clone(),
            Some(ValueParserModel::I64) => rng.pick(&["1", "2", "-3", "0"]).to_string(),
            Some(ValueParserModel::U8Range0To5) => rng.pick(&["1", "2", "0", "5"]).to_string(),
            Some(ValueParserModel::Bool) => rng.pick(&["true", "false"]).to_string(),
            Some(ValueParserModel::Boolish) | Some(ValueParserModel::Falsey) | Some(ValueParserModel::Str2bool) => {
                rng.pick(&["true", "no", "1", "off"]).to_string()
            }
            Some(ValueParserModel::PossibleValuesWithAliases) => rng.pick(&["x", "ex", "y", "z", "zed"]).to_string(),
            Some(ValueParserModel::U8Below3) => rng.pick(&["0", "1", "2"]).to_string(),
            None => rng.pick(&["x", "y", "1", "a,b", "-1", "v;w"]).to_string(),
        }
    }
}

/// Pushes `$setting` onto `$command`'s settings `$percent` times in a
/// hundred (drawing the setting only then).
macro_rules! maybe {
    ($rng:ident, $command:ident, $percent:expr, $setting:expr) => {
        if $rng.chance($percent) {
            $command.settings.push($setting);
        }
    };
}

const LONGS: &[&str] = &[
    "fast",
    "opt",
    "out",
    "output",
    "color",
    "verbose",
    "quiet",
    "no-cache",
    "enable-x",
    "enable-fast",
    "internal-dbg",
    "no-internal-y",
    "disable-z",
    "target",
    "tag",
    "level",
    "he",
    "hid",
    "dump",
    "old",
    "new",
    "v",
    "x",
    "a-b",
    "inc",
    "exec",
    "help-me",
    "ver",
    "fa",
    "print",
    "version",
    "jobs",
    "mode",
    "enable-internal-q",
    "force",
    "f",
    "no",
    "enable",
    "internal-remat",
    "debug",
    "warn",
    "max",
    "name",
];
const SHORTS: &[char] = &[
    'a', 'b', 'c', 'd', 'f', 'o', 'q', 'v', 'x', 'O', 'I', 'j', 'n', 'h', 'V', 'Z',
];
const POSITIONAL_NAMES: &[&str] = &["input", "rest", "files", "extra", "pos", "cmd"];
const SUBCOMMAND_NAMES: &[&str] = &["run", "build", "test", "help2", "r", "bu", "compile", "c", "ex", "list"];
const HEADINGS: &[&str] = &["Options", "Advanced", "Debug", "Misc"];
const TEMPLATES: &[&str] = &[
    "{usage}\n{all-args}",
    "{before-help}{name} {version}\n{about}\n{usage-heading} {usage}\n\n{all-args}{after-help}",
    "{options}\n{positionals}\n{subcommands}",
    "{tab}{bin} {author}{about-section}",
    "{name}",
    "{usage-heading} {usage}\n{options}",
];

/// What a case needs besides its command and declarations: the variables
/// its arguments read.
pub(crate) struct DrawContext {
    /// The start of the case's variable names, the seed's.
    prefix: String,
    variables: Vec<(String, Option<String>)>,
}

impl DrawContext {
    /// A new variable, set to `value` (unset for `None`) when the case runs.
    fn variable(&mut self, value: Option<String>) -> String {
        let name = format!("{}_{}", self.prefix, self.variables.len() + 1);
        self.variables.push((name.clone(), value));
        name
    }
}

const SPECIAL_LONGS: &[&str] = &[
    "help-hidden",
    "help-hidden-list",
    "print-options",
    "print-all-options",
    "no-help",
    "hidden",
    "no-no-x",
    "enable-no-y",
    "disable-internal-k",
    "internal",
    "no-fast",
    "disable-fast",
    "no-verbose",
    "help",
    "version",
    "no-enable-x",
    "argkind-own",
    "argkind-mark",
];

fn draw_value_parser(rng: &mut Rng) -> ValueParserModel {
    match rng.below(9) {
        0 | 1 => ValueParserModel::PossibleValues(vec!["x".into(), "y".into(), "z".into()]),
        2 => ValueParserModel::PossibleValues(vec!["1".into(), "2".into(), "-1".into()]),
        3 => ValueParserModel::I64,
        4 => ValueParserModel::U8Range0To5,
        5 => ValueParserModel::Bool,
        6 => ValueParserModel::Boolish,
        7 => ValueParserModel::Falsey,
        _ if rng.chance(40) => ValueParserModel::PossibleValuesWithAliases,
        _ => ValueParserModel::Str2bool,
    }
}

pub(crate) fn draw_command(
    rng: &mut Rng,
    ctx: &mut DrawContext,
    name: String,
    depth: usize,
    is_root: bool,
) -> CommandModel {
    draw_subcommand(rng, ctx, name, depth, is_root, &[])
}

pub(crate) fn draw_subcommand(
    rng: &mut Rng,
    ctx: &mut DrawContext,
    name: String,
    depth: usize,
    is_root: bool,
    enclosing_globals: &[ArgModel],
) -> CommandModel {
    let mut c = CommandModel {
        name,
        settings: vec![],
        args: vec![],
        groups: vec![],
        subcommands: vec![],
        mut_args: vec![],
    };
    // How many subcommands, decided first: some settings need them.
    let subcommands = if depth >= 3 {
        0
    } else {
        match rng.below(10) {
            0..=4 => 0,
            5..=7 => 1,
            8 => 2,
            _ => 3,
        }
    };
    draw_parsing_settings(rng, &mut c, is_root, subcommands > 0);
    draw_naming_and_display_settings(rng, &mut c, is_root);
    let args = rng.below(8);
    let mut taken = Taken::default();
    draw_help_and_version_args(rng, &mut c, &mut taken);
    for _ in 0..args {
        let kind = rng.below(12);
        let arg = if kind >= 10 {
            Some(draw_positional(rng, ctx, &mut taken))
        } else {
            draw_named(rng, ctx, &c, &mut taken, kind, subcommands > 0)
        };
        if let Some(mut arg) = arg {
            draw_help_texts(rng, &mut arg);
            taken.ids.push(arg.id.clone());
            c.args.push(arg);
        }
    }
    let named: Vec<String> = c
        .args
        .iter()
        .filter(|a| !a.is_positional())
        .map(|a| a.id.clone())
        .collect();
    draw_relations(rng, &mut c);
    draw_groups(rng, &mut c);
    draw_group_relations(rng, &mut c);
    draw_enclosing_global_shapes(rng, &mut c, enclosing_globals);
    draw_mut_arg(rng, &mut c, &named);
    draw_subcommands(rng, ctx, &mut c, subcommands, depth, enclosing_globals);
    c
}

/// The names a command's arguments took so far (each is drawn once), and
/// how many positionals it has.
#[derive(Default)]
struct Taken {
    longs: Vec<String>,
    shorts: Vec<char>,
    ids: Vec<String>,
    positionals: usize,
}

/// Settings of how the command parses.
fn draw_parsing_settings(rng: &mut Rng, c: &mut CommandModel, is_root: bool, has_subcommands: bool) {
    if has_subcommands {
        maybe!(rng, c, 12, CommandSetting::SubcommandRequired);
        maybe!(rng, c, 10, CommandSetting::ArgsConflictsWithSubcommands);
        maybe!(rng, c, 10, CommandSetting::SubcommandNegatesReqs);
        maybe!(rng, c, 10, CommandSetting::SubcommandPrecedenceOverArg);
        maybe!(rng, c, 8, CommandSetting::FlattenHelp);
        maybe!(rng, c, 8, CommandSetting::DisableHelpSubcommand);
        maybe!(rng, c, 10, CommandSetting::InferSubcommands);
        maybe!(rng, c, 5, CommandSetting::SubcommandHelpHeading("Cmds".into()));
        maybe!(rng, c, 5, CommandSetting::SubcommandValueName("CMD".into()));
        if is_root {
            maybe!(rng, c, 5, CommandSetting::Multicall);
        }
    }
    maybe!(rng, c, 6, CommandSetting::AllowExternalSubcommands);
    maybe!(rng, c, 6, CommandSetting::ArgRequiredElseHelp);
    maybe!(rng, c, 10, CommandSetting::DisableHelpFlag);
    if rng.chance(25) {
        c.settings.push(CommandSetting::Version("1.0".into()));
        maybe!(rng, c, 20, CommandSetting::LongVersion("1.0 long".into()));
        maybe!(rng, c, 15, CommandSetting::DisableVersionFlag);
        maybe!(rng, c, 20, CommandSetting::PropagateVersion);
    }
    maybe!(rng, c, 6, CommandSetting::IgnoreErrors);
    maybe!(rng, c, 12, CommandSetting::InferLongArgs);
    maybe!(rng, c, 6, CommandSetting::HelpTemplate(rng.pick(TEMPLATES).to_string()));
    if rng.chance(8) {
        let n = if rng.chance(20) { None } else { Some(rng.below(5) * 3) };
        c.settings.push(CommandSetting::NextDisplayOrder(n));
    }
    maybe!(rng, c, 3, CommandSetting::DisplayOrder(rng.below(4)));
}

/// Settings of the command's names (as a subcommand, or its binary's) and
/// of how its help looks.
fn draw_naming_and_display_settings(rng: &mut Rng, c: &mut CommandModel, is_root: bool) {
    if !is_root {
        maybe!(
            rng,
            c,
            20,
            CommandSetting::Alias(rng.pick(SUBCOMMAND_NAMES).to_string())
        );
        maybe!(
            rng,
            c,
            10,
            CommandSetting::VisibleAlias(rng.pick(SUBCOMMAND_NAMES).to_string())
        );
        maybe!(rng, c, 8, CommandSetting::ShortFlag(*rng.pick(SHORTS)));
        maybe!(rng, c, 8, CommandSetting::LongFlag(rng.pick(LONGS).to_string()));
        maybe!(rng, c, 3, CommandSetting::ShortFlagAlias(*rng.pick(SHORTS)));
        maybe!(rng, c, 3, CommandSetting::LongFlagAlias(rng.pick(LONGS).to_string()));
        maybe!(rng, c, 6, CommandSetting::Hide);
    } else {
        maybe!(rng, c, 2, CommandSetting::NoBinaryName);
        maybe!(rng, c, 3, CommandSetting::BinName("bin".into()));
        maybe!(rng, c, 2, CommandSetting::DisplayName("disp".into()));
    }
    maybe!(rng, c, 4, CommandSetting::ArgsOverrideSelf);
    maybe!(rng, c, 3, CommandSetting::DontDelimitTrailingValues);
    maybe!(rng, c, 6, CommandSetting::AllowMissingPositional);
    maybe!(rng, c, 3, CommandSetting::NextLineHelp);
    maybe!(rng, c, 4, CommandSetting::AllowHyphenValues);
    maybe!(rng, c, 4, CommandSetting::AllowNegativeNumbers);
    maybe!(rng, c, 4, CommandSetting::TrailingVarArg);
    maybe!(rng, c, 4, CommandSetting::About("About it".into()));
    if rng.chance(6) {
        let h = if rng.chance(30) {
            None
        } else {
            Some(rng.pick(HEADINGS).to_string())
        };
        c.settings.push(CommandSetting::NextHelpHeading(h));
    }
    maybe!(rng, c, 3, CommandSetting::DisableColoredHelp);
    maybe!(rng, c, 2, CommandSetting::HidePossibleValues);
    maybe!(rng, c, 2, CommandSetting::DontCollapseArgsInUsage);
    maybe!(rng, c, 2, CommandSetting::HelpExpected);
    maybe!(rng, c, 2, CommandSetting::OverrideUsage("cmd [OPTS]".into()));
    maybe!(rng, c, 2, CommandSetting::AfterHelp("after".into()));
    maybe!(rng, c, 2, CommandSetting::TermWidth(40));
    maybe!(rng, c, 3, CommandSetting::LongAbout("Long about\n\nmore".into()));
    maybe!(rng, c, 3, CommandSetting::BeforeHelp("before".into()));
    maybe!(rng, c, 2, CommandSetting::Author("me".into()));
    maybe!(rng, c, 2, CommandSetting::AfterLongHelp("after long".into()));
    maybe!(rng, c, 2, CommandSetting::MaxTermWidth(60));
    maybe!(rng, c, 2, CommandSetting::ColorAlways);
    maybe!(rng, c, 1, CommandSetting::ColorNever);
    maybe!(rng, c, 2, CommandSetting::ArgsOverrideSelfFalse);
    maybe!(rng, c, 2, CommandSetting::DontDelimitTrailingValuesAndTrailingVarArg);
    if c.has(|o| matches!(o, CommandSetting::AllowExternalSubcommands)) {
        maybe!(rng, c, 40, CommandSetting::ExternalSubcommandValueParserOsString);
    }
    if !is_root {
        maybe!(
            rng,
            c,
            4,
            CommandSetting::VisibleLongFlagAlias(rng.pick(LONGS).to_string())
        );
        maybe!(rng, c, 3, CommandSetting::VisibleShortFlagAlias(*rng.pick(SHORTS)));
    }
    if !c.has(|o| matches!(o, CommandSetting::DisableHelpFlag)) && rng.chance(8) {
        let op = match rng.below(8) {
            0 => ArgSetting::Short('?'),
            1 => ArgSetting::Hide,
            2 => ArgSetting::Help("Show the help".into()),
            3 => ArgSetting::HideShortHelp,
            4 => ArgSetting::DisplayOrder(100),
            5 => ArgSetting::HelpHeading(Some("Misc".into())),
            6 => ArgSetting::Global,
            _ => ArgSetting::Alias("hilfe".into()),
        };
        c.settings.push(CommandSetting::MutHelpArg(op));
    }
    if c.has(|o| matches!(o, CommandSetting::Version(_)))
        && !c.has(|o| matches!(o, CommandSetting::DisableVersionFlag))
        && rng.chance(12)
    {
        let op = match rng.below(5) {
            0 => ArgSetting::Short('v'),
            1 => ArgSetting::Hide,
            2 => ArgSetting::Help("Show version".into()),
            3 => ArgSetting::Alias("ver".into()),
            _ => ArgSetting::DisplayOrder(0),
        };
        c.settings.push(CommandSetting::MutVersionArg(op));
    }
}

/// The application's own help and version arguments, where it disabled
/// clap's.
fn draw_help_and_version_args(rng: &mut Rng, c: &mut CommandModel, taken: &mut Taken) {
    let disabled_help = c.has(|o| matches!(o, CommandSetting::DisableHelpFlag));
    let has_version = c.has(|o| matches!(o, CommandSetting::Version(_)));
    let disabled_version = c.has(|o| matches!(o, CommandSetting::DisableVersionFlag));
    if disabled_help && rng.chance(60) {
        let act = *rng.pick(&[Action::Help, Action::HelpShort, Action::HelpLong]);
        let mut a = ArgModel {
            id: "help".into(),
            settings: vec![],
        };
        if rng.chance(70) {
            a.settings.push(ArgSetting::Long("help".into()));
            taken.longs.push("help".into());
        } else {
            a.settings.push(ArgSetting::Long("hilfe".into()));
            taken.longs.push("hilfe".into());
        }
        if rng.chance(60) {
            a.settings.push(ArgSetting::Short('h'));
            taken.shorts.push('h');
        }
        a.settings.push(ArgSetting::Action(act));
        if rng.chance(30) {
            a.settings.push(ArgSetting::Global);
        }
        if rng.chance(50) {
            a.settings.push(ArgSetting::Help("Print help".into()));
        }
        if rng.chance(20) {
            a.settings.push(ArgSetting::Hide);
        }
        taken.ids.push("help".into());
        c.args.push(a);
        if rng.chance(30) {
            // a second help arg (long-only)
            let act2 = *rng.pick(&[Action::HelpShort, Action::HelpLong]);
            c.args.push(ArgModel {
                id: "help_long".into(),
                settings: vec![ArgSetting::Long("help-long".into()), ArgSetting::Action(act2)],
            });
            taken.longs.push("help-long".into());
            taken.ids.push("help_long".into());
        }
    }
    if has_version && disabled_version && rng.chance(60) {
        let mut a = ArgModel {
            id: "version".into(),
            settings: vec![],
        };
        a.settings.push(ArgSetting::Long(if rng.chance(70) {
            "version".into()
        } else {
            "ver".into()
        }));
        taken.longs.push(a.long().unwrap().to_string());
        if rng.chance(60) {
            a.settings.push(ArgSetting::Short('V'));
            taken.shorts.push('V');
        }
        a.settings.push(ArgSetting::Action(Action::Version));
        if rng.chance(30) {
            a.settings.push(ArgSetting::Global);
        }
        taken.ids.push("version".into());
        c.args.push(a);
    }
}

/// A positional argument.
fn draw_positional(rng: &mut Rng, ctx: &mut DrawContext, taken: &mut Taken) -> ArgModel {
    let mut a = ArgModel {
        id: String::new(),
        settings: vec![],
    };
    let mut nm = rng.pick(POSITIONAL_NAMES).to_string();
    if taken.ids.contains(&nm) {
        nm = format!("{}{}", nm, taken.ids.len());
    }
    a.id = nm;
    taken.positionals += 1;
    if rng.chance(20) {
        let idx = if rng.chance(80) {
            taken.positionals
        } else {
            rng.below(3) + 1
        };
        a.settings.push(ArgSetting::Index(idx));
    }
    if rng.chance(30) {
        a.settings.push(ArgSetting::Required);
    }
    if rng.chance(20) {
        a.settings.push(ArgSetting::Action(Action::Append));
    }
    match rng.below(8) {
        0 => a.settings.push(ArgSetting::NumArgs(1, None)),
        1 => a.settings.push(ArgSetting::NumArgs(0, None)),
        2 => a.settings.push(ArgSetting::NumArgsExact(2)),
        3 => a.settings.push(ArgSetting::NumArgs(1, Some(2))),
        _ => {}
    }
    if rng.chance(10) {
        a.settings.push(ArgSetting::Last);
    }
    if rng.chance(10) {
        a.settings.push(ArgSetting::TrailingVarArg);
        if a.num().is_none() {
            a.settings.push(ArgSetting::NumArgs(1, None));
        }
    }
    if rng.chance(15) {
        a.settings.push(ArgSetting::Hide);
    }
    if rng.chance(10) {
        a.settings.push(ArgSetting::AllowHyphenValues);
    }
    maybe!(rng, a, 10, ArgSetting::ValueParser(draw_value_parser(rng)));
    maybe!(rng, a, 10, ArgSetting::Default(a.good_value(rng)));
    if rng.chance(5) {
        a.settings.push(ArgSetting::Global);
    }
    if rng.chance(5) {
        a.settings.push(ArgSetting::Exclusive);
    }
    if rng.chance(6) {
        a.settings.push(ArgSetting::ValueTerminator(";".into()));
    }
    if rng.chance(6) {
        a.settings.push(ArgSetting::ValueDelimiter(','));
    }
    if rng.chance(6) {
        a.settings.push(ArgSetting::AllowNegativeNumbers);
    }
    if rng.chance(8) {
        a.settings.push(ArgSetting::ValueName("FILE".into()));
    }
    if a.num() == Some((2, Some(2))) && rng.chance(40) {
        a.settings
            .push(ArgSetting::ValueNames(vec!["SRC".into(), "DST".into()]));
    }
    if rng.chance(5) {
        a.settings.push(ArgSetting::HidePossibleValues);
    }
    if rng.chance(5) {
        a.settings.push(ArgSetting::HideDefaultValue);
    }
    if rng.chance(4) && a.num().is_some_and(|(_, hi)| hi.is_none_or(|h| h >= 2)) {
        let v1 = a.good_value(rng);
        let v2 = a.good_value(rng);
        a.settings.push(ArgSetting::DefaultValues(vec![v1, v2]));
    }
    if rng.chance(3) {
        let val = if rng.chance(50) { None } else { Some(a.good_value(rng)) };
        let name = ctx.variable(val);
        a.settings.push(ArgSetting::Env(name));
    }
    if rng.chance(3) {
        a.settings.push(ArgSetting::ValueHintFilePath);
    }
    if rng.chance(3) {
        a.settings.push(ArgSetting::IgnoreCase);
    }
    a
}

/// A named argument of action `kind` (0 to 9), unless its names are taken.
fn draw_named(
    rng: &mut Rng,
    ctx: &mut DrawContext,
    c: &CommandModel,
    taken: &mut Taken,
    kind: usize,
    has_subcommands: bool,
) -> Option<ArgModel> {
    let disabled_help = c.has(|o| matches!(o, CommandSetting::DisableHelpFlag));
    let has_version = c.has(|o| matches!(o, CommandSetting::Version(_)));
    let disabled_version = c.has(|o| matches!(o, CommandSetting::DisableVersionFlag));
    let mut a = ArgModel {
        id: String::new(),
        settings: vec![],
    };
    let mut long = None;
    if rng.chance(88) {
        for _ in 0..5 {
            let l = if rng.chance(5) {
                rng.pick(SPECIAL_LONGS).to_string()
            } else {
                rng.pick(LONGS).to_string()
            };
            if !taken.longs.contains(&l) {
                long = Some(l);
                break;
            }
        }
    }
    let mut short = None;
    if rng.chance(40) || long.is_none() {
        for _ in 0..5 {
            let s = *rng.pick(SHORTS);
            if !taken.shorts.contains(&s)
                && (s != 'h' || disabled_help || rng.chance(5))
                && (s != 'V' || !has_version || disabled_version)
            {
                short = Some(s);
                break;
            }
        }
    }
    if long.is_none() && short.is_none() {
        return None;
    }
    let mut id = match &long {
        Some(l) => l.replace('-', "_"),
        None => format!("s_{}", short.unwrap()),
    };
    if rng.chance(8) {
        id = match rng.below(4) {
            0 => format!("k_{}", id),
            1 if !taken.longs.is_empty() => format!("no_{}", rng.pick(&taken.longs).replace('-', "_")),
            2 if !taken.longs.is_empty() => format!("disable_{}", rng.pick(&taken.longs).replace('-', "_")),
            _ => rng
                .pick(&["fast", "opt", "verbose", "quiet", "color", "level"])
                .to_string(),
        };
    }
    if taken.ids.contains(&id) {
        return None;
    }
    a.id = id;
    if let Some(l) = &long {
        a.settings.push(ArgSetting::Long(l.clone()));
        taken.longs.push(l.clone());
    }
    if let Some(s) = short {
        a.settings.push(ArgSetting::Short(s));
        taken.shorts.push(s);
    }
    let act = match kind {
        0..=3 => Action::SetTrue,
        4 => Action::SetFalse,
        5 => Action::Count,
        6..=8 => Action::Set,
        _ => Action::Append,
    };
    a.settings.push(ArgSetting::Action(act));
    draw_action_settings(rng, &mut a, act);
    draw_named_settings(rng, ctx, &mut a, taken, has_subcommands);
    Some(a)
}

/// The settings that go with a named argument's action `act`.
fn draw_action_settings(rng: &mut Rng, a: &mut ArgModel, act: Action) {
    if matches!(act, Action::Set | Action::Append) {
        match rng.below(12) {
            0 => a.settings.push(ArgSetting::NumArgs(0, Some(1))),
            1 => a.settings.push(ArgSetting::NumArgs(1, None)),
            2 => a.settings.push(ArgSetting::NumArgsExact(2)),
            3 => a.settings.push(ArgSetting::NumArgs(1, Some(3))),
            4 => a.settings.push(ArgSetting::NumArgs(0, None)),
            5 => a.settings.push(ArgSetting::NumArgsExact(0)),
            _ => {}
        }
        maybe!(rng, a, 25, ArgSetting::ValueParser(draw_value_parser(rng)));
        if rng.chance(10) {
            a.settings.push(ArgSetting::RequireEquals);
        }
        if rng.chance(12) {
            a.settings.push(ArgSetting::ValueDelimiter(','));
        }
        if rng.chance(8) {
            a.settings.push(ArgSetting::ValueTerminator(";".into()));
        }
        if rng.chance(10) {
            a.settings.push(ArgSetting::AllowHyphenValues);
        }
        if rng.chance(8) {
            a.settings.push(ArgSetting::AllowNegativeNumbers);
        }
        maybe!(rng, a, 18, ArgSetting::Default(a.good_value(rng)));
        maybe!(rng, a, 12, ArgSetting::DefaultMissingValue(a.good_value(rng)));
        if rng.chance(4) {
            a.settings.push(ArgSetting::ValueName("VAL".into()));
        }
        if rng.chance(3) {
            a.settings.push(ArgSetting::IgnoreCase);
        }
        if a.num() == Some((2, Some(2))) && rng.chance(30) {
            a.settings.push(ArgSetting::ValueNames(vec!["K".into(), "V".into()]));
        } else if rng.chance(3) {
            a.settings.push(ArgSetting::ValueNames(vec!["A".into(), "B".into()]));
        }
        if rng.chance(5) {
            a.settings.push(ArgSetting::HidePossibleValues);
        }
        if rng.chance(5) {
            a.settings.push(ArgSetting::HideDefaultValue);
        }
        if rng.chance(4) {
            let v1 = a.good_value(rng);
            let v2 = a.good_value(rng);
            a.settings.push(ArgSetting::DefaultValues(vec![v1, v2]));
        }
        if rng.chance(3) {
            let v1 = a.good_value(rng);
            let v2 = a.good_value(rng);
            a.settings.push(ArgSetting::DefaultMissingValues(vec![v1, v2]));
        }
        if rng.chance(4) {
            a.settings.push(ArgSetting::ValueHintFilePath);
        }
    } else if act == Action::Count && rng.chance(25) {
        if rng.chance(60) {
            a.settings.push(ArgSetting::ValueParser(ValueParserModel::U8Below3));
        }
        if rng.chance(40) {
            a.settings.push(ArgSetting::Default("1".into()));
        }
    } else if act == Action::SetFalse && rng.chance(10) {
        a.settings
            .push(ArgSetting::Default(rng.pick(&["true", "false"]).to_string()));
    } else if act == Action::SetTrue && rng.chance(6) {
        let p = rng
            .pick(&[
                ValueParserModel::Boolish,
                ValueParserModel::Falsey,
                ValueParserModel::Bool,
            ])
            .clone();
        a.settings.push(ArgSetting::ValueParser(p));
    } else if act == Action::SetTrue && rng.chance(8) {
        a.settings
            .push(ArgSetting::Default(rng.pick(&["true", "false"]).to_string()));
    }
}

/// Aliases, requirement, globality, hiding and a variable.
fn draw_named_settings(
    rng: &mut Rng,
    ctx: &mut DrawContext,
    a: &mut ArgModel,
    taken: &mut Taken,
    has_subcommands: bool,
) {
    if rng.chance(10) {
        let al = rng.pick(LONGS).to_string();
        if !taken.longs.contains(&al) {
            taken.longs.push(al.clone());
            a.settings.push(if rng.chance(50) {
                ArgSetting::Alias(al)
            } else {
                ArgSetting::VisibleAlias(al)
            });
        }
    }
    if rng.chance(6) {
        let s = *rng.pick(SHORTS);
        if !taken.shorts.contains(&s) && s != 'h' && s != 'V' {
            taken.shorts.push(s);
            a.settings.push(if rng.chance(50) {
                ArgSetting::ShortAlias(s)
            } else {
                ArgSetting::VisibleShortAlias(s)
            });
        }
    }
    if rng.chance(10) {
        a.settings.push(ArgSetting::Required);
    }
    if rng.chance(if has_subcommands { 20 } else { 5 }) && !a.has(|o| matches!(o, ArgSetting::Required)) {
        a.settings.push(ArgSetting::Global);
    }
    if rng.chance(10) {
        a.settings.push(ArgSetting::Hide);
    }
    if rng.chance(4) {
        a.settings.push(ArgSetting::HideShortHelp);
    }
    if rng.chance(4) {
        a.settings.push(ArgSetting::HideLongHelp);
    }
    if rng.chance(4) {
        a.settings.push(ArgSetting::NextLineHelp);
    }
    if rng.chance(4) {
        a.settings.push(ArgSetting::Exclusive);
    }
    if rng.chance(7) {
        let val = match rng.below(5) {
            0 => None,
            1 => Some("".to_string()),
            2 => Some("true".to_string()),
            3 => Some("0".to_string()),
            _ => Some(a.good_value(rng)),
        };
        let name = ctx.variable(val);
        a.settings.push(ArgSetting::Env(name));
        if rng.chance(25) {
            a.settings.push(if rng.chance(50) {
                ArgSetting::HideEnv
            } else {
                ArgSetting::HideEnvValues
            });
        }
    }
}

/// An argument's help texts, heading and display order.
fn draw_help_texts(rng: &mut Rng, a: &mut ArgModel) {
    if rng.chance(65) {
        a.settings.push(ArgSetting::Help(format!("help of {}", a.id)));
    }
    if rng.chance(12) {
        a.settings
            .push(ArgSetting::LongHelp(format!("long help of {}\n\nmore", a.id)));
    }
    if rng.chance(12) {
        let h = if rng.chance(20) {
            None
        } else {
            Some(rng.pick(HEADINGS).to_string())
        };
        a.settings.push(ArgSetting::HelpHeading(h));
    }
    if rng.chance(8) {
        a.settings.push(ArgSetting::DisplayOrder(rng.below(6)));
    }
}

/// Relations between the command's arguments.
fn draw_relations(rng: &mut Rng, c: &mut CommandModel) {
    let ids: Vec<String> = c.args.iter().map(|a| a.id.clone()).collect();
    if ids.len() >= 2 {
        for i in 0..c.args.len() {
            let me = c.args[i].id.clone();
            let others: Vec<String> = ids.iter().filter(|x| **x != me).cloned().collect();
            let pick = |rng: &mut Rng| others[rng.below(others.len())].clone();
            let val_of = |rng: &mut Rng, id: &str, args: &[ArgModel]| -> String {
                let a = args.iter().find(|a| a.id == id).unwrap();
                if a.takes_values() {
                    a.good_value(rng)
                } else {
                    rng.pick(&["true", "false"]).to_string()
                }
            };
            let mut new_ops = vec![];
            if rng.chance(7) {
                new_ops.push(ArgSetting::OverridesWith(pick(rng)));
            }
            if rng.chance(3) {
                let v = vec![pick(rng), pick(rng)];
                new_ops.push(ArgSetting::OverridesWithAll(v));
            }
            if rng.chance(6) {
                new_ops.push(ArgSetting::ConflictsWith(pick(rng)));
            }
            if rng.chance(3) {
                let v = vec![pick(rng), pick(rng)];
                new_ops.push(ArgSetting::ConflictsWithAll(v));
            }
            if rng.chance(6) {
                new_ops.push(ArgSetting::Requires(pick(rng)));
            }
            if rng.chance(3) {
                let o = pick(rng);
                let v = val_of(rng, &me, &c.args);
                new_ops.push(ArgSetting::RequiresIf(v, o));
            }
            if rng.chance(4) {
                new_ops.push(ArgSetting::RequiredUnlessPresent(pick(rng)));
            }
            if rng.chance(2) {
                let v = vec![pick(rng), pick(rng)];
                new_ops.push(ArgSetting::RequiredUnlessPresentAny(v));
            }
            if rng.chance(2) {
                let v = vec![pick(rng), pick(rng)];
                new_ops.push(ArgSetting::RequiredUnlessPresentAll(v));
            }
            if rng.chance(4) {
                let o = pick(rng);
                let v = val_of(rng, &o, &c.args);
                new_ops.push(ArgSetting::RequiredIfEq(o, v));
            }
            if rng.chance(2) {
                let o = pick(rng);
                let v = val_of(rng, &o, &c.args);
                new_ops.push(ArgSetting::RequiredIfEqAny(vec![(o, v)]));
            }
            if rng.chance(2) {
                let o = pick(rng);
                let v = val_of(rng, &o, &c.args);
                let o2 = pick(rng);
                let v2 = val_of(rng, &o2, &c.args);
                new_ops.push(ArgSetting::RequiredIfEqAll(vec![(o, v), (o2, v2)]));
            }
            if rng.chance(6) {
                let o = pick(rng);
                let p = if rng.chance(50) {
                    None
                } else {
                    Some(val_of(rng, &o, &c.args))
                };
                let d = if rng.chance(85) {
                    Some(if c.args[i].takes_values() {
                        c.args[i].good_value(rng)
                    } else {
                        "true".to_string()
                    })
                } else {
                    None
                };
                new_ops.push(ArgSetting::DefaultValueIf(o, p, d));
            }
            if rng.chance(2) {
                let o = pick(rng);
                let o2 = pick(rng);
                let d = if c.args[i].takes_values() {
                    c.args[i].good_value(rng)
                } else {
                    "true".into()
                };
                new_ops.push(ArgSetting::DefaultValueIfs(vec![
                    (o, None, Some(d.clone())),
                    (o2, None, None),
                ]));
            }
            c.args[i].settings.extend(new_ops);
        }
    }
}

/// Groups of the command's arguments.
fn draw_groups(rng: &mut Rng, c: &mut CommandModel) {
    let ids: Vec<String> = c.args.iter().map(|a| a.id.clone()).collect();
    if ids.len() >= 2 && rng.chance(30) {
        let ng = 1 + rng.below(2);
        for gi in 0..ng {
            let n = 1 + rng.below(3.min(ids.len()));
            let mut members = vec![];
            for _ in 0..n {
                let m = rng.pick(&ids).clone();
                if !members.contains(&m) {
                    members.push(m);
                }
            }
            let mut g = GroupModel {
                id: format!("grp{}", gi),
                args: members.clone(),
                required: rng.chance(30),
                multiple: if rng.chance(50) { Some(rng.chance(50)) } else { None },
                conflicts: vec![],
                requires: vec![],
            };
            if rng.chance(15) {
                let o = rng.pick(&ids).clone();
                if !members.contains(&o) {
                    g.conflicts.push(o);
                }
            }
            if rng.chance(15) {
                let o = rng.pick(&ids).clone();
                if !members.contains(&o) {
                    g.requires.push(o);
                }
            }
            c.groups.push(g);
        }
        // Arg::group membership
        if rng.chance(30) {
            let a = rng.below(c.args.len());
            c.args[a].settings.push(ArgSetting::Group("grp0".into()));
        }
    }
}

/// Relations naming groups, and groups naming groups.
fn draw_group_relations(rng: &mut Rng, c: &mut CommandModel) {
    let gids: Vec<String> = c.groups.iter().map(|g| g.id.clone()).collect();
    if !gids.is_empty() && !c.args.is_empty() {
        for _ in 0..rng.below(3) {
            let i = rng.below(c.args.len());
            let g = rng.pick(&gids).clone();
            let op = match rng.below(6) {
                0 => ArgSetting::ConflictsWith(g),
                1 => ArgSetting::Requires(g),
                2 => ArgSetting::RequiredUnlessPresent(g),
                3 => ArgSetting::OverridesWith(g),
                4 => ArgSetting::RequiredUnlessPresentAny(vec![g, c.args[rng.below(c.args.len())].id.clone()]),
                _ => ArgSetting::DefaultValueIf(
                    g,
                    None,
                    Some(if c.args[i].takes_values() {
                        c.args[i].good_value(rng)
                    } else {
                        "true".into()
                    }),
                ),
            };
            c.args[i].settings.push(op);
        }
        if gids.len() == 2 && rng.chance(40) {
            match rng.below(3) {
                0 => c.groups[0].conflicts.push(gids[1].clone()),
                1 => c.groups[0].requires.push(gids[1].clone()),
                _ => c.groups[1].args.push(gids[0].clone()),
            }
        }
    }
}

/// Shapes with the enclosing commands' globals: a relation naming one, a
/// group holding one, one declared again here.
fn draw_enclosing_global_shapes(rng: &mut Rng, c: &mut CommandModel, enclosing_globals: &[ArgModel]) {
    // a relation naming an enclosing command's global
    if !enclosing_globals.is_empty() && !c.args.is_empty() && rng.chance(30) {
        let i = rng.below(c.args.len());
        let g = rng.pick(enclosing_globals).id.clone();
        let op = match rng.below(5) {
            0 => ArgSetting::ConflictsWith(g),
            1 => ArgSetting::Requires(g),
            2 => ArgSetting::RequiredUnlessPresent(g),
            3 => ArgSetting::OverridesWith(g),
            _ => ArgSetting::DefaultValueIf(
                g,
                None,
                Some(if c.args[i].takes_values() {
                    c.args[i].good_value(rng)
                } else {
                    "true".into()
                }),
            ),
        };
        c.args[i].settings.push(op);
    }
    // a group of this command holding an enclosing global
    if !enclosing_globals.is_empty() && rng.chance(10) {
        let g = rng.pick(enclosing_globals).id.clone();
        let mut args = vec![g];
        if let Some(a) = c.args.iter().find(|a| !a.is_positional()) {
            args.push(a.id.clone());
        }
        c.groups.push(GroupModel {
            id: "ggrp".into(),
            args,
            required: rng.chance(30),
            multiple: Some(rng.chance(50)),
            conflicts: vec![],
            requires: vec![],
        });
    }
    // the same id as an enclosing global, declared again here
    if !enclosing_globals.is_empty() && rng.chance(12) {
        let mut a = rng.pick(enclosing_globals).clone();
        if rng.chance(50) {
            a.settings.retain(|o| !matches!(o, ArgSetting::Global));
        }
        if rng.chance(30) {
            a.settings.push(ArgSetting::Help("shadowing".into()));
        }
        if rng.chance(20) {
            a.settings.push(ArgSetting::Hide);
        }
        if !c.args.iter().any(|b| b.id == a.id) {
            c.args.push(a);
        }
    }
}

/// A `mut_arg` of one of the `named` arguments.
fn draw_mut_arg(rng: &mut Rng, c: &mut CommandModel, named: &[String]) {
    if !named.is_empty() && rng.chance(10) {
        let id = rng.pick(named).clone();
        let op = match rng.below(6) {
            0 => ArgSetting::Hide,
            1 => ArgSetting::Help("mutated".into()),
            2 => ArgSetting::Global,
            3 => ArgSetting::Required,
            4 => ArgSetting::HideShortHelp,
            _ => ArgSetting::DisplayOrder(1),
        };
        c.mut_args.push((id, op));
    }
}

/// The command's subcommands, with the globals they see.
fn draw_subcommands(
    rng: &mut Rng,
    ctx: &mut DrawContext,
    c: &mut CommandModel,
    subcommands: usize,
    depth: usize,
    enclosing_globals: &[ArgModel],
) {
    let mut used_names: Vec<String> = vec![];
    let mut sub_globals: Vec<ArgModel> = enclosing_globals.to_vec();
    sub_globals.retain(|g| !c.args.iter().any(|a| a.id == g.id));
    sub_globals.extend(
        c.args
            .iter()
            .filter(|a| a.has(|o| matches!(o, ArgSetting::Global)))
            .cloned(),
    );
    let help_free = c.has(|o| matches!(o, CommandSetting::DisableHelpSubcommand));
    for _ in 0..subcommands {
        let mut n = if help_free && rng.chance(25) {
            "help".to_string()
        } else {
            rng.pick(SUBCOMMAND_NAMES).to_string()
        };
        if used_names.contains(&n) {
            n = format!("{}{}", n, used_names.len());
        }
        used_names.push(n.clone());
        let s = draw_subcommand(rng, ctx, n, depth + 1, false, &sub_globals);
        c.subcommands.push(s);
    }
}

// ---------------- spec generation ----------------

fn internal_by_name(long: &str) -> bool {
    let s = long
        .strip_prefix("enable-")
        .or_else(|| long.strip_prefix("disable-"))
        .or_else(|| long.strip_prefix("no-"))
        .unwrap_or(long);
    s.starts_with("internal-")
}

pub(crate) fn draw_spec(
    rng: &mut Rng,
    c: &CommandModel,
    enclosing_globals: &[ArgModel],
    is_root: bool,
    ctx: &mut DrawContext,
) -> SpecModel {
    let mut s = SpecModel::default();
    if is_root {
        draw_root_spec_settings(rng, c, ctx, &mut s);
    }
    if rng.chance(10) {
        s.settings.push(SpecCommandSetting::DefaultJob("backend".into()));
    }
    let mut visible: Vec<&ArgModel> = c.args.iter().collect();
    visible.extend(enclosing_globals.iter());
    for a in &c.args {
        if rng.chance(3) {
            s.settings.push(SpecCommandSetting::OwnDisplayOrder(a.id.clone()));
        }
        if matches!(
            a.action(),
            Some(Action::Help | Action::HelpShort | Action::HelpLong | Action::Version)
        ) {
            if rng.chance(10) {
                s.args.push((a.id.clone(), vec![SpecSetting::Kind(ArgKind::Hidden)]));
            }
            continue;
        }
        let settings = draw_arg_spec(rng, a, &visible, enclosing_globals);
        if !settings.is_empty() {
            s.args.push((a.id.clone(), settings));
        }
    }
    draw_spec_extra_entries(rng, c, enclosing_globals, &mut s);
    // subcommands
    let mut globals: Vec<ArgModel> = enclosing_globals.to_vec();
    globals.extend(
        c.args
            .iter()
            .filter(|a| a.has(|o| matches!(o, ArgSetting::Global)))
            .cloned(),
    );
    for sub in &c.subcommands {
        if rng.chance(70) {
            let sp = draw_spec(rng, sub, &globals, false, ctx);
            if !sp.is_empty() {
                s.subcommands.push((sub.name.clone(), sp));
            }
        }
    }
    s
}

/// The root's own declarations: sources, `print_options`, response files,
/// flags from a variable (words of the command's own flags).
fn draw_root_spec_settings(rng: &mut Rng, c: &CommandModel, ctx: &mut DrawContext, s: &mut SpecModel) {
    if rng.chance(15) {
        s.settings.push(SpecCommandSetting::RecordSources);
    }
    if rng.chance(8) {
        s.settings.push(SpecCommandSetting::PrintOptions);
    }
    if rng.chance(6) {
        s.settings.push(SpecCommandSetting::ResponseFiles);
    }
    if rng.chance(6) {
        // words from the command's own flags
        let mut words = vec![];
        for a in c.args.iter().filter(|a| !a.is_positional()) {
            if rng.chance(40) {
                if let Some(l) = a.long() {
                    words.push(format!("--{}", l));
                    if a.takes_values() {
                        words.push(a.good_value(rng));
                    }
                }
            }
        }
        if rng.chance(20) {
            words.push("--bogus".into());
        }
        let val = if rng.chance(20) { None } else { Some(words.join(" ")) };
        let name = ctx.variable(val);
        s.settings.push(SpecCommandSetting::FlagsEnv(name));
    }
}

/// The declarations of named argument `a`: a tier, a job, a pair, then
/// ([`draw_arg_behaviour`]) extend, a deprecation or presets; a
/// positional's tier only. `visible` are the arguments a deprecation or
/// preset may name.
fn draw_arg_spec(
    rng: &mut Rng,
    a: &ArgModel,
    visible: &[&ArgModel],
    enclosing_globals: &[ArgModel],
) -> Vec<SpecSetting> {
    let mut settings = vec![];
    let long = a.long();
    let internal = long.is_some_and(internal_by_name);
    let required = a.has(|o| matches!(o, ArgSetting::Required));
    if rng.chance(35) {
        let k = if internal {
            ArgKind::Internal
        } else {
            *rng.pick(&[
                ArgKind::Public,
                ArgKind::Hidden,
                ArgKind::Internal,
                ArgKind::Earg,
                ArgKind::Harg,
            ])
        };
        if !(k == ArgKind::Harg && required) {
            settings.push(SpecSetting::Kind(k));
        }
    }
    if a.is_positional() {
        return settings;
    }
    if rng.chance(20) {
        settings.push(SpecSetting::Job(rng.pick(&["frontend", "backend"]).to_string()));
    }
    let set_true = a.action() == Some(Action::SetTrue);
    let has_default_value_if = a.has(|o| matches!(o, ArgSetting::DefaultValueIf(..) | ArgSetting::DefaultValueIfs(..)));
    let mut pair = false;
    if let Some(l) = long.filter(|_| set_true && !has_default_value_if && rng.chance(40)) {
        if l.starts_with("enable-") && rng.chance(70) {
            settings.push(SpecSetting::EnableDisable);
            pair = true;
        } else if !l.starts_with("no-") {
            settings.push(SpecSetting::Noable);
            pair = true;
        }
        if pair && rng.chance(25) {
            let nl = if rng.chance(60) {
                Some(format!("not-{}", l))
            } else {
                None
            };
            let nid = if rng.chance(20) {
                Some(format!("neg_{}", a.id))
            } else {
                None
            };
            let nk = if rng.chance(30) {
                Some(*rng.pick(&[ArgKind::Public, ArgKind::Hidden, ArgKind::Earg, ArgKind::Harg]))
            } else {
                None
            };
            let nh = if rng.chance(30) {
                Some("negation help".to_string())
            } else {
                None
            };
            // internal negation tier must follow rule
            let nk = if internal || nl.as_deref().is_some_and(internal_by_name) {
                None
            } else {
                nk
            };
            settings.push(SpecSetting::Negation(NegationModel {
                long: nl,
                id: nid,
                kind: nk,
                help: nh,
                long_help: None,
            }));
        } else if pair && rng.chance(12) {
            let nl = if rng.chance(40) {
                Some(format!("sans-{}", l))
            } else {
                None
            };
            let long_help = Some("long negation help\n\nsecond paragraph".to_owned());
            settings.push(SpecSetting::Negation(NegationModel {
                long: nl,
                long_help,
                ..NegationModel::default()
            }));
        }
    }
    if !pair && long.is_some() && rng.chance(2) {
        // a pair on a flag that is not SetTrue (may be a definition error)
        settings.push(if rng.chance(50) {
            SpecSetting::Noable
        } else {
            SpecSetting::EnableDisable
        });
    }
    draw_arg_behaviour(rng, a, visible, enclosing_globals, pair, &mut settings);
    settings
}

/// Extend, a deprecation (with a replacement of the same shape, or advice)
/// or presets, for named argument `a` (a `pair` flag takes neither of the
/// last two).
fn draw_arg_behaviour(
    rng: &mut Rng,
    a: &ArgModel,
    visible: &[&ArgModel],
    enclosing_globals: &[ArgModel],
    pair: bool,
    settings: &mut Vec<SpecSetting>,
) {
    let required = a.has(|o| matches!(o, ArgSetting::Required));
    if a.action() == Some(Action::Append) && rng.chance(35) {
        settings.push(SpecSetting::Extend);
    }
    let has_env = a.has(|o| matches!(o, ArgSetting::Env(_)));
    if !pair && !required && !has_env && rng.chance(15) {
        // deprecated
        let compat: Vec<&&ArgModel> = visible
            .iter()
            .filter(|b| b.id != a.id && b.long().is_some() && compatible(a, b))
            .filter(|b| !is_enclosing_global(b, enclosing_globals) || b.has(|o| matches!(o, ArgSetting::Global)))
            .collect();
        match rng.below(4) {
            0 | 1 if !compat.is_empty() => {
                let t = rng.pick(&compat);
                let tgt = if rng.chance(25) {
                    format!("--{}", t.long().unwrap())
                } else {
                    t.id.clone()
                };
                settings.push(SpecSetting::DeprecatedFor(tgt));
            }
            2 => settings.push(SpecSetting::DeprecatedInstead("-O1".into())),
            _ => settings.push(SpecSetting::Deprecated),
        }
    } else if !pair && !has_env && rng.chance(15) && !a.has(|o| matches!(o, ArgSetting::Exclusive)) {
        // presets
        let cands: Vec<&&ArgModel> = visible
            .iter()
            .filter(|b| b.id != a.id && b.long().is_some() && !b.has(|o| matches!(o, ArgSetting::Exclusive)))
            .filter(|b| {
                matches!(
                    b.action(),
                    Some(Action::SetTrue) | Some(Action::Set) | Some(Action::Append)
                )
            })
            .filter(|b| !is_enclosing_global(b, enclosing_globals) || b.has(|o| matches!(o, ArgSetting::Global)))
            .collect();
        if !cands.is_empty()
            && (!a.takes_values()
                || a.num().is_none_or(|(lo, _)| lo > 0)
                || a.has(|o| matches!(o, ArgSetting::DefaultMissingValue(_))))
        {
            let n = 1 + rng.below(2);
            let mut seen = vec![];
            for _ in 0..n {
                let t = rng.pick(&cands);
                if seen.contains(&t.id) {
                    continue;
                }
                seen.push(t.id.clone());
                let v = if t.action() == Some(Action::SetTrue) {
                    "true".to_string()
                } else {
                    t.good_value(rng)
                };
                let tgt = if rng.chance(25) {
                    format!("--{}", t.long().unwrap())
                } else {
                    t.id.clone()
                };
                settings.push(SpecSetting::Preset(tgt, v));
            }
        }
    }
}

/// Entries that name what is not an argument of this command's own:
/// enclosing globals, a negation's id, a positional as a preset's target.
fn draw_spec_extra_entries(rng: &mut Rng, c: &CommandModel, enclosing_globals: &[ArgModel], s: &mut SpecModel) {
    // entries for the enclosing commands' globals, in this command's spec
    for g in enclosing_globals {
        if c.args.iter().any(|a| a.id == g.id) {
            continue;
        }
        if rng.chance(8) {
            let op = match rng.below(4) {
                0 => SpecSetting::Kind(ArgKind::Hidden),
                1 => SpecSetting::Kind(ArgKind::Harg),
                2 => SpecSetting::Job("frontend".into()),
                _ => SpecSetting::Deprecated,
            };
            s.args.push((g.id.clone(), vec![op]));
        }
    }
    // an entry naming a negation's id
    let negs: Vec<String> = s
        .args
        .iter()
        .filter(|(_, o)| {
            o.iter()
                .any(|o| matches!(o, SpecSetting::Noable | SpecSetting::EnableDisable))
        })
        .filter_map(|(id, _)| c.args.iter().find(|a| a.id == *id))
        .filter_map(|a| a.long().map(|l| format!("no_{}", l.replace('-', "_"))))
        .collect();
    if !negs.is_empty() && rng.chance(5) {
        let n = rng.pick(&negs).clone();
        s.args.push((
            n,
            vec![SpecSetting::Kind(*rng.pick(&[
                ArgKind::Hidden,
                ArgKind::Public,
                ArgKind::Earg,
            ]))],
        ));
    }
    // a preset whose target is a positional
    let pos: Vec<&ArgModel> = c.args.iter().filter(|a| a.is_positional()).collect();
    let flags: Vec<&ArgModel> = c
        .args
        .iter()
        .filter(|a| a.action() == Some(Action::SetTrue) && a.long().is_some())
        .collect();
    if !pos.is_empty() && !flags.is_empty() && rng.chance(4) {
        let f = rng.pick(&flags);
        let p = rng.pick(&pos);
        let v = p.good_value(rng);
        s.args.push((f.id.clone(), vec![SpecSetting::Preset(p.id.clone(), v)]));
    }
}

fn is_enclosing_global(b: &ArgModel, anc: &[ArgModel]) -> bool {
    anc.iter().any(|x| std::ptr::eq(x, b))
}

fn compatible(a: &ArgModel, b: &ArgModel) -> bool {
    let (aa, ba) = (a.action(), b.action());
    let valueless = |x: Option<Action>| matches!(x, Some(Action::SetTrue | Action::Count | Action::SetFalse));
    if valueless(aa) {
        return matches!(aa, Some(Action::SetTrue | Action::Count))
            && matches!(ba, Some(Action::SetTrue | Action::Count));
    }
    if valueless(ba) || !b.takes_values() {
        return false;
    }
    a.parser() == b.parser() && a.num() == b.num()
}

// ---------------- argv generation ----------------

pub(crate) struct Vocabulary {
    pub(crate) flags: Vec<(String, bool)>, // spelling, takes value
    pub(crate) shorts: Vec<char>,
    pub(crate) values: Vec<String>,
    pub(crate) subcommands: Vec<String>,
}

pub(crate) fn negations(spec: &SpecModel, a: &ArgModel) -> Vec<String> {
    let mut out = vec![];
    if let Some((_, settings)) = spec.args.iter().find(|(id, _)| *id == a.id) {
        let l = a.long().unwrap_or("");
        for o in settings {
            match o {
                SpecSetting::Noable => out.push(format!("no-{}", l)),
                SpecSetting::EnableDisable => out.push(format!("disable-{}", l.strip_prefix("enable-").unwrap_or(l))),
                SpecSetting::Negation(NegationModel { long: Some(nl), .. }) => out.push(nl.clone()),
                _ => {}
            }
        }
    }
    out
}

pub(crate) fn vocabulary_of(c: &CommandModel, spec: &SpecModel, globals: &[ArgModel]) -> Vocabulary {
    let mut v = Vocabulary {
        flags: vec![],
        shorts: vec![],
        values: vec![],
        subcommands: vec![],
    };
    for a in c.args.iter().chain(globals.iter()) {
        let tv = a.takes_values() && !a.is_positional();
        if let Some(l) = a.long() {
            v.flags.push((l.to_string(), tv));
        }
        for al in a.aliases() {
            v.flags.push((al, tv));
        }
        for n in negations(spec, a) {
            v.flags.push((n, false));
        }
        if let Some(s) = a.short() {
            v.shorts.push(s);
        }
        v.shorts.extend(a.short_aliases());
        if let Some(ValueParserModel::PossibleValues(p)) = a.parser() {
            v.values.extend(p.iter().cloned());
        }
    }
    for s in &c.subcommands {
        v.subcommands.push(s.name.clone());
        for o in &s.settings {
            match o {
                CommandSetting::Alias(a) | CommandSetting::VisibleAlias(a) => v.subcommands.push(a.clone()),
                CommandSetting::LongFlag(l) | CommandSetting::LongFlagAlias(l) => v.flags.push((l.clone(), false)),
                CommandSetting::ShortFlag(ch) | CommandSetting::ShortFlagAlias(ch) => v.shorts.push(*ch),
                _ => {}
            }
        }
    }
    v
}

pub(crate) fn draw_argv(rng: &mut Rng, root: &CommandModel, spec: &SpecModel) -> Vec<std::ffi::OsString> {
    let mut argv: Vec<OsString> = vec![];
    let multicall = root.has(|o| matches!(o, CommandSetting::Multicall));
    let no_bin = root.has(|o| matches!(o, CommandSetting::NoBinaryName));
    if !no_bin {
        if multicall && !root.subcommands.is_empty() && rng.chance(70) {
            argv.push(rng.pick(&root.subcommands).name.clone().into());
        } else {
            argv.push(
                if rng.chance(90) {
                    root.name.clone()
                } else {
                    "/usr/bin/prog".into()
                }
                .into(),
            );
        }
    }
    let mut cur = root;
    let mut cur_spec = spec;
    let empty = SpecModel::default();
    let mut globals: Vec<ArgModel> = vec![];
    let n = rng.below(9);
    for _ in 0..n {
        let voc = vocabulary_of(cur, cur_spec, &globals);
        let r = rng.below(100);
        if r < 38 && !voc.flags.is_empty() {
            let (f, tv) = rng.pick(&voc.flags).clone();
            let mut f = f;
            if rng.chance(10) && f.len() > 2 {
                f.truncate(1 + rng.below(f.len() - 1));
            }
            let pref = if rng.chance(8) {
                *rng.pick(&["no-", "enable-", "disable-"])
            } else {
                ""
            };
            if tv && rng.chance(30) {
                argv.push(format!("--{}{}={}", pref, f, draw_value(rng, &voc)).into());
            } else {
                argv.push(format!("--{}{}", pref, f).into());
                if tv && rng.chance(75) {
                    argv.push(draw_value(rng, &voc).into());
                }
            }
        } else if r < 50 && !voc.shorts.is_empty() {
            let k = 1 + rng.below(3);
            let mut s = String::from("-");
            for _ in 0..k {
                s.push(*rng.pick(&voc.shorts));
            }
            if rng.chance(15) {
                s.push_str(&draw_value(rng, &voc));
            }
            if rng.chance(5) {
                let mut b = s.into_bytes();
                b.push(0xff);
                argv.push(OsString::from_vec(b));
            } else {
                argv.push(s.into());
            }
        } else if r < 62 && !voc.subcommands.is_empty() {
            let mut name = rng.pick(&voc.subcommands).clone();
            if rng.chance(10) && name.len() > 1 {
                name.truncate(1);
            }
            argv.push(name.clone().into());
            if let Some(s) = cur.subcommands.iter().find(|s| {
                s.name == name
                    || s.settings
                        .iter()
                        .any(|o| matches!(o, CommandSetting::Alias(a) | CommandSetting::VisibleAlias(a) if *a == name))
            }) {
                globals.extend(
                    cur.args
                        .iter()
                        .filter(|a| a.has(|o| matches!(o, ArgSetting::Global)))
                        .cloned(),
                );
                cur_spec = cur_spec
                    .subcommands
                    .iter()
                    .find(|(n, _)| *n == s.name)
                    .map(|(_, sp)| sp)
                    .unwrap_or(&empty);
                cur = s;
            }
        } else if r < 75 {
            argv.push(draw_value(rng, &voc).into());
        } else if r < 88 {
            let sp = *rng.pick(&[
                "-h",
                "--help",
                "--help-hidden",
                "--help-hidden-list",
                "-V",
                "--version",
                "help",
                "--",
                "--he",
                "--help-h",
                "--print-options",
                "--print-all-options=hidden",
                "-",
                "--no-help",
                "@/nonexist",
                "--no-help-hidden",
                "--help-hidden=1",
                "-hV",
            ]);
            argv.push(sp.into());
            if sp == "help" && !cur.subcommands.is_empty() && rng.chance(60) {
                argv.push(rng.pick(&cur.subcommands).name.clone().into());
            }
        } else if r < 91 {
            let neg: Vec<&(String, bool)> = voc
                .flags
                .iter()
                .filter(|(f, tv)| !tv && (f.starts_with("no-") || f.starts_with("disable-")))
                .collect();
            let t: String = match rng.below(12) {
                0 if !neg.is_empty() => format!("--{}={}", rng.pick(&neg).0, rng.pick(&["true", "", "1"])),
                1 => "help".into(),
                2 => "zzz-ext".into(),
                3 => rng.pick(&["-1", "-2", "-1.5"]).to_string(),
                4 => rng
                    .pick(&["--=", "-=", "--help=x", "-h=", "--version=1", "--help-hidden=", "-?"])
                    .to_string(),
                5 if !voc.flags.is_empty() => format!("--{}=", rng.pick(&voc.flags).0),
                6 => "--".into(),
                7 => rng.pick(&["ex", "zed", "zz", "y", "Y", "X"]).to_string(),
                8 if !cur.subcommands.is_empty() => {
                    let s = rng.pick(&cur.subcommands);
                    let mut t = format!("help {}", s.name);
                    if let Some(ss) = s.subcommands.first() {
                        t += &format!(" {}", ss.name);
                    }
                    for w in t.split(' ') {
                        argv.push(w.into());
                    }
                    continue;
                }
                9 => rng
                    .pick(&[
                        "--print-all-options",
                        "--print-all-options=developer",
                        "--print-all-options=internal",
                        "--print-options=x",
                        "--help-hidden-list=1",
                    ])
                    .to_string(),
                10 if !voc.flags.is_empty() => {
                    // an inferred prefix of a long name
                    let f = &rng.pick(&voc.flags).0;
                    let n = 1 + rng.below(f.len().max(1));
                    format!("--{}", &f[..n.min(f.len())])
                }
                _ => rng
                    .pick(&["-?", "-h", "-V", "-hh", "--help-hidden", "--help-hidden-list"])
                    .to_string(),
            };
            argv.push(t.into());
        } else if r < 93 {
            argv.push(OsString::from_vec(vec![b'-', b'-', 0xff, b'x']));
        } else if r < 97 {
            let mut b = b"--".to_vec();
            if let Some((f, _)) = voc.flags.first() {
                b.extend_from_slice(f.as_bytes());
            }
            b.extend_from_slice(b"=\xfe");
            argv.push(OsString::from_vec(b));
        } else {
            argv.push(OsString::from_vec(vec![0xc3, 0x28]));
        }
    }
    argv
}

fn draw_value(rng: &mut Rng, voc: &Vocabulary) -> String {
    if !voc.values.is_empty() && rng.chance(50) {
        return rng.pick(&voc.values).clone();
    }
    rng.pick(&[
        "1", "x", "y", "-1", "a,b", "", "true", "no", ";", "--x", "-q", "2", "z", "1,-2", "=", "a=b",
    ])
    .to_string()
}

/// What drawing one case gave.
pub(crate) enum Drawn {
    /// A command plain clap's own `debug_assert` (or its builder) rejects.
    RejectedByClap,
    Case(Box<Case>),
}

/// Command lines drawn for each command.
const ARGVS_PER_COMMAND: usize = 24;

/// Draws a command; where plain clap accepts it, its declarations and
/// command lines (a third of them naming a response file, where the
/// declarations read them).
pub(crate) fn draw_case(rng: &mut Rng, seed: u64, response_files: &[String]) -> Drawn {
    let mut ctx = DrawContext {
        prefix: format!("ARGKIND_RANDOM_{seed}"),
        variables: Vec::new(),
    };
    let command = draw_command(rng, &mut ctx, "prog".into(), 0, true);
    let Ok(cmd) = catch(|| command.build()) else {
        return Drawn::RejectedByClap;
    };
    if catch(|| cmd.debug_assert()).is_err() {
        return Drawn::RejectedByClap;
    }
    let spec = draw_spec(rng, &command, &[], true, &mut ctx);
    let reads_files = spec
        .settings
        .iter()
        .any(|setting| matches!(setting, SpecCommandSetting::ResponseFiles));
    let mut argvs = Vec::with_capacity(ARGVS_PER_COMMAND);
    for _ in 0..ARGVS_PER_COMMAND {
        let mut argv = draw_argv(rng, &command, &spec);
        if reads_files && rng.chance(30) {
            let file = match rng.below(4) {
                3 => "@",
                index => response_files[index].as_str(),
            };
            let at = 1.min(argv.len()) + rng.below(argv.len().saturating_sub(1) + 1);
            argv.insert(at.min(argv.len()), file.into());
        }
        argvs.push(argv);
    }
    Drawn::Case(Box::new(Case {
        command,
        spec,
        environment: ctx.variables,
        argvs,
    }))
}

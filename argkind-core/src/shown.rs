//! What a generated surface shows: a set of tiers, and a copy of the command
//! that holds the arguments of those tiers only.
//!
//! `clap_complete` lists every argument clap knows, hidden or not, and
//! `clap_mangen` shows hidden members of required groups; hiding is not
//! enough. The copy is the command rebuilt without the arguments of the
//! other tiers, for rendering: completions, man pages, the usage line of an
//! error. It is not meant for parsing.

use std::collections::{HashMap, HashSet};

use clap::builder::{Resettable, StyledStr};
use clap::{Arg, ArgAction, ArgGroup, Command, Id};

use crate::command::ArgKindCommand;
use crate::kind::ArgKind;
use crate::level::{self, tier_of};
use crate::spec::{ArgSpec, CommandSpec};

/// The tiers a generated surface lists: completion scripts and man pages.
///
/// [`Tiers::PUBLIC`], the default, is what a user sees: PUBLIC flags only.
/// [`Tiers::DEVELOPER`] adds HIDDEN, INTERNAL and EARG for developer builds.
/// HARG is never shown anywhere: no `Tiers` contains it.
///
/// ```
/// use argkind_core::{ArgKind, Tiers};
/// let tiers = Tiers::PUBLIC.with(ArgKind::Hidden);
/// assert!(tiers.contains(ArgKind::Public) && tiers.contains(ArgKind::Hidden));
/// assert!(!tiers.contains(ArgKind::Internal));
/// assert!(!Tiers::DEVELOPER.with(ArgKind::Harg).contains(ArgKind::Harg));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tiers(u8);

impl Tiers {
    /// PUBLIC flags only: what completions, man pages and error tips show.
    pub const PUBLIC: Tiers = Tiers(Tiers::bit(ArgKind::Public));
    /// Every tier but HARG: PUBLIC, HIDDEN, INTERNAL and EARG, for developer
    /// builds.
    pub const DEVELOPER: Tiers = Tiers(
        Tiers::bit(ArgKind::Public)
            | Tiers::bit(ArgKind::Hidden)
            | Tiers::bit(ArgKind::Internal)
            | Tiers::bit(ArgKind::Earg),
    );

    const fn bit(kind: ArgKind) -> u8 {
        match kind {
            ArgKind::Public => 1,
            ArgKind::Hidden => 2,
            ArgKind::Internal => 4,
            ArgKind::Earg => 8,
            ArgKind::Harg => 0,
        }
    }

    /// These tiers and `kind`. HARG is never shown: `with(ArgKind::Harg)`
    /// returns the set unchanged.
    #[must_use]
    pub const fn with(self, kind: ArgKind) -> Tiers {
        Tiers(self.0 | Tiers::bit(kind))
    }

    /// Whether flags of tier `kind` are listed; always false for HARG.
    pub const fn contains(self, kind: ArgKind) -> bool {
        self.0 & Tiers::bit(kind) != 0
    }
}

impl Default for Tiers {
    /// [`Tiers::PUBLIC`].
    fn default() -> Self {
        Tiers::PUBLIC
    }
}

impl ArgKindCommand {
    /// The command as a generated surface shows it: a copy of
    /// [`display_command`](Self::display_command) (pair flags value-less)
    /// whose (sub)commands hold only the arguments of the tiers in `tiers`,
    /// each of them unhidden, and the negative spelling of every pair flag
    /// kept (`--no-X`, `--disable-X`) as a visible alias.
    ///
    /// This is what `completions` (feature `complete`) and the man pages
    /// render; hand it to another `clap_complete` generator or to your own
    /// renderer. It is meant for rendering, not for parsing.
    ///
    /// A hidden subcommand (clap's `hide`) is left out unless `tiers` holds
    /// HIDDEN.
    ///
    /// The copy keeps what clap's renderers read of a command: names,
    /// aliases, about texts, version, author, usage override, help texts,
    /// headings, groups (less the removed members), the settings that shape
    /// usage and completions; clap's own `--help`, `--version` and `help`
    /// subcommand are regenerated. Relations (`requires`, `conflicts_with`,
    /// ...) pointing to a removed argument point to nothing; `requires` is
    /// dropped.
    ///
    /// ```
    /// use argkind_core::{ArgKind, ArgKindCommand, CommandSpec, Tiers};
    /// use clap::{Arg, Command};
    ///
    /// let cmd = ArgKindCommand::new(
    ///     Command::new("tool")
    ///         .arg(Arg::new("target").long("target"))
    ///         .arg(Arg::new("dump").long("dump")),
    ///     CommandSpec::new().arg("dump", ArgKind::Hidden),
    /// );
    /// let shown = cmd.surface_command(Tiers::PUBLIC);
    /// assert!(shown.get_arguments().any(|a| a.get_id() == "target"));
    /// assert!(!shown.get_arguments().any(|a| a.get_id() == "dump"));
    /// ```
    pub fn surface_command(&self, tiers: Tiers) -> Command {
        self.pruned(tiers, NegationShown::Alias)
    }

    /// [`surface_command`](Self::surface_command) for a completion script:
    /// the negative spelling of a pair flag is an argument of its own, with
    /// the help `Negation of --X`, and the flag's help leaves out its
    /// `[negation: ...]` note. Generators list an alias with its flag's
    /// help, which would describe `--no-fast` as the flag's own help ("Go
    /// fast").
    #[cfg(feature = "complete")]
    pub(crate) fn completion_command(&self, tiers: Tiers) -> Command {
        self.pruned(tiers, NegationShown::Entry)
    }

    fn pruned(&self, tiers: Tiers, negations: NegationShown) -> Command {
        let mut source = self.display_command();
        source.build();
        let mut ancestors = Vec::new();
        prune(&source, self.spec(), Pruning { tiers, negations }, &mut ancestors)
    }
}

/// How a pruned copy shows the negative spelling of a pair flag that is no
/// entry of its own.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NegationShown {
    /// A visible alias of its flag, whose help says `[negation: --X]`.
    Alias,
    /// An argument of its own, `Negation of --flag`.
    Entry,
}

/// What [`prune`] keeps, and how it shows negations.
#[derive(Clone, Copy)]
struct Pruning {
    tiers: Tiers,
    negations: NegationShown,
}

/// The enclosing commands of a command, outermost first, with their
/// declarations.
pub(crate) type Ancestors<'a> = Vec<(&'a Command, &'a CommandSpec)>;

/// The declaration of `arg` of a command declared by `spec` whose enclosing
/// commands are `ancestors`: its own, else, for a global argument an
/// enclosing command propagated, the declaration of the nearest command it
/// was copied through (see [`copied_from`]) that declares it.
pub(crate) fn declared_in<'a>(
    arg: &Arg,
    spec: &'a CommandSpec,
    ancestors: &[(&Command, &'a CommandSpec)],
) -> Option<&'a ArgSpec> {
    let id = arg.get_id().as_str();
    spec.get_arg(id).or_else(|| {
        let (mut copy, mut below) = (arg, ancestors.len());
        while let Some((depth, outer)) = copied_from(copy, ancestors, below) {
            if let Some(declared) = ancestors[depth].1.get_arg(id) {
                return Some(declared);
            }
            (copy, below) = (outer, depth);
        }
        None
    })
}

/// The enclosing command, with its declarations, that declares `arg` of a
/// command declared by `spec` whose enclosing commands are `ancestors`:
/// for a global argument an enclosing command propagated, the command it
/// was first copied from (see [`copied_from`]); `None` for the command's
/// own.
pub(crate) fn enclosing_declarer<'r, 'a>(
    arg: &Arg,
    spec: &CommandSpec,
    ancestors: &'r [(&'a Command, &'a CommandSpec)],
) -> Option<&'r (&'a Command, &'a CommandSpec)> {
    ancestors.get(declarer_depth(arg, spec, ancestors))
}

/// The depth of the command that declares `arg` (see
/// [`enclosing_declarer`]): that of an enclosing command among `ancestors`
/// (outermost first), or `ancestors.len()` for the command's own, which is
/// also an argument of an enclosing command's id that is no copy of it (a
/// subcommand's own `--fast` below a root's non-global `--fast`).
pub(crate) fn declarer_depth(arg: &Arg, spec: &CommandSpec, ancestors: &[(&Command, &CommandSpec)]) -> usize {
    if spec.get_arg(arg.get_id().as_str()).is_some() {
        return ancestors.len();
    }
    let (mut copy, mut below) = (arg, ancestors.len());
    while let Some((depth, outer)) = copied_from(copy, ancestors, below) {
        (copy, below) = (outer, depth);
    }
    below
}

/// Where clap copied the global argument `arg` from, among the enclosing
/// commands `ancestors[..below]` (outermost first): the depth and argument
/// of the nearest one that has an argument of its id, if `arg` is a copy of
/// it. clap copies a global into each command below that has no argument of
/// its id, so a command's own argument of that id is none (its own global
/// then goes on down in its stead). A copy is the global's clone, with its
/// spellings, help and visibility; no getter tells it from an argument
/// written with all of those alike, which counts as the copy (nothing it
/// shows differs).
pub(crate) fn copied_from<'c>(
    arg: &Arg,
    ancestors: &[(&'c Command, &CommandSpec)],
    below: usize,
) -> Option<(usize, &'c Arg)> {
    if !arg.is_global_set() {
        return None;
    }
    let id = arg.get_id();
    let (depth, outer) = ancestors[..below]
        .iter()
        .enumerate()
        .rev()
        .find_map(|(depth, (cmd, _))| cmd.get_arguments().find(|a| a.get_id() == id).map(|a| (depth, a)))?;
    let alike = outer.is_global_set()
        && arg.get_long() == outer.get_long()
        && arg.get_short() == outer.get_short()
        && arg.get_help() == outer.get_help()
        && arg.get_long_help() == outer.get_long_help()
        && arg.get_all_aliases() == outer.get_all_aliases()
        && arg.get_all_short_aliases() == outer.get_all_short_aliases()
        && arg.get_value_names() == outer.get_value_names()
        && arg.is_hide_set() == outer.is_hide_set();
    alike.then_some((depth, outer))
}

/// The tier of `arg` (see [`declared_in`]).
pub(crate) fn kind_in(arg: &Arg, spec: &CommandSpec, ancestors: &[(&Command, &CommandSpec)]) -> ArgKind {
    tier_of(arg, declared_in(arg, spec, ancestors))
}

/// The negative spelling (without `--`) of `arg` when `declared` makes it a
/// pair flag: `no-X`, `disable-X`.
pub(crate) fn negation(arg: &Arg, declared: Option<&ArgSpec>) -> Option<String> {
    if !matches!(arg.get_action(), ArgAction::SetTrue) {
        return None;
    }
    declared?.negative_long(arg.get_long()?).map(|n| n.into_owned())
}

/// [`negation`], when the negation is no entry of its own but a spelling
/// in `arg`'s entry (of tier `kind`).
pub(crate) fn negation_in_entry(arg: &Arg, declared: Option<&ArgSpec>, kind: ArgKind) -> Option<String> {
    negation(arg, declared).filter(|_| !declared.is_some_and(|d| d.negation_has_entry(kind)))
}

/// The help of a negation shown as an argument of its own that has none:
/// `Negation of --long`, `long` its flag's long name.
fn negation_help(long: &str) -> String {
    ["Negation of --", long].concat()
}

/// Whether `arg` of the built `cmd` is clap's own `--help` or `--version`,
/// which the copy's build regenerates.
fn is_generated(cmd: &Command, arg: &Arg) -> bool {
    let id = arg.get_id();
    (id == "help" && !cmd.is_disable_help_flag_set() && matches!(arg.get_action(), ArgAction::Help))
        || (id == "version" && !cmd.is_disable_version_flag_set() && matches!(arg.get_action(), ArgAction::Version))
}

/// Whether subcommand `sub` of the built `cmd` is clap's own `help`.
fn is_generated_help(cmd: &Command, sub: &Command) -> bool {
    sub.get_name() == "help" && !cmd.is_disable_help_subcommand_set()
}

/// The copy of the built `cmd` (declared by `spec`) with the arguments of
/// `tiers` only.
fn prune<'a>(cmd: &'a Command, spec: &'a CommandSpec, pruning: Pruning, ancestors: &mut Ancestors<'a>) -> Command {
    let tiers = pruning.tiers;
    let mut out = settings(cmd, ancestors.is_empty());
    // A negation that is no entry of its own is shown as an alias of its
    // flag, not as an argument.
    let own = |arg: &Arg| {
        !level::is_generated(arg) && !declared_in(arg, spec, ancestors).is_some_and(ArgSpec::is_negation_in_entry)
    };
    let (kept, removed): (Vec<&Arg>, Vec<&Arg>) = cmd
        .get_arguments()
        .filter(|arg| !is_generated(cmd, arg))
        .partition(|arg| own(arg) && tiers.contains(kind_in(arg, spec, ancestors)));
    let kept_ids: HashSet<&Id> = kept.iter().map(|a| a.get_id()).collect();
    // Each negation kept as an entry of its own right after its flag, where
    // a hand-written twin field stood (argkind adds it after the
    // application's arguments and its surface flags): scripts and man pages
    // list arguments in the command's order.
    // (Where the flag is left out, a negation kept stands where the flag
    // stood.)
    let all_ids: HashSet<&str> = cmd.get_arguments().map(|a| a.get_id().as_str()).collect();
    let negates = |arg: &Arg| {
        declared_in(arg, spec, ancestors)
            .and_then(ArgSpec::get_negates)
            .filter(|flag| all_ids.contains(flag))
    };
    let mut negations_of: HashMap<&str, Vec<&Arg>> = HashMap::new();
    for arg in &kept {
        if let Some(flag) = negates(arg) {
            negations_of.entry(flag).or_default().push(arg);
        }
    }
    let mut ordered = Vec::with_capacity(kept.len());
    for arg in cmd.get_arguments().filter(|arg| negates(arg).is_none()) {
        if kept_ids.contains(arg.get_id()) {
            ordered.push(arg);
        }
        ordered.extend(negations_of.remove(arg.get_id().as_str()).into_iter().flatten());
    }
    let kept = ordered;
    let taken: HashSet<&str> = cmd
        .get_arguments()
        .filter(|a| own(a))
        .flat_map(|a| a.get_long().into_iter().chain(a.get_all_aliases().unwrap_or_default()))
        .collect();
    // The global of an enclosing command that each removed argument of
    // this one shadows (its own, with the id of that global, which the
    // copy keeps as an argument): clap's build of the copy would give the
    // command that global in its place.
    let shadowed = |arg: &Arg| -> Option<&Arg> {
        let global = enclosing_global_kept(arg.get_id(), ancestors, tiers)?;
        // clap's copy of the global itself, or of a negation the copy shows
        // as its flag's alias, is no argument of this command's own; one
        // the command declares again, global too, is (it differs from the
        // global in what it shows: `copied_from`).
        let copy = spellings_of(arg).eq(spellings_of(global)) && copied_from(arg, ancestors, ancestors.len()).is_some();
        (!copy).then_some(global)
    };
    // A removed positional that a global shadows, or that clap reads after
    // `--` only (`last`), which the positional rules may need after one of
    // several values, stays, hidden (see below), in its place.
    let stays_hidden = |arg: &Arg| arg.is_positional() && (arg.is_last_set() || shadowed(arg).is_some());
    let shadowing: Vec<&Arg> = removed.iter().filter(|a| stays_hidden(a)).copied().collect();
    let mut positionals: Vec<&Id> = kept
        .iter()
        .chain(&shadowing)
        .filter(|a| a.is_positional())
        .map(|a| a.get_id())
        .collect();
    positionals.sort_by_key(|id| cmd.get_arguments().find(|a| a.get_id() == *id).and_then(Arg::get_index));
    let removed_ids: HashSet<&str> = removed.iter().map(|a| a.get_id().as_str()).collect();
    // The ids of the negations shown as arguments of their own.
    let mut entries: HashSet<Id> = HashSet::new();
    for arg in kept {
        // The order clap gave it (the source is built): the copy's command
        // would number it again, from 0, where clap numbered nothing.
        let mut copy = arg
            .clone()
            .hide(false)
            .group(Resettable::Reset)
            .requires(Resettable::Reset)
            .display_order(arg.get_display_order());
        if arg.is_positional() {
            copy = copy.index(positionals.iter().position(|id| *id == arg.get_id()).map(|at| at + 1));
        }
        // A global's conflicts are looked up as arguments, not groups
        // (`clap_complete`'s zsh script asks clap for them): none names
        // an argument left out here, which an empty group stands for.
        if arg.is_global_set() {
            let conflicts = crate::definition::conflicts_of(arg);
            if conflicts.iter().any(|id| removed_ids.contains(id.as_str())) {
                copy = conflicts
                    .into_iter()
                    .filter(|id| !removed_ids.contains(id.as_str()))
                    .fold(copy.conflicts_with(Resettable::Reset), Arg::conflicts_with);
            }
        }
        let declared = declared_in(arg, spec, ancestors);
        // A negation that is an entry of its own (a tier of its own) with
        // no help of its own says what it negates, as the entries made
        // below do: where its flag is shown too (a flag of a tier left out
        // is named nowhere here).
        if arg.get_help().is_none_or(|help| help.to_string().is_empty()) {
            let negated = declared
                .and_then(ArgSpec::get_negates)
                .and_then(|flag| cmd.get_arguments().find(|a| a.get_id() == flag))
                .filter(|flag| tiers.contains(kind_in(flag, spec, ancestors)))
                .and_then(Arg::get_long);
            if let Some(long) = negated {
                copy = copy.help(negation_help(long));
            }
        }
        let negative = negation_in_entry(arg, declared, tier_of(arg, declared));
        match negative.filter(|n| !taken.contains(n.as_str())) {
            Some(negative) if pruning.negations == NegationShown::Entry => {
                if let Some(help) = arg.get_help().map(ToString::to_string) {
                    if let Some(own) = level::without_negation_note(&help, &negative) {
                        copy = copy.help(own.to_owned());
                    }
                }
                let id = declared.map_or_else(|| negative.replace('-', "_"), |d| d.negative_id(&negative));
                let long = arg.get_long().unwrap_or_default();
                let entry = Arg::new(id.clone())
                    .long(negative)
                    .action(ArgAction::SetTrue)
                    .help(negation_help(long))
                    .display_order(arg.get_display_order())
                    .global(arg.is_global_set());
                let entry = level::under_heading_of(entry, arg);
                entries.insert(Id::from(id));
                out = out.arg(copy).arg(entry);
                continue;
            }
            // The note a PUBLIC pair's help has on `--help`, for a pair
            // of another tier this surface shows too.
            Some(negative) => {
                // The root's styles, which clap gives every subcommand.
                let styles = ancestors.first().map_or(cmd, |(root, _)| *root).get_styles();
                copy = level::noting_negation(copy, &negative, styles).visible_alias(negative);
            }
            None => {}
        }
        out = out.arg(copy);
    }
    let group_ids: HashSet<&Id> = cmd.get_groups().map(ArgGroup::get_id).collect();
    for group in cmd.get_groups() {
        let members: Vec<Id> = group
            .get_args()
            .filter(|id| kept_ids.contains(id) || group_ids.contains(id))
            .cloned()
            .collect();
        let required = group.is_required_set() && !members.is_empty();
        out = out.group(group.clone().arg(Resettable::Reset).args(members).required(required));
    }
    // Relations of kept arguments may name a removed one; an empty group of
    // that id keeps clap's definition checks satisfied and names nothing.
    // One that shadowed a global the copy keeps has a hidden stand-in
    // instead, which keeps clap's build of the copy from giving the command
    // that global (under the group's id); a positional that stays hidden
    // is itself.
    let mut stand_in_positionals = 0;
    for arg in removed {
        let id = arg.get_id();
        if group_ids.contains(id) || entries.contains(id) {
            continue;
        }
        if stays_hidden(arg) {
            let index = positionals.iter().position(|p| *p == id).map(|at| at + 1);
            out = out.arg(
                arg.clone()
                    .hide(true)
                    .group(Resettable::Reset)
                    .requires(Resettable::Reset)
                    .index(index),
            );
            continue;
        }
        let Some(global) = shadowed(arg) else {
            out = out.group(ArgGroup::new(id.clone()));
            continue;
        };
        // A flag: in its place, the global's spellings (PUBLIC) that no
        // other argument of the command has, and none of the global's
        // relations, which may name what only its own command has. With no
        // spelling free (or a positional global), the command is given the
        // global, relations and all.
        let free = |spelling: Spelling<'_>| {
            !cmd.get_arguments()
                .any(|a| a.get_id() != id && spellings_of(a).any(|s| s == spelling))
        };
        let long = global.get_long().filter(|l| free(Spelling::Long(l)));
        let short = global.get_short().filter(|s| free(Spelling::Short(*s)));
        if long.is_some() || short.is_some() {
            let mut stand_in = Arg::new(id.clone()).hide(true).action(ArgAction::SetTrue);
            if let Some(long) = long {
                stand_in = stand_in.long(long.to_owned());
            }
            if let Some(short) = short {
                stand_in = stand_in.short(short);
            }
            out = out.arg(stand_in);
        } else if stand_in_positionals == 0
            && !positionals
                .iter()
                .any(|p| cmd.get_arguments().any(|a| a.get_id() == *p && a.is_last_set()))
        {
            // No spelling free: a hidden positional read after `--` only,
            // after the others.
            out = out.arg(
                Arg::new(id.clone())
                    .hide(true)
                    .last(true)
                    .index(positionals.len() + 1 + stand_in_positionals),
            );
            stand_in_positionals += 1;
        }
    }
    ancestors.push((cmd, spec));
    // A hidden subcommand is shown where HIDDEN flags are.
    let subs = cmd.get_subcommands().filter(|sub| !is_generated_help(cmd, sub));
    for sub in subs.filter(|sub| !sub.is_hide_set() || tiers.contains(ArgKind::Hidden)) {
        let sub_spec = spec.subcommand_or_empty(sub.get_name());
        let copy = prune(sub, sub_spec, pruning, ancestors);
        out = out.subcommand(copy);
    }
    ancestors.pop();
    out
}

/// One spelling of an argument: a long name or alias, or a short one.
#[derive(PartialEq)]
enum Spelling<'a> {
    Long(&'a str),
    Short(char),
}

/// Every spelling of `arg`: its long name and aliases, its short name and
/// short aliases.
fn spellings_of(arg: &Arg) -> impl Iterator<Item = Spelling<'_>> {
    let longs = arg
        .get_long()
        .into_iter()
        .chain(arg.get_all_aliases().unwrap_or_default());
    let shorts = arg
        .get_short()
        .into_iter()
        .chain(arg.get_all_short_aliases().unwrap_or_default());
    longs.map(Spelling::Long).chain(shorts.map(Spelling::Short))
}

/// The global argument with the id `id` of a command enclosing the one
/// pruned (`ancestors`, the outermost first), the innermost, that its copy
/// keeps (it shows `tiers`), if any.
fn enclosing_global_kept<'c>(id: &Id, ancestors: &[(&'c Command, &CommandSpec)], tiers: Tiers) -> Option<&'c Arg> {
    (0..ancestors.len()).rev().find_map(|depth| {
        let (cmd, spec) = ancestors[depth];
        cmd.get_arguments().find(|arg| {
            arg.get_id() == id
                && arg.is_global_set()
                && !is_generated(cmd, arg)
                && tiers.contains(kind_in(arg, spec, &ancestors[..depth]))
        })
    })
}

/// A `Command` setter taking a name or text.
type SetName = fn(Command, String) -> Command;

/// A new command with what clap's renderers read of the built `cmd`, but no
/// argument, group or subcommand.
fn settings(cmd: &Command, root: bool) -> Command {
    let mut out = Command::new(cmd.get_name().to_owned());
    if root {
        // Below the root, clap derives bin and display names from the
        // parent's when the copy is built.
        if let Some(name) = cmd.get_bin_name() {
            out = out.bin_name(name.to_owned());
        }
        if let Some(name) = cmd.get_display_name() {
            out = out.display_name(name.to_owned());
        }
    }
    let texts = [
        (cmd.get_about(), Command::about as fn(Command, StyledStr) -> Command),
        (cmd.get_long_about(), Command::long_about),
        (cmd.get_before_help(), Command::before_help),
        (cmd.get_before_long_help(), Command::before_long_help),
        (cmd.get_after_help(), Command::after_help),
        (cmd.get_after_long_help(), Command::after_long_help),
        (cmd.get_overridden_usage(), Command::override_usage),
    ];
    for (text, set) in texts {
        if let Some(text) = text {
            out = set(out, text.clone());
        }
    }
    let names: [(Option<&str>, SetName); 6] = [
        (cmd.get_version(), Command::version),
        (cmd.get_long_version(), Command::long_version),
        (cmd.get_author(), Command::author),
        (cmd.get_long_flag(), Command::long_flag),
        (cmd.get_subcommand_value_name(), Command::subcommand_value_name),
        (cmd.get_subcommand_help_heading(), Command::subcommand_help_heading),
    ];
    for (name, set) in names {
        if let Some(name) = name {
            out = set(out, name.to_owned());
        }
    }
    if let Some(short) = cmd.get_short_flag() {
        out = out.short_flag(short);
    }
    if let Some(parser) = cmd.get_external_subcommand_value_parser() {
        out = out.external_subcommand_value_parser(parser.clone());
    }
    let visible: Vec<String> = cmd.get_visible_aliases().map(str::to_owned).collect();
    let hidden: Vec<String> = cmd
        .get_all_aliases()
        .filter(|a| !visible.iter().any(|v| v == a))
        .map(str::to_owned)
        .collect();
    let visible_short: Vec<char> = cmd.get_visible_short_flag_aliases().collect();
    let hidden_short: Vec<char> = cmd
        .get_all_short_flag_aliases()
        .filter(|a| !visible_short.contains(a))
        .collect();
    let visible_long: Vec<String> = cmd.get_visible_long_flag_aliases().map(str::to_owned).collect();
    let hidden_long: Vec<String> = cmd
        .get_all_long_flag_aliases()
        .filter(|a| !visible_long.iter().any(|v| v == a))
        .map(str::to_owned)
        .collect();
    // The application's styles and colour choice: usage lines drawn from
    // the copy are the application's.
    #[cfg(feature = "color")]
    let out = out.styles(cmd.get_styles().clone()).color(cmd.get_color());
    out.visible_aliases(visible)
        .aliases(hidden)
        .visible_short_flag_aliases(visible_short)
        .short_flag_aliases(hidden_short)
        .visible_long_flag_aliases(visible_long)
        .long_flag_aliases(hidden_long)
        .display_order(cmd.get_display_order())
        .hide(cmd.is_hide_set())
        .flatten_help(cmd.is_flatten_help_set())
        .next_line_help(cmd.is_next_line_help_set())
        .subcommand_required(cmd.is_subcommand_required_set())
        .allow_external_subcommands(cmd.is_allow_external_subcommands_set())
        .args_conflicts_with_subcommands(cmd.is_args_conflicts_with_subcommands_set())
        .subcommand_precedence_over_arg(cmd.is_subcommand_precedence_over_arg_set())
        .subcommand_negates_reqs(cmd.is_subcommand_negates_reqs_set())
        .multicall(cmd.is_multicall_set())
        .arg_required_else_help(cmd.is_arg_required_else_help_set())
        .dont_delimit_trailing_values(cmd.is_dont_delimit_trailing_values_set())
        .allow_missing_positional(cmd.is_allow_missing_positional_set())
        .propagate_version(cmd.is_propagate_version_set())
        .dont_collapse_args_in_usage(cmd.is_dont_collapse_args_in_usage_set())
        .disable_colored_help(cmd.is_disable_colored_help_set())
        .disable_help_flag(cmd.is_disable_help_flag_set())
        // clap says a command with no version disables its version flag,
        // but the setting is global: set on such a copy, it would take a
        // subcommand's own version flag away (and the id a relation there
        // may name).
        .disable_version_flag(
            cmd.is_disable_version_flag_set() && (cmd.get_version().is_some() || cmd.get_long_version().is_some()),
        )
        .disable_help_subcommand(cmd.is_disable_help_subcommand_set())
        .no_binary_name(cmd.is_no_binary_name_set())
}

//! Shrinks a finding: drops command lines, tokens, subcommands, arguments,
//! groups, settings and declarations one at a time while the same panic
//! (same place, same message shape) is still raised at the same stage.

use std::ffi::OsString;
use std::time::{Duration, Instant};

use crate::catch;
use crate::check::{check_case, Case, Finding, Verdict};
use crate::model::{CommandModel, SpecModel};

/// The smallest case found within `budget` that still raises `finding`;
/// `None` where the case does not raise it again on its own.
pub(crate) fn shrink(case: &Case, finding: &Finding, budget: Duration) -> Option<Case> {
    let start = Instant::now();
    if !reproduces(case, finding) {
        return None;
    }
    let mut case = case.clone();
    'smaller: while start.elapsed() < budget {
        for argvs in argv_variants(&case.argvs) {
            let candidate = Case { argvs, ..case.clone() };
            if reproduces(&candidate, finding) {
                case = candidate;
                continue 'smaller;
            }
        }
        for command in command_variants(&case.command) {
            if start.elapsed() > budget {
                break 'smaller;
            }
            let candidate = Case {
                command,
                ..case.clone()
            };
            if reproduces(&candidate, finding) {
                case = candidate;
                continue 'smaller;
            }
        }
        for spec in spec_variants(&case.spec) {
            let candidate = Case { spec, ..case.clone() };
            if reproduces(&candidate, finding) {
                case = candidate;
                continue 'smaller;
            }
        }
        break;
    }
    Some(case)
}

/// Whether `case` raises `finding` again: a command plain clap accepts,
/// and the same panic at the same stage.
fn reproduces(case: &Case, finding: &Finding) -> bool {
    let Ok(cmd) = catch(|| case.command.build()) else {
        return false;
    };
    if catch(|| cmd.debug_assert()).is_err() {
        return false;
    }
    let key = finding.key();
    match check_case(case, true, Some(&finding.stage)) {
        Verdict::DefinitionError => false,
        Verdict::Checked(findings) => findings.iter().any(|found| found.key() == key),
    }
}

/// `items` without the element at each index in turn.
fn without_each<T: Clone>(items: &[T]) -> impl Iterator<Item = Vec<T>> + '_ {
    (0..items.len()).map(move |index| {
        let mut fewer = items.to_vec();
        fewer.remove(index);
        fewer
    })
}

/// `command` with one part fewer, in each way.
fn command_variants(command: &CommandModel) -> Vec<CommandModel> {
    let mut variants = Vec::new();
    let mut push = |change: &dyn Fn(&mut CommandModel)| {
        let mut variant = command.clone();
        change(&mut variant);
        variants.push(variant);
    };
    for subcommands in without_each(&command.subcommands) {
        push(&|variant| variant.subcommands = subcommands.clone());
    }
    for args in without_each(&command.args) {
        push(&|variant| variant.args = args.clone());
    }
    for groups in without_each(&command.groups) {
        push(&|variant| variant.groups = groups.clone());
    }
    for mut_args in without_each(&command.mut_args) {
        push(&|variant| variant.mut_args = mut_args.clone());
    }
    for settings in without_each(&command.settings) {
        push(&|variant| variant.settings = settings.clone());
    }
    for (arg, model) in command.args.iter().enumerate() {
        for settings in without_each(&model.settings) {
            push(&|variant| variant.args[arg].settings = settings.clone());
        }
    }
    for (group, model) in command.groups.iter().enumerate() {
        for args in without_each(&model.args) {
            push(&|variant| variant.groups[group].args = args.clone());
        }
        if model.required {
            push(&|variant| variant.groups[group].required = false);
        }
        if model.multiple.is_some() {
            push(&|variant| variant.groups[group].multiple = None);
        }
        if !model.conflicts.is_empty() {
            push(&|variant| variant.groups[group].conflicts.clear());
        }
        if !model.requires.is_empty() {
            push(&|variant| variant.groups[group].requires.clear());
        }
    }
    for (index, subcommand) in command.subcommands.iter().enumerate() {
        for smaller in command_variants(subcommand) {
            push(&|variant| variant.subcommands[index] = smaller.clone());
        }
    }
    variants
}

/// `spec` with one declaration fewer, in each way.
fn spec_variants(spec: &SpecModel) -> Vec<SpecModel> {
    let mut variants = Vec::new();
    let mut push = |change: &dyn Fn(&mut SpecModel)| {
        let mut variant = spec.clone();
        change(&mut variant);
        variants.push(variant);
    };
    for subcommands in without_each(&spec.subcommands) {
        push(&|variant| variant.subcommands = subcommands.clone());
    }
    for args in without_each(&spec.args) {
        push(&|variant| variant.args = args.clone());
    }
    for settings in without_each(&spec.settings) {
        push(&|variant| variant.settings = settings.clone());
    }
    for (arg, (_, settings)) in spec.args.iter().enumerate() {
        for fewer in without_each(settings) {
            push(&|variant| variant.args[arg].1 = fewer.clone());
        }
    }
    for (index, (_, subcommand)) in spec.subcommands.iter().enumerate() {
        for smaller in spec_variants(subcommand) {
            push(&|variant| variant.subcommands[index].1 = smaller.clone());
        }
    }
    variants
}

/// The command lines with one fewer (never none: the last one raised the
/// panic), or one token fewer in one of them.
fn argv_variants(argvs: &[Vec<OsString>]) -> Vec<Vec<Vec<OsString>>> {
    let mut variants = Vec::new();
    if argvs.len() > 1 {
        for index in 0..argvs.len() - 1 {
            let mut fewer = argvs.to_vec();
            fewer.remove(index);
            variants.push(fewer);
        }
    }
    for (index, argv) in argvs.iter().enumerate() {
        for tokens in without_each(argv) {
            let mut fewer = argvs.to_vec();
            fewer[index] = tokens;
            variants.push(fewer);
        }
    }
    variants
}

//! The example declares every row of `catalog/neuronx-cc-flags.tsv` at its
//! tier, job, default and behaviour (S2, S4, S12).

mod support;

use argkind::ArgKind;
use support::{catalog_file, cli};

struct Row {
    subcommand: String,
    flag: String,
    alias: String,
    default: String,
    tier: String,
    behaviour: String,
    job: String,
    help: String,
}

fn rows() -> Vec<Row> {
    let text = std::fs::read_to_string(catalog_file("neuronx-cc-flags.tsv")).expect("the catalog is readable");
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            let cell = |i: usize| cells.get(i).copied().unwrap_or_default().to_owned();
            Row {
                subcommand: cell(0),
                flag: cell(1),
                alias: cell(2),
                default: cell(4),
                tier: cell(5),
                behaviour: cell(6),
                job: cell(7),
                help: cell(8),
            }
        })
        .collect()
}

#[test]
fn every_row_is_declared_at_its_tier_and_job() {
    let cmd = argkind::command::<cli::Cli>();
    cmd.debug_assert();
    let rows = rows();
    assert!(rows.len() > 40);
    for row in rows.iter().filter(|r| r.flag.starts_with("--")) {
        let registry = cmd
            .registry_of(&[row.subcommand.as_str()])
            .expect("the subcommand exists");
        let long = row.flag.trim_start_matches("--");
        let record = registry
            .get_by_long(long)
            .unwrap_or_else(|| panic!("{} has no record", row.flag));
        let tier: ArgKind = row.tier.split('(').next().unwrap().parse().unwrap();
        assert_eq!(record.kind(), tier, "{}", row.flag);
        assert_eq!(record.job().unwrap_or_default(), row.job, "{}", row.flag);
        assert_eq!(record.help(), row.help, "{}", row.flag);
        if !row.default.is_empty() {
            assert_eq!(record.default(), Some(row.default.as_str()), "{}", row.flag);
        }
        if let Some(alias) = row.alias.strip_prefix("--") {
            assert!(cmd
                .command()
                .find_subcommand(&row.subcommand)
                .unwrap()
                .get_arguments()
                .any(|a| a.get_long() == Some(long) && a.get_all_aliases().unwrap_or_default().contains(&alias)));
        }
        let behaviour = row.behaviour.as_str();
        let negation = record.negation();
        if behaviour.starts_with("noable") {
            assert_eq!(negation, Some(format!("no-{long}").as_str()), "{}", row.flag);
        } else if behaviour.starts_with("enable_disable") {
            let expected = long.replacen("enable-", "disable-", 1);
            assert_eq!(negation, Some(expected.as_str()), "{}", row.flag);
        } else {
            assert_eq!(negation, None, "{}", row.flag);
        }
        assert_eq!(record.is_extend(), behaviour.starts_with("extend"), "{}", row.flag);
        assert_eq!(
            record.is_deprecated(),
            behaviour.starts_with("deprecated"),
            "{}",
            row.flag
        );
    }
}

#[test]
fn the_registry_has_no_flag_the_catalog_lacks() {
    let cmd = argkind::command::<cli::Cli>();
    let rows = rows();
    for sub in ["compile", "list-operators"] {
        for record in cmd.registry_of(&[sub]).unwrap().iter().filter(|r| !r.is_positional()) {
            let flag = format!("--{}", record.name());
            assert!(
                rows.iter().any(|r| r.subcommand == sub && r.flag == flag),
                "{sub} {flag} is not in the catalog"
            );
        }
    }
}

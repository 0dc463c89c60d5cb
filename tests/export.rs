//! The flag catalog export: a registry (S4) as a Markdown table and as JSON,
//! and the example's hidden `catalog` subcommand that prints both.

#[path = "../examples/neuronx_cc/cli.rs"]
#[allow(dead_code)]
mod cli;

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use serde_json::{json, Value};

fn tool() -> ArgKindCommand {
    let cmd = Command::new("tool")
        .arg(Arg::new("input"))
        .arg(
            Arg::new("fast")
                .long("fast")
                .short('f')
                .action(ArgAction::SetTrue)
                .help("Go fast"),
        )
        .arg(
            Arg::new("pipe")
                .long("pipe")
                .help("Either a|b, or c")
                .default_value("a|b"),
        )
        .arg(
            Arg::new("name")
                .long("name")
                .help("First line\nsecond line")
                .default_value("two words"),
        )
        .arg(
            Arg::new("internal-tick")
                .long("internal-tick")
                .action(ArgAction::SetTrue),
        )
        .arg(
            Arg::new("enable-internal-x")
                .long("enable-internal-x")
                .action(ArgAction::SetTrue)
                .help("X"),
        )
        .arg(Arg::new("tiling").long("tiling").help("Tiling in `code`"))
        .arg(Arg::new("secret").long("secret").help("Never shown"))
        .arg(Arg::new("old").long("old").help("Former --name"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable().job("backend"))
        .arg("pipe", ArgSpec::new().kind(ArgKind::Hidden).job("a|job"))
        .arg("internal-tick", ArgSpec::new().job("frontend"))
        .arg("enable-internal-x", ArgSpec::new().enable_disable())
        .arg("tiling", ArgSpec::new().kind(ArgKind::Earg).extend())
        .arg("secret", ArgSpec::new().kind(ArgKind::Harg))
        .arg("old", ArgSpec::new().kind(ArgKind::Hidden).deprecated_for("name"));
    ArgKindCommand::new(cmd, spec)
}

/// The cells of a Markdown table row, split at unescaped `|`.
fn cells(row: &str) -> Vec<String> {
    if row.starts_with("|---") {
        return row.trim_matches('|').split('|').map(str::to_owned).collect();
    }
    let inner = row
        .strip_prefix("| ")
        .and_then(|r| r.strip_suffix(" |"))
        .expect("a table row");
    let mut cells = vec![String::new()];
    let mut escaped = false;
    for c in inner.chars() {
        match c {
            '|' if !escaped => cells.push(String::new()),
            _ => cells.last_mut().expect("one cell").push(c),
        }
        escaped = c == '\\';
    }
    cells.iter().map(|c| c.trim().to_owned()).collect()
}

#[test]
fn markdown_is_one_escaped_row_per_flag() {
    let markdown = tool().registry().to_markdown();
    let expected = "\
| flag | tier | stability | job | default | help |
|---|---|---|---|---|---|
| `-f, --fast` / `--no-fast` | PUBLIC | public | backend | `false` | Go fast |
| `--pipe` | HIDDEN | hidden | a\\|job | `a\\|b` | Either a\\|b, or c |
| `--name` | PUBLIC | public |  | `\"two words\"` | First line second line |
| `--internal-tick` | INTERNAL | internal | frontend | `false` | MISSING HELP |
| `--enable-internal-x` / `--disable-internal-x` | INTERNAL | enable-internal |  | `false` | X |
| `--tiling` | EARG | experimental |  |  | Tiling in `code` |
| `--old` | HIDDEN | hidden |  |  | Former --name |
";
    assert_eq!(markdown, expected);
    for row in markdown.lines() {
        assert_eq!(cells(row).len(), 6, "{row}");
    }
}

#[test]
fn the_catalog_leaves_out_harg_flags_and_positionals() {
    let registry = tool().registry();
    assert!(registry.get("secret").is_some() && registry.get("input").is_some());
    let listed: Vec<&str> = registry.catalog_records().map(|r| r.id()).collect();
    assert_eq!(
        listed,
        [
            "fast",
            "pipe",
            "name",
            "internal-tick",
            "enable-internal-x",
            "tiling",
            "old"
        ]
    );
    assert!(!registry.to_markdown().contains("secret"));
    assert!(!registry.to_json().contains("secret"));
}

#[test]
fn a_backtick_in_a_default_gets_a_longer_fence() {
    let cmd = Command::new("tool").arg(Arg::new("quote").long("quote").default_value("a`b"));
    let markdown = ArgKindCommand::new(cmd, CommandSpec::new()).registry().to_markdown();
    assert!(
        markdown.ends_with("| `--quote` | PUBLIC | public |  | `` a`b `` | MISSING HELP |\n"),
        "{markdown}"
    );
}

#[test]
fn a_command_without_flags_is_the_header() {
    let registry = ArgKindCommand::new(Command::new("tool"), CommandSpec::new()).registry();
    assert_eq!(
        registry.to_markdown(),
        "| flag | tier | stability | job | default | help |\n|---|---|---|---|---|---|\n"
    );
    let json: Value = serde_json::from_str(&registry.to_json()).expect("JSON");
    assert_eq!(json, json!({ "command": "tool", "flags": [] }));
}

#[test]
fn json_has_one_object_per_flag() {
    let json: Value = serde_json::from_str(&tool().registry().to_json()).expect("JSON");
    assert_eq!(json["command"], "tool");
    let flags = json["flags"].as_array().expect("an array");
    assert_eq!(flags.len(), 7);
    assert_eq!(
        flags[0],
        json!({
            "flag": "--fast", "id": "fast", "long": "fast", "short": "f", "negation": "no-fast",
            "kind": "PUBLIC", "stability": "public", "job": "backend", "default": "false",
            "help": "Go fast", "context": "", "deprecated": false, "replacement": null, "extend": false,
        })
    );
    let tiling = &flags[5];
    assert_eq!(
        (&tiling["kind"], &tiling["stability"], &tiling["extend"]),
        (&json!("EARG"), &json!("experimental"), &json!(true))
    );
    assert_eq!(tiling["default"], Value::Null);
    let old = &flags[6];
    assert_eq!(
        (&old["deprecated"], &old["replacement"]),
        (&json!(true), &json!("name"))
    );
    assert_eq!(flags[4]["stability"], "enable-internal");
    let keys: Vec<&str> = flags[0]
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "flag",
            "id",
            "long",
            "short",
            "negation",
            "kind",
            "stability",
            "job",
            "default",
            "help",
            "context",
            "deprecated",
            "replacement",
            "extend"
        ]
    );
}

#[test]
fn the_catalog_serializes_with_serde() {
    let registry = tool().registry();
    let value = serde_json::to_value(registry.catalog()).expect("serializes");
    let text: Value = serde_json::from_str(&registry.to_json()).expect("JSON");
    assert_eq!(value, text);
}

// The example.

fn example_catalog(argv: &[&str]) -> String {
    let mut cmd = argkind::command::<cli::Cli>();
    let parsed = argkind::try_parse_with::<cli::Cli>(&mut cmd, argv).expect("parses");
    match &parsed.value.command {
        cli::Command::Catalog(args) => cli::catalog(&cmd, args),
        other => panic!("parsed {other:?}"),
    }
}

#[test]
fn the_example_prints_the_compile_catalog_in_markdown_by_default() {
    let markdown = example_catalog(&["neuronx_cc", "catalog"]);
    let registry = argkind::command::<cli::Cli>()
        .registry_of(&["compile"])
        .expect("compile exists");
    assert_eq!(markdown, registry.to_markdown());
    let rows: Vec<&str> = markdown.lines().skip(2).collect();
    assert_eq!(
        rows.len(),
        registry.len() - 2,
        "every flag but the positional and the HARG one"
    );
    assert!(rows.contains(&"| `--lnc` | PUBLIC | public | backend | `2` | Physical cores per logical core |"));
    assert!(rows.contains(
        &"| `--internal-hlo-remat` / `--no-internal-hlo-remat` | INTERNAL | internal | frontend | `true` | Rematerialise in HLO |"
    ));
    assert!(rows.contains(
        &"| `--experimental-unsafe-fp8e4m3fn-as-fp8e4m3` | EARG | unsafe | hlo2tensorizer | `false` | Treat fp8e4m3fn as fp8e4m3 (changes results) |"
    ));
    assert!(!markdown.contains("debug-replay-dir"));
    for row in markdown.lines() {
        assert_eq!(cells(row).len(), 6, "{row}");
    }
}

#[test]
fn the_example_prints_json_for_any_subcommand() {
    let text = example_catalog(&["neuronx_cc", "catalog", "--format", "json"]);
    assert!(text.ends_with("}\n"));
    let json: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(json["command"], "compile");
    let flags = json["flags"].as_array().expect("an array");
    let neff = flags
        .iter()
        .find(|f| f["flag"] == "--enable-internal-neff-wrapper")
        .expect("listed");
    assert_eq!(
        (&neff["kind"], &neff["stability"], &neff["job"], &neff["negation"]),
        (
            &json!("INTERNAL"),
            &json!("enable-internal"),
            &json!("backend"),
            &json!("disable-internal-neff-wrapper")
        )
    );
    assert!(flags.iter().all(|f| f["kind"] != "HARG"));

    let json: Value = serde_json::from_str(&example_catalog(&[
        "neuronx_cc",
        "catalog",
        "list-operators",
        "--format=json",
    ]))
    .expect("JSON");
    assert_eq!(json["command"], "list-operators");
    assert_eq!(json["flags"].as_array().map(Vec::len), Some(1));
}

#[test]
fn the_catalog_subcommand_is_hidden() {
    let cmd = argkind::command::<cli::Cli>();
    let help = cmd.render_help(&[], true).expect("root help").to_string();
    assert!(help.contains("compile") && !help.contains("catalog"), "{help}");
    assert!(cmd
        .command()
        .find_subcommand("catalog")
        .is_some_and(Command::is_hide_set));
    let err = argkind::try_parse_from::<cli::Cli>(["neuronx_cc", "catalog", "--format", "yaml"]).unwrap_err();
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn a_registry_serializes_with_serde_record_by_record() {
    let cmd = Command::new("cc")
        .arg(
            Arg::new("fast")
                .long("fast")
                .short('f')
                .action(ArgAction::SetTrue)
                .help("Go fast")
                .help_heading("Speed"),
        )
        .arg(Arg::new("old").long("old").help("Former --name"))
        .arg(Arg::new("name").long("name").default_value("two words"))
        .arg(Arg::new("input"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable().job("backend"))
        .arg(
            "old",
            ArgSpec::new()
                .kind(ArgKind::Hidden)
                .deprecated_for("name")
                .job("backend"),
        )
        .arg("name", ArgSpec::new().extend());
    let registry = ArgKindCommand::new(cmd, spec).registry();
    let value = serde_json::to_value(&registry).expect("serializes");
    assert_eq!(value["command"], "cc");
    let records = value["records"].as_array().expect("records");
    assert_eq!(records.len(), 4);
    assert_eq!(
        records[0],
        json!({
            "id": "fast", "long": "fast", "short": "f", "kind": "PUBLIC", "job": "backend",
            "default": "false", "help": "Go fast", "context": "Speed", "negation": "no-fast",
            "deprecated": false, "replacement": null, "extend": false, "positional": false
        })
    );
    assert_eq!(
        records[1],
        json!({
            "id": "old", "long": "old", "short": null, "kind": "HIDDEN", "job": "backend",
            "default": null, "help": "Former --name", "context": "", "negation": null,
            "deprecated": true, "replacement": "name", "extend": false, "positional": false
        })
    );
    assert_eq!(records[2]["default"], "\"two words\"");
    assert_eq!(records[3]["help"], argkind::MISSING_HELP);
    let keys: Vec<&str> = records[3]
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "id",
            "long",
            "short",
            "kind",
            "job",
            "default",
            "help",
            "context",
            "negation",
            "deprecated",
            "replacement",
            "extend",
            "positional"
        ]
    );
}

/// An empty help text is a missing one: the record says [`argkind::MISSING_HELP`],
/// as for a flag with no help at all.
#[test]
fn an_empty_help_text_is_missing_help() {
    let cmd = Command::new("cc")
        .arg(Arg::new("empty").long("empty").help(""))
        .arg(Arg::new("none").long("none"));
    let registry = ArgKindCommand::new(cmd, CommandSpec::new()).registry();
    let helps: Vec<&str> = registry.iter().map(|record| record.help()).collect();
    assert_eq!(helps, [argkind::MISSING_HELP, argkind::MISSING_HELP]);
}

/// A record's default is what clap's help shows: a value-less flag's
/// implicit one (`false` for `SetTrue`, `true` for `SetFalse`, `0` for a
/// count), several values joined by spaces.
#[test]
fn a_record_s_default_is_the_one_help_shows() {
    let cmd = Command::new("cc")
        .arg(Arg::new("on").long("on").action(ArgAction::SetTrue))
        .arg(Arg::new("off").long("off").action(ArgAction::SetFalse))
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
        .arg(Arg::new("pair").long("pair").num_args(2).default_values(["a", "b"]))
        .arg(Arg::new("plain").long("plain"));
    let registry = ArgKindCommand::new(cmd, CommandSpec::new()).registry();
    let defaults: Vec<(&str, Option<&str>)> = registry.iter().map(|r| (r.id(), r.default())).collect();
    assert_eq!(
        defaults,
        [
            ("on", Some("false")),
            ("off", Some("true")),
            ("verbose", Some("0")),
            ("pair", Some("a b")),
            ("plain", None)
        ]
    );
}

/// A styled help text is stored without its styling.
#[test]
fn a_styled_help_text_is_stored_plain() {
    use clap::builder::styling::Style;
    use clap::builder::StyledStr;
    use std::fmt::Write as _;
    let bold = Style::new().bold();
    let mut help = StyledStr::new();
    write!(help, "{bold}Fast{bold:#} mode").unwrap();
    let cmd = Command::new("cc").arg(Arg::new("fast").long("fast").help(help));
    let registry = ArgKindCommand::new(cmd, CommandSpec::new()).registry();
    assert_eq!(registry.get("fast").expect("a record").help(), "Fast mode");
}

/// A deprecated flag's replacement is named by its long name, not its id.
#[test]
fn a_replacement_is_named_by_its_long_name() {
    let cmd = Command::new("cc")
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new_id").long("new-name"));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new_id"));
    let registry = ArgKindCommand::new(cmd, spec).registry();
    assert_eq!(registry.get("old").expect("old").replacement(), Some("new-name"));
}

//! S3: the one automatic rule, and the contradiction check.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};

#[test]
fn internal_prefix_after_one_pair_prefix_is_internal() {
    for long in [
        "--internal-hlo-remat",
        "--no-internal-hlo-remat",
        "--enable-internal-neff-wrapper",
        "--disable-internal-x",
        "internal-x",
    ] {
        assert_eq!(ArgKind::from_name(long), Some(ArgKind::Internal), "{long}");
    }
}

#[test]
fn nothing_else_is_inferred() {
    for long in [
        "--internal",
        "--internals-x",
        "--enable-experimental-x",
        "--no-enable-x",
        "--enable-no-internal-x",
        "--enable-disable-internal-x",
        "--target",
        "--x-internal-y",
    ] {
        assert_eq!(ArgKind::from_name(long), None, "{long}");
    }
}

#[test]
fn default_is_public_and_explicit_tier_is_kept() {
    assert_eq!(ArgKind::resolve(None, Some("target")), Ok(ArgKind::Public));
    assert_eq!(
        ArgKind::resolve(Some(ArgKind::Earg), Some("enable-experimental-x")),
        Ok(ArgKind::Earg)
    );
    assert_eq!(
        ArgKind::resolve(Some(ArgKind::Internal), Some("internal-x")),
        Ok(ArgKind::Internal)
    );
    assert_eq!(ArgKind::resolve(None, Some("internal-x")), Ok(ArgKind::Internal));
}

#[test]
fn an_explicit_tier_contradicting_the_rule_is_an_error_the_rule_wins() {
    let conflict = ArgKind::resolve(Some(ArgKind::Hidden), Some("internal-x")).unwrap_err();
    assert_eq!(conflict.rule, ArgKind::Internal);
    assert_eq!(conflict.declared, ArgKind::Hidden);
    assert!(conflict.to_string().contains("--internal-x"));
}

#[test]
fn registry_applies_the_rule_to_undeclared_flags() {
    let cmd = Command::new("tool")
        .arg(Arg::new("internal-x").long("internal-x").action(ArgAction::SetTrue))
        .arg(
            Arg::new("enable-internal-y")
                .long("enable-internal-y")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("internals").long("internals").action(ArgAction::SetTrue));
    let registry = ArgKindCommand::new(cmd, CommandSpec::new()).registry();
    assert_eq!(registry.get("internal-x").unwrap().kind(), ArgKind::Internal);
    assert_eq!(registry.get("enable-internal-y").unwrap().kind(), ArgKind::Internal);
    assert_eq!(registry.get("internals").unwrap().kind(), ArgKind::Public);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "is declared HIDDEN but its name makes it INTERNAL")]
fn builder_panics_on_a_contradicting_tier_in_debug_builds() {
    let cmd = Command::new("tool").arg(Arg::new("internal-x").long("internal-x").action(ArgAction::SetTrue));
    let _ = ArgKindCommand::new(
        cmd,
        CommandSpec::new().arg("internal-x", ArgSpec::new().kind(ArgKind::Hidden)),
    );
}

#[test]
fn tier_names_display_upper_case_and_pad() {
    let names: Vec<String> = ArgKind::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["PUBLIC", "HIDDEN", "INTERNAL", "EARG", "HARG"]);
    assert_eq!(format!("{:<8}|", ArgKind::Earg), "EARG    |");
    assert_eq!("earg".parse::<ArgKind>(), Ok(ArgKind::Earg));
    assert!("secret".parse::<ArgKind>().is_err());
}

#[test]
fn each_tier_is_shown_on_its_surfaces_only() {
    use argkind::Surface;
    let surfaces = [
        Surface::Help,
        Surface::HelpHidden,
        Surface::HelpHiddenList,
        Surface::Completions,
    ];
    let shown = |kind: ArgKind| -> Vec<Surface> { surfaces.into_iter().filter(|s| kind.is_shown_on(*s)).collect() };
    assert_eq!(shown(ArgKind::Public), [Surface::Help, Surface::Completions]);
    assert_eq!(shown(ArgKind::Hidden), [Surface::HelpHidden]);
    assert_eq!(shown(ArgKind::Earg), [Surface::HelpHidden]);
    assert_eq!(shown(ArgKind::Internal), [Surface::HelpHiddenList]);
    assert_eq!(shown(ArgKind::Harg), []);
}

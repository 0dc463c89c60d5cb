//! S9: the "a similar argument exists" tip of a typo next to pair flags.
//! Every long spelling counts, negations included, each with its own tier;
//! a typo that starts `no-` or `disable-` is compared with the spellings
//! that read negative first; the closest spelling is offered only when it is
//! PUBLIC, and otherwise no similar-argument tip is given: never a public
//! look-alike, never the other half of the pair. Builder API.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation};
use clap::{Arg, ArgAction, Command};

/// A value-less flag `--long` with the id `long`.
fn flag(long: &'static str) -> Arg {
    Arg::new(long).long(long).action(ArgAction::SetTrue)
}

/// The error text of `argv` (after `tool`) for `tool` with `args`, declared
/// by `spec`.
fn error(args: impl IntoIterator<Item = Arg>, spec: CommandSpec, argv: &[&str]) -> String {
    let mut cmd = ArgKindCommand::new(Command::new("tool").args(args), spec);
    let err = match cmd.try_get_matches_from(std::iter::once("tool").chain(argv.iter().copied())) {
        Ok(_) => panic!("{argv:?} was accepted"),
        Err(err) => err,
    };
    assert_eq!(err.exit_code(), 2, "{argv:?}: {err}");
    err.to_string()
}

/// clap's text for the unknown `typo` in `tool`, with the tip `tip`
/// (a similar-argument tip, the `-- ARG` tip, or none) and the usage `usage`.
fn expected(typo: &str, tip: Option<&str>, usage: &str) -> String {
    let tip = tip.map(|tip| format!("  tip: {tip}\n\n")).unwrap_or_default();
    format!("error: unexpected argument '{typo}' found\n\n{tip}Usage: {usage}\n\nFor more information, try '--help'.\n")
}

/// The tip naming `--long`.
fn similar(long: &str) -> Option<String> {
    Some(format!("a similar argument exists: '--{long}'"))
}

#[test]
fn a_typo_of_a_negation_gets_the_negation() {
    let text = error(
        [flag("hidden")],
        CommandSpec::new().arg("hidden", ArgSpec::new().noable()),
        &["--no-hiden"],
    );
    assert_eq!(
        text,
        expected("--no-hiden", similar("no-hidden").as_deref(), "tool [OPTIONS]")
    );
}

/// A typo that starts `no-` gets a negative spelling when one is similar
/// enough, even where a positive one is closer by clap's measure: plain clap
/// suggests `--incremental` for `--no-icremental`.
#[test]
fn a_negative_typo_is_compared_with_negative_spellings_first() {
    let twin = Command::new("tool")
        .arg(flag("incremental"))
        .arg(flag("no-incremental"));
    let plain = twin
        .try_get_matches_from(["tool", "--no-icremental"])
        .unwrap_err()
        .to_string();
    assert!(plain.contains("a similar argument exists: '--incremental'"), "{plain}");

    let spec = CommandSpec::new().arg("incremental", ArgSpec::new().noable());
    let text = error([flag("incremental")], spec, &["--no-icremental"]);
    assert_eq!(
        text,
        expected(
            "--no-icremental",
            similar("no-incremental").as_deref(),
            "tool [OPTIONS]"
        )
    );
}

/// The case: `--no-hidden` is HIDDEN beside a PUBLIC `--hidden`; a
/// typo of it gets no tip, not `--hidden`.
#[test]
fn a_typo_of_a_hidden_negation_gets_no_tip_and_never_its_flag() {
    let spec = CommandSpec::new().arg("hidden", ArgSpec::new().negation(Negation::new().kind(ArgKind::Hidden)));
    let text = error([flag("hidden")], spec, &["--no-hiden"]);
    assert_eq!(text, expected("--no-hiden", None, "tool [OPTIONS]"));

    // Nor where the flag is closer by clap's measure (and clap, suggesting
    // it, would add it to the usage line).
    let spec = CommandSpec::new().arg(
        "incremental",
        ArgSpec::new().negation(Negation::new().kind(ArgKind::Hidden)),
    );
    let text = error([flag("incremental")], spec, &["--no-icremental"]);
    assert_eq!(text, expected("--no-icremental", None, "tool [OPTIONS]"));
}

#[test]
fn a_typo_of_a_hidden_custom_negation_gets_no_tip() {
    let spec = CommandSpec::new().arg(
        "absolute-path",
        ArgSpec::new().negation(Negation::new().long("relative-path").kind(ArgKind::Hidden)),
    );
    let text = error([flag("absolute-path")], spec, &["--relative-pat"]);
    assert_eq!(text, expected("--relative-pat", None, "tool [OPTIONS]"));
}

#[test]
fn a_typo_of_a_public_custom_negation_gets_it() {
    // With the flag's tier, the negation is a spelling in the flag's entry.
    let spec = CommandSpec::new().arg(
        "absolute-path",
        ArgSpec::new().negation(Negation::new().long("relative-path")),
    );
    let text = error([flag("absolute-path")], spec, &["--relative-pat"]);
    assert_eq!(
        text,
        expected("--relative-pat", similar("relative-path").as_deref(), "tool [OPTIONS]")
    );

    // With a help text of its own, it is an entry of its own, which clap
    // adds to the usage line as it does any flag it suggests and shows.
    let spec = CommandSpec::new().arg(
        "absolute-path",
        ArgSpec::new().negation(Negation::new().long("relative-path").help("Print relative paths")),
    );
    let text = error([flag("absolute-path")], spec, &["--relative-pat"]);
    assert_eq!(
        text,
        expected(
            "--relative-pat",
            similar("relative-path").as_deref(),
            "tool --relative-path"
        )
    );
}

/// `--no-ignore` is the documented flag; `--ignore`, its negation, is
/// HIDDEN. `--ignore` reads positive and `--no-ignore` negative.
#[test]
fn a_negative_first_pair_is_suggested_by_what_its_spellings_say() {
    let spec = || {
        CommandSpec::new().arg(
            "no-ignore",
            ArgSpec::new().negation(Negation::new().long("ignore").kind(ArgKind::Hidden)),
        )
    };
    let text = error([flag("no-ignore")], spec(), &["--ignor"]);
    assert_eq!(text, expected("--ignor", None, "tool [OPTIONS]"));
    // clap adds the flag it suggests to the usage line, when it shows it.
    let text = error([flag("no-ignore")], spec(), &["--no-ignor"]);
    assert_eq!(
        text,
        expected("--no-ignor", similar("no-ignore").as_deref(), "tool --no-ignore")
    );

    // `--ignore-vcs` is close enough to `--no-ignore-vc` to pass clap's
    // threshold, but it reads positive: the negative spelling wins.
    let spec = CommandSpec::new().arg(
        "no-ignore-vcs",
        ArgSpec::new().negation(Negation::new().long("ignore-vcs")),
    );
    let text = error([flag("no-ignore-vcs")], spec, &["--no-ignore-vc"]);
    assert_eq!(
        text,
        expected(
            "--no-ignore-vc",
            similar("no-ignore-vcs").as_deref(),
            "tool --no-ignore-vcs"
        )
    );
}

#[test]
fn a_typo_of_disable_gets_disable() {
    let spec = CommandSpec::new().arg("enable-foo", ArgSpec::new().enable_disable());
    let text = error([flag("enable-foo")], spec, &["--disable-fo"]);
    assert_eq!(
        text,
        expected("--disable-fo", similar("disable-foo").as_deref(), "tool [OPTIONS]")
    );

    // A HIDDEN `--disable-foo`: no tip, never `--enable-foo`.
    let spec = CommandSpec::new().arg(
        "enable-foo",
        ArgSpec::new()
            .enable_disable()
            .negation(Negation::new().kind(ArgKind::Hidden)),
    );
    let text = error([flag("enable-foo")], spec, &["--disable-fo"]);
    assert_eq!(text, expected("--disable-fo", None, "tool [OPTIONS]"));
}

/// `--mysterious-flag` is PUBLIC and similar enough, but `--mystery-flag`,
/// HIDDEN, is closer: no similar-argument tip, and in a command with
/// positionals clap's `-- ARG` tip instead.
#[test]
fn a_typo_closest_to_a_hidden_flag_gets_no_public_look_alike() {
    let args = || {
        [
            flag("mystery-flag"),
            Arg::new("mysterious-flag").long("mysterious-flag"),
        ]
    };
    let spec = || CommandSpec::new().arg("mystery-flag", ArgKind::Hidden);
    let text = error(args(), spec(), &["--mystery-fla"]);
    assert_eq!(text, expected("--mystery-fla", None, "tool [OPTIONS]"));

    let with_input = args().into_iter().chain([Arg::new("input")]);
    let text = error(with_input, spec(), &["--mystery-fla"]);
    let tip = "to pass '--mystery-fla' as a value, use '-- --mystery-fla'";
    assert_eq!(text, expected("--mystery-fla", Some(tip), "tool [OPTIONS] [input]"));

    // clap's `'sub --flag' exists` in a subcommand obeys the same rule.
    let cmd = Command::new("tool").subcommand(Command::new("sub").args(args()));
    let mut cmd = ArgKindCommand::new(cmd, CommandSpec::new().subcommand("sub", spec()));
    let text = cmd
        .try_get_matches_from(["tool", "--mystery-fla", "sub"])
        .unwrap_err()
        .to_string();
    assert_eq!(text, expected("--mystery-fla", None, "tool [OPTIONS] [COMMAND]"));
}

/// A typo that reads negative never gets a spelling that reads positive:
/// `--no-absolute-pat` means "not absolute", and `--absolute-path` would be
/// the opposite; plain clap suggests it. argkind suggests the negation
/// `--relative-path`, which is what it asks for.
#[test]
fn a_negative_typo_never_gets_a_positive_spelling() {
    let twin = Command::new("tool")
        .arg(flag("absolute-path"))
        .arg(flag("relative-path"));
    let plain = twin
        .try_get_matches_from(["tool", "--no-absolute-pat"])
        .unwrap_err()
        .to_string();
    assert!(
        plain.contains("a similar argument exists: '--absolute-path'"),
        "{plain}"
    );

    let spec = CommandSpec::new().arg(
        "absolute-path",
        ArgSpec::new().negation(Negation::new().long("relative-path").help("Relative paths")),
    );
    let text = error([flag("absolute-path")], spec, &["--no-absolute-pat"]);
    let tip = similar("relative-path");
    assert_eq!(
        text,
        expected("--no-absolute-pat", tip.as_deref(), "tool --relative-path")
    );
    // A plain flag too: `--no-verbos` does not get `--verbose`.
    let text = error([flag("verbose")], CommandSpec::new(), &["--no-verbos"]);
    assert_eq!(text, expected("--no-verbos", None, "tool [OPTIONS]"));
}

/// A negation reads negative by its own pair flag's long name, whatever the
/// other flags of the command: `--no-fast` (of `--fast`) reads negative
/// beside a `--no-cache` declared before it, and is the pick for `--no-fas`.
#[test]
fn a_negation_reads_as_its_own_pair_flag_says() {
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let text = error([flag("no-cache"), flag("fast")], spec, &["--no-fas"]);
    assert_eq!(
        text,
        expected("--no-fas", similar("no-fast").as_deref(), "tool [OPTIONS]")
    );
}

/// Where argkind's pick replaces clap's in a command with positionals, the
/// pick is the only tip: clap's `-- ARG` tip is for a typo with no similar
/// argument.
#[test]
fn a_replaced_tip_beside_positionals_gets_no_dash_dash_tip() {
    let spec = CommandSpec::new().arg("incremental", ArgSpec::new().noable());
    let text = error([flag("incremental"), Arg::new("input")], spec, &["--no-icremental"]);
    assert_eq!(
        text,
        expected(
            "--no-icremental",
            similar("no-incremental").as_deref(),
            "tool [OPTIONS] [input]"
        )
    );
}

/// Equally close spellings are decided as clap decides them in the
/// hand-written twin, where each negation was a field right after its
/// flag: the last of them in that order wins. argkind adds the negations
/// after every argument of the application; read in that order, the hidden
/// `--no-hidden` would win over the public `--no-ignore` (both are as close
/// to `--no-i`), and the tip plain clap gives would be lost.
#[test]
fn a_tie_is_decided_in_the_order_of_the_hand_written_twin() {
    let hidden_negation = || ArgSpec::new().noable().negation(Negation::new().kind(ArgKind::Hidden));
    let twin = Command::new("tool")
        .arg(flag("hidden"))
        .arg(flag("no-hidden").hide(true))
        .arg(flag("no-ignore"))
        .arg(flag("ignore").hide(true));
    let plain = twin.try_get_matches_from(["tool", "--no-i"]).unwrap_err().to_string();
    assert!(plain.contains("a similar argument exists: '--no-ignore'"), "{plain}");

    let spec = CommandSpec::new().arg("hidden", hidden_negation()).arg(
        "no-ignore",
        ArgSpec::new()
            .noable()
            .negation(Negation::new().long("ignore").kind(ArgKind::Hidden)),
    );
    let text = error([flag("hidden"), flag("no-ignore")], spec, &["--no-i"]);
    // clap's usage line names the flag it suggests, where clap shows it:
    // here, clap's own pick is the hidden negation, and the line is the
    // command's.
    assert_eq!(
        text,
        expected("--no-i", similar("no-ignore").as_deref(), "tool [OPTIONS]")
    );
}

/// The twin's order puts a negation right after its own flag, not after
/// the first flag: of `--no-fest` and `--no-fast` (equally close to
/// `--no-fst`), the negation of the later `--fast` comes last, and wins.
#[test]
fn a_negation_stands_right_after_its_own_flag_for_a_tie() {
    let twin = Command::new("tool")
        .arg(flag("level"))
        .arg(flag("no-fest"))
        .arg(flag("fast"))
        .arg(flag("no-fast"));
    let plain = twin.try_get_matches_from(["tool", "--no-fst"]).unwrap_err().to_string();
    assert!(plain.contains("a similar argument exists: '--no-fast'"), "{plain}");
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let text = error([flag("level"), flag("no-fest"), flag("fast")], spec, &["--no-fst"]);
    assert!(text.contains("a similar argument exists: '--no-fast'"), "{text}");
}

/// A negative typo written in the other pair style (`--no-enable-verifier`
/// for an enable/disable pair, `--disable-cache` for a noable one) gets the
/// negation, which is what it asks for, over a look-alike negation of
/// another flag; a HIDDEN negation still gets no tip.
#[test]
fn a_negation_typed_in_the_other_style_gets_the_negation() {
    let args = || [flag("enable-verifier"), flag("verify"), flag("cache")];
    let spec = || {
        CommandSpec::new()
            .arg("enable-verifier", ArgSpec::new().enable_disable())
            .arg("verify", ArgSpec::new().noable())
            .arg("cache", ArgSpec::new().noable())
    };
    for (typo, tip) in [
        ("--no-enable-verifier", "disable-verifier"),
        ("--no-enable-verifer", "disable-verifier"),
        ("--disable-cache", "no-cache"),
        ("--disable-verify", "no-verify"),
        // The negation's own spelling still wins where it is the closer.
        ("--no-verif", "no-verify"),
        ("--disable-verifie", "disable-verifier"),
    ] {
        let text = error(args(), spec(), &[typo]);
        assert_eq!(
            text,
            expected(typo, similar(tip).as_deref(), "tool [OPTIONS]"),
            "{typo}"
        );
    }
    // A positive typo is as before.
    let text = error(args(), spec(), &["--enable-verifer"]);
    assert_eq!(
        text,
        expected(
            "--enable-verifer",
            similar("enable-verifier").as_deref(),
            "tool --enable-verifier"
        )
    );
    // A HIDDEN negation: no tip (the closest negative spelling is it).
    let hidden = CommandSpec::new().arg(
        "enable-verifier",
        ArgSpec::new()
            .enable_disable()
            .negation(Negation::new().kind(ArgKind::Hidden)),
    );
    let text = error([flag("enable-verifier")], hidden, &["--no-enable-verifier"]);
    assert_eq!(text, expected("--no-enable-verifier", None, "tool [OPTIONS]"));
}

//! Definition checks of the builder API: every mistake in the declarations
//! is a panic from `ArgKindCommand::new` in debug builds, with a message
//! that names the flag and says what to change.

use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation};
use clap::{Arg, ArgAction, ArgGroup, Command};

fn flag(id: &'static str) -> Arg {
    Arg::new(id).long(id).action(ArgAction::SetTrue)
}

fn option(id: &'static str) -> Arg {
    Arg::new(id).long(id)
}

fn new(cmd: Command, spec: CommandSpec) -> ArgKindCommand {
    ArgKindCommand::new(cmd, spec)
}

// 1. A negation that collides with a real flag, an alias or a global.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--no-x` of command `tool` would name both argument `no-x` and the negation argkind adds for pair flag `x`"
)]
fn a_negation_that_is_a_real_flag() {
    let cmd = Command::new("tool").arg(flag("x")).arg(flag("no-x"));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "would name both argument `y` and the negation argkind adds for pair flag `x`")]
fn a_negation_that_is_an_alias() {
    let cmd = Command::new("tool").arg(flag("x")).arg(flag("y").alias("no-x"));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--no-x` of command `sub` would name both argument `no-x` and the negation argkind adds for pair flag `x` (a global of command `tool`)"
)]
fn a_global_negation_that_is_a_subcommand_s_flag() {
    let cmd = Command::new("tool")
        .arg(flag("x").global(true))
        .subcommand(Command::new("sub").arg(flag("no-x")));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--no-x` of command `sub` would name both the negation argkind adds for pair flag `x` and argument `no-x` (a global of command `tool`)"
)]
fn a_negation_that_is_a_global_flag() {
    let cmd = Command::new("tool")
        .arg(flag("no-x").global(true))
        .subcommand(Command::new("sub").arg(flag("x")));
    new(
        cmd,
        CommandSpec::new().subcommand("sub", CommandSpec::new().arg("x", ArgSpec::new().noable())),
    );
}

#[test]
fn a_global_pair_is_not_a_collision_with_itself() {
    let cmd = Command::new("tool")
        .arg(flag("x").global(true))
        .subcommand(Command::new("sub").arg(flag("y")));
    let mut cmd = new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
    let m = cmd.try_get_matches_from(["tool", "sub", "--x", "--no-x"]).unwrap();
    assert!(!m.subcommand_matches("sub").unwrap().get_flag("x"));
    // The prepared and built command checks again.
    cmd.debug_assert();
}

#[test]
fn a_global_a_subcommand_redeclares_under_another_long_leaves_its_long_to_a_negation() {
    // `sub` has an argument of the global's id, so clap does not copy the
    // global into it: `--verbose` is free there for `w`'s negation.
    let cmd = Command::new("tool")
        .arg(Arg::new("v").long("verbose").action(ArgAction::SetTrue).global(true))
        .subcommand(
            Command::new("sub")
                .arg(Arg::new("v").long("verb").action(ArgAction::SetTrue))
                .arg(flag("w")),
        );
    let spec = CommandSpec::new().subcommand(
        "sub",
        CommandSpec::new().arg("w", ArgSpec::new().negation(argkind::Negation::new().long("verbose"))),
    );
    let mut cmd = new(cmd, spec);
    let m = cmd.try_get_matches_from(["tool", "sub", "--w", "--verbose"]).unwrap();
    let sub = m.subcommand_matches("sub").unwrap();
    assert!(!sub.get_flag("w"));
    assert!(!sub.get_flag("v"));
    cmd.debug_assert();
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--no-x` of command `tool` would name both argument `no-x` and the negation argkind adds for pair flag `x`, and clap would read it as only one of them; rename the argument or drop the alias, or give the pair flag another long name"
)]
fn a_negation_that_is_a_real_flag_is_told_to_rename_one_of_the_two() {
    let cmd = Command::new("tool").arg(flag("x")).arg(flag("no-x"));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

// 2. Any two generated spellings that collide.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--disable-y` of command `tool` would name both argument `disable-y` and the negation argkind adds for pair flag `enable-y`"
)]
fn a_noable_disable_flag_next_to_an_enable_disable_pair() {
    let cmd = Command::new("tool").arg(flag("disable-y")).arg(flag("enable-y"));
    let spec = CommandSpec::new()
        .arg("disable-y", ArgSpec::new().noable())
        .arg("enable-y", ArgSpec::new().enable_disable());
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "would name both the negation argkind adds for pair flag `x2` and the negation argkind adds for pair flag `x` (a global of command `tool`), and clap would read it as only one of them; give one of the pair flags another long name"
)]
fn two_negations_of_one_spelling() {
    let cmd = Command::new("tool")
        .arg(flag("x").global(true))
        .subcommand(Command::new("sub").arg(Arg::new("x2").long("x").action(ArgAction::SetTrue)));
    let spec = CommandSpec::new()
        .arg("x", ArgSpec::new().noable())
        .subcommand("sub", CommandSpec::new().arg("x2", ArgSpec::new().noable()));
    new(cmd, spec);
}

// 3. A replacement that is the flag itself, or cannot take its values.

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "deprecated flag `old` of command `tool` names itself as its replacement")]
fn a_replacement_that_is_the_flag_itself() {
    let cmd = Command::new("tool").arg(option("old"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("old")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `tool` takes values, which go to its replacement `new`, but `new` takes none"
)]
fn a_valued_flag_redirected_to_a_set_true_flag() {
    let cmd = Command::new("tool").arg(option("old")).arg(flag("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `tool` parses its values as `OsString`, but its replacement `new` parses them as `String`"
)]
fn a_redirect_to_a_replacement_of_another_value_type() {
    // A path (`OsString`) redirected to a `String` option: a non-UTF-8 path
    // the flag accepts would fail in the replacement.
    let cmd = Command::new("tool")
        .arg(option("old").value_parser(clap::value_parser!(std::ffi::OsString)))
        .arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
fn a_redirect_between_options_of_one_value_type_is_fine() {
    let cmd = Command::new("tool")
        .arg(option("old").value_parser(clap::value_parser!(u8)))
        .arg(option("new").value_parser(clap::value_parser!(u8).range(1..)));
    let mut cmd = new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["tool", "--old", "3"]).unwrap();
    assert_eq!(m.get_one::<u8>("new"), Some(&3));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "deprecated flag `old` of command `tool` takes values, which go to its replacement `new`")]
fn a_valued_flag_redirected_to_a_count_flag() {
    let cmd = Command::new("tool")
        .arg(option("old"))
        .arg(Arg::new("new").long("new").action(ArgAction::Count));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `tool` takes no values, so its replacement `new` is given as a bare `--new`, but `new` is not a `SetTrue` or `Count` flag"
)]
fn a_value_less_flag_redirected_to_an_option() {
    let cmd = Command::new("tool").arg(flag("old")).arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `cli` accepts the value `x`, which goes to its replacement `new`, but the value parser of `new` rejects it (possible values: p, q); give `old` only values `new` accepts (the same value parser), or redirect to a flag that accepts every value of `old`"
)]
fn a_redirect_to_a_replacement_whose_possible_values_differ() {
    let cmd = Command::new("cli")
        .arg(option("old").value_parser(["x", "y"]))
        .arg(option("new").value_parser(["p", "q"]));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `cli` accepts the value `z`, which goes to its replacement `new`"
)]
fn a_redirect_to_a_replacement_that_lacks_one_possible_value() {
    let cmd = Command::new("cli")
        .arg(option("old").value_parser(["x", "y", "z"]))
        .arg(option("new").value_parser(["x", "y"]));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `cli` accepts the value `0`, which goes to its replacement `new`"
)]
fn a_redirect_to_a_replacement_whose_value_parser_rejects_a_possible_value() {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    // No possible values of its own: the replacement's parser is tried.
    let cmd = Command::new("cli")
        .arg(option("old").value_parser(PossibleValuesParser::new(["0", "1"]).map(|s| s.parse::<u8>().unwrap())))
        .arg(option("new").value_parser(clap::value_parser!(u8).range(1..)));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
fn a_redirect_to_a_replacement_of_the_same_or_more_possible_values_passes() {
    let cmd = Command::new("cli")
        .arg(option("old").value_parser(["x", "y"]))
        .arg(option("same").value_parser(["y", "x"]))
        .arg(option("wider").value_parser(["x", "y", "z"]))
        .arg(option("any"));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("same"));
    let mut cli = new(cmd.clone(), spec);
    let m = cli.try_get_matches_from(["cli", "--old", "x"]).unwrap();
    assert_eq!(m.get_one::<String>("same").map(String::as_str), Some("x"));
    cli.debug_assert();
    for to in ["wider", "any"] {
        let spec = CommandSpec::new().arg("old", ArgSpec::new().deprecated_for(to));
        let mut cli = new(cmd.clone(), spec);
        let m = cli.try_get_matches_from(["cli", "--old", "y"]).unwrap();
        assert_eq!(m.get_one::<String>(to).map(String::as_str), Some("y"));
    }
}

#[test]
fn a_flag_without_possible_values_redirected_to_one_with_some_passes() {
    // The flag accepts more than its replacement, as `u8` does beside
    // `u8` from 1: the replacement's parser checks what was typed, and its
    // error names the flag the user typed, with the possible values.
    let cmd = Command::new("cli")
        .arg(option("old"))
        .arg(option("new").value_parser(["p", "q"]));
    let mut cli = new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cli.try_get_matches_from(["cli", "--old", "p"]).unwrap();
    assert_eq!(m.get_one::<String>("new").map(String::as_str), Some("p"));
    let err = cli.try_get_matches_from(["cli", "--old", "z"]).unwrap_err().to_string();
    assert!(err.contains("invalid value 'z' for '--old"), "{err}");
    assert!(err.contains("[possible values: p, q]"), "{err}");
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `cli` passes on 1 value at each occurrence, and each occurrence goes to its replacement `new` with its values, but `new` takes 2 values at each occurrence; give both the same number of values (`num_args`), or redirect to a flag that takes 1 value"
)]
fn a_redirect_to_a_replacement_of_two_values() {
    let cmd = Command::new("cli").arg(option("old")).arg(option("new").num_args(2));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `cli` passes on 2 values at each occurrence, and each occurrence goes to its replacement `new` with its values, but `new` takes 1 value at each occurrence; give both the same number of values (`num_args`), or redirect to a flag that takes 2 values, or to one that takes 1 value with `ArgAction::Append`"
)]
fn a_redirect_of_two_values_to_a_replacement_of_one() {
    // `--old a b` would be `--new a --new b`, and `--new` keeps only `b`.
    let cmd = Command::new("cli").arg(option("old").num_args(2)).arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `cli` passes on 1 to 3 values at each occurrence, and each occurrence goes to its replacement `new` with its values, but `new` takes 1 to 2 values at each occurrence"
)]
fn a_redirect_of_up_to_three_values_to_a_replacement_of_up_to_two() {
    let cmd = Command::new("cli")
        .arg(option("old").num_args(1..=3))
        .arg(option("new").num_args(1..=2));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `cli` passes on 1 or more values at each occurrence, and each occurrence goes to its replacement `new` with its values, but `new` takes 1 value at each occurrence; give both the same number of values (`num_args`), or redirect to a flag that takes 1 or more values, or to one that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)"
)]
fn a_redirect_of_an_extend_flag_to_a_replacement_that_keeps_one_value() {
    // `--old a b` would be `--new=a --new=b`, and `--new` keeps only `b`.
    let cmd = Command::new("cli").arg(option("old")).arg(option("new"));
    let spec = CommandSpec::new().arg("old", ArgSpec::new().extend().deprecated_for("new"));
    new(cmd, spec);
}

/// A redirect that gives its replacement several values at one
/// occurrence (`--fast a b` for `--fat a b`) from a flag that accepts
/// hyphen values, to one that does not: `--fat a=b --zz` would give `--fast
/// a=b --zz`, and clap would read `--zz` as a flag.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `fat` of command `root` accepts values that start with `-` (`allow_hyphen_values`), and passes several values at each occurrence on to its replacement `fast` in one occurrence, which reads such a value as a flag; accept them on `fast` too, or redirect to a flag that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)"
)]
fn a_redirect_of_hyphen_values_at_once_to_a_replacement_without_them() {
    let cmd = Command::new("root")
        .arg(option("fast").num_args(2))
        .arg(option("fat").num_args(2).allow_hyphen_values(true));
    new(
        cmd,
        CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
    );
}

/// The same with negative numbers.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `fat` of command `root` accepts negative numbers (`allow_negative_numbers`)"
)]
fn a_redirect_of_negative_numbers_at_once_to_a_replacement_without_them() {
    let cmd = Command::new("root")
        .arg(option("fast").num_args(2))
        .arg(option("fat").num_args(2).allow_negative_numbers(true));
    new(
        cmd,
        CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
    );
}

/// A flag that splits its values at a delimiter gives several at an
/// occurrence, any of which may start with `-` whatever the flag accepts
/// (`--fat a,-b`): to a replacement that takes them as separate tokens
/// and splits at no delimiter of its own, `--fast a -b` would read `-b`
/// as a flag.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `fat` of command `root` accepts values that start with `-` where it splits its values at its delimiter (`a,-b`), and passes several values at each occurrence on to its replacement `fast` in one occurrence, which reads such a value as a flag; accept them on `fast` too, or redirect to a flag that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own), or give `fast` the value delimiter of `fat`"
)]
fn a_redirect_of_delimited_values_at_once_to_a_replacement_without_the_delimiter() {
    let cmd = Command::new("root")
        .arg(option("fast").num_args(1..))
        .arg(option("fat").value_delimiter(','))
        .arg(flag("b").short('b'));
    new(
        cmd,
        CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
    );
}

/// With the delimiter on the replacement too, or hyphen values accepted
/// there, or a list that takes a value an occurrence, the split values
/// pass on as plain clap reads them for the deprecated flag, a value that
/// starts with `-` too, and nothing after them is taken for more.
#[test]
fn a_redirect_of_delimited_values_to_a_replacement_that_reads_them_passes_them_on() {
    let fat = || option("fat").value_delimiter(',');
    for fast in [
        option("fast").num_args(1..).value_delimiter(','),
        option("fast").num_args(0..=3).value_delimiter(','),
        option("fast")
            .num_args(1..)
            .value_delimiter(',')
            .allow_hyphen_values(true),
        option("fast").num_args(1..=2).value_delimiter(','),
        option("fast").action(ArgAction::Append),
    ] {
        for argv in [
            &["root", "--fat=a,-b", "-b"][..],
            &["root", "--fat", "a,-b,c", "x"],
            &["root", "--fat=a,b", "x"],
            &["root", "-b", "--fat=-a"],
        ] {
            let cmd = Command::new("root")
                .arg(fast.clone())
                .arg(fat())
                .arg(flag("b").short('b'))
                .arg(Arg::new("pattern"));
            let plain = cmd.clone().try_get_matches_from(argv).unwrap();
            let want: Vec<&String> = plain.get_many::<String>("fat").unwrap().collect();
            for mut cli in [
                new(
                    cmd.clone(),
                    CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
                ),
                ArgKindCommand::__new_whole(
                    cmd.clone(),
                    CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
                ),
            ] {
                let m = cli.try_get_matches_from(argv).unwrap();
                assert_eq!(
                    m.get_many::<String>("fast").unwrap().collect::<Vec<_>>(),
                    want,
                    "{argv:?} {fast:?}"
                );
                assert_eq!(m.get_flag("b"), plain.get_flag("b"), "{argv:?} {fast:?}");
                assert_eq!(
                    m.get_one::<String>("pattern"),
                    plain.get_one::<String>("pattern"),
                    "{argv:?} {fast:?}"
                );
            }
        }
    }
}

/// Where the replacement accepts hyphen values too, or takes a value at a
/// time (a list of one value an occurrence, given `--fast=--zz`), the
/// values pass on as plain clap reads them for the deprecated flag.
#[test]
fn a_redirect_of_hyphen_values_to_a_replacement_that_reads_them_passes_them_on() {
    let fat = || option("fat").num_args(2).allow_hyphen_values(true);
    let argv = ["root", "--fat", "a=b", "--zz"];
    for fast in [
        option("fast").num_args(2).allow_hyphen_values(true),
        option("fast").action(ArgAction::Append),
    ] {
        let cmd = Command::new("root").arg(fast).arg(fat());
        let plain = cmd.clone().try_get_matches_from(argv).unwrap();
        let want: Vec<&String> = plain.get_many::<String>("fat").unwrap().collect();
        let mut cli = new(
            cmd,
            CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast")),
        );
        let m = cli.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_many::<String>("fast").unwrap().collect::<Vec<_>>(), want);
    }
}

/// A redirect of several values at one occurrence to a replacement that
/// takes more and accepts hyphen values, with no value terminator: nothing
/// argkind can add ends the values it gives, and `--old a b src` would give
/// `src` to `--new` too.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `root` passes several values at each occurrence on to its replacement `new` in one occurrence, and `new` takes more values, accepts values that start with `-` (by its own `allow_hyphen_values`, or its command's) and has no value terminator: it would take the command line's next tokens too; give `new` a value terminator (`Arg::value_terminator`) and `old` the same one, or redirect to a flag that takes as many values as `old`"
)]
fn a_redirect_of_several_values_to_a_replacement_that_takes_the_rest() {
    let cmd = Command::new("root")
        .arg(option("new").num_args(1..).allow_hyphen_values(true))
        .arg(option("old").num_args(2))
        .arg(Arg::new("pattern"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

/// The same where both take any number: an occurrence may give fewer
/// values than the replacement takes (`--old a b ; src`, `--old` ended by
/// its terminator, would give `src` to `--new` too).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `root` passes several values at each occurrence on to its replacement `new` in one occurrence, and `new` takes more values, accepts values that start with `-` (by its own `allow_hyphen_values`, or its command's) and has no value terminator"
)]
fn a_redirect_of_any_number_of_values_to_a_replacement_that_takes_the_rest() {
    let cmd = Command::new("root")
        .arg(option("new").num_args(1..).allow_hyphen_values(true))
        .arg(option("old").num_args(1..).value_terminator(";"))
        .arg(Arg::new("pattern"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

/// The same where the replacement accepts hyphen values by its command's
/// `allow_hyphen_values` (which clap has no getter for), in a subcommand:
/// `build --old a b -x` would give `-x` to `--new` too, and argkind's own
/// end of the values with it.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `old` of command `build` passes several values at each occurrence on to its replacement `new` in one occurrence, and `new` takes more values, accepts values that start with `-` (by its own `allow_hyphen_values`, or its command's) and has no value terminator"
)]
fn a_redirect_of_several_values_to_a_replacement_that_takes_the_rest_by_its_command() {
    let cmd = Command::new("root").subcommand(
        Command::new("build")
            .allow_hyphen_values(true)
            .arg(option("new").num_args(1..))
            .arg(option("old").num_args(2))
            .arg(Arg::new("pattern")),
    );
    let spec = CommandSpec::new().subcommand(
        "build",
        CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")),
    );
    new(cmd, spec);
}

/// Without the command's setting, the redirect passes the values on.
#[test]
fn a_redirect_of_several_values_to_a_replacement_that_takes_more_in_a_command_without_hyphen_values() {
    let cmd = Command::new("root").subcommand(
        Command::new("build")
            .arg(option("new").num_args(1..))
            .arg(option("old").num_args(2))
            .arg(Arg::new("pattern")),
    );
    let spec = CommandSpec::new().subcommand(
        "build",
        CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")),
    );
    let m = new(cmd, spec)
        .try_get_matches_from(["root", "build", "--old", "a", "b", "src"])
        .unwrap();
    let build = m.subcommand_matches("build").unwrap();
    assert_eq!(build.get_many::<String>("new").unwrap().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(build.get_one::<String>("pattern").map(String::as_str), Some("src"));
}

/// A redirect of several values at one occurrence to a replacement with a
/// value terminator that the deprecated flag takes for a value: `--out ;
/// ;` (plain clap: `out` is `[;, ;]`) would go to `--tag` as `--tag ; ;`,
/// whose first `;` ends `--tag`'s values before any. No occurrence of
/// `--tag` can hold `;` with another value (clap takes the terminator for
/// a value only attached, `--tag=;`, one value at an occurrence), so no
/// insertion gives `tag` what the user typed, and argkind rejected the
/// command line with an error about `--tag` the user never typed. As for
/// hyphen values `new` would read as flags (above), the definition is the
/// mistake.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `out` of command `root` accepts the value `;`, and passes several values at each occurrence on to its replacement `tag` in one occurrence, which reads `;` as the end of its values (its value terminator): no occurrence of `tag` can hold it with others; give `out` the value terminator `;` too, or redirect to a flag that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)"
)]
fn a_redirect_of_several_values_that_may_be_the_replacement_s_terminator() {
    let cmd = Command::new("root")
        .arg(option("out").num_args(2))
        .arg(option("tag").num_args(2).value_terminator(";"));
    new(cmd, CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("tag")));
}

/// The same where a value delimiter splits `;` out of an attached value
/// (`--out=;,;`), though `out` has the terminator too.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "drop the value delimiter of `out`, which splits `;` out of a value, or redirect to a flag that takes 1 value"
)]
fn a_redirect_of_delimited_values_that_may_be_the_replacement_s_terminator() {
    let cmd = Command::new("root")
        .arg(option("out").value_terminator(";").value_delimiter(','))
        // (Hyphen values too, or `--out=a,-b` would be the error.)
        .arg(
            option("tag")
                .num_args(1..)
                .value_terminator(";")
                .allow_hyphen_values(true),
        );
    new(cmd, CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("tag")));
}

/// Where the deprecated flag has the same terminator, or its value parser
/// rejects it, it never passes the terminator on among several values:
/// `--out a b` is `--tag a b`, and `--out ; ;` is clap's own error for
/// `--out`.
#[test]
fn a_redirect_to_a_replacement_with_a_terminator_passes_on_the_values_it_can_hold() {
    let cmd = |out: Arg, tag: Arg| Command::new("root").arg(out).arg(tag);
    let terminated = || {
        cmd(
            option("out").num_args(2).value_terminator(";"),
            option("tag").num_args(2).value_terminator(";"),
        )
    };
    let numbers = || {
        cmd(
            option("out").num_args(2).value_parser(clap::value_parser!(u8)),
            option("tag")
                .num_args(2)
                .value_terminator(";")
                .value_parser(clap::value_parser!(u8)),
        )
    };
    let spec = || CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("tag"));
    let m = new(terminated(), spec())
        .try_get_matches_from(["root", "--out", "a", "b"])
        .unwrap();
    assert_eq!(m.get_many::<String>("tag").unwrap().collect::<Vec<_>>(), ["a", "b"]);
    let m = new(numbers(), spec())
        .try_get_matches_from(["root", "--out", "1", "2"])
        .unwrap();
    assert_eq!(m.get_many::<u8>("tag").unwrap().copied().collect::<Vec<_>>(), [1, 2]);
    let argv = ["root", "--out", ";", ";"];
    for cmd in [terminated(), numbers()] {
        let plain = cmd.clone().try_get_matches_from(argv).unwrap_err();
        let err = new(cmd, spec()).try_get_matches_from(argv).unwrap_err();
        assert_eq!(err.kind(), plain.kind());
    }
}

/// A redirect of several values at one occurrence to a replacement that
/// requires `=`, which takes one value at an occurrence: `--filter v w`
/// would give `--fast v w`, which clap rejects.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `filter` of command `root` passes on 2 values at each occurrence, and each occurrence goes to its replacement `fast` with its values, but `fast` requires `=` and so takes one value at each occurrence; redirect to a flag that does not require `=`, or to one that takes 1 value with `ArgAction::Append` (each value then goes as an occurrence of its own)"
)]
fn a_redirect_of_several_values_to_a_replacement_that_requires_equals() {
    let cmd = Command::new("root")
        .arg(option("fast").num_args(1..).require_equals(true))
        .arg(option("filter").num_args(2));
    new(
        cmd,
        CommandSpec::new().arg("filter", ArgSpec::new().deprecated_for("fast")),
    );
}

/// Where it requires `=` and splits at a value delimiter, or is a list of
/// one value an occurrence, the values pass on (`--fast=v,w`; `--fast=v
/// --fast=w`).
#[test]
fn a_redirect_of_several_values_to_a_replacement_that_requires_equals_and_splits_or_lists() {
    let argv = ["root", "--filter", "v", "w"];
    for fast in [
        option("fast").num_args(1..).require_equals(true).value_delimiter(','),
        option("fast").require_equals(true).action(ArgAction::Append),
    ] {
        let cmd = Command::new("root").arg(fast).arg(option("filter").num_args(2));
        let mut cli = new(
            cmd,
            CommandSpec::new().arg("filter", ArgSpec::new().deprecated_for("fast")),
        );
        let m = cli.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_many::<String>("fast").unwrap().collect::<Vec<_>>(), ["v", "w"]);
    }
}

#[test]
fn a_redirect_of_a_value_that_may_be_left_out_passes_on_its_default_missing_value() {
    // Bare, `--old` passes on its default missing value: one value.
    let cmd = Command::new("cli")
        .arg(option("old").num_args(0..=1).default_missing_value("d"))
        .arg(option("new"));
    let mut cli = new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    for (argv, want) in [(&["cli", "--old"][..], "d"), (&["cli", "--old", "v"], "v")] {
        let m = cli.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("new").map(String::as_str), Some(want), "{argv:?}");
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "deprecated flag `old` of command `cli` passes on 2 values at each occurrence")]
fn a_redirect_of_two_value_names_to_a_replacement_of_one() {
    // clap gives a flag of two value names two values at each occurrence.
    let cmd = Command::new("cli")
        .arg(option("old").value_names(["FROM", "TO"]))
        .arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
fn a_redirect_that_takes_the_same_number_of_values_passes() {
    let cmd = Command::new("cli")
        .arg(option("old").num_args(2))
        .arg(option("new").num_args(2))
        .arg(option("old-range").num_args(1..=2))
        .arg(option("range").num_args(1..=3))
        .arg(option("old-list").num_args(1..))
        .arg(option("list").action(ArgAction::Append))
        .arg(option("old-names").value_names(["FROM", "TO"]))
        .arg(option("names").value_names(["A", "B"]));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated_for("new"))
        .arg("old-range", ArgSpec::new().deprecated_for("range"))
        .arg("old-list", ArgSpec::new().deprecated_for("list"))
        .arg("old-names", ArgSpec::new().deprecated_for("names"));
    let mut cli = new(cmd, spec);
    let m = cli
        .try_get_matches_from([
            "cli",
            "--old",
            "a",
            "b",
            "--old-range",
            "c",
            "d",
            "--old-list",
            "e",
            "f",
            "--old-names",
            "g",
            "h",
        ])
        .unwrap();
    let strings = |id: &str| -> Vec<&str> {
        m.get_many::<String>(id)
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect()
    };
    assert_eq!(strings("new"), ["a", "b"]);
    assert_eq!(strings("range"), ["c", "d"]);
    assert_eq!(strings("list"), ["e", "f"]);
    assert_eq!(strings("names"), ["g", "h"]);
    cli.debug_assert();
}

#[test]
fn sound_redirects_pass() {
    let cmd = Command::new("tool")
        .arg(flag("old-flag"))
        .arg(Arg::new("verbose").long("verbose").action(ArgAction::Count))
        .arg(option("old-option"))
        .arg(option("new-option").action(ArgAction::Append));
    let spec = CommandSpec::new()
        .arg("old-flag", ArgSpec::new().deprecated_for("verbose"))
        .arg("old-option", ArgSpec::new().deprecated_for("new-option"));
    let mut cmd = new(cmd, spec);
    let m = cmd
        .try_get_matches_from(["tool", "--old-flag", "--old-option", "a"])
        .unwrap();
    assert_eq!(m.get_count("verbose"), 1);
    cmd.debug_assert();
}

// 4. Extend on a flag whose action takes no values.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `fast` of command `tool` is declared extend, but its action `SetTrue` takes no values"
)]
fn extend_on_a_set_true_flag() {
    let cmd = Command::new("tool").arg(flag("fast"));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().extend()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `slow` of command `tool` is declared extend, but its action `SetFalse`")]
fn extend_on_a_set_false_flag() {
    let cmd = Command::new("tool").arg(Arg::new("slow").long("slow").action(ArgAction::SetFalse));
    new(cmd, CommandSpec::new().arg("slow", ArgSpec::new().extend()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `verbose` of command `tool` is declared extend, but its action `Count`")]
fn extend_on_a_count_flag() {
    let cmd = Command::new("tool").arg(Arg::new("verbose").long("verbose").action(ArgAction::Count));
    new(cmd, CommandSpec::new().arg("verbose", ArgSpec::new().extend()));
}

// 5. A user flag named like argkind's surface flags.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `help-hidden` of command `tool` has the id of the `--help-hidden` surface flag, which argkind adds to every command itself"
)]
fn a_flag_with_the_id_help_hidden() {
    let cmd = Command::new("tool").arg(Arg::new("help-hidden").long("show-hidden"));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `help-hidden-list` of command `sub` has the id of the `--help-hidden-list` surface flag"
)]
fn a_subcommand_flag_with_the_id_help_hidden_list() {
    let cmd = Command::new("tool").subcommand(Command::new("sub").arg(flag("help-hidden-list")));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--help-hidden` of command `tool` would name both argument `show` and argkind's own `--help-hidden` surface flag"
)]
fn a_flag_with_the_long_help_hidden() {
    let cmd = Command::new("tool").arg(Arg::new("show").long("help-hidden").action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--help-hidden-list` of command `sub` would name both argument `show` and argkind's own `--help-hidden-list` surface flag (a global of command `tool`)"
)]
fn a_subcommand_flag_with_the_alias_help_hidden_list() {
    let cmd = Command::new("tool").subcommand(Command::new("sub").arg(flag("show").alias("help-hidden-list")));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "would name both argument `show` and argkind's own `--help-hidden` surface flag, and clap would read it as only one of them; argkind adds the `--help-hidden` surface flag itself: rename the argument or drop the alias"
)]
fn a_flag_spelled_like_a_surface_flag_is_told_that_argkind_adds_the_surface_flags() {
    let cmd = Command::new("tool").arg(Arg::new("show").long("help-hidden").action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new());
}

// 6. A preset value its target's value parser rejects.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `fast` in command `tool` sets `--level` to `9`, which its value parser rejects (invalid value '9' for '--level <level>': 9 is not in 1..=3); give a value `--level` accepts"
)]
fn new_rejects_an_unparsable_preset() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(option("level").value_parser(clap::value_parser!(u8).range(1..=3)));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "9")));
}

/// A value a target's possible values take in another letter case, where
/// they ignore case (`ignore_case`), is one clap accepts: a preset and a
/// redirect of it are no definition error, and the value stands as the
/// twin's does (`--level=FAST`).
#[test]
fn a_value_of_a_target_that_ignores_case_passes() {
    let cmd = || {
        Command::new("tool")
            .arg(flag("fast"))
            .arg(option("level").value_parser(["0", "3", "fast"]).ignore_case(true))
            .arg(option("old").value_parser(["FAST"]))
    };
    let twin = cmd().try_get_matches_from(["tool", "--level=FAST"]).unwrap();
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("level", "FAST"))
        .arg("old", ArgSpec::new().deprecated_for("level"));
    let mut cli = new(cmd(), spec);
    for argv in [&["tool", "--fast"][..], &["tool", "--old", "FAST"]] {
        let m = cli.try_get_matches_from(argv).unwrap();
        assert_eq!(
            m.get_one::<String>("level"),
            twin.get_one::<String>("level"),
            "{argv:?}"
        );
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `fast` in command `tool` sets `--pair` to `z`, but `--pair` takes 2 values at each occurrence and a preset gives it one value"
)]
fn new_rejects_a_preset_of_one_value_for_a_target_of_two() {
    let cmd = Command::new("tool").arg(flag("fast")).arg(option("pair").num_args(2));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("pair", "z")));
}

/// A subcommand's own global of the id of an enclosing pair flag (it takes
/// a value: no copy of the pair) shadows the pair.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `target` of command `c` has the id of a global argument of command `tool`, and argkind reads the global as a pair"
)]
fn a_subcommand_s_global_option_with_the_id_of_an_enclosing_global_pair() {
    let cmd = Command::new("tool")
        .arg(flag("target").global(true))
        .subcommand(Command::new("c").arg(option("target").global(true)));
    new(cmd, CommandSpec::new().arg("target", ArgSpec::new().noable()));
}

/// A subcommand that declares an enclosing global flag again and makes it a
/// pair: its own, not clap's copy (which is declared where the global is).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `fast` of command `ex` has the id of a global argument of command `tool`, and argkind reads the subcommand's as a pair"
)]
fn a_subcommand_s_global_pair_with_the_id_of_an_enclosing_global() {
    let cmd = Command::new("tool").arg(flag("fast").global(true)).subcommand(
        Command::new("ex")
            .arg(flag("fast").global(true))
            .subcommand(Command::new("r").arg(Arg::new("fast"))),
    );
    new(
        cmd,
        CommandSpec::new().subcommand("ex", CommandSpec::new().arg("fast", ArgSpec::new().noable())),
    );
}

/// A subcommand that declares an enclosing global pair again, exactly as
/// the global (clap would give the subcommand no copy of it), shadows it:
/// `new` sees the command before clap copies any global.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `fast` of command `s` has the id of a global argument of command `tool`, and argkind reads the global as a pair"
)]
fn a_subcommand_that_declares_a_global_pair_again_alike() {
    let cmd = Command::new("tool")
        .arg(flag("fast").global(true))
        .subcommand(Command::new("s").arg(flag("fast").global(true)));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
}

/// A deprecated global declared again, hidden, in a subcommand: the
/// subcommand's would warn and pass nothing on.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `fast` of command `s` has the id of a global argument of command `tool`, and argkind reads the global as a pair, a deprecated"
)]
fn a_subcommand_that_declares_a_deprecated_global_again_hidden() {
    let cmd = Command::new("tool")
        .arg(flag("fast").global(true))
        .arg(flag("quick").global(true))
        .subcommand(Command::new("s").arg(flag("fast").global(true).hide(true)));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().deprecated_for("quick")),
    );
}

/// Two value names are two values at each occurrence, as clap counts them
/// once it builds the command (`num_args` unset).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `fast` in command `tool` sets `--pair` to `1`, but `--pair` takes 2 values at each occurrence and a preset gives it one value"
)]
fn new_rejects_a_preset_of_one_value_for_a_target_of_two_value_names() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(option("pair").value_names(["K", "V"]));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("pair", "1")));
}

/// A target spelled `--help`, where the application turned clap's own off,
/// is checked as any other.
#[test]
fn a_preset_of_a_target_spelled_help_is_checked_without_clap_s_own_help() {
    let cmd = || {
        Command::new("tool")
            .disable_help_flag(true)
            .arg(Arg::new("help").long("help"))
            .arg(flag("fast"))
    };
    let plain = cmd().try_get_matches_from(["tool", "--fast", "--help", "x"]).unwrap();
    let mut ours = new(
        cmd(),
        CommandSpec::new().arg("fast", ArgSpec::new().preset("help", "x")),
    );
    let matches = ours.try_get_matches_from(["tool", "--fast"]).unwrap();
    assert_eq!(matches.get_one::<String>("help"), plain.get_one::<String>("help"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "preset of `fast` in command `sub` sets `--level` to `x`")]
fn new_rejects_an_unparsable_preset_in_a_subcommand() {
    let sub = Command::new("sub")
        .arg(flag("fast"))
        .arg(option("level").value_parser(clap::value_parser!(u8)));
    let cmd = Command::new("tool").subcommand(sub);
    let spec = CommandSpec::new().subcommand(
        "sub",
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "x")),
    );
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `fast` in command `tool` sets `verbose` to `2`, but its action `Count` takes no value for a preset to give"
)]
fn new_rejects_a_preset_of_a_count_flag() {
    let verbose = Arg::new("verbose").short('v').long("verbose").action(ArgAction::Count);
    let cmd = Command::new("tool").arg(flag("fast")).arg(verbose);
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("verbose", "2")),
    );
}

#[test]
fn a_preset_of_an_option_whose_value_may_be_left_out_sets_it() {
    // `Option<Option<T>>` in the derive: `num_args(0..=1)`.
    let level = option("level").num_args(0..=1).default_missing_value("9");
    let cmd = Command::new("tool").arg(flag("fast")).arg(level);
    let mut cmd = new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")));
    for (argv, want) in [
        (&["tool", "--fast"][..], "3"),
        (&["tool", "--fast", "--level"], "9"),
        (&["tool", "--level=1", "--fast"], "3"),
    ] {
        let m = cmd.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some(want), "{argv:?}");
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset flag `fast` of command `tool` is a pair, and its negation `--no-fast` would set the preset's targets as the flag does"
)]
fn new_rejects_a_preset_flag_that_is_a_pair() {
    let cmd = Command::new("tool").arg(flag("fast")).arg(option("level"));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "1").noable()),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset flag `a` of command `cli` names itself as a preset target (set to `1`), so the preset would replace whatever value the user gives it; name another flag, or drop the preset"
)]
fn a_preset_that_targets_its_own_flag() {
    let cmd = Command::new("cli").arg(option("a"));
    new(cmd, CommandSpec::new().arg("a", ArgSpec::new().preset("a", "1")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: preset flag `a` of command `cli` names itself as a preset target (set to `1`)")]
fn a_preset_that_targets_its_own_flag_by_long_name() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b"));
    new(
        cmd,
        CommandSpec::new().arg("a", ArgSpec::new().preset("b", "2").preset("--a", "1")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset flag `fast` of command `cli` names itself as a preset target (set to `true`)"
)]
fn a_preset_flag_that_sets_itself_true() {
    let cmd = Command::new("cli").arg(flag("fast")).arg(option("level"));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3").preset("fast", "true")),
    );
}

#[test]
fn a_preset_of_the_flag_whose_long_is_the_preset_flag_s_id_passes() {
    // `--a` is the long name of argument `b`, not of `a`.
    let cmd = Command::new("cli")
        .arg(Arg::new("a").long("b"))
        .arg(Arg::new("b").long("a"));
    let mut cli = new(cmd, CommandSpec::new().arg("a", ArgSpec::new().preset("--a", "1")));
    let m = cli.try_get_matches_from(["cli", "--b", "5"]).unwrap();
    assert_eq!(m.get_one::<String>("a").map(String::as_str), Some("5"));
    assert_eq!(m.get_one::<String>("b").map(String::as_str), Some("1"));
    cli.debug_assert();
}

// 7. A HARG flag that clap could name as required.

fn harg() -> ArgSpec {
    ArgSpec::new().kind(ArgKind::Harg)
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "HARG flag `replay` of command `tool` is required; a HARG flag is never named to the user, who could not learn to give it"
)]
fn a_required_harg_flag() {
    let cmd = Command::new("tool").arg(option("replay").required(true));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `record` of command `tool` requires HARG flag `replay`")]
fn a_harg_flag_another_flag_requires() {
    let cmd = Command::new("tool")
        .arg(flag("record").requires("replay"))
        .arg(option("replay"));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "HARG flag `replay` of command `tool` is a member of the required group `source`")]
fn a_harg_member_of_a_required_group() {
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("source").args(["input", "replay"]).required(true));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "HARG flag `replay` of command `tool` is a member of the group `source`, which the required argument `mode` requires"
)]
fn a_harg_member_of_a_group_a_required_argument_requires() {
    let cmd = Command::new("tool")
        .arg(option("mode").required(true).requires("source"))
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("source").args(["input", "replay"]));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "HARG flag `replay` of command `tool` is a member of the required group `source`")]
fn a_harg_flag_that_joins_a_required_group() {
    let cmd = Command::new("tool")
        .arg(option("input").group("source"))
        .arg(option("replay").group("source"))
        .group(ArgGroup::new("source").required(true));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

/// A PUBLIC pair flag `c` whose negation `--zharg-neg-c` is HARG, beside a
/// flag `d`.
fn pair_with_harg_negation(group: ArgGroup) -> (Command, CommandSpec) {
    let cmd = Command::new("cli").arg(flag("c")).arg(flag("d")).group(group);
    let negation = argkind::Negation::new().long("zharg-neg-c").kind(ArgKind::Harg);
    let spec = CommandSpec::new().arg("c", ArgSpec::new().noable().negation(negation));
    (cmd, spec)
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: HARG flag `zharg_neg_c` (`--zharg-neg-c`) of command `cli` is the negation of pair flag `c`, and argkind adds a pair's negation to each group of its flag that is not exclusive or that `negations_in_group` names, the required group `g` among them; a HARG flag is never named to the user, who could not learn to give it: give the negation another tier (`Negation::kind`, or `negation(<tier>)` in the derive), or take `c` out of the group `g`, or make the group optional"
)]
fn a_harg_negation_argkind_puts_in_a_required_group() {
    let (cmd, spec) = pair_with_harg_negation(ArgGroup::new("g").args(["c", "d"]).multiple(true).required(true));
    new(cmd, spec);
}

/// An exclusive group the declarations name (`negations_in_group`, as the
/// derive does for a struct's group) takes the negation too.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "the required group `g` among them")]
fn a_harg_negation_in_a_required_exclusive_group_the_declarations_name() {
    let (cmd, spec) = pair_with_harg_negation(ArgGroup::new("g").args(["c", "d"]).required(true));
    new(cmd, spec.negations_in_group("g"));
}

/// Not named, an exclusive group leaves the negation out: no panic.
#[test]
fn a_harg_negation_beside_a_required_exclusive_group() {
    let (cmd, spec) = pair_with_harg_negation(ArgGroup::new("g").args(["c", "d"]).required(true));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: HARG flag `zharg_neg_c` of command `cli` is a member of the required group `g`; a HARG flag is never named"
)]
fn a_harg_negation_the_application_puts_in_a_required_group() {
    // An exclusive group gets no negation from argkind: this one was
    // written into it.
    let (cmd, spec) = pair_with_harg_negation(ArgGroup::new("g").args(["c", "d", "zharg_neg_c"]).required(true));
    new(cmd, spec);
}

#[test]
fn a_harg_negation_of_a_flag_in_an_optional_or_exclusive_group_passes() {
    for group in [
        ArgGroup::new("g").args(["c", "d"]).multiple(true),
        ArgGroup::new("g").args(["c", "d"]).required(true),
    ] {
        let (cmd, spec) = pair_with_harg_negation(group);
        let mut cli = new(cmd, spec);
        let m = cli.try_get_matches_from(["cli", "--c", "--zharg-neg-c"]).unwrap();
        assert!(!m.get_flag("c"));
        cli.debug_assert();
    }
}

#[test]
fn a_hidden_negation_argkind_puts_in_a_required_group_passes() {
    let cmd = Command::new("cli")
        .arg(flag("c"))
        .arg(flag("d"))
        .group(ArgGroup::new("g").args(["c", "d"]).multiple(true).required(true));
    let negation = argkind::Negation::new().long("zharg-neg-c").kind(ArgKind::Hidden);
    let mut cli = new(
        cmd,
        CommandSpec::new().arg("c", ArgSpec::new().noable().negation(negation)),
    );
    let m = cli.try_get_matches_from(["cli", "--zharg-neg-c"]).unwrap();
    assert!(!m.get_flag("c"));
    cli.debug_assert();
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "group `inputs` of command `tool` requires HARG flag `replay`")]
fn a_harg_flag_a_group_requires() {
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("inputs").args(["input"]).requires("replay"));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "HARG flag `replay` of command `tool` is a member of the required group `say \"hi\"`")]
fn a_harg_flag_that_joins_a_required_group_with_a_quote_in_its_id() {
    let cmd = Command::new("tool")
        .arg(option("input").group("say \"hi\""))
        .arg(option("replay").group("say \"hi\""))
        .group(ArgGroup::new("say \"hi\"").required(true));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
fn a_harg_flag_whose_help_names_a_required_group_is_no_member_of_it() {
    // The help reads like the `Debug` text of a `groups` field: only the
    // field itself counts.
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay").help("groups: \"source"))
        .group(ArgGroup::new("source").args(["input"]).required(true));
    let mut cmd = new(cmd, CommandSpec::new().arg("replay", harg()));
    cmd.debug_assert();
    assert!(cmd.try_get_matches_from(["tool", "--input", "a"]).is_ok());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `record` of command `tool` requires group `replays`, all of whose members are HARG flags"
)]
fn a_flag_that_requires_a_group_of_harg_flags() {
    // The error would name the group by its members, all never named.
    let cmd = Command::new("tool")
        .arg(flag("record").requires("replays"))
        .arg(option("replay"))
        .arg(option("replay-dir").group("replays"))
        .group(ArgGroup::new("replays").args(["replay"]));
    new(cmd, CommandSpec::new().arg("replay", harg()).arg("replay-dir", harg()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "group `inputs` of command `tool` requires group `replays`, all of whose members are HARG flags"
)]
fn a_group_that_requires_a_group_of_harg_flags() {
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("replays").args(["replay"]))
        .group(ArgGroup::new("inputs").args(["input"]).requires("replays"));
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
fn a_flag_that_requires_a_group_with_a_member_of_another_tier_passes() {
    // The error names the group by its members that are not HARG.
    let cmd = Command::new("tool")
        .arg(flag("record").requires("replays"))
        .arg(option("replay"))
        .arg(option("replay-dir"))
        .group(ArgGroup::new("replays").args(["replay", "replay-dir"]));
    let mut cmd = new(cmd, CommandSpec::new().arg("replay", harg()));
    cmd.debug_assert();
    let err = cmd.try_get_matches_from(["tool", "--record"]).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("--replay-dir"), "{text}");
    assert!(!text.contains("--replay "), "{text}");
}

#[test]
fn a_group_that_conflicts_with_a_harg_flag_passes() {
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("inputs").args(["input"]).conflicts_with("replay"));
    let mut cmd = new(cmd, CommandSpec::new().arg("replay", harg()));
    cmd.debug_assert();
    assert!(cmd.try_get_matches_from(["tool", "--input", "a"]).is_ok());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "group `inputs` of command `tool` requires HARG flag `replay`")]
fn a_group_that_requires_a_harg_flag_after_an_id_with_a_quote_and_a_bracket() {
    // The `Debug` text of the id is `"a\"],"`: a quote, a bracket and a
    // comma inside a string literal end neither the literal nor the field.
    let cmd = Command::new("tool")
        .arg(Arg::new("a\"],").long("odd"))
        .arg(option("input"))
        .arg(option("replay"))
        .group(
            ArgGroup::new("inputs")
                .args(["input"])
                .requires("a\"],")
                .requires("replay"),
        );
    new(cmd, CommandSpec::new().arg("replay", harg()));
}

#[test]
fn an_optional_harg_flag_passes() {
    let cmd = Command::new("tool")
        .arg(option("input").requires("output"))
        // A value named like the HARG flag is not a requirement of it.
        .arg(
            option("mode")
                .requires_if("replay", "output")
                .help("requires: [(IsPresent, \"replay\")]"),
        )
        .arg(option("output"))
        .arg(option("replay").group("debug"))
        .group(ArgGroup::new("source").args(["input"]).required(true));
    let mut cmd = new(cmd, CommandSpec::new().arg("replay", harg()));
    cmd.debug_assert();
    assert!(cmd
        .try_get_matches_from(["tool", "--input", "a", "--output", "b"])
        .is_ok());
}

// 8. Targets anywhere: a replacement or preset target that the command
// cannot parse, or that cannot take what argkind gives it.

/// `cli` with a global `--color` (never, always, auto), a global plain
/// `--verbose` flag, a non-global `--level` and a global `--fmt` without a
/// long name; `run` declares `spec`.
fn run_with(spec: ArgSpec) -> ArgKindCommand {
    let cmd = Command::new("cli")
        .arg(option("color").global(true).value_parser(["never", "always", "auto"]))
        .arg(flag("verbose").global(true))
        .arg(option("level"))
        .arg(Arg::new("fmt").short('f').global(true))
        .subcommand(
            Command::new("run")
                .arg(flag("plain"))
                .arg(option("colour"))
                .arg(Arg::new("input")),
        );
    new(
        cmd,
        CommandSpec::new().subcommand("run", CommandSpec::new().arg("plain", spec)),
    )
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `colr` of `plain` in command `run` names nothing: no argument of `run`, and no global argument of an enclosing command, has the id `colr`"
)]
fn a_preset_target_that_names_nothing() {
    run_with(ArgSpec::new().preset("colr", "never"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the replacement `--colr` of `plain` in command `run` names nothing: no argument of `run`, and no global argument of an enclosing command, has the long name `--colr`"
)]
fn a_replacement_long_name_that_names_nothing() {
    run_with(ArgSpec::new().deprecated_for("--colr"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `level` of `plain` in command `run` is argument `level` of enclosing command `cli`, which is not global, so `run` does not parse it: make it global"
)]
fn a_preset_target_of_an_enclosing_command_that_is_not_global() {
    run_with(ArgSpec::new().preset("level", "3"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `fmt` of `plain` in command `run` is argument `fmt` of enclosing command `cli`, which has no long name"
)]
fn a_global_preset_target_without_a_long_name() {
    run_with(ArgSpec::new().preset("fmt", "x"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `input` of `plain` in command `run` has no long name, and argkind gives a target its value by its long name"
)]
fn a_preset_target_without_a_long_name() {
    run_with(ArgSpec::new().preset("input", "x"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `plain` in command `run` sets `--color` to `purple`, which its value parser rejects (invalid value 'purple' for '--color <color>'; it takes never, always, auto); give a value `--color` accepts"
)]
fn a_preset_value_a_parent_s_global_rejects() {
    run_with(ArgSpec::new().preset("--color", "purple"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "preset of `plain` in command `run` sets flag `verbose` to `false`, but a plain flag can only be set to true"
)]
fn a_preset_setting_a_parent_s_plain_global_flag_to_false() {
    run_with(ArgSpec::new().preset("verbose", "false"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "deprecated flag `plain` of command `run` takes no values, so its replacement `color` is given as a bare `--color`, but `color` is not a `SetTrue` or `Count` flag"
)]
fn a_value_less_flag_redirected_to_a_parent_s_global_option() {
    run_with(ArgSpec::new().deprecated_for("color"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "deprecated flag `colour` of command `run` parses its values as")]
fn a_redirect_to_a_parent_s_global_of_another_value_type() {
    let cmd = Command::new("cli")
        .arg(option("color").global(true).value_parser(clap::value_parser!(u8)))
        .subcommand(Command::new("run").arg(option("colour")));
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new().arg("colour", ArgSpec::new().deprecated_for("color")),
    );
    new(cmd, spec);
}

#[test]
fn sound_targets_of_enclosing_commands_pass() {
    run_with(ArgSpec::new().preset("color", "never").preset("--verbose", "true")).debug_assert();
    let cmd = Command::new("cli")
        .arg(option("color").global(true))
        .subcommand(Command::new("run").subcommand(Command::new("step").arg(option("colour"))));
    let spec = CommandSpec::new().subcommand(
        "run",
        CommandSpec::new().subcommand(
            "step",
            CommandSpec::new().arg("colour", ArgSpec::new().deprecated_for("--color")),
        ),
    );
    new(cmd, spec).debug_assert();
}

// str2bool on a flag that reads no value.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "flag `check-bounds` of command `tool` has the str2bool value parser, which reads a value, but its action `SetTrue` takes none, so the parser never runs and `--check-bounds=false` is rejected; give it `.action(ArgAction::Set)`, or drop the value parser"
)]
fn str2bool_on_a_set_true_flag() {
    let cmd = Command::new("tool").arg(
        Arg::new("check-bounds")
            .long("check-bounds")
            .action(ArgAction::SetTrue)
            .value_parser(argkind::str2bool()),
    );
    new(cmd, CommandSpec::new());
}

/// clap's own boolean parsers on a `SetTrue` flag with a variable are how
/// clap reads `VAR=0` as `false`: no mistake, though they take the words
/// `str2bool` takes.
#[test]
fn clap_s_falsey_and_boolish_parsers_on_a_set_true_flag_with_a_variable_are_no_mistake() {
    for parser in [
        clap::builder::ValueParser::new(clap::builder::FalseyValueParser::new()),
        clap::builder::ValueParser::new(clap::builder::BoolishValueParser::new()),
    ] {
        let cmd = Command::new("tool").arg(
            Arg::new("pedantic")
                .long("pedantic")
                .action(ArgAction::SetTrue)
                .env("ARGKIND_TEST_DEFINITION_PEDANTIC_UNSET")
                .value_parser(parser),
        );
        let mut cmd = new(cmd, CommandSpec::new());
        cmd.debug_assert();
        let matches = cmd.try_get_matches_from(["tool", "--pedantic"]).expect("parses");
        assert!(matches.get_flag("pedantic"));
    }
}

#[test]
fn str2bool_on_a_set_flag_is_fine() {
    let cmd = Command::new("tool").arg(
        Arg::new("check-bounds")
            .long("check-bounds")
            .action(ArgAction::Set)
            .value_parser(argkind::str2bool()),
    );
    let mut cmd = new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["tool", "--check-bounds=off"]).unwrap();
    assert_eq!(m.get_one::<bool>("check-bounds"), Some(&false));
}

// A behaviour that acts when a flag is typed, declared on a positional; an
// empty job name.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "positional argument `input` of command `tool` is declared a preset, which acts when a flag is typed, and a positional has no name to type; give it a long name (`Arg::long`), or drop the declaration"
)]
fn a_preset_on_a_positional() {
    let cmd = Command::new("tool").arg(Arg::new("input")).arg(option("level"));
    new(
        cmd,
        CommandSpec::new().arg("input", ArgSpec::new().preset("level", "1")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "positional argument `input` of command `tool` is declared deprecated")]
fn a_deprecation_on_a_positional() {
    let cmd = Command::new("tool").arg(Arg::new("input"));
    new(cmd, CommandSpec::new().arg("input", ArgSpec::new().deprecated()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "positional argument `paths` of command `ff` is declared extend (each occurrence adds to its list), which acts when a flag is typed, and a positional has no name to type"
)]
fn extend_on_a_positional() {
    let cmd = Command::new("ff").arg(Arg::new("paths").num_args(1..));
    new(cmd, CommandSpec::new().arg("paths", ArgSpec::new().extend()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "positional argument `linker-args` of command `cc` is declared for job `linker`, but a job is replayed the flags the user set, and a positional argument is no flag (the registry lists flags only), so its values would never reach `linker`; give it a long name (`Arg::long`), or drop the job and pass its values on yourself"
)]
fn a_job_on_a_positional() {
    let cmd = Command::new("cc").arg(Arg::new("linker-args").last(true).num_args(0..));
    new(cmd, CommandSpec::new().arg("linker-args", ArgSpec::new().job("linker")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `dump` of command `tool` has an empty job name; name the tool that consumes it (`ArgSpec::job(\"backend\")`), or give none"
)]
fn an_empty_job_name() {
    let cmd = Command::new("tool").arg(option("dump"));
    new(cmd, CommandSpec::new().arg("dump", ArgSpec::new().job("")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "command `tool` has an empty default job name")]
fn an_empty_default_job_name() {
    let cmd = Command::new("tool").arg(option("dump"));
    new(cmd, CommandSpec::new().default_job(""));
}

#[test]
fn debug_assert_reports_clap_s_own_mistakes() {
    use argkind::{ArgKindCommand, CommandSpec};
    use clap::{Arg, ArgAction, Command};
    // Two flags with the short `-x`: clap's `Command::debug_assert` panics.
    let twice = || {
        Command::new("cli")
            .arg(Arg::new("a").short('x').action(ArgAction::SetTrue))
            .arg(Arg::new("b").short('x').action(ArgAction::SetTrue))
    };
    let clap_s = std::panic::catch_unwind(|| twice().debug_assert()).expect_err("clap panics");
    let cmd = ArgKindCommand::new(twice(), CommandSpec::new());
    let argkind_s =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cmd.debug_assert())).expect_err("argkind panics");
    let message = |p: &Box<dyn std::any::Any + Send>| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_owned()))
    };
    assert_eq!(message(&argkind_s), message(&clap_s));
}

// Declarations of arguments the command does not have.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: command `tool` declares [\"gone\", \"nope\"] but has no argument with that id; remove the declaration, or use the clap id of one of its arguments (`Arg::new(\"...\")`; in the derive, the field's name)"
)]
fn declarations_of_arguments_the_command_lacks_are_named_in_order() {
    let cmd = Command::new("tool").arg(flag("fast")).arg(option("level"));
    let spec = CommandSpec::new()
        .arg("nope", ArgSpec::new().kind(ArgKind::Hidden))
        .arg("fast", ArgSpec::new().noable())
        .arg("gone", ArgSpec::new().deprecated());
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: command `tool` declares [\"zzz\"] but has no argument with that id; remove the declaration, or use the clap id of one of its arguments (`Arg::new(\"...\")`; in the derive, the field's name)"
)]
fn a_declaration_of_an_id_like_none_names_no_close_id() {
    let cmd = Command::new("tool").arg(flag("fast")).arg(option("level"));
    new(cmd, CommandSpec::new().arg("zzz", ArgSpec::new().deprecated()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "declares [\"dry-run\", \"levle\"] but has no argument with that id; remove the declaration, or use the clap id of one of its arguments (`Arg::new(\"...\")`; in the derive, the field's name) (did you mean `dry_run` for `dry-run`, `level` for `levle`?)"
)]
fn a_declaration_of_a_misspelled_id_names_the_close_ids() {
    let cmd = Command::new("tool")
        .arg(Arg::new("dry_run").long("dry-run").action(ArgAction::SetTrue))
        .arg(option("level"));
    let spec = CommandSpec::new()
        .arg("levle", ArgSpec::new().kind(ArgKind::Hidden))
        .arg("dry-run", ArgSpec::new().noable());
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `a` of command `cli` has no long name, and a pair flag (noable, enable/disable) and its negation are typed by their long names: give it one (`.long(\"a\")`, or `#[arg(long = \"a\")]` in the derive), or drop the pair declaration"
)]
fn a_noable_flag_without_a_long_name() {
    let cmd = Command::new("cli").arg(Arg::new("a").short('a').action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new().arg("a", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `dry_run` of command `cli` has no long name, and a pair flag (noable, enable/disable) and its negation are typed by their long names: give it one (`.long(\"enable-dry-run\")`"
)]
fn an_enable_disable_flag_without_a_long_name() {
    let cmd = Command::new("cli").arg(Arg::new("dry_run").short('n').action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new().arg("dry_run", ArgSpec::new().enable_disable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `fast` of command `cli` is enable/disable but its long `--fast` does not start with `enable-`, so there is no `--disable-...` to spell its negation from; rename the long to `enable-fast` (`.long(\"enable-fast\")`), or declare it noable instead (`ArgSpec::noable`, negation `--no-fast`), or name its negation (`ArgSpec::negation(Negation::new().long(\"disable-fast\"))`)"
)]
fn an_enable_disable_flag_not_named_enable() {
    let cmd = Command::new("cli").arg(flag("fast"));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().enable_disable()));
}

#[test]
fn each_fix_the_pair_messages_give_passes() {
    let negation = argkind::Negation::new().long("disable-fast");
    let cases = [
        (
            Arg::new("a").short('a').long("a").action(ArgAction::SetTrue),
            ArgSpec::new().noable(),
            "--no-a",
        ),
        (flag("enable-fast"), ArgSpec::new().enable_disable(), "--disable-fast"),
        (flag("fast"), ArgSpec::new().noable(), "--no-fast"),
        (
            flag("fast"),
            ArgSpec::new().enable_disable().negation(negation),
            "--disable-fast",
        ),
    ];
    for (arg, declared, negative) in cases {
        let id = arg.get_id().as_str().to_owned();
        let cmd = Command::new("cli").arg(arg);
        let mut cli = new(cmd, CommandSpec::new().arg(id.clone(), declared));
        let m = cli.try_get_matches_from(["cli", negative]).unwrap();
        assert!(!m.get_flag(&id), "{negative}");
        cli.debug_assert();
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `no_color` of command `tool` is noable but already starts with `no-`: its negation would read `--no-no-color`; name the negation instead (`ArgSpec::negation(Negation::new().long(\"color\"))`)"
)]
fn a_noable_flag_whose_long_starts_with_no() {
    let cmd = Command::new("tool").arg(Arg::new("no_color").long("no-color").action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new().arg("no_color", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: flag `--internal-remat` is declared PUBLIC but its name makes it INTERNAL")]
fn a_declared_tier_that_contradicts_the_naming_rule() {
    let cmd = Command::new("tool").arg(option("remat").long("internal-remat"));
    new(cmd, CommandSpec::new().arg("remat", ArgKind::Public));
}

/// A preset target that an enclosing command has as a global, but that the
/// command between shadows with an argument of its own id (under another
/// long name): clap copies the global no further, so the subcommand does
/// not parse it (found by a mutation run: a shadowed global was still
/// offered as a target).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the preset target `--level` of `fast` in command `leaf` names nothing: no argument of `leaf`, and no global argument of an enclosing command, has the long name `--level`"
)]
fn a_preset_target_the_command_between_shadows_names_nothing() {
    let cmd = Command::new("cli").arg(option("level").global(true)).subcommand(
        Command::new("mid")
            .arg(Arg::new("level").long("lvl"))
            .subcommand(Command::new("leaf").arg(flag("fast"))),
    );
    let spec = CommandSpec::new().subcommand(
        "mid",
        CommandSpec::new().subcommand(
            "leaf",
            CommandSpec::new().arg("fast", ArgSpec::new().preset("--level", "3")),
        ),
    );
    new(cmd, spec);
}

/// A group that requires a HARG flag is a definition error whatever its
/// id, even one holding the text clap writes before the group's
/// requirements (found by a mutation run's helper: the check read the id
/// as the field and missed the requirement).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "group `requires: ` of command `tool` requires HARG flag `replay`")]
fn a_group_whose_id_reads_like_a_field_that_requires_a_harg_flag() {
    let cmd = Command::new("tool")
        .arg(option("input"))
        .arg(option("replay"))
        .group(ArgGroup::new("requires: ").args(["input"]).requires("replay"));
    new(cmd, CommandSpec::new().arg("replay", ArgKind::Harg));
}

/// A flag that requires a HARG flag is a definition error even when it
/// joins a group whose id holds an escaped quote and the text clap writes
/// before the flag's requirements (`x", requires: `): the field is found
/// outside string literals, and a literal ends at its closing quote only
/// (found by a mutation run's helper: the check read the id as the field
/// and missed the requirement).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `record` of command `tool` requires HARG flag `replay`")]
fn a_flag_in_a_group_whose_id_reads_like_a_field_that_requires_a_harg_flag() {
    let cmd = Command::new("tool")
        .arg(flag("record").group("x\", requires: ").requires("replay"))
        .arg(option("replay"));
    new(cmd, CommandSpec::new().arg("replay", ArgKind::Harg));
}

/// A flag whose id is `groups`, the name of the first field the check
/// reads from an argument's `Debug` text, that requires a HARG flag: the
/// id is no field (found by a mutation run's helper: the text read began
/// inside the id's literal, and the requirement was missed).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argument `groups` of command `tool` requires HARG flag `replay`")]
fn a_flag_with_the_id_groups_that_requires_a_harg_flag() {
    let cmd = Command::new("tool")
        .arg(flag("groups").requires("replay"))
        .arg(option("replay"));
    new(cmd, CommandSpec::new().arg("replay", ArgKind::Harg));
}

/// A flag whose id ends in an escaped character and `, ` (`Debug` writes
/// that `, ` on its own, as it writes the one between two fields), that
/// requires a HARG flag: the `, ` in the id starts no field (found by a
/// mutation run's helper: the text read began at the id's closing quote,
/// and the requirement was missed).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "of command `tool` requires HARG flag `replay`")]
fn a_flag_whose_id_ends_in_an_escape_and_a_comma_that_requires_a_harg_flag() {
    let cmd = Command::new("tool")
        .arg(
            Arg::new("\n, ")
                .long("odd")
                .action(ArgAction::SetTrue)
                .requires("replay"),
        )
        .arg(option("replay"));
    new(cmd, CommandSpec::new().arg("replay", ArgKind::Harg));
}

/// A HARG flag clap requires by a condition argkind cannot read when it
/// prepares the command (`required_unless_present`, `required_if_eq`): the
/// command line that leaves it out gets clap's error, of clap's kind and
/// exit status, which names nothing HARG, in every build. It panicked at
/// the first parse that would name it (debug builds): bad input must never
/// panic. (The derive rejects these conditions on a HARG field.)
#[test]
fn a_harg_flag_required_by_a_condition_is_left_out_of_the_error() {
    let unless = Command::new("cli")
        .arg(option("input"))
        .arg(option("replay").required_unless_present("input"));
    let when = Command::new("cli")
        .arg(option("mode"))
        .arg(option("replay").required_if_eq("mode", "r"));
    for (cmd, argv) in [(unless, &["cli"][..]), (when, &["cli", "--mode", "r"])] {
        let plain = cmd.clone().try_get_matches_from(argv).unwrap_err();
        let mut cmd = new(cmd, CommandSpec::new().arg("replay", ArgKind::Harg));
        let err = match cmd.try_get_matches_from(argv) {
            Err(argkind::Error::Clap(err)) => err,
            other => panic!("{argv:?}: {other:?}"),
        };
        assert_eq!(err.kind(), plain.kind(), "{argv:?}");
        assert_eq!(err.exit_code(), 2);
        let text = err.render().to_string();
        assert!(!text.contains("replay"), "{argv:?}: {text}");
    }
}

/// A deprecation's warning names the deprecated flag and its replacement
/// by their long names, whatever the user typed: neither may be HARG
/// (found by an acceptance probe: `warning: --secretflag is deprecated`
/// for a HARG flag typed `-s`).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: HARG flag `secret` of command `tool` is deprecated, and its warning would name it")]
fn a_deprecated_harg_flag() {
    let cmd = Command::new("tool").arg(flag("secret").short('s'));
    new(
        cmd,
        CommandSpec::new().arg("secret", ArgSpec::new().kind(ArgKind::Harg).deprecated()),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: deprecated flag `old` of command `tool` is redirected to HARG flag `secret`")]
fn a_deprecated_flag_redirected_to_a_harg_flag() {
    let cmd = Command::new("tool").arg(flag("old")).arg(flag("secret"));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated_for("secret"))
        .arg("secret", ArgKind::Harg);
    new(cmd, spec);
}

/// A required group of a subcommand whose member is a HARG global of an
/// enclosing command: clap copies the global into the subcommand, and an
/// error about the group would name it (found by an acceptance probe:
/// `new` let it through).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: HARG flag `hid` (a global of command `cli`) is a member of the required group `g` of command `deep`"
)]
fn a_harg_global_in_a_required_group_of_a_subcommand() {
    let cmd = Command::new("cli").arg(flag("hid").global(true)).subcommand(
        Command::new("run").subcommand(
            Command::new("deep")
                .arg(flag("z"))
                .group(ArgGroup::new("g").args(["hid", "z"]).required(true)),
        ),
    );
    new(cmd, CommandSpec::new().arg("hid", ArgKind::Harg));
}

/// A flag of a subcommand that `requires` a HARG global of an enclosing
/// command (found by an acceptance probe: `new` let it through, and the
/// first parse's panic gave another cause).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: argument `z` of command `run` requires HARG flag `secret`")]
fn a_subcommand_s_flag_that_requires_a_harg_global() {
    let cmd = Command::new("cli")
        .arg(flag("secret").global(true))
        .subcommand(Command::new("run").arg(flag("z").requires("secret")));
    new(cmd, CommandSpec::new().arg("secret", ArgKind::Harg));
}

/// A flag of a subcommand that requires a global of another tier of an
/// enclosing command passes: only a HARG global counts (found by a mutation
/// run's helper: with every global the subcommand does not redeclare
/// counted, `new` panicked).
#[test]
fn a_subcommand_s_flag_that_requires_a_global_of_another_tier_passes() {
    let cmd = Command::new("cli")
        .arg(flag("secret").global(true))
        .arg(flag("verbose").global(true))
        .subcommand(Command::new("run").arg(flag("z").requires("verbose")));
    let mut cmd = new(cmd, CommandSpec::new().arg("secret", ArgKind::Harg));
    cmd.debug_assert();
    assert!(cmd.try_get_matches_from(["cli", "run", "--z", "--verbose"]).is_ok());
}

/// A flag of a subcommand that requires the subcommand's own argument of
/// the id of a HARG global of an enclosing command passes: the subcommand's
/// own shadows the global, which clap does not copy into it (found by a
/// mutation run's helper: with every HARG global counted, `new` panicked).
#[test]
fn a_subcommand_s_flag_that_requires_its_own_flag_of_a_harg_global_s_id_passes() {
    let cmd = Command::new("cli").arg(flag("secret").global(true)).subcommand(
        Command::new("run")
            .arg(flag("secret"))
            .arg(flag("z").requires("secret")),
    );
    let mut cmd = new(cmd, CommandSpec::new().arg("secret", ArgKind::Harg));
    cmd.debug_assert();
    assert!(cmd.try_get_matches_from(["cli", "run", "--z", "--secret"]).is_ok());
}

/// A deprecated flag of a subcommand redirected to a HARG global of an
/// enclosing command: the warning would name it (`Use --secret instead`).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: deprecated flag `old` of command `run` is redirected to HARG flag `secret`")]
fn a_deprecated_flag_redirected_to_a_harg_global() {
    let cmd = Command::new("cli")
        .arg(flag("secret").global(true))
        .subcommand(Command::new("run").arg(flag("old")));
    let spec = CommandSpec::new().arg("secret", ArgKind::Harg).subcommand(
        "run",
        CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("secret")),
    );
    new(cmd, spec);
}

// 9. Negations that clap could not add: two of one name, one named like
// clap's own `--help` or `--version`, a malformed name.

fn negation(long: &'static str) -> ArgSpec {
    ArgSpec::new().negation(argkind::Negation::new().long(long))
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: pair flags `x` and `y` of command `cli` both have the negation `--off`, and clap would read it as only one of them; give one of the negations another long name"
)]
fn two_negations_of_one_long_name() {
    let cmd = Command::new("cli").arg(flag("x")).arg(flag("y"));
    new(
        cmd,
        CommandSpec::new().arg("x", negation("off")).arg("y", negation("off")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: pair flags `x` and `y` of command `cli` both have the negation `--off`")]
fn two_negations_of_one_long_name_with_ids_of_their_own() {
    let cmd = Command::new("cli").arg(flag("x")).arg(flag("y"));
    let spec = CommandSpec::new()
        .arg(
            "x",
            ArgSpec::new().negation(argkind::Negation::new().long("off").id("x_off")),
        )
        .arg(
            "y",
            ArgSpec::new().negation(argkind::Negation::new().long("off").id("y_off")),
        );
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the negations of pair flags `x` and `y` of command `cli` both have the id `off`, and clap needs each argument's id to be its own; give one of them another id"
)]
fn two_negations_of_one_id() {
    let cmd = Command::new("cli").arg(flag("x")).arg(flag("y"));
    let spec = CommandSpec::new()
        .arg(
            "x",
            ArgSpec::new().negation(argkind::Negation::new().long("x-off").id("off")),
        )
        .arg(
            "y",
            ArgSpec::new().negation(argkind::Negation::new().long("y-off").id("off")),
        );
    new(cmd, spec);
}

#[test]
fn two_negations_of_two_names_pass() {
    let cmd = Command::new("cli").arg(flag("x")).arg(flag("y"));
    let mut cmd = new(
        cmd,
        CommandSpec::new()
            .arg("x", negation("x-off"))
            .arg("y", negation("y-off")),
    );
    cmd.debug_assert();
    let m = cmd.try_get_matches_from(["cli", "--x", "--y", "--y-off"]).unwrap();
    assert!(m.get_flag("x") && !m.get_flag("y"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the negation argkind adds for pair flag `x` of command `cli` is `--help`, the long name of clap's own `--help` flag, and clap would read it as only one of them; give the negation another long name (`Negation::new().long(\"no-x\")`"
)]
fn a_negation_named_help() {
    new(
        Command::new("cli").arg(flag("x")),
        CommandSpec::new().arg("x", negation("help")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "is `--version`, the long name of clap's own `--version` flag")]
fn a_negation_named_version() {
    let cmd = Command::new("cli").version("1.0").arg(flag("x"));
    new(cmd, CommandSpec::new().arg("x", negation("version")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the negation argkind adds for pair flag `x` of command `run` is `--version`, the long name of clap's own `--version` flag"
)]
fn a_negation_named_version_in_a_subcommand_the_version_is_propagated_to() {
    let cmd = Command::new("cli")
        .version("1.0")
        .propagate_version(true)
        .subcommand(Command::new("run").arg(flag("x")));
    let spec = CommandSpec::new().subcommand("run", CommandSpec::new().arg("x", negation("version")));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "has the id `help`, the id of clap's own `--help` flag, and clap needs each argument's id to be its own; give the negation another id"
)]
fn a_negation_with_the_id_help() {
    let spec = CommandSpec::new().arg(
        "x",
        ArgSpec::new().negation(argkind::Negation::new().long("x-off").id("help")),
    );
    new(Command::new("cli").arg(flag("x")), spec);
}

/// Where clap adds no `--help` or `--version`, a negation may have the name.
#[test]
fn a_negation_named_like_a_flag_clap_does_not_add_passes() {
    let cmd = Command::new("cli")
        .disable_help_flag(true)
        .arg(flag("x"))
        .arg(flag("y"));
    let mut cmd = new(
        cmd,
        CommandSpec::new()
            .arg("x", negation("help"))
            .arg("y", negation("version")),
    );
    cmd.debug_assert();
    let m = cmd
        .try_get_matches_from(["cli", "--x", "--y", "--help", "--version"])
        .unwrap();
    assert!(!m.get_flag("x") && !m.get_flag("y"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `x` of command `cli` has an empty negation long name, which would be typed as a bare `--` (what ends the flags); give the negation a non-empty name without a leading `-` and without `=` (`Negation::new().long(\"no-x\")`"
)]
fn an_empty_negation_name() {
    new(
        Command::new("cli").arg(flag("x")),
        CommandSpec::new().arg("x", negation("")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `x` of command `cli` has the negation long name `a=b`, with `=`, but clap reads `--a=b` as `--a` with the value `b`; give the negation a non-empty name without a leading `-` and without `=` (`Negation::new().long(\"a-b\")`"
)]
fn a_negation_name_with_an_equals_sign() {
    new(
        Command::new("cli").arg(flag("x")),
        CommandSpec::new().arg("x", negation("a=b")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `x` of command `cli` has the negation long name `--slow`, which starts with `-`, but a long name is written without its leading `--`; give the negation a non-empty name without a leading `-` and without `=` (`Negation::new().long(\"slow\")`"
)]
fn a_negation_name_with_its_dashes() {
    new(
        Command::new("cli").arg(flag("x")),
        CommandSpec::new().arg("x", negation("--slow")),
    );
}

#[test]
fn a_negation_name_with_a_dash_inside_passes() {
    let mut cmd = new(
        Command::new("cli").arg(flag("x")),
        CommandSpec::new().arg("x", negation("x-off")),
    );
    assert!(!cmd
        .try_get_matches_from(["cli", "--x", "--x-off"])
        .unwrap()
        .get_flag("x"));
}

// 10. Redirects and presets to a deprecated or exclusive flag.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `a` of command `cli` is redirected to `b`, which is deprecated too (its redirects end at `c`), so `--a` would warn twice, the second time about `--b`, which the user never typed; redirect `a` to the final replacement directly (`deprecated_for(\"c\")`"
)]
fn a_redirect_chain() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b")).arg(option("c"));
    let spec = CommandSpec::new()
        .arg("a", ArgSpec::new().deprecated_for("b"))
        .arg("b", ArgSpec::new().deprecated_for("c"));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "is redirected to `b`, which is deprecated too, and its redirects end at `b`, deprecated with no replacement, so `--a` would warn twice"
)]
fn a_redirect_to_a_flag_deprecated_without_replacement() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b"));
    let spec = CommandSpec::new()
        .arg("a", ArgSpec::new().deprecated_for("b"))
        .arg("b", ArgSpec::new().deprecated());
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "which is deprecated too, and its redirects go round in a circle")]
fn redirects_in_a_circle() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b"));
    let spec = CommandSpec::new()
        .arg("a", ArgSpec::new().deprecated_for("b"))
        .arg("b", ArgSpec::new().deprecated_for("a"));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `a` of command `run` is redirected to `b`, which is deprecated too (its redirects end at `c`)"
)]
fn a_redirect_chain_through_a_global() {
    let cmd = Command::new("cli")
        .arg(option("b").global(true))
        .arg(option("c").global(true))
        .subcommand(Command::new("run").arg(option("a")));
    let spec = CommandSpec::new()
        .arg("b", ArgSpec::new().deprecated_for("c"))
        .subcommand("run", CommandSpec::new().arg("a", ArgSpec::new().deprecated_for("b")));
    new(cmd, spec);
}

/// Two flags redirected to one replacement are no chain.
#[test]
fn two_flags_redirected_to_the_final_replacement_pass() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b")).arg(option("c"));
    let spec = CommandSpec::new()
        .arg("a", ArgSpec::new().deprecated_for("c"))
        .arg("b", ArgSpec::new().deprecated_for("c"));
    let mut cmd = new(cmd, spec);
    let m = cmd.try_get_matches_from(["cli", "--a", "1"]).unwrap();
    assert_eq!(m.get_one::<String>("c").map(String::as_str), Some("1"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `o` in command `cli` sets `x`, which is deprecated, so `--o` would warn `--x is deprecated`, though the user never typed `--x`; preset its replacement `y` instead (`preset(\"y\", \"1\")`"
)]
fn a_preset_of_a_deprecated_flag() {
    let cmd = Command::new("cli").arg(flag("o")).arg(option("x")).arg(option("y"));
    let spec = CommandSpec::new()
        .arg("o", ArgSpec::new().preset("x", "1"))
        .arg("x", ArgSpec::new().deprecated_for("y"));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "sets `x`, which is deprecated, so `--o` would warn `--x is deprecated`, though the user never typed `--x`; preset a flag that is not deprecated, or drop the deprecation of `x`"
)]
fn a_preset_of_a_flag_deprecated_without_replacement() {
    let cmd = Command::new("cli").arg(flag("o")).arg(option("x"));
    let spec = CommandSpec::new()
        .arg("o", ArgSpec::new().preset("x", "1"))
        .arg("x", ArgSpec::new().deprecated());
    new(cmd, spec);
}

#[test]
fn a_preset_of_a_replacement_passes() {
    let cmd = Command::new("cli").arg(flag("o")).arg(option("x")).arg(option("y"));
    let spec = CommandSpec::new()
        .arg("o", ArgSpec::new().preset("y", "1"))
        .arg("x", ArgSpec::new().deprecated_for("y"));
    let mut cmd = new(cmd, spec);
    let m = cmd.try_get_matches_from(["cli", "--o"]).unwrap();
    assert_eq!(m.get_one::<String>("y").map(String::as_str), Some("1"));
    assert!(m.facts().deprecations().is_empty());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `o` in command `cli` sets `x`, which is `exclusive(true)`, and an exclusive flag cannot be used with any other, the preset flag that sets it among them: every use of `--o` would be an error; preset a flag that is not exclusive, or drop `exclusive` from `x`"
)]
fn a_preset_of_an_exclusive_flag() {
    let cmd = Command::new("cli").arg(flag("o")).arg(option("x").exclusive(true));
    new(cmd, CommandSpec::new().arg("o", ArgSpec::new().preset("x", "1")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `a` of command `cli` is redirected to `b`, which is `exclusive(true)`, and an exclusive flag cannot be used with any other, the deprecated flag that sets it among them: every use of `--a` would be an error; redirect to a flag that is not exclusive, or drop `exclusive` from `b`"
)]
fn a_redirect_to_an_exclusive_flag() {
    let cmd = Command::new("cli").arg(option("a")).arg(option("b").exclusive(true));
    new(cmd, CommandSpec::new().arg("a", ArgSpec::new().deprecated_for("b")));
}

/// An exclusive preset flag or deprecated flag with a replacement is always
/// used with the flags it sets.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset flag `o` of command `cli` is `exclusive(true)`, and an exclusive flag cannot be used with any other, the targets its preset sets (`x`) among them: every use of `--o` would be an error; drop `exclusive` from `o`, or the preset"
)]
fn an_exclusive_preset_flag() {
    let cmd = Command::new("cli").arg(flag("o").exclusive(true)).arg(option("x"));
    new(cmd, CommandSpec::new().arg("o", ArgSpec::new().preset("x", "1")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `a` of command `cli` is `exclusive(true)`, and an exclusive flag cannot be used with any other, the replacement `b` its redirect gives among them: every use of `--a` would be an error; drop `exclusive` from `a`, or use `deprecated()` without a replacement"
)]
fn an_exclusive_deprecated_flag_with_a_replacement() {
    let cmd = Command::new("cli").arg(option("a").exclusive(true)).arg(option("b"));
    new(cmd, CommandSpec::new().arg("a", ArgSpec::new().deprecated_for("b")));
}

/// An exclusive flag deprecated without a replacement sets nothing else,
/// and an exclusive flag beside a preset is no target of it.
#[test]
fn exclusive_flags_no_redirect_or_preset_sets_pass() {
    let cmd = Command::new("cli")
        .arg(option("gone").exclusive(true))
        .arg(flag("o"))
        .arg(option("x"))
        .arg(flag("alone").exclusive(true));
    let spec = CommandSpec::new()
        .arg("gone", ArgSpec::new().deprecated())
        .arg("o", ArgSpec::new().preset("x", "1"));
    let mut cmd = new(cmd, spec);
    cmd.debug_assert();
    assert!(cmd.try_get_matches_from(["cli", "--gone", "1"]).is_ok());
    assert!(cmd.try_get_matches_from(["cli", "--alone"]).is_ok());
    assert!(cmd.try_get_matches_from(["cli", "--o"]).is_ok());
}

// 11. A deprecated or preset flag with an environment variable.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `cli` reads the environment variable `ED_OLD`, but argkind warns and redirects only where the flag is typed on the command line, so `ED_OLD` would set `old` with no warning, and never reach its replacement `new`; put the variable on the replacement `new` (`Arg::env`), or drop it"
)]
fn a_deprecated_flag_with_a_variable() {
    let cmd = Command::new("cli").arg(option("old").env("ED_OLD")).arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "reads the environment variable `ED_GONE`, but argkind warns and redirects only where the flag is typed on the command line, so `ED_GONE` would set `gone` with no warning; drop the variable (`Arg::env`), or the deprecation"
)]
fn a_flag_deprecated_without_replacement_with_a_variable() {
    let cmd = Command::new("cli").arg(option("gone").env("ED_GONE"));
    new(cmd, CommandSpec::new().arg("gone", ArgSpec::new().deprecated()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset flag `fast` of command `cli` reads the environment variable `ED_FAST`, but argkind applies a preset only where the flag is typed on the command line, so `ED_FAST` would set `fast` without setting its targets; put the variable on the preset's targets (`Arg::env`), or drop it"
)]
fn a_preset_flag_with_a_variable() {
    let cmd = Command::new("cli")
        .arg(flag("fast").env("ED_FAST"))
        .arg(option("level"));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")));
}

/// The variable on the replacement, or on a preset's target, is the fix.
#[test]
fn a_variable_on_a_replacement_or_a_preset_target_passes() {
    let cmd = Command::new("cli")
        .arg(option("old"))
        .arg(option("new").env("ED_NEW_PASSES"))
        .arg(flag("fast"))
        .arg(option("level").env("ED_LEVEL_PASSES"));
    let spec = CommandSpec::new()
        .arg("old", ArgSpec::new().deprecated_for("new"))
        .arg("fast", ArgSpec::new().preset("level", "3"));
    let mut cmd = new(cmd, spec);
    cmd.debug_assert();
    let m = cmd.try_get_matches_from(["cli", "--old", "1", "--fast"]).unwrap();
    assert_eq!(m.get_one::<String>("new").map(String::as_str), Some("1"));
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the preset target `secret-level` of global flag `fast` in command `cli` is not global: every subcommand parses `fast`"
)]
fn a_global_preset_flag_of_a_target_that_is_not_global() {
    let cmd = Command::new("cli")
        .arg(flag("fast").global(true))
        .arg(option("secret-level"))
        .subcommand(Command::new("run"));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().preset("secret-level", "3"))
        .arg("secret-level", ArgKind::Harg);
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: the replacement `level` of global flag `old` in command `cli` is not global")]
fn a_global_deprecated_flag_redirected_to_a_flag_that_is_not_global() {
    let cmd = Command::new("cli")
        .arg(option("old").global(true))
        .arg(option("level"))
        .subcommand(Command::new("run"));
    new(
        cmd,
        CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("level")),
    );
}

#[test]
fn a_global_flag_without_subcommands_may_set_a_flag_that_is_not_global() {
    // Only a subcommand would parse it where its target is not.
    let cmd = Command::new("cli").arg(flag("fast").global(true)).arg(option("level"));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3"));
    let m = new(cmd, spec).try_get_matches_from(["cli", "--fast"]).expect("parses");
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `fast` in command `tool` sets `slow`, and `fast` conflicts with `slow` (`conflicts_with`): every use of `--fast` would be an error; drop `slow` from the preset of `fast`, or the conflict"
)]
fn a_preset_target_the_preset_flag_conflicts_with() {
    let cmd = Command::new("tool")
        .arg(flag("fast").conflicts_with("slow"))
        .arg(flag("slow"));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("slow", "true")),
    );
}

/// fd's `-1` is written `overrides_with("max_results")`, so that the last
/// of the two wins; as a preset of `--max-results=1`, the preset, given
/// right after `-1`, would take `-1` out.
fn finder_with_one(one: Arg, max_results: Arg) -> Command {
    Command::new("find").arg(one).arg(max_results)
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `one` in command `find` sets `max_results`, and `one` overrides `max_results` (`overrides_with`): the preset, which gives `max_results` right after `--one`, would take `one` out at every use (its value unset, no record that the user typed it); drop the `overrides_with`, as the preset already gives `max_results` its value"
)]
fn a_preset_flag_that_overrides_its_target() {
    let cmd = finder_with_one(
        flag("one").short('1').overrides_with("max_results"),
        option("max_results"),
    );
    new(
        cmd,
        CommandSpec::new().arg("one", ArgSpec::new().preset("max_results", "1")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "and `max_results` overrides `one` (`overrides_with`)")]
fn a_preset_target_that_overrides_its_preset_flag() {
    let cmd = finder_with_one(
        flag("one").short('1'),
        option("max_results").overrides_with_all(["hidden", "one"]),
    )
    .arg(flag("hidden"));
    new(
        cmd,
        CommandSpec::new().arg("one", ArgSpec::new().preset("max_results", "1")),
    );
}

#[test]
fn a_preset_flag_with_no_override_of_its_target_keeps_its_value() {
    let cmd = finder_with_one(flag("one").short('1'), option("max_results"));
    let m = new(
        cmd,
        CommandSpec::new().arg("one", ArgSpec::new().preset("max_results", "1")),
    )
    .try_get_matches_from(["find", "-1"])
    .expect("parses");
    assert!(m.get_flag("one"));
    assert!(m.facts().is_used("one"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `fast` in command `tool` sets `level`, and `level` conflicts with `speed` (`conflicts_with`)"
)]
fn a_preset_target_that_conflicts_with_a_group_of_the_preset_flag() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(Arg::new("level").long("level").conflicts_with("speed"))
        .group(ArgGroup::new("speed").arg("fast").multiple(true));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `fast` in command `tool` sets `slow`, and both are members of group `speed`, which takes one of its members at most (`ArgGroup::multiple(false)`)"
)]
fn a_preset_target_in_the_preset_flag_s_exclusive_group() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(flag("slow"))
        .group(ArgGroup::new("speed").args(["fast", "slow"]));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("slow", "true")),
    );
}

/// A member of the group by `Arg::group`, which clap adds to the group's
/// list only when it builds the command: the check passed before a parse
/// and panicked after one (`debug_assert`).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `fast` in command `tool` sets `slow`, and both are members of group `speed`, which takes one of its members at most (`ArgGroup::multiple(false)`)"
)]
fn a_preset_target_in_the_preset_flag_s_exclusive_group_by_arg_group() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(Arg::new("slow").long("slow").group("speed"))
        .group(ArgGroup::new("speed").args(["fast"]));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("slow", "1")));
}

/// A group that only `Arg::group` names: clap makes it when it builds the
/// command, taking one member at most.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `tool` is redirected to `new`, and both are members of group `g`, which takes one of its members at most (`ArgGroup::multiple(false)`)"
)]
fn a_replacement_in_a_group_only_arg_group_names_with_its_deprecated_flag() {
    let cmd = Command::new("tool")
        .arg(Arg::new("old").long("old").group("g"))
        .arg(Arg::new("new").long("new").group("g"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

/// A short-only flag is named by its short spelling (the message said
/// `--`).
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "every use of `-n` would be an error")]
fn a_short_only_preset_flag_is_named_by_its_short_spelling() {
    let cmd = Command::new("tool")
        .arg(Arg::new("n").short('n').action(ArgAction::SetTrue))
        .arg(Arg::new("level").long("level").conflicts_with("n"));
    new(cmd, CommandSpec::new().arg("n", ArgSpec::new().preset("level", "3")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "every use of `-o` would be an error")]
fn a_short_only_deprecated_flag_is_named_by_its_short_spelling() {
    let cmd = Command::new("tool")
        .arg(Arg::new("o").short('o'))
        .arg(Arg::new("out").long("out").conflicts_with("o"));
    new(cmd, CommandSpec::new().arg("o", ArgSpec::new().deprecated_for("out")));
}

/// A subcommand's argument with the id of a global list that a preset
/// replaces (argkind adds a global reset of it, which reaches commands
/// below the shadowing one without the list): rejected as a shadowed pair,
/// deprecated or preset flag is (clap's check of the command panicked at
/// the first help).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `tag` of command `test` has the id of a global argument of command `prog`, and argkind reads the global as a pair, a deprecated or a preset flag, or as a list a preset replaces"
)]
fn a_subcommand_argument_shadowing_a_global_list_a_preset_replaces() {
    let cmd = Command::new("prog")
        .arg(Arg::new("quick").short('q').action(ArgAction::SetTrue))
        .arg(Arg::new("tag").long("tag").global(true))
        .subcommand(
            Command::new("test")
                .arg(Arg::new("tag"))
                .subcommand(Command::new("run")),
        );
    let spec = CommandSpec::new()
        .arg("quick", ArgSpec::new().preset("tag", "a"))
        .arg("tag", ArgSpec::new().extend());
    new(cmd, spec);
}

/// A member of a group that only `Arg::group` makes, named by the other's
/// `conflicts_with`: every use of the preset would be an error (`new`
/// accepted it, and a parse said `--fast` was used twice).
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `fast` in command `tool` sets `level`, and `fast` conflicts with `g2` (`conflicts_with`)"
)]
fn a_preset_target_in_a_group_its_flag_conflicts_with_by_arg_group() {
    let cmd = Command::new("tool")
        .arg(flag("fast").conflicts_with("g2"))
        .arg(Arg::new("level").long("level").group("g2"));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "1")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "its warning would name it (`-q is deprecated`)")]
fn a_short_only_deprecated_harg_flag_is_named_by_its_short_spelling() {
    let cmd = Command::new("tool").arg(Arg::new("q").short('q').action(ArgAction::SetTrue));
    new(
        cmd,
        CommandSpec::new().arg("q", ArgSpec::new().deprecated().kind(ArgKind::Harg)),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "so the parser never runs and `-q=false` is rejected")]
fn a_short_only_set_true_flag_with_str2bool_is_named_by_its_short_spelling() {
    let cmd = Command::new("tool").arg(
        Arg::new("q")
            .short('q')
            .action(ArgAction::SetTrue)
            .value_parser(argkind::str2bool()),
    );
    new(cmd, CommandSpec::new());
}

/// Either way, the check answers the same before and after a parse.
#[test]
fn a_definition_check_answers_the_same_after_a_parse() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(Arg::new("slow").long("slow").group("speed"))
        .group(ArgGroup::new("speed").args(["fast"]).multiple(true));
    let mut ours = new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("slow", "1")));
    ours.debug_assert();
    ours.try_get_matches_from(["tool", "--fast"]).unwrap();
    ours.debug_assert();
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `tool` is redirected to `new`, and `new` conflicts with `old` (`conflicts_with`): every use of `--old` would be an error; drop the conflict, or use `deprecated()` without a replacement"
)]
fn a_replacement_that_conflicts_with_its_deprecated_flag() {
    let cmd = Command::new("tool")
        .arg(Arg::new("old").long("old"))
        .arg(Arg::new("new").long("new").conflicts_with("old"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
fn a_preset_target_in_a_group_that_takes_several_members_is_no_conflict() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(flag("slow"))
        .group(ArgGroup::new("speed").args(["fast", "slow"]).multiple(true));
    let mut cmd = new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().preset("slow", "true")),
    );
    let m = cmd.try_get_matches_from(["tool", "--fast"]).unwrap();
    assert!(m.get_flag("slow"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `print-options` of command `tool` has the id of the `--print-options` surface flag, which argkind adds itself where the command turns the effective-values surface on"
)]
fn an_argument_with_the_id_of_the_print_options_surface() {
    let cmd = Command::new("tool").arg(flag("print-options"));
    new(cmd, CommandSpec::new().print_options());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `print-all-options` of command `run` has the id of the `--print-all-options` surface flag"
)]
fn a_subcommand_argument_with_the_id_of_the_print_all_options_surface() {
    let cmd = Command::new("tool").subcommand(Command::new("run").arg(option("print-all-options")));
    new(cmd, CommandSpec::new().print_options());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--print-options` of command `tool` would name both argument `po` and argkind's own `--print-options` surface flag, and clap would read it as only one of them; argkind adds the `--print-options` surface flag itself: rename the argument or drop the alias"
)]
fn an_argument_spelled_like_the_print_options_surface() {
    let cmd = Command::new("tool").arg(Arg::new("po").long("print-options").action(ArgAction::SetTrue));
    new(cmd, CommandSpec::new().print_options());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "`--print-all-options` of command `run` would name both")]
fn an_alias_in_a_subcommand_spelled_like_the_print_all_options_surface() {
    let cmd = Command::new("tool")
        .subcommand(Command::new("run").arg(Arg::new("all").long("all").alias("print-all-options")));
    new(cmd, CommandSpec::new().print_options());
}

#[test]
fn an_argument_named_print_options_is_the_application_s_where_the_surface_is_off() {
    let cmd = Command::new("tool").arg(flag("print-options"));
    let mut cmd = new(cmd, CommandSpec::new());
    let m = cmd.try_get_matches_from(["tool", "--print-options"]).unwrap();
    assert!(m.get_flag("print-options"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `quick` in command `tool` sets both `a` and `b`, and `a` conflicts with `b` (`conflicts_with`): every use of `--quick` would be an error; drop one of them from the preset, or the conflict"
)]
fn a_preset_of_two_targets_that_conflict() {
    let cmd = Command::new("tool")
        .arg(flag("quick"))
        .arg(option("a").conflicts_with("b"))
        .arg(option("b"));
    new(
        cmd,
        CommandSpec::new().arg("quick", ArgSpec::new().preset("a", "1").preset("b", "2")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `quick` in command `tool` sets both `a` and `b`, and both are members of group `ab`, which takes one of its members at most"
)]
fn a_preset_of_two_targets_in_one_exclusive_group() {
    let cmd = Command::new("tool")
        .arg(flag("quick"))
        .arg(option("a"))
        .arg(option("b"))
        .group(ArgGroup::new("ab").args(["a", "b"]));
    new(
        cmd,
        CommandSpec::new().arg("quick", ArgSpec::new().preset("a", "1").preset("b", "2")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `tool` may be given bare (it takes 0 to 1 values), and clap gives a bare `--old` no place on the command line, so argkind cannot pass it on to its replacement there; give `old` a default missing value (`Arg::default_missing_value`), which a bare `--old` then takes"
)]
fn a_deprecated_flag_given_bare_redirected_to_one_that_needs_a_value() {
    let cmd = Command::new("tool")
        .arg(option("old").num_args(0..=1))
        .arg(option("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
fn a_deprecated_flag_given_bare_passes_on_its_default_missing_value() {
    let cmd = Command::new("tool")
        .arg(option("old").num_args(0..=1).default_missing_value("auto"))
        .arg(option("new"));
    let mut cmd = new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
    let m = cmd.try_get_matches_from(["tool", "--old"]).unwrap();
    assert_eq!(m.get_one::<String>("new").map(String::as_str), Some("auto"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `p` in command `tool` sets `q`, which is a preset flag too, and a preset sets its targets' values without applying their own presets: `--p` would leave `level` as it is, where `--q` sets it; preset `q`'s targets directly (`level` among them), or drop `q` from the preset"
)]
fn a_preset_of_a_preset_flag() {
    let cmd = Command::new("tool").arg(flag("p")).arg(flag("q")).arg(option("level"));
    new(
        cmd,
        CommandSpec::new()
            .arg("p", ArgSpec::new().preset("q", "true"))
            .arg("q", ArgSpec::new().preset("level", "3")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `tool` may be given bare (it takes 0 to 1 values), and clap gives a bare `--old` no place on the command line, so argkind cannot pass it on to its replacement there; give `old` a default missing value"
)]
fn a_deprecated_flag_given_bare_redirected_to_one_that_may_be_given_bare_too() {
    // A bare `--old` used to pass on nothing, where the twin's `--new` is
    // given bare.
    let cmd = Command::new("tool")
        .arg(option("old").num_args(0..=1))
        .arg(option("new").num_args(0..=1));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `old` of command `tool` may be given bare (it takes 0 values), and clap gives a bare `--old` no place on the command line, so argkind cannot pass it on to its replacement there; make `old` a `SetTrue` flag (`ArgAction::SetTrue`), or give it a default missing value"
)]
fn a_deprecated_option_of_no_values_with_a_replacement() {
    let cmd = Command::new("tool").arg(option("old").num_args(0)).arg(flag("new"));
    new(cmd, CommandSpec::new().arg("old", ArgSpec::new().deprecated_for("new")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset flag `prof` of command `tool` may be given bare (it takes 0 to 1 values), and clap gives a bare `--prof` no place on the command line, so argkind cannot apply its preset there; give `prof` a default missing value (`Arg::default_missing_value`), which a bare `--prof` then takes"
)]
fn a_preset_flag_that_may_be_given_bare() {
    // A bare `--prof` used to apply no preset.
    let cmd = Command::new("tool")
        .arg(option("prof").num_args(0..=1))
        .arg(option("level"));
    new(cmd, CommandSpec::new().arg("prof", ArgSpec::new().preset("level", "3")));
}

#[test]
fn a_preset_flag_given_bare_applies_its_preset_with_a_default_missing_value() {
    let cmd = Command::new("tool")
        .arg(option("prof").short('p').num_args(0..=1).default_missing_value("on"))
        .arg(option("level").short('O'))
        .arg(flag("x"));
    let mut cmd = new(cmd, CommandSpec::new().arg("prof", ArgSpec::new().preset("level", "3")));
    for argv in [
        &["tool", "--prof"][..],
        &["tool", "-p"],
        &["tool", "--prof", "--x"],
        &["tool", "-O1", "--prof"],
    ] {
        let m = cmd.try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"), "{argv:?}");
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: deprecated flag `a` of command `tool` is redirected to `p`, which is a preset flag, and a redirect sets the replacement's value without applying its preset: `--a` would leave what `--p` sets as it is"
)]
fn a_redirect_to_a_preset_flag() {
    let cmd = Command::new("tool").arg(flag("a")).arg(flag("p")).arg(option("level"));
    new(
        cmd,
        CommandSpec::new()
            .arg("a", ArgSpec::new().deprecated_for("p"))
            .arg("p", ArgSpec::new().preset("level", "1")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "preset: `-a` would leave what `--p` sets as it is")]
fn a_short_only_redirect_to_a_preset_flag_is_named_by_its_letter() {
    let cmd = Command::new("tool")
        .arg(Arg::new("a").short('a').action(ArgAction::SetTrue))
        .arg(flag("p"))
        .arg(option("level"));
    new(
        cmd,
        CommandSpec::new()
            .arg("a", ArgSpec::new().deprecated_for("p"))
            .arg("p", ArgSpec::new().preset("level", "1")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `p` in command `tool` sets both `x` and `y`, and `x`'s group `gx` conflicts with `gy` (`ArgGroup::conflicts_with`)"
)]
fn a_preset_of_two_targets_whose_groups_conflict() {
    let cmd = Command::new("tool")
        .arg(flag("p"))
        .arg(flag("x"))
        .arg(flag("y"))
        .group(ArgGroup::new("gx").arg("x").multiple(true).conflicts_with("gy"))
        .group(ArgGroup::new("gy").arg("y").multiple(true));
    new(
        cmd,
        CommandSpec::new().arg("p", ArgSpec::new().preset("x", "true").preset("y", "true")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `p` in command `tool` sets `y`, and `y`'s group `gy` conflicts with `gp`"
)]
fn a_preset_target_whose_group_conflicts_with_the_preset_flag_s_group() {
    let cmd = Command::new("tool")
        .arg(flag("p"))
        .arg(flag("y"))
        .group(ArgGroup::new("gp").arg("p").multiple(true))
        .group(ArgGroup::new("gy").arg("y").multiple(true).conflicts_with("gp"));
    new(cmd, CommandSpec::new().arg("p", ArgSpec::new().preset("y", "true")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `p` in command `tool` sets `--help-hidden`, argkind's own surface flag, which prints a surface when typed and holds no value a preset could set; drop it from the preset"
)]
fn a_preset_of_the_help_hidden_surface() {
    let cmd = Command::new("tool").arg(flag("p"));
    new(
        cmd,
        CommandSpec::new().arg("p", ArgSpec::new().preset("--help-hidden", "true")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--help-hidden` of command `tool` would name both argkind's own `--help-hidden` surface flag and subcommand `s` (as its long flag)"
)]
fn a_subcommand_whose_long_flag_is_a_surface_flag() {
    let cmd = Command::new("tool").subcommand(Command::new("s").long_flag("help-hidden"));
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "`--no-x` of command `tool` would name both the negation argkind adds for pair flag `x` and subcommand `s` (as its long flag)"
)]
fn a_subcommand_whose_long_flag_alias_is_a_negation() {
    let cmd = Command::new("tool")
        .arg(flag("x"))
        .subcommand(Command::new("s").long_flag("sub").long_flag_alias("no-x"));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: group `no_x` of command `tool` has the id of the negation argkind adds for pair flag `x`, and clap rejects a group named like an argument; give the group another id"
)]
fn a_group_with_the_id_of_a_negation() {
    let cmd = Command::new("tool")
        .arg(flag("x"))
        .arg(flag("y"))
        .group(ArgGroup::new("no_x").arg("y"));
    new(cmd, CommandSpec::new().arg("x", ArgSpec::new().noable()));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: group `help-hidden` of command `tool` has the id of argkind's own `--help-hidden` surface flag"
)]
fn a_group_with_the_id_of_a_surface_flag() {
    let cmd = Command::new("tool")
        .arg(flag("y"))
        .group(ArgGroup::new("help-hidden").arg("y"));
    new(cmd, CommandSpec::new());
}

#[test]
fn a_preset_target_outside_the_preset_flag_s_exclusive_group_is_no_conflict() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(flag("slow"))
        .arg(option("level"))
        .group(ArgGroup::new("speed").args(["fast", "slow"]));
    let mut cmd = new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().preset("level", "3")));
    let m = cmd.try_get_matches_from(["tool", "--fast"]).unwrap();
    assert_eq!(m.get_one::<String>("level").map(String::as_str), Some("3"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: group `help-hidden-list` of command `s` has the id of argkind's own `--help-hidden-list` surface flag (a global of command `tool`), and clap rejects a group named like an argument; give the group another id"
)]
fn a_subcommand_group_with_the_id_of_a_surface_flag() {
    let cmd = Command::new("tool").subcommand(
        Command::new("s")
            .arg(flag("a"))
            .group(ArgGroup::new("help-hidden-list").arg("a")),
    );
    new(cmd, CommandSpec::new());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "would name both argkind's own `--print-options` surface flag and subcommand `s` (as its long flag), and clap would read it as only one of them; argkind adds the `--print-options` surface flag itself: give the subcommand another long flag (`Command::long_flag`) or drop the alias, or turn the effective-values surface off"
)]
fn a_subcommand_whose_long_flag_is_the_print_options_surface() {
    let cmd = Command::new("tool").subcommand(Command::new("s").long_flag("print-options"));
    new(cmd, CommandSpec::new().print_options());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: preset of `plain` in command `tool` sets `color` to false, as its negation `--no-color` does, and `plain` conflicts with `no_color` (`conflicts_with`): every use of `--plain` would be an error"
)]
fn a_preset_setting_a_pair_false_that_conflicts_with_its_negation() {
    let cmd = Command::new("tool")
        .arg(flag("plain").conflicts_with("no_color"))
        .arg(flag("color"));
    new(
        cmd,
        CommandSpec::new()
            .arg("plain", ArgSpec::new().preset("color", "false"))
            .arg("color", ArgSpec::new().noable()),
    );
}

#[test]
fn a_preset_setting_a_pair_true_may_conflict_with_its_negation() {
    // `--plain` gives `--color`, which overrides `--no-color`: no conflict.
    let cmd = Command::new("tool")
        .arg(flag("plain").conflicts_with("no_color"))
        .arg(flag("color"));
    let mut cmd = new(
        cmd,
        CommandSpec::new()
            .arg("plain", ArgSpec::new().preset("color", "true"))
            .arg("color", ArgSpec::new().noable()),
    );
    let m = cmd.try_get_matches_from(["tool", "--plain"]).unwrap();
    assert!(m.get_flag("color"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: pair flag `fast` of command `tool` has a conditional default (`default_value_if`), which clap gives it even where its negation `--no-fast` is typed last"
)]
fn a_pair_flag_with_a_conditional_default() {
    // `--level 3 --no-fast` left `fast` true.
    let cmd = Command::new("tool")
        .arg(option("level"))
        .arg(flag("fast").default_value_if("level", "3", Some("true")));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
}

#[test]
fn a_pair_flag_that_defaults_true_is_turned_off_by_its_negation() {
    // argkind's own conditional default: no definition error.
    let cmd = Command::new("tool").arg(flag("fast").default_value("true"));
    let mut cmd = new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
    assert!(!cmd
        .try_get_matches_from(["tool", "--no-fast"])
        .unwrap()
        .get_flag("fast"));
    assert!(cmd.try_get_matches_from(["tool"]).unwrap().get_flag("fast"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the preset target `--no-cache` of `fresh` in command `tool` is `--no-cache`, the negation argkind adds for pair flag `cache`, not an argument a preset target can set; preset `cache` to false (`preset(\"cache\", \"false\")`"
)]
fn a_preset_of_a_pair_s_negation() {
    let cmd = Command::new("tool").arg(flag("cache")).arg(flag("fresh"));
    new(
        cmd,
        CommandSpec::new()
            .arg("cache", ArgSpec::new().noable())
            .arg("fresh", ArgSpec::new().preset("--no-cache", "true")),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the replacement `no_cache` of `disable_cache` in command `tool` is `--no-cache`, the negation argkind adds for pair flag `cache`, not an argument a replacement can set; declare the old flag as the negation of a deprecated pair redirected to `cache`"
)]
fn a_redirect_to_a_pair_s_negation() {
    let cmd = Command::new("tool").arg(flag("cache")).arg(flag("disable_cache"));
    new(
        cmd,
        CommandSpec::new()
            .arg("cache", ArgSpec::new().noable())
            .arg("disable_cache", ArgSpec::new().deprecated_for("no_cache")),
    );
}

#[test]
fn a_pair_whose_negation_id_holds_a_quote_or_a_backslash_is_no_definition_error() {
    // argkind's own conditional default names the negation, in the
    // argument's `Debug` text with its quote or backslash escaped.
    for id in ["no\"fast", "no\\fast"] {
        let cmd = Command::new("tool").arg(flag("fast").default_value("true"));
        let spec = CommandSpec::new().arg(
            "fast",
            ArgSpec::new().noable().negation(argkind::Negation::new().id(id)),
        );
        let mut cmd = new(cmd, spec);
        let m = cmd.try_get_matches_from(["tool", "--no-fast"]).unwrap();
        assert!(!m.get_flag("fast"), "{id}");
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "argkind: pair flag `fast` of command `tool` has a conditional default (`default_value_if`)")]
fn a_pair_flag_with_a_conditional_default_after_one_on_its_negation() {
    // Every condition is read, not the first alone.
    let cmd = Command::new("tool").arg(option("level")).arg(
        flag("fast")
            .default_value_if("no_fast", "true", Some("true"))
            .default_value_if("level", "3", Some("true")),
    );
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
}

/// A negation named `internal-...` that declares no tier takes its flag's
/// (PUBLIC): the message says so, and not that a tier was declared.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "the negation `--internal-nofoo` of flag `--foo` takes the flag's tier, PUBLIC, but its name makes it INTERNAL"
)]
fn a_negation_whose_name_contradicts_the_tier_it_takes() {
    let cmd = Command::new("tool").arg(flag("foo"));
    new(
        cmd,
        CommandSpec::new().arg("foo", ArgSpec::new().negation(Negation::new().long("internal-nofoo"))),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `out` of command `tool` is deprecated and required, so every command line would have to type the flag users should stop typing; make it optional (drop `Arg::required`), or drop the deprecation"
)]
fn a_required_deprecated_flag() {
    let cmd = Command::new("tool")
        .arg(option("output"))
        .arg(option("out").required(true));
    new(
        cmd,
        CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("output")),
    );
}

/// A target named by an alias of a flag's long name names nothing (argkind
/// gives a target its value by its long name); the message says whose alias
/// it is and which name to write.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "(`--colour` is an alias of `--color`, and a target is named by its long name: name `\"--color\"`)"
)]
fn a_target_named_by_an_alias_is_named_with_the_fix() {
    let cmd = Command::new("tool")
        .arg(option("color").alias("colour"))
        .arg(flag("plain"));
    new(
        cmd,
        CommandSpec::new().arg("plain", ArgSpec::new().preset("--colour", "never")),
    );
}

/// `help_expected`, which clap's debug builds check on every argument of
/// the command, is no problem of argkind's: what it adds (a pair's
/// negation, the marker, a subcommand's sentinel, an extend target's reset,
/// the surfaces) has a help, empty where help never shows it.
#[test]
fn a_command_that_expects_help_everywhere_passes() {
    let cmd = || {
        Command::new("x")
            .help_expected(true)
            .arg(flag("fast").help("Go fast"))
            .arg(option("out").help("Output").action(ArgAction::Append))
            .arg(flag("quick").help("Quick"))
            .arg(option("level").help("Level").global(true))
            .subcommand(Command::new("run").arg(flag("jobs").help("Jobs")))
    };
    let spec = || {
        CommandSpec::new()
            .print_options()
            .arg("fast", ArgSpec::new().noable())
            .arg("out", ArgSpec::new().extend())
            .arg("quick", ArgSpec::new().preset("out", "q").preset("level", "2"))
    };
    for argv in [
        &["x"][..],
        &["x", "--help"],
        &["x", "--bogus"],
        &["x", "--quick", "--no-fast", "run", "--jobs"],
        &["x", "--help-hidden"],
    ] {
        let mut cli = new(cmd(), spec());
        let _ = cli.try_get_matches_from(argv);
        let _ = cli.try_get_matches_from(argv);
        cli.debug_assert();
        let _ = argkind::ArgKindCommand::lazy(|| Command::new("x").help_expected(true), CommandSpec::new())
            .try_get_matches_from(argv);
    }
}

/// Declarations are matched to subcommands by name: a declaration under an
/// alias would be read by nothing (a `Hidden` flag there would show in
/// `--help`), so it is a definition error that names the subcommand.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "declares subcommand `r`, which is an alias of `run`; declare it by its name")]
fn a_subcommand_declared_by_its_alias() {
    let cmd = Command::new("cc").subcommand(Command::new("run").alias("r").arg(option("d")));
    new(
        cmd,
        CommandSpec::new().subcommand("r", CommandSpec::new().arg("d", ArgKind::Hidden)),
    );
}

/// `debug_assert` on a sound definition passes before a parse and after
/// any: after one, a built command holds clap's copies of the globals in
/// each subcommand (a global pair's negation too), which are the
/// enclosing command's, not a second argument of the spelling.
#[test]
fn debug_assert_passes_a_sound_definition_before_and_after_a_parse() {
    let cmd = Command::new("cc")
        .arg(flag("fast").global(true))
        .arg(option("old").global(true))
        .arg(option("level").global(true))
        .subcommand(Command::new("build").subcommand(Command::new("link").arg(flag("strip"))));
    let spec = CommandSpec::new()
        .arg("fast", ArgSpec::new().noable())
        .arg("old", ArgSpec::new().deprecated_for("level"));
    for argv in [
        &["cc"][..],
        &["cc", "build", "link", "--strip"],
        &["cc", "--no-fast", "build", "link"],
        &["cc", "build", "link", "--old", "2"],
        &["cc", "build", "--help-hidden"],
        &["cc", "--bogus"],
    ] {
        let mut checked = new(cmd.clone(), spec.clone());
        checked.debug_assert();
        let _ = checked.try_get_matches_from(argv);
        checked.debug_assert();
        checked.clone().debug_assert();
    }
}

// A subcommand's argument with the id of an enclosing command's global:
// clap shares the global's values by id with it, so where argkind acts on
// either they would set each other.

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `trace` of command `run` has the id of a global argument of command `cc`, and argkind reads the subcommand's as a pair"
)]
fn a_subcommand_pair_with_the_id_of_a_global() {
    let cmd = Command::new("cc")
        .arg(flag("trace").global(true))
        .subcommand(Command::new("run").arg(flag("trace")));
    let spec = CommandSpec::new()
        .arg("trace", ArgSpec::new().noable())
        .subcommand("run", CommandSpec::new().arg("trace", ArgSpec::new().noable()));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `old-color` of command `run` has the id of a global argument of command `cc`, and argkind reads the global as a pair, a deprecated or a preset flag"
)]
fn a_subcommand_argument_with_the_id_of_a_deprecated_global() {
    let cmd = Command::new("cc")
        .arg(option("color").global(true).default_value("auto"))
        .arg(option("old-color").global(true))
        .subcommand(Command::new("run").arg(option("old-color")));
    new(
        cmd,
        CommandSpec::new().arg("old-color", ArgSpec::new().deprecated_for("color")),
    );
}

/// Where argkind acts on neither, the command is clap's to read as it
/// reads it: no definition error, and the values are plain clap's.
#[test]
fn a_subcommand_argument_with_the_id_of_a_plain_global_passes() {
    let cmd = Command::new("cc")
        .arg(flag("trace").global(true))
        .arg(flag("fast"))
        .subcommand(Command::new("run").arg(flag("trace")));
    let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable());
    let mut cli = new(cmd.clone(), spec);
    cli.debug_assert();
    for argv in [
        &["cc", "--trace", "run"][..],
        &["cc", "run", "--trace"],
        &["cc", "--fast", "run"],
    ] {
        let m = cli.try_get_matches_from(argv).unwrap();
        let p = cmd.clone().args_override_self(true).try_get_matches_from(argv).unwrap();
        assert_eq!(m.get_flag("trace"), p.get_flag("trace"), "{argv:?}");
        let (run, prun) = (
            m.subcommand_matches("run").unwrap(),
            p.subcommand_matches("run").unwrap(),
        );
        assert_eq!(run.get_flag("trace"), prun.get_flag("trace"), "{argv:?}");
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argument `no_fast` of command `run` has the id of a global argument of command `cc`, and argkind reads the global as a pair"
)]
fn a_subcommand_argument_with_the_id_of_a_global_pair_s_negation() {
    let cmd = Command::new("cc")
        .arg(flag("fast").global(true))
        .subcommand(Command::new("run").arg(Arg::new("no_fast").long("nofast").action(ArgAction::SetTrue)));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
}

/// An extend option takes one or more values an occurrence: with hyphen
/// values and no terminator, it would take every later token.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: argument `mllvm` of command `cc` is declared extend, which makes each occurrence take one or more values (`num_args(1..)`), and it allows hyphen values"
)]
fn extend_on_an_option_taking_hyphen_values_without_a_terminator() {
    let cmd = Command::new("cc").arg(Arg::new("mllvm").long("mllvm").allow_hyphen_values(true));
    new(cmd, CommandSpec::new().arg("mllvm", ArgSpec::new().extend()));
}

/// With a terminator its values end there: no definition error.
#[test]
fn extend_on_an_option_taking_hyphen_values_up_to_a_terminator() {
    let cmd = Command::new("cc").arg(
        Arg::new("exec")
            .long("exec")
            .allow_hyphen_values(true)
            .value_terminator(";"),
    );
    let mut cmd = new(cmd, CommandSpec::new().arg("exec", ArgSpec::new().extend()));
    let m = cmd
        .try_get_matches_from(["cc", "--exec", "-x", ";", "--exec", "y", ";"])
        .unwrap();
    let values: Vec<&String> = m.get_many::<String>("exec").unwrap().collect();
    assert_eq!(values, ["-x", "y"]);
}

/// A pair flag that joins a group with `Arg::group` says so in its
/// declaration (`Negation::group`), or its negation would not join it:
/// clap lists such a member only once it builds the command.
#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: pair flag `fast` of command `cc` joins the group `speed` with `Arg::group`, which clap lists among the group's members only once it builds the command"
)]
fn a_pair_flag_joining_a_group_with_arg_group_unsaid() {
    let cmd = Command::new("cc")
        .arg(flag("fast").group("speed"))
        .arg(flag("slow").group("speed"))
        .group(ArgGroup::new("speed").multiple(true).required(true));
    new(cmd, CommandSpec::new().arg("fast", ArgSpec::new().noable()));
}

/// Said, the negation joins it: `--no-fast` alone satisfies the group.
#[test]
fn a_pair_flag_joining_a_group_with_arg_group_said() {
    let cmd = Command::new("cc")
        .arg(flag("fast").group("speed"))
        .arg(flag("slow").group("speed"))
        .group(ArgGroup::new("speed").multiple(true).required(true));
    let spec = CommandSpec::new().arg(
        "fast",
        ArgSpec::new()
            .noable()
            .negation(argkind::Negation::new().group("speed")),
    );
    let m = new(cmd, spec).try_get_matches_from(["cc", "--no-fast"]).unwrap();
    assert!(!m.get_flag("fast"));
}

// A negation's short name that another letter of the command has.

/// `-i/--ic`, a pair, beside `-o/--other` (with the short alias `-a`);
/// the negation of `ic` has the short name `c`.
fn negation_short(c: char, cmd: Command) -> ArgKindCommand {
    let cmd = cmd
        .arg(flag("ic").short('i'))
        .arg(flag("other").short('o').short_alias('a'));
    let spec = CommandSpec::new().arg("ic", ArgSpec::new().noable().negation(Negation::new().short(c)));
    new(cmd, spec)
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: the negation `--no-ic` of pair flag `ic` of command `tool` has the short name `-o`, which argument `other` has too (as its short name or a short alias)"
)]
fn a_negation_short_that_another_flag_has() {
    negation_short('o', Command::new("tool"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-a`, which argument `other` has too")]
fn a_negation_short_that_is_another_flag_s_short_alias() {
    negation_short('a', Command::new("tool"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-i`, which argument `ic` has too")]
fn a_negation_short_that_its_flag_has() {
    negation_short('i', Command::new("tool"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-s`, which the negation argkind adds for pair flag `other` has too")]
fn two_negations_with_one_short() {
    let cmd = Command::new("tool").arg(flag("ic")).arg(flag("other"));
    let spec = CommandSpec::new()
        .arg("ic", ArgSpec::new().noable().negation(Negation::new().short('s')))
        .arg("other", ArgSpec::new().noable().negation(Negation::new().short('s')));
    new(cmd, spec);
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-s`, which chooses subcommand `run` (`Command::short_flag`)")]
fn a_negation_short_that_chooses_a_subcommand() {
    negation_short(
        's',
        Command::new("tool").subcommand(Command::new("run").short_flag('s')),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "has the short name `-h`, which clap gives its own help flag; give the negation another short name (`Negation::short`, `negation(short = '...')` in the derive) or none, or turn clap's flag off (`Command::disable_help_flag(true)`)"
)]
fn a_negation_short_that_clap_gives_its_help_flag() {
    negation_short('h', Command::new("tool"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-V`, which clap gives its own version flag")]
fn a_negation_short_that_clap_gives_its_version_flag() {
    negation_short('V', Command::new("tool").version("1.0"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "has the short name `-`, which is no letter: `--` ends the options")]
fn a_negation_short_that_is_a_dash() {
    negation_short('-', Command::new("tool"));
}

#[test]
fn a_negation_short_clap_leaves_free_passes() {
    negation_short('V', Command::new("tool"));
    negation_short('h', Command::new("tool").disable_help_flag(true));
    negation_short('s', Command::new("tool").subcommand(Command::new("run")));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "argkind: pair flag `fast` of command `tool` declares that its negation joins the group `g` (`Negation::group`), but the flag is no member of it"
)]
fn a_negation_group_its_flag_is_not_in() {
    let cmd = Command::new("tool")
        .arg(flag("fast"))
        .arg(flag("slow").group("g"))
        .group(ArgGroup::new("g").multiple(true).required(true));
    new(
        cmd,
        CommandSpec::new().arg("fast", ArgSpec::new().noable().negation(Negation::new().group("g"))),
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(
    expected = "declares that its negation joins the group `nowhere` (`Negation::group`), but the command has no group `nowhere`"
)]
fn a_negation_group_the_command_lacks() {
    let cmd = Command::new("tool").arg(flag("fast")).arg(flag("slow"));
    new(
        cmd,
        CommandSpec::new().arg(
            "fast",
            ArgSpec::new().noable().negation(Negation::new().group("nowhere")),
        ),
    );
}

#[test]
fn a_negation_group_its_flag_joins_passes() {
    // Listed by the group, joined with `Arg::group`, or a group clap makes
    // of `Arg::group` alone (exclusive: the negation does not join it).
    let listed = Command::new("tool")
        .arg(flag("fast"))
        .group(ArgGroup::new("g").arg("fast").multiple(true));
    let joined = Command::new("tool")
        .arg(flag("fast").group("g"))
        .group(ArgGroup::new("g").multiple(true));
    let made = Command::new("tool").arg(flag("fast").group("g"));
    for cmd in [listed, joined, made] {
        let spec = CommandSpec::new().arg("fast", ArgSpec::new().noable().negation(Negation::new().group("g")));
        let mut cli = new(cmd, spec);
        assert!(cli.try_get_matches_from(["tool", "--no-fast"]).is_ok());
    }
}

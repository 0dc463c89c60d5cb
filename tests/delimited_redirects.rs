//! Deprecated flags that split their values at a value delimiter, with a
//! redirect: each occurrence's values go to the replacement as plain clap
//! reads them for the deprecated flag, compared with a plain-clap twin.

mod support;

use argkind::{ArgSpec, CommandSpec};
use clap::{Arg, ArgAction, Command};
use support::twin;

/// A list that splits at `,` and ends at `;` (`--fat w,x ;`, the shape of
/// a finder's `--exec`), deprecated for a list of one value an
/// occurrence, given twice: each occurrence passes on where its
/// terminator ends it. The exact route read the earlier occurrence's end
/// by its last value, which a split token is not (`w,x` holds `w` and
/// `x`): it inserted the redirect before the `;`, which clap then took
/// for the positional, and `p00` was an unexpected argument.
#[test]
fn a_delimited_list_ended_by_its_terminator_passes_on_each_occurrence() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("fast").long("fast").action(ArgAction::Append))
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .action(ArgAction::Append)
                    .num_args(1..)
                    .value_terminator(";")
                    .value_delimiter(','),
            )
            .arg(Arg::new("p1"))
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("fast"));
    for argv in [
        &["root", "--fat", "w,-x", ";", "--fat", "w,x", ";", "p00"][..],
        &["root", "--fat", "a", "b,c", ";", "--fat", "d", ";", "p00"],
        &["root", "--fat", "w,x", ";", "p00"],
    ] {
        let plain = twin::plain(cmd(), argv);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(twin::values(&m, "fast"), twin::values(&plain, "fat"), "{argv:?}");
            twin::assert_same_values(&m, &plain, &["p1"], argv);
        }
    }
}

/// A list that splits at `,`, deprecated for an option that takes any
/// number of values and splits at `,` too (no list): the last occurrence
/// wins, its values together, a value that starts with `-` among them
/// (`--fat=w,-x` is `--file=w,-x`, where `--file w -x` would read `-x` as
/// a flag).
#[test]
fn a_delimited_list_to_an_option_that_splits_too_passes_on_its_last_occurrence_whole() {
    let cmd = || {
        Command::new("root")
            .arg(
                Arg::new("fat")
                    .long("fat")
                    .action(ArgAction::Append)
                    .value_delimiter(','),
            )
            .arg(Arg::new("file").long("file").num_args(1..).value_delimiter(','))
            .arg(Arg::new("x").short('x').action(ArgAction::SetTrue))
    };
    let spec = || CommandSpec::new().arg("fat", ArgSpec::new().deprecated_for("file"));
    for argv in [
        &["root", "--fat=w,-x"][..],
        &["root", "--fat", "a", "--fat=w,-x"],
        &["root", "--fat", "w,-x", "-x"],
    ] {
        let plain = twin::plain(cmd(), argv);
        let last: Vec<String> = plain
            .get_occurrences::<String>("fat")
            .and_then(|mut o| o.next_back())
            .map(|o| o.cloned().collect())
            .expect("given");
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(twin::values(&m, "file"), last, "{argv:?}");
            twin::assert_same_flags(&m, &plain, &["x"], argv);
        }
    }
}

/// An option that splits at `,` and takes any number of values, deprecated
/// for one that splits at `,` too and ends its values at `;`: the values go
/// joined again in one attached value (`--tag=a,;`), which holds `;` as a
/// value, so the replacement gets what plain clap reads for the deprecated
/// flag, `;` included. The definition check that a replacement's
/// terminator cannot be passed on among several values rejected this
/// definition, though no terminator is read there.
#[test]
fn a_delimited_redirect_passes_the_replacement_s_terminator_on_as_a_value() {
    let cmd = || {
        Command::new("root")
            .arg(Arg::new("out").long("out").num_args(1..).value_delimiter(','))
            .arg(
                Arg::new("tag")
                    .long("tag")
                    .num_args(1..)
                    .value_delimiter(',')
                    .value_terminator(";"),
            )
            .arg(Arg::new("x").short('x').action(ArgAction::SetTrue))
    };
    let spec = || CommandSpec::new().arg("out", ArgSpec::new().deprecated_for("tag"));
    for argv in [
        &["root", "--out", "a,;", "-x"][..],
        &["root", "--out", ";", ";", "-x"],
        &["root", "--out=;,b"],
        &["root", "--out", "a", "b,;"],
    ] {
        let plain = twin::plain(cmd(), argv);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(twin::values(&m, "tag"), twin::values(&plain, "out"), "{argv:?}");
            twin::assert_same_flags(&m, &plain, &["x"], argv);
        }
    }
}

/// The occurrences of `id` in `m`, as `get_occurrences` gives them.
fn occurrences(m: &clap::ArgMatches, id: &str) -> Vec<Vec<String>> {
    m.get_occurrences::<String>(id)
        .map(|o| o.map(|values| values.cloned().collect()).collect())
        .unwrap_or_default()
}

/// A finder's `--exec cmd args... ;` (a list that ends at `;` and takes
/// values that start with `-`), with a deprecated spelling that ends at
/// `;` too: each occurrence of the deprecated flag is one occurrence of
/// `--exec`, as `get_occurrences` shows plain clap's reading of `--exec`
/// typed in its place (the finder runs a command an occurrence: `rm -f`,
/// not `rm` then `-f`); replay spells each occurrence whole. And a list
/// that takes one value an occurrence and splits it at `,`, deprecated
/// for one that splits at `,` too: `--out=a,b` is one occurrence of
/// `--output`, as `--output=a,b` is.
#[test]
fn a_redirect_to_a_list_keeps_each_occurrence_whole() {
    let list = |id: &'static str| {
        Arg::new(id)
            .long(id)
            .action(ArgAction::Append)
            .num_args(1..)
            .allow_hyphen_values(true)
            .value_terminator(";")
    };
    let split = |id: &'static str| Arg::new(id).long(id).action(ArgAction::Append).value_delimiter(',');
    let cmd = || {
        Command::new("fd")
            .arg(list("exec"))
            .arg(list("run"))
            .arg(split("out"))
            .arg(split("output"))
            .arg(split("old-inc").num_args(1..))
            .arg(split("inc").num_args(1..))
            .arg(Arg::new("pattern"))
    };
    let spec = || {
        CommandSpec::new()
            .arg("run", ArgSpec::new().deprecated_for("exec").job("exec"))
            .arg("out", ArgSpec::new().deprecated_for("output"))
            .arg("old-inc", ArgSpec::new().deprecated_for("inc"))
    };
    // (argv, the same with the replacement typed in place of each flag)
    let lines: [(&[&str], &[&str]); 7] = [
        // A list of any number of values an occurrence that splits at `,`,
        // as its deprecated spelling does: each occurrence joined again.
        (&["fd", "--old-inc=a,-b"], &["fd", "--inc=a,-b"]),
        (
            &["fd", "--old-inc", "a,b", "--old-inc", "c", "p"],
            &["fd", "--inc", "a,b", "--inc", "c", "p"],
        ),
        (
            &["fd", "--run", "rm", "-f", ";", "pat"],
            &["fd", "--exec", "rm", "-f", ";", "pat"],
        ),
        (&["fd", "--run", "rm", "-f"], &["fd", "--exec", "rm", "-f"]),
        (
            &["fd", "--run", "rm", "-f", ";", "--run", "ls", "-l", ";"],
            &["fd", "--exec", "rm", "-f", ";", "--exec", "ls", "-l", ";"],
        ),
        (&["fd", "--out=a,b"], &["fd", "--output=a,b"]),
        (
            &["fd", "--out=a,b", "--out", "c"],
            &["fd", "--output=a,b", "--output", "c"],
        ),
    ];
    for (argv, by_hand) in lines {
        let plain = twin::plain(cmd(), by_hand);
        for m in twin::both_ways(cmd, spec, argv) {
            assert_eq!(occurrences(&m, "exec"), occurrences(&plain, "exec"), "{argv:?}");
            assert_eq!(occurrences(&m, "output"), occurrences(&plain, "output"), "{argv:?}");
            assert_eq!(occurrences(&m, "inc"), occurrences(&plain, "inc"), "{argv:?}");
            twin::assert_same_values(&m, &plain, &["pattern"], argv);
            // The exec job's replay reads back as the same occurrences.
            let replay = m.facts().replay("exec");
            let again = twin::plain(
                cmd(),
                &[&["fd"][..], &replay.iter().map(String::as_str).collect::<Vec<_>>()].concat(),
            );
            assert_eq!(
                occurrences(&again, "run"),
                occurrences(&plain, "exec"),
                "{argv:?}: {replay:?}"
            );
        }
    }
}

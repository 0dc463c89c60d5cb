#![allow(missing_docs)]
use argkind::{ArgKind, ArgKindCommand, ArgSpec, CommandSpec, Negation};
use clap::{Arg, ArgAction, Command};
#[test]
fn t() {
    let cmd = Command::new("t")
        .arg(Arg::new("hidden").short('H').long("hidden").action(ArgAction::SetTrue))
        .arg(
            Arg::new("no_ignore")
                .short('I')
                .long("no-ignore")
                .action(ArgAction::SetTrue),
        )
        .arg(Arg::new("pattern"));
    let twin = cmd.clone().arg(
        Arg::new("no_hidden")
            .long("no-hidden")
            .action(ArgAction::SetTrue)
            .hide(true)
            .overrides_with("hidden"),
    );
    let spec = CommandSpec::new().arg(
        "hidden",
        ArgSpec::new().noable().negation(Negation::new().kind(ArgKind::Hidden)),
    );
    let mut a = ArgKindCommand::new(cmd.clone(), spec);
    for argv in [&["t", "--no-rebuild"][..], &["t", "--no-hiddn"]] {
        let e = a.try_get_matches_from(argv).unwrap_err();
        println!("ARGKIND:\n{}", e);
        println!("PLAIN:\n{}", twin.clone().try_get_matches_from(argv).unwrap_err());
    }
}

use argkind::ArgKinds;
use clap::{ArgAction, Parser};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    hidden: bool,

    #[arg(short = 'u', action = ArgAction::Count, overrides_with_all = ["NO_HIDDEN"])]
    unrestricted: u8,
}

fn main() {}

use argkind::ArgKinds;
use clap::{ArgAction, Parser};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    hidden: bool,

    #[arg(short = 'u', action = ArgAction::Count, overrides_with_all = ["no_hidden_files"])]
    unrestricted: u8,
}

fn main() {}

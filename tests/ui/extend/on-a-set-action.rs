use argkind::ArgKinds;
use clap::{ArgAction, Parser};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, action = ArgAction::Set)]
    #[argkind(extend)]
    pass: Vec<String>,
}

fn main() {}

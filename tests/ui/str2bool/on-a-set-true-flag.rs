use argkind::ArgKinds;
use clap::{ArgAction, Parser};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, action = ArgAction::SetTrue, value_parser = argkind::str2bool())]
    check_bounds: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "list-all", id = "help-hidden-list")]
    list_all: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, visible_alias = "help-hidden")]
    show_all: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(print_options)]
struct Cli {
    #[arg(long)]
    print_options: bool,

    #[arg(long, alias = "print-all-options")]
    all: bool,
}

fn main() {}

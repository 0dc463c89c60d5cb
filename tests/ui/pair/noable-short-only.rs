use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short)]
    #[argkind(noable)]
    verbose: bool,
}

fn main() {}

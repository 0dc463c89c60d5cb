use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable, negation(id = "verbose"))]
    fast: bool,
    #[arg(long)]
    verbose: bool,
}

fn main() {}

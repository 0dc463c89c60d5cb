use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(negation = "no fast")]
    fast: bool,
    #[arg(long)]
    verbose: bool,
}

fn main() {}

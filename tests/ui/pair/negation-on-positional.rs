use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[argkind(negation = "slow")]
    fast: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    fast: bool,

    #[arg(long)]
    no_fast: bool,
}

fn main() {}

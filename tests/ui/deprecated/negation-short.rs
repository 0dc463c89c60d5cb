use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = fast), negation(short = 'F'))]
    quick: bool,

    #[arg(long)]
    #[argkind(noable)]
    fast: bool,
}

fn main() {}

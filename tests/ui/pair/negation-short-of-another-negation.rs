use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short, long)]
    #[argkind(negation(long = "case-sensitive", short = 's'))]
    ignore_case: bool,
    #[arg(long)]
    #[argkind(negation(long = "no-fast", short = 's'))]
    fast: bool,
}

fn main() {}

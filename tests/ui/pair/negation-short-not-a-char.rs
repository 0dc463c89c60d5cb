use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = 'i', long)]
    #[argkind(negation(long = "case-sensitive", short = "s"))]
    ignore_case: bool,
}

fn main() {}

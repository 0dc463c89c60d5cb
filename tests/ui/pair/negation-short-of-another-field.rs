use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = 'i', long)]
    #[argkind(negation(long = "case-sensitive", short = 'c'))]
    ignore_case: bool,

    #[arg(short = 'c', long)]
    count: bool,
}

fn main() {}

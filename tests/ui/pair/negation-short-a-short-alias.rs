use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short, long)]
    #[argkind(negation(long = "case-sensitive", short = 's'))]
    ignore_case: bool,
    #[arg(long, visible_short_alias = 's')]
    smart_case: bool,
}

fn main() {}

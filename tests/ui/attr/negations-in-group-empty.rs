use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(negations_in_group = "")]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    fast: bool,
}

fn main() {}

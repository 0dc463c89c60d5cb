use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(negation(long = "internal-no-remat", hidden))]
    remat: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "internal-remat")]
    #[argkind(public)]
    remat: bool,
}

fn main() {}

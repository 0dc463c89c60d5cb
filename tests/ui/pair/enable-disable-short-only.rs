use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short)]
    #[argkind(enable_disable)]
    fusion: bool,
}

fn main() {}

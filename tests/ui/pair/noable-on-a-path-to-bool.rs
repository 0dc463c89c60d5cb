use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    fast: std::primitive::bool,
}

fn main() {}

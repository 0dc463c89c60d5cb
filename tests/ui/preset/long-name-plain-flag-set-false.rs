use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset("--fast-math" = false))]
    strict: bool,

    #[arg(long)]
    fast_math: bool,
}

fn main() {}

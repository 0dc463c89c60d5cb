use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = 3), preset(fast = true))]
    fastest: bool,

    #[arg(long)]
    level: Option<u8>,

    #[arg(long)]
    fast: bool,
}

fn main() {}

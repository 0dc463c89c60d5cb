use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(fast = "true"))]
    fastest: bool,

    #[arg(long)]
    #[argkind(preset(level = "2"))]
    fast: bool,

    #[arg(long)]
    level: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = ""))]
    fast: bool,

    #[arg(long)]
    level: Option<u8>,
}

fn main() {}

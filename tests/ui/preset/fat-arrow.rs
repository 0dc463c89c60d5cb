use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level => 1))]
    old: Option<u8>,

    #[arg(long)]
    level: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[argkind(preset(level = "1"))]
    input: Option<String>,

    #[arg(long)]
    level: Option<u8>,
}

fn main() {}

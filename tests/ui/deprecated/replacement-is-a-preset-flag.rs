use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    level: Option<u8>,

    #[arg(long)]
    #[argkind(preset(level = "1"))]
    quick: bool,

    #[arg(long, hide = true)]
    #[argkind(deprecated(replacement = quick))]
    fast: bool,
}

fn main() {}

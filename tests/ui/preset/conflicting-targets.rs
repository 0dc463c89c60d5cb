use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(speed = "fast", size = "small"))]
    quick: bool,

    #[arg(long, conflicts_with = "size")]
    speed: Option<String>,

    #[arg(long)]
    size: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, conflicts_with = "level")]
    #[argkind(preset(level = "1"))]
    quick: bool,

    #[arg(long)]
    level: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = "1"))]
    quick: bool,

    #[arg(long, exclusive = true)]
    level: Option<String>,
}

fn main() {}

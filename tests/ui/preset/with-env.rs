use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, env)]
    #[argkind(preset(level = "3"))]
    fast: bool,

    #[arg(long)]
    level: Option<String>,
}

fn main() {}

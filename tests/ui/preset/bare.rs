use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = "3"))]
    profile: Option<Option<String>>,

    #[arg(long)]
    level: Option<String>,
}

fn main() {}

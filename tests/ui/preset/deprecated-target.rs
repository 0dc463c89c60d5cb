use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(x = "1"))]
    o: bool,

    #[arg(long)]
    #[argkind(deprecated(replacement = y))]
    x: Option<String>,

    #[arg(long)]
    y: Option<String>,
}

fn main() {}

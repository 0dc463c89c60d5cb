use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = color))]
    colour: bool,

    #[arg(long)]
    color: Option<String>,
}

fn main() {}

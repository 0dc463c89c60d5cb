use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, hide = true)]
    #[argkind(deprecated(replacement = color))]
    colour: Option<Option<String>>,

    #[arg(long)]
    color: Option<Option<String>>,
}

fn main() {}

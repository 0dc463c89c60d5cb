use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = level))]
    opt: Option<String>,

    #[arg(long, exclusive = true)]
    level: Option<String>,
}

fn main() {}

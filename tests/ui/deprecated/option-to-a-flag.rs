use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = fast))]
    quick: Option<bool>,

    #[arg(long)]
    fast: bool,
}

fn main() {}

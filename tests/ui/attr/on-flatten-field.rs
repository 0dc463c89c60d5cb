use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args, ArgKinds)]
struct Common {
    #[arg(long)]
    verbose: bool,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(flatten)]
    #[argkind(hidden)]
    common: Common,
}

fn main() {}

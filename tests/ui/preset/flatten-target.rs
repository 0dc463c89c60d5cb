use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args, ArgKinds)]
struct Common {
    #[arg(long)]
    verbose: bool,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(common = true))]
    demo: bool,

    #[command(flatten)]
    common: Common,
}

fn main() {}

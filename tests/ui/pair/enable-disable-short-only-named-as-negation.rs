use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short)]
    #[argkind(enable_disable)]
    disable_fusion: bool,
}

fn main() {}

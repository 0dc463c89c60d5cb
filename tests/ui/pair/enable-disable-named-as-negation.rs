use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(enable_disable)]
    disable_fusion: bool,
}

fn main() {}

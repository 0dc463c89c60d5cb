use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(enable_disable, noable)]
    enable_fusion: bool,
}

fn main() {}

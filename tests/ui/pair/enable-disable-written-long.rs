use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "fusion")]
    #[argkind(enable_disable)]
    enable_fusion: bool,
}

fn main() {}

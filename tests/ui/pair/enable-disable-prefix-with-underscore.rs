use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "enable_fusion")]
    #[argkind(enable_disable)]
    fusion: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(earg, enable_disable)]
    enable_internal_neff_wrapper: bool,
}

fn main() {}

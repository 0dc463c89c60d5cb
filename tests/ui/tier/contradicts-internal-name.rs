use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(hidden)]
    internal_hlo_remat: bool,
}

fn main() {}

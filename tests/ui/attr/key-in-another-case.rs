use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(Hidden)]
    trace: bool,
    #[arg(long)]
    #[argkind(EnableDisable)]
    cache: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, alias = "no-fast")]
    #[argkind(noable)]
    fast: bool,
}

fn main() {}

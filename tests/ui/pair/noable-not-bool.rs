use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable)]
    opt_level: Option<u8>,
}

fn main() {}

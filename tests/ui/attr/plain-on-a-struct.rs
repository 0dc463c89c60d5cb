use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(plain)]
struct Cli {
    #[arg(long)]
    level: Option<u8>,
}

fn main() {}

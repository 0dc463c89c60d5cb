use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = b))]
    a: Option<u8>,

    #[arg(long)]
    #[argkind(deprecated)]
    b: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = b))]
    a: Option<u8>,

    #[arg(long)]
    #[argkind(deprecated(replacement = c))]
    b: Option<u8>,

    #[arg(long)]
    c: Option<u8>,
}

fn main() {}

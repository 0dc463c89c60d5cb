use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args)]
struct Ext {
    #[arg(long)]
    level: Option<u8>,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(flatten)]
    #[argkind(plain)]
    #[argkind(plain)]
    ext: Ext,
}

fn main() {}

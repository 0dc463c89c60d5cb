use argkind::ArgKinds;
use clap::{Args, Parser, Subcommand};

#[derive(Args)]
struct Ext {
    #[arg(long)]
    level: Option<u8>,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(flatten)]
    #[argkind(plain, job = "x")]
    ext: Ext,
    #[command(subcommand)]
    cmd: Sub,
}

#[derive(Subcommand, ArgKinds)]
enum Sub {
    #[argkind(plain = true)]
    Run(Ext),
}

fn main() {}

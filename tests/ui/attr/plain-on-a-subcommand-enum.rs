use argkind::ArgKinds;
use clap::{Args, Subcommand};

#[derive(Args)]
struct Ext {
    #[arg(long)]
    level: Option<u8>,
}

#[derive(Subcommand, ArgKinds)]
#[argkind(plain)]
enum Sub {
    Run(Ext),
}

fn main() {}

#![deny(deprecated)]

use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args, ArgKinds)]
struct Tuning {
    #[arg(long)]
    #[argkind(hidden)]
    unroll: bool,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(flatten)]
    #[argkind(plain)]
    tuning: Tuning,
}

fn main() {}

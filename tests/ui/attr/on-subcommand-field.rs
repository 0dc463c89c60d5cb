use argkind::ArgKinds;
use clap::{Parser, Subcommand};

#[derive(Subcommand, ArgKinds)]
enum Commands {
    Compile,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(subcommand)]
    #[argkind(job = "backend")]
    command: Commands,
}

fn main() {}

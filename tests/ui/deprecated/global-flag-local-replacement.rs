use argkind::ArgKinds;
use clap::{Parser, Subcommand};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, global = true)]
    #[argkind(deprecated(replacement = level))]
    old_level: Option<u8>,

    #[arg(long)]
    level: Option<u8>,

    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    Run,
}

fn main() {}

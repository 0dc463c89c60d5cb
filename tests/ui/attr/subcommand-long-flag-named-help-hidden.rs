use argkind::ArgKinds;
use clap::{Parser, Subcommand};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, ArgKinds)]
enum Command {
    #[command(long_flag = "help-hidden")]
    Show,
}

fn main() {}

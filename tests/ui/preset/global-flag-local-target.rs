use argkind::ArgKinds;
use clap::{Parser, Subcommand};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, global = true)]
    #[argkind(preset(opt_level = 3))]
    max_perf: bool,

    #[arg(long)]
    opt_level: Option<u8>,

    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    Run,
}

fn main() {}

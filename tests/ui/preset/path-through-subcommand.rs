use argkind::ArgKinds;
use clap::{Parser, Subcommand};

#[derive(Subcommand, ArgKinds)]
enum Sub {
    Run {
        #[arg(long)]
        fast: bool,
    },
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(cmd.fast = true))]
    max_perf: bool,

    #[command(subcommand)]
    cmd: Sub,
}

fn main() {}

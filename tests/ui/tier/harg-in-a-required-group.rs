use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args, ArgKinds)]
#[group(required = true, multiple = false)]
struct Source {
    #[arg(long)]
    file: Option<String>,

    #[arg(long)]
    #[argkind(harg)]
    stdin_fd: Option<u32>,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(flatten)]
    source: Source,
}

fn main() {}

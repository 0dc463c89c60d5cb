use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args)]
struct Output {
    #[arg(long)]
    output: Option<String>,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = outputs.output))]
    out: Option<String>,

    #[command(flatten)]
    out_args: Output,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    output: Option<String>,

    #[arg(long, required = true)]
    #[argkind(deprecated(replacement = output))]
    out: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(--color = "never"))]
    plain_output: bool,

    #[arg(long)]
    color: Option<String>,
}

fn main() {}

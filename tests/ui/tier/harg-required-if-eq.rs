use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    fast: bool,

    #[arg(long, required_if_eq("fast", "true"))]
    #[argkind(harg)]
    secret: Option<String>,
}

fn main() {}

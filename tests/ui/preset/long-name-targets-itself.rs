use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "opt")]
    #[argkind(preset("--opt" = "1"))]
    level: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(negation(name = "relative-path"))]
    absolute_path: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(negation = "relative-path")]
    absolute_path: bool,

    #[arg(long)]
    relative_path: bool,
}

fn main() {}

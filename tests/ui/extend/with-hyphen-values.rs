use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, allow_hyphen_values = true)]
    #[argkind(extend)]
    mllvm: Vec<String>,
}

fn main() {}

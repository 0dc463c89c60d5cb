use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[command(allow_hyphen_values = true)]
struct Cli {
    #[arg(long)]
    #[argkind(extend)]
    mllvm: Vec<String>,
}

fn main() {}

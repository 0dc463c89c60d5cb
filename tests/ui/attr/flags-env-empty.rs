use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(flags_env = "")]
struct Cli {
    #[arg(long)]
    target: Option<String>,
}

fn main() {}

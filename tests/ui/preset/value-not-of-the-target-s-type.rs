use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = "abc", jobs = 300))]
    fast: bool,

    #[arg(long)]
    level: Option<u8>,

    #[arg(long, default_value_t = 1)]
    jobs: u8,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[command(rename_all = "snake_case")]
struct Cli {
    #[arg(long)]
    #[argkind(enable_disable)]
    fusion: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, required)]
    #[argkind(harg)]
    debug_replay_dir: Vec<String>,
}

fn main() {}

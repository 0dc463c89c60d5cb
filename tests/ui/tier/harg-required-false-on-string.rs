use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, required = false)]
    #[argkind(harg)]
    debug_replay_dir: String,
}

fn main() {}

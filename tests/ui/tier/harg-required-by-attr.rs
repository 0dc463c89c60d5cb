use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, required = true)]
    #[argkind(harg)]
    debug_replay_dir: Option<String>,
}

fn main() {}

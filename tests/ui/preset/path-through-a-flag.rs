use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(opt_level.level = 3))]
    max_perf: bool,

    #[arg(long)]
    opt_level: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(opt_level = 3, fast_maths = true))]
    max_perf: bool,

    #[arg(long)]
    opt_level: Option<u8>,

    #[arg(long)]
    fast_math: bool,
}

fn main() {}

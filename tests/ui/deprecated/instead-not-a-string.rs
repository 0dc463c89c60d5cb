use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = 'O', long, default_value_t = 2)]
    optlevel: u8,
    #[arg(long)]
    #[argkind(deprecated(instead = optlevel))]
    fast_math: bool,
}

fn main() {}

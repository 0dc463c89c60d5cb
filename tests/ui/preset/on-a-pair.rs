use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(noable, preset(optlevel = 1))]
    fast: bool,

    #[arg(short = 'O', long, default_value_t = 2)]
    optlevel: u8,
}

fn main() {}

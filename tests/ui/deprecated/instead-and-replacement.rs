use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = 'O', long, default_value_t = 2)]
    optlevel: u8,
    #[arg(long)]
    #[argkind(deprecated(replacement = optlevel, instead = "-O1"))]
    old_optlevel: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = opt_level))]
    optlevel: Option<std::primitive::u16>,

    #[arg(long)]
    opt_level: Option<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = '1')]
    #[argkind(preset(level = 300))]
    one: bool,

    #[arg(long)]
    level: Option<std::primitive::u8>,
}

fn main() {}

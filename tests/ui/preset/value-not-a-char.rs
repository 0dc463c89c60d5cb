use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = '1')]
    #[argkind(preset(separator = "ab"))]
    one: bool,

    #[arg(long)]
    separator: Option<char>,
}

fn main() {}

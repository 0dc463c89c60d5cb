use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(verbose = "2"))]
    chatty: bool,

    #[arg(short, long, action = clap::ArgAction::Count)]
    verbose: u8,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short, action = clap::ArgAction::Count)]
    #[argkind(extend)]
    verbose: Vec<u8>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(extend)]
    pass: std::vec::Vec<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[argkind(extend)]
    paths: Vec<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[argkind(deprecated)]
    input: Option<String>,
}

fn main() {}

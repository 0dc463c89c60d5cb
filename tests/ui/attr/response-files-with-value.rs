use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(response_files = true)]
struct Cli {
    #[arg(long)]
    target: Option<String>,
}

fn main() {}

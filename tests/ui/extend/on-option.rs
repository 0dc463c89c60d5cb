use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(extend)]
    skip_pass: Option<String>,
}

fn main() {}

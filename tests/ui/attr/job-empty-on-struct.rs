use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(job = "")]
struct Cli {
    #[arg(long)]
    dump: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(harg, deprecated)]
    dump_ir: bool,
}

fn main() {}

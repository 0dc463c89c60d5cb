use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[argkind(hidden)]
struct Cli {
    #[arg(long)]
    dump_ir: bool,
}

fn main() {}

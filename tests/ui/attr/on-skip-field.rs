use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    dump_ir: bool,

    #[arg(skip)]
    #[argkind(hidden)]
    state: u32,
}

fn main() {}

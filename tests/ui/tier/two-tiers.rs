use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(hidden, earg)]
    dump_ir: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = "--opt-level"))]
    optlevel: Option<u8>,

    #[arg(long)]
    opt_level: Option<String>,
}

fn main() {}

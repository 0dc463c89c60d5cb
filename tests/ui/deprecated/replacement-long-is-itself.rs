use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "opt")]
    #[argkind(deprecated(replacement = "--opt"))]
    optlevel: Option<u8>,
}

fn main() {}

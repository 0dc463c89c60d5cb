use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long = "enable")]
    #[argkind(enable_disable)]
    turbo: bool,
}

fn main() {}

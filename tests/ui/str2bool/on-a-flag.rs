use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, value_parser = argkind::str2bool())]
    check_bounds: bool,
}

fn main() {}

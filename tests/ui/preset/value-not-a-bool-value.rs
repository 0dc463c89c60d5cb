use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(short = '1')]
    #[argkind(preset(verify = "maybe"))]
    one: bool,

    #[arg(long, action = clap::ArgAction::Set)]
    verify: bool,
}

fn main() {}

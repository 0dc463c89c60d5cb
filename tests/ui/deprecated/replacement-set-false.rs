use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = color))]
    nocolor: bool,

    #[arg(long, action = clap::ArgAction::SetFalse)]
    color: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(negation = "off")]
    color: bool,

    #[arg(long)]
    #[argkind(negation = "off")]
    pager: bool,
}

fn main() {}

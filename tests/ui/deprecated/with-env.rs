use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, env = "ED_OLD")]
    #[argkind(deprecated(replacement = new))]
    old: Option<String>,

    #[arg(long)]
    new: Option<String>,
}

fn main() {}

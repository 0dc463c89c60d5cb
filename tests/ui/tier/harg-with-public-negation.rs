use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(harg, negation(public, help = "Turn the secret mode off"))]
    secret: bool,
}

fn main() {}

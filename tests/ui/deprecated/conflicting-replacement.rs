use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, hide = true)]
    #[argkind(deprecated(replacement = output))]
    out: Option<String>,

    #[arg(long, conflicts_with_all = ["verbose", "out"])]
    output: Option<String>,

    #[arg(long)]
    verbose: bool,
}

fn main() {}

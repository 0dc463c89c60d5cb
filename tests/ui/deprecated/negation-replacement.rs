use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, default_value_t = true)]
    #[argkind(noable)]
    cache: bool,

    #[arg(long)]
    #[argkind(hidden, deprecated(replacement = "--no-cache"))]
    disable_cache: bool,
}

fn main() {}

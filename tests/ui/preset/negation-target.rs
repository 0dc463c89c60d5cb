use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, default_value_t = true)]
    #[argkind(noable)]
    cache: bool,

    #[arg(long)]
    #[argkind(preset(no_cache = true))]
    fresh: bool,
}

fn main() {}

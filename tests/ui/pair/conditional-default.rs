use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    level: Option<String>,

    #[arg(long, default_value_if("level", "3", Some("true")))]
    #[argkind(noable)]
    fast: bool,
}

fn main() {}

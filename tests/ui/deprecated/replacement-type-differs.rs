use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = opt_level))]
    optlevel: Option<String>,

    #[arg(long, default_value_t = 2)]
    opt_level: u8,
}

fn main() {}

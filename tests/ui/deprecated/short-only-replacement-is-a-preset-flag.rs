use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    level: Option<u8>,

    #[arg(long)]
    #[argkind(preset(level = "1"))]
    quick: bool,

    // Short-only: the message names it as its warning does, `-Q`.
    #[arg(short = 'Q', hide = true)]
    #[argkind(deprecated(replacement = quick))]
    old_quick: bool,
}

fn main() {}

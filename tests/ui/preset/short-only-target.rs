use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// Warnings to enable, gcc style.
    #[arg(short = 'W')]
    warnings: Vec<String>,
    /// Every warning an error.
    #[arg(long)]
    #[argkind(preset(warnings = "error"))]
    strict: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// Macros to define, gcc style.
    #[arg(short = 'D')]
    defines: Vec<String>,
    #[arg(long)]
    #[argkind(deprecated(replacement = defines))]
    define: Vec<String>,
}

fn main() {}

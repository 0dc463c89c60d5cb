use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// Show hidden files
    #[arg(long)]
    help_hidden: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    input: Option<String>,

    #[arg(long, required_unless_present = "input")]
    #[argkind(harg)]
    replay: Option<String>,
}

fn main() {}

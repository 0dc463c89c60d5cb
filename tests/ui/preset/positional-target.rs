use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(input = "model.pb"))]
    demo: bool,

    input: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
#[command(rename_all = "camelCase")]
struct Cli {
    #[arg(long)]
    #[argkind(enable_disable)]
    loop_fusion: bool,
}

fn main() {}

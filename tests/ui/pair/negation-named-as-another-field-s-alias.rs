use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(enable_disable)]
    enable_fusion: bool,

    #[arg(long, visible_aliases = ["unfused", "disable-fusion"])]
    unfuse: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = dump_dir))]
    old_dump_dir: Option<String>,

    #[arg(long)]
    #[argkind(harg)]
    dump_dir: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(deprecated(replacement = out_dir))]
    output: Option<std::path::PathBuf>,

    #[arg(long)]
    out_dir: Option<String>,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// Arguments passed on to the linker.
    #[arg(last = true)]
    #[argkind(job = "linker")]
    linker_args: Vec<String>,
}

fn main() {}

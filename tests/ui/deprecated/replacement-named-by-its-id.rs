use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, id = "timings_fmt")]
    timings: Option<String>,

    #[arg(long)]
    #[argkind(deprecated(replacement = timings_fmt))]
    old_timings: Option<String>,
}

fn main() {}

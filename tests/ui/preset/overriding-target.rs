use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// Limit the number of results
    #[arg(long)]
    max_results: Option<usize>,

    /// Limit the search to a single result (fd's `-1`)
    #[arg(short = '1', overrides_with = "max_results")]
    #[argkind(preset(max_results = 1))]
    one: bool,
}

fn main() {}

use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(level = "abc", jobs = 300))]
    fast: bool,

    /// Split at `,`: each part must be an `i64`.
    #[arg(long)]
    #[argkind(preset(dims = "3,x"))]
    slow: bool,

    #[arg(long, value_delimiter = ',')]
    dims: Vec<i64>,

    #[arg(long)]
    level: Option<u8>,

    #[arg(long, default_value_t = 1)]
    jobs: u8,
}

fn main() {}

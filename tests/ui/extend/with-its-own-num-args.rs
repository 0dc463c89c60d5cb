use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    /// One value at each occurrence: `--pass a b` leaves `b` to `file`.
    #[arg(long, num_args = 1)]
    #[argkind(extend)]
    pass: Vec<String>,

    /// What `extend` does anyway: accepted.
    #[arg(long, num_args = 1..)]
    #[argkind(extend)]
    skip: Vec<String>,

    file: Option<String>,
}

fn main() {}

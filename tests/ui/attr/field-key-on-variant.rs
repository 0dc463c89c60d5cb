use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Commands {
    #[argkind(hidden)]
    Compile,
}

fn main() {}

use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Commands {
    #[argkind(response_files)]
    Compile,
}

fn main() {}

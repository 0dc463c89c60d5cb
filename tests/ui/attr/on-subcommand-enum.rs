use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
#[argkind(job = "backend")]
enum Commands {
    Compile,
    ListOperators,
}

fn main() {}

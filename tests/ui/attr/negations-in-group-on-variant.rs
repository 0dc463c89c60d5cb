use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Commands {
    #[argkind(negations_in_group = "speed")]
    Compile,
}

fn main() {}

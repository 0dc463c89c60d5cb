use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Command {
    #[argkind(plain)]
    Build,
}

fn main() {}

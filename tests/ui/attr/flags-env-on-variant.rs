use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Commands {
    #[argkind(flags_env = "CC_FLAGS")]
    Compile,
}

fn main() {}

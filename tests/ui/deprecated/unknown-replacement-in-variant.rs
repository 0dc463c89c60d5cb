use argkind::ArgKinds;
use clap::Subcommand;

#[derive(Subcommand, ArgKinds)]
enum Commands {
    Compile {
        #[arg(long)]
        #[argkind(deprecated(replacement = target))]
        tgt: Option<String>,
    },
}

fn main() {}

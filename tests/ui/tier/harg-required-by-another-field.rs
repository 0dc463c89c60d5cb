use argkind::ArgKinds;
use clap::Parser;

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long, requires = "token")]
    upload: bool,

    #[arg(long)]
    #[argkind(harg)]
    token: Option<String>,
}

fn main() {}

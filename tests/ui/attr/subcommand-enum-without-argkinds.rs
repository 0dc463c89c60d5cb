// A `Subcommand` enum that does not derive `ArgKinds` between the root and
// a struct that declares something: its attributes would be lost, so the
// compiler warns (denied here) at the enum's type.
#![deny(deprecated)]

use argkind::ArgKinds;
use clap::{Args, Parser, Subcommand};

#[derive(Parser, ArgKinds)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Build(BuildArgs),
}

#[derive(Args, ArgKinds)]
struct BuildArgs {
    #[arg(long)]
    #[argkind(harg)]
    dump_secret: bool,
}

fn main() {}

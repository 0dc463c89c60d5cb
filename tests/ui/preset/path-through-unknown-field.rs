use argkind::ArgKinds;
use clap::{Args, Parser};

#[derive(Args, ArgKinds)]
struct CompileArgs {
    #[arg(long)]
    optlevel: Option<u8>,
}

#[derive(Parser, ArgKinds)]
struct Cli {
    #[arg(long)]
    #[argkind(preset(opts.optlevel = 3))]
    max_perf: bool,

    #[command(flatten)]
    opt: CompileArgs,
}

fn main() {}

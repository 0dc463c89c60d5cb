//! `neuronx_cc`: the argkind example driver, a stand-in for a compiler
//! driver with the flags of the neuronx-cc catalog.
//!
//! ```text
//! cargo run --example neuronx_cc -- compile --help-hidden
//! cargo run --example neuronx_cc -- compile model.pb --target trn2 --lnc 1
//! cargo run --example neuronx_cc -- completions bash > neuronx_cc.bash
//! cargo run --example neuronx_cc -- man compile | man -l -
//! ```
//!
//! After a successful parse it prints one JSON object on stdout; warnings go
//! to stderr; bad input exits with status 2.

mod cli;

use std::io::Write as _;

fn main() {
    // Built once: the parse, the catalog, the completions and the man pages
    // all read this command.
    let mut cmd = argkind::command::<cli::Cli>();
    let parsed = argkind::parse_with::<cli::Cli>(&mut cmd);
    if let cli::Command::Catalog(args) = &parsed.value.command {
        return written(write!(std::io::stdout().lock(), "{}", cli::catalog(&cmd, args)));
    }
    if let cli::Command::Completions(args) = &parsed.value.command {
        return written(cli::completions(&cmd, args, &mut std::io::stdout().lock()));
    }
    if let cli::Command::Man(args) = &parsed.value.command {
        return written(cli::man_page(&cmd, args, &mut std::io::stdout().lock()));
    }
    written(writeln!(std::io::stdout().lock(), "{}", cli::report(&parsed)));
}

/// Ends a page written to stdout: quietly when the reader went away (`| head`),
/// with status 1 on any other write error.
fn written(result: std::io::Result<()>) {
    match result {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("error: {err}");
            std::process::exit(1);
        }
        _ => {}
    }
}

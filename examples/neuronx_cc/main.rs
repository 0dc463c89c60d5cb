//! `neuronx_cc`: the argkind example driver (contract S12).
//!
//! ```text
//! cargo run --example neuronx_cc -- compile --help-hidden
//! cargo run --example neuronx_cc -- compile model.pb --target trn2 --lnc 1
//! ```
//!
//! After a successful parse it prints one JSON object on stdout; warnings go
//! to stderr; bad input exits with status 2.

mod cli;

fn main() {
    let parsed = argkind::parse::<cli::Cli>();
    println!("{}", cli::report(&parsed));
}

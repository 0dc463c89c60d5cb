//! The error context: every mistake found in the input is recorded here, at
//! its tokens, and all of them are reported together at the end (the serde
//! `internals/ctxt.rs` pattern).

use std::cell::{Cell, RefCell};
use std::fmt::Display;

use quote::ToTokens;

/// Collects the errors of one derive invocation.
pub(crate) struct Ctxt {
    errors: RefCell<Vec<syn::Error>>,
    defer_to_clap: Cell<bool>,
}

/// What the derive emits once every check has run.
pub(crate) enum Outcome {
    /// No mistake: emit the real impl.
    Clean,
    /// Mistakes in argkind's attributes: emit them and a stub impl.
    Failed(syn::Error),
    /// clap's own attributes do not parse, so clap's derive reports the
    /// mistake; emit only a stub impl so the user sees clap's error alone.
    DeferToClap,
}

impl Ctxt {
    /// A context with no errors.
    pub(crate) fn new() -> Self {
        Ctxt {
            errors: RefCell::new(Vec::new()),
            defer_to_clap: Cell::new(false),
        }
    }

    /// Records an error spanning `tokens`.
    pub(crate) fn error_spanned_by<T: ToTokens>(&self, tokens: T, msg: impl Display) {
        self.syn_error(syn::Error::new_spanned(tokens, msg));
    }

    /// Records an error built elsewhere (a syn parse error).
    pub(crate) fn syn_error(&self, err: syn::Error) {
        self.errors.borrow_mut().push(err);
    }

    /// Notes that clap's attributes do not parse: clap reports that itself.
    pub(crate) fn defer_to_clap(&self) {
        self.defer_to_clap.set(true);
    }

    /// Ends the collection.
    pub(crate) fn finish(self) -> Outcome {
        if self.defer_to_clap.get() {
            return Outcome::DeferToClap;
        }
        let mut errors = self.errors.into_inner().into_iter();
        match errors.next() {
            None => Outcome::Clean,
            Some(mut combined) => {
                for err in errors {
                    combined.combine(err);
                }
                Outcome::Failed(combined)
            }
        }
    }
}

//! Exit statuses. Every failure travels as an `anyhow::Error`; one whose chain
//! holds a [`Usage`] or [`ProgramText`] marker exits 2, any other exits 1
//! (a run-time error, including input data that disagrees with the signature
//! and unreadable or malformed `.npy` files).

use std::fmt;

/// 1: the program failed while running, or its inputs are bad data.
pub const RUNTIME: u8 = 1;
/// 2: an error in the program text, or in how fuselab was invoked.
pub const USAGE: u8 = 2;

/// A usage error: a bad or missing argument.
#[derive(Debug)]
pub struct Usage(pub String);

/// Errors in the program text, already printed as diagnostics: a summary
/// (`p.fl: 2 errors in the program text`) and how many there were.
#[derive(Debug)]
pub struct ProgramText {
    pub summary: String,
    pub errors: usize,
}

/// A failure already printed in full to stderr (a run-time error with its
/// source line), carrying its one-line summary for callers that list
/// failures (`suite`, an experiment's cells).
#[derive(Debug)]
pub struct Reported(pub String);

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for ProgramText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.summary)
    }
}

impl fmt::Display for Reported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}
impl std::error::Error for ProgramText {}
impl std::error::Error for Reported {}

/// Whether the command line should print `error: ...` for `err`: not when
/// it was printed in full already (one diagnostic, or a run-time error with
/// its source line), so that each error is shown once; a count of several
/// diagnostics is still worth its line.
pub fn needs_printing(err: &anyhow::Error) -> bool {
    !err.chain().any(|e| {
        e.is::<Reported>()
            || e.downcast_ref::<ProgramText>()
                .is_some_and(|t| t.errors == 1)
    })
}

/// A usage error carrying `msg`.
pub fn usage(msg: impl Into<String>) -> anyhow::Error {
    anyhow::Error::new(Usage(msg.into()))
}

/// The exit status for an error.
pub fn status(err: &anyhow::Error) -> u8 {
    let marked = err
        .chain()
        .any(|e| e.is::<Usage>() || e.is::<ProgramText>());
    if marked {
        USAGE
    } else {
        RUNTIME
    }
}

/// An input error as an `anyhow::Error` whose status follows
/// [`interp::InputError::is_usage`].
pub fn input_error(e: interp::InputError) -> anyhow::Error {
    if e.is_usage() {
        usage(e.to_string())
    } else {
        anyhow::Error::new(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use anyhow::Context;

    #[test]
    fn markers_are_found_under_context() {
        let e: anyhow::Error = Err::<(), _>(usage("bad"))
            .context("while reading")
            .unwrap_err();
        assert_eq!(status(&e), USAGE);
        assert_eq!(status(&anyhow::anyhow!("boom")), RUNTIME);
        let text = |errors| {
            anyhow::Error::new(ProgramText {
                summary: format!("{errors} errors"),
                errors,
            })
        };
        assert_eq!(status(&text(2)), USAGE);
        assert!(!needs_printing(&text(1)), "the diagnostic said it all");
        assert!(needs_printing(&text(2)), "the count of several is said");
        let shown = Err::<(), _>(anyhow::Error::new(Reported("f stopped".into())))
            .context("while running")
            .unwrap_err();
        assert!(!needs_printing(&shown));
        assert_eq!(status(&shown), RUNTIME);
        assert!(needs_printing(&e));
    }
}

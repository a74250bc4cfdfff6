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

/// Errors in the program text (already printed as diagnostics).
#[derive(Debug)]
pub struct ProgramText(pub String);

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for ProgramText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}
impl std::error::Error for ProgramText {}

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
/// [`interp::inputs::InputError::is_usage`].
pub fn input_error(e: interp::inputs::InputError) -> anyhow::Error {
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
        let text = anyhow::Error::new(ProgramText("2 errors".into()));
        assert_eq!(status(&text), USAGE);
    }
}

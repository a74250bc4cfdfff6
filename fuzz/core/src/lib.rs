//! The bodies of fuselab's fuzz targets, as plain functions over bytes so
//! that two drivers share them: the coverage-guided libFuzzer binaries of
//! `fuzz/fuzz_targets/` (`make fuzz`) and the uninstrumented replay of the
//! checked-in corpora `fuzz/corpus/<target>/` (`tests/replay.rs`, run by
//! `cargo test`). `docs/reliability.md` says how to run them.
//!
//! Each body returns a [`Finding`] when an invariant breaks; a panic, an
//! abort or a stack overflow inside it is a finding too (libFuzzer records
//! it as a crash, the replay test fails).
//!
//! - [`parse`]: arbitrary bytes through [`ir::load_source`] and
//!   [`ir::check_source`] (lexer, parser, type checker); a rejected text
//!   gets diagnostics that locate it, an accepted one labels.
//! - [`npy`]: arbitrary bytes through [`ir::npy::decode`]; what decodes
//!   encodes again to bytes that decode to the same array.
//! - [`pipeline`]: the bytes choose a well-typed program of
//!   [`testkit::testgen`], sizes and inputs; every strategy (`exhaustive` only
//!   on small programs) compiles it, and the loop IR's interpreter gives the
//!   reference interpreter's results or the same kind of run-time error.

mod npy;
mod parse;
mod pipeline;

pub use npy::npy;
pub use parse::{check_text, parse};
pub use pipeline::{pipeline, ByteRng, Case, EXHAUSTIVE_MAX_NODES};

/// The targets, by the name of their binary and corpus folder.
pub const TARGETS: [&str; 3] = ["parse", "npy", "pipeline"];

/// What a fuzz target found wrong, short of a crash.
#[derive(Debug, thiserror::Error)]
pub enum Finding {
    /// The checker rejected a text without saying why.
    #[error("the text was rejected with no diagnostic")]
    NoDiagnostic,
    /// A diagnostic that does not locate its error in the text.
    #[error("diagnostic `{message}` has span {start}..{end}, which does not start at a character of the {len}-byte text")]
    Unlocated {
        message: String,
        start: u32,
        end: u32,
        len: usize,
    },
    /// A diagnostic whose rendering does not begin with `file:line:col`.
    #[error("diagnostic renders without its location:\n{0}")]
    RenderedWithoutLocation(String),
    /// A program the checker accepted that labelling refuses (labelling
    /// refuses only what the checker should have rejected).
    #[error("a checked program does not label: {0}")]
    CheckedButUnlabelled(String),
    /// `.npy` bytes that decode, but whose array does not survive encoding
    /// and decoding again.
    #[error("a decoded .npy array does not round-trip: {0}")]
    NpyRoundTrip(String),
    /// A generated program that is not well-typed: a bug of the generator.
    #[error("the generated program does not check:\n{diagnostics}\n{case}")]
    GeneratedIllTyped { diagnostics: String, case: Case },
    /// The reference interpreter refused the generated inputs.
    #[error("the reference interpreter refused the inputs: {error}\n{case}")]
    InputsRefused { error: String, case: Case },
    /// Compiling a well-typed program failed.
    #[error("strategy `{strategy}` failed: {error}\n{case}")]
    Compile {
        strategy: &'static str,
        error: Box<passes::PassError>,
        case: Case,
    },
    /// The loop IR's result differs from the reference interpreter's.
    #[error("strategy `{strategy}`: the loop IR disagrees with the reference: {message}\n{case}\n{loops}")]
    Mismatch {
        strategy: &'static str,
        message: String,
        case: Case,
        loops: String,
    },
}

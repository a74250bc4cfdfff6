//! What can stop a lowering.

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    #[error("cannot lower `{label}`: {why}")]
    Unsupported { label: String, why: String },
    #[error("cannot fuse into one loop nest: {0}")]
    Fusion(String),
    #[error("the loop IR is malformed after {step}: {why}")]
    Verify { step: String, why: String },
}

//! `interp` owns execution by interpretation: the reference interpreter, which
//! runs a typed program array-at-a-time straight from its definition and is the
//! oracle every other path is checked against (and names the error a stopped
//! path reports, `precise`); the loop-IR interpreter
//! (`loops`), which runs fused loop nests element by element and counts their
//! memory traffic; the binding of input arrays to a
//! signature (sizes, ranks, element types); seeded random inputs; and the
//! rule by which another path's result agrees with the reference's (`agree`).
pub mod agree;
mod block;
pub mod error;
mod index;
pub mod inputs;
mod lambda;
pub mod loops;
pub mod precise;
pub mod reference;
pub mod regroup;
/// The language's scalar operations live in `ir` (one home for the
/// interpreters, the constant folder and the backends).
pub use ir::scalar_ops;

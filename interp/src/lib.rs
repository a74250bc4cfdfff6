//! `interp` owns execution by interpretation: the reference interpreter, which
//! runs a typed program array-at-a-time straight from its definition and is the
//! oracle every other path is checked against (and names the error a stopped
//! path reports, `precise`); the loop-IR interpreter
//! (`loops`), which runs fused loop nests element by element and counts their
//! memory traffic; the binding of input arrays to a
//! signature (sizes, ranks, element types); seeded random inputs; and the
//! rule by which another path's result agrees with the reference's (`agree`).
//!
//! The surface is three namespaces, one per concern: [`reference`] and
//! [`loops`] (one `run` each) and [`agree`] (when two results agree); and
//! the items re-exported below. Every other module is private.
pub mod agree;
pub mod loops;
pub mod reference;

mod block;
mod error;
mod index;
mod inputs;
mod lambda;
mod precise;
mod regroup;

pub use error::{RunError, RuntimeError, RuntimeErrorKind};
pub use inputs::{
    bind_sizes, bind_sizes_with, bind_some_sizes, complete_inputs, input_shapes, param_shape,
    random_inputs, random_inputs_with, random_stream, InputError, RandomSequences, Sizes,
    RANDOM_EXTENT_MAX, RANDOM_SEQUENCE_LENGTH,
};
pub use precise::reported;
pub use regroup::{regroups, Regrouped};

/// The language's scalar operations live in `ir` (one home for the
/// interpreters, the constant folder and the backends).
use ir::scalar_ops;

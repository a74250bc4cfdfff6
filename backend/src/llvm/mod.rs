//! The shared LLVM code generator (inkwell): one lowering of the loop IR's
//! statements and expressions for the host CPU and for NVIDIA GPUs through
//! LLVM's NVPTX target ([`Target`]). `gen` holds the generator's state and
//! basics, `nest` a nest's functions and loops, `stmt` the statements,
//! `load_store` loads and stores, `expr` and `builtin` the expressions,
//! `extremum` float `max`/`min` folds as integer reductions,
//! `stencil` clamped neighbours without their clamps where they need none,
//! `tile` transposed reads in cache-sized tiles, `stream` element stores
//! past the caches, `versioning` loops whose
//! checked indices are affine run without their checks where one test before
//! them proves them;
//! [`divide`] is division by a loop-invariant divisor; `tuning` the
//! choices a target's features or the user make (which division, strict
//! float order, vector math); `vmath` calls glibc's vector math library
//! from vectorised loops, with [`vexp`] and [`vtrig`] computing `exp` and
//! `sin`/`cos`/`tan` in generated code; `device` adds what a GPU thread
//! needs around a nest's body (body and combine functions, atomics,
//! libdevice).
//!
//! The surface is the re-exports below and three namespaces, [`divide`],
//! [`vexp`] and [`vtrig`]: each holds, besides its code generator, the same
//! algorithm on the host, step for step, which tests check generated code
//! against. Every other module is private.

mod builtin;
pub(crate) mod device;
pub mod divide;
mod expr;
mod extremum;
mod gen;
mod lanes;
mod load_store;
mod nest;
mod owned;
mod scopes;
mod stencil;
mod stmt;
mod stream;
mod tile;
mod tuning;
mod versioning;
pub mod vexp;
mod vmath;
pub mod vtrig;

pub(crate) use gen::{combine_type, table_params};
pub use gen::{Target, Unit};
pub(crate) use nest::{combine_function, nest_function};
pub use nest::{Mode, PARTIAL_BYTES};
pub use owned::ThreadShare;
pub use stream::{stream_stores, work_per_store, LINE, STREAM_ELEMENTS, STREAM_WORK};
pub use tuning::{Division, Tuning, VectorMath};
pub use vmath::{inlines_vector_functions, keep_vector_functions};

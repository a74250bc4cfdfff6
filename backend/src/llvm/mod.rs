//! The shared LLVM code generator (inkwell): one lowering of the loop IR's
//! statements and expressions for the host CPU and for NVIDIA GPUs through
//! LLVM's NVPTX target ([`Target`]). [`gen`] holds the generator and a nest
//! function's driver; [`device`] adds what a GPU thread needs around a
//! nest's body (body and combine functions, atomics, libdevice); [`divide`]
//! is division by a loop-invariant divisor, the algorithm the generated code
//! follows.

pub(crate) mod device;
pub mod divide;
mod gen;

pub(crate) use gen::{combine_function, nest_function, table_params};
pub use gen::{Mode, Target, PARTIAL_BYTES};

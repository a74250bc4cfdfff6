//! The PTX backend: every nest of a `LoopProgram` becomes one or more CUDA
//! kernels, generated as LLVM IR by the code generator the CPU backend uses
//! (`crate::llvm` with its NVPTX target, `crate::llvm::device`) and
//! compiled by LLVM's NVPTX target to PTX for `sm_80` or `sm_90`; the
//! launcher ([`launch`]) loads the PTX through the CUDA driver (cudarc,
//! loaded at run time) and runs the program on the GPU.
//!
//! [`crate::plan::gpu`] decides each nest's kernels (grid-stride maps, block reductions
//! with a final pass, atomic or compare-and-swap scatters, a reduce-then-scan
//! for scans, one thread as the fallback); [`kernels`] builds them.
//! Compiling to PTX needs no GPU; running does: without a CUDA driver
//! [`launch::Gpu::get`] fails with [`PtxError::NoDriver`] (never a panic).
//! `docs/ptx.md` describes the design.

mod kernels;
mod launch;
mod ptx_program;
#[cfg(test)]
mod tests;
mod tools;

pub use launch::{run, run_scheduled, Gpu, PtxRun, PtxRunError};
pub use ptx_program::{PtxError, PtxOptions, PtxProgram, Sm};
pub use tools::{find_libdevice, find_ptxas};

use crate::layout::Layout;
use ir::loops::LoopProgram;
use std::time::Instant;

/// Compiles every nest of `p` to PTX.
pub fn compile(program: &LoopProgram, options: &PtxOptions) -> Result<PtxProgram, PtxError> {
    let start = Instant::now();
    let built = kernels::build(program, options)?;
    Ok(PtxProgram {
        program: program.clone(),
        layout: Layout::new(program),
        options: options.clone(),
        ptx: built.ptx,
        plans: built.plans,
        libdevice: built.libdevice,
        compile_ms: start.elapsed().as_secs_f64() * 1e3,
    })
}

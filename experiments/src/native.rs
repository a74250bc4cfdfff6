//! A loop program as `lower` made it, compiled for the CPU: the CPU's loop
//! rewrites that the options ask for ([`backend::cpu::rewrite::passes`])
//! run through the pass manager ([`passes::rewrite_loops`]: each
//! timed and verified), then the backend compiles the result. The commands
//! get the rewritten program from the pipeline itself
//! ([`crate::compiling::options`]); this is for a program compiled without
//! them, with other rewrite options than the pipeline's (tests, the
//! examples that switch a rewrite off), or built by hand.

use backend::cpu::{self, BackendError, CpuOptions, CpuProgram};
use ir::loops::LoopProgram;
use passes::PassError;

/// Why a lowered program did not compile for the CPU.
#[derive(Debug, thiserror::Error)]
pub enum NativeError {
    /// A rewrite made a program that does not verify (a bug in fuselab).
    #[error(transparent)]
    Rewrite(#[from] PassError),
    #[error(transparent)]
    Backend(#[from] BackendError),
}

/// `lowered` after the rewrites `options` ask for.
pub fn rewritten(lowered: &LoopProgram, options: &CpuOptions) -> Result<LoopProgram, PassError> {
    let passes = cpu::rewrite::passes(options);
    Ok(passes::rewrite_loops(lowered, &passes)?.0)
}

/// Compiles `lowered` for the CPU with `options`, its rewrites first.
pub fn compile(lowered: &LoopProgram, options: CpuOptions) -> Result<CpuProgram, NativeError> {
    Ok(cpu::compile(&rewritten(lowered, &options)?, options)?)
}

/// The LLVM IR of `lowered`'s nests for the CPU with `options`, its
/// rewrites first (optimised when `optimise`).
pub fn llvm_ir(
    lowered: &LoopProgram,
    options: CpuOptions,
    optimise: bool,
) -> Result<String, NativeError> {
    Ok(cpu::llvm_ir(
        &rewritten(lowered, &options)?,
        options,
        optimise,
    )?)
}

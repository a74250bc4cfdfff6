//! `backend` owns code generation from the loop IR (`ir::loops`): native CPU
//! code through LLVM (inkwell), JIT-compiled in process and run on a thread
//! pool ([`cpu`]); and CUDA kernels from the same lowering, compiled by
//! LLVM's NVPTX target to PTX (`sm_80`, `sm_90`) and launched through the
//! CUDA driver, loaded at run time so that machines without a GPU build and
//! fail cleanly ([`ptx`]). Both share the LLVM code generator ([`llvm`]),
//! the parallel plans decided from the loop IR ([`plan`]), where arrays live
//! for generated code ([`layout`]) and what runs on the host between nests
//! (`host`), with the streamed inputs it shows a window at a time
//! (`streamed`). `cpu` and `ptx` do not import each other; `plan` imports no
//! LLVM. `backend` does not depend on `interp`.
pub mod cpu;
mod host;
mod layout;
pub mod llvm;
pub mod plan;
pub mod ptx;
mod streamed;

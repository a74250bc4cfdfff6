//! `backend` owns code generation from the loop IR (`ir::loops`): native CPU
//! code through LLVM (inkwell), JIT-compiled in process and run on a thread
//! pool.
pub mod cpu;

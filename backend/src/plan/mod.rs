//! How each nest runs in parallel, decided from the loop IR alone (no LLVM):
//! the CPU's plans ([`parallel`]: chunks, reductions, scatters, chained
//! scans), the scan analysis they rest on ([`scan`]: associative operators,
//! their identities, the totals slice), the folds at every level whose
//! float updates may be reassociated ([`folds`]), and the GPU's plans ([`gpu`]:
//! kernels per nest, the state their records carry).

pub mod folds;
pub mod gpu;
pub mod parallel;
pub mod scan;

#[cfg(test)]
mod tests;

//! How each nest runs in parallel, decided from the loop IR alone (no LLVM):
//! the CPU's plans ([`parallel`]: chunks, reductions, scatters, chained
//! scans), the scan analysis they rest on ([`scan`]: associative operators,
//! their identities, the totals slice), and the GPU's plans ([`gpu`]:
//! kernels per nest, the state their records carry).

pub mod gpu;
pub mod parallel;
pub mod scan;

#[cfg(test)]
mod tests;

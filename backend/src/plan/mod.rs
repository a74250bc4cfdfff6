//! How each nest runs in parallel, decided from the loop IR alone (no LLVM):
//! the CPU's plans ([`parallel`]: chunks, reductions, scatters, chained
//! scans; [`owned`]: scatters split by their targets; [`fission`]: scatters
//! whose stores run first, as loops of their own), the scan analysis they rest on ([`scan`]: associative operators,
//! their identities, the totals slice), the folds at every level whose
//! float updates may be reassociated ([`folds`]), the `permute`s that may take
//! their defaults in place ([`in_place`]), and the GPU's plans ([`gpu`]:
//! kernels per nest, the state their records carry).

pub mod fission;
pub mod folds;
pub mod gpu;
pub mod in_place;
pub mod owned;
pub mod parallel;
pub mod scan;

#[cfg(test)]
mod tests;

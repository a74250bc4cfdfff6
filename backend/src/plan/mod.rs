//! How each nest runs in parallel, decided from the loop IR alone (no LLVM):
//! the CPU's plans ([`parallel`]: chunks, reductions, scatters, chained
//! scans; [`owned`]: scatters split by their targets; [`fission`]: scatters
//! whose stores run first, as loops of their own; [`segments`]: `fold_seg`
//! walks split at segment boundaries), the scan analysis they rest on ([`scan`]: associative operators,
//! their identities, the totals slice, the combines a chained scan may
//! hold; [`compaction`]: a scatter to a scan's offsets that writes each
//! target once), the folds at every level whose
//! float updates may be reassociated ([`folds`]), the `permute`s that may take
//! their defaults in place ([`in_place`]), and the GPU's plans ([`gpu`]:
//! kernels per nest, the state their records carry).

pub(crate) mod compaction;
pub(crate) mod fission;
pub(crate) mod folds;
pub(crate) mod gpu;
pub(crate) mod in_place;
pub(crate) mod owned;
pub(crate) mod parallel;
pub(crate) mod scan;
pub(crate) mod segments;

#[cfg(test)]
mod tests;

pub use folds::accumulators;
pub use owned::phases;
pub use parallel::{analyse, Analysis, Plan};

//! `passes` owns the transformations between the typed program and the
//! clustered program: the simplifier (egg), labelling, the fusion strategies,
//! lowering each cluster to one loop nest (`lower`), and the pass manager
//! (`manager`) that runs the pipeline of passes (`pass`, `pipeline`), verifies
//! what each made (`verify`) and records typed figures (`record`).
//!
//! It depends on neither `reports` nor `interp`: figures become JSON in
//! `experiments`, and programs are run against the reference there too.
pub mod label;
pub mod lower;
pub mod manager;
pub mod pass;
pub mod pipeline;
pub mod record;
pub mod registry;
pub mod simplify;
pub mod strategy;
#[cfg(test)]
mod test_support;
pub mod verify;

//! `passes` owns the transformations between the typed program and the
//! clustered program: the simplifier (egg), labelling, the fusion strategies,
//! lowering each cluster to one loop nest (`lower`), and the pass manager
//! (`manager`) that runs the pipeline of passes (`pass`, `pipeline`), verifies
//! what each made (`verify`) and records typed figures (`record`).
//!
//! It depends on neither `reports` nor `interp`: figures become JSON in
//! `experiments`, and programs are run against the reference there too.
//!
//! Its modules are private; what other crates use is the list below: the
//! pass manager's entry points and what they take and give, the
//! strategies and their registry, labelling and the simplifier on their
//! own (for tests and tools), the figures a pass records, and the
//! verifiers.
mod label;
mod lift;
mod lower;
mod manager;
mod pass;
mod pipeline;
mod record;
mod registry;
mod simplify;
mod strategy;
#[cfg(test)]
mod test_support;
mod text;
mod verify;
mod views;

pub use label::{label, label_checked, label_text, LabelError, SEQUENCES_UNLOWERED};
pub use lift::{lift, Class, LiftError, LiftNote, Lifting};
pub use lower::{lower, LowerError};
pub use manager::{compile, rewrite_loops, Compiled};
pub use pass::{Options, Pass, PassError, DEFAULT_SIZE};
pub use pipeline::{alias_of, recomputed_label};
pub use record::{figures, CostSummary, Figure, Figures, PassRecord, Record};
pub use registry::{Registry, UnknownStrategy};
pub use simplify::{sexpr_size, show_sexpr, simplify_program, simplify_sexpr, SimplifyStats};
pub use strategy::{
    cluster, run, ClusterStrategy, Clustered, Configured, Earlier, Outcome, Sizes, Start, Strategy,
    StrategyError, StrategyResult,
};
pub use verify::{verify_cost, verify_deps, verify_program, verify_trees};

//! `passes` owns the transformations between the typed program and the
//! clustered program: the simplifier (egg), labelling, the dependency graph
//! (petgraph), the fusion strategies, fusion-tree building, the cost model,
//! lowering each cluster to one loop nest (`lower`), and the pass manager
//! that times and verifies every pass and records its metrics.
pub mod label;
pub mod lower;
pub mod manager;
pub mod simplify;
pub mod strategy;
pub mod testgen;

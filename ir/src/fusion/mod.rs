//! The fusion model: a typed program's array operations as a labelled
//! graph, what may fuse with what, clusterings, their cost and their fusion
//! trees. Uses the language layer; never the loop IR (see the crate's
//! documentation).

pub mod access;
pub mod affine;
pub mod bounds;
pub mod cluster;
pub mod cost;
pub mod deps;
pub mod graph;
pub mod ops;
pub mod own_index;
pub mod reversal;
pub mod step;
pub mod symbol;
pub mod total;
pub mod tree;
pub mod union_find;

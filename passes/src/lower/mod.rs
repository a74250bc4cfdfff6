//! Lowering a clustered program to `LoopIr` (van Balen §4.5, §5.2): every
//! node becomes a loop nest of its own (or, when its consumers recompute it
//! at computed indices, an element function), and each cluster's fusion tree
//! is folded with `fuse_vertical`, `fuse_horizontal` and
//! `fuse_diagonal` (`fusion`) into one nest. `ir::loops::verify` runs after
//! lowering and after every fusion step.
//!
//! Fusing two nests merges their loops depth by depth (their extents must
//! agree: the cluster checker guarantees it); a consumer's streamed load of a
//! fused producer's element becomes the producer's element variable; a read
//! at computed indices of a recomputed producer becomes the producer's
//! element function, inlined at that index. Whether an array is stored at
//! all (vertical) or also stored (diagonal) is decided when the nest is
//! finished, from the clustering: only manifest arrays are allocated.
//!
//! The files, in the order of a lowering:
//! - `state`: the lowerer's state, the pieces it builds, fresh variables;
//! - `blocks`: blocks and array-level control flow, item by item;
//! - `cluster`: one cluster's fusion tree folded into one finished nest, or
//!   the clusters of a row group joined into one (`rows`);
//! - `leaf`: one node as a piece (`unit`, `assert`, an operation's nest or
//!   element function), dispatching per operation to
//!   `elementwise` (with `stencil`), `reduce` (folds and scans),
//!   `fold_seg` and `scatter` (`permute`, `filter`), all built on `nest`
//!   (loops around levels, shapes) and `scalar` (scalar expressions and
//!   lambdas);
//! - `fusion`: two pieces fused into one, with `reorder` (which statements
//!   wait for a merged loop) and `inline` (element functions inlined at
//!   their reads);
//! - `walk`: what the passes above ask of statement trees.

mod blocks;
mod cluster;
mod elementwise;
mod error;
mod fusion;
mod inline;
mod leaf;
mod nest;
mod reduce;
mod reorder;
mod rows;
mod scalar;
mod scatter;
mod segments;
mod state;
mod stencil;
mod walk;

pub use error::LowerError;

use ir::cluster::{Clustering, Schedule};
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use ir::loops::{LoopProgram, Origin, OriginOp};
use ir::tree;
use state::Lowerer;

/// Lowers every cluster of a valid clustering (`sched` from
/// `ir::cluster::check`) to one loop nest, from its fusion trees `items`
/// (`ir::tree::build`, which the `trees` pass made and verified). `steps`
/// counts the fusion steps. The loop program is verified by the `lower`
/// pass's verifier, once.
pub fn lower(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
    items: &[tree::Item],
) -> Result<(LoopProgram, usize), LowerError> {
    let mut l = Lowerer::new(g, deps, cl, sched);
    let body = l.items(items)?;
    let p = LoopProgram {
        name: g.name.clone(),
        arrays: l.arrays,
        vars: l.vars,
        origins: g
            .nodes
            .iter()
            .map(|n| Origin {
                op: OriginOp::of(&n.kind),
                label: n.label.clone(),
                span: n.span,
            })
            .collect(),
        params: g.top.params.clone(),
        body,
        results: g.top.results.clone(),
    };
    Ok((p, l.steps))
}

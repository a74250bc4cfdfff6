//! At which indices a cluster's loop reads each array: index patterns over
//! the loop's axes, composed from the loop nodes through the views and
//! recomputed producers between them and what they read (the operation
//! table's [`ReadIndex`]). A row group (`crate::cluster`) needs every read
//! of an earlier member's result to be at the row's own index: axis 0 of the
//! pattern is the outermost loop's.
//!
//! `softmax_rows`' `es = map f xs (transpose (replicate n mx))`, with the
//! `replicate` and `transpose` recomputed in `es`'s loop over `[m][n]`:
//! `es` is evaluated at `(i, j)`, so it reads the `transpose` there, which
//! reads the `replicate` at `(j, i)`, which reads `mx` at `(i)`: a read of
//! `mx` at the row's index.

use crate::deps::DepGraph;
use crate::graph::{LabelledGraph, NodeId, NodeKind};
use crate::ops::ReadIndex;
use std::collections::{BTreeSet, HashMap};

/// One axis of an index at which an array is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Axis {
    /// The index of the cluster's loop at this depth (0: outermost).
    Loop(usize),
    /// Computed from data or arithmetic.
    Unknown,
}

/// An index, axis by axis.
pub type Pattern = Vec<Axis>;

/// The index patterns at which each node of a cluster is evaluated: a node
/// in the loop at its own index over its iteration space; a recomputed
/// (`gathered`) node wherever its consumers in the cluster read it.
pub fn evaluations(
    g: &LabelledGraph,
    deps: &DepGraph,
    nodes: &[NodeId],
    gathered: &dyn Fn(NodeId) -> bool,
) -> HashMap<NodeId, BTreeSet<Pattern>> {
    let mut sorted = nodes.to_vec();
    sorted.sort();
    let mut at: HashMap<NodeId, BTreeSet<Pattern>> = HashMap::new();
    // Consumers before producers: reverse node order is a reverse
    // topological order within a block.
    for &n in sorted.iter().rev() {
        let patterns = if gathered(n) {
            deps.out_edges(n)
                .filter(|e| sorted.binary_search(&e.to).is_ok())
                .flat_map(|e| operand_patterns(g, deps, e.to, e.operand, &at[&e.to]))
                .collect()
        } else {
            let rank = deps.iteration_space(g, n).len();
            BTreeSet::from([(0..rank).map(Axis::Loop).collect()])
        };
        at.insert(n, patterns);
    }
    at
}

/// The patterns at which node `n`, evaluated at `at`, reads its input in
/// `slot` ([`DepGraph::reading`]).
pub fn operand_patterns(
    g: &LabelledGraph,
    deps: &DepGraph,
    n: NodeId,
    slot: Option<usize>,
    at: &BTreeSet<Pattern>,
) -> BTreeSet<Pattern> {
    let how = deps
        .reading(g, n, slot)
        .map_or(ReadIndex::Computed, |r| r.index);
    let axes = match &g.node(n).kind {
        NodeKind::Op(op) => op.operand_axes(),
        _ => None,
    };
    at.iter()
        .map(|p| read_at(how, axes.as_deref(), p))
        .collect()
}

/// The pattern at which a reader evaluated at `ix` reads its operand:
/// `axes` are the reader's [`crate::ast::Op::operand_axes`], when it has
/// them.
fn read_at(how: ReadIndex, axes: Option<&[usize]>, ix: &[Axis]) -> Pattern {
    match (how, axes) {
        (ReadIndex::Own, _) => ix.to_vec(),
        (ReadIndex::Rearranged, Some(axes)) if axes.iter().all(|&d| d < ix.len()) => {
            axes.iter().map(|&d| ix[d]).collect()
        }
        (ReadIndex::Rearranged | ReadIndex::Computed, _) => vec![Axis::Unknown; ix.len()],
    }
}

/// Whether every pattern reads at the row's own index (axis 0 is the
/// outermost loop's).
pub fn at_row(patterns: &BTreeSet<Pattern>) -> bool {
    patterns.iter().all(|p| p.first() == Some(&Axis::Loop(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_compose_their_index_maps() {
        let ij = vec![Axis::Loop(0), Axis::Loop(1)];
        let swap: &[usize] = &[1, 0];
        let outer: &[usize] = &[1];
        let t = read_at(ReadIndex::Rearranged, Some(swap), &ij);
        assert_eq!(t, vec![Axis::Loop(1), Axis::Loop(0)]);
        // transpose (replicate n mx) at (i, j) reads mx at (i).
        assert_eq!(
            read_at(ReadIndex::Rearranged, Some(outer), &t),
            vec![Axis::Loop(0)]
        );
        // replicate m xs at (i, j) reads xs at (j): not the row's index.
        let r = read_at(ReadIndex::Rearranged, Some(outer), &ij);
        assert!(!at_row(&BTreeSet::from([r])));
        // replicate [_][k] xs at (i, j) reads xs at (i): the row's index.
        let inner: &[usize] = &[0];
        let r = read_at(ReadIndex::Rearranged, Some(inner), &ij);
        assert!(at_row(&BTreeSet::from([r])));
        // transpose (2, 0, 1) at (i, j, k) reads its operand at (j, k, i).
        let ijk = vec![Axis::Loop(0), Axis::Loop(1), Axis::Loop(2)];
        let rotate: &[usize] = &[1, 2, 0];
        assert_eq!(
            read_at(ReadIndex::Rearranged, Some(rotate), &ijk),
            vec![Axis::Loop(1), Axis::Loop(2), Axis::Loop(0)]
        );
        assert_eq!(
            read_at(ReadIndex::Computed, None, &ij),
            vec![Axis::Unknown, Axis::Unknown]
        );
        assert!(at_row(&BTreeSet::from([ij])));
        assert!(!at_row(&BTreeSet::from([vec![]])));
    }
}

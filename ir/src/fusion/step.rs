//! A sequence step's memory: the bytes of the arrays that one iteration of
//! a scheduled loop (a lifted consumer's step over a chunk of a sequence,
//! `docs/sequences.md`) stores, under a clustering. Fusing more stores
//! fewer arrays, so a memory cap admits bigger chunks; the ILP can take a
//! cap on these bytes at a given chunk length as a constraint
//! (`ilp::StepMemory`).
//!
//! An iteration's arrays are those that the nodes of the loop's body make
//! (array operations and `unit`s; a nested loop's body counted once, as
//! the executors free it after each of its iterations), where the
//! clustering stores them ([`crate::cluster::is_manifest`]), less the state
//! the body passes to the next iteration (its results), which no
//! clustering changes and whose size grows with the stream for a
//! collecting consumer. Their extents
//! are the dependency graph's: a chunk's arrays have the extent
//! `#the(c)`, `c` the chunk's length, so the bytes are a polynomial in it
//! (`per element * #the(c) + fixed` where the elements are regular; an
//! irregular chunk's values have extents of their own, `#xs`).

use crate::ast::SExprKind;
use crate::cluster::{is_manifest, Clustering};
use crate::deps::DepGraph;
use crate::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use crate::size::Poly;
use crate::symbol::CostSymbol;
use crate::Name;

/// The bytes one iteration of scheduled loop `node` stores.
#[derive(Clone, Debug, PartialEq)]
pub struct StepBytes {
    pub node: NodeId,
    /// The symbol of the chunk's length (`#the(c)`), where the body
    /// computes it from the loop's limit as a lifted loop does.
    pub chunk: Option<Name>,
    pub bytes: Poly,
}

impl StepBytes {
    /// `(per element, fixed)` with `bytes = per element * chunk + fixed`,
    /// where the bytes are linear in the chunk's length.
    pub fn per_element(&self) -> Option<(Poly, Poly)> {
        self.bytes.linear(self.chunk.as_ref()?)
    }

    /// The bytes at a chunk of `chunk` elements, the other names from
    /// `value_of` (`default` where it has none); `None` beyond `i128`.
    pub fn at(
        &self,
        chunk: i64,
        value_of: &dyn Fn(&str) -> Option<i64>,
        default: i64,
    ) -> Option<i128> {
        bytes_at(&self.bytes, self.chunk.as_ref(), chunk, value_of, default)
    }
}

/// `bytes` at a chunk of `chunk` elements, `symbol` the chunk length's
/// symbol (`#the(c)`), the other names from `value_of` (`default` where it
/// has none); `None` beyond `i128`.
pub fn bytes_at(
    bytes: &Poly,
    symbol: Option<&Name>,
    chunk: i64,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default: i64,
) -> Option<i128> {
    let named = |n: &str| match symbol {
        Some(c) if **c == *n => Some(chunk),
        _ => Some(value_of(n).unwrap_or(default)),
    };
    bytes.eval_exact(&named).ok().flatten()
}

/// The scheduled loops of `graph`, in node order.
pub fn scheduled_loops(graph: &LabelledGraph) -> Vec<NodeId> {
    (graph.node_ids())
        .filter(|n| {
            matches!(
                graph.node(*n).kind,
                NodeKind::Loop {
                    scheduled: true,
                    ..
                }
            )
        })
        .collect()
}

/// Whether node `n` runs inside the body of loop `owner` (at any depth).
pub fn inside(deps: &DepGraph, n: NodeId, owner: NodeId) -> bool {
    let mut at = deps.blocks[deps.block_of[n]].owner;
    while let Some(o) = at {
        if o == owner {
            return true;
        }
        at = deps.blocks[deps.block_of[o]].owner;
    }
    false
}

/// The arrays one iteration of loop `l` may store: the outputs of the
/// array operations and `unit`s inside its body, with their bytes, less
/// the body's results (the state it carries to the next iteration: a
/// collecting consumer's output so far, a `fold_seq`'s state).
pub fn step_arrays(graph: &LabelledGraph, deps: &DepGraph, l: NodeId) -> Vec<(ArrayId, Poly)> {
    let NodeKind::Loop { body, .. } = &graph.node(l).kind else {
        return Vec::new();
    };
    (graph.node_ids())
        .filter(|n| inside(deps, *n, l))
        .filter(|n| matches!(graph.node(*n).kind, NodeKind::Op(_) | NodeKind::Unit(_)))
        .flat_map(|n| graph.node(n).outputs.iter().copied())
        .filter(|a| !body.results.contains(a))
        .map(|a| {
            let width = graph.array(a).ty.elem.bytes() as i64;
            (a, deps.elements(a).scale(width))
        })
        .collect()
}

/// The chunk length's symbol of scheduled loop `l`: `#the(c)` for the
/// `unit` of its body that reads the loop's limit (its first variable).
pub fn chunk_symbol(graph: &LabelledGraph, deps: &DepGraph, l: NodeId) -> Option<Name> {
    let NodeKind::Loop { body, .. } = &graph.node(l).kind else {
        return None;
    };
    let limit = &graph.array(*body.params.first()?).name;
    let body_block = (deps.blocks.iter_ids())
        .find(|(_, b)| b.owner == Some(l))
        .map(|(_, b)| b)?;
    body_block.nodes.iter().find_map(|&n| {
        let NodeKind::Unit(e) = &graph.node(n).kind else {
            return None;
        };
        let mut reads_limit = false;
        e.walk(&mut |s| reads_limit |= matches!(&s.kind, SExprKind::The(x) if x == limit));
        let out = graph.array(*graph.node(n).outputs.first()?).name.clone();
        reads_limit.then(|| CostSymbol::The(out).to_string().into())
    })
}

/// Per scheduled loop, the bytes one iteration stores under `cl`.
pub fn step_bytes(graph: &LabelledGraph, deps: &DepGraph, cl: &Clustering) -> Vec<StepBytes> {
    scheduled_loops(graph)
        .into_iter()
        .map(|l| StepBytes {
            node: l,
            chunk: chunk_symbol(graph, deps, l),
            bytes: (step_arrays(graph, deps, l).into_iter())
                .filter(|(a, _)| is_manifest(graph, deps, cl, *a))
                .fold(Poly::zero(), |acc, (_, b)| acc.add(&b)),
        })
        .collect()
}

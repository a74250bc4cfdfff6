//! What one duplicated evaluation of a recomputed node costs in the bytes
//! objectives (`traffic` and `time`, `docs/fusion.md` "The time
//! objective"). Recomputation is the one way a clustering changes the
//! scalar work of a program: every other node is evaluated once per
//! element of its iteration space whatever the clustering. So the `time`
//! objective is the traffic (bytes at the machine's bandwidth, the memory
//! side of a roofline summed over nests) plus each duplicated evaluation's
//! scalar operations at the machine's seconds per operation, both
//! expressed in bytes at that bandwidth: a duplicated evaluation of node
//! `p` weighs `ops(p) · s · B` bytes, where `ops(p)` counts its function's
//! operations by class ([`ir::work`]), `s` is the seconds per operation of
//! each class and `B` the bandwidth. A uniform `--recompute-weight` adds
//! its bytes to every node that does work. Two nodes can also cost more in
//! one cluster than apart: where it runs on one thread, and where their
//! accesses at random indices into two arrays wait for the level of the
//! caches that holds both ([`Weights::pair_bytes`]).

use crate::relations::Relation;
use ir::ast::OpKind;
use ir::cluster::Clustering;
use ir::cost::{element_ops, Cost};
use ir::deps::DepGraph;
use ir::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use ir::ops::is_view;
use ir::work::OpSeconds;

/// The machine figures of the `time` objective (`fuselab calibrate`'s
/// machine profile at the run's threads).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeModel {
    /// Bytes per second the nests move (the triad bandwidth on the run's
    /// threads).
    pub bytes_per_second: f64,
    /// Bytes per second a nest moves on one thread.
    pub one_thread_bytes_per_second: f64,
    /// Seconds per scalar operation of each class.
    pub op_seconds: OpSeconds,
    /// Nanoseconds per access at random indices into an array of each
    /// size, `(bytes, ns)`, smallest first (`fuselab calibrate`'s
    /// random-access probe on the run's threads); `None` without it.
    pub random_ns: Option<[(u64, f64); RANDOM_LEVELS]>,
}

/// Sizes of array the random-access probe measures.
pub const RANDOM_LEVELS: usize = 8;

/// The nanoseconds per access at random indices into arrays of `bytes`
/// together, from `levels` (`(bytes, ns)`, smallest first): between two
/// levels, linear in the logarithm of the bytes; the first's below it, the
/// last's beyond it. `None` without levels.
pub fn random_ns_at(levels: &[(u64, f64)], bytes: u128) -> Option<f64> {
    let &(first_bytes, first_ns) = levels.first()?;
    if bytes <= first_bytes as u128 {
        return Some(first_ns);
    }
    for pair in levels.windows(2) {
        let ((below, below_ns), (above, above_ns)) = (pair[0], pair[1]);
        if bytes <= above as u128 {
            let span = (above as f64).ln() - (below as f64).ln();
            let at = ((bytes as f64).ln() - (below as f64).ln()) / span;
            return Some(below_ns + at * (above_ns - below_ns));
        }
    }
    levels.last().map(|l| l.1)
}

/// What the bytes objectives add to a clustering's traffic, in bytes: each
/// duplicated evaluation at the uniform `recompute_weight` and, with a
/// time model, at its operations' time; with a time model, the pairs that
/// cost more in one cluster ([`Weights::pair_bytes`]).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Weights {
    pub recompute_weight: f64,
    pub time: Option<TimeModel>,
}

impl Weights {
    /// Whether duplicated evaluations cost anything (else the least traffic
    /// decides alone).
    pub fn weighted(&self) -> bool {
        self.recompute_weight > 0.0 || self.time.is_some()
    }

    /// Bytes that one duplicated evaluation of node `n` costs (none for a
    /// view: recomputing it is a read at another index, already counted).
    pub fn weight(&self, g: &LabelledGraph, n: NodeId) -> f64 {
        if is_view(g, n) {
            return 0.0;
        }
        let time = self.time.map_or(0.0, |t| {
            element_ops(g, n).seconds(&t.op_seconds) * t.bytes_per_second
        });
        self.recompute_weight + time
    }

    /// The weighted duplicated evaluations of a clustering's cost at the
    /// sizes (each node's evaluations beyond one per element, never fewer
    /// than none); `None` where a count has no value.
    pub fn cost(
        &self,
        g: &LabelledGraph,
        cost: &Cost,
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> Option<f64> {
        let mut total = 0.0;
        for r in cost.recomputed.iter().filter(|r| r.duplicates_work()) {
            let w = self.weight(g, r.node);
            if w == 0.0 {
                continue;
            }
            let evaluations = r.evaluations.eval_exact(value_of).ok()??;
            let elements = r.elements.eval_exact(value_of).ok()??;
            total += w * (evaluations - elements).max(0) as f64;
        }
        Some(total)
    }

    /// What the weights add to a valid clustering's traffic, in bytes: its
    /// weighted duplicated evaluations ([`Weights::cost`], infinite where a
    /// count has no value) and its pairs that cost more together
    /// ([`Weights::pair_cost`]). The one home of the bytes
    /// objectives' figure beyond the traffic, for `exhaustive` and the
    /// minimum cut.
    pub fn added(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        relations: &[Relation],
        cl: &Clustering,
        cost: &Cost,
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> f64 {
        let dup = self.cost(g, cost, value_of).unwrap_or(f64::INFINITY);
        dup + self.pair_cost(g, deps, relations, cl, value_of)
    }

    /// The bytes the `time` objective adds when nodes `a` and `b` (a
    /// related pair) share a cluster: the one-thread term
    /// ([`one_thread_bytes`]) and the random-access term
    /// ([`random_bytes`]); 0 without a time model.
    pub fn pair_bytes(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        (a, b): (NodeId, NodeId),
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> f64 {
        let Some(t) = self.time else {
            return 0.0;
        };
        let at = AtSizes { g, deps, value_of };
        one_thread_bytes(&t, &at, (a, b)) + random_bytes(&t, &at, (a, b))
    }

    /// The bytes [`Weights::pair_bytes`] adds for clustering `cl`:
    /// those of the related pairs it puts in one cluster.
    pub fn pair_cost(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        relations: &[Relation],
        cl: &Clustering,
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> f64 {
        (relations.iter())
            .filter(|r| cl.cluster_of(r.a) == cl.cluster_of(r.b))
            .map(|r| self.pair_bytes(g, deps, (r.a, r.b), value_of))
            .sum()
    }
}

/// The bytes a cluster of `a` and `b` loses by running on one thread,
/// where it does (a node carrying state across its outermost loop with a
/// `permute`): their own bytes at one thread's bandwidth rather than
/// all's. 0 where one thread is as fast as all, where their cluster
/// would not run on one thread, or where their bytes have no value.
fn one_thread_bytes(t: &TimeModel, at: &AtSizes, (a, b): (NodeId, NodeId)) -> f64 {
    let g = at.g;
    let extra = t.bytes_per_second / t.one_thread_bytes_per_second - 1.0;
    let serialises = |a: NodeId, b: NodeId| {
        matches!(
            (role(g, a), role(g, b)),
            (Some(Role::Carry), Some(Role::Scatter))
        )
    };
    if !(extra.is_finite() && extra > 0.0) || !(serialises(a, b) || serialises(b, a)) {
        return 0.0;
    }
    let bytes = (at.own_bytes(a).zip(at.own_bytes(b))).map_or(0.0, |(x, y)| x + y);
    bytes * extra
}

/// The bytes that the accesses at random indices of `a` and `b` wait
/// longer for in one nest: each waits for the level of the caches that
/// holds both their arrays together instead of its own (the random-access
/// probe's time per access at their bytes together less at its array's,
/// [`random_ns_at`]), at the bandwidth. 0 without the probe, where either
/// makes no such accesses ([`random_access`]) or both make them into the
/// same array, or where a count has no value.
fn random_bytes(t: &TimeModel, at: &AtSizes, (a, b): (NodeId, NodeId)) -> f64 {
    let Some(levels) = &t.random_ns else {
        return 0.0;
    };
    let (Some(x), Some(y)) = (at.random_access(a), at.random_access(b)) else {
        return 0.0;
    };
    if x.array == y.array {
        return 0.0;
    }
    let ns_at = |bytes: f64| random_ns_at(levels, bytes.max(0.0) as u128);
    let (Some(alone_x), Some(alone_y), Some(together)) =
        (ns_at(x.bytes), ns_at(y.bytes), ns_at(x.bytes + y.bytes))
    else {
        return 0.0;
    };
    let ns =
        x.accesses * (together - alone_x).max(0.0) + y.accesses * (together - alone_y).max(0.0);
    ns * 1e-9 * t.bytes_per_second
}

/// A node's accesses at indices that its functions compute from loaded
/// values: a `backpermute`'s reads of its source, a `permute`'s
/// combinations into its target, where the index function reads an array.
struct RandomAccess {
    array: ArrayId,
    accesses: f64,
    /// The array's bytes.
    bytes: f64,
}

/// A graph's arrays and nodes with their counts at the sizes of
/// `value_of`.
struct AtSizes<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    value_of: &'a dyn Fn(&str) -> Option<i64>,
}

impl AtSizes<'_> {
    /// The elements of array `a`; `None` where they have no value.
    fn elements(&self, a: ArrayId) -> Option<i128> {
        self.deps
            .elements(a)
            .eval_exact(self.value_of)
            .ok()
            .flatten()
    }

    /// The bytes of array `a`; `None` where its elements have no value.
    fn bytes(&self, a: ArrayId) -> Option<f64> {
        Some(self.elements(a)? as f64 * self.g.array(a).ty.elem.bytes() as f64)
    }

    /// The bytes of node `n`'s operands and results.
    fn own_bytes(&self, n: NodeId) -> Option<f64> {
        let node = self.g.node(n);
        (node.operands().iter().chain(&node.outputs))
            .try_fold(0.0, |sum, a| Some(sum + self.bytes(*a)?))
    }

    /// Node `n`'s accesses at random indices ([`RandomAccess`]); `None`
    /// for any other node, or where its counts have no value.
    fn random_access(&self, n: NodeId) -> Option<RandomAccess> {
        let node = self.g.node(n);
        let NodeKind::Op(op) = &node.kind else {
            return None;
        };
        // The index function reads an array: inputs beyond the operands
        // are read inside its scalar expressions, as are `reads`.
        let reads_arrays = node.inputs.len() > node.operands().len() || !node.reads.is_empty();
        if !reads_arrays {
            return None;
        }
        let (array, counted) = match op.kind() {
            OpKind::Backpermute => (*node.operands().first()?, *node.outputs.first()?),
            OpKind::Permute => (*node.outputs.first()?, *node.operands().last()?),
            _ => return None,
        };
        Some(RandomAccess {
            array,
            accesses: self.elements(counted)? as f64,
            bytes: self.bytes(array)?,
        })
    }
}

/// How a node keeps its nest on one thread when it shares it with a node
/// of the other role.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// State carried across the outermost loop: a scan or a fold of a 1-D
    /// array (a fold of rows carries state only within a row).
    Carry,
    /// Written at computed indices: a `permute`.
    Scatter,
}

fn role(g: &LabelledGraph, n: NodeId) -> Option<Role> {
    let node = g.node(n);
    let NodeKind::Op(op) = &node.kind else {
        return None;
    };
    let one_d = || (node.operands().first()).is_some_and(|a| g.array(*a).ty.rank() == 1);
    match op.kind() {
        OpKind::Scanl | OpKind::Scanr | OpKind::Scanl1 | OpKind::Scanr1 if one_d() => {
            Some(Role::Carry)
        }
        OpKind::Fold | OpKind::Fold1 if one_d() => Some(Role::Carry),
        OpKind::Permute => Some(Role::Scatter),
        _ => None,
    }
}

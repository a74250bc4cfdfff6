//! The exhaustive strategy: every valid clustering (recomputing ones too)
//! of a program of up to [`MAX_NODES`] nodes, costed with the same function
//! as every other strategy ([`ir::cost`]: bytes, plus the recompute weight
//! times the duplicated evaluations) and independently of the ILP's model.
//! Used to prove the ILP right on small programs.
//!
//! Nodes are placed in order, each into an existing cluster or a new one;
//! a placement is pruned as soon as it joins two nodes that can never share a
//! cluster (the presolve facts of [`crate::relations`]).

use crate::relations::Analysis;
use ir::cluster::{check, Clustering};
use ir::cost::cost;
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};

/// Larger programs are refused (the number of partitions grows as Bell numbers).
pub const MAX_NODES: usize = 12;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExhaustiveError {
    #[error("exhaustive search handles at most {MAX_NODES} nodes; this program has {0}")]
    TooLarge(usize),
}

/// The cheapest clustering (bytes at the given sizes; ties: fewer clusters,
/// then the first found), with the number of valid clusterings seen.
pub fn exhaustive(
    g: &LabelledGraph,
    deps: &DepGraph,
    an: &Analysis,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    recompute_weight: f64,
) -> Result<(Clustering, i128, usize), ExhaustiveError> {
    let n = g.nodes.len();
    if n > MAX_NODES {
        return Err(ExhaustiveError::TooLarge(n));
    }
    let mut search = Search {
        g,
        deps,
        an,
        value_of,
        default_size,
        recompute_weight,
        best: None,
        valid: 0,
    };
    let mut groups: Vec<Vec<NodeId>> = Vec::new();
    search.place(0, &mut groups);
    let best = search.best.expect("all singletons are always valid");
    Ok((best.cl, best.bytes, search.valid))
}

struct Search<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    an: &'a Analysis,
    value_of: &'a dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    recompute_weight: f64,
    /// The cheapest so far: its clustering, bytes, objective and clusters.
    best: Option<Best>,
    valid: usize,
}

struct Best {
    cl: Clustering,
    bytes: i128,
    objective: f64,
    clusters: usize,
}

impl Search<'_> {
    /// Can `x` and `y` ever share a cluster?
    fn compatible(&self, x: NodeId, y: NodeId) -> bool {
        let an = self.an;
        an.directions[x.index()].is_some()
            && an.directions[y.index()].is_some()
            && self.deps.block_of[x] == self.deps.block_of[y]
            && !an.before.contains(&(x, y))
            && !an.before.contains(&(y, x))
            && !an.loop_conflict(x, y)
    }

    fn place(&mut self, i: usize, groups: &mut Vec<Vec<NodeId>>) {
        let n = self.g.nodes.len();
        if i == n {
            self.leaf(groups);
            return;
        }
        let x = NodeId(i as u32);
        for k in 0..groups.len() {
            if groups[k].iter().all(|y| self.compatible(x, *y)) {
                groups[k].push(x);
                self.place(i + 1, groups);
                groups[k].pop();
            }
        }
        groups.push(vec![x]);
        self.place(i + 1, groups);
        groups.pop();
    }

    fn leaf(&mut self, groups: &[Vec<NodeId>]) {
        let Ok(cl) = Clustering::from_groups(self.deps, self.g.nodes.len(), groups.to_vec()) else {
            return;
        };
        let Ok(sched) = check(self.g, self.deps, &cl) else {
            return;
        };
        self.valid += 1;
        let c = cost(self.g, self.deps, &cl, &sched);
        let bytes = c.bytes_for_comparison(self.g, self.value_of, self.default_size);
        let objective = if self.recompute_weight > 0.0 {
            bytes as f64 + self.recompute_weight * self.duplicated(&c) as f64
        } else {
            bytes as f64
        };
        let better = match &self.best {
            None => true,
            Some(b) => {
                objective < b.objective
                    || (objective == b.objective && (bytes, cl.len()) < (b.bytes, b.clusters))
            }
        };
        if better {
            let clusters = cl.len();
            self.best = Some(Best {
                cl,
                bytes,
                objective,
                clusters,
            });
        }
    }

    /// Evaluations of recomputed nodes beyond one per element, at the
    /// sizes, node by node (never negative), as the ILP counts them.
    fn duplicated(&self, c: &ir::cost::Cost) -> i128 {
        let v = |n: &str| Some((self.value_of)(n).unwrap_or(self.default_size));
        c.recomputed
            .iter()
            .filter(|r| r.duplicates_work())
            .map(|r| {
                let at = |p: &ir::Poly| p.eval_exact(&v).ok().flatten().unwrap_or(i128::MAX);
                at(&r.evaluations).saturating_sub(at(&r.elements)).max(0)
            })
            .sum()
    }
}

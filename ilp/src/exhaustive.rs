//! The exhaustive strategy: every valid clustering (recomputing ones too)
//! of a program of up to [`MAX_NODES`] nodes, costed with the same function
//! as every other strategy ([`ir::cost`]: bytes, plus the weighted
//! duplicated evaluations, [`crate::Weights`]) and independently of the ILP's model.
//! Used to prove the ILP right on small programs.
//!
//! Nodes are placed in order, each into an existing cluster or a new one;
//! a placement is pruned as soon as it joins two nodes that can never share a
//! cluster (the presolve facts of [`crate::relations`]). Each valid
//! clustering is also tried with its clusters in row groups (consecutive
//! clusters sharing their outermost loop, `ir::cluster`): every partition of
//! the clusters into groups connected by dependencies that could join
//! ([`Search::joinable`]), ordered by [`Clustering::from_row_groups`] and
//! judged by the checker. Only clusterings where a group could spare a
//! stored row value are tried (elsewhere a group moves the same bytes).

use crate::relations::Analysis;
use ir::cluster::{check, may_join_rows, row_complete, Clustering, Schedule};
use ir::cost::cost;
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};

/// Larger independent components are refused (the number of partitions
/// grows as Bell numbers).
pub const MAX_NODES: usize = 12;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExhaustiveError {
    #[error(
        "exhaustive search handles independent parts of at most {MAX_NODES} nodes; \
         this program has one of {0}"
    )]
    TooLarge(usize),
}

/// The cheapest clustering (bytes at the given sizes; ties: fewer loops,
/// then fewer clusters, then the first found), with the number of valid
/// clusterings seen (row groupings included).
///
/// The search runs per independent part ([`parts`]): no cluster or row
/// group spans two, and a node's reads and writes depend only on the
/// clusters of its own part, so the cheapest clustering is the cheapest of
/// each part, chosen one part after the other with the earlier parts' choices
/// fixed.
pub fn exhaustive(
    graph: &LabelledGraph,
    deps: &DepGraph,
    an: &Analysis,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    weights: crate::Weights,
) -> Result<(Clustering, i128, usize), ExhaustiveError> {
    let (best, valid) = search(graph, deps, an, value_of, default_size, weights)?;
    Ok((best.cl, best.bytes, valid))
}

/// What [`exhaustive_in_modes`] found: the cheapest clustering over every
/// write mode, its bytes, the valid clusterings seen under every mode, and
/// the dependency graph it is valid under where it writes more nodes
/// through than the given one.
#[derive(Debug)]
pub struct ModesAnswer {
    pub clustering: Clustering,
    pub bytes: i128,
    pub valid: usize,
    pub written_through: Option<DepGraph>,
}

/// [`exhaustive`] over the write modes a clustering may choose
/// (`crate::modes`, with presolve under each): the cheapest answer of
/// any mode, the given graph's on a tie. The independent check of
/// [`crate::optimal_among`], which chooses modes the same way.
pub fn exhaustive_in_modes(
    graph: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    weights: crate::Weights,
) -> Result<ModesAnswer, ExhaustiveError> {
    let mut answer: Option<(Best, Option<DepGraph>)> = None;
    let mut valid = 0;
    for through in crate::modes::combinations(graph, deps).graphs {
        let d = through.as_ref().unwrap_or(deps);
        let an = crate::relations::analyse(graph, d, true);
        let (best, seen) = search(graph, d, &an, value_of, default_size, weights)?;
        valid += seen;
        if answer.as_ref().is_none_or(|(b, _)| best.beats(b)) {
            answer = Some((best, through));
        }
    }
    let (best, written_through) = answer.expect("the given modes are searched");
    Ok(ModesAnswer {
        clustering: best.cl,
        bytes: best.bytes,
        valid,
        written_through,
    })
}

/// The cheapest clustering under `deps`'s modes and the number of valid
/// clusterings seen ([`exhaustive`]).
fn search(
    graph: &LabelledGraph,
    deps: &DepGraph,
    an: &Analysis,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    weights: crate::Weights,
) -> Result<(Best, usize), ExhaustiveError> {
    let parts: Vec<Vec<NodeId>> = parts(graph, deps, an)
        .into_iter()
        .filter(|p| p.len() > 1)
        .collect();
    if let Some(big) = parts.iter().map(Vec::len).filter(|k| *k > MAX_NODES).max() {
        return Err(ExhaustiveError::TooLarge(big));
    }
    let new = |part: Vec<NodeId>, fixed| Search {
        g: graph,
        deps,
        an,
        value_of,
        default_size,
        weights,
        in_part: graph
            .node_ids()
            .map(|n| part.binary_search(&n).is_ok())
            .collect(),
        part,
        fixed,
        best: None,
        valid: 0,
    };
    let mut fixed = Clustering::singletons(graph.nodes.len());
    let mut valid = 0;
    let mut best: Option<Best> = None;
    for part in parts {
        let mut search = new(part, fixed.clone());
        search.place(0, &mut Vec::new());
        valid += search.valid;
        let b = search.best.expect("the fixed clustering is valid");
        fixed = b.cl.clone();
        best = Some(b);
    }
    let best = match best {
        Some(b) => b,
        None => {
            // Nothing to decide: every node alone.
            let mut search = new(Vec::new(), fixed.clone());
            search.leaf(&[]);
            valid += search.valid;
            search.best.expect("singletons are valid")
        }
    };
    Ok((best, valid))
}

/// The independent parts of the search: nodes connected by a pair that may
/// share a cluster (a relation) or a dependency that could join a row group
/// (fusible, between array operations of one block, from a node that
/// completes its rows; a superset of the ILP's row pairs, so that the
/// search does not depend on the ILP's model), merged where they depend on
/// each other both ways.
pub fn parts(graph: &LabelledGraph, deps: &DepGraph, an: &Analysis) -> Vec<Vec<NodeId>> {
    let joins = deps.edges().filter(|e| may_join_rows(graph, deps, e));
    let pairs: Vec<(NodeId, NodeId)> = (an.relations.iter().map(|r| (r.a, r.b)))
        .chain(joins.map(|e| (e.from, e.to)))
        .collect();
    crate::relations::components(deps, &an.directions, &pairs, an.presolved)
}

struct Search<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    an: &'a Analysis,
    value_of: &'a dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    weights: crate::Weights,
    /// The part searched, in node order, and per node whether it is in it.
    part: Vec<NodeId>,
    in_part: Vec<bool>,
    /// The clusters and row groups of the other parts (the parts searched
    /// before: their best; the others: every node alone).
    fixed: Clustering,
    /// The cheapest so far.
    best: Option<Best>,
    valid: usize,
}

struct Best {
    cl: Clustering,
    bytes: i128,
    objective: f64,
    loops: usize,
    clusters: usize,
}

impl Best {
    /// Cheaper by the objective; on a tie, fewer bytes, then fewer loops,
    /// then fewer clusters (the first found otherwise).
    fn beats(&self, other: &Best) -> bool {
        let key = |b: &Best| (b.bytes, b.loops, b.clusters);
        self.objective < other.objective
            || (self.objective == other.objective && key(self) < key(other))
    }
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
        if i == self.part.len() {
            self.leaf(groups);
            return;
        }
        let x = self.part[i];
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

    /// The part's clusters `groups`, each its own row group, with the fixed
    /// clusters of the other parts.
    fn leaf(&mut self, groups: &[Vec<NodeId>]) {
        let mut clusters = groups.to_vec();
        let mut rows: Vec<usize> = (0..groups.len()).collect();
        for (c, nodes) in self.fixed.clusters().iter().enumerate() {
            if !self.in_part[nodes[0].index()] {
                clusters.push(nodes.clone());
                let group = self.fixed.row_group(ir::cluster::ClusterId::from_index(c));
                rows.push(groups.len() + group.index());
            }
        }
        let n = self.g.nodes.len();
        let Ok(cl) = Clustering::from_row_groups(self.deps, n, clusters, &rows) else {
            return;
        };
        let Ok(sched) = check(self.g, self.deps, &cl) else {
            return;
        };
        self.row_groupings(&cl, &sched);
        self.score(cl, &sched);
    }

    /// Scores a valid clustering against the best so far.
    fn score(&mut self, cl: Clustering, sched: &Schedule) {
        self.valid += 1;
        let c = cost(self.g, self.deps, &cl, sched);
        let bytes = c.bytes_for_comparison(self.g, self.value_of, self.default_size);
        let objective = if self.weights.weighted() {
            let v = |n: &str| Some((self.value_of)(n).unwrap_or(self.default_size));
            let added = (self.weights).added(self.g, self.deps, &self.an.relations, &cl, &c, &v);
            bytes as f64 + added
        } else {
            bytes as f64
        };
        let clusters = cl.len();
        let here = Best {
            cl,
            bytes,
            objective,
            loops: c.loops,
            clusters,
        };
        if self.best.as_ref().is_none_or(|b| here.beats(b)) {
            self.best = Some(here);
        }
    }

    /// Whether dependency `e` between two clusters could ever join them
    /// into a row group (necessary conditions of the checker's: fusible,
    /// from a node in the loop that completes its rows), and whether it
    /// could spare a stored row value (rank 1).
    fn joinable(&self, e: &ir::deps::DepEdge, sched: &Schedule) -> Option<bool> {
        let ok = e.kind == ir::deps::EdgeKind::Fusible
            && !sched.gathered[e.from.index()]
            && row_complete(self.g, self.deps, e.from);
        ok.then(|| self.g.array(e.array).ty.rank() == 1)
    }

    /// Scores every partition of `cl`'s clusters into row groups that the
    /// joinable dependencies connect (but `cl` itself), where one could
    /// spare a row value.
    fn row_groupings(&mut self, cl: &Clustering, sched: &Schedule) {
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let mut spares = false;
        for e in self.deps.edges() {
            let (a, b) = (cl.cluster_of(e.from).index(), cl.cluster_of(e.to).index());
            if a == b || !self.in_part[e.from.index()] || !self.in_part[e.to.index()] {
                continue;
            }
            if let Some(rank1) = self.joinable(e, sched) {
                spares |= rank1;
                edges.push((a, b));
            }
        }
        if !spares {
            return;
        }
        edges.sort_unstable();
        edges.dedup();
        let mut seen: std::collections::BTreeSet<Vec<usize>> = std::collections::BTreeSet::new();
        let start: Vec<usize> = (0..cl.len())
            .map(|c| cl.row_group(ir::cluster::ClusterId::from_index(c)).index())
            .collect();
        seen.insert(start.clone());
        self.partitions(cl, &edges, start, &mut seen);
    }

    /// Joins along `edges[..]` or not, one edge at a time; scores each new
    /// partition (`group`: per cluster, the least cluster of its group).
    fn partitions(
        &mut self,
        cl: &Clustering,
        edges: &[(usize, usize)],
        group: Vec<usize>,
        seen: &mut std::collections::BTreeSet<Vec<usize>>,
    ) {
        let Some((&(a, b), rest)) = edges.split_first() else {
            return;
        };
        self.partitions(cl, rest, group.clone(), seen);
        let (ga, gb) = (group[a], group[b]);
        if ga == gb {
            return;
        }
        let (lo, hi) = (ga.min(gb), ga.max(gb));
        let joined: Vec<usize> = group
            .iter()
            .map(|&x| if x == hi { lo } else { x })
            .collect();
        if seen.insert(joined.clone()) {
            let clusters = cl.clusters().to_vec();
            let n = self.g.nodes.len();
            if let Ok(rows) = Clustering::from_row_groups(self.deps, n, clusters, &joined) {
                if let Ok(s) = check(self.g, self.deps, &rows) {
                    self.score(rows, &s);
                }
            }
        }
        self.partitions(cl, rest, joined, seen);
    }
}

//! The lazy constraints of the `cuts` formulation: which rules of a valid
//! clustering a solution of the model without cluster numbers breaks, each
//! as a linear inequality that every valid clustering satisfies.
//!
//! Without `π`, the model decides only which pairs are fused (`s`), which
//! row pairs are joined (`w`) and which nodes are recomputed (`g`). Clusters
//! are then the connected components of the fused pairs, row groups those of
//! the fused and joined pairs, and three rules are left unchecked:
//!
//! 1. *a dependency inside a cluster is fused* (inside a row group: fused
//!    or joined);
//! 2. *the clusters, and the row groups, are acyclic* under the
//!    dependencies between them;
//! 3. *two nodes in one loop nest have nested iteration spaces*, unless one
//!    of them is recomputed (out of the loop);
//!
//! and, for the pairs the objective charges for sharing a cluster (the
//! `time` objective's one-thread pairs, [`Structure::with_tied`]):
//!
//! 4. *a tied pair inside a cluster is fused*: its `s` is 1 wherever its
//!    nodes share a cluster, through whatever path of fused pairs.
//!
//! Each broken rule has a witness: paths of fused (or joined) pairs, `P`,
//! that put nodes into one cluster (row group), and the pairs or nodes, `E`,
//! whose decisions would mend it. The cut is
//!
//! ```text
//!     Σ_{t ∈ P} x_t − Σ_{t ∈ E} x_t ≤ |P| − 1
//! ```
//!
//! For rule 1, `P` is a path from `u` to `v` inside the cluster and `E` the
//! dependency `u → v` itself; for rule 2, `P` the paths through each cluster
//! of a cycle from where the cycle enters it to where it leaves, and `E` the
//! dependencies between them; for rule 3, `P` a path between the two nodes
//! and `E` their `g`; for rule 4, `P` a path between the pair's nodes and
//! `E` the pair's own `s`. Every valid clustering satisfies it (its `s` of
//! a pair is 1 exactly where the pair shares a cluster): if all of `P` are
//! fused, the nodes they connect share clusters, so the dependency of rule
//! 1 lies inside one and must be fused; the cycle of rule 2 exists unless
//! one of its dependencies lies inside a cluster, where it is fused; the
//! two nodes of rule 3 share a loop unless one is recomputed.
//!
//! At fractional points only ([`Structure::violated_gather_paths`]), a
//! fifth family, the *gather paths* ([`Structure::with_forced`]): `P` a
//! path between a node `c` and a node `p` that every valid clustering
//! recomputes where it shares `c`'s cluster, and `E` the `g` of `p`. At an
//! integral point of the model such a cluster without `g_p` breaks rule 1
//! or 2 already.
//!
//! This module works on local indices (nodes `0..n`, pairs and row pairs
//! by position) so that it can be tested without a solver.

use crate::relations::spaces_conflict;
use ir::UnionFind;
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::{BTreeSet, HashMap, VecDeque};

/// A decision that a cut counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Term {
    /// `s` of the candidate pair at this position.
    Fused(usize),
    /// `w` of the row pair at this position.
    Joined(usize),
    /// `g` of this node.
    Recomputed(usize),
}

/// `Σ_{t ∈ path} x_t − Σ_{t ∈ escapes} x_t ≤ |path| − 1`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cut {
    pub path: Vec<Term>,
    pub escapes: Vec<Term>,
}

impl Cut {
    /// A cut with its terms sorted, so that equal cuts compare equal.
    fn new(mut path: Vec<Term>, mut escapes: Vec<Term>) -> Cut {
        path.sort();
        path.dedup();
        escapes.sort();
        escapes.dedup();
        Cut { path, escapes }
    }
}

/// What does not change between solves: a component's nodes, dependencies,
/// candidate pairs and row pairs, in local indices.
pub struct Structure {
    nodes: usize,
    /// Dependencies `(from, to)`, without duplicates or self-loops.
    deps: Vec<(usize, usize)>,
    pairs: Vec<(usize, usize)>,
    rows: Vec<(usize, usize)>,
    /// The candidate pair and the row pair of a dependency, if any.
    pair_of: HashMap<(usize, usize), usize>,
    row_of: HashMap<(usize, usize), usize>,
    /// Per node: its iteration space, for array operations that have a loop.
    spaces: Vec<Option<Vec<ir::Poly>>>,
    /// Candidate pairs (by position) fused wherever they share a cluster
    /// (rule 4).
    tied: Vec<usize>,
    /// Per node `c`, the nodes recomputed wherever they share `c`'s
    /// cluster ([`Structure::with_forced`]).
    forced: Vec<Vec<usize>>,
}

/// A solution: per pair fused, per row pair joined, per node recomputed.
#[derive(Clone, Debug)]
pub struct Point {
    pub fused: Vec<bool>,
    pub joined: Vec<bool>,
    pub recomputed: Vec<bool>,
}

/// A solution's partition at one level: the adjacency of its pairs (per
/// node, its neighbours with the term that connects them) and per node the
/// root of its part.
struct Parts {
    level: Level,
    adj: Vec<Vec<(usize, Term)>>,
    root: Vec<usize>,
}

/// Which pairs a partition's adjacency walks: fused only (clusters), or
/// fused and joined (row groups).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    Clusters,
    RowGroups,
}

impl Structure {
    pub fn new(
        nodes: usize,
        deps: impl IntoIterator<Item = (usize, usize)>,
        pairs: Vec<(usize, usize)>,
        rows: Vec<(usize, usize)>,
        spaces: Vec<Option<Vec<ir::Poly>>>,
    ) -> Structure {
        let deps: BTreeSet<(usize, usize)> = deps.into_iter().filter(|(a, b)| a != b).collect();
        let mut pair_of = HashMap::new();
        for (i, &(a, b)) in pairs.iter().enumerate() {
            pair_of.insert((a, b), i);
            pair_of.insert((b, a), i);
        }
        let row_of = rows.iter().enumerate().map(|(i, q)| (*q, i)).collect();
        Structure {
            nodes,
            deps: deps.into_iter().collect(),
            pairs,
            rows,
            pair_of,
            row_of,
            spaces,
            tied: Vec::new(),
            forced: vec![Vec::new(); nodes],
        }
    }

    /// The same with rule 4 for the candidate pairs `tied` (positions in
    /// `pairs`).
    pub fn with_tied(self, tied: Vec<usize>) -> Structure {
        Structure { tied, ..self }
    }

    /// The same with, per node `c`, the nodes `forced[c]` that are
    /// recomputed at every valid clustering that puts them in `c`'s
    /// cluster: then a path `P` of candidate pairs between `p ∈
    /// forced[c]` and `c` gives the cut `Σ_{t ∈ P} s_t − g_p ≤ |P| − 1`,
    /// which [`Structure::violated_gather_paths`] separates. (At an
    /// integral point of the model it adds nothing: there a cluster that
    /// holds both without `g_p` breaks rule 1 or 2.)
    pub fn with_forced(self, forced: Vec<Vec<usize>>) -> Structure {
        assert_eq!(forced.len(), self.nodes);
        Structure { forced, ..self }
    }

    /// The cuts that `p` violates (none: `p` is a valid clustering).
    pub fn violated(&self, point: &Point) -> Vec<Cut> {
        let mut cuts = BTreeSet::new();
        let clusters = self.parts(point, Level::Clusters);
        self.internal(point, &clusters, None, &mut cuts);
        self.tied(point, &clusters, &mut cuts);
        self.nests(point, &clusters, &mut cuts);
        self.cycles(&clusters, &mut cuts);
        if !self.rows.is_empty() {
            let groups = self.parts(point, Level::RowGroups);
            self.internal(point, &groups, Some(&clusters), &mut cuts);
            self.cycles(&groups, &mut cuts);
        }
        cuts.into_iter().collect()
    }

    /// Cuts that a fractional point violates by more than `tolerance`,
    /// found exactly by shortest paths (the separation of the LP
    /// relaxation's cutting-plane loop; [`Structure::violated`] separates
    /// integral points). `value` gives each decision's value in `[0, 1]`.
    ///
    /// Rules 1 and 2 are one family here: a closed walk that follows
    /// dependencies forward and pairs either way, with at least one
    /// dependency, is `Σ_{pairs} x − Σ_{dependencies} mends ≤ |pairs| − 1`
    /// (with every pair on it fused and no dependency mended, its
    /// dependencies either lie inside one part unfused or make a cycle of
    /// parts). Its violation is `1 − Σ_{pairs} (1 − x) − Σ mends`, so the
    /// most violated walk through a dependency `u → v` is the shortest path
    /// from `v` back to `u` under the weights `1 − x` on pairs and the mends
    /// on dependencies. Rule 3's most violated path between two conflicting
    /// nodes is a shortest path over fused pairs. One search per head of a
    /// dependency (per node for rule 3) finds them all, explored only
    /// below distance 1; of the cuts found, the `limit` most violated are
    /// returned.
    pub fn violated_fractionally(
        &self,
        value: impl Fn(Term) -> f64,
        tolerance: f64,
        limit: usize,
    ) -> Vec<Cut> {
        // Each cut with its violation; the most violated `limit` are kept.
        let mut found: Vec<(f64, Cut)> = Vec::new();
        let clamp = |x: f64| x.clamp(0.0, 1.0);
        let reach = 1.0 - tolerance;
        // Fused pairs (rule 3 and the cluster level), and joined ones too
        // at the row-group level.
        let fused = self.arcs_both_ways(&value, self.fused_pairs());
        for level in [Level::Clusters, Level::RowGroups] {
            if level == Level::RowGroups && self.rows.is_empty() {
                continue;
            }
            // Pairs, and dependencies forward (weight: their mends).
            let mut arcs = match level {
                Level::Clusters => fused.clone(),
                Level::RowGroups => self.arcs_both_ways(
                    &value,
                    self.fused_pairs().chain(
                        (self.rows.iter().enumerate()).map(|(i, &(a, b))| (a, b, Term::Joined(i))),
                    ),
                ),
            };
            let mend = |d: (usize, usize)| -> f64 {
                self.mends(level, d)
                    .into_iter()
                    .map(|t| clamp(value(t)))
                    .sum()
            };
            for (d, &(u, v)) in self.deps.iter().enumerate() {
                arcs[u].push((v, mend((u, v)), Arc::Dep(d)));
            }
            // Per head `v`, one search back to every tail `u` of a
            // dependency `u → v`.
            let mut into: Vec<Vec<usize>> = vec![Vec::new(); self.nodes];
            for &(u, v) in &self.deps {
                into[v].push(u);
            }
            for (v, tails) in into.iter().enumerate().filter(|(_, t)| !t.is_empty()) {
                let tree = ShortestPaths::from(&arcs, v, reach);
                for &u in tails {
                    let first = mend((u, v));
                    let Some(dist) = tree.distance(u) else {
                        continue;
                    };
                    if first + dist >= reach {
                        continue;
                    }
                    let mut path = Vec::new();
                    let mut escapes = self.mends(level, (u, v));
                    for arc in tree.walk(u) {
                        match arc {
                            Arc::Pair(t) => path.push(t),
                            Arc::Dep(d) => escapes.extend(self.mends(level, self.deps[d])),
                        }
                    }
                    if !path.is_empty() {
                        found.push((1.0 - first - dist, Cut::new(path, escapes)));
                    }
                }
            }
        }
        // Rule 3: conflicting nests joined by fused pairs.
        for x in 0..self.nodes {
            let Some(sx) = &self.spaces[x] else { continue };
            let gx = clamp(value(Term::Recomputed(x)));
            if gx >= reach {
                continue;
            }
            let tree = ShortestPaths::from(&fused, x, reach - gx);
            for y in x + 1..self.nodes {
                let Some(dist) = tree.distance(y) else {
                    continue;
                };
                let Some(sy) = &self.spaces[y] else { continue };
                let escape = gx + clamp(value(Term::Recomputed(y)));
                if escape + dist >= reach || !spaces_conflict(sx, sy) {
                    continue;
                }
                let path = (tree.walk(y).into_iter())
                    .filter_map(|a| match a {
                        Arc::Pair(t) => Some(t),
                        Arc::Dep(_) => None,
                    })
                    .collect();
                let escapes = vec![Term::Recomputed(x), Term::Recomputed(y)];
                found.push((1.0 - escape - dist, Cut::new(path, escapes)));
            }
        }
        most_violated(found, limit)
    }

    /// The gather paths ([`Structure::with_forced`]) that a fractional
    /// point violates by more than `tolerance`, the `limit` most violated:
    /// per node `c` that forces any, one shortest path search over the
    /// fused pairs (weights `1 − s`), and a cut for each forced `p` whose
    /// distance and `g_p` sum to less than 1.
    pub fn violated_gather_paths(
        &self,
        value: impl Fn(Term) -> f64,
        tolerance: f64,
        limit: usize,
    ) -> Vec<Cut> {
        let mut found: Vec<(f64, Cut)> = Vec::new();
        let clamp = |x: f64| x.clamp(0.0, 1.0);
        let reach = 1.0 - tolerance;
        let fused = self.arcs_both_ways(&value, self.fused_pairs());
        for (c, forced) in self.forced.iter().enumerate() {
            if forced.is_empty() {
                continue;
            }
            let tree = ShortestPaths::from(&fused, c, reach);
            for &p in forced {
                let Some(dist) = tree.distance(p) else {
                    continue;
                };
                let escape = clamp(value(Term::Recomputed(p)));
                if escape + dist >= reach {
                    continue;
                }
                let path: Vec<Term> = (tree.walk(p).into_iter())
                    .filter_map(|a| match a {
                        Arc::Pair(t) => Some(t),
                        Arc::Dep(_) => None,
                    })
                    .collect();
                if !path.is_empty() {
                    let escapes = vec![Term::Recomputed(p)];
                    found.push((1.0 - escape - dist, Cut::new(path, escapes)));
                }
            }
        }
        most_violated(found, limit)
    }

    /// The fused pairs as (one node, the other, its term).
    fn fused_pairs(&self) -> impl Iterator<Item = (usize, usize, Term)> + '_ {
        (self.pairs.iter().enumerate()).map(|(i, &(a, b))| (a, b, Term::Fused(i)))
    }

    /// The arcs the path searches walk: each pair of `terms` both ways,
    /// weight `1 − x` at the fractional point `value`.
    fn arcs_both_ways(
        &self,
        value: &impl Fn(Term) -> f64,
        terms: impl Iterator<Item = (usize, usize, Term)>,
    ) -> Vec<Vec<(usize, f64, Arc)>> {
        let mut arcs: Vec<Vec<(usize, f64, Arc)>> = vec![Vec::new(); self.nodes];
        for (a, b, t) in terms {
            let w = 1.0 - value(t).clamp(0.0, 1.0);
            arcs[a].push((b, w, Arc::Pair(t)));
            arcs[b].push((a, w, Arc::Pair(t)));
        }
        arcs
    }

    /// The partition of a level.
    fn parts(&self, p: &Point, level: Level) -> Parts {
        let mut adj = vec![Vec::new(); self.nodes];
        for (i, &(a, b)) in self.pairs.iter().enumerate() {
            if p.fused[i] {
                adj[a].push((b, Term::Fused(i)));
                adj[b].push((a, Term::Fused(i)));
            }
        }
        if level == Level::RowGroups {
            for (i, &(a, b)) in self.rows.iter().enumerate() {
                if p.joined[i] {
                    adj[a].push((b, Term::Joined(i)));
                    adj[b].push((a, Term::Joined(i)));
                }
            }
        }
        let mut u = UnionFind::new(self.nodes);
        for (a, near) in adj.iter().enumerate() {
            for (b, _) in near {
                u.union(a, *b);
            }
        }
        Parts {
            level,
            adj,
            root: u.roots(),
        }
    }

    /// The terms on a shortest path from `a` to `b` in `adj`.
    fn path(adj: &[Vec<(usize, Term)>], a: usize, b: usize) -> Option<Vec<Term>> {
        nearest(adj, a, |x| x == b).map(|(_, terms)| terms)
    }

    /// What mends a dependency `u → v` inside one part: fusing it, or at
    /// the row-group level also joining it.
    fn mends(&self, level: Level, dep: (usize, usize)) -> Vec<Term> {
        let mut e: Vec<Term> = self
            .pair_of
            .get(&dep)
            .map(|i| Term::Fused(*i))
            .into_iter()
            .collect();
        if level == Level::RowGroups {
            e.extend(self.row_of.get(&dep).map(|i| Term::Joined(*i)));
        }
        e
    }

    fn holds(p: &Point, t: Term) -> bool {
        match t {
            Term::Fused(i) => p.fused[i],
            Term::Joined(i) => p.joined[i],
            Term::Recomputed(n) => p.recomputed[n],
        }
    }

    /// Rule 1: a dependency inside a part that is not fused (or joined).
    /// `finer`: the clusters, when `parts` are row groups (a dependency
    /// inside one cluster is the cluster level's to cut).
    fn internal(&self, p: &Point, parts: &Parts, finer: Option<&Parts>, cuts: &mut BTreeSet<Cut>) {
        let root = &parts.root;
        for &(u, v) in &self.deps {
            if root[u] != root[v] || finer.is_some_and(|c| c.root[u] == c.root[v]) {
                continue;
            }
            let escapes = self.mends(parts.level, (u, v));
            if escapes.iter().any(|t| Self::holds(p, *t)) {
                continue;
            }
            let path = Self::path(&parts.adj, u, v).expect("one part is connected");
            cuts.insert(Cut::new(path, escapes));
        }
    }

    /// Rule 4: a tied pair inside a cluster that is not fused.
    fn tied(&self, p: &Point, clusters: &Parts, cuts: &mut BTreeSet<Cut>) {
        for &i in &self.tied {
            let (a, b) = self.pairs[i];
            if p.fused[i] || clusters.root[a] != clusters.root[b] {
                continue;
            }
            let path = Self::path(&clusters.adj, a, b).expect("one cluster is connected");
            cuts.insert(Cut::new(path, vec![Term::Fused(i)]));
        }
    }

    /// Rule 3: two nodes of one cluster, both in its loop, whose spaces are
    /// no single nest; per node, the nearest such partner.
    fn nests(&self, p: &Point, clusters: &Parts, cuts: &mut BTreeSet<Cut>) {
        let in_loop = |n: usize| !p.recomputed[n] && self.spaces[n].is_some();
        let conflict = |a: usize, b: usize| match (&self.spaces[a], &self.spaces[b]) {
            (Some(x), Some(y)) => spaces_conflict(x, y),
            _ => unreachable!("both in the loop"),
        };
        let mut size = vec![0usize; self.nodes];
        for &c in &clusters.root {
            size[c] += 1;
        }
        for x in (0..self.nodes).filter(|&x| in_loop(x) && size[clusters.root[x]] > 1) {
            let found = |a: usize| a != x && in_loop(a) && conflict(x, a);
            if let Some((y, path)) = nearest(&clusters.adj, x, found) {
                let escapes = vec![Term::Recomputed(x), Term::Recomputed(y)];
                cuts.insert(Cut::new(path, escapes));
            }
        }
    }

    /// Rule 2: cycles among the parts. Per part on a cycle, the shortest
    /// cycle of parts through it.
    fn cycles(&self, parts: &Parts, cuts: &mut BTreeSet<Cut>) {
        let part = &parts.root;
        let mut quotient: DiGraph<usize, (usize, usize)> = DiGraph::new();
        let mut index: HashMap<usize, NodeIndex> = HashMap::new();
        for &r in part {
            index.entry(r).or_insert_with(|| quotient.add_node(r));
        }
        for &(u, v) in &self.deps {
            if part[u] != part[v] {
                quotient.update_edge(index[&part[u]], index[&part[v]], (u, v));
            }
        }
        for scc in petgraph::algo::tarjan_scc(&quotient) {
            if scc.len() < 2 {
                continue;
            }
            let members: BTreeSet<NodeIndex> = scc.iter().copied().collect();
            for &start in &scc {
                let Some(cycle) = shortest_cycle(&quotient, &members, start) else {
                    continue;
                };
                // `cycle[i]` enters part i+1 at its `v`, and the next leaves
                // it at its `u`.
                let mut path = Vec::new();
                let mut escapes = Vec::new();
                for (i, &(_, v)) in cycle.iter().enumerate() {
                    let (u_next, _) = cycle[(i + 1) % cycle.len()];
                    path.extend(Self::path(&parts.adj, v, u_next).expect("one part is connected"));
                    escapes.extend(self.mends(parts.level, cycle[i]));
                }
                cuts.insert(Cut::new(path, escapes));
            }
        }
    }
}

/// An arc of [`Structure::violated_fractionally`]'s graph: a pair (either
/// way) or a dependency (by position in `deps`).
#[derive(Clone, Copy, Debug)]
enum Arc {
    Pair(Term),
    Dep(usize),
}

/// Shortest paths from one node under non-negative weights (Dijkstra),
/// explored only below `limit`: the nodes nearer than that, each with its
/// distance and the arc it was reached by.
struct ShortestPaths {
    from: usize,
    dist: Vec<f64>,
    came: Vec<Option<(usize, Arc)>>,
}

impl ShortestPaths {
    fn from(arcs: &[Vec<(usize, f64, Arc)>], from: usize, limit: f64) -> ShortestPaths {
        use std::cmp::Reverse;
        use std::collections::BinaryHeap;
        // Distances as ordered integers (weights are in [0, 1]).
        let key = |d: f64| (d * (1u64 << 40) as f64) as u64;
        let mut dist = vec![f64::INFINITY; arcs.len()];
        let mut came: Vec<Option<(usize, Arc)>> = vec![None; arcs.len()];
        let mut done = vec![false; arcs.len()];
        let mut heap = BinaryHeap::from([Reverse((0u64, from))]);
        dist[from] = 0.0;
        while let Some(Reverse((_, x))) = heap.pop() {
            if done[x] {
                continue;
            }
            done[x] = true;
            for &(y, w, arc) in &arcs[x] {
                let d = dist[x] + w.max(0.0);
                if d < dist[y] && d < limit {
                    dist[y] = d;
                    came[y] = Some((x, arc));
                    heap.push(Reverse((key(d), y)));
                }
            }
        }
        ShortestPaths { from, dist, came }
    }

    /// The distance to `to`, if it is nearer than the limit (never the
    /// start itself: a walk back to it has at least one arc).
    fn distance(&self, to: usize) -> Option<f64> {
        (to != self.from && self.dist[to].is_finite()).then_some(self.dist[to])
    }

    /// The arcs of the shortest path to `to`, in order.
    fn walk(&self, to: usize) -> Vec<Arc> {
        let mut walk = Vec::new();
        let mut at = to;
        while at != self.from {
            let (prev, arc) = self.came[at].expect("reached");
            walk.push(arc);
            at = prev;
        }
        walk.reverse();
        walk
    }
}

/// Breadth first from `from` in `adj`: the nearest node that is `found`,
/// with the terms on the path to it.
fn nearest(
    adj: &[Vec<(usize, Term)>],
    from: usize,
    found: impl Fn(usize) -> bool,
) -> Option<(usize, Vec<Term>)> {
    let mut came: HashMap<usize, (usize, Term)> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(x) = queue.pop_front() {
        if found(x) {
            let mut terms = Vec::new();
            let mut at = x;
            while at != from {
                let (prev, t) = came[&at];
                terms.push(t);
                at = prev;
            }
            return Some((x, terms));
        }
        for &(y, t) in &adj[x] {
            if y != from && !came.contains_key(&y) {
                came.insert(y, (x, t));
                queue.push_back(y);
            }
        }
    }
    None
}

/// The dependencies of a shortest cycle through `start` inside `members`,
/// in order.
fn shortest_cycle(
    g: &DiGraph<usize, (usize, usize)>,
    members: &BTreeSet<NodeIndex>,
    start: NodeIndex,
) -> Option<Vec<(usize, usize)>> {
    let mut came: HashMap<NodeIndex, (NodeIndex, (usize, usize))> = HashMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(x) = queue.pop_front() {
        for e in g.edges(x) {
            use petgraph::visit::EdgeRef;
            let y = e.target();
            if !members.contains(&y) || came.contains_key(&y) {
                continue;
            }
            came.insert(y, (x, *e.weight()));
            if y == start {
                let mut deps = Vec::new();
                let mut at = start;
                loop {
                    let (prev, d) = came[&at];
                    deps.push(d);
                    at = prev;
                    if at == start {
                        break;
                    }
                }
                deps.reverse();
                return Some(deps);
            }
            queue.push_back(y);
        }
    }
    None
}

/// The `limit` most violated of `found` (cuts with their violations),
/// without duplicates, in a fixed order.
fn most_violated(mut found: Vec<(f64, Cut)>, limit: usize) -> Vec<Cut> {
    found.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut cuts = BTreeSet::new();
    for (_, c) in found {
        if cuts.len() == limit {
            break;
        }
        cuts.insert(c);
    }
    cuts.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn space(dims: &[&str]) -> Option<Vec<ir::Poly>> {
        Some(dims.iter().map(|d| ir::Poly::var((*d).into())).collect())
    }

    /// 0 → 1 → 2 with the pairs (0, 1) and (1, 2), and `extra` dependencies.
    fn chain(extra: &[(usize, usize)], spaces: Vec<Option<Vec<ir::Poly>>>) -> Structure {
        let deps = [(0, 1), (1, 2)].into_iter().chain(extra.iter().copied());
        Structure::new(3, deps, vec![(0, 1), (1, 2)], vec![], spaces)
    }

    /// Both pairs of [`chain`] fused, nothing recomputed.
    fn both_fused() -> Point {
        Point {
            fused: vec![true, true],
            joined: vec![],
            recomputed: vec![false; 3],
        }
    }

    /// a → b → c with a fusion-preventing a → c: fusing a, b and b, c puts
    /// a → c inside a cluster; the cut forbids both together.
    #[test]
    fn a_dependency_inside_a_cluster_that_cannot_be_fused_is_cut() {
        let s = chain(&[(0, 2)], vec![space(&["n"]); 3]);
        let p = both_fused();
        let cuts = s.violated(&p);
        assert_eq!(
            cuts,
            vec![Cut {
                path: vec![Term::Fused(0), Term::Fused(1)],
                escapes: vec![],
            }]
        );
        let ok = Point {
            fused: vec![true, false],
            ..p
        };
        assert!(s.violated(&ok).is_empty());
    }

    /// Siblings b and c of a with c → d → b: fusing b with c makes the
    /// cluster {b, c} and {d} a cycle.
    /// Rule 4: a tied pair that shares a cluster through other fused
    /// pairs while its own `s` is 0 is cut with that path; fused, or in two
    /// clusters, it is not.
    #[test]
    fn a_tied_pair_inside_a_cluster_is_fused() {
        let pairs = vec![(0, 1), (1, 2), (0, 2)];
        let s = Structure::new(3, [], pairs, vec![], vec![None; 3]).with_tied(vec![2]);
        let point = |fused: [bool; 3]| Point {
            fused: fused.to_vec(),
            joined: vec![],
            recomputed: vec![false; 3],
        };
        assert_eq!(
            s.violated(&point([true, true, false])),
            vec![Cut::new(
                vec![Term::Fused(0), Term::Fused(1)],
                vec![Term::Fused(2)]
            )]
        );
        assert!(s.violated(&point([true, true, true])).is_empty());
        assert!(s.violated(&point([true, false, false])).is_empty());
    }

    #[test]
    fn a_cycle_of_clusters_is_cut_with_its_dependencies_as_escapes() {
        // 0 = a, 1 = b, 2 = c, 3 = d; pairs: (b, c) siblings, (c, d), (d, b).
        let s = Structure::new(
            4,
            [(0, 1), (0, 2), (2, 3), (3, 1)],
            vec![(1, 2), (2, 3), (1, 3)],
            vec![],
            vec![space(&["n"]); 4],
        );
        let p = Point {
            fused: vec![true, false, false],
            joined: vec![],
            recomputed: vec![false; 4],
        };
        let cuts = s.violated(&p);
        assert_eq!(cuts.len(), 1);
        assert_eq!(cuts[0].path, vec![Term::Fused(0)]);
        assert_eq!(cuts[0].escapes, vec![Term::Fused(1), Term::Fused(2)]);
        // Fusing all three is one valid cluster.
        let all = Point {
            fused: vec![true, true, true],
            ..p
        };
        assert!(s.violated(&all).is_empty());
    }

    /// A 1-D and a 2-D node fused through a third: the nearest conflict is
    /// cut, and recomputing one of them mends it.
    #[test]
    fn conflicting_nests_in_one_cluster_are_cut_unless_one_is_recomputed() {
        let s = chain(&[], vec![space(&["n"]), space(&["n"]), space(&["m", "n"])]);
        let p = both_fused();
        let cuts = s.violated(&p);
        assert!(cuts.contains(&Cut {
            path: vec![Term::Fused(0), Term::Fused(1)],
            escapes: vec![Term::Recomputed(0), Term::Recomputed(2)],
        }));
        let q = Point {
            recomputed: vec![true, false, false],
            ..p.clone()
        };
        let left: Vec<Cut> = s.violated(&q);
        assert!(left
            .iter()
            .all(|c| c.escapes.contains(&Term::Recomputed(1))));
        let r = Point {
            recomputed: vec![true, true, false],
            ..p
        };
        assert!(s.violated(&r).is_empty());
    }

    /// The values of a fractional point, by term.
    fn values<'a>(
        fused: &'a [f64],
        joined: &'a [f64],
        recomputed: &'a [f64],
    ) -> impl Fn(Term) -> f64 + 'a {
        move |t| match t {
            Term::Fused(i) => fused[i],
            Term::Joined(i) => joined[i],
            Term::Recomputed(n) => recomputed[n],
        }
    }

    /// a → b → c with a fusion-preventing a → c: both pairs at 0.75 sum to
    /// 1.5 > 1, the cut the integral point gets; at 0.5 each, none.
    #[test]
    fn a_fractional_path_around_an_unfusable_dependency_is_cut() {
        let s = chain(&[(0, 2)], vec![space(&["n"]); 3]);
        let cuts = s.violated_fractionally(values(&[0.75, 0.75], &[], &[0.0; 3]), 1e-6, usize::MAX);
        assert_eq!(cuts, s.violated(&both_fused()));
        assert!(s
            .violated_fractionally(values(&[0.5, 0.5], &[], &[0.0; 3]), 1e-6, usize::MAX)
            .is_empty());
    }

    /// The cycle of [`a_cycle_of_clusters_is_cut_with_its_dependencies_as_escapes`]
    /// at fractional values: violated while the fused pair's value exceeds
    /// the escapes' sum.
    #[test]
    fn a_fractional_cycle_through_dependencies_is_cut_with_its_mends() {
        let s = Structure::new(
            4,
            [(0, 1), (0, 2), (2, 3), (3, 1)],
            vec![(1, 2), (2, 3), (1, 3)],
            vec![],
            vec![space(&["n"]); 4],
        );
        let cuts =
            s.violated_fractionally(values(&[0.9, 0.2, 0.3], &[], &[0.0; 4]), 1e-6, usize::MAX);
        assert_eq!(
            cuts,
            vec![Cut::new(
                vec![Term::Fused(0)],
                vec![Term::Fused(1), Term::Fused(2)]
            )]
        );
        let mended = values(&[0.9, 0.5, 0.5], &[], &[0.0; 4]);
        assert!(s.violated_fractionally(mended, 1e-6, usize::MAX).is_empty());
    }

    /// 0 → 1 → 2 where 2 must recompute 1 and 1 must recompute 0 wherever
    /// they share its cluster (`forced[2] = [0, 1]`), and a node 3 paired
    /// with 0 and with 2: fusing 0–3 and 3–2 puts 0 in 2's cluster, so it
    /// is cut with `g_0` as its escape, unless `g_0` makes up the path's
    /// shortfall.
    #[test]
    fn a_fractional_path_to_a_node_that_forces_recomputation_is_cut() {
        let pairs = vec![(0, 1), (1, 2), (0, 3), (2, 3)];
        let s = Structure::new(
            4,
            [(0, 1), (1, 2), (2, 3)],
            pairs,
            vec![],
            vec![space(&["n"]); 4],
        )
        .with_forced(vec![vec![], vec![], vec![0, 1], vec![]]);
        let forced = Cut::new(
            vec![Term::Fused(2), Term::Fused(3)],
            vec![Term::Recomputed(0)],
        );
        let point = values(&[0.0, 0.0, 0.9, 1.0], &[], &[0.0; 4]);
        assert_eq!(
            s.violated_gather_paths(point, 1e-6, usize::MAX),
            vec![forced]
        );
        let recomputed = values(&[0.0, 0.0, 0.9, 1.0], &[], &[0.95, 0.0, 0.0, 0.0]);
        assert!(s
            .violated_gather_paths(recomputed, 1e-6, usize::MAX)
            .is_empty());
    }

    /// Conflicting nests joined by fused pairs: cut unless the nodes'
    /// recomputation makes up the path's shortfall.
    #[test]
    fn fractional_conflicting_nests_are_cut_by_their_recomputation() {
        let s = chain(&[], vec![space(&["n"]), space(&["n"]), space(&["m", "n"])]);
        // The 2-D node conflicts with both 1-D ones.
        let cuts = s.violated_fractionally(
            values(&[1.0, 0.9], &[], &[0.0, 0.0, 0.05]),
            1e-6,
            usize::MAX,
        );
        assert_eq!(
            cuts,
            vec![
                Cut::new(
                    vec![Term::Fused(0), Term::Fused(1)],
                    vec![Term::Recomputed(0), Term::Recomputed(2)],
                ),
                Cut::new(
                    vec![Term::Fused(1)],
                    vec![Term::Recomputed(1), Term::Recomputed(2)],
                ),
            ]
        );
        let recomputed = values(&[1.0, 0.9], &[], &[0.0, 0.0, 0.95]);
        assert!(s
            .violated_fractionally(recomputed, 1e-6, usize::MAX)
            .is_empty());
    }

    /// Every cut found at a fractional point is one that some integral
    /// point breaks: at the integral points of random small structures,
    /// the fractional separation finds a cut exactly when the rules are
    /// broken at the cluster level without row pairs (its cuts are valid,
    /// and it misses no broken rule 1 or 2).
    #[test]
    fn at_integral_points_fractional_separation_agrees_with_the_rules() {
        let mut seed = 7u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for _ in 0..300 {
            let n = 2 + next(5) as usize;
            let mut deps = Vec::new();
            let mut pairs = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next(2) == 0 {
                        deps.push((a, b));
                    }
                    if next(3) > 0 {
                        pairs.push((a, b));
                    }
                }
            }
            let s = Structure::new(n, deps, pairs.clone(), vec![], vec![space(&["n"]); n]);
            let fused: Vec<bool> = pairs.iter().map(|_| next(2) == 0).collect();
            let as_f64: Vec<f64> = fused.iter().map(|b| f64::from(u8::from(*b))).collect();
            let point = Point {
                fused,
                joined: vec![],
                recomputed: vec![false; n],
            };
            let broken = !s.violated(&point).is_empty();
            let cuts =
                s.violated_fractionally(values(&as_f64, &[], &vec![0.0; n]), 1e-6, usize::MAX);
            assert_eq!(!cuts.is_empty(), broken, "{point:?}");
            for c in cuts {
                let lhs = c
                    .path
                    .iter()
                    .filter(|t| Structure::holds(&point, **t))
                    .count() as i64
                    - c.escapes
                        .iter()
                        .filter(|t| Structure::holds(&point, **t))
                        .count() as i64;
                assert!(
                    lhs > c.path.len() as i64 - 1,
                    "{c:?} is not violated at {point:?}"
                );
            }
        }
    }

    /// A row pair joined against a dependency that is neither fused nor
    /// joined inside the row group.
    #[test]
    fn a_row_group_holds_only_fused_or_joined_dependencies() {
        // 0 → 1 joined, 0 → 2 → 1 with 2 apart: 2 must leave the group, but
        // it is in no group with them, so the groups {0, 1} and {2} cycle.
        let s = Structure::new(
            3,
            [(0, 1), (0, 2), (2, 1)],
            vec![],
            vec![(0, 1)],
            vec![space(&["n"]); 3],
        );
        let p = Point {
            fused: vec![],
            joined: vec![true],
            recomputed: vec![false; 3],
        };
        let cuts = s.violated(&p);
        assert_eq!(
            cuts,
            vec![Cut {
                path: vec![Term::Joined(0)],
                escapes: vec![],
            }]
        );
    }
}

//! For a fixed clustering, the least-cost choice of which producers to
//! store and which to recompute, by a minimum s–t cut.
//!
//! A clustering is a partition, and the checker recomputes a node exactly
//! where it shares a cluster with a consumer that reads it at computed
//! indices (`ir::cluster::check`'s `gathered`). So "store or recompute" is
//! a choice of where the node goes. Given a valid clustering `C`, the
//! *free* nodes are the nodes it recomputes and the nodes [`recomputable`]
//! by some clustering that `C` leaves alone in a cluster and row group of
//! their own; every other node is *fixed*, in its cluster of `C` (less the
//! free nodes). Each free node `p` takes one of two states:
//!
//! - `x_p = 0`, **stored**: alone in its own cluster, its result written
//!   and read back by every consumer;
//! - `x_p = 1`, **recomputed**: in the one fixed cluster `dest(p)` where
//!   all its consumers are evaluated (its fixed consumers' cluster, and the
//!   `dest` of its free consumers, which must all be recomputed there too),
//!   and read at computed indices by one of them (else it would run in that
//!   loop, not be recomputed, and it keeps `x_p = 0`).
//!
//! The states are closed: `x_p ≤ x_u` for every free consumer `u` of `p`
//! (a node recomputed in a cluster needs all its consumers there), and `C`
//! itself is one of them. The objective (bytes, plus the duplicated
//! evaluations and the one-thread pairs that [`Weights`] prices: the
//! objective the ILP minimises, [`Pricing::objective`]) is a sum over
//! clusters (`ir::cost::cluster_cost_of`). A stored node's cluster costs the
//! same whatever else is chosen (it reads every operand from memory and
//! writes its result). A recomputed node `p` is evaluated as often as its
//! consumers demand, and with `x_p ≤ x_u` its consumers are all there, so
//! its evaluation count is one constant; it reads each operand from memory
//! unless the operand's producer `q` is recomputed there too, a term
//! `(x_p − x_q)·c` that the closure (`x_q ≤ x_p`) makes linear. So the
//! objective is `const + Σ_p Δ_p x_p` over the closed states, with
//! `Δ_p` the change of the whole objective when `p` joins `dest(p)` next to
//! its free descendants (the nodes whose recomputation it needs): a
//! minimum-weight closure problem, solved exactly by a minimum cut
//! (Picard, 1976): the source feeds each node with `Δ_p < 0` at `−Δ_p`,
//! each node with `Δ_p > 0` feeds the sink at `Δ_p`, and each closure
//! constraint `x_p ≤ x_u` is an edge `p → u` that no cut may cross; the
//! nodes on the source's side of a minimum cut are recomputed.
//!
//! What is not a closure problem, and how it is handled:
//!
//! - *Reads hoisted once per cluster* (`the s` in a function, counted once
//!   per cluster however many of its nodes read it): a cluster's cost is
//!   then submodular, not modular, in its recomputed nodes. `Δ_p` counts
//!   such a read for each recomputed node whose descendants and fixed
//!   cluster do not already read it, an overestimate of a scalar read per
//!   node.
//! - *Evaluation caps* (the model's `MAX_EVALUATIONS`, `MAX_CONTEXTS`): the
//!   cut does not know them. Every answer is a clustering that
//!   `ir::cluster::check` accepts, priced again by the cost model; the
//!   solve offers it to the model with its binaries fixed, which keeps it
//!   only where the model can express it.
//! - *A state that is no clustering*: a stored node whose operand comes
//!   from its `dest` cluster would close a cycle (it stays recomputed), and
//!   a state whose clusters the checker rejects (a cycle through several
//!   stored nodes) has no price: `Δ_p` is then infinite, the node stays
//!   stored.
//! - *Weights*: their figures are fractions of a byte; the cut rounds each
//!   `Δ_p` to whole bytes, and the answer is priced again exactly.
//!
//! The ILP searches every valid clustering, so at its optimum the cut finds
//! nothing better, and on a clustering that breaks no rule but recomputes
//! the wrong nodes (a repaired MIP solution) it finds the best choice at
//! once (`ilp/tests/recompute_cut.rs`; `docs/fusion.md`, "Store or
//! recompute by a minimum cut").
//!
//! [`recomputable`]: crate::relations::recomputable

use crate::relations::{gathers, reads_as_it_writes, Analysis};
use crate::repair::Groups;
use crate::time::Weights;
use ir::cluster::{check, ClusterId, Clustering, Schedule};
use ir::cost::cost;
use ir::deps::{DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::UnionFind;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;
use petgraph::Direction;
use std::collections::{BTreeSet, VecDeque};

/// What a clustering costs: the objective the ILP minimises, with the
/// sizes it is solved at.
pub struct Pricing<'a> {
    pub g: &'a LabelledGraph,
    pub deps: &'a DepGraph,
    pub analysis: &'a Analysis,
    pub weights: Weights,
    pub value_of: &'a dyn Fn(&str) -> Option<i64>,
    pub default_size: i64,
}

impl Pricing<'_> {
    /// A valid clustering's objective in whole bytes: its traffic at the
    /// sizes plus what the weights add ([`Weights::added`], rounded);
    /// `None` where a figure has no value or does not fit.
    pub fn objective(&self, cl: &Clustering, sched: &Schedule) -> Option<i128> {
        let (g, deps) = (self.g, self.deps);
        let c = cost(g, deps, cl, sched);
        let bytes = c.bytes(g, self.value_of, self.default_size)?;
        if !self.weights.weighted() {
            return Some(bytes);
        }
        let v = |n: &str| Some((self.value_of)(n).unwrap_or(self.default_size));
        let added = (self.weights).added(g, deps, &self.analysis.relations, cl, &c, &v);
        (added.is_finite() && added.abs() < 1e30).then(|| bytes + added.round() as i128)
    }
}

/// A clustering the cut chose, with its schedule and objective.
#[derive(Clone, Debug)]
pub struct Recut {
    pub clustering: Clustering,
    pub schedule: Schedule,
    pub objective: i128,
    /// The free nodes it recomputes ([`StoreOrRecompute::free`]'s order).
    pub recomputed: Vec<bool>,
}

/// One free node.
struct Free {
    node: NodeId,
    /// The fixed cluster (of the clustering's numbering) it is recomputed
    /// in, or `None` where it cannot be ([`StoreOrRecompute`]).
    dest: Option<usize>,
    /// Stored alone it would close a cycle through `dest`.
    must_recompute: bool,
    /// Its free consumers (indices into the free nodes).
    users: Vec<usize>,
}

/// The store-or-recompute choices of a fixed clustering (the module's
/// documentation).
pub struct StoreOrRecompute<'a> {
    pricing: &'a Pricing<'a>,
    start: &'a Clustering,
    free: Vec<Free>,
    /// Per node: its index among the free nodes.
    free_of: Vec<Option<usize>>,
}

impl<'a> StoreOrRecompute<'a> {
    /// The free nodes of valid clustering `cl` (`sched`: its schedule)
    /// among the nodes `movable` allows; the others stay where `cl` has
    /// them.
    pub fn new(
        pricing: &'a Pricing<'a>,
        cl: &'a Clustering,
        sched: &Schedule,
        movable: &dyn Fn(NodeId) -> bool,
    ) -> StoreOrRecompute<'a> {
        let (g, deps) = (pricing.g, pricing.deps);
        let alone = |c: ClusterId| {
            let next_joined =
                c.index() + 1 < cl.len() && cl.joined(ClusterId::from_index(c.index() + 1));
            cl.nodes(c).len() == 1 && !cl.joined(c) && !next_joined
        };
        let mut free_of: Vec<Option<usize>> = vec![None; g.nodes.len()];
        let mut free: Vec<Free> = Vec::new();
        for n in g.node_ids() {
            let is_op = matches!(g.node(n).kind, NodeKind::Op(_));
            let candidate = sched.gathered[n.index()]
                || (pricing.analysis.recomputable[n.index()] && alone(cl.cluster_of(n)));
            if is_op && candidate && movable(n) {
                free_of[n.index()] = Some(free.len());
                free.push(Free {
                    node: n,
                    dest: None,
                    must_recompute: false,
                    users: Vec::new(),
                });
            }
        }
        // Consumers come after their producers in node order: from the
        // last, each free node's consumers are decided before it.
        for i in (0..free.len()).rev() {
            let p = free[i].node;
            let mut dest: Option<usize> = None;
            let mut possible = true;
            let mut read_gathered = false;
            let mut users = BTreeSet::new();
            for e in deps.out_edges(p) {
                let there = match free_of[e.to.index()] {
                    Some(u) => {
                        users.insert(u);
                        free[u].dest
                    }
                    None => Some(cl.cluster_of(e.to).index()),
                };
                possible &= e.kind == EdgeKind::Fusible && there.is_some();
                possible &= dest.is_none() || dest == there;
                dest = dest.or(there);
                read_gathered |= gathers(g, deps, e)
                    || (reads_as_it_writes(g, deps, e) && free_of[e.to.index()].is_some());
            }
            let dest = dest.filter(|_| possible && read_gathered);
            let must_recompute = dest.is_some_and(|d| {
                deps.in_edges(p).any(|e| {
                    free_of[e.from.index()].is_none() && cl.cluster_of(e.from).index() == d
                })
            });
            free[i].dest = dest;
            free[i].must_recompute = must_recompute;
            free[i].users = users.into_iter().collect();
        }
        // A cluster whose fixed nodes are connected only through free ones
        // would fall apart without them: they stay.
        // (Linked as `ir::cluster::check` links them: by dependencies and
        // by sharing an input.)
        let mut linked = UnionFind::new(g.nodes.len());
        let fixed = |n: NodeId| free_of[n.index()].is_none();
        let near = (deps.edges().map(|e| (e.from, e.to))).chain(
            g.node_ids()
                .flat_map(|n| deps.partners[n].iter().map(move |m| (n, *m))),
        );
        for (a, b) in near {
            if fixed(a) && fixed(b) && cl.cluster_of(a) == cl.cluster_of(b) {
                linked.union(a.index(), b.index());
            }
        }
        for nodes in cl.clusters() {
            let mut parts = (nodes.iter())
                .filter(|n| free_of[n.index()].is_none())
                .map(|n| linked.find(n.index()));
            let first = parts.next();
            if parts.any(|r| Some(r) != first) {
                for n in nodes {
                    if let Some(i) = free_of[n.index()] {
                        free[i].must_recompute = true;
                    }
                }
            }
        }
        StoreOrRecompute {
            pricing,
            start: cl,
            free,
            free_of,
        }
    }

    /// The free nodes, in node order.
    pub fn free(&self) -> Vec<NodeId> {
        self.free.iter().map(|f| f.node).collect()
    }

    /// The clustering of a state (per free node, whether it is
    /// recomputed), with its schedule and objective: `None` where the
    /// state is not closed, recomputes a node that has no `dest`, or is no
    /// valid clustering, or its objective has no value.
    pub fn clustering_of(&self, recomputed: &[bool]) -> Option<Recut> {
        let closed = self.free.iter().enumerate().all(|(i, f)| {
            !recomputed[i] || (f.dest.is_some() && f.users.iter().all(|u| recomputed[*u]))
        });
        if !closed || recomputed.len() != self.free.len() {
            return None;
        }
        let (g, deps) = (self.pricing.g, self.pricing.deps);
        let cl = self.start;
        // The first fixed node of each cluster of `cl` (none for a cluster
        // of free nodes: a node stored alone).
        let anchor: Vec<Option<NodeId>> = (cl.clusters().iter())
            .map(|c| {
                c.iter()
                    .copied()
                    .find(|n| self.free_of[n.index()].is_none())
            })
            .collect();
        let mut groups = Groups::new(g.nodes.len());
        for (c, nodes) in cl.clusters().iter().enumerate() {
            let Some(head) = anchor[c] else { continue };
            for m in nodes.iter().filter(|m| self.free_of[m.index()].is_none()) {
                groups.fuse(head, *m);
            }
            let first = cl.row_group(ClusterId::from_index(c)).index();
            if let Some(row_head) = anchor[first] {
                groups.join(row_head, head);
            }
        }
        for (i, f) in self.free.iter().enumerate() {
            if recomputed[i] {
                let head = anchor[f.dest?]?;
                groups.fuse(head, f.node);
            }
        }
        let clustering = groups.clustering(deps).ok()?;
        let schedule = check(g, deps, &clustering).ok()?;
        let objective = self.pricing.objective(&clustering, &schedule)?;
        Some(Recut {
            clustering,
            schedule,
            objective,
            recomputed: recomputed.to_vec(),
        })
    }

    /// Free node `i` and the free nodes whose recomputation it needs (its
    /// free consumers, recursively).
    fn descendants(&self, i: usize) -> Vec<usize> {
        let mut seen = vec![false; self.free.len()];
        let mut stack = vec![i];
        let mut out = Vec::new();
        while let Some(j) = stack.pop() {
            if std::mem::replace(&mut seen[j], true) {
                continue;
            }
            out.push(j);
            stack.extend(&self.free[j].users);
        }
        out
    }

    /// The least-objective state by a minimum cut, and its clustering
    /// (`None` where no state has a price: the free nodes that must stay
    /// recomputed cannot be).
    pub fn min_cut(&self) -> Option<Recut> {
        let k = self.free.len();
        if k == 0 {
            return None;
        }
        // The nodes every state recomputes: those that cannot be stored
        // alone, and what they need.
        let mut base = vec![false; k];
        for i in (0..k).filter(|i| self.free[*i].must_recompute) {
            for j in self.descendants(i) {
                base[j] = true;
            }
        }
        let base_price = self.clustering_of(&base)?.objective;
        // Δ_i: the objective with `i` recomputed next to its descendants,
        // less the objective without it (`None`: not possible).
        let delta: Vec<Option<i128>> = (0..k)
            .map(|i| {
                if base[i] || self.free[i].dest.is_none() {
                    return None;
                }
                let mut with = base.clone();
                for j in self.descendants(i) {
                    with[j] = true;
                }
                let on = self.clustering_of(&with)?.objective;
                with[i] = false;
                let off = match with == base {
                    true => base_price,
                    false => self.clustering_of(&with)?.objective,
                };
                Some(on - off)
            })
            .collect();
        let finite: u128 = delta.iter().flatten().map(|d| d.unsigned_abs()).sum();
        let infinite = finite.checked_mul(2)?.checked_add(1)?;
        let mut net: DiGraph<(), u128> = DiGraph::new();
        let (source, sink) = (net.add_node(()), net.add_node(()));
        let at: Vec<NodeIndex> = (0..k).map(|_| net.add_node(())).collect();
        for i in 0..k {
            match (base[i], delta[i]) {
                (true, _) => {
                    net.add_edge(source, at[i], infinite);
                }
                (false, None) => {
                    net.add_edge(at[i], sink, infinite);
                }
                (false, Some(d)) if d < 0 => {
                    net.add_edge(source, at[i], d.unsigned_abs());
                }
                (false, Some(d)) if d > 0 => {
                    net.add_edge(at[i], sink, d.unsigned_abs());
                }
                _ => {}
            }
            for u in &self.free[i].users {
                net.add_edge(at[i], at[*u], infinite);
            }
        }
        let (flow, flows) = petgraph::algo::dinics(&net, source, sink);
        if flow >= infinite {
            return None;
        }
        let side = source_side(&net, &flows, source);
        let recomputed: Vec<bool> = at.iter().map(|x| side[x.index()]).collect();
        self.clustering_of(&recomputed)
    }
}

/// The nodes a minimum cut leaves with the source: those reachable from it
/// in the residual network of a maximum flow (`flows`, per edge).
fn source_side(net: &DiGraph<(), u128>, flows: &[u128], source: NodeIndex) -> Vec<bool> {
    let mut seen = vec![false; net.node_count()];
    let mut queue = VecDeque::from([source]);
    seen[source.index()] = true;
    while let Some(v) = queue.pop_front() {
        let forward = (net.edges_directed(v, Direction::Outgoing))
            .filter(|e| flows[e.id().index()] < *e.weight())
            .map(|e| e.target());
        let backward = (net.edges_directed(v, Direction::Incoming))
            .filter(|e| flows[e.id().index()] > 0)
            .map(|e| e.source());
        for w in forward.chain(backward).collect::<Vec<_>>() {
            if !std::mem::replace(&mut seen[w.index()], true) {
                queue.push_back(w);
            }
        }
    }
    seen
}

/// The least-objective store-or-recompute choice for valid clustering `cl`
/// among the nodes `movable` allows, where it beats `cl`'s objective.
pub fn improve(
    pricing: &Pricing,
    cl: &Clustering,
    sched: &Schedule,
    movable: &dyn Fn(NodeId) -> bool,
) -> Option<Recut> {
    let before = pricing.objective(cl, sched)?;
    let choice = StoreOrRecompute::new(pricing, cl, sched, movable).min_cut()?;
    (choice.objective < before).then_some(choice)
}

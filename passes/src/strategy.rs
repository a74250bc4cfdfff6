//! The fusion strategies that the ILP is compared with. Each returns a
//! clustering that [`ir::cluster::check`] accepts.
//!
//! - `none`: every operation its own loop.
//! - `delayed`: Accelerate's delayed arrays (seed 001 §Array Fusion): a
//!   producer (`map`, `generate`, `backpermute`, `replicate`, `transpose`,
//!   `reshape`) whose result is used exactly once is fused into its consumer,
//!   even where an index transform then recomputes its elements; consumers
//!   (`fold`, `scan`, `permute`, `stencil`, …) are always manifest; `stencil`
//!   takes no fused input; an array used more than once is never fused.
//! - `vertical`: a producer fuses into its only consumer, never duplicating work.
//! - `greedy`: Futhark-like: repeatedly merge the pair of clusters (vertical,
//!   horizontal or diagonal) that saves the most bytes and stays valid,
//!   never duplicating work.
//! - `ilp`: the optimal clustering by integer linear programming (the `ilp`
//!   crate), warm-started from `greedy`, or from the strategy's own earlier
//!   answer for the same program where that is as good at the new sizes
//!   ([`Earlier`]: a sweep solves each program once per size set), and
//!   checked in exact bytes against `delayed`'s and `vertical`'s
//!   clusterings, the cheapest standing ([`ilp::optimal_among`]); on a
//!   time-out the best incumbent, on a solver failure (a model HiGHS cannot
//!   take included) the warm start or a cheaper heuristic's clustering (and
//!   the outcome says so).
//! - `exhaustive`: every valid clustering of a small program, to check `ilp`.

use crate::record::Figures;
use ir::cluster::{aliasable, check, check_cluster, ClusterId, Clustering, Schedule};
use ir::cost::cluster_cost_of;
use ir::deps::{DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, AccClass};
use ir::UnionFind;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Mutex;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    None,
    Delayed,
    Vertical,
    Greedy,
    Ilp,
    Exhaustive,
}

impl Strategy {
    pub const ALL: [Strategy; 6] = [
        Strategy::None,
        Strategy::Delayed,
        Strategy::Vertical,
        Strategy::Greedy,
        Strategy::Ilp,
        Strategy::Exhaustive,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::None => "none",
            Strategy::Delayed => "delayed",
            Strategy::Vertical => "vertical",
            Strategy::Greedy => "greedy",
            Strategy::Ilp => "ilp",
            Strategy::Exhaustive => "exhaustive",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;
    fn from_str(s: &str) -> Result<Strategy, String> {
        Strategy::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Strategy::ALL.iter().map(|k| k.name()).collect();
                format!(
                    "unknown strategy `{s}` (expected one of {})",
                    names.join(", ")
                )
            })
    }
}

/// Sizes for scoring: the value of each size name, `default` otherwise.
pub struct Sizes<'a> {
    pub value_of: &'a dyn Fn(&str) -> Option<i64>,
    pub default: i64,
}

/// Clusters `g` with a strategy and default options; `exhaustive` on a
/// program too large for it falls back to `ilp`. With the clustering, the
/// dependency graph under its write modes where it writes more nodes
/// through than `deps` ([`Outcome::written_through`]).
pub fn cluster(
    strategy: Strategy,
    g: &LabelledGraph,
    deps: &DepGraph,
    sizes: &Sizes,
) -> (Clustering, Option<DepGraph>) {
    let (opts, earlier) = (ilp::Options::default(), Earlier::default());
    match run(strategy, g, deps, sizes, &opts, &earlier) {
        Ok(o) => (o.clustering, o.written_through),
        Err(_) => run(Strategy::Ilp, g, deps, sizes, &opts, &earlier)
            .map(|o| (o.clustering, o.written_through))
            .unwrap_or_else(|_| (greedy(g, deps, sizes), None)),
    }
}

/// What a strategy produced, with the optimal strategies' figures.
pub struct Outcome {
    pub clustering: Clustering,
    /// The ILP's model and solve figures (`ilp` only).
    pub ilp: Option<ilp::IlpStats>,
    /// Why the result is not the strategy's own (e.g. the solver failed and
    /// `greedy` was used instead); `None` when it is.
    pub fallback: Option<String>,
    /// Valid clusterings enumerated (`exhaustive` only).
    pub enumerated: Option<usize>,
    /// Where the solve started (`ilp` only): [`Start::Greedy`] or
    /// [`Start::Earlier`].
    pub start: Option<Start>,
    /// The dependency graph under the clustering's write modes where it
    /// writes more nodes through than the given graph (the optimal
    /// strategies choose modes: `ilp`'s `modes`); the clustering is valid
    /// under it.
    pub written_through: Option<DepGraph>,
}

/// The clustering an `ilp` solve starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// `greedy`'s clustering.
    Greedy,
    /// The strategy's earlier answer for the same program ([`Earlier`]).
    Earlier,
}

impl Start {
    pub fn name(self) -> &'static str {
        match self {
            Start::Greedy => "greedy",
            Start::Earlier => "earlier",
        }
    }

    /// The clustering's name in messages.
    fn describe(self) -> &'static str {
        match self {
            Start::Greedy => "greedy's clustering",
            Start::Earlier => "the earlier solution's clustering",
        }
    }
}

/// The `ilp` strategy's answers, by program, for warm starts when the same
/// program is solved again (a sweep solves it once per size set). An answer
/// is used where it is still valid and, for `traffic`, moves no more bytes
/// than `greedy`'s clustering at the new sizes (the counting objectives do
/// not depend on the sizes: there it is used whenever it is valid).
#[derive(Default)]
pub struct Earlier(Mutex<HashMap<u64, (Clustering, Vec<NodeId>)>>);

impl Earlier {
    /// The program's identity: its labelled graph, whole.
    fn key(g: &LabelledGraph) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        format!("{g:?}").hash(&mut h);
        h.finish()
    }

    /// The earlier answer, its schedule and, where it wrote more nodes
    /// through than `deps`, the graph under its modes.
    fn get(&self, g: &LabelledGraph, deps: &DepGraph) -> Option<Warm> {
        let answers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let (cl, through) = answers.get(&Earlier::key(g))?.clone();
        if cl.node_count() != g.nodes.len() {
            return None;
        }
        let modes = (!through.is_empty()).then(|| deps.written_through(&through));
        let sched = check(g, modes.as_ref().unwrap_or(deps), &cl).ok()?;
        Some((cl, sched, modes))
    }

    /// Remembers an answer with the nodes it writes through beyond the
    /// program's graph.
    fn remember(&self, g: &LabelledGraph, cl: &Clustering, through: Vec<NodeId>) {
        let mut answers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        answers.insert(Earlier::key(g), (cl.clone(), through));
    }

    /// The warm start for an `ilp` solve: the earlier answer where it is
    /// as good as `greedy`'s at these sizes, else `greedy`'s.
    fn start(
        &self,
        g: &LabelledGraph,
        deps: &DepGraph,
        sizes: &Sizes,
        opts: &ilp::Options,
    ) -> (Warm, Start) {
        let gcl = greedy(g, deps, sizes);
        let gsched = check(g, deps, &gcl).expect("greedy is valid");
        let value = |d: &DepGraph, cl: &Clustering, s: &Schedule| {
            ilp::traffic_value(g, d, (cl, s), opts, sizes.value_of, sizes.default)
        };
        let earlier = self.get(g, deps).filter(|(cl, s, modes)| {
            let d = modes.as_ref().unwrap_or(deps);
            match (value(d, cl, s), value(deps, &gcl, &gsched)) {
                (Some(e), Some(gr)) => e <= gr,
                _ => !opts.objective.by_bytes(),
            }
        });
        match earlier {
            Some(warm) => (warm, Start::Earlier),
            None => ((gcl, gsched, None), Start::Greedy),
        }
    }
}

/// A warm start: a clustering, its schedule and, where it writes more
/// nodes through than the program's graph, the graph it is valid under.
type Warm = (Clustering, Schedule, Option<DepGraph>);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StrategyError {
    #[error(transparent)]
    Exhaustive(#[from] ilp::ExhaustiveError),
}

/// Runs a strategy. Only `exhaustive` can fail (on a program too large).
/// `ilp` starts from `earlier`'s answer where that is good, and remembers
/// its own there.
pub fn run(
    strategy: Strategy,
    g: &LabelledGraph,
    deps: &DepGraph,
    sizes: &Sizes,
    opts: &ilp::Options,
    earlier: &Earlier,
) -> Result<Outcome, StrategyError> {
    let plain = |clustering| Outcome {
        clustering,
        ilp: None,
        fallback: None,
        enumerated: None,
        start: None,
        written_through: None,
    };
    Ok(match strategy {
        Strategy::None => plain(Clustering::singletons(g.nodes.len())),
        Strategy::Delayed => plain(producer_into_consumer(g, deps, true)),
        Strategy::Vertical => plain(producer_into_consumer(g, deps, false)),
        Strategy::Greedy => plain(greedy(g, deps, sizes)),
        Strategy::Ilp => {
            let ((warm, warm_sched, warm_modes), start) = earlier.start(g, deps, sizes, opts);
            // The heuristics' answers, against which the ILP's is checked
            // in exact bytes (greedy's is the warm start, or as costly as
            // the earlier answer that is).
            let others: Vec<(Clustering, Schedule)> = [
                producer_into_consumer(g, deps, true),
                producer_into_consumer(g, deps, false),
            ]
            .into_iter()
            .filter_map(|cl| {
                let s = check(g, deps, &cl).ok()?;
                Some((cl, s))
            })
            .collect();
            let others: Vec<(&Clustering, &Schedule)> =
                others.iter().map(|(c, s)| (c, s)).collect();
            let solved = ilp::optimal_among(
                g,
                deps,
                sizes.value_of,
                sizes.default,
                opts,
                Some((&warm, &warm_sched)),
                &others,
            );
            match solved {
                Ok(o) => {
                    let solve = &o.stats.solve;
                    let fallback = (!solve.status.is_optimal()).then(|| {
                        let mut stood = Vec::new();
                        if solve.warm_components > 0 {
                            stood.push(format!(
                                "{} in {} component(s) it found no solution for",
                                start.describe(),
                                solve.warm_components
                            ));
                        }
                        if solve.repaired_components > 0 {
                            stood.push(format!(
                                "a repaired solution in {} component(s) where it found only invalid ones",
                                solve.repaired_components
                            ));
                        }
                        let warm = match stood.is_empty() {
                            true => String::new(),
                            false => format!(" ({})", stood.join("; ")),
                        };
                        match solve.status {
                            ilp::SolveStatus::Inexact if o.stats.replaced => format!(
                                "the solver's float objective could not tell clusterings \
                                 apart at these sizes and its answer moved more bytes than \
                                 another strategy's; using the cheapest by exact bytes{warm}"
                            ),
                            ilp::SolveStatus::Inexact => format!(
                                "the solver's float objective is too coarse at these sizes \
                                 to prove its answer optimal to the byte; using it, checked \
                                 against the other strategies' by exact bytes{warm}"
                            ),
                            _ => format!(
                                "solver stopped ({}); using its best solution{warm}, gap {:.4}",
                                solve.status, solve.gap
                            ),
                        }
                    });
                    let modes = o.deps(deps);
                    let through = (g.node_ids())
                        .filter(|n| modes.through[*n] && !deps.through[*n])
                        .collect();
                    earlier.remember(g, &o.clustering, through);
                    Outcome {
                        clustering: o.clustering,
                        ilp: Some(o.stats),
                        fallback,
                        enumerated: None,
                        start: Some(start),
                        written_through: o.written_through,
                    }
                }
                Err(e) => {
                    // The warm start, or a heuristic's answer that moves
                    // fewer bytes (exactly; for `traffic` without a weight).
                    let bytes = |d: &DepGraph, cl: &Clustering, s: &Schedule| {
                        ir::cost::cost(g, d, cl, s).bytes_for_comparison(
                            g,
                            sizes.value_of,
                            sizes.default,
                        )
                    };
                    let by_bytes = opts.objective.by_bytes() && !opts.weights().weighted();
                    let warm_bytes = bytes(warm_modes.as_ref().unwrap_or(deps), &warm, &warm_sched);
                    let cheaper = (others.iter())
                        .filter(|_| by_bytes)
                        .filter(|(cl, s)| bytes(deps, cl, s) < warm_bytes)
                        .min_by_key(|(cl, s)| bytes(deps, cl, s));
                    let (clustering, used, written_through) = match cheaper {
                        Some((cl, _)) => ((*cl).clone(), "a heuristic's cheaper clustering", None),
                        None => (warm.clone(), start.describe(), warm_modes.clone()),
                    };
                    Outcome {
                        clustering,
                        ilp: None,
                        fallback: Some(format!("the ILP failed ({e}); using {used}")),
                        enumerated: None,
                        start: Some(start),
                        written_through,
                    }
                }
            }
        }
        Strategy::Exhaustive => {
            let found =
                ilp::exhaustive_in_modes(g, deps, sizes.value_of, sizes.default, opts.weights())?;
            Outcome {
                clustering: found.clustering,
                ilp: None,
                fallback: None,
                enumerated: Some(found.valid),
                start: None,
                written_through: found.written_through,
            }
        }
    })
}

/// Groups of nodes as a union-find, turned into an ordered clustering.
#[derive(Clone)]
struct Groups {
    uf: UnionFind,
}

impl Groups {
    fn new(n: usize) -> Groups {
        Groups {
            uf: UnionFind::new(n),
        }
    }

    fn find(&mut self, x: usize) -> usize {
        self.uf.find(x)
    }

    fn with_union(&self, a: usize, b: usize) -> Groups {
        let mut g = self.clone();
        g.uf.union(a, b);
        g
    }

    /// The groups as a clustering in dependency order, or `None` when
    /// they depend on each other cyclically.
    fn clustering(&mut self, deps: &DepGraph, n: usize) -> Option<Clustering> {
        let mut members: BTreeMap<usize, Vec<NodeId>> = BTreeMap::new();
        for i in 0..n {
            let r = self.find(i);
            members.entry(r).or_default().push(NodeId::from_index(i));
        }
        Clustering::from_groups(deps, n, members.into_values().collect()).ok()
    }

    /// The groups as a clustering in no particular order, or `None` when the
    /// group of `x` lies on a cycle between groups: enough to judge that
    /// group alone, when the others were acyclic before it was formed.
    /// Linear in the program: a trial merge should not sort it.
    fn unordered_around(&mut self, deps: &DepGraph, n: usize, x: usize) -> Option<Clustering> {
        let root: Vec<usize> = (0..n).map(|i| self.find(i)).collect();
        let mut members: Vec<Vec<NodeId>> = vec![Vec::new(); n];
        for (i, r) in root.iter().enumerate() {
            members[*r].push(NodeId::from_index(i));
        }
        // Groups reachable from the group of `x` by leaving it; reaching it
        // again closes a cycle.
        let start = root[x];
        let mut seen = vec![false; n];
        let mut stack = vec![start];
        while let Some(r) = stack.pop() {
            for m in &members[r] {
                for e in deps.out_edges(*m) {
                    let next = root[e.to.index()];
                    if next == start && r != start {
                        return None;
                    }
                    if next != r && next != start && !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        Clustering::new(n, members.into_iter().filter(|m| !m.is_empty()).collect()).ok()
    }
}

/// Groups being merged, with the current clustering's gathered nodes and
/// each group's bytes. A merge of two groups changes the verdict and the
/// cost of the merged cluster alone ([`ir::cluster::check_cluster`],
/// [`ir::cost::cluster_cost_of`]); only the order between clusters is
/// global, and a merge can break it only by closing a cycle through the
/// merged cluster ([`Groups::unordered_around`] looks for one). So a trial
/// costs one cluster's check and cost and a walk over the program, never a
/// sort or the whole program's cost: a chain of a thousand maps fuses in
/// well under a second.
struct Merging<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    /// How to score bytes; `None`: merges are not scored (`vertical`,
    /// `delayed`), and every cluster counts zero bytes.
    sizes: Option<&'a Sizes<'a>>,
    scale: ir::cost::BlockScales,
    groups: Groups,
    /// Per node: recomputed on demand in the current clustering.
    gathered: Vec<bool>,
    /// Per group root: the bytes its cluster moves.
    bytes: Vec<i128>,
}

/// A valid merge of two groups, not yet taken.
struct Trial {
    groups: Groups,
    /// The merged group's root.
    root: usize,
    /// The merged cluster's nodes and whether each is gathered.
    nodes: Vec<(NodeId, bool)>,
    /// The bytes the merged cluster moves.
    bytes: i128,
}

impl Trial {
    fn gathers(&self) -> bool {
        self.nodes.iter().any(|(_, gathered)| *gathered)
    }

    /// Whether the merged cluster holds only [`aliasable`] nodes (a
    /// `reshape` of a `reshape`): apart, each is an alias with no loop;
    /// together they are a copy loop, so fusing them adds a loop.
    fn only_aliases(&self, g: &LabelledGraph) -> bool {
        self.nodes.iter().all(|(n, _)| aliasable(g, *n))
    }
}

impl<'a> Merging<'a> {
    /// Every node alone.
    fn new(g: &'a LabelledGraph, deps: &'a DepGraph, sizes: Option<&'a Sizes<'a>>) -> Merging<'a> {
        let n = g.nodes.len();
        let alone = Clustering::singletons(n);
        let mut m = Merging {
            g,
            deps,
            sizes,
            scale: ir::cost::block_scales(g, deps),
            groups: Groups::new(n),
            gathered: vec![false; n],
            bytes: Vec::new(),
        };
        m.bytes = (0..n)
            .map(|i| {
                let node = NodeId::from_index(i);
                m.bytes_of(&alone, alone.cluster_of(node), &[(node, false)])
            })
            .collect();
        m
    }

    /// The bytes cluster `c` of `cl` moves, its nodes gathered as `nodes`
    /// says (zero when merges are not scored).
    fn bytes_of(&self, cl: &Clustering, c: ClusterId, nodes: &[(NodeId, bool)]) -> i128 {
        let Some(sizes) = self.sizes else { return 0 };
        // Per node, as the cost reads it; copied only when the merge
        // gathers differently from now (the scoring strategies never do).
        let mut gathered = Cow::Borrowed(&self.gathered[..]);
        for (n, gv) in nodes {
            if gathered[n.index()] != *gv {
                gathered.to_mut()[n.index()] = *gv;
            }
        }
        cluster_cost_of(self.g, self.deps, cl, &gathered, c, &self.scale).bytes_for_comparison(
            self.g,
            sizes.value_of,
            sizes.default,
        )
    }

    fn root(&mut self, x: usize) -> usize {
        self.groups.find(x)
    }

    /// Merges the groups of `a` and `b` on trial: `None` when the result is
    /// invalid.
    fn try_merge(&self, a: usize, b: usize) -> Option<Trial> {
        let (g, deps) = (self.g, self.deps);
        let mut groups = self.groups.with_union(a, b);
        let cl = groups.unordered_around(deps, g.nodes.len(), a)?;
        let c = cl.cluster_of(NodeId::from_index(a));
        let (_, gathered) = check_cluster(g, deps, &cl, c).ok()?;
        let nodes: Vec<(NodeId, bool)> = cl.nodes(c).iter().copied().zip(gathered).collect();
        let bytes = self.bytes_of(&cl, c, &nodes);
        let root = groups.find(a);
        Some(Trial {
            groups,
            root,
            nodes,
            bytes,
        })
    }

    /// The bytes a trial saves against the two clusters it merges.
    fn saving(&mut self, t: &Trial, a: usize, b: usize) -> i128 {
        let (ra, rb) = (self.root(a), self.root(b));
        self.bytes[ra]
            .saturating_add(self.bytes[rb])
            .saturating_sub(t.bytes)
    }

    fn take(&mut self, t: Trial) {
        self.groups = t.groups;
        self.bytes[t.root] = t.bytes;
        for (n, gv) in t.nodes {
            self.gathered[n.index()] = gv;
        }
    }

    fn clustering(mut self) -> Clustering {
        let n = self.g.nodes.len();
        self.groups
            .clustering(self.deps, n)
            .expect("merges kept the clustering valid")
    }
}

/// The pairs of nodes whose clusters `greedy` tries to merge: fusible
/// dependencies and siblings, each once, in order.
fn candidate_pairs(deps: &DepGraph) -> Vec<(usize, usize)> {
    let mut pairs: Vec<(usize, usize)> = deps
        .edges()
        .filter(|e| e.kind == EdgeKind::Fusible)
        .map(|e| (e.from.index(), e.to.index()))
        .chain(deps.siblings.iter().map(|s| (s.a.index(), s.b.index())))
        .collect();
    pairs.sort();
    pairs.dedup();
    pairs
}

/// `delayed` (allow recomputation, Accelerate's producer/consumer classes)
/// or `vertical` (any operation into its only consumer, no recomputation).
fn producer_into_consumer(g: &LabelledGraph, deps: &DepGraph, delayed: bool) -> Clustering {
    let mut m = Merging::new(g, deps, None);
    for e in deps.edges() {
        if e.kind != EdgeKind::Fusible {
            continue;
        }
        let (NodeKind::Op(pop), NodeKind::Op(cop)) = (&g.node(e.from).kind, &g.node(e.to).kind)
        else {
            continue;
        };
        let a = e.array;
        let block = &deps.blocks[deps.block_of[e.from]];
        let uses = g.node(e.to).inputs.iter().filter(|x| **x == a).count();
        let single_use = deps.users[a] == [e.to] && uses == 1 && !block.results.contains(&a);
        if !single_use {
            continue;
        }
        if delayed
            && (props(pop.kind()).class != AccClass::Producer
                || !props(cop.kind()).accepts_delayed_input)
        {
            continue;
        }
        if let Some(t) = m.try_merge(e.from.index(), e.to.index()) {
            if (delayed || !t.gathers()) && !t.only_aliases(g) {
                m.take(t);
            }
        }
    }
    m.clustering()
}

/// Greedy merging by bytes saved: each round merges the pair of clusters
/// (first in pair order among equals) that saves the most bytes and stays
/// valid.
///
/// What merging two clusters saves depends on those two alone (the cost is a
/// sum over clusters, and an array is stored when one of its users is outside
/// its producer's cluster), so it is computed once per pair of clusters and
/// forgotten only when one of them is merged: a round costs one trial per
/// pair touching the last merge, not one per pair. Merging elsewhere can
/// close a cycle through a pair (never open one), so the round's best pair
/// is checked again before it is taken.
fn greedy(g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> Clustering {
    let mut m = Merging::new(g, deps, Some(sizes));
    let pairs = candidate_pairs(deps);
    // Per pair of clusters (their roots): the bytes merging them saves, or
    // `None` when the merge is invalid or recomputes.
    let mut saving: HashMap<(usize, usize), Option<i128>> = HashMap::new();
    loop {
        let mut best: Option<(i128, (usize, usize))> = None;
        let mut tried = HashSet::new();
        for &(a, b) in &pairs {
            let (ra, rb) = (m.root(a), m.root(b));
            let key = (ra.min(rb), ra.max(rb));
            if ra == rb || !tried.insert(key) {
                continue;
            }
            let saved = match saving.get(&key) {
                Some(s) => *s,
                None => {
                    let s = m
                        .try_merge(a, b)
                        .filter(|t| !t.gathers())
                        .map(|t| m.saving(&t, a, b));
                    saving.insert(key, s);
                    s
                }
            };
            if let Some(saved) = saved {
                if saved > 0 && best.as_ref().is_none_or(|b| saved > b.0) {
                    best = Some((saved, key));
                }
            }
        }
        let Some((_, key)) = best else { break };
        match m.try_merge(key.0, key.1) {
            Some(t) => {
                m.take(t);
                saving.retain(|k, _| ![k.0, k.1].iter().any(|r| *r == key.0 || *r == key.1));
            }
            // A merge elsewhere closed a cycle through this pair.
            None => {
                saving.insert(key, None);
            }
        }
    }
    m.clustering()
}

/// A clustering as a strategy returns it, with figures of its own (e.g. an
/// ILP's variables and solver time) for the `cluster` pass's metrics.
#[derive(Clone, Debug)]
pub struct Clustered {
    pub clustering: Clustering,
    pub figures: Figures,
    /// The dependency graph under the clustering's write modes, where it
    /// writes more nodes through than the graph the strategy was given
    /// (which the later passes then use).
    pub written_through: Option<DepGraph>,
}

/// What a strategy gives: its clustering with its figures, or why it has
/// none.
pub type StrategyResult = Result<Clustered, String>;

/// A fusion strategy: clusters a labelled graph. An `Err` is a failure of
/// the strategy itself (a solver that gave up), not an invalid clustering;
/// the `check` pass catches those.
pub trait ClusterStrategy {
    /// The name `--strategy` takes (`none`, `greedy`, ...).
    fn name(&self) -> &'static str;
    /// One line for `--help` and listings.
    fn describe(&self) -> &'static str;
    fn cluster(&self, g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> StrategyResult;
    /// Whether it also clusters the graphs with shared views copied per
    /// consumer (`crate::views`), so that each consumer's cluster may
    /// evaluate the view itself, the cheapest graph kept: the optimal
    /// strategies do, the others cluster the program as labelled.
    fn views_per_consumer(&self) -> bool {
        false
    }
}

impl ClusterStrategy for Strategy {
    fn name(&self) -> &'static str {
        Strategy::name(*self)
    }

    fn describe(&self) -> &'static str {
        match self {
            Strategy::None => "every operation its own loop",
            Strategy::Delayed => {
                "Accelerate's delayed arrays: producers used once fuse into consumers"
            }
            Strategy::Vertical => "a producer fuses into its only consumer, never duplicating work",
            Strategy::Greedy => "repeatedly merge the two clusters that save the most bytes",
            Strategy::Ilp => {
                "the clustering with the least memory traffic, by integer linear programming"
            }
            Strategy::Exhaustive => "every valid clustering of a small program, the cheapest one",
        }
    }

    fn cluster(&self, g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> StrategyResult {
        Configured::new(*self, ilp::Options::default()).cluster(g, deps, sizes)
    }

    fn views_per_consumer(&self) -> bool {
        matches!(self, Strategy::Ilp | Strategy::Exhaustive)
    }
}

/// A built-in strategy with the options of the optimal strategies
/// (`--objective`, `--ilp-time-limit`, presolve), and `ilp`'s earlier
/// answers for its warm starts (kept as long as the strategy is).
pub struct Configured {
    pub strategy: Strategy,
    pub ilp: ilp::Options,
    pub earlier: Earlier,
}

impl Configured {
    pub fn new(strategy: Strategy, ilp: ilp::Options) -> Configured {
        Configured {
            strategy,
            ilp,
            earlier: Earlier::default(),
        }
    }
}

impl ClusterStrategy for Configured {
    fn name(&self) -> &'static str {
        self.strategy.name()
    }

    fn describe(&self) -> &'static str {
        ClusterStrategy::describe(&self.strategy)
    }

    fn views_per_consumer(&self) -> bool {
        self.strategy.views_per_consumer()
    }

    fn cluster(&self, g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> StrategyResult {
        let out = run(self.strategy, g, deps, sizes, &self.ilp, &self.earlier)
            .map_err(|e| e.to_string())?;
        let mut figures = Figures::new();
        if let Some(st) = &out.ilp {
            figures.extend(crate::record::figures([
                ("objective_kind", self.ilp.objective.name().into()),
                ("formulation", self.ilp.formulation.name().into()),
                ("recomputation", self.ilp.recomputation.name().into()),
                ("aggregate_components", st.solve.aggregate_components.into()),
                ("write_mode_choices", st.write_mode_choices.into()),
                ("objective_levels", st.solve.levels.into()),
                ("candidate_pairs", st.candidate_pairs.into()),
                ("presolve_fixed_apart", st.fixed_apart.into()),
                ("components", st.components.into()),
                ("models", st.solve.models.into()),
                ("variables", st.solve.variables.into()),
                ("constraints", st.solve.constraints.into()),
                ("solve_micros", (st.solve.micros as u64).into()),
                ("objective", st.solve.objective.into()),
                ("gap", st.solve.gap.into()),
                (
                    "lower_bound_bytes",
                    st.lower_bound_bytes.map(|b| b as f64).into(),
                ),
                ("warm_components", st.solve.warm_components.into()),
                ("repaired_components", st.solve.repaired_components.into()),
                ("rounded_starts", st.solve.rounded_starts.into()),
                ("known_proofs", st.solve.known_proofs.into()),
                ("rounds", st.solve.rounds.into()),
                ("cuts", st.solve.cuts.into()),
                ("separation_rounds", st.solve.separation_rounds.into()),
                (
                    "separation_micros",
                    (st.solve.separation_micros as u64).into(),
                ),
                ("status", st.solve.status.to_string().into()),
            ]));
        }
        if let Some(start) = out.start {
            figures.insert("warm_start".into(), start.name().into());
        }
        if let Some(n) = out.enumerated {
            figures.insert("valid_clusterings".into(), n.into());
        }
        figures.insert("fallback".into(), out.fallback.into());
        Ok(Clustered {
            clustering: out.clustering,
            figures,
            written_through: out.written_through,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::cost::cost;
    use testkit::testgen::random_graph;

    fn valid(
        g: &LabelledGraph,
        deps: &DepGraph,
        groups: &mut Groups,
    ) -> Option<(Clustering, Schedule)> {
        let cl = groups.clustering(deps, g.nodes.len())?;
        let s = check(g, deps, &cl).ok()?;
        Some((cl, s))
    }

    const SIZES: Sizes = Sizes {
        value_of: &|_| None,
        default: 1000,
    };

    /// A second solve of the same program starts from the first's answer
    /// and finds the same clustering; another program starts from greedy.
    #[test]
    fn ilp_starts_from_its_earlier_answer_for_the_same_program() {
        let ilp = Configured::new(Strategy::Ilp, ilp::Options::default());
        let mut used = 0;
        for seed in 0..30u64 {
            let (_, g, deps) = random_graph(seed, 10);
            let first = run(Strategy::Ilp, &g, &deps, &SIZES, &ilp.ilp, &ilp.earlier).unwrap();
            let second = run(Strategy::Ilp, &g, &deps, &SIZES, &ilp.ilp, &ilp.earlier).unwrap();
            assert_eq!(
                first.start,
                Some(Start::Greedy),
                "seed {seed}: nothing remembered yet"
            );
            assert_eq!(second.start, Some(Start::Earlier), "seed {seed}");
            let bytes = |cl: &Clustering| {
                let s = check(&g, &deps, cl).unwrap();
                cost(&g, &deps, cl, &s).bytes(&g, SIZES.value_of, SIZES.default)
            };
            assert_eq!(
                bytes(&first.clustering),
                bytes(&second.clustering),
                "seed {seed}"
            );
            used += 1;
        }
        assert_eq!(used, 30);
        let figures = ilp
            .cluster(&random_graph(0, 10).1, &random_graph(0, 10).2, &SIZES)
            .unwrap()
            .figures;
        assert_eq!(figures.get("warm_start"), Some(&"earlier".into()));
    }

    /// A remembered clustering that moves more bytes than greedy's at the
    /// sizes asked for, or that is no longer valid, is not started from.
    #[test]
    fn ilp_ignores_an_earlier_answer_worse_than_greedy_or_invalid() {
        let (mut worse, mut invalid) = (0, 0);
        for seed in 0..60u64 {
            let (_, g, deps) = random_graph(seed, 10);
            let n = g.nodes.len();
            let opts = ilp::Options::default();
            let alone = Clustering::singletons(n);
            let alone_s = check(&g, &deps, &alone).unwrap();
            let gcl = greedy(&g, &deps, &SIZES);
            let gs = check(&g, &deps, &gcl).unwrap();
            let value = |cl, s| {
                ilp::traffic_value(&g, &deps, (cl, s), &opts, SIZES.value_of, SIZES.default)
                    .unwrap()
            };
            let earlier = Earlier::default();
            earlier.remember(&g, &alone, Vec::new());
            let (_, start) = earlier.start(&g, &deps, &SIZES, &opts);
            if value(&alone, &alone_s) > value(&gcl, &gs) {
                assert_eq!(start, Start::Greedy, "seed {seed}");
                worse += 1;
            } else {
                assert_eq!(start, Start::Earlier, "seed {seed}");
            }
            let one = Clustering::new(n, vec![g.node_ids().collect()]).unwrap();
            if check(&g, &deps, &one).is_err() {
                let earlier = Earlier::default();
                earlier.remember(&g, &one, Vec::new());
                let ((cl, _, _), start) = earlier.start(&g, &deps, &SIZES, &opts);
                assert_eq!((start, cl), (Start::Greedy, gcl), "seed {seed}");
                invalid += 1;
            }
        }
        assert!(
            worse >= 20 && invalid >= 20,
            "worse {worse}, invalid {invalid}"
        );
    }

    /// Greedy as first written: every round tries every pair afresh.
    fn naive_greedy(g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> Clustering {
        let mut groups = Groups::new(g.nodes.len());
        let bytes = |cl: &Clustering, s: &Schedule| {
            cost(g, deps, cl, s)
                .bytes(g, sizes.value_of, sizes.default)
                .expect("a small random program's bytes are computable")
        };
        let (mut cl, sched) = valid(g, deps, &mut groups).expect("singletons are valid");
        let mut current = bytes(&cl, &sched);
        let pairs = candidate_pairs(deps);
        loop {
            let mut best: Option<(i128, Groups, Clustering)> = None;
            let mut tried = HashSet::new();
            for &(a, b) in &pairs {
                let (ra, rb) = (groups.find(a), groups.find(b));
                if ra == rb || !tried.insert((ra.min(rb), ra.max(rb))) {
                    continue;
                }
                let mut trial = groups.with_union(a, b);
                let Some((tcl, ts)) = valid(g, deps, &mut trial) else {
                    continue;
                };
                if ts.gathered.iter().any(|x| *x) {
                    continue;
                }
                let saved = current - bytes(&tcl, &ts);
                if saved > 0 && best.as_ref().is_none_or(|b| saved > b.0) {
                    best = Some((saved, trial, tcl));
                }
            }
            let Some((saved, trial, tcl)) = best else {
                break;
            };
            groups = trial;
            cl = tcl;
            current -= saved;
        }
        cl
    }

    /// A trial merge checked and costed locally says what checking and
    /// costing the whole merged clustering says: the same verdict, the same
    /// gathered nodes and the same bytes saved.
    #[test]
    fn a_local_trial_agrees_with_the_whole_clustering() {
        let value_of = |_: &str| None;
        let sizes = Sizes {
            value_of: &value_of,
            default: 1000,
        };
        let mut merges = 0;
        for seed in 0..300u64 {
            let (_, g, deps) = random_graph(seed, 16);
            let mut m = Merging::new(&g, &deps, Some(&sizes));
            let n = g.nodes.len();
            let total = |groups: &mut Groups| {
                let (cl, s) = valid(&g, &deps, groups).expect("kept valid");
                (
                    cost(&g, &deps, &cl, &s).bytes_for_comparison(&g, &value_of, 1000),
                    s,
                )
            };
            // Pairs in a seed-dependent order; take every valid merge.
            let mut pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (0..n).map(move |b| (a, b)))
                .filter(|(a, b)| a < b)
                .collect();
            pairs.sort_by_key(|(a, b)| (a * 31 + b * 17 + seed as usize) % 101);
            for (a, b) in pairs {
                if m.root(a) == m.root(b) {
                    continue;
                }
                let whole = valid(&g, &deps, &mut m.groups.with_union(a, b));
                let local = m.try_merge(a, b);
                assert_eq!(whole.is_some(), local.is_some(), "seed {seed}: {a}+{b}");
                let (Some((_, sched)), Some(t)) = (whole, local) else {
                    continue;
                };
                for (node, gv) in &t.nodes {
                    assert_eq!(sched.gathered[node.index()], *gv, "seed {seed}");
                }
                let (before, _) = total(&mut m.groups);
                let (after, _) = total(&mut t.groups.clone());
                assert_eq!(m.saving(&t, a, b), before - after, "seed {seed}: {a}+{b}");
                m.take(t);
                merges += 1;
            }
        }
        assert!(merges > 300, "only {merges} merges were tried");
    }

    /// Remembering each pair's saving between rounds changes nothing.
    #[test]
    fn greedy_equals_trying_every_pair_every_round() {
        let value_of = |_: &str| None;
        for seed in 0..400u64 {
            let (_, g, deps) = random_graph(seed, 24);
            for default in [1, 1000] {
                let sizes = Sizes {
                    value_of: &value_of,
                    default,
                };
                assert_eq!(
                    greedy(&g, &deps, &sizes),
                    naive_greedy(&g, &deps, &sizes),
                    "seed {seed}"
                );
            }
        }
    }
}

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

use ir::cluster::{check, Clustering, Schedule};
use ir::cost::cost;
use ir::deps::{DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, AccClass};
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    None,
    Delayed,
    Vertical,
    Greedy,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::None,
        Strategy::Delayed,
        Strategy::Vertical,
        Strategy::Greedy,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::None => "none",
            Strategy::Delayed => "delayed",
            Strategy::Vertical => "vertical",
            Strategy::Greedy => "greedy",
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
                format!("unknown strategy `{s}` (expected none, delayed, vertical or greedy)")
            })
    }
}

/// Sizes for scoring: the value of each size name, `default` otherwise.
pub struct Sizes<'a> {
    pub value_of: &'a dyn Fn(&str) -> Option<i64>,
    pub default: i64,
}

/// Clusters `g` with a strategy.
pub fn cluster(
    strategy: Strategy,
    g: &LabelledGraph,
    deps: &DepGraph,
    sizes: &Sizes,
) -> Clustering {
    match strategy {
        Strategy::None => Clustering::singletons(g.nodes.len()),
        Strategy::Delayed => producer_into_consumer(g, deps, true),
        Strategy::Vertical => producer_into_consumer(g, deps, false),
        Strategy::Greedy => greedy(g, deps, sizes),
    }
}

/// Groups of nodes as a union-find, turned into an ordered clustering.
struct Groups {
    parent: Vec<usize>,
}

impl Groups {
    fn new(n: usize) -> Groups {
        Groups {
            parent: (0..n).collect(),
        }
    }

    fn find(&mut self, x: usize) -> usize {
        let mut r = x;
        while self.parent[r] != r {
            r = self.parent[r];
        }
        let mut y = x;
        while self.parent[y] != r {
            let next = self.parent[y];
            self.parent[y] = r;
            y = next;
        }
        r
    }

    fn with_union(&self, a: usize, b: usize) -> Groups {
        let mut g = Groups {
            parent: self.parent.clone(),
        };
        let (ra, rb) = (g.find(a), g.find(b));
        g.parent[ra.max(rb)] = ra.min(rb);
        g
    }

    /// Clusters in a dependency order (ties by first node), or `None` when
    /// the groups depend on each other cyclically.
    fn clustering(&mut self, deps: &DepGraph, n: usize) -> Option<Clustering> {
        let mut members: HashMap<usize, Vec<NodeId>> = HashMap::new();
        for i in 0..n {
            let r = self.find(i);
            members.entry(r).or_default().push(NodeId(i as u32));
        }
        let roots: Vec<usize> = members.keys().copied().collect();
        let mut indeg: HashMap<usize, usize> = roots.iter().map(|r| (*r, 0)).collect();
        let mut succ: HashMap<usize, BTreeSet<usize>> = HashMap::new();
        for e in deps.edges() {
            let (a, b) = (self.find(e.from.index()), self.find(e.to.index()));
            if a != b && succ.entry(a).or_default().insert(b) {
                *indeg.get_mut(&b).expect("every root") += 1;
            }
        }
        let mut ready: BTreeSet<(NodeId, usize)> = roots
            .iter()
            .filter(|r| indeg[r] == 0)
            .map(|r| (members[r][0], *r))
            .collect();
        let mut clusters = Vec::new();
        while let Some(first) = ready.iter().next().copied() {
            ready.remove(&first);
            let r = first.1;
            clusters.push(members[&r].clone());
            for s in succ.get(&r).cloned().unwrap_or_default() {
                let d = indeg.get_mut(&s).expect("every root");
                *d -= 1;
                if *d == 0 {
                    ready.insert((members[&s][0], s));
                }
            }
        }
        if clusters.len() != members.len() {
            return None;
        }
        Clustering::new(n, clusters).ok()
    }
}

fn valid(
    g: &LabelledGraph,
    deps: &DepGraph,
    groups: &mut Groups,
) -> Option<(Clustering, Schedule)> {
    let cl = groups.clustering(deps, g.nodes.len())?;
    let s = check(g, deps, &cl).ok()?;
    Some((cl, s))
}

/// `delayed` (allow recomputation, Accelerate's producer/consumer classes)
/// or `vertical` (any operation into its only consumer, no recomputation).
fn producer_into_consumer(g: &LabelledGraph, deps: &DepGraph, delayed: bool) -> Clustering {
    let n = g.nodes.len();
    let mut groups = Groups::new(n);
    for e in deps.edges() {
        if e.kind != EdgeKind::Fusible {
            continue;
        }
        let (NodeKind::Op(pop), NodeKind::Op(cop)) = (&g.node(e.from).kind, &g.node(e.to).kind)
        else {
            continue;
        };
        let a = e.array;
        let block = &deps.blocks[deps.block_of[e.from.index()].0 as usize];
        let uses = g.node(e.to).inputs.iter().filter(|x| **x == a).count();
        let single_use =
            deps.users[a.index()] == [e.to] && uses == 1 && !block.results.contains(&a);
        if !single_use {
            continue;
        }
        if delayed
            && (props(pop.kind()).class != AccClass::Producer
                || !props(cop.kind()).accepts_delayed_input)
        {
            continue;
        }
        let mut trial = groups.with_union(e.from.index(), e.to.index());
        if let Some((_, sched)) = valid(g, deps, &mut trial) {
            if delayed || !sched.gathered.iter().any(|x| *x) {
                groups = trial;
            }
        }
    }
    groups
        .clustering(deps, n)
        .expect("merges kept the clustering valid")
}

/// Greedy merging by bytes saved.
fn greedy(g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> Clustering {
    let n = g.nodes.len();
    let mut groups = Groups::new(n);
    let bytes = |cl: &Clustering, s: &Schedule| {
        cost(g, deps, cl, s).bytes(g, sizes.value_of, sizes.default)
    };
    let (mut cl, mut sched) = valid(g, deps, &mut groups).expect("singletons are valid");
    let mut current = bytes(&cl, &sched);
    // Candidate pairs: fusible dependencies and siblings.
    let mut pairs: Vec<(usize, usize)> = deps
        .edges()
        .filter(|e| e.kind == EdgeKind::Fusible)
        .map(|e| (e.from.index(), e.to.index()))
        .chain(deps.siblings.iter().map(|s| (s.a.index(), s.b.index())))
        .collect();
    pairs.sort();
    pairs.dedup();
    loop {
        let mut best: Option<(i128, Groups, Clustering, Schedule)> = None;
        let mut tried = BTreeSet::new();
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
                best = Some((saved, trial, tcl, ts));
            }
        }
        match best {
            Some((saved, trial, tcl, ts)) => {
                groups = trial;
                cl = tcl;
                sched = ts;
                current -= saved;
            }
            None => break,
        }
    }
    let _ = sched;
    cl
}

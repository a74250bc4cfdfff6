//! What the ILP and the exhaustive search know about pairs of nodes before
//! solving: which pairs may share a cluster (relations), which can never
//! (presolve: a fusion-preventing path between them, a recomputation, loop
//! directions or iteration spaces that disagree), which must run in order,
//! and the independent components that can be solved separately.
//!
//! Both optimal strategies search clusterings that compute every element
//! once: a producer read at computed indices (`backpermute`, `replicate`,
//! `stencil`, …) is never fused into that consumer.

use ir::deps::{DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, InOrder, Order};
use ir::size::Poly;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// A pair of nodes that may share a cluster, `a < b`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    pub a: NodeId,
    pub b: NodeId,
    /// `a` computes an array that `b` needs (a dependency between them).
    pub edge: bool,
    /// They read a common array as fusible operands (horizontal fusion).
    pub sibling: bool,
    /// They read a common rank-0 array with `the`.
    pub share: bool,
}

/// Loop directions a node allows when it runs in a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Directions {
    pub forward: bool,
    pub backward: bool,
}

#[derive(Clone, Debug)]
pub struct Analysis {
    /// Pairs that may be fused, sorted.
    pub relations: Vec<Relation>,
    /// Candidate pairs found impossible before solving.
    pub fixed_apart: usize,
    /// Pairs `(u, v)`: `v` must run in a later cluster than `u`.
    pub before: BTreeSet<(NodeId, NodeId)>,
    /// Per node: its allowed loop directions (`None` for control flow).
    pub directions: Vec<Option<Directions>>,
    /// Per node: its iteration space.
    pub spaces: Vec<Vec<Poly>>,
    /// Groups of nodes connected by relations (each sorted); nodes in no
    /// relation are alone.
    pub components: Vec<Vec<NodeId>>,
}

impl Analysis {
    pub fn relation(&self, a: NodeId, b: NodeId) -> Option<&Relation> {
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        self.relations
            .binary_search_by(|r| (r.a, r.b).cmp(&(a, b)))
            .ok()
            .map(|i| &self.relations[i])
    }

    /// Two iteration spaces that cannot be one loop nest.
    pub fn spaces_conflict(&self, a: NodeId, b: NodeId) -> bool {
        let (x, y) = (&self.spaces[a.index()], &self.spaces[b.index()]);
        let k = x.len().min(y.len());
        x[..k] != y[..k]
    }

    pub fn directions_conflict(&self, a: NodeId, b: NodeId) -> bool {
        match (self.directions[a.index()], self.directions[b.index()]) {
            (Some(x), Some(y)) => !((x.forward && y.forward) || (x.backward && y.backward)),
            _ => true,
        }
    }
}

fn node_directions(g: &LabelledGraph, n: NodeId) -> Option<Directions> {
    let NodeKind::Op(op) = &g.node(n).kind else {
        return None;
    };
    let p = props(op.kind());
    let ok = |d: Order| {
        let out_ok = p.output.contains(&d) || p.output == [Order::Scatter];
        let in_ok = match p.input {
            InOrder::OneOf(set) => set.contains(&d),
            _ => true,
        };
        out_ok && in_ok
    };
    Some(Directions {
        forward: ok(Order::Forward),
        backward: ok(Order::Backward),
    })
}

/// Does fusing this dependency make the producer recomputed (read at computed indices)?
fn gathers(g: &LabelledGraph, consumer: NodeId) -> bool {
    match &g.node(consumer).kind {
        NodeKind::Op(op) => props(op.kind()).input == InOrder::Gather,
        _ => true,
    }
}

/// Analyses the graph. With `presolve` off, only the local facts are used
/// (no fusion-preventing paths, one component per block).
pub fn analyse(g: &LabelledGraph, deps: &DepGraph, presolve: bool) -> Analysis {
    let n = g.nodes.len();
    let directions: Vec<Option<Directions>> = g.node_ids().map(|x| node_directions(g, x)).collect();
    let spaces: Vec<Vec<Poly>> = g.node_ids().map(|x| deps.iteration_space(g, x)).collect();
    let mut cand: BTreeMap<(NodeId, NodeId), Relation> = BTreeMap::new();
    let mut hard_edges: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    let mut soft_edges: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    for e in deps.edges() {
        if e.kind != EdgeKind::Fusible || gathers(g, e.to) {
            hard_edges.insert((e.from, e.to));
        } else {
            soft_edges.insert((e.from, e.to));
        }
    }
    let key = |a: NodeId, b: NodeId| if a < b { (a, b) } else { (b, a) };
    // Every pair of a fusible dependency, a sibling pair or a share pair.
    fn pair(
        cand: &mut BTreeMap<(NodeId, NodeId), Relation>,
        a: NodeId,
        b: NodeId,
    ) -> &mut Relation {
        let k = if a < b { (a, b) } else { (b, a) };
        cand.entry(k).or_insert(Relation {
            a: k.0,
            b: k.1,
            edge: false,
            sibling: false,
            share: false,
        })
    }
    for &(p, c) in &soft_edges {
        pair(&mut cand, p, c).edge = true;
    }
    for s in &deps.siblings {
        pair(&mut cand, s.a, s.b).sibling = true;
    }
    for s in &deps.shares {
        pair(&mut cand, s.a, s.b).share = true;
    }
    // Any dependency between the pair marks it an edge; a hard one forbids it.
    for &(p, c) in &hard_edges {
        if let Some(r) = cand.get_mut(&key(p, c)) {
            r.edge = true;
        }
    }
    let total = cand.len();
    let local_ok = |r: &Relation| {
        !hard_edges.contains(&(r.a, r.b))
            && !hard_edges.contains(&(r.b, r.a))
            && directions[r.a.index()].is_some()
            && directions[r.b.index()].is_some()
            && deps.block_of[r.a.index()] == deps.block_of[r.b.index()]
    };
    let mut relations: Vec<Relation> = cand.into_values().filter(|r| local_ok(r)).collect();
    let mut before: BTreeSet<(NodeId, NodeId)> = hard_edges.iter().copied().collect();
    let an_of = |relations: Vec<Relation>, before, fixed| Analysis {
        relations,
        fixed_apart: fixed,
        before,
        directions: directions.clone(),
        spaces: spaces.clone(),
        components: Vec::new(),
    };
    let mut a = an_of(Vec::new(), BTreeSet::new(), 0);
    if presolve {
        relations.retain(|r| !a.spaces_conflict(r.a, r.b) && !a.directions_conflict(r.a, r.b));
        // Strict order: a path that uses at least one dependency that can
        // never be fused. A dependency whose pair is no longer a candidate is
        // such a one too, so repeat until nothing changes.
        loop {
            let candidates: BTreeSet<(NodeId, NodeId)> =
                relations.iter().map(|r| (r.a, r.b)).collect();
            let mut succ: HashMap<NodeId, Vec<(NodeId, bool)>> = HashMap::new();
            for e in deps.edges() {
                let hard = hard_edges.contains(&(e.from, e.to))
                    || !candidates.contains(&key(e.from, e.to));
                succ.entry(e.from).or_default().push((e.to, hard));
            }
            before = strict_orders(g, &succ);
            let count = relations.len();
            relations.retain(|r| !before.contains(&(r.a, r.b)) && !before.contains(&(r.b, r.a)));
            if relations.len() == count {
                break;
            }
        }
    }
    relations.sort_by_key(|r| (r.a, r.b));
    let fixed = total - relations.len();
    a.relations = relations;
    a.before = before;
    a.fixed_apart = fixed;
    a.components = components(n, deps, &a, presolve);
    a
}

/// `(u, v)` for every path from `u` to `v` that uses a hard dependency.
fn strict_orders(
    g: &LabelledGraph,
    succ: &HashMap<NodeId, Vec<(NodeId, bool)>>,
) -> BTreeSet<(NodeId, NodeId)> {
    let mut before = BTreeSet::new();
    for u in g.node_ids() {
        // States: (node, crossed a hard dependency yet).
        let mut seen: BTreeSet<(NodeId, bool)> = BTreeSet::new();
        let mut stack = vec![(u, false)];
        while let Some((x, h)) = stack.pop() {
            if !seen.insert((x, h)) {
                continue;
            }
            if h && x != u {
                before.insert((u, x));
            }
            for &(y, hard) in succ.get(&x).map(Vec::as_slice).unwrap_or(&[]) {
                stack.push((y, h || hard));
            }
        }
    }
    before
}

/// Union-find over relations (or whole blocks without presolve).
fn components(n: usize, deps: &DepGraph, a: &Analysis, presolve: bool) -> Vec<Vec<NodeId>> {
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(p: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while p[r] != r {
            r = p[r];
        }
        let mut y = x;
        while p[y] != r {
            let next = p[y];
            p[y] = r;
            y = next;
        }
        r
    }
    let union = |p: &mut Vec<usize>, x: usize, y: usize| {
        let (rx, ry) = (find(p, x), find(p, y));
        if rx != ry {
            p[rx.max(ry)] = rx.min(ry);
        }
    };
    for r in &a.relations {
        union(&mut parent, r.a.index(), r.b.index());
    }
    if !presolve {
        for b in &deps.blocks {
            let ops: Vec<usize> = b
                .nodes
                .iter()
                .filter(|x| a.directions[x.index()].is_some())
                .map(|x| x.index())
                .collect();
            for w in ops.windows(2) {
                union(&mut parent, w[0], w[1]);
            }
        }
    }
    let mut groups: BTreeMap<usize, Vec<NodeId>> = BTreeMap::new();
    for i in 0..n {
        let r = find(&mut parent, i);
        groups.entry(r).or_default().push(NodeId(i as u32));
    }
    // Fusing inside two groups can close a cycle between them (one depends on
    // the other both ways): groups on a cycle of the group graph are solved
    // as one.
    let groups: Vec<Vec<NodeId>> = groups.into_values().collect();
    let mut group_of = vec![0usize; n];
    for (k, grp) in groups.iter().enumerate() {
        for x in grp {
            group_of[x.index()] = k;
        }
    }
    let mut gg: petgraph::graph::DiGraph<(), ()> = petgraph::graph::DiGraph::new();
    let ids: Vec<_> = groups.iter().map(|_| gg.add_node(())).collect();
    let mut seen = BTreeSet::new();
    for e in deps.edges() {
        let (a, b) = (group_of[e.from.index()], group_of[e.to.index()]);
        if a != b && seen.insert((a, b)) {
            gg.add_edge(ids[a], ids[b], ());
        }
    }
    let mut merged: Vec<Vec<NodeId>> = petgraph::algo::tarjan_scc(&gg)
        .into_iter()
        .map(|scc| {
            let mut v: Vec<NodeId> = scc
                .iter()
                .flat_map(|i| groups[i.index()].iter().copied())
                .collect();
            v.sort();
            v
        })
        .collect();
    merged.sort();
    merged
}

//! What the ILP and the exhaustive search know about pairs of nodes before
//! solving: which pairs may share a cluster (relations), which can never
//! (presolve: a fusion-preventing path between them, a recomputation, loop
//! directions or iteration spaces that disagree), which must run in order,
//! and the independent components that can be solved separately.
//!
//! Both optimal strategies also search clusterings that recompute: a
//! *recomputable* node (total, element-wise, every user a fusible consumer in
//! its block, and some consumer that could read it at computed indices) may
//! be fused into a consumer that reads it at computed indices (`backpermute`,
//! `replicate`, `stencil`, …), and is then recomputed wherever its cluster
//! reads it. A recomputed node is not in the loop, so its iteration space
//! conflicts with nobody's.

use ir::deps::{DepEdge, DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, InOrder, Order};
use ir::Poly;
use ir::UnionFind;
use std::collections::{BTreeMap, BTreeSet, HashSet};

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

/// A dependency that may join a row group: producer `p`'s cluster and
/// consumer `c`'s may share their outermost loop, `c`'s reads of `p` being
/// at the row's own index ([`ir::cluster`]'s row-group rules) in one of
/// `contexts`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowPair {
    pub p: NodeId,
    pub c: NodeId,
    /// How `c` may be evaluated so that it reads `p` at the row: each a
    /// chain `c = d_0, d_1, …, d_k` in which every `d_i` but the last is
    /// recomputed into its only user `d_{i+1}` and `d_k` runs in the loop
    /// over the row's extent (`[c]` alone: `c` runs in the loop itself).
    pub contexts: Vec<Vec<NodeId>>,
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
    pub before: PairSet,
    /// Pairs `(u, v)`: a path of dependencies leads from `u` to `v` (so `v`
    /// runs in `u`'s cluster or a later one).
    pub reaches: PairSet,
    /// Per node: its allowed loop directions (`None` for control flow).
    pub directions: Vec<Option<Directions>>,
    /// Per node: its iteration space.
    pub spaces: Vec<Vec<Poly>>,
    /// Groups of nodes connected by relations (each sorted); nodes in no
    /// relation are alone.
    pub components: Vec<Vec<NodeId>>,
    /// Made with presolve (the model then also adds valid inequalities).
    pub presolved: bool,
    /// Per node: whether a clustering may recompute it ([`recomputable`]).
    pub recomputable: Vec<bool>,
    /// The dependencies that may join row groups ([`row_pairs`]).
    pub row_pairs: Vec<RowPair>,
}

/// A set of ordered pairs of nodes, as a bit matrix (a row per node).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PairSet {
    n: usize,
    words: usize,
    bits: Vec<u64>,
}

impl PairSet {
    pub fn new(n: usize) -> PairSet {
        let words = n.div_ceil(64);
        PairSet {
            n,
            words,
            bits: vec![0; n * words],
        }
    }

    pub fn contains(&self, &(u, v): &(NodeId, NodeId)) -> bool {
        let (u, v) = (u.index(), v.index());
        u < self.n && v < self.n && self.bits[u * self.words + v / 64] >> (v % 64) & 1 == 1
    }

    pub fn insert(&mut self, (u, v): (NodeId, NodeId)) {
        let (u, v) = (u.index(), v.index());
        self.bits[u * self.words + v / 64] |= 1 << (v % 64);
    }

    fn row(&self, u: usize) -> &[u64] {
        &self.bits[u * self.words..(u + 1) * self.words]
    }

    /// Row `u` |= row `v`.
    fn union_row(&mut self, u: usize, v: usize) {
        if u == v {
            return;
        }
        let w = self.words;
        let (a, b) = if u < v {
            let (lo, hi) = self.bits.split_at_mut(v * w);
            (&mut lo[u * w..(u + 1) * w], &hi[..w])
        } else {
            let (lo, hi) = self.bits.split_at_mut(u * w);
            (&mut hi[..w], &lo[v * w..(v + 1) * w])
        };
        for (x, y) in a.iter_mut().zip(b) {
            *x |= *y;
        }
    }

    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.bits.iter().all(|w| *w == 0)
    }

    /// The pairs in order.
    pub fn iter(&self) -> impl Iterator<Item = (NodeId, NodeId)> + '_ {
        (0..self.n).flat_map(move |u| {
            self.row(u).iter().enumerate().flat_map(move |(k, &w)| {
                (0..64)
                    .filter(move |b| w >> b & 1 == 1)
                    .map(move |b| (NodeId::from_index(u), NodeId::new((k * 64 + b) as u32)))
            })
        })
    }
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
        spaces_conflict(&self.spaces[a.index()], &self.spaces[b.index()])
    }

    /// Two nodes that can never share a loop: their iteration spaces are
    /// no single nest, or their loop directions disagree. Nodes that may be
    /// recomputed are not in the loop when they are, so their spaces
    /// conflict with nothing (their directions are free: element-wise).
    pub fn loop_conflict(&self, a: NodeId, b: NodeId) -> bool {
        let spaces = self.spaces_conflict(a, b)
            && !self.recomputable[a.index()]
            && !self.recomputable[b.index()];
        spaces || self.directions_conflict(a, b)
    }

    pub fn directions_conflict(&self, a: NodeId, b: NodeId) -> bool {
        match (self.directions[a.index()], self.directions[b.index()]) {
            (Some(x), Some(y)) => !((x.forward && y.forward) || (x.backward && y.backward)),
            _ => true,
        }
    }
}

/// Two iteration spaces that are no single loop nest: neither is a prefix
/// of the other.
pub fn spaces_conflict(x: &[Poly], y: &[Poly]) -> bool {
    let k = x.len().min(y.len());
    x[..k] != y[..k]
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

/// Does fusing dependency `e` make its producer recomputed (read at
/// computed indices)? Always for a consumer that is not an operation.
pub fn gathers(graph: &LabelledGraph, deps: &DepGraph, e: &DepEdge) -> bool {
    deps.reading(graph, e.to, e.operand)
        .is_none_or(|r| r.gathers())
}

/// Whether the consumer of `e` reads it in its own loop order, so that it
/// reads it at computed indices exactly when it is recomputed itself (a
/// `map`'s operands, own-index reads).
pub fn reads_as_it_writes(graph: &LabelledGraph, deps: &DepGraph, e: &DepEdge) -> bool {
    deps.reading(graph, e.to, e.operand)
        .is_some_and(|r| r.order == InOrder::SameAsOutput)
}

/// Per node: whether some clustering may recompute it. It must be total
/// and element-wise ([`ir::total::recomputable`]), not a result of its block,
/// every user a consumer of it through fusible dependencies in its block
/// (a recomputed node is never stored; a read in a lambda is a
/// fusion-preventing dependency), and some consumer must be able to
/// read it at computed indices (a gathering consumer, or a `map` that may
/// be recomputed itself). Consumers come after their producers in node
/// order, so one pass from the last node decides.
pub fn recomputable(graph: &LabelledGraph, deps: &DepGraph) -> Vec<bool> {
    let mut out = vec![false; graph.nodes.len()];
    for p in graph.node_ids().rev() {
        let node = graph.node(p);
        let NodeKind::Op(_) = &node.kind else {
            continue;
        };
        let block = &deps.blocks[deps.block_of[p]];
        let users_fuse = node.outputs.iter().all(|a| {
            !block.results.contains(a)
                && deps.users[*a].iter().all(|u| {
                    deps.block_of[*u] == deps.block_of[p]
                        && deps
                            .out_edges(p)
                            .filter(|e| e.to == *u)
                            .all(|e| e.kind == EdgeKind::Fusible)
                })
        });
        let some_gathering = deps.out_edges(p).any(|e| {
            gathers(graph, deps, e) || (reads_as_it_writes(graph, deps, e) && out[e.to.index()])
        });
        out[p.index()] = ir::total::recomputable(graph, p) && users_fuse && some_gathering;
    }
    out
}

/// A dependency that no clustering fuses: fusion-preventing, or read at
/// computed indices from a producer that cannot be recomputed.
fn never_fused(
    g: &LabelledGraph,
    deps: &DepGraph,
    e: &ir::deps::DepEdge,
    recomputable: &[bool],
) -> bool {
    e.kind != EdgeKind::Fusible || (gathers(g, deps, e) && !recomputable[e.from.index()])
}

/// Analyses the graph. With `presolve` off, only the local facts are used
/// (no fusion-preventing paths, one component per block).
pub fn analyse(graph: &LabelledGraph, deps: &DepGraph, presolve: bool) -> Analysis {
    let n = graph.nodes.len();
    let directions: Vec<Option<Directions>> = graph
        .node_ids()
        .map(|x| node_directions(graph, x))
        .collect();
    let spaces: Vec<Vec<Poly>> = graph
        .node_ids()
        .map(|x| deps.iteration_space(graph, x))
        .collect();
    let recomputable = recomputable(graph, deps);
    let mut cand: BTreeMap<(NodeId, NodeId), Relation> = BTreeMap::new();
    let mut hard_edges: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    let mut soft_edges: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    for e in deps.edges() {
        if never_fused(graph, deps, e, &recomputable) {
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
            && deps.block_of[r.a] == deps.block_of[r.b]
    };
    let mut relations: Vec<Relation> = cand.into_values().filter(|r| local_ok(r)).collect();
    let mut before = PairSet::new(n);
    for &e in &hard_edges {
        before.insert(e);
    }
    // Successors of each node, and an order in which every node comes after
    // its predecessors (the dependencies form a DAG).
    let mut succ: Vec<Vec<NodeId>> = vec![Vec::new(); n];
    for e in deps.edges() {
        succ[e.from.index()].push(e.to);
    }
    for s in &mut succ {
        s.sort();
        s.dedup();
    }
    let topo = topological_order(n, &succ);
    let reaches = reachability(n, &succ, &topo);
    let mut a = Analysis {
        relations: Vec::new(),
        fixed_apart: 0,
        before: PairSet::new(0),
        reaches,
        directions,
        spaces,
        components: Vec::new(),
        presolved: presolve,
        recomputable,
        row_pairs: Vec::new(),
    };
    if presolve {
        relations.retain(|r| !a.loop_conflict(r.a, r.b));
        // Strict order: a path that uses at least one dependency that can
        // never be fused. A dependency whose pair is no longer a candidate is
        // such a one too, so repeat until nothing changes.
        loop {
            let candidates: HashSet<(NodeId, NodeId)> =
                relations.iter().map(|r| (r.a, r.b)).collect();
            let hard = |u: NodeId, v: NodeId| {
                hard_edges.contains(&(u, v)) || !candidates.contains(&key(u, v))
            };
            before = strict_orders(n, &succ, &topo, &a.reaches, &hard);
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
    a.row_pairs = row_pairs(graph, deps, &a);
    if presolve {
        // A row group is a run of consecutive clusters, and a dependency
        // inside it is fused in a cluster (a relation) or joins two of them
        // (a row pair): a path through any other keeps its ends in
        // different row groups. Each row pair removed may bar more.
        let barrier: HashSet<(NodeId, NodeId)> = (deps.edges())
            .filter(|e| e.kind != EdgeKind::Fusible)
            .map(|e| (e.from, e.to))
            .collect();
        loop {
            let joinable: HashSet<(NodeId, NodeId)> =
                a.row_pairs.iter().map(|q| (q.p, q.c)).collect();
            let barred = strict_orders(n, &succ, &topo, &a.reaches, &|u, v| {
                barrier.contains(&(u, v))
                    || (a.relation(u, v).is_none() && !joinable.contains(&(u, v)))
            });
            let count = a.row_pairs.len();
            a.row_pairs.retain(|q| !barred.contains(&(q.p, q.c)));
            if a.row_pairs.len() == count {
                break;
            }
        }
    }
    let pairs: Vec<(NodeId, NodeId)> = (a.relations.iter().map(|r| (r.a, r.b)))
        .chain(a.row_pairs.iter().map(|r| (r.p, r.c)))
        .collect();
    a.components = components(deps, &a.directions, &pairs, presolve);
    if presolve {
        a.row_pairs = without_dominated_rows(&a);
    }
    a
}

/// The row pairs less those where joining is dominated by fusing.
///
/// Take one component and one outermost extent `E`. Suppose every node of
/// the component whose loop runs over `E` iterates over `E` alone (one
/// dimension), and every row pair over `E` joins a pair that may also be
/// fused, with the consumer in the loop itself (the one context `[c]`).
/// Then every member of a row group over `E` runs one loop over `E`, and
/// reads earlier members only in that loop, at its own index. Merging the
/// group into one cluster is valid (the same direction, one nest, no
/// fusion-preventing dependency inside, nothing newly recomputed) and moves
/// no more bytes (row values stay in registers, shared reads are read
/// once). So there is an optimum without row groups over `E`, and the model
/// leaves out their row pairs: joining and fusing would otherwise be two
/// equal ways to one cost, and the solver would branch on both.
fn without_dominated_rows(a: &Analysis) -> Vec<RowPair> {
    let component_of: BTreeMap<NodeId, usize> = (a.components.iter().enumerate())
        .flat_map(|(k, c)| c.iter().map(move |n| (*n, k)))
        .collect();
    let extent = |n: NodeId| a.spaces[n.index()].first();
    // (component, extent) pairs whose row groups may do better than fusing.
    let mut keeps_rows: BTreeSet<(usize, &Poly)> = BTreeSet::new();
    for (k, comp) in a.components.iter().enumerate() {
        for &n in comp {
            if let (true, Some(e)) = (a.spaces[n.index()].len() > 1, extent(n)) {
                keeps_rows.insert((k, e));
            }
        }
    }
    for q in &a.row_pairs {
        let dominated = q.contexts == [vec![q.c]] && a.relation(q.p, q.c).is_some();
        if let (false, Some(e)) = (dominated, extent(q.p)) {
            keeps_rows.insert((component_of[&q.p], e));
        }
    }
    (a.row_pairs.iter())
        .filter(|q| extent(q.p).is_none_or(|e| keeps_rows.contains(&(component_of[&q.p], e))))
        .cloned()
        .collect()
}

/// The longest chain of recomputed nodes a row pair's context follows.
const MAX_CHAIN: usize = 8;

/// The dependencies `p → c` that may join `p`'s and `c`'s clusters into a
/// row group, with the contexts in which `c` reads `p` at the row (see
/// [`RowPair`]). Each is necessary for the checker's rules: every
/// dependency from `p` to `c` is fusible, in one block, between array
/// operations whose loop directions can agree; `p` completes row `i` in
/// its row `i` (`ir::cluster::row_complete`); the loop that evaluates `c`
/// runs over `p`'s outermost extent; and `c`, evaluated there, reads its
/// operands at the row's own index (`ir::access`).
pub fn row_pairs(graph: &LabelledGraph, deps: &DepGraph, a: &Analysis) -> Vec<RowPair> {
    let is_op = |n: NodeId| matches!(graph.node(n).kind, NodeKind::Op(_));
    let mut pairs: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    for e in deps.edges() {
        pairs.insert((e.from, e.to));
    }
    let mut out = Vec::new();
    for (p, c) in pairs {
        let may_join = deps
            .out_edges(p)
            .filter(|e| e.to == c)
            .all(|e| ir::cluster::may_join_rows(graph, deps, e));
        if !may_join || a.directions_conflict(p, c) {
            continue;
        }
        let extent = &a.spaces[p.index()][0];
        let mut contexts = Vec::new();
        let mut chain = vec![c];
        loop {
            let last = *chain.last().expect("non-empty");
            let over_row = a.spaces[last.index()].first() == Some(extent);
            // The node before `last` is recomputed into it only if `last`,
            // which runs in the loop, reads it at computed indices.
            let into_last = match chain[..] {
                [.., before, _] => deps
                    .out_edges(before)
                    .any(|e| e.to == last && gathers(graph, deps, e)),
                _ => true,
            };
            if over_row && into_last && is_op(last) && reads_at_row(graph, deps, p, &chain) {
                contexts.push(chain.clone());
            }
            let users: BTreeSet<NodeId> = deps.out_edges(last).map(|e| e.to).collect();
            let users: Vec<NodeId> = users.into_iter().collect();
            match users[..] {
                [u] if a.recomputable[last.index()] && chain.len() < MAX_CHAIN => chain.push(u),
                _ => break,
            }
        }
        if !contexts.is_empty() {
            out.push(RowPair { p, c, contexts });
        }
    }
    out
}

/// Whether `chain[0]`, recomputed along `chain` into its last node, which
/// runs in the loop, reads `p`'s results at the row's own index.
fn reads_at_row(g: &LabelledGraph, deps: &DepGraph, p: NodeId, chain: &[NodeId]) -> bool {
    let last = chain[chain.len() - 1];
    let at = ir::access::evaluations(g, deps, chain, &|n| n != last);
    deps.in_edges(chain[0]).filter(|e| e.from == p).all(|e| {
        ir::access::at_row(&ir::access::operand_patterns(
            g,
            deps,
            chain[0],
            e.operand,
            &at[&chain[0]],
        ))
    })
}

/// The nodes in an order where each comes after every node it depends on.
fn topological_order(n: usize, succ: &[Vec<NodeId>]) -> Vec<usize> {
    let mut indeg = vec![0usize; n];
    for s in succ {
        for y in s {
            indeg[y.index()] += 1;
        }
    }
    let mut ready: Vec<usize> = (0..n).rev().filter(|x| indeg[*x] == 0).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(x) = ready.pop() {
        order.push(x);
        for y in &succ[x] {
            indeg[y.index()] -= 1;
            if indeg[y.index()] == 0 {
                ready.push(y.index());
            }
        }
    }
    assert_eq!(order.len(), n, "the dependencies form a cycle");
    order
}

/// `(u, v)` for every path of at least one dependency from `u` to `v`.
fn reachability(n: usize, succ: &[Vec<NodeId>], topo: &[usize]) -> PairSet {
    let mut reach = PairSet::new(n);
    for &u in topo.iter().rev() {
        for &y in &succ[u] {
            reach.insert((NodeId::from_index(u), y));
            reach.union_row(u, y.index());
        }
    }
    reach
}

/// `(u, v)` for every path from `u` to `v` that uses a hard dependency
/// (`reaches` is [`reachability`]).
fn strict_orders(
    n: usize,
    succ: &[Vec<NodeId>],
    topo: &[usize],
    reaches: &PairSet,
    hard: &dyn Fn(NodeId, NodeId) -> bool,
) -> PairSet {
    let mut before = PairSet::new(n);
    for &u in topo.iter().rev() {
        let un = NodeId::from_index(u);
        for &y in &succ[u] {
            if hard(un, y) {
                // Everything from y on, and y itself.
                before.insert((un, y));
                let w = before.words;
                let row = &mut before.bits[u * w..(u + 1) * w];
                for (x, r) in row.iter_mut().zip(reaches.row(y.index())) {
                    *x |= *r;
                }
            } else {
                before.union_row(u, y.index());
            }
        }
    }
    before
}

/// Per node of `0..n`, the least node that `pairs` connect it to.
pub fn connected(n: usize, pairs: &[(NodeId, NodeId)]) -> Vec<usize> {
    let mut u = UnionFind::new(n);
    for (x, y) in pairs {
        u.union(x.index(), y.index());
    }
    u.roots()
}

/// The groups of nodes that `pairs` connect (or whole blocks without
/// presolve), merged where they depend on each other both ways, so that
/// choosing inside each group independently never closes a cycle; sorted.
pub fn components(
    deps: &DepGraph,
    directions: &[Option<Directions>],
    pairs: &[(NodeId, NodeId)],
    presolve: bool,
) -> Vec<Vec<NodeId>> {
    let n = directions.len();
    let mut linked = pairs.to_vec();
    if !presolve {
        for b in &deps.blocks {
            let ops: Vec<NodeId> = b
                .nodes
                .iter()
                .copied()
                .filter(|x| directions[x.index()].is_some())
                .collect();
            linked.extend(ops.windows(2).map(|w| (w[0], w[1])));
        }
    }
    let mut groups: BTreeMap<usize, Vec<NodeId>> = BTreeMap::new();
    for (i, r) in connected(n, &linked).into_iter().enumerate() {
        groups.entry(r).or_default().push(NodeId::from_index(i));
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

#[cfg(test)]
mod tests {
    use super::*;
    use testkit::testgen::random_graph;

    type Pairs = BTreeSet<(NodeId, NodeId)>;

    /// `(u, v)` for every path from `u` to `v`, and for those with a hard
    /// dependency, by depth-first search over (node, crossed a hard one).
    fn naive(
        g: &LabelledGraph,
        deps: &DepGraph,
        hard: &dyn Fn(NodeId, NodeId) -> bool,
    ) -> (Pairs, Pairs) {
        let (mut any, mut strict) = (BTreeSet::new(), BTreeSet::new());
        for u in g.node_ids() {
            let mut seen = BTreeSet::new();
            let mut stack = vec![(u, false)];
            while let Some((x, h)) = stack.pop() {
                if !seen.insert((x, h)) {
                    continue;
                }
                if x != u {
                    any.insert((u, x));
                    if h {
                        strict.insert((u, x));
                    }
                }
                for e in deps.edges().filter(|e| e.from == x) {
                    stack.push((e.to, h || hard(e.from, e.to)));
                }
            }
        }
        (any, strict)
    }

    #[test]
    fn paths_and_strict_orders_match_a_search_of_every_path() {
        for seed in 0..300u64 {
            let (_, g, deps) = random_graph(seed, 30);
            for presolve in [false, true] {
                let a = analyse(&g, &deps, presolve);
                let related: BTreeSet<(NodeId, NodeId)> =
                    a.relations.iter().map(|r| (r.a, r.b)).collect();
                let hard = |u: NodeId, v: NodeId| {
                    let key = if u < v { (u, v) } else { (v, u) };
                    let e_hard = deps.edges().any(|e| {
                        (e.from, e.to) == (u, v) && never_fused(&g, &deps, e, &a.recomputable)
                    });
                    e_hard || (presolve && !related.contains(&key))
                };
                let (any, strict) = naive(&g, &deps, &hard);
                assert_eq!(
                    a.reaches.iter().collect::<BTreeSet<_>>(),
                    any,
                    "seed {seed}"
                );
                if presolve {
                    assert_eq!(
                        a.before.iter().collect::<BTreeSet<_>>(),
                        strict,
                        "seed {seed}"
                    );
                    for r in &a.relations {
                        assert!(!strict.contains(&(r.a, r.b)) && !strict.contains(&(r.b, r.a)));
                    }
                }
                assert_eq!(a.before.len(), a.before.iter().count());
            }
        }
    }

    #[test]
    fn pair_sets_hold_what_is_inserted() {
        let mut s = PairSet::new(130);
        assert!(s.is_empty());
        for (u, v) in [(0, 0), (0, 129), (64, 63), (129, 64)] {
            s.insert((NodeId::new(u), NodeId::new(v)));
        }
        let got: Vec<(usize, usize)> = s.iter().map(|(u, v)| (u.index(), v.index())).collect();
        assert_eq!(got, [(0, 0), (0, 129), (64, 63), (129, 64)]);
        assert!(s.contains(&(NodeId::new(64), NodeId::new(63))));
        assert!(!s.contains(&(NodeId::new(63), NodeId::new(64))));
        assert!(!s.contains(&(NodeId::new(200), NodeId::new(0))));
        assert_eq!(s.len(), 4);
    }

    /// The row pairs of `text` by label, with presolve and without.
    fn rows_of(text: &str) -> [Vec<(String, String)>; 2] {
        let (_, g, deps) = testkit::testgen::graph_of(text);
        [true, false].map(|presolve| {
            let a = analyse(&g, &deps, presolve);
            let label = |n: NodeId| g.node(n).label.to_string();
            a.row_pairs
                .iter()
                .map(|q| (label(q.p), label(q.c)))
                .collect()
        })
    }

    fn pair(p: &str, c: &str) -> (String, String) {
        (p.to_string(), c.to_string())
    }

    #[test]
    fn one_dimensional_joins_are_left_to_fusion() {
        let [with, without] = rows_of(
            "def f (xs: [n]i64) : [n]i64 =\n\
             \x20 let a = map (\\x -> x + 1) xs\n\
             \x20 let b = map (\\x -> x * 2) a\n\
             \x20 in b\n",
        );
        assert_eq!(without, [pair("a", "b")]);
        assert!(with.is_empty(), "{with:?}");
    }

    #[test]
    fn rows_over_a_two_dimensional_loop_stay() {
        let [with, without] = rows_of(
            "def f (xss: [m][n]i64) : [m]i64 =\n\
             \x20 let s = fold (+) 0 xss\n\
             \x20 let t = map (\\x -> x + 1) s\n\
             \x20 in t\n",
        );
        assert_eq!(with, [pair("s", "t")]);
        assert_eq!(without, with);
    }

    #[test]
    fn a_path_through_a_fusion_preventing_dependency_bars_a_row_pair() {
        // `u` needs all of `t`, which needs all of `s`: `s` and `u` are
        // never in one row group, though `u` reads `s` at its row.
        let [with, without] = rows_of(
            "def f (xss: [m][n]i64) : [m]i64 =\n\
             \x20 let s = fold (+) 0 xss\n\
             \x20 let t = fold (+) 0 s\n\
             \x20 let u = map (\\x -> x + (the t)) s\n\
             \x20 in u\n",
        );
        assert!(without.contains(&pair("s", "u")), "{without:?}");
        assert!(!with.contains(&pair("s", "u")), "{with:?}");
    }
}

//! Clusterings and their validity (van Balen §4.3). A [`Clustering`] is an
//! ordered partition of a labelled graph's nodes: each cluster becomes one
//! loop nest, run in the given order. Every dependency inside a cluster is
//! fused; sibling nodes inside a cluster share their reads.
//!
//! A clustering is valid when (each rule is a [`Violation`]):
//! - it is a partition, and each cluster lies in one block;
//! - every dependency between clusters goes forward in the order (acyclic);
//! - no fusion-preventing dependency lies inside a cluster;
//! - each cluster is connected by its dependencies, sibling pairs and
//!   shared `the` reads;
//! - traversal orders agree: the cluster's loop runs one direction `D`
//!   (forward or backward); every node in the loop reads and writes in `D`
//!   (a `scanl` never shares a loop with a `scanr`); a node that some
//!   consumer in its cluster reads at computed indices (`backpermute`,
//!   `replicate`, …) is *gathered*: recomputed on demand at every read in
//!   the cluster (a consumer reading it in the loop recomputes it at its own
//!   index), which only total element-wise producers allow, and then it
//!   cannot be manifest; a `transpose` that nothing may fuse with as a
//!   consumer is *written through* (its loop runs over its operand's space
//!   in order and stores each element at the transposed index,
//!   [`DepGraph::through`]);
//! - the iteration spaces of the nodes in the loop nest are prefixes of one
//!   nest (`[m]` with `[m][n]`, never `[n]` with `[k]`).
//!
//! Consecutive clusters may form a *row group*: they share their outermost
//! loop and run one after another in each of its iterations, so a value a
//! cluster computes once per row (a fold's row result) is used across a
//! later cluster's inner loop without being stored ([`check_rows`]'s
//! rules). A rank-1 result of a member read by later members is such a *row
//! value*: it is passed in a variable, and stored only if something outside
//! the group needs it ([`is_manifest`]).

use crate::access;
use crate::deps::{DepEdge, DepGraph, EdgeKind};
use crate::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use crate::ops::{props, InOrder, Order};
use crate::size::Poly;
use std::collections::HashSet;

pub use crate::id::ClusterId;
use crate::id::IdVec;

/// An ordered partition of the nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clustering {
    clusters: IdVec<ClusterId, Vec<NodeId>>,
    cluster_of: IdVec<NodeId, ClusterId>,
    /// Per cluster: it shares the outermost loop of the cluster before it
    /// (the same row group); the first cluster never does.
    joined: IdVec<ClusterId, bool>,
}

impl Clustering {
    /// Builds a clustering from clusters in execution order; each node must
    /// appear exactly once (the other rules are [`check`]'s).
    pub fn new(node_count: usize, clusters: Vec<Vec<NodeId>>) -> Result<Clustering, Violation> {
        let clusters: IdVec<ClusterId, Vec<NodeId>> = clusters.into();
        let mut cluster_of: IdVec<NodeId, Option<ClusterId>> = IdVec::filled(None, node_count);
        for (c, nodes) in clusters.iter_ids() {
            if nodes.is_empty() {
                return Err(Violation::NotAPartition(format!("cluster {c} is empty")));
            }
            for n in nodes {
                match cluster_of.get_mut(*n) {
                    Some(slot @ None) => *slot = Some(c),
                    Some(Some(_)) => {
                        return Err(Violation::NotAPartition(format!(
                            "node {n} is in two clusters"
                        )))
                    }
                    None => {
                        return Err(Violation::NotAPartition(format!("node {n} does not exist")))
                    }
                }
            }
        }
        let cluster_of = cluster_of
            .iter_ids()
            .map(|(n, c)| {
                c.ok_or_else(|| Violation::NotAPartition(format!("node {n} is in no cluster")))
            })
            .collect::<Result<_, _>>()?;
        let joined = IdVec::filled(false, clusters.len());
        Ok(Clustering {
            clusters,
            cluster_of,
            joined,
        })
    }

    /// The same clusters, with the row groups given by `joined` (per
    /// cluster: it shares the outermost loop of the one before it). Whether
    /// the groups are valid is [`check`]'s.
    pub fn with_rows(mut self, joined: Vec<bool>) -> Result<Clustering, Violation> {
        if joined.len() != self.clusters.len() || joined.first() == Some(&true) {
            return Err(Violation::NotAPartition(format!(
                "{} row-group marks for {} clusters, or the first cluster joined to none",
                joined.len(),
                self.clusters.len()
            )));
        }
        self.joined = joined.into();
        Ok(self)
    }

    /// Whether cluster `c` shares the outermost loop of cluster `c - 1`.
    pub fn joined(&self, c: ClusterId) -> bool {
        self.joined[c]
    }

    /// The first cluster of `c`'s row group (`c` itself when it is alone).
    pub fn row_group(&self, c: ClusterId) -> ClusterId {
        let mut first = c.index();
        while first > 0 && self.joined[ClusterId::from_index(first)] {
            first -= 1;
        }
        ClusterId::from_index(first)
    }

    /// The node of cluster `c` when `c` is an *alias*: one [`aliasable`]
    /// node alone in its row group. Its operand is then stored by another
    /// cluster (or a parameter), and its result is that storage under other
    /// extents: no loop and no traffic, in the cost model and in every
    /// executor (`Item::Alias`).
    pub fn alias(&self, graph: &LabelledGraph, c: ClusterId) -> Option<NodeId> {
        let [n] = self.nodes(c) else {
            return None;
        };
        let next_joined = self
            .joined
            .get(ClusterId::from_index(c.index() + 1))
            .copied()
            .unwrap_or(false);
        (aliasable(graph, *n) && !self.joined[c] && !next_joined).then_some(*n)
    }

    /// The row groups, as ranges of consecutive clusters.
    pub fn row_groups(&self) -> Vec<std::ops::Range<usize>> {
        let mut out: Vec<std::ops::Range<usize>> = Vec::new();
        for (c, &j) in self.joined.iter_ids() {
            match out.last_mut() {
                Some(r) if j => r.end = c.index() + 1,
                _ => out.push(c.index()..c.index() + 1),
            }
        }
        out
    }

    /// Whether some row group holds more than one cluster.
    pub fn has_rows(&self) -> bool {
        self.joined.iter_ids().any(|(_, j)| *j)
    }

    /// Orders groups of nodes (a partition) into a clustering: a group runs
    /// after every group it depends on, ties broken by first node. Fails on
    /// a cycle between groups.
    pub fn from_groups(
        deps: &DepGraph,
        node_count: usize,
        groups: Vec<Vec<NodeId>>,
    ) -> Result<Clustering, Violation> {
        let rows: Vec<usize> = (0..groups.len()).collect();
        Clustering::from_row_groups(deps, node_count, groups, &rows)
    }

    /// The clustering whose clusters are `clusters`' groups and whose row
    /// groups are `rows`' (each cluster inside one row group: every union of
    /// `clusters` also made in `rows`), ordered as by
    /// [`Clustering::from_row_groups`]. Fails as it does.
    pub fn from_union_finds(
        deps: &DepGraph,
        clusters: &mut crate::union_find::UnionFind,
        rows: &mut crate::union_find::UnionFind,
    ) -> Result<Clustering, Violation> {
        let roots = clusters.roots();
        let n = roots.len();
        let mut members: std::collections::BTreeMap<usize, Vec<NodeId>> = Default::default();
        for (i, r) in roots.into_iter().enumerate() {
            members.entry(r).or_default().push(NodeId::from_index(i));
        }
        let row_group: Vec<usize> = members.keys().map(|r| rows.find(*r)).collect();
        Clustering::from_row_groups(deps, n, members.into_values().collect(), &row_group)
    }

    /// Orders clusters (a partition of the nodes) with row groups:
    /// `row_group[k]` numbers the row group of cluster `k`. Row groups run
    /// after every row group they depend on, and the clusters of one run
    /// consecutively, each after every cluster of its group it depends on
    /// (ties broken by first node at both levels); every cluster but the
    /// first of its row group is joined. Fails on a cycle between row
    /// groups or between clusters.
    pub fn from_row_groups(
        deps: &DepGraph,
        node_count: usize,
        clusters: Vec<Vec<NodeId>>,
        row_group: &[usize],
    ) -> Result<Clustering, Violation> {
        if let Some(i) = clusters.iter().position(|g| g.is_empty()) {
            return Err(Violation::NotAPartition(format!("group {i} is empty")));
        }
        if row_group.len() != clusters.len() {
            return Err(Violation::NotAPartition(format!(
                "{} row groups named for {} clusters",
                row_group.len(),
                clusters.len()
            )));
        }
        let mut clusters = clusters;
        let mut cluster_of = vec![usize::MAX; node_count];
        for (i, grp) in clusters.iter_mut().enumerate() {
            grp.sort();
            for n in grp.iter() {
                if let Some(slot) = cluster_of.get_mut(n.index()) {
                    *slot = i;
                }
            }
        }
        if cluster_of.contains(&usize::MAX) {
            return Err(Violation::NotAPartition("a node is in no group".into()));
        }
        let cycle = || Violation::Order {
            from: "a cluster".into(),
            to: "another that it also depends on (cycle)".into(),
        };
        // Row groups, numbered densely, each with its clusters and first node.
        let mut ids: Vec<usize> = row_group.to_vec();
        ids.sort_unstable();
        ids.dedup();
        let dense = |k: usize| ids.binary_search(&row_group[k]).expect("listed");
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); ids.len()];
        for k in 0..clusters.len() {
            members[dense(k)].push(k);
        }
        let first = |ks: &[usize]| ks.iter().map(|k| clusters[*k][0]).min().expect("non-empty");
        let group_first: Vec<NodeId> = members.iter().map(|ks| first(ks)).collect();
        let group_edges = deps.edges().map(|e| {
            (
                dense(cluster_of[e.from.index()]),
                dense(cluster_of[e.to.index()]),
            )
        });
        let group_order = topological(&group_first, group_edges).ok_or_else(cycle)?;
        // Per row group, the edges between its clusters (by position in it).
        let mut position = vec![0usize; clusters.len()];
        for ks in &members {
            for (i, k) in ks.iter().enumerate() {
                position[*k] = i;
            }
        }
        let mut inner_edges: Vec<Vec<(usize, usize)>> = vec![Vec::new(); members.len()];
        for e in deps.edges() {
            let (a, b) = (cluster_of[e.from.index()], cluster_of[e.to.index()]);
            if a != b && dense(a) == dense(b) {
                inner_edges[dense(a)].push((position[a], position[b]));
            }
        }
        let mut order: Vec<usize> = Vec::with_capacity(clusters.len());
        let mut joined: Vec<bool> = Vec::with_capacity(clusters.len());
        for grp in group_order {
            let ks = &members[grp];
            let firsts: Vec<NodeId> = ks.iter().map(|k| clusters[*k][0]).collect();
            let edges = inner_edges[grp].iter().copied();
            let inner = topological(&firsts, edges).ok_or_else(cycle)?;
            for (i, k) in inner.into_iter().enumerate() {
                order.push(ks[k]);
                joined.push(i > 0);
            }
        }
        let ordered = order
            .into_iter()
            .map(|k| std::mem::take(&mut clusters[k]))
            .collect();
        Clustering::new(node_count, ordered)?.with_rows(joined)
    }

    /// Every node alone, in node order (the `none` strategy).
    pub fn singletons(node_count: usize) -> Clustering {
        Clustering::new(
            node_count,
            (0..node_count as u32)
                .map(|i| vec![NodeId::new(i)])
                .collect(),
        )
        .expect("singletons are a partition")
    }

    pub fn clusters(&self) -> &[Vec<NodeId>] {
        self.clusters.as_slice()
    }

    pub fn cluster_of(&self, n: NodeId) -> ClusterId {
        self.cluster_of[n]
    }

    pub fn len(&self) -> usize {
        self.clusters.len()
    }

    pub fn is_empty(&self) -> bool {
        self.clusters.is_empty()
    }

    /// The nodes it partitions (the graph's node count).
    pub fn node_count(&self) -> usize {
        self.cluster_of.len()
    }

    pub fn nodes(&self, c: ClusterId) -> &[NodeId] {
        &self.clusters[c]
    }
}

/// An order of `first.len()` items in which each comes after every item
/// it has an edge from (self-edges ignored), ties broken by `first`;
/// `None` on a cycle.
fn topological(
    first: &[NodeId],
    edges: impl Iterator<Item = (usize, usize)>,
) -> Option<Vec<usize>> {
    let n = first.len();
    let mut indeg = vec![0usize; n];
    let mut succ: Vec<std::collections::BTreeSet<usize>> = vec![Default::default(); n];
    for (a, b) in edges {
        if a != b && succ[a].insert(b) {
            indeg[b] += 1;
        }
    }
    let mut ready: std::collections::BTreeSet<(NodeId, usize)> = (0..n)
        .filter(|g| indeg[*g] == 0)
        .map(|g| (first[g], g))
        .collect();
    let mut order = Vec::with_capacity(n);
    while let Some((_, x)) = ready.pop_first() {
        order.push(x);
        for &s in &succ[x] {
            indeg[s] -= 1;
            if indeg[s] == 0 {
                ready.insert((first[s], s));
            }
        }
    }
    (order.len() == n).then_some(order)
}

/// Why a clustering is invalid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Violation {
    #[error("not a partition of the nodes: {0}")]
    NotAPartition(String),
    #[error("cluster {0} mixes nodes of different blocks")]
    MixedBlocks(ClusterId),
    #[error("`{to}` needs `{from}`, which runs in a later cluster")]
    Order { from: String, to: String },
    #[error("`{from}` and `{to}` are fused across a fusion-preventing dependency ({why})")]
    Barrier {
        from: String,
        to: String,
        why: String,
    },
    #[error("cluster {0} is not connected by dependencies or shared inputs")]
    Disconnected(ClusterId),
    #[error("cluster {cluster}: traversal orders cannot agree ({why})")]
    Traversal { cluster: ClusterId, why: String },
    #[error("cluster {cluster}: iteration spaces {a} and {b} are not one loop nest")]
    Space {
        cluster: ClusterId,
        a: String,
        b: String,
    },
    #[error("cluster {cluster} cannot share the outermost loop of the cluster before it: {why}")]
    Rows { cluster: ClusterId, why: String },
}

/// What [`check`] decided for a valid clustering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// Per cluster: the loop direction.
    pub direction: Vec<Order>,
    /// Per node: recomputed on demand inside its consumers (a delayed array).
    pub gathered: Vec<bool>,
}

/// Whether node `n`, alone in its cluster, is an alias of its operand: its
/// operation is one the table marks `alias` (a `reshape`), and its extents
/// read no `the` value (no rank-0 array: an alias loads nothing).
pub fn aliasable(graph: &LabelledGraph, n: NodeId) -> bool {
    let node = graph.node(n);
    let NodeKind::Op(op) = &node.kind else {
        return false;
    };
    props(op.kind()).alias && node.reads.iter().all(|a| graph.array(*a).ty.rank() > 0)
}

/// Whether an array is needed in memory: it is a result of its block, or
/// some user is in another cluster, unless that user reads it as a row
/// value ([`is_row_value`]).
pub fn is_manifest(graph: &LabelledGraph, deps: &DepGraph, cl: &Clustering, a: ArrayId) -> bool {
    let Some(p) = graph.array(a).producer else {
        return true;
    };
    let block = &deps.blocks[deps.block_of[p]];
    block.results.contains(&a)
        || deps.users[a]
            .iter()
            .any(|u| cl.cluster_of(*u) != cl.cluster_of(p) && !is_row_value(graph, cl, a, *u))
}

/// Whether `user` reads `a` as a row value: `a` has rank 1 and its producer
/// runs in an earlier cluster of `user`'s row group. In a valid clustering
/// such a read is at the row's own index (`check_rows`), of an element the
/// producer computed earlier in the same iteration: a variable, not a load.
pub fn is_row_value(graph: &LabelledGraph, cl: &Clustering, a: ArrayId, user: NodeId) -> bool {
    let Some(p) = graph.array(a).producer else {
        return false;
    };
    let (cp, cu) = (cl.cluster_of(p), cl.cluster_of(user));
    graph.array(a).ty.rank() == 1 && cp < cu && cl.row_group(cp) == cl.row_group(cu)
}

/// Checks every rule; on success returns the loop directions and the
/// gathered nodes.
pub fn check(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
) -> Result<Schedule, Violation> {
    if cl.cluster_of.len() != graph.nodes.len() {
        return Err(Violation::NotAPartition(format!(
            "{} nodes clustered, the graph has {}",
            cl.cluster_of.len(),
            graph.nodes.len()
        )));
    }
    for e in deps.edges() {
        if cl.cluster_of(e.from) > cl.cluster_of(e.to) {
            return Err(Violation::Order {
                from: graph.node(e.from).label.to_string(),
                to: graph.node(e.to).label.to_string(),
            });
        }
    }
    let mut direction = Vec::with_capacity(cl.len());
    let mut gathered = vec![false; graph.nodes.len()];
    for c in 0..cl.len() {
        let cid = ClusterId::from_index(c);
        let (d, gath) = check_cluster(graph, deps, cl, cid)?;
        for (n, gv) in cl.nodes(cid).iter().zip(gath) {
            gathered[n.index()] = gv;
        }
        direction.push(d);
    }
    // A row group's members run in one direction: the first that all allow.
    for group in cl.row_groups().into_iter().filter(|r| r.len() > 1) {
        let members: Vec<NodeId> = group
            .clone()
            .flat_map(|c| cl.nodes(ClusterId::from_index(c)).iter().copied())
            .collect();
        let Some(&d) = directions(graph, &members, &|n| gathered[n.index()]).first() else {
            return Err(Violation::Rows {
                cluster: ClusterId::new(group.end as u32 - 1),
                why: "its members' loops cannot run in one direction".into(),
            });
        };
        direction[group].fill(d);
    }
    let sched = Schedule {
        direction,
        gathered,
    };
    check_rows(graph, deps, cl, &sched)?;
    Ok(sched)
}

/// The rules of row groups (consecutive clusters sharing their outermost
/// loop, [`Clustering::with_rows`]):
/// - every member is a loop nest of array operations (no `unit`, `if`,
///   `loop` or size check), and every node in its loop iterates over a
///   space of rank ≥ 1 whose outermost extent is the group's;
/// - the members' loops run in one direction;
/// - a dependency between members is fusible (a fusion-preventing one needs
///   its array complete first), from a node in its cluster's loop whose
///   result may be fused and whose output's extents are a prefix of its
///   iteration space (its row `i` is complete after its row `i`), and its
///   consumer reads it only at the row's own index: axis 0 of every index
///   at which the later member reads it ([`access`]) is the outermost loop's.
///
/// Together with the order between clusters these make each row of each
/// member need only rows of the same index of earlier members, computed
/// earlier in the same iteration.
fn check_rows(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
) -> Result<(), Violation> {
    for group in cl.row_groups().into_iter().filter(|r| r.len() > 1) {
        let mut extent: Option<Poly> = None;
        for c in group.clone() {
            let cid = ClusterId::from_index(c);
            let bad = |why: String| Violation::Rows { cluster: cid, why };
            let label = |n: NodeId| g.node(n).label.to_string();
            let nodes = cl.nodes(cid);
            let gathered = |n: NodeId| sched.gathered[n.index()];
            if sched.direction[c] != sched.direction[group.start] {
                return Err(bad("its loop runs in the other direction".into()));
            }
            for &n in nodes {
                if !matches!(g.node(n).kind, NodeKind::Op(_)) {
                    return Err(bad(format!("`{}` is not an array operation", label(n))));
                }
                if gathered(n) {
                    continue;
                }
                let space = deps.iteration_space(g, n);
                let Some(outer) = space.first() else {
                    return Err(bad(format!("`{}` has no loop", label(n))));
                };
                match &extent {
                    Some(e) if e != outer => {
                        return Err(bad(format!(
                            "`{}` iterates over [{outer}], the group over [{e}]",
                            label(n)
                        )))
                    }
                    _ => extent = Some(outer.clone()),
                }
            }
            if c == group.start {
                continue;
            }
            let at = access::evaluations(g, deps, nodes, &gathered);
            for &n in nodes {
                for e in deps.in_edges(n) {
                    let cp = cl.cluster_of(e.from).index();
                    if cp < group.start || cp >= c {
                        continue;
                    }
                    let (from, to) = (label(e.from), label(n));
                    if let EdgeKind::Infusible(why) = e.kind {
                        return Err(bad(format!("`{to}` needs all of `{from}` ({why})")));
                    }
                    if !row_complete(g, deps, e.from) || sched.gathered[e.from.index()] {
                        return Err(bad(format!(
                            "`{from}`'s row is not complete after its row's iteration"
                        )));
                    }
                    if !access::at_row(&access::operand_patterns(g, deps, n, e.operand, &at[&n])) {
                        return Err(bad(format!(
                            "`{to}` reads `{from}` at another row than its own"
                        )));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether dependency `e` may lie between two members of a row group, by
/// the rules that concern the edge alone: fusible, between array
/// operations of one block, from a node that completes its row `i` in its
/// row `i` ([`row_complete`]). (The group also needs the producer in its
/// cluster's loop and the read at the row: [`check`].)
pub fn may_join_rows(graph: &LabelledGraph, deps: &DepGraph, e: &DepEdge) -> bool {
    let is_op = |n: NodeId| matches!(graph.node(n).kind, NodeKind::Op(_));
    e.kind == EdgeKind::Fusible
        && is_op(e.from)
        && is_op(e.to)
        && deps.block_of[e.from] == deps.block_of[e.to]
        && row_complete(graph, deps, e.from)
}

/// Whether node `p`, in its loop, completes row `i` of its output in its
/// own row `i`: its result may be fused (the table's `output_fusible`: it
/// writes each element at its own index), it does not write through (a
/// `transpose`'s row `i` is column `i` of its loop) and its output's extents
/// are a prefix of its iteration space.
pub fn row_complete(graph: &LabelledGraph, deps: &DepGraph, p: NodeId) -> bool {
    let NodeKind::Op(op) = &graph.node(p).kind else {
        return false;
    };
    let space = deps.iteration_space(graph, p);
    props(op.kind()).output_fusible
        && !deps.through[p]
        && graph.node(p).outputs.iter().all(|a| {
            let dims = &deps.dims[*a];
            !dims.is_empty() && space.starts_with(dims)
        })
}

/// The rules that concern cluster `c` alone (one block, no barrier inside,
/// connected, traversal orders, one nest); the order between clusters is
/// [`check`]'s. A cluster's verdict depends only on its own nodes, so a
/// strategy that merges two clusters of a valid clustering (in an order
/// that [`Clustering::from_groups`] accepts) need check only the merged one.
/// Returns the loop direction and, per node of `c`, whether it is gathered.
pub fn check_cluster(
    graph: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    c: ClusterId,
) -> Result<(Order, Vec<bool>), Violation> {
    let nodes = cl.nodes(c);
    let block = deps.block_of[nodes[0]];
    if nodes.iter().any(|n| deps.block_of[*n] != block) {
        return Err(Violation::MixedBlocks(c));
    }
    for &n in nodes {
        for e in deps.in_edges(n).filter(|e| cl.cluster_of(e.from) == c) {
            if let EdgeKind::Infusible(why) = e.kind {
                return Err(Violation::Barrier {
                    from: graph.node(e.from).label.to_string(),
                    to: graph.node(e.to).label.to_string(),
                    why: why.to_string(),
                });
            }
        }
    }
    if nodes.len() > 1 {
        connected(deps, cl, c)?;
    }
    solve_cluster(graph, deps, cl, c, nodes)
}

fn connected(deps: &DepGraph, cl: &Clustering, c: ClusterId) -> Result<(), Violation> {
    let nodes = cl.nodes(c);
    let mut seen: HashSet<NodeId> = HashSet::new();
    let mut stack = vec![nodes[0]];
    let inside = |n: NodeId| cl.cluster_of(n) == c;
    while let Some(n) = stack.pop() {
        if !seen.insert(n) {
            continue;
        }
        let near = deps
            .out_edges(n)
            .map(|e| e.to)
            .chain(deps.in_edges(n).map(|e| e.from))
            .chain(deps.partners[n].iter().copied());
        stack.extend(near.filter(|m| inside(*m)));
    }
    if seen.len() == nodes.len() {
        Ok(())
    } else {
        Err(Violation::Disconnected(c))
    }
}

/// Whether the consumer of `e` reads its producer at computed indices:
/// it reads the operand so ([`crate::ops::Reading::gathers`]), or reads it
/// in its own order and is recomputed itself (`consumer_gathered`).
fn reads_gathered(
    g: &LabelledGraph,
    deps: &DepGraph,
    e: &DepEdge,
    consumer_gathered: bool,
) -> bool {
    match deps.reading(g, e.to, e.operand) {
        Some(r) => match r.order {
            InOrder::Gather => true,
            InOrder::SameAsOutput => consumer_gathered,
            InOrder::OneOf(_) => false,
        },
        None => false,
    }
}

/// The loop directions (forward first) that every node of `nodes` in the
/// loop (not `gathered`) allows.
fn directions(
    g: &LabelledGraph,
    nodes: &[NodeId],
    gathered: &dyn Fn(NodeId) -> bool,
) -> Vec<Order> {
    [Order::Forward, Order::Backward]
        .into_iter()
        .filter(|d| {
            nodes.iter().all(|n| {
                if gathered(*n) {
                    return true;
                }
                match &g.node(*n).kind {
                    NodeKind::Op(op) => {
                        let p = props(op.kind());
                        let out_ok = p.output.contains(d) || p.output == [Order::Scatter];
                        let in_ok = match p.input {
                            InOrder::OneOf(set) => set.contains(d),
                            _ => true,
                        };
                        out_ok && in_ok
                    }
                    _ => true,
                }
            })
        })
        .collect()
}

/// Decides the gathered nodes and the loop direction of cluster `c`, which
/// holds `nodes`.
fn solve_cluster(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    c: ClusterId,
    nodes: &[NodeId],
) -> Result<(Order, Vec<bool>), Violation> {
    let bad = |why: String| Violation::Traversal { cluster: c, why };
    let label = |n: NodeId| g.node(n).label.to_string();
    // Gathered-ness, from consumers to producers (reverse node order is a
    // reverse topological order within a block).
    let mut order: Vec<NodeId> = nodes.to_vec();
    order.sort();
    let mut gathered: std::collections::HashMap<NodeId, bool> = std::collections::HashMap::new();
    for &p in order.iter().rev() {
        // Read at computed indices by one consumer, the node is recomputed
        // wherever the cluster reads it: a consumer that reads it in the
        // loop recomputes it at its own index (counted as duplication).
        let any = deps
            .out_edges(p)
            .filter(|e| cl.cluster_of(e.to) == c)
            .any(|e| reads_gathered(g, deps, e, gathered.get(&e.to).copied().unwrap_or(false)));
        if any {
            let NodeKind::Op(op) = &g.node(p).kind else {
                return Err(bad(format!(
                    "`{}` cannot be recomputed on demand",
                    label(p)
                )));
            };
            if !props(op.kind()).output.contains(&Order::Gather) {
                return Err(bad(format!(
                    "`{}` ({}) cannot be recomputed at computed indices",
                    label(p),
                    op.kind()
                )));
            }
            // Recomputed at computed indices, some elements may never be
            // computed: only a total producer keeps every error of the
            // reference, which computes them all.
            if !crate::total::total(g, p) {
                return Err(bad(format!(
                    "`{}` may fail at run time, so it cannot be recomputed at computed indices",
                    label(p)
                )));
            }
            if g.node(p)
                .outputs
                .iter()
                .any(|a| is_manifest(g, deps, cl, *a))
            {
                return Err(bad(format!(
                    "`{}` is recomputed on demand but also needed in memory",
                    label(p)
                )));
            }
        }
        gathered.insert(p, any);
    }
    // One loop direction for every node in the loop.
    let Some(&direction) = directions(g, nodes, &|n| gathered[&n]).first() else {
        return Err(bad("some nodes run forward and others backward".into()));
    };
    // Iteration spaces of the nodes in the loop form one nest.
    let mut spaces: Vec<(NodeId, Vec<Poly>)> = nodes
        .iter()
        .filter(|n| !gathered[n])
        .map(|n| (*n, deps.iteration_space(g, *n)))
        .collect();
    spaces.sort_by_key(|(_, s)| std::cmp::Reverse(s.len()));
    if let Some((_, longest)) = spaces.first() {
        for (_, s) in &spaces[1..] {
            if longest[..s.len()] != s[..] {
                let show = |v: &[Poly]| v.iter().map(|p| format!("[{p}]")).collect::<String>();
                return Err(Violation::Space {
                    cluster: c,
                    a: show(longest),
                    b: show(s),
                });
            }
        }
    }
    Ok((direction, nodes.iter().map(|n| gathered[n]).collect()))
}

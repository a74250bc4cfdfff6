//! A valid clustering near a solution that breaks a rule.
//!
//! A round of the `cuts` formulation ([`crate::cuts`]) can end with fused
//! pairs and joined row pairs that break a rule: a time limit stopped it
//! before the cuts were added, or the cuts of one round did not suffice. Its
//! decisions are still mostly good. [`repair`] keeps as many of them as it
//! can: it merges the fused pairs (all at once, or one at a time where
//! together they break a rule), then joins the row pairs one at a time,
//! keeping each step whose clustering `ir::cluster::check` accepts. The
//! model then starts from the result where it beats the warm start, and a
//! stopped solve answers with it.

use ir::cluster::{check, Clustering, Schedule, Violation};
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};
use ir::UnionFind;
use std::collections::HashSet;

/// Clusters and row groups as two union-finds over the nodes (every
/// cluster lies inside one row group): the one home of building a
/// clustering from fused and joined pairs.
#[derive(Clone)]
pub(crate) struct Groups {
    clusters: UnionFind,
    rows: UnionFind,
}

impl Groups {
    /// Every node alone.
    pub(crate) fn new(n: usize) -> Groups {
        Groups {
            clusters: UnionFind::new(n),
            rows: UnionFind::new(n),
        }
    }

    /// The groups of `fused` pairs (one cluster each) in the row groups of
    /// `fused` and `joined` pairs.
    pub(crate) fn of(n: usize, fused: &[(NodeId, NodeId)], joined: &[(NodeId, NodeId)]) -> Groups {
        let mut groups = Groups::new(n);
        for (a, b) in fused {
            groups.fuse(*a, *b);
        }
        for (a, b) in joined {
            groups.join(*a, *b);
        }
        groups
    }

    /// The clustering, ordered by [`Clustering::from_union_finds`].
    pub(crate) fn clustering(&mut self, deps: &DepGraph) -> Result<Clustering, Violation> {
        Clustering::from_union_finds(deps, &mut self.clusters, &mut self.rows)
    }

    pub(crate) fn fuse(&mut self, a: NodeId, b: NodeId) {
        self.clusters.union(a.index(), b.index());
        self.rows.union(a.index(), b.index());
    }

    pub(crate) fn join(&mut self, a: NodeId, b: NodeId) {
        self.rows.union(a.index(), b.index());
    }

    /// The clustering with its schedule, or `None` when it breaks a rule.
    fn valid(&mut self, g: &LabelledGraph, deps: &DepGraph) -> Option<(Clustering, Schedule)> {
        let cl = self.clustering(deps).ok()?;
        let schedule = check(g, deps, &cl).ok()?;
        Some((cl, schedule))
    }
}

/// A valid clustering that is `outside`'s on the nodes not in `comp` and,
/// inside, keeps as many of `fused` (pairs of `comp`'s nodes in one
/// cluster) and `joined` (pairs whose clusters share a row group) as it
/// can. `None` when `outside` itself is not valid with `comp`'s nodes alone.
pub fn repair(
    g: &LabelledGraph,
    deps: &DepGraph,
    outside: &Clustering,
    comp: &[NodeId],
    fused: &[(NodeId, NodeId)],
    joined: &[(NodeId, NodeId)],
) -> Option<(Clustering, Schedule)> {
    let n = g.nodes.len();
    let inside: HashSet<NodeId> = comp.iter().copied().collect();
    let mut groups = Groups::new(n);
    for (i, c) in outside.clusters().iter().enumerate() {
        let first = c[0];
        if inside.contains(&first) {
            continue;
        }
        for m in &c[1..] {
            groups.fuse(first, *m);
        }
        let head = outside.nodes(outside.row_group(ir::cluster::ClusterId::from_index(i)))[0];
        groups.join(head, first);
    }
    let mut all = groups.clone();
    for (a, b) in fused {
        all.fuse(*a, *b);
    }
    let mut best = match all.valid(g, deps) {
        Some(ok) => {
            groups = all;
            ok
        }
        None => {
            let mut best = groups.valid(g, deps)?;
            for (a, b) in fused {
                let mut trial = groups.clone();
                trial.fuse(*a, *b);
                if let Some(ok) = trial.valid(g, deps) {
                    (groups, best) = (trial, ok);
                }
            }
            best
        }
    };
    for (a, b) in joined {
        if groups.rows.find(a.index()) == groups.rows.find(b.index()) {
            continue;
        }
        let mut trial = groups.clone();
        trial.join(*a, *b);
        if let Some(ok) = trial.valid(g, deps) {
            (groups, best) = (trial, ok);
        }
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::relations::analyse;
    use testkit::testgen::random_graph;

    /// The nodes of `cl` in one cluster with `n`.
    fn together(cl: &Clustering, a: NodeId, b: NodeId) -> bool {
        cl.cluster_of(a) == cl.cluster_of(b)
    }

    #[test]
    fn a_valid_point_is_kept_whole() {
        let value_of = |_: &str| None;
        for seed in 0..60u64 {
            let (_, g, deps) = random_graph(seed, 20);
            let sizes = passes::Sizes {
                value_of: &value_of,
                default: 1000,
            };
            let (greedy, _) = passes::cluster(passes::Strategy::Greedy, &g, &deps, &sizes);
            let an = analyse(&g, &deps, true);
            let all: Vec<NodeId> = (0..g.nodes.len()).map(NodeId::from_index).collect();
            let fused: Vec<(NodeId, NodeId)> = (an.relations.iter())
                .filter(|r| together(&greedy, r.a, r.b))
                .map(|r| (r.a, r.b))
                .collect();
            let alone = Clustering::singletons(g.nodes.len());
            let (cl, _) =
                repair(&g, &deps, &alone, &all, &fused, &[]).expect("singletons are valid");
            for a in &all {
                for b in &all {
                    assert_eq!(
                        together(&cl, *a, *b),
                        together(&greedy, *a, *b),
                        "seed {seed}"
                    );
                }
            }
        }
    }

    #[test]
    fn any_point_gives_a_valid_clustering_that_fuses_only_its_pairs() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut coin = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            !state.is_multiple_of(3)
        };
        let mut merged = 0;
        for seed in 0..80u64 {
            let (_, g, deps) = random_graph(seed, 24);
            let an = analyse(&g, &deps, false);
            let all: Vec<NodeId> = (0..g.nodes.len()).map(NodeId::from_index).collect();
            let fused: Vec<(NodeId, NodeId)> = (an.relations.iter())
                .filter(|_| coin())
                .map(|r| (r.a, r.b))
                .collect();
            let joined: Vec<(NodeId, NodeId)> = an
                .row_pairs
                .iter()
                .map(|r| (r.p, r.c))
                .filter(|_| coin())
                .collect();
            let alone = Clustering::singletons(g.nodes.len());
            let (cl, schedule) = repair(&g, &deps, &alone, &all, &fused, &joined).expect("valid");
            assert_eq!(check(&g, &deps, &cl).as_ref(), Ok(&schedule), "seed {seed}");
            // Clusters are unions of the point's fused pairs.
            let mut uf = UnionFind::new(g.nodes.len());
            for (a, b) in &fused {
                uf.union(a.index(), b.index());
            }
            for c in cl.clusters() {
                merged += c.len() - 1;
                for m in c {
                    assert_eq!(uf.find(m.index()), uf.find(c[0].index()), "seed {seed}");
                }
            }
        }
        assert!(merged > 100, "the points fuse something: {merged}");
    }
}

//! Property tests of the clustering validity checker (`ir::cluster::check`):
//! for each rule, clusterings that break it (and only it) are rejected with
//! that rule's [`Violation`]; a few that break nothing are accepted.
//!
//! Each rule is exercised twice: by a hand-written program, and over random
//! programs (`testkit::testgen`), where every pair of nodes with the needed
//! relation is merged into the `none` clustering (everything else singleton,
//! clusters in a topological order) and the verdict is compared with the
//! rule, read from the dependency graph and the operation table. Each random
//! test also asserts that the generator produced enough instances, so that
//! it cannot pass vacuously.

use ir::cluster::{check, ClusterId, Clustering, Schedule, Violation};
use ir::deps::{Barrier, DepEdge, DepGraph, EdgeKind};
use ir::graph::{LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, InOrder, Order};
use ir::OpKind;
use std::collections::HashSet;
use testkit::testgen::{graph_of, merged, Case};

const SEEDS: u64 = 300;
const MAX_NODES: usize = 20;

/// A random program with its graphs.
struct Prog {
    case: Case,
    g: LabelledGraph,
    deps: DepGraph,
}

fn programs() -> impl Iterator<Item = Prog> {
    programs_of(0..SEEDS)
}

fn programs_of(seeds: std::ops::Range<u64>) -> impl Iterator<Item = Prog> {
    seeds.map(|seed| {
        let case = Case::new(seed, MAX_NODES);
        let (_, g, deps) = case.graph();
        Prog { case, g, deps }
    })
}

fn label(g: &LabelledGraph, n: NodeId) -> String {
    g.node(n).label.to_string()
}

/// Whether node `n` is an operation that cannot fail ([`ir::total::total`]).
fn is_total(g: &LabelledGraph, n: NodeId) -> bool {
    ir::total::total(g, n)
}

fn op_kind(g: &LabelledGraph, n: NodeId) -> Option<OpKind> {
    match &g.node(n).kind {
        NodeKind::Op(op) => Some(op.kind()),
        _ => None,
    }
}

/// The clusters by label, for failure messages.
fn show(g: &LabelledGraph, cl: &Clustering) -> String {
    cl.clusters()
        .iter()
        .map(|c| c.iter().map(|n| label(g, *n)).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join(" | ")
}

fn why(p: &Prog, cl: &Clustering, r: &Result<ir::cluster::Schedule, Violation>) -> String {
    format!(
        "seed {}: clusters {}\ngot {r:?}\n{}",
        p.case.seed,
        show(&p.g, cl),
        p.case.text
    )
}

/// Dependencies between `a` and `b`, either way.
fn between(deps: &DepGraph, a: NodeId, b: NodeId) -> Vec<DepEdge> {
    deps.edges()
        .filter(|e| (e.from == a && e.to == b) || (e.from == b && e.to == a))
        .copied()
        .collect()
}

fn siblings(deps: &DepGraph, a: NodeId, b: NodeId) -> bool {
    deps.siblings
        .iter()
        .chain(&deps.shares)
        .any(|s| (s.a == a && s.b == b) || (s.a == b && s.b == a))
}

/// Whether `a` and `b` are joined by fusible dependencies or sibling
/// relations only (no fusion-preventing dependency between them).
fn fusibly_related(deps: &DepGraph, a: NodeId, b: NodeId) -> bool {
    let es = between(deps, a, b);
    es.iter().all(|e| e.kind == EdgeKind::Fusible) && (!es.is_empty() || siblings(deps, a, b))
}

/// Whether the consumer of `e` reads it at computed indices.
fn reads_gathered(g: &LabelledGraph, deps: &DepGraph, e: &DepEdge) -> bool {
    deps.reading(g, e.to, e.operand)
        .is_some_and(|r| r.gathers())
}

/// Loop directions a node can run in, from the operation table (any, for
/// `unit` and control flow).
fn directions(g: &LabelledGraph, n: NodeId) -> Vec<Order> {
    [Order::Forward, Order::Backward]
        .into_iter()
        .filter(|d| match op_kind(g, n) {
            None => true,
            Some(k) => {
                let p = props(k);
                let out = p.output.contains(d) || p.output == [Order::Scatter];
                let input = match p.input {
                    InOrder::OneOf(set) => set.contains(d),
                    _ => true,
                };
                out && input
            }
        })
        .collect()
}

/// A clustering with `a` and `b` in one cluster, and that cluster's id.
fn pair(p: &Prog, a: NodeId, b: NodeId) -> Option<(Clustering, ClusterId)> {
    let cl = merged(&p.deps, p.g.nodes.len(), &[vec![a, b]])?;
    let c = cl.cluster_of(a);
    Some((cl, c))
}

/// `pair` and the checker's verdict on it.
fn checked_pair(
    p: &Prog,
    a: NodeId,
    b: NodeId,
) -> Option<(Clustering, ClusterId, Result<Schedule, Violation>)> {
    let (cl, c) = pair(p, a, b)?;
    let r = check(&p.g, &p.deps, &cl);
    Some((cl, c, r))
}

/// Whether `a` and `b` are fusibly related and neither reads the other at
/// computed indices (so neither would be recomputed).
fn streamed_together(p: &Prog, a: NodeId, b: NodeId) -> bool {
    fusibly_related(&p.deps, a, b)
        && !between(&p.deps, a, b)
            .iter()
            .any(|e| reads_gathered(&p.g, &p.deps, e))
}

/// Whether `a` and `b` can run in a common loop direction.
fn common_direction(p: &Prog, a: NodeId, b: NodeId) -> bool {
    let (da, db) = (directions(&p.g, a), directions(&p.g, b));
    da.iter().any(|d| db.contains(d))
}

/// Whether consumer `c` reads producer `pr` at computed indices, and `pr`
/// could be recomputed there.
fn recomputable(p: &Prog, pr: NodeId, c: NodeId) -> bool {
    fusibly_related(&p.deps, pr, c)
        && between(&p.deps, pr, c)
            .iter()
            .any(|e| e.from == pr && reads_gathered(&p.g, &p.deps, e))
        && op_kind(&p.g, pr).is_some_and(|k| props(k).output.contains(&Order::Gather))
}

/// Asserts that `r` rejects cluster `cid` for its traversal, naming `pr`.
fn assert_traversal_names(
    p: &Prog,
    pr: NodeId,
    cl: &Clustering,
    cid: ClusterId,
    r: &Result<Schedule, Violation>,
) {
    let name = format!("`{}`", label(&p.g, pr));
    match r {
        Err(Violation::Traversal { cluster, why }) if *cluster == cid && why.contains(&name) => {}
        _ => panic!("{}", why(p, cl, r)),
    }
}

/// Pairs of distinct nodes of one block, each once.
fn pairs_in_blocks(p: &Prog) -> Vec<(NodeId, NodeId)> {
    let mut v = Vec::new();
    for b in &p.deps.blocks {
        for (i, &x) in b.nodes.iter().enumerate() {
            for &y in &b.nodes[i + 1..] {
                v.push((x, y));
            }
        }
    }
    v
}

/// Whether `n`'s result is needed outside a cluster holding only `n` and `c`.
fn needed_elsewhere(p: &Prog, n: NodeId, c: NodeId) -> bool {
    let block = &p.deps.blocks[p.deps.block_of[n]];
    p.g.node(n)
        .outputs
        .iter()
        .any(|a| block.results.contains(a) || p.deps.users[*a].iter().any(|u| *u != c && *u != n))
}

fn parse(text: &str) -> (LabelledGraph, DepGraph) {
    let (_, g, deps) = graph_of(text);
    (g, deps)
}

fn ids(g: &LabelledGraph, labels: &[&str]) -> Vec<NodeId> {
    labels
        .iter()
        .map(|l| {
            g.node_by_label(l)
                .unwrap_or_else(|| panic!("no node `{l}`"))
        })
        .collect()
}

/// Checks a hand-written program with the nodes `group` merged.
fn verdict(
    text: &str,
    group: &[&str],
) -> (LabelledGraph, Result<ir::cluster::Schedule, Violation>) {
    let (g, deps) = parse(text);
    let cl = merged(&deps, g.nodes.len(), &[ids(&g, group)]).expect("an acyclic merge");
    let r = check(&g, &deps, &cl);
    (g, r)
}

// ------------------------------------------------------------ (a) Barrier

#[test]
fn a_fusion_preventing_dependency_inside_a_cluster_is_a_barrier() {
    let (_, r) = verdict(
        "def p (xs: [n]i64) : [n]i64 =
  let s = fold (+) 0 xs
  let ys = map (\\x -> x + the s) xs
  in ys",
        &["s", "ys"],
    );
    assert!(
        matches!(&r, Err(Violation::Barrier { from, to, .. }) if from == "s" && to == "ys"),
        "{r:?}"
    );
    // A permute's defaults are never fused, nor is its result.
    let text = "def p (xs: [n]i64) : [n]i64 =
  let d = generate [n] (\\i -> 0)
  let h = permute (+) d (\\i -> (i * 3) % n) xs
  let r = map (\\x -> x + 1) h
  in r";
    for (group, barrier) in [
        (["d", "h"], Barrier::Operand),
        (["h", "r"], Barrier::Output),
    ] {
        let (_, r) = verdict(text, &group);
        assert!(
            matches!(&r, Err(Violation::Barrier { why, .. }) if *why == barrier.to_string()),
            "{group:?}: {r:?}"
        );
    }
}

#[test]
fn random_fusion_preventing_dependencies_inside_a_cluster_are_barriers() {
    let mut count = 0;
    let mut kinds = HashSet::new();
    for p in programs() {
        for e in p.deps.edges() {
            let EdgeKind::Infusible(b) = e.kind else {
                continue;
            };
            let Some((cl, _, r)) = checked_pair(&p, e.from, e.to) else {
                continue;
            };
            let reasons: Vec<String> = between(&p.deps, e.from, e.to)
                .iter()
                .filter_map(|f| match f.kind {
                    EdgeKind::Infusible(b) => Some(b.to_string()),
                    EdgeKind::Fusible => None,
                })
                .collect();
            match &r {
                Err(Violation::Barrier { from, to, why: w })
                    if *from == label(&p.g, e.from)
                        && *to == label(&p.g, e.to)
                        && reasons.contains(w) => {}
                _ => panic!("{}", why(&p, &cl, &r)),
            }
            count += 1;
            kinds.insert(b);
        }
    }
    assert!(count >= 400, "only {count} instances");
    for b in [
        Barrier::ArrayRead,
        Barrier::Operand,
        Barrier::Output,
        Barrier::ControlFlow,
    ] {
        assert!(kinds.contains(&b), "no {b:?} barrier generated");
    }
}

// -------------------------------------------------------------- (b) Order

#[test]
fn a_consumer_before_its_producer_is_out_of_order() {
    let (g, deps) = parse(
        "def p (xs: [n]i64) : [n]i64 =
  let ys = map (\\x -> x + 1) xs
  let zs = map (\\x -> x * 2) ys
  in zs",
    );
    let v = ids(&g, &["ys", "zs"]);
    let cl = Clustering::new(2, vec![vec![v[1]], vec![v[0]]]).unwrap();
    let r = check(&g, &deps, &cl);
    assert!(
        matches!(&r, Err(Violation::Order { from, to }) if from == "ys" && to == "zs"),
        "{r:?}"
    );
    // Merging the ends of a path around a node outside is a cycle.
    let (g, deps) = parse(
        "def p (xs: [n]i64) : [n]i64 =
  let a = map (\\x -> x + 1) xs
  let b = map (\\x -> x * 2) a
  let c = map (\\x y -> x + y) a b
  in c",
    );
    let v = ids(&g, &["a", "b", "c"]);
    for order in [
        vec![vec![v[0], v[2]], vec![v[1]]],
        vec![vec![v[1]], vec![v[0], v[2]]],
    ] {
        let cl = Clustering::new(3, order).unwrap();
        let r = check(&g, &deps, &cl);
        assert!(matches!(r, Err(Violation::Order { .. })), "{r:?}");
    }
}

/// Whether the violation names a dependency that really runs backwards.
fn names_a_backward_edge(p: &Prog, cl: &Clustering, from: &str, to: &str) -> bool {
    p.deps.edges().any(|e| {
        label(&p.g, e.from) == from
            && label(&p.g, e.to) == to
            && cl.cluster_of(e.from) > cl.cluster_of(e.to)
    })
}

#[test]
fn random_consumers_moved_before_their_producers_are_out_of_order() {
    let mut count = 0;
    for p in programs() {
        for e in p.deps.edges() {
            // Singletons in node order (topological), with the consumer
            // moved to just before its producer.
            let mut clusters = Vec::new();
            for n in p.g.node_ids() {
                if n == e.from {
                    clusters.push(vec![e.to]);
                }
                if n != e.to {
                    clusters.push(vec![n]);
                }
            }
            let cl = Clustering::new(p.g.nodes.len(), clusters).unwrap();
            let r = check(&p.g, &p.deps, &cl);
            match &r {
                Err(Violation::Order { from, to }) if names_a_backward_edge(&p, &cl, from, to) => {}
                _ => panic!("{}", why(&p, &cl, &r)),
            }
            count += 1;
        }
    }
    assert!(count >= 1000, "only {count} instances");
}

#[test]
fn random_merges_around_a_node_outside_are_cycles() {
    let mut count = 0;
    for p in programs() {
        for e1 in p.deps.edges() {
            for e2 in p.deps.edges().filter(|e2| e2.from == e1.to) {
                let (a, c) = (e1.from, e2.to);
                // Only fusible dependencies inside the merged cluster.
                if between(&p.deps, a, c)
                    .iter()
                    .any(|e| e.kind != EdgeKind::Fusible)
                {
                    continue;
                }
                for at_consumer in [false, true] {
                    let mut clusters = Vec::new();
                    for n in p.g.node_ids() {
                        if n == (if at_consumer { c } else { a }) {
                            clusters.push(vec![a, c]);
                        } else if n != a && n != c {
                            clusters.push(vec![n]);
                        }
                    }
                    let cl = Clustering::new(p.g.nodes.len(), clusters).unwrap();
                    let r = check(&p.g, &p.deps, &cl);
                    match &r {
                        Err(Violation::Order { from, to })
                            if names_a_backward_edge(&p, &cl, from, to) => {}
                        _ => panic!("{}", why(&p, &cl, &r)),
                    }
                    count += 1;
                }
            }
        }
    }
    assert!(count >= 1000, "only {count} instances");
}

// ------------------------------------------------------- (c) Disconnected

#[test]
fn unrelated_nodes_in_one_cluster_are_disconnected() {
    let program = |second_input: &str| {
        format!(
            "def p (xs: [n]i64) (ys: [n]i64) : ([n]i64, [n]i64) =
  let a = map (\\x -> x + 1) xs
  let b = map (\\x -> x * 2) {second_input}
  in (a, b)"
        )
    };
    let (_, r) = verdict(&program("ys"), &["a", "b"]);
    assert!(matches!(r, Err(Violation::Disconnected(_))), "{r:?}");
    // Sharing an input connects them.
    let (_, r) = verdict(&program("xs"), &["a", "b"]);
    assert!(r.is_ok(), "{r:?}");
}

#[test]
fn random_unrelated_pairs_are_disconnected() {
    let mut count = 0;
    for p in programs() {
        for (a, b) in pairs_in_blocks(&p) {
            if !between(&p.deps, a, b).is_empty() || siblings(&p.deps, a, b) {
                continue;
            }
            let Some((cl, c, r)) = checked_pair(&p, a, b) else {
                continue;
            };
            if r != Err(Violation::Disconnected(c)) {
                panic!("{}", why(&p, &cl, &r));
            }
            count += 1;
        }
    }
    assert!(count >= 3000, "only {count} instances");
}

// -------------------------------------------------- (d)-(f) Traversal

#[test]
fn a_left_and_a_right_scan_cannot_share_a_loop() {
    let text = "def p (xs: [n]i64) : ([n]i64, [n]i64) =
  let l = scanl1 (+) xs
  let r = scanr1 (+) xs
  in (l, r)";
    let (_, r) = verdict(text, &["l", "r"]);
    assert!(matches!(r, Err(Violation::Traversal { .. })), "{r:?}");
    // Vertically too.
    let (_, r) = verdict(
        "def p (xs: [n]i64) : [n]i64 =
  let l = scanl1 (+) xs
  let r = scanr1 max l
  in r",
        &["l", "r"],
    );
    assert!(matches!(r, Err(Violation::Traversal { .. })), "{r:?}");
    // Two left scans can.
    let (_, r) = verdict(&text.replace("scanr1", "scanl1"), &["l", "r"]);
    assert!(r.is_ok(), "{r:?}");
}

#[test]
fn random_pairs_without_a_common_direction_are_rejected() {
    let (mut count, mut scans) = (0, 0);
    for p in programs() {
        for (a, b) in pairs_in_blocks(&p) {
            // Neither is recomputed: no consumer reads the other at computed indices.
            if !streamed_together(&p, a, b) || common_direction(&p, a, b) {
                continue;
            }
            let Some((cl, c, r)) = checked_pair(&p, a, b) else {
                continue;
            };
            if !matches!(&r, Err(Violation::Traversal { cluster, .. }) if *cluster == c) {
                panic!("{}", why(&p, &cl, &r));
            }
            count += 1;
            let mut ks = [op_kind(&p.g, a), op_kind(&p.g, b)];
            ks.sort_by_key(|k| k.map(|k| k.name()));
            scans += usize::from(ks == [Some(OpKind::Scanl1), Some(OpKind::Scanr1)]);
        }
    }
    assert!(count >= 25, "only {count} instances");
    assert!(scans >= 8, "only {scans} scanl1/scanr1 pairs");
}

#[test]
fn a_recomputed_producer_that_is_also_stored_is_rejected() {
    // (consumer reading at computed indices, its type, the producer, its
    // type, the type of its fold)
    for (consumer, ty, producer, pty, sty) in [
        ("replicate m ys", "[m][n]i64", "ys", "[n]i64", "i64"),
        // A shift within bounds (a reversal would be written through,
        // `a_written_through_reversal_reads_its_operand_in_order`).
        (
            "backpermute [n] (\\i -> (i + 1) % n) ys",
            "[n]i64",
            "ys",
            "[n]i64",
            "i64",
        ),
    ] {
        let program = |rest: &str, rest_ty: &str| {
            format!(
                "def p (xs: [n]i64) (zs: [m]i64) : ({ty}, {rest_ty}) =
  let ys = map (\\x -> x + 1) xs
  let ys2 = replicate m xs
  let c = {consumer}
  {rest}"
            )
        };
        let fused = |text: &str| {
            let (g, deps) = parse(text);
            let p = g.node_by_label(producer).unwrap();
            let c = g.node_by_label("c").unwrap();
            let cl = merged(&deps, g.nodes.len(), &[vec![p, c]]).unwrap();
            (check(&g, &deps, &cl), p)
        };
        // Also needed by a fold, or as a result of the program.
        for text in [
            program(&format!("let s = fold (+) 0 {producer}\n  in (c, s)"), sty),
            program(&format!("in (c, {producer})"), pty),
        ] {
            let (r, _) = fused(&text);
            assert!(
                matches!(&r, Err(Violation::Traversal { why, .. })
                    if why.contains(&format!("`{producer}`"))),
                "{text}\n{r:?}"
            );
        }
        // When nothing else needs it, the producer is only recomputed: valid.
        let text = program("let s = fold (+) 0 xs\n  in (c, s)", "i64");
        let (r, p) = fused(&text);
        assert!(
            matches!(&r, Ok(s) if s.gathered[p.index()]),
            "{text}\n{r:?}"
        );
    }
}

/// A `transpose` that no consumer may fuse with is written through: it
/// reads its operand in order, so a fused producer that is also stored is
/// not recomputed (valid). With a consumer it gathers its operand, which
/// then cannot also be stored.
#[test]
fn a_written_through_transpose_reads_its_operand_in_order() {
    reads_its_operand_in_order_until_a_consumer_gathers(
        |c_use, result| {
            format!(
                "def p (xs: [n]i64) (zs: [m]i64) : ([n][m]i64, [m]i64) =
  let ys2 = replicate m xs
  let c = transpose ys2
  {c_use}
  let s = fold (+) 0 ys2
  in ({result}, s)"
            )
        },
        "ys2",
    );
}

/// A reversal that no consumer may fuse with is written through too: its
/// producer, fused and also stored, runs in the loop (valid). With a
/// consumer it gathers its operand, which then cannot also be stored.
#[test]
fn a_written_through_reversal_reads_its_operand_in_order() {
    reads_its_operand_in_order_until_a_consumer_gathers(
        |c_use, result| {
            format!(
                "def p (xs: [n]i64) : ([n]i64, i64) =
  let ys = map (\\x -> x + 1) xs
  let c = backpermute [n] (\\i -> n - 1 - i) ys
  {c_use}
  let s = fold (+) 0 ys
  in ({result}, s)"
            )
        },
        "ys",
    );
}

/// `text(c_use, result)` is a program whose node `c` reads `operand`, which
/// a fold also reads: with `c` the result and no consumer (`c_use` empty),
/// `c` and `operand` fuse with `operand` not gathered (`c` written
/// through); with a `map` of `c` the result, `c` gathers `operand`, which
/// then cannot also be stored.
fn reads_its_operand_in_order_until_a_consumer_gathers(
    text: impl Fn(&str, &str) -> String,
    operand: &str,
) {
    let (g, r) = verdict(&text("", "c"), &[operand, "c"]);
    let node = g.node_by_label(operand).unwrap();
    assert!(matches!(&r, Ok(s) if !s.gathered[node.index()]), "{r:?}");
    let gathering = text("let d = map (\\x -> x + 1) c", "d");
    let (_, r) = verdict(&gathering, &[operand, "c"]);
    let named = format!("`{operand}`");
    assert!(
        matches!(&r, Err(Violation::Traversal { why, .. }) if why.contains(&named)),
        "{r:?}"
    );
}

#[test]
fn random_recomputed_producers_that_are_also_stored_are_rejected() {
    let mut count = 0;
    for p in programs() {
        for e in p.deps.edges() {
            let (pr, c) = (e.from, e.to);
            if !recomputable(&p, pr, c) || !needed_elsewhere(&p, pr, c) {
                continue;
            }
            let Some((cl, cid, r)) = checked_pair(&p, pr, c) else {
                continue;
            };
            assert_traversal_names(&p, pr, &cl, cid, &r);
            count += 1;
        }
    }
    assert!(count >= 80, "only {count} instances");
}

#[test]
fn a_fold_read_at_computed_indices_is_rejected() {
    for (fold, consumer, ty) in [
        ("fold (+) 0 xs", "replicate n s", "[n]i64"),
        (
            "fold (+) 0 m2",
            "backpermute [n] (\\i -> i % m) s",
            "[n]i64",
        ),
        ("fold1 max m2", "reshape [1][m] s", "[1][m]i64"),
        ("fold (+) 0 m2", "replicate n s", "[n][m]i64"),
    ] {
        let text = format!(
            "def p (xs: [n]i64) (m2: [m][n]i64) : {ty} =
  let s = {fold}
  let c = {consumer}
  in c"
        );
        let (_, r) = verdict(&text, &["s", "c"]);
        assert!(
            matches!(&r, Err(Violation::Traversal { why, .. }) if why.contains("`s`")),
            "{text}\n{r:?}"
        );
    }
}

#[test]
fn random_non_recomputable_producers_read_at_computed_indices_are_rejected() {
    let (mut count, mut folds) = (0, 0);
    for p in programs() {
        for e in p.deps.edges() {
            let (pr, c) = (e.from, e.to);
            let Some(k) = op_kind(&p.g, pr) else {
                continue;
            };
            if !fusibly_related(&p.deps, pr, c)
                || !reads_gathered(&p.g, &p.deps, e)
                || props(k).output.contains(&Order::Gather)
            {
                continue;
            }
            let Some((cl, cid, r)) = checked_pair(&p, pr, c) else {
                continue;
            };
            assert_traversal_names(&p, pr, &cl, cid, &r);
            count += 1;
            folds += usize::from(matches!(k, OpKind::Fold | OpKind::Fold1));
        }
    }
    assert!(count >= 50, "only {count} instances");
    assert!(folds >= 20, "only {folds} folds");
}

// -------------------------------------------------------------- (g) Space

#[test]
fn different_iteration_spaces_in_one_cluster_are_rejected() {
    let text =
        "def p (xs: [n]i64) (m2: [m][n]i64) : ([m][n]i64, [n]i64, [m]i64, [n][m]i64, [n][m]i64) =
  let r = replicate m xs
  let y = map (\\x -> x + 1) xs
  let f = fold (+) 0 m2
  let t = transpose m2
  let u = map (\\x -> x + 1) t
  let w = transpose m2
  in (r, y, f, u, w)";
    let groups: [&[&str]; 3] = [&["r", "y"], &["f", "t"], &["f", "t", "u"]];
    for group in groups {
        let (_, r) = verdict(text, group);
        assert!(
            matches!(r, Err(Violation::Space { .. })),
            "{group:?}: {r:?}"
        );
    }
    // A transpose written through (no consumer may fuse with it) loops over
    // its operand: one nest with the fold, sharing the read of `m2`.
    let (_, r) = verdict(text, &["f", "w"]);
    assert!(r.is_ok(), "{r:?}");
    // [m] and [m][n] are one nest: a fold fused with a map over its result.
    let (_, r) = verdict(
        "def p (m2: [m][n]i64) : [m]i64 =
  let f = fold (+) 0 m2
  let g = map (\\x -> x * 2) f
  in g",
        &["f", "g"],
    );
    assert!(r.is_ok(), "{r:?}");
}

/// Whether one iteration space is a prefix of the other.
fn nested(a: &[ir::Poly], b: &[ir::Poly]) -> bool {
    let k = a.len().min(b.len());
    a[..k] == b[..k]
}

#[test]
fn random_pairs_with_different_iteration_spaces_are_rejected() {
    let (mut count, mut n_and_m) = (0, 0);
    for p in programs() {
        for (a, b) in pairs_in_blocks(&p) {
            if !streamed_together(&p, a, b) || !common_direction(&p, a, b) {
                continue;
            }
            let (sa, sb) = (
                p.deps.iteration_space(&p.g, a),
                p.deps.iteration_space(&p.g, b),
            );
            if nested(&sa, &sb) {
                continue;
            }
            let Some((cl, c, r)) = checked_pair(&p, a, b) else {
                continue;
            };
            if !matches!(&r, Err(Violation::Space { cluster, .. }) if *cluster == c) {
                panic!("{}\nspaces {sa:?} {sb:?}", why(&p, &cl, &r));
            }
            count += 1;
            let outer = |s: &[ir::Poly]| s.first().map(|d| d.to_string());
            n_and_m += usize::from(
                [outer(&sa), outer(&sb)].contains(&Some("n".into()))
                    && [outer(&sa), outer(&sb)].contains(&Some("m".into())),
            );
        }
    }
    assert!(count >= 200, "only {count} instances");
    assert!(n_and_m >= 80, "only {n_and_m} [n] with [m] pairs");
}

// ------------------------------------------------------ (h) NotAPartition

#[test]
fn clusterings_that_are_not_partitions_are_refused() {
    let bad = |r: Result<Clustering, Violation>| matches!(r, Err(Violation::NotAPartition(_)));
    let n = |i| NodeId::new(i);
    assert!(bad(Clustering::new(2, vec![vec![n(0)]])));
    assert!(bad(Clustering::new(2, vec![vec![n(0), n(1)], vec![n(1)]])));
    assert!(bad(Clustering::new(2, vec![vec![n(0), n(1), n(2)]])));
    assert!(bad(Clustering::new(2, vec![vec![n(0), n(1)], vec![]])));
    assert!(Clustering::new(2, vec![vec![n(1)], vec![n(0)]]).is_ok());
}

#[test]
fn groups_that_are_not_partitions_are_refused() {
    let (g, deps) = parse(
        "def p (xs: [n]i64) : [n]i64 =
  let a = map (\\x -> x + 1) xs
  let b = map (\\x -> x * 2) a
  in b",
    );
    let len = g.nodes.len();
    let bad = |groups: Vec<Vec<NodeId>>| {
        let r = Clustering::from_groups(&deps, len, groups.clone());
        assert!(
            matches!(r, Err(Violation::NotAPartition(_))),
            "{groups:?}: {r:?}"
        );
    };
    let n = |i| NodeId::new(i);
    bad(vec![vec![n(0)]]);
    bad(vec![vec![n(0), n(1)], vec![n(1)]]);
    bad(vec![vec![n(0), n(1), n(2)]]);
    bad(vec![vec![n(0), n(1)], vec![]]);
    bad(vec![vec![], vec![n(0), n(1)]]);
    let ok = Clustering::from_groups(&deps, len, vec![vec![n(1)], vec![n(0)]]).unwrap();
    assert_eq!(ok.clusters(), &[vec![n(0)], vec![n(1)]]);
}

#[test]
fn random_clusterings_that_are_not_partitions_are_refused() {
    let mut count = 0;
    for p in programs() {
        let len = p.g.nodes.len();
        if len == 0 {
            continue;
        }
        let base: Vec<Vec<NodeId>> = p.g.node_ids().map(|n| vec![n]).collect();
        let k = (p.case.seed as usize) % len;
        let mut dropped = base.clone();
        dropped.remove(k);
        let mut twice = base.clone();
        twice[(k + 1) % len].push(NodeId::from_index(k));
        let mut unknown = base.clone();
        unknown[k].push(NodeId::from_index(len));
        let mut empty = base.clone();
        empty.insert(k, vec![]);
        for clusters in [dropped, twice, unknown, empty] {
            let r = Clustering::new(len, clusters.clone());
            assert!(
                matches!(r, Err(Violation::NotAPartition(_))),
                "{clusters:?}: {r:?}"
            );
            count += 1;
        }
        // A clustering of another graph.
        let other = Clustering::singletons(len + 1);
        let r = check(&p.g, &p.deps, &other);
        assert!(matches!(r, Err(Violation::NotAPartition(_))), "{r:?}");
        assert!(check(&p.g, &p.deps, &Clustering::singletons(len)).is_ok());
    }
    assert!(count >= 1000, "only {count} instances");
}

// -------------------------------------------------------- (i) MixedBlocks

#[test]
fn nodes_of_different_blocks_in_one_cluster_are_mixed() {
    let text = "def p (xs: [n]i64) : ([?]i64, [n]i64) =
  let s = map (\\x -> x + 2) xs
  let (r, c) = loop (v, k) = (xs, unit 0) while the k < 3 do
    (let w = map (\\x -> x + 1) v in (w, unit (the k + 1)))
  in (r, s)";
    let (_, r) = verdict(text, &["w", "s"]);
    assert!(matches!(r, Err(Violation::MixedBlocks(_))), "{r:?}");
    let (_, r) = verdict(
        "def p (xs: [n]i64) : [n]i64 =
  let s = fold (+) 0 xs
  let r = if the s > 10 then map (\\x -> x + 1) xs else map (\\x -> x - 1) xs
  in r",
        &["map", "map2"],
    );
    assert!(matches!(r, Err(Violation::MixedBlocks(_))), "{r:?}");
}

#[test]
fn random_pairs_from_different_blocks_are_mixed() {
    let mut count = 0;
    for p in programs() {
        for a in p.g.node_ids() {
            for b in p.g.node_ids().filter(|b| *b > a) {
                if p.deps.block_of[a] == p.deps.block_of[b] {
                    continue;
                }
                // No dependency crosses a block: the merge is never cyclic.
                let (cl, c) = pair(&p, a, b).expect("no cycle across blocks");
                let r = check(&p.g, &p.deps, &cl);
                if r != Err(Violation::MixedBlocks(c)) {
                    panic!("{}", why(&p, &cl, &r));
                }
                count += 1;
            }
        }
    }
    assert!(count >= 1000, "only {count} instances");
}

// -------------------------------------------------- valid merges pass

#[test]
fn random_valid_map_fusions_are_accepted() {
    let (mut vertical, mut horizontal) = (0, 0);
    for p in programs() {
        for (a, b) in pairs_in_blocks(&p) {
            if op_kind(&p.g, a) != Some(OpKind::Map)
                || op_kind(&p.g, b) != Some(OpKind::Map)
                || !fusibly_related(&p.deps, a, b)
                || p.deps.iteration_space(&p.g, a) != p.deps.iteration_space(&p.g, b)
            {
                continue;
            }
            let es = between(&p.deps, a, b);
            // A producer fused into a map is in the loop, so it may also be stored.
            let Some((cl, c, r)) = checked_pair(&p, a, b) else {
                continue;
            };
            match &r {
                Ok(s) if !s.gathered[a.index()] && !s.gathered[b.index()] => {
                    assert_eq!(s.direction[c.index()], Order::Forward)
                }
                _ => panic!("{}", why(&p, &cl, &r)),
            }
            if es.is_empty() {
                horizontal += 1;
            } else {
                vertical += 1;
            }
        }
    }
    assert!(
        vertical >= 30 && horizontal >= 30,
        "{vertical} {horizontal}"
    );
}

/// Each producer that could be recomputed at computed indices inside its
/// consumer, fused with it, in the programs of `seeds`: whether it is
/// total, and the checker's verdict.
fn recomputed_pairs(
    seeds: std::ops::Range<u64>,
    mut f: impl FnMut(&Prog, bool, &Clustering, Result<Schedule, Violation>),
) {
    for p in programs_of(seeds) {
        for e in p.deps.edges() {
            let (pr, c) = (e.from, e.to);
            if !recomputable(&p, pr, c) || needed_elsewhere(&p, pr, c) {
                continue;
            }
            let Some((cl, _, r)) = checked_pair(&p, pr, c) else {
                continue;
            };
            if let Ok(s) = &r {
                assert!(
                    s.gathered[pr.index()] && !s.gathered[c.index()],
                    "{}",
                    why(&p, &cl, &r)
                );
            }
            f(&p, is_total(&p.g, pr), &cl, r);
        }
    }
}

#[test]
fn random_total_producers_recomputed_only_inside_their_consumer_are_accepted() {
    let mut count = 0;
    recomputed_pairs(0..SEEDS, |p, total, cl, r| {
        if total {
            assert!(r.is_ok(), "{}", why(p, cl, &r));
            count += 1;
        }
    });
    assert!(count >= 50, "only {count} instances");
}

#[test]
fn random_producers_that_may_fail_are_never_recomputed_at_computed_indices() {
    // Issue 12, defect 2: the elements the consumer never reads would never
    // raise their errors, which the reference (computing them all) raises.
    // Most gathers and index reads of random programs are proved total
    // (`ir::total`): more programs give enough that are not.
    let mut count = 0;
    recomputed_pairs(0..4 * SEEDS, |p, total, cl, r| {
        if !total {
            match &r {
                Err(Violation::Traversal { why: w, .. }) if w.contains("may fail") => {}
                _ => panic!("{}", why(p, cl, &r)),
            }
            count += 1;
        }
    });
    assert!(count >= 20, "only {count} instances");
}

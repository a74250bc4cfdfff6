//! Where the optimal strategies recompute (docs/fusion.md, "Recomputation"):
//! the broadcasts of `softmax_rows` and `nbody` are recomputed inside the
//! loops that read them instead of stored, a transpose between two maps is
//! one loop, and the figures are the cost model's formulas.

use ir::cluster::{check, is_manifest, Clustering, Schedule};
use ir::cost::{cost, Cost};
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeKind};
use ir::ops::props;
use passes::{cluster, Sizes, Strategy};

/// Every size unknown: 2^20.
const SIZES: Sizes<'static> = Sizes {
    value_of: &|_| None,
    default: 1 << 20,
};

fn suite_text(file: &str) -> String {
    let path = format!(
        "{}/../experiments/programs/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

/// The clustering `s` makes at `SIZES`, checked, with its schedule and
/// cost (none of these programs has a write mode to choose).
fn clustered(s: Strategy, g: &LabelledGraph, deps: &DepGraph) -> (Clustering, Schedule, Cost) {
    let (cl, modes) = cluster(s, g, deps, &SIZES);
    assert!(modes.is_none(), "no write mode to choose");
    let sched = check(g, deps, &cl).unwrap();
    let c = cost(g, deps, &cl, &sched);
    (cl, sched, c)
}

fn bytes(g: &LabelledGraph, c: &Cost) -> i128 {
    c.bytes(g, &|_| None, 1 << 20).unwrap()
}

/// The labels of the views (`replicate`, `transpose`, `reshape`) whose
/// result is stored.
fn stored_views(g: &LabelledGraph, deps: &DepGraph, cl: &Clustering) -> Vec<String> {
    g.node_ids()
        .filter(|n| matches!(&g.node(*n).kind, NodeKind::Op(op) if props(op.kind()).view))
        .filter(|n| {
            g.node(*n)
                .outputs
                .iter()
                .any(|a| is_manifest(g, deps, cl, *a))
        })
        .map(|n| g.node(n).label.to_string())
        .collect()
}

#[test]
fn softmax_rows_reads_no_stored_broadcast_under_ilp() {
    let (_, g, deps) = testkit::testgen::graph_of(&suite_text("softmax_rows.fl"));
    let (cl, sched, c) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(stored_views(&g, &deps, &cl), Vec::<String>::new());
    for label in ["replicate", "replicate2"] {
        let n = g.node_by_label(label).unwrap();
        assert!(sched.gathered[n.index()], "{label} is not recomputed");
    }
    // Three clusters in one row group: the row maximum and the row sum are
    // row values, never stored.
    assert_eq!(cl.len(), 3);
    assert_eq!(cl.row_groups(), vec![0..3]);
    assert_eq!(c.loops, 1);
    assert_eq!(c.total_reads().to_string(), "3m*n");
    assert_eq!(c.total_writes().to_string(), "2m*n");
    assert_eq!(c.duplication(), ir::Poly::zero());
    for s in [
        Strategy::None,
        Strategy::Delayed,
        Strategy::Vertical,
        Strategy::Greedy,
    ] {
        let (_, _, other) = clustered(s, &g, &deps);
        assert!(bytes(&g, &c) <= bytes(&g, &other), "{s}");
    }
    // The strategies that cannot recompute store a broadcast.
    let (gcl, _, _) = clustered(Strategy::Greedy, &g, &deps);
    assert!(!stored_views(&g, &deps, &gcl).is_empty());
}

#[test]
fn nbody_is_one_loop_nest_under_ilp() {
    let (_, g, deps) = testkit::testgen::graph_of(&suite_text("nbody.fl"));
    let (cl, sched, c) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(stored_views(&g, &deps, &cl), Vec::<String>::new());
    assert_eq!(cl.len(), 1);
    for label in ["xj", "yj"] {
        let n = g.node_by_label(label).unwrap();
        assert!(sched.gathered[n.index()], "{label} is not recomputed");
    }
    assert_eq!(c.total_reads().to_string(), "7n*n");
    assert_eq!(c.total_writes().to_string(), "2n");
    // Recomputed views duplicate no work.
    assert_eq!(c.duplication(), ir::Poly::zero());
    assert!(c.recomputed.iter().all(|r| r.view));
}

#[test]
fn a_transpose_between_two_maps_is_one_loop() {
    let text = "def p (a: [m][n]f32) : [n][m]f32 =
  let b = map (\\x -> x + 1f32) a
  let t = transpose b
  let c = map (\\x -> x * 3f32) t
  in c";
    let (_, g, deps) = testkit::testgen::graph_of(text);
    let (cl, sched, c) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(cl.len(), 1);
    let b = g.node_by_label("b").unwrap();
    assert!(sched.gathered[b.index()]);
    assert_eq!(c.total_reads().to_string(), "m*n");
    assert_eq!(c.total_writes().to_string(), "m*n");
    // `b` is evaluated once per element: no duplication.
    assert_eq!(c.duplication(), ir::Poly::zero());
    let (_, _, none) = clustered(Strategy::None, &g, &deps);
    assert_eq!(none.loops, 3);
}

#[test]
fn a_recompute_weight_keeps_a_map_out_of_a_replicate() {
    // Recomputing `b` under the replicate saves its write and read, and
    // evaluates it k times per element.
    let text = "def p (a: [n]f32) (z: [k]f32) : [k][n]f32 =
  let b = map (\\x -> exp x) a
  let r = replicate k b
  in r";
    let (_, g, deps) = testkit::testgen::graph_of(text);
    let b = g.node_by_label("b").unwrap();
    let solve = |weight: f64| {
        let opts = ilp::Options {
            recompute_weight: weight,
            ..ilp::Options::default()
        };
        let out =
            passes::run(Strategy::Ilp, &g, &deps, &SIZES, &opts, &Default::default()).unwrap();
        check(&g, &deps, &out.clustering).unwrap()
    };
    assert!(solve(0.0).gathered[b.index()]);
    assert!(!solve(100.0).gathered[b.index()]);
}

/// A gather's own-index read streams while its source is gathered, and the
/// map computing the indices runs in the gather's loop (`gather_indices`).
#[test]
fn a_gather_streams_its_index_array_and_gathers_its_source() {
    let (_, g, deps) = testkit::testgen::graph_of(&suite_text("gather_indices.fl"));
    let xg = g.node_by_label("xg").unwrap();
    let ins = &g.node(xg).inputs;
    assert_eq!(ins.len(), 2, "the source, then the own-index read `is`");
    let slot = |s: usize| deps.reading(&g, xg, Some(s)).unwrap();
    assert!(slot(0).gathers());
    assert!(!slot(1).gathers());
    assert_eq!(slot(1).index, ir::ops::ReadIndex::Own);
    assert_eq!(g.array(ins[1]).name.as_ref(), "is");
    let (cl, sched, _) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(cl.len(), 1, "{:?}", cl.clusters());
    assert!(sched.gathered.iter().all(|x| !x), "nothing is recomputed");
    // `% n` by a size that may be 0 when `k` is not: the gather may fail,
    // so it is never recomputed.
    assert!(!ir::total::total(&g, xg));
}

/// A row flip proved in bounds is total, so it is recomputed inside the
/// transpose that reads it: gathers chain (`flip_transpose`).
#[test]
fn a_gather_proved_in_bounds_is_recomputed_inside_a_transpose() {
    let (_, g, deps) = testkit::testgen::graph_of(&suite_text("flip_transpose.fl"));
    let f = g.node_by_label("f").unwrap();
    assert!(ir::total::total(&g, f));
    let (cl, sched, c) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(cl.len(), 1);
    assert!(sched.gathered[f.index()]);
    assert_eq!(c.total_reads().to_string(), "m*n");
    assert_eq!(c.total_writes().to_string(), "m*n");
}

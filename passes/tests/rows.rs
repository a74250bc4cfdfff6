//! Row groups (`ir::cluster`): consecutive clusters sharing their outermost
//! loop. Which groups the checker accepts and rejects, and what the cost
//! model charges for them: a row value is a variable, a member's other
//! traffic is as if it were alone, a group is one loop nest.

mod common;

use common::{clustered, suite_graph};
use ir::cluster::{check, is_manifest, Clustering, Violation};
use ir::cost::cost;
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};
use passes::Strategy;

/// The clusters named by labels, ordered by their dependencies, with the
/// clusters listed in `joined` sharing the loop of the one before them.
fn grouped(
    g: &LabelledGraph,
    deps: &DepGraph,
    clusters: &[&[&str]],
    joined: &[bool],
) -> Result<Clustering, Violation> {
    let id = |l: &str| g.node_by_label(l).unwrap_or_else(|| panic!("no node {l}"));
    let groups: Vec<Vec<NodeId>> = clusters
        .iter()
        .map(|c| c.iter().map(|l| id(l)).collect())
        .collect();
    let cl = Clustering::from_groups(deps, g.nodes.len(), groups)?;
    // `from_groups` orders the clusters; keep `joined` in that order.
    let first: Vec<NodeId> = clusters.iter().map(|c| id(c[0])).collect();
    let marks = cl
        .clusters()
        .iter()
        .map(|c| {
            let i = first.iter().position(|f| c.contains(f)).unwrap();
            joined[i]
        })
        .collect();
    cl.with_rows(marks)
}

fn checked(text: &str, clusters: &[&[&str]], joined: &[bool]) -> Result<String, Violation> {
    let (_, g, deps) = testkit::testgen::graph_of(text);
    let cl = grouped(&g, &deps, clusters, joined)?;
    let sched = check(&g, &deps, &cl)?;
    let c = cost(&g, &deps, &cl, &sched);
    Ok(format!(
        "loops {}, reads {}, writes {}",
        c.loops,
        c.total_reads(),
        c.total_writes()
    ))
}

/// The groups are rejected by a row-group rule whose reason says `why`.
fn rejected(text: &str, clusters: &[&[&str]], joined: &[bool], why: &str) {
    match checked(text, clusters, joined) {
        Err(Violation::Rows { why: said, .. }) if said.contains(why) => {}
        other => panic!("expected a row-group violation saying `{why}`, got {other:?}"),
    }
}

#[test]
fn softmax_rows_as_one_row_group_reads_each_row_three_times() {
    let (g, deps) = suite_graph("softmax_rows.fl");
    let (ilp, ilp_cost) = clustered(Strategy::Ilp, &g, &deps);
    assert_eq!(ilp.len(), 3, "{ilp:?}");
    // The ILP joins its three clusters: the same as joining them by hand.
    assert_eq!(ilp.row_groups(), vec![0..3]);
    let apart = Clustering::new(g.nodes.len(), ilp.clusters().to_vec()).unwrap();
    let all = apart.clone().with_rows(vec![false, true, true]).unwrap();
    assert_eq!(all, ilp);
    let sched = check(&g, &deps, &all).unwrap();
    let c = cost(&g, &deps, &all, &sched);
    assert_eq!(c.loops, 1);
    assert_eq!(c.total_reads().to_string(), "3m*n");
    assert_eq!(c.total_writes().to_string(), "2m*n");
    assert_eq!(ilp_cost.total_reads().to_string(), "3m*n");
    let sched = check(&g, &deps, &apart).unwrap();
    let alone = cost(&g, &deps, &apart, &sched);
    assert_eq!(alone.total_reads().to_string(), "5m*n");
    // The row maxima and sums are variables; `es` is still stored, since
    // the third member reads it in its own loop.
    let stored = |name: &str| is_manifest(&g, &deps, &all, g.array_by_name(name).unwrap());
    assert!(!stored("mx"));
    assert!(!stored("sums"));
    assert!(stored("es"));
    // Two of the three joined: the rows' maxima are variables, the sums stored.
    let two = apart.with_rows(vec![false, true, false]).unwrap();
    let sched = check(&g, &deps, &two).unwrap();
    let c = cost(&g, &deps, &two, &sched);
    assert_eq!(
        (
            c.loops,
            c.total_reads().to_string(),
            c.total_writes().to_string()
        ),
        (2, "4m*n".into(), "2m*n + m".into())
    );
}

const ROW_SCALE: &str = "
def f (xs: [m][n]f32) : ([m]f32, [m][n]f32) =
  let s = fold (+) 0 xs
  let r = map (\\x -> x * 2) s
  let ys = map (\\x c -> x / c) xs (transpose (replicate n r))
  in (s, ys)
";

#[test]
fn a_row_value_is_stored_only_when_needed_outside_its_group() {
    // `s` is a result: stored, yet read by the later members as a variable;
    // `r` is only a row value.
    let got = checked(
        ROW_SCALE,
        &[&["s"], &["r"], &["replicate", "transpose", "ys"]],
        &[false, true, true],
    );
    assert_eq!(got.unwrap(), "loops 1, reads 2m*n, writes m*n + m");
    let alone = checked(
        ROW_SCALE,
        &[&["s"], &["r"], &["replicate", "transpose", "ys"]],
        &[false, false, false],
    );
    assert_eq!(alone.unwrap(), "loops 3, reads 3m*n + m, writes m*n + 2m");
}

#[test]
fn a_member_reading_another_row_is_rejected() {
    let text = "
def f (xs: [n][n]f32) : [n][n]f32 =
  let a = map (\\x -> x + 1) xs
  let b = transpose a
  let c = map (\\x -> x * 2) b
  in c
";
    rejected(text, &[&["a"], &["b", "c"]], &[false, true], "another row");
    // Alone, the same clusters are valid.
    assert!(checked(text, &[&["a"], &["b", "c"]], &[false, false]).is_ok());
}

#[test]
fn a_fusion_preventing_read_between_members_is_rejected() {
    let text = "
def f (xs: [m]f32) : [m]f32 =
  let a = map (\\x -> x + 1) xs
  let b = generate [m] (\\i -> a[(i * i) % m])
  in b
";
    rejected(text, &[&["a"], &["b"]], &[false, true], "needs all of");
}

#[test]
fn members_run_one_direction_over_one_extent() {
    let text = "
def f (xs: [m]f32) : [m]f32 =
  let a = scanl1 (+) xs
  let b = scanr1 (+) a
  in b
";
    rejected(text, &[&["a"], &["b"]], &[false, true], "direction");
    let text = "
def f (xs: [m]f32) (ys: [k]f32) : ([m]f32, [k]f32) =
  let a = map (\\x -> x + 1) xs
  let b = map (\\y -> y + 1) ys
  in (a, b)
";
    rejected(text, &[&["a"], &["b"]], &[false, true], "the group over");
}

#[test]
fn a_segmented_result_is_no_row_value() {
    // `fold_seg`'s element `i` ends where the lengths say, not at row `i`,
    // even when its extent is the group's.
    let text = "
def f (xs: [n]f32) (segs: [n]i64) : [n]f32 =
  let a = map (\\x -> x + 1) xs
  let p = fold_seg (+) 0 segs a
  let q = map (\\x -> x * 2) p
  in q
";
    rejected(text, &[&["a", "p"], &["q"]], &[false, true], "needs all of");
    // Nor may it be fused into a consumer over the same extent.
    let err = checked(text, &[&["a", "p", "q"]], &[false]).unwrap_err();
    assert!(matches!(&err, Violation::Barrier { .. }), "{err}");
    // A permute's result is never fused at all.
    let text = "
def f (xs: [m]f32) (is: [m]i64) : [m]f32 =
  let z = map (\\x -> x - x) xs
  let p = permute (+) z (\\j -> is[j]) xs
  let q = map (\\x -> x * 2) p
  in q
";
    rejected(
        text,
        &[&["z"], &["p"], &["q"]],
        &[false, false, true],
        "needs all of",
    );
}

#[test]
fn row_marks_must_fit_the_clusters() {
    let (g, deps) = suite_graph("softmax_rows.fl");
    let (ilp, _) = clustered(Strategy::Ilp, &g, &deps);
    assert!(ilp.clone().with_rows(vec![true, false, false]).is_err());
    assert!(ilp.with_rows(vec![false, true]).is_err());
}

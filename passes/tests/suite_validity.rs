//! Every strategy's clustering (`Strategy::ALL`) of every suite program
//! (`experiments/programs/*.fl`) and of random programs
//! (`testkit::testgen`) is accepted by `ir::cluster::check`, and its cost is
//! computable and consistent with the strategies' promises: one loop per
//! row group of clusters with an array operation; fusing never adds loops or writes; only
//! `delayed`, `ilp` and `exhaustive` recompute; the others never move more
//! bytes than `none`; `ilp` and `exhaustive` never move more bytes than any
//! other strategy (`none`, `delayed`, `vertical`, `greedy`): every
//! clustering of theirs is in the optimal strategies' space.

mod common;

use common::show;
use ir::cluster::{check, Clustering};
use ir::cost::{cost, Cost};
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeKind};
use passes::{cluster, Sizes, Strategy};
use proptest::prelude::*;
use testkit::testgen::{cases, Case};

/// Sizes the strategies score with.
const SCORE_DEFAULT: i64 = 1 << 20;

/// Size assignments the costs are compared at (every other symbol, e.g. a
/// `filter`'s result or a loop's trip count, gets the default).
const POINTS: &[(i64, i64, i64)] = &[(1, 1, 1), (5, 3, 2), (1000, 7, 4), (3, 1 << 20, 1 << 10)];

fn at(p: &ir::Poly, point: (i64, i64, i64)) -> i64 {
    let (n, m, default) = point;
    p.eval(&|name| match name {
        "n" => Some(n),
        "m" => Some(m),
        _ => Some(default),
    })
    .expect("every name has a value")
}

/// Clusters `g` with every strategy and checks each result.
fn check_strategies(name: &str, text: &str, g: &LabelledGraph, deps: &DepGraph) {
    let sizes = Sizes {
        value_of: &|_| None,
        default: SCORE_DEFAULT,
    };
    let mut none: Option<Cost> = None;
    let mut heuristic: Vec<(Strategy, i128)> = Vec::new();
    for s in Strategy::ALL {
        let (cl, modes) = cluster(s, g, deps, &sizes);
        let deps = modes.as_ref().unwrap_or(deps);
        let ctx = || format!("{name}, {s}: {}\n{text}", show(g, &cl));
        let sched = check(g, deps, &cl).unwrap_or_else(|v| panic!("{v}\n{}", ctx()));
        let c = cost(g, deps, &cl, &sched);
        // One loop per row group of clusters holding an array operation
        // (a cluster alone is its own row group), but for aliases (a
        // `reshape` alone: no loop).
        let with_ops = cl
            .row_groups()
            .into_iter()
            .filter(|r| {
                r.clone().any(|c| {
                    let c = ir::cluster::ClusterId::from_index(c);
                    cl.alias(g, c).is_none()
                        && cl
                            .nodes(c)
                            .iter()
                            .any(|n| matches!(g.node(*n).kind, NodeKind::Op(_)))
                })
            })
            .count();
        assert_eq!(c.loops, with_ops, "{}", ctx());
        for point in POINTS {
            for a in c.reads.iter().chain(&c.writes) {
                assert!(at(&a.count, *point) >= 0, "{a:?} at {point:?}: {}", ctx());
            }
            for r in &c.recomputed {
                let (e, k) = (at(&r.evaluations, *point), at(&r.elements, *point));
                assert!(e >= 0 && k >= 0, "{r:?} at {point:?}: {}", ctx());
            }
        }
        let bytes = |c: &Cost| c.bytes(g, &|_| None, SCORE_DEFAULT).expect("bytes fit");
        let optimal = matches!(s, Strategy::Ilp | Strategy::Exhaustive);
        if s != Strategy::Delayed && !optimal {
            assert!(sched.gathered.iter().all(|x| !x), "recomputes: {}", ctx());
            assert_eq!(c.duplication(), ir::Poly::zero(), "{}", ctx());
        }
        let Some(base) = &none else {
            assert_eq!(s, Strategy::None, "the none strategy comes first");
            assert_eq!(cl, Clustering::singletons(g.nodes.len()));
            heuristic.push((s, bytes(&c)));
            none = Some(c);
            continue;
        };
        assert!(c.loops <= base.loops, "{}", ctx());
        for point in POINTS {
            assert!(
                at(&c.total_writes(), *point) <= at(&base.total_writes(), *point),
                "more writes at {point:?}: {} > {}\n{}",
                c.total_writes(),
                base.total_writes(),
                ctx()
            );
        }
        if s != Strategy::Delayed {
            assert!(
                bytes(&c) <= bytes(base),
                "more bytes than none: {} > {}\n{}",
                bytes(&c),
                bytes(base),
                ctx()
            );
        }
        if !optimal {
            heuristic.push((s, bytes(&c)));
            continue;
        }
        // Every other strategy's clustering is in the optimal strategies' space.
        assert_eq!(heuristic.len(), 4, "the heuristics come first");
        for (h, b) in &heuristic {
            assert!(
                bytes(&c) <= *b,
                "more bytes than {h}: {} > {b}\n{}",
                bytes(&c),
                ctx()
            );
        }
    }
}

fn check_text(name: &str, text: &str) {
    let file = ir::SourceFile::new(name.to_string(), text.to_string());
    let (_, g, deps) = passes::label_text(&file).unwrap_or_else(|e| panic!("{name}: {e}"));
    check_strategies(name, text, &g, &deps);
}

#[test]
fn every_strategy_is_valid_on_the_suite() {
    let files = testkit::testgen::suite_files();
    assert!(files.len() >= 10, "{files:?}");
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        check_text(&f.display().to_string(), &text);
    }
}

#[test]
fn every_strategy_is_valid_on_random_programs() {
    for seed in 0..300 {
        let case = Case::new(seed, 16);
        let (_, g, deps) = case.graph();
        check_strategies(&format!("seed {seed}"), &case.text, &g, &deps);
    }
}

proptest! {
    #![proptest_config(testkit::testgen::config(48))]

    #[test]
    fn every_strategy_is_valid_on_larger_random_programs(case in cases(28)) {
        let (_, g, deps) = case.graph();
        check_strategies(&format!("seed {}", case.seed), &case.text, &g, &deps);
    }
}

/// Regression (cost model): a producer recomputed for only some of its
/// elements (a `backpermute` reading one row of a fused `map`) once counted
/// negative duplication, which hid real duplication elsewhere in the sum.
#[test]
fn duplication_is_never_negative() {
    let text = "def p (m2: [m][n]i64) : [n]i64 =
  let v = map (\\x -> x + 1) m2
  let r = backpermute [n] (\\j -> (0, j)) v
  in r";
    let (_, g, deps) = testkit::testgen::graph_of(text);
    let sizes = Sizes {
        value_of: &|_| None,
        default: SCORE_DEFAULT,
    };
    let (cl, _) = cluster(Strategy::Delayed, &g, &deps, &sizes);
    let sched = check(&g, &deps, &cl).unwrap();
    let c = cost(&g, &deps, &cl, &sched);
    assert_eq!(c.recomputed.len(), 1, "{}", show(&g, &cl));
    // n evaluations of an m*n-element map: duplication n - m*n.
    assert!(at(&c.duplication(), (5, 3, 1)) >= 0, "{}", c.duplication());
}

/// Regression (found by CI): `delayed` fused a `reshape` into the `reshape`
/// reading it. Apart, each is an alias with no loop; together they were a
/// copy loop, one more loop than `none` has.
#[test]
fn reshapes_of_reshapes_stay_aliases() {
    let text = "def prog (xs: [n]i64) (m2: [m][n]i64) : ([m][n]i64, [n]i64) =
  let v1 = reshape [n][m] m2
  let v2 = map (\\x -> x + 1) xs
  let v3 = reshape [m][n] v1
  in (v3, v2)";
    check_text("reshape of a reshape", text);
    let (_, g, deps) = testkit::testgen::graph_of(text);
    let sizes = Sizes {
        value_of: &|_| None,
        default: SCORE_DEFAULT,
    };
    for s in [Strategy::Delayed, Strategy::Vertical] {
        let (cl, _) = cluster(s, &g, &deps, &sizes);
        let aliases = (0..cl.len())
            .filter(|c| {
                cl.alias(&g, ir::cluster::ClusterId::from_index(*c))
                    .is_some()
            })
            .count();
        assert_eq!(aliases, 2, "{s}: {}", show(&g, &cl));
    }
}

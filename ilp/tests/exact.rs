//! The ILP's answer is exact in bytes where its objective spans many orders
//! of magnitude, and a model HiGHS cannot take is an error, never a panic:
//! - a dense matrix multiply through views at every size 2^20 (terms of
//!   2^63 bytes next to the 2^43 that decide) gets exhaustive search's
//!   clustering, with a lower bound no higher than its bytes;
//! - backprop at sizes near 2^62 (bytes beyond `i128`) is
//!   `SolveError::Unrepresentable`;
//! - random programs at 2^20 whose traffic is solved by levels of magnitude
//!   are proven optimal with exhaustive search's bytes.

use ilp::exhaustive_in_modes;
use ilp::{optimal, Options, SolveError, Weights};
use ir::cluster::{check, Clustering};
use ir::cost::cost;

/// The reproducer of issue 48 (a matrix multiply through views).
const MATMUL: &str = testkit::examples::MATMUL_VIEWS;

const LARGE: i64 = 1 << 20;

fn no_size(_: &str) -> Option<i64> {
    None
}

fn bytes_at(
    g: &ir::graph::LabelledGraph,
    deps: &ir::deps::DepGraph,
    cl: &Clustering,
    size: i64,
) -> i128 {
    let s = check(g, deps, cl).expect("valid");
    cost(g, deps, cl, &s)
        .bytes(g, &no_size, size)
        .expect("bytes fit")
}

/// Regression (issue 48): at 2^20 the ILP answered 3 loops and 2^64 +
/// 5·2^43 bytes, claiming optimality with a gap of 0, where exhaustive
/// search (and `delayed`) find 1 loop and 2^64 + 2^43.
#[test]
fn the_matmul_through_views_gets_the_exhaustive_minimum_at_2_20() {
    let (_, g, deps) = testkit::testgen::graph_of(MATMUL);
    let best = exhaustive_in_modes(&g, &deps, &no_size, LARGE, Weights::default())
        .unwrap()
        .bytes;
    let out = optimal(&g, &deps, &no_size, LARGE, &Options::default(), None).unwrap();
    let got = bytes_at(&g, out.deps(&deps), &out.clustering, LARGE);
    assert_eq!(
        got, best,
        "ilp {got} bytes, exhaustive {best} ({:?})",
        out.stats
    );
    let st = &out.stats;
    let lower = st.lower_bound_bytes;
    assert!(
        lower.is_none_or(|lb| lb <= got),
        "lower bound {lower:?} above the answer's {got} bytes"
    );
    // One unit: the objective is the answer's bytes.
    assert_eq!(st.solve.objective, got as f64, "{st:?}");
    // The model itself finds it (not a check after it), and proves it.
    assert!(!st.replaced, "{st:?}");
    assert_eq!(st.solve.status, "optimal", "{st:?}");
    assert_eq!(lower, Some(got), "{st:?}");
    assert_eq!(st.predicted_bytes, Some(got), "{st:?}");
}

/// At every size from 1 to 2^40 the matmul's answer is no worse than
/// exhaustive search's, and its lower bound is no higher than its bytes.
#[test]
fn the_matmul_is_exact_at_every_size() {
    let (_, g, deps) = testkit::testgen::graph_of(MATMUL);
    for size in [1, 1 << 10, 1 << 20, 1 << 31, 1 << 40] {
        let best = exhaustive_in_modes(&g, &deps, &no_size, size, Weights::default())
            .unwrap()
            .bytes;
        let out = optimal(&g, &deps, &no_size, size, &Options::default(), None)
            .unwrap_or_else(|e| panic!("size {size}: {e}"));
        let got = bytes_at(&g, out.deps(&deps), &out.clustering, size);
        assert_eq!(got, best, "size {size}: {:?}", out.stats);
        let lower = out.stats.lower_bound_bytes;
        assert!(lower.is_none_or(|lb| lb <= got), "size {size}: {lower:?}");
    }
}

/// Regression (issue 48): at sizes near 2^62 building backprop's model
/// panicked inside good_lp ("HiGHS error while building model"). Its bytes
/// are beyond `i128`: the model cannot be represented, and says so.
#[test]
fn backprop_near_2_62_is_an_error_not_a_panic() {
    let path = format!(
        "{}/../experiments/programs/backprop.fl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let (_, g, deps) = testkit::testgen::graph_of(&text);
    let huge = |_: &str| Some(1i64 << 62);
    match optimal(&g, &deps, &huge, 1 << 62, &Options::default(), None) {
        Err(SolveError::Unrepresentable(why)) => assert!(!why.is_empty()),
        Err(e) => panic!("another error: {e}"),
        Ok(o) => {
            // Representable after all: then its answer is valid and not
            // claimed optimal beyond what the floats resolve.
            check(&g, o.deps(&deps), &o.clustering).unwrap();
        }
    }
}

/// Sizes whose bytes fit in `i128` but whose coefficients span more than
/// HiGHS's floats resolve: an answer (valid, never claimed optimal beyond
/// what HiGHS resolves) or the error, never a panic.
#[test]
fn huge_coefficients_are_refused_or_inexact() {
    let (_, g, deps) = testkit::testgen::graph_of(MATMUL);
    for (m, k) in [(1i64 << 40, 1i64), (1 << 40, 1 << 2), (3, 1 << 40)] {
        let size = move |n: &str| match n {
            "m" => Some(m),
            "k" => Some(k),
            _ => Some(1),
        };
        match optimal(&g, &deps, &size, 1, &Options::default(), None) {
            Ok(o) => {
                check(&g, o.deps(&deps), &o.clustering).unwrap();
            }
            Err(SolveError::Unrepresentable(_)) => {}
            Err(e) => panic!("m={m}, k={k}: {e}"),
        }
    }
}

/// At sizes 2^20 the traffic of random programs spans more than HiGHS
/// solves exactly at once (2-D arrays, 1-D arrays and scalars together):
/// solved by levels of magnitude (`ilp::levels`), the ILP is proven
/// optimal and moves exactly exhaustive search's minimum.
#[test]
fn at_2_20_levels_of_magnitude_prove_the_exhaustive_minimum() {
    let (mut checked, mut levelled) = (0, 0);
    for seed in 0..300u64 {
        let (_, g, deps) = testkit::testgen::random_graph(seed, 10);
        let Ok(best) =
            exhaustive_in_modes(&g, &deps, &no_size, LARGE, Weights::default()).map(|a| a.bytes)
        else {
            continue; // bytes beyond `i128`
        };
        let out = optimal(&g, &deps, &no_size, LARGE, &Options::default(), None)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let got = bytes_at(&g, out.deps(&deps), &out.clustering, LARGE);
        assert_eq!(
            got, best,
            "seed {seed}: the ILP's clustering moves {got}, the minimum is {best}"
        );
        checked += 1;
        if out.stats.solve.levels > 1 {
            levelled += 1;
            assert_eq!(out.stats.solve.status, "optimal", "seed {seed}");
            assert_eq!(out.stats.lower_bound_bytes, Some(got), "seed {seed}");
        }
    }
    assert!(checked >= 250, "only {checked} programs checked");
    // 34 of the 300 at writing.
    assert!(levelled >= 10, "only {levelled} programs solved by levels");
}

/// At 2^20, `canny` and `fluid` have recomputation chains whose deepest
/// contexts pass the cap on evaluations (2^50): the model leaves them out,
/// and the answer is still proven, since every clustering left out reads
/// more bytes in that context alone than the answer moves.
#[test]
fn what_the_cap_leaves_out_moves_more_than_the_answer() {
    for name in ["canny", "fluid"] {
        let file = testkit::testgen::suite_files()
            .into_iter()
            .find(|f| f.file_stem().is_some_and(|s| s == name))
            .expect("a suite program");
        let text = std::fs::read_to_string(&file).unwrap();
        let (_, g, deps) = testkit::testgen::graph_of(&text);
        let out = optimal(&g, &deps, &no_size, LARGE, &Options::default(), None).unwrap();
        assert_eq!(out.stats.solve.status, "optimal", "{name}");
        let got = bytes_at(&g, out.deps(&deps), &out.clustering, LARGE);
        assert_eq!(out.stats.lower_bound_bytes, Some(got), "{name}");
        // Per node (`aggregate`), with the cap on its evaluation counts,
        // the same clustering is not proven.
        let opts = Options {
            recomputation: ilp::Recomputation::Aggregate,
            ..Options::default()
        };
        let aggregate = optimal(&g, &deps, &no_size, LARGE, &opts, None).unwrap();
        assert_eq!(aggregate.stats.solve.status, "inexact", "{name}");
        assert_eq!(
            bytes_at(&g, aggregate.deps(&deps), &aggregate.clustering, LARGE),
            got,
            "{name}"
        );
    }
}

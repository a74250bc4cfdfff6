//! The loop IR checked against the reference interpreter and the cost model:
//! for every suite program and every strategy (one test per pair), the fused
//! loop nests run by `interp::loops` give the reference interpreter's results
//! (integers exactly, floats within `TOL` relative to `max(1, |want|)`; a
//! backward loop may reduce in the other order) and the same run-time error
//! where the reference fails, on random inputs at several sizes (all sizes
//! 0, all 1, and small distinct values); and the reads and writes the loop
//! interpreter counts, per array, equal the cost model's formulas evaluated
//! at the run's sizes.

mod common;

use common::{load, size_names, size_sets};
use interp::random_inputs;
use interp::{loops, reference};

fn check_pair(program: &str, strategy: &str) {
    let (p, text) = load(program);
    let def = p.entry(None).expect("a def");
    let c = common::compile_entry(&p, strategy);
    for (k, sizes) in size_sets(&size_names(&text)).into_iter().enumerate() {
        let inputs = random_inputs(def, &sizes, 7 + k as u64).expect("random inputs");
        let want = reference::run(&p, def, &inputs);
        let ctx = format!("{program} with {strategy} at sizes {sizes:?}");
        common::loop_ir_agrees(&c, def, &inputs, &want, &ctx);
    }
}

common::suite_pairs!();

/// `--emit loops` for normalise2 with `ilp`: two nests; the first streams
/// `xs` once per element and computes `sum1`, the scan and `sum2` together.
#[test]
fn normalise2_ilp_is_two_nests() {
    let (p, _) = load("normalise2");
    let c = common::compile_entry(&p, "ilp");
    assert_eq!(c.loops.body.len(), 2, "two top-level nests");
    let nests = backend::cpu::nests(&c.loops.body);
    assert_eq!(nests.len(), 2);
    let label = |n: &ir::graph::NodeId| c.graph.node(*n).label.to_string();
    let first: Vec<String> = nests[0].nodes.iter().map(label).collect();
    assert_eq!(first, ["sum1", "scn", "sum2"]);
    let xs = c.graph.array_by_name("xs").unwrap();
    assert_eq!(nests[0].inputs, vec![xs]);
    // One streamed load of xs in the loop body.
    let body = &nests[0].body.inner.as_ref().expect("a loop").body;
    let loads = body
        .pre
        .iter()
        .filter(|s| matches!(s, ir::loops::Stmt::Load { array, .. } if *array == xs))
        .count();
    assert_eq!(loads, 1);
    let second: Vec<String> = nests[1].nodes.iter().map(label).collect();
    assert_eq!(second, ["ys1", "ys2"]);
}

mod random {
    use proptest::prelude::*;
    use testkit::testgen::cases;

    proptest! {
        #![proptest_config(testkit::testgen::config(96))]

        /// Random programs (`testkit::testgen`) under every strategy: the loop
        /// IR's results, or its run-time error, equal the reference's.
        #[test]
        fn loop_ir_equals_reference(case in cases(12), n in 1i64..7, m in 1i64..5, seed in any::<u64>()) {
            super::common::random_program_agrees(&case, n, m, seed, "the loop IR", &|c, inputs| {
                interp::loops::run(&c.loops, inputs).map(|r| r.value)
            });
        }
    }
}

/// Regression (the fuzz corpus, with `\\a b -> a - b` among the random
/// programs' combining functions): `greedy` fused a `permute` with a
/// `scanr1` into one backward loop, which combined the permute's sources in
/// reverse order. A `permute` reads its source forward only (`ir::ops`).
#[test]
fn a_permute_combines_in_source_order_under_every_strategy() {
    let text = "def prog (zs: [m]i64) : (i64, [m]i64) =
  let v1 = scanr1 max zs
  let v2 = fold (\\a b -> a ^ b) 0 v1
  let d3 = generate [4] (\\i -> 2)
  let v4 = permute (\\a b -> a - b) d3 (\\i -> (i * 2 + 4) % 4) zs
  let v6 = map (\\x -> x - (the v2) % 6) zs
  let v7 = fold (\\a b -> a ^ b) 0 v4
  in (v7, v6)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let inputs = vec![common::ints(&[5, -3, 8, 1])];
    let want = interp::reference::run(&p, def, &inputs);
    for s in ["none", "delayed", "vertical", "greedy", "ilp"] {
        let c = common::compile_entry(&p, s);
        common::loop_ir_agrees(&c, def, &inputs, &want, s);
    }
}

/// Regression: a `fold` fused with a `scanr1` runs in the scan's backward
/// loop, and folded `z` in last (`f x acc` from `acc = z`), so a function
/// that does not commute gave the row's first element instead of the
/// definition's `z ⊕ (x0 ⊕ …)`. `z` is now folded in after the loop, on the
/// left; empty rows keep `z`.
#[test]
fn a_backward_fold_folds_its_initial_value_in_first() {
    let text = "def prog (xs: [m][n]i64) : ([m][n]i64, [m]i64, [m]i64) =
  let ys = scanr1 (+) xs
  let firsts = fold (\\a b -> a) 7 ys
  let lasts = fold (\\a b -> b) 7 ys
  in (ys, firsts, lasts)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    for (m, n) in [(3, 4), (2, 1), (2, 0)] {
        let sizes = [("m".into(), m), ("n".into(), n)].into_iter().collect();
        let inputs = random_inputs(def, &sizes, 3).unwrap();
        let want = reference::run(&p, def, &inputs);
        for s in ["none", "delayed", "vertical", "greedy", "ilp"] {
            let c = common::compile_entry(&p, s);
            common::loop_ir_agrees(&c, def, &inputs, &want, s);
        }
    }
}

/// A row's fold result used after the inner loop of the nest it is fused
/// into (found by the CPU property test): what needs the fold's result
/// waits until after the loop, and the nest gives the reference's results.
#[test]
fn a_fold_result_used_after_the_fused_inner_loop() {
    let text = "def prog (ys: [n]i64) (zs: [m]i64) (m2: [m][n]i64) : ([m]i64, [m][n]i64) =
  let v3 = fold1 min m2
  let v5 = map (\\x -> x % 3) v3
  let v7 = generate [m][n] (\\(i, j) -> i + ys[j])
  let v9 = fold (+) 0 v7
  let v10 = map (\\x -> x * 2) v7
  let v11 = map (\\x y z -> x + y + z) zs v9 v5
  in (v11, v10)";
    let file = ir::SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks"));
    let def = p.entry(None).unwrap();
    for strategy in ["greedy", "ilp", "vertical"] {
        let c = common::compile_entry(&p, strategy);
        for (m, n) in [(3, 4), (1, 1), (0, 2)] {
            let sizes = [("m".into(), m), ("n".into(), n)].into_iter().collect();
            let inputs = random_inputs(def, &sizes, 5).unwrap();
            let want = reference::run(&p, def, &inputs);
            let got = loops::run(&c.loops, &inputs);
            common::assert_agrees(
                got.as_ref().map(|r| &r.value),
                &want,
                "loops",
                true,
                &|| format!("{strategy} at m = {m}, n = {n}"),
            );
        }
    }
}

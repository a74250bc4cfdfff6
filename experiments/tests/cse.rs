//! Common subexpressions of a fused nest computed once
//! (`ir::loops::share_common`, the CPU backend's `cse` rewrite): what it
//! shares and what it leaves alone, that the rewritten program verifies,
//! counts the same traffic and computes the reference's values in the
//! loop-IR interpreter and on the CPU with and without the rewrite.

mod common;

use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use interp::reference;
use ir::loops::{render, share_common, verify};
use std::sync::Arc;

/// `text` fused by `strategy`, rewritten by `share_common`: how many values
/// it shared and the rewritten program, after checking its values and its
/// counted traffic against the unrewritten program's at `sizes`.
fn check(text: &str, strategy: &str, sizes: &[(&str, i64)]) -> (usize, String) {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, strategy);
    let (shared, count) = share_common(&c.loops);
    verify(&shared).unwrap_or_else(|e| panic!("{e}\n{}", render(&shared)));
    let sizes = sizes.iter().map(|(k, v)| (Arc::from(*k), *v)).collect();
    for seed in [1, 2] {
        let inputs = random_inputs(def, &sizes, seed).unwrap();
        let want = reference::run(&p, def, &inputs);
        let before = interp::loops::run(&c.loops, &inputs);
        let after = interp::loops::run(&shared, &inputs);
        common::assert_agrees(
            after.as_ref().map(|r| &r.value),
            &want,
            "the rewritten loop IR",
            true,
            &|| text.to_string(),
        );
        if let (Ok(before), Ok(after)) = (&before, &after) {
            assert_eq!(before.counts, after.counts, "the same counted traffic");
        }
        for share_common in [true, false] {
            let options = CpuOptions {
                share_common,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            let got = cpu::run(&cp, &inputs);
            common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
                format!("{text} (share_common {share_common})")
            });
        }
    }
    (count, render(&shared))
}

#[test]
fn nbody_computes_one_square_root_per_pair() {
    let (_, text) = common::load("nbody");
    let (count, shared) = check(&text, "ilp", &[("n", 37)]);
    assert!(count > 0, "{shared}");
    assert_eq!(shared.matches("sqrt").count(), 1, "{shared}");
    // fx and fy divide by the one shared value.
    assert_eq!(shared.matches("/ shared_").count(), 2, "{shared}");
}

#[test]
fn siblings_share_values_reloads_and_subexpressions() {
    let text = "def f (xs: [n]f64) (ys: [n]f64) : ([n]f64, [n]f64, [n]f64) =
  let a = map (\\x y -> let d = x - y in d * d + exp d) xs ys
  let b = map (\\x y -> let e = x - y in (e * e + exp e) * 2.0) xs ys
  let c = map (\\x y -> exp (x - y) + 1.0) xs ys
  in (a, b, c)";
    let (count, shared) = check(text, "ilp", &[("n", 50)]);
    assert!(count >= 3, "{shared}");
    assert_eq!(shared.matches("exp").count(), 1, "{shared}");
    assert_eq!(shared.matches(" - ").count(), 1, "{shared}");
}

#[test]
fn accumulators_branches_and_counted_reads_are_not_shared() {
    // `acc + x` before and after an update is two values; the reads of
    // `ys` in the lambdas are counted, each one; the `exp` under a branch
    // runs only there.
    let text = "def f (xs: [n]f64) (ys: [m]f64) : ([n]f64, [n]f64, f64) =
  let a = map (\\x -> if x > 0.0 then exp x else ys[0]) xs
  let b = map (\\x -> exp x + ys[0]) xs
  let s = fold (+) 0.0 (map (\\x -> x * 2.0) xs)
  in (a, b, s)";
    let (_, shared) = check(text, "ilp", &[("n", 40), ("m", 3)]);
    assert_eq!(shared.matches("exp").count(), 2, "{shared}");
    assert_eq!(shared.matches("ys[").count(), 2, "{shared}");
}

#[test]
fn the_suite_keeps_its_values_and_traffic() {
    for name in ["blur", "conv5", "fluid", "srad", "black_scholes", "lulesh"] {
        let (_, text) = common::load(name);
        let sizes: Vec<(String, i64)> = common::size_names(&text)
            .into_iter()
            .map(|n| (n, 9))
            .collect();
        let sizes: Vec<(&str, i64)> = sizes.iter().map(|(n, v)| (n.as_str(), *v)).collect();
        check(&text, "ilp", &sizes);
    }
}

#[test]
fn a_copy_of_an_accumulator_keeps_the_value_it_had() {
    // The scan's element is a copy of its accumulator made before the
    // accumulator is updated; the permute reads it after the update.
    let text = "def f (xs: [n]i64) (ys: [n]i64) : [n]i64 =
  let v2 = scanr1 (+) xs
  let v3 = scanl (+) 0 ys
  in permute (\\a b -> a - b) v2 (\\i -> (i % n + n) % n) v3";
    for strategy in ["vertical", "ilp"] {
        check(text, strategy, &[("n", 34)]);
    }
}

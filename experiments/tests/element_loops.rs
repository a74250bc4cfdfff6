//! Array-level loops of element-wise bodies fused per element
//! (`backend::cpu::rewrite::element_loops`): which loops qualify, that the rewritten
//! loop program verifies and computes the reference's values in the
//! loop-IR interpreter and on the CPU, and that the early exit applies only
//! where an element's state stops changing.

mod common;

use backend::cpu::rewrite::element_loops;
use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use interp::reference;
use ir::loops::{nests, render, verify};
use std::sync::Arc;

/// `text` fused by `strategy`: how many loops the rewrite fuses, and the
/// rewritten program's values against the reference's (loop-IR interpreter
/// and CPU, with and without the rewrite) at `sizes`.
fn check(text: &str, strategy: &str, sizes: &[(&str, i64)]) -> (usize, String) {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, strategy);
    let (fused, count) = element_loops::fuse(&c.loops);
    verify(&fused).unwrap_or_else(|e| panic!("{e}\n{}", render(&fused)));
    let sizes = sizes.iter().map(|(k, v)| (Arc::from(*k), *v)).collect();
    for seed in [1, 2] {
        let inputs = random_inputs(def, &sizes, seed).unwrap();
        let want = reference::run(&p, def, &inputs);
        let got = interp::loops::run(&fused, &inputs);
        common::assert_agrees(
            got.as_ref().map(|r| &r.value),
            &want,
            "the rewritten loop IR",
            true,
            &|| text.to_string(),
        );
        for per_element_loops in [true, false] {
            let options = CpuOptions {
                per_element_loops,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            let got = cpu::run(&cp, &inputs);
            common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
                format!("{text} (per-element loops {per_element_loops})")
            });
        }
    }
    (count, render(&fused))
}

#[test]
fn mandelbrot_runs_per_element_with_an_early_exit() {
    let (_, text) = common::load("mandelbrot");
    for strategy in ["none", "ilp"] {
        let (count, fused) = check(&text, strategy, &[("h", 24), ("w", 40)]);
        assert_eq!(count, 1, "{fused}");
        assert!(fused.contains("while"), "{fused}");
        assert!(fused.contains("moving"), "no early exit:\n{fused}");
    }
}

#[test]
fn element_loops_without_an_exit_and_with_scalar_state_in_the_body() {
    // The state always changes: no early exit, but still per element; the
    // body reads the counter too.
    let text = "def f (xs: [n]f64) : [n]f64 =\n  \
                let (ys, k) = loop (y, k) = (xs, unit 0) while the k < 5 do\n    \
                (map (\\x -> 0.5 * x + f64 (the k)) y, unit (the k + 1))\n  \
                in ys";
    let (count, fused) = check(text, "ilp", &[("n", 100)]);
    assert_eq!(count, 1, "{fused}");
    assert!(!fused.contains("moving"), "{fused}");
    // Zero iterations: the initial arrays come out.
    let text0 = text.replace("the k < 5", "the k < 0");
    assert_eq!(check(&text0, "ilp", &[("n", 9)]).0, 1);
}

#[test]
fn loops_that_are_not_element_wise_stay_as_written() {
    let cases = [
        // The condition's rank-0 state is computed from the array state.
        "def f (xs: [n]f64) : [n]f64 =\n  \
         let (ys, k, s) = loop (y, k, s) = (xs, unit 0, unit 0.0) while the k < 5 && the s < 100.0 do\n    \
         (map (\\x -> x + 1.0) y, unit (the k + 1), fold (+) 0.0 y)\n  in ys",
        // A neighbour of each element: not element-wise.
        "def f (xs: [n]f64) : [n]f64 =\n  \
         let (ys, k) = loop (y, k) = (xs, unit 0) while the k < 3 do\n    \
         (stencil (\\(a, b, c) -> (a + b + c) / 3.0) clamp y, unit (the k + 1))\n  in ys",
    ];
    for text in cases {
        let (count, fused) = check(text, "ilp", &[("n", 17)]);
        assert_eq!(count, 0, "{text}\n{fused}");
    }
}

#[test]
fn the_fused_nest_replaces_the_loops_element_nest() {
    let (p, _) = common::load("mandelbrot");
    let c = common::compile_entry(&p, "ilp");
    let (fused, _) = element_loops::fuse(&c.loops);
    let trees: Vec<String> = nests(&fused.body).iter().map(|n| n.tree.clone()).collect();
    assert!(
        trees.iter().any(|t| t.starts_with("PerElementLoop(")),
        "{trees:?}"
    );
    assert_eq!(nests(&fused.body).len(), nests(&c.loops.body).len());
}

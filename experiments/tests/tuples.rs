//! Tuple variables split into their components, copies propagated
//! (`backend::cpu::rewrite::untuple`): the rewritten program verifies and computes in
//! the loop-IR interpreter what the program as lowered computes, with the
//! same traffic, for every suite program under every strategy; updates
//! that read an earlier component of the variable they update keep their
//! values; and srad's folds over pairs, sequential as lowered, run as
//! parallel reductions on the CPU.

mod common;

use backend::cpu::rewrite::untuple;
use backend::cpu::CpuOptions;
use backend::plan::Plan;
use common::{load, STRATEGIES};
use interp::random_inputs;
use interp::reference;
use ir::loops::LoopProgram;
use std::sync::Arc;

/// `loops` split: verified, and run by the loop-IR interpreter on `inputs`
/// with the values, errors and traffic of `loops` as lowered.
fn same_as_lowered(loops: &LoopProgram, inputs: &[ir::Array], ctx: &str) -> LoopProgram {
    let (split, _) = untuple::split(loops);
    common::same_in_loop_ir(loops, &split, inputs, ctx, true);
    split
}

#[test]
fn every_suite_program_computes_the_same_split() {
    let mut split_any: Vec<String> = Vec::new();
    common::each_suite_case(11, &mut |case| {
        let loops = &case.compiled.loops;
        same_as_lowered(loops, case.inputs, case.ctx);
        let (_, count) = untuple::split(loops);
        if count > 0 && !split_any.iter().any(|p| p == case.program) {
            split_any.push(case.program.to_string());
        }
    });
    for program in ["srad", "kmeans", "tridiag"] {
        assert!(
            split_any.iter().any(|p| p == program),
            "{program} has tuple variables to split: {split_any:?}"
        );
    }
}

/// An update whose second component reads the first one's old value (as
/// lowered, through the `let` of the lambda's pattern, which the copy
/// propagation must not replace by the component updated just before).
#[test]
fn updates_that_read_an_earlier_component_keep_their_values() {
    let text = "def prog (xs: [n]i64) : ([](i64, i64), [n+1](i64, i64)) =
  let ps = map (\\x -> (x, x * 3 + 1)) xs
  let f = fold (\\(a, b) (c, d) -> (b + c, a * 2 + d)) (1, 2) ps
  let s = scanl (\\(a, b) (c, d) -> (b - c, a + d)) (5, 7) ps
  in (f, s)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    for strategy in STRATEGIES {
        let c = common::compile_entry(&p, strategy);
        for n in [0, 1, 6] {
            let sizes = [(Arc::from("n"), n)].into_iter().collect();
            let inputs = random_inputs(def, &sizes, 4).unwrap();
            let want = reference::run(&p, def, &inputs);
            let ctx = format!("{strategy} at n = {n}");
            same_as_lowered(&c.loops, &inputs, &ctx);
            let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
            let got = common::cpu_reported(&p, def, &cp, &inputs);
            common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| ctx.clone());
        }
    }
}

/// srad's mean and variance fold pairs: as lowered, each a tuple
/// accumulator updated through the lambda's `let`s, so its nest ran on one
/// thread; split, `acc.0 := acc.0 + x.0` is a parallel reduction.
#[test]
fn srads_folds_over_pairs_are_parallel_reductions_once_split() {
    let (p, _) = load("srad");
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let plans = |split_tuples: bool| {
        let options = CpuOptions {
            split_tuples,
            ..CpuOptions::default()
        };
        let cp = experiments::native::compile(&c.loops, options).unwrap();
        let sizes = [(Arc::from("h"), 9), (Arc::from("w"), 13)]
            .into_iter()
            .collect();
        let inputs = random_inputs(def, &sizes, 3).unwrap();
        let want = reference::run(&p, def, &inputs);
        let got = common::cpu_reported(&p, def, &cp, &inputs);
        common::assert_agrees_or_rounding(&p, def, &inputs, got.as_ref(), &want, "cpu", &|| {
            format!("split_tuples {split_tuples}")
        });
        cp.nests.iter().map(|n| n.plan).collect::<Vec<_>>()
    };
    let (split, lowered) = (plans(true), plans(false));
    let reduce = |ps: &[Plan]| ps.iter().filter(|p| **p == Plan::Reduce).count();
    assert_eq!(reduce(&split), 2, "{split:?}");
    assert_eq!(reduce(&lowered), 0, "{lowered:?}");
}

/// The components' variables are made in the order of the split
/// variables' ids, so the rewritten program (and the code's names, and
/// the compile cache's keys) are the same on every run.
#[test]
fn the_split_is_the_same_on_every_run() {
    let (p, _) = load("srad");
    let c = common::compile_entry(&p, "ilp");
    let shown = |p: &LoopProgram| format!("{:?}", p.body);
    let first = shown(&untuple::split(&c.loops).0);
    for _ in 0..8 {
        assert_eq!(shown(&untuple::split(&c.loops).0), first);
    }
}

//! Folds over columns, and scans written down columns, interchanged
//! (`backend::cpu::rewrite::interchange`): the
//! rewritten program verifies and computes in the loop-IR interpreter what
//! the program before it computes (values and errors; the accumulators'
//! array adds traffic), for every suite program under every strategy;
//! backprop's hidden layer is interchanged (one thread: it overwrites a
//! permute's defaults), a column sum's blocks of columns run as chunks on
//! threads; column
//! folds with statements after them, empty and single rows and columns,
//! and a read out of bounds inside the fold give the reference's results
//! on the CPU with the rewrite and without.

mod common;

use backend::cpu::rewrite::{delinearise, interchange};
use backend::cpu::CpuOptions;
use backend::plan::{self, Plan};
use common::{load, STRATEGIES};
use interp::random_inputs;
use interp::reference;
use ir::loops::{render, LoopProgram};
use std::sync::Arc;

/// `loops` as the CPU backend has it before the rewrite, and after it,
/// checked in the loop-IR interpreter; how many nests were interchanged.
fn same_as_before(loops: &LoopProgram, inputs: &[ir::Array], ctx: &str) -> (LoopProgram, usize) {
    let (flat, _) = delinearise::flatten(loops);
    let (swapped, count) = interchange::interchange(&flat, interchange::BLOCK);
    common::same_in_loop_ir(&flat, &swapped, inputs, ctx, false);
    // Scans stored down columns in the blocks of an Intel CPU too.
    let (wide, wide_count) = interchange::interchange(&flat, interchange::WIDE_SCAN_BLOCK);
    assert_eq!(wide_count, count, "{ctx}");
    common::same_in_loop_ir(&flat, &wide, inputs, ctx, false);
    (swapped, count)
}

/// The CPU's result (its error as every path reports it) with the
/// interchange `on` or off, scans stored down columns in blocks of
/// `interchange::WIDE_SCAN_BLOCK` rows or not (`None`: as the CPU decides).
fn cpu_run(
    p: &ir::Program,
    loops: &LoopProgram,
    inputs: &[ir::Array],
    on: bool,
    wide: Option<bool>,
) -> Result<ir::Value, interp::RuntimeError> {
    let options = CpuOptions {
        interchange_folds: on,
        wide_scan_blocks: wide,
        ..CpuOptions::default()
    };
    let cp = experiments::native::compile(loops, options).unwrap();
    common::cpu_reported(p, p.entry(None).unwrap(), &cp, inputs)
}

/// Whether `nest` of `p` is an interchanged one (it makes accumulators'
/// arrays).
fn interchanged(p: &LoopProgram, nest: &ir::loops::Nest) -> bool {
    nest.shapes
        .iter()
        .any(|s| p.arrays[s.array].name.ends_with("_cols"))
}

/// How many of an interchanged `nest`'s accumulators' arrays hold flags
/// (`scanl1`'s and `fold1`'s `started`: none should, the steps test
/// their index instead).
fn flag_arrays(p: &LoopProgram, nest: &ir::loops::Nest) -> usize {
    nest.shapes
        .iter()
        .map(|s| &p.arrays[s.array])
        .filter(|a| a.name.ends_with("_cols") && a.elem == ir::ScalarType::BOOL)
        .count()
}

#[test]
fn every_suite_program_computes_the_same_interchanged() {
    let mut any: Vec<String> = Vec::new();
    common::each_suite_case(3, &mut |case| {
        if same_as_before(&case.compiled.loops, case.inputs, case.ctx).1 > 0 {
            any.push(format!("{}::{}", case.program, case.strategy));
        }
    });
    assert!(any.iter().any(|c| c == "backprop::ilp"), "{any:?}");
}

/// backprop under `ilp`: its hidden layer's nest (a fold over a column of
/// `w1` per hidden unit, then the unit's activation and its bias slot) is
/// interchanged and runs on one thread, as before the rewrite (the
/// permute's defaults are copied before the loop); the CPU agrees with the
/// reference with the rewrite and without, at numbers of hidden units
/// below, at and above a block's.
#[test]
fn backprops_hidden_layer_is_interchanged() {
    let (p, _) = load("backprop");
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let (flat, _) = delinearise::flatten(&c.loops);
    let (swapped, count) = interchange::interchange(&flat, interchange::BLOCK);
    assert!(count >= 1, "{}", render(&swapped));
    for nest in ir::loops::nests(&swapped.body) {
        if interchanged(&swapped, nest) {
            let plan = plan::analyse(&swapped, nest).plan;
            assert_eq!(plan, Plan::Sequential, "{}", render(&swapped));
        }
    }
    let block = interchange::BLOCK;
    for (n, h) in [
        (1, 1),
        (5, 3),
        (33, 16),
        (40, 0),
        (0, 4),
        (7, block),
        (9, block + 1),
        (3, 2 * block + 5),
    ] {
        let sizes = [
            (Arc::from("n"), n),
            (Arc::from("h"), h),
            (Arc::from("o"), 2),
        ]
        .into_iter()
        .collect();
        let inputs = random_inputs(def, &sizes, 11).unwrap();
        let want = reference::run(&p, def, &inputs);
        for on in [true, false] {
            let got = cpu_run(&p, &c.loops, &inputs, on, None);
            common::assert_agrees_or_rounding(
                &p,
                def,
                &inputs,
                got.as_ref(),
                &want,
                "cpu",
                &|| format!("n = {n}, h = {h}, interchange {on}"),
            );
        }
    }
}

/// Scans written through a transpose (transpose_scan: the running sums of
/// each row stored down a column of the result) are interchanged: a block
/// of rows' scans advance together, a column at a time, so the stores of
/// one step are contiguous; the blocks run as chunks on threads. Each
/// row's sums keep their order, so the CPU gives the reference's results
/// bit for bit, at numbers of rows below, at and above a block's, with the
/// rewrite and without; an `i64` scan stored both through the transpose
/// and as it is (a row store, which the rewrite refuses) agrees too.
/// `scanl1`'s started flag takes no array of its own (each step tests
/// its index).
#[test]
fn scans_written_through_a_transpose_are_interchanged() {
    let (scan, _) = load("transpose_scan");
    let both = common::checked(
        "def f (a: [m][n]i64) : ([n][m]i64, [m][n]i64) =
  let s = scanl1 (+) (map (\\x -> x * 3) a)
  in (transpose s, s)",
    );
    let wide = interchange::WIDE_SCAN_BLOCK;
    for (p, must) in [(&scan, true), (&both, false)] {
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(p, "ilp");
        let (flat, _) = delinearise::flatten(&c.loops);
        let (swapped, count) = interchange::interchange(&flat, interchange::BLOCK);
        if must {
            assert!(count >= 1, "{}", render(&swapped));
        }
        for nest in ir::loops::nests(&swapped.body) {
            if interchanged(&swapped, nest) {
                let plan = plan::analyse(&swapped, nest).plan;
                assert_eq!(plan, Plan::Chunks, "{}", render(&swapped));
                assert_eq!(flag_arrays(&swapped, nest), 0, "{}", render(&swapped));
            }
        }
        for (m, n) in [
            (0, 3),
            (3, 0),
            (1, 1),
            (5, 7),
            (interchange::BLOCK + 1, 33),
            (wide, 9),
            (wide + 1, 17),
            (2 * wide + 3, 4),
        ] {
            let sizes = [(Arc::from("m"), m), (Arc::from("n"), n)]
                .into_iter()
                .collect();
            let inputs = random_inputs(def, &sizes, 3).unwrap();
            let ctx = format!("{} at m = {m}, n = {n}", def.name);
            same_as_before(&c.loops, &inputs, &ctx);
            let want = reference::run(p, def, &inputs);
            for (on, wide) in [(true, Some(false)), (true, Some(true)), (false, None)] {
                let got = cpu_run(p, &c.loops, &inputs, on, wide);
                common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| {
                    format!("{ctx}, interchange {on}, wide blocks {wide:?}")
                });
            }
        }
    }
}

/// An interchanged block's loop over its columns runs `min(BLOCK, h - lo)`
/// times (`ir::loops::ranges::Lets::capped`): where its reads follow the
/// columns (a column sum's, backprop's), it is vectorised without
/// interleaving, so that 16 columns run in vectors
/// (`llvm.loop.interleave.count` 1); where they are a row apart (a scan
/// written through a transpose) it is not marked
/// (`ir::loops::transposed::reads_rows_apart`).
#[test]
fn short_column_blocks_vectorise_without_interleaving() {
    let colsum = "def f (a: [m][n]f32) (v: [m]f32) : [n]f32 =
  fold (+) 0.0f32 (transpose (map (*) a (transpose (replicate n v))))";
    let (scan, _) = load("transpose_scan");
    for (p, rows_apart) in [(common::checked(colsum), false), (scan, true)] {
        let c = common::compile_entry(&p, "ilp");
        let (flat, _) = delinearise::flatten(&c.loops);
        let (swapped, count) = interchange::interchange(&flat, interchange::BLOCK);
        assert_eq!(count, 1, "{}", render(&swapped));
        let nest = ir::loops::nests(&swapped.body)[0];
        let blocks = nest.body.inner.as_deref().expect("the blocks' loop");
        let steps = blocks.body.inner.as_deref().expect("the steps' loop");
        let columns = steps.body.inner.as_deref().expect("the block's loop");
        let lets = ir::loops::ranges::Lets::of(nest);
        assert!(lets.capped(&columns.extent, interchange::BLOCK));
        assert!(!lets.capped(&steps.extent, interchange::BLOCK));
        assert_eq!(
            ir::loops::transposed::reads_rows_apart(columns),
            rows_apart,
            "{}",
            render(&swapped)
        );
    }
    let c = common::compile_entry(&common::checked(colsum), "ilp");
    let llvm = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), false).unwrap();
    assert!(llvm.contains("llvm.loop.interleave.count"), "{llvm}");
}

/// Column folds of every shape the rewrite takes: sums of `f64` and
/// products of `i64` per column, used after the fold by a map, a gather
/// inside the fold, and a gather that reads out of bounds at one element;
/// a `fold1` (its started flag, no array, read after the steps: an empty
/// column is an error); with columns of one block, of two and a ragged
/// third. Their
/// interchanged nests run as chunks of blocks.
#[test]
fn column_folds_give_the_references_results() {
    let texts = [
        "def f (a: [m][n]f64) (v: [m]f64) : [n]f64 =
  let p = map (*) a (transpose (replicate n v))
  let s = fold (+) 0.0 (transpose p)
  in map (\\t -> t * 2.0 + 1.0) s",
        "def f (a: [m][n]i64) (ix: [m]i64) (w: [k]i64) : [n]i64 =
  let g = map (+) a (transpose (replicate n (backpermute [m] (\\r -> ix[r]) w)))
  in fold (*) 1 (transpose g)",
        "def f (a: [m][n]f64) : [n]f64 =
  fold1 (\\x y -> x * 0.5 + y) (transpose a)",
    ];
    for text in texts {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let mut swapped = 0;
        for strategy in STRATEGIES {
            let c = common::compile_entry(&p, strategy);
            let (flat, _) = delinearise::flatten(&c.loops);
            let (swapped_p, _) = interchange::interchange(&flat, interchange::BLOCK);
            for nest in ir::loops::nests(&swapped_p.body) {
                if interchanged(&swapped_p, nest) {
                    let plan = plan::analyse(&swapped_p, nest).plan;
                    assert_eq!(plan, Plan::Chunks, "{}", render(&swapped_p));
                    assert_eq!(flag_arrays(&swapped_p, nest), 0, "{}", render(&swapped_p));
                }
            }
            for (m, n) in [(0, 3), (3, 0), (1, 1), (7, 5), (40, 17), (5, 130)] {
                let mut sizes: interp::Sizes = [(Arc::from("m"), m), (Arc::from("n"), n)]
                    .into_iter()
                    .collect();
                sizes.insert(Arc::from("k"), 9);
                let mut inputs = random_inputs(def, &sizes, 5).unwrap();
                if text.contains("ix") && m > 3 {
                    // In bounds everywhere, then out of bounds at row 3.
                    let ix: Vec<i64> = (0..m).map(|r| if r == 3 { 9 } else { r % 9 }).collect();
                    inputs[1] = common::ints(&ix);
                }
                let ctx = format!("{text}\n{strategy} at m = {m}, n = {n}");
                swapped += same_as_before(&c.loops, &inputs, &ctx).1;
                let want = reference::run(&p, def, &inputs);
                for on in [true, false] {
                    let got = cpu_run(&p, &c.loops, &inputs, on, None);
                    common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| {
                        format!("{ctx}, interchange {on}")
                    });
                }
            }
        }
        assert!(swapped > 0, "never interchanged: {text}");
    }
}

/// Random programs (`testkit::testgen`) under every strategy with the
/// interchange on (as by default) and extents up to two blocks of columns
/// and more: the rewritten loop program
/// verifies and the CPU gives the reference's results or its error.
mod random {
    use backend::cpu::CpuOptions;
    use proptest::prelude::*;
    use testkit::testgen::cases;

    proptest! {
        #![proptest_config(testkit::testgen::config(24))]

        #[test]
        fn interchanged_cpu_equals_reference(case in cases(12), n in 1i64..140, m in 1i64..6, seed in any::<u64>()) {
            super::common::random_program_agrees(&case, n, m, seed, "cpu", &|c, inputs| {
                let options = CpuOptions { interchange_folds: true, threads: 2, ..Default::default() };
                super::common::cpu_run_verified(&case, &c.loops, options, inputs)
            });
        }
    }
}

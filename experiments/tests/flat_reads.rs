//! Row-major reads through a flat position read flat
//! (`backend::cpu::rewrite::delinearise`): which reads are rewritten, that the
//! rewritten program verifies, computes the reference's values (or fails
//! as it does) in the loop-IR interpreter with the same traffic, and that
//! the CPU's code for a fused `reshape` has no division left and is
//! vectorised. The CPU's errors are compared as every path reports them
//! (`interp::precise`): a flat read may fail with another error at the same
//! element.

mod common;

use backend::cpu::rewrite::delinearise;
use backend::cpu::CpuOptions;
use interp::random_inputs;
use interp::reference;
use ir::loops::{render, verify};
use std::sync::Arc;

/// `text` fused by `strategy`: how many reads the rewrite flattens, and the
/// rewritten program, after checking it against the reference at `sizes`
/// (loop-IR interpreter, same element counts read and written as the
/// program as lowered; CPU).
fn check(text: &str, strategy: &str, sizes: &[(&str, i64)]) -> (usize, String) {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, strategy);
    let (flat, count) = delinearise::flatten(&c.loops);
    verify(&flat).unwrap_or_else(|e| panic!("{e}\n{}", render(&flat)));
    let sizes = sizes.iter().map(|(k, v)| (Arc::from(*k), *v)).collect();
    let shown = render(&flat);
    for seed in [1, 2] {
        let inputs = random_inputs(def, &sizes, seed).unwrap();
        let want = reference::run(&p, def, &inputs);
        let got = interp::loops::run(&flat, &inputs);
        let ctx = || format!("{text}\n{shown}");
        match &want {
            // It fails where the original fails, maybe with another error
            // (an empty row: out of bounds, not a division by zero); the
            // CPU, below, reports the reference's.
            Err(_) => assert!(got.is_err(), "the rewritten loop IR runs\n{}", ctx()),
            Ok(_) => common::assert_agrees(
                got.as_ref().map(|r| &r.value),
                &want,
                "the rewritten loop IR",
                true,
                &ctx,
            ),
        }
        if let (Ok(got), Ok(before)) = (&got, interp::loops::run(&c.loops, &inputs)) {
            let total = |m: &std::collections::BTreeMap<_, u64>| m.values().sum::<u64>();
            assert_eq!(
                total(&got.counts.reads),
                total(&before.counts.reads),
                "reads\n{}",
                ctx()
            );
            assert_eq!(
                total(&got.counts.writes),
                total(&before.counts.writes),
                "writes\n{}",
                ctx()
            );
        }
        let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
        let got = common::cpu_reported(&p, def, &cp, &inputs);
        common::assert_agrees(got.as_ref(), &want, "cpu", true, &ctx);
    }
    (count, shown)
}

#[test]
fn a_fused_reshape_reads_its_source_flat() {
    let (_, text) = common::load("reshape_fused");
    let (count, shown) = check(&text, "ilp", &[("m", 7), ("n", 5)]);
    assert_eq!(count, 1, "{shown}");
    assert!(shown.contains("a_flat"), "{shown}");
    assert!(!shown.contains(" / ") && !shown.contains(" % "), "{shown}");
    for strategy in ["none", "vertical", "greedy"] {
        check(&text, strategy, &[("m", 7), ("n", 5)]);
    }
}

#[test]
fn the_suites_reshapes_agree() {
    for name in ["reshape_scan", "chained_gathers"] {
        let (_, text) = common::load(name);
        for strategy in ["none", "ilp"] {
            let sizes: Vec<(String, i64)> = common::size_names(&text)
                .into_iter()
                .map(|s| (s, 6))
                .collect();
            let sizes: Vec<(&str, i64)> = sizes.iter().map(|(k, v)| (k.as_str(), *v)).collect();
            check(&text, strategy, &sizes);
        }
    }
}

#[test]
fn divisions_by_the_extent_written_out_read_flat_and_fail_where_the_original_fails() {
    // A gather that splits `i` by the source's row length itself: the same
    // element; beyond the last one (k > m * n) out of bounds as before.
    let text = "def unflat (a: [m][n]f32) (b: [k]f32) : [k]f32 =
  let g = backpermute [k] (\\i -> (i / n, i % n)) a
  in map (\\x y -> x + y) g b";
    let (count, shown) = check(text, "ilp", &[("m", 4), ("n", 3), ("k", 12)]);
    assert_eq!(count, 1, "{shown}");
    let (count, _) = check(text, "ilp", &[("m", 4), ("n", 3), ("k", 13)]);
    assert_eq!(count, 1);
    // An empty row: the original divides by zero, the flat read is out of
    // bounds; both fail.
    check(text, "ilp", &[("m", 4), ("n", 0), ("k", 2)]);
    // Negative positions fail too.
    let negative = text.replace("(i / n, i % n)", "((i - 2) / n, (i - 2) % n)");
    let (count, _) = check(&negative, "ilp", &[("m", 4), ("n", 3), ("k", 5)]);
    assert_eq!(count, 1);
}

#[test]
fn other_splits_are_not_flattened() {
    // Split by another extent than the row's, or the parts swapped.
    for index in ["(i / m, i % m)", "(i % n, i / n)", "(i / n, (i + 1) % n)"] {
        let text = format!(
            "def split (a: [m][n]f32) (b: [k]f32) : [k]f32 =
  let g = backpermute [k] (\\i -> {index}) a
  in map (\\x y -> x + y) g b"
        );
        let (count, shown) = check(&text, "ilp", &[("m", 4), ("n", 3), ("k", 12)]);
        assert_eq!(count, 0, "{index}:\n{shown}");
    }
}

#[test]
fn the_cpu_code_of_a_fused_reshape_divides_nothing_and_is_vectorised() {
    let (_, text) = common::load("reshape_fused");
    let p = common::checked(&text);
    let c = common::compile_entry(&p, "ilp");
    let ir = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), true).unwrap();
    assert!(!ir.contains("sdiv") && !ir.contains("srem"), "{ir}");
    assert!(ir.contains("x float>"), "not vectorised:\n{ir}");
}

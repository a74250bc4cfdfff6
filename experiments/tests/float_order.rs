//! Float folds at every loop level: the CPU backend reassociates their
//! updates (`backend::plan::folds`), so LLVM vectorises row sums, and
//! `--strict-float` keeps the sequential order, so the results equal the
//! reference interpreter's bit for bit.

mod common;

use backend::cpu::{self, CpuOptions};
use backend::plan;
use interp::random_inputs;
use interp::reference;
use ir::Scalar;
use ir::{Array, Value};
use std::collections::BTreeMap;

/// The elements of every output, flattened.
fn scalars(v: &Value) -> Vec<Scalar> {
    v.arrays()
        .iter()
        .flat_map(|a: &&Array| a.to_scalars())
        .collect()
}

fn sizes(pairs: &[(&str, i64)]) -> BTreeMap<std::sync::Arc<str>, i64> {
    pairs
        .iter()
        .map(|(k, v)| (std::sync::Arc::from(*k), *v))
        .collect()
}

/// Runs `text` (fused by `ilp`) natively with and without strict float
/// order: whether the reassociated results differ from the reference in
/// some bit (they always agree within the tolerance).
fn strict_is_exact(text: &str, at: &[(&str, i64)]) -> bool {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let inputs = random_inputs(def, &sizes(at), 7).unwrap();
    let want = reference::run(&p, def, &inputs).unwrap();
    let run = |strict_float: bool| {
        let options = CpuOptions {
            strict_float,
            ..Default::default()
        };
        let cp = experiments::native::compile(&c.loops, options).unwrap();
        cpu::run(&cp, &inputs).unwrap().value
    };
    let strict = run(true);
    assert!(
        scalars(&strict) == scalars(&want),
        "--strict-float differs from the sequential order"
    );
    let fast = run(false);
    interp::agree::same_value(&fast, &want).unwrap();
    scalars(&fast) != scalars(&want)
}

#[test]
fn row_sums_are_reassociated_and_strict_float_keeps_the_order() {
    // A fold along each row (a nested level) and a fold to a scalar (the
    // outermost level, a parallel reduction unless strict).
    let rows = "def f (xs: [m][n]f32) : [m]f32 = fold (+) 0.0f32 xs";
    assert!(strict_is_exact(rows, &[("m", 64), ("n", 4096)]));
    let all = "def f (xs: [n]f32) : f32 = fold (+) 0.0f32 xs";
    assert!(strict_is_exact(all, &[("n", 1 << 20)]));
}

#[test]
fn folds_at_every_level_but_not_scans_or_loop_state() {
    let accumulators = |text: &str| -> Vec<String> {
        let p = common::checked(text);
        let c = common::compile_entry(&p, "ilp");
        let mut names: Vec<String> = cpu::nests(&c.loops.body)
            .into_iter()
            .flat_map(plan::accumulators)
            .map(|v| c.loops.vars[v].name.clone())
            .collect();
        names.sort();
        names
    };
    // softmax's row maximum (fold1: its first element is no update) and
    // row sum: the sum only.
    let (_, text) = common::load("softmax_rows");
    let names = accumulators(&text);
    assert!(
        names.len() == 1 && names[0].starts_with("acc_sums"),
        "{names:?}"
    );
    // A scan's carry is read by every iteration: not a fold.
    let scan = "def f (xs: [n]f32) : ([n]f32, f32) =\n  let s = scanl1 (+) xs\n  let t = fold (+) 0.0f32 xs\n  in (s, t)";
    let names = accumulators(scan);
    assert!(names.iter().all(|n| n.starts_with("acc_t")), "{names:?}");
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn strict_float_on_the_command_line() {
    let file = common::program("softmax_rows.fl");
    let run = |backend: &str, code: i32| {
        common::expect(
            &[
                "run",
                &file,
                "--size",
                "m=4",
                "--size",
                "n=8",
                "--backend",
                backend,
                "--strict-float",
            ],
            code,
        )
    };
    let o = run("interp", 2);
    assert!(
        o.stderr.contains("--strict-float applies to --backend cpu"),
        "{}",
        o.stderr
    );
    run("cpu", 0);
    let o = common::expect(
        &[
            "bench",
            &file,
            "--size",
            "m=16",
            "--size",
            "n=64",
            "--strategies",
            "ilp",
            "--reps",
            "1",
            "--strict-float",
            "--format",
            "json",
        ],
        0,
    );
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    assert_eq!(v["strict_float"], true);
}

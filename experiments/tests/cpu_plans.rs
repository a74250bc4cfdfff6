//! The CPU's parallel plans keep the sequential meaning: a `fold1` run as a
//! chained scan over several blocks, and a `fold` whose `z` is not its
//! operator's neutral element run in chunks or beside a chained scan, print
//! what the reference interpreter prints, under every strategy; a nest with
//! a loop statement (`Stmt::For`, a row group's later loop) runs its
//! outermost loop in chunks and computes what the loop-IR interpreter does.

mod common;

use backend::cpu::{self, CpuOptions};
use backend::plan::parallel::Plan;
use common::{expect, STRATEGIES};
use ir::{Array, Prim, Scalar, ScalarType};

fn write(dir: &tempfile::TempDir, text: &str) -> String {
    let path = dir.path().join("p.fl");
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// `fuselab run` of `text` at `size` prints the reference's results on the
/// CPU under every strategy on 2 threads (and on 4 where `four`), and in
/// the loop-IR interpreter.
fn cpu_as_reference(text: &str, size: &str, four: bool) {
    let dir = tempfile::tempdir().unwrap();
    let p = write(&dir, text);
    let base = ["run", &p, "--size", size, "--seed", "5"];
    let want = expect(&base, 0).stdout;
    let threads: &[&str] = if four { &["2", "4"] } else { &["2"] };
    for s in STRATEGIES {
        for t in threads {
            let mut args = base.to_vec();
            args.extend(["--backend", "cpu", "--strategy", s, "--threads", t]);
            let got = expect(&args, 0).stdout;
            assert_eq!(got, want, "{s} on {t} threads:\n{text}");
        }
    }
}

#[test]
fn fold1_as_a_chained_scan_is_not_empty() {
    // Issue 12, defect 1: at n >= 2 blocks of 2^15 the fold1 ran as a chained
    // scan, and what follows the loop saw the `started` flag unset.
    for op in ["max", "min", "(+)", "(*)", "(^)"] {
        let text = format!("def f1 (xs: [n]i64) : i64 =\n  let a = fold1 {op} xs\n  in a\n");
        cpu_as_reference(&text, "n=65536", false);
    }
    cpu_as_reference(
        "def f (xs: [n]f64) : (f64, [n]f64) =\n  let a = fold1 max xs\n  \
         let b = scanl1 (+) xs\n  in (a, b)\n",
        "n=70000",
        false,
    );
}

#[test]
fn a_fold_whose_z_is_not_neutral_folds_it_in_once() {
    // Issue 12, defect 7 and mismatch-text-004183/005023/006638/006733: the
    // CPU's chunks and chained-scan blocks each started from z.
    let fz = "def fz (xs: [n]i64) : (i64, [n+1]i64, [n+1]i64) =\n  let a = fold (+) 5 xs\n  \
              let b = scanl (+) 7 xs\n  let c = scanr max 50 xs\n  in (a, b, c)\n";
    cpu_as_reference(fz, "n=140000", false);
    cpu_as_reference(fz, "n=7", true);
    cpu_as_reference(
        "def s (xs: [n]i64) : i64 =\n  let squares = map (\\x -> x * x) xs\n  \
         in fold (+) 2147483647 squares\n",
        "n=5",
        true,
    );
    cpu_as_reference(
        "def v (xs: [n]f64) : f64 =\n  let total = fold (+) 1.0e0 xs\n  \
         in unit (the total / f64 (max n 1))\n",
        "n=7",
        true,
    );
    cpu_as_reference(
        "def c (bs: [n]bool) : i64 = fold (+) 7 (map (\\b -> i64 b) bs)\n",
        "n=7",
        true,
    );
    // A scan and a fold in one nest (a chained scan with a fold beside it).
    cpu_as_reference(
        "def sf (xs: [n]i64) : ([n+1]i64, i64) =\n  let b = scanl (+) 7 xs\n  \
         let a = fold (+) 5 xs\n  in (b, a)\n",
        "n=140000",
        false,
    );
}

/// `m` rows of `n` values, in no order.
fn rows(m: usize, n: usize) -> Array {
    let xs: Vec<Scalar> = (0..m * n)
        .map(|k| Scalar::F64(((k * 7919) % 1013) as f64 * 0.5 - (k / n) as f64))
        .collect();
    Array::from_scalars(vec![m, n], ScalarType::Prim(Prim::F64), &xs).unwrap()
}

/// The program's plans and results on the CPU on 1 and 4 threads, checked
/// and not: `plan` for its one nest, run as `chunks` chunks on 4 threads,
/// and the loop-IR interpreter's values.
fn cpu_as_interpreter(p: &ir::loops::LoopProgram, xs: &Array, plan: Plan, chunks: usize) {
    let want = interp::loops::run(p, std::slice::from_ref(xs)).unwrap();
    for checks in [true, false] {
        for threads in [1, 4] {
            let cp = cpu::compile(
                p,
                CpuOptions {
                    checks,
                    threads,
                    ..Default::default()
                },
            )
            .unwrap();
            let plans: Vec<Plan> = cp.nests.iter().map(|n| n.plan).collect();
            assert_eq!(plans, [plan]);
            let got = cpu::run(&cp, std::slice::from_ref(xs)).unwrap();
            let ran = if threads == 1 { 1 } else { chunks };
            assert_eq!(got.passes, [(plan, ran)], "{threads} threads");
            assert_eq!(got.value, want.value, "{threads} threads, checks {checks}");
        }
    }
}

#[test]
fn a_loop_statement_in_independent_rows_runs_in_chunks() {
    // ys[i, j] = xs[i, j] - max_j xs[i, j], the subtraction a loop statement
    // after the row's maximum loop: the rows are independent, so the
    // outermost loop splits into one chunk per thread.
    let (m, n) = (1000, 37);
    let xs = rows(m, n);
    let p = ir::loops::examples::row_max_loops();
    cpu_as_interpreter(&p, &xs, Plan::Chunks, 4);
    let want = interp::loops::run(&p, std::slice::from_ref(&xs)).unwrap();
    let ys = want.value.as_array().unwrap().to_scalars();
    let x = xs.to_scalars();
    for (r, (xr, yr)) in x.chunks(n).zip(ys.chunks(n)).enumerate() {
        let f = |s: &Scalar| match s {
            Scalar::F64(v) => *v,
            _ => panic!("f64"),
        };
        let mx = xr.iter().map(f).fold(f64::NEG_INFINITY, f64::max);
        for (a, b) in xr.iter().zip(yr) {
            assert_eq!(f(b), f(a) - mx, "row {r}");
        }
    }
    // The same rows with a total carried across them, updated in the loop
    // statement: one pass on one thread, same values.
    let p = ir::loops::examples::row_max_and_total_loops();
    cpu_as_interpreter(&p, &xs, Plan::Sequential, 1);
}

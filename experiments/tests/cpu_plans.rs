//! The CPU's parallel plans keep the sequential meaning: a `fold1` run as a
//! chained scan over several blocks, and a `fold` whose `z` is not its
//! operator's neutral element run in chunks or beside a chained scan, print
//! what the reference interpreter prints, under every strategy; a nest with
//! a loop statement (`Stmt::For`, a row group's later loop) runs its
//! outermost loop in chunks and computes what the loop-IR interpreter does.
//! A scan fused with its scatter (stream compaction) runs as a chained scan
//! on several threads and gives the reference's values and errors.

mod common;

use backend::cpu::{self, CpuOptions};
use backend::plan::Plan;
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
            let cp = experiments::native::compile(
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
    let p = testkit::loops::row_max_loops();
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
    let p = testkit::loops::row_max_and_total_loops();
    cpu_as_interpreter(&p, &xs, Plan::Sequential, 1);
}

/// `p` with the outermost loop of each nest that the CPU runs in chunks
/// (`Plan::Chunks`) turned round, and how many were.
fn chunks_reversed(p: &ir::loops::LoopProgram) -> (ir::loops::LoopProgram, usize) {
    use backend::plan;
    use ir::loops::Dir;
    let chunked: Vec<bool> = ir::loops::nests(&p.body)
        .into_iter()
        .map(|n| plan::analyse(p, n).plan == Plan::Chunks)
        .collect();
    let mut reversed = p.clone();
    let mut k = 0;
    ir::loops::nests_mut(&mut reversed.body, &mut |n| {
        if chunked[k] {
            let outer = n.body.inner.as_mut().expect("a chunked nest has a loop");
            outer.dir = match outer.dir {
                Dir::Forward => Dir::Backward,
                Dir::Backward => Dir::Forward,
            };
        }
        k += 1;
    });
    (reversed, chunked.iter().filter(|c| **c).count())
}

/// What the loop-IR interpreter computes for `p` and for it with its
/// chunked nests' outermost loops reversed, the same where both succeed (a
/// check may fail first at another element: the error reported is the
/// reference's, `interp::precise`); the number of nests reversed.
fn same_reversed(p: &ir::loops::LoopProgram, inputs: &[Array], ctx: &dyn Fn() -> String) -> usize {
    let (reversed, n) = chunks_reversed(p);
    if n == 0 {
        return 0;
    }
    let (fwd, bwd) = (
        interp::loops::run(p, inputs),
        interp::loops::run(&reversed, inputs),
    );
    if let (Ok(f), Ok(b)) = (&fwd, &bwd) {
        assert_eq!(
            format!("{:?}", b.value),
            format!("{:?}", f.value),
            "{}\n{}",
            ctx(),
            ir::loops::render(&reversed)
        );
    }
    assert_eq!(fwd.is_ok(), bwd.is_ok(), "{}", ctx());
    n
}

/// The plan that runs a nest's outermost iterations in chunks on several
/// threads (`plan::parallel::independent`) says they are independent: no
/// state across them, and no element one writes that another writes or
/// reads. Turned round, those loops compute the same on every suite
/// program under every strategy, after the CPU backend's rewrites
/// (`experiments::native::rewritten`: interchanged folds store through `let`s of the
/// block's columns, not at the loop's own index).
#[test]
fn chunked_nests_compute_the_same_with_their_outer_loops_reversed() {
    let mut reversed = 0;
    common::each_suite_case(41, &mut |case| {
        let p =
            experiments::native::rewritten(&case.compiled.loops, &CpuOptions::default()).unwrap();
        reversed += same_reversed(&p, case.inputs, &|| case.ctx.to_string());
    });
    assert!(reversed > 100, "only {reversed} chunked nests in the suite");
}

/// Values of mixed sign in no order, some zero: `n` of them, each plus
/// `shift`.
fn mixed(n: usize, shift: f32) -> Array {
    let xs: Vec<Scalar> = (0..n)
        .map(|k| Scalar::F32(((k * 7919) % 1013) as f32 - 506.0 + shift))
        .collect();
    Array::from_scalars(vec![n], ScalarType::Prim(Prim::F32), &xs).unwrap()
}

/// Sizes of one block of a chained scan and of several (its blocks are
/// 2^15 iterations, `backend::cpu::chained`).
const SCAN_SIZES: [usize; 2] = [1000, 200_000];

/// `p` under `ilp` compiled for the CPU (checked and not, on 1 to 4
/// threads): the nest that combines has `plan`, runs as it on every thread
/// where there are several blocks, and the run gives `want(inputs)`, the
/// reference's result, exactly (its error, where it fails, is the one-thread
/// run's).
fn scatter_as_reference(p: &ir::Program, inputs: &[Array], plan: Plan) {
    let def = p.entry(None).unwrap();
    let want = interp::reference::run(p, def, inputs);
    let c = common::compile_entry(p, "ilp");
    let mut first_error = None;
    for checks in [true, false].into_iter().filter(|c| *c || want.is_ok()) {
        for threads in [1, 2, 3, 4] {
            let options = CpuOptions {
                checks,
                threads,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.lowered, options).unwrap();
            let nests = ir::loops::nests(&cp.program.body);
            let combining: Vec<usize> = (0..nests.len())
                .filter(|k| {
                    let mut found = false;
                    nests[*k]
                        .body
                        .walk(&mut |s| found |= matches!(s, ir::loops::Stmt::Combine { .. }));
                    found
                })
                .collect();
            let [k] = combining[..] else {
                panic!("one nest combines:\n{}", ir::loops::render(&cp.program))
            };
            assert_eq!(cp.nests[k].plan, plan, "{}", ir::loops::render(&cp.program));
            let ctx = || format!("{threads} threads, checks {checks}");
            match (cpu::run(&cp, inputs), &want) {
                (Ok(got), Ok(want)) => {
                    assert_eq!(&got.value, want, "{}", ctx());
                    let blocks = inputs[0].shape()[0] >= 2 << 15;
                    if threads > 1 && blocks && plan != Plan::Sequential {
                        assert_eq!(got.passes[k], (plan, threads), "{}", ctx());
                    }
                }
                (Err(e), want @ Err(_)) => {
                    common::assert_agrees(Err(&e), want, "cpu", true, &ctx);
                    let said = e.to_string();
                    assert_eq!(first_error.get_or_insert(said.clone()), &said, "{}", ctx());
                }
                (got, want) => panic!(
                    "{}: cpu {:?}, the reference {:?}",
                    ctx(),
                    got.map(|r| r.value),
                    want
                ),
            }
        }
    }
}

/// Stream compaction (`tests/data/compact.fl`): flags, their inclusive
/// scan as offsets, the count, a permute of each kept element to its
/// offset less one. It is no suite program: a permute whose index function
/// ignores elements combines fewer times than the cost model counts (one
/// per source element), which the suite's count check would refuse.
fn compaction() -> ir::Program {
    let text = include_str!("data/compact.fl");
    common::checked(text)
}

#[test]
fn stream_compaction_fused_runs_as_a_chained_scan() {
    let p = compaction();
    for n in SCAN_SIZES {
        scatter_as_reference(&p, &[mixed(n, 0.0)], Plan::Scan);
        // Every element flagged: the offsets run through the whole target.
        scatter_as_reference(&p, &[mixed(n, 600.0)], Plan::Scan);
    }
}

#[test]
fn a_scan_with_an_atomic_scatter_runs_as_a_chained_scan() {
    let p = common::checked(
        "def h (xs: [n]i64) : ([n]i64, [16]i64) =
  let s = scanl1 (+) xs
  let zeros = generate [16] (\\d -> 0)
  let hist = permute (+) zeros (\\i -> s[i] & 15) xs
  in (s, hist)
",
    );
    for n in SCAN_SIZES {
        let xs: Vec<Scalar> = (0..n)
            .map(|k| Scalar::I64((k as i64 * 37) % 11 - 5))
            .collect();
        let xs = Array::from_scalars(vec![n], ScalarType::Prim(Prim::I64), &xs).unwrap();
        scatter_as_reference(&p, &[xs], Plan::Scan);
    }
}

#[test]
fn a_compaction_into_too_small_a_target_fails_as_in_sequence() {
    // The targets pass the end of `ys` in the middle of the loop: every
    // block from there fails, and the first failing one reports.
    let p = common::checked(
        "def spill (xs: [n]f32) (ys: [m]f32) : [m]f32 =
  let flags = map (\\x -> if x > 0.0f32 then 1 else 0) xs
  let offsets = scanl1 (+) flags
  in permute (\\new old -> new) ys (\\i -> if flags[i] == 1 then offsets[i] - 1 else ignore) xs
",
    );
    for n in SCAN_SIZES {
        let ys = Array::from_scalars(
            vec![n / 8],
            ScalarType::Prim(Prim::F32),
            &vec![Scalar::F32(0.0); n / 8],
        )
        .unwrap();
        scatter_as_reference(&p, &[mixed(n, 0.0), ys], Plan::Scan);
    }
}

#[test]
fn a_compaction_whose_unflagged_elements_write_stays_sequential() {
    // The unflagged elements write at the count so far: a run of them
    // writes one place, its last value standing, so the order counts.
    let p = common::checked(
        "def ex (xs: [n]f32) : [n]f32 =
  let flags = map (\\x -> if x > 0.0f32 then 1 else 0) xs
  let offsets = scanl1 (+) flags
  let blank = generate [n] (\\i -> 0.0f32)
  in permute (\\new old -> new) blank (\\i -> if flags[i] == 0 then offsets[i] else ignore) xs
",
    );
    for n in SCAN_SIZES {
        scatter_as_reference(&p, &[mixed(n, 0.0)], Plan::Sequential);
    }
}

mod random {
    use backend::cpu::CpuOptions;
    use passes::{compile, Options, Registry};
    use proptest::prelude::*;
    use testkit::testgen::cases;

    proptest! {
        #![proptest_config(testkit::testgen::config(24))]

        /// [`super::chunked_nests_compute_the_same_with_their_outer_loops_reversed`]
        /// on random programs (`testkit::testgen`) under every strategy.
        #[test]
        fn chunked_nests_of_random_programs_reverse(case in cases(12), n in 1i64..40, m in 1i64..6, seed in any::<u64>()) {
            let (p, _, _) = case.graph();
            let def = p.entry(None).expect("a def");
            let sizes = [("n".into(), n), ("m".into(), m)].into_iter().collect();
            let inputs = interp::random_inputs(def, &sizes, seed).expect("random inputs");
            let registry = Registry::builtin();
            for s in super::STRATEGIES {
                let c = compile(&p, def, registry.get(s).unwrap(), &Options::default())
                    .unwrap_or_else(|e| panic!("{s}: {e}\n{}", case.text));
                let loops = experiments::native::rewritten(&c.loops, &CpuOptions::default()).unwrap();
                super::same_reversed(&loops, &inputs, &|| format!("{s} at n={n}, m={m}:\n{}", case.text));
            }
        }
    }
}

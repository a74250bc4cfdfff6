//! Lowering tests in the style of Futhark's: small programs, each the shape
//! of one defect found from outside (issue 12), whose lowering succeeds under
//! every strategy (`exhaustive` included) and whose loop nests, run by the
//! loop-IR interpreter and by the CPU backend, give the reference
//! interpreter's results or its run-time error (same kind and operation);
//! sizes that the types cannot prove (a call's arguments, a def's result)
//! are checked on every path as the reference checks them.

mod common;

use backend::cpu::{self, CpuOptions};
use interp::{loops, reference};
use interp::{random_inputs, Sizes};
use interp::{RunError, RuntimeErrorKind};
use ir::Name;
use passes::{compile, Compiled, Options, Registry};

/// Every strategy, the search included (these programs are small).
const ALL: &[&str] = &["none", "delayed", "vertical", "greedy", "ilp", "exhaustive"];

/// `p`'s entry compiled with strategy `s` (`text` is its source, for
/// messages), for the loop-IR interpreter and for the CPU (2 threads).
fn both_paths(p: &ir::Program, s: &str, text: &str) -> (Compiled, cpu::CpuProgram) {
    let def = p.entry(None).expect("a def");
    let registry = Registry::builtin();
    let c = compile(p, def, registry.get(s).unwrap(), &Options::default())
        .unwrap_or_else(|e| panic!("{s}: {e}\n{text}"));
    let options = CpuOptions {
        checks: true,
        threads: 2,
        ..Default::default()
    };
    let cp = experiments::native::compile(&c.loops, options).unwrap_or_else(|e| panic!("{s}: {e}"));
    (c, cp)
}

/// Compiles `text` with every strategy and, at each of `sizes` (one size
/// name, `n`), makes inputs from the seed `seed(n)` and runs the reference:
/// calls `f` with the strategy, its compilations, `n`, the inputs and the
/// reference's outcome.
fn each_strategy_and_size(
    text: &str,
    sizes: &[i64],
    seed: impl Fn(i64) -> u64,
    mut f: impl FnMut(&str, &Compiled, &cpu::CpuProgram, i64, &[ir::Array], RefResult),
) {
    let p = common::checked(text);
    let def = p.entry(None).expect("a def");
    for s in ALL {
        let (c, cp) = both_paths(&p, s, text);
        for &n in sizes {
            let sizes: Sizes = [(Name::from("n"), n)].into_iter().collect();
            let inputs = random_inputs(def, &sizes, seed(n)).expect("random inputs");
            let want = reference::run(&p, def, &inputs);
            f(s, &c, &cp, n, &inputs, want);
        }
    }
}

/// What the reference interpreter gives.
type RefResult = Result<ir::Value, RunError>;

/// Compiles `text` with every strategy and runs it at each of `sizes` (one
/// size name, `n`) on both loop-IR paths; each agrees with the reference.
fn lowers_and_agrees(text: &str, sizes: &[i64]) {
    each_strategy_and_size(
        text,
        sizes,
        |n| 7 + n as u64,
        |s, c, cp, n, inputs, want| {
            let ctx = || format!("{s} at n = {n}:\n{}", ir::loops::render(&c.loops));
            let got = loops::run(&c.loops, inputs);
            common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "loops", true, &ctx);
            let got = cpu::run(cp, inputs);
            common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &ctx);
        },
    );
}

/// A row fold, a scan over its results and a map over the scan, fused into
/// one nest: the scan's element is read after the scan's accumulator is
/// updated with that row's fold (moving the map's statements after the
/// fold's loop once reordered them before the update).
#[test]
fn a_scan_of_row_folds_reads_its_accumulator_after_the_update() {
    lowers_and_agrees(
        "def f (m2: [n][n]i64) : [n]i64 =
  let v7 = fold (+) 0 m2
  let v8 = scanl1 min v7
  in map (\\x -> x + 1) v8",
        &[1, 3, 5],
    );
}

/// A `fold_seg` whose segment count is its row's length, read by a `map`
/// over the same extent: a segment's sum is complete only when its last
/// element is, not at the segment's own index, so the two are never fused
/// (they once were, and lowering failed with an internal error).
#[test]
fn fold_seg_over_as_many_segments_as_elements() {
    lowers_and_agrees(
        "def f (xs: [n]i64) : [n]i64 =
  let segs = map (\\x -> x - x + 1) xs
  let p = fold_seg (+) 0 segs xs
  in map (\\x -> x * 2) p",
        &[0, 1, 5],
    );
}

/// A `map` over a fold's rank-0 result, fused with the fold (vertical): the
/// map's load of the result waits until after the fold's loop.
#[test]
fn map_over_a_rank0_fold_result() {
    lowers_and_agrees(
        "def f (xs: [n]i64) : i64 =
  let s = fold (+) 0 xs
  in map (\\t -> t + 1) s",
        &[0, 1, 5],
    );
}

/// The same, with the fold's result also a result (diagonal fusion), and a
/// `the` read of it in a later `unit`.
#[test]
fn map_over_a_rank0_fold_result_that_is_also_stored() {
    lowers_and_agrees(
        "def f (xs: [n]i64) : (i64, i64, i64) =
  let s = fold min 1 xs
  let t = map (\\x -> 2 + x) s
  let u = unit (the s + 2)
  in (t, s, u)",
        &[0, 1, 5],
    );
}

/// A rank-0 `map` of two rank-0 arrays, one a `fold1` result, beside a
/// 2-D `fold` whose rows feed another `map` (found by the fuzzer as
/// `ice-text-004705`).
#[test]
fn rank0_maps_beside_row_folds() {
    lowers_and_agrees(
        "def f (v: [n][n]i64) : ([n]i64, i64) =
  let g = generate [n][n] (\\(i, j) -> i * n + j + v[i, j])
  let rows = fold (+) 0 g
  let tot = fold1 max (reshape [n * n] g)
  let c = unit 3
  let tot2 = map (\\t u -> t + u + length v) tot c
  in (rows, tot2)",
        &[1, 3],
    );
}

/// `reshape` inside an array-level `loop`, its shape computed from the loop
/// variable's (which the reshape's nest does not read).
#[test]
fn reshape_inside_a_loop() {
    lowers_and_agrees(
        "def f (xs: [n]i64) : [?]i64 =
  let (y, k) = loop (y, k) = (xs, unit 0) while the k < 2 do
      (reshape [2 * length y] (replicate 2 y), unit (the k + 1))
  in y",
        &[0, 1, 3],
    );
}

/// Compiles `text` with every strategy; at each size the loop-IR
/// interpreter and the CPU backend fail as the reference does: same kind,
/// same operation (`call g`, `def f`), same location.
fn fails_as_the_reference(text: &str, sizes: &[i64], kind: RuntimeErrorKind) {
    each_strategy_and_size(
        text,
        sizes,
        |_| 3,
        |s, c, cp, n, inputs, want| {
            let Err(RunError::Runtime(want)) = want else {
                panic!("the reference does not fail at n = {n}")
            };
            assert_eq!(want.kind, kind, "{want}");
            let loops = loops::run(&c.loops, inputs).expect_err("the loop IR fails");
            let native = cpu::run(cp, inputs).err().expect("the CPU run fails");
            for got in [loops, native] {
                assert_eq!(
                    (got.kind, &got.op, got.span),
                    (want.kind, &want.op, want.span),
                    "{s} at n = {n}: {got} vs {want}"
                );
            }
        },
    );
}

/// A result whose declared size (`[n]`) is not its actual one: the
/// reference's `result mismatch`, in `def f`, on every path.
#[test]
fn a_result_of_the_wrong_size_is_the_references_error() {
    fails_as_the_reference(
        "def f (xs: [n]i64) : [n]i64 = filter (\\x -> x != x) (map (\\x -> x % 100) xs)",
        &[4, 7],
        RuntimeErrorKind::ResultMismatch,
    );
    fails_as_the_reference(
        "def f (xs: [n]i64) : ([n]i64, [n*n]i64) =
  let d = map (\\x -> x % 7) xs
  let e = filter (\\x -> x != x) d
  in (d, e)",
        &[2, 5],
        RuntimeErrorKind::ResultMismatch,
    );
}

/// A call whose argument does not fit the callee's sizes (`[n*n]` given
/// `[n]`: never solvable), and a callee whose result is not its declared
/// size: the reference's errors, in `call g` and `def g`.
#[test]
fn a_call_of_the_wrong_sizes_is_the_references_error() {
    fails_as_the_reference(
        "def g (xs: [n*n]i64) : i64 = fold (+) 0 xs
def f (xs: [n]i64) : i64 = g xs",
        &[0, 1, 4],
        RuntimeErrorKind::ShapeMismatch,
    );
    fails_as_the_reference(
        "def g (xs: [k]i64) (ys: [k]i64) : [k]i64 = map (\\x y -> x + y) xs ys
def f (xs: [n]i64) : [n]i64 = g xs (filter (\\x -> x != x) xs)",
        &[1, 4],
        RuntimeErrorKind::ShapeMismatch,
    );
    fails_as_the_reference(
        "def g (xs: [k]i64) : [k]i64 = filter (\\x -> x != x) (map (\\x -> x % 5) xs)
def f (xs: [n]i64) : [?]i64 = g xs",
        &[1, 4],
        RuntimeErrorKind::ResultMismatch,
    );
}

/// Where the sizes do agree, the checks pass: a linear size solved from an
/// argument (`[2*k]`), and results that match their declared sizes.
#[test]
fn calls_and_results_of_the_right_sizes_run() {
    lowers_and_agrees(
        "def g (xs: [2*k]i64) : [k]i64 = backpermute [k] (\\i -> 2 * i) xs
def f (xs: [n]i64) : [n]i64 =
  let ys = reshape [2 * n] (replicate 2 xs)
  in g ys",
        &[0, 1, 3],
    );
    lowers_and_agrees(
        "def f (xs: [n]i64) : [?]i64 = filter (\\x -> x > 0) xs",
        &[0, 3],
    );
}

/// Compiles `text` with every strategy and runs it on each of `cases` (the
/// inputs) on both loop-IR paths: the reference's result or its run-time
/// error (same kind and operation), and, where the loop-IR interpreter
/// succeeds, exactly the traffic the cost model predicts.
fn agrees_on(text: &str, cases: &[Vec<ir::Array>]) {
    let p = common::checked(text);
    let def = p.entry(None).expect("a def");
    for s in ALL {
        let (c, cp) = both_paths(&p, s, text);
        for (k, inputs) in cases.iter().enumerate() {
            let want = reference::run(&p, def, inputs);
            let ctx = format!("{s}, case {k}:\n{}", ir::loops::render(&c.loops));
            common::loop_ir_agrees(&c, def, inputs, &want, &ctx);
            let got = common::cpu_reported(&p, def, &cp, inputs);
            common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| ctx.clone());
        }
    }
}

/// `n` floats `0.5, 1.5, …`.
fn halves(n: usize) -> ir::Array {
    common::floats(&(0..n).map(|i| i as f64 + 0.5).collect::<Vec<_>>())
}

/// Extents read with `the` (`../shared/repro/scalar_extent.fl`): an
/// output's shape is evaluated before its nest, so the extent reads the
/// array there (it once named the nest's hoisted `the` variable, defined
/// only inside the nest: "used before it is defined"). Inside the bounds,
/// at the edge, past it (out of bounds) and negative (a negative size).
#[test]
fn extents_read_with_the() {
    let k = |v: i64| ir::Array::scalar(ir::Scalar::I64(v));
    let cases: Vec<Vec<ir::Array>> = [3, 10, 0, 11, -1]
        .into_iter()
        .map(|v| vec![k(v), halves(10)])
        .collect();
    agrees_on(
        "def prefix_squares (k: i64) (vs: [p]f64) : [?]f64 =
  let a = generate [the k] (\\i -> vs[i] + 1.0)
  in generate [the k] (\\i -> a[i] * a[i])",
        &cases,
    );
    // `the k` in an extent and in the lambda; in `replicate`'s count, and
    // a `backpermute` and a `reshape` sized by it.
    agrees_on(
        "def f (k: i64) (vs: [p]f64) : ([?]f64, [?][p]f64, [?]f64) =
  let a = generate [the k] (\\i -> vs[i] + f64 (the k))
  let b = replicate (the k) (map (\\v -> v * 2.0) vs)
  let c = backpermute [the k] (\\i -> (i * 7) % the k) a
  in (map (\\x -> x - 1.0) a, b, reshape [the k] c)",
        &cases,
    );
}

/// A parameter sized `[2*m]` (`../shared/repro/compound_extent.fl`): `m`
/// is no parameter's extent alone, but the loop IR solves it from the
/// input's length as the reference binds it (it once stopped every fused
/// path). So is `m` of `[m*n]` once `n` is known.
#[test]
fn sizes_solved_from_compound_extents() {
    agrees_on(
        "def odds (ys: [2*m]f64) : [m]f64 =
  let z = map (\\y -> y * 0.5) ys
  let o = backpermute [m] (\\j -> 2 * j + 1) z
  in map (\\v -> v - 1.0) o",
        &[vec![halves(0)], vec![halves(2)], vec![halves(10)]],
    );
    agrees_on(
        "def rows (xs: [m*n]f64) (ys: [n]f64) : [m]f64 =
  let g = generate [m][n] (\\(i, j) -> xs[i * n + j] * ys[j])
  in fold (+) 0.0 g",
        &[
            vec![halves(0), halves(3)],
            vec![halves(3), halves(3)],
            vec![halves(12), halves(4)],
        ],
    );
}

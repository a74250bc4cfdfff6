//! Helpers shared by the end-to-end tests: loading suite programs, the size
//! sets they run at, and comparing results (integers exactly, floats within
//! `TOL` relative to `max(1, |want|)`).
#![allow(dead_code)]

use interp::Sizes;
use interp::{RunError, RuntimeError};
use ir::graph::{ArrayId, LabelledGraph};
use ir::{Array, Name, Program, SourceFile, Value};
use passes::{Compiled, Options, Registry};
use std::collections::BTreeMap;
use std::path::Path;

// Comparing results (TOL, close, fclose, same_array, same_value): the
// runner's own code, so that tests and `fuselab experiment` judge alike.
#[allow(unused_imports)]
pub use interp::agree::{close, fclose, same_array, same_value, TOL};

pub mod sequences;

pub fn load(name: &str) -> (Program, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(format!("{name}.fl"));
    let text = std::fs::read_to_string(&path).expect("program exists");
    let file = SourceFile::new(path.display().to_string(), text.clone());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("{name} checks"));
    (p, text)
}

/// A program given as text (`t.fl`), checked.
#[allow(dead_code)]
pub fn checked(text: &str) -> Program {
    let file = SourceFile::new("t.fl", text.to_string());
    ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"))
}

/// The strategies the end-to-end tests run (all but `exhaustive`).
pub const STRATEGIES: &[&str] = &["none", "delayed", "vertical", "greedy", "ilp"];

/// The entry definition of `p` compiled with `strategy` (default options).
pub fn compile_entry(p: &Program, strategy: &str) -> Compiled {
    let def = p.entry(None).expect("a def");
    let registry = Registry::builtin();
    let s = registry
        .get(strategy)
        .unwrap_or_else(|e| panic!("{strategy}: {e}"));
    passes::compile(p, def, s, &Options::default()).unwrap_or_else(|e| panic!("{strategy}: {e}"))
}

/// The size names of the `-- sizes:` header.
pub fn size_names(text: &str) -> Vec<String> {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("-- sizes:"))
        .expect("a sizes header");
    line.split([' ', ','])
        .filter_map(|kv| kv.split_once('=').map(|(k, _)| k.to_string()))
        .collect()
}

pub fn size_sets(names: &[String]) -> Vec<Sizes> {
    let small = [13, 5, 7, 3, 11, 4];
    let mut sets = Vec::new();
    for pick in [None, Some(0), Some(1)] {
        let s: Sizes = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let v = pick.unwrap_or(small[i % small.len()]);
                (Name::from(n.as_str()), v)
            })
            .collect();
        sets.push(s);
    }
    sets
}

/// One test per suite program and strategy: `strategy_pairs!(black_scholes,
/// blur, ...)` makes `mod black_scholes { fn none() .. fn ilp() }`, each
/// calling `check_pair(program, strategy)` of the including file, and the
/// constant `PAIRED` listing the programs (for [`assert_every_program`]).
#[allow(unused_macros)]
macro_rules! strategy_pairs {
    ($($program:ident),* $(,)?) => {
        const PAIRED: &[&str] = &[$(stringify!($program)),*];
        $(
            mod $program {
                #[test]
                fn none() { super::check_pair(stringify!($program), "none") }
                #[test]
                fn delayed() { super::check_pair(stringify!($program), "delayed") }
                #[test]
                fn vertical() { super::check_pair(stringify!($program), "vertical") }
                #[test]
                fn greedy() { super::check_pair(stringify!($program), "greedy") }
                #[test]
                fn ilp() { super::check_pair(stringify!($program), "ilp") }
            }
        )*
    };
}
#[allow(unused_imports)]
pub(crate) use strategy_pairs;

/// [`strategy_pairs!`] for every suite program, and a test that these are
/// the suite's programs (the `.fl` files of `experiments/programs`).
#[allow(unused_macros)]
macro_rules! suite_pairs {
    () => {
        $crate::common::strategy_pairs!(
            audio_seq,
            backprop,
            black_scholes,
            blur,
            broadcast_activation,
            canny,
            chained_gathers,
            conv5,
            crystal,
            dotp,
            filter_positive,
            flip_transpose,
            fluid,
            gather_indices,
            greedy_trap,
            heat,
            histogram,
            hotspot,
            kmeans,
            lulesh,
            mandelbrot,
            matmul,
            mvm_seq,
            nbody,
            normalise2,
            normalise2_expanded,
            own_index,
            pagerank,
            pagerank_seq,
            radix_pass,
            reshape_fused,
            reshape_scan,
            reverse_scan,
            row_broadcast,
            saxpy,
            scan_reverse,
            scan_transpose,
            scatter_indices,
            smith_waterman,
            smvm,
            smvm_seq,
            softmax_rows,
            srad,
            stream_hist,
            sum_of_squares,
            transpose_maps,
            transpose_scan,
            tridiag,
            two_scatters,
            variance,
        );

        /// Every suite program has its tests above.
        #[test]
        fn every_program_is_listed() {
            $crate::common::assert_every_program(PAIRED);
        }
    };
}
#[allow(unused_imports)]
pub(crate) use suite_pairs;

/// Checks that a path's result agrees with the reference interpreter's:
/// equal values, or run-time errors of the same kind (and operation, when
/// `same_op`); `what` names the path and `ctx` the case in the message.
pub fn assert_agrees(
    got: Result<&Value, &RuntimeError>,
    want: &Result<Value, RunError>,
    what: &str,
    same_op: bool,
    ctx: &dyn Fn() -> String,
) {
    match (got, want) {
        (Ok(g), Ok(w)) => {
            if let Err(e) = same_value(g, w) {
                panic!("{what}: {e}\n{}", ctx());
            }
        }
        (Err(e), Err(RunError::Runtime(r))) => {
            assert_eq!(e.kind, r.kind, "{what}: {e} vs {r}\n{}", ctx());
            if same_op {
                assert_eq!(e.op, r.op, "{what}: {e} vs {r}\n{}", ctx());
            }
        }
        (g, w) => panic!(
            "{what} gives {:?}, the reference {:?}\n{}",
            g.map_err(|e| e.to_string()),
            w.as_ref().map_err(|e| e.to_string()),
            ctx()
        ),
    }
}

/// [`assert_agrees`] with the rounding allowance of
/// `agree::same_outcome_or_rounding`: for sizes where float sums of one
/// grouping may differ from the reference's left-to-right ones beyond `TOL`
/// (millions of elements), judged against the reference run again with its
/// sums regrouped and the bounds of its scattered sums.
pub fn assert_agrees_or_rounding(
    p: &Program,
    def: &ir::Def,
    inputs: &[Array],
    got: Result<&Value, &RuntimeError>,
    want: &Result<Value, RunError>,
    what: &str,
    ctx: &dyn Fn() -> String,
) {
    if let (Ok(g), Ok(w)) = (got, want) {
        let other = || interp::reference::run_regrouped(p, def, inputs, &Sizes::new()).ok();
        if let Err(e) = interp::agree::same_outcome_or_rounding(Ok(g), Ok(w), other) {
            panic!("{what}: {e}\n{}", ctx());
        }
        return;
    }
    assert_agrees(got, want, what, true, ctx)
}

/// The CPU's result of compiled `cp` for `inputs`, its error as every path
/// reports it (the reference's first, `interp::precise`).
pub fn cpu_reported(
    p: &Program,
    def: &ir::Def,
    cp: &backend::cpu::CpuProgram,
    inputs: &[Array],
) -> Result<Value, RuntimeError> {
    backend::cpu::run(cp, inputs)
        .map(|r| r.value)
        .map_err(|e| interp::reported(p, def, inputs, e).error)
}

/// The suite's programs: the stems of the `.fl` files of
/// `experiments/programs`, sorted.
pub fn suite_programs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .expect("experiments/programs exists")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "fl").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    found.sort();
    found
}

/// The suite programs whose entry takes, makes or gives a sequence.
#[allow(dead_code)]
pub fn suite_sequence_programs() -> Vec<String> {
    let found: Vec<String> = suite_programs()
        .into_iter()
        .filter(|name| {
            let (p, _) = load(name);
            ir::sequence::first_use(p.entry(None).expect("a def")).is_some()
        })
        .collect();
    assert!(found.len() >= 5, "the suite's sequence programs: {found:?}");
    found
}

/// `listed` names exactly the `.fl` files of `experiments/programs`.
pub fn assert_every_program(listed: &[&str]) {
    let mut listed: Vec<&str> = listed.to_vec();
    listed.sort();
    assert_eq!(
        suite_programs(),
        listed,
        "the list is not the suite's programs"
    );
}

/// What one run of the `fuselab` binary did.
pub struct Out {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl From<std::process::Output> for Out {
    /// A finished process's status (-1 when a signal ended it) and its
    /// outputs, read as UTF-8 (invalid bytes replaced).
    fn from(out: std::process::Output) -> Out {
        Out {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }
}

/// Asserts that `text` (a command's output) contains `needle`.
pub fn assert_says(text: &str, needle: &str) {
    assert!(text.contains(needle), "{text}");
}

/// Runs the binary; a panic in it fails the test.
pub fn fuselab(args: &[&str]) -> Out {
    let o = Out::from(
        std::process::Command::new(env!("CARGO_BIN_EXE_fuselab"))
            .args(args)
            .output()
            .expect("the fuselab binary runs"),
    );
    assert!(
        !o.stderr.contains("panicked"),
        "fuselab {args:?} panicked:\n{}",
        o.stderr
    );
    o
}

/// Runs fuselab and expects exit status `code`.
pub fn expect(args: &[&str], code: i32) -> Out {
    let o = fuselab(args);
    assert_eq!(
        o.code, code,
        "fuselab {args:?}: exit status {} (wanted {code})\nstdout:\n{}\nstderr:\n{}",
        o.code, o.stdout, o.stderr
    );
    o
}

/// The path of a suite program, e.g. `program("normalise2.fl")`.
pub fn program(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name)
        .display()
        .to_string()
}

/// How a test runs a compiled program (the loop IR's interpreter, the CPU
/// backend).
pub type RunPath<'a> = dyn Fn(&passes::Compiled, &[Array]) -> Result<Value, RuntimeError> + 'a;

/// A random program's CPU value: `loops` rewritten for `options`, each
/// rewrite verified by the pass manager, compiled and run.
#[allow(dead_code)]
pub fn cpu_run_verified(
    case: &testkit::testgen::Case,
    loops: &ir::loops::LoopProgram,
    options: backend::cpu::CpuOptions,
    inputs: &[Array],
) -> Result<Value, RuntimeError> {
    let cp = experiments::native::compile(loops, options)
        .unwrap_or_else(|e| panic!("{e}\n{}", case.text));
    backend::cpu::run(&cp, inputs).map(|r| r.value)
}

/// A random program (`testkit::testgen`) on random inputs at sizes `n`, `m`,
/// compiled with every strategy but `exhaustive` and run by `path`: each
/// result, or run-time error, agrees with the reference interpreter's.
pub fn random_program_agrees(
    case: &testkit::testgen::Case,
    n: i64,
    m: i64,
    seed: u64,
    what: &str,
    path: &RunPath<'_>,
) {
    let (p, _, _) = case.graph();
    let def = p.entry(None).expect("a def");
    let sizes: Sizes = [(Name::from("n"), n), (Name::from("m"), m)]
        .into_iter()
        .collect();
    let inputs = interp::random_inputs(def, &sizes, seed).expect("random inputs");
    let want = interp::reference::run(&p, def, &inputs);
    let registry = Registry::builtin();
    for s in STRATEGIES {
        let c = passes::compile(&p, def, registry.get(s).unwrap(), &Options::default())
            .unwrap_or_else(|e| panic!("{s}: {e}\n{}", case.text));
        let got = path(&c, &inputs);
        let ctx = || {
            format!(
                "{s} at n={n}, m={m}:\n{}\n{}",
                case.text,
                ir::loops::render(&c.loops)
            )
        };
        assert_agrees(got.as_ref(), &want, what, false, &ctx);
    }
}

/// Per array, the cost model's count at the run's sizes.
fn predicted(
    g: &LabelledGraph,
    accesses: &[ir::cost::Access],
    value_of: &dyn Fn(&str) -> Option<i64>,
) -> Result<BTreeMap<ArrayId, u64>, String> {
    let mut m = BTreeMap::new();
    for a in accesses {
        let v = a.count.eval(value_of).map_err(|n| {
            format!(
                "the count of `{}` ({}) names `{n}`, which the run did not measure",
                g.array(a.array).name,
                a.count
            )
        })?;
        *m.entry(a.array).or_insert(0) += v as u64;
    }
    m.retain(|_, v| *v > 0);
    Ok(m)
}

fn show(g: &LabelledGraph, m: &BTreeMap<ArrayId, u64>) -> String {
    m.iter()
        .map(|(a, v)| format!("{}: {v}", g.array(*a).name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The counting interpreter's reads and writes of `run` equal the cost
/// model's, array by array: its accesses per evaluation of their block,
/// at every evaluation's symbols (`ir::cost::run_counts`), where the run
/// recorded its evaluations; else its formulas at the run's last symbols.
pub fn check_counts(
    c: &Compiled,
    sizes: &Sizes,
    run: &interp::loops::LoopRun,
) -> Result<(), String> {
    let (g, cost) = (&c.graph, &c.cost);
    let value_of = |n: &str| {
        sizes
            .get(n)
            .copied()
            .or_else(|| run.symbols.get(n).copied())
    };
    let mut reads = run.counts.reads.clone();
    reads.retain(|_, v| *v > 0);
    let mut writes = run.counts.writes.clone();
    writes.retain(|_, v| *v > 0);
    let (want_reads, want_writes) = match &run.evaluations {
        Some(evaluations) => {
            let (r, w) = ir::cost::run_counts(
                g,
                &c.deps,
                &c.clustering,
                &c.schedule,
                evaluations,
                &value_of,
            )?;
            let unsigned = |m: BTreeMap<ArrayId, i128>| -> BTreeMap<ArrayId, u64> {
                m.into_iter()
                    .filter(|(_, v)| *v > 0)
                    .map(|(a, v)| (a, v as u64))
                    .collect()
            };
            (unsigned(r), unsigned(w))
        }
        None => (
            predicted(g, &cost.reads, &value_of)?,
            predicted(g, &cost.writes, &value_of)?,
        ),
    };
    if reads != want_reads {
        return Err(format!(
            "reads counted {{{}}}, the cost model says {{{}}}",
            show(g, &reads),
            show(g, &want_reads)
        ));
    }
    if writes != want_writes {
        return Err(format!(
            "writes counted {{{}}}, the cost model says {{{}}}",
            show(g, &writes),
            show(g, &want_writes)
        ));
    }
    Ok(())
}

/// `c`'s loop nests run by the loop-IR interpreter on `inputs` (of `def`)
/// give the reference's `want`, and, where they succeed, move exactly the
/// elements the cost model predicts (`ctx` names the case in failures).
pub fn loop_ir_agrees(
    c: &Compiled,
    def: &ir::Def,
    inputs: &[Array],
    want: &Result<Value, RunError>,
    ctx: &str,
) {
    let bound = interp::bind_sizes(def, inputs).expect("sizes bind");
    let got = interp::loops::run(&c.loops, inputs);
    assert_agrees(
        got.as_ref().map(|r| &r.value),
        want,
        "the loop IR",
        true,
        &|| ctx.to_string(),
    );
    if let Ok(got) = &got {
        check_counts(c, &bound, got)
            .unwrap_or_else(|e| panic!("{ctx}: {e}\n{}", ir::loops::render(&c.loops)));
    }
}

/// The checkout: the folder above `experiments/`.
pub fn repo_root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("experiments/ has a parent")
        .to_path_buf()
}

/// The Python that has NumPy (the peers' own: `$FUSELAB_PYTHON`, else
/// `python3`, with the checkout's `.tools/py` on PYTHONPATH).
pub use experiments::python;

/// Panics with how to get NumPy when Python cannot import it.
pub fn require_numpy() {
    let probe = python().args(["-c", "import numpy"]).output();
    match probe {
        Ok(o) if o.status.success() => {}
        Ok(o) => panic!(
            "NumPy cannot be imported ({}); run `make test`, which installs it into .tools/py, or set FUSELAB_PYTHON",
            String::from_utf8_lossy(&o.stderr).trim()
        ),
        Err(e) => panic!("cannot start Python ({e}); run `make test` or set FUSELAB_PYTHON"),
    }
}

/// A 1-D array of `ty` holding `xs`.
pub fn vector(ty: ir::ScalarType, xs: impl IntoIterator<Item = ir::Scalar>) -> Array {
    let xs: Vec<ir::Scalar> = xs.into_iter().collect();
    Array::from_scalars(vec![xs.len()], ty, &xs).unwrap()
}

/// A `[n]i64` array of `xs`.
pub fn ints(xs: &[i64]) -> Array {
    vector(ir::ScalarType::I64, xs.iter().map(|x| ir::Scalar::I64(*x)))
}

/// A 1-D `f64` array.
pub fn floats(xs: &[f64]) -> Array {
    vector(ir::ScalarType::F64, xs.iter().map(|x| ir::Scalar::F64(*x)))
}

/// Divisions by invariant divisors in maps: loops that vectorise.
pub const DIVISION_MAPS: &str = "def f (xs: [n]i64) (d: i64) (ys: [n]i32) (e: i32) : ([n]i64, [n]i64, [n]i32, [n]i32) =\n  let q = map (\\x -> x / the d) xs\n  let r = map (\\x -> x % the d) xs\n  let q32 = map (\\y -> y / the e) ys\n  let r32 = map (\\y -> y % the e) ys\n  in (q, r, q32, r32)";

/// The same divisions after a gather (a reversed read): loops whose
/// divisions are one scalar multiply-high, or the vector method where
/// `backend::cpu::Target::gather_divisions` says (AVX2 code; checked both
/// ways on every CPU).
pub const DIVISION_GATHERED: &str = "def f (xs: [n]i64) (d: i64) (ys: [n]i32) (e: i32) : ([n]i64, [n]i64, [n]i32, [n]i32) =\n  let gx = backpermute [n] (\\j -> (n - 1) - j) xs\n  let gy = backpermute [n] (\\j -> (n - 1) - j) ys\n  let q = map (\\x -> x / the d) gx\n  let r = map (\\x -> x % the d) gx\n  let q32 = map (\\y -> y / the e) gy\n  let r32 = map (\\y -> y % the e) gy\n  in (q, r, q32, r32)";

/// Division and remainder by a loop-invariant divisor in the CPU backend's
/// code (a prepared divisor, `backend::llvm::divide`) equal the reference
/// for every sign and edge case, for i64 and i32 (`tests/cpu.rs`;
/// `tests/cpu_isa.rs` for each forced instruction set): in maps, whose
/// loops vectorise (the instruction set's vector method, at 256 and, in
/// AVX-512 code, at 512 bits), and after a gather, whose loops divide by
/// one scalar multiply-high or, in AVX2 code, by the vector method; the
/// code compiled for `target`.
pub fn check_invariant_division(target: backend::cpu::Target) {
    for wide in [None, Some(false), Some(true)] {
        invariant_division_agrees(DIVISION_MAPS, None, wide, target);
    }
    invariant_division_agrees(DIVISION_GATHERED, Some(false), None, target);
    invariant_division_agrees(DIVISION_GATHERED, Some(true), None, target);
}

/// [`check_invariant_division`] for one program of its signature, its
/// gathering loops' divisions as `gather_divisions` says
/// (`backend::cpu::CpuOptions::gather_divisions`), its nests' vectors as
/// `wide_divisions` says (`backend::cpu::CpuOptions::wide_divisions`:
/// 512-bit where the code is AVX-512).
fn invariant_division_agrees(
    text: &str,
    gather_divisions: Option<bool>,
    wide_divisions: Option<bool>,
    target: backend::cpu::Target,
) {
    let file = ir::SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap();
    let def = p.entry(None).unwrap();
    let xs: Vec<i64> = vec![
        0,
        1,
        -1,
        7,
        -7,
        100,
        -100,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
        123456789,
        -987654321,
    ];
    let registry = Registry::builtin();
    let c = passes::compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
    let cp = experiments::native::compile(
        &c.loops,
        backend::cpu::CpuOptions {
            target,
            checks: true,
            threads: 1,
            gather_divisions,
            wide_divisions,
            ..Default::default()
        },
    )
    .unwrap();
    for d in [
        1i64,
        -1,
        2,
        -2,
        3,
        -3,
        7,
        10,
        -10,
        641,
        // `49 * (1 / 49)` rounds below 1: the small divisors' estimate
        // of an exact multiple is one low (`llvm::divide`).
        49,
        -98,
        900_004,
        999_983,
        (1 << 20) - 1,
        1 << 20,
        -(1 << 20),
        (1 << 20) + 1,
        (1 << 32) - 1,
        1 << 32,
        -(1 << 32) - 1,
        1 << 33,
        (1 << 53) + 1,
        1 << 62,
        (1 << 62) + 1,
        -(1 << 62) - 1,
        i64::MAX - 1,
        i64::MAX,
        i64::MIN + 1,
        i64::MIN,
        i32::MIN as i64,
    ] {
        let e = d as i32;
        if e == 0 {
            continue;
        }
        // Around multiples of d too, where the quotient's estimates round
        // either way.
        let mut xs_d = xs.clone();
        for q in [1i64, 3, 1 << 20, 1 << 40, i64::MAX / 5] {
            if let Some(m) = q.checked_mul(d) {
                xs_d.extend(
                    (-1..=1).flat_map(|k| [m.wrapping_add(k), m.wrapping_add(k).wrapping_neg()]),
                );
            }
        }
        // Long enough that the vectorised loop body runs, not only the
        // scalar remainder.
        let xs_d = xs_d.repeat(5);
        let ys = xs_d.iter().map(|x| ir::Scalar::I32(*x as i32));
        let inputs = vec![
            ints(&xs_d),
            Array::scalar(ir::Scalar::I64(d)),
            vector(ir::ScalarType::I32, ys),
            Array::scalar(ir::Scalar::I32(e)),
        ];
        let want = interp::reference::run(&p, def, &inputs).unwrap();
        let got = backend::cpu::run(&cp, &inputs).unwrap();
        same_value(&got.value, &want).unwrap_or_else(|m| panic!("d = {d}: {m}"));
    }
}

/// Conversions of floats to integers in the CPU backend's code (vectorised
/// loops, and the scalar remainder) equal the reference's (Rust's `as`:
/// truncation, saturation at the integer type's bounds, NaN to 0) at every
/// edge: NaN, infinities, signed zeros, the bounds and the floats next to
/// them, halves, huge and subnormal values, `f32` and `f64` to `i32` and
/// `i64` (`tests/cpu.rs`; `tests/cpu_isa.rs` for each forced instruction
/// set), compiled for `target`.
#[allow(dead_code)]
pub fn check_float_to_int_edges(target: backend::cpu::Target) {
    // And through an integer back to a float (`llvm::builtin::through_int`).
    let text = "def f (xs: [n]f32) (ys: [n]f64) : ([n]i32, [n]i64, [n]i32, [n]i64, [n]f32, [n]f64, [n]f32, [n]f64, [n]f64, [n]f32) =
  let a = map (\\x -> i32 x) xs
  let b = map (\\x -> i64 x) xs
  let c = map (\\y -> i32 y) ys
  let d = map (\\y -> i64 y) ys
  let e = map (\\x -> f32 (i64 x)) xs
  let f = map (\\x -> f64 (i32 x)) xs
  let g = map (\\y -> f32 (i64 y)) ys
  let h = map (\\y -> f64 (i64 y)) ys
  let k = map (\\x -> f64 (i64 x)) xs
  let l = map (\\y -> f32 (i32 y)) ys
  in (a, b, c, d, e, f, g, h, k, l)";
    let file = ir::SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap();
    let def = p.entry(None).unwrap();
    let (p31, p63) = (2f64.powi(31), 2f64.powi(63));
    let edges: Vec<f64> = vec![
        0.0,
        -0.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        p31,
        p31 - 1.0,
        p31 - 0.5,
        p31 + 1.0,
        -p31,
        -p31 + 0.5,
        -p31 - 0.5,
        -p31 - 1.0,
        2147483520.0,
        p63,
        p63 - 1024.0,
        -p63,
        -p63 - 2048.0,
        9223371487098961920.0,
        -9223371487098961920.0,
        1e300,
        -1e300,
        f64::MAX,
        f64::MIN,
        f64::MIN_POSITIVE,
        5e-324,
        123456.7,
        -98765.4,
        // Around 2^32, 2^51 and 2^52 (where conversions by halves or by a
        // bias would turn).
        4294967296.0,
        4294967295.5,
        -4294967295.5,
        -4294967296.5,
        4503599627370497.0,
        -4503599627370497.0,
        2251799813685248.5,
        -6755399441055745.0,
    ];
    // Every edge in every lane: the list rotated, long enough that the
    // vectorised body runs, then a short remainder.
    let mut ys: Vec<f64> = Vec::new();
    for k in 0..17 {
        ys.extend(edges.iter().cycle().skip(k).take(edges.len()));
    }
    ys.extend(&edges[..5]);
    let xs: Vec<f32> = ys.iter().map(|y| *y as f32).collect();
    let registry = Registry::builtin();
    let c = passes::compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
    let options = backend::cpu::CpuOptions {
        target,
        ..Default::default()
    };
    let cp = experiments::native::compile(&c.loops, options).unwrap();
    let inputs = vec![
        vector(ir::ScalarType::F32, xs.iter().map(|x| ir::Scalar::F32(*x))),
        floats(&ys),
    ];
    let want = interp::reference::run(&p, def, &inputs).unwrap();
    let got = backend::cpu::run(&cp, &inputs).unwrap();
    same_value(&got.value, &want).unwrap_or_else(|m| panic!("float to int: {m}"));
    same_bits(&got.value, &want, "float to int");
}

/// `got` and `want` print the same: every float the same value, signed
/// zeros and rounding included (the tolerance of [`same_value`] would take
/// a float one rounding away).
#[allow(dead_code)]
pub fn same_bits(got: &ir::Value, want: &ir::Value, what: &str) {
    let (g, w) = (format!("{got:?}"), format!("{want:?}"));
    if g != w {
        let at = g.bytes().zip(w.bytes()).take_while(|(a, b)| a == b).count();
        let from = at.saturating_sub(80);
        panic!(
            "{what}: differs at character {at}:\n got  ...{}\n want ...{}",
            &g[from..(at + 80).min(g.len())],
            &w[from..(at + 80).min(w.len())]
        );
    }
}

/// Conversions of `i64` to `f32` and `f64` at the edges (the bounds, the
/// powers of two the halves and the rounding turn on, `f32` ties above
/// `2^53` with and without bits below) and on pseudo-random values of every
/// magnitude, in every vector lane and the scalar remainder, against the
/// reference (Rust's `as`, correctly rounded), compiled for `target`.
#[allow(dead_code)]
pub fn check_int_to_float_edges(target: backend::cpu::Target) {
    let text = "def f (xs: [n]i64) : ([n]f32, [n]f64) =
  (map (\\x -> f32 x) xs, map (\\x -> f64 x) xs)";
    let p = checked(text);
    let def = p.entry(None).unwrap();
    let mut edges: Vec<i64> = vec![0, 1, -1, i64::MAX, i64::MIN, i64::MIN + 1];
    for k in [11, 24, 31, 32, 33, 51, 52, 53, 54, 62] {
        let p = 1i64 << k;
        for d in [-3, -1, 0, 1, 3] {
            edges.extend([p + d, -(p + d)]);
        }
    }
    for m in [(1i64 << 23) + 1, 1 << 23, (1 << 24) - 1] {
        for shift in [30, 39] {
            let tie = (2 * m + 1) << (shift - 1);
            edges.extend([tie, tie + 1, tie - 1, -tie, -tie - 1]);
        }
    }
    let mut xs: Vec<i64> = Vec::new();
    for k in 0..17 {
        xs.extend(edges.iter().cycle().skip(k).take(edges.len()));
    }
    let mut s = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..10_000 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        xs.push((s as i64) >> (s % 64));
    }
    xs.extend(&edges[..5]);
    let registry = Registry::builtin();
    let c = passes::compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
    let options = backend::cpu::CpuOptions {
        target,
        ..Default::default()
    };
    let cp = experiments::native::compile(&c.loops, options).unwrap();
    let inputs = vec![ints(&xs)];
    let want = interp::reference::run(&p, def, &inputs).unwrap();
    let got = backend::cpu::run(&cp, &inputs).unwrap();
    same_value(&got.value, &want).unwrap_or_else(|m| panic!("int to float: {m}"));
    same_bits(&got.value, &want, "int to float");
}

/// A loop-IR rewrite's result `after` against the program `before` it:
/// verified, and run by the loop-IR interpreter on `inputs` with the same
/// values and errors, and the same traffic when `traffic` (a rewrite that
/// adds arrays of its own changes it). Scheduled loops (a sequence's) run
/// chunks of 3 elements in both: the adaptive schedule follows the time
/// per element, so two runs of it may cut a stream differently.
#[allow(dead_code)]
pub fn same_in_loop_ir(
    before: &ir::loops::LoopProgram,
    after: &ir::loops::LoopProgram,
    inputs: &[Array],
    ctx: &str,
    traffic: bool,
) {
    use ir::loops::render;
    ir::loops::verify(after).unwrap_or_else(|e| panic!("{ctx}: {e}\n{}", render(after)));
    let fixed = || ir::loops::schedule::Schedule::new(None, Some(3));
    let (b, a) = (
        interp::loops::run_scheduled(before, inputs, fixed()),
        interp::loops::run_scheduled(after, inputs, fixed()),
    );
    let shown = || format!("{ctx}\n{}", render(after));
    match (&b, &a) {
        (Ok(b), Ok(a)) => {
            let (got, want) = (format!("{:?}", a.value), format!("{:?}", b.value));
            assert_eq!(got, want, "{}", shown());
            if traffic {
                assert_eq!(a.counts.reads, b.counts.reads, "reads: {}", shown());
                assert_eq!(a.counts.writes, b.counts.writes, "writes: {}", shown());
            }
        }
        (Err(b), Err(a)) => assert_eq!(a.to_string(), b.to_string(), "{}", shown()),
        _ => panic!(
            "{}: before {:?}, after {:?}",
            shown(),
            b.map(|r| r.value),
            a.map(|r| r.value)
        ),
    }
}

/// One case of [`each_suite_case`].
#[allow(dead_code)]
pub struct SuiteCase<'a> {
    pub program: &'a str,
    pub strategy: &'a str,
    pub compiled: &'a Compiled,
    pub inputs: &'a [Array],
    /// What the case is, for messages.
    pub ctx: &'a str,
}

/// Calls `f` for every suite program under every strategy at each size
/// set of [`size_sets`], with random inputs from `seed` (plus the set's
/// number).
#[allow(dead_code)]
pub fn each_suite_case(seed: u64, f: &mut dyn FnMut(&SuiteCase)) {
    for program in suite_programs() {
        let (p, text) = load(&program);
        let def = p.entry(None).expect("a def");
        for strategy in STRATEGIES {
            let compiled = compile_entry(&p, strategy);
            for (k, sizes) in size_sets(&size_names(&text)).into_iter().enumerate() {
                let inputs =
                    interp::random_inputs(def, &sizes, seed + k as u64).expect("random inputs");
                let ctx = format!("{program} with {strategy} at {sizes:?}");
                f(&SuiteCase {
                    program: &program,
                    strategy,
                    compiled: &compiled,
                    inputs: &inputs,
                    ctx: &ctx,
                });
            }
        }
    }
}

//! The program suite (`experiments/programs/*.fl`) checked end to end: every
//! program parses, type-checks and carries its header (`-- name (source)` and
//! `-- sizes: ...`), and the reference interpreter's results on fixed small
//! inputs equal values computed independently here by plain Rust loops.
//!
//! Integers are compared exactly. Floats are compared with
//! `|got - want| <= tol * max(1, |want|)`, with `tol` stated per program:
//! `TIGHT` where the Rust code repeats the program's `f32` operations one by
//! one, `SUM` where a reduction may add in another order or the expected value
//! is computed in `f64`; for sums the scale is the sum of the terms'
//! magnitudes instead of `|want|`.

use interp::reference;
use interp::{random_inputs, Sizes};
use interp::{RunError, RuntimeErrorKind};
use ir::{Array, Buffer, Program, Scalar, ScalarType, SourceFile, Value};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Tolerance where the test repeats the program's scalar operations exactly.
const TIGHT: f64 = 1e-6;
/// Tolerance where sums may be reordered or `exp`/`log` may differ in the last bits.
const SUM: f64 = 1e-4;

/// Every program in the suite. The first ones have a test below that
/// computes their values by plain Rust loops; every one has a NumPy twin
/// that `tests/twins.rs` checks against the reference interpreter.
const PROGRAMS: &[&str] = &[
    "audio_seq",
    "backprop",
    "black_scholes",
    "blur",
    "broadcast_activation",
    "canny",
    "chained_gathers",
    "conv5",
    "crystal",
    "dotp",
    "filter_positive",
    "flip_transpose",
    "fluid",
    "gather_indices",
    "greedy_trap",
    "heat",
    "histogram",
    "hotspot",
    "kmeans",
    "lulesh",
    "mandelbrot",
    "matmul",
    "mvm_seq",
    "nbody",
    "normalise2",
    "normalise2_expanded",
    "own_index",
    "pagerank",
    "pagerank_seq",
    "radix_pass",
    "reshape_fused",
    "reshape_scan",
    "reverse_scan",
    "row_broadcast",
    "saxpy",
    "scan_reverse",
    "scan_transpose",
    "scatter_indices",
    "smith_waterman",
    "smvm",
    "smvm_seq",
    "softmax_rows",
    "srad",
    "stream_hist",
    "sum_of_squares",
    "transpose_maps",
    "transpose_scan",
    "tridiag",
    "two_scatters",
    "variance",
];

// ---------------------------------------------------------------------------
// Loading and running

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("programs")
}

/// The `.fl` files of the suite, sorted.
fn program_files() -> Vec<PathBuf> {
    let entries = std::fs::read_dir(programs_dir()).expect("experiments/programs exists");
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "fl"))
        .collect();
    files.sort();
    files
}

fn source(name: &str) -> SourceFile {
    let path = programs_dir().join(format!("{name}.fl"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    SourceFile::new(path.display().to_string(), text)
}

/// Parses and type-checks a program, panicking with rendered diagnostics.
fn load(name: &str) -> Program {
    let file = source(name);
    match ir::check_source(&file) {
        Ok(p) => p,
        Err(diags) => {
            let shown: Vec<String> = diags.iter().map(|d| d.render(&file)).collect();
            panic!("{name}.fl does not check:\n{}", shown.join("\n"))
        }
    }
}

/// Runs the definition `entry` (the last one when `None`) on `inputs`.
fn try_run_def(name: &str, entry: Option<&str>, inputs: &[Array]) -> Result<Value, RunError> {
    let program = load(name);
    let def = program
        .entry(entry)
        .unwrap_or_else(|| panic!("{name}.fl has no entry {entry:?}"));
    reference::run(&program, def, inputs)
}

fn try_run(name: &str, inputs: &[Array]) -> Result<Value, RunError> {
    try_run_def(name, None, inputs)
}

/// The kind of run-time error that running the entry point must produce.
fn runtime_error(name: &str, inputs: &[Array]) -> RuntimeErrorKind {
    match try_run(name, inputs) {
        Err(RunError::Runtime(e)) => e.kind,
        Err(e) => panic!("{name}: expected a run-time error, got {e}"),
        Ok(v) => panic!("{name}: expected a run-time error, got {v:?}"),
    }
}

/// Runs the entry point and returns its output arrays (a tuple flattened).
fn run(name: &str, inputs: &[Array]) -> Vec<Array> {
    match try_run(name, inputs) {
        Ok(v) => v.arrays().into_iter().cloned().collect(),
        Err(e) => panic!("{name} failed on {inputs:?}: {e}"),
    }
}

/// Runs a program whose result is a single array.
fn run1(name: &str, inputs: &[Array]) -> Array {
    let mut outs = run(name, inputs);
    assert_eq!(outs.len(), 1, "{name} returns one array");
    outs.remove(0)
}

// ---------------------------------------------------------------------------
// Building inputs and reading outputs

fn array(shape: &[usize], elem: ScalarType, buf: Buffer) -> Array {
    Array::from_buffers(shape.to_vec(), elem, vec![buf]).expect("well-formed test input")
}

fn i64_vec(xs: &[i64]) -> Array {
    array(&[xs.len()], ScalarType::I64, Buffer::I64(xs.to_vec()))
}

fn f32_vec(xs: &[f32]) -> Array {
    array(&[xs.len()], ScalarType::F32, Buffer::F32(xs.to_vec()))
}

fn f64_vec(xs: &[f64]) -> Array {
    array(&[xs.len()], ScalarType::F64, Buffer::F64(xs.to_vec()))
}

fn f32_grid(rows: usize, cols: usize, xs: &[f32]) -> Array {
    assert_eq!(xs.len(), rows * cols);
    array(&[rows, cols], ScalarType::F32, Buffer::F32(xs.to_vec()))
}

/// Component `k` of an array's element type, as a flat `i64` buffer.
fn i64_part(a: &Array, k: usize) -> Vec<i64> {
    match a.buffers().get(k) {
        Some(Buffer::I64(v)) => v.clone(),
        other => panic!("component {k} is not i64: {other:?}"),
    }
}

/// Component `k` of an array's element type, widened to `f64`.
fn float_part(a: &Array, k: usize) -> Vec<f64> {
    match a.buffers().get(k) {
        Some(Buffer::F32(v)) => v.iter().map(|&x| x as f64).collect(),
        Some(Buffer::F64(v)) => v.clone(),
        other => panic!("component {k} is not a float: {other:?}"),
    }
}

fn assert_shape(a: &Array, shape: &[usize], what: &str) {
    assert_eq!(a.shape(), shape, "shape of {what}");
}

/// `|got - want| <= tol * max(1, |want|)` element-wise, and equal lengths.
fn assert_close(what: &str, got: &[f64], want: &[f64], tol: f64) {
    let scale: Vec<f64> = want.iter().map(|w| w.abs()).collect();
    assert_close_at_scale(what, got, want, &scale, tol);
}

/// `|got - want| <= tol * max(1, scale)` element-wise, and equal lengths; for
/// sums, `scale` is the sum of the terms' magnitudes, which bounds the
/// rounding error of any summation order even when the terms cancel.
fn assert_close_at_scale(what: &str, got: &[f64], want: &[f64], scale: &[f64], tol: f64) {
    assert_eq!(got.len(), want.len(), "length of {what}");
    for (i, ((g, w), s)) in got.iter().zip(want).zip(scale).enumerate() {
        let bound = tol * s.max(1.0);
        assert!(
            (g - w).abs() <= bound,
            "{what}[{i}]: got {g}, want {w} (tolerance {bound})"
        );
    }
}

fn widen(xs: &[f32]) -> Vec<f64> {
    xs.iter().map(|&x| x as f64).collect()
}

/// A fixed pseudo-random sequence (an LCG), so that inputs are reproducible
/// and look like the demo's random data: ints in [0, 100), floats in [-1, 1).
struct Lcg(u64);

impl Lcg {
    fn bits(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn ints(&mut self, n: usize) -> Vec<i64> {
        (0..n).map(|_| (self.bits() % 100) as i64).collect()
    }

    fn floats(&mut self, n: usize) -> Vec<f32> {
        (0..n)
            .map(|_| (self.bits() as f64 / (1u64 << 31) as f64 * 2.0 - 1.0) as f32)
            .collect()
    }

    fn doubles(&mut self, n: usize) -> Vec<f64> {
        self.floats(n).into_iter().map(f64::from).collect()
    }
}

// ---------------------------------------------------------------------------
// The whole suite

/// The `-- sizes: a=1 b=2` header line, as (name, value) pairs.
fn sizes_header(text: &str) -> Option<Vec<(String, u64)>> {
    let line = text
        .lines()
        .take_while(|l| l.starts_with("--"))
        .find_map(|l| l.strip_prefix("-- sizes:"))?;
    line.split_whitespace()
        .map(|kv| {
            let (k, v) = kv.split_once('=')?;
            Some((k.to_string(), v.parse().ok()?))
        })
        .collect()
}

#[test]
fn every_program_has_headers_and_checks() {
    let files = program_files();
    assert!(!files.is_empty(), "no programs found");
    for path in files {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("utf-8 name");
        let file = source(stem);
        let first = file.text.lines().next().unwrap_or("");
        assert!(
            first.starts_with(&format!("-- {stem} (")),
            "{stem}.fl must start with `-- {stem} (source...)`, found {first:?}"
        );
        let sizes = sizes_header(&file.text)
            .unwrap_or_else(|| panic!("{stem}.fl has no well-formed `-- sizes:` header"));
        let program = load(stem);
        let entry = program.entry(None).expect("at least one def");
        assert_eq!(
            &*entry.name, stem,
            "{stem}.fl's last def is named after the file"
        );
        let declared: BTreeSet<String> = sizes.iter().map(|(k, _)| k.clone()).collect();
        let used: BTreeSet<String> = entry
            .params
            .iter()
            .flat_map(|p| p.ty.shape.iter())
            .filter_map(|s| s.as_poly())
            .flat_map(|p| p.names().map(|n| n.to_string()).collect::<Vec<_>>())
            .collect();
        assert_eq!(
            declared, used,
            "{stem}.fl: `-- sizes:` names the parameters' sizes"
        );
        assert!(
            sizes.iter().all(|(_, v)| *v > 0),
            "{stem}.fl: sizes are positive"
        );
    }
}

/// Every program runs without a run-time error on the demo's random inputs
/// (ints in [0, 100), floats in [-1, 1)), at its header's sizes capped to
/// keep the test fast, and with every size 1.
#[test]
fn every_program_runs_on_random_inputs() {
    for name in PROGRAMS {
        let program = load(name);
        let def = program.entry(None).expect("at least one def");
        let header = sizes_header(&source(name).text).expect("a sizes header");
        for cap in [1, 23] {
            let sizes: Sizes = header
                .iter()
                .map(|(k, v)| (k.as_str().into(), (*v as i64).min(cap)))
                .collect();
            for seed in 0..3 {
                let inputs = random_inputs(def, &sizes, seed)
                    .unwrap_or_else(|e| panic!("{name}: no random inputs: {e}"));
                if let Err(e) = reference::run(&program, def, &inputs) {
                    panic!("{name} fails on random inputs (sizes {sizes:?}, seed {seed}): {e}");
                }
            }
        }
    }
}

#[test]
fn every_program_has_a_test() {
    let on_disk: Vec<String> = program_files()
        .iter()
        .filter_map(|p| p.file_stem()?.to_str().map(String::from))
        .collect();
    let listed: Vec<String> = PROGRAMS.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        on_disk, listed,
        "PROGRAMS lists exactly the files in programs/"
    );
}

// ---------------------------------------------------------------------------
// normalise2 and normalise2_expanded

/// Both results of normalise2 on `xs` (integer division truncates; the test
/// data avoids negative quotients that are not exact).
fn normalise2_loops(xs: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let sum1 = xs.iter().fold(0i64, |a, &x| a.wrapping_add(x));
    let mut acc = 0i64;
    let mut sum2 = 0i64;
    for &x in xs {
        acc = acc.wrapping_add(x);
        sum2 = sum2.wrapping_add(acc);
    }
    let ys1 = xs.iter().map(|&x| x / sum1).collect();
    let ys2 = xs.iter().map(|&x| x / sum2).collect();
    (ys1, ys2)
}

fn check_normalise2(xs: &[i64]) {
    let outs = run("normalise2", &[i64_vec(xs)]);
    assert_eq!(outs.len(), 2);
    let (ys1, ys2) = normalise2_loops(xs);
    assert_shape(&outs[0], &[xs.len()], "ys1");
    assert_eq!(i64_part(&outs[0], 0), ys1, "ys1 of {xs:?}");
    assert_eq!(i64_part(&outs[1], 0), ys2, "ys2 of {xs:?}");
}

#[test]
fn normalise2_matches_loops() {
    check_normalise2(&Lcg(1).ints(50));
    check_normalise2(&[7]);
    check_normalise2(&[0, 0, 5]);
    check_normalise2(&[]);
    // sum1 = 1 and sum2 = -1: the quotients are the inputs, up to sign.
    check_normalise2(&[-2, 3]);
    let outs = run("normalise2", &[i64_vec(&[-2, 3])]);
    assert_eq!(i64_part(&outs[0], 0), vec![-2, 3]);
    assert_eq!(i64_part(&outs[1], 0), vec![2, -3]);
}

#[test]
fn normalise2_divides_by_zero_as_an_error() {
    let kind = runtime_error("normalise2", &[i64_vec(&[0, 0, 0])]);
    assert_eq!(kind, RuntimeErrorKind::DivisionByZero);
}

fn normalise2_expanded_loops(input: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let n = input.len() as i64;
    let xs: Vec<i64> = input.iter().map(|x| x + 1).collect();
    let sum1: i64 = xs.iter().sum();
    let mut acc = 0;
    let mut sum2 = 0;
    for &x in &xs {
        acc += x;
        sum2 += acc;
    }
    let ys1 = xs.iter().map(|&x| (x * n) / sum1).collect();
    let ys2 = xs.iter().map(|&x| (x * n * n) / sum2).collect();
    (ys1, ys2)
}

fn check_normalise2_expanded(input: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let outs = run("normalise2_expanded", &[i64_vec(input)]);
    assert_eq!(outs.len(), 2);
    let got = (i64_part(&outs[0], 0), i64_part(&outs[1], 0));
    assert_eq!(got, normalise2_expanded_loops(input), "on {input:?}");
    got
}

#[test]
fn normalise2_expanded_matches_loops() {
    let (ys1, ys2) = check_normalise2_expanded(&Lcg(2).ints(60));
    // The scaling keeps random results away from all-zero.
    assert!(ys1.iter().any(|&y| y > 0) && ys2.iter().any(|&y| y > 0));
    // One element: xs = [8], sum1 = sum2 = 8.
    assert_eq!(check_normalise2_expanded(&[7]), (vec![1], vec![1]));
    check_normalise2_expanded(&[0, 0, 0]);
    check_normalise2_expanded(&[]);
}

// ---------------------------------------------------------------------------
// dotp, sum_of_squares, saxpy

fn check_dotp(xs: &[f32], ys: &[f32]) -> f64 {
    let out = run1("dotp", &[f32_vec(xs), f32_vec(ys)]);
    assert_shape(&out, &[], "dotp");
    let terms: Vec<f64> = xs
        .iter()
        .zip(ys)
        .map(|(&x, &y)| x as f64 * y as f64)
        .collect();
    let want: f64 = terms.iter().sum();
    let scale: f64 = terms.iter().map(|t| t.abs()).sum();
    assert_close_at_scale("dotp", &float_part(&out, 0), &[want], &[scale], SUM);
    want
}

#[test]
fn dotp_matches_loops() {
    let mut r = Lcg(3);
    check_dotp(&r.floats(37), &r.floats(37));
    assert_eq!(check_dotp(&[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]), 32.0);
    check_dotp(&[0.5], &[-0.25]);
    assert_eq!(check_dotp(&[], &[]), 0.0);
}

/// conv5 by loops: the brightness, then the 5x5 binomial weights over
/// clamped neighbours, summed as the program sums them.
fn conv5_loops(h: usize, w: usize, img: &[f32]) -> Vec<f64> {
    let bright = |i: i64, j: i64| {
        let (i, j) = (i.clamp(0, h as i64 - 1), j.clamp(0, w as i64 - 1));
        (1.5 * img[i as usize * w + j as usize]).min(1.0)
    };
    let mut out = Vec::new();
    for i in 0..h as i64 {
        for j in 0..w as i64 {
            let row = |di: i64| {
                let c = |dj: i64| bright(i + di, j + dj);
                c(-2) + 4.0 * c(-1) + 6.0 * c(0) + 4.0 * c(1) + c(2)
            };
            let sum = row(-2) + 4.0 * row(-1) + 6.0 * row(0) + 4.0 * row(1) + row(2);
            out.push((sum / 256.0) as f64);
        }
    }
    out
}

fn check_conv5(h: usize, w: usize, r: &mut Lcg) {
    let img = r.floats(h * w);
    let out = run1("conv5", &[f32_grid(h, w, &img)]);
    assert_shape(&out, &[h, w], "conv5");
    assert_close(
        "conv5",
        &float_part(&out, 0),
        &conv5_loops(h, w, &img),
        TIGHT,
    );
}

#[test]
fn conv5_matches_loops() {
    let mut r = Lcg(23);
    check_conv5(9, 11, &mut r);
    check_conv5(1, 1, &mut r);
    check_conv5(2, 7, &mut r);
    check_conv5(0, 4, &mut r);
    // A constant image stays constant: the weights sum to 256.
    let out = run1("conv5", &[f32_grid(3, 4, &[0.5; 12])]);
    assert!(float_part(&out, 0).iter().all(|&v| (v - 0.75).abs() < 1e-6));
}

fn check_matmul(n: usize, k: usize, m: usize, r: &mut Lcg) {
    let a = r.floats(n * k);
    let b = r.floats(k * m);
    let out = run1("matmul", &[f32_grid(n, k, &a), f32_grid(k, m, &b)]);
    assert_shape(&out, &[n, m], "matmul");
    let mut want = Vec::new();
    let mut scale = Vec::new();
    for i in 0..n {
        for j in 0..m {
            let terms = (0..k).map(|l| a[i * k + l] as f64 * b[l * m + j] as f64);
            want.push(terms.clone().sum());
            scale.push(terms.map(f64::abs).sum());
        }
    }
    assert_close_at_scale("matmul", &float_part(&out, 0), &want, &scale, SUM);
}

#[test]
fn matmul_matches_loops() {
    let mut r = Lcg(17);
    check_matmul(5, 7, 3, &mut r);
    check_matmul(1, 1, 1, &mut r);
    check_matmul(4, 0, 2, &mut r);
    check_matmul(0, 3, 2, &mut r);
    let out = run1(
        "matmul",
        &[
            f32_grid(2, 2, &[1.0, 2.0, 3.0, 4.0]),
            f32_grid(2, 2, &[5.0, 6.0, 7.0, 8.0]),
        ],
    );
    assert_eq!(float_part(&out, 0), vec![19.0, 22.0, 43.0, 50.0]);
}

fn check_sum_of_squares(xs: &[i64]) -> i64 {
    let out = run1("sum_of_squares", &[i64_vec(xs)]);
    assert_shape(&out, &[], "sum_of_squares");
    let want = xs.iter().map(|x| x * x).sum();
    assert_eq!(i64_part(&out, 0), vec![want], "on {xs:?}");
    want
}

#[test]
fn sum_of_squares_matches_loops() {
    check_sum_of_squares(&Lcg(4).ints(100));
    assert_eq!(check_sum_of_squares(&[1, 2, 3, 4]), 30);
    assert_eq!(check_sum_of_squares(&[-3]), 9);
    assert_eq!(check_sum_of_squares(&[]), 0);
}

fn check_saxpy(a: f32, xs: &[f32], ys: &[f32]) {
    let out = run1(
        "saxpy",
        &[Array::scalar(Scalar::F32(a)), f32_vec(xs), f32_vec(ys)],
    );
    assert_shape(&out, &[xs.len()], "saxpy");
    let want: Vec<f32> = xs.iter().zip(ys).map(|(&x, &y)| a * x + y).collect();
    assert_close("saxpy", &float_part(&out, 0), &widen(&want), TIGHT);
}

#[test]
fn saxpy_matches_loops() {
    let mut r = Lcg(5);
    check_saxpy(2.5, &r.floats(40), &r.floats(40));
    check_saxpy(-0.75, &r.floats(1), &r.floats(1));
    check_saxpy(3.0, &[], &[]);
}

// ---------------------------------------------------------------------------
// black_scholes

/// `(call, put)` of one option, in the program's `f32` operations.
// The constants are written as in black_scholes.fl, digit for digit.
#[allow(clippy::excessive_precision)]
fn black_scholes_one(p: f32, s: f32, y: f32) -> (f32, f32) {
    let s0 = 5.0f32 + 25.0 * p.abs();
    let x0 = 1.0f32 + 99.0 * s.abs();
    let t0 = 0.25f32 + 9.75 * y.abs();
    let (r, v) = (0.02f32, 0.30f32);
    let v_sqrt_t = v * t0.sqrt();
    let d1 = ((s0 / x0).ln() + (r + 0.5 * v * v) * t0) / v_sqrt_t;
    let d2 = d1 - v_sqrt_t;
    let cnd = |d: f32| {
        let k = 1.0f32 / (1.0 + 0.2316419 * d.abs());
        let poly = k
            * (0.31938153f32
                + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
        let c = 0.3989422804f32 * (-0.5 * d * d).exp() * poly;
        if d > 0.0 {
            1.0 - c
        } else {
            c
        }
    };
    let (cnd1, cnd2) = (cnd(d1), cnd(d2));
    let x_exp_rt = x0 * (-r * t0).exp();
    (
        s0 * cnd1 - x_exp_rt * cnd2,
        x_exp_rt * (1.0 - cnd2) - s0 * (1.0 - cnd1),
    )
}

fn check_black_scholes(ps: &[f32], ss: &[f32], ys: &[f32]) {
    let out = run1("black_scholes", &[f32_vec(ps), f32_vec(ss), f32_vec(ys)]);
    assert_shape(&out, &[ps.len()], "black_scholes");
    assert_eq!(out.elem(), &ScalarType::Tuple(vec![ScalarType::F32; 2]));
    let (calls, puts) = (float_part(&out, 0), float_part(&out, 1));
    let want: Vec<(f32, f32)> = (0..ps.len())
        .map(|i| black_scholes_one(ps[i], ss[i], ys[i]))
        .collect();
    let want_calls: Vec<f64> = want.iter().map(|w| w.0 as f64).collect();
    let want_puts: Vec<f64> = want.iter().map(|w| w.1 as f64).collect();
    assert_close("calls", &calls, &want_calls, SUM);
    assert_close("puts", &puts, &want_puts, SUM);
    // Put-call parity, C - P = S - X e^(-rT), computed in f64.
    for i in 0..ps.len() {
        let s0 = 5.0 + 25.0 * (ps[i] as f64).abs();
        let x0 = 1.0 + 99.0 * (ss[i] as f64).abs();
        let t0 = 0.25 + 9.75 * (ys[i] as f64).abs();
        let parity = s0 - x0 * (-0.02 * t0).exp();
        assert_close("parity", &[calls[i] - puts[i]], &[parity], SUM * 10.0);
        assert!(
            calls[i] >= -1e-3 && puts[i] >= -1e-3,
            "prices are not negative"
        );
    }
}

#[test]
fn black_scholes_matches_loops() {
    let mut r = Lcg(6);
    check_black_scholes(&r.floats(25), &r.floats(25), &r.floats(25));
    // At the money (price 5, strike 5), one year.
    check_black_scholes(&[0.0], &[4.0 / 99.0], &[0.75 / 9.75]);
    check_black_scholes(&[], &[], &[]);
}

// ---------------------------------------------------------------------------
// mandelbrot

/// Iteration counts per pixel, in the program's `f32` operations.
fn mandelbrot_loops(h: usize, w: usize) -> Vec<i64> {
    let mut out = Vec::with_capacity(h * w);
    for i in 0..h {
        for j in 0..w {
            let cr = -2.0f32 + 2.5f32 * j as f32 / w as f32;
            let ci = -1.25f32 + 2.5f32 * i as f32 / h as f32;
            let (mut zr, mut zi, mut count) = (0.0f32, 0.0f32, 0i64);
            for _ in 0..32 {
                if zr * zr + zi * zi < 4.0 {
                    let zr1 = zr * zr - zi * zi + cr;
                    zi = 2.0 * zr * zi + ci;
                    zr = zr1;
                    count += 1;
                }
            }
            out.push(count);
        }
    }
    out
}

fn check_mandelbrot(h: usize, w: usize) -> Vec<i64> {
    let view = f32_grid(h, w, &vec![0.0; h * w]);
    let out = run1("mandelbrot", &[view]);
    assert_shape(&out, &[h, w], "mandelbrot");
    let got = i64_part(&out, 0);
    assert_eq!(got, mandelbrot_loops(h, w), "mandelbrot {h}x{w}");
    got
}

#[test]
fn mandelbrot_matches_loops() {
    let counts = check_mandelbrot(12, 17);
    let distinct: BTreeSet<i64> = counts.iter().copied().collect();
    assert!(distinct.len() > 3, "a mix of escape times: {distinct:?}");
    assert!(counts.contains(&32), "some points never escape");
    // The single pixel is c = (-2, -1.25), which escapes after one step.
    assert_eq!(check_mandelbrot(1, 1), vec![1]);
    check_mandelbrot(0, 3);
}

// ---------------------------------------------------------------------------
// heat

/// 100 explicit steps of the 1-D heat equation with clamped ends.
fn heat_loops(u0: &[f64]) -> Vec<f64> {
    let n = u0.len();
    let mut u = u0.to_vec();
    for _ in 0..100 {
        let at = |k: isize| u[k.clamp(0, n as isize - 1) as usize];
        u = (0..n as isize)
            .map(|i| at(i) + 0.25 * (at(i - 1) - 2.0 * at(i) + at(i + 1)))
            .collect();
    }
    u
}

fn check_heat(u0: &[f64]) {
    let out = run1("heat", &[f64_vec(u0)]);
    assert_shape(&out, &[u0.len()], "heat");
    assert_close("heat", &float_part(&out, 0), &heat_loops(u0), TIGHT);
}

#[test]
fn heat_matches_loops() {
    check_heat(&Lcg(11).doubles(60));
    // A spike spreads out and keeps its sum (the ends only reflect).
    let mut spike = vec![0.0; 41];
    spike[20] = 1.0;
    check_heat(&spike);
    let total: f64 = heat_loops(&spike).iter().sum();
    assert!((total - 1.0).abs() < 1e-12, "{total}");
    check_heat(&[3.0]);
    check_heat(&[]);
}

// ---------------------------------------------------------------------------
// nbody

/// Accelerations `(ax, ay)`, and per body the sum of the magnitudes of the
/// forces on it (the scale of the summation error).
fn nbody_loops(xs: &[f32], ys: &[f32], ms: &[f32]) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let n = xs.len();
    let (mut ax, mut ay, mut mag) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for i in 0..n {
        for j in 0..n {
            let dx = (xs[j] - xs[i]) as f64;
            let dy = (ys[j] - ys[i]) as f64;
            let d2 = dx * dx + dy * dy + 0.01;
            let inv = ms[j] as f64 / (d2 * d2.sqrt());
            ax[i] += dx * inv;
            ay[i] += dy * inv;
            mag[i] += (dx.abs() + dy.abs()) * inv.abs();
        }
    }
    (ax, ay, mag)
}

fn check_nbody(xs: &[f32], ys: &[f32], ms: &[f32]) {
    let outs = run("nbody", &[f32_vec(xs), f32_vec(ys), f32_vec(ms)]);
    assert_eq!(outs.len(), 2);
    assert_shape(&outs[0], &[xs.len()], "ax");
    let (ax, ay, mag) = nbody_loops(xs, ys, ms);
    assert_close_at_scale("ax", &float_part(&outs[0], 0), &ax, &mag, SUM);
    assert_close_at_scale("ay", &float_part(&outs[1], 0), &ay, &mag, SUM);
}

#[test]
fn nbody_matches_loops() {
    let mut r = Lcg(7);
    check_nbody(&r.floats(9), &r.floats(9), &r.floats(9));
    // Two unit masses one apart on the x axis attract each other symmetrically.
    let outs = run(
        "nbody",
        &[
            f32_vec(&[0.0, 1.0]),
            f32_vec(&[0.0, 0.0]),
            f32_vec(&[1.0, 1.0]),
        ],
    );
    let want = 1.0 / (1.01f64 * 1.01f64.sqrt());
    assert_close("ax", &float_part(&outs[0], 0), &[want, -want], SUM);
    assert_close("ay", &float_part(&outs[1], 0), &[0.0, 0.0], SUM);
    check_nbody(&[0.3], &[-0.2], &[0.9]);
    check_nbody(&[], &[], &[]);
}

// ---------------------------------------------------------------------------
// histogram

fn check_histogram(xs: &[i64]) -> Vec<i64> {
    let out = run1("histogram", &[i64_vec(xs)]);
    assert_shape(&out, &[10], "histogram");
    let mut want = vec![0i64; 10];
    for &x in xs {
        if (0..100).contains(&x) {
            want[(x / 10) as usize] += 1;
        }
    }
    assert_eq!(i64_part(&out, 0), want, "histogram of {xs:?}");
    want
}

#[test]
fn histogram_matches_loops() {
    let counts = check_histogram(&Lcg(8).ints(200));
    assert_eq!(counts.iter().sum::<i64>(), 200);
    // Out-of-range values are ignored.
    let counts = check_histogram(&[0, 5, 9, 10, 99, 100, -1, -15, 55, 55]);
    assert_eq!(counts, vec![3, 1, 0, 0, 0, 2, 0, 0, 0, 1]);
    check_histogram(&[42]);
    assert_eq!(check_histogram(&[]), vec![0; 10]);
}

// ---------------------------------------------------------------------------
// smvm

/// `y0 + A x` for the CSR matrix with the program's row lengths.
/// `y0 + A x` for the CSR matrix with the program's row lengths, and per row
/// the sum of the magnitudes of its terms.
fn smvm_loops(cols: &[i64], vals: &[f32], x: &[f32], y0: &[f32]) -> (Vec<f64>, Vec<f64>) {
    let (m, nnz, n) = (y0.len(), cols.len(), x.len() as i64);
    let (mut y, mut mag) = (Vec::with_capacity(m), Vec::with_capacity(m));
    let mut start = 0;
    for (r, y0r) in y0.iter().enumerate() {
        let len = ((r + 1) * nnz) / m - (r * nnz) / m;
        let terms: Vec<f64> = (start..start + len)
            .map(|j| vals[j] as f64 * x[(cols[j] % n) as usize] as f64)
            .collect();
        start += len;
        y.push(*y0r as f64 + terms.iter().sum::<f64>());
        mag.push(y0r.abs() as f64 + terms.iter().map(|t| t.abs()).sum::<f64>());
    }
    (y, mag)
}

fn check_smvm(cols: &[i64], vals: &[f32], x: &[f32], y0: &[f32]) {
    let out = run1(
        "smvm",
        &[i64_vec(cols), f32_vec(vals), f32_vec(x), f32_vec(y0)],
    );
    assert_shape(&out, &[y0.len()], "smvm");
    let (want, mag) = smvm_loops(cols, vals, x, y0);
    assert_close_at_scale("smvm", &float_part(&out, 0), &want, &mag, SUM);
}

#[test]
fn smvm_matches_loops() {
    let mut r = Lcg(9);
    check_smvm(&r.ints(23), &r.floats(23), &r.floats(6), &r.floats(5));
    // Row lengths [0, 1, 1]: an empty first row keeps y0's value.
    check_smvm(&[4, 7], &[2.0, -1.0], &[1.0, 2.0, 3.0], &[0.5, 0.25, 0.125]);
    let out = run1(
        "smvm",
        &[
            i64_vec(&[4, 7]),
            f32_vec(&[2.0, -1.0]),
            f32_vec(&[1.0, 2.0, 3.0]),
            f32_vec(&[0.5, 0.25, 0.125]),
        ],
    );
    // cols mod 3 = [1, 1]: y = [0.5, 0.25 + 2*2, 0.125 - 2].
    assert_close("smvm", &float_part(&out, 0), &[0.5, 4.25, -1.875], TIGHT);
    check_smvm(&[0, 1, 2], &[1.0, 1.0, 1.0], &[1.0, 2.0, 3.0], &[0.0]);
    check_smvm(&[], &[], &[1.0], &[3.0, 4.0]);
}

// ---------------------------------------------------------------------------
// blur

fn blur_loops(h: usize, w: usize, img: &[f32]) -> Vec<f32> {
    let at = |i: i64, j: i64| {
        let i = i.clamp(0, h as i64 - 1) as usize;
        let j = j.clamp(0, w as i64 - 1) as usize;
        0.5f32 * img[i * w + j] + 0.5
    };
    let mut out = Vec::with_capacity(h * w);
    for i in 0..h as i64 {
        for j in 0..w as i64 {
            let sum = at(i - 1, j - 1)
                + 2.0 * at(i - 1, j)
                + at(i - 1, j + 1)
                + 2.0 * at(i, j - 1)
                + 4.0 * at(i, j)
                + 2.0 * at(i, j + 1)
                + at(i + 1, j - 1)
                + 2.0 * at(i + 1, j)
                + at(i + 1, j + 1);
            out.push(sum / 16.0);
        }
    }
    out
}

fn check_blur(h: usize, w: usize, img: &[f32]) {
    let out = run1("blur", &[f32_grid(h, w, img)]);
    assert_shape(&out, &[h, w], "blur");
    assert_close(
        "blur",
        &float_part(&out, 0),
        &widen(&blur_loops(h, w, img)),
        TIGHT,
    );
}

#[test]
fn blur_matches_loops() {
    check_blur(5, 4, &Lcg(10).floats(20));
    // A single pixel is its own neighbourhood: the blur keeps it.
    check_blur(1, 1, &[0.5]);
    let out = run1("blur", &[f32_grid(1, 1, &[0.5])]);
    assert_close("blur", &float_part(&out, 0), &[0.75], TIGHT);
    check_blur(1, 6, &Lcg(11).floats(6));
    check_blur(0, 0, &[]);
}

// ---------------------------------------------------------------------------
// variance (and its helper def `mean`)

fn mean_variance_loops(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    (mean, var)
}

fn check_variance(xs: &[f64]) -> f64 {
    let (mean, var) = mean_variance_loops(xs);
    let out = run1("variance", &[f64_vec(xs)]);
    assert_shape(&out, &[], "variance");
    assert_close("variance", &float_part(&out, 0), &[var], 1e-12);
    let m = try_run_def("variance", Some("mean"), &[f64_vec(xs)]).expect("mean runs");
    let m = m.as_array().expect("one array");
    assert_close("mean", &float_part(m, 0), &[mean], 1e-12);
    var
}

#[test]
fn variance_matches_loops() {
    check_variance(&Lcg(12).doubles(50));
    assert_eq!(check_variance(&[1.0, 2.0, 3.0, 4.0]), 1.25);
    assert_eq!(check_variance(&[0.5]), 0.0);
    assert_eq!(check_variance(&[]), 0.0);
}

// ---------------------------------------------------------------------------
// softmax_rows

fn softmax_loops(m: usize, n: usize, xs: &[f32]) -> Vec<f64> {
    let mut out = Vec::with_capacity(m * n);
    for row in xs.chunks(n.max(1)).take(m) {
        let mx = row.iter().fold(f64::NEG_INFINITY, |a, &x| a.max(x as f64));
        let es: Vec<f64> = row.iter().map(|&x| (x as f64 - mx).exp()).collect();
        let sum: f64 = es.iter().sum();
        out.extend(es.iter().map(|e| e / sum));
    }
    out
}

fn check_softmax(m: usize, n: usize, xs: &[f32]) -> Vec<f64> {
    let out = run1("softmax_rows", &[f32_grid(m, n, xs)]);
    assert_shape(&out, &[m, n], "softmax_rows");
    let got = float_part(&out, 0);
    assert_close("softmax", &got, &softmax_loops(m, n, xs), SUM);
    got
}

#[test]
fn softmax_rows_matches_loops() {
    let got = check_softmax(3, 5, &Lcg(13).floats(15));
    for row in got.chunks(5) {
        assert_close("row sum", &[row.iter().sum()], &[1.0], SUM);
    }
    assert_eq!(check_softmax(2, 1, &[0.3, -0.7]), vec![1.0, 1.0]);
    // Equal entries share the mass equally.
    assert_close(
        "uniform",
        &check_softmax(1, 4, &[0.2; 4]),
        &[0.25; 4],
        TIGHT,
    );
    check_softmax(0, 3, &[]);
}

#[test]
fn softmax_rows_of_an_empty_row_is_an_error() {
    // fold1 max has no neutral element.
    let kind = runtime_error("softmax_rows", &[f32_grid(2, 0, &[])]);
    assert_eq!(kind, RuntimeErrorKind::EmptyFold1);
}

// ---------------------------------------------------------------------------
// filter_positive

fn check_filter_positive(xs: &[f32]) -> Vec<f64> {
    let out = run1("filter_positive", &[f32_vec(xs)]);
    let want: Vec<f32> = xs.iter().filter(|&&x| x > 0.0).map(|x| x.sqrt()).collect();
    assert_shape(&out, &[want.len()], "filter_positive");
    let got = float_part(&out, 0);
    assert_close("filter_positive", &got, &widen(&want), TIGHT);
    got
}

#[test]
fn filter_positive_matches_loops() {
    let got = check_filter_positive(&Lcg(14).floats(40));
    assert!(!got.is_empty() && got.len() < 40);
    assert_eq!(
        check_filter_positive(&[-1.0, 0.0, 4.0, 0.25]),
        vec![2.0, 0.5]
    );
    assert!(check_filter_positive(&[-0.5, -0.25]).is_empty());
    assert!(check_filter_positive(&[]).is_empty());
}

// ---------------------------------------------------------------------------
// greedy_trap

/// greedy_trap by plain loops: eight running scans, combined, then a
/// right-to-left scan of the pairs.
fn greedy_trap_loops(xs: &[f64]) -> Vec<(f64, f64)> {
    let ops: [fn(f64, f64) -> f64; 8] = [
        |a, b| a + b,
        |a, b| a * b,
        f64::max,
        f64::min,
        |a, b| a + 2.0 * b,
        |a, b| a - b,
        |a, b| a.max(b * b),
        |a, b| a.min(0.0 - b),
    ];
    let scans: Vec<Vec<f64>> = ops
        .iter()
        .map(|op| {
            let mut acc = Vec::with_capacity(xs.len());
            for (i, &x) in xs.iter().enumerate() {
                acc.push(if i == 0 { x } else { op(acc[i - 1], x) });
            }
            acc
        })
        .collect();
    let z: Vec<(f64, f64)> = (0..xs.len())
        .map(|i| {
            let p = |k: usize| scans[k][i];
            (p(0) + p(1) + p(2) + p(3), p(4) * p(5) + p(6) - p(7))
        })
        .collect();
    let mut q = z.clone();
    for i in (0..z.len().saturating_sub(1)).rev() {
        q[i] = (z[i].0 + q[i + 1].0, z[i].1.max(q[i + 1].1));
    }
    q
}

#[test]
fn greedy_trap_matches_loops() {
    for xs in [vec![], vec![0.5], vec![0.25, -0.5, 0.75, 0.125, -1.0, 0.5]] {
        let out = run1("greedy_trap", &[f64_vec(&xs)]);
        assert_shape(&out, &[xs.len()], "q");
        let want = greedy_trap_loops(&xs);
        let firsts: Vec<f64> = want.iter().map(|p| p.0).collect();
        let seconds: Vec<f64> = want.iter().map(|p| p.1).collect();
        assert_close("q.0", &float_part(&out, 0), &firsts, 1e-12);
        assert_close("q.1", &float_part(&out, 1), &seconds, 1e-12);
    }
}

// ---------------------------------------------------------------------------
// chained_gathers

/// `c[i] = 2 t_flat[m*n-1-i] + 1`, where `t_flat` is the row-major
/// flattening of the `[n][m]` matrix `transpose a`: `t_flat[k] = a[k % m][k / m]`.
fn chained_gathers_loops(m: usize, n: usize, a: &[f32]) -> Vec<f32> {
    let t_flat: Vec<f32> = (0..m * n).map(|k| a[(k % m) * n + k / m] * 2.0).collect();
    (0..m * n).map(|i| t_flat[m * n - 1 - i] + 1.0).collect()
}

fn check_chained_gathers(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("chained_gathers", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[m * n], "chained_gathers");
    let got = float_part(&out, 0);
    let want = widen(&chained_gathers_loops(m, n, a));
    assert_close("chained_gathers", &got, &want, TIGHT);
    got
}

#[test]
fn chained_gathers_matches_loops() {
    check_chained_gathers(4, 7, &Lcg(15).floats(28));
    // transpose [[1,2,3],[4,5,6]] = [[1,4],[2,5],[3,6]]; doubled, flattened
    // [2,8,4,10,6,12]; reversed and plus one.
    assert_eq!(
        check_chained_gathers(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        vec![13.0, 7.0, 11.0, 5.0, 9.0, 3.0]
    );
    assert_eq!(check_chained_gathers(1, 1, &[0.5]), vec![2.0]);
    assert!(check_chained_gathers(0, 3, &[]).is_empty());
    assert!(check_chained_gathers(2, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// flip_transpose

/// `c[j][i] = 3 (a[m-1-i][j] + 1)`: the rows flipped, transposed.
fn check_flip_transpose(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("flip_transpose", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[n, m], "flip_transpose");
    let want: Vec<f32> = (0..n * m)
        .map(|k| {
            let (j, i) = (k / m, k % m);
            (a[(m - 1 - i) * n + j] + 1.0) * 3.0
        })
        .collect();
    let got = float_part(&out, 0);
    assert_close("flip_transpose", &got, &widen(&want), TIGHT);
    got
}

#[test]
fn flip_transpose_matches_loops() {
    check_flip_transpose(5, 3, &Lcg(17).floats(15));
    // a = [[0,1,2],[3,4,5]]: flipped [[3,4,5],[0,1,2]], transposed
    // [[3,0],[4,1],[5,2]], plus one, times three.
    assert_eq!(
        check_flip_transpose(2, 3, &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]),
        vec![12.0, 3.0, 15.0, 6.0, 18.0, 9.0]
    );
    assert!(check_flip_transpose(0, 3, &[]).is_empty());
    assert!(check_flip_transpose(2, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// gather_indices

/// `y[j] = 2 x[((7 ks[j] + 3) % n + n) % n]` (`%` truncates, as in Rust).
fn check_gather_indices(ks: &[i64], x: &[f32]) -> Vec<f64> {
    let out = run1("gather_indices", &[i64_vec(ks), f32_vec(x)]);
    assert_shape(&out, &[ks.len()], "gather_indices");
    let n = x.len() as i64;
    let want: Vec<f32> = ks
        .iter()
        .map(|&c| x[(((c * 7 + 3) % n + n) % n) as usize] * 2.0)
        .collect();
    let got = float_part(&out, 0);
    assert_close("gather_indices", &got, &widen(&want), TIGHT);
    got
}

#[test]
fn gather_indices_matches_loops() {
    check_gather_indices(&[5, -9, 0, 123, -1, 42, 7], &Lcg(18).floats(11));
    // 7*0+3 = 3, 7*1+3 = 10 % 4 = 2, 7*(-2)+3 = -11 % 4 = -3 -> 1.
    assert_eq!(
        check_gather_indices(&[0, 1, -2], &[1.0, 2.0, 3.0, 4.0]),
        vec![8.0, 6.0, 4.0]
    );
    assert!(check_gather_indices(&[], &[1.0]).is_empty());
}

// ---------------------------------------------------------------------------
// own_index

fn check_own_index(a: &[f32], b: &[f32]) -> Vec<f64> {
    let out = run1("own_index", &[f32_vec(a), f32_vec(b)]);
    assert_shape(&out, &[a.len()], "own_index");
    let want: Vec<f32> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| (y * 2.0) * (x + 1.0))
        .collect();
    let got = float_part(&out, 0);
    assert_close("own_index", &got, &widen(&want), TIGHT);
    got
}

#[test]
fn own_index_matches_loops() {
    let mut r = Lcg(16);
    check_own_index(&r.floats(40), &r.floats(40));
    // xs = [2, 3], ys = [6, -1].
    assert_eq!(check_own_index(&[1.0, 2.0], &[3.0, -0.5]), vec![12.0, -3.0]);
    assert!(check_own_index(&[], &[]).is_empty());
}

// ---------------------------------------------------------------------------
// reshape_fused

/// Row sums of the squares seen as `[n][m]` (row `i` is the flat elements
/// `i*m .. i*m + m`), and per row the sum of the terms' magnitudes.
fn reshape_fused_loops(m: usize, n: usize, a: &[f32]) -> (Vec<f64>, Vec<f64>) {
    let sq: Vec<f64> = a.iter().map(|&x| (x * x) as f64).collect();
    let sums: Vec<f64> = (0..n).map(|i| sq[i * m..i * m + m].iter().sum()).collect();
    // The squares are not negative: each sum is its own scale.
    (sums.clone(), sums)
}

fn check_reshape_fused(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("reshape_fused", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[n], "reshape_fused");
    let got = float_part(&out, 0);
    let (want, scale) = reshape_fused_loops(m, n, a);
    assert_close_at_scale("reshape_fused", &got, &want, &scale, SUM);
    got
}

#[test]
fn reshape_fused_matches_loops() {
    check_reshape_fused(5, 8, &Lcg(17).floats(40));
    // Squares [1,4,9,16,25,36] seen as [[1,4],[9,16],[25,36]].
    assert_eq!(
        check_reshape_fused(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        vec![5.0, 25.0, 61.0]
    );
    // Empty rows sum to zero.
    assert_eq!(check_reshape_fused(0, 3, &[]), vec![0.0; 3]);
    assert!(check_reshape_fused(2, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// reshape_scan

/// The running sum of the doubled elements in flat (row-major) order, each
/// step one `f32` addition as the scan makes it; the `[n][m]` result has
/// the same flat order.
fn reshape_scan_loops(a: &[f32]) -> Vec<f32> {
    let mut acc = 0.0f32;
    a.iter()
        .enumerate()
        .map(|(k, &x)| {
            acc = if k == 0 { x * 2.0 } else { acc + x * 2.0 };
            acc
        })
        .collect()
}

fn check_reshape_scan(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("reshape_scan", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[n, m], "reshape_scan");
    let got = float_part(&out, 0);
    assert_close("reshape_scan", &got, &widen(&reshape_scan_loops(a)), TIGHT);
    got
}

#[test]
fn reshape_scan_matches_loops() {
    check_reshape_scan(5, 8, &Lcg(19).floats(40));
    // [[1, 2, 3], [4, 5, 6]] doubled and summed in flat order, seen as [3][2].
    assert_eq!(
        check_reshape_scan(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        vec![2.0, 6.0, 12.0, 20.0, 30.0, 42.0]
    );
    assert!(check_reshape_scan(0, 3, &[]).is_empty());
    assert!(check_reshape_scan(2, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// row_broadcast

/// Per row: `d = x - max`, in the program's `f32` subtraction, divided by the
/// row's sum of `d` (summed in `f64`; the `d` are not positive, so the sum
/// does not cancel).
fn row_broadcast_loops(m: usize, n: usize, xs: &[f32]) -> Vec<f64> {
    let mut out = Vec::with_capacity(m * n);
    for row in xs.chunks(n.max(1)).take(m) {
        let mx = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let d: Vec<f32> = row.iter().map(|&x| x - mx).collect();
        let s: f64 = d.iter().map(|&v| v as f64).sum();
        out.extend(d.iter().map(|&v| v as f64 / s));
    }
    out
}

fn check_row_broadcast(m: usize, n: usize, xs: &[f32]) -> Vec<f64> {
    let out = run1("row_broadcast", &[f32_grid(m, n, xs)]);
    assert_shape(&out, &[m, n], "row_broadcast");
    let got = float_part(&out, 0);
    assert_close("row_broadcast", &got, &row_broadcast_loops(m, n, xs), SUM);
    got
}

#[test]
fn row_broadcast_matches_loops() {
    let got = check_row_broadcast(4, 6, &Lcg(18).floats(24));
    for row in got.chunks(6) {
        assert_close("row sum", &[row.iter().sum()], &[1.0], SUM);
    }
    // Row [1, 2, 3]: d = [-2, -1, 0], s = -3.
    assert_close(
        "row_broadcast",
        &check_row_broadcast(1, 3, &[1.0, 2.0, 3.0]),
        &[2.0 / 3.0, 1.0 / 3.0, 0.0],
        TIGHT,
    );
    assert!(check_row_broadcast(0, 3, &[]).is_empty());
}

#[test]
fn row_broadcast_of_an_empty_row_is_an_error() {
    // fold1 max has no neutral element.
    let kind = runtime_error("row_broadcast", &[f32_grid(2, 0, &[])]);
    assert_eq!(kind, RuntimeErrorKind::EmptyFold1);
}

// ---------------------------------------------------------------------------
// scatter_indices and two_scatters

/// `permute (+)` from zeros: `out[is[j]] = xs[j] + out[is[j]]` in source
/// order, in `f32` (one `f32` addition is commutative, so `+=` is the same).
fn scatter_add_loops(is: &[i64], xs: &[f32]) -> Vec<f32> {
    let mut out = vec![0.0f32; xs.len()];
    for (&t, &x) in is.iter().zip(xs) {
        out[t as usize] += x;
    }
    out
}

fn check_scatter_indices(xs: &[f32], ks: &[i64]) -> Vec<f64> {
    let out = run1("scatter_indices", &[f32_vec(xs), i64_vec(ks)]);
    let n = xs.len() as i64;
    assert_shape(&out, &[xs.len()], "scatter_indices");
    // `%` takes the dividend's sign; the ks are not negative.
    let is: Vec<i64> = ks.iter().map(|&k| (k * 7) % n).collect();
    let got = float_part(&out, 0);
    assert_close(
        "scatter_indices",
        &got,
        &widen(&scatter_add_loops(&is, xs)),
        TIGHT,
    );
    got
}

#[test]
fn scatter_indices_matches_loops() {
    let mut r = Lcg(19);
    check_scatter_indices(&r.floats(30), &r.ints(30));
    // is = [0, 7 % 4, 28 % 4, 35 % 4] = [0, 3, 0, 3].
    assert_eq!(
        check_scatter_indices(&[1.0, 2.0, 3.0, 4.0], &[0, 1, 4, 5]),
        vec![4.0, 0.0, 0.0, 6.0]
    );
    assert_eq!(check_scatter_indices(&[0.5], &[9]), vec![0.5]);
    assert!(check_scatter_indices(&[], &[]).is_empty());
}

#[test]
fn scatter_indices_negative_target_is_an_error() {
    // (-1 * 7) % 3 = -1: a target outside the array.
    let kind = runtime_error(
        "scatter_indices",
        &[f32_vec(&[1.0, 2.0, 3.0]), i64_vec(&[0, -1, 2])],
    );
    assert_eq!(kind, RuntimeErrorKind::OutOfBounds);
}

fn check_two_scatters(xs: &[f32], ys: &[f32], ks: &[i64]) -> (Vec<f64>, Vec<f64>) {
    let outs = run("two_scatters", &[f32_vec(xs), f32_vec(ys), i64_vec(ks)]);
    assert_eq!(outs.len(), 2);
    let n = xs.len() as i64;
    assert_shape(&outs[0], &[xs.len()], "a");
    assert_shape(&outs[1], &[xs.len()], "b");
    let is: Vec<i64> = ks.iter().map(|&k| k % n).collect();
    let (a, b) = (float_part(&outs[0], 0), float_part(&outs[1], 0));
    assert_close("a", &a, &widen(&scatter_add_loops(&is, xs)), TIGHT);
    assert_close("b", &b, &widen(&scatter_add_loops(&is, ys)), TIGHT);
    (a, b)
}

#[test]
fn two_scatters_matches_loops() {
    let mut r = Lcg(20);
    check_two_scatters(&r.floats(30), &r.floats(30), &r.ints(30));
    // is = [5 % 3, 2 % 3, 3 % 3] = [2, 2, 0].
    assert_eq!(
        check_two_scatters(&[1.0, 2.0, 4.0], &[0.5, 0.25, 0.125], &[5, 2, 3]),
        (vec![4.0, 0.0, 3.0], vec![0.125, 0.0, 0.75])
    );
    let (a, b) = check_two_scatters(&[], &[], &[]);
    assert!(a.is_empty() && b.is_empty());
}

#[test]
fn two_scatters_negative_target_is_an_error() {
    // -4 % 3 = -1: a target outside the array.
    let kind = runtime_error(
        "two_scatters",
        &[
            f32_vec(&[1.0, 2.0, 3.0]),
            f32_vec(&[1.0, 2.0, 3.0]),
            i64_vec(&[0, -4, 1]),
        ],
    );
    assert_eq!(kind, RuntimeErrorKind::OutOfBounds);
}

// ---------------------------------------------------------------------------
// transpose_maps

/// `c[j][i] = 3 (a[i][j] + 1)`, an `[n][m]` matrix.
fn transpose_maps_loops(m: usize, n: usize, a: &[f32]) -> Vec<f32> {
    let mut out = Vec::with_capacity(m * n);
    for j in 0..n {
        for i in 0..m {
            out.push(3.0f32 * (a[i * n + j] + 1.0));
        }
    }
    out
}

fn check_transpose_maps(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("transpose_maps", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[n, m], "transpose_maps");
    let got = float_part(&out, 0);
    let want = widen(&transpose_maps_loops(m, n, a));
    assert_close("transpose_maps", &got, &want, TIGHT);
    got
}

#[test]
fn transpose_maps_matches_loops() {
    check_transpose_maps(6, 4, &Lcg(21).floats(24));
    // b = [[2,3,4],[5,6,7]], transposed [[2,5],[3,6],[4,7]], tripled.
    assert_eq!(
        check_transpose_maps(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        vec![6.0, 15.0, 9.0, 18.0, 12.0, 21.0]
    );
    assert!(check_transpose_maps(0, 3, &[]).is_empty());
    assert!(check_transpose_maps(3, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// transpose_scan

/// The running sums of each row of `2 a`, each step one `f32` addition as
/// the scan makes it, stored transposed: `t[j][i] = Σ_{k ≤ j} 2 a[i][k]`.
fn transpose_scan_loops(m: usize, n: usize, a: &[f32]) -> Vec<f32> {
    let mut out = vec![0.0f32; m * n];
    for i in 0..m {
        let mut acc = 0.0f32;
        for j in 0..n {
            let x = a[i * n + j] * 2.0;
            acc = if j == 0 { x } else { acc + x };
            out[j * m + i] = acc;
        }
    }
    out
}

fn check_transpose_scan(m: usize, n: usize, a: &[f32]) -> Vec<f64> {
    let out = run1("transpose_scan", &[f32_grid(m, n, a)]);
    assert_shape(&out, &[n, m], "transpose_scan");
    let got = float_part(&out, 0);
    let want = widen(&transpose_scan_loops(m, n, a));
    assert_close("transpose_scan", &got, &want, TIGHT);
    got
}

#[test]
fn transpose_scan_matches_loops() {
    check_transpose_scan(5, 8, &Lcg(23).floats(40));
    // Rows [1,2,3] and [4,5,6] doubled and summed: [[2,6,12],[8,18,30]],
    // transposed.
    assert_eq!(
        check_transpose_scan(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        vec![2.0, 8.0, 6.0, 18.0, 12.0, 30.0]
    );
    assert!(check_transpose_scan(0, 3, &[]).is_empty());
    assert!(check_transpose_scan(2, 0, &[]).is_empty());
}

// ---------------------------------------------------------------------------
// reverse_scan

/// `scanl1 (+) xs`: each element the `f32` sum of those up to it.
fn running_sums(xs: &[f32]) -> Vec<f32> {
    let mut acc = 0.0f32;
    (xs.iter().enumerate())
        .map(|(i, x)| {
            acc = if i == 0 { *x } else { acc + x };
            acc
        })
        .collect()
}

#[test]
fn reverse_scan_matches_loops() {
    for (n, seed) in [(9, 41), (1, 42), (0, 43)] {
        let xs = Lcg(seed).floats(n);
        let mut sums = running_sums(&xs);
        sums.reverse();
        let out = run1("reverse_scan", &[f32_vec(&xs)]);
        assert_shape(&out, &[n], "reverse_scan");
        assert_close("reverse_scan", &float_part(&out, 0), &widen(&sums), TIGHT);
    }
}

// ---------------------------------------------------------------------------
// scan_reverse

#[test]
fn scan_reverse_matches_loops() {
    for (n, seed) in [(9, 44), (1, 45), (0, 46)] {
        let xs = Lcg(seed).floats(n);
        let mut r = running_sums(&xs);
        r.reverse();
        let c: Vec<f32> = r.iter().map(|x| 3.0 * x).collect();
        let outs = run("scan_reverse", &[f32_vec(&xs)]);
        assert_eq!(outs.len(), 2, "scan_reverse returns r and c");
        for (out, want, what) in [(&outs[0], r, "r"), (&outs[1], c, "c")] {
            assert_shape(out, &[n], what);
            assert_close(what, &float_part(out, 0), &widen(&want), TIGHT);
        }
    }
}

// ---------------------------------------------------------------------------
// scan_transpose

/// The running sums of each row of `a`, transposed (`t[j][i] = Σ_{k ≤ j}
/// a[i][k]`, one `f32` addition per step), and three times them.
fn scan_transpose_loops(m: usize, n: usize, a: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let mut t = vec![0.0f32; m * n];
    for i in 0..m {
        let mut acc = 0.0f32;
        for j in 0..n {
            acc = if j == 0 { a[i * n] } else { acc + a[i * n + j] };
            t[j * m + i] = acc;
        }
    }
    let c = t.iter().map(|x| 3.0 * x).collect();
    (t, c)
}

#[test]
fn scan_transpose_matches_loops() {
    for (m, n, seed) in [(5, 8, 29), (1, 7, 30), (6, 1, 31), (0, 3, 32), (2, 0, 33)] {
        let a = Lcg(seed).floats(m * n);
        let outs = run("scan_transpose", &[f32_grid(m, n, &a)]);
        assert_eq!(outs.len(), 2, "scan_transpose returns t and c");
        let (t, c) = scan_transpose_loops(m, n, &a);
        for (out, want, what) in [(&outs[0], t, "t"), (&outs[1], c, "c")] {
            assert_shape(out, &[n, m], what);
            assert_close(what, &float_part(out, 0), &widen(&want), TIGHT);
        }
    }
}

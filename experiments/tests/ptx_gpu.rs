//! The PTX backend on a GPU: every suite program under every strategy, at
//! several sizes (0, 1 and small; a larger one so that the reductions and
//! scans span many blocks, [`big_sizes`]), gives the reference interpreter's
//! results (floats within `common::TOL`, or within the rounding of another
//! grouping of the reference's sums, `agree::same_outcome_or_rounding`) or
//! its run-time error; a run-time error from a
//! kernel is the interpreters' named error; nests with a loop statement
//! (`Stmt::For`) give the loop-IR interpreter's results; and the suite's
//! sequence programs give the reference's results in chunks of 1, 2, 7,
//! the whole stream and the adaptive schedule.
//!
//! A test target without the libtest harness (`harness = false`): with no
//! CUDA driver or device it prints `skipped: no CUDA device` and counts
//! nothing as passed; otherwise it prints one line per case and a summary,
//! and exits non-zero when any case failed.

mod common;

use backend::ptx::{self, Gpu, PtxOptions, Sm};
use common::{load, size_names, size_sets, STRATEGIES};
use interp::reference;
use interp::{random_inputs, Sizes};
use ir::SourceFile;
use std::panic::{catch_unwind, AssertUnwindSafe};

fn options(gpu: &Gpu) -> PtxOptions {
    PtxOptions {
        sm: if gpu.capability.0 >= 9 {
            Sm::Sm90
        } else {
            Sm::Sm80
        },
        checks: true,
        libdevice: None,
    }
}

/// The modelled traffic of the largest size set: enough for many blocks
/// and many elements per thread, while the reference interpreter, which
/// checks each case, takes seconds.
const BIG_BYTES: i128 = 64 << 20;

/// The product of the sizes of the largest size set where the cost model
/// has no traffic (a program with an array-level `loop`).
const BIG_PRODUCT: i64 = 1 << 18;

/// The largest size set: the program's `-- sizes:` header with every size
/// doubled together until `none`'s cost model moves [`BIG_BYTES`] (so that
/// nbody's `[n][n]` arrays grow to about a thousand squared, normalise2's
/// `[n]` ones to about a million).
fn big_sizes(p: &ir::Program, program: &str) -> Sizes {
    let none = common::compile_entry(p, "none");
    let path = common::program(&format!("{program}.fl"));
    let mut sizes = experiments::header_sizes(std::path::Path::new(&path))
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    for _ in 0..40 {
        let value_of = |n: &str| sizes.get(n).copied();
        // Traffic that depends on symbols other than sizes (a loop's
        // iterations) is not known.
        let with = |default| none.cost.bytes(&none.graph, &value_of, default);
        let bytes = with(1).filter(|b| with(2) == Some(*b));
        // Without a known traffic (an array-level `loop`), the sizes'
        // product stands in for it.
        let product: i64 = sizes.values().product();
        if bytes.map_or(product >= BIG_PRODUCT, |b| b >= BIG_BYTES) {
            break;
        }
        sizes.values_mut().for_each(|v| *v *= 2);
    }
    sizes
}

/// A GPU run gives the reference's values or its error (a device error
/// fails the case); `ctx` names the run.
fn agrees(
    p: &ir::Program,
    def: &ir::Def,
    inputs: &[ir::Array],
    got: &Result<ptx::PtxRun, ptx::PtxRunError>,
    want: &Result<ir::Value, interp::RunError>,
    ctx: &str,
) {
    let got = match got {
        Ok(r) => Ok(&r.value),
        Err(ptx::PtxRunError::Runtime(e)) => Err(e),
        Err(ptx::PtxRunError::Device(e)) => panic!("{ctx}: {e}"),
    };
    common::assert_agrees_or_rounding(p, def, inputs, got, want, "ptx", &|| ctx.to_string());
}

/// One suite program under one strategy; a panic message on failure.
fn check_pair(gpu: &Gpu, program: &str, strategy: &str) {
    let (p, text) = load(program);
    let def = p.entry(None).expect("a def");
    let c = common::compile_entry(&p, strategy);
    let pp = ptx::compile(&c.loops, &options(gpu))
        .unwrap_or_else(|e| panic!("{program} {strategy}: {e}"));
    let mut sets = size_sets(&size_names(&text));
    sets.push(big_sizes(&p, program));
    for (k, sizes) in sets.into_iter().enumerate() {
        let inputs = random_inputs(def, &sizes, 11 + k as u64).expect("random inputs");
        let want = reference::run(&p, def, &inputs);
        let got = ptx::run(&pp, &inputs);
        let ctx = format!("{program} with {strategy} at {sizes:?}\n{}", pp.header());
        agrees(&p, def, &inputs, &got, &want, &ctx);
    }
}

/// A suite sequence program under `none` and `ilp`, its lifted loops in
/// chunks of 1, 2 and 7, the whole stream and the adaptive schedule, at
/// its header's first size set: the reference's results.
fn sequence_chunks(gpu: &Gpu, program: &str) {
    let (p, text) = load(program);
    let def = p.entry(None).expect("a def");
    let sizes = size_sets(&size_names(&text)).swap_remove(0);
    let inputs = random_inputs(def, &sizes, 5).expect("random inputs");
    let want = reference::run(&p, def, &inputs);
    let registry = passes::Registry::builtin();
    for chunk in [None, Some(1), Some(2), Some(7), Some(1 << 40)] {
        for s in ["none", "ilp"] {
            let fusion = passes::Options {
                chunk,
                ..passes::Options::default()
            };
            let c = passes::compile(&p, def, registry.get(s).unwrap(), &fusion)
                .unwrap_or_else(|e| panic!("{program} {s}: {e}"));
            let pp = ptx::compile(&c.lowered, &options(gpu))
                .unwrap_or_else(|e| panic!("{program} {s}: {e}"));
            let schedule = ir::loops::schedule::Schedule::new(None, chunk);
            let got = ptx::run_scheduled(&pp, &inputs, schedule);
            if let Ok(r) = &got {
                assert!(!r.chunks.is_empty(), "{program} {s}: no chunks scheduled");
                if let Some(n) = chunk {
                    assert!(r.chunks.iter().all(|c| *c <= n), "{:?}", r.chunks);
                }
            }
            let ctx = format!("{program} with {s}, chunk {chunk:?}\n{}", pp.header());
            agrees(&p, def, &inputs, &got, &want, &ctx);
        }
    }
}

/// Division by zero in a kernel is the interpreters' error.
fn division_by_zero(gpu: &Gpu) {
    let text = "def f (xs: [n]i64) (ys: [n]i64) : [n]i64 =\n  map (\\x y -> x / y) xs ys";
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let pp = ptx::compile(&c.loops, &options(gpu)).unwrap();
    let ints = |xs: &[i64]| {
        ir::Array::from_scalars(
            vec![xs.len()],
            ir::ScalarType::I64,
            &xs.iter().map(|x| ir::Scalar::I64(*x)).collect::<Vec<_>>(),
        )
        .unwrap()
    };
    let inputs = vec![ints(&[4, 5, 6]), ints(&[2, 0, 1])];
    match ptx::run(&pp, &inputs) {
        Err(ptx::PtxRunError::Runtime(e)) => {
            assert_eq!(e.kind, interp::RuntimeErrorKind::DivisionByZero, "{e}")
        }
        Err(e) => panic!("a device error: {e}"),
        Ok(_) => panic!("no error"),
    }
}

/// Nests with a loop statement (`Stmt::For`, a row group's later loop):
/// independent rows as a grid-stride map, rows carrying a total on one
/// thread, each with the loop-IR interpreter's results.
fn loop_statements(gpu: &Gpu) {
    for p in [
        testkit::loops::row_max_loops(),
        testkit::loops::row_max_and_total_loops(),
    ] {
        let pp = ptx::compile(&p, &options(gpu)).unwrap();
        for (m, n) in [(0, 3), (1, 1), (3, 5), (1000, 37), (70_001, 9)] {
            let xs: Vec<ir::Scalar> = (0..m * n)
                .map(|k| ir::Scalar::F64(((k * 7919) % 1013) as f64 * 0.5 - (k / n) as f64))
                .collect();
            let f64t = ir::ScalarType::Prim(ir::Prim::F64);
            let inputs = vec![ir::Array::from_scalars(vec![m, n], f64t, &xs).unwrap()];
            let want = interp::loops::run(&p, &inputs).expect("the interpreter runs it");
            let got =
                ptx::run(&pp, &inputs).unwrap_or_else(|e| panic!("{} at {m}x{n}: {e}", p.name));
            if let Err(e) = interp::agree::same_value(&got.value, &want.value) {
                panic!("{} at {m}x{n}: {e}\n{}", p.name, pp.header());
            }
        }
    }
}

/// Every case's name, in the order they run: `PROGRAM::STRATEGY`,
/// `PROGRAM::chunks` for the sequence programs, `division_by_zero`,
/// `loop_statements`.
fn case_names(programs: &[String]) -> Vec<String> {
    let mut names = Vec::new();
    for p in programs {
        for s in STRATEGIES {
            names.push(format!("{p}::{s}"));
        }
    }
    for p in common::suite_sequence_programs() {
        names.push(format!("{p}::chunks"));
    }
    names.push("division_by_zero".into());
    names.push("loop_statements".into());
    names
}

/// Runs the case `name` (one of [`case_names`]).
fn run_case(gpu: &Gpu, name: &str) {
    match name.split_once("::") {
        Some((program, "chunks")) => sequence_chunks(gpu, program),
        Some((program, strategy)) => check_pair(gpu, program, strategy),
        None if name == "division_by_zero" => division_by_zero(gpu),
        None if name == "loop_statements" => loop_statements(gpu),
        None => panic!("no case {name}"),
    }
}

fn main() {
    // `cargo test` passes filters and flags; a name filter selects cases.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let list = std::env::args().any(|a| a == "--list");
    let programs = common::suite_programs();
    if list {
        // The cases' names, one a line (`scripts/ptx_gpu.sh` runs each).
        for name in case_names(&programs) {
            println!("{name}");
        }
        return;
    }
    let gpu = match Gpu::get() {
        Ok(g) => g,
        Err(e) => {
            println!("skipped: no CUDA device ({e})");
            println!(
                "ptx_gpu: 0 passed, 0 failed, {} skipped",
                case_names(&programs).len()
            );
            return;
        }
    };
    println!("ptx_gpu on {}", gpu.describe());
    let names = case_names(&programs);
    // A filter that names a case exactly runs that case alone (`mvm_seq::ilp`
    // is also part of `smvm_seq::ilp`); otherwise every case containing it.
    let exact = filter
        .as_ref()
        .is_some_and(|f| names.iter().any(|n| n == f));
    let (mut passed, mut failed) = (0, 0);
    for name in names {
        let selected = match &filter {
            None => true,
            Some(f) if exact => name == *f,
            Some(f) => name.contains(f.as_str()),
        };
        if !selected {
            continue;
        }
        match catch_unwind(AssertUnwindSafe(|| run_case(gpu, &name))) {
            Ok(()) => {
                passed += 1;
                println!("test {name} ... ok");
            }
            Err(_) => {
                failed += 1;
                println!("test {name} ... FAILED");
            }
        }
    }
    println!("ptx_gpu: {passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}

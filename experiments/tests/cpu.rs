//! The CPU backend checked against the reference interpreter: for every suite
//! program and every strategy (one test per pair), the JIT-compiled loop nests
//! give the reference's results (floats within `common::TOL`; chunks and
//! backward loops may reduce in another order) or the same run-time error, at
//! several sizes including 0 and 1; and run-time errors from generated code
//! are the interpreters' named errors.

mod common;

use backend::cpu::{self, CpuOptions};
use common::{ints, load, same_value, size_names, size_sets};
use interp::random_inputs;
use interp::reference;
use interp::{RunError, RuntimeErrorKind};
use ir::{Array, SourceFile};
use passes::{compile, Options, Registry};

/// `loops` compiled for the CPU with the default options on `threads`
/// threads.
fn on_threads(
    loops: &ir::loops::LoopProgram,
    threads: usize,
) -> Result<cpu::CpuProgram, experiments::native::NativeError> {
    let options = CpuOptions {
        threads,
        ..Default::default()
    };
    experiments::native::compile(loops, options)
}

fn check_pair(program: &str, strategy: &str) {
    let (p, text) = load(program);
    let def = p.entry(None).expect("a def");
    let c = common::compile_entry(&p, strategy);
    for threads in [1, 2] {
        let cp =
            on_threads(&c.loops, threads).unwrap_or_else(|e| panic!("{program} {strategy}: {e}"));
        for (k, sizes) in size_sets(&size_names(&text)).into_iter().enumerate() {
            let inputs = random_inputs(def, &sizes, 11 + k as u64).expect("random inputs");
            let want = reference::run(&p, def, &inputs);
            let got = cpu::run(&cp, &inputs);
            let ctx = format!("{program} with {strategy} on {threads} threads at {sizes:?}");
            common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
                ctx.clone()
            });
        }
    }
}

common::suite_pairs!();

/// Compiles `text` (its last def) with `strategy` and runs it on the CPU and
/// in the reference interpreter on `inputs`; both must fail with `kind`, in
/// the same operation.
fn same_error(text: &str, inputs: Vec<Array>, kind: RuntimeErrorKind) {
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let def = p.entry(None).unwrap();
    let registry = Registry::builtin();
    for s in ["none", "ilp"] {
        let c = compile(&p, def, registry.get(s).unwrap(), &Options::default()).unwrap();
        let cp = experiments::native::compile(
            &c.loops,
            CpuOptions {
                checks: true,
                threads: 2,
                ..Default::default()
            },
        )
        .unwrap();
        let got = cpu::run(&cp, &inputs).err().expect("the CPU run fails");
        let Err(RunError::Runtime(want)) = reference::run(&p, def, &inputs) else {
            panic!("the reference run fails at run time")
        };
        assert_eq!(got.kind, kind, "{s}: {got}");
        assert_eq!(
            (got.kind, &got.op, got.span),
            (want.kind, &want.op, want.span),
            "{s}"
        );
    }
}

#[test]
fn out_of_bounds_reads_are_the_interpreters_error() {
    same_error(
        "def f (xs: [n]i64) (ix: [m]i64) : [m]i64 =\n  let ys = map (\\x -> x + 1) xs\n  in map (\\i -> ys[i] * 2) ix",
        vec![ints(&[1, 2, 3]), ints(&[0, 7])],
        RuntimeErrorKind::OutOfBounds,
    );
    same_error(
        "def f (xs: [n]i64) : [n]i64 =\n  backpermute [n] (\\i -> i + 1) xs",
        vec![ints(&[1, 2, 3])],
        RuntimeErrorKind::OutOfBounds,
    );
}

#[test]
fn division_by_zero_is_the_interpreters_error() {
    same_error(
        "def f (xs: [n]i64) (ys: [n]i64) : [n]i64 =\n  let q = map (\\x y -> x / y) xs ys\n  in map (\\x -> x + 1) q",
        vec![ints(&[4, 5, 6]), ints(&[2, 0, 1])],
        RuntimeErrorKind::DivisionByZero,
    );
    same_error(
        "def f (xs: [n]i64) : i64 =\n  fold (+) 0 (map (\\x -> 10 % x) xs)",
        vec![ints(&[4, 0])],
        RuntimeErrorKind::RemainderByZero,
    );
}

#[test]
fn empty_fold1_is_the_interpreters_error() {
    same_error(
        "def f (xs: [n]i64) : i64 =\n  fold1 max xs",
        vec![ints(&[])],
        RuntimeErrorKind::EmptyFold1,
    );
}

/// `--unchecked` code still gives the right results on valid inputs.
#[test]
fn unchecked_code_computes_the_same() {
    let (p, _) = load("normalise2_expanded");
    let def = p.entry(None).unwrap();
    let registry = Registry::builtin();
    let c = compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
    let cp = experiments::native::compile(
        &c.loops,
        CpuOptions {
            checks: false,
            threads: 2,
            ..Default::default()
        },
    )
    .unwrap();
    let sizes = [("n".into(), 1000)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 3).unwrap();
    let got = cpu::run(&cp, &inputs).unwrap();
    let want = reference::run(&p, def, &inputs).unwrap();
    same_value(&got.value, &want).unwrap();
}

/// `--unchecked` leaves out the loop IR's checks of a view's indices too
/// (transposes, reversals, a flattening reshape): the code of those
/// programs has no error exit left (checked, it has), and computes the
/// reference's values.
#[test]
fn unchecked_code_reads_views_without_checks() {
    for program in ["transpose_maps", "chained_gathers", "flip_transpose"] {
        let (p, text) = load(program);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        let code = |checks: bool| {
            let options = CpuOptions {
                checks,
                ..Default::default()
            };
            experiments::native::llvm_ir(&c.loops, options, true).unwrap()
        };
        // The error record's fields are addressed as `errp`.
        assert!(
            code(true).contains("errp"),
            "{program}: checked code has checks"
        );
        let unchecked = code(false);
        assert!(!unchecked.contains("errp"), "{program}:\n{unchecked}");
        let cp = experiments::native::compile(
            &c.loops,
            CpuOptions {
                checks: false,
                ..Default::default()
            },
        )
        .unwrap();
        for sizes in size_sets(&size_names(&text)) {
            let inputs = random_inputs(def, &sizes, 5).unwrap();
            let got = cpu::run(&cp, &inputs).unwrap();
            let want = reference::run(&p, def, &inputs).unwrap();
            same_value(&got.value, &want).unwrap_or_else(|e| panic!("{program} {sizes:?}: {e}"));
        }
    }
}

/// Division and remainder by a loop-invariant divisor use a prepared
/// reciprocal in generated code (`backend::llvm::divide`): exact for every
/// sign and edge case, for i64 and i32.
#[test]
fn division_by_an_invariant_divisor_is_exact() {
    common::check_invariant_division(backend::cpu::Target::HOST);
}

/// Conversions of floats to integers saturate as the reference's do (NaN to
/// 0), in vectorised loops too, where they are written as a plain
/// conversion and selects (`llvm::builtin`, `saturating_to_int`), and
/// `i64` converts to floats correctly rounded.
#[test]
fn float_to_int_conversions_saturate_at_every_edge() {
    common::check_float_to_int_edges(backend::cpu::Target::HOST);
    common::check_int_to_float_edges(backend::cpu::Target::HOST);
}

mod random {
    use backend::cpu::CpuOptions;
    use proptest::prelude::*;
    use testkit::testgen::cases;

    proptest! {
        #![proptest_config(testkit::testgen::config(24))]

        /// Random programs (`testkit::testgen`) under every strategy, on two
        /// threads: the compiled nests give the reference's results or its
        /// run-time error, and the loop program the backend rewrites them
        /// into verifies.
        #[test]
        fn cpu_equals_reference(case in cases(12), n in 1i64..40, m in 1i64..6, seed in any::<u64>()) {
            super::common::random_program_agrees(&case, n, m, seed, "cpu", &|c, inputs| {
                let options = CpuOptions { checks: true, threads: 2, ..Default::default() };
                super::common::cpu_run_verified(&case, &c.loops, options, inputs)
            });
        }
    }
}

/// Scans with associative operators run as chained scans over blocks
/// (`backend::cpu::chained`) once the range holds two blocks or more.
mod chained {
    use super::common::{assert_agrees, checked, load};
    use super::on_threads;
    use backend::cpu::{self, SCAN_BLOCK};
    use backend::plan::{self, Plan};
    use interp::random_inputs;
    use interp::reference;
    use ir::{Def, Program};
    use passes::{compile, Options, Registry};

    const SCANS: &str =
        "def f (xs: [n]i64) (ys: [n]f64) : ([n+1]i64, [n]i64, [n]f64, i64, [n]i64, [n]i64) =
  let a = scanl (+) 7 xs
  let b = scanl1 max xs
  let c = scanl1 (+) ys
  let s = fold (+) 0 (map (\\x -> x * 2) b)
  let d = scanl1 (\\p q -> p - q) xs
  let e = scanl1 (+) (scanl1 (+) xs)
  in (a, b, c, s, d, e)";

    /// Runs `def` under every strategy on 1, 2 and 3 threads at sizes of two
    /// and a bit over three blocks; the reference's results every time.
    /// Returns how many runs chained a scan.
    fn agrees(p: &Program, def: &Def, what: &str) -> usize {
        let registry = Registry::builtin();
        let mut chained = 0;
        for strategy in ["none", "vertical", "greedy", "ilp"] {
            let c = compile(p, def, registry.get(strategy).unwrap(), &Options::default()).unwrap();
            for threads in [1, 2, 3] {
                let cp = on_threads(&c.loops, threads).unwrap();
                for n in [2 * SCAN_BLOCK, 3 * SCAN_BLOCK + 17] {
                    let sizes = [("n".into(), n)].into_iter().collect();
                    let inputs = random_inputs(def, &sizes, n as u64).unwrap();
                    let want = reference::run(p, def, &inputs);
                    let got = cpu::run(&cp, &inputs);
                    if let Ok(r) = &got {
                        let runs = r
                            .passes
                            .iter()
                            .filter(|(plan, k)| *plan == Plan::Scan && *k > 1);
                        chained += runs.count();
                    }
                    assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
                        format!("{what} with {strategy} on {threads} threads at n = {n}")
                    });
                }
            }
        }
        chained
    }

    #[test]
    fn suite_scans_equal_the_reference() {
        for program in ["normalise2", "normalise2_expanded", "greedy_trap"] {
            let (p, _) = load(program);
            let def = p.entry(None).unwrap();
            assert!(
                agrees(&p, def, program) > 0,
                "{program}: no chained scan ran"
            );
        }
    }

    #[test]
    fn every_kind_of_scan_equals_the_reference() {
        let p = checked(SCANS);
        let def = p.entry(None).unwrap();
        assert!(agrees(&p, def, "SCANS") > 0);
    }

    /// `scanl`, `scanl1` with `max` and float `+` chain; a scan whose
    /// operator is not known to be associative, or a scan of a scan, stays
    /// sequential.
    #[test]
    fn which_scans_chain() {
        let p = checked(SCANS);
        let def = p.entry(None).unwrap();
        let registry = Registry::builtin();
        let c = compile(&p, def, registry.get("none").unwrap(), &Options::default()).unwrap();
        let plans: Vec<(String, Plan)> = cpu::nests(&c.loops.body)
            .into_iter()
            .map(|n| (n.tree.clone(), plan::analyse(&c.loops, n).plan))
            .collect();
        let plan = |name: &str| {
            plans
                .iter()
                .find(|(t, _)| t == name)
                .unwrap_or_else(|| panic!("no nest {name} in {plans:?}"))
                .1
        };
        for chains in ["a", "b", "c"] {
            assert_eq!(plan(chains), Plan::Scan, "{chains}: {plans:?}");
        }
        assert_eq!(plan("d"), Plan::Sequential, "{plans:?}");
        let vertical = compile(
            &p,
            def,
            registry.get("vertical").unwrap(),
            &Options::default(),
        )
        .unwrap();
        let scan_of_scan = cpu::nests(&vertical.loops.body)
            .into_iter()
            .find(|n| n.tree == "Vertical(scanl1, e)")
            .expect("vertical fuses e's two scans");
        let plan = plan::analyse(&vertical.loops, scan_of_scan).plan;
        assert_eq!(plan, Plan::Sequential, "a scan of a scan");
    }

    /// Two errors in different blocks of one fused nest: the earlier block's
    /// (a division by zero) is reported, as by the reference and by one
    /// thread.
    #[test]
    fn the_earliest_failing_block_reports() {
        let p = checked("def f (xs: [n]i64) (ix: [n]i64) : [n]i64 =\n  scanl1 (+) (map (\\i -> xs[i] + 100 / i) ix)");
        let def = p.entry(None).unwrap();
        let n = 3 * SCAN_BLOCK;
        let xs = super::ints(&vec![1; n as usize]);
        let mut ix: Vec<i64> = (0..n).map(|i| 1 + i % (n - 1)).collect();
        ix[(SCAN_BLOCK + 100) as usize] = 0;
        ix[(2 * SCAN_BLOCK + 100) as usize] = n + 5;
        let inputs = vec![xs, super::ints(&ix)];
        let want = reference::run(&p, def, &inputs);
        let registry = Registry::builtin();
        let c = compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
        let mut messages = Vec::new();
        for threads in [1, 2, 3] {
            let cp = on_threads(&c.loops, threads).unwrap();
            let got = cpu::run(&cp, &inputs);
            assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
                format!("{threads} threads")
            });
            let e = got.err().unwrap();
            assert_eq!(e.kind, interp::RuntimeErrorKind::DivisionByZero);
            messages.push(e.to_string());
        }
        assert!(messages.windows(2).all(|w| w[0] == w[1]), "{messages:?}");
    }
}

/// A `permute` on integers with an associative and commutative operator
/// runs in chunks that combine concurrently (atomics, or a compare-and-swap
/// loop for `*` and the bitwise operators), with the reference's results; a
/// float `+` stays sequential (its sum would change from run to run).
#[test]
fn concurrent_permutes_equal_the_reference() {
    use backend::plan::Plan;
    let combines = [
        "(+)",
        "(*)",
        "min",
        "max",
        "(\\a b -> a ^ b)",
        "(\\a b -> b | a)",
    ];
    for f in combines {
        let text = format!(
            "def f (xs: [n]i64) : [7]i64 =\n  let ds = generate [7] (\\b -> b + 1)\n  in permute {f} ds (\\i -> xs[i] % 7) (map (\\x -> x % 5 + 1) xs)"
        );
        let p = common::checked(&text);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        let cp = experiments::native::compile(
            &c.loops,
            CpuOptions {
                checks: true,
                threads: 3,
                ..Default::default()
            },
        )
        .unwrap();
        let xs: Vec<i64> = (0..3000).map(|i| (i * 7919) % 1000).collect();
        let inputs = vec![ints(&xs)];
        let got = cpu::run(&cp, &inputs).unwrap();
        let want = reference::run(&p, def, &inputs).unwrap();
        same_value(&got.value, &want).unwrap_or_else(|m| panic!("{f}: {m}"));
        assert!(
            got.passes
                .iter()
                .any(|(plan, k)| *plan == Plan::Scatter && *k == 3),
            "{f}: {:?}",
            got.passes
        );
    }
    let text = "def f (xs: [n]f64) : [7]f64 =\n  let ds = generate [7] (\\b -> 0.0)\n  in permute (+) ds (\\i -> i % 7) xs";
    let c = common::compile_entry(&common::checked(text), "ilp");
    let plans: Vec<Plan> = cpu::nests(&c.loops.body)
        .into_iter()
        .map(|n| backend::plan::analyse(&c.loops, n).plan)
        .collect();
    assert!(!plans.contains(&Plan::Scatter), "{plans:?}");
}

/// A `permute` whose combining function may not run concurrently (a float
/// `+`, a function not in the operators' table) runs on every thread, each
/// combining only into its own share of the target and storing only its
/// share of the fused `generate` (`plan::owned`): the reference's results
/// bit for bit on 1, 2 and 3 threads, since each target element sees its
/// sources in their sequential order.
#[test]
fn owned_scatters_equal_the_sequential_order_bit_for_bit() {
    use backend::plan::Plan;
    let text = "def f (xs: [n]f64) (ix: [n]i64) (ws: [m]f64) : ([m]f64, [m]f64, [n]i64) =
  let t = generate [n] (\\j -> ((ix[j] * 7919 + j) % m + m) % m)
  let v = backpermute [n] (\\j -> t[j]) ws
  let s = permute (+) (generate [m] (\\k -> 0.0)) (\\j -> t[j]) (map (\\x y -> x * y + 0.1) xs v)
  let d = permute (\\a b -> a * 0.5 - b) s (\\j -> t[j]) xs
  in (s, d, t)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let n = 20000usize;
    let floats =
        |k: usize, f: &dyn Fn(usize) -> f64| common::floats(&(0..k).map(f).collect::<Vec<_>>());
    let inputs = vec![
        floats(n, &|i| ((i * 37) % 101) as f64 / 7.0 - 3.0),
        ints(
            &(0..n as i64)
                .map(|i| (i * 104729) % 100003 - 5000)
                .collect::<Vec<_>>(),
        ),
        floats(97, &|i| 1.0 / (i as f64 + 1.0)),
    ];
    let want = reference::run(&p, def, &inputs).unwrap();
    for strategy in ["none", "ilp"] {
        let c = common::compile_entry(&p, strategy);
        for threads in [1, 2, 3] {
            let got = cpu::run(&on_threads(&c.loops, threads).unwrap(), &inputs).unwrap();
            assert_eq!(
                format!("{:?}", got.value),
                format!("{want:?}"),
                "{strategy}, {threads} threads"
            );
            let owned = got.passes.iter().filter(|(plan, _)| *plan == Plan::Owned);
            assert_eq!(owned.clone().count(), 2, "{strategy}: {:?}", got.passes);
            assert!(
                owned.clone().all(|(_, k)| *k == threads),
                "{:?}",
                got.passes
            );
        }
    }
    // `ilp` fuses the generate and the gather into the first scatter: its
    // owned nest reads `ws` only inside the combine's source.
    let c = common::compile_entry(&p, "ilp");
    let ws = c.loops.params[2];
    let gathers = |ss: &[ir::loops::Stmt]| {
        let (mut top, mut sunk) = (0, 0);
        for s in ss {
            match s {
                ir::loops::Stmt::Load { array, .. } if *array == ws => top += 1,
                ir::loops::Stmt::Combine { source, .. } => source.walk(&mut |e| {
                    sunk +=
                        matches!(e, ir::loops::Expr::Index { array, .. } if *array == ws) as usize
                }),
                _ => {}
            }
        }
        (top, sunk)
    };
    let sunk: Vec<(usize, usize)> = cpu::nests(&c.loops.body)
        .into_iter()
        .filter_map(|n| backend::plan::analyse(&c.loops, n).owned)
        .map(|o| gathers(&o.nest.body.inner.as_ref().expect("a loop").body.pre))
        .collect();
    assert!(sunk.contains(&(0, 1)), "{sunk:?}");
}

/// An owned scatter whose combine needs only its target from the
/// statements before it runs in blocks of two phases (`llvm::owned`): the
/// block's targets, then the combines; its targets divide, so they are
/// also computed once, in chunks, into a buffer every thread reads
/// (`plan::owned::shares_targets`). The reference's results bit for bit
/// with the blocks and without, shared targets and not, on 1-3 threads,
/// at lengths around the block's (1024), with the targets clustered in
/// one thread's share and spread over all; and where a source fails in
/// the first block and a target in the second, the sequential run's
/// first error.
#[test]
fn owned_scatters_in_blocks_equal_the_sequential_order() {
    let text = "def f (xs: [n]f64) (ks: [n]i64) (ws: [m]f64) : [m]f64 =
  let is = map (\\k -> (k * 7) % m) ks
  in permute (+) (generate [m] (\\i -> 0.5)) (\\j -> is[j]) (map (\\x k -> x * ws[k % m]) xs ks)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    // The owned nest has its two phases.
    let phased = cpu::nests(&c.loops.body).into_iter().any(|n| {
        let owned = backend::plan::analyse(&c.loops, n).owned;
        owned.is_some_and(|o| {
            let f = o.nest.body.inner.as_deref().expect("a loop");
            backend::plan::phases(&c.loops, f).is_some()
        })
    });
    assert!(phased, "{}", ir::loops::render(&c.loops));
    let shares = cpu::nests(&c.loops.body).into_iter().any(|n| {
        let owned = backend::plan::analyse(&c.loops, n).owned;
        owned.is_some_and(|o| o.shared_targets)
    });
    assert!(shares, "{}", ir::loops::render(&c.loops));
    let run = |inputs: &[ir::Array], threads: usize, (owned_blocks, shared_targets)| {
        let options = CpuOptions {
            threads,
            owned_blocks,
            shared_targets,
            ..Default::default()
        };
        let cp = experiments::native::compile(&c.loops, options).unwrap();
        cpu::run(&cp, inputs).map(|r| format!("{:?}", r.value))
    };
    for n in [0usize, 1, 1023, 1024, 1025, 5000] {
        for (m, spread) in [(700usize, 100i64), (4099, 1 << 40)] {
            let xs: Vec<f64> = (0..n)
                .map(|i| ((i * 37) % 101) as f64 / 7.0 - 3.0)
                .collect();
            let ks: Vec<i64> = (0..n as i64).map(|i| (i * 104729) % spread).collect();
            let ws: Vec<f64> = (0..m).map(|i| 1.0 / (i as f64 + 1.0)).collect();
            let inputs = vec![common::floats(&xs), ints(&ks), common::floats(&ws)];
            let want = format!("{:?}", reference::run(&p, def, &inputs).unwrap());
            for threads in [1, 2, 3] {
                for how in [(true, true), (true, false), (false, true), (false, false)] {
                    let got = run(&inputs, threads, how).unwrap();
                    assert_eq!(got, want, "n = {n}, m = {m}, {threads} threads, {how:?}");
                }
            }
        }
    }
    // Element 3's source reads past `ws` (a negative k), element 1500's
    // target is negative: the first error in order is element 3's.
    let n = 3000;
    let mut ks: Vec<i64> = (0..n as i64).map(|i| i % 100).collect();
    ks[3] = -5;
    ks[1500] = -1;
    let inputs = vec![
        common::floats(&vec![1.0; n]),
        ints(&ks),
        common::floats(&[1.0; 700]),
    ];
    let want = reference::run(&p, def, &inputs).unwrap_err().to_string();
    for threads in [1, 2, 3] {
        for how in [(true, true), (true, false)] {
            let got = run(&inputs, threads, how).unwrap_err().to_string();
            assert_eq!(got, want, "{threads} threads, {how:?}");
        }
    }
}

/// An owned scatter whose shared targets fail while they are computed (a
/// division by an element that is zero, in the last thread's chunk): the
/// reference's error on every thread count, shared or not; and a target
/// that only an index read gives is not shared.
#[test]
fn shared_targets_report_the_first_error_in_order() {
    let text = "def f (xs: [n]f64) (ds: [n]i64) (ws: [m]f64) : [m]f64 =
  permute (+) (generate [m] (\\i -> 0.0)) (\\j -> (j * 1000) / ds[j] % m) (map (\\x k -> x * ws[k]) xs ds)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let shares = |c: &passes::Compiled| {
        cpu::nests(&c.loops.body).into_iter().any(|n| {
            let owned = backend::plan::analyse(&c.loops, n).owned;
            owned.is_some_and(|o| o.shared_targets)
        })
    };
    assert!(shares(&c), "{}", ir::loops::render(&c.loops));
    let n = 4000;
    let mut ds: Vec<i64> = (0..n as i64).map(|i| 1 + i % 5).collect();
    let ws = vec![1.0; 10];
    ds[3500] = 0;
    let inputs = vec![
        common::floats(&vec![0.5; n]),
        ints(&ds),
        common::floats(&ws),
    ];
    let want = reference::run(&p, def, &inputs).unwrap_err().to_string();
    assert!(want.contains("division by zero"), "{want}");
    for threads in [1, 2, 3] {
        for shared_targets in [true, false] {
            let options = CpuOptions {
                threads,
                shared_targets,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            let got = cpu::run(&cp, &inputs).err().map(|e| e.to_string());
            assert_eq!(
                got,
                Some(want.clone()),
                "{threads} threads, shared {shared_targets}"
            );
        }
    }
    let indexed = "def f (xs: [n]f64) (ks: [n]i64) : [n]f64 =
  permute (+) (generate [n] (\\i -> 0.0)) (\\j -> ks[j]) xs";
    let c = common::compile_entry(&common::checked(indexed), "ilp");
    assert!(!shares(&c), "{}", ir::loops::render(&c.loops));
}

/// A `permute` whose defaults are an intermediate that nothing reads after
/// it combines into the defaults' memory instead of a copy
/// (`plan::in_place`) where the driver copies them (an owned scatter, a
/// float `+`; a split scatter, an integer `+`): the reference's results
/// bit for bit on 1-3 threads, taken in place and not, and the sequential
/// run's first error (an out-of-bounds target after a combine has
/// changed the defaults taken). Defaults that a later nest reads, that
/// are a result, whose combine divides, or that two scatters of one nest
/// start from, are copied.
#[test]
fn permutes_take_dead_defaults_in_place() {
    let float = "def f (xs: [n]f32) (ks: [n]i64) : [n]f32 =
  let zeros = generate [n] (\\i -> 0.25f32 * f32 i)
  in permute (+) zeros (\\j -> (ks[j] * 7) % n) xs";
    let int = "def f (xs: [n]i64) (ks: [n]i64) : [n]i64 =
  let base = generate [n] (\\i -> i * 3)
  in permute (+) base (\\j -> (ks[j] * 7) % n) xs";
    let takes = |text: &str, in_place_defaults: bool| {
        let c = common::compile_entry(&common::checked(text), "ilp");
        let options = CpuOptions {
            in_place_defaults,
            ..Default::default()
        };
        let cp = experiments::native::compile(&c.loops, options).unwrap();
        cp.in_place.iter().any(|copies| !copies.is_empty())
    };
    for text in [float, int] {
        assert!(takes(text, true), "{text}");
        assert!(!takes(text, false), "{text}");
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        let run = |inputs: &[ir::Array], threads: usize, in_place_defaults: bool| {
            let options = CpuOptions {
                threads,
                in_place_defaults,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            cpu::run(&cp, inputs).map(|r| format!("{:?}", r.value))
        };
        let inputs_for = |ks: &[i64]| {
            let n = ks.len();
            let xs = if text == float {
                let xs = (0..n).map(|i| ir::Scalar::F32((i % 13) as f32 / 3.0));
                common::vector(ir::ScalarType::F32, xs)
            } else {
                ints(&(0..n as i64).map(|i| i % 17 - 8).collect::<Vec<_>>())
            };
            vec![xs, ints(ks)]
        };
        for n in [1usize, 7, 1024, 5000] {
            let ks: Vec<i64> = (0..n as i64).map(|i| (i * 104729) % 100).collect();
            let inputs = inputs_for(&ks);
            let want = format!("{:?}", reference::run(&p, def, &inputs).unwrap());
            for threads in [1, 2, 3] {
                for in_place in [true, false] {
                    let got = run(&inputs, threads, in_place).unwrap();
                    assert_eq!(got, want, "n = {n}, {threads} threads, {in_place}");
                }
            }
        }
        // Element 4000's target is negative, after 4000 combines.
        let mut ks: Vec<i64> = (0..5000).map(|i| i % 100).collect();
        ks[4000] = -1;
        let inputs = inputs_for(&ks);
        let want = reference::run(&p, def, &inputs).unwrap_err().to_string();
        for threads in [1, 2, 3] {
            for in_place in [true, false] {
                let got = run(&inputs, threads, in_place).unwrap_err().to_string();
                assert_eq!(got, want, "{threads} threads, {in_place}");
            }
        }
    }
    let read_after = "def f (xs: [n]f32) (ks: [n]i64) : [n]f32 =
  let zeros = generate [n] (\\i -> 0.25f32 * f32 i)
  let out = permute (+) zeros (\\j -> (ks[j] * 7) % n) xs
  in map (\\a b -> a * b) out (backpermute [n] (\\i -> n - 1 - i) zeros)";
    let result = "def f (xs: [n]i64) (ks: [n]i64) : ([n]i64, [n]i64) =
  let base = generate [n] (\\i -> i * 3)
  in (permute (+) base (\\j -> (ks[j] * 7) % n) xs, base)";
    let divides = "def f (xs: [n]i64) (ks: [n]i64) : [n]i64 =
  let base = generate [n] (\\i -> i * 3 + 1)
  in permute (\\a b -> b / a) base (\\j -> (ks[j] * 7) % n) xs";
    let twice = "def f (xs: [n]f32) (ks: [n]i64) : ([n]f32, [n]f32) =
  let zeros = generate [n] (\\i -> 0.25f32 * f32 i)
  let is = map (\\k -> k % n) ks
  in (permute (+) zeros (\\j -> is[j]) xs, permute (+) zeros (\\j -> is[j]) xs)";
    for text in [read_after, result, divides, twice] {
        assert!(!takes(text, true), "{text}");
    }
}

/// An owned scatter whose sources fail on two elements, the first owned by
/// the second thread: every thread count reports the sequential run's
/// error (the first failing element's), as the reference does.
#[test]
fn owned_scatters_report_the_first_error_in_order() {
    let text = "def f (xs: [n]f64) (ix: [n]i64) (ws: [m]f64) : [m]f64 =
  let v = backpermute [n] (\\j -> ix[j]) ws
  in permute (+) (generate [m] (\\k -> 0.0)) (\\j -> (j * 7) % m) (map (\\x y -> x + y) xs v)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let (n, m) = (1000usize, 10usize);
    // Element 3 targets position 1 (3 * 7 % 10, the first thread's) and
    // element 1 position 7 (the second's); both read past `ws`.
    let mut ix: Vec<i64> = (0..n as i64).map(|j| j % m as i64).collect();
    ix[1] = 1000;
    ix[3] = 2000;
    let inputs = vec![
        common::floats(&[0.5; 1000]),
        ints(&ix),
        common::floats(&[1.0; 10]),
    ];
    let want = reference::run(&p, def, &inputs).unwrap_err().to_string();
    assert!(want.contains("1000"), "{want}");
    let c = common::compile_entry(&p, "ilp");
    for threads in [1, 2, 3] {
        let got = cpu::run(&on_threads(&c.loops, threads).unwrap(), &inputs);
        assert_eq!(
            got.err().map(|e| e.to_string()),
            Some(want.clone()),
            "{threads} threads"
        );
    }
}

/// A scatter into which a stored `generate` was fused runs in two loops
/// (`plan::fission`): the stores in chunks, then the scatter reading them
/// back, concurrent (integer `+`) or owned (float `+`). The reference's
/// results on 1-3 threads, and when an element fails in each part, the
/// fused loop's sequential first error on every thread count (a combine's
/// target out of range at element 2 before a division by zero in the
/// stores at element 5).
#[test]
fn scatters_with_stores_run_their_stores_first() {
    use backend::plan::Plan;
    for (combine, zero, plan) in [("(+)", "0", Plan::Scatter), ("(+)", "0.0", Plan::Owned)] {
        let text = format!(
            "def f (xs: [n]i64) (ds: [n]i64) (ws: [n]f64) : ([n]i64, [8]f64) =
  let t = generate [n] (\\j -> xs[j] / ds[j])
  let s = permute {combine} (generate [8] (\\k -> {zero})) (\\j -> t[j]) (map (\\w -> {zero} + w) ws)
  in (t, map (\\x -> f64 x) s)"
        );
        let text = text.replace("0 + w", "1").replace("0.0 + w", "w");
        let p = common::checked(&text);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        let split: Vec<Plan> = cpu::nests(&c.loops.body)
            .into_iter()
            .map(|n| backend::plan::analyse(&c.loops, n))
            .filter(|a| a.fission.is_some())
            .map(|a| a.plan)
            .collect();
        assert_eq!(split, [plan], "{text}");
        let n = 5000i64;
        let xs: Vec<i64> = (0..n).map(|j| (j * 7919) % 8000).collect();
        let ds = vec![1000i64; n as usize];
        let ws = common::floats(&(0..n).map(|j| 1.0 / (j as f64 + 1.0)).collect::<Vec<_>>());
        let inputs = vec![ints(&xs), ints(&ds), ws.clone()];
        let want = reference::run(&p, def, &inputs).unwrap();
        for threads in [1, 2, 3] {
            let got = cpu::run(&on_threads(&c.loops, threads).unwrap(), &inputs).unwrap();
            assert_eq!(
                format!("{:?}", got.value),
                format!("{want:?}"),
                "{threads} threads"
            );
        }
        let (mut bad_xs, mut bad_ds) = (xs.clone(), ds.clone());
        bad_xs[2] = 9000 * 1000;
        bad_ds[5] = 0;
        let inputs = vec![ints(&bad_xs), ints(&bad_ds), ws];
        // The fused loop meets element 2's combine first (the reference,
        // operation by operation, the division).
        let errors: Vec<String> = [1, 2, 3]
            .map(|threads| cpu::run(&on_threads(&c.loops, threads).unwrap(), &inputs))
            .into_iter()
            .map(|r| r.err().expect("an error").to_string())
            .collect();
        assert!(errors[0].contains("index 9000"), "{errors:?}");
        assert!(errors.iter().all(|e| *e == errors[0]), "{errors:?}");
    }
}

/// A filter's compaction stores every element and keeps those that pass
/// (no branch on the condition, `llvm::stmt`'s `append_if`), in chunks on
/// several threads that the driver moves together (`Plan::Compact`): the
/// kept elements and their order for every pattern of keeps, none to all,
/// at lengths around the vector widths and the chunk boundaries.
#[test]
fn branch_free_filters_keep_what_the_reference_keeps() {
    let text = "def f (xs: [n]i64) : [?]i64 = filter (\\x -> x % 3 == 0) xs";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let nest = cpu::nests(&c.loops.body)[0];
    assert_eq!(
        backend::plan::analyse(&c.loops, nest).plan,
        backend::plan::Plan::Compact
    );
    for threads in [1, 2, 3] {
        let cp = on_threads(&c.loops, threads).unwrap();
        for n in [0usize, 1, 7, 8, 9, 31, 33, 1000, 1001] {
            let patterns: [&dyn Fn(usize) -> i64; 4] =
                [&|_| 3, &|_| 1, &|i| if i % 2 == 0 { 3 } else { 1 }, &|i| {
                    if i + 1 == n {
                        6
                    } else {
                        2
                    }
                }];
            for (k, pattern) in patterns.iter().enumerate() {
                let xs: Vec<i64> = (0..n).map(|i| pattern(i) * (i as i64 + 1)).collect();
                let inputs = [ints(&xs)];
                let want = reference::run(&p, def, &inputs).unwrap();
                let got = cpu::run(&cp, &inputs).unwrap();
                same_value(&got.value, &want)
                    .unwrap_or_else(|m| panic!("n = {n}, pattern {k}, {threads} threads: {m}"));
                if threads > 1 && n >= 1000 {
                    assert!(got
                        .passes
                        .iter()
                        .any(|(plan, chunks)| *plan == backend::plan::Plan::Compact
                            && *chunks == threads));
                }
            }
        }
    }
    // A filter of pairs (two buffers moved together) next to a map.
    let text = "def f (xs: [n]i64) (ys: [n]f64) : ([?](i64, f64), [n]f64) =\n  \
                let ps = map (\\x y -> (x, y)) xs ys\n  \
                let kept = filter (\\p -> p.0 % 2 == 1) ps\n  \
                in (kept, map (\\y -> y * 2.0) ys)";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let cp = experiments::native::compile(
        &c.loops,
        CpuOptions {
            threads: 2,
            ..Default::default()
        },
    )
    .unwrap();
    for n in [0i64, 5, 999, 4096] {
        let sizes = [("n".into(), n)].into_iter().collect();
        let inputs = random_inputs(def, &sizes, 9).unwrap();
        let want = reference::run(&p, def, &inputs).unwrap();
        let got = cpu::run(&cp, &inputs).unwrap();
        same_value(&got.value, &want).unwrap_or_else(|m| panic!("pairs, n = {n}: {m}"));
    }
}

/// Clamped stencils run as border, interior and border loops, the interior
/// without clamps (`backend::llvm::stencil`): the reference's values at
/// every length from empty to past the vector widths, 1-D and 2-D, on one
/// and two threads, next to other boundaries (which keep their code).
#[test]
fn split_stencils_compute_the_references_values() {
    let programs = [
        (
            "def f (xs: [n]i64) : [n]i64 = stencil (\\(a, b, c) -> a - 2 * b + 3 * c) clamp xs",
            vec!["n"],
        ),
        (
            "def f (xs: [m][n]i64) : [m][n]i64 =\n  stencil (\\((a, b, c), (d, e, g), (h, k, l)) -> a + 2 * b + 3 * c + 5 * d + 7 * e + 11 * g + 13 * h + 17 * k + 19 * l) clamp xs",
            vec!["m", "n"],
        ),
        (
            "def f (xs: [n]i64) : [n]i64 = stencil (\\(a, b, c) -> a - 2 * b + 3 * c) mirror xs",
            vec!["n"],
        ),
    ];
    for (text, names) in programs {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        for strategy in ["none", "ilp"] {
            let c = common::compile_entry(&p, strategy);
            for threads in [1, 2] {
                let cp = on_threads(&c.loops, threads).unwrap();
                for n in [0i64, 1, 2, 3, 4, 7, 17, 40, 1000] {
                    let sizes = names
                        .iter()
                        .map(|k| (std::sync::Arc::from(*k), if *k == "m" { 5 } else { n }))
                        .collect();
                    let inputs = random_inputs(def, &sizes, n as u64).unwrap();
                    let want = reference::run(&p, def, &inputs);
                    let got = cpu::run(&cp, &inputs);
                    match (&got, &want) {
                        (Ok(g), Ok(w)) => same_value(&g.value, w)
                            .unwrap_or_else(|m| panic!("{text} at n = {n}: {m}")),
                        _ => assert_eq!(got.is_err(), want.is_err(), "{text} at n = {n}"),
                    }
                }
            }
        }
        // The clamped programs' code has the interior loop.
        let ir = experiments::native::llvm_ir(
            &common::compile_entry(&p, "ilp").loops,
            CpuOptions::default(),
            false,
        )
        .unwrap();
        assert_eq!(ir.contains("tap_end"), text.contains("clamp"), "{text}");
    }
}

/// Transposed reads run in tiles (`backend::llvm::tile`), whose inner loops
/// are not vectorised and are unrolled twice where they read strided (the
/// tiles whose bounds are not proved, or every tile in SSE code): the reference's values at shapes that are not
/// multiples of the tile, on one and two threads; a nest without a
/// transposed read is not tiled.
#[test]
fn tiled_transposes_compute_the_references_values() {
    let text = "def f (a: [m][n]i64) : [n][m]i64 =\n  let b = map (\\x -> x + 1) a\n  let t = transpose b\n  in map (\\x -> 3 * x) t";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let ir = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), false).unwrap();
    assert!(ir.contains("tiles"), "not tiled");
    // A tile's inner loop stays scalar: its strided reads would be gathers,
    // from the loop vectorizer or, unrolled 4 times, from the SLP
    // vectorizer (AVX-512, f32); so it is unrolled twice.
    assert!(
        ir.contains("!\"llvm.loop.vectorize.width\", i32 1}"),
        "{ir}"
    );
    assert!(ir.contains("!\"llvm.loop.unroll.count\", i32 2}"), "{ir}");
    let optimised = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), true).unwrap();
    assert!(!optimised.contains("masked.gather"), "{optimised}");
    let floats = text
        .replace("i64", "f32")
        .replace("x + 1", "x + 1f32")
        .replace("3 * x", "3f32 * x");
    let pf = common::checked(&floats);
    let optimised = experiments::native::llvm_ir(
        &common::compile_entry(&pf, "ilp").loops,
        CpuOptions::default(),
        true,
    )
    .unwrap();
    assert!(!optimised.contains("masked.gather"), "{optimised}");
    for threads in [1, 2] {
        let cp = on_threads(&c.loops, threads).unwrap();
        for (m, n) in [(0, 5), (1, 1), (15, 17), (16, 16), (33, 7), (100, 65)] {
            let sizes = [("m".into(), m), ("n".into(), n)].into_iter().collect();
            let inputs = random_inputs(def, &sizes, 3).unwrap();
            let want = reference::run(&p, def, &inputs).unwrap();
            let got = cpu::run(&cp, &inputs).unwrap();
            same_value(&got.value, &want).unwrap_or_else(|e| panic!("{m}x{n}: {e}"));
        }
    }
    let plain = "def f (a: [m][n]i64) : [m][n]i64 = map (\\x -> x + 1) a";
    let p = common::checked(plain);
    let c = common::compile_entry(&p, "ilp");
    let ir = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), false).unwrap();
    assert!(!ir.contains("tiles"), "a plain map is tiled");
}

/// A tile's reads of `a[row(j), i]` are copied into a buffer first
/// where the set has 256-bit vectors (`backend::llvm::tile`: whole tiles
/// of 4- and 8-byte elements by register transposes of 8 x 8 or 4 x 4
/// blocks, the tiles at the edges element by element), and the tile's
/// inner loop then vectorises: the reference's values for `i32`, `i64`, `f32` and `f64`, a
/// plain transpose and one whose rows run backwards (`flip_transpose`'s
/// `dim - 1 - j`), at shapes with whole and partial tiles, on one and two
/// threads, and the same values as without the buffers and without the
/// tiles (`CpuOptions::tiles`, the untiled read `calibrate` prices).
#[test]
fn tile_buffers_compute_the_references_values() {
    let plain = "def f (a: [m][n]T) : [n][m]T =\n  let b = map (\\x -> x + ONE) a\n  let t = transpose b\n  in map (\\x -> THREE * x) t";
    let flipped = "def f (a: [m][n]T) : [n][m]T =\n  let b = map (\\x -> x + ONE) a\n  let r = backpermute [m][n] (\\(i, j) -> (m - 1 - i, j)) b\n  let t = transpose r\n  in map (\\x -> THREE * x) t";
    let off = CpuOptions {
        tile_buffers: false,
        ..CpuOptions::default()
    };
    for template in [plain, flipped] {
        for (ty, one, three) in [
            ("i32", "1i32", "3i32"),
            ("i64", "1", "3"),
            ("f32", "1f32", "3f32"),
            ("f64", "1.0", "3.0"),
        ] {
            let text = template
                .replace("THREE", three)
                .replace("ONE", one)
                .replace('T', ty);
            let p = common::checked(&text);
            let def = p.entry(None).unwrap();
            let c = common::compile_entry(&p, "ilp");
            let ir = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), false).unwrap();
            // Only where whole tiles are copied by register blocks.
            let wide = backend::cpu::Target::HOST.wide_vectors();
            assert_eq!(ir.contains("tile_buf"), wide, "{text}");
            assert_eq!(ir.contains("tile_blocks"), wide, "{text}");
            let without = experiments::native::llvm_ir(&c.loops, off, false).unwrap();
            assert!(!without.contains("tile_buf"), "{text}: a buffer when off");
            let untiled = CpuOptions {
                tiles: false,
                ..CpuOptions::default()
            };
            let plain_loops = experiments::native::llvm_ir(&c.loops, untiled, false).unwrap();
            assert!(!plain_loops.contains("tile_end"), "{text}: tiles when off");
            assert!(without.contains("tile_end"), "{text}: no tiles");
            for threads in [1, 2] {
                let cp = on_threads(&c.loops, threads).unwrap();
                let cp_off =
                    experiments::native::compile(&c.loops, CpuOptions { threads, ..off }).unwrap();
                let cp_untiled =
                    experiments::native::compile(&c.loops, CpuOptions { threads, ..untiled })
                        .unwrap();
                for (m, n) in [
                    (0, 5),
                    (1, 1),
                    (15, 17),
                    (16, 16),
                    (33, 7),
                    (64, 48),
                    (100, 65),
                    // Whole tiles of 64 in each of two threads' chunks.
                    (130, 200),
                    (256, 256),
                ] {
                    let sizes = [("m".into(), m), ("n".into(), n)].into_iter().collect();
                    let inputs = random_inputs(def, &sizes, 5).unwrap();
                    let want = reference::run(&p, def, &inputs).unwrap();
                    let got = cpu::run(&cp, &inputs).unwrap();
                    same_value(&got.value, &want)
                        .unwrap_or_else(|e| panic!("{text}\n{m}x{n}: {e}"));
                    let got_off = cpu::run(&cp_off, &inputs).unwrap();
                    same_value(&got_off.value, &got.value)
                        .unwrap_or_else(|e| panic!("{text}\n{m}x{n}, without buffers: {e}"));
                    let got_untiled = cpu::run(&cp_untiled, &inputs).unwrap();
                    same_value(&got_untiled.value, &got.value)
                        .unwrap_or_else(|e| panic!("{text}\n{m}x{n}, without tiles: {e}"));
                }
            }
        }
    }
}

/// Which reads a tile may copy (`ir::loops::transposed::exact_reads`): a
/// row that is the inner index, or a sum, difference or product of it with
/// literals and extents, at the outer index as the column; not a row
/// computed by a division (it could fail where the nest would not
/// evaluate it), nor a column that is not the outer index.
#[test]
fn exact_reads_are_rows_of_plain_arithmetic_at_the_outer_index() {
    let exact = |body: &str| {
        let text = format!("def f (a: [m][n]f32) : [n][m]f32 =\n  {body}");
        let p = common::checked(&text);
        let c = common::compile_entry(&p, "ilp");
        let nests = ir::loops::nests(&c.loops.body);
        let outer = nests[0].body.inner.as_deref().expect("a loop");
        let inner = ir::loops::transposed::tiled(outer).expect("tiled");
        ir::loops::transposed::exact_reads(outer, inner).len()
    };
    assert_eq!(exact("map (\\x -> 2f32 * x) (transpose a)"), 1);
    let flipped = "backpermute [n][m] (\\(i, j) -> (m - 1 - j, i)) a";
    assert_eq!(exact(flipped), 1);
    let halved = "backpermute [n][m] (\\(i, j) -> (j / 2, i)) a";
    assert_eq!(exact(halved), 0);
    let shifted = "backpermute [n][m] (\\(i, j) -> (j, n - 1 - i)) a";
    assert_eq!(exact(shifted), 0);
}

/// A scatter into a small target runs privatised (`cpu::driver`: every
/// chunk but the first into a target of its own, from the operator's
/// identity, merged after): the reference's values for `+`, `min` and
/// `max` on `i32` and `i64`, with defaults that are not the identity and
/// elements dropped by `ignore`, on one to three threads.
#[test]
fn privatised_scatters_compute_the_references_values() {
    for (op, ty) in [
        ("(+)", "i64"),
        ("min", "i64"),
        ("max", "i32"),
        ("(+)", "i32"),
    ] {
        let text = format!(
            "def f (xs: [n]{ty}) : [16]{ty} =\n  \
             let base = generate [16] (\\b -> {ty} (b * 7 - 50))\n  \
             in permute {op} base (\\i -> if xs[i] % 5 == 0 then ignore else i64 (xs[i] % 16)) xs"
        );
        let p = common::checked(&text);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        for threads in [1, 2, 3] {
            let cp = on_threads(&c.loops, threads).unwrap();
            for n in [0i64, 1, 10, 4097] {
                let sizes = [("n".into(), n)].into_iter().collect();
                let inputs = random_inputs(def, &sizes, 5).unwrap();
                let want = reference::run(&p, def, &inputs).unwrap();
                let got = cpu::run(&cp, &inputs).unwrap();
                same_value(&got.value, &want)
                    .unwrap_or_else(|m| panic!("{text}\n{threads} threads, n = {n}: {m}"));
            }
        }
    }
}

/// A `fold_seg` or a `scanl1_seg` over a 1-D array runs as runs of whole
/// segments, one per thread (`plan::segments`): each segment is folded or
/// scanned by one thread in its sequential order, so the results are the
/// reference's bit for bit, on 1-5 threads, with empty segments at the
/// start, inside and at the end, a map and a gather fused into the walk
/// (`ilp`) or not (`none`).
#[test]
fn segmented_folds_split_between_threads_equal_the_reference_bit_for_bit() {
    use backend::plan::Plan;
    let text = "def f (xs: [n]f64) (ix: [n]i64) (segs: [s]i64) : ([s]f64, [s]f64, [n]f64) =
  let g = backpermute [n] (\\j -> ix[j] % n) xs
  let p = map (\\x y -> x * 0.37 + y) g xs
  in (fold_seg (+) 0.25 segs p, fold_seg (\\a b -> a * 0.5 + b) 1.0 segs xs,
      map (\\v -> v * 3.0) (scanl1_seg (\\a b -> a * 0.75 + b) segs p))";
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let mut state = 5u64;
    let mut next = move |k: u64| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) % k
    };
    // Empty segments first, runs of them inside, and last.
    let mut segs: Vec<i64> = vec![0, 0, 3];
    while segs.iter().sum::<i64>() < 30000 {
        let len = match next(10) {
            0..=2 => 0,
            3 => 40 + next(200) as i64,
            _ => 1 + next(9) as i64,
        };
        segs.push(len);
    }
    segs.extend([0, 0]);
    let n: i64 = segs.iter().sum();
    let xs: Vec<f64> = (0..n)
        .map(|i| ((i * 37) % 101) as f64 / 7.0 - 3.0)
        .collect();
    let ix: Vec<i64> = (0..n).map(|i| (i * 7919) % (n + 13)).collect();
    let inputs = vec![common::floats(&xs), ints(&ix), ints(&segs)];
    let want = reference::run(&p, def, &inputs).unwrap();
    for strategy in ["none", "ilp"] {
        let c = common::compile_entry(&p, strategy);
        for threads in 1..=5 {
            let got = cpu::run(&on_threads(&c.loops, threads).unwrap(), &inputs).unwrap();
            assert_eq!(
                format!("{:?}", got.value),
                format!("{want:?}"),
                "{strategy}, {threads} threads"
            );
            let split = got
                .passes
                .iter()
                .filter(|(plan, _)| *plan == Plan::Segments);
            assert!(split.clone().count() >= 1, "{strategy}: {:?}", got.passes);
            assert!(
                split.clone().all(|(_, k)| *k == threads),
                "{strategy}, {threads} threads: {:?}",
                got.passes
            );
        }
    }
}

/// A segmented walk split between threads reports the sequential run's
/// first error: an index out of bounds in the first thread's segments
/// comes before a division by zero in the second's; lengths that do not
/// add up run the walk whole, which reports them as one thread does.
#[test]
fn segmented_folds_split_between_threads_report_the_first_error() {
    let text = "def f (xs: [n]i64) (ix: [n]i64) (segs: [s]i64) : [s]i64 =
  let q = map (\\i x -> xs[i] / x) ix xs
  in fold_seg (+) 0 segs q";
    // `ilp` fuses the map into the walk, which splits.
    let c = common::compile_entry(&common::checked(text), "ilp");
    let plans: Vec<backend::plan::Plan> = cpu::nests(&c.loops.body)
        .into_iter()
        .map(|n| backend::plan::analyse(&c.loops, n).plan)
        .collect();
    assert_eq!(plans, [backend::plan::Plan::Segments], "{plans:?}");
    let n = 20000i64;
    let xs: Vec<i64> = (0..n)
        .map(|i| if i == 15000 { 0 } else { 1 + i % 7 })
        .collect();
    let ix: Vec<i64> = (0..n).map(|i| if i == 3000 { n + 5 } else { i }).collect();
    let segs: Vec<i64> = vec![4; (n / 4) as usize];
    same_error(
        text,
        vec![ints(&xs), ints(&ix), ints(&segs)],
        RuntimeErrorKind::OutOfBounds,
    );
    let ix: Vec<i64> = (0..n).collect();
    same_error(
        text,
        vec![ints(&xs), ints(&ix), ints(&segs)],
        RuntimeErrorKind::DivisionByZero,
    );
    let xs: Vec<i64> = (0..n).map(|i| 1 + i % 7).collect();
    let mut short = segs.clone();
    short[4000] = 3;
    same_error(
        text,
        vec![ints(&xs), ints(&ix), ints(&short)],
        RuntimeErrorKind::SegmentSumMismatch,
    );
    let mut negative = segs;
    negative[4000] = -4;
    negative[4001] = 12;
    same_error(
        text,
        vec![ints(&xs), ints(&ix), ints(&negative)],
        RuntimeErrorKind::NegativeSize,
    );
}

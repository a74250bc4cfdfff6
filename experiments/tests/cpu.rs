//! The CPU backend checked against the reference interpreter: for every suite
//! program and every strategy (one test per pair), the JIT-compiled loop nests
//! give the reference's results (floats within `common::TOL`; chunks and
//! backward loops may reduce in another order) or the same run-time error, at
//! several sizes including 0 and 1; and run-time errors from generated code
//! are the interpreters' named errors.

mod common;

use backend::cpu::{self, CpuOptions};
use common::{load, same_value, size_names, size_sets};
use interp::error::{RunError, RuntimeErrorKind};
use interp::inputs::random_inputs;
use interp::reference;
use ir::{Array, Scalar, ScalarType, SourceFile};
use passes::manager::{compile, Options, Registry};

fn check_pair(program: &str, strategy: &str) {
    let (p, text) = load(program);
    let def = p.entry(None).expect("a def");
    let registry = Registry::builtin();
    let c = compile(
        &p,
        def,
        registry.get(strategy).unwrap(),
        &Options::default(),
    )
    .unwrap();
    for threads in [1, 2] {
        let opts = CpuOptions {
            checks: true,
            threads,
        };
        let cp =
            cpu::compile(&c.loops, opts).unwrap_or_else(|e| panic!("{program} {strategy}: {e}"));
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

common::strategy_pairs!(
    black_scholes,
    blur,
    dotp,
    filter_positive,
    greedy_trap,
    histogram,
    mandelbrot,
    nbody,
    normalise2,
    normalise2_expanded,
    saxpy,
    smvm,
    softmax_rows,
    sum_of_squares,
    variance,
);

/// Every suite program has its tests above.
#[test]
fn every_program_is_listed() {
    common::assert_every_program(PAIRED);
}

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
        let cp = cpu::compile(
            &c.loops,
            CpuOptions {
                checks: true,
                threads: 2,
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

fn ints(xs: &[i64]) -> Array {
    Array::from_scalars(
        vec![xs.len()],
        ScalarType::I64,
        &xs.iter().map(|x| Scalar::I64(*x)).collect::<Vec<_>>(),
    )
    .unwrap()
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
        RuntimeErrorKind::DivisionByZero,
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
    let cp = cpu::compile(
        &c.loops,
        CpuOptions {
            checks: false,
            threads: 2,
        },
    )
    .unwrap();
    let sizes = [("n".into(), 1000)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 3).unwrap();
    let got = cpu::run(&cp, &inputs).unwrap();
    let want = reference::run(&p, def, &inputs).unwrap();
    same_value(&got.value, &want).unwrap();
}

/// Division and remainder by a loop-invariant divisor use a prepared
/// reciprocal in generated code (`backend::cpu::divide`): exact for every
/// sign and edge case, for i64 and i32.
#[test]
fn division_by_an_invariant_divisor_is_exact() {
    let text = "def f (xs: [n]i64) (d: i64) (ys: [n]i32) (e: i32) : ([n]i64, [n]i64, [n]i32, [n]i32) =\n  let q = map (\\x -> x / the d) xs\n  let r = map (\\x -> x % the d) xs\n  let q32 = map (\\y -> y / the e) ys\n  let r32 = map (\\y -> y % the e) ys\n  in (q, r, q32, r32)";
    let file = SourceFile::new("t.fl", text.to_string());
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
    let c = compile(&p, def, registry.get("ilp").unwrap(), &Options::default()).unwrap();
    let cp = cpu::compile(
        &c.loops,
        CpuOptions {
            checks: true,
            threads: 1,
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
        let ys: Vec<i32> = xs_d.iter().map(|x| *x as i32).collect();
        let inputs = vec![
            ints(&xs_d),
            Array::scalar(Scalar::I64(d)),
            Array::from_scalars(
                vec![ys.len()],
                ScalarType::I32,
                &ys.iter().map(|y| Scalar::I32(*y)).collect::<Vec<_>>(),
            )
            .unwrap(),
            Array::scalar(Scalar::I32(e)),
        ];
        let want = reference::run(&p, def, &inputs).unwrap();
        let got = cpu::run(&cp, &inputs).unwrap();
        same_value(&got.value, &want).unwrap_or_else(|m| panic!("d = {d}: {m}"));
    }
}

mod random {
    use backend::cpu::{self, CpuOptions};
    use passes::testgen::cases;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Random programs (`passes::testgen`) under every strategy, on two
        /// threads: the compiled nests give the reference's results or its
        /// run-time error.
        #[test]
        fn cpu_equals_reference(case in cases(12), n in 1i64..40, m in 1i64..6, seed in any::<u64>()) {
            super::common::random_program_agrees(&case, n, m, seed, "cpu", &|c, inputs| {
                let cp = cpu::compile(&c.loops, CpuOptions { checks: true, threads: 2 })
                    .unwrap_or_else(|e| panic!("{e}\n{}", case.text));
                cpu::run(&cp, inputs).map(|r| r.value)
            });
        }
    }
}

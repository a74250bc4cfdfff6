//! Run-time errors read the same everywhere: one program per kind of the
//! table of run-time error kinds (`ir::runtime`), run by the reference
//! interpreter, the loop-IR interpreter and the CPU backend (1 and 2
//! threads) under every strategy, fails with the same kind, in the same
//! operation, at the same location, with the same detail.

mod common;

use backend::cpu::{self, CpuOptions};
use common::{compile_entry, STRATEGIES};
use interp::{loops, reference};
use interp::{RunError, RuntimeError, RuntimeErrorKind as Kind};
use ir::{Array, Scalar, ScalarType, SourceFile};

fn ints(xs: &[i64]) -> Array {
    let s: Vec<Scalar> = xs.iter().map(|x| Scalar::I64(*x)).collect();
    Array::from_scalars(vec![xs.len()], ScalarType::I64, &s).unwrap()
}

/// What every path must agree on.
fn key(e: &RuntimeError) -> (Kind, String, ir::Span, String) {
    (e.kind, e.op.clone(), e.span, e.detail.clone())
}

/// `text` on `inputs` fails with `kind` and `detail` in the reference, and
/// identically on every other path under every strategy.
fn same_everywhere(text: &str, inputs: &[Array], kind: Kind, detail: &str) {
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let def = p.entry(None).unwrap();
    let want = match reference::run(&p, def, inputs) {
        Err(RunError::Runtime(e)) => e,
        other => panic!("the reference does not stop at run time: {other:?}"),
    };
    assert_eq!((want.kind, want.detail.as_str()), (kind, detail), "{text}");
    for s in STRATEGIES {
        let c = compile_entry(&p, s);
        let got = loops::run(&c.loops, inputs).expect_err("interp fails");
        assert_eq!(key(&got), key(&want), "interp, {s}:\n{text}");
        for threads in [1, 2] {
            let opts = CpuOptions {
                checks: true,
                threads,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, opts).unwrap();
            let got = cpu::run(&cp, inputs).err().expect("cpu fails");
            assert_eq!(
                key(&got),
                key(&want),
                "cpu, {s}, {threads} threads:\n{text}"
            );
        }
    }
}

#[test]
fn out_of_bounds_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [n]i64 = generate [n] (\\i -> xs[i + 2])",
        &[ints(&[1, 2, 3])],
        Kind::OutOfBounds,
        "index 3 is out of bounds of an extent 3",
    );
}

#[test]
fn an_out_of_bounds_backpermute_of_a_recomputed_map_names_the_backpermute() {
    // Issue 12, defect 3: under `delayed` the map is recomputed inside the
    // backpermute, and its read of xs failed as the map's.
    same_everywhere(
        "def f (xs: [n]f64) : [n]f64 =\n  let ys = map (\\x -> x * 2.0) xs\n  \
         let g = backpermute [n] (\\i -> if i == n - 1 then n + 3 else i) ys\n  in g",
        &[Array::from_scalars(
            vec![5],
            ScalarType::F64,
            &[1.0, 2.0, 3.0, 4.0, 5.0].map(Scalar::F64),
        )
        .unwrap()],
        Kind::OutOfBounds,
        "index 8 is out of bounds of an extent 5",
    );
}

#[test]
fn division_by_zero_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> 100 / (x - 2)) xs",
        &[ints(&[1, 2, 3])],
        Kind::DivisionByZero,
        "integer division by zero (100 / 0)",
    );
}

#[test]
fn remainder_by_zero_is_a_remainder_everywhere() {
    // Issue 12, defect 4: the CPU said "division" for `%`.
    same_everywhere(
        "def f (xs: [n]i64) : [n]i64 = map (\\x -> 7 % (x - x)) xs",
        &[ints(&[1, 2, 3])],
        Kind::RemainderByZero,
        "integer remainder by zero (7 % 0)",
    );
}

#[test]
fn a_division_by_zero_in_a_permute_index_names_the_permute() {
    // unclear-runtime-017957: the CPU named `cpu` at 1:1.
    same_everywhere(
        "-- a comment line\ndef f (xs: [n]i64) : [4]i64 = \
         permute (+) (generate [4] (\\i -> 0)) (\\i -> 3 / (i - i)) xs",
        &[ints(&[1, 2, 3])],
        Kind::DivisionByZero,
        "integer division by zero (3 / 0)",
    );
}

#[test]
fn an_empty_fold1_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : i64 = fold1 max xs",
        &[ints(&[])],
        Kind::EmptyFold1,
        "fold1 of an empty row (row 0)",
    );
}

#[test]
fn a_reshape_mismatch_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [n+1]i64 = reshape [n + 1] xs",
        &[ints(&[1, 2, 3])],
        Kind::ReshapeMismatch,
        "cannot reshape 3 elements to 4 elements",
    );
}

#[test]
fn a_reshape_that_overflows_is_a_size_overflow_everywhere() {
    // minimal/diffkind_reshape_overflow.fl: the CPU said `reshape mismatch`.
    same_everywhere(
        "def f (xs: [n]i64) : [?][?]i64 = reshape [4294967296][4294967296] xs",
        &[ints(&[1])],
        Kind::SizeOverflow,
        "too many elements (4294967296 × 4294967296)",
    );
}

#[test]
fn a_segment_sum_mismatch_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [2]i64 = fold_seg (+) 0 (generate [2] (\\i -> 1)) xs",
        &[ints(&[1, 2, 3])],
        Kind::SegmentSumMismatch,
        "the segment lengths do not add up to the row length 3",
    );
}

/// `fold_seg` and `scanl1_seg` check their segment lengths in order, as a
/// row consumes them: the first that is negative or runs past the row
/// reports (the reference once checked every length's sign first).
#[test]
fn segmented_operations_check_their_segments_in_order_everywhere() {
    for text in [
        "def f (xs: [n]i64) (segs: [s]i64) : [s]i64 = fold_seg (+) 0 segs xs",
        "def f (xs: [n]i64) (segs: [s]i64) : [n]i64 = scanl1_seg (+) segs xs",
    ] {
        segments_checked_in_order(text);
    }
}

fn segments_checked_in_order(text: &str) {
    // A segment that runs past the row, before a negative one.
    same_everywhere(
        text,
        &[ints(&[1]), ints(&[i64::MAX, 2 - i64::MAX])],
        Kind::SegmentSumMismatch,
        "the segment lengths do not add up to the row length 1",
    );
    // A negative one before the row ends.
    same_everywhere(
        text,
        &[ints(&[1, 2, 3]), ints(&[1, -1, 7])],
        Kind::NegativeSize,
        "size -1 is negative",
    );
    // A negative one after the row ended.
    same_everywhere(
        text,
        &[ints(&[1, 2]), ints(&[2, 0, -3])],
        Kind::NegativeSize,
        "size -3 is negative",
    );
}

#[test]
fn a_negative_extent_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [?]i64 = generate [n - 5] (\\i -> i)",
        &[ints(&[1, 2, 3])],
        Kind::NegativeSize,
        "size -2 is negative",
    );
}

#[test]
fn a_shape_mismatch_reads_the_same_everywhere() {
    same_everywhere(
        "def f (xs: [n]i64) : [?]i64 =\n  let a = filter (\\x -> x > 1) xs\n  \
         let b = filter (\\x -> x > 2) xs\n  in map (\\p q -> p + q) a b",
        &[ints(&[1, 2, 3])],
        Kind::ShapeMismatch,
        "extents 1 and 2 differ",
    );
}

#[test]
fn an_error_in_an_element_that_is_never_read_is_raised_under_every_strategy() {
    // Issue 12, defect 2 (e10_dead_divzero.fl): `delayed` recomputed ys
    // inside the backpermute, which reads ys[0] and ys[1] only.
    same_everywhere(
        "def f (xs: [n]i64) : [2]i64 =\n  \
         let ys = generate [n] (\\i -> 1000 / (i - 3) + xs[i])\n  \
         let g = backpermute [2] (\\i -> i) ys\n  in g",
        &[ints(&[1, 2, 3, 4, 5])],
        Kind::DivisionByZero,
        "integer division by zero (1000 / 0)",
    );
}

#[test]
fn an_out_of_bounds_read_in_an_element_that_is_never_read_is_raised() {
    same_everywhere(
        "def f (xs: [n]i64) : [2]i64 =\n  \
         let ys = generate [n] (\\i -> xs[i + 3])\n  \
         let g = backpermute [2] (\\i -> i) ys\n  in g",
        &[ints(&[1, 2, 3, 4, 5])],
        Kind::OutOfBounds,
        "index 5 is out of bounds of an extent 5",
    );
}

#[test]
fn every_kind_with_operands_has_a_program_here() {
    // The kinds the tests above cover; ResultMismatch and IllTyped are the
    // reference's alone (generated code does not check a def's result);
    // OutOfMemory has its test on every backend in tests/resources.rs.
    let covered = [
        Kind::OutOfBounds,
        Kind::DivisionByZero,
        Kind::RemainderByZero,
        Kind::EmptyFold1,
        Kind::ReshapeMismatch,
        Kind::SizeOverflow,
        Kind::SegmentSumMismatch,
        Kind::NegativeSize,
        Kind::ShapeMismatch,
    ];
    for k in Kind::all() {
        assert!(
            covered.contains(&k)
                || matches!(k, Kind::ResultMismatch | Kind::IllTyped | Kind::OutOfMemory),
            "{k:?} has no program in this file"
        );
    }
}

/// A program with two failing operations: `a` fails at its third element,
/// `b` (a `fold1` over empty rows) at its first. The reference runs `a`
/// first and names its division; a fused path that computes `a` and `b`
/// element by element in one loop meets `b`'s error first. What every path
/// reports is the reference's: the first error in program order
/// (`interp::precise`).
#[test]
fn with_two_errors_every_path_reports_the_first_in_program_order() {
    let text = "def f (xs: [n]i64) (ys: [n][m]i64) : [n]i64 =\n  \
                let a = map (\\x -> 10 / x) xs\n  \
                let b = fold1 (+) ys\n  \
                let c = map (\\x y -> x + y) a b\n  in c";
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let def = p.entry(None).unwrap();
    let ys = Array::from_scalars(vec![3, 0], ScalarType::I64, &[]).unwrap();
    let inputs = [ints(&[1, 2, 0]), ys];
    let want = match reference::run(&p, def, &inputs) {
        Err(RunError::Runtime(e)) => e,
        other => panic!("the reference does not stop at run time: {other:?}"),
    };
    assert_eq!(want.kind, Kind::DivisionByZero);
    let mut met_other_first = 0;
    for s in STRATEGIES {
        let c = compile_entry(&p, s);
        let mut own = vec![loops::run(&c.loops, &inputs).expect_err("interp fails")];
        for threads in [1, 2] {
            let opts = CpuOptions {
                checks: true,
                threads,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, opts).unwrap();
            own.push(cpu::run(&cp, &inputs).err().expect("cpu fails"));
        }
        for got in own {
            met_other_first += usize::from(got.kind != want.kind);
            let r = interp::reported(&p, def, &inputs, got.clone());
            assert_eq!(key(&r.error), key(&want), "{s}");
            assert_eq!(r.met_first.is_some(), key(&got) != key(&want), "{s}");
        }
    }
    // The case is the one it means to be: some fused path meets the fold1 first.
    assert!(met_other_first > 0, "every path met the division first");
}

/// The host evaluator of the CPU backend (extents, checks and array-level
/// conditions outside the nests) and the loop-IR interpreter judge an
/// ill-typed loop program alike (issue 13): a condition that is not a bool
/// and an index that is not an integer are ill-typed errors on both, with
/// one wording. The host used to take anything but `true` as false and a
/// non-integer index as -1.
#[test]
fn host_and_loop_interpreter_refuse_ill_typed_conditions_alike() {
    use ir::loops::{Expr, Item};
    let text = "def f (xs: [n]i64) : [n]i64 =\n  let s = fold (+) 0 xs\n  \
                in if the s > 0 then map (\\x -> x + 1) xs else xs";
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let inputs = [ints(&[1, 2, 3])];
    let c = compile_entry(&p, "none");
    let xs = c.loops.params[0];
    let bad_index = Expr::bin(
        ir::ast::BinOp::Gt,
        Expr::Index {
            array: xs,
            index: vec![Expr::Lit(Scalar::F64(0.5))],
        },
        Expr::i64(0),
    );
    for (cond, detail) in [
        (Expr::i64(1), "condition 1 is not a bool"),
        (bad_index, "index 0.5 is not an integer"),
    ] {
        let mut lp = c.loops.clone();
        let Some(Item::If { cond: slot, .. }) =
            lp.body.iter_mut().find(|it| matches!(it, Item::If { .. }))
        else {
            panic!("no array-level if in {:?}", lp.body);
        };
        *slot = cond;
        let interp = loops::run(&lp, &inputs).expect_err("the interpreter refuses it");
        let opts = CpuOptions {
            checks: true,
            threads: 1,
            ..Default::default()
        };
        let cp = cpu::compile(&lp, opts).expect("it compiles");
        let host = cpu::run(&cp, &inputs).err().expect("the host refuses it");
        for e in [&interp, &host] {
            assert_eq!(e.kind, Kind::IllTyped, "{e}");
            assert_eq!(e.detail, detail, "{e}");
        }
    }
}

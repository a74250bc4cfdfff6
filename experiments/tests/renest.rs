//! Flat loops over a column walk nested in two (`backend::cpu::rewrite::renest`): the
//! rewritten program verifies and computes in the loop-IR interpreter what
//! the program before it computes, with the same traffic, for every suite
//! program under every strategy; chained_gathers' one loop under `ilp`
//! becomes a 2-D nest without divisions, tiled; loops whose extent the
//! divisor does not divide, or whose iterations depend on each other, stay
//! flat; and the CPU agrees with the reference with the rewrite and
//! without, at sizes that are not multiples of the tiles' side.

mod common;

use backend::cpu::rewrite::{delinearise, renest};
use backend::cpu::CpuOptions;
use common::{load, STRATEGIES};
use interp::random_inputs;
use interp::reference;
use ir::ast::BinOp;
use ir::loops::{render, transposed, Expr, LoopProgram};
use std::sync::Arc;

/// `loops` as the CPU backend has it before the rewrite (row-major reads
/// read flat), and after it, checked to verify and to compute the same
/// values, errors and traffic in the loop-IR interpreter; how many loops
/// were nested.
fn same_as_flat(loops: &LoopProgram, inputs: &[ir::Array], ctx: &str) -> (LoopProgram, usize) {
    let (flat, _) = delinearise::flatten(loops);
    let (nested, count) = renest::renest(&flat);
    common::same_in_loop_ir(&flat, &nested, inputs, ctx, true);
    (nested, count)
}

#[test]
fn every_suite_program_computes_the_same_nested() {
    let mut nested_any: Vec<String> = Vec::new();
    common::each_suite_case(5, &mut |case| {
        if same_as_flat(&case.compiled.loops, case.inputs, case.ctx).1 > 0 {
            nested_any.push(format!("{}::{}", case.program, case.strategy));
        }
    });
    for case in ["chained_gathers::ilp", "chained_gathers::delayed"] {
        assert!(
            nested_any.iter().any(|c| c == case),
            "{case} has a flat loop over a column walk: {nested_any:?}"
        );
    }
}

/// Whether `x` divides or takes a remainder anywhere.
fn divides(x: &Expr) -> bool {
    let mut found = false;
    x.walk(&mut |y| found |= matches!(y, Expr::Binary(BinOp::Div | BinOp::Rem, ..)));
    found
}

/// chained_gathers under `ilp`: one flat loop reading `a` reversed and
/// transposed through `i / m` and `i % m`; nested, two loops (over `n` and
/// `m`) with no division left, which the CPU tiles; the CPU agrees with
/// the reference either way, at sizes around the tiles' side.
#[test]
fn chained_gathers_walks_its_columns_in_a_tiled_nest() {
    let (p, _) = load("chained_gathers");
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let (flat, _) = delinearise::flatten(&c.loops);
    let (nested, count) = renest::renest(&flat);
    assert_eq!(count, 1, "{}", render(&nested));
    let nests = ir::loops::nests(&nested.body);
    let [nest] = &nests[..] else {
        panic!("{}", render(&nested))
    };
    let outer = nest.body.inner.as_deref().expect("a loop");
    assert_eq!(nest.body.depth(), 2, "{}", render(&nested));
    assert!(transposed::tiled(outer).is_some(), "{}", render(&nested));
    let mut any = false;
    nest.body.exprs(&mut |x| any |= divides(x));
    assert!(!any, "a division is left: {}", render(&nested));
    let mut flat_divides = false;
    ir::loops::nests(&flat.body)[0]
        .body
        .exprs(&mut |x| flat_divides |= divides(x));
    assert!(flat_divides, "the flat loop divides: {}", render(&flat));
    for (m, n) in [
        (0, 5),
        (5, 0),
        (1, 1),
        (1, 33),
        (37, 19),
        (16, 16),
        (48, 17),
    ] {
        let sizes = [(Arc::from("m"), m), (Arc::from("n"), n)]
            .into_iter()
            .collect();
        let inputs = random_inputs(def, &sizes, 7).unwrap();
        let want = reference::run(&p, def, &inputs);
        for on in [true, false] {
            let options = CpuOptions {
                renest: on,
                ..CpuOptions::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            let got = common::cpu_reported(&p, def, &cp, &inputs);
            let ctx = || format!("m = {m}, n = {n}, renest {on}");
            common::assert_agrees(got.as_ref(), &want, "cpu", true, &ctx);
        }
        same_as_flat(&c.loops, &inputs, &format!("m = {m}, n = {n}"));
    }
}

/// Loops that stay flat: the divisor does not divide the extent (a
/// `generate` over `k` elements), the split is of another position than
/// the loop index, or the iterations depend on each other (a scan reads
/// the column).
#[test]
fn loops_that_do_not_split_stay_flat() {
    for text in [
        "def f (a: [m][n]f32) (b: [k]f32) : [k]f32 =
  generate [k] (\\i -> a[(i % m) % m, (i / m) % n] + b[i])",
        "def f (a: [m][n]f32) : [m*n]f32 =
  generate [m*n] (\\i -> a[(i + 1) % m, ((i + 1) / m) % n])",
        "def f (a: [m][n]f32) : [m*n]f32 =
  scanl1 (+) (reshape [m*n] (transpose a))",
    ] {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        for strategy in STRATEGIES {
            let c = common::compile_entry(&p, strategy);
            for (m, n) in [(3, 4), (0, 2)] {
                let mut sizes: interp::Sizes = [(Arc::from("m"), m), (Arc::from("n"), n)]
                    .into_iter()
                    .collect();
                sizes.insert(Arc::from("k"), 5);
                let inputs = random_inputs(def, &sizes, 3).unwrap();
                let ctx = format!("{text}\n{strategy} at m = {m}, n = {n}");
                let (_, count) = same_as_flat(&c.loops, &inputs, &ctx);
                assert_eq!(count, 0, "{ctx}");
            }
        }
    }
}

/// A transpose read flat without the reversal splits too (`i / m`, `i %
/// m` become the loop indices), also beside a read of another array at
/// the flat index (streamed before, a load at `i`'s value after), and the
/// CPU agrees with the reference.
#[test]
fn a_flattened_transpose_splits_forward() {
    for text in [
        "def f (a: [m][n]i64) : [n*m]i64 =
  map (\\x -> x * 3) (reshape [n*m] (transpose a))",
        "def f (a: [m][n]i64) (b: [n*m]i64) : [n*m]i64 =
  map (\\x y -> x * 3 - y) (reshape [n*m] (transpose a)) b",
    ] {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        let c = common::compile_entry(&p, "ilp");
        for (m, n) in [(0, 3), (1, 1), (17, 33), (32, 16)] {
            let sizes = [(Arc::from("m"), m), (Arc::from("n"), n)]
                .into_iter()
                .collect();
            let inputs = random_inputs(def, &sizes, 9).unwrap();
            let ctx = format!("{text}\nm = {m}, n = {n}");
            let (_, count) = same_as_flat(&c.loops, &inputs, &ctx);
            assert_eq!(count, 1, "{ctx}");
            let want = reference::run(&p, def, &inputs);
            let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
            let got = common::cpu_reported(&p, def, &cp, &inputs);
            common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| ctx.clone());
        }
    }
}

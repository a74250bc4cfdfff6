//! Float `max` and `min` folds run as integer reductions in the CPU's code
//! (`backend::llvm::extremum`): the results equal the reference's exactly
//! (NaN where it gives NaN, zeros equal whatever their sign) on rows with
//! NaNs anywhere, rows of NaNs alone, signed zeros and infinities, for
//! `fold1` and `fold`, rows and whole arrays, f32 and f64; an empty
//! `fold1` fails as it does; and the row maximum's loop is vectorised.

mod common;

use backend::cpu::{self, CpuOptions};
use interp::reference;
use ir::Array;
use ir::{Scalar, ScalarType};

const TEXT: &str =
    "def extrema (xs: [m][n]f32) (ys: [k]f64) : ([m]f32, [m]f32, [m]f32, [m]f32, f64, f64) =
  let a = fold1 max xs
  let b = fold1 min xs
  let c = fold max 0.0f32 xs
  let d = fold min 0.0f32 xs
  let e = fold1 max ys
  let f = fold min 1e20 ys
  in (a, b, c, d, e, f)";

/// Row `r` of `n` values: a pattern of ordinary values with a special
/// value or two per row (NaN first, last or alone, zeros, infinities).
fn row(r: usize, n: usize) -> Vec<f32> {
    let mut v: Vec<f32> = (0..n)
        .map(|j| ((r * 31 + j * 17) % 23) as f32 - 11.5)
        .collect();
    if n == 0 {
        return v;
    }
    match r % 8 {
        0 => v[0] = f32::NAN,
        1 => v[n - 1] = f32::NAN,
        2 => v.iter_mut().for_each(|x| *x = f32::NAN),
        3 => v
            .iter_mut()
            .enumerate()
            .for_each(|(j, x)| *x = if j % 2 == 0 { -0.0 } else { 0.0 }),
        4 => {
            v[n / 2] = f32::INFINITY;
            v[0] = f32::NEG_INFINITY
        }
        5 => v.iter_mut().for_each(|x| *x = -x.abs() - 1.0),
        6 => v[n / 3] = -f32::NAN,
        _ => {}
    }
    v
}

fn inputs(m: usize, n: usize, k: usize) -> Vec<Array> {
    let xs: Vec<Scalar> = (0..m).flat_map(|r| row(r, n)).map(Scalar::F32).collect();
    let ys: Vec<Scalar> = row(2 + k, k)
        .into_iter()
        .map(|x| Scalar::F64(f64::from(x) * 1e10))
        .collect();
    vec![
        Array::from_scalars(vec![m, n], ScalarType::F32, &xs).unwrap(),
        Array::from_scalars(vec![k], ScalarType::F64, &ys).unwrap(),
    ]
}

/// Equal, or both NaN.
fn same(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::F32(x), Scalar::F32(y)) => x == y || (x.is_nan() && y.is_nan()),
        (Scalar::F64(x), Scalar::F64(y)) => x == y || (x.is_nan() && y.is_nan()),
        (x, y) => x == y,
    }
}

#[test]
fn extrema_equal_the_reference_with_nans_zeros_and_infinities() {
    let p = common::checked(TEXT);
    let def = p.entry(None).unwrap();
    for strategy in ["none", "ilp"] {
        let c = common::compile_entry(&p, strategy);
        for strict_float in [false, true] {
            let options = CpuOptions {
                strict_float,
                ..Default::default()
            };
            let cp = experiments::native::compile(&c.loops, options).unwrap();
            for (m, n, k) in [(8, 37, 5), (16, 1, 1), (9, 300, 1001), (8, 64, 2)] {
                let inputs = inputs(m, n, k);
                let want = reference::run(&p, def, &inputs).unwrap();
                let got = cpu::run(&cp, &inputs).unwrap().value;
                for (g, w) in got.arrays().iter().zip(want.arrays()) {
                    for i in 0..w.len() {
                        assert!(
                            same(g.get(i), w.get(i)),
                            "{strategy} (strict {strict_float}) at {m}x{n}, {k}: element {i}: {:?}, want {:?}",
                            g.get(i),
                            w.get(i)
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn an_empty_fold1_fails_as_the_reference() {
    let p = common::checked(TEXT);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
    for (m, n, k) in [(3, 0, 4), (3, 4, 0)] {
        let inputs = inputs(m, n, k);
        let want = reference::run(&p, def, &inputs);
        let got = common::cpu_reported(&p, def, &cp, &inputs);
        common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| {
            format!("{m}x{n}, {k}")
        });
    }
}

#[test]
fn the_row_maximum_is_a_vectorised_integer_reduction() {
    let (_, text) = common::load("softmax_rows");
    let p = common::checked(&text);
    let c = common::compile_entry(&p, "ilp");
    let ir = experiments::native::llvm_ir(&c.loops, CpuOptions::default(), true).unwrap();
    assert!(ir.contains("@llvm.smax.v"), "{ir}");
    assert!(!ir.contains("llvm.maxnum"), "{ir}");
    let strict = CpuOptions {
        strict_float: true,
        ..Default::default()
    };
    let off = CpuOptions {
        integer_extrema: false,
        ..Default::default()
    };
    for options in [strict, off] {
        let ir = experiments::native::llvm_ir(&c.loops, options, true).unwrap();
        assert!(ir.contains("llvm.maxnum"), "{options:?}: {ir}");
    }
}

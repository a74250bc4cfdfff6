//! Loops whose checked indices are affine in their indices run without the
//! checks where one test before them proves every element in bounds
//! (`backend::llvm::versioning`): which loops are versioned, that the CPU
//! computes the reference's values, and that an index out of bounds at any
//! element (the first, the last, one wrapping around `i64`) still fails as
//! the reference does.

mod common;

use backend::cpu::CpuOptions;
use interp::random_inputs;
use interp::reference;
use std::sync::Arc;

/// Whether the CPU's code for `text` (fused by `ilp`) has a versioned loop.
fn versioned(text: &str, options: CpuOptions) -> bool {
    let p = common::checked(text);
    let c = common::compile_entry(&p, "ilp");
    let ir = experiments::native::llvm_ir(&c.loops, options, false).unwrap();
    ir.contains("proved:")
}

/// The CPU's results for `text` (fused by `ilp`) at `sizes` against the
/// reference's, errors as every path reports them (`interp::precise`).
fn agrees(text: &str, sizes: &[(&str, i64)]) {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
    let sizes = sizes.iter().map(|(k, v)| (Arc::from(*k), *v)).collect();
    for seed in [1, 2] {
        let inputs = random_inputs(def, &sizes, seed).unwrap();
        let want = reference::run(&p, def, &inputs);
        let got = common::cpu_reported(&p, def, &cp, &inputs);
        common::assert_agrees(got.as_ref(), &want, "cpu", true, &|| {
            format!("{text} at {sizes:?}")
        });
    }
}

/// A gather of `a` at `index` (over `i`), then a map.
fn gather(index: &str) -> String {
    format!(
        "def g (a: [n]f32) : [n]f32 =
  let r = backpermute [n] (\\i -> {index}) a
  in map (\\x -> x * 2.0f32) r"
    )
}

#[test]
fn a_reversal_is_versioned_and_agrees() {
    let text = gather("n - 1 - i");
    assert!(versioned(&text, CpuOptions::default()));
    for n in [0, 1, 7, 100, 1000] {
        agrees(&text, &[("n", n)]);
    }
}

#[test]
fn out_of_bounds_at_the_first_or_last_element_fails_as_the_reference() {
    for index in ["n - i", "i + 1", "i - 1", "2 * i", "0 - i"] {
        let text = gather(index);
        assert!(versioned(&text, CpuOptions::default()), "{index}");
        for n in [1, 2, 33] {
            agrees(&text, &[("n", n)]);
        }
    }
}

#[test]
fn an_index_wrapping_around_i64_is_not_taken_for_in_bounds() {
    // i * 2^62 is 0 again at i = 4 (wrapping), out of bounds at i = 1.
    let text = gather("i * 4611686018427387904");
    assert!(versioned(&text, CpuOptions::default()));
    for n in [1, 2, 5, 9] {
        agrees(&text, &[("n", n)]);
    }
}

#[test]
fn transposed_tiles_are_versioned_and_fail_in_any_tile() {
    let (_, flip) = common::load("flip_transpose");
    assert!(versioned(&flip, CpuOptions::default()));
    for (m, n) in [(1, 1), (37, 45), (64, 32), (5, 70)] {
        agrees(&flip, &[("m", m), ("n", n)]);
    }
    // Out of bounds in the last column only: one tile's test fails.
    let shifted = "def s (a: [m][n]f32) : [n][m]f32 =
  let f = backpermute [m][n] (\\(i, j) -> (i, j + 1)) a
  let t = transpose f
  in map (\\x -> x * 3.0f32) t";
    assert!(versioned(shifted, CpuOptions::default()));
    for (m, n) in [(37, 45), (64, 64), (3, 1)] {
        agrees(shifted, &[("m", m), ("n", n)]);
    }
}

#[test]
fn data_dependent_indices_and_unchecked_code_are_not_versioned() {
    let gather_by_data = "def g (a: [n]f32) (is: [k]i64) : [k]f32 =
  backpermute [k] (\\j -> is[j] % n) a";
    assert!(!versioned(gather_by_data, CpuOptions::default()));
    let unchecked = CpuOptions {
        checks: false,
        ..Default::default()
    };
    assert!(!versioned(&gather("n - 1 - i"), unchecked));
    // A plain map reads at the loop's own index, checked once already.
    let map = "def m (a: [n]f32) : [n]f32 = map (\\x -> x + 1.0f32) a";
    assert!(!versioned(map, CpuOptions::default()));
}

#[test]
fn clamped_and_half_clamped_indices_are_versioned_and_fail_as_the_reference() {
    // In bounds at every n > 0; out of bounds (at the first or last
    // element, or at n = 0 for every clamp) in the others.
    for index in [
        "max (i - 1) 0",
        "min (i + 1) (n - 1)",
        "min (max (i - 1) 0) (n - 1)",
        "min (n - 1) (max 0 (i + 3))",
        "if i % 3 == 0 then n - 1 - i else max (i - 2) 0",
        "min (i + 1) n",
        "max (i + 1) 0",
        "min (i - 1) (n - 1)",
        "if i % 2 == 0 then i else i + 1",
    ] {
        let text = gather(index);
        assert!(versioned(&text, CpuOptions::default()), "{index}");
        for n in [0, 1, 2, 7, 8, 100] {
            agrees(&text, &[("n", n)]);
        }
    }
}

#[test]
fn a_clamp_of_data_is_versioned_and_one_wrapping_around_i64_is_not_in_bounds() {
    let data = "def g (a: [n]f32) (is: [k]i64) : [k]f32 =
  let r = backpermute [k] (\\j -> min (n - 1) (max 0 (is[j] * 3))) a
  in map (\\x -> x + 1.0f32) r";
    assert!(versioned(data, CpuOptions::default()));
    for (n, k) in [(0, 3), (0, 0), (1, 5), (10, 100)] {
        agrees(data, &[("n", n), ("k", k)]);
    }
    // i * 2^62 wraps to -2^63 at i = 2, below any `min`: its range leaves
    // i64 there, so the test cannot prove the clamp in bounds (over [0, 2^63]
    // it would be).
    for index in [
        "min (i * 4611686018427387904) (n - 1)",
        "max (i * 4611686018427387904) 0",
    ] {
        let text = gather(index);
        assert!(versioned(&text, CpuOptions::default()));
        for n in [1, 2, 3, 5] {
            agrees(&text, &[("n", n)]);
        }
    }
}

#[test]
fn reads_at_the_loops_own_index_inside_expressions_are_tested_once() {
    // b[i] inside a `let ... in`: no statement reads b at i, so the test
    // before the loop checks n against b's extent.
    let text = "def f (a: [n]f32) (b: [m]f32) : [n]f32 =
  generate [n] (\\i -> let x = a[i] in let y = b[i] in x * y + b[max (i - 1) 0])";
    assert!(versioned(text, CpuOptions::default()));
    for (n, m) in [(5, 5), (5, 4), (5, 9), (1, 0), (0, 0), (64, 63)] {
        agrees(text, &[("n", n), ("m", m)]);
    }
}

/// A bilinear-like sample of `a` at a float position, clamped in floats
/// (fluid's advection): `x` is `pos` clamped into `[0, top]`.
fn sample(top: &str, pos: &str) -> String {
    format!(
        "def s (a: [n]f32) (u: [n]f32) : [n]f32 =
  generate [n] (\\i ->
    let x = max 0.0f32 (min ({top}) ({pos})) in
    let j0 = i64 x in
    let j1 = min (j0 + 1) (n - 1) in
    a[j0] * 0.5f32 + a[j1])"
    )
}

#[test]
fn indices_from_floats_clamped_in_floats_are_versioned_and_fail_as_the_reference() {
    for (top, pos) in [
        // In bounds whatever u holds.
        ("f32 (n - 1)", "f32 i - 3.5f32 * u[i]"),
        // NaN (0 / 0) is ignored by `min`: x is n - 1.
        ("f32 (n - 1)", "f32 i + (u[i] - u[i]) / 0.0f32"),
        // Out of bounds at the last element: x is n there.
        ("f32 n", "f32 i + 1.0f32"),
        ("f32 n", "f32 i - 3.5f32 * u[i]"),
        // A NaN bound spans every float: x is 2i + 1, out of bounds.
        (
            "0.0f32 * (1.0e38f32 * 1.0e38f32)",
            "f32 i * 2.0f32 + 1.0f32",
        ),
    ] {
        let text = sample(top, pos);
        assert!(versioned(&text, CpuOptions::default()), "{top} {pos}");
        for n in [0, 1, 2, 7, 100] {
            agrees(&text, &[("n", n)]);
        }
    }
    // Bounded above only: `min` alone leaves x any float below.
    let half = "def s (a: [n]f32) (u: [n]f32) : [n]f32 =
  generate [n] (\\i -> a[i64 (min (f32 (n - 1)) (f32 i * u[i]))])";
    assert!(!versioned(half, CpuOptions::default()));
    for n in [1, 7, 100] {
        agrees(half, &[("n", n)]);
    }
}

#[test]
fn a_stencil_whose_only_checks_are_its_clamps_is_not_versioned() {
    // Every tap of blur is a clamp into its extent, checked once per loop
    // (`n > 0`) already: no second copy.
    let (_, blur) = common::load("blur");
    assert!(!versioned(&blur, CpuOptions::default()));
    for (h, w) in [(1, 1), (5, 9), (0, 3)] {
        agrees(&blur, &[("h", h), ("w", w)]);
    }
}

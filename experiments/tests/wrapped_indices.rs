//! Gathers at wrapped indices vectorise: `(i % n + n) % n` is in bounds by
//! construction (`ir::loops::ranges`), its divisions by the extent `n` are
//! prepared once (`backend::cpu::rewrite::divisors` names the extent, `llvm::divide`
//! prepares it), and the buffers' alias scopes (`llvm::scopes`) let LLVM
//! vectorise a loop that stores to one buffer and reads another at computed
//! positions; the outer remainder is a compare, not a second division
//! (`llvm::Tuning::reduced_wraps`). Each program runs on the CPU against the reference, values
//! and errors, at empty, short and odd lengths; the code is checked for the
//! vector gather, and indices that are not provably in bounds stay checked.

mod common;

use backend::cpu::rewrite::divisors;
use backend::cpu::{self, CpuOptions};
use interp::reference;
use ir::loops::{render, verify};
use ir::{Array, Scalar, ScalarType};

/// The gather of the suite's gather_indices, with the wrap written both ways.
const WRAP: &str = "def f (is: [k]i64) (x: [n]f32) : ([k]f32, [k]f32) =
  let a = backpermute [k] (\\j -> (is[j] % n + n) % n) x
  let b = backpermute [k] (\\j -> (n + is[j] % n) % n) x
  in (map (\\v -> v * 2.0f32) a, map (\\v -> v + 1.0f32) b)";

/// A remainder that may be negative: checked, out of bounds for a negative index.
const SIGNED: &str = "def f (is: [k]i64) (x: [n]f32) : [k]f32 =
  backpermute [k] (\\j -> is[j] % n) x";

/// Wrapped by another size than the array's: checked, out of bounds when `m > n`.
const OTHER: &str = "def f (is: [k]i64) (ms: [m]i64) (x: [n]f32) : [k]f32 =
  backpermute [k] (\\j -> (is[j] % m + m) % m) x";

fn ints(xs: &[i64]) -> Array {
    common::ints(xs)
}

fn floats(n: usize) -> Array {
    let xs: Vec<Scalar> = (0..n).map(|i| Scalar::F32(i as f32 * 0.5 - 3.0)).collect();
    Array::from_scalars(vec![n], ScalarType::F32, &xs).unwrap()
}

/// Indices around every sign and edge.
fn indices(k: usize) -> Vec<i64> {
    let edges = [
        0,
        1,
        -1,
        7,
        -7,
        1000,
        -1001,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
    ];
    (0..k)
        .map(|j| edges[j % edges.len()].wrapping_add(j as i64))
        .collect()
}

/// Runs `text` (fused by ilp) on the CPU and in the reference on `inputs`:
/// the same values or the same error; returns the CPU's result.
fn agrees(text: &str, inputs: &[Array]) -> Result<ir::Value, ir::runtime::RuntimeError> {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let (named, _) = divisors::name_extents(&c.loops);
    verify(&named).unwrap_or_else(|e| panic!("{e}\n{}", render(&named)));
    let want = reference::run(&p, def, inputs);
    let ctx = || format!("{text}\n{}", render(&named));
    let got = interp::loops::run(&named, inputs);
    common::assert_agrees(
        got.as_ref().map(|r| &r.value),
        &want,
        "named extents",
        true,
        &ctx,
    );
    let cp = experiments::native::compile(&c.loops, CpuOptions::default()).unwrap();
    let got = common::cpu_reported(&p, def, &cp, inputs);
    common::assert_agrees(got.as_ref(), &want, "cpu", true, &ctx);
    got
}

/// The optimised LLVM IR of `text`'s nests (ilp) under `options`.
fn llvm(text: &str, options: CpuOptions) -> String {
    let p = common::checked(text);
    let c = common::compile_entry(&p, "ilp");
    experiments::native::llvm_ir(&c.loops, options, true).unwrap()
}

#[test]
fn wrapped_gathers_agree_with_the_reference() {
    for n in [0, 1, 2, 5, 1000] {
        for k in [0, 1, 3, 37, 1001] {
            let got = agrees(WRAP, &[ints(&indices(k)), floats(n)]);
            // An empty `x` divides by zero, unless there is nothing to gather.
            assert_eq!(got.is_err(), n == 0 && k > 0, "n = {n}, k = {k}");
        }
    }
}

/// Whether LLVM tunes for `ir`'s CPU to keep loops that would gather
/// scalar (`prefer-no-gather`: AMD's Zen 1 to 3, whose AVX2 gathers are
/// slow; found on a Zen 3 EPYC, `target-cpu` `znver3`).
fn prefers_no_gather(ir: &str) -> bool {
    ["znver1", "znver2", "znver3"]
        .iter()
        .any(|cpu| ir.contains(&format!("\"target-cpu\"=\"{cpu}\"")))
}

#[test]
fn wrapped_gathers_vectorise_without_checks() {
    let ir = llvm(WRAP, CpuOptions::default());
    // Where the CPU's tuning gathers at all.
    assert!(
        ir.contains("@llvm.masked.gather.v") || prefers_no_gather(&ir),
        "{ir}"
    );
    assert!(
        ir.contains("!alias.scope") && ir.contains("!noalias"),
        "{ir}"
    );
    // Divided per element, the loop stays scalar.
    let per_element = CpuOptions {
        named_extents: false,
        ..Default::default()
    };
    assert!(!llvm(WRAP, per_element).contains("@llvm.masked.gather.v"));
}

/// The outer remainder of each wrap is a compare and a subtraction: one
/// division by `n` per gathered element instead of two, with the same
/// results (at every sign and edge, `wrapped_gathers_agree_with_the_reference`
/// and below with the rewrite off).
#[test]
fn the_outer_remainder_of_a_wrap_is_a_compare() {
    // One version of each loop (not also the small divisors' one).
    let unoptimised = |options| {
        let p = common::checked(WRAP);
        let c = common::compile_entry(&p, "ilp");
        let one = CpuOptions {
            small_divisors: false,
            ..options
        };
        experiments::native::llvm_ir(&c.loops, one, false).unwrap()
    };
    // Definitions of the compare (`%wge`, `%wge108`, ...).
    let count = |ir: &str| {
        ir.lines()
            .filter(|l| l.trim_start().starts_with("%wge"))
            .count()
    };
    let on = unoptimised(CpuOptions::default());
    let off_options = CpuOptions {
        reduced_wraps: false,
        ..Default::default()
    };
    let off = unoptimised(off_options);
    // Both wraps, `(x % n + n) % n` and `(n + x % n) % n`.
    assert_eq!(count(&on), 2, "{on}");
    assert_eq!(count(&off), 0, "{off}");
    let p = common::checked(WRAP);
    let c = common::compile_entry(&p, "ilp");
    let cp = experiments::native::compile(&c.loops, off_options).unwrap();
    for (n, k) in [(1, 7), (5, 1001), (1000, 37)] {
        let inputs = [ints(&indices(k)), floats(n)];
        let want = agrees(WRAP, &inputs).unwrap();
        let got = cpu::run(&cp, &inputs).unwrap().value;
        common::same_value(&got, &want).unwrap();
    }
}

#[test]
fn indices_not_proved_in_bounds_stay_checked() {
    for n in [1, 5, 1000] {
        // Non-negative indices: in bounds either way.
        let fine: Vec<i64> = (0..37).map(|j| j * 13).collect();
        assert!(agrees(SIGNED, &[ints(&fine), floats(n)]).is_ok());
        // Remainders by 1 are 0; by more, some are negative.
        let got = agrees(SIGNED, &[ints(&indices(37)), floats(n)]);
        if n > 1 {
            let e = got.expect_err("a negative remainder is out of bounds");
            assert_eq!(e.kind, ir::runtime::RuntimeErrorKind::OutOfBounds, "{e}");
        }
        // Index n wraps to n itself by any m > n.
        let mut is = indices(37);
        is.push(n as i64);
        for m in [n, n + 1, 2 * n + 3] {
            let got = agrees(OTHER, &[ints(&is), ints(&vec![0; m]), floats(n)]);
            assert_eq!(got.is_err(), m > n, "m = {m}, n = {n}");
        }
    }
}

#[test]
fn divisions_in_gathering_loops_are_one_scalar_multiply_unless_vectors_pay() {
    // The host's vector method (reciprocal or 32-bit products) in maps;
    // after a gather, a 128-bit multiply-high, or the vector method where
    // the instruction set's is the magic multiply in 256-bit vectors (AVX2
    // code) and the CPU profits (AMD's) or the option forces it.
    let wide = |text: &str, gather_divisions| {
        let options = CpuOptions {
            gather_divisions,
            ..Default::default()
        };
        llvm(text, options)
            .lines()
            .any(|l| l.contains("mul nuw i128") || l.contains("mul i128"))
    };
    for forced in [None, Some(false), Some(true)] {
        assert!(!wide(common::DIVISION_MAPS, forced));
    }
    assert!(wide(common::DIVISION_GATHERED, Some(false)));
    let vector_set = cpu::Target::HOST.wide_vectors()
        && cpu::Target::HOST.division() == backend::llvm::Division::Multiply;
    assert_eq!(wide(common::DIVISION_GATHERED, Some(true)), !vector_set);
    let amd = cpu::host_vendor() == cpu::Vendor::Amd;
    assert_eq!(cpu::Target::HOST.gather_divisions(None), vector_set && amd);
    assert_eq!(wide(common::DIVISION_GATHERED, None), !(vector_set && amd));
}

/// A nest that divides by invariants and reads nothing at computed
/// positions prefers 512-bit vectors where the code is AVX-512 and the
/// CPU is an Intel one, or where the option forces it
/// (`llvm::Tuning::wide_divisions`); a gathering one never does. (Its
/// results, both ways, in the edge cases of `tests/cpu.rs` and
/// `tests/cpu_isa.rs`.)
#[test]
fn nests_that_divide_in_order_prefer_512_bit_vectors_on_avx512() {
    let ir = |text: &str, wide_divisions| {
        let options = CpuOptions {
            wide_divisions,
            ..Default::default()
        };
        llvm(text, options)
    };
    let wide = |text: &str, forced| ir(text, forced).contains("\"prefer-vector-width\"=\"512\"");
    // And such a nest divides by the magic multiply (its loops have the
    // small-divisor version that only the multiply has).
    let multiply = |forced| ir(common::DIVISION_MAPS, forced).contains("%d_small");
    let avx512 = cpu::Target::HOST.wide_divisions(Some(true));
    let intel = cpu::host_vendor() == cpu::Vendor::Intel;
    assert_eq!(cpu::Target::HOST.wide_divisions(None), avx512 && intel);
    assert_eq!(wide(common::DIVISION_MAPS, Some(true)), avx512);
    assert_eq!(wide(common::DIVISION_MAPS, None), avx512 && intel);
    assert!(!wide(common::DIVISION_MAPS, Some(false)));
    for forced in [None, Some(false), Some(true)] {
        assert!(!wide(common::DIVISION_GATHERED, forced));
    }
    let magic = cpu::Target::HOST.division() == backend::llvm::Division::Multiply;
    assert_eq!(multiply(Some(true)), avx512 || magic);
    assert_eq!(multiply(Some(false)), magic);
}

/// Where nests divide by the magic multiply (AVX2 and SSE code), a loop
/// whose divisions are vector code gets a second version for divisors of
/// at most 2^20, which divides in `f64` lanes (`llvm::divide`, "Small
/// divisors"): the test on the prepared divisors (`d_small`) and a vector
/// `llvm.trunc`. None with AVX-512's reciprocal (but in nests at 512
/// bits), or with the option off.
/// (The edge cases of both versions: `tests/cpu.rs`, `tests/cpu_isa.rs`.)
#[test]
fn loops_dividing_by_the_magic_multiply_have_a_small_divisor_version() {
    let versioned = |options| {
        let ir = llvm(common::DIVISION_MAPS, options);
        ir.contains("%d_small") && ir.contains("@llvm.trunc.v")
    };
    // (And in nests at 512 bits, which divide by the multiply.)
    let magic = cpu::Target::HOST.division() == backend::llvm::Division::Multiply
        || cpu::Target::HOST.wide_divisions(None);
    assert_eq!(versioned(CpuOptions::default()), magic);
    let off = CpuOptions {
        small_divisors: false,
        ..Default::default()
    };
    assert!(!versioned(off));
}

/// A loop with hints for LLVM (a tile's inner loop, `llvm::tile`) keeps
/// them in both versions: a tiled transpose that divides by an invariant
/// has one marked loop more for each tile loop with a small version.
#[test]
fn both_versions_of_a_tile_loop_keep_its_hints() {
    let text = "def f (a: [m][n]i64) (d: i64) : [n][m]i64 =\n  let t = transpose a\n  in map (\\x -> x % the d) t";
    let p = common::checked(text);
    let c = common::compile_entry(&p, "ilp");
    let marked = |options| {
        let ir = experiments::native::llvm_ir(&c.loops, options, false).unwrap();
        assert!(ir.contains("tiles"), "not tiled");
        ir.matches(", !llvm.loop !").count()
    };
    let one = marked(CpuOptions {
        small_divisors: false,
        ..Default::default()
    });
    let both = marked(CpuOptions::default());
    assert!(one > 0);
    let magic = cpu::Target::HOST.division() == backend::llvm::Division::Multiply;
    assert_eq!(
        both > one,
        magic,
        "{one} loops marked with one version, {both} with two"
    );
}

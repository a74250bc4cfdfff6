//! The CPU backend's vector math (`backend::llvm::vmath`: glibc's libmvec
//! in vectorised loops) against the language's scalar operations
//! (`ir::scalar_ops`, the reference interpreter's), on two million values
//! per function and type: every result within 1 ulp, for each instruction
//! set this machine runs (each calls the library at its own width), with
//! the edge cases (zeros, subnormals, infinities, NaN, huge arguments)
//! among them. One test: the instruction set is forced for the whole
//! process.

mod common;

use backend::cpu::{self, CpuOptions};
use backend::cpu::{Isa, Target};
use backend::llvm::VectorMath;
use ir::ast::Builtin;
use ir::{Array, Buffer};
use ir::{Scalar, ScalarType};

const N: usize = 1 << 21;

/// `xs` and `ps` (pow's exponents) of one type: edge cases first, then a
/// mix of typical ranges and uniformly random bit patterns.
fn values(f64_: bool) -> (Vec<f64>, Vec<f64>) {
    let mut s: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let edges = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::MIN_POSITIVE,
        5e-324,
        -5e-324,
        1e-310,
        1.4e-45,
        1e-40,
        1e22,
        -1e22,
        1e300,
        88.7,
        -103.9,
        709.7,
        -745.1,
        std::f64::consts::PI,
        std::f64::consts::FRAC_PI_2,
        1e5,
        -1e5,
    ];
    let mut xs = Vec::with_capacity(N);
    let mut ps = Vec::with_capacity(N);
    for (k, e) in edges.iter().enumerate() {
        xs.push(*e);
        ps.push(edges[(k * 7 + 3) % edges.len()]);
    }
    while xs.len() < N {
        let r = next();
        let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
        let x = match r % 4 {
            // Every exponent, both signs.
            0 if f64_ => f64::from_bits(next()),
            0 => f32::from_bits(next() as u32) as f64,
            // Where exp neither overflows nor underflows much.
            1 => (unit - 0.5) * 200.0,
            // Positive, over many magnitudes (log, pow's base).
            2 => (unit * 80.0 - 40.0).exp(),
            // Trigonometric arguments up to 1e4.
            _ => (unit - 0.5) * 2e4,
        };
        xs.push(x);
        ps.push((unit - 0.5) * 40.0);
    }
    (xs, ps)
}

/// Ulps between two results of one type; 0 for two NaNs.
fn ulps(a: &Scalar, b: &Scalar) -> u64 {
    fn key64(x: f64) -> i128 {
        let i = x.to_bits() as i64;
        (if i < 0 { i64::MIN - i } else { i }) as i128
    }
    fn key32(x: f32) -> i128 {
        let i = x.to_bits() as i32;
        (if i < 0 { i32::MIN - i } else { i }) as i128
    }
    match (a, b) {
        (Scalar::F64(x), Scalar::F64(y)) if x.is_nan() && y.is_nan() => 0,
        (Scalar::F32(x), Scalar::F32(y)) if x.is_nan() && y.is_nan() => 0,
        (Scalar::F64(x), Scalar::F64(y)) => (key64(*x) - key64(*y)).unsigned_abs() as u64,
        (Scalar::F32(x), Scalar::F32(y)) => (key32(*x) - key32(*y)).unsigned_abs() as u64,
        _ => u64::MAX,
    }
}

fn array(ty: &str, xs: &[f64]) -> Array {
    let (elem, buf) = match ty {
        "f32" => (
            ScalarType::F32,
            Buffer::F32(xs.iter().map(|x| *x as f32).collect()),
        ),
        _ => (ScalarType::F64, Buffer::F64(xs.to_vec())),
    };
    Array::from_buffers(vec![xs.len()], elem, vec![buf]).unwrap()
}

const FUNCTIONS: [(&str, Builtin); 6] = [
    ("exp", Builtin::Exp),
    ("log", Builtin::Log),
    ("sin", Builtin::Sin),
    ("cos", Builtin::Cos),
    ("tan", Builtin::Tan),
    ("pow", Builtin::Pow),
];

/// Runs every function of [`FUNCTIONS`] on `xs` in one program of type
/// `ty` and checks each result against `ir::scalar_ops`; whether the
/// compiled code (for `target`) calls the vector library.
fn check(ty: &str, target: Target) -> bool {
    let set = target.isa();
    let options = CpuOptions {
        target,
        ..CpuOptions::default()
    };
    let text = format!(
        "def f (xs: [n]{ty}) (ps: [n]{ty}) : ([n]{ty}, [n]{ty}, [n]{ty}, [n]{ty}, [n]{ty}, [n]{ty}) =\n  \
         let a = map (\\x -> exp x) xs\n  let b = map (\\x -> log x) xs\n  \
         let c = map (\\x -> sin x) xs\n  let d = map (\\x -> cos x) xs\n  \
         let e = map (\\x -> tan x) xs\n  let g = map (\\x p -> pow x p) xs ps\n  \
         in (a, b, c, d, e, g)"
    );
    let p = common::checked(&text);
    let c = common::compile_entry(&p, "none");
    let cp = experiments::native::compile(&c.loops, options).unwrap();
    let (xs, ps) = values(ty == "f64");
    let (xa, pa) = (array(ty, &xs), array(ty, &ps));
    let got = cpu::run(&cp, &[xa.clone(), pa.clone()]).unwrap().value;
    let outs = got.arrays();
    for (k, (name, f)) in FUNCTIONS.iter().enumerate() {
        let mut worst = (0u64, 0usize);
        for i in 0..N {
            let x = xa.get(i);
            let args = if *f == Builtin::Pow {
                vec![x, pa.get(i)]
            } else {
                vec![x]
            };
            let want = ir::scalar_ops::builtin(*f, &args).unwrap();
            let d = ulps(&outs[k].get(i), &want);
            if d > worst.0 {
                worst = (d, i);
            }
        }
        let i = worst.1;
        assert!(
            worst.0 <= 1,
            "{name} on {ty} for {}: {} ulp at x = {:?} (p = {:?}): {:?}, want {:?}",
            set.name(),
            worst.0,
            xa.get(i),
            pa.get(i),
            outs[k].get(i),
            ir::scalar_ops::builtin(*f, &[xa.get(i), pa.get(i)][..f.arity()])
        );
    }
    if ty == "f64" {
        use backend::llvm::{vexp, vtrig};
        let twins: [Twin; 4] = [
            ("exp", vexp::exp, vexp::in_fast_path, f64::exp),
            ("sin", vtrig::sin, vtrig::in_fast_path, f64::sin),
            ("cos", vtrig::cos, vtrig::in_fast_path, f64::cos),
            ("tan", vtrig::tan, vtrig::in_fast_path, f64::tan),
        ];
        for (twin, k) in twins.iter().zip([0, 2, 3, 4]) {
            in_code_is_the_host_twins(&xs, outs[k], twin, set);
        }
    }
    let ir = experiments::native::llvm_ir(&c.loops, options, true).unwrap();
    // `f32` `exp` in vector lanes is the generated code's
    // (`backend::llvm::vexp::exp_f32`, no slow path): every lane equals
    // the host twin bit for bit.
    if ty == "f32" && ir.contains("@_ZGV") {
        assert!(ir.contains("@fuselab_vm_exp_f32_v"), "{}: exp", set.name());
        let fused = target.vector_math().fused();
        for (i, x) in xs.iter().enumerate() {
            let want = backend::llvm::vexp::exp_f32(*x as f32, fused);
            let Scalar::F32(g) = outs[0].get(i) else {
                panic!("an f32 result")
            };
            assert!(
                g.to_bits() == want.to_bits() || (g.is_nan() && want.is_nan()),
                "exp on f32 for {}: {g:e} at x = {x:e} (element {i}), the host twin gives {want:e}",
                set.name()
            );
        }
    }
    if ty == "f64" {
        assert!(ir.contains("call <"), "{}: nothing vectorised", set.name());
        for f in ["exp", "sin", "cos", "tan"] {
            let variant = format!("@fuselab_vm_{f}_f64_v");
            assert!(ir.contains(&variant), "{}: {f}", set.name());
        }
    }
    // `f32` variants at twice the library's width split their lanes across
    // two calls; their frames are aligned to their vectors.
    if ty == "f32" && ir.contains("@_ZGV") {
        assert!(ir.contains("alignstack("), "{}: {ir}", set.name());
    }
    ir.contains("@_ZGV")
}

/// A function the generated code computes on `f64` lanes: its name, its
/// host twin, whether the twin's fast path takes an argument, libm's.
type Twin = (
    &'static str,
    fn(f64) -> f64,
    fn(f64) -> bool,
    fn(f64) -> f64,
);

/// `f64` `exp`, `sin`, `cos` and `tan` in vector lanes are computed by the
/// generated code (`backend::llvm::vexp`, `vtrig`): every lane equals the
/// host twin's result bit for bit, whose accuracy their own tests check,
/// but in a vector with a lane outside the fast path, where every lane is
/// libm's. `N` is a multiple of the vector loops' steps, so no scalar
/// remainder runs, and vectors start at multiples of their width (at most
/// 8 lanes).
fn in_code_is_the_host_twins(xs: &[f64], got: &Array, twin: &Twin, set: Isa) {
    let (name, f, fast, libm) = *twin;
    for (i, x) in xs.iter().enumerate() {
        let Scalar::F64(g) = got.get(i) else {
            panic!("an f64 result")
        };
        let same = |want: f64| g.to_bits() == want.to_bits() || (g.is_nan() && want.is_nan());
        let block = &xs[i / 8 * 8..(i / 8 * 8 + 8).min(xs.len())];
        let slow = block.iter().any(|y| !fast(*y));
        assert!(
            same(f(*x)) || (slow && same(libm(*x))),
            "{name} on f64 for {}: {g:e} at x = {x:e} (element {i}), the host twin gives {:e}",
            set.name(),
            f(*x)
        );
    }
}

#[test]
fn vector_math_is_within_one_ulp_of_the_reference_on_every_instruction_set() {
    for set in [Isa::Host, Isa::Avx512, Isa::Avx2, Isa::Sse42] {
        if !set.supported() {
            continue;
        }
        let target = Target::new(set).unwrap();
        let library = target.vector_math() != VectorMath::Scalar;
        // Every f32 function goes through the library where it is loaded
        // (glibc's, on the machines this project runs on).
        assert!(library, "libmvec is not loaded");
        assert!(check("f32", target), "no libmvec call in the f32 code");
        // f32: exp by the generated code, the others by the library; f64:
        // log and pow by the library, exp, sin, cos and tan by the
        // generated code.
        assert!(check("f64", target), "no libmvec call in the f64 code");
    }
    // Scalar math calls no library function.
    let scalar = Target::HOST.with_scalar_math(true);
    assert_eq!(scalar.vector_math(), VectorMath::Scalar);
    assert!(!check("f32", scalar));
}

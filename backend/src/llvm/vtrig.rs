//! `sin`, `cos` and `tan` on `f64` lanes within 1 ulp, in the generated code
//! (glibc's vector versions are up to 3 ulp off, [`super::vmath`]). The
//! method of fdlibm's kernels, on vectors:
//!
//! 1. `k = round(x * 2/π)` (adding `1.5 * 2^52` rounds; the low bits of
//!    the sum are `k`), and `r = x - k π/2` as a double-double `hi + lo`,
//!    with `π/2` in three parts (fdlibm's `pio2_1`, `pio2_2`, `pio2_2t`):
//!    the first two of 33 bits, so that `k` times either is exact for
//!    `|k| < 2^20`; `x - k p1` is exact by Sterbenz's lemma, the next
//!    subtraction keeps its rounding error (Knuth's two-sum), and the third
//!    part's product is rounded: `r`'s error is below `2^-100`.
//! 2. With `z = hi^2`: `sin r = hi + (lo - lo z/2 + hi z S(z))` and `cos r
//!    = w + (((1 - w) - z/2) + (z^2 C(z) - e/2 - hi lo))`, `w = 1 - z/2`
//!    and `e = hi^2 - z` exactly (a fused multiply-add), `S` and `C` the
//!    Taylor series of `(sin r - r)/r^3` and `(cos r - 1 + r^2/2)/r^4` to
//!    `r^14` (the next terms are below `2^-62` relative for `|r| <= π/4`).
//!    The last addition's rounding is the error: about half an ulp.
//! 3. The quadrant `k mod 4` picks `±sin r` or `±cos r`. `tan` is `sin r /
//!    cos r`, or `-cos r / sin r` in odd quadrants, from both as
//!    double-doubles (each rounded value and its exact error): one
//!    quotient corrected by its remainder (a fused multiply-add).
//!
//! A vector takes libm's `sin` or `cos` lane by lane when a lane has `|x| >=
//! 2^20` or NaN (the reduction needs more bits of `π/2`), or lies within
//! `2^-10` of a nonzero multiple of `π/2` (where `r`'s relative error would
//! grow); `|x| < 2^-27` gives `x` (`sin`) and 1 (`cos`), as fdlibm does.
//! [`sin`], [`cos`] and [`tan`] are the same steps on the host, tested
//! against libm here; `tests/vector_math.rs` tests the generated code.

use super::gen::{basic, e, Gen, R};
use super::lanes::Lanes;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, VectorValue};
use inkwell::{FloatPredicate, IntPredicate};

/// Which function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trig {
    Sin,
    Cos,
    Tan,
}

/// `2/π`.
const TWO_OVER_PI: u64 = 0x3fe4_5f30_6dc9_c883;
/// `π/2` in three parts: two of 33 bits, then the rest.
const PIO2: [u64; 3] = [
    0x3ff9_21fb_5440_0000,
    0x3dd0_b461_1a60_0000,
    0x3ba3_198a_2e03_7073,
];
/// `1.5 * 2^52`: adding it rounds to an integer, held in the low bits.
const SHIFT: f64 = 6_755_399_441_055_744.0;
/// Arguments at least this large in magnitude (and NaN) take libm's.
const FAST_BOUND: f64 = 1_048_576.0;
/// A reduced argument nearer zero than this (for `k != 0`) takes libm's.
const NEAR_ZERO: f64 = 1.0 / 1024.0;
/// Below this magnitude, `sin x = x` and `cos x = 1` once rounded.
const TINY: f64 = 1.0 / 134_217_728.0;

/// `S(z)`'s coefficients, `z^0` first: `-1/3!`, `1/5!`, …, `1/17!`.
const S: [f64; 8] = [
    -1.0 / 6.0,
    1.0 / 120.0,
    -1.0 / 5040.0,
    1.0 / 362_880.0,
    -1.0 / 39_916_800.0,
    1.0 / 6_227_020_800.0,
    -1.0 / 1_307_674_368_000.0,
    1.0 / 355_687_428_096_000.0,
];
/// `C(z)`'s coefficients, `z^0` first: `1/4!`, `-1/6!`, …, `-1/18!`.
const C: [f64; 8] = [
    1.0 / 24.0,
    -1.0 / 720.0,
    1.0 / 40_320.0,
    -1.0 / 3_628_800.0,
    1.0 / 479_001_600.0,
    -1.0 / 87_178_291_200.0,
    1.0 / 20_922_789_888_000.0,
    -1.0 / 6_402_373_705_728_000.0,
];

/// `sin x` by the steps of the generated code (libm's outside the fast path).
pub fn sin(x: f64) -> f64 {
    host(x, Trig::Sin)
}

/// `cos x` by the steps of the generated code (libm's outside the fast path).
pub fn cos(x: f64) -> f64 {
    host(x, Trig::Cos)
}

/// `tan x` by the steps of the generated code (libm's outside the fast path).
pub fn tan(x: f64) -> f64 {
    host(x, Trig::Tan)
}

/// Whether the generated code computes `x` itself (a vector with any lane
/// outside takes libm's in every lane).
pub fn in_fast_path(x: f64) -> bool {
    x.abs().partial_cmp(&FAST_BOUND) == Some(std::cmp::Ordering::Less) && {
        let (k, hi, _, _) = reduce(x);
        k == 0.0 || hi.abs() >= NEAR_ZERO
    }
}

/// `x`'s reduction: `k`, `r = hi + lo`, and `k mod 4`.
fn reduce(x: f64) -> (f64, f64, f64, u64) {
    let kd = x * f64::from_bits(TWO_OVER_PI) + SHIFT;
    let q = kd.to_bits() & 3;
    let k = kd - SHIFT;
    let r1 = x - k * f64::from_bits(PIO2[0]);
    let b = -(k * f64::from_bits(PIO2[1]));
    let s = r1 + b;
    let bb = s - r1;
    let err = (r1 - (s - bb)) + (b - bb);
    let lo = err - k * f64::from_bits(PIO2[2]);
    let hi = s + lo;
    (k, hi, lo - (hi - s), q)
}

fn host(x: f64, which: Trig) -> f64 {
    if !in_fast_path(x) {
        return match which {
            Trig::Sin => x.sin(),
            Trig::Cos => x.cos(),
            Trig::Tan => x.tan(),
        };
    }
    let (_, hi, lo, q) = reduce(x);
    let z = hi * hi;
    let hz = 0.5 * z;
    let sp = S.iter().rev().fold(0.0, |acc, c| acc * z + c);
    // sin r = hi + st, cos r = w + ct, each tail small beside its head.
    let st = (lo - lo * hz) + hi * (z * sp);
    let sin_r = hi + st;
    let e = hi.mul_add(hi, -z);
    let cp = C.iter().rev().fold(0.0, |acc, c| acc * z + c);
    let w = 1.0 - hz;
    let ct = ((1.0 - w) - hz) + ((z * z * cp - 0.5 * e) - hi * lo);
    let cos_r = w + ct;
    let tiny = x.abs() < TINY;
    match (which, q) {
        (Trig::Sin | Trig::Tan, _) if tiny => x,
        (Trig::Cos, _) if tiny => 1.0,
        (Trig::Tan, _) => {
            // tan = sin r / cos r, or -cos r / sin r in odd quadrants: one
            // quotient of the unrounded pairs, corrected by its remainder.
            let odd = q & 1 == 1;
            // Each pair made a double-double (the tails are up to a tenth
            // of their heads): the rounded value and its exact error.
            let (sl, cl) = (st - (sin_r - hi), ct - (cos_r - w));
            let ((nh, nt), (dh, dt)) = if odd {
                ((cos_r, cl), (sin_r, sl))
            } else {
                ((sin_r, sl), (cos_r, cl))
            };
            let t0 = nh / dh;
            let rem = (-t0).mul_add(dh, nh);
            let t = t0 + ((rem + nt) - t0 * dt) / dh;
            if odd {
                -t
            } else {
                t
            }
        }
        (Trig::Sin, 0) | (Trig::Cos, 3) => sin_r,
        (Trig::Sin, 1) | (Trig::Cos, 0) => cos_r,
        (Trig::Sin, 2) | (Trig::Cos, 1) => -sin_r,
        _ => -cos_r,
    }
}

impl<'ctx> Gen<'ctx, '_> {
    /// The function `name` computing `which` on `lanes` `f64` lanes (the
    /// steps of [`sin`], [`cos`] and [`tan`]), added to the module once.
    pub(super) fn trig_function(
        &self,
        name: &str,
        lanes: u32,
        which: Trig,
    ) -> R<FunctionValue<'ctx>> {
        let f64t = self.ctx.f64_type();
        let libm = match which {
            Trig::Sin => self.intrinsic("llvm.sin", f64t.into())?,
            Trig::Cos => self.intrinsic("llvm.cos", f64t.into())?,
            Trig::Tan => self.module.get_function("tan").unwrap_or_else(|| {
                let ft = f64t.fn_type(&[f64t.into()], false);
                self.module.add_function("tan", ft, Some(Linkage::External))
            }),
        };
        self.lane_function(name, lanes, FAST_BOUND, libm, |b, l| {
            self.trig_lanes(b, l, which)
        })
    }

    /// The fast path of [`Gen::trig_function`]: the reduction (to libm's
    /// lane by lane near a multiple of `π/2`), the polynomials, the quadrant.
    fn trig_lanes(&self, b: &Builder<'ctx>, l: &Lanes<'ctx>, which: Trig) -> R<VectorValue<'ctx>> {
        let (x, lanes) = (l.x, l.lanes);
        let floats = |c: f64| self.splat(c, lanes);
        let bits = |c: u64| floats(f64::from_bits(c));
        let (fmul, fadd, fsub) = (
            |b: &Builder<'ctx>, p, q| e(b.build_float_mul(p, q, "m")),
            |b: &Builder<'ctx>, p, q| e(b.build_float_add(p, q, "a")),
            |b: &Builder<'ctx>, p, q| e(b.build_float_sub(p, q, "s")),
        );
        // The reduction.
        let kd = fadd(b, fmul(b, x, bits(TWO_OVER_PI))?, floats(SHIFT))?;
        let it = self.ctx.i64_type().vec_type(lanes);
        let ki = e(b.build_bit_cast(kd, it, "ki"))?.into_vector_value();
        let q = e(b.build_and(ki, self.splat_i64(3, lanes), "q"))?;
        let k = fsub(b, kd, floats(SHIFT))?;
        let r1 = fsub(b, x, fmul(b, k, bits(PIO2[0]))?)?;
        let kb = fmul(b, k, bits(PIO2[1]))?;
        let nb = e(b.build_float_neg(kb, "b"))?;
        let s = fadd(b, r1, nb)?;
        let bb = fsub(b, s, r1)?;
        let err = fadd(b, fsub(b, r1, fsub(b, s, bb)?)?, fsub(b, nb, bb)?)?;
        let lo = fsub(b, err, fmul(b, k, bits(PIO2[2]))?)?;
        let hi = fadd(b, s, lo)?;
        let lo = fsub(b, lo, fsub(b, hi, s)?)?;
        let nonzero = e(b.build_float_compare(FloatPredicate::ONE, k, floats(0.0), "k0"))?;
        let ahi = self.lanes_abs(b, hi)?;
        let near = e(b.build_float_compare(FloatPredicate::OLT, ahi, floats(NEAR_ZERO), "near"))?;
        let near = e(b.build_and(nonzero, near, "near"))?;
        let near = self.any_lane(b, near)?;
        let kernel = self.ctx.append_basic_block(l.f, "kernel");
        e(b.build_conditional_branch(near, l.slow, kernel))?;

        // The polynomials and the quadrant.
        b.position_at_end(kernel);
        let z = fmul(b, hi, hi)?;
        let hz = fmul(b, floats(0.5), z)?;
        let horner = |b: &Builder<'ctx>, cs: &[f64]| -> R<VectorValue<'ctx>> {
            cs.iter()
                .rev()
                .try_fold(floats(0.0), |acc, c| fadd(b, fmul(b, acc, z)?, floats(*c)))
        };
        let sp = horner(b, &S)?;
        let lo_hz = fsub(b, lo, fmul(b, lo, hz)?)?;
        let st = fadd(b, lo_hz, fmul(b, hi, fmul(b, z, sp)?)?)?;
        let sin_r = fadd(b, hi, st)?;
        let fma = self.intrinsic("llvm.fma", x.get_type().into())?;
        let nz = e(b.build_float_neg(z, "nz"))?;
        let ez = e(b.build_call(fma, &[hi.into(), hi.into(), nz.into()], "e"))?;
        let ez = basic(ez, "fma is void")?.into_vector_value();
        let cp = horner(b, &C)?;
        let w = fsub(b, floats(1.0), hz)?;
        let head = fsub(b, fsub(b, floats(1.0), w)?, hz)?;
        let tail = fsub(b, fmul(b, fmul(b, z, z)?, cp)?, fmul(b, floats(0.5), ez)?)?;
        let tail = fsub(b, tail, fmul(b, hi, lo)?)?;
        let ct = fadd(b, head, tail)?;
        let cos_r = fadd(b, w, ct)?;
        let sl = fsub(b, st, fsub(b, sin_r, hi)?)?;
        let cl = fsub(b, ct, fsub(b, cos_r, w)?)?;
        // tan: sin r / cos r, and -cos r / sin r, from the double-doubles.
        let quotient = |(nh, nt): (VectorValue<'ctx>, VectorValue<'ctx>),
                        (dh, dt): (VectorValue<'ctx>, VectorValue<'ctx>)|
         -> R<VectorValue<'ctx>> {
            let t0 = e(b.build_float_div(nh, dh, "t0"))?;
            let nt0 = e(b.build_float_neg(t0, "nt0"))?;
            let rem = e(b.build_call(fma, &[nt0.into(), dh.into(), nh.into()], "rem"))?;
            let rem = basic(rem, "fma is void")?.into_vector_value();
            let rem = fsub(b, fadd(b, rem, nt)?, fmul(b, t0, dt)?)?;
            fadd(b, t0, e(b.build_float_div(rem, dh, "c"))?)
        };
        let (tan_even, tan_odd) = match which {
            Trig::Tan => (
                quotient((sin_r, sl), (cos_r, cl))?,
                e(b.build_float_neg(quotient((cos_r, cl), (sin_r, sl))?, "t"))?,
            ),
            _ => (sin_r, cos_r),
        };
        // Quadrants 0..3: sin gives s, c, -s, -c; cos gives c, -s, -c, s.
        let (ns, nc) = (
            e(b.build_float_neg(sin_r, "ns"))?,
            e(b.build_float_neg(cos_r, "nc"))?,
        );
        let order = match which {
            Trig::Sin => [sin_r, cos_r, ns, nc],
            Trig::Cos => [cos_r, ns, nc, sin_r],
            Trig::Tan => [tan_even, tan_odd, tan_even, tan_odd],
        };
        let mut y = order[3];
        for (quadrant, v) in order.iter().enumerate().take(3) {
            let at = self.splat_i64(quadrant as u64, lanes);
            let here = e(b.build_int_compare(IntPredicate::EQ, q, at, "here"))?;
            y = e(b.build_select(here, *v, y, "y"))?.into_vector_value();
        }
        let tiny = e(b.build_float_compare(FloatPredicate::OLT, l.ax, floats(TINY), "tiny"))?;
        let small = match which {
            Trig::Sin | Trig::Tan => x,
            Trig::Cos => floats(1.0),
        };
        Ok(e(b.build_select(tiny, small, y, "y"))?.into_vector_value())
    }
}

#[cfg(test)]
mod tests {
    use super::super::vexp::tests::ulps;
    use super::*;

    #[test]
    fn within_one_ulp_of_libm() {
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let pio2 = std::f64::consts::FRAC_PI_2;
        let mut xs = vec![
            0.0,
            -0.0,
            1e-300,
            -1e-300,
            5e-324,
            1e-9,
            0.5,
            1.0,
            pio2,
            -pio2,
            3.0 * pio2,
            1e5,
            -1e5,
            1048575.9,
            1048576.0,
            1e22,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        for _ in 0..2_000_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let unit = (s >> 11) as f64 / (1u64 << 53) as f64;
            let x = match s % 3 {
                0 => (unit - 0.5) * 20.0,
                1 => (unit - 0.5) * 2e4,
                _ => (unit - 0.5) * 2.2e6,
            };
            xs.push(x);
        }
        // Near multiples of π/2, where the reduction cancels.
        for k in 1..2000 {
            let m = k as f64 * pio2;
            xs.extend([m, m.next_up(), m.next_down(), m + 1e-3, m - 2e-3]);
        }
        // How many in 100 may differ from libm (measured 1.5, 1.5, 2.5).
        for (name, f, libm, percent) in [
            ("sin", sin as fn(f64) -> f64, f64::sin as fn(f64) -> f64, 2),
            ("cos", cos, f64::cos, 2),
            ("tan", tan, f64::tan, 4),
        ] {
            let (mut worst, mut off) = ((0, 0.0), 0);
            for &x in &xs {
                let d = ulps(f(x), libm(x));
                off += usize::from(d > 0);
                if d > worst.0 {
                    worst = (d, x);
                }
            }
            assert!(worst.0 <= 1, "{name}: {} ulp at {:e}", worst.0, worst.1);
            // Within some 0.5x ulp, as libm: the two differ on 1.5% of
            // these for sin and cos, 2.5% for tan (a lost half ulp, as with
            // `lo` left out of `sin`, makes it 12%; the fused multiply-add's
            // error left out of `cos`, 3%).
            assert!(
                off * 100 < percent * xs.len(),
                "{name}: {off} of {} differ",
                xs.len()
            );
        }
    }

    #[test]
    fn signs_and_edges() {
        assert_eq!(sin(0.0).to_bits(), 0.0f64.to_bits());
        assert_eq!(sin(-0.0).to_bits(), (-0.0f64).to_bits());
        assert_eq!(cos(-0.0), 1.0);
        assert_eq!(tan(-0.0).to_bits(), (-0.0f64).to_bits());
        assert!(sin(f64::NAN).is_nan() && cos(f64::INFINITY).is_nan());
    }
}

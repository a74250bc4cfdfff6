//! Division by a loop-invariant integer without a divide instruction: each
//! divisor is prepared once per nest execution (as [`Reciprocal::new`] does,
//! inline where the divisor is defined), and each
//! division is two floating-point estimates of the quotient, each corrected
//! with an integer multiply, then a final ±1 fix-up. Every step has a vector
//! instruction (AVX-512DQ converts between `i64` and `f64`), so LLVM
//! vectorises the loop; a 64-bit hardware division costs some 40 cycles on
//! this machine kind and does not vectorise, so `map (\x -> x / the s) xs`
//! is otherwise compute-bound. (A magic multiplier, Hacker's Delight §10,
//! needs a 64-bit multiply-high, which AVX-512 builds from four 32-bit
//! multiplies; it measured about twice as slow as this on normalise2.)
//!
//! The quotient of the magnitudes `a = |x|`, `b = |d|` (as `u64`), with
//! `inv = 1 / b` rounded to `f64`:
//!
//! 1. `q0 = trunc(a * inv)`: every operand carries a relative error of at
//!    most 2^-53, so `|q0 - a/b| <= 2^62 * 4 * 2^-53 + 1 < 1600`, and
//!    `r0 = a - q0 * b` is exact in `i64` for `b <= 2^62`.
//! 2. `q1 = q0 + trunc(r0 * inv)`: `|r0 / b| < 1600`, so the estimate is off
//!    by less than 10^-12. For `b <= 2^32` a non-integer `r0 / b` is at least
//!    `1 / b >= 2^-32` from an integer, and for `b > 2^32` step 1 was already
//!    within one (`a / b < 2^31`) so `r0 / b` lies in (-1, 2); either way
//!    truncating instead of flooring costs at most one: `q1` is the quotient
//!    `q` or `q ± 1`.
//! 3. `r1 = a - q1 * b` (exact in `i64` for `b <= 2^62`): one less when
//!    `r1 < 0`, one more when `r1 >= b`.
//!
//! For `b > 2^62` the quotient is 0 or 1: `a >= b`. The sign is that of
//! `x ^ d`, applied as `(q ^ s) - s`. `b = 1` needs no special case (step 2
//! recovers the bits that `a * inv` rounded away), and `i64::MIN / -1` wraps
//! to `i64::MIN` like `wrapping_div`.
//!
//! [`Reciprocal`] and [`divide`] are the algorithm on the host (tested
//! here); the code generator emits the same steps for the divisors a nest
//! defines before its outermost loop ([`invariant_divisors`]).

use super::gen::{e, Gen, RecipSlots, R};
use inkwell::values::{BasicValueEnum, IntValue};
use inkwell::IntPredicate;
use ir::ast::BinOp;
use ir::graph::NodeId;
use ir::loops::{Expr, LoopProgram, Nest, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::Prim;
use std::collections::HashSet;

/// A non-zero divisor prepared for [`divide`]; generated code computes the
/// same fields inline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reciprocal {
    /// `|d|` as `u64`.
    magnitude: u64,
    /// `1 / |d|`, rounded to `f64`.
    inverse: f64,
    /// `d >> 63`: 0 or -1.
    sign: i64,
    /// `|d| > 2^62`: the quotient's magnitude is 0 or 1.
    huge: bool,
}

/// The largest magnitude for which steps 1–3 apply.
pub const HUGE: u64 = 1 << 62;

impl Reciprocal {
    /// Prepares `d`; `None` for 0.
    pub fn new(d: i64) -> Option<Reciprocal> {
        let magnitude = d.unsigned_abs();
        (magnitude != 0).then(|| Reciprocal {
            magnitude,
            inverse: 1.0 / magnitude as f64,
            sign: d >> 63,
            huge: magnitude > HUGE,
        })
    }
}

/// `x / d` (truncating, wrapping like `i64::wrapping_div`) for the `d` that
/// `r` was prepared from: the same steps as generated code, branch-free so
/// that a loop around it vectorises.
#[inline]
pub fn divide(x: i64, r: Reciprocal) -> i64 {
    let xs = x >> 63;
    let a = (x ^ xs).wrapping_sub(xs) as u64;
    let b = r.magnitude;
    // SAFETY (both conversions): `b >= 1` (`Reciprocal::new`), so
    // `a * inverse <= 2^63 * (1 + 2^-51) < 2^64`; `r0` is within 1600 * b
    // of 0 for `b <= 2^62` and `r0 * inverse` within 1601 of 0, and for
    // `b > 2^62` any `i64` times `inverse < 2^-62` is within 2 of 0. Both
    // values are finite and in range, which `to_int_unchecked` needs (a
    // saturating `as` would not vectorise).
    let q0: u64 = unsafe { (a as f64 * r.inverse).to_int_unchecked() };
    let r0 = a.wrapping_sub(q0.wrapping_mul(b)) as i64;
    let t: i64 = unsafe { (r0 as f64 * r.inverse).to_int_unchecked() };
    let q1 = q0.wrapping_add(t as u64);
    let r1 = a.wrapping_sub(q1.wrapping_mul(b)) as i64;
    let q2 = q1
        .wrapping_sub((r1 < 0) as u64)
        .wrapping_add((r1 >= b as i64) as u64);
    let q = if r.huge { (a >= b) as u64 } else { q2 };
    let s = xs ^ r.sign;
    ((q as i64) ^ s).wrapping_sub(s)
}

/// Integer variables defined before the outermost loop (at depth 0) that
/// some expression divides by.
pub(super) fn invariant_divisors(p: &LoopProgram, nest: &Nest) -> HashSet<VarId> {
    let mut early = HashSet::new();
    for s in &nest.body.pre {
        for v in s.defines() {
            if matches!(p.vars[v].ty.as_prim(), Some(Prim::I64 | Prim::I32)) {
                early.insert(v);
            }
        }
    }
    let mut out = HashSet::new();
    nest.body.stmts(&mut |ss| {
        for s in ss {
            s.exprs(&mut |x| {
                x.walk(&mut |y| {
                    if let Expr::Binary(BinOp::Div | BinOp::Rem, _, d) = y {
                        if let Expr::Var(v) = &**d {
                            if early.contains(v) {
                                out.insert(*v);
                            }
                        }
                    }
                })
            })
        }
    });
    out
}

impl<'ctx> Gen<'ctx, '_> {
    /// After an invariant divisor is defined: its reciprocal, once
    /// ([`super::divide::Reciprocal::new`]).
    pub(super) fn prepare_divisor(&mut self, v: VarId, value: BasicValueEnum<'ctx>) -> R<()> {
        if !self.divisors.contains(&v) || self.recips.contains_key(&v) {
            return Ok(());
        }
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let slots = self.in_entry(|g| {
            Ok(RecipSlots {
                magnitude: e(g.b.build_alloca(i64t, "d_mag"))?,
                inverse: e(g.b.build_alloca(f64t, "d_inv"))?,
                sign: e(g.b.build_alloca(i64t, "d_sign"))?,
                huge: e(g.b.build_alloca(g.ctx.bool_type(), "d_huge"))?,
            })
        })?;
        let d = self.widen(value.into_int_value())?;
        let b = &self.b;
        let sign = e(b.build_right_shift(d, self.i64(63), true, "d_sign"))?;
        let flipped = e(b.build_xor(d, sign, "d_flip"))?;
        let magnitude = e(b.build_int_sub(flipped, sign, "d_mag"))?;
        let as_f = e(b.build_unsigned_int_to_float(magnitude, f64t, "d_f"))?;
        let inverse = e(b.build_float_div(f64t.const_float(1.0), as_f, "d_inv"))?;
        let huge = e(b.build_int_compare(
            IntPredicate::UGT,
            magnitude,
            self.i64(super::divide::HUGE as i64),
            "d_huge",
        ))?;
        e(b.build_store(slots.magnitude, magnitude))?;
        e(b.build_store(slots.inverse, inverse))?;
        e(b.build_store(slots.sign, sign))?;
        e(b.build_store(slots.huge, huge))?;
        self.recips.insert(v, slots);
        Ok(())
    }

    /// `a / d` or `a % d` with `d`'s reciprocal: the steps of
    /// [`super::divide::divide`] (the zero check stays).
    pub(super) fn recip_divide(
        &mut self,
        op: BinOp,
        a: IntValue<'ctx>,
        d: IntValue<'ctx>,
        v: VarId,
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let ty = a.get_type();
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        if self.checks {
            let nz = e(self
                .b
                .build_int_compare(IntPredicate::NE, d, ty.const_zero(), "nz"))?;
            let (d1, d2) = (self.widen(a)?, self.widen(d)?);
            self.guard(nz, RuntimeErrorKind::by_zero(op == BinOp::Rem), at, d1, d2)?;
        }
        let slots = self.recips[&v];
        let (x, d) = (self.widen(a)?, self.widen(d)?);
        let k63 = self.i64(63);
        let b = &self.b;
        let bm = e(b.build_load(i64t, slots.magnitude, "b"))?.into_int_value();
        let inv = e(b.build_load(f64t, slots.inverse, "inv"))?.into_float_value();
        let dsign = e(b.build_load(i64t, slots.sign, "dsign"))?.into_int_value();
        let huge = e(b.build_load(self.ctx.bool_type(), slots.huge, "huge"))?.into_int_value();
        let xs = e(b.build_right_shift(x, k63, true, "xs"))?;
        let ax = e(b.build_int_sub(e(b.build_xor(x, xs, "xf"))?, xs, "ax"))?;
        // Steps 1 and 2: two estimates, each corrected by its remainder.
        let est = |n: IntValue<'ctx>, signed: bool| -> R<IntValue<'ctx>> {
            let f = if signed {
                e(b.build_signed_int_to_float(n, f64t, "nf"))?
            } else {
                e(b.build_unsigned_int_to_float(n, f64t, "nf"))?
            };
            let p = e(b.build_float_mul(f, inv, "p"))?;
            if signed {
                e(b.build_float_to_signed_int(p, i64t, "t"))
            } else {
                e(b.build_float_to_unsigned_int(p, i64t, "t"))
            }
        };
        let rem = |q: IntValue<'ctx>| -> R<IntValue<'ctx>> {
            e(b.build_int_sub(ax, e(b.build_int_mul(q, bm, "qb"))?, "r"))
        };
        let q0 = est(ax, false)?;
        let r0 = rem(q0)?;
        let q1 = e(b.build_int_add(q0, est(r0, true)?, "q1"))?;
        // Step 3: the final one up or down.
        let r1 = rem(q1)?;
        let low = e(b.build_int_compare(IntPredicate::SLT, r1, self.i64(0), "low"))?;
        let high = e(b.build_int_compare(IntPredicate::SGE, r1, bm, "high"))?;
        let low = e(b.build_int_z_extend(low, i64t, "low"))?;
        let high = e(b.build_int_z_extend(high, i64t, "high"))?;
        let q = e(b.build_int_add(e(b.build_int_sub(q1, low, "q"))?, high, "q"))?;
        // |d| > 2^62: 0 or 1.
        let one = e(b.build_int_compare(IntPredicate::UGE, ax, bm, "ge"))?;
        let one = e(b.build_int_z_extend(one, i64t, "ge"))?;
        let q = e(b.build_select(huge, one, q, "q"))?.into_int_value();
        // The sign of x ^ d.
        let s = e(b.build_xor(xs, dsign, "s"))?;
        let q = e(b.build_int_sub(e(b.build_xor(q, s, "qs"))?, s, "q"))?;
        let r = match op {
            BinOp::Div => q,
            _ => {
                let qd = e(b.build_int_mul(q, d, "qd"))?;
                e(b.build_int_sub(x, qd, "r"))?
            }
        };
        if ty.get_bit_width() == 64 {
            Ok(r)
        } else {
            e(self.b.build_int_truncate(r, ty, "r"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Divisors at every boundary of the analysis, both signs.
    fn edge_divisors() -> Vec<i64> {
        let mut ds = vec![1, 2, 3, 7, 10, 641, 6700417, i64::MAX, i64::MIN];
        for k in [31, 32, 33, 52, 53, 54, 61, 62] {
            let p = 1i64 << k;
            ds.extend([p - 1, p, p + 1]);
        }
        ds.extend([(1 << 62) + (1 << 61), i64::MAX - 1]);
        let neg: Vec<i64> = ds.iter().map(|d| d.wrapping_neg()).collect();
        ds.extend(neg);
        ds
    }

    fn check(x: i64, d: i64) {
        assert_eq!(
            divide(x, Reciprocal::new(d).unwrap()),
            x.wrapping_div(d),
            "{x} / {d}"
        );
    }

    #[test]
    fn exact_at_the_edges() {
        let xs = [
            0,
            1,
            -1,
            7,
            -7,
            100,
            i64::MAX,
            i64::MIN,
            i64::MIN + 1,
            i64::MAX - 1,
            123456789,
            1 << 53,
            (1 << 53) + 1,
            -(1 << 53) - 1,
        ];
        for d in edge_divisors() {
            for x in xs {
                check(x, d);
            }
            // Around multiples of d, where the estimates round either way.
            for q in [1i64, 2, 3, 1000, 1 << 20, 1 << 40, 1 << 61, i64::MAX / 3] {
                let m = q.wrapping_mul(d);
                if m.checked_div(d) != Some(q) {
                    continue;
                }
                for delta in -2..=2 {
                    check(m.wrapping_add(delta), d);
                    check(m.wrapping_add(delta).wrapping_neg(), d);
                }
            }
        }
    }

    #[test]
    fn exact_on_many_values() {
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s as i64
        };
        for _ in 0..20_000 {
            let d = next() >> (next() as u64 % 64);
            if d == 0 {
                continue;
            }
            let r = Reciprocal::new(d).unwrap();
            for _ in 0..50 {
                let x = next() >> (next() as u64 % 64);
                assert_eq!(divide(x, r), x.wrapping_div(d), "{x} / {d}");
                // A multiple of d nearby.
                let m = (x / d).wrapping_mul(d).wrapping_add(next() % 3);
                assert_eq!(divide(m, r), m.wrapping_div(d), "{m} / {d}");
            }
        }
    }
}

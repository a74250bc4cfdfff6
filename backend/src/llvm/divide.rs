//! Division by a loop-invariant integer without a divide instruction: each
//! divisor is prepared once per nest execution (inline where the divisor is
//! defined), and each division is then a few multiplies, shifts and
//! compares that have vector instructions, so LLVM vectorises the loop; a
//! 64-bit hardware division costs some 40 cycles on this machine kind and
//! does not vectorise, so `map (\x -> x / the s) xs` is otherwise
//! compute-bound. Which way is fastest depends on the vector features
//! ([`Division`], chosen per instruction set by `cpu::isa`):
//!
//! - [`Division::Reciprocal`] needs `i64` <-> `f64` vector conversions,
//!   which only AVX-512DQ has: two floating-point estimates of the quotient,
//!   each corrected with an integer multiply, then a final ±1 fix-up. (On
//!   AVX2 the conversions scalarise: about 230 instructions per 4 elements.)
//! - [`Division::Multiply`] needs only 32-bit multiplies (`vpmuludq`, SSE2
//!   up): Granlund and Montgomery's multiply-high by a magic number
//!   ("Division by invariant integers using multiplication", PLDI 1994,
//!   Fig. 4.1), the 64-bit multiply-high built from four 32 x 32 -> 64
//!   products.
//! - [`Division::WideMultiply`] is the same with the multiply-high as one
//!   scalar `mul` (LLVM's `i128`); it does not vectorise. Kept to measure.
//! - [`Division::Hardware`]: `idiv`, for measuring.
//!
//! Both prepared forms divide the magnitudes `a = |x|`, `b = |d|` (as `u64`,
//! so `a, b <= 2^63`), then give the quotient the sign of `x ^ d` as
//! `(q ^ s) - s`; `i64::MIN / -1` wraps to `i64::MIN` like `wrapping_div`.
//!
//! **Reciprocal**, with `inv = 1 / b` rounded to `f64`:
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
//! For `b > 2^62` the quotient is 0 or 1: `a >= b`. `b = 1` needs no special
//! case (step 2 recovers the bits that `a * inv` rounded away).
//!
//! **Multiply**, with `l = ceil(log2 b)` (0 for `b = 1`), the magic
//! `m = floor(2^64 (2^l - b) / b) + 1` (below 2^64 as `2^l - b < b`),
//! `pre = min(l, 1)` and `post = max(l - 1, 0)`: `t = mulhi(m, a)`,
//! `q = (t + ((a - t) >> pre)) >> post`, exact for every `a < 2^64`
//! (Granlund and Montgomery, Theorem 4.2). `b = 1` gives `m = 1`, `t = 0`,
//! `q = a`. The magic is one 128-by-64-bit division per divisor, done
//! bit by bit ([`magic`]) where the divisor is defined.
//!
//! **Small divisors** ([`Division::Multiply`]'s second version of a loop,
//! `Tuning::small_divisors`): AVX2 has neither a 64-bit vector
//! multiply-high nor `i64` <-> `f64` conversions, so the magic multiply is
//! some 40 vector instructions per 4 lanes. Where `b <= 2^20` (a test on
//! the prepared divisors before the loop picks the version), `f64` lanes
//! divide exactly: `a = ah 2^32 + al` with `ah <= 2^31` and `al < 2^32`,
//! each converted exactly by or-ing it into the mantissa of 2^52 and
//! subtracting 2^52, and [`reduce`] takes `s < 2^52` to its quotient and
//! remainder by `b`: `q = trunc(s * inv)` with `inv = 1 / b` rounded, then
//! `r = s - q b`, one up or down. For `b >= 2` the quotient `s / b` is
//! below 2^51 and the two roundings of `s * inv` (relative errors of at
//! most 2^-53 each) move it by at most 2^51 (2^-52 + 2^-106) < 0.5 + 2^-53,
//! so `q` is the floor or one off, and `r` lies in `[-b, 2b)`; `q b < 2^53`
//! and `s - q b` are exact. For `b = 1` the inverse is exact. A remainder
//! reduces `s = ah (2^32 mod b) + al < 2^31 2^20 + 2^32`; a quotient
//! reduces `ah` to `(qh, rh)`, then `s = rh 2^32 + al < b 2^32 <= 2^52` to
//! `(ql, r)`, and `q = qh 2^32 + ql` (`ql < 2^32`). Converted back by
//! adding 2^52 and subtracting its bits, about 25 vector instructions.
//!
//! [`Reciprocal`] with [`divide`], and [`Magic`] with [`divide_magic`], and
//! [`divide_small`] are the algorithms on the host (tested here); the code
//! generator emits the same steps for the divisors a nest defines before
//! its outermost loop ([`invariant_divisors`]).

use super::gen::{basic, e, DivisorSlots, Gen, R};
pub use super::tuning::Division;
use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};
use ir::ast::BinOp;
use ir::graph::NodeId;
use ir::loops::{Expr, Level, LoopProgram, Nest, Stmt, VarId};
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

/// A divisor prepared for [`divide_magic`]; generated code computes the
/// same fields inline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Magic {
    /// `floor(2^64 (2^l - |d|) / |d|) + 1`, `l = ceil(log2 |d|)`.
    magic: u64,
    /// `min(l, 1)`.
    pre: u32,
    /// `max(l - 1, 0)`.
    post: u32,
    /// `d >> 63`: 0 or -1.
    sign: i64,
}

impl Magic {
    /// Prepares `d`; `None` for 0.
    pub fn new(d: i64) -> Option<Magic> {
        let b = d.unsigned_abs();
        if b == 0 {
            return None;
        }
        let l = 64 - (b - 1).leading_zeros();
        let pre = l.min(1);
        Some(Magic {
            magic: magic((1u64 << l) - b, b).wrapping_add(1),
            pre,
            post: l - pre,
            sign: d >> 63,
        })
    }
}

/// `floor(n * 2^64 / b)` for `n < b <= 2^63`, one bit at a time (a
/// restoring division, as the generated code does it: no 128-bit divide).
pub fn magic(n: u64, b: u64) -> u64 {
    let (mut r, mut q) = (n, 0u64);
    for _ in 0..64 {
        // `r < b <= 2^63`, so `2r + 1` fits.
        r <<= 1;
        q <<= 1;
        if r >= b {
            r -= b;
            q |= 1;
        }
    }
    q
}

/// The high 64 bits of `a * b` from four 32 x 32 -> 64-bit products, as
/// generated code computes them.
#[inline]
pub fn mulhi(a: u64, b: u64) -> u64 {
    const LOW: u64 = 0xffff_ffff;
    let (al, ah, bl, bh) = (a & LOW, a >> 32, b & LOW, b >> 32);
    let (ll, hl, lh, hh) = (al * bl, ah * bl, al * bh, ah * bh);
    let mid = (ll >> 32) + (hl & LOW) + (lh & LOW);
    hh + (hl >> 32) + (lh >> 32) + (mid >> 32)
}

/// `x / d` (truncating, wrapping like `i64::wrapping_div`) for the `d` that
/// `m` was prepared from: the steps of generated code, branch-free.
#[inline]
pub fn divide_magic(x: i64, m: Magic) -> i64 {
    let xs = x >> 63;
    let a = (x ^ xs).wrapping_sub(xs) as u64;
    let t = mulhi(m.magic, a);
    let q = (t + ((a - t) >> m.pre)) >> m.post;
    let s = xs ^ m.sign;
    ((q as i64) ^ s).wrapping_sub(s)
}

/// The largest divisor magnitude of the small-divisor version.
pub const SMALL: u64 = 1 << 20;

/// 2^52: an integer below it is exact in `f64`, its bits those of 2^52
/// plus the integer.
const TWO52: f64 = 4_503_599_627_370_496.0;
const TWO52_BITS: u64 = 0x4330_0000_0000_0000;

/// `v < 2^52` as an `f64`, without a conversion instruction.
fn exact(v: u64) -> f64 {
    f64::from_bits(v | TWO52_BITS) - TWO52
}

/// An integral `0 <= v < 2^52` as an integer.
fn integer(v: f64) -> u64 {
    (v + TWO52).to_bits().wrapping_sub(TWO52_BITS)
}

/// The quotient and remainder of `s < 2^52` by `b <= 2^20`, both integral
/// `f64` (`inv = 1 / b` rounded).
pub fn reduce(s: f64, b: f64, inv: f64) -> (f64, f64) {
    let q = (s * inv).trunc();
    let r = s - q * b;
    let (q, r) = if r < 0.0 { (q - 1.0, r + b) } else { (q, r) };
    if r >= b {
        (q + 1.0, r - b)
    } else {
        (q, r)
    }
}

/// `x / d` and `x % d` (wrapping like `i64::wrapping_div` and
/// `wrapping_rem`) by the steps of the small-divisor version; `None` unless
/// `1 <= |d| <= 2^20`.
pub fn divide_small(x: i64, d: i64) -> Option<(i64, i64)> {
    let b = d.unsigned_abs();
    if b == 0 || b > SMALL {
        return None;
    }
    let (bf, xs) = (b as f64, x >> 63);
    let inv = 1.0 / bf;
    let a = (x ^ xs).wrapping_sub(xs) as u64;
    let (ah, al) = (exact(a >> 32), exact(a & 0xffff_ffff));
    let (qh, rh) = reduce(ah, bf, inv);
    let (ql, _) = reduce(rh * 4_294_967_296.0 + al, bf, inv);
    let q = (integer(qh) << 32).wrapping_add(integer(ql)) as i64;
    let (_, r) = reduce(ah * exact((1u64 << 32) % b) + al, bf, inv);
    let s = xs ^ (d >> 63);
    let r = integer(r) as i64;
    Some(((q ^ s).wrapping_sub(s), (r ^ xs).wrapping_sub(xs)))
}

/// Whether the function of `nest` that runs as `mode` reads in order:
/// no load at a computed position (every one streamed), no expression
/// that indexes an array, no combine or append. Such a nest's loops that
/// divide by invariants are worth 512-bit vectors
/// ([`super::Tuning::wide_divisions`]); a gathering loop is not. An owned
/// scatter's function that computes its targets (`targets_only`, the
/// nest module's `Mode::Targets`) runs only the statements before its
/// combine and its target ([`crate::plan::owned::phases`]).
pub(super) fn divides_in_order(p: &LoopProgram, nest: &Nest, targets_only: bool) -> bool {
    let in_order =
        |s: &Stmt| !matches!(s, Stmt::Combine { .. } | Stmt::Append { .. }) && !gathers(s);
    if targets_only {
        let outer = nest.body.inner.as_deref();
        let Some(phases) = outer.and_then(|f| crate::plan::owned::phases(p, f)) else {
            return false;
        };
        return phases.targets.iter().all(in_order) && !indexes(phases.target);
    }
    let mut ok = true;
    nest.body.walk(&mut |s| ok &= in_order(s));
    ok
}

/// Whether statement `s` itself reads an array at a computed position (a
/// gather): a load that is not streamed, or an expression that indexes.
fn gathers(s: &Stmt) -> bool {
    let mut found = matches!(
        s,
        Stmt::Load {
            streamed: false,
            ..
        }
    );
    s.own_exprs(&mut |x| found |= indexes(x));
    found
}

/// Whether `x` indexes an array anywhere.
fn indexes(x: &Expr) -> bool {
    let mut found = false;
    x.walk(&mut |y| found |= matches!(y, Expr::Index { .. }));
    found
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
    nest.body.walk(&mut |s| {
        divisions_by(s, &mut |v| {
            if early.contains(&v) {
                out.insert(v);
            }
        })
    });
    out
}

/// Calls `f` with each variable that an expression of `s` (not of the
/// statements nested in it) divides by, or takes a remainder by.
fn divisions_by(s: &Stmt, f: &mut dyn FnMut(VarId)) {
    s.own_exprs(&mut |x| {
        x.walk(&mut |y| {
            if let Expr::Binary(BinOp::Div | BinOp::Rem, _, d) = y {
                if let Expr::Var(v) = &**d {
                    f(*v)
                }
            }
        })
    })
}

/// The words of a prepared divisor: its magnitude, its sign, the magic and
/// the two shifts of the multiplies, then for [`Division::Reciprocal`] the
/// bits of the inverse and whether it is huge. Every method prepares the
/// magic: a division in code that does not vectorise is one scalar
/// multiply-high ([`Division::WideMultiply`], as fast as the divide
/// instruction there, where the vector methods are slower).
const MAGNITUDE: usize = 0;
const SIGN: usize = 1;
const MAGIC: usize = 2;
const RECIPROCAL: usize = 5;
/// For [`Division::Multiply`] with `Tuning::small_divisors`, from here:
/// whether the magnitude is at most [`SMALL`], then the magnitude, its
/// inverse and `2^32 mod` it as `f64` bits.
const SMALL_WORDS: usize = 5;

/// The private function computing [`magic`] in a module.
const MAGIC_FN: &str = "fuselab_divisor_magic";

impl<'ctx> Gen<'ctx, '_> {
    /// After an invariant divisor is defined: its prepared words, once, in
    /// `i64` allocas of the entry block that `mem2reg` promotes (as
    /// [`Magic::new`] and, for [`Division::Reciprocal`], [`Reciprocal::new`]
    /// prepare it).
    pub(super) fn prepare_divisor(&mut self, v: VarId, value: BasicValueEnum<'ctx>) -> R<()> {
        if !self.divisors.contains(&v) || self.recips.contains_key(&v) {
            return Ok(());
        }
        if self.tuning.division == Division::Hardware {
            return Err("hardware division has no prepared divisors".into());
        }
        let i64t = self.ctx.i64_type();
        let d = self.widen(value.into_int_value())?;
        let k63 = self.i64(63);
        let b = &self.b;
        let sign = e(b.build_right_shift(d, k63, true, "d_sign"))?;
        let flipped = e(b.build_xor(d, sign, "d_flip"))?;
        let magnitude = e(b.build_int_sub(flipped, sign, "d_mag"))?;
        let mut words = vec![magnitude, sign];
        words.extend(self.magic_words(magnitude)?);
        if self.tuning.division == Division::Reciprocal {
            let [_, bits] = self.float_words(magnitude)?;
            let b = &self.b;
            let huge = e(b.build_int_compare(
                IntPredicate::UGT,
                magnitude,
                i64t.const_int(HUGE, false),
                "d_huge",
            ))?;
            words.extend([bits, e(b.build_int_z_extend(huge, i64t, "d_huge"))?]);
        }
        if self.small_versions() {
            words.extend(self.small_words(magnitude)?);
        }
        let slots = self.in_entry(|g| {
            words
                .iter()
                .map(|_| e(g.b.build_alloca(i64t, "d_word")))
                .collect::<R<Vec<_>>>()
        })?;
        for (slot, word) in slots.iter().zip(words) {
            e(self.b.build_store(*slot, word))?;
        }
        self.recips.insert(v, DivisorSlots(slots));
        Ok(())
    }

    /// Whether the divisions of a loop with body `body` use the instruction
    /// set's vector method, not one scalar multiply-high: where LLVM is
    /// expected to vectorise the loop and the vector code is faster (a
    /// guess: either way divides exactly). An innermost loop qualifies
    /// unless it has a `while`, a combine, an append, a copy, a check that
    /// stays (an early exit, which the vectoriser refuses: a store's index
    /// not proved in bounds here, or a check statement not proved), or a
    /// read at a computed position (a gather) unless
    /// [`Tuning::gather_divisions`](super::Tuning::gather_divisions) says
    /// its divisions are faster in vectors (measurements:
    /// `docs/results/cpu-techniques.md`, "Divisions in loops that stay
    /// scalar", "Gathering loops' divisions on an AMD CPU" and "Gathering
    /// loops' divisions on an Intel CPU").
    pub(super) fn may_vectorise(&self, body: &Level) -> bool {
        if body.inner.is_some() {
            return false;
        }
        let vector_gathers = self.tuning.gather_divisions;
        let mut ok = true;
        body.walk(&mut |s| {
            ok &= match s {
                Stmt::For(_)
                | Stmt::While { .. }
                | Stmt::Combine { .. }
                | Stmt::Append { .. }
                | Stmt::Copy { .. } => false,
                Stmt::Store { array, index, .. } => {
                    !self.checks
                        || index
                            .iter()
                            .enumerate()
                            .all(|(axis, x)| self.index_proved(*array, axis, Some(x)))
                }
                Stmt::Check { check, .. } => !self.checks || self.check_proved(&check.cond),
                _ => true,
            };
            if !vector_gathers {
                ok &= !gathers(s);
            }
        });
        ok
    }

    /// Whether loops that divide in vectors get a small-divisor version.
    fn small_versions(&self) -> bool {
        self.tuning.division == Division::Multiply && self.tuning.small_divisors
    }

    /// The words from [`SMALL_WORDS`] for `magnitude` (0 where the divisor
    /// is zero: its division's check fails before they are used).
    fn small_words(&mut self, magnitude: IntValue<'ctx>) -> R<[IntValue<'ctx>; 4]> {
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let b = &self.b;
        let small = e(b.build_int_compare(
            IntPredicate::ULE,
            magnitude,
            i64t.const_int(SMALL, false),
            "d_small",
        ))?;
        let zero = e(b.build_int_compare(IntPredicate::EQ, magnitude, i64t.const_zero(), "d_0"))?;
        let one = i64t.const_int(1, false);
        let nonzero = e(b.build_select(zero, one, magnitude, "d_nz"))?.into_int_value();
        let wrap = e(b.build_int_unsigned_rem(i64t.const_int(1 << 32, false), nonzero, "d_wrap"))?;
        let wrap = e(b.build_unsigned_int_to_float(wrap, f64t, "d_wrap"))?;
        let wrap = e(b.build_bit_cast(wrap, i64t, "d_wrap"))?.into_int_value();
        let small = e(b.build_int_z_extend(small, i64t, "d_small"))?;
        let [bf, inv] = self.float_words(nonzero)?;
        Ok([small, bf, inv, wrap])
    }

    /// `magnitude` and its inverse, rounded to `f64`, as their bits.
    fn float_words(&self, magnitude: IntValue<'ctx>) -> R<[IntValue<'ctx>; 2]> {
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let b = &self.b;
        let as_f = e(b.build_unsigned_int_to_float(magnitude, f64t, "d_f"))?;
        let inverse = e(b.build_float_div(f64t.const_float(1.0), as_f, "d_inv"))?;
        Ok([
            e(b.build_bit_cast(as_f, i64t, "d_f_bits"))?.into_int_value(),
            e(b.build_bit_cast(inverse, i64t, "d_inv_bits"))?.into_int_value(),
        ])
    }

    /// Before a loop with body `body` (whose divisions are vector code
    /// when [`Gen::vector_loop`] is set for it): the test that every
    /// prepared divisor it divides by is small (`None` where there is no
    /// such division or no small version).
    pub(super) fn small_divisors_test(&mut self, body: &Level) -> R<Option<IntValue<'ctx>>> {
        if !self.small_versions() || self.small_divisions || !self.vector_loop {
            return Ok(None);
        }
        let mut used: Vec<VarId> = Vec::new();
        body.walk(&mut |s| {
            divisions_by(s, &mut |v| {
                if self.recips.contains_key(&v) && !used.contains(&v) {
                    used.push(v);
                }
            })
        });
        let i64t = self.ctx.i64_type();
        let mut all: Option<IntValue<'ctx>> = None;
        for v in used {
            let slot = self.recips[&v].0[SMALL_WORDS];
            let word = e(self.b.build_load(i64t, slot, "d_small"))?.into_int_value();
            let small = e(self
                .b
                .build_int_truncate(word, self.ctx.bool_type(), "d_small"))?;
            all = Some(match all {
                Some(a) => e(self.b.build_and(a, small, "d_small"))?,
                None => small,
            });
        }
        Ok(all)
    }

    /// `x / d` or `x % d` (`op`) in `f64` lanes for a small divisor: the
    /// steps of [`divide_small`] (`xs = x >> 63`, `ax = |x|`).
    fn small_divide(
        &mut self,
        op: BinOp,
        xs: IntValue<'ctx>,
        ax: IntValue<'ctx>,
        words: &[IntValue<'ctx>],
    ) -> R<IntValue<'ctx>> {
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let trunc = self.intrinsic("llvm.trunc", f64t.into())?;
        let b = &self.b;
        let float = |w: IntValue<'ctx>, name: &str| -> R<_> {
            Ok(e(b.build_bit_cast(w, f64t, name))?.into_float_value())
        };
        let (bf, inv, wrap) = (
            float(words[SMALL_WORDS + 1], "bf")?,
            float(words[SMALL_WORDS + 2], "inv")?,
            float(words[SMALL_WORDS + 3], "wrap")?,
        );
        let two52 = f64t.const_float(TWO52);
        let two52_bits = i64t.const_int(TWO52_BITS, false);
        let exact = |v: IntValue<'ctx>, name: &str| -> R<_> {
            let v = e(b.build_or(v, two52_bits, name))?;
            e(b.build_float_sub(float(v, name)?, two52, name))
        };
        let integer = |v| -> R<IntValue<'ctx>> {
            let v = e(b.build_float_add(v, two52, "int"))?;
            let v = e(b.build_bit_cast(v, i64t, "int"))?.into_int_value();
            e(b.build_int_sub(v, two52_bits, "int"))
        };
        let reduce = |s| -> R<_> {
            let p = e(b.build_float_mul(s, inv, "p"))?;
            let q = e(b.build_call(trunc, &[p.into()], "q"))?;
            let q = super::gen::basic(q, "trunc is void")?.into_float_value();
            let r = e(b.build_float_sub(s, e(b.build_float_mul(q, bf, "qb"))?, "r"))?;
            let one = f64t.const_float(1.0);
            let low = e(b.build_float_compare(FloatPredicate::OLT, r, f64t.const_zero(), "low"))?;
            let q = e(b.build_select(low, e(b.build_float_sub(q, one, "q"))?, q, "q"))?;
            let r = e(b.build_select(low, e(b.build_float_add(r, bf, "r"))?, r, "r"))?;
            let (q, r) = (q.into_float_value(), r.into_float_value());
            let high = e(b.build_float_compare(FloatPredicate::OGE, r, bf, "high"))?;
            let q = e(b.build_select(high, e(b.build_float_add(q, one, "q"))?, q, "q"))?;
            let r = e(b.build_select(high, e(b.build_float_sub(r, bf, "r"))?, r, "r"))?;
            Ok((q.into_float_value(), r.into_float_value()))
        };
        let k32 = i64t.const_int(32, false);
        let ah = exact(e(b.build_right_shift(ax, k32, false, "ah"))?, "ah")?;
        let al = exact(
            e(b.build_and(ax, i64t.const_int(0xffff_ffff, false), "al"))?,
            "al",
        )?;
        let (value, s) = if op == BinOp::Div {
            let (qh, rh) = reduce(ah)?;
            let high = e(b.build_float_mul(rh, f64t.const_float(4_294_967_296.0), "rh"))?;
            let (ql, _) = reduce(e(b.build_float_add(high, al, "s"))?)?;
            let qh = e(b.build_left_shift(integer(qh)?, k32, "qh"))?;
            let q = e(b.build_int_add(qh, integer(ql)?, "q"))?;
            (q, e(b.build_xor(xs, words[SIGN], "s"))?)
        } else {
            let high = e(b.build_float_mul(ah, wrap, "ah_wrap"))?;
            let (_, r) = reduce(e(b.build_float_add(high, al, "s"))?)?;
            (integer(r)?, xs)
        };
        e(b.build_int_sub(e(b.build_xor(value, s, "signed"))?, s, "signed"))
    }

    /// The magic and the two shifts of [`Magic::new`] for `magnitude`.
    fn magic_words(&mut self, magnitude: IntValue<'ctx>) -> R<[IntValue<'ctx>; 3]> {
        let i64t = self.ctx.i64_type();
        let one = i64t.const_int(1, false);
        let below = e(self.b.build_int_sub(magnitude, one, "d_below"))?;
        let ctlz = self.intrinsic("llvm.ctlz", i64t.into())?;
        let no_poison = self.ctx.bool_type().const_zero();
        let b = &self.b;
        let lz = e(b.build_call(ctlz, &[below.into(), no_poison.into()], "d_lz"))?;
        let lz = basic(lz, "ctlz is void")?.into_int_value();
        let l = e(b.build_int_sub(i64t.const_int(64, false), lz, "d_l"))?;
        let power = e(b.build_left_shift(one, l, "d_pow"))?;
        let n = e(b.build_int_sub(power, magnitude, "d_n"))?;
        let f = self.magic_function()?;
        let b = &self.b;
        let m = e(b.build_call(f, &[n.into(), magnitude.into()], "d_magic"))?;
        let m = basic(m, "the magic is void")?.into_int_value();
        let m = e(b.build_int_add(m, one, "d_magic"))?;
        let nonzero = e(b.build_int_compare(IntPredicate::NE, l, i64t.const_zero(), "d_l0"))?;
        let pre = e(b.build_int_z_extend(nonzero, i64t, "d_pre"))?;
        let post = e(b.build_int_sub(l, pre, "d_post"))?;
        Ok([m, pre, post])
    }

    /// This module's `i64 fuselab_divisor_magic(i64 n, i64 b)`: [`magic`],
    /// a loop of 64 restoring steps.
    fn magic_function(&self) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(MAGIC_FN) {
            return Ok(f);
        }
        let (ctx, i64t) = (self.ctx, self.ctx.i64_type());
        let f = self.module.add_function(
            MAGIC_FN,
            i64t.fn_type(&[i64t.into(), i64t.into()], false),
            Some(Linkage::Private),
        );
        let (entry, step, done) = (
            ctx.append_basic_block(f, "entry"),
            ctx.append_basic_block(f, "step"),
            ctx.append_basic_block(f, "done"),
        );
        let b = ctx.create_builder();
        let (n, d) = (f.get_nth_param(0), f.get_nth_param(1));
        let (n, d) = (
            n.ok_or("magic: no n")?.into_int_value(),
            d.ok_or("magic: no b")?.into_int_value(),
        );
        b.position_at_end(entry);
        e(b.build_unconditional_branch(step))?;
        b.position_at_end(step);
        let (i, r, q) = (
            e(b.build_phi(i64t, "i"))?,
            e(b.build_phi(i64t, "r"))?,
            e(b.build_phi(i64t, "q"))?,
        );
        let one = i64t.const_int(1, false);
        let r2 = e(b.build_left_shift(r.as_basic_value().into_int_value(), one, "r2"))?;
        let q2 = e(b.build_left_shift(q.as_basic_value().into_int_value(), one, "q2"))?;
        let ge = e(b.build_int_compare(IntPredicate::UGE, r2, d, "ge"))?;
        let less = e(b.build_int_sub(r2, d, "less"))?;
        let r3 = e(b.build_select(ge, less, r2, "r3"))?.into_int_value();
        let q3 = e(b.build_or(q2, e(b.build_int_z_extend(ge, i64t, "bit"))?, "q3"))?;
        let i2 = e(b.build_int_add(i.as_basic_value().into_int_value(), one, "i2"))?;
        let more =
            e(b.build_int_compare(IntPredicate::ULT, i2, i64t.const_int(64, false), "more"))?;
        e(b.build_conditional_branch(more, step, done))?;
        i.add_incoming(&[(&i64t.const_zero(), entry), (&i2, step)]);
        r.add_incoming(&[(&n, entry), (&r3, step)]);
        q.add_incoming(&[(&i64t.const_zero(), entry), (&q3, step)]);
        b.position_at_end(done);
        e(b.build_return(Some(&q3)))?;
        Ok(f)
    }

    /// `a / d` or `a % d` with `d`'s prepared words (the zero check stays).
    pub(super) fn recip_divide(
        &mut self,
        op: BinOp,
        a: IntValue<'ctx>,
        d: IntValue<'ctx>,
        v: VarId,
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let ty = a.get_type();
        let i64t = self.ctx.i64_type();
        if self.checks {
            let nz = e(self
                .b
                .build_int_compare(IntPredicate::NE, d, ty.const_zero(), "nz"))?;
            let (d1, d2) = (self.widen(a)?, self.widen(d)?);
            self.guard(nz, RuntimeErrorKind::by_zero(op == BinOp::Rem), at, d1, d2)?;
        }
        let (x, d) = (self.widen(a)?, self.widen(d)?);
        let words = self.recips[&v]
            .0
            .iter()
            .map(|p| Ok(e(self.b.build_load(i64t, *p, "d_word"))?.into_int_value()))
            .collect::<R<Vec<_>>>()?;
        let k63 = self.i64(63);
        let b = &self.b;
        let xs = e(b.build_right_shift(x, k63, true, "xs"))?;
        let ax = e(b.build_int_sub(e(b.build_xor(x, xs, "xf"))?, xs, "ax"))?;
        let r = if self.small_divisions && self.vector_loop {
            self.small_divide(op, xs, ax, &words)?
        } else {
            self.by_quotient(op, x, d, (xs, ax), &words)?
        };
        if ty.get_bit_width() == 64 {
            Ok(r)
        } else {
            e(self.b.build_int_truncate(r, ty, "r"))
        }
    }

    /// `x / d` or `x % d` (`op`) from the quotient of the magnitudes by the
    /// set's method (`xs = x >> 63`, `ax = |x|`), the remainder `x - q d`.
    fn by_quotient(
        &self,
        op: BinOp,
        x: IntValue<'ctx>,
        d: IntValue<'ctx>,
        (xs, ax): (IntValue<'ctx>, IntValue<'ctx>),
        words: &[IntValue<'ctx>],
    ) -> R<IntValue<'ctx>> {
        // Outside loops expected to vectorise: one scalar multiply-high.
        let division = match self.tuning.division {
            Division::Reciprocal | Division::Multiply if !self.vector_loop => {
                Division::WideMultiply
            }
            d => d,
        };
        let q = match division {
            Division::Reciprocal => self.by_reciprocal(ax, words)?,
            Division::Multiply => self.by_magic(ax, words, false)?,
            Division::WideMultiply => self.by_magic(ax, words, true)?,
            Division::Hardware => return Err("hardware division has no prepared divisors".into()),
        };
        // The sign of x ^ d.
        let b = &self.b;
        let s = e(b.build_xor(xs, words[SIGN], "s"))?;
        let q = e(b.build_int_sub(e(b.build_xor(q, s, "qs"))?, s, "q"))?;
        match op {
            BinOp::Div => Ok(q),
            _ => {
                let qd = e(b.build_int_mul(q, d, "qd"))?;
                e(b.build_int_sub(x, qd, "r"))
            }
        }
    }

    /// `|x| / |d|` by the reciprocal: the steps of [`divide`].
    fn by_reciprocal(&self, ax: IntValue<'ctx>, words: &[IntValue<'ctx>]) -> R<IntValue<'ctx>> {
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let b = &self.b;
        let bm = words[MAGNITUDE];
        let inv = e(b.build_bit_cast(words[RECIPROCAL], f64t, "inv"))?.into_float_value();
        let huge = e(b.build_int_truncate(words[RECIPROCAL + 1], self.ctx.bool_type(), "huge"))?;
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
        let low = e(b.build_int_compare(IntPredicate::SLT, r1, i64t.const_zero(), "low"))?;
        let high = e(b.build_int_compare(IntPredicate::SGE, r1, bm, "high"))?;
        let low = e(b.build_int_z_extend(low, i64t, "low"))?;
        let high = e(b.build_int_z_extend(high, i64t, "high"))?;
        let q = e(b.build_int_add(e(b.build_int_sub(q1, low, "q"))?, high, "q"))?;
        // |d| > 2^62: 0 or 1.
        let one = e(b.build_int_compare(IntPredicate::UGE, ax, bm, "ge"))?;
        let one = e(b.build_int_z_extend(one, i64t, "ge"))?;
        Ok(e(b.build_select(huge, one, q, "q"))?.into_int_value())
    }

    /// `|x| / |d|` by the magic multiply-high: the steps of [`divide_magic`],
    /// the multiply-high one `i128` multiply when `wide`.
    fn by_magic(
        &self,
        ax: IntValue<'ctx>,
        words: &[IntValue<'ctx>],
        wide: bool,
    ) -> R<IntValue<'ctx>> {
        let (m, pre, post) = (words[MAGIC], words[MAGIC + 1], words[MAGIC + 2]);
        let t = if wide {
            self.mulhi_wide(m, ax)?
        } else {
            self.mulhi(m, ax)?
        };
        let b = &self.b;
        let diff = e(b.build_int_sub(ax, t, "a_t"))?;
        let half = e(b.build_right_shift(diff, pre, false, "half"))?;
        let sum = e(b.build_int_add(t, half, "sum"))?;
        e(b.build_right_shift(sum, post, false, "q"))
    }

    /// The high word of `a * b` from four 32 x 32 -> 64-bit products
    /// ([`mulhi`]): each operand masked or shifted to 32 bits, which LLVM
    /// selects as `(v)pmuludq`.
    fn mulhi(&self, a: IntValue<'ctx>, c: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let (low, k32) = (
            i64t.const_int(0xffff_ffff, false),
            i64t.const_int(32, false),
        );
        let b = &self.b;
        let lo = |v| e(b.build_and(v, low, "lo"));
        let hi = |v| e(b.build_right_shift(v, k32, false, "hi"));
        let (al, ah, cl, ch) = (lo(a)?, hi(a)?, lo(c)?, hi(c)?);
        let ll = e(b.build_int_mul(al, cl, "ll"))?;
        let hl = e(b.build_int_mul(ah, cl, "hl"))?;
        let lh = e(b.build_int_mul(al, ch, "lh"))?;
        let hh = e(b.build_int_mul(ah, ch, "hh"))?;
        let mid = e(b.build_int_add(hi(ll)?, lo(hl)?, "mid"))?;
        let mid = e(b.build_int_add(mid, lo(lh)?, "mid"))?;
        let top = e(b.build_int_add(hh, hi(hl)?, "top"))?;
        let top = e(b.build_int_add(top, hi(lh)?, "top"))?;
        e(b.build_int_add(top, hi(mid)?, "mulhi"))
    }

    /// The high word of `a * b` as one `i128` multiply.
    fn mulhi_wide(&self, a: IntValue<'ctx>, c: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let (i64t, i128t) = (self.ctx.i64_type(), self.ctx.i128_type());
        let b = &self.b;
        let wa = e(b.build_int_z_extend(a, i128t, "wa"))?;
        let wc = e(b.build_int_z_extend(c, i128t, "wc"))?;
        let p = e(b.build_int_mul(wa, wc, "wide"))?;
        let p = e(b.build_right_shift(p, i128t.const_int(64, false), false, "high"))?;
        e(b.build_int_truncate(p, i64t, "mulhi"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Divisors at every boundary of the analysis, both signs.
    fn edge_divisors() -> Vec<i64> {
        // 49 and 900004: `b * (1 / b)` rounds below 1 in `f64`.
        let mut ds = vec![1, 2, 3, 7, 10, 49, 641, 900004, 6700417, i64::MAX, i64::MIN];
        for k in [19, 20, 21, 31, 32, 33, 52, 53, 54, 61, 62] {
            let p = 1i64 << k;
            ds.extend([p - 1, p, p + 1]);
        }
        ds.extend([(1 << 62) + (1 << 61), i64::MAX - 1]);
        let neg: Vec<i64> = ds.iter().map(|d| d.wrapping_neg()).collect();
        ds.extend(neg);
        ds
    }

    fn check(x: i64, d: i64) {
        let want = x.wrapping_div(d);
        assert_eq!(divide(x, Reciprocal::new(d).unwrap()), want, "{x} / {d}");
        assert_eq!(
            divide_magic(x, Magic::new(d).unwrap()),
            want,
            "{x} / {d} (magic)"
        );
        if let Some((q, r)) = divide_small(x, d) {
            assert_eq!(q, want, "{x} / {d} (small)");
            assert_eq!(r, x.wrapping_rem(d), "{x} % {d} (small)");
        } else {
            assert!(d.unsigned_abs() > SMALL, "{d} is small");
        }
    }

    #[test]
    fn the_magic_is_the_wide_quotient() {
        for b in edge_divisors().into_iter().map(i64::unsigned_abs) {
            if b <= 1 << 63 {
                for n in [0, 1, b / 2, b - 1].into_iter().filter(|n| *n < b) {
                    let want = ((n as u128) << 64) / b as u128;
                    assert_eq!(magic(n, b) as u128, want, "{n} * 2^64 / {b}");
                }
            }
        }
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
            for _ in 0..50 {
                let x = next() >> (next() as u64 % 64);
                check(x, d);
                // A multiple of d nearby.
                check((x / d).wrapping_mul(d).wrapping_add(next() % 3), d);
            }
            // A small divisor.
            let d = next() % (SMALL as i64 + 1);
            if d != 0 {
                for _ in 0..50 {
                    let x = next() >> (next() as u64 % 64);
                    check(x, d);
                    check((x / d).wrapping_mul(d).wrapping_add(next() % 3), d);
                }
            }
            let (a, b) = (next() as u64, next() as u64);
            assert_eq!(mulhi(a, b), ((a as u128 * b as u128) >> 64) as u64);
        }
    }
}

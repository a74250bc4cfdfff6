//! `exp` on `f64` lanes within 1 ulp, in the generated code itself. glibc's
//! vector `exp` (libmvec) is up to 3 ulp off, over the 1 ulp this backend
//! allows ([`super::vmath`]), so vectorised loops called the scalar `exp`
//! once per lane. This is the table method of Tang ("Table-driven
//! implementation of the exponential function in IEEE floating-point
//! arithmetic", TOMS 1989) in the form of ARM's optimized-routines and
//! glibc's scalar `exp`, on vectors:
//!
//! 1. `k = round(x * 128 / ln 2)` (adding `1.5 * 2^52` rounds; the low bits
//!    of the sum are `k`), `r = x - k ln2/128`, with `ln2/128` split into a
//!    36-bit head (so `k * head` is exact for `|k| < 2^17`, and `x - k *
//!    head` is exact by Sterbenz's lemma) and its tail: `|r| <= ln2/256`.
//! 2. `k = 128 q + i`: `2^(k/128) = 2^q * s_i * (1 + t_i)`, with `s_i` the
//!    double nearest `2^(i/128)` and `t_i` its relative error, both from a
//!    table of 128 pairs ([`TABLE`], printed by `scripts/exp_table.py`);
//!    the table holds `s_i`'s bits minus `i << 45`, so adding `k << 45`
//!    puts `q` in the exponent.
//! 3. `exp(x) = scale * (1 + tmp)`, `scale = 2^q s_i`, `tmp = t_i + r +
//!    r^2/2 + r^3/6 + r^4/24 + r^5/120` (Taylor's coefficients: the next
//!    term is below `2^-60` for `|r| <= ln2/256`), computed as `scale +
//!    scale * tmp`: the last addition's rounding is the error, within
//!    half an ulp plus some hundredths.
//!
//! Lanes with `|x| >= 512` or NaN (overflow, underflow, subnormal results,
//! infinities) make the whole vector take libm's scalar `exp` lane by lane
//! ([`super::lanes`]).
//! [`exp`] is the same steps on the host, tested against libm here;
//! `tests/vector_math.rs` tests the generated code on two million values.

use super::gen::{basic, e, Gen, R};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, VectorValue};
use inkwell::FloatPredicate;

/// For `i` in `0..128`: the bits of `t_i`, then those of `s_i` minus `i << 45`.
#[rustfmt::skip]
pub const TABLE: [u64; 256] = [
    0x0000000000000000, 0x3ff0000000000000,
    0x3c9b3b4f1a88bf6e, 0x3feff63da9fb3335,
    0xbc7160139cd8dc5d, 0x3fefec9a3e778061,
    0xbc905e7a108766d1, 0x3fefe315e86e7f85,
    0x3c8cd2523567f613, 0x3fefd9b0d3158574,
    0xbc8bce8023f98efa, 0x3fefd06b29ddf6de,
    0x3c60f74e61e6c861, 0x3fefc74518759bc8,
    0x3c90a3e45b33d399, 0x3fefbe3ecac6f383,
    0x3c979aa65d837b6d, 0x3fefb5586cf9890f,
    0x3c8eb51a92fdeffc, 0x3fefac922b7247f7,
    0x3c3ebe3d702f9cd1, 0x3fefa3ec32d3d1a2,
    0xbc6a033489906e0b, 0x3fef9b66affed31b,
    0xbc9556522a2fbd0e, 0x3fef9301d0125b51,
    0xbc5080ef8c4eea55, 0x3fef8abdc06c31cc,
    0xbc91c923b9d5f416, 0x3fef829aaea92de0,
    0x3c80d3e3e95c55af, 0x3fef7a98c8a58e51,
    0xbc801b15eaa59348, 0x3fef72b83c7d517b,
    0xbc8f1ff055de323d, 0x3fef6af9388c8dea,
    0x3c8b898c3f1353bf, 0x3fef635beb6fcb75,
    0xbc96d99c7611eb26, 0x3fef5be084045cd4,
    0x3c9aecf73e3a2f60, 0x3fef54873168b9aa,
    0xbc8fe782cb86389d, 0x3fef4d5022fcd91d,
    0x3c8a6f4144a6c38d, 0x3fef463b88628cd6,
    0x3c807a05b0e4047d, 0x3fef3f49917ddc96,
    0x3c968efde3a8a894, 0x3fef387a6e756238,
    0x3c875e18f274487d, 0x3fef31ce4fb2a63f,
    0x3c80472b981fe7f2, 0x3fef2b4565e27cdd,
    0xbc96b87b3f71085e, 0x3fef24dfe1f56381,
    0x3c82f7e16d09ab31, 0x3fef1e9df51fdee1,
    0xbc3d219b1a6fbffa, 0x3fef187fd0dad990,
    0x3c8b3782720c0ab4, 0x3fef1285a6e4030b,
    0x3c6e149289cecb8f, 0x3fef0cafa93e2f56,
    0x3c834d754db0abb6, 0x3fef06fe0a31b715,
    0x3c864201e2ac744c, 0x3fef0170fc4cd831,
    0x3c8fdd395dd3f84a, 0x3feefc08b26416ff,
    0xbc86a3803b8e5b04, 0x3feef6c55f929ff1,
    0xbc924aedcc4b5068, 0x3feef1a7373aa9cb,
    0xbc9907f81b512d8e, 0x3feeecae6d05d866,
    0xbc71d1e83e9436d2, 0x3feee7db34e59ff7,
    0xbc991919b3ce1b15, 0x3feee32dc313a8e5,
    0x3c859f48a72a4c6d, 0x3feedea64c123422,
    0xbc9312607a28698a, 0x3feeda4504ac801c,
    0xbc58a78f4817895b, 0x3feed60a21f72e2a,
    0xbc7c2c9b67499a1b, 0x3feed1f5d950a897,
    0x3c4363ed60c2ac11, 0x3feece086061892d,
    0x3c9666093b0664ef, 0x3feeca41ed1d0057,
    0x3c6ecce1daa10379, 0x3feec6a2b5c13cd0,
    0x3c93ff8e3f0f1230, 0x3feec32af0d7d3de,
    0x3c7690cebb7aafb0, 0x3feebfdad5362a27,
    0x3c931dbdeb54e077, 0x3feebcb299fddd0d,
    0xbc8f94340071a38e, 0x3feeb9b2769d2ca7,
    0xbc87deccdc93a349, 0x3feeb6daa2cf6642,
    0xbc78dec6bd0f385f, 0x3feeb42b569d4f82,
    0xbc861246ec7b5cf6, 0x3feeb1a4ca5d920f,
    0x3c93350518fdd78e, 0x3feeaf4736b527da,
    0x3c7b98b72f8a9b05, 0x3feead12d497c7fd,
    0x3c9063e1e21c5409, 0x3feeab07dd485429,
    0x3c34c7855019c6ea, 0x3feea9268a5946b7,
    0x3c9432e62b64c035, 0x3feea76f15ad2148,
    0xbc8ce44a6199769f, 0x3feea5e1b976dc09,
    0xbc8c33c53bef4da8, 0x3feea47eb03a5585,
    0xbc845378892be9ae, 0x3feea34634ccc320,
    0xbc93cedd78565858, 0x3feea23882552225,
    0x3c5710aa807e1964, 0x3feea155d44ca973,
    0xbc93b3efbf5e2228, 0x3feea09e667f3bcd,
    0xbc6a12ad8734b982, 0x3feea012750bdabf,
    0xbc6367efb86da9ee, 0x3fee9fb23c651a2f,
    0xbc80dc3d54e08851, 0x3fee9f7df9519484,
    0xbc781f647e5a3ecf, 0x3fee9f75e8ec5f74,
    0xbc86ee4ac08b7db0, 0x3fee9f9a48a58174,
    0xbc8619321e55e68a, 0x3fee9feb564267c9,
    0x3c909ccb5e09d4d3, 0x3feea0694fde5d3f,
    0xbc7b32dcb94da51d, 0x3feea11473eb0187,
    0x3c94ecfd5467c06b, 0x3feea1ed0130c132,
    0x3c65ebe1abd66c55, 0x3feea2f336cf4e62,
    0xbc88a1c52fb3cf42, 0x3feea427543e1a12,
    0xbc9369b6f13b3734, 0x3feea589994cce13,
    0xbc805e843a19ff1e, 0x3feea71a4623c7ad,
    0xbc94d450d872576e, 0x3feea8d99b4492ed,
    0x3c90ad675b0e8a00, 0x3feeaac7d98a6699,
    0x3c8db72fc1f0eab4, 0x3feeace5422aa0db,
    0xbc65b6609cc5e7ff, 0x3feeaf3216b5448c,
    0x3c7bf68359f35f44, 0x3feeb1ae99157736,
    0xbc93091fa71e3d83, 0x3feeb45b0b91ffc6,
    0xbc5da9b88b6c1e29, 0x3feeb737b0cdc5e5,
    0xbc6c23f97c90b959, 0x3feeba44cbc8520f,
    0xbc92434322f4f9aa, 0x3feebd829fde4e50,
    0xbc85ca6cd7668e4b, 0x3feec0f170ca07ba,
    0x3c71affc2b91ce27, 0x3feec49182a3f090,
    0x3c6dd235e10a73bb, 0x3feec86319e32323,
    0xbc87c50422622263, 0x3feecc667b5de565,
    0x3c8b1c86e3e231d5, 0x3feed09bec4a2d33,
    0xbc91bbd1d3bcbb15, 0x3feed503b23e255d,
    0x3c90cc319cee31d2, 0x3feed99e1330b358,
    0x3c8469846e735ab3, 0x3feede6b5579fdbf,
    0xbc82dfcd978e9db4, 0x3feee36bbfd3f37a,
    0x3c8c1a7792cb3387, 0x3feee89f995ad3ad,
    0xbc907b8f4ad1d9fa, 0x3feeee07298db666,
    0xbc55c3d956dcaeba, 0x3feef3a2b84f15fb,
    0xbc90a40e3da6f640, 0x3feef9728de5593a,
    0xbc68d6f438ad9334, 0x3feeff76f2fb5e47,
    0xbc91eee26b588a35, 0x3fef05b030a1064a,
    0x3c74ffd70a5fddcd, 0x3fef0c1e904bc1d2,
    0xbc91bdfbfa9298ac, 0x3fef12c25bd71e09,
    0x3c736eae30af0cb3, 0x3fef199bdd85529c,
    0x3c8ee3325c9ffd94, 0x3fef20ab5fffd07a,
    0x3c84e08fd10959ac, 0x3fef27f12e57d14b,
    0x3c63cdaf384e1a67, 0x3fef2f6d9406e7b5,
    0x3c676b2c6c921968, 0x3fef3720dcef9069,
    0xbc808a1883ccb5d2, 0x3fef3f0b555dc3fa,
    0xbc8fad5d3ffffa6f, 0x3fef472d4a07897c,
    0xbc900dae3875a949, 0x3fef4f87080d89f2,
    0x3c74a385a63d07a7, 0x3fef5818dcfba487,
    0xbc82919e2040220f, 0x3fef60e316c98398,
    0x3c8e5a50d5c192ac, 0x3fef69e603db3285,
    0x3c843a59ac016b4b, 0x3fef7321f301b460,
    0xbc82d52107b43e1f, 0x3fef7c97337b9b5f,
    0xbc892ab93b470dc9, 0x3fef864614f5a129,
    0x3c74b604603a88d3, 0x3fef902ee78b3ff6,
    0x3c83c5ec519d7271, 0x3fef9a51fbc74c83,
    0xbc8ff7128fd391f0, 0x3fefa4afa2a490da,
    0xbc8dae98e223747d, 0x3fefaf482d8e67f1,
    0x3c8ec3bc41aa2008, 0x3fefba1bee615a27,
    0x3c842b94c3a9eb32, 0x3fefc52b376bba97,
    0x3c8a64a931d185ee, 0x3fefd0765b6e4540,
    0xbc8e37bae43be3ed, 0x3fefdbfdad9cbe14,
    0x3c77893b4d91cd9d, 0x3fefe7c1819e90d8,
    0x3c5305c14160cc89, 0x3feff3c22b8f71f1,
];

/// `128 / ln 2`.
const INV_LN2_N: u64 = 0x4067_1547_652b_82fe;
/// `ln 2 / 128`: its 36-bit head and its tail.
const LN2_N_HEAD: u64 = 0x3f76_2e42_fefa_0000;
const LN2_N_TAIL: u64 = 0x3d0c_f79a_bc9e_3b3a;
/// `1.5 * 2^52`: adding it rounds to an integer, held in the low bits.
const SHIFT: f64 = 6_755_399_441_055_744.0;
/// `r^2 .. r^5`'s coefficients.
const C: [f64; 4] = [0.5, 1.0 / 6.0, 1.0 / 24.0, 1.0 / 120.0];
/// Arguments at least this large in magnitude (and NaN) take libm's `exp`.
const FAST_BOUND: f64 = 512.0;
/// The name of the table in a module.
const TABLE_NAME: &str = "fuselab_exp_table";

/// Whether the generated code computes `exp x` itself (a vector with any
/// lane outside takes libm's in every lane): `|x| < 512`, not NaN.
pub fn in_fast_path(x: f64) -> bool {
    x.abs().partial_cmp(&FAST_BOUND) == Some(std::cmp::Ordering::Less)
}

/// `exp(x)` by the steps of the generated code (libm's outside the fast
/// path).
pub fn exp(x: f64) -> f64 {
    if !in_fast_path(x) {
        return x.exp();
    }
    let kd = x * f64::from_bits(INV_LN2_N) + SHIFT;
    let ki = kd.to_bits();
    let kd = kd - SHIFT;
    let r = x + kd * -f64::from_bits(LN2_N_HEAD);
    let r = r + kd * -f64::from_bits(LN2_N_TAIL);
    let i = (ki & 127) as usize * 2;
    let tail = f64::from_bits(TABLE[i]);
    let scale = f64::from_bits(TABLE[i + 1].wrapping_add(ki << 45));
    let r2 = r * r;
    let tmp = tail + r + r2 * (C[0] + r * C[1]) + r2 * r2 * (C[2] + r * C[3]);
    scale + scale * tmp
}

/// `exp` on `f32`, computed in `f64` without a table ([`exp_f32`]):
/// arguments are clamped into `[-F32_BOUND, F32_BOUND]`, where `exp` is
/// past `f32`'s overflow above and rounds to 0 below, and every result
/// before the rounding is a normal `f64`.
const F32_BOUND: f64 = 104.0;

/// `1/j!` for `j` in `0..=8`: Taylor's coefficients of `e^r`.
const F32_C: [f64; 9] = [
    1.0,
    1.0,
    0.5,
    1.0 / 6.0,
    1.0 / 24.0,
    1.0 / 120.0,
    1.0 / 720.0,
    1.0 / 5040.0,
    1.0 / 40320.0,
];

/// The bits of `1.0`: `2^k`'s are `k << 52` more.
const ONE_BITS: u64 = 0x3ff0_0000_0000_0000;

/// `exp(x)` on `f32` by the steps of the generated code, which computes it
/// in `f64` lanes (four in an AVX2 register) without a table and rounds
/// once: `k = round(x / ln 2)`, `r = x - k ln 2` (`ln 2` in a 36-bit head,
/// so `k * head` is exact, and its tail), `|r| <= ln2/2`; `e^r` by Taylor's
/// polynomial of degree 8 in Horner's form (the next term is below `3 *
/// 10^-10` relative, `2^-31.6`); `2^k` (`|k| <= 151`, a normal `f64`) from
/// `k`'s bits. Before the one rounding to `f32` the value is within `2^-31`
/// of `exp(x)` relative, so the result is within 0.51 ulp of it: the
/// correctly rounded `f32`, or its neighbour where `exp(x)` lies within
/// 0.01 ulp of a tie. Overflow (`inf`), results that round to a subnormal
/// or to 0, infinities and NaN come out of the same steps. `fused`: each
/// multiply-add is one fused operation (where the instruction set has
/// them, [`super::VectorMath::fused`]), else a product and a sum.
pub fn exp_f32(x: f32, fused: bool) -> f32 {
    let mul_add = |a: f64, m: f64, c: f64| if fused { a.mul_add(m, c) } else { a * m + c };
    // NaN stays NaN.
    let x = f64::from(x).clamp(-F32_BOUND, F32_BOUND);
    let kd = x * inv_ln2() + SHIFT;
    let ki = kd.to_bits();
    let kd = kd - SHIFT;
    let r = mul_add(kd, -ln2_head(), x);
    let r = mul_add(kd, -ln2_tail(), r);
    let mut p = F32_C[8];
    for c in F32_C[..8].iter().rev() {
        p = mul_add(p, r, *c);
    }
    let scale = f64::from_bits((ki << 52).wrapping_add(ONE_BITS));
    (p * scale) as f32
}

/// `1 / ln 2`, `ln 2`'s 36-bit head and its tail: the table method's
/// constants for `ln2/128` times 128 (exact: a power of two).
fn inv_ln2() -> f64 {
    f64::from_bits(INV_LN2_N) / 128.0
}
fn ln2_head() -> f64 {
    f64::from_bits(LN2_N_HEAD) * 128.0
}
fn ln2_tail() -> f64 {
    f64::from_bits(LN2_N_TAIL) * 128.0
}

impl<'ctx> Gen<'ctx, '_> {
    /// The function `name` computing `exp` on `lanes` `f64` lanes (the
    /// steps of [`exp`]), added to the module once.
    pub(super) fn exp_function(&self, name: &str, lanes: u32) -> R<FunctionValue<'ctx>> {
        let f64t = self.ctx.f64_type();
        let libm = self.intrinsic("llvm.exp", f64t.into())?;
        self.lane_function(name, lanes, FAST_BOUND, libm, |b, l| {
            let x = l.x;
            let floats = |c: f64| self.splat(c, lanes);
            let ints = |c: u64| self.splat_i64(c, lanes);
            let bits = |c: u64| floats(f64::from_bits(c));
            let z = e(b.build_float_mul(x, bits(INV_LN2_N), "z"))?;
            let kd = e(b.build_float_add(z, floats(SHIFT), "kd"))?;
            let it = self.ctx.i64_type().vec_type(lanes);
            let ki = e(b.build_bit_cast(kd, it, "ki"))?.into_vector_value();
            let kd = e(b.build_float_sub(kd, floats(SHIFT), "k"))?;
            let head = e(b.build_float_mul(kd, floats(-f64::from_bits(LN2_N_HEAD)), "kh"))?;
            let r = e(b.build_float_add(x, head, "rh"))?;
            let tail = e(b.build_float_mul(kd, floats(-f64::from_bits(LN2_N_TAIL)), "kt"))?;
            let r = e(b.build_float_add(r, tail, "r"))?;
            let i = e(b.build_and(ki, ints(127), "i"))?;
            let i2 = e(b.build_left_shift(i, ints(1), "i2"))?;
            let top = e(b.build_left_shift(ki, ints(45), "top"))?;
            let (t_bits, s_bits) = self.exp_table_rows(b, i2, lanes)?;
            let vt = f64t.vec_type(lanes);
            let t = e(b.build_bit_cast(t_bits, vt, "t"))?.into_vector_value();
            let s_bits = e(b.build_int_add(s_bits, top, "sbits"))?;
            let scale = e(b.build_bit_cast(s_bits, vt, "scale"))?.into_vector_value();
            let r2 = e(b.build_float_mul(r, r, "r2"))?;
            let poly = |lo: f64, hi: f64| -> R<VectorValue<'ctx>> {
                let hr = e(b.build_float_mul(r, floats(hi), "hr"))?;
                e(b.build_float_add(floats(lo), hr, "p"))
            };
            let tmp = e(b.build_float_add(t, r, "tmp"))?;
            let p1 = e(b.build_float_mul(r2, poly(C[0], C[1])?, "p1"))?;
            let tmp = e(b.build_float_add(tmp, p1, "tmp"))?;
            let r4 = e(b.build_float_mul(r2, r2, "r4"))?;
            let p2 = e(b.build_float_mul(r4, poly(C[2], C[3])?, "p2"))?;
            let tmp = e(b.build_float_add(tmp, p2, "tmp"))?;
            let st = e(b.build_float_mul(scale, tmp, "st"))?;
            e(b.build_float_add(scale, st, "y"))
        })
    }

    /// The function `name` computing `exp` on `lanes` `f32` lanes (the
    /// steps of [`exp_f32`], in `f64` lanes), added to the module once.
    pub(super) fn exp_f32_function(&self, name: &str, lanes: u32) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(name) {
            return Ok(f);
        }
        let ctx = self.ctx;
        let (ft, dt) = (
            ctx.f32_type().vec_type(lanes),
            ctx.f64_type().vec_type(lanes),
        );
        let it = ctx.i64_type().vec_type(lanes);
        let f = self.module.add_function(
            name,
            ft.fn_type(&[ft.into()], false),
            Some(Linkage::Private),
        );
        // Inlined into the vector loops once they call it, its constants
        // hoisted: a map of `exp` runs faster than with a call per
        // vector (measurements: docs/results/cpu-techniques.md, "`f32`
        // `exp` in the generated code").
        let always = Attribute::get_named_enum_kind_id("alwaysinline");
        f.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(always, 0));
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let floats = |c: f64| self.splat(c, lanes);
        let x = f
            .get_first_param()
            .ok_or("the argument")?
            .into_vector_value();
        let x = e(b.build_float_ext(x, dt, "xd"))?;
        // Clamped as `f64::clamp` does: a compare with NaN is false.
        let mut x = x;
        for (pred, bound) in [
            (FloatPredicate::OLT, -F32_BOUND),
            (FloatPredicate::OGT, F32_BOUND),
        ] {
            let out = e(b.build_float_compare(pred, x, floats(bound), "out"))?;
            x = e(b.build_select(out, floats(bound), x, "x"))?.into_vector_value();
        }
        let fused = self.tuning.vector_math.fused();
        let fma = self.intrinsic("llvm.fma", dt.into())?;
        // `a * m + c`, one fused operation where the set has them.
        let mul_add = |a: VectorValue<'ctx>,
                       m: VectorValue<'ctx>,
                       c: VectorValue<'ctx>|
         -> R<VectorValue<'ctx>> {
            if fused {
                let y = e(b.build_call(fma, &[a.into(), m.into(), c.into()], "fma"))?;
                Ok(basic(y, "fma is void")?.into_vector_value())
            } else {
                let am = e(b.build_float_mul(a, m, "am"))?;
                e(b.build_float_add(am, c, "amc"))
            }
        };
        let z = e(b.build_float_mul(x, floats(inv_ln2()), "z"))?;
        let kd = e(b.build_float_add(z, floats(SHIFT), "kd"))?;
        let ki = e(b.build_bit_cast(kd, it, "ki"))?.into_vector_value();
        let kd = e(b.build_float_sub(kd, floats(SHIFT), "k"))?;
        let r = mul_add(kd, floats(-ln2_head()), x)?;
        let r = mul_add(kd, floats(-ln2_tail()), r)?;
        let mut p = floats(F32_C[8]);
        for c in F32_C[..8].iter().rev() {
            p = mul_add(p, r, floats(*c))?;
        }
        let top = e(b.build_left_shift(ki, self.splat_i64(52, lanes), "top"))?;
        let s_bits = e(b.build_int_add(top, self.splat_i64(ONE_BITS, lanes), "sbits"))?;
        let scale = e(b.build_bit_cast(s_bits, dt, "scale"))?.into_vector_value();
        let y = e(b.build_float_mul(p, scale, "y"))?;
        let y = e(b.build_float_trunc(y, ft, "y32"))?;
        e(b.build_return(Some(&y)))?;
        Ok(f)
    }

    /// The table's rows at the even indices `i2` (a vector): the `t` bits
    /// and the `s` bits of each lane, one pair of loads per lane.
    fn exp_table_rows(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        i2: VectorValue<'ctx>,
        lanes: u32,
    ) -> R<(VectorValue<'ctx>, VectorValue<'ctx>)> {
        let i64t = self.ctx.i64_type();
        let table = self.exp_table();
        let (mut t, mut s) = (
            i64t.vec_type(lanes).get_poison(),
            i64t.vec_type(lanes).get_poison(),
        );
        for k in 0..lanes {
            let lane = i64t.const_int(k as u64, false);
            let at = e(b.build_extract_element(i2, lane, "at"))?.into_int_value();
            let next = e(b.build_int_add(at, i64t.const_int(1, false), "at1"))?;
            for (ix, v) in [(at, &mut t), (next, &mut s)] {
                let p = unsafe { e(b.build_in_bounds_gep(i64t, table, &[ix], "tp"))? };
                let w = e(b.build_load(i64t, p, "tw"))?;
                *v = e(b.build_insert_element(*v, w, lane, "tv"))?;
            }
        }
        Ok((t, s))
    }

    /// The table as a constant global of the module.
    fn exp_table(&self) -> inkwell::values::PointerValue<'ctx> {
        if let Some(g) = self.module.get_global(TABLE_NAME) {
            return g.as_pointer_value();
        }
        let i64t = self.ctx.i64_type();
        let words: Vec<_> = TABLE.iter().map(|w| i64t.const_int(*w, false)).collect();
        let init = i64t.const_array(&words);
        let g = self.module.add_global(init.get_type(), None, TABLE_NAME);
        g.set_linkage(Linkage::Private);
        g.set_constant(true);
        g.set_unnamed_addr(true);
        g.set_initializer(&init);
        g.as_pointer_value()
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// How many doubles lie from `a` to `b` (0 for two NaNs; none between
    /// the zeros).
    pub(in crate::llvm) fn ulps(a: f64, b: f64) -> u64 {
        if a.is_nan() && b.is_nan() {
            return 0;
        }
        let key = |x: f64| {
            let i = x.to_bits() as i64;
            (if i < 0 { i64::MIN - i } else { i }) as i128
        };
        (key(a) - key(b)).unsigned_abs() as u64
    }

    #[test]
    fn the_table_is_two_to_the_i_over_128() {
        for i in 0..128 {
            let s = f64::from_bits(TABLE[2 * i + 1].wrapping_add((i as u64) << 45));
            let want = (i as f64 / 128.0).exp2();
            assert!(ulps(s, want) <= 1, "{i}: {s} vs {want}");
            assert!(f64::from_bits(TABLE[2 * i]).abs() < f64::EPSILON, "{i}");
        }
    }

    #[test]
    fn within_one_ulp_of_libm() {
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut worst = (0, 0.0);
        let edges = [
            0.0,
            -0.0,
            1e-300,
            -1e-300,
            1e-20,
            0.5,
            -0.5,
            1.0,
            709.7,
            -745.2,
            511.9,
            -511.9,
            512.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        let mut xs = edges.to_vec();
        for _ in 0..2_000_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let unit = (s >> 11) as f64 / (1u64 << 53) as f64;
            xs.push((unit - 0.5) * 1040.0);
        }
        let mut off = 0;
        for &x in &xs {
            let d = ulps(exp(x), x.exp());
            off += usize::from(d > 0);
            if d > worst.0 {
                worst = (d, x);
            }
        }
        assert!(worst.0 <= 1, "{} ulp at {}", worst.0, worst.1);
        // Within some 0.5x ulp, as libm: the two differ on 0.1% of these
        // (the table's rounding errors left out: 25%).
        assert!(off * 100 < xs.len(), "{off} of {} differ", xs.len());
    }

    /// `f32` ulps between `a` and `b` (0 for two NaNs).
    fn ulps32(a: f32, b: f32) -> u64 {
        if a.is_nan() && b.is_nan() {
            return 0;
        }
        let key = |x: f32| {
            let i = x.to_bits() as i32;
            (if i < 0 { i32::MIN - i } else { i }) as i64
        };
        (key(a) - key(b)).unsigned_abs()
    }

    #[test]
    fn exp_f32_within_one_ulp_of_the_rounded_exp() {
        // Every 997th f32 bit pattern (4.3 million, both signs, every
        // exponent), the edges, and the neighbours of the overflow and
        // underflow thresholds.
        let mut xs: Vec<f32> = (0..u32::MAX / 997)
            .map(|i| f32::from_bits(i * 997))
            .collect();
        xs.extend([
            0.0,
            -0.0,
            f32::MIN_POSITIVE,
            1e-45,
            -1e-45,
            88.72283,
            88.72284,
            -87.33654,
            -103.27893,
            -103.97208,
            -104.0,
            -104.1,
            104.1,
            f32::MAX,
            f32::MIN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ]);
        let mut worst = (0, 0.0f32);
        let mut off = 0;
        for &x in &xs {
            // The rounded value of libm's f64 exp: within a hair of exp(x).
            let want = f64::from(x).exp() as f32;
            let d = ulps32(exp_f32(x, false), want).max(ulps32(exp_f32(x, true), want));
            off += usize::from(d > 0);
            if d > worst.0 {
                worst = (d, x);
            }
        }
        assert!(worst.0 <= 1, "{} ulp at {:e}", worst.0, worst.1);
        // Nearly always the rounded value itself.
        assert!(off * 1000 < xs.len(), "{off} of {} differ", xs.len());
        for fused in [false, true] {
            assert_eq!(exp_f32(f32::INFINITY, fused), f32::INFINITY);
            assert_eq!(exp_f32(f32::NEG_INFINITY, fused).to_bits(), 0);
            assert_eq!(exp_f32(-0.0, fused), 1.0);
            assert!(exp_f32(f32::NAN, fused).is_nan());
        }
    }
}

//! Division by a loop-invariant integer without a divide instruction: the
//! divisor's magic number is computed once per nest execution (by
//! [`fuselab_divmagic`], which generated code calls where the divisor is
//! defined), and each division is a multiply-high, an add and shifts
//! (Hacker's Delight, §10-1 and §10-2; libdivide does the same). A 64-bit
//! hardware division costs some 40 cycles on this machine kind, so
//! `map (\x -> x / the s) xs` is otherwise compute-bound.

/// The signed magic multiplier and shift for a 64-bit divisor with
/// `|d| >= 2` (Hacker's Delight, Fig. 10-1, for W = 64).
pub fn magic(d: i64) -> (i64, u32) {
    debug_assert!(!(-1..=1).contains(&d));
    let two63: u64 = 1 << 63;
    let ad = d.unsigned_abs();
    let t = two63 + ((d as u64) >> 63);
    let anc = t - 1 - t % ad;
    let mut p = 63u32;
    let mut q1 = two63 / anc;
    let mut r1 = two63 - q1 * anc;
    let mut q2 = two63 / ad;
    let mut r2 = two63 - q2 * ad;
    loop {
        p += 1;
        q1 = q1.wrapping_mul(2);
        r1 = r1.wrapping_mul(2);
        if r1 >= anc {
            q1 = q1.wrapping_add(1);
            r1 = r1.wrapping_sub(anc);
        }
        q2 = q2.wrapping_mul(2);
        r2 = r2.wrapping_mul(2);
        if r2 >= ad {
            q2 = q2.wrapping_add(1);
            r2 = r2.wrapping_sub(ad);
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let m = q2.wrapping_add(1) as i64;
    let m = if d < 0 { m.wrapping_neg() } else { m };
    (m, p - 64)
}

/// What generated code computes with the magic: `n / d` for `|d| >= 2`.
pub fn divide(n: i64, d: i64, (m, s): (i64, u32)) -> i64 {
    let mut q = ((m as i128 * n as i128) >> 64) as i64;
    if d > 0 && m < 0 {
        q = q.wrapping_add(n);
    } else if d < 0 && m > 0 {
        q = q.wrapping_sub(n);
    }
    q >>= s;
    q + ((q as u64) >> 63) as i64
}

/// Called by generated code: writes `[magic, shift]` for `d` to `out`
/// (zeros for `d` in -1..=1, which generated code handles itself).
///
/// # Safety
/// `out` points to two writable `i64`s.
pub unsafe extern "C" fn fuselab_divmagic(d: i64, out: *mut i64) {
    let (m, s) = if (-1..=1).contains(&d) {
        (0, 0)
    } else {
        magic(d)
    };
    unsafe {
        *out = m;
        *out.add(1) = s as i64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_division_is_exact_at_the_edges() {
        let ds = [
            2,
            3,
            7,
            10,
            -2,
            -3,
            -7,
            641,
            1 << 40,
            -(1 << 40),
            i64::MAX,
            i64::MIN,
            i64::MIN + 1,
            6700417,
        ];
        let ns = [
            0,
            1,
            -1,
            7,
            -7,
            100,
            i64::MAX,
            i64::MIN,
            i64::MIN + 1,
            123456789,
        ];
        for d in ds {
            let mg = magic(d);
            for n in ns {
                assert_eq!(divide(n, d, mg), n.wrapping_div(d), "{n} / {d}");
            }
        }
    }

    #[test]
    fn magic_division_is_exact_on_many_values() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as i64
        };
        for _ in 0..2000 {
            let d = next() >> (next() as u64 % 63);
            if (-1..=1).contains(&d) {
                continue;
            }
            let mg = magic(d);
            for _ in 0..50 {
                let n = next() >> (next() as u64 % 64);
                assert_eq!(divide(n, d, mg), n.wrapping_div(d), "{n} / {d}");
            }
        }
    }
}

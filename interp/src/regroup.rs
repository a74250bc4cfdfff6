//! Regrouped folds and scans: the reference's second rounding of a float sum.
//!
//! The language declares a fold's or scan's operator associative, so a
//! compiled path may add in any grouping: blocks per thread, vector lanes, a
//! reduce-then-scan on the GPU. With floats each grouping rounds otherwise,
//! and a long sum with cancellation can differ from the left-to-right one by
//! far more than any fixed relative tolerance allows (an `f32` prefix sum of
//! two million elements, or the force sums of an n-body step).
//!
//! So the reference can also run with its float `+` and `*` folds, scans and
//! permutes regrouped ([`crate::reference::Order::Regrouped`]): folds
//! pairwise, scans in blocks of about `√n` elements with the blocks' totals
//! carried, and each target of a `permute` combining its contributions
//! pairwise before its default (atomics on a GPU add them in any order). Both
//! results are the program's meaning; their difference measures how much
//! rounding the sums carry, and [`crate::agree`] allows a path that much.
//! Only operators whose regrouping is exact apart from rounding are
//! regrouped: a lambda `\a b -> a + b` or `a * b` over floats. Any other
//! operator keeps its order, so a wrong result of a path never hides behind
//! a regrouping that changes the meaning.
//!
//! Two groupings' difference is one sample of how much a sum rounds, and a
//! small one can be small by chance. Where the order is arbitrary (a GPU's
//! atomics on a `permute`'s targets, different from run to run) the
//! regrouped run also gives each target a sound bound on how far any two
//! orders of its terms may round apart ([`unordered_bound`]), carried with
//! the result as [`Regrouped::bounds`] where a `permute` makes an output.
//! A scan's element is such a sum too, of a prefix as long as its position,
//! and a path may group it in blocks of any length (a CPU's chained scan,
//! a GPU's reduce-then-scan), so a regrouped scan gives each element the
//! bound of its prefix ([`prefix_bounds`]), which grows with the scan.

use ir::ast::{BinOp, Lambda, SExprKind, SPat};
use ir::{Scalar, ScalarType, Value};

/// The oracle's result with its sums grouped otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Regrouped {
    pub value: Value,
    /// For each array of `value` (in `Value::arrays`' order), where known,
    /// a bound per element on how far two orders of the sums that made it
    /// may round apart ([`unordered_bound`], [`prefix_bounds`]; `NaN` where
    /// it has none): the outputs a regrouped `permute` or scan makes (or a
    /// `reshape` of one).
    pub bounds: Vec<Option<Vec<f64>>>,
}

impl From<Value> for Regrouped {
    /// Another grouping's value without bounds.
    fn from(value: Value) -> Regrouped {
        let bounds = vec![None; value.arrays().len()];
        Regrouped { value, bounds }
    }
}

/// Whether `f` is a float `+` or `*` of its two parameters (either order).
pub fn regroups(lambda: &Lambda) -> bool {
    operator(lambda).is_some()
}

/// The operator of a lambda that [`regroups`]: `+` or `*`.
fn operator(f: &Lambda) -> Option<BinOp> {
    let [SPat::Var {
        name: a, ty: ta, ..
    }, SPat::Var {
        name: b, ty: tb, ..
    }] = &f.params[..]
    else {
        return None;
    };
    let float = |t: &ScalarType| matches!(t, ScalarType::Prim(p) if p.is_float());
    let SExprKind::Binary(op @ (BinOp::Add | BinOp::Mul), x, y) = &f.body.kind else {
        return None;
    };
    fn var(e: &ir::SExpr) -> Option<&ir::Name> {
        match &e.kind {
            SExprKind::Var(n) => Some(n),
            _ => None,
        }
    }
    let (Some(x), Some(y)) = (var(x), var(y)) else {
        return None;
    };
    let ours = float(ta) && float(tb) && a != b && ((x, y) == (a, b) || (x, y) == (b, a));
    ours.then_some(*op)
}

/// How far apart two evaluations of `d ⊕ x1 ⊕ … ⊕ xk` in any orders and
/// groupings may round, for a lambda `f` that [`regroups`]: each is within
/// `γ_k S` of the exact value, `γ_k = k u / (1 - k u)` with `u` the unit
/// roundoff, `S = |d| + Σ |xi|` for a sum and `|d Π xi|` for a product
/// (Higham, *Accuracy and Stability of Numerical Algorithms*, (4.4) and
/// Lemma 3.1), so two are within `2 γ_k S`. Underflow is not covered.
/// `None` for another `f`, terms that are not floats of one type, `k u` of
/// a half or more, or a bound that is not finite.
pub fn unordered_bound(lambda: &Lambda, d: &Scalar, xs: &[Scalar]) -> Option<f64> {
    let op = operator(lambda)?;
    let u = unit_roundoff(d)?;
    let terms: Vec<f64> = std::iter::once(d)
        .chain(xs)
        .map(|x| as_f64(d, x))
        .collect::<Option<_>>()?;
    let s = match op {
        BinOp::Mul => terms.iter().product::<f64>().abs(),
        _ => terms.iter().map(|t| t.abs()).sum(),
    };
    bound(xs.len(), u, s)
}

/// [`unordered_bound`] of every prefix of a scan's terms `xs` (its
/// initial value first where it has one, then the elements in the scan's
/// direction): element `k` of the scan combines `xs[..=k]`, so its bound
/// is `2 γ_k S_k`, growing with the prefix. `NaN` for a prefix without a
/// bound; `None` for another `f` or terms that are not floats of one type.
pub fn prefix_bounds(lambda: &Lambda, xs: &[Scalar]) -> Option<Vec<f64>> {
    let op = operator(lambda)?;
    let Some(first) = xs.first() else {
        return Some(Vec::new());
    };
    let u = unit_roundoff(first)?;
    let mut out = Vec::with_capacity(xs.len());
    let mut s = if op == BinOp::Mul { 1.0 } else { 0.0 };
    for (k, x) in xs.iter().enumerate() {
        let t = as_f64(first, x)?;
        s = match op {
            BinOp::Mul => s * t,
            _ => s + t.abs(),
        };
        out.push(bound(k, u, s.abs()).unwrap_or(f64::NAN));
    }
    Some(out)
}

/// The unit roundoff of a float scalar's type.
fn unit_roundoff(d: &Scalar) -> Option<f64> {
    match d {
        Scalar::F32(_) => Some(f32::EPSILON as f64 / 2.0),
        Scalar::F64(_) => Some(f64::EPSILON / 2.0),
        _ => None,
    }
}

/// `s` as an `f64` when it is a float of `d`'s type.
fn as_f64(d: &Scalar, s: &Scalar) -> Option<f64> {
    match (d, s) {
        (Scalar::F32(_), Scalar::F32(x)) => Some(*x as f64),
        (Scalar::F64(_), Scalar::F64(x)) => Some(*x),
        _ => None,
    }
}

/// `2 γ_k s` for `k` operations in unit roundoff `u`; `None` where `k u`
/// is a half or more or the bound is not finite.
fn bound(k: usize, u: f64, s: f64) -> Option<f64> {
    let ku = k as f64 * u;
    if ku >= 0.5 {
        return None;
    }
    let bound = 2.0 * ku / (1.0 - ku) * s;
    bound.is_finite().then_some(bound)
}

/// Rows no longer than this are added left to right.
const LEAF: usize = 8;

/// `xs` combined pairwise (halves, recursively); `None` when empty.
pub fn pairwise<E>(
    xs: &[Scalar],
    f: &mut impl FnMut(Scalar, Scalar) -> Result<Scalar, E>,
) -> Result<Option<Scalar>, E> {
    if xs.len() <= LEAF {
        let mut it = xs.iter().cloned();
        let Some(mut acc) = it.next() else {
            return Ok(None);
        };
        for x in it {
            acc = f(acc, x)?;
        }
        return Ok(Some(acc));
    }
    let (l, r) = xs.split_at(xs.len() / 2);
    match (pairwise(l, f)?, pairwise(r, f)?) {
        (Some(a), Some(b)) => f(a, b).map(Some),
        (a, b) => Ok(a.or(b)),
    }
}

/// The inclusive prefix combination of `xs` in blocks of about `√n`
/// elements: each block from its own first element, then the running total
/// of the earlier blocks combined in front.
pub fn blocked_scan<E>(
    xs: &[Scalar],
    f: &mut impl FnMut(Scalar, Scalar) -> Result<Scalar, E>,
) -> Result<Vec<Scalar>, E> {
    let block = (xs.len() as f64).sqrt().ceil().max(1.0) as usize;
    let mut out = Vec::with_capacity(xs.len());
    let mut carry: Option<Scalar> = None;
    for chunk in xs.chunks(block) {
        let start = out.len();
        let mut acc = chunk[0].clone();
        out.push(acc.clone());
        for x in &chunk[1..] {
            acc = f(acc, x.clone())?;
            out.push(acc.clone());
        }
        if let Some(c) = &carry {
            for y in &mut out[start..] {
                *y = f(c.clone(), y.clone())?;
            }
        }
        carry = Some(out[out.len() - 1].clone());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn add(a: Scalar, b: Scalar) -> Result<Scalar, ()> {
        match (a, b) {
            (Scalar::I64(x), Scalar::I64(y)) => Ok(Scalar::I64(x + y)),
            _ => Err(()),
        }
    }

    fn ints(n: i64) -> Vec<Scalar> {
        (1..=n).map(Scalar::I64).collect()
    }

    #[test]
    fn pairwise_and_blocked_scan_compute_the_sums() {
        for n in [0, 1, 2, 7, 8, 9, 17, 100, 1001] {
            let xs = ints(n);
            let total = pairwise(&xs, &mut add).unwrap();
            assert_eq!(total, (n > 0).then_some(Scalar::I64(n * (n + 1) / 2)));
            let scan = blocked_scan(&xs, &mut add).unwrap();
            let want: Vec<Scalar> = (1..=n).map(|k| Scalar::I64(k * (k + 1) / 2)).collect();
            assert_eq!(scan, want, "n = {n}");
        }
    }

    #[test]
    fn a_blocked_f32_scan_rounds_less_than_a_sequential_one() {
        // 0.1 added a million times: left to right in f32 drifts by
        // hundreds; in blocks of a thousand it stays within a few units.
        let n = 1_000_000;
        let xs = vec![Scalar::F32(0.1); n];
        let mut fadd = |a: Scalar, b: Scalar| match (a, b) {
            (Scalar::F32(x), Scalar::F32(y)) => Ok::<_, ()>(Scalar::F32(x + y)),
            _ => Err(()),
        };
        let scan = blocked_scan(&xs, &mut fadd).unwrap();
        let Scalar::F32(last) = scan[n - 1] else {
            panic!()
        };
        let seq = (0..n).fold(0f32, |a, _| a + 0.1);
        let exact = 0.1f64 * n as f64;
        assert!((last as f64 - exact).abs() < 5.0, "{last}");
        assert!((seq as f64 - exact).abs() > 100.0, "{seq}");
    }
}

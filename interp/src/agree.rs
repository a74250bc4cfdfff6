//! Whether two results agree: integers and bools exactly, floats within
//! [`TOL`] relative to `max(1, |want|)` (a parallel reduction may add in
//! another order), NaN equal to NaN; a run-time error with a run-time error
//! (which one a stopped path reports is the reference's, `interp::precise`).
//! The experiment runner checks every cell with it, and the end-to-end tests
//! and the pipeline fuzzer use it too, so all of them judge alike.
//!
//! A long float sum may differ by more than [`TOL`] between two groupings,
//! both right ([`crate::regroup`]). [`same_outcome_or_rounding`] then asks
//! the oracle for its result grouped otherwise, and lets a float element
//! differ from the oracle's by [`SPREAD`] times the oracle's own difference
//! between its two groupings there, or, for a sum a `permute` scatters in
//! an arbitrary order (a GPU's atomics) and for an element of a scan (a sum
//! of a prefix as long as its position, which a path may group in blocks
//! of any length), by the bound on how far two orders of its terms may
//! round apart ([`crate::regroup::unordered_bound`],
//! [`crate::regroup::prefix_bounds`]): two groupings' difference is one
//! sample, small by chance at some elements of a long scan.

use crate::error::RuntimeError;
use crate::regroup::Regrouped;
use ir::{Array, Scalar, Value};

/// Relative tolerance for floats.
pub const TOL: f64 = 1e-4;

/// How many times the oracle's own spread between two groupings of its
/// sums a path's float element may differ from the oracle's.
pub const SPREAD: f64 = 4.0;

pub fn close(a: &Scalar, b: &Scalar) -> bool {
    match (a, b) {
        (Scalar::F32(x), Scalar::F32(y)) => fclose(*x as f64, *y as f64),
        (Scalar::F64(x), Scalar::F64(y)) => fclose(*x, *y),
        (Scalar::Tuple(xs), Scalar::Tuple(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| close(x, y))
        }
        _ => a == b,
    }
}

pub fn fclose(x: f64, y: f64) -> bool {
    (x.is_nan() && y.is_nan()) || x == y || (x - y).abs() <= TOL * y.abs().max(1.0)
}

pub fn same_array(got: &Array, want: &Array) -> Result<(), String> {
    if got.shape() != want.shape() {
        return Err(format!("shape {:?}, want {:?}", got.shape(), want.shape()));
    }
    for i in 0..want.len() {
        let (g, w) = (got.get(i), want.get(i));
        if !close(&g, &w) {
            return Err(format!("element {i}: {g}, want {w}"));
        }
    }
    Ok(())
}

pub fn same_value(got: &Value, want: &Value) -> Result<(), String> {
    let (g, w) = (got.arrays(), want.arrays());
    if g.len() != w.len() {
        return Err(format!("{} results, want {}", g.len(), w.len()));
    }
    for (i, (a, b)) in g.iter().zip(&w).enumerate() {
        same_array(a, b).map_err(|e| format!("result {i}: {e}"))?;
    }
    Ok(())
}

/// A path's outcome against the reference's: equal values, or both stopped
/// with a run-time error. The path's own error need not be the reference's:
/// where a program has several failing elements, a fused schedule may meet
/// another one first, and a stopped path reports the reference's first
/// error in program order ([`crate::precise::reported`]). Errors the
/// reference does not decide (out of memory, ill-typed) must be of the same
/// kind.
pub fn same_outcome(
    got: Result<&Value, &RuntimeError>,
    want: Result<&Value, &RuntimeError>,
) -> Result<(), String> {
    use crate::precise::is_precise;
    match (got, want) {
        (Ok(g), Ok(w)) => same_value(g, w),
        (Err(g), Err(w)) if g.kind == w.kind || (is_precise(g.kind) && is_precise(w.kind)) => {
            Ok(())
        }
        (Err(g), Err(w)) => Err(format!("run-time error `{g}`, the reference's `{w}`")),
        (Err(g), Ok(_)) => Err(format!(
            "run-time error `{g}` where the reference ran to the end"
        )),
        (Ok(_), Err(w)) => Err(format!(
            "ran to the end where the reference stopped with `{w}`"
        )),
    }
}

/// A float disagreement beyond [`TOL`] that the rounding of another grouping
/// explains: the largest difference from the oracle's element, the
/// oracle's own spread between its two groupings at that element, and the
/// bound on two orders of its terms there when it has one.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rounding {
    pub difference: f64,
    pub spread: f64,
    pub bound: Option<f64>,
}

impl std::fmt::Display for Rounding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "floats differ from the oracle's by up to {:.3e}, within {SPREAD} times its own \
             spread between two groupings of its sums ({:.3e})",
            self.difference, self.spread
        )?;
        match self.bound {
            Some(b) => write!(
                f,
                " or within the bound on two orders of a sum's terms ({b:.3e})"
            ),
            None => Ok(()),
        }
    }
}

/// [`same_outcome`], allowing floats the rounding of another grouping: when
/// both ran to the end and some float element differs beyond [`TOL`],
/// `other` gives the oracle's value with its sums grouped otherwise (the
/// reference's [`crate::reference::run_regrouped`]; `None` when it has
/// none), and an element agrees when it is within [`SPREAD`] times
/// `|want - other|` of `want`, or within the element's bound where `other`
/// has one ([`Regrouped::bounds`]). `Ok(Some(_))` says that this allowance
/// was needed, and how much of it.
pub fn same_outcome_or_rounding(
    got: Result<&Value, &RuntimeError>,
    want: Result<&Value, &RuntimeError>,
    other: impl FnOnce() -> Option<Regrouped>,
) -> Result<Option<Rounding>, String> {
    let first = match same_outcome(got, want) {
        Ok(()) => return Ok(None),
        Err(e) => e,
    };
    let (Ok(g), Ok(w)) = (got, want) else {
        return Err(first);
    };
    let Some(other) = other() else {
        return Err(first);
    };
    let (g, w, o) = (g.arrays(), w.arrays(), other.value.arrays());
    if g.len() != w.len() || o.len() != w.len() || other.bounds.len() != w.len() {
        return Err(first);
    }
    let mut worst: Option<Rounding> = None;
    for (i, (((g, w), o), bounds)) in g.iter().zip(&w).zip(&o).zip(&other.bounds).enumerate() {
        if g.shape() != w.shape() || o.shape() != w.shape() {
            return Err(first);
        }
        for k in 0..w.len() {
            let (ge, we, oe) = (g.get(k), w.get(k), o.get(k));
            if close(&ge, &we) {
                continue;
            }
            let bound = bounds.as_ref().and_then(|b| b.get(k)).copied();
            match within_rounding(&ge, &we, &oe, bound.filter(|b| !b.is_nan())) {
                Some(r) if worst.is_none_or(|w| r.difference > w.difference) => worst = Some(r),
                Some(_) => {}
                None => {
                    return Err(format!(
                        "result {i}: element {k}: {ge}, want {we} (grouped otherwise: {oe})"
                    ))
                }
            }
        }
    }
    Ok(worst)
}

/// `g` against `w` where `w` differs from `o` only by rounding: its
/// difference and the spread when within [`SPREAD`] of it or within
/// `bound` (the worst component of a tuple), `None` otherwise.
fn within_rounding(g: &Scalar, w: &Scalar, o: &Scalar, bound: Option<f64>) -> Option<Rounding> {
    let floats = |g: f64, w: f64, o: f64| {
        let r = Rounding {
            difference: (g - w).abs(),
            spread: (w - o).abs(),
            bound,
        };
        let bounded = bound.is_some_and(|b| r.difference <= b);
        (fclose(g, w) || r.difference <= SPREAD * r.spread || bounded).then_some(r)
    };
    match (g, w, o) {
        (Scalar::F32(g), Scalar::F32(w), Scalar::F32(o)) => floats(*g as f64, *w as f64, *o as f64),
        (Scalar::F64(g), Scalar::F64(w), Scalar::F64(o)) => floats(*g, *w, *o),
        (Scalar::Tuple(gs), Scalar::Tuple(ws), Scalar::Tuple(os))
            if gs.len() == ws.len() && ws.len() == os.len() =>
        {
            let mut worst = Rounding::default();
            for ((g, w), o) in gs.iter().zip(ws).zip(os) {
                let r = within_rounding(g, w, o, bound)?;
                if r.difference > worst.difference {
                    worst = r;
                }
            }
            Some(worst)
        }
        _ => (g == w).then_some(Rounding::default()),
    }
}

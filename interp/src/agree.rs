//! Whether two results agree: integers and bools exactly, floats within
//! [`TOL`] relative to `max(1, |want|)` (a parallel reduction may add in
//! another order), NaN equal to NaN; a run-time error with a run-time error
//! (which one a stopped path reports is the reference's, `interp::precise`).
//! The experiment runner checks every cell with it, and the end-to-end tests
//! and the pipeline fuzzer use it too, so all of them judge alike.

use crate::error::RuntimeError;
use ir::{Array, Scalar, Value};

/// Relative tolerance for floats.
pub const TOL: f64 = 1e-4;

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

//! Helpers shared by the reference interpreter's tests (`reference_ast.rs`,
//! `reference_text.rs`): integer arrays in, integer arrays and run-time
//! errors out.

use interp::{RunError, RuntimeError};
use ir::{Array, Scalar, ScalarType, Value};

/// An `i64` array of `shape` holding `data` in row-major order.
pub fn ints(shape: &[usize], data: &[i64]) -> Array {
    let elems: Vec<Scalar> = data.iter().map(|&v| Scalar::I64(v)).collect();
    Array::from_scalars(shape.to_vec(), ScalarType::I64, &elems).unwrap()
}

/// An `i64` array result's shape and elements.
pub fn shape_and_ints(v: &Value) -> (Vec<usize>, Vec<i64>) {
    let a = v.as_array().expect("an array");
    let data = a
        .to_scalars()
        .iter()
        .map(|s| s.as_i64().expect("an integer"))
        .collect();
    (a.shape().to_vec(), data)
}

/// The run-time error a run ended with.
pub fn runtime(r: Result<Value, RunError>) -> RuntimeError {
    match r {
        Err(RunError::Runtime(e)) => e,
        other => panic!("expected a run-time error, got {other:?}"),
    }
}

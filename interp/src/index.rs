//! Index values as the interpreters see them: the scalar a lambda receives
//! for a multi-index (an `i64` at rank 1, a tuple otherwise), its inverse,
//! and how indices and shapes are printed in messages. One home for both
//! interpreters (they had a copy each).

use crate::error::{RuntimeError, Site};
use ir::Scalar;

/// The index value of a multi-index: `i64` for rank 1, a tuple otherwise.
pub(crate) fn index_scalar(ix: &[i64]) -> Scalar {
    match ix {
        [i] => Scalar::I64(*i),
        _ => Scalar::Tuple(ix.iter().map(|&i| Scalar::I64(i)).collect()),
    }
}

/// A multi-index from an index value for an array of rank `rank`.
pub(crate) fn as_index(v: &Scalar, rank: usize, site: Site) -> Result<Vec<i64>, RuntimeError> {
    let bad = || site.ill_typed(format!("{v} is not an index of a rank-{rank} array"));
    match (rank, v) {
        (1, v) => Ok(vec![v.as_i64().ok_or_else(bad)?]),
        (_, Scalar::Tuple(xs)) if xs.len() == rank => {
            xs.iter().map(|x| x.as_i64().ok_or_else(bad)).collect()
        }
        _ => Err(bad()),
    }
}

/// `5` or `(1, 2)`.
pub(crate) fn fmt_index(ix: &[i64]) -> String {
    index_scalar(ix).to_string()
}

/// `[3][4]`, or `[]` for rank 0, as in types.
pub(crate) fn fmt_shape(shape: &[usize]) -> String {
    if shape.is_empty() {
        return "[]".to_string();
    }
    shape.iter().map(|d| format!("[{d}]")).collect()
}

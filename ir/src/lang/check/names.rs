//! The names a program cannot rebind (array operations, those defined by
//! their expansion, array reads,
//! stencil boundaries, builtins, conversions), the operation a name
//! denotes, and the distance between names for "did you mean".

use crate::ast::{Builtin, OpKind};
use crate::types::Prim;

/// The array operation named `name` in program text (from the operation
/// table's names; `unit` is not an operation but a node of its own).
pub(super) fn op_kind(name: &str) -> Option<OpKind> {
    OpKind::ALL.into_iter().find(|k| k.name() == name)
}

/// Whether `name` is an array operation (one of the core's, one defined
/// by its expansion, or `unit`).
pub(super) fn is_array_op(name: &str) -> bool {
    name == "unit" || op_kind(name).is_some() || is_sugar(name)
}

/// Whether `name` is a builtin (`max`, `sqrt`, …) or a conversion (`f32`):
/// a function of scalars that can also be passed by name.
pub(super) fn is_builtin(name: &str) -> bool {
    Builtin::from_name(name).is_some() || Prim::from_name(name).is_some()
}

/// Whether `name` is a built-in function of scalars: a builtin, a
/// conversion, or a read of a whole array that gives a scalar.
pub(super) fn is_scalar_function(name: &str) -> bool {
    is_builtin(name) || ARRAY_READS.contains(&name)
}

/// Reads of a whole array that give a scalar.
pub(super) const ARRAY_READS: &[&str] = &["the", "length", "shape"];
/// The sequence constructs (`sequences`).
pub(super) const SEQ_CONSTRUCTS: &[&str] =
    &["produce", "map_seq", "elements", "tabulate", "fold_seq"];
/// A stencil's boundary rules.
const BOUNDARIES: &[&str] = &["clamp", "mirror", "wrap", "constant"];

/// Names that programs cannot rebind.
pub(super) fn is_reserved(name: &str) -> bool {
    is_array_op(name)
        || is_scalar_function(name)
        || BOUNDARIES.contains(&name)
        || SEQ_CONSTRUCTS.contains(&name)
}

/// The Levenshtein distance between two names.
pub(super) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The largest K of `zipWithK`.
const MAX_ZIP: usize = 9;

/// The number of arrays `name` zips, when it is `zipWith` (2) or
/// `zipWithK` (K).
pub(super) fn zip_arity(name: &str) -> Option<usize> {
    match name.strip_prefix("zipWith")? {
        "" => Some(2),
        suffix => (3..=MAX_ZIP).find(|k| k.to_string() == suffix),
    }
}

/// Whether `name` is an operation defined by its expansion (`sugar`).
pub(super) fn is_sugar(name: &str) -> bool {
    name == "iota" || zip_arity(name).is_some()
}

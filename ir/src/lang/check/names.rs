//! The names a program cannot rebind (array operations, array reads,
//! stencil boundaries, builtins, conversions), the operation a name
//! denotes, and the distance between names for "did you mean".

use crate::ast::{Builtin, OpKind};
use crate::types::Prim;

/// The array operation named `name` in program text (from the operation
/// table's names; `unit` is not an operation but a node of its own).
pub(super) fn op_kind(name: &str) -> Option<OpKind> {
    OpKind::ALL.into_iter().find(|k| k.name() == name)
}

/// Whether `name` is an array operation or `unit`.
pub(super) fn is_array_op(name: &str) -> bool {
    name == "unit" || op_kind(name).is_some()
}

/// Reads of a whole array that give a scalar.
pub(super) const ARRAY_READS: &[&str] = &["the", "length", "shape"];
/// A stencil's boundary rules.
const BOUNDARIES: &[&str] = &["clamp", "mirror", "wrap", "constant"];

/// Names that programs cannot rebind.
pub(super) fn is_reserved(name: &str) -> bool {
    is_array_op(name)
        || ARRAY_READS.contains(&name)
        || BOUNDARIES.contains(&name)
        || Builtin::from_name(name).is_some()
        || Prim::from_name(name).is_some()
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

//! The run-time errors of `docs/language.md`, in one table: each kind's
//! stable numeric code (what generated code writes to its error record), its
//! short description, and the wording of its detail with its two operands.
//!
//! Every executor (the reference interpreter, the loop-IR interpreter, the
//! CPU and PTX backends) renders an error's detail through
//! [`RuntimeErrorKind::message`] from the same operands, so one error reads
//! the same on every backend and under every strategy.

use crate::diag::{DiagKind, Diagnostic};
use crate::{SourceFile, Span};
use std::fmt;

/// What went wrong at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuntimeErrorKind {
    /// An array read (or a `backpermute`/`permute` target) outside the
    /// shape. Operands: the index and the extent it leaves (of the first
    /// axis that it leaves).
    OutOfBounds,
    /// Integer `/` by zero. Operands: dividend and divisor.
    DivisionByZero,
    /// Integer `%` by zero. Operands: dividend and divisor.
    RemainderByZero,
    /// `fold1` of an empty row. Operand: the row (its flat number).
    EmptyFold1,
    /// `reshape` to a shape with a different number of elements. Operands:
    /// the element counts of the array and of the new shape.
    ReshapeMismatch,
    /// `fold_seg` segment lengths that do not add up to the row length.
    /// Operand: the row length.
    SegmentSumMismatch,
    /// A negative extent, replicate count, segment length or loop extent.
    /// Operand: the size.
    NegativeSize,
    /// Operands whose shapes must agree but do not (`map`, a call's sizes).
    /// Operands: the two extents.
    ShapeMismatch,
    /// A definition's result disagrees with its declared return type.
    /// Operands: the result's extent and the declared one.
    ResultMismatch,
    /// An array whose element count does not fit in memory indices.
    /// Operands: the element count so far and the extent that overflows it.
    SizeOverflow,
    /// An array the machine has no memory for. Its detail is free text
    /// (`cannot allocate N bytes for `xs``).
    OutOfMemory,
    /// Something a type-checked program cannot do (an unbound name, a value
    /// of the wrong type): a bug in the checker or in a hand-built program.
    /// Its detail is free text.
    IllTyped,
}

use RuntimeErrorKind as K;

/// One row of [`TABLE`].
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub kind: RuntimeErrorKind,
    /// Stable: generated code writes it, and it never changes meaning.
    pub code: i64,
    pub describe: &'static str,
    /// The detail, with `{a}` and `{b}` standing for the two operands.
    pub template: &'static str,
}

/// Every run-time error kind.
pub const TABLE: &[Entry] = &[
    Entry {
        kind: K::OutOfBounds,
        code: 1,
        describe: "index out of bounds",
        template: "index {a} is out of bounds of an extent {b}",
    },
    Entry {
        kind: K::DivisionByZero,
        code: 2,
        describe: "division by zero",
        template: "integer division by zero ({a} / {b})",
    },
    Entry {
        kind: K::EmptyFold1,
        code: 3,
        describe: "empty fold1",
        template: "fold1 of an empty row (row {a})",
    },
    Entry {
        kind: K::ReshapeMismatch,
        code: 4,
        describe: "reshape mismatch",
        template: "cannot reshape {a} elements to {b} elements",
    },
    Entry {
        kind: K::SegmentSumMismatch,
        code: 5,
        describe: "segment sum mismatch",
        template: "the segment lengths do not add up to the row length {a}",
    },
    Entry {
        kind: K::NegativeSize,
        code: 6,
        describe: "negative size",
        template: "size {a} is negative",
    },
    Entry {
        kind: K::ShapeMismatch,
        code: 7,
        describe: "shape mismatch",
        template: "extents {a} and {b} differ",
    },
    Entry {
        kind: K::IllTyped,
        code: 8,
        describe: "ill-typed program",
        template: "generated code failed (operands {a}, {b})",
    },
    Entry {
        kind: K::RemainderByZero,
        code: 9,
        describe: "remainder by zero",
        template: "integer remainder by zero ({a} % {b})",
    },
    Entry {
        kind: K::ResultMismatch,
        code: 10,
        describe: "result mismatch",
        template: "the result has extent {a} where its type says {b}",
    },
    Entry {
        kind: K::SizeOverflow,
        code: 11,
        describe: "size overflow",
        template: "too many elements ({a} × {b})",
    },
    Entry {
        kind: K::OutOfMemory,
        code: 12,
        describe: "out of memory",
        template: "cannot allocate {a} bytes",
    },
];

impl RuntimeErrorKind {
    /// Every kind, in the order of [`TABLE`].
    pub fn all() -> impl Iterator<Item = RuntimeErrorKind> {
        TABLE.iter().map(|e| e.kind)
    }

    fn entry(self) -> &'static Entry {
        TABLE
            .iter()
            .find(|e| e.kind == self)
            .expect("every kind has a row in TABLE")
    }

    /// The stable code generated code reports.
    pub fn code(self) -> i64 {
        self.entry().code
    }

    /// The kind of a code that generated code reported.
    pub fn from_code(code: i64) -> Option<RuntimeErrorKind> {
        TABLE.iter().find(|e| e.code == code).map(|e| e.kind)
    }

    /// A short description, used in one-line messages.
    pub fn describe(self) -> &'static str {
        self.entry().describe
    }

    /// The detail of an error of this kind with operands `a` and `b`.
    pub fn message(self, a: i64, b: i64) -> String {
        self.entry()
            .template
            .replace("{a}", &a.to_string())
            .replace("{b}", &b.to_string())
    }

    /// The kind of an integer division by zero: `/` or `%`.
    pub fn by_zero(remainder: bool) -> RuntimeErrorKind {
        if remainder {
            K::RemainderByZero
        } else {
            K::DivisionByZero
        }
    }
}

impl fmt::Display for RuntimeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The first out-of-bounds axis of `index` in `shape`: `(index, extent)`,
/// the operands of [`RuntimeErrorKind::OutOfBounds`].
pub fn out_of_bounds(index: &[i64], shape: &[usize]) -> Option<(i64, i64)> {
    index
        .iter()
        .zip(shape)
        .find(|(&i, &n)| i < 0 || i as u128 >= n as u128)
        .map(|(&i, &n)| (i, n as i64))
}

/// The element count of `shape` when it fits in memory indices (at most
/// `isize::MAX`), else the operands of [`RuntimeErrorKind::SizeOverflow`]:
/// the count so far and the extent that takes it past.
pub fn element_count(shape: &[usize]) -> Result<usize, (i64, i64)> {
    let mut n: usize = 1;
    for &d in shape {
        match n.checked_mul(d).filter(|&m| m <= isize::MAX as usize) {
            Some(m) => n = m,
            None => return Err((n as i64, d.min(i64::MAX as usize) as i64)),
        }
    }
    Ok(n)
}

/// A run-time error: which kind, in which operation (`"fold1"`, `"map"`,
/// `"def f"`), at which span (the array operation or expression that failed),
/// and a detail naming the offending values.
#[derive(Clone, Debug, PartialEq)]
pub struct RuntimeError {
    pub kind: RuntimeErrorKind,
    pub op: String,
    pub span: Span,
    pub detail: String,
}

impl std::error::Error for RuntimeError {}

impl fmt::Display for RuntimeError {
    /// One line: `empty fold1 in `fold1`: fold1 of an empty row (row 2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} in `{}`: {}", self.kind, self.op, self.detail)
    }
}

impl RuntimeError {
    pub fn new(
        kind: RuntimeErrorKind,
        op: impl Into<String>,
        span: Span,
        detail: impl Into<String>,
    ) -> RuntimeError {
        RuntimeError {
            kind,
            op: op.into(),
            span,
            detail: detail.into(),
        }
    }

    /// An [`RuntimeErrorKind::OutOfMemory`] error: `cannot allocate N bytes
    /// for `xs`` (`array` is the array's name, or a description in words).
    pub fn out_of_memory(
        op: impl Into<String>,
        span: Span,
        e: crate::value::AllocError,
        array: &str,
    ) -> RuntimeError {
        RuntimeError::new(K::OutOfMemory, op, span, format!("{e} for {array}"))
    }

    /// `file:line:col: run-time error: empty fold1 in `fold1`: fold1 of an
    /// empty row (row 2)` (the kind, the operation and the detail, once),
    /// then the source line with a caret under the span (as [`Diagnostic`]s
    /// are).
    pub fn render(&self, file: &SourceFile) -> String {
        let diag = Diagnostic::new(DiagKind::Runtime, self.span, self.to_string());
        let full = diag.render(file);
        let snippet = full.split_once('\n').map_or("", |(_, rest)| rest);
        format!(
            "{}: run-time error: {self}\n{snippet}",
            file.location(self.span)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_round_trip() {
        let mut codes: Vec<i64> = TABLE.iter().map(|e| e.code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), TABLE.len());
        for k in RuntimeErrorKind::all() {
            assert_eq!(RuntimeErrorKind::from_code(k.code()), Some(k));
        }
        assert_eq!(RuntimeErrorKind::from_code(0), None);
    }

    #[test]
    fn messages_fill_in_operands() {
        assert_eq!(
            RuntimeErrorKind::RemainderByZero.message(7, 0),
            "integer remainder by zero (7 % 0)"
        );
        assert_eq!(
            RuntimeErrorKind::OutOfBounds.message(8, 5),
            "index 8 is out of bounds of an extent 5"
        );
    }

    #[test]
    fn first_axis_out_of_bounds() {
        assert_eq!(out_of_bounds(&[1, 5], &[2, 3]), Some((5, 3)));
        assert_eq!(out_of_bounds(&[-1, 0], &[2, 3]), Some((-1, 2)));
        assert_eq!(out_of_bounds(&[1, 2], &[2, 3]), None);
    }

    #[test]
    fn element_counts_overflow_with_operands() {
        assert_eq!(element_count(&[2, 3]), Ok(6));
        assert_eq!(element_count(&[1 << 32, 1 << 32]), Err((1 << 32, 1 << 32)));
    }
}

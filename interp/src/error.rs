//! Errors of running a program: rejected inputs ([`crate::inputs::InputError`])
//! and run-time errors ([`RuntimeError`]) that name the array operation that
//! failed, its source span and what went wrong, rendered like a diagnostic.

use crate::scalar_ops::ScalarOpError;
use ir::diag::{DiagKind, Diagnostic};
use ir::{SourceFile, Span};
use std::fmt;
use RuntimeErrorKind as Kind;

/// Why [`crate::reference::run`] produced no value.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The inputs disagree with the signature; nothing ran.
    #[error(transparent)]
    Input(#[from] crate::inputs::InputError),
    #[error("{0}")]
    Runtime(#[from] RuntimeError),
}

/// What went wrong at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuntimeErrorKind {
    /// An array read (or a `backpermute`/`permute` target) outside the shape.
    OutOfBounds,
    /// Integer `/` or `%` by zero.
    DivisionByZero,
    /// `fold1` of an empty row.
    EmptyFold1,
    /// `reshape` to a shape with a different number of elements.
    ReshapeMismatch,
    /// `fold_seg` segment lengths that do not add up to the row length.
    SegmentSumMismatch,
    /// A negative extent, replicate count or segment length.
    NegativeSize,
    /// Operands whose shapes must agree but do not (`map`, a call's sizes).
    ShapeMismatch,
    /// A definition's result disagrees with its declared return type.
    ResultMismatch,
    /// An array whose element count does not fit in memory indices.
    SizeOverflow,
    /// Something a type-checked program cannot do (an unbound name, a value
    /// of the wrong type): a bug in the checker or in a hand-built program.
    IllTyped,
}

impl RuntimeErrorKind {
    /// A short description, used in one-line messages.
    pub fn describe(self) -> &'static str {
        match self {
            RuntimeErrorKind::OutOfBounds => "index out of bounds",
            RuntimeErrorKind::DivisionByZero => "division by zero",
            RuntimeErrorKind::EmptyFold1 => "empty fold1",
            RuntimeErrorKind::ReshapeMismatch => "reshape mismatch",
            RuntimeErrorKind::SegmentSumMismatch => "segment sum mismatch",
            RuntimeErrorKind::NegativeSize => "negative size",
            RuntimeErrorKind::ShapeMismatch => "shape mismatch",
            RuntimeErrorKind::ResultMismatch => "result mismatch",
            RuntimeErrorKind::SizeOverflow => "size overflow",
            RuntimeErrorKind::IllTyped => "ill-typed program",
        }
    }
}

/// The loop IR's checks are the interpreters' errors.
impl From<ir::loops::CheckKind> for RuntimeErrorKind {
    fn from(k: ir::loops::CheckKind) -> RuntimeErrorKind {
        use ir::loops::CheckKind as C;
        match k {
            C::OutOfBounds => RuntimeErrorKind::OutOfBounds,
            C::EmptyFold1 => RuntimeErrorKind::EmptyFold1,
            C::ReshapeMismatch => RuntimeErrorKind::ReshapeMismatch,
            C::SegmentSumMismatch => RuntimeErrorKind::SegmentSumMismatch,
            C::NegativeSize => RuntimeErrorKind::NegativeSize,
            C::ShapeMismatch => RuntimeErrorKind::ShapeMismatch,
            C::ResultMismatch => RuntimeErrorKind::ResultMismatch,
        }
    }
}

impl fmt::Display for RuntimeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
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

    /// `file:line:col: run-time error in `fold1`: fold1 of an empty row (row 2)`,
    /// then the source line with a caret under the span (as [`Diagnostic`]s are).
    pub fn render(&self, file: &SourceFile) -> String {
        let diag = Diagnostic::new(DiagKind::Runtime, self.span, self.to_string());
        let full = diag.render(file);
        let snippet = full.split_once('\n').map_or("", |(_, rest)| rest);
        format!(
            "{}: run-time error in `{}`: {}\n{snippet}",
            file.location(self.span),
            self.op,
            self.detail
        )
    }
}

/// Where an error happens: the operation's name and span.
#[derive(Clone, Copy)]
pub(crate) struct Site<'a> {
    pub(crate) op: &'a str,
    pub(crate) span: Span,
}

impl Site<'_> {
    pub(crate) fn err(self, kind: Kind, detail: impl Into<String>) -> RuntimeError {
        RuntimeError::new(kind, self.op, self.span, detail)
    }

    pub(crate) fn ill_typed(self, detail: impl Into<String>) -> RuntimeError {
        self.err(Kind::IllTyped, detail)
    }

    pub(crate) fn scalar_op(
        self,
        e: ScalarOpError,
        operands: impl FnOnce() -> String,
    ) -> RuntimeError {
        match e {
            ScalarOpError::DivisionByZero(what) => self.err(
                Kind::DivisionByZero,
                format!("integer {what} by zero ({})", operands()),
            ),
            ScalarOpError::IllTyped(detail) => self.ill_typed(detail),
        }
    }
}

/// How the evaluation of a scalar expression stopped early: an error, or
/// `ignore` (meaningful only in a `permute`'s index function or target).
pub(crate) enum Flow {
    Error(Box<RuntimeError>),
    Ignore,
}

impl From<RuntimeError> for Flow {
    fn from(e: RuntimeError) -> Flow {
        Flow::Error(Box::new(e))
    }
}

impl Flow {
    /// Outside a `permute` index function, `ignore` is an error.
    pub(crate) fn into_error(self, site: Site) -> RuntimeError {
        match self {
            Flow::Error(e) => *e,
            Flow::Ignore => site.ill_typed("`ignore` outside a permute's index function"),
        }
    }
}

//! Errors of running a program: rejected inputs ([`crate::inputs::InputError`])
//! and run-time errors ([`RuntimeError`]) that name the array operation that
//! failed, its source span and what went wrong, rendered like a diagnostic.

use crate::scalar_ops::{Failure, ScalarOpError};
use ir::{Scalar, Span};
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

/// What went wrong at run time, and where: the one table of run-time error
/// kinds, [`ir::runtime`] (its codes, descriptions and detail wordings), and
/// the error every executor reports.
pub use ir::runtime::{RuntimeError, RuntimeErrorKind};

/// Where an error happens: the operation's name and span.
#[derive(Clone, Copy)]
pub(crate) struct Site<'a> {
    pub(crate) op: &'a str,
    pub(crate) span: Span,
}

impl Site<'_> {
    /// An error of `kind` whose detail is free text (only
    /// [`RuntimeErrorKind::IllTyped`]'s should be).
    pub(crate) fn err(self, kind: Kind, detail: impl Into<String>) -> RuntimeError {
        RuntimeError::new(kind, self.op, self.span, detail)
    }

    /// An error of `kind` worded by the table from its operands, as every
    /// backend words it.
    pub(crate) fn kind(self, kind: Kind, a: i64, b: i64) -> RuntimeError {
        self.err(kind, kind.message(a, b))
    }

    pub(crate) fn ill_typed(self, detail: impl Into<String>) -> RuntimeError {
        self.err(Kind::IllTyped, detail)
    }

    /// The element count of `shape`, or a size-overflow error here.
    pub(crate) fn element_count(self, shape: &[usize]) -> Result<usize, RuntimeError> {
        ir::runtime::element_count(shape).map_err(|(a, b)| self.kind(Kind::SizeOverflow, a, b))
    }

    /// Room for `n` elements of the array described by `array`, or an
    /// out-of-memory error here.
    pub(crate) fn alloc<T>(self, n: usize, array: &str) -> Result<Vec<T>, RuntimeError> {
        ir::try_vec(n).map_err(|e| RuntimeError::out_of_memory(self.op, self.span, e, array))
    }

    /// A failed scalar operation; `operands` are a binary operation's (a
    /// division by zero is worded with them).
    pub(crate) fn scalar_op(
        self,
        e: ScalarOpError,
        operands: Option<(&Scalar, &Scalar)>,
    ) -> RuntimeError {
        match e.failure(operands) {
            Failure::Kind(kind, a, b) => self.kind(kind, a, b),
            Failure::IllTyped(detail) => self.ill_typed(detail),
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

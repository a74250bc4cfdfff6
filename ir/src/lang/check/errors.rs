//! How the checker reports: a result type, type errors and other
//! diagnostics, and the check that an expression has the type wanted.

use crate::ast::SExpr;
use crate::diag::{DiagKind, Diagnostic};
use crate::span::Span;
use crate::types::{ScalarType, Type};

pub(super) type R<T> = Result<T, Diagnostic>;

pub(super) fn err(kind: DiagKind, span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(kind, span, msg)
}

pub(super) fn type_err(span: Span, msg: impl Into<String>) -> Diagnostic {
    err(DiagKind::Type, span, msg)
}

pub(super) fn expect_scalar(e: &SExpr, ty: &ScalarType, what: &str) -> R<()> {
    if &e.ty == ty {
        Ok(())
    } else {
        Err(type_err(
            e.span,
            format!("{what} must be {ty}, found {}", e.ty),
        ))
    }
}

/// The error for a sequence where an array is expected (`what` names the
/// place).
pub(super) fn sequence_as_array(span: Span, what: &str, ty: &Type) -> Diagnostic {
    type_err(
        span,
        format!("{what} is the sequence {ty}, not an array; consume it with `elements`, `tabulate` or `fold_seq`, or work on its elements with `map_seq`"),
    )
}

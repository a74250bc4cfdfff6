//! Precise run-time errors: which error a program that stops reports.
//!
//! The language's answer (`docs/language.md`, run-time errors) is the
//! reference interpreter's: the first failing element in program order. A
//! fused path evaluates the elements of several operations interleaved, so
//! when a program has more than one failing element, the one a fused path
//! meets first depends on its schedule (a `fold1` nest scheduled before a
//! `backpermute` it does not depend on). Whether a program stops never
//! depends on the schedule; which error it names would.
//!
//! So a path that stops with an error of the program's own ([`is_precise`])
//! runs the definition again in the reference interpreter, which names the
//! first error in program order, the way a JIT deoptimises to find a precise
//! exception. Only the error path pays; a run that succeeds never does.

use crate::error::{RunError, RuntimeError, RuntimeErrorKind};
use ir::{Array, Def, Program};

/// What a stopped path reports.
#[derive(Clone, Debug, PartialEq)]
pub struct Reported {
    /// The error to report: the reference's, when it stops too.
    pub error: RuntimeError,
    /// The error the path met first, when that is another one (another
    /// kind, operation or place).
    pub met_first: Option<RuntimeError>,
}

/// Whether the reference decides an error of this kind. Running out of
/// memory depends on what a schedule keeps alive, and an ill-typed program
/// is a bug, not the program's error: those are reported as they are.
pub fn is_precise(kind: RuntimeErrorKind) -> bool {
    !matches!(
        kind,
        RuntimeErrorKind::OutOfMemory | RuntimeErrorKind::IllTyped
    )
}

/// The error to report for a path that stopped with `got` running `def` on
/// `inputs`: the reference's first error in program order. When the
/// reference does not stop with an error of its own (it runs to the end, or
/// refuses the inputs), `got` stands: the path and the reference then
/// disagree, which the callers' checks report.
pub fn reported(program: &Program, def: &Def, inputs: &[Array], got: RuntimeError) -> Reported {
    if !is_precise(got.kind) {
        return Reported {
            error: got,
            met_first: None,
        };
    }
    match crate::reference::run(program, def, inputs) {
        Err(RunError::Runtime(first)) if is_precise(first.kind) => {
            // The same error, perhaps worded with other operands (a call's
            // sizes: the reference says which size it could not find).
            let same = (first.kind, &first.op, first.span) == (got.kind, &got.op, got.span);
            Reported {
                met_first: (!same).then_some(got),
                error: first,
            }
        }
        _ => Reported {
            error: got,
            met_first: None,
        },
    }
}

//! A compact, fully parenthesised rendering of scalar expressions in source
//! syntax, for tests, debugging and reports (`(x * y) + 1i32`): the
//! program-text printer ([`crate::text`]) with the checker's names kept.

use crate::text::Printer;
use ir::SExpr;

/// `e` in source syntax, every compound subexpression in parentheses;
/// literals carry their type suffix unless it is the default (`i64`, `f64`).
pub fn show(e: &SExpr) -> String {
    Printer::default().scalar(e)
}

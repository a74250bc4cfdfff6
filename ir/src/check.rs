//! TODO: being written.

use crate::ast::Program;
use crate::diag::Diagnostic;
use crate::span::SourceFile;

/// Parses and type-checks a whole file.
pub fn check_source(_file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    todo!("parser and type checker")
}

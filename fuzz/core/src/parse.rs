//! The `parse` target: arbitrary bytes as a `.fl` file.

use crate::Finding;
use ir::{Diagnostic, Program, SourceFile};

/// The name the fuzzed text goes by in diagnostics.
const FILE: &str = "fuzz.fl";

/// Bytes as a program file: not UTF-8, rejected or accepted, never a panic;
/// every rejection has a diagnostic located in the text.
pub fn parse(data: &[u8]) -> Result<(), Finding> {
    match ir::load_source(FILE, data) {
        Ok(file) => check_file(&file).map(|_| ()),
        Err(bad) => {
            let (file, d) = *bad;
            located(&file, &d)
        }
    }
}

/// [`parse`] of a text, returning the program when it checks (for tests
/// that go on with it).
pub fn check_text(text: &str) -> Result<Option<Program>, Finding> {
    check_file(&SourceFile::new(FILE, text))
}

fn check_file(file: &SourceFile) -> Result<Option<Program>, Finding> {
    match ir::check_source(file) {
        Ok(program) => {
            labels(&program)?;
            Ok(Some(program))
        }
        Err(diagnostics) if diagnostics.is_empty() => Err(Finding::NoDiagnostic),
        Err(diagnostics) => {
            for d in &diagnostics {
                located(file, d)?;
            }
            Ok(None)
        }
    }
}

/// Labelling refuses only programs the checker should have rejected, so a
/// checked program's every definition labels.
fn labels(program: &Program) -> Result<(), Finding> {
    for def in &program.defs {
        passes::label(program, def)
            .map_err(|e| Finding::CheckedButUnlabelled(format!("def `{}`: {e}", def.name)))?;
    }
    Ok(())
}

/// The diagnostic starts at a character of the text (or at its end) and
/// renders as `fuzz.fl:line:col: ...`.
fn located(file: &SourceFile, d: &Diagnostic) -> Result<(), Finding> {
    let start = d.span.start as usize;
    if !file.text.is_char_boundary(start) {
        return Err(Finding::Unlocated {
            message: d.to_string(),
            start: d.span.start,
            end: d.span.end,
            len: file.text.len(),
        });
    }
    let rendered = d.render(file);
    let at = file.location(d.span).to_string();
    if !rendered.starts_with(&format!("{at}: ")) || !at.starts_with(&format!("{FILE}:")) {
        return Err(Finding::RenderedWithoutLocation(rendered));
    }
    Ok(())
}

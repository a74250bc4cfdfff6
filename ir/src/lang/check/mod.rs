//! The type checker: elaborates the surface syntax into the typed [`Program`].
//!
//! It decides which expressions are array-level and which are scalar, gives
//! every node its type and symbolic sizes, resolves names (parameters, `let`s,
//! size names, earlier `def`s, builtins), and reports the first error with its
//! location. Unsuffixed literals take their type from context (`0` in a fold
//! over `f32` is an `f32`) and default to `i64` / `f64`.
//!
//! Sizes: distinct size names are distinct (as in Futhark), so `map f xs ys`
//! with `xs: [n]`, `ys: [m]` is a type error; `?` is compatible with any size
//! and is checked at run time.
//!
//! The files: `checker` (the state, binders, name lookups), `defs`
//! (definitions and written types), `arrays` (array expressions, calls of
//! definitions), `operations` (each array operation, one function per
//! operation or family), `arguments` (their shapes, functions and
//! boundaries), `sugar` (operations defined by their expansion: `zipWith`,
//! `iota`), `functions` (scalar definitions and local functions, inlined
//! where applied), `scalars` and `scalar_calls` (scalar expressions),
//! `sizes` (symbolic sizes across types), `names` (reserved names,
//! operation names) and `errors` (diagnostics).

mod arguments;
mod arrays;
mod checker;
mod defs;
mod errors;
mod functions;
mod names;
mod operations;
mod scalar_calls;
mod scalars;
mod sequences;
mod sizes;
mod sugar;

use crate::ast::{Def, Program};
use crate::diag::{DiagKind, Diagnostic};
use crate::lexer::lex;
use crate::parser::parse;
use crate::span::{SourceFile, Span};
use crate::syntax::File;
use checker::Checker;
use errors::{err, R};

/// Parses and type-checks a whole file.
///
/// Runs on a thread of its own with [`crate::stack::CHECK_STACK`] bytes of
/// stack, so that a program at the nesting limit
/// ([`crate::parser::MAX_NESTING`]) checks from any caller's thread, whatever
/// its stack.
pub fn check_source(file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    crate::stack::run_with_stack(crate::stack::CHECK_STACK, || check_here(file))
}

/// [`check_source`] for a file whose definitions may call `prior`'s
/// (already checked; a name defined in both is an error): the program of
/// `prior` followed by the file's definitions. Lifting checks the
/// definition it prints this way.
pub fn check_source_after(prior: &[Def], file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    crate::stack::run_with_stack(crate::stack::CHECK_STACK, || {
        let toks = lex(&file.text).map_err(|d| vec![d])?;
        let syn = parse(&toks).map_err(|d| vec![d])?;
        check_file_after(prior, &syn).map_err(|d| vec![d])
    })
}

/// [`check_source`] on the caller's stack.
fn check_here(file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    let toks = lex(&file.text).map_err(|d| vec![d])?;
    let syn = parse(&toks).map_err(|d| vec![d])?;
    check_file(&syn).map_err(|d| vec![d])
}

/// Turns raw file bytes into a [`SourceFile`]; text that is not UTF-8 gives a
/// diagnostic at the first bad byte (the file still comes back, lossily
/// decoded, so that the diagnostic can be rendered).
pub fn load_source(name: &str, bytes: &[u8]) -> Result<SourceFile, Box<(SourceFile, Diagnostic)>> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(SourceFile::new(name, text)),
        Err(e) => {
            let at = e.valid_up_to();
            let file = SourceFile::new(name, String::from_utf8_lossy(bytes).into_owned());
            let d = Diagnostic::new(
                DiagKind::Lexical,
                Span::new(at, at + 1),
                format!("the file is not UTF-8 text (invalid byte at offset {at})"),
            );
            Err(Box::new((file, d)))
        }
    }
}

fn check_file(file: &File) -> R<Program> {
    check_file_after(&[], file)
}

fn check_file_after(prior: &[Def], file: &File) -> R<Program> {
    let mut cx = Checker::default();
    for d in prior {
        // Their bodies are checked: only the nesting limit counts them, and
        // it counted them where they were checked.
        cx.defs.push(d.clone());
        cx.inlined_depths.push(0);
    }
    for d in &file.defs {
        if cx.defs.iter().any(|e| e.name == d.name.name) || cx.scalar_def(&d.name.name).is_some() {
            return Err(err(
                DiagKind::Name,
                d.name.span,
                format!("`{}` is defined twice", d.name.name),
            ));
        }
        if cx.is_scalar_def(d) {
            let def = cx.define_scalar(d)?;
            cx.scalar_defs.push(def);
            continue;
        }
        let def = cx.def(d)?;
        let depth = cx.inlined_depth(d)?;
        cx.defs.push(def);
        cx.inlined_depths.push(depth);
    }
    if let (true, Some(last)) = (cx.defs.is_empty(), file.defs.last()) {
        return Err(errors::type_err(
            last.name.span,
            "the file defines only scalar functions; a program needs a definition over arrays to run",
        ));
    }
    Ok(Program { defs: cx.defs })
}

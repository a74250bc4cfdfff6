//! The checker's state (the definitions checked so far, the names in
//! scope), binders, and looking names up: what every part of the checker
//! shares.

use super::errors::{err, type_err, R};
use super::names::{edit_distance, is_reserved};
use crate::ast::Def;
use crate::diag::{DiagKind, Diagnostic};
use crate::span::Span;
use crate::syntax::{Expr, ExprKind, Pat};
use crate::types::{ArrayType, ScalarType, Type};
use crate::Name;
use std::collections::BTreeMap;

/// Options for checking a scalar expression.
#[derive(Clone, Copy, Default)]
pub(super) struct SCtx {
    /// `ignore` is allowed here (tail positions of a `permute` index function).
    pub allow_ignore: bool,
}

/// The checker's state while it checks a file.
#[derive(Default)]
pub(super) struct Checker {
    pub defs: Vec<Def>,
    /// Per def (as `defs`): the depth of its body with every call inlined,
    /// which later passes recurse through.
    pub inlined_depths: Vec<usize>,
    /// In the def being checked: the deepest callee's inlined depth, and
    /// the call.
    pub deepest_call: Option<(usize, Span)>,
    /// The file's scalar definitions so far (`functions`).
    pub scalar_defs: Vec<ScalarDef>,
    pub sizes: Vec<Name>,
    pub arrays: Vec<(Name, Type)>,
    pub scalars: Vec<(Name, ScalarType)>,
    /// The local functions in scope (`let f = \x -> ..`), innermost last.
    pub local_fns: Vec<LocalFn>,
    /// How many array-level loops enclose the expression being checked.
    pub loop_nesting: usize,
    /// How many sequence element functions enclose the expression being
    /// checked (one at most: sequences nest one level).
    pub seq_step: usize,
}

impl Checker {
    /// The names that one binding site binds (a lambda's parameters, one
    /// pattern) must differ: `\x x -> ..` and `let (a, a) = ..` are errors
    /// (a nested binding may shadow an outer one).
    pub fn distinct_binders<'p>(pats: impl IntoIterator<Item = &'p Pat>) -> R<()> {
        fn collect<'p>(p: &'p Pat, out: &mut Vec<(&'p Name, Span)>) {
            match p {
                Pat::Var(n, s) => out.push((n, *s)),
                Pat::Wild(_) => {}
                Pat::Tuple(ps, _) => ps.iter().for_each(|p| collect(p, out)),
            }
        }
        let mut seen: Vec<(&Name, Span)> = Vec::new();
        for p in pats {
            collect(p, &mut seen);
        }
        let mut by_name: BTreeMap<&Name, Span> = BTreeMap::new();
        for (n, s) in seen {
            if let Some(first) = by_name.insert(n, s) {
                return Err(err(DiagKind::Name, s, format!("`{n}` is bound twice here"))
                    .with_label(first, "first bound here"));
            }
        }
        Ok(())
    }

    /// Records a body inlined at `span` (a definition's call, a scalar
    /// function's application) that is `depth` levels deep, for the nesting
    /// limit: the deepest one is kept.
    pub fn note_inlined(&mut self, depth: usize, span: Span) {
        if self.deepest_call.is_none_or(|(d, _)| d < depth) {
            self.deepest_call = Some((depth, span));
        }
    }

    pub fn check_binder(&self, name: &Name, span: Span) -> R<()> {
        if is_reserved(name) {
            return Err(err(
                DiagKind::Name,
                span,
                format!("`{name}` is a built-in name and cannot be rebound"),
            ));
        }
        Ok(())
    }

    pub fn array_var(&self, name: &str) -> Option<&Type> {
        self.arrays
            .iter()
            .rev()
            .find(|(n, _)| &**n == name)
            .map(|(_, t)| t)
    }

    pub fn scalar_var(&self, name: &str) -> Option<&ScalarType> {
        self.scalars
            .iter()
            .rev()
            .find(|(n, _)| &**n == name)
            .map(|(_, t)| t)
    }

    pub fn is_size(&self, name: &str) -> bool {
        self.sizes.iter().any(|n| &**n == name)
    }

    pub fn unknown_name(&self, name: &str, span: Span) -> Diagnostic {
        let candidates = self
            .arrays
            .iter()
            .map(|(n, _)| n.clone())
            .chain(self.scalars.iter().map(|(n, _)| n.clone()))
            .chain(self.sizes.iter().cloned())
            .chain(self.defs.iter().map(|d| d.name.clone()))
            .chain(self.scalar_defs.iter().map(|d| d.name.clone()))
            .chain(self.local_fns.iter().map(|f| f.name.clone()));
        let best = candidates
            .filter(|c| edit_distance(c, name) <= 2)
            .min_by_key(|c| edit_distance(c, name));
        let d = err(DiagKind::Name, span, format!("unknown name `{name}`"));
        match best {
            Some(b) => d.with_note(format!("did you mean `{b}`?")),
            None => d,
        }
    }

    /// A name that is neither what the context wants nor anything else in
    /// scope: a built-in that needs arguments, or unknown.
    pub fn unbound(&self, name: &str, span: Span) -> Diagnostic {
        if is_reserved(name) {
            return type_err(span, format!("`{name}` needs arguments"));
        }
        self.unknown_name(name, span)
    }

    /// An argument that must name an array variable (`the s`, `xs[i]`).
    pub fn array_name<'e>(&self, e: &'e Expr, what: &str) -> R<(&'e Name, ArrayType)> {
        if let ExprKind::Var(n) = &e.kind {
            match self.array_var(n) {
                Some(Type::Array(a)) => return Ok((n, a.clone())),
                Some(t @ Type::Seq(_)) => {
                    return Err(super::errors::sequence_as_array(
                        e.span,
                        &format!("`{n}`"),
                        t,
                    ))
                }
                Some(t) => {
                    return Err(type_err(
                        e.span,
                        format!("{what} needs one array, but `{n}` is a tuple {t}"),
                    ))
                }
                None if self.scalar_var(n).is_some() || self.is_size(n) => {
                    return Err(type_err(
                        e.span,
                        format!("{what} needs an array, but `{n}` is a scalar"),
                    ))
                }
                None => return Err(self.unknown_name(n, e.span)),
            }
        }
        Err(type_err(
            e.span,
            format!("{what} needs the name of an array variable (bind the array with `let` first)"),
        ))
    }
}

/// A definition over scalars: its parameters, result type and body as
/// written (a lambda over the parameters), and the depth of that body with
/// its own applications inlined.
#[derive(Clone, Debug)]
pub(super) struct ScalarDef {
    pub name: Name,
    pub params: Vec<ScalarType>,
    pub ret: ScalarType,
    /// `\x y -> body`: the parameters as a lambda's, for [`Checker::func`].
    pub lambda: Expr,
    pub depth: usize,
}

/// A function bound by `let f = ..`: the function as written (a lambda, an
/// operator section, a builtin's or another function's name) and the scope
/// it was bound in.
#[derive(Clone, Debug)]
pub(super) struct LocalFn {
    pub name: Name,
    pub func: Expr,
    pub scope: Scope,
    pub span: Span,
}

/// How much of each binding stack was in scope at a point.
#[derive(Clone, Copy, Debug)]
pub(super) struct Scope {
    pub scalars: usize,
    pub arrays: usize,
    pub local_fns: usize,
}

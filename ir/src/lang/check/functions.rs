//! Named functions, inlined where they are applied: scalar definitions
//! (`def sq (x: f64) : f64 = x * x`, callable inside lambdas and passed to
//! array operations by name) and local functions (`let f = \x -> ..`, at
//! array level or inside a scalar expression).
//!
//! Neither reaches the typed program: an application `f a b` becomes
//! `let (x, y) = (a, b) in body` (one tuple pattern, so that an argument
//! never sees another parameter), and a function argument `map f xs`
//! becomes the function's lambda. A scalar definition's body is checked
//! where it is defined with only its parameters in scope, and again, with
//! the argument types, at each application. A local function's body is
//! checked in the scope where it was bound (later bindings hidden), so its
//! free names mean what they meant there; where a name it uses has been
//! rebound between its binding and an application, the application is an
//! error rather than a silent capture.

use super::checker::{Checker, LocalFn, SCtx, ScalarDef, Scope};
use super::errors::{err, expect_scalar, type_err, R};
use super::names::{is_builtin, is_scalar_function};
use crate::ast::{Lambda, SExpr, SExprKind, SPat};
use crate::diag::DiagKind;
use crate::span::Span;
use crate::syntax::{DefSyn, Expr, ExprKind, Pat, TypeSyn};
use crate::types::{ScalarType, Type};
use crate::Name;
use std::collections::BTreeSet;

/// Whether `d`'s signature is all scalars: every parameter and the result
/// a rank-0 type as written (`x: f64`, `: (f64, i64)` is not one).
fn scalar_signature(d: &DefSyn) -> bool {
    let scalar = |t: &TypeSyn| matches!(t, TypeSyn::Array { dims, .. } if dims.is_empty());
    d.sizes.is_empty() && d.params.iter().all(|(_, t)| scalar(t)) && scalar(&d.ret)
}

impl Checker {
    /// Whether `d` defines a scalar function: a signature of scalars and a
    /// body that is a scalar expression (an operator, literal, index,
    /// projection, builtin or scalar-function application, or a `let` or
    /// `if` ending in one). A body that is a variable or an array
    /// operation is an ordinary definition over rank-0 arrays.
    pub fn is_scalar_def(&self, d: &DefSyn) -> bool {
        scalar_signature(d) && self.scalar_form(&d.body)
    }

    fn scalar_form(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Int(..)
            | ExprKind::Float(..)
            | ExprKind::Bool(_)
            | ExprKind::Unary(..)
            | ExprKind::Binary(..)
            | ExprKind::Index(..)
            | ExprKind::Proj(..) => true,
            ExprKind::Let(_, _, body) => self.scalar_form(body),
            ExprKind::If(_, then_, _) => self.scalar_form(then_),
            ExprKind::App(head, _) => match &head.kind {
                ExprKind::Var(n) => is_scalar_function(n) || self.scalar_def(n).is_some(),
                _ => false,
            },
            _ => false,
        }
    }

    /// Checks a scalar definition's body with its parameters in scope and
    /// nothing else of the file's but earlier scalar definitions.
    pub fn define_scalar(&mut self, d: &DefSyn) -> R<ScalarDef> {
        let mut params = Vec::new();
        let mut pats = Vec::new();
        for (p, t) in &d.params {
            self.check_binder(&p.name, p.span)?;
            params.push(self.scalar_type(t)?);
            pats.push(Pat::Var(p.name.clone(), p.span));
        }
        Self::distinct_binders(&pats)?;
        let ret = self.scalar_type(&d.ret)?;
        let lambda = Expr::new(
            ExprKind::Lambda(pats, Box::new(d.body.clone())),
            d.body.span,
        );
        self.deepest_call = None;
        let what = format!("`{}`", d.name.name);
        let checked =
            self.in_file_scope(|cx| cx.func(&lambda, &params, Some(&ret), &what, false))?;
        expect_scalar(&checked.body, &ret, &format!("the body of {what}"))?;
        let depth = self.inlined_depth(d)?;
        Ok(ScalarDef {
            name: d.name.name.clone(),
            params,
            ret,
            lambda,
            depth,
        })
    }

    /// A written type that must be a scalar.
    fn scalar_type(&self, t: &TypeSyn) -> R<ScalarType> {
        match self.ty(t)? {
            Type::Array(a) if a.rank() == 0 => Ok(a.elem),
            _ => Err(type_err(t.span(), "a scalar function's types are scalars")),
        }
    }

    pub fn scalar_def(&self, name: &str) -> Option<&ScalarDef> {
        self.scalar_defs.iter().find(|d| &*d.name == name)
    }

    /// The binding stacks' extent here.
    fn scope(&self) -> Scope {
        Scope {
            scalars: self.scalars.len(),
            arrays: self.arrays.len(),
            local_fns: self.local_fns.len(),
        }
    }

    /// Runs `f` with only the bindings of `scope` visible, then puts the
    /// later ones back.
    fn in_scope<T>(&mut self, scope: Scope, f: impl FnOnce(&mut Checker) -> R<T>) -> R<T> {
        let scalars = self.scalars.split_off(scope.scalars);
        let arrays = self.arrays.split_off(scope.arrays);
        let local_fns = self.local_fns.split_off(scope.local_fns);
        let result = f(self);
        self.scalars.truncate(scope.scalars);
        self.arrays.truncate(scope.arrays);
        self.local_fns.truncate(scope.local_fns);
        self.scalars.extend(scalars);
        self.arrays.extend(arrays);
        self.local_fns.extend(local_fns);
        result
    }

    /// Runs `f` where only the file's scalar definitions are in scope: no
    /// variable, local function or size name of the definition being
    /// checked.
    fn in_file_scope<T>(&mut self, f: impl FnOnce(&mut Checker) -> R<T>) -> R<T> {
        let sizes = std::mem::take(&mut self.sizes);
        let empty = Scope {
            scalars: 0,
            arrays: 0,
            local_fns: 0,
        };
        let result = self.in_scope(empty, f);
        self.sizes = sizes;
        result
    }

    /// The variables bound since `scope`, scalars and arrays.
    fn bound_since(&self, scope: Scope) -> impl Iterator<Item = &Name> {
        let scalars = self.scalars[scope.scalars..].iter().map(|(n, _)| n);
        scalars.chain(self.arrays[scope.arrays..].iter().map(|(n, _)| n))
    }

    /// The local function `name`, unless a variable bound after it hides it.
    pub fn local_fn(&self, name: &str) -> Option<&LocalFn> {
        let f = self.local_fns.iter().rev().find(|f| &*f.name == name)?;
        let hidden = self.bound_since(f.scope).any(|n| &**n == name);
        (!hidden).then_some(f)
    }

    /// Whether `e`, bound by a `let`, is a function: a lambda, an operator
    /// section, or the name of a builtin, a conversion or a function.
    pub fn is_function(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Lambda(..) | ExprKind::Section(_) => true,
            ExprKind::Var(n) => is_builtin(n) || self.is_named_function(n),
            _ => false,
        }
    }

    /// `body` checked with `let pat = func` bound as a local function.
    pub fn with_local_fn<T>(
        &mut self,
        pat: &Pat,
        func: &Expr,
        body: impl FnOnce(&mut Checker) -> R<T>,
    ) -> R<T> {
        self.bind_local_fn(pat, func)?;
        let checked = body(self);
        self.local_fns.pop();
        checked
    }

    /// Whether `name` applies as a function here: a local function or a
    /// scalar definition.
    pub fn is_named_function(&self, name: &str) -> bool {
        self.local_fn(name).is_some() || self.scalar_def(name).is_some()
    }

    /// `let f = func`: binds a local function. Its name must be new here
    /// (not a variable, function or definition in scope), so that reading
    /// a program never needs to ask which `f` an application means.
    pub fn bind_local_fn(&mut self, pat: &Pat, func: &Expr) -> R<()> {
        let Pat::Var(name, span) = pat else {
            return Err(type_err(
                pat_span(pat),
                "a function is bound to one name (`let f = \\x -> ..`), not a pattern",
            ));
        };
        self.check_binder(name, *span)?;
        let taken = self.scalar_var(name).is_some()
            || self.array_var(name).is_some()
            || self.is_size(name)
            || self.is_named_function(name)
            || self.defs.iter().any(|d| &d.name == name);
        if taken {
            return Err(err(
                DiagKind::Name,
                *span,
                format!("`{name}` is already bound here; a local function needs a name of its own"),
            ));
        }
        self.local_fns.push(LocalFn {
            name: name.clone(),
            func: func.clone(),
            scope: self.scope(),
            span: *span,
        });
        Ok(())
    }

    /// The named function `name` as a lambda taking `params` (a function
    /// argument such as `map f xs`), or `None` when `name` names none.
    pub fn named_lambda(
        &mut self,
        name: &str,
        use_span: Span,
        params: &[ScalarType],
        ret: Option<&ScalarType>,
        what: &str,
        allow_ignore: bool,
    ) -> R<Option<Lambda>> {
        if let Some(f) = self.local_fn(name).cloned() {
            self.not_captured(&f, use_span)?;
            let lambda = self.in_scope(f.scope, |cx| {
                cx.func(&f.func, params, ret, what, allow_ignore)
            })?;
            return Ok(Some(lambda));
        }
        let Some(d) = self.scalar_def(name).cloned() else {
            return Ok(None);
        };
        if params.len() != d.params.len() {
            return Err(type_err(
                use_span,
                format!(
                    "{what} takes {} argument(s), but `{name}` takes {}",
                    params.len(),
                    d.params.len()
                ),
            ));
        }
        for (given, want) in params.iter().zip(&d.params) {
            if given != want {
                return Err(type_err(
                    use_span,
                    format!("{what} gets {given} here, but `{name}` takes {want}"),
                ));
            }
        }
        self.note_inlined(d.depth, use_span);
        let lambda =
            self.in_file_scope(|cx| cx.func(&d.lambda, &d.params, Some(&d.ret), what, false))?;
        Ok(Some(lambda))
    }

    /// `name a1 .. ak` inside a scalar expression, for a named function:
    /// the arguments bound to its parameters around its body; `None` when
    /// `name` names no function.
    pub fn apply_named(
        &mut self,
        name: &str,
        head: Span,
        args: &[Expr],
        hint: Option<&ScalarType>,
        span: Span,
    ) -> R<Option<SExpr>> {
        if !self.is_named_function(name) {
            return Ok(None);
        }
        let hints: Vec<Option<ScalarType>> = match self.scalar_def(name) {
            Some(d) if d.params.len() == args.len() => d.params.iter().cloned().map(Some).collect(),
            Some(d) => {
                return Err(type_err(
                    span,
                    format!(
                        "`{name}` takes {} argument(s), {} given",
                        d.params.len(),
                        args.len()
                    ),
                )
                .with_label(head, "this function"))
            }
            None => vec![None; args.len()],
        };
        let mut checked = Vec::with_capacity(args.len());
        for (a, h) in args.iter().zip(&hints) {
            let arg = self.sexpr(a, h.as_ref(), SCtx::default())?;
            if let Some(want) = h.as_ref().filter(|want| **want != arg.ty) {
                return Err(type_err(
                    a.span,
                    format!("`{name}` takes {want}, but this argument is {}", arg.ty),
                ));
            }
            checked.push(arg);
        }
        let args = checked;
        let types: Vec<ScalarType> = args.iter().map(|a| a.ty.clone()).collect();
        let what = format!("`{name}`");
        let lambda = self
            .named_lambda(name, head, &types, hint, &what, false)?
            .expect("the name is a function");
        Ok(Some(inline(lambda, args, span)))
    }

    /// An application of a local function is an error when a name its body
    /// reads has been bound again since the function was: the body would
    /// otherwise read the later binding.
    fn not_captured(&self, f: &LocalFn, use_span: Span) -> R<()> {
        let mut used = BTreeSet::new();
        names_in(&f.func, &mut used);
        let rebound = self.bound_since(f.scope).find(|n| used.contains(&***n));
        match rebound {
            Some(n) => Err(err(
                DiagKind::Name,
                use_span,
                format!("`{}` reads `{n}`, which is bound again between `{}` and this use; rename one of them", f.name, f.name),
            )
            .with_label(f.span, "the function is bound here")),
            None => Ok(()),
        }
    }
}

/// `(\p1 .. pk -> body) a1 .. ak` as `let (p1, .., pk) = (a1, .., ak) in
/// body`: every argument is evaluated where the application stands.
fn inline(lambda: Lambda, args: Vec<SExpr>, span: Span) -> SExpr {
    let Lambda {
        mut params, body, ..
    } = lambda;
    if params.is_empty() {
        return body;
    }
    let ty = body.ty.clone();
    let (pat, value) = if params.len() == 1 {
        (
            params.remove(0),
            args.into_iter().next().expect("one argument"),
        )
    } else {
        let value_ty = ScalarType::Tuple(args.iter().map(|a| a.ty.clone()).collect());
        (
            SPat::Tuple {
                elems: params,
                span,
            },
            SExpr {
                kind: SExprKind::Tuple(args),
                ty: value_ty,
                span,
            },
        )
    };
    SExpr {
        kind: SExprKind::Let {
            pat,
            value: Box::new(value),
            body: Box::new(body),
        },
        ty,
        span,
    }
}

/// The names an expression reads from its surroundings: every name it
/// mentions but those its lambdas and `let`s bind (a loop's variables are
/// counted as read: an over-approximation, which can only ask for a rename).
fn names_in(e: &Expr, out: &mut BTreeSet<String>) {
    let mut each = |es: &mut dyn Iterator<Item = &Expr>| es.for_each(|e| names_in(e, out));
    match &e.kind {
        ExprKind::Var(n) => {
            out.insert(n.to_string());
        }
        ExprKind::Int(..)
        | ExprKind::Float(..)
        | ExprKind::Bool(_)
        | ExprKind::Ignore
        | ExprKind::Section(_) => {}
        ExprKind::Tuple(es) | ExprKind::Shape(es) => each(&mut es.iter()),
        ExprKind::Unary(_, a) | ExprKind::Proj(a, _) => each(&mut [&**a].into_iter()),
        // A lambda's parameters and a `let`'s pattern are bound inside: the
        // names read from the surroundings are the others.
        ExprKind::Lambda(ps, a) => out.extend(free_of(a, ps)),
        ExprKind::Let(p, a, b) => {
            names_in(a, out);
            out.extend(free_of(b, std::slice::from_ref(p)));
        }
        ExprKind::Binary(_, a, b) => each(&mut [&**a, &**b].into_iter()),
        ExprKind::App(h, es) | ExprKind::Index(h, es) => {
            each(&mut std::iter::once(&**h).chain(es.iter()))
        }
        ExprKind::If(a, b, c) | ExprKind::Loop(_, a, b, c) => {
            each(&mut [&**a, &**b, &**c].into_iter())
        }
        ExprKind::For(c) => each(&mut [&c.init, &c.bound, &c.body].into_iter()),
    }
}

/// The names `e` reads, but those that `binders` bind.
fn free_of(e: &Expr, binders: &[Pat]) -> BTreeSet<String> {
    fn bound(p: &Pat, out: &mut BTreeSet<String>) {
        match p {
            Pat::Var(n, _) => {
                out.remove(&n.to_string());
            }
            Pat::Wild(_) => {}
            Pat::Tuple(ps, _) => ps.iter().for_each(|q| bound(q, out)),
        }
    }
    let mut names = BTreeSet::new();
    names_in(e, &mut names);
    for p in binders {
        bound(p, &mut names);
    }
    names
}

fn pat_span(p: &Pat) -> Span {
    match p {
        Pat::Var(_, s) | Pat::Wild(s) | Pat::Tuple(_, s) => *s,
    }
}

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

use crate::ast::*;
use crate::diag::{DiagKind, Diagnostic};
use crate::lexer::lex;
use crate::parser::{parse_here, MAX_DEPTH};
use crate::size::{Poly, Size};
use crate::span::{SourceFile, Span};
use crate::syntax::{DefSyn, ElemSyn, Expr, ExprKind, File, Pat, TypeSyn};
use crate::types::{ArrayType, Prim, ScalarType, Type};
use crate::Name;
use std::collections::BTreeMap;

/// Parses and type-checks a whole file.
///
/// Runs on a thread of its own with [`crate::stack::CHECK_STACK`] bytes of
/// stack, so that a program at the nesting limit
/// ([`crate::parser::MAX_DEPTH`]) checks from any caller's thread, whatever
/// its stack.
pub fn check_source(file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    crate::stack::run_with_stack(crate::stack::CHECK_STACK, || check_here(file))
}

/// [`check_source`] on the caller's stack.
fn check_here(file: &SourceFile) -> Result<Program, Vec<Diagnostic>> {
    let toks = lex(&file.text).map_err(|d| vec![d])?;
    let syn = parse_here(&toks).map_err(|d| vec![d])?;
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

/// Names that programs cannot rebind.
const ARRAY_OPS: &[&str] = &[
    "generate",
    "map",
    "fold",
    "fold1",
    "scanl",
    "scanr",
    "scanl1",
    "scanr1",
    "backpermute",
    "permute",
    "replicate",
    "transpose",
    "reshape",
    "stencil",
    "fold_seg",
    "filter",
    "unit",
];
const ARRAY_READS: &[&str] = &["the", "length", "shape"];
const BOUNDARIES: &[&str] = &["clamp", "mirror", "wrap", "constant"];

fn is_reserved(name: &str) -> bool {
    ARRAY_OPS.contains(&name)
        || ARRAY_READS.contains(&name)
        || BOUNDARIES.contains(&name)
        || Builtin::from_name(name).is_some()
        || Prim::from_name(name).is_some()
}

type R<T> = Result<T, Diagnostic>;

fn err(kind: DiagKind, span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(kind, span, msg)
}

fn type_err(span: Span, msg: impl Into<String>) -> Diagnostic {
    err(DiagKind::Type, span, msg)
}

fn check_file(file: &File) -> R<Program> {
    let mut cx = Checker::default();
    for d in &file.defs {
        if cx.defs.iter().any(|e| e.name == d.name.name) {
            return Err(err(
                DiagKind::Name,
                d.name.span,
                format!("`{}` is defined twice", d.name.name),
            ));
        }
        let def = cx.def(d)?;
        let depth = cx.inlined_depth(d)?;
        cx.defs.push(def);
        cx.inlined_depths.push(depth);
    }
    Ok(Program { defs: cx.defs })
}

/// Options for checking a scalar expression.
#[derive(Clone, Copy, Default)]
struct SCtx {
    /// `ignore` is allowed here (tail positions of a `permute` index function).
    allow_ignore: bool,
}

#[derive(Default)]
struct Checker {
    defs: Vec<Def>,
    /// Per def (as `defs`): the depth of its body with every call inlined,
    /// which later passes recurse through.
    inlined_depths: Vec<usize>,
    /// In the def being checked: the deepest callee's inlined depth, and
    /// the call.
    deepest_call: Option<(usize, Span)>,
    sizes: Vec<Name>,
    arrays: Vec<(Name, Type)>,
    scalars: Vec<(Name, ScalarType)>,
}

impl Checker {
    // ---------------------------------------------------------------- defs

    /// The depth of `d`'s body with its calls inlined (just checked); past
    /// the nesting limit, an error at the call that makes it so deep.
    fn inlined_depth(&mut self, d: &DefSyn) -> R<usize> {
        let Some((callee, span)) = self.deepest_call.take() else {
            return Ok(d.body.depth);
        };
        let depth = d.body.depth + callee;
        if depth > MAX_DEPTH {
            return Err(err(
                DiagKind::Syntax,
                span,
                format!("calls nested too deeply: with this call inlined, `{}` is {depth} levels deep; the limit is {MAX_DEPTH}", d.name.name),
            )
            .with_note("calls are inlined before fusion, so a chain of calls nests each callee's body inside its caller's"));
        }
        Ok(depth)
    }

    fn def(&mut self, d: &DefSyn) -> R<Def> {
        self.deepest_call = None;
        self.sizes.clear();
        self.arrays.clear();
        self.scalars.clear();
        let mut params = Vec::new();
        for (p, t) in &d.params {
            self.check_binder(&p.name, p.span)?;
            if params.iter().any(|q: &Param| q.name == p.name) {
                return Err(err(
                    DiagKind::Name,
                    p.span,
                    format!("parameter `{}` appears twice", p.name),
                ));
            }
            let ty = match self.ty(t)? {
                Type::Array(a) => a,
                Type::Tuple(_) => return Err(type_err(
                    t.span(),
                    "a parameter is one array; pass the arrays of a tuple as separate parameters",
                )),
            };
            for n in ty
                .shape
                .iter()
                .filter_map(Size::as_poly)
                .flat_map(|p| p.names())
            {
                if !self.sizes.contains(n) {
                    self.sizes.push(n.clone());
                }
            }
            params.push(Param {
                name: p.name.clone(),
                ty,
                span: p.span,
            });
        }
        for p in &params {
            if self.sizes.contains(&p.name) {
                return Err(err(
                    DiagKind::Name,
                    p.span,
                    format!("`{}` is both a parameter and a size name", p.name),
                ));
            }
            self.arrays
                .push((p.name.clone(), Type::Array(p.ty.clone())));
        }
        let ret = self.ty(&d.ret)?;
        for a in ret.arrays() {
            for n in a
                .shape
                .iter()
                .filter_map(Size::as_poly)
                .flat_map(|p| p.names())
            {
                if !self.sizes.contains(n) {
                    return Err(type_err(
                        d.ret.span(),
                        format!("size `{n}` in the result type is not a size of any parameter (use `?` for a size known only at run time)"),
                    ));
                }
            }
        }
        let body = self.aexpr(&d.body)?;
        if !compatible(&ret, &body.ty) {
            return Err(type_err(
                body.span,
                format!(
                    "the body has type {} but `{}` is declared to return {}",
                    body.ty, d.name.name, ret
                ),
            )
            .with_label(d.ret.span(), "declared here"));
        }
        Ok(Def {
            name: d.name.name.clone(),
            params,
            ret,
            body,
            span: d.span,
        })
    }

    fn ty(&self, t: &TypeSyn) -> R<Type> {
        Ok(match t {
            TypeSyn::Array { dims, elem, .. } => {
                if let Some((s, span)) = dims
                    .iter()
                    .find(|(s, _)| s.as_poly().is_some_and(Poly::provably_negative))
                {
                    return Err(type_err(
                        *span,
                        format!("the size {s} is negative; a size counts elements"),
                    ));
                }
                Type::Array(ArrayType::new(
                    dims.iter().map(|(s, _)| s.clone()).collect(),
                    elem_ty(elem),
                ))
            }
            TypeSyn::Tuple(ts, _) => Type::Tuple(ts.iter().map(|t| self.ty(t)).collect::<R<_>>()?),
        })
    }

    /// The names that one binding site binds (a lambda's parameters, one
    /// pattern) must differ: `\x x -> ..` and `let (a, a) = ..` are errors
    /// (a nested binding may shadow an outer one).
    fn distinct_binders<'p>(pats: impl IntoIterator<Item = &'p Pat>) -> R<()> {
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

    fn check_binder(&self, name: &Name, span: Span) -> R<()> {
        if is_reserved(name) {
            return Err(err(
                DiagKind::Name,
                span,
                format!("`{name}` is a built-in name and cannot be rebound"),
            ));
        }
        Ok(())
    }

    // ------------------------------------------------------------- lookups

    fn array_var(&self, name: &str) -> Option<&Type> {
        self.arrays
            .iter()
            .rev()
            .find(|(n, _)| &**n == name)
            .map(|(_, t)| t)
    }

    fn scalar_var(&self, name: &str) -> Option<&ScalarType> {
        self.scalars
            .iter()
            .rev()
            .find(|(n, _)| &**n == name)
            .map(|(_, t)| t)
    }

    fn is_size(&self, name: &str) -> bool {
        self.sizes.iter().any(|n| &**n == name)
    }

    fn unknown_name(&self, name: &str, span: Span) -> Diagnostic {
        let candidates = self
            .arrays
            .iter()
            .map(|(n, _)| n.clone())
            .chain(self.scalars.iter().map(|(n, _)| n.clone()))
            .chain(self.sizes.iter().cloned())
            .chain(self.defs.iter().map(|d| d.name.clone()));
        let best = candidates
            .filter(|c| edit_distance(c, name) <= 2)
            .min_by_key(|c| edit_distance(c, name));
        let d = err(DiagKind::Name, span, format!("unknown name `{name}`"));
        match best {
            Some(b) => d.with_note(format!("did you mean `{b}`?")),
            None => d,
        }
    }

    /// An argument that must name an array variable (`the s`, `xs[i]`).
    fn array_name<'e>(&self, e: &'e Expr, what: &str) -> R<(&'e Name, ArrayType)> {
        if let ExprKind::Var(n) = &e.kind {
            match self.array_var(n) {
                Some(Type::Array(a)) => return Ok((n, a.clone())),
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

    // -------------------------------------------------- array expressions

    fn aexpr(&mut self, e: &Expr) -> R<AExpr> {
        let span = e.span;
        match &e.kind {
            ExprKind::Var(n) => {
                if let Some(t) = self.array_var(n) {
                    return Ok(AExpr {
                        kind: AExprKind::Var(n.clone()),
                        ty: t.clone(),
                        span,
                    });
                }
                if self.defs.iter().any(|d| &d.name == n) {
                    return self.call(n, &[], span);
                }
                if self.scalar_var(n).is_some() || self.is_size(n) {
                    return Err(type_err(
                        span,
                        format!("`{n}` is a scalar where an array is expected (wrap a scalar in `unit`)"),
                    ));
                }
                if is_reserved(n) {
                    return Err(type_err(span, format!("`{n}` needs arguments")));
                }
                Err(self.unknown_name(n, span))
            }
            ExprKind::Tuple(es) => {
                let es = es.iter().map(|e| self.aexpr(e)).collect::<R<Vec<_>>>()?;
                let ty = Type::Tuple(es.iter().map(|e| e.ty.clone()).collect());
                Ok(AExpr {
                    kind: AExprKind::Tuple(es),
                    ty,
                    span,
                })
            }
            ExprKind::Let(pat, value, body) => {
                Self::distinct_binders([pat])?;
                let value = self.aexpr(value)?;
                let mark = self.arrays.len();
                let pat = self.bind_apat(pat, &value.ty)?;
                let body = self.aexpr(body);
                self.arrays.truncate(mark);
                let body = body?;
                Ok(AExpr {
                    ty: body.ty.clone(),
                    kind: AExprKind::Let {
                        pat,
                        value: Box::new(value),
                        body: Box::new(body),
                    },
                    span,
                })
            }
            ExprKind::App(head, args) => {
                let ExprKind::Var(name) = &head.kind else {
                    return Err(type_err(
                        head.span,
                        "only named operations and definitions can be applied",
                    ));
                };
                if ARRAY_OPS.contains(&&**name) {
                    return self.op(name, head.span, args, span);
                }
                if self.defs.iter().any(|d| &d.name == name) {
                    return self.call(name, args, span);
                }
                if Builtin::from_name(name).is_some()
                    || Prim::from_name(name).is_some()
                    || ARRAY_READS.contains(&&**name)
                {
                    return Err(type_err(
                        span,
                        format!("`{name}` gives a scalar, but an array is expected here (apply it per element inside `map`, or wrap it in `unit`)"),
                    ));
                }
                if self.array_var(name).is_some() || self.scalar_var(name).is_some() {
                    return Err(type_err(head.span, format!("`{name}` is not a function")));
                }
                Err(self.unknown_name(name, head.span))
            }
            ExprKind::If(c, t, f) => {
                let cond = self.sexpr(c, Some(&ScalarType::BOOL), SCtx::default())?;
                expect_scalar(&cond, &ScalarType::BOOL, "the condition of `if`")?;
                let then_ = self.aexpr(t)?;
                let else_ = self.aexpr(f)?;
                let ty = join(&then_.ty, &else_.ty).ok_or_else(|| {
                    type_err(
                        span,
                        format!(
                            "the branches of `if` have different types: {} and {}",
                            then_.ty, else_.ty
                        ),
                    )
                })?;
                Ok(AExpr {
                    kind: AExprKind::If {
                        cond,
                        then_: Box::new(then_),
                        else_: Box::new(else_),
                    },
                    ty,
                    span,
                })
            }
            ExprKind::Loop(pat, init, cond, body) => {
                Self::distinct_binders([pat])?;
                let init = self.aexpr(init)?;
                let vty = generalise(&init.ty);
                let mark = self.arrays.len();
                let result = (|| {
                    let pat = self.bind_apat(pat, &vty)?;
                    let cond = self.sexpr(cond, Some(&ScalarType::BOOL), SCtx::default())?;
                    expect_scalar(&cond, &ScalarType::BOOL, "the condition of `loop`")?;
                    let body = self.aexpr(body)?;
                    if !compatible(&vty, &body.ty) {
                        return Err(type_err(
                            body.span,
                            format!(
                                "the loop body gives {} but the loop variables have type {}",
                                body.ty, vty
                            ),
                        ));
                    }
                    Ok((pat, cond, body))
                })();
                self.arrays.truncate(mark);
                let (pat, cond, body) = result?;
                Ok(AExpr {
                    kind: AExprKind::Loop {
                        pat,
                        init: Box::new(init),
                        cond,
                        body: Box::new(body),
                    },
                    ty: vty,
                    span,
                })
            }
            ExprKind::Lambda(..) | ExprKind::Section(_) => Err(type_err(
                span,
                "a function is not an array; functions are arguments of array operations",
            )),
            ExprKind::Shape(_) => Err(type_err(
                span,
                "a shape `[..]` is an argument of `generate`, `backpermute` or `reshape`",
            )),
            ExprKind::Proj(..) => Err(type_err(
                span,
                "`.N` selects from scalar tuples; bind a tuple of arrays with `let (a, b) = ..`",
            )),
            _ => Err(type_err(
                span,
                "expected an array expression, found a scalar expression (wrap a scalar in `unit`)",
            )),
        }
    }

    fn bind_apat(&mut self, pat: &Pat, ty: &Type) -> R<APat> {
        match (pat, ty) {
            (Pat::Var(n, s), _) => {
                self.check_binder(n, *s)?;
                self.arrays.push((n.clone(), ty.clone()));
                Ok(APat::Var(n.clone(), *s))
            }
            (Pat::Wild(s), _) => Ok(APat::Wild(*s)),
            (Pat::Tuple(ps, s), Type::Tuple(ts)) if ps.len() == ts.len() => {
                let ps = ps
                    .iter()
                    .zip(ts)
                    .map(|(p, t)| self.bind_apat(p, t))
                    .collect::<R<Vec<_>>>()?;
                Ok(APat::Tuple(ps, *s))
            }
            (Pat::Tuple(ps, s), _) => Err(type_err(
                *s,
                format!(
                    "this pattern has {} components but the value has type {ty}",
                    ps.len()
                ),
            )),
        }
    }

    fn call(&mut self, name: &Name, args: &[Expr], span: Span) -> R<AExpr> {
        let at = self
            .defs
            .iter()
            .position(|d| &d.name == name)
            .expect("caller checked the name");
        let callee = &self.defs[at];
        let callee_depth = self.inlined_depths[at];
        if self.deepest_call.is_none_or(|(d, _)| d < callee_depth) {
            self.deepest_call = Some((callee_depth, span));
        }
        let params: Vec<ArrayType> = callee.params.iter().map(|p| p.ty.clone()).collect();
        let pnames: Vec<Name> = callee.params.iter().map(|p| p.name.clone()).collect();
        let ret = callee.ret.clone();
        if args.len() != params.len() {
            return Err(type_err(
                span,
                format!(
                    "`{name}` takes {} arguments, {} given",
                    params.len(),
                    args.len()
                ),
            ));
        }
        let args = args.iter().map(|a| self.aexpr(a)).collect::<R<Vec<_>>>()?;
        // Bind the callee's size names from the arguments' sizes.
        let mut subst: BTreeMap<Name, Size> = BTreeMap::new();
        for (a, p) in args.iter().zip(&params) {
            let at = self.array_of(a, &format!("argument of `{name}`"))?;
            if at.rank() != p.rank() || at.elem != p.elem {
                return Err(type_err(
                    a.span,
                    format!("`{name}` expects {p} here, found {}", at),
                ));
            }
            for (d, ad) in p.shape.iter().zip(&at.shape) {
                if let Some(v) = d.as_poly().and_then(single_var) {
                    match subst.get(&v) {
                        Some(prev) if prev.provably_differs(ad) => {
                            return Err(type_err(
                                a.span,
                                format!("size `{v}` of `{name}` would be both {prev} and {ad}"),
                            ))
                        }
                        Some(Size::Known(_)) => {}
                        _ => {
                            subst.insert(v, ad.clone());
                        }
                    }
                }
            }
        }
        for ((a, p), pn) in args.iter().zip(&params).zip(&pnames) {
            let at = self.array_of(a, "argument")?;
            for (d, ad) in p.shape.iter().zip(&at.shape) {
                if substitute(d, &subst).provably_differs(ad) {
                    return Err(type_err(
                        a.span,
                        format!(
                            "parameter `{pn}` of `{name}` has type {p}, but the argument is {at}"
                        ),
                    ));
                }
            }
        }
        Ok(AExpr {
            ty: map_sizes(&ret, &|s| substitute(s, &subst)),
            kind: AExprKind::Call {
                def: name.clone(),
                args,
            },
            span,
        })
    }

    fn array_of(&self, e: &AExpr, what: &str) -> R<ArrayType> {
        match &e.ty {
            Type::Array(a) => Ok(a.clone()),
            t => Err(type_err(
                e.span,
                format!("{what} must be one array, found {t}"),
            )),
        }
    }

    // ----------------------------------------------------------- operations

    fn op(&mut self, name: &str, head: Span, args: &[Expr], span: Span) -> R<AExpr> {
        let arity: usize = match name {
            "transpose" | "unit" => 1,
            "fold1" | "scanl1" | "scanr1" | "replicate" | "reshape" | "filter" | "generate" => 2,
            "fold" | "scanl" | "scanr" | "backpermute" | "stencil" => 3,
            "permute" | "fold_seg" => 4,
            _ => usize::MAX, // map: at least 2
        };
        if (arity == usize::MAX && args.len() < 2) || (arity != usize::MAX && args.len() != arity) {
            let want = if arity == usize::MAX {
                "a function and at least one array".to_string()
            } else {
                format!("{arity} arguments")
            };
            return Err(
                type_err(span, format!("`{name}` takes {want}, {} given", args.len()))
                    .with_label(head, "this operation"),
            );
        }
        let arr = |this: &mut Self, e: &Expr| -> R<(AExpr, ArrayType)> {
            let a = this.aexpr(e)?;
            let t = this.array_of(&a, &format!("the array argument of `{name}`"))?;
            Ok((a, t))
        };
        let (op, ty) = match name {
            "unit" => {
                let s = self.sexpr(&args[0], None, SCtx::default())?;
                let ty = Type::Array(ArrayType::new(vec![], s.ty.clone()));
                return Ok(AExpr {
                    kind: AExprKind::Unit(s),
                    ty,
                    span,
                });
            }
            "map" => {
                let mut arrays = Vec::new();
                for a in &args[1..] {
                    arrays.push(arr(self, a)?);
                }
                let mut shape = arrays[0].1.shape.clone();
                for (a, t) in &arrays[1..] {
                    if t.rank() != shape.len() {
                        return Err(type_err(
                            a.span,
                            format!(
                                "`map` needs arrays of one shape: rank {} and rank {}",
                                shape.len(),
                                t.rank()
                            ),
                        ));
                    }
                    for (d, e) in shape.iter_mut().zip(&t.shape) {
                        if d.provably_differs(e) {
                            return Err(type_err(
                                a.span,
                                format!(
                                    "`map` needs arrays of one shape: {} and {}",
                                    arrays[0].1, t
                                ),
                            ));
                        }
                        if *d == Size::Unknown {
                            *d = e.clone();
                        }
                    }
                }
                let elems: Vec<ScalarType> = arrays.iter().map(|(_, t)| t.elem.clone()).collect();
                let f = self.func(&args[0], &elems, None, "map's function", false)?;
                let ty = ArrayType::new(shape, f.body.ty.clone());
                let args = arrays.into_iter().map(|(a, _)| a).collect();
                (Op::Map { f, args }, ty)
            }
            "fold" | "fold1" | "scanl" | "scanr" | "scanl1" | "scanr1" => {
                let with_init = matches!(name, "fold" | "scanl" | "scanr");
                let (a, t) = arr(self, args.last().expect("arity checked"))?;
                if t.rank() == 0 {
                    return Err(type_err(
                        a.span,
                        format!("`{name}` needs an array of rank 1 or more, found {t}"),
                    ));
                }
                let elem = t.elem.clone();
                let f = self.func(
                    &args[0],
                    &[elem.clone(), elem.clone()],
                    Some(&elem),
                    &format!("{name}'s function"),
                    false,
                )?;
                expect_scalar(&f.body, &elem, &format!("the result of {name}'s function"))?;
                let init = if with_init {
                    let z = self.sexpr(&args[1], Some(&elem), SCtx::default())?;
                    expect_scalar(&z, &elem, &format!("the initial value of `{name}`"))?;
                    Some(z)
                } else {
                    None
                };
                let mut shape = t.shape.clone();
                let inner = shape.pop().expect("rank >= 1");
                let ty = if name.starts_with("fold") {
                    ArrayType::new(shape, elem)
                } else {
                    let inner = match (&inner, with_init) {
                        (Size::Known(p), true) => Size::Known(p.add(&Poly::constant(1))),
                        _ => inner,
                    };
                    shape.push(inner);
                    ArrayType::new(shape, elem)
                };
                let op = if name.starts_with("fold") {
                    Op::Fold { f, init, arg: a }
                } else {
                    let dir = if name.starts_with("scanl") {
                        ScanDir::Left
                    } else {
                        ScanDir::Right
                    };
                    Op::Scan {
                        dir,
                        f,
                        init,
                        arg: a,
                    }
                };
                (op, ty)
            }
            "generate" => {
                let (shape, sizes) = self.shape_arg(&args[0], name)?;
                let f = self.func(
                    &args[1],
                    &[ScalarType::index(shape.len())],
                    None,
                    "generate's function",
                    false,
                )?;
                let ty = ArrayType::new(sizes, f.body.ty.clone());
                (Op::Generate { shape, f }, ty)
            }
            "backpermute" => {
                let (shape, sizes) = self.shape_arg(&args[0], name)?;
                let (a, t) = arr(self, &args[2])?;
                let want = ScalarType::index(t.rank());
                let index = self.func(
                    &args[1],
                    &[ScalarType::index(shape.len())],
                    Some(&want),
                    "backpermute's index function",
                    false,
                )?;
                expect_scalar(
                    &index.body,
                    &want,
                    "the result of backpermute's index function",
                )?;
                let ty = ArrayType::new(sizes, t.elem.clone());
                (
                    Op::Backpermute {
                        shape,
                        index,
                        arg: a,
                    },
                    ty,
                )
            }
            "permute" => {
                let (d, dt) = arr(self, &args[1])?;
                let (a, t) = arr(self, &args[3])?;
                if dt.elem != t.elem {
                    return Err(type_err(
                        d.span,
                        format!("`permute` combines elements of {} into defaults of {}; they must agree", t.elem, dt.elem),
                    ));
                }
                let elem = t.elem.clone();
                let f = self.func(
                    &args[0],
                    &[elem.clone(), elem.clone()],
                    Some(&elem),
                    "permute's combining function",
                    false,
                )?;
                expect_scalar(&f.body, &elem, "the result of permute's combining function")?;
                let want = ScalarType::index(dt.rank());
                let index = self.func(
                    &args[2],
                    &[ScalarType::index(t.rank())],
                    Some(&want),
                    "permute's index function",
                    true,
                )?;
                expect_scalar(&index.body, &want, "the result of permute's index function")?;
                (
                    Op::Permute {
                        f,
                        defaults: d,
                        index,
                        arg: a,
                    },
                    dt,
                )
            }
            "replicate" => {
                let count = self.sexpr(&args[0], Some(&ScalarType::I64), SCtx::default())?;
                expect_scalar(&count, &ScalarType::I64, "the count of `replicate`")?;
                let k = self.static_size(&args[0]);
                let (a, t) = arr(self, &args[1])?;
                let mut shape = vec![k];
                shape.extend(t.shape.iter().cloned());
                (
                    Op::Replicate { count, arg: a },
                    ArrayType::new(shape, t.elem.clone()),
                )
            }
            "transpose" => {
                let (a, t) = arr(self, &args[0])?;
                if t.rank() != 2 {
                    return Err(type_err(
                        a.span,
                        format!("`transpose` needs a rank-2 array, found {t}"),
                    ));
                }
                let shape = vec![t.shape[1].clone(), t.shape[0].clone()];
                (
                    Op::Transpose { arg: a },
                    ArrayType::new(shape, t.elem.clone()),
                )
            }
            "reshape" => {
                let (shape, sizes) = self.shape_arg(&args[0], name)?;
                let (a, t) = arr(self, &args[1])?;
                let total = |s: &[Size]| -> Option<Poly> {
                    s.iter()
                        .try_fold(Poly::constant(1), |acc, d| Some(acc.mul(d.as_poly()?)))
                };
                if let (Some(x), Some(y)) = (total(&sizes), total(&t.shape)) {
                    if x.as_constant().is_some() && y.as_constant().is_some() && x != y {
                        return Err(type_err(
                            span,
                            format!("`reshape` to {x} elements from an array of {y} elements"),
                        ));
                    }
                }
                (
                    Op::Reshape { shape, arg: a },
                    ArrayType::new(sizes, t.elem.clone()),
                )
            }
            "stencil" => {
                let (a, t) = arr(self, &args[2])?;
                let e = t.elem.clone();
                let three = |x: ScalarType| ScalarType::Tuple(vec![x.clone(), x.clone(), x]);
                let nb = match t.rank() {
                    1 => three(e.clone()),
                    2 => three(three(e.clone())),
                    _ => {
                        return Err(type_err(
                            a.span,
                            format!("`stencil` works on rank 1 or 2 arrays, found {t}"),
                        ))
                    }
                };
                let f = self.func(&args[0], &[nb], None, "stencil's function", false)?;
                let boundary = self.boundary(&args[1], &e)?;
                let ty = ArrayType::new(t.shape.clone(), f.body.ty.clone());
                (
                    Op::Stencil {
                        f,
                        boundary,
                        arg: a,
                    },
                    ty,
                )
            }
            "fold_seg" => {
                let (s, st) = arr(self, &args[2])?;
                if st.rank() != 1 || st.elem != ScalarType::I64 {
                    return Err(type_err(
                        s.span,
                        format!("`fold_seg` needs segment lengths of type [s]i64, found {st}"),
                    ));
                }
                let (a, t) = arr(self, &args[3])?;
                if t.rank() == 0 {
                    return Err(type_err(
                        a.span,
                        format!("`fold_seg` needs an array of rank 1 or more, found {t}"),
                    ));
                }
                let elem = t.elem.clone();
                let f = self.func(
                    &args[0],
                    &[elem.clone(), elem.clone()],
                    Some(&elem),
                    "fold_seg's function",
                    false,
                )?;
                expect_scalar(&f.body, &elem, "the result of fold_seg's function")?;
                let init = self.sexpr(&args[1], Some(&elem), SCtx::default())?;
                expect_scalar(&init, &elem, "the initial value of `fold_seg`")?;
                let mut shape = t.shape.clone();
                *shape.last_mut().expect("rank >= 1") = st.shape[0].clone();
                (
                    Op::FoldSeg {
                        f,
                        init,
                        segs: s,
                        arg: a,
                    },
                    ArrayType::new(shape, elem),
                )
            }
            "filter" => {
                let (a, t) = arr(self, &args[1])?;
                if t.rank() != 1 {
                    return Err(type_err(
                        a.span,
                        format!("`filter` works on rank-1 arrays, found {t}"),
                    ));
                }
                let pred = self.func(
                    &args[0],
                    std::slice::from_ref(&t.elem),
                    Some(&ScalarType::BOOL),
                    "filter's predicate",
                    false,
                )?;
                expect_scalar(
                    &pred.body,
                    &ScalarType::BOOL,
                    "the result of filter's predicate",
                )?;
                let ty = ArrayType::new(vec![Size::Unknown], t.elem.clone());
                (Op::Filter { pred, arg: a }, ty)
            }
            _ => unreachable!("ARRAY_OPS and this match list the same names"),
        };
        Ok(AExpr {
            kind: AExprKind::Op(Box::new(op)),
            ty: Type::Array(ty),
            span,
        })
    }

    /// `[e1]..[ek]`: the extents as `i64` expressions and their static sizes.
    fn shape_arg(&mut self, e: &Expr, op: &str) -> R<(Vec<SExpr>, Vec<Size>)> {
        let ExprKind::Shape(es) = &e.kind else {
            return Err(type_err(
                e.span,
                format!(
                    "`{op}` needs a shape here, written `[e1]..[ek]` (with a space before `[`)"
                ),
            ));
        };
        let mut exprs = Vec::new();
        let mut sizes = Vec::new();
        for x in es {
            let s = self.sexpr(x, Some(&ScalarType::I64), SCtx::default())?;
            expect_scalar(&s, &ScalarType::I64, "an extent")?;
            exprs.push(s);
            sizes.push(self.static_size(x));
        }
        Ok((exprs, sizes))
    }

    /// The symbolic size an extent expression denotes, when it is built from
    /// literals, size names, `length` and `+ - *`; otherwise `?`.
    fn static_size(&self, e: &Expr) -> Size {
        let known = |s: Size| s.as_poly().cloned();
        let p = match &e.kind {
            ExprKind::Int(v, _) => i64::try_from(*v).ok().map(Poly::constant),
            ExprKind::Var(n) if self.is_size(n) && self.scalar_var(n).is_none() => {
                Some(Poly::var(n.clone()))
            }
            ExprKind::Binary(op, a, b) => {
                match (known(self.static_size(a)), known(self.static_size(b))) {
                    (Some(x), Some(y)) => match op {
                        BinOp::Add => Some(x.add(&y)),
                        BinOp::Sub => Some(x.sub(&y)),
                        BinOp::Mul => Some(x.mul(&y)),
                        _ => None,
                    },
                    _ => None,
                }
            }
            ExprKind::App(h, args)
                if args.len() == 1 && matches!(&h.kind, ExprKind::Var(n) if &**n == "length") =>
            {
                match &args[0].kind {
                    ExprKind::Var(n) => match self.array_var(n) {
                        Some(Type::Array(a)) if a.rank() >= 1 => a.shape[0].as_poly().cloned(),
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        };
        p.map_or(Size::Unknown, Size::Known)
    }

    fn boundary(&mut self, e: &Expr, elem: &ScalarType) -> R<Boundary> {
        match &e.kind {
            ExprKind::Var(n) if &**n == "clamp" => Ok(Boundary::Clamp),
            ExprKind::Var(n) if &**n == "mirror" => Ok(Boundary::Mirror),
            ExprKind::Var(n) if &**n == "wrap" => Ok(Boundary::Wrap),
            ExprKind::App(h, args)
                if args.len() == 1 && matches!(&h.kind, ExprKind::Var(n) if &**n == "constant") =>
            {
                let v = self.sexpr(&args[0], Some(elem), SCtx::default())?;
                expect_scalar(&v, elem, "the boundary constant")?;
                Ok(Boundary::Constant(v))
            }
            _ => Err(type_err(
                e.span,
                "expected a stencil boundary: `clamp`, `mirror`, `wrap` or `(constant e)`",
            )),
        }
    }

    // ------------------------------------------------------------ functions

    /// A function argument taking `params`: a lambda, an operator section, or
    /// a builtin / conversion name used as a function.
    fn func(
        &mut self,
        e: &Expr,
        params: &[ScalarType],
        ret: Option<&ScalarType>,
        what: &str,
        allow_ignore: bool,
    ) -> R<Lambda> {
        let span = e.span;
        let synth = |names: &[&str]| -> Vec<Expr> {
            names
                .iter()
                .map(|n| Expr::new(ExprKind::Var((*n).into()), span))
                .collect()
        };
        let (pats, body): (Vec<Pat>, Expr) = match &e.kind {
            ExprKind::Lambda(pats, body) => (pats.clone(), (**body).clone()),
            ExprKind::Section(op) => {
                if params.len() != 2 {
                    return Err(type_err(
                        span,
                        format!("{what} takes {} argument(s), but `({})` takes 2", params.len(), op.symbol()),
                    ));
                }
                let v = synth(&["%x", "%y"]);
                let body = Expr::new(
                    ExprKind::Binary(*op, Box::new(v[0].clone()), Box::new(v[1].clone())),
                    span,
                );
                (vec![Pat::Var("%x".into(), span), Pat::Var("%y".into(), span)], body)
            }
            ExprKind::Var(n) if Builtin::from_name(n).is_some() || Prim::from_name(n).is_some() => {
                let arity = Builtin::from_name(n).map_or(1, Builtin::arity);
                if arity != params.len() {
                    return Err(type_err(
                        span,
                        format!("{what} takes {} argument(s), but `{n}` takes {arity}", params.len()),
                    ));
                }
                let names = ["%x", "%y"];
                let body = Expr::new(ExprKind::App(Box::new(e.clone()), synth(&names[..arity])), span);
                (names[..arity].iter().map(|n| Pat::Var((*n).into(), span)).collect(), body)
            }
            _ => {
                return Err(type_err(
                    span,
                    format!("{what} must be a function: a lambda `\\x -> ..`, an operator section such as `(+)`, or a builtin such as `max`"),
                ))
            }
        };
        if pats.len() != params.len() {
            return Err(type_err(
                span,
                format!(
                    "{what} takes {} argument(s) here, but this lambda takes {}",
                    params.len(),
                    pats.len()
                ),
            ));
        }
        Self::distinct_binders(&pats)?;
        let mark = self.scalars.len();
        let result = (|| {
            let ps = pats
                .iter()
                .zip(params)
                .map(|(p, t)| self.bind_spat(p, t))
                .collect::<R<Vec<_>>>()?;
            let body = self.sexpr(&body, ret, SCtx { allow_ignore })?;
            Ok(Lambda {
                params: ps,
                body,
                span,
            })
        })();
        self.scalars.truncate(mark);
        result
    }

    fn bind_spat(&mut self, pat: &Pat, ty: &ScalarType) -> R<SPat> {
        match (pat, ty) {
            (Pat::Var(n, s), _) => {
                if !n.starts_with('%') {
                    self.check_binder(n, *s)?;
                }
                self.scalars.push((n.clone(), ty.clone()));
                Ok(SPat::Var {
                    name: n.clone(),
                    ty: ty.clone(),
                    span: *s,
                })
            }
            (Pat::Wild(s), _) => Ok(SPat::Wild {
                ty: ty.clone(),
                span: *s,
            }),
            (Pat::Tuple(ps, s), ScalarType::Tuple(ts)) if ps.len() == ts.len() => {
                let elems = ps
                    .iter()
                    .zip(ts)
                    .map(|(p, t)| self.bind_spat(p, t))
                    .collect::<R<Vec<_>>>()?;
                Ok(SPat::Tuple { elems, span: *s })
            }
            (Pat::Tuple(ps, s), _) => Err(type_err(
                *s,
                format!(
                    "this pattern has {} components but the value has type {ty}",
                    ps.len()
                ),
            )),
        }
    }

    // --------------------------------------------------- scalar expressions

    /// Checks a scalar expression. `hint` is the type the context expects; it
    /// only decides the type of unsuffixed literals: mismatches are reported
    /// by the consumer.
    fn sexpr(&mut self, e: &Expr, hint: Option<&ScalarType>, cx: SCtx) -> R<SExpr> {
        let span = e.span;
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        let inner = SCtx::default();
        match &e.kind {
            ExprKind::Int(v, suffix) => int_lit(*v, *suffix, hint, span, false),
            ExprKind::Float(v, suffix) => {
                let ty = match (suffix, hint) {
                    (Some(p), _) => ScalarType::Prim(*p),
                    (None, Some(ScalarType::Prim(Prim::F32))) => ScalarType::F32,
                    _ => ScalarType::F64,
                };
                mk(SExprKind::Lit(Lit::Float(*v)), ty)
            }
            ExprKind::Bool(b) => mk(SExprKind::Lit(Lit::Bool(*b)), ScalarType::BOOL),
            ExprKind::Ignore => match (cx.allow_ignore, hint) {
                (true, Some(t)) => mk(SExprKind::Ignore, t.clone()),
                _ => Err(type_err(
                    span,
                    "`ignore` is only allowed as a result of a `permute` index function",
                )),
            },
            ExprKind::Var(n) => {
                if let Some(t) = self.scalar_var(n) {
                    return mk(SExprKind::Var(n.clone()), t.clone());
                }
                if self.is_size(n) {
                    return mk(SExprKind::Size(n.clone()), ScalarType::I64);
                }
                if self.array_var(n).is_some() {
                    return Err(type_err(
                        span,
                        format!("`{n}` is an array; read an element with `{n}[i]`, or a rank-0 array with `the {n}`"),
                    ));
                }
                if is_reserved(n) {
                    return Err(type_err(span, format!("`{n}` needs arguments")));
                }
                Err(self.unknown_name(n, span))
            }
            ExprKind::Tuple(es) => {
                let hints: Vec<Option<&ScalarType>> = match hint {
                    Some(ScalarType::Tuple(ts)) if ts.len() == es.len() => {
                        ts.iter().map(Some).collect()
                    }
                    _ => vec![None; es.len()],
                };
                let es = es
                    .iter()
                    .zip(hints)
                    .map(|(e, h)| self.sexpr(e, h, inner))
                    .collect::<R<Vec<_>>>()?;
                let ty = ScalarType::Tuple(es.iter().map(|e| e.ty.clone()).collect());
                mk(SExprKind::Tuple(es), ty)
            }
            ExprKind::Proj(b, i) => {
                let b = self.sexpr(b, None, inner)?;
                match &b.ty {
                    ScalarType::Tuple(ts) if *i < ts.len() => {
                        let ty = ts[*i].clone();
                        mk(SExprKind::Proj(Box::new(b), *i), ty)
                    }
                    t => Err(type_err(
                        span,
                        format!("`.{i}` does not exist on a value of type {t}"),
                    )),
                }
            }
            ExprKind::Unary(op, a) => {
                let a = match (op, &a.kind) {
                    // `-9223372036854775808`: the literal may be one past the
                    // largest value only when negated.
                    (UnOp::Neg, ExprKind::Int(v, suffix)) => {
                        int_lit(*v, *suffix, hint, a.span, true)?
                    }
                    _ => self.sexpr(a, hint, inner)?,
                };
                let ok = match (op, a.ty.as_prim()) {
                    (UnOp::Neg, Some(p)) => p.is_numeric(),
                    (UnOp::Not, Some(p)) => p == Prim::Bool,
                    _ => false,
                };
                if !ok {
                    let (sym, need) = match op {
                        UnOp::Neg => ("-", "a number"),
                        UnOp::Not => ("!", "a bool"),
                    };
                    return Err(type_err(
                        span,
                        format!("`{sym}` needs {need}, found {}", a.ty),
                    ));
                }
                let ty = a.ty.clone();
                mk(SExprKind::Unary(*op, Box::new(a)), ty)
            }
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, hint, span),
            ExprKind::If(c, t, f) => {
                let c = self.sexpr(c, Some(&ScalarType::BOOL), inner)?;
                expect_scalar(&c, &ScalarType::BOOL, "the condition of `if`")?;
                let (t, f) = self.pair(t, f, hint, cx)?;
                if t.ty != f.ty {
                    return Err(type_err(
                        span,
                        format!(
                            "the branches of `if` have different types: {} and {}",
                            t.ty, f.ty
                        ),
                    ));
                }
                let ty = t.ty.clone();
                mk(SExprKind::If(Box::new(c), Box::new(t), Box::new(f)), ty)
            }
            ExprKind::Let(p, v, b) => {
                Self::distinct_binders([p])?;
                let v = self.sexpr(v, None, inner)?;
                let mark = self.scalars.len();
                let r = (|| {
                    let pat = self.bind_spat(p, &v.ty)?;
                    let body = self.sexpr(b, hint, cx)?;
                    Ok((pat, body))
                })();
                self.scalars.truncate(mark);
                let (pat, body) = r?;
                let ty = body.ty.clone();
                mk(
                    SExprKind::Let {
                        pat,
                        value: Box::new(v),
                        body: Box::new(body),
                    },
                    ty,
                )
            }
            ExprKind::Index(b, idx) => {
                let (name, at) = self.array_name(b, "indexing")?;
                if idx.len() != at.rank() {
                    return Err(type_err(
                        span,
                        format!(
                            "`{name}` has rank {} but is indexed with {} indices",
                            at.rank(),
                            idx.len()
                        ),
                    ));
                }
                let indices = idx
                    .iter()
                    .map(|i| {
                        let s = self.sexpr(i, Some(&ScalarType::I64), inner)?;
                        expect_scalar(&s, &ScalarType::I64, "an index")?;
                        Ok(s)
                    })
                    .collect::<R<Vec<_>>>()?;
                mk(
                    SExprKind::Index {
                        array: name.clone(),
                        indices,
                    },
                    at.elem.clone(),
                )
            }
            ExprKind::App(h, args) => self.scalar_call(h, args, hint, span),
            ExprKind::Lambda(..) | ExprKind::Section(_) => Err(type_err(
                span,
                "a function is not a value here; functions are arguments of array operations",
            )),
            ExprKind::Shape(_) => Err(type_err(span, "a shape `[..]` is not a scalar value")),
            ExprKind::Loop(..) => Err(type_err(
                span,
                "`loop` works on arrays; it cannot appear inside a scalar expression",
            )),
        }
    }

    /// Checks two operands that must have one type. An operand that is only
    /// untyped literals takes its type from the other one.
    fn pair(
        &mut self,
        a: &Expr,
        b: &Expr,
        hint: Option<&ScalarType>,
        cx: SCtx,
    ) -> R<(SExpr, SExpr)> {
        if is_untyped(a) && !is_untyped(b) {
            let b = self.sexpr(b, hint, cx)?;
            let a = self.sexpr(a, Some(&b.ty), cx)?;
            Ok((a, b))
        } else {
            let a = self.sexpr(a, hint, cx)?;
            let b = self.sexpr(b, Some(&a.ty), cx)?;
            Ok((a, b))
        }
    }

    fn binary(
        &mut self,
        op: BinOp,
        a: &Expr,
        b: &Expr,
        hint: Option<&ScalarType>,
        span: Span,
    ) -> R<SExpr> {
        use BinOp::*;
        let inner = SCtx::default();
        let (a, b) = match op {
            And | Or => (
                self.sexpr(a, Some(&ScalarType::BOOL), inner)?,
                self.sexpr(b, Some(&ScalarType::BOOL), inner)?,
            ),
            Eq | Ne | Lt | Le | Gt | Ge => self.pair(a, b, None, inner)?,
            _ => self.pair(a, b, hint, inner)?,
        };
        if a.ty != b.ty {
            return Err(type_err(
                span,
                format!(
                    "the operands of `{}` have different types: {} and {}",
                    op.symbol(),
                    a.ty,
                    b.ty
                ),
            )
            .with_label(a.span, format!("{}", a.ty))
            .with_label(b.span, format!("{}", b.ty)));
        }
        let p = a.ty.as_prim();
        let (ok, need) = match op {
            Add | Sub | Mul | Div | Rem => (p.is_some_and(Prim::is_numeric), "numbers"),
            Lt | Le | Gt | Ge => (p.is_some_and(Prim::is_numeric), "numbers"),
            Eq | Ne => (p.is_some(), "primitive values"),
            And | Or => (p == Some(Prim::Bool), "bools"),
            BitAnd | BitOr | BitXor | Shl | Shr => (p.is_some_and(Prim::is_int), "integers"),
        };
        if !ok {
            return Err(type_err(
                span,
                format!("operator `{}` needs {need}, found {}", op.symbol(), a.ty),
            ));
        }
        let ty = match op {
            Eq | Ne | Lt | Le | Gt | Ge | And | Or => ScalarType::BOOL,
            _ => a.ty.clone(),
        };
        Ok(SExpr {
            kind: SExprKind::Binary(op, Box::new(a), Box::new(b)),
            ty,
            span,
        })
    }

    fn scalar_call(
        &mut self,
        h: &Expr,
        args: &[Expr],
        hint: Option<&ScalarType>,
        span: Span,
    ) -> R<SExpr> {
        let ExprKind::Var(name) = &h.kind else {
            return Err(type_err(h.span, "only named functions can be applied"));
        };
        let inner = SCtx::default();
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        let nargs = |n: usize| -> R<()> {
            if args.len() != n {
                Err(type_err(
                    span,
                    format!("`{name}` takes {n} argument(s), {} given", args.len()),
                ))
            } else {
                Ok(())
            }
        };
        if let Some(bi) = Builtin::from_name(name) {
            nargs(bi.arity())?;
            let args = if bi.arity() == 2 {
                let (a, b) = self.pair(&args[0], &args[1], hint, inner)?;
                if a.ty != b.ty {
                    return Err(type_err(
                        span,
                        format!(
                            "the arguments of `{name}` have different types: {} and {}",
                            a.ty, b.ty
                        ),
                    ));
                }
                vec![a, b]
            } else {
                let h = match hint {
                    Some(t) if t.as_prim().is_some_and(Prim::is_float) || !bi.float_only() => hint,
                    _ if bi.float_only() => Some(&ScalarType::F64),
                    _ => None,
                };
                vec![self.sexpr(&args[0], h, inner)?]
            };
            let p = args[0].ty.as_prim();
            let ok = if bi.float_only() {
                p.is_some_and(Prim::is_float)
            } else {
                p.is_some_and(Prim::is_numeric)
            };
            if !ok {
                let need = if bi.float_only() {
                    "f32 or f64"
                } else {
                    "a number"
                };
                return Err(type_err(
                    span,
                    format!("`{name}` needs {need}, found {}", args[0].ty),
                ));
            }
            let ty = args[0].ty.clone();
            return mk(SExprKind::Call(bi, args), ty);
        }
        if let Some(p) = Prim::from_name(name) {
            if p == Prim::Bool {
                return Err(type_err(
                    h.span,
                    "there is no conversion to bool; compare instead (`x != 0`)",
                ));
            }
            nargs(1)?;
            let a = self.sexpr(&args[0], None, inner)?;
            if a.ty.as_prim().is_none() {
                return Err(type_err(
                    span,
                    format!("`{name}` converts primitive values, found {}", a.ty),
                ));
            }
            return mk(SExprKind::Convert(Box::new(a)), ScalarType::Prim(p));
        }
        match &**name {
            "the" => {
                nargs(1)?;
                let (n, at) = self.array_name(&args[0], "`the`")?;
                if at.rank() != 0 {
                    return Err(type_err(
                        args[0].span,
                        format!("`the` needs a rank-0 array, but `{n}` is {at}"),
                    ));
                }
                mk(SExprKind::The(n.clone()), at.elem.clone())
            }
            "length" | "shape" => {
                nargs(1)?;
                let (n, at) = self.array_name(&args[0], &format!("`{name}`"))?;
                if at.rank() == 0 {
                    return Err(type_err(args[0].span, format!("`{name}` needs an array of rank 1 or more, but `{n}` is {at}")));
                }
                if &**name == "length" {
                    mk(SExprKind::Length(n.clone()), ScalarType::I64)
                } else {
                    mk(SExprKind::Shape(n.clone()), ScalarType::index(at.rank()))
                }
            }
            _ if ARRAY_OPS.contains(&&**name) || self.defs.iter().any(|d| &d.name == name) => Err(type_err(
                span,
                format!("`{name}` works on whole arrays and cannot be used inside a scalar expression"),
            )),
            _ if self.scalar_var(name).is_some() || self.array_var(name).is_some() || self.is_size(name) => {
                Err(type_err(h.span, format!("`{name}` is not a function")))
            }
            _ => Err(self.unknown_name(name, h.span)),
        }
    }
}

// ------------------------------------------------------------------ helpers

/// An integer literal where the context expects `hint`: its type, and its
/// value if it fits (one more than the largest value fits when `negated`:
/// the negation gives the smallest).
fn int_lit(
    v: u64,
    suffix: Option<Prim>,
    hint: Option<&ScalarType>,
    span: Span,
    negated: bool,
) -> R<SExpr> {
    let ty = match (suffix, hint) {
        (Some(p), _) => ScalarType::Prim(p),
        (None, Some(ScalarType::Prim(p))) if p.is_numeric() => ScalarType::Prim(*p),
        _ => ScalarType::I64,
    };
    let max = match ty.as_prim() {
        Some(Prim::F32 | Prim::F64) => {
            let kind = SExprKind::Lit(Lit::Float(v as f64));
            return Ok(SExpr { kind, ty, span });
        }
        Some(Prim::I32) => i32::MAX as u64,
        Some(Prim::Bool) => {
            return Err(type_err(span, format!("{v} is a number, not a bool")));
        }
        _ => i64::MAX as u64,
    };
    if v > max + u64::from(negated) {
        let range = if negated { max + 1 } else { max };
        return Err(type_err(
            span,
            format!(
                "{v} does not fit in {ty}: {ty} literals go up to {range}{}",
                if negated {
                    ""
                } else {
                    " (one more only when negated)"
                }
            ),
        ));
    }
    // i64::MAX + 1 (negated) wraps to MIN here, and back to MIN when negated.
    let kind = SExprKind::Lit(Lit::Int(v as i64));
    Ok(SExpr { kind, ty, span })
}

fn elem_ty(e: &ElemSyn) -> ScalarType {
    match e {
        ElemSyn::Prim(p) => ScalarType::Prim(*p),
        ElemSyn::Tuple(es) => ScalarType::Tuple(es.iter().map(elem_ty).collect()),
    }
}

fn expect_scalar(e: &SExpr, ty: &ScalarType, what: &str) -> R<()> {
    if &e.ty == ty {
        Ok(())
    } else {
        Err(type_err(
            e.span,
            format!("{what} must be {ty}, found {}", e.ty),
        ))
    }
}

/// An expression made only of unsuffixed literals (and `ignore`): its type
/// comes from context.
fn is_untyped(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_, None) | ExprKind::Float(_, None) | ExprKind::Ignore => true,
        ExprKind::Unary(UnOp::Neg, a) => is_untyped(a),
        ExprKind::Binary(op, a, b) => {
            matches!(
                op,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem
            ) && is_untyped(a)
                && is_untyped(b)
        }
        ExprKind::If(_, a, b) => is_untyped(a) && is_untyped(b),
        _ => false,
    }
}

/// `v` when the polynomial is exactly one size name.
fn single_var(p: &Poly) -> Option<Name> {
    let mut terms = p.terms();
    match (terms.next(), terms.next()) {
        (Some((m, 1)), None) if m.len() == 1 => Some(m[0].clone()),
        _ => None,
    }
}

fn substitute(s: &Size, subst: &BTreeMap<Name, Size>) -> Size {
    let Some(p) = s.as_poly() else {
        return Size::Unknown;
    };
    let mut acc = Poly::zero();
    for (m, c) in p.terms() {
        let mut t = Poly::constant(c);
        for n in m {
            match subst.get(n) {
                Some(Size::Known(q)) => t = t.mul(q),
                _ => return Size::Unknown,
            }
        }
        acc = acc.add(&t);
    }
    Size::Known(acc)
}

fn map_sizes(t: &Type, f: &dyn Fn(&Size) -> Size) -> Type {
    match t {
        Type::Array(a) => Type::Array(ArrayType::new(
            a.shape.iter().map(f).collect(),
            a.elem.clone(),
        )),
        Type::Tuple(ts) => Type::Tuple(ts.iter().map(|t| map_sizes(t, f)).collect()),
    }
}

/// Loop variables may change size between iterations.
fn generalise(t: &Type) -> Type {
    map_sizes(t, &|_| Size::Unknown)
}

/// Same structure, ranks and element types, and no size that provably differs.
fn compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Array(x), Type::Array(y)) => {
            x.elem == y.elem
                && x.rank() == y.rank()
                && x.shape
                    .iter()
                    .zip(&y.shape)
                    .all(|(d, e)| !d.provably_differs(e))
        }
        (Type::Tuple(xs), Type::Tuple(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| compatible(x, y))
        }
        _ => false,
    }
}

/// The type of either branch: sizes that differ become `?`.
fn join(a: &Type, b: &Type) -> Option<Type> {
    match (a, b) {
        (Type::Array(x), Type::Array(y)) if x.elem == y.elem && x.rank() == y.rank() => {
            let shape = x
                .shape
                .iter()
                .zip(&y.shape)
                .map(|(d, e)| if d == e { d.clone() } else { Size::Unknown })
                .collect();
            Some(Type::Array(ArrayType::new(shape, x.elem.clone())))
        }
        (Type::Tuple(xs), Type::Tuple(ys)) if xs.len() == ys.len() => Some(Type::Tuple(
            xs.iter()
                .zip(ys)
                .map(|(x, y)| join(x, y))
                .collect::<Option<_>>()?,
        )),
        _ => None,
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

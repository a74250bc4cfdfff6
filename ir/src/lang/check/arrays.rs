//! Array expressions: variables, tuples, `let`, array-level `if` and
//! `loop`, array operations (`operations`) and calls of earlier
//! definitions, whose size names are bound from their arguments' sizes.

use super::checker::{Checker, SCtx};
use super::errors::{expect_scalar, type_err, R};
use super::names::{is_array_op, is_scalar_function, zip_arity};
use super::sequences::{nested, sequence_as_array, SEQ_CONSTRUCTS};
use super::sizes::{compatible, generalise, join, map_sizes, single_var, substitute};
use crate::ast::{AExpr, AExprKind, APat, BinOp, SExpr};
use crate::size::{Poly, Size};
use crate::span::Span;
use crate::syntax::{Counted, Expr, ExprKind, Pat};
use crate::types::{ArrayType, ScalarType, Type};
use crate::Name;
use std::collections::BTreeMap;

impl Checker {
    pub fn aexpr(&mut self, e: &Expr) -> R<AExpr> {
        let span = e.span;
        match &e.kind {
            ExprKind::Var(n) => self.array_var_expr(n, span),
            ExprKind::Tuple(es) => {
                let es = es.iter().map(|e| self.aexpr(e)).collect::<R<Vec<_>>>()?;
                if let Some(s) = es.iter().find(|e| e.ty.has_seq()) {
                    return Err(type_err(
                        s.span,
                        format!("a sequence ({}) cannot be a tuple's component; bind it with `let`, or make a sequence of tuples with `map_seq`", s.ty),
                    ));
                }
                let ty = Type::Tuple(es.iter().map(|e| e.ty.clone()).collect());
                Ok(AExpr {
                    kind: AExprKind::Tuple(es),
                    ty,
                    span,
                })
            }
            ExprKind::Let(pat, value, body) => self.let_array(pat, value, body, span),
            ExprKind::App(head, args) => self.apply_array(head, args, span),
            ExprKind::If(c, t, f) => self.if_array(c, t, f, span),
            ExprKind::Loop(pat, init, cond, body) => {
                self.loop_array(pat, init, cond, body, None, span)
            }
            ExprKind::For(counted) => self.counted_loop(counted, span),
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

    /// An array variable, or a definition called without arguments.
    fn array_var_expr(&mut self, n: &Name, span: Span) -> R<AExpr> {
        if let Some(t) = self.array_var(n) {
            if t.has_seq() && self.seq_step > 0 {
                return Err(nested(span, n));
            }
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
        Err(self.unbound(n, span))
    }

    /// `let pat = value in body` over arrays.
    fn let_array(&mut self, pat: &Pat, value: &Expr, body: &Expr, span: Span) -> R<AExpr> {
        if self.is_function(value) {
            return self.with_local_fn(pat, value, |cx| cx.aexpr(body));
        }
        Self::distinct_binders([pat])?;
        let value = self.aexpr(value)?;
        if let Some(components) = unzipped(pat, &value.ty) {
            return self.unzip(pat, value, components, body, span);
        }
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

    /// An application giving an array: an array operation or a call of a
    /// definition.
    fn apply_array(&mut self, head: &Expr, args: &[Expr], span: Span) -> R<AExpr> {
        let ExprKind::Var(name) = &head.kind else {
            return Err(type_err(
                head.span,
                "only named operations and definitions can be applied",
            ));
        };
        if let Some(k) = zip_arity(name) {
            return self.zip_with(name, k, head.span, args, span);
        }
        if SEQ_CONSTRUCTS.contains(&&**name) {
            return self.seq_construct(name, head.span, args, span);
        }
        if let Some(core) = self.expand(name, head, args, span)? {
            return self.aexpr(&core);
        }
        if is_array_op(name) {
            return self.op(name, head.span, args, span);
        }
        if self.is_named_function(name) {
            return Err(type_err(
                span,
                format!("`{name}` is a function of scalars; apply it inside a lambda, or pass it to `map`"),
            ));
        }
        if self.defs.iter().any(|d| &d.name == name) {
            return self.call(name, args, span);
        }
        if is_scalar_function(name) {
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

    /// An array-level `if`: its branches join (sizes that differ become `?`).
    fn if_array(&mut self, c: &Expr, t: &Expr, f: &Expr, span: Span) -> R<AExpr> {
        let cond = self.sexpr(c, Some(&ScalarType::BOOL), SCtx::default())?;
        expect_scalar(&cond, &ScalarType::BOOL, "the condition of `if`")?;
        let then_ = self.aexpr(t)?;
        let else_ = self.aexpr(f)?;
        if let Some(s) = [&then_, &else_].into_iter().find(|b| b.ty.has_seq()) {
            return Err(type_err(
                s.span,
                format!("a branch of an array-level `if` is the sequence {}; choose between arrays, or inside an element function", s.ty),
            ));
        }
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

    /// `loop pat = init while cond do body`: the loop variables keep the
    /// initial values' sizes when the body gives them back, else their
    /// sizes are generalised; the body must give what they hold.
    fn loop_array(
        &mut self,
        pat: &Pat,
        init: &Expr,
        cond: &Expr,
        body: &Expr,
        count: Option<Poly>,
        span: Span,
    ) -> R<AExpr> {
        Self::distinct_binders([pat])?;
        let init = self.aexpr(init)?;
        if init.ty.has_seq() {
            return Err(type_err(
                init.span,
                format!("a loop variable cannot hold a sequence ({}); to carry a state across a sequence's elements use `fold_seq`", init.ty),
            ));
        }
        // The loop variables keep the initial values' sizes when the body
        // gives back those very sizes (then every iteration does); else
        // their sizes are unknown. Trying the sizes first checks the body
        // twice when they change, so only the outermost loops try.
        self.loop_nesting += 1;
        let kept = (self.loop_nesting <= SIZED_LOOP_NESTING)
            .then(|| self.loop_with(pat, cond, body, &init.ty).ok())
            .flatten()
            .filter(|same| same.2.ty == init.ty)
            .map(|same| (same, init.ty.clone()));
        let checked = match kept {
            Some(kept) => Ok(kept),
            None => {
                let vty = generalise(&init.ty);
                self.loop_with(pat, cond, body, &vty)
                    .map(|parts| (parts, vty))
            }
        };
        self.loop_nesting -= 1;
        let (parts, vty) = checked?;
        Ok(loop_expr(parts, vty, init, count, span))
    }

    /// The loop's pattern, condition and body with the loop variables of
    /// type `vty`.
    fn loop_with(
        &mut self,
        pat: &Pat,
        cond: &Expr,
        body: &Expr,
        vty: &Type,
    ) -> R<(APat, SExpr, AExpr)> {
        let mark = self.arrays.len();
        let result = (|| {
            let pat = self.bind_apat(pat, vty)?;
            let cond = self.sexpr(cond, Some(&ScalarType::BOOL), SCtx::default())?;
            expect_scalar(&cond, &ScalarType::BOOL, "the condition of `loop`")?;
            let body = self.aexpr(body)?;
            if !compatible(vty, &body.ty) {
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
        result
    }

    /// `loop pat = init for i < bound do body`: `bound` evaluated once,
    /// then the `while` loop over `(pat, i)` from `(init, unit 0)` while
    /// `the i < bound`, whose body gives `(body, unit (the i + 1))`; the
    /// counter is dropped from the result. In `body`, `i` is a rank-0
    /// array (`the i` reads it). Where `bound` is a size the types know,
    /// and cannot be negative, it is the loop's count of iterations.
    fn counted_loop(&mut self, c: &Counted, span: Span) -> R<AExpr> {
        let bound = self.sexpr(&c.bound, Some(&ScalarType::I64), SCtx::default())?;
        expect_scalar(&bound, &ScalarType::I64, "the bound of a counted `loop`")?;
        let count = (self.static_size(&c.bound).as_poly())
            .filter(|p| p.terms().all(|(_, k)| k >= 0))
            .cloned();
        let at = c.bound.span;
        let node = |kind| Expr::new(kind, at);
        let var = |n: &str| node(ExprKind::Var(n.into()));
        let apply = |f: &str, arg: Expr| node(ExprKind::App(Box::new(var(f)), vec![arg]));
        let counter = &c.counter.name;
        let the_counter = apply("the", var(counter));
        let cond = node(ExprKind::Binary(
            BinOp::Lt,
            Box::new(the_counter.clone()),
            Box::new(apply("the", var("%bound"))),
        ));
        let pat = Pat::Tuple(
            vec![c.pat.clone(), Pat::Var(counter.clone(), c.counter.span)],
            c.counter.span,
        );
        let init = node(ExprKind::Tuple(vec![
            c.init.clone(),
            apply("unit", node(ExprKind::Int(0, None))),
        ]));
        let next = node(ExprKind::Binary(
            BinOp::Add,
            Box::new(the_counter),
            Box::new(node(ExprKind::Int(1, None))),
        ));
        let body = node(ExprKind::Tuple(vec![c.body.clone(), apply("unit", next)]));
        let mark = self.arrays.len();
        let bound_ty = Type::Array(ArrayType::new(vec![], ScalarType::I64));
        let result = (|| {
            let bound_pat = self.bind_apat(&Pat::Var("%bound".into(), at), &bound_ty)?;
            let looped = self.loop_array(&pat, &init, &cond, &body, count, span)?;
            let whole = Pat::Tuple(
                vec![Pat::Var("%result".into(), span), Pat::Wild(span)],
                span,
            );
            let whole = self.bind_apat(&whole, &looped.ty)?;
            let result = self.array_var_expr(&"%result".into(), span)?;
            let dropped = AExpr {
                ty: result.ty.clone(),
                kind: AExprKind::Let {
                    pat: whole,
                    value: Box::new(looped),
                    body: Box::new(result),
                },
                span,
            };
            Ok((bound_pat, dropped))
        })();
        self.arrays.truncate(mark);
        let (bound_pat, dropped) = result?;
        Ok(AExpr {
            ty: dropped.ty.clone(),
            kind: AExprKind::Let {
                pat: bound_pat,
                value: Box::new(AExpr {
                    kind: AExprKind::Unit(bound),
                    ty: bound_ty,
                    span: at,
                }),
                body: Box::new(dropped),
            },
            span,
        })
    }

    pub fn bind_apat(&mut self, pat: &Pat, ty: &Type) -> R<APat> {
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

    pub fn call(&mut self, name: &Name, args: &[Expr], span: Span) -> R<AExpr> {
        let at = self
            .defs
            .iter()
            .position(|d| &d.name == name)
            .expect("caller checked the name");
        self.note_inlined(self.inlined_depths[at], span);
        let callee = &self.defs[at];
        if !callee.seqs.is_empty() || callee.ret.has_seq() {
            return Err(type_err(
                span,
                format!("`{name}` takes or gives a sequence, so it is an entry point and cannot be called"),
            ));
        }
        if let Some(n) = callee.params.iter().find_map(|p| p.size_name()) {
            return Err(type_err(
                span,
                format!("`{name}` has the size parameter `[{n}]`, which no argument gives; a definition with size parameters is an entry point and cannot be called"),
            ));
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
        // Bind the callee's size names from the arguments' sizes: plain
        // names first, then dimensions linear in one name not yet bound
        // (`[h+1]` of an argument `[n+1]` binds `h` to `n`).
        let mut subst: BTreeMap<Name, Size> = BTreeMap::new();
        let mut compound: Vec<(&crate::size::Poly, Size)> = Vec::new();
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
                } else if let (Some(d), Size::Known(_)) = (d.as_poly(), ad) {
                    compound.push((d, ad.clone()));
                }
            }
        }
        solve_compound(&mut subst, compound);
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

    pub fn array_of(&self, e: &AExpr, what: &str) -> R<ArrayType> {
        match &e.ty {
            Type::Array(a) => Ok(a.clone()),
            t @ Type::Seq(_) => Err(sequence_as_array(e.span, what, t)),
            t => Err(type_err(
                e.span,
                format!("{what} must be one array, found {t}"),
            )),
        }
    }
}

/// Binds the size names that dimensions `a*v + rest` of the callee's
/// parameters give, from the arguments' sizes, while one is linear in a
/// single name not yet in `subst` and the solution is a polynomial; the
/// other names stay unbound (labelling checks them at run time).
fn solve_compound(subst: &mut BTreeMap<Name, Size>, mut todo: Vec<(&crate::size::Poly, Size)>) {
    loop {
        let before = todo.len();
        todo.retain(|(d, ad)| {
            let mut unbound: Vec<&Name> = d.names().filter(|n| !subst.contains_key(*n)).collect();
            unbound.sort();
            unbound.dedup();
            let ([v], Size::Known(have)) = (&unbound[..], ad) else {
                return !unbound.is_empty();
            };
            let known = |n: &Name| match subst.get(n) {
                Some(Size::Known(q)) => Some(q.clone()),
                _ => None,
            };
            let unknown = d
                .names()
                .any(|n| matches!(subst.get(n), Some(Size::Unknown)));
            match d.solve(v, have, &known) {
                Some(q) if !unknown => {
                    subst.insert((*v).clone(), Size::Known(q));
                    false
                }
                _ => true,
            }
        });
        if todo.len() == before {
            return;
        }
    }
}

/// The loops nested this deep or less try to keep their variables' sizes
/// (`Checker::loop_array`): at most 2^4 checks of the innermost body.
const SIZED_LOOP_NESTING: usize = 4;

/// The loop of checked parts whose variables have type `vty`.
fn loop_expr(
    (pat, cond, body): (APat, SExpr, AExpr),
    vty: Type,
    init: AExpr,
    count: Option<Poly>,
    span: Span,
) -> AExpr {
    AExpr {
        kind: AExprKind::Loop {
            pat,
            init: Box::new(init),
            cond,
            body: Box::new(body),
            count,
            scheduled: false,
        },
        ty: vty,
        span,
    }
}

/// The number of components when `let pat = value` unzips: a tuple pattern
/// over an array whose elements are tuples of as many components.
fn unzipped(pat: &Pat, ty: &Type) -> Option<usize> {
    match (pat, ty) {
        (Pat::Tuple(ps, _), Type::Array(a)) => match &a.elem {
            ScalarType::Tuple(ts) if ts.len() == ps.len() => Some(ts.len()),
            _ => None,
        },
        _ => None,
    }
}

impl Checker {
    /// `let (a, b) = zs in body` over an array of pairs: `zs` bound to a
    /// name of its own, and each component a `map` that projects it out
    /// (which fuses with `zs`'s producer as any `map` does).
    fn unzip(
        &mut self,
        pat: &Pat,
        value: AExpr,
        components: usize,
        body: &Expr,
        span: Span,
    ) -> R<AExpr> {
        let whole: Name = "%zipped".into();
        let at = value.span;
        let var = |n: &str| Expr::new(ExprKind::Var(n.into()), at);
        let projections = (0..components)
            .map(|k| {
                let project = Expr::new(ExprKind::Proj(Box::new(var("%p")), k), at);
                let lambda = Expr::new(
                    ExprKind::Lambda(vec![Pat::Var("%p".into(), at)], Box::new(project)),
                    at,
                );
                Expr::new(
                    ExprKind::App(Box::new(var("map")), vec![lambda, var(&whole)]),
                    at,
                )
            })
            .collect();
        let tuple = Expr::new(ExprKind::Tuple(projections), at);
        let rest = Expr::new(
            ExprKind::Let(pat.clone(), Box::new(tuple), Box::new(body.clone())),
            span,
        );
        let mark = self.arrays.len();
        let bound = self.bind_apat(&Pat::Var(whole, at), &value.ty);
        let rest = bound.and_then(|whole| Ok((whole, self.aexpr(&rest)?)));
        self.arrays.truncate(mark);
        let (whole, rest) = rest?;
        Ok(AExpr {
            ty: rest.ty.clone(),
            kind: AExprKind::Let {
                pat: whole,
                value: Box::new(value),
                body: Box::new(rest),
            },
            span,
        })
    }
}

//! Scalar expressions: literals (typed from context), variables and size
//! names, tuples and projections, operators, `if`, `let`, indexing, and
//! applications of builtins, conversions and array reads
//! (`scalar_calls`).

use super::checker::{Checker, SCtx};
use super::errors::{expect_scalar, type_err, R};
use crate::ast::{BinOp, Lit, SExpr, SExprKind, UnOp};
use crate::span::Span;
use crate::syntax::{Expr, ExprKind, Pat};
use crate::types::{Prim, ScalarType};
use crate::Name;

impl Checker {
    /// Checks a scalar expression. `hint` is the type the context expects; it
    /// only decides the type of unsuffixed literals: mismatches are reported
    /// by the consumer.
    pub fn sexpr(&mut self, e: &Expr, hint: Option<&ScalarType>, cx: SCtx) -> R<SExpr> {
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
            ExprKind::Var(n) => self.scalar_var_expr(n, span),
            ExprKind::Tuple(es) => self.tuple(es, hint, span),
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
            ExprKind::Unary(op, a) => self.unary(*op, a, hint, span),
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, hint, span),
            ExprKind::If(c, t, f) => self.if_scalar(c, t, f, hint, cx, span),
            ExprKind::Let(p, v, b) => self.let_scalar(p, v, b, hint, cx, span),
            ExprKind::Index(b, idx) => self.index(b, idx, span),
            ExprKind::App(h, args) => self.scalar_call(h, args, hint, span),
            ExprKind::Lambda(..) | ExprKind::Section(_) => Err(type_err(
                span,
                "a function is not a value here; functions are arguments of array operations",
            )),
            ExprKind::Shape(_) => Err(type_err(span, "a shape `[..]` is not a scalar value")),
            ExprKind::Loop(..) | ExprKind::For(_) => Err(type_err(
                span,
                "`loop` works on arrays; it cannot appear inside a scalar expression",
            )),
        }
    }

    /// A scalar variable or a size name.
    fn scalar_var_expr(&mut self, n: &Name, span: Span) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        if let Some(t) = self.scalar_var(n) {
            return mk(SExprKind::Var(n.clone()), t.clone());
        }
        if self.is_size(n) {
            return mk(SExprKind::Size(n.clone()), ScalarType::I64);
        }
        if self.scalar_def(n).is_some_and(|d| d.params.is_empty()) {
            let inlined = self.apply_named(n, span, &[], None, span)?;
            return Ok(inlined.expect("a scalar definition"));
        }
        if self.is_named_function(n) {
            return Err(type_err(
                span,
                format!(
                    "`{n}` is a function; apply it to arguments, or pass it to an array operation"
                ),
            ));
        }
        if self.array_var(n).is_some() {
            return Err(type_err(
                span,
                format!("`{n}` is an array; read an element with `{n}[i]`, or a rank-0 array with `the {n}`"),
            ));
        }
        Err(self.unbound(n, span))
    }

    /// A tuple: each component hinted by the hint's, when it is a tuple of
    /// as many.
    fn tuple(&mut self, es: &[Expr], hint: Option<&ScalarType>, span: Span) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        let hints: Vec<Option<&ScalarType>> = match hint {
            Some(ScalarType::Tuple(ts)) if ts.len() == es.len() => ts.iter().map(Some).collect(),
            _ => vec![None; es.len()],
        };
        let es = es
            .iter()
            .zip(hints)
            .map(|(e, h)| self.sexpr(e, h, SCtx::default()))
            .collect::<R<Vec<_>>>()?;
        let ty = ScalarType::Tuple(es.iter().map(|e| e.ty.clone()).collect());
        mk(SExprKind::Tuple(es), ty)
    }

    /// `-a` of a number, `!a` of a bool.
    fn unary(&mut self, op: UnOp, a: &Expr, hint: Option<&ScalarType>, span: Span) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        let a = match (op, &a.kind) {
            // `-9223372036854775808`: the literal may be one past the
            // largest value only when negated.
            (UnOp::Neg, ExprKind::Int(v, suffix)) => int_lit(*v, *suffix, hint, a.span, true)?,
            _ => self.sexpr(a, hint, SCtx::default())?,
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
        mk(SExprKind::Unary(op, Box::new(a)), ty)
    }

    /// A scalar `if`: both branches of one type.
    fn if_scalar(
        &mut self,
        c: &Expr,
        t: &Expr,
        f: &Expr,
        hint: Option<&ScalarType>,
        cx: SCtx,
        span: Span,
    ) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        let c = self.sexpr(c, Some(&ScalarType::BOOL), SCtx::default())?;
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

    /// `let p = v in b` over scalars.
    fn let_scalar(
        &mut self,
        p: &Pat,
        v: &Expr,
        b: &Expr,
        hint: Option<&ScalarType>,
        cx: SCtx,
        span: Span,
    ) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        if self.is_function(v) {
            return self.with_local_fn(p, v, |checker| checker.sexpr(b, hint, cx));
        }
        Self::distinct_binders([p])?;
        let v = self.sexpr(v, None, SCtx::default())?;
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

    /// `xs[i, ..]`: as many `i64` indices as the array's rank.
    fn index(&mut self, b: &Expr, idx: &[Expr], span: Span) -> R<SExpr> {
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
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
                let s = self.sexpr(i, Some(&ScalarType::I64), SCtx::default())?;
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

    /// Checks two operands that must have one type. An operand that is only
    /// untyped literals takes its type from the other one.
    pub fn pair(
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

    pub fn binary(
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
}

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

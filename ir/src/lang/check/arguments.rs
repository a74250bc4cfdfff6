//! The arguments of array operations that are not arrays: functions (a
//! lambda, an operator section, a builtin or conversion name) with their
//! parameters bound, shapes `[e1]..[ek]` with the sizes they denote, and
//! stencil boundaries.

use super::checker::{Checker, SCtx};
use super::errors::{expect_scalar, type_err, R};
use super::names::is_builtin;
use crate::ast::{BinOp, Boundary, Builtin, Lambda, SExpr, SPat};
use crate::size::{Poly, Size};
use crate::syntax::{Expr, ExprKind, Pat};
use crate::types::{ScalarType, Type};

impl Checker {
    /// A function argument taking `params`: a lambda, an operator section, or
    /// a builtin / conversion name used as a function.
    pub fn func(
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
        if let ExprKind::Var(n) = &e.kind {
            if let Some(lambda) = self.named_lambda(n, span, params, ret, what, allow_ignore)? {
                return Ok(lambda);
            }
        }
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
            ExprKind::Var(n) if is_builtin(n) => {
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
                    format!("{what} must be a function: a lambda `\\x -> ..`, an operator section such as `(+)`, a builtin such as `max`, or a function's name"),
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

    pub fn bind_spat(&mut self, pat: &Pat, ty: &ScalarType) -> R<SPat> {
        match (pat, ty) {
            (Pat::Var(n, s), _) => {
                if !crate::ast::is_synthetic(n) {
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

    /// `[e1]..[ek]`: the extents as `i64` expressions and their static sizes.
    pub fn shape_arg(&mut self, e: &Expr, op: &str) -> R<(Vec<SExpr>, Vec<Size>)> {
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
    pub fn static_size(&self, e: &Expr) -> Size {
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

    pub fn boundary(&mut self, e: &Expr, elem: &ScalarType) -> R<Boundary> {
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
}

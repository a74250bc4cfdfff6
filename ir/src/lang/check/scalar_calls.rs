//! Applications inside scalar expressions: builtins (`max`, `sqrt`, …),
//! conversions (`f32 x`), and reads of a whole array that give a scalar
//! (`the`, `length`, `shape`); array operations and definitions are not
//! allowed here.

use super::checker::{Checker, SCtx};
use super::errors::{type_err, R};
use super::names::is_array_op;
use crate::ast::{Builtin, SExpr, SExprKind};
use crate::span::Span;
use crate::syntax::{Expr, ExprKind};
use crate::types::{Prim, ScalarType};

impl Checker {
    pub fn scalar_call(
        &mut self,
        h: &Expr,
        args: &[Expr],
        hint: Option<&ScalarType>,
        span: Span,
    ) -> R<SExpr> {
        let ExprKind::Var(name) = &h.kind else {
            return Err(type_err(h.span, "only named functions can be applied"));
        };
        if let Some(bi) = Builtin::from_name(name) {
            return self.builtin_call(name, bi, args, hint, span);
        }
        if let Some(p) = Prim::from_name(name) {
            return self.conversion(name, h, p, args, span);
        }
        if let Some(applied) = self.apply_named(name, h.span, args, hint, span)? {
            return Ok(applied);
        }
        match &**name {
            "the" | "length" | "shape" => self.array_read(name, args, span),
            _ if is_array_op(name) || self.defs.iter().any(|d| &d.name == name) => Err(type_err(
                span,
                format!(
                    "`{name}` works on whole arrays and cannot be used inside a scalar expression"
                ),
            )),
            _ if self.scalar_var(name).is_some()
                || self.array_var(name).is_some()
                || self.is_size(name) =>
            {
                Err(type_err(h.span, format!("`{name}` is not a function")))
            }
            _ => Err(self.unknown_name(name, h.span)),
        }
    }

    /// A builtin: two operands of one type, or one (a float for the
    /// float-only ones, which default an untyped literal to `f64`).
    fn builtin_call(
        &mut self,
        name: &str,
        bi: Builtin,
        args: &[Expr],
        hint: Option<&ScalarType>,
        span: Span,
    ) -> R<SExpr> {
        check_nargs(name, args, bi.arity(), span)?;
        let inner = SCtx::default();
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
        Ok(SExpr {
            kind: SExprKind::Call(bi, args),
            ty,
            span,
        })
    }

    /// A conversion to primitive `p` (`h`: its name) of a primitive value.
    fn conversion(&mut self, name: &str, h: &Expr, p: Prim, args: &[Expr], span: Span) -> R<SExpr> {
        if p == Prim::Bool {
            return Err(type_err(
                h.span,
                "there is no conversion to bool; compare instead (`x != 0`)",
            ));
        }
        check_nargs(name, args, 1, span)?;
        let a = self.sexpr(&args[0], None, SCtx::default())?;
        if a.ty.as_prim().is_none() {
            return Err(type_err(
                span,
                format!("`{name}` converts primitive values, found {}", a.ty),
            ));
        }
        Ok(SExpr {
            kind: SExprKind::Convert(Box::new(a)),
            ty: ScalarType::Prim(p),
            span,
        })
    }

    /// `the a` of a rank-0 array; `length a` and `shape a` of an array of
    /// rank 1 or more.
    fn array_read(&mut self, name: &str, args: &[Expr], span: Span) -> R<SExpr> {
        check_nargs(name, args, 1, span)?;
        let mk = |kind, ty| Ok(SExpr { kind, ty, span });
        if name == "the" {
            let (n, at) = self.array_name(&args[0], "`the`")?;
            if at.rank() != 0 {
                return Err(type_err(
                    args[0].span,
                    format!("`the` needs a rank-0 array, but `{n}` is {at}"),
                ));
            }
            return mk(SExprKind::The(n.clone()), at.elem.clone());
        }
        let (n, at) = self.array_name(&args[0], &format!("`{name}`"))?;
        if at.rank() == 0 {
            return Err(type_err(
                args[0].span,
                format!("`{name}` needs an array of rank 1 or more, but `{n}` is {at}"),
            ));
        }
        if name == "length" {
            mk(SExprKind::Length(n.clone()), ScalarType::I64)
        } else {
            mk(SExprKind::Shape(n.clone()), ScalarType::index(at.rank()))
        }
    }
}

/// The check that `name` is given `n` arguments.
fn check_nargs(name: &str, args: &[Expr], n: usize, span: Span) -> R<()> {
    if args.len() != n {
        Err(type_err(
            span,
            format!("`{name}` takes {n} argument(s), {} given", args.len()),
        ))
    } else {
        Ok(())
    }
}

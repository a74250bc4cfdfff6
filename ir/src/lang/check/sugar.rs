//! Array operations defined by their expansion into the core ones, so that
//! the fusion model, every strategy and every executor see only operations
//! they already know. (`zipWith f xs ys` and `zipWithK f xs1 .. xsK`, K = 3
//! .. 9 as Accelerate's, are a `map` of 2 or K arrays, checked as one under
//! their own name: `operations`.)
//!
//! - `iota n` is `generate [n] (\i -> i)`, the `i64`s `0 .. n-1`;
//!   `iota n start step` is `generate [n] (\i -> start + step * T i)`, with
//!   `T` the type of `start` (an integer or float type), so it fuses as a
//!   `generate` does.

use super::checker::{Checker, SCtx};
use super::errors::{type_err, R};
use crate::ast::BinOp;
use crate::span::Span;
use crate::syntax::{Expr, ExprKind, Pat};
use crate::types::ScalarType;

impl Checker {
    /// The core expression `name args..` stands for, when `name` is one of
    /// this module's operations.
    pub fn expand(
        &mut self,
        name: &str,
        head: &Expr,
        args: &[Expr],
        span: Span,
    ) -> R<Option<Expr>> {
        if name != "iota" {
            return Ok(None);
        }
        let index = Expr::new(ExprKind::Var("%i".into()), span);
        let element = match args {
            [_] => index,
            [_, start, step] => {
                let ty = self.sexpr(start, None, SCtx::default())?.ty;
                let prim = match ty {
                    ScalarType::Prim(p) if p.is_numeric() => p,
                    _ => {
                        return Err(type_err(
                            start.span,
                            format!("`iota`'s start is a number, found {ty}"),
                        ))
                    }
                };
                let convert = Expr::new(ExprKind::Var(prim.name().into()), span);
                let converted = Expr::new(ExprKind::App(Box::new(convert), vec![index]), span);
                let scaled = Expr::new(
                    ExprKind::Binary(BinOp::Mul, Box::new(step.clone()), Box::new(converted)),
                    span,
                );
                Expr::new(
                    ExprKind::Binary(BinOp::Add, Box::new(start.clone()), Box::new(scaled)),
                    span,
                )
            }
            _ => {
                let given = args.len();
                let want = "a length, or a length, a start and a step";
                return Err(
                    type_err(span, format!("`{name}` takes {want}, {given} given"))
                        .with_label(head.span, "this operation"),
                );
            }
        };
        let lambda = Expr::new(
            ExprKind::Lambda(vec![Pat::Var("%i".into(), span)], Box::new(element)),
            span,
        );
        let shape = Expr::new(ExprKind::Shape(vec![args[0].clone()]), args[0].span);
        let generate = Expr::new(ExprKind::Var("generate".into()), head.span);
        Ok(Some(Expr::new(
            ExprKind::App(Box::new(generate), vec![shape, lambda]),
            span,
        )))
    }
}

//! The sequence constructs (docs/language.md "Sequences"): `produce`,
//! `map_seq`, `elements`, `tabulate`, `fold_seq`, and the rules that keep
//! sequences one level deep and out of array operations.

use super::checker::{Checker, SCtx};
pub(super) use super::errors::sequence_as_array;
use super::errors::{expect_scalar, type_err, R};
pub(super) use super::names::SEQ_CONSTRUCTS;
use super::sizes::{compatible, generalise};
use crate::ast::{AExpr, AExprKind, APat, SeqExpr};
use crate::diag::Diagnostic;
use crate::size::Size;
use crate::span::Span;
use crate::syntax::{Expr, ExprKind, Pat};
use crate::types::{ArrayType, ScalarType, Type};

impl Checker {
    /// `name args` where `name` is a sequence construct.
    pub(super) fn seq_construct(
        &mut self,
        name: &str,
        head: Span,
        args: &[Expr],
        span: Span,
    ) -> R<AExpr> {
        if self.seq_step > 0 {
            return Err(nested(head, name));
        }
        let arity = match name {
            "produce" => 2,
            "map_seq" => args.len().max(2),
            "elements" | "tabulate" => 1,
            _ => 3, // fold_seq
        };
        if args.len() != arity {
            return Err(type_err(
                span,
                format!("`{name}` takes {arity} arguments, {} given", args.len()),
            ));
        }
        let seq = match name {
            "produce" => self.produce(&args[0], &args[1])?,
            "map_seq" => self.map_seq(&args[0], &args[1..])?,
            "elements" => SeqExpr::Elements(self.sequence_arg(&args[0], name)?),
            "tabulate" => SeqExpr::Tabulate(self.sequence_arg(&args[0], name)?),
            _ => self.fold_seq(&args[0], &args[1], &args[2])?,
        };
        let ty = match &seq {
            SeqExpr::Produce { body, .. } | SeqExpr::Map { body, .. } => {
                Type::Seq(Box::new(body.ty.clone()))
            }
            SeqExpr::Elements(s) => per_array(&s.ty, &|a| {
                Ok(ArrayType::new(vec![Size::Unknown], a.elem.clone()))
            })?,
            SeqExpr::Tabulate(s) => per_array(&s.ty, &|a| {
                match a.shape.iter().any(|d| d.as_poly().is_none()) {
                true => Err(type_err(
                    s.span,
                    format!("`tabulate` stacks elements of one shape, but these elements are {a}: an extent `?` may differ from element to element (use `elements`, or give the extent a size)"),
                )),
                false => {
                    let mut shape = vec![Size::Unknown];
                    shape.extend(a.shape.iter().cloned());
                    Ok(ArrayType::new(shape, a.elem.clone()))
                }
            }
            })?,
            SeqExpr::Fold { body, .. } => body.ty.clone(),
        };
        Ok(AExpr {
            kind: AExprKind::Seq(Box::new(seq)),
            ty,
            span,
        })
    }

    /// An argument that must be a sequence.
    fn sequence_arg(&mut self, e: &Expr, construct: &str) -> R<AExpr> {
        let s = self.aexpr(e)?;
        if s.ty.as_seq().is_none() {
            return Err(type_err(
                s.span,
                format!(
                    "`{construct}` takes a sequence, found {} (make one with `produce`, or take it as a parameter `xs: seq ..`)",
                    s.ty
                ),
            ));
        }
        Ok(s)
    }

    /// `produce n (\i -> body)`.
    fn produce(&mut self, count: &Expr, f: &Expr) -> R<SeqExpr> {
        let count_expr = self.sexpr(count, Some(&ScalarType::I64), SCtx::default())?;
        expect_scalar(&count_expr, &ScalarType::I64, "the length of `produce`")?;
        let (params, body) = element_function(f, "produce", 1)?;
        let index_ty = Type::Array(ArrayType::new(vec![], ScalarType::I64));
        let (mut pats, body) = self.step(params, &[index_ty], body)?;
        Ok(SeqExpr::Produce {
            count: count_expr,
            index: pats.remove(0),
            body,
        })
    }

    /// `map_seq (\x1 .. xk -> body) s1 .. sk`.
    fn map_seq(&mut self, f: &Expr, seqs: &[Expr]) -> R<SeqExpr> {
        let seqs = (seqs.iter())
            .map(|s| self.sequence_arg(s, "map_seq"))
            .collect::<R<Vec<_>>>()?;
        let (params, body) = element_function(f, "map_seq", seqs.len())?;
        let elems: Vec<Type> = (seqs.iter())
            .map(|s| s.ty.as_seq().expect("checked a sequence").clone())
            .collect();
        let (params, body) = self.step(params, &elems, body)?;
        Ok(SeqExpr::Map { params, body, seqs })
    }

    /// `fold_seq (\acc x -> body) init s`: the state keeps `init`'s sizes
    /// when the body gives them back, else they are `?` (as a loop's).
    fn fold_seq(&mut self, f: &Expr, init: &Expr, seq: &Expr) -> R<SeqExpr> {
        let init = self.aexpr(init)?;
        if init.ty.has_seq() {
            return Err(type_err(
                init.span,
                "the state of `fold_seq` is an array or a tuple of arrays, not a sequence",
            ));
        }
        let seq = self.sequence_arg(seq, "fold_seq")?;
        let (params, body) = element_function(f, "fold_seq", 2)?;
        let elem = seq.ty.as_seq().expect("checked a sequence").clone();
        let with = |cx: &mut Checker, state: &Type| -> R<(Vec<APat>, AExpr)> {
            let (pats, body) = cx.step(params, &[state.clone(), elem.clone()], body)?;
            if !compatible(state, &body.ty) {
                return Err(type_err(
                    body.span,
                    format!(
                        "the body of `fold_seq` gives {} but the state has type {state}",
                        body.ty
                    ),
                ));
            }
            Ok((pats, body))
        };
        let (mut pats, body) = match with(self, &init.ty) {
            Ok(kept) if kept.1.ty == init.ty => kept,
            _ => {
                let general = generalise(&init.ty);
                let (pats, mut body) = with(self, &general)?;
                body.ty = general;
                (pats, body)
            }
        };
        let elem_pat = pats.pop().expect("two parameters");
        let acc = pats.pop().expect("two parameters");
        Ok(SeqExpr::Fold {
            acc,
            elem: elem_pat,
            body,
            init: Box::new(init),
            seq: Box::new(seq),
        })
    }

    /// An element function's body with its parameters bound to `types`,
    /// inside a step (where no sequence may appear).
    fn step(&mut self, params: &[Pat], types: &[Type], body: &Expr) -> R<(Vec<APat>, AExpr)> {
        Self::distinct_binders(params)?;
        let mark = self.arrays.len();
        self.seq_step += 1;
        let result = (|| {
            let pats = (params.iter().zip(types))
                .map(|(p, t)| self.bind_apat(p, t))
                .collect::<R<Vec<_>>>()?;
            let body = self.aexpr(body)?;
            Ok((pats, body))
        })();
        self.seq_step -= 1;
        self.arrays.truncate(mark);
        result
    }
}

/// The error for a sequence construct or variable inside an element
/// function.
pub(super) fn nested(span: Span, what: &str) -> Diagnostic {
    type_err(
        span,
        format!("`{what}` inside the element function of a sequence: sequences nest one level, so an element function works on arrays only"),
    )
}

/// The parameters and body of `f`, a lambda of `arity` parameters.
fn element_function<'e>(f: &'e Expr, construct: &str, arity: usize) -> R<(&'e [Pat], &'e Expr)> {
    match &f.kind {
        ExprKind::Lambda(ps, body) if ps.len() == arity => Ok((ps, body)),
        ExprKind::Lambda(ps, _) => Err(type_err(
            f.span,
            format!(
                "the element function of `{construct}` takes {arity} parameter{}, this one {}",
                if arity == 1 { "" } else { "s" },
                ps.len()
            ),
        )),
        _ => Err(type_err(
            f.span,
            format!(
                "`{construct}` takes an element function `\\{}-> ..` here",
                "x ".repeat(arity)
            ),
        )),
    }
}

/// The type made by applying `f` to each array of a sequence's element.
fn per_array(seq: &Type, f: &dyn Fn(&ArrayType) -> R<ArrayType>) -> R<Type> {
    fn go(t: &Type, f: &dyn Fn(&ArrayType) -> R<ArrayType>) -> R<Type> {
        Ok(match t {
            Type::Array(a) => Type::Array(f(a)?),
            Type::Tuple(ts) => Type::Tuple(ts.iter().map(|t| go(t, f)).collect::<R<_>>()?),
            Type::Seq(_) => unreachable!("a sequence's element holds no sequence"),
        })
    }
    go(seq.as_seq().expect("checked a sequence"), f)
}

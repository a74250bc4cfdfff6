//! Scalar expressions and lambdas in the loop IR: the typed program's
//! scalar expressions translated in an environment of bound names, lambdas
//! applied to arguments (their parameters bound with `Let`s), `the` reads
//! hoisted to depth 0 (in an output's extents, read where they stand).

use super::error::LowerError;
use super::state::{short, Env, Lowerer};
use ir::ast::{Lambda, Lit, SExpr, SExprKind, SPat};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Expr, Stmt};
use ir::{Name, Prim, Scalar, ScalarType};

impl Lowerer<'_> {
    /// A fold's or scan's initial value; `fold1` and `scan1` start from a
    /// placeholder that their first element replaces.
    pub fn init_value(
        &mut self,
        init: Option<&SExpr>,
        ty: &ScalarType,
        env: &mut Env,
        n: NodeId,
    ) -> Result<Expr, LowerError> {
        match init {
            Some(z) => self.sexpr(z, env, n),
            None => Ok(Expr::Lit(Scalar::zero(ty))),
        }
    }

    /// Applies a lambda to arguments: binds its parameters with `Let`s in
    /// `ss` and returns its body.
    pub fn apply(
        &mut self,
        f: &Lambda,
        args: Vec<Expr>,
        env: &mut Env,
        n: NodeId,
        ss: &mut Vec<Stmt>,
    ) -> Result<Expr, LowerError> {
        let mark = env.names.len();
        if f.params.len() != args.len() {
            return Err(self.unsupported(
                n,
                format!(
                    "a lambda of {} parameters applied to {} arguments",
                    f.params.len(),
                    args.len()
                ),
            ));
        }
        for (p, a) in f.params.iter().zip(args) {
            self.bind(p, a, env, n, ss);
        }
        let body = self.sexpr(&f.body, env, n);
        // The affine reads it made, after its parameters.
        ss.append(&mut env.affine.pending);
        env.names.truncate(mark);
        body
    }

    fn bind(&mut self, p: &SPat, value: Expr, env: &mut Env, n: NodeId, ss: &mut Vec<Stmt>) {
        match p {
            SPat::Wild { .. } => {}
            SPat::Var { name, ty, .. } => {
                let v = match value {
                    Expr::Var(v) if self.vars[v].ty == *ty => v,
                    value => {
                        let v = self.fresh(name.to_string(), ty.clone());
                        ss.push(Stmt::Let {
                            var: v,
                            value,
                            at: n,
                        });
                        v
                    }
                };
                env.names.push((name.clone(), v));
            }
            SPat::Tuple { elems, .. } => {
                let parts: Vec<Expr> = match value {
                    Expr::Tuple(es) if es.len() == elems.len() => es,
                    value => {
                        let t = self.fresh("tup", p.ty());
                        ss.push(Stmt::Let {
                            var: t,
                            value,
                            at: n,
                        });
                        (0..elems.len())
                            .map(|i| Expr::Proj(Box::new(Expr::Var(t)), i))
                            .collect()
                    }
                };
                for (q, e) in elems.iter().zip(parts) {
                    self.bind(q, e, env, n, ss);
                }
            }
        }
    }

    /// A pattern bound inside an expression (`let (a, b) = e in body`).
    fn bind_expr(
        &mut self,
        p: &SPat,
        value: Expr,
        env: &mut Env,
        n: NodeId,
        body: &SExpr,
    ) -> Result<Expr, LowerError> {
        let mut ss = Vec::new();
        let mark = env.names.len();
        self.bind(p, value, env, n, &mut ss);
        let b = self.sexpr(body, env, n);
        env.names.truncate(mark);
        Ok(wrap_lets(ss, b?))
    }

    fn array_named(&self, name: &Name, n: NodeId) -> Result<ArrayId, LowerError> {
        self.g
            .array_by_name(name)
            .ok_or_else(|| self.unsupported(n, format!("unknown array `{name}`")))
    }

    pub fn sexpr(&mut self, e: &SExpr, env: &mut Env, n: NodeId) -> Result<Expr, LowerError> {
        Ok(match &e.kind {
            SExprKind::Lit(l) => Expr::Lit(literal(*l, &e.ty)),
            SExprKind::Var(name) => match env.names.iter().rev().find(|(m, _)| m == name) {
                Some((_, v)) => Expr::Var(*v),
                None => return Err(self.unsupported(n, format!("unbound scalar `{name}`"))),
            },
            SExprKind::Size(name) => match self.sizes.get(name) {
                Some(e) => e.clone(),
                None => {
                    return Err(
                        self.unsupported(n, format!("size `{name}` is given by no parameter's extent (the loop IR reads every size from the inputs' shapes: an extent that is the name alone, or linear in it once the other names are known, such as `2*m` or `m*n` with `n` known); the reference interpreter (`--backend reference`) runs it"))
                    )
                }
            },
            SExprKind::Unary(op, a) => Expr::Unary(*op, Box::new(self.sexpr(a, env, n)?)),
            SExprKind::Binary(op, a, b) => {
                Expr::bin(*op, self.sexpr(a, env, n)?, self.sexpr(b, env, n)?)
            }
            SExprKind::If(c, a, b) => Expr::If(
                Box::new(self.sexpr(c, env, n)?),
                Box::new(self.sexpr(a, env, n)?),
                Box::new(self.sexpr(b, env, n)?),
            ),
            SExprKind::Let { pat, value, body } => {
                let v = self.sexpr(value, env, n)?;
                let mark = env.affine.lets.len();
                if !env.affine.arrays.is_empty() {
                    let a = &mut env.affine;
                    ir::affine::bind(pat, value, &a.params, &mut a.lets);
                }
                let e = self.bind_expr(pat, v, env, n, body);
                env.affine.lets.truncate(mark);
                e?
            }
            SExprKind::Tuple(es) => Expr::Tuple(
                es.iter()
                    .map(|x| self.sexpr(x, env, n))
                    .collect::<Result<_, _>>()?,
            ),
            SExprKind::Proj(a, i) => Expr::Proj(Box::new(self.sexpr(a, env, n)?), *i),
            SExprKind::Call(f, es) => Expr::Call(
                *f,
                es.iter()
                    .map(|x| self.sexpr(x, env, n))
                    .collect::<Result<_, _>>()?,
            ),
            SExprKind::Convert(a) => {
                let prim =
                    e.ty.as_prim()
                        .ok_or_else(|| self.unsupported(n, "a conversion to a tuple"))?;
                Expr::Convert(prim, Box::new(self.sexpr(a, env, n)?))
            }
            SExprKind::Index { array, indices } => {
                let array = self.array_named(array, n)?;
                if env.affine.arrays.contains(&array) {
                    return self.affine_read(array, indices, env, n);
                }
                match env.own.get(&array) {
                    // Read at the node's own index: loaded by `load_own`.
                    Some(&v) => Expr::Var(v),
                    None => Expr::Index {
                        array,
                        index: indices
                            .iter()
                            .map(|x| self.sexpr(x, env, n))
                            .collect::<Result<_, _>>()?,
                    },
                }
            }
            SExprKind::The(name) => self.the(name, env, n)?,
            SExprKind::Length(name) => Expr::Dim {
                array: self.array_named(name, n)?,
                axis: 0,
            },
            SExprKind::Shape(name) => {
                let a = self.array_named(name, n)?;
                let r = self.rank(a);
                if r == 1 {
                    Expr::Dim { array: a, axis: 0 }
                } else {
                    Expr::Tuple((0..r).map(|axis| Expr::Dim { array: a, axis }).collect())
                }
            }
            SExprKind::Ignore => Expr::Ignore,
        })
    }

    /// A read of `array` at an affine index of the lambda's own
    /// ([`ir::affine`]): loaded once per distinct index, the load placed
    /// after the lambda's parameters (the index reads nothing else), so
    /// that a producer recomputed there is inlined at it.
    fn affine_read(
        &mut self,
        array: ArrayId,
        indices: &[SExpr],
        env: &mut Env,
        n: NodeId,
    ) -> Result<Expr, LowerError> {
        let closed: Option<Vec<SExpr>> = (indices.iter())
            .map(|x| ir::affine::close(x, &env.affine.params, &env.affine.lets))
            .collect();
        let Some(closed) = closed else {
            return Err(self.unsupported(n, "an affine read whose index is not affine"));
        };
        let key = (array, ir::affine::index_key(&closed));
        if let Some(&v) = env.affine.loaded.get(&key) {
            return Ok(Expr::Var(v));
        }
        let index = (closed.iter())
            .map(|x| self.sexpr(x, env, n))
            .collect::<Result<Vec<_>, _>>()?;
        let v = self.load(array, index, false, n, &mut env.affine.pending);
        env.affine.loaded.insert(key, v);
        Ok(Expr::Var(v))
    }

    /// `the a`: the variable of `a`'s one element, loaded once per nest, at
    /// depth 0; in an extent, `a`'s element read where the shape is
    /// evaluated ([`Env::at_shape`]).
    fn the(&mut self, name: &Name, env: &mut Env, n: NodeId) -> Result<Expr, LowerError> {
        let a = self.array_named(name, n)?;
        if env.at_shape {
            return Ok(Expr::Index {
                array: a,
                index: vec![],
            });
        }
        if let Some(v) = env.the.get(&a) {
            return Ok(Expr::Var(*v));
        }
        let v = self.fresh(format!("the_{}", short(name)), self.elem_ty(a));
        env.hoisted.push(Stmt::Load {
            var: v,
            array: a,
            index: vec![],
            streamed: true,
            at: n,
        });
        env.the.insert(a, v);
        Ok(Expr::Var(v))
    }
}

fn literal(l: Lit, ty: &ScalarType) -> Scalar {
    match (l, ty.as_prim()) {
        (Lit::Bool(b), _) => Scalar::Bool(b),
        (Lit::Int(v), Some(Prim::I32)) => Scalar::I32(v as i32),
        (Lit::Int(v), Some(Prim::F32)) => Scalar::F32(v as f32),
        (Lit::Int(v), Some(Prim::F64)) => Scalar::F64(v as f64),
        (Lit::Int(v), _) => Scalar::I64(v),
        (Lit::Float(f), Some(Prim::F32)) => Scalar::F32(f as f32),
        (Lit::Float(f), _) => Scalar::F64(f),
    }
}

/// Folds statement `Let`s into an expression (`let x = .. in value`).
pub(super) fn wrap_lets(ss: Vec<Stmt>, value: Expr) -> Expr {
    ss.into_iter().rev().fold(value, |body, s| match s {
        Stmt::Let { var, value, .. } => Expr::Let {
            var,
            value: Box::new(value),
            body: Box::new(body),
        },
        _ => body,
    })
}

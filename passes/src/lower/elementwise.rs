//! Element-wise operations (`generate`, `map`, `backpermute`, `replicate`,
//! `transpose`, `reshape`, `stencil`: the rows of the operation table whose
//! output may be gathered): an output shape with its checks, and an element
//! at any index, which becomes either the body of a loop nest over the
//! output or, for a recomputed node, an element function.

use super::error::LowerError;
use super::nest::{dims, index_value, nonneg, shape, store_elem, OpNest};
use super::state::{AffineReads, ElemFn, Env, Lowerer};
use ir::ast::{BinOp, Op, ReplicateAxis, SExpr};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Dir, Expr, ShapeDef, Stmt, VarId};
use ir::ops::{self, Order};
use ir::runtime::RuntimeErrorKind;
use ir::ScalarType;

/// Whether `op` is element-wise: the operation table lets its output be
/// gathered (computed at any index, on demand).
pub(super) fn is_elementwise(op: &Op) -> bool {
    ops::props(op.kind()).output.contains(&Order::Gather)
}

impl Lowerer<'_> {
    /// The nest of an element-wise operation: its element at the loop
    /// indices, bound and stored, in the innermost loop over its output.
    pub fn elementwise_nest(
        &mut self,
        n: NodeId,
        op: &Op,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let out = self.g.node(n).outputs[0];
        let sd = self.elementwise_shape(n, op)?;
        let space = self.space_of(n);
        let rank = space.len();
        let ev = self.fresh_elem(out);
        let through = self.deps.through[n];
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == rank {
                let (ss, v, at) = if through {
                    l.written_through(n, op, ix)?
                } else {
                    let (ss, v) = l.element(n, op, ix, true, env)?;
                    (ss, v, ix.to_vec())
                };
                level.pre.extend(ss);
                level.pre.extend(store_elem(ev, v, out, &at, n));
            }
            Ok(())
        })?;
        if through {
            // No consumer shares its loop: nothing streams.
            return Ok(OpNest::unstreamed(sd, body));
        }
        Ok(OpNest {
            shape: sd,
            body,
            elem: Some((out, ev)),
        })
    }

    /// A written-through `transpose` or reversal in its loop over its
    /// operand (`ir::deps::DepGraph::through`): the operand's element at
    /// the loop's index `ix`, streamed, and the output index it is stored
    /// at (a transpose's axis `d` is the operand's axis `perm[d]`; a
    /// reversed axis of extent `E` stores index `i` at `E - 1 - i`).
    fn written_through(
        &mut self,
        n: NodeId,
        op: &Op,
        ix: &[Expr],
    ) -> Result<(Vec<Stmt>, Expr, Vec<Expr>), LowerError> {
        let operand = self.g.node(n).inputs[0];
        let at: Vec<Expr> = match (op, &self.deps.reversed[n]) {
            (Op::Transpose { perm, .. }, _) => perm.iter().map(|&p| ix[p].clone()).collect(),
            (Op::Backpermute { .. }, Some(reversed)) => (reversed.iter().enumerate())
                .map(|(axis, r)| match r {
                    false => ix[axis].clone(),
                    true => {
                        let extent = Expr::Dim {
                            array: operand,
                            axis,
                        };
                        let last = Expr::bin(BinOp::Sub, extent, Expr::i64(1));
                        Expr::bin(BinOp::Sub, last, ix[axis].clone())
                    }
                })
                .collect(),
            _ => return Err(self.unsupported(n, "written through but no transpose or reversal")),
        };
        let mut ss = Vec::new();
        let v = self.load(operand, ix.to_vec(), true, n, &mut ss);
        Ok((ss, Expr::Var(v), at))
    }

    /// A recomputed element-wise node: its element at index parameters.
    pub fn elem_fn(&mut self, n: NodeId, op: &Op) -> Result<ElemFn, LowerError> {
        let out = self.g.node(n).outputs[0];
        let mut env = Env::default();
        let sd = self.elementwise_shape(n, op)?;
        let params: Vec<VarId> = (0..self.rank(out))
            .map(|d| self.fresh(format!("p{d}"), ScalarType::I64))
            .collect();
        let ix: Vec<Expr> = params.iter().map(|v| Expr::Var(*v)).collect();
        let (stmts, result) = self.element(n, op, &ix, false, &mut env)?;
        Ok(ElemFn {
            nodes: vec![n],
            array: out,
            params,
            hoisted: env.hoisted,
            stmts,
            result,
            shapes: vec![sd],
        })
    }

    /// The output shape of an element-wise operation, with its checks.
    /// Its extents are evaluated before the nest runs, where no variable is
    /// defined: a `the` in one is a read of its own ([`Env::at_shape`]).
    pub(super) fn elementwise_shape(&mut self, n: NodeId, op: &Op) -> Result<ShapeDef, LowerError> {
        let env = &mut Env {
            at_shape: true,
            ..Env::default()
        };
        let node = self.g.node(n);
        let out = node.outputs[0];
        let mut sd = shape(out, vec![], n);
        match op {
            Op::Generate { shape: es, .. } | Op::Backpermute { shape: es, .. } => {
                self.extents(es, &mut sd, env, n)?
            }
            Op::Map { .. } => map_shape(&node.inputs, self.rank(node.inputs[0]), &mut sd),
            Op::Replicate { axes, .. } => {
                let mut kept = dims(node.inputs[0], self.rank(node.inputs[0])).into_iter();
                for axis in axes {
                    let d = match axis {
                        ReplicateAxis::New(count) => {
                            let k = self.sexpr(count, env, n)?;
                            push_nonneg(&mut sd, &k);
                            k
                        }
                        ReplicateAxis::Operand => kept
                            .next()
                            .ok_or_else(|| self.unsupported(n, "replicate's rank"))?,
                    };
                    sd.dims.push(d);
                }
            }
            Op::Transpose { perm, .. } => {
                let a = node.inputs[0];
                sd.dims = perm
                    .iter()
                    .map(|&axis| Expr::Dim { array: a, axis })
                    .collect();
            }
            Op::Reshape { shape: es, .. } => {
                self.extents(es, &mut sd, env, n)?;
                let a = node.inputs[0];
                sd.checks.push(same_count(&sd.dims, &dims(a, self.rank(a))));
            }
            Op::Stencil { .. } => {
                let a = node.inputs[0];
                sd.dims = dims(a, self.rank(a));
            }
            _ => return Err(self.unsupported(n, "not element-wise")),
        }
        Ok(sd)
    }

    /// Extents given as expressions (`generate`, `backpermute`, `reshape`),
    /// each checked not negative ([`push_nonneg`]).
    fn extents(
        &mut self,
        es: &[SExpr],
        sd: &mut ShapeDef,
        env: &mut Env,
        n: NodeId,
    ) -> Result<(), LowerError> {
        for e in es {
            let d = self.sexpr(e, env, n)?;
            push_nonneg(sd, &d);
            sd.dims.push(d);
        }
        Ok(())
    }

    /// The element of an element-wise operation at `ix`: statements and the
    /// value. `in_loop`: `ix` are the loop indices (operands read at `ix` are
    /// streamed).
    pub fn element(
        &mut self,
        n: NodeId,
        op: &Op,
        ix: &[Expr],
        in_loop: bool,
        env: &mut Env,
    ) -> Result<(Vec<Stmt>, Expr), LowerError> {
        let node = self.g.node(n);
        let mut ss = Vec::new();
        let value = match op {
            Op::Generate { f, .. } => {
                self.load_own(n, ix, in_loop, env, &mut ss);
                env.affine = AffineReads {
                    arrays: node.affine_reads().map(|(a, _)| a).collect(),
                    params: ir::own_index::index_params(f, ix.len()).unwrap_or_default(),
                    ..AffineReads::default()
                };
                let v = self.apply(f, vec![index_value(ix)], env, n, &mut ss);
                env.own.clear();
                env.affine = AffineReads::default();
                v?
            }
            Op::Map { f, .. } => {
                let mut args = Vec::new();
                for &a in &node.inputs {
                    let v = self.load(a, ix.to_vec(), in_loop, n, &mut ss);
                    args.push(Expr::Var(v));
                }
                self.apply(f, args, env, n, &mut ss)?
            }
            Op::Backpermute { index, .. } => {
                self.load_own(n, ix, in_loop, env, &mut ss);
                let t = self.apply(index, vec![index_value(ix)], env, n, &mut ss)?;
                env.own.clear();
                Expr::Var(self.backpermute_read(n, node.inputs[0], t, &mut ss))
            }
            Op::Replicate { .. } | Op::Transpose { .. } => {
                let axes = op.operand_axes().expect("a view with operand axes");
                let src = axes.iter().map(|&d| ix[d].clone()).collect();
                Expr::Var(self.load(node.inputs[0], src, false, n, &mut ss))
            }
            Op::Reshape { .. } => {
                Expr::Var(self.reshape_read(n, node.inputs[0], node.outputs[0], ix, &mut ss))
            }
            Op::Stencil {
                extents,
                f,
                boundary,
                ..
            } => {
                let a = node.inputs[0];
                self.stencil_element(n, extents, f, boundary, a, ix, env, &mut ss)?
            }
            _ => return Err(self.unsupported(n, "not element-wise")),
        };
        Ok((ss, value))
    }

    /// `backpermute`'s read of its source `a` at the index `t` its index
    /// function gave.
    fn backpermute_read(&mut self, n: NodeId, a: ArrayId, t: Expr, ss: &mut Vec<Stmt>) -> VarId {
        let rank = self.rank(a);
        let tv = self.fresh("t", type_of_index(rank));
        ss.push(Stmt::Let {
            var: tv,
            value: t,
            at: n,
        });
        let src = if rank == 1 {
            vec![Expr::Var(tv)]
        } else {
            (0..rank)
                .map(|i| Expr::Proj(Box::new(Expr::Var(tv)), i))
                .collect()
        };
        self.load(a, src, false, n, ss)
    }

    /// `reshape`'s read of its source `a` for output index `ix`: the
    /// row-major position in the output `out`, then the source index there.
    fn reshape_read(
        &mut self,
        n: NodeId,
        a: ArrayId,
        out: ArrayId,
        ix: &[Expr],
        ss: &mut Vec<Stmt>,
    ) -> VarId {
        let mut flat = Expr::i64(0);
        for (axis, i) in ix.iter().enumerate() {
            flat = Expr::bin(
                BinOp::Add,
                Expr::bin(BinOp::Mul, flat, Expr::Dim { array: out, axis }),
                i.clone(),
            );
        }
        let fv = self.fresh("flat", ScalarType::I64);
        ss.push(Stmt::Let {
            var: fv,
            value: flat,
            at: n,
        });
        let r = self.rank(a);
        let mut src = vec![Expr::i64(0); r];
        let mut rest = Expr::Var(fv);
        for axis in (0..r).rev() {
            let d = Expr::Dim { array: a, axis };
            if axis == 0 {
                src[0] = rest.clone();
            } else {
                src[axis] = Expr::bin(BinOp::Rem, rest.clone(), d.clone());
                rest = Expr::bin(BinOp::Div, rest, d);
            }
        }
        self.load(a, src, false, n, ss)
    }
}

/// `map`'s shape: its first operand's, every other operand checked to be
/// the same, axis by axis.
fn map_shape(inputs: &[ArrayId], rank: usize, sd: &mut ShapeDef) {
    let a0 = inputs[0];
    sd.dims = dims(a0, rank);
    for &a in &inputs[1..] {
        for axis in 0..rank {
            sd.checks.push(Check {
                cond: Expr::bin(
                    BinOp::Eq,
                    Expr::Dim { array: a0, axis },
                    Expr::Dim { array: a, axis },
                ),
                kind: RuntimeErrorKind::ShapeMismatch,
                operands: [Expr::Dim { array: a, axis }, Expr::Dim { array: a0, axis }],
            });
        }
    }
}

/// The check that extent `d` is not negative, unless `d` reads an array:
/// evaluating the shape checks that too (`ir::loops::eval::shape`, the same
/// error), and the extent's reads happen once, as the cost model counts them.
fn push_nonneg(sd: &mut ShapeDef, d: &Expr) {
    let mut reads = false;
    d.walk(&mut |e| reads |= matches!(e, Expr::Index { .. }));
    if !reads {
        sd.checks.push(nonneg(d));
    }
}

/// `reshape`'s check: the new extents hold as many elements as the source's.
fn same_count(new: &[Expr], old: &[Expr]) -> Check {
    let prod = |ds: &[Expr]| {
        ds.iter()
            .fold(Expr::i64(1), |acc, d| Expr::bin(BinOp::Mul, acc, d.clone()))
    };
    Check {
        cond: Expr::bin(BinOp::Eq, prod(new), prod(old)),
        kind: RuntimeErrorKind::ReshapeMismatch,
        operands: [prod(old), prod(new)],
    }
}

/// The type of an index into an array of `rank`: an integer, or a tuple.
fn type_of_index(rank: usize) -> ScalarType {
    if rank == 1 {
        ScalarType::I64
    } else {
        ScalarType::Tuple(vec![ScalarType::I64; rank])
    }
}

//! Folds and scans (`fold`, `fold1`, `scanl`, `scanr`, `scanl1`, `scanr1`):
//! an accumulator per row of the innermost axis, started before the
//! innermost loop and combined with each element in it; a fold stores it
//! after the loop, a scan at every element. The `1` forms start from their
//! row's first element (an empty `fold1` row is an error).

use super::error::LowerError;
use super::nest::{dims, shape, store_elem, OpNest};
use super::state::{Env, Lowerer};
use ir::ast::{BinOp, Builtin, Lambda, SExpr, SExprKind, ScanDir};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Dir, Expr, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Scalar, ScalarType};

/// A fold's or scan's running value over a row.
struct Accumulator {
    out: ArrayId,
    ty: ScalarType,
    acc: VarId,
    /// Whether the row's first element has been seen (the `1` forms).
    started: VarId,
    /// The output element, where it is stored.
    ev: VarId,
}

impl Lowerer<'_> {
    /// `fold f z xs` and `fold1 f xs`: one output element per row of `xs`.
    pub fn fold_nest(
        &mut self,
        n: NodeId,
        f: &Lambda,
        init: Option<&SExpr>,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let node = self.g.node(n);
        let (a, out) = (node.inputs[0], node.outputs[0]);
        let r = self.rank(a);
        let sd = shape(out, dims(a, r - 1), n);
        let acc = self.accumulator(out);
        // A backward loop meets the row last element first, so it folds
        // `f x acc`; `z` then belongs on the left of the row's fold, once,
        // after the loop (`z ⊕ (x0 ⊕ (… ⊕ xn))`: the definition's value by
        // associativity). Where `f` commutes, `z` may start the accumulator.
        let z_last = (dir == Dir::Backward && init.is_some() && !commutes(f))
            .then(|| self.fresh(format!("z_{}", self.g.array(out).name), acc.ty.clone()));
        // Flagged: the row's first element starts the accumulator.
        let flagged = init.is_none() || z_last.is_some();
        let space = self.space_of(n);
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == r - 1 {
                l.start_row(&acc, init, flagged, z_last, env, n, &mut level.pre)?;
                if let Some(z) = z_last {
                    let combine =
                        l.combine(&acc, f, vec![Expr::Var(z), Expr::Var(acc.acc)], env, n)?;
                    level.post.push(Stmt::If {
                        cond: Expr::Var(acc.started),
                        then_: combine,
                        else_: vec![],
                        at: n,
                    });
                }
                if init.is_none() {
                    level.post.push(Stmt::Check {
                        check: Check {
                            cond: Expr::Var(acc.started),
                            kind: RuntimeErrorKind::EmptyFold1,
                            operands: [flat_row(a, ix), Expr::i64(0)],
                        },
                        at: n,
                    });
                }
                level.post.extend(acc.store(Expr::Var(acc.acc), ix, n));
            }
            if d == r {
                let x = l.load(a, ix.to_vec(), true, n, &mut level.pre);
                let args = ordered(dir, Expr::Var(acc.acc), Expr::Var(x));
                let combine = l.combine(&acc, f, args, env, n)?;
                level.pre.extend(acc.step(flagged, x, combine, n));
            }
            Ok(())
        })?;
        Ok(OpNest {
            shape: sd,
            body,
            elem: Some((out, acc.ev)),
        })
    }

    /// `scanl`/`scanr` (one element longer than each row: the initial value
    /// first, or last) and `scanl1`/`scanr1`: an output element per step.
    pub fn scan_nest(
        &mut self,
        n: NodeId,
        sdir: ScanDir,
        f: &Lambda,
        init: Option<&SExpr>,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let node = self.g.node(n);
        let (a, out) = (node.inputs[0], node.outputs[0]);
        let r = self.rank(a);
        let mut dims = dims(a, r);
        if init.is_some() {
            dims[r - 1] = Expr::bin(BinOp::Add, dims[r - 1].clone(), Expr::i64(1));
        }
        let sd = shape(out, dims, n);
        let space = self.space_of(n);
        let acc = self.accumulator(out);
        let right = sdir == ScanDir::Right;
        // `scanl`/`scanr` run over their operand's rows: before each step
        // the carry is stored as the element before it (at `i`, or at
        // `i + 1` for `scanr`, which runs backward), and after the row the
        // last carry at the end it leaves (`n`, or 0).
        let last = Expr::Dim {
            array: a,
            axis: r - 1,
        };
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == r - 1 {
                l.start_row(&acc, init, true, None, env, n, &mut level.pre)?;
                if init.is_some() {
                    let mut at = ix.to_vec();
                    at.push(if right { Expr::i64(0) } else { last.clone() });
                    let z = l.fresh_elem(out);
                    level
                        .post
                        .extend(store_elem(z, Expr::Var(acc.acc), out, &at, n));
                }
            }
            if d == r {
                let mut step = Vec::new();
                let x = l.load(a, ix.to_vec(), true, n, &mut step);
                let args = if right {
                    vec![Expr::Var(x), Expr::Var(acc.acc)]
                } else {
                    vec![Expr::Var(acc.acc), Expr::Var(x)]
                };
                let combine = l.combine(&acc, f, args, env, n)?;
                level.pre.extend(step);
                if init.is_some() {
                    let mut at = ix.to_vec();
                    if right {
                        at[r - 1] = Expr::bin(BinOp::Add, ix[r - 1].clone(), Expr::i64(1));
                    }
                    level.pre.extend(acc.store(Expr::Var(acc.acc), &at, n));
                    level.pre.extend(combine);
                } else {
                    level.pre.extend(acc.step(true, x, combine, n));
                    level.pre.extend(acc.store(Expr::Var(acc.acc), ix, n));
                }
            }
            Ok(())
        })?;
        // A `scanr`'s element at the loop's index is not the one its step
        // stores: nothing in the loop reads it there.
        let elem = (init.is_none() || !right).then_some((out, acc.ev));
        Ok(OpNest {
            shape: sd,
            body,
            elem,
        })
    }

    /// The accumulator of output `out`, its flag and its element.
    fn accumulator(&mut self, out: ArrayId) -> Accumulator {
        let ty = self.elem_ty(out);
        let acc = self.fresh(format!("acc_{}", self.g.array(out).name), ty.clone());
        let started = self.fresh("started", ScalarType::BOOL);
        let ev = self.fresh_elem(out);
        Accumulator {
            out,
            ty,
            acc,
            started,
            ev,
        }
    }

    /// Before a row: `acc = init` (a placeholder for the `1` forms), and
    /// `started = false` where `flagged`. Where `kept` names a variable
    /// (a backward fold's `z`, folded in after the loop), `init` is bound
    /// to it first and `acc` starts from it.
    #[allow(clippy::too_many_arguments)]
    fn start_row(
        &mut self,
        acc: &Accumulator,
        init: Option<&SExpr>,
        flagged: bool,
        kept: Option<VarId>,
        env: &mut Env,
        n: NodeId,
        pre: &mut Vec<Stmt>,
    ) -> Result<(), LowerError> {
        let mut z = self.init_value(init, &acc.ty, env, n)?;
        if let Some(var) = kept {
            pre.push(Stmt::Let {
                var,
                value: z,
                at: n,
            });
            z = Expr::Var(var);
        }
        pre.push(Stmt::Let {
            var: acc.acc,
            value: z,
            at: n,
        });
        if flagged {
            pre.push(Stmt::Let {
                var: acc.started,
                value: Expr::Lit(Scalar::Bool(false)),
                at: n,
            });
        }
        Ok(())
    }

    /// `acc := f(args)`.
    fn combine(
        &mut self,
        acc: &Accumulator,
        f: &Lambda,
        args: Vec<Expr>,
        env: &mut Env,
        n: NodeId,
    ) -> Result<Vec<Stmt>, LowerError> {
        let mut ss = Vec::new();
        let v = self.apply(f, args, env, n, &mut ss)?;
        ss.push(Stmt::Set {
            var: acc.acc,
            value: v,
            at: n,
        });
        Ok(ss)
    }
}

impl Accumulator {
    /// The output element `value` at `ix`, bound and stored.
    fn store(&self, value: Expr, ix: &[Expr], at: NodeId) -> [Stmt; 2] {
        store_elem(self.ev, value, self.out, ix, at)
    }

    /// One element `x` of a row: `combine`, or where `flagged` (the `1`
    /// forms, a backward fold whose `z` goes last) the first element
    /// starting the accumulator and later ones combined.
    fn step(&self, flagged: bool, x: VarId, combine: Vec<Stmt>, at: NodeId) -> Vec<Stmt> {
        if !flagged {
            return combine;
        }
        vec![Stmt::If {
            cond: Expr::Var(self.started),
            then_: combine,
            else_: vec![
                Stmt::Set {
                    var: self.acc,
                    value: Expr::Var(x),
                    at,
                },
                Stmt::Set {
                    var: self.started,
                    value: Expr::Lit(Scalar::Bool(true)),
                    at,
                },
            ],
            at,
        }]
    }
}

/// The flat number of the row at outer indices `ix` of `a` (the operand of
/// an empty `fold1`'s error).
fn flat_row(a: ArrayId, ix: &[Expr]) -> Expr {
    ix.iter().enumerate().fold(Expr::i64(0), |acc, (axis, i)| {
        let scaled = Expr::bin(BinOp::Mul, acc, Expr::Dim { array: a, axis });
        Expr::bin(BinOp::Add, scaled, i.clone())
    })
}

/// Whether `f` is `\a b -> a ⊕ b` (or `b ⊕ a`) with an operator whose
/// value never depends on its operands' order ([`BinOp::commutes`]; both
/// operands are variables, so which fails first does not arise), or
/// integer `min`/`max` (of floats, which NaN comes back depends on the
/// order).
fn commutes(f: &Lambda) -> bool {
    let names: Vec<_> = f.params.iter().flat_map(|p| p.names()).collect();
    let [a, b] = names[..] else {
        return false;
    };
    let float = f
        .params
        .iter()
        .any(|p| p.ty().as_prim().is_some_and(|t| t.is_float()));
    let is = |e: &SExpr, v: &ir::Name| matches!(&e.kind, SExprKind::Var(w) if w == v);
    let pair = |x: &SExpr, y: &SExpr| (is(x, a) && is(y, b)) || (is(x, b) && is(y, a));
    match &f.body.kind {
        SExprKind::Binary(op, x, y) => op.commutes() && pair(x, y),
        SExprKind::Call(Builtin::Min | Builtin::Max, args) if args.len() == 2 => {
            !float && pair(&args[0], &args[1])
        }
        _ => false,
    }
}

/// A fold's arguments in the order of its loop: `f acc x` forward, `f x acc`
/// backward.
fn ordered(dir: Dir, acc: Expr, x: Expr) -> Vec<Expr> {
    match dir {
        Dir::Forward => vec![acc, x],
        Dir::Backward => vec![x, acc],
    }
}

//! Operations that write where their data says: `permute` (each element
//! combined into its target, starting from a copy of the defaults) and
//! `filter` (the kept elements appended). Neither output is streamed.

use super::error::LowerError;
use super::nest::{dims, index_value, shape, OpNest};
use super::scalar::wrap_lets;
use super::state::{Env, Lowerer};
use ir::ast::Lambda;
use ir::graph::NodeId;
use ir::loops::{Dir, Expr, Stmt};

impl Lowerer<'_> {
    /// `permute f defaults index xs`.
    pub fn permute_nest(
        &mut self,
        n: NodeId,
        f: &Lambda,
        index: &Lambda,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let node = self.g.node(n);
        let (dflt, src, out) = (node.inputs[0], node.inputs[1], node.outputs[0]);
        let sd = shape(out, dims(dflt, self.rank(dflt)), n);
        let space = self.space_of(n);
        let r = space.len();
        let ty = self.elem_ty(out);
        let new = self.fresh("new", ty.clone());
        let old = self.fresh("old", ty);
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == 0 {
                level.pre.push(Stmt::Copy {
                    dst: out,
                    src: dflt,
                    at: n,
                });
            }
            if d == r {
                let x = l.load(src, ix.to_vec(), true, n, &mut level.pre);
                l.load_own(n, ix, true, env, &mut level.pre);
                let mut ts = Vec::new();
                let target = l.apply(index, vec![index_value(ix)], env, n, &mut ts)?;
                env.own.clear();
                // `ignore` anywhere in the index function skips the element.
                let target = wrap_lets(ts, target);
                let mut ss = Vec::new();
                let value = l.apply(f, vec![Expr::Var(new), Expr::Var(old)], env, n, &mut ss)?;
                let value = wrap_lets(ss, value);
                level.pre.push(Stmt::Combine {
                    array: out,
                    target,
                    source: Expr::Var(x),
                    new,
                    old,
                    value,
                    at: n,
                });
            }
            Ok(())
        })?;
        Ok(OpNest::unstreamed(sd, body))
    }

    /// `filter pred xs`: a compacted output.
    pub fn filter_nest(
        &mut self,
        n: NodeId,
        pred: &Lambda,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let node = self.g.node(n);
        let (a, out) = (node.inputs[0], node.outputs[0]);
        let mut sd = shape(out, vec![Expr::Dim { array: a, axis: 0 }], n);
        sd.compact = true;
        let space = self.space_of(n);
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == 1 {
                let x = l.load(a, ix.to_vec(), true, n, &mut level.pre);
                let keep = l.apply(pred, vec![Expr::Var(x)], env, n, &mut level.pre)?;
                level.pre.push(Stmt::If {
                    cond: keep,
                    then_: vec![Stmt::Append {
                        array: out,
                        value: Expr::Var(x),
                        at: n,
                    }],
                    else_: vec![],
                    at: n,
                });
            }
            Ok(())
        })?;
        Ok(OpNest::unstreamed(sd, body))
    }
}

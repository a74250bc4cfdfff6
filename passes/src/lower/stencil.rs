//! `stencil`'s element: the neighbours of an index (`ir::neighbourhood`),
//! each read where the boundary rule puts it (clamped, mirrored, wrapped,
//! or a constant outside the array), passed to the stencil's function.

use super::error::LowerError;
use super::state::{Env, Lowerer};
use ir::ast::{BinOp, Boundary, Builtin, Lambda, UnOp};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Expr, Stmt, VarId};
use ir::{neighbourhood, Scalar};

impl Lowerer<'_> {
    /// The stencil's function applied to the neighbourhood of `extents`
    /// around `ix` in `a`.
    #[allow(clippy::too_many_arguments)]
    pub fn stencil_element(
        &mut self,
        n: NodeId,
        extents: &[usize],
        f: &Lambda,
        boundary: &Boundary,
        a: ArrayId,
        ix: &[Expr],
        env: &mut Env,
        ss: &mut Vec<Stmt>,
    ) -> Result<Expr, LowerError> {
        let konst = match boundary {
            Boundary::Constant(e) => Some(self.sexpr(e, env, n)?),
            _ => None,
        };
        let mut cells = Vec::new();
        for off in neighbourhood::offsets(extents) {
            let v = self.neighbour(a, ix, &off, boundary, konst.as_ref(), n, ss);
            cells.push(Expr::Var(v));
        }
        let arg = neighbourhood::nest(cells, extents, &mut Expr::Tuple);
        self.apply(f, vec![arg], env, n, ss)
    }

    /// One neighbour of a stencil cell, resolved at the boundary.
    #[allow(clippy::too_many_arguments)]
    fn neighbour(
        &mut self,
        a: ArrayId,
        ix: &[Expr],
        off: &[i64],
        boundary: &Boundary,
        konst: Option<&Expr>,
        n: NodeId,
        ss: &mut Vec<Stmt>,
    ) -> VarId {
        let mut idx = Vec::new();
        let mut in_range = Expr::Lit(Scalar::Bool(true));
        for (axis, (i, o)) in ix.iter().zip(off).enumerate() {
            let d = Expr::Dim { array: a, axis };
            let raw = Expr::bin(BinOp::Add, i.clone(), Expr::i64(*o));
            let e = match boundary {
                Boundary::Clamp => clamp(raw, &d),
                Boundary::Mirror => clamp(reflect(raw, &d), &d),
                Boundary::Wrap => Expr::bin(
                    BinOp::Rem,
                    Expr::bin(BinOp::Add, Expr::bin(BinOp::Rem, raw, d.clone()), d.clone()),
                    d,
                ),
                Boundary::Constant(_) => {
                    let ok = Expr::range_check(raw.clone(), d);
                    in_range = Expr::bin(BinOp::And, in_range, ok);
                    raw
                }
            };
            idx.push(e);
        }
        match konst {
            Some(k) => self.read_or(a, idx, in_range, k, n, ss),
            None => self.load(a, idx, false, n, ss),
        }
    }

    /// `a[idx]` where `in_range`, the constant `k` elsewhere.
    fn read_or(
        &mut self,
        a: ArrayId,
        idx: Vec<Expr>,
        in_range: Expr,
        k: &Expr,
        n: NodeId,
        ss: &mut Vec<Stmt>,
    ) -> VarId {
        let ty = self.elem_ty(a);
        let v = self.fresh("nb", ty.clone());
        ss.push(Stmt::Let {
            var: v,
            value: k.clone(),
            at: n,
        });
        let t = self.fresh("nb", ty);
        ss.push(Stmt::If {
            cond: in_range,
            then_: vec![
                Stmt::Load {
                    var: t,
                    array: a,
                    index: idx,
                    streamed: false,
                    at: n,
                },
                Stmt::Set {
                    var: v,
                    value: Expr::Var(t),
                    at: n,
                },
            ],
            else_: vec![],
            at: n,
        });
        v
    }
}

/// `max(0, min(e, d - 1))`.
fn clamp(e: Expr, d: &Expr) -> Expr {
    Expr::Call(
        Builtin::Max,
        vec![
            Expr::i64(0),
            Expr::Call(
                Builtin::Min,
                vec![e, Expr::bin(BinOp::Sub, d.clone(), Expr::i64(1))],
            ),
        ],
    )
}

/// A position reflected at the edges of an axis of extent `d`: -1 -> 1,
/// `d` -> `d - 2` (to be clamped still, for extents under 2).
fn reflect(raw: Expr, d: &Expr) -> Expr {
    let lt = Expr::bin(BinOp::Lt, raw.clone(), Expr::i64(0));
    let ge = Expr::bin(BinOp::Ge, raw.clone(), d.clone());
    Expr::If(
        Box::new(lt),
        Box::new(Expr::Unary(UnOp::Neg, Box::new(raw.clone()))),
        Box::new(Expr::If(
            Box::new(ge),
            Box::new(Expr::bin(
                BinOp::Sub,
                Expr::bin(
                    BinOp::Mul,
                    Expr::i64(2),
                    Expr::bin(BinOp::Sub, d.clone(), Expr::i64(1)),
                ),
                raw.clone(),
            )),
            Box::new(raw),
        )),
    )
}

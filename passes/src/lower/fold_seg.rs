//! `fold_seg f z segs xs`: each row of `xs` cut into consecutive segments of
//! the lengths `segs`, each folded into one output element. Walking a row,
//! a segment opens at the element that starts it (empty segments before it
//! store `z` at once) and closes, storing its fold, at its last element;
//! after the row, the segments left must all be empty, and the lengths must
//! add up to the row's: otherwise a run-time error, as the reference's.

use super::error::LowerError;
use super::nest::{dims, shape, OpNest};
use super::state::{Env, Lowerer};
use ir::ast::{BinOp, Lambda, SExpr, UnOp};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Dir, Expr, Level, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Scalar, ScalarType};

/// The arrays and variables of one `fold_seg` nest.
struct Segments {
    segs: ArrayId,
    a: ArrayId,
    out: ArrayId,
    /// The rank of `a` (the innermost axis is segmented).
    r: usize,
    acc: VarId,
    /// The current segment's number.
    seg: VarId,
    /// Elements left in the open segment.
    left: VarId,
    /// Whether a segment is open.
    open: VarId,
    /// The length of the segment being opened.
    len: VarId,
    at: NodeId,
}

impl Lowerer<'_> {
    pub fn fold_seg_nest(
        &mut self,
        n: NodeId,
        f: &Lambda,
        init: &SExpr,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let node = self.g.node(n);
        let (segs, a, out) = (node.inputs[0], node.inputs[1], node.outputs[0]);
        let r = self.rank(a);
        let mut dims = dims(a, r - 1);
        dims.push(Expr::Dim {
            array: segs,
            axis: 0,
        });
        let sd = shape(out, dims, n);
        let space = self.space_of(n);
        let ty = self.elem_ty(out);
        let s = Segments {
            segs,
            a,
            out,
            r,
            acc: self.fresh(format!("acc_{}", self.g.array(out).name), ty),
            seg: self.fresh("seg", ScalarType::I64),
            left: self.fresh("left", ScalarType::I64),
            open: self.fresh("open", ScalarType::BOOL),
            len: self.fresh("len", ScalarType::I64),
            at: n,
        };
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            let z = l.sexpr(init, env, n)?;
            if d == r - 1 {
                l.segmented_row(&s, &z, ix, level);
            }
            if d == r {
                l.segment_step(&s, f, &z, ix, env, level)?;
            }
            Ok(())
        })?;
        Ok(OpNest::unstreamed(sd, body))
    }

    /// Around the row at outer indices `ix`: the segment state starts before
    /// the row's loop; after it, no segment may be open, and every segment
    /// left must be empty (each stores `z`).
    fn segmented_row(&mut self, s: &Segments, z: &Expr, ix: &[Expr], level: &mut Level) {
        let at = s.at;
        for (var, value) in [
            (s.seg, Expr::i64(0)),
            (s.left, Expr::i64(0)),
            (s.open, bool_lit(false)),
            (s.acc, z.clone()),
        ] {
            level.pre.push(Stmt::Let { var, value, at });
        }
        let mut rest = vec![s.check(
            Expr::Unary(UnOp::Not, Box::new(Expr::Var(s.open))),
            RuntimeErrorKind::SegmentSumMismatch,
            s.row_len(),
        )];
        let l2 = self.fresh("len", ScalarType::I64);
        let flush = vec![
            Stmt::Load {
                var: l2,
                array: s.segs,
                index: vec![Expr::Var(s.seg)],
                streamed: false,
                at,
            },
            s.check(
                Expr::bin(BinOp::Ge, Expr::Var(l2), Expr::i64(0)),
                RuntimeErrorKind::NegativeSize,
                Expr::Var(l2),
            ),
            s.check(
                Expr::bin(BinOp::Eq, Expr::Var(l2), Expr::i64(0)),
                RuntimeErrorKind::SegmentSumMismatch,
                s.row_len(),
            ),
            Stmt::Store {
                array: s.out,
                index: s.at_seg(ix),
                value: z.clone(),
                at,
            },
            s.inc(s.seg, 1),
        ];
        rest.push(Stmt::While {
            cond: Expr::bin(BinOp::Lt, Expr::Var(s.seg), s.nsegs()),
            body: flush,
            at,
        });
        level.post.extend(rest);
    }

    /// One element of a row (`ix` the loop indices): open the segment it
    /// starts (storing `z` for the empty ones before it), fold it in, and
    /// close the segment at its last element.
    fn segment_step(
        &mut self,
        s: &Segments,
        f: &Lambda,
        z: &Expr,
        ix: &[Expr],
        env: &mut Env,
        level: &mut Level,
    ) -> Result<(), LowerError> {
        let at = s.at;
        let x = self.load(s.a, ix.to_vec(), true, at, &mut level.pre);
        let outer = &ix[..s.r - 1];
        let open_seg = vec![
            s.check(
                Expr::bin(BinOp::Lt, Expr::Var(s.seg), s.nsegs()),
                RuntimeErrorKind::SegmentSumMismatch,
                s.row_len(),
            ),
            Stmt::Load {
                var: s.len,
                array: s.segs,
                index: vec![Expr::Var(s.seg)],
                streamed: false,
                at,
            },
            s.check(
                Expr::bin(BinOp::Ge, Expr::Var(s.len), Expr::i64(0)),
                RuntimeErrorKind::NegativeSize,
                Expr::Var(s.len),
            ),
            Stmt::If {
                cond: Expr::bin(BinOp::Eq, Expr::Var(s.len), Expr::i64(0)),
                then_: vec![
                    Stmt::Store {
                        array: s.out,
                        index: s.at_seg(outer),
                        value: z.clone(),
                        at,
                    },
                    s.inc(s.seg, 1),
                ],
                else_: vec![
                    s.set(s.left, Expr::Var(s.len)),
                    s.set(s.open, bool_lit(true)),
                    s.set(s.acc, z.clone()),
                ],
                at,
            },
        ];
        level.pre.push(Stmt::While {
            cond: Expr::Unary(UnOp::Not, Box::new(Expr::Var(s.open))),
            body: open_seg,
            at,
        });
        let args = vec![Expr::Var(s.acc), Expr::Var(x)];
        let v = self.apply(f, args, env, at, &mut level.pre)?;
        level.pre.push(s.set(s.acc, v));
        level.pre.push(s.inc(s.left, -1));
        level.pre.push(Stmt::If {
            cond: Expr::bin(BinOp::Eq, Expr::Var(s.left), Expr::i64(0)),
            then_: vec![
                Stmt::Store {
                    array: s.out,
                    index: s.at_seg(outer),
                    value: Expr::Var(s.acc),
                    at,
                },
                s.inc(s.seg, 1),
                s.set(s.open, bool_lit(false)),
            ],
            else_: vec![],
            at,
        });
        Ok(())
    }
}

impl Segments {
    /// The output index of the current segment in the row at `ix`.
    fn at_seg(&self, ix: &[Expr]) -> Vec<Expr> {
        let mut v = ix.to_vec();
        v.push(Expr::Var(self.seg));
        v
    }

    fn nsegs(&self) -> Expr {
        Expr::Dim {
            array: self.segs,
            axis: 0,
        }
    }

    fn row_len(&self) -> Expr {
        Expr::Dim {
            array: self.a,
            axis: self.r - 1,
        }
    }

    fn inc(&self, v: VarId, by: i64) -> Stmt {
        self.set(v, Expr::bin(BinOp::Add, Expr::Var(v), Expr::i64(by)))
    }

    fn set(&self, var: VarId, value: Expr) -> Stmt {
        Stmt::Set {
            var,
            value,
            at: self.at,
        }
    }

    /// A check whose detail's operand is the row length, or the negative
    /// segment length.
    fn check(&self, cond: Expr, kind: RuntimeErrorKind, operand: Expr) -> Stmt {
        Stmt::Check {
            check: Check {
                cond,
                kind,
                operands: [operand, Expr::i64(0)],
            },
            at: self.at,
        }
    }
}

fn bool_lit(b: bool) -> Expr {
    Expr::Lit(Scalar::Bool(b))
}

//! The segmented operations: each row of `xs` cut into consecutive
//! segments of the lengths `segs`.
//!
//! - `fold_seg f z segs xs` folds each segment into one output element;
//! - `scanl1_seg f segs xs` scans each segment from its first element,
//!   one output element per input element.
//!
//! Walking a row, a segment opens at the element that starts it (empty
//! segments before it are passed, a fold storing `z` for each) and closes
//! at its last element (where a fold stores its result); after the row,
//! the segments left must all be empty, and the lengths must add up to the
//! row's: otherwise a run-time error, as the reference's. Everything a
//! segment's elements carry is set when it opens, so a walk may start at
//! any segment's first element knowing only that segment's number: the
//! backends split a row between threads there (`backend/src/plan/segments.rs`).

use super::error::LowerError;
use super::nest::{dims, shape, store_elem, OpNest};
use super::state::{Env, Lowerer};
use ir::ast::{BinOp, Lambda, SExpr, UnOp};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Dir, Expr, Level, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Scalar, ScalarType};

/// The arrays and variables of one segmented nest.
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
        let s = self.segments(n);
        let r = s.r;
        let mut dims = dims(s.a, r - 1);
        dims.push(Expr::Dim {
            array: s.segs,
            axis: 0,
        });
        let sd = shape(s.out, dims, n);
        let space = self.space_of(n);
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            let z = l.sexpr(init, env, n)?;
            if d == r - 1 {
                let outer = ix.to_vec();
                l.segmented_row(&s, &[(s.acc, z.clone())], Some((&z, &outer)), level);
            }
            if d == r {
                l.fold_step(&s, f, &z, ix, env, level)?;
            }
            Ok(())
        })?;
        Ok(OpNest::unstreamed(sd, body))
    }

    pub fn scan_seg_nest(
        &mut self,
        n: NodeId,
        f: &Lambda,
        dir: Dir,
        env: &mut Env,
    ) -> Result<OpNest, LowerError> {
        let s = self.segments(n);
        let (r, out) = (s.r, s.out);
        let sd = shape(out, dims(s.a, r), n);
        let space = self.space_of(n);
        // Whether the open segment has had its first element.
        let started = self.fresh("started", ScalarType::BOOL);
        let ev = self.fresh_elem(out);
        let ty = self.elem_ty(out);
        let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
            if d == r - 1 {
                let starts = [
                    (s.acc, Expr::Lit(Scalar::zero(&ty))),
                    (started, bool_lit(false)),
                ];
                l.segmented_row(&s, &starts, None, level);
            }
            if d == r {
                l.scan_step(&s, started, ev, f, ix, env, level)?;
            }
            Ok(())
        })?;
        Ok(OpNest {
            shape: sd,
            body,
            elem: Some((out, ev)),
        })
    }

    /// The arrays of segmented node `at` (its lengths, its operand, its
    /// result) and the walk's variables.
    fn segments(&mut self, at: NodeId) -> Segments {
        let node = self.g.node(at);
        let (segs, a, out) = (node.inputs[0], node.inputs[1], node.outputs[0]);
        let ty = self.elem_ty(out);
        Segments {
            segs,
            a,
            out,
            r: self.rank(a),
            acc: self.fresh(format!("acc_{}", self.g.array(out).name), ty),
            seg: self.fresh("seg", ScalarType::I64),
            left: self.fresh("left", ScalarType::I64),
            open: self.fresh("open", ScalarType::BOOL),
            len: self.fresh("len", ScalarType::I64),
            at,
        }
    }

    /// Around the row: the segment state starts before the row's loop
    /// (with `starts`, the operation's own state); after it, no segment may
    /// be open, and every segment left must be empty (a fold stores its
    /// `z` for each at the row's outer indices: `empty`).
    fn segmented_row(
        &mut self,
        s: &Segments,
        starts: &[(VarId, Expr)],
        empty: Option<(&Expr, &[Expr])>,
        level: &mut Level,
    ) {
        let at = s.at;
        let walk = [
            (s.seg, Expr::i64(0)),
            (s.left, Expr::i64(0)),
            (s.open, bool_lit(false)),
        ];
        for (var, value) in walk.into_iter().chain(starts.iter().cloned()) {
            level.pre.push(Stmt::Let { var, value, at });
        }
        let mut rest = vec![s.check(
            Expr::Unary(UnOp::Not, Box::new(Expr::Var(s.open))),
            RuntimeErrorKind::SegmentSumMismatch,
            s.row_len(),
        )];
        let l2 = self.fresh("len", ScalarType::I64);
        let mut flush = vec![
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
        ];
        if let Some((z, outer)) = empty {
            flush.push(s.store_seg(z.clone(), outer));
        }
        flush.push(s.inc(s.seg, 1));
        rest.push(Stmt::While {
            cond: Expr::bin(BinOp::Lt, Expr::Var(s.seg), s.nsegs()),
            body: flush,
            at,
        });
        level.post.extend(rest);
    }

    /// Before an element: while no segment is open, the next is opened:
    /// an empty one is passed (`empty` run for it: a fold stores its `z`),
    /// a non-empty one opens with `opened` run (the state the segment's
    /// elements carry is set there).
    fn open_segment(&self, s: &Segments, empty: Vec<Stmt>, opened: Vec<Stmt>) -> Stmt {
        let at = s.at;
        let mut passed = empty;
        passed.push(s.inc(s.seg, 1));
        let mut opens = vec![
            s.set(s.left, Expr::Var(s.len)),
            s.set(s.open, bool_lit(true)),
        ];
        opens.extend(opened);
        let body = vec![
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
                then_: passed,
                else_: opens,
                at,
            },
        ];
        Stmt::While {
            cond: Expr::Unary(UnOp::Not, Box::new(Expr::Var(s.open))),
            body,
            at,
        }
    }

    /// After an element: the segment closes at its last one (`closing`
    /// run first: a fold stores its result).
    fn close_segment(&self, s: &Segments, closing: Vec<Stmt>) -> [Stmt; 2] {
        let mut then_ = closing;
        then_.push(s.inc(s.seg, 1));
        then_.push(s.set(s.open, bool_lit(false)));
        [
            s.inc(s.left, -1),
            Stmt::If {
                cond: Expr::bin(BinOp::Eq, Expr::Var(s.left), Expr::i64(0)),
                then_,
                else_: vec![],
                at: s.at,
            },
        ]
    }

    /// One element of a `fold_seg`'s row (`ix` the loop indices): open the
    /// segment it starts (storing `z` for the empty ones before it), fold
    /// it in, and store the fold at the segment's last element.
    fn fold_step(
        &mut self,
        s: &Segments,
        f: &Lambda,
        z: &Expr,
        ix: &[Expr],
        env: &mut Env,
        level: &mut Level,
    ) -> Result<(), LowerError> {
        let x = self.load(s.a, ix.to_vec(), true, s.at, &mut level.pre);
        let outer = &ix[..s.r - 1];
        let empty = vec![s.store_seg(z.clone(), outer)];
        let opened = vec![s.set(s.acc, z.clone())];
        level.pre.push(self.open_segment(s, empty, opened));
        let args = vec![Expr::Var(s.acc), Expr::Var(x)];
        let v = self.apply(f, args, env, s.at, &mut level.pre)?;
        level.pre.push(s.set(s.acc, v));
        let closing = vec![s.store_seg(Expr::Var(s.acc), outer)];
        level.pre.extend(self.close_segment(s, closing));
        Ok(())
    }

    /// One element of a `scanl1_seg`'s row: open the segment it starts,
    /// start the scan with it or combine it in, and store the scan at the
    /// element's index (bound to `ev`, which fused consumers read).
    #[allow(clippy::too_many_arguments)]
    fn scan_step(
        &mut self,
        s: &Segments,
        started: VarId,
        ev: VarId,
        f: &Lambda,
        ix: &[Expr],
        env: &mut Env,
        level: &mut Level,
    ) -> Result<(), LowerError> {
        let at = s.at;
        let x = self.load(s.a, ix.to_vec(), true, at, &mut level.pre);
        let opened = vec![s.set(s.acc, Expr::Var(x)), s.set(started, bool_lit(false))];
        level.pre.push(self.open_segment(s, Vec::new(), opened));
        let mut combine = Vec::new();
        let args = vec![Expr::Var(s.acc), Expr::Var(x)];
        let v = self.apply(f, args, env, at, &mut combine)?;
        combine.push(s.set(s.acc, v));
        level.pre.push(Stmt::If {
            cond: Expr::Var(started),
            then_: combine,
            else_: vec![s.set(started, bool_lit(true))],
            at,
        });
        level
            .pre
            .extend(store_elem(ev, Expr::Var(s.acc), s.out, ix, at));
        level.pre.extend(self.close_segment(s, Vec::new()));
        Ok(())
    }
}

impl Segments {
    /// `value` stored as the current segment's element of a `fold_seg`'s
    /// output, in the row at outer indices `outer`.
    fn store_seg(&self, value: Expr, outer: &[Expr]) -> Stmt {
        let mut index = outer.to_vec();
        index.push(Expr::Var(self.seg));
        Stmt::Store {
            array: self.out,
            index,
            value,
            at: self.at,
        }
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

//! One node of a cluster as a piece: a `unit` or an `assert` (statements at
//! depth 0), an operation's own loop nest, or, for a node its consumers
//! recompute at computed indices, its element function. `op_nest` picks
//! the nest builder per operation.

use super::elementwise;
use super::error::LowerError;
use super::nest::shape;
use super::state::{Env, Lowerer, Part, Piece};
use ir::ast::{Op, SExpr};
use ir::graph::{NodeId, NodeKind, SizeAssert};
use ir::loops::{Check, Dir, Expr, Level, Stmt};
use std::collections::HashMap;

impl Lowerer<'_> {
    pub fn leaf(&mut self, n: NodeId, dir: Dir) -> Result<Piece, LowerError> {
        match &self.g.node(n).kind {
            NodeKind::Unit(e) => Ok(Piece::Nest(self.unit_part(n, e)?)),
            NodeKind::Assert(a) => Ok(Piece::Nest(self.assert_part(n, a)?)),
            NodeKind::Op(op) if self.sched.gathered[n.index()] => {
                Ok(Piece::Elem(self.elem_fn(n, op)?))
            }
            NodeKind::Op(op) => Ok(Piece::Nest(self.op_nest(n, op, dir)?)),
            _ => Err(self.unsupported(n, "control flow inside a cluster")),
        }
    }

    /// `unit e`: its one element computed and stored.
    fn unit_part(&mut self, n: NodeId, e: &SExpr) -> Result<Part, LowerError> {
        let out = self.g.node(n).outputs[0];
        let mut env = Env::default();
        let v = self.fresh_elem(out);
        let value = self.sexpr(e, &mut env, n)?;
        let mut pre = env.hoisted;
        pre.push(Stmt::Let {
            var: v,
            value,
            at: n,
        });
        pre.push(Stmt::Store {
            array: out,
            index: vec![],
            value: Expr::Var(v),
            at: n,
        });
        Ok(Part {
            nodes: vec![n],
            shapes: vec![shape(out, vec![], n)],
            body: Level {
                pre,
                inner: None,
                post: vec![],
            },
            elems: HashMap::from([(out, v)]),
        })
    }

    /// An assertion: its checks, in order.
    fn assert_part(&mut self, n: NodeId, a: &SizeAssert) -> Result<Part, LowerError> {
        let mut env = Env::default();
        let mut checks = Vec::new();
        for (c, [a0, a1]) in &a.conds {
            let cond = self.sexpr(c, &mut env, n)?;
            let operands = [self.sexpr(a0, &mut env, n)?, self.sexpr(a1, &mut env, n)?];
            checks.push(Stmt::Check {
                check: Check {
                    cond,
                    kind: a.kind,
                    operands,
                },
                at: n,
            });
        }
        let mut pre = env.hoisted;
        pre.extend(checks);
        Ok(Part {
            nodes: vec![n],
            shapes: vec![],
            body: Level {
                pre,
                inner: None,
                post: vec![],
            },
            elems: HashMap::new(),
        })
    }

    /// The loop nest of operation `op` (node `n`), traversed in `dir`.
    fn op_nest(&mut self, n: NodeId, op: &Op, dir: Dir) -> Result<Part, LowerError> {
        let mut env = Env::default();
        let nest = match op {
            Op::Fold { f, init, .. } => self.fold_nest(n, f, init.as_ref(), dir, &mut env)?,
            Op::Scan {
                dir: sdir, f, init, ..
            } => self.scan_nest(n, *sdir, f, init.as_ref(), dir, &mut env)?,
            Op::Permute { f, index, .. } => self.permute_nest(n, f, index, dir, &mut env)?,
            Op::Filter { pred, .. } => self.filter_nest(n, pred, dir, &mut env)?,
            Op::FoldSeg { f, init, .. } => self.fold_seg_nest(n, f, init, dir, &mut env)?,
            Op::ScanSeg { f, .. } => self.scan_seg_nest(n, f, dir, &mut env)?,
            _ if elementwise::is_elementwise(op) => self.elementwise_nest(n, op, dir, &mut env)?,
            _ => return Err(self.unsupported(n, "not element-wise")),
        };
        Ok(nest.part(n, env))
    }
}

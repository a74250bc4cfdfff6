//! What every operation's nest is built from: its iteration space (from the
//! operation table), loops around levels filled depth by depth, an output's
//! shape with its checks, and the statements that bind and store an output
//! element.

use super::error::LowerError;
use super::state::{index_name, Env, Lowerer, Part};
use ir::ast::BinOp;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Dir, Expr, For, Level, ShapeDef, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::Poly;
use ir::ScalarType;

/// Fills the level at a depth of a nest, given the loop indices around it.
pub(super) type LevelBuilder<'f, 'a> =
    dyn FnMut(&mut Lowerer<'a>, usize, &[Expr], &mut Level) -> Result<(), LowerError> + 'f;

impl<'a> Lowerer<'a> {
    /// Loops over `space` (extents and their polynomials) around `inner`.
    pub fn nest_loops(
        &mut self,
        space: &[(Expr, Poly)],
        dir: Dir,
        build: &mut LevelBuilder<'_, 'a>,
    ) -> Result<Level, LowerError> {
        let idx: Vec<VarId> = (0..space.len())
            .map(|d| self.fresh(index_name(d), ScalarType::I64))
            .collect();
        let ix: Vec<Expr> = idx.iter().map(|v| Expr::Var(*v)).collect();
        let mut levels: Vec<Level> = (0..=space.len()).map(|_| Level::default()).collect();
        for (d, level) in levels.iter_mut().enumerate() {
            build(self, d, &ix[..d], level)?;
        }
        let mut inner = levels.pop().expect("a level");
        for d in (0..space.len()).rev() {
            let mut outer = levels.pop().expect("a level");
            outer.inner = Some(Box::new(For {
                index: idx[d],
                extent: space[d].0.clone(),
                extent_sym: space[d].1.clone(),
                dir,
                body: inner,
            }));
            inner = outer;
        }
        Ok(inner)
    }

    /// The loops node `n` runs over ([`ir::deps::DepGraph::space_array`]):
    /// the extents of that array, with their polynomials.
    pub fn space_of(&self, n: NodeId) -> Vec<(Expr, Poly)> {
        let a = self
            .deps
            .space_array(self.g, n)
            .expect("a node with a loop has an array to run over");
        let syms = self.deps.iteration_space(self.g, n);
        syms.into_iter()
            .enumerate()
            .map(|(axis, p)| (Expr::Dim { array: a, axis }, p))
            .collect()
    }
}

/// An operation's nest as its builder leaves it: the output's shape, the
/// loops, and the variable holding the output's element where a streamed
/// output is stored.
pub(super) struct OpNest {
    pub shape: ShapeDef,
    pub body: Level,
    pub elem: Option<(ArrayId, VarId)>,
}

impl OpNest {
    /// A nest whose output is written where its data says (no streamed
    /// element): `permute`, `filter`, `fold_seg`.
    pub fn unstreamed(shape: ShapeDef, body: Level) -> OpNest {
        OpNest {
            shape,
            body,
            elem: None,
        }
    }

    /// The nest of node `n`: the `the` loads its lambdas need (`env`) go
    /// first, at depth 0.
    pub fn part(self, n: NodeId, env: Env) -> Part {
        let OpNest {
            shape,
            mut body,
            elem,
        } = self;
        let mut pre = env.hoisted;
        pre.append(&mut body.pre);
        body.pre = pre;
        Part {
            nodes: vec![n],
            shapes: vec![shape],
            body,
            elems: elem.into_iter().collect(),
        }
    }
}

/// The extents of `a`'s first `rank` axes.
pub(super) fn dims(a: ArrayId, rank: usize) -> Vec<Expr> {
    (0..rank).map(|axis| Expr::Dim { array: a, axis }).collect()
}

/// An output's shape, not yet allocated, without checks.
pub(super) fn shape(array: ArrayId, dims: Vec<Expr>, origin: NodeId) -> ShapeDef {
    ShapeDef {
        array,
        dims,
        alloc: false,
        compact: false,
        checks: vec![],
        origin,
    }
}

/// The check that an extent is not negative.
pub(super) fn nonneg(e: &Expr) -> Check {
    Check {
        cond: Expr::bin(BinOp::Ge, e.clone(), Expr::i64(0)),
        kind: RuntimeErrorKind::NegativeSize,
        operands: [e.clone(), Expr::i64(0)],
    }
}

/// `ev = value; out[ix] = ev`: an output element bound to its variable (the
/// one a fused consumer reads) and stored.
pub(super) fn store_elem(
    ev: VarId,
    value: Expr,
    out: ArrayId,
    ix: &[Expr],
    at: NodeId,
) -> [Stmt; 2] {
    [
        Stmt::Let { var: ev, value, at },
        Stmt::Store {
            array: out,
            index: ix.to_vec(),
            value: Expr::Var(ev),
            at,
        },
    ]
}

/// An index as one value: the integer itself at rank 1, a tuple otherwise.
pub(super) fn index_value(ix: &[Expr]) -> Expr {
    if ix.len() == 1 {
        ix[0].clone()
    } else {
        Expr::Tuple(ix.to_vec())
    }
}

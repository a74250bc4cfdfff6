//! Lowering a clustered program to `LoopIr` (van Balen §4.5, §5.2): every
//! node becomes a loop nest of its own (or, when its consumers recompute it
//! at computed indices, an element function), and each cluster's fusion tree
//! is folded with [`fuse_vertical`], [`fuse_horizontal`] and
//! [`fuse_diagonal`] into one nest. `ir::loops::verify` runs after lowering
//! and after every fusion step.
//!
//! Fusing two nests merges their loops depth by depth (their extents must
//! agree: the cluster checker guarantees it); a consumer's streamed load of a
//! fused producer's element becomes the producer's element variable; a read
//! at computed indices of a recomputed producer becomes the producer's
//! element function, inlined at that index. Whether an array is stored at
//! all (vertical) or also stored (diagonal) is decided when the nest is
//! finished, from the clustering: only manifest arrays are allocated.

use ir::ast::{BinOp, Boundary, Builtin, Lambda, Lit, Op, SExpr, SExprKind, SPat, ScanDir, UnOp};
use ir::cluster::{is_manifest, ClusterId, Clustering, Schedule};
use ir::deps::DepGraph;
use ir::graph::{ArrayId, Block, LabelledGraph, NodeId, NodeKind};
use ir::loops::{
    self, ArrayDecl, Check, Dir, Expr, For, Item, Level, LoopProgram, Nest, Origin, ShapeDef, Stmt,
    VarDecl, VarId,
};
use ir::ops::Order;
use ir::runtime::RuntimeErrorKind;
use ir::size::{Poly, Size};
use ir::tree::{self, FusionTree};
use ir::{Name, OpKind, Prim, Scalar, ScalarType};
use std::collections::{BTreeSet, HashMap, HashSet};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    #[error("cannot lower `{label}`: {why}")]
    Unsupported { label: String, why: String },
    #[error("cannot fuse into one loop nest: {0}")]
    Fusion(String),
    #[error("the loop IR is malformed after {step}: {why}")]
    Verify { step: String, why: String },
}

/// Lowers every cluster of a valid clustering (`sched` from
/// `ir::cluster::check`) to one loop nest. `steps` counts the fusion steps.
pub fn lower(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    sched: &Schedule,
) -> Result<(LoopProgram, usize), LowerError> {
    let mut l = Lowerer {
        g,
        deps,
        cl,
        sched,
        vars: Vec::new(),
        arrays: g
            .arrays
            .iter()
            .map(|a| ArrayDecl {
                name: a.name.clone(),
                elem: a.ty.elem.clone(),
                rank: a.ty.rank(),
            })
            .collect(),
        all_arrays: (0..g.arrays.len() as u32).map(ArrayId).collect(),
        steps: 0,
        cluster_steps: 0,
        sizes: size_sources(g),
    };
    let items = tree::build(g, deps, cl);
    let body = l.items(&items)?;
    let p = LoopProgram {
        name: g.name.clone(),
        arrays: l.arrays,
        vars: l.vars,
        origins: g
            .nodes
            .iter()
            .map(|n| Origin {
                op: match &n.kind {
                    NodeKind::Op(op) => op.kind().name().to_string(),
                    NodeKind::Unit(_) => "unit".into(),
                    NodeKind::If { .. } => "if".into(),
                    NodeKind::Loop { .. } => "loop".into(),
                    NodeKind::Assert(a) => a.site.clone(),
                },
                label: n.label.clone(),
                span: n.span,
            })
            .collect(),
        params: g.top.params.clone(),
        body,
        results: g.top.results.clone(),
    };
    loops::verify(&p).map_err(|why| LowerError::Verify {
        step: "lowering".into(),
        why,
    })?;
    Ok((p, l.steps))
}

/// Where each size name's value comes from: a parameter's extent.
fn size_sources(g: &LabelledGraph) -> HashMap<Name, (ArrayId, usize)> {
    let mut m = HashMap::new();
    for &a in &g.top.params {
        for (axis, d) in g.array(a).ty.shape.iter().enumerate() {
            if let Size::Known(p) = d {
                let names: Vec<&Name> = p.names().collect();
                if names.len() == 1 && *p == Poly::var(names[0].clone()) {
                    m.entry(names[0].clone()).or_insert((a, axis));
                }
            }
        }
    }
    m
}

/// A lowered part of a cluster.
enum Piece {
    Nest(Part),
    /// A node recomputed on demand: its element at index `params`.
    Elem(ElemFn),
}

/// A loop nest under construction.
#[derive(Clone)]
struct Part {
    nodes: Vec<NodeId>,
    shapes: Vec<ShapeDef>,
    body: Level,
    /// The variable holding each streamed output's element where it is stored.
    elems: HashMap<ArrayId, VarId>,
}

struct ElemFn {
    /// The recomputed nodes it holds (its own last).
    nodes: Vec<NodeId>,
    array: ArrayId,
    params: Vec<VarId>,
    /// `the` loads for the enclosing nest's depth 0.
    hoisted: Vec<Stmt>,
    stmts: Vec<Stmt>,
    result: Expr,
    /// Shapes of the arrays of `nodes`, in dependency order.
    shapes: Vec<ShapeDef>,
}

/// Fills the level at a depth of a nest, given the loop indices around it.
type LevelBuilder<'f, 'a> =
    dyn FnMut(&mut Lowerer<'a>, usize, &[Expr], &mut Level) -> Result<(), LowerError> + 'f;

struct Lowerer<'a> {
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    cl: &'a Clustering,
    sched: &'a Schedule,
    vars: Vec<VarDecl>,
    /// The graph's arrays as the loop IR declares them (made once: every
    /// verification after a fusion step needs them).
    arrays: Vec<ArrayDecl>,
    /// Every array, as the parameters of a nest verified on its own.
    all_arrays: Vec<ArrayId>,
    steps: usize,
    /// Fusion steps in the cluster being lowered.
    cluster_steps: usize,
    sizes: HashMap<Name, (ArrayId, usize)>,
}

/// Scalar names in scope while translating a lambda, plus the `the` loads it
/// needs at depth 0.
#[derive(Default)]
struct Env {
    names: Vec<(Name, VarId)>,
    hoisted: Vec<Stmt>,
    the: HashMap<ArrayId, VarId>,
}

impl<'a> Lowerer<'a> {
    fn fresh(&mut self, name: impl Into<String>, ty: ScalarType) -> VarId {
        let id = VarId(self.vars.len() as u32);
        let mut name: String = name.into();
        if let Some((base, digits)) = name.rsplit_once('_') {
            if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                name = base.to_string();
            }
        }
        if !(name.len() == 1 && "ijklmn".contains(name.as_str())) {
            name = format!("{name}_{}", id.0);
        }
        self.vars.push(VarDecl { name, ty });
        id
    }

    fn label(&self, n: NodeId) -> String {
        self.g.node(n).label.to_string()
    }

    fn unsupported(&self, n: NodeId, why: impl Into<String>) -> LowerError {
        LowerError::Unsupported {
            label: self.label(n),
            why: why.into(),
        }
    }

    fn elem_ty(&self, a: ArrayId) -> ScalarType {
        self.g.array(a).ty.elem.clone()
    }

    fn rank(&self, a: ArrayId) -> usize {
        self.g.array(a).ty.rank()
    }

    fn dims(a: ArrayId, rank: usize) -> Vec<Expr> {
        (0..rank).map(|axis| Expr::Dim { array: a, axis }).collect()
    }

    // ------------------------------------------------------------ blocks

    fn items(&mut self, items: &[tree::Item]) -> Result<Vec<Item>, LowerError> {
        let mut out = Vec::new();
        for it in items {
            match it {
                tree::Item::Cluster { id, tree } => out.push(Item::Nest(self.cluster(*id, tree)?)),
                tree::Item::Control { node, blocks } => out.push(self.control(*node, blocks)?),
            }
        }
        Ok(out)
    }

    fn block(&mut self, b: &Block, items: &[tree::Item]) -> Result<loops::Block, LowerError> {
        Ok(loops::Block {
            params: b.params.clone(),
            items: self.items(items)?,
            results: b.results.clone(),
        })
    }

    fn control(&mut self, n: NodeId, blocks: &[Vec<tree::Item>]) -> Result<Item, LowerError> {
        let node = self.g.node(n);
        let mut env = Env::default();
        match &node.kind {
            NodeKind::If { cond, then_, else_ } => {
                let c = self.sexpr(cond, &mut env, n)?;
                Ok(Item::If {
                    node: n,
                    hoisted: hoisted_pairs(&env.hoisted),
                    cond: c,
                    then_: self.block(then_, &blocks[0])?,
                    else_: self.block(else_, &blocks[1])?,
                    outputs: node.outputs.clone(),
                })
            }
            NodeKind::Loop { cond, body, inits } => {
                let c = self.sexpr(cond, &mut env, n)?;
                Ok(Item::Loop {
                    node: n,
                    inits: inits.clone(),
                    hoisted: hoisted_pairs(&env.hoisted),
                    cond: c,
                    body: self.block(body, &blocks[0])?,
                    outputs: node.outputs.clone(),
                })
            }
            _ => Err(self.unsupported(n, "not control flow")),
        }
    }

    // ------------------------------------------------------------ clusters

    fn cluster(&mut self, c: ClusterId, t: &FusionTree) -> Result<Nest, LowerError> {
        self.cluster_steps = 0;
        let dir = match self.sched.direction[c.index()] {
            Order::Backward => Dir::Backward,
            _ => Dir::Forward,
        };
        let piece = self.tree(t, dir)?;
        let Piece::Nest(part) = piece else {
            return Err(LowerError::Fusion(format!(
                "cluster {c} is only recomputed nodes"
            )));
        };
        let nest = self.finish(c, Some(t), part);
        self.verify_nest(nest, || format!("cluster {c}"))
    }

    fn tree(&mut self, t: &FusionTree, dir: Dir) -> Result<Piece, LowerError> {
        type Fuse = fn(&mut Lowerer, Piece, Piece) -> Result<Piece, LowerError>;
        let (a, b, fuse, how): (_, _, Fuse, _) = match t {
            FusionTree::Leaf(n) => return self.leaf(*n, dir),
            FusionTree::Vertical(a, b) => (a, b, fuse_vertical, "vertical"),
            FusionTree::Diagonal(a, b) => (a, b, fuse_diagonal, "diagonal"),
            FusionTree::Horizontal(a, b) => (a, b, fuse_horizontal, "horizontal"),
        };
        let (a, b) = (self.tree(a, dir)?, self.tree(b, dir)?);
        self.steps += 1;
        self.cluster_steps += 1;
        let fused = fuse(self, a, b)?;
        // The verifier runs after fusion steps 1, 2, 4, 8, … of each
        // cluster, and on the finished cluster: a step that breaks the nest
        // is caught by the next check, and verifying costs time linear in
        // the cluster, where a check after every step (each over the whole
        // partial nest) made a chain of a thousand maps quadratic.
        if let (Piece::Nest(part), true) = (&fused, self.cluster_steps.is_power_of_two()) {
            let nest = self.finish(ClusterId(u32::MAX), None, part.clone());
            self.verify_nest(nest, || format!("{how} fusion into {}", t.render(self.g)))?;
        }
        Ok(fused)
    }

    /// Allocates manifest arrays, drops stores of the others, shares streamed
    /// loads of one array, and lists the nest's inputs.
    /// `t`: the cluster's fusion tree, rendered into the nest (`None` for
    /// the partial nests that only the verifier sees).
    fn finish(&self, c: ClusterId, t: Option<&FusionTree>, mut part: Part) -> Nest {
        let produced: BTreeSet<ArrayId> = part.shapes.iter().map(|s| s.array).collect();
        for s in &mut part.shapes {
            let forced = self
                .g
                .array(s.array)
                .producer
                .is_some_and(|p| matches!(&self.g.node(p).kind, NodeKind::Op(op) if matches!(op.kind(), OpKind::Permute | OpKind::Filter)));
            s.alloc = forced || is_manifest(self.g, self.deps, self.cl, s.array);
        }
        let alloc: BTreeSet<ArrayId> = part
            .shapes
            .iter()
            .filter(|s| s.alloc)
            .map(|s| s.array)
            .collect();
        part.body.stmts_mut(&mut |ss| {
            drop_stores(ss, &alloc);
            share_loads(ss);
        });
        let mut inputs = BTreeSet::new();
        let mut note = |a: ArrayId| {
            if !produced.contains(&a) {
                inputs.insert(a);
            }
        };
        part.body.stmts(&mut |ss| {
            for s in ss {
                each_array(s, &mut note);
            }
        });
        let mut nodes = part.nodes;
        nodes.sort();
        Nest {
            cluster: c,
            nodes,
            tree: t.map_or_else(String::new, |t| t.render(self.g)),
            inputs: inputs.into_iter().collect(),
            shapes: part.shapes,
            body: part.body,
        }
    }

    /// Verifies one nest (every array's shape counts as known). The
    /// declarations are lent to the verifier, not copied: a copy per
    /// fusion step would make lowering quadratic in the program.
    fn verify_nest(&mut self, n: Nest, step: impl FnOnce() -> String) -> Result<Nest, LowerError> {
        let p = LoopProgram {
            name: self.g.name.clone(),
            arrays: std::mem::take(&mut self.arrays),
            vars: std::mem::take(&mut self.vars),
            origins: Vec::new(),
            params: std::mem::take(&mut self.all_arrays),
            body: vec![Item::Nest(n)],
            results: vec![],
        };
        let verdict = loops::verify(&p);
        let LoopProgram {
            arrays,
            vars,
            params,
            mut body,
            ..
        } = p;
        (self.arrays, self.vars, self.all_arrays) = (arrays, vars, params);
        let Some(Item::Nest(n)) = body.pop() else {
            unreachable!("the nest just given")
        };
        verdict.map_err(|why| LowerError::Verify { step: step(), why })?;
        Ok(n)
    }

    // ------------------------------------------------------------ leaves

    fn leaf(&mut self, n: NodeId, dir: Dir) -> Result<Piece, LowerError> {
        let node = self.g.node(n);
        match &node.kind {
            NodeKind::Unit(e) => {
                let out = node.outputs[0];
                let mut env = Env::default();
                let v = self.fresh(self.g.array(out).name.to_string(), self.elem_ty(out));
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
                Ok(Piece::Nest(Part {
                    nodes: vec![n],
                    shapes: vec![shape(out, vec![], n)],
                    body: Level {
                        pre,
                        inner: None,
                        post: vec![],
                    },
                    elems: HashMap::from([(out, v)]),
                }))
            }
            NodeKind::Assert(a) => {
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
                Ok(Piece::Nest(Part {
                    nodes: vec![n],
                    shapes: vec![],
                    body: Level {
                        pre,
                        inner: None,
                        post: vec![],
                    },
                    elems: HashMap::new(),
                }))
            }
            NodeKind::Op(op) => {
                if self.sched.gathered[n.index()] {
                    Ok(Piece::Elem(self.elem_fn(n, op)?))
                } else {
                    Ok(Piece::Nest(self.op_nest(n, op, dir)?))
                }
            }
            _ => Err(self.unsupported(n, "control flow inside a cluster")),
        }
    }

    /// The output shape of an element-wise operation, with its checks.
    fn elementwise_shape(
        &mut self,
        n: NodeId,
        op: &Op,
        env: &mut Env,
    ) -> Result<ShapeDef, LowerError> {
        let node = self.g.node(n);
        let out = node.outputs[0];
        let mut sd = shape(out, vec![], n);
        match op {
            Op::Generate { shape: es, .. } | Op::Backpermute { shape: es, .. } => {
                for e in es {
                    let d = self.sexpr(e, env, n)?;
                    sd.checks.push(nonneg(&d));
                    sd.dims.push(d);
                }
            }
            Op::Map { .. } => {
                let a0 = node.inputs[0];
                let r = self.rank(a0);
                sd.dims = Self::dims(a0, r);
                for &a in &node.inputs[1..] {
                    for axis in 0..r {
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
            Op::Replicate { count, .. } => {
                let a = node.inputs[0];
                let k = self.sexpr(count, env, n)?;
                sd.checks.push(nonneg(&k));
                sd.dims.push(k);
                sd.dims.extend(Self::dims(a, self.rank(a)));
            }
            Op::Transpose { .. } => {
                let a = node.inputs[0];
                sd.dims = vec![
                    Expr::Dim { array: a, axis: 1 },
                    Expr::Dim { array: a, axis: 0 },
                ];
            }
            Op::Reshape { shape: es, .. } => {
                let a = node.inputs[0];
                for e in es {
                    let d = self.sexpr(e, env, n)?;
                    sd.checks.push(nonneg(&d));
                    sd.dims.push(d);
                }
                let prod = |ds: Vec<Expr>| {
                    ds.into_iter()
                        .fold(Expr::i64(1), |acc, d| Expr::bin(BinOp::Mul, acc, d))
                };
                sd.checks.push(Check {
                    cond: Expr::bin(
                        BinOp::Eq,
                        prod(sd.dims.clone()),
                        prod(Self::dims(a, self.rank(a))),
                    ),
                    kind: RuntimeErrorKind::ReshapeMismatch,
                    operands: [prod(Self::dims(a, self.rank(a))), prod(sd.dims.clone())],
                });
            }
            Op::Stencil { .. } => {
                let a = node.inputs[0];
                sd.dims = Self::dims(a, self.rank(a));
            }
            _ => return Err(self.unsupported(n, "not element-wise")),
        }
        Ok(sd)
    }

    /// The element of an element-wise operation at `ix`: statements and the
    /// value. `in_loop`: `ix` are the loop indices (operands read at `ix` are
    /// streamed).
    fn element(
        &mut self,
        n: NodeId,
        op: &Op,
        ix: &[Expr],
        in_loop: bool,
        env: &mut Env,
    ) -> Result<(Vec<Stmt>, Expr), LowerError> {
        let node = self.g.node(n);
        let mut ss = Vec::new();
        let index_value = |ix: &[Expr]| {
            if ix.len() == 1 {
                ix[0].clone()
            } else {
                Expr::Tuple(ix.to_vec())
            }
        };
        let split = |e: Expr, rank: usize| -> Vec<Expr> {
            if rank == 1 {
                vec![e]
            } else {
                (0..rank)
                    .map(|i| Expr::Proj(Box::new(e.clone()), i))
                    .collect()
            }
        };
        let value = match op {
            Op::Generate { f, .. } => self.apply(f, vec![index_value(ix)], env, n, &mut ss)?,
            Op::Map { f, .. } => {
                let mut args = Vec::new();
                for &a in &node.inputs {
                    let v = self.load(a, ix.to_vec(), in_loop, n, &mut ss);
                    args.push(Expr::Var(v));
                }
                self.apply(f, args, env, n, &mut ss)?
            }
            Op::Backpermute { index, .. } => {
                let a = node.inputs[0];
                let t = self.apply(index, vec![index_value(ix)], env, n, &mut ss)?;
                let tv = self.fresh("t", type_of_index(self.rank(a)));
                ss.push(Stmt::Let {
                    var: tv,
                    value: t,
                    at: n,
                });
                let src = split(Expr::Var(tv), self.rank(a));
                Expr::Var(self.load(a, src, false, n, &mut ss))
            }
            Op::Replicate { .. } => {
                let a = node.inputs[0];
                Expr::Var(self.load(a, ix[1..].to_vec(), false, n, &mut ss))
            }
            Op::Transpose { .. } => {
                let a = node.inputs[0];
                Expr::Var(self.load(a, vec![ix[1].clone(), ix[0].clone()], false, n, &mut ss))
            }
            Op::Reshape { .. } => {
                let a = node.inputs[0];
                let out = node.outputs[0];
                // Row-major position in the output, then the source index.
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
                Expr::Var(self.load(a, src, false, n, &mut ss))
            }
            Op::Stencil { f, boundary, .. } => {
                let a = node.inputs[0];
                let r = self.rank(a);
                let konst = match boundary {
                    Boundary::Constant(e) => Some(self.sexpr(e, env, n)?),
                    _ => None,
                };
                let mut cells = Vec::new();
                let offsets: Vec<Vec<i64>> = if r == 1 {
                    vec![vec![-1], vec![0], vec![1]]
                } else {
                    let mut v = Vec::new();
                    for di in -1..=1 {
                        for dj in -1..=1 {
                            v.push(vec![di, dj]);
                        }
                    }
                    v
                };
                for off in offsets {
                    let v = self.neighbour(a, ix, &off, boundary, konst.as_ref(), n, &mut ss);
                    cells.push(Expr::Var(v));
                }
                let arg = if r == 1 {
                    Expr::Tuple(cells)
                } else {
                    Expr::Tuple(cells.chunks(3).map(|c| Expr::Tuple(c.to_vec())).collect())
                };
                self.apply(f, vec![arg], env, n, &mut ss)?
            }
            _ => return Err(self.unsupported(n, "not element-wise")),
        };
        Ok((ss, value))
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
        let ty = self.elem_ty(a);
        let mut idx = Vec::new();
        let mut in_range = Expr::Lit(Scalar::Bool(true));
        for (axis, (i, o)) in ix.iter().zip(off).enumerate() {
            let d = Expr::Dim { array: a, axis };
            let raw = Expr::bin(BinOp::Add, i.clone(), Expr::i64(*o));
            let clamp = |e: Expr| {
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
            };
            let e = match boundary {
                Boundary::Clamp => clamp(raw),
                Boundary::Mirror => {
                    // -1 -> 1, n -> n - 2, then clamp.
                    let lt = Expr::bin(BinOp::Lt, raw.clone(), Expr::i64(0));
                    let ge = Expr::bin(BinOp::Ge, raw.clone(), d.clone());
                    let reflected = Expr::If(
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
                    );
                    clamp(reflected)
                }
                Boundary::Wrap => Expr::bin(
                    BinOp::Rem,
                    Expr::bin(BinOp::Add, Expr::bin(BinOp::Rem, raw, d.clone()), d.clone()),
                    d,
                ),
                Boundary::Constant(_) => {
                    let ok = Expr::bin(
                        BinOp::And,
                        Expr::bin(BinOp::Ge, raw.clone(), Expr::i64(0)),
                        Expr::bin(BinOp::Lt, raw.clone(), d),
                    );
                    in_range = Expr::bin(BinOp::And, in_range, ok);
                    raw
                }
            };
            idx.push(e);
        }
        match konst {
            Some(k) => {
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
            None => self.load(a, idx, false, n, ss),
        }
    }

    fn load(
        &mut self,
        a: ArrayId,
        index: Vec<Expr>,
        streamed: bool,
        at: NodeId,
        ss: &mut Vec<Stmt>,
    ) -> VarId {
        let v = self.fresh(short(&self.g.array(a).name), self.elem_ty(a));
        ss.push(Stmt::Load {
            var: v,
            array: a,
            index,
            streamed,
            at,
        });
        v
    }

    fn elem_fn(&mut self, n: NodeId, op: &Op) -> Result<ElemFn, LowerError> {
        let out = self.g.node(n).outputs[0];
        let mut env = Env::default();
        let sd = self.elementwise_shape(n, op, &mut env)?;
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

    /// Loops over `space` (extents and their polynomials) around `inner`.
    fn nest_loops(
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

    fn space_of(&self, n: NodeId, a: ArrayId) -> Vec<(Expr, Poly)> {
        let syms = self.deps.iteration_space(self.g, n);
        syms.into_iter()
            .enumerate()
            .map(|(axis, p)| (Expr::Dim { array: a, axis }, p))
            .collect()
    }

    fn op_nest(&mut self, n: NodeId, op: &Op, dir: Dir) -> Result<Part, LowerError> {
        let node = self.g.node(n);
        let out = node.outputs[0];
        let mut env = Env::default();
        let mut elems = HashMap::new();
        let (shapes, mut body) = match op {
            Op::Generate { .. }
            | Op::Map { .. }
            | Op::Backpermute { .. }
            | Op::Replicate { .. }
            | Op::Transpose { .. }
            | Op::Reshape { .. }
            | Op::Stencil { .. } => {
                let sd = self.elementwise_shape(n, op, &mut env)?;
                let space = self.space_of(n, out);
                let rank = space.len();
                let ev = self.fresh(self.g.array(out).name.to_string(), self.elem_ty(out));
                elems.insert(out, ev);
                let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
                    if d == rank {
                        let (ss, v) = l.element(n, op, ix, true, &mut env)?;
                        level.pre.extend(ss);
                        level.pre.push(Stmt::Let {
                            var: ev,
                            value: v,
                            at: n,
                        });
                        level.pre.push(Stmt::Store {
                            array: out,
                            index: ix.to_vec(),
                            value: Expr::Var(ev),
                            at: n,
                        });
                    }
                    Ok(())
                })?;
                (vec![sd], body)
            }
            Op::Fold { f, init, .. } => {
                let a = node.inputs[0];
                let r = self.rank(a);
                let sd = shape(out, Self::dims(a, r - 1), n);
                let space = self.space_of(n, a);
                let ty = self.elem_ty(out);
                let acc = self.fresh(format!("acc_{}", self.g.array(out).name), ty.clone());
                let started = self.fresh("started", ScalarType::BOOL);
                let ev = self.fresh(self.g.array(out).name.to_string(), ty.clone());
                elems.insert(out, ev);
                let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
                    if d == r - 1 {
                        let z = l.init_value(init.as_ref(), &ty, &mut env, n)?;
                        level.pre.push(Stmt::Let {
                            var: acc,
                            value: z,
                            at: n,
                        });
                        if init.is_none() {
                            level.pre.push(Stmt::Let {
                                var: started,
                                value: Expr::Lit(Scalar::Bool(false)),
                                at: n,
                            });
                            level.post.push(Stmt::Check {
                                check: Check {
                                    cond: Expr::Var(started),
                                    kind: RuntimeErrorKind::EmptyFold1,
                                    operands: [flat_row(a, ix), Expr::i64(0)],
                                },
                                at: n,
                            });
                        }
                        level.post.push(Stmt::Let {
                            var: ev,
                            value: Expr::Var(acc),
                            at: n,
                        });
                        level.post.push(Stmt::Store {
                            array: out,
                            index: ix.to_vec(),
                            value: Expr::Var(ev),
                            at: n,
                        });
                    }
                    if d == r {
                        let x = l.load(a, ix.to_vec(), true, n, &mut level.pre);
                        let args = ordered(dir, Expr::Var(acc), Expr::Var(x));
                        let mut ss = Vec::new();
                        let v = l.apply(f, args, &mut env, n, &mut ss)?;
                        ss.push(Stmt::Set {
                            var: acc,
                            value: v,
                            at: n,
                        });
                        if init.is_none() {
                            level.pre.push(first_or(started, acc, x, ss, n));
                        } else {
                            level.pre.extend(ss);
                        }
                    }
                    Ok(())
                })?;
                (vec![sd], body)
            }
            Op::Scan {
                dir: sdir, f, init, ..
            } => {
                let a = node.inputs[0];
                let r = self.rank(a);
                let mut dims = Self::dims(a, r);
                if init.is_some() {
                    dims[r - 1] = Expr::bin(BinOp::Add, dims[r - 1].clone(), Expr::i64(1));
                }
                let sd = shape(out, dims, n);
                let space = if init.is_some() {
                    self.space_of(n, out)
                } else {
                    self.space_of(n, a)
                };
                let ty = self.elem_ty(out);
                let acc = self.fresh(format!("acc_{}", self.g.array(out).name), ty.clone());
                let started = self.fresh("started", ScalarType::BOOL);
                let ev = self.fresh(self.g.array(out).name.to_string(), ty.clone());
                elems.insert(out, ev);
                let right = *sdir == ScanDir::Right;
                let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
                    if d == r - 1 {
                        let z = l.init_value(init.as_ref(), &ty, &mut env, n)?;
                        level.pre.push(Stmt::Let {
                            var: acc,
                            value: z,
                            at: n,
                        });
                        level.pre.push(Stmt::Let {
                            var: started,
                            value: Expr::Lit(Scalar::Bool(false)),
                            at: n,
                        });
                    }
                    if d == r {
                        let mut step = Vec::new();
                        let x = l.load(a, ix.to_vec(), true, n, &mut step);
                        let args = if right {
                            vec![Expr::Var(x), Expr::Var(acc)]
                        } else {
                            vec![Expr::Var(acc), Expr::Var(x)]
                        };
                        let mut comb = Vec::new();
                        let v = l.apply(f, args, &mut env, n, &mut comb)?;
                        comb.push(Stmt::Set {
                            var: acc,
                            value: v,
                            at: n,
                        });
                        let store = [
                            Stmt::Let {
                                var: ev,
                                value: Expr::Var(acc),
                                at: n,
                            },
                            Stmt::Store {
                                array: out,
                                index: ix.to_vec(),
                                value: Expr::Var(ev),
                                at: n,
                            },
                        ];
                        if init.is_some() {
                            step.extend(comb);
                            let last = Expr::bin(
                                BinOp::Lt,
                                ix[r - 1].clone(),
                                Expr::Dim {
                                    array: a,
                                    axis: r - 1,
                                },
                            );
                            let guarded = Stmt::If {
                                cond: last,
                                then_: step,
                                else_: vec![],
                                at: n,
                            };
                            if right {
                                level.pre.push(guarded);
                                level.pre.extend(store);
                            } else {
                                level.pre.extend(store);
                                level.pre.push(guarded);
                            }
                        } else {
                            level.pre.extend(step);
                            level.pre.push(first_or(started, acc, x, comb, n));
                            level.pre.extend(store);
                        }
                    }
                    Ok(())
                })?;
                (vec![sd], body)
            }
            Op::Permute { f, index, .. } => {
                let (dflt, src) = (node.inputs[0], node.inputs[1]);
                let sd = shape(out, Self::dims(dflt, self.rank(dflt)), n);
                let space = self.space_of(n, src);
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
                        let iv = if ix.len() == 1 {
                            ix[0].clone()
                        } else {
                            Expr::Tuple(ix.to_vec())
                        };
                        let mut ts = Vec::new();
                        let target = l.apply(index, vec![iv], &mut env, n, &mut ts)?;
                        // `ignore` anywhere in the index function skips the element.
                        let target = wrap_lets(ts, target);
                        let mut ss = Vec::new();
                        let value = l.apply(
                            f,
                            vec![Expr::Var(new), Expr::Var(old)],
                            &mut env,
                            n,
                            &mut ss,
                        )?;
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
                (vec![sd], body)
            }
            Op::Filter { pred, .. } => {
                let a = node.inputs[0];
                let mut sd = shape(out, vec![Expr::Dim { array: a, axis: 0 }], n);
                sd.compact = true;
                let space = self.space_of(n, a);
                let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
                    if d == 1 {
                        let x = l.load(a, ix.to_vec(), true, n, &mut level.pre);
                        let keep =
                            l.apply(pred, vec![Expr::Var(x)], &mut env, n, &mut level.pre)?;
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
                (vec![sd], body)
            }
            Op::FoldSeg { f, init, .. } => {
                let (segs, a) = (node.inputs[0], node.inputs[1]);
                let r = self.rank(a);
                let mut dims = Self::dims(a, r - 1);
                dims.push(Expr::Dim {
                    array: segs,
                    axis: 0,
                });
                let sd = shape(out, dims, n);
                let space = self.space_of(n, a);
                let ty = self.elem_ty(out);
                let acc = self.fresh(format!("acc_{}", self.g.array(out).name), ty);
                let seg = self.fresh("seg", ScalarType::I64);
                let left = self.fresh("left", ScalarType::I64);
                let open = self.fresh("open", ScalarType::BOOL);
                let len = self.fresh("len", ScalarType::I64);
                let body = self.nest_loops(&space, dir, &mut |l, d, ix, level| {
                    let z = l.sexpr(init, &mut env, n)?;
                    let nsegs = Expr::Dim {
                        array: segs,
                        axis: 0,
                    };
                    let at_seg = |ix: &[Expr]| {
                        let mut v = ix.to_vec();
                        v.push(Expr::Var(seg));
                        v
                    };
                    let inc = |v: VarId, by: i64| Stmt::Set {
                        var: v,
                        value: Expr::bin(BinOp::Add, Expr::Var(v), Expr::i64(by)),
                        at: n,
                    };
                    // The detail's operand: the row length, or the
                    // negative segment length.
                    let check = |cond: Expr, kind: RuntimeErrorKind, operand: Expr| Stmt::Check {
                        check: Check {
                            cond,
                            kind,
                            operands: [operand, Expr::i64(0)],
                        },
                        at: n,
                    };
                    let row_len = || Expr::Dim {
                        array: a,
                        axis: r - 1,
                    };
                    let set = |v: VarId, e: Expr| Stmt::Set {
                        var: v,
                        value: e,
                        at: n,
                    };
                    let b = |x: bool| Expr::Lit(Scalar::Bool(x));
                    if d == r - 1 {
                        level.pre.push(Stmt::Let {
                            var: seg,
                            value: Expr::i64(0),
                            at: n,
                        });
                        level.pre.push(Stmt::Let {
                            var: left,
                            value: Expr::i64(0),
                            at: n,
                        });
                        level.pre.push(Stmt::Let {
                            var: open,
                            value: b(false),
                            at: n,
                        });
                        level.pre.push(Stmt::Let {
                            var: acc,
                            value: z.clone(),
                            at: n,
                        });
                        let mut rest = vec![check(
                            Expr::Unary(UnOp::Not, Box::new(Expr::Var(open))),
                            RuntimeErrorKind::SegmentSumMismatch,
                            row_len(),
                        )];
                        let mut flush = Vec::new();
                        let l2 = l.fresh("len", ScalarType::I64);
                        flush.push(Stmt::Load {
                            var: l2,
                            array: segs,
                            index: vec![Expr::Var(seg)],
                            streamed: false,
                            at: n,
                        });
                        flush.push(check(
                            Expr::bin(BinOp::Ge, Expr::Var(l2), Expr::i64(0)),
                            RuntimeErrorKind::NegativeSize,
                            Expr::Var(l2),
                        ));
                        flush.push(check(
                            Expr::bin(BinOp::Eq, Expr::Var(l2), Expr::i64(0)),
                            RuntimeErrorKind::SegmentSumMismatch,
                            row_len(),
                        ));
                        flush.push(Stmt::Store {
                            array: out,
                            index: at_seg(ix),
                            value: z.clone(),
                            at: n,
                        });
                        flush.push(inc(seg, 1));
                        rest.push(Stmt::While {
                            cond: Expr::bin(BinOp::Lt, Expr::Var(seg), nsegs.clone()),
                            body: flush,
                            at: n,
                        });
                        level.post.extend(rest);
                    }
                    if d == r {
                        let x = l.load(a, ix.to_vec(), true, n, &mut level.pre);
                        let outer = &ix[..r - 1];
                        let open_seg = vec![
                            check(
                                Expr::bin(BinOp::Lt, Expr::Var(seg), nsegs.clone()),
                                RuntimeErrorKind::SegmentSumMismatch,
                                row_len(),
                            ),
                            Stmt::Load {
                                var: len,
                                array: segs,
                                index: vec![Expr::Var(seg)],
                                streamed: false,
                                at: n,
                            },
                            check(
                                Expr::bin(BinOp::Ge, Expr::Var(len), Expr::i64(0)),
                                RuntimeErrorKind::NegativeSize,
                                Expr::Var(len),
                            ),
                            Stmt::If {
                                cond: Expr::bin(BinOp::Eq, Expr::Var(len), Expr::i64(0)),
                                then_: vec![
                                    Stmt::Store {
                                        array: out,
                                        index: at_seg(outer),
                                        value: z.clone(),
                                        at: n,
                                    },
                                    inc(seg, 1),
                                ],
                                else_: vec![
                                    set(left, Expr::Var(len)),
                                    set(open, b(true)),
                                    set(acc, z.clone()),
                                ],
                                at: n,
                            },
                        ];
                        level.pre.push(Stmt::While {
                            cond: Expr::Unary(UnOp::Not, Box::new(Expr::Var(open))),
                            body: open_seg,
                            at: n,
                        });
                        let v = l.apply(
                            f,
                            vec![Expr::Var(acc), Expr::Var(x)],
                            &mut env,
                            n,
                            &mut level.pre,
                        )?;
                        level.pre.push(set(acc, v));
                        level.pre.push(inc(left, -1));
                        level.pre.push(Stmt::If {
                            cond: Expr::bin(BinOp::Eq, Expr::Var(left), Expr::i64(0)),
                            then_: vec![
                                Stmt::Store {
                                    array: out,
                                    index: at_seg(outer),
                                    value: Expr::Var(acc),
                                    at: n,
                                },
                                inc(seg, 1),
                                set(open, b(false)),
                            ],
                            else_: vec![],
                            at: n,
                        });
                    }
                    Ok(())
                })?;
                (vec![sd], body)
            }
        };
        // `the` loads go first, at depth 0.
        let mut pre = std::mem::take(&mut env.hoisted);
        pre.append(&mut body.pre);
        body.pre = pre;
        Ok(Part {
            nodes: vec![n],
            shapes,
            body,
            elems,
        })
    }

    // ------------------------------------------------------------ scalars

    /// A fold's or scan's initial value; `fold1` and `scan1` start from a
    /// placeholder that their first element replaces.
    fn init_value(
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
    fn apply(
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
        env.names.truncate(mark);
        body
    }

    fn bind(&mut self, p: &SPat, value: Expr, env: &mut Env, n: NodeId, ss: &mut Vec<Stmt>) {
        match p {
            SPat::Wild { .. } => {}
            SPat::Var { name, ty, .. } => {
                let v = match value {
                    Expr::Var(v) if self.vars[v.index()].ty == *ty => v,
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

    fn sexpr(&mut self, e: &SExpr, env: &mut Env, n: NodeId) -> Result<Expr, LowerError> {
        Ok(match &e.kind {
            SExprKind::Lit(l) => Expr::Lit(literal(*l, &e.ty)),
            SExprKind::Var(name) => match env.names.iter().rev().find(|(m, _)| m == name) {
                Some((_, v)) => Expr::Var(*v),
                None => return Err(self.unsupported(n, format!("unbound scalar `{name}`"))),
            },
            SExprKind::Size(name) => match self.sizes.get(name) {
                Some(&(array, axis)) => Expr::Dim { array, axis },
                None => {
                    return Err(
                        self.unsupported(n, format!("size `{name}` is not a parameter's extent"))
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
                self.bind_expr(pat, v, env, n, body)?
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
            SExprKind::Index { array, indices } => Expr::Index {
                array: self.array_named(array, n)?,
                index: indices
                    .iter()
                    .map(|x| self.sexpr(x, env, n))
                    .collect::<Result<_, _>>()?,
            },
            SExprKind::The(name) => {
                let a = self.array_named(name, n)?;
                match env.the.get(&a) {
                    Some(v) => Expr::Var(*v),
                    None => {
                        let v = self.fresh(format!("the_{}", short(name)), self.elem_ty(a));
                        env.hoisted.push(Stmt::Load {
                            var: v,
                            array: a,
                            index: vec![],
                            streamed: true,
                            at: n,
                        });
                        env.the.insert(a, v);
                        Expr::Var(v)
                    }
                }
            }
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
}

// ---------------------------------------------------------------- fusion

/// `b` consumes results of `a` that nobody else needs: they are never
/// stored (van Balen's `Before`/`After`).
fn fuse_vertical(l: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
    fuse_dependent(l, a, b, "vertical")
}

/// `b` consumes results of `a` that are also stored (`Before'`/`After'`).
fn fuse_diagonal(l: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
    fuse_dependent(l, a, b, "diagonal")
}

/// `a` and `b` are independent; they share the loops (`Besides`).
fn fuse_horizontal(_: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
    match (a, b) {
        (Piece::Nest(a), Piece::Nest(b)) => Ok(Piece::Nest(merge_parts(a, b)?)),
        _ => Err(LowerError::Fusion(
            "a recomputed node beside an independent nest".into(),
        )),
    }
}

fn fuse_dependent(l: &mut Lowerer, a: Piece, b: Piece, how: &str) -> Result<Piece, LowerError> {
    match (a, b) {
        (Piece::Elem(a), Piece::Nest(mut b)) => {
            inline_level(l, &a, &mut b.body);
            let mut pre = a.hoisted.clone();
            pre.append(&mut b.body.pre);
            b.body.pre = pre;
            let mut shapes = a.shapes.clone();
            shapes.append(&mut b.shapes);
            b.shapes = shapes;
            b.nodes.extend(a.nodes.iter().copied());
            Ok(Piece::Nest(b))
        }
        (Piece::Elem(a), Piece::Elem(mut b)) => {
            inline_stmts(l, &a, &mut b.stmts);
            let mut h = a.hoisted.clone();
            h.append(&mut b.hoisted);
            b.hoisted = h;
            let mut shapes = a.shapes.clone();
            shapes.append(&mut b.shapes);
            b.shapes = shapes;
            let mut nodes = a.nodes.clone();
            nodes.append(&mut b.nodes);
            b.nodes = nodes;
            Ok(Piece::Elem(b))
        }
        (Piece::Nest(a), Piece::Nest(b)) => {
            let elems = a.elems.clone();
            let mut m = merge_parts(a, b)?;
            let mut missing = None;
            m.body.stmts_mut(&mut |ss| {
                for s in ss.iter_mut() {
                    if let Stmt::Load {
                        var,
                        array,
                        streamed: true,
                        at,
                        ..
                    } = s
                    {
                        if let Some(&v) = elems.get(array) {
                            *s = Stmt::Let {
                                var: *var,
                                value: Expr::Var(v),
                                at: *at,
                            };
                        }
                    }
                }
            });
            // A produced array still loaded (not streamed) would be read
            // before it is complete.
            let produced: HashSet<ArrayId> = m.shapes.iter().map(|s| s.array).collect();
            m.body.stmts(&mut |ss| {
                for s in ss {
                    each_load(s, &mut |a| {
                        if produced.contains(&a) {
                            missing = Some(a)
                        }
                    });
                }
            });
            if let Some(a) = missing {
                return Err(LowerError::Fusion(format!(
                    "{how} fusion: `{}` is read at computed indices inside the nest that computes it",
                    l.g.array(a).name
                )));
            }
            Ok(Piece::Nest(m))
        }
        (Piece::Nest(_), Piece::Elem(_)) => Err(LowerError::Fusion(format!(
            "{how} fusion of a loop nest into a recomputed node"
        ))),
    }
}

/// Merges two nests depth by depth; `b`'s loop indices become `a`'s.
fn merge_parts(mut a: Part, b: Part) -> Result<Part, LowerError> {
    a.body = merge_levels(a.body, b.body)?;
    a.shapes.extend(b.shapes);
    a.nodes.extend(b.nodes);
    a.elems.extend(b.elems);
    Ok(a)
}

fn merge_levels(mut a: Level, mut b: Level) -> Result<Level, LowerError> {
    match (a.inner.take(), b.inner.take()) {
        (Some(fa), Some(fb)) => {
            let fa = *fa;
            let mut fb = *fb;
            if fa.extent_sym != fb.extent_sym {
                return Err(LowerError::Fusion(format!(
                    "loops over [{}] and [{}]",
                    fa.extent_sym, fb.extent_sym
                )));
            }
            let (from, to) = (fb.index, fa.index);
            fb.body.rename(&|v| (v == from).then_some(to));
            rename_stmts(&mut b.pre, from, to);
            rename_stmts(&mut b.post, from, to);
            // What `b` does before its loop but with what `a` computes after
            // its loop (a fold's row result) waits until after the loop;
            // `b`'s loop itself must not need it.
            let (early, late, after) = after_post(&a.post, b.pre);
            if needs(&fb.body, &after) {
                return Err(LowerError::Fusion(
                    "the inner loop reads a value that is computed only after that loop".into(),
                ));
            }
            a.pre.extend(early);
            a.post.extend(late);
            a.post.extend(b.post);
            a.inner = Some(Box::new(For {
                body: merge_levels(fa.body, fb.body)?,
                ..fa
            }));
            Ok(a)
        }
        (Some(fa), None) => {
            // `the` loads stay before the loop; the rest runs after it. A
            // rank-0 load of what `a` computes after its loop (a fold's
            // rank-0 result streamed into a rank-0 `map`) looks like a `the`
            // load but must wait for the loop, like everything reading it.
            a.inner = Some(fa);
            let (early, late, _) = after_post(&a.post, b.pre);
            let (hoisted, rest): (Vec<Stmt>, Vec<Stmt>) = early.into_iter().partition(
                |s| matches!(s, Stmt::Load { index, streamed: true, .. } if index.is_empty()),
            );
            a.pre.extend(hoisted);
            a.post.extend(rest);
            a.post.extend(late);
            a.post.extend(b.post);
            Ok(a)
        }
        (None, Some(fb)) => {
            a.pre.extend(a.post.drain(..).collect::<Vec<_>>());
            a.pre.extend(b.pre);
            a.inner = Some(fb);
            a.post = b.post;
            Ok(a)
        }
        (None, None) => {
            a.pre.extend(a.post.drain(..).collect::<Vec<_>>());
            a.pre.extend(b.pre);
            a.pre.extend(b.post);
            Ok(a)
        }
    }
}

/// Variables and arrays that statements define (the arrays they store).
type Defs = (Vec<VarId>, Vec<ArrayId>);

/// What a level's `post` defines: its variables and the arrays it stores.
fn post_defs(post: &[Stmt]) -> Defs {
    fn stores(s: &Stmt, out: &mut Vec<ArrayId>) {
        match s {
            Stmt::Store { array, .. } => out.push(*array),
            Stmt::If { then_, else_, .. } => then_.iter().chain(else_).for_each(|t| stores(t, out)),
            Stmt::While { body, .. } => body.iter().for_each(|t| stores(t, out)),
            _ => {}
        }
    }
    let (mut vars, mut arrays) = (Vec::new(), Vec::new());
    for s in post {
        collect_defs(s, &mut vars);
        stores(s, &mut arrays);
    }
    (vars, arrays)
}

/// Whether `s` reads one of `vars` or loads one of `arrays`.
fn reads_any(s: &Stmt, vars: &[VarId], arrays: &[ArrayId]) -> bool {
    let mut hit = false;
    s.exprs(&mut |e| e.each_var(&mut |v| hit |= vars.contains(&v)));
    each_array(s, &mut |a| hit |= arrays.contains(&a));
    hit
}

/// Splits `pre` into the statements that can run before the loop and those
/// that read what `post` (of the level merged with it) computes after the
/// loop, directly or through earlier such statements: `(early, late,
/// after)`, where `after` is everything `post` and `late` define.
///
/// Moving a statement early must not reorder it against a `late` one that
/// came before it: a statement that reads a variable (or an array) an
/// earlier late statement updates (`:=`, an accumulator) or stores, or
/// updates one that an earlier late statement reads or updates, is late too.
fn after_post(post: &[Stmt], pre: Vec<Stmt>) -> (Vec<Stmt>, Vec<Stmt>, Defs) {
    let (mut vars, mut arrays) = post_defs(post);
    for s in post {
        collect_sets(s, &mut vars);
    }
    // Variables that late statements read, and those they update.
    let (mut late_reads, mut late_sets) = (Vec::new(), Vec::new());
    let (mut early, mut late) = (Vec::new(), Vec::new());
    for s in pre {
        let mut sets = Vec::new();
        collect_sets(&s, &mut sets);
        let reorders = reads_any(&s, &late_sets, &[])
            || sets
                .iter()
                .any(|v| late_reads.contains(v) || late_sets.contains(v));
        if reorders || reads_any(&s, &vars, &arrays) {
            collect_defs(&s, &mut vars);
            arrays.extend(post_defs(std::slice::from_ref(&s)).1);
            s.exprs(&mut |e| e.each_var(&mut |v| late_reads.push(v)));
            late_sets.extend(sets);
            late.push(s);
        } else {
            early.push(s);
        }
    }
    (early, late, (vars, arrays))
}

/// The variables `s` updates (`:=`), in nested statements too.
fn collect_sets(s: &Stmt, out: &mut Vec<VarId>) {
    match s {
        Stmt::Set { var, .. } => out.push(*var),
        Stmt::If { then_, else_, .. } => {
            then_.iter().chain(else_).for_each(|t| collect_sets(t, out))
        }
        Stmt::While { body, .. } => body.iter().for_each(|t| collect_sets(t, out)),
        _ => {}
    }
}

/// Whether a loop body reads any of `(vars, arrays)`.
fn needs(body: &Level, (vars, arrays): &Defs) -> bool {
    let mut found = false;
    body.stmts(&mut |ss| found |= ss.iter().any(|s| reads_any(s, vars, arrays)));
    found
}

fn rename_stmts(ss: &mut [Stmt], from: VarId, to: VarId) {
    for s in ss {
        s.rename(&|v| (v == from).then_some(to));
    }
}

fn inline_level(l: &mut Lowerer, a: &ElemFn, lv: &mut Level) {
    inline_stmts(l, a, &mut lv.pre);
    if let Some(f) = &mut lv.inner {
        inline_level(l, a, &mut f.body);
    }
    inline_stmts(l, a, &mut lv.post);
}

/// Replaces every load of `a`'s array in `ss` (and nested statements) by
/// `a`'s statements at that index, with fresh variables.
fn inline_stmts(l: &mut Lowerer, a: &ElemFn, ss: &mut Vec<Stmt>) {
    let mut out = Vec::with_capacity(ss.len());
    for mut s in ss.drain(..) {
        match &mut s {
            Stmt::Load {
                var,
                array,
                index,
                streamed,
                at,
            } if *array == a.array => {
                let (var, at, streamed) = (*var, *at, *streamed);
                let mut map: HashMap<VarId, VarId> = HashMap::new();
                for (axis, (p, ix)) in a.params.iter().zip(index.iter()).enumerate() {
                    let v = l.fresh(l.vars[p.index()].name.clone(), ScalarType::I64);
                    map.insert(*p, v);
                    out.push(Stmt::Let {
                        var: v,
                        value: ix.clone(),
                        at,
                    });
                    if !streamed {
                        // The read the element replaces was checked, as the
                        // reader's (the reference names the reader).
                        out.push(in_bounds(a.array, axis, v, at));
                    }
                }
                let mut body = a.stmts.clone();
                let mut defs = Vec::new();
                for st in &body {
                    collect_defs(st, &mut defs);
                }
                for d in defs {
                    let v = l.fresh(l.vars[d.index()].name.clone(), l.vars[d.index()].ty.clone());
                    map.insert(d, v);
                }
                let mut result = a.result.clone();
                rename_expr_lets(&result, l, &mut map);
                let f = |v: VarId| map.get(&v).copied();
                for st in &mut body {
                    st.rename(&f);
                }
                result.rename(&f);
                out.extend(body);
                out.push(Stmt::Let {
                    var,
                    value: result,
                    at,
                });
            }
            Stmt::If { then_, else_, .. } => {
                inline_stmts(l, a, then_);
                inline_stmts(l, a, else_);
                out.push(s);
            }
            Stmt::While { body, .. } => {
                inline_stmts(l, a, body);
                out.push(s);
            }
            _ => out.push(s),
        }
    }
    *ss = out;
}

/// The check that index `v` on `axis` of `array` is in bounds, as the
/// operation `at`'s.
fn in_bounds(array: ArrayId, axis: usize, v: VarId, at: NodeId) -> Stmt {
    let dim = Expr::Dim { array, axis };
    Stmt::Check {
        check: Check {
            cond: Expr::bin(
                BinOp::And,
                Expr::bin(BinOp::Ge, Expr::Var(v), Expr::i64(0)),
                Expr::bin(BinOp::Lt, Expr::Var(v), dim.clone()),
            ),
            kind: RuntimeErrorKind::OutOfBounds,
            operands: [Expr::Var(v), dim],
        },
        at,
    }
}

/// Gives `Let`-bound variables inside an expression fresh names (they are
/// definitions: each inlined copy needs its own).
fn rename_expr_lets(e: &Expr, l: &mut Lowerer, map: &mut HashMap<VarId, VarId>) {
    let mut lets = Vec::new();
    e.walk(&mut |x| {
        if let Expr::Let { var, .. } = x {
            lets.push(*var)
        }
    });
    for v in lets {
        let w = l.fresh(l.vars[v.index()].name.clone(), l.vars[v.index()].ty.clone());
        map.insert(v, w);
    }
}

fn collect_defs(s: &Stmt, out: &mut Vec<VarId>) {
    out.extend(s.defines());
    if let Stmt::Combine { new, old, .. } = s {
        out.push(*new);
        out.push(*old);
    }
    let mut lets = Vec::new();
    s.exprs(&mut |e| {
        e.walk(&mut |x| {
            if let Expr::Let { var, .. } = x {
                lets.push(*var)
            }
        })
    });
    out.extend(lets);
    match s {
        Stmt::If { then_, else_, .. } => {
            then_.iter().chain(else_).for_each(|t| collect_defs(t, out))
        }
        Stmt::While { body, .. } => body.iter().for_each(|t| collect_defs(t, out)),
        _ => {}
    }
}

// ---------------------------------------------------------------- helpers

fn shape(array: ArrayId, dims: Vec<Expr>, origin: NodeId) -> ShapeDef {
    ShapeDef {
        array,
        dims,
        alloc: false,
        compact: false,
        checks: vec![],
        origin,
    }
}

/// `fold1`'s and `scanl1`/`scanr1`'s step: the first element starts the
/// accumulator, later ones run `combine`.
fn first_or(started: VarId, acc: VarId, x: VarId, combine: Vec<Stmt>, at: NodeId) -> Stmt {
    Stmt::If {
        cond: Expr::Var(started),
        then_: combine,
        else_: vec![
            Stmt::Set {
                var: acc,
                value: Expr::Var(x),
                at,
            },
            Stmt::Set {
                var: started,
                value: Expr::Lit(Scalar::Bool(true)),
                at,
            },
        ],
        at,
    }
}

fn nonneg(e: &Expr) -> Check {
    Check {
        cond: Expr::bin(BinOp::Ge, e.clone(), Expr::i64(0)),
        kind: RuntimeErrorKind::NegativeSize,
        operands: [e.clone(), Expr::i64(0)],
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

fn ordered(dir: Dir, acc: Expr, x: Expr) -> Vec<Expr> {
    match dir {
        Dir::Forward => vec![acc, x],
        Dir::Backward => vec![x, acc],
    }
}

fn index_name(d: usize) -> String {
    ["i", "j", "k", "l", "m", "n"]
        .get(d)
        .map_or(format!("i{d}"), |s| s.to_string())
}

fn short(name: &str) -> String {
    name.chars()
        .take_while(|c| c.is_alphanumeric())
        .collect::<String>()
}

fn type_of_index(rank: usize) -> ScalarType {
    if rank == 1 {
        ScalarType::I64
    } else {
        ScalarType::Tuple(vec![ScalarType::I64; rank])
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
fn wrap_lets(ss: Vec<Stmt>, value: Expr) -> Expr {
    ss.into_iter().rev().fold(value, |body, s| match s {
        Stmt::Let { var, value, .. } => Expr::Let {
            var,
            value: Box::new(value),
            body: Box::new(body),
        },
        _ => body,
    })
}

fn hoisted_pairs(ss: &[Stmt]) -> Vec<(VarId, ArrayId)> {
    ss.iter()
        .filter_map(|s| match s {
            Stmt::Load { var, array, .. } => Some((*var, *array)),
            _ => None,
        })
        .collect()
}

/// Removes stores to arrays that are not allocated (fused away).
fn drop_stores(ss: &mut Vec<Stmt>, alloc: &BTreeSet<ArrayId>) {
    ss.retain(|s| !matches!(s, Stmt::Store { array, .. } if !alloc.contains(array)));
    for s in ss.iter_mut() {
        match s {
            Stmt::If { then_, else_, .. } => {
                drop_stores(then_, alloc);
                drop_stores(else_, alloc);
            }
            Stmt::While { body, .. } => drop_stores(body, alloc),
            _ => {}
        }
    }
}

/// A second streamed load of an array at the same index in one statement
/// list reuses the first (a cluster streams each input once).
fn share_loads(ss: &mut [Stmt]) {
    // Per array, the indices loaded so far (few: a list per array keeps this
    // linear in the statements).
    let mut seen: HashMap<ArrayId, Vec<(Vec<Expr>, VarId)>> = HashMap::new();
    for s in ss.iter_mut() {
        if let Stmt::Load {
            var,
            array,
            index,
            streamed: true,
            at,
        } = s
        {
            let loads = seen.entry(*array).or_default();
            if let Some((_, first)) = loads.iter().find(|(ix, _)| ix == index) {
                *s = Stmt::Let {
                    var: *var,
                    value: Expr::Var(*first),
                    at: *at,
                };
            } else {
                loads.push((index.clone(), *var));
            }
        }
    }
}

fn each_load(s: &Stmt, f: &mut dyn FnMut(ArrayId)) {
    if let Stmt::Load { array, .. } = s {
        f(*array)
    }
    match s {
        Stmt::If { then_, else_, .. } => then_.iter().chain(else_).for_each(|t| each_load(t, f)),
        Stmt::While { body, .. } => body.iter().for_each(|t| each_load(t, f)),
        _ => {}
    }
}

/// Every array a statement reads (loads, lambda reads, copies, extents).
fn each_array(s: &Stmt, f: &mut dyn FnMut(ArrayId)) {
    match s {
        Stmt::Load { array, .. } => f(*array),
        Stmt::Copy { src, .. } => f(*src),
        _ => {}
    }
    s.exprs(&mut |e| {
        e.walk(&mut |x| {
            if let Expr::Index { array, .. } = x {
                f(*array)
            }
        })
    });
    match s {
        Stmt::If { then_, else_, .. } => then_.iter().chain(else_).for_each(|t| each_array(t, f)),
        Stmt::While { body, .. } => body.iter().for_each(|t| each_array(t, f)),
        _ => {}
    }
}

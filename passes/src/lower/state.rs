//! The lowerer's state (the graph and clustering it reads, the variables
//! and array declarations it makes), the pieces it builds (a loop nest under
//! construction, an element function), and how it names fresh variables.

use super::error::LowerError;
use ir::ast::BinOp;
use ir::cluster::{Clustering, Schedule};
use ir::deps::DepGraph;
use ir::graph::{ArrayId, LabelledGraph, NodeId};
use ir::id::IdVec;
use ir::loops::{ArrayDecl, Expr, Level, ShapeDef, Stmt, VarDecl, VarId};
use ir::{Name, ScalarType};
use ir::{Poly, Size};
use std::collections::HashMap;

/// A lowered part of a cluster.
pub(super) enum Piece {
    Nest(Part),
    /// A node recomputed on demand: its element at index `params`.
    Elem(ElemFn),
}

/// A loop nest under construction.
#[derive(Clone)]
pub(super) struct Part {
    pub nodes: Vec<NodeId>,
    pub shapes: Vec<ShapeDef>,
    pub body: Level,
    /// The variable holding each streamed output's element where it is stored.
    pub elems: HashMap<ArrayId, VarId>,
}

pub(super) struct ElemFn {
    /// The recomputed nodes it holds (its own last).
    pub nodes: Vec<NodeId>,
    pub array: ArrayId,
    pub params: Vec<VarId>,
    /// `the` loads for the enclosing nest's depth 0.
    pub hoisted: Vec<Stmt>,
    pub stmts: Vec<Stmt>,
    pub result: Expr,
    /// Shapes of the arrays of `nodes`, in dependency order.
    pub shapes: Vec<ShapeDef>,
}

/// Scalar names in scope while translating a lambda, plus the `the` loads it
/// needs at depth 0.
#[derive(Default)]
pub(super) struct Env {
    pub names: Vec<(Name, VarId)>,
    pub hoisted: Vec<Stmt>,
    pub the: HashMap<ArrayId, VarId>,
    /// While an index lambda is applied: each array it reads at its own
    /// index ([`ir::own_index`]) and the variable loaded with that element.
    pub own: HashMap<ArrayId, VarId>,
    /// While a `generate`'s lambda is applied: the arrays it reads at
    /// affine indices of its own ([`ir::affine`]), its index variables,
    /// the scalar `let`s in scope (closed over those), each distinct read
    /// loaded so far by array and index key, and the loads not yet placed
    /// (they go after the lambda's parameters, before its body).
    pub affine: AffineReads,
    /// Translating an extent of an output's shape, which is evaluated
    /// before the nest's statements: `the a` reads `a` where it stands (the
    /// cost model counts it as an extent's read, once per evaluation),
    /// instead of a variable loaded at depth 0.
    pub at_shape: bool,
}

/// The affine reads of the lambda being applied ([`Env::affine`]).
#[derive(Default)]
pub(super) struct AffineReads {
    pub arrays: Vec<ArrayId>,
    pub params: Vec<Name>,
    pub lets: ir::affine::Lets,
    pub loaded: HashMap<(ArrayId, String), VarId>,
    pub pending: Vec<Stmt>,
}

pub(super) struct Lowerer<'a> {
    pub g: &'a LabelledGraph,
    pub deps: &'a DepGraph,
    pub cl: &'a Clustering,
    pub sched: &'a Schedule,
    pub vars: IdVec<VarId, VarDecl>,
    /// The graph's arrays as the loop IR declares them (made once: every
    /// verification after a fusion step needs them).
    pub arrays: IdVec<ArrayId, ArrayDecl>,
    /// Every array, as the parameters of a nest verified on its own.
    pub all_arrays: Vec<ArrayId>,
    pub steps: usize,
    /// Fusion steps in the cluster being lowered.
    pub cluster_steps: usize,
    /// Each size name's value at run time, from the parameters' extents.
    pub sizes: HashMap<Name, Expr>,
}

impl<'a> Lowerer<'a> {
    pub fn new(
        g: &'a LabelledGraph,
        deps: &'a DepGraph,
        cl: &'a Clustering,
        sched: &'a Schedule,
    ) -> Lowerer<'a> {
        Lowerer {
            g,
            deps,
            cl,
            sched,
            vars: IdVec::new(),
            arrays: g
                .arrays
                .iter()
                .map(|a| ArrayDecl {
                    name: a.name.clone(),
                    elem: a.ty.elem.clone(),
                    rank: a.ty.rank(),
                })
                .collect(),
            all_arrays: g.arrays.ids().collect(),
            steps: 0,
            cluster_steps: 0,
            sizes: size_sources(g),
        }
    }

    /// A new variable: `name` without a numeric suffix, then the variable's
    /// number (loop indices `i`..`n` keep their bare names).
    pub fn fresh(&mut self, name: impl Into<String>, ty: ScalarType) -> VarId {
        let id = VarId::from_index(self.vars.len());
        let mut name: String = name.into();
        if let Some((base, digits)) = name.rsplit_once('_') {
            if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                name = base.to_string();
            }
        }
        if !(name.len() == 1 && "ijklmn".contains(name.as_str())) {
            name = format!("{name}_{}", id.index());
        }
        self.vars.push(VarDecl { name, ty });
        id
    }

    /// A fresh copy of variable `v` (same name stem, same type).
    pub fn fresh_like(&mut self, v: VarId) -> VarId {
        let VarDecl { name, ty } = self.vars[v].clone();
        self.fresh(name, ty)
    }

    pub fn label(&self, n: NodeId) -> String {
        self.g.node(n).label.to_string()
    }

    pub fn unsupported(&self, n: NodeId, why: impl Into<String>) -> LowerError {
        LowerError::Unsupported {
            label: self.label(n),
            why: why.into(),
        }
    }

    pub fn elem_ty(&self, a: ArrayId) -> ScalarType {
        self.g.array(a).ty.elem.clone()
    }

    pub fn rank(&self, a: ArrayId) -> usize {
        self.g.array(a).ty.rank()
    }

    /// A fresh variable named after array `a` (for its element).
    pub fn fresh_elem(&mut self, a: ArrayId) -> VarId {
        self.fresh(self.g.array(a).name.to_string(), self.elem_ty(a))
    }

    /// Loads, at `ix`, every array node `n` reads at its own index (its
    /// inputs after its operands) into `env.own`, for the index lambda
    /// applied next (`streamed` as for [`Lowerer::load`]).
    pub fn load_own(
        &mut self,
        n: NodeId,
        ix: &[Expr],
        streamed: bool,
        env: &mut Env,
        ss: &mut Vec<Stmt>,
    ) {
        env.own.clear();
        let node = self.g.node(n);
        for &a in node.own_index_reads() {
            let v = self.load(a, ix.to_vec(), streamed, n, ss);
            env.own.insert(a, v);
        }
    }

    /// A load of `a` at `index` into a fresh variable, appended to `ss`.
    pub fn load(
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
}

/// Each size name's value, from the parameters' extents, as the reference
/// interpreter binds them (`interp::bind_sizes`): a plain name is
/// the extent that it sizes alone; then, while an extent is linear in one
/// name not yet bound (`[2*m]`), that name is solved from it (`m = len / 2`:
/// whole, since the inputs were bound against the signature).
fn size_sources(g: &LabelledGraph) -> HashMap<Name, Expr> {
    let mut m: HashMap<Name, Expr> = HashMap::new();
    let mut compound: Vec<(&Poly, Expr)> = Vec::new();
    for &a in &g.top.params {
        for (axis, d) in g.array(a).ty.shape.iter().enumerate() {
            let Size::Known(p) = d else { continue };
            let dim = Expr::Dim { array: a, axis };
            let names: Vec<&Name> = p.names().collect();
            if names.len() == 1 && *p == Poly::var(names[0].clone()) {
                m.entry(names[0].clone()).or_insert(dim);
            } else {
                compound.push((p, dim));
            }
        }
    }
    loop {
        let before = compound.len();
        compound.retain(|(p, dim)| {
            let mut unbound: Vec<&Name> = p.names().filter(|n| !m.contains_key(*n)).collect();
            unbound.sort();
            unbound.dedup();
            let [v] = unbound[..] else {
                return !unbound.is_empty();
            };
            let Some((a, rest)) = p.linear(v) else {
                return true;
            };
            let target = Expr::bin(BinOp::Sub, dim.clone(), poly_expr(&rest, &m));
            let divisor = match a.as_constant() {
                Some(c) if c != 0 => Expr::i64(c),
                Some(_) => return true,
                // Never a division by zero: a zero coefficient solves nothing,
                // and the inputs' binding rejected it.
                None => {
                    let a = poly_expr(&a, &m);
                    Expr::If(
                        Box::new(Expr::bin(BinOp::Ne, a.clone(), Expr::i64(0))),
                        Box::new(a),
                        Box::new(Expr::i64(1)),
                    )
                }
            };
            m.insert(v.clone(), Expr::bin(BinOp::Div, target, divisor));
            false
        });
        if compound.len() == before {
            return m;
        }
    }
}

/// A polynomial in bound size names as an `i64` expression (wrapping, as
/// the language's integers do).
fn poly_expr(p: &Poly, sizes: &HashMap<Name, Expr>) -> Expr {
    let mut sum: Option<Expr> = None;
    for (mono, c) in p.terms() {
        let mut term = Expr::i64(c);
        for n in mono {
            term = Expr::bin(BinOp::Mul, term, sizes[n].clone());
        }
        sum = Some(match sum {
            Some(s) => Expr::bin(BinOp::Add, s, term),
            None => term,
        });
    }
    sum.unwrap_or_else(|| Expr::i64(0))
}

/// The name of loop index `d` (`i`, `j`, … then `i6`, `i7`, …).
pub(super) fn index_name(d: usize) -> String {
    ["i", "j", "k", "l", "m", "n"]
        .get(d)
        .map_or(format!("i{d}"), |s| s.to_string())
}

/// A name's leading letters and digits (`xs` of `xs'`).
pub(super) fn short(name: &str) -> String {
    name.chars()
        .take_while(|c| c.is_alphanumeric())
        .collect::<String>()
}

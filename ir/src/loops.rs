//! `LoopIr`: the explicit-loop IR of van Balen §5.2.1, in Rust terms. Each
//! cluster of a clustering becomes one [`Nest`]: at most one [`For`] per depth
//! (the fully-fused guarantee holds by construction: a [`Level`] has one
//! optional inner loop), each `For` iterating over the outermost remaining
//! dimension of the cluster's iteration space.
//!
//! How the thesis' concepts appear here:
//! - *permanent inputs* are the manifest arrays a nest reads ([`Nest::inputs`]):
//!   streamed with [`Stmt::Load`] at the loop indices, read at computed
//!   indices (gathers, `xs[i]` in lambdas) anywhere;
//! - *temporary inputs and outputs* are scalar variables ([`VarId`]): an
//!   element of an intermediate array that is never stored. A variable
//!   defined at depth `d` stands for the element of an array of rank `d`
//!   (with the loop indices as its index);
//! - a *one-to-one* body (`map`, `scan`) defines its element at the depth of
//!   its input's element; a *many-to-one* body (`fold`) declares an
//!   accumulator one level out and updates it inside the loop (the rank −1
//!   partial result) and its element exists after the loop; a *one-to-many*
//!   body (`replicate`, `generate`) computes its element from the loop
//!   indices alone;
//! - the *transforms and partitions* that embed a body's environment in its
//!   loop's are the index expressions of loads and stores, and the split of a
//!   nest's arrays into [`Nest::inputs`] and [`Nest::outputs`].
//!
//! [`verify`] checks the invariants; `passes::lower` builds nests, fuses them
//! (vertically, horizontally, diagonally) and verifies after every step;
//! `interp::loops` executes them and counts memory traffic.

use crate::ast::{BinOp, Builtin, UnOp};
use crate::graph::{ArrayId, NodeId};
use crate::id::ClusterId;
use crate::runtime::RuntimeErrorKind;
use crate::size::Poly;
use crate::span::Span;
use crate::types::{Prim, ScalarType};
use crate::value::Scalar;
use crate::Name;
use std::collections::HashSet;
use std::fmt::{self, Write};

pub use crate::id::VarId;

pub mod eval;

#[derive(Clone, Debug)]
pub struct VarDecl {
    /// For printing: `i0`, `x3`, `acc5`.
    pub name: String,
    pub ty: ScalarType,
}

/// An array of the program (the labelled graph's arrays, same ids).
#[derive(Clone, Debug)]
pub struct ArrayDecl {
    pub name: Name,
    pub elem: ScalarType,
    pub rank: usize,
}

/// Where a statement comes from: the operation named in run-time errors.
#[derive(Clone, Debug)]
pub struct Origin {
    /// `map`, `fold1`, … (the operation's name, as the reference interpreter
    /// names it in errors).
    pub op: String,
    /// The node's label, e.g. `sum1`.
    pub label: Name,
    pub span: Span,
}

/// A whole program: its nests and control flow, in execution order.
#[derive(Clone, Debug)]
pub struct LoopProgram {
    pub name: Name,
    pub arrays: Vec<ArrayDecl>,
    pub vars: Vec<VarDecl>,
    /// Indexed by `NodeId`.
    pub origins: Vec<Origin>,
    pub params: Vec<ArrayId>,
    pub body: Vec<Item>,
    pub results: Vec<ArrayId>,
}

/// One step of a block.
#[derive(Clone, Debug)]
pub enum Item {
    Nest(Nest),
    /// Array-level `if`: run one block, then its results become `outputs`.
    If {
        node: NodeId,
        /// Evaluated once; reads only hoisted `the` values and sizes.
        hoisted: Vec<(VarId, ArrayId)>,
        cond: Expr,
        then_: Block,
        else_: Block,
        outputs: Vec<ArrayId>,
    },
    /// Array-level `loop`: `params` start as `inits`; while `cond` holds
    /// (over `params`), run `body` and rebind `params` to its results;
    /// finally `outputs` are the last `params`.
    Loop {
        node: NodeId,
        inits: Vec<ArrayId>,
        hoisted: Vec<(VarId, ArrayId)>,
        cond: Expr,
        body: Block,
        outputs: Vec<ArrayId>,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub params: Vec<ArrayId>,
    pub items: Vec<Item>,
    pub results: Vec<ArrayId>,
}

/// One fused loop nest: a cluster.
#[derive(Clone, Debug)]
pub struct Nest {
    pub cluster: ClusterId,
    /// The nodes lowered into it.
    pub nodes: Vec<NodeId>,
    /// The fusion tree it was built from, rendered (for printing).
    pub tree: String,
    /// Manifest arrays it reads (permanent inputs).
    pub inputs: Vec<ArrayId>,
    /// Shapes of the arrays its nodes produce, in dependency order; `alloc`
    /// marks the manifest ones (its outputs), which are allocated before the
    /// nest runs. Extents may refer to earlier shapes with [`Expr::Dim`].
    pub shapes: Vec<ShapeDef>,
    pub body: Level,
}

/// The nests of a program (or block) in pre-order, inside array-level
/// `if` and loops too.
pub fn nests(items: &[Item]) -> Vec<&Nest> {
    let mut out = Vec::new();
    fn go<'a>(items: &'a [Item], out: &mut Vec<&'a Nest>) {
        for it in items {
            match it {
                Item::Nest(n) => out.push(n),
                Item::If { then_, else_, .. } => {
                    go(&then_.items, out);
                    go(&else_.items, out);
                }
                Item::Loop { body, .. } => go(&body.items, out),
            }
        }
    }
    go(items, &mut out);
    out
}

impl Nest {
    /// The variables defined before the outermost loop (`outside`) and the
    /// `let`s among them, when the statements there only define variables
    /// (`let` or a load: they read memory and write none, so they may run
    /// again per chunk or block); `None` otherwise.
    pub fn outside_definitions(&self) -> Option<(HashSet<VarId>, HashSet<VarId>)> {
        let mut outside: HashSet<VarId> = HashSet::new();
        let mut lets: HashSet<VarId> = HashSet::new();
        for s in &self.body.pre {
            match s {
                Stmt::Let { var, .. } => {
                    outside.insert(*var);
                    lets.insert(*var);
                }
                Stmt::Load { var, .. } => {
                    outside.insert(*var);
                }
                _ => return None,
            }
        }
        Some((outside, lets))
    }

    /// The manifest arrays it writes.
    pub fn outputs(&self) -> Vec<ArrayId> {
        self.shapes
            .iter()
            .filter(|s| s.alloc)
            .map(|s| s.array)
            .collect()
    }
}

#[derive(Clone, Debug)]
pub struct ShapeDef {
    pub array: ArrayId,
    pub dims: Vec<Expr>,
    /// Allocated (manifest) or only a shape for loop extents (fused away).
    pub alloc: bool,
    /// Filled by [`Stmt::Append`]: `dims[0]` is the capacity and the final
    /// extent is the number of elements appended.
    pub compact: bool,
    /// Run-time checks on the shape (e.g. `reshape` keeps the element count).
    pub checks: Vec<Check>,
    pub origin: NodeId,
}

/// A condition that must hold, else the run-time error `kind`, whose
/// detail [`crate::runtime::RuntimeErrorKind::message`] words from the
/// values of `operands`.
#[derive(Clone, Debug)]
pub struct Check {
    pub cond: Expr,
    pub kind: RuntimeErrorKind,
    pub operands: [Expr; 2],
}

/// The statements at one depth of a nest: `pre`, then the inner loop (if
/// any), then `post`.
#[derive(Clone, Debug, Default)]
pub struct Level {
    pub pre: Vec<Stmt>,
    pub inner: Option<Box<For>>,
    pub post: Vec<Stmt>,
}

impl Level {
    pub fn depth(&self) -> usize {
        self.inner.as_ref().map_or(0, |f| 1 + f.body.depth())
    }
}

/// Loop direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    Forward,
    Backward,
}

/// `for index in 0..extent` (or backwards) over the outermost remaining
/// dimension.
#[derive(Clone, Debug)]
pub struct For {
    pub index: VarId,
    pub extent: Expr,
    /// The extent as a polynomial over the size names, as the dependency
    /// graph computes it: loops fuse only when these agree.
    pub extent_sym: Poly,
    pub dir: Dir,
    pub body: Level,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    /// `var = value` (defined once per execution of its level).
    Let {
        var: VarId,
        value: Expr,
        at: NodeId,
    },
    /// `var := value`: updates a variable defined at this or an outer level
    /// (an accumulator).
    Set {
        var: VarId,
        value: Expr,
        at: NodeId,
    },
    /// `var = array[index]`: a counted read of a manifest array; `streamed`
    /// when the index is the loop indices (a cluster shares one such load of
    /// an array), else a read at computed indices (checked bounds).
    Load {
        var: VarId,
        array: ArrayId,
        index: Vec<Expr>,
        streamed: bool,
        at: NodeId,
    },
    /// `array[index] = value`: a counted write (checked bounds).
    Store {
        array: ArrayId,
        index: Vec<Expr>,
        value: Expr,
        at: NodeId,
    },
    /// `permute`'s combination: evaluates `target`; unless it is `ignore`
    /// (bounds-checked otherwise), binds `new` to `source` and `old` to
    /// `array[target]` (a counted read), and stores `value` there (a counted
    /// write).
    Combine {
        array: ArrayId,
        target: Expr,
        source: Expr,
        new: VarId,
        old: VarId,
        value: Expr,
        at: NodeId,
    },
    /// Copies every element of `src` into `dst` (same shape): `permute`'s
    /// defaults. Counted as `|src|` reads and writes.
    Copy {
        dst: ArrayId,
        src: ArrayId,
        at: NodeId,
    },
    /// Appends `value` to a compacted array (`filter`).
    Append {
        array: ArrayId,
        value: Expr,
        at: NodeId,
    },
    If {
        cond: Expr,
        then_: Vec<Stmt>,
        else_: Vec<Stmt>,
        at: NodeId,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
        at: NodeId,
    },
    Check {
        check: Check,
        at: NodeId,
    },
}

/// A scalar expression over variables.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Var(VarId),
    Lit(Scalar),
    /// `xs[i, j]` in a lambda: a counted, bounds-checked read.
    Index {
        array: ArrayId,
        index: Vec<Expr>,
    },
    /// The extent of dimension `axis` of an array (free).
    Dim {
        array: ArrayId,
        axis: usize,
    },
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Let {
        var: VarId,
        value: Box<Expr>,
        body: Box<Expr>,
    },
    Tuple(Vec<Expr>),
    Proj(Box<Expr>, usize),
    Call(Builtin, Vec<Expr>),
    Convert(Prim, Box<Expr>),
    /// `permute`'s "drop this element" (only as a whole `Combine` target or
    /// a branch of an `If` there).
    Ignore,
}

impl Expr {
    pub fn var(v: VarId) -> Expr {
        Expr::Var(v)
    }

    pub fn i64(v: i64) -> Expr {
        Expr::Lit(Scalar::I64(v))
    }

    pub fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }

    /// Calls `f` on every variable the expression reads (free or bound).
    pub fn each_var(&self, f: &mut dyn FnMut(VarId)) {
        self.walk(&mut |e| {
            if let Expr::Var(v) = e {
                f(*v)
            }
        })
    }

    /// Variables the expression reads that it does not bind itself, each
    /// once, in the order first read.
    pub fn free_vars(&self) -> Vec<VarId> {
        let mut bound = HashSet::new();
        self.walk(&mut |x| {
            if let Expr::Let { var, .. } = x {
                bound.insert(*var);
            }
        });
        let mut out = Vec::new();
        self.each_var(&mut |v| {
            if !bound.contains(&v) && !out.contains(&v) {
                out.push(v)
            }
        });
        out
    }

    /// Pre-order visit of every sub-expression.
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        self.for_each_child(&mut |e| e.walk(f));
    }

    /// Replaces variables by `f`'s answer (where it answers), the ones a
    /// `let` binds included.
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        if let Expr::Var(v) | Expr::Let { var: v, .. } = self {
            if let Some(w) = f(*v) {
                *v = w
            }
        }
        self.for_each_child_mut(&mut |e| e.rename(f));
    }

    /// The direct sub-expressions, in evaluation order.
    pub fn for_each_child(&self, f: &mut dyn FnMut(&Expr)) {
        each_child!(self, f)
    }

    /// [`Expr::for_each_child`], to change them.
    pub fn for_each_child_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        each_child!(self, f)
    }
}

/// The one body of [`Expr::for_each_child`] and its `_mut` twin: the
/// bindings are `&` or `&mut` as the matched expression is.
macro_rules! each_child {
    ($e:expr, $f:expr) => {
        match $e {
            Expr::Var(_) | Expr::Lit(_) | Expr::Dim { .. } | Expr::Ignore => {}
            Expr::Index { index: es, .. } | Expr::Tuple(es) | Expr::Call(_, es) => {
                for e in es {
                    $f(e)
                }
            }
            Expr::Unary(_, a) | Expr::Proj(a, _) | Expr::Convert(_, a) => $f(a),
            Expr::Binary(_, a, b)
            | Expr::Let {
                value: a, body: b, ..
            } => {
                $f(a);
                $f(b)
            }
            Expr::If(a, b, c) => {
                $f(a);
                $f(b);
                $f(c)
            }
        }
    };
}
use each_child;

// ---------------------------------------------------------------- visiting

/// A body nested in a statement: an `if`'s branches, a `while`'s body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Then,
    Else,
    While,
}

/// A visit of statements in pre-order that sees where nested bodies start
/// and end ([`visit`]); for a plain pre-order visit, [`Stmt::walk`].
pub trait Visitor {
    type Error;

    /// A statement, before the bodies nested in it.
    fn stmt(&mut self, s: &Stmt) -> Result<(), Self::Error>;

    /// Entering a nested body (`stmts`, its statements).
    fn enter(&mut self, _body: Body, _stmts: &[Stmt]) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Leaving a nested body.
    fn leave(&mut self, _body: Body) {}
}

/// Visits `ss` and the bodies nested in them, in pre-order: the one place
/// that descends into `If` and `While` (executing them is control flow, the
/// evaluators' business).
pub fn visit<V: Visitor + ?Sized>(ss: &[Stmt], v: &mut V) -> Result<(), V::Error> {
    for s in ss {
        v.stmt(s)?;
        for (body, stmts) in s.bodies() {
            v.enter(body, stmts)?;
            visit(stmts, v)?;
            v.leave(body);
        }
    }
    Ok(())
}

/// The one body of [`Stmt::own_exprs`] and its `_mut` twin: the bindings
/// are `&` or `&mut` as the matched statement is.
macro_rules! each_own_expr {
    ($s:expr, $f:expr) => {
        match $s {
            Stmt::Let { value, .. } | Stmt::Set { value, .. } | Stmt::Append { value, .. } => {
                $f(value)
            }
            Stmt::Load { index, .. } => {
                for e in index {
                    $f(e)
                }
            }
            Stmt::Store { index, value, .. } => {
                for e in index {
                    $f(e)
                }
                $f(value)
            }
            Stmt::Combine {
                target,
                source,
                value,
                ..
            } => {
                $f(target);
                $f(source);
                $f(value)
            }
            Stmt::Copy { .. } => {}
            Stmt::If { cond, .. } | Stmt::While { cond, .. } => $f(cond),
            Stmt::Check {
                check: Check { cond, operands, .. },
                ..
            } => {
                $f(cond);
                for o in operands {
                    $f(o)
                }
            }
        }
    };
}

impl Stmt {
    /// The operation the statement belongs to (named by its errors).
    pub fn at(&self) -> NodeId {
        match self {
            Stmt::Let { at, .. }
            | Stmt::Set { at, .. }
            | Stmt::Load { at, .. }
            | Stmt::Store { at, .. }
            | Stmt::Combine { at, .. }
            | Stmt::Copy { at, .. }
            | Stmt::Append { at, .. }
            | Stmt::If { at, .. }
            | Stmt::While { at, .. }
            | Stmt::Check { at, .. } => *at,
        }
    }

    /// The bodies nested in the statement, in order.
    pub fn bodies(&self) -> impl Iterator<Item = (Body, &[Stmt])> {
        let (first, second): (Option<(Body, &[Stmt])>, _) = match self {
            Stmt::If { then_, else_, .. } => (
                Some((Body::Then, &then_[..])),
                Some((Body::Else, &else_[..])),
            ),
            Stmt::While { body, .. } => (Some((Body::While, &body[..])), None),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }

    /// [`Stmt::bodies`], to change them.
    pub fn bodies_mut(&mut self) -> impl Iterator<Item = &mut Vec<Stmt>> {
        let (first, second) = match self {
            Stmt::If { then_, else_, .. } => (Some(then_), Some(else_)),
            Stmt::While { body, .. } => (Some(body), None),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }

    /// Pre-order visit of the statement and of the statements nested in it.
    pub fn walk(&self, f: &mut dyn FnMut(&Stmt)) {
        f(self);
        for (_, body) in self.bodies() {
            body.iter().for_each(|s| s.walk(f));
        }
    }

    /// [`Stmt::walk`], to change them.
    pub fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Stmt)) {
        f(self);
        for body in self.bodies_mut() {
            body.iter_mut().for_each(|s| s.walk_mut(f));
        }
    }

    /// The expressions of the statement itself (not of nested statements),
    /// in evaluation order.
    pub fn own_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        each_own_expr!(self, f)
    }

    /// [`Stmt::own_exprs`], to change them.
    pub fn own_exprs_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        each_own_expr!(self, f)
    }

    /// The variables the statement itself binds (a `Combine`'s too; not
    /// those of nested statements).
    fn own_bindings_mut(&mut self) -> Vec<&mut VarId> {
        match self {
            Stmt::Let { var, .. } | Stmt::Set { var, .. } | Stmt::Load { var, .. } => vec![var],
            Stmt::Combine { new, old, .. } => vec![new, old],
            _ => vec![],
        }
    }

    /// Every expression of the statement, and of nested statements.
    pub fn exprs(&self, f: &mut dyn FnMut(&Expr)) {
        self.walk(&mut |s| s.own_exprs(f));
    }

    /// Renames variables everywhere in the statement, definitions included.
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        self.walk_mut(&mut |s| {
            for v in s.own_bindings_mut() {
                if let Some(w) = f(*v) {
                    *v = w
                }
            }
            s.own_exprs_mut(&mut |e| e.rename(f));
        });
    }

    /// The variables this statement defines (at its own level).
    pub fn defines(&self) -> Vec<VarId> {
        match self {
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => vec![*var],
            _ => vec![],
        }
    }
}

impl Level {
    /// Renames variables in every statement and loop of the level.
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        for s in self.pre.iter_mut().chain(self.post.iter_mut()) {
            s.rename(f);
        }
        if let Some(l) = &mut self.inner {
            if let Some(w) = f(l.index) {
                l.index = w;
            }
            l.extent.rename(f);
            l.body.rename(f);
        }
    }

    /// Every statement of the level and the levels inside it, outermost first.
    pub fn stmts_mut(&mut self, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
        f(&mut self.pre);
        if let Some(l) = &mut self.inner {
            l.body.stmts_mut(f);
        }
        f(&mut self.post);
    }

    pub fn stmts(&self, f: &mut dyn FnMut(&[Stmt])) {
        f(&self.pre);
        if let Some(l) = &self.inner {
            l.body.stmts(f);
        }
        f(&self.post);
    }
}

/// The result type of an expression, or why it has none.
pub fn type_of(p: &LoopProgram, e: &Expr) -> Result<ScalarType, String> {
    Ok(match e {
        Expr::Var(v) => p
            .vars
            .get(v.index())
            .ok_or_else(|| format!("variable v{} does not exist", v.0))?
            .ty
            .clone(),
        Expr::Lit(s) => s.ty(),
        Expr::Index { array, index } => {
            let a = p
                .arrays
                .get(array.index())
                .ok_or_else(|| format!("array {array} does not exist"))?;
            if index.len() != a.rank {
                return Err(format!(
                    "`{}` has rank {} but is indexed with {} indices",
                    a.name,
                    a.rank,
                    index.len()
                ));
            }
            for i in index {
                expect(p, i, &ScalarType::I64, "an index")?;
            }
            a.elem.clone()
        }
        Expr::Dim { .. } => ScalarType::I64,
        Expr::Unary(UnOp::Not, a) => {
            type_of(p, a)?;
            ScalarType::BOOL
        }
        Expr::Unary(UnOp::Neg, a) => type_of(p, a)?,
        Expr::Binary(op, a, b) => {
            let (ta, tb) = (type_of(p, a)?, type_of(p, b)?);
            let shift = matches!(op, BinOp::Shl | BinOp::Shr);
            if ta != tb && !shift {
                return Err(format!(
                    "operands of `{}` have types {ta} and {tb}",
                    op.symbol()
                ));
            }
            match op {
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    ScalarType::BOOL
                }
                _ => ta,
            }
        }
        Expr::If(c, a, b) => {
            expect(p, c, &ScalarType::BOOL, "a condition")?;
            if matches!(**a, Expr::Ignore) {
                return type_of(p, b);
            }
            let ta = type_of(p, a)?;
            if !matches!(**b, Expr::Ignore) {
                expect(p, b, &ta, "the else branch")?;
            }
            ta
        }
        Expr::Let { var, value, body } => {
            let decl = &p
                .vars
                .get(var.index())
                .ok_or_else(|| format!("variable v{} does not exist", var.0))?
                .ty;
            expect(p, value, decl, "a let's value")?;
            type_of(p, body)?
        }
        Expr::Tuple(es) => {
            ScalarType::Tuple(es.iter().map(|e| type_of(p, e)).collect::<Result<_, _>>()?)
        }
        Expr::Proj(a, i) => match type_of(p, a)? {
            ScalarType::Tuple(ts) if *i < ts.len() => ts[*i].clone(),
            t => return Err(format!("projection .{i} of a value of type {t}")),
        },
        Expr::Call(_, es) => {
            let ts = es
                .iter()
                .map(|e| type_of(p, e))
                .collect::<Result<Vec<_>, _>>()?;
            ts.first().cloned().ok_or("a call without arguments")?
        }
        Expr::Convert(prim, a) => {
            type_of(p, a)?;
            ScalarType::Prim(*prim)
        }
        Expr::Ignore => return Err("`ignore` outside a permute's target".into()),
    })
}

fn expect(p: &LoopProgram, e: &Expr, ty: &ScalarType, what: &str) -> Result<(), String> {
    let t = type_of(p, e)?;
    if &t == ty {
        Ok(())
    } else {
        Err(format!("{what} has type {t}, expected {ty}"))
    }
}

/// Checks the invariants of a program; the message names the first broken one:
/// - every variable is defined before it is used, in its level or an
///   enclosing one (a `For`'s index inside its body); a `Set` updates a
///   variable of its own or an enclosing level; no variable is defined twice;
/// - the element types agree: loads and stores with their arrays', lets and
///   sets with their variables', conditions and indices are `bool`/`i64`;
/// - indices match the arrays' ranks; stores, appends and combines go to
///   arrays the nest allocates; streamed loads index with loop indices
///   (outermost first), so every `For` lowers the rank of what it streams by
///   one;
/// - extents use only shapes known when they are evaluated: the program's
///   parameters, the parameters of enclosing blocks (a `loop`'s variables),
///   arrays made by earlier items, and the nest's inputs and earlier shapes;
/// - a nest has at most one loop per depth (by construction: [`Level`]).
pub fn verify(p: &LoopProgram) -> Result<(), String> {
    let mut defined: HashSet<VarId> = HashSet::new();
    let mut shaped: HashSet<ArrayId> = p.params.iter().copied().collect();
    verify_items(p, &p.body, &mut defined, &mut shaped)
}

/// `shaped`: the arrays whose shapes are known where `items` start (the
/// parameters, the enclosing blocks' parameters, and what earlier items
/// made); on return, also what `items` made.
fn verify_items(
    p: &LoopProgram,
    items: &[Item],
    defined: &mut HashSet<VarId>,
    shaped: &mut HashSet<ArrayId>,
) -> Result<(), String> {
    for it in items {
        match it {
            Item::Nest(n) => {
                verify_nest(p, n, defined, shaped)
                    .map_err(|e| format!("nest {} ({}): {e}", n.cluster, n.tree))?;
                shaped.extend(n.shapes.iter().map(|s| s.array));
            }
            Item::If {
                hoisted,
                cond,
                then_,
                else_,
                outputs,
                ..
            } => {
                verify_condition(p, hoisted, cond, defined, "an `if` condition")?;
                for b in [then_, else_] {
                    verify_block(p, b, defined, shaped)?;
                }
                shaped.extend(outputs.iter().copied());
            }
            Item::Loop {
                hoisted,
                cond,
                body,
                outputs,
                ..
            } => {
                verify_condition(p, hoisted, cond, defined, "a `loop` condition")?;
                verify_block(p, body, defined, shaped)?;
                shaped.extend(outputs.iter().copied());
            }
        }
    }
    Ok(())
}

/// A nested block: its parameters' shapes are known inside it; what it
/// makes is not known after it (only the item's outputs are).
fn verify_block(
    p: &LoopProgram,
    b: &Block,
    defined: &mut HashSet<VarId>,
    shaped: &HashSet<ArrayId>,
) -> Result<(), String> {
    let mut inner = shaped.clone();
    inner.extend(b.params.iter().copied());
    verify_items(p, &b.items, defined, &mut inner)
}

/// An array-level condition: reads only its hoisted values, and is a `bool`.
fn verify_condition(
    p: &LoopProgram,
    hoisted: &[(VarId, ArrayId)],
    cond: &Expr,
    defined: &mut HashSet<VarId>,
    what: &str,
) -> Result<(), String> {
    let mut scope = Scope::new(defined, &p.vars);
    for (v, _) in hoisted {
        scope.define(*v)?;
    }
    scope.check_expr(cond)?;
    expect(p, cond, &ScalarType::BOOL, what)
}

/// Variables in scope (a stack of levels) plus every variable ever defined
/// (no variable may be defined twice anywhere).
struct Scope<'a> {
    levels: Vec<Vec<VarId>>,
    /// Every variable of `levels` (so that a lookup does not scan them).
    visible: HashSet<VarId>,
    ever: &'a mut HashSet<VarId>,
    /// For messages: the variables' printed names.
    vars: &'a [VarDecl],
}

impl<'a> Scope<'a> {
    fn new(ever: &'a mut HashSet<VarId>, vars: &'a [VarDecl]) -> Scope<'a> {
        Scope {
            levels: vec![Vec::new()],
            visible: HashSet::new(),
            ever,
            vars,
        }
    }

    /// `v`'s printed name, as `--emit loops` shows it.
    fn name(&self, v: VarId) -> String {
        self.vars
            .get(v.index())
            .map_or(format!("v{}", v.0), |d| d.name.clone())
    }

    /// Enters a level.
    fn open(&mut self) {
        self.levels.push(Vec::new());
    }

    /// Leaves the innermost level: its variables go out of scope.
    fn close(&mut self) {
        for v in self.levels.pop().expect("a level") {
            self.visible.remove(&v);
        }
    }

    fn in_scope(&self, v: VarId) -> bool {
        self.visible.contains(&v)
    }

    fn define(&mut self, v: VarId) -> Result<(), String> {
        if !self.ever.insert(v) {
            return Err(format!("variable {} is defined twice", self.name(v)));
        }
        self.levels.last_mut().expect("a level").push(v);
        self.visible.insert(v);
        Ok(())
    }

    fn check_expr(&mut self, e: &Expr) -> Result<(), String> {
        match e {
            Expr::Var(v) if !self.in_scope(*v) => Err(format!(
                "variable {} is used before it is defined",
                self.name(*v)
            )),
            Expr::Let { var, value, body } => {
                self.check_expr(value)?;
                self.open();
                self.define(*var)?;
                let r = self.check_expr(body);
                self.close();
                r
            }
            _ => {
                // Every child is checked (a `let` in one defines its
                // variable); the first error counts.
                let mut first = Ok(());
                e.for_each_child(&mut |c| {
                    let r = self.check_expr(c);
                    if first.is_ok() {
                        first = r;
                    }
                });
                first
            }
        }
    }
}

/// `known`: the arrays whose shapes are known before the nest runs.
fn verify_nest(
    p: &LoopProgram,
    n: &Nest,
    ever: &mut HashSet<VarId>,
    known: &HashSet<ArrayId>,
) -> Result<(), String> {
    let allocated: HashSet<ArrayId> = n
        .shapes
        .iter()
        .filter(|s| s.alloc)
        .map(|s| s.array)
        .collect();
    let mut shaped: HashSet<ArrayId> = n.inputs.iter().copied().collect();
    let mut scope = Scope::new(ever, &p.vars);
    for s in &n.shapes {
        for d in &s.dims {
            scope.check_expr(d)?;
            expect(p, d, &ScalarType::I64, "an extent")?;
            let mut missing = None;
            d.walk(&mut |e| {
                if let Expr::Dim { array, .. } = e {
                    if !shaped.contains(array) && !known.contains(array) {
                        missing = Some(*array);
                    }
                }
            });
            if let Some(a) = missing {
                return Err(format!(
                    "the shape of `{}` uses the shape of `{}` before it is known",
                    p.arrays[s.array.index()].name,
                    p.arrays[a.index()].name
                ));
            }
        }
        if s.dims.len() != p.arrays[s.array.index()].rank {
            return Err(format!(
                "`{}` has rank {} but {} extents",
                p.arrays[s.array.index()].name,
                p.arrays[s.array.index()].rank,
                s.dims.len()
            ));
        }
        shaped.insert(s.array);
    }
    let ctx = NestCtx {
        p,
        allocated: &allocated,
    };
    ctx.level(&n.body, &mut scope, &mut Vec::new())
}

struct NestCtx<'a> {
    p: &'a LoopProgram,
    allocated: &'a HashSet<ArrayId>,
}

impl NestCtx<'_> {
    fn level(&self, l: &Level, scope: &mut Scope, indices: &mut Vec<VarId>) -> Result<(), String> {
        scope.open();
        self.stmts(&l.pre, scope, indices)?;
        if let Some(f) = &l.inner {
            scope.check_expr(&f.extent)?;
            expect(self.p, &f.extent, &ScalarType::I64, "a loop extent")?;
            if self.p.vars[f.index.index()].ty != ScalarType::I64 {
                return Err("a loop index is not an i64".into());
            }
            scope.open();
            scope.define(f.index)?;
            indices.push(f.index);
            self.level(&f.body, scope, indices)?;
            indices.pop();
            scope.close();
        }
        self.stmts(&l.post, scope, indices)?;
        scope.close();
        Ok(())
    }

    fn stmts(&self, ss: &[Stmt], scope: &mut Scope, indices: &[VarId]) -> Result<(), String> {
        visit(
            ss,
            &mut StmtChecker {
                ctx: self,
                scope,
                indices,
            },
        )
    }

    /// One statement (not the ones nested in it: [`StmtChecker`] visits them).
    fn stmt(&self, s: &Stmt, scope: &mut Scope, indices: &[VarId]) -> Result<(), String> {
        let p = self.p;
        let elem = |a: ArrayId| p.arrays[a.index()].elem.clone();
        let name = |a: ArrayId| p.arrays[a.index()].name.to_string();
        let written = |a: ArrayId| {
            if self.allocated.contains(&a) {
                Ok(())
            } else {
                Err(format!(
                    "`{}` is written but not allocated by the nest",
                    name(a)
                ))
            }
        };
        match s {
            Stmt::Let { var, value, .. } => {
                scope.check_expr(value)?;
                expect(p, value, &p.vars[var.index()].ty, "a let's value")?;
                scope.define(*var)?;
            }
            Stmt::Set { var, value, .. } => {
                scope.check_expr(value)?;
                if !scope.in_scope(*var) {
                    return Err(format!(
                        "{} is updated before it is defined",
                        scope.name(*var)
                    ));
                }
                expect(p, value, &p.vars[var.index()].ty, "an update")?;
            }
            Stmt::Load {
                var,
                array,
                index,
                streamed,
                ..
            } => {
                let e = Expr::Index {
                    array: *array,
                    index: index.clone(),
                };
                scope.check_expr(&e)?;
                expect(p, &e, &p.vars[var.index()].ty, "a load")?;
                if *streamed {
                    let ok = index.len() <= indices.len()
                        && index
                            .iter()
                            .zip(indices)
                            .all(|(e, v)| matches!(e, Expr::Var(w) if w == v));
                    if !ok {
                        return Err(format!(
                            "a streamed load of `{}` does not index with the loop indices",
                            name(*array)
                        ));
                    }
                }
                scope.define(*var)?;
            }
            Stmt::Store {
                array,
                index,
                value,
                ..
            } => {
                written(*array)?;
                let e = Expr::Index {
                    array: *array,
                    index: index.clone(),
                };
                scope.check_expr(&e)?;
                type_of(p, &e)?;
                scope.check_expr(value)?;
                expect(p, value, &elem(*array), "a stored value")?;
            }
            Stmt::Combine {
                array,
                target,
                source,
                new,
                old,
                value,
                ..
            } => {
                written(*array)?;
                scope.check_expr(target)?;
                scope.check_expr(source)?;
                scope.open();
                scope.define(*new)?;
                scope.define(*old)?;
                scope.check_expr(value)?;
                scope.close();
                expect(p, value, &elem(*array), "a combined value")?;
            }
            Stmt::Copy { dst, src, .. } => {
                written(*dst)?;
                if elem(*dst) != elem(*src) {
                    return Err(format!("copy of `{}` into `{}`", name(*src), name(*dst)));
                }
            }
            Stmt::Append { array, value, .. } => {
                written(*array)?;
                scope.check_expr(value)?;
                expect(p, value, &elem(*array), "an appended value")?;
            }
            Stmt::If { cond, .. } | Stmt::While { cond, .. } => {
                scope.check_expr(cond)?;
                expect(p, cond, &ScalarType::BOOL, "a condition")?;
            }
            Stmt::Check { check, .. } => {
                scope.check_expr(&check.cond)?;
                expect(p, &check.cond, &ScalarType::BOOL, "a check")?;
                for o in &check.operands {
                    scope.check_expr(o)?;
                    expect(p, o, &ScalarType::I64, "a check's operand")?;
                }
            }
        }
        Ok(())
    }
}

/// Checks statements and the bodies nested in them, each body a scope.
struct StmtChecker<'c, 's, 'a> {
    ctx: &'c NestCtx<'c>,
    scope: &'s mut Scope<'a>,
    indices: &'c [VarId],
}

impl Visitor for StmtChecker<'_, '_, '_> {
    type Error = String;

    fn stmt(&mut self, s: &Stmt) -> Result<(), String> {
        self.ctx.stmt(s, self.scope, self.indices)
    }

    fn enter(&mut self, _: Body, _: &[Stmt]) -> Result<(), String> {
        self.scope.open();
        Ok(())
    }

    fn leave(&mut self, _: Body) {
        self.scope.close();
    }
}

// ---------------------------------------------------------------- printing

/// The program as imperative pseudo-code, one block per nest (like the
/// listings of seed 004 §4.5).
pub fn render(p: &LoopProgram) -> String {
    let mut s = String::new();
    let pr = Printer { p };
    pr.items(&p.body, 0, &mut s);
    s
}

struct Printer<'a> {
    p: &'a LoopProgram,
}

impl Printer<'_> {
    fn var(&self, v: VarId) -> String {
        self.p
            .vars
            .get(v.index())
            .map_or(format!("v{}", v.0), |d| d.name.clone())
    }

    fn arr(&self, a: ArrayId) -> String {
        self.p.arrays[a.index()].name.to_string()
    }

    fn items(&self, items: &[Item], depth: usize, s: &mut String) {
        let pad = "  ".repeat(depth);
        for it in items {
            match it {
                Item::Nest(n) => {
                    let ins: Vec<String> = n.inputs.iter().map(|a| self.arr(*a)).collect();
                    let outs: Vec<String> = n.outputs().iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}-- {}: {}", n.cluster, n.tree);
                    let _ = writeln!(
                        s,
                        "{pad}-- reads {{{}}}, writes {{{}}}",
                        ins.join(", "),
                        outs.join(", ")
                    );
                    for sd in n.shapes.iter().filter(|sd| sd.alloc) {
                        let dims: Vec<String> = sd.dims.iter().map(|d| self.expr(d)).collect();
                        let _ = writeln!(
                            s,
                            "{pad}{} := alloc [{}]{}",
                            self.arr(sd.array),
                            dims.join(", "),
                            if sd.compact { " (compacted)" } else { "" }
                        );
                    }
                    self.level(&n.body, depth, s);
                    s.push('\n');
                }
                Item::If {
                    hoisted,
                    cond,
                    then_,
                    else_,
                    outputs,
                    ..
                } => {
                    for (v, a) in hoisted {
                        let _ = writeln!(s, "{pad}{} = {}[]", self.var(*v), self.arr(*a));
                    }
                    let _ = writeln!(s, "{pad}if {} then", self.expr(cond));
                    self.items(&then_.items, depth + 1, s);
                    let _ = writeln!(s, "{pad}else");
                    self.items(&else_.items, depth + 1, s);
                    let outs: Vec<String> = outputs.iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}end -> ({})", outs.join(", "));
                }
                Item::Loop {
                    hoisted,
                    cond,
                    body,
                    outputs,
                    ..
                } => {
                    let params: Vec<String> = body.params.iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}loop ({})", params.join(", "));
                    for (v, a) in hoisted {
                        let _ = writeln!(s, "{pad}  {} = {}[]", self.var(*v), self.arr(*a));
                    }
                    let _ = writeln!(s, "{pad}while {} do", self.expr(cond));
                    self.items(&body.items, depth + 1, s);
                    let outs: Vec<String> = outputs.iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}end -> ({})", outs.join(", "));
                }
            }
        }
    }

    fn level(&self, l: &Level, depth: usize, s: &mut String) {
        self.stmts(&l.pre, depth, s);
        if let Some(f) = &l.inner {
            let pad = "  ".repeat(depth);
            let dir = match f.dir {
                Dir::Forward => "",
                Dir::Backward => " reversed",
            };
            let _ = writeln!(
                s,
                "{pad}for {} in 0..{}{dir}:",
                self.var(f.index),
                self.expr(&f.extent)
            );
            self.level(&f.body, depth + 1, s);
        }
        self.stmts(&l.post, depth, s);
    }

    fn stmts(&self, ss: &[Stmt], depth: usize, s: &mut String) {
        let mut printer = StmtPrinter {
            pr: self,
            depth,
            out: s,
        };
        let Ok(()) = visit(ss, &mut printer);
    }

    /// One statement's line (a nested body's lines: [`StmtPrinter`]).
    fn stmt(&self, st: &Stmt, depth: usize, s: &mut String) {
        let pad = "  ".repeat(depth);
        let idx = |ix: &[Expr]| {
            ix.iter()
                .map(|e| self.expr(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match st {
            Stmt::Let { var, value, .. } => {
                let _ = writeln!(s, "{pad}{} = {}", self.var(*var), self.expr(value));
            }
            Stmt::Set { var, value, .. } => {
                let _ = writeln!(s, "{pad}{} := {}", self.var(*var), self.expr(value));
            }
            Stmt::Load {
                var, array, index, ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{} = {}[{}]",
                    self.var(*var),
                    self.arr(*array),
                    idx(index)
                );
            }
            Stmt::Store {
                array,
                index,
                value,
                ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{}[{}] = {}",
                    self.arr(*array),
                    idx(index),
                    self.expr(value)
                );
            }
            Stmt::Combine {
                array,
                target,
                new,
                old,
                value,
                ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{a}[t] = let {n}, {o} = _, {a}[t] in {v}  where t = {t} (unless ignore)",
                    a = self.arr(*array),
                    n = self.var(*new),
                    o = self.var(*old),
                    v = self.expr(value),
                    t = self.expr(target)
                );
            }
            Stmt::Copy { dst, src, .. } => {
                let _ = writeln!(s, "{pad}{} := copy {}", self.arr(*dst), self.arr(*src));
            }
            Stmt::Append { array, value, .. } => {
                let _ = writeln!(s, "{pad}append {} {}", self.arr(*array), self.expr(value));
            }
            Stmt::If { cond, .. } => {
                let _ = writeln!(s, "{pad}if {}:", self.expr(cond));
            }
            Stmt::While { cond, .. } => {
                let _ = writeln!(s, "{pad}while {}:", self.expr(cond));
            }
            Stmt::Check { check, .. } => {
                let _ = writeln!(s, "{pad}check {}", self.expr(&check.cond));
            }
        }
    }

    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Var(v) => self.var(*v),
            Expr::Lit(l) => l.to_string(),
            Expr::Index { array, index } => {
                let ix: Vec<String> = index.iter().map(|e| self.expr(e)).collect();
                format!("{}[{}]", self.arr(*array), ix.join(", "))
            }
            Expr::Dim { array, axis } => format!("dim({}, {axis})", self.arr(*array)),
            Expr::Unary(UnOp::Neg, a) => format!("-{}", self.atom(a)),
            Expr::Unary(UnOp::Not, a) => format!("!{}", self.atom(a)),
            Expr::Binary(op, a, b) => {
                format!("{} {} {}", self.atom(a), op.symbol(), self.atom(b))
            }
            Expr::If(c, a, b) => format!(
                "if {} then {} else {}",
                self.expr(c),
                self.expr(a),
                self.expr(b)
            ),
            Expr::Let { var, value, body } => format!(
                "let {} = {} in {}",
                self.var(*var),
                self.expr(value),
                self.expr(body)
            ),
            Expr::Tuple(es) => {
                let xs: Vec<String> = es.iter().map(|e| self.expr(e)).collect();
                format!("({})", xs.join(", "))
            }
            Expr::Proj(a, i) => format!("{}.{i}", self.atom(a)),
            Expr::Call(f, es) => {
                let xs: Vec<String> = es.iter().map(|e| self.atom(e)).collect();
                format!("{} {}", f.name(), xs.join(" "))
            }
            Expr::Convert(p, a) => format!("{} {}", p.name(), self.atom(a)),
            Expr::Ignore => "ignore".into(),
        }
    }

    fn atom(&self, e: &Expr) -> String {
        match e {
            Expr::Var(_)
            | Expr::Lit(_)
            | Expr::Index { .. }
            | Expr::Dim { .. }
            | Expr::Tuple(_)
            | Expr::Ignore => self.expr(e),
            _ => format!("({})", self.expr(e)),
        }
    }
}

/// Prints statements, each nested body indented one step further; an
/// empty `else` is left out.
struct StmtPrinter<'p, 'o> {
    pr: &'p Printer<'p>,
    depth: usize,
    out: &'o mut String,
}

impl Visitor for StmtPrinter<'_, '_> {
    type Error = std::convert::Infallible;

    fn stmt(&mut self, st: &Stmt) -> Result<(), Self::Error> {
        self.pr.stmt(st, self.depth, self.out);
        Ok(())
    }

    fn enter(&mut self, body: Body, stmts: &[Stmt]) -> Result<(), Self::Error> {
        if body == Body::Else && !stmts.is_empty() {
            let _ = writeln!(self.out, "{}else:", "  ".repeat(self.depth));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self, _: Body) {
        self.depth -= 1;
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dir::Forward => "forward",
            Dir::Backward => "backward",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(var: u32, value: Expr) -> Stmt {
        Stmt::Set {
            var: VarId(var),
            value,
            at: NodeId(0),
        }
    }

    /// `if v0: (v1 := v0; while v1: v2 := v1) else: v3 := v0`
    fn nested() -> Stmt {
        Stmt::If {
            cond: Expr::var(VarId(0)),
            then_: vec![
                set(1, Expr::var(VarId(0))),
                Stmt::While {
                    cond: Expr::var(VarId(1)),
                    body: vec![set(2, Expr::var(VarId(1)))],
                    at: NodeId(0),
                },
            ],
            else_: vec![set(3, Expr::var(VarId(0)))],
            at: NodeId(0),
        }
    }

    #[test]
    fn walks_are_pre_order_into_every_body() {
        let mut seen = Vec::new();
        nested().walk(&mut |s| {
            seen.push(match s {
                Stmt::Set { var, .. } => var.0 as i64,
                Stmt::If { .. } => -1,
                _ => -2,
            })
        });
        assert_eq!(seen, [-1, 1, -2, 2, 3]);
        let mut read = Vec::new();
        nested().exprs(&mut |e| e.each_var(&mut |v| read.push(v.0)));
        assert_eq!(read, [0, 0, 1, 1, 0]);
    }

    #[test]
    fn renaming_reaches_nested_definitions_and_uses() {
        let mut s = nested();
        s.rename(&|v| (v == VarId(1)).then_some(VarId(9)));
        let mut vars = Vec::new();
        s.walk(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                vars.push(var.0)
            }
        });
        assert_eq!(vars, [9, 2, 3]);
        let mut read = Vec::new();
        s.exprs(&mut |e| e.each_var(&mut |v| read.push(v.0)));
        assert_eq!(read, [0, 0, 9, 9, 0]);
    }

    /// Counts how deep each statement is, entering and leaving bodies.
    struct Depths(usize, Vec<(usize, Option<Body>)>);

    impl Visitor for Depths {
        type Error = ();

        fn stmt(&mut self, _: &Stmt) -> Result<(), ()> {
            self.1.push((self.0, None));
            Ok(())
        }

        fn enter(&mut self, body: Body, _: &[Stmt]) -> Result<(), ()> {
            self.1.push((self.0, Some(body)));
            self.0 += 1;
            Ok(())
        }

        fn leave(&mut self, _: Body) {
            self.0 -= 1;
        }
    }

    #[test]
    fn visits_see_where_bodies_start_and_end() {
        let mut d = Depths(0, Vec::new());
        visit(&[nested()], &mut d).expect("visits");
        let then_ = Some(Body::Then);
        let expected = [
            (0, None),
            (0, then_),
            (1, None),
            (1, None),
            (1, Some(Body::While)),
            (2, None),
            (0, Some(Body::Else)),
            (1, None),
        ];
        assert_eq!(d.1, expected);
    }
}

//! What a loop program is: its arrays and variables, array-level items,
//! nests of `For` levels, statements and scalar expressions (see the
//! parent module for how they stand for the thesis' concepts).

use crate::ast::{BinOp, Builtin, OpKind, UnOp};
use crate::graph::{ArrayId, NodeId, NodeKind};
use crate::id::{ClusterId, IdVec};
use crate::runtime::RuntimeErrorKind;
use crate::size::Poly;
use crate::span::Span;
use crate::types::{Prim, ScalarType};
use crate::value::Scalar;
use crate::Name;
use std::collections::HashSet;
use std::fmt;

pub use crate::id::VarId;

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
    pub op: OriginOp,
    /// The node's label, e.g. `sum1`.
    pub label: Name,
    pub span: Span,
}

/// What a node of the labelled graph was, as run-time errors name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OriginOp {
    /// An array operation (`map`, `fold1`, …).
    Op(OpKind),
    /// A scalar computed at array level (`unit`).
    Unit,
    If,
    Loop,
    /// A size assertion, named by its site (`call g`, `def f`, …).
    Assert(String),
}

impl OriginOp {
    /// The node kind's origin.
    pub fn of(kind: &NodeKind) -> OriginOp {
        match kind {
            NodeKind::Op(op) => OriginOp::Op(op.kind()),
            NodeKind::Unit(_) => OriginOp::Unit,
            NodeKind::If { .. } => OriginOp::If,
            NodeKind::Loop { .. } => OriginOp::Loop,
            NodeKind::Assert(a) => OriginOp::Assert(a.site.clone()),
        }
    }

    /// The word errors use: the operation's name, `unit`, `if`, `loop`, or
    /// the assertion's site.
    pub fn name(&self) -> &str {
        match self {
            OriginOp::Op(k) => k.name(),
            OriginOp::Unit => "unit",
            OriginOp::If => "if",
            OriginOp::Loop => "loop",
            OriginOp::Assert(site) => site,
        }
    }
}

impl fmt::Display for OriginOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads back what [`OriginOp::name`] prints (hand-built programs in tests
/// name their origins so): an operation's name, `unit`, `if`, `loop`, or
/// else an assertion site.
impl From<&str> for OriginOp {
    fn from(s: &str) -> OriginOp {
        if let Some(k) = OpKind::ALL.into_iter().find(|k| k.name() == s) {
            return OriginOp::Op(k);
        }
        match s {
            "unit" => OriginOp::Unit,
            "if" => OriginOp::If,
            "loop" => OriginOp::Loop,
            _ => OriginOp::Assert(s.to_string()),
        }
    }
}

/// A whole program: its nests and control flow, in execution order.
#[derive(Clone, Debug)]
pub struct LoopProgram {
    pub name: Name,
    pub arrays: IdVec<ArrayId, ArrayDecl>,
    pub vars: IdVec<VarId, VarDecl>,
    /// Indexed by `NodeId`.
    pub origins: IdVec<NodeId, Origin>,
    pub params: Vec<ArrayId>,
    pub body: Vec<Item>,
    pub results: Vec<ArrayId>,
}

impl LoopProgram {
    /// Variable `v`'s printed name (`v3` for one the program does not
    /// declare), as messages and `--emit loops` show it.
    pub fn var_name(&self, v: VarId) -> String {
        self.vars
            .get(v)
            .map_or_else(|| v.to_string(), |d| d.name.clone())
    }

    /// Array `a`'s name (`a3` for one the program does not declare).
    pub fn array_name(&self, a: ArrayId) -> String {
        self.arrays
            .get(a)
            .map_or_else(|| a.to_string(), |d| d.name.to_string())
    }
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
    /// A `reshape` stored alone (`crate::cluster::Clustering::alias`):
    /// `shape.array` is `input`'s storage under the extents `shape` gives
    /// (after its checks: no negative extent, the same element count). No
    /// loop, nothing read or written.
    Alias {
        node: NodeId,
        input: ArrayId,
        shape: ShapeDef,
    },
    /// Array-level `loop`: `params` start as `inits`; while `cond` holds
    /// (over `params`), run `body` and rebind `params` to its results;
    /// finally `outputs` are the last `params`.
    Loop {
        node: NodeId,
        /// A lifted sequence loop: `body.params[0]` (rank 0, `i64`) is the
        /// most elements the next chunk may take, which an executor that
        /// schedules binds before each iteration ([`super::schedule`]).
        scheduled: bool,
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
                Item::Alias { .. } => {}
            }
        }
    }
    go(items, &mut out);
    out
}

/// The arrays that `items` bind, at any depth: the nests' stored outputs,
/// the outputs of array-level `if`s and loops, the parameters of the
/// blocks inside them, and aliases. None of them is visible after the
/// block that holds `items` (a loop body's results live on as its
/// parameters), so an executor may free them once the block has run.
pub fn bound_in(items: &[Item]) -> Vec<ArrayId> {
    let mut out = Vec::new();
    fn go(items: &[Item], out: &mut Vec<ArrayId>) {
        for it in items {
            match it {
                Item::Nest(n) => out.extend(n.shapes.iter().filter(|s| s.alloc).map(|s| s.array)),
                Item::If {
                    then_,
                    else_,
                    outputs,
                    ..
                } => {
                    for b in [then_, else_] {
                        out.extend(&b.params);
                        go(&b.items, out);
                    }
                    out.extend(outputs);
                }
                Item::Loop { body, outputs, .. } => {
                    out.extend(&body.params);
                    go(&body.items, out);
                    out.extend(outputs);
                }
                Item::Alias { shape, .. } => out.push(shape.array),
            }
        }
    }
    go(items, &mut out);
    out
}

/// Calls `f` on every nest of a program (or block) in pre-order, inside
/// array-level `if` and loops too ([`nests`], to change them).
pub fn nests_mut(items: &mut [Item], f: &mut dyn FnMut(&mut Nest)) {
    for it in items {
        match it {
            Item::Nest(n) => f(n),
            Item::If { then_, else_, .. } => {
                nests_mut(&mut then_.items, f);
                nests_mut(&mut else_.items, f);
            }
            Item::Loop { body, .. } => nests_mut(&mut body.items, f),
            Item::Alias { .. } => {}
        }
    }
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

    /// The arrays it compacts (a `filter`'s): their lengths change as the
    /// nest runs, so their extents are not fixed before it.
    pub fn compacted(&self) -> HashSet<ArrayId> {
        self.shapes
            .iter()
            .filter(|s| s.compact)
            .map(|s| s.array)
            .collect()
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
/// any), then `post`. Further loops at this depth are statements of `pre`
/// or `post` ([`Stmt::For`]: a row group's later clusters).
#[derive(Clone, Debug, Default)]
pub struct Level {
    pub pre: Vec<Stmt>,
    pub inner: Option<Box<For>>,
    pub post: Vec<Stmt>,
}

impl Level {
    /// `pre` then `post`, cloned: the level's statements in the order they
    /// run when it has no inner loop.
    pub fn straight(&self) -> Vec<Stmt> {
        self.pre.iter().chain(&self.post).cloned().collect()
    }

    /// The depth of the `inner` chain: how many loops lead from this level
    /// to the innermost level through `inner` alone (a nest's rank, the
    /// number of loop indices its streamed loads below the chain use).
    /// Loops that are statements ([`Stmt::For`]) do not count: see
    /// [`Level::max_depth`] and [`Level::loops`].
    pub fn depth(&self) -> usize {
        self.inner.as_ref().map_or(0, |f| 1 + f.body.depth())
    }

    /// The deepest nesting of loops below this level, through `inner` and
    /// through [`Stmt::For`]s of its `pre` and `post` alike (equal to
    /// [`Level::depth`] without them).
    pub fn max_depth(&self) -> usize {
        let stmt_loops = self.pre.iter().chain(&self.post).filter_map(|s| match s {
            Stmt::For(f) => Some(1 + f.body.max_depth()),
            _ => None,
        });
        let inner = self.inner.as_ref().map(|f| 1 + f.body.max_depth());
        stmt_loops.chain(inner).max().unwrap_or(0)
    }

    /// How many loops the level holds: its inner loop and its
    /// [`Stmt::For`]s, and the loops inside them (equal to
    /// [`Level::depth`] without [`Stmt::For`]s).
    pub fn loops(&self) -> usize {
        let stmt_loops: usize = self
            .pre
            .iter()
            .chain(&self.post)
            .map(|s| match s {
                Stmt::For(f) => 1 + f.body.loops(),
                _ => 0,
            })
            .sum();
        stmt_loops + self.inner.as_ref().map_or(0, |f| 1 + f.body.loops())
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
    /// A further loop at this level, run in sequence with the level's other
    /// statements, once per execution of the level: the inner loop of a later
    /// cluster of a row group (clusters sharing their outermost loop run one
    /// after another in each of its iterations). Scoping is that of a level's
    /// inner loop: its body sees the variables defined before it, may `Set`
    /// them (an accumulator), and its own definitions stay inside it; loads in
    /// it are streamed over the enclosing loops' indices followed by its own.
    ///
    /// Only a statement of a [`Level`]'s `pre` or `post` (not of an `If`'s
    /// or a `While`'s body, which the verifier rejects); its extent is
    /// evaluated where the statement runs, as an inner loop's is where the
    /// level's `pre` ends. It belongs to no operation: [`Stmt::at`] is
    /// `None`, and errors of its extent name the nest, as an inner loop's do.
    For(Box<For>),
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

    /// The range check `(x >= 0) && (x < extent)`: how lowering writes a
    /// bounds check, which [`Expr::as_range_check`] reads back.
    pub fn range_check(x: Expr, extent: Expr) -> Expr {
        Expr::bin(
            BinOp::And,
            Expr::bin(BinOp::Ge, x.clone(), Expr::i64(0)),
            Expr::bin(BinOp::Lt, x, extent),
        )
    }

    /// The range check `(x >= 0) && (x < extent)` (as lowering writes a
    /// bounds check, [`Expr::range_check`]): `(x, extent)`.
    pub fn as_range_check(&self) -> Option<(&Expr, &Expr)> {
        let Expr::Binary(BinOp::And, low, high) = self else {
            return None;
        };
        match (&**low, &**high) {
            (Expr::Binary(BinOp::Ge, x, zero), Expr::Binary(BinOp::Lt, y, extent))
                if x == y && **zero == Expr::i64(0) =>
            {
                Some((x, extent))
            }
            _ => None,
        }
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

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Dir::Forward => "forward",
            Dir::Backward => "backward",
        })
    }
}

//! The typed program: what the type checker produces and every later pass reads.
//!
//! Two levels, as in Accelerate: array-level expressions ([`AExpr`]) bind and
//! combine whole arrays; scalar expressions ([`SExpr`]) are the bodies of the
//! lambdas that array operations apply per element. Every node carries its
//! type and its source span. Names are not unique (shadowing is allowed); an
//! evaluator keeps environments.

use crate::size::{Poly, Size};
use crate::span::Span;
use crate::types::{ArrayType, ScalarType, Type};
use crate::Name;
use std::fmt;

/// A checked file: its definitions in source order. A `def` may call only
/// earlier ones, so there is no recursion.
#[derive(Clone, Debug)]
pub struct Program {
    pub defs: Vec<Def>,
}

impl Program {
    pub fn def(&self, name: &str) -> Option<&Def> {
        self.defs.iter().find(|d| &*d.name == name)
    }

    /// The named definition, or the last one (the default entry point).
    pub fn entry(&self, name: Option<&str>) -> Option<&Def> {
        match name {
            Some(n) => self.def(n),
            None => self.defs.last(),
        }
    }
}

/// Whether `name` is one the checker made for what it expands (a section's
/// parameters, an unzipped array, a counted loop's bound): such names start
/// with `%`, which program text cannot write, so they never clash with a
/// program's own; outputs and reports do not show them.
pub fn is_synthetic(name: &str) -> bool {
    name.starts_with('%')
}

#[derive(Clone, Debug)]
pub struct Def {
    pub name: Name,
    /// The inputs as executors take them: a sequence parameter is two
    /// arrays per array of its elements ([`SeqParam`]).
    pub params: Vec<Param>,
    /// The sequence parameters, in the order written among `params`.
    pub seqs: Vec<SeqParam>,
    pub ret: Type,
    pub body: AExpr,
    pub span: Span,
}

/// A sequence parameter `xs: seq t`. Executors take it as two arrays per
/// array of `t`, at `params[first + 2k]` and `params[first + 2k + 1]` for
/// the `k`-th: the elements' values concatenated in row-major order
/// (`[?]a`) and their shapes, one row per element (`[?][rank]i64`); see
/// `crate::sequence` for the encoding. Their names are synthetic
/// (`%xs.values`, `%xs.shapes`, or `%xs.k.values` for tuples).
#[derive(Clone, Debug)]
pub struct SeqParam {
    pub name: Name,
    /// The element type: an array or a tuple of arrays.
    pub elem: Type,
    pub first: usize,
    pub span: Span,
}

impl SeqParam {
    /// How many parameters encode it.
    pub fn width(&self) -> usize {
        2 * self.elem.arrays().len()
    }

    /// The positions in `Def::params` that encode it.
    pub fn positions(&self) -> std::ops::Range<usize> {
        self.first..self.first + self.width()
    }
}

impl Def {
    /// Every size name of the signature's inputs (parameters, size
    /// parameters, the elements of sequence parameters), sorted.
    pub fn size_names(&self) -> Vec<Name> {
        let elems = self.seqs.iter().flat_map(|sp| sp.elem.arrays());
        let mut names: Vec<Name> = (self.params.iter().map(|p| &p.ty))
            .chain(elems)
            .flat_map(|t| t.shape.iter())
            .filter_map(Size::as_poly)
            .flat_map(|p| p.names().cloned())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// `def name (x: [n]i64) : [n]i64`, as `fuselab check` prints it.
    pub fn signature(&self) -> String {
        let mut s = format!("def {}", self.name);
        for (k, p) in self.params.iter().enumerate() {
            if let Some(sp) = self.seqs.iter().find(|sp| sp.positions().contains(&k)) {
                if sp.first == k {
                    s.push_str(&format!(" ({}: seq {})", sp.name, sp.elem));
                }
                continue;
            }
            match p.size_name() {
                Some(n) => s.push_str(&format!(" [{n}]")),
                None => s.push_str(&format!(" ({}: {})", p.name, p.ty)),
            }
        }
        s.push_str(&format!(" : {}", self.ret));
        s
    }
}

/// A parameter: one input array of the program (rank 0 for a scalar input).
///
/// A size parameter (`def f [n] ..`) is a parameter too: an array of shape
/// `[n]` whose elements are the empty tuple, so it carries its extent and
/// no data. Every executor binds and passes it like any other input, its
/// extent is the size wherever `n` is used, and nothing reads it, so it
/// moves no bytes. Its name is synthetic (`%n`): the program cannot name
/// the array, only the size.
#[derive(Clone, Debug)]
pub struct Param {
    pub name: Name,
    pub ty: ArrayType,
    pub span: Span,
}

impl Param {
    /// The size parameter `[size]` as a parameter.
    pub fn size(size: &Name, span: Span) -> Param {
        Param {
            name: format!("%{size}").as_str().into(),
            ty: ArrayType::new(vec![Size::var(size.clone())], ScalarType::Tuple(Vec::new())),
            span,
        }
    }

    /// The size that this parameter only carries (`def f [n] ..`), if it is
    /// a size parameter.
    pub fn size_name(&self) -> Option<&Name> {
        let [Size::Known(p)] = &self.ty.shape[..] else {
            return None;
        };
        let names: Vec<&Name> = p.names().collect();
        match (&self.ty.elem, &names[..]) {
            (ScalarType::Tuple(ts), [n]) if ts.is_empty() && is_synthetic(&self.name) => Some(n),
            _ => None,
        }
    }
}

/// An array-level expression.
#[derive(Clone, Debug)]
pub struct AExpr {
    pub kind: AExprKind,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum AExprKind {
    /// A parameter, `let`-bound array or loop variable.
    Var(Name),
    Tuple(Vec<AExpr>),
    /// `let pat = value` followed by `body` (`in` optional between lets).
    Let {
        pat: APat,
        value: Box<AExpr>,
        body: Box<AExpr>,
    },
    Op(Box<Op>),
    /// A call of an earlier `def`; arguments match its parameters.
    Call {
        def: Name,
        args: Vec<AExpr>,
    },
    /// `if c then A else B`; `cond` is a bool scalar expression evaluated once
    /// (typically `the c`).
    If {
        cond: SExpr,
        then_: Box<AExpr>,
        else_: Box<AExpr>,
    },
    /// `loop pat = init while cond do body`: while `cond` (over the loop
    /// variables) holds, rebind `pat` to `body`. The loop variables have
    /// the initial values' sizes when the body gives back those sizes, else
    /// unknown ones (`?`).
    Loop {
        pat: APat,
        init: Box<AExpr>,
        cond: SExpr,
        body: Box<AExpr>,
        /// The number of iterations, when the loop counts to a bound the
        /// types know (`for i < n`, `for i < 100`): what the cost model
        /// scales the body by instead of the symbol `#it(loop)`.
        count: Option<Poly>,
        /// A lifted sequence loop (`passes::lift`): its first state array
        /// holds the most elements the next chunk may take, which an
        /// executor that schedules sets before each iteration
        /// (`ir::loops::schedule`). Never set by the checker.
        scheduled: bool,
    },
    /// `unit e`: the rank-0 array holding a scalar.
    Unit(SExpr),
    /// A sequence construct (docs/language.md "Sequences").
    Seq(Box<SeqExpr>),
}

/// The sequence constructs. An element function's body (`produce`,
/// `map_seq`, `fold_seq`) holds no sequence: sequences nest one level.
#[derive(Clone, Debug)]
pub enum SeqExpr {
    /// `produce n (\i -> body)`: `n` elements (an `i64` evaluated once),
    /// element `i` the value of `body` with `i` bound to a rank-0 `i64`
    /// array.
    Produce {
        count: SExpr,
        index: APat,
        body: AExpr,
    },
    /// `map_seq (\x1 .. xk -> body) s1 .. sk`: element-wise over sequences
    /// of one length.
    Map {
        params: Vec<APat>,
        body: AExpr,
        seqs: Vec<AExpr>,
    },
    /// `elements s`: every element flattened in row-major order and
    /// concatenated (per array of a tuple element).
    Elements(AExpr),
    /// `tabulate s`: the elements, all of one shape, stacked along a new
    /// outer dimension (per array of a tuple element).
    Tabulate(AExpr),
    /// `fold_seq (\acc x -> body) init s`: the state `acc`, from `init`,
    /// rebound to `body` once per element in order; the last state.
    Fold {
        acc: APat,
        elem: APat,
        body: AExpr,
        init: Box<AExpr>,
        seq: Box<AExpr>,
    },
}

impl SeqExpr {
    /// The array-level expressions inside, in evaluation order.
    pub fn children(&self) -> Vec<&AExpr> {
        match self {
            SeqExpr::Produce { body, .. } => vec![body],
            SeqExpr::Map { body, seqs, .. } => seqs.iter().chain([body]).collect(),
            SeqExpr::Elements(s) | SeqExpr::Tabulate(s) => vec![s],
            SeqExpr::Fold {
                body, init, seq, ..
            } => vec![init, seq, body],
        }
    }

    /// The construct's name in program text.
    pub fn name(&self) -> &'static str {
        match self {
            SeqExpr::Produce { .. } => "produce",
            SeqExpr::Map { .. } => "map_seq",
            SeqExpr::Elements(_) => "elements",
            SeqExpr::Tabulate(_) => "tabulate",
            SeqExpr::Fold { .. } => "fold_seq",
        }
    }
}

/// A pattern binding arrays: a name, `_`, or a tuple of patterns.
#[derive(Clone, Debug)]
pub enum APat {
    Var(Name, Span),
    Wild(Span),
    Tuple(Vec<APat>, Span),
}

impl AExpr {
    /// Visits every array-level expression (`fa`) and every scalar expression
    /// node (`fs`) inside this one, this one first, parents before children.
    pub fn walk(&self, fa: &mut dyn FnMut(&AExpr), fs: &mut dyn FnMut(&SExpr)) {
        fa(self);
        match &self.kind {
            AExprKind::Var(_) => {}
            AExprKind::Tuple(es) | AExprKind::Call { args: es, .. } => {
                es.iter().for_each(|x| x.walk(fa, fs))
            }
            AExprKind::Let { value, body, .. } => {
                value.walk(fa, fs);
                body.walk(fa, fs);
            }
            AExprKind::Op(op) => {
                op.scalar_exprs().into_iter().for_each(|s| s.walk(fs));
                op.array_args().into_iter().for_each(|a| a.walk(fa, fs));
            }
            AExprKind::If { cond, then_, else_ } => {
                cond.walk(fs);
                then_.walk(fa, fs);
                else_.walk(fa, fs);
            }
            AExprKind::Loop {
                init, cond, body, ..
            } => {
                init.walk(fa, fs);
                cond.walk(fs);
                body.walk(fa, fs);
            }
            AExprKind::Unit(s) => s.walk(fs),
            AExprKind::Seq(seq) => {
                if let SeqExpr::Produce { count, .. } = &**seq {
                    count.walk(fs);
                }
                seq.children().into_iter().for_each(|x| x.walk(fa, fs));
            }
        }
    }
}

impl APat {
    /// The bound names, left to right.
    pub fn names(&self) -> Vec<&Name> {
        match self {
            APat::Var(n, _) => vec![n],
            APat::Wild(_) => vec![],
            APat::Tuple(ps, _) => ps.iter().flat_map(|p| p.names()).collect(),
        }
    }
}

/// Direction of a scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScanDir {
    Left,
    Right,
}

/// A `stencil`'s treatment of neighbours outside the array.
#[derive(Clone, Debug)]
pub enum Boundary {
    Clamp,
    Mirror,
    Wrap,
    Constant(SExpr),
}

/// The array operations of language.md. Collective operations work along the
/// innermost dimension; higher ranks keep their outer dimensions.
#[derive(Clone, Debug)]
pub enum Op {
    /// `generate [e1]..[ek] f`; `f` takes the index (`i64`, or a k-tuple).
    Generate { shape: Vec<SExpr>, f: Lambda },
    /// `map f xs1 .. xsk`; all inputs have the same shape; `f` takes k values.
    Map { f: Lambda, args: Vec<AExpr> },
    /// `fold f z xs` (`init` = Some) or `fold1 f xs` (`init` = None).
    Fold {
        f: Lambda,
        init: Option<SExpr>,
        arg: AExpr,
    },
    /// `scanl`/`scanr` (exclusive of nothing: result one longer, starts or ends
    /// with `init`) or `scanl1`/`scanr1` (`init` = None, same length).
    Scan {
        dir: ScanDir,
        f: Lambda,
        init: Option<SExpr>,
        arg: AExpr,
    },
    /// `backpermute [e1].. index xs`: `out[ix] = xs[index(ix)]`.
    Backpermute {
        shape: Vec<SExpr>,
        index: Lambda,
        arg: AExpr,
    },
    /// `permute f defaults index xs`: start from `defaults`, combine `xs[ix]`
    /// into `out[index(ix)]` with `f`; `index` may return `ignore`.
    Permute {
        f: Lambda,
        defaults: AExpr,
        index: Lambda,
        arg: AExpr,
    },
    /// `replicate k xs` (a new outermost axis of extent `k`) or
    /// `replicate [_][k] xs` (the specification names every axis of the
    /// result: the operand's axes, in order, at its `_`s; new axes of the
    /// given extents elsewhere).
    Replicate {
        axes: Vec<ReplicateAxis>,
        arg: AExpr,
    },
    /// `transpose xs` (the two outermost axes swapped) or
    /// `transpose (p0, .., pk) xs`: the result's axis `d` is the operand's
    /// axis `perm[d]`.
    Transpose { perm: Vec<usize>, arg: AExpr },
    /// `reshape [e1].. xs`: same elements in row-major order, new shape.
    Reshape { shape: Vec<SExpr>, arg: AExpr },
    /// `stencil [e1]..[er] f boundary xs` (`stencil f boundary xs`: 3
    /// along every axis): `f` takes the neighbourhood of `extents` as the
    /// nested tuples of [`crate::neighbourhood`].
    Stencil {
        extents: Vec<usize>,
        f: Lambda,
        boundary: Boundary,
        arg: AExpr,
    },
    /// `fold_seg f z segs xs`: reduce consecutive innermost segments whose
    /// lengths are `segs`.
    FoldSeg {
        f: Lambda,
        init: SExpr,
        segs: AExpr,
        arg: AExpr,
    },
    /// `scanl1_seg f segs xs`: an inclusive `scanl1` of each of the
    /// consecutive innermost segments whose lengths are `segs`.
    ScanSeg { f: Lambda, segs: AExpr, arg: AExpr },
    /// `filter p xs` on a rank-1 array.
    Filter { pred: Lambda, arg: AExpr },
}

/// One axis of a `replicate`'s result.
#[derive(Clone, Debug)]
pub enum ReplicateAxis {
    /// The operand's next axis (`_` in the specification).
    Operand,
    /// A new axis of this extent: its index is not read.
    New(SExpr),
}

/// Which operation, without its operands: the key of the operation-property
/// table that the fusion passes consult.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpKind {
    Generate,
    Map,
    Fold,
    Fold1,
    Scanl,
    Scanr,
    Scanl1,
    Scanr1,
    Backpermute,
    Permute,
    Replicate,
    Transpose,
    Reshape,
    Stencil,
    FoldSeg,
    ScanSeg,
    Filter,
}

impl OpKind {
    /// Every operation, in the order of language.md's table.
    pub const ALL: [OpKind; 17] = [
        OpKind::Generate,
        OpKind::Map,
        OpKind::Fold,
        OpKind::Fold1,
        OpKind::Scanl,
        OpKind::Scanr,
        OpKind::Scanl1,
        OpKind::Scanr1,
        OpKind::Backpermute,
        OpKind::Permute,
        OpKind::Replicate,
        OpKind::Transpose,
        OpKind::Reshape,
        OpKind::Stencil,
        OpKind::FoldSeg,
        OpKind::ScanSeg,
        OpKind::Filter,
    ];

    /// The operation's name in program text.
    pub fn name(self) -> &'static str {
        match self {
            OpKind::Generate => "generate",
            OpKind::Map => "map",
            OpKind::Fold => "fold",
            OpKind::Fold1 => "fold1",
            OpKind::Scanl => "scanl",
            OpKind::Scanr => "scanr",
            OpKind::Scanl1 => "scanl1",
            OpKind::Scanr1 => "scanr1",
            OpKind::Backpermute => "backpermute",
            OpKind::Permute => "permute",
            OpKind::Replicate => "replicate",
            OpKind::Transpose => "transpose",
            OpKind::Reshape => "reshape",
            OpKind::Stencil => "stencil",
            OpKind::FoldSeg => "fold_seg",
            OpKind::ScanSeg => "scanl1_seg",
            OpKind::Filter => "filter",
        }
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An operation's array operands in the order they are written, by shared or
/// mutable reference (`iter` or `iter_mut` over a map's arguments).
macro_rules! array_args {
    ($op:expr, $iter:ident) => {
        match $op {
            Op::Generate { .. } => vec![],
            Op::Map { args, .. } => args.$iter().collect(),
            Op::Permute { defaults, arg, .. } => vec![defaults, arg],
            Op::FoldSeg { segs, arg, .. } | Op::ScanSeg { segs, arg, .. } => vec![segs, arg],
            Op::Fold { arg, .. }
            | Op::Scan { arg, .. }
            | Op::Backpermute { arg, .. }
            | Op::Replicate { arg, .. }
            | Op::Transpose { arg, .. }
            | Op::Reshape { arg, .. }
            | Op::Stencil { arg, .. }
            | Op::Filter { arg, .. } => vec![arg],
        }
    };
}

impl Op {
    pub fn kind(&self) -> OpKind {
        match self {
            Op::Generate { .. } => OpKind::Generate,
            Op::Map { .. } => OpKind::Map,
            Op::Fold { init: Some(_), .. } => OpKind::Fold,
            Op::Fold { init: None, .. } => OpKind::Fold1,
            Op::Scan {
                dir: ScanDir::Left,
                init: Some(_),
                ..
            } => OpKind::Scanl,
            Op::Scan {
                dir: ScanDir::Right,
                init: Some(_),
                ..
            } => OpKind::Scanr,
            Op::Scan {
                dir: ScanDir::Left,
                init: None,
                ..
            } => OpKind::Scanl1,
            Op::Scan {
                dir: ScanDir::Right,
                init: None,
                ..
            } => OpKind::Scanr1,
            Op::Backpermute { .. } => OpKind::Backpermute,
            Op::Permute { .. } => OpKind::Permute,
            Op::Replicate { .. } => OpKind::Replicate,
            Op::Transpose { .. } => OpKind::Transpose,
            Op::Reshape { .. } => OpKind::Reshape,
            Op::Stencil { .. } => OpKind::Stencil,
            Op::FoldSeg { .. } => OpKind::FoldSeg,
            Op::ScanSeg { .. } => OpKind::ScanSeg,
            Op::Filter { .. } => OpKind::Filter,
        }
    }

    /// For a view that reads its operand at a rearrangement of its own
    /// index (`replicate`, `transpose`): for each axis of the operand, the
    /// axis of the result whose index it takes. `None` for other operations.
    pub fn operand_axes(&self) -> Option<Vec<usize>> {
        match self {
            Op::Replicate { axes, .. } => Some(
                axes.iter()
                    .enumerate()
                    .filter(|(_, a)| matches!(a, ReplicateAxis::Operand))
                    .map(|(d, _)| d)
                    .collect(),
            ),
            Op::Transpose { perm, .. } => {
                let mut taken = vec![0; perm.len()];
                for (d, &p) in perm.iter().enumerate() {
                    taken[p] = d;
                }
                Some(taken)
            }
            _ => None,
        }
    }

    /// The array operands, in the order they are written.
    pub fn array_args(&self) -> Vec<&AExpr> {
        array_args!(self, iter)
    }

    /// The array operands, in the order they are written, to rewrite.
    pub fn array_args_mut(&mut self) -> Vec<&mut AExpr> {
        array_args!(self, iter_mut)
    }
}

/// `\p1 .. pk -> body`, or an operator section such as `(+)` (desugared).
#[derive(Clone, Debug)]
pub struct Lambda {
    pub params: Vec<SPat>,
    pub body: SExpr,
    pub span: Span,
}

/// A pattern binding scalars.
#[derive(Clone, Debug)]
pub enum SPat {
    Var {
        name: Name,
        ty: ScalarType,
        span: Span,
    },
    Wild {
        ty: ScalarType,
        span: Span,
    },
    Tuple {
        elems: Vec<SPat>,
        span: Span,
    },
}

impl SPat {
    pub fn ty(&self) -> ScalarType {
        match self {
            SPat::Var { ty, .. } | SPat::Wild { ty, .. } => ty.clone(),
            SPat::Tuple { elems, .. } => ScalarType::Tuple(elems.iter().map(|p| p.ty()).collect()),
        }
    }

    /// The bound names, left to right.
    pub fn names(&self) -> Vec<&Name> {
        match self {
            SPat::Var { name, .. } => vec![name],
            SPat::Wild { .. } => vec![],
            SPat::Tuple { elems, .. } => elems.iter().flat_map(|p| p.names()).collect(),
        }
    }
}

/// A scalar expression.
#[derive(Clone, Debug)]
pub struct SExpr {
    pub kind: SExprKind,
    pub ty: ScalarType,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum SExprKind {
    /// A literal of type `ty` (an integer literal typed `f32` becomes `Float`).
    Lit(Lit),
    /// A lambda parameter or scalar `let`.
    Var(Name),
    /// A size name from the signature, as an `i64`.
    Size(Name),
    Unary(UnOp, Box<SExpr>),
    Binary(BinOp, Box<SExpr>, Box<SExpr>),
    If(Box<SExpr>, Box<SExpr>, Box<SExpr>),
    Let {
        pat: SPat,
        value: Box<SExpr>,
        body: Box<SExpr>,
    },
    Tuple(Vec<SExpr>),
    /// `p.0`, `p.1`, …
    Proj(Box<SExpr>, usize),
    /// `sqrt x`, `min a b`, …
    Call(Builtin, Vec<SExpr>),
    /// `i32 e`, `f64 e`, … (`ty` is the target).
    Convert(Box<SExpr>),
    /// `xs[i]`, `xs[i, j]`: a read of an array variable (fusion-preventing).
    Index {
        array: Name,
        indices: Vec<SExpr>,
    },
    /// `the s` for a rank-0 array `s`.
    The(Name),
    /// `length xs`: the outermost extent.
    Length(Name),
    /// `shape xs`: the extents (an `i64` for rank 1, a tuple otherwise).
    Shape(Name),
    /// `ignore`, only in a `permute` index function: drop this element.
    Ignore,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lit {
    Bool(bool),
    /// An integer value; its type (`i32`/`i64`) is the expression's.
    Int(i64),
    /// A float value; its type (`f32`/`f64`) is the expression's.
    Float(f64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

impl BinOp {
    /// Every binary operator, in declaration order.
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Rem,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::And,
        BinOp::Or,
        BinOp::BitAnd,
        BinOp::BitOr,
        BinOp::BitXor,
        BinOp::Shl,
        BinOp::Shr,
    ];

    /// Whether the operator compares two operands of one type (`==`, `!=`,
    /// `<`, `<=`, `>`, `>=`).
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }

    /// Whether `a op b` and `b op a` have the same value for all operands
    /// of every type the operator takes (float `+` and `*` too, as IEEE
    /// values). Which operand fails first, or is not evaluated (`&&`,
    /// `||`), is another matter.
    pub fn commutes(self) -> bool {
        matches!(
            self,
            BinOp::Add
                | BinOp::Mul
                | BinOp::Eq
                | BinOp::Ne
                | BinOp::And
                | BinOp::Or
                | BinOp::BitAnd
                | BinOp::BitOr
                | BinOp::BitXor
        )
    }

    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
        }
    }
}

/// Built-in scalar functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tan,
    Abs,
    Floor,
    Ceil,
    Min,
    Max,
    Pow,
}

impl Builtin {
    pub const ALL: [Builtin; 12] = [
        Builtin::Sqrt,
        Builtin::Exp,
        Builtin::Log,
        Builtin::Sin,
        Builtin::Cos,
        Builtin::Tan,
        Builtin::Abs,
        Builtin::Floor,
        Builtin::Ceil,
        Builtin::Min,
        Builtin::Max,
        Builtin::Pow,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Builtin::Sqrt => "sqrt",
            Builtin::Exp => "exp",
            Builtin::Log => "log",
            Builtin::Sin => "sin",
            Builtin::Cos => "cos",
            Builtin::Tan => "tan",
            Builtin::Abs => "abs",
            Builtin::Floor => "floor",
            Builtin::Ceil => "ceil",
            Builtin::Min => "min",
            Builtin::Max => "max",
            Builtin::Pow => "pow",
        }
    }

    pub fn from_name(s: &str) -> Option<Builtin> {
        Builtin::ALL.into_iter().find(|b| b.name() == s)
    }

    /// Number of arguments.
    pub fn arity(self) -> usize {
        match self {
            Builtin::Min | Builtin::Max | Builtin::Pow => 2,
            _ => 1,
        }
    }

    /// Only defined on floats (`abs`, `min`, `max` work on any number).
    pub fn float_only(self) -> bool {
        !matches!(self, Builtin::Abs | Builtin::Min | Builtin::Max)
    }
}

/// What a shape argument (`generate [e] ..`) says about its extent: the
/// value of a rank-0 array (`the c`), or an extent of another array
/// (`length xs`, `shape xs` of a vector, `(shape xs).d`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExtentSource<'e> {
    The(&'e Name),
    Axis(&'e Name, usize),
}

impl SExpr {
    /// Where this expression, as a shape argument, takes its extent from,
    /// when it is one of [`ExtentSource`]'s forms.
    pub fn extent_source(&self) -> Option<ExtentSource<'_>> {
        match &self.kind {
            SExprKind::The(c) => Some(ExtentSource::The(c)),
            SExprKind::Length(xs) | SExprKind::Shape(xs) => Some(ExtentSource::Axis(xs, 0)),
            SExprKind::Proj(inner, d) => match &inner.kind {
                SExprKind::Shape(xs) => Some(ExtentSource::Axis(xs, *d)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Visits this expression and every sub-expression, parents first.
    pub fn walk(&self, f: &mut dyn FnMut(&SExpr)) {
        f(self);
        self.for_each_child(&mut |c| c.walk(f));
    }

    /// Visits each direct sub-expression, in evaluation order.
    pub fn for_each_child(&self, f: &mut dyn FnMut(&SExpr)) {
        match &self.kind {
            SExprKind::Lit(_)
            | SExprKind::Var(_)
            | SExprKind::Size(_)
            | SExprKind::The(_)
            | SExprKind::Length(_)
            | SExprKind::Shape(_)
            | SExprKind::Ignore => {}
            SExprKind::Unary(_, a) | SExprKind::Proj(a, _) | SExprKind::Convert(a) => f(a),
            SExprKind::Binary(_, a, b) => {
                f(a);
                f(b);
            }
            SExprKind::If(a, b, c) => {
                f(a);
                f(b);
                f(c);
            }
            SExprKind::Let { value, body, .. } => {
                f(value);
                f(body);
            }
            SExprKind::Tuple(es) | SExprKind::Call(_, es) => es.iter().for_each(f),
            SExprKind::Index { indices, .. } => indices.iter().for_each(f),
        }
    }
}

impl Op {
    /// Every scalar expression directly inside the operation: lambda bodies,
    /// initial values, extents, counts, boundary constants.
    pub fn scalar_exprs(&self) -> Vec<&SExpr> {
        match self {
            Op::Generate { shape, f }
            | Op::Backpermute {
                shape, index: f, ..
            } => shape.iter().chain(std::iter::once(&f.body)).collect(),
            Op::Reshape { shape, .. } => shape.iter().collect(),
            Op::Map { f, .. } | Op::Filter { pred: f, .. } => vec![&f.body],
            Op::Fold { f, init, .. } | Op::Scan { f, init, .. } => {
                std::iter::once(&f.body).chain(init.iter()).collect()
            }
            Op::Permute { f, index, .. } => vec![&f.body, &index.body],
            Op::Replicate { axes, .. } => axes
                .iter()
                .filter_map(|a| match a {
                    ReplicateAxis::New(e) => Some(e),
                    ReplicateAxis::Operand => None,
                })
                .collect(),
            Op::Transpose { .. } => vec![],
            Op::Stencil { f, boundary, .. } => match boundary {
                Boundary::Constant(c) => vec![&f.body, c],
                _ => vec![&f.body],
            },
            Op::FoldSeg { f, init, .. } => vec![&f.body, init],
            Op::ScanSeg { f, .. } => vec![&f.body],
        }
    }
}

//! The reference interpreter's fast path: a lambda over numbers applied to a
//! block of elements at once.
//!
//! A lambda whose values are numbers and bools (tuples of them included)
//! compiles, besides its element-at-a-time code (`crate::lambda`), to one
//! closure per node that computes the node for every element of a block: a
//! column of values, read from its operands' columns in one loop. What does
//! not change from element to element is computed once, when the lambda is
//! compiled (literals, sizes, `the`, `length`, and every operation on
//! them), with the operations of `ir::scalar_ops`, so a folded constant is
//! the value the definition computes.
//!
//! The definition is kept by running again, element by element, any block in
//! which an element fails: a node that can fail (an integer division by
//! zero, an index out of bounds) gives no column, and the caller then runs
//! the block's elements through `crate::lambda`, which meets the error where
//! the definition does. Block evaluation is free to compute more than the
//! definition (both branches of an `if`, both operands of `&&`), because a
//! failure there only sends the block to the element-at-a-time code; it
//! never leaves out a computation whose failure the definition reports.

use crate::lambda::Scope;
use ir::ast::{BinOp, Builtin, Lambda, SExprKind, SPat, UnOp};
use ir::scalar_ops::{self, Float, Int};
use ir::{Buffer, Name, Prim, SExpr, Scalar, ScalarType};
use std::borrow::Cow;

/// Elements per block: the columns of a lambda's nodes stay in the cache.
pub(crate) const BLOCK: usize = 512;

/// One value per element of a block, of one primitive type: a buffer, as
/// an array's component is.
pub(crate) type Col = Buffer;

/// Elements `range` of `buf`.
pub(crate) fn slice(buf: &Buffer, range: std::ops::Range<usize>) -> Col {
    match buf {
        Buffer::Bool(v) => Col::Bool(v[range].to_vec()),
        Buffer::I32(v) => Col::I32(v[range].to_vec()),
        Buffer::I64(v) => Col::I64(v[range].to_vec()),
        Buffer::F32(v) => Col::F32(v[range].to_vec()),
        Buffer::F64(v) => Col::F64(v[range].to_vec()),
    }
}

/// The elements of `buf` at `at(k)` for `k` in `0..n`, where `None`
/// stands for `constant` (a stencil's constant boundary); `None` where the
/// constant is not of the buffer's type.
pub(crate) fn gather(
    buf: &Buffer,
    n: usize,
    at: impl Fn(usize) -> Option<usize>,
    constant: Option<&Scalar>,
) -> Option<Col> {
    fn pick<T: Num>(
        v: &[T],
        n: usize,
        at: impl Fn(usize) -> Option<usize>,
        constant: Option<&Scalar>,
    ) -> Option<Vec<T>> {
        let c = match constant {
            Some(c) => Some(T::scalar(c)?),
            None => None,
        };
        (0..n).map(|k| at(k).map(|i| v[i]).or(c)).collect()
    }
    Some(match buf {
        Buffer::Bool(v) => Col::Bool(pick(v, n, at, constant)?),
        Buffer::I32(v) => Col::I32(pick(v, n, at, constant)?),
        Buffer::I64(v) => Col::I64(pick(v, n, at, constant)?),
        Buffer::F32(v) => Col::F32(pick(v, n, at, constant)?),
        Buffer::F64(v) => Col::F64(pick(v, n, at, constant)?),
    })
}

/// Writes the column `col` to elements `at..` of `buf`; `false` where their
/// types differ.
pub(crate) fn write(col: &Col, buf: &mut Buffer, at: usize) -> bool {
    match (col, buf) {
        (Col::Bool(c), Buffer::Bool(b)) => b[at..at + c.len()].copy_from_slice(c),
        (Col::I32(c), Buffer::I32(b)) => b[at..at + c.len()].copy_from_slice(c),
        (Col::I64(c), Buffer::I64(b)) => b[at..at + c.len()].copy_from_slice(c),
        (Col::F32(c), Buffer::F32(b)) => b[at..at + c.len()].copy_from_slice(c),
        (Col::F64(c), Buffer::F64(b)) => b[at..at + c.len()].copy_from_slice(c),
        _ => return false,
    }
    true
}

/// The primitive types, as block evaluation computes on them.
pub(crate) trait Num: Copy + PartialOrd + 'static {
    fn col(c: &Col) -> Option<&[Self]>;
    fn into_col(v: Vec<Self>) -> Col;
    fn any(v: Val<'_, Self>) -> Any<'_>;
    fn buf(b: &Buffer) -> Option<&[Self]>;
    fn scalar(s: &Scalar) -> Option<Self>;
    fn scalar_of(self) -> Scalar;
}

macro_rules! num {
    ($T:ty, $K:ident) => {
        impl Num for $T {
            fn col(c: &Col) -> Option<&[Self]> {
                match c {
                    Col::$K(v) => Some(v),
                    _ => None,
                }
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$K(v)
            }
            fn any(v: Val<'_, Self>) -> Any<'_> {
                Any::$K(v)
            }
            fn buf(b: &Buffer) -> Option<&[Self]> {
                match b {
                    Buffer::$K(v) => Some(v),
                    _ => None,
                }
            }
            fn scalar(s: &Scalar) -> Option<Self> {
                match s {
                    Scalar::$K(v) => Some(*v),
                    _ => None,
                }
            }
            fn scalar_of(self) -> Scalar {
                Scalar::$K(self)
            }
        }
    };
}
num!(bool, Bool);
num!(i32, I32);
num!(i64, I64);
num!(f32, F32);
num!(f64, F64);

/// The frame of a block: one column per slot.
pub(crate) type Frame = Vec<Col>;

/// A compiled value's column for a block of `n` elements, whatever its
/// type, or `None` where an element fails.
type Column<'a> = Box<dyn Fn(&Frame, usize) -> Option<Col> + 'a>;

/// A step of a block: the slot it fills (`None`: computed only for its
/// failures) and the column it fills it with.
type Step<'a> = (Option<usize>, Column<'a>);

/// A compiled node: its column for a block of `n` elements, or `None` where
/// an element fails.
type Node<'a, T> = Box<dyn Fn(&Frame, usize) -> Option<Cow<'_, [T]>> + 'a>;

/// A node's value: the same for every element, a slot's column, or computed.
pub(crate) enum Val<'a, T: Clone> {
    Const(T),
    Slot(usize),
    /// `fallible`: whether some element can fail.
    Node {
        node: Node<'a, T>,
        fallible: bool,
    },
}

impl<'a, T: Num> Val<'a, T> {
    /// The column of any value but a constant.
    fn reader(self) -> Node<'a, T> {
        match self {
            Val::Const(c) => Box::new(move |_, n| Some(Cow::Owned(vec![c; n]))),
            Val::Slot(k) => Box::new(move |f, _| T::col(&f[k]).map(Cow::Borrowed)),
            Val::Node { node, .. } => node,
        }
    }

    fn fallible(&self) -> bool {
        matches!(self, Val::Node { fallible: true, .. })
    }
}

fn node<'a, T>(fallible: bool, f: impl Fn(&Frame, usize) -> Option<Vec<T>> + 'a) -> Val<'a, T>
where
    T: Clone,
{
    Val::Node {
        node: Box::new(move |fr, n| f(fr, n).map(Cow::Owned)),
        fallible,
    }
}

/// `op` of each element of `a`.
fn map1<'a, A: Num, R: Num>(a: Val<'a, A>, op: impl Fn(A) -> R + Copy + 'a) -> Val<'a, R> {
    match a {
        Val::Const(x) => Val::Const(op(x)),
        a => {
            let fallible = a.fallible();
            let a = a.reader();
            node(fallible, move |f, n| {
                Some(a(f, n)?.iter().map(|&x| op(x)).collect())
            })
        }
    }
}

/// `op` of each element of `a`; `None` from `op` fails the block.
fn try1<'a, A: Num, R: Num>(a: Val<'a, A>, op: impl Fn(A) -> Option<R> + Copy + 'a) -> Val<'a, R> {
    match a {
        Val::Const(x) => match op(x) {
            Some(r) => Val::Const(r),
            None => node(true, |_, _| None),
        },
        a => {
            let a = a.reader();
            node(true, move |f, n| a(f, n)?.iter().map(|&x| op(x)).collect())
        }
    }
}

/// `op` of each element of `a` and `b`; `None` from `op` fails the block.
fn try2<'a, A: Num, B: Num, R: Num>(
    a: Val<'a, A>,
    b: Val<'a, B>,
    op: impl Fn(A, B) -> Option<R> + Copy + 'a,
) -> Val<'a, R> {
    match (a, b) {
        (Val::Const(x), Val::Const(y)) => match op(x, y) {
            Some(r) => Val::Const(r),
            None => node(true, |_, _| None),
        },
        (Val::Const(x), b) => {
            let b = b.reader();
            node(true, move |f, n| {
                b(f, n)?.iter().map(|&y| op(x, y)).collect()
            })
        }
        (a, Val::Const(y)) => {
            let a = a.reader();
            node(true, move |f, n| {
                a(f, n)?.iter().map(|&x| op(x, y)).collect()
            })
        }
        (a, b) => {
            let (a, b) = (a.reader(), b.reader());
            node(true, move |f, n| {
                let (a, b) = (a(f, n)?, b(f, n)?);
                a.iter().zip(b.iter()).map(|(&x, &y)| op(x, y)).collect()
            })
        }
    }
}

/// `op` of each element of `a` and `b`.
fn map2<'a, A: Num, B: Num, R: Num>(
    a: Val<'a, A>,
    b: Val<'a, B>,
    op: impl Fn(A, B) -> R + Copy + 'a,
) -> Val<'a, R> {
    let fallible = a.fallible() || b.fallible();
    match (a, b) {
        (Val::Const(x), Val::Const(y)) => Val::Const(op(x, y)),
        (Val::Const(x), b) => {
            let b = b.reader();
            node(fallible, move |f, n| {
                Some(b(f, n)?.iter().map(|&y| op(x, y)).collect())
            })
        }
        (a, Val::Const(y)) => {
            let a = a.reader();
            node(fallible, move |f, n| {
                Some(a(f, n)?.iter().map(|&x| op(x, y)).collect())
            })
        }
        (a, b) => {
            let (a, b) = (a.reader(), b.reader());
            node(fallible, move |f, n| {
                let (a, b) = (a(f, n)?, b(f, n)?);
                Some(a.iter().zip(b.iter()).map(|(&x, &y)| op(x, y)).collect())
            })
        }
    }
}

/// `if c then t else e` of each element (both branches computed).
fn select<'a, T: Num>(c: Val<'a, bool>, t: Val<'a, T>, e: Val<'a, T>) -> Val<'a, T> {
    if let Val::Const(c) = c {
        return if c { t } else { e };
    }
    let fallible = c.fallible() || t.fallible() || e.fallible();
    let (c, t, e) = (c.reader(), t.reader(), e.reader());
    node(fallible, move |f, n| {
        let (c, t, e) = (c(f, n)?, t(f, n)?, e(f, n)?);
        Some(
            c.iter()
                .zip(t.iter().zip(e.iter()))
                .map(|(&c, (&t, &e))| if c { t } else { e })
                .collect(),
        )
    })
}

/// A compiled value of one primitive type.
pub(crate) enum Any<'a> {
    Bool(Val<'a, bool>),
    I32(Val<'a, i32>),
    I64(Val<'a, i64>),
    F32(Val<'a, f32>),
    F64(Val<'a, f64>),
}

/// Calls `$body` with `$v` bound to the typed value of any variant.
macro_rules! each {
    ($any:expr, $v:ident => $body:expr) => {
        match $any {
            Any::Bool($v) => $body,
            Any::I32($v) => $body,
            Any::I64($v) => $body,
            Any::F32($v) => $body,
            Any::F64($v) => $body,
        }
    };
}

impl<'a> Any<'a> {
    fn constant(s: &Scalar) -> Option<Any<'a>> {
        Some(match *s {
            Scalar::Bool(v) => Any::Bool(Val::Const(v)),
            Scalar::I32(v) => Any::I32(Val::Const(v)),
            Scalar::I64(v) => Any::I64(Val::Const(v)),
            Scalar::F32(v) => Any::F32(Val::Const(v)),
            Scalar::F64(v) => Any::F64(Val::Const(v)),
            Scalar::Tuple(_) => return None,
        })
    }

    fn slot(prim: Prim, k: usize) -> Any<'a> {
        match prim {
            Prim::Bool => Any::Bool(Val::Slot(k)),
            Prim::I32 => Any::I32(Val::Slot(k)),
            Prim::I64 => Any::I64(Val::Slot(k)),
            Prim::F32 => Any::F32(Val::Slot(k)),
            Prim::F64 => Any::F64(Val::Slot(k)),
        }
    }

    fn prim(&self) -> Prim {
        match self {
            Any::Bool(_) => Prim::Bool,
            Any::I32(_) => Prim::I32,
            Any::I64(_) => Prim::I64,
            Any::F32(_) => Prim::F32,
            Any::F64(_) => Prim::F64,
        }
    }

    fn fallible(&self) -> bool {
        each!(self, v => v.fallible())
    }

    /// The column of a block of `n` (a constant repeated).
    fn column(&self) -> Column<'a> {
        fn col<'a, T: Num>(v: &Val<'a, T>) -> Column<'a> {
            match v {
                Val::Const(c) => {
                    let c = *c;
                    Box::new(move |_, n| Some(T::into_col(vec![c; n])))
                }
                Val::Slot(k) => {
                    let k = *k;
                    Box::new(move |f, _| T::col(&f[k]).map(|v| T::into_col(v.to_vec())))
                }
                Val::Node { .. } => unreachable!("taken by `Any::into_column`"),
            }
        }
        each!(self, v => col(v))
    }

    fn into_column(self) -> Column<'a> {
        fn col<'a, T: Num>(v: Val<'a, T>) -> Column<'a> {
            match v {
                Val::Node { node, .. } => {
                    Box::new(move |f, n| node(f, n).map(|c| T::into_col(c.into_owned())))
                }
                v => Any::column(&T::any(v)),
            }
        }
        each!(self, v => col(v))
    }
}

/// A compiled value of any type: a primitive, or a tuple of values.
enum Tree<'a> {
    Leaf(Any<'a>),
    Tuple(Vec<Tree<'a>>),
}

impl<'a> Tree<'a> {
    fn leaf(self) -> Option<Any<'a>> {
        match self {
            Tree::Leaf(a) => Some(a),
            Tree::Tuple(_) => None,
        }
    }

    fn into_leaves(self, out: &mut Vec<Any<'a>>) {
        match self {
            Tree::Leaf(a) => out.push(a),
            Tree::Tuple(ts) => ts.into_iter().for_each(|t| t.into_leaves(out)),
        }
    }
}

/// What a name stands for where the lambda is compiled.
#[derive(Clone)]
enum Bound {
    Const(Scalar),
    Slot(Prim, usize),
    Tuple(Vec<Bound>),
}

/// A lambda compiled for blocks of elements.
pub(crate) struct Block<'a> {
    /// The slots its parameters' leaves fill: `(parameter, leaf, slot)`,
    /// the leaf numbered as in the parameter type's `ScalarType::leaves`.
    inputs: Vec<(usize, usize, usize)>,
    /// The `let`s and the values it computes once per block, in order: the
    /// slot each fills (`None`: computed only for its failures).
    steps: Vec<Step<'a>>,
    /// The result's leaves.
    result: Vec<Column<'a>>,
    slots: usize,
}

impl<'a> Block<'a> {
    /// Compiles `f`, whose parameters take values of `params`, for results
    /// of type `result`; `None` where it has a part block evaluation does
    /// not compute (a tuple where a number is read, `ignore`, an array of
    /// tuples indexed whole, a type other than the one expected).
    pub(crate) fn compile(
        f: &Lambda,
        params: &[ScalarType],
        result: &ScalarType,
        scope: &Scope,
    ) -> Option<Block<'a>> {
        if f.params.len() != params.len() {
            return None;
        }
        let mut c = Compiler {
            scope,
            names: Vec::new(),
            steps: Vec::new(),
            slots: 0,
        };
        let mut inputs = Vec::new();
        for (p, (pat, ty)) in f.params.iter().zip(params).enumerate() {
            let mut leaf = 0;
            let bound = c.param(pat, ty, p, &mut leaf, &mut inputs)?;
            c.bind_pattern(pat, bound)?;
        }
        let tree = c.expr(&f.body)?;
        let mut leaves = Vec::new();
        tree.into_leaves(&mut leaves);
        let prims: Vec<Prim> = leaves.iter().map(Any::prim).collect();
        if prims != result.leaves() {
            return None;
        }
        Some(Block {
            inputs,
            steps: c.steps,
            result: leaves.into_iter().map(Any::into_column).collect(),
            slots: c.slots,
        })
    }

    /// The slots the parameters fill: `(parameter, leaf, slot)`.
    pub(crate) fn inputs(&self) -> &[(usize, usize, usize)] {
        &self.inputs
    }

    /// A frame for this lambda's blocks.
    pub(crate) fn frame(&self) -> Frame {
        vec![Col::Bool(Vec::new()); self.slots]
    }

    /// The result's leaves for a block of `n` elements whose inputs are in
    /// `frame`, or `None` where an element fails.
    pub(crate) fn run(&self, frame: &mut Frame, n: usize) -> Option<Vec<Col>> {
        for (slot, step) in &self.steps {
            let col = step(frame, n)?;
            if let Some(k) = slot {
                frame[*k] = col;
            }
        }
        self.result.iter().map(|leaf| leaf(frame, n)).collect()
    }
}

struct Compiler<'s, 'a> {
    scope: &'s Scope<'s>,
    names: Vec<(Name, Bound)>,
    steps: Vec<Step<'a>>,
    slots: usize,
}

impl<'a> Compiler<'_, 'a> {
    fn slot(&mut self) -> usize {
        self.slots += 1;
        self.slots - 1
    }

    /// The binding of a parameter of type `ty`: a slot for each leaf a
    /// variable of the pattern takes (numbered from `*leaf` on).
    fn param(
        &mut self,
        pat: &SPat,
        ty: &ScalarType,
        p: usize,
        leaf: &mut usize,
        inputs: &mut Vec<(usize, usize, usize)>,
    ) -> Option<Bound> {
        Some(match (pat, ty) {
            (SPat::Tuple { elems, .. }, ScalarType::Tuple(ts)) if elems.len() == ts.len() => {
                let mut parts = Vec::with_capacity(ts.len());
                for (q, t) in elems.iter().zip(ts) {
                    parts.push(self.param(q, t, p, leaf, inputs)?);
                }
                Bound::Tuple(parts)
            }
            (SPat::Tuple { .. }, _) => return None,
            (SPat::Wild { .. }, t) => {
                *leaf += t.leaves().len();
                Bound::Tuple(Vec::new())
            }
            (SPat::Var { .. }, ScalarType::Prim(prim)) => {
                let k = self.slot();
                inputs.push((p, *leaf, k));
                *leaf += 1;
                Bound::Slot(*prim, k)
            }
            (SPat::Var { .. }, ScalarType::Tuple(ts)) => {
                let mut parts = Vec::with_capacity(ts.len());
                for t in ts {
                    parts.push(self.param(pat, t, p, leaf, inputs)?);
                }
                Bound::Tuple(parts)
            }
        })
    }

    /// Binds the names of a parameter's pattern (its slots were made by
    /// [`Compiler::param`] in the same order).
    fn bind_pattern(&mut self, pat: &SPat, bound: Bound) -> Option<()> {
        match (pat, bound) {
            (SPat::Var { name, .. }, b) => self.names.push((name.clone(), b)),
            (SPat::Wild { .. }, _) => {}
            (SPat::Tuple { elems, .. }, Bound::Tuple(bs)) if elems.len() == bs.len() => {
                for (q, b) in elems.iter().zip(bs) {
                    self.bind_pattern(q, b)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// A value bound to a name: constants stay constants, a slot is read
    /// where it is, anything else is computed once per block into a slot.
    fn keep(&mut self, tree: Tree<'a>) -> Bound {
        match tree {
            Tree::Tuple(ts) => Bound::Tuple(ts.into_iter().map(|t| self.keep(t)).collect()),
            Tree::Leaf(a) => {
                let prim = a.prim();
                let constant = each!(&a, v => match v {
                    Val::Const(c) => Some(c.scalar_of()),
                    _ => None,
                });
                if let Some(c) = constant {
                    return Bound::Const(c);
                }
                if let Some(k) = each!(&a, v => match v { Val::Slot(k) => Some(*k), _ => None }) {
                    return Bound::Slot(prim, k);
                }
                let k = self.slot();
                self.steps.push((Some(k), a.into_column()));
                Bound::Slot(prim, k)
            }
        }
    }

    /// Keeps the failures of a value that is not used.
    fn drop_value(&mut self, tree: Tree<'a>) {
        let mut leaves = Vec::new();
        tree.into_leaves(&mut leaves);
        for a in leaves {
            if a.fallible() {
                self.steps.push((None, a.into_column()));
            }
        }
    }

    fn read(bound: &Bound) -> Option<Tree<'a>> {
        Some(match bound {
            Bound::Const(c) => Tree::Leaf(Any::constant(c)?),
            Bound::Slot(prim, k) => Tree::Leaf(Any::slot(*prim, *k)),
            Bound::Tuple(bs) => Tree::Tuple(bs.iter().map(Self::read).collect::<Option<_>>()?),
        })
    }

    fn prim(&mut self, e: &SExpr) -> Option<Any<'a>> {
        self.expr(e)?.leaf()
    }

    fn expr(&mut self, e: &SExpr) -> Option<Tree<'a>> {
        let leaf = |a: Any<'a>| Some(Tree::Leaf(a));
        match &e.kind {
            SExprKind::Lit(lit) => leaf(Any::constant(&scalar_ops::literal(*lit, &e.ty).ok()?)?),
            SExprKind::Var(name) => {
                let (_, bound) = self.names.iter().rev().find(|(n, _)| n == name)?;
                Self::read(bound)
            }
            SExprKind::Size(name) => leaf(Any::I64(Val::Const(*self.scope.sizes.get(name)?))),
            SExprKind::The(name) => {
                let a = self.scope.array(name).ok()?;
                if a.rank() != 0 {
                    return None;
                }
                leaf(Any::constant(&a.get(0))?)
            }
            SExprKind::Length(name) => {
                let n = *self.scope.array(name).ok()?.shape().first()?;
                leaf(Any::I64(Val::Const(n as i64)))
            }
            SExprKind::Shape(name) => {
                let a = self.scope.array(name).ok()?;
                let dims = a.shape().iter().map(|&d| Any::I64(Val::Const(d as i64)));
                match a.shape() {
                    [_] => leaf(dims.into_iter().next()?),
                    _ => Some(Tree::Tuple(dims.map(Tree::Leaf).collect())),
                }
            }
            SExprKind::Unary(op, x) => {
                let x = self.prim(x)?;
                leaf(match (op, x) {
                    (UnOp::Neg, Any::I32(x)) => Any::I32(map1(x, i32::wrapping_neg)),
                    (UnOp::Neg, Any::I64(x)) => Any::I64(map1(x, i64::wrapping_neg)),
                    (UnOp::Neg, Any::F32(x)) => Any::F32(map1(x, |v: f32| -v)),
                    (UnOp::Neg, Any::F64(x)) => Any::F64(map1(x, |v: f64| -v)),
                    (UnOp::Not, Any::Bool(x)) => Any::Bool(map1(x, |v: bool| !v)),
                    _ => return None,
                })
            }
            SExprKind::Binary(op, a, b) => {
                let (a, b) = (self.prim(a)?, self.prim(b)?);
                leaf(binary(*op, a, b)?)
            }
            SExprKind::If(c, t, e) => {
                let c = self.prim(c)?;
                let Any::Bool(c) = c else { return None };
                let c = match c {
                    Val::Const(_) | Val::Slot(_) => c,
                    // Read by every leaf: computed once.
                    c => {
                        let Bound::Slot(_, k) = self.keep(Tree::Leaf(Any::Bool(c))) else {
                            return None;
                        };
                        Val::Slot(k)
                    }
                };
                let (t, e) = (self.expr(t)?, self.expr(e)?);
                branches(&c, t, e)
            }
            SExprKind::Let { pat, value, body } => {
                let value = self.expr(value)?;
                let mark = self.names.len();
                self.let_pattern(pat, value)?;
                let body = self.expr(body);
                self.names.truncate(mark);
                body
            }
            SExprKind::Tuple(es) => Some(Tree::Tuple(
                es.iter().map(|e| self.expr(e)).collect::<Option<_>>()?,
            )),
            SExprKind::Proj(x, i) => {
                let Tree::Tuple(mut parts) = self.expr(x)? else {
                    return None;
                };
                if *i >= parts.len() {
                    return None;
                }
                let picked = parts.swap_remove(*i);
                for rest in parts {
                    self.drop_value(rest);
                }
                Some(picked)
            }
            SExprKind::Call(fun, args) => {
                let args = args
                    .iter()
                    .map(|a| self.prim(a))
                    .collect::<Option<Vec<_>>>()?;
                let any = builtin(*fun, args)?;
                (any.prim() == e.ty.as_prim()?).then_some(Tree::Leaf(any))
            }
            SExprKind::Convert(x) => {
                let x = self.prim(x)?;
                leaf(convert(x, e.ty.as_prim()?)?)
            }
            SExprKind::Index { array, indices } => self.index(array, indices),
            SExprKind::Ignore => None,
        }
    }

    /// Binds a `let`'s pattern to its value.
    fn let_pattern(&mut self, pat: &SPat, value: Tree<'a>) -> Option<()> {
        match (pat, value) {
            (SPat::Var { name, .. }, v) => {
                let bound = self.keep(v);
                self.names.push((name.clone(), bound));
            }
            (SPat::Wild { .. }, v) => self.drop_value(v),
            (SPat::Tuple { elems, .. }, Tree::Tuple(vs)) if elems.len() == vs.len() => {
                for (q, v) in elems.iter().zip(vs) {
                    self.let_pattern(q, v)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// `xs[i, …]`: the flat position of the indices, checked, computed once
    /// per block, then every leaf of the element read there.
    fn index(&mut self, array: &Name, indices: &[SExpr]) -> Option<Tree<'a>> {
        let a = self.scope.array(array).ok()?;
        if indices.len() != a.rank() || indices.is_empty() {
            return None;
        }
        let mut flat: Option<Val<'a, i64>> = None;
        for (i, &d) in indices.iter().zip(a.shape()) {
            let Any::I64(i) = self.prim(i)? else {
                return None;
            };
            let inside = move |i: i64| (i >= 0 && (i as u64) < d as u64).then_some(i);
            let i = match i {
                Val::Const(c) => Val::Const(inside(c)?),
                i => try1(i, inside),
            };
            flat = Some(match flat {
                None => i,
                Some(outer) => map2(outer, i, move |o: i64, i: i64| o * d as i64 + i),
            });
        }
        let flat = flat?;
        let at = match flat {
            Val::Node { .. } => {
                let Bound::Slot(_, k) = self.keep(Tree::Leaf(Any::I64(flat))) else {
                    return None;
                };
                Val::Slot(k)
            }
            v => v,
        };
        let mut leaf = 0;
        Some(read_elem(&a, a.elem(), &at, &mut leaf))
    }
}

/// Element `at` of `a`, whose leaves from `*leaf` on have type `ty`.
fn read_elem<'a>(a: &ir::Array, ty: &ScalarType, at: &Val<'a, i64>, leaf: &mut usize) -> Tree<'a> {
    match ty {
        ScalarType::Tuple(ts) => {
            Tree::Tuple(ts.iter().map(|t| read_elem(a, t, at, leaf)).collect())
        }
        ScalarType::Prim(_) => {
            let k = *leaf;
            *leaf += 1;
            fn gather<'a, T: Num>(a: ir::Array, k: usize, at: &Val<'a, i64>) -> Val<'a, T> {
                match at {
                    Val::Const(i) => {
                        Val::Const(T::buf(&a.buffers()[k]).expect("typed")[*i as usize])
                    }
                    Val::Slot(s) => {
                        let s = *s;
                        node(false, move |f, _| {
                            let v = T::buf(&a.buffers()[k])?;
                            Some(i64::col(&f[s])?.iter().map(|&i| v[i as usize]).collect())
                        })
                    }
                    Val::Node { .. } => unreachable!("positions are kept in a slot"),
                }
            }
            let a = a.clone();
            Tree::Leaf(match a.buffers()[k] {
                Buffer::Bool(_) => Any::Bool(gather(a, k, at)),
                Buffer::I32(_) => Any::I32(gather(a, k, at)),
                Buffer::I64(_) => Any::I64(gather(a, k, at)),
                Buffer::F32(_) => Any::F32(gather(a, k, at)),
                Buffer::F64(_) => Any::F64(gather(a, k, at)),
            })
        }
    }
}

/// An `if` of trees of one shape, leaf by leaf.
fn branches<'a>(c: &Val<'a, bool>, t: Tree<'a>, e: Tree<'a>) -> Option<Tree<'a>> {
    let c = || match c {
        Val::Const(v) => Val::Const(*v),
        Val::Slot(k) => Val::Slot(*k),
        Val::Node { .. } => unreachable!("conditions are kept in a slot"),
    };
    Some(match (t, e) {
        (Tree::Tuple(ts), Tree::Tuple(es)) if ts.len() == es.len() => Tree::Tuple(
            ts.into_iter()
                .zip(es)
                .map(|(t, e)| branches(&c(), t, e))
                .collect::<Option<_>>()?,
        ),
        (Tree::Leaf(t), Tree::Leaf(e)) => Tree::Leaf(match (t, e) {
            (Any::Bool(t), Any::Bool(e)) => Any::Bool(select(c(), t, e)),
            (Any::I32(t), Any::I32(e)) => Any::I32(select(c(), t, e)),
            (Any::I64(t), Any::I64(e)) => Any::I64(select(c(), t, e)),
            (Any::F32(t), Any::F32(e)) => Any::F32(select(c(), t, e)),
            (Any::F64(t), Any::F64(e)) => Any::F64(select(c(), t, e)),
            _ => return None,
        }),
        _ => return None,
    })
}

/// A binary operator on operands of one type, as `scalar_ops::binary`
/// computes it.
fn binary<'a>(op: BinOp, a: Any<'a>, b: Any<'a>) -> Option<Any<'a>> {
    match (a, b) {
        (Any::F64(a), Any::F64(b)) => float_binary(op, a, b),
        (Any::F32(a), Any::F32(b)) => float_binary(op, a, b),
        (Any::I64(a), Any::I64(b)) => int_binary(op, a, b),
        (Any::I32(a), Any::I32(b)) => int_binary(op, a, b),
        (Any::Bool(a), Any::Bool(b)) => match op {
            BinOp::And => Some(Any::Bool(map2(a, b, |x, y| x && y))),
            BinOp::Or => Some(Any::Bool(map2(a, b, |x, y| x || y))),
            op => compare(op, a, b),
        },
        _ => None,
    }
}

fn compare<'a, T: Num>(op: BinOp, a: Val<'a, T>, b: Val<'a, T>) -> Option<Any<'a>> {
    Some(Any::Bool(match op {
        BinOp::Eq => map2(a, b, |x: T, y: T| x == y),
        BinOp::Ne => map2(a, b, |x: T, y: T| x != y),
        BinOp::Lt => map2(a, b, |x: T, y: T| x < y),
        BinOp::Le => map2(a, b, |x: T, y: T| x <= y),
        BinOp::Gt => map2(a, b, |x: T, y: T| x > y),
        BinOp::Ge => map2(a, b, |x: T, y: T| x >= y),
        _ => return None,
    }))
}

fn float_binary<'a, T>(op: BinOp, a: Val<'a, T>, b: Val<'a, T>) -> Option<Any<'a>>
where
    T: Num
        + std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    Some(T::any(match op {
        BinOp::Add => map2(a, b, |x: T, y: T| x + y),
        BinOp::Sub => map2(a, b, |x: T, y: T| x - y),
        BinOp::Mul => map2(a, b, |x: T, y: T| x * y),
        BinOp::Div => map2(a, b, |x: T, y: T| x / y),
        BinOp::Rem => map2(a, b, |x: T, y: T| x % y),
        op => return compare(op, a, b),
    }))
}

fn int_binary<'a, T: Num + Int + Default>(
    op: BinOp,
    a: Val<'a, T>,
    b: Val<'a, T>,
) -> Option<Any<'a>> {
    let zero = T::default();
    Some(T::any(match op {
        BinOp::Add => map2(a, b, T::wadd),
        BinOp::Sub => map2(a, b, T::wsub),
        BinOp::Mul => map2(a, b, T::wmul),
        // By zero: the element-at-a-time code's error.
        BinOp::Div => try2(a, b, move |x: T, y: T| (y != zero).then(|| x.wdiv(y))),
        BinOp::Rem => try2(a, b, move |x: T, y: T| (y != zero).then(|| x.wrem(y))),
        BinOp::BitAnd => map2(a, b, |x: T, y: T| x & y),
        BinOp::BitOr => map2(a, b, |x: T, y: T| x | y),
        BinOp::BitXor => map2(a, b, |x: T, y: T| x ^ y),
        BinOp::Shl => map2(a, b, T::wshl),
        BinOp::Shr => map2(a, b, T::wshr),
        op => return compare(op, a, b),
    }))
}

/// A builtin applied to its arguments, as `scalar_ops::builtin` computes
/// it; `None` for one the arguments' type does not have.
fn builtin<'a>(f: Builtin, mut args: Vec<Any<'a>>) -> Option<Any<'a>> {
    fn float1<'a, T: Num + Float + Default>(f: Builtin, x: Val<'a, T>) -> Option<Any<'a>> {
        T::unary(f, T::default())?;
        Some(T::any(map1(x, move |v| T::unary(f, v).unwrap_or(v))))
    }
    fn float2<'a, T: Num + Float + Default>(
        f: Builtin,
        a: Val<'a, T>,
        b: Val<'a, T>,
    ) -> Option<Any<'a>> {
        T::pair(f, T::default(), T::default())?;
        Some(T::any(map2(a, b, move |x, y| {
            T::pair(f, x, y).unwrap_or(x)
        })))
    }
    fn int2<'a, T: Num + Int>(f: Builtin, a: Val<'a, T>, b: Val<'a, T>) -> Option<Any<'a>> {
        Some(T::any(match f {
            Builtin::Min => map2(a, b, |x: T, y: T| x.min(y)),
            Builtin::Max => map2(a, b, |x: T, y: T| x.max(y)),
            _ => return None,
        }))
    }
    if args.len() == 1 {
        return match (f, args.pop()?) {
            (f, Any::F64(x)) => float1(f, x),
            (f, Any::F32(x)) => float1(f, x),
            (Builtin::Abs, Any::I64(x)) => Some(Any::I64(map1(x, i64::wrapping_abs))),
            (Builtin::Abs, Any::I32(x)) => Some(Any::I32(map1(x, i32::wrapping_abs))),
            _ => None,
        };
    }
    if args.len() != 2 {
        return None;
    }
    let (b, a) = (args.pop()?, args.pop()?);
    match (a, b) {
        (Any::F64(a), Any::F64(b)) => float2(f, a, b),
        (Any::F32(a), Any::F32(b)) => float2(f, a, b),
        (Any::I64(a), Any::I64(b)) => int2(f, a, b),
        (Any::I32(a), Any::I32(b)) => int2(f, a, b),
        _ => None,
    }
}

/// `to x` (`f32 x`, `i64 x`, …), as `scalar_ops::convert` computes it.
fn convert(x: Any<'_>, to: Prim) -> Option<Any<'_>> {
    macro_rules! cast {
        ($x:expr, $from:ty) => {
            match to {
                Prim::I32 => Any::I32(map1($x, |v: $from| v as i32)),
                Prim::I64 => Any::I64(map1($x, |v: $from| v as i64)),
                Prim::F32 => Any::F32(map1($x, |v: $from| v as f32)),
                Prim::F64 => Any::F64(map1($x, |v: $from| v as f64)),
                Prim::Bool => return None,
            }
        };
    }
    Some(match x {
        Any::Bool(x) if to == Prim::Bool => Any::Bool(x),
        Any::Bool(x) => cast!(map1(x, i64::from), i64),
        Any::I32(x) => cast!(x, i32),
        Any::I64(x) => cast!(x, i64),
        Any::F32(x) => cast!(x, f32),
        Any::F64(x) => cast!(x, f64),
    })
}

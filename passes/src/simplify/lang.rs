//! The e-graph language of scalar expressions: one [`Node`] per `SExprKind`
//! (except `let`, which the builder dissolves into sharing plus [`Op::Seq`]),
//! the constants ([`Konst`]) that constant folding works with, and the parsing
//! and printing of operators that the rewrite patterns are written in.
//!
//! `ir`'s operator enums have no ordering, which `egg` needs; the small
//! wrappers [`Un`], [`Bin`], [`Fun`] and [`Ty`] order them by their position in
//! a table.

use egg::Id;
use ir::ast::{BinOp, Builtin, Lit, UnOp};
use ir::{Name, Prim, Scalar, ScalarType};
use std::cmp::Ordering;
use std::fmt;

/// Every binary operator, in the order used to sort them (their declaration
/// order).
pub const BINOPS: [BinOp; 18] = BinOp::ALL;

/// Every unary operator with its name in rewrite patterns.
pub const UNOPS: [(UnOp, &str); 2] = [(UnOp::Neg, "neg"), (UnOp::Not, "not")];

fn rank<T: PartialEq>(table: impl IntoIterator<Item = T>, x: &T) -> usize {
    table
        .into_iter()
        .position(|t| t == *x)
        .unwrap_or(usize::MAX)
}

/// A unary operator, ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Un(pub UnOp);

/// A binary operator, ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bin(pub BinOp);

/// A built-in function, ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fun(pub Builtin);

/// A scalar type, ordered.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ty(pub ScalarType);

macro_rules! order_by {
    ($t:ty, $key:expr) => {
        impl Ord for $t {
            fn cmp(&self, other: &Self) -> Ordering {
                let key = $key;
                key(self).cmp(&key(other))
            }
        }
        impl PartialOrd for $t {
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }
    };
}
order_by!(Un, |u: &Un| rank(UNOPS.map(|(o, _)| o), &u.0));
order_by!(Bin, |b: &Bin| rank(BINOPS, &b.0));
order_by!(Fun, |f: &Fun| rank(Builtin::ALL, &f.0));
order_by!(Ty, |t: &Ty| ty_key(&t.0));

/// A structural key of a scalar type: prims by their order, tuples bracketed.
fn ty_key(t: &ScalarType) -> Vec<u8> {
    fn go(t: &ScalarType, out: &mut Vec<u8>) {
        match t {
            ScalarType::Prim(p) => out.push(*p as u8),
            ScalarType::Tuple(ts) => {
                out.push(u8::MAX);
                ts.iter().for_each(|t| go(t, out));
                out.push(u8::MAX - 1);
            }
        }
    }
    let mut out = Vec::new();
    go(t, &mut out);
    out
}

/// A primitive constant. Floats are kept as their bits, so that `-0.0` and
/// `0.0` are different constants and every constant is hashable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Konst {
    Bool(bool),
    I32(i32),
    I64(i64),
    F32(u32),
    F64(u64),
}

impl Konst {
    pub fn prim(self) -> Prim {
        match self {
            Konst::Bool(_) => Prim::Bool,
            Konst::I32(_) => Prim::I32,
            Konst::I64(_) => Prim::I64,
            Konst::F32(_) => Prim::F32,
            Konst::F64(_) => Prim::F64,
        }
    }

    pub fn f32(v: f32) -> Konst {
        Konst::F32(v.to_bits())
    }

    pub fn f64(v: f64) -> Konst {
        Konst::F64(v.to_bits())
    }

    /// The value of a literal of type `ty`, as every executor reads it
    /// (`Int` literals typed as floats convert; `None` for an ill-typed one).
    pub fn from_lit(lit: Lit, ty: &ScalarType) -> Option<Konst> {
        Konst::of(&ir::scalar_ops::literal(lit, ty).ok()?)
    }

    /// The constant of a primitive scalar (`None` for a tuple).
    pub fn of(s: &Scalar) -> Option<Konst> {
        Some(match s {
            Scalar::Bool(b) => Konst::Bool(*b),
            Scalar::I32(v) => Konst::I32(*v),
            Scalar::I64(v) => Konst::I64(*v),
            Scalar::F32(v) => Konst::f32(*v),
            Scalar::F64(v) => Konst::f64(*v),
            Scalar::Tuple(_) => return None,
        })
    }

    /// This constant as a scalar, for `ir::scalar_ops`.
    pub fn scalar(self) -> Scalar {
        match self {
            Konst::Bool(b) => Scalar::Bool(b),
            Konst::I32(v) => Scalar::I32(v),
            Konst::I64(v) => Scalar::I64(v),
            Konst::F32(bits) => Scalar::F32(f32::from_bits(bits)),
            Konst::F64(bits) => Scalar::F64(f64::from_bits(bits)),
        }
    }

    /// The literal (and its type) that denotes this constant.
    pub fn to_lit(self) -> (Lit, ScalarType) {
        let lit = match self {
            Konst::Bool(b) => Lit::Bool(b),
            Konst::I32(v) => Lit::Int(i64::from(v)),
            Konst::I64(v) => Lit::Int(v),
            Konst::F32(bits) => Lit::Float(short_f32(f32::from_bits(bits))),
            Konst::F64(bits) => Lit::Float(f64::from_bits(bits)),
        };
        (lit, ScalarType::Prim(self.prim()))
    }

    /// Integer constants as `i64` (for the conditions of rewrite rules).
    pub fn int(self) -> Option<i64> {
        match self {
            Konst::I32(v) => Some(i64::from(v)),
            Konst::I64(v) => Some(v),
            _ => None,
        }
    }

    /// Float constants as `f64` (exact for `f32`).
    pub fn float(self) -> Option<f64> {
        match self {
            Konst::F32(b) => Some(f64::from(f32::from_bits(b))),
            Konst::F64(b) => Some(f64::from_bits(b)),
            _ => None,
        }
    }
}

/// The `f64` with the shortest decimal form that still reads back as `v`
/// (so that `0.1f32` stays `0.1` rather than `0.10000000149011612`).
fn short_f32(v: f32) -> f64 {
    match v.to_string().parse::<f64>() {
        Ok(d) if (d as f32).to_bits() == v.to_bits() => d,
        _ => f64::from(v),
    }
}

/// An operator: what a [`Node`] does with its children.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    Lit(Konst),
    /// A lambda parameter (lets are dissolved), with its type.
    Var(Name, Ty),
    Size(Name),
    The(Name, Ty),
    Length(Name),
    Shape(Name, Ty),
    Ignore(Ty),
    Unary(Un),
    Binary(Bin),
    If,
    /// `seq a b`: evaluate `a` (for its failure only), then `b`. What is left
    /// of a `let` whose value is not otherwise needed first.
    Seq,
    Tuple,
    Proj(usize),
    Call(Fun),
    /// Conversion to a primitive type.
    Convert(Prim),
    /// `array[i, ..]`, with the element type.
    Index(Name, Ty),
}

/// An e-node: an operator and its children.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node {
    pub op: Op,
    pub kids: Vec<Id>,
}

impl Node {
    pub fn new(op: Op, kids: Vec<Id>) -> Node {
        Node { op, kids }
    }

    pub fn leaf(op: Op) -> Node {
        Node { op, kids: vec![] }
    }
}

impl egg::Language for Node {
    type Discriminant = Op;

    fn discriminant(&self) -> Op {
        self.op.clone()
    }

    fn matches(&self, other: &Self) -> bool {
        self.op == other.op && self.kids.len() == other.kids.len()
    }

    fn children(&self) -> &[Id] {
        &self.kids
    }

    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.kids
    }
}

/// Why a pattern operator could not be read.
#[derive(Debug, thiserror::Error)]
#[error("unknown pattern operator {0}")]
pub struct BadOp(pub String);

/// The operators rewrite patterns use: `+ - * / % == …` (as in source),
/// `neg not if seq tuple proj0 proj1 …`, a primitive type's name (a
/// conversion) and `true`/`false`.
impl egg::FromOp for Node {
    type Error = BadOp;

    fn from_op(op: &str, kids: Vec<Id>) -> Result<Node, BadOp> {
        let arity_ok = |n: usize| kids.len() == n;
        let parsed = if let Some(b) = BINOPS.iter().find(|b| b.symbol() == op) {
            arity_ok(2).then_some(Op::Binary(Bin(*b)))
        } else if let Some((u, _)) = UNOPS.iter().find(|(_, name)| *name == op) {
            arity_ok(1).then_some(Op::Unary(Un(*u)))
        } else if let Some(p) = Prim::from_name(op) {
            arity_ok(1).then_some(Op::Convert(p))
        } else if let Some(i) = op.strip_prefix("proj").and_then(|i| i.parse().ok()) {
            arity_ok(1).then_some(Op::Proj(i))
        } else {
            match op {
                "if" => arity_ok(3).then_some(Op::If),
                "seq" => arity_ok(2).then_some(Op::Seq),
                "tuple" => Some(Op::Tuple),
                "true" | "false" => arity_ok(0).then_some(Op::Lit(Konst::Bool(op == "true"))),
                _ => None,
            }
        };
        parsed
            .map(|op| Node::new(op, kids.clone()))
            .ok_or_else(|| BadOp(format!("`{op}` with {} children", kids.len())))
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.op {
            Op::Lit(k) => match k.to_lit().0 {
                Lit::Bool(b) => write!(f, "{b}"),
                Lit::Int(v) => write!(f, "{v}{}", k.prim()),
                Lit::Float(v) => write!(f, "{v:?}{}", k.prim()),
            },
            Op::Var(n, _) => write!(f, "{n}"),
            Op::Size(n) => write!(f, "size:{n}"),
            Op::The(n, _) => write!(f, "the:{n}"),
            Op::Length(n) => write!(f, "length:{n}"),
            Op::Shape(n, _) => write!(f, "shape:{n}"),
            Op::Ignore(_) => write!(f, "ignore"),
            Op::Unary(u) => {
                let name = UNOPS
                    .iter()
                    .find(|(o, _)| *o == u.0)
                    .map_or("?", |(_, n)| n);
                write!(f, "{name}")
            }
            Op::Binary(b) => write!(f, "{}", b.0.symbol()),
            Op::If => write!(f, "if"),
            Op::Seq => write!(f, "seq"),
            Op::Tuple => write!(f, "tuple"),
            Op::Proj(i) => write!(f, "proj{i}"),
            Op::Call(c) => write!(f, "{}", c.0.name()),
            Op::Convert(p) => write!(f, "{p}"),
            Op::Index(n, _) => write!(f, "index:{n}"),
        }
    }
}

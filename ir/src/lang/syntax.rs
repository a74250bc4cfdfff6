//! The untyped surface syntax that the parser produces and the type checker
//! elaborates into [`crate::ast`]. Array-level and scalar expressions share
//! one grammar here; the checker decides which is which.

use crate::ast::{BinOp, UnOp};
use crate::size::Size;
use crate::span::Span;
use crate::types::Prim;
use crate::Name;

#[derive(Clone, Debug)]
pub struct File {
    pub defs: Vec<DefSyn>,
}

#[derive(Clone, Debug)]
pub struct Ident {
    pub name: Name,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct DefSyn {
    pub name: Ident,
    /// The size parameters, `[n]` after the name.
    pub sizes: Vec<Ident>,
    pub params: Vec<(Ident, TypeSyn)>,
    pub ret: TypeSyn,
    pub body: Expr,
    pub span: Span,
}

/// A type as written: an array type, or a tuple of types.
#[derive(Clone, Debug)]
pub enum TypeSyn {
    Array {
        dims: Vec<(Size, Span)>,
        elem: ElemSyn,
        span: Span,
    },
    Tuple(Vec<TypeSyn>, Span),
    /// `seq t`: a sequence whose elements have type `t`.
    Seq(Box<TypeSyn>, Span),
}

impl TypeSyn {
    /// A tuple's components (one type otherwise: itself).
    pub fn components(&self) -> Vec<&TypeSyn> {
        match self {
            TypeSyn::Tuple(ts, _) => ts.iter().collect(),
            _ => vec![self],
        }
    }

    pub fn span(&self) -> Span {
        match self {
            TypeSyn::Array { span, .. } | TypeSyn::Tuple(_, span) | TypeSyn::Seq(_, span) => *span,
        }
    }
}

#[derive(Clone, Debug)]
pub enum ElemSyn {
    Prim(Prim),
    Tuple(Vec<ElemSyn>),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// The height of this expression's tree (a leaf is 1; patterns count):
    /// what later passes recurse through. Kept by [`Expr::new`].
    pub depth: usize,
}

impl Expr {
    /// A node over already-built children; its depth is one more than the
    /// deepest child's (found without recursing).
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        let deepest = |es: &mut dyn Iterator<Item = &Expr>| es.map(|e| e.depth).max().unwrap_or(0);
        let below = match &kind {
            ExprKind::Var(_)
            | ExprKind::Int(..)
            | ExprKind::Float(..)
            | ExprKind::Bool(_)
            | ExprKind::Ignore
            | ExprKind::Section(_) => 0,
            ExprKind::Tuple(es) | ExprKind::Shape(es) => deepest(&mut es.iter()),
            ExprKind::Unary(_, a) | ExprKind::Proj(a, _) => a.depth,
            ExprKind::Binary(_, a, b) => a.depth.max(b.depth),
            ExprKind::App(h, es) | ExprKind::Index(h, es) => h.depth.max(deepest(&mut es.iter())),
            ExprKind::If(a, b, c) => a.depth.max(b.depth).max(c.depth),
            ExprKind::Let(p, a, b) => p.depth().max(a.depth).max(b.depth),
            ExprKind::Lambda(ps, b) => ps.iter().map(Pat::depth).max().unwrap_or(0).max(b.depth),
            ExprKind::Loop(p, a, b, c) => p.depth().max(a.depth).max(b.depth).max(c.depth),
            ExprKind::For(c) => (c.pat.depth())
                .max(c.init.depth)
                .max(c.bound.depth)
                .max(c.body.depth),
        };
        Expr {
            kind,
            span,
            depth: below + 1,
        }
    }
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Var(Name),
    Int(u64, Option<Prim>),
    Float(f64, Option<Prim>),
    Bool(bool),
    Ignore,
    Tuple(Vec<Expr>),
    /// `(+)`: a binary operator as a two-argument function.
    Section(BinOp),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `head a1 .. ak` (juxtaposition).
    App(Box<Expr>, Vec<Expr>),
    /// `xs[i, j]`
    Index(Box<Expr>, Vec<Expr>),
    /// `p.0`
    Proj(Box<Expr>, usize),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    Let(Pat, Box<Expr>, Box<Expr>),
    Lambda(Vec<Pat>, Box<Expr>),
    /// `loop pat = init while cond do body`.
    Loop(Pat, Box<Expr>, Box<Expr>, Box<Expr>),
    /// `loop pat = init for i < bound do body`.
    For(Box<Counted>),
    /// `[e1][e2]` or `[e1, e2]` as an argument: extents of a shape.
    Shape(Vec<Expr>),
}

/// A counted loop: `loop pat = init for counter < bound do body`.
#[derive(Clone, Debug)]
pub struct Counted {
    pub pat: Pat,
    pub init: Expr,
    pub counter: Ident,
    pub bound: Expr,
    pub body: Expr,
}

#[derive(Clone, Debug)]
pub enum Pat {
    Var(Name, Span),
    Wild(Span),
    Tuple(Vec<Pat>, Span),
}

impl Pat {
    /// The height of the pattern's tree (the parser bounds it, so the
    /// recursion here is bounded too).
    pub fn depth(&self) -> usize {
        match self {
            Pat::Var(..) | Pat::Wild(_) => 1,
            Pat::Tuple(ps, _) => 1 + ps.iter().map(Pat::depth).max().unwrap_or(0),
        }
    }
}

//! The way back: the cheapest expression of the root e-class as a [`Tree`]
//! (every node remembering its e-class, type, safety and span), and a tree
//! as an `SExpr` again.
//!
//! A rebuilt node takes the span of the first source expression that landed
//! in its e-class; nodes made up by rewrites take their parent's span.

use super::analysis::{EGraph, Facts};
use super::build::Built;
use super::lang::{Konst, Node, Op, Ty};
use egg::{CostFunction, Extractor, Id, Language};
use ir::ast::{SExprKind, SPat};
use ir::{Name, SExpr, ScalarType, Span};
use std::collections::{HashMap, HashSet};

/// An extracted expression. `class` is `None` for the nodes that sharing
/// adds (lets and their variables).
#[derive(Clone, Debug)]
pub struct Tree {
    pub kind: TKind,
    pub kids: Vec<Tree>,
    pub class: Option<Id>,
    pub ty: ScalarType,
    /// Evaluating it cannot fail.
    pub safe: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TKind {
    Node(Op),
    /// `let name = kids[0] in kids[1]`.
    Let(Name),
}

impl Tree {
    /// A variable bound by a `let` that sharing adds.
    pub fn var(name: Name, ty: ScalarType, span: Span) -> Tree {
        Tree {
            kind: TKind::Node(Op::Var(name, Ty(ty.clone()))),
            kids: vec![],
            class: None,
            ty,
            safe: true,
            span,
        }
    }

    /// `let name = value in body`.
    pub fn let_(name: Name, value: Tree, body: Tree) -> Tree {
        Tree {
            kind: TKind::Let(name),
            class: None,
            ty: body.ty.clone(),
            safe: value.safe && body.safe,
            span: body.span,
            kids: vec![value, body],
        }
    }

    pub fn op(&self) -> Option<&Op> {
        match &self.kind {
            TKind::Node(op) => Some(op),
            TKind::Let(_) => None,
        }
    }

    /// Number of nodes.
    pub fn size(&self) -> usize {
        1 + self.kids.iter().map(Tree::size).sum::<usize>()
    }
}

/// Tree size first; among trees of one size, fewer negative literals (`x - 1`
/// over `x + -1`) and more nodes of the source expression (so that nothing
/// is reordered for nothing).
struct Cost<'a> {
    source: &'a HashSet<Node>,
}

/// Weight of one node against the tie-breaking penalties (which stay below
/// it for any tree of fewer than a hundred thousand nodes).
const NODE: u64 = 1 << 20;

impl CostFunction<Node> for Cost<'_> {
    type Cost = u64;

    fn cost<C: FnMut(Id) -> u64>(&mut self, n: &Node, mut costs: C) -> u64 {
        let negative = |k: &Konst| {
            k.int().is_some_and(|v| v < 0) || k.float().is_some_and(f64::is_sign_negative)
        };
        let mut own = NODE;
        if matches!(&n.op, Op::Lit(k) if negative(k)) {
            own += 2;
        }
        if !self.source.contains(n) {
            own += 1;
        }
        n.fold(own, |acc, k| acc.saturating_add(costs(k)))
    }
}

/// The cheapest expression of `built.root`; the root keeps `root_span`.
pub fn extract(eg: &EGraph, built: &Built, root_span: Span) -> Tree {
    let mut first_span = HashMap::new();
    for (id, span) in &built.spans {
        first_span.entry(eg.find(*id)).or_insert(*span);
    }
    first_span.insert(eg.find(built.root), root_span);
    let source: HashSet<Node> = built
        .nodes
        .iter()
        .map(|n| n.clone().map_children(|k| eg.find(k)))
        .collect();
    let ex = Extractor::new(eg, Cost { source: &source });
    go(eg, &ex, &first_span, built.root, root_span)
}

fn go(
    eg: &EGraph,
    ex: &Extractor<Cost, Node, Facts>,
    spans: &HashMap<Id, Span>,
    id: Id,
    parent: Span,
) -> Tree {
    let id = eg.find(id);
    let node = ex.find_best_node(id);
    let span = spans.get(&id).copied().unwrap_or(parent);
    let data = &eg[id].data;
    Tree {
        kind: TKind::Node(node.op.clone()),
        kids: node
            .kids
            .iter()
            .map(|&k| go(eg, ex, spans, k, span))
            .collect(),
        class: Some(id),
        ty: data.ty.clone(),
        safe: data.safe,
        span,
    }
}

/// The tree as an expression; `None` if a node has the wrong number of
/// children (which the language rules out).
pub fn to_sexpr(t: Tree) -> Option<SExpr> {
    let Tree {
        kind,
        kids,
        ty,
        span,
        ..
    } = t;
    let kids = kids
        .into_iter()
        .map(to_sexpr)
        .collect::<Option<Vec<SExpr>>>()?;
    let one = |kids: Vec<SExpr>| <[SExpr; 1]>::try_from(kids).ok().map(|[a]| Box::new(a));
    let two = |kids: Vec<SExpr>| {
        <[SExpr; 2]>::try_from(kids)
            .ok()
            .map(|[a, b]| (Box::new(a), Box::new(b)))
    };
    // `let name = …` for a shared value, `let _ = …` for a surviving `seq`.
    let let_ = |name: Option<Name>, kids: Vec<SExpr>| {
        let (value, body) = two(kids)?;
        let ty = value.ty.clone();
        let pat = match name {
            Some(name) => SPat::Var { name, ty, span },
            None => SPat::Wild { ty, span },
        };
        Some(SExprKind::Let { pat, value, body })
    };
    let op = match kind {
        TKind::Let(name) => {
            return Some(SExpr {
                kind: let_(Some(name), kids)?,
                ty,
                span,
            })
        }
        TKind::Node(op) => op,
    };
    if op_is_leaf(&op) != kids.is_empty() {
        return None;
    }
    let kind = match op {
        Op::Lit(k) => SExprKind::Lit(k.to_lit().0),
        Op::Var(n, _) => SExprKind::Var(n),
        Op::Size(n) => SExprKind::Size(n),
        Op::The(n, _) => SExprKind::The(n),
        Op::Length(n) => SExprKind::Length(n),
        Op::Shape(n, _) => SExprKind::Shape(n),
        Op::Ignore(_) => SExprKind::Ignore,
        Op::Unary(u) => SExprKind::Unary(u.0, one(kids)?),
        Op::Binary(b) => {
            let (x, y) = two(kids)?;
            SExprKind::Binary(b.0, x, y)
        }
        Op::If => {
            let [c, t, e] = <[SExpr; 3]>::try_from(kids).ok()?;
            SExprKind::If(Box::new(c), Box::new(t), Box::new(e))
        }
        Op::Seq => let_(None, kids)?,
        Op::Tuple => SExprKind::Tuple(kids),
        Op::Proj(i) => SExprKind::Proj(one(kids)?, i),
        Op::Call(f) => SExprKind::Call(f.0, kids),
        Op::Convert(_) => SExprKind::Convert(one(kids)?),
        Op::Index(array, _) => SExprKind::Index {
            array,
            indices: kids,
        },
    };
    Some(SExpr { kind, ty, span })
}

/// Operators without operands.
fn op_is_leaf(op: &Op) -> bool {
    matches!(
        op,
        Op::Lit(_)
            | Op::Var(..)
            | Op::Size(_)
            | Op::The(..)
            | Op::Length(_)
            | Op::Shape(..)
            | Op::Ignore(_)
    )
}

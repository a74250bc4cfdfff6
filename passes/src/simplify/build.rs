//! From a scalar expression to an e-graph.
//!
//! Every node becomes an e-node whose operator carries what it needs (a
//! literal's value, a variable's name and type, a conversion's target, …).
//! A `let` is dissolved: its value is added once and every use of the bound
//! name refers to the value's e-class (tuple patterns to projections of it),
//! so that sharing is exactly what the e-graph represents. Because a `let`
//! evaluates its value even when the body does not use it (and that
//! evaluation may fail), the `let` itself becomes `seq value body`; the rules
//! drop the `seq` when the value is safe. With lets gone, the only variables
//! left are the lambda's parameters, so no e-class depends on a binding
//! inside the expression and any subexpression may later be shared.

use super::analysis::EGraph;
use super::lang::{Bin, Fun, Konst, Node, Op, Ty, Un};
use egg::Id;
use ir::ast::{SExprKind, SPat};
use ir::{Name, SExpr, ScalarType, Span};

/// The e-graph of one expression, with what the way back needs.
pub struct Built {
    pub root: Id,
    /// The span of the first source expression added to each e-class, in the
    /// order added.
    pub spans: Vec<(Id, Span)>,
    /// The name each dissolved `let` gave its value's e-class.
    pub let_names: Vec<(Id, Name)>,
    /// The e-nodes of the source expression (extraction prefers them among
    /// equally small choices, so that the output changes only where it gains).
    pub nodes: Vec<Node>,
}

/// Something the simplifier does not take apart (an ill-typed tree); the
/// expression is then left as it is.
#[derive(Debug)]
pub struct Unsupported;

/// Adds `e` to `eg`.
pub fn build(eg: &mut EGraph, e: &SExpr) -> Result<Built, Unsupported> {
    let mut b = Builder {
        eg,
        env: Vec::new(),
        spans: Vec::new(),
        let_names: Vec::new(),
        nodes: Vec::new(),
    };
    let root = b.add(e)?;
    Ok(Built {
        root,
        spans: b.spans,
        let_names: b.let_names,
        nodes: b.nodes,
    })
}

struct Builder<'a> {
    eg: &'a mut EGraph,
    /// Let-bound names in scope, innermost last.
    env: Vec<(Name, Id)>,
    spans: Vec<(Id, Span)>,
    let_names: Vec<(Id, Name)>,
    nodes: Vec<Node>,
}

impl Builder<'_> {
    fn add(&mut self, e: &SExpr) -> Result<Id, Unsupported> {
        let ty = || Ty(e.ty.clone());
        let (op, kids): (Op, Vec<&SExpr>) = match &e.kind {
            SExprKind::Lit(l) => (
                Op::Lit(Konst::from_lit(*l, &e.ty).ok_or(Unsupported)?),
                vec![],
            ),
            SExprKind::Var(n) => match self.env.iter().rev().find(|(m, _)| m == n) {
                Some(&(_, id)) => return self.checked(id, e),
                None => (Op::Var(n.clone(), ty()), vec![]),
            },
            SExprKind::Size(n) => (Op::Size(n.clone()), vec![]),
            SExprKind::Unary(op, x) => (Op::Unary(Un(*op)), vec![x]),
            SExprKind::Binary(op, a, b) => (Op::Binary(Bin(*op)), vec![a, b]),
            SExprKind::If(c, t, f) => (Op::If, vec![c, t, f]),
            SExprKind::Let { pat, value, body } => return self.add_let(pat, value, body, e),
            SExprKind::Tuple(es) => (Op::Tuple, es.iter().collect()),
            SExprKind::Proj(x, i) => (Op::Proj(*i), vec![x]),
            SExprKind::Call(f, args) => (Op::Call(Fun(*f)), args.iter().collect()),
            SExprKind::Convert(x) => (Op::Convert(e.ty.as_prim().ok_or(Unsupported)?), vec![x]),
            SExprKind::Index { array, indices } => {
                (Op::Index(array.clone(), ty()), indices.iter().collect())
            }
            SExprKind::The(n) => (Op::The(n.clone(), ty()), vec![]),
            SExprKind::Length(n) => (Op::Length(n.clone()), vec![]),
            SExprKind::Shape(n) => (Op::Shape(n.clone(), ty()), vec![]),
            SExprKind::Ignore => (Op::Ignore(ty()), vec![]),
        };
        let kids = kids
            .into_iter()
            .map(|k| self.add(k))
            .collect::<Result<_, _>>()?;
        let id = self.node(Node::new(op, kids));
        self.checked(id, e)
    }

    /// `let pat = value in body` becomes `seq value body`, with the names of
    /// `pat` standing for (projections of) the value's class in `body`.
    fn add_let(
        &mut self,
        pat: &SPat,
        value: &SExpr,
        body: &SExpr,
        e: &SExpr,
    ) -> Result<Id, Unsupported> {
        let v = self.add(value)?;
        if let SPat::Var { name, .. } = pat {
            self.let_names.push((v, name.clone()));
        }
        let mark = self.env.len();
        self.bind(pat, v)?;
        let b = self.add(body);
        self.env.truncate(mark);
        let id = self.node(Node::new(Op::Seq, vec![v, b?]));
        self.checked(id, e)
    }

    fn bind(&mut self, pat: &SPat, v: Id) -> Result<(), Unsupported> {
        match pat {
            SPat::Var { name, ty, .. } if *ty == self.eg[v].data.ty => {
                self.env.push((name.clone(), v))
            }
            SPat::Wild { .. } => {}
            SPat::Tuple { elems, .. } => {
                let ScalarType::Tuple(ts) = &self.eg[v].data.ty else {
                    return Err(Unsupported);
                };
                if ts.len() != elems.len() {
                    return Err(Unsupported);
                }
                // A tuple built in place that cannot fail (`let (p, q) =
                // (a, b)`, an inlined function's arguments): its components
                // themselves, not projections of it, so that nothing keeps
                // the tuple. One that may fail stays whole: its `seq` must
                // evaluate every component, and projecting keeps it one tree.
                let parts: Option<Vec<Id>> = self.eg[v]
                    .nodes
                    .iter()
                    .find(|n| n.op == Op::Tuple && n.kids.len() == elems.len())
                    .filter(|_| self.eg[v].data.safe)
                    .map(|n| n.kids.clone());
                for (i, p) in elems.iter().enumerate() {
                    let c = match &parts {
                        Some(kids) => kids[i],
                        None => self.node(Node::new(Op::Proj(i), vec![v])),
                    };
                    self.bind(p, c)?;
                }
            }
            SPat::Var { .. } => return Err(Unsupported),
        }
        Ok(())
    }

    fn node(&mut self, n: Node) -> Id {
        self.nodes.push(n.clone());
        self.eg.add(n)
    }

    /// Records `e`'s span for `id` and checks that the e-graph agrees with the
    /// checker on `e`'s type (so the way back rebuilds the same types).
    fn checked(&mut self, id: Id, e: &SExpr) -> Result<Id, Unsupported> {
        if self.eg[id].data.ty != e.ty {
            return Err(Unsupported);
        }
        self.spans.push((id, e.span));
        Ok(id)
    }
}

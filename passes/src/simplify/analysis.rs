//! The e-class analysis: what every e-class knows about the expressions it
//! holds, kept up to date by `egg` as classes merge.
//!
//! - `ty`: the scalar type (all members share it; types are never mixed).
//! - `konst`: the constant value, when constant folding found one; a constant
//!   class is then pruned to its literal.
//! - `safe`: evaluating it can never fail (no array read, no `ignore`, no
//!   integer `/` or `%` by a divisor that might be zero). Members of a class
//!   behave identically, failures included, so one safe member makes the class
//!   safe. Rules that drop or reorder a subexpression ask for this.

use super::fold::fold;
use super::lang::{Bin, Konst, Node, Op, Un};
use egg::{Analysis, DidMerge, Id};
use ir::ast::{BinOp, UnOp};
use ir::ScalarType;

/// The e-graph the simplifier works on.
pub type EGraph = egg::EGraph<Node, Facts>;

/// The analysis (it has no state of its own).
#[derive(Clone, Copy, Debug, Default)]
pub struct Facts;

/// What an e-class knows.
#[derive(Clone, Debug)]
pub struct Data {
    pub ty: ScalarType,
    pub konst: Option<Konst>,
    pub safe: bool,
}

/// Binary operators whose result is a `bool` whatever their operands.
pub fn yields_bool(op: BinOp) -> bool {
    use BinOp::*;
    matches!(op, Eq | Ne | Lt | Le | Gt | Ge | And | Or)
}

/// The type of a node whose children have the types `kid`.
pub fn node_type(op: &Op, kid: impl Fn(usize) -> Option<ScalarType>) -> ScalarType {
    let broken = || ScalarType::Tuple(vec![]);
    match op {
        Op::Lit(k) => ScalarType::Prim(k.prim()),
        Op::Var(_, t) | Op::The(_, t) | Op::Shape(_, t) | Op::Ignore(t) | Op::Index(_, t) => {
            t.0.clone()
        }
        Op::Size(_) | Op::Length(_) => ScalarType::I64,
        Op::Unary(Un(UnOp::Not)) => ScalarType::BOOL,
        Op::Binary(Bin(b)) if yields_bool(*b) => ScalarType::BOOL,
        Op::Unary(_) | Op::Binary(_) | Op::Call(_) => kid(0).unwrap_or_else(broken),
        Op::If | Op::Seq => kid(1).unwrap_or_else(broken),
        Op::Tuple => ScalarType::Tuple((0..).map_while(&kid).collect()),
        Op::Proj(i) => match kid(0) {
            Some(ScalarType::Tuple(mut ts)) if *i < ts.len() => ts.swap_remove(*i),
            _ => broken(),
        },
        Op::Convert(p) => ScalarType::Prim(*p),
    }
}

/// Whether the operator itself cannot fail (its operands aside).
fn total(op: &Op, ty: &ScalarType, konsts: &[Option<Konst>]) -> bool {
    match op {
        Op::Index(..) | Op::Ignore(_) => false,
        Op::Binary(Bin(BinOp::Div | BinOp::Rem)) => {
            let float = ty.as_prim().is_some_and(|p| p.is_float());
            let nonzero = matches!(konsts.get(1), Some(Some(k)) if k.int().is_some_and(|v| v != 0));
            float || nonzero
        }
        _ => true,
    }
}

impl Analysis<Node> for Facts {
    type Data = Data;

    fn make(eg: &mut EGraph, n: &Node) -> Data {
        let kid = |i: usize| n.kids.get(i).map(|&id| eg[id].data.ty.clone());
        let ty = node_type(&n.op, kid);
        let konsts: Vec<Option<Konst>> = n.kids.iter().map(|&id| eg[id].data.konst).collect();
        let konst = fold(&n.op, &konsts).filter(|k| ty == ScalarType::Prim(k.prim()));
        let safe = konst.is_some()
            || (total(&n.op, &ty, &konsts) && n.kids.iter().all(|&id| eg[id].data.safe));
        Data { ty, konst, safe }
    }

    fn merge(&mut self, a: &mut Data, b: Data) -> DidMerge {
        debug_assert_eq!(
            a.ty, b.ty,
            "the simplifier merged classes of different types"
        );
        let konst = egg::merge_option(&mut a.konst, b.konst, |x, y| {
            debug_assert_eq!(*x, y, "the simplifier merged different constants");
            DidMerge(false, false)
        });
        let safe = DidMerge(!a.safe && b.safe, a.safe && !b.safe);
        a.safe |= b.safe;
        konst | safe
    }

    fn modify(eg: &mut EGraph, id: Id) {
        if let Some(k) = eg[id].data.konst {
            let lit = eg.add(Node::leaf(Op::Lit(k)));
            eg.union(id, lit);
            eg[id].nodes.retain(|n| n.kids.is_empty());
        }
    }
}

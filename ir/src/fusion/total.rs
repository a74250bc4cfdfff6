//! Totality: whether computing one element of an operation can never raise
//! a run-time error, and so whether a strategy may recompute it on demand.
//!
//! The reference evaluates every element of every array, so a strategy may
//! recompute a producer at computed indices (read some elements, not
//! others, or some twice) only when it is total: otherwise the elements
//! never read would not raise their errors (`docs/fusion.md`). An operation
//! is total when its scalar expressions have no integer `/` or `%` by a
//! divisor that may be 0 (only nonzero literals and size names proved
//! positive, `bounds::Facts`, are not) and read arrays only at the node's
//! own index ([`crate::own_index`]: in bounds by construction), and it
//! fails on no data: not `fold1` (an empty row), `fold_seg` (its lengths)
//! or `permute` (its targets). A `backpermute` is total when, besides, every
//! index its function returns is provably inside its source
//! ([`crate::bounds`]). Errors of extents (a negative `replicate` count, a
//! `reshape` to another element count) are not an element's: they are
//! checked where the shape is made, however the elements are computed.

use crate::ast::{BinOp, Lambda, Lit, Op, SExpr, SExprKind as K};
use crate::bounds::{index_ranges, range, Facts};
use crate::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use crate::ops::{props, Order};
use crate::own_index::index_params;
use crate::size::{Poly, Size};
use crate::Name;

/// Whether operation node `n` is total (see the module's comment); `false`
/// for nodes that are not operations.
pub fn total(graph: &LabelledGraph, n: NodeId) -> bool {
    let node = graph.node(n);
    let NodeKind::Op(op) = &node.kind else {
        return false;
    };
    let own: Vec<Name> = node
        .own_index_reads()
        .iter()
        .map(|&a| graph.array(a).name.clone())
        .collect();
    let shape = |a: ArrayId| known(&graph.array(a).ty.shape).unwrap_or_default();
    // An element function runs once per element of its space, so the
    // names of a one-term extent are at least 1 there (`bounds::Facts`).
    let per_element = Facts::over(Vec::new(), &shape(node.outputs[0]));
    let lambda = |f: &Lambda, k: &Facts| total_sexpr(&f.body, &own, k);
    let none = Facts::default();
    match &**op {
        Op::Generate { f, .. } | Op::Map { f, .. } | Op::Stencil { f, .. } => {
            lambda(f, &per_element)
        }
        Op::Fold {
            f, init: Some(z), ..
        }
        | Op::Scan {
            f, init: Some(z), ..
        } => lambda(f, &none) && total_sexpr(z, &own, &none),
        Op::Scan { f, init: None, .. } => lambda(f, &none),
        Op::Filter { pred, .. } => lambda(pred, &Facts::over(Vec::new(), &shape(node.inputs[0]))),
        Op::Replicate { .. } | Op::Transpose { .. } | Op::Reshape { .. } => true,
        Op::Backpermute { index, .. } => {
            let space = &graph.array(node.outputs[0]).ty.shape;
            let source = &graph.array(node.inputs[0]).ty.shape;
            lambda(index, &per_element) && in_bounds(index, space, source)
        }
        Op::Fold { init: None, .. }
        | Op::Permute { .. }
        | Op::FoldSeg { .. }
        | Op::ScanSeg { .. } => false,
    }
}

/// Whether a strategy may recompute node `n` on demand inside its consumers
/// (a delayed array): its output can be computed at any index (the table's
/// `Gather` output order) and computing an element never fails ([`total`]).
pub fn recomputable(graph: &LabelledGraph, n: NodeId) -> bool {
    match &graph.node(n).kind {
        NodeKind::Op(op) => props(op.kind()).output.contains(&Order::Gather) && total(graph, n),
        _ => false,
    }
}

/// Whether evaluating a scalar expression can never raise a run-time error;
/// `own` are the arrays it reads only at its node's own index, and `k`
/// what is known of the size names where it runs: an integer divisor must
/// be a nonzero literal or provably at least 1 (a size name that is, `n`
/// in a function over `[n]`).
pub fn total_sexpr(e: &SExpr, own: &[Name], facts: &Facts) -> bool {
    let total = |x: &SExpr| total_sexpr(x, own, facts);
    match &e.kind {
        K::Lit(_) | K::Var(_) | K::Size(_) | K::The(_) | K::Length(_) | K::Shape(_) => true,
        K::Index { array, indices } => own.contains(array) && indices.iter().all(total),
        K::Ignore => false,
        K::Binary(BinOp::Div | BinOp::Rem, a, b) if e.ty.as_prim().is_some_and(|p| p.is_int()) => {
            nonzero(b, facts) && total(a)
        }
        K::Unary(_, a) | K::Proj(a, _) | K::Convert(a) => total(a),
        K::Binary(_, a, b) => total(a) && total(b),
        K::If(c, t, f) => total(c) && total(t) && total(f),
        K::Let { value, body, .. } => total(value) && total(body),
        K::Tuple(es) | K::Call(_, es) => es.iter().all(total),
    }
}

/// Whether integer divisor `d` is never 0: a nonzero literal, or an
/// expression of size names provably at least 1 (variables are unknown
/// here: `k` holds no ranges of them).
fn nonzero(d: &SExpr, k: &Facts) -> bool {
    if let K::Lit(Lit::Int(c)) = d.kind {
        return c != 0;
    }
    range(d, &mut k.clone()).positive(k)
}

/// Whether index function `f`, over an iteration space of extents `space`,
/// returns only indices inside an array of extents `source`.
pub fn in_bounds(lambda: &Lambda, space: &[Size], source: &[Size]) -> bool {
    let (Some(space), Some(source)) = (known(space), known(source)) else {
        return false;
    };
    let Some(params) = index_params(lambda, space.len()) else {
        return false;
    };
    let mut k = Facts::over(params, &space);
    match index_ranges(&lambda.body, source.len(), &mut k) {
        Some(ranges) => ranges.iter().zip(&source).all(|(r, d)| r.within(d, &k)),
        None => false,
    }
}

fn known(shape: &[Size]) -> Option<Vec<Poly>> {
    shape.iter().map(|s| s.as_poly().cloned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::AExprKind;
    use crate::types::ArrayType;

    /// Whether the body of `def f`, a single `backpermute` of parameter
    /// `xs`, returns indices inside `xs`.
    fn bp_in_bounds(src: &str) -> bool {
        let p = crate::check_source(&crate::SourceFile::new("t.fl", src.to_string()))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let def = &p.defs[0];
        let AExprKind::Op(op) = &def.body.kind else {
            panic!("not an operation")
        };
        let Op::Backpermute { index, .. } = &**op else {
            panic!("not a backpermute")
        };
        let ArrayType { shape: space, .. } = def.ret.as_array().expect("an array");
        let source = &def.params[0].ty.shape;
        in_bounds(index, space, source)
    }

    #[test]
    fn reversal_and_shifts_within_the_source_are_proved() {
        let prog = |body: &str| {
            format!("def f (xs: [n]f32) : [n]f32 = backpermute [n] (\\i -> {body}) xs")
        };
        assert!(bp_in_bounds(&prog("n - 1 - i")));
        assert!(bp_in_bounds(&prog("i")));
        assert!(bp_in_bounds(&prog("(i + 1) % n")));
        assert!(bp_in_bounds(&prog("i / 2")));
        assert!(bp_in_bounds(&prog("let k = n - 1 in k - i")));
        assert!(bp_in_bounds(&prog("min i (n - 1)")));
        // Not proved: may leave the source, or unknown.
        assert!(!bp_in_bounds(&prog("n - i")));
        assert!(!bp_in_bounds(&prog("i + 1")));
        assert!(!bp_in_bounds(&prog("i - 1")));
        assert!(!bp_in_bounds(&prog("(i - 1) % n")));
        assert!(!bp_in_bounds(&prog("i * 2")));
        assert!(!bp_in_bounds(&prog("i64 (i32 i)")));
    }

    #[test]
    fn flat_indices_of_two_dimensions_are_proved() {
        let flat =
            "def f (xs: [m*n]f32) : [m][n]f32 = backpermute [m, n] (\\(i, j) -> i * n + j) xs";
        assert!(bp_in_bounds(flat));
        let rows =
            "def f (xs: [m][n]f32) : [m*n]f32 = backpermute [m*n] (\\k -> (k / n, k % n)) xs";
        assert!(bp_in_bounds(rows));
        let swapped =
            "def f (xs: [m][n]f32) : [n][m]f32 = backpermute [n, m] (\\(i, j) -> (j, i)) xs";
        assert!(bp_in_bounds(swapped));
        let wrong =
            "def f (xs: [m][n]f32) : [m][n]f32 = backpermute [m, n] (\\(i, j) -> (j, i)) xs";
        assert!(!bp_in_bounds(wrong));
    }
}

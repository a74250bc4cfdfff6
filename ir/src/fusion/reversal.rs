//! Reversals: a `backpermute` whose output has its operand's extents and
//! whose index function reads, at each output index, the operand at the
//! same index with some axes reversed (`\i -> n - 1 - i`, `\(i, j) -> (m -
//! 1 - i, j)`). It maps each operand element to one output element, so it
//! may be *written through* as a `transpose` is (`crate::deps::DepGraph::
//! through`): its loop runs over its operand in order and stores each
//! element at the reversed index, and so fuses with the operand's
//! producer, a scan included.
//!
//! An index component qualifies when, with the lambda's index variables as
//! unknowns, it is a polynomial of them, integer literals and size names
//! (`+`, `-`, negation, `*`; `length xs` and `shape xs` read an array's
//! extents) equal to `i_d` (kept) or `E_d - 1 - i_d` (reversed), where
//! `E_d` is the operand's extent on that axis.

use crate::ast::{BinOp, Lit, Op, SExpr, SExprKind, UnOp};
use crate::own_index::index_params;
use crate::size::Poly;
use crate::Name;

/// Per axis, whether the `backpermute` `op`, over an output of extents
/// `space` reading an operand of extents `source`, reverses it; `None`
/// when it is no reversal (another index function, other extents, or no
/// axis reversed). `extent(xs, d)` gives array `xs`'s extent on axis `d`.
pub fn reversed_axes(
    op: &Op,
    space: &[Poly],
    source: &[Poly],
    extent: &dyn Fn(&Name, usize) -> Option<Poly>,
) -> Option<Vec<bool>> {
    let Op::Backpermute { index, .. } = op else {
        return None;
    };
    if space != source || space.is_empty() {
        return None;
    }
    let params = index_params(index, space.len())?;
    let components: Vec<&SExpr> = match &index.body.kind {
        SExprKind::Tuple(items) if params.len() > 1 => items.iter().collect(),
        _ if params.len() == 1 => vec![&index.body],
        _ => return None,
    };
    if components.len() != params.len() {
        return None;
    }
    let unknown = |d: usize| Poly::var(Name::from(format!("#index{d}").as_str()));
    let reversed: Vec<bool> = (components.iter().enumerate())
        .map(|(d, c)| {
            let p = poly(c, &params, extent)?;
            if p == unknown(d) {
                Some(false)
            } else if p == source[d].sub(&Poly::constant(1)).sub(&unknown(d)) {
                Some(true)
            } else {
                None
            }
        })
        .collect::<Option<_>>()?;
    reversed.contains(&true).then_some(reversed)
}

/// `e` as a polynomial, the index variable `params[d]` as `#index{d}`.
fn poly(e: &SExpr, params: &[Name], extent: &dyn Fn(&Name, usize) -> Option<Poly>) -> Option<Poly> {
    let go = |x: &SExpr| poly(x, params, extent);
    Some(match &e.kind {
        SExprKind::Lit(Lit::Int(k)) => Poly::constant(*k),
        SExprKind::Size(name) => Poly::var(name.clone()),
        SExprKind::Var(v) => {
            let d = params.iter().position(|p| p == v)?;
            Poly::var(Name::from(format!("#index{d}").as_str()))
        }
        SExprKind::Unary(UnOp::Neg, x) => go(x)?.neg(),
        SExprKind::Binary(BinOp::Add, a, b) => go(a)?.add(&go(b)?),
        SExprKind::Binary(BinOp::Sub, a, b) => go(a)?.sub(&go(b)?),
        SExprKind::Binary(BinOp::Mul, a, b) => go(a)?.mul(&go(b)?),
        SExprKind::Length(a) => extent(a, 0)?,
        SExprKind::Proj(s, k) => match &s.kind {
            SExprKind::Shape(a) => extent(a, *k)?,
            _ => return None,
        },
        SExprKind::Shape(a) => extent(a, 0)?,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::ArrayType;

    /// The reversed axes of `def f`'s body, a single `backpermute` of its
    /// parameter `xs`.
    fn reversed(src: &str) -> Option<Vec<bool>> {
        let p = crate::check_source(&crate::SourceFile::new("t.fl", src.to_string()))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let def = &p.defs[0];
        let crate::AExprKind::Op(op) = &def.body.kind else {
            panic!("not an operation")
        };
        let ArrayType { shape: space, .. } = def.ret.as_array().expect("an array");
        let known = |s: &[crate::size::Size]| -> Vec<Poly> {
            s.iter()
                .map(|x| x.as_poly().cloned().expect("known"))
                .collect()
        };
        let source = known(&def.params[0].ty.shape);
        let extent = |_: &Name, d: usize| source.get(d).cloned();
        reversed_axes(op, &known(space), &source, &extent)
    }

    #[test]
    fn reversals_are_recognised() {
        let one = |body: &str| {
            reversed(&format!(
                "def f (xs: [n]f32) : [n]f32 = backpermute [n] (\\i -> {body}) xs"
            ))
        };
        assert_eq!(one("n - 1 - i"), Some(vec![true]));
        assert_eq!(one("(n - 1) - i"), Some(vec![true]));
        assert_eq!(one("length xs - 1 - i"), Some(vec![true]));
        assert_eq!(one("-i + n - 1"), Some(vec![true]));
        // Not reversals: the identity, shifts, another extent.
        assert_eq!(one("i"), None);
        assert_eq!(one("n - i"), None);
        assert_eq!(one("n - 2 - i"), None);
        assert_eq!(one("(n - 1 - i) % n"), None);
        let rows = "def f (xs: [m][n]f32) : [m][n]f32 = \
                    backpermute [m, n] (\\(i, j) -> (m - 1 - i, j)) xs";
        assert_eq!(reversed(rows), Some(vec![true, false]));
        let both = "def f (xs: [m][n]f32) : [m][n]f32 = \
                    backpermute [m, n] (\\(i, j) -> (m - 1 - i, n - 1 - j)) xs";
        assert_eq!(reversed(both), Some(vec![true, true]));
        let swapped = "def f (xs: [n][n]f32) : [n][n]f32 = \
                       backpermute [n, n] (\\(i, j) -> (n - 1 - j, i)) xs";
        assert_eq!(reversed(swapped), None);
        let shorter = "def f (xs: [n]f32) (ys: [m]f32) : [m]f32 = \
                       backpermute [m] (\\i -> n - 1 - i) xs";
        assert_eq!(reversed(shorter), None);
    }
}

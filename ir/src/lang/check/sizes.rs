//! Symbolic sizes across types: a callee's size names substituted by its
//! arguments', loop variables generalised, two types compatible (no size
//! provably differs), the join of two branches' types.

use crate::size::{Poly, Size};
use crate::types::{ArrayType, Type};
use crate::Name;
use std::collections::BTreeMap;

/// `v` when the polynomial is exactly one size name.
pub(super) fn single_var(p: &Poly) -> Option<Name> {
    let mut terms = p.terms();
    match (terms.next(), terms.next()) {
        (Some((m, 1)), None) if m.len() == 1 => Some(m[0].clone()),
        _ => None,
    }
}

pub(super) fn substitute(s: &Size, subst: &BTreeMap<Name, Size>) -> Size {
    let Some(p) = s.as_poly() else {
        return Size::Unknown;
    };
    let mut acc = Poly::zero();
    for (m, c) in p.terms() {
        let mut t = Poly::constant(c);
        for n in m {
            match subst.get(n) {
                Some(Size::Known(q)) => t = t.mul(q),
                _ => return Size::Unknown,
            }
        }
        acc = acc.add(&t);
    }
    Size::Known(acc)
}

pub(super) fn map_sizes(t: &Type, f: &dyn Fn(&Size) -> Size) -> Type {
    match t {
        Type::Array(a) => Type::Array(ArrayType::new(
            a.shape.iter().map(f).collect(),
            a.elem.clone(),
        )),
        Type::Tuple(ts) => Type::Tuple(ts.iter().map(|t| map_sizes(t, f)).collect()),
        Type::Seq(t) => Type::Seq(Box::new(map_sizes(t, f))),
    }
}

/// Loop variables may change size between iterations.
pub(super) fn generalise(t: &Type) -> Type {
    map_sizes(t, &|_| Size::Unknown)
}

/// Same structure, ranks and element types, and no size that provably differs.
pub(super) fn compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Array(x), Type::Array(y)) => {
            x.elem == y.elem
                && x.rank() == y.rank()
                && x.shape
                    .iter()
                    .zip(&y.shape)
                    .all(|(d, e)| !d.provably_differs(e))
        }
        (Type::Tuple(xs), Type::Tuple(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| compatible(x, y))
        }
        (Type::Seq(x), Type::Seq(y)) => compatible(x, y),
        _ => false,
    }
}

/// The type of either branch: sizes that differ become `?`.
pub(super) fn join(a: &Type, b: &Type) -> Option<Type> {
    match (a, b) {
        (Type::Array(x), Type::Array(y)) if x.elem == y.elem && x.rank() == y.rank() => {
            let shape = x
                .shape
                .iter()
                .zip(&y.shape)
                .map(|(d, e)| if d == e { d.clone() } else { Size::Unknown })
                .collect();
            Some(Type::Array(ArrayType::new(shape, x.elem.clone())))
        }
        (Type::Tuple(xs), Type::Tuple(ys)) if xs.len() == ys.len() => Some(Type::Tuple(
            xs.iter()
                .zip(ys)
                .map(|(x, y)| join(x, y))
                .collect::<Option<_>>()?,
        )),
        _ => None,
    }
}

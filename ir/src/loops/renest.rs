//! Flat loops over a column walk, nested again. A nest that reads a
//! transposed array through a flattening `reshape` (`reshape [m*n]
//! (transpose a)`, perhaps reversed by a `backpermute`) lowers to one loop
//! over the flat position that splits it by division:
//!
//! ```text
//! for i in 0..dim(r, 0):            -- dim(r, 0) = dim(a, 1) * dim(a, 0)
//!   f = (dim(a, 0) * dim(a, 1) - 1) - i
//!   x = a[f % dim(a, 0), f / dim(a, 0)]
//! ```
//!
//! Consecutive `i` walk down a column of `a`, a whole row apart, and a
//! transposing nest's tiles (`transposed::tiled`, 2-D nests only) do not see
//! it. [`renest`] splits such a loop in two, `i = i0 * D + i1` with `D` the
//! divisor, over `0..Q` and `0..D` where the extent is `Q * D` as a
//! polynomial in the nest's extents: the iterations run in the same order,
//! the divisions become the loop indices (`i / D = i0`, `i % D = i1`; for
//! `E - 1 - i`, `Q - 1 - i0` and `D - 1 - i1`), and the read is the
//! transposed read of a 2-D nest, which the CPU backend tiles.
//!
//! Only where that is what comes out: a loop whose iterations are
//! independent and whose new nest reads transposed
//! ([`super::transposed::tiled`]). Values, errors (a check at the same
//! element, `i` still defined by a `let`, a load streamed at `i` a load
//! at that value) and reads and writes are unchanged; with `D = 0` the extent is 0 and neither loop body runs. Like
//! [`super::delinearise`], a rewrite the CPU backend applies after the cost
//! model.

use super::program::{nests_mut, Expr, For, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use super::transposed;
use crate::ast::BinOp;
use crate::graph::ArrayId;
use crate::size::Poly;
use crate::{Prim, Scalar, ScalarType};
use std::collections::{BTreeMap, HashMap, HashSet};

/// `p` with every flat loop over a column walk nested in two; how many
/// loops were.
pub fn renest(p: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = p.clone();
    let mut count = 0;
    let (body, vars) = (&mut out.body, &mut out.vars);
    nests_mut(body, &mut |nest| {
        let next = VarId(vars.len() as u32);
        let (hi, lo) = (next, VarId(next.0 + 1));
        let Some(nested) = renested(nest, hi, lo) else {
            return;
        };
        let name = |suffix: &str| VarDecl {
            name: format!("{}_{suffix}", vars[nested.1].name),
            ty: ScalarType::Prim(Prim::I64),
        };
        let (h, l) = (name("hi"), name("lo"));
        vars.push(h);
        vars.push(l);
        *nest = nested.0;
        count += 1;
    });
    (out, count)
}

/// `nest` with its one loop split into `hi` over the quotient and `lo`
/// over the divisor, and the loop's index; `None` where it does not
/// qualify.
fn renested(nest: &Nest, hi: VarId, lo: VarId) -> Option<(Nest, VarId)> {
    let outer = nest.body.inner.as_deref()?;
    if outer.body.inner.is_some() {
        return None;
    }
    let sums = Sums::of(nest);
    let i = outer.index;
    let extent = sums.poly(&outer.extent, 0)?;
    let mut split = None;
    outer.body.exprs(&mut |x| {
        x.walk(&mut |y| {
            if let (None, Expr::Binary(BinOp::Div | BinOp::Rem, a, d)) = (&split, y) {
                split = sums.split(a, d, &extent, i);
            }
        })
    });
    let split = split?;
    let (d, q) = (split.divisor.expr(), split.quotient.expr());
    let mut body = outer.body.clone();
    body.walk_mut(&mut |s| {
        s.own_exprs_mut(&mut |x| sums.replace(x, &split, &extent, i, (hi, lo), (&q, &d)))
    });
    // A load streamed at `i` is a load at the `let`'s value now: streamed
    // loads index with loop indices.
    body.walk_mut(&mut |s| {
        if let Stmt::Load {
            index, streamed, ..
        } = s
        {
            let mut at_i = false;
            index
                .iter()
                .for_each(|x| x.each_var(&mut |v| at_i |= v == i));
            *streamed &= !at_i;
        }
    });
    let at = *nest.nodes.first()?;
    let flat = Expr::bin(
        BinOp::Add,
        Expr::bin(BinOp::Mul, Expr::var(hi), d.clone()),
        Expr::var(lo),
    );
    body.pre.insert(
        0,
        Stmt::Let {
            var: i,
            value: flat,
            at,
        },
    );
    let inner = For {
        index: lo,
        extent: d,
        extent_sym: Poly::zero(),
        dir: outer.dir,
        body,
    };
    let new_outer = For {
        index: hi,
        extent: q,
        extent_sym: Poly::zero(),
        dir: outer.dir,
        body: Level {
            pre: Vec::new(),
            inner: Some(Box::new(inner)),
            post: Vec::new(),
        },
    };
    transposed::tiled(&new_outer)?;
    let mut out = nest.clone();
    out.body.inner = Some(Box::new(new_outer));
    Some((out, i))
}

/// A flat position's split: `x / divisor` and `x % divisor` where the
/// loop's extent is `quotient * divisor`, and `x` is the loop index, or
/// the extent less one less the index when `reversed`.
struct Split {
    divisor: Sum,
    quotient: Sum,
    reversed: bool,
}

/// What a nest's integer expressions are as polynomials: the `let`s that
/// define a variable once and are never updated, and each fused array's
/// extents as the nest's shapes give them.
struct Sums {
    lets: HashMap<VarId, Expr>,
    shapes: HashMap<(ArrayId, usize), Expr>,
}

impl Sums {
    fn of(nest: &Nest) -> Sums {
        let mut lets = HashMap::new();
        let mut twice: HashSet<VarId> = HashSet::new();
        nest.body.walk(&mut |s| match s {
            Stmt::Let { var, value, .. } => {
                if lets.insert(*var, value.clone()).is_some() {
                    twice.insert(*var);
                }
            }
            s => twice.extend(s.defines()),
        });
        lets.retain(|v, _| !twice.contains(v));
        let mut shapes = HashMap::new();
        for sd in &nest.shapes {
            for (axis, d) in sd.dims.iter().enumerate() {
                shapes.insert((sd.array, axis), d.clone());
            }
        }
        Sums { lets, shapes }
    }

    /// `x` as a polynomial over extents of arrays without shapes in the
    /// nest and variables without a `let`; `None` for anything but `+`,
    /// `-`, `*` of those and `i64` literals.
    fn poly(&self, x: &Expr, depth: usize) -> Option<Sum> {
        if depth > 64 {
            return None;
        }
        match x {
            Expr::Lit(Scalar::I64(c)) => Some(Sum::constant(*c)),
            Expr::Var(v) => match self.lets.get(v) {
                Some(value) => self.poly(value, depth + 1),
                None => Some(Sum::atom(Atom::Var(*v))),
            },
            Expr::Dim { array, axis } => match self.shapes.get(&(*array, *axis)) {
                Some(d) => self.poly(d, depth + 1),
                None => Some(Sum::atom(Atom::Dim(*array, *axis))),
            },
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
                let (a, b) = (self.poly(a, depth + 1)?, self.poly(b, depth + 1)?);
                match op {
                    BinOp::Add => a.add(&b),
                    BinOp::Sub => a.add(&b.scale(-1)?),
                    _ => a.mul(&b),
                }
            }
            _ => None,
        }
    }

    /// The split that `a / d` or `a % d` makes of the flat position when it
    /// is one: `d` a polynomial in extents alone that divides `extent`, `a`
    /// the index `i` or `extent - 1 - i`.
    fn split(&self, a: &Expr, d: &Expr, extent: &Sum, i: VarId) -> Option<Split> {
        let divisor = self.poly(d, 0)?;
        if !divisor.only_extents() || divisor.terms.is_empty() {
            return None;
        }
        let quotient = extent.div(&divisor)?;
        let reversed = self.reversed(a, extent, i)?;
        Some(Split {
            divisor,
            quotient,
            reversed,
        })
    }

    /// Whether `a` is `extent - 1 - i` (`Some(true)`) or `i` (`Some(false)`).
    fn reversed(&self, a: &Expr, extent: &Sum, i: VarId) -> Option<bool> {
        let a = self.poly(a, 0)?;
        let index = Sum::atom(Atom::Var(i));
        if a == index {
            return Some(false);
        }
        let last = extent.add(&Sum::constant(-1))?.add(&index.scale(-1)?)?;
        (a == last).then_some(true)
    }

    /// `x` with each division or remainder of the flat position by the
    /// split's divisor replaced by the new loop indices `(hi, lo)` (their
    /// reversals for a reversed split), `(q, d)` the quotient and divisor.
    fn replace(
        &self,
        x: &mut Expr,
        split: &Split,
        extent: &Sum,
        i: VarId,
        (hi, lo): (VarId, VarId),
        (q, d): (&Expr, &Expr),
    ) {
        if let Expr::Binary(op @ (BinOp::Div | BinOp::Rem), a, div) = x {
            let ours = self.poly(div, 0).as_ref() == Some(&split.divisor)
                && self.reversed(a, extent, i) == Some(split.reversed);
            if ours {
                let (index, bound) = match op {
                    BinOp::Div => (hi, q),
                    _ => (lo, d),
                };
                *x = if split.reversed {
                    let last = Expr::bin(BinOp::Sub, bound.clone(), Expr::i64(1));
                    Expr::bin(BinOp::Sub, last, Expr::var(index))
                } else {
                    Expr::var(index)
                };
                return;
            }
        }
        x.for_each_child_mut(&mut |c| self.replace(c, split, extent, i, (hi, lo), (q, d)));
    }
}

/// A factor of a [`Sum`]'s term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Atom {
    Dim(ArrayId, usize),
    Var(VarId),
}

/// An integer polynomial: each term's factors (sorted, repeated for a
/// power) with its coefficient, none zero.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Sum {
    terms: BTreeMap<Vec<Atom>, i64>,
}

impl Sum {
    fn constant(c: i64) -> Sum {
        Sum::from_terms([(Vec::new(), c)])
    }

    fn atom(a: Atom) -> Sum {
        Sum::from_terms([(vec![a], 1)])
    }

    fn from_terms(terms: impl IntoIterator<Item = (Vec<Atom>, i64)>) -> Sum {
        let terms = terms.into_iter().filter(|(_, c)| *c != 0).collect();
        Sum { terms }
    }

    fn add(&self, other: &Sum) -> Option<Sum> {
        let mut terms = self.terms.clone();
        for (factors, c) in &other.terms {
            let t = terms.entry(factors.clone()).or_insert(0);
            *t = t.checked_add(*c)?;
        }
        Some(Sum::from_terms(terms))
    }

    fn scale(&self, k: i64) -> Option<Sum> {
        let terms = self
            .terms
            .iter()
            .map(|(f, c)| Some((f.clone(), c.checked_mul(k)?)));
        Some(Sum::from_terms(terms.collect::<Option<Vec<_>>>()?))
    }

    fn mul(&self, other: &Sum) -> Option<Sum> {
        let mut out = Sum::constant(0);
        for (fa, ca) in &self.terms {
            for (fb, cb) in &other.terms {
                let mut factors: Vec<Atom> = fa.iter().chain(fb).copied().collect();
                factors.sort();
                out = out.add(&Sum::from_terms([(factors, ca.checked_mul(*cb)?)]))?;
            }
        }
        Some(out)
    }

    /// `self / d` when `d` is one term that divides every term exactly.
    fn div(&self, d: &Sum) -> Option<Sum> {
        let [(dfactors, dc)] = d.terms.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        if *dc <= 0 {
            return None;
        }
        let mut terms = Vec::new();
        for (factors, c) in &self.terms {
            let mut rest = factors.clone();
            for f in dfactors {
                let at = rest.iter().position(|g| g == f)?;
                rest.remove(at);
            }
            if c % dc != 0 {
                return None;
            }
            terms.push((rest, c / dc));
        }
        Some(Sum::from_terms(terms))
    }

    /// Whether every factor is an extent: the value is known before the
    /// nest's loops.
    fn only_extents(&self) -> bool {
        let extent = |a: &Atom| matches!(a, Atom::Dim(..));
        self.terms.keys().all(|f| f.iter().all(extent))
    }

    /// The polynomial as an expression.
    fn expr(&self) -> Expr {
        let term = |(factors, c): (&Vec<Atom>, &i64)| {
            let atoms = factors.iter().map(|a| match *a {
                Atom::Dim(array, axis) => Expr::Dim { array, axis },
                Atom::Var(v) => Expr::var(v),
            });
            let product = atoms.reduce(|a, b| Expr::bin(BinOp::Mul, a, b));
            match product {
                None => Expr::i64(*c),
                Some(p) if *c == 1 => p,
                Some(p) => Expr::bin(BinOp::Mul, Expr::i64(*c), p),
            }
        };
        let terms = self.terms.iter().map(term);
        terms
            .reduce(|a, b| Expr::bin(BinOp::Add, a, b))
            .unwrap_or(Expr::i64(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(a: u32, axis: usize) -> Sum {
        Sum::atom(Atom::Dim(ArrayId(a), axis))
    }

    #[test]
    fn sums_multiply_divide_and_compare_in_any_order() {
        let (m, n) = (dim(0, 0), dim(0, 1));
        let mn = m.mul(&n).unwrap();
        assert_eq!(mn, n.mul(&m).unwrap());
        assert_eq!(mn.div(&n), Some(m.clone()));
        assert_eq!(mn.div(&m), Some(n.clone()));
        // (m + 1) n / n = m + 1; m n / (m + n) and 3 m n / 2 n are not exact.
        let m1 = m.add(&Sum::constant(1)).unwrap();
        assert_eq!(m1.mul(&n).unwrap().div(&n), Some(m1));
        assert_eq!(mn.div(&m.add(&n).unwrap()), None);
        assert_eq!(mn.scale(3).unwrap().div(&n.scale(2).unwrap()), None);
        assert_eq!(mn.add(&mn.scale(-1).unwrap()), Some(Sum::constant(0)));
        assert!(mn.only_extents());
        assert!(!Sum::atom(Atom::Var(VarId(0))).only_extents());
    }
}

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
//! ([`ir::loops::transposed::tiled`]). Values, errors (a check at the same
//! element, `i` still defined by a `let`, a load streamed at `i` a load
//! at that value) and reads and writes are unchanged; with `D = 0` the extent is 0 and neither loop body runs. Like
//! [`super::delinearise`], a rewrite the CPU backend applies after the cost
//! model.

use ir::ast::BinOp;
use ir::graph::ArrayId;
use ir::loops::transposed;
use ir::loops::{nests_mut, Expr, For, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use ir::Poly;
use ir::{Name, Prim, Scalar, ScalarType};
use std::collections::{HashMap, HashSet};

/// `p` with every flat loop over a column walk nested in two; how many
/// loops were.
pub fn renest(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut count = 0;
    let (body, vars) = (&mut out.body, &mut out.vars);
    nests_mut(body, &mut |nest| {
        let next = VarId::from_index(vars.len());
        let (hi, lo) = (next, VarId::from_index(next.index() + 1));
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
    let (d, q) = (expr(&split.divisor), expr(&split.quotient));
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
    divisor: Poly,
    quotient: Poly,
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

    /// `x` as a polynomial ([`Poly`]) over extents of arrays without shapes
    /// in the nest and variables without a `let` ([`Atom`]s); `None` for
    /// anything but `+`, `-`, `*` of those and `i64` literals.
    fn poly(&self, x: &Expr, depth: usize) -> Option<Poly> {
        if depth > 64 {
            return None;
        }
        match x {
            Expr::Lit(Scalar::I64(c)) => Some(Poly::constant(*c)),
            Expr::Var(v) => match self.lets.get(v) {
                Some(value) => self.poly(value, depth + 1),
                None => Some(Atom::Var(*v).poly()),
            },
            Expr::Dim { array, axis } => match self.shapes.get(&(*array, *axis)) {
                Some(d) => self.poly(d, depth + 1),
                None => Some(Atom::Dim(*array, *axis).poly()),
            },
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
                let (a, b) = (self.poly(a, depth + 1)?, self.poly(b, depth + 1)?);
                Some(match op {
                    BinOp::Add => a.add(&b),
                    BinOp::Sub => a.sub(&b),
                    _ => a.mul(&b),
                })
            }
            _ => None,
        }
    }

    /// The split that `a / d` or `a % d` makes of the flat position when it
    /// is one: `d` a polynomial in extents alone that divides `extent`, `a`
    /// the index `i` or `extent - 1 - i`.
    fn split(&self, a: &Expr, d: &Expr, extent: &Poly, i: VarId) -> Option<Split> {
        let divisor = self.poly(d, 0)?;
        let positive = divisor.terms().all(|(_, c)| c > 0);
        if !only_extents(&divisor) || divisor.as_constant() == Some(0) || !positive {
            return None;
        }
        let quotient = extent.div_exact(&divisor)?;
        let reversed = self.reversed(a, extent, i)?;
        Some(Split {
            divisor,
            quotient,
            reversed,
        })
    }

    /// Whether `a` is `extent - 1 - i` (`Some(true)`) or `i` (`Some(false)`).
    fn reversed(&self, a: &Expr, extent: &Poly, i: VarId) -> Option<bool> {
        let a = self.poly(a, 0)?;
        let index = Atom::Var(i).poly();
        if a == index {
            return Some(false);
        }
        let last = extent.sub(&Poly::constant(1)).sub(&index);
        (a == last).then_some(true)
    }

    /// `x` with each division or remainder of the flat position by the
    /// split's divisor replaced by the new loop indices `(hi, lo)` (their
    /// reversals for a reversed split), `(q, d)` the quotient and divisor.
    fn replace(
        &self,
        x: &mut Expr,
        split: &Split,
        extent: &Poly,
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

/// A factor of a polynomial's term: an extent of an array without a shape
/// in the nest, or a variable without a `let`; named for [`Poly`], whose
/// variables are names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Atom {
    Dim(ArrayId, usize),
    Var(VarId),
}

impl Atom {
    fn name(self) -> Name {
        match self {
            Atom::Dim(array, axis) => format!("#dim:{}:{axis}", array.index()),
            Atom::Var(v) => format!("#var:{}", v.index()),
        }
        .into()
    }

    /// The atom [`Atom::name`] named.
    fn of(name: &str) -> Option<Atom> {
        let mut parts = name.split(':');
        let atom = match (parts.next()?, parts.next()?, parts.next()) {
            ("#dim", a, Some(k)) => Atom::Dim(ArrayId::new(a.parse().ok()?), k.parse().ok()?),
            ("#var", v, None) => Atom::Var(VarId::new(v.parse().ok()?)),
            _ => return None,
        };
        parts.next().is_none().then_some(atom)
    }

    fn poly(self) -> Poly {
        Poly::var(self.name())
    }

    fn expr(self) -> Expr {
        match self {
            Atom::Dim(array, axis) => Expr::Dim { array, axis },
            Atom::Var(v) => Expr::var(v),
        }
    }
}

/// Whether every factor of `p` is an extent: its value is known before
/// the nest's loops.
fn only_extents(p: &Poly) -> bool {
    p.names()
        .all(|n| matches!(Atom::of(n), Some(Atom::Dim(..))))
}

/// `p` as an expression over its atoms.
fn expr(p: &Poly) -> Expr {
    let term = |(factors, c): (&Vec<Name>, i64)| {
        let atoms = factors
            .iter()
            .map(|n| Atom::of(n).expect("an atom's name").expr());
        let product = atoms.reduce(|a, b| Expr::bin(BinOp::Mul, a, b));
        match product {
            None => Expr::i64(c),
            Some(p) if c == 1 => p,
            Some(p) => Expr::bin(BinOp::Mul, Expr::i64(c), p),
        }
    };
    p.terms()
        .map(term)
        .reduce(|a, b| Expr::bin(BinOp::Add, a, b))
        .unwrap_or(Expr::i64(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(a: u32, axis: usize) -> Poly {
        Atom::Dim(ArrayId::new(a), axis).poly()
    }

    #[test]
    fn extents_multiply_divide_and_compare_in_any_order() {
        let (m, n) = (dim(0, 0), dim(0, 1));
        let mn = m.mul(&n);
        assert_eq!(mn, n.mul(&m));
        assert_eq!(mn.div_exact(&n), Some(m.clone()));
        assert_eq!(mn.div_exact(&m), Some(n.clone()));
        // (m + 1) n / n = m + 1; m n / (m + n) and 3 m n / 2 n are not exact.
        let m1 = m.add(&Poly::constant(1));
        assert_eq!(m1.mul(&n).div_exact(&n), Some(m1));
        assert_eq!(mn.div_exact(&m.add(&n)), None);
        assert_eq!(mn.scale(3).div_exact(&n.scale(2)), None);
        assert_eq!(mn.sub(&mn), Poly::constant(0));
        assert!(only_extents(&mn));
        assert!(!only_extents(&Atom::Var(VarId::new(0)).poly()));
    }

    #[test]
    fn atoms_are_named_back_and_forth() {
        for a in [Atom::Dim(ArrayId::new(3), 1), Atom::Var(VarId::new(12))] {
            assert_eq!(Atom::of(&a.name()), Some(a));
        }
        for bad in ["n", "#dim:3", "#dim:3:1:2", "#var:x", "#var:1:2"] {
            assert_eq!(Atom::of(bad), None, "{bad}");
        }
        // An expression made from a polynomial reads back as it.
        let p = dim(2, 0).mul(&dim(2, 1)).scale(3).add(&Poly::constant(-1));
        let none = Sums {
            lets: HashMap::new(),
            shapes: HashMap::new(),
        };
        assert_eq!(none.poly(&expr(&p), 0), Some(p));
    }
}

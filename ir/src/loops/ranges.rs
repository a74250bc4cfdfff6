//! Indices in bounds by construction. The wrap-around idiom `(i % n + n) %
//! n` is in `[0, n)` whatever `i` is: `i % n` lies in `(-n, n)` (the
//! remainder takes the dividend's sign), so adding `n` gives a non-negative
//! value, whose remainder by `n` lies in `[0, n)`. A read at such an index
//! needs no bounds check, and a loop without the check's early exit may
//! vectorise (a gather).
//!
//! [`Lets::within`] proves `0 <= x < e` from a few rules on the nest's
//! expressions, looking through the `let`s that define its variables:
//!
//! - `a % d` is in `[0, d)` when `a >= 0` and `d` is `e`, with `e >= 0`;
//! - `a >= 0` holds for a non-negative literal, an extent, a loop index,
//!   `b + c`, `b * c`, `b / c` and `b % c` of non-negative operands, and
//!   `b % c + c` (either order) with `c >= 0`.
//!
//! [`Lets::wrapped_sum`] recognises the idiom's outer remainder, which a
//! code generator computes with a compare instead of a second division.
//!
//! Every rule about `% d` relies on the remainder having been computed:
//! wherever the index is used, its divisions have run without dividing by
//! zero (they are checked first), so `d >= 1` there. Arithmetic does not
//! wrap: the values are indices and extents of arrays in memory. The rules
//! may fail to prove a true bound, never prove a false one.

use super::program::{Expr, Level, Nest, Stmt, VarId};
use crate::ast::BinOp;
use crate::Scalar;
use std::collections::{HashMap, HashSet};

/// How deep [`Lets`] follows variables into their definitions.
const DEPTH: usize = 16;

/// The definitions of a nest's variables that the rules look through.
#[derive(Clone, Debug, Default)]
pub struct Lets {
    /// Variables bound once by a `let` and never updated, with their values.
    values: HashMap<VarId, Expr>,
    /// Loop indices: in `[0, extent)`.
    indices: HashSet<VarId>,
    /// Variables a `:=` updates: never the same value at two points.
    updated: HashSet<VarId>,
}

impl Lets {
    pub fn of(nest: &Nest) -> Lets {
        let mut lets: HashMap<VarId, Vec<Expr>> = HashMap::new();
        let mut other = HashSet::new();
        let mut updated = HashSet::new();
        let mut indices = HashSet::new();
        loop_indices(&nest.body, &mut indices);
        nest.body.walk(&mut |s| match s {
            Stmt::Let { var, value, .. } => lets.entry(*var).or_default().push(value.clone()),
            Stmt::Set { var, .. } => {
                updated.insert(*var);
            }
            Stmt::Load { var, .. } => {
                other.insert(*var);
            }
            Stmt::Combine { new, old, .. } => {
                other.extend([*new, *old]);
            }
            Stmt::For(f) => {
                indices.insert(f.index);
                loop_indices(&f.body, &mut indices);
            }
            _ => {}
        });
        let values = lets
            .into_iter()
            .filter(|(v, defs)| {
                defs.len() == 1
                    && !other.contains(v)
                    && !updated.contains(v)
                    && !indices.contains(v)
            })
            .map(|(v, mut defs)| (v, defs.remove(0)))
            .collect();
        Lets {
            values,
            indices,
            updated,
        }
    }

    /// Whether `0 <= x < extent` wherever `x` is evaluated (after its own
    /// divisions succeeded).
    pub fn within(&self, x: &Expr, extent: &Expr) -> bool {
        match self.resolve(x, DEPTH) {
            Some(Expr::Binary(BinOp::Rem, a, d)) => {
                self.same(d, extent, DEPTH)
                    && self.non_negative(a, DEPTH)
                    && self.non_negative(extent, DEPTH)
            }
            _ => false,
        }
    }

    /// Whether `a % d` is the wrap idiom's outer remainder: `a` is `r + d`
    /// (either order) with `r = _ % d` and `d >= 0`, so `a` lies in
    /// `(0, 2d)` wherever it is evaluated, and `a % d` is `a - d` when
    /// `a >= d` and `a` otherwise (a compare instead of a division; `d >= 1`
    /// since the inner remainder has been computed).
    pub fn wrapped_sum(&self, a: &Expr, d: &Expr) -> bool {
        match self.resolve(a, DEPTH) {
            Some(Expr::Binary(BinOp::Add, p, q)) => [(p, q), (q, p)]
                .into_iter()
                .any(|(r, e)| self.same(e, d, DEPTH) && self.remainder_plus(r, e, DEPTH)),
            _ => false,
        }
    }

    /// Whether `x` is the smaller of a literal of at most `most` and
    /// something else (looking through `let`s): a count known to be
    /// small, not itself a literal (an interchanged block's columns,
    /// `min(64, h - lo)`).
    pub fn capped(&self, x: &Expr, most: i64) -> bool {
        match self.resolve(x, DEPTH) {
            Some(Expr::Call(crate::ast::Builtin::Min, args)) => args.iter().any(
                |a| matches!(self.resolve(a, DEPTH), Some(Expr::Lit(Scalar::I64(k))) if *k <= most),
            ),
            _ => false,
        }
    }

    /// `x`, or the value of the variable it is, followed through `let`s.
    fn resolve<'a>(&'a self, x: &'a Expr, depth: usize) -> Option<&'a Expr> {
        match x {
            Expr::Var(v) if depth > 0 => match self.values.get(v) {
                Some(value) => self.resolve(value, depth - 1),
                None => Some(x),
            },
            Expr::Var(_) => None,
            _ => Some(x),
        }
    }

    fn non_negative(&self, x: &Expr, depth: usize) -> bool {
        if depth == 0 {
            return false;
        }
        let Some(x) = self.resolve(x, depth) else {
            return false;
        };
        let nn = |y: &Expr| self.non_negative(y, depth - 1);
        match x {
            Expr::Lit(Scalar::I64(k)) => *k >= 0,
            Expr::Dim { .. } => true,
            Expr::Var(v) => self.indices.contains(v),
            Expr::Binary(BinOp::Add, a, b) => {
                (nn(a) && nn(b))
                    || self.remainder_plus(a, b, depth)
                    || self.remainder_plus(b, a, depth)
            }
            Expr::Binary(BinOp::Mul | BinOp::Div | BinOp::Rem, a, b) => nn(a) && nn(b),
            _ => false,
        }
    }

    /// `r + d >= 0` for `r = _ % d` and `d >= 0`: the remainder lies in
    /// `(-d, d)` once computed (so `d >= 1`).
    fn remainder_plus(&self, r: &Expr, d: &Expr, depth: usize) -> bool {
        match self.resolve(r, depth) {
            Some(Expr::Binary(BinOp::Rem, _, by)) => {
                self.same(by, d, depth) && self.non_negative(d, depth - 1)
            }
            _ => false,
        }
    }

    /// Whether `a` and `b` are the same value: equal once variables are
    /// followed through their `let`s.
    fn same(&self, a: &Expr, b: &Expr, depth: usize) -> bool {
        let mut updated = false;
        for x in [a, b] {
            x.each_var(&mut |v| updated |= self.updated.contains(&v));
        }
        if updated {
            return false;
        }
        if a == b {
            return true;
        }
        if depth == 0 {
            return false;
        }
        match (self.resolve(a, depth), self.resolve(b, depth)) {
            (Some(x), Some(y)) if (x, y) != (a, b) => self.same(x, y, depth - 1),
            (Some(Expr::Binary(o1, a1, b1)), Some(Expr::Binary(o2, a2, b2))) => {
                o1 == o2 && self.same(a1, a2, depth - 1) && self.same(b1, b2, depth - 1)
            }
            _ => false,
        }
    }
}

/// The indices of the `inner` chain of loops below `l`.
fn loop_indices(l: &Level, out: &mut HashSet<VarId>) {
    if let Some(f) = &l.inner {
        out.insert(f.index);
        loop_indices(&f.body, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::ArrayId;

    fn v(k: usize) -> VarId {
        VarId::from_index(k)
    }
    fn var(k: usize) -> Expr {
        Expr::Var(v(k))
    }
    fn dim() -> Expr {
        Expr::Dim {
            array: ArrayId::new(0),
            axis: 0,
        }
    }
    fn rem(a: Expr, b: Expr) -> Expr {
        Expr::bin(BinOp::Rem, a, b)
    }
    fn add(a: Expr, b: Expr) -> Expr {
        Expr::bin(BinOp::Add, a, b)
    }

    /// Var 0 is unknown (a read), var 1 a loop index, var 2 is `dim`, var 3
    /// an accumulator; `lets` binds more.
    fn lets(more: &[(usize, Expr)]) -> Lets {
        let mut values: HashMap<VarId, Expr> =
            more.iter().map(|(k, x)| (v(*k), x.clone())).collect();
        values.insert(v(2), dim());
        Lets {
            values,
            indices: [v(1)].into(),
            updated: [v(3)].into(),
        }
    }

    #[test]
    fn the_wrap_idiom_is_in_bounds() {
        let k = lets(&[(5, rem(var(0), var(2)))]);
        // (x % n + n) % n, n + x % n, through lets and named extents.
        assert!(k.within(&rem(add(rem(var(0), dim()), dim()), dim()), &dim()));
        assert!(k.within(&rem(add(dim(), rem(var(0), dim())), var(2)), &dim()));
        assert!(k.within(&rem(add(var(5), var(2)), var(2)), &dim()));
        // A non-negative dividend: an index, a product of indices.
        assert!(k.within(&rem(var(1), dim()), &dim()));
        let prod = Expr::bin(BinOp::Mul, var(1), Expr::i64(7));
        assert!(k.within(&rem(prod, dim()), &dim()));
    }

    #[test]
    fn what_may_be_out_of_bounds_is_not_proved() {
        let k = lets(&[(5, rem(var(0), var(2)))]);
        // A dividend of unknown sign.
        assert!(!k.within(&rem(var(0), dim()), &dim()));
        assert!(!k.within(&var(5), &dim()));
        // Another divisor than the extent, or plus another amount.
        let other = Expr::Dim {
            array: ArrayId::new(1),
            axis: 0,
        };
        assert!(!k.within(
            &rem(add(rem(var(0), other.clone()), other.clone()), other),
            &dim()
        ));
        assert!(!k.within(&rem(add(rem(var(0), dim()), Expr::i64(1)), dim()), &dim()));
        let minus = Expr::bin(BinOp::Sub, rem(var(0), dim()), dim());
        assert!(!k.within(&rem(minus, dim()), &dim()));
        // Not a remainder; a negative literal; an updated variable.
        assert!(!k.within(&var(1), &dim()));
        assert!(!k.within(&rem(Expr::i64(-1), dim()), &dim()));
        assert!(!k.within(&rem(var(1), var(3)), &var(3)));
    }

    #[test]
    fn the_wrap_idioms_outer_remainder_is_a_compare() {
        let k = lets(&[(5, rem(var(0), var(2))), (6, add(var(5), var(2)))]);
        // (x % n + n) % n and (n + x % n) % n, through lets and named extents.
        assert!(k.wrapped_sum(&add(rem(var(0), dim()), dim()), &dim()));
        assert!(k.wrapped_sum(&add(dim(), rem(var(0), var(2))), &var(2)));
        assert!(k.wrapped_sum(&var(6), &dim()));
        // Another divisor outside or inside, another amount added, a sum
        // of unknown range, a divisor that may be negative.
        let other = Expr::Dim {
            array: ArrayId::new(1),
            axis: 0,
        };
        assert!(!k.wrapped_sum(&add(rem(var(0), dim()), dim()), &other));
        assert!(!k.wrapped_sum(&add(rem(var(0), other.clone()), other.clone()), &dim()));
        assert!(!k.wrapped_sum(&add(rem(var(0), dim()), Expr::i64(1)), &dim()));
        assert!(!k.wrapped_sum(&add(var(0), dim()), &dim()));
        assert!(!k.wrapped_sum(&add(rem(var(0), var(0)), var(0)), &var(0)));
        assert!(!k.wrapped_sum(&add(rem(var(1), var(3)), var(3)), &var(3)));
    }

    #[test]
    fn cyclic_lets_end() {
        let k = lets(&[(5, var(6)), (6, var(5))]);
        assert!(!k.within(&rem(var(5), dim()), &dim()));
        assert!(!k.within(&var(5), &var(6)));
    }
}

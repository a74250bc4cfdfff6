//! Symbolic sizes: polynomials with integer coefficients over size names.
//!
//! `[n+1]`, `[m*n]` in signatures, and the symbolic cost formulas (`5n + 2`),
//! are [`Poly`]s. A size that is decided only at run time (`filter`'s result)
//! is [`Size::Unknown`], written `?`.

use crate::Name;
use std::collections::BTreeMap;
use std::fmt;

/// A monomial: size names multiplied together, sorted, with repetition (`n*n`).
pub type Monomial = Vec<Name>;

/// A polynomial in size names. Invariant: no zero coefficients.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Poly {
    terms: BTreeMap<Monomial, i64>,
}

impl Poly {
    pub fn zero() -> Poly {
        Poly::default()
    }

    pub fn constant(c: i64) -> Poly {
        let mut p = Poly::zero();
        p.add_term(Vec::new(), c);
        p
    }

    pub fn var(name: Name) -> Poly {
        let mut p = Poly::zero();
        p.add_term(vec![name], 1);
        p
    }

    fn add_term(&mut self, mut mono: Monomial, coeff: i64) {
        mono.sort();
        let e = self.terms.entry(mono).or_insert(0);
        *e = e.wrapping_add(coeff);
        if *e == 0 {
            self.terms.retain(|_, c| *c != 0);
        }
    }

    pub fn terms(&self) -> impl Iterator<Item = (&Monomial, i64)> {
        self.terms.iter().map(|(m, c)| (m, *c))
    }

    /// `Some(c)` when the polynomial is the constant `c`.
    pub fn as_constant(&self) -> Option<i64> {
        match self.terms.len() {
            0 => Some(0),
            1 => self.terms.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    /// Negative whatever non-negative values the size names take: a negative
    /// constant term and no positive coefficient (`0 - 1`, `-n - 2`).
    pub fn provably_negative(&self) -> bool {
        let constant = self.terms.get(&Vec::new()).copied().unwrap_or(0);
        constant < 0 && self.terms.values().all(|&c| c <= 0)
    }

    /// Every size name that occurs in the polynomial.
    pub fn names(&self) -> impl Iterator<Item = &Name> {
        self.terms.keys().flatten()
    }

    pub fn add(&self, other: &Poly) -> Poly {
        let mut p = self.clone();
        for (m, c) in other.terms() {
            p.add_term(m.clone(), c);
        }
        p
    }

    pub fn neg(&self) -> Poly {
        let mut p = Poly::zero();
        for (m, c) in self.terms() {
            p.add_term(m.clone(), c.wrapping_neg());
        }
        p
    }

    pub fn sub(&self, other: &Poly) -> Poly {
        self.add(&other.neg())
    }

    pub fn mul(&self, other: &Poly) -> Poly {
        let mut p = Poly::zero();
        for (m1, c1) in self.terms() {
            for (m2, c2) in other.terms() {
                let mut m = m1.clone();
                m.extend(m2.iter().cloned());
                p.add_term(m, c1.wrapping_mul(c2));
            }
        }
        p
    }

    pub fn scale(&self, k: i64) -> Poly {
        self.mul(&Poly::constant(k))
    }

    /// `self / d` when `d` is one term (`3`, `n`, `2*m*n`) that divides
    /// every term of `self` exactly (`(m*n + n) / n = m + 1`); `None`
    /// otherwise.
    pub fn div_exact(&self, d: &Poly) -> Option<Poly> {
        let [(dm, dc)] = d.terms().collect::<Vec<_>>()[..] else {
            return None;
        };
        let mut q = Poly::zero();
        for (m, c) in self.terms() {
            if c % dc != 0 {
                return None;
            }
            let mut rest = m.clone();
            for name in dm {
                let at = rest.iter().position(|x| x == name)?;
                rest.remove(at);
            }
            q.add_term(rest, c / dc);
        }
        Some(q)
    }

    /// The polynomial as `a * v + rest` with `v` in neither, when it is
    /// linear in `v` (`2*m + 1` in `m`: `(2, 1)`; `m*m` in `m`: `None`).
    pub fn linear(&self, v: &Name) -> Option<(Poly, Poly)> {
        let (mut a, mut rest) = (Poly::zero(), Poly::zero());
        for (mono, c) in self.terms() {
            let mut others = mono.clone();
            others.retain(|n| n != v);
            match mono.len() - others.len() {
                0 => rest.add_term(others, c),
                1 => a.add_term(others, c),
                _ => return None,
            }
        }
        Some((a, rest))
    }

    /// The value of `v` that makes the polynomial equal to `target`, when
    /// it is linear in `v` and the solution is a polynomial: `h+1 = n+1`
    /// gives `n`, `2*m = 2*k` gives `k`; `2*m = n` gives `None`. `known`
    /// gives the other names' values as polynomials (a name it does not
    /// give stays itself).
    pub fn solve(
        &self,
        v: &Name,
        target: &Poly,
        known: &dyn Fn(&Name) -> Option<Poly>,
    ) -> Option<Poly> {
        let (a, rest) = self.linear(v)?;
        let (a, rest) = (a.substitute(known), rest.substitute(known));
        if a.as_constant() == Some(0) {
            return None;
        }
        target.sub(&rest).div_exact(&a)
    }

    /// The polynomial with each name that `known` gives replaced by its
    /// value.
    pub fn substitute(&self, known: &dyn Fn(&Name) -> Option<Poly>) -> Poly {
        let mut acc = Poly::zero();
        for (m, c) in self.terms() {
            let mut term = Poly::constant(c);
            for n in m {
                term = term.mul(&known(n).unwrap_or_else(|| Poly::var(n.clone())));
            }
            acc = acc.add(&term);
        }
        acc
    }

    /// Evaluates with the given value of each name; `Err(name)` names a missing one.
    /// The value, exactly (in `i128`), or `Ok(None)` when it does not fit:
    /// for figures such as bytes moved, which must never wrap.
    pub fn eval_exact(&self, value_of: &dyn Fn(&str) -> Option<i64>) -> Result<Option<i128>, Name> {
        let mut total: Option<i128> = Some(0);
        for (m, c) in self.terms() {
            let mut t = Some(i128::from(c));
            for name in m {
                let v = value_of(name).ok_or_else(|| name.clone())?;
                t = t.and_then(|t| t.checked_mul(i128::from(v)));
            }
            total = total.zip(t).and_then(|(a, b)| a.checked_add(b));
        }
        Ok(total)
    }

    pub fn eval(&self, value_of: &dyn Fn(&str) -> Option<i64>) -> Result<i64, Name> {
        let mut total: i64 = 0;
        for (m, c) in self.terms() {
            let mut t = c;
            for name in m {
                let v = value_of(name).ok_or_else(|| name.clone())?;
                t = t.wrapping_mul(v);
            }
            total = total.wrapping_add(t);
        }
        Ok(total)
    }
}

impl fmt::Display for Poly {
    /// Highest degree first, constant last: `5n + 2`, `n*m - 1`, `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        let mut terms: Vec<(&Monomial, i64)> = self.terms().collect();
        terms.sort_by(|(a, _), (b, _)| b.len().cmp(&a.len()).then(a.cmp(b)));
        for (i, (m, c)) in terms.into_iter().enumerate() {
            let mag = c.unsigned_abs();
            if i == 0 {
                if c < 0 {
                    write!(f, "-")?;
                }
            } else {
                write!(f, " {} ", if c < 0 { '-' } else { '+' })?;
            }
            if m.is_empty() {
                write!(f, "{mag}")?;
            } else {
                if mag != 1 {
                    write!(f, "{mag}")?;
                }
                let names: Vec<&str> = m.iter().map(|n| &**n).collect();
                write!(f, "{}", names.join("*"))?;
            }
        }
        Ok(())
    }
}

/// One dimension of an array type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Size {
    Known(Poly),
    /// `?`: decided at run time.
    Unknown,
}

impl Size {
    pub fn constant(c: i64) -> Size {
        Size::Known(Poly::constant(c))
    }

    pub fn var(name: Name) -> Size {
        Size::Known(Poly::var(name))
    }

    /// Two sizes that are statically known to differ (distinct size names
    /// count as distinct, as in Futhark). `?` never provably differs.
    pub fn provably_differs(&self, other: &Size) -> bool {
        matches!((self, other), (Size::Known(a), Size::Known(b)) if a != b)
    }

    pub fn as_poly(&self) -> Option<&Poly> {
        match self {
            Size::Known(p) => Some(p),
            Size::Unknown => None,
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Size::Known(p) => {
                // Inside brackets no spaces: `[n+1]`, as written in programs.
                let s = p.to_string().replace(" + ", "+").replace(" - ", "-");
                write!(f, "{s}")
            }
            Size::Unknown => write!(f, "?"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n() -> Poly {
        Poly::var("n".into())
    }

    #[test]
    fn display_is_highest_degree_first() {
        let p = n().scale(5).add(&Poly::constant(2));
        assert_eq!(p.to_string(), "5n + 2");
        let q = n().mul(&Poly::var("m".into())).sub(&Poly::constant(1));
        assert_eq!(q.to_string(), "m*n - 1");
        assert_eq!(Poly::zero().to_string(), "0");
        assert_eq!(n().neg().to_string(), "-n");
        assert_eq!(Size::Known(n().add(&Poly::constant(1))).to_string(), "n+1");
    }

    #[test]
    fn arithmetic_cancels_and_evaluates() {
        let p = n().add(&Poly::constant(1)).sub(&n());
        assert_eq!(p.as_constant(), Some(1));
        let sq = n().mul(&n());
        assert_eq!(sq.eval(&|_| Some(7)), Ok(49));
        assert_eq!(sq.eval(&|_| None), Err(Name::from("n")));
        // n^2 at 3037000500 passes i64::MAX: exact in i128, never wrapped.
        assert_eq!(
            sq.eval_exact(&|_| Some(3037000500)),
            Ok(Some(3037000500i128 * 3037000500))
        );
        let quartic = sq.mul(&sq).mul(&sq);
        assert_eq!(quartic.eval_exact(&|_| Some(i64::MAX)), Ok(None));
        assert_eq!(sq.eval_exact(&|_| None), Err(Name::from("n")));
    }

    #[test]
    fn linear_sizes_are_solved_as_polynomials() {
        let (h, m) = (Name::from("h"), Name::from("m"));
        let none = |_: &Name| None;
        let h1 = Poly::var(h.clone()).add(&Poly::constant(1));
        // h+1 = n+1: h = n.
        let target = n().add(&Poly::constant(1));
        assert_eq!(h1.solve(&h, &target, &none), Some(n()));
        // 2*m = 2*n: m = n; 2*m = n has no polynomial solution.
        let m2 = Poly::var(m.clone()).scale(2);
        assert_eq!(m2.solve(&m, &n().scale(2), &none), Some(n()));
        assert_eq!(m2.solve(&m, &n(), &none), None);
        // m*m is not linear in m; a*m + 1 = 3*n + 1 with a = 3: m = n.
        assert_eq!(
            Poly::var(m.clone()).mul(&Poly::var(m.clone())).linear(&m),
            None
        );
        let am = Poly::var("a".into())
            .mul(&Poly::var(m.clone()))
            .add(&Poly::constant(1));
        let three = |x: &Name| (x.as_ref() == "a").then(|| Poly::constant(3));
        let target = n().scale(3).add(&Poly::constant(1));
        assert_eq!(am.solve(&m, &target, &three), Some(n()));
        // A zero coefficient solves nothing.
        let zero = |x: &Name| (x.as_ref() == "a").then(Poly::zero);
        assert_eq!(am.solve(&m, &target, &zero), None);
    }
}

//! Symbolic ranges of integer scalar expressions, to prove that an index
//! function stays inside the array it reads (a `backpermute` whose every
//! index is in bounds cannot fail, so it may be recomputed at computed
//! indices: [`crate::total`]).
//!
//! A range is `[lo, hi]` (both inclusive), each end a polynomial in size
//! names or unknown. Size names are never negative (they are extents), and
//! the names of a one-term extent of the iteration space are at least 1
//! while the function runs, so `a ≤ b` is proved when `b - a` has no
//! negative coefficient once each such name `x` is written `x' + 1`
//! ([`Facts::le`]). The rules are interval arithmetic, with two that
//! index arithmetic needs: `x / d` of `x ∈ [0, q·d - 1]` is in `[0, q - 1]`
//! (a row from a flat index), and `x % d` of a non-negative `x` is in
//! `[0, d - 1]`. Anything else (a read, a float, a shift) is unknown, which
//! proves nothing: the analysis may fail to prove a true bound, never
//! prove a false one. Wrapping of 64-bit arithmetic is not modelled: the
//! sizes that make products of extents overflow do not fit in memory.

use crate::ast::{BinOp, Builtin, Lit, SExpr, SExprKind as K, SPat, UnOp};
use crate::size::Poly;
use crate::types::Prim;
use crate::Name;
use std::cmp::Ordering;

/// What is known while an index function runs: the ranges of its
/// variables (parameters and `let`s, innermost last) and the size names
/// that are at least 1. An index over extent `m*n` exists only when
/// `m*n ≥ 1`, so the names of an extent that is one term are positive
/// ([`Facts::over`]).
#[derive(Clone, Debug, Default)]
pub struct Facts {
    vars: Vec<(Name, Range)>,
    positive: Vec<Name>,
}

impl Facts {
    /// The facts inside a lambda with index variables `params` over
    /// `space`.
    pub fn over(params: Vec<Name>, space: &[Poly]) -> Facts {
        let mut positive = Vec::new();
        for d in space {
            if let [(names, c)] = d.terms().collect::<Vec<_>>()[..] {
                if c > 0 {
                    positive.extend(names.iter().cloned());
                }
            }
        }
        Facts {
            vars: params
                .into_iter()
                .zip(space)
                .map(|(p, d)| (p, Range::index_over(d)))
                .collect(),
            positive,
        }
    }

    /// Whether size name `n` is at least 1 here.
    pub fn is_positive(&self, n: &Name) -> bool {
        self.positive.contains(n)
    }

    /// `a ≤ b` whatever values the size names take (at least 1 for the
    /// positive ones, at least 0 for the others): `b - a`, with each
    /// positive name `x` written `x' + 1`, has no negative coefficient.
    pub fn le(&self, a: &Poly, b: &Poly) -> bool {
        let d = b.sub(a);
        let mut shifted = Poly::zero();
        for (names, c) in d.terms() {
            let mut t = Poly::constant(c);
            for x in names {
                let v = Poly::var(x.clone());
                let v = if self.is_positive(x) {
                    v.add(&Poly::constant(1))
                } else {
                    v
                };
                t = t.mul(&v);
            }
            shifted = shifted.add(&t);
        }
        let nonneg = shifted.terms().all(|(_, c)| c >= 0);
        nonneg
    }

    fn nonneg(&self, p: &Poly) -> bool {
        self.le(&Poly::zero(), p)
    }
}

/// An inclusive range of integer values; `None` ends are unknown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Range {
    pub lo: Option<Poly>,
    pub hi: Option<Poly>,
}

impl Range {
    /// `[p, p]`.
    pub fn exactly(p: Poly) -> Range {
        Range {
            lo: Some(p.clone()),
            hi: Some(p),
        }
    }

    /// `[0, extent - 1]`: the values of a loop index over `extent`.
    pub fn index_over(extent: &Poly) -> Range {
        Range {
            lo: Some(Poly::zero()),
            hi: Some(extent.sub(&Poly::constant(1))),
        }
    }

    /// Whether every value is in `[0, extent - 1]`.
    pub fn within(&self, extent: &Poly, facts: &Facts) -> bool {
        let top = extent.sub(&Poly::constant(1));
        self.non_negative(facts) && self.hi.as_ref().is_some_and(|h| facts.le(h, &top))
    }

    fn non_negative(&self, k: &Facts) -> bool {
        self.lo.as_ref().is_some_and(|l| k.nonneg(l))
    }

    /// Whether every value is at least 1.
    pub fn positive(&self, facts: &Facts) -> bool {
        self.lo
            .as_ref()
            .is_some_and(|l| facts.le(&Poly::constant(1), l))
    }

    /// The single value, when the range has one and it is at least 1 (a
    /// divisor the rules for `/` and `%` accept).
    fn positive_value(&self, k: &Facts) -> Option<&Poly> {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) if l == h && self.positive(k) => Some(l),
            _ => None,
        }
    }

    /// A range holding both (an `if`'s branches).
    fn hull(self, other: Range, k: &Facts) -> Range {
        Range {
            lo: lower(k, self.lo, other.lo),
            hi: upper(k, self.hi, other.hi),
        }
    }
}

/// The range of an integer expression under the facts `k`. Only `i64` arithmetic is
/// followed (an `i32` one could wrap at sizes that fit in memory).
pub fn range(e: &SExpr, facts: &mut Facts) -> Range {
    if e.ty.as_prim() != Some(Prim::I64) {
        return Range::default();
    }
    match &e.kind {
        K::Lit(Lit::Int(c)) => Range::exactly(Poly::constant(*c)),
        K::Var(v) => facts
            .vars
            .iter()
            .rev()
            .find(|(n, _)| n == v)
            .map(|(_, r)| r.clone())
            .unwrap_or_default(),
        K::Size(name) => Range::exactly(Poly::var(name.clone())),
        K::Unary(UnOp::Neg, a) => {
            let a = range(a, facts);
            Range {
                lo: a.hi.map(|h| h.neg()),
                hi: a.lo.map(|l| l.neg()),
            }
        }
        K::Binary(op, a, b) => {
            let (a, b) = (range(a, facts), range(b, facts));
            binary(facts, *op, &a, &b)
        }
        K::If(_, t, f) => {
            let (t, f) = (range(t, facts), range(f, facts));
            t.hull(f, facts)
        }
        K::Let { pat, value, body } => {
            let v = range(value, facts);
            with_bound(pat, v, facts, |facts| range(body, facts))
        }
        K::Call(Builtin::Min, args) | K::Call(Builtin::Max, args) if args.len() == 2 => {
            let (a, b) = (range(&args[0], facts), range(&args[1], facts));
            let is_min = matches!(e.kind, K::Call(Builtin::Min, _));
            if is_min {
                // min(a, b) ≤ either upper end.
                Range {
                    lo: lower(facts, a.lo, b.lo),
                    hi: either_upper_min(facts, a.hi, b.hi),
                }
            } else {
                Range {
                    lo: either_lower_max(facts, a.lo, b.lo),
                    hi: upper(facts, a.hi, b.hi),
                }
            }
        }
        _ => Range::default(),
    }
}

/// Ranges of a tuple-valued (or, for `rank` 1, scalar) index expression,
/// one per component; `None` when its shape is not visible.
pub fn index_ranges(e: &SExpr, rank: usize, facts: &mut Facts) -> Option<Vec<Range>> {
    if rank == 1 {
        return Some(vec![range(e, facts)]);
    }
    match &e.kind {
        K::Tuple(es) if es.len() == rank => Some(es.iter().map(|x| range(x, facts)).collect()),
        K::Let { pat, value, body } => {
            let v = range(value, facts);
            with_bound(pat, v, facts, |facts| index_ranges(body, rank, facts))
        }
        K::If(_, t, f) => {
            let t = index_ranges(t, rank, facts)?;
            let f = index_ranges(f, rank, facts)?;
            Some(
                t.into_iter()
                    .zip(f)
                    .map(|(t, f)| t.hull(f, facts))
                    .collect(),
            )
        }
        _ => None,
    }
}

/// Runs `body` with `pat` bound to `value` (a tuple pattern binds unknowns).
fn with_bound<T>(pat: &SPat, value: Range, k: &mut Facts, body: impl FnOnce(&mut Facts) -> T) -> T {
    let single = matches!(pat, SPat::Var { .. });
    let mark = k.vars.len();
    for n in pat.names() {
        let r = if single {
            value.clone()
        } else {
            Range::default()
        };
        k.vars.push((n.clone(), r));
    }
    let out = body(k);
    k.vars.truncate(mark);
    out
}

fn binary(k: &Facts, op: BinOp, a: &Range, b: &Range) -> Range {
    let both = |x: &Option<Poly>, y: &Option<Poly>, f: fn(&Poly, &Poly) -> Poly| match (x, y) {
        (Some(x), Some(y)) => Some(f(x, y)),
        _ => None,
    };
    match op {
        BinOp::Add => Range {
            lo: both(&a.lo, &b.lo, Poly::add),
            hi: both(&a.hi, &b.hi, Poly::add),
        },
        BinOp::Sub => Range {
            lo: both(&a.lo, &b.hi, Poly::sub),
            hi: both(&a.hi, &b.lo, Poly::sub),
        },
        // Products of non-negative ranges (index arithmetic: `i * n + j`).
        BinOp::Mul if a.non_negative(k) && b.non_negative(k) => Range {
            lo: both(&a.lo, &b.lo, Poly::mul),
            hi: both(&a.hi, &b.hi, Poly::mul),
        },
        BinOp::Div => divide(k, a, b),
        BinOp::Rem => remainder(k, a, b),
        _ => Range::default(),
    }
}

/// `a / d` for a divisor `d` that is one positive value: `[0, q - 1]` when
/// `a ∈ [0, q·d - 1]`, else `[0, hi(a)]` (truncation of a non-negative
/// value by `d ≥ 1`).
fn divide(k: &Facts, a: &Range, d: &Range) -> Range {
    let Some(d) = d.positive_value(k) else {
        return Range::default();
    };
    if !a.non_negative(k) {
        return Range::default();
    }
    let hi =
        a.hi.as_ref()
            .map(|h| match h.add(&Poly::constant(1)).div_exact(d) {
                Some(q) => q.sub(&Poly::constant(1)),
                None => h.clone(),
            });
    Range {
        lo: Some(Poly::zero()),
        hi,
    }
}

/// `a % d` for a divisor `d` that is one positive value: `[0, d - 1]` for
/// a non-negative `a` (`a` itself when it is already below `d`),
/// `[1 - d, d - 1]` otherwise (the remainder takes the dividend's sign).
fn remainder(k: &Facts, a: &Range, d: &Range) -> Range {
    let Some(d) = d.positive_value(k) else {
        return Range::default();
    };
    let top = d.sub(&Poly::constant(1));
    if a.non_negative(k) {
        if a.hi.as_ref().is_some_and(|h| k.le(h, &top)) {
            return a.clone();
        }
        return Range {
            lo: Some(Poly::zero()),
            hi: Some(top),
        };
    }
    Range {
        lo: Some(top.neg()),
        hi: Some(top),
    }
}

/// How `a` and `b` compare for every value of the size names, when they do.
fn order(k: &Facts, a: &Poly, b: &Poly) -> Option<Ordering> {
    if k.le(a, b) {
        Some(Ordering::Less)
    } else if k.le(b, a) {
        Some(Ordering::Greater)
    } else {
        None
    }
}

/// A lower end of both ranges: the lower of two lower ends, or 0 when
/// neither is provably the lower but both are non-negative.
fn lower(k: &Facts, a: Option<Poly>, b: Option<Poly>) -> Option<Poly> {
    let (a, b) = (a?, b?);
    match order(k, &a, &b) {
        Some(Ordering::Greater) => Some(b),
        Some(_) => Some(a),
        None if k.nonneg(&a) && k.nonneg(&b) => Some(Poly::zero()),
        None => None,
    }
}

/// An upper end of both ranges: the higher of two upper ends.
fn upper(k: &Facts, a: Option<Poly>, b: Option<Poly>) -> Option<Poly> {
    let (a, b) = (a?, b?);
    match order(k, &a, &b)? {
        Ordering::Greater => Some(a),
        _ => Some(b),
    }
}

/// An upper end of `min(a, b)`: either known one, the lower if provably so.
fn either_upper_min(k: &Facts, a: Option<Poly>, b: Option<Poly>) -> Option<Poly> {
    match (a, b) {
        (Some(a), Some(b)) if order(k, &a, &b) == Some(Ordering::Greater) => Some(b),
        (a, b) => a.or(b),
    }
}

/// A lower end of `max(a, b)`: either known one, the higher if provably so.
fn either_lower_max(k: &Facts, a: Option<Poly>, b: Option<Poly>) -> Option<Poly> {
    match (a, b) {
        (Some(a), Some(b)) if order(k, &a, &b) == Some(Ordering::Less) => Some(b),
        (a, b) => a.or(b),
    }
}

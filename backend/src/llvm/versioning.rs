//! Range checks proved once per loop: loop versioning. An access inside an
//! innermost loop at an index affine in the loop's index (a reversal's
//! `a[n - 1 - j]`, a transpose's `a[j, i]`, a reshape's `a_flat[i * w +
//! j]`) is checked at every element, and the branch to the failure keeps
//! LLVM from vectorising the loop. Over a range of the index, an affine
//! value takes its least and greatest values at the range's ends, so one
//! test before the loop says whether every element's check passes: then a
//! copy of the loop without those checks runs, else the loop as written
//! (which fails where the original fails). A tile of two loops
//! ([`super::tile`]) is versioned as one region, its values affine in both
//! indices.
//!
//! What is affine: the loop indices, variables defined outside the region
//! (`i64`), integer literals and extents, combined by `+`, `-`, unary `-`
//! and `*` where no product multiplies two of the region's indices; `let`s
//! of the region (statements and `let ... in`) are read through, and
//! components of tuples it builds. Division is not (its check could fail in
//! the test where the loop would not run).
//!
//! Clamps: an index need not be affine, only bounded ([`Span`]). Over the
//! region an affine piece lies in the range its corners give; `min` and
//! `max` of two ranges, their sums, differences, negations and products by
//! a literal, and either branch of an `if`, are ranges by interval
//! arithmetic; a value the test cannot evaluate before the loop (loaded,
//! updated, divided) is any `i64`. So `max (i - 1) 0`, `min j (w - 1)`,
//! and a clamp `min (h - 1) (max 0 x)` of any `x` (data included) are
//! bounded on both sides, and their test is the clamp's own condition
//! (`h > 0`, `i - 1 < w` at the range's end). Where a range leaves `i64`
//! (the loop's arithmetic would wrap) it is any `i64`, which no test
//! proves in bounds.
//!
//! A float converted to an index (saturating, NaN to 0, as Rust's `as`)
//! is bounded by the float's range ([`FloatSpan`]): a value invariant in
//! the region, any float (NaN included), or `min` and `max` of two, which
//! ignore a NaN operand (`llvm.minnum`). So the bilinear sample's `i64 x`
//! of `x = max 0 (min (f32 (w - 1)) (f32 j - dt * u[i, j]))` (fluid's
//! advection) lies in `[0, w - 1]`: whatever `u` holds, NaN too, `min`
//! gives at most `f32 (w - 1)` and `max` at least 0.
//!
//! The test is exact despite wrapping `i64` arithmetic: the generated code
//! evaluates the index at the range's first corner and one step along each
//! index, and forms the least and greatest values in `i128`. If both lie in
//! `[0, extent)`, so does every value in between (an affine function over a
//! box), and those fit in `i64`, where the wrapping evaluation inside the
//! loop gives the same numbers.
//!
//! A loop is versioned only when every access and range check that its
//! body checks per element (other than statements' accesses at the loops'
//! own indices, checked once before the loop: `Gen::guard_extents`) is
//! bounded, so that the fast copy has no checks of indices left; a read at
//! a loop's own index inside an expression is a bound like any other.

use super::gen::{e, Gen, Site, Target, R};
use super::nest::collect_indexed;
use super::stencil::range_check;
use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};
use ir::ast::{BinOp, Builtin, UnOp};
use ir::graph::ArrayId;
use ir::loops::transposed::component;
use ir::loops::{type_of, Expr, Level, LoopProgram, Stmt, VarId};
use ir::{Prim, Scalar, ScalarType};
use std::collections::{HashMap, HashSet};

/// A site with its index and its extent spelled out over the region's
/// indices and what is invariant in it.
#[derive(Clone, Debug)]
pub(super) struct Bound {
    pub(super) site: Site,
    value: Span,
    extent: Expr,
}

/// How the test bounds a site's index over the region: interval arithmetic
/// over affine pieces (see the module comment).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Span {
    /// Affine in the region's indices: its range from the corners.
    Affine(Expr),
    /// Any `i64`: a value the test cannot evaluate before the loop.
    Any,
    Add(Box<Span>, Box<Span>),
    Sub(Box<Span>, Box<Span>),
    Neg(Box<Span>),
    /// A product by a literal.
    Scale(i64, Box<Span>),
    Min(Box<Span>, Box<Span>),
    Max(Box<Span>, Box<Span>),
    /// Either branch of an `if` (the condition is not evaluated).
    Either(Box<Span>, Box<Span>),
    /// A float converted to `i64`.
    Trunc(Box<FloatSpan>),
}

/// How the test bounds a float that becomes an index: its least and
/// greatest values (infinite where unbounded), and whether it may be NaN.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum FloatSpan {
    /// Invariant in the region, evaluated before it (a NaN there stands
    /// for every float: `min` and `max` then give the other operand, which
    /// that range holds).
    Value(Expr),
    /// Any float, NaN included.
    Any,
    Min(Box<FloatSpan>, Box<FloatSpan>),
    Max(Box<FloatSpan>, Box<FloatSpan>),
}

impl FloatSpan {
    /// Whether the value may be NaN: `min` and `max` are NaN only when
    /// both operands are.
    fn nan(&self) -> bool {
        match self {
            FloatSpan::Value(_) => false,
            FloatSpan::Any => true,
            FloatSpan::Min(a, b) | FloatSpan::Max(a, b) => a.nan() && b.nan(),
        }
    }

    /// Whether the value has a finite lower and upper bound. `min` is at
    /// most either operand, or the other where one is NaN.
    fn bounded(&self) -> (bool, bool) {
        match self {
            FloatSpan::Value(_) => (true, true),
            FloatSpan::Any => (false, false),
            FloatSpan::Min(a, b) => {
                let (x, y) = (a.bounded(), b.bounded());
                (x.0 && y.0, either(a, b, x.1, y.1))
            }
            FloatSpan::Max(a, b) => {
                let (x, y) = (a.bounded(), b.bounded());
                (either(a, b, x.0, y.0), x.1 && y.1)
            }
        }
    }
}

/// Whether `min`'s upper (`max`'s lower) end of `a` and `b` is bounded,
/// given whether each operand's is: either one will do, but a NaN
/// operand leaves the other's.
fn either(a: &FloatSpan, b: &FloatSpan, at_a: bool, at_b: bool) -> bool {
    match (a.nan(), b.nan()) {
        (false, false) => at_a || at_b,
        (true, false) => at_b,
        (false, true) => at_a,
        (true, true) => at_a && at_b,
    }
}

impl Span {
    /// Whether the span has a lower and an upper bound other than `i64`'s
    /// own: a test can prove the index in bounds only when both hold.
    fn bounded(&self) -> (bool, bool) {
        match self {
            Span::Affine(_) => (true, true),
            Span::Any => (false, false),
            Span::Add(a, b) => {
                let (a, b) = (a.bounded(), b.bounded());
                (a.0 && b.0, a.1 && b.1)
            }
            Span::Sub(a, b) => {
                let (a, b) = (a.bounded(), b.bounded());
                (a.0 && b.1, a.1 && b.0)
            }
            Span::Neg(a) => {
                let (low, high) = a.bounded();
                (high, low)
            }
            Span::Scale(k, a) => {
                let (low, high) = a.bounded();
                if *k >= 0 {
                    (low, high)
                } else {
                    (high, low)
                }
            }
            Span::Min(a, b) => {
                let (a, b) = (a.bounded(), b.bounded());
                (a.0 && b.0, a.1 || b.1)
            }
            Span::Max(a, b) => {
                let (a, b) = (a.bounded(), b.bounded());
                (a.0 || b.0, a.1 && b.1)
            }
            Span::Either(a, b) => {
                let (a, b) = (a.bounded(), b.bounded());
                (a.0 && b.0, a.1 && b.1)
            }
            Span::Trunc(f) => f.bounded(),
        }
    }
}

/// The bounds to test before a region whose innermost body is `body`, with
/// `loops` the indices of every loop around the body (outermost first), of
/// which the last `region` are the region's: empty unless every index the
/// body checks per element is affine (see the module comment).
pub(super) fn bounds(p: &LoopProgram, body: &Level, loops: &[VarId], region: usize) -> Vec<Bound> {
    if body.max_depth() > 0 || region == 0 || region > loops.len() {
        return Vec::new();
    }
    let region = &loops[loops.len() - region..];
    let scope = Scope::of(p, body, region);
    let mut sites: Vec<(Site, Expr, Expr)> = Vec::new();
    let mut accesses: Vec<(ArrayId, Vec<Expr>)> = Vec::new();
    body.walk(&mut |s| match s {
        Stmt::Load { array, index, .. } | Stmt::Store { array, index, .. } => {
            accesses.push((*array, index.clone()))
        }
        Stmt::Check { check, .. } => {
            if let Some((v, extent)) = range_check(&check.cond) {
                sites.push((
                    Site::Check(check.cond.clone()),
                    Expr::Var(v),
                    extent.clone(),
                ));
            }
        }
        _ => {}
    });
    body.exprs(&mut |x| {
        x.walk(&mut |y| {
            if let Expr::Index { array, index } = y {
                accesses.push((*array, index.clone()))
            }
        })
    });
    // Statements' accesses at the loops' own indices: checked once before
    // their loop (`Gen::guard_extents`).
    let mut guarded: Vec<(ArrayId, usize)> = Vec::new();
    for axis in 0..loops.len() {
        let mut seen = Vec::new();
        body.stmts(&mut |ss| collect_indexed(ss, loops, axis, &mut seen));
        guarded.extend(seen.into_iter().map(|(a, _)| (a, axis)));
    }
    for (array, index) in accesses {
        for (axis, x) in index.into_iter().enumerate() {
            if guarded.contains(&(array, axis))
                && loops.get(axis).is_some_and(|&l| x == Expr::Var(l))
            {
                continue;
            }
            if scope.appended.contains(&array) {
                return Vec::new();
            }
            let extent = Expr::Dim { array, axis };
            sites.push((Site::Axis(array, axis, x.clone()), x, extent));
        }
    }
    let mut out: Vec<Bound> = Vec::new();
    for (site, value, extent) in sites {
        if out.iter().any(|b| b.site == site) {
            continue;
        }
        let value = scope.span(&value, 0);
        let Some(extent) = scope.inline(&extent, 0) else {
            return Vec::new();
        };
        if value.bounded() != (true, true) || scope.degree(&extent) != Some(0) {
            return Vec::new();
        }
        out.push(Bound {
            site,
            value,
            extent,
        });
    }
    out
}

/// What a region's body defines.
struct Scope<'a> {
    p: &'a LoopProgram,
    region: &'a [VarId],
    /// `let`s of the region whose variables are not `opaque` (defined
    /// once, never updated).
    lets: HashMap<VarId, Expr>,
    /// Variables of the region that are loaded, updated or bound by a
    /// combination: not affine.
    opaque: HashSet<VarId>,
    /// Arrays appended to in the region (their extent grows).
    appended: HashSet<ArrayId>,
}

impl<'a> Scope<'a> {
    fn of(p: &'a LoopProgram, body: &Level, region: &'a [VarId]) -> Scope<'a> {
        let mut lets: HashMap<VarId, Expr> = HashMap::new();
        let mut opaque = HashSet::new();
        let mut appended = HashSet::new();
        body.walk(&mut |s| match s {
            Stmt::Let { var, value, .. } => bind(&mut lets, &mut opaque, *var, value),
            Stmt::Set { var, .. } | Stmt::Load { var, .. } => {
                opaque.insert(*var);
            }
            Stmt::Combine { new, old, .. } => {
                opaque.extend([*new, *old]);
            }
            Stmt::Append { array, .. } => {
                appended.insert(*array);
            }
            _ => {}
        });
        body.exprs(&mut |x| {
            x.walk(&mut |y| {
                if let Expr::Let { var, value, .. } = y {
                    bind(&mut lets, &mut opaque, *var, value);
                }
            })
        });
        lets.retain(|v, _| !opaque.contains(v));
        Scope {
            p,
            region,
            lets,
            opaque,
            appended,
        }
    }

    /// `x` over the region's indices and invariants alone, when it is made
    /// of what the module comment allows.
    fn inline(&self, x: &Expr, depth: usize) -> Option<Expr> {
        if depth > 64 {
            return None;
        }
        match x {
            Expr::Var(v) if self.region.contains(v) => Some(x.clone()),
            Expr::Var(v) if self.opaque.contains(v) => None,
            Expr::Var(v) => match self.lets.get(v) {
                Some(d) => self.inline(d, depth + 1),
                None => self.p.vars.get(*v).map(|_| x.clone()),
            },
            Expr::Lit(Scalar::Tuple(_)) => None,
            Expr::Lit(_) | Expr::Dim { .. } => Some(x.clone()),
            Expr::Convert(to, a) => Some(Expr::Convert(*to, Box::new(self.inline(a, depth + 1)?))),
            Expr::Call(f @ (Builtin::Min | Builtin::Max), args) => Some(Expr::Call(
                *f,
                args.iter()
                    .map(|a| self.inline(a, depth + 1))
                    .collect::<Option<_>>()?,
            )),
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => Some(Expr::bin(
                *op,
                self.inline(a, depth + 1)?,
                self.inline(b, depth + 1)?,
            )),
            Expr::Unary(UnOp::Neg, a) => {
                Some(Expr::Unary(UnOp::Neg, Box::new(self.inline(a, depth + 1)?)))
            }
            Expr::Proj(t, k) => self.inline(component(t, *k, &self.lets, depth + 1)?, depth + 1),
            _ => None,
        }
    }

    /// How the test bounds `x` over the region: affine where it can be
    /// inlined as such, else by its `min`s, `max`s, sums and branches,
    /// anything else any `i64`.
    fn span(&self, x: &Expr, depth: usize) -> Span {
        if let Some(a) = self.inline(x, depth) {
            if matches!(self.degree(&a), Some(0 | 1)) {
                return Span::Affine(a);
            }
        }
        if depth > 64 {
            return Span::Any;
        }
        let d = depth + 1;
        let two = |f: fn(Box<Span>, Box<Span>) -> Span, a, b| {
            f(Box::new(self.span(a, d)), Box::new(self.span(b, d)))
        };
        match x {
            // `lets` holds no opaque variable.
            Expr::Var(v) => match self.lets.get(v) {
                Some(value) => self.span(value, d),
                None => Span::Any,
            },
            Expr::Binary(BinOp::Add, a, b) => two(Span::Add, a, b),
            Expr::Binary(BinOp::Sub, a, b) => two(Span::Sub, a, b),
            Expr::Binary(BinOp::Mul, a, b) => match (literal(a), literal(b)) {
                (Some(k), _) => Span::Scale(k, Box::new(self.span(b, d))),
                (_, Some(k)) => Span::Scale(k, Box::new(self.span(a, d))),
                _ => Span::Any,
            },
            Expr::Unary(UnOp::Neg, a) => Span::Neg(Box::new(self.span(a, d))),
            Expr::Call(f @ (Builtin::Min | Builtin::Max), args) => {
                let [a, b] = args.as_slice() else {
                    return Span::Any;
                };
                match f {
                    Builtin::Min => two(Span::Min, a, b),
                    _ => two(Span::Max, a, b),
                }
            }
            Expr::If(_, a, b) => two(Span::Either, a, b),
            Expr::Convert(Prim::I64, a) if self.is_float(a) => {
                Span::Trunc(Box::new(self.float_span(a, d)))
            }
            Expr::Let { body, .. } => self.span(body, d),
            Expr::Proj(t, k) => match component(t, *k, &self.lets, d) {
                Some(c) => self.span(c, d),
                None => Span::Any,
            },
            _ => Span::Any,
        }
    }

    /// How the test bounds the float `x` over the region: invariant where
    /// it can be inlined without the region's indices, else by its `min`s
    /// and `max`s, anything else any float.
    fn float_span(&self, x: &Expr, depth: usize) -> FloatSpan {
        if let Some(a) = self.inline(x, depth) {
            if self.degree(&a) == Some(0) {
                return FloatSpan::Value(a);
            }
        }
        if depth > 64 {
            return FloatSpan::Any;
        }
        let d = depth + 1;
        match x {
            Expr::Var(v) => match self.lets.get(v) {
                Some(value) => self.float_span(value, d),
                None => FloatSpan::Any,
            },
            Expr::Call(f @ (Builtin::Min | Builtin::Max), args) => {
                let [a, b] = args.as_slice() else {
                    return FloatSpan::Any;
                };
                let (a, b) = (
                    Box::new(self.float_span(a, d)),
                    Box::new(self.float_span(b, d)),
                );
                match f {
                    Builtin::Min => FloatSpan::Min(a, b),
                    _ => FloatSpan::Max(a, b),
                }
            }
            Expr::Let { body, .. } => self.float_span(body, d),
            _ => FloatSpan::Any,
        }
    }

    /// Whether `x` is a float.
    fn is_float(&self, x: &Expr) -> bool {
        matches!(
            type_of(self.p, x),
            Ok(ScalarType::Prim(Prim::F32 | Prim::F64))
        )
    }

    /// The degree of an inlined value in the region's indices.
    fn degree(&self, x: &Expr) -> Option<u32> {
        match x {
            Expr::Var(v) => Some(u32::from(self.region.contains(v))),
            Expr::Lit(_) | Expr::Dim { .. } => Some(0),
            Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                Some(self.degree(a)?.max(self.degree(b)?))
            }
            Expr::Binary(BinOp::Mul, a, b) => Some(self.degree(a)? + self.degree(b)?),
            Expr::Unary(UnOp::Neg, a) => self.degree(a),
            // Invariant only: not affine in an index.
            Expr::Convert(_, a) => (self.degree(a)? == 0).then_some(0),
            Expr::Call(_, args) => args.iter().all(|a| self.degree(a) == Some(0)).then_some(0),
            _ => None,
        }
    }
}

/// Records `var = value`; a variable bound twice to different values is
/// opaque.
fn bind(lets: &mut HashMap<VarId, Expr>, opaque: &mut HashSet<VarId>, var: VarId, value: &Expr) {
    if lets.get(&var).is_some_and(|old| old != value) {
        opaque.insert(var);
    }
    lets.insert(var, value.clone());
}

/// The variables `body`'s `let`s define as a stencil's clamps, with the
/// extents they clamp into (`stencil::tap`, as `Gen::assign` records them).
fn clamp_taps(body: &Level) -> HashMap<VarId, Expr> {
    let mut out = HashMap::new();
    body.walk(&mut |s| {
        if let Stmt::Let { var, value, .. } = s {
            if let Some(t) = super::stencil::tap(value) {
                out.insert(*var, t.extent);
            }
        }
    });
    out
}

/// The value of an integer literal.
fn literal(x: &Expr) -> Option<i64> {
    match x {
        Expr::Lit(Scalar::I64(k)) => Some(*k),
        _ => None,
    }
}

/// Whether `x` reads variable `v`.
fn mentions(x: &Expr, v: VarId) -> bool {
    let mut found = false;
    x.each_var(&mut |w| found |= w == v);
    found
}

/// One loop of a versioned region: its index and its range `[lo, hi)`.
pub(super) type Range<'ctx> = (VarId, IntValue<'ctx>, IntValue<'ctx>);

impl<'ctx> Gen<'ctx, '_> {
    /// The bounds to test before the loops over `region` (their indices,
    /// outermost first) around the innermost `body`, inside the loops
    /// being generated: none on a GPU, without checks, or where the
    /// tuning says not.
    pub(super) fn version_bounds(&self, body: &Level, region: &[VarId]) -> Vec<Bound> {
        if self.target != Target::Cpu || !self.checks || !self.tuning.versioned_loops {
            return Vec::new();
        }
        let mut loops = self.loop_vars.clone();
        loops.extend_from_slice(region);
        let bounds = bounds(self.p, body, &loops, region.len());
        // A clamp into its extent is checked once per loop already
        // (`Gen::check_condition`, `Gen::position`): a region with nothing
        // else to prove gains nothing from a second copy, and loses where
        // LLVM carries a stencil's loads from one element to the next in
        // vector shuffles (blur; measurements:
        // docs/results/cpu-techniques.md, "Versioned loops").
        let clamps = clamp_taps(body);
        if bounds.iter().all(|b| self.checked_once(b, &clamps)) {
            return Vec::new();
        }
        bounds
    }

    /// Whether `b`'s site is a variable defined as a clamp (`clamps`) into
    /// the site's own extent.
    fn checked_once(&self, b: &Bound, clamps: &HashMap<VarId, Expr>) -> bool {
        let (v, extent) = match &b.site {
            Site::Axis(a, axis, Expr::Var(v)) => (
                *v,
                Expr::Dim {
                    array: *a,
                    axis: *axis,
                },
            ),
            Site::Check(cond) => match range_check(cond) {
                Some((v, extent)) => (v, extent.clone()),
                None => return false,
            },
            _ => return false,
        };
        clamps
            .get(&v)
            .is_some_and(|into| self.same_extent(into, &extent))
    }

    /// `body` (which runs the region's loops over `ranges`) twice behind one
    /// test: without the checks of `bounds` when they hold over the whole
    /// region, as written otherwise. Just `body` when there are none.
    pub(super) fn versioned(
        &mut self,
        bounds: &[Bound],
        ranges: &[Range<'ctx>],
        body: &mut dyn FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        if bounds.is_empty() {
            return body(self);
        }
        let ok = self.all_within(bounds, ranges)?;
        let names = ["proved", "checked", "versions_done"];
        self.two_versions(ok, names, &mut |g, proved| {
            if !proved {
                return body(g);
            }
            let outer = g.proved.len();
            g.proved.extend(bounds.iter().map(|b| b.site.clone()));
            let r = body(g);
            g.proved.truncate(outer);
            r
        })
    }

    /// Whether every bound's value lies in `[0, extent)` everywhere in the
    /// region (see the module comment). Leaves the indices' variables set
    /// to their ranges' starts.
    fn all_within(&mut self, bounds: &[Bound], ranges: &[Range<'ctx>]) -> R<IntValue<'ctx>> {
        let wide = self.ctx.i128_type();
        let zero = wide.const_zero();
        for &(v, lo, _) in ranges {
            let slot = self.var(v)?;
            e(self.b.build_store(slot, lo))?;
        }
        let mut ok = self.ctx.bool_type().const_all_ones();
        for b in bounds {
            let (least, most) = self.span_range(&b.value, ranges)?;
            let extent = self.int_expr(&b.extent)?;
            let extent = e(self.b.build_int_s_extend(extent, wide, "extent"))?;
            let low = e(self
                .b
                .build_int_compare(IntPredicate::SGE, least, zero, "low_ok"))?;
            let high = e(self
                .b
                .build_int_compare(IntPredicate::SLT, most, extent, "high_ok"))?;
            ok = e(self.b.build_and(ok, low, "ok"))?;
            ok = e(self.b.build_and(ok, high, "ok"))?;
        }
        Ok(ok)
    }

    /// The least and greatest values (`i128`) of span `s` over the region,
    /// by interval arithmetic; `i64`'s whole range where a piece leaves it.
    fn span_range(
        &mut self,
        s: &Span,
        ranges: &[Range<'ctx>],
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let pair = |g: &mut Self, a: &Span, b: &Span| -> R<_> {
            Ok((g.span_range(a, ranges)?, g.span_range(b, ranges)?))
        };
        match s {
            Span::Affine(x) => {
                let (least, most) = self.affine_range(x, ranges)?;
                self.within_i64(least, most)
            }
            Span::Any => Ok(self.any_i64()),
            Span::Add(a, b) => {
                let ((la, ma), (lb, mb)) = pair(self, a, b)?;
                let least = e(self.b.build_int_add(la, lb, "least"))?;
                let most = e(self.b.build_int_add(ma, mb, "most"))?;
                self.within_i64(least, most)
            }
            Span::Sub(a, b) => {
                let ((la, ma), (lb, mb)) = pair(self, a, b)?;
                let least = e(self.b.build_int_sub(la, mb, "least"))?;
                let most = e(self.b.build_int_sub(ma, lb, "most"))?;
                self.within_i64(least, most)
            }
            Span::Neg(a) => {
                let (la, ma) = self.span_range(a, ranges)?;
                let least = e(self.b.build_int_neg(ma, "least"))?;
                let most = e(self.b.build_int_neg(la, "most"))?;
                self.within_i64(least, most)
            }
            Span::Scale(k, a) => {
                let (la, ma) = self.span_range(a, ranges)?;
                let k128 = self.ctx.i128_type().const_int(*k as u64, true);
                let x = e(self.b.build_int_mul(la, k128, "scaled"))?;
                let y = e(self.b.build_int_mul(ma, k128, "scaled"))?;
                let (least, most) = if *k >= 0 { (x, y) } else { (y, x) };
                self.within_i64(least, most)
            }
            Span::Min(a, b) => {
                let ((la, ma), (lb, mb)) = pair(self, a, b)?;
                Ok((self.smin(la, lb)?, self.smin(ma, mb)?))
            }
            Span::Max(a, b) => {
                let ((la, ma), (lb, mb)) = pair(self, a, b)?;
                Ok((self.smax(la, lb)?, self.smax(ma, mb)?))
            }
            Span::Either(a, b) => {
                let ((la, ma), (lb, mb)) = pair(self, a, b)?;
                Ok((self.smin(la, lb)?, self.smax(ma, mb)?))
            }
            Span::Trunc(f) => {
                // Saturating and monotone; NaN converts to 0.
                let (lo, hi) = self.float_range(f)?;
                let i64t = self.ctx.i64_type();
                let mut least = self.saturating_to_int(lo, i64t)?.into_int_value();
                let mut most = self.saturating_to_int(hi, i64t)?.into_int_value();
                if f.nan() {
                    least = self.smin(least, self.i64(0))?;
                    most = self.smax(most, self.i64(0))?;
                }
                let wide = self.ctx.i128_type();
                Ok((
                    e(self.b.build_int_s_extend(least, wide, "least"))?,
                    e(self.b.build_int_s_extend(most, wide, "most"))?,
                ))
            }
        }
    }

    /// The least and greatest values (`f64`, never NaN) of the float span
    /// `f` (invariant in the region: its values are evaluated here).
    fn float_range(&mut self, f: &FloatSpan) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let f64t = self.ctx.f64_type();
        let (below, above) = (
            f64t.const_float(f64::NEG_INFINITY),
            f64t.const_float(f64::INFINITY),
        );
        let pick = |g: &mut Self,
                    p: FloatPredicate,
                    x: FloatValue<'ctx>,
                    y: FloatValue<'ctx>|
         -> R<FloatValue<'ctx>> {
            let c = e(g.b.build_float_compare(p, x, y, "fpick"))?;
            Ok(e(g.b.build_select(c, x, y, "fpick"))?.into_float_value())
        };
        let (a, b, min) = match f {
            FloatSpan::Any => return Ok((below, above)),
            FloatSpan::Value(x) => {
                let v = self.expr(x)?.ok_or("a float")?.into_float_value();
                let v = e(self.b.build_float_ext(v, f64t, "wide"))?;
                // A NaN spans every float.
                let nan = e(self.b.build_float_compare(FloatPredicate::UNO, v, v, "nan"))?;
                let lo = e(self.b.build_select(nan, below, v, "lo"))?.into_float_value();
                let hi = e(self.b.build_select(nan, above, v, "hi"))?.into_float_value();
                return Ok((lo, hi));
            }
            FloatSpan::Min(a, b) => (a, b, true),
            FloatSpan::Max(a, b) => (a, b, false),
        };
        let (la, ma) = self.float_range(a)?;
        let (lb, mb) = self.float_range(b)?;
        let (lt, gt) = (FloatPredicate::OLT, FloatPredicate::OGT);
        // The end `min` and `max` share is the hull's; the other is
        // either operand's, or the other's where one may be NaN.
        let (hull, one, two, other) = if min {
            (pick(self, lt, la, lb)?, ma, mb, lt)
        } else {
            (pick(self, gt, ma, mb)?, la, lb, gt)
        };
        let end = match (a.nan(), b.nan()) {
            (false, false) => pick(self, other, one, two)?,
            (true, false) => two,
            (false, true) => one,
            (true, true) => pick(self, if min { gt } else { lt }, one, two)?,
        };
        Ok(if min { (hull, end) } else { (end, hull) })
    }

    /// The least and greatest values (`i128`) of the affine `x` over the
    /// region: at the first corner, plus each index's step times its
    /// range's length less one where negative, or positive.
    fn affine_range(
        &mut self,
        x: &Expr,
        ranges: &[Range<'ctx>],
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let wide = self.ctx.i128_type();
        let zero = wide.const_zero();
        let base = self.int_expr(x)?;
        let base = e(self.b.build_int_s_extend(base, wide, "base"))?;
        let (mut least, mut most) = (base, base);
        for &(v, lo, hi) in ranges {
            if !mentions(x, v) {
                continue;
            }
            let slot = self.var(v)?;
            let next = e(self.b.build_int_add(lo, self.i64(1), "next"))?;
            e(self.b.build_store(slot, next))?;
            let at_next = self.int_expr(x)?;
            e(self.b.build_store(slot, lo))?;
            let at_next = e(self.b.build_int_s_extend(at_next, wide, "at_next"))?;
            let step = e(self.b.build_int_sub(at_next, base, "step"))?;
            let step = e(self.b.build_int_truncate(step, self.ctx.i64_type(), "step"))?;
            let step = e(self.b.build_int_s_extend(step, wide, "step"))?;
            let len = e(self.b.build_int_sub(hi, lo, "len"))?;
            let span = e(self.b.build_int_sub(len, self.i64(1), "span"))?;
            let span = e(self.b.build_int_s_extend(span, wide, "span"))?;
            let reach = e(self.b.build_int_mul(step, span, "reach"))?;
            let down = self.smin(reach, zero)?;
            let up = self.smax(reach, zero)?;
            least = e(self.b.build_int_add(least, down, "least"))?;
            most = e(self.b.build_int_add(most, up, "most"))?;
        }
        Ok((least, most))
    }

    /// `i64`'s whole range, in `i128`.
    fn any_i64(&self) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let wide = self.ctx.i128_type();
        (
            wide.const_int(i64::MIN as u64, true),
            wide.const_int(i64::MAX as u64, false),
        )
    }

    /// `[least, most]` where it lies in `i64` (the loop computes its values
    /// without wrapping), else `i64`'s whole range.
    fn within_i64(
        &mut self,
        least: IntValue<'ctx>,
        most: IntValue<'ctx>,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (min, max) = self.any_i64();
        let above = e(self
            .b
            .build_int_compare(IntPredicate::SGE, least, min, "fits_low"))?;
        let below = e(self
            .b
            .build_int_compare(IntPredicate::SLE, most, max, "fits_high"))?;
        let fits = e(self.b.build_and(above, below, "fits"))?;
        let least = e(self.b.build_select(fits, least, min, "least"))?.into_int_value();
        let most = e(self.b.build_select(fits, most, max, "most"))?.into_int_value();
        Ok((least, most))
    }

    /// An integer expression's value here.
    fn int_expr(&mut self, x: &Expr) -> R<IntValue<'ctx>> {
        Ok(self.expr(x)?.ok_or("an index")?.into_int_value())
    }

    /// Whether the check of `index` on `axis` of `array` is proved by the
    /// versioned region being generated.
    pub(super) fn proved_axis(&self, array: ArrayId, axis: usize, index: Option<&Expr>) -> bool {
        index.is_some_and(|x| {
            self.proved
                .iter()
                .any(|s| matches!(s, Site::Axis(a, k, y) if *a == array && *k == axis && y == x))
        })
    }

    /// Whether the check statement with condition `cond` is proved there.
    pub(super) fn proved_check(&self, cond: &Expr) -> bool {
        self.proved
            .iter()
            .any(|s| matches!(s, Site::Check(c) if c == cond))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::graph::NodeId;
    use ir::id::IdVec;
    use ir::loops::{ArrayDecl, Check, VarDecl};
    use ir::runtime::RuntimeErrorKind;

    const AT: NodeId = NodeId::new(0);

    /// A program with `i64` variables `v0..v7` and `f32` arrays `a0` (rank
    /// 1) and `a1` (rank 2).
    fn program() -> LoopProgram {
        let vars = (0..8)
            .map(|k| VarDecl {
                name: format!("v{k}"),
                ty: ScalarType::I64,
            })
            .collect();
        let arrays = [1, 2]
            .into_iter()
            .enumerate()
            .map(|(k, rank)| ArrayDecl {
                name: format!("a{k}").into(),
                elem: ScalarType::F32,
                rank,
            })
            .collect();
        LoopProgram {
            name: "p".into(),
            arrays: IdVec::from_vec(arrays),
            vars: IdVec::from_vec(vars),
            origins: IdVec::new(),
            params: Vec::new(),
            body: Vec::new(),
            results: Vec::new(),
        }
    }

    fn v(k: u32) -> Expr {
        Expr::Var(VarId::new(k))
    }

    fn dim(array: u32, axis: usize) -> Expr {
        Expr::Dim {
            array: ArrayId::new(array),
            axis,
        }
    }

    fn load(var: u32, array: u32, index: Vec<Expr>) -> Stmt {
        Stmt::Load {
            var: VarId::new(var),
            array: ArrayId::new(array),
            index,
            streamed: false,
            at: AT,
        }
    }

    fn let_(var: u32, value: Expr) -> Stmt {
        Stmt::Let {
            var: VarId::new(var),
            value,
            at: AT,
        }
    }

    fn level(pre: Vec<Stmt>) -> Level {
        Level {
            pre,
            inner: None,
            post: Vec::new(),
        }
    }

    /// The bounds of `body` in the loop over `v0` inside the loop over `v1`.
    fn bounds_in(body: Vec<Stmt>) -> Vec<Bound> {
        bounds(&program(), &level(body), &[VarId::new(1), VarId::new(0)], 1)
    }

    #[test]
    fn a_reversal_through_a_let_is_one_bound() {
        // v2 = dim(a0, 0) - 1 - v0; v3 = a0[v2]
        let rev = Expr::bin(
            BinOp::Sub,
            Expr::bin(BinOp::Sub, dim(0, 0), Expr::i64(1)),
            v(0),
        );
        let b = bounds_in(vec![let_(2, rev.clone()), load(3, 0, vec![v(2)])]);
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].site, Site::Axis(ArrayId::new(0), 0, v(2)));
        assert_eq!(
            (&b[0].value, &b[0].extent),
            (&Span::Affine(rev), &dim(0, 0))
        );
    }

    #[test]
    fn reads_at_the_loops_own_indices_need_no_test() {
        assert!(bounds_in(vec![load(3, 1, vec![v(1), v(0)])]).is_empty());
        // A transpose's read is tested on both axes.
        let b = bounds_in(vec![load(3, 1, vec![v(0), v(1)])]);
        assert_eq!(b.len(), 2);
    }

    #[test]
    fn a_range_check_statement_is_a_bound() {
        let cond = Expr::range_check(v(2), dim(1, 0));
        let check = Stmt::Check {
            check: Check {
                cond: cond.clone(),
                kind: RuntimeErrorKind::OutOfBounds,
                operands: [v(2), dim(1, 0)],
            },
            at: AT,
        };
        let b = bounds_in(vec![let_(2, v(0)), check]);
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].site, Site::Check(cond));
    }

    #[test]
    fn products_of_indices_divisions_and_loaded_or_updated_values_keep_every_check() {
        let square = Expr::bin(BinOp::Mul, v(0), v(0));
        let half = Expr::bin(BinOp::Div, v(0), Expr::i64(2));
        for bad in [square, half] {
            assert!(bounds_in(vec![let_(2, bad), load(3, 0, vec![v(2)])]).is_empty());
        }
        // Read at a loaded value, or at one a `:=` updates.
        assert!(bounds_in(vec![load(2, 0, vec![v(0)]), load(3, 0, vec![v(2)])]).is_empty());
        let set = Stmt::Set {
            var: VarId::new(5),
            value: Expr::bin(BinOp::Add, v(5), Expr::i64(1)),
            at: AT,
        };
        assert!(bounds_in(vec![set, load(3, 0, vec![v(5)])]).is_empty());
        // One read the test cannot prove keeps the others' checks too.
        let body = vec![
            load(2, 0, vec![v(0)]),
            load(3, 0, vec![v(2)]),
            load(4, 1, vec![v(0), v(1)]),
        ];
        assert!(bounds_in(body).is_empty());
    }

    fn call(f: Builtin, a: Expr, b: Expr) -> Expr {
        Expr::Call(f, vec![a, b])
    }

    fn read(array: u32, index: Vec<Expr>) -> Expr {
        Expr::Index {
            array: ArrayId::new(array),
            index,
        }
    }

    #[test]
    fn clamps_and_half_clamps_of_indices_are_bounds() {
        let before = Expr::bin(BinOp::Sub, v(0), Expr::i64(1));
        let last = Expr::bin(BinOp::Sub, dim(0, 0), Expr::i64(1));
        // max (i - 1) 0; min i (n - 1); min (max (i - 1) 0) (n - 1)
        for index in [
            call(Builtin::Max, before.clone(), Expr::i64(0)),
            call(Builtin::Min, v(0), last.clone()),
            call(
                Builtin::Min,
                call(Builtin::Max, before.clone(), Expr::i64(0)),
                last.clone(),
            ),
        ] {
            let b = bounds_in(vec![let_(2, index.clone()), load(3, 0, vec![v(2)])]);
            assert_eq!(b.len(), 1, "{index:?}");
            assert_eq!(b[0].value.bounded(), (true, true));
        }
        // A clamp of a loaded value is bounded; half a clamp is not.
        let loaded = || load(4, 1, vec![v(1), v(0)]);
        let clamp = call(
            Builtin::Min,
            last.clone(),
            call(Builtin::Max, Expr::i64(0), v(4)),
        );
        let b = bounds_in(vec![loaded(), let_(2, clamp), load(3, 0, vec![v(2)])]);
        assert_eq!(b.len(), 1);
        for half in [
            call(Builtin::Max, v(4), Expr::i64(0)),
            call(Builtin::Min, v(4), last.clone()),
        ] {
            let body = vec![loaded(), let_(2, half), load(3, 0, vec![v(2)])];
            assert!(bounds_in(body).is_empty());
        }
        // Either branch of an `if`, whatever its condition.
        let either = Expr::If(
            Box::new(Expr::bin(BinOp::Gt, v(4), Expr::i64(0))),
            Box::new(v(0)),
            Box::new(before),
        );
        let b = bounds_in(vec![loaded(), let_(2, either), load(3, 0, vec![v(2)])]);
        assert_eq!(b.len(), 1);
    }

    #[test]
    fn a_float_clamp_is_bounded_whatever_its_operand_even_nan() {
        let value = || Box::new(FloatSpan::Value(Expr::Lit(Scalar::F32(3.0))));
        let any = || Box::new(FloatSpan::Any);
        // max 0 (min top x): bounded, never NaN.
        let clamp = FloatSpan::Max(value(), Box::new(FloatSpan::Min(value(), any())));
        assert_eq!((clamp.bounded(), clamp.nan()), ((true, true), false));
        // min top x alone: no lower end; max of two unknowns: neither.
        assert_eq!(FloatSpan::Min(value(), any()).bounded(), (false, true));
        assert_eq!(FloatSpan::Max(any(), any()).bounded(), (false, false));
        assert!(FloatSpan::Max(any(), any()).nan());
        // min (max 0 x) top: bounded too.
        let other = FloatSpan::Min(Box::new(FloatSpan::Max(value(), any())), value());
        assert_eq!(other.bounded(), (true, true));
    }

    #[test]
    fn reads_inside_expressions_and_their_lets_are_bounds() {
        // v5 = (let v2 = max (v0 - 1) 0 in a0[v2]) + a1[v1, v0]: no
        // statement reads at the loops' own indices, so both are tested.
        let clamp = call(
            Builtin::Max,
            Expr::bin(BinOp::Sub, v(0), Expr::i64(1)),
            Expr::i64(0),
        );
        let value = Expr::bin(
            BinOp::Add,
            Expr::Let {
                var: VarId::new(2),
                value: Box::new(clamp),
                body: Box::new(read(0, vec![v(2)])),
            },
            read(1, vec![v(1), v(0)]),
        );
        let b = bounds_in(vec![let_(5, value.clone())]);
        assert_eq!(b.len(), 3, "{b:?}");
        // A statement reading a1 at the loops' indices guards its axes.
        let b = bounds_in(vec![load(6, 1, vec![v(1), v(0)]), let_(5, value)]);
        assert_eq!(b.len(), 1, "{b:?}");
        assert_eq!(b[0].site, Site::Axis(ArrayId::new(0), 0, v(2)));
        // A variable bound to two different values is not read through.
        let twice = vec![
            let_(2, v(0)),
            let_(2, Expr::bin(BinOp::Mul, v(0), v(0))),
            load(3, 0, vec![v(2)]),
        ];
        assert!(bounds_in(twice).is_empty());
    }

    #[test]
    fn a_tile_is_affine_in_both_indices_but_not_their_product() {
        let p = program();
        let both = Expr::bin(BinOp::Add, v(0), v(1));
        let b = bounds(
            &p,
            &level(vec![load(3, 0, vec![both])]),
            &[VarId::new(1), VarId::new(0)],
            2,
        );
        assert_eq!(b.len(), 1);
        let product = Expr::bin(BinOp::Mul, v(0), v(1));
        let body = level(vec![load(3, 0, vec![product.clone()])]);
        assert!(bounds(&p, &body, &[VarId::new(1), VarId::new(0)], 2).is_empty());
        // With only the inner loop in the region, the outer index is invariant.
        assert_eq!(
            bounds(&p, &body, &[VarId::new(1), VarId::new(0)], 1).len(),
            1
        );
    }
}

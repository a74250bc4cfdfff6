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
//! of the region are read through, and components of tuples it builds.
//! Division is not (its check could fail in the test where the loop would
//! not run).
//!
//! The test is exact despite wrapping `i64` arithmetic: the generated code
//! evaluates the index at the range's first corner and one step along each
//! index, and forms the least and greatest values in `i128`. If both lie in
//! `[0, extent)`, so does every value in between (an affine function over a
//! box), and those fit in `i64`, where the wrapping evaluation inside the
//! loop gives the same numbers.
//!
//! A loop is versioned only when every access and range check that its
//! body checks per element (other than those at the loops' own indices,
//! checked once before the loop: `Gen::guard_extents`) is affine, so that
//! the fast copy has no checks of indices left.

use super::gen::{e, Gen, Site, Target, R};
use super::stencil::range_check;
use inkwell::values::IntValue;
use inkwell::IntPredicate;
use ir::ast::{BinOp, UnOp};
use ir::graph::ArrayId;
use ir::loops::transposed::component;
use ir::loops::{Expr, Level, LoopProgram, Stmt, VarId};
use ir::{Prim, Scalar, ScalarType};
use std::collections::{HashMap, HashSet};

/// A site with its index and its extent spelled out over the region's
/// indices and what is invariant in it.
#[derive(Clone, Debug)]
pub(super) struct Bound {
    pub(super) site: Site,
    value: Expr,
    extent: Expr,
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
    for (array, index) in accesses {
        for (axis, x) in index.into_iter().enumerate() {
            // At a loop's own index: checked once before that loop.
            if loops.get(axis).is_some_and(|&l| x == Expr::Var(l)) {
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
        let (Some(value), Some(extent)) = (scope.inline(&value, 0), scope.inline(&extent, 0))
        else {
            return Vec::new();
        };
        if !matches!(scope.degree(&value), Some(0 | 1)) {
            return Vec::new();
        }
        if scope.degree(&extent) != Some(0) {
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
        let mut lets = HashMap::new();
        let mut opaque = HashSet::new();
        let mut appended = HashSet::new();
        body.walk(&mut |s| match s {
            Stmt::Let { var, value, .. } => {
                lets.insert(*var, value.clone());
            }
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
                if let Expr::Let { var, .. } = y {
                    opaque.insert(*var);
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
                None => (self.p.vars.get(*v)?.ty == ScalarType::Prim(Prim::I64)).then(|| x.clone()),
            },
            Expr::Lit(Scalar::I64(_)) | Expr::Dim { .. } => Some(x.clone()),
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
            _ => None,
        }
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
        bounds(self.p, body, &loops, region.len())
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
        let fast = self.ctx.append_basic_block(self.f, "proved");
        let slow = self.ctx.append_basic_block(self.f, "checked");
        let join = self.ctx.append_basic_block(self.f, "versions_done");
        e(self.b.build_conditional_branch(ok, fast, slow))?;
        self.b.position_at_end(fast);
        let outer = self.proved.len();
        self.proved.extend(bounds.iter().map(|b| b.site.clone()));
        let r = body(self);
        self.proved.truncate(outer);
        r?;
        e(self.b.build_unconditional_branch(join))?;
        self.b.position_at_end(slow);
        body(self)?;
        e(self.b.build_unconditional_branch(join))?;
        self.b.position_at_end(join);
        Ok(())
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
            let base = self.int_expr(&b.value)?;
            let base = e(self.b.build_int_s_extend(base, wide, "base"))?;
            let (mut least, mut most) = (base, base);
            for &(v, lo, hi) in ranges {
                if !mentions(&b.value, v) {
                    continue;
                }
                // The step along `v`, times the range's length less one.
                let slot = self.var(v)?;
                let next = e(self.b.build_int_add(lo, self.i64(1), "next"))?;
                e(self.b.build_store(slot, next))?;
                let at_next = self.int_expr(&b.value)?;
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

    const AT: NodeId = NodeId(0);

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
        Expr::Var(VarId(k))
    }

    fn dim(array: u32, axis: usize) -> Expr {
        Expr::Dim {
            array: ArrayId(array),
            axis,
        }
    }

    fn load(var: u32, array: u32, index: Vec<Expr>) -> Stmt {
        Stmt::Load {
            var: VarId(var),
            array: ArrayId(array),
            index,
            streamed: false,
            at: AT,
        }
    }

    fn let_(var: u32, value: Expr) -> Stmt {
        Stmt::Let {
            var: VarId(var),
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
        bounds(&program(), &level(body), &[VarId(1), VarId(0)], 1)
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
        assert_eq!(b[0].site, Site::Axis(ArrayId(0), 0, v(2)));
        assert_eq!((&b[0].value, &b[0].extent), (&rev, &dim(0, 0)));
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
            var: VarId(5),
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

    #[test]
    fn a_tile_is_affine_in_both_indices_but_not_their_product() {
        let p = program();
        let both = Expr::bin(BinOp::Add, v(0), v(1));
        let b = bounds(
            &p,
            &level(vec![load(3, 0, vec![both])]),
            &[VarId(1), VarId(0)],
            2,
        );
        assert_eq!(b.len(), 1);
        let product = Expr::bin(BinOp::Mul, v(0), v(1));
        let body = level(vec![load(3, 0, vec![product.clone()])]);
        assert!(bounds(&p, &body, &[VarId(1), VarId(0)], 2).is_empty());
        // With only the inner loop in the region, the outer index is invariant.
        assert_eq!(bounds(&p, &body, &[VarId(1), VarId(0)], 1).len(), 1);
    }
}

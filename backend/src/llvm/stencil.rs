//! Stencils without clamps in their interior. A `stencil ... clamp` reads
//! its neighbours at clamped indices, `max 0 (min (j + c) (E - 1))` (a
//! *tap* of the loop index `j` at offset `c` into an extent `E`), and
//! checks each one, `(p >= 0) && (p < E)`. Two rewrites in the generated
//! code, both exact:
//!
//! - The check of a clamped index is `E > 0` (a clamp of any integer into
//!   `[0, E - 1]` lies in `[0, E)` exactly when `E >= 1`): a condition that
//!   does not change inside the loop, which LLVM moves out of it.
//! - An innermost forward loop with taps of its index runs as three loops:
//!   the border `[lo, L)`, the interior `[L, H)` and the border `[H, hi)`,
//!   where `L = max(0, -c)` and `H = min(E - c)` over the taps. In the
//!   interior every tap is `j + c` (it is already inside `[0, E - 1]`), so
//!   the loop reads neighbours as plain offsets and vectorises; the borders
//!   keep the clamps.
//!
//! Only taps whose extent is invariant in the loop (literals, extents,
//! variables defined outside it and not updated in it) count.

use super::gen::{e, Gen, R};
use inkwell::values::IntValue;
use inkwell::IntPredicate;
use ir::ast::{BinOp, Builtin};
use ir::loops::{Dir, Expr, For, Stmt, VarId};
use ir::Scalar;
use std::collections::HashSet;

/// `max 0 (min (index + offset) (extent - 1))`, as the lowering writes a
/// clamped neighbour's index.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Tap {
    pub index: VarId,
    pub offset: i64,
    pub extent: Expr,
}

impl Tap {
    /// The clamped index it stands for, as the lowering writes it.
    pub(super) fn clamp(&self) -> Expr {
        let at = Expr::bin(BinOp::Add, Expr::Var(self.index), Expr::i64(self.offset));
        let last = Expr::bin(BinOp::Sub, self.extent.clone(), Expr::i64(1));
        Expr::Call(
            Builtin::Max,
            vec![Expr::i64(0), Expr::Call(Builtin::Min, vec![at, last])],
        )
    }
}

fn int(e: &Expr) -> Option<i64> {
    match e {
        Expr::Lit(Scalar::I64(k)) => Some(*k),
        _ => None,
    }
}

/// `e` as a tap, if it is one.
pub(super) fn tap(e: &Expr) -> Option<Tap> {
    let Expr::Call(Builtin::Max, args) = e else {
        return None;
    };
    let [zero, inner] = args.as_slice() else {
        return None;
    };
    let Expr::Call(Builtin::Min, args) = inner else {
        return None;
    };
    let [at, last] = args.as_slice() else {
        return None;
    };
    let (Expr::Binary(BinOp::Add, index, offset), Expr::Binary(BinOp::Sub, extent, one)) =
        (at, last)
    else {
        return None;
    };
    let Expr::Var(index) = **index else {
        return None;
    };
    (int(zero)? == 0 && int(one)? == 1).then_some(())?;
    Some(Tap {
        index,
        offset: int(offset)?,
        extent: (**extent).clone(),
    })
}

/// The check `(v >= 0) && (v < extent)` of a variable `v`: `(v, extent)`.
pub(super) fn range_check(cond: &Expr) -> Option<(VarId, &Expr)> {
    match cond.as_range_check()? {
        (Expr::Var(v), extent) => Some((*v, extent)),
        _ => None,
    }
}

/// The taps of loop `f`'s index in its body whose extents are invariant in
/// it, when `f` is an innermost forward loop (no loop inside it).
pub(super) fn interior_taps(f: &For) -> Vec<Tap> {
    if f.dir != Dir::Forward || f.body.max_depth() > 0 {
        return Vec::new();
    }
    // Variables the loop defines or updates: an extent over them varies.
    let mut varying: HashSet<VarId> = HashSet::from([f.index]);
    f.body.walk(&mut |s| {
        varying.extend(s.defines());
        if let Stmt::Set { var, .. } = s {
            varying.insert(*var);
        }
    });
    let mut taps: Vec<Tap> = Vec::new();
    f.body.exprs(&mut |x| {
        x.walk(&mut |y| {
            if let Some(t) = tap(y) {
                let mut invariant = true;
                t.extent.walk(&mut |z| match z {
                    Expr::Var(v) if varying.contains(v) => invariant = false,
                    Expr::Index { .. } => invariant = false,
                    _ => {}
                });
                if t.index == f.index && invariant && !taps.contains(&t) {
                    taps.push(t);
                }
            }
        })
    });
    taps
}

impl<'ctx> Gen<'ctx, '_> {
    /// Loop `f` over `[lo, hi)` as border, interior and border (see the
    /// module comment), the interior without clamps; `run` generates one
    /// loop over a range. The caller has checked `taps` is not empty.
    pub(super) fn split_stencil_loop(
        &mut self,
        taps: Vec<Tap>,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        run: &mut dyn FnMut(&mut Self, IntValue<'ctx>, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        let first = taps.iter().map(|t| (-t.offset).max(0)).max().unwrap_or(0);
        let mut end: Option<IntValue<'ctx>> = None;
        for t in &taps {
            let extent = self
                .expr(&t.extent)?
                .ok_or("a tap's extent")?
                .into_int_value();
            let bound = e(self.b.build_int_sub(extent, self.i64(t.offset), "tap_end"))?;
            end = Some(match end {
                Some(m) => self.smin(m, bound)?,
                None => bound,
            });
        }
        let end = end.ok_or("no taps")?;
        // lo <= a <= b <= hi.
        let first = self.i64(first);
        let a = self.smax(first, lo)?;
        let a = self.smin(a, hi)?;
        let b = self.smax(end, a)?;
        let b = self.smin(b, hi)?;
        run(self, lo, a)?;
        let exprs = taps.iter().map(|t| t.clamp()).collect();
        let outer = self.interior.replace(exprs);
        let r = run(self, a, b);
        self.interior = outer;
        r?;
        run(self, b, hi)
    }

    /// `x` without its clamp when it is a tap of the interior being
    /// generated: `index + offset`.
    pub(super) fn unclamped(&mut self, x: &Expr) -> R<Option<IntValue<'ctx>>> {
        if !self.interior.as_ref().is_some_and(|ts| ts.contains(x)) {
            return Ok(None);
        }
        let Some(t) = tap(x) else {
            return Ok(None);
        };
        let p = self.var(t.index)?;
        let j = e(self.b.build_load(self.ctx.i64_type(), p, "j"))?.into_int_value();
        Ok(Some(e(self.b.build_int_add(j, self.i64(t.offset), "tap"))?))
    }

    /// The condition of a check: `extent > 0` for the range check of a
    /// variable defined as a clamp into `[0, extent - 1]` (see the module
    /// comment), else the check's own.
    pub(super) fn check_condition(
        &mut self,
        cond: &Expr,
        at: ir::graph::NodeId,
    ) -> R<IntValue<'ctx>> {
        if let Some((v, extent)) = range_check(cond) {
            if self.clamped_within(v, extent) {
                let n = self.expr_at(extent, at)?.into_int_value();
                return self.nonempty(n);
            }
        }
        Ok(self.expr_at(cond, at)?.into_int_value())
    }

    /// Whether variable `v` is defined as a clamp into `[0, extent - 1]`:
    /// into `extent` itself, or into an extent the nest's shapes make the
    /// same value (`Gen::same_dims`: a stencil's taps of a recomputed map
    /// clamp into the map's extent and read the map's operand). Then `v`
    /// lies in `[0, extent)` exactly when `extent > 0` ([`Gen::nonempty`]).
    pub(super) fn clamped_within(&self, v: VarId, extent: &Expr) -> bool {
        self.clamped
            .get(&v)
            .is_some_and(|into| self.same_extent(into, extent))
    }

    /// Whether extents `into` and `extent` are the same value: equal, or
    /// made equal by the nest's shapes (`Gen::same_dims`).
    pub(super) fn same_extent(&self, into: &Expr, extent: &Expr) -> bool {
        match (into, extent) {
            (Expr::Dim { array: a, axis: i }, Expr::Dim { array: b, axis: k }) => {
                self.same_dim((*a, *i)) == self.same_dim((*b, *k))
            }
            _ => into == extent,
        }
    }

    /// `n > 0`: the range check of a clamp into `n` (a test that does not
    /// change in the loop).
    pub(super) fn nonempty(&self, n: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        e(self
            .b
            .build_int_compare(IntPredicate::SGT, n, n.get_type().const_zero(), "nonempty"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::graph::ArrayId;

    fn clamp(index: VarId, offset: i64, extent: Expr) -> Expr {
        let at = Expr::Binary(
            BinOp::Add,
            Box::new(Expr::Var(index)),
            Box::new(Expr::i64(offset)),
        );
        let last = Expr::Binary(BinOp::Sub, Box::new(extent), Box::new(Expr::i64(1)));
        Expr::Call(
            Builtin::Max,
            vec![Expr::i64(0), Expr::Call(Builtin::Min, vec![at, last])],
        )
    }

    #[test]
    fn taps_and_range_checks_are_recognised() {
        let (j, p) = (VarId::new(3), VarId::new(4));
        let extent = Expr::Dim {
            array: ArrayId::new(1),
            axis: 1,
        };
        let t = tap(&clamp(j, -1, extent.clone())).expect("a tap");
        assert_eq!((t.index, t.offset, &t.extent), (j, -1, &extent));
        assert_eq!(t.clamp(), clamp(j, -1, extent.clone()));
        // Other bounds, or a non-literal offset, are not taps.
        let mut other = clamp(j, 1, extent.clone());
        if let Expr::Call(_, args) = &mut other {
            args[0] = Expr::i64(1);
        }
        assert!(tap(&other).is_none());
        assert!(tap(&Expr::Var(j)).is_none());
        let check = Expr::Binary(
            BinOp::And,
            Box::new(Expr::Binary(
                BinOp::Ge,
                Box::new(Expr::Var(p)),
                Box::new(Expr::i64(0)),
            )),
            Box::new(Expr::Binary(
                BinOp::Lt,
                Box::new(Expr::Var(p)),
                Box::new(extent.clone()),
            )),
        );
        assert_eq!(range_check(&check), Some((p, &extent)));
        assert_eq!(range_check(&extent), None);
    }
}

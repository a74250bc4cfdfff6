//! An owned scatter's loop in blocks of two phases. Each thread of a
//! [`crate::plan::parallel::Plan::Owned`] runs the whole source range and
//! combines only the elements whose target it owns, so every thread
//! computes every element's target (`(k * 7) % n`, say). In one loop with
//! the ownership test and the combine, that computation is scalar. Where
//! the loop's level is straight-line code and one combine
//! ([`crate::plan::owned::phases`]), it runs in blocks of [`BLOCK`]
//! elements: first the block's targets into a buffer on the stack, in a
//! loop without a branch that vectorises like a `map`, then the combines,
//! each reading its target back, testing ownership (and the bounds, as
//! before) and evaluating its source, with the definitions it shares with
//! the target evaluated again, only when owned.
//!
//! The combines run in the sequential order, as before; a failing check
//! may now fail before an earlier element's combine fails, and the error
//! reported is the reference's either way (`interp::precise`).

use super::gen::{e, Gen, R};
use crate::plan::owned::Phases;
use inkwell::values::IntValue;
use inkwell::IntPredicate;
use ir::loops::{For, Level, Stmt};

/// Elements per block: the buffer of their `i64` targets (8 KiB) stays in
/// the first-level cache between the two phases.
pub const BLOCK: i64 = 1024;

impl<'ctx> Gen<'ctx, '_> {
    /// Owned loop `f` over `[lo, hi)` in blocks of two phases.
    pub(super) fn owned_blocks(
        &mut self,
        f: &For,
        phases: &Phases,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<()> {
        let newly = self.guard_extents(f, 0, hi)?;
        let i64t = self.ctx.i64_type();
        let buffer =
            self.in_entry(|g| e(g.b.build_alloca(i64t.array_type(BLOCK as u32), "targets")))?;
        let slot = self.in_entry(|g| e(g.b.build_alloca(i64t, "block")))?;
        // The phases' loops: `f` with the statements each runs.
        let only = |pre: Vec<Stmt>| For {
            body: Level {
                pre,
                inner: None,
                post: Vec::new(),
            },
            ..f.clone()
        };
        let first = only(phases.targets.to_vec());
        let second = only(vec![phases.combine.clone()]);
        let at = match &phases.combine {
            Stmt::Combine { at, .. } => *at,
            _ => return Err("not a combine".into()),
        };
        let bounds = self.version_bounds(&first.body, &[f.index]);
        let step = self.i64(BLOCK);
        let names = ["blocks", "block", "blocks_done"];
        self.counter_loop(
            slot,
            lo,
            step,
            (IntPredicate::SLT, hi),
            names,
            |g, start| {
                let next = e(g.b.build_int_add(start, step, "block_end"))?;
                let end = g.smin(next, hi)?;
                // The element's place in the buffer.
                let place = |g: &mut Self| -> R<_> {
                    let i = g.var(f.index)?;
                    let i = e(g.b.build_load(i64t, i, "i"))?.into_int_value();
                    let k = e(g.b.build_int_sub(i, start, "k"))?;
                    let zero = g.i64(0);
                    Ok(unsafe {
                        e(g.b.build_gep(i64t.array_type(BLOCK as u32), buffer, &[zero, k], "at"))?
                    })
                };
                g.versioned(&bounds, &[(f.index, start, end)], &mut |g| {
                    g.counted_loop(&first, start, g.i64(1), end, |g| {
                        g.stmts(&first.body.pre)?;
                        let t = g.expr_at(phases.target, at)?;
                        let p = place(g)?;
                        e(g.b.build_store(p, t))?;
                        Ok(())
                    })
                })?;
                g.counted_loop(&second, start, g.i64(1), end, |g| {
                    let p = place(g)?;
                    let t = e(g.b.build_load(i64t, p, "target"))?;
                    g.combine_at(&phases.combine, t, at)
                })
            },
        )?;
        for x in newly {
            self.guarded.remove(&x);
        }
        Ok(())
    }
}

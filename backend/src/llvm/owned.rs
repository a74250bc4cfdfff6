//! An owned scatter's thread functions ([`crate::plan::parallel::Plan::Owned`]).
//! Each thread runs the whole source range and combines only the elements
//! whose target lies in its `[lo, hi)` of the target's positions; the
//! iterations whose stores it makes, and the buffer of shared targets,
//! come from its [`ThreadShare`].
//!
//! **Blocks.** Every thread computes every element's target (`(k * 7) %
//! n`, say); in one loop with the ownership test and the combine, that
//! computation is scalar. Where the loop's level is straight-line code
//! and one combine ([`crate::plan::owned::phases`]), it runs in blocks of
//! [`BLOCK`] elements: first the block's targets into a buffer on the
//! stack, in a loop without a branch that vectorises like a `map`, then
//! the combines, each reading its target back, testing ownership (and the
//! bounds, as before) and evaluating its source, with the definitions it
//! shares with the target evaluated again, only when owned.
//!
//! **Shared targets.** Where the targets cost more than reading them back
//! ([`crate::plan::owned::shares_targets`]: a division), they are computed
//! once instead of once per thread: a [`Mode::Targets`] function computes
//! those of its chunk of the source range into the driver's buffer (at the
//! share's `targets`), in the same loop without a branch, and after all
//! chunks a [`Mode::Owned`] function with `shared` reads them from there
//! in its one loop of combines.
//!
//! The combines run in the sequential order, as before; a failing check
//! may now fail before an earlier element's combine fails, and the error
//! reported is the reference's either way (`interp::precise`).
//!
//! [`Mode::Targets`]: super::nest::Mode::Targets
//! [`Mode::Owned`]: super::nest::Mode::Owned

use super::gen::{e, Gen, R};
use crate::plan::owned::Phases;
use inkwell::values::{IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};
use ir::loops::{For, Level, Stmt};

/// Elements per block: the buffer of their `i64` targets (8 KiB) stays in
/// the first-level cache between the two phases.
pub const BLOCK: i64 = 1024;

/// What the driver gives each thread of an owned scatter, at its partials
/// pointer.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ThreadShare {
    /// The iterations `[lo, hi)` of the outermost loop whose stores at the
    /// loop's index this thread makes.
    pub lo: i64,
    pub hi: i64,
    /// With shared targets: every iteration's target, in order (written
    /// by the [`Mode::Targets`](super::nest::Mode::Targets) functions,
    /// read by the owners); else null.
    pub targets: *mut i64,
}

impl<'ctx> Gen<'ctx, '_> {
    /// The buffer of shared targets: the function's [`ThreadShare`]'s
    /// `targets`, loaded in the entry block.
    fn shared_buffer(&mut self) -> R<PointerValue<'ctx>> {
        self.in_entry(|g| {
            let at = g.param(6).into_pointer_value();
            let offset = std::mem::offset_of!(ThreadShare, targets) as i64;
            let i8t = g.ctx.i8_type();
            let p = unsafe { e(g.b.build_gep(i8t, at, &[g.i64(offset)], "targets_at"))? };
            let ptr = g.ctx.ptr_type(AddressSpace::default());
            Ok(e(g.b.build_load(ptr, p, "targets"))?.into_pointer_value())
        })
    }

    /// The outermost loop `f` over `[lo, hi)` of an owned scatter's
    /// function: in a [`Mode::Targets`](super::nest::Mode::Targets)
    /// function each iteration's target into the shared buffer; with
    /// shared targets one loop of combines reading them from there; else
    /// in blocks ([`Gen::owned_blocks`]).
    pub(super) fn owned_loop(
        &mut self,
        f: &For,
        phases: &Phases,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<()> {
        let newly = self.guard_extents(f, 0, hi)?;
        if self.targets_only {
            let buffer = self.shared_buffer()?;
            self.targets_loop(f, phases, lo, hi, buffer, None)?;
        } else if self.shared_targets {
            let buffer = self.shared_buffer()?;
            self.combines(f, phases, (lo, hi), buffer, None)?;
        } else {
            self.owned_blocks(f, phases, lo, hi)?;
        }
        for x in newly {
            self.guarded.remove(&x);
        }
        Ok(())
    }

    /// Owned loop `f` over `[lo, hi)` in blocks: each block's targets
    /// computed into a buffer on the stack, then its combines, each
    /// reading its target back.
    fn owned_blocks(
        &mut self,
        f: &For,
        phases: &Phases,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let block = i64t.array_type(BLOCK as u32);
        let buffer = self.in_entry(|g| e(g.b.build_alloca(block, "targets")))?;
        let slot = self.in_entry(|g| e(g.b.build_alloca(i64t, "block")))?;
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
                g.targets_loop(f, phases, start, end, buffer, Some(start))?;
                g.combines(f, phases, (start, end), buffer, Some(start))
            },
        )
    }

    /// The combines of iterations `[start, end)` of `f`, each reading its
    /// target from `buffer` (at the index less `base`) and testing whether
    /// this thread owns it. (A branch, not a list of the owned iterations
    /// made without one: where targets cluster in one thread's positions,
    /// as the sweep's do, the branch is predicted and the list costs its
    /// owner a third more; measured in `docs/results/cpu-techniques.md`,
    /// "Shared targets".)
    fn combines(
        &mut self,
        f: &For,
        phases: &Phases,
        (start, end): (IntValue<'ctx>, IntValue<'ctx>),
        buffer: PointerValue<'ctx>,
        base: Option<IntValue<'ctx>>,
    ) -> R<()> {
        let at = combine_site(phases)?;
        let second = only(f, vec![phases.combine.clone()]);
        let i64t = self.ctx.i64_type();
        self.counted_loop(&second, start, self.i64(1), end, |g| {
            let p = g.element_at(f, buffer, base)?;
            let t = e(g.b.build_load(i64t, p, "target"))?;
            g.combine_at(&phases.combine, t, at)
        })
    }

    /// The first phase over `[lo, hi)`: the statements before the combine
    /// and its target, stored at the iteration's place in `buffer` (from
    /// `base`, or the loop's index itself), in a loop without a branch.
    fn targets_loop(
        &mut self,
        f: &For,
        phases: &Phases,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        buffer: PointerValue<'ctx>,
        base: Option<IntValue<'ctx>>,
    ) -> R<()> {
        let first = only(f, phases.targets.to_vec());
        let at = combine_site(phases)?;
        let bounds = self.version_bounds(&first.body, &[f.index]);
        self.versioned(&bounds, &[(f.index, lo, hi)], &mut |g| {
            g.counted_loop(&first, lo, g.i64(1), hi, |g| {
                g.stmts(&first.body.pre)?;
                let t = g.expr_at(phases.target, at)?;
                let p = g.element_at(f, buffer, base)?;
                e(g.b.build_store(p, t))?;
                Ok(())
            })
        })
    }

    /// The place of the current iteration of `f` in a buffer of `i64`s:
    /// at the index less `base`.
    fn element_at(
        &mut self,
        f: &For,
        buffer: PointerValue<'ctx>,
        base: Option<IntValue<'ctx>>,
    ) -> R<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let i = self.var(f.index)?;
        let mut k = e(self.b.build_load(i64t, i, "i"))?.into_int_value();
        if let Some(base) = base {
            k = e(self.b.build_int_sub(k, base, "k"))?;
        }
        Ok(unsafe { e(self.b.build_gep(i64t, buffer, &[k], "at"))? })
    }
}

/// The loop `f` with only the statements `pre`.
fn only(f: &For, pre: Vec<Stmt>) -> For {
    For {
        body: Level {
            pre,
            inner: None,
            post: Vec::new(),
        },
        ..f.clone()
    }
}

/// The node the phases' combine reports errors at.
fn combine_site(phases: &Phases) -> R<ir::graph::NodeId> {
    match &phases.combine {
        Stmt::Combine { at, .. } => Ok(*at),
        _ => Err("not a combine".into()),
    }
}

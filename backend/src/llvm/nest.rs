//! A nest's functions: [`nest_function`] builds one function for a
//! [`Mode`] (the whole nest, a chunk of a reduction, the statements after
//! it, a scatter's chunk, a block of a chained scan), the loops of a nest
//! (counted, forward or backward, with their extents checked once before
//! the loop; a level's inner loop and a loop statement, `Stmt::For`, alike,
//! only the outermost loop taking the function's share of its range), the
//! partials buffer that carries accumulators between functions, and the
//! CPU's combine function for them.

use super::divide::{divides_in_order, invariant_divisors};
use super::gen::{combine_type, e, table_params, Gen, LoopHint, Target, Unit, R};
use super::tuning::Division;
use crate::plan::parallel::Update;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Dir, Expr, For, Level, Nest, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;

/// Which part of a nest a function runs (see [`crate::plan::parallel::Plan`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Everything: `pre`, the loop over `[lo, hi)`, `post`.
    Whole,
    /// `pre` and the loop over `[lo, hi)`, then each accumulator to
    /// `partials[k]` (a chunk of a parallel reduction).
    Part,
    /// `pre`, the accumulators from `partials[k]`, `post`.
    Post,
    /// Everything but `permute`'s copies of its defaults (the driver makes
    /// them once), combining atomically: one chunk of a [`crate::plan::parallel::Plan::Scatter`].
    Scatter,
    /// Everything but the copies of the defaults, combining with plain
    /// loads and stores: one chunk of a privatised scatter, into a target
    /// of its own (the driver merges the chunks' targets).
    Private,
    /// Everything but the copies of the defaults, over the whole range,
    /// combining with plain loads and stores only into the target positions
    /// in `[lo, hi)` (its stores at the loop's index only in the iterations
    /// of its [`super::owned::ThreadShare`]): one thread of a
    /// [`crate::plan::parallel::Plan::Owned`]. With `shared`, the loop's
    /// targets are read from the share's buffer, where the
    /// [`Mode::Targets`] functions put them.
    Owned { shared: bool },
    /// The statements before an owned scatter's combine over `[lo, hi)`,
    /// each iteration's target stored at its index in the buffer of the
    /// function's [`super::owned::ThreadShare`] (`plan::owned::phases`).
    Targets,
    /// One block of a [`crate::plan::parallel::Plan::Scan`]: `pre`, then (when
    /// `resume`) the first `carried` accumulators (the scan carries) from
    /// `partials`, the loop over `[lo, hi)`, and every accumulator to
    /// `partials`. Only the accumulators after the carries (folds) may be
    /// reassociated. With `atomic`, combines run concurrently, as a
    /// [`Mode::Scatter`]'s (other blocks combine at the same time).
    Blocks {
        carried: usize,
        resume: bool,
        atomic: bool,
    },
    /// [`Mode::Whole`] with streaming stores ([`super::stream`]): called
    /// only with the nest's new arrays starting at cache lines and `lo` a
    /// multiple of [`super::stream::STREAM_ELEMENTS`].
    Stream,
}

/// Bytes per accumulator in a partials buffer.
pub const PARTIAL_BYTES: usize = 64;

/// Builds the function `name` for `nest` in `module`; `accs` are the
/// variables its partials carry: the fold accumulators of a parallel
/// reduction (their updates may be reassociated, and a [`Mode::Part`] /
/// [`Mode::Post`] function passes them on), a chained scan's carries and
/// folds, or a segmented walk's state (`plan::segments`: a
/// [`Mode::Blocks`] with every variable carried, no folds).
pub fn nest_function<'ctx>(
    u: Unit<'ctx, '_>,
    nest: &Nest,
    name: &str,
    checks: bool,
    mode: Mode,
    accs: &[VarId],
) -> R<FunctionValue<'ctx>> {
    let accs = accs.to_vec();
    let fty = u.ctx.i32_type().fn_type(&table_params(u.ctx, 1), false);
    let mut g = Gen::start(u, name, fty, Linkage::External, checks, Target::Cpu);
    if u.tuning.division != Division::Hardware {
        g.divisors = invariant_divisors(u.p, nest);
    }
    let targets_only = mode == Mode::Targets;
    if u.tuning.wide_divisions
        && !g.divisors.is_empty()
        && divides_in_order(u.p, nest, targets_only)
    {
        let loc = inkwell::attributes::AttributeLoc::Function;
        let wide = u.ctx.create_string_attribute("prefer-vector-width", "512");
        g.f.add_attribute(loc, wide);
        g.tuning.division = u.tuning.wide_division;
    }
    let folds = match mode {
        Mode::Blocks { carried, .. } => &accs[carried..],
        _ => &accs[..],
    };
    // The plan's accumulators and every level's folds, unless the order
    // of float operations is to stay sequential.
    if !u.tuning.strict_float {
        g.fold_accs = folds.iter().copied().collect();
        g.fold_accs.extend(crate::plan::folds::accumulators(nest));
    }
    g.lets = ir::loops::ranges::Lets::of(nest);
    g.scatter = matches!(mode, Mode::Scatter | Mode::Blocks { atomic: true, .. });
    g.skip_copies = matches!(
        mode,
        Mode::Scatter | Mode::Private | Mode::Owned { .. } | Mode::Targets
    );
    g.owned = matches!(mode, Mode::Owned { .. });
    g.shared_targets = mode == Mode::Owned { shared: true };
    g.targets_only = targets_only;
    // Extents the shapes give as another's, fixed before the nest runs (a
    // compacted array's length changes as it runs). Shapes come in
    // dependency order, so an extent names only earlier arrays, whose
    // chains are resolved already.
    let compact = nest.compacted();
    for s in &nest.shapes {
        for (axis, d) in s.dims.iter().enumerate() {
            match d {
                ir::loops::Expr::Lit(ir::Scalar::I64(k)) => {
                    g.literal_dims.insert((s.array, axis), *k);
                }
                ir::loops::Expr::Dim { array, axis: k }
                    if !s.compact && !compact.contains(array) && *array != s.array =>
                {
                    let root = g.same_dim((*array, *k));
                    g.same_dims.insert((s.array, axis), root);
                }
                _ => {}
            }
        }
    }
    if mode == Mode::Stream {
        g.promise_lines(nest.outputs())?;
    }
    match mode {
        Mode::Whole
        | Mode::Stream
        | Mode::Scatter
        | Mode::Private
        | Mode::Owned { .. }
        | Mode::Targets => g.level(&nest.body, 0)?,
        Mode::Part => {
            g.stmts(&nest.body.pre)?;
            if let Some(f) = &nest.body.inner {
                g.for_loop(f, 0)?;
            }
            g.partials(&accs, true)?;
        }
        Mode::Post => {
            g.stmts(&nest.body.pre)?;
            g.partials(&accs, false)?;
            g.stmts(&nest.body.post)?;
        }
        Mode::Blocks {
            carried, resume, ..
        } => {
            g.stmts(&nest.body.pre)?;
            if resume {
                g.partials(&accs[..carried], false)?;
            }
            if let Some(f) = &nest.body.inner {
                g.for_loop(f, 0)?;
            }
            g.partials(&accs, true)?;
        }
    }
    g.finish(Some(&u.ctx.i32_type().const_zero()))
}

impl<'ctx> Gen<'ctx, '_> {
    pub(super) fn level(&mut self, l: &Level, depth: usize) -> R<()> {
        self.stmts(&l.pre)?;
        if let Some(f) = &l.inner {
            self.for_loop(f, depth)?;
        }
        self.stmts(&l.post)
    }

    /// The level's inner loop at `depth` (the outermost loop, at depth 0,
    /// over the function's share of its range).
    fn for_loop(&mut self, f: &For, depth: usize) -> R<()> {
        let (lo, hi) = self.loop_range(f, depth)?;
        if self.target == Target::Cpu {
            if let Some(inner) = ir::loops::transposed::tiled(f).filter(|_| self.tuning.tiles) {
                return self.tiled_loops(f, inner, depth, lo, hi);
            }
            if depth == 0 && self.targets_only {
                let phases = crate::plan::owned::phases(self.p, f)
                    .ok_or("shared targets of a loop without phases")?;
                return self.owned_loop(f, &phases, lo, hi);
            }
            if self.owned && depth == 0 && (self.tuning.owned_blocks || self.shared_targets) {
                if let Some(phases) = crate::plan::owned::phases(self.p, f) {
                    return self.owned_loop(f, &phases, lo, hi);
                }
            }
        }
        self.sequential_loop(f, depth, lo, hi)
    }

    /// A [`Stmt::For`]: a sequential loop over its whole range, at the depth
    /// of the level it is a statement of (the loops around it), in whatever
    /// part of the nest this function runs (never split: only the nest's
    /// outermost loop is).
    pub(super) fn stmt_loop(&mut self, f: &For) -> R<()> {
        let depth = self.loop_vars.len();
        let hi = self.extent(f)?;
        self.sequential_loop(f, depth, self.i64(0), hi)
    }

    /// Loop `f` at `depth` over `[lo, hi)` in its direction, its level the
    /// body, accesses at its index checked once before it starts.
    fn sequential_loop(
        &mut self,
        f: &For,
        depth: usize,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<()> {
        let newly = self.guard_extents(f, depth, hi)?;
        let bounds = self.version_bounds(&f.body, &[f.index]);
        let mut range = |g: &mut Self, lo, hi| {
            g.versioned(&bounds, &[(f.index, lo, hi)], &mut |g| {
                let (first, step, bound) = g.in_order(f, lo, hi)?;
                g.counted_loop(f, first, step, bound, |g| g.level(&f.body, depth + 1))
            })
        };
        let taps = match self.target {
            Target::Cpu => super::stencil::interior_taps(f),
            Target::Nvptx => Vec::new(),
        };
        let folds = match self.target {
            Target::Cpu if self.tuning.integer_extrema && !self.tuning.strict_float => {
                super::extremum::key_folds(self.p, &f.body)
            }
            _ => Vec::new(),
        };
        let folds = self.start_key_folds(folds)?;
        if taps.is_empty() {
            range(self, lo, hi)?;
        } else {
            self.split_stencil_loop(taps, lo, hi, &mut range)?;
        }
        self.finish_key_folds(&folds)?;
        for g in newly {
            self.guarded.remove(&g);
        }
        Ok(())
    }

    /// Loop `f`'s extent, evaluated here.
    fn extent(&mut self, f: &For) -> R<IntValue<'ctx>> {
        Ok(self.expr(&f.extent)?.ok_or("an extent")?.into_int_value())
    }

    /// The range `[lo, hi)` of the inner loop at `depth`: `[0, n)`, and for
    /// the outermost loop its intersection with the function's `[lo, hi)`.
    pub(super) fn loop_range(
        &mut self,
        f: &For,
        depth: usize,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let n = self.extent(f)?;
        let zero = self.i64(0);
        if depth > 0 {
            return Ok((zero, n));
        }
        if self.owned {
            self.owned_iterations = Some(self.owned_share()?);
            return Ok((zero, n));
        }
        let (plo, phi) = (
            self.param(4).into_int_value(),
            self.param(5).into_int_value(),
        );
        Ok((self.smax(plo, zero)?, self.smin(phi, n)?))
    }

    /// The iterations `[lo, hi)` of the outermost loop whose stores an
    /// owned scatter's thread makes: the first two fields of the
    /// [`super::owned::ThreadShare`] its driver put at the function's
    /// partials pointer.
    fn owned_share(&mut self) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let at = self.param(6).into_pointer_value();
        let i64t = self.ctx.i64_type();
        let hp = unsafe { e(self.b.build_gep(i64t, at, &[self.i64(1)], "share_hi"))? };
        let lo = e(self.b.build_load(i64t, at, "share_lo"))?.into_int_value();
        let hi = e(self.b.build_load(i64t, hp, "share_hi"))?.into_int_value();
        Ok((lo, hi))
    }

    /// Accesses at the index of the loop at `depth`: one check of the
    /// extent against the loop's `hi` before it starts instead of one per
    /// element. Returns the `(array, axis)` pairs it guarded, which stop
    /// being guarded after the loop.
    pub(super) fn guard_extents(
        &mut self,
        f: &For,
        depth: usize,
        hi: IntValue<'ctx>,
    ) -> R<Vec<(ArrayId, usize)>> {
        let mut newly = Vec::new();
        if !self.checks {
            return Ok(newly);
        }
        let mut outer = self.loop_vars.clone();
        outer.push(f.index);
        let mut seen: Vec<(ArrayId, NodeId)> = Vec::new();
        f.body
            .stmts(&mut |ss| collect_indexed(ss, &outer, depth, &mut seen));
        for (a, at) in seen {
            if self.guarded.contains(&(a, depth)) {
                continue;
            }
            let dim = self.dim(a, depth)?;
            let ok = e(self.b.build_int_compare(IntPredicate::SLE, hi, dim, "fits"))?;
            // The index that a loop in order fails at first: `dim` going
            // forwards, `hi - 1` going backwards.
            let first_out = match f.dir {
                Dir::Forward => dim,
                Dir::Backward => e(self.b.build_int_sub(hi, self.i64(1), "last"))?,
            };
            self.guard(ok, RuntimeErrorKind::OutOfBounds, at, first_out, dim)?;
            self.guarded.insert((a, depth));
            newly.push((a, depth));
        }
        Ok(newly)
    }

    /// `(first, step, bound)` for [`Gen::counted_loop`]: every index of
    /// `[lo, hi)` in the loop's direction.
    pub(super) fn in_order(
        &mut self,
        f: &For,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let one = self.i64(1);
        Ok(match f.dir {
            Dir::Forward => (lo, one, hi),
            Dir::Backward => (e(self.b.build_int_sub(hi, one, "last"))?, self.i64(-1), lo),
        })
    }

    /// `f`'s index from `first` by `step` while below `bound` (a backward
    /// loop: while at least `bound`), running `body` each time; in two
    /// versions where its divisors may all be small (`divide`, "Small
    /// divisors"), the test before the loop choosing one.
    pub(super) fn counted_loop(
        &mut self,
        f: &For,
        first: IntValue<'ctx>,
        step: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        mut body: impl FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        // The index is among the loops' while the body is looked at and
        // generated (for the checks it proves).
        self.loop_vars.push(f.index);
        // A loop of at most a few vectors' iterations whose count is not a
        // literal (an interchanged block's columns, `min(BLOCK, h - lo)`) and
        // whose reads are not a row apart: vectorised without
        // interleaving, so that its vector body runs at 16 iterations too
        // (an interleaved one needs 32).
        if self.loop_hint.is_none()
            && self
                .lets
                .capped(&f.extent, crate::cpu::rewrite::interchange::BLOCK)
            && !ir::loops::transposed::reads_rows_apart(f)
        {
            self.loop_hint = Some(LoopHint::Short);
        }
        let vector = self.may_vectorise(&f.body);
        let outer = std::mem::replace(&mut self.vector_loop, vector);
        let r = self.loop_versions(f, first, step, bound, &mut body);
        self.vector_loop = outer;
        self.loop_vars.pop();
        r
    }

    /// [`Gen::counted_loop`]'s loop, once, or twice behind the test that
    /// picks its small divisors' version.
    fn loop_versions(
        &mut self,
        f: &For,
        first: IntValue<'ctx>,
        step: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        body: &mut dyn FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        let Some(small) = self.small_divisors_test(&f.body)? else {
            return self.one_counted_loop(f, first, step, bound, body);
        };
        // Each version gets the hints set for the loop (a tile's).
        let hint = self.loop_hint;
        let names = ["small_divisors", "large_divisors", "divisors_done"];
        self.two_versions(small, names, &mut |g, small| {
            g.loop_hint = hint;
            g.small_divisions = small;
            let done = g.one_counted_loop(f, first, step, bound, body);
            g.small_divisions = false;
            done
        })
    }

    /// `body` twice behind the test `cond`: told `true` in the copy that
    /// runs where `cond` holds, `false` in the other; `names` name the
    /// two copies' blocks and the block after them.
    pub(super) fn two_versions(
        &mut self,
        cond: IntValue<'ctx>,
        names: [&str; 3],
        body: &mut dyn FnMut(&mut Self, bool) -> R<()>,
    ) -> R<()> {
        let [yes, no, join] = names.map(|n| self.ctx.append_basic_block(self.f, n));
        e(self.b.build_conditional_branch(cond, yes, no))?;
        for (block, holds) in [(yes, true), (no, false)] {
            self.b.position_at_end(block);
            body(self, holds)?;
            e(self.b.build_unconditional_branch(join))?;
        }
        self.b.position_at_end(join);
        Ok(())
    }

    /// One version of [`Gen::counted_loop`]'s loop.
    fn one_counted_loop(
        &mut self,
        f: &For,
        first: IntValue<'ctx>,
        step: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        body: &mut dyn FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        let iv = self.var(f.index)?;
        let more = match f.dir {
            Dir::Forward => IntPredicate::SLT,
            Dir::Backward => IntPredicate::SGE,
        };
        let names = ["loop", "body", "exit"];
        self.counter_loop(iv, first, step, (more, bound), names, |g, _| body(g))
    }

    /// The counter in `slot` from `first` by `step` while `more.0`
    /// compares it with `more.1` as true, running `body` with the
    /// counter each time (the loop scaffolding of [`Gen::counted_loop`]
    /// and of tiles' steps); `names` name its head, body and exit blocks.
    pub(super) fn counter_loop(
        &mut self,
        slot: PointerValue<'ctx>,
        first: IntValue<'ctx>,
        step: IntValue<'ctx>,
        more: (IntPredicate, IntValue<'ctx>),
        names: [&str; 3],
        body: impl FnOnce(&mut Self, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let hint = self.loop_hint.take();
        e(self.b.build_store(slot, first))?;
        let [head, body_bb, exit] = names.map(|name| self.ctx.append_basic_block(self.f, name));
        e(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(head);
        let i = e(self.b.build_load(i64t, slot, "i"))?.into_int_value();
        let go = e(self.b.build_int_compare(more.0, i, more.1, "more"))?;
        e(self.b.build_conditional_branch(go, body_bb, exit))?;
        self.b.position_at_end(body_bb);
        body(self, i)?;
        let i = e(self.b.build_load(i64t, slot, "i"))?.into_int_value();
        let next = e(self.b.build_int_add(i, step, "next"))?;
        e(self.b.build_store(slot, next))?;
        let back = e(self.b.build_unconditional_branch(head))?;
        if let Some(hint) = hint {
            self.mark_loop(back, hint);
        }
        self.b.position_at_end(exit);
        Ok(())
    }

    /// Marks the loop whose back edge is `back` with `hint`'s loop
    /// properties: a distinct, self-referential loop ID (built from a
    /// temporary node; the C API has no other way).
    fn mark_loop(&self, back: inkwell::values::InstructionValue<'ctx>, hint: LoopHint) {
        use inkwell::llvm_sys::core::{
            LLVMConstInt, LLVMGetMDKindIDInContext, LLVMMDNodeInContext2, LLVMMDStringInContext2,
            LLVMMetadataAsValue, LLVMSetMetadata, LLVMValueAsMetadata,
        };
        use inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
        use inkwell::types::AsTypeRef;
        use inkwell::values::AsValueRef;
        let ctx = self.ctx.raw();
        let kind = "llvm.loop";
        // SAFETY: every reference is of this context, alive while it is;
        // the temporary node is replaced (and freed) before anything else
        // can see it.
        unsafe {
            let property = |name: &str, value: u64| {
                let name = LLVMMDStringInContext2(ctx, name.as_ptr().cast(), name.len());
                let i32t = self.ctx.i32_type().as_type_ref();
                let value = LLVMValueAsMetadata(LLVMConstInt(i32t, value, 0));
                let mut pair = [name, value];
                LLVMMDNodeInContext2(ctx, pair.as_mut_ptr(), 2)
            };
            let tmp = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
            let mut ops = vec![tmp];
            ops.extend(hint.properties().iter().map(|(k, v)| property(k, *v)));
            let id = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
            LLVMMetadataReplaceAllUsesWith(tmp, id);
            let kind = LLVMGetMDKindIDInContext(ctx, kind.as_ptr().cast(), kind.len() as u32);
            LLVMSetMetadata(back.as_value_ref(), kind, LLVMMetadataAsValue(ctx, id));
        }
    }

    pub(super) fn smax(&mut self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let c = e(self.b.build_int_compare(IntPredicate::SGT, a, b, "c"))?;
        Ok(e(self.b.build_select(c, a, b, "max"))?.into_int_value())
    }

    pub(super) fn smin(&mut self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let c = e(self.b.build_int_compare(IntPredicate::SLT, a, b, "c"))?;
        Ok(e(self.b.build_select(c, a, b, "min"))?.into_int_value())
    }
}

impl<'ctx> Gen<'ctx, '_> {
    /// Stores (`out`) or loads each accumulator to or from `partials[k]`.
    pub(super) fn partials(&mut self, accs: &[VarId], out: bool) -> R<()> {
        let buf = self.param(6).into_pointer_value();
        for (k, v) in accs.iter().enumerate() {
            let ty = self.value_type(&self.p.vars[*v].ty);
            let at = unsafe {
                e(self.b.build_in_bounds_gep(
                    self.ctx.i8_type(),
                    buf,
                    &[self.i64((k * PARTIAL_BYTES) as i64)],
                    "part",
                ))?
            };
            let slot = self.var(*v)?;
            if out {
                let x = e(self.b.build_load(ty, slot, "acc"))?;
                e(self.b.build_store(at, x))?;
            } else {
                let x = e(self.b.build_load(ty, at, "acc"))?;
                e(self.b.build_store(slot, x))?;
            }
        }
        Ok(())
    }
}

/// `void combine(ptr a, ptr b)`: for each accumulator `k`,
/// `a[k] = f(a[k], b[k])`, where `f` is the fold's update with the
/// accumulator bound to `a[k]` and the element to `b[k]`.
pub fn combine_function<'ctx>(
    u: Unit<'ctx, '_>,
    name: &str,
    updates: &[Update],
) -> R<FunctionValue<'ctx>> {
    let (ctx, p) = (u.ctx, u.p);
    let ty = combine_type(ctx);
    let mut g = Gen::start(u, name, ty, Linkage::External, false, Target::Cpu);
    for (k, u) in updates.iter().enumerate() {
        let ty = g.value_type(&p.vars[u.acc].ty);
        let off = g.i64((k * PARTIAL_BYTES) as i64);
        let pa = unsafe {
            e(g.b.build_in_bounds_gep(
                ctx.i8_type(),
                g.param(0).into_pointer_value(),
                &[off],
                "pa",
            ))?
        };
        let pb = unsafe {
            e(g.b.build_in_bounds_gep(
                ctx.i8_type(),
                g.param(1).into_pointer_value(),
                &[off],
                "pb",
            ))?
        };
        let (a, bv) = (
            e(g.b.build_load(ty, pa, "a"))?,
            e(g.b.build_load(ty, pb, "b"))?,
        );
        let (sa, sb) = (g.var(u.acc)?, g.var(u.elem)?);
        e(g.b.build_store(sa, a))?;
        e(g.b.build_store(sb, bv))?;
        let v = g.expr_at(&u.value, NodeId::new(u32::MAX))?;
        e(g.b.build_store(pa, v))?;
    }
    g.finish(None)
}

/// Arrays that statements (unconditional ones at any depth inside the loop
/// at `depth`, in its inner loops and its [`Stmt::For`]s alike) load or
/// store at exactly the enclosing loop indices `loops[..=depth]` and beyond.
pub(super) fn collect_indexed(
    ss: &[Stmt],
    loops: &[VarId],
    depth: usize,
    out: &mut Vec<(ArrayId, NodeId)>,
) {
    let at_loops = |index: &[Expr]| {
        index.len() > depth
            && index[..=depth]
                .iter()
                .zip(loops)
                .all(|(x, v)| matches!(x, Expr::Var(w) if w == v))
    };
    for s in ss {
        match s {
            Stmt::Load {
                array, index, at, ..
            }
            | Stmt::Store {
                array, index, at, ..
            } if at_loops(index) && !out.iter().any(|(a, _)| a == array) => {
                out.push((*array, *at));
            }
            // Accesses under a condition (a scan's `i < n`) may be guarded by
            // it: they keep their own checks.
            _ => {}
        }
    }
}

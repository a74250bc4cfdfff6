//! Statements: each `ir::loops::Stmt` of a nest's body as LLVM IR, one
//! method per kind of statement.

use super::gen::{e, Gen, Leaves, Place, Target, R};
use inkwell::values::{BasicValueEnum, IntValue};
use inkwell::IntPredicate;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Check, Expr, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::ScalarType;

impl<'ctx> Gen<'ctx, '_> {
    pub(super) fn stmts(&mut self, ss: &[Stmt]) -> R<()> {
        for s in ss {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub(super) fn stmt(&mut self, s: &Stmt) -> R<()> {
        if !self.key_folds.is_empty() && self.key_fold_update(s)? {
            return Ok(());
        }
        match s {
            Stmt::Let { var, value, at } => self.assign(*var, value, *at, true),
            Stmt::Set { var, value, at } => self.assign(*var, value, *at, false),
            Stmt::Load {
                var,
                array,
                index,
                at,
                ..
            } => self.load_stmt(*var, *array, index, *at),
            Stmt::Store {
                array,
                index,
                value,
                at,
            } => self.store_stmt(*array, index, value, *at),
            Stmt::Combine { target, at, .. } => self.combine(s, target, *at),
            // The driver copied the defaults once, before the chunks.
            Stmt::Copy { .. } if self.skip_copies => Ok(()),
            Stmt::Copy { dst, src, .. } => self.copy_array(*dst, *src),
            Stmt::Append { array, value, at } => self.append(*array, value, *at),
            Stmt::If {
                cond,
                then_,
                else_,
                at,
            } => self.branch(cond, then_, else_, *at),
            Stmt::While { cond, body, at } => self.while_loop(cond, body, *at),
            Stmt::Check { check, at } => self.check(check, *at),
            Stmt::For(f) => self.stmt_loop(f),
        }
    }

    /// `var = value` (`define`) or `var := value`; a fold's update may be
    /// reassociated, and an invariant divisor's reciprocal is prepared where
    /// it is defined.
    fn assign(&mut self, var: VarId, value: &Expr, at: NodeId, define: bool) -> R<()> {
        if let Some((src, ty)) = self.tuple_of_var(value)? {
            let dst = (self.var(var)?, self.value_type(&ty));
            return self.copy_leaves(Leaves::Var(src), Leaves::Var(dst), &ty);
        }
        self.reassoc = !define && self.fold_accs.contains(&var);
        let v = self.expr_at(value, at);
        self.reassoc = false;
        let v = v?;
        let p = self.var(var)?;
        e(self.b.build_store(p, v))?;
        if define {
            self.prepare_divisor(var, v)?;
            if let Some(t) = super::stencil::tap(value) {
                self.clamped.insert(var, t.extent);
            }
        }
        Ok(())
    }

    /// `var = array[index]`.
    fn load_stmt(&mut self, var: VarId, array: ArrayId, index: &[Expr], at: NodeId) -> R<()> {
        let ty = self.p.vars[var].ty.clone();
        if let ScalarType::Tuple(_) = ty {
            let pos = self.element_pos(array, index, at)?;
            let dst = (self.var(var)?, self.value_type(&ty));
            let src = Leaves::Mem(Place::Element(array, pos));
            self.copy_leaves(src, Leaves::Var(dst), &ty)
        } else {
            let v = match self.tile_reads.iter().find(|t| t.var == var).copied() {
                Some(t) => self.tile_read(t)?,
                None => self.load(array, index, at)?,
            };
            let p = self.var(var)?;
            e(self.b.build_store(p, v))?;
            self.prepare_divisor(var, v)
        }
    }

    /// `array[index] = value`.
    fn store_stmt(&mut self, array: ArrayId, index: &[Expr], value: &Expr, at: NodeId) -> R<()> {
        // An owned scatter's store at the loop's index: only this
        // function's iterations (`plan::owned`).
        if let (Some((lo, hi)), [i]) = (self.owned_iterations, index) {
            let i = self.expr_at(i, at)?.into_int_value();
            let join = self.only_within(i, lo, hi)?;
            self.owned_iterations = None;
            let done = self.store_stmt(array, index, value, at);
            self.owned_iterations = Some((lo, hi));
            done?;
            e(self.b.build_unconditional_branch(join))?;
            self.b.position_at_end(join);
            return Ok(());
        }
        let pos = self.element_pos(array, index, at)?;
        if let Some((src, ty)) = self.tuple_of_var(value)? {
            let dst = Leaves::Mem(Place::Element(array, pos));
            self.copy_leaves(Leaves::Var(src), dst, &ty)
        } else {
            let v = self.expr_at(value, at)?;
            self.store_at(array, pos, v)
        }
    }

    /// `permute`'s combination: its `target` evaluated with `ignore`
    /// jumping past the statement (the index function's errors are the
    /// permute's), then the element there combined.
    fn combine(&mut self, s: &Stmt, target: &Expr, at: NodeId) -> R<()> {
        let skip = self.ctx.append_basic_block(self.f, "ignored");
        let saved = self.ignore.replace(skip);
        let t = self.expr_in(target, at);
        self.ignore = saved;
        if let Some(t) = t? {
            self.combine_at(s, t, at)?;
            e(self.b.build_unconditional_branch(skip))?;
        } else {
            e(self.b.build_unreachable())?;
        }
        self.b.position_at_end(skip);
        Ok(())
    }

    /// The element at target `t` becomes `value(new = source, old =
    /// element)`; concurrently (atomic or compare-and-swap) in a scatter.
    pub(super) fn combine_at(&mut self, s: &Stmt, t: BasicValueEnum<'ctx>, at: NodeId) -> R<()> {
        let Stmt::Combine {
            array,
            source,
            new,
            old,
            value,
            ..
        } = s
        else {
            return Err("not a combine".into());
        };
        let rank = self.p.arrays[*array].rank;
        let ix: Vec<IntValue> = if rank == 1 {
            vec![t.into_int_value()]
        } else {
            let sv = t.into_struct_value();
            (0..rank)
                .map(|k| {
                    e(self.b.build_extract_value(sv, k as u32, "t")).map(|v| v.into_int_value())
                })
                .collect::<R<_>>()?
        };
        let pos = self.target_position(*array, &ix, at)?;
        // In an owned scatter's thread, only its own targets: the source
        // (with what only it needs, `plan::owned::sink`) is evaluated by
        // the target's owner alone.
        let join = match self.owned {
            true => {
                let (lo, hi) = (
                    self.param(4).into_int_value(),
                    self.param(5).into_int_value(),
                );
                Some(self.only_within(pos, lo, hi)?)
            }
            false => None,
        };
        let src = self.expr_at(source, at)?;
        if self.scatter {
            // Chunks (GPU threads) combine concurrently: an atomic
            // read-modify-write or a compare-and-swap loop.
            return self.device_combine(s, *array, pos, src);
        }
        let pn = self.var(*new)?;
        e(self.b.build_store(pn, src))?;
        let o = self.load_at(*array, pos)?;
        let po = self.var(*old)?;
        e(self.b.build_store(po, o))?;
        let v = self.expr_at(value, at)?;
        self.store_at(*array, pos, v)?;
        if let Some(join) = join {
            e(self.b.build_unconditional_branch(join))?;
            self.b.position_at_end(join);
        }
        Ok(())
    }

    /// Continues in a block reached only when `x` lies in `[lo, hi)` (an
    /// owned scatter's target position or iteration,
    /// [`Mode::Owned`](super::nest::Mode::Owned)); returns the block where
    /// the two ways join.
    fn only_within(
        &mut self,
        x: IntValue<'ctx>,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> R<inkwell::basic_block::BasicBlock<'ctx>> {
        let from = e(self.b.build_int_sub(x, lo, "from_lo"))?;
        let width = e(self.b.build_int_sub(hi, lo, "owned"))?;
        let mine = e(self
            .b
            .build_int_compare(IntPredicate::ULT, from, width, "mine"))?;
        let (yes, join) = (
            self.ctx.append_basic_block(self.f, "owned"),
            self.ctx.append_basic_block(self.f, "not_owned"),
        );
        e(self.b.build_conditional_branch(mine, yes, join))?;
        self.b.position_at_end(yes);
        Ok(join)
    }

    /// Copies every element of `src` into `dst`, buffer by buffer.
    fn copy_array(&mut self, dst: ArrayId, src: ArrayId) -> R<()> {
        let rank = self.p.arrays[src].rank;
        let mut count = self.i64(1);
        for d in 0..rank {
            let x = self.dim(src, d)?;
            count = e(self.b.build_int_mul(count, x, "n"))?;
        }
        let leaves = self.p.arrays[src].elem.leaves();
        for (k, prim) in leaves.iter().enumerate() {
            let width = self.i64(prim.bytes() as i64);
            let bytes = e(self.b.build_int_mul(count, width, "bytes"))?;
            let (d, s) = (self.base(dst, k)?, self.base(src, k)?);
            e(self.b.build_memcpy(d, 1, s, 1, bytes))?;
        }
        Ok(())
    }

    /// `filter`'s compaction: `value` at `lens[array]`, which grows by one
    /// (checked against the array's capacity).
    fn append(&mut self, array: ArrayId, value: &Expr, at: NodeId) -> R<()> {
        let (lp, n, cap) = self.length(array)?;
        let ok = e(self.b.build_int_compare(IntPredicate::SLT, n, cap, "fits"))?;
        self.guard(ok, RuntimeErrorKind::IllTyped, at, n, cap)?;
        let v = self.expr_at(value, at)?;
        self.store_at(array, n, v)?;
        let n1 = e(self.b.build_int_add(n, self.i64(1), "len1"))?;
        e(self.b.build_store(lp, n1))?;
        Ok(())
    }

    /// `if cond: then_ else: else_`.
    fn branch(&mut self, cond: &Expr, then_: &[Stmt], else_: &[Stmt], at: NodeId) -> R<()> {
        if let (
            [Stmt::Append {
                array,
                value,
                at: kept,
            }],
            [],
        ) = (then_, else_)
        {
            if self.target == Target::Cpu && matches!(value, Expr::Var(_) | Expr::Lit(_)) {
                return self.append_if(cond, *array, value, at, *kept);
            }
        }
        let c = self.expr_at(cond, at)?.into_int_value();
        let (tb, eb, jb) = (
            self.ctx.append_basic_block(self.f, "then"),
            self.ctx.append_basic_block(self.f, "else"),
            self.ctx.append_basic_block(self.f, "join"),
        );
        e(self.b.build_conditional_branch(c, tb, eb))?;
        self.b.position_at_end(tb);
        self.stmts(then_)?;
        e(self.b.build_unconditional_branch(jb))?;
        self.b.position_at_end(eb);
        self.stmts(else_)?;
        e(self.b.build_unconditional_branch(jb))?;
        self.b.position_at_end(jb);
        Ok(())
    }

    /// A compacted array's length: where it is kept (`lens[array]`), its
    /// value now, and the array's capacity.
    fn length(
        &mut self,
        array: ArrayId,
    ) -> R<(
        inkwell::values::PointerValue<'ctx>,
        IntValue<'ctx>,
        IntValue<'ctx>,
    )> {
        let lens = self.param(2).into_pointer_value();
        let i64t = self.ctx.i64_type();
        let slot = self.i64(array.index() as i64);
        let lp = unsafe { e(self.b.build_in_bounds_gep(i64t, lens, &[slot], "lenp"))? };
        let n = e(self.b.build_load(i64t, lp, "len"))?.into_int_value();
        let cap = self.dim(array, 0)?;
        Ok((lp, n, cap))
    }

    /// `if cond: append array value` (a filter's compaction) without a
    /// branch on `cond`: the value is stored at the length whether it is
    /// kept or not, and the length grows by `cond`, so that a condition
    /// that depends on the data costs no mispredicted branches. Only for a
    /// `value` without effects (a variable or a literal). A value not kept
    /// lands past the final length, which the driver truncates to. The
    /// one branch left, on whether the array has room, is always taken in
    /// a filter's own loop (its capacity is the loop's extent).
    fn append_if(
        &mut self,
        cond: &Expr,
        array: ArrayId,
        value: &Expr,
        at: NodeId,
        kept_at: NodeId,
    ) -> R<()> {
        let c = self.expr_at(cond, at)?.into_int_value();
        let i64t = self.ctx.i64_type();
        let (lp, n, cap) = self.length(array)?;
        // Kept and full is `n + cond > cap` (`n <= cap` always holds): a
        // comparison of sums, which instruction selection does not split
        // into a branch on `cond`, as it splits `cond && n >= cap`.
        let grow = e(self.b.build_int_z_extend(c, i64t, "grow"))?;
        let n1 = e(self.b.build_int_add(n, grow, "len1"))?;
        let ok = e(self.b.build_int_compare(IntPredicate::SLE, n1, cap, "ok"))?;
        self.guard(ok, RuntimeErrorKind::IllTyped, kept_at, n, cap)?;
        let fits = e(self.b.build_int_compare(IntPredicate::SLT, n, cap, "fits"))?;
        let v = self.expr_at(value, kept_at)?;
        let (store, join) = (
            self.ctx.append_basic_block(self.f, "room"),
            self.ctx.append_basic_block(self.f, "stored"),
        );
        e(self.b.build_conditional_branch(fits, store, join))?;
        self.b.position_at_end(store);
        self.store_at(array, n, v)?;
        e(self.b.build_unconditional_branch(join))?;
        self.b.position_at_end(join);
        e(self.b.build_store(lp, n1))?;
        Ok(())
    }

    /// `while cond: body`.
    fn while_loop(&mut self, cond: &Expr, body: &[Stmt], at: NodeId) -> R<()> {
        let (hb, bb, xb) = (
            self.ctx.append_basic_block(self.f, "while"),
            self.ctx.append_basic_block(self.f, "wbody"),
            self.ctx.append_basic_block(self.f, "wexit"),
        );
        e(self.b.build_unconditional_branch(hb))?;
        self.b.position_at_end(hb);
        let c = self.expr_at(cond, at)?.into_int_value();
        e(self.b.build_conditional_branch(c, bb, xb))?;
        self.b.position_at_end(bb);
        self.stmts(body)?;
        e(self.b.build_unconditional_branch(hb))?;
        self.b.position_at_end(xb);
        Ok(())
    }

    /// A check of the loop IR: its run-time error unless `check.cond`
    /// holds. Those that decide results (an empty `fold1`, a segment sum,
    /// a shape) stay even with `--unchecked`; an index of a view read
    /// through it (`OutOfBounds`) is a bounds check like a read's own, left
    /// out without checks. (Kept, it ran per element there, since no loop
    /// is versioned without checks: unchecked tiles of transpose_maps were
    /// slower than checked ones.)
    fn check(&mut self, check: &Check, at: NodeId) -> R<()> {
        let bounds = check.kind == RuntimeErrorKind::OutOfBounds;
        if self.check_proved(&check.cond) || (bounds && !self.checks) {
            return Ok(());
        }
        let c = self.check_condition(&check.cond, at)?;
        let d1 = self.expr_at(&check.operands[0], at)?.into_int_value();
        let d2 = self.expr_at(&check.operands[1], at)?.into_int_value();
        self.guard(c, check.kind, at, d1, d2)
    }
}

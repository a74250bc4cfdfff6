//! LLVM IR for one loop nest (`ir::loops::Nest`), built with inkwell.
//!
//! A nest becomes `i32 nest(ptr bufs, ptr dims, ptr lens, ptr err, i64 lo,
//! i64 hi)`: `bufs[slot]` is the base of one primitive component of one array
//! (see [`Layout`]), `dims[a * MAX_RANK + d]` its extents, `lens[a]` the
//! elements appended so far to a compacted array, and the outermost loop runs
//! over `[lo, hi)` of its range (so a caller can split it into chunks). It
//! returns 0, or 1 after writing `err[0..4]` = (error code, node, detail,
//! detail) for a run-time error ([`RuntimeErrorKind`], whose code `err[0]` holds). Scalars are LLVM values
//! (tuples as structs; `bool` is `i1`, stored as a byte); every variable is an
//! `alloca` that `mem2reg` promotes.

use crate::layout::{Layout, MAX_RANK};
use crate::plan::parallel::Update;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::values::{CallSiteValue, FastMathFlags, ValueKind};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};
use ir::ast::{BinOp, Builtin, UnOp};
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Dir, Expr, For, Level, LoopProgram, Nest, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Prim, Scalar, ScalarType};
use std::collections::{HashMap, HashSet};

/// What the generated code is for: the host CPU (JIT) or an NVIDIA GPU
/// through LLVM's NVPTX target (`crate::ptx`). On NVPTX, math functions are
/// libdevice calls, a run-time error is recorded atomically (the first one
/// wins), `permute`'s combines may run concurrently (atomics or a
/// compare-and-swap loop), and division by an invariant is a plain `sdiv`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    #[default]
    Cpu,
    Nvptx,
}

pub(super) type R<T> = Result<T, String>;

/// Where the primitive leaves of a scalar lie in memory.
#[derive(Clone, Copy)]
pub(super) enum Place<'ctx> {
    /// Element `pos` of an array: leaf `k` in the array's buffer `k`.
    Element(ArrayId, IntValue<'ctx>),
    /// A slot of a record ([`crate::plan::gpu::Record`]): leaf `k` at `8 k` bytes
    /// from here.
    Slot(PointerValue<'ctx>),
}

/// A variable's field: its address and LLVM type.
pub(super) type Field<'ctx> = (PointerValue<'ctx>, BasicTypeEnum<'ctx>);

/// Where the primitive leaves of a tuple being copied lie: in memory, or in
/// a variable's fields.
#[derive(Clone, Copy)]
pub(super) enum Leaves<'ctx> {
    Mem(Place<'ctx>),
    Var(Field<'ctx>),
}

pub(super) fn e<T, E: std::fmt::Display>(r: Result<T, E>) -> R<T> {
    r.map_err(|x| x.to_string())
}

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
    /// One block of a [`crate::plan::parallel::Plan::Scan`]: `pre`, then (when
    /// `resume`) the first `carried` accumulators (the scan carries) from
    /// `partials`, the loop over `[lo, hi)`, and every accumulator to
    /// `partials`. Only the accumulators after the carries (folds) may be
    /// reassociated.
    Blocks { carried: usize, resume: bool },
}

/// Bytes per accumulator in a partials buffer.
pub const PARTIAL_BYTES: usize = 64;

/// Builds the function `name` for `nest` in `module`; `updates` are the
/// nest's fold accumulators when it runs as a parallel reduction (their
/// updates may be reassociated, and a [`Mode::Part`] / [`Mode::Post`]
/// function passes them on).
#[allow(clippy::too_many_arguments)]
pub fn nest_function<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    p: &LoopProgram,
    layout: &Layout,
    nest: &Nest,
    name: &str,
    checks: bool,
    mode: Mode,
    updates: &[Update],
) -> R<FunctionValue<'ctx>> {
    let accs: Vec<VarId> = updates.iter().map(|u| u.acc).collect();
    let fty = ctx.i32_type().fn_type(&table_params(ctx, 1), false);
    let f = module.add_function(name, fty, Some(Linkage::External));
    let mut g = Gen::new(ctx, module, p, layout, f, checks);
    g.divisors = invariant_divisors(p, nest);
    let folds = match mode {
        Mode::Blocks { carried, .. } => &accs[carried..],
        _ => &accs[..],
    };
    g.fold_accs = folds.iter().copied().collect();
    g.scatter = mode == Mode::Scatter;
    match mode {
        Mode::Whole | Mode::Scatter => g.level(&nest.body, 0)?,
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
        Mode::Blocks { carried, resume } => {
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
    e(g.b.build_return(Some(&ctx.i32_type().const_zero())))?;
    g.finish_entry()?;
    Ok(f)
}

/// The parameters that nest functions (and the NVPTX body functions and
/// kernels) start with: `(ptr bufs, ptr dims, ptr lens, ptr err, i64 lo,
/// i64 hi)`, then `extra` pointers.
pub(crate) fn table_params(ctx: &Context, extra: usize) -> Vec<BasicMetadataTypeEnum<'_>> {
    let ptr = BasicMetadataTypeEnum::from(ctx.ptr_type(AddressSpace::default()));
    let i64t = BasicMetadataTypeEnum::from(ctx.i64_type());
    let mut params = vec![ptr, ptr, ptr, ptr, i64t, i64t];
    params.extend(std::iter::repeat_n(ptr, extra));
    params
}

pub(super) struct Gen<'ctx, 'a> {
    pub(super) ctx: &'ctx Context,
    pub(super) module: &'a Module<'ctx>,
    pub(super) b: Builder<'ctx>,
    pub(super) p: &'a LoopProgram,
    pub(super) layout: &'a Layout,
    pub(super) f: FunctionValue<'ctx>,
    pub(super) entry: BasicBlock<'ctx>,
    pub(super) vars: HashMap<VarId, PointerValue<'ctx>>,
    pub(super) dims: HashMap<(ArrayId, usize), IntValue<'ctx>>,
    pub(super) bases: HashMap<(ArrayId, usize), PointerValue<'ctx>>,
    /// Where `ignore` jumps while a `permute` target is evaluated.
    pub(super) ignore: Option<BasicBlock<'ctx>>,
    /// Integer divisors defined before the outermost loop: divided by
    /// through a prepared reciprocal ([`super::divide`]).
    pub(super) divisors: HashSet<VarId>,
    /// Per such divisor, its [`super::divide::Reciprocal`], computed once
    /// where the divisor is defined (in allocas that `mem2reg` promotes).
    pub(super) recips: HashMap<VarId, RecipSlots<'ctx>>,
    /// The enclosing loops' indices, outermost first.
    pub(super) loop_vars: Vec<VarId>,
    /// Accumulators of folds (operator associative by the language): float
    /// operations updating them may be reassociated, so that LLVM
    /// vectorises the reduction.
    pub(super) fold_accs: HashSet<VarId>,
    /// While generating such an update.
    pub(super) reassoc: bool,
    /// A [`Mode::Scatter`] function: combines are atomic, copies skipped.
    pub(super) scatter: bool,
    /// `(array, axis)` whose extent was checked against the loop over that
    /// axis before it started: accesses at that loop's index need no check.
    pub(super) guarded: HashSet<(ArrayId, usize)>,
    pub(super) checks: bool,
    /// The CPU, or NVPTX ([`super::device`]).
    pub(super) target: Target,
}

impl<'ctx, 'a> Gen<'ctx, 'a> {
    /// A generator for `f`, positioned at the start of its body (after the
    /// entry block that [`Gen::finish_entry`] closes).
    pub(super) fn new(
        ctx: &'ctx Context,
        module: &'a Module<'ctx>,
        p: &'a LoopProgram,
        layout: &'a Layout,
        f: FunctionValue<'ctx>,
        checks: bool,
    ) -> Gen<'ctx, 'a> {
        let b = ctx.create_builder();
        let entry = ctx.append_basic_block(f, "entry");
        let body = ctx.append_basic_block(f, "body");
        b.position_at_end(body);
        Gen {
            divisors: HashSet::new(),
            recips: HashMap::new(),
            fold_accs: HashSet::new(),
            reassoc: false,
            scatter: false,
            loop_vars: Vec::new(),
            guarded: HashSet::new(),
            ctx,
            module,
            b,
            p,
            layout,
            f,
            entry,
            vars: HashMap::new(),
            dims: HashMap::new(),
            bases: HashMap::new(),
            ignore: None,
            checks,
            target: Target::Cpu,
        }
    }

    /// Ends the entry block (allocas and table loads) with a jump to the body.
    pub(super) fn finish_entry(&mut self) -> R<()> {
        let body = self.entry.get_next_basic_block().ok_or("no body block")?;
        self.b.position_at_end(self.entry);
        e(self.b.build_unconditional_branch(body))?;
        Ok(())
    }

    pub(super) fn param(&self, i: u32) -> BasicValueEnum<'ctx> {
        self.f.get_nth_param(i).expect("a parameter")
    }

    pub(super) fn i64(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v as u64, true)
    }

    /// Runs `emit` with the builder at the end of the entry block (before its
    /// terminator, which is added last), so its values dominate everything.
    pub(super) fn in_entry<T>(&mut self, emit: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        let here = self.b.get_insert_block().expect("positioned");
        match self.entry.get_terminator() {
            Some(t) => self.b.position_before(&t),
            None => self.b.position_at_end(self.entry),
        }
        let r = emit(self);
        self.b.position_at_end(here);
        r
    }

    pub(super) fn value_type(&self, t: &ScalarType) -> BasicTypeEnum<'ctx> {
        match t {
            ScalarType::Prim(p) => self.prim_type(*p),
            ScalarType::Tuple(ts) => {
                let fs: Vec<BasicTypeEnum> = ts.iter().map(|t| self.value_type(t)).collect();
                self.ctx.struct_type(&fs, false).into()
            }
        }
    }

    pub(super) fn prim_type(&self, p: Prim) -> BasicTypeEnum<'ctx> {
        match p {
            Prim::Bool => self.ctx.bool_type().into(),
            Prim::I32 => self.ctx.i32_type().into(),
            Prim::I64 => self.ctx.i64_type().into(),
            Prim::F32 => self.ctx.f32_type().into(),
            Prim::F64 => self.ctx.f64_type().into(),
        }
    }

    pub(super) fn mem_type(&self, p: Prim) -> BasicTypeEnum<'ctx> {
        match p {
            Prim::Bool => self.ctx.i8_type().into(),
            _ => self.prim_type(p),
        }
    }

    pub(super) fn var(&mut self, v: VarId) -> R<PointerValue<'ctx>> {
        if let Some(p) = self.vars.get(&v) {
            return Ok(*p);
        }
        let ty = self.value_type(&self.p.vars[v.index()].ty);
        let name = self.p.vars[v.index()].name.clone();
        let p = self.in_entry(|g| e(g.b.build_alloca(ty, &name)))?;
        self.vars.insert(v, p);
        Ok(p)
    }

    pub(super) fn dim(&mut self, a: ArrayId, axis: usize) -> R<IntValue<'ctx>> {
        if let Some(d) = self.dims.get(&(a, axis)) {
            return Ok(*d);
        }
        let slot = a.index() * MAX_RANK + axis;
        let d = self.in_entry(|g| {
            let tbl = g.param(1).into_pointer_value();
            let i64t = g.ctx.i64_type();
            let at = unsafe {
                e(g.b.build_in_bounds_gep(i64t, tbl, &[g.i64(slot as i64)], "dimp"))?
            };
            Ok(e(g.b.build_load(i64t, at, "dim"))?.into_int_value())
        })?;
        self.dims.insert((a, axis), d);
        Ok(d)
    }

    pub(super) fn base(&mut self, a: ArrayId, leaf: usize) -> R<PointerValue<'ctx>> {
        if let Some(p) = self.bases.get(&(a, leaf)) {
            return Ok(*p);
        }
        let slot = self.layout.slot(a) + leaf;
        let p = self.in_entry(|g| {
            let tbl = g.param(0).into_pointer_value();
            let ptr = g.ctx.ptr_type(AddressSpace::default());
            let at = unsafe {
                e(g.b.build_in_bounds_gep(ptr, tbl, &[g.i64(slot as i64)], "bufp"))?
            };
            Ok(e(g.b.build_load(ptr, at, "buf"))?.into_pointer_value())
        })?;
        self.bases.insert((a, leaf), p);
        Ok(p)
    }

    // ------------------------------------------------------------ errors

    /// Branches to a failure (code, node, details) unless `ok`.
    pub(super) fn guard(
        &mut self,
        ok: IntValue<'ctx>,
        code: RuntimeErrorKind,
        at: NodeId,
        d1: IntValue<'ctx>,
        d2: IntValue<'ctx>,
    ) -> R<()> {
        let fail = self.ctx.append_basic_block(self.f, "fail");
        let cont = self.ctx.append_basic_block(self.f, "ok");
        e(self.b.build_conditional_branch(ok, cont, fail))?;
        self.b.position_at_end(fail);
        if self.target == Target::Nvptx {
            // Threads fail concurrently: the first error wins.
            return self.device_fail(code, at, d1, d2, cont);
        }
        let err = self.param(3).into_pointer_value();
        let i64t = self.ctx.i64_type();
        for (k, v) in [self.i64(code.code()), self.i64(at.0 as i64), d1, d2]
            .into_iter()
            .enumerate()
        {
            let at = unsafe {
                e(self
                    .b
                    .build_in_bounds_gep(i64t, err, &[self.i64(k as i64)], "errp"))?
            };
            e(self.b.build_store(at, v))?;
        }
        e(self
            .b
            .build_return(Some(&self.ctx.i32_type().const_int(1, false))))?;
        self.b.position_at_end(cont);
        Ok(())
    }

    // ------------------------------------------------------------ nests

    pub(super) fn level(&mut self, l: &Level, depth: usize) -> R<()> {
        self.stmts(&l.pre)?;
        if let Some(f) = &l.inner {
            self.for_loop(f, depth)?;
        }
        self.stmts(&l.post)
    }

    pub(super) fn for_loop(&mut self, f: &For, depth: usize) -> R<()> {
        let (lo, hi) = self.loop_range(f, depth)?;
        let newly = self.guard_extents(f, depth, hi)?;
        let (first, step, bound) = self.in_order(f, lo, hi)?;
        self.counted_loop(f, first, step, bound, |g| g.level(&f.body, depth + 1))?;
        for g in newly {
            self.guarded.remove(&g);
        }
        Ok(())
    }

    /// The range `[lo, hi)` of the loop at `depth`: `[0, n)`, and for the
    /// outermost loop its intersection with the function's `[lo, hi)`.
    pub(super) fn loop_range(
        &mut self,
        f: &For,
        depth: usize,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let n = self.expr(&f.extent)?.ok_or("an extent")?.into_int_value();
        let zero = self.i64(0);
        if depth > 0 {
            return Ok((zero, n));
        }
        let (plo, phi) = (
            self.param(4).into_int_value(),
            self.param(5).into_int_value(),
        );
        Ok((self.smax(plo, zero)?, self.smin(phi, n)?))
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
    /// loop: while at least `bound`), running `body` each time.
    pub(super) fn counted_loop(
        &mut self,
        f: &For,
        first: IntValue<'ctx>,
        step: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        body: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        self.loop_vars.push(f.index);
        let iv = self.var(f.index)?;
        let i64t = self.ctx.i64_type();
        e(self.b.build_store(iv, first))?;
        let head = self.ctx.append_basic_block(self.f, "loop");
        let body_bb = self.ctx.append_basic_block(self.f, "body");
        let exit = self.ctx.append_basic_block(self.f, "exit");
        e(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(head);
        let i = e(self.b.build_load(i64t, iv, "i"))?.into_int_value();
        let more = match f.dir {
            Dir::Forward => IntPredicate::SLT,
            Dir::Backward => IntPredicate::SGE,
        };
        let more = e(self.b.build_int_compare(more, i, bound, "more"))?;
        e(self.b.build_conditional_branch(more, body_bb, exit))?;
        self.b.position_at_end(body_bb);
        body(self)?;
        self.loop_vars.pop();
        let i = e(self.b.build_load(i64t, iv, "i"))?.into_int_value();
        let next = e(self.b.build_int_add(i, step, "next"))?;
        e(self.b.build_store(iv, next))?;
        e(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(exit);
        Ok(())
    }

    pub(super) fn smax(&mut self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let c = e(self.b.build_int_compare(IntPredicate::SGT, a, b, "c"))?;
        Ok(e(self.b.build_select(c, a, b, "max"))?.into_int_value())
    }

    pub(super) fn smin(&mut self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        let c = e(self.b.build_int_compare(IntPredicate::SLT, a, b, "c"))?;
        Ok(e(self.b.build_select(c, a, b, "min"))?.into_int_value())
    }

    pub(super) fn stmts(&mut self, ss: &[Stmt]) -> R<()> {
        for s in ss {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub(super) fn stmt(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Let { var, value, at } | Stmt::Set { var, value, at } => {
                if let Some((src, ty)) = self.tuple_of_var(value)? {
                    let dst = (self.var(*var)?, self.value_type(&ty));
                    return self.copy_leaves(Leaves::Var(src), Leaves::Var(dst), &ty);
                }
                self.reassoc = matches!(s, Stmt::Set { .. }) && self.fold_accs.contains(var);
                let v = self.expr_at(value, *at);
                self.reassoc = false;
                let v = v?;
                let p = self.var(*var)?;
                e(self.b.build_store(p, v))?;
                if matches!(s, Stmt::Let { .. }) {
                    self.prepare_divisor(*var, v)?;
                }
            }
            Stmt::Load {
                var,
                array,
                index,
                at,
                ..
            } => {
                let ty = self.p.vars[var.index()].ty.clone();
                if let ScalarType::Tuple(_) = ty {
                    let pos = self.element_pos(*array, index, *at)?;
                    let dst = (self.var(*var)?, self.value_type(&ty));
                    let src = Leaves::Mem(Place::Element(*array, pos));
                    self.copy_leaves(src, Leaves::Var(dst), &ty)?;
                } else {
                    let v = self.load(*array, index, *at)?;
                    let p = self.var(*var)?;
                    e(self.b.build_store(p, v))?;
                    self.prepare_divisor(*var, v)?;
                }
            }
            Stmt::Store {
                array,
                index,
                value,
                at,
            } => {
                let pos = self.element_pos(*array, index, *at)?;
                if let Some((src, ty)) = self.tuple_of_var(value)? {
                    let dst = Leaves::Mem(Place::Element(*array, pos));
                    self.copy_leaves(Leaves::Var(src), dst, &ty)?;
                } else {
                    let v = self.expr_at(value, *at)?;
                    self.store_at(*array, pos, v)?;
                }
            }
            Stmt::Combine {
                array,
                target,
                source,
                new,
                old,
                value,
                at,
            } => {
                let skip = self.ctx.append_basic_block(self.f, "ignored");
                let saved = self.ignore.replace(skip);
                // The index function's errors are the permute's.
                let t = self.expr_in(target, *at);
                self.ignore = saved;
                if let Some(t) = t.map_err(|x| x.to_string())? {
                    let rank = self.p.arrays[array.index()].rank;
                    let ix: Vec<IntValue> = if rank == 1 {
                        vec![t.into_int_value()]
                    } else {
                        let sv = t.into_struct_value();
                        (0..rank)
                            .map(|k| {
                                e(self.b.build_extract_value(sv, k as u32, "t"))
                                    .map(|v| v.into_int_value())
                            })
                            .collect::<R<_>>()?
                    };
                    let pos = self.target_position(*array, &ix, *at)?;
                    let src = self.expr_at(source, *at)?;
                    if self.scatter {
                        // Chunks (GPU threads) combine concurrently: an
                        // atomic read-modify-write or a compare-and-swap loop.
                        self.device_combine(s, *array, pos, src)?;
                        e(self.b.build_unconditional_branch(skip))?;
                        self.b.position_at_end(skip);
                        return Ok(());
                    }
                    let pn = self.var(*new)?;
                    e(self.b.build_store(pn, src))?;
                    let o = self.load_at(*array, pos)?;
                    let po = self.var(*old)?;
                    e(self.b.build_store(po, o))?;
                    let v = self.expr_at(value, *at)?;
                    self.store_at(*array, pos, v)?;
                    e(self.b.build_unconditional_branch(skip))?;
                } else {
                    e(self.b.build_unreachable())?;
                }
                self.b.position_at_end(skip);
            }
            Stmt::Copy { .. } if self.scatter => {
                // The driver copied the defaults once, before the chunks.
            }
            Stmt::Copy { dst, src, .. } => {
                let rank = self.p.arrays[src.index()].rank;
                let mut count = self.i64(1);
                for d in 0..rank {
                    let x = self.dim(*src, d)?;
                    count = e(self.b.build_int_mul(count, x, "n"))?;
                }
                let leaves = self.p.arrays[src.index()].elem.leaves();
                for (k, prim) in leaves.iter().enumerate() {
                    let bytes =
                        e(self
                            .b
                            .build_int_mul(count, self.i64(prim.bytes() as i64), "bytes"))?;
                    let (d, s) = (self.base(*dst, k)?, self.base(*src, k)?);
                    e(self.b.build_memcpy(d, 1, s, 1, bytes))?;
                }
            }
            Stmt::Append { array, value, at } => {
                let lens = self.param(2).into_pointer_value();
                let i64t = self.ctx.i64_type();
                let lp = unsafe {
                    e(self.b.build_in_bounds_gep(
                        i64t,
                        lens,
                        &[self.i64(array.index() as i64)],
                        "lenp",
                    ))?
                };
                let n = e(self.b.build_load(i64t, lp, "len"))?.into_int_value();
                let cap = self.dim(*array, 0)?;
                let ok = e(self.b.build_int_compare(IntPredicate::SLT, n, cap, "fits"))?;
                self.guard(ok, RuntimeErrorKind::IllTyped, *at, n, cap)?;
                let v = self.expr_at(value, *at)?;
                self.store_at(*array, n, v)?;
                let n1 = e(self.b.build_int_add(n, self.i64(1), "len1"))?;
                e(self.b.build_store(lp, n1))?;
            }
            Stmt::If {
                cond,
                then_,
                else_,
                at,
            } => {
                let c = self.expr_at(cond, *at)?.into_int_value();
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
            }
            Stmt::While { cond, body, at } => {
                let (hb, bb, xb) = (
                    self.ctx.append_basic_block(self.f, "while"),
                    self.ctx.append_basic_block(self.f, "wbody"),
                    self.ctx.append_basic_block(self.f, "wexit"),
                );
                e(self.b.build_unconditional_branch(hb))?;
                self.b.position_at_end(hb);
                let c = self.expr_at(cond, *at)?.into_int_value();
                e(self.b.build_conditional_branch(c, bb, xb))?;
                self.b.position_at_end(bb);
                self.stmts(body)?;
                e(self.b.build_unconditional_branch(hb))?;
                self.b.position_at_end(xb);
            }
            Stmt::Check { check, at } => {
                let c = self.expr_at(&check.cond, *at)?.into_int_value();
                // Semantic checks stay even with --unchecked: they decide
                // results, not just safety.
                let d1 = self.expr_at(&check.operands[0], *at)?.into_int_value();
                let d2 = self.expr_at(&check.operands[1], *at)?.into_int_value();
                self.guard(c, check.kind, *at, d1, d2)?;
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------ memory

    /// The flat position of `ix` in `a` (bounds-checked when checking).
    pub(super) fn position(
        &mut self,
        a: ArrayId,
        ix: &[IntValue<'ctx>],
        exprs: &[Expr],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let mut pos = self.i64(0);
        for (d, &i) in ix.iter().enumerate() {
            let n = self.dim(a, d)?;
            let at_loop =
                matches!(exprs.get(d), Some(Expr::Var(v)) if self.loop_vars.get(d) == Some(v));
            if self.checks && !(at_loop && self.guarded.contains(&(a, d))) {
                let ok = e(self.b.build_int_compare(IntPredicate::ULT, i, n, "inb"))?;
                self.guard(ok, RuntimeErrorKind::OutOfBounds, at, i, n)?;
            }
            let scaled = e(self.b.build_int_mul(pos, n, "pos"))?;
            pos = e(self.b.build_int_add(scaled, i, "pos"))?;
        }
        Ok(pos)
    }

    /// The position of a `permute`'s target: bounds-checked even under
    /// `--unchecked`, since the target comes from the data and a write
    /// outside the array would corrupt memory (one compare per element).
    pub(super) fn target_position(
        &mut self,
        a: ArrayId,
        ix: &[IntValue<'ctx>],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let checks = std::mem::replace(&mut self.checks, true);
        let pos = self.position(a, ix, &[], at);
        self.checks = checks;
        pos
    }

    pub(super) fn load(
        &mut self,
        a: ArrayId,
        index: &[Expr],
        at: NodeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let pos = self.element_pos(a, index, at)?;
        self.load_at(a, pos)
    }

    /// The flat position of `a[index]` (bounds-checked) in a statement of
    /// node `at`.
    pub(super) fn element_pos(
        &mut self,
        a: ArrayId,
        index: &[Expr],
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let mut ix = Vec::new();
        for x in index {
            ix.push(self.expr_at(x, at)?.into_int_value());
        }
        self.position(a, &ix, index, at)
    }

    pub(super) fn load_at(&mut self, a: ArrayId, pos: IntValue<'ctx>) -> R<BasicValueEnum<'ctx>> {
        let ty = self.p.arrays[a.index()].elem.clone();
        self.load_value(Place::Element(a, pos), &ty, &mut 0)
    }

    /// The address of primitive leaf `leaf` (of type `p`) of a scalar at
    /// `place`.
    pub(super) fn leaf_ptr(
        &mut self,
        place: Place<'ctx>,
        leaf: usize,
        p: Prim,
    ) -> R<PointerValue<'ctx>> {
        match place {
            Place::Element(a, pos) => {
                let base = self.base(a, leaf)?;
                let mt = self.mem_type(p);
                unsafe { e(self.b.build_in_bounds_gep(mt, base, &[pos], "elp")) }
            }
            Place::Slot(at) => {
                let off = self.i64(8 * leaf as i64);
                unsafe {
                    e(self
                        .b
                        .build_in_bounds_gep(self.ctx.i8_type(), at, &[off], "leaf"))
                }
            }
        }
    }

    /// A scalar of type `ty` loaded leaf by leaf from `place`, from leaf
    /// `*leaf` on (a `bool` is a byte).
    pub(super) fn load_value(
        &mut self,
        place: Place<'ctx>,
        ty: &ScalarType,
        leaf: &mut usize,
    ) -> R<BasicValueEnum<'ctx>> {
        match ty {
            ScalarType::Prim(p) => {
                let at = self.leaf_ptr(place, *leaf, *p)?;
                *leaf += 1;
                let mt = self.mem_type(*p);
                let v = e(self.b.build_load(mt, at, "el"))?;
                if *p == Prim::Bool {
                    Ok(e(self
                        .b
                        .build_int_truncate(v.into_int_value(), self.ctx.bool_type(), "b"))?
                    .into())
                } else {
                    Ok(v)
                }
            }
            ScalarType::Tuple(ts) => {
                let st = self.value_type(ty).into_struct_type();
                let mut agg = st.get_undef();
                for (k, t) in ts.iter().enumerate() {
                    let v = self.load_value(place, t, leaf)?;
                    agg =
                        e(self.b.build_insert_value(agg, v, k as u32, "tup"))?.into_struct_value();
                }
                Ok(agg.into())
            }
        }
    }

    /// Copies a tuple of type `ty` from `from` to `to` one primitive leaf
    /// at a time, never through one LLVM aggregate: an aggregate as wide as
    /// the tuple made LLVM's passes quadratic (a 5000-field tuple took
    /// minutes).
    pub(super) fn copy_leaves(
        &mut self,
        from: Leaves<'ctx>,
        to: Leaves<'ctx>,
        ty: &ScalarType,
    ) -> R<()> {
        self.copy_leaves_from(from, to, ty, &mut Vec::new(), &mut 0)
    }

    /// [`Self::copy_leaves`] from field `path`, primitive leaf `*leaf` on.
    pub(super) fn copy_leaves_from(
        &mut self,
        from: Leaves<'ctx>,
        to: Leaves<'ctx>,
        ty: &ScalarType,
        path: &mut Vec<u32>,
        leaf: &mut usize,
    ) -> R<()> {
        match ty {
            ScalarType::Prim(_) => {
                let v = match from {
                    Leaves::Mem(place) => self.load_value(place, ty, &mut { *leaf })?,
                    Leaves::Var(f) => {
                        let p = self.field_ptr(f, path)?;
                        e(self.b.build_load(self.value_type(ty), p, "fv"))?
                    }
                };
                match to {
                    Leaves::Mem(place) => self.store_value(place, ty, v, &mut { *leaf })?,
                    Leaves::Var(f) => {
                        let p = self.field_ptr(f, path)?;
                        e(self.b.build_store(p, v))?;
                    }
                }
                *leaf += 1;
            }
            ScalarType::Tuple(ts) => {
                for (k, t) in ts.iter().enumerate() {
                    path.push(k as u32);
                    self.copy_leaves_from(from, to, t, path, leaf)?;
                    path.pop();
                }
            }
        }
        Ok(())
    }

    /// The address of field `path` of a variable of struct type.
    pub(super) fn field_ptr(
        &mut self,
        (ptr, ty): Field<'ctx>,
        path: &[u32],
    ) -> R<PointerValue<'ctx>> {
        if path.is_empty() {
            return Ok(ptr);
        }
        let i32t = self.ctx.i32_type();
        let ix: Vec<IntValue> = std::iter::once(0)
            .chain(path.iter().copied())
            .map(|k| i32t.const_int(k as u64, false))
            .collect();
        unsafe { e(self.b.build_in_bounds_gep(ty, ptr, &ix, "fldp")) }
    }

    /// For `v.k1.k2…` (or `v`) with `v` a variable: the field's address,
    /// LLVM type and type, so that a projection loads one leaf and a copy
    /// of a tuple goes leaf by leaf, never through one LLVM aggregate.
    pub(super) fn field_of_var(&mut self, x: &Expr) -> R<Option<(Field<'ctx>, ScalarType)>> {
        let mut path = Vec::new();
        let mut base = x;
        while let Expr::Proj(a, k) = base {
            path.push(*k as u32);
            base = a;
        }
        let Expr::Var(v) = base else { return Ok(None) };
        path.reverse();
        let var_ty = self.p.vars[v.index()].ty.clone();
        let mut field = &var_ty;
        for k in &path {
            let ScalarType::Tuple(ts) = field else {
                return Ok(None);
            };
            let Some(t) = ts.get(*k as usize) else {
                return Ok(None);
            };
            field = t;
        }
        let field = field.clone();
        let field_ty = self.value_type(&field);
        let p = self.var(*v)?;
        let st = self.value_type(&var_ty);
        Ok(Some(((self.field_ptr((p, st), &path)?, field_ty), field)))
    }

    /// A tuple-typed variable or field of one ([`Self::field_of_var`]).
    pub(super) fn tuple_of_var(&mut self, x: &Expr) -> R<Option<(Field<'ctx>, ScalarType)>> {
        Ok(self
            .field_of_var(x)?
            .filter(|(_, t)| matches!(t, ScalarType::Tuple(_))))
    }

    pub(super) fn store_at(
        &mut self,
        a: ArrayId,
        pos: IntValue<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> R<()> {
        let ty = self.p.arrays[a.index()].elem.clone();
        self.store_value(Place::Element(a, pos), &ty, v, &mut 0)
    }

    /// Stores `v`, of type `ty`, leaf by leaf to `place`, from leaf `*leaf`
    /// on (a `bool` as a byte).
    pub(super) fn store_value(
        &mut self,
        place: Place<'ctx>,
        ty: &ScalarType,
        v: BasicValueEnum<'ctx>,
        leaf: &mut usize,
    ) -> R<()> {
        match ty {
            ScalarType::Prim(p) => {
                let at = self.leaf_ptr(place, *leaf, *p)?;
                *leaf += 1;
                let v: BasicValueEnum = if *p == Prim::Bool {
                    e(self
                        .b
                        .build_int_z_extend(v.into_int_value(), self.ctx.i8_type(), "byte"))?
                    .into()
                } else {
                    v
                };
                e(self.b.build_store(at, v))?;
                Ok(())
            }
            ScalarType::Tuple(ts) => {
                let sv = v.into_struct_value();
                for (k, t) in ts.iter().enumerate() {
                    let x = e(self.b.build_extract_value(sv, k as u32, "f"))?;
                    self.store_value(place, t, x, leaf)?;
                }
                Ok(())
            }
        }
    }

    // ------------------------------------------------------------ scalars

    /// An expression that cannot be `ignore`.
    pub(super) fn expr_at(&mut self, x: &Expr, at: NodeId) -> R<BasicValueEnum<'ctx>> {
        let saved = self.ignore.take();
        let v = self.expr_in(x, at);
        self.ignore = saved;
        v?.ok_or_else(|| "`ignore` outside a permute target".to_string())
    }

    pub(super) fn expr(&mut self, x: &Expr) -> R<Option<BasicValueEnum<'ctx>>> {
        self.expr_in(x, NodeId(u32::MAX))
    }

    pub(super) fn ty(&self, x: &Expr) -> R<ScalarType> {
        ir::loops::type_of(self.p, x)
    }

    /// `None` when evaluation jumped to `ignore` (the builder is then in a
    /// dead block).
    pub(super) fn expr_in(&mut self, x: &Expr, at: NodeId) -> R<Option<BasicValueEnum<'ctx>>> {
        macro_rules! val {
            ($e:expr) => {
                match self.expr_in($e, at)? {
                    Some(v) => v,
                    None => return Ok(None),
                }
            };
        }
        Ok(Some(match x {
            Expr::Var(v) => {
                let p = self.var(*v)?;
                let ty = self.value_type(&self.p.vars[v.index()].ty);
                e(self.b.build_load(ty, p, "v"))?
            }
            Expr::Lit(s) => self.literal(s),
            Expr::Index { array, index } => {
                let mut ix = Vec::new();
                for i in index {
                    ix.push(val!(i).into_int_value());
                }
                let pos = self.position(*array, &ix, index, at)?;
                self.load_at(*array, pos)?
            }
            Expr::Dim { array, axis } => self.dim(*array, *axis)?.into(),
            Expr::Unary(op, a) => {
                let t = self.ty(a)?;
                let v = val!(a);
                match (op, t.as_prim()) {
                    (UnOp::Not, _) => e(self.b.build_not(v.into_int_value(), "not"))?.into(),
                    (UnOp::Neg, Some(Prim::F32 | Prim::F64)) => {
                        e(self.b.build_float_neg(v.into_float_value(), "neg"))?.into()
                    }
                    (UnOp::Neg, _) => e(self.b.build_int_neg(v.into_int_value(), "neg"))?.into(),
                }
            }
            Expr::Binary(BinOp::And | BinOp::Or, a, b2) => {
                let is_and = matches!(x, Expr::Binary(BinOp::And, ..));
                let l = val!(a).into_int_value();
                let from = self.b.get_insert_block().expect("positioned");
                let rhs = self.ctx.append_basic_block(self.f, "rhs");
                let join = self.ctx.append_basic_block(self.f, "sc");
                if is_and {
                    e(self.b.build_conditional_branch(l, rhs, join))?;
                } else {
                    e(self.b.build_conditional_branch(l, join, rhs))?;
                }
                self.b.position_at_end(rhs);
                let r = val!(b2).into_int_value();
                let rend = self.b.get_insert_block().expect("positioned");
                e(self.b.build_unconditional_branch(join))?;
                self.b.position_at_end(join);
                let phi = e(self.b.build_phi(self.ctx.bool_type(), "sc"))?;
                let short = self.ctx.bool_type().const_int(!is_and as u64, false);
                phi.add_incoming(&[(&short, from), (&r, rend)]);
                phi.as_basic_value()
            }
            Expr::Binary(op @ (BinOp::Div | BinOp::Rem), a, b2) if matches!(&**b2, Expr::Var(v) if self.recips.contains_key(v)) =>
            {
                let Expr::Var(v) = &**b2 else { unreachable!() };
                let (l, d) = (val!(a).into_int_value(), val!(b2).into_int_value());
                self.recip_divide(*op, l, d, *v, at)?.into()
            }
            Expr::Binary(op, a, b2) => {
                let t = self.ty(a)?;
                let (l, r) = (val!(a), val!(b2));
                let rt = self.ty(b2)?;
                self.binary(*op, &t, &rt, l, r, at)?
            }
            Expr::If(c, a, b2) => {
                let cv = val!(c).into_int_value();
                let ty = if matches!(**a, Expr::Ignore) {
                    self.ty(b2)?
                } else {
                    self.ty(a)?
                };
                let (tb, eb, jb) = (
                    self.ctx.append_basic_block(self.f, "t"),
                    self.ctx.append_basic_block(self.f, "e"),
                    self.ctx.append_basic_block(self.f, "j"),
                );
                e(self.b.build_conditional_branch(cv, tb, eb))?;
                let mut incoming = Vec::new();
                for (bb, arm) in [(tb, a), (eb, b2)] {
                    self.b.position_at_end(bb);
                    match self.expr_in(arm, at)? {
                        Some(v) => {
                            incoming.push((v, self.b.get_insert_block().expect("positioned")));
                            e(self.b.build_unconditional_branch(jb))?;
                        }
                        // The arm jumped to `ignore`; its dead block ends here.
                        None => {
                            e(self.b.build_unreachable())?;
                        }
                    }
                }
                self.b.position_at_end(jb);
                if incoming.is_empty() {
                    e(self.b.build_unreachable())?;
                    let dead = self.ctx.append_basic_block(self.f, "dead");
                    self.b.position_at_end(dead);
                    return Ok(None);
                }
                let phi = e(self.b.build_phi(self.value_type(&ty), "if"))?;
                for (v, bb) in &incoming {
                    phi.add_incoming(&[(v as &dyn BasicValue, *bb)]);
                }
                phi.as_basic_value()
            }
            Expr::Let { var, value, body } => {
                let v = val!(value);
                let p = self.var(*var)?;
                e(self.b.build_store(p, v))?;
                val!(body)
            }
            Expr::Tuple(es) => {
                let ty = self.value_type(&self.ty(x)?).into_struct_type();
                let mut agg = ty.get_undef();
                for (k, a) in es.iter().enumerate() {
                    let v = val!(a);
                    agg =
                        e(self.b.build_insert_value(agg, v, k as u32, "tup"))?.into_struct_value();
                }
                agg.into()
            }
            Expr::Proj(a, k) => match self.field_of_var(x)? {
                // A field of a tuple variable: that field alone.
                Some(((ptr, ty), _)) => e(self.b.build_load(ty, ptr, "fld"))?,
                None => {
                    let v = val!(a).into_struct_value();
                    e(self.b.build_extract_value(v, *k as u32, "proj"))?
                }
            },
            Expr::Call(f, args) => {
                let t = self.ty(&args[0])?;
                let mut vs = Vec::new();
                for a in args {
                    vs.push(val!(a));
                }
                self.call(*f, &t, &vs)?
            }
            Expr::Convert(to, a) => {
                let from = self.ty(a)?;
                let v = val!(a);
                self.convert(v, from.as_prim().ok_or("convert a tuple")?, *to)?
            }
            Expr::Ignore => match self.ignore {
                Some(bb) => {
                    e(self.b.build_unconditional_branch(bb))?;
                    let dead = self.ctx.append_basic_block(self.f, "dead");
                    self.b.position_at_end(dead);
                    return Ok(None);
                }
                None => return Err("`ignore` outside a permute target".into()),
            },
        }))
    }

    pub(super) fn literal(&self, s: &Scalar) -> BasicValueEnum<'ctx> {
        match s {
            Scalar::Bool(b) => self.ctx.bool_type().const_int(*b as u64, false).into(),
            Scalar::I32(v) => self.ctx.i32_type().const_int(*v as i64 as u64, true).into(),
            Scalar::I64(v) => self.i64(*v).into(),
            Scalar::F32(v) => self.ctx.f32_type().const_float(*v as f64).into(),
            Scalar::F64(v) => self.ctx.f64_type().const_float(*v).into(),
            Scalar::Tuple(xs) => {
                let vs: Vec<BasicValueEnum> = xs.iter().map(|x| self.literal(x)).collect();
                self.ctx.const_struct(&vs, false).into()
            }
        }
    }

    pub(super) fn binary(
        &mut self,
        op: BinOp,
        t: &ScalarType,
        rt: &ScalarType,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        at: NodeId,
    ) -> R<BasicValueEnum<'ctx>> {
        let prim = t.as_prim().ok_or("a binary operation on tuples")?;
        if matches!(prim, Prim::F32 | Prim::F64) {
            let (a, b) = (l.into_float_value(), r.into_float_value());
            let cmp = |p| Some(p);
            let pred = match op {
                BinOp::Eq => cmp(FloatPredicate::OEQ),
                BinOp::Ne => cmp(FloatPredicate::UNE),
                BinOp::Lt => cmp(FloatPredicate::OLT),
                BinOp::Le => cmp(FloatPredicate::OLE),
                BinOp::Gt => cmp(FloatPredicate::OGT),
                BinOp::Ge => cmp(FloatPredicate::OGE),
                _ => None,
            };
            if let Some(p) = pred {
                return Ok(e(self.b.build_float_compare(p, a, b, "fc"))?.into());
            }
            let v = match op {
                BinOp::Add => e(self.b.build_float_add(a, b, "fa"))?,
                BinOp::Sub => e(self.b.build_float_sub(a, b, "fs"))?,
                BinOp::Mul => e(self.b.build_float_mul(a, b, "fm"))?,
                BinOp::Div => e(self.b.build_float_div(a, b, "fd"))?,
                BinOp::Rem => e(self.b.build_float_rem(a, b, "fr"))?,
                _ => return Err(format!("`{}` on floats", op.symbol())),
            };
            if self.reassoc {
                if let Some(i) = v.as_instruction() {
                    let _ = i.set_fast_math_flags(FastMathFlags::AllowReassoc);
                }
            }
            return Ok(v.into());
        }
        let (a, b) = (l.into_int_value(), r.into_int_value());
        let signed = prim != Prim::Bool;
        let ipred = |s: IntPredicate, u: IntPredicate| if signed { s } else { u };
        let pred = match op {
            BinOp::Eq => Some(IntPredicate::EQ),
            BinOp::Ne => Some(IntPredicate::NE),
            BinOp::Lt => Some(ipred(IntPredicate::SLT, IntPredicate::ULT)),
            BinOp::Le => Some(ipred(IntPredicate::SLE, IntPredicate::ULE)),
            BinOp::Gt => Some(ipred(IntPredicate::SGT, IntPredicate::UGT)),
            BinOp::Ge => Some(ipred(IntPredicate::SGE, IntPredicate::UGE)),
            _ => None,
        };
        if let Some(p) = pred {
            return Ok(e(self.b.build_int_compare(p, a, b, "ic"))?.into());
        }
        Ok(match op {
            BinOp::Add => e(self.b.build_int_add(a, b, "add"))?,
            BinOp::Sub => e(self.b.build_int_sub(a, b, "sub"))?,
            BinOp::Mul => e(self.b.build_int_mul(a, b, "mul"))?,
            BinOp::BitAnd | BinOp::And => e(self.b.build_and(a, b, "and"))?,
            BinOp::BitOr | BinOp::Or => e(self.b.build_or(a, b, "or"))?,
            BinOp::BitXor => e(self.b.build_xor(a, b, "xor"))?,
            BinOp::Div | BinOp::Rem => {
                let ty = a.get_type();
                let zero = ty.const_zero();
                let minus1 = ty.const_all_ones();
                let is_zero = e(self.b.build_int_compare(IntPredicate::EQ, b, zero, "z"))?;
                if self.checks {
                    let ok = e(self.b.build_not(is_zero, "nz"))?;
                    let (d1, d2) = (self.widen(a)?, self.widen(b)?);
                    self.guard(ok, RuntimeErrorKind::by_zero(op == BinOp::Rem), at, d1, d2)?;
                }
                // No undefined behaviour: divide by 1 where b is 0 or -1.
                let is_m1 = e(self.b.build_int_compare(IntPredicate::EQ, b, minus1, "m1"))?;
                let bad = e(self.b.build_or(is_zero, is_m1, "bad"))?;
                let safe =
                    e(self.b.build_select(bad, ty.const_int(1, false), b, "d"))?.into_int_value();
                if op == BinOp::Div {
                    let q = e(self.b.build_int_signed_div(a, safe, "q"))?;
                    let neg = e(self.b.build_int_neg(a, "negq"))?;
                    e(self.b.build_select(is_m1, neg, q, "div"))?.into_int_value()
                } else {
                    let r = e(self.b.build_int_signed_rem(a, safe, "r"))?;
                    e(self.b.build_select(is_m1, zero, r, "rem"))?.into_int_value()
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let ty = a.get_type();
                let bits = ty.get_bit_width() as u64;
                let rprim = rt.as_prim().ok_or("shift by a tuple")?;
                let amt = if rprim == prim {
                    b
                } else {
                    e(self.b.build_int_cast_sign_flag(b, ty, true, "amt"))?
                };
                let amt = e(self.b.build_and(amt, ty.const_int(bits - 1, false), "mask"))?;
                if op == BinOp::Shl {
                    e(self.b.build_left_shift(a, amt, "shl"))?
                } else {
                    e(self.b.build_right_shift(a, amt, true, "shr"))?
                }
            }
            _ => return Err(format!("`{}` on integers", op.symbol())),
        }
        .into())
    }

    pub(super) fn widen(&mut self, v: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        if v.get_type().get_bit_width() == 64 {
            Ok(v)
        } else {
            e(self.b.build_int_s_extend(v, self.ctx.i64_type(), "w"))
        }
    }

    pub(super) fn intrinsic(&self, name: &str, ty: BasicTypeEnum<'ctx>) -> R<FunctionValue<'ctx>> {
        Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, &[ty]))
            .ok_or_else(|| format!("no intrinsic {name}"))
    }

    pub(super) fn call(
        &mut self,
        f: Builtin,
        t: &ScalarType,
        vs: &[BasicValueEnum<'ctx>],
    ) -> R<BasicValueEnum<'ctx>> {
        let prim = t.as_prim().ok_or("a builtin on tuples")?;
        let ty = self.prim_type(prim);
        let float = matches!(prim, Prim::F32 | Prim::F64);
        let args: Vec<inkwell::values::BasicMetadataValueEnum> =
            vs.iter().map(|v| (*v).into()).collect();
        let call_intr = |g: &mut Self, name: &str| -> R<BasicValueEnum<'ctx>> {
            let fv = g.intrinsic(name, ty)?;
            let c = e(g.b.build_call(fv, &args, "call"))?;
            basic(c, "a void intrinsic")
        };
        if !float {
            let a = vs[0].into_int_value();
            return Ok(match f {
                Builtin::Abs => {
                    let neg = e(self.b.build_int_neg(a, "neg"))?;
                    let lt = e(self.b.build_int_compare(
                        IntPredicate::SLT,
                        a,
                        a.get_type().const_zero(),
                        "lt",
                    ))?;
                    e(self.b.build_select(lt, neg, a, "abs"))?
                }
                Builtin::Min | Builtin::Max => {
                    let b = vs[1].into_int_value();
                    let p = if f == Builtin::Min {
                        IntPredicate::SLT
                    } else {
                        IntPredicate::SGT
                    };
                    let c = e(self.b.build_int_compare(p, a, b, "c"))?;
                    e(self.b.build_select(c, a, b, "mm"))?
                }
                _ => return Err(format!("`{}` on integers", f.name())),
            });
        }
        if self.target == Target::Nvptx {
            if let Some(v) = self.libdevice_call(f, prim, &args)? {
                return Ok(v);
            }
        }
        let name = match f {
            Builtin::Sqrt => "llvm.sqrt",
            Builtin::Exp => "llvm.exp",
            Builtin::Log => "llvm.log",
            Builtin::Sin => "llvm.sin",
            Builtin::Cos => "llvm.cos",
            Builtin::Floor => "llvm.floor",
            Builtin::Ceil => "llvm.ceil",
            Builtin::Abs => "llvm.fabs",
            Builtin::Min => "llvm.minnum",
            Builtin::Max => "llvm.maxnum",
            Builtin::Pow => "llvm.pow",
            Builtin::Tan => {
                // No portable intrinsic: call libm's tan / tanf.
                let cname = if prim == Prim::F32 { "tanf" } else { "tan" };
                let fv = match self.module.get_function(cname) {
                    Some(fv) => fv,
                    None => {
                        let ft = ty.into_float_type().fn_type(&[ty.into()], false);
                        self.module.add_function(cname, ft, Some(Linkage::External))
                    }
                };
                let c = e(self.b.build_call(fv, &args, "tan"))?;
                return basic(c, "tan is void");
            }
        };
        call_intr(self, name)
    }

    pub(super) fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: Prim,
        to: Prim,
    ) -> R<BasicValueEnum<'ctx>> {
        let tt = self.prim_type(to);
        let is_f = |p: Prim| matches!(p, Prim::F32 | Prim::F64);
        Ok(match (is_f(from), is_f(to)) {
            (false, false) => {
                let x = v.into_int_value();
                let t = tt.into_int_type();
                e(self
                    .b
                    .build_int_cast_sign_flag(x, t, from != Prim::Bool, "cv"))?
                .into()
            }
            (false, true) => {
                let x = v.into_int_value();
                let t = tt.into_float_type();
                if from == Prim::Bool {
                    e(self.b.build_unsigned_int_to_float(x, t, "cv"))?.into()
                } else {
                    e(self.b.build_signed_int_to_float(x, t, "cv"))?.into()
                }
            }
            (true, false) => {
                // Saturating, NaN to 0: Rust's `as`.
                let ft = self.prim_type(from);
                let fv = Intrinsic::find("llvm.fptosi.sat")
                    .and_then(|i| i.get_declaration(self.module, &[tt, ft]))
                    .ok_or("no llvm.fptosi.sat")?;
                let c = e(self.b.build_call(fv, &[v.into()], "sat"))?;
                basic(c, "fptosi.sat is void")?
            }
            (true, true) => {
                let x = v.into_float_value();
                let t = tt.into_float_type();
                e(self.b.build_float_cast(x, t, "cv"))?.into()
            }
        })
    }
}

pub(super) fn basic<'ctx>(c: CallSiteValue<'ctx>, what: &str) -> R<BasicValueEnum<'ctx>> {
    match c.try_as_basic_value() {
        ValueKind::Basic(v) => Ok(v),
        ValueKind::Instruction(_) => Err(what.to_string()),
    }
}

/// Integer variables defined before the outermost loop (at depth 0) that
/// some expression divides by.
fn invariant_divisors(p: &LoopProgram, nest: &Nest) -> HashSet<VarId> {
    let mut early = HashSet::new();
    for s in &nest.body.pre {
        for v in s.defines() {
            if matches!(p.vars[v.index()].ty.as_prim(), Some(Prim::I64 | Prim::I32)) {
                early.insert(v);
            }
        }
    }
    let mut out = HashSet::new();
    nest.body.stmts(&mut |ss| {
        for s in ss {
            s.exprs(&mut |x| {
                x.walk(&mut |y| {
                    if let Expr::Binary(BinOp::Div | BinOp::Rem, _, d) = y {
                        if let Expr::Var(v) = &**d {
                            if early.contains(v) {
                                out.insert(*v);
                            }
                        }
                    }
                })
            })
        }
    });
    out
}

impl<'ctx> Gen<'ctx, '_> {
    /// After an invariant divisor is defined: its reciprocal, once
    /// ([`super::divide::Reciprocal::new`]).
    pub(super) fn prepare_divisor(&mut self, v: VarId, value: BasicValueEnum<'ctx>) -> R<()> {
        if !self.divisors.contains(&v) || self.recips.contains_key(&v) {
            return Ok(());
        }
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        let slots = self.in_entry(|g| {
            Ok(RecipSlots {
                magnitude: e(g.b.build_alloca(i64t, "d_mag"))?,
                inverse: e(g.b.build_alloca(f64t, "d_inv"))?,
                sign: e(g.b.build_alloca(i64t, "d_sign"))?,
                huge: e(g.b.build_alloca(g.ctx.bool_type(), "d_huge"))?,
            })
        })?;
        let d = self.widen(value.into_int_value())?;
        let b = &self.b;
        let sign = e(b.build_right_shift(d, self.i64(63), true, "d_sign"))?;
        let flipped = e(b.build_xor(d, sign, "d_flip"))?;
        let magnitude = e(b.build_int_sub(flipped, sign, "d_mag"))?;
        let as_f = e(b.build_unsigned_int_to_float(magnitude, f64t, "d_f"))?;
        let inverse = e(b.build_float_div(f64t.const_float(1.0), as_f, "d_inv"))?;
        let huge = e(b.build_int_compare(
            IntPredicate::UGT,
            magnitude,
            self.i64(super::divide::HUGE as i64),
            "d_huge",
        ))?;
        e(b.build_store(slots.magnitude, magnitude))?;
        e(b.build_store(slots.inverse, inverse))?;
        e(b.build_store(slots.sign, sign))?;
        e(b.build_store(slots.huge, huge))?;
        self.recips.insert(v, slots);
        Ok(())
    }

    /// `a / d` or `a % d` with `d`'s reciprocal: the steps of
    /// [`super::divide::divide`] (the zero check stays).
    pub(super) fn recip_divide(
        &mut self,
        op: BinOp,
        a: IntValue<'ctx>,
        d: IntValue<'ctx>,
        v: VarId,
        at: NodeId,
    ) -> R<IntValue<'ctx>> {
        let ty = a.get_type();
        let (i64t, f64t) = (self.ctx.i64_type(), self.ctx.f64_type());
        if self.checks {
            let nz = e(self
                .b
                .build_int_compare(IntPredicate::NE, d, ty.const_zero(), "nz"))?;
            let (d1, d2) = (self.widen(a)?, self.widen(d)?);
            self.guard(nz, RuntimeErrorKind::by_zero(op == BinOp::Rem), at, d1, d2)?;
        }
        let slots = self.recips[&v];
        let (x, d) = (self.widen(a)?, self.widen(d)?);
        let k63 = self.i64(63);
        let b = &self.b;
        let bm = e(b.build_load(i64t, slots.magnitude, "b"))?.into_int_value();
        let inv = e(b.build_load(f64t, slots.inverse, "inv"))?.into_float_value();
        let dsign = e(b.build_load(i64t, slots.sign, "dsign"))?.into_int_value();
        let huge = e(b.build_load(self.ctx.bool_type(), slots.huge, "huge"))?.into_int_value();
        let xs = e(b.build_right_shift(x, k63, true, "xs"))?;
        let ax = e(b.build_int_sub(e(b.build_xor(x, xs, "xf"))?, xs, "ax"))?;
        // Steps 1 and 2: two estimates, each corrected by its remainder.
        let est = |n: IntValue<'ctx>, signed: bool| -> R<IntValue<'ctx>> {
            let f = if signed {
                e(b.build_signed_int_to_float(n, f64t, "nf"))?
            } else {
                e(b.build_unsigned_int_to_float(n, f64t, "nf"))?
            };
            let p = e(b.build_float_mul(f, inv, "p"))?;
            if signed {
                e(b.build_float_to_signed_int(p, i64t, "t"))
            } else {
                e(b.build_float_to_unsigned_int(p, i64t, "t"))
            }
        };
        let rem = |q: IntValue<'ctx>| -> R<IntValue<'ctx>> {
            e(b.build_int_sub(ax, e(b.build_int_mul(q, bm, "qb"))?, "r"))
        };
        let q0 = est(ax, false)?;
        let r0 = rem(q0)?;
        let q1 = e(b.build_int_add(q0, est(r0, true)?, "q1"))?;
        // Step 3: the final one up or down.
        let r1 = rem(q1)?;
        let low = e(b.build_int_compare(IntPredicate::SLT, r1, self.i64(0), "low"))?;
        let high = e(b.build_int_compare(IntPredicate::SGE, r1, bm, "high"))?;
        let low = e(b.build_int_z_extend(low, i64t, "low"))?;
        let high = e(b.build_int_z_extend(high, i64t, "high"))?;
        let q = e(b.build_int_add(e(b.build_int_sub(q1, low, "q"))?, high, "q"))?;
        // |d| > 2^62: 0 or 1.
        let one = e(b.build_int_compare(IntPredicate::UGE, ax, bm, "ge"))?;
        let one = e(b.build_int_z_extend(one, i64t, "ge"))?;
        let q = e(b.build_select(huge, one, q, "q"))?.into_int_value();
        // The sign of x ^ d.
        let s = e(b.build_xor(xs, dsign, "s"))?;
        let q = e(b.build_int_sub(e(b.build_xor(q, s, "qs"))?, s, "q"))?;
        let r = match op {
            BinOp::Div => q,
            _ => {
                let qd = e(b.build_int_mul(q, d, "qd"))?;
                e(b.build_int_sub(x, qd, "r"))?
            }
        };
        if ty.get_bit_width() == 64 {
            Ok(r)
        } else {
            e(self.b.build_int_truncate(r, ty, "r"))
        }
    }
}

/// Where a divisor's [`super::divide::Reciprocal`] lives in a nest function.
#[derive(Clone, Copy)]
pub(super) struct RecipSlots<'ctx> {
    magnitude: PointerValue<'ctx>,
    inverse: PointerValue<'ctx>,
    sign: PointerValue<'ctx>,
    huge: PointerValue<'ctx>,
}

impl<'ctx> Gen<'ctx, '_> {
    /// Stores (`out`) or loads each accumulator to or from `partials[k]`.
    pub(super) fn partials(&mut self, accs: &[VarId], out: bool) -> R<()> {
        let buf = self.param(6).into_pointer_value();
        for (k, v) in accs.iter().enumerate() {
            let ty = self.value_type(&self.p.vars[v.index()].ty);
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
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    p: &LoopProgram,
    layout: &Layout,
    name: &str,
    updates: &[Update],
) -> R<FunctionValue<'ctx>> {
    let ptr = ctx.ptr_type(AddressSpace::default());
    let f = module.add_function(
        name,
        ctx.void_type().fn_type(&[ptr.into(), ptr.into()], false),
        Some(Linkage::External),
    );
    let mut g = Gen::new(ctx, module, p, layout, f, false);
    for (k, u) in updates.iter().enumerate() {
        let ty = g.value_type(&p.vars[u.acc.index()].ty);
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
        let v = g.expr_at(&u.value, NodeId(u32::MAX))?;
        e(g.b.build_store(pa, v))?;
    }
    e(g.b.build_return(None))?;
    g.finish_entry()?;
    Ok(f)
}

/// Arrays that statements (unconditional ones at any depth inside the loop
/// at `depth`) load or store at exactly the enclosing loop indices
/// `loops[..=depth]` and beyond.
fn collect_indexed(ss: &[Stmt], loops: &[VarId], depth: usize, out: &mut Vec<(ArrayId, NodeId)>) {
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

//! The NVPTX side of the shared code generator: the statements and
//! expressions of a nest are lowered by [`Gen`] exactly as for the CPU (one
//! lowering for both targets), and this module adds what a GPU thread needs
//! around them (used by `crate::ptx`):
//!
//! - *body functions*: `i32 body(bufs, dims, lens, err, lo, hi, rec_a, rec_b,
//!   rec_out)`, internal and always inlined into a kernel, that run a nest's
//!   statements before its outermost loop, the outermost loop over one
//!   thread's share of `[lo, hi)` ([`Outer`]: the whole range, a grid-stride
//!   share, or one contiguous chunk per thread), and the statements after it
//!   where asked; around the loop they load state variables from the records
//!   `rec_a`/`rec_b` (a carry, combined partials) and store others to
//!   `rec_out` (a thread's partial results), see [`Record`];
//! - *combine functions* `void combine(a, b)`: `a := a ⊕ b` for the state
//!   variables of two records, in order (`a` before `b`);
//! - the target-specific pieces [`Gen`] calls when `target` is
//!   [`Target::Nvptx`]: libdevice math, the atomic first-error record, and
//!   `permute`'s concurrent combines (`atomicrmw` where the combining
//!   function is an integer `+`, `min`, `max` or a float `+`, else a
//!   compare-and-swap loop).

use super::gen::{basic, combine_type, e, table_params, Gen, Place, Target, Unit, R};
use crate::plan::gpu::{float_add, Outer, Part, Record};
use crate::plan::parallel::{self, Update};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Linkage;
use inkwell::types::FunctionType;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use ir::ast::Builtin;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Dir, For, Nest, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Prim, Scalar, ScalarType};

/// What a body function runs.
#[derive(Clone, Debug)]
pub struct BodySpec<'s> {
    pub outer: Outer,
    /// Run the outermost loop (a final pass runs only `pre` and `post`).
    pub run_loop: bool,
    /// Run the statements after the outermost loop.
    pub run_post: bool,
    /// Run only these statements of the outermost loop's body (indices into
    /// its `pre`; nothing of its inner loop or `post`): a scan's chunk
    /// totals need only the statements that feed the carried variables.
    pub slice: Option<&'s [usize]>,
    /// After `pre`: variables set to these values (a scan's neutral start).
    pub overrides: &'s [(VarId, Scalar)],
    /// After `pre` and the overrides: variables loaded from `rec_a`, then
    /// from `rec_b`.
    pub load_a: &'s [VarId],
    pub load_b: &'s [VarId],
    /// After the loop: variables stored to `rec_out` (which is then marked
    /// valid).
    pub store: &'s [VarId],
    /// `permute`'s combines run concurrently (atomics or CAS) and its
    /// default copies are left to the launcher.
    pub concurrent: bool,
    /// Fold accumulators whose float updates may be reassociated.
    pub reassoc: &'s [VarId],
}

/// A generator for the NVPTX function `name` of type `ty`: internal, and
/// always inlined into the kernels that call it.
fn device_gen<'ctx, 'a>(
    u: Unit<'ctx, 'a>,
    name: &str,
    ty: FunctionType<'ctx>,
    checks: bool,
) -> Gen<'ctx, 'a> {
    let g = Gen::start(u, name, ty, Linkage::Internal, checks, Target::Nvptx);
    let kind = Attribute::get_named_enum_kind_id("alwaysinline");
    g.f.add_attribute(AttributeLoc::Function, u.ctx.create_enum_attribute(kind, 0));
    g
}

/// Builds the body function `name` of `nest` for NVPTX.
pub fn body_function<'ctx>(
    u: Unit<'ctx, '_>,
    nest: &Nest,
    name: &str,
    checks: bool,
    spec: &BodySpec,
    rec: &Record,
) -> R<FunctionValue<'ctx>> {
    let fty = u.ctx.i32_type().fn_type(&table_params(u.ctx, 3), false);
    let mut g = device_gen(u, name, fty, checks);
    g.scatter = spec.concurrent;
    g.skip_copies = spec.concurrent;
    g.fold_accs = spec.reassoc.iter().copied().collect();
    g.stmts(&nest.body.pre)?;
    for (v, s) in spec.overrides {
        let x = g.literal(s);
        let slot = g.var(*v)?;
        e(g.b.build_store(slot, x))?;
    }
    g.record_io(spec.load_a, 6, rec, false)?;
    g.record_io(spec.load_b, 7, rec, false)?;
    if spec.run_loop {
        if let Some(l) = &nest.body.inner {
            g.device_loop(l, spec.outer, spec.slice)?;
        }
    }
    if !spec.store.is_empty() {
        g.record_io(spec.store, 8, rec, true)?;
        let out = g.param(8).into_pointer_value();
        e(g.b.build_store(out, g.i64(1)))?;
    }
    if spec.run_post {
        g.stmts(&nest.body.post)?;
    }
    g.finish(Some(&u.ctx.i32_type().const_zero()))
}

/// `void name(ptr a, ptr b)`: `a := a ⊕ b` for each part, on records laid
/// out by `rec` (validity flags are the caller's).
pub fn combine_function<'ctx>(
    u: Unit<'ctx, '_>,
    name: &str,
    parts: &[Part],
    rec: &Record,
) -> R<FunctionValue<'ctx>> {
    let (ctx, p) = (u.ctx, u.p);
    let mut g = device_gen(u, name, combine_type(ctx), false);
    let f = g.f;
    for part in parts {
        match part {
            Part::Update(u) => g.combine_update(u, rec)?,
            Part::Scan1 { started, update } => {
                let (a, b) = (
                    g.param(0).into_pointer_value(),
                    g.param(1).into_pointer_value(),
                );
                let sa = g.slot_ptr(a, rec, *started)?;
                let sb = g.slot_ptr(b, rec, *started)?;
                let a_on = g.load_flag(sa)?;
                let b_on = g.load_flag(sb)?;
                let (take_b, both, done) = (
                    ctx.append_basic_block(f, "take_b"),
                    ctx.append_basic_block(f, "both"),
                    ctx.append_basic_block(f, "done"),
                );
                let check_a = ctx.append_basic_block(f, "check_a");
                e(g.b.build_conditional_branch(b_on, check_a, done))?;
                g.b.position_at_end(check_a);
                e(g.b.build_conditional_branch(a_on, both, take_b))?;
                g.b.position_at_end(take_b);
                let ty = g.value_type(&p.vars[update.acc].ty);
                let pa = g.slot_ptr(a, rec, update.acc)?;
                let pb = g.slot_ptr(b, rec, update.acc)?;
                let x = e(g.b.build_load(ty, pb, "b"))?;
                e(g.b.build_store(pa, x))?;
                let byte = ctx.i8_type().const_int(1, false);
                e(g.b.build_store(sa, byte))?;
                e(g.b.build_unconditional_branch(done))?;
                g.b.position_at_end(both);
                g.combine_update(update, rec)?;
                e(g.b.build_unconditional_branch(done))?;
                g.b.position_at_end(done);
            }
        }
    }
    g.finish(None)
}

/// The libdevice function for a math builtin, if it needs one.
pub fn libdevice_name(f: Builtin, prim: Prim) -> Option<String> {
    let base = match f {
        Builtin::Exp => "exp",
        Builtin::Log => "log",
        Builtin::Sin => "sin",
        Builtin::Cos => "cos",
        Builtin::Tan => "tan",
        Builtin::Pow => "pow",
        _ => return None,
    };
    let suffix = if prim == Prim::F32 { "f" } else { "" };
    Some(format!("__nv_{base}{suffix}"))
}

impl<'ctx> Gen<'ctx, '_> {
    /// The failure path of a guard on NVPTX: the first thread to fail
    /// records (code, node, details); every failing thread returns 1.
    pub(super) fn device_fail(
        &mut self,
        code: RuntimeErrorKind,
        at: NodeId,
        d1: IntValue<'ctx>,
        d2: IntValue<'ctx>,
        cont: BasicBlock<'ctx>,
    ) -> R<()> {
        let err = self.param(3).into_pointer_value();
        let i64t = self.ctx.i64_type();
        let res = e(self.b.build_cmpxchg(
            err,
            self.i64(0),
            self.i64(code.code()),
            AtomicOrdering::Monotonic,
            AtomicOrdering::Monotonic,
        ))?;
        let won = e(self.b.build_extract_value(res, 1, "won"))?.into_int_value();
        let write = self.ctx.append_basic_block(self.f, "record");
        let out = self.ctx.append_basic_block(self.f, "out");
        e(self.b.build_conditional_branch(won, write, out))?;
        self.b.position_at_end(write);
        for (k, v) in [self.i64(at.index() as i64), d1, d2]
            .into_iter()
            .enumerate()
        {
            let p = unsafe {
                e(self
                    .b
                    .build_in_bounds_gep(i64t, err, &[self.i64(k as i64 + 1)], "errp"))?
            };
            e(self.b.build_store(p, v))?;
        }
        e(self.b.build_unconditional_branch(out))?;
        self.b.position_at_end(out);
        e(self
            .b
            .build_return(Some(&self.ctx.i32_type().const_int(1, false))))?;
        self.b.position_at_end(cont);
        Ok(())
    }

    /// A math builtin as a libdevice call (`None`: LLVM lowers it itself).
    pub(super) fn libdevice_call(
        &mut self,
        f: Builtin,
        prim: Prim,
        args: &[inkwell::values::BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let Some(name) = libdevice_name(f, prim) else {
            return Ok(None);
        };
        let ty = self.prim_type(prim).into_float_type();
        let fv = match self.module.get_function(&name) {
            Some(fv) => fv,
            None => {
                let params: Vec<inkwell::types::BasicMetadataTypeEnum> =
                    args.iter().map(|_| ty.into()).collect();
                self.module
                    .add_function(&name, ty.fn_type(&params, false), Some(Linkage::External))
            }
        };
        let c = e(self.b.build_call(fv, args, "libdevice"))?;
        Ok(Some(basic(c, "a void libdevice function")?))
    }

    /// `permute`'s combine of `src` into element `pos` of `array`, run
    /// concurrently with other threads'.
    pub(super) fn device_combine(
        &mut self,
        s: &Stmt,
        array: ArrayId,
        pos: IntValue<'ctx>,
        src: BasicValueEnum<'ctx>,
    ) -> R<()> {
        let Stmt::Combine {
            new,
            old,
            value,
            at,
            ..
        } = s
        else {
            return Err("not a combine".into());
        };
        let prim = self.p.arrays[array]
            .elem
            .as_prim()
            .ok_or("a concurrent combine of tuples")?;
        let base = self.base(array, 0)?;
        let mt = self.mem_type(prim);
        let ptr = unsafe { e(self.b.build_in_bounds_gep(mt, base, &[pos], "elp"))? };
        if let Some(op) = parallel::atomic(self.p, s) {
            let op = match op {
                parallel::Atomic::Add => AtomicRMWBinOp::Add,
                parallel::Atomic::Min => AtomicRMWBinOp::Min,
                parallel::Atomic::Max => AtomicRMWBinOp::Max,
            };
            e(self
                .b
                .build_atomicrmw(op, ptr, src.into_int_value(), AtomicOrdering::Monotonic))?;
            return Ok(());
        }
        if float_add(self.p, s) {
            use inkwell::llvm_sys::core::LLVMBuildAtomicRMW;
            use inkwell::llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp};
            use inkwell::values::AsValueRef;
            unsafe {
                LLVMBuildAtomicRMW(
                    self.b.as_mut_ptr(),
                    LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd,
                    ptr.as_value_ref(),
                    src.as_value_ref(),
                    LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                    0,
                );
            }
            return Ok(());
        }
        // Compare-and-swap loop (seed 003, §Permute): read the element,
        // combine, swap in if nobody changed it meanwhile, else retry with
        // what they wrote.
        let bits = match prim {
            Prim::I32 | Prim::F32 => self.ctx.i32_type(),
            Prim::I64 | Prim::F64 => self.ctx.i64_type(),
            Prim::Bool => return Err("a concurrent combine of bools".into()),
        };
        let vt = self.prim_type(prim);
        let cur = self.in_entry(|g| e(g.b.build_alloca(bits, "cas_cur")))?;
        let first = e(self.b.build_load(bits, ptr, "cas_first"))?;
        // Other threads write the element meanwhile: an atomic read.
        let load = first.into_int_value().as_instruction().ok_or("a load")?;
        e(load.set_alignment(bits.get_bit_width() / 8))?;
        e(load.set_atomic_ordering(AtomicOrdering::Monotonic))?;
        e(self.b.build_store(cur, first))?;
        let head = self.ctx.append_basic_block(self.f, "cas");
        let done = self.ctx.append_basic_block(self.f, "cas_done");
        e(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(head);
        let old_bits = e(self.b.build_load(bits, cur, "cas_old"))?.into_int_value();
        let old_v = e(self.b.build_bit_cast(old_bits, vt, "old"))?;
        let pn = self.var(*new)?;
        e(self.b.build_store(pn, src))?;
        let po = self.var(*old)?;
        e(self.b.build_store(po, old_v))?;
        let v = self.expr_at(value, *at)?;
        let v_bits = e(self.b.build_bit_cast(v, bits, "cas_new"))?.into_int_value();
        let res = e(self.b.build_cmpxchg(
            ptr,
            old_bits,
            v_bits,
            AtomicOrdering::Monotonic,
            AtomicOrdering::Monotonic,
        ))?;
        let seen = e(self.b.build_extract_value(res, 0, "cas_seen"))?;
        let ok = e(self.b.build_extract_value(res, 1, "cas_ok"))?.into_int_value();
        e(self.b.build_store(cur, seen))?;
        e(self.b.build_conditional_branch(ok, done, head))?;
        self.b.position_at_end(done);
        Ok(())
    }

    /// A special register (`tid.x`, `ntid.x`, `ctaid.x`, `nctaid.x`) as i64.
    fn sreg(&mut self, name: &str) -> R<IntValue<'ctx>> {
        let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
        let f = Intrinsic::find(&full)
            .and_then(|i| i.get_declaration(self.module, &[]))
            .ok_or_else(|| format!("no intrinsic {full}"))?;
        let c = e(self.b.build_call(f, &[], name))?;
        let v = basic(c, "a void special register")?.into_int_value();
        e(self
            .b
            .build_int_z_extend(v, self.ctx.i64_type(), &format!("{name}64")))
    }

    /// The thread's global index and the grid's thread count.
    fn global_thread(&mut self) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (tid, ntid) = (self.sreg("tid.x")?, self.sreg("ntid.x")?);
        let (ctaid, nctaid) = (self.sreg("ctaid.x")?, self.sreg("nctaid.x")?);
        let base = e(self.b.build_int_mul(ctaid, ntid, "base"))?;
        let gtid = e(self.b.build_int_add(base, tid, "gtid"))?;
        let gsize = e(self.b.build_int_mul(nctaid, ntid, "gsize"))?;
        Ok((gtid, gsize))
    }

    /// The outermost loop over this thread's share of `[lo, hi) ∩ [0, n)`.
    fn device_loop(&mut self, f: &For, outer: Outer, slice: Option<&[usize]>) -> R<()> {
        let (lo, hi) = self.loop_range(f, 0)?;
        let newly = self.guard_extents(f, 0, hi)?;
        let (zero, one) = (self.i64(0), self.i64(1));
        let backward = f.dir == Dir::Backward;
        // (first, step, bound): forward runs while i < bound, backward while
        // i >= bound.
        let (first, step, bound) = match outer {
            Outer::Single => self.in_order(f, lo, hi)?,
            Outer::Grid => {
                let (gtid, gsize) = self.global_thread()?;
                if backward {
                    let last = e(self.b.build_int_sub(hi, one, "last"))?;
                    let first = e(self.b.build_int_sub(last, gtid, "first"))?;
                    (first, e(self.b.build_int_neg(gsize, "step"))?, lo)
                } else {
                    (e(self.b.build_int_add(lo, gtid, "first"))?, gsize, hi)
                }
            }
            Outer::Chunk => {
                let (gtid, gsize) = self.global_thread()?;
                let len = e(self.b.build_int_sub(hi, lo, "len"))?;
                let len = self.smax(len, zero)?;
                let m1 = e(self.b.build_int_sub(gsize, one, "g1"))?;
                let up = e(self.b.build_int_add(len, m1, "up"))?;
                let per = e(self.b.build_int_signed_div(up, gsize, "per"))?;
                let skip = e(self.b.build_int_mul(gtid, per, "skip"))?;
                if backward {
                    let c_hi = e(self.b.build_int_sub(hi, skip, "c_hi"))?;
                    let c_lo = e(self.b.build_int_sub(c_hi, per, "c_lo"))?;
                    let c_lo = self.smax(c_lo, lo)?;
                    let last = e(self.b.build_int_sub(c_hi, one, "last"))?;
                    (last, self.i64(-1), c_lo)
                } else {
                    let c_lo = e(self.b.build_int_add(lo, skip, "c_lo"))?;
                    let c_hi = e(self.b.build_int_add(c_lo, per, "c_hi"))?;
                    let c_hi = self.smin(c_hi, hi)?;
                    (c_lo, one, c_hi)
                }
            }
        };
        self.counted_loop(f, first, step, bound, |g| match slice {
            None => g.level(&f.body, 1),
            Some(keep) => {
                for k in keep {
                    let s = f.body.pre.get(*k).ok_or("a slice past the loop body")?;
                    g.stmt(s)?;
                }
                Ok(())
            }
        })?;
        for g in newly {
            self.guarded.remove(&g);
        }
        Ok(())
    }

    /// The address of `v`'s slot in the record at `base`.
    fn slot_ptr(
        &mut self,
        base: PointerValue<'ctx>,
        rec: &Record,
        v: VarId,
    ) -> R<PointerValue<'ctx>> {
        let off = *rec
            .offsets
            .get(&v)
            .ok_or_else(|| format!("v{} has no slot in the record", v.index()))?;
        unsafe {
            e(self
                .b
                .build_in_bounds_gep(self.ctx.i8_type(), base, &[self.i64(off as i64)], "slot"))
        }
    }

    /// A `bool` slot (stored as a byte) as `i1`.
    fn load_flag(&mut self, p: PointerValue<'ctx>) -> R<IntValue<'ctx>> {
        let byte = e(self.b.build_load(self.ctx.i8_type(), p, "flag"))?.into_int_value();
        e(self.b.build_int_compare(
            IntPredicate::NE,
            byte,
            self.ctx.i8_type().const_zero(),
            "on",
        ))
    }

    /// Loads (`out` false) or stores `vars` from or to the record at
    /// parameter `param`. A `bool` is a byte.
    fn record_io(&mut self, vars: &[VarId], param: u32, rec: &Record, out: bool) -> R<()> {
        if vars.is_empty() {
            return Ok(());
        }
        let base = self.param(param).into_pointer_value();
        for v in vars {
            let ty = self.p.vars[*v].ty.clone();
            let at = self.slot_ptr(base, rec, *v)?;
            let slot = self.var(*v)?;
            let vt = self.value_type(&ty);
            if out {
                let x = e(self.b.build_load(vt, slot, "st"))?;
                self.store_scalar(at, &ty, x)?;
            } else {
                let x = self.load_scalar(at, &ty)?;
                e(self.b.build_store(slot, x))?;
            }
        }
        Ok(())
    }

    /// A scalar stored to a record slot: 8 bytes per leaf, `bool` as a
    /// byte.
    fn store_scalar(
        &mut self,
        at: PointerValue<'ctx>,
        ty: &ScalarType,
        x: BasicValueEnum<'ctx>,
    ) -> R<()> {
        self.store_value(Place::Slot(at), ty, x, &mut 0)
    }

    fn load_scalar(&mut self, at: PointerValue<'ctx>, ty: &ScalarType) -> R<BasicValueEnum<'ctx>> {
        self.load_value(Place::Slot(at), ty, &mut 0)
    }

    /// `a.acc := value(a.acc, b.acc)` for an update, on the records at
    /// parameters 0 and 1.
    fn combine_update(&mut self, u: &Update, rec: &Record) -> R<()> {
        let ty = self.p.vars[u.acc].ty.clone();
        let (a, b) = (
            self.param(0).into_pointer_value(),
            self.param(1).into_pointer_value(),
        );
        let pa = self.slot_ptr(a, rec, u.acc)?;
        let pb = self.slot_ptr(b, rec, u.acc)?;
        let x = self.load_scalar(pa, &ty)?;
        let y = self.load_scalar(pb, &ty)?;
        let (sa, sb) = (self.var(u.acc)?, self.var(u.elem)?);
        e(self.b.build_store(sa, x))?;
        e(self.b.build_store(sb, y))?;
        let v = self.expr_at(&u.value, NodeId::new(u32::MAX))?;
        self.store_scalar(pa, &ty, v)
    }
}

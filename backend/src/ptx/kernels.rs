//! The kernels of a program: one LLVM module for all its nests, compiled by
//! LLVM's NVPTX target to PTX.
//!
//! Every kernel takes the same parameters, `(bufs, dims, lens, err, lo, hi,
//! sa, sb, sc, count)`: the buffer and extent tables and the error record of
//! the CPU backend (in device memory), the outermost loop's range, three
//! scratch buffers of records, and a count (of records in `sa` or `sc`). A
//! kernel calls the nest's body functions (built by the shared code
//! generator, `crate::llvm::device`) and combines records in shared
//! memory, always in thread order, so that only associativity is assumed.

use super::ptx_program::{PtxError, PtxOptions};
use crate::layout::Layout;
use crate::llvm::device::{self, BodySpec};
use crate::llvm::{combine_type, table_params, Tuning, Unit};
use crate::plan::gpu::{self, NestPlan, Outer, Part, Shape};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::types::BasicType;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate, OptimizationLevel};
use ir::loops::nests;
use ir::loops::{LoopProgram, VarId};
use std::path::Path;
use std::sync::OnceLock;

/// The PTX_Kernel calling convention.
const PTX_KERNEL: u32 = 71;
/// The dynamic shared memory every kernel sees.
const SMEM: &str = "fl_smem";

type R<T> = Result<T, PtxError>;

fn cg<T, E: std::fmt::Display>(r: Result<T, E>) -> R<T> {
    r.map_err(|x| PtxError::Codegen(x.to_string()))
}

fn init_nvptx() -> R<()> {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_nvptx(&InitializationConfig::default()));
    Ok(())
}

/// The NVPTX target machine for the options' architecture.
pub fn target_machine(opts: &PtxOptions) -> R<TargetMachine> {
    init_nvptx()?;
    let triple = TargetTriple::create("nvptx64-nvidia-cuda");
    let target = Target::from_triple(&triple).map_err(|e| PtxError::Llvm(e.to_string()))?;
    target
        .create_target_machine(
            &triple,
            opts.sm.cpu(),
            opts.sm.features(),
            OptimizationLevel::Aggressive,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| PtxError::Llvm(format!("no NVPTX target machine for {}", opts.sm.cpu())))
}

/// What [`build`] made: the PTX text and each nest's plan.
pub struct Built {
    pub ptx: String,
    pub plans: Vec<NestPlan>,
    /// Whether libdevice was linked (the program uses exp, log, ...).
    pub libdevice: bool,
}

/// Builds and compiles every nest's kernels.
pub fn build(program: &LoopProgram, opts: &PtxOptions) -> R<Built> {
    let tm = target_machine(opts)?;
    let ctx = Context::create();
    let module = ctx.create_module(&format!("fuselab_{}", program.name));
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let smem = module.add_global(
        ctx.i8_type().array_type(0),
        Some(AddressSpace::from(3u16)),
        SMEM,
    );
    smem.set_linkage(Linkage::External);
    smem.set_alignment(16);
    let layout = Layout::new(program);
    let mut plans = Vec::new();
    let mut kernels = Vec::new();
    for (k, nest) in nests(&program.body).into_iter().enumerate() {
        let np = gpu::plan(program, nest, k);
        let mut kb = KernelBuilder {
            u: Unit {
                ctx: &ctx,
                module: &module,
                p: program,
                layout: &layout,
                tuning: Tuning::default(),
            },
            nest,
            np: &np,
            k,
            checks: opts.checks,
        };
        kernels.extend(kb.build()?);
        plans.push(np);
    }
    cg(module.verify()).map_err(|e| PtxError::Codegen(format!("invalid LLVM IR: {e}")))?;
    // Math functions come from libdevice.
    let needs_libdevice = module
        .get_functions()
        .any(|f| f.get_name().to_bytes().starts_with(b"__nv_") && f.count_basic_blocks() == 0);
    if needs_libdevice {
        let path = opts.libdevice.clone().or_else(super::tools::find_libdevice).ok_or_else(|| {
            PtxError::Toolchain(
                "libdevice.10.bc not found (the program calls exp, log, sin, cos, tan or pow): run scripts/setup.sh, or set FUSELAB_LIBDEVICE to the file".into(),
            )
        })?;
        link_libdevice(&ctx, &module, &tm, &path)?;
    }
    // Everything but the kernels is internal: inlined, and dropped when unused.
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && !kernels.contains(&f) {
            f.set_linkage(Linkage::Internal);
        }
    }
    module
        .run_passes("default<O3>", &tm, PassBuilderOptions::create())
        .map_err(|e| PtxError::Llvm(e.to_string()))?;
    let buf = tm
        .write_to_memory_buffer(&module, FileType::Assembly)
        .map_err(|e| PtxError::Llvm(e.to_string()))?;
    let ptx = String::from_utf8_lossy(buf.as_slice())
        .trim_end_matches('\0')
        .to_string();
    Ok(Built {
        ptx,
        plans,
        libdevice: needs_libdevice,
    })
}

fn link_libdevice<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    tm: &TargetMachine,
    path: &Path,
) -> R<()> {
    let lib = Module::parse_bitcode_from_path(path, ctx).map_err(|e| {
        PtxError::Toolchain(format!("cannot read libdevice {}: {e}", path.display()))
    })?;
    lib.set_triple(&tm.get_triple());
    lib.set_data_layout(&tm.get_target_data().get_data_layout());
    module
        .link_in_module(lib)
        .map_err(|e| PtxError::Llvm(format!("linking libdevice: {e}")))
}

struct KernelBuilder<'a, 'ctx> {
    u: Unit<'ctx, 'a>,
    nest: &'a ir::loops::Nest,
    np: &'a NestPlan,
    k: usize,
    checks: bool,
}

/// Builds one kernel's code.
struct K<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    b: Builder<'ctx>,
    f: FunctionValue<'ctx>,
    rec_bytes: u64,
}

impl<'a, 'ctx> KernelBuilder<'a, 'ctx> {
    fn body(&self, name: &str, spec: &BodySpec) -> R<FunctionValue<'ctx>> {
        device::body_function(
            self.u,
            self.nest,
            &format!("n{}_{name}", self.k),
            self.checks,
            spec,
            &self.np.record,
        )
        .map_err(PtxError::Codegen)
    }

    fn spec<'s>(&self, outer: Outer) -> BodySpec<'s> {
        BodySpec {
            outer,
            run_loop: true,
            run_post: false,
            slice: None,
            overrides: &[],
            load_a: &[],
            load_b: &[],
            store: &[],
            concurrent: false,
            reassoc: &[],
        }
    }

    /// What follows the loop, run once: the statements before it, the
    /// state from the records `rec_a` (`load_a`) and `rec_b` (`load_b`),
    /// then the statements after it.
    fn post(&self, load_a: &[VarId], load_b: &[VarId]) -> R<FunctionValue<'ctx>> {
        let mut spec = self.spec(Outer::Single);
        spec.run_loop = false;
        spec.run_post = true;
        spec.load_a = load_a;
        spec.load_b = load_b;
        self.body("body_post", &spec)
    }

    /// The folds' state before the loop (`pre`, so each fold's `z`) to
    /// `rec_out`.
    fn fold_init(&self, folds: &[VarId]) -> R<FunctionValue<'ctx>> {
        let mut spec = self.spec(Outer::Single);
        spec.run_loop = false;
        spec.store = folds;
        self.body("body_fold_init", &spec)
    }

    /// The combine of the folds' partial results.
    fn comb_folds(&self) -> R<FunctionValue<'ctx>> {
        let parts: Vec<Part> = self.np.folds.iter().cloned().map(Part::Update).collect();
        self.valid_combine("comb_folds", &parts)
    }

    /// `a := a ⊕ b` on records with validity flags: an invalid `b` changes
    /// nothing, an invalid `a` becomes `b`.
    fn valid_combine(&self, name: &str, parts: &[Part]) -> R<FunctionValue<'ctx>> {
        let inner = device::combine_function(
            self.u,
            &format!("n{}_{name}_inner", self.k),
            parts,
            &self.np.record,
        )
        .map_err(PtxError::Codegen)?;
        let f = self.u.module.add_function(
            &format!("n{}_{name}", self.k),
            combine_type(self.u.ctx),
            Some(Linkage::Internal),
        );
        let kk = K::new(self.u.ctx, self.u.module, f, self.np.record.bytes);
        let (a, b) = (kk.ptr_param(0), kk.ptr_param(1));
        let i64t = self.u.ctx.i64_type();
        let bv = cg(kk.b.build_load(i64t, b, "bv"))?.into_int_value();
        let av = cg(kk.b.build_load(i64t, a, "av"))?.into_int_value();
        let (ret, check_a, copy, both) = (
            kk.block("ret"),
            kk.block("check_a"),
            kk.block("copy"),
            kk.block("both"),
        );
        let b_off = cg(kk
            .b
            .build_int_compare(IntPredicate::EQ, bv, i64t.const_zero(), "b_off"))?;
        cg(kk.b.build_conditional_branch(b_off, ret, check_a))?;
        kk.b.position_at_end(check_a);
        let a_off = cg(kk
            .b
            .build_int_compare(IntPredicate::EQ, av, i64t.const_zero(), "a_off"))?;
        cg(kk.b.build_conditional_branch(a_off, copy, both))?;
        kk.b.position_at_end(copy);
        kk.copy_rec(a, b)?;
        cg(kk.b.build_unconditional_branch(ret))?;
        kk.b.position_at_end(both);
        cg(kk.b.build_call(inner, &[a.into(), b.into()], ""))?;
        cg(kk.b.build_unconditional_branch(ret))?;
        kk.b.position_at_end(ret);
        cg(kk.b.build_return(None))?;
        Ok(f)
    }

    fn kernel(&self, name: &str) -> K<'a, 'ctx> {
        // The body functions' parameters (`rec_a`, `rec_b`, `rec_out` as
        // `sa`, `sb`, `sc`), then the count.
        let mut params = table_params(self.u.ctx, 3);
        params.push(self.u.ctx.i64_type().into());
        let fty = self.u.ctx.void_type().fn_type(&params, false);
        let f = self.u.module.add_function(
            &format!("n{}_{name}", self.k),
            fty,
            Some(Linkage::External),
        );
        f.set_call_conventions(PTX_KERNEL);
        let md = self.u.ctx.metadata_node(&[
            BasicMetadataValueEnum::PointerValue(f.as_global_value().as_pointer_value()),
            self.u.ctx.metadata_string("kernel").into(),
            self.u.ctx.i32_type().const_int(1, false).into(),
        ]);
        let _ = self.u.module.add_global_metadata("nvvm.annotations", &md);
        K::new(self.u.ctx, self.u.module, f, self.np.record.bytes)
    }

    fn build(&mut self) -> R<Vec<FunctionValue<'ctx>>> {
        let np = self.np;
        let folds = np.fold_vars();
        let carried = np.carried_vars();
        let mut out = Vec::new();
        match &np.shape {
            Shape::Map | Shape::Scatter { .. } | Shape::Single(_) => {
                let mut spec = self.spec(np.outer());
                spec.run_post = true;
                spec.concurrent = matches!(np.shape, Shape::Scatter { .. });
                let body = self.body("body", &spec)?;
                let name = np.kernels[0]
                    .trim_start_matches(&format!("n{}_", self.k))
                    .to_string();
                let kk = self.kernel(&name);
                kk.call_body(body, [None, None, None])?;
                out.push(kk.finish()?);
            }
            Shape::Reduce { .. } => {
                let comb = self.comb_folds()?;
                let mut spec = self.spec(np.outer());
                spec.overrides = &np.fold_starts;
                spec.store = &folds;
                spec.reassoc = &folds;
                let part = self.body("body_part", &spec)?;
                let init = self.fold_init(&folds)?;
                let post = self.post(&folds, &[])?;
                // Each thread's partials, each block's, to sa[block].
                let kk = self.kernel("reduce");
                let mine = kk.smem_rec(kk.tid()?)?;
                kk.call_body(part, [None, None, Some(mine)])?;
                kk.block_reduce(comb)?;
                kk.block_record_to(6)?;
                out.push(kk.finish()?);
                // One block: the blocks' partials, then what follows the loop.
                let kk = self.kernel("final");
                kk.reduce_records(comb, kk.ptr_param(6))?;
                kk.if_thread0(|kk| {
                    let first = kk.smem_rec(kk.i64(0))?;
                    let z = kk.folds_from_z(init, comb, first)?;
                    kk.call_body(post, [Some(z), None, None])
                })?;
                out.push(kk.finish()?);
            }
            Shape::Scan => {
                let comb_c = self.valid_combine("comb_carried", &np.carried)?;
                let comb_f = self.comb_folds()?;
                let mut spec = self.spec(Outer::Chunk);
                spec.slice = Some(&np.slice);
                spec.overrides = &np.overrides;
                spec.store = &carried;
                let totals = self.body("body_totals", &spec)?;
                let mut spec = self.spec(Outer::Single);
                spec.run_loop = false;
                spec.store = &carried;
                let init = self.body("body_init", &spec)?;
                let mut spec = self.spec(Outer::Chunk);
                spec.overrides = &np.fold_starts;
                spec.load_a = &carried;
                spec.store = &folds;
                spec.reassoc = &folds;
                let apply = self.body("body_apply", &spec)?;
                let fold_init = self.fold_init(&folds)?;
                let post = self.post(&folds, &carried)?;

                // 1. Chunk totals: per thread to sb[gtid], per block to sa[block].
                let kk = self.kernel("totals");
                let mine = kk.smem_rec(kk.tid()?)?;
                kk.call_body(totals, [None, None, Some(mine)])?;
                let gtid = kk.gtid()?;
                let dst = kk.rec_at(kk.ptr_param(7), gtid)?;
                kk.copy_rec(dst, mine)?;
                kk.block_reduce(comb_c)?;
                kk.block_record_to(6)?;
                out.push(kk.finish()?);

                // 2. One block: sa[b] becomes the carry into block b (the
                // state before the loop combined with every earlier block),
                // sa[count] the state after the last block.
                let kk = self.kernel("carry");
                kk.carry(comb_c, init)?;
                out.push(kk.finish()?);

                // 3. Every chunk again from its carry; folds per block to sc.
                let kk = self.kernel("apply");
                kk.apply(comb_c, comb_f, apply, !folds.is_empty())?;
                out.push(kk.finish()?);

                // 4. One block: the folds, then what follows the loop.
                let kk = self.kernel("final");
                if folds.is_empty() {
                    kk.if_thread0(|kk| {
                        let count = kk.int_param(9);
                        let last = kk.rec_at(kk.ptr_param(6), count)?;
                        kk.call_body(post, [None, Some(last), None])
                    })?;
                } else {
                    kk.reduce_records(comb_f, kk.ptr_param(8))?;
                    kk.if_thread0(|kk| {
                        // sa holds count + 1 records here (see `carry`);
                        // `count` is the number of blocks.
                        let count = kk.int_param(9);
                        let last = kk.rec_at(kk.ptr_param(6), count)?;
                        let first = kk.smem_rec(kk.i64(0))?;
                        let z = kk.folds_from_z(fold_init, comb_f, first)?;
                        kk.call_body(post, [Some(z), Some(last), None])
                    })?;
                }
                out.push(kk.finish()?);
            }
            Shape::Segments(walk) => {
                let mut spec = self.spec(Outer::Single);
                spec.load_a = &walk.state;
                spec.store = &walk.state;
                let run = self.body("body_segments", &spec)?;
                let post = self.post(&walk.state, &[])?;
                // 1. Thread `c` < count: its run of segments, elements
                // `[sb[c], sb[c + 1])`, from the state in sa[c] (its first
                // segment's number); the state after it to sc[c].
                let kk = self.kernel("segments");
                kk.segment_runs(run)?;
                out.push(kk.finish()?);
                // 2. One thread: what follows the loop, from the last run's
                // state; nothing where a run failed (its state was not
                // stored, and the error stands, as on the CPU).
                let kk = self.kernel("post");
                kk.if_thread0(|kk| {
                    let i64t = kk.ctx.i64_type();
                    let code = cg(kk.b.build_load(i64t, kk.ptr_param(3), "code"))?.into_int_value();
                    let clean =
                        cg(kk
                            .b
                            .build_int_compare(IntPredicate::EQ, code, kk.i64(0), "clean"))?;
                    kk.when(clean, |kk| {
                        let count = kk.int_param(9);
                        let last = cg(kk.b.build_int_sub(count, kk.i64(1), "last"))?;
                        let last = kk.rec_at(kk.ptr_param(8), last)?;
                        kk.call_body(post, [Some(last), None, None])
                    })
                })?;
                out.push(kk.finish()?);
            }
        }
        Ok(out)
    }
}

impl<'a, 'ctx> K<'a, 'ctx> {
    fn new(
        ctx: &'ctx Context,
        module: &'a Module<'ctx>,
        f: FunctionValue<'ctx>,
        rec_bytes: u64,
    ) -> Self {
        let b = ctx.create_builder();
        let entry = ctx.append_basic_block(f, "entry");
        b.position_at_end(entry);
        K {
            ctx,
            module,
            b,
            f,
            rec_bytes,
        }
    }

    /// Ends the kernel; returns it.
    fn finish(&self) -> R<FunctionValue<'ctx>> {
        cg(self.b.build_return(None))?;
        Ok(self.f)
    }

    fn block(&self, name: &str) -> inkwell::basic_block::BasicBlock<'ctx> {
        self.ctx.append_basic_block(self.f, name)
    }

    fn i64(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v as u64, true)
    }

    fn ptr_param(&self, i: u32) -> PointerValue<'ctx> {
        self.f
            .get_nth_param(i)
            .expect("a parameter")
            .into_pointer_value()
    }

    fn int_param(&self, i: u32) -> IntValue<'ctx> {
        self.f
            .get_nth_param(i)
            .expect("a parameter")
            .into_int_value()
    }

    fn sreg(&self, name: &str) -> R<IntValue<'ctx>> {
        let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
        let f = Intrinsic::find(&full)
            .and_then(|i| i.get_declaration(self.module, &[]))
            .ok_or_else(|| PtxError::Codegen(format!("no intrinsic {full}")))?;
        let c = cg(self.b.build_call(f, &[], name))?;
        let v = match c.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => v.into_int_value(),
            _ => return Err(PtxError::Codegen("a void special register".into())),
        };
        cg(self.b.build_int_z_extend(v, self.ctx.i64_type(), name))
    }

    fn tid(&self) -> R<IntValue<'ctx>> {
        self.sreg("tid.x")
    }

    fn gtid(&self) -> R<IntValue<'ctx>> {
        let (t, n, c) = (
            self.sreg("tid.x")?,
            self.sreg("ntid.x")?,
            self.sreg("ctaid.x")?,
        );
        let base = cg(self.b.build_int_mul(c, n, "base"))?;
        cg(self.b.build_int_add(base, t, "gtid"))
    }

    fn barrier(&self) -> R<()> {
        let f = Intrinsic::find("llvm.nvvm.barrier0")
            .and_then(|i| i.get_declaration(self.module, &[]))
            .ok_or_else(|| PtxError::Codegen("no llvm.nvvm.barrier0".into()))?;
        cg(self.b.build_call(f, &[], ""))?;
        Ok(())
    }

    /// Record `i` of the array of records at `base`.
    fn rec_at(&self, base: PointerValue<'ctx>, i: IntValue<'ctx>) -> R<PointerValue<'ctx>> {
        let off = cg(self
            .b
            .build_int_mul(i, self.i64(self.rec_bytes as i64), "off"))?;
        unsafe {
            cg(self
                .b
                .build_in_bounds_gep(self.ctx.i8_type(), base, &[off], "rec"))
        }
    }

    /// Record `i` in shared memory, as a generic pointer.
    fn smem_rec(&self, i: IntValue<'ctx>) -> R<PointerValue<'ctx>> {
        let g = self
            .module
            .get_global(SMEM)
            .ok_or_else(|| PtxError::Codegen("no shared memory".into()))?
            .as_pointer_value();
        let at = self.rec_at(g, i)?;
        cg(self
            .b
            .build_address_space_cast(at, self.ctx.ptr_type(AddressSpace::default()), "grec"))
    }

    /// A variable of type `ty` in the thread's local memory (an alloca at
    /// the start of the entry block).
    fn local(&self, ty: impl BasicType<'ctx>, name: &str) -> R<PointerValue<'ctx>> {
        let here = self.b.get_insert_block().expect("positioned");
        let entry = self.f.get_first_basic_block().expect("an entry block");
        match entry.get_first_instruction() {
            Some(i) => self.b.position_before(&i),
            None => self.b.position_at_end(entry),
        }
        let p = cg(self.b.build_alloca(ty, name));
        self.b.position_at_end(here);
        p
    }

    /// A record in the thread's local memory.
    fn local_rec(&self, name: &str) -> R<PointerValue<'ctx>> {
        let ty = self.ctx.i64_type().array_type((self.rec_bytes / 8) as u32);
        self.local(ty, name)
    }

    fn copy_rec(&self, dst: PointerValue<'ctx>, src: PointerValue<'ctx>) -> R<()> {
        cg(self
            .b
            .build_memcpy(dst, 8, src, 8, self.i64(self.rec_bytes as i64)))?;
        Ok(())
    }

    /// A local record of the folds' `z` (from `init`) combined with the
    /// threads' partials `parts` (which start from neutral elements).
    fn folds_from_z(
        &self,
        init: FunctionValue<'ctx>,
        comb: FunctionValue<'ctx>,
        parts: PointerValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        let z = self.local_rec("z")?;
        self.set_invalid(z)?;
        self.call_body(init, [None, None, Some(z)])?;
        cg(self.b.build_call(comb, &[z.into(), parts.into()], ""))?;
        Ok(z)
    }

    fn set_invalid(&self, rec: PointerValue<'ctx>) -> R<()> {
        cg(self.b.build_store(rec, self.i64(0)))?;
        Ok(())
    }

    fn call_body(&self, body: FunctionValue<'ctx>, recs: [Option<PointerValue<'ctx>>; 3]) -> R<()> {
        self.call_body_over(body, None, recs)
    }

    /// Calls a body function on the kernel's tables, over the outermost
    /// loop's range `[lo, hi)` where given (else the kernel's own).
    fn call_body_over(
        &self,
        body: FunctionValue<'ctx>,
        range: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
        recs: [Option<PointerValue<'ctx>>; 3],
    ) -> R<()> {
        let null = self.ctx.ptr_type(AddressSpace::default()).const_null();
        let mut args: Vec<BasicMetadataValueEnum> = (0..6)
            .map(|i| self.f.get_nth_param(i).expect("a parameter").into())
            .collect();
        if let Some((lo, hi)) = range {
            args[4] = lo.into();
            args[5] = hi.into();
        }
        for r in recs {
            args.push(r.unwrap_or(null).into());
        }
        cg(self.b.build_call(body, &args, "status"))?;
        Ok(())
    }

    /// `for i in [lo, hi)`, with the body built by `f`.
    fn for_range(
        &self,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        f: impl FnOnce(&Self, IntValue<'ctx>) -> R<()>,
    ) -> R<()> {
        self.loop_while("for", lo, hi, f, |kk, i| {
            cg(kk.b.build_int_add(i, kk.i64(1), "next"))
        })
    }

    /// `for s = 1; s < blockDim; s *= 2`, with the body built by `f`: the
    /// steps of a tree over the block's threads.
    fn for_strides(&self, name: &str, f: impl FnOnce(&Self, IntValue<'ctx>) -> R<()>) -> R<()> {
        let n = self.sreg("ntid.x")?;
        self.loop_while(name, self.i64(1), n, f, |kk, s| {
            cg(kk.b.build_int_add(s, s, "two_s"))
        })
    }

    /// `for i = first; i < bound; i = next(i)`, with the body built by `f`.
    fn loop_while(
        &self,
        name: &str,
        first: IntValue<'ctx>,
        bound: IntValue<'ctx>,
        f: impl FnOnce(&Self, IntValue<'ctx>) -> R<()>,
        next: impl FnOnce(&Self, IntValue<'ctx>) -> R<IntValue<'ctx>>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let iv = self.local(i64t, name)?;
        cg(self.b.build_store(iv, first))?;
        let (head, body, exit) = (
            self.block(name),
            self.block(&format!("{name}_body")),
            self.block(&format!("{name}_exit")),
        );
        cg(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(head);
        let i = cg(self.b.build_load(i64t, iv, name))?.into_int_value();
        let more = cg(self
            .b
            .build_int_compare(IntPredicate::SLT, i, bound, "more"))?;
        cg(self.b.build_conditional_branch(more, body, exit))?;
        self.b.position_at_end(body);
        f(self, i)?;
        let i = cg(self.b.build_load(i64t, iv, name))?.into_int_value();
        cg(self.b.build_store(iv, next(self, i)?))?;
        cg(self.b.build_unconditional_branch(head))?;
        self.b.position_at_end(exit);
        Ok(())
    }

    /// Runs `f` when `cond` holds.
    fn when(&self, cond: IntValue<'ctx>, f: impl FnOnce(&Self) -> R<()>) -> R<()> {
        let (then, join) = (self.block("then"), self.block("join"));
        cg(self.b.build_conditional_branch(cond, then, join))?;
        self.b.position_at_end(then);
        f(self)?;
        cg(self.b.build_unconditional_branch(join))?;
        self.b.position_at_end(join);
        Ok(())
    }

    fn if_thread0(&self, f: impl FnOnce(&Self) -> R<()>) -> R<()> {
        let t = self.tid()?;
        let c = cg(self
            .b
            .build_int_compare(IntPredicate::EQ, t, self.i64(0), "t0"))?;
        self.when(c, f)
    }

    /// Thread 0 copies the block's combined record (shared record 0) to
    /// record `ctaid.x` of the scratch array at parameter `param`.
    fn block_record_to(&self, param: u32) -> R<()> {
        self.if_thread0(|kk| {
            let dst = kk.rec_at(kk.ptr_param(param), kk.sreg("ctaid.x")?)?;
            kk.copy_rec(dst, kk.smem_rec(kk.i64(0))?)
        })
    }

    /// The block's records in shared memory reduced in thread order into
    /// record 0 (a tree of `log2(blockDim)` steps, pairs of neighbours).
    fn block_reduce(&self, comb: FunctionValue<'ctx>) -> R<()> {
        let (t, n) = (self.tid()?, self.sreg("ntid.x")?);
        self.for_strides("tree", |kk, s| {
            kk.barrier()?;
            let two_s = cg(kk.b.build_int_add(s, s, "two_s"))?;
            let rem = cg(kk.b.build_int_unsigned_rem(t, two_s, "rem"))?;
            let aligned = cg(kk
                .b
                .build_int_compare(IntPredicate::EQ, rem, kk.i64(0), "aligned"))?;
            let partner = cg(kk.b.build_int_add(t, s, "partner"))?;
            let inside = cg(kk
                .b
                .build_int_compare(IntPredicate::SLT, partner, n, "inside"))?;
            let go = cg(kk.b.build_and(aligned, inside, "go"))?;
            kk.when(go, |kk| {
                let (a, b) = (kk.smem_rec(t)?, kk.smem_rec(partner)?);
                cg(kk.b.build_call(comb, &[a.into(), b.into()], ""))?;
                Ok(())
            })
        })?;
        self.barrier()
    }

    /// An inclusive scan, in thread order, of the block's records in shared
    /// memory (Hillis and Steele: `log2(blockDim)` steps).
    fn block_scan(&self, comb: FunctionValue<'ctx>) -> R<()> {
        let t = self.tid()?;
        let tmp = self.local_rec("tmp")?;
        self.barrier()?;
        self.for_strides("scan", |kk, s| {
            let takes = cg(kk.b.build_int_compare(IntPredicate::SGE, t, s, "takes"))?;
            kk.when(takes, |kk| {
                let from = cg(kk.b.build_int_sub(t, s, "from"))?;
                kk.copy_rec(tmp, kk.smem_rec(from)?)?;
                cg(kk
                    .b
                    .build_call(comb, &[tmp.into(), kk.smem_rec(t)?.into()], ""))?;
                Ok(())
            })?;
            kk.barrier()?;
            kk.when(takes, |kk| kk.copy_rec(kk.smem_rec(t)?, tmp))?;
            kk.barrier()
        })
    }

    /// Each thread combines its contiguous run `[j0, j1)` of the `count`
    /// records at `src` into its own shared record (from invalid); returns
    /// the run.
    fn combine_run(
        &self,
        comb: FunctionValue<'ctx>,
        src: PointerValue<'ctx>,
        count: IntValue<'ctx>,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let mine = self.smem_rec(self.tid()?)?;
        self.set_invalid(mine)?;
        let (j0, j1) = self.run_of(count)?;
        self.for_range(j0, j1, |kk, j| {
            let r = kk.rec_at(src, j)?;
            cg(kk.b.build_call(comb, &[mine.into(), r.into()], ""))?;
            Ok(())
        })?;
        Ok((j0, j1))
    }

    /// After a block scan: `acc := acc ⊕` the inclusive prefix of the
    /// threads before this one (nothing for thread 0).
    fn combine_earlier(&self, comb: FunctionValue<'ctx>, acc: PointerValue<'ctx>) -> R<()> {
        let t = self.tid()?;
        let after_first = cg(self
            .b
            .build_int_compare(IntPredicate::SGT, t, self.i64(0), "t_pos"))?;
        self.when(after_first, |kk| {
            let prev = cg(kk.b.build_int_sub(t, kk.i64(1), "prev"))?;
            cg(kk
                .b
                .build_call(comb, &[acc.into(), kk.smem_rec(prev)?.into()], ""))?;
            Ok(())
        })
    }

    /// Thread `t`'s contiguous run `[j0, j1)` of `count` items.
    fn run_of(&self, count: IntValue<'ctx>) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (t, n) = (self.tid()?, self.sreg("ntid.x")?);
        let n1 = cg(self.b.build_int_sub(n, self.i64(1), "n1"))?;
        let up = cg(self.b.build_int_add(count, n1, "up"))?;
        let per = cg(self.b.build_int_signed_div(up, n, "per"))?;
        let j0 = cg(self.b.build_int_mul(t, per, "j0"))?;
        let end = cg(self.b.build_int_add(j0, per, "end"))?;
        let c = cg(self.b.build_int_compare(IntPredicate::SLT, end, count, "c"))?;
        let j1 = cg(self.b.build_select(c, end, count, "j1"))?.into_int_value();
        Ok((j0, j1))
    }

    /// One block reduces the `count` records at `src` in order into shared
    /// record 0: each thread a contiguous run, then the tree.
    fn reduce_records(&self, comb: FunctionValue<'ctx>, src: PointerValue<'ctx>) -> R<()> {
        self.combine_run(comb, src, self.int_param(9))?;
        self.block_reduce(comb)
    }

    /// The carry kernel: one block scans the `count` block totals in `sa`
    /// (exclusive, from the state before the loop) in place, and writes
    /// the state after all blocks to `sa[count]`.
    fn carry(&self, comb: FunctionValue<'ctx>, init: FunctionValue<'ctx>) -> R<()> {
        let sa = self.ptr_param(6);
        let count = self.int_param(9);
        let (t, n) = (self.tid()?, self.sreg("ntid.x")?);
        let (j0, j1) = self.combine_run(comb, sa, count)?;
        self.block_scan(comb)?;
        let run = self.local_rec("run")?;
        self.set_invalid(run)?;
        self.call_body(init, [None, None, Some(run)])?;
        self.combine_earlier(comb, run)?;
        let tmp = self.local_rec("total")?;
        self.for_range(j0, j1, |kk, j| {
            let r = kk.rec_at(sa, j)?;
            kk.copy_rec(tmp, r)?;
            kk.copy_rec(r, run)?;
            cg(kk.b.build_call(comb, &[run.into(), tmp.into()], ""))?;
            Ok(())
        })?;
        let n1 = cg(self.b.build_int_sub(n, self.i64(1), "n1"))?;
        let last = cg(self.b.build_int_compare(IntPredicate::EQ, t, n1, "last"))?;
        self.when(last, |kk| kk.copy_rec(kk.rec_at(sa, count)?, run))
    }

    /// The segments kernel: thread `c` below `count` runs the elements
    /// `[sb[c], sb[c + 1])` (an `i64` table of `count + 1` bounds) from the
    /// state record sa[c], storing its state after them to sc[c].
    fn segment_runs(&self, run: FunctionValue<'ctx>) -> R<()> {
        let c = self.gtid()?;
        let count = self.int_param(9);
        let mine = cg(self
            .b
            .build_int_compare(IntPredicate::SLT, c, count, "mine"))?;
        self.when(mine, |kk| {
            let i64t = kk.ctx.i64_type();
            let bound = |at: IntValue<'ctx>, name: &str| -> R<IntValue<'ctx>> {
                let p =
                    unsafe { cg(kk.b.build_in_bounds_gep(i64t, kk.ptr_param(7), &[at], name)) }?;
                Ok(cg(kk.b.build_load(i64t, p, name))?.into_int_value())
            };
            let lo = bound(c, "lo")?;
            let next = cg(kk.b.build_int_add(c, kk.i64(1), "next"))?;
            let hi = bound(next, "hi")?;
            let (from, to) = (
                kk.rec_at(kk.ptr_param(6), c)?,
                kk.rec_at(kk.ptr_param(8), c)?,
            );
            kk.call_body_over(run, Some((lo, hi)), [Some(from), None, Some(to)])
        })
    }

    /// The apply kernel: each thread's carry is its block's (sa) combined
    /// with the totals of the block's earlier threads (sb); then the chunk
    /// runs from it, and the folds' partials reduce to sc[block].
    fn apply(
        &self,
        comb_c: FunctionValue<'ctx>,
        comb_f: FunctionValue<'ctx>,
        apply: FunctionValue<'ctx>,
        folds: bool,
    ) -> R<()> {
        let (sa, sb) = (self.ptr_param(6), self.ptr_param(7));
        let mine = self.smem_rec(self.tid()?)?;
        let gtid = self.gtid()?;
        self.copy_rec(mine, self.rec_at(sb, gtid)?)?;
        self.block_scan(comb_c)?;
        let carry = self.local_rec("carry")?;
        let block = self.sreg("ctaid.x")?;
        self.copy_rec(carry, self.rec_at(sa, block)?)?;
        self.combine_earlier(comb_c, carry)?;
        self.barrier()?;
        self.set_invalid(mine)?;
        self.call_body(apply, [Some(carry), None, Some(mine)])?;
        if folds {
            self.block_reduce(comb_f)?;
            self.block_record_to(8)?;
        }
        Ok(())
    }
}

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
//!
//! This module holds the generator's state ([`Gen`]: one function being
//! built), what it is for ([`Target`]), and its basics: the entry block,
//! LLVM types of the language's scalars, variables, the buffer and extent
//! tables, and run-time error checks. Nests and loops are in `nest`,
//! statements in `stmt`, loads and stores in `load_store`, expressions in `expr` and
//! `builtin`; division by invariants in `divide`.

use super::tuning::Tuning;
use crate::layout::{Layout, MAX_RANK};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::values::{CallSiteValue, InstructionValue, ValueKind};
use inkwell::AddressSpace;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Expr, LoopProgram, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::{Prim, ScalarType};
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

/// What every generated function is built in and from: the LLVM context
/// and module, the loop program, and where its arrays live.
#[derive(Clone, Copy)]
pub struct Unit<'ctx, 'a> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub p: &'a LoopProgram,
    pub layout: &'a Layout,
    pub tuning: Tuning,
}

/// `void (ptr a, ptr b)`: a combine function's type (`a := a ⊕ b`).
pub(crate) fn combine_type(ctx: &Context) -> FunctionType<'_> {
    let ptr = ctx.ptr_type(AddressSpace::default());
    ctx.void_type().fn_type(&[ptr.into(), ptr.into()], false)
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
    /// Per such divisor, its prepared words ([`super::divide`]), computed
    /// once where the divisor is defined (in allocas that `mem2reg` promotes).
    pub(super) recips: HashMap<VarId, DivisorSlots<'ctx>>,
    /// How this function divides and rounds ([`Tuning`]).
    pub(super) tuning: Tuning,
    /// While a stencil loop's interior is generated: its taps (the clamp
    /// expressions), whose clamps are left out (`stencil`).
    pub(super) interior: Option<Vec<ir::loops::Expr>>,
    /// Variables defined as a clamp of an index into `[0, extent - 1]`, with
    /// the extent: their range checks are `extent > 0`.
    pub(super) clamped: HashMap<VarId, ir::loops::Expr>,
    /// Extents the nest's shapes give as literals (`generate [h][w][7]`'s
    /// 7): constants, so that LLVM sees a short loop's trip count and
    /// unrolls it (the loop around it then vectorises).
    pub(super) literal_dims: HashMap<(ArrayId, usize), i64>,
    /// Extents the nest's shapes give as another array's extent (a fused
    /// map's `[dim(img, 0), dim(img, 1)]`), each to the extent it is at the
    /// end of such a chain: the same value, so that LLVM sees a clamp into
    /// one and a check against the other as one bound (a stencil's interior
    /// over a recomputed map then has no checks left, and vectorises).
    pub(super) same_dims: HashMap<(ArrayId, usize), (ArrayId, usize)>,
    /// The enclosing loops' indices, outermost first.
    pub(super) loop_vars: Vec<VarId>,
    /// Accumulators of folds (operator associative by the language): float
    /// operations updating them may be reassociated, so that LLVM
    /// vectorises the reduction.
    pub(super) fold_accs: HashSet<VarId>,
    /// While generating such an update.
    pub(super) reassoc: bool,
    /// A [`Mode::Scatter`] function: combines are atomic.
    pub(super) scatter: bool,
    /// A [`Mode::Scatter`], [`Mode::Private`] or [`Mode::Owned`] function:
    /// `permute`'s copies of its defaults are the driver's.
    pub(super) skip_copies: bool,
    /// A [`Mode::Owned`] function: the outermost loop runs its whole range,
    /// and combines only into the target positions its thread owns
    /// ([`super::owned`]).
    pub(super) owned: bool,
    /// A [`Mode::Owned`] function with `shared`: the loop's targets come
    /// from the buffer of its [`super::owned::ThreadShare`].
    pub(super) shared_targets: bool,
    /// A [`Mode::Targets`] function.
    pub(super) targets_only: bool,
    /// In a [`Mode::Owned`] function's outermost loop: the iterations whose
    /// stores it makes (from its partials pointer: the driver gives each
    /// thread the same share of the loop's range as of the target's
    /// positions).
    pub(super) owned_iterations: Option<(IntValue<'ctx>, IntValue<'ctx>)>,
    /// `(array, axis)` whose extent was checked against the loop over that
    /// axis before it started: accesses at that loop's index need no check.
    pub(super) guarded: HashSet<(ArrayId, usize)>,
    /// While the fast copy of a versioned loop is generated: the checks
    /// its test proved ([`super::versioning`]).
    pub(super) proved: Vec<Site>,
    /// The key folds of the loops being generated (`extremum`).
    pub(super) key_folds: Vec<ActiveKeyFold<'ctx>>,
    /// The element loads and stores, with their buffer slots, that
    /// [`super::scopes`] tags when the function is finished.
    pub(super) accesses: Vec<(InstructionValue<'ctx>, usize)>,
    /// The nest's `let`s, to prove indices in bounds by construction
    /// (`ir::loops::ranges`).
    pub(super) lets: ir::loops::ranges::Lets,
    /// While the body of a loop that LLVM is expected to vectorise is
    /// generated ([`Gen::may_vectorise`]): its prepared divisions use the
    /// instruction set's vector method, other code one scalar multiply.
    pub(super) vector_loop: bool,
    /// While the small-divisor version of such a loop is generated (every
    /// divisor it divides by at most 2^20 in magnitude, `divide`): its
    /// divisions are computed in `f64` lanes.
    pub(super) small_divisions: bool,
    /// Set just before a loop that needs hints to LLVM is generated (a
    /// tile's inner loop): [`Gen::counter_loop`] takes it and marks the
    /// loop's back edge with them.
    pub(super) loop_hint: Option<LoopHint>,
    /// While a tile's loops are generated: the transposed reads it takes
    /// from buffers it filled first ([`super::tile`]).
    pub(super) tile_reads: Vec<TileRead<'ctx>>,
    /// New arrays a [`super::Mode::Stream`] function may take to start at
    /// cache lines ([`super::stream`]).
    pub(super) line_aligned: HashSet<ArrayId>,
    pub(super) checks: bool,
    /// The CPU, or NVPTX ([`super::device`]).
    pub(super) target: Target,
}

impl<'ctx, 'a> Gen<'ctx, 'a> {
    /// A generator for `f`, positioned at the start of its body (after the
    /// entry block that [`Gen::finish_entry`] closes).
    fn new(
        u: Unit<'ctx, 'a>,
        f: FunctionValue<'ctx>,
        checks: bool,
        target: Target,
    ) -> Gen<'ctx, 'a> {
        let Unit {
            ctx,
            module,
            p,
            layout,
            tuning,
        } = u;
        let b = ctx.create_builder();
        let entry = ctx.append_basic_block(f, "entry");
        let body = ctx.append_basic_block(f, "body");
        b.position_at_end(body);
        Gen {
            divisors: HashSet::new(),
            recips: HashMap::new(),
            tuning,
            interior: None,
            clamped: HashMap::new(),
            literal_dims: HashMap::new(),
            same_dims: HashMap::new(),
            fold_accs: HashSet::new(),
            reassoc: false,
            scatter: false,
            skip_copies: false,
            owned: false,
            shared_targets: false,
            targets_only: false,
            owned_iterations: None,
            loop_vars: Vec::new(),
            guarded: HashSet::new(),
            proved: Vec::new(),
            key_folds: Vec::new(),
            accesses: Vec::new(),
            lets: Default::default(),
            vector_loop: false,
            small_divisions: false,
            loop_hint: None,
            tile_reads: Vec::new(),
            line_aligned: HashSet::new(),
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
            target,
        }
    }

    /// Adds the function `name` of type `ty` to the unit's module and a
    /// generator for it (see [`Gen::new`]).
    pub(super) fn start(
        u: Unit<'ctx, 'a>,
        name: &str,
        ty: FunctionType<'ctx>,
        linkage: Linkage,
        checks: bool,
        target: Target,
    ) -> Gen<'ctx, 'a> {
        let f = u.module.add_function(name, ty, Some(linkage));
        Gen::new(u, f, checks, target)
    }

    /// Returns `ret` (nothing for `None`) and closes the entry block: the
    /// finished function.
    pub(super) fn finish(mut self, ret: Option<&dyn BasicValue<'ctx>>) -> R<FunctionValue<'ctx>> {
        e(self.b.build_return(ret))?;
        self.finish_entry()?;
        if self.target == Target::Cpu {
            self.attach_scopes()?;
        }
        Ok(self.f)
    }

    /// Ends the entry block (allocas and table loads) with a jump to the body.
    fn finish_entry(&mut self) -> R<()> {
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
        let ty = self.value_type(&self.p.vars[v].ty);
        let name = self.p.vars[v].name.clone();
        let p = self.in_entry(|g| e(g.b.build_alloca(ty, &name)))?;
        self.vars.insert(v, p);
        Ok(p)
    }

    pub(super) fn dim(&mut self, a: ArrayId, axis: usize) -> R<IntValue<'ctx>> {
        if let Some(d) = self.dims.get(&(a, axis)) {
            return Ok(*d);
        }
        if let Some(k) = self.literal_dims.get(&(a, axis)) {
            return Ok(self.i64(*k));
        }
        if let Some(&(b, k)) = self.same_dims.get(&(a, axis)) {
            let d = self.dim(b, k)?;
            self.dims.insert((a, axis), d);
            return Ok(d);
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

    /// The extent `d` (array, axis) is the same value as, at the end of
    /// the nest's chain of equal extents (`same_dims`); `d` itself if none.
    pub(super) fn same_dim(&self, d: (ArrayId, usize)) -> (ArrayId, usize) {
        self.same_dims.get(&d).copied().unwrap_or(d)
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
            let buf = e(g.b.build_load(ptr, at, "buf"))?.into_pointer_value();
            if let Some(load) = buf.as_instruction() {
                g.line_aligned_base(a, load)?;
            }
            Ok(buf)
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
        for (k, v) in [self.i64(code.code()), self.i64(at.index() as i64), d1, d2]
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
}

pub(super) fn basic<'ctx>(c: CallSiteValue<'ctx>, what: &str) -> R<BasicValueEnum<'ctx>> {
    match c.try_as_basic_value() {
        ValueKind::Basic(v) => Ok(v),
        ValueKind::Instruction(_) => Err(what.to_string()),
    }
}

/// Where a prepared invariant divisor's words live in a nest function
/// (`i64` allocas; [`super::divide`] says which word is which).
pub(super) struct DivisorSlots<'ctx>(pub(super) Vec<PointerValue<'ctx>>);

/// A check the generator may leave out: of an index inside a versioned
/// region (`version`), while the region's test proved it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Site {
    /// Axis `axis` of an access to `array` at index `index` (as written).
    Axis(ArrayId, usize, Expr),
    /// A check statement's condition `(v >= 0) && (v < extent)`.
    Check(Expr),
}

/// A `max` or `min` fold of a float accumulator updated in a loop, run as
/// an integer reduction (`extremum`).
#[derive(Clone, Debug)]
pub(super) struct KeyFold {
    pub(super) acc: VarId,
    /// `fold1`'s flag: whether `acc` holds an element yet.
    pub(super) started: Option<VarId>,
    pub(super) max: bool,
    pub(super) prim: Prim,
    /// The element folded in.
    pub(super) x: Expr,
}

/// A key fold being generated: where its key lives.
#[derive(Clone, Debug)]
pub(super) struct ActiveKeyFold<'ctx> {
    pub(super) fold: KeyFold,
    pub(super) key: PointerValue<'ctx>,
}

/// A transposed read that the tile being generated takes from its buffer
/// ([`super::tile`]).
#[derive(Clone, Copy)]
pub(super) struct TileRead<'ctx> {
    /// The loaded variable.
    pub(super) var: VarId,
    pub(super) buf: PointerValue<'ctx>,
    pub(super) ty: BasicTypeEnum<'ctx>,
    /// The outer and inner loops' indices and the tile's first values.
    pub(super) i: VarId,
    pub(super) j: VarId,
    pub(super) ii: IntValue<'ctx>,
    pub(super) jj: IntValue<'ctx>,
    /// The tile's side: the buffer's row length.
    pub(super) side: i64,
}

/// Hints for LLVM on one loop (`llvm.loop` properties).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LoopHint {
    /// Not vectorised (`llvm.loop.vectorize.width 1`, as `#pragma clang
    /// loop vectorize(disable)` does), unrolled twice: a tile's inner loop
    /// with strided reads. Unrolled 4 times, the SLP vectorizer turns a
    /// tile's four strided loads into one gather where AVX-512 has them,
    /// and 8 times (LLVM's choice for Zen 4) ran as slowly (measurements:
    /// `docs/results/cpu-techniques.md`, "Transposes in tiles").
    Scalar,
    /// Vectorised without interleaving (`llvm.loop.interleave.count 1`):
    /// a tile's inner loop of at most a tile's side (16 or 64 iterations,
    /// a few vectors), which an interleaved vector body (4 vectors of 8
    /// lanes) would rarely or never enter.
    Short,
}

impl LoopHint {
    pub(super) fn properties(self) -> &'static [(&'static str, u64)] {
        match self {
            LoopHint::Scalar => &[
                ("llvm.loop.vectorize.width", 1),
                ("llvm.loop.unroll.count", 2),
            ],
            LoopHint::Short => &[("llvm.loop.interleave.count", 1)],
        }
    }
}

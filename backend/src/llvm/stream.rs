//! Streaming stores: a nest's element stores written past the caches
//! (non-temporal). An ordinary store to a line not in the cache first reads
//! the line from memory (write-allocate), so a nest that writes a new array
//! larger than the caches moves its bytes twice: `map (\x y -> a * x + y)`
//! reads three arrays' worth and writes one. A non-temporal store goes to
//! a write-combining buffer and on to memory whole, without the read.
//!
//! It is a second function of the nest ([`super::Mode::Stream`]), which the
//! CPU driver calls when the nest writes more than the last-level cache
//! holds (a smaller output is better left in the cache for the nest that
//! reads it next), and only with its new arrays starting at cache lines
//! (`cpu::LineAligned`) and each chunk starting at a multiple of
//! [`STREAM_ELEMENTS`]: the function tells LLVM both, so LLVM proves its
//! vector stores of whole lines aligned. Its stores are marked after
//! LLVM's optimisations: the loop vectoriser refuses a loop whose scalar
//! stores are non-temporal, and x86 has non-temporal vector stores only
//! for aligned addresses (an unaligned one is split into 8-byte stores,
//! which measured slower than ordinary stores where the loop computes
//! more than `saxpy`). So the aligned vector stores of the new arrays'
//! elements become non-temporal; the loop's remainder and any store LLVM
//! could not prove aligned stay ordinary.
//!
//! The element stores are the stores with an alias scope
//! ([`super::scopes`]): a nest writes only arrays it allocates, and its
//! other stores (error records, partial results) have none. Non-temporal
//! stores are ordered weakly, so the function fences them before it
//! returns, before the caller's release of the chunk publishes them.

use super::gen::{e, Gen, R};
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{FunctionValue, InstructionOpcode, InstructionValue};
use inkwell::{AtomicOrdering, IntPredicate};
use ir::graph::ArrayId;

/// The bytes of a cache line: where the new arrays of a streaming function
/// start (`cpu::LineAligned` places large blocks there).
pub const LINE: usize = 64;

/// A streaming function's chunks start at multiples of this many elements
/// of its outermost loop (a cache line of the narrowest element).
pub const STREAM_ELEMENTS: i64 = LINE as i64;

/// A nest streams its stores only if it computes at most this many
/// operations per element it stores ([`work_per_store`]): in a loop bound
/// by its arithmetic, non-temporal stores are slower than ordinary ones
/// (black_scholes counts 146; a C loop of AVX-512 FMAs storing two lines
/// per iteration gains at 8 FMAs per line, not at 32 or 128),
/// while loops that mostly move memory (normalise2's divisions, saxpy)
/// gain (measurements: `docs/results/cpu-techniques.md`, "Streaming
/// stores").
pub const STREAM_WORK: usize = 24;

/// What a library function ([`super::vmath::is_library`]) counts for in
/// [`work_per_store`].
const LIBRARY_WORK: usize = 20;

/// The operations a nest computes per element it stores, counted in its
/// loop IR (each operator, conversion and choice once, a library function
/// as [`LIBRARY_WORK`]; reads and variables free); `None` where the nest
/// stores nothing or has a `while` (whose iterations are not known).
pub fn work_per_store(nest: &ir::loops::Nest) -> Option<usize> {
    use ir::loops::{Expr, Stmt};
    let (mut work, mut stores, mut open) = (0, 0, false);
    nest.body.walk(&mut |s| {
        match s {
            Stmt::Store { .. } => stores += 1,
            Stmt::While { .. } => open = true,
            _ => {}
        }
        s.own_exprs(&mut |e| {
            e.walk(&mut |x| {
                work += match x {
                    Expr::Call(b, _) if super::vmath::is_library(*b) => LIBRARY_WORK,
                    Expr::Unary(..)
                    | Expr::Binary(..)
                    | Expr::If(..)
                    | Expr::Call(..)
                    | Expr::Convert(..) => 1,
                    _ => 0,
                }
            })
        });
    });
    (stores > 0 && !open).then(|| work / stores)
}

impl<'ctx> Gen<'ctx, '_> {
    /// What a streaming function may assume (the driver's promise): the
    /// new arrays `outputs` start at cache lines, and `lo` is a multiple of
    /// [`STREAM_ELEMENTS`].
    pub(super) fn promise_lines(&mut self, outputs: Vec<ArrayId>) -> R<()> {
        self.line_aligned = outputs.into_iter().collect();
        self.in_entry(|g| {
            let lo = g.param(4).into_int_value();
            let low = e(g.b.build_and(lo, g.i64(STREAM_ELEMENTS - 1), "low"))?;
            let whole =
                e(g.b.build_int_compare(IntPredicate::EQ, low, g.i64(0), "whole"))?;
            let assume = Intrinsic::find("llvm.assume")
                .and_then(|i| i.get_declaration(g.module, &[]))
                .ok_or("no llvm.assume")?;
            e(g.b.build_call(assume, &[whole.into()], ""))?;
            Ok(())
        })
    }

    /// Tags the load of array `a`'s base pointer as line-aligned where the
    /// function was promised so.
    pub(super) fn line_aligned_base(&self, a: ArrayId, load: InstructionValue<'ctx>) -> R<()> {
        if self.line_aligned.contains(&a) {
            let line = self.ctx.i64_type().const_int(LINE as u64, false);
            let align = self.ctx.metadata_node(&[line.into()]);
            e(load.set_metadata(align, self.ctx.get_kind_id("align")))?;
        }
        Ok(())
    }
}

/// Marks every aligned vector store of an element in `f` non-temporal and
/// fences them before each return: how many stores it marked.
pub fn stream_stores<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    f: FunctionValue<'ctx>,
) -> R<usize> {
    let (scope, nontemporal) = (
        ctx.get_kind_id("alias.scope"),
        ctx.get_kind_id("nontemporal"),
    );
    let one = ctx.metadata_node(&[ctx.i32_type().const_int(1, false).into()]);
    let b = ctx.create_builder();
    let mut marked = 0;
    for block in f.get_basic_block_iter() {
        for inst in block.get_instructions() {
            match inst.get_opcode() {
                InstructionOpcode::Store
                    if inst.get_metadata(scope).is_some() && aligned_vector(inst) =>
                {
                    e(inst.set_metadata(one, nontemporal))?;
                    marked += 1;
                }
                InstructionOpcode::Return => {
                    b.position_before(&inst);
                    fence(ctx, module, &b)?;
                }
                _ => {}
            }
        }
    }
    Ok(marked)
}

/// A fence that orders non-temporal stores before later ones: `sfence` on
/// x86 (a sequentially consistent fence may be a locked instruction there,
/// which the manuals do not promise for write-combined stores), a
/// sequentially consistent fence elsewhere.
fn fence<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
) -> R<()> {
    if cfg!(target_arch = "x86_64") {
        let name = "llvm.x86.sse.sfence";
        let sfence = module.get_function(name).unwrap_or_else(|| {
            module.add_function(name, ctx.void_type().fn_type(&[], false), None)
        });
        e(b.build_call(sfence, &[], ""))?;
    } else {
        e(b.build_fence(AtomicOrdering::SequentiallyConsistent, false, ""))?;
    }
    Ok(())
}

/// Whether `store` stores a vector at an address aligned to its size.
fn aligned_vector(store: InstructionValue<'_>) -> bool {
    let Some(inkwell::values::Operand::Value(value)) = store.get_operand(0) else {
        return false;
    };
    let BasicTypeEnum::VectorType(ty) = value.get_type() else {
        return false;
    };
    let lane_bits = match ty.get_element_type() {
        BasicTypeEnum::IntType(t) => t.get_bit_width(),
        BasicTypeEnum::FloatType(t) if t == t.get_context().f64_type() => 64,
        BasicTypeEnum::FloatType(t) if t == t.get_context().f32_type() => 32,
        _ => return false,
    };
    let bytes = u64::from(ty.get_size()) * u64::from(lane_bits) / 8;
    bytes >= 16 && store.get_alignment().is_ok_and(|a| u64::from(a) >= bytes)
}

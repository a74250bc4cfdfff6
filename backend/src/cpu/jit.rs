//! Compiling a nest for the host and JIT-compiling it: the host's target
//! machine, the LLVM module of one nest (its functions for the nest's
//! plan, from the shared generator), the optimisation pipeline (O3, or a
//! light one for very wide nests), and the addresses of the compiled
//! functions.

use super::cache::Addrs;
use super::cpu_program::{BackendError, CombineFn, NestFn, Reduction, ScanFns};
use crate::layout::Layout;
use crate::llvm::{self, Mode, Tuning, Unit};
use crate::plan::parallel;
use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::OptimizationLevel;
use ir::loops::{nests, LoopProgram, Nest, VarId};
use std::sync::OnceLock;

fn init_llvm() -> Result<(), BackendError> {
    static INIT: OnceLock<Result<(), String>> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_native(&InitializationConfig::default()))
        .clone()
        .map_err(BackendError::Llvm)
}

/// The LLVM target machine for the instruction set of `for_code` on this
/// CPU.
pub(super) fn host_machine(for_code: super::isa::Target) -> Result<TargetMachine, BackendError> {
    init_llvm()?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| BackendError::Llvm(e.to_string()))?;
    let (cpu, features) = match for_code.isa().llvm_cpu() {
        None => (
            TargetMachine::get_host_cpu_name().to_string(),
            TargetMachine::get_host_cpu_features().to_string(),
        ),
        Some(level) => (level.to_string(), String::new()),
    };
    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            OptimizationLevel::Aggressive,
            RelocMode::Default,
            CodeModel::JITDefault,
        )
        .ok_or_else(|| BackendError::Llvm("no target machine for the host".into()))
}

/// Above this many buffers (primitive leaves of the arrays it reads and
/// writes) a nest is optimised by [`WIDE_NEST_PASSES`], not O3, and its machine code is
/// selected without LLVM's instruction scheduler: O3's loop vectorizer
/// compares every pair of buffers for aliasing, and the scheduler every
/// pair of loads and stores in a block, both at a cost quadratic in them,
/// so a copy of a wide tuple took tens of seconds to compile (measurements:
/// `docs/results/cpu-techniques.md`, "Wide nests"). A nest that moves this
/// many arrays per element is bound by memory, not by arithmetic.
pub const WIDE_NEST_BUFFERS: usize = 128;

/// What a wide nest is optimised with: variables into registers, local
/// simplification; no loop passes (their alias analysis is what grows
/// quadratically).
const WIDE_NEST_PASSES: &str = "function(sroa,early-cse,instcombine,simplifycfg)";

/// The buffers a nest reads and writes: one per primitive leaf of each
/// array.
fn buffers(p: &LoopProgram, nest: &Nest) -> usize {
    nest.inputs
        .iter()
        .copied()
        .chain(nest.outputs())
        .map(|a| p.arrays[a].elem.leaves().len())
        .sum()
}

/// One nest to compile: the program it is in, where its arrays live, its
/// parallel analysis, and whether it checks bounds and errors.
#[derive(Clone, Copy)]
pub(super) struct NestJob<'a> {
    pub p: &'a LoopProgram,
    pub layout: &'a Layout,
    pub nest: &'a Nest,
    pub analysis: &'a parallel::Analysis,
    pub checks: bool,
    pub tuning: Tuning,
}

impl<'a> NestJob<'a> {
    /// The parallel analysis of each nest of `p`, in order (float folds
    /// in order under `tuning.strict_float`).
    pub fn analyse(program: &LoopProgram, tuning: Tuning) -> Vec<parallel::Analysis> {
        nests(&program.body)
            .into_iter()
            .map(|n| parallel::analyse_for(program, n, tuning.strict_float))
            .collect()
    }

    /// Each nest of `p` as a job, with its analysis from [`NestJob::analyse`].
    pub fn all(
        p: &'a LoopProgram,
        layout: &'a Layout,
        analyses: &'a [parallel::Analysis],
        checks: bool,
        tuning: Tuning,
    ) -> impl Iterator<Item = NestJob<'a>> {
        nests(&p.body)
            .into_iter()
            .zip(analyses)
            .map(move |(nest, analysis)| NestJob {
                p,
                layout,
                nest,
                analysis,
                checks,
                tuning,
            })
    }
}

/// The LLVM module of one nest (optimised when `optimise`): its functions
/// for `analysis.plan`.
pub(super) fn nest_module<'ctx>(
    ctx: &'ctx Context,
    job: NestJob<'_>,
    tm: &TargetMachine,
    optimise: bool,
) -> Result<Module<'ctx>, BackendError> {
    let NestJob {
        p,
        layout,
        nest,
        analysis,
        checks,
        tuning,
    } = job;
    let module = ctx.create_module(&format!("{}_{}", p.name, nest.cluster));
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let u = Unit {
        ctx,
        module: &module,
        p,
        layout,
        tuning,
    };
    let combine = |name: &str, updates: &[parallel::Update]| {
        llvm::combine_function(u, name, updates).map_err(BackendError::Codegen)
    };
    let accs = |us: &[parallel::Update]| -> Vec<VarId> { us.iter().map(|u| u.acc).collect() };
    let updates = &accs(&analysis.updates);
    // (name, mode, the nest it runs, the variables its partials carry)
    let mut functions = vec![("nest", Mode::Whole, nest, updates.clone())];
    match (analysis.plan, &analysis.scan) {
        (parallel::Plan::Reduce, _) => {
            functions.push(("nest_part", Mode::Part, nest, updates.clone()));
            let rest = analysis.rest.as_ref().ok_or_else(|| {
                BackendError::Codegen("a reduction without its neutral start".into())
            })?;
            functions.push(("nest_part_rest", Mode::Part, rest, updates.clone()));
            functions.push(("nest_post", Mode::Post, nest, updates.clone()));
            combine("nest_combine", &analysis.updates)?;
        }
        (parallel::Plan::Scatter, _) => {
            let rest = analysis.fission.as_ref().map_or(nest, |f| &f.rest);
            functions.push(("nest_scatter", Mode::Scatter, rest, updates.clone()));
            functions.push(("nest_private", Mode::Private, rest, updates.clone()));
        }
        (parallel::Plan::Owned, _) => {
            let owned = analysis
                .owned
                .as_ref()
                .ok_or_else(|| BackendError::Codegen("an owned scatter without its nest".into()))?;
            let thread = Mode::Owned { shared: false };
            functions.push(("nest_owned", thread, &owned.nest, updates.clone()));
            if owned.shared_targets {
                let shared = Mode::Owned { shared: true };
                functions.push(("nest_targets", Mode::Targets, &owned.nest, updates.clone()));
                functions.push(("nest_owned_shared", shared, &owned.nest, updates.clone()));
            }
        }
        (parallel::Plan::Scan, Some(sn)) => {
            let (all, carries) = (accs(&sn.accumulators()), sn.carries());
            let blocks = |resume| Mode::Blocks {
                carried: carries.len(),
                resume,
                atomic: sn.atomic,
            };
            functions.push(("nest_first", blocks(false), &sn.first, all.clone()));
            functions.push(("nest_rest", blocks(true), &sn.resume, all.clone()));
            functions.push(("nest_totals", Mode::Part, &sn.totals, accs(&carries)));
            functions.push(("nest_post", Mode::Post, &sn.resume, all));
            combine("nest_scan_combine", &carries)?;
            if !sn.folds.is_empty() {
                combine("nest_combine", &sn.folds)?;
            }
        }
        (parallel::Plan::Segments, _) => {
            let walk = analysis.segments.as_ref().ok_or_else(|| {
                BackendError::Codegen("a segmented walk without its state".into())
            })?;
            let blocks = Mode::Blocks {
                carried: walk.state.len(),
                resume: true,
                atomic: false,
            };
            functions.push(("nest_segments", blocks, nest, walk.state.clone()));
            functions.push(("nest_post", Mode::Post, nest, walk.state.clone()));
        }
        _ => {}
    }
    if let Some(f) = &analysis.fission {
        functions.push(("nest_stores", Mode::Whole, &f.stores, Vec::new()));
    }
    if streams(job) {
        functions.push((STREAM, Mode::Stream, nest, updates.clone()));
    }
    for (name, mode, nest, accs) in functions {
        llvm::nest_function(u, nest, name, checks, mode, &accs).map_err(BackendError::Codegen)?;
    }
    llvm::keep_vector_functions(&module);
    module
        .verify()
        .map_err(|e| BackendError::Codegen(format!("invalid LLVM IR: {e}")))?;
    target_the_host(ctx, &module, tm);
    if optimise {
        let pipeline = if buffers(p, nest) > WIDE_NEST_BUFFERS {
            WIDE_NEST_PASSES
        } else {
            "default<O3>"
        };
        module
            .run_passes(pipeline, tm, PassBuilderOptions::create())
            .map_err(|e| BackendError::Llvm(e.to_string()))?;
        if llvm::inlines_vector_functions(&module) {
            module
                .run_passes(INLINE_PASSES, tm, PassBuilderOptions::create())
                .map_err(|e| BackendError::Llvm(e.to_string()))?;
        }
    }
    if let Some(f) = module.get_function(STREAM) {
        let marked = llvm::stream_stores(ctx, &module, f).map_err(BackendError::Codegen)?;
        if marked == 0 {
            // SAFETY: nothing in the module calls the nest's functions.
            unsafe { f.delete() };
        }
    }
    Ok(module)
}

/// After the vectoriser: the vector math variants inlined into the loops
/// that call them, their constants hoisted.
const INLINE_PASSES: &str =
    "always-inline,function(instcombine,early-cse<memssa>,loop-mssa(licm),simplifycfg)";

/// The name of a nest's function with streaming stores.
const STREAM: &str = "nest_stream";

/// Whether the nest gets a function with streaming stores: it writes new
/// arrays in one call or in chunks of its range (a reduction's, scan's,
/// scatter's or compaction's writes are partial or scattered), computes
/// little per element it stores (`llvm::STREAM_WORK`), and is optimised as
/// usual (not a wide nest).
fn streams(job: NestJob<'_>) -> bool {
    job.tuning.streaming_stores
        && llvm::work_per_store(job.nest).is_some_and(|w| w <= llvm::STREAM_WORK)
        && matches!(
            job.analysis.plan,
            parallel::Plan::Sequential | parallel::Plan::Chunks
        )
        && !job.nest.outputs().is_empty()
        && buffers(job.p, job.nest) <= WIDE_NEST_BUFFERS
}

/// Marks every function with the host's CPU and features. The JIT builds
/// its own target machine for a generic x86-64 (no AVX), and instruction
/// selection follows these per-function attributes, not the optimiser's
/// target machine: without them the loops that O3 vectorised for AVX-512
/// were split into SSE2 instructions, and `i64`/`f64` conversions into
/// scalar sequences.
fn target_the_host<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, tm: &TargetMachine) {
    let cpu = tm.get_cpu().to_string();
    let features = tm.get_feature_string().to_string_lossy().into_owned();
    for f in module.get_functions() {
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let loc = inkwell::attributes::AttributeLoc::Function;
        f.add_attribute(loc, ctx.create_string_attribute("target-cpu", &cpu));
        f.add_attribute(
            loc,
            ctx.create_string_attribute("target-features", &features),
        );
    }
}

/// Compiles one nest (optimised) and JIT-compiles it: its functions'
/// addresses. The context, module and engine live as long as the process:
/// the cache hands out their code.
pub(super) fn jit_nest(job: NestJob<'_>, tm: &TargetMachine) -> Result<Addrs, BackendError> {
    let ctx: &'static Context = Box::leak(Box::new(Context::create()));
    let m = nest_module(ctx, job, tm, true)?;
    let has_stream = m.get_function(STREAM).is_some();
    let NestJob {
        p, nest, analysis, ..
    } = job;
    // A wide nest's one long block is scheduled in time quadratic
    // in its loads and stores: fast instruction selection instead.
    let level = if buffers(p, nest) > WIDE_NEST_BUFFERS {
        OptimizationLevel::None
    } else {
        OptimizationLevel::Aggressive
    };
    let ee: ExecutionEngine<'static> = m
        .create_jit_execution_engine(level)
        .map_err(|e| BackendError::Llvm(e.to_string()))?;
    let addr_of = |name: &str| -> Result<usize, BackendError> {
        ee.get_function_address(name)
            .map_err(|e| BackendError::Llvm(e.to_string()))
    };
    let whole = addr_of("nest")?;
    let stream = has_stream.then(|| addr_of(STREAM)).transpose()?;
    let scatter = match analysis.plan {
        parallel::Plan::Scatter => Some((addr_of("nest_scatter")?, addr_of("nest_private")?)),
        _ => None,
    };
    let owned = match analysis.plan {
        parallel::Plan::Owned => Some(addr_of("nest_owned")?),
        _ => None,
    };
    let shared = match (&analysis.owned, analysis.plan) {
        (Some(o), parallel::Plan::Owned) if o.shared_targets => {
            Some((addr_of("nest_targets")?, addr_of("nest_owned_shared")?))
        }
        _ => None,
    };
    let stores = match analysis.fission {
        Some(_) => Some(addr_of("nest_stores")?),
        None => None,
    };
    let as_nest = |a: usize| unsafe { std::mem::transmute::<usize, NestFn>(a) };
    let as_combine = |a: usize| unsafe { std::mem::transmute::<usize, CombineFn>(a) };
    let reduce = match analysis.plan {
        parallel::Plan::Reduce => Some(Reduction {
            part: as_nest(addr_of("nest_part")?),
            rest: as_nest(addr_of("nest_part_rest")?),
            combine: as_combine(addr_of("nest_combine")?),
            post: as_nest(addr_of("nest_post")?),
            accs: analysis.updates.len(),
        }),
        _ => None,
    };
    let scan = match &analysis.scan {
        Some(sn) if analysis.plan == parallel::Plan::Scan => Some(ScanFns {
            first: as_nest(addr_of("nest_first")?),
            rest: as_nest(addr_of("nest_rest")?),
            totals: as_nest(addr_of("nest_totals")?),
            scan_combine: as_combine(addr_of("nest_scan_combine")?),
            fold_combine: if sn.folds.is_empty() {
                None
            } else {
                Some(as_combine(addr_of("nest_combine")?))
            },
            post: as_nest(addr_of("nest_post")?),
            carries: sn.scans.len(),
            folds: sn.folds.len(),
            copies: sn.copies,
        }),
        _ => None,
    };
    let segments = match analysis.plan {
        parallel::Plan::Segments => Some((addr_of("nest_segments")?, addr_of("nest_post")?)),
        _ => None,
    };
    let addr = Addrs {
        whole,
        segments,
        reduce,
        scatter,
        owned,
        shared,
        stores,
        scan,
        stream,
    };
    std::mem::forget(ee);
    Ok(addr)
}

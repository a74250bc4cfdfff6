//! The CPU backend: every nest of a `LoopProgram` compiled by LLVM (O3,
//! vectorisation on, for the host CPU) and JIT-compiled in process; a small
//! driver runs the program: it evaluates shapes and array-level control flow
//! (with `crate::host`, shared with the PTX launcher), allocates manifest
//! arrays, and calls each nest's function, split into chunks across threads
//! where the nest allows it (the plans of [`crate::plan::parallel`]; scans
//! as chained blocks, [`chained`]). The code of each nest is the shared
//! generator's ([`crate::llvm`]).
//!
//! Compiled nests are cached by a hash of their loop IR ([`cache`]), so
//! running one program again, or another with an equal nest, does not
//! recompile.

pub mod chained;
mod driver;
mod program;

use crate::layout::Layout;
use crate::llvm::{self, Mode, Unit};
/// The plans a compiled nest runs by ([`CompiledNest::plan`]).
pub use crate::plan::parallel;
pub use driver::{recycle, run, CpuRun};
pub use ir::loops::nests;
pub use program::{
    CombineFn, CompiledNest, CpuOptions, CpuProgram, NestFn, Reduction, ScanFns, MAX_THREADS,
};

use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};
use inkwell::OptimizationLevel;
use ir::graph::ArrayId;
use ir::loops::{LoopProgram, Nest};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BackendError {
    #[error("LLVM: {0}")]
    Llvm(String),
    #[error("code generation: {0}")]
    Codegen(String),
}

/// Addresses of one nest's compiled functions (what the cache keeps).
#[derive(Clone, Copy)]
struct Addrs {
    whole: usize,
    reduce: Option<Reduction>,
    scatter: Option<usize>,
    scan: Option<ScanFns>,
}

fn init_llvm() -> Result<(), BackendError> {
    static INIT: OnceLock<Result<(), String>> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_native(&InitializationConfig::default()))
        .clone()
        .map_err(BackendError::Llvm)
}

fn host_machine() -> Result<TargetMachine, BackendError> {
    init_llvm()?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| BackendError::Llvm(e.to_string()))?;
    let cpu = TargetMachine::get_host_cpu_name().to_string();
    let features = TargetMachine::get_host_cpu_features().to_string();
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
/// pair of loads and stores in a block, both at a cost quadratic in them (a
/// copy of a 2000-wide tuple took 22 s to compile). A nest that moves this
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
        .map(|a| p.arrays[a.index()].elem.leaves().len())
        .sum()
}

/// The LLVM module of one nest (optimised when `optimise`): its functions
/// for `analysis.plan`.
#[allow(clippy::too_many_arguments)]
fn nest_module<'ctx>(
    ctx: &'ctx Context,
    p: &LoopProgram,
    layout: &Layout,
    nest: &Nest,
    analysis: &parallel::Analysis,
    checks: bool,
    tm: &TargetMachine,
    optimise: bool,
) -> Result<Module<'ctx>, BackendError> {
    let module = ctx.create_module(&format!("{}_{}", p.name, nest.cluster));
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let u = Unit {
        ctx,
        module: &module,
        p,
        layout,
    };
    let updates = &analysis.updates;
    let combine = |name: &str, updates: &[parallel::Update]| {
        llvm::combine_function(u, name, updates).map_err(BackendError::Codegen)
    };
    // (name, mode, the nest it runs, its accumulators)
    let mut functions = vec![("nest", Mode::Whole, nest, updates.clone())];
    match (analysis.plan, &analysis.scan) {
        (parallel::Plan::Reduce, _) => {
            functions.push(("nest_part", Mode::Part, nest, updates.clone()));
            let rest = analysis.rest.as_ref().ok_or_else(|| {
                BackendError::Codegen("a reduction without its neutral start".into())
            })?;
            functions.push(("nest_part_rest", Mode::Part, rest, updates.clone()));
            functions.push(("nest_post", Mode::Post, nest, updates.clone()));
            combine("nest_combine", updates)?;
        }
        (parallel::Plan::Scatter, _) => {
            functions.push(("nest_scatter", Mode::Scatter, nest, updates.clone()))
        }
        (parallel::Plan::Scan, Some(sn)) => {
            let (all, carries) = (sn.accumulators(), sn.carries());
            let blocks = |resume| Mode::Blocks {
                carried: carries.len(),
                resume,
            };
            functions.push(("nest_first", blocks(false), nest, all.clone()));
            functions.push(("nest_rest", blocks(true), &sn.resume, all.clone()));
            functions.push(("nest_totals", Mode::Part, &sn.totals, carries.clone()));
            functions.push(("nest_post", Mode::Post, &sn.resume, all));
            combine("nest_scan_combine", &carries)?;
            if !sn.folds.is_empty() {
                combine("nest_combine", &sn.folds)?;
            }
        }
        _ => {}
    }
    for (name, mode, nest, updates) in functions {
        llvm::nest_function(u, nest, name, checks, mode, &updates)
            .map_err(BackendError::Codegen)?;
    }
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
    }
    Ok(module)
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

/// The LLVM IR of every nest (optimised when `optimise`), for `--emit llvm`.
pub fn llvm_ir(p: &LoopProgram, checks: bool, optimise: bool) -> Result<String, BackendError> {
    let tm = host_machine()?;
    let layout = Layout::new(p);
    let mut out = String::new();
    for nest in nests(&p.body) {
        let ctx = Context::create();
        let analysis = parallel::analyse(p, nest);
        let m = nest_module(&ctx, p, &layout, nest, &analysis, checks, &tm, optimise)?;
        out.push_str(&format!("; cluster {}: {}\n", nest.cluster, nest.tree));
        out.push_str(&m.print_to_string().to_string());
        out.push('\n');
    }
    Ok(out)
}

/// The compile cache: a nest's function by the hash of what determines its
/// code. Engines are kept for the life of the process.
fn cache() -> &'static Mutex<HashMap<u64, Addrs>> {
    static CACHE: OnceLock<Mutex<HashMap<u64, Addrs>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn nest_key(p: &LoopProgram, layout: &Layout, nest: &Nest, checks: bool) -> u64 {
    let mut h = DefaultHasher::new();
    format!("{:?}", nest.body).hash(&mut h);
    // The types of its variables and arrays, and the buffer slots.
    let mut used = Vec::new();
    nest.body.stmts(&mut |ss| {
        for s in ss {
            s.exprs(&mut |e| {
                e.each_var(&mut |v| used.push(v));
            });
            used.extend(s.defines());
        }
    });
    used.sort();
    used.dedup();
    for v in used {
        format!("{:?}", p.vars[v.index()].ty).hash(&mut h);
    }
    for (i, a) in p.arrays.iter().enumerate() {
        format!("{:?}{}{}", a.elem, a.rank, layout.slot(ArrayId(i as u32))).hash(&mut h);
    }
    checks.hash(&mut h);
    h.finish()
}

/// Compiles every nest (or takes it from the cache).
pub fn compile(p: &LoopProgram, options: CpuOptions) -> Result<CpuProgram, BackendError> {
    let start = Instant::now();
    let layout = Layout::new(p);
    let mut compiled = Vec::new();
    let mut hits = 0;
    let mut tm = None;
    for nest in nests(&p.body) {
        let analysis = parallel::analyse(p, nest);
        let key = nest_key(p, &layout, nest, options.checks);
        let cached = cache().lock().expect("cache lock").get(&key).copied();
        let addr = match cached {
            Some(a) => {
                hits += 1;
                a
            }
            None => {
                if tm.is_none() {
                    tm = Some(host_machine()?);
                }
                let tm = tm.as_ref().expect("set above");
                // The context, module and engine live as long as the process:
                // the cache hands out their code.
                let ctx: &'static Context = Box::leak(Box::new(Context::create()));
                let m = nest_module(ctx, p, &layout, nest, &analysis, options.checks, tm, true)?;
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
                let scatter = match analysis.plan {
                    parallel::Plan::Scatter => Some(addr_of("nest_scatter")?),
                    _ => None,
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
                    }),
                    _ => None,
                };
                let addr = Addrs {
                    whole,
                    reduce,
                    scatter,
                    scan,
                };
                std::mem::forget(ee);
                cache().lock().expect("cache lock").insert(key, addr);
                addr
            }
        };
        let as_nest = |a: usize| unsafe { std::mem::transmute::<usize, NestFn>(a) };
        compiled.push(CompiledNest {
            f: as_nest(addr.whole),
            plan: analysis.plan,
            reduce: addr.reduce,
            scatter: addr.scatter.map(as_nest),
            scan: addr.scan,
        });
    }
    let elapsed = start.elapsed().as_secs_f64() * 1e3;
    let all_cached = hits == compiled.len();
    Ok(CpuProgram {
        program: p.clone(),
        layout,
        options,
        nests: compiled,
        compile_ms: if all_cached { 0.0 } else { elapsed },
        cache_hits: hits,
    })
}

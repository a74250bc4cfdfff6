//! The CPU backend: every nest of a `LoopProgram` compiled by LLVM (O3,
//! vectorisation on, for the host CPU) and JIT-compiled in process; a small
//! driver runs the program: it evaluates shapes and array-level control flow
//! (with `crate::host`, shared with the PTX launcher), allocates manifest
//! arrays, and calls each nest's function, split into chunks across threads
//! where the nest allows it (the plans of [`crate::plan::parallel`]; scans
//! as chained blocks, [`chained`]). The code of each nest is the shared
//! generator's ([`crate::llvm`]). The loop program it compiles is the one
//! `lower` made after the CPU's rewrites ([`rewrite`]), which the pass
//! manager runs as passes of the pipeline.
//!
//! The vector features it compiles for are those of the target in
//! [`CpuOptions`] ([`Target`]: the host's unless a smaller set is
//! asked for). Compiled nests ([`jit`]) are cached by a hash of their loop IR ([`cache`]), so
//! running one program again, or another with an equal nest, does not
//! recompile.

mod cache;
mod chained;
mod cpu_program;
mod driver;
mod isa;
mod jit;
mod memory;
mod pool;
pub mod rewrite;
mod window;

use crate::layout::Layout;
use crate::llvm::Tuning;
pub use chained::SCAN_BLOCK;
pub use cpu_program::{
    BackendError, CombineFn, CompiledNest, CpuOptions, CpuProgram, NestFn, Reduction, ScanFns,
    SegmentFns, MAX_THREADS,
};
pub use driver::{recycle, release_pool, run, run_streaming, CpuRun};
pub use ir::loops::nests;
pub use isa::{host_vendor, Isa, Target, Vendor};
pub use jit::WIDE_NEST_BUFFERS;
pub use memory::{caches, last_level_cache, prepare, Cache, FreshMemory, LineAligned};

use cache::{cache, nest_key};
use inkwell::context::Context;
use ir::loops::LoopProgram;
use jit::{host_machine, nest_module, NestJob};
use std::time::Instant;

/// The LLVM IR of every nest of `program` (optimised when `optimise`), for
/// `--emit llvm`. `program` is the one the CPU runs: after the rewrites of
/// [`rewrite::passes`].
pub fn llvm_ir(
    program: &LoopProgram,
    options: CpuOptions,
    optimise: bool,
) -> Result<String, BackendError> {
    let tm = host_machine(options.target)?;
    let layout = Layout::new(program);
    let mut out = String::new();
    let tuning = tuning(options);
    let analyses = NestJob::analyse(program, tuning);
    for job in NestJob::all(program, &layout, &analyses, options.checks, tuning) {
        let ctx = Context::create();
        let nest = job.nest;
        let m = nest_module(&ctx, job, &tm, optimise)?;
        out.push_str(&format!("; cluster {}: {}\n", nest.cluster, nest.tree));
        out.push_str(&m.print_to_string().to_string());
        out.push('\n');
    }
    Ok(out)
}

/// How nests are generated for `options` on the instruction set they are
/// compiled for.
fn tuning(options: CpuOptions) -> Tuning {
    Tuning {
        division: options.target.division(),
        strict_float: options.strict_float,
        versioned_loops: options.versioned_loops,
        integer_extrema: options.integer_extrema,
        vector_math: options.target.vector_math(),
        streaming_stores: options.stream_bytes.is_some(),
        reduced_wraps: options.reduced_wraps,
        owned_blocks: options.owned_blocks,
        float_round_trips: options.float_round_trips,
        f32_math_in_code: options.f32_math_in_code,
        tiles: options.tiles,
        tile_buffers: options.tile_buffers,
        wide_vectors: options.target.wide_vectors(),
        gather_divisions: options.target.gather_divisions(options.gather_divisions),
        wide_divisions: options.target.wide_divisions(options.wide_divisions),
        wide_division: options.target.wide_division(),
        small_divisors: options.small_divisors,
    }
}

/// Compiles every nest of `program` (or takes it from the cache).
/// `program` is the one the CPU runs: after the rewrites of
/// [`rewrite::passes`] (the pass manager runs them after `lower`).
pub fn compile(program: &LoopProgram, options: CpuOptions) -> Result<CpuProgram, BackendError> {
    let start = Instant::now();
    let layout = Layout::new(program);
    let mut compiled = Vec::new();
    let mut hits = 0;
    let mut tm = None;
    let tuning = tuning(options);
    let analyses = NestJob::analyse(program, tuning);
    for job in NestJob::all(program, &layout, &analyses, options.checks, tuning) {
        let key = nest_key(
            program,
            &layout,
            job.nest,
            options.checks,
            tuning,
            options.target,
        );
        let cached = cache().lock().expect("cache lock").get(&key).copied();
        let addr = match cached {
            Some(a) => {
                hits += 1;
                a
            }
            None => {
                if tm.is_none() {
                    tm = Some(host_machine(options.target)?);
                }
                let tm = tm.as_ref().expect("set above");
                let addr = jit::jit_nest(job, tm)?;
                cache().lock().expect("cache lock").insert(key, addr);
                addr
            }
        };
        let as_nest = |a: usize| unsafe { std::mem::transmute::<usize, NestFn>(a) };
        compiled.push(CompiledNest {
            f: as_nest(addr.whole),
            plan: job.analysis.plan,
            reduce: addr.reduce,
            scatter: addr.scatter.map(|(atomic, _)| as_nest(atomic)),
            private: addr.scatter.map(|(_, private)| as_nest(private)),
            owned: addr
                .owned
                .map(as_nest)
                .zip(job.analysis.owned.as_ref().map(|o| o.target)),
            shared_targets: addr.shared.map(|(t, o)| (as_nest(t), as_nest(o))),
            stores: addr.stores.map(as_nest),
            scan: addr.scan,
            stream: addr.stream.map(as_nest),
            segments: addr.segments.zip(job.analysis.segments.as_ref()).map(
                |((chunk, post), walk)| SegmentFns {
                    chunk: as_nest(chunk),
                    post: as_nest(post),
                    lengths: walk.lengths,
                    walks: walk.walks,
                    state: walk.state.len(),
                },
            ),
        });
    }
    let elapsed = start.elapsed().as_secs_f64() * 1e3;
    let all_cached = hits == compiled.len();
    let in_place = if options.in_place_defaults {
        crate::plan::in_place::defaults(program)
    } else {
        vec![Vec::new(); compiled.len()]
    };
    Ok(CpuProgram {
        program: program.clone(),
        layout,
        options,
        nests: compiled,
        in_place,
        compile_ms: if all_cached { 0.0 } else { elapsed },
        cache_hits: hits,
    })
}

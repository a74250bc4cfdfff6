//! `fuselab bench`: how fast the native CPU backend runs a program under
//! each fusion strategy, against the memory bandwidth of the machine and,
//! for a few suite programs, against fused loops written by hand in Rust.
//!
//! Per strategy the program is compiled once (and, for the reported compile
//! time, once more in a fresh `fuselab` process, [`crate::cold_compile`], so
//! that no nest comes from the process-global compile cache), then `--reps`
//! whole runs of [`backend::cpu::run`] are timed on the same seeded random
//! inputs, the strategies taking turns. Each run's outputs go back to the
//! backend's buffer pool ([`backend::cpu::recycle`]) and the hand loop
//! writes into its last result, so that the runs measure the loops rather
//! than the kernel faulting in fresh memory (`--fresh-outputs` times that
//! too). The bandwidth probe ([`crate::bench_probe`]) turns the bytes the
//! cost model counts into a lower bound on the run time. The hand-written
//! loops ([`crate::hand`]) are the benchmark's own, not the product's. A
//! benchmark, not a test: nothing here judges the times.

use crate::args::{BenchArgs, Format};
use crate::bench_probe::{llc_bytes, probe, Bandwidth};
use crate::bench_shared::{
    all_sizes, array_bytes, bytes_cell, cost_bytes, or_dash, strategy_names, Times,
};
use crate::cold_compile::{compile_only, ColdCompile, CompileTime};
use crate::{executors, exit, hand, program};
use anyhow::{anyhow, Result};
use backend::cpu::{self, CpuOptions, CpuProgram};
use std::fmt::Write;
use std::process::ExitCode;
use std::time::Instant;

/// The bandwidth probe's largest arrays (elements of f64).
const PROBE_MAX_ELEMS: usize = 1 << 26;

/// One strategy's figures.
#[derive(Debug, serde::Serialize)]
struct StrategyRow {
    strategy: String,
    nests: usize,
    compile: CompileTime,
    /// Wall clock of a whole `backend::cpu::run` (allocation, nests, result).
    run_ms: Times,
    /// Median time inside nest functions.
    nests_ms: f64,
    /// How each nest ran, with its median time (`c0 sequential 30.2 ms, c1
    /// chunks x2 41.0 ms`).
    passes: String,
    /// Median time of `none` over this strategy's median.
    speedup_vs_none: f64,
    /// Bytes the cost model counts at the sizes (elements read and written
    /// times their sizes); `None` (JSON `null`) when there is no such
    /// figure, and then neither are the three bound figures.
    bytes: Option<i128>,
    /// Why `bytes` is `None` (see [`cost_bytes`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    bytes_unknown: Option<String>,
    /// `bytes` at the triad bandwidth.
    bound_ms: Option<f64>,
    /// Median time over `bound_ms`.
    time_over_bound: Option<f64>,
    /// Median time inside nest functions over `bound_ms`.
    nests_over_bound: Option<f64>,
    /// Median of a whole run with the other checking setting (unchecked
    /// code when checks are on, checked code with `--unchecked`), timed in
    /// the same repetitions.
    other_checks_ms: f64,
}

/// The hand-written loop's figures.
#[derive(Debug, serde::Serialize)]
struct HandRow {
    name: String,
    /// What it does, in a few words.
    shape: &'static str,
    run_ms: Times,
    /// `ilp`'s median over the hand loop's (when `ilp` ran).
    ilp_over_hand: Option<f64>,
    /// The hand loop's median over the bound of `ilp`'s bytes.
    time_over_bound: Option<f64>,
}

#[derive(Debug, serde::Serialize)]
struct Report {
    program: String,
    entry: String,
    sizes: std::collections::BTreeMap<String, i64>,
    backend: &'static str,
    threads: usize,
    cores: usize,
    reps: u64,
    seed: u64,
    checks: bool,
    /// Every run had new output arrays (else each reused the last run's).
    fresh_outputs: bool,
    bandwidth: Bandwidth,
    strategies: Vec<StrategyRow>,
    /// Speed-up of each strategy over `none` (median over median).
    speedups: std::collections::BTreeMap<String, f64>,
    /// The hand-written fused loop, for normalise2, dotp and saxpy.
    hand: Option<HandRow>,
}

pub fn bench(args: &BenchArgs) -> Result<ExitCode> {
    if args.compile_only {
        return compile_only(args);
    }
    let loaded = program::load(&args.file)?;
    let def = program::entry(&loaded, args.entry.as_deref())?;
    let options = crate::pipeline::options(&loaded, def, &args.sizes, !args.no_simplify)?;
    let given = all_sizes(args, def)?;
    let registry = crate::pipeline::registry_with(&args.ilp.options());
    let names = strategy_names(args, &registry);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = if args.threads == 0 {
        cores
    } else {
        args.threads
    };
    let cpu_options = CpuOptions {
        checks: !args.unchecked,
        threads,
    };
    let inputs =
        interp::inputs::random_inputs(def, &given, args.seed).map_err(exit::input_error)?;
    let table = args.format == Format::Table;
    if table {
        eprintln!("bench: compiling {} strategies", names.len());
    }

    // Compile every strategy before timing anything.
    struct Prepared {
        name: String,
        compile: CompileTime,
        cp: CpuProgram,
        /// The same with the other checking setting.
        other: CpuProgram,
        bytes: std::result::Result<i128, String>,
    }
    let mut prepared = Vec::new();
    for name in &names {
        let strategy = registry.get(name).map_err(|e| exit::usage(e.to_string()))?;
        let start = Instant::now();
        let c = passes::manager::compile(&loaded.program, def, strategy, &options)?;
        let cp = cpu::compile(&c.loops, cpu_options).map_err(|e| {
            anyhow!(
                "the CPU backend failed to compile `{}` ({name}): {e}",
                def.name
            )
        })?;
        let wall = start.elapsed().as_secs_f64() * 1e3;
        let other_options = CpuOptions {
            checks: !cpu_options.checks,
            ..cpu_options
        };
        let other = cpu::compile(&c.loops, other_options).map_err(|e| {
            anyhow!(
                "the CPU backend failed to compile `{}` ({name}): {e}",
                def.name
            )
        })?;
        let passes_ms = crate::pipeline::passes_ms(&c);
        let compile = cold_compile(args, name).unwrap_or_else(|e| {
            eprintln!("bench: no cold compile for {name} ({e:#}); the figures are this process's");
            CompileTime {
                passes_ms,
                llvm_ms: cp.compile_ms,
                total_ms: passes_ms + cp.compile_ms,
                text_to_native_ms: wall,
                cache_hits: cp.cache_hits,
                cold: false,
            }
        });
        let bytes = cost_bytes(&c, name)?;
        prepared.push(Prepared {
            name: name.clone(),
            compile,
            cp,
            other,
            bytes,
        });
    }

    // The hand loop, when the program is one we have one for.
    let stem = args
        .file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    let hand_loop = hand::for_program(&stem).filter(|h| (h.fits)(def));

    // Timed runs, the strategies (and the hand loop) taking turns.
    let reps = args.reps as usize;
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(reps); prepared.len()];
    let mut other_samples: Vec<Vec<f64>> = vec![Vec::with_capacity(reps); prepared.len()];
    let mut in_nests: Vec<Vec<f64>> = vec![Vec::with_capacity(reps); prepared.len()];
    let mut passes_seen: Vec<Vec<(backend::plan::parallel::Plan, usize)>> =
        vec![Vec::new(); prepared.len()];
    let mut each_nest: Vec<Vec<Vec<f64>>> = vec![Vec::new(); prepared.len()];
    let mut hand_samples = Vec::with_capacity(reps);
    let mut hand_spare: Vec<ir::Buffer> = Vec::new();
    let mut largest = inputs.iter().map(array_bytes).max().unwrap_or(0);
    for rep in 0..reps {
        if table {
            eprintln!("bench: run {} of {reps}", rep + 1);
        }
        for (k, p) in prepared.iter().enumerate() {
            let start = Instant::now();
            let r = cpu::run(&p.cp, &inputs)
                .map_err(|e| crate::pipeline::stopped_fused(&loaded, def, &inputs, e))?;
            samples[k].push(start.elapsed().as_secs_f64() * 1e3);
            in_nests[k].push(r.run_ms);
            each_nest[k].push(r.nest_ms.clone());
            if rep == 0 {
                passes_seen[k] = r.passes.clone();
                for a in r.value.arrays() {
                    largest = largest.max(array_bytes(a));
                }
            }
            if args.fresh_outputs {
                drop(r);
            } else {
                cpu::recycle(r.value);
            }
            let start = Instant::now();
            let r = cpu::run(&p.other, &inputs)
                .map_err(|e| crate::pipeline::stopped_fused(&loaded, def, &inputs, e))?;
            other_samples[k].push(start.elapsed().as_secs_f64() * 1e3);
            if !args.fresh_outputs {
                cpu::recycle(r.value);
            }
        }
        if let Some(h) = &hand_loop {
            let start = Instant::now();
            let v = (h.run)(&inputs, threads, std::mem::take(&mut hand_spare))
                .map_err(|e| anyhow!("the hand loop failed: {e}"))?;
            hand_samples.push(start.elapsed().as_secs_f64() * 1e3);
            if !args.fresh_outputs {
                hand_spare = hand::into_buffers(v);
            }
        }
    }

    // The bandwidth probe: at least 4x the last-level cache and as big as
    // the benchmark's largest array, at most PROBE_MAX_ELEMS.
    let llc = llc_bytes();
    let elems = (4 * llc / 8).max(largest / 8).clamp(1, PROBE_MAX_ELEMS);
    if table {
        eprintln!("bench: bandwidth probe, {elems} f64 elements per array");
    }
    let bw = probe(elems, threads, reps, llc);

    let bytes_per_ms = bw.triad_gbs * 1e6;
    let none_median = Times::of(&samples[0]).median;
    let mut rows = Vec::new();
    for (k, p) in prepared.into_iter().enumerate() {
        let t = Times::of(&samples[k]);
        let bound_ms = p.bytes.as_ref().ok().map(|&b| b as f64 / bytes_per_ms);
        let nests_ms = Times::of(&in_nests[k]).median;
        rows.push(StrategyRow {
            strategy: p.name,
            nests: p.cp.nests.len(),
            compile: p.compile,
            run_ms: t,
            nests_ms,
            passes: executors::passes_text(
                &p.cp.program,
                &passes_seen[k],
                &per_nest(&each_nest[k]),
            ),
            speedup_vs_none: none_median / t.median,
            bytes: p.bytes.as_ref().ok().copied(),
            bytes_unknown: p.bytes.err(),
            bound_ms,
            time_over_bound: bound_ms.map(|b| t.median / b),
            nests_over_bound: bound_ms.map(|b| nests_ms / b),
            other_checks_ms: Times::of(&other_samples[k]).median,
        });
    }
    let ilp = rows.iter().find(|r| r.strategy == "ilp");
    let hand = hand_loop.map(|h| {
        let t = Times::of(&hand_samples);
        HandRow {
            name: h.name.to_string(),
            shape: h.shape,
            run_ms: t,
            ilp_over_hand: ilp.map(|r| r.run_ms.median / t.median),
            time_over_bound: ilp.and_then(|r| Some(t.median / r.bound_ms?)),
        }
    });
    let report = Report {
        program: loaded.file.name.clone(),
        entry: def.name.to_string(),
        sizes: given.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        backend: "cpu",
        threads,
        cores,
        reps: args.reps,
        seed: args.seed,
        checks: !args.unchecked,
        fresh_outputs: args.fresh_outputs,
        bandwidth: bw,
        speedups: rows
            .iter()
            .map(|r| (r.strategy.clone(), r.speedup_vs_none))
            .collect(),
        strategies: rows,
        hand,
    };
    match args.format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("the report serialises")
        ),
        Format::Table => print!("{}", render(&report)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `1 thread`, `2 threads`.
fn threads(n: usize) -> String {
    format!("{n} thread{}", if n == 1 { "" } else { "s" })
}

/// The report as text: a header, the bandwidth, the table, the hand loop.
fn render(r: &Report) -> String {
    let mut s = String::new();
    let sizes: Vec<String> = r.sizes.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let _ = writeln!(
        s,
        "bench {} ({}) at {}: cpu backend, {} ({} cores), checks {}, seed {}, median of {} run(s), {}",
        r.entry,
        r.program,
        if sizes.is_empty() {
            "no sizes".to_string()
        } else {
            sizes.join(", ")
        },
        threads(r.threads),
        r.cores,
        if r.checks { "on" } else { "off" },
        r.seed,
        r.reps,
        if r.fresh_outputs {
            "new output arrays every run"
        } else {
            "output arrays reused from run to run"
        }
    );
    let b = &r.bandwidth;
    let _ = writeln!(
        s,
        "bandwidth ({}, {} f64 per array, LLC {} MiB): copy {:.1} GB/s, triad {:.1} GB/s (bytes read + written; the bound uses triad)",
        threads(b.threads),
        b.elements,
        b.llc_bytes >> 20,
        b.copy_gbs,
        b.triad_gbs
    );
    let mut t = crate::table::Table::new(&[
        "strategy",
        "nests",
        "compile ms",
        "median ms",
        "min ms",
        "max ms",
        "in nests ms",
        "speed-up",
        "bytes",
        "bound ms",
        "time/bound",
        "nests/bound",
        if r.checks {
            "unchecked ms"
        } else {
            "checked ms"
        },
        "passes",
    ]);
    for row in &r.strategies {
        let c = &row.compile;
        t.row(vec![
            row.strategy.clone(),
            row.nests.to_string(),
            format!(
                "{:.1} ({:.1} + {:.1}){}",
                c.total_ms,
                c.passes_ms,
                c.llvm_ms,
                if c.cold { "" } else { " warm" }
            ),
            format!("{:.1}", row.run_ms.median),
            format!("{:.1}", row.run_ms.min),
            format!("{:.1}", row.run_ms.max),
            format!("{:.1}", row.nests_ms),
            format!("{:.2}x", row.speedup_vs_none),
            bytes_cell(row.bytes, &row.bytes_unknown),
            or_dash(row.bound_ms, 1),
            or_dash(row.time_over_bound, 2),
            or_dash(row.nests_over_bound, 2),
            format!("{:.1}", row.other_checks_ms),
            row.passes.clone(),
        ]);
    }
    s.push_str(&t.render(""));
    let _ = writeln!(
        s,
        "(compile: passes + LLVM, each strategy cold in a fresh process; times: a whole run of backend::cpu::run; in nests: the part inside nest functions; speed-up: over none, median/median; bound: the cost model's bytes at the triad bandwidth; {}: the median whole run of the same code compiled {} the bounds and division checks, in the same repetitions)",
        if r.checks { "unchecked ms" } else { "checked ms" },
        if r.checks { "without" } else { "with" }
    );
    if let Some(ilp) = r.strategies.iter().find(|x| x.strategy == "ilp") {
        let _ = writeln!(
            s,
            "compile {} (ilp), text to native: {:.1} ms",
            r.entry, ilp.compile.text_to_native_ms
        );
    }
    if let Some(h) = &r.hand {
        let _ = write!(
            s,
            "hand-fused Rust loop ({}, {}): median {:.1} ms (min {:.1}, max {:.1})",
            h.name, h.shape, h.run_ms.median, h.run_ms.min, h.run_ms.max
        );
        if let (Some(ratio), Some(over)) = (h.ilp_over_hand, h.time_over_bound) {
            let _ = write!(s, "; ilp / hand = {ratio:.2}; hand / bound = {over:.2}");
        }
        s.push('\n');
    }
    s
}

/// Compiles strategy `name` in a fresh `fuselab` process and reads back its
/// compile time.
fn cold_compile(args: &BenchArgs, name: &str) -> Result<CompileTime> {
    let how = ColdCompile {
        file: &args.file,
        sizes: &args.sizes,
        entry: args.entry.as_deref(),
        unchecked: args.unchecked,
        no_simplify: args.no_simplify,
        ilp: &args.ilp,
    };
    how.run(name)
}

/// The median time of each nest over the runs (runs that executed a
/// different number of nests are left out).
fn per_nest(runs: &[Vec<f64>]) -> Vec<f64> {
    let Some(first) = runs.first() else {
        return Vec::new();
    };
    (0..first.len())
        .map(|i| {
            let xs: Vec<f64> = runs
                .iter()
                .filter(|r| r.len() == first.len())
                .map(|r| r[i])
                .collect();
            Times::of(&xs).median
        })
        .collect()
}

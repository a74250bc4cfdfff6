//! `fuselab bench`: how fast the native CPU backend runs a program under
//! each fusion strategy, against the memory bandwidth of the machine and,
//! for a few suite programs, against fused loops written by hand in Rust.
//!
//! Per strategy the program is compiled once (and, for the reported compile
//! time, once more in a fresh `fuselab` process, so that no nest comes from
//! the process-global compile cache), then `--reps` whole runs of
//! [`backend::cpu::run`] are timed on the same seeded random inputs, the
//! strategies taking turns. Each run's outputs go back to the backend's
//! buffer pool ([`backend::cpu::recycle`]) and the hand loop writes into its
//! last result, so that the runs measure the loops rather than the kernel
//! faulting in fresh memory (`--fresh-outputs` times that too). The bandwidth probe ([`probe`]) times
//! STREAM-style copy and triad loops; the triad bandwidth turns the bytes the
//! cost model counts into a lower bound on the run time. The hand-written
//! loops ([`hand`]) are the benchmark's own, not the product's. A benchmark,
//! not a test: nothing here judges the times.

use crate::args::{BenchArgs, Format, IlpArgs};
use crate::program;
use crate::{executors, exit};
use anyhow::{anyhow, Context, Result};
use backend::cpu::{self, CpuOptions, CpuProgram};
use interp::inputs::Sizes;
use ir::{Array, Def};
use passes::manager::Registry;
use std::fmt::Write;
use std::process::ExitCode;
use std::time::Instant;

/// The bandwidth probe's largest arrays (elements of f64).
const PROBE_MAX_ELEMS: usize = 1 << 26;
/// The last-level cache when the system does not say.
const DEFAULT_LLC_BYTES: usize = 32 << 20;

/// Median, min and max of some times (milliseconds); the experiments'
/// metrics record the same.
pub use reports::experiment::Times;

/// The compile time of one strategy's program.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct CompileTime {
    /// The passes of the pass manager (their own time, without verification).
    pub passes_ms: f64,
    /// The CPU backend: LLVM IR, optimisation, machine code.
    pub llvm_ms: f64,
    /// `passes_ms + llvm_ms`.
    pub total_ms: f64,
    /// Wall clock from reading the file to native code: parsing and
    /// checking, every pass with its verification, LLVM.
    pub text_to_native_ms: f64,
    /// Nests the backend found in its compile cache.
    pub cache_hits: usize,
    /// Measured in a fresh process (no cached nest, LLVM initialised
    /// anew); `false` when that process could not be run and the figures
    /// are this process's.
    #[serde(default)]
    pub cold: bool,
}

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

/// The bandwidth probe's figures.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Bandwidth {
    /// f64 elements per array.
    pub elements: usize,
    pub llc_bytes: usize,
    pub threads: usize,
    /// `a[i] = b[i]`, 16 bytes per element, best of `--reps`.
    pub copy_gbs: f64,
    /// `a[i] = b[i] + s * c[i]`, 24 bytes per element, best of `--reps`.
    pub triad_gbs: f64,
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
    let mut passes_seen: Vec<Vec<(cpu::parallel::Plan, usize)>> = vec![Vec::new(); prepared.len()];
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

/// The sizes of `--size`: a benchmark needs every size of `def`.
pub fn all_sizes(args: &BenchArgs, def: &Def) -> Result<Sizes> {
    let given = crate::pipeline::given_sizes(&args.sizes)?;
    let missing: Vec<String> = crate::pipeline::size_names(def)
        .into_iter()
        .filter(|n| !given.contains_key(n.as_str()))
        .collect();
    if !missing.is_empty() {
        let flags: Vec<String> = missing.iter().map(|n| format!("--size {n}=...")).collect();
        return Err(exit::usage(format!(
            "bench needs a value for every size of `{}`: missing {}",
            def.name,
            flags.join(", ")
        )));
    }
    Ok(given)
}

/// The strategies a benchmark compares: those of `--strategies` (each
/// once), else every one but `exhaustive`; `none` first when not named
/// (the speed-ups are over it).
pub fn strategy_names(args: &BenchArgs, registry: &Registry) -> Vec<String> {
    let mut names: Vec<String> = if args.strategies.is_empty() {
        crate::pipeline::default_strategies(registry)
    } else {
        let mut v: Vec<String> = Vec::new();
        for s in &args.strategies {
            if !v.contains(s) {
                v.push(s.clone());
            }
        }
        v
    };
    if !names.iter().any(|n| n == "none") {
        names.insert(0, "none".into());
    }
    names
}

/// The bytes the cost model counts for a compiled strategy, or why there is
/// no such figure: it depends on extents or iteration counts known only when
/// the program runs (symbols such as `#it(loop)`, which the formulas then
/// take as 2^20: no bound), or it is beyond `i128`.
pub fn cost_bytes(
    c: &passes::manager::Compiled,
    name: &str,
) -> Result<std::result::Result<i128, String>> {
    let cost = c
        .metrics
        .cost
        .as_ref()
        .ok_or_else(|| anyhow!("internal error: `{name}` left no cost"))?;
    let unknown: Vec<&str> = c
        .metrics
        .sizes
        .keys()
        .filter(|k| k.starts_with('#'))
        .map(String::as_str)
        .collect();
    Ok(if !unknown.is_empty() {
        Err(format!(
            "unknown ({} known only at run time)",
            unknown.join(", ")
        ))
    } else {
        cost.bytes
            .ok_or_else(|| reports::summary::OVERFLOW.to_string())
    })
}

/// A figure with `digits` decimals, or `-` when there is none.
pub fn or_dash(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".to_string(), |x| format!("{x:.digits$}"))
}

/// The bytes column: the figure, or why there is none.
pub fn bytes_cell(bytes: Option<i128>, unknown: &Option<String>) -> String {
    match (bytes, unknown) {
        (Some(b), _) => b.to_string(),
        (None, Some(why)) => why.clone(),
        (None, None) => "-".to_string(),
    }
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

/// `--compile-only`: compiles the one strategy of `--strategies` from the
/// text and prints its [`CompileTime`] as JSON.
fn compile_only(args: &BenchArgs) -> Result<ExitCode> {
    let [name] = args.strategies.as_slice() else {
        return Err(exit::usage("--compile-only takes exactly one strategy"));
    };
    let start = Instant::now();
    let loaded = program::load(&args.file)?;
    let def = program::entry(&loaded, args.entry.as_deref())?;
    let options = crate::pipeline::options(&loaded, def, &args.sizes, !args.no_simplify)?;
    let registry = crate::pipeline::registry_with(&args.ilp.options());
    let strategy = registry.get(name).map_err(|e| exit::usage(e.to_string()))?;
    let c = passes::manager::compile(&loaded.program, def, strategy, &options)?;
    let cp = cpu::compile(
        &c.loops,
        CpuOptions {
            checks: !args.unchecked,
            threads: args.threads,
        },
    )
    .map_err(|e| anyhow!("the CPU backend failed to compile `{}`: {e}", def.name))?;
    let wall = start.elapsed().as_secs_f64() * 1e3;
    let passes_ms = crate::pipeline::passes_ms(&c);
    let t = CompileTime {
        passes_ms,
        llvm_ms: cp.compile_ms,
        total_ms: passes_ms + cp.compile_ms,
        text_to_native_ms: wall,
        cache_hits: cp.cache_hits,
        cold: true,
    };
    println!("{}", serde_json::to_string(&t).expect("serialises"));
    Ok(ExitCode::SUCCESS)
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

/// What a fresh process compiles (`bench --compile-only`).
pub struct ColdCompile<'a> {
    pub file: &'a std::path::Path,
    pub sizes: &'a [(String, i64)],
    pub entry: Option<&'a str>,
    pub unchecked: bool,
    pub no_simplify: bool,
    pub ilp: &'a IlpArgs,
}

impl ColdCompile<'_> {
    /// Compiles strategy `name` in a fresh `fuselab` process (no nest from
    /// the compile cache) and reads back its compile time.
    pub fn run(&self, name: &str) -> Result<CompileTime> {
        let exe = std::env::current_exe().context("no path to this program")?;
        // When a build replaces the binary while it runs, Linux names the
        // running file `... (deleted)`: take the one now at its path.
        let exe = match exe.to_str().and_then(|p| p.strip_suffix(" (deleted)")) {
            Some(p) => std::path::PathBuf::from(p),
            None => exe,
        };
        let mut cmd = std::process::Command::new(exe);
        cmd.arg("bench").arg(self.file);
        for (k, v) in self.sizes {
            cmd.arg("--size").arg(format!("{k}={v}"));
        }
        cmd.args(["--strategies", name, "--compile-only"]);
        if let Some(e) = self.entry {
            cmd.args(["--entry", e]);
        }
        if self.unchecked {
            cmd.arg("--unchecked");
        }
        if self.no_simplify {
            cmd.arg("--no-simplify");
        }
        cmd.args(["--objective", &self.ilp.objective]);
        if let Some(t) = self.ilp.ilp_time_limit {
            cmd.args(["--ilp-time-limit", &t.to_string()]);
        }
        if self.ilp.no_presolve {
            cmd.arg("--no-presolve");
        }
        read_compile_time(cmd)
    }
}

/// Runs a `--compile-only` process and reads its JSON.
fn read_compile_time(mut cmd: std::process::Command) -> Result<CompileTime> {
    let out = cmd.output().context("cannot run fuselab")?;
    if !out.status.success() {
        return Err(anyhow!(
            "exit status {}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(text.trim()).context("unreadable compile times")
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

/// Bytes of an array's buffers.
pub fn array_bytes(a: &Array) -> usize {
    a.buffers().iter().map(|b| b.len() * b.prim().bytes()).sum()
}

/// The size of the last-level cache, from sysfs (the highest level that
/// cpu0 lists), or 32 MiB.
pub fn llc_bytes() -> usize {
    let mut best: Option<(u32, usize)> = None;
    for k in 0..16 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{k}");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).ok();
        let (Some(level), Some(size)) = (read("level"), read("size")) else {
            continue;
        };
        let Ok(level) = level.trim().parse::<u32>() else {
            continue;
        };
        let size = size.trim();
        let bytes = if let Some(k) = size.strip_suffix('K') {
            k.parse::<usize>().ok().map(|v| v << 10)
        } else if let Some(m) = size.strip_suffix('M') {
            m.parse::<usize>().ok().map(|v| v << 20)
        } else {
            size.parse::<usize>().ok()
        };
        if let Some(bytes) = bytes {
            if best.is_none_or(|(l, _)| level > l) {
                best = Some((level, bytes));
            }
        }
    }
    best.map_or(DEFAULT_LLC_BYTES, |(_, b)| b)
}

/// The chunk length that splits `n` elements into `threads` parts.
fn chunk_len(n: usize, threads: usize) -> usize {
    n.div_ceil(threads.max(1)).max(1)
}

/// STREAM-style bandwidth: copy (`a[i] = b[i]`) and triad (`a[i] = b[i] +
/// s * c[i]`) on `elems` f64 per array, split into one contiguous chunk per
/// thread; the best of `reps` runs of each. Bandwidth counts bytes read and
/// written (16 and 24 per element), not the write-allocate reads.
pub fn probe(elems: usize, threads: usize, reps: usize, llc_bytes: usize) -> Bandwidth {
    let threads = threads.max(1);
    let chunk = chunk_len(elems, threads);
    // Filled with non-zero values, so every page is touched before timing.
    let mut a = vec![0.5f64; elems];
    let b = vec![1.0f64; elems];
    let c = vec![2.0f64; elems];
    let s = std::hint::black_box(3.0f64);
    let mut copy = f64::INFINITY;
    let mut triad = f64::INFINITY;
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        std::thread::scope(|scope| {
            for (a, b) in a.chunks_mut(chunk).zip(b.chunks(chunk)) {
                scope.spawn(move || a.copy_from_slice(b));
            }
        });
        copy = copy.min(start.elapsed().as_secs_f64());
        std::hint::black_box(&mut a);
        let start = Instant::now();
        std::thread::scope(|scope| {
            for ((a, b), c) in a
                .chunks_mut(chunk)
                .zip(b.chunks(chunk))
                .zip(c.chunks(chunk))
            {
                scope.spawn(move || {
                    for ((x, y), z) in a.iter_mut().zip(b).zip(c) {
                        *x = y + s * z;
                    }
                });
            }
        });
        triad = triad.min(start.elapsed().as_secs_f64());
        std::hint::black_box(&mut a);
    }
    let gbs = |bytes_per_elem: usize, secs: f64| (elems * bytes_per_elem) as f64 / secs / 1e9;
    Bandwidth {
        elements: elems,
        llc_bytes,
        threads,
        copy_gbs: gbs(16, copy),
        triad_gbs: gbs(24, triad),
    }
}

/// Fused loops written by hand for some suite programs: what a careful
/// engineer would write in Rust, with the programs' exact semantics
/// (wrapping integer arithmetic, truncating division that fails on a zero
/// divisor), split across threads like the backend's chunks. Like the
/// backend, they divide by a loop-invariant divisor through its reciprocal
/// (`backend::cpu::divide`) rather than a divide instruction, and write into the
/// buffers of their previous result when given them.
pub mod hand {
    use super::chunk_len;
    use backend::cpu::divide::{divide, Reciprocal};
    use ir::{Array, Buffer, Def, Scalar, ScalarType, Value};

    /// `n` zeros (fresh pages from the allocator: the kernel faults them
    /// in on first write). No huge pages: with the kernel's
    /// `defrag=madvise` they stall in compaction, as the backend found.
    pub fn zeroed<T: Copy + Default>(n: usize) -> Vec<T> {
        vec![T::default(); n]
    }

    /// `spare` when it has `n` elements (every element gets written), else
    /// [`zeroed`].
    fn output<T: Copy + Default>(spare: Vec<T>, n: usize) -> Vec<T> {
        if spare.len() == n {
            spare
        } else {
            zeroed(n)
        }
    }

    /// The buffers of a result, for the next run to write into.
    pub fn into_buffers(v: Value) -> Vec<Buffer> {
        match v {
            Value::Array(a) => a.into_buffers(),
            Value::Tuple(vs) => vs.into_iter().flat_map(into_buffers).collect(),
        }
    }

    /// Both quotients of one chunk, by the backend's division by a
    /// prepared reciprocal. Compiled for AVX-512 where the CPU has it (as
    /// the backend's JIT compiles for the host CPU), so the loop vectorises.
    fn divide_chunk(x: &[i64], y1: &mut [i64], y2: &mut [i64], d1: Reciprocal, d2: Reciprocal) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512dq") {
            // SAFETY: the CPU has the features the function is compiled for.
            return unsafe { divide_chunk_avx512(x, y1, y2, d1, d2) };
        }
        divide_chunk_any(x, y1, y2, d1, d2)
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512dq,avx512vl,avx2")]
    unsafe fn divide_chunk_avx512(
        x: &[i64],
        y1: &mut [i64],
        y2: &mut [i64],
        d1: Reciprocal,
        d2: Reciprocal,
    ) {
        divide_chunk_any(x, y1, y2, d1, d2)
    }

    #[inline(always)]
    fn divide_chunk_any(x: &[i64], y1: &mut [i64], y2: &mut [i64], d1: Reciprocal, d2: Reciprocal) {
        for ((&x, y1), y2) in x.iter().zip(y1).zip(y2) {
            *y1 = divide(x, d1);
            *y2 = divide(x, d2);
        }
    }

    /// A hand loop for one program.
    pub struct HandLoop {
        pub name: &'static str,
        pub shape: &'static str,
        /// Whether the definition has the signature the loop is written for.
        pub fits: fn(&Def) -> bool,
        /// Runs it on the program's inputs with the given threads, writing
        /// into the buffers of an earlier result where they fit (`spare`).
        pub run: RunFn,
    }

    /// `run(inputs, threads, spare)`.
    pub type RunFn = fn(&[Array], usize, Vec<Buffer>) -> Result<Value, String>;

    /// The hand loop for the program whose file stem is `stem`.
    pub fn for_program(stem: &str) -> Option<HandLoop> {
        match stem {
            "normalise2" => Some(HandLoop {
                name: "normalise2",
                shape: "2 passes: both sums, then both divisions",
                fits: |d| signature(d) == ["[n]i64"],
                run: |inputs, threads, spare| {
                    let [xs] = inputs else {
                        return Err("normalise2 takes one input".into());
                    };
                    let mut spare = spare.into_iter();
                    let mut next = || match spare.next() {
                        Some(Buffer::I64(v)) => v,
                        _ => Vec::new(),
                    };
                    let (ys1, ys2) = normalise2(i64s(xs)?, threads, next(), next())?;
                    Ok(Value::Tuple(vec![
                        Value::Array(vector(Buffer::I64(ys1))),
                        Value::Array(vector(Buffer::I64(ys2))),
                    ]))
                },
            }),
            "dotp" => Some(HandLoop {
                name: "dotp",
                shape: "1 pass",
                fits: |d| signature(d) == ["[n]f32", "[n]f32"],
                run: |inputs, threads, _| {
                    let [xs, ys] = inputs else {
                        return Err("dotp takes two inputs".into());
                    };
                    let v = dotp(f32s(xs)?, f32s(ys)?, threads)?;
                    Ok(Value::Array(Array::scalar(Scalar::F32(v))))
                },
            }),
            "saxpy" => Some(HandLoop {
                name: "saxpy",
                shape: "1 pass",
                fits: |d| signature(d) == ["[]f32", "[n]f32", "[n]f32"],
                run: |inputs, threads, spare| {
                    let [a, xs, ys] = inputs else {
                        return Err("saxpy takes three inputs".into());
                    };
                    let a = match f32s(a)? {
                        [a] => *a,
                        _ => return Err("saxpy's `a` is one number".into()),
                    };
                    let zs = match spare.into_iter().next() {
                        Some(Buffer::F32(v)) => v,
                        _ => Vec::new(),
                    };
                    let zs = saxpy(a, f32s(xs)?, f32s(ys)?, threads, zs)?;
                    Ok(Value::Array(vector(Buffer::F32(zs))))
                },
            }),
            _ => None,
        }
    }

    fn signature(d: &Def) -> Vec<String> {
        d.params.iter().map(|p| p.ty.to_string()).collect()
    }

    fn vector(b: Buffer) -> Array {
        let prim = b.prim();
        Array::from_buffers(vec![b.len()], ScalarType::Prim(prim), vec![b])
            .expect("a vector of one prim")
    }

    fn i64s(a: &Array) -> Result<&[i64], String> {
        match a.buffers() {
            [Buffer::I64(v)] => Ok(v),
            _ => Err(format!("expected i64 elements, got {}", a.elem())),
        }
    }

    fn f32s(a: &Array) -> Result<&[f32], String> {
        match a.buffers() {
            [Buffer::F32(v)] => Ok(v),
            _ => Err(format!("expected f32 elements, got {}", a.elem())),
        }
    }

    /// `ys1 = xs / sum xs`, `ys2 = xs / sum (scanl1 (+) xs)` in i64.
    ///
    /// Pass 1 reads `xs` once and computes both sums: each thread takes a
    /// chunk and computes its sum `s` and the sum `p` of its local running
    /// sums; the running sum at an element is the chunk's local one plus
    /// the sums of the chunks before it, so `sum2` is the sum over chunks
    /// of `p + before * len` (exact in wrapping arithmetic). Pass 2 reads
    /// `xs` again and writes both results, one chunk per thread, dividing
    /// by the two sums through their reciprocals.
    pub fn normalise2(
        xs: &[i64],
        threads: usize,
        ys1: Vec<i64>,
        ys2: Vec<i64>,
    ) -> Result<(Vec<i64>, Vec<i64>), String> {
        let n = xs.len();
        let chunk = chunk_len(n, threads);
        let partial: Vec<(i64, i64, usize)> = std::thread::scope(|scope| {
            let handles: Vec<_> = xs
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        let (mut s, mut p) = (0i64, 0i64);
                        for &x in part {
                            s = s.wrapping_add(x);
                            p = p.wrapping_add(s);
                        }
                        (s, p, part.len())
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a summing thread"))
                .collect()
        });
        let (mut sum1, mut sum2) = (0i64, 0i64);
        for (s, p, len) in partial {
            sum2 = sum2.wrapping_add(p.wrapping_add(sum1.wrapping_mul(len as i64)));
            sum1 = sum1.wrapping_add(s);
        }
        let (d1, d2) = match (Reciprocal::new(sum1), Reciprocal::new(sum2)) {
            (Some(d1), Some(d2)) => (d1, d2),
            _ if n == 0 => return Ok((vec![], vec![])),
            _ => return Err("division by zero".into()),
        };
        let mut ys1 = output(ys1, n);
        let mut ys2 = output(ys2, n);
        std::thread::scope(|scope| {
            for ((x, y1), y2) in xs
                .chunks(chunk)
                .zip(ys1.chunks_mut(chunk))
                .zip(ys2.chunks_mut(chunk))
            {
                scope.spawn(move || divide_chunk(x, y1, y2, d1, d2));
            }
        });
        Ok((ys1, ys2))
    }

    /// `fold (+) 0 (zipWith (*) xs ys)` in f32: one pass, a chunk per
    /// thread, 16 partial sums per chunk (so that it vectorises), added up
    /// at the end.
    pub fn dotp(xs: &[f32], ys: &[f32], threads: usize) -> Result<f32, String> {
        if xs.len() != ys.len() {
            return Err("xs and ys differ in length".into());
        }
        let chunk = chunk_len(xs.len(), threads);
        let partial: Vec<f32> = std::thread::scope(|scope| {
            let handles: Vec<_> = xs
                .chunks(chunk)
                .zip(ys.chunks(chunk))
                .map(|(x, y)| scope.spawn(move || dot(x, y)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a summing thread"))
                .collect()
        });
        Ok(partial.into_iter().fold(0.0, |a, b| a + b))
    }

    fn dot(x: &[f32], y: &[f32]) -> f32 {
        const LANES: usize = 16;
        let mut acc = [0f32; LANES];
        let xc = x.chunks_exact(LANES);
        let yc = y.chunks_exact(LANES);
        let (xr, yr) = (xc.remainder(), yc.remainder());
        for (a, b) in xc.zip(yc) {
            for k in 0..LANES {
                acc[k] += a[k] * b[k];
            }
        }
        let mut tail = 0f32;
        for (a, b) in xr.iter().zip(yr) {
            tail += a * b;
        }
        acc.iter().fold(0.0, |s, v| s + v) + tail
    }

    /// `zs = map (\x y -> a * x + y) xs ys` in f32: one pass, a chunk per
    /// thread.
    pub fn saxpy(
        a: f32,
        xs: &[f32],
        ys: &[f32],
        threads: usize,
        zs: Vec<f32>,
    ) -> Result<Vec<f32>, String> {
        if xs.len() != ys.len() {
            return Err("xs and ys differ in length".into());
        }
        let n = xs.len();
        let chunk = chunk_len(n, threads);
        let mut zs = output(zs, n);
        std::thread::scope(|scope| {
            for ((z, x), y) in zs
                .chunks_mut(chunk)
                .zip(xs.chunks(chunk))
                .zip(ys.chunks(chunk))
            {
                scope.spawn(move || {
                    for ((z, x), y) in z.iter_mut().zip(x).zip(y) {
                        *z = a * x + y;
                    }
                });
            }
        });
        Ok(zs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::{Scalar, SourceFile, Value};
    use std::path::Path;

    /// The suite program `name`, checked, and its last definition's result
    /// on random inputs at `n` in the reference interpreter and in the hand
    /// loop (on 1 and 3 threads).
    fn both(name: &str, n: i64, seed: u64) -> Vec<(Value, Value)> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs")
            .join(format!("{name}.fl"));
        let text = std::fs::read_to_string(&path).expect("the program exists");
        let file = SourceFile::new(path.display().to_string(), text);
        let program = ir::check_source(&file).unwrap_or_else(|_| panic!("{name} checks"));
        let def = program.entry(None).expect("a definition");
        let h = hand::for_program(name).expect("a hand loop");
        assert!((h.fits)(def), "{name}: the signature has changed");
        let sizes = [(ir::Name::from("n"), n)].into_iter().collect();
        let inputs = interp::inputs::random_inputs(def, &sizes, seed).expect("inputs");
        let want = interp::reference::run(&program, def, &inputs).expect("the reference runs");
        let first = (h.run)(&inputs, 1, vec![]).expect("the hand loop runs");
        // Again on 3 threads, into the first result's buffers, spoilt.
        let mut spare = hand::into_buffers(first.clone());
        for b in &mut spare {
            match b {
                ir::Buffer::I64(v) => v.fill(-7),
                ir::Buffer::F32(v) => v.fill(9.5),
                _ => {}
            }
        }
        let second = (h.run)(&inputs, 3, spare).expect("the hand loop runs");
        vec![(first, want.clone()), (second, want)]
    }

    fn floats(v: &Value) -> Vec<f64> {
        v.arrays()
            .iter()
            .flat_map(|a| a.to_scalars())
            .map(|s| match s {
                Scalar::F32(x) => x as f64,
                Scalar::F64(x) => x,
                other => panic!("not a float: {other}"),
            })
            .collect()
    }

    #[test]
    fn hand_normalise2_equals_the_reference() {
        for (n, seed) in [(0, 1), (1, 2), (2, 3), (7, 4), (1000, 5), (4099, 6)] {
            for (got, want) in both("normalise2", n, seed) {
                assert_eq!(got, want, "n = {n}");
            }
        }
        // Enough large elements that the sums wrap around.
        let xs: Vec<i64> = (0..1000).map(|i| i64::MAX / 3 + i * 7919).collect();
        let (mut s1, mut scan, mut s2) = (0i64, 0i64, 0i64);
        for &x in &xs {
            s1 = s1.wrapping_add(x);
            scan = scan.wrapping_add(x);
            s2 = s2.wrapping_add(scan);
        }
        let (ys1, ys2) = hand::normalise2(&xs, 4, vec![], vec![]).unwrap();
        for (i, &x) in xs.iter().enumerate() {
            assert_eq!((ys1[i], ys2[i]), (x.wrapping_div(s1), x.wrapping_div(s2)));
        }
        assert!(
            hand::normalise2(&[0, 0, 0], 2, vec![], vec![]).is_err(),
            "division by zero"
        );
        assert_eq!(
            hand::normalise2(&[], 2, vec![], vec![]),
            Ok((vec![], vec![]))
        );
    }

    #[test]
    fn hand_saxpy_equals_the_reference() {
        for (n, seed) in [(0, 1), (1, 2), (13, 3), (1000, 4)] {
            for (got, want) in both("saxpy", n, seed) {
                assert_eq!(got, want, "n = {n}");
            }
        }
    }

    #[test]
    fn hand_dotp_equals_the_reference_within_rounding() {
        for (n, seed) in [(0, 1), (1, 2), (17, 3), (1000, 4)] {
            for (got, want) in both("dotp", n, seed) {
                let (g, w) = (floats(&got), floats(&want));
                assert_eq!(g.len(), w.len());
                for (g, w) in g.iter().zip(&w) {
                    assert!(
                        (g - w).abs() <= 1e-4 * w.abs().max(1.0),
                        "n = {n}: {g} vs {w}"
                    );
                }
            }
        }
    }

    #[test]
    fn only_the_three_programs_have_hand_loops() {
        assert!(hand::for_program("normalise2_expanded").is_none());
        assert!(hand::for_program("variance").is_none());
    }

    #[test]
    fn times_and_the_probe() {
        let t = Times::of(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!((t.median, t.min, t.max), (2.5, 1.0, 10.0));
        assert_eq!(Times::of(&[4.0, 1.0, 2.0]).median, 2.0);
        let b = probe(1 << 12, 2, 1, 1 << 20);
        assert!(b.copy_gbs > 0.0 && b.triad_gbs > 0.0);
        assert!(llc_bytes() > 0);
        assert_eq!(chunk_len(10, 3), 4);
        assert_eq!(chunk_len(0, 2), 1);
    }
}

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
//! too). With `--peers` the program's twins ([`crate::peers`]) run after
//! the strategies on the same inputs, checked against `ilp`'s outputs, and
//! every run has fresh outputs, as the peers' have. The bandwidth probe ([`crate::bench_probe`]) turns the bytes the
//! cost model counts into a lower bound on the run time. The hand-written
//! loops ([`crate::hand`]) are the benchmark's own, not the product's. A
//! benchmark, not a test: nothing here judges the times.

use crate::args::{BenchArgs, Format};
use crate::bench_probe::{probe, Bandwidth, PROBE_MAX_ELEMS};
use crate::bench_shared::{
    self, bytes_cell, cost_bytes, largest_bytes, ms_since, or_dash, print_json, Bound, Setup, Times,
};
use crate::bench_twin::Twin;
use crate::cold_compile::{compile_only, ColdCompile, CompileTime};
use crate::compute_probe::Compute;
use crate::hand::{self, HandLoop};
use crate::machine::{self, MachineProfile};
use crate::peers::{self, PeerRun};
use crate::predict::{self, ClusterLoad, Rates, ThreadRates};
use crate::{executors, program_file};
use anyhow::{anyhow, Result};
use backend::cpu::{self, CpuOptions, CpuProgram};
use backend::plan::Plan;
use ir::cluster::ClusterId;
use ir::work::OpClass;
use passes::Compiled;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

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
    /// Median of a whole run on all-new memory (the pool of recycled
    /// buffers emptied first: every array, outputs included, is faulted in
    /// as on a first run), timed in the same repetitions.
    fresh_ms: f64,
    /// Median of a whole run of the same code on one thread, timed in the
    /// same repetitions (`--one-thread`, with more than one thread).
    one_thread_ms: Option<f64>,
    /// `one_thread_ms` over the median: what the threads gain.
    threads_speedup: Option<f64>,
    /// Each nest's median time, in the order the nests ran.
    nest_ms: Vec<f64>,
    /// Each nest's predicted time ([`crate::predict`]): its cluster's bytes
    /// at the triad bandwidth of the threads it ran on; `None` where the
    /// bytes are not known at the sizes or the program is not a list of
    /// nests run once each.
    nest_predicted_ms: Option<Vec<f64>>,
    /// The sum of `nest_predicted_ms`.
    predicted_ms: Option<f64>,
    /// `nests_ms` over `predicted_ms`.
    nests_over_predicted: Option<f64>,
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
    /// The vector features the code was compiled for (`--isa`).
    isa: &'static str,
    /// How invariant divisors divide (`--division`, or the set's own).
    division: &'static str,
    /// Which vector math library the loops call (`--vector-math`).
    vector_math: &'static str,
    /// Float folds in sequential order (`--strict-float`).
    strict_float: bool,
    /// How new output memory is prepared (`--fresh-memory`).
    fresh_memory: &'static str,
    /// The CPU and its vector features.
    cpu: Option<String>,
    /// Every run had new output arrays (else each reused the last run's).
    fresh_outputs: bool,
    /// The share of the machine's CPU time that the hypervisor gave to
    /// others while the timed runs ran (`steal` in `/proc/stat`): on a
    /// virtual machine, how much the times are disturbed. `None` where
    /// unknown.
    steal: Option<f64>,
    bandwidth: Bandwidth,
    /// Where the bandwidth came from: `probe` (this run), or `profile FILE
    /// of DATE` (`fuselab calibrate`).
    bandwidth_from: String,
    /// One thread's bandwidth, with where it came from, for the nests that
    /// ran on one thread of several ([`crate::predict`]).
    one_thread_bandwidth: Option<(Bandwidth, String)>,
    /// The compute probe's figures the prediction used (none: the memory
    /// side alone).
    compute: Option<ComputeRates>,
    strategies: Vec<StrategyRow>,
    /// Speed-up of each strategy over `none` (median over median).
    speedups: std::collections::BTreeMap<String, f64>,
    /// The hand-written fused loop, for normalise2, dotp and saxpy.
    hand: Option<HandRow>,
    /// The peers of `--peers`, in the order given.
    peers: Vec<PeerRow>,
    /// The flat twin of `--twin`.
    twin: Option<TwinReport>,
}

/// A peer's figures next to `ilp`'s.
#[derive(Debug, serde::Serialize)]
struct PeerRow {
    #[serde(flatten)]
    run: PeerRun,
    /// `ilp`'s median over the peer's (when both ran and agreed).
    ilp_over_peer: Option<f64>,
}

/// What every step of the CPU benchmark reads: the arguments, the program
/// with its inputs, and the threads.
struct Bench<'a> {
    args: &'a BenchArgs,
    setup: Setup<'a>,
    inputs: Vec<ir::Array>,
    cores: usize,
    /// `--threads`, else every core.
    threads: usize,
    /// Progress lines on stderr (the table format).
    table: bool,
    /// New output arrays for every run: `--fresh-outputs`, or `--peers`.
    fresh: bool,
    /// What native code is compiled for.
    target: backend::cpu::Target,
}

impl<'a> Bench<'a> {
    fn new(
        args: &'a BenchArgs,
        loaded: &'a program_file::Loaded,
        target: backend::cpu::Target,
    ) -> Result<Bench<'a>> {
        let setup = Setup::new(args, loaded)?;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let threads = if args.cpu.threads == 0 {
            cores
        } else {
            args.cpu.threads
        };
        let inputs = setup.inputs(args.random.seed)?;
        Ok(Bench {
            args,
            setup,
            inputs,
            cores,
            threads,
            table: args.format == Format::Table,
            fresh: args.fresh_outputs || !args.peers.is_empty(),
            target,
        })
    }

    /// The CPU options of the checking setting `checks`.
    fn cpu_options(&self, checks: bool) -> CpuOptions {
        CpuOptions {
            target: self.target,
            checks,
            threads: self.threads,
            strict_float: self.args.code.strict_float,
            seq_memory: self.args.sequences.seq_memory,
            chunk: self.args.program.chunk,
            ..Default::default()
        }
    }
}

pub fn bench(args: &BenchArgs, target: backend::cpu::Target) -> Result<ExitCode> {
    if args.compile_only {
        return compile_only(args, target);
    }
    let loaded = program_file::load(&args.program.file)?;
    let profile = machine_profile(args)?;
    let b = Bench::new(args, &loaded, target)?;
    if b.table {
        eprintln!("bench: compiling {} strategies", b.setup.names.len());
    }
    // Compile every strategy before timing anything.
    let prepared = b.setup.each_strategy(|name| prepare(&b, name))?;
    let twin = prepare_twin(&b, &prepared)?;
    let hand_loop = hand_loop(args, b.setup.def);
    let timed = time_runs(&b, &prepared, hand_loop.as_ref(), twin.as_ref())?;
    let peers = run_peers(&b, &prepared)?;
    let bandwidth = bandwidth(&b, b.threads, timed.largest, profile.as_ref());
    // A nest on one thread is predicted at one thread's bandwidth: probed
    // only where some nest ran so and the run has more threads.
    let on_one = timed.strategies.iter().flat_map(|s| &s.passes);
    let one_thread =
        match b.threads > 1 && on_one.clone().any(|(p, k)| predict::on_one_thread(*p, *k)) {
            true => Some(self::bandwidth(&b, 1, timed.largest, profile.as_ref())),
            false => None,
        };
    let compute = compute_rates(b.threads, profile.as_ref());
    let twin = twin.map(|t| TwinReport::new(&t, &timed));
    let rates = Measured {
        bandwidth,
        one_thread,
        compute,
    };
    let mut report = report(&b, prepared, timed, hand_loop, rates, peers);
    report.twin = twin;
    match args.format {
        Format::Json => print_json(&report),
        Format::Table => print!("{}", render(&report)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `--twin`: the twin compiled with each strategy, checked against the
/// program's results on the benchmark's inputs.
fn prepare_twin(b: &Bench, prepared: &[Prepared]) -> Result<Option<Twin>> {
    let Some(path) = &b.args.twin else {
        return Ok(None);
    };
    if b.table {
        eprintln!("bench: compiling the twin {}", path.display());
    }
    let twin = Twin::prepare(
        path,
        &b.setup,
        &b.inputs,
        b.cpu_options(!b.args.code.unchecked),
    )?;
    let first = prepared
        .first()
        .ok_or_else(|| anyhow!("no strategy to compare the twin with"))?;
    let want = cpu::run(&first.cp, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
    twin.check(&b.inputs, &want.value)?;
    Ok(Some(twin))
}

/// The twin's figures: per strategy, its whole runs' times and the
/// program's median over the twin's.
#[derive(Debug, serde::Serialize)]
struct TwinReport {
    program: String,
    entry: String,
    rows: Vec<TwinRow>,
}

#[derive(Debug, serde::Serialize)]
struct TwinRow {
    strategy: String,
    run_ms: Times,
    /// The program's median over the twin's (with the same strategy).
    program_over_twin: f64,
}

impl TwinReport {
    fn new(t: &Twin, timed: &Timed) -> TwinReport {
        let rows = (timed.twin.iter().zip(&timed.strategies))
            .zip(&timed.names)
            .map(|((twin, program), name)| {
                let run_ms = Times::of(twin);
                TwinRow {
                    strategy: name.clone(),
                    program_over_twin: Times::of(&program.run).median / run_ms.median,
                    run_ms,
                }
            })
            .collect();
        TwinReport {
            program: t.program.clone(),
            entry: t.entry.clone(),
            rows,
        }
    }
}

/// One strategy compiled for the timed runs.
struct Prepared {
    name: String,
    compile: CompileTime,
    cp: CpuProgram,
    /// The same with the other checking setting.
    other: CpuProgram,
    /// The same on one thread (`--one-thread`).
    single: Option<CpuProgram>,
    bytes: std::result::Result<i128, String>,
    /// What one evaluation of each cluster moves and computes, for the
    /// prediction.
    cluster_load: ClusterLoad,
}

/// Compiles strategy `name` with both checking settings, and once more in a
/// fresh process for its compile time (this process's figures when that
/// fails).
fn prepare(b: &Bench, name: &str) -> Result<Prepared> {
    let checks = !b.args.code.unchecked;
    let start = Instant::now();
    let c = b.setup.compile(name)?;
    let cp = cpu_compile(b, &c, name, checks)?;
    let wall = ms_since(start);
    let other = cpu_compile(b, &c, name, !checks)?;
    let single = if b.args.one_thread && b.threads > 1 {
        let options = CpuOptions {
            threads: 1,
            ..b.cpu_options(checks)
        };
        Some(cpu::compile(&c.loops, options).map_err(|e| anyhow!("{name} on one thread: {e}"))?)
    } else {
        None
    };
    let passes_ms = crate::compiling::passes_ms(&c);
    let compile = cold_compile(b.args, name, b.target).unwrap_or_else(|e| {
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
    let cluster_load = ClusterLoad::per_evaluation(&c);
    Ok(Prepared {
        name: name.to_string(),
        compile,
        cp,
        other,
        single,
        bytes,
        cluster_load,
    })
}

/// Strategy `name`'s loops through the CPU backend.
fn cpu_compile(b: &Bench, c: &Compiled, name: &str, checks: bool) -> Result<CpuProgram> {
    cpu::compile(&c.loops, b.cpu_options(checks)).map_err(|e| {
        anyhow!(
            "the CPU backend failed to compile `{}` ({name}): {e}",
            b.setup.def.name
        )
    })
}

/// The hand loop, when the program is one we have one for.
fn hand_loop(args: &BenchArgs, def: &ir::Def) -> Option<HandLoop> {
    let stem = args
        .program
        .file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    hand::for_program(&stem).filter(|h| (h.fits)(def))
}

/// What the timed runs of one strategy gave.
struct Samples {
    /// Whole runs, milliseconds.
    run: Vec<f64>,
    /// Whole runs of the code with the other checking setting.
    other: Vec<f64>,
    /// Whole runs of the code on one thread (`--one-thread`).
    single: Vec<f64>,
    /// Whole runs on all-new memory.
    fresh: Vec<f64>,
    /// Time inside nest functions.
    in_nests: Vec<f64>,
    /// Each nest's time, a list per run.
    each_nest: Vec<Vec<f64>>,
    /// How each nest of the first run ran.
    passes: Vec<(Plan, usize)>,
    /// Each nest's cluster, in the first run's order.
    clusters: Vec<ClusterId>,
    /// The values of the cost model's unknowns the first run met
    /// (`CpuRun::met`).
    met: Vec<(usize, String, i64)>,
}

impl Samples {
    fn with_capacity(reps: usize) -> Samples {
        Samples {
            run: Vec::with_capacity(reps),
            other: Vec::with_capacity(reps),
            single: Vec::with_capacity(reps),
            fresh: Vec::with_capacity(reps),
            in_nests: Vec::with_capacity(reps),
            each_nest: Vec::new(),
            passes: Vec::new(),
            clusters: Vec::new(),
            met: Vec::new(),
        }
    }
}

/// What all the timed runs gave.
struct Timed {
    /// A strategy's samples per prepared strategy, in order.
    strategies: Vec<Samples>,
    /// The hand loop's whole runs (none without a hand loop).
    hand: Vec<f64>,
    /// Bytes of the largest array, input or output.
    largest: usize,
    /// The twin's whole runs per strategy (`--twin`), in order.
    twin: Vec<Vec<f64>>,
    /// The strategies' names, in order.
    names: Vec<String>,
    /// The share of the machine's CPU time the host took while they ran
    /// ([`crate::bench_probe::CpuTicks`]).
    steal: Option<f64>,
}

/// `--reps` timed runs, the strategies (and the hand loop) taking turns.
fn time_runs(
    b: &Bench,
    prepared: &[Prepared],
    hand_loop: Option<&HandLoop>,
    twin: Option<&Twin>,
) -> Result<Timed> {
    let reps = b.args.reps as usize;
    let mut timed = Timed {
        strategies: (0..prepared.len())
            .map(|_| Samples::with_capacity(reps))
            .collect(),
        hand: Vec::with_capacity(reps),
        largest: largest_bytes(&b.inputs),
        twin: vec![Vec::with_capacity(reps); if twin.is_some() { prepared.len() } else { 0 }],
        names: prepared.iter().map(|p| p.name.clone()).collect(),
        steal: None,
    };
    let ticks = crate::bench_probe::CpuTicks::now();
    let mut hand_spare: Vec<ir::Buffer> = Vec::new();
    for rep in 0..reps {
        if b.table {
            eprintln!("bench: run {} of {reps}", rep + 1);
        }
        for (p, s) in prepared.iter().zip(&mut timed.strategies) {
            let largest = time_strategy(b, p, s, rep == 0)?;
            timed.largest = timed.largest.max(largest);
        }
        if let Some(h) = hand_loop {
            time_hand(b, h, &mut hand_spare, &mut timed.hand)?;
        }
        if let Some(t) = twin {
            for (k, samples) in timed.twin.iter_mut().enumerate() {
                let (value, ms) = t.run(k, &b.inputs)?;
                samples.push(ms);
                if !b.fresh {
                    cpu::recycle(value);
                }
            }
        }
    }
    timed.steal = ticks
        .zip(crate::bench_probe::CpuTicks::now())
        .and_then(|(before, after)| after.stolen_since(&before));
    Ok(timed)
}

/// One timed run of a strategy's code and one of its code with the other
/// checking setting, recorded in `s`; the bytes of the largest output of
/// the first run (`first`), else 0.
fn time_strategy(b: &Bench, p: &Prepared, s: &mut Samples, first: bool) -> Result<usize> {
    let fresh = b.fresh;
    // With recycled outputs, the code with the other checking setting
    // first, untimed: its arrays, of the same shapes, refill the pool that
    // the last strategy's fresh run left with its own (a scratch array of
    // a shape no other strategy makes would be new memory in the timed
    // run); then the timed run, then the other setting's, timed, on the
    // memory the timed run gave back, so that both settings are timed on
    // warm memory. With new outputs it runs once, after, as it always has:
    // run first, its dropped outputs made the timed run's new ones about
    // twice as slow on a virtual machine (measurements:
    // docs/results/cpu-backend.md, "The run with the other checking
    // setting").
    let other = |s: &mut Samples, timed: bool| -> Result<()> {
        let start = Instant::now();
        let r = cpu::run(&p.other, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
        if timed {
            s.other.push(ms_since(start));
        }
        if !fresh {
            cpu::recycle(r.value);
        }
        Ok(())
    };
    if !fresh {
        other(s, false)?;
    }
    let start = Instant::now();
    let r = cpu::run(&p.cp, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
    s.run.push(ms_since(start));
    s.in_nests.push(r.run_ms);
    s.each_nest.push(r.nest_ms.clone());
    let mut largest = 0;
    if first {
        s.passes = r.passes.clone();
        s.clusters = r.clusters.clone();
        s.met = r.met.clone();
        largest = largest_bytes(r.value.arrays());
    }
    if fresh {
        drop(r);
    } else {
        cpu::recycle(r.value);
    }
    other(s, true)?;
    if let Some(single) = &p.single {
        let start = Instant::now();
        let r = cpu::run(single, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
        s.single.push(ms_since(start));
        if !fresh {
            cpu::recycle(r.value);
        }
    }
    // On all-new memory, as a first run (the pool refills from its results).
    cpu::release_pool();
    let start = Instant::now();
    let r = cpu::run(&p.cp, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
    s.fresh.push(ms_since(start));
    if !fresh {
        cpu::recycle(r.value);
    }
    Ok(largest)
}

/// One timed run of the hand loop, writing into `spare` (the last run's
/// buffers) unless `--fresh-outputs`.
fn time_hand(
    b: &Bench,
    h: &HandLoop,
    spare: &mut Vec<ir::Buffer>,
    samples: &mut Vec<f64>,
) -> Result<()> {
    let start = Instant::now();
    let outputs = hand::Outputs {
        spare: std::mem::take(spare),
        fresh: b.target.fresh_memory(),
    };
    let v =
        (h.run)(&b.inputs, b.threads, outputs).map_err(|e| anyhow!("the hand loop failed: {e}"))?;
    samples.push(ms_since(start));
    if !b.fresh {
        *spare = hand::into_buffers(v);
    }
    Ok(())
}

/// The peers of `--peers`, after the strategies, on the same inputs,
/// checked against the outputs of `ilp` (else of the last strategy).
fn run_peers(b: &Bench, prepared: &[Prepared]) -> Result<Vec<PeerRun>> {
    if b.args.peers.is_empty() {
        return Ok(Vec::new());
    }
    let p = prepared
        .iter()
        .find(|p| p.name == "ilp")
        .or(prepared.last())
        .expect("none is always prepared");
    let r = cpu::run(&p.cp, &b.inputs).map_err(|e| b.setup.stopped(&b.inputs, e))?;
    let staged = peers::Staged::new(b.setup.def, &b.inputs, &r.value)?;
    drop(r);
    if b.table {
        eprintln!("bench: peers {}", peer_names(&b.args.peers));
    }
    Ok(peers::run_peers(
        &b.args.program.file,
        &staged,
        &b.args.peers,
        b.args.reps,
        b.args.cpu.threads,
    ))
}

fn peer_names(peers: &[peers::Peer]) -> String {
    peers
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The bandwidth of the bound: the machine profile's (`--machine-profile`,
/// or the default one) where it is of this CPU, has this thread count and
/// probed arrays at least as big as this run's probe would; else the
/// probe, on arrays at least 4x the last-level cache and as big as the
/// benchmark's largest array (`largest` bytes), at most PROBE_MAX_ELEMS.
/// With where it came from: `probe`, or the profile's file and date.
fn bandwidth(
    b: &Bench,
    threads: usize,
    largest: usize,
    profile: Option<&(PathBuf, MachineProfile)>,
) -> (Bandwidth, String) {
    let llc = backend::cpu::last_level_cache();
    let elems = (4 * llc / 8).max(largest / 8).clamp(1, PROBE_MAX_ELEMS);
    if let Some((path, profile)) = profile.filter(|_| !b.args.probe) {
        if let Some(found) = profile.bandwidth_for(threads, elems) {
            let from = format!("profile {} of {}", path.display(), profile.date());
            return (found.clone(), from);
        }
    }
    if b.table {
        eprintln!(
            "bench: bandwidth probe, {elems} f64 elements per array, {}",
            self::threads(threads)
        );
    }
    (
        probe(elems, threads, b.args.reps as usize, llc),
        "probe".into(),
    )
}

/// The machine profile `bench` may take its bandwidth (unless `--probe`)
/// and its compute figures from, read before anything runs (a file that
/// is not a profile stops the benchmark): none where the file does not
/// exist.
fn machine_profile(args: &BenchArgs) -> Result<Option<(PathBuf, MachineProfile)>> {
    let path = (args.machine_profile.clone()).or_else(machine::default_path);
    let Some(path) = path else {
        return Ok(None);
    };
    Ok(machine::load(&path)?.map(|profile| (path, profile)))
}

/// The compute probe's figures for the prediction, from the machine
/// profile: at the run's threads, and at one where it has more; `None`
/// where the profile has no compute probe at the run's threads (the
/// prediction is then the memory side alone).
fn compute_rates(
    threads: usize,
    profile: Option<&(PathBuf, MachineProfile)>,
) -> Option<ComputeRates> {
    let (path, profile) = profile?;
    let all = profile.compute_for(threads)?.clone();
    let one = match threads > 1 {
        true => Some(profile.compute_for(1)?.clone()),
        false => None,
    };
    Some(ComputeRates {
        all,
        one,
        from: format!("profile {} of {}", path.display(), profile.date()),
    })
}

/// The report of the runs: a row per strategy, the hand loop's; the
/// bandwidth with where it came from ([`bandwidth`]), and one thread's
/// where some nest ran on one thread of several.
fn report(
    b: &Bench,
    prepared: Vec<Prepared>,
    timed: Timed,
    hand_loop: Option<HandLoop>,
    Measured {
        bandwidth: (bandwidth, bandwidth_from),
        one_thread,
        compute,
    }: Measured,
    peers: Vec<PeerRun>,
) -> Report {
    let rates = Rates {
        all: ThreadRates::of(&bandwidth, compute.as_ref().map(|c| &c.all)),
        one: ThreadRates::of(
            one_thread.as_ref().map_or(&bandwidth, |(o, _)| o),
            compute.as_ref().map(|c| c.one.as_ref().unwrap_or(&c.all)),
        ),
    };
    let rows = bench_shared::rows(
        prepared,
        &timed.strategies,
        |s| &s.run,
        |p, s, none_median| StrategyRow::new(p, s, none_median, rates),
    );
    let ilp = rows.iter().find(|r| r.strategy == "ilp");
    let hand = hand_loop.map(|h| HandRow::new(&h, &timed.hand, ilp));
    let peers = peers
        .into_iter()
        .map(|run| PeerRow {
            ilp_over_peer: ilp.zip(run.median()).map(|(i, m)| i.run_ms.median / m),
            run,
        })
        .collect();
    let args = b.args;
    Report {
        program: b.setup.loaded.file.name.clone(),
        entry: b.setup.def.name.to_string(),
        sizes: b.setup.sizes(),
        backend: "cpu",
        threads: b.threads,
        cores: b.cores,
        reps: args.reps,
        seed: args.random.seed,
        checks: !args.code.unchecked,
        isa: b.target.isa().name(),
        division: b.target.division().name(),
        vector_math: b.target.vector_math().name(),
        strict_float: args.code.strict_float,
        fresh_memory: b.target.fresh_memory().name(),
        cpu: crate::bench_probe::cpu_description(),
        fresh_outputs: b.fresh,
        steal: timed.steal,
        bandwidth,
        bandwidth_from,
        one_thread_bandwidth: one_thread,
        compute,
        speedups: rows
            .iter()
            .map(|r| (r.strategy.clone(), r.speedup_vs_none))
            .collect(),
        strategies: rows,
        hand,
        peers,
        twin: None,
    }
}

impl StrategyRow {
    /// A strategy's row from its samples, `none`'s median and the triad
    /// bandwidths (the bound's is every thread's).
    fn new(p: Prepared, s: &Samples, none_median: f64, rates: Rates) -> StrategyRow {
        let t = Times::of(&s.run);
        let bound = Bound::at(p.bytes, rates.all.triad_gbs);
        let nests_ms = Times::of(&s.in_nests).median;
        let single = (!s.single.is_empty()).then(|| Times::of(&s.single).median);
        let nest_ms = per_nest(&s.each_nest);
        let nest_predicted_ms =
            predict::nests(&p.cluster_load, &s.clusters, &s.passes, &s.met, rates);
        let predicted_ms = nest_predicted_ms.as_ref().map(|ms| ms.iter().sum::<f64>());
        StrategyRow {
            strategy: p.name,
            nests: p.cp.nests.len(),
            compile: p.compile,
            run_ms: t,
            nests_ms,
            passes: executors::passes_text(
                &p.cp.program,
                &s.passes,
                &nest_ms,
                nest_predicted_ms.as_deref(),
            ),
            speedup_vs_none: none_median / t.median,
            time_over_bound: bound.over(t.median),
            nests_over_bound: bound.over(nests_ms),
            bytes: bound.bytes,
            bytes_unknown: bound.unknown,
            bound_ms: bound.ms,
            other_checks_ms: Times::of(&s.other).median,
            fresh_ms: Times::of(&s.fresh).median,
            one_thread_ms: single,
            threads_speedup: single.map(|one| one / t.median),
            nest_ms,
            nest_predicted_ms,
            predicted_ms,
            nests_over_predicted: predicted_ms.filter(|p| *p > 0.0).map(|p| nests_ms / p),
        }
    }
}

impl HandRow {
    /// The hand loop's row from its samples, against `ilp`'s row.
    fn new(h: &HandLoop, samples: &[f64], ilp: Option<&StrategyRow>) -> HandRow {
        let t = Times::of(samples);
        HandRow {
            name: h.name.to_string(),
            shape: h.shape,
            run_ms: t,
            ilp_over_hand: ilp.map(|r| r.run_ms.median / t.median),
            time_over_bound: ilp.and_then(|r| Some(t.median / r.bound_ms?)),
        }
    }
}

/// `1 thread`, `2 threads`.
fn threads(n: usize) -> String {
    format!("{n} thread{}", if n == 1 { "" } else { "s" })
}

/// The report as text: a header, the bandwidth, the table, the hand loop.
fn render(r: &Report) -> String {
    let mut s = header(r);
    s.push_str(&table(r).render(""));
    let _ = writeln!(
        s,
        "(compile: passes + LLVM, each strategy cold in a fresh process; times: a whole run of backend::cpu::run; in nests: the part inside nest functions; speed-up: over none, median/median; bound: the cost model's bytes at the triad bandwidth; predicted: each nest's larger of its bytes at the triad bandwidth (a load of an element it loaded before at the triad in the cache, an access at a loaded index also waiting for its array's level of the caches) and its scalar operations at the compute probe's seconds, on the threads it ran on (one for a sequential nest), summed; nests/pred: in nests over predicted; {}: the median whole run of the same code compiled {} the bounds and division checks, in the same repetitions; fresh ms: the median whole run on all-new memory, every array faulted in as on a first run (new memory: {}))",
        other_checks_column(r),
        if r.checks { "without" } else { "with" },
        r.fresh_memory
    );
    if let Some(steal) = r.steal.filter(|x| *x > 0.0) {
        let _ = writeln!(
            s,
            "(the host took {:.1}% of the machine's CPU time while the runs were timed (steal, /proc/stat): the times are disturbed by it)",
            steal * 100.0
        );
    }
    if r.strategies.iter().any(|row| row.one_thread_ms.is_some()) {
        let _ = writeln!(
            s,
            "(1-thread ms: the median whole run of the same code on one thread, in the same repetitions; over 1 thread: that median over the median on {})",
            threads(r.threads)
        );
    }
    if let Some(ilp) = r.strategies.iter().find(|x| x.strategy == "ilp") {
        let _ = writeln!(
            s,
            "compile {} (ilp), text to native: {:.1} ms",
            r.entry, ilp.compile.text_to_native_ms
        );
    }
    if let Some(h) = &r.hand {
        s.push_str(&hand_line(h));
    }
    if let Some(t) = &r.twin {
        let _ = writeln!(
            s,
            "flat twin `{}` ({}), on the same inputs, in the same repetitions (checked against the program's results):",
            t.entry, t.program
        );
        let mut table = crate::table::Table::new(&[
            "strategy",
            "median ms",
            "min ms",
            "max ms",
            "program/twin",
        ]);
        for c in 1..5 {
            table.align_right(c);
        }
        for row in &t.rows {
            table.row(vec![
                row.strategy.clone(),
                format!("{:.1}", row.run_ms.median),
                format!("{:.1}", row.run_ms.min),
                format!("{:.1}", row.run_ms.max),
                format!("{:.2}", row.program_over_twin),
            ]);
        }
        s.push_str(&table.render("  "));
    }
    if !r.peers.is_empty() {
        s.push_str("peers (the program's twins on the same inputs, after one warm-up call, new outputs every call; checked against ilp's outputs):\n");
        s.push_str(&peer_table(r).render("  "));
    }
    s
}

/// The table of the peers.
fn peer_table(r: &Report) -> crate::table::Table {
    let mut t =
        crate::table::Table::new(&["peer", "median ms", "min ms", "max ms", "ilp/peer", "check"]);
    for c in 1..5 {
        t.align_right(c);
    }
    for p in &r.peers {
        let check = match p.run.status {
            peers::PeerStatus::Ok => "agrees".to_string(),
            peers::PeerStatus::Mismatch => format!("MISMATCH: {}", p.run.mismatch.join("; ")),
            _ => p.run.time_text(),
        };
        let times = p.run.run_ms.as_ref();
        let ms = |f: fn(&reports::experiment::Times) -> f64| {
            times.map_or("-".to_string(), |t| format!("{:.1}", f(t)))
        };
        t.row(vec![
            p.run.peer.clone(),
            ms(|t| t.median),
            ms(|t| t.min),
            ms(|t| t.max),
            or_dash(p.ilp_over_peer, 2),
            check,
        ]);
    }
    t
}

/// The first two lines: the program, sizes and settings; the bandwidth.
fn header(r: &Report) -> String {
    let mut s = String::new();
    let sizes: Vec<String> = r.sizes.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let _ = writeln!(
        s,
        "bench {} ({}) at {}: cpu backend, code for {} (division: {}, math: {}{}) on {}, {} ({} cores), checks {}, seed {}, median of {} run(s), {}",
        r.entry,
        r.program,
        if sizes.is_empty() {
            "no sizes".to_string()
        } else {
            sizes.join(", ")
        },
        r.isa,
        r.division,
        r.vector_math,
        if r.strict_float { ", strict float" } else { "" },
        r.cpu.as_deref().unwrap_or("an unknown CPU"),
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
        "bandwidth ({}, {}, {} f64 per array, LLC {} MiB): copy {:.1} GB/s, triad {:.1} GB/s{}{}{} (bytes read + written; the bound uses triad)",
        r.bandwidth_from,
        threads(b.threads),
        b.elements,
        b.llc_bytes >> 20,
        b.copy_gbs,
        b.triad_gbs,
        b.transposed_gbs
            .map(|t| format!(", transposed read {t:.1} GB/s"))
            .unwrap_or_default(),
        b.untiled_gbs
            .map(|t| format!(", untiled {t:.1} GB/s"))
            .unwrap_or_default(),
        match b.cache_gbs {
            Some(gbs) => format!(", triad in cache {gbs:.1} GB/s"),
            None => ", loads of cached elements at the memory's bandwidth".into(),
        }
    );
    if let Some((one, from)) = &r.one_thread_bandwidth {
        let _ = writeln!(
            s,
            "bandwidth on one thread ({from}, for nests that ran on one thread): copy {:.1} GB/s, triad {:.1} GB/s",
            one.copy_gbs, one.triad_gbs
        );
    }
    match &r.compute {
        Some(c) => {
            let ns = |c: &Compute| {
                let each: Vec<String> = (OpClass::ALL.iter())
                    .map(|k| format!("{} {:.3}", k.name(), c.seconds.get(*k) * 1e9))
                    .collect();
                let call = (c.call_seconds)
                    .map(|s| format!(", a nest's call {:.2} µs", s * 1e6))
                    .unwrap_or_default();
                format!("{}: {}{call}", threads(c.threads), each.join(", "))
            };
            let one = c
                .one
                .as_ref()
                .map(|o| format!("; {}", ns(o)))
                .unwrap_or_default();
            let _ = writeln!(
                s,
                "compute ({}), ns per operation on {}{one}",
                c.from,
                ns(&c.all)
            );
        }
        None => {
            let _ = writeln!(
                s,
                "compute: no compute probe in the machine profile (`fuselab calibrate`): predictions are memory time alone"
            );
        }
    }
    s
}

/// What the bound and the prediction take from the machine: the bandwidth
/// with where it came from, one thread's where some nest ran on one thread
/// of several, and the compute probe's figures where the profile has them.
struct Measured {
    bandwidth: (Bandwidth, String),
    one_thread: Option<(Bandwidth, String)>,
    compute: Option<ComputeRates>,
}

/// The compute probe's figures a prediction used.
#[derive(Clone, Debug, serde::Serialize)]
struct ComputeRates {
    /// At the run's threads.
    all: Compute,
    /// At one thread, where the run has more.
    one: Option<Compute>,
    /// `profile FILE of DATE`.
    from: String,
}

/// The column of the other checking setting.
fn other_checks_column(r: &Report) -> &'static str {
    if r.checks {
        "unchecked ms"
    } else {
        "checked ms"
    }
}

/// The table of the strategies.
fn table(r: &Report) -> crate::table::Table {
    let single = r.strategies.iter().any(|row| row.one_thread_ms.is_some());
    let mut headers = vec![
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
        "predicted ms",
        "nests/pred",
        other_checks_column(r),
        "fresh ms",
    ];
    if single {
        headers.extend(["1-thread ms", "over 1 thread"]);
    }
    headers.push("passes");
    let mut t = crate::table::Table::new(&headers);
    for row in &r.strategies {
        let c = &row.compile;
        let mut cells = vec![
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
            or_dash(row.predicted_ms, 1),
            or_dash(row.nests_over_predicted, 2),
            format!("{:.1}", row.other_checks_ms),
            format!("{:.1}", row.fresh_ms),
        ];
        if single {
            cells.push(or_dash(row.one_thread_ms, 1));
            cells.push(
                row.threads_speedup
                    .map_or("-".into(), |x| format!("{x:.2}x")),
            );
        }
        cells.push(row.passes.clone());
        t.row(cells);
    }
    t
}

/// The hand loop's line.
fn hand_line(h: &HandRow) -> String {
    let mut s = format!(
        "hand-fused Rust loop ({}, {}): median {:.1} ms (min {:.1}, max {:.1})",
        h.name, h.shape, h.run_ms.median, h.run_ms.min, h.run_ms.max
    );
    if let (Some(ratio), Some(over)) = (h.ilp_over_hand, h.time_over_bound) {
        let _ = write!(s, "; ilp / hand = {ratio:.2}; hand / bound = {over:.2}");
    }
    s.push('\n');
    s
}

/// Compiles strategy `name` in a fresh `fuselab` process and reads back its
/// compile time.
fn cold_compile(args: &BenchArgs, name: &str, target: backend::cpu::Target) -> Result<CompileTime> {
    let how = ColdCompile {
        file: &args.program.file,
        sizes: &args.program.sizes,
        entry: args.program.entry.as_deref(),
        unchecked: args.code.unchecked,
        strict_float: args.code.strict_float,
        no_simplify: args.no_simplify,
        ilp: &args.ilp,
        target,
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

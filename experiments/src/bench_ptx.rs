//! The PTX backend from the command line: `fuse --emit ptx`, the summary
//! line of `run --backend ptx`, and `bench --backend ptx`: each strategy's
//! kernels timed on the GPU against the bandwidth bound, the cost model's
//! bytes at the device-to-device copy bandwidth measured in the same run.
//! A benchmark, not a test: nothing here judges the times.

use crate::args::{BenchArgs, Format};
use crate::bench_shared::{self, print_json, Bound, Setup, Times};
use crate::{exit, program_file};
use anyhow::{anyhow, Result};
use backend::ptx::{self, Gpu, PtxError, PtxOptions, PtxProgram, PtxRun};
use ir::loops::schedule::Schedule;
use std::fmt::Write;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, serde::Serialize)]
struct Row {
    strategy: String,
    nests: usize,
    kernels: usize,
    plans: Vec<String>,
    compile_ms: f64,
    /// Time in kernels (launch to synchronise, summed over nests).
    kernels_ms: Times,
    /// A whole run: inputs to the device, kernels, results back.
    whole_ms: Times,
    /// `None` when there is no such figure (see `bench_shared::cost_bytes`), and
    /// then neither are the bound figures.
    bytes: Option<i128>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bytes_unknown: Option<String>,
    bound_ms: Option<f64>,
    time_over_bound: Option<f64>,
    speedup_vs_none: f64,
    passes: String,
}

/// What every step of the GPU benchmark reads: the arguments, the program
/// with its inputs, the device and the PTX options.
struct Bench<'a> {
    args: &'a BenchArgs,
    setup: Setup<'a>,
    gpu: &'static Gpu,
    opts: PtxOptions,
    inputs: Vec<ir::Array>,
    /// Progress lines on stderr (the table format).
    table: bool,
}

/// `bench --backend ptx`.
pub fn bench_ptx(args: &BenchArgs) -> Result<ExitCode> {
    if args.cpu.threads != 0 || args.fresh_outputs || args.compile_only {
        return Err(exit::usage(
            "--threads, --fresh-outputs and --compile-only apply to --backend cpu",
        ));
    }
    let gpu = crate::gpu::gpu()?;
    let loaded = program_file::load(&args.program.file)?;
    let setup = Setup::new(args, &loaded)?;
    let opts = crate::gpu::options(args.code.sm.as_deref(), Some(gpu), !args.code.unchecked)?;
    let inputs = setup.inputs(args.random.seed)?;
    let b = Bench {
        args,
        setup,
        gpu,
        opts,
        inputs,
        table: args.format == Format::Table,
    };
    let prepared = b.setup.each_strategy(|name| prepare(&b, name))?;
    let timed = time_runs(&b, &prepared)?;
    let copy = copy_bandwidth(&b, timed.largest)?;
    let rows = bench_shared::rows(
        &prepared,
        &timed.strategies,
        |s| &s.kernels,
        |p, s, none_median| Row::new(p, s, none_median, copy.gbs),
    );
    match args.format {
        Format::Json => print_json(&json(&b, &copy, &rows)),
        Format::Table => print!("{}", render(&b, &copy, &rows)),
    }
    Ok(ExitCode::SUCCESS)
}

/// One strategy compiled for the timed runs.
struct Prepared {
    name: String,
    pp: PtxProgram,
    /// The passes and the PTX backend.
    compile_ms: f64,
    bytes: std::result::Result<i128, String>,
}

/// Compiles strategy `name` to PTX.
fn prepare(b: &Bench, name: &str) -> Result<Prepared> {
    let c = b.setup.compile(name)?;
    let pp = ptx::compile(&c.lowered, &b.opts).map_err(|e| {
        anyhow!(
            "the PTX backend failed to compile `{}` ({name}): {e}",
            b.setup.def.name
        )
    })?;
    let bytes = bench_shared::cost_bytes(&c, name)?;
    let compile_ms = crate::compiling::passes_ms(&c) + pp.compile_ms;
    Ok(Prepared {
        name: name.to_string(),
        pp,
        compile_ms,
        bytes,
    })
}

/// What the timed runs of one strategy gave.
#[derive(Default)]
struct Samples {
    /// Time in kernels, milliseconds.
    kernels: Vec<f64>,
    /// Whole runs.
    whole: Vec<f64>,
    /// How each nest of the last run ran.
    passes: String,
}

/// What all the timed runs gave.
struct Timed {
    /// A strategy's samples per prepared strategy, in order.
    strategies: Vec<Samples>,
    /// Bytes of the largest array, input or output.
    largest: usize,
}

/// One untimed run of each strategy first (module loading, first-touch
/// allocation), then `--reps` timed runs, the strategies taking turns.
fn time_runs(b: &Bench, prepared: &[Prepared]) -> Result<Timed> {
    let reps = b.args.reps as usize;
    let mut timed = Timed {
        strategies: prepared.iter().map(|_| Samples::default()).collect(),
        largest: bench_shared::largest_bytes(&b.inputs),
    };
    for rep in 0..=reps {
        if b.table {
            eprintln!(
                "bench: run {rep} of {reps}{}",
                if rep == 0 { " (warm-up)" } else { "" }
            );
        }
        for (p, s) in prepared.iter().zip(&mut timed.strategies) {
            let start = Instant::now();
            let r = run(b, &p.pp)?;
            let whole = bench_shared::ms_since(start);
            if rep == 0 {
                let largest = bench_shared::largest_bytes(r.value.arrays());
                timed.largest = timed.largest.max(largest);
                continue;
            }
            s.kernels.push(r.run_ms);
            s.whole.push(whole);
            s.passes = crate::gpu::passes_text(&p.pp, &r.passes, &r.nest_ms);
        }
    }
    Ok(timed)
}

/// One run of a strategy's kernels on the inputs.
fn run(b: &Bench, pp: &PtxProgram) -> Result<PtxRun> {
    let schedule = Schedule::new(b.args.sequences.seq_memory, b.args.program.chunk);
    ptx::run_scheduled(pp, &b.inputs, schedule).map_err(|e| match e {
        ptx::PtxRunError::Runtime(e) => b.setup.stopped(&b.inputs, e),
        ptx::PtxRunError::Device(e) => anyhow!("{e}"),
    })
}

/// The device-to-device copy bandwidth the bound uses.
struct CopyBandwidth {
    /// Bytes copied.
    bytes: usize,
    gbs: f64,
}

/// Device-to-device copy: at least 256 MiB, as big as the largest array
/// (`largest` bytes), at most 2 GiB.
fn copy_bandwidth(b: &Bench, largest: usize) -> Result<CopyBandwidth> {
    let bytes = largest.clamp(256 << 20, 2 << 30);
    if b.table {
        eprintln!("bench: device-to-device copy of {} MiB", bytes >> 20);
    }
    let gbs = b
        .gpu
        .copy_bandwidth(bytes, (b.args.reps as usize).max(3))
        .map_err(|e: PtxError| anyhow!("{e}"))?;
    Ok(CopyBandwidth { bytes, gbs })
}

impl Row {
    /// A strategy's row from its samples, `none`'s median kernel time and
    /// the copy bandwidth (GB/s).
    fn new(p: &Prepared, s: &Samples, none_median: f64, gbs: f64) -> Row {
        let t = Times::of(&s.kernels);
        let bound = Bound::at(p.bytes.clone(), gbs);
        Row {
            strategy: p.name.clone(),
            nests: p.pp.plans.len(),
            kernels: p.pp.kernel_count(),
            plans: p.pp.plans.iter().map(|n| n.describe()).collect(),
            compile_ms: p.compile_ms,
            kernels_ms: t,
            whole_ms: Times::of(&s.whole),
            time_over_bound: bound.over(t.median),
            bytes: bound.bytes,
            bytes_unknown: bound.unknown,
            bound_ms: bound.ms,
            speedup_vs_none: none_median / t.median,
            passes: s.passes.clone(),
        }
    }
}

/// The report as JSON.
fn json(b: &Bench, copy: &CopyBandwidth, rows: &[Row]) -> serde_json::Value {
    let args = b.args;
    serde_json::json!({
        "program": b.setup.loaded.file.name,
        "entry": b.setup.def.name.to_string(),
        "sizes": b.setup.sizes(),
        "backend": "ptx",
        "device": b.gpu.describe(),
        "sm": b.opts.sm.cpu(),
        "reps": args.reps,
        "seed": args.random.seed,
        "checks": !args.code.unchecked,
        "bandwidth": {"copy_bytes": copy.bytes, "copy_gbs": copy.gbs},
        "strategies": rows,
    })
}

/// The report as text: a header, the bandwidth, the table, `ilp` against
/// its bound.
fn render(b: &Bench, copy: &CopyBandwidth, rows: &[Row]) -> String {
    let args = b.args;
    let mut s = String::new();
    let sz: Vec<String> = b
        .setup
        .sizes()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let _ = writeln!(
        s,
        "bench {} ({}) at {}: ptx backend on {}, {}, checks {}, seed {}, median of {} run(s)",
        b.setup.def.name,
        b.setup.loaded.file.name,
        sz.join(", "),
        b.gpu.describe(),
        b.opts.sm.cpu(),
        if args.code.unchecked { "off" } else { "on" },
        args.random.seed,
        args.reps
    );
    let _ = writeln!(
        s,
        "bandwidth: device-to-device copy of {} MiB: {:.1} GB/s (bytes read + written; the bound uses it)",
        copy.bytes >> 20,
        copy.gbs
    );
    s.push_str(&table(rows).render(""));
    let _ = writeln!(
        s,
        "(kernels: from the first launch of each nest to its synchronisation, summed; whole run: inputs to the device, kernels, results back; bound: the cost model's bytes at the copy bandwidth)"
    );
    if let Some(ilp) = rows.iter().find(|r| r.strategy == "ilp") {
        let _ = writeln!(
            s,
            "ilp: {:.3} ms in kernels against a bound of {} ms ({}x the bound)",
            ilp.kernels_ms.median,
            bench_shared::or_dash(ilp.bound_ms, 3),
            bench_shared::or_dash(ilp.time_over_bound, 2)
        );
    }
    s
}

/// The table of the strategies.
fn table(rows: &[Row]) -> crate::table::Table {
    let mut t = crate::table::Table::new(&[
        "strategy",
        "nests",
        "kernels",
        "compile ms",
        "kernels ms",
        "min ms",
        "max ms",
        "whole run ms",
        "speed-up",
        "bytes",
        "bound ms",
        "time/bound",
        "passes",
    ]);
    for r in rows {
        t.row(vec![
            r.strategy.clone(),
            r.nests.to_string(),
            r.kernels.to_string(),
            format!("{:.1}", r.compile_ms),
            format!("{:.3}", r.kernels_ms.median),
            format!("{:.3}", r.kernels_ms.min),
            format!("{:.3}", r.kernels_ms.max),
            format!("{:.1}", r.whole_ms.median),
            format!("{:.2}x", r.speedup_vs_none),
            bench_shared::bytes_cell(r.bytes, &r.bytes_unknown),
            bench_shared::or_dash(r.bound_ms, 3),
            bench_shared::or_dash(r.time_over_bound, 2),
            r.passes.clone(),
        ]);
    }
    t
}

//! The PTX backend from the command line: `fuse --emit ptx`, the summary
//! line of `run --backend ptx`, and `bench --backend ptx`: each strategy's
//! kernels timed on the GPU against the bandwidth bound, the cost model's
//! bytes at the device-to-device copy bandwidth measured in the same run.
//! A benchmark, not a test: nothing here judges the times.

use crate::args::{BenchArgs, Format};
use crate::bench_shared::{self, Times};
use crate::{exit, program};
use anyhow::{anyhow, Result};
use backend::ptx::{self, PtxError, PtxProgram};
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

/// `bench --backend ptx`.
pub fn bench_ptx(args: &BenchArgs) -> Result<ExitCode> {
    if args.threads != 0 || args.fresh_outputs || args.compile_only {
        return Err(exit::usage(
            "--threads, --fresh-outputs and --compile-only apply to --backend cpu",
        ));
    }
    let gpu = crate::gpu::gpu()?;
    let loaded = program::load(&args.file)?;
    let def = program::entry(&loaded, args.entry.as_deref())?;
    let options = crate::pipeline::options(&loaded, def, &args.sizes, !args.no_simplify)?;
    let given = bench_shared::all_sizes(args, def)?;
    let registry = crate::pipeline::registry_with(&args.ilp.options());
    let names = bench_shared::strategy_names(args, &registry);
    let opts = crate::gpu::options(args.sm.as_deref(), Some(gpu), !args.unchecked)?;
    let table = args.format == Format::Table;
    let inputs =
        interp::inputs::random_inputs(def, &given, args.seed).map_err(exit::input_error)?;
    let mut prepared: Vec<(String, PtxProgram, f64, std::result::Result<i128, String>)> =
        Vec::new();
    for name in &names {
        let strategy = registry.get(name).map_err(|e| exit::usage(e.to_string()))?;
        let c = passes::manager::compile(&loaded.program, def, strategy, &options)?;
        let pp = ptx::compile(&c.loops, &opts).map_err(|e| {
            anyhow!(
                "the PTX backend failed to compile `{}` ({name}): {e}",
                def.name
            )
        })?;
        let bytes = bench_shared::cost_bytes(&c, name)?;
        let compile_ms = crate::pipeline::passes_ms(&c) + pp.compile_ms;
        prepared.push((name.clone(), pp, compile_ms, bytes));
    }
    let reps = args.reps as usize;
    let mut kernel_samples = vec![Vec::new(); prepared.len()];
    let mut whole_samples = vec![Vec::new(); prepared.len()];
    let mut passes = vec![String::new(); prepared.len()];
    let mut largest = inputs
        .iter()
        .map(bench_shared::array_bytes)
        .max()
        .unwrap_or(0);
    // One untimed run each first (module loading, first-touch allocation).
    for rep in 0..=reps {
        if table {
            eprintln!(
                "bench: run {rep} of {reps}{}",
                if rep == 0 { " (warm-up)" } else { "" }
            );
        }
        for (k, (_, pp, _, _)) in prepared.iter().enumerate() {
            let start = Instant::now();
            let r = ptx::run(pp, &inputs).map_err(|e| match e {
                ptx::launch::PtxRunError::Runtime(e) => {
                    crate::pipeline::stopped_fused(&loaded, def, &inputs, e)
                }
                ptx::launch::PtxRunError::Device(e) => anyhow!("{e}"),
            })?;
            let whole = start.elapsed().as_secs_f64() * 1e3;
            if rep == 0 {
                for a in r.value.arrays() {
                    largest = largest.max(bench_shared::array_bytes(a));
                }
                continue;
            }
            kernel_samples[k].push(r.run_ms);
            whole_samples[k].push(whole);
            passes[k] = crate::gpu::passes_text(pp, &r.passes, &r.nest_ms);
        }
    }
    // Device-to-device copy: at least 256 MiB, as big as the largest array,
    // at most 2 GiB.
    let copy_bytes = largest.clamp(256 << 20, 2 << 30);
    if table {
        eprintln!("bench: device-to-device copy of {} MiB", copy_bytes >> 20);
    }
    let gbs = gpu
        .copy_bandwidth(copy_bytes, reps.max(3))
        .map_err(|e: PtxError| anyhow!("{e}"))?;
    let bytes_per_ms = gbs * 1e6;
    let none_median = Times::of(&kernel_samples[0]).median;
    let rows: Vec<Row> = prepared
        .iter()
        .enumerate()
        .map(|(k, (name, pp, compile_ms, bytes))| {
            let t = Times::of(&kernel_samples[k]);
            let bound_ms = bytes.as_ref().ok().map(|&b| b as f64 / bytes_per_ms);
            Row {
                strategy: name.clone(),
                nests: pp.plans.len(),
                kernels: pp.kernel_count(),
                plans: pp.plans.iter().map(|n| n.describe()).collect(),
                compile_ms: *compile_ms,
                kernels_ms: t,
                whole_ms: Times::of(&whole_samples[k]),
                bytes: bytes.as_ref().ok().copied(),
                bytes_unknown: bytes.as_ref().err().cloned(),
                bound_ms,
                time_over_bound: bound_ms.map(|b| t.median / b),
                speedup_vs_none: none_median / t.median,
                passes: passes[k].clone(),
            }
        })
        .collect();
    let sizes: std::collections::BTreeMap<String, i64> =
        given.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    match args.format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "program": loaded.file.name,
                "entry": def.name.to_string(),
                "sizes": sizes,
                "backend": "ptx",
                "device": gpu.describe(),
                "sm": opts.sm.cpu(),
                "reps": args.reps,
                "seed": args.seed,
                "checks": !args.unchecked,
                "bandwidth": {"copy_bytes": copy_bytes, "copy_gbs": gbs},
                "strategies": rows,
            }))
            .expect("the report serialises")
        ),
        Format::Table => {
            let mut s = String::new();
            let sz: Vec<String> = sizes.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let _ = writeln!(
                s,
                "bench {} ({}) at {}: ptx backend on {}, {}, checks {}, seed {}, median of {} run(s)",
                def.name,
                loaded.file.name,
                sz.join(", "),
                gpu.describe(),
                opts.sm.cpu(),
                if args.unchecked { "off" } else { "on" },
                args.seed,
                args.reps
            );
            let _ = writeln!(
                s,
                "bandwidth: device-to-device copy of {} MiB: {gbs:.1} GB/s (bytes read + written; the bound uses it)",
                copy_bytes >> 20
            );
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
            for r in &rows {
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
            s.push_str(&t.render(""));
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
            print!("{s}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

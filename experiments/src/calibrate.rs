//! `fuselab calibrate`: measures this machine once (the bandwidth probe of
//! [`crate::bench_probe`] and the compute probe of [`crate::compute_probe`]
//! at each thread count) and writes the machine profile
//! ([`crate::machine`]).

use crate::args::{CalibrateArgs, Format};
use crate::bench_probe::{self, PROBE_MAX_ELEMS};
use crate::compute_probe;
use crate::exit;
use crate::files;
use crate::machine::{default_path, save, MachineProfile};
use anyhow::Result;
use ir::work::OpClass;
use std::process::ExitCode;

/// `fuselab calibrate`: the bandwidth probe on [`PROBE_MAX_ELEMS`] f64
/// per array (the largest a `bench` probes, so the profile serves every
/// benchmark) at each thread count, written as the machine profile; then
/// the profile as a table or JSON on stdout.
pub fn calibrate(args: &CalibrateArgs) -> Result<ExitCode> {
    let path =
        match args.profile.clone().or_else(default_path) {
            Some(p) => p,
            None => return Err(exit::usage(
                "no place for the machine profile: set XDG_CACHE_HOME or HOME, or give --profile",
            )),
        };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        files::check_folder("--profile", dir)?;
    }
    if path.exists() && !path.is_file() {
        return Err(exit::usage(format!(
            "--profile {}: exists and is not a file",
            path.display()
        )));
    }
    let cpu = bench_probe::cpu_description().ok_or_else(|| {
        exit::usage("the CPU is unknown (no /proc/cpuinfo): a profile could not be matched to it")
    })?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut threads = match args.threads.is_empty() {
        true => vec![1, cores],
        false => args
            .threads
            .iter()
            .map(|t| if *t == 0 { cores } else { *t })
            .collect(),
    };
    threads.sort_unstable();
    threads.dedup();
    let llc = backend::cpu::last_level_cache();
    let mut bandwidth = Vec::new();
    let mut compute = Vec::new();
    for &t in &threads {
        if args.format == Format::Table {
            eprintln!("calibrate: compute probe, {t} thread(s)");
        }
        compute.push(compute_probe::probe(t, args.reps as usize)?);
    }
    for t in threads {
        if args.format == Format::Table {
            eprintln!("calibrate: bandwidth probe, {t} thread(s), {PROBE_MAX_ELEMS} f64 per array");
        }
        let mut b = bench_probe::probe(PROBE_MAX_ELEMS, t, args.reps as usize, llc);
        if args.format == Format::Table {
            eprintln!("calibrate: transposed-read probe, {t} thread(s)");
        }
        let reps = args.reps as usize;
        b.transposed_gbs = Some(compute_probe::transposed_gbs(t, reps, b.triad_gbs, true)?);
        b.untiled_gbs = Some(compute_probe::transposed_gbs(t, reps, b.triad_gbs, false)?);
        if args.format == Format::Table {
            eprintln!("calibrate: triad in the cache, {t} thread(s)");
        }
        b.cache_gbs = Some(bench_probe::cache_triad_gbs(t, reps));
        if args.format == Format::Table {
            eprintln!("calibrate: random-access probe, {t} thread(s)");
        }
        b.random = Some(bench_probe::random_levels(t, reps, llc));
        bandwidth.push(b);
    }
    let profile = MachineProfile {
        cpu,
        cores,
        calibrated_ms: crate::measure::now_ms(),
        bandwidth,
        compute,
    };
    save(&profile, &path)?;
    match args.format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&profile)?),
        Format::Table => {
            println!(
                "machine profile {} ({}, {} cores, {})",
                path.display(),
                profile.cpu,
                profile.cores,
                profile.date()
            );
            println!(
                "threads  f64 per array  copy GB/s  triad GB/s  transposed GB/s  untiled GB/s  cache triad GB/s"
            );
            for b in &profile.bandwidth {
                let gbs = |g: Option<f64>| g.map_or("-".into(), |g| format!("{g:.1}"));
                let (transposed, untiled) = (gbs(b.transposed_gbs), gbs(b.untiled_gbs));
                let cache = gbs(b.cache_gbs);
                println!(
                    "{:>7}  {:>13}  {:>9.1}  {:>10.1}  {transposed:>15}  {untiled:>12}  {cache:>16}",
                    b.threads, b.elements, b.copy_gbs, b.triad_gbs
                );
            }
            random_table(&profile.bandwidth);
            let classes = OpClass::ALL;
            let names: Vec<String> = classes.iter().map(|c| format!("{:>8}", c.name())).collect();
            println!(
                "threads  ns per operation: {}  nest call µs",
                names.join(" ")
            );
            for c in &profile.compute {
                let ns: Vec<String> = (classes.iter())
                    .map(|k| format!("{:>8.4}", c.seconds.get(*k) * 1e9))
                    .collect();
                let call = (c.call_seconds).map_or("-".into(), |s| format!("{:.2}", s * 1e6));
                println!("{:>7}  {:>17} {}  {call:>12}", c.threads, "", ns.join(" "));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The random-access probe's nanoseconds per access, a row per thread
/// count and a column per size of array.
fn random_table(bandwidth: &[bench_probe::Bandwidth]) {
    let Some(sizes) = bandwidth.iter().find_map(|b| b.random) else {
        return;
    };
    let names: Vec<String> = (sizes.iter())
        .map(|l| format!("{:>7}", binary_bytes(l.bytes)))
        .collect();
    println!(
        "threads  ns per random access to an array of: {}",
        names.join(" ")
    );
    for b in bandwidth {
        let Some(levels) = b.random else { continue };
        let ns: Vec<String> = levels.iter().map(|l| format!("{:>7.2}", l.ns)).collect();
        println!("{:>7}  {:>38} {}", b.threads, "", ns.join(" "));
    }
}

/// `16 KiB`, `256 MiB`: bytes in binary units, whole.
fn binary_bytes(b: u64) -> String {
    match b {
        b if b >= 1 << 30 => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 => format!("{} KiB", b >> 10),
        b => format!("{b} B"),
    }
}

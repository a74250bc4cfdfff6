//! The native CPU backend from the command line: `run --backend cpu` prints
//! what the reference interpreter prints, under every strategy; `fuse --emit
//! llvm` prints LLVM IR with a loop per nest; `bench` reports its figures in
//! the expected structure (nothing here judges times).

mod common;

use common::{expect, program};

/// Runs fuselab and expects exit status `code`.
const STRATEGIES: &[&str] = &["none", "delayed", "vertical", "greedy", "ilp"];

fn same_as_reference(file: &str, size: &str) {
    let p = program(file);
    let base = ["run", &p, "--size", size, "--seed", "3"];
    let want = expect(&base, 0).stdout;
    assert!(!want.is_empty());
    for s in STRATEGIES {
        for extra in [&[][..], &["--threads", "1"][..], &["--unchecked"][..]] {
            let mut args = base.to_vec();
            args.extend(["--backend", "cpu", "--strategy", s]);
            args.extend(extra);
            let o = expect(&args, 0);
            assert_eq!(o.stdout, want, "{file} with {s} {extra:?}");
            let line = o
                .stderr
                .lines()
                .find(|l| l.starts_with(&format!("cpu ({s}): ")))
                .unwrap_or_else(|| panic!("no cpu line in\n{}", o.stderr));
            for part in ["loop nests", "compile", "ms", "run", "passes: c0 "] {
                assert!(line.contains(part), "`{part}` missing from {line}");
            }
        }
    }
}

#[test]
fn run_on_the_cpu_prints_what_the_reference_prints_normalise2() {
    same_as_reference("normalise2.fl", "n=1000");
}

#[test]
fn run_on_the_cpu_prints_what_the_reference_prints_saxpy() {
    same_as_reference("saxpy.fl", "n=777");
}

#[test]
fn run_on_the_cpu_defaults_to_ilp_and_reports_each_pass() {
    let p = program("normalise2.fl");
    let o = expect(
        &[
            "run",
            &p,
            "--size",
            "n=100",
            "--backend",
            "cpu",
            "--threads",
            "2",
        ],
        0,
    );
    let line = o
        .stderr
        .lines()
        .find(|l| l.starts_with("cpu (ilp): 2 loop nests"));
    let line = line.unwrap_or_else(|| panic!("no cpu line in\n{}", o.stderr));
    assert!(line.contains("passes: c0 "), "{line}");
    assert!(line.contains(", c1 "), "{line}");
}

#[test]
fn cpu_run_time_errors_are_rendered_and_exit_1() {
    // All zeros: both sums are 0, so the divisions fail.
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("in");
    let p = program("normalise2.fl");
    expect(
        &[
            "run",
            &p,
            "--size",
            "n=4",
            "--save-inputs",
            inputs.to_str().unwrap(),
        ],
        0,
    );
    // Overwrite xs with zeros: a 1.0 .npy of four little-endian i64 zeros.
    let header = "{'descr': '<i8', 'fortran_order': False, 'shape': (4,), }";
    let mut h = header.to_string();
    while !(10 + h.len() + 1).is_multiple_of(64) {
        h.push(' ');
    }
    h.push('\n');
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend((h.len() as u16).to_le_bytes());
    bytes.extend(h.as_bytes());
    bytes.extend([0u8; 32]);
    let xs = inputs.join("xs.npy");
    std::fs::write(&xs, bytes).unwrap();
    let input = format!("xs={}", xs.display());
    let reference = expect(&["run", &p, "--input", &input], 1);
    let cpu = expect(&["run", &p, "--input", &input, "--backend", "cpu"], 1);
    // The error is shown once: its located line and source snippet, with no
    // summary line repeating it.
    assert_eq!(
        cpu.stderr.matches(" run-time error: ").count(),
        1,
        "{}",
        cpu.stderr
    );
    assert!(
        !cpu.stderr.contains("error: `normalise2` stopped"),
        "{}",
        cpu.stderr
    );
    let from = |s: &str| {
        let lines: Vec<&str> = s.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.contains(" run-time error: "))
            .expect("a located error");
        lines[at..].join("\n")
    };
    assert_eq!(from(&cpu.stderr), from(&reference.stderr));
}

#[test]
fn cpu_flags_need_the_cpu_backend() {
    let p = program("normalise2.fl");
    let o = expect(&["run", &p, "--size", "n=10", "--threads", "2"], 2);
    assert!(o.stderr.contains("--backend cpu"), "{}", o.stderr);
    let o = expect(&["fuse", &p, "--strategy", "ilp", "--unchecked"], 2);
    assert!(o.stderr.contains("--emit llvm"), "{}", o.stderr);
}

/// Whether LLVM IR text has a back edge: a block with a predecessor that
/// is laid out at or after it.
fn has_loop(ir: &str) -> bool {
    let mut order = std::collections::HashMap::new();
    let mut blocks = Vec::new();
    for line in ir.lines() {
        if line.starts_with("define ") {
            order.clear();
            blocks.push(Vec::new());
        }
        if let Some((label, rest)) = line.split_once(':') {
            if !label.is_empty() && !label.contains(' ') && !label.starts_with(';') {
                order.insert(format!("%{label}"), order.len());
                let preds: Vec<String> = rest
                    .split_once("preds =")
                    .map(|(_, p)| p.split(',').map(|s| s.trim().to_string()).collect())
                    .unwrap_or_default();
                if let Some(b) = blocks.last_mut() {
                    b.push((order.len() - 1, preds, order.clone()));
                }
            }
        }
    }
    blocks.iter().any(|f| {
        let all = &f.last().map(|(_, _, o)| o.clone()).unwrap_or_default();
        f.iter()
            .any(|(at, preds, _)| preds.iter().any(|p| all.get(p).is_some_and(|k| k >= at)))
    })
}

#[test]
fn emit_llvm_prints_a_function_with_a_loop_per_nest() {
    let p = program("normalise2.fl");
    let o = expect(&["fuse", &p, "--strategy", "ilp", "--emit", "llvm"], 0);
    // One `nest` function per nest; c0 (a scan) also has its chained
    // scan's block functions.
    assert_eq!(o.stdout.matches(" @nest(").count(), 2, "{}", o.stdout);
    assert_eq!(
        o.stdout.matches(" @nest_totals(").count(),
        1,
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("; cluster c0: "));
    assert!(has_loop(&o.stdout), "no loop in\n{}", o.stdout);
    let unchecked = expect(
        &[
            "fuse",
            &p,
            "--strategy",
            "ilp",
            "--emit",
            "llvm",
            "--unchecked",
        ],
        0,
    );
    assert!(unchecked.stdout.contains("define "));
    assert!(has_loop(&unchecked.stdout));
    assert!(!has_loop("define i32 @f() {\nentry:\n  ret i32 0\n}\n"));
}

fn json(stdout: &str) -> serde_json::Value {
    serde_json::from_str(stdout).unwrap_or_else(|e| panic!("not JSON ({e}):\n{stdout}"))
}

#[test]
fn bench_reports_strategies_bandwidth_and_the_hand_loop() {
    let p = program("normalise2.fl");
    let o = expect(
        &[
            "bench", &p, "--size", "n=1000", "--reps", "1", "--format", "json",
        ],
        0,
    );
    let r = json(&o.stdout);
    assert_eq!(r["entry"], "normalise2");
    assert_eq!(r["sizes"]["n"], 1000);
    assert_eq!(r["reps"], 1);
    assert_eq!(r["backend"], "cpu");
    assert_eq!(r["checks"], true);
    assert_eq!(r["fresh_outputs"], false);
    assert_eq!(r["fresh_memory"], "huge");
    let rows = r["strategies"].as_array().expect("strategies");
    let names: Vec<&str> = rows
        .iter()
        .map(|s| s["strategy"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["none", "delayed", "vertical", "greedy", "ilp"]);
    for row in rows {
        for key in ["nests", "bytes"] {
            assert!(row[key].as_u64().is_some(), "{key} in {row}");
        }
        for key in [
            "speedup_vs_none",
            "bound_ms",
            "time_over_bound",
            "nests_over_bound",
            "nests_ms",
            "other_checks_ms",
            "fresh_ms",
        ] {
            assert!(row[key].as_f64().is_some(), "{key} in {row}");
        }
        for key in ["median", "min", "max"] {
            assert!(row["run_ms"][key].as_f64().is_some(), "{key} in {row}");
        }
        let c = &row["compile"];
        for key in ["passes_ms", "llvm_ms", "total_ms", "text_to_native_ms"] {
            assert!(c[key].as_f64().is_some(), "{key} in {c}");
        }
        assert_eq!(c["cold"], true, "{c}");
        assert_eq!(c["cache_hits"], 0, "{c}");
        assert!(row["passes"].as_str().unwrap().starts_with("c0 "), "{row}");
        let name = row["strategy"].as_str().unwrap();
        assert!(r["speedups"][name].as_f64().is_some());
    }
    // The cost model's bytes at n = 1000: none moves the most, ilp the least.
    let bytes = |k: usize| rows[k]["bytes"].as_i64().unwrap();
    assert!(bytes(4) < bytes(0));
    assert_eq!(bytes(4), 8 * (4 * 1000 + 4));
    assert_eq!(rows[0]["speedup_vs_none"], 1.0);
    let bw = &r["bandwidth"];
    for key in ["copy_gbs", "triad_gbs"] {
        assert!(bw[key].as_f64().is_some_and(|v| v > 0.0), "{key} in {bw}");
    }
    assert!(bw["elements"].as_u64().unwrap() >= 1000);
    let hand = &r["hand"];
    assert_eq!(hand["name"], "normalise2");
    assert!(hand["run_ms"]["median"].as_f64().is_some());
    assert!(hand["ilp_over_hand"].as_f64().is_some());
}

#[test]
fn bench_table_and_a_program_without_a_hand_loop() {
    let p = program("variance.fl");
    let o = expect(
        &[
            "bench",
            &p,
            "--size",
            "n=500",
            "--reps",
            "1",
            "--strategies",
            "ilp",
            "--threads",
            "1",
            "--unchecked",
            "--fresh-outputs",
            "--fresh-memory",
            "prefault",
        ],
        0,
    );
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert!(lines[0].starts_with("bench variance "), "{}", o.stdout);
    assert!(lines[0].contains("1 thread ("), "{}", lines[0]);
    assert!(lines[0].contains("checks off"), "{}", lines[0]);
    assert!(
        lines[0].contains("new output arrays every run"),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with("bandwidth ("), "{}", o.stdout);
    // The compute figures of the prediction, or why there are none.
    assert!(lines[2].starts_with("compute"), "{}", o.stdout);
    assert!(lines[3].starts_with("strategy"), "{}", o.stdout);
    assert!(lines[3].contains("fresh ms"), "{}", o.stdout);
    assert!(o.stdout.contains("(new memory: prefault)"), "{}", o.stdout);
    // `none` is always measured: the speed-ups are over it.
    assert!(lines[4].starts_with("none "), "{}", o.stdout);
    assert!(lines[5].starts_with("ilp "), "{}", o.stdout);
    assert!(!o.stdout.contains("hand-fused"));
    let o = expect(
        &[
            "bench", &p, "--size", "n=50", "--reps", "1", "--format", "json",
        ],
        0,
    );
    assert!(json(&o.stdout)["hand"].is_null());
    // One thread against two, in the same run; without `--one-thread`
    // (above) neither column.
    assert!(!lines[2].contains("1-thread ms"), "{}", o.stdout);
    let o = expect(
        &[
            "bench",
            &p,
            "--size",
            "n=500",
            "--reps",
            "1",
            "--strategies",
            "ilp",
            "--threads",
            "2",
            "--one-thread",
        ],
        0,
    );
    let lines: Vec<&str> = o.stdout.lines().collect();
    // (After the bandwidth lines: one thread's too where a nest ran on one.)
    let header = (lines.iter().position(|l| l.starts_with("strategy")))
        .unwrap_or_else(|| panic!("no header in {}", o.stdout));
    assert!(
        lines[header].contains("1-thread ms  over 1 thread"),
        "{}",
        o.stdout
    );
    assert!(lines[header + 2].starts_with("ilp "), "{}", o.stdout);
    assert!(lines[header + 2].contains('x'), "{}", o.stdout);
    common::assert_says(
        &o.stdout,
        "over 1 thread: that median over the median on 2 threads",
    );
    let o = expect(
        &[
            "bench",
            &p,
            "--size",
            "n=50",
            "--reps",
            "1",
            "--threads",
            "2",
            "--one-thread",
            "--format",
            "json",
        ],
        0,
    );
    let rows = json(&o.stdout)["strategies"].as_array().unwrap().clone();
    for row in rows {
        let (one, ratio) = (&row["one_thread_ms"], &row["threads_speedup"]);
        assert!(one.as_f64().unwrap() > 0.0, "{row}");
        assert!(ratio.as_f64().unwrap() > 0.0, "{row}");
    }
}

#[test]
fn bench_needs_every_size() {
    let p = program("normalise2.fl");
    let o = expect(&["bench", &p], 2);
    assert!(o.stderr.contains("--size n="), "{}", o.stderr);
    let o = expect(&["bench", &p, "--size", "m=3"], 2);
    assert!(o.stderr.contains("`m`"), "{}", o.stderr);
}

/// `fuse --emit llvm --metrics` records the machine-code compilation as the
/// pass `llvm`, after the passes of the pass manager.
#[test]
fn emit_llvm_records_the_codegen_pass() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.json");
    let p = path.display().to_string();
    expect(
        &[
            "fuse",
            &program("normalise2.fl"),
            "--strategy",
            "ilp",
            "--emit",
            "llvm",
            "--metrics",
            &p,
        ],
        0,
    );
    let m = reports::Metrics::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let names: Vec<&str> = m.passes.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.last(), Some(&"llvm"), "{names:?}");
    let llvm = m.pass("llvm").unwrap();
    assert_eq!(llvm.input_size, 2, "two nests");
    assert_eq!(llvm.figures["plans"], serde_json::json!(["scan", "chunks"]));
}

/// `fuselab calibrate` on one thread into a fresh folder of the temporary
/// directory (`fuselab-{name}-{pid}`, its profile `machine.json`): the
/// folder and the profile it printed.
fn calibrate_one_thread(name: &str) -> (std::path::PathBuf, serde_json::Value) {
    let dir = std::env::temp_dir().join(format!("fuselab-{name}-{}", std::process::id()));
    let profile = dir.join("machine.json");
    let path = profile.to_str().unwrap();
    let o = expect(
        &[
            "calibrate",
            "--profile",
            path,
            "--threads",
            "1",
            "--reps",
            "1",
            "--format",
            "json",
        ],
        0,
    );
    (dir, json(&o.stdout))
}

/// `bench` predicts each nest's time from its cluster's bytes at the
/// bandwidth of the threads it ran on: with a profile whose one-thread
/// bandwidth is a quarter of two threads', a nest that ran on one thread
/// (`sequential`, or one chunk: radix_pass's scan of the bucket counts) is
/// predicted at four times what it is with both bandwidths equal, and every
/// other nest the same; a strategy's prediction is the sum of its nests'; a
/// filter's length, known only at run time, is priced at what the run met.
#[test]
fn bench_predicts_each_nest_at_the_bandwidth_of_its_threads() {
    let (dir, calibrated) = calibrate_one_thread("predict");
    let profile = dir.join("machine.json");
    let path = profile.to_str().unwrap();
    let cpu = calibrated["cpu"].clone();
    let probe = |threads: usize, triad: f64| {
        serde_json::json!({"elements": 1u64 << 26, "llc_bytes": 1u64 << 20,
            "threads": threads, "copy_gbs": triad, "triad_gbs": triad})
    };
    let bench = |one_thread_gbs: f64, file: &str, n: &str| {
        let made = serde_json::json!({"cpu": cpu, "cores": 2, "calibrated_ms": 0,
            "bandwidth": [probe(1, one_thread_gbs), probe(2, 40.0)]});
        std::fs::write(&profile, made.to_string()).unwrap();
        let p = program(file);
        let args = [
            "bench",
            &p,
            "--size",
            n,
            "--reps",
            "1",
            "--threads",
            "2",
            "--strategies",
            "none",
            "--format",
            "json",
            "--machine-profile",
            path,
        ];
        json(&expect(&args, 0).stdout)
    };
    let floats = |v: &serde_json::Value| -> Vec<f64> {
        (v.as_array().unwrap().iter())
            .map(|x| x.as_f64().unwrap())
            .collect()
    };
    let (slow, even) = (
        bench(10.0, "radix_pass.fl", "n=100000"),
        bench(40.0, "radix_pass.fl", "n=100000"),
    );
    assert_eq!(slow["one_thread_bandwidth"][0]["triad_gbs"], 10.0, "{slow}");
    let (none, none_even) = (&slow["strategies"][0], &even["strategies"][0]);
    // Each nest's cluster, plan and chunks, without its times.
    let plans = |row: &serde_json::Value| -> Vec<String> {
        (row["passes"].as_str().unwrap().split(", "))
            .map(|p| {
                let words = p
                    .split(' ')
                    .take_while(|w| !w.starts_with(|c: char| c.is_ascii_digit()));
                words.collect::<Vec<_>>().join(" ")
            })
            .collect()
    };
    let passes = none["passes"].as_str().unwrap();
    assert_eq!(plans(none), plans(none_even));
    let (predicted, at_even) = (
        floats(&none["nest_predicted_ms"]),
        floats(&none_even["nest_predicted_ms"]),
    );
    let labels = plans(none);
    assert_eq!(labels.len(), predicted.len(), "{none}");
    assert_eq!(floats(&none["nest_ms"]).len(), predicted.len());
    let mut on_one = 0;
    for ((label, p), e) in labels.iter().zip(&predicted).zip(&at_even) {
        let one = label.contains("sequential") || label.ends_with(" x1");
        on_one += usize::from(one);
        let factor = if one { 4.0 } else { 1.0 };
        assert!(
            (p - factor * e).abs() <= 1e-9 * p.max(1e-9),
            "{label}: {p} against {e}"
        );
    }
    assert!(on_one >= 1 && on_one < labels.len(), "{passes}");
    let total = none["predicted_ms"].as_f64().unwrap();
    assert!((predicted.iter().sum::<f64>() - total).abs() <= 1e-9 * total);
    // With both bandwidths equal the prediction is the bound.
    let bound = none_even["bound_ms"].as_f64().unwrap();
    let even_total = none_even["predicted_ms"].as_f64().unwrap();
    assert!((even_total - bound).abs() <= 1e-9 * bound, "{none_even}");
    // A count known only at run time (the filter's length) is priced at
    // what the run met: the n f32s read, and the kept ones (between none
    // and n) written by the filter, then read and written by the map.
    let r = bench(40.0, "filter_positive.fl", "n=100000");
    let predicted = r["strategies"][0]["predicted_ms"].as_f64();
    let bytes = predicted.expect("a prediction") * 40e9 / 1e3;
    let n = 100_000.0;
    assert!(bytes > 4.0 * n && bytes < 16.0 * n, "{bytes} bytes: {r}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `calibrate` writes a machine profile, and `bench` takes its bandwidth
/// from it instead of probing: where it is of this CPU and has the thread
/// count, not with `--probe` or for another CPU; a file that is not a
/// profile stops `bench` before anything runs, naming where it failed.
#[test]
fn bench_takes_its_bandwidth_from_the_calibrated_profile() {
    let (dir, written) = calibrate_one_thread("calibrate");
    let profile = dir.join("machine.json");
    let path = profile.to_str().unwrap();
    let on_disk = json(&std::fs::read_to_string(&profile).unwrap());
    assert_eq!(written, on_disk);
    let probes = on_disk["bandwidth"].as_array().expect("bandwidth");
    assert_eq!(probes.len(), 1);
    assert_eq!(probes[0]["threads"], 1);
    assert!(probes[0]["triad_gbs"].as_f64().unwrap() > 0.0);
    // The bandwidths of a read down columns, tiled and not, and of the
    // triad in the cache: the time model's prices.
    for key in ["transposed_gbs", "untiled_gbs", "cache_gbs"] {
        let gbs = probes[0][key].as_f64();
        assert!(gbs.is_some_and(|g| g > 0.0), "{key}: {:?}", probes[0]);
    }
    // The random-access probe: arrays of 16 KiB up, four times larger each.
    let random = probes[0]["random"]
        .as_array()
        .expect("the random-access probe");
    let bytes: Vec<u64> = random
        .iter()
        .map(|l| l["bytes"].as_u64().unwrap())
        .collect();
    assert_eq!(bytes.len(), 8);
    assert_eq!(bytes[0], 16 << 10);
    assert!(bytes.windows(2).all(|w| w[1] >= 4 * w[0]), "{bytes:?}");
    assert!(
        random.iter().all(|l| l["ns"].as_f64().unwrap() > 0.0),
        "{random:?}"
    );

    let p = program("saxpy.fl");
    let bench = |extra: &[&str]| {
        let mut args = vec![
            "bench",
            &p,
            "--size",
            "n=1000",
            "--reps",
            "1",
            "--threads",
            "1",
            "--format",
            "json",
            "--strategies",
            "none",
        ];
        args.extend(extra);
        json(&expect(&args, 0).stdout)
    };
    let r = bench(&["--machine-profile", path]);
    // The host's share of the CPU time while the runs were timed (null
    // where `/proc/stat` lacks it or no tick passed).
    let steal = r["steal"].as_f64();
    assert!(
        steal.is_none_or(|x| (0.0..=1.0).contains(&x)),
        "{}",
        r["steal"]
    );
    assert!(steal.is_some() || r["steal"].is_null());
    let from = r["bandwidth_from"].as_str().unwrap();
    assert!(from.starts_with(&format!("profile {path} of ")), "{from}");
    assert_eq!(r["bandwidth"]["triad_gbs"], probes[0]["triad_gbs"]);
    let r = bench(&["--machine-profile", path, "--probe"]);
    assert_eq!(r["bandwidth_from"], "probe");

    // Another CPU's profile: the probe runs.
    let mut other = on_disk.clone();
    other["cpu"] = "Another CPU (avx2)".into();
    std::fs::write(&profile, other.to_string()).unwrap();
    assert_eq!(
        bench(&["--machine-profile", path])["bandwidth_from"],
        "probe"
    );

    std::fs::write(&profile, "{\n  \"cpu\": 3\n}\n").unwrap();
    let o = expect(
        &["bench", &p, "--size", "n=1000", "--machine-profile", path],
        2,
    );
    assert!(
        o.stderr.contains(&format!("{path}:2:")) && o.stderr.contains("not a machine profile"),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("bench: compiling"), "{}", o.stderr);

    // A folder is no profile, to read or to write: usage errors before
    // anything runs.
    let folder = dir.to_str().unwrap();
    let o = expect(
        &["bench", &p, "--size", "n=1000", "--machine-profile", folder],
        2,
    );
    assert!(o.stderr.contains("is a folder"), "{}", o.stderr);
    let o = expect(&["calibrate", "--profile", folder], 2);
    assert!(
        o.stderr
            .contains(&format!("--profile {folder}: exists and is not a file")),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("bandwidth probe"), "{}", o.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A map of `exp (sin x)` under a `replicate`: recomputing it in the
/// replicate's loop saves its array's write and read but evaluates it `k`
/// times per element.
const REPLICATED_WORK: &str = "def p (a: [n]f32) (z: [k]f32) : [k][n]f32 =
  let b = map (\\x -> exp (sin x)) a
  let r = replicate k b
  in r
";

/// fuselab with `XDG_CACHE_HOME` at `cache` (where `--objective time`
/// finds the machine profile); a panic fails the test.
fn with_cache(cache: &std::path::Path, args: &[&str]) -> common::Out {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fuselab"))
        .args(args)
        .env("XDG_CACHE_HOME", cache)
        .output()
        .expect("the fuselab binary runs");
    let o = common::Out::from(out);
    assert!(!o.stderr.contains("panicked"), "{}", o.stderr);
    o
}

/// `calibrate` measures every operation class; `--objective time` needs
/// that profile (a usage error naming `fuselab calibrate` without it), and
/// with operations dear it keeps a map out of a replicate that `traffic`
/// recomputes there; `bench` predicts a nest of transcendental calls at
/// their seconds when those outweigh its bytes.
#[test]
fn the_time_objective_and_the_prediction_take_the_compute_probe() {
    let (dir, calibrated) = calibrate_one_thread("time");
    let compute = calibrated["compute"].as_array().expect("compute");
    assert_eq!(compute.len(), 1);
    assert_eq!(compute[0]["threads"], 1);
    for class in [
        "simple", "division", "exp", "log", "sin", "cos", "tan", "pow",
    ] {
        let s = compute[0]["seconds"][class].as_f64().unwrap();
        assert!(s > 0.0 && s < 1e-6, "{class}: {s}");
    }
    let file = dir.join("replicated.fl");
    std::fs::write(&file, REPLICATED_WORK).unwrap();
    let file = file.to_str().unwrap();
    let cache = dir.join("cache");
    let fuse = |objective: &str, code: i32| {
        let args = [
            "fuse",
            file,
            "--size",
            "n=4096",
            "--size",
            "k=16",
            "--strategy",
            "ilp",
            "--objective",
            objective,
        ];
        let o = with_cache(&cache, &args);
        assert_eq!(o.code, code, "{}\n{}", o.stdout, o.stderr);
        o
    };
    let none = fuse("time", 2);
    assert!(none.stderr.contains("fuselab calibrate"), "{}", none.stderr);
    assert!(none.stdout.is_empty(), "{}", none.stdout);
    // A profile of this CPU: 10 GB/s, each call 1 ns (100 bytes at the
    // bandwidth), so recomputing `b` 15 more times per element costs more
    // than its array's write and read.
    let cpu = calibrated["cpu"].clone();
    let per_op = |call: f64| {
        serde_json::json!({"simple": 1e-11, "division": 1e-10, "exp": call, "log": call,
            "sin": call, "cos": call, "tan": call, "pow": call})
    };
    let made = |call: f64| {
        serde_json::json!({"cpu": cpu, "cores": 2, "calibrated_ms": 0,
            "bandwidth": [{"elements": 1u64 << 26, "llc_bytes": 1u64 << 20, "threads": 1,
                "copy_gbs": 10.0, "triad_gbs": 10.0}],
            "compute": [{"threads": 1, "elements": 65536, "seconds": per_op(call)}]})
    };
    let profile = cache.join("fuselab").join("machine.json");
    std::fs::create_dir_all(profile.parent().unwrap()).unwrap();
    std::fs::write(&profile, made(1e-9).to_string()).unwrap();
    let traffic = fuse("traffic", 0).stdout;
    assert!(traffic.contains("recomputed: b"), "{traffic}");
    let time = fuse("time", 0).stdout;
    assert!(!time.contains("recomputed"), "{time}");
    assert!(time.contains("c1: r"), "{time}");

    // The prediction: `b`'s nest does n sine and n exponential calls.
    let path = profile.to_str().unwrap();
    let bench = |call: f64| {
        std::fs::write(&profile, made(call).to_string()).unwrap();
        let args = [
            "bench",
            file,
            "--size",
            "n=4096",
            "--size",
            "k=16",
            "--reps",
            "1",
            "--threads",
            "1",
            "--strategies",
            "none",
            "--format",
            "json",
            "--machine-profile",
            path,
        ];
        let r = json(&expect(&args, 0).stdout);
        assert_eq!(r["compute"]["all"]["threads"], 1, "{r}");
        r["strategies"][0]["nest_predicted_ms"][0].as_f64().unwrap()
    };
    // Two calls per element of 4096, far above 32 KiB at 10 GB/s.
    let slow = bench(1e-6);
    assert!((slow - 8.192).abs() < 1e-9, "{slow}");
    // Cheap calls: the memory side, 4096 × 8 bytes at 10 GB/s.
    let fast = bench(1e-12);
    assert!((fast - 0.0032768).abs() < 1e-9, "{fast}");
    std::fs::remove_dir_all(&dir).ok();
}

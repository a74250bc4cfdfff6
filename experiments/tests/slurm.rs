//! `fuselab experiment --slurm` against a real Slurm: the project's
//! one-node cluster (`scripts/slurm-local.sh`, which installs Debian's
//! slurm-wlm and munge when they are missing and starts the daemons; it does
//! nothing when the cluster is up). A small sweep submitted as a 4-task
//! array, merged by the job that waits for it, gives the correctness of one
//! run in one process; an array task cancelled before it ran is run again
//! alone, and the sweep completes without running the other shards again.
//!
//! The tests skip, saying why, only where the cluster cannot be had: Slurm
//! or munge missing and not installable (not root, no apt-get). One test
//! function: the steps share the cluster one after another.

#[path = "common/merged.rs"]
mod merged;

use merged::same_correctness;
use reports::experiment::Experiment;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant, SystemTime};

const SWEEP: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/slurm.toml");
/// How long a job may take to end, from its submission.
const JOB_TIMEOUT: Duration = Duration::from_secs(150);

/// The cluster's `SLURM_CONF`, or `None` (said on stderr) where Slurm
/// cannot be had here.
fn cluster() -> Option<String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/slurm-local.sh");
    let o = Command::new(&script)
        .output()
        .expect("scripts/slurm-local.sh runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    match o.status.code() {
        Some(0) => {}
        Some(3) => {
            eprintln!("skipping the Slurm tests: no one-node Slurm cluster here: {stderr}");
            return None;
        }
        _ => panic!("scripts/slurm-local.sh failed ({}):\n{stderr}", o.status),
    }
    let stdout = String::from_utf8_lossy(&o.stdout);
    let conf = stdout
        .lines()
        .find_map(|l| l.strip_prefix("export SLURM_CONF="))
        .unwrap_or_else(|| panic!("slurm-local.sh names no SLURM_CONF: {stdout}"));
    Some(conf.trim().to_string())
}

/// A command's outcome.
struct Ran {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `program ARGS` with the cluster's configuration.
fn run(conf: &str, program: &str, args: &[&str]) -> Ran {
    let o = Command::new(program)
        .args(args)
        .env("SLURM_CONF", conf)
        .output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"));
    Ran {
        code: o.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// Runs `program ARGS`, expecting success; its stdout.
fn ok(conf: &str, program: &str, args: &[&str]) -> String {
    let r = run(conf, program, args);
    assert_eq!(
        r.code, 0,
        "{program} {args:?}: exit status {}\nstdout:\n{}\nstderr:\n{}",
        r.code, r.stdout, r.stderr
    );
    r.stdout
}

fn fuselab(conf: &str, args: &[&str]) -> String {
    ok(conf, env!("CARGO_BIN_EXE_fuselab"), args)
}

/// The value after `label` on a line of `text`.
fn field(text: &str, label: &str) -> String {
    text.lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no `{label}` in:\n{text}"))
        .trim()
        .to_string()
}

/// The states of a job (one per array task), as `scontrol` gives them.
fn states(conf: &str, job: &str) -> Vec<(String, String)> {
    let out = ok(conf, "scontrol", &["show", "job", "--oneliner", job]);
    out.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let get = |k: &str| {
                l.split_whitespace()
                    .find_map(|w| w.strip_prefix(k))
                    .unwrap_or("")
                    .to_string()
            };
            (get("JobState="), get("Reason="))
        })
        .collect()
}

/// Waits until every task of `job` has ended; their final states.
fn wait(conf: &str, job: &str, logs: &Path) -> Vec<String> {
    let start = Instant::now();
    loop {
        let s = states(conf, job);
        let ended = |state: &str| {
            !matches!(
                state,
                "PENDING" | "RUNNING" | "CONFIGURING" | "COMPLETING" | "SUSPENDED" | "REQUEUED"
            )
        };
        if !s.is_empty() && s.iter().all(|(state, _)| ended(state)) {
            return s.into_iter().map(|(state, _)| state).collect();
        }
        let never = s.iter().any(|(_, r)| r == "DependencyNeverSatisfied");
        if never || start.elapsed() > JOB_TIMEOUT {
            let mut text = String::new();
            for entry in std::fs::read_dir(logs).into_iter().flatten().flatten() {
                let body = std::fs::read_to_string(entry.path()).unwrap_or_default();
                text += &format!("--- {}\n{body}\n", entry.path().display());
            }
            panic!(
                "job {job} has not ended after {:?}: {s:?}\nlogs:\n{text}",
                start.elapsed()
            );
        }
        std::thread::sleep(Duration::from_millis(300));
    }
}

fn read(dir: &Path) -> Experiment {
    let path = dir.join("metrics.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    Experiment::from_json(&text).unwrap()
}

/// `fuselab experiment SWEEP --out OUT --slurm --shards 4 EXTRA..`: its
/// output.
fn four_shards(conf: &str, out: &Path, extra: &[&str]) -> String {
    let mut args = vec![
        "experiment",
        SWEEP,
        "--out",
        out.to_str().unwrap(),
        "--slurm",
        "--shards",
        "4",
    ];
    args.extend(extra);
    fuselab(conf, &args)
}

/// A shard's metrics.json: its bytes and when it was last written.
fn stamp(dir: &Path) -> (Vec<u8>, SystemTime) {
    let path = dir.join("metrics.json");
    let bytes = std::fs::read(&path).unwrap();
    (bytes, std::fs::metadata(&path).unwrap().modified().unwrap())
}

#[test]
fn sweeps_run_as_slurm_job_arrays() {
    let Some(conf) = cluster() else { return };
    let conf = conf.as_str();
    let d = tempfile::tempdir().unwrap();
    let one_dir = d.path().join("one");
    fuselab(
        conf,
        &["experiment", SWEEP, "--out", one_dir.to_str().unwrap()],
    );
    let one = read(&one_dir);
    assert_eq!(one.cells.len(), 8);

    // Submitted as a 4-task array and a merge job after it.
    let out = d.path().join("array");
    let o = four_shards(conf, &out, &["--submit"]);
    let (array, merge) = (field(&o, "array job:"), field(&o, "merge job:"));
    let logs = out.join("slurm");
    let tasks = wait(conf, &array, &logs);
    assert_eq!(tasks, ["COMPLETED"; 4], "the array's tasks");
    assert_eq!(wait(conf, &merge, &logs), ["COMPLETED"], "the merge job");
    let merged = read(&out.join("merged"));
    same_correctness(&merged, &one);
    assert!(out.join("merged/report.html").exists());

    // A task cancelled before it ran, then run again alone.
    let out = d.path().join("resubmit");
    let o = four_shards(conf, &out, &[]);
    let script = PathBuf::from(field(&o, "array script:"));
    let merge_script = PathBuf::from(field(&o, "merge script:"));
    let logs = out.join("slurm");
    // `sbatch --parsable`: the job id, or `ID;CLUSTER`.
    let sbatch = |args: &[&str]| {
        let out = ok(conf, "sbatch", args);
        out.trim().split(';').next().unwrap().to_string()
    };
    let array = sbatch(&["--parsable", "--hold", script.to_str().unwrap()]);
    ok(conf, "scancel", &[&format!("{array}_3")]);
    ok(conf, "scontrol", &["release", &array]);
    // The cancelled task, which never started, leaves no record.
    let tasks = wait(conf, &array, &logs);
    assert_eq!(tasks, ["COMPLETED"; 3], "the array's other tasks");
    let shard = |k: usize| out.join(format!("shard-{k}-of-4"));
    assert!(!shard(3).exists(), "shard 3 never ran");
    let others = [1, 2, 4].map(|k| (k, stamp(&shard(k))));
    let again = sbatch(&["--parsable", "--array=3", script.to_str().unwrap()]);
    let after = format!("--dependency=afterok:{again}");
    let merge = sbatch(&["--parsable", &after, merge_script.to_str().unwrap()]);
    assert_eq!(wait(conf, &again, &logs), ["COMPLETED"], "shard 3 again");
    assert_eq!(wait(conf, &merge, &logs), ["COMPLETED"], "the merge job");
    for (k, before) in others {
        assert!(
            stamp(&shard(k)) == before,
            "shard {k}'s metrics.json was written again"
        );
    }
    same_correctness(&read(&out.join("merged")), &one);
    let log = std::fs::read_to_string(logs.join("merge.log")).unwrap();
    assert!(
        log.contains("merged 4 of 4 shards of sweep slurm: 8 of 8 planned cells finished"),
        "{log}"
    );
}

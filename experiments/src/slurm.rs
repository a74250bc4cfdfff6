//! `fuselab experiment SWEEP --slurm --out DIR`: the sweep as a Slurm job
//! array. Two batch scripts go into `DIR/slurm`:
//!
//! - `array.sbatch`, one array task per shard: task K runs `fuselab
//!   experiment SWEEP --out DIR --shard K/N --resume` (absolute paths of the
//!   binary, the sweep file and DIR), so that a task run again finishes its
//!   shard instead of starting it afresh;
//! - `merge.sbatch`, `fuselab report --merge DIR/shard-1-of-N .. --out
//!   DIR/merged`, submitted to run after every array task succeeded
//!   (`--dependency=afterok:<array job>`).
//!
//! A sweep with a timed cell (a backend other than the interpreter) asks for
//! whole nodes (`--exclusive`), so that no other job runs beside a timing;
//! a sweep of untimed cells shares nodes. `--submit` submits both scripts
//! with `sbatch --parsable` and prints the two job ids.
//!
//! [`scripts`] is the pure part: from the job's description to the scripts'
//! text.

use crate::exit;
use crate::sweep::{Cell, Sweep};
use anyhow::{anyhow, Context, Result};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The most shards `--shards` takes by default (see [`default_shards`]).
pub const DEFAULT_SHARDS_MAX: usize = 32;

/// Where the scripts and the jobs' logs go under `--out DIR`.
pub const SCRIPTS_DIR: &str = "slurm";
/// The array's script, in [`SCRIPTS_DIR`].
pub const ARRAY_SCRIPT: &str = "array.sbatch";
/// The merge job's script, in [`SCRIPTS_DIR`].
pub const MERGE_SCRIPT: &str = "merge.sbatch";
/// Where the merge job writes the merged experiment, under `--out DIR`.
pub const MERGED_DIR: &str = "merged";

/// The options of `--slurm` (in `fuselab experiment --help`).
#[derive(clap::Args, Debug, Clone)]
pub struct SlurmArgs {
    /// Run nothing here: write a Slurm job array for the sweep into
    /// DIR/slurm (array.sbatch, one task per shard, each running
    /// `experiment SWEEP --out DIR --shard K/N --resume`; merge.sbatch,
    /// `report --merge` of the shards into DIR/merged); see
    /// docs/cluster.md.
    #[arg(long, requires = "out", conflicts_with_all = ["plan", "shard", "resume", "force"])]
    pub slurm: bool,
    /// With --slurm: the number of shards, one array task each (default:
    /// the sweep's programs, at most 32).
    #[arg(long, value_name = "N", requires = "slurm", value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub shards: Option<u64>,
    /// With --slurm: the Slurm partition of both jobs (`sbatch
    /// --partition`; default: the cluster's default partition).
    #[arg(long, value_name = "P", requires = "slurm", value_parser = parse_partition)]
    pub partition: Option<String>,
    /// With --slurm: the time limit of each array task and of the merge
    /// job, in Slurm's forms: MINUTES, H:MM:SS, D-HH, D-HH:MM:SS (`sbatch
    /// --time`; default: the partition's).
    #[arg(long, value_name = "T", requires = "slurm", value_parser = parse_time)]
    pub time: Option<String>,
    /// With --slurm: GPUs for each array task, a count or TYPE:COUNT
    /// (`sbatch --gpus`), for sweeps with the ptx backend.
    #[arg(long, value_name = "G", requires = "slurm", value_parser = parse_gpus)]
    pub gpus: Option<String>,
    /// With --slurm: also submit both scripts (`sbatch --parsable`, the
    /// merge job with --dependency=afterok on the array) and print the two
    /// job ids.
    #[arg(long, requires = "slurm")]
    pub submit: bool,
}

/// What the scripts run.
#[derive(Debug, Clone)]
pub struct Job {
    /// The sweep's name (the jobs are named after it).
    pub name: String,
    /// The `fuselab` binary, absolute.
    pub fuselab: PathBuf,
    /// The options placed before the subcommand (`--isa`, ...), as given
    /// to this run.
    pub globals: Vec<String>,
    /// The sweep file, absolute.
    pub sweep: PathBuf,
    /// The `--out` folder, absolute.
    pub out: PathBuf,
    /// Whether a cell of the sweep is timed (its nodes are then exclusive).
    pub timed: bool,
    /// `--jobs` of each task (its untimed cells in parallel).
    pub jobs: usize,
}

/// The Slurm side of the options ([`SlurmArgs`] with the shards settled).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub shards: usize,
    pub partition: Option<String>,
    pub time: Option<String>,
    pub gpus: Option<String>,
}

/// The two scripts' text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scripts {
    pub array: String,
    pub merge: String,
}

/// `experiment SWEEP --slurm --out DIR`: what the command line gave.
pub struct Command<'a> {
    pub args: &'a SlurmArgs,
    /// The sweep file as given.
    pub sweep_file: &'a Path,
    pub out: &'a Path,
    pub globals: &'a [String],
    pub jobs: usize,
}

impl Command<'_> {
    /// Writes the scripts of `sweep` (whose cells are `cells`) and, with
    /// --submit, submits them.
    pub fn run(&self, sweep: &Sweep, cells: &[Cell]) -> Result<ExitCode> {
        let fuselab = std::env::current_exe().context("cannot find the fuselab binary's path")?;
        let absolute = |p: &Path| {
            std::path::absolute(p).map_err(|e| anyhow!("cannot make {} absolute: {e}", p.display()))
        };
        let out = absolute(self.out)?;
        check_path(&out, "--out")?;
        crate::files::check_folder("--out", &out)?;
        let sweep_file = std::fs::canonicalize(self.sweep_file)
            .map_err(|e| anyhow!("cannot resolve {}: {e}", self.sweep_file.display()))?;
        let options = Options {
            shards: self.args.shards.map_or_else(
                || default_shards(sweep.programs.len()),
                |n| usize::try_from(n).unwrap_or(usize::MAX),
            ),
            partition: self.args.partition.clone(),
            time: self.args.time.clone(),
            gpus: self.args.gpus.clone(),
        };
        let job = Job {
            name: sweep.name.clone(),
            fuselab,
            globals: self.globals.to_vec(),
            sweep: sweep_file,
            out: out.clone(),
            timed: cells.iter().any(|c| crate::runner::timed(c.backend)),
            jobs: self.jobs,
        };
        let (array, merge) = write(&out, &scripts(&job, &options))?;
        eprintln!(
            "experiment {}: {} cells in {} shards, a Slurm array task each{}",
            sweep.name,
            cells.len(),
            options.shards,
            if job.timed {
                " on an exclusive node (the sweep has timed cells)"
            } else {
                ""
            }
        );
        println!("array script: {}", array.display());
        println!("merge script: {}", merge.display());
        if !self.args.submit {
            eprintln!(
                "submit them with --submit, or: id=$(sbatch --parsable {}) && sbatch --dependency=afterok:${{id%%;*}} {}",
                array.display(),
                merge.display()
            );
            return Ok(ExitCode::SUCCESS);
        }
        let ids = submit(&array, &merge)?;
        println!("array job: {}", ids.array);
        println!("merge job: {}", ids.merge);
        eprintln!(
            "the merged report: {}/{MERGED_DIR}/report.html once job {} ends (`squeue --jobs {},{}`); logs in {}",
            out.display(),
            ids.merge,
            ids.array,
            ids.merge,
            out.join(SCRIPTS_DIR).display()
        );
        Ok(ExitCode::SUCCESS)
    }
}

/// The default number of shards: one per program, at most
/// [`DEFAULT_SHARDS_MAX`], at least 1.
pub fn default_shards(programs: usize) -> usize {
    programs.clamp(1, DEFAULT_SHARDS_MAX)
}

/// The scripts of `job` under `options` (see the module's comment).
pub fn scripts(job: &Job, options: &Options) -> Scripts {
    let n = options.shards;
    // The sweep's name as Slurm's job names and a comment line take it.
    let name: String = (job.name.chars())
        .map(|c| {
            let kept = c.is_ascii_alphanumeric() || "_.-".contains(c);
            if kept {
                c
            } else {
                '_'
            }
        })
        .collect();
    let out = job.out.display().to_string();
    let logs = format!("{out}/{SCRIPTS_DIR}");
    let shard_dir = |k: &str| format!("{out}/shard-{k}-of-{n}");
    let fuselab = |words: &[String]| {
        let mut all = vec![job.fuselab.display().to_string()];
        all.extend(job.globals.iter().cloned());
        all.extend(words.iter().cloned());
        command_line(&all)
    };

    let mut head = vec![
        format!("--job-name=fuselab-{name}"),
        format!("--array=1-{n}"),
        format!("--output={logs}/shard-%a-of-{n}.log"),
        "--ntasks=1".to_string(),
    ];
    head.extend(common(options));
    if let Some(g) = &options.gpus {
        head.push(format!("--gpus={g}"));
    }
    if job.timed {
        // A timing shares its node with no other job.
        head.push("--exclusive".to_string());
    } else if job.jobs > 1 {
        head.push(format!("--cpus-per-task={}", job.jobs));
    }
    let experiment = fuselab(&[
        "experiment".to_string(),
        job.sweep.display().to_string(),
        "--out".to_string(),
        out.clone(),
    ]);
    let jobs = match job.jobs {
        0 | 1 => String::new(),
        j => format!(" --jobs {j}"),
    };
    let array = script(
        &[
            format!("fuselab experiment {name}: one array task per shard of {n}, written by `fuselab experiment --slurm`."),
            format!("Task K runs shard K into {}, resuming what an earlier run of it finished;", shard_dir("K")),
            format!("`sbatch --array=K {logs}/{ARRAY_SCRIPT}` runs shard K (again)."),
        ],
        &head,
        &[
            "set -u".to_string(),
            format!("{experiment} --shard \"$SLURM_ARRAY_TASK_ID/{n}\" --resume{jobs}"),
            "status=$?".to_string(),
            "# 1: the shard ran to its end and a cell mismatched or failed; its metrics say which,".to_string(),
            "# and the merge job reports them. Any other failure fails the task (and the merge waits).".to_string(),
            "if [ \"$status\" -eq 1 ]; then exit 0; fi".to_string(),
            "exit \"$status\"".to_string(),
        ],
    );

    let mut head = vec![
        format!("--job-name=fuselab-{name}-merge"),
        format!("--output={logs}/merge.log"),
        "--ntasks=1".to_string(),
    ];
    head.extend(common(options));
    let mut words = vec!["report".to_string(), "--merge".to_string()];
    words.extend((1..=n).map(|k| shard_dir(&k.to_string())));
    words.extend(["--out".to_string(), format!("{out}/{MERGED_DIR}")]);
    let merge = script(
        &[
            format!("fuselab experiment {name}: merges the {n} shards into {out}/{MERGED_DIR}, written by `fuselab experiment --slurm`."),
            "Submitted with --dependency=afterok:<the array job>; exits 1 when a cell is missing or mismatched.".to_string(),
        ],
        &head,
        &[format!("exec {}", fuselab(&words))],
    );
    Scripts { array, merge }
}

/// A batch script: the interpreter line, `comments`, the `#SBATCH`
/// `options`, then the `body`'s lines.
fn script(comments: &[String], options: &[String], body: &[String]) -> String {
    let mut text = String::from("#!/bin/bash\n");
    for c in comments {
        let _ = writeln!(text, "# {c}");
    }
    for o in options {
        let _ = writeln!(text, "#SBATCH {o}");
    }
    for line in body {
        let _ = writeln!(text, "{line}");
    }
    text
}

/// The words as one shell command line, each quoted where it needs it.
fn command_line(words: &[String]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| quote(w)).collect();
    quoted.join(" ")
}

/// The `#SBATCH` options both jobs take.
fn common(options: &Options) -> Vec<String> {
    let mut v = Vec::new();
    if let Some(p) = &options.partition {
        v.push(format!("--partition={p}"));
    }
    if let Some(t) = &options.time {
        v.push(format!("--time={t}"));
    }
    v
}

/// A word for the shell: as it is when it holds only safe characters, else
/// in single quotes.
fn quote(w: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "/._-=+:,@%".contains(c);
    if !w.is_empty() && w.chars().all(safe) {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}

/// Checks that `path` can stand in an `#SBATCH` line: Slurm reads those
/// lines without the shell's quoting, and `%` starts a file-name pattern.
pub fn check_path(path: &Path, flag: &str) -> Result<()> {
    let text = path.display().to_string();
    if let Some(c) = text.chars().find(|c| c.is_whitespace() || *c == '%') {
        return Err(exit::usage(format!(
            "{flag} {text}: with --slurm the path may not hold {} (Slurm's #SBATCH lines take it unquoted)",
            if c == '%' { "`%`".to_string() } else { "white space".to_string() }
        )));
    }
    Ok(())
}

/// Writes the scripts into `DIR/slurm` (each whole or not at all) and
/// returns their paths: the array's, the merge's.
pub fn write(out: &Path, s: &Scripts) -> Result<(PathBuf, PathBuf)> {
    let dir = out.join(SCRIPTS_DIR);
    crate::files::write_files(
        &dir,
        &[
            (ARRAY_SCRIPT.to_string(), s.array.clone().into_bytes()),
            (MERGE_SCRIPT.to_string(), s.merge.clone().into_bytes()),
        ],
    )?;
    Ok((dir.join(ARRAY_SCRIPT), dir.join(MERGE_SCRIPT)))
}

/// The ids of a submitted sweep.
pub struct Submitted {
    pub array: String,
    pub merge: String,
}

/// Submits the array, then the merge job to run after it succeeded.
pub fn submit(array: &Path, merge: &Path) -> Result<Submitted> {
    let array_id = sbatch(&[], array)?;
    let after = format!("--dependency=afterok:{array_id}");
    let merge_id = sbatch(&[after.as_str()], merge).with_context(|| {
        format!("the array job {array_id} is submitted; submit the merge job by hand")
    })?;
    Ok(Submitted {
        array: array_id,
        merge: merge_id,
    })
}

/// `sbatch --parsable OPTIONS SCRIPT`: the job's id.
fn sbatch(options: &[&str], script: &Path) -> Result<String> {
    let out = std::process::Command::new("sbatch")
        .arg("--parsable")
        .args(options)
        .arg(script)
        .output()
        .map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                anyhow!(
                    "--submit: Slurm's `sbatch` is not on PATH (it is on a cluster's login node; scripts/slurm-local.sh starts a one-node cluster on this machine); the scripts are written, submit them there: sbatch {}",
                    script.display()
                )
            } else {
                anyhow!("--submit: cannot run sbatch: {e}")
            }
        })?;
    if !out.status.success() {
        return Err(anyhow!(
            "--submit: `sbatch {}` failed ({}): {}",
            script.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    parse_job_id(&String::from_utf8_lossy(&out.stdout)).ok_or_else(|| {
        anyhow!(
            "--submit: `sbatch --parsable {}` printed no job id: {}",
            script.display(),
            String::from_utf8_lossy(&out.stdout).trim()
        )
    })
}

/// The job id of `sbatch --parsable`'s output: `ID` or `ID;CLUSTER`.
fn parse_job_id(s: &str) -> Option<String> {
    let id = s.trim().split(';').next()?.trim();
    (!id.is_empty() && id.chars().all(|c| c.is_ascii_digit())).then(|| id.to_string())
}

/// `--partition P`: a name, or names separated by commas.
fn parse_partition(s: &str) -> Result<String, String> {
    let ok = |p: &str| {
        !p.is_empty()
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c))
    };
    if s.split(',').all(ok) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "`{s}` is not a partition name (letters, digits, `_`, `.`, `-`; several separated by commas)"
        ))
    }
}

/// `--time T` in one of Slurm's forms: MINUTES, MINUTES:SECONDS,
/// HOURS:MINUTES:SECONDS, DAYS-HOURS, DAYS-HOURS:MINUTES,
/// DAYS-HOURS:MINUTES:SECONDS.
fn parse_time(s: &str) -> Result<String, String> {
    let numbers = |t: &str, most: usize| {
        let parts: Vec<&str> = t.split(':').collect();
        parts.len() <= most
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
    };
    let ok = match s.split_once('-') {
        Some((days, rest)) => numbers(days, 1) && numbers(rest, 3),
        None => numbers(s, 3),
    };
    if ok {
        Ok(s.to_string())
    } else {
        Err(format!(
            "`{s}` is not a Slurm time limit (MINUTES, H:MM:SS, D-HH, D-HH:MM or D-HH:MM:SS)"
        ))
    }
}

/// `--gpus G`: a count, or TYPE:COUNT.
fn parse_gpus(s: &str) -> Result<String, String> {
    let count = |c: &str| c.parse::<u32>().is_ok_and(|n| n > 0);
    let ok = match s.rsplit_once(':') {
        Some((kind, n)) => {
            !kind.is_empty()
                && kind
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c))
                && count(n)
        }
        None => count(s),
    };
    if ok {
        Ok(s.to_string())
    } else {
        Err(format!(
            "`{s}` is not a GPU request (a count from 1, or TYPE:COUNT such as a100:2)"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(timed: bool) -> Job {
        Job {
            name: "tiny".into(),
            fuselab: "/opt/fuselab/bin/fuselab".into(),
            globals: vec!["--isa".into(), "avx2".into()],
            sweep: "/home/r/sweeps/tiny.toml".into(),
            out: "/scratch/r/run".into(),
            timed,
            jobs: 1,
        }
    }

    fn options() -> Options {
        Options {
            shards: 4,
            partition: None,
            time: None,
            gpus: None,
        }
    }

    fn sbatch_lines(script: &str) -> Vec<&str> {
        script
            .lines()
            .filter_map(|l| l.strip_prefix("#SBATCH "))
            .collect()
    }

    #[test]
    fn the_array_runs_one_shard_per_task_resuming() {
        let s = scripts(&job(false), &options());
        assert!(s.array.starts_with("#!/bin/bash\n"), "{}", s.array);
        assert_eq!(
            sbatch_lines(&s.array),
            [
                "--job-name=fuselab-tiny",
                "--array=1-4",
                "--output=/scratch/r/run/slurm/shard-%a-of-4.log",
                "--ntasks=1",
            ]
        );
        assert!(
            s.array.contains(
                "\n/opt/fuselab/bin/fuselab --isa avx2 experiment /home/r/sweeps/tiny.toml --out /scratch/r/run --shard \"$SLURM_ARRAY_TASK_ID/4\" --resume\n"
            ),
            "{}",
            s.array
        );
        // A shard whose cells mismatched ran to its end: the merge reports it.
        assert!(s
            .array
            .ends_with("if [ \"$status\" -eq 1 ]; then exit 0; fi\nexit \"$status\"\n"));
    }

    #[test]
    fn the_merge_job_merges_every_shard_into_merged() {
        let s = scripts(&job(false), &options());
        assert_eq!(
            sbatch_lines(&s.merge),
            [
                "--job-name=fuselab-tiny-merge",
                "--output=/scratch/r/run/slurm/merge.log",
                "--ntasks=1",
            ]
        );
        let run = s.merge.lines().last().unwrap();
        assert_eq!(
            run,
            "exec /opt/fuselab/bin/fuselab --isa avx2 report --merge /scratch/r/run/shard-1-of-4 /scratch/r/run/shard-2-of-4 /scratch/r/run/shard-3-of-4 /scratch/r/run/shard-4-of-4 --out /scratch/r/run/merged"
        );
    }

    /// Timed cells get whole nodes; untimed ones share, with a CPU per
    /// `--jobs` worker; partition and time go to both jobs, GPUs to the
    /// array only.
    #[test]
    fn timed_sweeps_ask_for_exclusive_nodes() {
        let o = Options {
            shards: 2,
            partition: Some("gpu".into()),
            time: Some("1-00:00:00".into()),
            gpus: Some("a100:1".into()),
        };
        let s = scripts(&job(true), &o);
        let array = sbatch_lines(&s.array);
        assert_eq!(
            array[4..],
            [
                "--partition=gpu",
                "--time=1-00:00:00",
                "--gpus=a100:1",
                "--exclusive"
            ]
        );
        let merge = sbatch_lines(&s.merge);
        assert_eq!(merge[3..], ["--partition=gpu", "--time=1-00:00:00"]);
        let untimed = Job {
            jobs: 3,
            ..job(false)
        };
        let s = scripts(&untimed, &o);
        let array = sbatch_lines(&s.array);
        assert!(!array.contains(&"--exclusive"), "{array:?}");
        assert!(array.contains(&"--cpus-per-task=3"), "{array:?}");
        assert!(s.array.contains("--resume --jobs 3\n"), "{}", s.array);
    }

    #[test]
    fn paths_are_quoted_for_the_shell_and_refused_where_slurm_reads_them() {
        assert_eq!(quote("/a/b-c_d.toml"), "/a/b-c_d.toml");
        assert_eq!(quote("/a/it's here"), "'/a/it'\\''s here'");
        let e = check_path(Path::new("/a b/out"), "--out").unwrap_err();
        assert!(
            format!("{e}")
                .contains("--out /a b/out: with --slurm the path may not hold white space"),
            "{e}"
        );
        let e = check_path(Path::new("/a%b"), "--out").unwrap_err();
        assert!(format!("{e}").contains("may not hold `%`"), "{e}");
        assert!(check_path(Path::new("/scratch/run-1"), "--out").is_ok());
    }

    #[test]
    fn slurm_values_are_checked() {
        for t in ["30", "1:30", "2:00:00", "1-12", "1-12:30", "1-12:30:00"] {
            assert_eq!(parse_time(t), Ok(t.to_string()));
        }
        for t in [
            "",
            "1h",
            "1:2:3:4",
            "-1",
            "1-",
            "a-1",
            "1-1:2:3:4",
            "1\n#SBATCH",
        ] {
            let e = parse_time(t).unwrap_err();
            assert!(e.contains("is not a Slurm time limit"), "{t}: {e}");
        }
        assert_eq!(parse_gpus("2"), Ok("2".into()));
        assert_eq!(parse_gpus("a100:2"), Ok("a100:2".into()));
        for g in ["0", "x", "a100:", ":1", "a 1:1"] {
            assert!(parse_gpus(g).is_err(), "{g}");
        }
        assert_eq!(parse_partition("gpu,cpu"), Ok("gpu,cpu".into()));
        for p in ["", "a b", "x,", "p;q"] {
            assert!(parse_partition(p).is_err(), "{p}");
        }
        assert_eq!(parse_job_id("1234\n"), Some("1234".into()));
        assert_eq!(parse_job_id("1234;cluster\n"), Some("1234".into()));
        assert_eq!(parse_job_id("Submitted batch job 5"), None);
        assert_eq!(default_shards(0), 1);
        assert_eq!(default_shards(5), 5);
        assert_eq!(default_shards(100), DEFAULT_SHARDS_MAX);
    }
}

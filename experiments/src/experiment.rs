//! `fuselab experiment SWEEP.toml --out DIR`: runs every cell of a sweep
//! ([`crate::sweep`]) with a progress bar, checks each against the reference
//! interpreter ([`crate::measure`]), and keeps `DIR/metrics.json`
//! ([`reports::experiment`]) up to date after every cell, written under a
//! temporary name and renamed, so that an interrupted run keeps what it
//! finished and the file is never half-written. `--resume` skips the cells
//! the file holds. At the end (or when interrupted) it writes the report
//! ([`crate::report`]).
//!
//! `--plan` lists the cells instead, and `--shard K/N` runs one share of
//! them ([`crate::plan`]) into a folder of its own. The cells run in a
//! [`crate::runner`], with `--jobs J` the untimed ones on J workers first;
//! `--slurm` writes the sweep as a Slurm job array instead
//! ([`crate::slurm`]).
//!
//! Ctrl-C (SIGINT) stops the run after the current cell; a second one stops
//! it at once (the cell under way is lost, nothing else).

use crate::measure;
use crate::report::{self, METRICS};
use crate::runner::{self, Runner};
use crate::sweep::{Backend, Cell, Sweep};
use crate::{exit, files};
use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use reports::experiment::{self as schema, CellMachine, Experiment, Machine, Shard, Status};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::Instant;

/// `fuselab experiment --help`.
pub const LONG_HELP: &str = "\
Run a sweep of programs × size sets × strategies × backends, check every
cell against the reference interpreter, and write DIR/metrics.json and
the reports DIR/report.md and DIR/report.html.

A sweep file (TOML) names the programs (default: every *.fl of
programs_dir), the strategies (default: all), the backends (interp,
cpu, ptx: skipped without a GPU), one [[sizes]] table per size set (a scale of each program's
`-- sizes:` header and/or values for size names; a program without the
header takes the values alone, which must give all its sizes), the
repetitions, the seed of the random inputs and the ILP options; see
experiments/sweeps/default.toml and the README.

Each cell (a program at a size set, fused by a strategy, run on a
backend) records the compilation pass by pass, the memory traffic the
loop-IR interpreter counted, compile and run times, and whether its
results equal the reference interpreter's on the same inputs; a
MISMATCH is printed at once and marked in metrics.json and in red in
the report. metrics.json is rewritten (atomically) after every cell.

--plan prints the cells instead of running them, one JSON object a
line (key, program, strategy, backend, size_set, sizes, work_bytes).
--shard K/N runs only the K-th of N shards into DIR/shard-K-of-N: the
cells shared out so that the shards' estimated work (the cost model's
bytes of each cell's program unfused at its sizes) is about equal, the
same shares on every machine and whatever the order of the sweep's
lists. metrics.json records a hash of the sweep file and, for every
cell, the machine it ran on (host, CPU model and vector features).

--jobs J runs the untimed cells (the interpreter's) on J workers, a
program at a time each, then the timed cells (cpu) one at a time, so
that no timing shares the machine with another cell. metrics.json and
the reports hold the same records in the same order as with --jobs 1,
but for the times.

--slurm writes the sweep as a Slurm job array into DIR/slurm: array.sbatch
runs shard K of N (--shards N, default the number of programs, at most
32) as array task K, with `--shard K/N --resume` into DIR/shard-K-of-N;
merge.sbatch merges the shards into DIR/merged once every task
succeeded. A sweep with timed cells asks for exclusive nodes. --submit
submits both with sbatch and prints the job ids. See docs/cluster.md.

Ctrl-C stops after the current cell (twice: at once); `--resume` then
skips the finished cells (of the shard, with --shard). The exit status
is 0 when every cell agrees with the reference, 1 when a cell mismatched
or failed, 2 for a bad sweep file, folder or --shard, 130 when
interrupted.";

/// The options of `fuselab experiment` ([`LONG_HELP`]).
#[derive(clap::Args, Debug)]
pub struct ExperimentArgs {
    /// The sweep file (TOML).
    sweep: PathBuf,
    /// The folder for metrics.json and the reports (created if missing);
    /// with --shard K/N, the shard's go to DIR/shard-K-of-N.
    #[arg(long, value_name = "DIR", required_unless_present = "plan")]
    out: Option<PathBuf>,
    /// Finish an earlier run in DIR: keep the cells its metrics.json holds
    /// (failed ones are run again) and run the rest.
    #[arg(long, conflicts_with = "force")]
    resume: bool,
    /// Start afresh in a DIR that holds an earlier run (its metrics.json
    /// and reports are replaced).
    #[arg(long)]
    force: bool,
    /// Run nothing: print the sweep's cells (with --shard, the shard's),
    /// one JSON object a line: key, program, strategy, backend, size_set,
    /// sizes, work_bytes (the estimate the shards are balanced by) and
    /// shard.
    #[arg(long, conflicts_with_all = ["out", "resume", "force"])]
    plan: bool,
    /// Run only shard K of N (1 ≤ K ≤ N): the sweep's cells shared out
    /// into N shards of about equal estimated work, the same on every
    /// machine; into DIR/shard-K-of-N, which --resume finishes.
    #[arg(long, value_name = "K/N", value_parser = crate::plan::parse_shard)]
    shard: Option<Shard>,
    /// Run the untimed cells (the interpreter's, which count traffic and
    /// check results) on J workers at once; the timed cells (cpu) run
    /// after them, one at a time and alone. The records are those of
    /// --jobs 1 but for the times.
    #[arg(long, value_name = "J", default_value_t = 1, conflicts_with = "plan", value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: u64,
    #[command(flatten)]
    slurm: crate::slurm::SlurmArgs,
}

impl ExperimentArgs {
    /// `--jobs`.
    fn jobs(&self) -> usize {
        usize::try_from(self.jobs).unwrap_or(1)
    }
}

pub fn experiment(
    args: &ExperimentArgs,
    target: backend::cpu::Target,
    globals: &[String],
) -> Result<ExitCode> {
    let sweep = Sweep::load(&args.sweep)?;
    let all = sweep.cells();
    if args.plan {
        return Ok(plan(&sweep, &all, args.shard));
    }
    let Some(out) = &args.out else {
        unreachable!("clap asks for --out without --plan")
    };
    if args.slurm.slurm {
        let how = crate::slurm::Command {
            args: &args.slurm,
            sweep_file: &args.sweep,
            out,
            globals,
            jobs: args.jobs(),
        };
        return how.run(&sweep, &all);
    }
    let total = all.len();
    let (cells, positions, out) = match args.shard {
        None => (all, Vec::new(), out.clone()),
        Some(s) => {
            let mine = crate::plan::shard_cells(&sweep, &all, s);
            let positions = mine.iter().map(|p| p.position).collect();
            let cells = mine.into_iter().map(|p| p.cell).collect();
            (cells, positions, crate::plan::shard_dir(out, s))
        }
    };
    let out = out.as_path();
    let mut exp = start(args, out, &sweep, &cells)?;
    exp.sweep.positions = positions;
    let metrics = out.join(METRICS);
    let here = CellMachine {
        host: host_name(),
        cpu: exp.machine.cpu.clone(),
        gpu: (sweep.backends.contains(&Backend::Ptx))
            .then(|| crate::gpu::gpu().ok())
            .flatten()
            .map(|g| format!("{} (sm_{}{})", g.name, g.capability.0, g.capability.1)),
    };
    let pending: Vec<&Cell> = cells
        .iter()
        .filter(|c| exp.cell(&c.key).is_none())
        .collect();
    let skipped = cells.len() - pending.len();
    let of = match args.shard {
        Some(s) => format!(
            ", shard {} of {} (into {}): {} of {total}",
            s.index,
            s.count,
            out.display(),
            cells.len()
        ),
        None => format!(": {total}"),
    };
    eprintln!(
        "experiment {}{of} cells ({} programs × {} size sets × {} strategies × {} backends){}",
        sweep.name,
        sweep.programs.len(),
        sweep.size_sets.len(),
        sweep.strategies.len(),
        sweep.backends.len(),
        if args.resume {
            format!(
                "; resume: {skipped} finished cells skipped, {} to run",
                pending.len()
            )
        } else {
            String::new()
        }
    );
    save(&metrics, &exp)?;
    let interrupts = crate::interrupt::stop_after_cell();
    let stopped = || interrupts.load(Ordering::SeqCst) > 0;
    let progress = Progress::new(pending.len());
    let started = Instant::now();
    let mut done = 0;
    // A finished cell, stamped and recorded; false for one that failed
    // because Ctrl-C reached a process it started: not a result, and
    // --resume runs it again anyway.
    let mut keep =
        |mut record: schema::Cell, elapsed_ms: f64, exp: &mut Experiment| -> Result<bool> {
            if record.status == Status::Error && stopped() {
                return Ok(false);
            }
            record.elapsed_ms = elapsed_ms;
            record.finished_unix_ms = measure::now_ms();
            record.machine = Some(here.clone());
            progress.finish(&record);
            exp.record(record);
            save(&metrics, exp)?;
            done += 1;
            Ok(true)
        };
    // With --jobs J, the untimed cells first, on J workers; the timed ones
    // after them, one at a time.
    let jobs = args.jobs();
    let (parallel, sequential): (Vec<&Cell>, Vec<&Cell>) = if jobs > 1 {
        pending
            .iter()
            .copied()
            .partition(|c| !runner::timed(c.backend))
    } else {
        (Vec::new(), pending.clone())
    };
    if !parallel.is_empty() {
        runner::in_parallel(
            jobs,
            &sweep,
            target,
            &parallel,
            interrupts,
            &|key: &str| progress.start(key),
            &mut |m| keep(m.record, m.elapsed_ms, &mut exp).map(|_| ()),
        )?;
    }
    let mut runner = Runner::new(&sweep, target)?;
    for cell in &sequential {
        if stopped() {
            break;
        }
        progress.start(&cell.key);
        let t = Instant::now();
        if runner.enter(cell) {
            run_peers(&sweep, &runner, cell, &here, &mut exp, &progress, &metrics)?;
        }
        let record = runner.measure(cell);
        if !keep(record, t.elapsed().as_secs_f64() * 1e3, &mut exp)? {
            break;
        }
    }
    // The peers of the programs at size sets whose cells all ran on the
    // workers.
    for cell in &parallel {
        if stopped() {
            break;
        }
        let p = &sweep.programs[cell.program];
        if !sweep.peers.is_empty() && !exp.has_peers(&p.name, &sweep.size_sets[cell.set].label) {
            runner.enter(cell);
            run_peers(&sweep, &runner, cell, &here, &mut exp, &progress, &metrics)?;
        }
    }
    progress.close();
    let interrupted = done < pending.len();
    let html = report::write(out, &exp)?;
    let mut by: std::collections::BTreeMap<Status, usize> = Default::default();
    for c in &exp.cells {
        *by.entry(c.status).or_default() += 1;
    }
    let count = |s| by.get(&s).copied().unwrap_or(0);
    eprintln!(
        "experiment {}: {done} cells run in {:.1} s, {skipped} skipped; {} ok, {} MISMATCH, {} error, {} unsupported, {} unavailable here; {} of {} cells finished",
        sweep.name,
        started.elapsed().as_secs_f64(),
        count(Status::Ok),
        count(Status::Mismatch),
        count(Status::Error),
        count(Status::Unsupported),
        count(Status::Unavailable),
        exp.cells.len(),
        cells.len()
    );
    if interrupted {
        eprintln!(
            "interrupted: {} cells not run; `fuselab experiment {} --out {}{} --resume` finishes the run",
            cells.len() - exp.cells.len(),
            args.sweep.display(),
            args.out.as_deref().unwrap_or(out).display(),
            args.shard
                .map_or_else(String::new, |s| format!(" --shard {}/{}", s.index, s.count))
        );
    }
    println!("metrics: {}", metrics.display());
    println!("report: {}", html.display());
    Ok(if interrupted {
        ExitCode::from(crate::interrupt::INTERRUPTED)
    } else if count(Status::Mismatch) + count(Status::Error) > 0 {
        ExitCode::from(exit::RUNTIME)
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs the sweep's peers on the runner's program at the size set of
/// `cell`, unless they ran already (or it could not be set up).
fn run_peers(
    sweep: &Sweep,
    runner: &Runner,
    cell: &Cell,
    here: &CellMachine,
    exp: &mut Experiment,
    progress: &Progress,
    metrics: &Path,
) -> Result<()> {
    let p = &sweep.programs[cell.program];
    let label = &sweep.size_sets[cell.set].label;
    let Some(s) = runner.setup() else {
        return Ok(());
    };
    if sweep.peers.is_empty() || exp.has_peers(&p.name, label) {
        return Ok(());
    }
    progress.start(&format!("{}: peers at {label}", p.name));
    let mut runs = s.peers(p, label, sweep);
    for r in &mut runs {
        r.machine = Some(here.clone());
    }
    progress.peers(&runs);
    exp.record_peers(runs);
    save(metrics, exp)
}

/// The experiment to continue: a new one, or with `--resume` the cells of
/// `DIR/metrics.json` that this sweep still plans (failed ones dropped).
fn start(args: &ExperimentArgs, dir: &Path, sweep: &Sweep, cells: &[Cell]) -> Result<Experiment> {
    let metrics = dir.join(METRICS);
    let machine = Machine {
        cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
        os: std::env::consts::OS.into(),
        arch: std::env::consts::ARCH.into(),
        fuselab: env!("CARGO_PKG_VERSION").into(),
        cpu: crate::bench_probe::cpu_description(),
    };
    let mut fresh = Experiment::new(sweep.schema(cells, args.shard), machine);
    if dir.exists() && !dir.is_dir() {
        return Err(exit::usage(format!(
            "--out {}: not a folder",
            dir.display()
        )));
    }
    let occupied = dir.is_dir()
        && std::fs::read_dir(dir)
            .with_context(|| format!("cannot read the folder {}", dir.display()))?
            .next()
            .is_some();
    if !occupied || args.force {
        return Ok(fresh);
    }
    if !args.resume {
        return Err(exit::usage(format!(
            "--out {}: the folder is not empty{}; use --resume to finish that run, --force to start it again (its metrics.json and reports are replaced), or another folder",
            dir.display(),
            if metrics.exists() {
                " (it holds an earlier run's metrics.json)"
            } else {
                ""
            }
        )));
    }
    let text = match files::read_to_string(&metrics) {
        Ok(t) => t,
        Err(e) => {
            return Err(exit::usage(format!(
                "--resume: cannot read {}: {e} (the folder holds no run to resume)",
                metrics.display()
            )))
        }
    };
    let old = Experiment::from_json(&text).map_err(|e| {
        exit::usage(format!(
            "--resume: {} is not an experiment's metrics: {e}",
            metrics.display()
        ))
    })?;
    check_same_settings(&old.sweep, &fresh.sweep, &metrics)?;
    let planned: std::collections::BTreeSet<String> = fresh.sweep.planned.iter().cloned().collect();
    for c in old.cells {
        if planned.contains(&c.key) && c.status.is_final() {
            fresh.record(c);
        }
    }
    fresh.record_peers(old.peers);
    Ok(fresh)
}

/// `fuselab experiment --plan`: the cells (of `shard`, with one), a JSON
/// object a line on stdout, and their count and work on stderr.
fn plan(sweep: &Sweep, cells: &[Cell], shard: Option<Shard>) -> ExitCode {
    let listed: Vec<(Cell, u128)> = match shard {
        Some(s) => (crate::plan::shard_cells(sweep, cells, s).into_iter())
            .map(|p| (p.cell, p.work))
            .collect(),
        None => cells
            .iter()
            .cloned()
            .zip(crate::plan::work(sweep, cells))
            .collect(),
    };
    for (c, w) in &listed {
        println!("{}", crate::plan::line(sweep, c, *w, shard));
    }
    let work = listed.iter().fold(0u128, |a, (_, w)| a.saturating_add(*w));
    let which = shard.map_or_else(String::new, |s| {
        format!(", shard {} of {}", s.index, s.count)
    });
    eprintln!(
        "experiment {}{which}: {} of {} cells, {work} bytes of estimated work",
        sweep.name,
        listed.len(),
        cells.len()
    );
    ExitCode::SUCCESS
}

/// The host's name, where the system gives one.
fn host_name() -> Option<String> {
    let mut buf = [0u8; 256];
    // SAFETY: `gethostname` writes at most `buf.len()` bytes into `buf`.
    let rc = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if rc != 0 {
        return None;
    }
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    Some(String::from_utf8_lossy(&buf[..end]).into_owned()).filter(|h| !h.is_empty())
}

/// Cells measured with other settings cannot be mixed.
fn check_same_settings(old: &schema::Sweep, new: &schema::Sweep, file: &Path) -> Result<()> {
    let pairs = [
        ("seed", old.seed.to_string(), new.seed.to_string()),
        (
            "repetitions",
            old.repetitions.to_string(),
            new.repetitions.to_string(),
        ),
        ("threads", old.threads.to_string(), new.threads.to_string()),
        (
            "cold_compile",
            old.cold_compile.to_string(),
            new.cold_compile.to_string(),
        ),
        (
            "ilp.objective",
            old.objective.clone(),
            new.objective.clone(),
        ),
        (
            "ilp.time_limit",
            format!("{:?}", old.ilp_time_limit),
            format!("{:?}", new.ilp_time_limit),
        ),
    ];
    for (name, was, is) in pairs {
        if was != is {
            return Err(exit::usage(format!(
                "--resume: {} was made with {name} = {was}, the sweep now says {is}; use --force to start again, or another --out",
                file.display()
            )));
        }
    }
    Ok(())
}

/// Writes metrics.json under a temporary name and renames it.
fn save(path: &Path, e: &Experiment) -> Result<()> {
    files::write_file(path, e.to_json_pretty().as_bytes())
}

/// The progress bar (cells done, the current cell, elapsed time, ETA) on a
/// terminal; elsewhere a line per cell with the same figures.
struct Progress {
    bar: ProgressBar,
    colour: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        let terminal = std::io::stderr().is_terminal();
        let bar = ProgressBar::with_draw_target(
            Some(total as u64),
            if terminal {
                ProgressDrawTarget::stderr()
            } else {
                ProgressDrawTarget::hidden()
            },
        );
        bar.set_style(
            ProgressStyle::with_template(
                "{bar:30.cyan/blue} {pos}/{len} cells, {elapsed_precise} elapsed, ETA {eta_precise}  {msg}",
            )
            .expect("a valid template"),
        );
        Progress {
            bar,
            colour: terminal,
        }
    }

    fn start(&self, key: &str) {
        self.bar.set_message(key.to_string());
    }

    fn finish(&self, c: &schema::Cell) {
        self.bar.inc(1);
        let line = line(c, self.colour);
        if self.bar.is_hidden() {
            let eta = if self.bar.position() < self.bar.length().unwrap_or(0) {
                format!(", ETA {:.0} s", self.bar.eta().as_secs_f64())
            } else {
                String::new()
            };
            eprintln!(
                "[{}/{} {:.1} s{eta}] {line}",
                self.bar.position(),
                self.bar.length().unwrap_or(0),
                self.bar.elapsed().as_secs_f64()
            );
        } else if c.status != Status::Ok {
            self.bar.println(line);
        }
    }

    /// A line for the peers of a program at a size set.
    fn peers(&self, runs: &[schema::PeerCell]) {
        let Some(first) = runs.first() else { return };
        let each: Vec<String> = runs
            .iter()
            .map(|r| match r.run.median() {
                Some(ms) => format!("{} {ms:.1} ms", r.run.peer),
                None => format!("{} {}", r.run.peer, r.run.time_text()),
            })
            .collect();
        let line = format!(
            "{} at {}: peers: {}",
            first.program,
            first.size_set,
            each.join(", ")
        );
        if self.bar.is_hidden() {
            eprintln!("{line}");
        } else {
            self.bar.println(line);
        }
    }

    fn close(&self) {
        self.bar.finish_and_clear();
    }
}

/// `key: ok, run 0.297 ms`, or `key: MISMATCH: what differs` (in red on a
/// terminal).
fn line(c: &schema::Cell, colour: bool) -> String {
    let red = |s: &str| {
        if colour {
            format!("\x1b[1;31m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    };
    let what = match c.status {
        Status::Ok => "ok".to_string(),
        Status::Unsupported | Status::Unavailable => "n/a".to_string(),
        Status::Mismatch => red("MISMATCH"),
        Status::Error => red("ERROR"),
    };
    let detail = match (&c.message, c.run_ms) {
        (Some(m), _) if c.status != Status::Ok => format!(": {m}"),
        (_, Some(t)) => format!(", run {:.3} ms", t.median),
        _ => String::new(),
    };
    format!("{}: {what}{detail}", c.key)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::runner::blank;

    #[test]
    fn mismatches_are_loud_in_the_progress_lines() {
        let d = tempfile::tempdir().unwrap();
        let file = d.path().join("s.toml");
        std::fs::write(
            &file,
            format!(
                "programs_dir = \"{}/programs\"\nprograms = [\"dotp\"]\nstrategies = [\"none\"]\nbackends = [\"cpu\"]\n[[sizes]]\n",
                env!("CARGO_MANIFEST_DIR")
            ),
        )
        .unwrap();
        let sweep = Sweep::load(&file).unwrap();
        let cells = sweep.cells();
        let mut c = blank(&sweep, &cells[0], None);
        assert_eq!(c.key, "dotp/none/cpu/n=100000");
        c.status = Status::Mismatch;
        c.message = Some("result 0: element 3: 1.5, want 2.5".into());
        assert_eq!(
            line(&c, false),
            "dotp/none/cpu/n=100000: MISMATCH: result 0: element 3: 1.5, want 2.5"
        );
        assert!(line(&c, true).contains("\x1b[1;31mMISMATCH\x1b[0m"));
        c.status = Status::Ok;
        c.message = None;
        c.run_ms = Some(schema::Times::of(&[0.25]));
        assert_eq!(line(&c, true), "dotp/none/cpu/n=100000: ok, run 0.250 ms");
    }
}

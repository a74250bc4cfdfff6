//! `fuselab report DIR`: renders an experiment's reports again from
//! `DIR/metrics.json`; `fuselab report --compare DIR1 DIR2`: what changed
//! between two experiments; `fuselab report --merge DIR.. --out DIR`: the
//! shards of a sweep as one experiment ([`crate::merge`]). Also [`write`], which `experiment` calls at the
//! end of a run. The reports themselves are built by `reports::report` and
//! `reports::compare`; this module reads and writes the files.

use crate::{exit, files};
use anyhow::{anyhow, Result};
use reports::experiment::Experiment;
use reports::Graphviz;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The file an experiment folder holds its cells in, which `experiment`
/// keeps up to date in `--out` and the reports are rendered from.
pub const METRICS: &str = "metrics.json";

/// `fuselab report --help`.
pub const LONG_HELP: &str = "\
Render the reports of an experiment from DIR/metrics.json, or compare
two experiments.

`fuselab report DIR` writes DIR/report.md and DIR/report.html again
(with the plots in DIR/plots and the cluster graphs in DIR/graphs) from
DIR/metrics.json alone, e.g. after an interrupted run or a change to the
report. report.html is self-contained (inline SVG, no network).
Cluster graphs are drawn by Graphviz's `dot` when it is on PATH;
without it the reports hold their DOT source and say so.

`fuselab report --compare DIR1 DIR2` prints, as Markdown, what changed
from the first experiment to the second (say before and after a change
to the cost model): per program, each cell's loops, formulas, bytes,
run, compile and ILP solve times in both with the ratios, status
changes, the cells found in one run only, and strategies that no longer
move the least memory. Cells are matched by key (program, strategy,
backend, sizes), then by size-set label when the sizes changed.

`fuselab report --merge SHARD_DIR.. --out DIR` merges the shards of one
sweep (`fuselab experiment SWEEP --shard K/N --out D` writes shard K to
D/shard-K-of-N) into DIR/metrics.json and its reports: the cells in the
sweep's run order, each with the machine it ran on. Shards of another
sweep file (by its hash), of another split (N), given twice, or holding
a cell another holds are refused. The merge is written in any case; it
exits 1 when it is incomplete (a shard of the split not given, or a
planned cell of a shard not finished: both are named) unless --partial,
and when a cell mismatched or failed; else 0.";

/// The options of `fuselab report` ([`LONG_HELP`]).
#[derive(clap::Args, Debug)]
pub struct ReportArgs {
    /// The experiment's folder (holding metrics.json).
    #[arg(
        value_name = "DIR",
        required_unless_present_any = ["compare", "merge"],
        conflicts_with_all = ["compare", "merge"]
    )]
    dir: Option<PathBuf>,
    /// Merge the shards of one sweep (`experiment --shard K/N`, each
    /// folder holding a shard's metrics.json) into one experiment in
    /// --out DIR: its metrics.json and reports.
    #[arg(long, num_args = 1.., value_name = "SHARD_DIR", conflicts_with = "compare", requires = "out")]
    merge: Option<Vec<PathBuf>>,
    /// With --merge: the folder for the merged metrics.json and reports
    /// (created if missing; not one of the shards).
    #[arg(long, value_name = "DIR", requires = "merge")]
    out: Option<PathBuf>,
    /// With --merge: accept an incomplete merge (shards not given, cells
    /// not finished) with exit status 0 when its cells agree; without it
    /// such a merge is written and exits 1.
    #[arg(long, requires = "merge")]
    partial: bool,
    /// Compare two experiments: what changed from DIR1 to DIR2.
    #[arg(long, num_args = 2, value_names = ["DIR1", "DIR2"])]
    compare: Option<Vec<PathBuf>>,
    /// With --compare: also write the comparison as a self-contained HTML
    /// page to FILE.
    #[arg(long, value_name = "FILE.html", requires = "compare")]
    html: Option<PathBuf>,
}

pub fn report(args: &ReportArgs) -> Result<ExitCode> {
    if let Some(dirs) = &args.compare {
        let [a, b] = dirs.as_slice() else {
            return Err(exit::usage("--compare takes two folders"));
        };
        let (x, y) = (read(a)?, read(b)?);
        let doc = reports::compare(&x, &y, &a.display().to_string(), &b.display().to_string());
        print!("{}", reports::render_markdown(&doc));
        if let Some(path) = &args.html {
            files::write_file(path, reports::render_html(&doc).as_bytes())?;
            eprintln!("comparison: {}", path.display());
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let (Some(dirs), Some(out)) = (&args.merge, &args.out) {
        return merge(dirs, out, args.partial);
    }
    let dir = args
        .dir
        .as_ref()
        .ok_or_else(|| exit::usage("give the experiment's folder, or --compare DIR1 DIR2"))?;
    let e = read(dir)?;
    let html = write(dir, &e)?;
    println!("report: {}", html.display());
    Ok(ExitCode::SUCCESS)
}

/// `report --merge DIR.. --out OUT` ([`crate::merge`]).
fn merge(dirs: &[PathBuf], out: &Path, partial: bool) -> Result<ExitCode> {
    let mut parts = Vec::new();
    for d in dirs {
        parts.push((d.clone(), read(d)?));
    }
    if let Ok(old) = read(out) {
        if old.sweep.shard.is_some() {
            return Err(exit::usage(format!(
                "--out {}: it holds a shard; merge into another folder",
                out.display()
            )));
        }
    }
    let m = crate::merge::merge(parts)?;
    let e = &m.experiment;
    let metrics = out.join(METRICS);
    files::write_file(&metrics, e.to_json_pretty().as_bytes())?;
    let html = write(out, e)?;
    let split = dirs.len() + m.absent.len();
    eprintln!(
        "merged {} of {split} shards of sweep {}: {} of {} planned cells finished",
        dirs.len(),
        e.sweep.name,
        e.cells.len(),
        e.sweep.planned.len()
    );
    for line in m.problems() {
        eprintln!("merge: {line}");
    }
    println!("metrics: {}", metrics.display());
    println!("report: {}", html.display());
    if !m.complete() && !partial {
        eprintln!("merge: the merge is incomplete (exit status 1; --partial accepts that)");
        return Ok(ExitCode::from(exit::RUNTIME));
    }
    Ok(if m.failed().is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(exit::RUNTIME)
    })
}

/// Reads `DIR/metrics.json`; a missing or foreign file is a usage error.
pub fn read(dir: &Path) -> Result<Experiment> {
    let path = dir.join(METRICS);
    let text = files::read_to_string(&path).map_err(|e| {
        exit::usage(format!(
            "cannot read {}: {e} (`fuselab experiment SWEEP --out {}` makes it)",
            path.display(),
            dir.display()
        ))
    })?;
    Experiment::from_json(&text).map_err(|e| {
        exit::usage(format!(
            "{} is not an experiment's metrics: {e}",
            path.display()
        ))
    })
}

/// Writes the reports of `e` into `dir` (each file under a temporary name,
/// then renamed; plots and graphs of an earlier report that this one does
/// not have are removed) and returns the path of report.html.
pub fn write(dir: &Path, experiment: &Experiment) -> Result<PathBuf> {
    let graphviz = Graphviz::find();
    if graphviz.is_none() {
        eprintln!(
            "report: Graphviz's dot is not on PATH; the report gives the cluster graphs as DOT source (scripts/setup.sh installs Graphviz)"
        );
    }
    let r = reports::report(experiment, &reports::ReportOptions { graphviz })
        .map_err(|err| anyhow!("cannot build the report: {err}"))?;
    for w in &r.warnings {
        eprintln!("report: warning: {w}");
    }
    let mut by_dir: BTreeMap<PathBuf, Vec<(String, Vec<u8>)>> = BTreeMap::new();
    for (rel, bytes) in r.files {
        let rel = Path::new(&rel);
        let sub = rel.parent().unwrap_or(Path::new("")).to_path_buf();
        let name = rel
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or_else(|| anyhow!("internal error: report file {}", rel.display()))?
            .to_string();
        by_dir.entry(sub).or_default().push((name, bytes));
    }
    for sub in ["plots", "graphs"] {
        let names: Vec<&str> = by_dir
            .get(Path::new(sub))
            .map(|fs| fs.iter().map(|f| f.0.as_str()).collect())
            .unwrap_or_default();
        remove_stale(&dir.join(sub), &names)?;
    }
    for (sub, files) in &by_dir {
        files::write_files(&dir.join(sub), files)?;
    }
    files::write_files(
        dir,
        &[
            ("report.md".into(), r.markdown.into_bytes()),
            ("report.html".into(), r.html.into_bytes()),
        ],
    )?;
    Ok(dir.join("report.html"))
}

/// Removes the `.png`, `.svg` and `.dot` files of `dir` not in `keep`.
fn remove_stale(dir: &Path, keep: &[&str]) -> Result<()> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = ["png", "svg", "dot"]
            .iter()
            .any(|x| path.extension().is_some_and(|e| e == *x));
        if ours && !keep.contains(&name.as_str()) {
            std::fs::remove_file(&path)
                .map_err(|e| anyhow!("cannot remove {}: {e}", path.display()))?;
        }
    }
    Ok(())
}

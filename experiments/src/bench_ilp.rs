//! `fuselab bench-ilp`: how long the ILP takes on big generated programs.
//!
//! For each program family ([`Family`]) and node count it writes a program
//! ([`program`]), checks and labels it, and times [`ilp::optimal`] with and
//! without presolve (warm-started from `greedy`, as the `ilp` strategy is,
//! unless `--cold`), and presolve ([`ilp::relations::analyse`]) on its own;
//! it prints the model's size, the median time of `--reps` runs, and for a
//! solve stopped by the time limit the gap to its proven lower bound.
//! Program files given with `--programs` follow as rows of their own. A
//! benchmark, not a test: nothing here judges the times.

use crate::args::{Baseline, BenchIlpArgs, Family, Format};
use crate::exit;
use crate::table::Table;
use anyhow::{anyhow, Result};
use ilp::{Formulation, Options, Recomputation, SolveStatus};
use ir::deps::{DepGraph, EdgeKind};
use ir::graph::LabelledGraph;
use passes::DEFAULT_SIZE;
use std::collections::{HashMap, HashSet};
use std::fmt::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Chain => "chain",
            Family::Diamond => "diamond",
            Family::Fan => "fan",
            Family::Mixed => "mixed",
            Family::Stencil => "stencil",
            Family::Gather => "gather",
        }
    }
}

/// One solve's figures (the median run of `--reps`).
#[derive(Debug, Clone, serde::Serialize)]
struct Solve {
    /// Wall-clock time of `ilp::optimal` (presolve, models, HiGHS, check).
    ms: f64,
    /// `optimal`, `time-limit` (stopped by `--time-limit`) or an error.
    status: Ended,
    variables: usize,
    constraints: usize,
    /// Models solved (components with a decision).
    models: usize,
    /// Components of more than one node.
    components: usize,
    /// Bytes moved by the clustering found (the cost model's figure).
    bytes: Option<i128>,
    /// A proven lower bound on the bytes of every clustering.
    lower_bound_bytes: Option<i128>,
    /// `(bytes - lower_bound_bytes) / bytes`: 0 when proven optimal.
    gap: f64,
    /// Components where HiGHS found no solution and the warm start stood.
    warm_components: usize,
    /// Components where HiGHS stopped on solutions that break a rule and
    /// the best one's repair stood.
    repaired_components: usize,
    /// Components whose upper level started from the search near the root's
    /// LP optimum (`ilp::SolveStats::rounded_starts`).
    rounded_starts: usize,
    /// MIP solves proven by a valid solution already known
    /// (`ilp::SolveStats::known_proofs`).
    known_proofs: usize,
    /// HiGHS solves (the `cuts` formulation solves again after adding the
    /// cuts a solution violates) and the cuts added.
    rounds: usize,
    cuts: usize,
    /// LP solves of the root's cutting-plane loop.
    separation_rounds: usize,
    /// Clusters of the clustering found.
    clusters: usize,
    /// The models' LP relaxations' optimum as a fraction of the answer's
    /// bytes, over the part of the traffic that the decisions change
    /// (`ilp::RootBound`), solved once apart from the timed runs.
    root: Option<f64>,
    /// The same after the root's cutting-plane loop (`ilp::RootBound::with_cuts`).
    root_cuts: Option<f64>,
}

/// How one solve ended: the solver's status, or the error it failed with.
#[derive(Debug, Clone, PartialEq)]
enum Ended {
    Solver(SolveStatus),
    Failed(String),
}

impl Ended {
    fn is_optimal(&self) -> bool {
        *self == Ended::Solver(SolveStatus::Optimal)
    }
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ended::Solver(s) => write!(f, "{s}"),
            Ended::Failed(e) => f.write_str(e),
        }
    }
}

impl serde::Serialize for Ended {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One family × node count, or one program file (`family`: its name).
#[derive(Debug, serde::Serialize)]
struct Row {
    family: String,
    requested_nodes: usize,
    nodes: usize,
    fusible_edges: usize,
    infusible_edges: usize,
    sibling_pairs: usize,
    /// Pairs that could share a cluster, before presolve.
    candidate_pairs: usize,
    /// Of those, fixed apart by presolve.
    fixed_apart: usize,
    /// `relations::analyse` with presolve, on its own.
    presolve_ms: f64,
    /// `ilp`'s default: the `cuts` formulation with presolve.
    solve: Solve,
    /// The `--baseline` solve.
    baseline: Option<Solve>,
    /// The baseline's time over the solve's.
    ratio: Option<f64>,
    /// Both runs optimal with the same bytes (`None` without a baseline
    /// or when one of them did not finish).
    same_objective: Option<bool>,
}

#[derive(Debug, serde::Serialize)]
struct Report {
    cores: usize,
    reps: u64,
    time_limit_s: f64,
    /// Solves started from `greedy`'s clustering (not `--cold`).
    warm_start: bool,
    /// What the baseline solves (`order`, `no-presolve`, `no-separation`),
    /// if any.
    baseline: Option<&'static str>,
    rows: Vec<Row>,
}

pub fn bench_ilp(args: &BenchIlpArgs) -> Result<ExitCode> {
    if args.nodes.is_empty() {
        return Err(exit::usage("--nodes needs at least one node count"));
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Checking and labelling recurse once per `let`: big programs need a
    // bigger stack than the main thread's.
    let rows = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(BIG_STACK)
            .spawn_scoped(scope, || -> Result<Vec<Row>> {
                // Every program file is read and checked before anything is
                // printed: a bad one stops the benchmark with its diagnostics.
                let programs = (args.programs.iter())
                    .map(|p| program_file(p))
                    .collect::<Result<Vec<_>>>()?;
                if args.format == Format::Table {
                    println!(
                        "bench-ilp: {cores} cores, median of {} run(s), time limit {} s per solve, sizes 2^20, {}",
                        args.reps,
                        args.time_limit,
                        if args.cold { "no warm start" } else { "warm start from greedy" }
                    );
                }
                let mut rows = Vec::new();
                for &family in &args.families() {
                    for &n in &args.nodes {
                        let row = measure(family, n, args)?;
                        if args.format == Format::Table {
                            eprintln!("  measured {} {}", row.family, row.nodes);
                        }
                        rows.push(row);
                    }
                }
                for (name, g, deps) in programs {
                    let nodes = g.nodes.len();
                    let row = measure_graph(name, nodes, &g, &deps, args);
                    if args.format == Format::Table {
                        eprintln!("  measured {}", row.family);
                    }
                    rows.push(row);
                }
                Ok(rows)
            })
            .map_err(|e| anyhow!("cannot start the benchmark thread: {e}"))?
            .join()
            .map_err(|_| anyhow!("internal error: the benchmark thread panicked"))?
    })?;
    if let Some(path) = &args.plot {
        plot(&rows, path)?;
    }
    match args.format {
        Format::Json => {
            let report = Report {
                cores,
                reps: args.reps,
                time_limit_s: args.time_limit,
                warm_start: !args.cold,
                baseline: (!args.no_baseline).then(|| baseline_name(args.baseline)),
                rows,
            };
            println!("{}", serde_json::to_string_pretty(&report)?);
        }
        Format::Table => {
            let baseline = (!args.no_baseline).then_some(args.baseline);
            print!("{}", table(&rows, args.time_limit, baseline));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the chart of solve time against node count (`--plot`): the
/// solves with presolve that were proven optimal, one line per family.
fn plot(rows: &[Row], path: &std::path::Path) -> Result<()> {
    let mut series: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for r in rows {
        let s = &r.solve;
        if !s.status.is_optimal() {
            continue;
        }
        let point = (r.nodes as f64, s.ms);
        match series.iter_mut().find(|(f, _)| *f == r.family) {
            Some((_, ps)) => ps.push(point),
            None => series.push((r.family.to_string(), vec![point])),
        }
    }
    let chart = reports::XyChart {
        title: "ILP solve time against program size (proven optimal)".into(),
        x_label: "graph nodes".into(),
        y_label: "solve time (ms)".into(),
        series,
        log_axes: true,
        joined: true,
    };
    let drawn = reports::xy_chart(&chart)?;
    let png = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let bytes = if png {
        drawn.png
    } else {
        drawn.svg.into_bytes()
    };
    crate::files::write_file(path, &bytes)
}

/// The stack of the thread that measures (address space; only what is
/// used is committed).
pub const BIG_STACK: usize = 1 << 30;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The labelled graph and dependency graph of a generated program (its
/// one `def`); an error is a bug in the family's generator.
fn analysed(family: Family, text: &str) -> Result<(LabelledGraph, DepGraph)> {
    let file = ir::SourceFile::new(format!("{}.fl", family.name()), text.to_string());
    let (_, graph, deps) = passes::label_text(&file)
        .map_err(|e| anyhow!("internal error: the {} program {e}", family.name()))?;
    Ok((graph, deps))
}

/// A program file's name (its stem), labelled graph and dependency graph:
/// checked (diagnostics to stderr), lifted where it has sequences, its last
/// definition labelled.
fn program_file(path: &std::path::Path) -> Result<(String, LabelledGraph, DepGraph)> {
    let loaded = crate::program_file::load(path)?;
    let (_, graph, deps) = passes::label_checked(loaded.program)
        .map_err(|e| anyhow!("{}: the program {e}", path.display()))?;
    let name = path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    );
    Ok((name, graph, deps))
}

fn measure(family: Family, requested: usize, args: &BenchIlpArgs) -> Result<Row> {
    let text = program(family, requested);
    let (g, deps) = analysed(family, &text)?;
    let nodes = g.nodes.len();
    let slack = requested / 20 + 2;
    if nodes.abs_diff(requested) > slack {
        return Err(anyhow!(
            "internal error: the {} program for {requested} nodes has {nodes}",
            family.name()
        ));
    }
    Ok(measure_graph(
        family.name().to_string(),
        requested,
        &g,
        &deps,
        args,
    ))
}

fn measure_graph(
    family: String,
    requested: usize,
    g: &LabelledGraph,
    deps: &DepGraph,
    args: &BenchIlpArgs,
) -> Row {
    let nodes = g.nodes.len();
    let fusible_edges = deps.edges().filter(|e| e.kind == EdgeKind::Fusible).count();
    let infusible_edges = deps.edges().count() - fusible_edges;
    let mut presolve_times = Vec::new();
    let mut analysis = None;
    for _ in 0..args.reps {
        let t = Instant::now();
        let a = ilp::analyse(g, deps, true);
        presolve_times.push(t.elapsed().as_secs_f64() * 1e3);
        analysis = Some(a);
    }
    let analysis = analysis.expect("at least one rep");
    // The warm start both solves begin from (`greedy`'s, as the `ilp`
    // strategy's), computed once.
    let warm = (!args.cold).then(|| {
        let sizes = passes::Sizes {
            value_of: &|_| None,
            default: DEFAULT_SIZE,
        };
        let (cl, _) = passes::cluster(passes::Strategy::Greedy, g, deps, &sizes);
        let sched = ir::cluster::check(g, deps, &cl).expect("greedy's clustering is valid");
        (cl, sched)
    });
    let warm = warm.as_ref().map(|(c, s)| (c, s));
    let default = Options {
        time_limit: Some(args.time_limit),
        ..Options::default()
    };
    let measured = solve(g, deps, &default, warm, args);
    let baseline = (!args.no_baseline).then(|| {
        let opts = match args.baseline {
            Baseline::Order => Options {
                formulation: Formulation::Order,
                ..default
            },
            Baseline::NoPresolve => Options {
                presolve: false,
                ..default
            },
            Baseline::NoSeparation => Options {
                root_separation: false,
                ..default
            },
            Baseline::NoRoundedStart => Options {
                rounded_start: false,
                ..default
            },
            Baseline::NoStreamCovers => Options {
                stream_covers: false,
                ..default
            },
            Baseline::NoRowContexts => Options {
                row_value_contexts: false,
                ..default
            },
            Baseline::NoGatherPaths => Options {
                gather_paths: false,
                ..default
            },
            Baseline::NoFreeJoins => Options {
                free_joins: false,
                ..default
            },
            Baseline::NoKnownProofs => Options {
                known_proofs: false,
                ..default
            },
            Baseline::NoMinCut => Options {
                min_cut: false,
                ..default
            },
            Baseline::Aggregate => Options {
                recomputation: Recomputation::Aggregate,
                ..default
            },
        };
        solve(g, deps, &opts, warm, args)
    });
    let ratio = baseline
        .as_ref()
        .filter(|b| b.status.is_optimal() && measured.status.is_optimal())
        .map(|b| b.ms / measured.ms);
    let same_objective = baseline.as_ref().and_then(|b| {
        (b.status.is_optimal() && measured.status.is_optimal()).then(|| b.bytes == measured.bytes)
    });
    Row {
        family,
        requested_nodes: requested,
        nodes,
        fusible_edges,
        infusible_edges,
        sibling_pairs: deps.siblings.len(),
        candidate_pairs: analysis.relations.len() + analysis.fixed_apart,
        fixed_apart: analysis.fixed_apart,
        presolve_ms: median(presolve_times),
        solve: measured,
        baseline,
        ratio,
        same_objective,
    }
}

/// `--reps` solves, each from `warm` when given (fewer when one does not
/// finish optimally: a run that hits the time limit is not repeated).
fn solve(
    g: &ir::graph::LabelledGraph,
    deps: &ir::deps::DepGraph,
    opts: &Options,
    warm: Option<(&ir::cluster::Clustering, &ir::cluster::Schedule)>,
    args: &BenchIlpArgs,
) -> Solve {
    let value_of = |_: &str| None;
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..args.reps {
        let t = Instant::now();
        let out = ilp::optimal(g, deps, &value_of, DEFAULT_SIZE, opts, warm);
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let s = match out {
            Ok(o) => {
                let bytes = ir::cost::cost(g, deps, &o.clustering, &o.schedule).bytes(
                    g,
                    &value_of,
                    DEFAULT_SIZE,
                );
                Solve {
                    ms,
                    status: Ended::Solver(o.stats.solve.status),
                    variables: o.stats.solve.variables,
                    constraints: o.stats.solve.constraints,
                    models: o.stats.solve.models,
                    components: o.stats.components,
                    bytes,
                    lower_bound_bytes: o.stats.lower_bound_bytes,
                    gap: o.stats.solve.gap,
                    warm_components: o.stats.solve.warm_components,
                    repaired_components: o.stats.solve.repaired_components,
                    rounded_starts: o.stats.solve.rounded_starts,
                    known_proofs: o.stats.solve.known_proofs,
                    rounds: o.stats.solve.rounds,
                    cuts: o.stats.solve.cuts,
                    separation_rounds: o.stats.solve.separation_rounds,
                    clusters: o.clustering.len(),
                    root: None,
                    root_cuts: None,
                }
            }
            Err(e) => Solve {
                ms,
                status: if ms >= args.time_limit * 1e3 {
                    Ended::Solver(SolveStatus::TimeLimit)
                } else {
                    Ended::Failed(e.to_string())
                },
                variables: 0,
                constraints: 0,
                models: 0,
                components: 0,
                bytes: None,
                lower_bound_bytes: None,
                gap: 1.0,
                warm_components: 0,
                repaired_components: 0,
                rounded_starts: 0,
                known_proofs: 0,
                rounds: 0,
                cuts: 0,
                separation_rounds: 0,
                clusters: 0,
                root: None,
                root_cuts: None,
            },
        };
        times.push(ms);
        let done = !s.status.is_optimal();
        last = Some(s);
        if done {
            break;
        }
    }
    let mut s = last.expect("at least one rep");
    if s.status.is_optimal() {
        s.ms = median(times);
    }
    if let Some(bytes) = s.bytes {
        let root = ilp::root_bound(g, deps, &value_of, DEFAULT_SIZE, opts)
            .ok()
            .flatten();
        s.root = root.as_ref().map(|r| r.fraction_of(bytes));
        s.root_cuts = root.as_ref().map(|r| r.fraction_with_cuts_of(bytes));
    }
    s
}

fn ms_cell(s: &Solve, limit: f64) -> String {
    match &s.status {
        Ended::Solver(SolveStatus::Optimal) => format!("{:.1}", s.ms),
        Ended::Solver(SolveStatus::TimeLimit) => format!(">{limit} s (gap {})", percent(s.gap)),
        // HiGHS's optimum, not proven to the byte (`ilp::SolveStatus`).
        Ended::Solver(SolveStatus::Inexact) => format!("{:.1} (inexact)", s.ms),
        Ended::Failed(e) => format!("{:.1} ({e})", s.ms),
    }
}

/// A gap as a percentage: two decimals, or two significant digits below
/// 0.01% (a stopped solve whose bound is that close to its answer).
fn percent(gap: f64) -> String {
    let p = 100.0 * gap;
    if p > 0.0 && p < 0.01 {
        format!("{p:.1e}%")
    } else {
        format!("{p:.2}%")
    }
}

fn baseline_name(b: Baseline) -> &'static str {
    match b {
        Baseline::Order => "order",
        Baseline::NoPresolve => "no-presolve",
        Baseline::NoSeparation => "no-separation",
        Baseline::NoRoundedStart => "no-rounded-start",
        Baseline::NoStreamCovers => "no-stream-covers",
        Baseline::NoRowContexts => "no-row-contexts",
        Baseline::NoGatherPaths => "no-gather-paths",
        Baseline::NoFreeJoins => "no-free-joins",
        Baseline::NoKnownProofs => "no-known-proofs",
        Baseline::NoMinCut => "no-min-cut",
        Baseline::Aggregate => "aggregate",
    }
}

fn table(rows: &[Row], limit: f64, baseline: Option<Baseline>) -> String {
    let mut t = Table::new(&[
        "family",
        "nodes",
        "fusible",
        "siblings",
        "candidates",
        "fixed",
        "vars",
        "cons",
        "comps",
        "presolve ms",
        "rounds",
        "lp",
        "root",
        "+cuts",
        "solve ms",
    ]);
    for c in 1..15 {
        t.align_right(c);
    }
    if let Some(b) = baseline {
        t.add_column("root", true);
        t.add_column(&format!("{} ms", baseline_name(b)), true);
        t.add_column("vars", true);
        t.add_column("cons", true);
        t.add_column("ratio", true);
        t.add_column("same", false);
    }
    for r in rows {
        let w = &r.solve;
        let mut cells = vec![
            r.family.to_string(),
            r.nodes.to_string(),
            r.fusible_edges.to_string(),
            r.sibling_pairs.to_string(),
            r.candidate_pairs.to_string(),
            r.fixed_apart.to_string(),
            w.variables.to_string(),
            w.constraints.to_string(),
            w.components.to_string(),
            format!("{:.1}", r.presolve_ms),
            w.rounds.to_string(),
            w.separation_rounds.to_string(),
            w.root.map_or("-".into(), percent),
            w.root_cuts.map_or("-".into(), percent),
            ms_cell(w, limit),
        ];
        if let Some(b) = &r.baseline {
            cells.push(b.root.map_or("-".into(), percent));
            cells.push(ms_cell(b, limit));
            cells.push(b.variables.to_string());
            cells.push(b.constraints.to_string());
            cells.push(r.ratio.map_or("-".into(), |x| format!("{x:.1}x")));
            cells.push(match r.same_objective {
                Some(true) => "yes".into(),
                Some(false) => "NO".into(),
                None => "-".into(),
            });
        }
        t.row(cells);
    }
    let mut out = t.render("");
    let _ = writeln!(
        out,
        "fusible: fusible dependencies; candidates: pairs that could share a cluster, \
         fixed: of those, fixed apart by presolve; vars/cons/comps: the model(s) with presolve \
         (cons with the cuts added); rounds: HiGHS's MIP solves (cuts added between them); lp: LP solves of the root's cutting-plane loop; root: the LP relaxations' optimum as a share of the answer's bytes that the decisions change, +cuts: the same after the root's cutting-plane loop; \
         solve ms: ilp::optimal, `cuts` formulation with presolve (presolve included); \
         the baseline: `order` is the thesis's formulation (cluster numbers, big-M), \
         `no-presolve` the default without presolve, `no-separation` without the root's \
         cutting-plane loop, `no-rounded-start` without the search for a start near the \
         root's LP optimum, `no-stream-covers` without the stream covers in the root's \
         loop, `no-row-contexts` with a row value sparing reads in every context of its \
         reader, `no-gather-paths` without the gather paths in the root's loop, \
         `no-free-joins` with the search near the root's LP optimum fixing the row pairs' \
         joins too, `no-known-proofs` without ending the rounds on a valid solution already \
         known, `no-min-cut` without re-optimising the recomputation of repaired \
         and rounded solutions by a minimum cut, `aggregate` with recomputation per node instead of per context"
    );
    out
}

// ------------------------------------------------------------- generators

/// A small deterministic generator (SplitMix64), so that the programs are
/// the same on every machine and every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..k` (`k > 0`).
    fn below(&mut self, k: usize) -> usize {
        (self.next() % k as u64) as usize
    }
}

/// A program being written: `let` lines, each one node, and which arrays
/// nothing reads yet (they become the results).
struct Writer {
    lines: Vec<Line>,
    /// (name, type, read by something)
    arrays: Vec<(String, &'static str, bool)>,
}

/// One `let`: the array it binds (`arrays[i]` for line `i`), its
/// expression and the arrays it reads.
struct Line {
    expr: String,
    uses: Vec<String>,
}

/// The most `let`s in one `def`. A longer program is written as parts of
/// this many, each a `def` that the last calls in turn: a chain of `let`s
/// nests one level each, and the language nests at most
/// `ir::MAX_NESTING` (2048) levels, while a call counts only the
/// called `def`'s depth.
const LINES_PER_DEF: usize = 1500;

const VEC: &str = "[n]i64";
const SCALAR: &str = "i64";
const VEC_M: &str = "[m]i64";
const MAT: &str = "[m][n]i64";

impl Writer {
    fn new() -> Writer {
        Writer {
            lines: Vec::new(),
            arrays: Vec::new(),
        }
    }

    fn nodes(&self) -> usize {
        self.lines.len()
    }

    /// Binds `name = expr` of type `ty`, marking the arrays in `uses` read
    /// (`uses` names every array `expr` reads).
    fn bind(&mut self, name: String, ty: &'static str, expr: String, uses: &[&str]) -> String {
        for u in uses {
            if let Some(a) = self.arrays.iter_mut().find(|a| a.0 == *u) {
                a.2 = true;
            }
        }
        self.lines.push(Line {
            expr,
            uses: uses.iter().map(|u| u.to_string()).collect(),
        });
        self.arrays.push((name.clone(), ty, false));
        name
    }

    /// The program named `name` with parameters `params` (name, type),
    /// returning every array nothing reads: one `def`, or parts of
    /// [`LINES_PER_DEF`] lines and a `def` calling them in turn.
    fn finish(self, name: &str, params: &[(&str, &str)]) -> String {
        let results: Vec<usize> = (0..self.arrays.len())
            .filter(|i| !self.arrays[*i].2)
            .collect();
        let mut text = String::new();
        if self.lines.len() <= LINES_PER_DEF {
            let all: Vec<usize> = (0..self.lines.len()).collect();
            self.write_def(&mut text, name, params, &all, &results);
            return text;
        }
        // Which line binds each array (parameters bind none).
        let line_of: HashMap<&str, usize> = (self.arrays.iter().enumerate())
            .map(|(i, a)| (a.0.as_str(), i))
            .collect();
        let parts: Vec<Vec<usize>> = (0..self.lines.len())
            .collect::<Vec<_>>()
            .chunks(LINES_PER_DEF)
            .map(|c| c.to_vec())
            .collect();
        let mut calls: Vec<(String, Vec<String>, Vec<usize>)> = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            let (first, last) = (part[0], part[part.len() - 1]);
            // Parameters: the program's own (they bind the sizes) and the
            // arrays of earlier parts that this one reads.
            let mut inputs: Vec<(String, &str)> =
                params.iter().map(|(p, t)| (p.to_string(), *t)).collect();
            for i in part {
                for u in &self.lines[*i].uses {
                    if let Some(&j) = line_of.get(u.as_str()) {
                        if j < first && !inputs.iter().any(|(p, _)| p == u) {
                            inputs.push((u.clone(), self.arrays[j].1));
                        }
                    }
                }
            }
            // Results: its arrays that later parts read, or nothing reads.
            let read_later: HashSet<&str> = (self.lines[last + 1..].iter())
                .flat_map(|l| l.uses.iter().map(|u| u.as_str()))
                .collect();
            let outputs: Vec<usize> = (part.iter().copied())
                .filter(|i| !self.arrays[*i].2 || read_later.contains(self.arrays[*i].0.as_str()))
                .collect();
            let part_name = format!("{name}_part{}", k + 1);
            let ins: Vec<(&str, &str)> = inputs.iter().map(|(p, t)| (p.as_str(), *t)).collect();
            self.write_def(&mut text, &part_name, &ins, part, &outputs);
            text.push('\n');
            calls.push((
                part_name,
                inputs.into_iter().map(|(p, _)| p).collect(),
                outputs,
            ));
        }
        let _ = writeln!(
            text,
            "def {name} {} : {} =",
            signature(params),
            self.result_type(&results)
        );
        for (part, args, outputs) in &calls {
            let names: Vec<&str> = outputs.iter().map(|i| self.arrays[*i].0.as_str()).collect();
            let pattern = match names.as_slice() {
                [one] => one.to_string(),
                _ => format!("({})", names.join(", ")),
            };
            let _ = writeln!(text, "  let {pattern} = {part} {}", args.join(" "));
        }
        let _ = writeln!(text, "  in {}", self.result_names(&results));
        text
    }

    /// `def name params : type = lets in results` for the given lines.
    fn write_def(
        &self,
        text: &mut String,
        name: &str,
        params: &[(&str, &str)],
        lines: &[usize],
        results: &[usize],
    ) {
        let _ = writeln!(
            text,
            "def {name} {} : {} =",
            signature(params),
            self.result_type(results)
        );
        for i in lines {
            let _ = writeln!(
                text,
                "  let {} = {}",
                self.arrays[*i].0, self.lines[*i].expr
            );
        }
        let _ = writeln!(text, "  in {}", self.result_names(results));
    }

    fn result_names(&self, results: &[usize]) -> String {
        let names: Vec<&str> = results.iter().map(|i| self.arrays[*i].0.as_str()).collect();
        match names.as_slice() {
            [one] => one.to_string(),
            _ => format!("({})", names.join(", ")),
        }
    }

    fn result_type(&self, results: &[usize]) -> String {
        let tys: Vec<&str> = results.iter().map(|i| self.arrays[*i].1).collect();
        match tys.as_slice() {
            [one] => one.to_string(),
            _ => format!("({})", tys.join(", ")),
        }
    }
}

/// `(x: t) (y: u)`.
fn signature(params: &[(&str, &str)]) -> String {
    let ps: Vec<String> = params.iter().map(|(p, t)| format!("({p}: {t})")).collect();
    ps.join(" ")
}

/// The text of a program of `family` with `nodes` array operations (one
/// `let` each), the same for the same arguments.
pub fn program(family: Family, nodes: usize) -> String {
    let nodes = nodes.max(1);
    match family {
        Family::Chain => chain(nodes),
        Family::Diamond => diamond(nodes),
        Family::Fan => fan(nodes),
        Family::Mixed => mixed(nodes),
        Family::Stencil => stencil(nodes),
        Family::Gather => gather(nodes),
    }
}

/// `map → map → …` over `xs`, with an inclusive forward scan every 7th
/// step, a backward scan every 13th (it cannot share a loop with forward
/// ones), and a fold every 9th whose result the next map reads with `the`
/// (a fusion-preventing dependency).
fn chain(nodes: usize) -> String {
    Walk::run(nodes, |k, i| {
        let name = format!("a{i}");
        let last = k.w.nodes() + 1 == nodes;
        let cur = k.cur.clone();
        if i % 9 == 4 && k.pending.is_none() && !last {
            let s = k.w.bind(name, SCALAR, format!("fold (+) 0 {cur}"), &[&cur]);
            k.pending = Some(s);
        } else if i % 13 == 6 {
            k.cur = k.w.bind(name, VEC, format!("scanr1 max {cur}"), &[&cur]);
        } else if i % 7 == 3 {
            k.cur = k.w.bind(name, VEC, format!("scanl1 (+) {cur}"), &[&cur]);
        } else if let Some(s) = k.pending.take() {
            let e = format!("map (\\x -> x + (the {s})) {cur}");
            k.cur = k.w.bind(name, VEC, e, &[&cur, &s]);
        } else {
            let e = format!("map (\\x -> (x * {}) % 1009 + {i}) {cur}", i % 5 + 2);
            k.cur = k.w.bind(name, VEC, e, &[&cur]);
        }
    })
    .finish("chain", &[("xs", VEC)])
}

/// Where `chain` and `diamond` are as they write their steps: the array
/// the next operation reads, and a fold's result waiting for the next map
/// to read it with `the`.
struct Walk {
    w: Writer,
    cur: String,
    pending: Option<String>,
}

impl Walk {
    /// Writes `step(walk, i)` for i = 1, 2, ... from `xs` until the
    /// program has `nodes` operations.
    fn run(nodes: usize, mut step: impl FnMut(&mut Walk, usize)) -> Writer {
        let mut walk = Walk {
            w: Writer::new(),
            cur: "xs".to_string(),
            pending: None,
        };
        let mut i = 0;
        while walk.w.nodes() < nodes {
            i += 1;
            step(&mut walk, i);
        }
        walk.w
    }
}

/// Repeated fork and join: the current array feeds two operations (two
/// maps, or a map and a scan) that a `zipWith` (`map` of two arrays) joins;
/// every third join is also folded, and the next fork's map reads the
/// fold's result with `the`.
fn diamond(nodes: usize) -> String {
    Walk::run(nodes, |k, i| {
        let cur = k.cur.clone();
        let left = nodes - k.w.nodes();
        if left < 3 {
            let e = format!("map (\\x -> x - {i}) {cur}");
            k.cur = k.w.bind(format!("t{i}"), VEC, e, &[&cur]);
            return;
        }
        let l = match k.pending.take() {
            Some(s) => {
                let e = format!("map (\\x -> x + (the {s})) {cur}");
                k.w.bind(format!("l{i}"), VEC, e, &[&cur, &s])
            }
            None => {
                let e = format!("map (\\x -> x + {i}) {cur}");
                k.w.bind(format!("l{i}"), VEC, e, &[&cur])
            }
        };
        let r = match i % 5 {
            1 => {
                k.w.bind(format!("r{i}"), VEC, format!("scanl1 (+) {cur}"), &[&cur])
            }
            3 => {
                k.w.bind(format!("r{i}"), VEC, format!("scanr1 max {cur}"), &[&cur])
            }
            _ => {
                let e = format!("map (\\x -> (x * {}) % 1009) {cur}", i % 7 + 2);
                k.w.bind(format!("r{i}"), VEC, e, &[&cur])
            }
        };
        let e = format!("map (\\x y -> x - y) {l} {r}");
        k.cur = k.w.bind(format!("j{i}"), VEC, e, &[&l, &r]);
        if i % 3 == 0 && nodes - k.w.nodes() >= 4 {
            let cur = &k.cur;
            let s =
                k.w.bind(format!("s{i}"), SCALAR, format!("fold (+) 0 {cur}"), &[cur]);
            k.pending = Some(s);
        }
    })
    .finish("diamond", &[("xs", VEC)])
}

/// Sibling fans: one array read by 16 siblings (maps, mostly, and a fold, a
/// forward and a backward scan), whose array results a chain of `zipWith`s
/// joins into the next fan's input; the join also reads the fold's result
/// with `the`. Every pair of siblings is a candidate pair.
fn fan(nodes: usize) -> String {
    const WIDTH: usize = 16;
    let mut w = Writer::new();
    let mut root = "xs".to_string();
    let mut stage = 0;
    while w.nodes() < nodes {
        stage += 1;
        let left = nodes - w.nodes();
        // A full fan is WIDTH siblings and WIDTH - 2 joins; a smaller one at the end.
        let width = if left >= 2 * WIDTH - 2 {
            WIDTH
        } else {
            left.div_ceil(2).max(1)
        };
        let mut arrays: Vec<String> = Vec::new();
        let mut scalar: Option<String> = None;
        for k in 0..width {
            let name = format!("f{stage}_{k}");
            let r = root.clone();
            match k % 8 {
                5 if scalar.is_none() && width > 2 => {
                    scalar = Some(w.bind(name, SCALAR, format!("fold (+) 0 {r}"), &[&r]));
                }
                3 => arrays.push(w.bind(name, VEC, format!("scanl1 (+) {r}"), &[&r])),
                6 => arrays.push(w.bind(name, VEC, format!("scanr1 min {r}"), &[&r])),
                _ => {
                    let e = format!("map (\\x -> (x * {}) % 1009 + {k}) {r}", k + 2);
                    arrays.push(w.bind(name, VEC, e, &[&r]));
                }
            }
        }
        let budget = nodes - w.nodes();
        let mut acc = arrays[0].clone();
        for (k, b) in arrays[1..].iter().enumerate() {
            if k >= budget {
                break;
            }
            let name = format!("g{stage}_{k}");
            acc = match scalar.take() {
                Some(s) => {
                    let e = format!("map (\\x y -> x + y + (the {s})) {acc} {b}");
                    w.bind(name, VEC, e, &[&acc, b, &s])
                }
                None => {
                    let e = format!("map (\\x y -> x + y) {acc} {b}");
                    w.bind(name, VEC, e, &[&acc, b])
                }
            };
        }
        root = acc;
    }
    w.finish("fan", &[("xs", VEC)])
}

/// A random mix (fixed seed): maps of one or two arrays, folds (whose
/// results later maps read with `the`), forward and backward scans,
/// reversals with `backpermute` (a gather: never fused with its producer),
/// and 2-D side branches (`replicate m`, then a fold to `[m]` and one to a
/// scalar); operands are picked with a bias towards recent arrays.
fn mixed(nodes: usize) -> String {
    let mut rng = Rng(0x5EED_0000 + nodes as u64);
    let mut w = Writer::new();
    let mut vecs: Vec<String> = vec!["xs".into(), "ys".into()];
    let mut scalars: Vec<String> = Vec::new();
    let mut i = 0;
    let pick = |rng: &mut Rng, v: &[String]| -> String {
        if rng.below(2) == 0 {
            v[v.len() - 1 - rng.below(v.len().min(4))].clone()
        } else {
            v[rng.below(v.len())].clone()
        }
    };
    while w.nodes() < nodes {
        i += 1;
        let name = format!("v{i}");
        let left = nodes - w.nodes();
        let a = pick(&mut rng, &vecs);
        match rng.below(20) {
            0..=6 => {
                let e = format!("map (\\x -> (x * {}) % 1009 + {}) {a}", rng.below(9) + 2, i);
                vecs.push(w.bind(name, VEC, e, &[&a]));
            }
            7..=10 => {
                let b = pick(&mut rng, &vecs);
                let op = ["x + y", "x - y", "max x y", "(x * y) % 1009"][rng.below(4)];
                let e = format!("map (\\x y -> {op}) {a} {b}");
                vecs.push(w.bind(name, VEC, e, &[&a, &b]));
            }
            11 | 12 => {
                let f = ["(+) 0", "max 0", "min 0"][rng.below(3)];
                scalars.push(w.bind(name, SCALAR, format!("fold {f} {a}"), &[&a]));
            }
            13 | 14 if !scalars.is_empty() => {
                let s = scalars.remove(rng.below(scalars.len()));
                let e = format!("map (\\x -> x + (the {s})) {a}");
                vecs.push(w.bind(name, VEC, e, &[&a, &s]));
            }
            15 => vecs.push(w.bind(name, VEC, format!("scanl1 (+) {a}"), &[&a])),
            16 => vecs.push(w.bind(name, VEC, format!("scanr1 max {a}"), &[&a])),
            17 => {
                let e = format!("backpermute [n] (\\i -> (n - 1) - i) {a}");
                vecs.push(w.bind(name, VEC, e, &[&a]));
            }
            18 if left >= 3 => {
                let r = w.bind(format!("{name}r"), MAT, format!("replicate m {a}"), &[&a]);
                let f = w.bind(format!("{name}f"), VEC_M, format!("fold (+) 0 {r}"), &[&r]);
                scalars.push(w.bind(name, SCALAR, format!("fold max 0 {f}"), &[&f]));
            }
            _ => {
                let e = format!("map (\\x -> x * 3 - {i}) {a}");
                vecs.push(w.bind(name, VEC, e, &[&a]));
            }
        }
    }
    w.finish("mixed", &[("xs", VEC), ("ys", VEC), ("zs", VEC_M)])
}

/// An image pipeline over `[m][n]`: maps and 3x3 stencils (which read
/// their operand at computed indices, so that a producer is stored or
/// recomputed nine times), a skip connection (`zipWith` with the image of
/// three steps before) every 7th step, and every 5th step the rows' sums
/// broadcast back over the rows (`fold`, `replicate n`, `transpose`, `zipWith`:
/// the softmax pattern of reductions with broadcasts).
fn stencil(nodes: usize) -> String {
    const IMG: &str = "[m][n]i64";
    let mut w = Writer::new();
    let mut images: Vec<String> = vec!["img".into()];
    let mut i = 0;
    while w.nodes() < nodes {
        i += 1;
        let left = nodes - w.nodes();
        let cur = images[images.len() - 1].clone();
        let name = format!("s{i}");
        let next = if i % 5 == 0 && left >= 4 {
            let s = w.bind(
                format!("{name}_sum"),
                VEC_M,
                format!("fold (+) 0 {cur}"),
                &[&cur],
            );
            let r = w.bind(
                format!("{name}_rep"),
                "[n][m]i64",
                format!("replicate n {s}"),
                &[&s],
            );
            let t = w.bind(format!("{name}_bc"), IMG, format!("transpose {r}"), &[&r]);
            let e = format!("map (\\x y -> x - y % 7) {cur} {t}");
            w.bind(name, IMG, e, &[&cur, &t])
        } else if i % 7 == 0 && images.len() > 3 {
            let prev = images[images.len() - 4].clone();
            let e = format!("map (\\x y -> (x + y) % 1009) {cur} {prev}");
            w.bind(name, IMG, e, &[&cur, &prev])
        } else if i % 3 == 1 {
            let e = format!(
                "stencil (\\((a, b, c), (d, e, f), (g, p, q)) -> \
                 (a + b + c + d + 4 * e + f + g + p + q) % 1009) clamp {cur}"
            );
            w.bind(name, IMG, e, &[&cur])
        } else {
            let e = format!("map (\\x -> (x * {}) % 1009 + {i}) {cur}", i % 5 + 2);
            w.bind(name, IMG, e, &[&cur])
        };
        images.push(next);
    }
    w.finish("stencil", &[("img", MAT)])
}

/// Scatters and gathers over `[n]`: every 6th step a 64-bin histogram of
/// the current array (`generate` of zeros, a `map` of ones, a `permute`
/// scatter), which the next map reads at computed indices (a
/// fusion-preventing read in its lambda); gathers at shifted indices (`%
/// n`: not provably in bounds, so never recomputed) and reversals (in
/// bounds); folds read by a later map with `the`; maps and zipWiths.
fn gather(nodes: usize) -> String {
    let mut w = Writer::new();
    let mut vecs: Vec<String> = vec!["xs".into()];
    let mut hist: Option<String> = None;
    let mut scalar: Option<String> = None;
    let mut i = 0;
    while w.nodes() < nodes {
        i += 1;
        let left = nodes - w.nodes();
        let cur = vecs[vecs.len() - 1].clone();
        let name = format!("g{i}");
        let next = if i % 6 == 0 && left >= 4 {
            let z = w.bind(
                format!("{name}_zero"),
                "[64]i64",
                "generate [64] (\\b -> 0)".into(),
                &[],
            );
            let o = w.bind(
                format!("{name}_one"),
                VEC,
                format!("map (\\x -> 1) {cur}"),
                &[&cur],
            );
            let e = format!(
                "permute (+) {z} (\\j -> let b = {cur}[j] % 64 in if b >= 0 then b else ignore) {o}"
            );
            hist = Some(w.bind(format!("{name}_hist"), "[64]i64", e, &[&z, &o, &cur]));
            let e = format!("map (\\x -> x * 2 + {i}) {cur}");
            w.bind(name, VEC, e, &[&cur])
        } else if let Some(h) = hist.take() {
            let e = format!("map (\\x -> x + {h}[(x % 64 + 64) % 64]) {cur}");
            w.bind(name, VEC, e, &[&cur, &h])
        } else if let (Some(s), true) = (scalar.clone(), i % 4 == 1) {
            scalar = None;
            let e = format!("map (\\x -> x - (the {s})) {cur}");
            w.bind(name, VEC, e, &[&cur, &s])
        } else {
            match i % 5 {
                0 => {
                    let e = format!("backpermute [n] (\\j -> (j * 7 + {i}) % n) {cur}");
                    w.bind(name, VEC, e, &[&cur])
                }
                1 => {
                    let e = format!("backpermute [n] (\\j -> (n - 1) - j) {cur}");
                    w.bind(name, VEC, e, &[&cur])
                }
                2 if scalar.is_none() && left > 1 => {
                    let s = w.bind(name, SCALAR, format!("fold (+) 0 {cur}"), &[&cur]);
                    scalar = Some(s);
                    continue;
                }
                3 if vecs.len() > 2 => {
                    let prev = vecs[vecs.len() - 3].clone();
                    let e = format!("map (\\x y -> (x * y) % 1009) {cur} {prev}");
                    w.bind(name, VEC, e, &[&cur, &prev])
                }
                _ => {
                    let e = format!("map (\\x -> (x * {}) % 1009 + {i}) {cur}", i % 5 + 2);
                    w.bind(name, VEC, e, &[&cur])
                }
            }
        };
        vecs.push(next);
    }
    w.finish("gather", &[("xs", VEC)])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `f` on a thread with [`BIG_STACK`], as `bench-ilp` does.
    fn on_big_stack(f: impl FnOnce() + Send + 'static) {
        std::thread::Builder::new()
            .stack_size(BIG_STACK)
            .spawn(f)
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn every_family_checks_and_labels_with_the_node_count_asked_for() {
        on_big_stack(|| {
            for family in [
                Family::Chain,
                Family::Diamond,
                Family::Fan,
                Family::Mixed,
                Family::Stencil,
                Family::Gather,
            ] {
                for n in [1, 2, 3, 5, 20, 50, 137, 1000, crate::args::MAX_BENCH_NODES] {
                    let text = program(family, n);
                    let (g, _) = super::analysed(family, &text).unwrap();
                    assert_eq!(g.nodes.len(), n, "{} {n}:\n{text}", family.name());
                    assert_eq!(text, program(family, n), "deterministic");
                }
            }
        });
    }

    #[test]
    fn gaps_keep_two_significant_digits_when_tiny() {
        assert_eq!(percent(0.0), "0.00%");
        assert_eq!(percent(0.1234), "12.34%");
        assert_eq!(percent(1.9e-6), "1.9e-4%");
    }

    #[test]
    fn fans_make_sibling_pairs_and_chains_do_not() {
        let (_, deps) = super::analysed(Family::Fan, &program(Family::Fan, 60)).unwrap();
        assert!(deps.siblings.len() >= 2 * 120, "{}", deps.siblings.len());
        let (_, deps) = super::analysed(Family::Chain, &program(Family::Chain, 60)).unwrap();
        assert!(deps.siblings.len() < 10, "{}", deps.siblings.len());
    }
}

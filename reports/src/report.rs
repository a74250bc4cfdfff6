//! The report of one experiment, built from its `metrics.json` alone
//! ([`Experiment`]), its sections in this order:
//!
//! - the sweep and the machine; any mismatch with the reference
//!   interpreter, loudly;
//! - Summary: per program and size set, which strategy moves the least
//!   memory and how much faster it runs;
//! - Who wins, and how sure (`wins`): the fastest strategy per program,
//!   size set and backend, `ilp`'s time beside it, within noise or not;
//!   wins and geometric-mean speed-ups per strategy; bytes against time;
//! - Predicted against measured (`prediction`), or one sentence saying why
//!   there are no predictions;
//! - fuselab vs peers, when the sweep ran any;
//! - The solver's quality (`solver`): each `ilp` solve's status, gap, bound
//!   and time, and its time against program size;
//! - van Balen's Fig. 12 reproduced, when the sweep has normalise2;
//! - per program: a table of strategies × figures per size set (long notes
//!   as footnotes), bar charts of traffic and run time at the last size
//!   set, lines across the size sets (`scaling`), and the cluster graph
//!   under each strategy;
//! - what the figures mean.
//!
//! [`build`] returns the Markdown and HTML texts and the files the Markdown
//! refers to (`plots/*.png`, `graphs/*.svg` or `graphs/*.dot`), for the
//! caller to write beside them.

use crate::doc::{code, plain, text, Block, Doc, Graph, Plot, Span, Table, Text};
use crate::experiment::{Cell, Experiment, Rounding, Status};
use crate::graphviz::Graphviz;
use crate::machines::Machines;
use crate::plots::{self, Bar, BarChart, Highlight, PlotError};
use crate::summary::{self, human_bytes, millis, ProgramView, SetView, StrategyRow};
use std::collections::BTreeMap;

/// How to build a report.
#[derive(Clone, Debug, Default)]
pub struct ReportOptions {
    /// Graphviz, to draw the cluster graphs; without it the report holds
    /// their DOT source and says so.
    pub graphviz: Option<Graphviz>,
}

/// A report: its two renderings and the files beside them.
#[derive(Clone, Debug)]
pub struct Report {
    pub markdown: String,
    pub html: String,
    /// (path relative to the report, contents).
    pub files: Vec<(String, Vec<u8>)>,
    /// Things that went wrong while drawing (a graph Graphviz refused).
    pub warnings: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Plot(#[from] PlotError),
}

/// Builds the report of `e`.
pub fn report(experiment: &Experiment, options: &ReportOptions) -> Result<Report, ReportError> {
    let mut b = Builder {
        doc: Doc::new(format!("fuselab experiment: {}", experiment.sweep.name)),
        machines: Machines::of(experiment),
        files: Vec::new(),
        warnings: Vec::new(),
        graphviz: options.graphviz.clone(),
        rendered: BTreeMap::new(),
    };
    let views = summary::programs(experiment);
    b.overview(experiment);
    b.problems(experiment);
    b.summary(experiment, &views);
    b.wins(experiment, &views)?;
    b.prediction(experiment, &views);
    b.peers_overview(experiment, &views);
    b.solver(&views)?;
    b.fig12(experiment);
    for p in &views {
        b.program(experiment, p)?;
    }
    b.about(experiment);
    Ok(Report {
        markdown: crate::markdown::render_markdown(&b.doc),
        html: crate::html::render_html(&b.doc),
        files: b.files,
        warnings: b.warnings,
    })
}

struct Builder {
    doc: Doc,
    /// The machines of the timed cells (`crate::machines`).
    machines: Machines,
    files: Vec<(String, Vec<u8>)>,
    warnings: Vec<String>,
    graphviz: Option<Graphviz>,
    /// Graphviz's SVG by DOT source (a graph met again is not redrawn).
    rendered: BTreeMap<String, Option<String>>,
}

/// Backends that compile (every one but the loop-IR interpreter).
fn compiled(backend: &str) -> bool {
    backend != "interp"
}

fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// Where `ilp` recomputes at this size set, and why: the nodes its
/// clustering evaluates inside their consumers instead of storing them.
fn recompute_note(set: &SetView) -> Option<Text> {
    let row = set.rows.iter().find(|r| r.strategy == "ilp")?;
    let list = row.cells.iter().find_map(|c| c.recomputed())?;
    let duplication = row
        .cells
        .iter()
        .find_map(|c| Some(c.metrics.as_ref()?.cost.as_ref()?.duplication.clone()))
        .unwrap_or_else(|| "?".into());
    let recompute = if list.is_empty() {
        "ilp recomputes nothing here: every array it does not fuse away is computed once and stored.".to_string()
    } else {
        format!(
            "ilp recomputes {} inside their consumers instead of storing them: at these sizes their inputs' reads cost fewer bytes than a store and a load of the result (duplicated work: {duplication}; a view duplicates none).",
            shown_list(&list)
        )
    };
    let aliases = row
        .cells
        .iter()
        .find_map(|c| c.aliases())
        .unwrap_or_default();
    let recompute = if aliases.is_empty() {
        recompute
    } else {
        format!(
            "{recompute} It stores {} without a copy: a reshape alone in its cluster shares its operand's storage.",
            shown_list(&aliases)
        )
    };
    let groups = row
        .cells
        .iter()
        .find_map(|c| c.row_groups())
        .unwrap_or_default();
    Some(text(if groups.is_empty() {
        recompute
    } else {
        let shown: Vec<String> = groups.iter().map(|g| format!("[{g}]")).collect();
        format!(
            "{recompute} It runs {} as row groups: clusters (separated by |) that share their outermost loop, so that a row's result (a fold over the row) is used across the row without being stored.",
            shown_list(&shown)
        )
    }))
}

/// `a, b and c`.
/// Why a size set's bytes are unknown, when no strategy has a figure but
/// one compiled ([`StrategyRow::bytes_unknown`]).
fn unknown_bytes(set: &SetView) -> Option<String> {
    set.rows.iter().find_map(|r| r.bytes_unknown())
}

fn shown_list(xs: &[String]) -> String {
    match xs {
        [] => "nothing".into(),
        [x] => x.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

pub(crate) fn sizes_shown(sizes: &BTreeMap<String, i64>) -> String {
    if sizes.is_empty() {
        return "no sizes".into();
    }
    let parts: Vec<String> = sizes.iter().map(|(k, v)| format!("{k}={v}")).collect();
    parts.join(", ")
}

/// What the cells were checked against.
fn oracle(e: &Experiment) -> &'static str {
    match e.sweep.oracle.as_deref() {
        Some("none-cpu") => "none on the cpu backend (the sweep's oracle at sizes where the reference interpreter would take minutes; the tests check none on cpu against the reference interpreter at the programs' test sizes)",
        _ => "the reference interpreter (the unfused program, array at a time)",
    }
}

impl Builder {
    fn overview(&mut self, e: &Experiment) {
        let sw = &e.sweep;
        let m = &e.machine;
        let machines = &self.machines;
        let machine = if machines.several() {
            format!(
                "Machines: {} (below), fuselab {}.",
                machines.count(),
                m.fuselab
            )
        } else {
            format!(
                "Machine: {} cores, {}/{}{}, fuselab {}.",
                m.cores,
                m.os,
                m.arch,
                m.cpu.as_ref().map(|c| format!(", {c}")).unwrap_or_default(),
                m.fuselab
            )
        };
        self.doc.para(vec![
            plain("Sweep "),
            Span::Code(sw.file.clone()),
            plain(format!(
                ": {} × {} × {} × {} = {} planned; seed {}, {} timed run{} per cell, CPU threads {}, ILP objective {}{}. {machine}",
                count(sw.programs.len(), "program"),
                count(sw.size_sets.len(), "size set"),
                count(sw.strategies.len(), "strategy").replace("strategys", "strategies"),
                count(sw.backends.len(), "backend"),
                count(sw.planned.len(), "cell"),
                sw.seed,
                sw.repetitions,
                if sw.repetitions == 1 { "" } else { "s" },
                if sw.threads == 0 { "all".to_string() } else { sw.threads.to_string() },
                sw.objective,
                sw.ilp_time_limit.map(|t| format!(" (time limit {t} s)")).unwrap_or_default(),
            )),
        ]);
        if machines.several() {
            self.doc.para(text(format!(
                "The timed cells ran on {} machines (below). Times are compared only between cells of one machine: each table names the machine of its times, races and speed-ups are per machine, and a ratio between cells of different machines is never given.",
                machines.count()
            )));
            self.doc.push(Block::Table(machines.table(e)));
        }
        let mut by: BTreeMap<Status, usize> = BTreeMap::new();
        for c in &e.cells {
            *by.entry(c.status).or_default() += 1;
        }
        let parts: Vec<String> = by
            .iter()
            .map(|(s, n)| format!("{n} {}", s.name()))
            .collect();
        self.doc.para(text(format!(
            "{} of {} cells finished: {}.",
            e.cells.len(),
            e.sweep.planned.len(),
            if parts.is_empty() {
                "none".to_string()
            } else {
                parts.join(", ")
            }
        )));
        let missing = e.missing();
        if !missing.is_empty() {
            self.doc.push(Block::Alert(text(format!(
                "This run is incomplete: {} not finished (the run was interrupted or stopped); `fuselab experiment {} --out DIR --resume` finishes it.",
                count(missing.len(), "planned cell"),
                e.sweep.file
            ))));
        }
    }

    /// Mismatches and errors, loudly, before anything else.
    fn problems(&mut self, e: &Experiment) {
        for (status, what) in [
            (
                Status::Mismatch,
                if e.sweep.oracle.is_some() {
                    "DISAGREE with none on the cpu backend (same inputs)"
                } else {
                    "DISAGREE with the reference interpreter (same inputs)"
                },
            ),
            (Status::Error, "could not be measured"),
        ] {
            let bad: Vec<&Cell> = e.cells.iter().filter(|c| c.status == status).collect();
            if bad.is_empty() {
                continue;
            }
            self.doc.push(Block::Alert(text(format!(
                "{} {what}:",
                count(bad.len(), "cell")
            ))));
            self.doc.push(Block::List(
                bad.iter()
                    .map(|c| {
                        vec![
                            Span::Bad(c.key.clone()),
                            plain(format!(": {}", c.message.as_deref().unwrap_or("?"))),
                        ]
                    })
                    .collect(),
            ));
        }
        if !e.cells.is_empty() && e.cells.iter().all(|c| c.status != Status::Mismatch) {
            self.doc.para(text(format!(
                "Every measured cell agrees with {} (integers exactly, floats within a relative {}{}).",
                oracle(e),
                e.cells.iter().find_map(|c| c.check.as_ref().map(|k| k.tolerance)).unwrap_or(1e-4),
                if rounded(e).is_empty() {
                    ""
                } else {
                    " or within the rounding of another grouping of its sums"
                }
            )));
        }
        let rounded = rounded(e);
        if !rounded.is_empty() {
            self.doc.para(text(format!(
                "{} only within the rounding of another grouping of the oracle's float \
                 sums: the oracle ran again with its folds, scans and scatters grouped otherwise, \
                 and the floats differ from its results by at most 4 times its own spread \
                 between the two groupings, or, for a sum scattered in an arbitrary order or an \
                 element of a scan, by at most the bound on how far two orders of its terms may \
                 round apart.",
                if rounded.len() == 1 {
                    "1 cell agrees".to_string()
                } else {
                    format!("{} cells agree", rounded.len())
                }
            )));
            self.doc.push(Block::List(
                rounded
                    .iter()
                    .map(|(c, r)| {
                        let bound = r.bound.map(|b| format!(", bound {b:.3e}"));
                        vec![plain(format!(
                            "{}: difference {:.3e}, spread {:.3e}{}",
                            c.key,
                            r.difference,
                            r.spread,
                            bound.unwrap_or_default()
                        ))]
                    })
                    .collect(),
            ));
        }
    }

    fn summary(&mut self, e: &Experiment, views: &[ProgramView]) {
        self.doc.heading(2, "Summary", "summary");
        self.doc.para(text(
            "Per program and size set: the strategy that moves the least memory (of several that tie, the fastest first), its bytes against the baseline (none), how much faster than the baseline that strategy runs (named beside the figure), and how much faster ilp runs. Each program's section has the details.",
        ));
        let mut headers = vec![
            "program".to_string(),
            "sizes".into(),
            "least memory".into(),
            "bytes".into(),
            "of baseline".into(),
        ];
        for b in &e.sweep.backends {
            headers.push(format!("speed-up on {b}"));
            headers.push(format!("ilp on {b}"));
        }
        headers.push("checks".into());
        let refs: Vec<&str> = headers.iter().map(String::as_str).collect();
        let mut t = Table::new("summary", &refs).right_from(3);
        t.right[refs.len() - 1] = false;
        for p in views {
            for set in &p.sets {
                let link = vec![Span::Link {
                    text: p.program.clone(),
                    anchor: crate::doc::anchor_of(&p.program),
                }];
                let mut row = vec![link, text(sizes_shown(&set.sizes))];
                let v = summary::verdict(set, &e.sweep.backends);
                match &v {
                    Some(v) => {
                        let names = if v.all_equal {
                            format!("all equal ({} fastest)", v.best.strategy)
                        } else {
                            let mut names = vec![v.best.strategy.clone()];
                            names.extend(v.tied.iter().map(|r| r.strategy.clone()));
                            names.join(", ")
                        };
                        row.push(vec![Span::Strong(names)]);
                        row.push(text(human_bytes(v.bytes)));
                        row.push(text(format!(
                            "{:.0}% of {}",
                            100.0 * v.bytes as f64 / v.baseline_bytes as f64,
                            v.baseline.strategy
                        )));
                        // A ratio, or `sub-ms` where a run is too short
                        // for one.
                        let speed_up = |times: &[(String, f64, f64)], b: &String| {
                            let (_, t, base) = times.iter().find(|(x, ..)| x == b)?;
                            Some(
                                summary::ratio(*t, *base)
                                    .map_or("sub-ms".into(), |x| format!("{x:.2}x")),
                            )
                        };
                        for b in &e.sweep.backends {
                            row.push(match speed_up(&v.times, b) {
                                Some(x) => text(format!("{x} ({})", v.best.strategy)),
                                None => text("—"),
                            });
                            row.push(text(
                                speed_up(&v.ilp_times, b).unwrap_or_else(|| "—".into()),
                            ));
                        }
                    }
                    None => {
                        row.push(text(match unknown_bytes(set) {
                            Some(why) => format!("bytes {why}"),
                            None => "no measurements".to_string(),
                        }));
                        row.extend(std::iter::repeat_n(
                            text("—"),
                            2 + 2 * e.sweep.backends.len(),
                        ));
                    }
                }
                let (cells, bad) = set_checks(set);
                row.push(cells);
                t.row(row, bad);
            }
        }
        self.doc.push(Block::Table(t));
    }

    /// Who wins, and how sure ([`crate::wins`]).
    fn wins(&mut self, e: &Experiment, views: &[ProgramView]) -> Result<(), ReportError> {
        let races = crate::wins::races(e, views, &self.machines);
        if races.is_empty() {
            return Ok(());
        }
        self.doc.heading(2, "Who wins, and how sure", "wins");
        self.doc.para(text(format!(
            "Per program, size set and backend: the fastest strategy by its best time, with its best and median of {} runs, and ilp's beside it. Two runs whose ranges from best to median overlap are within noise of each other; where the fastest run takes under {} ms (sub-ms) the difference is flagged and given no ratio.",
            e.sweep.repetitions,
            crate::wins::SUB_MS
        )));
        self.doc
            .push(Block::Table(crate::wins::overview(e, &races)));
        self.doc.para(text(format!(
            "Above, per strategy: the races it won (fastest by best time; within noise: no further ahead of the runner-up than the noise), its speed-up over none as the geometric mean over the races where both ran at least {} ms, and its bytes as a share of none's, the geometric mean over the size sets.",
            crate::wins::SUB_MS
        )));
        for backend in crate::wins::timed_backends(e) {
            if let Some(chart) = crate::wins::bytes_against_time(e, &races, backend) {
                self.doc.para(text(format!(
                    "Bytes against run time on {backend}: a point per program and size set for each strategy, both over none's (left and down is better; races under {} ms left out).",
                    crate::wins::SUB_MS
                )));
                self.plot(
                    plots::xy_chart(&chart)?,
                    &chart.title,
                    &format!("bytes-time-{backend}"),
                );
            }
        }
        self.doc.push(Block::Table(crate::wins::table(&races)));
        Ok(())
    }

    /// Predicted beside measured ([`crate::prediction`]), or why there is
    /// nothing to show, once.
    fn prediction(&mut self, e: &Experiment, views: &[ProgramView]) {
        if !e.sweep.backends.iter().any(|b| compiled(b)) {
            return;
        }
        self.doc
            .heading(2, "Predicted against measured", "prediction");
        let backends = crate::prediction::backends(e);
        if backends.is_empty() {
            self.doc.para(text(
                "No cell has a predicted time: predictions need the machine profile that `fuselab calibrate` writes (its bandwidth and compute rates), and a program that runs as a list of nests. Run `fuselab calibrate`, then the sweep again.",
            ));
            return;
        }
        let rates = (e.cells.iter())
            .find_map(|c| c.prediction.as_ref().map(|p| p.rates.clone()))
            .unwrap_or_default();
        self.doc.para(text(format!(
            "The time model's prediction of a run (each nest's larger of its bytes at the machine's bandwidth, a load of an element it loaded before at the bandwidth in the cache, an access at a loaded index also waiting for its array's level of the caches, and its scalar operations at its compute rates, on the threads it ran on, summed; rates from {rates}) beside the best measured time, in ms, per strategy; the rank correlation (Spearman) of the two orders of the strategies; and whether the predicted fastest is the measured fastest. Cells without a prediction show —."
        )));
        for b in backends {
            self.doc.para(text(crate::prediction::summary(views, b)));
            self.doc
                .push(Block::Table(crate::prediction::table(e, views, b)));
        }
    }

    /// The solver's quality ([`crate::solver`]).
    fn solver(&mut self, views: &[ProgramView]) -> Result<(), ReportError> {
        let solves = crate::solver::solves(views);
        if solves.is_empty() {
            return Ok(());
        }
        self.doc.heading(2, "The solver's quality", "solver");
        let limited = solves.iter().filter(|s| !s.3.optimal()).count();
        self.doc.para(text(format!(
            "Each ilp solve: how HiGHS finished (optimal: proven; time-limit: stopped with its best answer; inexact: the cheapest found, not proven), the relative gap between the answer and its lower bound, the bound, the answer's bytes, and the solve time of all its models together. {} of {} solves are not proven optimal.",
            limited,
            solves.len()
        )));
        if let Some(chart) = crate::solver::chart(&solves) {
            self.doc.para(text(
                "Solve time against the program's size in labelled-graph nodes, both axes logarithmic, a point per program, one colour per size set (solves under a microsecond left out).",
            ));
            self.plot(plots::xy_chart(&chart)?, &chart.title, "ilp-solve-time");
        }
        self.doc.push(Block::Table(crate::solver::table(&solves)));
        Ok(())
    }

    fn fig12(&mut self, e: &Experiment) {
        let ilp_recomputes: Vec<String> = e
            .cells
            .iter()
            .filter(|c| c.strategy == "ilp" && c.program.starts_with("normalise2"))
            .filter_map(|c| Some(format!("{}: {}", c.program, shown_list(&c.recomputed()?))))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let Some(table) = crate::fig12::table(e) else {
            return;
        };
        self.doc
            .heading(2, "van Balen (2020), Fig. 12, reproduced", "fig-12");
        self.doc.para(text(
            "Fig. 12 of D.P. van Balen, Optimal Fusion in Data-Parallel Languages: From Diagonal Fusion to Code Generation (MSc thesis, Utrecht University, 2020; seed 004) counts, by reading the code, the loops, array reads and array writes of normalise2 and its expanded form unfused, under stream fusion and optimally fused. Here each of its columns is next to fuselab's cost formulas (strategies none, vertical and ilp) and the elements the loop-IR interpreter counted in this run.",
        ));
        if !ilp_recomputes.is_empty() {
            self.doc.para(text(format!(
                "What ilp recomputes inside its consumers instead of storing it (fuselab's ILP chooses per node between storing and recomputing; the thesis's model could only store): {}.",
                ilp_recomputes.join("; ")
            )));
        }
        self.doc.push(Block::Table(table));
    }

    fn program(&mut self, e: &Experiment, p: &ProgramView) -> Result<(), ReportError> {
        let anchor = crate::doc::anchor_of(&p.program);
        self.doc.heading(2, p.program.clone(), &anchor);
        if let Some(file) = p
            .sets
            .iter()
            .flat_map(|s| &s.rows)
            .flat_map(|r| &r.cells)
            .map(|c| &c.file)
            .next()
        {
            self.doc.para(vec![
                plain("Program "),
                Span::Code(file.clone()),
                plain("."),
            ]);
        }
        let verdicts: Vec<Text> = p
            .sets
            .iter()
            .map(|set| {
                let mut t = vec![
                    Span::Strong(format!("At {}:", sizes_shown(&set.sizes))),
                    plain(" "),
                ];
                match summary::verdict(set, &e.sweep.backends) {
                    Some(v) => t.push(plain(format!("{}.", summary::sentence(&v)))),
                    None => match unknown_bytes(set) {
                        Some(why) => t.push(plain(format!("the bytes moved are {why}."))),
                        None => t.push(Span::Bad("no strategy could be measured".into())),
                    },
                }
                t
            })
            .collect();
        self.doc.push(Block::List(verdicts));
        if let Some(note) = p.sets.last().and_then(recompute_note) {
            self.doc.para(note);
        }
        for set in &p.sets {
            self.doc.heading(
                3,
                format!(
                    "{} at {} (size set {})",
                    p.program,
                    sizes_shown(&set.sizes),
                    set.label
                ),
                &format!("{anchor}-{}", set.label),
            );
            let mut notes = Footnotes::default();
            self.doc.push(Block::Table(strategy_table(
                e,
                set,
                &self.machines,
                &mut notes,
            )));
            if let Some(list) = notes.list() {
                self.doc.push(list);
            }
        }
        if let Some(set) = p.sets.last() {
            self.charts(e, &p.program, &anchor, set)?;
        }
        self.scaling(e, p, &anchor)?;
        self.peers(e, p, &anchor)?;
        self.graphs(&p.program, &anchor, &p.sets);
        Ok(())
    }

    /// Lines across the size sets ([`crate::scaling`]): bytes, then the
    /// best run time per backend.
    fn scaling(
        &mut self,
        e: &Experiment,
        p: &ProgramView,
        anchor: &str,
    ) -> Result<(), ReportError> {
        let mut charts: Vec<(plots::XyChart, String)> = Vec::new();
        if let Some(c) = crate::scaling::bytes(p) {
            charts.push((c, format!("{anchor}-scaling-bytes")));
        }
        for b in &e.sweep.backends {
            if let Some(c) = crate::scaling::time(p, b, &self.machines) {
                charts.push((c, format!("{anchor}-scaling-{b}")));
            }
        }
        for (c, name) in charts {
            self.plot(plots::xy_chart(&c)?, &c.title, &name);
        }
        Ok(())
    }

    /// The overview of fuselab against the peers, when the sweep ran any.
    fn peers_overview(&mut self, e: &Experiment, views: &[ProgramView]) {
        let Some(t) = crate::peers::overview(e, views) else {
            return;
        };
        self.doc.heading(2, "fuselab vs peers", "peers");
        self.doc.para(text(format!(
            "{} Per program at its last size set; the peers: {}.",
            crate::peers::note(oracle(e)),
            e.sweep.peers.join(", ")
        )));
        self.doc.push(Block::Table(t));
    }

    /// A program's table and chart of fuselab against the peers.
    fn peers(&mut self, e: &Experiment, p: &ProgramView, anchor: &str) -> Result<(), ReportError> {
        let Some(t) = crate::peers::table(e, p) else {
            return Ok(());
        };
        self.doc.heading(
            3,
            format!("{}: fuselab vs peers", p.program),
            &format!("{anchor}-peers"),
        );
        self.doc.para(text(crate::peers::note(oracle(e))));
        self.doc.push(Block::Table(t));
        if let Some(chart) = crate::peers::chart(e, p) {
            self.plot(
                plots::bar_chart(&chart)?,
                &chart.title,
                &format!("{anchor}-peers"),
            );
        }
        Ok(())
    }

    /// Bar charts at the last size set: bytes, then run time per backend.
    fn charts(
        &mut self,
        e: &Experiment,
        program: &str,
        anchor: &str,
        set: &SetView,
    ) -> Result<(), ReportError> {
        let best = summary::verdict(set, &e.sweep.backends).map(|v| v.best.strategy.clone());
        let highlight = |r: &StrategyRow| {
            if r.status() == Status::Mismatch {
                Highlight::Bad
            } else if Some(&r.strategy) == best.as_ref() {
                Highlight::Best
            } else {
                Highlight::Plain
            }
        };
        let counted = set.rows.iter().any(|r| r.traffic().is_some());
        let most = set.rows.iter().filter_map(|r| r.bytes()).map(|b| b.0).max();
        let (unit, scale) = byte_unit(most.unwrap_or(0));
        let traffic = BarChart {
            title: format!(
                "{program}: {unit} moved ({}, {})",
                if counted { "counted" } else { "cost model" },
                sizes_shown(&set.sizes)
            ),
            y_label: format!("{unit} read + written"),
            legend: legend(),
            bars: set
                .rows
                .iter()
                .map(|r| Bar {
                    label: r.strategy.clone(),
                    value: r.bytes().map(|(b, _)| b as f64 / scale),
                    highlight: highlight(r),
                })
                .collect(),
        };
        self.plot(
            plots::bar_chart(&traffic)?,
            &traffic.title,
            &format!("{anchor}-traffic"),
        );
        for backend in &e.sweep.backends {
            if set.rows.iter().all(|r| r.run_ms(backend).is_none()) {
                continue;
            }
            let chart = BarChart {
                title: format!(
                    "{program}: run time on {backend} (best of {} runs, ms, {})",
                    e.sweep.repetitions,
                    sizes_shown(&set.sizes)
                ),
                y_label: "ms".into(),
                legend: legend(),
                bars: set
                    .rows
                    .iter()
                    .map(|r| Bar {
                        label: r.strategy.clone(),
                        value: r.run_ms(backend),
                        highlight: highlight(r),
                    })
                    .collect(),
            };
            self.plot(
                plots::bar_chart(&chart)?,
                &chart.title,
                &format!("{anchor}-time-{backend}"),
            );
        }
        Ok(())
    }

    fn plot(&mut self, r: plots::Rendered, title: &str, name: &str) {
        let png_file = format!("plots/{name}.png");
        self.files.push((png_file.clone(), r.png));
        self.doc.push(Block::Plot(Plot {
            title: title.to_string(),
            svg: r.svg,
            png_file,
        }));
    }

    /// The cluster graph under each strategy; a graph that differs between
    /// size sets is shown once per distinct graph.
    fn graphs(&mut self, program: &str, anchor: &str, sets: &[SetView]) {
        self.doc.heading(
            3,
            format!("{program}: clusters under each strategy"),
            &format!("{anchor}-clusters"),
        );
        self.doc.para(text(
            "One box per cluster (a loop nest); solid edges are fusible dependencies, dashed red ones fusion-preventing, labelled with the array and the reason.",
        ));
        let mut strategies: Vec<&str> = Vec::new();
        for r in sets.iter().flat_map(|s| &s.rows) {
            if !strategies.contains(&r.strategy.as_str()) {
                strategies.push(&r.strategy);
            }
        }
        for s in strategies {
            let mut distinct: Vec<(&str, Vec<&str>)> = Vec::new();
            for set in sets {
                let Some(dot) = set
                    .rows
                    .iter()
                    .find(|r| r.strategy == s)
                    .and_then(|r| r.dot())
                else {
                    continue;
                };
                match distinct.iter_mut().find(|(d, _)| *d == dot) {
                    Some((_, labels)) => labels.push(&set.label),
                    None => distinct.push((dot, vec![&set.label])),
                }
            }
            let several = distinct.len() > 1;
            for (k, (dot, labels)) in distinct.into_iter().enumerate() {
                let caption = if several {
                    format!("{s} (size sets {})", labels.join(", "))
                } else {
                    s.to_string()
                };
                let stem = if several {
                    format!("graphs/{anchor}-{s}-{k}")
                } else {
                    format!("graphs/{anchor}-{s}")
                };
                let svg = self.render_dot(dot, &format!("{program} under {s}"));
                let file = match &svg {
                    Some(svg) => {
                        let f = format!("{stem}.svg");
                        self.files.push((f.clone(), svg.clone().into_bytes()));
                        f
                    }
                    None => {
                        let f = format!("{stem}.dot");
                        self.files.push((f.clone(), dot.as_bytes().to_vec()));
                        f
                    }
                };
                self.doc.push(Block::Graph(Graph {
                    caption,
                    dot: dot.to_string(),
                    svg,
                    file,
                }));
            }
        }
        if self.graphviz.is_none() {
            self.doc.para(text(
                "Graphviz's dot was not found on PATH, so these cluster graphs are given as DOT source; install Graphviz (scripts/setup.sh does) and run `fuselab report DIR` to draw them.",
            ));
        }
    }

    fn render_dot(&mut self, dot: &str, what: &str) -> Option<String> {
        let g = self.graphviz.as_ref()?;
        if let Some(svg) = self.rendered.get(dot) {
            return svg.clone();
        }
        let svg = match g.svg(dot) {
            Ok(svg) => Some(svg),
            Err(e) => {
                self.warnings
                    .push(format!("the cluster graph of {what}: {e}"));
                None
            }
        };
        self.rendered.insert(dot.to_string(), svg.clone());
        svg
    }

    fn about(&mut self, e: &Experiment) {
        self.doc.heading(2, "About the figures", "about");
        let compiled_backends: Vec<&String> =
            e.sweep.backends.iter().filter(|b| compiled(b)).collect();
        let mut items = vec![
            text("loops: loop nests (clusters holding an array operation); reads, writes: elements loaded from and stored to memory by the cost model, as polynomials over the size names; duplication: evaluations of recomputed producers beyond one per element."),
            text("counted: the elements the loop-IR interpreter (backend interp) actually read and wrote at the sizes; bytes: those elements at their types' widths (the cost model's bytes at the sizes where interp did not run, marked model); of baseline: bytes over none's."),
            text("ILP vars / cons, solve ms: the ilp strategy's model (all components) and HiGHS's solve time; compile ms: the pass manager's passes (without verification)."),
            text(format!("Who wins: a run's time is its best of the repetitions and its noise the range from the best to the median; two runs whose ranges overlap are within noise of each other. Where a run takes under {} ms (sub-ms) no ratio is given: the timer and starting the threads weigh as much as the code there.", summary::SUB_MS)),
            text("Notes too long for a table cell (a strategy's reason for not handling a program, an error) are numbered, [1], and listed under the table."),
            text(format!(
                "run ms: wall clock of a whole run on the same seeded random inputs (seed {1}), the best and the median of {0} runs per cell; speed-ups and charts use the best, which other processes on the machine disturb least. interp is the loop-IR interpreter, element by element, so its times compare strategies only roughly.",
                e.sweep.repetitions, e.sweep.seed
            )),
            text(format!("check: every cell's results against {} on the same inputs; MISMATCH and error rows are red.", oracle(e))),
        ];
        for b in compiled_backends {
            items.push(text(format!(
                "{b} compile ms: code generation (LLVM){}.",
                if e.sweep.cold_compile {
                    ", measured in a fresh fuselab process per cell so that nothing comes from the compile cache"
                } else {
                    " in the experiment's process; nests already compiled come from the cache (marked cached)"
                }
            )));
        }
        self.doc.push(Block::List(items));
    }
}

/// What the colours of a program's bar charts mean.
fn legend() -> Vec<(Highlight, String)> {
    vec![
        (Highlight::Best, "least memory (the summary's pick)".into()),
        (Highlight::Plain, "other strategies".into()),
        (Highlight::Bad, "MISMATCH".into()),
    ]
}

/// Notes too long for a table cell (longer than [`Footnotes::INLINE`]
/// characters), numbered in order of first use (a note met again keeps
/// its number) and listed under the table.
#[derive(Default)]
struct Footnotes(Vec<String>);

impl Footnotes {
    /// The longest note kept in its cell.
    const INLINE: usize = 40;

    /// `note` itself when short, else its mark (`[2]`).
    fn cite(&mut self, note: &str) -> String {
        if note.chars().count() <= Footnotes::INLINE {
            return note.to_string();
        }
        let k = match self.0.iter().position(|n| n == note) {
            Some(k) => k,
            None => {
                self.0.push(note.to_string());
                self.0.len() - 1
            }
        };
        format!("[{}]", k + 1)
    }

    /// The notes as a list, when there are any.
    fn list(&self) -> Option<Block> {
        (!self.0.is_empty()).then(|| {
            Block::List(
                (self.0.iter().enumerate())
                    .map(|(k, n)| text(format!("[{}] {n}", k + 1)))
                    .collect(),
            )
        })
    }
}

/// The unit to chart bytes in when the largest value is `most`: the unit
/// and its size in bytes.
fn byte_unit(most: i128) -> (&'static str, f64) {
    match most {
        m if m >= 1_000_000_000 => ("GB", 1e9),
        m if m >= 1_000_000 => ("MB", 1e6),
        m if m >= 1_000 => ("kB", 1e3),
        _ => ("bytes", 1.0),
    }
}

/// The checks of a size set's cells: `ok`, or each problem marked.
fn set_checks(set: &SetView) -> (Text, bool) {
    let mut bad = Vec::new();
    let mut unsupported = 0;
    let mut ok = 0;
    for r in &set.rows {
        for c in &r.cells {
            match c.status {
                Status::Ok => ok += 1,
                Status::Unsupported | Status::Unavailable => unsupported += 1,
                Status::Mismatch => bad.push(format!("MISMATCH {}/{}", c.strategy, c.backend)),
                Status::Error => bad.push(format!("error {}/{}", c.strategy, c.backend)),
            }
        }
    }
    let mut t = text(format!("{ok} ok"));
    if unsupported > 0 {
        t.push(plain(format!(", {unsupported} n/a")));
    }
    let is_bad = !bad.is_empty();
    for b in bad {
        t.push(plain(", "));
        t.push(Span::Bad(b));
    }
    (t, is_bad)
}

/// The table of one size set: a row per strategy.
fn strategy_table(
    e: &Experiment,
    set: &SetView,
    machines: &Machines,
    notes: &mut Footnotes,
) -> Table {
    let mut headers: Vec<String> = [
        "strategy",
        "loops",
        "reads",
        "writes",
        "reads counted",
        "writes counted",
        "duplication",
        "bytes",
        "of baseline",
        "ILP vars / cons",
        "ILP solve ms",
        "compile ms",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for b in e.sweep.backends.iter().filter(|b| compiled(b)) {
        headers.push(format!("{b} compile ms"));
    }
    for b in &e.sweep.backends {
        headers.push(format!("{b} run ms, best / median"));
    }
    headers.push("check".into());
    let refs: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut t = Table::new("strategies", &refs).right_from(1);
    for c in [2, 3, 6] {
        t.right[c] = false;
    }
    t.right[refs.len() - 1] = false;
    let baseline = set
        .rows
        .iter()
        .find(|r| r.strategy == "none")
        .and_then(|r| r.bytes())
        .map(|b| b.0);
    let dash = || text("—");
    for r in &set.rows {
        let mut row: Vec<Text> = vec![code(r.strategy.clone())];
        match r.cost() {
            Some(cost) => {
                row.push(text(cost.loops.to_string()));
                row.push(code(cost.reads.clone()));
                row.push(code(cost.writes.clone()));
            }
            None => row.extend([dash(), dash(), dash()]),
        }
        match r.traffic() {
            Some(tr) => {
                row.push(text(tr.reads.to_string()));
                row.push(text(tr.writes.to_string()));
            }
            None => row.extend([dash(), dash()]),
        }
        row.push(r.cost().map_or_else(dash, |c| code(c.duplication.clone())));
        match r.bytes() {
            Some((b, counted)) => {
                let mut cell = text(human_bytes(b));
                if !counted {
                    cell.push(plain(" (model)"));
                }
                if let Some(tr) = r.traffic() {
                    if tr.model_bytes != Some(tr.bytes) {
                        cell.push(Span::Bad(format!(
                            "model says {}",
                            tr.model_bytes
                                .map_or_else(|| summary::OVERFLOW.to_string(), human_bytes)
                        )));
                    }
                }
                row.push(cell);
                row.push(match baseline {
                    Some(base) if base > 0 => {
                        text(format!("{:.0}%", 100.0 * b as f64 / base as f64))
                    }
                    _ => dash(),
                });
            }
            None => {
                row.push(r.bytes_unknown().map_or_else(dash, text));
                row.push(dash());
            }
        }
        match r.ilp() {
            Some(ilp) => {
                row.push(text(format!("{} / {}", ilp.variables, ilp.constraints)));
                row.push(text(format!("{:.2}", ilp.solve_ms)));
            }
            None => row.extend([dash(), dash()]),
        }
        row.push(
            r.passes_ms()
                .map_or_else(dash, |ms| text(format!("{ms:.2}"))),
        );
        for b in e.sweep.backends.iter().filter(|b| compiled(b)) {
            let ct = r.cell(b).and_then(|c| c.compile.as_ref());
            row.push(match ct.and_then(|ct| ct.backend_ms.map(|ms| (ms, ct))) {
                Some((ms, ct)) => {
                    let cached = match ct.cache_hits {
                        Some(h) if h > 0 && !ct.cold => " (cached)",
                        _ => "",
                    };
                    text(format!("{ms:.1}{cached}"))
                }
                None => dash(),
            });
        }
        for b in &e.sweep.backends {
            let ms = |t: f64| millis(t).trim_end_matches(" ms").to_string();
            row.push(match (r.times(b), r.cell(b)) {
                (Some(t), Some(c)) if machines.several() => text(format!(
                    "{} / {} on {}",
                    ms(t.min),
                    ms(t.median),
                    machines.name(c)
                )),
                (Some(t), _) => text(format!("{} / {}", ms(t.min), ms(t.median))),
                _ => dash(),
            });
        }
        let (check, bad) = row_check(r, notes);
        row.push(check);
        t.row(row, bad);
    }
    t
}

/// The cells that agree only within the rounding of another grouping.
fn rounded(e: &Experiment) -> Vec<(&Cell, Rounding)> {
    e.cells
        .iter()
        .filter_map(|c| Some((c, c.check.as_ref()?.rounding?)))
        .collect()
}

/// `ok`, or what went wrong on which backend.
fn row_check(r: &StrategyRow, notes: &mut Footnotes) -> (Text, bool) {
    let mut t = Text::new();
    let mut bad = false;
    for c in &r.cells {
        if !t.is_empty() {
            t.push(plain("; "));
        }
        let msg = notes.cite(c.message.as_deref().unwrap_or(""));
        match c.status {
            Status::Ok => t.push(plain(format!("{} ok", c.backend))),
            Status::Unsupported | Status::Unavailable => {
                t.push(plain(format!("{} n/a: {msg}", c.backend)))
            }
            Status::Mismatch => {
                bad = true;
                t.push(Span::Bad(format!("MISMATCH on {}: {msg}", c.backend)));
            }
            Status::Error => {
                bad = true;
                t.push(Span::Bad(format!("error on {}: {msg}", c.backend)));
            }
        }
    }
    (t, bad)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};

    fn experiment() -> Experiment {
        let mut cells = Vec::new();
        for (s, bytes, interp, cpu) in [
            ("none", 8000, 8.0, 20.0),
            ("vertical", 6000, 6.0, 18.0),
            ("ilp", 4000, 4.0, 10.0),
        ] {
            cells.push(cell("normalise2", s, "interp", 100, bytes, interp));
            cells.push(cell("normalise2", s, "cpu", 100, bytes, cpu));
        }
        let mut bad = cell("saxpy", "ilp", "cpu", 100, 100, 1.0);
        bad.status = Status::Mismatch;
        bad.message = Some("result 0: element 3: 1.5, want 2.5".into());
        cells.push(cell("saxpy", "none", "cpu", 100, 100, 1.0));
        cells.push(bad);
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["normalise2".into(), "saxpy".into()];
        e.sweep.strategies = vec!["none".into(), "vertical".into(), "ilp".into()];
        e
    }

    #[test]
    fn a_report_answers_which_strategy_moves_least_and_flags_mismatches() {
        let e = experiment();
        let r = report(&e, &ReportOptions { graphviz: None }).unwrap();
        let md = &r.markdown;
        assert!(
            md.contains("**At n=100:** ilp moves the least memory: 4.00 kB, 50% of none's 8.00 kB"),
            "{md}"
        );
        assert!(md.contains("on cpu it runs 2.00x faster than none"), "{md}");
        assert!(
            md.contains("> **⚠ 1 cell DISAGREE with the reference interpreter"),
            "{md}"
        );
        assert!(
            md.contains("**⚠ saxpy/ilp/cpu/n=100**: result 0: element 3"),
            "{md}"
        );
        assert!(md.contains("**⚠ MISMATCH on cpu: result 0"), "{md}");
        assert!(
            md.contains("```dot\ndigraph \"normalise2\""),
            "DOT source without Graphviz"
        );
        assert!(md.contains("Graphviz's dot was not found on PATH"));
        assert!(
            md.contains("![normalise2: kB moved (counted, n=100)](plots/normalise2-traffic.png)"),
            "{md}"
        );
        assert!(md.contains("![ILP solve time against program size](plots/ilp-solve-time.png)"));
        // Fig. 12: normalise2 is in the run, but its cells are synthetic.
        assert!(md.contains("van Balen (2020), Fig. 12"));
        // Where ilp recomputes, in Fig. 12's section and per program.
        assert!(
            md.contains("the thesis's model could only store): normalise2: mxb (view)."),
            "{md}"
        );
        assert!(
            md.contains("ilp recomputes mxb (view) inside their consumers instead of storing them"),
            "{md}"
        );
        assert!(
            md.contains("It stores r (alias of s) without a copy"),
            "{md}"
        );
        let files: Vec<&str> = r.files.iter().map(|f| f.0.as_str()).collect();
        for f in [
            "plots/normalise2-traffic.png",
            "plots/normalise2-time-cpu.png",
            "plots/normalise2-time-interp.png",
            "plots/ilp-solve-time.png",
            "graphs/normalise2-ilp.dot",
        ] {
            assert!(files.contains(&f), "{f} not in {files:?}");
        }
        let html = &r.html;
        assert!(html.contains("<table class=\"strategies\">"));
        assert!(html.contains("<tr class=\"bad\">"));
        assert_eq!(
            html.matches("<figure class=\"plot\"><svg").count(),
            7,
            "3 + 2 bars, the solver's scatter and bytes against time"
        );
        assert!(html.matches("<pre class=\"dot\">").count() >= 4);
    }

    /// Where strategies tie on the least memory, the summary's speed-up is
    /// the fastest one's and names it, with `ilp`'s own beside it.
    #[test]
    fn the_summary_names_whose_speed_up_it_gives_and_gives_ilps() {
        let mut cells = Vec::new();
        for (s, bytes, cpu) in [
            ("none", 8000, 20.0),
            ("greedy", 4000, 10.0),
            ("ilp", 4000, 16.0),
        ] {
            cells.push(cell("saxpy", s, "cpu", 100, bytes, cpu));
        }
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["saxpy".into()];
        e.sweep.strategies = vec!["none".into(), "greedy".into(), "ilp".into()];
        e.sweep.backends = vec!["cpu".into()];
        let md = report(&e, &ReportOptions { graphviz: None })
            .unwrap()
            .markdown;
        let header = (md.lines())
            .find(|l| l.starts_with("| program | sizes | least memory"))
            .unwrap_or_else(|| panic!("no summary table in\n{md}"));
        assert!(
            header.contains("| speed-up on cpu | ilp on cpu | checks |"),
            "{header}"
        );
        let row = (md.lines())
            .find(|l| l.starts_with("| [saxpy]"))
            .unwrap_or_else(|| panic!("no saxpy row in\n{md}"));
        assert!(row.contains("| **greedy, ilp** |"), "{row}");
        assert!(row.contains("| 2.00x (greedy) | 1.25x |"), "{row}");
    }

    #[test]
    fn bytes_known_only_at_run_time_read_unknown() {
        let mut cells = Vec::new();
        for (s, bytes) in [("none", 55_000_000_000_000_000_000), ("ilp", 1 << 64)] {
            let mut c = cell("heat", s, "cpu", 100, bytes, 1.0);
            let m = c.metrics.as_mut().unwrap();
            m.sizes.insert("#it(l)".into(), 1 << 20);
            cells.push(c);
        }
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["heat".into()];
        e.sweep.strategies = vec!["none".into(), "ilp".into()];
        let md = report(&e, &ReportOptions { graphviz: None })
            .unwrap()
            .markdown;
        assert!(
            md.contains("the bytes moved are unknown (\\#it(l) known only at run time)."),
            "{md}"
        );
        assert!(!md.contains(" GB"), "{md}");
    }

    #[test]
    fn cells_within_the_rounding_allowance_are_listed() {
        let mut e = experiment();
        e.cells.retain(|c| c.status != Status::Mismatch);
        let plain = report(&e, &ReportOptions { graphviz: None })
            .unwrap()
            .markdown;
        assert!(
            plain.contains("floats within a relative 0.0001)."),
            "{plain}"
        );
        assert!(!plain.contains("grouping"), "{plain}");
        let c = e.cells.iter_mut().find(|c| c.strategy == "ilp").unwrap();
        c.check.as_mut().unwrap().rounding = Some(Rounding {
            difference: 5.5e-4,
            spread: 2.0e-4,
            bound: None,
        });
        let key = c.key.clone();
        let md = report(&e, &ReportOptions { graphviz: None })
            .unwrap()
            .markdown;
        assert!(
            md.contains("or within the rounding of another grouping of its sums)."),
            "{md}"
        );
        assert!(
            md.contains("1 cell agrees only within the rounding"),
            "{md}"
        );
        assert!(
            md.contains(&format!("{key}: difference 5.500e-4, spread 2.000e-4\n")),
            "{md}"
        );
        // A scattered sum's bound is listed where it was known.
        let c = e.cells.iter_mut().find(|c| c.key == key).unwrap();
        c.check.as_mut().unwrap().rounding.as_mut().unwrap().bound = Some(6.0e-4);
        let md = report(&e, &ReportOptions { graphviz: None })
            .unwrap()
            .markdown;
        assert!(
            md.contains(&format!(
                "{key}: difference 5.500e-4, spread 2.000e-4, bound 6.000e-4"
            )),
            "{md}"
        );
    }

    #[test]
    fn graphs_are_drawn_by_graphviz_when_it_is_there() {
        let Some(g) = Graphviz::find() else {
            panic!("Graphviz's dot is not on PATH: run scripts/setup.sh");
        };
        let r = report(&experiment(), &ReportOptions { graphviz: Some(g) }).unwrap();
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
        assert!(
            r.html
                .matches("<figure class=\"cluster-graph\"><svg")
                .count()
                >= 4
        );
        assert!(!r.html.contains("<pre class=\"dot\">"));
        assert!(r.markdown.contains("![ilp](graphs/normalise2-ilp.svg)"));
        assert!(!r.markdown.contains("was not found on PATH"));
    }

    #[test]
    fn an_incomplete_run_says_how_to_finish_it() {
        let mut e = experiment();
        e.sweep.planned.push("extra/none/cpu/n=1".into());
        let r = report(&e, &ReportOptions::default()).unwrap();
        assert!(
            r.markdown
                .contains("This run is incomplete: 1 planned cell not finished"),
            "{}",
            r.markdown
        );
        assert!(r.markdown.contains("8 of 9 cells finished"));
    }

    /// The sections of a report: who wins, predictions (or why none, once),
    /// the solver; Fig. 12 only with normalise2; long notes as footnotes.
    #[test]
    fn sections_answer_who_wins_and_leave_out_what_does_not_apply() {
        let mut cells = Vec::new();
        for (s, bytes, cpu) in [
            ("none", 8000, 20.0),
            ("greedy", 4000, 0.5),
            ("ilp", 4000, 16.0),
        ] {
            cells.push(cell("saxpy", s, "cpu", 100, bytes, cpu));
        }
        let mut na = cell("saxpy", "exhaustive", "cpu", 100, 4000, 1.0);
        na.status = Status::Unsupported;
        na.message = Some("exhaustive handles at most 12 nodes; this program has 40".into());
        na.run_ms = None;
        cells.push(na);
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["saxpy".into()];
        e.sweep.strategies = ["none", "greedy", "ilp", "exhaustive"]
            .map(String::from)
            .to_vec();
        e.sweep.backends = vec!["cpu".into()];
        let md = report(&e, &ReportOptions::default()).unwrap().markdown;
        for h in [
            "## Who wins, and how sure",
            "## Predicted against measured",
            "## The solver's quality",
        ] {
            assert!(md.contains(h), "no {h} in\n{md}");
        }
        assert!(!md.contains("Fig. 12"), "no normalise2, no Fig. 12:\n{md}");
        // greedy's 0.45 ms is too short for a ratio.
        let row = (md.lines())
            .find(|l| l.starts_with("| [saxpy](#saxpy) | n=100 | **greedy"))
            .unwrap_or_else(|| panic!("no summary row in\n{md}"));
        assert!(row.contains("| sub-ms (greedy) | 1.25x |"), "{row}");
        assert!(
            md.contains("| [saxpy](#saxpy) | n=100 | cpu | **greedy** | 0.450 / 0.500 ms, sub-ms | 14.4 / 16.0 ms | slower (sub-ms: no ratio) |"),
            "{md}"
        );
        assert_eq!(
            md.matches("No cell has a predicted time").count(),
            1,
            "{md}"
        );
        // The exhaustive limit is a footnote under its table.
        assert!(md.contains("| cpu n/a: \\[1\\] |"), "{md}");
        assert!(
            md.contains("- \\[1\\] exhaustive handles at most 12 nodes; this program has 40"),
            "{md}"
        );
    }

    #[test]
    fn predictions_stand_beside_measurements_where_cells_have_them() {
        let mut e = experiment();
        for c in e.cells.iter_mut().filter(|c| c.backend == "cpu") {
            c.prediction = Some(crate::experiment::Prediction {
                ms: 1.0,
                nests_ms: vec![0.5, 0.5],
                rates: "profile /m.json of 2026-01-01".into(),
            });
        }
        let md = report(&e, &ReportOptions::default()).unwrap().markdown;
        assert!(!md.contains("No cell has a predicted time"), "{md}");
        assert!(
            md.contains("rates from profile /m.json of 2026-01-01"),
            "{md}"
        );
        assert!(
            md.contains("| program | sizes | none | vertical | ilp | rank correlation | fastest predicted |"),
            "{md}"
        );
    }
}

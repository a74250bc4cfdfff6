//! Views of an experiment that reports are made of: per program and size
//! set, one row per strategy gathering that strategy's cells (one per
//! backend); and the verdict a reader wants first: which strategy moves the
//! least memory, and how much faster it runs than the baseline.

use crate::experiment::{Cell, Experiment, Status, Times, Traffic};
use crate::machines::{one_machine, same_machine};
use crate::metrics::{CostSummary, Metrics};
use std::collections::BTreeMap;

/// One program's cells.
#[derive(Debug)]
pub struct ProgramView<'a> {
    pub program: String,
    pub sets: Vec<SetView<'a>>,
}

/// One program at one size set.
#[derive(Debug)]
pub struct SetView<'a> {
    pub label: String,
    pub sizes: BTreeMap<String, i64>,
    pub rows: Vec<StrategyRow<'a>>,
}

/// One strategy on one program at one size set: a cell per backend.
#[derive(Debug)]
pub struct StrategyRow<'a> {
    pub strategy: String,
    /// In the sweep's backend order.
    pub cells: Vec<&'a Cell>,
}

/// The ILP's figures from the `cluster` pass.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IlpFigures {
    pub variables: u64,
    pub constraints: u64,
    pub solve_ms: f64,
}

/// The position of `x` in `order`, or after every listed name.
fn rank(order: &[String], x: &str) -> usize {
    order.iter().position(|o| o == x).unwrap_or(order.len())
}

/// The experiment's cells grouped by program, size set and strategy, each
/// in the sweep's order.
pub fn programs(experiment: &Experiment) -> Vec<ProgramView<'_>> {
    let sw = &experiment.sweep;
    let set_order: Vec<String> = sw.size_sets.iter().map(|s| s.label.clone()).collect();
    let mut cells: Vec<&Cell> = experiment.cells.iter().collect();
    cells.sort_by(|a, b| {
        let key = |c: &Cell| {
            (
                rank(&sw.programs, &c.program),
                c.program.clone(),
                rank(&set_order, &c.size_set),
                c.size_set.clone(),
                rank(&sw.strategies, &c.strategy),
                c.strategy.clone(),
                rank(&sw.backends, &c.backend),
            )
        };
        key(a).cmp(&key(b))
    });
    let mut out: Vec<ProgramView> = Vec::new();
    for c in cells {
        if out.last().is_none_or(|p| p.program != c.program) {
            out.push(ProgramView {
                program: c.program.clone(),
                sets: Vec::new(),
            });
        }
        let p = out.last_mut().expect("just pushed");
        if p.sets
            .last()
            .is_none_or(|s| s.label != c.size_set || s.sizes != c.sizes)
        {
            p.sets.push(SetView {
                label: c.size_set.clone(),
                sizes: c.sizes.clone(),
                rows: Vec::new(),
            });
        }
        let s = p.sets.last_mut().expect("just pushed");
        if s.rows.last().is_none_or(|r| r.strategy != c.strategy) {
            s.rows.push(StrategyRow {
                strategy: c.strategy.clone(),
                cells: Vec::new(),
            });
        }
        s.rows.last_mut().expect("just pushed").cells.push(c);
    }
    out
}

impl<'a> StrategyRow<'a> {
    /// The cell run on `backend`.
    pub fn cell(&self, backend: &str) -> Option<&'a Cell> {
        self.cells.iter().copied().find(|c| c.backend == backend)
    }

    /// The compilation's metrics (the same for every backend).
    pub fn metrics(&self) -> Option<&'a Metrics> {
        self.cells.iter().find_map(|c| c.metrics.as_ref())
    }

    pub fn cost(&self) -> Option<&'a CostSummary> {
        self.metrics()?.cost.as_ref()
    }

    /// What the loop-IR interpreter counted.
    pub fn traffic(&self) -> Option<&'a Traffic> {
        self.cells.iter().find_map(|c| c.traffic.as_ref())
    }

    /// Bytes moved: counted by the loop-IR interpreter when it ran (`true`),
    /// else the cost model's at the sizes (`false`) where they are known
    /// ([`Metrics::known_bytes`]).
    pub fn bytes(&self) -> Option<(i128, bool)> {
        match self.traffic() {
            Some(t) => Some((t.bytes, true)),
            None => Some((self.metrics()?.known_bytes().ok()?, false)),
        }
    }

    /// Why the strategy compiled but [`StrategyRow::bytes`] has no figure:
    /// the cost model's bytes are unknown until the program runs, or too
    /// large to compute.
    pub fn bytes_unknown(&self) -> Option<String> {
        if self.traffic().is_some() {
            return None;
        }
        self.metrics()?.known_bytes().err()
    }

    /// The best (least) run time on `backend`, which other processes on the
    /// machine disturb least, when the cell ran to the end.
    pub fn run_ms(&self, backend: &str) -> Option<f64> {
        self.times(backend).map(|t| t.min)
    }

    /// Best, median and worst run time on `backend`.
    pub fn times(&self, backend: &str) -> Option<Times> {
        let c = self.cell(backend)?;
        c.run_ms
            .filter(|t| t.min.is_finite() && t.median.is_finite())
    }

    /// The worst status of the row's cells (mismatch before error before
    /// unsupported before ok).
    pub fn status(&self) -> Status {
        let badness = |s: Status| match s {
            Status::Mismatch => 3,
            Status::Error => 2,
            Status::Unsupported | Status::Unavailable => 1,
            Status::Ok => 0,
        };
        self.cells
            .iter()
            .map(|c| c.status)
            .max_by_key(|s| badness(*s))
            .unwrap_or(Status::Ok)
    }

    /// Whether the strategy ran to a result: some cell agrees or
    /// mismatches and none failed (a cell whose backend does not handle
    /// the program, or cannot run on the machine, counts for neither).
    pub fn ran(&self) -> bool {
        let measured = || self.cells.iter().filter(|c| !c.status.not_applicable());
        measured().next().is_some()
            && measured().all(|c| matches!(c.status, Status::Ok | Status::Mismatch))
    }

    /// The ILP's variables, constraints and solve time, for `ilp`.
    pub fn ilp(&self) -> Option<IlpFigures> {
        let c = self.cells.iter().find(|c| c.metrics.is_some())?;
        let num = |name: &str| c.figure("cluster", name).and_then(|v| v.as_u64());
        Some(IlpFigures {
            variables: num("variables")?,
            constraints: num("constraints")?,
            solve_ms: num("solve_micros")? as f64 / 1e3,
        })
    }

    /// The pass manager's time (milliseconds).
    pub fn passes_ms(&self) -> Option<f64> {
        self.cells
            .iter()
            .find_map(|c| c.compile.as_ref())
            .map(|t| t.passes_ms)
    }

    /// The cluster graph (DOT).
    pub fn dot(&self) -> Option<&'a str> {
        self.cells.iter().find_map(|c| c.cluster_graph.as_deref())
    }
}

/// Which strategy moves the least memory at one size set, against the
/// baseline (`none`, or the strategy moving the most).
#[derive(Debug)]
pub struct Verdict<'v, 'a> {
    /// The strategy named: the fastest of those moving the least.
    pub best: &'v StrategyRow<'a>,
    /// Other strategies moving exactly as little.
    pub tied: Vec<&'v StrategyRow<'a>>,
    pub bytes: i128,
    /// `bytes` was counted (not the cost model's).
    pub measured: bool,
    pub baseline: &'v StrategyRow<'a>,
    pub baseline_bytes: i128,
    /// Every strategy moves the same memory.
    pub all_equal: bool,
    /// Per backend with times for both on one machine: (backend, best's
    /// ms, baseline's ms).
    pub times: Vec<(String, f64, f64)>,
    /// Per backend where `ilp` and the baseline ran on one machine:
    /// (backend, `ilp`'s ms, baseline's ms), beside the best's whichever
    /// strategy that is.
    pub ilp_times: Vec<(String, f64, f64)>,
    /// Backends where the best and the baseline both have times but ran on
    /// different machines: no ratio ([`crate::machines`]).
    pub apart: Vec<String>,
}

/// The verdict for a size set; `None` when no strategy has bytes.
pub fn verdict<'v, 'a>(set: &'v SetView<'a>, backends: &[String]) -> Option<Verdict<'v, 'a>> {
    let rows: Vec<(&StrategyRow, i128, bool)> = set
        .rows
        .iter()
        .filter(|r| r.ran())
        .filter_map(|r| r.bytes().map(|(b, m)| (r, b, m)))
        .collect();
    let least = rows.iter().map(|r| r.1).min()?;
    let most = rows.iter().map(|r| r.1).max()?;
    // Ties go to the fastest, on a compiled backend when there is one (the
    // loop-IR interpreter's times say little about speed), where the tied
    // strategies' times come from one machine.
    let timed = |b: &&String| rows.iter().any(|r| r.0.run_ms(b).is_some());
    let timing = backends
        .iter()
        .filter(|b| *b != "interp")
        .find(timed)
        .or_else(|| backends.iter().find(timed));
    let mut winners: Vec<&(&StrategyRow, i128, bool)> =
        rows.iter().filter(|r| r.1 == least).collect();
    let comparable = |b: &str| one_machine(winners.iter().filter_map(|r| r.0.cell(b)));
    if let Some(b) = timing.filter(|b| comparable(b)) {
        winners.sort_by(|x, y| {
            let t = |r: &StrategyRow| r.run_ms(b).unwrap_or(f64::INFINITY);
            t(x.0).total_cmp(&t(y.0))
        });
    }
    let (best, bytes, measured) = *winners[0];
    let tied = winners[1..].iter().map(|r| r.0).collect();
    let (baseline, baseline_bytes) = rows
        .iter()
        .find(|r| r.0.strategy == "none")
        .or_else(|| rows.iter().find(|r| r.1 == most))
        .map(|r| (r.0, r.1))?;
    let together = |r: &StrategyRow, b: &str| match (r.cell(b), baseline.cell(b)) {
        (Some(x), Some(y)) => same_machine(x, y),
        _ => false,
    };
    let times_of = |r: &StrategyRow| -> Vec<(String, f64, f64)> {
        (backends.iter())
            .filter(|b| together(r, b))
            .filter_map(|b| Some((b.clone(), r.run_ms(b)?, baseline.run_ms(b)?)))
            .collect()
    };
    let times = times_of(best);
    let apart = (backends.iter())
        .filter(|b| best.run_ms(b).is_some() && baseline.run_ms(b).is_some())
        .filter(|b| !together(best, b))
        .cloned()
        .collect();
    let ilp_times = (set.rows.iter())
        .filter(|r| r.ran())
        .find(|r| r.strategy == "ilp")
        .map_or_else(Vec::new, times_of);
    Some(Verdict {
        best,
        tied,
        bytes,
        measured,
        baseline,
        baseline_bytes,
        all_equal: least == most,
        times,
        ilp_times,
        apart,
    })
}

pub use crate::metrics::OVERFLOW;

/// A byte count as an exact number, or [`OVERFLOW`].
pub fn exact_bytes(b: Option<i128>) -> String {
    b.map_or_else(|| OVERFLOW.to_string(), |b| b.to_string())
}

/// `1.07 MB`, `812 B`: bytes in decimal units.
pub fn human_bytes(b: i128) -> String {
    let x = b as f64;
    let (v, unit) = if x.abs() >= 1e9 {
        (x / 1e9, "GB")
    } else if x.abs() >= 1e6 {
        (x / 1e6, "MB")
    } else if x.abs() >= 1e3 {
        (x / 1e3, "kB")
    } else {
        return format!("{b} B");
    };
    format!("{v:.2} {unit}")
}

/// `12.3 ms`, `0.042 ms`.
pub fn millis(t: f64) -> String {
    if t >= 100.0 {
        format!("{t:.0} ms")
    } else if t >= 1.0 {
        format!("{t:.1} ms")
    } else {
        format!("{t:.3} ms")
    }
}

/// Runs whose best time is under this many milliseconds are flagged and
/// given no ratio: at that scale the timer, starting the threads and the
/// machine's other work weigh as much as the code.
pub const SUB_MS: f64 = 1.0;

/// `base` over `t`, unless either is under [`SUB_MS`] (or not positive).
pub fn ratio(t: f64, base: f64) -> Option<f64> {
    (t >= SUB_MS && base >= SUB_MS).then(|| base / t)
}

/// `1.22x faster`, `1.18x slower` (`base` over `t`).
pub fn speed(t: f64, base: f64) -> String {
    if t <= 0.0 || base <= 0.0 {
        return "as fast".into();
    }
    let r = base / t;
    if r >= 1.0 {
        format!("{r:.2}x faster")
    } else {
        format!("{:.2}x slower", 1.0 / r)
    }
}

/// The answer, in a sentence: "ilp moves the least memory: 1.07 MB, 50% of
/// none's 2.15 MB (counted by the loop-IR interpreter); on cpu it runs 1.22x
/// faster than none (0.31 ms against 0.38 ms)", times the best of the
/// repetitions.
pub fn sentence(verdict: &Verdict) -> String {
    let counted = if verdict.measured {
        "counted by the loop-IR interpreter"
    } else {
        "the cost model's bytes"
    };
    let mut s = if verdict.all_equal {
        format!(
            "every strategy moves the same memory: {} ({counted}); the fastest is {}",
            human_bytes(verdict.bytes),
            verdict.best.strategy
        )
    } else {
        let tied = if verdict.tied.is_empty() {
            String::new()
        } else {
            let names: Vec<&str> = verdict.tied.iter().map(|r| r.strategy.as_str()).collect();
            format!(" (as little as {})", names.join(", "))
        };
        let pct = 100.0 * verdict.bytes as f64 / verdict.baseline_bytes as f64;
        format!(
            "{} moves the least memory{tied}: {}, {pct:.0}% of {}'s {} ({counted})",
            verdict.best.strategy,
            human_bytes(verdict.bytes),
            verdict.baseline.strategy,
            human_bytes(verdict.baseline_bytes)
        )
    };
    if verdict.best.strategy != verdict.baseline.strategy {
        let mut parts: Vec<String> = verdict
            .times
            .iter()
            .map(|(b, t, base)| match ratio(*t, *base) {
                Some(_) => format!(
                    "on {b} it runs {} than {} ({} against {})",
                    speed(*t, *base),
                    verdict.baseline.strategy,
                    millis(*t),
                    millis(*base)
                ),
                None => format!(
                    "on {b} it runs in {} against {}'s {} (sub-ms: no ratio)",
                    millis(*t),
                    verdict.baseline.strategy,
                    millis(*base)
                ),
            })
            .collect();
        parts.extend(verdict.apart.iter().map(|b| {
            format!(
                "on {b} it and {} ran on different machines (no ratio)",
                verdict.baseline.strategy
            )
        }));
        if !parts.is_empty() {
            s.push_str("; ");
            s.push_str(&parts.join(", "));
        }
    }
    if verdict.best.status() == Status::Mismatch {
        s.push_str(" — but its results DISAGREE with the reference interpreter");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};

    fn experiment(cells: Vec<Cell>) -> Experiment {
        let mut e = experiment_of(cells);
        e.sweep.strategies = vec!["none".into(), "greedy".into(), "ilp".into()];
        e
    }

    /// Cells of program `p` at `n = 100`, per strategy: its bytes and its
    /// milliseconds on interp, then on cpu.
    fn on_both_backends(rows: &[(&str, i128, f64, f64)]) -> Vec<Cell> {
        rows.iter()
            .flat_map(|&(s, bytes, interp, cpu)| {
                [
                    cell("p", s, "interp", 100, bytes, interp),
                    cell("p", s, "cpu", 100, bytes, cpu),
                ]
            })
            .collect()
    }

    /// The verdict's sentence for the experiment's first size set.
    fn sentence_of(cells: Vec<Cell>) -> String {
        let e = experiment(cells);
        let ps = programs(&e);
        sentence(&verdict(&ps[0].sets[0], &e.sweep.backends).unwrap())
    }

    /// The verdict gives no speed-up between cells of different machines,
    /// and says so.
    #[test]
    fn the_verdict_compares_times_of_one_machine_only() {
        use crate::machines::tests::on;
        let cells = vec![
            on(cell("p", "none", "cpu", 100, 4000, 8.0), "a"),
            on(cell("p", "ilp", "cpu", 100, 2000, 1.0), "b"),
        ];
        let e = experiment(cells);
        let ps = programs(&e);
        let v = verdict(&ps[0].sets[0], &e.sweep.backends).unwrap();
        assert!(v.times.is_empty() && v.ilp_times.is_empty(), "{v:?}");
        assert_eq!(v.apart, ["cpu"]);
        let s = sentence(&v);
        assert!(
            s.ends_with("on cpu it and none ran on different machines (no ratio)"),
            "{s}"
        );
        assert!(!s.contains("faster"), "{s}");
    }

    #[test]
    fn cells_group_by_program_set_and_strategy_in_sweep_order() {
        let e = experiment(vec![
            cell("p", "ilp", "cpu", 100, 2000, 1.0),
            cell("p", "none", "interp", 100, 4000, 8.0),
            cell("p", "ilp", "interp", 100, 2000, 4.0),
            cell("p", "none", "cpu", 100, 4000, 2.0),
            cell("p", "none", "cpu", 1000, 40000, 20.0),
        ]);
        let ps = programs(&e);
        assert_eq!(ps.len(), 1);
        assert_eq!(ps[0].sets.len(), 2);
        let set = &ps[0].sets[0];
        let names: Vec<&str> = set.rows.iter().map(|r| r.strategy.as_str()).collect();
        assert_eq!(names, ["none", "ilp"]);
        let backends: Vec<&str> = set.rows[1].cells.iter().map(|c| &*c.backend).collect();
        assert_eq!(backends, ["interp", "cpu"]);
        assert_eq!(set.rows[1].bytes(), Some((2000, true)));
        assert_eq!(ps[0].sets[1].rows[0].bytes(), Some((40000, false)));
        let ilp = set.rows[1].ilp().unwrap();
        assert_eq!((ilp.variables, ilp.constraints), (12, 30));
        assert_eq!(ilp.solve_ms, 1.5);
        assert!(set.rows[0].ilp().is_none());
    }

    #[test]
    fn the_verdict_names_the_least_memory_and_its_speed_up() {
        let e = experiment(on_both_backends(&[
            ("none", 4000, 8.0, 2.0),
            ("greedy", 2000, 4.0, 1.6),
            ("ilp", 2000, 4.0, 1.0),
        ]));
        let ps = programs(&e);
        let v = verdict(&ps[0].sets[0], &e.sweep.backends).unwrap();
        assert_eq!(v.best.strategy, "ilp", "the faster of the two on cpu");
        assert_eq!(v.tied.len(), 1);
        let s = sentence(&v);
        assert_eq!(
            s,
            "ilp moves the least memory (as little as greedy): 2.00 kB, 50% of none's 4.00 kB \
             (counted by the loop-IR interpreter); on interp it runs 2.00x faster than none \
             (3.6 ms against 7.2 ms), on cpu it runs in 0.900 ms against none's 1.8 ms (sub-ms: no ratio)"
        );
    }

    #[test]
    fn a_backend_that_skipped_its_cells_does_not_hide_the_verdict() {
        let skipped = |s: &str| {
            let mut c = cell("p", s, "ptx", 100, 0, 1.0);
            c.status = Status::Unsupported;
            c.message = Some("skipped: no GPU".into());
            c.run_ms = None;
            c
        };
        let mut e = experiment(vec![
            cell("p", "none", "cpu", 100, 4000, 20.0),
            skipped("none"),
            cell("p", "ilp", "cpu", 100, 2000, 10.0),
            skipped("ilp"),
        ]);
        e.sweep.backends = vec!["cpu".into(), "ptx".into()];
        let ps = programs(&e);
        let v = verdict(&ps[0].sets[0], &e.sweep.backends).expect("a verdict");
        assert_eq!(v.best.strategy, "ilp");
        assert_eq!(v.times, vec![("cpu".to_string(), 9.0, 18.0)]);
        // A strategy with no cell run is left out.
        let mut e = experiment(vec![
            cell("p", "none", "cpu", 100, 4000, 20.0),
            skipped("ilp"),
        ]);
        e.sweep.backends = vec!["cpu".into(), "ptx".into()];
        let ps = programs(&e);
        assert!(!ps[0].sets[0].rows[1].ran());
        assert_eq!(
            verdict(&ps[0].sets[0], &e.sweep.backends)
                .unwrap()
                .best
                .strategy,
            "none"
        );
    }

    #[test]
    fn mismatches_and_equal_traffic_are_said() {
        let mut bad = cell("p", "ilp", "cpu", 100, 2000, 3.0);
        bad.status = Status::Mismatch;
        let s = sentence_of(vec![cell("p", "none", "cpu", 100, 4000, 2.0), bad]);
        assert!(s.contains("1.50x slower"), "{s}");
        assert!(s.contains("DISAGREE"), "{s}");
        let s = sentence_of(vec![
            cell("p", "none", "cpu", 100, 4000, 20.0),
            cell("p", "ilp", "cpu", 100, 4000, 10.0),
        ]);
        assert!(
            s.starts_with("every strategy moves the same memory: 4.00 kB"),
            "{s}"
        );
        assert!(s.contains("2.00x faster"), "{s}");
    }

    #[test]
    fn bytes_that_depend_on_a_loop_count_are_unknown_not_a_huge_figure() {
        // Cells on cpu alone (no counted traffic): the cost model's bytes
        // take the symbol `#it(l)` as 2^20, which bounds nothing.
        let with_loop = |strategy: &str, bytes: i128| {
            let mut c = cell("p", strategy, "cpu", 100, bytes, 1.0);
            let m = c.metrics.as_mut().unwrap();
            m.sizes.insert("#it(l)".into(), 1 << 20);
            c
        };
        let e = experiment(vec![
            with_loop("none", 55_000_000_000_000_000_000),
            with_loop("ilp", 27_000_000_000_000_000_000),
        ]);
        let ps = programs(&e);
        let set = &ps[0].sets[0];
        assert_eq!(set.rows[0].bytes(), None);
        assert_eq!(
            set.rows[0].bytes_unknown().as_deref(),
            Some("unknown (#it(l) known only at run time)")
        );
        assert!(verdict(set, &e.sweep.backends).is_none());
        // Counted traffic is known whatever the symbols.
        let mut counted = with_loop("ilp", 2000);
        counted.backend = "interp".into();
        counted.traffic = cell("p", "ilp", "interp", 100, 2000, 1.0).traffic;
        let e = experiment(vec![counted]);
        let ps = programs(&e);
        assert_eq!(ps[0].sets[0].rows[0].bytes(), Some((2000, true)));
        assert_eq!(ps[0].sets[0].rows[0].bytes_unknown(), None);
    }

    #[test]
    fn units() {
        assert_eq!(human_bytes(812), "812 B");
        assert_eq!(human_bytes(1_073_741_856), "1.07 GB");
        assert_eq!(millis(0.04211), "0.042 ms");
        assert_eq!(millis(12.34), "12.3 ms");
        assert_eq!(speed(2.0, 1.0), "2.00x slower");
    }
}

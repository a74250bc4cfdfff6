//! What changed between two experiments (say before and after a change to
//! the cost model): cells are matched by key, and cells left over by
//! program, strategy, backend and size-set label (their sizes changed);
//! per program a table of each matched cell's loops, formulas, bytes, times
//! and status in both runs with the ratios, and the cells found in one run
//! only. Times of a pair that ran on different machines are shown side by
//! side without a ratio ([`crate::machines`]).

use crate::doc::{code, plain, text, Block, Doc, Span, Table, Text};
use crate::experiment::{sizes_text, Cell, Experiment, Status};
use crate::machines::same_machine;
use crate::metrics::CostSummary as Cost;
use crate::summary::{self, human_bytes, millis};
use std::collections::{BTreeMap, BTreeSet};

/// The comparison of `before` (named `a`) with `after` (named `b`).
pub fn compare(before: &Experiment, after: &Experiment, a: &str, b: &str) -> Doc {
    let mut doc = Doc::new(format!("fuselab: {a} → {b}"));
    let matched = match_cells(before, after);
    doc.push(Block::List(vec![
        run_line("A", a, before),
        run_line("B", b, after),
    ]));
    doc.para(text(matched.summary()));
    for p in matched.programs() {
        doc.heading(2, p, p);
        verdict_changes(&mut doc, before, after, p);
        doc.push(Block::Table(program_table(&matched, p)));
    }
    for (name, only) in [("A", &matched.only_a), ("B", &matched.only_b)] {
        only_in(&mut doc, name, only);
    }
    doc
}

/// `A: before (sweep s, 3 cells)`.
fn run_line(letter: &str, name: &str, e: &Experiment) -> Vec<Span> {
    vec![
        Span::Strong(letter.into()),
        plain(format!(
            ": {name} (sweep {}, {} cells)",
            e.sweep.name,
            e.cells.len()
        )),
    ]
}

/// The cells of two runs: those paired, and those of each run left over.
struct Matched<'a> {
    pairs: Vec<(&'a Cell, &'a Cell)>,
    only_a: Vec<&'a Cell>,
    only_b: Vec<&'a Cell>,
}

impl<'a> Matched<'a> {
    /// How many cells matched, changed, or are in one run only.
    fn summary(&self) -> String {
        let changed = self.pairs.iter().filter(|(x, y)| changes(x, y)).count();
        format!(
            "{} matched, {changed} with changed loops, formulas, bytes or status; {} only in A, {} only in B. Ratios are B over A (0.50x: B has half of A).",
            self.pairs.len(),
            self.only_a.len(),
            self.only_b.len()
        )
    }

    /// The programs of the pairs, in the order they first appear.
    fn programs(&self) -> Vec<&'a str> {
        let mut programs: Vec<&str> = Vec::new();
        for (x, _) in &self.pairs {
            if !programs.contains(&x.program.as_str()) {
                programs.push(&x.program);
            }
        }
        programs
    }
}

/// The table of program `p`'s pairs: a row per pair.
fn program_table(matched: &Matched, p: &str) -> Table {
    let mut t = Table::new(
        "compare",
        &[
            "strategy",
            "backend",
            "sizes",
            "loops",
            "reads",
            "writes",
            "bytes",
            "best run ms",
            "compile ms",
            "ILP solve ms",
            "status",
        ],
    );
    for (x, y) in matched.pairs.iter().filter(|(x, _)| x.program == p) {
        let bad = matches!(y.status, Status::Mismatch | Status::Error);
        t.row(pair_row(x, y), bad);
    }
    t
}

/// The row of a pair: each column of `x`, or how it changed in `y`.
fn pair_row(x: &Cell, y: &Cell) -> Vec<Text> {
    let (cx, cy) = (cost(x), cost(y));
    let apart = !same_machine(x, y);
    let formula = |f: fn(&Cost) -> String| pair(cx.as_ref().map(f), cy.as_ref().map(f));
    vec![
        code(x.strategy.clone()),
        text(x.backend.clone()),
        text(sizes_change(x, y)),
        formula(|c| c.loops.to_string()),
        formula(|c| c.reads.clone()),
        formula(|c| c.writes.clone()),
        ratio(
            bytes(x).map(|b| b as f64),
            bytes(y).map(|b| b as f64),
            |v| human_bytes(v as i128),
        ),
        time_ratio(best_run(x), best_run(y), apart),
        time_ratio(compile_ms(x), compile_ms(y), apart),
        time_ratio(solve_ms(x), solve_ms(y), apart),
        status_change(x, y),
    ]
}

/// The sizes, or `n=100 → n=1000` when they changed.
fn sizes_change(x: &Cell, y: &Cell) -> String {
    if x.sizes == y.sizes {
        sizes_text(&x.sizes)
    } else {
        format!("{} → {}", sizes_text(&x.sizes), sizes_text(&y.sizes))
    }
}

/// The status, or how it changed: marked bad when `y` mismatches or
/// failed, in bold otherwise.
fn status_change(x: &Cell, y: &Cell) -> Text {
    if x.status == y.status {
        return text(x.status.name());
    }
    let s = format!("{} → {}", x.status.name(), y.status.name());
    if y.status == Status::Mismatch || y.status == Status::Error {
        vec![Span::Bad(s)]
    } else {
        vec![Span::Strong(s)]
    }
}

/// The cost model's figures of a cell.
fn cost(c: &Cell) -> Option<Cost> {
    c.metrics.as_ref().and_then(|m| m.cost.clone())
}

/// The bytes a cell moved: measured, else the cost model's.
fn bytes(c: &Cell) -> Option<i128> {
    c.traffic
        .as_ref()
        .map(|t| t.bytes)
        .or_else(|| cost(c).and_then(|c| c.bytes))
}

/// The fastest run (milliseconds).
fn best_run(c: &Cell) -> Option<f64> {
    c.run_ms.map(|t| t.min)
}

/// The compile time (milliseconds).
fn compile_ms(c: &Cell) -> Option<f64> {
    c.compile.as_ref().map(|t| t.total_ms())
}

/// The ILP's solve time (milliseconds).
fn solve_ms(c: &Cell) -> Option<f64> {
    c.figure("cluster", "solve_micros")
        .and_then(|v| v.as_u64())
        .map(|us| us as f64 / 1e3)
}

/// The section of the cells only in run `name`: their keys and statuses.
fn only_in(doc: &mut Doc, name: &str, only: &[&Cell]) {
    doc.heading(2, format!("Only in {name}"), &format!("only-in-{name}"));
    if only.is_empty() {
        doc.para(text("none"));
    } else {
        doc.push(Block::List(
            only.iter()
                .map(|c| {
                    vec![
                        Span::Code(c.key.clone()),
                        plain(format!(" ({})", c.status.name())),
                    ]
                })
                .collect(),
        ));
    }
}

/// Cells of both runs paired by key, then by (program, strategy, backend,
/// size-set label); and the cells of each run left unpaired.
fn match_cells<'a>(a: &'a Experiment, b: &'a Experiment) -> Matched<'a> {
    let mut used: BTreeSet<&str> = BTreeSet::new();
    let mut pairs = Vec::new();
    let mut rest_a = Vec::new();
    for x in &a.cells {
        match b.cell(&x.key) {
            Some(y) => {
                used.insert(&y.key);
                pairs.push((x, y));
            }
            None => rest_a.push(x),
        }
    }
    let loose = |c: &Cell| {
        (
            c.program.clone(),
            c.strategy.clone(),
            c.backend.clone(),
            c.size_set.clone(),
        )
    };
    let mut by_loose: BTreeMap<_, &Cell> = BTreeMap::new();
    for y in b.cells.iter().filter(|y| !used.contains(y.key.as_str())) {
        by_loose.entry(loose(y)).or_insert(y);
    }
    let mut only_a = Vec::new();
    for x in rest_a {
        match by_loose.remove(&loose(x)) {
            Some(y) => {
                used.insert(&y.key);
                pairs.push((x, y));
            }
            None => only_a.push(x),
        }
    }
    let only_b = b
        .cells
        .iter()
        .filter(|y| !used.contains(y.key.as_str()))
        .collect();
    Matched {
        pairs,
        only_a,
        only_b,
    }
}

/// Whether anything but times changed.
fn changes(x: &Cell, y: &Cell) -> bool {
    x.status != y.status || cost(x) != cost(y) || x.traffic != y.traffic || x.sizes != y.sizes
}

/// `a`, or `a → b` in bold when they differ.
fn pair(a: Option<String>, b: Option<String>) -> Text {
    let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "—".into());
    if a == b {
        code(show(&a))
    } else {
        vec![Span::Strong(format!("{} → {}", show(&a), show(&b)))]
    }
}

/// Two times as [`ratio`] does, or side by side without a ratio where
/// they were measured on different machines.
fn time_ratio(a: Option<f64>, b: Option<f64>, apart: bool) -> Text {
    match (a, b) {
        (Some(x), Some(y)) if apart => text(format!(
            "{} → {} (other machine: no ratio)",
            millis(x),
            millis(y)
        )),
        _ => ratio(a, b, millis),
    }
}

/// `2.0 ms → 1.0 ms (0.50x)`.
fn ratio(a: Option<f64>, b: Option<f64>, show: impl Fn(f64) -> String) -> Text {
    match (a, b) {
        (Some(x), Some(y)) if x > 0.0 => {
            let r = y / x;
            let s = format!("{} → {} ({r:.2}x)", show(x), show(y));
            if (r - 1.0).abs() < 1e-9 {
                text(s)
            } else {
                vec![Span::Strong(s)]
            }
        }
        (Some(x), Some(y)) => text(format!("{} → {}", show(x), show(y))),
        (x, y) => text(format!(
            "{} → {}",
            x.map_or("—".into(), &show),
            y.map_or("—".into(), &show)
        )),
    }
}

/// A line per size set whose least-memory strategy changed.
fn verdict_changes(doc: &mut Doc, a: &Experiment, b: &Experiment, program: &str) {
    let best = |e: &Experiment| -> BTreeMap<String, String> {
        summary::programs(e)
            .iter()
            .filter(|p| p.program == program)
            .flat_map(|p| &p.sets)
            .filter_map(|s| {
                let v = summary::verdict(s, &e.sweep.backends)?;
                Some((s.label.clone(), v.best.strategy.clone()))
            })
            .collect()
    };
    let (x, y) = (best(a), best(b));
    for (label, s) in &x {
        if let Some(t) = y.get(label) {
            if s != t {
                doc.para(vec![
                    Span::Strong(format!("Size set {label}:")),
                    plain(format!(
                        " the strategy moving the least memory was {s}, is {t}."
                    )),
                ]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of as run};

    #[test]
    fn changed_cells_show_both_values_and_ratios() {
        // Three strategies alike: 8000 bytes in 2 ms.
        let same = |s: &str| cell("p", s, "cpu", 100, 8000, 2.0);
        let a = run(vec![same("none"), same("ilp"), same("greedy")]);
        let mut faster = cell("p", "ilp", "cpu", 100, 4000, 1.0);
        faster
            .metrics
            .as_mut()
            .unwrap()
            .cost
            .as_mut()
            .unwrap()
            .reads = "n + 2".into();
        let mut broken = cell("p", "none", "cpu", 100, 8000, 2.0);
        broken.status = Status::Mismatch;
        let b = run(vec![
            broken,
            faster,
            cell("p", "vertical", "cpu", 100, 6000, 1.5),
        ]);
        let md = crate::markdown::render_markdown(&compare(&a, &b, "before", "after"));
        assert!(md.starts_with("# fuselab: before → after"), "{md}");
        assert!(md.contains("2 matched, 2 with changed loops, formulas, bytes or status; 1 only in A, 1 only in B"), "{md}");
        assert!(md.contains("**2n + 2 → n + 2**"), "{md}");
        assert!(md.contains("**8.00 kB → 4.00 kB (0.50x)**"), "{md}");
        assert!(md.contains("**1.8 ms → 0.900 ms (0.50x)**"), "{md}");
        assert!(md.contains("**⚠ ok → mismatch**"), "{md}");
        assert!(md.contains("- `p/greedy/cpu/n=100` (ok)"), "{md}");
        assert!(md.contains("- `p/vertical/cpu/n=100` (ok)"), "{md}");
        assert!(
            md.contains("Size set n100:** the strategy moving the least memory was none, is ilp."),
            "{md}"
        );
    }

    /// A pair timed on two machines shows both times and no ratio; its
    /// bytes still get theirs.
    #[test]
    fn times_of_different_machines_get_no_ratio() {
        use crate::machines::tests::on;
        let a = run(vec![on(cell("p", "ilp", "cpu", 100, 8000, 2.0), "a")]);
        let b = run(vec![on(cell("p", "ilp", "cpu", 100, 4000, 1.0), "b")]);
        let md = crate::markdown::render_markdown(&compare(&a, &b, "before", "after"));
        assert!(
            md.contains("1.8 ms → 0.900 ms (other machine: no ratio)"),
            "{md}"
        );
        assert!(!md.contains("(0.50x)**  |"), "{md}");
        assert!(md.contains("**8.00 kB → 4.00 kB (0.50x)**"), "{md}");
        let same = run(vec![on(cell("p", "ilp", "cpu", 100, 4000, 1.0), "a")]);
        let md = crate::markdown::render_markdown(&compare(&a, &same, "before", "after"));
        assert!(md.contains("**1.8 ms → 0.900 ms (0.50x)**"), "{md}");
    }

    #[test]
    fn cells_whose_sizes_changed_are_paired_by_size_set() {
        let a = run(vec![cell("p", "ilp", "cpu", 100, 4000, 1.0)]);
        let mut y = cell("p", "ilp", "cpu", 1000, 40000, 10.0);
        y.size_set = "n100".into();
        let b = run(vec![y]);
        let md = crate::markdown::render_markdown(&compare(&a, &b, "a", "b"));
        assert!(md.contains("1 matched, 1 with changed"), "{md}");
        assert!(md.contains("n=100 → n=1000"), "{md}");
        assert!(md.contains("(10.00x)"), "{md}");
    }
}

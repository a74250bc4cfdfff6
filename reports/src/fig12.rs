//! Fig. 12 of van Balen's thesis (seed 004), reproduced from an
//! experiment's measurements: for `normalise2` and its expanded form, the
//! loops, array reads and array writes of the unfused program, of stream
//! fusion and of optimal fusion, next to the thesis's numbers.
//!
//! The thesis's numbers are data, copied from the figure:
//!
//! > D.P. van Balen, *Optimal Fusion in Data-Parallel Languages: From
//! > Diagonal Fusion to Code Generation* (MSc thesis, Utrecht University,
//! > 2020), Section 6 "Results", Figure 12: "The effects
//! > of different fusion techniques on `normalise2`" — counted by reading
//! > the code, for inputs of length n.
//!
//! The thesis's "Unfused" column is fuselab's `none`, "Stream" its
//! `vertical` (a producer fuses into its only consumer; the thesis notes
//! that delayed arrays give the same clustering here), "Optimal" its `ilp`.

use crate::doc::{code, text, Span, Table, Text};
use crate::experiment::{Cell, Experiment};
use std::fmt;

/// `a·n + b`, as the thesis writes its counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Linear {
    pub per_n: i64,
    pub constant: i64,
}

impl Linear {
    pub fn at(self, n: i64) -> i64 {
        self.per_n * n + self.constant
    }
}

impl fmt::Display for Linear {
    /// `5n + 2`, as fuselab prints polynomials.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.per_n, self.constant) {
            (0, c) => write!(f, "{c}"),
            (1, 0) => write!(f, "n"),
            (a, 0) => write!(f, "{a}n"),
            (1, c) => write!(f, "n + {c}"),
            (a, c) => write!(f, "{a}n + {c}"),
        }
    }
}

/// One column of the figure.
#[derive(Clone, Copy, Debug)]
pub struct Column {
    /// The suite program (file stem).
    pub program: &'static str,
    /// The thesis's name for the technique.
    pub technique: &'static str,
    /// The fuselab strategy that implements it.
    pub strategy: &'static str,
    pub loops: usize,
    pub reads: Linear,
    pub writes: Linear,
}

const fn lin(per_n: i64, constant: i64) -> Linear {
    Linear { per_n, constant }
}

/// van Balen (2020), Fig. 12, column by column.
pub const FIG12: [Column; 6] = [
    Column {
        program: "normalise2",
        technique: "Unfused",
        strategy: "none",
        loops: 5,
        reads: lin(5, 2),
        writes: lin(3, 2),
    },
    Column {
        program: "normalise2",
        technique: "Stream",
        strategy: "vertical",
        loops: 4,
        reads: lin(4, 2),
        writes: lin(2, 2),
    },
    Column {
        program: "normalise2",
        technique: "Optimal",
        strategy: "ilp",
        loops: 2,
        reads: lin(2, 2),
        writes: lin(2, 2),
    },
    Column {
        program: "normalise2_expanded",
        technique: "Unfused",
        strategy: "none",
        loops: 6,
        reads: lin(6, 2),
        writes: lin(4, 2),
    },
    Column {
        program: "normalise2_expanded",
        technique: "Stream",
        strategy: "vertical",
        loops: 5,
        reads: lin(5, 2),
        writes: lin(3, 2),
    },
    Column {
        program: "normalise2_expanded",
        technique: "Optimal",
        strategy: "ilp",
        loops: 2,
        reads: lin(2, 2),
        writes: lin(3, 2),
    },
];

/// What the experiment measured for one column: the cell with metrics at
/// the last size set that has one, and the interp cell there (counts).
struct Measured<'a> {
    cell: &'a Cell,
    counted: Option<&'a Cell>,
}

fn measured<'a>(e: &'a Experiment, col: &Column) -> Option<Measured<'a>> {
    let cells: Vec<&Cell> = e
        .cells
        .iter()
        .filter(|c| c.program == col.program && c.strategy == col.strategy)
        .filter(|c| c.metrics.as_ref().is_some_and(|m| m.cost.is_some()))
        .collect();
    let cell = *cells.last()?;
    let counted = cells
        .iter()
        .copied()
        .rfind(|c| c.sizes == cell.sizes && c.traffic.is_some());
    Some(Measured { cell, counted })
}

/// The table: a row per column of the figure; `None` when the experiment
/// ran none of its programs and strategies.
pub fn table(experiment: &Experiment) -> Option<Table> {
    let mut t = Table::new(
        "fig12",
        &[
            "program",
            "Fig. 12 column",
            "strategy",
            "loops (thesis)",
            "loops (fuselab)",
            "reads (thesis)",
            "reads (fuselab)",
            "reads counted",
            "writes (thesis)",
            "writes (fuselab)",
            "writes counted",
            "agrees",
        ],
    );
    let mut any = false;
    for col in &FIG12 {
        let m = measured(experiment, col);
        any |= m.is_some();
        let mut row: Vec<Text> = vec![
            code(col.program),
            text(col.technique),
            code(col.strategy),
            text(col.loops.to_string()),
        ];
        let Some(m) = m else {
            row.push(text("not in this run"));
            row.extend([code(col.reads.to_string()), vec![], vec![]]);
            row.extend([code(col.writes.to_string()), vec![], vec![], vec![]]);
            t.row(row, false);
            continue;
        };
        let cost = m
            .cell
            .metrics
            .as_ref()
            .and_then(|x| x.cost.as_ref())
            .expect("measured() keeps cells with a cost");
        let n = m.cell.sizes.get("n").copied();
        let counted = |reads: bool| -> Option<u64> {
            let t = m.counted?.traffic.as_ref()?;
            Some(if reads { t.reads } else { t.writes })
        };
        let show = |c: Option<u64>| match (c, n) {
            (Some(c), Some(n)) => text(format!("{c} at n={n}")),
            (Some(c), None) => text(c.to_string()),
            _ => text("—"),
        };
        let mut wrong = Vec::new();
        if cost.loops != col.loops {
            wrong.push("loops");
        }
        for (what, thesis, formula, c) in [
            ("reads", col.reads, &cost.reads, counted(true)),
            ("writes", col.writes, &cost.writes, counted(false)),
        ] {
            let count_wrong = match (c, n) {
                (Some(c), Some(n)) => c as i64 != thesis.at(n),
                _ => false,
            };
            if *formula != thesis.to_string() || count_wrong {
                wrong.push(what);
            }
        }
        row.push(text(cost.loops.to_string()));
        row.extend([
            code(col.reads.to_string()),
            code(cost.reads.clone()),
            show(counted(true)),
        ]);
        row.extend([
            code(col.writes.to_string()),
            code(cost.writes.clone()),
            show(counted(false)),
        ]);
        let bad = !wrong.is_empty();
        row.push(if bad {
            vec![Span::Bad(format!("no: {}", wrong.join(", ")))]
        } else {
            text("yes")
        });
        t.row(row, bad);
    }
    any.then_some(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, machine, sweep};
    use crate::experiment::Traffic;

    #[test]
    fn formulas_print_like_fuselab_polynomials() {
        assert_eq!(lin(5, 2).to_string(), "5n + 2");
        assert_eq!(lin(1, 0).to_string(), "n");
        assert_eq!(lin(0, 4).to_string(), "4");
        assert_eq!(lin(2, 2).at(1000), 2002);
    }

    fn n2(strategy: &str, loops: usize, reads: (i64, i64), writes: (i64, i64)) -> Cell {
        let n = 1000;
        let mut c = cell("normalise2", strategy, "interp", n, 0, 1.0);
        let cost = c.metrics.as_mut().unwrap().cost.as_mut().unwrap();
        cost.loops = loops;
        cost.reads = lin(reads.0, reads.1).to_string();
        cost.writes = lin(writes.0, writes.1).to_string();
        c.traffic = Some(Traffic {
            reads: lin(reads.0, reads.1).at(n) as u64,
            writes: lin(writes.0, writes.1).at(n) as u64,
            bytes: 0,
            model_bytes: Some(0),
        });
        c
    }

    #[test]
    fn measured_columns_are_checked_against_the_thesis() {
        let cells = vec![
            n2("none", 5, (5, 2), (3, 2)),
            n2("vertical", 4, (4, 2), (2, 2)),
            // A wrong optimum: one read too many per element.
            n2("ilp", 2, (3, 2), (2, 2)),
        ];
        let mut e = Experiment::new(sweep(vec![]), machine());
        e.cells = cells;
        let t = table(&e).unwrap();
        assert_eq!(t.rows.len(), 6);
        let agrees: Vec<bool> = t.rows.iter().map(|r| !r.bad).collect();
        assert_eq!(agrees, [true, true, false, true, true, true]);
        let ilp = &t.rows[2].cells;
        assert_eq!(ilp[6], code("3n + 2"));
        assert_eq!(ilp[7], text("3002 at n=1000"));
        assert_eq!(ilp[11], vec![Span::Bad("no: reads".into())]);
        assert_eq!(t.rows[3].cells[4], text("not in this run"));
        let empty = Experiment::new(sweep(vec![]), machine());
        assert!(table(&empty).is_none());
    }
}

//! The solver's quality: for each `ilp` cell, how HiGHS finished (proven
//! optimal, stopped by a limit, inexact), the relative gap to its lower
//! bound, the bound, the bytes of the answer and the solve time; and the
//! solve time against the program's size as points on log axes (the
//! points are different programs: no line joins them).

use crate::doc::{code, text, Span, Table};
use crate::plots::XyChart;
use crate::summary::{human_bytes, ProgramView, SetView, StrategyRow};

/// How one `ilp` solve finished (the `cluster` pass's figures).
#[derive(Clone, Debug, PartialEq)]
pub struct Solve {
    /// `optimal`, `time-limit` or `inexact`; `None` in metrics without it.
    pub status: Option<String>,
    /// The relative gap between the answer and the lower bound (0 when
    /// proven optimal).
    pub gap: Option<f64>,
    /// The lower bound on the bytes, where the solver proved one.
    pub lower_bound_bytes: Option<f64>,
    pub solve_ms: f64,
    pub variables: u64,
    pub constraints: u64,
    /// The program's labelled-graph nodes.
    pub nodes: Option<usize>,
}

impl Solve {
    /// The figures of a strategy row that ran the ILP.
    pub fn of(row: &StrategyRow) -> Option<Solve> {
        let ilp = row.ilp()?;
        let c = row.cells.iter().find(|c| c.metrics.is_some())?;
        let number = |name: &str| c.figure("cluster", name).and_then(|v| v.as_f64());
        Some(Solve {
            status: (c.figure("cluster", "status"))
                .and_then(|v| v.as_str())
                .map(str::to_string),
            gap: number("gap"),
            lower_bound_bytes: number("lower_bound_bytes"),
            solve_ms: ilp.solve_ms,
            variables: ilp.variables,
            constraints: ilp.constraints,
            nodes: row.cells.iter().find_map(|c| c.nodes()),
        })
    }

    /// Proven optimal.
    pub fn optimal(&self) -> bool {
        self.status.as_deref() == Some("optimal")
    }
}

/// Every `ilp` solve of the experiment: (program, size set, row, figures).
pub fn solves<'v, 'a>(
    views: &'v [ProgramView<'a>],
) -> Vec<(&'v str, &'v SetView<'a>, &'v StrategyRow<'a>, Solve)> {
    let mut out = Vec::new();
    for p in views {
        for set in &p.sets {
            let Some(row) = set.rows.iter().find(|r| r.strategy == "ilp") else {
                continue;
            };
            if let Some(s) = Solve::of(row) {
                out.push((p.program.as_str(), set, row, s));
            }
        }
    }
    out
}

/// A row per `ilp` solve.
pub fn table(solves: &[(&str, &SetView, &StrategyRow, Solve)]) -> Table {
    let mut t = Table::new(
        "solver",
        &[
            "program",
            "sizes",
            "status",
            "gap",
            "lower bound",
            "bytes of the answer",
            "solve ms",
            "graph nodes",
            "variables / constraints",
        ],
    )
    .right_from(3);
    for (program, set, row, s) in solves {
        let status = match s.status.as_deref() {
            Some(x) if s.optimal() => text(x),
            Some(x) => vec![Span::Bad(x.to_string())],
            None => text("—"),
        };
        t.row(
            vec![
                code(*program),
                text(crate::report::sizes_shown(&set.sizes)),
                status,
                text(s.gap.map_or("—".into(), |g| format!("{:.1}%", 100.0 * g))),
                text(
                    s.lower_bound_bytes
                        .filter(|b| b.is_finite())
                        .map_or("—".into(), |b| human_bytes(b as i128)),
                ),
                text(row.bytes().map_or("—".into(), |(b, _)| human_bytes(b))),
                text(format!("{:.2}", s.solve_ms)),
                text(s.nodes.map_or("—".into(), |n| n.to_string())),
                text(format!("{} / {}", s.variables, s.constraints)),
            ],
            false,
        );
    }
    t
}

/// Solve time against graph nodes, a series per size set, log axes;
/// `None` where no solve has both.
pub fn chart(solves: &[(&str, &SetView, &StrategyRow, Solve)]) -> Option<XyChart> {
    let mut series: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for (_, set, _, s) in solves {
        let Some(nodes) = s.nodes else { continue };
        let point = (nodes as f64, s.solve_ms);
        match series.iter_mut().find(|(l, _)| *l == set.label) {
            Some((_, ps)) => ps.push(point),
            None => series.push((set.label.clone(), vec![point])),
        }
    }
    (!series.is_empty()).then(|| XyChart {
        title: "ILP solve time against program size".into(),
        x_label: "graph nodes".into(),
        y_label: "solve time (ms)".into(),
        series,
        log_axes: true,
        joined: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};
    use crate::summary::programs;

    #[test]
    fn each_solve_shows_its_status_gap_bound_and_time() {
        let mut limited = cell("heat", "ilp", "cpu", 100, 4000, 1.0);
        let m = limited.metrics.as_mut().unwrap();
        let cluster = m.passes.iter_mut().find(|p| p.name == "cluster").unwrap();
        for (k, v) in [
            ("status", serde_json::json!("time-limit")),
            ("gap", serde_json::json!(0.25)),
            ("lower_bound_bytes", serde_json::json!(3000.0)),
        ] {
            cluster.figures.insert(k.into(), v);
        }
        let mut optimal = cell("saxpy", "ilp", "cpu", 100, 2000, 1.0);
        let m = optimal.metrics.as_mut().unwrap();
        let cluster = m.passes.iter_mut().find(|p| p.name == "cluster").unwrap();
        cluster
            .figures
            .insert("status".into(), serde_json::json!("optimal"));
        cluster.figures.insert("gap".into(), serde_json::json!(0.0));
        let mut e = experiment_of(vec![limited, optimal]);
        e.sweep.programs = vec!["heat".into(), "saxpy".into()];
        let views = programs(&e);
        let all = solves(&views);
        assert_eq!(all.len(), 2);
        let mut d = crate::doc::Doc::new("t");
        d.push(crate::doc::Block::Table(table(&all)));
        let md = crate::markdown::render_markdown(&d);
        assert_eq!(
            md.lines().skip(4).collect::<Vec<_>>(),
            [
                "| `heat` | n=100 | **⚠ time-limit** | 25.0% | 3.00 kB | 4.00 kB | 1.50 | 5 | 12 / 30 |",
                "| `saxpy` | n=100 | optimal | 0.0% | — | 2.00 kB | 1.50 | 5 | 12 / 30 |",
            ]
        );
        let c = chart(&all).unwrap();
        assert!(c.log_axes);
        assert_eq!(
            c.series,
            vec![("n100".to_string(), vec![(5.0, 1.5), (5.0, 1.5)])]
        );
    }
}

//! How a program scales: its bytes moved and its run times across all
//! its size sets, a line per strategy on log axes, against the problem's
//! size (the product of the size set's sizes: the elements of an array
//! over all of them). Where the times come from several machines, a line
//! joins one machine's times only ([`crate::machines`]).

use crate::machines::Machines;
use crate::plots::XyChart;
use crate::summary::{ProgramView, StrategyRow};

/// The problem size of a size set: the product of its sizes (1 for none).
pub fn elements(sizes: &std::collections::BTreeMap<String, i64>) -> f64 {
    sizes.values().map(|v| *v as f64).product()
}

/// A line per series through `value` at each size set, each row's point
/// on the line `value` names; `None` for a program with fewer than two
/// size sets or fewer than two points on every line.
fn chart(
    p: &ProgramView,
    title: String,
    y_label: &str,
    value: impl Fn(&StrategyRow) -> Option<(String, f64)>,
) -> Option<XyChart> {
    if p.sets.len() < 2 {
        return None;
    }
    let mut series: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for set in &p.sets {
        let x = elements(&set.sizes);
        for r in &set.rows {
            let Some((line, y)) = value(r) else { continue };
            match series.iter_mut().find(|(s, _)| *s == line) {
                Some((_, ps)) => ps.push((x, y)),
                None => series.push((line, vec![(x, y)])),
            }
        }
    }
    series.retain(|(_, ps)| ps.len() >= 2);
    (!series.is_empty()).then(|| XyChart {
        title,
        x_label: "problem size (product of the sizes)".into(),
        y_label: y_label.into(),
        series,
        log_axes: true,
        joined: true,
    })
}

/// Bytes moved (counted, else the cost model's) across the size sets.
pub fn bytes(p: &ProgramView) -> Option<XyChart> {
    chart(
        p,
        format!("{}: bytes moved across the size sets", p.program),
        "bytes",
        |r| Some((r.strategy.clone(), r.bytes()?.0 as f64)),
    )
}

/// Best run time on `backend` across the size sets, a line per strategy
/// (and machine, where there are several).
pub fn time(p: &ProgramView, backend: &str, machines: &Machines) -> Option<XyChart> {
    chart(
        p,
        format!(
            "{}: best run time on {backend} across the size sets",
            p.program
        ),
        "ms",
        |r| {
            let ms = r.run_ms(backend)?;
            let line = match r.cell(backend) {
                Some(c) if machines.several() => format!("{} on {}", r.strategy, machines.name(c)),
                _ => r.strategy.clone(),
            };
            Some((line, ms))
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};
    use crate::summary::programs;

    #[test]
    fn a_line_per_strategy_through_every_size_set() {
        let mut cells = Vec::new();
        for (n, scale) in [(100, 1.0), (1000, 10.0)] {
            cells.push(cell(
                "p",
                "none",
                "cpu",
                n,
                (8000.0 * scale) as i128,
                2.0 * scale,
            ));
            cells.push(cell(
                "p",
                "ilp",
                "cpu",
                n,
                (4000.0 * scale) as i128,
                1.0 * scale,
            ));
        }
        let e = experiment_of(cells.clone());
        let views = programs(&e);
        let one = Machines::of(&e);
        let c = time(&views[0], "cpu", &one).unwrap();
        assert!(c.log_axes);
        assert_eq!(
            c.series,
            vec![
                ("none".to_string(), vec![(100.0, 1.8), (1000.0, 18.0)]),
                ("ilp".to_string(), vec![(100.0, 0.9), (1000.0, 9.0)]),
            ]
        );
        let b = bytes(&views[0]).unwrap();
        assert_eq!(b.series[1].1, vec![(100.0, 4000.0), (1000.0, 40000.0)]);
        assert!(time(&views[0], "interp", &one).is_none(), "no times there");
        // The larger size set timed on another machine: no line joins the
        // two machines' times, so no line has two points.
        use crate::machines::tests::on;
        let apart: Vec<_> = (cells.into_iter())
            .map(|c| {
                let host = if c.sizes["n"] == 100 { "a" } else { "b" };
                on(c, host)
            })
            .collect();
        let e = experiment_of(apart);
        let views = programs(&e);
        assert!(time(&views[0], "cpu", &Machines::of(&e)).is_none());
        assert!(
            bytes(&views[0]).is_some(),
            "bytes do not depend on the machine"
        );
        // One size set: nothing to draw.
        let e = experiment_of(vec![cell("p", "ilp", "cpu", 100, 4000, 1.0)]);
        assert!(bytes(&programs(&e)[0]).is_none());
    }
}

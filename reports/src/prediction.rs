//! Predicted beside measured: the time model's prediction of each cell's
//! run ([`crate::experiment::Prediction`]) next to its best measured time,
//! per program and size set on each backend with predictions, and how well
//! the predicted order of the strategies agrees with the measured one
//! (Spearman's rank correlation, ties given their mean rank). The orders
//! are compared only where the set's cells ran on one machine
//! ([`crate::machines`]).

use crate::doc::{text, Span, Table, Text};
use crate::experiment::{Experiment, Status};
use crate::summary::{millis, ProgramView, SetView};

/// The backends some cell of which has a prediction, in sweep order.
pub fn backends(e: &Experiment) -> Vec<&str> {
    (e.sweep.backends.iter())
        .map(String::as_str)
        .filter(|b| (e.cells.iter()).any(|c| c.backend == *b && c.prediction.is_some()))
        .collect()
}

/// (strategy, predicted ms, best measured ms) of each correct cell of a
/// size set on `backend` that has both.
pub fn pairs<'s>(set: &'s SetView, backend: &str) -> Vec<(&'s str, f64, f64)> {
    (set.rows.iter())
        .filter_map(|r| {
            let c = r.cell(backend)?;
            if c.status != Status::Ok {
                return None;
            }
            Some((
                r.strategy.as_str(),
                c.prediction.as_ref()?.ms,
                r.run_ms(backend)?,
            ))
        })
        .collect()
}

/// Whether the cells of a size set on `backend` that have predictions ran
/// on one machine, so that their measured order means something.
fn one_machine(set: &SetView, backend: &str) -> bool {
    crate::machines::one_machine(
        (set.rows.iter())
            .filter_map(|r| r.cell(backend))
            .filter(|c| c.status == Status::Ok && c.prediction.is_some()),
    )
}

/// The ranks of `xs` from 1, ties given the mean of their ranks.
fn ranks(xs: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..xs.len()).collect();
    order.sort_by(|a, b| xs[*a].total_cmp(&xs[*b]));
    let mut out = vec![0.0; xs.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && xs[order[j + 1]] == xs[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for k in &order[i..=j] {
            out[*k] = mean;
        }
        i = j + 1;
    }
    out
}

/// Spearman's rank correlation of `a` and `b` (the Pearson correlation of
/// their ranks); `None` for fewer than two pairs or a constant side.
pub fn spearman(a: &[f64], b: &[f64]) -> Option<f64> {
    if a.len() < 2 || a.len() != b.len() {
        return None;
    }
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let mean = (n + 1.0) / 2.0;
    let (mut cov, mut va, mut vb) = (0.0, 0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - mean) * (y - mean);
        va += (x - mean) * (x - mean);
        vb += (y - mean) * (y - mean);
    }
    (va > 0.0 && vb > 0.0).then(|| cov / (va * vb).sqrt())
}

/// The median of `xs` (`None` for none).
fn median(xs: &mut [f64]) -> Option<f64> {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(xs[n / 2]),
        _ => Some((xs[n / 2 - 1] + xs[n / 2]) / 2.0),
    }
}

/// `0.42 / 0.51`: predicted and measured, milliseconds (under a
/// thousandth, `2.0e-4`).
fn pair_text(predicted: f64, measured: f64) -> String {
    let ms = |t: f64| match t {
        t if t > 0.0 && t < 1e-3 => format!("{t:.1e}"),
        t => millis(t).trim_end_matches(" ms").to_string(),
    };
    format!("{} / {}", ms(predicted), ms(measured))
}

/// The table of one backend: a row per program and size set, a column per
/// strategy (predicted / measured ms), the rank correlation and whether
/// the predicted fastest is the measured fastest.
pub fn table(e: &Experiment, views: &[ProgramView], backend: &str) -> Table {
    let mut headers = vec!["program".to_string(), "sizes".into()];
    headers.extend(e.sweep.strategies.iter().cloned());
    headers.push("rank correlation".into());
    headers.push("fastest predicted".into());
    let refs: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut t = Table::new("prediction", &refs).right_from(2);
    let last = refs.len() - 1;
    t.right[last] = false;
    for p in views {
        for set in &p.sets {
            let pairs = pairs(set, backend);
            if pairs.is_empty() {
                continue;
            }
            let mut row: Vec<Text> = vec![
                vec![Span::Link {
                    text: p.program.clone(),
                    anchor: crate::doc::anchor_of(&p.program),
                }],
                text(crate::report::sizes_shown(&set.sizes)),
            ];
            for s in &e.sweep.strategies {
                row.push(match pairs.iter().find(|x| x.0 == s.as_str()) {
                    Some((_, pr, me)) => text(pair_text(*pr, *me)),
                    None => text("—"),
                });
            }
            if one_machine(set, backend) {
                let (pr, me): (Vec<f64>, Vec<f64>) = pairs.iter().map(|x| (x.1, x.2)).unzip();
                row.push(text(
                    spearman(&pr, &me).map_or("—".into(), |r| format!("{r:.2}")),
                ));
                row.push(text(fastest_agrees(&pairs)));
            } else {
                row.push(text("— (several machines)"));
                row.push(text("—"));
            }
            t.row(row, false);
        }
    }
    t
}

/// `yes (ilp)`, or `no: greedy, measured ilp`.
fn fastest_agrees(pairs: &[(&str, f64, f64)]) -> String {
    let by = |k: fn(&(&str, f64, f64)) -> f64| {
        (pairs.iter())
            .min_by(|a, b| k(a).total_cmp(&k(b)))
            .map(|x| x.0)
            .unwrap_or("?")
    };
    let (predicted, measured) = (by(|x| x.1), by(|x| x.2));
    if predicted == measured {
        format!("yes ({predicted})")
    } else {
        format!("no: {predicted}, measured {measured}")
    }
}

/// The sentence over one backend: how many size sets the prediction
/// orders right and the median of measured over predicted.
pub fn summary(views: &[ProgramView], backend: &str) -> String {
    let (mut sets, mut right, mut ratios, mut apart) = (0, 0, Vec::new(), 0);
    for set in views.iter().flat_map(|p| &p.sets) {
        let pairs = pairs(set, backend);
        if pairs.is_empty() {
            continue;
        }
        ratios.extend(pairs.iter().filter(|x| x.1 > 0.0).map(|x| x.2 / x.1));
        if !one_machine(set, backend) {
            apart += 1;
            continue;
        }
        sets += 1;
        if fastest_agrees(&pairs).starts_with("yes") {
            right += 1;
        }
    }
    let cells = ratios.len();
    let mid = median(&mut ratios).map_or("—".into(), |m| format!("{m:.2}"));
    format!(
        "On {backend}: the predicted fastest strategy is the measured fastest at {right} of {sets} program size sets{}; measured over predicted time, median over {cells} cells: {mid}.",
        if apart > 0 {
            format!(" ({apart} more timed on several machines, not ordered)")
        } else {
            String::new()
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};
    use crate::experiment::Prediction;
    use crate::summary::programs;

    #[test]
    fn tiny_predictions_keep_their_figures() {
        assert_eq!(pair_text(0.00021, 0.275), "2.1e-4 / 0.275");
        assert_eq!(pair_text(0.0, 12.34), "0.000 / 12.3");
    }

    #[test]
    fn spearman_ranks_ties_by_their_mean() {
        assert_eq!(ranks(&[3.0, 1.0, 3.0, 2.0]), vec![3.5, 1.0, 3.5, 2.0]);
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 30.0]), Some(1.0));
        assert_eq!(spearman(&[1.0, 2.0, 3.0], &[30.0, 20.0, 10.0]), Some(-1.0));
        assert_eq!(spearman(&[1.0], &[1.0]), None);
        assert_eq!(spearman(&[1.0, 1.0], &[1.0, 2.0]), None);
    }

    #[test]
    fn predictions_stand_beside_measurements_with_the_rank_agreement() {
        let mut cells = Vec::new();
        for (s, predicted, ms) in [
            ("none", 1.0, 20.0),
            ("greedy", 0.5, 10.0),
            ("ilp", 0.4, 16.0),
        ] {
            let mut c = cell("saxpy", s, "cpu", 100, 4000, ms);
            c.prediction = Some(Prediction {
                ms: predicted,
                nests_ms: vec![predicted],
                rates: "profile m.json of 2026-01-01".into(),
            });
            cells.push(c);
        }
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["saxpy".into()];
        e.sweep.strategies = vec!["none".into(), "greedy".into(), "ilp".into()];
        e.sweep.backends = vec!["cpu".into()];
        assert_eq!(backends(&e), vec!["cpu"]);
        let views = programs(&e);
        let mut d = crate::doc::Doc::new("t");
        d.push(crate::doc::Block::Table(table(&e, &views, "cpu")));
        let md = crate::markdown::render_markdown(&d);
        // Predicted order ilp < greedy < none, measured greedy < ilp < none.
        assert_eq!(
            md.lines().skip(2).collect::<Vec<_>>(),
            [
                "| program | sizes | none | greedy | ilp | rank correlation | fastest predicted |",
                "|---|---|---:|---:|---:|---:|---|",
                "| [saxpy](#saxpy) | n=100 | 1.0 / 18.0 | 0.500 / 9.0 | 0.400 / 14.4 | 0.50 | no: ilp, measured greedy |",
            ]
        );
        assert_eq!(
            summary(&views, "cpu"),
            "On cpu: the predicted fastest strategy is the measured fastest at 0 of 1 program size sets; measured over predicted time, median over 3 cells: 18.00."
        );
    }
}

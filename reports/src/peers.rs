//! "fuselab vs peers": the strategies' run times on the CPU backend next to
//! the peers' (a program's NumPy twin, under JAX, numba's hand-fused loop)
//! on the same inputs, as tables and a bar chart per program and one
//! overview table. A size set's peers are those that ran on the machine of
//! its strategies' cpu cells ([`crate::machines`]).

use crate::doc::{text, Span, Table, Text};
use crate::experiment::{Experiment, PeerCell};
use crate::plots::{Bar, BarChart, Highlight};
use crate::summary::{ProgramView, SetView};

/// The backend whose times are set against the peers'.
const BACKEND: &str = "cpu";

/// What the tables mean, the peers' outputs checked against `oracle`.
pub fn note(oracle: &str) -> String {
    format!("Medians in ms: each strategy's whole run on the cpu backend, and each peer's call of the program's twin (experiments/programs/NAME.py: NumPy as written, the same under jax.jit, numba's hand-fused loop) after one warm-up call, on the same inputs, its outputs checked against those of {oracle}. ilp/peer below 1: fuselab's ilp is faster.")
}

/// The peer runs of `program` at size set `set` on the machine of the
/// set's `ilp` cell on [`BACKEND`] (else its first cell there; else the
/// machine of the first run).
fn runs<'a>(e: &'a Experiment, program: &str, view: &SetView) -> Vec<&'a PeerCell> {
    let all: Vec<&PeerCell> = (e.peers.iter())
        .filter(|c| c.program == program && c.size_set == view.label)
        .collect();
    let cells = || view.rows.iter().filter_map(|r| r.cell(BACKEND));
    let machine = (view.rows.iter())
        .find(|r| r.strategy == "ilp")
        .and_then(|r| r.cell(BACKEND))
        .or_else(|| cells().next())
        .map(|c| c.machine.as_ref())
        .or_else(|| all.first().map(|c| c.machine.as_ref()));
    all.into_iter()
        .filter(|c| Some(c.machine.as_ref()) == machine)
        .collect()
}

fn ilp_median(set: &SetView) -> Option<f64> {
    let row = set.rows.iter().find(|r| r.strategy == "ilp")?;
    Some(row.times(BACKEND)?.median)
}

fn ratio(a: Option<f64>, b: Option<f64>) -> Text {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => text(format!("{:.2}x", a / b)),
        _ => text("-"),
    }
}

/// A peer's median, or why there is none (in red when it failed or
/// disagreed).
fn peer_cell(run: Option<&&PeerCell>) -> Text {
    match run {
        None => text("-"),
        Some(c) => match c.run.median() {
            Some(ms) => text(format!("{ms:.1}")),
            None if c.run.status == crate::experiment::PeerStatus::Missing => {
                text(c.run.time_text())
            }
            None => vec![Span::Bad(c.run.time_text())],
        },
    }
}

/// One row per size set: the strategies' medians, the peers', and ilp over
/// each peer; `None` when the program has no peer runs.
pub fn table(experiment: &Experiment, view: &ProgramView) -> Option<Table> {
    if !experiment.peers.iter().any(|c| c.program == view.program) {
        return None;
    }
    let strategies: Vec<&str> = view
        .sets
        .first()
        .map(|s| s.rows.iter().map(|r| r.strategy.as_str()).collect())
        .unwrap_or_default();
    let mut headers = vec!["size set".to_string()];
    headers.extend(strategies.iter().map(|s| format!("{s} ms")));
    headers.extend(
        experiment
            .sweep
            .peers
            .iter()
            .map(|peer| format!("{peer} ms")),
    );
    headers.extend(
        experiment
            .sweep
            .peers
            .iter()
            .map(|peer| format!("ilp/{peer}")),
    );
    let refs: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut t = Table::new("peers", &refs).right_from(1);
    for set in &view.sets {
        let runs = runs(experiment, &view.program, set);
        let mut row = vec![text(set.label.clone())];
        for s in &strategies {
            let median = set
                .rows
                .iter()
                .find(|r| r.strategy == *s)
                .and_then(|r| r.times(BACKEND));
            row.push(text(
                median.map_or("-".into(), |t| format!("{:.1}", t.median)),
            ));
        }
        let bad = runs.iter().any(|c| {
            !matches!(
                c.run.status,
                crate::experiment::PeerStatus::Ok | crate::experiment::PeerStatus::Missing
            )
        });
        for peer in &experiment.sweep.peers {
            row.push(peer_cell(runs.iter().find(|c| &c.run.peer == peer)));
        }
        for peer in &experiment.sweep.peers {
            let median = runs
                .iter()
                .find(|c| &c.run.peer == peer)
                .and_then(|c| c.run.median());
            row.push(ratio(ilp_median(set), median));
        }
        t.row(row, bad);
    }
    Some(t)
}

/// The strategies and the peers at the program's last size set, one bar
/// each (the fastest highlighted).
pub fn chart(experiment: &Experiment, view: &ProgramView) -> Option<BarChart> {
    let set = view.sets.last()?;
    let runs = runs(experiment, &view.program, set);
    if runs.is_empty() {
        return None;
    }
    let mut bars: Vec<Bar> = set
        .rows
        .iter()
        .map(|r| Bar {
            label: r.strategy.clone(),
            value: r.times(BACKEND).map(|t| t.median),
            highlight: Highlight::Plain,
        })
        .collect();
    bars.extend(runs.iter().map(|c| Bar {
        label: c.run.peer.clone(),
        value: c.run.median(),
        highlight: Highlight::Plain,
    }));
    let best = bars.iter().filter_map(|b| b.value).min_by(f64::total_cmp);
    for b in &mut bars {
        if b.value.is_some() && b.value == best {
            b.highlight = Highlight::Best;
        }
    }
    Some(BarChart {
        title: format!(
            "{}: fuselab ({BACKEND}) vs peers, median ms, size set {}",
            view.program, set.label
        ),
        y_label: "ms".into(),
        bars,
        legend: vec![
            (Highlight::Best, "fastest".into()),
            (Highlight::Plain, "the others".into()),
        ],
    })
}

/// One row per program at its last size set: ilp's median, the best peer's,
/// and their ratio; `None` when the experiment ran no peers.
pub fn overview(experiment: &Experiment, views: &[ProgramView]) -> Option<Table> {
    if experiment.peers.is_empty() {
        return None;
    }
    let mut t = Table::new(
        "peers-overview",
        &[
            "program",
            "size set",
            "ilp ms",
            "best peer",
            "peer ms",
            "ilp/best peer",
        ],
    )
    .right_from(2);
    t.right[3] = false;
    for p in views {
        let Some(set) = p.sets.last() else { continue };
        let runs = runs(experiment, &p.program, set);
        let best = runs
            .iter()
            .filter_map(|c| Some((c.run.peer.as_str(), c.run.median()?)))
            .min_by(|a, b| a.1.total_cmp(&b.1));
        let ilp = ilp_median(set);
        t.row(
            vec![
                vec![Span::Link {
                    text: p.program.clone(),
                    anchor: crate::doc::anchor_of(&p.program),
                }],
                text(set.label.clone()),
                text(ilp.map_or("-".into(), |m| format!("{m:.1}"))),
                text(best.map_or("-", |b| b.0)),
                text(best.map_or("-".into(), |b| format!("{:.1}", b.1))),
                ratio(ilp, best.map(|b| b.1)),
            ],
            false,
        );
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment::tests::{cell, experiment_of};
    use crate::experiment::{PeerRun, PeerStatus, Times};
    use crate::machines::tests::on;
    use crate::summary::programs;

    /// A NumPy run of `p` at size set n100 taking `ms`, on `host`.
    fn numpy(ms: f64, host: &str) -> PeerCell {
        let machine = on(cell("p", "none", "cpu", 100, 1, 1.0), host).machine;
        PeerCell {
            program: "p".into(),
            size_set: "n100".into(),
            sizes: [("n".to_string(), 100)].into(),
            run: PeerRun {
                peer: "numpy".into(),
                status: PeerStatus::Ok,
                detail: String::new(),
                run_ms: Some(Times {
                    min: ms,
                    median: ms,
                    max: ms,
                }),
                mismatch: Vec::new(),
            },
            machine,
        }
    }

    /// Shards on two machines each ran the peers: the table sets `ilp`
    /// against the peer run of `ilp`'s machine only.
    #[test]
    fn the_peers_compared_are_those_of_the_strategies_machine() {
        let mut e = experiment_of(vec![on(cell("p", "ilp", "cpu", 100, 4000, 4.0), "a")]);
        e.sweep.peers = vec!["numpy".into()];
        e.record_peers(vec![numpy(1.0, "b"), numpy(8.0, "a")]);
        assert_eq!(e.peers.len(), 2, "one run per machine is kept");
        let views = programs(&e);
        let md = {
            let mut d = crate::doc::Doc::new("t");
            d.push(crate::doc::Block::Table(table(&e, &views[0]).unwrap()));
            crate::markdown::render_markdown(&d)
        };
        assert!(md.contains("| 4.0 | 8.0 | 0.50x |"), "{md}");
    }
}

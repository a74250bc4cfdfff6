//! Who wins, and how sure: per program, size set and timed backend, the
//! fastest strategy by name with `ilp`'s own time beside it and whether
//! the difference is within the noise; and across the sweep, each
//! strategy's wins, its geometric-mean speed-up over `none` and its bytes
//! against its time.
//!
//! The rules: a run's time is its best (least) of the repetitions, and its
//! noise the range from the best to the median; two runs whose ranges
//! overlap are within noise of each other ([`within_noise`]). A race whose
//! fastest run takes less than [`SUB_MS`] is flagged and given no ratio.
//! Only runs on one machine race each other: where the strategies of a
//! program ran on several machines (merged shards), each machine's runs are
//! a race of their own, named by machine ([`crate::machines`]).

use crate::doc::{code, text, Span, Table, Text};
use crate::experiment::{Cell, Experiment, Status, Times};
use crate::machines::{same_machine, Machines};
use crate::plots::XyChart;
pub use crate::summary::SUB_MS;
use crate::summary::{millis, ProgramView, SetView, StrategyRow};

/// The timed strategies of one program at one size set on one backend.
pub struct Race<'v, 'a> {
    pub program: &'v str,
    pub set: &'v SetView<'a>,
    pub backend: &'v str,
    /// Each strategy that ran correctly with its times, fastest (least
    /// best time) first, all on one machine.
    pub runners: Vec<(&'v StrategyRow<'a>, Times)>,
    /// That machine's short name, where the experiment's times come from
    /// several machines.
    pub machine: Option<String>,
}

/// Whether two runs' best-to-median ranges overlap.
pub fn within_noise(a: Times, b: Times) -> bool {
    a.min <= b.median && b.min <= a.median
}

/// The backends whose times compare strategies: the compiled ones (the
/// loop-IR interpreter's times say little about speed), else every one.
pub fn timed_backends(e: &Experiment) -> Vec<&str> {
    let compiled: Vec<&str> = (e.sweep.backends.iter())
        .map(String::as_str)
        .filter(|b| *b != "interp")
        .collect();
    if compiled.is_empty() {
        e.sweep.backends.iter().map(String::as_str).collect()
    } else {
        compiled
    }
}

/// Every race of the experiment with at least one runner, program by
/// program, size set by size set, backend by backend, machine by machine
/// (`machines`: the experiment's, [`Machines::of`]).
pub fn races<'v, 'a>(
    e: &'v Experiment,
    views: &'v [ProgramView<'a>],
    machines: &Machines,
) -> Vec<Race<'v, 'a>> {
    let backends = timed_backends(e);
    let mut out = Vec::new();
    for p in views {
        for set in &p.sets {
            for &backend in &backends {
                let mut groups: Vec<(&Cell, Vec<(&StrategyRow, Times)>)> = Vec::new();
                for r in &set.rows {
                    let Some(c) = r.cell(backend).filter(|c| c.status == Status::Ok) else {
                        continue;
                    };
                    let Some(t) = r.times(backend) else {
                        continue;
                    };
                    match groups.iter_mut().find(|(m, _)| same_machine(m, c)) {
                        Some((_, runners)) => runners.push((r, t)),
                        None => groups.push((c, vec![(r, t)])),
                    }
                }
                for (first, mut runners) in groups {
                    runners.sort_by(|a, b| a.1.min.total_cmp(&b.1.min));
                    out.push(Race {
                        program: &p.program,
                        set,
                        backend,
                        runners,
                        machine: machines.several().then(|| machines.name(first)),
                    });
                }
            }
        }
    }
    out
}

impl<'v, 'a> Race<'v, 'a> {
    pub fn fastest(&self) -> (&'v StrategyRow<'a>, Times) {
        self.runners[0]
    }

    /// The times of `strategy`, when it ran correctly.
    pub fn times(&self, strategy: &str) -> Option<Times> {
        (self.runners.iter())
            .find(|(r, _)| r.strategy == strategy)
            .map(|r| r.1)
    }

    /// The fastest run is under [`SUB_MS`].
    pub fn sub_ms(&self) -> bool {
        self.fastest().1.min < SUB_MS
    }

    /// Whether the fastest is within noise of the runner-up.
    pub fn close(&self) -> bool {
        match self.runners.as_slice() {
            [a, b, ..] => within_noise(a.1, b.1),
            _ => false,
        }
    }

    /// How `ilp` stands against the fastest (against the runner-up where
    /// `ilp` is the fastest): within noise, or by how much, or flagged
    /// sub-millisecond without a ratio.
    pub fn ilp_margin(&self) -> String {
        let Some(ilp) = self.times("ilp") else {
            return "no correct ilp run".into();
        };
        let (fastest, best) = self.fastest();
        if fastest.strategy == "ilp" {
            let Some((other, t)) = self.runners.get(1) else {
                return "fastest (the only one timed)".into();
            };
            return if within_noise(ilp, *t) {
                format!("fastest, within noise of {}", other.strategy)
            } else if self.sub_ms() {
                format!("fastest, ahead of {} (sub-ms: no ratio)", other.strategy)
            } else {
                format!(
                    "fastest, {:.2}x ahead of {}",
                    t.min / ilp.min,
                    other.strategy
                )
            };
        }
        if within_noise(ilp, best) {
            "within noise".into()
        } else if self.sub_ms() {
            "slower (sub-ms: no ratio)".into()
        } else {
            format!("{:.2}x slower", ilp.min / best.min)
        }
    }
}

/// `0.210 / 0.250 ms`: best and median.
fn best_median(t: Times) -> String {
    format!(
        "{} / {}",
        millis(t.min).trim_end_matches(" ms"),
        millis(t.median)
    )
}

/// The table of races: a row per program, size set and timed backend (and
/// machine, where the times come from several).
pub fn table(races: &[Race]) -> Table {
    let named = races.iter().any(|r| r.machine.is_some());
    let mut headers = vec!["program", "sizes", "backend"];
    if named {
        headers.push("machine");
    }
    let first_time = headers.len() + 1;
    headers.extend([
        "fastest",
        "its best / median",
        "ilp best / median",
        "ilp against the fastest",
    ]);
    let mut t = Table::new("wins", &headers).right_from(first_time);
    t.right[headers.len() - 1] = false;
    for r in races {
        let (fastest, best) = r.fastest();
        let mut name = vec![Span::Strong(fastest.strategy.clone())];
        if r.close() {
            name.push(Span::Plain(format!(
                " (within noise of {})",
                r.runners[1].0.strategy
            )));
        }
        let mut time = text(best_median(best));
        if r.sub_ms() {
            time.push(Span::Plain(", sub-ms".into()));
        }
        let link = vec![Span::Link {
            text: r.program.to_string(),
            anchor: crate::doc::anchor_of(r.program),
        }];
        let mut row = vec![
            link,
            text(crate::report::sizes_shown(&r.set.sizes)),
            text(r.backend),
        ];
        if named {
            row.push(code(r.machine.clone().unwrap_or_default()));
        }
        row.extend([
            name,
            time,
            r.times("ilp")
                .map_or_else(|| text("—"), |t| text(best_median(t))),
            text(r.ilp_margin()),
        ]);
        t.row(row, false);
    }
    t
}

/// The geometric mean of `xs` (`None` for none).
fn geo_mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp())
}

/// The strategies in the sweep's order, then any others that ran.
fn strategies<'e>(e: &'e Experiment, races: &[Race<'e, '_>]) -> Vec<&'e str> {
    let mut out: Vec<&str> = e.sweep.strategies.iter().map(String::as_str).collect();
    for r in races {
        for (row, _) in &r.runners {
            if !out.contains(&row.strategy.as_str()) {
                out.push(&row.strategy);
            }
        }
    }
    out
}

/// The bytes of `strategy` and of `none` at a race's size set, when both
/// are known and `none`'s are not zero.
fn bytes_against_none(set: &SetView, strategy: &str) -> Option<(i128, i128)> {
    let of = |s: &str| set.rows.iter().find(|r| r.strategy == s)?.bytes();
    let (b, _) = of(strategy)?;
    let (base, _) = of("none")?;
    (base > 0).then_some((b, base))
}

/// A strategy's time over `none`'s in a race, when both ran, neither
/// under [`SUB_MS`].
fn time_against_none(race: &Race, strategy: &str) -> Option<f64> {
    let t = race.times(strategy)?;
    let base = race.times("none")?;
    (t.min >= SUB_MS && base.min >= SUB_MS).then(|| t.min / base.min)
}

/// The overview across the sweep: per strategy, its wins and its
/// geometric-mean speed-up over `none` on each timed backend (each machine
/// apart, where the times come from several), and its geometric-mean
/// bytes as a share of `none`'s.
pub fn overview(e: &Experiment, races: &[Race]) -> Table {
    let mut lanes: Vec<(&str, Option<&str>)> = Vec::new();
    for b in timed_backends(e) {
        for r in races.iter().filter(|r| r.backend == b) {
            let lane = (b, r.machine.as_deref());
            if !lanes.contains(&lane) {
                lanes.push(lane);
            }
        }
    }
    let mut headers = vec!["strategy".to_string()];
    for (b, m) in &lanes {
        let on = match m {
            Some(m) => format!("{b} on {m}"),
            None => b.to_string(),
        };
        headers.push(format!("wins on {on}"));
        headers.push(format!("speed-up over none on {on}"));
    }
    headers.push("bytes, of none's".into());
    let refs: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut t = Table::new("wins-overview", &refs).right_from(1);
    let sets: Vec<&SetView> = {
        let mut seen: Vec<&SetView> = Vec::new();
        for r in races {
            if !seen.iter().any(|s| std::ptr::eq(*s, r.set)) {
                seen.push(r.set);
            }
        }
        seen
    };
    for s in strategies(e, races) {
        let mut row: Vec<Text> = vec![code(s)];
        for &(b, m) in &lanes {
            let mine: Vec<&Race> = (races.iter())
                .filter(|r| r.backend == b && r.machine.as_deref() == m)
                .collect();
            let won: Vec<&&Race> = (mine.iter())
                .filter(|r| r.fastest().0.strategy == s)
                .collect();
            let close = won.iter().filter(|r| r.close()).count();
            row.push(text(format!(
                "{} of {}{}",
                won.len(),
                mine.len(),
                if close > 0 {
                    format!(" ({close} within noise)")
                } else {
                    String::new()
                }
            )));
            let ratios: Vec<f64> = mine
                .iter()
                .filter_map(|r| time_against_none(r, s))
                .collect();
            row.push(text(match geo_mean(&ratios) {
                Some(g) => format!("{:.2}x (over {})", 1.0 / g, ratios.len()),
                None => "—".into(),
            }));
        }
        let shares: Vec<f64> = (sets.iter())
            .filter_map(|set| bytes_against_none(set, s))
            .filter(|(b, _)| *b > 0)
            .map(|(b, base)| b as f64 / base as f64)
            .collect();
        row.push(text(match geo_mean(&shares) {
            Some(g) => format!("{:.0}% (over {})", 100.0 * g, shares.len()),
            None => "—".into(),
        }));
        t.row(row, false);
    }
    t
}

/// Per timed backend, each strategy's bytes against its run time, both
/// over `none`'s, a point per program and size set (races under
/// [`SUB_MS`] left out); `None` where no point remains.
pub fn bytes_against_time(e: &Experiment, races: &[Race], backend: &str) -> Option<XyChart> {
    let mut series: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for s in strategies(e, races) {
        let points: Vec<(f64, f64)> = (races.iter())
            .filter(|r| r.backend == backend)
            .filter_map(|r| {
                let (b, base) = bytes_against_none(r.set, s)?;
                Some((b as f64 / base as f64, time_against_none(r, s)?))
            })
            .collect();
        if !points.is_empty() {
            series.push((s.to_string(), points));
        }
    }
    (!series.is_empty()).then(|| XyChart {
        title: format!("Bytes against run time on {backend}, each over none's"),
        x_label: "bytes moved / none's".into(),
        y_label: "best run time / none's".into(),
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

    /// Cells on cpu of program `p` at `n`: per strategy its bytes and its
    /// median ms (best 0.9 of it, worst 1.2).
    fn experiment(p: &str, n: i64, rows: &[(&str, i128, f64)]) -> Experiment {
        let cells = rows
            .iter()
            .map(|&(s, b, ms)| cell(p, s, "cpu", n, b, ms))
            .collect();
        let mut e = experiment_of(cells);
        e.sweep.strategies = vec!["none".into(), "greedy".into(), "ilp".into()];
        e.sweep.backends = vec!["cpu".into()];
        e
    }

    fn markdown(t: Table) -> String {
        let mut d = crate::doc::Doc::new("t");
        d.push(crate::doc::Block::Table(t));
        crate::markdown::render_markdown(&d)
    }

    #[test]
    fn noise_is_overlapping_best_to_median_ranges() {
        let t = |min, median| Times {
            min,
            median,
            max: median,
        };
        assert!(within_noise(t(1.0, 1.2), t(1.1, 1.3)));
        assert!(within_noise(t(1.1, 1.3), t(1.0, 1.2)));
        assert!(!within_noise(t(1.0, 1.05), t(1.1, 1.3)));
    }

    #[test]
    fn the_race_table_names_the_fastest_and_gives_ilps_time_beside_it() {
        // greedy 9.0 / 10, ilp 14.4 / 16: apart; none 18 / 20.
        let e = experiment(
            "saxpy",
            100,
            &[
                ("none", 8000, 20.0),
                ("greedy", 4000, 10.0),
                ("ilp", 4000, 16.0),
            ],
        );
        let views = programs(&e);
        let rs = races(&e, &views, &Machines::of(&e));
        let md = markdown(table(&rs));
        assert_eq!(
            md.lines().skip(2).collect::<Vec<_>>(),
            [
                "| program | sizes | backend | fastest | its best / median | ilp best / median | ilp against the fastest |",
                "|---|---|---|---|---:|---:|---|",
                "| [saxpy](#saxpy) | n=100 | cpu | **greedy** | 9.0 / 10.0 ms | 14.4 / 16.0 ms | 1.60x slower |",
            ]
        );
    }

    /// Strategies of one program that ran on two machines race apart, each
    /// race and each overview column named by its machine: no time of one
    /// machine is compared with a time of the other.
    #[test]
    fn runs_on_different_machines_race_apart() {
        use crate::machines::tests::on;
        let mut e = experiment(
            "saxpy",
            100,
            &[
                ("none", 8000, 20.0),
                ("greedy", 4000, 10.0),
                ("ilp", 4000, 1.0),
            ],
        );
        for c in &mut e.cells {
            let host = if c.strategy == "ilp" { "b" } else { "a" };
            *c = on(c.clone(), host);
        }
        let views = programs(&e);
        let rs = races(&e, &views, &Machines::of(&e));
        assert_eq!(rs.len(), 2);
        assert_eq!(rs[0].machine.as_deref(), Some("M1"));
        assert_eq!(rs[0].fastest().0.strategy, "greedy");
        assert_eq!(rs[0].ilp_margin(), "no correct ilp run");
        assert_eq!(rs[1].machine.as_deref(), Some("M2"));
        assert_eq!(rs[1].runners.len(), 1);
        assert_eq!(rs[1].ilp_margin(), "fastest (the only one timed)");
        let md = markdown(table(&rs));
        assert!(
            md.contains("| program | sizes | backend | machine | fastest |"),
            "{md}"
        );
        assert!(md.contains("| cpu | `M1` | **greedy** |"), "{md}");
        let over = markdown(overview(&e, &rs));
        assert!(
            over.contains(
                "wins on cpu on M1 | speed-up over none on cpu on M1 | wins on cpu on M2"
            ),
            "{over}"
        );
        // ilp on M2 against none on M1 is no speed-up.
        assert!(
            over.contains("| `ilp` | 0 of 1 | — | 1 of 1 | — |"),
            "{over}"
        );
    }

    #[test]
    fn close_and_sub_millisecond_races_get_no_ratio() {
        // ilp 0.9..1.0 overlaps greedy's 0.855..0.95: within noise.
        let e = experiment(
            "p",
            100,
            &[
                ("none", 8000, 2.0),
                ("greedy", 4000, 0.95),
                ("ilp", 4000, 1.0),
            ],
        );
        let views = programs(&e);
        let rs = races(&e, &views, &Machines::of(&e));
        assert_eq!(rs[0].fastest().0.strategy, "greedy");
        assert!(rs[0].close());
        assert!(rs[0].sub_ms());
        assert_eq!(rs[0].ilp_margin(), "within noise");
        let md = markdown(table(&rs));
        assert!(
            md.contains("| **greedy** (within noise of ilp) | 0.855 / 0.950 ms, sub-ms | 0.900 / 1.0 ms | within noise |"),
            "{md}"
        );
        // Apart but under a millisecond: flagged, no ratio.
        let e = experiment("p", 100, &[("none", 8000, 0.2), ("ilp", 4000, 0.05)]);
        let views = programs(&e);
        let rs = races(&e, &views, &Machines::of(&e));
        assert_eq!(
            rs[0].ilp_margin(),
            "fastest, ahead of none (sub-ms: no ratio)"
        );
    }

    #[test]
    fn the_overview_counts_wins_and_takes_geometric_means_over_none() {
        let mut cells = Vec::new();
        // p1: ilp twice as fast as none with half its bytes; p2: greedy
        // the fastest, ilp eight times as fast as none with a quarter.
        for (p, rows) in [
            (
                "p1",
                [
                    ("none", 8000, 20.0),
                    ("greedy", 8000, 20.0),
                    ("ilp", 4000, 10.0),
                ],
            ),
            (
                "p2",
                [
                    ("none", 8000, 40.0),
                    ("greedy", 4000, 4.0),
                    ("ilp", 2000, 5.0),
                ],
            ),
        ] {
            for (s, b, ms) in rows {
                cells.push(cell(p, s, "cpu", 100, b, ms));
            }
        }
        let mut e = experiment_of(cells);
        e.sweep.programs = vec!["p1".into(), "p2".into()];
        e.sweep.strategies = vec!["none".into(), "greedy".into(), "ilp".into()];
        e.sweep.backends = vec!["interp".into(), "cpu".into(), "ptx".into()];
        let views = programs(&e);
        let rs = races(&e, &views, &Machines::of(&e));
        assert_eq!(rs.len(), 2, "the interpreter's times are not raced");
        // ptx ran nothing: no columns for it.
        let md = markdown(overview(&e, &rs));
        assert_eq!(
            md.lines().skip(2).collect::<Vec<_>>(),
            [
                "| strategy | wins on cpu | speed-up over none on cpu | bytes, of none's |",
                "|---|---:|---:|---:|",
                "| `none` | 0 of 2 | 1.00x (over 2) | 100% (over 2) |",
                "| `greedy` | 1 of 2 | 3.16x (over 2) | 71% (over 2) |",
                "| `ilp` | 1 of 2 | 4.00x (over 2) | 35% (over 2) |",
            ]
        );
        let chart = bytes_against_time(&e, &rs, "cpu").unwrap();
        let ilp = &chart.series.iter().find(|s| s.0 == "ilp").unwrap().1;
        let want = [(0.5, 0.5), (0.25, 0.125)];
        assert_eq!(ilp.len(), 2);
        for (got, want) in ilp.iter().zip(want) {
            assert!(
                (got.0 - want.0).abs() < 1e-9 && (got.1 - want.1).abs() < 1e-9,
                "{ilp:?}"
            );
        }
        assert!(bytes_against_time(&e, &rs, "interp").is_none());
    }
}

//! The edge where a compilation's typed record (`passes::PassRecord`, `passes::Record`) becomes
//! the versioned metrics schema (`reports::Metrics`) that `fuse --metrics`
//! writes and experiments store.

use passes::{CostSummary, Figure, PassRecord, Record};
use serde_json::Value;

/// The metrics of one compilation.
pub fn of(record: &Record) -> reports::Metrics {
    let mut m = reports::Metrics::new(
        record.program.clone(),
        record.entry.clone(),
        record.strategy.clone(),
    );
    m.sizes = record.sizes.clone();
    m.passes = record.passes.iter().map(pass).collect();
    m.cost = record.cost.as_ref().map(cost);
    m
}

/// One pass's record, its figures as JSON.
pub fn pass(p: &PassRecord) -> reports::PassMetrics {
    reports::PassMetrics {
        name: p.name.clone(),
        micros: p.micros,
        input_size: p.input_size,
        output_size: p.output_size,
        figures: p
            .figures
            .iter()
            .map(|(k, v)| (k.clone(), figure(v)))
            .collect(),
    }
}

/// The cost, its polynomials as text (`5n + 2`).
pub fn cost(c: &CostSummary) -> reports::CostSummary {
    reports::CostSummary {
        loops: c.loops,
        reads: c.reads.to_string(),
        writes: c.writes.to_string(),
        duplication: c.duplication.to_string(),
        bytes: c.bytes,
    }
}

/// A figure as JSON: a number, a string, a list, an object of counts, or
/// `null` (for an absent figure, and for a number that is not finite).
fn figure(f: &Figure) -> Value {
    match f {
        Figure::Count(n) => Value::from(*n),
        Figure::Number(x) => Value::from(*x),
        Figure::Flag(b) => Value::from(*b),
        Figure::Text(s) => Value::from(s.as_str()),
        Figure::List(xs) => Value::from(xs.clone()),
        Figure::Counts(m) => Value::Object(
            m.iter()
                .map(|(k, v)| (k.clone(), Value::from(*v)))
                .collect(),
        ),
        Figure::Absent => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn figures_become_json_and_round_trip_through_the_schema() {
        let mut figures = passes::figures([
            ("clusters", 2usize.into()),
            ("gap", 0.5.into()),
            ("checks", true.into()),
            ("plans", Figure::List(vec!["seq".into()])),
            ("fallback", Figure::Absent),
            ("objective", f64::NAN.into()),
        ]);
        figures.insert(
            "infusible_edges".into(),
            Figure::Counts(BTreeMap::from([("array_read".to_string(), 2)])),
        );
        let r = Record {
            program: "p.fl".into(),
            entry: "main".into(),
            strategy: "greedy".into(),
            sizes: BTreeMap::from([("n".to_string(), 4)]),
            passes: vec![PassRecord {
                name: "cluster".into(),
                micros: 3,
                input_size: 5,
                output_size: 2,
                figures,
            }],
            cost: None,
        };
        let m = of(&r);
        let f = &m.passes[0].figures;
        assert_eq!(f["clusters"], serde_json::json!(2));
        assert_eq!(f["gap"], serde_json::json!(0.5));
        assert_eq!(f["checks"], serde_json::json!(true));
        assert_eq!(f["plans"], serde_json::json!(["seq"]));
        assert_eq!(f["fallback"], Value::Null);
        assert_eq!(f["objective"], Value::Null);
        assert_eq!(f["infusible_edges"], serde_json::json!({"array_read": 2}));
        let back = reports::Metrics::from_json(&m.to_json_pretty()).unwrap();
        assert_eq!(back, m);
    }
}

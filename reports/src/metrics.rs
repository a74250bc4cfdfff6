//! The metrics schema: what one compilation of a program records, pass by
//! pass, and the cost of the fusion it found. `fuselab fuse --metrics
//! FILE.json` writes a [`Metrics`] as JSON ([`Metrics::to_json_pretty`]);
//! [`Metrics::from_json`] reads it back and refuses other schema versions.
//!
//! The schema is versioned by [`Metrics::schema_version`]: a change that
//! renames, removes or re-types a field raises [`SCHEMA_VERSION`]; adding a
//! figure to [`PassMetrics::figures`] does not.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a figure too large to compute (beyond `i128`) is shown.
pub const OVERFLOW: &str = "overflow (too large to compute)";

/// The schema version this crate writes and reads.
pub const SCHEMA_VERSION: u32 = 1;

/// One compilation of one entry definition with one fusion strategy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Metrics {
    /// The version of this schema ([`SCHEMA_VERSION`]).
    pub schema_version: u32,
    /// The program compiled: its file as given on the command line.
    pub program: String,
    /// The entry definition that was labelled and fused.
    pub entry: String,
    /// The fusion strategy's name (`none`, `delayed`, `vertical`, `greedy`, ...).
    pub strategy: String,
    /// The value of every size name, and of every symbol for an unknown
    /// extent or iteration count (`#ys`, `#it(l)`), that the cost formulas
    /// use: given with `--size`, or the default (2^20). [`CostSummary::bytes`]
    /// is computed with these values.
    pub sizes: BTreeMap<String, i64>,
    /// The passes in the order they ran.
    pub passes: Vec<PassMetrics>,
    /// The cost of the clustering found; `None` when compilation stopped
    /// before the cost pass.
    pub cost: Option<CostSummary>,
}

/// One pass: how long it took, how big the IR was before and after, and
/// figures of its own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PassMetrics {
    /// The pass: `simplify`, `label`, `deps`, `cluster`, `check`, `trees`, `cost`.
    pub name: String,
    /// Wall-clock time of the pass itself in microseconds (verifying its
    /// output is not included; see the figure `verify_micros`).
    pub micros: u64,
    /// The size of the pass's input IR in the pass's own unit (see the
    /// figure `size_unit`): scalar-expression nodes for `simplify`, graph
    /// nodes for `label`, `deps` and `cluster`, clusters for `check`, `trees`
    /// and `cost`.
    pub input_size: usize,
    /// The size of the pass's output IR, in the same unit as `input_size`
    /// (for `label`: graph nodes; for `cluster`: clusters; for `trees`:
    /// fusion-tree nodes; for `cost`: loops).
    pub output_size: usize,
    /// Pass-specific figures, e.g. `fusible_edges` for `deps`, `clusters` for
    /// `cluster`, `reads` for `cost`; always `size_unit` and `verify_micros`.
    pub figures: BTreeMap<String, serde_json::Value>,
}

/// The cost of a clustering under language.md's conventions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostSummary {
    /// Loop nests: clusters that contain an array operation.
    pub loops: usize,
    /// Elements loaded from memory, as a polynomial over the size names
    /// (`5n + 2`).
    pub reads: String,
    /// Elements stored to memory, as a polynomial (`3n + 2`).
    pub writes: String,
    /// Evaluations of recomputed producers beyond one per element, as a
    /// polynomial (`0` when nothing is recomputed).
    pub duplication: String,
    /// Bytes moved (reads plus writes, each element at its type's width)
    /// with the sizes of [`Metrics::sizes`]; `null` when the figure is too
    /// large to compute (beyond `i128`).
    pub bytes: Option<i128>,
}

/// Why a metrics file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum MetricsError {
    /// The text is not JSON of this schema.
    #[error("not a metrics file: {0}")]
    Json(#[from] serde_json::Error),
    /// The file was written by another version of the schema.
    #[error("metrics schema version {found} is not supported (this is version {expected})")]
    Version { found: u32, expected: u32 },
    /// A metrics file of another kind (e.g. one compilation's metrics where
    /// an experiment's were expected).
    #[error("a metrics file of kind `{found}`, not `{expected}`")]
    Kind {
        found: String,
        expected: &'static str,
    },
}

/// Refuses JSON whose `schema_version` is not `expected`.
pub(crate) fn check_version(text: &str, expected: u32) -> Result<(), MetricsError> {
    #[derive(Deserialize)]
    struct Version {
        schema_version: u32,
    }
    let v: Version = serde_json::from_str(text)?;
    if v.schema_version != expected {
        return Err(MetricsError::Version {
            found: v.schema_version,
            expected,
        });
    }
    Ok(())
}

impl Metrics {
    /// Empty metrics for one compilation, at the current schema version.
    pub fn new(
        program: impl Into<String>,
        entry: impl Into<String>,
        strategy: impl Into<String>,
    ) -> Metrics {
        Metrics {
            schema_version: SCHEMA_VERSION,
            program: program.into(),
            entry: entry.into(),
            strategy: strategy.into(),
            sizes: BTreeMap::new(),
            passes: Vec::new(),
            cost: None,
        }
    }

    /// The cost model's bytes as a figure a reader can use, or why there is
    /// none: they depend on extents or iteration counts known only when the
    /// program runs (the symbols of [`Metrics::sizes`] starting with `#`,
    /// which the formulas then take as 2^20: no bound), they are beyond
    /// `i128` ([`OVERFLOW`]), or no cost was recorded.
    pub fn known_bytes(&self) -> Result<i128, String> {
        let cost = self
            .cost
            .as_ref()
            .ok_or_else(|| "no cost (compilation stopped before the cost pass)".to_string())?;
        let unknown: Vec<&str> = self
            .sizes
            .keys()
            .filter(|k| k.starts_with('#'))
            .map(String::as_str)
            .collect();
        if !unknown.is_empty() {
            return Err(format!(
                "unknown ({} known only at run time)",
                unknown.join(", ")
            ));
        }
        cost.bytes.ok_or_else(|| OVERFLOW.to_string())
    }

    /// The metrics as indented JSON, ending in a newline.
    pub fn to_json_pretty(&self) -> String {
        let mut s = serde_json::to_string_pretty(self)
            .expect("metrics hold only strings, numbers and JSON values");
        s.push('\n');
        s
    }

    /// Reads metrics written by [`Metrics::to_json_pretty`]; another schema
    /// version is an error.
    pub fn from_json(text: &str) -> Result<Metrics, MetricsError> {
        check_version(text, SCHEMA_VERSION)?;
        Ok(serde_json::from_str(text)?)
    }

    /// The record of the pass named `name`, if it ran.
    pub fn pass(&self, name: &str) -> Option<&PassMetrics> {
        self.passes.iter().find(|p| p.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Metrics {
        let mut m = Metrics::new("p.fl", "main", "greedy");
        m.sizes.insert("n".into(), 1 << 20);
        let mut figures = BTreeMap::new();
        figures.insert("clusters".into(), serde_json::json!(2));
        m.passes.push(PassMetrics {
            name: "cluster".into(),
            micros: 17,
            input_size: 5,
            output_size: 2,
            figures,
        });
        m.cost = Some(CostSummary {
            loops: 2,
            reads: "3n + 2".into(),
            writes: "2n + 2".into(),
            duplication: "0".into(),
            bytes: Some(i128::from(i64::MAX) * 4),
        });
        m
    }

    #[test]
    fn json_round_trips_including_large_byte_counts() {
        let m = sample();
        let text = m.to_json_pretty();
        assert!(text.contains("\"schema_version\": 1"), "{text}");
        assert_eq!(Metrics::from_json(&text).unwrap(), m);
        assert_eq!(m.pass("cluster").map(|p| p.output_size), Some(2));
        assert!(m.pass("label").is_none());
    }

    #[test]
    fn other_versions_and_other_json_are_refused() {
        let text = m_with_version(2);
        match Metrics::from_json(&text) {
            Err(MetricsError::Version { found, expected }) => {
                assert_eq!((found, expected), (2, SCHEMA_VERSION))
            }
            other => panic!("expected a version error, got {other:?}"),
        }
        assert!(matches!(
            Metrics::from_json("{\"schema_version\": 1}"),
            Err(MetricsError::Json(_))
        ));
        assert!(matches!(
            Metrics::from_json("[1, 2]"),
            Err(MetricsError::Json(_))
        ));
    }

    fn m_with_version(v: u32) -> String {
        let mut m = sample();
        m.schema_version = v;
        serde_json::to_string(&m).unwrap()
    }
}

//! What one compilation records, typed: each pass's time, sizes and figures
//! ([`PassRecord`]), and the cost of the clustering found ([`CostSummary`]).
//!
//! These are values, not JSON: the `experiments` crate turns a [`Record`]
//! into the versioned metrics schema (`reports::Metrics`) at the edge, where
//! it is written.

use ir::Poly;
use std::collections::BTreeMap;

/// One figure of a pass.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// A count (nodes, edges, variables, …) or a time in microseconds.
    Count(u64),
    /// A measured or computed quantity (an objective, a gap).
    Number(f64),
    Flag(bool),
    Text(String),
    /// Names, in order (e.g. one plan per nest).
    List(Vec<String>),
    /// Counts by name (e.g. fusion-preventing edges by reason).
    Counts(BTreeMap<String, u64>),
    /// A figure that has no value this time (no fallback was needed).
    Absent,
}

impl From<usize> for Figure {
    fn from(n: usize) -> Figure {
        Figure::Count(n as u64)
    }
}

impl From<u64> for Figure {
    fn from(n: u64) -> Figure {
        Figure::Count(n)
    }
}

impl From<f64> for Figure {
    fn from(x: f64) -> Figure {
        Figure::Number(x)
    }
}

impl From<bool> for Figure {
    fn from(b: bool) -> Figure {
        Figure::Flag(b)
    }
}

impl From<&str> for Figure {
    fn from(s: &str) -> Figure {
        Figure::Text(s.to_string())
    }
}

impl From<String> for Figure {
    fn from(s: String) -> Figure {
        Figure::Text(s)
    }
}

impl<T: Into<Figure>> From<Option<T>> for Figure {
    fn from(x: Option<T>) -> Figure {
        x.map_or(Figure::Absent, Into::into)
    }
}

/// A pass's own figures, by name.
pub type Figures = BTreeMap<String, Figure>;

/// Figures from `(name, value)` pairs.
pub fn figures<const N: usize>(pairs: [(&str, Figure); N]) -> Figures {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// One pass: how long it took, how big the IR was before and after (in the
/// unit of its figure `size_unit`), and figures of its own (always
/// `size_unit`; `verify_micros` for the passes the manager verifies).
#[derive(Clone, Debug, PartialEq)]
pub struct PassRecord {
    pub name: String,
    /// Wall-clock time of the pass itself, without its verification.
    pub micros: u64,
    pub input_size: usize,
    pub output_size: usize,
    pub figures: Figures,
}

impl PassRecord {
    /// The figure named `name`, if recorded.
    pub fn figure(&self, name: &str) -> Option<&Figure> {
        self.figures.get(name)
    }
}

/// The cost of a clustering under language.md's conventions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CostSummary {
    /// Loop nests: clusters that contain an array operation.
    pub loops: usize,
    /// Elements loaded from memory, over the size names.
    pub reads: Poly,
    /// Elements stored to memory.
    pub writes: Poly,
    /// Evaluations of recomputed producers beyond one per element.
    pub duplication: Poly,
    /// Bytes moved with the sizes of [`Record::sizes`]; `None` beyond `i128`.
    pub bytes: Option<i128>,
}

/// One compilation of one entry definition with one strategy.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The program's file name, as the options gave it.
    pub program: String,
    pub entry: String,
    pub strategy: String,
    /// The value of every size name and cost symbol the cost used, and of
    /// every size given.
    pub sizes: BTreeMap<String, i64>,
    /// The passes in the order they ran.
    pub passes: Vec<PassRecord>,
    /// `None` when compilation stopped before the cost pass.
    pub cost: Option<CostSummary>,
}

impl Record {
    /// The record of the pass named `name`, if it ran.
    pub fn pass(&self, name: &str) -> Option<&PassRecord> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// Microseconds all the passes took.
    pub fn micros(&self) -> u64 {
        self.passes.iter().map(|p| p.micros).sum()
    }
}

//! `reports` owns the metrics schema that every pass writes (serde types,
//! versioned), its JSON form, and the reports rendered from it.

pub mod metrics;

pub use metrics::{CostSummary, Metrics, MetricsError, PassMetrics, SCHEMA_VERSION};

//! `reports` owns the metrics schemas and the reports made from them:
//!
//! - [`metrics`]: what one compilation records, pass by pass
//!   (`fuselab fuse --metrics`; versioned JSON);
//! - [`experiment`]: an experiment's `metrics.json` (`fuselab experiment`):
//!   the sweep, and one record per cell (program × size set × strategy ×
//!   backend) holding that cell's pass metrics, traffic, times and check
//!   against the reference interpreter; the schema is documented there;
//! - [`report`]: the report of one experiment (`report.md`, `report.html`)
//!   and [`compare`]: what changed between two; both build a [`doc::Doc`]
//!   rendered by [`markdown`] and [`html`], with views from [`summary`],
//!   charts from [`plots`] (plotters), cluster graphs from [`graphviz`],
//!   van Balen's Fig. 12 from [`fig12`] and fuselab against its peers
//!   (NumPy, JAX, numba) from [`peers`].
//!
//! Nothing here prints or touches files: reports come back as text and
//! bytes for the caller to write. The one outside program used is
//! Graphviz's `dot`, when the caller finds it.

pub mod compare;
pub mod doc;
pub mod experiment;
pub mod fig12;
pub mod graphviz;
pub mod html;
pub mod markdown;
pub mod metrics;
pub mod peers;
pub mod plots;
pub mod report;
pub mod summary;

pub use experiment::{Experiment, EXPERIMENT_SCHEMA_VERSION};
pub use metrics::{CostSummary, Metrics, MetricsError, PassMetrics, SCHEMA_VERSION};

//! `reports` owns the metrics schemas and the reports made from them:
//!
//! - [`Metrics`]: what one compilation records, pass by pass
//!   (`fuselab fuse --metrics`; versioned JSON);
//! - [`experiment`]: an experiment's `metrics.json` (`fuselab experiment`):
//!   the sweep, and one record per cell (program × size set × strategy ×
//!   backend) holding that cell's pass metrics, traffic, times and check
//!   against the reference interpreter; the schema is documented there;
//! - [`report`]: the report of one experiment (`report.md`, `report.html`)
//!   and [`compare`]: what changed between two; both build a [`Doc`]
//!   rendered by [`render_markdown`] and [`render_html`], with views from `summary`,
//!   charts from `plots` (plotters), cluster graphs from `graphviz`,
//!   van Balen's Fig. 12 from `fig12`, fuselab against its peers
//!   (NumPy, JAX, numba) from `peers`, who wins and how sure from `wins`,
//!   the ILP solver's quality from `solver`, lines across the size sets
//!   from `scaling`, predicted beside measured time from `prediction`,
//!   and from `machines` the rule that compares times only between cells
//!   of one machine.
//!
//! The surface is the re-exports below and one namespace, [`experiment`]:
//! the experiment schema's record types. Every other module is private.
//!
//! Nothing here prints or touches files: reports come back as text and
//! bytes for the caller to write. The one outside program used is
//! Graphviz's `dot`, when the caller finds it.

pub mod experiment;

mod compare;
mod doc;
mod fig12;
mod graphviz;
mod html;
mod machines;
mod markdown;
mod metrics;
mod peers;
mod plots;
mod prediction;
mod report;
mod scaling;
mod solver;
mod summary;
mod wins;

pub use compare::compare;
pub use doc::Doc;
pub use experiment::{Experiment, EXPERIMENT_SCHEMA_VERSION};
pub use graphviz::{Graphviz, GraphvizError};
pub use html::render_html;
pub use markdown::render_markdown;
pub use metrics::{CostSummary, Metrics, MetricsError, PassMetrics, OVERFLOW, SCHEMA_VERSION};
pub use plots::{xy_chart, PlotError, Rendered, XyChart};
pub use report::{report, Report, ReportError, ReportOptions};
pub use summary::exact_bytes;

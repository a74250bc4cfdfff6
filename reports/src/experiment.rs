//! The schema of an experiment's `metrics.json`: what `fuselab experiment
//! SWEEP.toml --out DIR` writes to `DIR/metrics.json` after every cell, and
//! what `fuselab report DIR` renders.
//!
//! A sweep is the product programs × size sets × strategies × backends; one
//! point of it is a **cell**, identified by a stable key
//! ([`cell_key`]: `program/strategy/backend/n=1000,m=10`). The file is one
//! JSON object, an [`Experiment`]:
//!
//! ```text
//! {
//!   "schema_version": 1,                 EXPERIMENT_SCHEMA_VERSION
//!   "kind": "fuselab-experiment",
//!   "sweep": { name, file, file_hash, programs_dir, seed, repetitions, threads,
//!              cold_compile, objective, ilp_time_limit,
//!              programs, strategies, backends, size_sets: [{label, scale, values}],
//!              shard: {index, count}, positions: [n, ...],   (`--shard K/N` only)
//!              planned: [key, ...] },    every cell of the sweep (or the shard), in run order
//!   "machine": { cores, os, arch, fuselab },
//!   "cells": [ Cell, ... ]                the finished cells, in run order
//!   "peers": [ PeerCell, ... ]            the sweep's `peers` (when it has any)
//! }
//! ```
//!
//! and each [`Cell`]:
//!
//! ```text
//! { key, program, file, entry, strategy, backend, size_set, sizes: {n: 1000},
//!   status: "ok" | "mismatch" | "error" | "unsupported" | "unavailable", message,
//!   finished_unix_ms, elapsed_ms,
//!   machine:  { host, cpu, gpu }                     (where the cell ran),
//!   metrics:  Metrics (the compilation, pass by pass: the schema of
//!             `fuse --metrics`, see [`crate::metrics`]; a cpu cell adds the
//!             pass `llvm`),
//!   compile:  { passes_ms, backend_ms, cache_hits, cold },
//!   traffic:  { reads, writes, bytes, model_bytes }   (interp cells only),
//!   run_ms:   { median, min, max },                  (--repetitions runs)
//!   check:    { outputs, tolerance, difference },
//!   prediction: { ms, nests_ms: [ms, ...], rates }   (cpu cells, with a
//!             machine profile: the time model's prediction of a run),
//!   cluster_graph: "digraph ..." }                   (`fuse --emit dot`)
//! ```
//!
//! and each [`PeerCell`], a program's twin run by a peer (NumPy, JAX,
//! numba) on the same inputs at one size set:
//!
//! ```text
//! { program, size_set, sizes, peer, status: "ok" | "mismatch" | "missing" | "error",
//!   detail, run_ms: { median, min, max }, mismatch: [line, ...],
//!   machine: { host, cpu, gpu } }                    (where it ran)
//! ```
//!
//! `status` says how the cell's results compare with the reference
//! interpreter's on the same inputs: `ok` (equal; floats within
//! `check.tolerance` relative to `max(1, |want|)`, or the same run-time
//! error), `mismatch` (they differ: `check.difference` and `message` say
//! where), `error` (the cell could not be measured: `message` says why) or
//! `unsupported` (the strategy does not handle the program, e.g.
//! `exhaustive` beyond its node limit) or `unavailable` (the machine cannot
//! run the backend: `ptx` without a GPU; `--resume` tries it again).
//!
//! Versioning follows [`crate::metrics`]: renaming, removing or re-typing a
//! field, here or in the embedded [`Metrics`], raises
//! [`EXPERIMENT_SCHEMA_VERSION`]; adding an optional field does not.

use crate::metrics::{check_version, Metrics, MetricsError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the experiment schema this crate writes and reads.
pub const EXPERIMENT_SCHEMA_VERSION: u32 = 1;

/// What [`Experiment::kind`] holds.
pub const EXPERIMENT_KIND: &str = "fuselab-experiment";

/// One experiment: the sweep as it ran and its finished cells.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Experiment {
    /// [`EXPERIMENT_SCHEMA_VERSION`].
    pub schema_version: u32,
    /// [`EXPERIMENT_KIND`], so that a per-compilation metrics file is not
    /// mistaken for an experiment.
    pub kind: String,
    pub sweep: Sweep,
    pub machine: Machine,
    /// The finished cells, in the order of [`Sweep::planned`].
    pub cells: Vec<Cell>,
    /// The peers' runs, program by program and size set by size set.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peers: Vec<PeerCell>,
}

/// How a peer's run went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PeerStatus {
    /// Timed, and its outputs equal fuselab's.
    Ok,
    /// Timed, but its outputs differ from fuselab's (`mismatch` says how).
    Mismatch,
    /// Not installed (`make peers` installs JAX and numba), or the program
    /// has no twin (or no hand-fused loop, for numba).
    Missing,
    /// The twin failed (`detail` says how).
    Error,
}

/// One peer's run of a program's twin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeerRun {
    /// `numpy`, `jax` or `numba`.
    pub peer: String,
    pub status: PeerStatus,
    /// Why the peer is missing or failed; empty when it ran.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    /// The timed calls, after one untimed warm-up call (which compiles JAX
    /// and numba); `None` when the peer did not run.
    pub run_ms: Option<Times>,
    /// The outputs that differ from fuselab's, one line each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mismatch: Vec<String>,
}

impl PeerRun {
    /// A peer that did not run (`Missing` or `Error`), and why.
    pub fn not_run(peer: &str, status: PeerStatus, detail: String) -> PeerRun {
        PeerRun {
            peer: peer.into(),
            status,
            detail,
            run_ms: None,
            mismatch: Vec::new(),
        }
    }

    /// The median when the peer ran and agreed.
    pub fn median(&self) -> Option<f64> {
        match (self.status, &self.run_ms) {
            (PeerStatus::Ok, Some(t)) => Some(t.median),
            _ => None,
        }
    }

    /// `12.3`, or why there is no time (`missing: jax is not installed`).
    pub fn time_text(&self) -> String {
        match (&self.run_ms, self.status) {
            (Some(t), PeerStatus::Ok) => format!("{:.1}", t.median),
            (Some(t), PeerStatus::Mismatch) => format!("{:.1} (MISMATCH)", t.median),
            (_, PeerStatus::Missing) => format!("missing: {}", self.detail),
            _ => format!("error: {}", self.detail),
        }
    }
}

/// A peer's run of one program at one size set of the sweep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeerCell {
    pub program: String,
    pub size_set: String,
    pub sizes: BTreeMap<String, i64>,
    #[serde(flatten)]
    pub run: PeerRun,
    /// Where the peer ran (the shards of a sweep may each run a program's
    /// peers, on their machines).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub machine: Option<CellMachine>,
}

/// The sweep's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sweep {
    /// The sweep's `name` (default: the file's stem).
    pub name: String,
    /// The sweep file as given on the command line.
    pub file: String,
    /// A hash of the sweep file's bytes ([`file_hash`]), the same in every
    /// shard of one sweep file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_hash: Option<String>,
    /// The folder of the programs.
    pub programs_dir: String,
    /// The seed of the random inputs (the same inputs for every strategy
    /// and backend of a program and size set).
    pub seed: u64,
    /// Timed runs per cell; `run_ms` is their median, min and max.
    pub repetitions: u32,
    /// Threads of the CPU backend (0: every core).
    pub threads: usize,
    /// CPU compile times were measured in a fresh process per cell (no
    /// nest from the compile cache).
    pub cold_compile: bool,
    /// What the ILP minimises (`traffic`, `clusters`, `intermediate-arrays`).
    pub objective: String,
    /// Seconds the ILP solver may take.
    pub ilp_time_limit: Option<f64>,
    /// Program names (file stems), in sweep order.
    pub programs: Vec<String>,
    /// The peers run on every program and size set (`numpy`, `jax`,
    /// `numba`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peers: Vec<String>,
    /// What the cells were checked against when not the reference
    /// interpreter: `none-cpu` (strategy `none` on the CPU backend).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oracle: Option<String>,
    pub strategies: Vec<String>,
    pub backends: Vec<String>,
    pub size_sets: Vec<SizeSet>,
    /// The shard of the sweep this run holds (`--shard K/N`); `None` for
    /// the whole sweep.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<Shard>,
    /// With `shard`: each planned cell's position in the whole sweep's run
    /// order (one per key of `planned`), by which merged shards are ordered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<usize>,
    /// The key of every cell of the sweep (of the shard, with one), in run
    /// order.
    pub planned: Vec<String>,
}

/// One of `count` shards of a sweep (`--shard index/count`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// From 1 to `count`.
    pub index: usize,
    pub count: usize,
}

/// The machine a cell ran on: its host name, its processor's model and
/// vector features, and its GPU where the sweep has a GPU backend and the
/// machine a GPU.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CellMachine {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpu: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gpu: Option<String>,
}

/// The hash [`Sweep::file_hash`] records: 64-bit FNV-1a of the bytes, as
/// `fnv1a64:` and 16 hexadecimal digits (it tells sweep files apart; it is
/// no protection against a file made to collide).
pub fn file_hash(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("fnv1a64:{h:016x}")
}

/// A set of sizes: each program's header sizes times `scale`, then `values`
/// for the size names it has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SizeSet {
    pub label: String,
    /// The program header the sizes come from when not `-- sizes:`
    /// (`bench-sizes`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header: Option<String>,
    pub scale: f64,
    pub values: BTreeMap<String, i64>,
}

/// Where the experiment ran.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Machine {
    pub cores: usize,
    pub os: String,
    pub arch: String,
    /// fuselab's version.
    pub fuselab: String,
    /// The processor's model and its vector features (`AMD EPYC; avx2 fma`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpu: Option<String>,
}

/// How a cell's results compare with the reference interpreter's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The same results (or the same run-time error) as the reference.
    Ok,
    /// Different results: a bug in a strategy or a backend.
    Mismatch,
    /// The cell could not be measured (compilation or the run failed).
    Error,
    /// The strategy does not handle this program.
    Unsupported,
    /// The backend cannot run on the machine the cell was given (the PTX
    /// backend without a GPU); `--resume` tries it again, so that a
    /// machine that can run it does.
    Unavailable,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Mismatch => "mismatch",
            Status::Error => "error",
            Status::Unsupported => "unsupported",
            Status::Unavailable => "unavailable",
        }
    }

    /// Whether `--resume` keeps the cell (errors, and cells the machine
    /// could not run, are tried again).
    pub fn is_final(self) -> bool {
        !matches!(self, Status::Error | Status::Unavailable)
    }

    /// Whether the cell holds no measurement, by no fault of the strategy
    /// or the backend: the strategy does not handle the program, or the
    /// machine cannot run the backend.
    pub fn not_applicable(self) -> bool {
        matches!(self, Status::Unsupported | Status::Unavailable)
    }
}

/// One cell: a program at one size set, fused by one strategy, run on one
/// backend.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// [`cell_key`] of program, strategy, backend and sizes.
    pub key: String,
    /// The program's name (its file stem).
    pub program: String,
    /// The program's file.
    pub file: String,
    /// The definition run (the file's last).
    pub entry: String,
    pub strategy: String,
    pub backend: String,
    /// The label of the size set.
    pub size_set: String,
    /// The value of every size name of the entry's signature.
    pub sizes: BTreeMap<String, i64>,
    pub status: Status,
    /// Why the cell is not `ok`.
    #[serde(default)]
    pub message: Option<String>,
    /// When the cell finished (milliseconds since the Unix epoch).
    pub finished_unix_ms: u64,
    /// Wall clock of the whole cell.
    pub elapsed_ms: f64,
    /// Where the cell ran (cells of one run may come from several machines:
    /// a resumed run, or merged shards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub machine: Option<CellMachine>,
    /// The compilation, pass by pass.
    #[serde(default)]
    pub metrics: Option<Metrics>,
    #[serde(default)]
    pub compile: Option<CompileTimes>,
    /// Memory traffic counted by the loop-IR interpreter (interp cells).
    #[serde(default)]
    pub traffic: Option<Traffic>,
    /// Wall clock of a whole run on the backend.
    #[serde(default)]
    pub run_ms: Option<Times>,
    #[serde(default)]
    pub check: Option<Check>,
    /// The time model's prediction of a run, where the machine has a
    /// profile (`fuselab calibrate`) and the program is a list of nests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prediction: Option<Prediction>,
    /// The clusters as Graphviz DOT (`fuselab fuse --emit dot`).
    #[serde(default)]
    pub cluster_graph: Option<String>,
}

/// What the time model (`experiments::predict`: each nest's larger of its
/// memory and its compute time, on the threads the nest ran on) predicts
/// for a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prediction {
    /// The whole run: the sum of `nests_ms`.
    pub ms: f64,
    /// Each nest's prediction, in the order the nests ran.
    pub nests_ms: Vec<f64>,
    /// Where the machine's rates came from (`profile FILE of DATE`).
    pub rates: String,
}

/// Compile times of a cell.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompileTimes {
    /// The pass manager's passes (their own time, without verification).
    pub passes_ms: f64,
    /// The backend's code generation (LLVM for `cpu`); `None` for `interp`.
    pub backend_ms: Option<f64>,
    /// Nests the backend took from its compile cache.
    pub cache_hits: Option<usize>,
    /// Measured in a fresh process (nothing cached).
    pub cold: bool,
}

impl CompileTimes {
    /// Passes and backend together.
    pub fn total_ms(&self) -> f64 {
        self.passes_ms + self.backend_ms.unwrap_or(0.0)
    }
}

/// Elements and bytes the loop-IR interpreter counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Traffic {
    pub reads: u64,
    pub writes: u64,
    /// Reads and writes, each element at its type's width.
    pub bytes: i128,
    /// The cost model's bytes at the run's sizes and extents (equal to
    /// `bytes` unless the model is wrong); `null` when too large to compute.
    pub model_bytes: Option<i128>,
}

/// Median, min and max of some times (milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Times {
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

impl Times {
    /// The median, min and max of `samples` (NaN for none).
    pub fn of(samples: &[f64]) -> Times {
        let mut s = samples.to_vec();
        s.sort_by(f64::total_cmp);
        let n = s.len();
        let median = match n {
            0 => f64::NAN,
            _ if n % 2 == 1 => s[n / 2],
            _ => (s[n / 2 - 1] + s[n / 2]) / 2.0,
        };
        Times {
            median,
            min: s.first().copied().unwrap_or(f64::NAN),
            max: s.last().copied().unwrap_or(f64::NAN),
        }
    }
}

/// The comparison with the reference interpreter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Check {
    /// Output arrays compared.
    pub outputs: usize,
    /// Relative tolerance for floats.
    pub tolerance: f64,
    /// The first difference, when there is one.
    pub difference: Option<String>,
    /// Floats that agree only within the rounding of another grouping of
    /// the oracle's sums (`interp::agree::same_outcome_or_rounding`): the
    /// largest difference, the oracle's own spread there and its bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounding: Option<Rounding>,
}

/// A float difference beyond the tolerance that the oracle's own spread
/// between two groupings of its sums allows, or, for a sum scattered in an
/// arbitrary order or an element of a scan, the bound on two orders of its
/// terms (`bound`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rounding {
    pub difference: f64,
    pub spread: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<f64>,
}

/// The stable key of a cell: `program/strategy/backend/n=1000,m=10` (sizes
/// sorted by name).
pub fn cell_key(
    program: &str,
    strategy: &str,
    backend: &str,
    sizes: &BTreeMap<String, i64>,
) -> String {
    format!("{program}/{strategy}/{backend}/{}", sizes_text(sizes))
}

/// `m=10,n=1000` (`-` for none).
pub fn sizes_text(sizes: &BTreeMap<String, i64>) -> String {
    if sizes.is_empty() {
        return "-".into();
    }
    let parts: Vec<String> = sizes.iter().map(|(k, v)| format!("{k}={v}")).collect();
    parts.join(",")
}

impl Experiment {
    /// An experiment with no finished cells.
    pub fn new(sweep: Sweep, machine: Machine) -> Experiment {
        Experiment {
            schema_version: EXPERIMENT_SCHEMA_VERSION,
            kind: EXPERIMENT_KIND.into(),
            sweep,
            machine,
            cells: Vec::new(),
            peers: Vec::new(),
        }
    }

    /// Indented JSON, ending in a newline.
    pub fn to_json_pretty(&self) -> String {
        let mut s = serde_json::to_string_pretty(self)
            .expect("an experiment holds only strings, numbers and JSON values");
        s.push('\n');
        s
    }

    /// Reads what [`Experiment::to_json_pretty`] wrote; another schema
    /// version or kind is an error.
    pub fn from_json(text: &str) -> Result<Experiment, MetricsError> {
        check_version(text, EXPERIMENT_SCHEMA_VERSION)?;
        #[derive(Deserialize)]
        struct Kind {
            kind: Option<String>,
        }
        let k: Kind = serde_json::from_str(text)?;
        if k.kind.as_deref() != Some(EXPERIMENT_KIND) {
            return Err(MetricsError::Kind {
                found: k.kind.unwrap_or_else(|| "none".into()),
                expected: EXPERIMENT_KIND,
            });
        }
        Ok(serde_json::from_str(text)?)
    }

    /// The finished cell with this key.
    pub fn cell(&self, key: &str) -> Option<&Cell> {
        self.cells.iter().find(|c| c.key == key)
    }

    /// Planned cells that have no record yet.
    pub fn missing(&self) -> Vec<&str> {
        let done: std::collections::BTreeSet<&str> =
            self.cells.iter().map(|c| c.key.as_str()).collect();
        self.sweep
            .planned
            .iter()
            .map(String::as_str)
            .filter(|k| !done.contains(k))
            .collect()
    }

    /// Whether the peers of `program` at size set `set` have run.
    pub fn has_peers(&self, program: &str, set: &str) -> bool {
        self.peers
            .iter()
            .any(|p| p.program == program && p.size_set == set)
    }

    /// Adds the peers' runs of one program at one size set (replacing
    /// earlier ones of the same program, size set and peer).
    pub fn record_peers(&mut self, runs: Vec<PeerCell>) {
        for r in runs {
            self.peers.retain(|p| {
                (&p.program, &p.size_set, &p.run.peer, &p.machine)
                    != (&r.program, &r.size_set, &r.run.peer, &r.machine)
            });
            self.peers.push(r);
        }
    }

    /// Adds or replaces a cell, keeping the cells in the planned order
    /// (cells not planned go last).
    pub fn record(&mut self, cell: Cell) {
        self.cells.retain(|c| c.key != cell.key);
        self.cells.push(cell);
        let order: BTreeMap<&str, usize> = self
            .sweep
            .planned
            .iter()
            .enumerate()
            .map(|(i, k)| (k.as_str(), i))
            .collect();
        self.cells
            .sort_by_key(|c| order.get(c.key.as_str()).copied().unwrap_or(usize::MAX));
    }
}

impl Cell {
    /// A cell with nothing measured yet (status `error`, no message): its
    /// key from program, strategy, backend and sizes.
    pub fn new(
        program: &str,
        strategy: &str,
        backend: &str,
        size_set: &str,
        sizes: BTreeMap<String, i64>,
    ) -> Cell {
        Cell {
            key: cell_key(program, strategy, backend, &sizes),
            program: program.into(),
            file: String::new(),
            entry: String::new(),
            strategy: strategy.into(),
            backend: backend.into(),
            size_set: size_set.into(),
            sizes,
            status: Status::Error,
            message: None,
            finished_unix_ms: 0,
            elapsed_ms: 0.0,
            machine: None,
            metrics: None,
            compile: None,
            traffic: None,
            run_ms: None,
            check: None,
            prediction: None,
            cluster_graph: None,
        }
    }

    /// A figure of the pass `pass` from the cell's metrics.
    pub fn figure(&self, pass: &str, name: &str) -> Option<&serde_json::Value> {
        self.metrics.as_ref()?.pass(pass)?.figures.get(name)
    }

    /// The nodes its clustering recomputes inside their consumers instead of
    /// storing (the `check` pass's `recomputed` figure; a view is marked
    /// `(view)`); `None` for a cell without it (no metrics, or older ones).
    pub fn recomputed(&self) -> Option<Vec<String>> {
        self.strings("check", "recomputed")
    }

    /// The row groups of its clustering (the `check` pass's `row_groups`
    /// figure: each lists its clusters' nodes, clusters separated by `|`);
    /// `None` for a cell without it.
    pub fn row_groups(&self) -> Option<Vec<String>> {
        self.strings("check", "row_groups")
    }

    /// The aliases of its clustering (the `check` pass's `aliases` figure:
    /// `r (alias of s)` per `reshape` stored alone, which shares its
    /// operand's storage); `None` for a cell without it.
    pub fn aliases(&self) -> Option<Vec<String>> {
        self.strings("check", "aliases")
    }

    /// A figure that is a list of strings.
    fn strings(&self, pass: &str, name: &str) -> Option<Vec<String>> {
        let list = self.figure(pass, name)?.as_array()?;
        list.iter()
            .map(|v| v.as_str().map(str::to_string))
            .collect()
    }

    /// Graph nodes (the `label` pass's output).
    pub fn nodes(&self) -> Option<usize> {
        Some(self.metrics.as_ref()?.pass("label")?.output_size)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::metrics::{CostSummary, PassMetrics};

    pub fn sizes(pairs: &[(&str, i64)]) -> BTreeMap<String, i64> {
        pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
    }

    /// A finished cell with figures that scale with `bytes` and `ms`.
    pub fn cell(
        program: &str,
        strategy: &str,
        backend: &str,
        n: i64,
        bytes: i128,
        ms: f64,
    ) -> Cell {
        let s = sizes(&[("n", n)]);
        let mut m = Metrics::new(format!("{program}.fl"), program, strategy);
        m.sizes = s.clone();
        let mut figures = BTreeMap::new();
        if strategy == "ilp" {
            figures.insert("variables".into(), serde_json::json!(12));
            figures.insert("constraints".into(), serde_json::json!(30));
            figures.insert("solve_micros".into(), serde_json::json!(1500));
        }
        m.passes.push(PassMetrics {
            name: "label".into(),
            micros: 10,
            input_size: 8,
            output_size: 5,
            figures: BTreeMap::new(),
        });
        m.passes.push(PassMetrics {
            name: "cluster".into(),
            micros: 2000,
            input_size: 5,
            output_size: 2,
            figures,
        });
        // ilp recomputes a view and stores a reshape as an alias in the
        // synthetic cells.
        let (recomputed, aliases): (Vec<&str>, Vec<&str>) = if strategy == "ilp" {
            (vec!["mxb (view)"], vec!["r (alias of s)"])
        } else {
            (vec![], vec![])
        };
        m.passes.push(PassMetrics {
            name: "check".into(),
            micros: 5,
            input_size: 2,
            output_size: 2,
            figures: BTreeMap::from([
                ("recomputed".into(), serde_json::json!(recomputed)),
                ("aliases".into(), serde_json::json!(aliases)),
            ]),
        });
        m.cost = Some(CostSummary {
            loops: if strategy == "none" { 5 } else { 2 },
            reads: "2n + 2".into(),
            writes: "2n + 2".into(),
            duplication: "0".into(),
            bytes: Some(bytes),
        });
        Cell {
            file: format!("{program}.fl"),
            entry: program.into(),
            status: Status::Ok,
            finished_unix_ms: 1_700_000_000_000,
            elapsed_ms: 3.0,
            metrics: Some(m),
            compile: Some(CompileTimes {
                passes_ms: 2.5,
                backend_ms: (backend == "cpu").then_some(40.0),
                cache_hits: (backend == "cpu").then_some(0),
                cold: backend == "cpu",
            }),
            traffic: (backend == "interp").then_some(Traffic {
                reads: (bytes / 16) as u64,
                writes: (bytes / 16) as u64,
                bytes,
                model_bytes: Some(bytes),
            }),
            run_ms: Some(Times {
                median: ms,
                min: ms * 0.9,
                max: ms * 1.2,
            }),
            check: Some(Check {
                outputs: 2,
                tolerance: 1e-4,
                rounding: None,
                difference: None,
            }),
            cluster_graph: Some(format!(
                "digraph \"{program}\" {{\n  subgraph cluster_0 {{ label=\"c0\"; n0 [label=\"{strategy}\"]; }}\n}}\n"
            )),
            ..Cell::new(program, strategy, backend, &format!("n{n}"), s)
        }
    }

    /// An experiment holding `cells`, all planned.
    pub fn experiment_of(cells: Vec<Cell>) -> Experiment {
        let planned = cells.iter().map(|c| c.key.clone()).collect();
        let mut e = Experiment::new(sweep(planned), machine());
        for c in cells {
            e.record(c);
        }
        e
    }

    pub fn sweep(planned: Vec<String>) -> Sweep {
        Sweep {
            name: "test".into(),
            file: "test.toml".into(),
            file_hash: None,
            programs_dir: "programs".into(),
            seed: 0,
            repetitions: 3,
            threads: 0,
            cold_compile: true,
            objective: "traffic".into(),
            ilp_time_limit: None,
            programs: vec!["p".into()],
            peers: Vec::new(),
            oracle: None,
            strategies: vec!["none".into(), "ilp".into()],
            backends: vec!["interp".into(), "cpu".into()],
            size_sets: vec![SizeSet {
                header: None,
                label: "n100".into(),
                scale: 1.0,
                values: BTreeMap::new(),
            }],
            shard: None,
            positions: Vec::new(),
            planned,
        }
    }

    pub fn machine() -> Machine {
        Machine {
            cores: 2,
            os: "linux".into(),
            arch: "x86_64".into(),
            fuselab: "0.1.0".into(),
            cpu: None,
        }
    }

    #[test]
    fn keys_are_stable_and_sort_sizes() {
        let s = sizes(&[("n", 10), ("m", 3)]);
        assert_eq!(cell_key("p", "ilp", "cpu", &s), "p/ilp/cpu/m=3,n=10");
        assert_eq!(
            cell_key("p", "none", "interp", &sizes(&[])),
            "p/none/interp/-"
        );
    }

    #[test]
    fn the_file_hash_is_fnv1a_64() {
        // The published test vectors of 64-bit FNV-1a.
        assert_eq!(file_hash(b""), "fnv1a64:cbf29ce484222325");
        assert_eq!(file_hash(b"a"), "fnv1a64:af63dc4c8601ec8c");
        assert_eq!(file_hash(b"foobar"), "fnv1a64:85944171f73967e8");
    }

    #[test]
    fn experiments_round_trip_and_keep_the_planned_order() {
        let a = cell("p", "none", "interp", 100, 4000, 1.0);
        let b = cell("p", "ilp", "interp", 100, 2000, 0.5);
        let mut e = Experiment::new(sweep(vec![a.key.clone(), b.key.clone()]), machine());
        assert_eq!(e.missing(), vec![a.key.as_str(), b.key.as_str()]);
        e.record(b.clone());
        e.record(a.clone());
        assert_eq!(e.cells[0].key, a.key, "planned order");
        let mut b2 = b.clone();
        b2.elapsed_ms = 9.0;
        e.record(b2);
        assert_eq!(e.cells.len(), 2);
        assert_eq!(e.cell(&b.key).map(|c| c.elapsed_ms), Some(9.0));
        assert!(e.missing().is_empty());
        let text = e.to_json_pretty();
        assert!(text.contains("\"schema_version\": 1"));
        assert!(text.contains("\"status\": \"ok\""));
        assert_eq!(Experiment::from_json(&text).unwrap(), e);
        assert_eq!(
            e.cells[1].figure("cluster", "variables"),
            Some(&serde_json::json!(12))
        );
        assert_eq!(e.cells[1].nodes(), Some(5));
    }

    #[test]
    fn other_versions_and_kinds_are_refused() {
        let e = Experiment::new(sweep(vec![]), machine());
        let mut v = serde_json::to_value(&e).unwrap();
        v["schema_version"] = serde_json::json!(7);
        match Experiment::from_json(&v.to_string()) {
            Err(MetricsError::Version { found: 7, .. }) => {}
            other => panic!("{other:?}"),
        }
        let per_compilation = Metrics::new("p.fl", "p", "ilp").to_json_pretty();
        let err = Experiment::from_json(&per_compilation).unwrap_err();
        assert!(err.to_string().contains("fuselab-experiment"), "{err}");
        assert!(matches!(
            Experiment::from_json("{\"schema_version\": 1, \"kind\": \"fuselab-experiment\"}"),
            Err(MetricsError::Json(_))
        ));
    }

    #[test]
    fn times_take_the_median() {
        let t = Times::of(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!((t.median, t.min, t.max), (2.5, 1.0, 10.0));
        assert_eq!(Times::of(&[4.0, 1.0, 2.0]).median, 2.0);
        assert!(Times::of(&[]).median.is_nan());
    }
}

//! What the benchmarks (`bench` on the CPU, `bench_ptx` on the GPU) share:
//! the setup from the arguments (the sizes they need, the strategies they
//! compare, the seeded inputs), the cost model's bytes and the bound they
//! give, array sizes, timing, and the cells and JSON of their reports.

use crate::args::BenchArgs;
use crate::exit;
use crate::program_file::Loaded;
use anyhow::{anyhow, Result};
use interp::Sizes;
use ir::{Array, Def};
use passes::{Compiled, Options, Registry};
use std::collections::BTreeMap;
use std::time::Instant;

/// Median, min and max of some times (milliseconds); the experiments'
/// metrics record the same.
pub use reports::experiment::Times;

/// What both benchmarks set up from their arguments before compiling: the
/// entry definition, the compile options, the sizes, the strategies.
pub struct Setup<'a> {
    pub loaded: &'a Loaded,
    pub def: &'a Def,
    pub options: Options,
    pub given: Sizes,
    /// The shape of random sequences (`--seq-length`, `--seq-extent`).
    pub sequences: interp::RandomSequences,
    pub registry: Registry,
    /// The strategies compared, `none` first (see [`strategy_names`]).
    pub names: Vec<String>,
}

impl<'a> Setup<'a> {
    /// The entry of `--entry`, its options and every size, and the
    /// strategies; usage errors for missing or unknown sizes.
    pub fn new(args: &BenchArgs, loaded: &'a Loaded) -> Result<Setup<'a>> {
        let def = crate::program_file::entry(loaded, args.program.entry.as_deref())?;
        let options = crate::compiling::options(
            loaded,
            def,
            &args.program.sizes,
            !args.no_simplify,
            args.program.chunk,
        )?;
        let given = all_sizes(args, def)?;
        let registry = crate::compiling::registry_with(&args.ilp.options()?);
        let names = strategy_names(args, &registry);
        Ok(Setup {
            loaded,
            def,
            options,
            given,
            sequences: args.sequences.sequences(),
            registry,
            names,
        })
    }

    /// The seeded random inputs at the sizes.
    pub fn inputs(&self, seed: u64) -> Result<Vec<Array>> {
        interp::random_inputs_with(self.def, &self.given, seed, self.sequences)
            .map_err(exit::input_error)
    }

    /// `prepare` of each strategy in order (to compile them all before
    /// timing anything), stopping at the first error.
    pub fn each_strategy<T>(&self, prepare: impl FnMut(&str) -> Result<T>) -> Result<Vec<T>> {
        self.names.iter().map(String::as_str).map(prepare).collect()
    }

    /// Strategy `name` through the pass manager.
    pub fn compile(&self, name: &str) -> Result<Compiled> {
        let strategy = self
            .registry
            .get(name)
            .map_err(|e| exit::usage(e.to_string()))?;
        Ok(passes::compile(
            &self.loaded.program,
            self.def,
            strategy,
            &self.options,
        )?)
    }

    /// A fused run's run-time error on `inputs`, as every command reports it.
    pub fn stopped(&self, inputs: &[Array], e: interp::RuntimeError) -> anyhow::Error {
        crate::compiling::stopped_fused(self.loaded, self.def, inputs, e)
    }

    /// The sizes by name, for a report.
    pub fn sizes(&self) -> BTreeMap<String, i64> {
        self.given
            .iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect()
    }
}

/// The sizes of `--size`: a benchmark needs every size of `def`.
pub fn all_sizes(args: &BenchArgs, def: &Def) -> Result<Sizes> {
    let given = crate::compiling::given_sizes(&args.program.sizes)?;
    let missing: Vec<String> = crate::compiling::size_names(def)
        .into_iter()
        .filter(|n| !given.contains_key(n.as_str()))
        .collect();
    if !missing.is_empty() {
        let flags: Vec<String> = missing.iter().map(|n| format!("--size {n}=...")).collect();
        return Err(exit::usage(format!(
            "bench needs a value for every size of `{}`: missing {}",
            def.name,
            flags.join(", ")
        )));
    }
    Ok(given)
}

/// The strategies a benchmark compares: those of `--strategies` (each
/// once), else every one but `exhaustive`; `none` first when not named
/// (the speed-ups are over it).
pub fn strategy_names(args: &BenchArgs, registry: &Registry) -> Vec<String> {
    let mut names: Vec<String> = if args.strategies.is_empty() {
        crate::compiling::default_strategies(registry)
    } else {
        let mut v: Vec<String> = Vec::new();
        for s in &args.strategies {
            if !v.contains(s) {
                v.push(s.clone());
            }
        }
        v
    };
    if !names.iter().any(|n| n == "none") {
        names.insert(0, "none".into());
    }
    names
}

/// The bytes the cost model counts for a compiled strategy, or why there is
/// no such figure ([`reports::Metrics::known_bytes`]).
pub fn cost_bytes(compiled: &Compiled, name: &str) -> Result<std::result::Result<i128, String>> {
    if compiled.metrics.cost.is_none() {
        return Err(anyhow!("internal error: `{name}` left no cost"));
    }
    Ok(crate::metrics::of(&compiled.metrics).known_bytes())
}

/// A figure with `digits` decimals, or `-` when there is none.
pub fn or_dash(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".to_string(), |x| format!("{x:.digits$}"))
}

/// The bytes column: the figure, or why there is none.
pub fn bytes_cell(bytes: Option<i128>, unknown: &Option<String>) -> String {
    match (bytes, unknown) {
        (Some(b), _) => b.to_string(),
        (None, Some(why)) => why.clone(),
        (None, None) => "-".to_string(),
    }
}

/// Bytes of an array's buffers.
pub fn array_bytes(a: &Array) -> usize {
    a.buffers().iter().map(|b| b.len() * b.prim().bytes()).sum()
}

/// Bytes of the largest of some arrays (0 for none).
pub fn largest_bytes<'a>(arrays: impl IntoIterator<Item = &'a Array>) -> usize {
    arrays.into_iter().map(array_bytes).max().unwrap_or(0)
}

/// Milliseconds since `start`.
pub fn ms_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1e3
}

/// The cost model's bytes for a strategy and the time they take at the
/// measured bandwidth: the lower bound its times are compared with.
pub struct Bound {
    /// `None` when there is no such figure (see [`cost_bytes`]), and then
    /// there is no bound either.
    pub bytes: Option<i128>,
    /// Why `bytes` is `None`.
    pub unknown: Option<String>,
    /// `bytes` at the bandwidth.
    pub ms: Option<f64>,
}

impl Bound {
    /// The bound of `bytes` at `gbs` GB/s.
    pub fn at(bytes: std::result::Result<i128, String>, gbs: f64) -> Bound {
        let bytes_per_ms = gbs * 1e6;
        let ms = bytes.as_ref().ok().map(|&b| b as f64 / bytes_per_ms);
        Bound {
            bytes: bytes.as_ref().ok().copied(),
            unknown: bytes.err(),
            ms,
        }
    }

    /// A time (milliseconds) over the bound.
    pub fn over(&self, ms: f64) -> Option<f64> {
        self.ms.map(|b| ms / b)
    }
}

/// Each strategy's row, `row(prepared, samples, none's median)`: `times`
/// picks the samples that the speed-ups compare (`none`'s are the first).
pub fn rows<P, S, R>(
    prepared: impl IntoIterator<Item = P>,
    samples: &[S],
    times: impl Fn(&S) -> &[f64],
    row: impl Fn(P, &S, f64) -> R,
) -> Vec<R> {
    let none_median = Times::of(times(&samples[0])).median;
    prepared
        .into_iter()
        .zip(samples)
        .map(|(p, s)| row(p, s, none_median))
        .collect()
}

/// A report as pretty JSON on stdout.
pub fn print_json(report: &impl serde::Serialize) {
    println!(
        "{}",
        serde_json::to_string_pretty(report).expect("the report serialises")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_median_min_and_max() {
        let t = Times::of(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!((t.median, t.min, t.max), (2.5, 1.0, 10.0));
        assert_eq!(Times::of(&[4.0, 1.0, 2.0]).median, 2.0);
    }
}

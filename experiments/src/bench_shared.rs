//! What the benchmarks (`bench` on the CPU, `bench_ptx` on the GPU) share:
//! the sizes they need, the strategies they compare, the cost model's bytes
//! for the bound, array sizes, and the cells of their tables.

use crate::args::BenchArgs;
use crate::exit;
use anyhow::{anyhow, Result};
use interp::inputs::Sizes;
use ir::{Array, Def};
use passes::manager::Registry;

/// Median, min and max of some times (milliseconds); the experiments'
/// metrics record the same.
pub use reports::experiment::Times;

/// The sizes of `--size`: a benchmark needs every size of `def`.
pub fn all_sizes(args: &BenchArgs, def: &Def) -> Result<Sizes> {
    let given = crate::pipeline::given_sizes(&args.sizes)?;
    let missing: Vec<String> = crate::pipeline::size_names(def)
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
        crate::pipeline::default_strategies(registry)
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
/// no such figure: it depends on extents or iteration counts known only when
/// the program runs (symbols such as `#it(loop)`, which the formulas then
/// take as 2^20: no bound), or it is beyond `i128`.
pub fn cost_bytes(
    c: &passes::manager::Compiled,
    name: &str,
) -> Result<std::result::Result<i128, String>> {
    let cost = c
        .metrics
        .cost
        .as_ref()
        .ok_or_else(|| anyhow!("internal error: `{name}` left no cost"))?;
    let unknown: Vec<&str> = c
        .metrics
        .sizes
        .keys()
        .filter(|k| k.starts_with('#'))
        .map(String::as_str)
        .collect();
    Ok(if !unknown.is_empty() {
        Err(format!(
            "unknown ({} known only at run time)",
            unknown.join(", ")
        ))
    } else {
        cost.bytes
            .ok_or_else(|| reports::summary::OVERFLOW.to_string())
    })
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

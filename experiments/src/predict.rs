//! The time model that `bench` checks against what it measures. A loop
//! nest's predicted time is the bytes the cost model counts for its
//! cluster (`ir::cost::Cost`'s reads and writes) at the triad bandwidth of
//! the threads it runs on: every thread for a plan that splits its range
//! into chunks, one thread for `sequential` or a single chunk
//! (`backend::plan::Plan`). A strategy's prediction is the sum over its
//! nests, beside the measured time inside nest functions.
//!
//! Scalar work is not counted, so a compute-bound nest is predicted below
//! its time; the model is the memory side of a roofline, and what it gets
//! right and wrong over the suite is in `docs/results/time-prediction.md`.

use backend::plan::Plan;
use ir::cluster::ClusterId;
use ir::cost::Cost;
use ir::graph::LabelledGraph;
use ir::loops::{Item, LoopProgram};
use std::collections::BTreeMap;

/// Bytes that each cluster moves at the sizes.
pub struct ClusterBytes(BTreeMap<ClusterId, i128>);

impl ClusterBytes {
    /// Each cluster's reads and writes at the sizes of `value_of`; `None`
    /// where a count is not known at them (a filter's length) or does not
    /// fit.
    pub fn of(
        cost: &Cost,
        graph: &LabelledGraph,
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> Option<ClusterBytes> {
        cost.bytes_per_cluster(graph, value_of).map(ClusterBytes)
    }

    /// The bytes of cluster `c` (none where it moves nothing).
    pub fn get(&self, c: ClusterId) -> i128 {
        self.0.get(&c).copied().unwrap_or(0)
    }
}

/// Triad bandwidths in GB/s: on every thread of the run, and on one.
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    pub all_threads_gbs: f64,
    pub one_thread_gbs: f64,
}

/// Whether a nest that ran under `plan` in `chunks` chunks ran on one
/// thread.
pub fn on_one_thread(plan: Plan, chunks: usize) -> bool {
    plan == Plan::Sequential || chunks <= 1
}

/// Each nest's predicted milliseconds, in the order the nests ran
/// (`passes`: each nest's plan and chunks): `None` unless the program is a
/// list of nests run once each, and aliases (a loop or a branch runs its
/// nests a number of times the passes do not say).
pub fn nests(
    program: &LoopProgram,
    bytes: &ClusterBytes,
    passes: &[(Plan, usize)],
    rates: Rates,
) -> Option<Vec<f64>> {
    // (An alias runs no nest and moves nothing.)
    let nests: Vec<ClusterId> = (program.body.iter())
        .filter(|item| !matches!(item, Item::Alias { .. }))
        .map(|item| match item {
            Item::Nest(n) => Some(n.cluster),
            _ => None,
        })
        .collect::<Option<_>>()?;
    if nests.len() != passes.len() {
        return None;
    }
    let predicted = nests.iter().zip(passes).map(|(c, (plan, chunks))| {
        let gbs = match on_one_thread(*plan, *chunks) {
            true => rates.one_thread_gbs,
            false => rates.all_threads_gbs,
        };
        bytes.get(*c) as f64 / (gbs * 1e6)
    });
    Some(predicted.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `none`'s nests of a map and a scan of its result, each at the
    /// bandwidth of the threads its plan runs on.
    #[test]
    fn a_sequential_nest_is_predicted_at_one_threads_bandwidth() {
        let text = "def f (xs: [n]i64) : ([n]i64, [n]i64) =\n  let ys = map (\\x -> x + 1) xs\n  in (ys, scanl1 (+) ys)";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let n = |name: &str| (name == "n").then_some(1_000_000);
        let bytes = ClusterBytes::of(&c.cost, &c.graph, &n).expect("known at n");
        // Each nest reads n i64s and writes n.
        let clusters: Vec<ClusterId> = (c.loops.body.iter())
            .filter_map(|i| match i {
                Item::Nest(nest) => Some(nest.cluster),
                _ => None,
            })
            .collect();
        assert_eq!(clusters.len(), 2);
        for cl in &clusters {
            assert_eq!(bytes.get(*cl), 16_000_000);
        }
        let rates = Rates {
            all_threads_gbs: 32.0,
            one_thread_gbs: 8.0,
        };
        let passes = [(Plan::Chunks, 2), (Plan::Sequential, 1)];
        let ms = nests(&c.loops, &bytes, &passes, rates).expect("a list of nests");
        assert_eq!(ms, vec![0.5, 2.0]);
        // A single chunk runs on one thread too.
        let one_chunk = nests(
            &c.loops,
            &bytes,
            &[(Plan::Chunks, 1), (Plan::Scan, 2)],
            rates,
        );
        assert_eq!(one_chunk, Some(vec![2.0, 0.5]));
        // Passes that do not match the nests: no prediction.
        assert!(nests(&c.loops, &bytes, &passes[..1], rates).is_none());
        // A count not known at the sizes: no bytes.
        assert!(ClusterBytes::of(&c.cost, &c.graph, &|_| None).is_none());
    }
}

//! The time model that `bench` checks against what it measures, a
//! roofline per loop nest: the larger of its memory time and its compute
//! time on the threads it runs on (every thread for a plan that splits its
//! range into chunks, one thread for `sequential` or a single chunk,
//! `backend::plan::Plan`). The memory time is the bytes the cost model
//! counts for its cluster (`ir::cost::Cost`'s reads and writes) at the
//! triad bandwidth of those threads; the compute time is the scalar
//! operations of its cluster's nodes (`ir::cost::Cost::work`, by class,
//! `ir::work`) at the compute probe's seconds per operation of each class
//! on those threads (`fuselab calibrate`; without a compute probe in the
//! machine profile the model is the memory side alone). A strategy's
//! prediction is the sum over its nests, beside the measured time inside
//! nest functions. What it gets right and wrong over the suite is in
//! `docs/results/time-prediction.md`. The experiment runner records the
//! same prediction for each cpu cell ([`of_run`]) from the machine profile
//! alone (it probes nothing), for the report to set beside the measured
//! time.

use crate::machine::{self, MachineProfile};
use backend::plan::Plan;
use ir::cluster::ClusterId;
use ir::cost::Cost;
use ir::graph::LabelledGraph;
use ir::work::{OpSeconds, Ops};
use passes::Compiled;
use std::collections::BTreeMap;

/// What each cluster moves and computes at the sizes.
pub struct ClusterLoad {
    bytes: BTreeMap<ClusterId, i128>,
    ops: BTreeMap<ClusterId, Ops>,
}

impl ClusterLoad {
    /// Each cluster's reads and writes and scalar operations at the sizes
    /// of `value_of`; `None` where a count is not known at them (a
    /// filter's length) or does not fit.
    pub fn of(
        cost: &Cost,
        graph: &LabelledGraph,
        value_of: &dyn Fn(&str) -> Option<i64>,
    ) -> Option<ClusterLoad> {
        Some(ClusterLoad {
            bytes: cost.bytes_per_cluster(graph, value_of)?,
            ops: cost.ops_per_cluster(value_of)?,
        })
    }

    /// What one evaluation of each cluster of `c` moves and computes at
    /// the sizes it was compiled for ([`ir::cost::cost_per_evaluation`]:
    /// a nest in a loop's body is priced each time it runs). The sizes
    /// alone: the record's values of cost symbols (`#xs`, `#the(c)`:
    /// counts known only at run time) are stand-ins, not what a run met,
    /// so a cluster that needs one has no load, and the program no
    /// prediction.
    pub fn per_evaluation(c: &Compiled) -> Option<ClusterLoad> {
        let cost = ir::cost::cost_per_evaluation(&c.graph, &c.deps, &c.clustering, &c.schedule);
        let sizes = &c.metrics.sizes;
        let size = |n: &str| sizes.get(n).copied().filter(|_| !n.starts_with('#'));
        ClusterLoad::of(&cost, &c.graph, &size)
    }

    /// The bytes of cluster `c` (none where it moves nothing).
    pub fn bytes(&self, c: ClusterId) -> i128 {
        self.bytes.get(&c).copied().unwrap_or(0)
    }

    /// The scalar operations of cluster `c`.
    pub fn ops(&self, c: ClusterId) -> Ops {
        self.ops.get(&c).copied().unwrap_or_default()
    }
}

/// What the machine does per second: triad bandwidths in GB/s and the
/// compute probe's seconds per operation, on every thread of the run and
/// on one (no compute figures: the memory side alone).
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    pub all_threads_gbs: f64,
    pub one_thread_gbs: f64,
    pub all_threads_ops: Option<OpSeconds>,
    pub one_thread_ops: Option<OpSeconds>,
}

impl Rates {
    /// Milliseconds for `bytes` and `ops` on one thread or on all: the
    /// larger of the memory and the compute time.
    pub fn ms(&self, bytes: i128, ops: &Ops, one_thread: bool) -> f64 {
        let (gbs, per_op) = match one_thread {
            true => (self.one_thread_gbs, self.one_thread_ops),
            false => (self.all_threads_gbs, self.all_threads_ops),
        };
        let memory = bytes as f64 / (gbs * 1e6);
        let compute = per_op.map_or(0.0, |s| ops.seconds(&s) * 1e3);
        memory.max(compute)
    }
}

impl Rates {
    /// The machine profile's rates at `threads` (its triad bandwidth and
    /// compute probe there, and on one thread where it has them, else the
    /// same); `None` where it has no bandwidth for this CPU at `threads`.
    pub fn from_profile(profile: &MachineProfile, threads: usize) -> Option<Rates> {
        let all = profile.bandwidth_for(threads, 0)?;
        let one = profile.bandwidth_for(1, 0).unwrap_or(all);
        let ops = profile.compute_for(threads).map(|c| c.seconds);
        Some(Rates {
            all_threads_gbs: all.triad_gbs,
            one_thread_gbs: one.triad_gbs,
            all_threads_ops: ops,
            one_thread_ops: profile.compute_for(1).map(|c| c.seconds).or(ops),
        })
    }
}

/// The rates a sweep's cpu cells are predicted with: the default machine
/// profile's (`fuselab calibrate`) at the sweep's threads, read once per
/// run, and where they came from.
pub struct RunRates {
    rates: Rates,
    source: String,
}

impl RunRates {
    /// The default profile's rates on `threads` threads (0: every core);
    /// `None` without a profile of this CPU at those threads.
    pub fn load(threads: usize) -> Option<RunRates> {
        let path = machine::default_path()?;
        let profile = machine::load(&path).ok()??;
        let threads = match threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        Some(RunRates {
            rates: Rates::from_profile(&profile, threads)?,
            source: format!("profile {} of {}", path.display(), profile.date()),
        })
    }
}

/// The prediction of a run of `c` on the CPU whose nests ran as `passes`,
/// of `clusters`, at `rates`; `None` where a count is not known at the
/// sizes ([`ClusterLoad::per_evaluation`], [`nests`]).
pub fn of_run(
    c: &Compiled,
    clusters: &[ClusterId],
    passes: &[(Plan, usize)],
    rates: &RunRates,
) -> Option<reports::experiment::Prediction> {
    let load = ClusterLoad::per_evaluation(c)?;
    let nests_ms = nests(&load, clusters, passes, rates.rates)?;
    Some(reports::experiment::Prediction {
        ms: nests_ms.iter().sum(),
        nests_ms,
        rates: rates.source.clone(),
    })
}

/// Whether a nest that ran under `plan` in `chunks` chunks ran on one
/// thread.
pub fn on_one_thread(plan: Plan, chunks: usize) -> bool {
    plan == Plan::Sequential || chunks <= 1
}

/// Each nest's predicted milliseconds, in the order the nests ran: per
/// nest executed, its cluster (`clusters`, a nest in a loop's body once
/// per iteration) and its plan and chunks (`passes`), priced by what one
/// evaluation of its cluster moves and computes (`load`, from
/// [`ir::cost::cost_per_evaluation`]). `None` where the two lists differ in
/// length or a cluster's load is not known at the sizes (a lifted
/// sequence's chunk, a filter's result: counts known only at run time).
pub fn nests(
    load: &ClusterLoad,
    clusters: &[ClusterId],
    passes: &[(Plan, usize)],
    rates: Rates,
) -> Option<Vec<f64>> {
    if clusters.len() != passes.len() {
        return None;
    }
    let predicted = clusters.iter().zip(passes).map(|(c, (plan, chunks))| {
        rates.ms(load.bytes(*c), &load.ops(*c), on_one_thread(*plan, *chunks))
    });
    Some(predicted.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::work::OpClass;

    /// `none`'s nests of a map and a scan of its result, each at the
    /// bandwidth of the threads its plan runs on.
    #[test]
    fn a_sequential_nest_is_predicted_at_one_threads_bandwidth() {
        let text = "def f (xs: [n]i64) : ([n]i64, [n]i64) =\n  let ys = map (\\x -> x + 1) xs\n  in (ys, scanl1 (+) ys)";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let n = |name: &str| (name == "n").then_some(1_000_000);
        let bytes = ClusterLoad::of(&c.cost, &c.graph, &n).expect("known at n");
        // Each nest reads n i64s and writes n.
        let clusters: Vec<ClusterId> = (c.loops.body.iter())
            .filter_map(|i| match i {
                ir::loops::Item::Nest(nest) => Some(nest.cluster),
                _ => None,
            })
            .collect();
        assert_eq!(clusters.len(), 2);
        for cl in &clusters {
            assert_eq!(bytes.bytes(*cl), 16_000_000);
        }
        let rates = Rates {
            all_threads_gbs: 32.0,
            one_thread_gbs: 8.0,
            all_threads_ops: None,
            one_thread_ops: None,
        };
        let passes = [(Plan::Chunks, 2), (Plan::Sequential, 1)];
        let ms = nests(&bytes, &clusters, &passes, rates).expect("a list of nests");
        assert_eq!(ms, vec![0.5, 2.0]);
        // A single chunk runs on one thread too.
        let one_chunk = nests(
            &bytes,
            &clusters,
            &[(Plan::Chunks, 1), (Plan::Scan, 2)],
            rates,
        );
        assert_eq!(one_chunk, Some(vec![2.0, 0.5]));
        // Passes that do not match the nests: no prediction.
        assert!(nests(&bytes, &clusters, &passes[..1], rates).is_none());
        // A count not known at the sizes: no bytes.
        assert!(ClusterLoad::of(&c.cost, &c.graph, &|_| None).is_none());
    }

    /// A nest in a loop's body is priced per execution: one evaluation of
    /// its cluster (the cost without the loop's `#it(l)` scale), once for
    /// every time the run executed it.
    #[test]
    fn a_nest_in_a_loop_is_predicted_once_per_iteration() {
        let text =
            "def f (xs: [n]f64) : [n]f64 =\n  loop ys = xs for i < 3 do map (\\y -> y + 1.0) ys";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let n = |name: &str| (name == "n").then_some(1_000_000);
        // The scaled cost counts three iterations, the per-evaluation one.
        let scaled = ClusterLoad::of(&c.cost, &c.graph, &n).expect("known at n");
        let per_evaluation =
            ir::cost::cost_per_evaluation(&c.graph, &c.deps, &c.clustering, &c.schedule);
        let load = ClusterLoad::of(&per_evaluation, &c.graph, &n).expect("known at n");
        let body = ir::loops::nests(&c.loops.body)
            .into_iter()
            .map(|nest| nest.cluster)
            .max_by_key(|cl| load.bytes(*cl))
            .expect("the body's map");
        assert_eq!(load.bytes(body), 16_000_000);
        assert_eq!(scaled.bytes(body), 3 * 16_000_000);
        let rates = Rates {
            all_threads_gbs: 16.0,
            one_thread_gbs: 8.0,
            all_threads_ops: None,
            one_thread_ops: None,
        };
        let ran = [body; 3];
        let ms = nests(&load, &ran, &[(Plan::Chunks, 2); 3], rates).expect("per pass");
        assert_eq!(ms, vec![1.0; 3]);
    }

    /// With compute figures, a nest takes the larger of its memory and
    /// its compute time: the map's `x + 1` is one simple operation per
    /// element, the scan's `+` another.
    #[test]
    fn a_nest_takes_the_larger_of_memory_and_compute_time() {
        let text = "def f (xs: [n]f64) : [n]f64 =\n  map (\\x -> exp x + 1.0) xs";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let n = |name: &str| (name == "n").then_some(1_000_000);
        let load = ClusterLoad::of(&c.cost, &c.graph, &n).expect("known at n");
        let cl = ClusterId::from_index(0);
        assert_eq!(load.bytes(cl), 16_000_000);
        let ops = load.ops(cl);
        assert_eq!(ops.get(OpClass::Simple), 1e6);
        assert_eq!(ops.get(OpClass::Exp), 1e6);
        assert_eq!(ops.get(OpClass::Division), 0.0);
        let per_op = |exp| {
            OpSeconds::from_fn(|c| match c {
                OpClass::Simple => 1e-10,
                OpClass::Exp => exp,
                _ => 1e-9,
            })
        };
        let rates = |transcendental| Rates {
            all_threads_gbs: 16.0,
            one_thread_gbs: 8.0,
            all_threads_ops: Some(per_op(transcendental)),
            one_thread_ops: Some(per_op(transcendental * 2.0)),
        };
        // The memory side is 16e6 bytes at 16 or 8 GB/s; the compute side
        // 1e6 simple operations and 1e6 calls at their seconds each.
        let slow = rates(9.9e-9);
        assert!((slow.ms(load.bytes(cl), &ops, false) - 10.0).abs() < 1e-9);
        assert!((slow.ms(load.bytes(cl), &ops, true) - 19.9).abs() < 1e-9);
        // Cheap operations: the memory time.
        let fast = rates(1e-10);
        assert_eq!(fast.ms(load.bytes(cl), &ops, false), 1.0);
        assert_eq!(fast.ms(load.bytes(cl), &ops, true), 2.0);
    }

    /// A profile's rates: the bandwidth and compute probe at the run's
    /// threads, and on one thread where it has them (else the same); none
    /// for a profile of another CPU or without the run's threads.
    #[test]
    fn rates_come_from_the_profile_at_the_runs_threads() {
        use crate::bench_probe::Bandwidth;
        use crate::compute_probe::Compute;
        let Some(here) = crate::bench_probe::cpu_description() else {
            panic!("no CPU description on this machine (/proc/cpuinfo)");
        };
        let bandwidth = |threads, triad_gbs| Bandwidth {
            elements: 1 << 20,
            llc_bytes: 1 << 20,
            threads,
            copy_gbs: triad_gbs,
            triad_gbs,
        };
        let compute = |threads, s| Compute {
            threads,
            elements: 1 << 16,
            seconds: OpSeconds::from_fn(|_| s),
        };
        let mut profile = MachineProfile {
            cpu: here,
            cores: 2,
            calibrated_ms: 0,
            bandwidth: vec![bandwidth(1, 8.0), bandwidth(2, 14.0)],
            compute: vec![compute(2, 1e-9)],
        };
        let r = Rates::from_profile(&profile, 2).expect("threads 2 measured");
        assert_eq!((r.all_threads_gbs, r.one_thread_gbs), (14.0, 8.0));
        assert_eq!(r.all_threads_ops, Some(OpSeconds::from_fn(|_| 1e-9)));
        assert_eq!(r.one_thread_ops, r.all_threads_ops, "no one-thread probe");
        assert!(Rates::from_profile(&profile, 4).is_none());
        profile.cpu = "another CPU".into();
        assert!(Rates::from_profile(&profile, 2).is_none());
    }
}

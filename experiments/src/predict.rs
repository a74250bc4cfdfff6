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
use ir::Poly;
use passes::Compiled;
use std::collections::{BTreeMap, HashMap};

/// What each cluster moves and computes, as the cost model's polynomials:
/// per cluster its accesses (elements and their width) and its work
/// (evaluations and the operations of each), priced at the sizes and at
/// the values of the cost model's unknowns a run met ([`ClusterLoad::at`]).
pub struct ClusterLoad {
    accesses: BTreeMap<ClusterId, Vec<(Poly, i128)>>,
    work: BTreeMap<ClusterId, Vec<(Poly, Ops)>>,
    sizes: BTreeMap<String, i64>,
}

impl ClusterLoad {
    /// Each cluster's reads and writes and scalar operations in `cost`,
    /// at `sizes` (names without a value there are the run's to give).
    pub fn of(cost: &Cost, graph: &LabelledGraph, sizes: BTreeMap<String, i64>) -> ClusterLoad {
        let mut accesses: BTreeMap<ClusterId, Vec<(Poly, i128)>> = BTreeMap::new();
        for a in cost.reads.iter().chain(&cost.writes) {
            let width = graph.array(a.array).ty.elem.bytes() as i128;
            accesses
                .entry(a.cluster)
                .or_default()
                .push((a.count.clone(), width));
        }
        let mut work: BTreeMap<ClusterId, Vec<(Poly, Ops)>> = BTreeMap::new();
        for w in &cost.work {
            work.entry(w.cluster)
                .or_default()
                .push((w.evaluations.clone(), w.ops));
        }
        ClusterLoad {
            accesses,
            work,
            sizes,
        }
    }

    /// What one evaluation of each cluster of `c` moves and computes
    /// ([`ir::cost::cost_per_evaluation`]: a nest in a loop's body is
    /// priced each time it runs), at the sizes it was compiled for. The
    /// record's values of the cost model's unknowns (`#xs`, `#the(c)`:
    /// known only at run time) are stand-ins and are left out: a run gives
    /// them ([`nests`]).
    pub fn per_evaluation(c: &Compiled) -> ClusterLoad {
        let cost = ir::cost::cost_per_evaluation(&c.graph, &c.deps, &c.clustering, &c.schedule);
        let sizes = (c.metrics.sizes.iter())
            .filter(|(n, _)| !n.starts_with('#'))
            .map(|(n, v)| (n.clone(), *v))
            .collect();
        ClusterLoad::of(&cost, &c.graph, sizes)
    }

    /// The bytes and scalar operations of cluster `c`, each name's value
    /// from the sizes, else from `met`; `None` where a name has neither or
    /// a figure does not fit.
    pub fn at(&self, c: ClusterId, met: &HashMap<String, i64>) -> Option<(i128, Ops)> {
        let value = |n: &str| self.sizes.get(n).or_else(|| met.get(n)).copied();
        let mut bytes: i128 = 0;
        for (count, width) in self.accesses.get(&c).into_iter().flatten() {
            let b = count.eval_exact(&value).ok()??.checked_mul(*width)?;
            bytes = bytes.checked_add(b)?;
        }
        let mut ops = Ops::ZERO;
        for (evaluations, each) in self.work.get(&c).into_iter().flatten() {
            let times = evaluations.eval_exact(&value).ok()?? as f64;
            ops = ops.plus(&each.times(times));
        }
        Some((bytes, ops))
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
/// of `clusters`, meeting `met`, at `rates`; `None` where a count is not
/// known ([`nests`]).
pub fn of_run(
    c: &Compiled,
    clusters: &[ClusterId],
    passes: &[(Plan, usize)],
    met: &[(usize, String, i64)],
    rates: &RunRates,
) -> Option<reports::experiment::Prediction> {
    let load = ClusterLoad::per_evaluation(c);
    let nests_ms = nests(&load, clusters, passes, met, rates.rates)?;
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
/// [`ir::cost::cost_per_evaluation`]) at the values of the cost model's
/// unknowns the run had met by then (`met`, `backend::cpu::CpuRun::met`:
/// a filter's length, a lifted sequence's chunk length, the extents of
/// what a chunk made). `None` where the two lists differ in length or a
/// cluster's load has a name with no value.
pub fn nests(
    load: &ClusterLoad,
    clusters: &[ClusterId],
    passes: &[(Plan, usize)],
    met: &[(usize, String, i64)],
    rates: Rates,
) -> Option<Vec<f64>> {
    if clusters.len() != passes.len() {
        return None;
    }
    let mut known: HashMap<String, i64> = HashMap::new();
    let mut log = met.iter().peekable();
    let mut out = Vec::with_capacity(clusters.len());
    for (k, (c, (plan, chunks))) in clusters.iter().zip(passes).enumerate() {
        while let Some((_, name, value)) = log.next_if(|(before, _, _)| *before <= k) {
            known.insert(name.clone(), *value);
        }
        let (bytes, ops) = load.at(*c, &known)?;
        out.push(rates.ms(bytes, &ops, on_one_thread(*plan, *chunks)));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::work::OpClass;

    /// The sizes `n` = `n`.
    fn n_at(n: i64) -> BTreeMap<String, i64> {
        BTreeMap::from([("n".to_string(), n)])
    }

    /// The bytes of cluster `c` at the sizes alone.
    fn bytes_of(load: &ClusterLoad, c: ClusterId) -> Option<i128> {
        load.at(c, &HashMap::new()).map(|(b, _)| b)
    }

    /// `none`'s nests of a map and a scan of its result, each at the
    /// bandwidth of the threads its plan runs on.
    #[test]
    fn a_sequential_nest_is_predicted_at_one_threads_bandwidth() {
        let text = "def f (xs: [n]i64) : ([n]i64, [n]i64) =\n  let ys = map (\\x -> x + 1) xs\n  in (ys, scanl1 (+) ys)";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let bytes = ClusterLoad::of(&c.cost, &c.graph, n_at(1_000_000));
        // Each nest reads n i64s and writes n.
        let clusters: Vec<ClusterId> = (c.loops.body.iter())
            .filter_map(|i| match i {
                ir::loops::Item::Nest(nest) => Some(nest.cluster),
                _ => None,
            })
            .collect();
        assert_eq!(clusters.len(), 2);
        for cl in &clusters {
            assert_eq!(bytes_of(&bytes, *cl), Some(16_000_000));
        }
        let rates = Rates {
            all_threads_gbs: 32.0,
            one_thread_gbs: 8.0,
            all_threads_ops: None,
            one_thread_ops: None,
        };
        let passes = [(Plan::Chunks, 2), (Plan::Sequential, 1)];
        let ms = nests(&bytes, &clusters, &passes, &[], rates).expect("a list of nests");
        assert_eq!(ms, vec![0.5, 2.0]);
        // A single chunk runs on one thread too.
        let one_chunk = nests(
            &bytes,
            &clusters,
            &[(Plan::Chunks, 1), (Plan::Scan, 2)],
            &[],
            rates,
        );
        assert_eq!(one_chunk, Some(vec![2.0, 0.5]));
        // Passes that do not match the nests: no prediction.
        assert!(nests(&bytes, &clusters, &passes[..1], &[], rates).is_none());
        // A count not known at the sizes nor met by the run: no bytes.
        let unknown = ClusterLoad::of(&c.cost, &c.graph, BTreeMap::new());
        assert_eq!(bytes_of(&unknown, clusters[0]), None);
        assert!(nests(&unknown, &clusters, &passes, &[], rates).is_none());
    }

    /// A nest in a loop's body is priced per execution: one evaluation of
    /// its cluster (the cost without the loop's `#it(l)` scale), once for
    /// every time the run executed it.
    #[test]
    fn a_nest_in_a_loop_is_predicted_once_per_iteration() {
        let text =
            "def f (xs: [n]f64) : [n]f64 =\n  loop ys = xs for i < 3 do map (\\y -> y + 1.0) ys";
        let (_, c) = crate::compiling::compile_text(text, "none");
        // The scaled cost counts three iterations, the per-evaluation one.
        let scaled = ClusterLoad::of(&c.cost, &c.graph, n_at(1_000_000));
        let per_evaluation =
            ir::cost::cost_per_evaluation(&c.graph, &c.deps, &c.clustering, &c.schedule);
        let load = ClusterLoad::of(&per_evaluation, &c.graph, n_at(1_000_000));
        let body = ir::loops::nests(&c.loops.body)
            .into_iter()
            .map(|nest| nest.cluster)
            .max_by_key(|cl| bytes_of(&load, *cl))
            .expect("the body's map");
        assert_eq!(bytes_of(&load, body), Some(16_000_000));
        assert_eq!(bytes_of(&scaled, body), Some(3 * 16_000_000));
        let rates = Rates {
            all_threads_gbs: 16.0,
            one_thread_gbs: 8.0,
            all_threads_ops: None,
            one_thread_ops: None,
        };
        let ran = [body; 3];
        let ms = nests(&load, &ran, &[(Plan::Chunks, 2); 3], &[], rates).expect("per pass");
        assert_eq!(ms, vec![1.0; 3]);
    }

    /// With compute figures, a nest takes the larger of its memory and
    /// its compute time: the map's `x + 1` is one simple operation per
    /// element, the scan's `+` another.
    #[test]
    fn a_nest_takes_the_larger_of_memory_and_compute_time() {
        let text = "def f (xs: [n]f64) : [n]f64 =\n  map (\\x -> exp x + 1.0) xs";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let load = ClusterLoad::of(&c.cost, &c.graph, n_at(1_000_000));
        let cl = ClusterId::from_index(0);
        let (bytes, ops) = load.at(cl, &HashMap::new()).expect("known at n");
        assert_eq!(bytes, 16_000_000);
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
        assert!((slow.ms(bytes, &ops, false) - 10.0).abs() < 1e-9);
        assert!((slow.ms(bytes, &ops, true) - 19.9).abs() < 1e-9);
        // Cheap operations: the memory time.
        let fast = rates(1e-10);
        assert_eq!(fast.ms(bytes, &ops, false), 1.0);
        assert_eq!(fast.ms(bytes, &ops, true), 2.0);
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

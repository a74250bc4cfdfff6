//! The time model that `bench` checks against what it measures, a
//! roofline per loop nest: the larger of its memory time and its compute
//! time on the threads it runs on (every thread for a plan that splits its
//! range into chunks, one thread for `sequential` or a single chunk,
//! `backend::plan::Plan`), after the time of calling a nest there (the
//! compute probe's `call_seconds`). The memory time prices the bytes the cost
//! model counts for its cluster (`ir::cost::Cost`'s reads and writes) in
//! two parts: per array it reads (writes), the count up to the array's
//! own elements at the triad bandwidth of those threads (each element
//! comes from memory once), and the rest, the loads the count charges
//! again (a stencil's neighbours, a recomputed producer's reads, a
//! `replicate`'s rows), at the triad bandwidth over arrays in the cache
//! (the compute probe's `cache_gbs`; without it, at the memory's, as the
//! thesis's count that `bench`'s bound keeps does); an array accessed a row
//! apart per iteration of an innermost loop ([`strided_accesses`]) has its
//! first elements at the bandwidth of a transposed read (`calibrate`'s
//! probe) and its loads again a cache line each; each access at an index
//! read from memory (a gather, a `permute`'s combination:
//! [`indirect_accesses`]) also waits, beyond its bytes, for the level of
//! the caches (or the memory) that holds the nest's arrays so accessed
//! together, at `calibrate`'s random-access probe's time per access
//! ([`IndirectLoad`]); the compute time is the scalar
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

use crate::bench_probe::{Bandwidth, RandomAccess, RANDOM_LEVELS};
use crate::compute_probe::Compute;
use crate::machine::{self, MachineProfile};
use backend::plan::Plan;
use ir::cluster::{ClusterId, Clustering};
use ir::cost::Cost;
use ir::graph::{ArrayId, LabelledGraph};
use ir::loops::indirect::Indirect;
use ir::work::{OpSeconds, Ops};
use ir::{Poly, Size};
use passes::Compiled;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// What each cluster moves and computes, as the cost model's polynomials:
/// per cluster its traffic in each array and its work (evaluations and the
/// operations of each), priced at the sizes and at the values of the cost
/// model's unknowns a run met ([`ClusterLoad::at`]).
pub struct ClusterLoad {
    traffic: BTreeMap<ClusterId, Vec<Traffic>>,
    work: BTreeMap<ClusterId, Vec<(Poly, Ops)>>,
    sizes: BTreeMap<String, i64>,
    /// The sets of the cache that holds an untiled walk's lines from one
    /// iteration of the loop around it to the next ([`WalkCache`]); `None`:
    /// every untiled walk misses.
    cache: Option<WalkCache>,
    /// The arrays each nest accesses at indices read from memory
    /// ([`indirect_accesses`]).
    indirect: BTreeSet<(ClusterId, Indirect)>,
    /// The arrays each nest reads both down its columns and along its
    /// rows ([`read_both_ways`]), and the bytes of the last-level cache,
    /// beyond which the second walk comes from memory too.
    both_ways: BTreeSet<(ClusterId, ArrayId)>,
    last_level: Option<i128>,
}

/// The geometry of the cache that an untiled column walk's lines must fit
/// to be found again by the next iteration of the loop around it: the
/// second level (each core's own), from sysfs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkCache {
    pub sets: i128,
    pub ways: i128,
}

impl WalkCache {
    /// This machine's second-level cache (cpu0's, from sysfs); `None`
    /// where sysfs does not list it.
    pub fn here() -> Option<WalkCache> {
        let (sets, ways) = crate::bench_probe::cache_geometry(2)?;
        Some(WalkCache {
            sets: sets as i128,
            ways: ways as i128,
        })
    }

    /// Whether a walk of `rows` rows `stride` bytes apart (a line each)
    /// fits: consecutive rows are `stride / 64` lines apart, so, a line's
    /// set being its number modulo the sets, they fall in `sets /
    /// gcd(stride / 64, sets)` sets of `ways` lines each; a stride of no
    /// whole number of lines spreads them over every set. Huge pages keep
    /// the set index of virtual and physical addresses alike.
    fn fits(&self, rows: i128, stride: i128) -> bool {
        let apart = match stride % CACHE_LINE {
            0 => (stride / CACHE_LINE).max(1),
            _ => 1,
        };
        let mut gcd = (apart, self.sets.max(1));
        while gcd.1 != 0 {
            gcd = (gcd.1, gcd.0 % gcd.1);
        }
        let sets_used = self.sets.max(1) / gcd.0.max(1);
        rows <= sets_used * self.ways
    }
}

impl ClusterLoad {
    /// Each nest's reads and writes and scalar operations in `cost`, at
    /// `sizes` (names without a value there are the run's to give), keyed
    /// by the nest's first cluster: the members of a row group of
    /// `clustering` run in one nest, each in turn over the same row, so
    /// their traffic in an array adds up, and what one member loads of an
    /// array that the group loaded or wrote before is of that row, loaded
    /// again from the cache.
    /// `cost` is of one evaluation of each cluster (as [`Self::per_evaluation`]
    /// takes it), since an array's elements bound what one execution of a
    /// nest moves, not what a loop's iterations move together.
    pub fn of(
        cost: &Cost,
        graph: &LabelledGraph,
        clustering: &Clustering,
        strided: &BTreeSet<Strided>,
        sizes: BTreeMap<String, i64>,
    ) -> ClusterLoad {
        let nest = |c: ClusterId| clustering.row_group(c);
        // Per nest, array and direction (reads, then writes): the
        // elements counted.
        let mut counted: BTreeMap<(ClusterId, ArrayId, bool), Poly> = BTreeMap::new();
        for (written, list) in [(false, &cost.reads), (true, &cost.writes)] {
            for a in list {
                let sum = counted
                    .entry((nest(a.cluster), a.array, written))
                    .or_insert_with(Poly::zero);
                *sum = sum.add(&a.count);
            }
        }
        // Whether the nest of first cluster `c` has more members.
        let grouped = |c: ClusterId| {
            let next = ClusterId::from_index(c.index() + 1);
            next.index() < clustering.len() && clustering.joined(next)
        };
        let mut traffic: BTreeMap<ClusterId, Vec<Traffic>> = BTreeMap::new();
        for (&(cluster, array, written), count) in &counted {
            let info = graph.array(array);
            // A row group's loads of an array it writes are of the rows
            // it has just written.
            let written_here =
                !written && grouped(cluster) && counted.contains_key(&(cluster, array, true));
            traffic.entry(cluster).or_default().push(Traffic {
                array,
                written,
                footprint: info.elements(),
                count: count.clone(),
                elements: match written_here {
                    true => Poly::zero(),
                    false => info.elements(),
                },
                width: info.ty.elem.bytes() as i128,
                shape: info.ty.shape.clone(),
                walk: Walk::of(strided, cluster, array, written),
            });
        }
        let mut work: BTreeMap<ClusterId, Vec<(Poly, Ops)>> = BTreeMap::new();
        for w in &cost.work {
            work.entry(nest(w.cluster))
                .or_default()
                .push((w.evaluations.clone(), w.ops));
        }
        ClusterLoad {
            traffic,
            work,
            sizes,
            cache: None,
            indirect: BTreeSet::new(),
            both_ways: BTreeSet::new(),
            last_level: None,
        }
    }

    /// The same, with untiled column walks that fit `cache` priced as
    /// tiled ones ([`WalkCache::fits`]).
    pub fn with_cache(self, cache: Option<WalkCache>) -> ClusterLoad {
        ClusterLoad { cache, ..self }
    }

    /// The same, with the accesses of `indirect` priced per access
    /// ([`IndirectLoad`]).
    pub fn with_indirect(self, indirect: BTreeSet<(ClusterId, Indirect)>) -> ClusterLoad {
        ClusterLoad { indirect, ..self }
    }

    /// The same, with the arrays of `both_ways` ([`read_both_ways`]) that
    /// are larger than `last_level` bytes read from memory twice, a walk
    /// down the columns each time.
    pub fn with_both_ways(
        self,
        both_ways: BTreeSet<(ClusterId, ArrayId)>,
        last_level: Option<i128>,
    ) -> ClusterLoad {
        ClusterLoad {
            both_ways,
            last_level,
            ..self
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
        let strided = strided_accesses(&c.loops);
        ClusterLoad::of(&cost, &c.graph, &c.clustering, &strided, sizes)
            .with_cache(WalkCache::here())
            .with_indirect(indirect_accesses(&c.loops))
            .with_both_ways(
                read_both_ways(&c.loops),
                Some(backend::cpu::last_level_cache() as i128),
            )
    }

    /// What cluster `c` moves and computes, each name's value from the
    /// sizes, else from `met`; `None` where a count has a name with
    /// neither or a figure does not fit.
    pub fn at(&self, c: ClusterId, met: &HashMap<String, i64>) -> Option<Load> {
        let value = |n: &str| self.sizes.get(n).or_else(|| met.get(n)).copied();
        let (mut memory, mut strided, mut untiled, mut cached): (i128, i128, i128, i128) =
            (0, 0, 0, 0);
        let mut indirect = IndirectLoad::default();
        let mut held = BTreeSet::new();
        for t in self.traffic.get(&c).into_iter().flatten() {
            let (first, again) = t.bytes(&value)?;
            let key = Indirect {
                array: t.array,
                written: t.written,
            };
            if self.indirect.contains(&(c, key)) {
                // A store where the nest also loads at random (a
                // `permute`'s combination) finds the line it loaded.
                let loaded = t.written
                    && (self.indirect).contains(&(
                        c,
                        Indirect {
                            written: false,
                            ..key
                        },
                    ));
                if !loaded {
                    let accesses = (first + again) / t.width;
                    indirect.accesses = indirect.accesses.checked_add(accesses)?;
                }
                if held.insert(t.array) {
                    // Where the array's extents have no value, the bytes
                    // the accesses move: all they can touch.
                    let bytes = match t.footprint.eval_exact(&value) {
                        Ok(Some(elements)) => elements.checked_mul(t.width)?,
                        _ => first.checked_add(again)?,
                    };
                    indirect.footprint = indirect.footprint.checked_add(bytes)?;
                }
            }
            // Along the rows, then down the columns (or the other way
            // round), each through the whole array: where the cache does
            // not hold it, the second walk finds none of it there either.
            let (first, again) = match self.walked_twice(c, t, &value) {
                true => {
                    let second = again.min(first);
                    (first.checked_add(second)?, again - second)
                }
                false => (first, again),
            };
            let column = match t.walk {
                Walk::InOrder => {
                    memory = memory.checked_add(first)?;
                    cached = cached.checked_add(again)?;
                    continue;
                }
                Walk::Tiled => &mut strided,
                Walk::Untiled(axis) => match self.walk_fits(t, axis, &value) {
                    true => &mut strided,
                    false => &mut untiled,
                },
            };
            *column = column.checked_add(first)?;
            // A load down a column that the cache answers moves its whole
            // line.
            let lines = (again / t.width).checked_mul(CACHE_LINE)?;
            cached = cached.checked_add(lines)?;
        }
        let mut ops = Ops::ZERO;
        for (evaluations, each) in self.work.get(&c).into_iter().flatten() {
            let times = evaluations.eval_exact(&value).ok()?? as f64;
            ops = ops.plus(&each.times(times));
        }
        Some(Load {
            memory,
            strided,
            untiled,
            cached,
            indirect,
            ops,
        })
    }
}

impl ClusterLoad {
    /// Whether nest `c` reads `t`'s array both down its columns and along
    /// its rows ([`read_both_ways`], a walk down the columns by
    /// [`strided_accesses`]) and the array is larger than the last-level
    /// cache: not where its extents have no value.
    fn walked_twice(&self, c: ClusterId, t: &Traffic, value: &dyn Fn(&str) -> Option<i64>) -> bool {
        let Some(last_level) = self.last_level else {
            return false;
        };
        let bytes = match t.footprint.eval_exact(value) {
            Ok(Some(elements)) => elements.checked_mul(t.width),
            _ => None,
        };
        !t.written
            && t.walk != Walk::InOrder
            && self.both_ways.contains(&(c, t.array))
            && bytes.is_some_and(|b| b > last_level)
    }

    /// Whether an untiled walk of `t`'s array along `axis` fits the walk
    /// cache at `value`'s sizes: its rows are the axis's extent, its
    /// stride the bytes of a row of the axes after it. Not where an extent
    /// is unknown.
    fn walk_fits(&self, t: &Traffic, axis: usize, value: &dyn Fn(&str) -> Option<i64>) -> bool {
        let Some(cache) = self.cache else {
            return false;
        };
        let extent = |d: &Size| match d {
            Size::Known(p) => p.eval_exact(value).ok().flatten(),
            Size::Unknown => None,
        };
        let Some(rows) = t.shape.get(axis).and_then(extent) else {
            return false;
        };
        let mut stride = t.width;
        for d in t.shape.iter().skip(axis + 1) {
            match extent(d).and_then(|e| stride.checked_mul(e)) {
                Some(s) => stride = s,
                None => return false,
            }
        }
        cache.fits(rows, stride)
    }
}

/// Bytes of a cache line.
const CACHE_LINE: i128 = 64;

/// What one execution of a nest moves and computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Load {
    /// Bytes of elements loaded or stored the first time (from memory), in
    /// order.
    pub memory: i128,
    /// The same, of accesses that move down a column of their array in
    /// tiles ([`strided_accesses`]).
    pub strided: i128,
    /// The same, of accesses that move down a column of their array in a
    /// loop the CPU backend does not tile.
    pub untiled: i128,
    /// Bytes of loads of elements loaded before (from the cache): a cache
    /// line each where the load moves down a column.
    pub cached: i128,
    /// Accesses at indices read from memory.
    pub indirect: IndirectLoad,
    /// Scalar operations by class.
    pub ops: Ops,
}

/// A nest's accesses at indices read from memory ([`indirect_accesses`]),
/// whose bytes the other fields of [`Load`] hold as any access's: each
/// access also waits for a line of its own from the level of the caches
/// that holds every array so accessed together (`footprint`), the
/// random-access probe's time per access there beyond its time on an
/// array the first level holds ([`RandomAccess::ns_at`]); nothing more
/// where the machine profile has no such probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct IndirectLoad {
    /// Elements accessed (a combination's store into the line it loaded
    /// is not one more).
    pub accesses: i128,
    /// Bytes of the arrays accessed (each once; where an array's extents
    /// have no value, the bytes its accesses move).
    pub footprint: i128,
}

/// An array that a cluster reads (`written`: stores) down its columns,
/// in tiles or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Strided {
    pub cluster: ClusterId,
    pub array: ArrayId,
    pub written: bool,
    pub tiled: bool,
    /// The axis the walk moves along (`ir::loops::transposed::RowApart`).
    pub axis: usize,
}

/// How a nest walks an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// In the order of its elements (or at computed positions).
    InOrder,
    /// Down its columns, in tiles ([`strided_accesses`]).
    Tiled,
    /// Down its columns along an axis in a loop that is not tiled (in
    /// some loop of the nest, where it does both).
    Untiled(usize),
}

impl Walk {
    /// How `cluster`'s nest walks `array` (`written`: its stores) by
    /// `strided`.
    fn of(strided: &BTreeSet<Strided>, cluster: ClusterId, array: ArrayId, written: bool) -> Walk {
        let mut walk = Walk::InOrder;
        for s in strided {
            if (s.cluster, s.array, s.written) != (cluster, array, written) {
                continue;
            }
            walk = match (walk, s.tiled) {
                (Walk::Untiled(axis), _) => Walk::Untiled(axis),
                (_, false) => Walk::Untiled(s.axis),
                (_, true) => Walk::Tiled,
            };
        }
        walk
    }
}

/// The accesses of each nest of `loops` (the loop program the CPU runs,
/// after its rewrites) that an innermost loop makes a row apart from one
/// iteration to the next (`ir::loops::transposed::accessed_rows_apart`):
/// a transposed read in a loop over its result (tiled or not), a result
/// written through a transpose, a column of a matrix read in a loop over
/// a row of another (matrix multiply's). Each element of such an access
/// is a cache line of its own. A fold over columns that the CPU backend
/// interchanged reads rows, and is not one.
pub fn strided_accesses(loops: &ir::loops::LoopProgram) -> BTreeSet<Strided> {
    per_nest(loops, ir::loops::transposed::accessed_rows_apart)
        .into_iter()
        .map(|(cluster, walk)| Strided {
            cluster,
            array: walk.array,
            written: walk.written,
            tiled: walk.tiled,
            axis: walk.axis,
        })
        .collect()
}

/// The arrays each nest of `loops` (the loop program the CPU runs) reads
/// in an innermost loop both a row apart per iteration and along a row
/// (`ir::loops::transposed::read_both_ways`: `a[j, i]` beside `a[i, j]`):
/// two walks through the array, in two orders.
pub fn read_both_ways(loops: &ir::loops::LoopProgram) -> BTreeSet<(ClusterId, ArrayId)> {
    per_nest(loops, ir::loops::transposed::read_both_ways)
}

/// The arrays each nest of `loops` (the loop program the CPU runs)
/// accesses at indices read from memory (`ir::loops::indirect`): a
/// gather's source, a `permute`'s target.
pub fn indirect_accesses(loops: &ir::loops::LoopProgram) -> BTreeSet<(ClusterId, Indirect)> {
    per_nest(loops, ir::loops::indirect::accessed_indirectly)
}

/// What `find` finds in the body of each nest of `loops`, with the nest's
/// cluster.
fn per_nest<T: Ord, I: IntoIterator<Item = T>>(
    loops: &ir::loops::LoopProgram,
    find: impl Fn(&ir::loops::Level) -> I,
) -> BTreeSet<(ClusterId, T)> {
    let mut out = BTreeSet::new();
    for nest in ir::loops::nests(&loops.body) {
        out.extend(find(&nest.body).into_iter().map(|t| (nest.cluster, t)));
    }
    out
}

/// The elements of one array that one cluster reads (or writes): the cost
/// model's count and the array's own elements, which bound the distinct
/// ones.
struct Traffic {
    array: ArrayId,
    written: bool,
    /// The array's own elements (what its accesses at random indices
    /// keep in the cache).
    footprint: Poly,
    count: Poly,
    elements: Poly,
    width: i128,
    /// The array's extents.
    shape: Vec<Size>,
    /// Whether its loop's innermost index moves down a column of the array
    /// ([`strided_accesses`]).
    walk: Walk,
}

impl Traffic {
    /// Its bytes at `value`'s values, split into the first of each element
    /// (the count, at most the array's elements) and the rest (loads of
    /// elements loaded before); all first where the array's extents are
    /// unknown (the run did not log them). `None` where the count is
    /// unknown or does not fit.
    fn bytes(&self, value: &dyn Fn(&str) -> Option<i64>) -> Option<(i128, i128)> {
        let count = self.count.eval_exact(value).ok()??;
        let first = match self.elements.eval_exact(value) {
            Ok(Some(elements)) => count.min(elements.max(0)),
            _ => count,
        };
        Some((
            first.checked_mul(self.width)?,
            (count - first).checked_mul(self.width)?,
        ))
    }
}

/// What the machine does per second on every thread of the run and on
/// one.
#[derive(Clone, Copy, Debug)]
pub struct Rates {
    pub all: ThreadRates,
    pub one: ThreadRates,
}

/// What the machine does per second on some threads: the bandwidths of
/// its bandwidth probe and its compute probe's seconds per operation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThreadRates {
    /// The triad's bandwidth over arrays in memory, GB/s.
    pub triad_gbs: f64,
    /// A transposed read's in tiles ([`Bandwidth::transposed_gbs`]);
    /// `None`: at the triad's.
    pub transposed_gbs: Option<f64>,
    /// A transposed read's in a loop that is not tiled
    /// ([`Bandwidth::untiled_gbs`]); `None`: at the tiled one's.
    pub untiled_gbs: Option<f64>,
    /// The triad's over arrays in the cache ([`Bandwidth::cache_gbs`]);
    /// `None`: at the triad's.
    pub cache_gbs: Option<f64>,
    /// The random-access probe's time per access at each level
    /// ([`Bandwidth::random`]); `None`: such accesses priced as in order.
    pub random: Option<[RandomAccess; RANDOM_LEVELS]>,
    /// Seconds per operation of each class; `None`: the memory side alone.
    pub ops: Option<OpSeconds>,
    /// Milliseconds of calling a nest on these threads
    /// ([`Compute::call_seconds`]); `None`: nothing.
    pub call_ms: Option<f64>,
}

impl ThreadRates {
    /// The figures of a bandwidth probe and, where there is one, of a
    /// compute probe.
    pub fn of(bandwidth: &Bandwidth, compute: Option<&Compute>) -> ThreadRates {
        ThreadRates {
            triad_gbs: bandwidth.triad_gbs,
            transposed_gbs: bandwidth.transposed_gbs,
            untiled_gbs: bandwidth.untiled_gbs,
            cache_gbs: bandwidth.cache_gbs,
            random: bandwidth.random,
            ops: compute.map(|c| c.seconds),
            call_ms: compute.and_then(|c| c.call_seconds).map(|s| s * 1e3),
        }
    }
}

impl Rates {
    /// Milliseconds for `load` on one thread or on all: the call's, and
    /// the larger of the memory and the compute time.
    pub fn ms(&self, load: &Load, one_thread: bool) -> f64 {
        let r = match one_thread {
            true => &self.one,
            false => &self.all,
        };
        let gbs = r.triad_gbs;
        let tiled = r.transposed_gbs.unwrap_or(gbs);
        let memory = load.memory as f64 / (gbs * 1e6)
            + load.strided as f64 / (tiled * 1e6)
            + load.untiled as f64 / (r.untiled_gbs.unwrap_or(tiled) * 1e6)
            + load.cached as f64 / (r.cache_gbs.unwrap_or(gbs) * 1e6);
        let i = &load.indirect;
        let waits = r.random.map_or(0.0, |levels| {
            let at = |bytes: i128| RandomAccess::ns_at(&levels, bytes.max(0) as u128);
            let beyond = at(i.footprint).zip(at(0)).map_or(0.0, |(ns, l1)| ns - l1);
            i.accesses as f64 * beyond.max(0.0) * 1e-6
        });
        let memory = memory + waits;
        let compute = r.ops.map_or(0.0, |s| load.ops.seconds(&s) * 1e3);
        r.call_ms.unwrap_or(0.0) + memory.max(compute)
    }

    /// The machine profile's rates at `threads` (its probes there, and on
    /// one thread where it has them, else the same); `None` where it has
    /// no bandwidth for this CPU at `threads`.
    pub fn from_profile(profile: &MachineProfile, threads: usize) -> Option<Rates> {
        let all = profile.bandwidth_for(threads, 0)?;
        let one = profile.bandwidth_for(1, 0).unwrap_or(all);
        let compute = profile.compute_for(threads);
        Some(Rates {
            all: ThreadRates::of(all, compute),
            one: ThreadRates::of(one, profile.compute_for(1).or(compute)),
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
        let executed = load.at(*c, &known)?;
        out.push(rates.ms(&executed, on_one_thread(*plan, *chunks)));
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

    /// The triad at `all` GB/s on every thread and `one` on one, nothing
    /// else measured.
    fn memory_only(all: f64, one: f64) -> Rates {
        let at = |triad_gbs| ThreadRates {
            triad_gbs,
            transposed_gbs: None,
            untiled_gbs: None,
            cache_gbs: None,
            random: None,
            ops: None,
            call_ms: None,
        };
        Rates {
            all: at(all),
            one: at(one),
        }
    }

    /// The load of `c`'s clusters at `sizes`, with no access down a column.
    fn in_order(c: &passes::Compiled, sizes: BTreeMap<String, i64>) -> ClusterLoad {
        ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &BTreeSet::new(), sizes)
    }

    /// The bytes of cluster `c` at the sizes alone.
    fn bytes_of(load: &ClusterLoad, c: ClusterId) -> Option<i128> {
        load.at(c, &HashMap::new())
            .map(|l| l.memory + l.strided + l.cached)
    }

    /// `none`'s nests of a map and a scan of its result, each at the
    /// bandwidth of the threads its plan runs on.
    #[test]
    fn a_sequential_nest_is_predicted_at_one_threads_bandwidth() {
        let text = "def f (xs: [n]i64) : ([n]i64, [n]i64) =\n  let ys = map (\\x -> x + 1) xs\n  in (ys, scanl1 (+) ys)";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let bytes = in_order(&c, n_at(1_000_000));
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
        let rates = memory_only(32.0, 8.0);
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
        let unknown = in_order(&c, BTreeMap::new());
        assert_eq!(bytes_of(&unknown, clusters[0]), None);
        assert!(nests(&unknown, &clusters, &passes, &[], rates).is_none());
    }

    /// A stencil's function reads its operand at three indices: the cost
    /// model counts three loads an element, of which the first of each
    /// element comes from memory and the other two from the cache; a
    /// count below the array's elements (a gather of ten) is all memory.
    #[test]
    fn loads_of_an_element_loaded_before_are_priced_at_the_caches_bandwidth() {
        let text = "def f (xs: [n]f64) : ([n]f64, [10]f64) =\n  (stencil (\\(l, c, r) -> l + c + r) clamp xs, backpermute [10] (\\i -> i) xs)";
        let (_, c) = crate::compiling::compile_text(text, "none");
        let load = in_order(&c, n_at(1_000_000));
        let mut moved: Vec<(i128, i128)> = (c.loops.body.iter())
            .filter_map(|i| match i {
                ir::loops::Item::Nest(nest) => load.at(nest.cluster, &HashMap::new()),
                _ => None,
            })
            .map(|l| (l.memory, l.cached))
            .collect();
        moved.sort();
        // The gather: 10 elements read and written; the stencil: n read
        // and n written, and 2n read again.
        assert_eq!(moved, vec![(20 * 8, 0), (16_000_000, 16_000_000)]);
        let stencil = Load {
            memory: 16_000_000,
            strided: 0,
            untiled: 0,
            cached: 16_000_000,
            indirect: IndirectLoad::default(),
            ops: Ops::ZERO,
        };
        let rates = |cache_gbs| {
            let mut r = memory_only(16.0, 8.0);
            r.all.cache_gbs = cache_gbs;
            r.all.ops = Some(OpSeconds::from_fn(|_| 0.0));
            r
        };
        // 1 ms from memory, then 16e6 bytes at 64 GB/s from the cache, or
        // at the memory's 16 GB/s without a cache bandwidth.
        assert_eq!(rates(Some(64.0)).ms(&stencil, false), 1.25);
        assert_eq!(rates(None).ms(&stencil, false), 2.0);
    }

    /// The loop program as the CPU runs it (after its rewrites), fused by
    /// `strategy`.
    fn cpu_loops(text: &str, strategy: &str) -> passes::Compiled {
        let program = ir::check_source(&ir::SourceFile::new("t.fl", text)).unwrap();
        let def = program.entry(None).unwrap();
        let registry = passes::Registry::builtin();
        let options = passes::Options {
            loop_passes: backend::cpu::rewrite::passes(&backend::cpu::CpuOptions::default()),
            ..passes::Options::default()
        };
        passes::compile(&program, def, registry.get(strategy).unwrap(), &options).unwrap()
    }

    /// A transposed read in a loop over its result is a row apart per
    /// element, and its first loads are priced at the transposed read's
    /// bandwidth, its loads again at a cache line each; an in-order map
    /// reads nothing so, nor does a column sum, which the CPU backend
    /// interchanges to read rows.
    #[test]
    fn reads_down_columns_are_priced_at_the_transposed_reads_bandwidth() {
        let transposed = cpu_loops(
            "def f (a: [m][n]f32) : [n][m]f32 =\n  map (\\x -> x + 1.0f32) (transpose a)",
            "none",
        );
        let strided = strided_accesses(&transposed.loops);
        let a = transposed.graph.array_by_name("a").expect("the parameter");
        assert!(
            strided.iter().any(|s| s.array == a && !s.written),
            "{strided:?}"
        );
        let sizes = BTreeMap::from([("m".to_string(), 1000), ("n".to_string(), 1000)]);
        let load = ClusterLoad::of(
            &transposed.cost,
            &transposed.graph,
            &transposed.clustering,
            &strided,
            sizes,
        );
        let cl = strided.iter().next().unwrap().cluster;
        let executed = load.at(cl, &HashMap::new()).unwrap();
        assert_eq!((executed.strided, executed.memory), (4_000_000, 4_000_000));
        let mut rates = memory_only(16.0, 16.0);
        rates.all.transposed_gbs = Some(4.0);
        // 4e6 bytes at 4 GB/s and 4e6 at 16 GB/s.
        assert_eq!(rates.ms(&executed, false), 1.25);
        // The column sum with its transpose fused (`ilp`).
        for text in [
            "def f (a: [m][n]f32) : [m][n]f32 =\n  map (\\x -> x + 1.0f32) a",
            "def f (a: [m][n]f32) : [n]f32 =\n  fold (+) 0.0f32 (transpose a)",
        ] {
            let c = cpu_loops(text, "ilp");
            assert!(strided_accesses(&c.loops).is_empty(), "{text}");
        }
    }

    /// An array read both down its columns and along its rows in one
    /// nest (`a[j, i]` beside `a[i, j]`) is walked through twice: where it
    /// is larger than the last-level cache, both walks come from memory
    /// down the columns; where the cache holds it, the second walk's
    /// loads are a cache line each, as any load again down a column.
    #[test]
    fn an_array_read_both_ways_beyond_the_last_level_is_walked_from_memory_twice() {
        let c = cpu_loops(
            "def f (a: [n][n]f32) : [n][n]f32 =\n  generate [n][n] (\\(i, j) -> a[i, j] + a[j, i])",
            "none",
        );
        let a = c.graph.array_by_name("a").expect("the parameter");
        let both = read_both_ways(&c.loops);
        let cl = both.iter().next().expect("a nest reads a both ways").0;
        assert_eq!(both, BTreeSet::from([(cl, a)]));
        // A transpose alone, or a map, reads no array both ways.
        for text in [
            "def f (a: [m][n]f32) : [n][m]f32 =\n  map (\\x -> x + 1.0f32) (transpose a)",
            "def f (a: [m][n]f32) : [m][n]f32 =\n  map (\\x -> x + 1.0f32) a",
        ] {
            assert!(
                read_both_ways(&cpu_loops(text, "none").loops).is_empty(),
                "{text}"
            );
        }
        let strided = strided_accesses(&c.loops);
        let sizes = BTreeMap::from([("n".to_string(), 1000)]);
        // 1000 x 1000 f32: 4e6 bytes, read twice, stored once.
        let load_with = |last_level: i128| {
            let l = ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &strided, sizes.clone())
                .with_both_ways(both.clone(), Some(last_level));
            let executed = l.at(cl, &HashMap::new()).unwrap();
            (executed.strided, executed.memory, executed.cached)
        };
        assert_eq!(load_with(1 << 20), (8_000_000, 4_000_000, 0));
        assert_eq!(load_with(1 << 30), (4_000_000, 4_000_000, 64_000_000));
    }

    /// The random-access probe's levels: 1 ns per access up to 16 KiB, 9
    /// ns from 16 MiB on.
    fn random_levels() -> [RandomAccess; RANDOM_LEVELS] {
        std::array::from_fn(|k| RandomAccess {
            bytes: 1 << (14 + 2 * k),
            ns: if k < 5 { 1.0 } else { 9.0 },
        })
    }

    /// A gather through loaded indices (and a `permute`'s combination)
    /// waits per access for the level that holds its source beyond what a
    /// first-level hit costs, on top of its bytes; the index stream, an
    /// in-order map, a stencil's neighbours and a neighbour that loaded
    /// values choose do not.
    #[test]
    fn accesses_at_loaded_indices_wait_for_the_level_that_holds_their_array() {
        let c = cpu_loops(
            "def f (idx: [k]i64) (x: [n]f64) : [k]f64 =\n  backpermute [k] (\\j -> idx[j]) x",
            "none",
        );
        let x = c.graph.array_by_name("x").expect("the parameter");
        let idx = c.graph.array_by_name("idx").expect("the parameter");
        let indirect = indirect_accesses(&c.loops);
        let arrays: Vec<(ArrayId, bool)> =
            indirect.iter().map(|(_, i)| (i.array, i.written)).collect();
        assert_eq!(arrays, vec![(x, false)], "{indirect:?}");
        assert!(!arrays.iter().any(|(a, _)| *a == idx));
        // 2^20 gathers from an array of 2^22 f64 (32 MiB, where the test's
        // levels cost 9 ns an access) or of 2^10 (8 KiB, at the first
        // level's cost: no wait).
        for (n, wait_ns) in [(1i64 << 22, 8.0), (1 << 10, 0.0)] {
            let sizes = BTreeMap::from([("k".to_string(), 1 << 20), ("n".to_string(), n)]);
            let load = ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &BTreeSet::new(), sizes)
                .with_indirect(indirect.clone());
            let cl = indirect.iter().next().unwrap().0;
            let executed = load.at(cl, &HashMap::new()).unwrap();
            assert_eq!(executed.indirect.accesses, 1 << 20);
            assert_eq!(executed.indirect.footprint, n as i128 * 8);
            let plain = memory_only(16.0, 16.0);
            let mut probed = plain;
            probed.all.random = Some(random_levels());
            let waits = probed.ms(&executed, false) - plain.ms(&executed, false);
            let expected = (1u64 << 20) as f64 * wait_ns * 1e-6;
            assert!((waits - expected).abs() < 1e-9, "{n}: {waits} ms");
        }
        // An array whose extent has no value: what the accesses move.
        let sizes = BTreeMap::from([("k".to_string(), 1 << 20)]);
        let load = ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &BTreeSet::new(), sizes)
            .with_indirect(indirect.clone());
        let executed = load.at(indirect.iter().next().unwrap().0, &HashMap::new());
        assert_eq!(executed.unwrap().indirect.footprint, 8 << 20);
        for text in [
            "def f (x: [n]f64) : [n]f64 =\n  map (\\v -> v + 1.0) x",
            "def f (x: [n]f64) : [n]f64 =\n  stencil (\\(l, c, r) -> l + c + r) clamp x",
            // The neighbour that a comparison of loaded values picks.
            "def f (s: [n]i64) (x: [n]f64) : [n]f64 =\n  generate [n] (\\i ->\n    let d = if s[i] == 0 then 1 else -1 in\n    x[min (n - 1) (max 0 (i + d))])",
        ] {
            assert!(
                indirect_accesses(&cpu_loops(text, "none").loops).is_empty(),
                "{text}"
            );
        }
        let scatter = cpu_loops(
            "def f (dst: [k]i64) (v: [k]i64) (z: [n]i64) : [n]i64 =\n  permute (+) z (\\j -> dst[j]) v",
            "none",
        );
        let written: Vec<bool> = (indirect_accesses(&scatter.loops).iter())
            .map(|(_, i)| i.written)
            .collect();
        assert_eq!(written, vec![false, true]);
    }

    /// Between two of the probe's levels the time per access is linear in
    /// the logarithm of the bytes; the first level's below it, the last's
    /// beyond.
    #[test]
    fn the_time_per_random_access_follows_the_probes_levels() {
        let levels = random_levels();
        let at = |bytes: u128| RandomAccess::ns_at(&levels, bytes).unwrap();
        assert_eq!(at(0), 1.0);
        assert_eq!(at(4 << 20), 1.0);
        // Half way from 4 MiB to 16 MiB in the logarithm: 8 MiB.
        assert!((at(8 << 20) - 5.0).abs() < 1e-9);
        assert_eq!(at(16 << 20), 9.0);
        assert_eq!(at(1 << 40), 9.0);
        assert_eq!(RandomAccess::ns_at(&[], 1), None);
    }

    /// A transposed read in a nest that also folds is not tiled: its first
    /// loads are priced at the untiled read's bandwidth; so are a scan's
    /// over a transpose. An interchanged scan stored down columns walks
    /// blocks of a few rows, as a tile does.
    #[test]
    fn reads_down_columns_in_loops_not_tiled_are_priced_at_the_untiled_bandwidth() {
        let text = "def f (a: [m][n]f32) : ([n][m]f32, [n]f32) =\n  let t = map (\\x -> x + 1.0f32) (transpose a)\n  in (t, fold (+) 0.0f32 t)";
        let c = cpu_loops(text, "ilp");
        let strided = strided_accesses(&c.loops);
        let a = c.graph.array_by_name("a").expect("the parameter");
        assert!(
            strided
                .iter()
                .any(|s| s.array == a && !s.written && !s.tiled),
            "{strided:?}"
        );
        let sizes = BTreeMap::from([("m".to_string(), 1000), ("n".to_string(), 1000)]);
        let load = ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &strided, sizes.clone());
        let executed = load.at(strided.iter().next().unwrap().cluster, &HashMap::new());
        let executed = executed.unwrap();
        // `a` untiled; `t` and the sums stored in order.
        assert_eq!(
            (executed.untiled, executed.strided, executed.memory),
            (4_000_000, 0, 4_004_000)
        );
        let mut rates = memory_only(16.0, 16.0);
        rates.all.transposed_gbs = Some(4.0);
        rates.all.untiled_gbs = Some(1.0);
        // 4e6 bytes at 1 GB/s and 4.004e6 at 16 GB/s.
        assert!((rates.ms(&executed, false) - 4.25025).abs() < 1e-9);
        // Without an untiled bandwidth, at the tiled one's.
        rates.all.untiled_gbs = None;
        assert!((rates.ms(&executed, false) - 1.25025).abs() < 1e-9);
        let scan = cpu_loops(
            "def f (a: [m][n]f32) : [n][m]f32 =\n  scanl1 (+) (transpose a)",
            "ilp",
        );
        let walks: Vec<bool> = strided_accesses(&scan.loops)
            .iter()
            .map(|s| s.tiled)
            .collect();
        assert_eq!(walks, vec![false]);
        // The scan of rows stored transposed: interchanged, in blocks.
        let blocks = cpu_loops(
            "def f (a: [m][n]f32) : [n][m]f32 =\n  transpose (scanl1 (+) a)",
            "ilp",
        );
        let walks = strided_accesses(&blocks.loops);
        assert!(
            !walks.is_empty() && walks.iter().all(|s| s.tiled),
            "{walks:?}"
        );
    }

    /// An untiled walk whose rows' lines fit the sets of the walk cache
    /// they map to is priced as a tiled one: matrix multiply's stored
    /// `replicate` read down 512 rows 2 KiB apart (32 lines: 64 of 2,048
    /// sets, 8 ways each) fits, 4,096 rows 32 KiB apart (4 sets) do not.
    #[test]
    fn untiled_walks_that_fit_the_caches_sets_are_priced_as_tiled() {
        let l2 = WalkCache {
            sets: 2048,
            ways: 8,
        };
        assert!(l2.fits(512, 2048));
        assert!(!l2.fits(513, 2048));
        assert!(!l2.fits(4096, 32768));
        assert!(l2.fits(32, 32768));
        // Rows not a whole number of lines apart spread over every set.
        assert!(l2.fits(16384, 4 * 1001));
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/matmul.fl");
        let text = std::fs::read_to_string(path).expect("the suite program");
        let c = cpu_loops(&text, "vertical");
        let strided = strided_accesses(&c.loops);
        let untiled = strided.iter().find(|s| !s.tiled).expect("an untiled walk");
        let sizes: BTreeMap<String, i64> = ["n", "k", "m"]
            .iter()
            .map(|n| (n.to_string(), 512))
            .collect();
        let load = ClusterLoad::of(&c.cost, &c.graph, &c.clustering, &strided, sizes.clone());
        let missing = load.at(untiled.cluster, &HashMap::new()).unwrap();
        let load = load.with_cache(Some(l2));
        let fitting = load.at(untiled.cluster, &HashMap::new()).unwrap();
        // The replicate's 512^3 f32s: untiled without the cache, tiled with.
        assert_eq!((missing.untiled, missing.strided), (1 << 29, 0));
        assert_eq!((fitting.untiled, fitting.strided), (0, 1 << 29));
        // A cache of 2 ways: 128 lines for 512 rows.
        let small = load.with_cache(Some(WalkCache {
            sets: 2048,
            ways: 2,
        }));
        assert_eq!(
            small.at(untiled.cluster, &HashMap::new()).unwrap().untiled,
            1 << 29
        );
    }

    /// The members of a row group run in one nest over the same rows:
    /// `softmax_rows`'s `ilp` nest loads `xs` from memory once and again
    /// from the cache, and `es`, which it stores, again from the cache.
    #[test]
    fn a_row_groups_nest_loads_its_rows_again_from_the_cache() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/softmax_rows.fl");
        let text = std::fs::read_to_string(path).expect("the suite program");
        let c = cpu_loops(&text, "ilp");
        assert!(c.clustering.has_rows(), "ilp joins its clusters in rows");
        let sizes = BTreeMap::from([("m".to_string(), 1000), ("n".to_string(), 1000)]);
        let load = ClusterLoad::per_evaluation(&c);
        let load = ClusterLoad { sizes, ..load };
        let nests = ir::loops::nests(&c.loops.body);
        assert_eq!(nests.len(), 1);
        let executed = load.at(nests[0].cluster, &HashMap::new()).unwrap();
        // From memory: `xs` read, `es` and `ys` stored; from the cache:
        // `xs` read again and `es` read.
        assert_eq!((executed.memory, executed.cached), (12_000_000, 8_000_000));
        assert!(executed.ops.get(OpClass::Exp) >= 1e6);
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
        let per_evaluation =
            ir::cost::cost_per_evaluation(&c.graph, &c.deps, &c.clustering, &c.schedule);
        let load = ClusterLoad::of(
            &per_evaluation,
            &c.graph,
            &c.clustering,
            &BTreeSet::new(),
            n_at(1_000_000),
        );
        let body = ir::loops::nests(&c.loops.body)
            .into_iter()
            .map(|nest| nest.cluster)
            .max_by_key(|cl| bytes_of(&load, *cl))
            .expect("the body's map");
        assert_eq!(bytes_of(&load, body), Some(16_000_000));
        let scaled: i128 = (c.cost.reads.iter().chain(&c.cost.writes))
            .filter(|a| a.cluster == body)
            .map(|a| a.count.eval_exact(&|_| Some(1_000_000)).unwrap().unwrap() * 8)
            .sum();
        assert_eq!(scaled, 3 * 16_000_000);
        let rates = memory_only(16.0, 8.0);
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
        let load = in_order(&c, n_at(1_000_000));
        let cl = ClusterId::from_index(0);
        let executed = load.at(cl, &HashMap::new()).expect("known at n");
        let ops = executed.ops;
        assert_eq!((executed.memory, executed.cached), (16_000_000, 0));
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
        let rates = |transcendental| {
            let mut r = memory_only(16.0, 8.0);
            r.all.ops = Some(per_op(transcendental));
            r.one.ops = Some(per_op(transcendental * 2.0));
            r
        };
        // The memory side is 16e6 bytes at 16 or 8 GB/s; the compute side
        // 1e6 simple operations and 1e6 calls at their seconds each.
        let slow = rates(9.9e-9);
        assert!((slow.ms(&executed, false) - 10.0).abs() < 1e-9);
        assert!((slow.ms(&executed, true) - 19.9).abs() < 1e-9);
        // Cheap operations: the memory time.
        let fast = rates(1e-10);
        assert_eq!(fast.ms(&executed, false), 1.0);
        assert_eq!(fast.ms(&executed, true), 2.0);
        // A nest's call adds its own time on its threads.
        let mut called = fast;
        (called.all.call_ms, called.one.call_ms) = (Some(0.25), Some(0.125));
        assert_eq!(called.ms(&executed, false), 1.25);
        assert_eq!(called.ms(&executed, true), 2.125);
    }

    /// A profile's rates: the bandwidth and compute probe at the run's
    /// threads, and on one thread where it has them (else the same); none
    /// for a profile of another CPU or without the run's threads.
    #[test]
    fn rates_come_from_the_profile_at_the_runs_threads() {
        let Some(here) = crate::bench_probe::cpu_description() else {
            panic!("no CPU description on this machine (/proc/cpuinfo)");
        };
        let bandwidth = |threads, triad_gbs: f64| Bandwidth {
            elements: 1 << 20,
            llc_bytes: 1 << 20,
            threads,
            copy_gbs: triad_gbs,
            triad_gbs,
            transposed_gbs: Some(triad_gbs / 4.0),
            untiled_gbs: Some(triad_gbs / 16.0),
            cache_gbs: Some(triad_gbs * 8.0),
            random: None,
        };
        let compute = |threads, s| Compute {
            threads,
            elements: 1 << 16,
            seconds: OpSeconds::from_fn(|_| s),
            call_seconds: Some(3e-6),
        };
        let mut profile = MachineProfile {
            cpu: here,
            cores: 2,
            calibrated_ms: 0,
            bandwidth: vec![bandwidth(1, 8.0), bandwidth(2, 14.0)],
            compute: vec![compute(2, 1e-9)],
        };
        let r = Rates::from_profile(&profile, 2).expect("threads 2 measured");
        assert_eq!((r.all.triad_gbs, r.one.triad_gbs), (14.0, 8.0));
        assert_eq!(r.all.transposed_gbs, Some(3.5));
        assert_eq!(r.all.untiled_gbs, Some(14.0 / 16.0));
        assert_eq!(
            (r.all.cache_gbs, r.one.cache_gbs),
            (Some(112.0), Some(64.0))
        );
        assert_eq!(r.all.ops, Some(OpSeconds::from_fn(|_| 1e-9)));
        assert_eq!(r.one.ops, r.all.ops, "no one-thread compute probe");
        assert_eq!((r.all.call_ms, r.one.call_ms), (Some(3e-3), Some(3e-3)));
        assert!(Rates::from_profile(&profile, 4).is_none());
        profile.cpu = "another CPU".into();
        assert!(Rates::from_profile(&profile, 2).is_none());
    }
}

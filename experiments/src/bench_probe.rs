//! The bandwidth probe of `bench`: STREAM-style copy and triad loops over
//! arrays larger than the last-level cache, timed on threads; the triad
//! bandwidth turns the bytes the cost model counts into a lower bound on a
//! run's time.

use reports::experiment::Times;
use std::time::Instant;

/// The probe's largest arrays (elements of f64).
pub const PROBE_MAX_ELEMS: usize = 1 << 26;

/// The bandwidth probe's figures.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Bandwidth {
    /// f64 elements per array.
    pub elements: usize,
    pub llc_bytes: usize,
    pub threads: usize,
    /// `a[i] = b[i]`, 16 bytes per element, the median of `--reps` runs.
    pub copy_gbs: f64,
    /// `a[i] = b[i] + s * c[i]`, 24 bytes per element, the median of
    /// `--reps` runs.
    pub triad_gbs: f64,
    /// The bandwidth of a read down the columns of an array in the code
    /// fuselab generates (`crate::compute_probe::transposed_gbs`), where
    /// `fuselab calibrate` measured it; `None` from `bench`'s own probe and
    /// in a profile written before it existed.
    #[serde(default)]
    pub transposed_gbs: Option<f64>,
    /// The same, of a read down the columns in a nest that the CPU
    /// backend does not tile (`transposed_gbs` with the tiles off): every
    /// element a line of its own and, in arrays with long rows, a page
    /// of its own. `None` where `transposed_gbs` is, and in a profile
    /// written before it was measured.
    #[serde(default)]
    pub untiled_gbs: Option<f64>,
    /// The triad's bandwidth over arrays in each core's cache
    /// ([`cache_triad_gbs`]): the price of a load the cache answers.
    /// `None` from `bench`'s own probe and in a profile written before it
    /// was measured.
    #[serde(default)]
    pub cache_gbs: Option<f64>,
    /// Nanoseconds per access at indices read from memory
    /// ([`random_levels`]), per size of array, smallest first. `None` from
    /// `bench`'s own probe and in a profile written before it was measured.
    #[serde(default)]
    pub random: Option<[RandomAccess; RANDOM_LEVELS]>,
}

/// What an access at an index read from memory costs (`xs[idx[i]]`, a
/// `permute`'s combination) for an array of `bytes`: every access a line
/// of its own from the level that holds the array.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RandomAccess {
    /// The array's bytes.
    pub bytes: u64,
    /// Nanoseconds of wall time per access, the accesses of every thread
    /// together (the median of `--reps` runs).
    pub ns: f64,
}

impl RandomAccess {
    /// The nanoseconds per access to arrays of `bytes` together, from
    /// `levels` (the probe's, smallest array first): between two probes,
    /// linear in the logarithm of the bytes; the first's below it, the
    /// last's beyond it. `None` without levels.
    pub fn ns_at(levels: &[RandomAccess], bytes: u128) -> Option<f64> {
        let pairs: Vec<(u64, f64)> = levels.iter().map(|l| (l.bytes, l.ns)).collect();
        ilp::random_ns_at(&pairs, bytes)
    }
}

/// Accesses each thread of the random-access probe makes per run.
const RANDOM_ACCESSES: usize = 1 << 22;

/// Independent streams of indices each thread of the probe interleaves.
const RANDOM_LANES: usize = 8;

/// The random-access probe: each of `threads` threads sums
/// [`RANDOM_ACCESSES`] elements of one shared f64 array of `bytes`
/// (rounded down to a power of two, at least a page) at uniformly random
/// indices, which it computes ([`RANDOM_LANES`] xorshift generators)
/// rather than loads, so that the
/// figure is the gathered lines' alone, not an index stream's (which the
/// time model prices as a stream). The median of `reps` runs.
pub fn random_access(threads: usize, bytes: usize, reps: usize) -> RandomAccess {
    let threads = threads.max(1);
    let elems = 1usize << (bytes.max(4096) / 8).ilog2();
    let data: Vec<f64> = (0..elems).map(|k| k as f64).collect();
    let mask = (elems - 1) as u64;
    let mut runs = Vec::with_capacity(reps);
    for rep in 0..reps.max(1) {
        let start = Instant::now();
        std::thread::scope(|scope| {
            for t in 0..threads {
                let data = &data;
                scope.spawn(move || {
                    // Independent lanes, so that neither the generator nor
                    // the sum is a chain that hides the accesses' own time.
                    let seed = 0x9E37_79B9_7F4A_7C15u64 ^ ((rep * threads + t + 1) as u64);
                    let mut x: [u64; RANDOM_LANES] =
                        std::array::from_fn(|k| seed.wrapping_mul(2 * k as u64 + 1));
                    let mut sum = [0.0f64; RANDOM_LANES];
                    for _ in 0..RANDOM_ACCESSES / RANDOM_LANES {
                        for k in 0..RANDOM_LANES {
                            x[k] ^= x[k] << 13;
                            x[k] ^= x[k] >> 7;
                            x[k] ^= x[k] << 17;
                            sum[k] += data[(x[k] & mask) as usize];
                        }
                    }
                    std::hint::black_box(sum);
                });
            }
        });
        runs.push(start.elapsed().as_secs_f64());
    }
    RandomAccess {
        bytes: (elems * 8) as u64,
        ns: Times::of(&runs).median * 1e9 / (threads * RANDOM_ACCESSES) as f64,
    }
}

/// Sizes of array the random-access probe measures (its levels).
pub const RANDOM_LEVELS: usize = ilp::RANDOM_LEVELS;

/// The random-access probe ([`random_access`]) on arrays of 16 KiB to 256
/// MiB in steps of four, the last at least eight times the last-level
/// cache (`llc_bytes`, at most 1 GiB): the time per access as the array
/// moves out of each level of the caches, which on a machine shared with
/// others is not where the caches' sizes say.
pub fn random_levels(
    threads: usize,
    reps: usize,
    llc_bytes: usize,
) -> [RandomAccess; RANDOM_LEVELS] {
    let mut bytes: [usize; RANDOM_LEVELS] = std::array::from_fn(|k| 1 << (14 + 2 * k));
    bytes[RANDOM_LEVELS - 1] = (llc_bytes.saturating_mul(8)).clamp(1 << 28, 1 << 30);
    bytes.map(|b| random_access(threads, b, reps))
}

/// The sets and ways of cpu0's unified or data cache of `level`, from
/// sysfs (`backend::cpu::caches`); `None` where it does not list them.
pub fn cache_geometry(level: u32) -> Option<(usize, usize)> {
    backend::cpu::caches()
        .iter()
        .find(|c| c.level == Some(level) && c.holds_data)
        .and_then(|c| Some((c.sets?, c.ways?)))
}

/// The chunk length that splits `n` elements into `threads` parts.
pub fn chunk_len(n: usize, threads: usize) -> usize {
    n.div_ceil(threads.max(1)).max(1)
}

/// STREAM-style bandwidth: copy (`a[i] = b[i]`) and triad (`a[i] = b[i] +
/// s * c[i]`) on `elems` f64 per array, split into one contiguous chunk per
/// thread; the median of `reps` runs of each. Bandwidth counts bytes read
/// and written (16 and 24 per element), not the write-allocate reads.
///
/// The median, not the best: the figure prices the nests whose median time
/// `bench` reports, and on a machine whose memory is shared with others
/// the best run is an outlier that moves from one calibration to the next
/// (`docs/results/time-prediction.md` has the spread of both).
pub fn probe(elems: usize, threads: usize, reps: usize, llc_bytes: usize) -> Bandwidth {
    let threads = threads.max(1);
    let chunk = chunk_len(elems, threads);
    // Filled with non-zero values, so every page is touched before timing.
    let mut a = vec![0.5f64; elems];
    let b = vec![1.0f64; elems];
    let c = vec![2.0f64; elems];
    let s = std::hint::black_box(3.0f64);
    let mut copy = Vec::with_capacity(reps);
    let mut triad = Vec::with_capacity(reps);
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        std::thread::scope(|scope| {
            for (a, b) in a.chunks_mut(chunk).zip(b.chunks(chunk)) {
                scope.spawn(move || a.copy_from_slice(b));
            }
        });
        copy.push(start.elapsed().as_secs_f64());
        std::hint::black_box(&mut a);
        let start = Instant::now();
        std::thread::scope(|scope| {
            for ((a, b), c) in a
                .chunks_mut(chunk)
                .zip(b.chunks(chunk))
                .zip(c.chunks(chunk))
            {
                scope.spawn(move || {
                    for ((x, y), z) in a.iter_mut().zip(b).zip(c) {
                        *x = y + s * z;
                    }
                });
            }
        });
        triad.push(start.elapsed().as_secs_f64());
        std::hint::black_box(&mut a);
    }
    let gbs = |bytes_per_elem: usize, secs: f64| (elems * bytes_per_elem) as f64 / secs / 1e9;
    Bandwidth {
        elements: elems,
        llc_bytes,
        threads,
        copy_gbs: gbs(16, Times::of(&copy).median),
        triad_gbs: gbs(24, Times::of(&triad).median),
        transposed_gbs: None,
        untiled_gbs: None,
        cache_gbs: None,
        random: None,
    }
}

/// f64 elements of each array of the cache probe on each thread: three
/// arrays of 32 KiB, past the L1 data cache and within the L2 cache of
/// every CPU of this kind.
pub const CACHE_PROBE_ELEMS: usize = 1 << 12;

/// Passes of the cache probe's triad over its arrays per timing: enough
/// that starting the threads is a few percent of it.
const CACHE_PROBE_PASSES: usize = 4000;

/// The triad's bandwidth over arrays in each core's cache
/// ([`CACHE_PROBE_ELEMS`] per array, each thread its own), in GB/s, the
/// best of `reps` timings: what a load costs that the cache answers, as
/// a nest's loads of elements it has read before (a stencil's neighbours)
/// do.
pub fn cache_triad_gbs(threads: usize, reps: usize) -> f64 {
    let threads = threads.max(1);
    let mut best = f64::INFINITY;
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    let mut a = vec![0.5f64; CACHE_PROBE_ELEMS];
                    let b = vec![1.0f64; CACHE_PROBE_ELEMS];
                    let c = vec![2.0f64; CACHE_PROBE_ELEMS];
                    let s = std::hint::black_box(3.0f64);
                    for _ in 0..CACHE_PROBE_PASSES {
                        for ((x, y), z) in a.iter_mut().zip(&b).zip(&c) {
                            *x = y + s * z;
                        }
                        std::hint::black_box(&mut a);
                    }
                });
            }
        });
        best = best.min(start.elapsed().as_secs_f64());
    }
    let bytes = threads * CACHE_PROBE_PASSES * CACHE_PROBE_ELEMS * 24;
    bytes as f64 / best / 1e9
}

/// The machine's CPU time so far, from the first line of `/proc/stat`:
/// every state's ticks, and those a hypervisor gave to other guests while
/// this one had work (`steal`), the noise a virtual machine's
/// measurements carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuTicks {
    pub steal: u64,
    pub total: u64,
}

impl CpuTicks {
    /// Now; `None` where `/proc/stat` is missing or has no steal field.
    pub fn now() -> Option<CpuTicks> {
        CpuTicks::parse(&std::fs::read_to_string("/proc/stat").ok()?)
    }

    /// The ticks of `/proc/stat`'s text (`cpu user nice system idle
    /// iowait irq softirq steal ...`).
    fn parse(stat: &str) -> Option<CpuTicks> {
        let line = stat.lines().find(|l| l.starts_with("cpu "))?;
        let ticks: Vec<u64> = (line.split_whitespace().skip(1))
            .map(|t| t.parse().ok())
            .collect::<Option<_>>()?;
        Some(CpuTicks {
            steal: *ticks.get(7)?,
            total: ticks.iter().sum(),
        })
    }

    /// The share of the CPU time since `before` that the hypervisor took;
    /// `None` where no tick passed.
    pub fn stolen_since(&self, before: &CpuTicks) -> Option<f64> {
        let total = self.total.checked_sub(before.total).filter(|t| *t > 0)?;
        let steal = self.steal.saturating_sub(before.steal);
        Some(steal as f64 / total as f64)
    }
}

/// The processor's model and the vector features code generation picks
/// between (`AMD EPYC (avx2, fma)`), from `/proc/cpuinfo`; `None` where
/// there is no such file.
pub fn cpu_description() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let field = |key: &str| {
        info.lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
    };
    let model = field("model name").unwrap_or_else(|| "unknown".into());
    let flags = field("flags").unwrap_or_default();
    let have: Vec<&str> = ["avx512f", "avx512dq", "avx512vl", "avx2", "fma", "sse4_2"]
        .into_iter()
        .filter(|f| flags.split_whitespace().any(|x| x == *f))
        .collect();
    Some(format!("{model} ({})", have.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_probe() {
        let b = probe(1 << 12, 2, 1, 1 << 20);
        assert!(b.copy_gbs > 0.0 && b.triad_gbs > 0.0);
        assert!(cache_triad_gbs(2, 1) > 0.0);
        assert_eq!(chunk_len(10, 3), 4);
        assert_eq!(chunk_len(0, 2), 1);
    }

    /// The random-access probe rounds its array down to a power of two and
    /// reports a time per access.
    #[test]
    fn the_random_access_probe() {
        let r = random_access(2, 3 << 12, 1);
        assert_eq!(r.bytes, 1 << 13);
        assert!(r.ns > 0.0);
    }

    /// Steal is the eighth field of `/proc/stat`'s `cpu` line, its share
    /// of every field's ticks between two readings.
    #[test]
    fn the_share_of_cpu_time_the_host_took() {
        let stat = |steal: u64, idle: u64| {
            format!("cpu  100 0 50 {idle} 0 0 0 {steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n")
        };
        let before = CpuTicks::parse(&stat(10, 840)).unwrap();
        assert_eq!(
            before,
            CpuTicks {
                steal: 10,
                total: 1000
            }
        );
        let after = CpuTicks::parse(&stat(30, 920)).unwrap();
        assert_eq!(after.stolen_since(&before), Some(0.2));
        assert_eq!(before.stolen_since(&before), None);
        assert_eq!(CpuTicks::parse("cpu  1 2 3 4"), None);
    }
}

//! Runs a compiled program: the parts that are not loops (shapes and their
//! checks, array-level `if` and `loop`) are evaluated by [`crate::host`],
//! allocation here; each nest is one call of its compiled function, or one
//! call per thread on a chunk of its outermost range.

use super::cpu_program::{
    CompiledNest, CpuProgram, NestFn, Reduction, ScanFns, SegmentFns, MAX_THREADS,
};
use super::memory::FreshMemory;
use super::window::Window;
use crate::host::{self, Host, HostArray, Made};
use crate::llvm::ThreadShare;
use crate::plan::parallel::{Atomic, Plan};
use crate::streamed::{Stream, Streams};
use ir::cluster::ClusterId;
use ir::graph::ArrayId;
use ir::loops::{LoopProgram, Nest};
use ir::runtime::{RuntimeError, RuntimeErrorKind as Kind};
use ir::stream::StreamedValues;
use ir::AllocError;
use ir::{Array, Buffer, Prim, Scalar, Value};
use std::rc::Rc;
use std::time::Instant;

/// What a run produced.
pub struct CpuRun {
    pub value: Value,
    /// Milliseconds in nest functions (all threads together, wall clock).
    pub run_ms: f64,
    /// Per nest executed: its plan and the chunks it ran as.
    pub passes: Vec<(Plan, usize)>,
    /// Per nest executed: its cluster (a nest in a loop's body once per
    /// iteration).
    pub clusters: Vec<ClusterId>,
    /// Per nest executed: milliseconds in it.
    pub nest_ms: Vec<f64>,
    /// The chunk limits the adaptive schedule gave the scheduled loops
    /// (lifted sequence loops), in order.
    pub chunks: Vec<u64>,
    /// The most bytes of arrays one chunk made.
    pub chunk_peak_bytes: u64,
    /// The most bytes a chunk made per element it was given
    /// (`Schedule::bytes_per_element`).
    pub chunk_bytes_per_element: f64,
    /// The values of the cost model's unknowns as the run met them, in
    /// order: (nests run before, the symbol's printed name, its value),
    /// logged where a value changes (`host::Met`). The k-th nest run (from
    /// 0) met those logged with a count of at most k: before it ran, and
    /// the extents of what it made.
    pub met: Vec<(usize, String, i64)>,
}

#[derive(Clone, Debug)]
struct Arr<'a> {
    shape: Vec<usize>,
    bufs: Bufs<'a>,
}

/// An array's buffers: the caller's inputs are used in place, never copied;
/// an alias (a `reshape` stored alone) shares its input's; a streamed input
/// is held a window at a time.
#[derive(Clone, Debug)]
enum Bufs<'a> {
    Own(Vec<Buffer>),
    Input(&'a [Buffer]),
    Alias(Rc<Arr<'a>>),
    Stream(Rc<Window<'a>>),
}

impl Arr<'_> {
    /// Its buffers (none for a streamed input: see [`Arr::ptrs`]).
    fn bufs(&self) -> &[Buffer] {
        match &self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(s) => s,
            Bufs::Alias(a) => a.bufs(),
            Bufs::Stream(_) => &[],
        }
    }

    /// The window of a streamed input (or of what an alias shares).
    fn window(&self) -> Option<&Window<'_>> {
        match &self.bufs {
            Bufs::Stream(w) => Some(w),
            Bufs::Alias(a) => a.window(),
            _ => None,
        }
    }

    /// Each leaf's address, for the tables.
    fn ptrs(&self) -> Vec<*mut u8> {
        match self.window() {
            Some(w) => w.ptrs().collect(),
            None => self.bufs().iter().map(buf_ptr_const).collect(),
        }
    }

    /// The buffers of an array a nest computes (never an input).
    fn bufs_mut(&mut self) -> &mut [Buffer] {
        match &mut self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(_) | Bufs::Alias(_) | Bufs::Stream(_) => {
                unreachable!("nests write only arrays they allocate")
            }
        }
    }

    fn into_buffers(self) -> Vec<Buffer> {
        match self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(s) => s.to_vec(),
            Bufs::Alias(a) => Rc::unwrap_or_clone(a).into_buffers(),
            // A result that is a streamed input as it is: read whole.
            Bufs::Stream(w) => w.whole().map(Array::into_buffers).unwrap_or_default(),
        }
    }
}

impl HostArray for Arr<'_> {
    type Error = RuntimeError;

    fn shape(&self) -> &[usize] {
        &self.shape
    }

    fn element(&self, pos: usize, elem: &ir::ScalarType) -> Result<Scalar, RuntimeError> {
        if let Some(w) = self.window() {
            return host::from_leaves(elem, &mut |k, _| {
                w.get(k, pos).ok_or_else(|| {
                    stream_error(
                        Kind::IllTyped,
                        format!("value {pos} of a streamed input read outside its window"),
                    )
                })
            });
        }
        host::from_leaves(elem, &mut |k, _| Ok(self.bufs()[k].get(pos)))
    }

    fn alias(input: &Rc<Self>, shape: Vec<usize>) -> Self {
        Arr {
            shape,
            bufs: Bufs::Alias(input.clone()),
        }
    }

    fn value_at_no_cost(&self, elem: &ir::ScalarType) -> Option<i64> {
        let integer = matches!(elem, ir::ScalarType::Prim(Prim::I64 | Prim::I32));
        // A fused-away array has a shape and no buffers.
        let held = (self.bufs().first()).is_some_and(|b| b.len() == 1);
        if !self.shape.is_empty() || !integer || self.window().is_some() || !held {
            return None;
        }
        self.element(0, elem).ok()?.as_i64()
    }

    fn limit(x: i64) -> Result<Self, RuntimeError> {
        Ok(Arr {
            shape: Vec::new(),
            bufs: Bufs::Own(vec![Buffer::I64(vec![x])]),
        })
    }

    fn show(&self, range: std::ops::Range<u64>) -> Result<(), RuntimeError> {
        match &self.bufs {
            Bufs::Stream(w) => w.show(range).map_err(|e| {
                stream_error(
                    Kind::OutOfMemory,
                    format!("a streamed input could not be read: {e}"),
                )
            }),
            _ => Ok(()),
        }
    }
}

struct Driver<'a> {
    cp: &'a CpuProgram,
    threads: usize,
    passes: Vec<(Plan, usize)>,
    clusters: Vec<ClusterId>,
    nest_ms: f64,
    each_ms: Vec<f64>,
}

/// Runs the program on `inputs` (one per parameter, already checked against
/// the signature).
pub fn run<'a>(cp: &'a CpuProgram, inputs: &'a [Array]) -> Result<CpuRun, RuntimeError> {
    run_streaming(cp, inputs, &[])
}

/// [`run`] with the values parameters that `streams` name read a chunk's
/// window at a time (docs/sequences.md "Streaming inputs"): their places
/// in `inputs` are not read (an empty array will do); each one's shapes
/// parameter, the next, is in `inputs`. The memory cap
/// (`CpuOptions::seq_memory`) holds what one chunk holds: its windows and
/// the arrays it makes.
pub fn run_streaming<'a>(
    cp: &'a CpuProgram,
    inputs: &'a [Array],
    streams: &'a [StreamedValues],
) -> Result<CpuRun, RuntimeError> {
    let p = &cp.program;
    let mut host: Host<Arr<'a>> = Host::new(p, "cpu");
    let is_streamed = |k: usize| streams.iter().any(|s| s.param == k);
    let (cap, chunk) = (cp.options.seq_memory, cp.options.chunk);
    host.schedule = Some(ir::loops::schedule::Schedule::new(cap, chunk));
    let mut d = Driver {
        cp,
        threads: match cp.options.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n.min(MAX_THREADS),
        },
        passes: Vec::new(),
        clusters: Vec::new(),
        nest_ms: 0.0,
        each_ms: Vec::new(),
    };
    host.check_inputs(inputs.len())?;
    for (k, (a, x)) in p.params.iter().zip(inputs).enumerate() {
        if !is_streamed(k) {
            host.bind(
                *a,
                Rc::new(Arr {
                    shape: x.shape().to_vec(),
                    bufs: Bufs::Input(x.buffers()),
                }),
            );
        }
    }
    bind_streams(&mut host, inputs, streams)?;
    host.items(&p.body, &mut |h, n| d.nest(h, n))?;
    let mut out = Vec::new();
    let results: Vec<Rc<Arr<'a>>> = p
        .results
        .iter()
        .map(|r| host.get(*r))
        .collect::<Result<_, _>>()?;
    // Results move out (a copy only where one array is returned twice, or is
    // an input); the other arrays the run allocated go to the pool.
    let mut spare = Vec::new();
    for slot in std::mem::take(&mut host.arrays).into_iter().flatten() {
        if let Ok(arr) = Rc::try_unwrap(slot) {
            if let Bufs::Own(bufs) = arr.bufs {
                spare.extend(bufs);
            }
        }
    }
    give_back(spare);
    for (r, arr) in p.results.iter().zip(results) {
        let elem = p.arrays[*r].elem.clone();
        let arr = Rc::unwrap_or_clone(arr);
        let shape = arr.shape.clone();
        out.push(
            Array::from_buffers(shape, elem, arr.into_buffers())
                .map_err(|e| host.ill(e.to_string()))?,
        );
    }
    let (chunks, chunk_peak_bytes, chunk_bytes_per_element) =
        host.schedule.take().map_or((Vec::new(), 0, 0.0), |s| {
            (s.chosen, s.peak_bytes, s.bytes_per_element)
        });
    Ok(CpuRun {
        value: host::value(out),
        run_ms: d.nest_ms,
        passes: d.passes,
        clusters: d.clusters,
        nest_ms: d.each_ms,
        chunks,
        chunk_peak_bytes,
        chunk_bytes_per_element,
        met: std::mem::take(&mut host.met.log),
    })
}

/// An error of a streamed input (its reading or its window), the CPU's.
fn stream_error(kind: Kind, detail: impl Into<String>) -> RuntimeError {
    RuntimeError::new(kind, "cpu", ir::Span::default(), detail)
}

/// Binds each streamed values parameter to a window over its stream, the
/// element starts from its shapes input; a stream that a nest outside the
/// scheduled loops reads is shown whole.
fn bind_streams<'a>(
    host: &mut Host<'_, Arr<'a>>,
    inputs: &'a [Array],
    streams: &'a [StreamedValues],
) -> Result<(), RuntimeError> {
    let p = host.program;
    let mut plan = Vec::with_capacity(streams.len());
    for s in streams {
        let (Some(&values), Some(shapes)) = (p.params.get(s.param), inputs.get(s.param + 1)) else {
            return Err(host.ill(format!("a streamed input for parameter {}", s.param)));
        };
        let rank = shapes.shape().get(1).copied().unwrap_or(0);
        let starts = match shapes.buffers() {
            [Buffer::I64(dims)] => ir::stream::element_starts(dims, rank),
            _ => None,
        };
        let starts = starts
            .filter(|st| st.last() == Some(&s.count))
            .ok_or_else(|| {
                host.ill(format!(
                    "the shapes of streamed parameter `{}` do not cover its {} values",
                    p.array_name(values),
                    s.count
                ))
            })?;
        let window = Window::new(s).map_err(|e| stream_error(Kind::OutOfMemory, e))?;
        host.bind(
            values,
            Rc::new(Arr {
                shape: vec![s.count as usize],
                bufs: Bufs::Stream(Rc::new(window)),
            }),
        );
        plan.push(Stream {
            values,
            starts,
            value_bytes: s.value_bytes(),
        });
    }
    let (streams, outside) = Streams::new(p, plan);
    for k in outside {
        let s = &streams.streams[k];
        host.get(s.values)?
            .show(0..*s.starts.last().unwrap_or(&0))?;
    }
    host.streams = streams;
    Ok(())
}

impl<'a> Driver<'a> {
    /// Runs one nest: its arrays allocated, its tables filled, its function
    /// called as the nest's [`Split`] says, its results kept.
    fn nest(&mut self, host: &mut Host<Arr<'a>>, n: &Nest) -> Result<(), RuntimeError> {
        let p = &self.cp.program;
        // Shapes, their checks, allocation.
        let (made, shapes) = host.made(n)?;
        let how = self.cp.options.target.fresh_memory();
        let mut fresh = allocate(p, host, made, how)?;
        if let Some(s) = &mut host.schedule {
            let bufs = fresh.iter().flat_map(|(_, arr)| arr.bufs());
            s.made(bufs.map(|b| b.bytes() as u64).sum());
        }
        let index = host.nest_index(n);
        let mut compiled = self.cp.nests[index];
        let extent = host.extent(n, &shapes)?;
        let mut split = Split::new(&compiled, self.threads, extent);
        // An owned scatter: one range of the target's positions per thread.
        let owned = compiled
            .owned
            .filter(|_| compiled.plan == Plan::Owned && self.threads > 1)
            .filter(|_| self.cp.options.owned_scatters)
            .filter(|_| extent / 2 >= self.threads as i64)
            .and_then(|(f, target)| Some((f, positions(target, &fresh)?)))
            .filter(|(_, count)| *count >= self.threads as i64);
        // Where the driver copies a scatter's defaults (the nest's
        // function copies them itself when it runs whole), the ones it
        // may take in place are taken instead.
        let driver_copies = owned.is_some()
            || (split.scatter.is_some() && split.chunks > 1 && split.scan.is_none())
            || split.scan.is_some_and(|f| f.copies);
        let taken = if driver_copies {
            take_defaults(host, &self.cp.in_place[index], &mut fresh)
        } else {
            Vec::new()
        };
        // The tables: every array computed so far, then the nest's own.
        let mut tables = host::Tables::new(&self.cp.layout, p.arrays.len(), std::ptr::null_mut());
        let mut keep: Vec<Rc<Arr>> = Vec::new();
        for (a, arr) in host.computed() {
            tables.set(a, arr.ptrs(), &arr.shape);
            keep.push(arr.clone());
        }
        host.check_nest_inputs(n)?;
        for (m, arr) in &mut fresh {
            tables.set(m.array, arr.bufs_mut().iter_mut().map(buf_ptr), &m.shape);
        }
        let (bufs, dims) = (&tables.bufs, &tables.dims);
        let mut lens = vec![0i64; p.arrays.len().max(1)];
        if let Some(f) = streaming(self.cp, &compiled, &fresh) {
            compiled.f = f;
            split.align = crate::llvm::STREAM_ELEMENTS;
        }
        // A compaction splits only where every chunk's elements fit below
        // the next chunk's start: capacities of at least the extent.
        let fits = |m: &Made| m.shape.first().is_some_and(|c| *c as i64 >= extent);
        if split.compact && fresh.iter().any(|(m, _)| m.compact && !fits(m)) {
            split.compact = false;
            split.chunks = 1;
        }
        // 16-byte aligned partials, one block per chunk.
        let mut partials = vec![0u128; (split.part_bytes * split.chunks).div_ceil(16).max(1)];
        let start = Instant::now();
        let mut err = [0i64; 4 * 64];
        let status = if let Some((f, count)) = owned {
            split.chunks = self.threads;
            split.scatter = Some(f);
            split.part_bytes = std::mem::size_of::<ThreadShare>();
            split.align = 1;
            // Targets computed once, into a buffer every thread reads.
            let shared = compiled
                .shared_targets
                .filter(|_| self.cp.options.shared_targets);
            // (Without the memory for them, every thread computes them.)
            let mut targets = shared.and_then(|_| zeros(Prim::I64, extent as usize, how).ok());
            let shared = shared.filter(|_| targets.is_some());
            // Each thread's iterations for its stores: the share of the
            // loop that goes with its share of the positions.
            let at = |c: usize| {
                let x = chunk_start(c, count, split.chunks) as i128;
                (x * extent as i128 / count as i128) as i64
            };
            let buffer = targets.as_mut().map_or(std::ptr::null_mut(), buf_ptr) as *mut i64;
            let share = |c: usize| ThreadShare {
                lo: at(c),
                hi: at(c + 1),
                targets: buffer,
            };
            let mut shares: Vec<ThreadShare> = (0..split.chunks).map(share).collect();
            copy_defaults(host, n, &mut fresh, self.threads, &taken)?;
            let partials = shares.as_mut_ptr() as *mut u8;
            let tables = Tables::shared(bufs, dims, &mut lens, &mut err, partials);
            let mut status = run_stores(&compiled, split.chunks, extent, tables, &mut err);
            if let (0, Some((compute, read))) = (status, shared) {
                let chunks = Split {
                    scatter: Some(compute),
                    ..split
                };
                status = run_chunks(compute, &chunks, extent, tables, &mut err);
                split.scatter = Some(read);
            }
            if status == 0 {
                status = run_chunks(compiled.f, &split, count, tables, &mut err);
            }
            if let Some(t) = targets {
                give_back(vec![t]);
            }
            match status {
                0 => 0,
                // The sequential run's error (which thread met its error
                // first says nothing of the order): the whole nest again,
                // from the defaults.
                _ => whole(compiled.f, bufs, dims, &mut lens, &mut err),
            }
        } else if let Some(f) = split.scan {
            // A chained scan that scatters: the defaults once, before any
            // block combines (the block functions do not copy them).
            if f.copies {
                copy_defaults(host, n, &mut fresh, self.threads, &taken)?;
            }
            let tables = super::chained::Tables {
                bufs: bufs.as_ptr(),
                dims: dims.as_ptr(),
                lens: lens.as_mut_ptr(),
            };
            super::chained::run(f, tables, extent, self.threads, &mut err)
        } else if let Some((f, starts)) = segment_starts(host, &compiled, self.threads, extent) {
            split.chunks = starts.len();
            let tables = Tables::shared(bufs, dims, &mut lens, &mut err, std::ptr::null_mut());
            run_segments(f, &starts, extent, tables, &mut err)
        } else if split.chunks == 1 {
            whole(compiled.f, bufs, dims, &mut lens, &mut err)
        } else {
            // A compaction: every chunk's own lengths, each appended array
            // starting at the chunk's first index; the tables 128 bytes
            // apart, so that chunks do not share a cache line (a nest
            // stores its lengths every iteration).
            let arrays = lens.len().next_multiple_of(16);
            let mut chunk_lens = Vec::new();
            if split.compact {
                chunk_lens = vec![0i64; arrays * split.chunks];
                for c in 0..split.chunks {
                    let lo = chunk_start(c, extent, split.chunks);
                    for (m, _) in fresh.iter().filter(|(m, _)| m.compact) {
                        chunk_lens[c * arrays + m.array.index()] = lo;
                    }
                }
            }
            // A scatter into small targets: every chunk but the first into
            // targets of its own, starting at the operators' identities,
            // merged after (no atomics, no contention for the same lines).
            let private = match (split.scatter, compiled.private) {
                (Some(_), Some(f)) => private_targets(p, n, &fresh).map(|ts| (f, ts)),
                _ => None,
            };
            let mut chunk_bufs: Vec<*mut u8> = Vec::new();
            let mut privates: Vec<Buffer> = Vec::new();
            if let Some((f, targets)) = &private {
                split.scatter = Some(*f);
                for c in 0..split.chunks {
                    let mut own = bufs.clone();
                    if c > 0 {
                        for t in targets {
                            let mut b = t.identities();
                            own[self.cp.layout.slot(t.array)] = buf_ptr(&mut b);
                            privates.push(b);
                        }
                    }
                    chunk_bufs.extend(own);
                }
            }
            let tables = Tables {
                bufs: if private.is_some() {
                    chunk_bufs.as_ptr()
                } else {
                    bufs.as_ptr()
                },
                bufs_stride: if private.is_some() { bufs.len() } else { 0 },
                dims: dims.as_ptr(),
                lens: if split.compact {
                    chunk_lens.as_mut_ptr()
                } else {
                    lens.as_mut_ptr()
                },
                lens_stride: if split.compact { arrays } else { 0 },
                err: err.as_mut_ptr(),
                partials: partials.as_mut_ptr() as *mut u8,
            };
            if split.scatter.is_some() {
                copy_defaults(host, n, &mut fresh, self.threads, &taken)?;
            }
            let shared = Tables {
                bufs: bufs.as_ptr(),
                bufs_stride: 0,
                ..tables
            };
            let status = match run_stores(&compiled, split.chunks, extent, shared, &mut err) {
                0 => run_chunks(compiled.f, &split, extent, tables, &mut err),
                failed => failed,
            };
            // A split scatter's error: the sequential run's (a store's may
            // come before an earlier element's combine), the whole nest
            // again from the defaults.
            let status = match (status, compiled.stores) {
                (0, _) | (_, None) => status,
                _ => whole(compiled.f, bufs, dims, &mut lens, &mut err),
            };
            if status == 0 && split.compact {
                compact_chunks(
                    &mut fresh,
                    &chunk_lens,
                    arrays,
                    &mut lens,
                    split.chunks,
                    extent,
                );
            }
            if let (0, Some((_, targets))) = (status, &private) {
                merge_private(&mut fresh, targets, &privates);
            }
            status
        };
        let ms = start.elapsed().as_secs_f64() * 1e3;
        self.nest_ms += ms;
        self.each_ms.push(ms);
        self.passes.push((compiled.plan, split.chunks));
        self.clusters.push(n.cluster);
        drop(keep);
        if status != 0 {
            return Err(host.decode(&err[..4]));
        }
        keep_results(host, fresh, &lens);
        Ok(())
    }
}

/// The nest's function with streaming stores where it is to run
/// ([`super::CpuOptions::stream_bytes`]): the nest writes at least that
/// many bytes of new arrays, and each of their buffers starts at a cache
/// line (the function assumes so; large blocks do under
/// [`super::memory::LineAligned`]).
fn streaming(
    cp: &CpuProgram,
    compiled: &CompiledNest,
    fresh: &[(Made, Arr<'_>)],
) -> Option<NestFn> {
    let (f, least) = (compiled.stream?, cp.options.stream_bytes?);
    let new: Vec<&Buffer> = fresh
        .iter()
        .filter(|(m, _)| m.alloc)
        .flat_map(|(_, arr)| arr.bufs())
        .collect();
    let bytes: usize = new.iter().map(|b| b.bytes()).sum();
    let lines = new
        .iter()
        .all(|b| (buf_ptr_const(b) as usize).is_multiple_of(crate::llvm::LINE));
    (bytes >= least && lines).then_some(f)
}

/// The arrays a nest makes, zeroed where it allocates them.
fn allocate<'a>(
    p: &LoopProgram,
    host: &Host<Arr<'a>>,
    made: Vec<Made>,
    how: FreshMemory,
) -> Result<Vec<(Made, Arr<'a>)>, RuntimeError> {
    let mut fresh: Vec<(Made, Arr)> = Vec::with_capacity(made.len());
    for m in made {
        let bufs = if m.alloc {
            let elem = &p.arrays[m.array].elem;
            elem.leaves()
                .iter()
                .map(|pr| zeros(*pr, m.count, how))
                .collect::<Result<_, _>>()
                .map_err(|e| host.out_of_memory(&m, e))?
        } else {
            Vec::new()
        };
        let arr = Arr {
            shape: m.shape.clone(),
            bufs: Bufs::Own(bufs),
        };
        fresh.push((m, arr));
    }
    Ok(fresh)
}

/// How one execution of a nest is split: into `chunks` of its outermost
/// range, one per thread, or one; a reduction combines the chunks'
/// partials, a scatter's chunks combine concurrently, a chained scan runs
/// blocks instead.
struct Split {
    chunks: usize,
    reduce: Option<Reduction>,
    scatter: Option<NestFn>,
    scan: Option<ScanFns>,
    /// Bytes of partial results per chunk.
    part_bytes: usize,
    /// A compaction: each chunk appends from its own start, and the driver
    /// moves the chunks' elements together ([`compact_chunks`]).
    compact: bool,
    /// Chunks start at multiples of this (a streaming function's promise,
    /// `llvm::STREAM_ELEMENTS`).
    align: i64,
}

impl Split {
    fn new(compiled: &CompiledNest, threads: usize, extent: i64) -> Split {
        let splits = matches!(compiled.plan, Plan::Chunks | Plan::Compact)
            || (compiled.plan == Plan::Reduce && compiled.reduce.is_some())
            || (compiled.plan == Plan::Scatter && compiled.scatter.is_some());
        let chunks = if splits && threads > 1 && extent / 2 >= threads as i64 {
            threads
        } else {
            1
        };
        let reduce = compiled
            .reduce
            .filter(|_| chunks > 1 && compiled.plan == Plan::Reduce);
        let part_bytes = reduce.map_or(0, |r| r.accs * crate::llvm::PARTIAL_BYTES);
        // A chained scan when there is more than one block to chain.
        let scan = compiled.scan.filter(|_| {
            compiled.plan == Plan::Scan && threads > 1 && extent >= 2 * super::chained::SCAN_BLOCK
        });
        Split {
            chunks: if scan.is_some() { threads } else { chunks },
            reduce,
            scatter: compiled.scatter.filter(|_| compiled.plan == Plan::Scatter),
            scan,
            part_bytes,
            compact: compiled.plan == Plan::Compact && chunks > 1,
            align: 1,
        }
    }
}

/// The whole nest in one call (every iteration, `permute`'s defaults
/// copied).
fn whole(f: NestFn, bufs: &[*mut u8], dims: &[i64], lens: &mut [i64], err: &mut [i64]) -> i32 {
    unsafe {
        f(
            bufs.as_ptr(),
            dims.as_ptr(),
            lens.as_mut_ptr(),
            err.as_mut_ptr(),
            0,
            i64::MAX,
            std::ptr::null_mut(),
        )
    }
}

/// A split scatter's stores (`plan::fission`) in `chunks` chunks of the
/// loop's range, before the scatter itself; 0 (done) when it has none.
fn run_stores(
    compiled: &CompiledNest,
    chunks: usize,
    extent: i64,
    tables: Tables,
    err: &mut [i64],
) -> i32 {
    let Some(f) = compiled.stores else {
        return 0;
    };
    let split = Split {
        chunks,
        reduce: None,
        scatter: None,
        scan: None,
        part_bytes: 0,
        compact: false,
        align: 1,
    };
    run_chunks(f, &split, extent, tables, err)
}

/// The number of elements of `target`, an array the nest makes (an owned
/// scatter's target, whose positions the threads share).
fn positions(target: ArrayId, fresh: &[(Made, Arr<'_>)]) -> Option<i64> {
    let (m, _) = fresh.iter().find(|(m, _)| m.array == target)?;
    i64::try_from(m.count).ok()
}

/// `permute`'s defaults, copied once, before the chunks combine.
fn copy_defaults(
    host: &Host<Arr<'_>>,
    n: &Nest,
    fresh: &mut [(Made, Arr<'_>)],
    threads: usize,
    taken: &[ArrayId],
) -> Result<(), RuntimeError> {
    for s in &n.body.pre {
        if let ir::loops::Stmt::Copy { dst, src, .. } = s {
            if taken.contains(dst) {
                continue;
            }
            let from = host.get(*src)?;
            if from.window().is_some() {
                return Err(host.ill("a copy from a streamed input".into()));
            }
            let to = fresh
                .iter_mut()
                .find(|(m, _)| m.array == *dst)
                .ok_or_else(|| host.ill("a copy into an array the nest does not make".into()))?;
            for (t, f) in to.1.bufs_mut().iter_mut().zip(from.bufs()) {
                if !copy_buffer(t, f, threads) {
                    return Err(
                        host.ill("a copy between arrays of different types or shapes".into())
                    );
                }
            }
        }
    }
    Ok(())
}

/// Takes the defaults of the copies `(dst, src)` in place
/// (`plan::in_place`): `dst`'s new buffers and `src`'s are swapped, so the
/// nest combines into the defaults' memory and `src`, which nothing reads
/// again, holds what a rerun from the defaults copies (after a failed
/// scatter: its first error does not depend on them). Returns the arrays
/// taken; a source whose buffers are shared or of another layout is left
/// to be copied.
fn take_defaults<'a>(
    host: &mut Host<Arr<'a>>,
    copies: &[(ArrayId, ArrayId)],
    fresh: &mut [(Made, Arr<'a>)],
) -> Vec<ArrayId> {
    let mut taken = Vec::new();
    for &(dst, src) in copies {
        let Some((_, to)) = fresh.iter_mut().find(|(m, _)| m.array == dst && m.alloc) else {
            continue;
        };
        let Some(from) = host.arrays[src].as_mut().and_then(Rc::get_mut) else {
            continue;
        };
        if let (Bufs::Own(a), Bufs::Own(b)) = (&mut from.bufs, &mut to.bufs) {
            let same = |x: &Buffer, y: &Buffer| x.prim() == y.prim() && x.len() == y.len();
            if a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| same(x, y)) {
                std::mem::swap(a, b);
                taken.push(dst);
            }
        }
    }
    taken
}

/// Targets of at most this many elements are privatised.
const PRIVATE_ELEMENTS: usize = 1 << 16;

/// One target of a privatised scatter: its integer type and operator.
struct PrivateTarget {
    array: ir::graph::ArrayId,
    count: usize,
    prim: Prim,
    op: Atomic,
}

impl PrivateTarget {
    /// A buffer of the operator's identity (0 for `+`, the type's largest
    /// value for `min`, its smallest for `max`).
    fn identities(&self) -> Buffer {
        let (small, large) = match self.prim {
            Prim::I32 => (i32::MIN as i64, i32::MAX as i64),
            _ => (i64::MIN, i64::MAX),
        };
        let v = match self.op {
            Atomic::Add => 0,
            Atomic::Min => large,
            Atomic::Max => small,
        };
        match self.prim {
            Prim::I32 => Buffer::I32(vec![v as i32; self.count]),
            _ => Buffer::I64(vec![v; self.count]),
        }
    }
}

/// The targets of a scatter nest's combines, when each is an integer array
/// the nest makes, of at most [`PRIVATE_ELEMENTS`] elements, combined with
/// `+`, `min` or `max`.
fn private_targets(
    p: &LoopProgram,
    n: &Nest,
    fresh: &[(Made, Arr<'_>)],
) -> Option<Vec<PrivateTarget>> {
    let mut targets: Vec<PrivateTarget> = Vec::new();
    let mut ok = true;
    n.body.walk(&mut |s| {
        if let ir::loops::Stmt::Combine { array, .. } = s {
            let made = fresh.iter().find(|(m, _)| m.array == *array && m.alloc);
            match (crate::plan::parallel::combine_op(p, s), made) {
                (Some((prim @ (Prim::I32 | Prim::I64), op)), Some((m, _)))
                    if m.count <= PRIVATE_ELEMENTS =>
                {
                    if !targets.iter().any(|t| t.array == *array) {
                        targets.push(PrivateTarget {
                            array: *array,
                            count: m.count,
                            prim,
                            op,
                        });
                    }
                }
                _ => ok = false,
            }
        }
    });
    (ok && !targets.is_empty()).then_some(targets)
}

/// Merges the chunks' private targets (`privates`: chunk by chunk, target
/// by target) into the real ones; integer `+` wraps, as the language's.
fn merge_private(fresh: &mut [(Made, Arr<'_>)], targets: &[PrivateTarget], privates: &[Buffer]) {
    fn merge<T: Copy>(to: &mut [T], from: &[T], f: impl Fn(T, T) -> T) {
        to.iter_mut().zip(from).for_each(|(a, b)| *a = f(*a, *b));
    }
    for (k, t) in targets.iter().enumerate() {
        let Some((_, arr)) = fresh.iter_mut().find(|(m, _)| m.array == t.array) else {
            continue;
        };
        for from in privates.iter().skip(k).step_by(targets.len()) {
            match (&mut arr.bufs_mut()[0], from, t.op) {
                (Buffer::I32(to), Buffer::I32(f), Atomic::Add) => merge(to, f, i32::wrapping_add),
                (Buffer::I32(to), Buffer::I32(f), Atomic::Min) => merge(to, f, i32::min),
                (Buffer::I32(to), Buffer::I32(f), Atomic::Max) => merge(to, f, i32::max),
                (Buffer::I64(to), Buffer::I64(f), Atomic::Add) => merge(to, f, i64::wrapping_add),
                (Buffer::I64(to), Buffer::I64(f), Atomic::Min) => merge(to, f, i64::min),
                (Buffer::I64(to), Buffer::I64(f), Atomic::Max) => merge(to, f, i64::max),
                _ => {}
            }
        }
    }
}

/// The length of every chunk but the last of `extent` split `chunks` ways.
fn chunk_step(extent: i64, chunks: usize) -> i64 {
    (extent + chunks as i64 - 1) / chunks as i64
}

/// Where chunk `c` of [`run_chunks`] starts (at most `extent`).
fn chunk_start(c: usize, extent: i64, chunks: usize) -> i64 {
    (c as i64 * chunk_step(extent, chunks)).min(extent)
}

/// After a compaction's chunks: each appended array's elements of chunk
/// `c` (from its start, as many as it appended; its lengths at
/// `chunk_lens[c * arrays..]`) moved down after those of the chunks before
/// it, in order; `lens` gets the totals.
fn compact_chunks(
    fresh: &mut [(Made, Arr<'_>)],
    chunk_lens: &[i64],
    arrays: usize,
    lens: &mut [i64],
    chunks: usize,
    extent: i64,
) {
    for (m, arr) in fresh.iter_mut().filter(|(m, _)| m.compact) {
        let a = m.array.index();
        let mut to = 0usize;
        for c in 0..chunks {
            let from = chunk_start(c, extent, chunks) as usize;
            let count = (chunk_lens[c * arrays + a] as usize).saturating_sub(from);
            if from != to {
                for b in arr.bufs_mut() {
                    move_down(b, from, to, count);
                }
            }
            to += count;
        }
        lens[a] = to as i64;
    }
}

/// Elements `[from, from + count)` of `b` to `[to, to + count)`.
fn move_down(b: &mut Buffer, from: usize, to: usize, count: usize) {
    let r = from..from + count;
    match b {
        Buffer::Bool(v) => v.copy_within(r, to),
        Buffer::I32(v) => v.copy_within(r, to),
        Buffer::I64(v) => v.copy_within(r, to),
        Buffer::F32(v) => v.copy_within(r, to),
        Buffer::F64(v) => v.copy_within(r, to),
    }
}

/// Runs `split.chunks` chunks of the range on threads; the first failing
/// chunk in order reports (as a sequential run would); a reduction's
/// partials are then combined in chunk order and what follows the loop
/// runs once. The status, 0 or 1 (with the error in `err[0..4]`).
fn run_chunks(whole: NestFn, split: &Split, extent: i64, tables: Tables, err: &mut [i64]) -> i32 {
    let (chunks, part_bytes) = (split.chunks, split.part_bytes);
    let step = (chunk_step(extent, chunks) + split.align - 1) / split.align * split.align;
    // A reduction's first chunk folds in `z`; the others start from the
    // operators' neutral elements.
    let fs = |c: usize| match (split.reduce, split.scatter) {
        (Some(r), _) if c == 0 => r.part,
        (Some(r), _) => r.rest,
        (None, Some(sc)) => sc,
        (None, None) => whole,
    };
    let chunk = move |c: usize| {
        let t = tables;
        let f = fs(c);
        let lo = c as i64 * step;
        let part = unsafe { t.partials.add(c * part_bytes) };
        unsafe {
            f(
                t.bufs.add(c * t.bufs_stride),
                t.dims,
                t.lens.add(c * t.lens_stride),
                t.err.add(4 * c),
                lo,
                lo + step,
                part,
            )
        }
    };
    let statuses = on_chunks(chunks, &chunk);
    if let Some(c) = statuses.iter().position(|s| *s != 0) {
        err.copy_within(4 * c..4 * c + 4, 0);
        return 1;
    }
    match split.reduce {
        Some(r) => unsafe {
            let base = tables.partials;
            for c in 1..chunks {
                (r.combine)(base, base.add(c * part_bytes));
            }
            (r.post)(
                tables.bufs,
                tables.dims,
                tables.lens,
                tables.err,
                0,
                0,
                base,
            )
        },
        None => 0,
    }
}

/// Where the chunks of a segmented walk (`plan::segments`) start, in
/// elements and segments, one run of whole segments per thread; `None`
/// when the nest runs whole: one thread, fewer than two elements per
/// thread, one chunk, or lengths that do not add up (the whole run
/// reports the error).
fn segment_starts<'a>(
    host: &Host<Arr<'a>>,
    compiled: &CompiledNest,
    threads: usize,
    extent: i64,
) -> Option<(SegmentFns, Vec<(i64, i64)>)> {
    let f = compiled
        .segments
        .filter(|_| compiled.plan == Plan::Segments)?;
    if threads < 2 || extent / 2 < threads as i64 {
        return None;
    }
    let (_, arr) = host.computed().find(|(a, _)| *a == f.lengths)?;
    let Some(Buffer::I64(all)) = arr.bufs().first() else {
        return None;
    };
    let lengths = all.get(..*arr.shape().first()?)?;
    let starts = crate::plan::segments::split(lengths, extent, threads)?;
    (starts.len() > 1).then_some((f, starts))
}

/// Runs a segmented walk's chunks on threads, chunk `c` over elements
/// `[starts[c].0, starts[c + 1].0)` from segment `starts[c].1` (the last to
/// `extent`, then the statements after the loop from its final state). The
/// first failing chunk in order reports: the chunks before it ran as the
/// sequential run would, and it started from the sequential run's state.
fn run_segments(
    f: SegmentFns,
    starts: &[(i64, i64)],
    extent: i64,
    tables: Tables,
    err: &mut [i64],
) -> i32 {
    let chunks = starts.len();
    let part_bytes = f.state * crate::llvm::PARTIAL_BYTES;
    // 16-byte aligned; every chunk's state zero but its segment's number.
    let mut partials = vec![0u128; (chunks * part_bytes).div_ceil(16).max(1)];
    let mut errs = vec![0i64; 4 * chunks];
    let base = partials.as_mut_ptr() as *mut u8;
    for (c, (_, seg)) in starts.iter().enumerate() {
        for w in 0..f.walks {
            let slot = c * part_bytes + w * crate::llvm::PARTIAL_BYTES;
            // SAFETY: walk `w`'s slot of chunk `c`'s partials, inside the
            // buffer, aligned to 16 bytes.
            unsafe { (base.add(slot) as *mut i64).write(*seg) };
        }
    }
    let t = Tables {
        err: errs.as_mut_ptr(),
        partials: base,
        ..tables
    };
    let chunk = move |c: usize| {
        let t = t;
        let lo = starts[c].0;
        let hi = starts.get(c + 1).map_or(extent, |s| s.0);
        // SAFETY: the tables outlive the chunks; each chunk writes its own
        // partials and error slots, and its own segments' elements.
        unsafe {
            let (part, e) = (t.partials.add(c * part_bytes), t.err.add(4 * c));
            let status = (f.chunk)(t.bufs, t.dims, t.lens, e, lo, hi, part);
            if status != 0 || c + 1 < chunks {
                return status;
            }
            (f.post)(t.bufs, t.dims, t.lens, e, 0, 0, part)
        }
    };
    let statuses = on_chunks(chunks, &chunk);
    match statuses.iter().position(|s| *s != 0) {
        Some(c) => {
            err[..4].copy_from_slice(&errs[4 * c..4 * c + 4]);
            1
        }
        None => 0,
    }
}

/// Runs chunks `0..chunks` on the pool's workers, or on threads started
/// for them where the pool is busy; their statuses in order.
fn on_chunks(chunks: usize, chunk: &(dyn Fn(usize) -> i32 + Sync)) -> Vec<i32> {
    super::pool::run(chunks, chunk).unwrap_or_else(|| on_threads(chunks, chunk))
}

/// Runs chunks `0..chunks` on threads started for them (the pool is busy
/// with another caller's nest); a chunk whose thread the system refuses
/// runs on the calling thread (chunks write disjoint elements, in any
/// order).
fn on_threads(chunks: usize, chunk: &(dyn Fn(usize) -> i32 + Sync)) -> Vec<i32> {
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..chunks)
            .map(|c| std::thread::Builder::new().spawn_scoped(s, move || chunk(c)))
            .collect();
        handles
            .into_iter()
            .enumerate()
            .map(|(c, h)| match h {
                Ok(h) => h.join().unwrap_or(1),
                Err(_) => chunk(c),
            })
            .collect()
    })
}

/// The arrays a nest made become the host's, a compacted one cut to the
/// length its nest appended.
fn keep_results<'a>(host: &mut Host<Arr<'a>>, fresh: Vec<(Made, Arr<'a>)>, lens: &[i64]) {
    for (m, mut arr) in fresh {
        if m.compact {
            let len = lens[m.array.index()].max(0) as usize;
            let row: usize = arr.shape[1..].iter().product();
            arr.shape[0] = len;
            for b in arr.bufs_mut() {
                truncate(b, len * row);
            }
            host.met.length(host.program, m.array, len);
        }
        host.bind(m.array, Rc::new(arr));
    }
}

#[derive(Clone, Copy)]
struct Tables {
    /// Chunk `c`'s buffer table is at `bufs + c * bufs_stride` (a stride
    /// of 0: one table for all).
    bufs: *const *mut u8,
    bufs_stride: usize,
    dims: *const i64,
    /// Chunk `c`'s lengths table is at `lens + c * lens_stride` (a stride
    /// of 0: one table for all).
    lens: *mut i64,
    lens_stride: usize,
    err: *mut i64,
    partials: *mut u8,
}

impl Tables {
    /// One table of buffers and one of lengths for every chunk.
    fn shared(
        bufs: &[*mut u8],
        dims: &[i64],
        lens: &mut [i64],
        err: &mut [i64],
        partials: *mut u8,
    ) -> Tables {
        Tables {
            bufs: bufs.as_ptr(),
            bufs_stride: 0,
            dims: dims.as_ptr(),
            lens: lens.as_mut_ptr(),
            lens_stride: 0,
            err: err.as_mut_ptr(),
            partials,
        }
    }
}

// The tables outlive the chunks' threads (scoped, or the pool's, which the
// driver waits for); chunks write disjoint elements and their own error
// slots, and share the tables only to read them.
unsafe impl Send for Tables {}
unsafe impl Sync for Tables {}

/// Large buffers given back with [`recycle`], for reuse by later runs.
fn pool() -> &'static std::sync::Mutex<Vec<Buffer>> {
    static POOL: std::sync::OnceLock<std::sync::Mutex<Vec<Buffer>>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| std::sync::Mutex::new(Vec::new()))
}

/// Buffers smaller than this are not pooled.
const POOLED_BYTES: usize = 1 << 20;
/// At most this many bytes wait in the pool (the arrays a run allocated but
/// does not return go there too).
const POOL_LIMIT: usize = 4 << 30;

/// Gives the buffers of a result back for reuse by later runs (a benchmark
/// calls this between repetitions, so that they measure the loops and not
/// the kernel's first-touch page faults). Every element of an output is
/// written by its nest, so a reused buffer is not cleared.
pub fn recycle(v: Value) {
    let mut arrays = Vec::new();
    match v {
        Value::Array(a) => arrays.push(a),
        Value::Tuple(vs) => {
            for x in vs {
                if let Value::Array(a) = x {
                    arrays.push(a)
                }
            }
        }
    }
    give_back(arrays.into_iter().flat_map(|a| a.into_buffers()).collect());
}

fn give_back(bufs: Vec<Buffer>) {
    let mut pool = pool().lock().expect("pool lock");
    let mut held: usize = pool.iter().map(Buffer::bytes).sum();
    for b in bufs {
        let bytes = b.bytes();
        if bytes >= POOLED_BYTES && held + bytes <= POOL_LIMIT {
            held += bytes;
            pool.push(b);
        }
    }
}

/// A buffer of `n` elements for an output: a pooled one of that size if any
/// (its old contents are overwritten by the nest), else zeroed memory,
/// prepared `how` for the nest's first writes ([`super::memory`]).
fn zeros(p: Prim, n: usize, how: FreshMemory) -> Result<Buffer, AllocError> {
    if n.saturating_mul(p.bytes()) >= POOLED_BYTES {
        let mut pool = pool().lock().expect("pool lock");
        if let Some(i) = pool.iter().position(|b| b.prim() == p && b.len() == n) {
            return Ok(pool.swap_remove(i));
        }
    }
    let mut b = Buffer::try_zeroed(p, n)?;
    super::memory::prepare(buf_ptr(&mut b), n * p.bytes(), how);
    Ok(b)
}

/// Empties the pool of recycled buffers, so that the next run's arrays are
/// all new memory (`bench`'s fresh runs).
pub fn release_pool() {
    pool().lock().expect("pool lock").clear();
}

fn truncate(b: &mut Buffer, n: usize) {
    match b {
        Buffer::Bool(v) => v.truncate(n),
        Buffer::I32(v) => v.truncate(n),
        Buffer::I64(v) => v.truncate(n),
        Buffer::F32(v) => v.truncate(n),
        Buffer::F64(v) => v.truncate(n),
    }
}

fn buf_ptr(b: &mut Buffer) -> *mut u8 {
    match b {
        Buffer::Bool(v) => v.as_mut_ptr() as *mut u8,
        Buffer::I32(v) => v.as_mut_ptr() as *mut u8,
        Buffer::I64(v) => v.as_mut_ptr() as *mut u8,
        Buffer::F32(v) => v.as_mut_ptr() as *mut u8,
        Buffer::F64(v) => v.as_mut_ptr() as *mut u8,
    }
}

/// Inputs are only read by generated code.
fn buf_ptr_const(b: &Buffer) -> *mut u8 {
    match b {
        Buffer::Bool(v) => v.as_ptr() as *mut u8,
        Buffer::I32(v) => v.as_ptr() as *mut u8,
        Buffer::I64(v) => v.as_ptr() as *mut u8,
        Buffer::F32(v) => v.as_ptr() as *mut u8,
        Buffer::F64(v) => v.as_ptr() as *mut u8,
    }
}

/// Copies `from` into `to`, which has its type and length (else false);
/// a large buffer in slices, one per thread (a `permute`'s defaults: one
/// thread copies at a fraction of the machine's bandwidth).
fn copy_buffer(to: &mut Buffer, from: &Buffer, threads: usize) -> bool {
    if to.prim() != from.prim() || to.len() != from.len() {
        return false;
    }
    let bytes = from.len() * from.prim().bytes();
    let (dst, src) = (buf_ptr(to) as usize, buf_ptr_const(from) as usize);
    let chunks = if bytes >= PARALLEL_COPY_BYTES {
        threads.max(1)
    } else {
        1
    };
    let step = bytes.div_ceil(chunks).next_multiple_of(64);
    let slice = move |c: usize| {
        let (lo, hi) = ((c * step).min(bytes), ((c + 1) * step).min(bytes));
        // Disjoint slices of two buffers the caller holds for the call.
        unsafe {
            std::ptr::copy_nonoverlapping((src + lo) as *const u8, (dst + lo) as *mut u8, hi - lo)
        };
        0
    };
    on_chunks(chunks, &slice);
    true
}

/// Buffers from this size on are copied by every thread.
const PARALLEL_COPY_BYTES: usize = 4 << 20;

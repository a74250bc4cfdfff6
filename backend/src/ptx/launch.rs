//! The launcher: runs a [`PtxProgram`] on the first CUDA device through the
//! driver API (cudarc, with `libcuda.so` loaded at run time, so that a
//! machine without it builds, tests and fails with [`PtxError::NoDriver`]).
//!
//! Like the CPU driver, the host evaluates what is not a loop (shapes and
//! their checks, array-level `if` and `loop`, reading the `the` values they
//! need); the arrays live in device memory. The inputs are copied to the
//! device once, the results back at the end; intermediate manifest arrays
//! never leave the device. Per nest the host uploads its small tables (buffer
//! addresses, extents), launches the nest's kernels with a configuration
//! from the occupancy calculator, synchronises, and reads back the error
//! record (and a `filter`'s length).

use super::ptx_program::{PtxError, PtxProgram};
use crate::host::{self, Host, HostArray, Made};
use crate::plan::gpu::{NestPlan, Shape};
use cudarc::driver::{result, sys};
use ir::loops::schedule::Schedule;
use ir::loops::{LoopProgram, Nest, Stmt};
use ir::runtime::RuntimeError;
use ir::{try_vec, AllocError};
use ir::{Array, Buffer, Prim, Scalar, Span, Value};
use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::hash::{Hash, Hasher};
use std::rc::Rc;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Why a run failed: the device, or the program (a run-time error of the
/// language, the interpreters' named error).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PtxRunError {
    #[error(transparent)]
    Device(#[from] PtxError),
    #[error("{0}")]
    Runtime(RuntimeError),
}

impl From<RuntimeError> for PtxRunError {
    fn from(e: RuntimeError) -> Self {
        PtxRunError::Runtime(e)
    }
}

fn drv(e: result::DriverError) -> PtxError {
    PtxError::Driver(e.to_string())
}

/// The CUDA device (the first one) with its primary context.
pub struct Gpu {
    dev: sys::CUdevice,
    ctx: sys::CUcontext,
    pub name: String,
    pub capability: (i32, i32),
    pub multiprocessors: i32,
}

// The handles are plain identifiers of the driver; every use makes the
// context current first.
unsafe impl Send for Gpu {}
unsafe impl Sync for Gpu {}

impl Gpu {
    /// The device, opened once per process; [`PtxError::NoDriver`] without
    /// `libcuda.so`, [`PtxError::NoDevice`] without a device.
    pub fn get() -> Result<&'static Gpu, PtxError> {
        static GPU: OnceLock<Result<Gpu, PtxError>> = OnceLock::new();
        GPU.get_or_init(Gpu::open).as_ref().map_err(Clone::clone)
    }

    /// Whether a CUDA driver library can be loaded (no device is touched).
    pub fn driver_present() -> bool {
        // SAFETY: only tries to dlopen the library.
        unsafe { sys::is_culib_present() }
    }

    fn open() -> Result<Gpu, PtxError> {
        if !Gpu::driver_present() {
            return Err(PtxError::NoDriver);
        }
        result::init().map_err(|e| PtxError::NoDevice(e.to_string()))?;
        let n = result::device::get_count().map_err(drv)?;
        if n < 1 {
            return Err(PtxError::NoDevice("the driver reports no device".into()));
        }
        let dev = result::device::get(0).map_err(drv)?;
        // SAFETY: `dev` came from the driver.
        let ctx = unsafe { result::primary_ctx::retain(dev) }.map_err(drv)?;
        unsafe { result::ctx::set_current(ctx) }.map_err(drv)?;
        let attr = |a| unsafe { result::device::get_attribute(dev, a) }.map_err(drv);
        use sys::CUdevice_attribute::*;
        Ok(Gpu {
            dev,
            ctx,
            name: result::device::get_name(dev).map_err(drv)?,
            capability: (
                attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
                attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
            ),
            multiprocessors: attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        })
    }

    fn bind(&self) -> Result<(), PtxError> {
        unsafe { result::ctx::set_current(self.ctx) }.map_err(drv)
    }

    /// A short description: `NVIDIA H100 80GB HBM3 (sm_90, 132 SMs)`.
    pub fn describe(&self) -> String {
        let _ = self.dev;
        format!(
            "{} (sm_{}{}, {} SMs)",
            self.name, self.capability.0, self.capability.1, self.multiprocessors
        )
    }

    /// Device-to-device copy bandwidth: the best of `reps` copies of
    /// `bytes` bytes, in GB/s counting bytes read plus bytes written.
    pub fn copy_bandwidth(&self, bytes: usize, reps: usize) -> Result<f64, PtxError> {
        self.bind()?;
        let a = DBuf::alloc(bytes)?;
        let b = DBuf::alloc(bytes)?;
        unsafe { result::memset_d8_sync(a.ptr, 1, bytes) }.map_err(drv)?;
        let mut best = f64::INFINITY;
        for _ in 0..reps.max(1) + 1 {
            result::ctx::synchronize().map_err(drv)?;
            let start = Instant::now();
            unsafe { result::memcpy_dtod_sync(b.ptr, a.ptr, bytes) }.map_err(drv)?;
            result::ctx::synchronize().map_err(drv)?;
            best = best.min(start.elapsed().as_secs_f64());
        }
        Ok(2.0 * bytes as f64 / best / 1e9)
    }
}

/// Device memory, freed on drop.
#[derive(Debug)]
struct DBuf {
    ptr: sys::CUdeviceptr,
    bytes: usize,
}

impl DBuf {
    fn alloc(bytes: usize) -> Result<DBuf, PtxError> {
        let ptr = unsafe { result::malloc_sync(bytes.max(8)) }.map_err(|e| {
            PtxError::Driver(format!(
                "cannot allocate {bytes} bytes of device memory: {e}"
            ))
        })?;
        Ok(DBuf { ptr, bytes })
    }

    fn zeroed(bytes: usize) -> Result<DBuf, PtxError> {
        let b = DBuf::alloc(bytes)?;
        unsafe { result::memset_d8_sync(b.ptr, 0, bytes.max(8)) }.map_err(drv)?;
        Ok(b)
    }

    fn upload<T>(data: &[T]) -> Result<DBuf, PtxError> {
        let b = DBuf::alloc(std::mem::size_of_val(data))?;
        if !data.is_empty() {
            unsafe { result::memcpy_htod_sync(b.ptr, data) }.map_err(drv)?;
        }
        Ok(b)
    }

    fn download<T: Copy>(&self, out: &mut [T]) -> Result<(), PtxError> {
        if !out.is_empty() {
            unsafe { result::memcpy_dtoh_sync(out, self.ptr) }.map_err(drv)?;
        }
        Ok(())
    }
}

impl Drop for DBuf {
    fn drop(&mut self) {
        // SAFETY: allocated by `alloc`, freed once.
        unsafe {
            let _ = result::free_sync(self.ptr);
        }
    }
}

/// A loaded module with its kernels and their launch configurations.
struct Loaded {
    _module: sys::CUmodule,
    functions: HashMap<String, (sys::CUfunction, Config)>,
}

unsafe impl Send for Loaded {}

/// Block size and the grid that fills the device (from the occupancy
/// calculator).
#[derive(Clone, Copy, Debug)]
struct Config {
    block: u32,
    full_grid: u32,
}

/// Threads per block at most for kernels that keep a record per thread in
/// shared memory.
const RECORD_BLOCK: i32 = 256;

fn modules() -> &'static Mutex<HashMap<u64, Loaded>> {
    static M: OnceLock<Mutex<HashMap<u64, Loaded>>> = OnceLock::new();
    M.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Loads the program's PTX (once per process) and sizes each kernel.
fn load(
    gpu: &Gpu,
    pp: &PtxProgram,
) -> Result<HashMap<String, (sys::CUfunction, Config)>, PtxError> {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    pp.ptx.hash(&mut h);
    let key = h.finish();
    let mut cache = modules()
        .lock()
        .map_err(|_| PtxError::Driver("module cache poisoned".into()))?;
    if let Some(l) = cache.get(&key) {
        return Ok(l.functions.clone());
    }
    gpu.bind()?;
    let text =
        CString::new(pp.ptx.clone()).map_err(|_| PtxError::Codegen("PTX with a NUL".into()))?;
    let module = unsafe { result::module::load_data(text.as_ptr() as *const c_void) }
        .map_err(|e| PtxError::Driver(format!("loading the PTX ({}): {e}", pp.options.sm.cpu())))?;
    let mut functions = HashMap::new();
    for plan in &pp.plans {
        let smem = plan.record.bytes as usize * RECORD_BLOCK as usize;
        for name in &plan.kernels {
            let c = CString::new(name.as_str())
                .map_err(|_| PtxError::Codegen("a kernel name".into()))?;
            let f = unsafe { result::module::get_function(module, c) }.map_err(drv)?;
            let limit = if plan.record.bytes > 8 {
                RECORD_BLOCK
            } else {
                1024
            };
            let (grid, block) =
                unsafe { result::occupancy::max_potential_block_size(f, None, smem, limit) }
                    .map_err(drv)?;
            functions.insert(
                name.clone(),
                (
                    f,
                    Config {
                        block: block.max(32) as u32,
                        full_grid: grid.max(1) as u32,
                    },
                ),
            );
        }
    }
    cache.insert(
        key,
        Loaded {
            _module: module,
            functions: functions.clone(),
        },
    );
    Ok(functions)
}

/// What a run produced.
pub struct PtxRun {
    pub value: Value,
    /// Milliseconds from the first launch of a nest to its end
    /// (synchronised), summed over the nests executed.
    pub run_ms: f64,
    /// Milliseconds copying inputs to the device and results back.
    pub upload_ms: f64,
    pub download_ms: f64,
    /// Per nest executed: its plan's name and its kernels launched.
    pub passes: Vec<(String, usize)>,
    pub nest_ms: Vec<f64>,
    pub device: String,
    /// The limits the schedule gave the lifted sequence loops, in order.
    pub chunks: Vec<u64>,
    /// The most bytes of device arrays one chunk made.
    pub chunk_peak_bytes: u64,
    /// The most bytes per element one chunk made.
    pub chunk_bytes_per_element: f64,
}

#[derive(Clone, Debug)]
struct DArr {
    shape: Vec<usize>,
    /// One buffer per primitive leaf of the element type.
    bufs: Vec<Rc<DBuf>>,
}

impl HostArray for DArr {
    type Error = PtxRunError;

    fn shape(&self) -> &[usize] {
        &self.shape
    }

    fn element(&self, pos: usize, elem: &ir::ScalarType) -> Result<Scalar, PtxRunError> {
        Ok(host::from_leaves(elem, &mut |k, p| {
            read_element(&self.bufs[k], pos, p)
        })?)
    }

    fn alias(input: &Rc<Self>, shape: Vec<usize>) -> Self {
        DArr {
            shape,
            bufs: input.bufs.clone(),
        }
    }

    fn limit(x: i64) -> Result<Self, PtxRunError> {
        Ok(DArr {
            shape: Vec::new(),
            bufs: vec![Rc::new(DBuf::upload(&[x])?)],
        })
    }
}

struct Driver<'a> {
    pp: &'a PtxProgram,
    functions: HashMap<String, (sys::CUfunction, Config)>,
    passes: Vec<(String, usize)>,
    nest_ms: Vec<f64>,
}

/// Runs the program on `inputs` (one per parameter, checked against the
/// signature) on the GPU, its sequence loops in the adaptive schedule
/// without a memory cap.
pub fn run(pp: &PtxProgram, inputs: &[Array]) -> Result<PtxRun, PtxRunError> {
    run_scheduled(pp, inputs, Schedule::new(None, None))
}

/// [`run`] with the lifted sequence loops' chunks from `schedule`
/// (`--chunk`, `--seq-memory`: `docs/sequences.md` "The schedule"); the
/// cap holds the device arrays a chunk makes.
pub fn run_scheduled(
    pp: &PtxProgram,
    inputs: &[Array],
    schedule: Schedule,
) -> Result<PtxRun, PtxRunError> {
    let gpu = Gpu::get()?;
    gpu.bind()?;
    let p = &pp.program;
    let mut host: Host<DArr> = Host::new(p, "ptx");
    host.schedule = Some(schedule);
    host.check_inputs(inputs.len())?;
    let functions = load(gpu, pp)?;
    let mut d = Driver {
        pp,
        functions,
        passes: Vec::new(),
        nest_ms: Vec::new(),
    };
    let start = Instant::now();
    for (a, x) in p.params.iter().zip(inputs) {
        let bufs = x
            .buffers()
            .iter()
            .map(|b| upload_buffer(b).map(Rc::new))
            .collect::<Result<Vec<_>, _>>()?;
        host.arrays[*a] = Some(Rc::new(DArr {
            shape: x.shape().to_vec(),
            bufs,
        }));
    }
    let upload_ms = start.elapsed().as_secs_f64() * 1e3;
    host.items(&p.body, &mut |h, n| d.nest(h, n))?;
    let start = Instant::now();
    let mut out = Vec::new();
    for r in &p.results {
        let arr = host.get(*r)?;
        let elem = p.arrays[*r].elem.clone();
        let count: usize = arr.shape.iter().product();
        let mut bufs = Vec::new();
        for (prim, b) in elem.leaves().into_iter().zip(&arr.bufs) {
            let name = format!("`{}`", p.arrays[*r].name);
            let oom = |e| RuntimeError::out_of_memory("ptx", Span::default(), e, &name);
            bufs.push(download_buffer(b, prim, count, oom)?);
        }
        out.push(
            Array::from_buffers(arr.shape.clone(), elem, bufs)
                .map_err(|e| host.ill(e.to_string()))?,
        );
    }
    let download_ms = start.elapsed().as_secs_f64() * 1e3;
    let (chunks, chunk_peak_bytes, chunk_bytes_per_element) =
        host.schedule.take().map_or((Vec::new(), 0, 0.0), |s| {
            (s.chosen, s.peak_bytes, s.bytes_per_element)
        });
    Ok(PtxRun {
        chunks,
        chunk_peak_bytes,
        chunk_bytes_per_element,
        value: host::value(out),
        run_ms: d.nest_ms.iter().sum(),
        upload_ms,
        download_ms,
        passes: d.passes,
        nest_ms: d.nest_ms,
        device: gpu.describe(),
    })
}

fn upload_buffer(b: &Buffer) -> Result<DBuf, PtxError> {
    match b {
        Buffer::Bool(v) => {
            let bytes: Vec<u8> = v.iter().map(|x| *x as u8).collect();
            DBuf::upload(&bytes)
        }
        Buffer::I32(v) => DBuf::upload(v),
        Buffer::I64(v) => DBuf::upload(v),
        Buffer::F32(v) => DBuf::upload(v),
        Buffer::F64(v) => DBuf::upload(v),
    }
}

/// The `n` elements of a device buffer, in host memory allocated up front
/// (`oom` names the array when that fails).
fn download_buffer(
    b: &DBuf,
    prim: Prim,
    n: usize,
    oom: impl Fn(AllocError) -> RuntimeError,
) -> Result<Buffer, PtxRunError> {
    let host = Buffer::try_zeroed(prim, n).map_err(&oom)?;
    Ok(match host {
        Buffer::Bool(mut v) => {
            // Device bools are bytes: read them, then convert in place.
            let mut bytes = try_vec::<u8>(n).map_err(&oom)?;
            bytes.resize(n, 0);
            b.download(&mut bytes)?;
            for (x, byte) in v.iter_mut().zip(bytes) {
                *x = byte != 0;
            }
            Buffer::Bool(v)
        }
        Buffer::I32(mut v) => {
            b.download(&mut v)?;
            Buffer::I32(v)
        }
        Buffer::I64(mut v) => {
            b.download(&mut v)?;
            Buffer::I64(v)
        }
        Buffer::F32(mut v) => {
            b.download(&mut v)?;
            Buffer::F32(v)
        }
        Buffer::F64(mut v) => {
            b.download(&mut v)?;
            Buffer::F64(v)
        }
    })
}

/// One launch: kernel, grid, block, dynamic shared memory, scratch, count.
struct Launch<'s> {
    kernel: &'s str,
    grid: u32,
    block: u32,
    smem: u32,
    scratch: [sys::CUdeviceptr; 3],
    count: i64,
}

impl Driver<'_> {
    /// Runs one nest: its arrays allocated on the device, its tables
    /// uploaded, its plan's kernels launched, its results kept.
    fn nest(&mut self, host: &mut Host<DArr>, n: &Nest) -> Result<(), PtxRunError> {
        let p = &self.pp.program;
        let (made, shapes) = host.made(n)?;
        let fresh = allocate(p, host, made)?;
        if let Some(s) = &mut host.schedule {
            let bufs = fresh.iter().flat_map(|(_, arr)| &arr.bufs);
            s.made(bufs.map(|b| b.bytes as u64).sum());
        }
        // The tables, in device memory: every array computed so far, then
        // the nest's own.
        let mut tables = host::Tables::new(&self.pp.layout, p.arrays.len(), 0u64);
        for (a, arr) in host.computed() {
            tables.set(a, arr.bufs.iter().map(|b| b.ptr), &arr.shape);
        }
        host.check_nest_inputs(n)?;
        for (m, arr) in &fresh {
            tables.set(m.array, arr.bufs.iter().map(|b| b.ptr), &arr.shape);
        }
        let t = DeviceTables {
            bufs: DBuf::upload(&tables.bufs)?,
            dims: DBuf::upload(&tables.dims)?,
            lens: DBuf::zeroed(8 * p.arrays.len().max(1))?,
            err: DBuf::zeroed(8 * 4)?,
        };
        let plan = &self.pp.plans[host.nest_index(n)];
        let extent = host.extent(n, &shapes)?;
        let start = Instant::now();
        if matches!(plan.shape, Shape::Scatter { .. }) {
            copy_defaults(host, n, &fresh)?;
        }
        let lengths = segment_lengths(host, plan)?;
        let (launches, scratch) = self.launches(plan, extent, lengths.as_deref())?;
        self.launch_all(&launches, &t)?;
        result::ctx::synchronize()
            .map_err(|e| PtxError::Driver(format!("running cluster {}: {e}", n.cluster)))?;
        let ms = start.elapsed().as_secs_f64() * 1e3;
        self.nest_ms.push(ms);
        self.passes.push((plan.name().to_string(), launches.len()));
        drop(scratch);
        let mut err = [0i64; 4];
        t.err.download(&mut err)?;
        if err[0] != 0 {
            return Err(host.decode(&err).into());
        }
        let mut lens = vec![0i64; p.arrays.len().max(1)];
        if fresh.iter().any(|(m, _)| m.compact) {
            t.lens.download(&mut lens)?;
        }
        for (m, mut arr) in fresh {
            if m.compact {
                arr.shape[0] = lens[m.array.index()].max(0) as usize;
            }
            host.arrays[m.array] = Some(Rc::new(arr));
        }
        Ok(())
    }

    /// The launches of a nest's plan over `extent` iterations, with the
    /// scratch buffers they share (freed once they have run); `lengths`
    /// are a segmented walk's segment lengths.
    fn launches<'s>(
        &self,
        plan: &'s NestPlan,
        extent: i64,
        lengths: Option<&[i64]>,
    ) -> Result<(Vec<Launch<'s>>, Vec<DBuf>), PtxError> {
        let rec = plan.record.bytes as u32;
        let cfg = |k: usize| -> Result<Config, PtxError> {
            let name = &plan.kernels[k];
            self.functions
                .get(name)
                .map(|(_, c)| *c)
                .ok_or_else(|| PtxError::Driver(format!("kernel {name} is not loaded")))
        };
        let grid_for = |c: Config| -> u32 {
            let want = (extent as u64).div_ceil(c.block as u64).max(1);
            want.min(c.full_grid as u64).max(1) as u32
        };
        // Kernel `k` on `grid` blocks of `c`'s size, with a record per thread
        // in shared memory when `records`.
        let launch = |k: usize, grid: u32, c: Config, records: bool, scratch, count| Launch {
            kernel: &plan.kernels[k],
            grid,
            block: c.block,
            smem: if records { c.block * rec } else { 0 },
            scratch,
            count,
        };
        let mut scratch: Vec<DBuf> = Vec::new();
        let launches: Vec<Launch> = match &plan.shape {
            Shape::Map | Shape::Scatter { .. } => {
                let c = cfg(0)?;
                vec![launch(0, grid_for(c), c, false, [0; 3], 0)]
            }
            Shape::Single(_) => {
                let one = Config {
                    block: 1,
                    full_grid: 1,
                };
                vec![launch(0, 1, one, false, [0; 3], 0)]
            }
            Shape::Reduce { .. } => {
                let (c, f) = (cfg(0)?, cfg(1)?);
                let grid = grid_for(c);
                let sa = DBuf::alloc(grid as usize * rec as usize)?;
                let s = [sa.ptr, 0, 0];
                scratch.push(sa);
                vec![
                    launch(0, grid, c, true, s, 0),
                    launch(1, 1, f, true, s, grid as i64),
                ]
            }
            Shape::Scan => {
                let (t, a) = (cfg(0)?, cfg(2)?);
                // `totals` and `apply` must agree on the chunks.
                let c = Config {
                    block: t.block.min(a.block),
                    full_grid: t.full_grid.min(a.full_grid),
                };
                let (carry, fin) = (cfg(1)?, cfg(3)?);
                let grid = grid_for(c);
                let threads = grid as usize * c.block as usize;
                let sa = DBuf::alloc((grid as usize + 1) * rec as usize)?;
                let sb = DBuf::alloc(threads * rec as usize)?;
                let sc = DBuf::alloc(grid as usize * rec as usize)?;
                let s = [sa.ptr, sb.ptr, sc.ptr];
                scratch.extend([sa, sb, sc]);
                let g = grid as i64;
                vec![
                    launch(0, grid, c, true, s, g),
                    launch(1, 1, carry, true, s, g),
                    launch(2, grid, c, true, s, g),
                    launch(3, 1, fin, true, s, g),
                ]
            }
            Shape::Segments(walk) => {
                let (c, post) = (cfg(0)?, cfg(1)?);
                let threads = c.full_grid as usize * c.block as usize;
                let runs = SegmentRuns::new(plan, walk, lengths.unwrap_or(&[]), extent, threads);
                let sa = DBuf::upload(&runs.records)?;
                let sb = DBuf::upload(&runs.bounds)?;
                let sc = DBuf::alloc(runs.count * rec as usize)?;
                let s = [sa.ptr, sb.ptr, sc.ptr];
                scratch.extend([sa, sb, sc]);
                let grid = (runs.count as u64).div_ceil(c.block as u64).max(1) as u32;
                let count = runs.count as i64;
                vec![
                    launch(0, grid, c, false, s, count),
                    launch(1, 1, post, false, s, count),
                ]
            }
        };
        Ok((launches, scratch))
    }

    /// Launches each kernel in order on the nest's tables (asynchronously:
    /// the caller synchronises).
    fn launch_all(&self, launches: &[Launch], t: &DeviceTables) -> Result<(), PtxError> {
        for l in launches {
            let f = self.functions[l.kernel].0;
            let mut args: [u64; 10] = [
                t.bufs.ptr,
                t.dims.ptr,
                t.lens.ptr,
                t.err.ptr,
                0,
                i64::MAX as u64,
                l.scratch[0],
                l.scratch[1],
                l.scratch[2],
                l.count as u64,
            ];
            let mut params: Vec<*mut c_void> = args
                .iter_mut()
                .map(|a| a as *mut u64 as *mut c_void)
                .collect();
            unsafe {
                result::launch_kernel(
                    f,
                    (l.grid, 1, 1),
                    (l.block, 1, 1),
                    l.smem,
                    std::ptr::null_mut(),
                    &mut params,
                )
            }
            .map_err(|e| PtxError::Driver(format!("launching {}: {e}", l.kernel)))?;
        }
        Ok(())
    }
}

/// A segmented walk's segment lengths, read back from the device (they
/// are an input of the nest, computed before it); `None` for other plans.
fn segment_lengths(host: &Host<DArr>, plan: &NestPlan) -> Result<Option<Vec<i64>>, PtxRunError> {
    let Shape::Segments(walk) = &plan.shape else {
        return Ok(None);
    };
    let arr = host.get(walk.lengths)?;
    let count = arr.shape.first().copied().unwrap_or(0);
    let mut lengths = vec![0i64; count];
    if let Some(b) = arr.bufs.first() {
        b.download(&mut lengths)?;
    }
    Ok(Some(lengths))
}

/// The runs of whole segments of a segmented walk, one per thread
/// (`plan::segments::split`, as the CPU driver splits them): the element
/// bounds (`count + 1`, the last `extent`) and each run's starting state
/// record (its segment's number in each walk's slot, the rest zero). One
/// run from segment 0 over everything where the lengths are negative or
/// do not add up: it reports the sequential run's error.
pub(super) struct SegmentRuns {
    pub count: usize,
    pub bounds: Vec<i64>,
    pub records: Vec<u8>,
}

impl SegmentRuns {
    pub fn new(
        plan: &NestPlan,
        walk: &crate::plan::segments::SegmentWalk,
        lengths: &[i64],
        extent: i64,
        threads: usize,
    ) -> SegmentRuns {
        let starts = crate::plan::segments::split(lengths, extent, threads.max(1))
            .unwrap_or_else(|| vec![(0, 0)]);
        let rec = plan.record.bytes as usize;
        let mut records = vec![0u8; starts.len() * rec];
        for (c, (_, seg)) in starts.iter().enumerate() {
            let at = c * rec;
            records[at..at + 8].copy_from_slice(&1i64.to_le_bytes());
            for v in &walk.state[..walk.walks] {
                let slot = at + plan.record.offsets[v] as usize;
                records[slot..slot + 8].copy_from_slice(&seg.to_le_bytes());
            }
        }
        let mut bounds: Vec<i64> = starts.iter().map(|s| s.0).collect();
        bounds.push(extent);
        SegmentRuns {
            count: starts.len(),
            bounds,
            records,
        }
    }
}

/// A nest's tables in device memory: buffer addresses, extents, lengths of
/// compacted arrays, the error record.
struct DeviceTables {
    bufs: DBuf,
    dims: DBuf,
    lens: DBuf,
    err: DBuf,
}

/// The arrays a nest makes, allocated on the device where it allocates
/// them.
fn allocate(
    p: &LoopProgram,
    host: &Host<DArr>,
    made: Vec<Made>,
) -> Result<Vec<(Made, DArr)>, PtxRunError> {
    let mut fresh: Vec<(Made, DArr)> = Vec::new();
    for m in made {
        let bufs = if m.alloc {
            let elem = &p.arrays[m.array].elem;
            let mut bufs = Vec::new();
            for pr in elem.leaves() {
                let width = mem_bytes(pr);
                let bytes = m.count.checked_mul(width).ok_or_else(|| {
                    let bytes = m.count as u128 * width as u128;
                    host.out_of_memory(&m, AllocError { bytes })
                })?;
                bufs.push(Rc::new(DBuf::alloc(bytes)?));
            }
            bufs
        } else {
            Vec::new()
        };
        let arr = DArr {
            shape: m.shape.clone(),
            bufs,
        };
        fresh.push((m, arr));
    }
    Ok(fresh)
}

/// `permute`'s defaults, copied on the device before a concurrent scatter.
fn copy_defaults(host: &Host<DArr>, n: &Nest, fresh: &[(Made, DArr)]) -> Result<(), PtxRunError> {
    for s in &n.body.pre {
        if let Stmt::Copy { dst, src, .. } = s {
            let from = host.get(*src)?;
            let to = fresh
                .iter()
                .find(|(m, _)| m.array == *dst)
                .ok_or_else(|| host.ill("a copy into an array the nest does not make".into()))?;
            for (t, f) in to.1.bufs.iter().zip(&from.bufs) {
                let bytes = t.bytes.min(f.bytes);
                if bytes > 0 {
                    unsafe { result::memcpy_dtod_sync(t.ptr, f.ptr, bytes) }.map_err(drv)?;
                }
            }
        }
    }
    Ok(())
}

/// Bytes of one element of a primitive in device memory (`bool`: a byte).
fn mem_bytes(p: Prim) -> usize {
    match p {
        Prim::Bool => 1,
        other => other.bytes(),
    }
}

/// Element `pos` of a device buffer of `p`s, read back.
fn read_element(b: &DBuf, pos: usize, p: Prim) -> Result<Scalar, PtxError> {
    let size = mem_bytes(p);
    let mut raw = [0u8; 8];
    unsafe { result::memcpy_dtoh_sync(&mut raw[..size], b.ptr + (pos * size) as u64) }
        .map_err(drv)?;
    Ok(match p {
        Prim::Bool => Scalar::Bool(raw[0] != 0),
        Prim::I32 => Scalar::I32(i32::from_le_bytes(raw[..4].try_into().expect("4 bytes"))),
        Prim::I64 => Scalar::I64(i64::from_le_bytes(raw)),
        Prim::F32 => Scalar::F32(f32::from_le_bytes(raw[..4].try_into().expect("4 bytes"))),
        Prim::F64 => Scalar::F64(f64::from_le_bytes(raw)),
    })
}

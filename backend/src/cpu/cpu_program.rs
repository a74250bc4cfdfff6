//! What the CPU backend's compilation makes and its driver runs: the
//! options, the compiled nests with their function pointers and plans.

use crate::layout::Layout;
use crate::plan::parallel;
use ir::graph::ArrayId;
use ir::loops::LoopProgram;

/// How to compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuOptions {
    /// What the nests are compiled for (instruction set, division, vector
    /// math); the host's by default.
    pub target: super::isa::Target,
    /// Bounds and division checks in generated code (`--unchecked` drops
    /// them; the checks that decide results, such as `fold1` of an empty
    /// row, stay).
    pub checks: bool,
    /// Threads for the nests that split into chunks (0: all cores; at most
    /// [`MAX_THREADS`], more count as that many).
    pub threads: usize,
    /// The bytes a scheduled sequence loop's chunk may make
    /// (`--seq-memory`; `ir::loops::schedule`), none by default.
    pub seq_memory: Option<u64>,
    /// Elements per chunk of a scheduled sequence loop (`--chunk`); `None`:
    /// the adaptive schedule.
    pub chunk: Option<u64>,
    /// Float folds keep their sequential order (`--strict-float`): no
    /// reassociation inside a nest, so no vectorised float reductions.
    pub strict_float: bool,
    /// Array-level loops whose bodies are element-wise run per element, in
    /// one nest (`crate::cpu::rewrite::element_loops`); off to measure them as
    /// written.
    pub per_element_loops: bool,
    /// Innermost loops (and tiles) whose checked indices are affine run
    /// without the checks where one test before them proves every element
    /// in bounds (`llvm::versioning`); off to measure them checked.
    pub versioned_loops: bool,
    /// Float `max`/`min` folds of innermost loops run as integer
    /// reductions (`llvm::extremum`); off to measure the `maxnum` chains.
    pub integer_extrema: bool,
    /// Extents that divide are bound to variables before the loops
    /// (`crate::cpu::rewrite::divisors`), so the divisions by them are prepared once
    /// (`llvm::divide`); off to measure them divided per element.
    pub named_extents: bool,
    /// The common subexpressions of each nest computed once after fusion
    /// (`ir::loops::share_common`: siblings' shared values, reloads of one
    /// element); off to measure each lambda's code as written.
    pub share_common: bool,
    /// Tuple variables split into one variable per component and copies
    /// propagated (`crate::cpu::rewrite::untuple`), so that a fold over tuples is
    /// one fold per component (a parallel reduction, a reassociated float
    /// fold); off to measure them as lowered.
    pub split_tuples: bool,
    /// A flat loop that walks a column through division and remainder is
    /// nested in two over the quotient and the divisor
    /// (`crate::cpu::rewrite::renest`), so that the transposed read is tiled; off
    /// to measure it flat.
    pub renest: bool,
    /// A nest that writes at least this many bytes of new arrays stores
    /// them past the caches (non-temporal stores, `llvm::stream`), so that
    /// its writes do not first read the lines they overwrite; `None`:
    /// never. The default is the size of the last-level cache
    /// ([`super::memory::last_level_cache`]): smaller outputs are better
    /// left in the cache for the nest that reads them next.
    pub stream_bytes: Option<usize>,
    /// The wrap idiom's outer remainder, `(i % n + n) % n`, is a compare
    /// instead of a second division (`llvm::Tuning::reduced_wraps`); off to
    /// measure it divided.
    pub reduced_wraps: bool,
    /// A `permute` whose combining function may not run concurrently runs
    /// as an owned scatter on every thread (`plan::owned`); off: on one
    /// thread, to measure it.
    pub owned_scatters: bool,
    /// An owned scatter whose combine needs nothing but its target from
    /// the statements before it runs in blocks: the block's targets first,
    /// in a loop that vectorises, then the combines (`llvm::owned`); off
    /// to measure it in one loop.
    pub owned_blocks: bool,
    /// An owned scatter whose targets need a division computes them once,
    /// each thread a chunk, into a buffer its threads read
    /// (`plan::owned::shares_targets`, `llvm::owned`); off: every thread
    /// computes every target, to measure it.
    pub shared_targets: bool,
    /// A `permute` whose defaults are an intermediate array that nothing
    /// reads after it starts from that array's memory instead of a copy
    /// (`plan::in_place`), where the driver would copy them (a scatter
    /// split across threads); off to measure the copy.
    pub in_place_defaults: bool,
    /// A fold per outer iteration whose inner loop walks a column runs
    /// with the loops the other way round, a block of columns at a time,
    /// its accumulators in an array (`crate::cpu::rewrite::interchange`), so each
    /// line of the array is read once and the innermost loop reads a row's
    /// block contiguously; so does a scan per outer iteration whose inner
    /// loop stores down a column (each step then stores a row's block
    /// contiguously); off to measure it.
    pub interchange_folds: bool,
    /// Whether an interchanged scan stored down columns runs in blocks of
    /// `interchange::WIDE_SCAN_BLOCK` rows instead of `interchange::BLOCK`
    /// (`crate::cpu::rewrite::interchange`): `None` as this CPU's vendor
    /// decides (wide on Intel's, where they measured faster), `Some(_)`
    /// forced, to test and measure each way on any machine.
    pub wide_scan_blocks: Option<bool>,
    /// A float converted to an integer and back, `f32 (i64 x)`, is
    /// computed without the integer (`llvm::builtin`, `through_int`: no
    /// `i64` conversion, which vectorises only with AVX-512DQ); off to
    /// measure it.
    pub float_round_trips: bool,
    /// `exp` on `f32` lanes is computed by the generated code (in `f64`,
    /// without a table: `llvm::vexp::exp_f32`), not by libmvec's `f64`
    /// `exp` (four lanes a call with AVX2); off to measure it.
    pub f32_math_in_code: bool,
    /// A 2-D nest whose inner loop walks a column of an array, with
    /// independent iterations, runs in square tiles (`llvm::tile`,
    /// `ir::loops::transposed::tiled`), so the lines a tile reads stay in
    /// the cache while it uses them; off to measure it untiled (the time
    /// model's price of a column walk that no tile holds,
    /// `fuselab calibrate`).
    pub tiles: bool,
    /// A transposing tile copies the elements it reads at `a[j, i]` into
    /// a buffer first, a row of `a` at a time, and its loops read the
    /// buffer contiguously (`llvm::tile`); off to measure it.
    pub tile_buffers: bool,
    /// Whether the invariant divisions of a loop that gathers are vector
    /// code where the instruction set's division is the magic multiply in
    /// 256-bit vectors (`llvm::Tuning::gather_divisions`): `None` as
    /// [`super::isa::Target::gather_divisions`] decides for this CPU (in vectors
    /// on AMD's, one scalar multiply-high per element on others),
    /// `Some(true)` in vectors, `Some(false)` scalar; forced to test and
    /// measure each way on any machine.
    pub gather_divisions: Option<bool>,
    /// Whether nests that divide by invariants in vectors and gather
    /// nothing prefer 512-bit vectors where the code is AVX-512
    /// (`llvm::Tuning::wide_divisions`): `None` as
    /// [`super::isa::Target::wide_divisions`] decides for this CPU (on Intel's),
    /// `Some(_)` forced, to test and measure each way.
    pub wide_divisions: Option<bool>,
    /// Loops that divide by the magic multiply in vectors also get a
    /// version for divisors of magnitude at most 2^20, which divides in
    /// `f64` lanes (`llvm::Tuning::small_divisors`); off to measure it.
    pub small_divisors: bool,
}

/// The most threads a run uses (`--threads` refuses more). A thread the
/// system refuses to start is no error: its chunk runs on the calling thread.
pub const MAX_THREADS: usize = 1024;

impl Default for CpuOptions {
    fn default() -> CpuOptions {
        CpuOptions {
            target: super::isa::Target::HOST,
            checks: true,
            threads: 0,
            seq_memory: None,
            chunk: None,
            strict_float: false,
            per_element_loops: true,
            versioned_loops: true,
            integer_extrema: true,
            named_extents: true,
            share_common: true,
            split_tuples: true,
            renest: true,
            stream_bytes: Some(super::memory::last_level_cache()),
            reduced_wraps: true,
            owned_scatters: true,
            owned_blocks: true,
            shared_targets: true,
            in_place_defaults: true,
            interchange_folds: true,
            wide_scan_blocks: None,
            float_round_trips: true,
            f32_math_in_code: true,
            tiles: true,
            tile_buffers: true,
            gather_divisions: None,
            wide_divisions: None,
            small_divisors: true,
        }
    }
}

/// `i32 nest(bufs, dims, lens, err, lo, hi, partials)`.
pub type NestFn =
    unsafe extern "C" fn(*const *mut u8, *const i64, *mut i64, *mut i64, i64, i64, *mut u8) -> i32;

/// A program whose nests are compiled.
pub struct CpuProgram {
    pub program: LoopProgram,
    pub layout: Layout,
    pub options: CpuOptions,
    /// Per nest, in pre-order of the program's items.
    pub nests: Vec<CompiledNest>,
    /// Per nest, as `nests`: the copies `(dst, src)` of `permute`
    /// defaults whose source the nest may take as its own
    /// (`plan::in_place`), where [`CpuOptions::in_place_defaults`].
    pub in_place: Vec<Vec<(ArrayId, ArrayId)>>,
    /// Milliseconds spent compiling (LLVM IR, optimisation, machine code);
    /// zero for nests found in the cache.
    pub compile_ms: f64,
    pub cache_hits: usize,
}

#[derive(Clone, Copy)]
pub struct CompiledNest {
    pub f: NestFn,
    /// How the nest may be split across threads.
    pub plan: parallel::Plan,
    /// For [`parallel::Plan::Reduce`]: the chunk, combine and final functions,
    /// and the number of accumulators.
    pub reduce: Option<Reduction>,
    /// For [`parallel::Plan::Scatter`]: the chunk function (atomic combines,
    /// no copies).
    pub scatter: Option<NestFn>,
    /// For [`parallel::Plan::Scatter`]: the chunk function combining into a
    /// target of its own (plain combines, no copies), for small targets.
    pub private: Option<NestFn>,
    /// For [`parallel::Plan::Owned`]: a thread's function (the whole
    /// source range, combines into the target positions `[lo, hi)` only),
    /// and the target whose positions the threads share.
    pub owned: Option<(NestFn, ArrayId)>,
    /// For [`parallel::Plan::Owned`] whose targets are computed once
    /// (`plan::owned::shares_targets`): the function that computes a chunk's
    /// targets into the shared buffer, and a thread's function that reads
    /// them.
    pub shared_targets: Option<(NestFn, NestFn)>,
    /// For a scatter split in two (`plan::fission`): its stores, run in
    /// chunks before the scatter's own functions (which then read them).
    pub stores: Option<NestFn>,
    /// For [`parallel::Plan::Scan`]: the block functions.
    pub scan: Option<ScanFns>,
    /// For nests that write new arrays in one call or in chunks: `f` with
    /// streaming stores ([`CpuOptions::stream_bytes`]).
    pub stream: Option<NestFn>,
    /// For [`parallel::Plan::Segments`]: the chunk and final functions.
    pub segments: Option<SegmentFns>,
}

/// The functions of a segmented walk (`plan::segments`): partials hold
/// `state` variables, the `walks` segment numbers (`i64`) first.
#[derive(Clone, Copy)]
pub struct SegmentFns {
    /// A run of whole segments over `[lo, hi)`, from the state in its
    /// partials, leaving its final state there.
    pub chunk: NestFn,
    /// The statements after the loop, from the state in the partials.
    pub post: NestFn,
    /// The segment lengths.
    pub lengths: ArrayId,
    /// How many walks go in step: the first slots of the partials.
    pub walks: usize,
    /// How many variables the partials carry.
    pub state: usize,
}

/// The functions of a chained scan ([`scan`]); partials hold the `carries`
/// scan carries, then the `folds` fold accumulators.
#[derive(Clone, Copy)]
pub struct ScanFns {
    /// The first block, from the carries' initial values.
    pub first: NestFn,
    /// Any other block, from the carries in its partials.
    pub rest: NestFn,
    /// A block's totals, from the carries' identities.
    pub totals: NestFn,
    /// `prefix := prefix ⊕ totals`, per carry.
    pub scan_combine: CombineFn,
    /// The folds' partials, in block order.
    pub fold_combine: Option<CombineFn>,
    /// What follows the loop, once, from the combined partials.
    pub post: NestFn,
    pub carries: usize,
    pub folds: usize,
    /// The nest copies `permute`'s defaults: the driver copies them once,
    /// before the blocks (whose functions do not).
    pub copies: bool,
}

#[derive(Clone, Copy)]
pub struct Reduction {
    /// The first chunk, from the fold's `z`.
    pub part: NestFn,
    /// Every other chunk, from the operators' neutral elements.
    pub rest: NestFn,
    pub combine: CombineFn,
    pub post: NestFn,
    pub accs: usize,
}

/// `void combine(a, b)`: `a[k] = f_k(a[k], b[k])` for each accumulator.
pub type CombineFn = unsafe extern "C" fn(*mut u8, *const u8);

/// Why a program could not be compiled.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BackendError {
    #[error("LLVM: {0}")]
    Llvm(String),
    #[error("code generation: {0}")]
    Codegen(String),
}

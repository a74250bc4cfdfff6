//! Measures one of the CPU backend's rewrites against the code without it,
//! in one run: a suite program fused by `ilp`, compiled with the switch on
//! and off, run in turn for several rounds, medians and their ratio.
//! Switches (`CpuOptions`): `per-element-loops` (array-level loops fused
//! per element, `backend::cpu::rewrite::element_loops`; default program mandelbrot at
//! h = w = 1024) and `versioned-loops` (loops whose checked indices are
//! affine run unchecked where a test proves them, `llvm::versioning`; default
//! transpose_maps at m = 8192, n = 4096), `integer-extrema` (float
//! max/min folds as integer reductions, `llvm::extremum`; default
//! softmax_rows at m = 8192, n = 4096) and `named-extents` (extents that
//! divide named before the loops, `backend::cpu::rewrite::divisors`; default
//! gather_indices at n = 2^20, k = 2^25), `share-common` (a fused nest's
//! common subexpressions computed once, `ir::loops::share_common`; default
//! nbody at n = 4096), `streaming-stores` (nests
//! writing more than the last-level cache store past the caches,
//! `llvm::stream`; default saxpy at n = 2^25), `reduced-wraps` (the wrap
//! idiom's outer remainder as a compare, `llvm::Tuning::reduced_wraps`;
//! default gather_indices), `owned-scatters` (a `permute` that may not
//! combine concurrently runs on every thread, each into its own targets,
//! `plan::owned`; default pagerank at n = 2 * 10^6, e = 1.6 * 10^7),
//! `split-tuples` (tuple variables split into their components,
//! `backend::cpu::rewrite::untuple`; default srad at h = w = 8192), `renest` (flat
//! loops walking a column nested in two, `backend::cpu::rewrite::renest`; default
//! chained_gathers at m = 8192, n = 4096), `owned-blocks` (an owned
//! scatter's targets computed a block at a time before its combines,
//! `llvm::owned`; default scatter_indices at n = 2^25), `shared-targets`
//! (an owned scatter's targets computed once, in chunks, into a buffer
//! its threads read, `plan::owned::shares_targets`; default
//! scatter_indices at n = 2^25), `in-place-defaults` (a `permute`
//! combining into its dead defaults' memory instead of a copy,
//! `plan::in_place`; default scatter_indices at n = 2^25), `interchange`
//! (folds over columns, and scans stored down columns, with the loops
//! the other way round, `backend::cpu::rewrite::interchange`; default backprop at n = 2^21 + 1, h = 16,
//! o = 1), `round-trips` (a float converted to an integer and back
//! computed without the integer, `llvm::builtin::through_int`; default
//! canny at h = 4096, w = 8192), `f32-math` (`exp` on `f32` lanes by the
//! generated code, not libmvec's `f64` `exp`, `llvm::vexp::exp_f32`;
//! default softmax_rows at m = 8192, n = 4096), `tiles` (2-D nests
//! that walk a column in tiles, `llvm::tile`; default transpose_maps at
//! m = 8192, n = 4096), `tile-buffers` (a
//! transposing tile's reads copied into a buffer first, `llvm::tile`;
//! default transpose_maps at m = 8192, n = 4096), `gather-divisions`
//! (a gathering loop's divisions in vectors, forced on and off whatever
//! the CPU's vendor, where the magic multiply is AVX2 code,
//! `llvm::Tuning::gather_divisions`; default gather_indices at n = 2^20,
//! k = 2^25), `small-divisors` (loops dividing by the magic
//! multiply also in a version for divisors of at most 2^20, in `f64`
//! lanes, `llvm::divide`; default gather_indices) and `wide-divisions`
//! (nests that divide by invariants and gather nothing prefer 512-bit
//! vectors, forced on and off whatever the CPU's vendor where the code
//! is AVX-512, `llvm::Tuning::wide_divisions`; default scatter_indices
//! at n = 2^25), `wide-scan-blocks` (an interchanged scan stored down
//! columns in blocks of 64 rows instead of 16, forced on and off whatever
//! the CPU's vendor, `backend::cpu::rewrite::interchange::WIDE_SCAN_BLOCK`;
//! default scan_transpose at m = 8192, n = 4096).
//! `FUSELAB_STRATEGY=greedy` fuses by another strategy than `ilp`.
//! `FUSELAB_ISA=avx2` compiles for that
//! instruction set (as `--isa`). Usage:
//! `cargo run --release --example cpu_switch SWITCH [FILE.fl [SIZE=V ..]]`.
use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use passes::{compile, Options, Registry};
use std::time::Instant;

#[path = "common/program.rs"]
mod program;

/// Large arrays start at cache lines, as in `fuselab` (streaming stores
/// need it).
#[global_allocator]
static ALLOC: backend::cpu::LineAligned =
    backend::cpu::LineAligned::new(backend::cpu::FreshMemory::DEFAULT);

/// Sets a switch of the options on or off.
type Switch = fn(&mut CpuOptions, bool);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let switch = args
        .get(1)
        .map(String::as_str)
        .unwrap_or("per-element-loops");
    let (set, default_file, default_sizes): (Switch, &str, &[(&str, i64)]) = match switch {
        "per-element-loops" => (
            |o, on| o.per_element_loops = on,
            "mandelbrot",
            &[("h", 1024), ("w", 1024)],
        ),
        "versioned-loops" => (
            |o, on| o.versioned_loops = on,
            "transpose_maps",
            &[("m", 8192), ("n", 4096)],
        ),
        "integer-extrema" => (
            |o, on| o.integer_extrema = on,
            "softmax_rows",
            &[("m", 8192), ("n", 4096)],
        ),
        "share-common" => (|o, on| o.share_common = on, "nbody", &[("n", 4096)]),
        "named-extents" => (
            |o, on| o.named_extents = on,
            "gather_indices",
            &[("n", 1048576), ("k", 33554432)],
        ),
        "streaming-stores" => (
            |o, on| {
                o.stream_bytes = if on {
                    CpuOptions::default().stream_bytes
                } else {
                    None
                }
            },
            "saxpy",
            &[("n", 33554432)],
        ),
        "reduced-wraps" => (
            |o, on| o.reduced_wraps = on,
            "gather_indices",
            &[("n", 1048576), ("k", 33554432)],
        ),
        "owned-scatters" => (
            |o, on| o.owned_scatters = on,
            "pagerank",
            &[("n", 2000000), ("e", 16000000)],
        ),
        "split-tuples" => (
            |o, on| o.split_tuples = on,
            "srad",
            &[("h", 8192), ("w", 8192)],
        ),
        "owned-blocks" => (
            |o, on| o.owned_blocks = on,
            "scatter_indices",
            &[("n", 33554432)],
        ),
        "shared-targets" => (
            |o, on| o.shared_targets = on,
            "scatter_indices",
            &[("n", 33554432)],
        ),
        "in-place-defaults" => (
            |o, on| o.in_place_defaults = on,
            "scatter_indices",
            &[("n", 33554432)],
        ),
        "interchange" => (
            |o, on| o.interchange_folds = on,
            "backprop",
            &[("n", 2097153), ("h", 16), ("o", 1)],
        ),
        "round-trips" => (
            |o, on| o.float_round_trips = on,
            "canny",
            &[("h", 4096), ("w", 8192)],
        ),
        "f32-math" => (
            |o, on| o.f32_math_in_code = on,
            "softmax_rows",
            &[("m", 8192), ("n", 4096)],
        ),
        "tiles" => (
            |o, on| o.tiles = on,
            "transpose_maps",
            &[("m", 8192), ("n", 4096)],
        ),
        "tile-buffers" => (
            |o, on| o.tile_buffers = on,
            "transpose_maps",
            &[("m", 8192), ("n", 4096)],
        ),
        "gather-divisions" => (
            |o, on| o.gather_divisions = Some(on),
            "gather_indices",
            &[("n", 1048576), ("k", 33554432)],
        ),
        "wide-scan-blocks" => (
            |o, on| o.wide_scan_blocks = Some(on),
            "scan_transpose",
            &[("m", 8192), ("n", 4096)],
        ),
        "wide-divisions" => (
            |o, on| o.wide_divisions = Some(on),
            "scatter_indices",
            &[("n", 33554432)],
        ),
        "small-divisors" => (
            |o, on| o.small_divisors = on,
            "gather_indices",
            &[("n", 1048576), ("k", 33554432)],
        ),
        "renest" => (
            |o, on| o.renest = on,
            "chained_gathers",
            &[("m", 8192), ("n", 4096)],
        ),
        other => {
            panic!("unknown switch {other}: per-element-loops, versioned-loops, integer-extrema, named-extents, streaming-stores, reduced-wraps, owned-scatters, split-tuples, renest, owned-blocks, shared-targets, in-place-defaults, interchange, round-trips, f32-math, tiles, tile-buffers, gather-divisions, small-divisors, wide-divisions or wide-scan-blocks")
        }
    };
    let program::Chosen {
        file,
        program: p,
        sizes,
    } = program::choose(
        &args,
        2,
        format!("experiments/programs/{default_file}.fl"),
        default_sizes,
    );
    let def = p.entry(None).expect("a definition");
    let inputs = random_inputs(def, &sizes, 1).expect("inputs");
    let target = match std::env::var("FUSELAB_ISA") {
        Ok(name) => {
            let isa =
                cpu::Isa::parse(&name).expect("an instruction set: host, avx512, avx2 or sse4.2");
            cpu::Target::new(isa).expect("the instruction set runs here")
        }
        Err(_) => cpu::Target::HOST,
    };
    let reg = Registry::builtin();
    let strategy = std::env::var("FUSELAB_STRATEGY").unwrap_or_else(|_| "ilp".into());
    let c = compile(&p, def, reg.get(&strategy).unwrap(), &Options::default()).unwrap();
    let ways = [true, false];
    let cps: Vec<_> = ways
        .iter()
        .map(|&on| {
            let mut options = CpuOptions {
                target,
                ..CpuOptions::default()
            };
            set(&mut options, on);
            experiments::native::compile(&c.loops, options).unwrap()
        })
        .collect();
    let mut times = vec![Vec::new(); ways.len()];
    for _ in 0..7 {
        for (k, cp) in cps.iter().enumerate() {
            let start = Instant::now();
            let r = cpu::run(cp, &inputs).unwrap();
            times[k].push(start.elapsed().as_secs_f64() * 1e3);
            cpu::recycle(r.value);
        }
    }
    let medians = program::medians(&mut times);
    let cpu_name = experiments::cpu_description().unwrap_or_else(|| "unknown CPU".into());
    println!(
        "{file} at {sizes:?}, {strategy}, {} code, median of 7 runs, {cpu_name}:",
        target.isa().name()
    );
    program::print_on_off(switch, medians[0], medians[1]);
}

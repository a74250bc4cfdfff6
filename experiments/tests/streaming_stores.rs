//! Streaming stores (`llvm::stream`): a nest that computes little per
//! element and writes large new arrays gets a second function whose
//! aligned vector stores are non-temporal; the driver calls it only when
//! every new buffer starts at a cache line (`cpu::LineAligned`,
//! this test binary's allocator, as `fuselab`'s) and splits its range at
//! multiples of `llvm::STREAM_ELEMENTS`. An aligned non-temporal store at
//! an unaligned address faults, so running the function on buffers the
//! driver should have refused, or on chunks it should have aligned,
//! crashes the test rather than passing it.

mod common;

use backend::cpu::{self, CpuOptions};
use interp::random_inputs;
use interp::reference;
use ir::loops::nests;
use std::collections::BTreeMap;

#[global_allocator]
static ALLOC: backend::cpu::LineAligned =
    backend::cpu::LineAligned::new(backend::cpu::FreshMemory::DEFAULT);

/// New arrays of 1-, 4- and 8-byte elements from one cheap nest.
const MAPS: &str = "def f (a: f32) (xs: [n]f32) (ys: [n]i64) : ([n]f32, [n]i64, [n]bool) =
  let u = map (\\x y -> the a * x + f32 y) xs ys
  let v = map (\\y -> y * 3 - 1) ys
  let w = map (\\x -> x > 0.5f32) xs
  in (u, v, w)";

/// Streams whatever it may (`stream_bytes` 0), on two threads.
fn always() -> CpuOptions {
    CpuOptions {
        stream_bytes: Some(0),
        threads: 2,
        ..CpuOptions::default()
    }
}

/// Runs `text` (fused by ilp) at `n` streaming and not: both equal the
/// reference's values; whether the streaming function ran (its nest's
/// buffers large enough to be line-aligned).
fn agrees_at(text: &str, n: i64) {
    let p = common::checked(text);
    let def = p.entry(None).unwrap();
    let c = common::compile_entry(&p, "ilp");
    let sizes: BTreeMap<std::sync::Arc<str>, i64> = [("n".into(), n)].into_iter().collect();
    let inputs = random_inputs(def, &sizes, 3).unwrap();
    let want = reference::run(&p, def, &inputs).unwrap();
    for options in [always(), CpuOptions::default()] {
        let cp = experiments::native::compile(&c.loops, options).unwrap();
        let got = cpu::run(&cp, &inputs).unwrap();
        interp::agree::same_value(&got.value, &want)
            .unwrap_or_else(|e| panic!("n = {n}, {options:?}: {e}"));
    }
}

#[test]
fn streamed_results_equal_the_reference_at_every_length() {
    // Below a megabyte the buffers are the system allocator's (not at a
    // line): the driver must not stream them. Above, odd lengths split
    // into two chunks at a multiple of STREAM_ELEMENTS, with remainders.
    for n in [0, 1, 63, 1000, 1 << 18, (1 << 18) + 37, (1 << 20) + 129] {
        agrees_at(MAPS, n);
        agrees_at(&common::load("saxpy").1, n);
    }
}

#[test]
fn cheap_nests_get_a_streaming_function_with_aligned_nontemporal_stores() {
    let p = common::checked(MAPS);
    let c = common::compile_entry(&p, "ilp");
    let cp = experiments::native::compile(&c.loops, always()).unwrap();
    assert!(cp.nests.iter().any(|n| n.stream.is_some()));
    let ir = experiments::native::llvm_ir(&c.loops, always(), true).unwrap();
    let stream = &ir[ir.find("@nest_stream(").expect("a streaming function")..];
    let stream = &stream[..stream.find("\n}\n").unwrap()];
    let marked: Vec<&str> = stream
        .lines()
        .filter(|l| l.contains("!nontemporal"))
        .collect();
    assert!(!marked.is_empty(), "{stream}");
    for l in &marked {
        assert!(aligned_vector_store(l), "{l}");
    }
    assert!(stream.contains("@llvm.x86.sse.sfence()"), "{stream}");
    // The ordinary function has none; without the option, no second one.
    assert_eq!(ir.matches("!nontemporal").count(), marked.len());
    let off = CpuOptions {
        stream_bytes: None,
        ..always()
    };
    assert!(!experiments::native::llvm_ir(&c.loops, off, true)
        .unwrap()
        .contains("@nest_stream("));
}

#[test]
fn nests_bound_by_their_arithmetic_do_not_stream() {
    // black_scholes: tens of operations and three library calls per element.
    let (p, _) = common::load("black_scholes");
    let c = common::compile_entry(&p, "ilp");
    for n in nests(&c.loops.body) {
        let work = backend::llvm::work_per_store(n).unwrap();
        assert!(work > backend::llvm::STREAM_WORK, "{work}");
    }
    let cp = experiments::native::compile(&c.loops, always()).unwrap();
    assert!(cp.nests.iter().all(|n| n.stream.is_none()));
    // saxpy: a multiply and an add.
    let (p, _) = common::load("saxpy");
    let c = common::compile_entry(&p, "ilp");
    let works: Vec<_> = nests(&c.loops.body)
        .iter()
        .map(|n| backend::llvm::work_per_store(n))
        .collect();
    assert_eq!(works, [Some(2)]);
}

/// Whether an LLVM IR line stores a vector (`store <8 x float> ..`) at an
/// alignment of at least its size.
fn aligned_vector_store(line: &str) -> bool {
    let Some(ty) = line
        .split("store <")
        .nth(1)
        .and_then(|t| t.split('>').next())
    else {
        return false;
    };
    let (lanes, elem) = ty.split_once(" x ").unwrap();
    let bits: u64 = match elem {
        "float" => 32,
        "double" => 64,
        int => int.trim_start_matches('i').parse().unwrap(),
    };
    let bytes = lanes.parse::<u64>().unwrap() * bits / 8;
    let align: u64 = line
        .split("align ")
        .nth(1)
        .and_then(|a| a.split(',').next())
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or(0);
    bytes >= 16 && align >= bytes
}

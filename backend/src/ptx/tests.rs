//! Kernel structure, checked on the generated PTX (no GPU needed): which
//! kernels each plan makes and what instructions they use.

use super::{compile, PtxOptions, PtxProgram, Sm};
use crate::plan::gpu::Shape;
use ir::SourceFile;
use passes::{compile as fuse, Options, Registry};

fn ptx(text: &str, strategy: &str, sm: Sm) -> PtxProgram {
    ptx_with(text, strategy, sm, true)
}

/// Without bounds checks, so that the only atomics are the combines'.
fn unchecked(text: &str) -> PtxProgram {
    ptx_with(text, "ilp", Sm::Sm90, false)
}

fn ptx_with(text: &str, strategy: &str, sm: Sm, checks: bool) -> PtxProgram {
    let file = SourceFile::new("t.fl", text.to_string());
    let p = ir::check_source(&file).unwrap_or_else(|_| panic!("checks:\n{text}"));
    let def = p.entry(None).expect("a def");
    let registry = Registry::builtin();
    let c = fuse(
        &p,
        def,
        registry.get(strategy).unwrap(),
        &Options::default(),
    )
    .unwrap();
    let opts = PtxOptions {
        sm,
        checks,
        ..PtxOptions::default()
    };
    compile(&c.loops, &opts).unwrap_or_else(|e| panic!("{e}\n{}", ir::loops::render(&c.loops)))
}

/// The PTX of one `.entry` (up to the next one).
fn entry<'a>(pp: &'a PtxProgram, name: &str) -> &'a str {
    let start = pp
        .ptx
        .find(&format!(".entry {name}("))
        .unwrap_or_else(|| panic!("no kernel {name} in\n{}", pp.ptx));
    let rest = &pp.ptx[start..];
    let end = rest[1..].find(".entry").map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// The PTX of the first kernel of the first nest planned as `shape`.
fn first_kernel(pp: &PtxProgram, shape: Shape) -> &str {
    let plan = pp
        .plans
        .iter()
        .find(|n| n.shape == shape)
        .unwrap_or_else(|| panic!("no {shape:?} nest:\n{}", pp.header()));
    entry(pp, &plan.kernels[0])
}

/// Whether the PTX `k` has the atomic `atom.{op}` (generic or global).
fn has_atom(k: &str, op: &str) -> bool {
    k.contains(&format!("atom.{op}")) || k.contains(&format!("atom.global.{op}"))
}

/// Whether `k` combines through a compare-and-swap loop: a CAS other than
/// the error record's claim (`cas … [err], 0, 1`, which the target's bounds
/// check, kept even under `--unchecked`, makes).
fn combines_by_cas(k: &str) -> bool {
    k.lines()
        .any(|l| l.contains(".cas.") && !l.trim_end().ends_with("], 0, 1;"))
}

#[test]
fn element_wise_is_one_grid_stride_kernel() {
    let pp = ptx(
        "def f (a: []f32) (xs: [n]f32) (ys: [n]f32) : [n]f32 =\n  map (\\x y -> the a * x + y) xs ys",
        "ilp",
        Sm::Sm90,
    );
    assert_eq!(pp.plans.len(), 1);
    assert_eq!(pp.plans[0].shape, Shape::Map);
    assert_eq!(pp.plans[0].kernels, ["n0_map"]);
    assert_eq!(pp.ptx.matches(".entry").count(), 1, "{}", pp.ptx);
    let k = entry(&pp, "n0_map");
    // The grid-stride step is the grid's thread count.
    assert!(k.contains("%nctaid.x") && k.contains("%ntid.x"), "{k}");
    assert!(pp.ptx.contains(".target sm_90"), "{}", pp.ptx);
    assert!(pp.ptx.contains(".version 8.0"), "{}", pp.ptx);
    assert!(
        pp.header().contains("c0: zs: map: 1 kernel (n0_map)")
            || pp.header().contains(": map: 1 kernel (n0_map)"),
        "{}",
        pp.header()
    );
}

#[test]
fn sm_80_is_selectable() {
    let pp = ptx(
        "def f (xs: [n]f64) : [n]f64 =\n  map (\\x -> x * 2.0) xs",
        "ilp",
        Sm::Sm80,
    );
    assert!(pp.ptx.contains(".target sm_80"), "{}", pp.ptx);
    assert!(pp.ptx.contains(".version 7.8"), "{}", pp.ptx);
}

#[test]
fn a_fold_is_a_block_reduction_and_a_final_kernel() {
    let pp = ptx(
        "def f (xs: [n]i64) : i64 =\n  fold (+) 0 (map (\\x -> x * x) xs)",
        "ilp",
        Sm::Sm90,
    );
    assert_eq!(pp.plans[0].shape, Shape::Reduce { ordered: false });
    assert_eq!(pp.plans[0].kernels, ["n0_reduce", "n0_final"]);
    let r = entry(&pp, "n0_reduce");
    assert!(r.contains("bar.sync"), "a shared-memory tree: {r}");
    assert!(r.contains("fl_smem"), "{r}");
    let f = entry(&pp, "n0_final");
    assert!(f.contains("bar.sync"), "{f}");
    assert!(
        f.contains("st.u64") || f.contains("st.global.u64"),
        "stores the sum: {f}"
    );
}

#[test]
fn a_fold_whose_operator_has_no_known_neutral_element_is_not_split() {
    // Every thread but the first would need the neutral element to start
    // from (the fold's `z` need not be one, issue 12).
    let pp = ptx(
        "def f (xs: [n]i64) : i64 =\n  fold (\\a b -> a * 3 + b) 0 xs",
        "ilp",
        Sm::Sm90,
    );
    assert!(
        matches!(pp.plans[0].shape, Shape::Single(_)),
        "{:?}",
        pp.plans[0].shape
    );
}

#[test]
fn a_fold_folds_its_z_in_once_in_the_final_kernel() {
    let pp = ptx(
        "def f (xs: [n]i64) : i64 =\n  fold (+) 5 xs",
        "ilp",
        Sm::Sm90,
    );
    assert_eq!(pp.plans[0].shape, Shape::Reduce { ordered: false });
    assert_eq!(pp.plans[0].fold_starts.len(), 1);
    assert_eq!(pp.plans[0].fold_starts[0].1, ir::Scalar::I64(0));
}

#[test]
fn permute_with_plus_uses_atomic_add() {
    let (text, _) = crate::ptx::tests::suite("histogram");
    let pp = unchecked(&text);
    let k = first_kernel(&pp, Shape::Scatter { cas: false });
    assert!(has_atom(k, "add.u64"), "{k}");
    assert!(!combines_by_cas(k), "{k}");
}

#[test]
fn a_non_atomic_combiner_uses_a_compare_and_swap_loop() {
    let pp = unchecked(
        "def f (xs: [n]i64) : [8]i64 =\n  let ones = generate [8] (\\b -> 1)\n  in permute (*) ones (\\i -> xs[i] % 8) xs",
    );
    let k = first_kernel(&pp, Shape::Scatter { cas: true });
    assert!(combines_by_cas(k), "{k}");
    assert!(!k.contains("atom.add"), "{k}");
}

#[test]
fn a_float_sum_permute_uses_atomic_float_add() {
    let pp = unchecked(
        "def f (xs: [n]f64) : [4]f64 =\n  let zs = generate [4] (\\b -> 0.0)\n  in permute (+) zs (\\i -> i % 4) xs",
    );
    let k = &pp.ptx;
    assert!(has_atom(k, "add.f64"), "{k}");
    assert!(!combines_by_cas(k), "{k}");
}

#[test]
fn a_permute_whose_function_may_not_commute_runs_on_one_thread() {
    let pp = ptx(
        "def f (xs: [n]i64) : [4]i64 =\n  let zs = generate [4] (\\b -> 0)\n  in permute (\\new old -> new) zs (\\i -> i % 4) xs",
        "ilp",
        Sm::Sm90,
    );
    assert!(
        pp.plans
            .iter()
            .any(|n| matches!(&n.shape, Shape::Single(why) if why.contains("commute"))),
        "{}",
        pp.header()
    );
}

#[test]
fn a_scan_is_reduce_then_scan_in_four_kernels() {
    let (text, _) = suite("normalise2");
    let pp = ptx(&text, "ilp", Sm::Sm90);
    assert_eq!(pp.plans[0].shape, Shape::Scan, "{}", pp.header());
    assert_eq!(
        pp.plans[0].kernels,
        ["n0_totals", "n0_carry", "n0_apply", "n0_final"]
    );
    // sum1 and sum2 are folds, the scan's accumulator is carried.
    assert_eq!(pp.plans[0].folds.len(), 2);
    assert_eq!(pp.plans[0].carried.len(), 1);
    assert_eq!(pp.plans[1].shape, Shape::Map);
    // Division by the sums: a plain division, no host call.
    assert!(pp.ptx.contains("div.s64"), "{}", pp.ptx);
    assert!(!pp.ptx.contains("fuselab_divmagic"));
}

#[test]
fn a_scan_with_an_arbitrary_operator_runs_on_one_thread_and_says_why() {
    let pp = ptx(
        "def f (xs: [n]f64) : [n]f64 =\n  scanl1 (\\a b -> a - b) xs",
        "ilp",
        Sm::Sm90,
    );
    assert!(
        matches!(&pp.plans[0].shape, Shape::Single(why) if why.contains("not a known")),
        "{}",
        pp.header()
    );
    assert!(pp.header().contains("single thread"), "{}", pp.header());
}

#[test]
fn a_segmented_fold_runs_whole_segments_per_thread() {
    let pp = ptx(
        "def f (segs: [s]i64) (xs: [n]f64) : [s]f64 =\n  fold_seg (\\a b -> a + b) 0.0 segs (map (\\x -> x * 2.0) xs)",
        "ilp",
        Sm::Sm90,
    );
    let plan = pp
        .plans
        .iter()
        .find(|n| matches!(n.shape, Shape::Segments(_)))
        .unwrap_or_else(|| panic!("no segmented nest:\n{}", pp.header()));
    let Shape::Segments(walk) = &plan.shape else {
        unreachable!()
    };
    assert_eq!(walk.walks, 1);
    assert!(plan.kernels[0].ends_with("_segments") && plan.kernels[1].ends_with("_post"));
    assert!(
        pp.header().contains("segments: 2 kernels"),
        "{}",
        pp.header()
    );
    // Each thread reads its bounds and its starting record, and stores its
    // state: no thread runs the whole loop.
    let k = entry(&pp, &plan.kernels[0]);
    assert!(k.contains("%ctaid.x"), "{k}");
    // The host's runs: whole segments, each record holding its first
    // segment's number in the walk's slot.
    let lengths = [3i64, 0, 5, 1, 0, 7, 2];
    let extent: i64 = lengths.iter().sum();
    let runs = super::launch::SegmentRuns::new(plan, walk, &lengths, extent, 3);
    assert!(runs.count > 1 && runs.count <= 3);
    assert_eq!(runs.bounds.len(), runs.count + 1);
    assert_eq!((runs.bounds[0], *runs.bounds.last().unwrap()), (0, extent));
    let offsets: Vec<i64> = std::iter::once(0)
        .chain(lengths.iter().scan(0, |o, l| {
            *o += l;
            Some(*o)
        }))
        .collect();
    let slot = plan.record.offsets[&walk.state[0]] as usize;
    let rec = plan.record.bytes as usize;
    for c in 0..runs.count {
        let at = c * rec + slot;
        let seg = i64::from_le_bytes(runs.records[at..at + 8].try_into().unwrap());
        assert_eq!(offsets[seg as usize], runs.bounds[c], "run {c}");
    }
    // Lengths that do not add up: one run over everything, from segment 0,
    // which reports the sequential run's error.
    let bad = super::launch::SegmentRuns::new(plan, walk, &[1, 2], 4, 3);
    assert_eq!((bad.count, bad.bounds.as_slice()), (1, &[0, 4][..]));
    // A segmented scan walks the same way.
    let pp = ptx(
        "def f (segs: [s]i64) (xs: [n]f64) : [n]f64 =\n  map (\\y -> y + 1.0) (scanl1_seg (+) segs xs)",
        "ilp",
        Sm::Sm90,
    );
    assert!(
        matches!(pp.plans[0].shape, Shape::Segments(_)),
        "{}",
        pp.header()
    );
}

#[test]
fn math_functions_come_from_libdevice() {
    if super::find_libdevice().is_none() {
        panic!("libdevice.10.bc not found: run scripts/setup.sh");
    }
    let pp = ptx(
        "def f (xs: [n]f32) (ys: [n]f64) : ([n]f32, [n]f64) =\n  (map (\\x -> exp x + log x + sin x + pow x 2.0f32) xs, map (\\y -> cos y + tan y) ys)",
        "ilp",
        Sm::Sm90,
    );
    assert!(pp.libdevice);
    // Inlined: no calls to unresolved functions remain.
    assert!(!pp.ptx.contains("__nv_"), "{}", pp.ptx);
    assert!(!pp.ptx.contains(".extern .func"), "{}", pp.ptx);
}

/// A suite program's text.
pub(crate) fn suite(name: &str) -> (String, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../experiments/programs")
        .join(format!("{name}.fl"));
    let text = std::fs::read_to_string(&path).expect("a suite program");
    (text, path.display().to_string())
}

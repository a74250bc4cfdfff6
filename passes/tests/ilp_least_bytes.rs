//! `ilp` moves no more bytes than any other strategy (`none`, `delayed`,
//! `vertical`, `greedy`, and `exhaustive` where its independent parts have
//! at most 8 nodes), in exact integer bytes (`ir::cost`'s evaluation), on the suite
//! programs and on random programs (`testkit::testgen`), at every size 1,
//! 2^10, 2^20, 2^31 and 2^40; and where it reports a lower bound, that is
//! no higher than its bytes.
//!
//! The random programs are sampled: `testkit::testgen::config`'s cases (a
//! few dozen in CI), or `PROPTEST_CASES` of them for a deeper search by
//! hand (`PROPTEST_CASES=2000 cargo test --release -p passes --test
//! ilp_least_bytes`).

use ir::cluster::check;
use ir::cost::cost;
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use passes::{run, Earlier, Sizes, Strategy};
use proptest::prelude::*;
use testkit::testgen::cases;

/// The sizes every size name takes in turn.
const SIZES: [i64; 5] = [1, 1 << 10, 1 << 20, 1 << 31, 1 << 40];

/// The largest independent part for which `exhaustive` is compared too
/// (its search grows as the Bell numbers: 8 nodes keep the suite at five
/// sizes within a debug build's budget; `ilp` checks its own inexact
/// answers by exhaustive search up to `ilp::EXACT_CHECK_NODES`).
const EXHAUSTIVE_NODES: usize = 8;

/// At each of [`SIZES`], `ilp`'s bytes are at most every other strategy's.
fn ilp_is_least(name: &str, g: &LabelledGraph, deps: &DepGraph) {
    let opts = ilp::Options::default();
    let an = ilp::analyse(g, deps, true);
    let enumerable = (ilp::parts(g, deps, &an).iter()).all(|p| p.len() <= EXHAUSTIVE_NODES);
    for size in SIZES {
        let sizes = Sizes {
            value_of: &|_| None,
            default: size,
        };
        // Bytes beyond i128 are `None`: larger than any figure.
        let bytes = |s: Strategy| {
            let out = run(s, g, deps, &sizes, &opts, &Earlier::default()).ok()?;
            let modes = out.written_through.as_ref().unwrap_or(deps);
            let sched = check(g, modes, &out.clustering)
                .unwrap_or_else(|v| panic!("{name}, {s} at {size}: {v}"));
            let b = cost(g, modes, &out.clustering, &sched).bytes(g, &|_| None, size);
            Some((b, out))
        };
        let (ours, out) = bytes(Strategy::Ilp).expect("ilp always answers");
        if let Some(lower) = out.ilp.as_ref().and_then(|st| st.lower_bound_bytes) {
            let b = ours.unwrap_or(i128::MAX);
            assert!(
                lower <= b,
                "{name} at {size}: lower bound {lower} above the answer's {b} bytes"
            );
        }
        let exhaustive = enumerable.then_some(Strategy::Exhaustive);
        for s in [
            Strategy::None,
            Strategy::Delayed,
            Strategy::Vertical,
            Strategy::Greedy,
        ]
        .into_iter()
        .chain(exhaustive)
        {
            let (theirs, _) = bytes(s).unwrap_or_else(|| panic!("{name}: {s} failed"));
            let fits = match (ours, theirs) {
                (Some(a), Some(b)) => a <= b,
                (None, Some(_)) => false,
                (_, None) => true,
            };
            assert!(
                fits,
                "{name} at {size}: ilp moves {ours:?} bytes, {s} {theirs:?} ({:?})",
                out.fallback
            );
        }
    }
}

#[test]
fn ilp_moves_the_least_bytes_on_the_suite_at_every_size() {
    let files = testkit::testgen::suite_files();
    assert!(files.len() >= 10, "{files:?}");
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        let (_, g, deps) = testkit::testgen::graph_of(&text);
        ilp_is_least(&f.display().to_string(), &g, &deps);
    }
}

proptest! {
    #![proptest_config(testkit::testgen::config(24))]

    #[test]
    fn ilp_moves_the_least_bytes_on_random_programs_at_every_size(case in cases(16)) {
        let (_, g, deps) = case.graph();
        ilp_is_least(&format!("seed {}:\n{}", case.seed, case.text), &g, &deps);
    }
}

//! Each suite program's expected fusion, in the style of Futhark's
//! `tests/fusion`: the header of `experiments/programs/NAME.fl` states, per
//! strategy, the loops, reads and writes that strategy gives it:
//!
//! ```text
//! -- expect ilp: loops 1, reads 2n, writes n
//! ```
//!
//! as `fuselab fuse NAME.fl --strategy S` prints them (the pass manager's
//! figures, after the simplifier: the cost model's formulas, with every
//! size at 2^20 for the strategies' choices). This test checks every such
//! line, and that every program states `none`'s and `ilp`'s. (That the loop-IR
//! interpreter counts exactly these reads and writes, under every strategy,
//! is `experiments/tests/loops.rs`.)
//!
//! Under `none` and `ilp` the loop IR each program lowers to is a snapshot,
//! `tests/snapshots/loops/NAME.STRATEGY.txt` (as `fuselab fuse --emit
//! loops` prints it): a change to the loop IR shows as a diff of those
//! files (`UPDATE_EXPECT=1 cargo test -p passes --test expected` rewrites
//! them).

mod common;

use common::{show, snapshot, suite_source};
use passes::Strategy;
use passes::{compile, Options};

/// What `fuse` gives a program under a strategy: its loops, reads and
/// writes, its clusters (`a,b | c`) and fusion trees for messages, and its
/// loop IR as `--emit loops` prints it.
struct Figures {
    loops: usize,
    reads: String,
    writes: String,
    clusters: String,
    trees: String,
    loop_ir: String,
}

/// The figures of `p` (from `file`) under `s`.
fn figures(file: &str, p: &ir::Program, s: Strategy) -> Figures {
    let c = compile(p, p.entry(None).unwrap(), &s, &Options::default())
        .unwrap_or_else(|e| panic!("{file}, {}: {e}", s.name()));
    Figures {
        loops: c.cost.loops,
        reads: c.cost.total_reads().to_string(),
        writes: c.cost.total_writes().to_string(),
        clusters: show(&c.graph, &c.clustering),
        trees: ir::tree::render(&c.graph, &c.items),
        loop_ir: ir::loops::render(&c.loops),
    }
}

/// One `-- expect` line: a strategy and its figures.
#[derive(Debug)]
struct Expect {
    strategy: Strategy,
    loops: usize,
    reads: String,
    writes: String,
}

/// The `-- expect S: loops L, reads R, writes W` lines of a program.
fn expectations(file: &str, text: &str) -> Vec<Expect> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("-- expect ") else {
            continue;
        };
        let bad = || panic!("{file}: malformed expectation `{line}`");
        let Some((name, figures)) = rest.split_once(':') else {
            bad()
        };
        let strategy = Strategy::ALL
            .into_iter()
            .find(|s| s.name() == name.trim())
            .unwrap_or_else(|| panic!("{file}: no strategy `{name}`"));
        let fields: Vec<&str> = figures.split(',').map(str::trim).collect();
        let field = |key: &str| -> String {
            fields
                .iter()
                .find_map(|f| f.strip_prefix(key).map(|v| v.trim().to_string()))
                .unwrap_or_else(|| panic!("{file}: `{line}` has no `{key}`"))
        };
        if fields.len() != 3 {
            bad()
        }
        out.push(Expect {
            strategy,
            loops: field("loops ").parse().unwrap_or_else(|_| bad()),
            reads: field("reads "),
            writes: field("writes "),
        });
    }
    out
}

#[test]
fn every_program_meets_its_expectations() {
    let mut failures = Vec::new();
    for path in testkit::testgen::suite_files() {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = suite_source(&file);
        let expects = expectations(&file, &source.text);
        let p = ir::check_source(&source).unwrap();
        for s in [Strategy::None, Strategy::Ilp] {
            if !expects.iter().any(|e| e.strategy == s) {
                failures.push(format!("{file}: no `-- expect {}:` line", s.name()));
            }
        }
        for e in expects {
            let f = figures(&file, &p, e.strategy);
            let got = (f.loops, f.reads.as_str(), f.writes.as_str());
            if got != (e.loops, e.reads.as_str(), e.writes.as_str()) {
                failures.push(format!(
                    "{file}, {}: expected loops {}, reads {}, writes {}; got loops {}, reads {}, writes {}\n  clusters: {}\n  trees: {}",
                    e.strategy.name(),
                    e.loops,
                    e.reads,
                    e.writes,
                    f.loops,
                    f.reads,
                    f.writes,
                    f.clusters,
                    f.trees
                ));
            }
            if matches!(e.strategy, Strategy::None | Strategy::Ilp) {
                let stem = file.trim_end_matches(".fl");
                let path = format!("tests/snapshots/loops/{stem}.{}.txt", e.strategy.name());
                if let Err(diff) = snapshot(&path, &f.loop_ir) {
                    failures.push(diff);
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_malformed_expectation_is_reported() {
    let r = std::panic::catch_unwind(|| expectations("p.fl", "-- expect ilp: loops two"));
    assert!(r.is_err());
    let ok = expectations("p.fl", "-- expect none: loops 3, reads 4n, writes 2n + 1");
    assert_eq!(ok.len(), 1);
    assert_eq!(ok[0].strategy, Strategy::None);
    assert_eq!(
        (ok[0].loops, ok[0].reads.as_str(), ok[0].writes.as_str()),
        (3, "4n", "2n + 1")
    );
}

//! The pass manager: compiles one entry definition of a typed program with
//! one fusion strategy, running the passes in order
//!
//! ```text
//! simplify → label → deps → cluster (the strategy) → check → trees → cost → lower
//!   → the target's loop rewrites
//! ```
//!
//! (the passes are [`crate::pipeline`]'s; the loop rewrites are the ones
//! [`Options::loop_passes`] names, and [`rewrite_loops`] runs them alone
//! over a loop program made elsewhere). Each pass is timed, its figures
//! are recorded in a typed [`crate::record::PassRecord`] (JSON only at the
//! edge, in `experiments`), and its output is verified before the next pass
//! runs ([`crate::verify`], [`ir::graph::verify`], [`ir::cluster::check`],
//! [`ir::loops::verify`]). A failed verification is a [`PassError::Verify`]
//! naming the pass: a bug in fuselab, not in the program.
//!
//! Strategies are chosen by name from a [`crate::Registry`]: the built-in ones
//! (every [`crate::strategy::Strategy`]) implement [`ClusterStrategy`], and
//! other crates add theirs with [`crate::Registry::register`].

use crate::pass::{made, run_pass, State};
use crate::pass::{Options, PassError};
use crate::pipeline;
use crate::record::PassRecord;
use crate::record::Record;
use crate::strategy::ClusterStrategy;
use ir::cluster::{Clustering, Schedule};
use ir::cost::Cost;
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use ir::loops::{LoopPasses, LoopProgram};
use ir::tree::Item;
use ir::{Def, Program};
use std::collections::{BTreeMap, BTreeSet};

/// Everything compilation produced.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The program after simplification (the input when it was skipped).
    pub program: Program,
    pub graph: LabelledGraph,
    pub deps: DepGraph,
    pub clustering: Clustering,
    pub schedule: Schedule,
    /// The fusion trees, block by block ([`ir::tree::render`] shows them).
    pub items: Vec<Item>,
    /// One loop nest per cluster (`ir::loops`), as `lower` made it: what
    /// the interpreters and the PTX backend run.
    pub lowered: LoopProgram,
    /// The loop program after the target's rewrites
    /// ([`Options::loop_passes`]; `lowered` when there are none): what the
    /// CPU backend compiles.
    pub loops: LoopProgram,
    pub cost: Cost,
    /// What each pass recorded, and the cost.
    pub metrics: Record,
}

/// Compiles `entry` (a definition of `program`) with `strategy`: runs
/// [`pipeline::passes`] in order, each timed and verified ([`run_pass`]).
pub fn compile(
    program: &Program,
    entry: &Def,
    strategy: &dyn ClusterStrategy,
    options: &Options,
) -> Result<Compiled, PassError> {
    let mut st = State::new(program, entry.name.clone(), strategy, options);
    let mut passes = Vec::new();
    let sequences = ir::sequence::first_use(entry).is_some();
    for pass in pipeline::passes(options, sequences) {
        passes.push(run_pass(pass.as_ref(), &mut st)?);
    }
    // What the passes made moves out of the state (no copies).
    let State {
        program,
        graph,
        deps,
        clustering,
        schedule,
        items,
        cost,
        lowered,
        loops,
        ..
    } = st;
    let graph = made(graph, "the labelled graph")?;
    let (cost, summary) = made(cost, "the cost")?;
    let metrics = Record {
        program: options.program_name.clone(),
        entry: entry.name.to_string(),
        strategy: strategy.name().to_string(),
        sizes: used_sizes(&graph, &cost, options),
        passes,
        cost: Some(summary),
    };
    Ok(Compiled {
        graph,
        deps: made(deps, "the dependency graph")?,
        clustering: made(clustering, "the clustering")?,
        schedule: made(schedule, "the schedule")?,
        items: made(items, "the fusion trees")?,
        lowered: made(lowered, "the loop program")?,
        loops: made(loops, "the loop program")?,
        program,
        cost,
        metrics,
    })
}

/// Runs `passes` over `program` (a loop program that verifies, made by
/// hand or by an earlier [`compile`]) as the pipeline runs them after
/// `lower` ([`run_pass`]: each timed and verified, with its record).
pub fn rewrite_loops(
    program: &LoopProgram,
    passes: &LoopPasses,
) -> Result<(LoopProgram, Vec<PassRecord>), PassError> {
    let mut slot = Some(program.clone());
    let records = (passes.iter())
        .map(|pass| run_pass(&pipeline::Rewrite(pass), &mut slot))
        .collect::<Result<_, _>>()?;
    Ok((made(slot, "the loop program")?, records))
}

/// The value of every size name and cost symbol that `bytes` used, and of
/// every size given.
fn used_sizes(g: &LabelledGraph, c: &Cost, options: &Options) -> BTreeMap<String, i64> {
    let mut names: BTreeSet<String> = g.sizes.iter().map(|n| n.to_string()).collect();
    let polys = c.reads.iter().chain(&c.writes).map(|a| &a.count).chain(
        c.recomputed
            .iter()
            .flat_map(|r| [&r.evaluations, &r.elements]),
    );
    for p in polys {
        names.extend(p.names().map(|n| n.to_string()));
    }
    names.extend(options.sizes.keys().cloned());
    names
        .into_iter()
        .map(|n| {
            let v = options
                .sizes
                .get(&n)
                .copied()
                .unwrap_or(options.default_size);
            (n, v)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::{Sizes, Strategy};
    use crate::test_support::{programs_dir, suite_program};
    use crate::{verify_program, Clustered, Figure, Figures, Registry, DEFAULT_SIZE};
    use ir::graph::NodeId;
    use std::path::PathBuf;

    fn compile_with(p: &Program, s: &dyn ClusterStrategy, o: &Options) -> Compiled {
        let entry = p.entry(None).unwrap();
        compile(p, entry, s, o).unwrap_or_else(|e| panic!("{}: {e}", s.name()))
    }

    const PASSES: [&str; 9] = [
        "simplify", "label", "views", "deps", "cluster", "check", "trees", "cost", "lower",
    ];

    #[test]
    fn normalise2_costs_and_metrics_per_strategy() {
        let p = suite_program("normalise2.fl");
        let o = Options {
            program_name: "normalise2.fl".into(),
            ..Options::default()
        };
        let want = [
            (Strategy::None, 5, "5n + 2", "3n + 2", 5),
            (Strategy::Vertical, 4, "4n + 2", "2n + 2", 4),
            (Strategy::Greedy, 2, "2n + 2", "2n + 2", 2),
        ];
        for (s, loops, reads, writes, clusters) in want {
            let c = compile_with(&p, &s, &o);
            let m = &c.metrics;
            let names: Vec<&str> = m.passes.iter().map(|p| p.name.as_str()).collect();
            assert_eq!(names, PASSES, "{s}");
            assert_eq!(
                (m.program.as_str(), m.entry.as_str()),
                ("normalise2.fl", "normalise2")
            );
            assert_eq!(m.strategy, s.name());
            assert_eq!(m.sizes.get("n"), Some(&DEFAULT_SIZE));
            let cost = m.cost.as_ref().unwrap();
            assert_eq!(
                (
                    cost.loops,
                    cost.reads.to_string().as_str(),
                    cost.writes.to_string().as_str()
                ),
                (loops, reads, writes),
                "{s}"
            );
            assert_eq!(cost.duplication.to_string(), "0");
            // Every array is i64: 8 bytes per element read or written.
            let n = i128::from(DEFAULT_SIZE);
            let elements = |p: &str| -> i128 {
                let (k, c) = p.split_once("n + ").unwrap();
                k.parse::<i128>().unwrap() * n + c.parse::<i128>().unwrap()
            };
            assert_eq!(
                cost.bytes,
                Some(8 * (elements(reads) + elements(writes))),
                "{s}"
            );
            assert_eq!(c.clustering.len(), clusters, "{s}");
            let cl = m.pass("cluster").unwrap();
            assert_eq!((cl.input_size, cl.output_size), (5, clusters));
            assert_eq!(cl.figures["clusters"], Figure::from(clusters));
            let label = m.pass("label").unwrap();
            assert_eq!(label.output_size, 5);
            assert_eq!(label.figures["nodes"], Figure::Count(5));
            let deps = m.pass("deps").unwrap();
            // sum1 and sum2 are read with `the` by the maps; scn → sum2 fuses.
            assert_eq!(deps.figures["fusible_edges"], Figure::Count(1));
            assert_eq!(
                deps.figures["infusible_edges"],
                Figure::Counts([("array_read".to_string(), 2)].into())
            );
            assert!(m
                .passes
                .iter()
                .all(|p| p.figures.contains_key("verify_micros")));
        }
    }

    #[test]
    fn given_sizes_and_skipping_the_simplifier_are_recorded() {
        let p = suite_program("normalise2.fl");
        let mut o = Options {
            simplify: false,
            ..Options::default()
        };
        o.sizes.insert("n".into(), 10);
        let c = compile_with(&p, &Strategy::None, &o);
        assert_eq!(c.metrics.passes.len(), PASSES.len() - 1);
        assert!(c.metrics.pass("simplify").is_none());
        assert_eq!(c.metrics.sizes.get("n"), Some(&10));
        // 5n + 2 reads and 3n + 2 writes of 8-byte elements at n = 10.
        assert_eq!(c.metrics.cost.unwrap().bytes, Some(8 * (52 + 32)));
    }

    /// At a size of 0 every clustering moves nothing; `ilp` chooses as at
    /// 1, not anything (five chained stencils once became one nest reading
    /// 9^5 elements per output, too big to compile).
    #[test]
    fn a_size_of_zero_clusters_as_one() {
        let stencil = "stencil (\\((p1, p2, p3), (p4, p5, p6), (p7, p8, p9)) -> p1 + p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9) clamp";
        let text = format!(
            "def chain (x: [h][w]f32) : [h][w]f32 =\n  let a = {stencil} x\n  let b = {stencil} a\n  let c = {stencil} b\n  let d = {stencil} c\n  let e = {stencil} d\n  in e\n"
        );
        let p = ir::check_source(&ir::SourceFile::new("chain.fl", text)).expect("checks");
        let at = |w: i64| {
            let mut o = Options::default();
            o.sizes.insert("h".into(), 2);
            o.sizes.insert("w".into(), w);
            let c = compile_with(&p, &Strategy::Ilp, &o);
            (c.cost.loops, c.cost.total_reads().to_string())
        };
        assert_eq!(at(0), at(1));
        assert_eq!(at(0).1, "45h*w");
    }

    /// No verifier rejects what the passes make of the suite's programs.
    #[test]
    fn every_suite_program_compiles_with_every_strategy() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(programs_dir())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "fl"))
            .collect();
        files.sort();
        assert!(files.len() >= 10, "the suite has {} programs", files.len());
        let registry = Registry::builtin();
        for f in files {
            let p = suite_program(f.file_name().unwrap().to_str().unwrap());
            verify_program(&p).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            for s in registry.iter() {
                let entry = p.entry(None).unwrap();
                let c = match compile(&p, entry, s, &Options::default()) {
                    Ok(c) => c,
                    // Beyond exhaustive's limit (lulesh, fluid, ...): the
                    // strategy refuses, as the experiment runner expects.
                    Err(PassError::Strategy { .. }) if s.name() == "exhaustive" => continue,
                    Err(e) => panic!("{}, {}: {e}", f.display(), s.name()),
                };
                // `lift` runs only for an entry with sequences.
                let lifted = usize::from(ir::sequence::first_use(entry).is_some());
                assert_eq!(
                    c.metrics.passes.len(),
                    PASSES.len() + lifted,
                    "{}",
                    f.display()
                );
                assert!(c.cost.loops <= c.clustering.len());
            }
        }
    }

    /// A strategy that fails, and one whose clustering is invalid.
    struct Broken(bool);

    impl ClusterStrategy for Broken {
        fn name(&self) -> &'static str {
            if self.0 {
                "all-in-one"
            } else {
                "gives-up"
            }
        }
        fn describe(&self) -> &'static str {
            "a test strategy"
        }
        fn cluster(&self, g: &LabelledGraph, _: &DepGraph, _: &Sizes) -> Result<Clustered, String> {
            if !self.0 {
                return Err("no solution".into());
            }
            let all: Vec<NodeId> = g.node_ids().collect();
            Ok(Clustered {
                clustering: Clustering::new(all.len(), vec![all]).unwrap(),
                figures: Figures::new(),
                written_through: None,
            })
        }
    }

    #[test]
    fn strategy_failures_and_invalid_clusterings_are_errors_naming_the_pass() {
        let p = suite_program("normalise2.fl");
        let entry = p.entry(None).unwrap();
        let o = Options::default();
        match compile(&p, entry, &Broken(false), &o) {
            Err(PassError::Strategy { strategy, message }) => {
                assert_eq!(
                    (strategy.as_str(), message.as_str()),
                    ("gives-up", "no solution")
                )
            }
            other => panic!("expected a strategy error, got {other:?}"),
        }
        match compile(&p, entry, &Broken(true), &o) {
            Err(
                e @ PassError::Verify {
                    pass: "cluster", ..
                },
            ) => {
                let text = e.to_string();
                assert!(
                    text.contains("`all-in-one` made an invalid clustering"),
                    "{text}"
                );
                assert!(text.contains("fusion-preventing"), "{text}");
            }
            other => panic!("expected a verification error, got {other:?}"),
        }
    }

    #[test]
    fn strategies_are_chosen_by_name_and_more_can_be_registered() {
        let mut r = Registry::builtin();
        let names = r.names();
        assert_eq!(names[..4], ["none", "delayed", "vertical", "greedy"]);
        assert_eq!(names, Strategy::ALL.map(|s| s.name()));
        assert_eq!(r.get("greedy").unwrap().name(), "greedy");
        let e = r.get("fastest").err().unwrap();
        assert_eq!(
            e.to_string(),
            format!(
                "unknown strategy `fastest` (the strategies: {})",
                names.join(", ")
            )
        );
        r.register(Box::new(Broken(true))).unwrap();
        assert_eq!(r.get("all-in-one").unwrap().describe(), "a test strategy");
        assert!(r.register(Box::new(Strategy::None)).is_err());
        assert_eq!(r.names().len(), names.len() + 1);
    }
}

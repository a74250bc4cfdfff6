//! Row groups end to end (`ir::cluster`, `passes::lower`'s `rows`): every
//! suite program clustered by `ilp` with each consecutive pair of clusters
//! that may share its outermost loop joined, lowered to one nest per row
//! group, run by the loop-IR interpreter and the CPU backend: the results
//! are the reference's and the counted reads and writes are the cost
//! model's. (No strategy forms row groups yet; this one joins them after
//! `ilp` so that every later stage is proven on them.)

mod common;

use backend::cpu::{self, CpuOptions};
use common::{load, size_names, size_sets};
use interp::random_inputs;
use interp::reference;
use ir::cluster::{check, Clustering};
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;
use passes::{compile, Compiled, Options};
use passes::{ClusterStrategy, Sizes, Strategy, StrategyResult};

/// `ilp`, then each cluster joined to the row group before it wherever the
/// checker allows.
struct JoinedRows;

impl ClusterStrategy for JoinedRows {
    fn name(&self) -> &'static str {
        "ilp+rows"
    }

    fn describe(&self) -> &'static str {
        "ilp, with consecutive clusters sharing their outermost loop where valid"
    }

    fn cluster(&self, g: &LabelledGraph, deps: &DepGraph, sizes: &Sizes) -> StrategyResult {
        let mut out = Strategy::Ilp.cluster(g, deps, sizes)?;
        let modes = out.written_through.as_ref().unwrap_or(deps);
        out.clustering = join_rows(g, modes, out.clustering);
        Ok(out)
    }
}

fn join_rows(g: &LabelledGraph, deps: &DepGraph, cl: Clustering) -> Clustering {
    let mut joined = vec![false; cl.len()];
    for c in 1..cl.len() {
        joined[c] = true;
        let trial = cl.clone().with_rows(joined.clone()).unwrap();
        if check(g, deps, &trial).is_err() {
            joined[c] = false;
        }
    }
    cl.with_rows(joined).unwrap()
}

fn compiled(name: &str) -> (ir::Program, String, Compiled) {
    let (p, text) = load(name);
    let def = p.entry(None).expect("a def");
    let c = compile(&p, def, &JoinedRows, &Options::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (p, text, c)
}

fn check_program(name: &str) {
    let (p, text, c) = compiled(name);
    let def = p.entry(None).expect("a def");
    let cp = experiments::native::compile(
        &c.loops,
        CpuOptions {
            checks: true,
            threads: 2,
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    for (k, sizes) in size_sets(&size_names(&text)).into_iter().enumerate() {
        let inputs = random_inputs(def, &sizes, 3 + k as u64).expect("random inputs");
        let want = reference::run(&p, def, &inputs);
        let ctx = format!("{name} with row groups at sizes {sizes:?}");
        common::loop_ir_agrees(&c, def, &inputs, &want, &ctx);
        let got = cpu::run(&cp, &inputs);
        common::assert_agrees(got.as_ref().map(|r| &r.value), &want, "cpu", true, &|| {
            ctx.clone()
        });
    }
}

#[test]
fn every_suite_program_with_row_groups() {
    for name in common::suite_programs() {
        check_program(&name);
    }
}

#[test]
fn softmax_rows_is_one_nest_reading_each_row_three_times() {
    for name in ["softmax_rows", "row_broadcast"] {
        let (_, _, c) = compiled(name);
        assert!(c.clustering.has_rows(), "{name}");
        assert_eq!(c.cost.loops, 1, "{name}");
        assert_eq!(c.cost.total_reads().to_string(), "3m*n", "{name}");
        assert_eq!(c.cost.total_writes().to_string(), "2m*n", "{name}");
        assert_eq!(backend::cpu::nests(&c.loops.body).len(), 1, "{name}");
        // The rows' maxima and sums are variables: never allocated.
        let nest = backend::cpu::nests(&c.loops.body)[0];
        let stored: Vec<String> = nest
            .outputs()
            .iter()
            .map(|a| c.graph.array(*a).name.to_string())
            .collect();
        assert_eq!(stored.len(), 2, "{name}: {stored:?}");
    }
}

//! The minimum cut that chooses, for a fixed clustering, which nodes to
//! store and which to recompute (`ilp::StoreOrRecompute`,
//! `docs/fusion.md`, "Store or recompute by a minimum cut") is exact: on
//! random clusterings of random programs it reaches the least objective of
//! every store-or-recompute choice (brute force), and at the ILP's optimal
//! clustering it reaches the ILP's objective, no less (the ILP is optimal
//! over every valid clustering) and no more (the cut is exact for the
//! clustering's own choices), under the traffic and the time objectives.

use ilp::{optimal, Objective, Options, Pricing, StoreOrRecompute, TimeModel, Weights};
use ir::cluster::{check, Clustering, Schedule};
use ir::graph::NodeId;
use ir::UnionFind;
use testkit::testgen::{
    dear_operations, random_graph, uneven_size as size, DEFAULT_SIZE as DEFAULT,
};

/// Free nodes beyond which brute force is not tried (2^12 states).
const MAX_FREE: usize = 12;

/// A time model under which operations are dear (as in `optimal.rs`).
fn time_model() -> TimeModel {
    TimeModel {
        bytes_per_second: 1e10,
        one_thread_bytes_per_second: 2.5e9,
        op_seconds: dear_operations(),
        random_ns: None,
    }
}

/// A seeded coin.
struct Coin(u64);

impl Coin {
    fn flip(&mut self, one_in: u64) -> bool {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0.is_multiple_of(one_in)
    }
}

/// Valid clusterings of the program: `delayed`'s and `greedy`'s, and
/// clusterings of random sets of its candidate pairs that the checker
/// accepts.
fn clusterings(
    g: &ir::graph::LabelledGraph,
    deps: &ir::deps::DepGraph,
    an: &ilp::Analysis,
    coin: &mut Coin,
) -> Vec<(Clustering, Schedule)> {
    let sizes = passes::Sizes {
        value_of: &size,
        default: DEFAULT,
    };
    let mut out = Vec::new();
    for strategy in [passes::Strategy::Delayed, passes::Strategy::Greedy] {
        let (cl, _) = passes::cluster(strategy, g, deps, &sizes);
        let sched = check(g, deps, &cl).expect("a strategy's clustering is valid");
        out.push((cl, sched));
    }
    for _ in 0..12 {
        let mut uf = UnionFind::new(g.nodes.len());
        for r in an.relations.iter().filter(|_| !coin.flip(3)) {
            uf.union(r.a.index(), r.b.index());
        }
        let mut members: std::collections::BTreeMap<usize, Vec<NodeId>> = Default::default();
        for i in 0..g.nodes.len() {
            members
                .entry(uf.find(i))
                .or_default()
                .push(NodeId::from_index(i));
        }
        let groups = members.into_values().collect();
        let Ok(cl) = Clustering::from_groups(deps, g.nodes.len(), groups) else {
            continue;
        };
        if let Ok(sched) = check(g, deps, &cl) {
            out.push((cl, sched));
        }
    }
    out
}

/// The least objective over every store-or-recompute choice, by trying
/// them all.
fn brute_force(choices: &StoreOrRecompute) -> Option<i128> {
    let k = choices.free().len();
    (0..1u32 << k)
        .filter_map(|bits| {
            let state: Vec<bool> = (0..k).map(|i| bits >> i & 1 == 1).collect();
            choices.clustering_of(&state).map(|r| r.objective)
        })
        .min()
}

fn cut_equals_brute_force(weights: Weights, seeds: std::ops::Range<u64>) -> (usize, usize) {
    let (mut compared, mut improved) = (0, 0);
    let mut coin = Coin(0x9E37_79B9_7F4A_7C15);
    for seed in seeds {
        let (_, g, deps) = random_graph(seed, 12);
        let an = ilp::analyse(&g, &deps, true);
        let pricing = Pricing {
            g: &g,
            deps: &deps,
            analysis: &an,
            weights,
            value_of: &size,
            default_size: DEFAULT,
        };
        for (cl, sched) in clusterings(&g, &deps, &an, &mut coin) {
            let choices = StoreOrRecompute::new(&pricing, &cl, &sched, &|_| true);
            let k = choices.free().len();
            if k == 0 || k > MAX_FREE {
                continue;
            }
            let start = pricing.objective(&cl, &sched).expect("priced");
            let best = brute_force(&choices).expect("the clustering itself is a choice");
            assert!(
                best <= start,
                "seed {seed}: the start is one of the choices"
            );
            let cut = choices
                .min_cut()
                .unwrap_or_else(|| panic!("seed {seed}: no cut for {cl:?}"));
            assert_eq!(cut.objective, best, "seed {seed}: {cl:?}");
            // The answer is a valid clustering, priced as the model prices it.
            let sched = check(&g, &deps, &cut.clustering).expect("valid");
            assert_eq!(
                pricing.objective(&cut.clustering, &sched),
                Some(cut.objective)
            );
            compared += 1;
            improved += usize::from(best < start);
        }
    }
    (compared, improved)
}

#[test]
fn the_cut_equals_brute_force_on_random_clusterings() {
    let (compared, improved) = cut_equals_brute_force(Weights::default(), 0..150);
    assert!(compared >= 150, "compared {compared}");
    assert!(
        improved >= 20,
        "the cut improves some clusterings: {improved}"
    );
}

#[test]
fn the_cut_equals_brute_force_under_the_time_objective() {
    let weights = Weights {
        recompute_weight: 0.0,
        time: Some(time_model()),
    };
    let (compared, improved) = cut_equals_brute_force(weights, 150..250);
    assert!(compared >= 100, "compared {compared}");
    assert!(
        improved >= 10,
        "the cut improves some clusterings: {improved}"
    );
}

/// At the ILP's optimum the cut finds the ILP's objective: nothing better
/// (the ILP is optimal) and nothing worse (the cut is exact).
fn cut_equals_the_ilp(opts: &Options, seeds: std::ops::Range<u64>) -> usize {
    let mut recomputing = 0;
    for seed in seeds {
        let (_, g, deps) = random_graph(seed, 10);
        let an = ilp::analyse(&g, &deps, true);
        let out = optimal(&g, &deps, &size, DEFAULT, opts, None)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let sched = check(&g, &deps, &out.clustering).expect("valid");
        let pricing = Pricing {
            g: &g,
            deps: &deps,
            analysis: &an,
            weights: opts.weights(),
            value_of: &size,
            default_size: DEFAULT,
        };
        let ilp = pricing.objective(&out.clustering, &sched).expect("priced");
        let choices = StoreOrRecompute::new(&pricing, &out.clustering, &sched, &|_| true);
        if choices.free().is_empty() {
            continue;
        }
        let cut = choices
            .min_cut()
            .unwrap_or_else(|| panic!("seed {seed}: no cut"));
        assert_eq!(cut.objective, ilp, "seed {seed}");
        recomputing += usize::from(sched.gathered.iter().any(|g| *g));
    }
    recomputing
}

#[test]
fn at_the_ilp_optimum_the_cut_finds_its_objective() {
    let recomputing = cut_equals_the_ilp(&Options::default(), 0..120);
    assert!(recomputing >= 10, "optima that recompute: {recomputing}");
}

#[test]
fn at_the_ilp_optimum_the_cut_finds_its_objective_under_time() {
    let opts = Options {
        objective: Objective::Time,
        time: Some(time_model()),
        ..Options::default()
    };
    let recomputing = cut_equals_the_ilp(&opts, 120..200);
    assert!(recomputing >= 5, "optima that recompute: {recomputing}");
}

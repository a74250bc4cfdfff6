//! `ilp` owns optimal clustering: the integer linear program of van Balen
//! §4.3 whose objective is the memory traffic of the clustering, its presolve,
//! solving with HiGHS (through good_lp), and the exhaustive search that checks
//! the ILP on small programs. How a solve ended is a [`SolveStatus`].
//!
//! Start at [`optimal`]: presolve ([`analyse`]), one model per
//! independent component (`model::solve`) in one of two formulations
//! ([`Formulation`]: the default adds the rules a solution breaks as cuts,
//! found by `cuts`, and solves again; where a solve stops on a solution
//! that breaks a rule, `repair` makes it valid), then the result is
//! checked with the same validity checker as every other strategy.

mod cuts;
mod exhaustive;
mod levels;
mod model;
mod modes;
mod recompute_cut;
mod relations;
mod repair;
mod status;
mod time;

pub use exhaustive::{exhaustive, exhaustive_in_modes, parts, ExhaustiveError, ModesAnswer};
pub use model::{
    Formulation, Objective, Recomputation, SolveError, SolveStats, StepMemory, EXACT_SPAN,
};
pub use modes::MAX_MODE_CHOICES;
pub use recompute_cut::{Pricing, Recut, StoreOrRecompute};
pub use relations::{analyse, Analysis};
pub use status::SolveStatus;
pub use time::{random_ns_at, TimeModel, Weights, RANDOM_LEVELS};

use ir::cluster::{check, Clustering, Schedule};
use ir::deps::DepGraph;
use ir::graph::{LabelledGraph, NodeId};

/// How to solve.
#[derive(Clone, Debug)]
pub struct Options {
    pub objective: Objective,
    /// Seconds for HiGHS in all; on time-out the best incumbent is used.
    pub time_limit: Option<f64>,
    /// Fix impossible pairs and split into independent components first,
    /// and add valid inequalities to each model.
    pub presolve: bool,
    /// How acyclicity and nests are modelled (`cuts`, the default, or the
    /// thesis's cluster numbers, `order`).
    pub formulation: Formulation,
    /// In the `cuts` formulation, separate the cuts at the LP relaxation's
    /// optimum before the first MIP solve (the root's cutting-plane loop,
    /// `docs/fusion.md`); without it, cuts are added only after MIP solves.
    pub root_separation: bool,
    /// After the root's cutting-plane loop, search for a start near its LP
    /// optimum with the LP's integral binaries fixed (`docs/fusion.md`,
    /// "Exactness"); without it, the warm start (and, for a lexicographic
    /// objective, a root-only solve of the whole objective) starts HiGHS.
    pub rounded_start: bool,
    /// In the root's cutting-plane loop, add the stream covers an LP
    /// optimum violates as well (`docs/fusion.md`, "Stream covers").
    pub stream_covers: bool,
    /// With recomputation per context, a row value spares its reader's
    /// reads only in the contexts of its row pair, where the reader can
    /// take it (`docs/fusion.md`, "Row values per context"); without it,
    /// in every context of the reader (a weaker relaxation, the same
    /// optimum).
    pub row_value_contexts: bool,
    /// In the root's cutting-plane loop, separate the gather paths as
    /// well: a node that shares a cluster with a node that reads it at
    /// computed indices, directly or through recomputed `map`s, is
    /// recomputed (`docs/fusion.md`, "Gather paths").
    pub gather_paths: bool,
    /// The search for a start near the root's LP optimum fixes the LP's
    /// integral binaries but the row pairs' joins (`docs/fusion.md`,
    /// "Exactness"); without it, those too.
    pub free_joins: bool,
    /// End the MIP rounds on a valid solution already known whose value a
    /// round's bound reaches (`docs/fusion.md`, "A known valid solution
    /// ends the rounds").
    pub known_proofs: bool,
    /// Re-optimise which nodes a repaired or rounded MIP solution stores
    /// and which it recomputes by a minimum cut (`docs/fusion.md`, "Store
    /// or recompute by a minimum cut") before it is kept.
    pub min_cut: bool,
    /// How the evaluations and reads of recomputed nodes are modelled
    /// (`contexts`, the default, or `aggregate`, `docs/fusion.md`).
    pub recomputation: Recomputation,
    /// Bytes that one duplicated evaluation of a recomputed node costs in
    /// the `traffic` objective (`--recompute-weight`; 0, the default, lets
    /// traffic alone decide).
    pub recompute_weight: f64,
    /// The machine figures of the `time` objective: with them each
    /// duplicated evaluation of a recomputed node also costs its scalar
    /// operations' time, in bytes at the bandwidth ([`Weights`]).
    /// Required by [`Objective::Time`] (without them it is `traffic`).
    pub time: Option<TimeModel>,
    /// A cap on the bytes one step of each sequence loop stores, at a
    /// chunk length (`--step-memory`); `None`: no cap.
    pub step_memory: Option<StepMemory>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            objective: Objective::Traffic,
            time_limit: None,
            presolve: true,
            formulation: Formulation::default(),
            root_separation: true,
            rounded_start: true,
            stream_covers: true,
            row_value_contexts: true,
            gather_paths: true,
            free_joins: true,
            known_proofs: true,
            min_cut: true,
            recomputation: Recomputation::default(),
            recompute_weight: 0.0,
            time: None,
            step_memory: None,
        }
    }
}

impl Options {
    /// What the bytes objectives add to the traffic under these options
    /// ([`Weights`]): the time model counts only for the `time` objective.
    pub fn weights(&self) -> Weights {
        Weights {
            recompute_weight: self.recompute_weight,
            time: self.time.filter(|_| self.objective == Objective::Time),
        }
    }
}

/// Model and presolve figures, for the metrics.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IlpStats {
    /// Pairs of nodes that could share a cluster before presolve.
    pub candidate_pairs: usize,
    /// Of those, found impossible by presolve.
    pub fixed_apart: usize,
    /// Independent components (nodes that may be fused together).
    pub components: usize,
    /// The bytes the ILP predicts for its clustering (objective plus the
    /// parts no decision changes), for the `traffic` objective; `None` also
    /// when the figure is beyond `i128`, and when another clustering
    /// replaced the ILP's (`replaced`).
    pub predicted_bytes: Option<i128>,
    /// For `traffic` without a recompute weight: a proven lower bound on
    /// the bytes of every valid clustering, never above the answer's bytes
    /// (equal to them when proven optimal), from HiGHS's bounds; `None`
    /// where HiGHS's bound is not proven to the byte (`inexact`).
    pub lower_bound_bytes: Option<i128>,
    /// For `traffic` without a recompute weight: the ILP's clustering
    /// moved more bytes, costed exactly, than one of the clusterings it is
    /// checked against (the warm start, every node alone, the `others` of
    /// [`optimal_among`]), which is the answer instead.
    pub replaced: bool,
    /// Nodes whose write mode the solve chose (`DepGraph::mode_choices`:
    /// the first [`MAX_MODE_CHOICES`] combined, the rest gathering).
    pub write_mode_choices: usize,
    pub solve: SolveStats,
}

pub struct Outcome {
    pub clustering: Clustering,
    pub schedule: Schedule,
    pub stats: IlpStats,
    /// The dependency graph under the answer's write modes
    /// ([`DepGraph::written_through`]) where it writes through more nodes
    /// than the given graph; the clustering and schedule are valid under
    /// it ([`Outcome::deps`]).
    pub written_through: Option<DepGraph>,
}

impl Outcome {
    /// The dependency graph the answer is valid under: `given` (the one
    /// the solve was given) unless the answer writes more nodes through.
    pub fn deps<'a>(&'a self, given: &'a DepGraph) -> &'a DepGraph {
        self.written_through.as_ref().unwrap_or(given)
    }
}

/// The optimal clustering under `opts.objective`, with sizes from `value_of`
/// (`default_size` for names without a value). `warm` is a valid clustering
/// to start from (e.g. greedy's). [`optimal_among`] with no other
/// clusterings.
pub fn optimal(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
    warm: Option<(&Clustering, &Schedule)>,
) -> Result<Outcome, SolveError> {
    optimal_among(g, deps, value_of, default_size, opts, warm, &[])
}

/// The optimal clustering, as [`optimal_in_modes`], over the write modes
/// a clustering may choose ([`modes`]): every combination of the first
/// [`MAX_MODE_CHOICES`] of `deps.mode_choices` is solved (the given modes
/// first; the warm start and `others` where they are valid under each),
/// and the cheapest answer stands, by exact bytes for `traffic` without a
/// recompute weight and by objective otherwise (the given modes on a tie).
/// Its status is the worst of the solves (a proven optimum needs every
/// combination proven); the lower bound is the least of theirs. Where
/// more nodes could choose than are combined, the rest gather, and the
/// answer is `inexact` (not proven over every mode).
pub fn optimal_among(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
    warm: Option<(&Clustering, &Schedule)>,
    others: &[(&Clustering, &Schedule)],
) -> Result<Outcome, SolveError> {
    let combinations = modes::combinations(g, deps);
    let (choices, unchosen) = (combinations.choices, combinations.unchosen());
    if choices == 0 {
        return optimal_in_modes(g, deps, value_of, default_size, opts, warm, others);
    }
    let by_bytes = opts.objective.by_bytes() && !opts.weights().weighted();
    let start = std::time::Instant::now();
    let mut best: Option<Outcome> = None;
    let mut status = SolveStatus::Optimal;
    let mut lower_bound: Option<i128> = None;
    let mut bounded = true;
    let mut solve_micros = 0;
    for through in combinations.graphs {
        let d = through.as_ref().unwrap_or(deps);
        let valid =
            |(cl, _): &(&Clustering, &Schedule)| check(g, d, cl).ok().map(|s| ((*cl).clone(), s));
        let warm_here = warm.and_then(|w| valid(&w));
        let others_here: Vec<(Clustering, Schedule)> = others.iter().filter_map(valid).collect();
        let others_here: Vec<(&Clustering, &Schedule)> =
            others_here.iter().map(|(c, s)| (c, s)).collect();
        let here = Options {
            time_limit: opts
                .time_limit
                .map(|t| (t - start.elapsed().as_secs_f64()).max(0.0)),
            ..opts.clone()
        };
        let warm_ref = warm_here.as_ref().map(|(c, s)| (c, s));
        let solved = optimal_in_modes(g, d, value_of, default_size, &here, warm_ref, &others_here);
        let mut out = match solved {
            Ok(out) => out,
            // The given modes' failure is the answer's; another's leaves
            // its modes unsearched.
            Err(e) if through.is_none() => return Err(e),
            Err(_) => {
                status = status.worse(SolveStatus::TimeLimit);
                bounded = false;
                continue;
            }
        };
        out.written_through = through;
        status = status.worse(out.stats.solve.status);
        solve_micros += out.stats.solve.micros;
        match out.stats.lower_bound_bytes {
            Some(b) => lower_bound = Some(lower_bound.map_or(b, |l| l.min(b))),
            None => bounded = false,
        }
        let better = best.as_ref().is_none_or(|b| {
            let bytes =
                |o: &Outcome| {
                    ir::cost::cost(g, o.deps(deps), &o.clustering, &o.schedule)
                        .bytes_for_comparison(g, value_of, default_size)
                };
            // With weights, the whole objective at each answer's modes
            // (the solve's own figure is its traffic alone).
            let weighted = |o: &Outcome| {
                traffic_value(
                    g,
                    o.deps(deps),
                    (&o.clustering, &o.schedule),
                    opts,
                    value_of,
                    default_size,
                )
                .unwrap_or(f64::INFINITY)
            };
            match (by_bytes, opts.objective.by_bytes()) {
                (true, _) => bytes(&out) < bytes(b),
                (false, true) => weighted(&out) < weighted(b),
                (false, false) => out.stats.solve.objective < b.stats.solve.objective,
            }
        });
        if better {
            best = Some(out);
        }
    }
    let mut best = best.expect("the given modes are solved");
    if unchosen > 0 {
        status = status.worse(SolveStatus::Inexact);
    }
    let solve = &mut best.stats.solve;
    solve.status = status;
    solve.micros = solve_micros;
    if by_bytes {
        let bytes = solve.objective;
        best.stats.lower_bound_bytes = match status {
            SolveStatus::Inexact => None,
            _ => lower_bound.filter(|_| bounded),
        };
        solve.bound = best
            .stats
            .lower_bound_bytes
            .map_or(f64::NEG_INFINITY, |b| b as f64);
        solve.gap = match best.stats.lower_bound_bytes {
            _ if status.is_optimal() => 0.0,
            Some(lb) if bytes > 0.0 => ((bytes - lb as f64) / bytes).max(0.0),
            Some(_) => 0.0,
            None => 1.0,
        };
    }
    best.stats.write_mode_choices = choices;
    Ok(best)
}

/// The optimal clustering under the write modes of `deps`, as
/// [`optimal`], checked exactly: for `traffic` without a recompute
/// weight, the ILP's clustering is costed with `ir::cost` in integers, as
/// are the warm start, every node alone and `others` (valid clusterings,
/// e.g. other strategies' answers), and the cheapest is the answer (the
/// ILP's on a tie). Where another one is
/// cheaper, HiGHS's float objective failed to tell them apart at these
/// sizes: the answer is that clustering, `replaced` says so, and a status
/// of `optimal` becomes `inexact`. For `traffic`, `solve.objective` and
/// `solve.bound` are then the answer's bytes and `lower_bound_bytes`, in
/// bytes of the whole program.
fn optimal_in_modes(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
    warm: Option<(&Clustering, &Schedule)>,
    others: &[(&Clustering, &Schedule)],
) -> Result<Outcome, SolveError> {
    let analysis = analysis_for(g, deps, opts);
    let fits = |cl: &Clustering| {
        opts.step_memory
            .is_none_or(|cap| fits(g, deps, cl, cap, value_of, default_size))
    };
    let inputs = model::Inputs {
        warm,
        ..inputs_for(g, deps, &analysis, value_of, default_size, opts)
    };
    let (mut clustering, mut solve) =
        model::solve(&inputs).map_err(|e| match (e, opts.step_memory) {
            (SolveError::NoSolution(why), Some(cap)) => {
                SolveError::NoSolution(format!("{why}: {}", cap.unmet()))
            }
            (e, _) => e,
        })?;
    let mut schedule =
        check(g, deps, &clustering).map_err(|v| SolveError::Invalid(v.to_string()))?;
    let mut predicted_bytes = None;
    let mut lower_bound_bytes = None;
    let mut replaced = false;
    if opts.objective.by_bytes() {
        let bytes_of = |cl: &Clustering, s: &Schedule| {
            ir::cost::cost(g, deps, cl, s).bytes(g, value_of, default_size)
        };
        // The objective is the bytes less those of the all-singletons
        // clustering, less the constant parts no decision changes.
        let (alone, alone_schedule, base) = every_node_alone(g, deps, value_of, default_size);
        let shift = |objective: f64| {
            let off = (solve.singleton_objective - objective).round();
            off.is_finite()
                .then(|| base?.checked_sub(off as i128))
                .flatten()
        };
        let mut bytes = bytes_of(&clustering, &schedule);
        if solve.warm_components + solve.repaired_components == 0 {
            predicted_bytes = shift(solve.objective);
        }
        if !opts.weights().weighted() {
            // The exact check: the cheapest of the ILP's clustering and the
            // others, by bytes in integers (a figure beyond i128 never wins).
            let cheapest = (warm.into_iter())
                .chain([(&alone, &alone_schedule)])
                .chain(others.iter().copied())
                .filter(|(cl, _)| fits(cl))
                .filter_map(|(cl, s)| Some((bytes_of(cl, s)?, cl, s)))
                .min_by_key(|(b, _, _)| *b);
            if let Some((b, cl, s)) = cheapest {
                if bytes.is_none_or(|ours| b < ours) {
                    (clustering, schedule, bytes) = (cl.clone(), s.clone(), Some(b));
                    replaced = true;
                    predicted_bytes = None;
                    solve.status = solve.status.worse(SolveStatus::Inexact);
                }
            }
        }
        if solve.status == SolveStatus::Inexact
            && !opts.weights().weighted()
            && opts.step_memory.is_none()
        {
            // Not proven by HiGHS: where exhaustive search is small enough,
            // its exact minimum decides, and proves the answer optimal.
            let presolved;
            let an = match analysis.presolved {
                true => &analysis,
                false => {
                    presolved = relations::analyse(g, deps, true);
                    &presolved
                }
            };
            let small = exhaustive::parts(g, deps, an)
                .iter()
                .all(|p| p.len() <= EXACT_CHECK_NODES);
            if small {
                if let Ok((cl, b, _)) =
                    exhaustive::exhaustive(g, deps, an, value_of, default_size, Weights::default())
                {
                    if bytes.is_none_or(|ours| b < ours) {
                        schedule =
                            check(g, deps, &cl).map_err(|v| SolveError::Invalid(v.to_string()))?;
                        (clustering, bytes) = (cl, Some(b));
                        replaced = true;
                        predicted_bytes = None;
                    }
                    solve.status = SolveStatus::Optimal;
                }
            }
        }
        lower_bound_bytes = match solve.status {
            // Proven optimal: the bound is the clustering's own bytes, not
            // the solver's float sum of them (which may sit a hair below an
            // integer and floor to one byte less).
            SolveStatus::Optimal => bytes,
            // HiGHS's bound of a model too coarse for its tolerances, or
            // beaten by another clustering, proves nothing to the byte.
            SolveStatus::Inexact => None,
            SolveStatus::TimeLimit if opts.weights().weighted() => None,
            SolveStatus::TimeLimit => (solve.bound.is_finite())
                .then(|| shift(integral_floor(solve.bound)))
                .flatten()
                .map(|lb| bytes.map_or(lb, |b| lb.min(b))),
        };
        solve.gap = match (bytes, lower_bound_bytes) {
            _ if solve.status.is_optimal() => 0.0,
            (Some(b), Some(lb)) if b > 0 => ((b - lb) as f64 / b as f64).max(0.0),
            (Some(0), Some(_)) => 0.0,
            _ => 1.0,
        };
        // One unit for the figures: the answer's bytes and the bound on
        // them, of the whole program.
        solve.objective = bytes.map_or(f64::NAN, |b| b as f64);
        solve.bound = lower_bound_bytes.map_or(f64::NEG_INFINITY, |b| b as f64);
    }
    if !fits(&clustering) {
        // The warm start stood where HiGHS found nothing in time, and it
        // keeps no step within the cap.
        let cap = opts.step_memory.expect("a cap to break");
        return Err(SolveError::NoSolution(cap.unmet()));
    }
    let stats = IlpStats {
        predicted_bytes,
        lower_bound_bytes,
        replaced,
        write_mode_choices: 0,
        candidate_pairs: analysis.relations.len() + analysis.fixed_apart,
        fixed_apart: analysis.fixed_apart,
        components: analysis.components.iter().filter(|c| c.len() > 1).count(),
        solve,
    };
    Ok(Outcome {
        clustering,
        schedule,
        stats,
        written_through: None,
    })
}

/// The root bound of the models [`optimal`] solves under `opts`, for the
/// `traffic` objective without a recompute weight.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootBound {
    /// The optimum of the models' LP relaxations (every integer variable
    /// continuous within its bounds, before any cut), summed, in bytes of
    /// the part of the traffic that the decisions change.
    pub relaxed: f64,
    /// The same after the root's cutting-plane loop, where the options
    /// have one (`cuts` with root separation; otherwise `relaxed`): the
    /// bound HiGHS's branching starts from.
    pub with_cuts: f64,
    /// The bytes no decision changes: every clustering moves `fixed` plus
    /// its part.
    pub fixed: f64,
}

impl RootBound {
    /// The relaxation as a fraction of the part of `bytes` (a clustering's)
    /// that the decisions change; 1 where that part is empty. HiGHS proves
    /// an optimum with less branching the nearer this is to 1 for it.
    pub fn fraction_of(&self, bytes: i128) -> f64 {
        self.share(self.relaxed, bytes)
    }

    /// [`RootBound::with_cuts`] as a fraction, likewise.
    pub fn fraction_with_cuts_of(&self, bytes: i128) -> f64 {
        self.share(self.with_cuts, bytes)
    }

    fn share(&self, bound: f64, bytes: i128) -> f64 {
        let part = bytes as f64 - self.fixed;
        if part > 0.0 {
            bound / part
        } else {
            1.0
        }
    }
}

/// The root bound of [`optimal`]'s models ([`RootBound`]): each model's LP
/// relaxation solved, no decision made. `None` for another objective, a
/// recompute weight, or figures beyond `i128`.
pub fn root_bound(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
) -> Result<Option<RootBound>, SolveError> {
    if !opts.objective.by_bytes() || opts.weights().weighted() {
        return Ok(None);
    }
    let analysis = analysis_for(g, deps, opts);
    let inputs = model::Inputs {
        root_only: true,
        ..inputs_for(g, deps, &analysis, value_of, default_size, opts)
    };
    let (_, solve) = model::solve(&inputs)?;
    let (_, _, base) = every_node_alone(g, deps, value_of, default_size);
    let (relaxed, with_cuts) = match (solve.root_objective, solve.root_cut_objective) {
        (Some(r), Some(c)) => (r, c),
        // No model: nothing to decide.
        _ if solve.models == 0 => (0.0, 0.0),
        _ => return Ok(None),
    };
    Ok(base.map(|base| RootBound {
        relaxed,
        with_cuts,
        fixed: base as f64 - solve.singleton_objective,
    }))
}

/// The clustering with every node alone, its schedule and its bytes (the
/// base the models' objectives are counted from; `None` beyond `i128`).
fn every_node_alone(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
) -> (Clustering, Schedule, Option<i128>) {
    let alone = Clustering::singletons(g.nodes.len());
    let schedule = check(g, deps, &alone).expect("singletons are valid");
    let bytes = ir::cost::cost(g, deps, &alone, &schedule).bytes(g, value_of, default_size);
    (alone, schedule, bytes)
}

/// The presolve of `g` under `opts`, with the components of one sequence
/// step joined where a step memory cap needs them together.
fn analysis_for(g: &LabelledGraph, deps: &DepGraph, opts: &Options) -> Analysis {
    let mut analysis = relations::analyse(g, deps, opts.presolve);
    if opts.step_memory.is_some() {
        merge_steps(g, deps, &mut analysis);
    }
    analysis
}

/// The models' inputs under `opts`: no warm start, every decision solved.
fn inputs_for<'a>(
    g: &'a LabelledGraph,
    deps: &'a DepGraph,
    analysis: &'a Analysis,
    value_of: &'a dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
) -> model::Inputs<'a> {
    model::Inputs {
        g,
        deps,
        analysis,
        objective: opts.objective,
        value_of,
        default_size,
        time_limit: opts.time_limit,
        warm: None,
        formulation: opts.formulation,
        root_separation: opts.root_separation,
        rounded_start: opts.rounded_start,
        stream_covers: opts.stream_covers,
        row_value_contexts: opts.row_value_contexts,
        gather_paths: opts.gather_paths,
        free_joins: opts.free_joins,
        known_proofs: opts.known_proofs,
        min_cut: opts.min_cut,
        recomputation: opts.recomputation,
        weights: opts.weights(),
        step_memory: opts.step_memory,
        root_only: false,
    }
}

/// Whether every sequence step of `cl` stores at most `cap.bytes` at a
/// chunk of `cap.chunk` elements (`ir::step`; a figure beyond `i128` does
/// not fit).
pub fn fits(
    g: &LabelledGraph,
    deps: &DepGraph,
    cl: &Clustering,
    cap: StepMemory,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
) -> bool {
    ir::step::step_bytes(g, deps, cl).iter().all(|s| {
        s.at(cap.chunk as i64, value_of, default_size)
            .is_some_and(|b| b <= i128::from(cap.bytes))
    })
}

/// Joins the components that hold operations of one sequence step, so
/// that one model sees every decision about a step's arrays under its
/// memory cap (components are joined as `relations::components` joins
/// them, keeping the rule that no two are on a cycle).
fn merge_steps(g: &LabelledGraph, deps: &DepGraph, a: &mut Analysis) {
    let mut pairs: Vec<(NodeId, NodeId)> = (a.relations.iter().map(|r| (r.a, r.b)))
        .chain(a.row_pairs.iter().map(|r| (r.p, r.c)))
        .collect();
    for l in ir::step::scheduled_loops(g) {
        let ops: Vec<NodeId> = (g.node_ids())
            .filter(|n| a.directions[n.index()].is_some() && ir::step::inside(deps, *n, l))
            .collect();
        pairs.extend(ops.windows(2).map(|w| (w[0], w[1])));
    }
    a.components = relations::components(deps, &a.directions, &pairs, a.presolved);
}

/// The largest independent part (`exhaustive::parts`) for which an answer
/// HiGHS could not prove exact (`inexact`) is checked by exhaustive search,
/// whose minimum is then the answer, proven (10 nodes: 116 thousand
/// partitions at most, well under a second; at `exhaustive::MAX_NODES`,
/// 12, it would be 36 times as many).
pub const EXACT_CHECK_NODES: usize = 10;

/// The greatest integer at most `bound`, allowing for the rounding of a
/// solver's float sum: a bound within a billionth of an integer is that
/// integer (a bound of 16980607.9999999 is 16980608, not 16980607).
fn integral_floor(bound: f64) -> f64 {
    let nearest = bound.round();
    if (bound - nearest).abs() <= 1e-9 * bound.abs().max(1.0) {
        nearest
    } else {
        bound.floor()
    }
}

/// The bytes objectives' value at a valid clustering: its bytes plus the
/// weighted duplicated evaluations ([`Weights::cost`]) and the pair terms
/// of the `time` objective ([`Weights::pair_cost`]), at these
/// sizes. `None`
/// for the counting objectives (their value does not depend on the sizes)
/// and for a figure beyond `i128`. Used to choose between warm starts.
pub fn traffic_value(
    g: &LabelledGraph,
    deps: &DepGraph,
    start: (&Clustering, &Schedule),
    opts: &Options,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
) -> Option<f64> {
    if !opts.objective.by_bytes() {
        return None;
    }
    let cost = ir::cost::cost(g, deps, start.0, start.1);
    let bytes = cost.bytes(g, value_of, default_size)? as f64;
    let weights = opts.weights();
    if !weights.weighted() {
        return Some(bytes);
    }
    let v = |n: &str| Some(value_of(n).unwrap_or(default_size));
    let relations = analyse(g, deps, true).relations;
    let pairs = weights.pair_cost(g, deps, &relations, start.0, &v);
    Some(bytes + weights.cost(g, &cost, &v)? + pairs)
}

#[cfg(test)]
mod tests {
    use super::integral_floor;

    #[test]
    fn a_bound_a_rounding_below_an_integer_is_that_integer() {
        assert_eq!(integral_floor(16980607.999999998), 16980608.0);
        assert_eq!(integral_floor(16980608.000000002), 16980608.0);
        assert_eq!(integral_floor(16980607.5), 16980607.0);
        assert_eq!(integral_floor(-3.2), -4.0);
        assert_eq!(integral_floor(0.0), 0.0);
    }
}

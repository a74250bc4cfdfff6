//! `ilp` owns optimal clustering: the integer linear program of van Balen
//! §4.3 whose objective is the memory traffic of the clustering, its presolve,
//! solving with HiGHS (through good_lp), and the exhaustive search that checks
//! the ILP on small programs. How a solve ended is a [`SolveStatus`].
//!
//! Start at [`optimal`]: presolve ([`relations::analyse`]), one model per
//! independent component ([`model::solve`]) in one of two formulations
//! ([`Formulation`]: the default adds the rules a solution breaks as cuts,
//! found by [`cuts`], and solves again; where a solve stops on a solution
//! that breaks a rule, [`repair`] makes it valid), then the result is
//! checked with the same validity checker as every other strategy.

pub mod cuts;
pub mod exhaustive;
pub mod model;
pub mod relations;
pub mod repair;
pub mod status;

pub use model::{Formulation, Objective, SolveError, SolveStats};
pub use status::SolveStatus;

use ir::cluster::{check, Clustering, Schedule};
use ir::deps::DepGraph;
use ir::graph::LabelledGraph;

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
    /// Bytes that one duplicated evaluation of a recomputed node costs in
    /// the `traffic` objective (`--recompute-weight`; 0, the default, lets
    /// traffic alone decide).
    pub recompute_weight: f64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            objective: Objective::Traffic,
            time_limit: None,
            presolve: true,
            formulation: Formulation::default(),
            recompute_weight: 0.0,
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
    /// when the figure is beyond `i128`.
    pub predicted_bytes: Option<i128>,
    /// For `traffic` without a recompute weight: a proven lower bound on
    /// the bytes of every valid clustering (equal to the clustering's bytes
    /// when proven optimal), from HiGHS's bounds.
    pub lower_bound_bytes: Option<i128>,
    pub solve: SolveStats,
}

pub struct Outcome {
    pub clustering: Clustering,
    pub schedule: Schedule,
    pub stats: IlpStats,
}

/// The optimal clustering under `opts.objective`, with sizes from `value_of`
/// (`default_size` for names without a value). `warm` is a valid clustering
/// to start from (e.g. greedy's).
pub fn optimal(
    g: &LabelledGraph,
    deps: &DepGraph,
    value_of: &dyn Fn(&str) -> Option<i64>,
    default_size: i64,
    opts: &Options,
    warm: Option<(&Clustering, &Schedule)>,
) -> Result<Outcome, SolveError> {
    let analysis = relations::analyse(g, deps, opts.presolve);
    let inputs = model::Inputs {
        g,
        deps,
        analysis: &analysis,
        objective: opts.objective,
        value_of,
        default_size,
        time_limit: opts.time_limit,
        warm,
        formulation: opts.formulation,
        recompute_weight: opts.recompute_weight,
    };
    let (clustering, mut solve) = model::solve(&inputs)?;
    let schedule = check(g, deps, &clustering).map_err(|v| SolveError::Invalid(v.to_string()))?;
    let mut predicted_bytes = None;
    let mut lower_bound_bytes = None;
    if opts.objective == Objective::Traffic {
        let bytes_of = |cl: &Clustering, s: &Schedule| {
            ir::cost::cost(g, deps, cl, s).bytes(g, value_of, default_size)
        };
        // The objective is the bytes less those of the all-singletons
        // clustering, less the constant parts no decision changes.
        let alone = Clustering::singletons(g.nodes.len());
        let alone_schedule = check(g, deps, &alone).expect("singletons are valid");
        let base = bytes_of(&alone, &alone_schedule);
        let shift = |objective: f64| {
            let off = (solve.singleton_objective - objective).round();
            off.is_finite()
                .then(|| base?.checked_sub(off as i128))
                .flatten()
        };
        let bytes = bytes_of(&clustering, &schedule);
        if solve.warm_components + solve.repaired_components == 0 {
            predicted_bytes = shift(solve.objective);
        } else if let (Some(b), Some(base)) = (bytes, base) {
            // Where a warm start or a repair stood, the objective is counted.
            solve.objective = solve.singleton_objective - (base - b) as f64;
        }
        lower_bound_bytes = if solve.status.is_optimal() {
            // Proven optimal: the bound is the clustering's own bytes, not
            // the solver's float sum of them (which may sit a hair below an
            // integer and floor to one byte less).
            bytes
        } else {
            (solve.bound.is_finite())
                .then(|| shift(integral_floor(solve.bound)))
                .flatten()
        };
        solve.gap = match (bytes, lower_bound_bytes) {
            _ if solve.status.is_optimal() => 0.0,
            (Some(b), Some(lb)) if b > 0 => ((b - lb) as f64 / b as f64).max(0.0),
            (Some(0), Some(_)) => 0.0,
            _ => 1.0,
        };
    }
    let stats = IlpStats {
        predicted_bytes,
        lower_bound_bytes,
        candidate_pairs: analysis.relations.len() + analysis.fixed_apart,
        fixed_apart: analysis.fixed_apart,
        components: analysis.components.iter().filter(|c| c.len() > 1).count(),
        solve,
    };
    Ok(Outcome {
        clustering,
        schedule,
        stats,
    })
}

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

/// The `traffic` objective's value at a valid clustering: its bytes plus
/// `recompute_weight` per duplicated evaluation, at these sizes. `None`
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
    if opts.objective != Objective::Traffic {
        return None;
    }
    let cost = ir::cost::cost(g, deps, start.0, start.1);
    let bytes = cost.bytes(g, value_of, default_size)? as f64;
    if opts.recompute_weight == 0.0 {
        return Some(bytes);
    }
    let v = |n: &str| Some(value_of(n).unwrap_or(default_size));
    let duplicated = cost.duplication().eval_exact(&v).ok()?? as f64;
    Some(bytes + opts.recompute_weight * duplicated)
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

//! The ILP (van Balen §4.3, with the memory traffic as objective), one model
//! per independent component of the presolved relation graph.
//!
//! Variables, per component of `K` nodes:
//! - `π_i ∈ {0..K-1}`: the cluster number of node `i` (clusters run in π order);
//! - `s_r ∈ {0,1}` per relation `r = (i, j)`: `i` and `j` share a cluster:
//!   `s_r = 1 ⇒ π_i = π_j`, and for a dependency `s_r = 0 ⇒ π_j > π_i`. For
//!   pairs that are not dependent (siblings, shares) the converse is left
//!   out: an optimal solution never has `s_r = 0` inside one cluster, as
//!   `s_r = 1` is then feasible too and never costs more (the objective
//!   prefers fused pairs), so no order binaries are needed for them;
//! - `d_i ∈ {0,1}`: the loop direction of node `i` (forward, backward), equal
//!   inside a cluster, fixed where the operation allows one direction;
//! - `m_a ∈ {0,1}` per array whose every user is in the component: manifest
//!   (stored), forced by any user in another cluster;
//! - `y ∈ [0,1]` per (array, reader): the reader pays the array's read for its
//!   cluster (the first reader of a cluster pays, so a shared input is read
//!   once per cluster).
//!
//! Constraints: dependencies go forward (`π_c ≥ π_p`, strictly unless fused;
//! this also orders the paths through fusion-preventing dependencies that
//! presolve finds, since a component holds every node on a path between two
//! of its nodes); pairs whose iteration spaces are no single loop nest get
//! different π where a chain of fused pairs could join them (an order
//! binary `o` unless a path orders them); directions agree inside clusters
//! (which keeps forward-only and backward-only nodes apart). With presolve
//! the model also gets valid inequalities that tighten its LP relaxation
//! without removing any integer solution: readers of an array that can
//! never share a cluster pay that many reads (less the producer's
//! cluster); a node fuses with at most one of two nodes that can never
//! share a cluster; fusing two nodes fuses every dependency on a path
//! between them. The objective is the bytes moved at the given sizes, so
//! that the optimum is the clustering with the least traffic, with ties
//! broken towards more fused pairs (fewer loops).
//!
//! That is the thesis's formulation, [`Formulation::Order`]. The default,
//! [`Formulation::Cuts`], leaves out `π`, the order binaries and the
//! row-group numbers `ρ`, and adds the rules they kept as cuts
//! ([`crate::cuts`]): first those the LP relaxation's optimum violates, in a
//! cutting-plane loop at the root (`separate_at_root`), then those each MIP
//! solution violates, solving again until it violates none (with `π` once
//! a round finds only `FEW_CUTS`, or after `MAX_CUT_ROUNDS` rounds).
//!
//! Each family of variables and constraints is one method of `Component`,
//! called in turn by `solve_component` (the order fixes the columns and
//! rows HiGHS sees).

use crate::cuts::{Cut, Point, Structure, Term};
use crate::relations::{gathers, reads_as_it_writes};
use crate::relations::{Analysis, Relation, RowPair};
use crate::repair::Groups;
use crate::status::SolveStatus;
use good_lp::{
    variable, Expression, IntoAffineExpression, ProblemVariables, SolverModel, Variable,
    VariableDefinition,
};
use ir::cluster::{Clustering, Schedule};
use ir::cost::{demand_factor, space_elements};
use ir::deps::{DepEdge, DepGraph};
use ir::graph::{ArrayId, LabelledGraph, NodeId, NodeKind};
use ir::ops::{props, reads_per_element};
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::time::Instant;

mod contexts;
mod streams;

/// What the solver minimises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Bytes read and written (the default).
    Traffic,
    /// The number of pairs left unfused (a proxy for the number of loops).
    Clusters,
    /// The number of arrays stored to memory.
    IntermediateArrays,
    /// Predicted time: the traffic plus each duplicated evaluation's scalar
    /// operations, in bytes at the machine's bandwidth
    /// ([`crate::TimeModel`], `docs/fusion.md` "The time objective").
    Time,
}

impl Objective {
    pub fn name(self) -> &'static str {
        match self {
            Objective::Traffic => "traffic",
            Objective::Clusters => "clusters",
            Objective::IntermediateArrays => "intermediate-arrays",
            Objective::Time => "time",
        }
    }

    /// Whether it counts bytes (`traffic`, and `time` in bytes at the
    /// bandwidth) rather than clusters or arrays.
    pub fn by_bytes(self) -> bool {
        matches!(self, Objective::Traffic | Objective::Time)
    }

    pub fn parse(s: &str) -> Option<Objective> {
        [
            Objective::Traffic,
            Objective::Clusters,
            Objective::IntermediateArrays,
            Objective::Time,
        ]
        .into_iter()
        .find(|o| o.name() == s)
    }
}

/// How the model keeps clusters acyclic and loop nests consistent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Formulation {
    /// Without cluster numbers: solve, find the rules the solution breaks
    /// (a dependency inside a cluster left unfused, a cycle of clusters or
    /// row groups, two nests in one loop), add a cut for each
    /// ([`crate::cuts`]) and solve again, until the solution is valid.
    #[default]
    Cuts,
    /// The thesis's: a cluster number `π` per node, dependencies ordered by
    /// big-M constraints on it, order binaries between conflicting nests,
    /// row-group numbers `ρ` likewise.
    Order,
}

impl Formulation {
    pub fn name(self) -> &'static str {
        match self {
            Formulation::Cuts => "cuts",
            Formulation::Order => "order",
        }
    }

    pub fn parse(s: &str) -> Option<Formulation> {
        [Formulation::Cuts, Formulation::Order]
            .into_iter()
            .find(|f| f.name() == s)
    }
}

/// How the model counts the evaluations of recomputed nodes and the reads
/// they make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Recomputation {
    /// Per recomputation context (the chain of consumers a node is
    /// recomputed into, ending at one evaluated in its loop): a variable per
    /// context whose evaluations are a constant, and the reads of each
    /// context covered by the producer's own context or paid for
    /// (`model/contexts.rs`). A component whose nodes have more than
    /// `MAX_CONTEXTS` contexts each is modelled `Aggregate` instead.
    #[default]
    Contexts,
    /// Per node: its evaluations as one continuous variable, bounded below
    /// by its consumers' demand (AND-linearised), and its reads by that.
    Aggregate,
}

impl Recomputation {
    pub fn name(self) -> &'static str {
        match self {
            Recomputation::Contexts => "contexts",
            Recomputation::Aggregate => "aggregate",
        }
    }

    pub fn parse(s: &str) -> Option<Recomputation> {
        [Recomputation::Contexts, Recomputation::Aggregate]
            .into_iter()
            .find(|r| r.name() == s)
    }
}

/// A cap on the bytes that one iteration of each scheduled loop (a lifted
/// sequence consumer's step) stores, at a chunk of `chunk` elements
/// (`ir::step`): the ILP then minimises traffic among the clusterings that
/// keep every step within `bytes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepMemory {
    pub bytes: u64,
    pub chunk: u64,
}

impl StepMemory {
    /// Why a clustering is refused: it keeps a step over the cap.
    pub fn unmet(&self) -> String {
        format!(
            "no clustering keeps every sequence step within {} bytes at a chunk of {} elements",
            self.bytes, self.chunk
        )
    }
}

/// Figures of one solve.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SolveStats {
    pub variables: usize,
    pub constraints: usize,
    pub models: usize,
    pub micros: u128,
    /// The objective's value: for `traffic`, once [`crate::optimal`] has
    /// checked the answer, the answer's bytes (the whole program's, exactly
    /// as `ir::cost` counts them, `NaN` beyond `i128`); from
    /// [`solve`], the optimised part (bytes less those no decision
    /// changes). For the counting objectives, the count.
    pub objective: f64,
    /// For `traffic`: the optimised part's value when every node is alone
    /// (so the program's bytes are `singleton_bytes - singleton_objective +
    /// objective`, before [`crate::optimal`]).
    pub singleton_objective: f64,
    /// A proven lower bound on `objective`'s optimum, in its unit (for
    /// `traffic` after [`crate::optimal`]: `lower_bound_bytes`, `-inf`
    /// without one); from [`solve`], the sum of the components' bounds
    /// (equal to `objective` when every one is proven optimal; `-inf` when
    /// a component has none).
    pub bound: f64,
    /// The relative gap between the answer and the lower bound (0 when
    /// proven optimal): for `traffic`, of the program's bytes
    /// ([`crate::optimal`] sets it); otherwise the largest of any component.
    pub gap: f64,
    /// Components for which HiGHS found no solution within the time limit,
    /// so that the warm start's clustering stands there.
    pub warm_components: usize,
    /// Components where HiGHS stopped on a solution that breaks a rule,
    /// whose repair ([`crate::repair`]) beat the warm start and stands.
    pub repaired_components: usize,
    /// Components whose upper level of a lexicographic solve started from
    /// the search near the root's LP optimum
    /// ([`Component::rounded_start`]).
    pub rounded_starts: usize,
    /// MIP solves whose solution broke a rule but whose bound reached a
    /// valid solution already known (a start, a level above's optimum, a
    /// repair), which then answered without another round.
    pub known_proofs: usize,
    /// Optimal, inexact (a model too coarse for HiGHS's tolerances), or
    /// stopped by a limit with its best incumbent (the worst of the
    /// components, [`SolveStatus::worse`]).
    pub status: SolveStatus,
    /// HiGHS solves in all (the `cuts` formulation solves again after
    /// adding the cuts a solution violates), and the cuts added.
    pub rounds: usize,
    pub cuts: usize,
    /// LP solves of the root's cutting-plane loop (before the first MIP
    /// solve of the `cuts` formulation), and the time they took.
    pub separation_rounds: usize,
    pub separation_micros: u128,
    /// Components modelled [`Recomputation::Aggregate`] although the
    /// options asked for contexts (a node with too many of them).
    pub aggregate_components: usize,
    /// The most levels of magnitude one component's traffic was solved in
    /// (`ilp/src/levels.rs`; 1: at once).
    pub levels: usize,
    /// Where [`Inputs::root_only`] asked for it, for `traffic` without a
    /// recompute weight: the optimum of the models' LP relaxations (every
    /// integer variable continuous within its bounds, before any cut),
    /// summed over the components, in the unit of [`SolveStats::objective`]
    /// as [`solve`] reports it (bytes of the optimised part). The closer to
    /// the optimum, the less branching HiGHS needs.
    pub root_objective: Option<f64>,
    /// The same after the root's cutting-plane loop (the `cuts`
    /// formulation with [`Inputs::root_separation`]; otherwise equal to
    /// `root_objective`): the bound HiGHS starts from.
    pub root_cut_objective: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SolveError {
    #[error("HiGHS found no solution ({0})")]
    NoSolution(String),
    #[error("the ILP's solution is not a valid clustering: {0}")]
    Invalid(String),
    /// The model's figures at these sizes are beyond what HiGHS's floats
    /// take (or beyond `i128` bytes): it is not solved.
    #[error("the ILP cannot represent this program at these sizes: {0}")]
    Unrepresentable(String),
}

pub struct Inputs<'a> {
    pub g: &'a LabelledGraph,
    pub deps: &'a DepGraph,
    pub analysis: &'a Analysis,
    pub objective: Objective,
    pub value_of: &'a dyn Fn(&str) -> Option<i64>,
    pub default_size: i64,
    pub time_limit: Option<f64>,
    /// A valid clustering to start from.
    pub warm: Option<(&'a Clustering, &'a Schedule)>,
    pub formulation: Formulation,
    /// Separate cuts at the LP relaxation's optimum before the first MIP
    /// solve ([`Component::separate_at_root`]).
    pub root_separation: bool,
    /// Search for a start near the root's LP optimum
    /// ([`Component::rounded_start`]).
    pub rounded_start: bool,
    /// Add the stream covers an LP optimum violates in the root's loop
    /// ([`Component::violated_stream_covers`]).
    pub stream_covers: bool,
    /// A row value spares its reader's reads at computed indices only in
    /// the contexts of its row pair ([`Component::context_reads`]);
    /// without it, in every context of the reader.
    pub row_value_contexts: bool,
    /// Separate the gather paths in the root's loop
    /// ([`Component::forced_together`]).
    pub gather_paths: bool,
    /// The search near the root's LP optimum leaves the row pairs' joins
    /// free ([`Component::rounded_start`]).
    pub free_joins: bool,
    /// End the rounds on a known valid solution that a round's bound
    /// reaches ([`MipState::proven_valid`]).
    pub known_proofs: bool,
    /// Re-optimise the recomputation of every repaired or rounded
    /// solution by a minimum cut ([`crate::recompute_cut`]) before it is
    /// kept.
    pub min_cut: bool,
    /// How recomputation is modelled.
    pub recomputation: Recomputation,
    /// What one duplicated evaluation of a recomputed node costs in the
    /// objective (unweighted: traffic alone decides).
    pub weights: crate::Weights,
    /// A cap on the bytes one step of each sequence loop stores.
    pub step_memory: Option<StepMemory>,
    /// Solve only each component's LP relaxation (the root bound,
    /// [`SolveStats::root_objective`]): no decision is made, the
    /// clustering returned is every node alone.
    pub root_only: bool,
}

/// Solves every component and returns the fused relations' clustering.
pub fn solve(inp: &Inputs) -> Result<(Clustering, SolveStats), SolveError> {
    let start = Instant::now();
    let mut stats = SolveStats::default();
    let mut fused: Vec<(NodeId, NodeId)> = Vec::new();
    let mut joined: Vec<(NodeId, NodeId)> = Vec::new();
    // Smallest first: under a time limit the big models, which need it,
    // get what the small ones leave.
    let mut order: Vec<&Vec<NodeId>> = inp.analysis.components.iter().collect();
    order.sort_by_key(|c| c.len());
    for comp in order {
        let rels: Vec<&Relation> = inp
            .analysis
            .relations
            .iter()
            .filter(|r| comp.binary_search(&r.a).is_ok())
            .collect();
        let rows: Vec<&RowPair> = inp
            .analysis
            .row_pairs
            .iter()
            .filter(|r| comp.binary_search(&r.p).is_ok())
            .collect();
        if rels.is_empty() && rows.is_empty() {
            continue; // a node alone: nothing to decide (never an empty model)
        }
        let remaining = inp
            .time_limit
            .map(|t| (t - start.elapsed().as_secs_f64()).max(0.0));
        let out = solve_component(inp, comp, &rels, &rows, remaining)?;
        stats.variables += out.variables;
        stats.constraints += out.constraints;
        stats.models += 1;
        // `None` only where the warm start stood for a `traffic` model
        // ([`crate::optimal`] then counts the objective from the bytes).
        if let Some(v) = out.objective {
            stats.objective += v;
        }
        stats.bound += out.bound;
        stats.warm_components += usize::from(out.from_warm);
        stats.repaired_components += usize::from(out.repaired);
        stats.rounded_starts += usize::from(out.rounded_start);
        stats.known_proofs += out.known_proofs;
        stats.rounds += out.rounds;
        stats.cuts += out.cuts;
        stats.separation_rounds += out.separation_rounds;
        stats.separation_micros += out.separation_micros;
        stats.levels = stats.levels.max(out.levels);
        stats.aggregate_components +=
            usize::from(out.aggregate && inp.recomputation == Recomputation::Contexts);
        if inp.root_only {
            let first = stats.models == 1;
            let add = |sum: Option<f64>, r: Option<f64>| match (sum, r) {
                (Some(sum), Some(r)) => Some(sum + r),
                (None, Some(r)) if first => Some(r),
                _ => None,
            };
            stats.root_objective = add(stats.root_objective, out.root.map(|r| r.0));
            stats.root_cut_objective = add(stats.root_cut_objective, out.root.map(|r| r.1));
        }
        stats.singleton_objective += out.coeff_sum;
        stats.gap = stats.gap.max(out.gap);
        stats.status = stats.status.worse(out.status);
        fused.extend(out.fused);
        joined.extend(out.joined);
    }
    // Clusters: connected components of the fused relations; row groups:
    // of the fused relations and the joined row pairs.
    let cl = Groups::of(inp.g.nodes.len(), &fused, &joined)
        .clustering(inp.deps)
        .map_err(|v| SolveError::Invalid(v.to_string()))?;
    stats.micros = start.elapsed().as_micros();
    Ok((cl, stats))
}

struct ComponentResult {
    /// The traffic of this component's part when every node is alone.
    coeff_sum: f64,
    variables: usize,
    constraints: usize,
    /// The objective's value at the solution (`None` for `traffic` when
    /// the warm start stands: [`crate::optimal`] counts its bytes).
    objective: Option<f64>,
    /// HiGHS's proven lower bound on `objective`.
    bound: f64,
    gap: f64,
    status: SolveStatus,
    /// HiGHS found no solution: the decisions are the warm start's.
    from_warm: bool,
    /// HiGHS found only solutions that break a rule: the decisions are the
    /// best one's repair ([`crate::repair`]).
    repaired: bool,
    /// The upper level started from [`Component::rounded_start`].
    rounded_start: bool,
    /// Rounds ended by a known valid solution ([`MipState::proven_valid`]).
    known_proofs: usize,
    /// HiGHS solves (more than one where cuts were added) and cuts added.
    rounds: usize,
    cuts: usize,
    /// LP solves of the root's cutting-plane loop, and their time.
    separation_rounds: usize,
    separation_micros: u128,
    /// Whether recomputation was modelled per node.
    aggregate: bool,
    /// The levels of the objective solved in turn.
    levels: usize,
    /// The LP relaxation's optimum where asked ([`Inputs::root_only`]),
    /// before and after the root's cutting-plane loop.
    root: Option<(f64, f64)>,
    fused: Vec<(NodeId, NodeId)>,
    /// Row pairs whose clusters share their outermost loop.
    joined: Vec<(NodeId, NodeId)>,
}

/// The most evaluations of a node that the model lets a clustering demand by
/// recomputing it: 2^50 (three nested 3x3 stencils over 2^40 elements make
/// 2^49.5), or the component's largest iteration space where that is more
/// (a matrix multiply through views at 2^20 recomputes its transposed
/// operands 2^60 times, once per element of its `map`; capped at 2^50 its
/// optimum was out of the model). The bound `U` of a node's evaluations is
/// capped there, so that a clustering demanding more keeps the node in the
/// loop; where the cap binds, the model's optimum is not proven optimal
/// (`inexact`), since it left clusterings out. Uncapped, the bounds grow as
/// 9^k along chains of stencils, the traffic coefficients reach 10^19
/// bytes, and HiGHS declared a feasible model infeasible (`bench-ilp`'s
/// `stencil` family). A cap per element instead (1024) was tried and is
/// wrong: `replicate k` demands `k` evaluations per element.
const MAX_EVALUATIONS: i128 = 1 << 50;

/// The solves of the `cuts` formulation before a component that still breaks
/// a rule is solved with cluster numbers (the `order` formulation) instead.
const MAX_CUT_ROUNDS: usize = 10;

/// A round of the `cuts` formulation whose solution violates at most this
/// many cuts ends the rounds: the rules it still breaks are cycles through
/// dependencies whose cuts the relaxation satisfies, which then come one or
/// two per round, and the `order` formulation, given every cut so far,
/// settles them in one solve (`docs/results/ilp-rounds.md`).
const FEW_CUTS: usize = 8;

/// The absolute gap at which HiGHS stops on an upper level of a
/// lexicographic solve ([`crate::levels`]): its values are whole units at
/// every clustering, so a bound less than one unit below a solution proves
/// the solution optimal.
const UPPER_LEVEL_GAP: f64 = 0.9;

/// How far a reduced cost must exceed the room between an LP's optimum and
/// the held level before reduced-cost fixing trusts it (HiGHS's dual
/// tolerance is 1e-9; the levels are in units of at most 2^28).
const REDUCED_COST_MARGIN: f64 = 1e-3;

/// The LP solves of the root's cutting-plane loop at most (it stops earlier
/// when the relaxation violates no cut).
const MAX_SEPARATION_ROUNDS: usize = 20;

/// The root's cutting-plane loop stops once its LP solves have taken this
/// many times the simplex iterations of its first (or a quarter of the time
/// limit): each round adds rows, and on large components (`mixed` at 1000
/// nodes) later LPs take tens of times the first while adding few cuts.
const SEPARATION_BUDGET: i64 = 8;

/// Cuts per node of the component that one round of the loop adds at most,
/// the most violated first (a 1000-node `mixed` component's first LP
/// violates 25,000).
const CUTS_PER_NODE: usize = 2;

/// The branch-and-bound nodes of the search for a start near the root's LP
/// optimum ([`Component::rounded_start`]): its model is small once the LP's
/// integral binaries are fixed, and a budget of work (not time) keeps the
/// start the same on every run.
const ROUNDED_START_NODES: i32 = 100;

/// How near 0 or 1 an LP value must be for [`Component::rounded_start`] to fix
/// its binary there.
const INTEGRAL_LP_VALUE: f64 = 1e-6;

/// How far a fractional point must violate a cut for the separation to add
/// it (HiGHS's tolerances are 1e-9; a smaller violation changes nothing).
const SEPARATION_TOLERANCE: f64 = 1e-6;

/// An array's streamed reads (`model/streams.rs`): the payments of every
/// reader and, per reader, whether it streams the array itself.
struct StreamSet {
    /// `Σ y_r` over every reader.
    payments: Expression,
    /// Per reader (in component order): the reader and its
    /// `u_r = 1 − s(q, r) − g_r`.
    readers: Vec<(NodeId, Expression)>,
}

/// A stream cover (`model/streams.rs`) by its array's [`StreamSet`] and the
/// positions of its readers there, ascending: a key for adding it once.
type CoverKey = (usize, Vec<usize>);

/// One place where a node is evaluated (`model/contexts.rs`).
#[derive(Clone)]
struct Context {
    /// Whether it is evaluated there: `1 − g`, `1` or a variable.
    z: Expression,
    /// How many times it is evaluated there (per run of its block).
    evaluations: i128,
    /// The nodes it is evaluated through: itself, then each consumer it
    /// is recomputed into, down to the node that runs in its loop.
    chain: Vec<NodeId>,
}

/// A producer's context inside one of its consumer's: the producer, the
/// consumer, the operand slot it is read through and the index of the
/// consumer's context.
type Through = (NodeId, NodeId, Option<usize>, usize);

/// A component's fused relations and joined row pairs, taken from a warm
/// clustering.
struct Decisions {
    fused: Vec<(NodeId, NodeId)>,
    joined: Vec<(NodeId, NodeId)>,
    objective: Option<f64>,
}

/// good_lp's variables with their column numbers (HiGHS columns follow the
/// order of creation).
struct Vars {
    pv: ProblemVariables,
    index: HashMap<Variable, usize>,
}

impl Vars {
    fn add(&mut self, def: VariableDefinition) -> Variable {
        let i = self.pv.len();
        let v = self.pv.add(def);
        self.index.insert(v, i);
        v
    }
}

/// The largest span of the objective (the sum of its coefficients'
/// magnitudes, in units; every variable is at most 1) at which HiGHS's
/// optimum is taken as exact: its tolerances, 1e-9 on each variable and
/// row, move the objective by at most 1e-9 of the span, 0.27 of a unit at
/// 2^28 units, which with the tie-break (below half a unit) stays below
/// the one unit by which two clusterings' traffic differs. Above it, two
/// clusterings some units apart may look equal to HiGHS.
pub const EXACT_SPAN: i128 = 1 << 28;

/// The largest coefficient, bound or right-hand side the model gives HiGHS:
/// its `large_matrix_value` (matrix entries at least this large are an
/// error when the model is built), and far below its infinity (1e20).
const MAX_COEFFICIENT: f64 = 1e15;

/// The largest traffic coefficient HiGHS sees, in units: where the
/// greatest common divisor would make one larger (a scalar read with `the`,
/// 8 bytes, next to an array of 2^62 elements), the unit is coarser
/// instead, and the objective only approximate (never `optimal`).
const MAX_UNITS: f64 = (1u64 << 30) as f64;

/// The traffic in units: the objective's part HiGHS sees, its span (the
/// sum of the coefficients' magnitudes, each variable being at most 1), and
/// whether it is exact (every coefficient a whole number of units).
struct Scaled {
    expression: Expression,
    unit: f64,
    span: f64,
    whole: bool,
}

impl Scaled {
    /// In units of `gcd` (which divides every coefficient), or coarser
    /// where the largest coefficient would be more than [`MAX_UNITS`].
    fn of(terms: &[(Variable, i128)], gcd: i128) -> Scaled {
        let largest = terms
            .iter()
            .map(|(_, c)| c.unsigned_abs())
            .max()
            .unwrap_or(0) as f64;
        let whole = largest / gcd as f64 <= MAX_UNITS;
        let unit = match whole {
            true => gcd as f64,
            false => largest / MAX_UNITS,
        };
        let mut expression = Expression::from(0.0);
        let mut span = 0.0;
        for (v, c) in terms {
            // Exact where whole: `gcd` divides every coefficient.
            let units = match whole {
                true => (c / gcd) as f64,
                false => *c as f64 / unit,
            };
            span += units.abs();
            expression += *v * units;
        }
        Scaled {
            expression,
            unit,
            span,
            whole,
        }
    }
}

/// Every coefficient and constant of the objective and the constraints is
/// finite and within [`MAX_COEFFICIENT`]; otherwise HiGHS would refuse the
/// model, or solve another one than was meant.
fn representable<'a>(
    objective: &Expression,
    constraints: impl Iterator<Item = &'a good_lp::Constraint>,
) -> Result<(), SolveError> {
    let check = |e: &Expression, what: &str| {
        let coefficients = e.linear_coefficients().map(|(_, c)| c);
        match coefficients
            .chain([e.constant()])
            .find(|c| !c.is_finite() || c.abs() > MAX_COEFFICIENT)
        {
            Some(c) => Err(SolveError::Unrepresentable(format!(
                "{what} has a coefficient of {c:e}, beyond the {MAX_COEFFICIENT:e} HiGHS takes"
            ))),
            None => Ok(()),
        }
    };
    check(objective, "the objective")?;
    for c in constraints {
        check(c.expression(), "a constraint")?;
    }
    Ok(())
}

/// Bytes of one element of an array.
fn width(g: &LabelledGraph, a: ArrayId) -> i128 {
    g.array(a)
        .ty
        .elem
        .leaves()
        .iter()
        .map(|p| p.bytes())
        .sum::<usize>() as i128
}

/// Builds and solves the model of one component: the variables, then each
/// family of constraints in turn, the objective, a warm start, HiGHS.
fn solve_component(
    inp: &Inputs,
    comp: &[NodeId],
    rels: &[&Relation],
    rows: &[&RowPair],
    time_limit: Option<f64>,
) -> Result<ComponentResult, SolveError> {
    let mut m = Component::new(inp, comp, rels);
    m.recomputed_nodes();
    m.conflicting_pairs_apart();
    m.directions_agree();
    m.row_groups(rows);
    m.writes();
    m.streamed_reads();
    m.recomputed_reads();
    m.one_of_two_apart();
    m.paths_fused();
    m.hoisted_reads();
    m.aliases();
    m.step_memory()?;
    if inp.formulation == Formulation::Order {
        m.order();
    }
    m.solve(time_limit)
}

/// Which pairs of nodes a chain of fused candidate pairs could bring into one
/// cluster with both in the loop: through nodes that may be recomputed, or
/// whose space is a prefix of the longest common prefix of the pair's
/// spaces. Per common prefix, the components of the candidate pairs between
/// such nodes (computed when first asked).
struct Chains<'c> {
    comp: &'c [NodeId],
    spaces: &'c [Vec<ir::Poly>],
    /// Per node of the component: may be recomputed, or an array operation.
    recomputable: Vec<bool>,
    operation: Vec<bool>,
    /// Per position in `comp`, its candidate partners.
    partners: Vec<Vec<usize>>,
    in_comp: HashMap<NodeId, usize>,
    /// Per common prefix, the component of each position (`None` where the
    /// node may not be passed through).
    joined: HashMap<Vec<ir::Poly>, Vec<Option<usize>>>,
}

impl<'c> Chains<'c> {
    fn new(m: &Component<'c>) -> Chains<'c> {
        let an = m.inp.analysis;
        let mut partners = vec![Vec::new(); m.comp.len()];
        for r in m.rels {
            let (a, b) = (m.in_comp[&r.a], m.in_comp[&r.b]);
            partners[a].push(b);
            partners[b].push(a);
        }
        Chains {
            comp: m.comp,
            spaces: &an.spaces,
            recomputable: m.comp.iter().map(|n| m.recompute.contains_key(n)).collect(),
            operation: (m.comp.iter())
                .map(|n| an.directions[n.index()].is_some())
                .collect(),
            partners,
            in_comp: m.in_comp.clone(),
            joined: HashMap::new(),
        }
    }

    /// Whether a chain of at least two candidate pairs could join `x` and
    /// `y` (a single pair is kept apart by `s ≤ g_x + g_y`).
    fn join(&mut self, x: NodeId, y: NodeId) -> bool {
        let (sx, sy) = (&self.spaces[x.index()], &self.spaces[y.index()]);
        let common = sx.iter().zip(sy).take_while(|(a, b)| a == b).count();
        let prefix: Vec<ir::Poly> = sx[..common].to_vec();
        if !self.joined.contains_key(&prefix) {
            let passable: Vec<bool> = (0..self.comp.len())
                .map(|i| {
                    let space = &self.spaces[self.comp[i].index()];
                    self.recomputable[i]
                        || (self.operation[i]
                            && space.len() <= common
                            && space[..] == prefix[..space.len()])
                })
                .collect();
            let mut u = ir::UnionFind::new(self.comp.len());
            for (a, near) in self.partners.iter().enumerate() {
                for &b in near.iter().filter(|b| passable[a] && passable[**b]) {
                    u.union(a, b);
                }
            }
            let roots = u.roots();
            let of = (0..self.comp.len())
                .map(|i| passable[i].then_some(roots[i]))
                .collect();
            self.joined.insert(prefix.clone(), of);
        }
        let of = &self.joined[&prefix];
        let reach = |n: NodeId| -> Vec<usize> {
            let i = self.in_comp[&n];
            (self.partners[i].iter()).filter_map(|&p| of[p]).collect()
        };
        let (rx, ry) = (reach(x), reach(y));
        rx.iter().any(|r| ry.contains(r))
    }
}

/// One component's model as it is built.
struct Component<'a> {
    inp: &'a Inputs<'a>,
    comp: &'a [NodeId],
    rels: &'a [&'a Relation],
    /// The number of nodes (the largest cluster number is `k - 1`).
    k: f64,
    in_comp: HashMap<NodeId, usize>,
    /// Per block, how many times its body runs.
    scales: ir::cost::BlockScales,
    /// Dependencies, as (producer, consumer).
    dependent: HashSet<(NodeId, NodeId)>,
    vars: Vars,
    constraints: Vec<good_lp::Constraint>,
    /// `π` per node of `comp`.
    pi: Vec<Variable>,
    /// `s` per relation of `rels`.
    s: Vec<Variable>,
    s_of: HashMap<(NodeId, NodeId), Variable>,
    /// Order binaries `o` (`x` before `y`), for the warm start.
    order_vars: Vec<(Variable, NodeId, NodeId)>,
    /// The loop direction of each node that has one: a variable, or fixed.
    dir: HashMap<NodeId, Expression>,
    dir_vars: Vec<(NodeId, Variable)>,
    manifest_vars: Vec<(ArrayId, Variable)>,
    /// `g` per node that this model may recompute.
    recompute: BTreeMap<NodeId, Variable>,
    /// `w` per row pair `(p, c)` that may join a row group.
    w_of: BTreeMap<(NodeId, NodeId), Variable>,
    /// Per row pair of `w_of`, the chains through which its consumer may
    /// read the row value ([`RowPair::contexts`] that this model keeps).
    row_chains: BTreeMap<(NodeId, NodeId), Vec<Vec<NodeId>>>,
    /// `ρ` per node (row group numbers), when some row pair may join.
    rho: Vec<Variable>,
    /// `ev` per node of `recompute`: its evaluations in its cluster (the
    /// `Aggregate` model only).
    evals: HashMap<NodeId, Variable>,
    /// Whether this component's recomputation is modelled per node
    /// ([`Recomputation::Aggregate`]) rather than per context.
    aggregate: bool,
    /// The `Contexts` model: per operation node, where it is evaluated
    /// ([`Context`]: its loop first, then each chain of consumers
    /// it may be recomputed into), and per producer, consumer, operand slot
    /// and the consumer's context, the producer's context there.
    contexts: HashMap<NodeId, Vec<Context>>,
    context_of: HashMap<Through, usize>,
    /// Per node of the component: its iteration space's elements `E`, and
    /// an upper bound `U` on its evaluations, exactly.
    elements: HashMap<NodeId, i128>,
    bound: HashMap<NodeId, i128>,
    /// Evaluations of recomputed nodes beyond one per element (weighted
    /// by `recompute_weight` in the objective).
    duplication: Expression,
    /// Bytes moved, by the variables that decide them: exact integer
    /// coefficients, scaled to the objective's unit only when solving.
    traffic: Vec<(Variable, i128)>,
    /// The sum of the traffic coefficients: the traffic when every node
    /// is alone.
    coeff_sum: i128,
    /// The first figure of the objective beyond `i128` (then the model
    /// cannot be built: [`SolveError::Unrepresentable`]).
    overflow: OnceCell<String>,
    /// Some node's evaluations were capped ([`MAX_EVALUATIONS`]): the
    /// model leaves out clusterings that recompute it more often.
    capped: bool,
    /// With recomputation per context, the least traffic (bytes) of any
    /// clustering the cap left out ([`Component::excluded_traffic`], 0
    /// where nothing better is known); `None` where it left none out.
    excluded_at_least: Option<i128>,
    /// Arrays stored.
    stored: Expression,
    /// Per array streamed by two or more readers, none of which may take
    /// it as a row value: its payments and who streams it
    /// ([`StreamSet`], for the root's stream covers).
    stream_sets: Vec<StreamSet>,
    /// [`Component::score`] of the warm start, once computed.
    warm_score: OnceCell<Option<i128>>,
}

impl<'a> Component<'a> {
    /// The cluster numbers `π` and the pair variables `s`.
    fn new(inp: &'a Inputs<'a>, comp: &'a [NodeId], rels: &'a [&'a Relation]) -> Self {
        let k = comp.len() as f64;
        let mut vars = Vars {
            pv: ProblemVariables::new(),
            index: HashMap::new(),
        };
        let s: Vec<Variable> = rels.iter().map(|_| vars.add(variable().binary())).collect();
        let s_of = rels.iter().zip(&s).map(|(r, v)| ((r.a, r.b), *v)).collect();
        Component {
            inp,
            comp,
            rels,
            k,
            in_comp: comp.iter().enumerate().map(|(i, n)| (*n, i)).collect(),
            scales: ir::cost::block_scales(inp.g, inp.deps),
            dependent: inp.deps.edges().map(|e| (e.from, e.to)).collect(),
            vars,
            constraints: Vec::new(),
            pi: Vec::new(),
            s,
            s_of,
            order_vars: Vec::new(),
            dir: HashMap::new(),
            dir_vars: Vec::new(),
            manifest_vars: Vec::new(),
            recompute: BTreeMap::new(),
            w_of: BTreeMap::new(),
            row_chains: BTreeMap::new(),
            rho: Vec::new(),
            evals: HashMap::new(),
            aggregate: inp.recomputation == Recomputation::Aggregate,
            contexts: HashMap::new(),
            context_of: HashMap::new(),
            elements: HashMap::new(),
            bound: HashMap::new(),
            duplication: Expression::from(0.0),
            traffic: Vec::new(),
            coeff_sum: 0,
            overflow: OnceCell::new(),
            capped: false,
            excluded_at_least: None,
            stored: Expression::from(0.0),
            stream_sets: Vec::new(),
            warm_score: OnceCell::new(),
        }
    }

    /// The `order` formulation's part: cluster numbers `π` and the
    /// constraints that order them, and row-group numbers `ρ` where row
    /// pairs may join.
    fn order(&mut self) {
        let k = self.k;
        self.pi = (self.comp.iter())
            .map(|_| self.vars.add(variable().integer().min(0).max(k - 1.0)))
            .collect();
        self.dependencies_go_forward();
        self.independent_pairs_equal();
        self.conflicting_spaces_ordered();
        if !self.w_of.is_empty() {
            let in_rows = self.in_rows();
            self.row_group_numbers(&in_rows);
        }
    }

    /// `s` of the pair `a`, `b`, if they are a relation.
    fn same(&self, a: NodeId, b: NodeId) -> Option<Variable> {
        let key = if a < b { (a, b) } else { (b, a) };
        self.s_of.get(&key).copied()
    }

    /// `π` of a node of the component: its cluster number.
    fn cluster_number(&self, n: NodeId) -> Variable {
        self.pi[self.in_comp[&n]]
    }

    /// The relations with their `s`.
    fn pairs(&self) -> impl Iterator<Item = (&'a Relation, Variable)> + '_ {
        self.rels.iter().copied().zip(self.s.iter().copied())
    }

    /// An exact (never wrapped) figure at the sizes; one that cannot be
    /// evaluated counts as `missing`, one beyond `i128` as 0, and is
    /// remembered ([`Component::overflow`]): that model is never solved.
    fn exact(&self, p: &ir::Poly, missing: i128) -> i128 {
        let inp = self.inp;
        let value = |n: &str| Some((inp.value_of)(n).unwrap_or(inp.default_size));
        match p.eval_exact(&value) {
            Ok(Some(v)) => v,
            Ok(None) => self.overflowed(&format!("`{p}` at these sizes")),
            Err(_) => missing,
        }
    }

    /// Remembers the first figure beyond `i128`; 0 stands for it.
    fn overflowed(&self, what: &str) -> i128 {
        let _ = self.overflow.set(what.to_string());
        0
    }

    /// The product of exact figures (0 where it is beyond `i128`, which is
    /// remembered as for [`Component::exact`]).
    fn product(&self, factors: &[i128]) -> i128 {
        factors
            .iter()
            .try_fold(1i128, |a, b| a.checked_mul(*b))
            .unwrap_or_else(|| self.overflowed(&format!("the product {factors:?} of bytes")))
    }

    /// Elements of an array.
    fn elems(&self, a: ArrayId) -> i128 {
        self.exact(&self.inp.deps.elements(a), 0)
    }

    /// How many times the block of node `n` runs.
    fn scale_of(&self, n: NodeId) -> i128 {
        let deps = self.inp.deps;
        self.exact(&self.scales[deps.block_of[n]], 1)
    }

    /// `E` of a node, as the constraint matrix takes it.
    fn el(&self, n: NodeId) -> f64 {
        self.elements[&n] as f64
    }

    /// `U` of a node (at least 1), as the constraint matrix takes it.
    fn ub(&self, n: NodeId) -> f64 {
        self.bound[&n].max(1) as f64
    }

    /// Adds `c` bytes per unit of `v` to the traffic, and `alone` bytes
    /// to the traffic when every node is alone.
    fn charge(&mut self, v: Variable, c: i128, alone: i128) {
        self.traffic.push((v, c));
        self.coeff_sum = (self.coeff_sum.checked_add(alone))
            .unwrap_or_else(|| self.overflowed("the traffic of every node alone"));
    }

    /// With a step memory cap: per scheduled loop whose body's operations
    /// are in the component (all of them: `merge_steps`), the bytes one step
    /// stores at the cap's chunk length (`ir::step`) are at most the cap:
    /// an array whose storing the clustering decides counts with its
    /// manifest variable, one stored whatever the clustering as a constant.
    fn step_memory(&mut self) -> Result<(), SolveError> {
        let Some(cap) = self.inp.step_memory else {
            return Ok(());
        };
        let (g, deps) = (self.inp.g, self.inp.deps);
        let alone = Clustering::singletons(g.nodes.len());
        for l in ir::step::scheduled_loops(g) {
            if !self.comp.iter().any(|n| ir::step::inside(deps, *n, l)) {
                continue;
            }
            let symbol = ir::step::chunk_symbol(g, deps, l);
            let mut stored = Expression::from(0.0);
            let mut fixed: i128 = 0;
            for (a, bytes) in ir::step::step_arrays(g, deps, l) {
                let (value_of, default) = (self.inp.value_of, self.inp.default_size);
                let at = ir::step::bytes_at(
                    &bytes,
                    symbol.as_ref(),
                    cap.chunk as i64,
                    value_of,
                    default,
                )
                .ok_or_else(|| {
                    SolveError::Unrepresentable(format!(
                        "the bytes of `{}` at a chunk of {} elements",
                        g.array(a).name,
                        cap.chunk
                    ))
                })?;
                match self.manifest_vars.iter().find(|(x, _)| *x == a) {
                    Some((_, m)) => stored += *m * at as f64,
                    None if ir::cluster::is_manifest(g, deps, &alone, a) => fixed += at,
                    None => {}
                }
            }
            self.constraints
                .push(stored.leq((cap.bytes as i128 - fixed) as f64));
        }
        Ok(())
    }

    /// Two nodes that can never share a cluster.
    fn never(&self, x: NodeId, y: NodeId) -> bool {
        let an = self.inp.analysis;
        an.directions[x.index()].is_none()
            || an.directions[y.index()].is_none()
            || an.before.contains(&(x, y))
            || an.before.contains(&(y, x))
            || an.loop_conflict(x, y)
    }

    /// `g` of a node (whether it is recomputed), `0` for one this model
    /// never recomputes.
    fn gathered(&self, n: NodeId) -> Expression {
        self.recompute
            .get(&n)
            .map_or_else(|| Expression::from(0.0), |v| Expression::from(*v))
    }

    /// Evaluations of a node in its cluster, divided by `unit`: `U e` for
    /// one that may be recomputed (`e ∈ [0, 1]`), else its iteration
    /// space's elements. (Evaluations reach 2^40 at large sizes: the
    /// variables are fractions of their bound, so that the constraint
    /// matrix stays well scaled for HiGHS.)
    fn ev_in(&self, n: NodeId, unit: f64) -> Expression {
        let unit = unit.max(1.0);
        match self.evals.get(&n) {
            Some(e) => Expression::from(*e) * (self.bound[&n] as f64 / unit),
            None => Expression::from(self.el(n) / unit),
        }
    }

    /// Dependencies go forward; fused exactly when equal.
    ///
    /// The strict orders found by presolve (paths through fusion-preventing
    /// dependencies) need no constraints of their own: a component holds
    /// every node on a path between two of its nodes (components on a cycle
    /// are merged), so the dependencies already order them.
    fn dependencies_go_forward(&mut self) {
        let (k, deps) = (self.k, self.inp.deps);
        for e in deps.edges() {
            let inside = self.in_comp.contains_key(&e.from) && self.in_comp.contains_key(&e.to);
            if !inside || e.from == e.to {
                continue;
            }
            let (from, to) = (self.cluster_number(e.from), self.cluster_number(e.to));
            match self.same(e.from, e.to) {
                Some(sv) => {
                    self.constraints.push((to - from).geq(1.0 - sv));
                    self.constraints.push((to - from).leq(k * (1.0 - sv)));
                }
                None => self.constraints.push((to - from).geq(1.0)),
            }
        }
    }

    /// Pairs that run in different directions can never share a cluster,
    /// nor can pairs that are no single loop nest unless one of them is
    /// recomputed (out of the loop): `s ≤ g_a + g_b` (presolve removes the
    /// pairs that can never share one; without it, say so here).
    fn conflicting_pairs_apart(&mut self) {
        let an = self.inp.analysis;
        let apart: Vec<(&Relation, Variable)> = self
            .pairs()
            .filter(|(r, _)| an.spaces_conflict(r.a, r.b) || an.directions_conflict(r.a, r.b))
            .collect();
        for (r, sv) in apart {
            let escape = if an.directions_conflict(r.a, r.b) {
                Expression::from(0.0)
            } else {
                self.gathered(r.a) + self.gathered(r.b)
            };
            self.constraints.push(Expression::from(sv).leq(escape));
        }
    }

    /// Independent pairs (siblings, shared `the` reads): s = 1 makes π
    /// equal. The converse is not needed: an optimal solution never leaves
    /// s = 0 for two nodes of one cluster, since s = 1 is then feasible too
    /// and never costs more (and the objective prefers more fused pairs).
    fn independent_pairs_equal(&mut self) {
        let k = self.k;
        let pairs: Vec<_> = self.pairs().filter(|(r, _)| !r.edge).collect();
        for (r, sv) in pairs {
            let (a, b) = (self.cluster_number(r.a), self.cluster_number(r.b));
            self.constraints.push((a - b).leq(k * (1.0 - sv)));
            self.constraints.push((b - a).leq(k * (1.0 - sv)));
        }
    }

    /// Pairs whose iteration spaces are no single loop nest get different π,
    /// where fusing could ever bring them into one cluster. Pairs ordered by
    /// presolve or by a dependency already are; pairs whose loop directions
    /// disagree are kept apart by the direction variables. In a cluster the
    /// spaces of the nodes in the loop are prefixes of one nest, so a chain
    /// of fused pairs from `x` to `y` (both in the loop) passes only through
    /// nodes that may be recomputed (out of the loop) or whose space is a
    /// prefix of the longest common prefix of theirs: where no such chain
    /// of candidate pairs exists ([`Chains`]), no constraint is needed.
    fn conflicting_spaces_ordered(&mut self) {
        let (an, comp, k) = (self.inp.analysis, self.comp, self.k);
        let mut chains = Chains::new(self);
        let mut joinable = |x: NodeId, y: NodeId| chains.join(x, y);
        for (i, &x) in comp.iter().enumerate() {
            if an.directions[x.index()].is_none() {
                continue;
            }
            for &y in &comp[i + 1..] {
                if an.directions[y.index()].is_none() || !an.spaces_conflict(x, y) {
                    continue;
                }
                // Apart unless one of them is recomputed: a slack of `k`
                // per recomputed one.
                let slack = (self.gathered(x) + self.gathered(y)) * k;
                // A related pair is kept apart by `s ≤ g_x + g_y` only as a
                // pair; a chain of other fused pairs could still join it.
                let ordered = an.before.contains(&(x, y)) || an.before.contains(&(y, x));
                let linked = self.dependent.contains(&(x, y)) || self.dependent.contains(&(y, x));
                if ordered || linked || !joinable(x, y) {
                    continue;
                }
                let (px, py) = (self.cluster_number(x), self.cluster_number(y));
                if an.reaches.contains(&(x, y)) {
                    self.constraints.push((py - px + slack).geq(1.0));
                } else if an.reaches.contains(&(y, x)) {
                    self.constraints.push((px - py + slack).geq(1.0));
                } else {
                    let o = self.vars.add(variable().binary());
                    self.order_vars.push((o, x, y));
                    self.constraints
                        .push((px - py + slack.clone()).geq(1.0 - k * o));
                    self.constraints
                        .push((py - px + slack).geq(1.0 - k * (1.0 - o)));
                }
            }
        }
    }

    /// Loop directions agree inside a cluster: `d` per node that may run
    /// either way, fixed for the others.
    fn directions_agree(&mut self) {
        let an = self.inp.analysis;
        for &n in self.comp {
            let Some(d) = an.directions[n.index()] else {
                continue;
            };
            let e = match (d.forward, d.backward) {
                (true, true) => {
                    let v = self.vars.add(variable().binary());
                    self.dir_vars.push((n, v));
                    Expression::from(v)
                }
                (false, true) => Expression::from(1.0),
                _ => Expression::from(0.0),
            };
            self.dir.insert(n, e);
        }
        let pairs: Vec<_> = self.pairs().collect();
        for (r, sv) in pairs {
            if let (Some(da), Some(db)) = (self.dir.get(&r.a), self.dir.get(&r.b)) {
                let (da, db) = (da.clone(), db.clone());
                self.constraints
                    .push((da.clone() - db.clone()).leq(1.0 - sv));
                self.constraints.push((db - da).leq(1.0 - sv));
            }
        }
    }

    /// Row groups (`ir::cluster`: consecutive clusters sharing their
    /// outermost loop), a second, coarser partition over the clusters:
    /// - `w_q ∈ {0,1}` per row pair `q = (p, c)` (a dependency that
    ///   [`crate::relations::row_pairs`] finds may join): `p` and `c` are in
    ///   different clusters of one row group, `w_q ≤ 1 - s(p, c)`;
    /// - `ρ_i ∈ {0..K-1}` (the `order` formulation; `cuts` checks the same
    ///   rules lazily): node `i`'s row group number. `s = 1 ⇒ ρ` equal,
    ///   `w = 1 ⇒ ρ` equal, and every dependency has `ρ_c - ρ_p ≥ 1 - s - w`:
    ///   a dependency inside a row group is fused or a joined row pair, and
    ///   row groups run in `ρ` order (which makes the groups acyclic);
    /// - a joined pair's rules: its loop directions agree, `p` is in the
    ///   loop (`w ≤ 1 - g_p`), and `c` is evaluated in one of the pair's
    ///   contexts `d_0 = c, …, d_k`: `w ≤ Σ_k z_k` with `z_k ≤ g_{d_i}` for
    ///   `i < k` and `z_k ≤ 1 - g_{d_k}` (one context: `z = w`);
    /// - `j_i ∈ [0,1]`: node `i`'s cluster is joined to another, `j ≥ w` at
    ///   both ends of a pair and equal along fused pairs; a node without a
    ///   loop (a rank-0 iteration space) is then recomputed, `j_i ≤ g_i`.
    ///
    /// Joining pays where `p`'s result has rank 1 (a row value): its joined
    /// readers read a variable (`streamed_reads`, `gathered_operand_reads`),
    /// and it is stored only for a reader that is neither fused nor joined
    /// (`writes`). Components without row pairs get none of this.
    fn row_groups(&mut self, rows: &[&RowPair]) {
        for q in rows {
            let contexts: Vec<&Vec<NodeId>> = q
                .contexts
                .iter()
                .filter(|chain| {
                    let inner = &chain[..chain.len() - 1];
                    inner.iter().all(|d| self.recompute.contains_key(d))
                })
                .collect();
            if contexts.is_empty() {
                continue;
            }
            let w = self.vars.add(variable().binary());
            self.w_of.insert((q.p, q.c), w);
            let chains = contexts.iter().map(|chain| chain.to_vec()).collect();
            self.row_chains.insert((q.p, q.c), chains);
            if let Some(sv) = self.same(q.p, q.c) {
                self.constraints.push((w + sv).leq(1.0));
            }
            self.constraints.push((w + self.gathered(q.p)).leq(1.0));
            if let (Some(dp), Some(dc)) = (self.dir.get(&q.p), self.dir.get(&q.c)) {
                let (dp, dc) = (dp.clone(), dc.clone());
                self.constraints
                    .push((dp.clone() - dc.clone()).leq(1.0 - w));
                self.constraints.push((dc - dp).leq(1.0 - w));
            }
            let mut any = Expression::from(0.0);
            for chain in &contexts {
                let z = if contexts.len() == 1 {
                    w
                } else {
                    self.vars.add(variable().min(0.0).max(1.0))
                };
                let (last, inner) = chain.split_last().expect("non-empty");
                for d in inner {
                    self.constraints
                        .push(Expression::from(z).leq(self.gathered(*d)));
                }
                self.constraints.push((z + self.gathered(*last)).leq(1.0));
                any += z;
            }
            if contexts.len() > 1 {
                self.constraints.push(Expression::from(w).leq(any));
            }
        }
        if self.w_of.is_empty() {
            return;
        }
        let in_rows = self.in_rows();
        self.joined_clusters(&in_rows);
    }

    /// Per node of the component, whether it can be in a cluster that
    /// shares its loop with another: a node that may be recomputed, or one
    /// whose loop runs over the extent of some row pair. Every other node's
    /// row group is its cluster.
    fn in_rows(&self) -> Vec<bool> {
        let an = self.inp.analysis;
        let extents: BTreeSet<&ir::Poly> = (self.w_of.keys())
            .filter_map(|(p, _)| an.spaces[p.index()].first())
            .collect();
        (self.comp.iter())
            .map(|n| {
                self.recompute.contains_key(n)
                    || an.spaces[n.index()]
                        .first()
                        .is_some_and(|e| extents.contains(e))
            })
            .collect()
    }

    /// `ρ` (the `order` formulation): row groups run in `ρ` order. A node
    /// that is not `in_rows` takes `ρ = π` (numbering a row group by its
    /// first cluster's `π` satisfies every constraint below), and the
    /// constraints between two such nodes are left out (the `π` ones imply
    /// them).
    fn row_group_numbers(&mut self, in_rows: &[bool]) {
        let (deps, k) = (self.inp.deps, self.k);
        let joins = |m: &Self, n: NodeId| in_rows[m.in_comp[&n]];
        self.rho = (0..self.comp.len())
            .map(|i| match in_rows[i] {
                true => self.vars.add(variable().integer().min(0).max(k - 1.0)),
                false => self.pi[i],
            })
            .collect();
        let r = |m: &Self, n: NodeId| m.rho[m.in_comp[&n]];
        let mut edges: Vec<(NodeId, NodeId)> = deps
            .edges()
            .filter(|e| e.from != e.to)
            .filter(|e| self.in_comp.contains_key(&e.from) && self.in_comp.contains_key(&e.to))
            .map(|e| (e.from, e.to))
            .collect();
        edges.sort();
        edges.dedup();
        for (p, c) in edges {
            if !joins(self, p) && !joins(self, c) {
                continue; // the dependency's own `π` constraint
            }
            let mut slack = Expression::from(0.0);
            if let Some(sv) = self.same(p, c) {
                slack += sv;
            }
            if let Some(w) = self.w_of.get(&(p, c)) {
                slack += *w;
                self.constraints
                    .push((r(self, c) - r(self, p)).leq(k * (1.0 - *w)));
            }
            self.constraints
                .push((r(self, c) - r(self, p) + slack).geq(1.0));
        }
        let pairs: Vec<_> = self.pairs().collect();
        for (rel, sv) in pairs {
            if !joins(self, rel.a) && !joins(self, rel.b) {
                continue;
            }
            let (ra, rb) = (r(self, rel.a), r(self, rel.b));
            self.constraints.push((ra - rb).leq(k * (1.0 - sv)));
            self.constraints.push((rb - ra).leq(k * (1.0 - sv)));
        }
    }

    /// `j_i ∈ [0,1]`: node `i`'s cluster is joined to another; `j ≥ w` at
    /// both ends of a row pair, equal along fused pairs, and a node without
    /// a loop (a rank-0 iteration space) is then recomputed, `j_i ≤ g_i`.
    fn joined_clusters(&mut self, in_rows: &[bool]) {
        let an = self.inp.analysis;
        let joins = |m: &Self, n: NodeId| in_rows[m.in_comp[&n]];
        let joined: Vec<Expression> = (0..self.comp.len())
            .map(|i| match in_rows[i] {
                true => Expression::from(self.vars.add(variable().min(0.0).max(1.0))),
                false => Expression::from(0.0),
            })
            .collect();
        let jv = |m: &Self, n: NodeId| joined[m.in_comp[&n]].clone();
        let pairs: Vec<_> = self.pairs().collect();
        for (rel, sv) in pairs {
            if !joins(self, rel.a) && !joins(self, rel.b) {
                continue;
            }
            let (ja, jb) = (jv(self, rel.a), jv(self, rel.b));
            self.constraints
                .push((ja.clone() - jb.clone()).leq(1.0 - sv));
            self.constraints.push((jb - ja).leq(1.0 - sv));
        }
        let ws: Vec<((NodeId, NodeId), Variable)> =
            self.w_of.iter().map(|(q, w)| (*q, *w)).collect();
        for ((p, c), w) in ws {
            self.constraints.push(jv(self, p).geq(w));
            self.constraints.push(jv(self, c).geq(w));
        }
        for &n in self.comp {
            if an.spaces[n.index()].is_empty() && joins(self, n) {
                self.constraints.push(jv(self, n).leq(self.gathered(n)));
            }
        }
    }

    /// `w` of the row pair that lets `user` read `a` as a row value (a
    /// rank-1 result of an earlier member of its row group), if any.
    fn row_value(&self, a: ArrayId, user: NodeId) -> Option<Variable> {
        let g = self.inp.g;
        let p = g.array(a).producer?;
        if g.array(a).ty.rank() != 1 {
            return None;
        }
        self.w_of.get(&(p, user)).copied()
    }

    /// Writes: an array whose users are all in the component may stay in
    /// registers; `m` (manifest) is forced by any user in another cluster.
    fn writes(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        for &n in self.comp {
            let node = g.node(n);
            let NodeKind::Op(op) = &node.kind else {
                continue;
            };
            if !props(op.kind()).output_fusible {
                continue; // permute / filter results are stored; constant
            }
            for &a in &node.outputs {
                let block = &deps.blocks[deps.block_of[n]];
                let users = &deps.users[a];
                // What spares `u` the stored array: fused with `n`, or
                // reading it as a row value.
                let spared = |u: NodeId| {
                    let fused = self.same(n, u).map(Expression::from);
                    let row = self.row_value(a, u).map(Expression::from);
                    let reads_inputs =
                        g.node(u).inputs.contains(&a) && !g.node(u).reads.contains(&a);
                    match (fused, row) {
                        (None, None) => None,
                        _ if !reads_inputs => None,
                        (f, r) => Some(f.unwrap_or_default() + r.unwrap_or_default()),
                    }
                };
                let spared: Option<Vec<Expression>> = users.iter().map(|u| spared(*u)).collect();
                let Some(spared) = spared.filter(|_| !block.results.contains(&a)) else {
                    continue; // stored whatever the clustering: a constant
                };
                if spared.is_empty() {
                    continue;
                }
                let m = self.vars.add(variable().binary());
                self.manifest_vars.push((a, m));
                for e in spared {
                    self.constraints.push((m + e).geq(1.0));
                }
                let c = self.product(&[self.elems(a), width(g, a), self.scale_of(n)]);
                self.charge(m, c, c);
                self.stored += m;
            }
        }
    }

    /// Per array, the nodes that stream it as a fusible operand, in
    /// component order.
    fn readers(&self) -> BTreeMap<ArrayId, Vec<NodeId>> {
        let g = self.inp.g;
        let mut readers: BTreeMap<ArrayId, Vec<NodeId>> = BTreeMap::new();
        for &n in self.comp {
            let node = g.node(n);
            let NodeKind::Op(op) = &node.kind else {
                continue;
            };
            let pr = props(op.kind());
            for (slot, &a) in node.inputs.iter().enumerate() {
                // Operands read at computed indices are a constant.
                let gathered = self
                    .inp
                    .deps
                    .reading(g, n, Some(slot))
                    .is_some_and(|r| r.gathers());
                if gathered || pr.infusible_operands.contains(&slot) {
                    continue;
                }
                let list = readers.entry(a).or_default();
                if !list.contains(&n) {
                    list.push(n);
                }
            }
        }
        readers
    }

    /// `Σ s(earlier, r)` over the readers before `r` in `list` that may
    /// share its cluster.
    fn shared_with_earlier(&self, list: &[NodeId], i: usize) -> Expression {
        let mut shared = Expression::from(0.0);
        for &earlier in &list[..i] {
            if let Some(sv) = self.same(earlier, list[i]) {
                shared += sv;
            }
        }
        shared
    }

    /// `Σ t(earlier, r)` over the readers before `r` in `list` that may
    /// share its cluster, where `t = s(earlier, r)` unless `earlier` may
    /// not stream `a` itself: recomputed (`t ≤ 1 - g(earlier)`) or fused
    /// with `a`'s producer (`t ≤ 1 - s(producer, earlier)`); then `t ≤ s`
    /// and those. (An earlier reader
    /// that does not stream `a` spares `r` nothing: where it shares `r`'s
    /// cluster with the producer, `r` is fused with the producer and its
    /// `unfused` is 0 already. In the relaxation, without these, readers
    /// fused with the producer spared a reader half-fused with both.)
    fn streamed_with_earlier(&mut self, a: ArrayId, list: &[NodeId], i: usize) -> Expression {
        let producer = self.inp.g.array(a).producer;
        let mut shared = Expression::from(0.0);
        for &earlier in &list[..i] {
            let Some(sv) = self.same(earlier, list[i]) else {
                continue;
            };
            let mut apart: Vec<Expression> = Vec::new();
            if let Some(ge) = self.recompute.get(&earlier) {
                apart.push((*ge).into());
            }
            if let Some(sq) = producer.and_then(|q| self.same(q, earlier)) {
                apart.push(sq.into());
            }
            if apart.is_empty() {
                shared += sv;
                continue;
            }
            let t = self.vars.add(variable().min(0.0).max(1.0));
            self.constraints.push(Expression::from(t).leq(sv));
            for x in apart {
                self.constraints.push((t + x).leq(1.0));
            }
            shared += t;
        }
        shared
    }

    /// Streamed reads: the first reader of each cluster pays (`y`). With
    /// presolve, a valid inequality: readers that pairwise never share a
    /// cluster are in as many clusters, and each cluster but the
    /// producer's pays a read.
    fn streamed_reads(&mut self) {
        let g = self.inp.g;
        for (a, list) in &self.readers() {
            let producer = g.array(*a).producer;
            let mut payments = Expression::from(0.0);
            let mut streamers = Vec::new();
            for (i, &r) in list.iter().enumerate() {
                // u = 1 - s(producer, r) - w(producer, r): the array comes
                // from outside r's cluster, and not as a row value.
                let mut unfused: Expression = match producer.and_then(|q| self.same(q, r)) {
                    Some(sv) => 1.0 - sv,
                    None => Expression::from(1.0),
                };
                if let Some(w) = self.row_value(*a, r) {
                    unfused -= w;
                }
                let shared = self.streamed_with_earlier(*a, list, i);
                let y = self.vars.add(variable().min(0.0).max(1.0));
                // A recomputed reader does not stream: it pays per
                // evaluation (`recomputed_reads`).
                let streams_itself = unfused - self.gathered(r);
                streamers.push((r, streams_itself.clone()));
                self.constraints
                    .push(Expression::from(y).geq(streams_itself - shared));
                payments += y;
                let c = self.product(&[self.elems(*a), width(g, *a), self.scale_of(r)]);
                self.charge(y, c, c);
            }
            let no_rows = list.iter().all(|r| self.row_value(*a, *r).is_none());
            if list.len() >= 2 && no_rows {
                self.stream_sets.push(StreamSet {
                    payments: payments.clone(),
                    readers: streamers,
                });
            }
            let mut apart: Vec<NodeId> = Vec::new();
            for &r in list {
                if apart.iter().all(|x| self.never(*x, r)) {
                    apart.push(r);
                }
            }
            if self.inp.analysis.presolved && apart.len() >= 2 {
                let mut fused_with_producer = Expression::from(0.0);
                for &r in &apart {
                    if let Some(sv) = producer.and_then(|q| self.same(q, r)) {
                        fused_with_producer += sv;
                    }
                    fused_with_producer += self.gathered(r);
                    if let Some(w) = self.row_value(*a, r) {
                        fused_with_producer += w;
                    }
                }
                self.constraints
                    .push(payments.geq(apart.len() as f64 - fused_with_producer));
            }
        }
    }

    /// The recomputation variables (van Balen et al. 2024's store-or-
    /// recompute choice, here per node): `g_p ∈ {0,1}` for each node `p`
    /// that may be recomputed and whose every user is paired with it in
    /// this component. Per node of the component also `E` (its iteration
    /// space's elements) and `U` (evaluations when every recomputable
    /// consumer is recomputed too), consumers first. Then where it is
    /// evaluated: per context (`model/contexts.rs`), or, in the
    /// [`Recomputation::Aggregate`] model (asked for, or where a node has
    /// too many contexts), its evaluations `ev_p = U_p e_p`, `e_p ∈ [0, 1]`.
    fn recomputed_nodes(&mut self) {
        let (g, deps, an) = (self.inp.g, self.inp.deps, self.inp.analysis);
        for &n in self.comp {
            let e = self.exact(&space_elements(deps, g, n), 0);
            self.elements.insert(n, e);
        }
        let cap = (self.elements.values().copied()).fold(MAX_EVALUATIONS, i128::max);
        for &p in self.comp.iter().rev() {
            let all_paired = deps
                .out_edges(p)
                .all(|e| self.same(p, e.to).is_some() && self.in_comp.contains_key(&e.to));
            let e = self.elements[&p];
            if !an.recomputable[p.index()] || !all_paired {
                self.bound.insert(p, e);
                continue;
            }
            // Saturating: anything beyond the cap is the cap.
            let demand: i128 = deps
                .out_edges(p)
                .map(|e| (demand_factor(g, e) as i128).saturating_mul(self.bound[&e.to]))
                .fold(0, i128::saturating_add);
            // Evaluations beyond the cap are infeasible: a clustering that
            // would recompute it more often keeps it in the loop.
            let u = e.max(demand.min(cap));
            self.capped |= demand > cap;
            self.bound.insert(p, u);
            self.recompute.insert(p, self.vars.add(variable().binary()));
        }
        self.aggregate |= !self.contexts_within_cap();
        if self.aggregate {
            let nodes: Vec<NodeId> = self.recompute.keys().copied().collect();
            for p in nodes {
                self.evals
                    .insert(p, self.vars.add(variable().min(0.0).max(1.0)));
            }
        } else {
            // Per context, the bound on evaluations leaves contexts out
            // (`recomputation_contexts`), not clusterings through `U`.
            self.capped = false;
            self.recomputation_contexts();
        }
    }

    /// When a node is recomputed, and how often it is evaluated:
    /// - recomputed, every user is fused with it (it is never stored);
    /// - a consumer reading it at computed indices makes it recomputed
    ///   (`g_p ≥ s`), and so does a recomputed `map` (`g_p ≥ s + g_c - 1`);
    ///   a producer that cannot be recomputed is then not fused;
    /// - it is recomputed only when such a consumer is (`g_p ≤ Σ …`), as
    ///   the checker decides.
    ///
    /// Then its evaluations and the reads at computed indices they make:
    /// per context ([`Component::context_reads`]), or in the `Aggregate`
    /// model:
    /// - `ev_p ≥ E_p (1 - g_p)` and `ev_p ≥ Σ_c rpe_c ev_c - M (1 - g_p)`
    ///   over its consumers `c` (a stencil reads 3 or 9 per element);
    /// - duplication `dup_p ≥ ev_p - E_p - U_p (1 - g_p)`, `dup_p ≥ 0`, for
    ///   nodes that do work (not views);
    /// - a node that reads its operands at computed indices, or a
    ///   recomputed node, reads operand `a` (from outside its cluster)
    ///   `rpe · ev` times: `r ≥ rpe (ev - U s(q, n))`, less `rpe U (1 - g_n)`
    ///   for a `map`, which streams when in the loop (each in units of its
    ///   `U`: see [`Component::ev_in`]; [`Component::gathered_operand_reads`]).
    fn recomputed_reads(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let nodes: Vec<(NodeId, Variable)> = self.recompute.iter().map(|(n, v)| (*n, *v)).collect();
        for &(p, gp) in &nodes {
            // Everything about p in units of U_p.
            let u = self.ub(p);
            let mut gathering = Expression::from(0.0);
            let mut demand = Expression::from(0.0);
            let mut big = 0.0;
            for e in deps.out_edges(p) {
                let sv = self.same(p, e.to).expect("recomputed only when paired");
                self.constraints.push(Expression::from(gp).leq(sv));
                let f = demand_factor(g, e) as f64;
                demand += self.ev_in(e.to, u) * f;
                big += f * self.bound[&e.to] as f64 / u;
                if gathers(g, deps, e) {
                    gathering += sv;
                } else if let Some(gc) = self.map_recomputed(e) {
                    gathering += gc;
                }
            }
            self.constraints.push(Expression::from(gp).leq(gathering));
            if !self.aggregate {
                continue; // evaluations: `context_reads`
            }
            let ev = self.evals[&p];
            let e = self.el(p) / u;
            self.constraints.push((ev + gp * e).geq(e));
            // In the loop (`g = 0`) it is evaluated `E` times and the demand
            // is at most `big`: a slack of `big - E` suffices there.
            let slack = (big - e).max(0.0);
            self.constraints
                .push((ev - demand - gp * slack).geq(-slack));
            let weight = self.inp.weights.weight(g, p);
            if weight > 0.0 {
                let dup = self.vars.add(variable().min(0.0));
                self.constraints.push((dup - ev - gp).geq(-e - 1.0));
                self.duplication += dup * (self.scale_of(p) as f64 * u * weight);
            }
        }
        // Consumers that read a producer gathered: it must be recomputed.
        let edges: Vec<(DepEdge, Variable)> = deps
            .edges()
            .filter_map(|e| self.same(e.from, e.to).map(|sv| (*e, sv)))
            .filter(|(e, _)| self.in_comp.contains_key(&e.from) && self.in_comp.contains_key(&e.to))
            .collect();
        for (e, sv) in edges {
            let gq = self.gathered(e.from);
            if gathers(g, deps, &e) {
                self.constraints.push(gq.geq(sv));
            } else if let Some(gc) = self.map_recomputed(&e) {
                self.constraints.push((gq - sv - gc).geq(-1.0));
            }
        }
        if self.aggregate {
            self.gathered_operand_reads();
        } else {
            self.context_reads();
        }
    }

    /// `g_c` of the consumer of `e` when it reads `e` in its own order and
    /// may be recomputed (then it reads it at computed indices).
    fn map_recomputed(&self, e: &DepEdge) -> Option<Variable> {
        if reads_as_it_writes(self.inp.g, self.inp.deps, e) {
            self.recompute.get(&e.to).copied()
        } else {
            None
        }
    }

    /// Reads at computed indices (see [`Component::recomputed_reads`]).
    ///
    /// Where the operand's producer `q` may be recomputed, the part of the
    /// reads its fusion spares is a flow `x ≤ s(q, n)`, `x ≤ g_q` (`r ≥ ev
    /// - x`, in place of `r ≥ ev - s`) that `q` must then evaluate on top
    /// of its loop's: `ev_q ≥ e_q (1 − g_q) + Σ rpe x` over the operands it
    /// feeds this way; and where `q` reads its own
    /// operands in its loop's order (a `map`), it reads them for each of
    /// those evaluations, `r + x' ≥ Σ rpe x`, with no slack for the loop
    /// (a flow reaches `q` only when it is recomputed) and nothing spared
    /// by a producer that is never recomputed (a recomputed `map` is not
    /// fused with one). In a clustering
    /// these hold already (a recomputed `q` is evaluated, and reads, for
    /// every read of every consumer; one in the loop needs no flow); in
    /// the LP relaxation they keep a fractional fusion from sparing reads
    /// without passing their demand on, down to the reads that pay for it
    /// (the root bound, `bench-ilp`'s `root`).
    fn gathered_operand_reads(&mut self) {
        let g = self.inp.g;
        // Per producer, its evaluations demanded through the flows, in
        // units of its `U`.
        let mut flows: BTreeMap<NodeId, Expression> = BTreeMap::new();
        // Reads in a node's loop order of a node that may be recomputed:
        // the node, its read and what fusion spares of it.
        let mut in_order: Vec<(NodeId, Variable, Expression)> = Vec::new();
        for &n in self.comp {
            let node = g.node(n);
            let NodeKind::Op(op) = &node.kind else {
                continue;
            };
            let gn = self.recompute.get(&n).copied();
            let pr = props(op.kind());
            for (slot, &a) in node.inputs.iter().enumerate() {
                let gathering = self
                    .inp
                    .deps
                    .reading(g, n, Some(slot))
                    .is_some_and(|r| r.gathers());
                if pr.infusible_operands.contains(&slot) || (!gathering && gn.is_none()) {
                    continue; // never fused, or streamed: `streamed_reads`
                }
                let sq = g.array(a).producer.and_then(|q| self.same(q, n));
                let row = self.row_value(a, n);
                if gathering && gn.is_none() && sq.is_none() && row.is_none() {
                    continue; // a constant of every clustering
                }
                // In units of rpe U_n elements.
                let rpe = reads_per_element(node, slot) as i128;
                let u = self.ub(n);
                // What fusion spares of the reads; and of a recomputed
                // node's, where a producer that is never recomputed spares
                // nothing (a recomputed `map` is not fused with it).
                let mut spared = Expression::from(0.0);
                let mut spared_recomputed = Expression::from(0.0);
                let producer = g.array(a).producer.filter(|q| self.evals.contains_key(q));
                match (sq, producer) {
                    (Some(sv), Some(q)) => {
                        let x = self.vars.add(variable().min(0.0).max(1.0));
                        self.constraints.push(Expression::from(x).leq(sv));
                        // Only a recomputed producer spares a read this way.
                        self.constraints
                            .push(Expression::from(x).leq(self.recompute[&q]));
                        spared += x;
                        spared_recomputed += x;
                        *flows.entry(q).or_default() += x * (rpe as f64 * u / self.ub(q));
                    }
                    (Some(sv), _) => spared += sv,
                    (None, _) => {}
                }
                if let Some(w) = row {
                    spared += w; // a row value: a variable
                    spared_recomputed += w;
                }
                let mut lower = self.ev_in(n, u) - spared;
                let per_element = self.product(&[width(g, a), self.scale_of(n), rpe]);
                let singleton = if gathering {
                    self.product(&[per_element, self.elements[&n]])
                } else {
                    // Read in the loop's order (a `map`'s operands, own-index
                    // reads): in the loop, streamed instead. There it is
                    // evaluated `E` times (nothing demands more of a node
                    // in the loop), so `E (1 - g)` is slack enough, and
                    // tighter than `U (1 - g)` where recomputation could
                    // demand more than `E`.
                    let gn = gn.expect("recomputable");
                    lower -= (1.0 - gn) * (self.el(n) / u);
                    0
                };
                let r = self.vars.add(variable().min(0.0));
                self.constraints.push(Expression::from(r).geq(lower));
                if !gathering {
                    in_order.push((n, r, spared_recomputed));
                }
                let c = self.product(&[per_element, self.bound[&n].max(1)]);
                self.charge(r, c, singleton);
            }
        }
        for (n, r, spared) in in_order {
            if let Some(demand) = flows.get(&n) {
                self.constraints.push((r + spared).geq(demand.clone()));
            }
        }
        // A producer's evaluations: `E` in its loop, or what the flows
        // demand where it is recomputed. The flows are zero unless it is
        // recomputed (`x ≤ g`), so the sum `ev ≥ e (1 − g) + demand` holds
        // for every clustering; in the relaxation it keeps a half-recomputed
        // producer from serving its loop and its consumers' demand with the
        // same evaluations (`max` where it should be `+`).
        for (q, demand) in flows {
            let ev = self.evals[&q];
            let e = self.el(q) / self.ub(q);
            self.constraints
                .push((ev + self.recompute[&q] * e - demand).geq(e));
        }
    }

    /// With presolve, a valid inequality: a node fused with two others that
    /// can never share a cluster is fused with at most one of them.
    fn one_of_two_apart(&mut self) {
        if !self.inp.analysis.presolved {
            return;
        }
        let an = self.inp.analysis;
        let mut neighbours: HashMap<NodeId, Vec<(NodeId, Variable)>> = HashMap::new();
        for (r, sv) in self.pairs() {
            neighbours.entry(r.a).or_default().push((r.b, sv));
            neighbours.entry(r.b).or_default().push((r.a, sv));
        }
        for c in self.comp {
            let Some(list) = neighbours.get(c) else {
                continue;
            };
            for (i, &(x, sx)) in list.iter().enumerate() {
                for &(y, sy) in &list[i + 1..] {
                    // Loop directions already exclude these through d.
                    if self.never(x, y) && !an.directions_conflict(x, y) {
                        self.constraints.push((sx + sy).leq(1.0));
                    }
                }
            }
        }
    }

    /// With presolve, a valid inequality: two nodes in one cluster share it
    /// with every node on a path between them, so every dependency on such
    /// a path is fused.
    fn paths_fused(&mut self) {
        if !self.inp.analysis.presolved {
            return;
        }
        let an = self.inp.analysis;
        let inner: Vec<(NodeId, NodeId, Variable)> = self
            .inp
            .deps
            .edges()
            .filter_map(|e| self.same(e.from, e.to).map(|sv| (e.from, e.to, sv)))
            .filter(|(u, v, _)| self.in_comp.contains_key(u) && self.in_comp.contains_key(v))
            .collect();
        let pairs: Vec<_> = self.pairs().collect();
        for (r, sv) in pairs {
            let (x, y) = if an.reaches.contains(&(r.a, r.b)) {
                (r.a, r.b)
            } else if an.reaches.contains(&(r.b, r.a)) {
                (r.b, r.a)
            } else {
                continue;
            };
            for &(u, v, se) in &inner {
                if (u, v) == (x, y) {
                    continue;
                }
                let from_x = u == x || an.reaches.contains(&(x, u));
                let to_y = v == y || an.reaches.contains(&(v, y));
                if from_x && to_y {
                    self.constraints.push(Expression::from(sv).leq(se));
                }
            }
        }
    }

    /// Hoisted reads (a rank-0 array read once per loop): the first reader
    /// of each cluster pays.
    fn hoisted_reads(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let mut hoisted: BTreeMap<ArrayId, Vec<NodeId>> = BTreeMap::new();
        for &n in self.comp {
            if !matches!(g.node(n).kind, NodeKind::Op(_)) {
                continue;
            }
            for &a in &deps.hoisted[n] {
                hoisted.entry(a).or_default().push(n);
            }
        }
        for (a, list) in &hoisted {
            for (i, &r) in list.iter().enumerate() {
                let shared = self.shared_with_earlier(list, i);
                let y = self.vars.add(variable().min(0.0).max(1.0));
                self.constraints.push(Expression::from(y).geq(1.0 - shared));
                let c = self.product(&[width(g, *a), self.scale_of(r)]);
                self.charge(y, c, c);
            }
        }
    }

    /// Aliases (`ir::cluster::Clustering::alias`): per aliasable node `r`
    /// (a `reshape`) with some pair in this model, `a_r ∈ {0,1}`, `r` alone
    /// in its cluster and row group: `a_r ≤ 1 − s` and `a_r ≤ 1 − w` for
    /// each of its pairs. Alone, the rest of the model charges `r` its read
    /// of its operand and its write (when it is stored: a result, or used);
    /// an alias moves neither, so the objective takes both off:
    /// `− (R + W) a_r`. (Every node alone, `a_r = 1`: the cost model's
    /// figure, which already leaves them out, stays the baseline.)
    fn aliases(&mut self) {
        let (g, deps) = (self.inp.g, self.inp.deps);
        for &r in self.comp {
            if !ir::cluster::aliasable(g, r) {
                continue;
            }
            let pairs: Vec<Variable> = self
                .pairs()
                .filter(|(rel, _)| rel.a == r || rel.b == r)
                .map(|(_, s)| s)
                .chain(
                    self.w_of
                        .iter()
                        .filter(|((p, c), _)| *p == r || *c == r)
                        .map(|(_, w)| *w),
                )
                .collect();
            if pairs.is_empty() {
                continue; // alone in every clustering: the cost model's constant
            }
            let node = g.node(r);
            let NodeKind::Op(_) = &node.kind else {
                continue;
            };
            let (input, output) = (node.inputs[0], node.outputs[0]);
            let elements = self.elements[&r];
            let rpe = reads_per_element(node, 0) as i128;
            let read = self.product(&[elements, rpe, width(g, input)]);
            let block = &deps.blocks[deps.block_of[r]];
            let stored = block.results.contains(&output) || !deps.users[output].is_empty();
            let write = if stored {
                self.product(&[self.elems(output), width(g, output)])
            } else {
                0
            };
            let both = read
                .checked_add(write)
                .unwrap_or_else(|| self.overflowed("an alias's bytes"));
            let c = self.product(&[both, self.scale_of(r)]);
            let a = self.vars.add(variable().binary());
            for v in pairs {
                self.constraints.push((a + v).leq(1.0));
            }
            self.charge(a, -c, -c);
        }
    }

    /// The fused pairs that count towards fewer loops (dependencies and
    /// siblings) and the joined row pairs, which break ties.
    /// The candidate pairs (by position) that cost more in one cluster (it
    /// runs on one thread, or their accesses at random indices wait
    /// longer), with the bytes the `time` objective adds when they share
    /// one ([`crate::Weights::pair_bytes`]).
    fn charged_pairs(&self) -> Vec<(usize, f64)> {
        let inp = &self.inp;
        let value = |n: &str| Some((inp.value_of)(n).unwrap_or(inp.default_size));
        (self.rels.iter().enumerate())
            .map(|(i, r)| {
                (
                    i,
                    inp.weights.pair_bytes(inp.g, inp.deps, (r.a, r.b), &value),
                )
            })
            .filter(|(_, bytes)| *bytes > 0.0)
            .collect()
    }

    /// The `time` objective's pair terms: each pair of
    /// [`Self::charged_pairs`] by its `s`, which the cuts keep at 1
    /// wherever the pair shares a cluster ([`Structure::with_tied`]).
    fn charged(&self) -> Expression {
        (self.charged_pairs().into_iter()).fold(Expression::from(0.0), |acc, (i, bytes)| {
            acc + self.s[i] * bytes
        })
    }

    fn fused_pairs(&self) -> Expression {
        let joined = self
            .w_of
            .values()
            .fold(Expression::from(0.0), |acc, w| acc + *w);
        self.pairs()
            .filter(|(r, _)| r.edge || r.sibling)
            .fold(joined, |acc, (_, v)| acc + v)
    }

    /// A valid clustering's decisions in this component: the relations it
    /// fuses, the row pairs it joins, and the objective's value where it is
    /// a count (`clusters`, `intermediate-arrays`).
    fn decisions_of(&self, wcl: &Clustering) -> Decisions {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let together = |a: NodeId, b: NodeId| wcl.cluster_of(a) == wcl.cluster_of(b);
        let fused: Vec<&Relation> = self
            .rels
            .iter()
            .copied()
            .filter(|r| together(r.a, r.b))
            .collect();
        let joined: Vec<(NodeId, NodeId)> = (self.w_of.keys())
            .filter(|(p, c)| {
                let (cp, cc) = (wcl.cluster_of(*p), wcl.cluster_of(*c));
                cp != cc && wcl.row_group(cp) == wcl.row_group(cc)
            })
            .copied()
            .collect();
        let objective = match self.inp.objective {
            Objective::Traffic | Objective::Time => None,
            Objective::Clusters => {
                let counted = fused.iter().filter(|r| r.edge || r.sibling).count();
                Some((self.rels.len() - counted - joined.len()) as f64)
            }
            Objective::IntermediateArrays => {
                let stored = (self.manifest_vars.iter())
                    .filter(|(a, _)| ir::cluster::is_manifest(g, deps, wcl, *a))
                    .count();
                Some(stored as f64)
            }
        };
        Decisions {
            fused: fused.iter().map(|r| (r.a, r.b)).collect(),
            joined,
            objective,
        }
    }

    /// How good a valid clustering is in this component, lower better:
    /// its bytes for `traffic` (the other components as in the clustering
    /// it is compared with), its count for the other objectives; `None`
    /// with a recompute weight (bytes alone do not judge then).
    fn score(&self, cl: &Clustering, schedule: &Schedule) -> Option<i128> {
        let (g, deps) = (self.inp.g, self.inp.deps);
        match self.inp.objective {
            o if o.by_bytes() && self.inp.weights.weighted() => None,
            o if o.by_bytes() => ir::cost::cost(g, deps, cl, schedule).bytes(
                g,
                self.inp.value_of,
                self.inp.default_size,
            ),
            _ => self.decisions_of(cl).objective.map(|v| v as i128),
        }
    }

    /// Repairs a solution that breaks a rule ([`crate::repair`]) and keeps
    /// the result in `best` where it beats both `best` and the warm start;
    /// returns whether it did.
    fn keep_repaired(&self, point: &Point, best: &mut Option<(Clustering, Schedule)>) -> bool {
        let alone;
        let outside = match self.inp.warm {
            Some((wcl, _)) => wcl,
            None => {
                alone = Clustering::singletons(self.inp.g.nodes.len());
                &alone
            }
        };
        let fused: Vec<(NodeId, NodeId)> = (self.rels.iter().zip(&point.fused))
            .filter(|(_, on)| **on)
            .map(|(r, _)| (r.a, r.b))
            .collect();
        let joined: Vec<(NodeId, NodeId)> = (self.w_of.keys().zip(&point.joined))
            .filter(|(_, on)| **on)
            .map(|(q, _)| *q)
            .collect();
        let (g, deps) = (self.inp.g, self.inp.deps);
        let Some((mut cl, mut schedule)) =
            crate::repair::repair(g, deps, outside, self.comp, &fused, &joined)
        else {
            return false;
        };
        // Only the traffic judges a repair (`score`): the cut minimises it.
        let by_traffic = self.inp.objective.by_bytes() && !self.inp.weights.weighted();
        if self.inp.min_cut && by_traffic {
            let pricing = crate::recompute_cut::Pricing {
                g,
                deps,
                analysis: self.inp.analysis,
                weights: self.inp.weights,
                value_of: self.inp.value_of,
                default_size: self.inp.default_size,
            };
            let inside = |n: NodeId| self.in_comp.contains_key(&n);
            if let Some(better) = crate::recompute_cut::improve(&pricing, &cl, &schedule, &inside) {
                (cl, schedule) = (better.clustering, better.schedule);
            }
        }
        let Some(score) = self.score(&cl, &schedule) else {
            return false;
        };
        let to_beat = match best.as_ref() {
            Some((b, bs)) => self.score(b, bs),
            None => *self
                .warm_score
                .get_or_init(|| self.inp.warm.and_then(|(w, ws)| self.score(w, ws))),
        };
        let better = to_beat.is_none_or(|t| score < t);
        if better {
            *best = Some((cl, schedule));
        }
        better
    }

    /// The start values of the variables from the warm clustering.
    fn warm_start(&self) -> Vec<(Variable, f64)> {
        match self.inp.warm {
            Some((wcl, wsched)) => self.start_from(wcl, wsched),
            None => Vec::new(),
        }
    }

    /// The start values of the variables from a valid clustering: cluster
    /// and row-group numbers in its order.
    fn start_from(&self, wcl: &Clustering, wsched: &Schedule) -> Vec<(Variable, f64)> {
        let mut initial: Vec<(Variable, f64)> = Vec::new();
        let (g, deps) = (self.inp.g, self.inp.deps);
        // Dense ranks, in the clustering's order, of the clusters and row
        // groups that hold the component's nodes.
        let ranks = |key: &dyn Fn(NodeId) -> usize| {
            let mut rank: BTreeMap<usize, usize> = self.comp.iter().map(|n| (key(*n), 0)).collect();
            for (i, v) in rank.values_mut().enumerate() {
                *v = i;
            }
            rank
        };
        let cluster = |n: NodeId| wcl.cluster_of(n).index();
        let row = |n: NodeId| wcl.row_group(wcl.cluster_of(n)).index();
        let (cluster_rank, row_rank) = (ranks(&cluster), ranks(&row));
        let pi_of = |n: NodeId| cluster_rank[&cluster(n)] as f64;
        let bit = |b: bool| f64::from(u8::from(b));
        for (i, n) in self.comp.iter().enumerate() {
            if let Some(p) = self.pi.get(i) {
                initial.push((*p, pi_of(*n)));
            }
            if let Some(r) = self.rho.get(i) {
                initial.push((*r, row_rank[&row(*n)] as f64));
            }
        }
        for ((p, c), w) in &self.w_of {
            let (cp, cc) = (wcl.cluster_of(*p), wcl.cluster_of(*c));
            initial.push((*w, bit(cp != cc && wcl.row_group(cp) == wcl.row_group(cc))));
        }
        for (r, v) in self.pairs() {
            initial.push((v, bit(wcl.cluster_of(r.a) == wcl.cluster_of(r.b))));
        }
        for (o, x, y) in &self.order_vars {
            initial.push((*o, bit(pi_of(*x) < pi_of(*y))));
        }
        for (n, v) in &self.dir_vars {
            let d = wsched.direction[wcl.cluster_of(*n).index()];
            initial.push((*v, bit(d == ir::ops::Order::Backward)));
        }
        for (a, m) in &self.manifest_vars {
            initial.push((*m, bit(ir::cluster::is_manifest(g, deps, wcl, *a))));
        }
        for (n, gv) in &self.recompute {
            let gathered = wsched.gathered[n.index()];
            initial.push((*gv, bit(gathered)));
            if let Some(ev) = self.evals.get(n).filter(|_| !gathered) {
                initial.push((*ev, self.el(*n) / self.ub(*n)));
            }
        }
        initial
    }

    /// The objective, a warm start and HiGHS.
    /// The optimum of the model's LP relaxation (every variable continuous
    /// within its bounds, no cut): `traffic`'s value there, in units.
    fn relaxation(
        &self,
        objective: &Expression,
        traffic: &Expression,
        eps: f64,
        cuts: &[good_lp::Constraint],
    ) -> Result<f64, SolveError> {
        let run = run_highs(HighsRun {
            vars: self.vars.pv.clone(),
            objective,
            constraints: self.constraints.iter().chain(cuts),
            index: &self.vars.index,
            initial: &[],
            time_limit: None,
            eps,
            branching: Branching::Lp,
        })?;
        let cols = run
            .cols
            .ok_or_else(|| SolveError::NoSolution("the LP relaxation has no solution".into()))?;
        Ok(value_in(traffic, &cols, &self.vars.index))
    }

    fn solve(mut self, time_limit: Option<f64>) -> Result<ComponentResult, SolveError> {
        if let Some(what) = self.overflow.get() {
            return Err(SolveError::Unrepresentable(format!(
                "{what} is beyond 2^127"
            )));
        }
        let fused_pairs = self.fused_pairs();
        let eps = 0.5 / ((self.rels.len() + self.w_of.len()) as f64 + 1.0);
        // Traffic in units of the greatest common divisor of its
        // coefficients, computed on the exact integers: every two
        // clusterings' traffic then differs by a whole unit or more, so the
        // tie-break (less than half a unit) never outweighs a difference in
        // traffic, and the costs span fewer orders of magnitude where the
        // arrays are alike (a program over `[n]` i64 arrays only: units of
        // 8n bytes).
        // (With a recompute weight, in bytes where HiGHS takes them: the
        // weighted duplication need not come in whole units.)
        let coefficients: Vec<i128> = self.traffic.iter().map(|(_, c)| *c).collect();
        let gcd = crate::levels::common_unit(&coefficients);
        let scaled = match self.inp.weights.weighted() {
            true => match Scaled::of(&self.traffic, 1) {
                bytes if bytes.whole => bytes,
                _ => Scaled::of(&self.traffic, gcd),
            },
            false => Scaled::of(&self.traffic, gcd),
        };
        let unit = scaled.unit;
        let objective = match self.inp.objective {
            Objective::Traffic | Objective::Time => {
                scaled.expression.clone()
                    + (self.duplication.clone() + self.charged()) * (1.0 / unit)
                    - fused_pairs.clone() * eps
            }
            Objective::Clusters => Expression::from(self.rels.len() as f64) - fused_pairs.clone(),
            Objective::IntermediateArrays => self.stored.clone() - fused_pairs.clone() * eps,
        };
        // Whether HiGHS's optimum is exact: the cap on evaluations left no
        // clustering out, and its tolerances over the objective's span in
        // units stay below half a unit ([`EXACT_SPAN`]).
        let exact = !self.capped
            && match self.inp.objective.by_bytes() {
                true => scaled.whole && scaled.span <= EXACT_SPAN as f64,
                false => true,
            };
        // A lower bound on the objective as reported: the solved one has
        // the tie-break (`- eps F ≤ 0`) on top, which only lowers it, but a
        // recompute weight adds a duplication term the reported traffic lacks.
        let weighted = self.inp.objective.by_bytes() && self.inp.weights.weighted();
        let scale = match self.inp.objective.by_bytes() {
            true => unit,
            false => 1.0,
        };
        let bound_of = |b: f64| {
            if weighted {
                f64::NEG_INFINITY
            } else {
                b * scale
            }
        };

        if self.inp.root_only {
            let root = match self.inp.objective {
                o if o.by_bytes() && !weighted => {
                    let before = self.relaxation(&objective, &scaled.expression, eps, &[])?;
                    let mut cuts = Vec::new();
                    if self.pi.is_empty() && self.inp.root_separation {
                        let lp = Relaxed {
                            vars: &self.vars.pv,
                            index: &self.vars.index,
                            constraints: &self.constraints,
                            objective: &objective,
                            eps,
                        };
                        let structure = self.structure();
                        self.separate_at_root(&structure, lp, time_limit, &mut cuts);
                    }
                    let after = match cuts.is_empty() {
                        true => before,
                        false => self.relaxation(&objective, &scaled.expression, eps, &cuts)?,
                    };
                    Some((before * unit, after * unit))
                }
                _ => None,
            };
            return Ok(ComponentResult {
                coeff_sum: self.coeff_sum as f64,
                variables: self.vars.pv.len(),
                constraints: self.constraints.len(),
                objective: None,
                bound: f64::NEG_INFINITY,
                gap: 1.0,
                status: SolveStatus::Optimal,
                from_warm: false,
                repaired: false,
                rounded_start: false,
                known_proofs: 0,
                rounds: 1,
                cuts: 0,
                separation_rounds: 0,
                separation_micros: 0,
                aggregate: self.aggregate,
                levels: 1,
                root,
                fused: Vec::new(),
                joined: Vec::new(),
            });
        }
        // The objective HiGHS minimises, level by level (`crate::levels`):
        // each in its unit, with the tie-break on the last.
        let levels = self.levels(&coefficients, &objective, &fused_pairs, eps, unit);
        let exact = exact || (!self.capped && levels.len() > 1);
        // A cap that left clusterings out keeps the answer exact where they
        // all move more bytes than it (checked once it is known).
        let negative: i128 = (self.traffic.iter().map(|(_, c)| *c))
            .filter(|c| *c < 0)
            .sum();
        // (A bound of 0 proves nothing.)
        let left_out_above =
            (self.excluded_at_least.filter(|b| *b > 0)).map(|b| (b + negative) as f64);
        let cap_holds = |reported: f64| left_out_above.is_some_and(|b| reported < b);
        let exact_if_capped = !self.aggregate
            && self.capped
            && (levels.len() > 1 || (scaled.whole && scaled.span <= EXACT_SPAN as f64));
        let mut st = MipState {
            n_vars: self.vars.pv.len(),
            vars: std::mem::take(&mut self.vars.pv),
            index: std::mem::take(&mut self.vars.index),
            constraints: std::mem::take(&mut self.constraints),
            structure: self.pi.is_empty().then(|| self.structure()),
            cuts: Vec::new(),
            initial: self.warm_start(),
            valid: None,
            known_proofs: 0,
            repaired: None,
            rounds: 0,
        };
        let start = Instant::now();
        let root_loop = match &st.structure {
            Some(structure) if self.inp.root_separation => self.separate_at_root(
                structure,
                Relaxed {
                    vars: &st.vars,
                    index: &st.index,
                    constraints: &st.constraints,
                    objective: &objective,
                    eps,
                },
                time_limit,
                &mut st.cuts,
            ),
            _ => RootLoop {
                rounds: 0,
                optimum: None,
            },
        };
        let (separation_rounds, root_optimum) = (root_loop.rounds, root_loop.optimum);
        let separation_micros = start.elapsed().as_micros();

        // Each level's optimum, in bytes, once held for the next.
        let mut above = 0.0;
        let mut run_valid = None;
        let mut rounded = false;
        if levels.len() > 1 {
            // The upper level has no tie-break and can be degenerate (its
            // bound reaches the optimum long before HiGHS's heuristics find
            // a solution there): it starts from the whole objective's
            // rounded start, or else its coarse start.
            let share_left = |k: f64| time_limit.map(|t| (t - start.elapsed().as_secs_f64()) / k);
            rounded = match root_optimum.as_ref().filter(|_| self.inp.rounded_start) {
                Some((lp, _)) => self.rounded_start(&mut st, lp, &objective, eps, share_left(8.0)),
                None => false,
            };
            if !rounded {
                self.coarse_start(&mut st, &objective, eps, share_left(4.0));
            }
        }
        let remaining = || time_limit.map(|t| t - start.elapsed().as_secs_f64());
        for (i, tier) in levels.iter().enumerate() {
            let (level, unit_of_level) = (&tier.objective, tier.unit);
            let last = i + 1 == levels.len();
            // An upper level is whole units at every clustering and has no
            // tie-break: a bound within `UPPER_LEVEL_GAP` of a solution
            // proves it (HiGHS's gap is a quarter of the `eps` it gets).
            let level_eps = if last { eps } else { 4.0 * UPPER_LEVEL_GAP };
            let (run, valid) = self.mip_rounds(&mut st, level, level_eps, remaining(), i == 0)?;
            let proven = valid && run.status.is_optimal();
            if last || !proven {
                // In units of the whole; a level that stopped early bounds
                // the whole from below, with the least the levels after it
                // can add (their negative coefficients: an alias's saving).
                // A level stopped before HiGHS bounded it still has its
                // least (its traffic part's, the tie-break aside).
                let after: f64 = levels[i + 1..].iter().map(|t| t.least * t.unit).sum();
                let bound = run.dual_bound.max(tier.least);
                let run = HighsEnd {
                    dual_bound: above + (bound * unit_of_level + after) / unit,
                    ..run
                };
                run_valid = Some((run, valid));
                break;
            }
            // Hold this level at its optimum (whole units at every
            // clustering) for the next; the solution starts it.
            let cols = run.cols.as_ref().expect("a valid solution");
            let value = value_in(level, cols, &st.index);
            st.constraints.push(level.clone().leq(value.round() + 0.5));
            above += value.round() * unit_of_level / unit;
            st.initial = st.vars_values(cols);
            st.valid = Some(cols.clone());
            self.fix_by_reduced_costs(&mut st, level, value.round() + 0.5, eps, remaining());
            // The next level's relaxation breaks other rules: separate them
            // at its root too.
            if let (Some(structure), Some(next)) = (&st.structure, levels.get(i + 1)) {
                if self.inp.root_separation {
                    let lp = Relaxed {
                        vars: &st.vars,
                        index: &st.index,
                        constraints: &st.constraints,
                        objective: &next.objective,
                        eps,
                    };
                    let mut more = std::mem::take(&mut st.cuts);
                    self.separate_at_root(structure, lp, remaining(), &mut more);
                    st.cuts = more;
                }
            }
        }
        let (run, valid) = run_valid.expect("at least one level");
        let MipState {
            n_vars,
            index: vars_index,
            constraints,
            cuts,
            repaired,
            rounds,
            known_proofs: st_known_proofs,
            ..
        } = st;
        let n_cons = constraints.len() + cuts.len();
        // The root loop's last LP optimum bounds the objective from below
        // too (its cuts are valid inequalities), where HiGHS stopped before
        // its own root did better.
        let root_bound = root_optimum.map_or(f64::NEG_INFINITY, |(_, value)| value);
        let (status, dual_bound) = (run.status, run.dual_bound.max(root_bound));
        let Some(cols) = run.cols.filter(|_| valid) else {
            // No valid solution within the limit: the repaired solution,
            // or else the warm start's clustering, stands for this
            // component.
            let (w, from_warm) = match (&repaired, self.inp.warm) {
                (Some((cl, _)), _) => (self.decisions_of(cl), false),
                (None, Some((wcl, _))) => (self.decisions_of(wcl), true),
                (None, None) => {
                    return Err(SolveError::NoSolution(format!(
                        "{status} without an incumbent"
                    )))
                }
            };
            return Ok(ComponentResult {
                coeff_sum: self.coeff_sum as f64,
                variables: n_vars,
                constraints: n_cons,
                objective: w.objective,
                bound: bound_of(dual_bound),
                gap: 1.0,
                status,
                from_warm,
                repaired: !from_warm,
                rounded_start: rounded,
                known_proofs: st_known_proofs,
                rounds,
                cuts: cuts.len(),
                separation_rounds,
                separation_micros,
                aggregate: self.aggregate,
                levels: levels.len(),
                root: None,
                fused: w.fused,
                joined: w.joined,
            });
        };
        let point = self.point(&cols, &vars_index);
        let fused = (self.rels.iter().zip(&point.fused))
            .filter(|(_, on)| **on)
            .map(|(r, _)| (r.a, r.b))
            .collect();
        let joined = (self.w_of.keys().zip(&point.joined))
            .filter(|(_, on)| **on)
            .map(|(q, _)| *q)
            .collect();
        let reported = match self.inp.objective {
            // Exactly where `scaled` is coarser than the coefficients.
            Objective::Traffic | Objective::Time => (self.traffic.iter())
                .map(|(v, c)| *c as f64 * cols[vars_index[v]])
                .sum::<f64>(),
            Objective::Clusters => value_in(&objective, &cols, &vars_index),
            Objective::IntermediateArrays => value_in(&self.stored, &cols, &vars_index),
        };
        let exact =
            exact || (exact_if_capped && self.inp.objective.by_bytes() && cap_holds(reported));
        // HiGHS's optimum, where the objective is too coarse for its
        // tolerances, is not proven to the byte.
        let status = match status {
            SolveStatus::Optimal if !exact => SolveStatus::Inexact,
            other => other,
        };
        let bound = if status.is_optimal() {
            reported
        } else {
            bound_of(dual_bound)
        };
        let gap = match status {
            _ if status.is_optimal() && exact => 0.0,
            // HiGHS's gap is its last level's.
            _ if levels.len() > 1 => (reported - bound) / reported.abs().max(1.0),
            _ => run.gap,
        };
        Ok(ComponentResult {
            coeff_sum: self.coeff_sum as f64,
            variables: n_vars,
            constraints: n_cons,
            objective: Some(reported),
            bound,
            gap: if gap.is_finite() { gap } else { 1.0 },
            status,
            from_warm: false,
            repaired: false,
            rounded_start: rounded,
            known_proofs: st_known_proofs,
            rounds,
            cuts: cuts.len(),
            separation_rounds,
            separation_micros,
            aggregate: self.aggregate,
            levels: levels.len(),
            root: None,
            fused,
            joined,
        })
    }

    /// The objective HiGHS minimises in turn, each with its unit in bytes
    /// (`coefficients`: the traffic's, in the order of `traffic`):
    /// for `traffic` without a recompute weight, where the objective is
    /// too wide for one exact solve and every term is whole at each
    /// clustering (recomputation per context), its levels of magnitude
    /// ([`crate::levels`], the tie-break on the last); otherwise the
    /// objective alone, in `unit`.
    fn levels(
        &self,
        coefficients: &[i128],
        objective: &Expression,
        fused_pairs: &Expression,
        eps: f64,
        unit: f64,
    ) -> Vec<Tier> {
        let single = vec![Tier {
            objective: objective.clone(),
            unit,
            least: 0.0,
        }];
        let lexicographic =
            self.inp.objective.by_bytes() && !self.inp.weights.weighted() && !self.aggregate;
        if !lexicographic {
            return single;
        }
        let Some(levels) = crate::levels::split(coefficients, EXACT_SPAN) else {
            return single;
        };
        if levels.len() == 1 {
            return single;
        }
        let n = levels.len();
        (levels.into_iter().enumerate())
            .map(|(i, level)| {
                let mut e = Expression::from(0.0);
                for ((v, _), u) in self.traffic.iter().zip(&level.units) {
                    if *u != 0 {
                        e += *v * (*u as f64);
                    }
                }
                if i + 1 == n {
                    e -= fused_pairs.clone() * eps;
                }
                let least = level.units.iter().filter(|u| **u < 0).sum::<i128>();
                Tier {
                    objective: e,
                    unit: level.unit as f64,
                    least: least as f64,
                }
            })
            .collect()
    }

    /// A start for the upper level of a lexicographic solve from the
    /// root's LP optimum `lp` of the whole objective (after its
    /// cutting-plane loop), by relaxation-enforced neighbourhood search
    /// (RENS): every binary the
    /// LP sets to 0 or 1 is fixed there, and HiGHS solves what is left of
    /// the model (the whole `objective`, with the tie-break) within
    /// [`ROUNDED_START_NODES`] branch-and-bound nodes and `time_limit`.
    /// Where the LP is nearly integral, as the cuts make it on most
    /// components, few binaries stay free and this finds the optimum or
    /// one near it in a fraction of a full solve. A solution that breaks a
    /// rule gives its cuts (valid for the whole model, so they stay) and the
    /// search runs again, at most [`MAX_CUT_ROUNDS`] times (the caller gives
    /// it an eighth of the time left: where the LP is far from integral, as
    /// on `stencil` at 5000 nodes, each search takes seconds and the later
    /// levels need the time). A valid solution
    /// that beats the warm start and any repair so far becomes the next
    /// solve's start and the answer should every later solve stop without
    /// one; returns whether one did. (On a single level HiGHS's own root
    /// heuristics do as well on the bench families, and the search only
    /// adds its cost: `docs/results/ilp-benchmark.md`.)
    fn rounded_start(
        &self,
        st: &mut MipState,
        lp: &[f64],
        objective: &Expression,
        eps: f64,
        time_limit: Option<f64>,
    ) -> bool {
        let Some(structure) = st.structure.as_ref() else {
            return false;
        };
        let start = Instant::now();
        // The row pairs' joins stay free: one the LP sets to 1 can close a
        // cycle of row groups with the pairs fixed beside it.
        let joins: HashSet<Variable> = match self.inp.free_joins {
            true => self.w_of.values().copied().collect(),
            false => HashSet::new(),
        };
        let fixed: Vec<good_lp::Constraint> = (st.binaries().into_iter())
            .filter(|(v, _)| !joins.contains(v))
            .filter_map(|(v, i)| match lp[i] {
                x if x <= INTEGRAL_LP_VALUE => Some(Expression::from(v).leq(0.0)),
                x if x >= 1.0 - INTEGRAL_LP_VALUE => Some(Expression::from(v).geq(1.0)),
                _ => None,
            })
            .collect();
        let w: Vec<Variable> = self.w_of.values().copied().collect();
        for _ in 0..MAX_CUT_ROUNDS {
            let left = time_limit.map(|t| t - start.elapsed().as_secs_f64());
            if left.is_some_and(|t| t <= 0.0) {
                return false;
            }
            let branching = Branching::Mip {
                max_nodes: Some(ROUNDED_START_NODES),
                rens: true,
            };
            let Ok(run) = st.solve_with(objective, &fixed, left, eps, branching) else {
                // The fixed binaries leave no solution: no start.
                return false;
            };
            let Some(cols) = run.cols else {
                return false;
            };
            let point = self.point(&cols, &st.index);
            let violated = structure.violated(&point);
            if violated.is_empty() {
                let kept = self.keep_repaired(&point, &mut st.repaired);
                if kept {
                    st.valid = Some(cols);
                    // The minimum cut may have chosen better recomputation
                    // for the same clustering: the better one starts.
                    if self.inp.min_cut {
                        self.offer_repaired(st, objective, eps);
                    }
                    st.initial = (st.valid.as_ref()).map_or_else(Vec::new, |v| st.vars_values(v));
                }
                return kept;
            }
            st.cuts.extend(violated.iter().map(|c| self.cut(c, &w)));
        }
        false
    }

    /// A start for the upper level of a lexicographic solve where
    /// [`Component::rounded_start`] found none: the whole `objective` at once,
    /// in its coarse unit and with the tie-break, at its root node only (a
    /// budget of work: the same start on every run) and within
    /// `time_limit` (the caller gives a quarter of what is left); taken
    /// where it breaks no rule.
    fn coarse_start(
        &self,
        st: &mut MipState,
        objective: &Expression,
        eps: f64,
        time_limit: Option<f64>,
    ) {
        let Ok(run) = run_highs(HighsRun {
            vars: st.vars.clone(),
            objective,
            constraints: st.constraints.iter().chain(&st.cuts),
            index: &st.index,
            initial: &st.initial,
            time_limit,
            eps,
            branching: Branching::Mip {
                max_nodes: Some(1),
                rens: true,
            },
        }) else {
            return;
        };
        let Some(cols) = run.cols else {
            return;
        };
        let point = self.point(&cols, &st.index);
        if (st.structure.as_ref()).is_none_or(|x| x.violated(&point).is_empty()) {
            st.initial = st.vars_values(&cols);
            st.valid = Some(cols);
        }
    }

    /// With [`Inputs::known_proofs`], the known valid solution as the end
    /// of `run` where `run`'s bound reaches it ([`MipState::proven_valid`]),
    /// counted.
    fn known_proof(
        &self,
        st: &mut MipState,
        run: &HighsEnd,
        objective: &Expression,
        eps: f64,
    ) -> Option<HighsEnd> {
        if !self.inp.known_proofs {
            return None;
        }
        let proven = st.proven_valid(run, objective, eps)?;
        st.known_proofs += 1;
        Some(proven)
    }

    /// Offers the repaired solution as the known valid one
    /// ([`MipState::valid`]): its binaries fixed, the LP of the model with
    /// the cuts so far gives the other columns (the least `objective` at
    /// those decisions); kept where it obeys every constraint (a held level
    /// may exclude it) and beats the known one.
    fn offer_repaired(&self, st: &mut MipState, objective: &Expression, eps: f64) {
        let (Some((cl, schedule)), Some(structure)) = (&st.repaired, &st.structure) else {
            return;
        };
        let start: HashMap<Variable, f64> = self.start_from(cl, schedule).into_iter().collect();
        let binaries = st.binaries();
        let mut fixed = Vec::with_capacity(binaries.len());
        for (v, _) in &binaries {
            let Some(x) = start.get(v) else {
                return;
            };
            fixed.push(Expression::from(*v).eq(x.round()));
        }
        let Ok(run) = st.solve_with(objective, &fixed, None, eps, Branching::Lp) else {
            return;
        };
        let Some(cols) = run.cols.filter(|_| run.status.is_optimal()) else {
            return;
        };
        if !structure.violated(&self.point(&cols, &st.index)).is_empty() {
            return;
        }
        let value = value_in(objective, &cols, &st.index);
        let known = (st.valid.as_ref()).map(|v| value_in(objective, v, &st.index));
        if known.is_none_or(|k| value < k) {
            st.valid = Some(cols);
        }
    }

    /// Reduced-cost fixing between levels: with the LP relaxation of
    /// `level` (the cuts and the holds so far) at its optimum `z`, a binary
    /// at a bound whose reduced cost exceeds `held − z` takes that bound in
    /// every solution with `level ≤ held` (LP duality: moving it costs at
    /// least its reduced cost), so the next levels fix it there.
    fn fix_by_reduced_costs(
        &self,
        st: &mut MipState,
        level: &Expression,
        held: f64,
        eps: f64,
        time_limit: Option<f64>,
    ) {
        if time_limit.is_some_and(|t| t <= 0.0) {
            return;
        }
        let Ok(run) = st.solve_with(level, &[], time_limit, eps, Branching::Lp) else {
            return;
        };
        let (Some(cols), Some(duals)) = (run.cols, run.duals) else {
            return;
        };
        let room = held - value_in(level, &cols, &st.index);
        for (v, i) in st.binaries() {
            let (x, d) = (cols[i], duals[i]);
            if x <= 1e-9 && d > room + REDUCED_COST_MARGIN {
                st.constraints.push(Expression::from(v).leq(0.0));
            } else if x >= 1.0 - 1e-9 && -d > room + REDUCED_COST_MARGIN {
                st.constraints.push(Expression::from(v).geq(1.0));
            }
        }
    }

    /// HiGHS's MIP solves of one objective: solve, add the cuts the
    /// solution violates, solve again (with cluster numbers, the `order`
    /// formulation, once the cuts come few at a time or after
    /// [`MAX_CUT_ROUNDS`]), until a solution is valid, HiGHS stops without
    /// one, or stops early on one that breaks a rule (its repair is kept).
    /// Returns the last solve and whether its solution is valid.
    /// `rens`: whether HiGHS runs its RENS heuristic. A lower level of a
    /// lexicographic solve starts from the level above's optimum, held,
    /// which is at or near its own; there RENS searches around the LP at
    /// the cost of a fifth of the solve and finds nothing better (`lulesh`'s
    /// second level), so only the first level runs it. RINS, which searches
    /// where the start and the LP agree, stays: without it `mixed` at 50
    /// nodes takes twice as long (`docs/results/ilp-benchmark.md`).
    fn mip_rounds(
        &mut self,
        st: &mut MipState,
        objective: &Expression,
        eps: f64,
        time_limit: Option<f64>,
        rens: bool,
    ) -> Result<(HighsEnd, bool), SolveError> {
        let level_start = Instant::now();
        loop {
            st.rounds += 1;
            let remaining = time_limit.map(|t| t - level_start.elapsed().as_secs_f64());
            let run = run_highs(HighsRun {
                vars: st.vars.clone(),
                objective,
                constraints: st.constraints.iter().chain(&st.cuts),
                index: &st.index,
                initial: &st.initial,
                time_limit: remaining,
                eps,
                branching: Branching::Mip {
                    max_nodes: None,
                    rens,
                },
            })?;
            let Some(cols) = run.cols.as_ref() else {
                return Ok(match self.known_proof(st, &run, objective, eps) {
                    Some(proven) => (proven, true),
                    None => (run, false),
                });
            };
            let point = self.point(cols, &st.index);
            let violated = match &st.structure {
                Some(structure) => structure.violated(&point),
                None => Vec::new(),
            };
            if violated.is_empty() {
                return Ok((run, true));
            }
            if self.keep_repaired(&point, &mut st.repaired) && self.inp.known_proofs {
                self.offer_repaired(st, objective, eps);
            }
            if let Some(proven) = self.known_proof(st, &run, objective, eps) {
                return Ok((proven, true));
            }
            if !run.status.is_optimal() {
                // Stopped on a solution that breaks a rule: its repair, if
                // better than the warm start, answers.
                return Ok((run, false));
            }
            let w: Vec<Variable> = self.w_of.values().copied().collect();
            st.cuts.extend(violated.iter().map(|c| self.cut(c, &w)));
            // The next round starts from the repaired solution, which obeys
            // every rule, where there is one better than the warm start.
            if let Some((cl, schedule)) = &st.repaired {
                st.initial = self.start_from(cl, schedule);
            }
            if st.rounds == MAX_CUT_ROUNDS || violated.len() <= FEW_CUTS {
                // Cuts have not converged, or come few at a time: solve
                // once more with the cluster numbers (the cuts so far stay,
                // as valid inequalities).
                self.vars.pv = std::mem::take(&mut st.vars);
                self.vars.index = std::mem::take(&mut st.index);
                self.constraints = std::mem::take(&mut st.constraints);
                self.order();
                st.initial = match &st.repaired {
                    Some((cl, schedule)) => self.start_from(cl, schedule),
                    None => self.warm_start(),
                };
                st.n_vars = self.vars.pv.len();
                // (The known valid solution has no cluster numbers.)
                st.valid = None;
                st.vars = std::mem::take(&mut self.vars.pv);
                st.index = std::mem::take(&mut self.vars.index);
                st.constraints = std::mem::take(&mut self.constraints);
                st.structure = None;
            }
        }
    }

    /// The root's cutting-plane loop: solves the LP relaxation with the
    /// cuts so far, adds the cuts its optimum violates
    /// ([`Structure::violated_fractionally`]) as rows of the same HiGHS
    /// model ([`GrowingLp`], so each solve after the first starts from the
    /// last basis), and again, until it violates
    /// none, after [`MAX_SEPARATION_ROUNDS`], or past its time budget
    /// ([`SEPARATION_BUDGET`]); returns the LP solves made and the last optimum ([`RootLoop`]).
    /// The first MIP solve then starts from a relaxation that already obeys
    /// the rules where the LP alone would break them, which saves most of
    /// the MIP rounds on large components (`docs/results/ilp-rounds.md`).
    /// An LP that HiGHS fails to solve ends the loop: the cuts are only an
    /// aid, the MIP solves that follow decide.
    fn separate_at_root(
        &self,
        st: &Structure,
        lp: Relaxed,
        time_limit: Option<f64>,
        cuts: &mut Vec<good_lp::Constraint>,
    ) -> RootLoop {
        let mut optimum = None;
        let w: Vec<Variable> = self.w_of.values().copied().collect();
        let mut seen: BTreeSet<Cut> = BTreeSet::new();
        let mut covers: BTreeSet<CoverKey> = BTreeSet::new();
        let start = Instant::now();
        let budget: Option<f64> = time_limit.map(|t| t / 4.0);
        let (mut iterations, mut work) = (0i64, None);
        // One model for the loop: each round adds its cuts as rows, and
        // HiGHS's dual simplex starts from the last round's basis.
        let Ok(mut relaxation) = GrowingLp::new(HighsRun {
            vars: lp.vars.clone(),
            objective: lp.objective,
            constraints: lp.constraints.iter().chain(cuts.iter()),
            index: lp.index,
            initial: &[],
            time_limit: None,
            eps: lp.eps,
            branching: Branching::Lp,
        }) else {
            return RootLoop { rounds: 0, optimum };
        };
        // The LP solves made, where the loop ends.
        let rounds = 'rounds: {
            for round in 1..=MAX_SEPARATION_ROUNDS {
                let left = budget.map(|b| b - start.elapsed().as_secs_f64());
                if left.is_some_and(|t| t <= 0.0) || work.is_some_and(|w| iterations >= w) {
                    break 'rounds round - 1;
                }
                // The first LP may take half the time limit: on the largest
                // components it alone takes longer than the loop's budget, and
                // its optimum both bounds the answer and starts the search for
                // a solution near it.
                let left = match round {
                    1 => time_limit.map(|t| t / 2.0),
                    _ => left,
                };
                let Ok(run) = relaxation.solve(left) else {
                    break 'rounds round;
                };
                // The loop may take a few times its first LP solve's simplex
                // iterations (a budget of work, not time, so that the cuts and
                // the answer among ties are the same on every run), and at most
                // a quarter of the time limit.
                iterations += run.iterations;
                if round == 1 {
                    work = Some(SEPARATION_BUDGET * run.iterations.max(1));
                }
                let Some(cols) = run.cols else {
                    break 'rounds round;
                };
                if run.status == SolveStatus::Optimal {
                    optimum = Some((cols.clone(), value_in(lp.objective, &cols, lp.index)));
                }
                let value = |t: Term| value_in(&self.term(t, &w), &cols, lp.index);
                let limit = CUTS_PER_NODE * self.comp.len();
                let structural = st.violated_fractionally(value, SEPARATION_TOLERANCE, limit);
                let mut new_cuts: Vec<good_lp::Constraint> = (structural.into_iter())
                    .filter(|c| seen.insert(c.clone()))
                    .map(|c| self.cut(&c, &w))
                    .collect();
                // The gather paths and the stream covers once the point
                // breaks no rule of a valid clustering: they tighten the
                // bound without changing the structural cuts the loop finds.
                let structural_found = !new_cuts.is_empty();
                if !structural_found && self.inp.gather_paths {
                    let paths = st.violated_gather_paths(value, SEPARATION_TOLERANCE, limit);
                    new_cuts.extend(
                        (paths.into_iter())
                            .filter(|c| seen.insert(c.clone()))
                            .map(|c| self.cut(&c, &w)),
                    );
                }
                if !structural_found && self.inp.stream_covers {
                    let covered =
                        self.violated_stream_covers(&cols, lp.index, SEPARATION_TOLERANCE);
                    new_cuts.extend(
                        (covered.into_iter())
                            .filter(|(key, _)| covers.insert(key.clone()))
                            .map(|(_, cut)| cut),
                    );
                }
                if new_cuts.is_empty() {
                    break 'rounds round;
                }
                for cut in new_cuts {
                    let added = relaxation.add(&cut, lp.index);
                    cuts.push(cut);
                    if added.is_err() {
                        break 'rounds round;
                    }
                }
            }
            MAX_SEPARATION_ROUNDS
        };
        RootLoop { rounds, optimum }
    }

    /// The component in local indices, for finding the cuts a solution
    /// violates.
    fn structure(&self) -> Structure {
        let (an, deps) = (self.inp.analysis, self.inp.deps);
        let local = |n: &NodeId| self.in_comp.get(n).copied();
        let edges = deps
            .edges()
            .filter_map(|e| Some((local(&e.from)?, local(&e.to)?)));
        let pairs = (self.rels.iter())
            .map(|r| (self.in_comp[&r.a], self.in_comp[&r.b]))
            .collect();
        let rows = (self.w_of.keys())
            .map(|(p, c)| (self.in_comp[p], self.in_comp[c]))
            .collect();
        let spaces = (self.comp.iter())
            .map(|n| an.directions[n.index()].map(|_| an.spaces[n.index()].clone()))
            .collect();
        let tied = self.charged_pairs().into_iter().map(|(i, _)| i).collect();
        let structure = Structure::new(self.comp.len(), edges, pairs, rows, spaces).with_tied(tied);
        match self.inp.gather_paths {
            true => structure.with_forced(self.forced_together()),
            false => structure,
        }
    }

    /// Per node `c` (local index), the nodes (local) that every valid
    /// clustering recomputes where they share `c`'s cluster, for the
    /// gather paths of the root's loop ([`Structure::with_forced`]): each
    /// producer `q` that `c` reads at computed indices, and, recursively,
    /// each producer `r` that such a `q` reads at computed indices, or in
    /// its own order where `q` may be recomputed (a `map`).
    ///
    /// Every valid clustering recomputes a forced node `r` that shares
    /// `c`'s cluster, by induction along the dependencies `r → q → … → c`
    /// that made it forced. The cluster holds every node on them (the
    /// clusters are acyclic, so a cluster holds every node on a path of
    /// dependencies between two of its nodes), so each of those
    /// dependencies lies inside it and is fused (rule 1). For `q = c`, `c`
    /// gathers `r` and the model has `g_r ≥ s(r, c) = 1`; otherwise `q` is
    /// forced and so recomputed (the induction), and the model has `g_r ≥
    /// s(r, q) = 1` where `q` gathers `r`, `g_r ≥ s(r, q) + g_q − 1 = 1`
    /// where `q` is a recomputed `map`. (Where `r` and `q` are no
    /// candidate pair they never share a cluster, so neither does `r` with
    /// `c`.) So for a path `P` of candidate pairs between `r` and `c`,
    /// `Σ_P s − g_r ≤ |P| − 1`. In the relaxation the direct pairs' rows hold while a
    /// path around them does not: on `stencil`, a `map` two-thirds fused
    /// with the `zipWith` beside a stencil, which is fused with the
    /// stencil, while the chain of `map`s between them is recomputed into
    /// the stencil only a third of the time.
    fn forced_together(&self) -> Vec<Vec<usize>> {
        let (g, deps) = (self.inp.g, self.inp.deps);
        let inside = |e: &&DepEdge| self.in_comp.contains_key(&e.from);
        let mut forced = Vec::with_capacity(self.comp.len());
        for &c in self.comp {
            let mut seen: BTreeSet<usize> = BTreeSet::new();
            let mut stack: Vec<NodeId> = (deps.in_edges(c).filter(inside))
                .filter(|e| gathers(g, deps, e))
                .map(|e| e.from)
                .collect();
            while let Some(q) = stack.pop() {
                if !seen.insert(self.in_comp[&q]) {
                    continue;
                }
                stack.extend(
                    (deps.in_edges(q).filter(inside))
                        .filter(|e| gathers(g, deps, e) || self.map_recomputed(e).is_some())
                        .map(|e| e.from),
                );
            }
            forced.push(seen.into_iter().collect());
        }
        forced
    }

    /// A solution's decisions, for [`Structure::violated`].
    fn point(&self, cols: &[f64], index: &HashMap<Variable, usize>) -> Point {
        let on = |v: &Variable| cols[index[v]] > 0.5;
        Point {
            fused: self.s.iter().map(on).collect(),
            joined: self.w_of.values().map(on).collect(),
            recomputed: (self.comp.iter())
                .map(|n| self.recompute.get(n).is_some_and(on))
                .collect(),
        }
    }

    /// The decision a cut's term counts (`w`: the row pairs' variables, in
    /// `w_of`'s order).
    fn term(&self, t: Term, w: &[Variable]) -> Expression {
        match t {
            Term::Fused(i) => Expression::from(self.s[i]),
            Term::Joined(i) => Expression::from(w[i]),
            Term::Recomputed(n) => self.gathered(self.comp[n]),
        }
    }

    /// A cut as a constraint: `Σ path − Σ escapes ≤ |path| − 1` (`w`: the
    /// row pairs' variables, in `w_of`'s order).
    fn cut(&self, c: &Cut, w: &[Variable]) -> good_lp::Constraint {
        let sum =
            |ts: &[Term]| (ts.iter()).fold(Expression::from(0.0), |acc, t| acc + self.term(*t, w));
        let (path, escapes) = (sum(&c.path), sum(&c.escapes));
        (path - escapes).leq(c.path.len() as f64 - 1.0)
    }
}

/// The variables with every integer one made continuous within its bounds
/// (the LP relaxation's columns, in the same order).
fn continuous(pv: &ProblemVariables) -> ProblemVariables {
    let mut relaxed = ProblemVariables::new();
    for (_, def) in pv.iter_variables_with_def() {
        relaxed.add(variable().min(def.get_min()).max(def.get_max()));
    }
    relaxed
}

/// One level of the objective HiGHS minimises in turn: in its unit (bytes),
/// with the least value its negative coefficients allow, in units.
struct Tier {
    objective: Expression,
    unit: f64,
    least: f64,
}

/// The model as HiGHS solves it, over the MIP rounds and the levels.
struct MipState {
    n_vars: usize,
    vars: ProblemVariables,
    index: HashMap<Variable, usize>,
    constraints: Vec<good_lp::Constraint>,
    /// The `cuts` formulation's structure (`None` once it switched to
    /// `order`).
    structure: Option<Structure>,
    cuts: Vec<good_lp::Constraint>,
    /// The start values of the next solve.
    initial: Vec<(Variable, f64)>,
    /// The columns of a solution that obeys every rule and every constraint
    /// so far (cuts, held levels and their fixings keep every solution at
    /// or below the held levels), where one is known: a round whose bound
    /// reaches its objective there proves it optimal, whatever rule the
    /// round's own solution breaks.
    valid: Option<Vec<f64>>,
    /// Rounds that `valid` ended ([`MipState::proven_valid`]).
    known_proofs: usize,
    /// A repaired solution that beats the warm start, if any.
    repaired: Option<(Clustering, Schedule)>,
    rounds: usize,
}

impl MipState {
    /// The binary variables and their columns.
    fn binaries(&self) -> Vec<(Variable, usize)> {
        (self.vars.iter_variables_with_def())
            .filter(|(_, d)| d.is_integer() && d.get_min() == 0.0 && d.get_max() == 1.0)
            .map(|(v, _)| (v, self.index[&v]))
            .collect()
    }

    /// The known valid solution, as the end of `run`, where `run`'s bound
    /// reaches its `objective` within HiGHS's gap (a quarter of `eps`): the
    /// round's model lacks only cuts that every valid solution obeys, so its
    /// bound is one of the valid solutions' too.
    fn proven_valid(&self, run: &HighsEnd, objective: &Expression, eps: f64) -> Option<HighsEnd> {
        let cols = self.valid.as_ref()?;
        let value = value_in(objective, cols, &self.index);
        (run.dual_bound >= value - eps / 4.0).then(|| HighsEnd {
            status: SolveStatus::Optimal,
            cols: Some(cols.clone()),
            dual_bound: run.dual_bound.min(value),
            gap: 0.0,
            iterations: run.iterations,
            duals: None,
        })
    }

    /// One HiGHS solve of the model with the cuts so far and `extra` rows,
    /// from no start.
    fn solve_with(
        &self,
        objective: &Expression,
        extra: &[good_lp::Constraint],
        time_limit: Option<f64>,
        eps: f64,
        branching: Branching,
    ) -> Result<HighsEnd, SolveError> {
        run_highs(HighsRun {
            vars: self.vars.clone(),
            objective,
            constraints: self.constraints.iter().chain(&self.cuts).chain(extra),
            index: &self.index,
            initial: &[],
            time_limit,
            eps,
            branching,
        })
    }

    /// A solution's values, to start the next solve from.
    fn vars_values(&self, cols: &[f64]) -> Vec<(Variable, f64)> {
        self.index.iter().map(|(v, i)| (*v, cols[*i])).collect()
    }
}

/// An expression's value at a solution.
fn value_in(e: &Expression, cols: &[f64], index: &HashMap<Variable, usize>) -> f64 {
    e.linear_coefficients()
        .map(|(v, c)| c * cols[index[&v]])
        .sum::<f64>()
        + e.constant()
}

/// A component's model as its LP relaxation takes it.
struct Relaxed<'a> {
    vars: &'a ProblemVariables,
    index: &'a HashMap<Variable, usize>,
    constraints: &'a [good_lp::Constraint],
    objective: &'a Expression,
    eps: f64,
}

/// What the root's cutting-plane loop ([`Component::separate_at_root`])
/// made: its LP solves, and the last LP optimum's columns and objective
/// value (a lower bound on the objective's optimum), where one was solved.
struct RootLoop {
    rounds: usize,
    optimum: Option<(Vec<f64>, f64)>,
}

/// One HiGHS solve of a component's model (with the cuts so far).
struct HighsRun<'a, C> {
    vars: ProblemVariables,
    objective: &'a Expression,
    constraints: C,
    index: &'a HashMap<Variable, usize>,
    initial: &'a [(Variable, f64)],
    time_limit: Option<f64>,
    /// The tie-break's weight per fused pair.
    eps: f64,
    branching: Branching,
}

/// Whether a solve is the LP relaxation (every integer column made
/// continuous within its bounds) or a MIP, with its limits.
#[derive(Clone, Copy)]
enum Branching {
    Lp,
    Mip {
        /// Branch-and-bound nodes at most (a budget of work, not time).
        max_nodes: Option<i32>,
        /// Whether HiGHS runs its RENS heuristic (a sub-MIP around the
        /// root's LP optimum).
        rens: bool,
    },
}

/// How a HiGHS solve ended: the solution's columns if it has one, the
/// proven bound and the relative gap.
struct HighsEnd {
    status: SolveStatus,
    cols: Option<Vec<f64>>,
    dual_bound: f64,
    gap: f64,
    /// Simplex iterations (of an LP; a measure of work that, unlike time,
    /// is the same on every run).
    iterations: i64,
    /// The columns' reduced costs (of an LP).
    duals: Option<Vec<f64>>,
}

fn run_highs<'a, C>(r: HighsRun<'a, C>) -> Result<HighsEnd, SolveError>
where
    C: Iterator<Item = &'a good_lp::Constraint>,
{
    let n_vars = r.vars.len();
    let solved = highs_model(r)?
        .try_solve()
        .map_err(|e| SolveError::NoSolution(format!("{e:?}")))?;
    ended(&solved, n_vars)
}

/// HiGHS's model of one solve, with its options and start.
fn highs_model<'a, C>(r: HighsRun<'a, C>) -> Result<highs::Model, SolveError>
where
    C: Iterator<Item = &'a good_lp::Constraint>,
{
    let n_vars = r.vars.len();
    let constraints: Vec<&good_lp::Constraint> = r.constraints.collect();
    representable(r.objective, constraints.iter().copied())?;
    let vars = match r.branching {
        Branching::Lp => continuous(&r.vars),
        Branching::Mip { .. } => r.vars,
    };
    let mut problem = vars
        .minimise(r.objective.clone())
        .using(good_lp::solvers::highs::highs);
    for c in constraints {
        problem.add_constraint(c.clone());
    }
    let mut model = problem
        .try_into_inner()
        .map_err(|e| SolveError::Unrepresentable(e.to_string()))?;
    model.make_quiet();
    model.set_option("mip_rel_gap", 0.0);
    model.set_option("mip_abs_gap", r.eps / 4.0);
    model.set_option("threads", 1);
    // Evaluations are fractions of bounds up to 2^40: an integrality
    // slack of HiGHS's default 1e-6 on `g` would let a recomputed node
    // read a whole element less than it does.
    model.set_option("mip_feasibility_tolerance", 1e-9);
    // The LP relaxations' tolerances match it: with their defaults (1e-7)
    // under it, HiGHS once proved a wrong optimum (a cold solve of a
    // 30-node random program stopped 0.1% above the optimum that a warm
    // start proved: `ilp/tests/optimal.rs`, seed 1295).
    model.set_option("primal_feasibility_tolerance", 1e-9);
    model.set_option("dual_feasibility_tolerance", 1e-9);
    // The feasibility-jump heuristic spends a fixed effort per model that
    // dominates the many small models (a heuristic: the optimum is the same).
    model.set_option("mip_heuristic_run_feasibility_jump", false);
    if let Branching::Mip { max_nodes, rens } = r.branching {
        if !rens {
            model.set_option("mip_heuristic_run_rens", false);
        }
        if let Some(n) = max_nodes {
            model.set_option("mip_max_nodes", n);
        }
    }
    if let Some(t) = r.time_limit {
        model.set_option("time_limit", t.max(0.001));
    }
    if !r.initial.is_empty() {
        let mut cols = vec![0.0; n_vars];
        for (v, x) in r.initial {
            cols[r.index[v]] = *x;
        }
        // Variables not given (read payments) take their least feasible value via HiGHS.
        model.set_solution(Some(&cols), None, None, None);
    }
    Ok(model)
}

/// An LP solved again after rows are added (a cutting-plane loop's
/// relaxation): each solve after the first starts from the last basis, so
/// that it costs the few pivots the new rows need instead of a solve from
/// scratch.
struct GrowingLp {
    /// `None` while a solve has it.
    model: Option<highs::Model>,
    n_vars: usize,
}

impl GrowingLp {
    fn new<'a, C>(r: HighsRun<'a, C>) -> Result<GrowingLp, SolveError>
    where
        C: Iterator<Item = &'a good_lp::Constraint>,
    {
        let n_vars = r.vars.len();
        Ok(GrowingLp {
            model: Some(highs_model(r)?),
            n_vars,
        })
    }

    /// The error of a use after a solve that HiGHS failed (which took the
    /// model).
    fn lost() -> SolveError {
        SolveError::NoSolution("the LP failed before".into())
    }

    /// Solves the LP with every row added so far, within `time_limit`.
    fn solve(&mut self, time_limit: Option<f64>) -> Result<HighsEnd, SolveError> {
        let mut model = self.model.take().ok_or_else(GrowingLp::lost)?;
        if let Some(t) = time_limit {
            model.set_option("time_limit", t.max(0.001));
        }
        // HiGHS's run clock accumulates over the runs of one instance, and
        // its time limit is on that clock: zero it, as the C API advises.
        // SAFETY: the pointer is this live model's, which HiGHS only reads.
        unsafe { highs_sys::Highs_zeroAllClocks(model.as_mut_ptr()) };
        let solved = model
            .try_solve()
            .map_err(|e| SolveError::NoSolution(format!("{e:?}")))?;
        let end = ended(&solved, self.n_vars);
        self.model = Some(highs::Model::from(solved));
        end
    }

    /// Adds `c` as a row (its terms' columns by `index`, as the model was
    /// built).
    fn add(
        &mut self,
        c: &good_lp::Constraint,
        index: &HashMap<Variable, usize>,
    ) -> Result<(), SolveError> {
        let model = self.model.as_mut().ok_or_else(GrowingLp::lost)?;
        // good_lp keeps `Σ a·x + k ≤ 0` (or `= 0`).
        let e = c.expression();
        let (columns, values): (Vec<highs_sys::HighsInt>, Vec<f64>) = (e.linear_coefficients())
            .map(|(v, a)| (index[&v] as highs_sys::HighsInt, a))
            .unzip();
        let upper = -e.constant();
        let lower = if c.is_equality() {
            upper
        } else {
            f64::NEG_INFINITY
        };
        let n = columns.len() as highs_sys::HighsInt;
        // SAFETY: the pointer is this live model's; both arrays hold `n`
        // entries, each column below the model's column count.
        let status = unsafe {
            highs_sys::Highs_addRow(
                model.as_mut_ptr(),
                lower,
                upper,
                n,
                columns.as_ptr(),
                values.as_ptr(),
            )
        };
        match status {
            highs_sys::kHighsStatusError => {
                Err(SolveError::NoSolution("HiGHS refused a cut's row".into()))
            }
            _ => Ok(()),
        }
    }
}

/// How a solve of a model of `n_vars` columns ended.
fn ended(solved: &highs::SolvedModel, n_vars: usize) -> Result<HighsEnd, SolveError> {
    use highs::{HighsModelStatus as St, HighsSolutionStatus};
    let status = match solved.status() {
        St::Optimal => SolveStatus::Optimal,
        St::ReachedTimeLimit
        | St::ReachedIterationLimit
        | St::ReachedSolutionLimit
        | St::ReachedInterrupt => SolveStatus::TimeLimit,
        other => return Err(SolveError::NoSolution(format!("{other:?}"))),
    };
    let dual_bound = solved
        .double_info_value(c"mip_dual_bound")
        .unwrap_or(f64::NEG_INFINITY);
    let cols = (solved.primal_solution_status() == HighsSolutionStatus::Feasible)
        .then(|| solved.get_solution().columns().to_vec());
    Ok(HighsEnd {
        status,
        cols,
        dual_bound,
        gap: solved.mip_gap().abs(),
        iterations: solved
            .int_info_value(c"simplex_iteration_count")
            .unwrap_or(0),
        duals: Some(solved.get_solution().dual_columns().to_vec())
            .filter(|d| status == SolveStatus::Optimal && d.len() == n_vars),
    })
}

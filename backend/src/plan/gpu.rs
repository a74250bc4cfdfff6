//! How each nest runs on the GPU: which kernels, over which share of the
//! outermost loop, combining which state. The CPU's analysis
//! ([`super::parallel::analyse`]) decides the common cases; what the
//! CPU runs on one thread is examined again here, because a GPU has no fast
//! single thread: a `permute` with a commuting combining function runs in
//! parallel (atomics or compare-and-swap), and a scan whose operator is a
//! known associative one runs as a reduce-then-scan. Whatever is left (a
//! `filter`'s compaction, a scan with an arbitrary operator, a scan of a
//! scan) runs as one GPU thread, and the plan says why.

use super::parallel::{self, Update};
use super::scan::{identity, known_op, neutral, Op};
use super::segments::SegmentWalk;
use ir::loops::{Expr, For, Level, LoopProgram, Nest, Stmt, VarId};
use ir::{Prim, Scalar};
use std::collections::{HashMap, HashSet};

/// The shape of a nest's GPU code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Independent outermost iterations: one grid-stride kernel.
    Map,
    /// Folds to scalars: each thread reduces its share, each block reduces
    /// its threads' partials in shared memory, and a final one-block kernel
    /// reduces the blocks' and runs what follows the loop. `ordered`: some
    /// fold's operator is not known to commute, so each thread takes one
    /// contiguous chunk (else a grid-stride share, which coalesces).
    Reduce { ordered: bool },
    /// `permute` combining concurrently: the defaults are copied on the
    /// device, then one grid-stride kernel combines with `atomicrmw`
    /// (`cas` false) or, for some combine, a compare-and-swap loop.
    Scatter { cas: bool },
    /// A scan (and folds over its results), reduce-then-scan: chunk totals
    /// per thread and block, a one-block scan of the block totals, then
    /// every chunk again from its carry (writing the results), then the
    /// final reduction of the folds.
    Scan,
    /// A segmented walk: each thread runs one run of whole segments from
    /// its first segment's number (the host splits the lengths, as the CPU
    /// driver does), storing the walk's state after it; a one-thread kernel
    /// then runs what follows the loop from the last run's state.
    Segments(SegmentWalk),
    /// One thread runs the whole nest (the fallback), with the reason.
    Single(String),
}

/// A nest's plan: its shape, the state its kernels pass between them, and
/// the kernels' names in launch order.
#[derive(Clone, Debug)]
pub struct NestPlan {
    pub shape: Shape,
    /// Scan state carried from chunk to chunk (for [`Shape::Scan`]).
    pub carried: Vec<Part>,
    /// Fold accumulators reduced across threads.
    pub folds: Vec<Update>,
    /// Every fold accumulator's operator's neutral element: each thread's
    /// share starts from it, and the fold's `z` is combined in once, in the
    /// final kernel (the language does not require `z` to be neutral).
    pub fold_starts: Vec<(VarId, Scalar)>,
    /// The statements of the loop body that the chunk totals need.
    pub slice: Vec<usize>,
    /// Neutral starts of carried accumulators for the chunk totals.
    pub overrides: Vec<(VarId, Scalar)>,
    pub record: Record,
    /// Kernel names, in launch order.
    pub kernels: Vec<String>,
    /// The CPU's plan, for comparison.
    pub cpu: parallel::Plan,
}

impl NestPlan {
    pub fn name(&self) -> &'static str {
        match self.shape {
            Shape::Map => "map",
            Shape::Reduce { ordered: false } => "reduce",
            Shape::Reduce { ordered: true } => "reduce (ordered)",
            Shape::Scatter { cas: false } => "scatter (atomic)",
            Shape::Scatter { cas: true } => "scatter (cas)",
            Shape::Scan => "scan (reduce-then-scan)",
            Shape::Segments(_) => "segments",
            Shape::Single(_) => "single thread",
        }
    }

    /// The outermost loop's share per thread in the main kernel.
    pub fn outer(&self) -> Outer {
        match self.shape {
            Shape::Map | Shape::Scatter { .. } | Shape::Reduce { ordered: false } => Outer::Grid,
            Shape::Reduce { ordered: true } | Shape::Scan => Outer::Chunk,
            Shape::Segments(_) | Shape::Single(_) => Outer::Single,
        }
    }

    /// The carried variables (scan accumulators and `started` flags, a
    /// segmented walk's state).
    pub fn carried_vars(&self) -> Vec<VarId> {
        match &self.shape {
            Shape::Segments(walk) => walk.state.clone(),
            _ => self.carried.iter().flat_map(Part::vars).collect(),
        }
    }

    pub fn fold_vars(&self) -> Vec<VarId> {
        self.folds.iter().map(|u| u.acc).collect()
    }

    /// One line: the shape, the kernels, and why a nest is not parallel.
    pub fn describe(&self) -> String {
        let why = match &self.shape {
            Shape::Single(r) => format!(" ({r})"),
            _ => String::new(),
        };
        format!(
            "{}{why}: {} kernel{} ({})",
            self.name(),
            self.kernels.len(),
            if self.kernels.len() == 1 { "" } else { "s" },
            self.kernels.join(", ")
        )
    }
}

/// The plan of nest number `k` of `p`.
pub fn plan(program: &LoopProgram, nest: &Nest, k: usize) -> NestPlan {
    let analysis = parallel::analyse(program, nest);
    let mut np = NestPlan {
        shape: Shape::Single(String::new()),
        carried: Vec::new(),
        folds: Vec::new(),
        fold_starts: Vec::new(),
        slice: Vec::new(),
        overrides: Vec::new(),
        record: Record::default(),
        kernels: Vec::new(),
        cpu: analysis.plan,
    };
    np.shape = match (analysis.plan, &analysis.segments) {
        _ if nest.body.inner.is_none() => Shape::Single("no loop".into()),
        (parallel::Plan::Segments, Some(walk)) => Shape::Segments(walk.clone()),
        (parallel::Plan::Chunks, _) => Shape::Map,
        (parallel::Plan::Reduce, _) => {
            let ordered = !analysis.updates.iter().all(commutes);
            np.folds = analysis.updates.clone();
            Shape::Reduce { ordered }
        }
        (parallel::Plan::Scatter, _) => Shape::Scatter {
            cas: scatter(program, nest).unwrap_or(false),
        },
        (
            parallel::Plan::Sequential
            | parallel::Plan::Owned
            | parallel::Plan::Scan
            | parallel::Plan::Compact
            | parallel::Plan::Segments,
            _,
        ) => match scatter(program, nest) {
            Ok(cas) => Shape::Scatter { cas },
            Err(why_not_scatter) => match scan(program, nest) {
                Ok(s) => {
                    np.carried = s.carried;
                    np.folds = s.folds;
                    np.slice = s.slice;
                    np.overrides = s.overrides;
                    Shape::Scan
                }
                Err(why) => Shape::Single(if has_combine(nest) {
                    why_not_scatter
                } else {
                    why
                }),
            },
        },
    };
    if !np.folds.is_empty() {
        match np
            .folds
            .iter()
            .map(|u| Some((u.acc, neutral(program, u)?)))
            .collect::<Option<Vec<_>>>()
        {
            Some(starts) => np.fold_starts = starts,
            None => {
                np.shape =
                    Shape::Single("a fold whose operator's neutral element is unknown".into());
                np.carried.clear();
                np.folds.clear();
                np.slice.clear();
                np.overrides.clear();
            }
        }
    }
    let mut state = np.carried_vars();
    state.extend(np.fold_vars());
    np.record = Record::new(program, &state);
    let names: &[&str] = match np.shape {
        Shape::Map => &["map"],
        Shape::Scatter { .. } => &["scatter"],
        Shape::Reduce { .. } => &["reduce", "final"],
        Shape::Scan => &["totals", "carry", "apply", "final"],
        Shape::Segments(_) => &["segments", "post"],
        Shape::Single(_) => &["single"],
    };
    np.kernels = names.iter().map(|n| format!("n{k}_{n}")).collect();
    np
}

fn has_combine(nest: &Nest) -> bool {
    let mut found = false;
    nest.body
        .walk(&mut |t| found |= matches!(t, Stmt::Combine { .. }));
    found
}

/// Whether a fold's update is a known operator that commutes (so threads
/// may take grid-stride shares).
fn commutes(u: &Update) -> bool {
    known_op(&u.value, u.acc, u.elem).is_some()
}

/// Whether a sequential nest is a `permute` whose combines can run
/// concurrently; `Ok(true)` when some needs a compare-and-swap loop. The
/// order of the combines changes, so the combining function must commute:
/// it must be a known commutative operator of the new and the old value.
fn scatter(p: &LoopProgram, nest: &Nest) -> Result<bool, String> {
    let (outer, outside) = super::owned::scatter_nest(nest)?;
    let mut why: Option<String> = None;
    let mut combines = 0;
    let mut cas = false;
    outer.body.walk(&mut |t| match t {
        Stmt::Combine {
            new, old, value, ..
        } => {
            combines += 1;
            match device_combine_kind(p, t) {
                Some(_) if known_op(value, *new, *old).is_none() => {
                    why.get_or_insert(
                        "permute's combining function is not known to commute".into(),
                    );
                }
                Some(DeviceCombine::Cas) => cas = true,
                Some(DeviceCombine::Atomic) => {}
                None => {
                    why.get_or_insert(
                        "permute of tuples or bools combines one element at a time".into(),
                    );
                }
            }
        }
        Stmt::Set { var, .. } if outside.contains(var) => {
            why.get_or_insert("state carried across iterations".into());
        }
        Stmt::Append { .. } => {
            why.get_or_insert("filter's compaction".into());
        }
        Stmt::Copy { .. } => {
            why.get_or_insert("a copy inside the loop".into());
        }
        _ => {}
    });
    match why {
        Some(w) => Err(w),
        None if combines == 0 => Err("no combine".into()),
        None => Ok(cas),
    }
}

struct ScanPlan {
    carried: Vec<Part>,
    folds: Vec<Update>,
    slice: Vec<usize>,
    overrides: Vec<(VarId, Scalar)>,
}

/// A scan1's accumulator update: `if started { acc := op(acc, v) } else {
/// acc := v; started := true }`.
fn scan1(s: &Stmt, outside: &HashSet<VarId>) -> Option<(VarId, Update, Option<Op>)> {
    let Stmt::If {
        cond: Expr::Var(started),
        then_,
        else_,
        ..
    } = s
    else {
        return None;
    };
    let [Stmt::Set {
        var: acc, value, ..
    }] = then_.as_slice()
    else {
        return None;
    };
    if !outside.contains(started) || !outside.contains(acc) {
        return None;
    }
    let mut seed = None;
    let mut starts = false;
    for t in else_ {
        match t {
            Stmt::Set {
                var,
                value: Expr::Var(v),
                ..
            } if var == acc => seed = Some(*v),
            Stmt::Set {
                var,
                value: Expr::Lit(Scalar::Bool(true)),
                ..
            } if var == started => starts = true,
            _ => return None,
        }
    }
    let v = seed.filter(|_| starts && else_.len() == 2)?;
    if outside.contains(&v) {
        return None;
    }
    let op = known_op(value, *acc, v);
    Some((
        *started,
        Update {
            acc: *acc,
            elem: v,
            value: value.clone(),
        },
        op,
    ))
}

/// Whether a sequential nest is a scan that reduce-then-scan can run: its
/// state updated only at the top of the loop body, each update a
/// candidate, the candidates that other statements read carried (scans,
/// with a known associative operator), the rest folds; and the slice of the
/// body that the carried updates need.
fn scan(p: &LoopProgram, nest: &Nest) -> Result<ScanPlan, String> {
    let outer = nest.body.inner.as_ref().ok_or("no loop")?;
    let (outside, lets) = nest
        .outside_definitions()
        .ok_or("statements before the loop that write memory")?;
    let body = &outer.body;
    state_updates_on_top(body, &outside)?;
    let cands = candidates(body, &outside, &lets)?;
    let read = read_elsewhere(body, &cands);
    let mut carried = Vec::new();
    let mut folds = Vec::new();
    let mut overrides = Vec::new();
    let mut roots: Vec<usize> = Vec::new();
    for (k, c) in cands {
        match c {
            Cand::Scan1(st, u) => {
                carried.push(Part::Scan1 {
                    started: st,
                    update: u,
                });
                roots.push(k);
            }
            Cand::Set(u, op) if read.contains(&u.acc) => {
                let op = op.ok_or("a scan whose operator is not a known associative one")?;
                let prim = p.vars[u.acc].ty.as_prim().ok_or("a scan of tuples")?;
                let z = identity(op, prim).ok_or("no neutral element")?;
                overrides.push((u.acc, z));
                carried.push(Part::Update(u));
                roots.push(k);
            }
            Cand::Set(u, _) => folds.push(u),
        }
    }
    if carried.is_empty() {
        return Err("no scan".into());
    }
    let slice = totals_slice(outer, &outside, &carried, &roots)?;
    Ok(ScanPlan {
        carried,
        folds,
        slice,
        overrides,
    })
}

/// Every update of outside state is a top-level statement of the loop body
/// (or part of a top-level scan1), never inside a loop statement
/// (`Stmt::For`); no compaction, combines or copies anywhere.
fn state_updates_on_top(body: &Level, outside: &HashSet<VarId>) -> Result<(), String> {
    let mut bad: Option<String> = None;
    let top: HashSet<*const Stmt> = body.pre.iter().map(|s| s as *const Stmt).collect();
    body.stmts(&mut |ss| {
        for s in ss.iter().filter(|s| matches!(s, Stmt::For(_))) {
            s.walk(&mut |t| {
                if matches!(t, Stmt::Set { var, .. } if outside.contains(var)) {
                    bad.get_or_insert("state updated in a loop statement".into());
                }
            });
        }
    });
    body.walk(&mut |t| match t {
        Stmt::Append { .. } => {
            bad.get_or_insert("filter's compaction".into());
        }
        Stmt::Combine { .. } | Stmt::Copy { .. } => {
            bad.get_or_insert("a permute with state".into());
        }
        Stmt::Set { var, .. } if outside.contains(var) && !top.contains(&(t as *const Stmt)) => {
            // Allowed only as part of a top-level scan1.
            let in_scan1 = body
                .pre
                .iter()
                .any(|s| scan1(s, outside).is_some_and(|(st, u, _)| u.acc == *var || st == *var));
            if !in_scan1 {
                bad.get_or_insert("state updated under a condition".into());
            }
        }
        _ => {}
    });
    bad.map_or(Ok(()), Err)
}

/// A candidate state update at the top of the loop body.
enum Cand {
    /// `acc := value(acc, elem)`, with its operator when a known one.
    Set(Update, Option<Op>),
    /// A scan1's update with its `started` flag.
    Scan1(VarId, Update),
}

impl Cand {
    /// The state variables it updates.
    fn vars(&self) -> Vec<VarId> {
        match self {
            Cand::Set(u, _) => vec![u.acc],
            Cand::Scan1(st, u) => vec![u.acc, *st],
        }
    }
}

/// The top-level updates of outside state, by statement index; each
/// variable updated once.
fn candidates(
    body: &Level,
    outside: &HashSet<VarId>,
    lets: &HashSet<VarId>,
) -> Result<Vec<(usize, Cand)>, String> {
    let mut cands: Vec<(usize, Cand)> = Vec::new();
    for (k, s) in body.pre.iter().enumerate() {
        if let Some((st, u, op)) = scan1(s, outside) {
            if op.is_none() {
                return Err("a scan whose operator is not a known associative one".into());
            }
            cands.push((k, Cand::Scan1(st, u)));
            continue;
        }
        if let Stmt::Set { var, value, .. } = s {
            if outside.contains(var) {
                let free = value.free_vars();
                let others: Vec<VarId> = free.iter().copied().filter(|v| v != var).collect();
                if others.len() != 1 || outside.contains(&others[0]) || !lets.contains(var) {
                    return Err("an update that reads other state".into());
                }
                let u = Update {
                    acc: *var,
                    elem: others[0],
                    value: value.clone(),
                };
                let op = known_op(value, *var, others[0]);
                cands.push((k, Cand::Set(u, op)));
            }
        }
    }
    let mut accs: Vec<VarId> = cands.iter().flat_map(|(_, c)| c.vars()).collect();
    let count = accs.len();
    accs.sort();
    accs.dedup();
    if accs.len() != count {
        return Err("a variable updated twice".into());
    }
    Ok(cands)
}

/// The state that statements other than its own update read.
fn read_elsewhere(body: &Level, cands: &[(usize, Cand)]) -> HashSet<VarId> {
    let state: HashSet<VarId> = cands.iter().flat_map(|(_, c)| c.vars()).collect();
    let mut read: HashSet<VarId> = HashSet::new();
    let own: HashSet<*const Stmt> = cands
        .iter()
        .map(|(k, _)| &body.pre[*k] as *const Stmt)
        .collect();
    // (`stmts` also lists a loop statement's level, which the walk of the
    // statement visits too: reading twice changes nothing here.)
    body.stmts(&mut |ss| {
        for s in ss {
            if own.contains(&(s as *const Stmt)) {
                continue;
            }
            // Only each statement's own expressions: the walk visits the
            // nested ones.
            s.walk(&mut |t| {
                t.own_exprs(&mut |e| {
                    for v in e.free_vars() {
                        if state.contains(&v) {
                            read.insert(v);
                        }
                    }
                })
            });
        }
    });
    read
}

/// The statements of the loop body (indices into its `pre`) that the
/// carried updates (at `roots`) need: the chunk totals' slice.
fn totals_slice(
    outer: &For,
    outside: &HashSet<VarId>,
    carried: &[Part],
    roots: &[usize],
) -> Result<Vec<usize>, String> {
    let body = &outer.body;
    let carried_vars: HashSet<VarId> = carried.iter().flat_map(Part::vars).collect();
    let mut needed: HashSet<VarId> = HashSet::new();
    let mut keep: Vec<usize> = Vec::new();
    for k in (0..body.pre.len()).rev() {
        let s = &body.pre[k];
        let root = roots.contains(&k);
        if let Stmt::For(_) = s {
            // A loop statement defines nothing after it, but may update what
            // a later kept statement reads: not a part of a slice.
            let mut feeds = false;
            s.walk(&mut |t| feeds |= matches!(t, Stmt::Set { var, .. } if needed.contains(var)));
            if feeds {
                return Err("a scan's input is computed in a loop statement".into());
            }
            continue;
        }
        let defines = s.defines();
        if root || defines.iter().any(|v| needed.contains(v)) {
            let rs = s.reads();
            if !root && rs.iter().any(|v| carried_vars.contains(v)) {
                return Err("a scan whose input depends on another scan".into());
            }
            for v in rs {
                if !outside.contains(&v) {
                    needed.insert(v);
                }
            }
            keep.push(k);
        }
    }
    keep.reverse();
    // Every needed variable must be defined by a kept statement (or be the
    // loop index).
    let defined: HashSet<VarId> = keep
        .iter()
        .flat_map(|k| body.pre[*k].defines())
        .chain(std::iter::once(outer.index))
        .collect();
    if needed.iter().any(|v| !defined.contains(v)) {
        return Err("a scan's input is computed under a condition".into());
    }
    Ok(keep)
}

/// How a thread covers the outermost loop's range `[lo, hi)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outer {
    /// All of it, in order (one thread).
    Single,
    /// Every `G`-th iteration from the thread's global index (`G` threads in
    /// the grid): neighbouring threads touch neighbouring elements, so loads
    /// and stores coalesce. Only for iterations whose order does not matter.
    Grid,
    /// One contiguous chunk of `ceil(len / G)` iterations per thread, the
    /// thread's global index counting chunks in iteration order (for a
    /// backward loop, thread 0 takes the highest chunk): combining the
    /// threads' partial results by thread index keeps the loop's order.
    Chunk,
}

/// Where state variables sit in a record: an `i64` validity flag at 0, then
/// one slot of 8 bytes per primitive leaf of each variable's type.
#[derive(Clone, Debug, Default)]
pub struct Record {
    pub offsets: HashMap<VarId, u64>,
    pub bytes: u64,
}

impl Record {
    pub fn new(program: &LoopProgram, vars: &[VarId]) -> Record {
        let mut offsets = HashMap::new();
        let mut at = 8;
        for v in vars {
            if offsets.contains_key(v) {
                continue;
            }
            offsets.insert(*v, at);
            at += 8 * program.vars[*v].ty.leaves().len().max(1) as u64;
        }
        Record { offsets, bytes: at }
    }
}

/// One state variable's part of a combine function.
#[derive(Clone, Debug)]
pub enum Part {
    /// `acc := value(acc, elem)`: a fold's (or a scan's) associative update;
    /// combined as `a.acc := value(a.acc, b.acc)`.
    Update(Update),
    /// A `scan1`'s accumulator with its `started` flag: `b` replaces `a`
    /// when `a` has not started, is ignored when `b` has not, and is
    /// combined with the update otherwise.
    Scan1 { started: VarId, update: Update },
}

impl Part {
    /// The state variables it combines: the accumulator, then a scan1's
    /// `started` flag.
    pub fn vars(&self) -> Vec<VarId> {
        match self {
            Part::Update(u) => vec![u.acc],
            Part::Scan1 { started, update } => vec![update.acc, *started],
        }
    }
}

/// How a `permute` combine runs concurrently on the GPU, or `None` when it
/// cannot (tuple or `bool` elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceCombine {
    /// `atomicrmw add/min/max` on integers, `atomicrmw fadd` on floats.
    Atomic,
    /// A compare-and-swap loop around the combining function.
    Cas,
}

pub fn device_combine_kind(program: &LoopProgram, s: &Stmt) -> Option<DeviceCombine> {
    let Stmt::Combine { array, .. } = s else {
        return None;
    };
    let prim = program.arrays[*array].elem.as_prim()?;
    if parallel::atomic(program, s).is_some() || float_add(program, s) {
        return Some(DeviceCombine::Atomic);
    }
    matches!(prim, Prim::I32 | Prim::I64 | Prim::F32 | Prim::F64).then_some(DeviceCombine::Cas)
}

/// Whether a combine is `new + old` (or `old + new`) on floats.
pub fn float_add(program: &LoopProgram, s: &Stmt) -> bool {
    matches!(
        parallel::combine_op(program, s),
        Some((Prim::F32 | Prim::F64, parallel::Atomic::Add))
    )
}

//! How a nest may be split across threads. The nest function takes the range
//! `[lo, hi)` of its outermost loop; a nest whose outermost iterations are
//! independent runs as one chunk per thread ([`Plan::Chunks`]). A nest whose
//! iterations carry state from one to the next at the outermost level (an
//! accumulator of a `fold` to a scalar, a scan's carry, a `filter`'s
//! compaction, a `permute`'s scatter) runs as one pass on one thread
//! ([`Plan::Sequential`]) — except folds: a nest whose only outermost state
//! is `fold` accumulators (`acc := f(acc, x)` with `f` an operator whose
//! neutral element is known) runs as one chunk per thread, each producing its
//! partial results, which are then combined with `f` in chunk order before
//! the statements after the loop run ([`Plan::Reduce`]). The first chunk
//! starts from the fold's `z`, the others from `f`'s neutral element, so
//! that `z` is folded in once even when it is not neutral. Either way a nest is one pass over
//! its memory.
//!
//! A 1-D nest whose outermost state includes scan carries with associative
//! operators runs as a chained scan over cache-sized blocks
//! ([`Plan::Scan`], [`super::scan`]): still one pass over memory. Its loop
//! may also scatter, where each combine either writes every target at most
//! once (stream compaction's, [`super::compaction`]) or runs atomically:
//! the scan and the scatter then run as one parallel pass. A 1-D
//! `fold_seg` walk runs as runs of whole segments, one per thread
//! ([`Plan::Segments`], [`super::segments`]).

use ir::ast::{BinOp, Builtin};
use ir::loops::{Dir, LoopProgram, Nest, Stmt, VarId};
use ir::Prim;
use std::collections::HashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// One call over the whole range.
    Sequential,
    /// Independent outermost iterations: one chunk of the range per thread.
    Chunks,
    /// Folds to scalars: chunks produce partials, combined in order.
    Reduce,
    /// Scans (and folds) with associative operators: cache-sized blocks,
    /// each taking the carry of the block before it ([`super::scan`]);
    /// with `permute` combines that write each target once or combine
    /// atomically, the defaults copied once before the blocks.
    Scan,
    /// A `permute` whose combining function is an integer `+`, `min` or
    /// `max`: the defaults are copied once, then chunks combine with atomic
    /// read-modify-writes (the result does not depend on their order).
    Scatter,
    /// A `permute` whose combining function may not run concurrently (a
    /// float `+`, any other function): the defaults are copied once, then
    /// each thread runs the whole source range and combines only into its
    /// own range of the target's elements ([`super::owned`]), so every
    /// element sees its sources in sequential order.
    Owned,
    /// A filter's compaction: each chunk appends from its own start (an
    /// array's capacity is at least the loop's extent, so chunk `k`'s
    /// elements fit below chunk `k + 1`'s start), then the driver moves
    /// each chunk's elements down after the previous chunks' (count, scan
    /// of the counts, write).
    Compact,
    /// A `fold_seg` over a 1-D array: each thread walks a run of whole
    /// segments, starting from its first segment's number
    /// ([`super::segments`]).
    Segments,
}

/// The atomic operation of a `permute`'s combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atomic {
    Add,
    Min,
    Max,
}

/// The atomic operation computing `value` from `new` and `old` (in either
/// order), for integer elements.
pub fn atomic(program: &LoopProgram, s: &Stmt) -> Option<Atomic> {
    match combine_op(program, s)? {
        (Prim::I32 | Prim::I64, op) => Some(op),
        _ => None,
    }
}

/// A `permute` combine whose `value` is `new + old`, `min(new, old)` or
/// `max(new, old)` (in either order): that operator, with the element type.
pub(crate) fn combine_op(program: &LoopProgram, s: &Stmt) -> Option<(Prim, Atomic)> {
    use super::scan::Op;
    let (prim, op) = super::scan::combine_known(program, s)?;
    let atomic = match op {
        Op::Bin(BinOp::Add) => Atomic::Add,
        Op::Call(Builtin::Min) => Atomic::Min,
        Op::Call(Builtin::Max) => Atomic::Max,
        _ => return None,
    };
    Some((prim, atomic))
}

/// Whether a nest can run as [`Plan::Scatter`].
fn scatter(p: &LoopProgram, nest: &Nest) -> bool {
    let Ok((outer, outside)) = super::owned::scatter_nest(nest) else {
        return false;
    };
    let mut ok = true;
    let mut combines = 0;
    outer
        .body
        .walk(&mut |s| scatter_check(p, s, &outside, &mut ok, &mut combines));
    ok && combines > 0
}

/// Counts `s` in `n` if it is a concurrent combine; `ok` false where a
/// combine is not, or where state is carried (one statement: the caller
/// walks the nested ones).
fn scatter_check(
    p: &LoopProgram,
    s: &Stmt,
    outside: &HashSet<VarId>,
    ok: &mut bool,
    n: &mut usize,
) {
    match s {
        Stmt::Combine { .. } => {
            if super::scan::concurrent(p, s) {
                *n += 1
            } else {
                *ok = false
            }
        }
        Stmt::Set { var, .. } if outside.contains(var) => *ok = false,
        Stmt::Append { .. } | Stmt::Copy { .. } => *ok = false,
        _ => {}
    }
}

pub use super::scan::Update;

impl Plan {
    pub fn name(self) -> &'static str {
        match self {
            Plan::Sequential => "sequential",
            Plan::Chunks => "chunks",
            Plan::Reduce => "reduce",
            Plan::Scan => "scan",
            Plan::Scatter => "scatter",
            Plan::Owned => "owned",
            Plan::Compact => "compact",
            Plan::Segments => "segments",
        }
    }
}

/// A nest's plan, with the accumulators of a [`Plan::Reduce`] (empty for
/// the other plans).
#[derive(Clone, Debug)]
pub struct Analysis {
    pub plan: Plan,
    pub updates: Vec<Update>,
    /// For [`Plan::Scan`]: the carries, folds and the block functions' nests.
    pub scan: Option<super::scan::ScanNest>,
    /// For [`Plan::Reduce`]: the nest of every chunk but the first, whose
    /// accumulators start from their operators' neutral elements
    /// ([`super::scan::neutral_start`]).
    pub rest: Option<Nest>,
    /// For [`Plan::Owned`]: the target and the nest each thread runs.
    pub owned: Option<super::owned::OwnedNest>,
    /// For [`Plan::Segments`]: the lengths and the state the chunks carry.
    pub segments: Option<super::segments::SegmentWalk>,
    /// A scatter whose stores run first, in chunks ([`super::fission`]);
    /// the plan and the other fields are then those of its `rest`.
    pub fission: Option<super::fission::Fission>,
}

/// The plan of a nest, decided once.
pub fn analyse(program: &LoopProgram, nest: &Nest) -> Analysis {
    analyse_for(program, nest, false)
}

/// [`analyse`], where `strict_float` keeps float folds and scans in their
/// sequential order: their nests run on one thread (`--strict-float`). A
/// scatter that also stores is split ([`super::fission`]) when its rest
/// then runs as a concurrent or owned scatter.
pub fn analyse_for(program: &LoopProgram, nest: &Nest, strict_float: bool) -> Analysis {
    let whole = plan_of(program, nest, strict_float);
    if !matches!(whole.plan, Plan::Sequential | Plan::Scatter | Plan::Owned) {
        return whole;
    }
    let Some(f) = super::fission::split(nest) else {
        return whole;
    };
    let rest = plan_of(program, &f.rest, strict_float);
    match rest.plan {
        Plan::Scatter | Plan::Owned => Analysis {
            fission: Some(f),
            ..rest
        },
        _ => whole,
    }
}

/// A nest's plan as it stands (no fission).
fn plan_of(p: &LoopProgram, nest: &Nest, strict_float: bool) -> Analysis {
    let float = |v: VarId| matches!(p.vars[v].ty.as_prim(), Some(Prim::F32 | Prim::F64));
    let reorders = |us: &[Update]| strict_float && us.iter().any(|u| float(u.acc));
    let mut scan = None;
    let mut rest = None;
    let mut owned = None;
    let mut segments = None;
    let (plan, updates) = if independent(nest) {
        (Plan::Chunks, Vec::new())
    } else if let Some((u, r)) = reduction(nest)
        .filter(|u| !reorders(u))
        .and_then(|u| Some((u.clone(), super::scan::neutral_start(p, nest, &u)?)))
    {
        rest = Some(r);
        (Plan::Reduce, u)
    } else if let Some(s) = super::scan::analyse(p, nest).filter(|s| {
        !reorders(&s.folds)
            && !s
                .scans
                .iter()
                .any(|c| reorders(std::slice::from_ref(&c.update)))
    }) {
        let folds = s.folds.clone();
        scan = Some(s);
        (Plan::Scan, folds)
    } else if scatter(p, nest) {
        (Plan::Scatter, Vec::new())
    } else if let Some(o) = super::owned::analyse(p, nest) {
        owned = Some(o);
        (Plan::Owned, Vec::new())
    } else if compaction(nest) {
        (Plan::Compact, Vec::new())
    } else if let Some(w) = super::segments::analyse(p, nest) {
        segments = Some(w);
        (Plan::Segments, Vec::new())
    } else {
        (Plan::Sequential, Vec::new())
    };
    Analysis {
        plan,
        updates,
        scan,
        rest,
        owned,
        segments,
        fission: None,
    }
}

/// Whether a nest's outermost iterations are independent: nothing inside
/// the outermost loop (its inner loops and loop statements, `Stmt::For`,
/// included) updates state defined outside it or compacts, combines or
/// copies, and what runs outside it (again in every chunk) writes no
/// memory. A loop statement inside an iteration only touches that
/// iteration's state unless it updates outside state, which this rules out.
/// Stores are not looked at: every store the lowering and the CPU's
/// rewrites put inside an outermost loop writes elements of that
/// iteration's own (its index, or an interchanged block's columns), which
/// `tests/cpu_plans.rs` checks by running each chunked nest's loop turned
/// round, on the suite and on random programs.
fn independent(nest: &Nest) -> bool {
    let Some(outer) = &nest.body.inner else {
        return false;
    };
    // State defined outside the outermost loop.
    let mut outside: HashSet<VarId> = HashSet::new();
    for s in nest.body.pre.iter() {
        outside.extend(s.defines());
    }
    let mut independent = true;
    outer
        .body
        .walk(&mut |s| check_one(s, &outside, &mut independent));
    let writes = |s: &Stmt| {
        matches!(
            s,
            Stmt::Store { .. } | Stmt::Copy { .. } | Stmt::Append { .. } | Stmt::Combine { .. }
        )
    };
    for s in nest.body.pre.iter().chain(&nest.body.post) {
        match s {
            // A loop there: whatever its level does.
            Stmt::For(_) => s.walk(&mut |t| independent &= !writes(t)),
            _ => independent &= !writes(s),
        }
    }
    independent
}

/// Whether a nest can run as [`Plan::Compact`]: one forward loop (no loop
/// inside it) whose only state across iterations is appends, each array
/// appended to at most once per iteration (never inside a `while`), with
/// definitions only before the loop and nothing after it.
fn compaction(nest: &Nest) -> bool {
    let Some(outer) = &nest.body.inner else {
        return false;
    };
    if outer.dir != Dir::Forward || outer.body.max_depth() > 0 || !nest.body.post.is_empty() {
        return false;
    }
    let Some((outside, _)) = nest.outside_definitions() else {
        return false;
    };
    let mut ok = true;
    let mut appended: Vec<ir::graph::ArrayId> = Vec::new();
    fn visit(
        ss: &[Stmt],
        in_while: bool,
        outside: &HashSet<VarId>,
        ok: &mut bool,
        appended: &mut Vec<ir::graph::ArrayId>,
    ) {
        for s in ss {
            match s {
                Stmt::Append { array, .. } => {
                    *ok &= !in_while && !appended.contains(array);
                    appended.push(*array);
                }
                Stmt::Set { var, .. } if outside.contains(var) => *ok = false,
                Stmt::Combine { .. } | Stmt::Copy { .. } | Stmt::For(_) => *ok = false,
                Stmt::If { then_, else_, .. } => {
                    // One branch runs: an array in both is appended once.
                    let before = appended.clone();
                    visit(then_, in_while, outside, ok, appended);
                    let mut other = before;
                    visit(else_, in_while, outside, ok, &mut other);
                    for a in other {
                        if !appended.contains(&a) {
                            appended.push(a);
                        }
                    }
                }
                Stmt::While { body, .. } => visit(body, true, outside, ok, appended),
                _ => {}
            }
        }
    }
    // The whole body: with no loop inside, a level may still hold
    // statements after its (absent) inner loop.
    visit(&outer.body.pre, false, &outside, &mut ok, &mut appended);
    visit(&outer.body.post, false, &outside, &mut ok, &mut appended);
    ok && !appended.is_empty()
}

/// The accumulators of a nest that can run as a parallel reduction.
fn reduction(nest: &Nest) -> Option<Vec<Update>> {
    let outer = nest.body.inner.as_ref()?;
    if outer.dir != Dir::Forward {
        return None;
    }
    // `pre` runs once per chunk and again before `post`: reads only.
    let (outside, lets) = nest.outside_definitions()?;
    let mut updates: Vec<Update> = Vec::new();
    let mut ok = true;
    outer.body.stmts(&mut |ss| {
        for s in ss {
            match s {
                Stmt::Set { var, value, .. } if outside.contains(var) => {
                    let free = value.free_vars();
                    let others: Vec<VarId> = free.iter().copied().filter(|v| v != var).collect();
                    let simple = lets.contains(var)
                        && others.len() == 1
                        && !outside.contains(&others[0])
                        && !updates.iter().any(|u| u.acc == *var);
                    if simple {
                        updates.push(Update {
                            acc: *var,
                            elem: others[0],
                            value: value.clone(),
                        });
                    } else {
                        ok = false;
                    }
                }
                // A loop statement that updates outside state is not split
                // (conservatively: its updates are not the reduction's
                // top-level ones), whatever `stmts` then finds in its level.
                other => check(other, &outside, &mut ok),
            }
        }
    });
    // A chunk's accumulator holds only its part of the fold: nothing else
    // in the loop may read it.
    ok &= !updates
        .iter()
        .any(|u| super::scan::level_reads_outside_update(&outer.body, u.acc));
    (ok && !updates.is_empty()).then_some(updates)
}

/// `ok` false where `s` or a statement nested in it (in a `Stmt::For`'s
/// level too) updates outside state or compacts, combines or copies.
fn check(s: &Stmt, outside: &HashSet<VarId>, ok: &mut bool) {
    s.walk(&mut |t| check_one(t, outside, ok));
}

/// [`check`] on one statement, not the ones nested in it.
fn check_one(s: &Stmt, outside: &HashSet<VarId>, ok: &mut bool) {
    match s {
        Stmt::Set { var, .. } if outside.contains(var) => *ok = false,
        Stmt::Append { .. } | Stmt::Combine { .. } | Stmt::Copy { .. } => *ok = false,
        _ => {}
    }
}

//! Parallel scans: which nests can run as a chained scan ([`crate::plan::parallel::Plan::Scan`]),
//! and the slice of a nest that computes a block's scan totals.
//!
//! A 1-D nest whose outermost iterations carry scan state (`acc := acc ⊕ x`,
//! or `scanl1`'s `if started: acc := acc ⊕ x else: acc := x; started := true`)
//! with `⊕` an associative operator from [`IDENTITIES`], possibly next to
//! `fold` accumulators and element-wise stores, runs in blocks. Each block
//! first runs the *totals slice* (only the statements the scan updates need,
//! starting from `⊕`'s identity), then waits for the previous block's
//! inclusive prefix, publishes its own (`prefix ⊕ total`), and runs the whole
//! body from that carry. A block is small enough to stay in the core's cache
//! between its two passes, so the nest reads memory once (a chained scan with
//! look-back to the previous block, Merrill and Garland 2016, on CPU
//! threads); the measurements are in `docs/results/cpu-techniques.md`,
//! "Chained scans".
//!
//! The language does not require a scan's operator to be associative (it
//! does for `fold`), so only the operators in [`IDENTITIES`] qualify; float
//! `+` and `*` are reassociated like a parallel fold's.
//!
//! The loop may also hold `permute` combines (a scan fused with a scatter,
//! as in stream compaction), where every one gives the sequential result
//! whatever order the blocks run in ([`block_combines`]): a combine that
//! writes each target element at most once ([`super::compaction`]) runs as
//! a plain load and store; an integer one whose operator is in
//! [`IDENTITIES`] ([`concurrent`]) as an atomic read-modify-write (then
//! every combine of the blocks does, [`ScanNest::atomic`]). Each block's body
//! runs from the carry of the blocks before it, so it computes the targets
//! a sequential run computes. The defaults (`permute`'s copies before the
//! loop) are copied once, by the driver, before any block runs: every
//! block function runs the nest without them ([`ScanNest::first`]), and
//! the totals slice holds no combine.

use ir::ast::{BinOp, Builtin};
use ir::graph::ArrayId;
use ir::loops::{Dir, Expr, For, Level, LoopProgram, Nest, Stmt, VarId};
use ir::{Prim, Scalar};
use std::collections::HashSet;

/// One accumulator of a parallel reduction: `acc := value`, where `value`
/// reads `acc` and one element variable `elem`.
#[derive(Clone, Debug)]
pub struct Update {
    pub acc: VarId,
    pub elem: VarId,
    pub value: Expr,
}

/// One scan carry of a nest.
#[derive(Clone, Debug)]
pub struct ScanCarry {
    /// `acc := value(acc, elem)`.
    pub update: Update,
    /// `scanl1`'s flag: false until the first element.
    pub started: Option<VarId>,
    /// The identity of the carry's operator at its type.
    pub identity: Scalar,
}

/// A nest that runs as a chained scan.
#[derive(Clone, Debug)]
pub struct ScanNest {
    pub scans: Vec<ScanCarry>,
    /// The `fold` accumulators next to the scans (their partials are
    /// combined in block order, as a parallel reduction's).
    pub folds: Vec<Update>,
    /// The nest that computes a block's totals: `pre`, every carry set to
    /// its identity (and started), then the loop with only what the scan
    /// updates need.
    pub totals: Nest,
    /// The nest of every block but the first: `pre` with every `scanl1`
    /// started (its carry comes from the blocks before) and every fold
    /// accumulator at its operator's neutral element (the first block folds
    /// in `z`). What follows the loop runs from it too: a chained scan has
    /// at least two blocks, so every `scanl1` has started by then.
    pub resume: Nest,
    /// The nest of the first block: the nest without the copies of
    /// `permute`'s defaults (as `totals` and `resume` are), which the
    /// driver makes once before any block runs.
    pub first: Nest,
    /// Whether the nest copies `permute`'s defaults (for the driver to copy
    /// them once).
    pub copies: bool,
    /// Whether the blocks combine atomically: some combine may meet
    /// another at the same target ([`concurrent`]); otherwise every
    /// combine writes each target once ([`super::compaction`]) and runs as
    /// a plain load and store.
    pub atomic: bool,
}

impl ScanNest {
    /// The carries, then the folds: the order of their partials.
    pub fn accumulators(&self) -> Vec<Update> {
        let carries = self.scans.iter().map(|s| s.update.clone());
        carries.chain(self.folds.iter().cloned()).collect()
    }

    /// The carries' updates (to combine a prefix with a block's totals).
    pub fn carries(&self) -> Vec<Update> {
        self.scans.iter().map(|s| s.update.clone()).collect()
    }
}

/// An associative operator of a scan, and its identity for a type.
type Identity = fn(Prim) -> Option<Scalar>;

/// The operators a scan may run in parallel with, and their identities.
pub const IDENTITIES: &[(Op, Identity)] = &[
    (Op::Bin(BinOp::Add), |p| match p {
        Prim::I32 => Some(Scalar::I32(0)),
        Prim::I64 => Some(Scalar::I64(0)),
        Prim::F32 => Some(Scalar::F32(-0.0)),
        Prim::F64 => Some(Scalar::F64(-0.0)),
        Prim::Bool => None,
    }),
    (Op::Bin(BinOp::Mul), |p| match p {
        Prim::I32 => Some(Scalar::I32(1)),
        Prim::I64 => Some(Scalar::I64(1)),
        Prim::F32 => Some(Scalar::F32(1.0)),
        Prim::F64 => Some(Scalar::F64(1.0)),
        Prim::Bool => None,
    }),
    (Op::Call(Builtin::Min), |p| match p {
        Prim::I32 => Some(Scalar::I32(i32::MAX)),
        Prim::I64 => Some(Scalar::I64(i64::MAX)),
        Prim::F32 => Some(Scalar::F32(f32::INFINITY)),
        Prim::F64 => Some(Scalar::F64(f64::INFINITY)),
        Prim::Bool => None,
    }),
    (Op::Call(Builtin::Max), |p| match p {
        Prim::I32 => Some(Scalar::I32(i32::MIN)),
        Prim::I64 => Some(Scalar::I64(i64::MIN)),
        Prim::F32 => Some(Scalar::F32(f32::NEG_INFINITY)),
        Prim::F64 => Some(Scalar::F64(f64::NEG_INFINITY)),
        Prim::Bool => None,
    }),
    (Op::Bin(BinOp::BitAnd), |p| match p {
        Prim::I32 => Some(Scalar::I32(-1)),
        Prim::I64 => Some(Scalar::I64(-1)),
        _ => None,
    }),
    (Op::Bin(BinOp::BitOr), |p| match p {
        Prim::I32 => Some(Scalar::I32(0)),
        Prim::I64 => Some(Scalar::I64(0)),
        _ => None,
    }),
    (Op::Bin(BinOp::BitXor), |p| match p {
        Prim::I32 => Some(Scalar::I32(0)),
        Prim::I64 => Some(Scalar::I64(0)),
        _ => None,
    }),
    (Op::Bin(BinOp::And), |p| {
        (p == Prim::Bool).then_some(Scalar::Bool(true))
    }),
    (Op::Bin(BinOp::Or), |p| {
        (p == Prim::Bool).then_some(Scalar::Bool(false))
    }),
];

/// A binary operator or a two-argument builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Bin(BinOp),
    Call(Builtin),
}

/// `value` as `x ⊕ y` (either order) with `⊕` an operator of
/// [`IDENTITIES`] (each of which also commutes).
pub fn known_op(value: &Expr, x: VarId, y: VarId) -> Option<Op> {
    let (op, a, b) = match value {
        Expr::Binary(op, a, b) => (Op::Bin(*op), &**a, &**b),
        Expr::Call(f, args) if args.len() == 2 => (Op::Call(*f), &args[0], &args[1]),
        _ => return None,
    };
    let is = |e: &Expr, v: VarId| matches!(e, Expr::Var(w) if *w == v);
    let pair = (is(a, x) && is(b, y)) || (is(a, y) && is(b, x));
    (pair && IDENTITIES.iter().any(|(o, _)| *o == op)).then_some(op)
}

/// A `permute` combine's element type and the known operator (of
/// [`IDENTITIES`]) that its `value` applies to `new` and `old`, in either
/// order.
pub(crate) fn combine_known(p: &LoopProgram, s: &Stmt) -> Option<(Prim, Op)> {
    let Stmt::Combine {
        array,
        new,
        old,
        value,
        ..
    } = s
    else {
        return None;
    };
    let prim = p.arrays[*array].elem.as_prim()?;
    Some((prim, known_op(value, *new, *old)?))
}

/// Whether threads may run a `permute` combine concurrently on the CPU: on
/// integers, with an operator that is associative and commutative (the
/// table of [`IDENTITIES`]), so that the result does not depend on the
/// order, exactly: `+`, `min`, `max` as one atomic read-modify-write, `*`
/// and the bitwise ones as a compare-and-swap loop. (Float `+` would be
/// atomic too, but its result would change from run to run in the last
/// bits; it stays sequential.)
pub(crate) fn concurrent(p: &LoopProgram, s: &Stmt) -> bool {
    matches!(combine_known(p, s), Some((Prim::I32 | Prim::I64, _)))
}

/// The identity of a known operator at a type (`None` for a type it does
/// not apply to).
pub fn identity(op: Op, prim: Prim) -> Option<Scalar> {
    let (_, identity) = IDENTITIES.iter().find(|(o, _)| *o == op)?;
    identity(prim)
}

/// `value` as `acc ⊕ elem` (either order) with `⊕` from [`IDENTITIES`]:
/// `elem` and the identity at `acc`'s type.
fn associative(p: &LoopProgram, acc: VarId, value: &Expr) -> Option<(VarId, Scalar)> {
    let elem = value.free_vars().into_iter().find(|v| *v != acc)?;
    let op = known_op(value, acc, elem)?;
    Some((elem, identity(op, p.vars[acc].ty.as_prim()?)?))
}

/// The neutral element of a fold update's operator at its accumulator's
/// type, when the operator is one of [`IDENTITIES`].
pub fn neutral(program: &LoopProgram, update: &Update) -> Option<Scalar> {
    let op = known_op(&update.value, update.acc, update.elem)?;
    identity(op, program.vars[update.acc].ty.as_prim()?)
}

/// `nest` with every accumulator of `folds` set to its operator's neutral
/// element after `pre`: what a chunk or block after the first runs, so that
/// the fold's `z` (which the language does not require to be neutral) is
/// folded in once, by the first chunk. `None` when some operator's neutral
/// element is unknown (such a fold must not be split).
pub fn neutral_start(program: &LoopProgram, nest: &Nest, folds: &[Update]) -> Option<Nest> {
    let at = nest
        .nodes
        .first()
        .copied()
        .unwrap_or(ir::graph::NodeId::new(0));
    let mut out = nest.clone();
    for u in folds {
        out.body.pre.push(Stmt::Set {
            var: u.acc,
            value: Expr::Lit(neutral(program, u)?),
            at,
        });
    }
    Some(out)
}

/// The nest as a chained scan, when it is one.
pub fn analyse(program: &LoopProgram, nest: &Nest) -> Option<ScanNest> {
    // The blocks run the nest without its copies of defaults (the driver
    // makes them once).
    let (copied, bare) = without_copies(nest);
    let outer = bare.body.inner.as_ref()?;
    // One loop: no inner loop, and no loop statement in its body either.
    if outer.dir != Dir::Forward || outer.body.max_depth() > 0 {
        return None;
    }
    // `pre` runs once per block: definitions only.
    let (outside, lets) = bare.outside_definitions()?;
    let body = outer.body.straight();
    // Every update of an outside variable, classified.
    let mut scans: Vec<ScanCarry> = Vec::new();
    let mut candidates: Vec<(Update, Scalar)> = Vec::new();
    if !classify(program, &body, &lets, &outside, &mut scans, &mut candidates) {
        return None;
    }
    // A candidate read anywhere but in its own update is a scan carry (a
    // `scanl`'s); otherwise a fold accumulator.
    let mut folds = Vec::new();
    for (u, identity) in candidates {
        if reads_outside_update(&body, u.acc) {
            scans.push(ScanCarry {
                update: u,
                started: None,
                identity,
            });
        } else {
            folds.push(u);
        }
    }
    if scans.is_empty() {
        return None;
    }
    let combines = block_combines(program, &body, &scans)?;
    // A copy is a combine's defaults.
    if copied.iter().any(|a| !combines.targets.contains(a)) {
        return None;
    }
    let mut carried: HashSet<VarId> = scans.iter().map(|s| s.update.acc).collect();
    carried.extend(scans.iter().filter_map(|s| s.started));
    carried.extend(folds.iter().map(|u| u.acc));
    // The slice: what the scan updates need.
    let mut needed: HashSet<VarId> = HashSet::new();
    let sliced = slice(&body, &scans, &mut needed);
    // The slice must not read other carried state (a scan of a scan would
    // need its input's carry-in before its totals).
    for s in &sliced {
        if !slice_reads_ok(s, &scans, &carried) {
            return None;
        }
    }
    let at = bare
        .nodes
        .first()
        .copied()
        .unwrap_or(ir::graph::NodeId::new(0));
    let set = |var: VarId, value: Scalar| Stmt::Set {
        var,
        value: Expr::Lit(value),
        at,
    };
    let started: Vec<Stmt> = scans
        .iter()
        .filter_map(|sc| sc.started.map(|st| set(st, Scalar::Bool(true))))
        .collect();
    let mut pre = bare.body.pre.clone();
    pre.extend(
        scans
            .iter()
            .map(|sc| set(sc.update.acc, sc.identity.clone())),
    );
    pre.extend(started.iter().cloned());
    let mut resume = neutral_start(program, &bare, &folds)?;
    resume.body.pre.extend(started);
    let totals = Nest {
        body: Level {
            pre,
            inner: Some(Box::new(For {
                body: Level {
                    pre: sliced,
                    inner: None,
                    post: Vec::new(),
                },
                ..(**outer).clone()
            })),
            post: Vec::new(),
        },
        ..bare.clone()
    };
    Some(ScanNest {
        scans,
        folds,
        totals,
        resume,
        first: bare,
        copies: !copied.is_empty(),
        atomic: combines.atomic,
    })
}

/// The nest without the copies of `permute`'s defaults before its loop,
/// and the arrays they copied into.
fn without_copies(nest: &Nest) -> (Vec<ArrayId>, Nest) {
    let mut bare = nest.clone();
    let mut copied = Vec::new();
    bare.body.pre.retain(|s| match s {
        Stmt::Copy { dst, .. } => {
            copied.push(*dst);
            false
        }
        _ => true,
    });
    (copied, bare)
}

/// The combines of a chained scan's loop body: the arrays they write, and
/// whether some runs atomically.
struct BlockCombines {
    targets: Vec<ArrayId>,
    atomic: bool,
}

/// Whether the combines of the loop body `ss` may run in blocks, each
/// block from its own carry, concurrently with the others: each target
/// array is combined by one statement and read by no other, and each
/// combine writes every target at most once
/// ([`super::compaction::writes_once`]) or is [`concurrent`].
fn block_combines(p: &LoopProgram, ss: &[Stmt], scans: &[ScanCarry]) -> Option<BlockCombines> {
    let carries: Vec<VarId> = scans.iter().map(|s| s.update.acc).collect();
    let mut targets: Vec<ArrayId> = Vec::new();
    let mut atomic = false;
    let mut ok = true;
    for (k, s) in ss.iter().enumerate() {
        s.walk(&mut |t| {
            let Stmt::Combine { array, .. } = t else {
                return;
            };
            ok &= !targets.contains(array);
            targets.push(*array);
            let top = std::ptr::eq(t, s);
            if top && super::compaction::writes_once(p, ss, k, &carries) {
                return;
            }
            if concurrent(p, t) {
                atomic = true;
            } else {
                ok = false;
            }
        });
    }
    // A block's reads of a target would race with another's combines.
    for s in ss {
        s.each_array_read(&mut |a| ok &= !targets.contains(&a));
    }
    ok.then_some(BlockCombines { targets, atomic })
}

/// Sorts the updates of outside variables in the loop body `ss` into
/// `scanl1` carries and candidates (`acc := acc ⊕ x`); false when an update
/// is neither, or the body does what a block cannot (compaction, copies,
/// inner `while`; its combines are judged apart, [`block_combines`]). A `scanl1` carry counts only at the top of the body (run
/// at every iteration): a block after the first starts it as started.
fn classify(
    p: &LoopProgram,
    ss: &[Stmt],
    lets: &HashSet<VarId>,
    outside: &HashSet<VarId>,
    scans: &mut Vec<ScanCarry>,
    candidates: &mut Vec<(Update, Scalar)>,
) -> bool {
    let seen = |scans: &Vec<ScanCarry>, cands: &Vec<(Update, Scalar)>, v: VarId| {
        scans
            .iter()
            .any(|s| s.update.acc == v || s.started == Some(v))
            || cands.iter().any(|(u, _)| u.acc == v)
    };
    for s in ss {
        if let Stmt::If {
            cond: Expr::Var(st),
            then_,
            else_,
            ..
        } = s
        {
            if let Some(sc) = lets
                .contains(st)
                .then(|| scan1(p, *st, then_, else_))
                .flatten()
            {
                if seen(scans, candidates, sc.update.acc) || seen(scans, candidates, *st) {
                    return false;
                }
                scans.push(sc);
                continue;
            }
        }
        // Anything else, and the statements nested in it.
        let mut ok = true;
        s.walk(&mut |t| match t {
            Stmt::Set { var, value, .. } if ok && outside.contains(var) => {
                let Some((elem, identity)) = associative(p, *var, value) else {
                    ok = false;
                    return;
                };
                if !lets.contains(var) || seen(scans, candidates, *var) {
                    ok = false;
                    return;
                }
                candidates.push((
                    Update {
                        acc: *var,
                        elem,
                        value: value.clone(),
                    },
                    identity,
                ));
            }
            Stmt::While { .. } | Stmt::Append { .. } | Stmt::Copy { .. } => ok = false,
            _ => {}
        });
        if !ok {
            return false;
        }
    }
    true
}

/// `if started: acc := acc ⊕ x else: acc := x; started := true`.
fn scan1(p: &LoopProgram, started: VarId, then_: &[Stmt], else_: &[Stmt]) -> Option<ScanCarry> {
    let [Stmt::Set {
        var: acc, value, ..
    }] = then_
    else {
        return None;
    };
    let (elem, identity) = associative(p, *acc, value)?;
    let first = |s: &Stmt| matches!(s, Stmt::Set { var, value: Expr::Var(x), .. } if var == acc && *x == elem);
    let flag = |s: &Stmt| matches!(s, Stmt::Set { var, value: Expr::Lit(Scalar::Bool(true)), .. } if *var == started);
    let ok = match else_ {
        [a, b] => (first(a) && flag(b)) || (flag(a) && first(b)),
        _ => false,
    };
    ok.then(|| ScanCarry {
        update: Update {
            acc: *acc,
            elem,
            value: value.clone(),
        },
        started: Some(started),
        identity,
    })
}

/// Whether `acc` is read anywhere in `ss` other than in its own updates.
fn reads_outside_update(ss: &[Stmt], acc: VarId) -> bool {
    let mut reads = false;
    for s in ss {
        s.walk(&mut |t| reads |= reads_beside_update(t, acc));
    }
    reads
}

/// [`reads_outside_update`] for a whole level, its inner loops included.
pub(crate) fn level_reads_outside_update(l: &ir::loops::Level, acc: VarId) -> bool {
    let mut reads = false;
    l.walk(&mut |t| reads |= reads_beside_update(t, acc));
    reads
}

/// Whether statement `t` itself (not those nested in it) reads `acc`, other
/// than as the one operand of an update `acc := acc ⊕ x`.
fn reads_beside_update(t: &Stmt, acc: VarId) -> bool {
    let mut reads = false;
    match t {
        Stmt::Set { var, value, .. } if *var == acc => {
            // `acc := acc ⊕ x` reads `acc` once, as its operand.
            let mut n = 0;
            value.each_var(&mut |v| n += usize::from(v == acc));
            reads = n > 1
        }
        other => other.own_exprs(&mut |e| e.each_var(&mut |v| reads |= v == acc)),
    }
    reads
}

/// The statements of `ss` that the scan updates need (backwards: an update,
/// then whatever defines what it reads; an `if` keeps the parts of its
/// branches that are needed).
fn slice(ss: &[Stmt], scans: &[ScanCarry], needed: &mut HashSet<VarId>) -> Vec<Stmt> {
    let is_scan = |v: &VarId| {
        scans
            .iter()
            .any(|s| s.update.acc == *v || s.started == Some(*v))
    };
    let mut out = Vec::new();
    for s in ss.iter().rev() {
        let keep = match s {
            Stmt::Set { var, .. } => is_scan(var),
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => needed.contains(var),
            Stmt::If {
                cond,
                then_,
                else_,
                at,
            } => {
                let t = slice(then_, scans, needed);
                let e = slice(else_, scans, needed);
                if t.is_empty() && e.is_empty() {
                    false
                } else {
                    cond.each_var(&mut |v| {
                        needed.insert(v);
                    });
                    out.push(Stmt::If {
                        cond: cond.clone(),
                        then_: t,
                        else_: e,
                        at: *at,
                    });
                    continue;
                }
            }
            _ => false,
        };
        if keep {
            s.exprs(&mut |e| {
                e.each_var(&mut |v| {
                    needed.insert(v);
                })
            });
            out.push(s.clone());
        }
    }
    out.reverse();
    out
}

/// Whether a statement of the slice reads carried state only as a scan's
/// own update (`acc ⊕ x`) or `scanl1`'s flag.
fn slice_reads_ok(s: &Stmt, scans: &[ScanCarry], carried: &HashSet<VarId>) -> bool {
    let mut ok = true;
    s.walk(&mut |t| match t {
        Stmt::Set { var, value, .. } => {
            let own: Vec<VarId> = scans
                .iter()
                .filter(|c| c.update.acc == *var || c.started == Some(*var))
                .map(|c| c.update.acc)
                .collect();
            ok &= value
                .free_vars()
                .iter()
                .all(|v| !carried.contains(v) || own.contains(v))
        }
        // Its condition; the walk visits its branches.
        Stmt::If { cond, .. } => {
            let flag = matches!(cond, Expr::Var(v) if scans.iter().any(|c| c.started == Some(*v)));
            ok &= flag || cond.free_vars().iter().all(|v| !carried.contains(v))
        }
        other => other.own_exprs(&mut |e| e.each_var(&mut |v| ok &= !carried.contains(&v))),
    });
    ok
}

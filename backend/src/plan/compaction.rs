//! The stream compaction's scatter: a `permute` combine in a scan's loop
//! whose target is an offset of the scan's inclusive carry, taken only
//! where the scanned element is set ([`writes_once`]). Such a combine
//! writes each target element at most once over the whole loop, so blocks
//! of the loop may run it concurrently as a plain load and store, whatever
//! its combining function (`\new old -> new` included): no two iterations
//! touch the same element ([`super::scan`] runs it inside a chained scan).
//!
//! The proof rests on four facts the recogniser checks in the loop body
//! (its top-level statements, each run once per iteration):
//!
//! 1. The carry `acc`, an `i64` defined before the loop, is updated once
//!    per iteration, unconditionally, as `acc := acc + e` (or `scanl1`'s
//!    first-element form, `acc := e`), and nowhere else.
//! 2. `e` is 0 or 1: a `let` (through copies) of `if c then 1 else 0` or
//!    `if c then 0 else 1`.
//! 3. The target is `if g then t else ignore`, `t` a copy of `acc` read
//!    after its update (the inclusive carry), plus or minus a literal.
//! 4. `g` implies `e ≠ 0`: `e == k` with `k ≠ 0`, `e != 0`, `e > 0` (either
//!    way round), the condition `c` that makes `e` 1, or a conjunction with
//!    one of these.
//!
//! Then for two iterations `i < j` that both write, `e_j = 1`, so the
//! carry after `j` is the carry after `i` plus `Σ e` over `(i, j]`, between
//! 1 and `j - i`: different modulo 2^64 (wrapping `i64` arithmetic), and
//! so are their targets. An exclusive carry (read before its update), an
//! unguarded index, elements that may be other than 0 or 1, a float scan
//! or an index computed otherwise are not recognised.

use ir::ast::BinOp;
use ir::loops::{Expr, LoopProgram, Stmt, VarId};
use ir::{Prim, Scalar};
use std::collections::{HashMap, HashSet};

/// Whether the combine `body[at]` (a top-level statement of a loop body)
/// writes each target element at most once over the loop's iterations,
/// by the module's rules; `carries` are the variables defined before the
/// loop that carry a scan's state.
pub fn writes_once(p: &LoopProgram, body: &[Stmt], at: usize, carries: &[VarId]) -> bool {
    let Some(Stmt::Combine { target, .. }) = body.get(at) else {
        return false;
    };
    let Expr::If(guard, index, otherwise) = target else {
        return false;
    };
    if **otherwise != Expr::Ignore {
        return false;
    }
    let defs = Defs::of(&body[..at]);
    let Some((read, acc)) = offset_of(index).and_then(|v| defs.copy_of(v)) else {
        return false;
    };
    if !carries.contains(&acc) || p.vars[acc].ty.as_prim() != Some(Prim::I64) {
        return false;
    }
    let Some((updated, elem)) = unconditional_sum(body, acc) else {
        return false;
    };
    // Inclusive: the carry is read after this iteration's update (by a
    // copy, or by the target itself).
    if read.unwrap_or(at) <= updated {
        return false;
    }
    let Some(flag) = defs.zero_one(elem) else {
        return false;
    };
    implies_set(guard, &defs, &flag)
}

/// What makes the scanned element 0 or 1: its root variable (the `let` of
/// the select) and the select's condition, 1 where it holds (`then 1 else
/// 0`) or where it does not.
struct Flag<'a> {
    root: VarId,
    cond: &'a Expr,
    one_when: bool,
}

/// The `let`s of the loop body before the combine, by variable: position
/// and value; and every variable a `let` or a load there defines (fixed
/// for the rest of the iteration). A variable that some statement also
/// updates (`:=`) is left out of both, as its value is not the
/// definition's alone.
struct Defs<'a> {
    lets: HashMap<VarId, (usize, &'a Expr)>,
    fixed: HashSet<VarId>,
}

impl<'a> Defs<'a> {
    fn of(before: &'a [Stmt]) -> Defs<'a> {
        let mut set: HashSet<VarId> = HashSet::new();
        for s in before {
            s.walk(&mut |t| {
                if let Stmt::Set { var, .. } = t {
                    set.insert(*var);
                }
            });
        }
        let lets = before
            .iter()
            .enumerate()
            .filter_map(|(k, s)| match s {
                Stmt::Let { var, value, .. } if !set.contains(var) => Some((*var, (k, value))),
                _ => None,
            })
            .collect();
        let fixed = before
            .iter()
            .flat_map(|s| s.defines())
            .filter(|v| !set.contains(v))
            .collect();
        Defs { lets, fixed }
    }

    /// `v` through `let` copies (`let v = w`) to the variable they copy:
    /// that variable, with the position of the copy that read it (`None`
    /// when `v` is not a copy).
    fn copy_of(&self, mut v: VarId) -> Option<(Option<usize>, VarId)> {
        let mut read = None;
        // Each step moves to an earlier `let`: at most one per `let`.
        for _ in 0..=self.lets.len() {
            match self.lets.get(&v) {
                Some((k, Expr::Var(w))) => {
                    read = Some(*k);
                    v = *w;
                }
                _ => return Some((read, v)),
            }
        }
        None
    }

    /// `v`'s root through copies.
    fn root(&self, v: VarId) -> Option<VarId> {
        self.copy_of(v).map(|(_, r)| r)
    }

    /// The flag `v` is when it is a `let` (through copies) of a select
    /// between the `i64` literals 1 and 0.
    fn zero_one(&self, v: VarId) -> Option<Flag<'a>> {
        let root = self.root(v)?;
        let (_, value) = self.lets.get(&root)?;
        let Expr::If(cond, a, b) = value else {
            return None;
        };
        let lit = |e: &Expr| match e {
            Expr::Lit(Scalar::I64(k)) => Some(*k),
            _ => None,
        };
        let one_when = match (lit(a)?, lit(b)?) {
            (1, 0) => true,
            (0, 1) => false,
            _ => return None,
        };
        Some(Flag {
            root,
            cond,
            one_when,
        })
    }
}

/// The variable an index reads, when the index is that variable plus or
/// minus an `i64` literal.
fn offset_of(index: &Expr) -> Option<VarId> {
    let is_lit = |e: &Expr| matches!(e, Expr::Lit(Scalar::I64(_)));
    match index {
        Expr::Var(v) => Some(*v),
        Expr::Binary(BinOp::Sub, a, b) if is_lit(b) => offset_of_var(a),
        Expr::Binary(BinOp::Add, a, b) if is_lit(b) => offset_of_var(a),
        Expr::Binary(BinOp::Add, a, b) if is_lit(a) => offset_of_var(b),
        _ => None,
    }
}

fn offset_of_var(e: &Expr) -> Option<VarId> {
    match e {
        Expr::Var(v) => Some(*v),
        _ => None,
    }
}

/// The top-level statement that updates `acc` once per iteration as
/// `acc := acc + e` (`scanl1`'s form: `if started: acc := acc + e else:
/// acc := e; started := true`, where `started` is only ever set to true,
/// so that the `else` runs at most once, at the first iteration it is
/// reached), with `e`, when nothing else updates it.
fn unconditional_sum(body: &[Stmt], acc: VarId) -> Option<(usize, VarId)> {
    let sets = |s: &Stmt| {
        let mut n = 0;
        s.walk(&mut |t| n += usize::from(matches!(t, Stmt::Set { var, .. } if *var == acc)));
        n
    };
    let mut found = None;
    for (k, s) in body.iter().enumerate() {
        let n = sets(s);
        if n == 0 {
            continue;
        }
        if found.is_some() {
            return None;
        }
        let elem = match s {
            Stmt::Set { var, value, .. } if *var == acc => sum_of(value, acc)?,
            Stmt::If {
                cond: Expr::Var(started),
                then_,
                else_,
                ..
            } if n == 2 && only_ever_true(body, *started) => {
                let [Stmt::Set { var, value, .. }] = &then_[..] else {
                    return None;
                };
                let e = (*var == acc).then(|| sum_of(value, acc)).flatten()?;
                let first = else_.iter().any(|t| {
                    matches!(t, Stmt::Set { var, value: Expr::Var(x), .. } if *var == acc && *x == e)
                });
                let starts = else_.iter().any(|t| {
                    matches!(t, Stmt::Set { var, value: Expr::Lit(Scalar::Bool(true)), .. } if var == started)
                });
                (first && starts).then_some(e)?
            }
            _ => return None,
        };
        found = Some((k, elem));
    }
    found
}

/// Whether every update of `flag` in `body` sets it to true.
fn only_ever_true(body: &[Stmt], flag: VarId) -> bool {
    let mut ok = true;
    for s in body {
        s.walk(&mut |t| {
            if let Stmt::Set { var, value, .. } = t {
                ok &= *var != flag || *value == Expr::Lit(Scalar::Bool(true));
            }
        });
    }
    ok
}

/// `e` when `value` is `acc + e` or `e + acc`.
fn sum_of(value: &Expr, acc: VarId) -> Option<VarId> {
    match value {
        Expr::Binary(BinOp::Add, a, b) => match (&**a, &**b) {
            (Expr::Var(x), Expr::Var(e)) | (Expr::Var(e), Expr::Var(x))
                if *x == acc && *e != acc =>
            {
                Some(*e)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `guard` holding implies that the flag is set (nonzero).
fn implies_set(guard: &Expr, defs: &Defs, flag: &Flag) -> bool {
    let is_flag = |e: &Expr| matches!(e, Expr::Var(v) if defs.root(*v) == Some(flag.root));
    let lit = |e: &Expr| match e {
        Expr::Lit(Scalar::I64(k)) => Some(*k),
        _ => None,
    };
    match guard {
        Expr::Binary(BinOp::And, a, b) => implies_set(a, defs, flag) || implies_set(b, defs, flag),
        Expr::Binary(op, a, b) => {
            let (k, op) = if is_flag(a) {
                (lit(b), *op)
            } else if is_flag(b) {
                (lit(a), flipped(*op))
            } else {
                return false;
            };
            // `flag op k` with the flag 0 or 1: false at 0.
            match (op, k) {
                (BinOp::Eq, Some(k)) => k != 0,
                (BinOp::Ne, Some(k)) => k == 0,
                (BinOp::Gt, Some(k)) => k >= 0,
                (BinOp::Ge, Some(k)) => k > 0,
                _ => false,
            }
        }
        // The select's own condition, where it makes the flag 1.
        _ => flag.one_when && same_condition(guard, flag.cond, defs),
    }
}

/// `a op b` as `b op' a`.
fn flipped(op: BinOp) -> BinOp {
    match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Gt => BinOp::Lt,
        BinOp::Le => BinOp::Ge,
        BinOp::Ge => BinOp::Le,
        other => other,
    }
}

/// Whether two conditions are one value in an iteration: variables with
/// the same `let` as their root through copies, or the same expression
/// over variables the body defines alone (no array reads, no variable
/// that an update may change between the two).
fn same_condition(a: &Expr, b: &Expr, defs: &Defs) -> bool {
    let let_root = |v: VarId| defs.root(v).filter(|r| defs.fixed.contains(r));
    match (a, b) {
        (Expr::Var(x), Expr::Var(y)) => let_root(*x).is_some() && let_root(*x) == let_root(*y),
        _ => {
            let mut pure = true;
            a.walk(&mut |x| pure &= !matches!(x, Expr::Index { .. }));
            a.each_var(&mut |v| pure &= defs.fixed.contains(&v));
            pure && a == b
        }
    }
}

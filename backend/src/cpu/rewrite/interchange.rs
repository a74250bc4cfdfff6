//! Folds over columns, and scans stored down columns, interchanged. A
//! fold per row of a transposed array (`fold (+) 0 (transpose p)`,
//! backprop's weighted sums over a `[n][h]` matrix) lowers to a fold per
//! outer iteration whose inner loop walks a column, a row of the array
//! apart per element:
//!
//! ```text
//! for i in 0..h:
//!   acc = 0
//!   for j in 0..n:
//!     x = w[j, i] * v[j]
//!     acc := acc + x
//!   out[i] = f(acc)
//! ```
//!
//! Every outer iteration reads a cache line per element and uses one value
//! of it; unless the column's lines stay in cache until the next outer
//! iterations use them, the array is read from memory `h` times.
//! [`interchange`] runs the loops the other way round, a block of
//! [`BLOCK`] columns at a time, with the accumulators in a small array of
//! their own (`acc_cols`, one element per outer iteration):
//!
//! ```text
//! for b in 0..ceil(h / BLOCK):
//!   lo = b * BLOCK; len = min(BLOCK, h - lo)
//!   for k in 0..len: i = lo + k; acc_cols[i] = 0
//!   for j in 0..n:
//!     for k in 0..len:
//!       i = lo + k
//!       acc = acc_cols[i]; x = w[j, i] * v[j]; acc := acc + x; acc_cols[i] = acc
//!   for k in 0..len: i = lo + k; acc = acc_cols[i]; out[i] = f(acc)
//! ```
//!
//! Each accumulator still sees its elements in order (`j` ascending), so
//! the results are the same bit for bit, floats included; the statements
//! after the fold run in the outer order, after the block's folds (they
//! read nothing the folds' loop reads, which the rewrite checks). What an
//! outer iteration defines before its fold (`let`s and loads) is evaluated
//! again where it is used. A check may fail first at another element; the
//! error reported is the reference's (`interp::precise`).
//!
//! The innermost loop reads a row's block contiguously (it vectorises)
//! and each line of the array once; the blocks are independent (each
//! writes only its own columns of the accumulators' arrays and of the
//! outputs), so the block loop runs as one chunk of blocks per thread
//! (`plan::parallel`'s independence test looks at what is updated, not at
//! store indices: the disjoint columns are this rewrite's promise).
//!
//! A scan per row written through a transpose (transpose_scan: `t[j, i]`
//! is row `i`'s running sum at `j`) has the same shape with the column on
//! the other side: its inner loop stores a column of `t`, a row of `t`
//! apart per element, and carries the scan's accumulators (the sum and
//! `scanl1`'s started flag) across it. Interchanged, a block of rows'
//! scans advance together, each step storing a row of the block's
//! columns of `t` contiguously, and reading a column of the block's rows
//! of the input (a few cache lines per row, used over the next steps).
//! `scanl1`'s flag needs no array: it is false at the first step alone
//! (the one `if` that reads it sets it, at every step), so the
//! interchanged steps test the step's index instead (`j != 0`, the same
//! for every row of a block: the block's loop has no branch on its rows),
//! and after the steps it holds whether there were any.
//!
//! The rewrite applies to a nest of two forward loops whose inner loop is
//! innermost and walks a column ([`ir::loops::transposed::walks_a_column`]) or
//! stores only down columns, each at the outer index itself
//! ([`ir::loops::transposed::writes_columns`]: every outer iteration writes
//! elements of its own, so the new order of the stores changes no value),
//! whose outer level defines before it only `let`s and loads (some of them
//! the accumulators, from values fixed before the nest) and after it only
//! defines, checks, stores and combines, and whose inner level only
//! defines, checks, updates those accumulators, stores, and branches on
//! `if`s over those; nothing in the nest reads an array its inner level
//! stores, and the statements after the inner loop store elsewhere. Like
//! [`super::delinearise`], a rewrite the CPU backend applies after the
//! cost model; the accumulators' array adds traffic the cost model does
//! not count.

use ir::ast::{BinOp, Builtin};
use ir::graph::ArrayId;
use ir::id::IdVec;
use ir::loops::transposed;
use ir::loops::{
    nests_mut, ArrayDecl, Dir, Expr, For, Level, LoopProgram, Nest, ShapeDef, Stmt, VarDecl, VarId,
};
use ir::Poly;
use ir::Scalar;
use std::collections::{HashMap, HashSet};

/// Columns per block of an interchanged nest: one 64-byte cache line of
/// 4-byte elements. The accumulators of a block (at most 128 bytes of
/// them per fold) stay in the first-level cache while the block walks
/// every row; each row's block is a whole line of the array, read once;
/// a scan stored down columns stores one whole line of its result per
/// step; and a block that reads its rows a row apart reads 16 streams,
/// few enough for the hardware prefetchers to follow (64 were not:
/// `docs/results/cpu-techniques.md`, "Scans stored down columns").
pub const BLOCK: i64 = 16;

/// Rows per block of an interchanged scan stored down columns on an Intel
/// CPU (`CpuOptions::wide_scan_blocks`), where they ran faster than blocks
/// of [`BLOCK`], which an AMD CPU runs fastest; folds read down columns
/// keep [`BLOCK`] on both, where blocks of 64 ran slower on the Intel CPU
/// too (`docs/results/cpu-techniques.md`, "Scans stored down columns").
pub const WIDE_SCAN_BLOCK: i64 = 64;

/// `p` with every fold over columns interchanged, a scan stored down
/// columns in blocks of `scan_block` rows; how many nests were.
pub fn interchange(program: &LoopProgram, scan_block: i64) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut count = 0;
    let (body, vars, arrays) = (&mut out.body, &mut out.vars, &mut out.arrays);
    nests_mut(body, &mut |nest| {
        if let Some(n) = interchanged(nest, vars, arrays, scan_block) {
            *nest = n;
            count += 1;
        }
    });
    (out, count)
}

/// The parts of a nest that qualifies.
struct Parts<'a> {
    outer: &'a For,
    inner: &'a For,
    /// The outer level's statements before the fold that are not an
    /// accumulator's start.
    before: Vec<Stmt>,
    /// Each accumulator and its start.
    accs: Vec<(VarId, Expr)>,
    /// The inner loop's statements.
    fold: Vec<Stmt>,
    /// The outer level's statements after the fold.
    after: &'a [Stmt],
    /// The accumulators that are `scanl1` flags ([`first_step_flags`]).
    flags: Vec<VarId>,
    /// Whether the fold stores down columns (a scan), not reads one.
    stores: bool,
}

fn parts<'a>(nest: &'a Nest, vars: &IdVec<VarId, VarDecl>) -> Option<Parts<'a>> {
    let outer = nest.body.inner.as_deref()?;
    let inner = outer.body.inner.as_deref()?;
    let forward = outer.dir == Dir::Forward && inner.dir == Dir::Forward;
    if !forward || inner.body.inner.is_some() || inner.body.max_depth() > 0 {
        return None;
    }
    let fold = inner.body.straight();
    let mut updated: HashSet<VarId> = HashSet::new();
    let mut stored: HashSet<ArrayId> = HashSet::new();
    if !fold
        .iter()
        .all(|s| fold_statement(s, &mut updated, &mut stored))
    {
        return None;
    }
    // Before the fold: lets and loads, the accumulators' starts fixed
    // before the nest.
    let level_defs: HashSet<VarId> = outer
        .body
        .pre
        .iter()
        .chain(&outer.body.post)
        .flat_map(|s| s.defines())
        .chain([outer.index])
        .collect();
    let mut accs = Vec::new();
    let mut before = Vec::new();
    for s in &outer.body.pre {
        match s {
            Stmt::Let { var, value, .. } if updated.contains(var) => {
                let fixed = value.free_vars().iter().all(|v| !level_defs.contains(v));
                if !fixed || vars[*var].ty.as_prim().is_none() {
                    return None;
                }
                accs.push((*var, value.clone()));
            }
            Stmt::Let { .. } | Stmt::Load { .. } => before.push(s.clone()),
            _ => return None,
        }
    }
    // Only the accumulators are updated, and each is one; what comes
    // before the fold reads none of them (it runs again beside the fold,
    // where they hold partial values).
    let acc_vars: HashSet<VarId> = accs.iter().map(|(v, _)| *v).collect();
    let reads_acc = before
        .iter()
        .any(|s| s.reads().iter().any(|v| acc_vars.contains(v)));
    if accs.is_empty() || updated.len() != accs.len() || reads_acc {
        return None;
    }
    let after = &outer.body.post[..];
    let mut written: HashSet<ArrayId> = HashSet::new();
    for s in after {
        match s {
            Stmt::Store { array, .. } | Stmt::Combine { array, .. } => {
                written.insert(*array);
            }
            Stmt::Let { .. } | Stmt::Load { .. } | Stmt::Check { .. } => {}
            _ => return None,
        }
    }
    // What runs before the statements after the fold must not read what
    // they write, nor may an extent change with the outer index; nothing
    // in the nest reads what the fold stores, nor do the statements after
    // it store there (the fold's stores change their order).
    let mut reads_written = !written.is_disjoint(&stored);
    for s in before.iter().chain(&fold) {
        s.each_array_read(&mut |a| reads_written |= written.contains(&a) || stored.contains(&a));
    }
    for s in after {
        s.each_array_read(&mut |a| reads_written |= stored.contains(&a));
    }
    // The extents are known before the nest (the accumulators' array has
    // the outer one).
    let fixed_extent = inner
        .extent
        .free_vars()
        .iter()
        .all(|v| !level_defs.contains(v))
        && outer.extent.free_vars().is_empty();
    // A fold that stores writes columns; one that does not reads one.
    let walks = if stored.is_empty() {
        transposed::walks_a_column(outer, inner)
    } else {
        transposed::writes_columns(outer, inner)
    };
    let fits = !reads_written && fixed_extent && walks;
    let flags = first_step_flags(&accs, &fold);
    let stores = !stored.is_empty();
    fits.then_some(Parts {
        outer,
        inner,
        before,
        accs,
        fold,
        after,
        flags,
        stores,
    })
}

/// `nest` interchanged, in blocks of [`BLOCK`] columns, or of `scan_block`
/// where it stores down columns; `None` where it does not qualify.
fn interchanged(
    nest: &Nest,
    vars: &mut IdVec<VarId, VarDecl>,
    arrays: &mut IdVec<ArrayId, ArrayDecl>,
    scan_block: i64,
) -> Option<Nest> {
    let parts = parts(nest, vars)?;
    let block = match parts.stores {
        true => scan_block,
        false => BLOCK,
    };
    let (outer, inner) = (parts.outer, parts.inner);
    let at = *nest.nodes.first()?;
    let mut out = nest.clone();
    // One array of accumulators per fold, an element per outer iteration
    // (none for a flag).
    let kept: Vec<&(VarId, Expr)> = parts
        .accs
        .iter()
        .filter(|(v, _)| !parts.flags.contains(v))
        .collect();
    let mut cols: Vec<(VarId, ArrayId)> = Vec::new();
    for (acc, _) in kept.iter().copied() {
        let decl = &vars[*acc];
        let array = arrays.push(ArrayDecl {
            name: format!("{}_cols", decl.name).into(),
            elem: decl.ty.clone(),
            rank: 1,
        });
        out.shapes.push(ShapeDef {
            array,
            dims: vec![outer.extent.clone()],
            alloc: true,
            compact: false,
            checks: Vec::new(),
            origin: at,
        });
        cols.push((*acc, array));
    }
    let fresh = |vars: &mut IdVec<VarId, VarDecl>, v: VarId, suffix: &str| {
        let mut decl = vars[v].clone();
        decl.name = format!("{}_{suffix}", decl.name);
        vars.push(decl)
    };
    let load = |var: VarId, array: ArrayId, i: VarId| Stmt::Load {
        var,
        array,
        index: vec![Expr::var(i)],
        streamed: false,
        at,
    };
    let store = |array: ArrayId, i: VarId, value: Expr| Stmt::Store {
        array,
        index: vec![Expr::var(i)],
        value,
        at,
    };
    let let_ = |var: VarId, value: Expr| Stmt::Let { var, value, at };
    let for_loop = |index: VarId, extent: Expr, level: Level| For {
        index,
        extent,
        extent_sym: Poly::zero(),
        dir: Dir::Forward,
        body: level,
    };
    let pre = |pre: Vec<Stmt>| Level {
        pre,
        inner: None,
        post: Vec::new(),
    };
    // The blocks of columns: `b` over them, `lo` the block's first
    // column, `len` its columns; in each of the block's loops, `k` over
    // its columns and the column `lo + k`.
    let i = outer.index;
    let b = fresh(vars, i, "block");
    let lo = fresh(vars, i, "lo");
    let len = fresh(vars, i, "len");
    let column = |k: VarId| Expr::bin(BinOp::Add, Expr::var(lo), Expr::var(k));
    let block_loop = |vars: &mut IdVec<VarId, VarDecl>, i: VarId, mut body: Vec<Stmt>| {
        let k = fresh(vars, i, "k");
        body.insert(0, let_(i, column(k)));
        Box::new(for_loop(k, Expr::var(len), pre(body)))
    };
    // The accumulators' starts.
    let start_index = fresh(vars, i, "start");
    let starts = kept
        .iter()
        .zip(&cols)
        .map(|((_, z), (_, a))| store(*a, start_index, z.clone()))
        .collect();
    let start_loop = Stmt::For(block_loop(vars, start_index, starts));
    // The folds, the loops the other way round.
    let mut step: Vec<Stmt> = cols.iter().map(|(acc, a)| load(*acc, *a, i)).collect();
    step.extend(parts.before.iter().cloned().map(unstreamed));
    let first = Expr::bin(BinOp::Ne, Expr::var(inner.index), Expr::i64(0));
    step.extend(
        parts
            .fold
            .iter()
            .map(|s| unflagged(s, &parts.flags, &first))
            .map(unstreamed),
    );
    step.extend(cols.iter().map(|(acc, a)| store(*a, i, Expr::var(*acc))));
    let columns = block_loop(vars, i, step);
    let rows = For {
        body: Level {
            pre: Vec::new(),
            inner: Some(columns),
            post: Vec::new(),
        },
        ..inner.clone()
    };
    // The statements after the folds, in the outer order, with fresh
    // names for what they define again.
    let mut names: HashMap<VarId, VarId> = HashMap::new();
    names.insert(i, fresh(vars, i, "after"));
    for s in &parts.before {
        for v in s.defines() {
            names.insert(v, fresh(vars, v, "after"));
        }
    }
    for (acc, _) in &cols {
        names.insert(*acc, fresh(vars, *acc, "after"));
    }
    // After the steps, a flag holds whether there were any.
    let any = Expr::bin(BinOp::Gt, inner.extent.clone(), Expr::i64(0));
    let mut tail: Vec<Stmt> = Vec::new();
    for f in &parts.flags {
        names.insert(*f, fresh(vars, *f, "after"));
        tail.push(let_(*f, any.clone()));
    }
    tail.extend(cols.iter().map(|(acc, a)| load(*acc, *a, i)));
    tail.extend(parts.before.iter().cloned());
    tail.extend(parts.after.iter().cloned());
    let rename = |v: VarId| names.get(&v).copied();
    let tail: Vec<Stmt> = tail
        .into_iter()
        .map(|mut s| {
            s.rename(&rename);
            unstreamed(s)
        })
        .collect();
    let after_loop = Stmt::For(block_loop(vars, names[&i], tail));
    // `for b in 0..ceil(h / BLOCK)`: `lo = b * BLOCK`, `len = min(BLOCK,
    // h - lo)`.
    let h = outer.extent.clone();
    let blocks = Expr::bin(
        BinOp::Div,
        Expr::bin(BinOp::Add, h.clone(), Expr::i64(block - 1)),
        Expr::i64(block),
    );
    let block_pre = vec![
        let_(lo, Expr::bin(BinOp::Mul, Expr::var(b), Expr::i64(block))),
        let_(
            len,
            Expr::Call(
                Builtin::Min,
                vec![Expr::i64(block), Expr::bin(BinOp::Sub, h, Expr::var(lo))],
            ),
        ),
        start_loop,
    ];
    let level = Level {
        pre: block_pre,
        inner: Some(Box::new(rows)),
        post: vec![after_loop],
    };
    out.body.inner = Some(Box::new(for_loop(b, blocks, level)));
    Some(out)
}

/// The accumulators that are `scanl1` flags: started `false`, read and
/// set in the fold only by one `if` among its statements (not under
/// another), `if flag: … else: …; flag := true`, which runs at every step,
/// so that the flag is false at the first step and true at the others.
fn first_step_flags(accs: &[(VarId, Expr)], fold: &[Stmt]) -> Vec<VarId> {
    let sets = |s: &Stmt, f: VarId| matches!(s, Stmt::Set { var, value: Expr::Lit(Scalar::Bool(true)), .. } if *var == f);
    let mentions = |s: &Stmt, f: VarId| {
        let mut found = s.reads().contains(&f);
        s.walk(&mut |t| found |= matches!(t, Stmt::Set { var, .. } if *var == f));
        found
    };
    let is_flag = |f: VarId| {
        let tests = |s: &Stmt| matches!(s, Stmt::If { cond: Expr::Var(c), .. } if *c == f);
        let one_if = fold.iter().filter(|s| tests(s)).count() == 1;
        let rest_silent = fold.iter().filter(|s| !tests(s)).all(|s| !mentions(s, f));
        let set_once = fold.iter().filter(|s| tests(s)).all(|s| match s {
            Stmt::If { then_, else_, .. } => {
                else_.iter().filter(|s| sets(s, f)).count() == 1
                    && then_
                        .iter()
                        .chain(else_.iter().filter(|s| !sets(s, f)))
                        .all(|s| !mentions(s, f))
            }
            _ => false,
        });
        one_if && rest_silent && set_once
    };
    accs.iter()
        .filter(|(_, z)| matches!(z, Expr::Lit(Scalar::Bool(false))))
        .map(|(f, _)| *f)
        .filter(|f| is_flag(*f))
        .collect()
}

/// `s` with the `if` on a flag of `flags` testing `first` instead, and
/// without the flag's update.
fn unflagged(s: &Stmt, flags: &[VarId], first: &Expr) -> Stmt {
    match s {
        Stmt::If {
            cond: Expr::Var(f),
            then_,
            else_,
            at,
        } if flags.contains(f) => Stmt::If {
            cond: first.clone(),
            then_: then_.clone(),
            else_: else_
                .iter()
                .filter(|s| !matches!(s, Stmt::Set { var, .. } if var == f))
                .cloned()
                .collect(),
            at: *at,
        },
        _ => s.clone(),
    }
}

/// Whether `s` may stand in an interchanged fold: a definition, a check,
/// an update (its variable added to `updated`), a store (its array added
/// to `stored`; [`transposed::writes_columns`] decides where it may
/// write) or an `if` of those.
fn fold_statement(s: &Stmt, updated: &mut HashSet<VarId>, stored: &mut HashSet<ArrayId>) -> bool {
    match s {
        Stmt::Set { var, .. } => {
            updated.insert(*var);
            true
        }
        Stmt::Store { array, .. } => {
            stored.insert(*array);
            true
        }
        Stmt::Let { .. } | Stmt::Load { .. } | Stmt::Check { .. } => true,
        Stmt::If { then_, else_, .. } => then_
            .iter()
            .chain(else_)
            .all(|s| fold_statement(s, updated, stored)),
        _ => false,
    }
}

/// `s` with its loads, if streamed, plain loads, under `if`s too (the
/// loops around them have changed).
fn unstreamed(mut s: Stmt) -> Stmt {
    s.walk_mut(&mut |s| {
        if let Stmt::Load { streamed, .. } = s {
            *streamed = false;
        }
    });
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nest_without_a_column_walk_is_left_alone() {
        let p = testkit::loops::row_max_loops();
        let (_, count) = interchange(&p, BLOCK);
        assert_eq!(count, 0);
    }
}

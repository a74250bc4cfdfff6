//! Which 2-D nests read transposed: the nests the CPU backend runs in tiles
//! (`backend::llvm::tile`, which says why and how) and the loop shape
//! [`super::renest`] makes where a flat loop walks a column. A nest that
//! writes `c[i, j]` from `a[j, i]` strides through `a` by a whole row per
//! element of its inner loop; tiling changes the order of its iterations, so
//! only nests whose iterations are independent qualify. A fold over such a
//! column per outer iteration is interchanged instead
//! ([`super::interchange`]).

use super::program::{Dir, Expr, For, Stmt, VarId};
use crate::ast::{BinOp, Builtin};
use crate::graph::ArrayId;
use std::collections::{HashMap, HashSet};

/// Whether loops `outer` (whose level holds only `inner`) and `inner` (an
/// innermost loop) are tiled: both forward, independent iterations, a
/// column walk ([`walks_a_column`]), and an inner extent that does not
/// change with the outer index.
pub fn tiled(outer: &For) -> Option<&For> {
    let level = &outer.body;
    let inner = level.inner.as_deref()?;
    let simple = level.pre.is_empty()
        && level.post.is_empty()
        && inner.body.max_depth() == 0
        && outer.dir == Dir::Forward
        && inner.dir == Dir::Forward;
    if !simple {
        return None;
    }
    let mut independent = true;
    inner.body.walk(&mut |s| match s {
        // A check that fails may fail first in another element: the error
        // reported is the reference's either way (`interp::precise`).
        Stmt::Let { .. }
        | Stmt::Load { .. }
        | Stmt::Store { .. }
        | Stmt::If { .. }
        | Stmt::Check { .. } => {}
        // The others carry state or write where the order shows.
        _ => independent = false,
    });
    let defs = lets(outer);
    let fixed = !depends(&inner.extent, outer.index, &defs, 0);
    (independent && column_walk(outer, inner, &defs, &HashSet::new()) && fixed).then_some(inner)
}

/// Whether a read in `inner`'s body (`inner` the loop inside `outer`) has
/// a last index that depends on `outer`'s index and not `inner`'s, while
/// an earlier index depends on `inner`'s: consecutive iterations of
/// `inner` a row apart. Indices are followed through the `let`s of
/// `outer`'s level and the loops in it.
pub fn walks_a_column(outer: &For, inner: &For) -> bool {
    column_walk(outer, inner, &lets(outer), &HashSet::new())
}

/// [`walks_a_column`], leaving out the loads of the variables in `except`.
pub fn walks_a_column_except(outer: &For, inner: &For, except: &HashSet<VarId>) -> bool {
    column_walk(outer, inner, &lets(outer), except)
}

/// Whether `inner`'s body (`inner` the loop inside `outer`) stores, and
/// every store it makes, under `if`s too, writes a column: its last index
/// is `outer`'s index itself and an earlier one depends on `inner`'s
/// (through the `let`s of `outer`'s level), so each outer iteration writes
/// elements of its own, a row apart from one inner iteration to the next.
pub fn writes_columns(outer: &For, inner: &For) -> bool {
    let defs = lets(outer);
    let (mut stores, mut columns) = (0, 0);
    inner.body.walk(&mut |s| {
        if let Stmt::Store { index, .. } = s {
            stores += 1;
            let column = index.split_last().is_some_and(|(last, rest)| {
                inlined(last, &defs, 0) == Some(Expr::Var(outer.index))
                    && rest.iter().any(|x| depends(x, inner.index, &defs, 0))
            });
            columns += usize::from(column);
        }
    });
    stores > 0 && stores == columns
}

/// A load of a tiled nest's inner body, at its level (not under an `if`),
/// that reads `a[row(j), i]`: `i` the outer loop's index, `row` a sum,
/// difference or product of the inner loop's index `j`, literals and
/// extents (both through `let`s and tuple components). A tile can copy the
/// elements it reads into a buffer first, a row of `a` at a time.
#[derive(Clone, Debug)]
pub struct ExactRead {
    pub var: VarId,
    pub array: ArrayId,
    pub index: Vec<Expr>,
    /// The row read, its `let`s put in place: reads only `j` and extents.
    pub row: Expr,
}

/// The loads of `inner`'s body that read a row of their array at the outer
/// index ([`ExactRead`]).
pub fn exact_reads(outer: &For, inner: &For) -> Vec<ExactRead> {
    let defs = lets(outer);
    inner
        .body
        .pre
        .iter()
        .filter_map(|s| match s {
            Stmt::Load {
                var, array, index, ..
            } if index.len() == 2
                && inlined(&index[1], &defs, 0) == Some(Expr::Var(outer.index)) =>
            {
                let row = inlined(&index[0], &defs, 0)?;
                let only_j = row.free_vars().iter().all(|v| *v == inner.index);
                (only_j && depends(&row, inner.index, &defs, 0) && plain(&row)).then(|| ExactRead {
                    var: *var,
                    array: *array,
                    index: index.clone(),
                    row,
                })
            }
            _ => None,
        })
        .collect()
}

/// `x` with the `let`s of `defs` put in place (a tuple's component through
/// that component); `None` past a depth of 64.
fn inlined(x: &Expr, defs: &HashMap<VarId, Expr>, depth: usize) -> Option<Expr> {
    if depth > 64 {
        return None;
    }
    match x {
        Expr::Var(w) => match defs.get(w) {
            Some(d) => inlined(d, defs, depth + 1),
            None => Some(x.clone()),
        },
        Expr::Proj(t, k) => match component(t, *k, defs, depth) {
            Some(c) => inlined(c, defs, depth + 1),
            None => Some(Expr::Proj(Box::new(inlined(t, defs, depth + 1)?), *k)),
        },
        _ => {
            let mut y = x.clone();
            let mut ok = true;
            y.for_each_child_mut(&mut |c| match inlined(c, defs, depth + 1) {
                Some(z) => *c = z,
                None => ok = false,
            });
            ok.then_some(y)
        }
    }
}

/// Whether `x` is built of variables, literals, extents, `+`, `-` and `*`
/// alone: it cannot fail, so a tile may evaluate it where the nest would
/// not.
fn plain(x: &Expr) -> bool {
    let mut ok = true;
    x.walk(&mut |y| {
        ok &= match y {
            Expr::Var(_) | Expr::Lit(_) | Expr::Dim { .. } => true,
            Expr::Binary(op, _, _) => matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul),
            _ => false,
        }
    });
    ok
}

/// [`walks_a_column`] with the `let`s of `outer`'s level, `defs`, leaving
/// out the loads of the variables in `except`.
fn column_walk(
    outer: &For,
    inner: &For,
    defs: &HashMap<VarId, Expr>,
    except: &HashSet<VarId>,
) -> bool {
    let mentions = |x: &Expr, v: VarId| depends(x, v, defs, 0);
    reads(inner, except).iter().any(|ix| match ix.split_last() {
        Some((last, rest)) => {
            mentions(last, outer.index)
                && !mentions(last, inner.index)
                && rest.iter().any(|x| mentions(x, inner.index))
        }
        None => false,
    })
}

/// Whether a read in `f`'s body is a row apart from one iteration of `f`
/// to the next: an earlier index depends on `f`'s index and the last does
/// not (through the `let`s of `f`'s body).
pub fn reads_rows_apart(for_loop: &For) -> bool {
    let defs = lets(for_loop);
    reads(for_loop, &HashSet::new())
        .iter()
        .any(|ix| row_apart(for_loop, &defs, ix))
}

/// Whether an access at `index` is a row apart from one iteration of `f`
/// to the next: an earlier index depends on `f`'s index and the last does
/// not (through `defs`, the `let`s of `f`'s body).
fn row_apart(f: &For, defs: &HashMap<VarId, Expr>, index: &[Expr]) -> bool {
    walked_axis(f, defs, index).is_some()
}

/// The first axis of an access at `index` whose index depends on `f`'s,
/// where the access is a row apart from one iteration of `f` to the next
/// ([`row_apart`]).
fn walked_axis(f: &For, defs: &HashMap<VarId, Expr>, index: &[Expr]) -> Option<usize> {
    let mentions = |x: &Expr| depends(x, f.index, defs, 0);
    let (last, rest) = index.split_last()?;
    match mentions(last) {
        true => None,
        false => rest.iter().position(mentions),
    }
}

/// An access that an innermost loop makes a row apart from one of its
/// iterations to the next ([`accessed_rows_apart`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RowApart {
    pub array: ArrayId,
    /// A store, not a load.
    pub written: bool,
    /// Whether its loop runs in tiles with the loop around it ([`tiled`]),
    /// or runs at most [`SHORT_WALK`] iterations (a block of rows of an
    /// interchanged fold or scan, `backend::cpu::rewrite::interchange`):
    /// either way the lines it touches stay in the cache until the next
    /// iteration of the loop around it uses them.
    pub tiled: bool,
    /// The first axis of the access whose index follows the loop's: the
    /// walk moves along it, a row of the axes after it per iteration.
    pub axis: usize,
}

/// The most iterations of a loop whose accesses a row apart are held in
/// the cache from one iteration of the loop around it to the next, as a
/// tile's are: the widest tile's side (`backend::llvm::tile`).
pub const SHORT_WALK: i64 = 64;

/// The most iterations `x`, an extent, can take, where a literal bounds
/// it (a literal, or a `min` with one), through the `let`s of `defs`.
fn at_most(x: &Expr, defs: &HashMap<VarId, Expr>, depth: usize) -> Option<i64> {
    if depth > 64 {
        return None;
    }
    match x {
        Expr::Lit(s) => s.as_i64(),
        Expr::Var(v) => at_most(defs.get(v)?, defs, depth + 1),
        Expr::Call(Builtin::Min, args) => args
            .iter()
            .filter_map(|a| at_most(a, defs, depth + 1))
            .min(),
        _ => None,
    }
}

/// The accesses that an innermost loop of `level` (a loop with no loop
/// inside it, at any depth) makes a row apart from one of its
/// iterations to the next ([`row_apart`], per access).
pub fn accessed_rows_apart(level: &super::program::Level) -> HashSet<RowApart> {
    let mut out = HashSet::new();
    let mut innermost: Vec<(&For, bool)> = Vec::new();
    collect_innermost(level, None, &mut innermost);
    let nest_lets = level_lets(level);
    for (f, in_tiles) in innermost {
        let short = at_most(&f.extent, &nest_lets, 0).is_some_and(|k| k <= SHORT_WALK);
        let tiled = in_tiles || short;
        let defs = lets(f);
        let mut add = |array: ArrayId, written: bool, index: &[Expr]| {
            if let Some(axis) = walked_axis(f, &defs, index) {
                out.insert(RowApart {
                    array,
                    written,
                    tiled,
                    axis,
                });
            }
        };
        f.body.walk(&mut |s| match s {
            Stmt::Load { array, index, .. } => add(*array, false, index),
            Stmt::Store { array, index, .. } => add(*array, true, index),
            _ => {}
        });
        f.body.exprs(&mut |x| {
            x.walk(&mut |y| {
                if let Expr::Index { array, index } = y {
                    add(*array, false, index);
                }
            })
        });
    }
    out
}

/// The arrays that an innermost loop of `level` reads both a row apart
/// from one iteration to the next ([`row_apart`]) and along a row (its
/// last index follows the loop's): the transpose of an array beside the
/// array itself (`xj[j, i]` and `xj[i, j]`), each access a walk of its
/// own through the whole array, in another order.
pub fn read_both_ways(level: &super::program::Level) -> HashSet<ArrayId> {
    let mut out = HashSet::new();
    let mut innermost: Vec<(&For, bool)> = Vec::new();
    collect_innermost(level, None, &mut innermost);
    for (f, _) in innermost {
        let defs = lets(f);
        let mut across: HashSet<ArrayId> = HashSet::new();
        let mut along: HashSet<ArrayId> = HashSet::new();
        let mut add = |array: ArrayId, index: &[Expr]| {
            if walked_axis(f, &defs, index).is_some() {
                across.insert(array);
            } else if index.last().is_some_and(|x| depends(x, f.index, &defs, 0)) {
                along.insert(array);
            }
        };
        f.body.walk(&mut |s| {
            if let Stmt::Load { array, index, .. } = s {
                add(*array, index);
            }
        });
        f.body.exprs(&mut |x| {
            x.walk(&mut |y| {
                if let Expr::Index { array, index } = y {
                    add(*array, index);
                }
            })
        });
        out.extend(across.intersection(&along));
    }
    out
}

/// The loops of `level` (the body of `around`, where it is a loop), at
/// any depth, with no loop inside them, each with whether it runs in
/// tiles with the loop around it: as `level`'s inner loop where
/// [`tiled`] takes `around` (a loop that is a statement never does).
fn collect_innermost<'a>(
    level: &'a super::program::Level,
    around: Option<&'a For>,
    out: &mut Vec<(&'a For, bool)>,
) {
    let mut visit = |f: &'a For, tiled: bool| match f.body.max_depth() {
        0 => out.push((f, tiled)),
        _ => collect_innermost(&f.body, Some(f), out),
    };
    for s in level.pre.iter().chain(&level.post) {
        if let Stmt::For(f) = s {
            visit(f, false);
        }
    }
    if let Some(f) = level.inner.as_deref() {
        visit(f, around.is_some_and(|a| tiled(a).is_some()));
    }
}

/// The indices of every read in `f`'s body (loads, but those of the
/// variables in `except`, and indexing expressions).
fn reads(f: &For, except: &HashSet<VarId>) -> Vec<Vec<Expr>> {
    let mut reads: Vec<Vec<Expr>> = Vec::new();
    f.body.walk(&mut |s| {
        if let Stmt::Load { index, var, .. } = s {
            if !except.contains(var) {
                reads.push(index.clone())
            }
        }
    });
    f.body.exprs(&mut |x| {
        x.walk(&mut |y| {
            if let Expr::Index { index, .. } = y {
                reads.push(index.clone());
            }
        })
    });
    reads
}

/// The `let`s of `outer`'s level and the loops in it.
fn lets(outer: &For) -> HashMap<VarId, Expr> {
    level_lets(&outer.body)
}

/// The `let`s of `level` and the loops in it.
fn level_lets(level: &super::program::Level) -> HashMap<VarId, Expr> {
    let mut defs = HashMap::new();
    level.walk(&mut |s| {
        if let Stmt::Let { var, value, .. } = s {
            defs.insert(*var, value.clone());
        }
    });
    defs
}

/// Whether `x` depends on `v`, through the `let`s of `defs` (a component
/// of a tuple through that component alone).
fn depends(x: &Expr, v: VarId, defs: &HashMap<VarId, Expr>, depth: usize) -> bool {
    if depth > 64 {
        return true;
    }
    match x {
        Expr::Var(w) => *w == v || defs.get(w).is_some_and(|d| depends(d, v, defs, depth + 1)),
        Expr::Proj(t, k) => match component(t, *k, defs, depth) {
            Some(c) => depends(c, v, defs, depth + 1),
            None => depends(t, v, defs, depth + 1),
        },
        _ => {
            let mut found = false;
            x.for_each_child(&mut |y| found |= depends(y, v, defs, depth + 1));
            found
        }
    }
}

/// Component `k` of the tuple `t` stands for, through `let`s.
pub fn component<'a>(
    t: &'a Expr,
    k: usize,
    defs: &'a HashMap<VarId, Expr>,
    depth: usize,
) -> Option<&'a Expr> {
    if depth > 64 {
        return None;
    }
    match t {
        Expr::Tuple(items) => items.get(k),
        Expr::Var(w) => component(defs.get(w)?, k, defs, depth + 1),
        _ => None,
    }
}

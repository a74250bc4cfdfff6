//! What lowering asks of statement trees, nested `if` and `while` bodies
//! included: the variables statements define or update, the arrays they
//! load, read or store, and the rewrites of a finished nest (stores of
//! arrays not allocated dropped, repeated streamed loads shared).

use ir::graph::ArrayId;
use ir::loops::{Expr, Stmt, VarId};
use std::collections::{BTreeSet, HashMap};

/// The statements nested in `s`: an `if`'s branches, a `while`'s body.
fn nested(s: &Stmt) -> impl Iterator<Item = &Stmt> {
    let (first, second): (&[Stmt], &[Stmt]) = match s {
        Stmt::If { then_, else_, .. } => (then_, else_),
        Stmt::While { body, .. } => (body, &[]),
        _ => (&[], &[]),
    };
    first.iter().chain(second)
}

/// The variables `s` defines: its own, a `Combine`'s `new` and `old`, the
/// `Let`s inside its expressions, and those of nested statements.
pub(super) fn collect_defs(s: &Stmt, out: &mut Vec<VarId>) {
    out.extend(s.defines());
    if let Stmt::Combine { new, old, .. } = s {
        out.push(*new);
        out.push(*old);
    }
    let mut lets = Vec::new();
    s.exprs(&mut |e| {
        e.walk(&mut |x| {
            if let Expr::Let { var, .. } = x {
                lets.push(*var)
            }
        })
    });
    out.extend(lets);
    nested(s).for_each(|t| collect_defs(t, out));
}

/// The variables `s` updates (`:=`), in nested statements too.
pub(super) fn collect_sets(s: &Stmt, out: &mut Vec<VarId>) {
    if let Stmt::Set { var, .. } = s {
        out.push(*var);
    }
    nested(s).for_each(|t| collect_sets(t, out));
}

/// The arrays `s` loads.
pub(super) fn each_load(s: &Stmt, f: &mut dyn FnMut(ArrayId)) {
    if let Stmt::Load { array, .. } = s {
        f(*array)
    }
    nested(s).for_each(|t| each_load(t, f));
}

/// Every array a statement reads (loads, lambda reads, copies, extents).
pub(super) fn each_array(s: &Stmt, f: &mut dyn FnMut(ArrayId)) {
    match s {
        Stmt::Load { array, .. } => f(*array),
        Stmt::Copy { src, .. } => f(*src),
        _ => {}
    }
    s.exprs(&mut |e| {
        e.walk(&mut |x| {
            if let Expr::Index { array, .. } = x {
                f(*array)
            }
        })
    });
    nested(s).for_each(|t| each_array(t, f));
}

/// Removes stores to arrays that are not allocated (fused away).
pub(super) fn drop_stores(ss: &mut Vec<Stmt>, alloc: &BTreeSet<ArrayId>) {
    ss.retain(|s| !matches!(s, Stmt::Store { array, .. } if !alloc.contains(array)));
    for s in ss.iter_mut() {
        match s {
            Stmt::If { then_, else_, .. } => {
                drop_stores(then_, alloc);
                drop_stores(else_, alloc);
            }
            Stmt::While { body, .. } => drop_stores(body, alloc),
            _ => {}
        }
    }
}

/// A second streamed load of an array at the same index in one statement
/// list reuses the first (a cluster streams each input once).
pub(super) fn share_loads(ss: &mut [Stmt]) {
    // Per array, the indices loaded so far (few: a list per array keeps this
    // linear in the statements).
    let mut seen: HashMap<ArrayId, Vec<(Vec<Expr>, VarId)>> = HashMap::new();
    for s in ss.iter_mut() {
        if let Stmt::Load {
            var,
            array,
            index,
            streamed: true,
            at,
        } = s
        {
            let loads = seen.entry(*array).or_default();
            if let Some((_, first)) = loads.iter().find(|(ix, _)| ix == index) {
                *s = Stmt::Let {
                    var: *var,
                    value: Expr::Var(*first),
                    at: *at,
                };
            } else {
                loads.push((index.clone(), *var));
            }
        }
    }
}

/// Renames variable `from` to `to` in `ss`.
pub(super) fn rename_stmts(ss: &mut [Stmt], from: VarId, to: VarId) {
    for s in ss {
        s.rename(&|v| (v == from).then_some(to));
    }
}

/// The arrays `s` stores.
pub(super) fn each_store(s: &Stmt, out: &mut Vec<ArrayId>) {
    if let Stmt::Store { array, .. } = s {
        out.push(*array);
    }
    nested(s).for_each(|t| each_store(t, out));
}

//! What lowering asks of statement trees, nested `if` and `while` bodies
//! included: the variables statements define or update, the arrays they
//! load or store (every array one reads: `Stmt::each_array_read`), and
//! the rewrites of a finished nest (stores of arrays not allocated
//! dropped, repeated streamed loads shared).

use ir::graph::ArrayId;
use ir::loops::{self, Expr, Stmt, VarId};
use std::collections::{BTreeSet, HashMap};

/// The variables `s` defines: its own, a `Combine`'s `new` and `old`, the
/// `Let`s inside its expressions, and those of nested statements. The
/// `Let`s inside a nested statement's expressions are listed once for it
/// and once for each statement it is nested in (inlining gives each listed
/// variable a fresh name; the fresh names depend on this order).
pub(super) fn collect_defs(s: &Stmt, out: &mut Vec<VarId>) {
    s.walk(&mut |t| {
        out.extend(t.defines());
        if let Stmt::Combine { new, old, .. } = t {
            out.push(*new);
            out.push(*old);
        }
        t.exprs(&mut |e| {
            e.walk(&mut |x| {
                if let Expr::Let { var, .. } = x {
                    out.push(*var)
                }
            })
        });
    });
}

/// The variables `s` updates (`:=`), in nested statements too.
pub(super) fn collect_sets(s: &Stmt, out: &mut Vec<VarId>) {
    s.walk(&mut |t| {
        if let Stmt::Set { var, .. } = t {
            out.push(*var);
        }
    });
}

/// The arrays `s` loads, in nested statements too.
pub(super) fn each_load(s: &Stmt, f: &mut dyn FnMut(ArrayId)) {
    s.walk(&mut |t| {
        if let Stmt::Load { array, .. } = t {
            f(*array)
        }
    });
}

/// Removes stores to arrays that are not allocated (fused away).
pub(super) fn drop_stores(ss: &mut Vec<Stmt>, alloc: &BTreeSet<ArrayId>) {
    loops::rewrite(ss, &mut |s, out| {
        if !matches!(&s, Stmt::Store { array, .. } if !alloc.contains(array)) {
            out.push(s)
        }
    });
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
fn rename_stmts(ss: &mut [Stmt], from: VarId, to: VarId) {
    for s in ss {
        s.rename(&|v| (v == from).then_some(to));
    }
}

/// Loop `fb`, of the level `b` it was taken out of, made to run under the
/// index `to` of the loop it merges with: its index renamed in its body
/// and in `b`'s statements around it.
pub(super) fn adopt_index(fb: &mut loops::For, b: &mut loops::Level, to: VarId) {
    let from = fb.index;
    fb.body.rename(&|v| (v == from).then_some(to));
    rename_stmts(&mut b.pre, from, to);
    rename_stmts(&mut b.post, from, to);
}

/// The arrays `s` stores, in nested statements too.
pub(super) fn each_store(s: &Stmt, out: &mut Vec<ArrayId>) {
    s.walk(&mut |t| {
        if let Stmt::Store { array, .. } = t {
            out.push(*array);
        }
    });
}

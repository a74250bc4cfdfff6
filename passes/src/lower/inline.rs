//! Element functions inlined where they are read: each load of a recomputed
//! node's array becomes the node's statements at that index, with fresh
//! variables (the reader's bounds check kept where the read was checked).

use super::state::{ElemFn, Lowerer};
use super::walk::collect_defs;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{self, Check, Expr, Level, Stmt, VarId};
use ir::runtime::RuntimeErrorKind;
use ir::ScalarType;
use std::collections::HashMap;

/// Inlines `a` at every read of its array in a level and the levels inside.
pub(super) fn inline_level(l: &mut Lowerer, a: &ElemFn, lv: &mut Level) {
    inline_stmts(l, a, &mut lv.pre);
    if let Some(f) = &mut lv.inner {
        inline_level(l, a, &mut f.body);
    }
    inline_stmts(l, a, &mut lv.post);
}

/// Replaces every load of `a`'s array in `ss` (and nested statements) by
/// `a`'s statements at that index, with fresh variables.
pub(super) fn inline_stmts(l: &mut Lowerer, a: &ElemFn, ss: &mut Vec<Stmt>) {
    loops::rewrite(ss, &mut |s, out| match s {
        Stmt::Load {
            var,
            array,
            index,
            streamed,
            at,
        } if array == a.array => {
            let read = Read {
                var,
                index: &index,
                streamed,
                at,
            };
            inline_read(l, a, read, out);
        }
        s => out.push(s),
    });
}

/// A load being replaced.
struct Read<'s> {
    var: VarId,
    index: &'s [Expr],
    streamed: bool,
    at: NodeId,
}

/// `a`'s element at the read's index, bound to the read's variable: the
/// parameters bound to the index (each checked in bounds where the read
/// was not streamed), then `a`'s statements with every variable they
/// define renamed fresh.
fn inline_read(l: &mut Lowerer, a: &ElemFn, read: Read, out: &mut Vec<Stmt>) {
    let Read {
        var,
        index,
        streamed,
        at,
    } = read;
    let mut map: HashMap<VarId, VarId> = HashMap::new();
    for (axis, (p, ix)) in a.params.iter().zip(index.iter()).enumerate() {
        let v = l.fresh(l.vars[*p].name.clone(), ScalarType::I64);
        map.insert(*p, v);
        out.push(Stmt::Let {
            var: v,
            value: ix.clone(),
            at,
        });
        if !streamed {
            // The read the element replaces was checked, as the
            // reader's (the reference names the reader).
            out.push(in_bounds(a.array, axis, v, at));
        }
    }
    let mut body = a.stmts.clone();
    let mut defs = Vec::new();
    for st in &body {
        collect_defs(st, &mut defs);
    }
    for d in defs {
        map.insert(d, l.fresh_like(d));
    }
    let mut result = a.result.clone();
    rename_expr_lets(&result, l, &mut map);
    let f = |v: VarId| map.get(&v).copied();
    for st in &mut body {
        st.rename(&f);
    }
    result.rename(&f);
    out.extend(body);
    out.push(Stmt::Let {
        var,
        value: result,
        at,
    });
}

/// The check that index `v` on `axis` of `array` is in bounds, as the
/// operation `at`'s.
fn in_bounds(array: ArrayId, axis: usize, v: VarId, at: NodeId) -> Stmt {
    let dim = Expr::Dim { array, axis };
    Stmt::Check {
        check: Check {
            cond: Expr::range_check(Expr::Var(v), dim.clone()),
            kind: RuntimeErrorKind::OutOfBounds,
            operands: [Expr::Var(v), dim],
        },
        at,
    }
}

/// Gives `Let`-bound variables inside an expression fresh names (they are
/// definitions: each inlined copy needs its own).
fn rename_expr_lets(e: &Expr, l: &mut Lowerer, map: &mut HashMap<VarId, VarId>) {
    let mut lets = Vec::new();
    e.walk(&mut |x| {
        if let Expr::Let { var, .. } = x {
            lets.push(*var)
        }
    });
    for v in lets {
        map.insert(v, l.fresh_like(v));
    }
}

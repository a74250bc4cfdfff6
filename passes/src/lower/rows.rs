//! A row group's clusters joined into one nest (`ir::cluster`, row groups):
//! they share the outermost loop, and in each of its iterations each runs
//! its own level below it in turn. The first cluster's inner loop stays the
//! level's loop; each later one's becomes a `Stmt::For` after it. A later
//! cluster's loads of an earlier one's row value (`ir::cluster::is_row_value`:
//! a rank-1 result, read at the row's own index) read the variable the
//! earlier cluster computed it into.

use super::error::LowerError;
use super::state::Part;
use super::walk::adopt_index;
use ir::graph::{ArrayId, LabelledGraph};
use ir::loops::{Expr, Level, Stmt, VarId};
use std::collections::HashMap;

/// `b` joined after `a` (the group so far): one outermost loop, `b`'s
/// index renamed to `a`'s, `b`'s levels below it run after `a`'s.
pub(super) fn join_rows(g: &LabelledGraph, mut a: Part, b: Part) -> Result<Part, LowerError> {
    let Part {
        nodes,
        shapes,
        body: mut lb,
        elems,
    } = b;
    let (Some(fa), Some(mut fb)) = (a.body.inner.take(), lb.inner.take()) else {
        return Err(LowerError::Fusion(
            "a row group's member without a loop".into(),
        ));
    };
    let mut fa = *fa;
    if fa.extent_sym != fb.extent_sym || fa.dir != fb.dir {
        return Err(LowerError::Fusion(format!(
            "a row group of loops over [{}] and [{}]",
            fa.extent_sym, fb.extent_sym
        )));
    }
    adopt_index(&mut fb, &mut lb, fa.index);
    read_row_values(g, &mut fb.body, &a.elems, fa.index)?;
    append_level(&mut fa.body, fb.body);
    a.body.pre.append(&mut lb.pre);
    a.body.inner = Some(Box::new(fa));
    a.body.post.append(&mut lb.post);
    a.shapes.extend(shapes);
    a.nodes.extend(nodes);
    a.elems.extend(elems);
    Ok(a)
}

/// `b` run after `a` at one depth: `b`'s statements before its loop, its
/// loop as a `Stmt::For`, and its statements after, all after `a`'s. When
/// `a` has no loop at this depth, `b`'s loop becomes the level's.
fn append_level(a: &mut Level, mut b: Level) {
    if a.inner.is_none() {
        let mut pre = std::mem::take(&mut a.pre);
        pre.append(&mut a.post);
        pre.append(&mut b.pre);
        b.pre = pre;
        *a = b;
        return;
    }
    a.post.append(&mut b.pre);
    if let Some(f) = b.inner.take() {
        a.post.push(Stmt::For(f));
    }
    a.post.append(&mut b.post);
}

/// Replaces `body`'s loads of the row values in `elems` (rank-1 arrays an
/// earlier member computes into a variable) by that variable. The cluster
/// checker made every such read one at the row's own index (`row`); a load
/// at an index that does not resolve to it is an error, not a guess.
fn read_row_values(
    g: &LabelledGraph,
    body: &mut Level,
    elems: &HashMap<ArrayId, VarId>,
    row: VarId,
) -> Result<(), LowerError> {
    let rows: HashMap<ArrayId, VarId> = elems
        .iter()
        .filter(|(a, _)| g.array(**a).ty.rank() == 1)
        .map(|(a, v)| (*a, *v))
        .collect();
    // Index variables are often copies of the row index (`p1 = i`).
    let mut alias: HashMap<VarId, VarId> = HashMap::new();
    body.stmts(&mut |ss| {
        for s in ss {
            if let Stmt::Let {
                var,
                value: Expr::Var(x),
                ..
            } = s
            {
                alias.insert(*var, *x);
            }
        }
    });
    let resolve = |mut v: VarId| {
        while let Some(&x) = alias.get(&v) {
            v = x;
        }
        v
    };
    let mut wrong = None;
    body.stmts_mut(&mut |ss| {
        for s in ss.iter_mut() {
            let Stmt::Load {
                var,
                array,
                index,
                at,
                ..
            } = s
            else {
                continue;
            };
            let Some(&elem) = rows.get(array) else {
                continue;
            };
            if !matches!(index.as_slice(), [Expr::Var(v)] if resolve(*v) == row) {
                wrong = Some(*array);
                continue;
            }
            *s = Stmt::Let {
                var: *var,
                value: Expr::Var(elem),
                at: *at,
            };
        }
    });
    match wrong {
        Some(a) => Err(LowerError::Fusion(format!(
            "a row group reads `{}` at another index than its row's",
            g.array(a).name
        ))),
        None => Ok(()),
    }
}

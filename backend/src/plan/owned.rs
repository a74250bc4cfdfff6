//! The shape of a `permute`'s nest ([`scatter_nest`], which every scatter
//! plan, the GPU's too, starts from), and scatters split by their targets
//! ([`super::parallel::Plan::Owned`]): a
//! `permute` whose combining function may not run concurrently (a float
//! `+`, whose sum would change with the order, or any function not in the
//! table of [`super::scan`]) still runs on every thread. Each thread owns a
//! contiguous range of the target's elements, runs the whole source range,
//! and combines only the elements whose target it owns. Each target element
//! is then combined by one thread, with its sources in their sequential
//! order: the result is the sequential one, bit for bit, for any function.
//!
//! Every thread evaluates every element's target (cheap: an index), but
//! only the owner should compute its value (a gather, say). So the owned
//! nest sinks the statements that only a combine's source needs into that
//! source, as `let`s ([`sink`]); the code generator evaluates a source only
//! after the ownership test. Element-wise stores in the same loop (a
//! `generate` fused into the scatter) are split by iteration: thread `k`
//! of `T` stores the iterations of the `k`-th share of the source range,
//! the same share as of the target's positions, and what only a store's
//! value needs is sunk into it too.

use ir::graph::ArrayId;
use ir::loops::{Expr, For, LoopProgram, Nest, Stmt, VarId};
use std::collections::HashSet;

/// A nest that can run as [`super::parallel::Plan::Owned`].
#[derive(Clone, Debug)]
pub struct OwnedNest {
    /// The array every combine of the nest writes, whose elements the
    /// threads divide among them.
    pub target: ArrayId,
    /// The nest with each combine's own computation sunk into its source.
    pub nest: Nest,
}

/// The owned form of `nest`, when it is a `permute`'s nest whose outermost
/// loop is one level of `let`s, loads, checks, combines into one array and
/// stores at the loop's index: what runs on every thread writes nothing
/// but its own targets and its own iterations' elements.
pub fn analyse(p: &LoopProgram, nest: &Nest) -> Option<OwnedNest> {
    // Element-wise stores are each made by the thread that owns their
    // iteration (the same share of the source range as of the target's
    // positions).
    let (_, body) = straight_scatter(nest)?;
    let mut target = None;
    for s in &body {
        if let Stmt::Combine { array, .. } = s {
            if *target.get_or_insert(*array) != *array {
                return None;
            }
        }
    }
    let target = target?;
    let mut owned = nest.clone();
    let level = &mut owned.body.inner.as_mut()?.body;
    level.pre = sink(p, body);
    level.post = Vec::new();
    Some(OwnedNest {
        target,
        nest: owned,
    })
}

/// Moves each `let` and load whose variable only a later combine's source
/// (or store's value) reads into that expression, as an `Expr::Let` (a load as a checked
/// `Expr::Index`), keeping their order. Only scalar variables move.
pub fn sink(p: &LoopProgram, mut stmts: Vec<Stmt>) -> Vec<Stmt> {
    let mut i = stmts.len();
    while i > 0 {
        i -= 1;
        let (var, value) = match &stmts[i] {
            Stmt::Let { var, value, .. } => (*var, value.clone()),
            Stmt::Load {
                var, array, index, ..
            } if p.arrays[*array].elem.as_prim().is_some() => (
                *var,
                Expr::Index {
                    array: *array,
                    index: index.clone(),
                },
            ),
            _ => continue,
        };
        if p.vars[var].ty.as_prim().is_none() {
            continue;
        }
        let readers: Vec<usize> = (i + 1..stmts.len())
            .filter(|j| stmts[*j].reads().contains(&var))
            .collect();
        let [j] = readers[..] else {
            continue;
        };
        // The expression that alone reads `var`: a combine's source or a
        // store's value.
        let only = match &mut stmts[j] {
            Stmt::Combine {
                target,
                source,
                value: combined,
                ..
            } if !mentions(target, var) && !mentions(combined, var) => source,
            Stmt::Store { index, value, .. } if !index.iter().any(|x| mentions(x, var)) => value,
            _ => continue,
        };
        *only = Expr::Let {
            var,
            value: Box::new(value),
            body: Box::new(std::mem::replace(only, Expr::Ignore)),
        };
        stmts.remove(i);
    }
    stmts
}

fn mentions(e: &Expr, v: VarId) -> bool {
    let mut found = false;
    e.each_var(&mut |w| found |= w == v);
    found
}

/// A `permute`'s nest whose outermost loop is one level of `let`s, loads,
/// checks, combines and stores at the loop's index (what [`analyse`] and
/// [`super::fission::split`] take): that loop, and its statements in order.
pub(crate) fn straight_scatter(nest: &Nest) -> Option<(&For, Vec<Stmt>)> {
    let (outer, _) = scatter_nest(nest).ok()?;
    if outer.body.inner.is_some() {
        return None;
    }
    let body = outer.body.straight();
    let fits = |s: &Stmt| match s {
        Stmt::Let { .. } | Stmt::Load { .. } | Stmt::Check { .. } | Stmt::Combine { .. } => true,
        Stmt::Store { index, .. } => index[..] == [Expr::Var(outer.index)],
        _ => false,
    };
    body.iter().all(fits).then_some((outer, body))
}

/// A `permute`'s nest: its outermost loop and the variables defined
/// before it, when the statements before the loop only define variables and
/// copy the defaults, and none follow it; else what is in the way.
pub(crate) fn scatter_nest(nest: &Nest) -> Result<(&For, HashSet<VarId>), &'static str> {
    let outer = nest.body.inner.as_ref().ok_or("no loop")?;
    let mut outside: HashSet<VarId> = HashSet::new();
    for s in &nest.body.pre {
        match s {
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => {
                outside.insert(*var);
            }
            Stmt::Copy { .. } => {}
            _ => return Err("statements before the loop"),
        }
    }
    if !nest.body.post.is_empty() {
        return Err("statements after the loop");
    }
    Ok((outer, outside))
}

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
//! value needs is sunk into it too. Where the targets need a division
//! ([`shares_targets`]), they are computed once instead, each thread a
//! chunk of the source range, into a buffer every thread then reads
//! (`llvm::owned`).

use ir::ast::BinOp;
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
    /// Its targets are worth computing once, into a buffer the threads
    /// share, instead of once per thread ([`shares_targets`]).
    pub shared_targets: bool,
}

/// The owned form of `nest`, when it is a `permute`'s nest whose outermost
/// loop is one level of `let`s, loads, checks, combines into one array and
/// stores at the loop's index: what runs on every thread writes nothing
/// but its own targets and its own iterations' elements.
pub fn analyse(program: &LoopProgram, nest: &Nest) -> Option<OwnedNest> {
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
    level.pre = sink(program, body);
    level.post = Vec::new();
    let shared_targets = shares_targets(program, &owned);
    Some(OwnedNest {
        target,
        nest: owned,
        shared_targets,
    })
}

/// Whether the owned `nest`'s targets cost more to compute on every thread
/// than to compute once, in chunks, and read back from a buffer: its
/// outermost loop has [`phases`] and the target needs a division (an
/// integer one is tens of cycles; reading an `i64` back is a streamed
/// load). A target that is an index read from an array (pagerank's) is not:
/// the buffer would be a copy of that array.
pub fn shares_targets(program: &LoopProgram, nest: &Nest) -> bool {
    let Some(phases) = nest.body.inner.as_ref().and_then(|f| phases(program, f)) else {
        return false;
    };
    let mut divides = false;
    let mut look = |x: &Expr| {
        x.walk(&mut |y| divides |= matches!(y, Expr::Binary(BinOp::Div | BinOp::Rem, ..)))
    };
    look(phases.target);
    for s in phases.targets {
        s.exprs(&mut |x| look(x));
    }
    divides
}

/// A `let`, or a load as a checked `Expr::Index`: the variable it defines
/// and the expression that computes it, where the variable is a scalar
/// (what [`sink`] moves into an expression, and [`phases`] copies).
fn definition(p: &LoopProgram, s: &Stmt) -> Option<(VarId, Expr)> {
    let (var, value) = match s {
        Stmt::Let { var, value, .. } => (*var, value.clone()),
        Stmt::Load {
            var, array, index, ..
        } => (
            *var,
            Expr::Index {
                array: *array,
                index: index.clone(),
            },
        ),
        _ => return None,
    };
    p.vars[var].ty.as_prim().map(|_| (var, value))
}

/// Moves each `let` and load whose variable only a later combine's source
/// (or store's value) reads into that expression, as an `Expr::Let` (a load as a checked
/// `Expr::Index`), keeping their order. Only scalar variables move.
pub fn sink(program: &LoopProgram, mut stmts: Vec<Stmt>) -> Vec<Stmt> {
    let mut i = stmts.len();
    while i > 0 {
        i -= 1;
        let Some((var, value)) = definition(program, &stmts[i]) else {
            continue;
        };
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

/// An owned scatter's loop body that runs in blocks of two phases
/// (`llvm::owned`): every thread evaluates every element's target, so the
/// targets of a block are computed first, in a loop without a branch that
/// vectorises, and the combines follow, each reading its target back and
/// computing its source only where its thread owns the target.
pub struct Phases<'a> {
    /// The statements before the combine: `let`s, loads and checks.
    pub targets: &'a [Stmt],
    /// The combine's target, into a rank-1 array, never `ignore`.
    pub target: &'a Expr,
    /// The combine, its source with the definitions it reads from
    /// `targets` copied in (as [`sink`] moves them: a load as a checked
    /// `Expr::Index`), so that it needs nothing from the first phase but
    /// the target.
    pub combine: Stmt,
}

/// The two phases of the owned loop `f` (the outermost loop of an
/// [`analyse`]d nest, forward, with one level), when it has them: its
/// level is `let`s, loads and checks of scalars, none reading the target
/// array, then one combine whose combining expression reads only its
/// `new` and `old`.
pub fn phases<'a>(program: &LoopProgram, f: &'a For) -> Option<Phases<'a>> {
    let body = &f.body;
    if body.inner.is_some() || !body.post.is_empty() || f.dir != ir::loops::Dir::Forward {
        return None;
    }
    let (combine, targets) = body.pre.split_last()?;
    let Stmt::Combine {
        array,
        target,
        source,
        new,
        old,
        value,
        at,
    } = combine
    else {
        return None;
    };
    let mut ignores = false;
    target.walk(&mut |x| ignores |= matches!(x, Expr::Ignore));
    let straight = targets
        .iter()
        .all(|s| matches!(s, Stmt::Let { .. } | Stmt::Load { .. } | Stmt::Check { .. }));
    let mut reads_target = false;
    for s in targets {
        s.each_array_read(&mut |a| reads_target |= a == *array);
    }
    let mut value_reads = Vec::new();
    value.each_var(&mut |v| value_reads.push(v));
    let defined: HashSet<VarId> = targets.iter().flat_map(|s| s.defines()).collect();
    let fits = straight
        && program.arrays[*array].rank == 1
        && !ignores
        && !reads_target
        && value_reads
            .iter()
            .all(|v| v == new || v == old || !defined.contains(v));
    if !fits {
        return None;
    }
    // The definitions the source reads, and theirs, in order.
    let mut needed: HashSet<VarId> = source.free_vars().into_iter().collect();
    let mut chain = Vec::new();
    for s in targets.iter().rev() {
        if !s.defines().iter().any(|v| needed.contains(v)) {
            continue;
        }
        let (var, value) = definition(program, s)?;
        needed.extend(value.free_vars());
        chain.push((var, value));
    }
    let source = chain
        .into_iter()
        .fold(source.clone(), |body, (var, value)| Expr::Let {
            var,
            value: Box::new(value),
            body: Box::new(body),
        });
    Some(Phases {
        targets,
        target,
        combine: Stmt::Combine {
            array: *array,
            target: target.clone(),
            source,
            new: *new,
            old: *old,
            value: value.clone(),
            at: *at,
        },
    })
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

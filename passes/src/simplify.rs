//! The simplifier: every scalar expression of a typed program (lambda bodies,
//! `fold`/`scan` initial values, extents, `replicate` counts, boundary
//! constants, `if`/`loop` conditions, `unit` values) is rewritten with an
//! `egg` e-graph into an equivalent, usually smaller one. The program's
//! meaning is kept exactly: the same value bit for bit, or the same run-time
//! failure.
//!
//! Per expression:
//! 1. [`build`]: the expression becomes an e-graph; `let`s dissolve into
//!    sharing (and `seq` where the value might fail);
//! 2. equality saturation with the table of [`rules`] and the constant
//!    folding of [`fold`] (integers wrap at their width, integer `/` and `%`
//!    by zero are never folded, floats only where IEEE fixes the bits), under
//!    node and iteration limits;
//! 3. [`extract`]: the smallest expression is extracted;
//! 4. [`share`]: repeated subexpressions are bound once by a `let` with a
//!    fresh name (`%cse0`, …) unless that would make a failing read or
//!    division happen where it did not before;
//! 5. back to an `SExpr`: same types, original spans.
//!
//! An expression the simplifier cannot represent (an ill-typed tree) is left
//! as it is.

mod analysis;
mod build;
mod extract;
mod fold;
mod lang;
mod rules;
mod share;
mod show;

pub use show::show as show_sexpr;

use ir::ast::{AExprKind, Boundary, Op, ReplicateAxis, SeqExpr};
use ir::{AExpr, Program, SExpr};
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// Node limit of one expression's e-graph.
pub const NODE_LIMIT: usize = 10_000;
/// Iteration limit of one expression's equality saturation.
pub const ITER_LIMIT: usize = 10;
/// Time limit of one expression's equality saturation (a guard only: the
/// node and iteration limits normally stop it first).
pub const TIME_LIMIT: Duration = Duration::from_secs(2);

/// What [`simplify_program`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimplifyStats {
    /// Scalar expressions simplified.
    pub exprs: usize,
    /// Their total size ([`sexpr_size`]) before …
    pub nodes_before: usize,
    /// … and after.
    pub nodes_after: usize,
    /// Rewrites that changed an e-graph (rule applications that merged
    /// classes), summed over all expressions.
    pub rewrites: usize,
    /// Equality-saturation iterations, summed over all expressions.
    pub iterations: usize,
    /// `let`s in the output that share a value used more than once (source
    /// lets that are still needed are re-created and counted here too).
    pub shared: usize,
}

/// Simplifies every scalar expression of `p`.
pub fn simplify_program(program: &Program) -> (Program, SimplifyStats) {
    let mut out = program.clone();
    let mut stats = SimplifyStats::default();
    for d in &mut out.defs {
        for_each_sexpr(&mut d.body, &mut |e| {
            let r = simplify_one(e);
            stats.exprs += 1;
            stats.nodes_before += sexpr_size(e);
            stats.nodes_after += sexpr_size(&r.expr);
            stats.rewrites += r.rewrites;
            stats.iterations += r.iterations;
            stats.shared += r.shared;
            *e = r.expr;
        });
    }
    (out, stats)
}

/// Simplifies one scalar expression (its free variables are whatever the
/// context binds: lambda parameters, nothing at array level).
pub fn simplify_sexpr(e: &SExpr) -> SExpr {
    simplify_one(e).expr
}

/// Number of nodes of a scalar expression.
pub fn sexpr_size(e: &SExpr) -> usize {
    let mut n = 0;
    e.walk(&mut |_| n += 1);
    n
}

/// One simplified expression and what it took.
struct Simplified {
    expr: SExpr,
    rewrites: usize,
    iterations: usize,
    shared: usize,
}

fn simplify_one(e: &SExpr) -> Simplified {
    let unchanged = || Simplified {
        expr: e.clone(),
        rewrites: 0,
        iterations: 0,
        shared: 0,
    };
    if sexpr_size(e) == 1 {
        return unchanged();
    }
    let mut eg = analysis::EGraph::new(analysis::Facts);
    let Ok(built) = build::build(&mut eg, e) else {
        return unchanged();
    };
    let runner = egg::Runner::default()
        .with_egraph(eg)
        .with_node_limit(NODE_LIMIT)
        .with_iter_limit(ITER_LIMIT)
        .with_time_limit(TIME_LIMIT)
        .run(rules::rules());
    let eg = &runner.egraph;
    let rewrites = runner
        .iterations
        .iter()
        .map(|it| it.applied.values().sum::<usize>())
        .sum();

    let mut t = extract::extract(eg, &built, e.span);
    share::drop_needless_seqs(&mut t);
    let mut taken = HashSet::new();
    share::names(&t, &mut taken);
    let mut preferred = HashMap::new();
    for (id, name) in &built.let_names {
        preferred
            .entry(eg.find(*id))
            .or_insert_with(|| name.clone());
    }
    let shared = share::share(&mut t, &mut share::Namer::new(taken, preferred));
    share::finish_seqs(&mut t);
    t.span = e.span;
    match extract::to_sexpr(t) {
        Some(expr) => Simplified {
            expr,
            rewrites,
            iterations: runner.iterations.len(),
            shared,
        },
        None => unchanged(),
    }
}

/// Calls `f` on every scalar expression of an array expression, in source
/// order.
fn for_each_sexpr(a: &mut AExpr, f: &mut impl FnMut(&mut SExpr)) {
    match &mut a.kind {
        AExprKind::Var(_) => {}
        AExprKind::Tuple(es) | AExprKind::Call { args: es, .. } => {
            es.iter_mut().for_each(|e| for_each_sexpr(e, f));
        }
        AExprKind::Let { value, body, .. } => {
            for_each_sexpr(value, f);
            for_each_sexpr(body, f);
        }
        AExprKind::Op(op) => op_sexprs(op, f),
        AExprKind::If { cond, then_, else_ } => {
            f(cond);
            for_each_sexpr(then_, f);
            for_each_sexpr(else_, f);
        }
        AExprKind::Loop {
            init, cond, body, ..
        } => {
            for_each_sexpr(init, f);
            f(cond);
            for_each_sexpr(body, f);
        }
        AExprKind::Unit(e) => f(e),
        AExprKind::Seq(seq) => match &mut **seq {
            SeqExpr::Produce { count, body, .. } => {
                f(count);
                for_each_sexpr(body, f);
            }
            SeqExpr::Map { body, seqs, .. } => {
                seqs.iter_mut().for_each(|s| for_each_sexpr(s, f));
                for_each_sexpr(body, f);
            }
            SeqExpr::Elements(s) | SeqExpr::Tabulate(s) => for_each_sexpr(s, f),
            SeqExpr::Fold {
                body, init, seq, ..
            } => {
                for_each_sexpr(init, f);
                for_each_sexpr(seq, f);
                for_each_sexpr(body, f);
            }
        },
    }
}

/// The scalar expressions of one array operation (and of its operands).
fn op_sexprs(op: &mut Op, f: &mut impl FnMut(&mut SExpr)) {
    match op {
        Op::Generate { shape, f: g } => {
            shape.iter_mut().for_each(&mut *f);
            f(&mut g.body);
        }
        Op::Map { f: g, args } => {
            f(&mut g.body);
            args.iter_mut().for_each(|a| for_each_sexpr(a, f));
        }
        Op::Fold { f: g, init, arg }
        | Op::Scan {
            f: g, init, arg, ..
        } => {
            f(&mut g.body);
            init.iter_mut().for_each(&mut *f);
            for_each_sexpr(arg, f);
        }
        Op::Backpermute { shape, index, arg } => {
            shape.iter_mut().for_each(&mut *f);
            f(&mut index.body);
            for_each_sexpr(arg, f);
        }
        Op::Permute {
            f: g,
            defaults,
            index,
            arg,
        } => {
            f(&mut g.body);
            for_each_sexpr(defaults, f);
            f(&mut index.body);
            for_each_sexpr(arg, f);
        }
        Op::Replicate { axes, arg } => {
            for a in axes {
                if let ReplicateAxis::New(count) = a {
                    f(count);
                }
            }
            for_each_sexpr(arg, f);
        }
        Op::Transpose { arg, .. } => for_each_sexpr(arg, f),
        Op::Reshape { shape, arg } => {
            shape.iter_mut().for_each(&mut *f);
            for_each_sexpr(arg, f);
        }
        Op::Stencil {
            f: g,
            boundary,
            arg,
            ..
        } => {
            f(&mut g.body);
            if let Boundary::Constant(e) = boundary {
                f(e);
            }
            for_each_sexpr(arg, f);
        }
        Op::FoldSeg {
            f: g,
            init,
            segs,
            arg,
        } => {
            f(&mut g.body);
            f(init);
            for_each_sexpr(segs, f);
            for_each_sexpr(arg, f);
        }
        Op::ScanSeg { f: g, segs, arg } => {
            f(&mut g.body);
            for_each_sexpr(segs, f);
            for_each_sexpr(arg, f);
        }
        Op::Filter { pred, arg } => {
            f(&mut pred.body);
            for_each_sexpr(arg, f);
        }
    }
}

#[cfg(test)]
mod tests;

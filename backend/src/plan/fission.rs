//! Scatters that also store, split in two loops (loop fission): a
//! `permute`'s nest into which a `generate` or `map` was fused whose result
//! is stored anyway (pagerank's destinations, computed, stored for later
//! iterations and scattered to) runs on one thread as one loop, or its
//! threads all compute the stored values. Split, the stores and what they
//! need run first as independent chunks (vectorised, every thread a share),
//! and the scatter then reads the stored values back ([`Fission`]), as its
//! own concurrent or owned scatter. That costs one more read of the stored
//! arrays, against a loop that vectorises and a scatter loop short enough
//! to keep many random accesses in flight.
//!
//! Only the CPU backend splits, and only when the scatter then runs on
//! several threads ([`super::parallel::analyse_for`]); the loop IR that
//! `fuse --emit loops` shows and the cost model count are the fused nest's.

use super::owned::straight_scatter;
use ir::graph::ArrayId;
use ir::loops::{Expr, Nest, Stmt, VarId};
use std::collections::HashSet;

/// The two loops of a split nest.
#[derive(Clone, Debug)]
pub struct Fission {
    /// The nest's stores at the loop's index and what they need (no
    /// defaults copied): independent iterations, run in chunks first.
    pub stores: Nest,
    /// The rest: every stored variable loaded back from its array where it
    /// was defined, the stores and what only they needed left out.
    pub rest: Nest,
}

/// `nest` split in two, when it is a `permute`'s nest whose outermost loop
/// is one level of `let`s, loads, checks, combines, and stores of variables
/// at the loop's index.
pub fn split(nest: &Nest) -> Option<Fission> {
    let (outer, body) = straight_scatter(nest)?;
    let i = outer.index;
    let mut stored: Vec<(ArrayId, VarId)> = Vec::new();
    let mut combines = 0;
    for s in &body {
        match s {
            Stmt::Combine { .. } => combines += 1,
            Stmt::Store {
                array,
                value: Expr::Var(v),
                ..
            } => stored.push((*array, *v)),
            Stmt::Store { .. } => return None,
            _ => {}
        }
    }
    let defined: HashSet<VarId> = body.iter().flat_map(|s| s.defines()).collect();
    if stored.is_empty() || combines == 0 || stored.iter().any(|(_, v)| !defined.contains(v)) {
        return None;
    }
    Some(Fission {
        stores: with_body(nest, stores_only(&body), true),
        rest: with_body(nest, loaded_back(&body, &stored, i), false),
    })
}

/// `nest` with its outermost loop's body `body`, without the copies of the
/// defaults when `no_copies`.
fn with_body(nest: &Nest, body: Vec<Stmt>, no_copies: bool) -> Nest {
    let mut n = nest.clone();
    if no_copies {
        n.body.pre.retain(|s| !matches!(s, Stmt::Copy { .. }));
    }
    let level = &mut n.body.inner.as_mut().expect("a scatter's loop").body;
    level.pre = body;
    level.post = Vec::new();
    n
}

/// The stores and the statements they need (checks on those alone too).
fn stores_only(body: &[Stmt]) -> Vec<Stmt> {
    let mut need: HashSet<VarId> = HashSet::new();
    let mut keep = vec![false; body.len()];
    for (k, s) in body.iter().enumerate().rev() {
        let wanted = match s {
            Stmt::Store { .. } => true,
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => need.contains(var),
            _ => false,
        };
        if wanted {
            keep[k] = true;
            need.extend(s.reads());
        }
    }
    let kept: HashSet<VarId> = body
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .flat_map(|(s, _)| s.defines())
        .collect();
    body.iter()
        .zip(keep)
        .filter(|(s, k)| {
            *k || (matches!(s, Stmt::Check { .. }) && s.reads().iter().all(|v| kept.contains(v)))
        })
        .map(|(s, _)| s.clone())
        .collect()
}

/// The body without its stores, each stored variable loaded back where it
/// was defined, and the `let`s and loads no one reads any more left out.
fn loaded_back(body: &[Stmt], stored: &[(ArrayId, VarId)], i: VarId) -> Vec<Stmt> {
    let mut out: Vec<Stmt> = Vec::new();
    for s in body {
        let defined = s.defines();
        let back = stored.iter().find(|(_, v)| defined.contains(v));
        match (s, back) {
            (Stmt::Store { .. }, _) => {}
            (_, Some((array, var))) => out.push(Stmt::Load {
                var: *var,
                array: *array,
                index: vec![Expr::Var(i)],
                streamed: true,
                at: s.at().expect("a definition belongs to an operation"),
            }),
            _ => out.push(s.clone()),
        }
    }
    // Dead definitions, from the back: a later reader keeps one.
    let mut read: HashSet<VarId> = HashSet::new();
    let mut kept: Vec<Stmt> = Vec::new();
    for s in out.into_iter().rev() {
        let dead = match &s {
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => !read.contains(var),
            _ => false,
        };
        if !dead {
            read.extend(s.reads());
            kept.push(s);
        }
    }
    kept.reverse();
    kept
}

//! Sharing: common subexpressions of the extracted tree are computed once,
//! bound by a `let` with a fresh name, and `seq`s are resolved.
//!
//! The e-graph has already made equal subexpressions one e-class, so two
//! nodes of a tree with the same class compute the same thing (or fail the
//! same way). A class that occurs more than once is bound by a `let` wrapped
//! around the lowest node containing all its occurrences. Where that is
//! allowed:
//!
//! - a **safe** class (its evaluation cannot fail) may always be computed
//!   earlier: with lets dissolved there are no inner binders, so it means the
//!   same everywhere;
//! - a class that **may fail** (an array read, integer `/` or `%`, `ignore`)
//!   is hoisted only if the node it wraps *leads with* it: on every path of
//!   that node's evaluation, the class is evaluated before anything else that
//!   may fail ([`leads_with`]). Then the hoisted evaluation fails exactly when,
//!   and with the same error as, the original did. Otherwise (say it is read
//!   under one branch of an `if` only) it is not shared.
//!
//! The same test removes a `seq value body` whose body leads with its value;
//! the `seq`s left with an unsafe value become `let _ = value in body`.
//!
//! Names: a class that a source `let` named keeps that name when it is free;
//! otherwise `%cse0`, `%cse1`, …: `%` cannot occur in a source identifier, so
//! these capture nothing.

use super::extract::{TKind, Tree};
use super::lang::Op;
use egg::Id;
use ir::ast::BinOp;
use ir::Name;
use std::collections::{HashMap, HashSet};

/// Whether evaluating `t` evaluates a node of class `c` before anything that
/// may fail, on every path (evaluation order as in the reference
/// interpreter: operands left to right, `&&`/`||` and `if` branches only
/// conditionally).
pub fn leads_with(tree: &Tree, c: Id) -> bool {
    if tree.class == Some(c) {
        return true;
    }
    let in_order = |kids: &[Tree]| {
        for k in kids {
            if leads_with(k, c) {
                return true;
            }
            if !k.safe {
                return false;
            }
        }
        false
    };
    match tree.op() {
        Some(Op::If) => match tree.kids.as_slice() {
            [cond, a, b] => {
                leads_with(cond, c) || (cond.safe && leads_with(a, c) && leads_with(b, c))
            }
            _ => false,
        },
        Some(Op::Binary(b)) if matches!(b.0, BinOp::And | BinOp::Or) => {
            tree.kids.first().is_some_and(|l| leads_with(l, c))
        }
        _ => in_order(&tree.kids),
    }
}

/// Removes each `seq value body` whose value is safe or whose body leads
/// with the value (bottom-up).
pub fn drop_needless_seqs(tree: &mut Tree) {
    tree.kids.iter_mut().for_each(drop_needless_seqs);
    if matches!(tree.op(), Some(Op::Seq)) {
        let needless = match tree.kids.as_slice() {
            [value, body] => value.safe || value.class.is_some_and(|c| leads_with(body, c)),
            _ => false,
        };
        if needless {
            if let Some(body) = tree.kids.pop() {
                *tree = body;
            }
        }
    }
}

/// Fresh names for the lets that sharing adds.
pub struct Namer {
    taken: HashSet<Name>,
    preferred: HashMap<Id, Name>,
    next: usize,
}

impl Namer {
    /// `taken`: every name the expression uses (variables, sizes, arrays);
    /// `preferred`: names source lets gave to classes.
    pub fn new(taken: HashSet<Name>, preferred: HashMap<Id, Name>) -> Namer {
        Namer {
            taken,
            preferred,
            next: 0,
        }
    }

    fn fresh(&mut self, class: Id) -> Name {
        if let Some(n) = self.preferred.get(&class) {
            if self.taken.insert(n.clone()) {
                return n.clone();
            }
        }
        loop {
            let n: Name = format!("%cse{}", self.next).into();
            self.next += 1;
            if self.taken.insert(n.clone()) {
                return n;
            }
        }
    }
}

/// Every name a tree mentions.
pub fn names(tree: &Tree, out: &mut HashSet<Name>) {
    match &tree.kind {
        TKind::Let(n) => {
            out.insert(n.clone());
        }
        TKind::Node(op) => match op {
            Op::Var(n, _)
            | Op::Size(n)
            | Op::The(n, _)
            | Op::Length(n)
            | Op::Shape(n, _)
            | Op::Index(n, _) => {
                out.insert(n.clone());
            }
            _ => {}
        },
    }
    tree.kids.iter().for_each(|k| names(k, out));
}

/// Nothing to gain from sharing: leaves and projections of them.
fn trivial(t: &Tree) -> bool {
    match t.op() {
        Some(Op::Proj(_)) => t.kids.iter().all(trivial),
        _ => t.kids.is_empty(),
    }
}

/// Where each class occurs (paths of child indices, in evaluation order).
fn occurrences(
    t: &Tree,
    path: &mut Vec<usize>,
    out: &mut Vec<(Id, Vec<Vec<usize>>)>,
    index: &mut HashMap<Id, usize>,
) {
    if let Some(c) = t.class {
        if !trivial(t) {
            let i = *index.entry(c).or_insert_with(|| {
                out.push((c, Vec::new()));
                out.len() - 1
            });
            out[i].1.push(path.clone());
        }
    }
    for (i, k) in t.kids.iter().enumerate() {
        path.push(i);
        occurrences(k, path, out, index);
        path.pop();
    }
}

fn at<'t>(t: &'t Tree, path: &[usize]) -> Option<&'t Tree> {
    path.iter().try_fold(t, |t, &i| t.kids.get(i))
}

fn at_mut<'t>(t: &'t mut Tree, path: &[usize]) -> Option<&'t mut Tree> {
    path.iter().try_fold(t, |t, &i| t.kids.get_mut(i))
}

fn common_prefix(paths: &[Vec<usize>]) -> Vec<usize> {
    let Some(first) = paths.first() else {
        return vec![];
    };
    let len = paths
        .iter()
        .map(|p| p.iter().zip(first).take_while(|(a, b)| a == b).count())
        .min()
        .unwrap_or(0);
    first[..len].to_vec()
}

/// The let-bound names that are in scope at `path`.
fn bound_on(t: &Tree, path: &[usize]) -> HashSet<Name> {
    let mut out = HashSet::new();
    let mut node = t;
    for &i in path {
        if let (TKind::Let(n), 1) = (&node.kind, i) {
            out.insert(n.clone());
        }
        match node.kids.get(i) {
            Some(k) => node = k,
            None => break,
        }
    }
    out
}

/// The let-bound variables `t` uses that it does not bind itself.
fn free_lets(t: &Tree, lets: &HashSet<Name>, out: &mut HashSet<Name>) {
    match (&t.kind, t.kids.as_slice()) {
        (TKind::Node(Op::Var(n, _)), _) if lets.contains(n) => {
            out.insert(n.clone());
        }
        (TKind::Let(n), [value, body]) => {
            free_lets(value, lets, out);
            let mut inner = HashSet::new();
            free_lets(body, lets, &mut inner);
            inner.remove(n);
            out.extend(inner);
        }
        _ => t.kids.iter().for_each(|k| free_lets(k, lets, out)),
    }
}

/// Replaces every node of class `c` in `t` by `var`.
fn replace(t: &mut Tree, c: Id, var: &Tree) {
    if t.class == Some(c) {
        *t = var.clone();
    } else {
        t.kids.iter_mut().for_each(|k| replace(k, c, var));
    }
}

/// Shares repeated subexpressions, largest first; returns how many lets it
/// added.
pub fn share(tree: &mut Tree, namer: &mut Namer) -> usize {
    let mut lets: HashSet<Name> = HashSet::new();
    let mut refused: HashSet<Id> = HashSet::new();
    let mut added = 0;
    loop {
        let mut occ = Vec::new();
        occurrences(tree, &mut vec![], &mut occ, &mut HashMap::new());
        let size = |paths: &[Vec<usize>]| {
            paths
                .first()
                .and_then(|p| at(tree, p))
                .map_or(0, Tree::size)
        };
        let best = occ
            .iter()
            .filter(|(c, paths)| paths.len() > 1 && !refused.contains(c))
            .map(|(c, paths)| (size(paths), *c, paths))
            .fold(
                None::<(usize, Id, &Vec<Vec<usize>>)>,
                |best, cand| match best {
                    Some(b) if b.0 >= cand.0 => Some(b),
                    _ => Some(cand),
                },
            );
        let Some((_, c, paths)) = best else {
            return added;
        };
        let lca = common_prefix(paths);
        let Some(value) = paths.first().and_then(|p| at(tree, p)).cloned() else {
            return added;
        };
        let Some(site) = at(tree, &lca) else {
            return added;
        };
        let mut free = HashSet::new();
        free_lets(&value, &lets, &mut free);
        let in_scope = bound_on(tree, &lca);
        if !(value.safe || leads_with(site, c)) || !free.is_subset(&in_scope) {
            refused.insert(c);
            continue;
        }
        let name = namer.fresh(c);
        lets.insert(name.clone());
        let var = Tree::var(name.clone(), value.ty.clone(), value.span);
        let Some(site) = at_mut(tree, &lca) else {
            return added;
        };
        let mut body = std::mem::replace(site, var.clone());
        replace(&mut body, c, &var);
        *site = Tree::let_(name, value, body);
        added += 1;
    }
}

/// Turns the `seq`s that remain after sharing into what they mean: dropped
/// when the value is now safe (typically a shared variable), else kept (they
/// become `let _ = value in body`).
pub fn finish_seqs(tree: &mut Tree) {
    tree.kids.iter_mut().for_each(finish_seqs);
    let safe_value = tree.kids.len() == 2 && tree.kids[0].safe;
    if matches!(tree.op(), Some(Op::Seq)) && safe_value {
        if let Some(body) = tree.kids.pop() {
            *tree = body;
        }
    }
}

//! The fold accumulators of a nest at every level, not only the outermost
//! loop's (which [`super::parallel`] splits across threads): an
//! accumulator `acc` of a loop, defined before it, whose every update is
//! `acc := acc ⊕ x` with one operator ⊕ of [`super::scan`]'s table and
//! which nothing in the loop reads otherwise. The language declares a
//! fold's operator associative, so the generator may reassociate such
//! updates on floats (LLVM then vectorises the row sums of a softmax or
//! the force sums of an n-body step); `--strict-float` keeps the sequential
//! order instead. Updates inside a `while` never count: an array-level
//! `loop` is not a fold.

use super::scan::{known_op, Op};
use ir::loops::{Expr, Level, Nest, Stmt, VarId};
use std::collections::{HashMap, HashSet};

/// The accumulators of `nest`'s folds at any level.
pub fn accumulators(nest: &Nest) -> HashSet<VarId> {
    let mut st = State::default();
    let _ = level(&nest.body, false, &mut st);
    st.ops
        .into_iter()
        .filter_map(|(v, op)| (op.is_some() && !st.bad.contains(&v)).then_some(v))
        .collect()
}

#[derive(Default)]
struct State {
    /// Per updated variable, the operator of its fold updates (`None` once
    /// two disagree).
    ops: HashMap<VarId, Option<Op>>,
    /// Variables updated in a way a fold is not, or read inside a loop
    /// that updates them.
    bad: HashSet<VarId>,
}

/// The variables a part of the nest updates by fold updates and reads,
/// less those defined inside it.
#[derive(Default)]
struct Touch {
    updated: HashSet<VarId>,
    read: HashSet<VarId>,
}

impl Touch {
    fn reads(&mut self, e: &Expr) {
        e.each_var(&mut |v| {
            self.read.insert(v);
        });
    }

    fn add(&mut self, other: Touch) {
        self.updated.extend(other.updated);
        self.read.extend(other.read);
    }
}

/// What `l` touches; the variables its `Let`s and `Load`s define are local
/// to it and dropped.
fn level(l: &Level, in_while: bool, st: &mut State) -> Touch {
    let mut t = stmts(&l.pre, in_while, st);
    if let Some(f) = &l.inner {
        t.reads(&f.extent);
        t.add(one_loop(&f.body, in_while, st));
    }
    t.add(stmts(&l.post, in_while, st));
    for s in l.pre.iter().chain(&l.post) {
        for v in s.defines() {
            t.updated.remove(&v);
            t.read.remove(&v);
        }
    }
    t
}

/// A loop's body: a variable that it both updates and reads is no fold's.
fn one_loop(body: &Level, in_while: bool, st: &mut State) -> Touch {
    let t = level(body, in_while, st);
    st.bad.extend(t.updated.intersection(&t.read).copied());
    t
}

fn stmts(ss: &[Stmt], in_while: bool, st: &mut State) -> Touch {
    let mut t = Touch::default();
    for s in ss {
        match s {
            Stmt::Set { var, value, .. } => {
                let others: Vec<VarId> =
                    value.free_vars().into_iter().filter(|v| v != var).collect();
                let op = match others.as_slice() {
                    [x] if !in_while => known_op(value, *var, *x),
                    _ => None,
                };
                match op {
                    Some(op) => {
                        let seen = st.ops.entry(*var).or_insert(Some(op));
                        if *seen != Some(op) {
                            *seen = None;
                        }
                        t.updated.insert(*var);
                    }
                    None => {
                        st.bad.insert(*var);
                    }
                }
                t.read.extend(others);
            }
            Stmt::If { then_, else_, .. } => {
                s.own_exprs(&mut |e| t.reads(e));
                t.add(stmts(then_, in_while, st));
                t.add(stmts(else_, in_while, st));
            }
            Stmt::While { body, .. } => {
                s.own_exprs(&mut |e| t.reads(e));
                t.add(stmts(body, true, st));
            }
            Stmt::For(f) => {
                t.reads(&f.extent);
                t.add(one_loop(&f.body, in_while, st));
            }
            _ => s.own_exprs(&mut |e| t.reads(e)),
        }
    }
    t
}

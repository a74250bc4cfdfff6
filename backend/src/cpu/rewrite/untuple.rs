//! Tuple variables split into one variable per component, and copies
//! propagated. A fold over pairs lowers to a tuple accumulator, updated
//! through the `let`s that take its lambda's patterns apart:
//!
//! ```text
//! tup = acc          a = tup.0        b = tup.1
//! tup2 = x           c = tup2.0       d = tup2.1
//! acc := (a + c, b + d)
//! ```
//!
//! An analysis that looks for `acc := acc ⊕ x` (a parallel reduction, a
//! reassociated float fold) sees none here. [`split`] gives each tuple
//! variable whose every definition is a literal tuple or another tuple
//! variable one variable per component (`acc.0`, `acc.1`), and then
//! replaces the variables that only copy another one by it, so that the
//! update above becomes `acc.0 := acc.0 + x.0` and `acc.1 := acc.1 + x.1`.
//!
//! Values, errors and their order are unchanged: a tuple's components are
//! evaluated left to right as before, an update whose component reads an
//! earlier component of the same variable goes through temporaries, a copy
//! is replaced only where its source cannot have changed since it was made,
//! and only copies (which cannot fail) are dropped.
//!
//! Like [`super::delinearise`], a rewrite the CPU backend applies after the
//! cost model: no read or write changes.

use ir::id::IdVec;
use ir::loops::rewrite_level;
use ir::loops::{nests_mut, Expr, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use ir::ScalarType;
use std::collections::{BTreeMap, HashMap, HashSet};

/// `p` with the tuple variables of its nests split into their components
/// and copies propagated; how many tuple variables were split.
pub fn split(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut count = 0;
    let (body, vars) = (&mut out.body, &mut out.vars);
    nests_mut(body, &mut |nest| {
        count += split_nest(nest, vars);
        propagate_copies(nest);
    });
    (out, count)
}

/// The components of each split variable.
type Parts = HashMap<VarId, Vec<VarId>>;

fn split_nest(nest: &mut Nest, vars: &mut IdVec<VarId, VarDecl>) -> usize {
    let parts = candidates(nest, vars);
    if parts.is_empty() {
        return 0;
    }
    let parts: Parts = parts
        .into_iter()
        .map(|(v, tys)| {
            let comps = tys
                .into_iter()
                .enumerate()
                .map(|(k, ty)| {
                    vars.push(VarDecl {
                        name: format!("{}.{k}", vars[v].name),
                        ty,
                    })
                })
                .collect();
            (v, comps)
        })
        .collect();
    nest.body
        .walk_mut(&mut |s| s.own_exprs_mut(&mut |e| uses(e, &parts)));
    inner_extents_mut(&mut nest.body, &mut |e| uses(e, &parts));
    rewrite_level(&mut nest.body, &mut |s, out| {
        definitions(s, &parts, vars, out)
    });
    parts.len()
}

/// The tuple variables of `nest` that can be split, with their components'
/// types: flat tuples (of scalars) defined only by `let` and `:=` of a
/// literal tuple or a variable. In the order of their ids, so that the
/// components' ids (and the code's names) are the same on every run.
fn candidates(nest: &Nest, vars: &IdVec<VarId, VarDecl>) -> BTreeMap<VarId, Vec<ScalarType>> {
    let flat = |v: VarId| match &vars[v].ty {
        ScalarType::Tuple(ts) if ts.iter().all(|t| matches!(t, ScalarType::Prim(_))) => {
            Some(ts.clone())
        }
        _ => None,
    };
    let mut ok: BTreeMap<VarId, bool> = BTreeMap::new();
    let mut other: HashSet<VarId> = HashSet::new();
    nest.body.walk(&mut |s| {
        match s {
            Stmt::Let { var, value, .. } | Stmt::Set { var, value, .. } => {
                if let Some(ts) = flat(*var) {
                    let simple = match value {
                        Expr::Tuple(es) => es.len() == ts.len(),
                        Expr::Var(w) => vars[*w].ty == vars[*var].ty,
                        _ => false,
                    };
                    *ok.entry(*var).or_insert(true) &= simple;
                }
            }
            Stmt::Load { var, .. } => {
                other.insert(*var);
            }
            Stmt::Combine { new, old, .. } => {
                other.extend([*new, *old]);
            }
            _ => {}
        }
        s.own_exprs(&mut |e| {
            e.walk(&mut |x| {
                if let Expr::Let { var, .. } = x {
                    other.insert(*var);
                }
            })
        });
    });
    ok.into_iter()
        .filter(|(v, ok)| *ok && !other.contains(v))
        .filter_map(|(v, _)| Some((v, flat(v)?)))
        .collect()
}

/// Reads of split variables: `v.k` becomes `v`'s component `k`, any other
/// read of `v` the tuple of its components.
fn uses(e: &mut Expr, parts: &Parts) {
    if let Expr::Proj(inner, k) = e {
        if let Expr::Var(v) = **inner {
            if let Some(comps) = parts.get(&v) {
                *e = Expr::Var(comps[*k]);
                return;
            }
        }
    }
    if let Expr::Var(v) = e {
        if let Some(comps) = parts.get(v) {
            *e = Expr::Tuple(comps.iter().map(|c| Expr::Var(*c)).collect());
        }
        return;
    }
    e.for_each_child_mut(&mut |c| uses(c, parts));
}

/// The extents of the inner loops of `l` and of the levels inside it (the
/// expressions that [`Level::walk_mut`] does not reach).
fn inner_extents_mut(l: &mut Level, f: &mut dyn FnMut(&mut Expr)) {
    if let Some(inner) = &mut l.inner {
        f(&mut inner.extent);
        inner_extents_mut(&mut inner.body, f);
    }
    for s in l.pre.iter_mut().chain(l.post.iter_mut()) {
        if let Stmt::For(fo) = s {
            inner_extents_mut(&mut fo.body, f);
        }
    }
}

/// A definition of a split variable as definitions of its components (its
/// value already through [`uses`]: a literal tuple, or a variable that was
/// not split); any other statement as it is.
fn definitions(s: Stmt, parts: &Parts, vars: &mut IdVec<VarId, VarDecl>, out: &mut Vec<Stmt>) {
    let (var, value, at, set) = match s {
        Stmt::Let { var, value, at } if parts.contains_key(&var) => (var, value, at, false),
        Stmt::Set { var, value, at } if parts.contains_key(&var) => (var, value, at, true),
        other => return out.push(other),
    };
    let comps = &parts[&var];
    let values: Vec<Expr> = match value {
        Expr::Tuple(es) => es,
        other => (0..comps.len())
            .map(|k| Expr::Proj(Box::new(other.clone()), k))
            .collect(),
    };
    if !set {
        for (c, value) in comps.iter().zip(values) {
            out.push(Stmt::Let { var: *c, value, at });
        }
        return;
    }
    // `acc := (acc.1, acc.0)` must read both before it sets either.
    let reads_earlier = values.iter().enumerate().any(|(k, e)| {
        let free = e.free_vars();
        comps[..k].iter().any(|c| free.contains(c))
    });
    if !reads_earlier {
        for (c, value) in comps.iter().zip(values) {
            out.push(Stmt::Set { var: *c, value, at });
        }
        return;
    }
    let temps: Vec<VarId> = comps
        .iter()
        .map(|c| {
            vars.push(VarDecl {
                name: format!("{}_next", vars[*c].name),
                ty: vars[*c].ty.clone(),
            })
        })
        .collect();
    for (t, value) in temps.iter().zip(values) {
        out.push(Stmt::Let { var: *t, value, at });
    }
    for (c, t) in comps.iter().zip(&temps) {
        out.push(Stmt::Set {
            var: *c,
            value: Expr::Var(*t),
            at,
        });
    }
}

/// Every read of a copy `x = y` (a `let` of a variable, `x` never updated)
/// becomes a read of `y` where `y` cannot have been updated since the copy
/// was made; copies no longer read are dropped.
fn propagate_copies(nest: &mut Nest) {
    let updated = sets_in_level(&nest.body);
    propagate_level(&mut nest.body, &mut HashMap::new(), &updated);
    let mut read: HashSet<VarId> = HashSet::new();
    nest.body
        .exprs(&mut |e| e.each_var(&mut |v| _ = read.insert(v)));
    rewrite_level(&mut nest.body, &mut |s, out| match s {
        Stmt::Let {
            var,
            value: Expr::Var(_),
            ..
        } if !read.contains(&var) && !updated.contains(&var) => {}
        other => out.push(other),
    });
}

/// The copies in effect: `x` reads as `y`.
type Copies = HashMap<VarId, VarId>;

fn propagate_level(l: &mut Level, copies: &mut Copies, updated: &HashSet<VarId>) {
    propagate_list(&mut l.pre, copies, updated);
    if let Some(inner) = &mut l.inner {
        substitute(&mut inner.extent, copies);
        // A later iteration sees what an earlier one updated.
        forget(copies, &sets_in_level(&inner.body));
        propagate_level(&mut inner.body, &mut copies.clone(), updated);
    }
    propagate_list(&mut l.post, copies, updated);
}

fn propagate_list(ss: &mut [Stmt], copies: &mut Copies, updated: &HashSet<VarId>) {
    for s in ss {
        match s {
            Stmt::Set { var, value, .. } => {
                substitute(value, copies);
                let var = *var;
                forget(copies, &HashSet::from([var]));
            }
            Stmt::Let { var, value, .. } => {
                substitute(value, copies);
                if let Expr::Var(y) = value {
                    if !updated.contains(var) {
                        copies.insert(*var, *y);
                    }
                }
            }
            Stmt::If {
                cond, then_, else_, ..
            } => {
                substitute(cond, copies);
                propagate_list(then_, &mut copies.clone(), updated);
                propagate_list(else_, &mut copies.clone(), updated);
                forget(copies, &sets_in(then_.iter().chain(else_.iter())));
            }
            Stmt::While { cond, body, .. } => {
                forget(copies, &sets_in(body.iter()));
                substitute(cond, copies);
                propagate_list(body, &mut copies.clone(), updated);
            }
            Stmt::For(f) => {
                substitute(&mut f.extent, copies);
                forget(copies, &sets_in_level(&f.body));
                propagate_level(&mut f.body, &mut copies.clone(), updated);
            }
            other => other.own_exprs_mut(&mut |e| substitute(e, copies)),
        }
    }
}

/// The variables updated in `ss` and the statements nested in them.
fn sets_in<'a>(ss: impl Iterator<Item = &'a Stmt>) -> HashSet<VarId> {
    updated_by(|f| ss.for_each(|s| s.walk(f)))
}

/// The variables updated anywhere in `l`.
fn sets_in_level(l: &Level) -> HashSet<VarId> {
    updated_by(|f| l.walk(f))
}

/// The variables that the statements `walk` visits update.
fn updated_by(walk: impl FnOnce(&mut dyn FnMut(&Stmt))) -> HashSet<VarId> {
    let mut out = HashSet::new();
    walk(&mut |t| {
        if let Stmt::Set { var, .. } = t {
            out.insert(*var);
        }
    });
    out
}

/// Drops the copies of the variables in `changed` (and copies of copies:
/// every entry names its source as first made).
fn forget(copies: &mut Copies, changed: &HashSet<VarId>) {
    copies.retain(|_, y| !changed.contains(y));
}

fn substitute(e: &mut Expr, copies: &Copies) {
    if copies.is_empty() {
        return;
    }
    e.rename(&|v| copies.get(&v).copied());
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::ast::BinOp;
    use ir::graph::NodeId;
    use ir::Prim;

    const AT: NodeId = NodeId::new(0);

    fn var(vars: &mut IdVec<VarId, VarDecl>, name: &str, ty: ScalarType) -> VarId {
        vars.push(VarDecl {
            name: name.into(),
            ty,
        })
    }

    /// `acc := (acc.1, acc.0 + i)` with `acc` split: both components are
    /// computed into temporaries before either is set.
    #[test]
    fn an_update_reading_an_earlier_component_goes_through_temporaries() {
        let mut vars = IdVec::new();
        let pair = ScalarType::Tuple(vec![ScalarType::I64, ScalarType::I64]);
        let acc = var(&mut vars, "acc", pair);
        let (a0, a1) = (
            var(&mut vars, "acc.0", ScalarType::I64),
            var(&mut vars, "acc.1", ScalarType::I64),
        );
        let i = var(&mut vars, "i", ScalarType::I64);
        let parts: Parts = [(acc, vec![a0, a1])].into_iter().collect();
        let swap = Expr::Tuple(vec![
            Expr::Var(a1),
            Expr::bin(BinOp::Add, Expr::Var(a0), Expr::Var(i)),
        ]);
        let mut out = Vec::new();
        let set = |value| Stmt::Set {
            var: acc,
            value,
            at: AT,
        };
        definitions(set(swap), &parts, &mut vars, &mut out);
        let shape: Vec<(bool, VarId, Vec<VarId>)> = out
            .iter()
            .map(|s| match s {
                Stmt::Let { var, value, .. } => (false, *var, value.free_vars()),
                Stmt::Set { var, value, .. } => (true, *var, value.free_vars()),
                other => panic!("{other:?}"),
            })
            .collect();
        let (t0, t1) = (shape[0].1, shape[1].1);
        assert_eq!(
            shape,
            vec![
                (false, t0, vec![a1]),
                (false, t1, vec![a0, i]),
                (true, a0, vec![t0]),
                (true, a1, vec![t1]),
            ]
        );
        // Reading only later components: set in order, no temporaries.
        let mut out = Vec::new();
        let later = Expr::Tuple(vec![Expr::Var(a1), Expr::Var(i)]);
        definitions(set(later), &parts, &mut vars, &mut out);
        assert!(
            matches!(&out[..], [Stmt::Set { var: x, .. }, Stmt::Set { var: y, .. }] if *x == a0 && *y == a1),
            "{out:?}"
        );
    }

    /// `a = acc; acc := a + x; b = a`: the update may read `acc` for `a`,
    /// the statement after it may not (it would see the new value).
    #[test]
    fn a_copy_is_not_replaced_past_an_update_of_its_source() {
        let mut vars = IdVec::new();
        let i64t = ScalarType::Prim(Prim::I64);
        let [acc, a, x, b] = ["acc", "a", "x", "b"].map(|n| var(&mut vars, n, i64t.clone()));
        let mut ss = vec![
            Stmt::Let {
                var: a,
                value: Expr::Var(acc),
                at: AT,
            },
            Stmt::Set {
                var: acc,
                value: Expr::bin(BinOp::Add, Expr::Var(a), Expr::Var(x)),
                at: AT,
            },
            Stmt::Let {
                var: b,
                value: Expr::Var(a),
                at: AT,
            },
        ];
        let updated = HashSet::from([acc]);
        propagate_list(&mut ss, &mut HashMap::new(), &updated);
        let Stmt::Set { value, .. } = &ss[1] else {
            panic!()
        };
        assert_eq!(value.free_vars(), vec![acc, x]);
        let Stmt::Let { value, .. } = &ss[2] else {
            panic!()
        };
        assert_eq!(value, &Expr::Var(a));
    }
}

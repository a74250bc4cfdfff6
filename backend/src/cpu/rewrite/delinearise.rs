//! Row-major reads through a flat position read flat. `reshape` lowers to
//! its source read at the position the output index has in row-major
//! order, split back into the source's indices by division:
//!
//! ```text
//! flat = i * dim(r, 1) + j
//! x = a[flat / dim(a, 1), flat % dim(a, 1)]
//! ```
//!
//! In row-major order that element *is* `a`'s element `flat`, so
//! [`flatten`] reads it through a rank-1 alias of `a`'s storage
//! ([`Item::Alias`], no copy) as `a_flat[flat]`: the divisions, and the
//! checks on their quotients and remainders, go away, and the read is
//! contiguous in the inner loop (which then vectorises).
//!
//! The rule, for a read `x[e0, …, e(r-1)]` of an array of rank `r ≥ 2`:
//! with `D(k) = dim(x, k)` and some `f`, the indices are `e(r-1) = f %
//! D(r-1)`, `e(k) = (f / D(r-1) / … / D(k+1)) % D(k)` and `e0 = f / D(r-1)
//! / … / D(1)`. Extents are compared through the nest's shapes (`dim(sq,
//! 1)` is `dim(a, 1)` when `sq` is a `map` over `a`) and indices through
//! the `let`s of quotients and remainders that bind them.
//!
//! Errors stay where they were: the indices are all in bounds exactly when
//! `0 <= f < D(0) * … * D(r-1)`, which the flat read checks (with an extent
//! `D(k) = 0` for `k ≥ 1`, the original divides by zero and the flat read
//! is out of bounds: both fail at the same element; the error reported is
//! the reference interpreter's either way, `interp::precise`). A check
//! statement on one of the indices is implied by the flat read's and is
//! left out where the read follows it in the same straight-line statements.
//!
//! Like [`super::element_loops`], this is a rewrite the CPU backend applies
//! after the cost model: reads and writes stay what they were, one for one.

use ir::ast::BinOp;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{ArrayDecl, Expr, Item, Level, LoopProgram, Nest, ShapeDef, Stmt, VarId};
use std::collections::{HashMap, HashSet};

/// `p` with every row-major read through a flat position read flat (at
/// any depth of array-level control flow); how many reads were.
pub fn flatten(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let body = std::mem::take(&mut out.body);
    let mut count = 0;
    out.body = items(body, &mut out, &mut count);
    (out, count)
}

fn items(list: Vec<Item>, p: &mut LoopProgram, count: &mut usize) -> Vec<Item> {
    let mut out = Vec::new();
    for mut it in list {
        match &mut it {
            Item::Nest(nest) => {
                for (input, flat, at) in flatten_nest(nest, p, count) {
                    let dims = (0..p.arrays[input].rank)
                        .map(|axis| Expr::Dim { array: input, axis })
                        .reduce(|a, b| Expr::bin(BinOp::Mul, a, b))
                        .expect("rank >= 2");
                    out.push(Item::Alias {
                        node: at,
                        input,
                        shape: ShapeDef {
                            array: flat,
                            dims: vec![dims],
                            alloc: false,
                            compact: false,
                            checks: Vec::new(),
                            origin: at,
                        },
                    });
                }
            }
            Item::If { then_, else_, .. } => {
                then_.items = items(std::mem::take(&mut then_.items), p, count);
                else_.items = items(std::mem::take(&mut else_.items), p, count);
            }
            Item::Loop { body, .. } => {
                body.items = items(std::mem::take(&mut body.items), p, count)
            }
            Item::Alias { .. } => {}
        }
        out.push(it);
    }
    out
}

/// Rewrites `nest`'s row-major reads; returns the aliases it needs before
/// it: (array, its flat alias, the node naming the alias).
fn flatten_nest(
    nest: &mut Nest,
    p: &mut LoopProgram,
    count: &mut usize,
) -> Vec<(ArrayId, ArrayId, NodeId)> {
    let facts = Facts::of(nest);
    let mut aliases: Vec<(ArrayId, ArrayId, NodeId)> = Vec::new();
    let mut split_vars: HashSet<VarId> = HashSet::new();
    each_list(&mut nest.body, &mut |ss| {
        let mut k = 0;
        while k < ss.len() {
            let Stmt::Load {
                array, index, at, ..
            } = &ss[k]
            else {
                k += 1;
                continue;
            };
            let (array, at) = (*array, *at);
            let Some((f, expected)) = facts.row_major(array, index, &p.arrays[array]) else {
                k += 1;
                continue;
            };
            index.iter().for_each(|x| split_vars.extend(x.free_vars()));
            let flat = match aliases.iter().find(|a| a.0 == array) {
                Some(a) => a.1,
                None => {
                    let decl = &p.arrays[array];
                    let flat = p.arrays.push(ArrayDecl {
                        name: format!("{}_flat", decl.name).into(),
                        elem: decl.elem.clone(),
                        rank: 1,
                    });
                    aliases.push((array, flat, at));
                    flat
                }
            };
            if let Stmt::Load {
                array: a, index, ..
            } = &mut ss[k]
            {
                *a = flat;
                *index = vec![f];
            }
            *count += 1;
            // The checks on the indices before the read, back to the last
            // statement that is not straight-line code: implied by the
            // read's own.
            let mut j = k;
            while j > 0
                && matches!(
                    ss[j - 1],
                    Stmt::Let { .. } | Stmt::Load { .. } | Stmt::Check { .. }
                )
            {
                j -= 1;
                if let Stmt::Check { check, .. } = &ss[j] {
                    if facts.checks_an_index(&check.cond, array, &expected) {
                        ss.remove(j);
                        k -= 1;
                    }
                }
            }
            k += 1;
        }
    });
    if !aliases.is_empty() {
        remove_unused(&mut nest.body, &split_vars, &facts);
        nest.inputs.extend(aliases.iter().map(|a| a.1));
    }
    aliases
}

/// What a nest says about its values: the `let`s binding quotients and
/// remainders, or tuples or `let` expressions of them (a gather's index),
/// and each fused array's extents as the nest's shapes give them.
struct Facts {
    splits: HashMap<VarId, Expr>,
    shapes: HashMap<(ArrayId, usize), Expr>,
    /// Variables a `:=` updates: a flat position over them is not the one
    /// a `let` computed earlier.
    updated: HashSet<VarId>,
}

impl Facts {
    fn of(nest: &Nest) -> Facts {
        let mut splits = HashMap::new();
        let mut updated = HashSet::new();
        nest.body.walk(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                updated.insert(*var);
            }
            if let Stmt::Let { var, value, .. } = s {
                let split = matches!(
                    value,
                    Expr::Binary(BinOp::Div | BinOp::Rem, ..) | Expr::Tuple(_) | Expr::Let { .. }
                );
                if split {
                    splits.insert(*var, value.clone());
                }
            }
        });
        let mut shapes = HashMap::new();
        for sd in &nest.shapes {
            for (axis, d) in sd.dims.iter().enumerate() {
                shapes.insert((sd.array, axis), d.clone());
            }
        }
        Facts {
            splits,
            shapes,
            updated,
        }
    }

    /// `x` with the quotients, remainders and tuples it reads spelled out
    /// (`let` expressions substituted, components of tuples taken) and
    /// every extent as the earliest array the nest's shapes give it from.
    fn normal(&self, x: &Expr, depth: usize) -> Expr {
        self.normal_in(x, &[], depth)
    }

    /// [`Facts::normal`] with the `let` expressions around `x` bound in
    /// `env` (innermost last, values in normal form).
    fn normal_in(&self, x: &Expr, env: &[(VarId, Expr)], depth: usize) -> Expr {
        if depth > 64 {
            return x.clone();
        }
        match x {
            Expr::Var(v) => match env.iter().rev().find(|(w, _)| w == v) {
                Some((_, e)) => e.clone(),
                None => match self.splits.get(v) {
                    Some(d) => self.normal_in(d, &[], depth + 1),
                    None => x.clone(),
                },
            },
            Expr::Let { var, value, body } => {
                let mut inner = env.to_vec();
                inner.push((*var, self.normal_in(value, env, depth + 1)));
                self.normal_in(body, &inner, depth + 1)
            }
            Expr::Proj(t, k) => match self.normal_in(t, env, depth + 1) {
                Expr::Tuple(items) if *k < items.len() => items[*k].clone(),
                t => Expr::Proj(Box::new(t), *k),
            },
            Expr::Dim { array, axis } => match self.shapes.get(&(*array, *axis)) {
                Some(d @ Expr::Dim { .. }) => self.normal_in(d, &[], depth + 1),
                _ => x.clone(),
            },
            _ => {
                let mut y = x.clone();
                y.for_each_child_mut(&mut |c| *c = self.normal_in(c, env, depth + 1));
                y
            }
        }
    }

    /// The flat position `f` when `index` reads `array` (declared `decl`)
    /// in row-major order through it, and the indices in normal form.
    fn row_major(
        &self,
        array: ArrayId,
        index: &[Expr],
        decl: &ArrayDecl,
    ) -> Option<(Expr, Vec<Expr>)> {
        let r = decl.rank;
        if r < 2 || index.len() != r {
            return None;
        }
        let Expr::Binary(BinOp::Rem, f, _) = self.normal(&index[r - 1], 0) else {
            return None;
        };
        let expected = self.indices(array, &f, r);
        let all = index
            .iter()
            .zip(&expected)
            .all(|(x, want)| self.normal(x, 0) == *want);
        let fixed = f.free_vars().iter().all(|v| !self.updated.contains(v));
        (all && fixed).then_some((*f, expected))
    }

    /// The indices of flat position `f` in `array` of rank `r`, in normal
    /// form.
    fn indices(&self, array: ArrayId, f: &Expr, r: usize) -> Vec<Expr> {
        let mut out = vec![Expr::i64(0); r];
        let mut rest = f.clone();
        for axis in (1..r).rev() {
            let d = self.normal(&Expr::Dim { array, axis }, 0);
            out[axis] = Expr::bin(BinOp::Rem, rest.clone(), d.clone());
            rest = Expr::bin(BinOp::Div, rest, d);
        }
        out[0] = rest;
        out
    }

    /// Whether `cond` is `(x >= 0) && (x < dim(_, k))` for the index
    /// `indices[k]` of `array` and an extent equal to its axis `k`'s.
    fn checks_an_index(&self, cond: &Expr, array: ArrayId, indices: &[Expr]) -> bool {
        let Some((x, extent)) = cond.as_range_check() else {
            return false;
        };
        let x = self.normal(x, 0);
        let extent = self.normal(extent, 0);
        indices
            .iter()
            .enumerate()
            .any(|(axis, ix)| *ix == x && extent == self.normal(&Expr::Dim { array, axis }, 0))
    }
}

/// Calls `f` on every statement list of `l`: the levels' and those nested
/// in `if`s and `while`s.
fn each_list(l: &mut Level, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
    fn nested(ss: &mut [Stmt], f: &mut dyn FnMut(&mut Vec<Stmt>)) {
        for s in ss {
            for body in s.bodies_mut() {
                f(body);
                nested(body, f);
            }
        }
    }
    l.stmts_mut(&mut |ss| {
        f(ss);
        nested(ss, f);
    });
}

/// Removes the `let`s of quotients, remainders and tuples among `candidates` that
/// nothing reads any more (until none is left: one may read another).
fn remove_unused(l: &mut Level, candidates: &HashSet<VarId>, facts: &Facts) {
    loop {
        let mut read: HashSet<VarId> = HashSet::new();
        l.exprs(&mut |x| read.extend(x.free_vars()));
        let dead =
            |v: &VarId| candidates.contains(v) && facts.splits.contains_key(v) && !read.contains(v);
        let mut removed = false;
        each_list(l, &mut |ss| {
            let before = ss.len();
            ss.retain(|s| !matches!(s, Stmt::Let { var, .. } if dead(var)));
            removed |= ss.len() < before;
        });
        if !removed {
            return;
        }
    }
}

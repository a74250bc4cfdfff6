//! Extents that divide, named before the loops. `(j % dim(x, 0) + n) %
//! dim(x, 0)` divides by an extent, which is the same at every element of a
//! nest (shapes are fixed before it runs), but a code generator that
//! prepares invariant divisors once (the CPU backend's `llvm::divide`,
//! which turns each division into multiplies that vectorise) knows
//! variables, not expressions. [`name_extents`] binds each extent that some
//! division or remainder of a nest divides by to a variable defined before
//! the nest's outermost loop (`d = dim(x, 0)`) and divides by that.
//!
//! The value of every expression is unchanged, and so are the errors: the
//! division's zero check reads the variable instead of the extent. A
//! compacted array's extent (a `filter`'s output while the nest appends to
//! it) is left alone: it is not fixed while the nest runs.
//!
//! Like [`super::delinearise`], a rewrite the CPU backend applies after the
//! cost model: no read or write changes.

use ir::ast::BinOp;
use ir::graph::ArrayId;
use ir::loops::{nests_mut, Expr, LoopProgram, Nest, Stmt, VarDecl, VarId};
use ir::{Prim, ScalarType};
use std::collections::BTreeMap;

/// `p` with every extent that a nest divides by bound to a variable before
/// the nest's loops; how many extents were.
pub fn name_extents(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut count = 0;
    let (body, vars) = (&mut out.body, &mut out.vars);
    let arrays = &out.arrays;
    nests_mut(body, &mut |nest| {
        let extents = divided_extents(nest);
        if extents.is_empty() {
            return;
        }
        let Some(&at) = nest.nodes.first() else {
            return;
        };
        let mut named = BTreeMap::new();
        let mut lets = Vec::new();
        for (array, axis) in extents {
            let var = vars.push(VarDecl {
                name: format!("{}_dim{axis}", arrays[array].name),
                ty: ScalarType::Prim(Prim::I64),
            });
            named.insert((array, axis), var);
            lets.push(Stmt::Let {
                var,
                value: Expr::Dim { array, axis },
                at,
            });
        }
        count += lets.len();
        nest.body
            .walk_mut(&mut |s| s.own_exprs_mut(&mut |x| rename_divisors(x, &named)));
        lets.append(&mut nest.body.pre);
        nest.body.pre = lets;
    });
    (out, count)
}

/// The extents some division or remainder of `nest` divides by, except
/// those of arrays the nest compacts.
fn divided_extents(nest: &Nest) -> Vec<(ArrayId, usize)> {
    let compacted = nest.compacted();
    let mut out = Vec::new();
    nest.body.walk(&mut |s| {
        s.own_exprs(&mut |x| {
            x.walk(&mut |y| {
                if let Some((array, axis)) = extent_divisor(y) {
                    if !compacted.contains(&array) && !out.contains(&(array, axis)) {
                        out.push((array, axis));
                    }
                }
            })
        })
    });
    out
}

/// `(array, axis)` where `x` is `_ / dim(array, axis)` or `_ % dim(array, axis)`.
fn extent_divisor(x: &Expr) -> Option<(ArrayId, usize)> {
    match x {
        Expr::Binary(BinOp::Div | BinOp::Rem, _, d) => match **d {
            Expr::Dim { array, axis } => Some((array, axis)),
            _ => None,
        },
        _ => None,
    }
}

/// Divides by the named variables instead of the extents, at any depth of `x`.
fn rename_divisors(x: &mut Expr, named: &BTreeMap<(ArrayId, usize), VarId>) {
    if let Some(key) = extent_divisor(x) {
        if let (Some(&var), Expr::Binary(_, _, d)) = (named.get(&key), &mut *x) {
            **d = Expr::Var(var);
        }
    }
    x.for_each_child_mut(&mut |c| rename_divisors(c, named));
}

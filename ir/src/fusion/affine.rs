//! Reads at affine indices: arrays that a `generate`'s element function reads
//! only at indices that are affine functions of its own index, clamped or
//! not (`bright[i - 1, j + 2]`, `xs[max 0 (min (n - 1) (i + 1))]`, 25 such
//! reads in a hand-written 5x5 convolution). Such a read is the gather of a
//! `backpermute` or a `stencil` written inside the lambda: labelling makes
//! the array an input of the node read at computed indices, so that the
//! array's producer may be recomputed at each read, or stored, as the
//! strategy chooses (the ILP weighs both, `docs/fusion.md`), instead of a
//! fusion-preventing read.
//!
//! An array qualifies when it is not read at the node's own index
//! ([`crate::own_index`]) and every read of it in the lambda is
//! `a[e1, .., ek]` where each `ei`, with the lambda's `let`s substituted,
//! is built from the index variables, integer literals and size names by
//! `+`, `-`, negation, `*` by a factor without index variables, `min` and
//! `max`; every read is unconditional (not in a branch of an `if` nor on the
//! right of `&&` or `||`), so that each element makes each distinct read
//! exactly once and the count of reads per element is exact; the index
//! variables are not rebound inside the lambda; and the operation reads the
//! array in no other scalar expression (nor its `length` or `shape`). Its
//! reads per element are its *distinct* indices ([`index_key`]): lowering
//! loads each distinct index once, before the lambda's body.

use crate::ast::{BinOp, Builtin, Lit, Op, SExpr, SExprKind, SPat, UnOp};
use crate::own_index::{index_params, own_index_reads, read_elsewhere, rebinds};
use crate::size::Size;
use crate::Name;
use std::collections::BTreeSet;

/// [`affine_reads`] of a node, by array id (`A`: the labelled graph's
/// `ArrayId`, or the labeller's while it builds the graph): `out` is its
/// result; `shape` gives an array's declared shape and `by_name` finds an
/// array. Each with its distinct reads per element.
pub fn affine_arrays<A: Copy>(
    op: &Op,
    out: A,
    shape: &dyn Fn(A) -> Vec<Size>,
    by_name: &dyn Fn(&Name) -> Option<A>,
) -> Vec<(A, usize)> {
    let shape_of = |name: &Name| by_name(name).map(shape);
    affine_reads(op, &shape(out), &shape_of)
        .into_iter()
        .filter_map(|(name, reads)| by_name(&name).map(|a| (a, reads)))
        .collect()
}

/// The arrays `op` (a `generate` over `space`) reads only at affine
/// indices of its own, in order of first read, each with its number of
/// distinct indices; not those it reads at its own index
/// ([`crate::own_index`]). `shape_of` gives an array's declared shape.
pub fn affine_reads(
    op: &Op,
    space: &[Size],
    shape_of: &dyn Fn(&Name) -> Option<Vec<Size>>,
) -> Vec<(Name, usize)> {
    let Op::Generate { f, .. } = op else {
        return Vec::new();
    };
    let Some(params) = index_params(f, space.len()) else {
        return Vec::new();
    };
    if rebinds(&f.body, &params) {
        return Vec::new();
    }
    let mut scan = Scan {
        params: &params,
        lets: Vec::new(),
        found: Vec::new(),
    };
    scan.expr(&f.body, false);
    let elsewhere = read_elsewhere(op, &f.body);
    let own = own_index_reads(op, space, shape_of);
    scan.found
        .into_iter()
        .filter(|r| r.affine && !elsewhere.contains(&r.array) && !own.contains(&r.array))
        .map(|r| (r.array, r.keys.len()))
        .collect()
}

/// One array's reads: whether all are affine and unconditional so far, and
/// their distinct indices.
struct Found {
    array: Name,
    affine: bool,
    keys: BTreeSet<String>,
}

struct Scan<'p> {
    params: &'p [Name],
    /// The `let`s in scope, innermost last: a name's value closed over the
    /// index variables, or `None` when it is not affine.
    lets: Lets,
    found: Vec<Found>,
}

/// `let`-bound names in scope, innermost last, each with its value as an
/// affine expression of the index variables (`None`: not one).
pub type Lets = Vec<(Name, Option<SExpr>)>;

impl Scan<'_> {
    /// Records the reads in `e`; `cond`: `e` is evaluated only on some
    /// path (a branch, the right of `&&`/`||`).
    fn expr(&mut self, e: &SExpr, cond: bool) {
        match &e.kind {
            SExprKind::Index { array, indices } => {
                let closed: Option<Vec<SExpr>> = (indices.iter())
                    .map(|x| close(x, self.params, &self.lets))
                    .collect();
                let key = closed.as_deref().map(index_key);
                let at = match self.found.iter().position(|f| &f.array == array) {
                    Some(k) => k,
                    None => {
                        self.found.push(Found {
                            array: array.clone(),
                            affine: true,
                            keys: BTreeSet::new(),
                        });
                        self.found.len() - 1
                    }
                };
                let entry = &mut self.found[at];
                match key {
                    Some(k) if !cond => {
                        entry.keys.insert(k);
                    }
                    _ => entry.affine = false,
                }
                for x in indices {
                    self.expr(x, cond);
                }
            }
            SExprKind::Let { pat, value, body } => {
                self.expr(value, cond);
                let mark = self.lets.len();
                bind(pat, value, self.params, &mut self.lets);
                self.expr(body, cond);
                self.lets.truncate(mark);
            }
            SExprKind::If(c, a, b) => {
                self.expr(c, cond);
                self.expr(a, true);
                self.expr(b, true);
            }
            SExprKind::Binary(BinOp::And | BinOp::Or, a, b) => {
                self.expr(a, cond);
                self.expr(b, true);
            }
            _ => e.for_each_child(&mut |x| self.expr(x, cond)),
        }
    }
}

/// Binds the names of `let pat = value` in `lets`: a name bound to an
/// affine value gets it closed over the index variables `params`.
/// A tuple pattern over a built tuple (an inlined function's arguments)
/// binds component by component.
pub fn bind(pat: &SPat, value: &SExpr, params: &[Name], lets: &mut Lets) {
    match (pat, &value.kind) {
        (SPat::Var { name, .. }, _) => {
            let closed = close(value, params, lets);
            lets.push((name.clone(), closed));
        }
        (SPat::Tuple { elems, .. }, SExprKind::Tuple(values)) if elems.len() == values.len() => {
            // The components are evaluated before any is bound.
            let outer = lets.clone();
            for (p, v) in elems.iter().zip(values) {
                let mut one = outer.clone();
                bind(p, v, params, &mut one);
                lets.extend(one.drain(outer.len()..));
            }
        }
        _ => lets.extend(pat.names().into_iter().map(|n| (n.clone(), None))),
    }
}

/// `e` with every `let`-bound name replaced by its value, when the result
/// is an affine expression of the index variables `params` (see the
/// module's comment); `None` otherwise.
pub fn close(e: &SExpr, params: &[Name], lets: &Lets) -> Option<SExpr> {
    if e.ty != crate::ScalarType::I64 {
        return None;
    }
    let rebuilt = |kind| {
        Some(SExpr {
            kind,
            ty: e.ty.clone(),
            span: e.span,
        })
    };
    match &e.kind {
        SExprKind::Lit(Lit::Int(_)) | SExprKind::Size(_) => Some(e.clone()),
        SExprKind::Var(v) => match lets.iter().rev().find(|(n, _)| n == v) {
            Some((_, value)) => value.clone(),
            None if params.contains(v) => Some(e.clone()),
            None => None,
        },
        SExprKind::Unary(UnOp::Neg, a) => rebuilt(SExprKind::Unary(
            UnOp::Neg,
            Box::new(close(a, params, lets)?),
        )),
        SExprKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
            let (a, b) = (close(a, params, lets)?, close(b, params, lets)?);
            if *op == BinOp::Mul && uses_params(&a, params) && uses_params(&b, params) {
                return None;
            }
            rebuilt(SExprKind::Binary(*op, Box::new(a), Box::new(b)))
        }
        SExprKind::Call(f @ (Builtin::Min | Builtin::Max), args) => {
            let args = (args.iter())
                .map(|x| close(x, params, lets))
                .collect::<Option<Vec<_>>>()?;
            rebuilt(SExprKind::Call(*f, args))
        }
        SExprKind::Let { pat, value, body } => {
            let mut inner = lets.clone();
            bind(pat, value, params, &mut inner);
            close(body, params, &inner)
        }
        _ => None,
    }
}

fn uses_params(e: &SExpr, params: &[Name]) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        if let SExprKind::Var(v) = &x.kind {
            found |= params.contains(v);
        }
    });
    found
}

/// A closed index ([`close`]) as text: two reads load the same element
/// exactly when their keys are equal (the model counts one read per
/// distinct key, and lowering loads once per key).
pub fn index_key(index: &[SExpr]) -> String {
    fn go(e: &SExpr, out: &mut String) {
        match &e.kind {
            SExprKind::Lit(Lit::Int(v)) => out.push_str(&v.to_string()),
            SExprKind::Var(v) => out.push_str(v),
            SExprKind::Size(n) => {
                out.push('#');
                out.push_str(n);
            }
            SExprKind::Unary(_, a) => {
                out.push_str("(-");
                go(a, out);
                out.push(')');
            }
            SExprKind::Binary(op, a, b) => {
                out.push('(');
                go(a, out);
                out.push_str(op.symbol());
                go(b, out);
                out.push(')');
            }
            SExprKind::Call(f, args) => {
                out.push_str(if *f == Builtin::Min { "min(" } else { "max(" });
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        out.push(',');
                    }
                    go(a, out);
                }
                out.push(')');
            }
            _ => out.push('?'),
        }
    }
    let mut out = String::new();
    for (k, e) in index.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        go(e, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::AExprKind;

    /// The affine reads of the body of `def f`, a single `generate` over
    /// `[n][m]` with the parameters `xs: [n][m]f32`, `ys: [m]f32`,
    /// `is: [n]i64`.
    fn affine(body: &str) -> Vec<(String, usize)> {
        let text =
            format!("def f (xs: [n][m]f32) (ys: [m]f32) (is: [n]i64) : [n][m]f32 =\n  {body}\n");
        let p = crate::check_source(&crate::SourceFile::new("t.fl", text))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let def = &p.defs[0];
        let AExprKind::Op(op) = &def.body.kind else {
            panic!("not an operation")
        };
        let space = def.params[0].ty.shape.clone();
        let shape_of = |name: &Name| {
            (def.params.iter())
                .find(|q| &q.name == name)
                .map(|q| q.ty.shape.clone())
        };
        affine_reads(op, &space, &shape_of)
            .into_iter()
            .map(|(a, k)| (a.to_string(), k))
            .collect()
    }

    fn one(name: &str, reads: usize) -> Vec<(String, usize)> {
        vec![(name.to_string(), reads)]
    }

    #[test]
    fn shifted_and_clamped_reads_qualify() {
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> xs[i - 1, j] + xs[i + 1, j] + xs[i, j])"),
            one("xs", 3)
        );
        // Clamped, through `let`s (as a local function inlines), counted
        // once per distinct index.
        assert_eq!(
            affine(
                "generate [n][m] (\\(i, j) -> let c = \\k -> max 0 (min (n - 1) k) in xs[c (i + 1), j] * xs[c (i + 1), j] + xs[c i, 2 * j - m])"
            ),
            one("xs", 2)
        );
        // A lower-rank array, and a size times an index.
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> ys[m - 1 - j] + f32 is[(i + 1) * 1])"),
            vec![("ys".to_string(), 1), ("is".to_string(), 1)]
        );
    }

    #[test]
    fn other_reads_stay_fusion_preventing() {
        let none: Vec<(String, usize)> = Vec::new();
        // Only at the own index: an own-index read, not a gather.
        assert_eq!(affine("generate [n][m] (\\(i, j) -> xs[i, j])"), none);
        // At a data-dependent or non-affine index.
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> xs[is[i], j])"),
            one("is", 1)
        );
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> xs[i * j % n, j])"),
            none
        );
        assert_eq!(affine("generate [n][m] (\\(i, j) -> xs[i / 2, j])"), none);
        // Conditional reads: not made once per element.
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> if i > 0 then xs[i - 1, j] else 0.0f32)"),
            none
        );
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> if i > 0 && xs[i - 1, j] > 0.0f32 then 1.0f32 else 0.0f32)"),
            none
        );
        // Its shape taken, or an index rebound.
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> xs[i, j + 1] + f32 (length xs))"),
            none
        );
        assert_eq!(
            affine("generate [n][m] (\\(i, j) -> let i = j in xs[i, j + 1])"),
            none
        );
    }
}

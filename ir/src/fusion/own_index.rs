//! Own-index reads: arrays that an operation's index lambda reads only at the
//! index it runs at (`ys[i]` in `generate [n] (\i -> ys[i] * 2)`, `is[j]` in
//! a `permute` index function `\j -> is[j]` or a `backpermute` index
//! function `\j -> is[j] + 1`). Such a read is an in-order
//! operand in all but syntax: labelling makes the array an input of the node
//! (so the read is a fusible dependency, streamed and shared like a `map`'s
//! operand) instead of a fusion-preventing read, and lowering loads it once
//! per element at the loop's index.
//!
//! A read qualifies when every read of that array in the lambda is
//! `a[p1, .., pk]` with exactly the lambda's index variables in order, none
//! of them rebound inside the lambda, the operation reads the array in no
//! other scalar expression (nor its `length` or `shape` anywhere), and the array's declared shape equals the
//! iteration space's (both known sizes): then each read is in bounds and
//! the streamed load needs no check.

use crate::ast::{Lambda, Op, SExpr, SExprKind, SPat};
use crate::size::Size;
use crate::Name;

/// [`own_index_reads`] of a node, by array id (`A`: the labelled graph's
/// `ArrayId`, or the labeller's while it builds the graph): `operands` are
/// its operands (in the order of `Op::array_args`), `out` its result;
/// `shape` gives an array's declared shape and `by_name` finds an array.
pub fn own_index_arrays<A: Copy>(
    op: &Op,
    operands: &[A],
    out: A,
    shape: &dyn Fn(A) -> Vec<Size>,
    by_name: &dyn Fn(&Name) -> Option<A>,
) -> Vec<A> {
    let space = match op {
        Op::Permute { .. } => match operands.get(1) {
            Some(src) => shape(*src),
            None => return Vec::new(),
        },
        _ => shape(out),
    };
    let shape_of = |name: &Name| by_name(name).map(shape);
    own_index_reads(op, &space, &shape_of)
        .iter()
        .filter_map(by_name)
        .collect()
}

/// The lambda whose parameters are the node's loop indices, if the
/// operation has one: `generate`'s element function and `backpermute`'s
/// index function (over their output), `permute`'s index function (over
/// its source).
pub fn index_lambda(op: &Op) -> Option<&Lambda> {
    match op {
        Op::Generate { f, .. } => Some(f),
        Op::Backpermute { index, .. } | Op::Permute { index, .. } => Some(index),
        _ => None,
    }
}

/// The arrays `op`'s index lambda reads only at its own index, in order of
/// first read. `space` is the node's iteration space (its output's shape for
/// `generate` and `backpermute`, its source's for `permute`); `shape_of`
/// gives an array's
/// declared shape.
pub fn own_index_reads(
    op: &Op,
    space: &[Size],
    shape_of: &dyn Fn(&Name) -> Option<Vec<Size>>,
) -> Vec<Name> {
    let Some(f) = index_lambda(op) else {
        return Vec::new();
    };
    let Some(params) = index_params(f, space.len()) else {
        return Vec::new();
    };
    if space.iter().any(|s| matches!(s, Size::Unknown)) || rebinds(&f.body, &params) {
        return Vec::new();
    }
    let mut found: Vec<(Name, bool)> = Vec::new();
    f.body.walk(&mut |e| {
        if let SExprKind::Index { array, indices } = &e.kind {
            let own = indices.len() == params.len()
                && indices
                    .iter()
                    .zip(&params)
                    .all(|(x, p)| matches!(&x.kind, SExprKind::Var(v) if v == p));
            match found.iter_mut().find(|(a, _)| a == array) {
                Some(entry) => entry.1 &= own,
                None => found.push((array.clone(), own)),
            }
        }
    });
    let elsewhere = read_elsewhere(op, &f.body);
    found
        .into_iter()
        .filter(|(a, own)| *own && !elsewhere.contains(a))
        .filter(|(a, _)| shape_of(a).is_some_and(|s| s == space))
        .map(|(a, _)| a)
        .collect()
}

/// The arrays that `op` reads outside its index lambda `body` (in
/// another of its scalar expressions: a `permute`'s combining function, an
/// extent), or whose `length` or `shape` it takes anywhere: such an array
/// stays a read (simplest: the extent of an array that is never stored is
/// not looked up).
pub(crate) fn read_elsewhere(op: &Op, body: &SExpr) -> Vec<Name> {
    let mut elsewhere: Vec<Name> = Vec::new();
    for e in op.scalar_exprs() {
        let other = !std::ptr::eq(e, body);
        e.walk(&mut |x| match &x.kind {
            SExprKind::Index { array, .. } | SExprKind::The(array) if other => {
                elsewhere.push(array.clone())
            }
            SExprKind::Length(array) | SExprKind::Shape(array) => elsewhere.push(array.clone()),
            _ => {}
        });
    }
    elsewhere
}

/// The index variables of a lambda over a space of `rank` dimensions: `\i`
/// for rank 1, `\(i, j, ..)` otherwise; `None` when a position is a
/// wildcard or nested.
pub fn index_params(lambda: &Lambda, rank: usize) -> Option<Vec<Name>> {
    let [p] = &lambda.params[..] else {
        return None;
    };
    let var = |p: &SPat| match p {
        SPat::Var { name, .. } => Some(name.clone()),
        _ => None,
    };
    match p {
        SPat::Tuple { elems, .. } if rank > 1 && elems.len() == rank => {
            elems.iter().map(var).collect()
        }
        _ if rank == 1 => var(p).map(|v| vec![v]),
        _ => None,
    }
}

/// Whether a `let` inside `e` rebinds one of `params` (a read `a[i]` under
/// it would not be at the loop's index).
pub(crate) fn rebinds(e: &SExpr, params: &[Name]) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        if let SExprKind::Let { pat, .. } = &x.kind {
            found |= pat.names().iter().any(|n| params.contains(n));
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::AExprKind;

    /// The arrays read at their own index by the body of `def f`, a single
    /// `generate` or `permute` over the parameters `xs: [n]f32`,
    /// `is: [n]i64`, `ys: [m]f32`.
    fn own(body: &str) -> Vec<String> {
        let text = format!(
            "def f (xs: [n]f32) (is: [n]i64) (ys: [m]f32) (d: [n]f32) : [n]f32 =\n  {body}\n"
        );
        let p = crate::check_source(&crate::SourceFile::new("t.fl", text))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let def = &p.defs[0];
        let AExprKind::Op(op) = &def.body.kind else {
            panic!("not an operation")
        };
        let shape_of = |name: &Name| {
            def.params
                .iter()
                .find(|q| &q.name == name)
                .map(|q| q.ty.shape.clone())
        };
        let space = shape_of(&"xs".into()).unwrap();
        own_index_reads(op, &space, &shape_of)
            .iter()
            .map(|a| a.to_string())
            .collect()
    }

    #[test]
    fn reads_at_the_lambdas_own_index_qualify() {
        assert_eq!(own("generate [n] (\\i -> xs[i] * 2.0f32)"), ["xs"]);
        assert_eq!(
            own("permute (+) d (\\j -> is[j]) xs"),
            ["is"],
            "a permute's index function over its source"
        );
        // Read twice, both at the own index.
        assert_eq!(own("generate [n] (\\i -> xs[i] * xs[i])"), ["xs"]);
    }

    #[test]
    fn other_reads_stay_fusion_preventing() {
        let none: [&str; 0] = [];
        // At another index, once is enough.
        assert_eq!(own("generate [n] (\\i -> xs[i] + xs[0])"), none);
        assert_eq!(own("generate [n] (\\i -> xs[n - 1 - i])"), none);
        // Another shape than the iteration space's.
        assert_eq!(own("generate [n] (\\i -> ys[i])"), none);
        // The index rebound inside the lambda.
        assert_eq!(own("generate [n] (\\i -> let i = 0 in xs[i])"), none);
        // Its length taken.
        assert_eq!(own("generate [n] (\\i -> xs[i] + f32 (length xs))"), none);
        // Read in the combining function too.
        assert_eq!(
            own("permute (\\a b -> a + b + xs[0]) d (\\j -> j) xs"),
            none
        );
    }
}

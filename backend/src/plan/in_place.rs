//! `permute`s that take their defaults in place: a scatter starts from a
//! copy of its defaults ([`Stmt::Copy`]), but where the defaults array is
//! an intermediate that nothing reads after the copy, the scatter may
//! start from the defaults' own memory instead (as Accelerate's in-place
//! `permute` does). The CPU driver then swaps the two arrays' buffers
//! where it would have copied, so the nest combines into the defaults.
//!
//! Decided from the loop IR alone ([`defaults`]), conservatively: the
//! nest and the nest that made the defaults are both items of the
//! program's own block (not inside an array-level `if` or `loop`, which
//! may run a nest again), the defaults are not a parameter, a result or
//! the storage of a `reshape`, no item after the nest reads them (nor
//! any array-level `if` or `loop` at all follows), and the nest reads them
//! only to copy them, once (two scatters from the same defaults copy
//! them).
//!
//! A failed scatter runs again from its defaults to report the error the
//! sequential order meets first, but the failed run has combined into
//! the defaults taken in place. That rerun still meets the same first
//! error when no combine's value can fail (no division, no array read:
//! the values are the only part of a scatter that reads what earlier
//! combines wrote), which is the last condition.

use ir::ast::BinOp;
use ir::graph::ArrayId;
use ir::loops::{nests, Expr, Item, LoopProgram, Nest, Stmt};

/// Per nest of `p`, in pre-order ([`ir::loops::nests`]): the copies
/// `(dst, src)` of its `permute`s' defaults whose source the nest may
/// take as its own.
pub fn defaults(program: &LoopProgram) -> Vec<Vec<(ArrayId, ArrayId)>> {
    nests(&program.body)
        .into_iter()
        .map(|n| match top_level(program, n) {
            Some(k) => {
                let all = copies(n);
                let once = |src: ArrayId| all.iter().filter(|c| c.1 == src).count() == 1;
                all.iter()
                    .copied()
                    .filter(|&(dst, src)| once(src) && may_take(program, k, n, dst, src))
                    .collect()
            }
            None => Vec::new(),
        })
        .collect()
}

/// `n`'s position among the items of the program's own block.
fn top_level(p: &LoopProgram, n: &Nest) -> Option<usize> {
    p.body
        .iter()
        .position(|it| matches!(it, Item::Nest(m) if std::ptr::eq(m, n)))
}

/// The copies `(dst, src)` the nest starts with (a `permute`'s defaults).
fn copies(n: &Nest) -> Vec<(ArrayId, ArrayId)> {
    n.body
        .pre
        .iter()
        .filter_map(|s| match s {
            Stmt::Copy { dst, src, .. } => Some((*dst, *src)),
            _ => None,
        })
        .collect()
}

/// Whether the nest at item `k`, `n`, may take `src` as `dst`.
fn may_take(p: &LoopProgram, k: usize, n: &Nest, dst: ArrayId, src: ArrayId) -> bool {
    let made_before = p.body[..k].iter().any(|it| match it {
        Item::Nest(m) => m.shapes.iter().any(|s| s.array == src && s.alloc),
        _ => false,
    });
    let reshaped = p.body.iter().any(|it| match it {
        Item::Alias { input, shape, .. } => *input == src || shape.array == src,
        _ => false,
    });
    let read_after = p.body[k + 1..].iter().any(|it| match it {
        Item::Nest(m) => m.inputs.contains(&src),
        Item::Alias { .. } => false,
        Item::If { .. } | Item::Loop { .. } => true,
    });
    made_before
        && !reshaped
        && !read_after
        && !p.params.contains(&src)
        && !p.results.contains(&src)
        && !reads_beyond_copies(n, src)
        && combines_cannot_fail(n, dst)
}

/// Whether the nest reads `a` other than by copying it.
fn reads_beyond_copies(n: &Nest, a: ArrayId) -> bool {
    let mut read = false;
    n.body.walk(&mut |s| {
        if let Stmt::Load { array, .. } = s {
            read |= *array == a;
        }
    });
    n.body.exprs(&mut |e| read |= indexes(e, a));
    read
}

fn indexes(e: &Expr, a: ArrayId) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= matches!(x, Expr::Index { array, .. } if *array == a));
    found
}

/// Whether every combine into `target` computes its value without a
/// division or an array read, the operations that can fail.
fn combines_cannot_fail(n: &Nest, target: ArrayId) -> bool {
    let mut ok = true;
    n.body.walk(&mut |s| {
        if let Stmt::Combine { array, value, .. } = s {
            if *array == target {
                value.walk(&mut |x| {
                    ok &= !matches!(
                        x,
                        Expr::Index { .. } | Expr::Binary(BinOp::Div | BinOp::Rem, ..)
                    )
                });
            }
        }
    });
    ok
}

//! Two pieces fused into one (van Balen's `Before`/`After`, their primed
//! forms, `Besides`): nests merge depth by depth, a consumer's streamed
//! load of a fused producer's element becomes the producer's element
//! variable, and an element function is inlined at its consumer's reads.

use super::error::LowerError;
use super::inline::{inline_level, inline_stmts};
use super::reorder::{after_post, needs};
use super::state::{ElemFn, Lowerer, Part, Piece};
use super::walk::{adopt_index, each_load};
use ir::graph::ArrayId;
use ir::loops::{Expr, For, Level, Stmt};
use std::collections::HashSet;
use std::fmt;

/// How a fusion tree's inner node fuses its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fusion {
    /// `b` consumes results of `a` that nobody else needs.
    Vertical,
    /// `b` consumes results of `a` that are also stored.
    Diagonal,
    /// `a` and `b` are independent.
    Horizontal,
}

impl Fusion {
    pub fn fuse(self, lowerer: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
        match self {
            Fusion::Vertical => fuse_vertical(lowerer, a, b),
            Fusion::Diagonal => fuse_diagonal(lowerer, a, b),
            Fusion::Horizontal => fuse_horizontal(a, b),
        }
    }
}

impl fmt::Display for Fusion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Fusion::Vertical => "vertical",
            Fusion::Diagonal => "diagonal",
            Fusion::Horizontal => "horizontal",
        })
    }
}

/// `b` consumes results of `a` that nobody else needs: they are never
/// stored (van Balen's `Before`/`After`).
fn fuse_vertical(l: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
    fuse_dependent(l, a, b, Fusion::Vertical)
}

/// `b` consumes results of `a` that are also stored (`Before'`/`After'`).
fn fuse_diagonal(l: &mut Lowerer, a: Piece, b: Piece) -> Result<Piece, LowerError> {
    fuse_dependent(l, a, b, Fusion::Diagonal)
}

/// `a` and `b` are independent; they share the loops (`Besides`).
fn fuse_horizontal(a: Piece, b: Piece) -> Result<Piece, LowerError> {
    match (a, b) {
        (Piece::Nest(a), Piece::Nest(b)) => Ok(Piece::Nest(merge_parts(a, b)?)),
        _ => Err(LowerError::Fusion(
            "a recomputed node beside an independent nest".into(),
        )),
    }
}

/// `b` reads what `a` computes (`how`: vertically or diagonally; which
/// arrays are stored is decided when the nest is finished).
fn fuse_dependent(l: &mut Lowerer, a: Piece, b: Piece, how: Fusion) -> Result<Piece, LowerError> {
    match (a, b) {
        (Piece::Elem(a), Piece::Nest(b)) => Ok(Piece::Nest(elem_into_nest(l, &a, b))),
        (Piece::Elem(a), Piece::Elem(b)) => Ok(Piece::Elem(elem_into_elem(l, &a, b))),
        (Piece::Nest(a), Piece::Nest(b)) => Ok(Piece::Nest(nest_into_nest(l, a, b, how)?)),
        (Piece::Nest(_), Piece::Elem(_)) => Err(LowerError::Fusion(format!(
            "{how} fusion of a loop nest into a recomputed node"
        ))),
    }
}

/// A recomputed producer inlined at its consumer nest's reads; its `the`
/// loads go first.
fn elem_into_nest(l: &mut Lowerer, a: &ElemFn, mut b: Part) -> Part {
    inline_level(l, a, &mut b.body);
    let mut pre = a.hoisted.clone();
    pre.append(&mut b.body.pre);
    b.body.pre = pre;
    let mut shapes = a.shapes.clone();
    shapes.append(&mut b.shapes);
    b.shapes = shapes;
    b.nodes.extend(a.nodes.iter().copied());
    b
}

/// A recomputed producer inlined into a recomputed consumer.
fn elem_into_elem(l: &mut Lowerer, a: &ElemFn, mut b: ElemFn) -> ElemFn {
    inline_stmts(l, a, &mut b.stmts);
    let mut h = a.hoisted.clone();
    h.append(&mut b.hoisted);
    b.hoisted = h;
    let mut shapes = a.shapes.clone();
    shapes.append(&mut b.shapes);
    b.shapes = shapes;
    let mut nodes = a.nodes.clone();
    nodes.append(&mut b.nodes);
    b.nodes = nodes;
    b
}

/// Two nests merged; `b`'s streamed loads of `a`'s outputs read `a`'s
/// element variables instead. A produced array still loaded (not
/// streamed) would be read before it is complete: an error.
fn nest_into_nest(l: &Lowerer, a: Part, b: Part, how: Fusion) -> Result<Part, LowerError> {
    let elems = a.elems.clone();
    let mut m = merge_parts(a, b)?;
    m.body.stmts_mut(&mut |ss| {
        for s in ss.iter_mut() {
            if let Stmt::Load {
                var,
                array,
                streamed: true,
                at,
                ..
            } = s
            {
                if let Some(&v) = elems.get(array) {
                    *s = Stmt::Let {
                        var: *var,
                        value: Expr::Var(v),
                        at: *at,
                    };
                }
            }
        }
    });
    let produced: HashSet<ArrayId> = m.shapes.iter().map(|s| s.array).collect();
    let mut missing = None;
    m.body.stmts(&mut |ss| {
        for s in ss {
            each_load(s, &mut |a| {
                if produced.contains(&a) {
                    missing = Some(a)
                }
            });
        }
    });
    if let Some(a) = missing {
        return Err(LowerError::Fusion(format!(
            "{how} fusion: `{}` is read at computed indices inside the nest that computes it",
            l.g.array(a).name
        )));
    }
    Ok(m)
}

/// Merges two nests depth by depth; `b`'s loop indices become `a`'s.
fn merge_parts(mut a: Part, b: Part) -> Result<Part, LowerError> {
    a.body = merge_levels(a.body, b.body)?;
    a.shapes.extend(b.shapes);
    a.nodes.extend(b.nodes);
    a.elems.extend(b.elems);
    Ok(a)
}

fn merge_levels(mut a: Level, mut b: Level) -> Result<Level, LowerError> {
    match (a.inner.take(), b.inner.take()) {
        (Some(fa), Some(fb)) => merge_loops(a, *fa, b, *fb),
        (Some(fa), None) => {
            // `the` loads stay before the loop; the rest runs after it. A
            // rank-0 load of what `a` computes after its loop (a fold's
            // rank-0 result streamed into a rank-0 `map`) looks like a `the`
            // load but must wait for the loop, like everything reading it.
            a.inner = Some(fa);
            let (early, late, _) = after_post(&a.post, b.pre);
            let (hoisted, rest): (Vec<Stmt>, Vec<Stmt>) = early.into_iter().partition(
                |s| matches!(s, Stmt::Load { index, streamed: true, .. } if index.is_empty()),
            );
            a.pre.extend(hoisted);
            a.post.extend(rest);
            a.post.extend(late);
            a.post.extend(b.post);
            Ok(a)
        }
        (None, Some(fb)) => {
            a.pre.extend(a.post.drain(..).collect::<Vec<_>>());
            a.pre.extend(b.pre);
            a.inner = Some(fb);
            a.post = b.post;
            Ok(a)
        }
        (None, None) => {
            a.pre.extend(a.post.drain(..).collect::<Vec<_>>());
            a.pre.extend(b.pre);
            a.pre.extend(b.post);
            Ok(a)
        }
    }
}

/// Two levels that both hold a loop (`fa`, `fb`, taken out of `a` and
/// `b`): one loop over the same extent, `b`'s index renamed to `a`'s, the
/// bodies merged in turn.
fn merge_loops(mut a: Level, fa: For, mut b: Level, mut fb: For) -> Result<Level, LowerError> {
    if fa.extent_sym != fb.extent_sym {
        return Err(LowerError::Fusion(format!(
            "loops over [{}] and [{}]",
            fa.extent_sym, fb.extent_sym
        )));
    }
    adopt_index(&mut fb, &mut b, fa.index);
    // What `b` does before its loop but with what `a` computes after
    // its loop (a fold's row result) waits until after the loop;
    // `b`'s loop itself must not need it.
    let (early, late, after) = after_post(&a.post, b.pre);
    if needs(&fb.body, &after) {
        return Err(LowerError::Fusion(
            "the inner loop reads a value that is computed only after that loop".into(),
        ));
    }
    a.pre.extend(early);
    a.post.extend(late);
    a.post.extend(b.post);
    a.inner = Some(Box::new(For {
        body: merge_levels(fa.body, fb.body)?,
        ..fa
    }));
    Ok(a)
}

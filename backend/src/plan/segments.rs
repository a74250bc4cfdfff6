//! Segmented walks: a `fold_seg` over a 1-D array, split between threads at
//! segment boundaries ([`super::parallel::Plan::Segments`]).
//!
//! The lowering (`passes/src/lower/segments.rs`) walks a row's elements in
//! one loop carrying the segment state: the current segment `seg`, whether
//! one is `open`, the elements `left` in it and the fold's accumulator. At
//! the first element of a segment that state is always `seg` = the
//! segment's number and `open` = false, whatever came before: the segment
//! opens there (a `while !open` that loads `lengths[seg]`, stores `z` for
//! empty segments and sets `left` and the accumulator). So the loop may
//! start at any segment's first element with only `seg` known. The driver
//! reads the lengths (they are an input of the nest, computed before it),
//! checks them (none negative, their sum the row's length: otherwise the
//! nest runs whole and reports the sequential run's error), and gives each
//! thread the elements of a run of whole segments, about the same number
//! each; every chunk starts from its first segment's number, and the last
//! one also runs the statements after the loop (the empty segments at the
//! end, the final checks). Each segment is folded by one thread in its
//! sequential order, so the results are the one-thread run's bit for bit.
//!
//! A nest qualifies when its outermost loop is forward with no loop inside
//! it, what runs before the loop only defines variables, and its only state
//! across iterations is such walks over one lengths array (horizontally
//! fused `fold_seg`s walk in step): each an opening `while !open` whose
//! body loads `lengths[seg]` from an array the nest does not produce, and
//! every other variable the loop updates set inside one of those `while`s
//! (so that it is written when the segment opens, before anything reads
//! it). Nothing in
//! the loop appends, combines, copies or runs a loop statement.

use ir::graph::ArrayId;
use ir::loops::{Dir, Expr, LoopProgram, Nest, Stmt, VarId};
use ir::{Prim, Scalar};
use std::collections::HashSet;

/// A nest that runs as segments split between threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SegmentWalk {
    /// The segment lengths the walk loads (`i64`, one per segment).
    pub lengths: ArrayId,
    /// How many walks the loop makes in step (`fold_seg`s over the same
    /// lengths fused horizontally).
    pub walks: usize,
    /// The state across iterations: each walk's segment number first, then
    /// the rest (in a fixed order), each carried in one slot of the
    /// partials.
    pub state: Vec<VarId>,
}

/// The nest's segmented walk, if it qualifies (the module's rules).
pub fn analyse(p: &LoopProgram, nest: &Nest) -> Option<SegmentWalk> {
    let outer = nest.body.inner.as_ref()?;
    if outer.dir != Dir::Forward || outer.body.inner.is_some() {
        return None;
    }
    let (outside, lets) = nest.outside_definitions()?;
    // The variables defined outside that the loop updates.
    let mut state: Vec<VarId> = Vec::new();
    let mut ok = true;
    outer.body.walk(&mut |s| match s {
        Stmt::Set { var, .. } if outside.contains(var) && !state.contains(var) => state.push(*var),
        Stmt::Append { .. } | Stmt::Combine { .. } | Stmt::Copy { .. } | Stmt::For(_) => ok = false,
        _ => {}
    });
    if !ok || state.is_empty() || state.iter().any(|v| !lets.contains(v)) {
        return None;
    }
    let produced: HashSet<ArrayId> = nest.shapes.iter().map(|s| s.array).collect();
    // The walks' opening `while`s (horizontally fused `fold_seg`s over the
    // same lengths walk in step): each `(open, seg, body)`.
    let mut lengths = None;
    let mut walks = Vec::new();
    for s in &outer.body.pre {
        let Stmt::While { cond, body, .. } = s else {
            continue;
        };
        let Some(open) = negated_var(cond) else {
            continue;
        };
        let Some((array, seg)) = body.iter().find_map(|t| match t {
            Stmt::Load { array, index, .. } if index.len() == 1 => match &index[0] {
                Expr::Var(seg) if !produced.contains(array) => Some((*array, *seg)),
                _ => None,
            },
            _ => None,
        }) else {
            continue;
        };
        if *lengths.get_or_insert(array) != array {
            return None;
        }
        walks.push((open, seg, body));
    }
    let lengths = lengths?;
    let prim = |v: VarId| p.vars[v].ty.as_prim();
    if p.arrays[lengths].elem.as_prim() != Some(Prim::I64) {
        return None;
    }
    let mut opened: HashSet<VarId> = HashSet::new();
    let mut segs = Vec::new();
    for (open, seg, body) in &walks {
        if !state.contains(open)
            || !state.contains(seg)
            || prim(*open) != Some(Prim::Bool)
            || prim(*seg) != Some(Prim::I64)
            || initial(nest, *open) != Some(Scalar::Bool(false))
            || initial(nest, *seg) != Some(Scalar::I64(0))
        {
            return None;
        }
        opened.insert(*open);
        segs.push(*seg);
        for s in body.iter() {
            s.walk(&mut |t| {
                if let Stmt::Set { var, .. } = t {
                    opened.insert(*var);
                }
            });
        }
    }
    // Every other piece of state is set when its segment opens.
    if state
        .iter()
        .any(|v| !segs.contains(v) && !opened.contains(v))
    {
        return None;
    }
    state.retain(|v| !segs.contains(v));
    let walks = segs.len();
    segs.extend(state);
    Some(SegmentWalk {
        lengths,
        walks,
        state: segs,
    })
}

/// `v` where `cond` is `!v`.
fn negated_var(cond: &Expr) -> Option<VarId> {
    match cond {
        Expr::Unary(ir::ast::UnOp::Not, x) => match x.as_ref() {
            Expr::Var(v) => Some(*v),
            _ => None,
        },
        _ => None,
    }
}

/// The literal that the `let` before the loop gives `v`.
fn initial(nest: &Nest, v: VarId) -> Option<Scalar> {
    nest.body.pre.iter().find_map(|s| match s {
        Stmt::Let {
            var,
            value: Expr::Lit(x),
            ..
        } if *var == v => Some(x.clone()),
        _ => None,
    })
}

/// The first element of each chunk when `lengths` (all non-negative,
/// summing to the row's length) are split into at most `chunks` runs of
/// whole segments of about the same number of elements, with the segment
/// each starts at: `(element, segment)` pairs, the first `(0, 0)`, each
/// chunk non-empty. `None` when a length is negative or they do not add up
/// to `extent` (the nest then runs whole, and reports the error).
pub fn split(lengths: &[i64], extent: i64, chunks: usize) -> Option<Vec<(i64, i64)>> {
    let mut starts = vec![(0i64, 0i64)];
    let mut offset = 0i64;
    let mut next = 1usize;
    let target = |k: usize| (k as i128 * extent as i128 / chunks.max(1) as i128) as i64;
    for (s, &len) in lengths.iter().enumerate() {
        if len < 0 {
            return None;
        }
        // Segment `s` starts at `offset`: a chunk starts here when this is
        // the first segment at or past the next chunk's share.
        if next < chunks && offset >= target(next) && offset > starts.last()?.0 && offset < extent {
            starts.push((offset, s as i64));
            while next < chunks && target(next) <= offset {
                next += 1;
            }
        }
        offset = offset.checked_add(len)?;
        if offset > extent {
            return None;
        }
    }
    (offset == extent).then_some(starts)
}

#[cfg(test)]
mod tests {
    use super::split;

    /// The chunks' segments, folded back: every segment in exactly one
    /// chunk, each chunk starting at its segment's offset.
    fn check(lengths: &[i64], chunks: usize) {
        let extent: i64 = lengths.iter().sum();
        let starts = split(lengths, extent, chunks).expect("valid lengths");
        assert!(starts.len() <= chunks.max(1));
        assert_eq!(starts[0], (0, 0));
        let mut offsets = vec![0i64];
        for l in lengths {
            offsets.push(offsets.last().unwrap() + l);
        }
        for w in starts.windows(2) {
            assert!(w[0].0 < w[1].0 && w[0].1 < w[1].1, "{starts:?}");
        }
        for (at, seg) in &starts {
            assert_eq!(offsets[*seg as usize], *at);
            assert!(*at < extent || (*at, *seg) == (0, 0));
        }
    }

    #[test]
    fn chunks_start_at_segment_boundaries() {
        check(&[3, 0, 0, 5, 1, 0, 7, 2, 0], 3);
        check(&[0, 0, 0], 4);
        check(&[10], 4);
        check(&[1; 100], 7);
        check(&[0, 0, 40, 0, 1, 1, 1, 0], 2);
        check(&[], 3);
        let mut state = 7u64;
        for _ in 0..200 {
            let n = (state % 50) as usize;
            let lengths: Vec<i64> = (0..n)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                    ((state >> 33) % 9) as i64 - 2
                })
                .map(|l| l.max(0))
                .collect();
            check(&lengths, 1 + (state % 5) as usize);
        }
    }

    #[test]
    fn lengths_that_do_not_add_up_are_refused() {
        assert_eq!(split(&[1, -1, 2], 2, 2), None);
        assert_eq!(split(&[1, 2], 4, 2), None);
        assert_eq!(split(&[1, 2], 2, 2), None);
    }
}

//! Which accesses of a nest go to indices read from memory: a gather
//! `xs[idx[i]]`, a `permute`'s combination at `dst[i]`. Each such access
//! lands on a line of its own wherever the index happens to point, so what
//! it costs is the latency of the cache level (or the memory) that holds
//! the array, not its share of a stream: the time model prices them apart
//! (`experiments::predict`, `calibrate`'s random-access probe).
//!
//! An index is read from memory when it depends on a value loaded from an
//! array through arithmetic on the value itself: a [`Stmt::Load`]'s
//! variable, an [`Expr::Index`] read, a [`Stmt::Combine`]'s `old`, followed
//! through `let`s, `set`s and the expressions' own `let`s. An index computed
//! from loop counters alone (a stencil's clamped neighbour, a transpose's
//! swapped indices) is not, and neither is one that loaded values only
//! choose among a few (an offset picked by comparing loaded values, as
//! edge detection's non-maximum suppression picks the neighbour along the
//! gradient): such an index takes a few values at each element, each near
//! one computed from the counters, so its lines stream as a stencil's do.
//! A comparison has two values whatever it compares, so a value it
//! decides is such a choice ([`Source::Choice`]).

use super::program::{Expr, Level, Stmt, VarId};
use crate::ast::{BinOp, UnOp};
use crate::graph::ArrayId;
use std::collections::{BTreeSet, HashMap};

/// An array a nest accesses at indices read from memory: loads (and
/// `permute`'s reads of its target) or stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Indirect {
    pub array: ArrayId,
    pub written: bool,
}

/// What a value is computed from, least to most spread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Source {
    /// Loop counters, extents, sizes and literals alone.
    Counters,
    /// Those and the outcomes of comparisons of loaded values: one of a few
    /// values at each element.
    Choice,
    /// A loaded value's own range.
    Loaded,
}

impl Source {
    /// The source of a comparison (or a logical operation) of values from
    /// `self`: two outcomes, so a choice unless both sides are counters'.
    fn decided(self) -> Source {
        self.min(Source::Choice)
    }
}

/// The arrays `level` (a nest's body) accesses at indices read from
/// memory ([`Indirect`]).
pub fn accessed_indirectly(level: &Level) -> BTreeSet<Indirect> {
    let sources = sources(level);
    let from_memory = |x: &Expr| source(x, &sources) == Source::Loaded;
    let mut out = BTreeSet::new();
    level.walk(&mut |s| {
        let mut at = |array: ArrayId, written: bool| {
            out.insert(Indirect { array, written });
        };
        match s {
            Stmt::Load {
                array,
                index,
                streamed: false,
                ..
            } if index.iter().any(from_memory) => at(*array, false),
            Stmt::Store { array, index, .. } if index.iter().any(from_memory) => at(*array, true),
            Stmt::Combine { array, target, .. } if from_memory(target) => {
                at(*array, false);
                at(*array, true);
            }
            _ => {}
        }
        s.own_exprs(&mut |x| {
            x.walk(&mut |y| {
                if let Expr::Index { array, index } = y {
                    if index.iter().any(from_memory) {
                        at(*array, false);
                    }
                }
            })
        });
    });
    out
}

/// The source of each variable of `level` that is not computed from
/// counters alone (a fixed point over its definitions: a definition may
/// name a variable defined after it in the walk's order, inside a loop;
/// sources only grow, so it ends).
fn sources(level: &Level) -> HashMap<VarId, Source> {
    let mut sources: HashMap<VarId, Source> = HashMap::new();
    loop {
        let mut changed = false;
        let mut raise = |sources: &mut HashMap<VarId, Source>, var: VarId, to: Source| {
            let at = sources.entry(var).or_insert(Source::Counters);
            if to > *at {
                *at = to;
                changed = true;
            }
        };
        level.walk(&mut |s| {
            match s {
                Stmt::Load { var, .. } => raise(&mut sources, *var, Source::Loaded),
                Stmt::Combine { old, new, .. } => {
                    raise(&mut sources, *old, Source::Loaded);
                    raise(&mut sources, *new, Source::Loaded);
                }
                Stmt::Let { var, value, .. } | Stmt::Set { var, value, .. } => {
                    let to = source(value, &sources);
                    raise(&mut sources, *var, to);
                }
                _ => {}
            }
            let mut bound = Vec::new();
            s.own_exprs(&mut |x| {
                x.walk(&mut |y| {
                    if let Expr::Let { var, value, .. } = y {
                        bound.push((*var, source(value, &sources)));
                    }
                })
            });
            for (var, to) in bound {
                raise(&mut sources, var, to);
            }
        });
        if !changed {
            return sources;
        }
    }
}

/// What `x` is computed from, its variables' sources from `sources`.
fn source(x: &Expr, sources: &HashMap<VarId, Source>) -> Source {
    let of = |y: &Expr| source(y, sources);
    let most = |ys: &[Expr]| (ys.iter().map(of)).max().unwrap_or(Source::Counters);
    match x {
        Expr::Var(v) => sources.get(v).copied().unwrap_or(Source::Counters),
        Expr::Lit(_) | Expr::Dim { .. } | Expr::Ignore => Source::Counters,
        Expr::Index { .. } => Source::Loaded,
        Expr::Unary(UnOp::Not, a) => of(a).decided(),
        Expr::Unary(UnOp::Neg, a) | Expr::Convert(_, a) | Expr::Proj(a, _) => of(a),
        Expr::Binary(op, a, b) if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) => {
            of(a).max(of(b)).decided()
        }
        Expr::Binary(_, a, b) => of(a).max(of(b)),
        Expr::If(c, a, b) => of(c).decided().max(of(a)).max(of(b)),
        Expr::Let { body, .. } => of(body),
        Expr::Tuple(xs) | Expr::Call(_, xs) => most(xs),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::NodeId;
    use crate::loops::program::{Dir, For};
    use crate::size::Poly;

    fn var(v: u32) -> Expr {
        Expr::var(VarId::new(v))
    }

    fn load(v: u32, array: u32, index: Expr, streamed: bool) -> Stmt {
        Stmt::Load {
            var: VarId::new(v),
            array: ArrayId::new(array),
            index: vec![index],
            streamed,
            at: NodeId::new(0),
        }
    }

    fn let_(v: u32, value: Expr) -> Stmt {
        Stmt::Let {
            var: VarId::new(v),
            value,
            at: NodeId::new(0),
        }
    }

    /// `for v0 in 0..v1: body`.
    fn nest(body: Vec<Stmt>) -> Level {
        Level {
            inner: Some(Box::new(For {
                index: VarId::new(0),
                extent: var(1),
                extent_sym: Poly::zero(),
                dir: Dir::Forward,
                body: Level {
                    pre: body,
                    ..Level::default()
                },
            })),
            ..Level::default()
        }
    }

    fn read(array: u32) -> Indirect {
        Indirect {
            array: ArrayId::new(array),
            written: false,
        }
    }

    #[test]
    fn a_gather_through_a_loaded_index_is_indirect_and_the_index_stream_is_not() {
        // v2 = idx[i]; v3 = v2 * 2 + 1; v4 = xs[v3]
        let twice = Expr::bin(BinOp::Mul, var(2), Expr::i64(2));
        let level = nest(vec![
            load(2, 10, var(0), true),
            let_(3, Expr::bin(BinOp::Add, twice, Expr::i64(1))),
            load(4, 11, var(3), false),
        ]);
        assert_eq!(accessed_indirectly(&level), BTreeSet::from([read(11)]));
    }

    #[test]
    fn an_index_computed_from_loop_counters_alone_is_not_indirect() {
        // v2 = xs[min(i + 1, v1 - 1)]: a stencil's clamped neighbour.
        let next = Expr::bin(BinOp::Add, var(0), Expr::i64(1));
        let last = Expr::bin(BinOp::Sub, var(1), Expr::i64(1));
        let clamped = Expr::Call(crate::ast::Builtin::Min, vec![next, last]);
        let level = nest(vec![load(2, 11, clamped, false)]);
        assert!(accessed_indirectly(&level).is_empty());
    }

    #[test]
    fn an_offset_that_loaded_values_choose_among_literals_is_not_indirect() {
        // v2 = sector[i]; v3 = if v2 == 0 then 0 else 1;
        // v4 = mag[min(i + v3, v1 - 1)]: the neighbour along a gradient.
        let zero = Expr::bin(BinOp::Eq, var(2), Expr::i64(0));
        let offset = Expr::If(
            Box::new(zero),
            Box::new(Expr::i64(0)),
            Box::new(Expr::i64(1)),
        );
        let next = Expr::bin(BinOp::Add, var(0), var(3));
        let last = Expr::bin(BinOp::Sub, var(1), Expr::i64(1));
        let clamped = Expr::Call(crate::ast::Builtin::Min, vec![next, last]);
        let level = nest(vec![
            load(2, 10, var(0), true),
            let_(3, offset),
            load(4, 11, clamped, false),
        ]);
        assert!(accessed_indirectly(&level).is_empty());
    }

    #[test]
    fn a_choice_that_can_be_a_loaded_value_is_indirect() {
        // v2 = idx[i]; v3 = if v2 > 0 then v2 else i; v4 = xs[v3]: the
        // comparison chooses, but one branch is the loaded value itself.
        let positive = Expr::bin(BinOp::Gt, var(2), Expr::i64(0));
        let chosen = Expr::If(Box::new(positive), Box::new(var(2)), Box::new(var(0)));
        let level = nest(vec![
            load(2, 10, var(0), true),
            let_(3, chosen),
            load(4, 11, var(3), false),
        ]);
        assert_eq!(accessed_indirectly(&level), BTreeSet::from([read(11)]));
    }

    #[test]
    fn a_read_inside_an_expression_and_a_combines_target_are_indirect() {
        // v2 = ys[dst[i]] inside an expression; combine into hist at
        // bins[i] (a read and a write of hist).
        let inner = Expr::Index {
            array: ArrayId::new(12),
            index: vec![var(0)],
        };
        let gathered = Expr::Index {
            array: ArrayId::new(13),
            index: vec![inner.clone()],
        };
        let combine = Stmt::Combine {
            array: ArrayId::new(14),
            target: inner,
            source: Expr::i64(1),
            new: VarId::new(5),
            old: VarId::new(6),
            value: Expr::bin(BinOp::Add, var(5), var(6)),
            at: NodeId::new(0),
        };
        let level = nest(vec![let_(2, gathered), combine]);
        let written = Indirect {
            array: ArrayId::new(14),
            written: true,
        };
        assert_eq!(
            accessed_indirectly(&level),
            BTreeSet::from([read(13), read(14), written])
        );
    }
}

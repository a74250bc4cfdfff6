//! Which accesses of a nest go to indices read from memory: a gather
//! `xs[idx[i]]`, a `permute`'s combination at `dst[i]`. Each such access
//! lands on a line of its own wherever the index happens to point, so what
//! it costs is the latency of the cache level (or the memory) that holds
//! the array, not its share of a stream: the time model prices them apart
//! (`experiments::predict`, `calibrate`'s random-access probe).
//!
//! An index is read from memory when it depends on a value loaded from an
//! array: a [`Stmt::Load`]'s variable, an [`Expr::Index`] read, a
//! [`Stmt::Combine`]'s `old`, followed through `let`s, `set`s and the
//! expressions' own `let`s. An index computed from loop counters alone
//! (a stencil's clamped neighbour, a transpose's swapped indices) is not.

use super::program::{Expr, Level, Stmt, VarId};
use crate::graph::ArrayId;
use std::collections::{BTreeSet, HashSet};

/// An array a nest accesses at indices read from memory: loads (and
/// `permute`'s reads of its target) or stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Indirect {
    pub array: ArrayId,
    pub written: bool,
}

/// The arrays `level` (a nest's body) accesses at indices read from
/// memory ([`Indirect`]).
pub fn accessed_indirectly(level: &Level) -> BTreeSet<Indirect> {
    let loaded = loaded_values(level);
    let from_memory = |x: &Expr| reads_memory(x, &loaded);
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

/// The variables of `level` that hold a value loaded from memory or
/// computed from one (a fixed point over its definitions: a definition
/// may name a variable defined after it in the walk's order, inside a
/// loop).
fn loaded_values(level: &Level) -> HashSet<VarId> {
    let mut loaded: HashSet<VarId> = HashSet::new();
    loop {
        let before = loaded.len();
        level.walk(&mut |s| {
            match s {
                Stmt::Load { var, .. } => {
                    loaded.insert(*var);
                }
                Stmt::Combine { old, new, .. } => {
                    loaded.insert(*old);
                    loaded.insert(*new);
                }
                Stmt::Let { var, value, .. } | Stmt::Set { var, value, .. }
                    if reads_memory(value, &loaded) =>
                {
                    loaded.insert(*var);
                }
                _ => {}
            }
            let mut bound = Vec::new();
            s.own_exprs(&mut |x| {
                x.walk(&mut |y| {
                    if let Expr::Let { var, value, .. } = y {
                        if reads_memory(value, &loaded) {
                            bound.push(*var);
                        }
                    }
                })
            });
            loaded.extend(bound);
        });
        if loaded.len() == before {
            return loaded;
        }
    }
}

/// Whether `x` reads an array or a variable of `loaded`.
fn reads_memory(x: &Expr, loaded: &HashSet<VarId>) -> bool {
    let mut found = false;
    x.walk(&mut |y| match y {
        Expr::Index { .. } => found = true,
        Expr::Var(v) => found |= loaded.contains(v),
        _ => {}
    });
    found
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
        let twice = Expr::bin(crate::ast::BinOp::Mul, var(2), Expr::i64(2));
        let level = nest(vec![
            load(2, 10, var(0), true),
            let_(3, Expr::bin(crate::ast::BinOp::Add, twice, Expr::i64(1))),
            load(4, 11, var(3), false),
        ]);
        assert_eq!(accessed_indirectly(&level), BTreeSet::from([read(11)]));
    }

    #[test]
    fn an_index_computed_from_loop_counters_alone_is_not_indirect() {
        // v2 = xs[min(i + 1, v1 - 1)]: a stencil's clamped neighbour.
        let next = Expr::bin(crate::ast::BinOp::Add, var(0), Expr::i64(1));
        let last = Expr::bin(crate::ast::BinOp::Sub, var(1), Expr::i64(1));
        let clamped = Expr::Call(crate::ast::Builtin::Min, vec![next, last]);
        let level = nest(vec![load(2, 11, clamped, false)]);
        assert!(accessed_indirectly(&level).is_empty());
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
            value: Expr::bin(crate::ast::BinOp::Add, var(5), var(6)),
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

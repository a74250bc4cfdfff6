//! How a nest may be split across threads. The nest function takes the range
//! `[lo, hi)` of its outermost loop; a nest whose outermost iterations are
//! independent runs as one chunk per thread ([`Plan::Chunks`]). A nest whose
//! iterations carry state from one to the next at the outermost level (an
//! accumulator of a `fold` to a scalar, a scan's carry, a `filter`'s
//! compaction, a `permute`'s scatter) runs as one pass on one thread
//! ([`Plan::Sequential`]). Either way a nest is one pass over its memory.

use ir::loops::{LoopProgram, Nest, Stmt, VarId};
use std::collections::HashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// One call over the whole range.
    Sequential,
    /// Independent outermost iterations: one chunk of the range per thread.
    Chunks,
}

impl Plan {
    pub fn name(self) -> &'static str {
        match self {
            Plan::Sequential => "sequential",
            Plan::Chunks => "chunks",
        }
    }
}

/// The plan of a nest.
pub fn plan(_p: &LoopProgram, nest: &Nest) -> Plan {
    let Some(outer) = &nest.body.inner else {
        return Plan::Sequential;
    };
    // State defined outside the outermost loop.
    let mut outside: HashSet<VarId> = HashSet::new();
    for s in nest.body.pre.iter() {
        outside.extend(s.defines());
    }
    let mut independent = true;
    let mut visit = |ss: &[Stmt]| {
        for s in ss {
            check(s, &outside, &mut independent);
        }
    };
    outer.body.stmts(&mut visit);
    for s in nest.body.pre.iter().chain(&nest.body.post) {
        if matches!(
            s,
            Stmt::Store { .. } | Stmt::Copy { .. } | Stmt::Append { .. } | Stmt::Combine { .. }
        ) {
            independent = false;
        }
    }
    if independent {
        Plan::Chunks
    } else {
        Plan::Sequential
    }
}

fn check(s: &Stmt, outside: &HashSet<VarId>, ok: &mut bool) {
    match s {
        Stmt::Set { var, .. } if outside.contains(var) => *ok = false,
        Stmt::Append { .. } | Stmt::Combine { .. } | Stmt::Copy { .. } => *ok = false,
        Stmt::If { then_, else_, .. } => {
            for t in then_.iter().chain(else_) {
                check(t, outside, ok);
            }
        }
        Stmt::While { body, .. } => {
            for t in body {
                check(t, outside, ok);
            }
        }
        _ => {}
    }
}

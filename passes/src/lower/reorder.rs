//! Which statements of a level can run before a merged loop and which must
//! wait for it: when two levels merge, what the second did before its loop
//! may read what the first computes only after its loop (a fold's row
//! result), and then runs after the loop too, as does whatever it must not
//! be reordered against.

use super::walk::{collect_defs, collect_sets, each_store};
use ir::graph::ArrayId;
use ir::loops::{Level, Stmt, VarId};

/// Variables and arrays that statements define (the arrays they store).
pub(super) type Defs = (Vec<VarId>, Vec<ArrayId>);

/// What a level's `post` defines: its variables and the arrays it stores.
fn post_defs(post: &[Stmt]) -> Defs {
    let (mut vars, mut arrays) = (Vec::new(), Vec::new());
    for s in post {
        collect_defs(s, &mut vars);
        each_store(s, &mut arrays);
    }
    (vars, arrays)
}

/// Whether `s` reads one of `vars` or loads one of `arrays`.
fn reads_any(s: &Stmt, vars: &[VarId], arrays: &[ArrayId]) -> bool {
    let mut hit = false;
    s.exprs(&mut |e| e.each_var(&mut |v| hit |= vars.contains(&v)));
    s.each_array_read(&mut |a| hit |= arrays.contains(&a));
    hit
}

/// Splits `pre` into the statements that can run before the loop and those
/// that read what `post` (of the level merged with it) computes after the
/// loop, directly or through earlier such statements: `(early, late,
/// after)`, where `after` is everything `post` and `late` define.
///
/// Moving a statement early must not reorder it against a `late` one that
/// came before it: a statement that reads a variable (or an array) an
/// earlier late statement updates (`:=`, an accumulator) or stores, or
/// updates one that an earlier late statement reads or updates, is late too.
pub(super) fn after_post(post: &[Stmt], pre: Vec<Stmt>) -> (Vec<Stmt>, Vec<Stmt>, Defs) {
    let (mut vars, mut arrays) = post_defs(post);
    for s in post {
        collect_sets(s, &mut vars);
    }
    // Variables that late statements read, and those they update.
    let (mut late_reads, mut late_sets) = (Vec::new(), Vec::new());
    let (mut early, mut late) = (Vec::new(), Vec::new());
    for s in pre {
        let mut sets = Vec::new();
        collect_sets(&s, &mut sets);
        let reorders = reads_any(&s, &late_sets, &[])
            || sets
                .iter()
                .any(|v| late_reads.contains(v) || late_sets.contains(v));
        if reorders || reads_any(&s, &vars, &arrays) {
            collect_defs(&s, &mut vars);
            arrays.extend(post_defs(std::slice::from_ref(&s)).1);
            s.exprs(&mut |e| e.each_var(&mut |v| late_reads.push(v)));
            late_sets.extend(sets);
            late.push(s);
        } else {
            early.push(s);
        }
    }
    (early, late, (vars, arrays))
}

/// Whether a loop body reads any of `(vars, arrays)`.
pub(super) fn needs(body: &Level, (vars, arrays): &Defs) -> bool {
    let mut found = false;
    body.stmts(&mut |ss| found |= ss.iter().any(|s| reads_any(s, vars, arrays)));
    found
}

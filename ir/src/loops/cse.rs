//! Common subexpressions of a fused nest, computed once. Fusion puts the
//! lambdas of several operations into one loop body, and siblings that
//! were written apart compute the same values (`nbody`'s `fx` and `fy`
//! share `dx`, `dy`, `d2` and `d2 * sqrt d2`); after fusion the nest's
//! scalar code is simplified as a whole:
//!
//! 1. **Lets out of expressions.** A `let` inside a `Let` statement's value,
//!    in a position evaluated whenever the value is (not inside a branch of
//!    an `if` or the right of `&&`/`||`), becomes a statement of its own
//!    before it.
//! 2. **Value numbering.** Walking each statement list in order, a `Let`
//!    whose value (with earlier copies replaced by what they copy) equals an
//!    earlier one's becomes a copy of it, and a `Load` of the element an
//!    earlier `Load` read, with no write to that array between, stands for
//!    the same value. The load itself stays: it is a counted read, which the
//!    cost model and the counting interpreter both count (`docs/fusion.md`).
//! 3. **Shared subexpressions.** Before step 2, each float-valued
//!    subexpression of a `Let`'s value (in the positions of 1) is bound to a
//!    fresh variable, so that step 2 numbers it like a statement; after it,
//!    a fresh variable read once goes back where it is read and one read by
//!    nothing is dropped, so that only the values two statements share stay
//!    bound apart (`shared_N`). Integer and boolean subexpressions stay
//!    whole: they are index arithmetic, whose shapes the backends recognise
//!    (a stencil's clamped taps, range checks), and LLVM shares them anyway.
//!
//! Values are compared after the copies are replaced, structurally: equal
//! expressions over the same immutable variables compute the same value
//! and meet the same errors, and the earlier one has run first. Variables
//! updated with `Set` (accumulators) are never part of a shared value;
//! reads in lambdas (`Expr::Index`) are counted and never shared. A nested
//! list (an `if`'s branches, a loop's body) sees the values of the lists
//! around it, and its own stay inside it; a load is forgotten once its array
//! may be written (a store in the same list, or anywhere in a nested one).

use super::program::{nests_mut, Expr, Level, LoopProgram, Nest, Stmt, VarDecl, VarId};
use super::verify::type_of;
use crate::ast::BinOp;
use crate::graph::ArrayId;
use crate::types::ScalarType;
use std::collections::{HashMap, HashSet};

/// The program with the common subexpressions of every nest computed once,
/// and how many values were shared (copies made, loads reused, bindings
/// introduced).
pub fn share_common(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut body = std::mem::take(&mut out.body);
    let mut sharer = Sharer {
        program: &mut out,
        mutable: HashSet::new(),
        copies: HashMap::new(),
        fresh: HashSet::new(),
        shared: 0,
    };
    nests_mut(&mut body, &mut |nest| sharer.nest(nest));
    let shared = sharer.shared;
    out.body = body;
    (out, shared)
}

/// What is known at a point of a statement list: the values computed so
/// far (by the key of their canonical expression) and the elements loaded.
#[derive(Clone, Default)]
struct Known {
    values: HashMap<String, VarId>,
    loads: HashMap<(ArrayId, String), VarId>,
}

impl Known {
    fn forget_writes(&mut self, written: &HashSet<ArrayId>) {
        self.loads.retain(|(a, _), _| !written.contains(a));
    }
}

struct Sharer<'p> {
    program: &'p mut LoopProgram,
    /// Variables some `Set` updates: never part of a shared value.
    mutable: HashSet<VarId>,
    /// Each copy's original (value numbering's result, step 2).
    copies: HashMap<VarId, VarId>,
    /// The variables step 3 made for subexpressions.
    fresh: HashSet<VarId>,
    shared: usize,
}

impl Sharer<'_> {
    fn nest(&mut self, nest: &mut Nest) {
        self.mutable.clear();
        nest.body.walk(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                self.mutable.insert(*var);
            }
        });
        self.level(&mut nest.body, &Known::default());
        self.join(&mut nest.body);
    }

    /// Steps 1 to 3 over a level: its `pre`, its inner loop, its `post`;
    /// `known` is what is known around it.
    fn level(&mut self, level: &mut Level, known: &Known) {
        let mut known = known.clone();
        self.list(&mut level.pre, &mut known);
        if let Some(inner) = &mut level.inner {
            self.canonical(&mut inner.extent);
            let written = writes_of_level(&inner.body);
            let mut inside = known.clone();
            inside.forget_writes(&written);
            self.level(&mut inner.body, &inside);
            known.forget_writes(&written);
        }
        self.list(&mut level.post, &mut known);
    }

    fn list(&mut self, ss: &mut Vec<Stmt>, known: &mut Known) {
        let flat = lets_out(std::mem::take(ss));
        *ss = self.split(flat);
        self.number(ss, known);
    }

    /// Step 2 over one list.
    fn number(&mut self, ss: &mut [Stmt], known: &mut Known) {
        for s in ss.iter_mut() {
            // A variable some `Set` updates later is neither a copy nor a
            // value to share.
            let updated = matches!(s, Stmt::Let { var, .. } | Stmt::Load { var, .. }
                if self.mutable.contains(var));
            if updated {
                s.own_exprs_mut(&mut |e| self.canonical(e));
                continue;
            }
            match s {
                Stmt::Let { var, value, .. } => {
                    self.canonical(value);
                    if let Expr::Var(w) = value {
                        // A copy of a variable that is updated later keeps
                        // the value it had here: never replaced by it.
                        if !self.mutable.contains(w) {
                            self.copies.insert(*var, *w);
                        }
                    } else if let Some(key) = self.key(value) {
                        match known.values.get(&key) {
                            Some(&prev) => {
                                *value = Expr::Var(prev);
                                self.copies.insert(*var, prev);
                                self.shared += 1;
                            }
                            None => {
                                known.values.insert(key, *var);
                            }
                        }
                    }
                }
                Stmt::Load {
                    var, array, index, ..
                } => {
                    index.iter_mut().for_each(|i| self.canonical(i));
                    if let Some(key) = self.index_key(index) {
                        match known.loads.get(&(*array, key.clone())) {
                            Some(&prev) => {
                                self.copies.insert(*var, prev);
                                self.shared += 1;
                            }
                            None => {
                                known.loads.insert((*array, key), *var);
                            }
                        }
                    }
                }
                _ => {
                    s.own_exprs_mut(&mut |e| self.canonical(e));
                    let written = writes_of(std::slice::from_ref(s));
                    match s {
                        Stmt::For(f) => {
                            let mut inner = known.clone();
                            inner.forget_writes(&written);
                            self.level(&mut f.body, &inner);
                        }
                        _ => {
                            for body in s.bodies_mut() {
                                let mut inner = known.clone();
                                inner.forget_writes(&written);
                                self.list(body, &mut inner);
                            }
                        }
                    }
                    known.forget_writes(&written);
                }
            }
        }
    }

    /// Step 3, first half: each float-valued subexpression of a `Let`'s
    /// value (in the positions of step 1, innermost first) bound to a fresh
    /// variable of its own, so that step 2 numbers it like a statement.
    fn split(&mut self, ss: Vec<Stmt>) -> Vec<Stmt> {
        let mut out = Vec::with_capacity(ss.len());
        for mut s in ss {
            if let Stmt::Let { var, value, at } = &mut s {
                if !self.mutable.contains(var) {
                    let at = *at;
                    let mut parts = Vec::new();
                    self.split_expr(value, true, at, &mut parts);
                    out.extend(parts);
                }
            }
            out.push(s);
        }
        out
    }

    fn split_expr(
        &mut self,
        e: &mut Expr,
        root: bool,
        at: crate::graph::NodeId,
        out: &mut Vec<Stmt>,
    ) {
        unconditional_children(e, &mut |kid| self.split_expr(kid, false, at, out));
        if root {
            return;
        }
        let Some(ty) = self.float_type(e) else {
            return;
        };
        let name = format!("shared_{}", self.program.vars.len());
        let v = self.program.vars.push(VarDecl { name, ty });
        let value = std::mem::replace(e, Expr::Var(v));
        out.push(Stmt::Let { var: v, value, at });
        self.fresh.insert(v);
    }

    /// Step 3, second half, over a whole nest once it is numbered: a fresh
    /// variable read once is put back where it is read, one read by nothing
    /// (its reader became a copy) or a copy itself is dropped; those read
    /// twice or more stay, the values shared.
    fn join(&mut self, level: &mut Level) {
        let fresh = std::mem::take(&mut self.fresh);
        // Reads by the statements that stay: not by the fresh copies.
        let mut reads: HashMap<VarId, usize> = HashMap::new();
        level.walk(&mut |s| {
            if matches!(s, Stmt::Let { var, value: Expr::Var(_), .. } if fresh.contains(var)) {
                return;
            }
            s.own_exprs(&mut |e| {
                e.walk(&mut |x| {
                    if let Expr::Var(v) = x {
                        if fresh.contains(v) {
                            *reads.entry(*v).or_default() += 1;
                        }
                    }
                })
            })
        });
        let mut back: HashMap<VarId, Expr> = HashMap::new();
        lists_mut(level, &mut |ss| {
            ss.retain(|s| match s {
                Stmt::Let { var, value, .. } if fresh.contains(var) => {
                    match (reads.get(var).copied().unwrap_or(0), value) {
                        (0, _) | (_, Expr::Var(_)) => false,
                        (1, value) => {
                            back.insert(*var, value.clone());
                            false
                        }
                        _ => true,
                    }
                }
                _ => true,
            })
        });
        self.shared += reads.values().filter(|n| **n >= 2).count();
        if !back.is_empty() {
            level.walk_mut(&mut |t| t.own_exprs_mut(&mut |e| substitute(e, &back)));
        }
    }

    /// `e` with each copy replaced by its original.
    fn canonical(&self, e: &mut Expr) {
        let copies = &self.copies;
        e.rename(&|v| {
            let mut v = v;
            let mut moved = false;
            while let Some(&w) = copies.get(&v) {
                v = w;
                moved = true;
            }
            moved.then_some(v)
        });
    }

    /// The key of a value that may be shared: a compound expression over
    /// immutable variables, without reads in lambdas or `ignore`.
    fn key(&self, e: &Expr) -> Option<String> {
        (Self::compound(e) && self.shareable(e)).then(|| format!("{e:?}"))
    }

    /// Not a leaf: something to compute.
    fn compound(e: &Expr) -> bool {
        !matches!(
            e,
            Expr::Var(_) | Expr::Lit(_) | Expr::Dim { .. } | Expr::Ignore
        )
    }

    /// Whether `e` computes the same value wherever it is evaluated: no
    /// variable a `Set` updates, no counted read, no `ignore`.
    fn shareable(&self, e: &Expr) -> bool {
        let mut ok = true;
        e.walk(&mut |x| match x {
            Expr::Index { .. } | Expr::Ignore => ok = false,
            Expr::Var(v) if self.mutable.contains(v) => ok = false,
            _ => {}
        });
        ok
    }

    /// The type of a float-valued expression that has a [`Sharer::key`]:
    /// the values step 3 binds apart. Index arithmetic stays whole, in the
    /// shapes the backends read patterns from (a stencil's clamped taps,
    /// range checks), and LLVM shares it anyway.
    fn float_type(&self, e: &Expr) -> Option<ScalarType> {
        if !Self::compound(e) || !self.shareable(e) {
            return None;
        }
        match type_of(self.program, e) {
            Ok(ScalarType::Prim(p)) if p.is_float() => Some(ScalarType::Prim(p)),
            _ => None,
        }
    }

    /// The key of a load's index, when it is [`Sharer::shareable`].
    fn index_key(&self, index: &[Expr]) -> Option<String> {
        index
            .iter()
            .all(|i| self.shareable(i))
            .then(|| format!("{index:?}"))
    }
}

/// Step 1 over one list: the `let`s in the evaluated-whenever positions of
/// each `Let` statement's value become statements before it.
fn lets_out(ss: Vec<Stmt>) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(ss.len());
    for s in ss {
        match s {
            Stmt::Let { var, mut value, at } => {
                let mut hoisted = Vec::new();
                hoist(&mut value, &mut hoisted, at);
                out.extend(hoisted);
                out.push(Stmt::Let { var, value, at });
            }
            s => out.push(s),
        }
    }
    out
}

fn hoist(e: &mut Expr, out: &mut Vec<Stmt>, at: crate::graph::NodeId) {
    unconditional(e, &mut |x| {
        let Expr::Let { .. } = x else {
            return false;
        };
        // `let v = a in b`: `v = a` first (its own lets before it), then b.
        let Expr::Let {
            var,
            mut value,
            body,
        } = std::mem::replace(x, Expr::Ignore)
        else {
            unreachable!("matched above")
        };
        hoist(&mut value, out, at);
        out.push(Stmt::Let {
            var,
            value: *value,
            at,
        });
        *x = *body;
        hoist(x, out, at);
        true
    });
}

/// Visits `e` and its subexpressions that are evaluated whenever `e` is,
/// top-down; `f` returns whether it replaced the one it got (which is then
/// not entered).
fn unconditional(e: &mut Expr, f: &mut dyn FnMut(&mut Expr) -> bool) {
    if !f(e) {
        unconditional_children(e, &mut |kid| unconditional(kid, f));
    }
}

/// The direct subexpressions of `e` that are evaluated whenever `e` is, in
/// evaluation order: not the branches of an `if`, not the right of `&&` or
/// `||`, and none of a read in a lambda (a counted read stays whole).
fn unconditional_children(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
    match e {
        Expr::Var(_) | Expr::Lit(_) | Expr::Dim { .. } | Expr::Ignore | Expr::Index { .. } => {}
        Expr::Binary(BinOp::And | BinOp::Or, a, _) | Expr::If(a, _, _) => f(a),
        _ => e.for_each_child_mut(f),
    }
}

/// `e` with each variable of `back` replaced by its value (itself with
/// the same replacements).
fn substitute(e: &mut Expr, back: &HashMap<VarId, Expr>) {
    match e {
        Expr::Var(v) => {
            if let Some(value) = back.get(v) {
                *e = value.clone();
                substitute(e, back);
            }
        }
        _ => e.for_each_child_mut(&mut |kid| substitute(kid, back)),
    }
}

/// Every statement list of a level: its own, those of its loops and those
/// nested in `if`s and `while`s.
fn lists_mut(level: &mut Level, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
    fn nested(s: &mut Stmt, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
        for body in s.bodies_mut() {
            f(body);
            body.iter_mut().for_each(|t| nested(t, f));
        }
    }
    level.stmts_mut(&mut |ss| {
        f(ss);
        ss.iter_mut().for_each(|s| nested(s, f));
    });
}

/// The arrays a list of statements may write, nested statements included.
fn writes_of(ss: &[Stmt]) -> HashSet<ArrayId> {
    writes(|f| ss.iter().for_each(|s| s.walk(f)))
}

fn writes_of_level(level: &Level) -> HashSet<ArrayId> {
    writes(|f| level.walk(f))
}

/// The arrays the statements `walk` visits write.
fn writes(walk: impl FnOnce(&mut dyn FnMut(&Stmt))) -> HashSet<ArrayId> {
    let mut out = HashSet::new();
    walk(&mut |t| match t {
        Stmt::Store { array, .. } | Stmt::Combine { array, .. } | Stmt::Append { array, .. } => {
            out.insert(*array);
        }
        Stmt::Copy { dst, .. } => {
            out.insert(*dst);
        }
        _ => {}
    });
    out
}

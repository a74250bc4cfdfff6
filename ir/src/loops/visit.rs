//! The one walk into nested statements: the bodies of `If` and `While`,
//! and the body level of a [`Stmt::For`] (its `pre`, its inner loop's
//! level, its `post`), entered the way [`Level::stmts`] enters a level's
//! inner loop. Pre-order visits that see where nested bodies and loops
//! start and end ([`visit`], [`visit_level`]), plain pre-order walks
//! ([`Stmt::walk`], [`Level::walk`] and their `_mut` twins), rewriting that
//! replaces a statement by any number of them ([`rewrite`],
//! [`rewrite_level`]), and what is built on them (every expression of a
//! statement, renaming); executing nested bodies is control flow, the
//! evaluators' business.

use super::program::{Check, Expr, For, Level, Stmt, VarId};
use crate::graph::{ArrayId, NodeId};

/// A body nested in a statement: an `if`'s branches, a `while`'s body. (A
/// [`Stmt::For`]'s body is a [`Level`]: [`Visitor::enter_loop`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Then,
    Else,
    While,
}

/// A visit of statements in pre-order that sees where nested bodies and
/// loops start and end ([`visit`], [`visit_level`]); for a plain pre-order
/// visit, [`Stmt::walk`].
pub trait Visitor {
    type Error;

    /// A statement, before the bodies nested in it (a [`Stmt::For`] too,
    /// before [`Visitor::enter_loop`] for its loop).
    fn stmt(&mut self, s: &Stmt) -> Result<(), Self::Error>;

    /// Entering a nested body (`stmts`, its statements).
    fn enter(&mut self, _body: Body, _stmts: &[Stmt]) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Leaving a nested body.
    fn leave(&mut self, _body: Body) {}

    /// Entering loop `f`'s body level: a [`Stmt::For`]'s (right after
    /// [`Visitor::stmt`] saw the statement), or the inner loop of a level
    /// the walk goes through (between the level's `pre` and `post`). The
    /// loop's extent is evaluated here, before its body.
    fn enter_loop(&mut self, _f: &For) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Leaving loop `f`'s body level.
    fn leave_loop(&mut self, _f: &For) {}
}

/// Visits `ss` and the bodies nested in them, in pre-order: the one place
/// that descends into `If`, `While` and [`Stmt::For`] (executing them is
/// control flow, the evaluators' business).
pub fn visit<V: Visitor + ?Sized>(ss: &[Stmt], v: &mut V) -> Result<(), V::Error> {
    for s in ss {
        v.stmt(s)?;
        if let Stmt::For(f) = s {
            visit_loop(f, v)?;
            continue;
        }
        for (body, stmts) in s.bodies() {
            v.enter(body, stmts)?;
            visit(stmts, v)?;
            v.leave(body);
        }
    }
    Ok(())
}

/// Visits a level: its `pre`, its inner loop (with [`Visitor::enter_loop`]
/// and [`Visitor::leave_loop`] around the loop's level), its `post`.
pub fn visit_level<V: Visitor + ?Sized>(level: &Level, v: &mut V) -> Result<(), V::Error> {
    visit(&level.pre, v)?;
    if let Some(f) = &level.inner {
        visit_loop(f, v)?;
    }
    visit(&level.post, v)
}

/// A loop's body level, between [`Visitor::enter_loop`] and
/// [`Visitor::leave_loop`].
fn visit_loop<V: Visitor + ?Sized>(f: &For, v: &mut V) -> Result<(), V::Error> {
    v.enter_loop(f)?;
    visit_level(&f.body, v)?;
    v.leave_loop(f);
    Ok(())
}

/// Rewrites `ss` and the bodies nested in them, bottom-up: each statement,
/// after the bodies nested in it (a [`Stmt::For`]'s: its whole level), is
/// replaced by the statements `f` pushes to `out` (none drops it; what `f`
/// pushes is not rewritten again).
pub fn rewrite(ss: &mut Vec<Stmt>, f: &mut dyn FnMut(Stmt, &mut Vec<Stmt>)) {
    let mut out = Vec::with_capacity(ss.len());
    for mut s in ss.drain(..) {
        if let Stmt::For(l) = &mut s {
            rewrite_level(&mut l.body, f);
        }
        for body in s.bodies_mut() {
            rewrite(body, f);
        }
        f(s, &mut out);
    }
    *ss = out;
}

/// [`rewrite`] on every statement of a level: its `pre`, its inner loop's
/// level, its `post`.
pub fn rewrite_level(level: &mut Level, f: &mut dyn FnMut(Stmt, &mut Vec<Stmt>)) {
    rewrite(&mut level.pre, f);
    if let Some(inner) = &mut level.inner {
        rewrite_level(&mut inner.body, f);
    }
    rewrite(&mut level.post, f);
}

/// The one body of [`Stmt::own_exprs`] and its `_mut` twin: the bindings
/// are `&` or `&mut` as the matched statement is. (A [`Stmt::For`]'s
/// extent is behind its box: the two functions take it themselves.)
macro_rules! each_own_expr {
    ($s:expr, $f:expr) => {
        match $s {
            Stmt::Let { value, .. } | Stmt::Set { value, .. } | Stmt::Append { value, .. } => {
                $f(value)
            }
            Stmt::Load { index, .. } => {
                for e in index {
                    $f(e)
                }
            }
            Stmt::Store { index, value, .. } => {
                for e in index {
                    $f(e)
                }
                $f(value)
            }
            Stmt::Combine {
                target,
                source,
                value,
                ..
            } => {
                $f(target);
                $f(source);
                $f(value)
            }
            Stmt::Copy { .. } | Stmt::For(_) => {}
            Stmt::If { cond, .. } | Stmt::While { cond, .. } => $f(cond),
            Stmt::Check {
                check: Check { cond, operands, .. },
                ..
            } => {
                $f(cond);
                for o in operands {
                    $f(o)
                }
            }
        }
    };
}

impl Stmt {
    /// The operation the statement belongs to (named by its errors); `None`
    /// for a [`Stmt::For`], which is no operation's own (errors of its
    /// extent name the nest, as an inner loop's do).
    pub fn at(&self) -> Option<NodeId> {
        match self {
            Stmt::Let { at, .. }
            | Stmt::Set { at, .. }
            | Stmt::Load { at, .. }
            | Stmt::Store { at, .. }
            | Stmt::Combine { at, .. }
            | Stmt::Copy { at, .. }
            | Stmt::Append { at, .. }
            | Stmt::If { at, .. }
            | Stmt::While { at, .. }
            | Stmt::Check { at, .. } => Some(*at),
            Stmt::For(_) => None,
        }
    }

    /// The statement lists nested in the statement, in order: an `if`'s
    /// branches, a `while`'s body. A [`Stmt::For`]'s body is a [`Level`]
    /// (several lists and a loop), not among them: the walks below enter
    /// it themselves.
    pub fn bodies(&self) -> impl Iterator<Item = (Body, &[Stmt])> {
        let (first, second): (Option<(Body, &[Stmt])>, _) = match self {
            Stmt::If { then_, else_, .. } => (
                Some((Body::Then, &then_[..])),
                Some((Body::Else, &else_[..])),
            ),
            Stmt::While { body, .. } => (Some((Body::While, &body[..])), None),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }

    /// [`Stmt::bodies`], to change them.
    pub fn bodies_mut(&mut self) -> impl Iterator<Item = &mut Vec<Stmt>> {
        let (first, second) = match self {
            Stmt::If { then_, else_, .. } => (Some(then_), Some(else_)),
            Stmt::While { body, .. } => (Some(body), None),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }

    /// Pre-order visit of the statement and of the statements nested in it:
    /// an `if`'s and a `while`'s bodies, and every statement of a
    /// [`Stmt::For`]'s level ([`Level::walk`]).
    pub fn walk(&self, f: &mut dyn FnMut(&Stmt)) {
        f(self);
        if let Stmt::For(l) = self {
            l.body.walk(f);
        }
        for (_, body) in self.bodies() {
            body.iter().for_each(|s| s.walk(f));
        }
    }

    /// [`Stmt::walk`], to change them.
    pub fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Stmt)) {
        f(self);
        if let Stmt::For(l) = self {
            l.body.walk_mut(f);
        }
        for body in self.bodies_mut() {
            body.iter_mut().for_each(|s| s.walk_mut(f));
        }
    }

    /// The expressions of the statement itself (not of nested statements),
    /// in evaluation order: a [`Stmt::For`]'s is its extent.
    pub fn own_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        if let Stmt::For(l) = self {
            f(&l.extent);
        }
        each_own_expr!(self, f)
    }

    /// [`Stmt::own_exprs`], to change them.
    pub fn own_exprs_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        if let Stmt::For(l) = self {
            f(&mut l.extent);
        }
        each_own_expr!(self, f)
    }

    /// The variables the statement itself binds (a `Combine`'s too, a
    /// [`Stmt::For`]'s index; not those of nested statements).
    fn own_bindings_mut(&mut self) -> Vec<&mut VarId> {
        match self {
            Stmt::Let { var, .. } | Stmt::Set { var, .. } | Stmt::Load { var, .. } => vec![var],
            Stmt::Combine { new, old, .. } => vec![new, old],
            Stmt::For(l) => vec![&mut l.index],
            _ => vec![],
        }
    }

    /// Every expression of the statement, and of nested statements (and
    /// the extents of the loops inside a [`Stmt::For`]), in pre-order.
    pub fn exprs(&self, f: &mut dyn FnMut(&Expr)) {
        self.own_exprs(f);
        if let Stmt::For(l) = self {
            l.body.exprs(f);
        }
        for (_, body) in self.bodies() {
            body.iter().for_each(|s| s.exprs(f));
        }
    }

    /// Renames variables everywhere in the statement, definitions included
    /// (the indices of the loops inside a [`Stmt::For`] too).
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        for v in self.own_bindings_mut() {
            if let Some(w) = f(*v) {
                *v = w
            }
        }
        self.own_exprs_mut(&mut |e| e.rename(f));
        if let Stmt::For(l) = self {
            l.body.rename(f);
        }
        for body in self.bodies_mut() {
            body.iter_mut().for_each(|s| s.rename(f));
        }
    }

    /// The variables the statement's expressions (and its nested
    /// statements') read and do not bind themselves, each once, in the
    /// order first read ([`Expr::free_vars`]).
    pub fn reads(&self) -> Vec<VarId> {
        let mut out = Vec::new();
        self.exprs(&mut |x| {
            for v in x.free_vars() {
                if !out.contains(&v) {
                    out.push(v)
                }
            }
        });
        out
    }

    /// Every array the statement reads (loads, lambda reads, copies'
    /// sources), in nested statements too.
    pub fn each_array_read(&self, f: &mut dyn FnMut(ArrayId)) {
        self.walk(&mut |t| {
            match t {
                Stmt::Load { array, .. } => f(*array),
                Stmt::Copy { src, .. } => f(*src),
                _ => {}
            }
            t.own_exprs(&mut |e| {
                e.walk(&mut |x| {
                    if let Expr::Index { array, .. } = x {
                        f(*array)
                    }
                })
            });
        });
    }

    /// The variables this statement defines (at its own level): none for a
    /// [`Stmt::For`], whose index and definitions stay inside it.
    pub fn defines(&self) -> Vec<VarId> {
        match self {
            Stmt::Let { var, .. } | Stmt::Load { var, .. } => vec![*var],
            _ => vec![],
        }
    }
}

impl Level {
    /// Renames variables in every statement and loop of the level.
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        for s in self.pre.iter_mut().chain(self.post.iter_mut()) {
            s.rename(f);
        }
        if let Some(l) = &mut self.inner {
            if let Some(w) = f(l.index) {
                l.index = w;
            }
            l.extent.rename(f);
            l.body.rename(f);
        }
    }

    /// Every statement list of the level and of the levels inside it, in
    /// execution order: `pre`, the levels of the [`Stmt::For`]s in it, the
    /// inner loop's level, `post`, the levels of the [`Stmt::For`]s in it
    /// (each after `f` has seen the list that holds it). Lists nested in an
    /// `if` or a `while` are not among them ([`Stmt::walk`] enters them).
    ///
    /// [`Stmt::walk`] also enters a [`Stmt::For`]'s level, so walking every
    /// statement of every list sees the statements inside a [`Stmt::For`]
    /// twice: to see each statement once, use [`Level::walk`].
    pub fn stmts(&self, f: &mut dyn FnMut(&[Stmt])) {
        f(&self.pre);
        stmt_loops(&self.pre, f);
        if let Some(l) = &self.inner {
            l.body.stmts(f);
        }
        f(&self.post);
        stmt_loops(&self.post, f);
    }

    /// [`Level::stmts`], to change them.
    pub fn stmts_mut(&mut self, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
        f(&mut self.pre);
        stmt_loops_mut(&mut self.pre, f);
        if let Some(l) = &mut self.inner {
            l.body.stmts_mut(f);
        }
        f(&mut self.post);
        stmt_loops_mut(&mut self.post, f);
    }

    /// Pre-order visit of every statement of the level and inside it, each
    /// once: `pre`, the inner loop's level, `post`, and the statements
    /// nested in theirs ([`Stmt::walk`]).
    pub fn walk(&self, f: &mut dyn FnMut(&Stmt)) {
        self.pre.iter().for_each(|s| s.walk(f));
        if let Some(l) = &self.inner {
            l.body.walk(f);
        }
        self.post.iter().for_each(|s| s.walk(f));
    }

    /// [`Level::walk`], to change them.
    pub fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Stmt)) {
        self.pre.iter_mut().for_each(|s| s.walk_mut(f));
        if let Some(l) = &mut self.inner {
            l.body.walk_mut(f);
        }
        self.post.iter_mut().for_each(|s| s.walk_mut(f));
    }

    /// Every expression of the level: its statements' ([`Stmt::exprs`])
    /// and its inner loop's extent, in execution order.
    pub fn exprs(&self, f: &mut dyn FnMut(&Expr)) {
        self.pre.iter().for_each(|s| s.exprs(f));
        if let Some(l) = &self.inner {
            f(&l.extent);
            l.body.exprs(f);
        }
        self.post.iter().for_each(|s| s.exprs(f));
    }
}

/// [`Level::stmts`] into the levels of the [`Stmt::For`]s of `ss`.
fn stmt_loops(ss: &[Stmt], f: &mut dyn FnMut(&[Stmt])) {
    for s in ss {
        if let Stmt::For(l) = s {
            l.body.stmts(f);
        }
    }
}

/// [`Level::stmts_mut`] into the levels of the [`Stmt::For`]s of `ss`.
fn stmt_loops_mut(ss: &mut [Stmt], f: &mut dyn FnMut(&mut Vec<Stmt>)) {
    for s in ss {
        if let Stmt::For(l) = s {
            l.body.stmts_mut(f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::program::Dir;
    use crate::size::Poly;

    fn set(var: u32, value: Expr) -> Stmt {
        Stmt::Set {
            var: VarId::new(var),
            value,
            at: NodeId::new(0),
        }
    }

    /// `if v0: (v1 := v0; while v1: v2 := v1) else: v3 := v0`
    fn nested() -> Stmt {
        Stmt::If {
            cond: Expr::var(VarId::new(0)),
            then_: vec![
                set(1, Expr::var(VarId::new(0))),
                Stmt::While {
                    cond: Expr::var(VarId::new(1)),
                    body: vec![set(2, Expr::var(VarId::new(1)))],
                    at: NodeId::new(0),
                },
            ],
            else_: vec![set(3, Expr::var(VarId::new(0)))],
            at: NodeId::new(0),
        }
    }

    #[test]
    fn walks_are_pre_order_into_every_body() {
        let mut seen = Vec::new();
        nested().walk(&mut |s| {
            seen.push(match s {
                Stmt::Set { var, .. } => var.index() as i64,
                Stmt::If { .. } => -1,
                _ => -2,
            })
        });
        assert_eq!(seen, [-1, 1, -2, 2, 3]);
        let mut read = Vec::new();
        nested().exprs(&mut |e| e.each_var(&mut |v| read.push(v.index())));
        assert_eq!(read, [0, 0, 1, 1, 0]);
    }

    #[test]
    fn renaming_reaches_nested_definitions_and_uses() {
        let mut s = nested();
        s.rename(&|v| (v == VarId::new(1)).then_some(VarId::new(9)));
        let mut vars = Vec::new();
        s.walk(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                vars.push(var.index())
            }
        });
        assert_eq!(vars, [9, 2, 3]);
        let mut read = Vec::new();
        s.exprs(&mut |e| e.each_var(&mut |v| read.push(v.index())));
        assert_eq!(read, [0, 0, 9, 9, 0]);
    }

    #[test]
    fn rewrites_reach_nested_bodies_first_and_replace_by_several() {
        let mut ss = vec![nested(), set(4, Expr::var(VarId::new(0)))];
        let mut order = Vec::new();
        rewrite(&mut ss, &mut |s, out| match s {
            // v1 := v0 becomes two statements; v3 := v0 goes.
            Stmt::Set { var, .. } if var == VarId::new(1) => {
                order.push(1);
                out.push(set(5, Expr::var(VarId::new(0))));
                out.push(set(6, Expr::var(VarId::new(5))));
            }
            Stmt::Set { var, .. } if var == VarId::new(3) => order.push(3),
            Stmt::Set { var, .. } => {
                order.push(var.index() as i64);
                out.push(s)
            }
            _ => {
                order.push(-1);
                out.push(s)
            }
        });
        assert_eq!(order, [1, 2, -1, 3, -1, 4]);
        let mut vars = Vec::new();
        ss.iter().for_each(|s| {
            s.walk(&mut |t| {
                if let Stmt::Set { var, .. } = t {
                    vars.push(var.index())
                }
            })
        });
        assert_eq!(vars, [5, 6, 2, 4]);
        let Stmt::If { else_, .. } = &ss[0] else {
            panic!("the if stays")
        };
        assert!(else_.is_empty());
    }

    /// Counts how deep each statement is, entering and leaving bodies.
    struct Depths(usize, Vec<(usize, Option<Body>)>);

    impl Visitor for Depths {
        type Error = ();

        fn stmt(&mut self, _: &Stmt) -> Result<(), ()> {
            self.1.push((self.0, None));
            Ok(())
        }

        fn enter(&mut self, body: Body, _: &[Stmt]) -> Result<(), ()> {
            self.1.push((self.0, Some(body)));
            self.0 += 1;
            Ok(())
        }

        fn leave(&mut self, _: Body) {
            self.0 -= 1;
        }
    }

    #[test]
    fn visits_see_where_bodies_start_and_end() {
        let mut d = Depths(0, Vec::new());
        visit(&[nested()], &mut d).expect("visits");
        let then_ = Some(Body::Then);
        let expected = [
            (0, None),
            (0, then_),
            (1, None),
            (1, None),
            (1, Some(Body::While)),
            (2, None),
            (0, Some(Body::Else)),
            (1, None),
        ];
        assert_eq!(d.1, expected);
    }

    fn lp(index: u32, extent: u32, body: Level) -> Box<For> {
        Box::new(For {
            index: VarId::new(index),
            extent: Expr::var(VarId::new(extent)),
            extent_sym: Poly::zero(),
            dir: Dir::Forward,
            body,
        })
    }

    /// `v0 := v0; for v10 in 0..v11: (v1 := v10); v5 := v0` with, after
    /// the inner loop, the loop statement `for v12 in 0..v13: (v2 := v12;
    /// for v14 in 0..v15: (v3 := v14); v4 := v12)`.
    fn with_stmt_for() -> Level {
        let inner = lp(
            14,
            15,
            Level {
                pre: vec![set(3, Expr::var(VarId::new(14)))],
                ..Level::default()
            },
        );
        let stmt_for = lp(
            12,
            13,
            Level {
                pre: vec![set(2, Expr::var(VarId::new(12)))],
                inner: Some(inner),
                post: vec![set(4, Expr::var(VarId::new(12)))],
            },
        );
        Level {
            pre: vec![set(0, Expr::var(VarId::new(0)))],
            inner: Some(lp(
                10,
                11,
                Level {
                    pre: vec![set(1, Expr::var(VarId::new(10)))],
                    ..Level::default()
                },
            )),
            post: vec![Stmt::For(stmt_for), set(5, Expr::var(VarId::new(0)))],
        }
    }

    /// The variables `Set` by the statements `walk` visits, in order
    /// (`-1` for a loop statement).
    fn sets(walk: impl FnOnce(&mut dyn FnMut(&Stmt))) -> Vec<i64> {
        let mut seen = Vec::new();
        walk(&mut |s| match s {
            Stmt::Set { var, .. } => seen.push(var.index() as i64),
            Stmt::For(_) => seen.push(-1),
            _ => seen.push(-2),
        });
        seen
    }

    #[test]
    fn walks_enter_a_loop_statement_like_an_inner_loop() {
        let l = with_stmt_for();
        // Every statement once, in execution order.
        assert_eq!(sets(|f| l.walk(f)), [0, 1, -1, 2, 3, 4, 5]);
        assert_eq!(sets(|f| l.post[0].walk(f)), [-1, 2, 3, 4]);
        let mut m = with_stmt_for();
        let mut seen = Vec::new();
        m.walk_mut(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                seen.push(var.index());
                *var = VarId::from_index(var.index() + 100);
            }
        });
        assert_eq!(seen, [0, 1, 2, 3, 4, 5]);
        assert_eq!(sets(|f| m.walk(f)), [100, 101, -1, 102, 103, 104, 105]);
        // Every list of every level, the loop statement's level's among them.
        let mut lists = Vec::new();
        l.stmts(&mut |ss| lists.push(sets(|f| ss.iter().for_each(f))));
        // (pre, the inner loop's pre and post, post, then the loop
        // statement's pre, its inner loop's pre and post, its post.)
        let expected: [&[i64]; 8] = [&[0], &[1], &[], &[-1, 5], &[2], &[3], &[], &[4]];
        assert_eq!(lists, expected);
        let mut m = with_stmt_for();
        let mut n = 0;
        m.stmts_mut(&mut |ss| n += ss.len());
        assert_eq!(n, 7);
        // Its extent is its own; its inner loop's is among its expressions.
        let mut own = Vec::new();
        l.post[0].own_exprs(&mut |e| e.each_var(&mut |v| own.push(v.index())));
        assert_eq!(own, [13]);
        let mut read = Vec::new();
        l.post[0].exprs(&mut |e| e.each_var(&mut |v| read.push(v.index())));
        assert_eq!(read, [13, 12, 15, 14, 12]);
        let mut read = Vec::new();
        l.exprs(&mut |e| e.each_var(&mut |v| read.push(v.index())));
        assert_eq!(read, [0, 11, 10, 13, 12, 15, 14, 12, 0]);
        // It defines nothing at its own level.
        assert!(l.post[0].defines().is_empty());
        assert_eq!(l.post[0].at(), None);
        assert_eq!(l.post[1].at(), Some(NodeId::new(0)));
    }

    #[test]
    fn depth_counts_the_inner_chain_and_loops_every_loop() {
        let l = with_stmt_for();
        assert_eq!(l.depth(), 1);
        assert_eq!(l.max_depth(), 2);
        assert_eq!(l.loops(), 3);
        let mut flat = with_stmt_for();
        flat.post.clear();
        assert_eq!((flat.depth(), flat.max_depth(), flat.loops()), (1, 1, 1));
    }

    #[test]
    fn renaming_and_rewriting_reach_inside_a_loop_statement() {
        let mut l = with_stmt_for();
        l.rename(&|v| (v.index() >= 10).then_some(VarId::from_index(v.index() + 100)));
        let Stmt::For(f) = &l.post[0] else {
            panic!("the loop statement stays")
        };
        assert_eq!(f.index, VarId::new(112));
        assert_eq!(f.extent, Expr::var(VarId::new(113)));
        let inner = f.body.inner.as_ref().expect("its inner loop");
        assert_eq!(
            (inner.index, &inner.extent),
            (VarId::new(114), &Expr::var(VarId::new(115)))
        );
        let mut read = Vec::new();
        l.exprs(&mut |e| e.each_var(&mut |v| read.push(v.index())));
        assert_eq!(read, [0, 111, 110, 113, 112, 115, 114, 112, 0]);

        // Bottom-up: the loop statement's level first, then the statement.
        let mut l = with_stmt_for();
        let mut order = Vec::new();
        rewrite(&mut l.post, &mut |s, out| {
            match &s {
                Stmt::Set { var, .. } => order.push(var.index() as i64),
                _ => order.push(-1),
            }
            if !matches!(s, Stmt::Set { var, .. } if var == VarId::new(3)) {
                out.push(s)
            }
        });
        assert_eq!(order, [2, 3, 4, -1, 5]);
        assert_eq!(sets(|f| l.walk(f)), [0, 1, -1, 2, 4, 5]);
        let mut l = with_stmt_for();
        rewrite_level(&mut l, &mut |s, out| {
            if !matches!(
                s,
                Stmt::Set { var, .. } if var == VarId::new(1) || var == VarId::new(4)
            ) {
                out.push(s)
            }
        });
        assert_eq!(sets(|f| l.walk(f)), [0, -1, 2, 3, 5]);
    }

    /// Records statements and where loops start and end.
    struct Loops(Vec<String>);

    impl Visitor for Loops {
        type Error = ();

        fn stmt(&mut self, s: &Stmt) -> Result<(), ()> {
            self.0.push(match s {
                Stmt::Set { var, .. } => format!("v{}", var.index()),
                Stmt::For(f) => format!("stmt for v{}", f.index.index()),
                _ => "?".into(),
            });
            Ok(())
        }

        fn enter_loop(&mut self, f: &For) -> Result<(), ()> {
            self.0.push(format!("enter v{}", f.index.index()));
            Ok(())
        }

        fn leave_loop(&mut self, f: &For) {
            self.0.push(format!("leave v{}", f.index.index()));
        }
    }

    #[test]
    fn visits_see_every_loop_start_and_end() {
        let mut v = Loops(Vec::new());
        visit_level(&with_stmt_for(), &mut v).expect("visits");
        let expected = [
            "v0",
            "enter v10",
            "v1",
            "leave v10",
            "stmt for v12",
            "enter v12",
            "v2",
            "enter v14",
            "v3",
            "leave v14",
            "v4",
            "leave v12",
            "v5",
        ];
        assert_eq!(v.0, expected);
        // A statement list alone: its loop statements' loops only.
        let mut v = Loops(Vec::new());
        visit(&with_stmt_for().post, &mut v).expect("visits");
        assert_eq!(v.0, expected[4..]);
    }
}

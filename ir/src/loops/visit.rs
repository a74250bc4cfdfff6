//! The one walk into statements nested in `If` and `While`: pre-order
//! visits that see where nested bodies start and end ([`visit`]), plain
//! pre-order walks ([`Stmt::walk`], [`Stmt::walk_mut`]), rewriting that
//! replaces a statement by any number of them ([`rewrite`]), and what is
//! built on them (every expression of a statement, renaming); executing
//! nested bodies is control flow, the evaluators' business.

use super::program::{Check, Expr, Level, Stmt, VarId};
use crate::graph::NodeId;

/// A body nested in a statement: an `if`'s branches, a `while`'s body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Then,
    Else,
    While,
}

/// A visit of statements in pre-order that sees where nested bodies start
/// and end ([`visit`]); for a plain pre-order visit, [`Stmt::walk`].
pub trait Visitor {
    type Error;

    /// A statement, before the bodies nested in it.
    fn stmt(&mut self, s: &Stmt) -> Result<(), Self::Error>;

    /// Entering a nested body (`stmts`, its statements).
    fn enter(&mut self, _body: Body, _stmts: &[Stmt]) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Leaving a nested body.
    fn leave(&mut self, _body: Body) {}
}

/// Visits `ss` and the bodies nested in them, in pre-order: the one place
/// that descends into `If` and `While` (executing them is control flow, the
/// evaluators' business).
pub fn visit<V: Visitor + ?Sized>(ss: &[Stmt], v: &mut V) -> Result<(), V::Error> {
    for s in ss {
        v.stmt(s)?;
        for (body, stmts) in s.bodies() {
            v.enter(body, stmts)?;
            visit(stmts, v)?;
            v.leave(body);
        }
    }
    Ok(())
}

/// Rewrites `ss` and the bodies nested in them, bottom-up: each statement,
/// after the bodies nested in it, is replaced by the statements `f` pushes
/// to `out` (none drops it; what `f` pushes is not rewritten again).
pub fn rewrite(ss: &mut Vec<Stmt>, f: &mut dyn FnMut(Stmt, &mut Vec<Stmt>)) {
    let mut out = Vec::with_capacity(ss.len());
    for mut s in ss.drain(..) {
        for body in s.bodies_mut() {
            rewrite(body, f);
        }
        f(s, &mut out);
    }
    *ss = out;
}

/// The one body of [`Stmt::own_exprs`] and its `_mut` twin: the bindings
/// are `&` or `&mut` as the matched statement is.
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
            Stmt::Copy { .. } => {}
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
    /// The operation the statement belongs to (named by its errors).
    pub fn at(&self) -> NodeId {
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
            | Stmt::Check { at, .. } => *at,
        }
    }

    /// The bodies nested in the statement, in order.
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

    /// Pre-order visit of the statement and of the statements nested in it.
    pub fn walk(&self, f: &mut dyn FnMut(&Stmt)) {
        f(self);
        for (_, body) in self.bodies() {
            body.iter().for_each(|s| s.walk(f));
        }
    }

    /// [`Stmt::walk`], to change them.
    pub fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Stmt)) {
        f(self);
        for body in self.bodies_mut() {
            body.iter_mut().for_each(|s| s.walk_mut(f));
        }
    }

    /// The expressions of the statement itself (not of nested statements),
    /// in evaluation order.
    pub fn own_exprs(&self, f: &mut dyn FnMut(&Expr)) {
        each_own_expr!(self, f)
    }

    /// [`Stmt::own_exprs`], to change them.
    pub fn own_exprs_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        each_own_expr!(self, f)
    }

    /// The variables the statement itself binds (a `Combine`'s too; not
    /// those of nested statements).
    fn own_bindings_mut(&mut self) -> Vec<&mut VarId> {
        match self {
            Stmt::Let { var, .. } | Stmt::Set { var, .. } | Stmt::Load { var, .. } => vec![var],
            Stmt::Combine { new, old, .. } => vec![new, old],
            _ => vec![],
        }
    }

    /// Every expression of the statement, and of nested statements.
    pub fn exprs(&self, f: &mut dyn FnMut(&Expr)) {
        self.walk(&mut |s| s.own_exprs(f));
    }

    /// Renames variables everywhere in the statement, definitions included.
    pub fn rename(&mut self, f: &dyn Fn(VarId) -> Option<VarId>) {
        self.walk_mut(&mut |s| {
            for v in s.own_bindings_mut() {
                if let Some(w) = f(*v) {
                    *v = w
                }
            }
            s.own_exprs_mut(&mut |e| e.rename(f));
        });
    }

    /// The variables this statement defines (at its own level).
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

    /// Every statement of the level and the levels inside it, outermost first.
    pub fn stmts_mut(&mut self, f: &mut dyn FnMut(&mut Vec<Stmt>)) {
        f(&mut self.pre);
        if let Some(l) = &mut self.inner {
            l.body.stmts_mut(f);
        }
        f(&mut self.post);
    }

    pub fn stmts(&self, f: &mut dyn FnMut(&[Stmt])) {
        f(&self.pre);
        if let Some(l) = &self.inner {
            l.body.stmts(f);
        }
        f(&self.post);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(var: u32, value: Expr) -> Stmt {
        Stmt::Set {
            var: VarId(var),
            value,
            at: NodeId(0),
        }
    }

    /// `if v0: (v1 := v0; while v1: v2 := v1) else: v3 := v0`
    fn nested() -> Stmt {
        Stmt::If {
            cond: Expr::var(VarId(0)),
            then_: vec![
                set(1, Expr::var(VarId(0))),
                Stmt::While {
                    cond: Expr::var(VarId(1)),
                    body: vec![set(2, Expr::var(VarId(1)))],
                    at: NodeId(0),
                },
            ],
            else_: vec![set(3, Expr::var(VarId(0)))],
            at: NodeId(0),
        }
    }

    #[test]
    fn walks_are_pre_order_into_every_body() {
        let mut seen = Vec::new();
        nested().walk(&mut |s| {
            seen.push(match s {
                Stmt::Set { var, .. } => var.0 as i64,
                Stmt::If { .. } => -1,
                _ => -2,
            })
        });
        assert_eq!(seen, [-1, 1, -2, 2, 3]);
        let mut read = Vec::new();
        nested().exprs(&mut |e| e.each_var(&mut |v| read.push(v.0)));
        assert_eq!(read, [0, 0, 1, 1, 0]);
    }

    #[test]
    fn renaming_reaches_nested_definitions_and_uses() {
        let mut s = nested();
        s.rename(&|v| (v == VarId(1)).then_some(VarId(9)));
        let mut vars = Vec::new();
        s.walk(&mut |s| {
            if let Stmt::Set { var, .. } = s {
                vars.push(var.0)
            }
        });
        assert_eq!(vars, [9, 2, 3]);
        let mut read = Vec::new();
        s.exprs(&mut |e| e.each_var(&mut |v| read.push(v.0)));
        assert_eq!(read, [0, 0, 9, 9, 0]);
    }

    #[test]
    fn rewrites_reach_nested_bodies_first_and_replace_by_several() {
        let mut ss = vec![nested(), set(4, Expr::var(VarId(0)))];
        let mut order = Vec::new();
        rewrite(&mut ss, &mut |s, out| match s {
            // v1 := v0 becomes two statements; v3 := v0 goes.
            Stmt::Set { var: VarId(1), .. } => {
                order.push(1);
                out.push(set(5, Expr::var(VarId(0))));
                out.push(set(6, Expr::var(VarId(5))));
            }
            Stmt::Set { var: VarId(3), .. } => order.push(3),
            Stmt::Set { var, .. } => {
                order.push(var.0 as i64);
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
                    vars.push(var.0)
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
}

//! The loop IR's verifier: scopes, types, where arrays are written and
//! which shapes are known, checked after lowering and after every fusion
//! step ([`verify`]); and the type of an expression ([`type_of`]).

use super::program::{Block, Expr, Item, Level, LoopProgram, Nest, Stmt, VarId};
use super::visit::{visit, Body, Visitor};
use crate::ast::{BinOp, UnOp};
use crate::graph::ArrayId;
use crate::types::ScalarType;
use std::collections::HashSet;

/// The result type of an expression, or why it has none.
pub fn type_of(p: &LoopProgram, e: &Expr) -> Result<ScalarType, String> {
    Ok(match e {
        Expr::Var(v) => p
            .vars
            .get(*v)
            .ok_or_else(|| format!("variable v{} does not exist", v.0))?
            .ty
            .clone(),
        Expr::Lit(s) => s.ty(),
        Expr::Index { array, index } => {
            let a = p
                .arrays
                .get(*array)
                .ok_or_else(|| format!("array {array} does not exist"))?;
            if index.len() != a.rank {
                return Err(format!(
                    "`{}` has rank {} but is indexed with {} indices",
                    a.name,
                    a.rank,
                    index.len()
                ));
            }
            for i in index {
                expect(p, i, &ScalarType::I64, "an index")?;
            }
            a.elem.clone()
        }
        Expr::Dim { .. } => ScalarType::I64,
        Expr::Unary(UnOp::Not, a) => {
            type_of(p, a)?;
            ScalarType::BOOL
        }
        Expr::Unary(UnOp::Neg, a) => type_of(p, a)?,
        Expr::Binary(op, a, b) => {
            let (ta, tb) = (type_of(p, a)?, type_of(p, b)?);
            let shift = matches!(op, BinOp::Shl | BinOp::Shr);
            if ta != tb && !shift {
                return Err(format!(
                    "operands of `{}` have types {ta} and {tb}",
                    op.symbol()
                ));
            }
            match op {
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    ScalarType::BOOL
                }
                _ => ta,
            }
        }
        Expr::If(c, a, b) => {
            expect(p, c, &ScalarType::BOOL, "a condition")?;
            if matches!(**a, Expr::Ignore) {
                return type_of(p, b);
            }
            let ta = type_of(p, a)?;
            if !matches!(**b, Expr::Ignore) {
                expect(p, b, &ta, "the else branch")?;
            }
            ta
        }
        Expr::Let { var, value, body } => {
            let decl = &p
                .vars
                .get(*var)
                .ok_or_else(|| format!("variable v{} does not exist", var.0))?
                .ty;
            expect(p, value, decl, "a let's value")?;
            type_of(p, body)?
        }
        Expr::Tuple(es) => {
            ScalarType::Tuple(es.iter().map(|e| type_of(p, e)).collect::<Result<_, _>>()?)
        }
        Expr::Proj(a, i) => match type_of(p, a)? {
            ScalarType::Tuple(ts) if *i < ts.len() => ts[*i].clone(),
            t => return Err(format!("projection .{i} of a value of type {t}")),
        },
        Expr::Call(_, es) => {
            let ts = es
                .iter()
                .map(|e| type_of(p, e))
                .collect::<Result<Vec<_>, _>>()?;
            ts.first().cloned().ok_or("a call without arguments")?
        }
        Expr::Convert(prim, a) => {
            type_of(p, a)?;
            ScalarType::Prim(*prim)
        }
        Expr::Ignore => return Err("`ignore` outside a permute's target".into()),
    })
}

fn expect(p: &LoopProgram, e: &Expr, ty: &ScalarType, what: &str) -> Result<(), String> {
    let t = type_of(p, e)?;
    if &t == ty {
        Ok(())
    } else {
        Err(format!("{what} has type {t}, expected {ty}"))
    }
}

/// Checks the invariants of a program; the message names the first broken one:
/// - every variable is defined before it is used, in its level or an
///   enclosing one (a `For`'s index inside its body); a `Set` updates a
///   variable of its own or an enclosing level; no variable is defined twice;
/// - the element types agree: loads and stores with their arrays', lets and
///   sets with their variables', conditions and indices are `bool`/`i64`;
/// - indices match the arrays' ranks; stores, appends and combines go to
///   arrays the nest allocates; streamed loads index with loop indices
///   (outermost first), so every `For` lowers the rank of what it streams by
///   one;
/// - extents use only shapes known when they are evaluated: the program's
///   parameters, the parameters of enclosing blocks (a `loop`'s variables),
///   arrays made by earlier items, and the nest's inputs and earlier shapes;
/// - a nest has at most one loop per depth (by construction: [`Level`]).
pub fn verify(p: &LoopProgram) -> Result<(), String> {
    let mut defined: HashSet<VarId> = HashSet::new();
    let mut shaped: HashSet<ArrayId> = p.params.iter().copied().collect();
    verify_items(p, &p.body, &mut defined, &mut shaped)
}

/// `shaped`: the arrays whose shapes are known where `items` start (the
/// parameters, the enclosing blocks' parameters, and what earlier items
/// made); on return, also what `items` made.
fn verify_items(
    p: &LoopProgram,
    items: &[Item],
    defined: &mut HashSet<VarId>,
    shaped: &mut HashSet<ArrayId>,
) -> Result<(), String> {
    for it in items {
        match it {
            Item::Nest(n) => {
                verify_nest(p, n, defined, shaped)
                    .map_err(|e| format!("nest {} ({}): {e}", n.cluster, n.tree))?;
                shaped.extend(n.shapes.iter().map(|s| s.array));
            }
            Item::If {
                hoisted,
                cond,
                then_,
                else_,
                outputs,
                ..
            } => {
                verify_condition(p, hoisted, cond, defined, "an `if` condition")?;
                for b in [then_, else_] {
                    verify_block(p, b, defined, shaped)?;
                }
                shaped.extend(outputs.iter().copied());
            }
            Item::Loop {
                hoisted,
                cond,
                body,
                outputs,
                ..
            } => {
                verify_condition(p, hoisted, cond, defined, "a `loop` condition")?;
                verify_block(p, body, defined, shaped)?;
                shaped.extend(outputs.iter().copied());
            }
        }
    }
    Ok(())
}

/// A nested block: its parameters' shapes are known inside it; what it
/// makes is not known after it (only the item's outputs are).
fn verify_block(
    p: &LoopProgram,
    b: &Block,
    defined: &mut HashSet<VarId>,
    shaped: &HashSet<ArrayId>,
) -> Result<(), String> {
    let mut inner = shaped.clone();
    inner.extend(b.params.iter().copied());
    verify_items(p, &b.items, defined, &mut inner)
}

/// An array-level condition: reads only its hoisted values, and is a `bool`.
fn verify_condition(
    p: &LoopProgram,
    hoisted: &[(VarId, ArrayId)],
    cond: &Expr,
    defined: &mut HashSet<VarId>,
    what: &str,
) -> Result<(), String> {
    let mut scope = Scope::new(defined, p);
    for (v, _) in hoisted {
        scope.define(*v)?;
    }
    scope.check_expr(cond)?;
    expect(p, cond, &ScalarType::BOOL, what)
}

/// Variables in scope (a stack of levels) plus every variable ever defined
/// (no variable may be defined twice anywhere).
struct Scope<'a> {
    levels: Vec<Vec<VarId>>,
    /// Every variable of `levels` (so that a lookup does not scan them).
    visible: HashSet<VarId>,
    ever: &'a mut HashSet<VarId>,
    /// For messages: the variables' printed names.
    p: &'a LoopProgram,
}

impl<'a> Scope<'a> {
    fn new(ever: &'a mut HashSet<VarId>, p: &'a LoopProgram) -> Scope<'a> {
        Scope {
            levels: vec![Vec::new()],
            visible: HashSet::new(),
            ever,
            p,
        }
    }

    /// `v`'s printed name, as `--emit loops` shows it.
    fn name(&self, v: VarId) -> String {
        self.p.var_name(v)
    }

    /// Enters a level.
    fn open(&mut self) {
        self.levels.push(Vec::new());
    }

    /// Leaves the innermost level: its variables go out of scope.
    fn close(&mut self) {
        for v in self.levels.pop().expect("a level") {
            self.visible.remove(&v);
        }
    }

    fn in_scope(&self, v: VarId) -> bool {
        self.visible.contains(&v)
    }

    fn define(&mut self, v: VarId) -> Result<(), String> {
        if !self.ever.insert(v) {
            return Err(format!("variable {} is defined twice", self.name(v)));
        }
        self.levels.last_mut().expect("a level").push(v);
        self.visible.insert(v);
        Ok(())
    }

    fn check_expr(&mut self, e: &Expr) -> Result<(), String> {
        match e {
            Expr::Var(v) if !self.in_scope(*v) => Err(format!(
                "variable {} is used before it is defined",
                self.name(*v)
            )),
            Expr::Let { var, value, body } => {
                self.check_expr(value)?;
                self.open();
                self.define(*var)?;
                let r = self.check_expr(body);
                self.close();
                r
            }
            _ => {
                // Every child is checked (a `let` in one defines its
                // variable); the first error counts.
                let mut first = Ok(());
                e.for_each_child(&mut |c| {
                    let r = self.check_expr(c);
                    if first.is_ok() {
                        first = r;
                    }
                });
                first
            }
        }
    }
}

/// `known`: the arrays whose shapes are known before the nest runs.
fn verify_nest(
    p: &LoopProgram,
    n: &Nest,
    ever: &mut HashSet<VarId>,
    known: &HashSet<ArrayId>,
) -> Result<(), String> {
    let allocated: HashSet<ArrayId> = n
        .shapes
        .iter()
        .filter(|s| s.alloc)
        .map(|s| s.array)
        .collect();
    let mut shaped: HashSet<ArrayId> = n.inputs.iter().copied().collect();
    let mut scope = Scope::new(ever, p);
    for s in &n.shapes {
        for d in &s.dims {
            scope.check_expr(d)?;
            expect(p, d, &ScalarType::I64, "an extent")?;
            let mut missing = None;
            d.walk(&mut |e| {
                if let Expr::Dim { array, .. } = e {
                    if !shaped.contains(array) && !known.contains(array) {
                        missing = Some(*array);
                    }
                }
            });
            if let Some(a) = missing {
                return Err(format!(
                    "the shape of `{}` uses the shape of `{}` before it is known",
                    p.arrays[s.array].name, p.arrays[a].name
                ));
            }
        }
        if s.dims.len() != p.arrays[s.array].rank {
            return Err(format!(
                "`{}` has rank {} but {} extents",
                p.arrays[s.array].name,
                p.arrays[s.array].rank,
                s.dims.len()
            ));
        }
        shaped.insert(s.array);
    }
    let ctx = NestCtx {
        p,
        allocated: &allocated,
    };
    ctx.level(&n.body, &mut scope, &mut Vec::new())
}

struct NestCtx<'a> {
    p: &'a LoopProgram,
    allocated: &'a HashSet<ArrayId>,
}

impl NestCtx<'_> {
    fn level(&self, l: &Level, scope: &mut Scope, indices: &mut Vec<VarId>) -> Result<(), String> {
        scope.open();
        self.stmts(&l.pre, scope, indices)?;
        if let Some(f) = &l.inner {
            scope.check_expr(&f.extent)?;
            expect(self.p, &f.extent, &ScalarType::I64, "a loop extent")?;
            if self.p.vars[f.index].ty != ScalarType::I64 {
                return Err("a loop index is not an i64".into());
            }
            scope.open();
            scope.define(f.index)?;
            indices.push(f.index);
            self.level(&f.body, scope, indices)?;
            indices.pop();
            scope.close();
        }
        self.stmts(&l.post, scope, indices)?;
        scope.close();
        Ok(())
    }

    fn stmts(&self, ss: &[Stmt], scope: &mut Scope, indices: &[VarId]) -> Result<(), String> {
        visit(
            ss,
            &mut StmtChecker {
                ctx: self,
                scope,
                indices,
            },
        )
    }

    /// One statement (not the ones nested in it: [`StmtChecker`] visits them).
    fn stmt(&self, s: &Stmt, scope: &mut Scope, indices: &[VarId]) -> Result<(), String> {
        let p = self.p;
        let elem = |a: ArrayId| p.arrays[a].elem.clone();
        let name = |a: ArrayId| p.arrays[a].name.to_string();
        let written = |a: ArrayId| {
            if self.allocated.contains(&a) {
                Ok(())
            } else {
                Err(format!(
                    "`{}` is written but not allocated by the nest",
                    name(a)
                ))
            }
        };
        match s {
            Stmt::Let { var, value, .. } => {
                scope.check_expr(value)?;
                expect(p, value, &p.vars[*var].ty, "a let's value")?;
                scope.define(*var)?;
            }
            Stmt::Set { var, value, .. } => {
                scope.check_expr(value)?;
                if !scope.in_scope(*var) {
                    return Err(format!(
                        "{} is updated before it is defined",
                        scope.name(*var)
                    ));
                }
                expect(p, value, &p.vars[*var].ty, "an update")?;
            }
            Stmt::Load {
                var,
                array,
                index,
                streamed,
                ..
            } => {
                let e = Expr::Index {
                    array: *array,
                    index: index.clone(),
                };
                scope.check_expr(&e)?;
                expect(p, &e, &p.vars[*var].ty, "a load")?;
                if *streamed {
                    let ok = index.len() <= indices.len()
                        && index
                            .iter()
                            .zip(indices)
                            .all(|(e, v)| matches!(e, Expr::Var(w) if w == v));
                    if !ok {
                        return Err(format!(
                            "a streamed load of `{}` does not index with the loop indices",
                            name(*array)
                        ));
                    }
                }
                scope.define(*var)?;
            }
            Stmt::Store {
                array,
                index,
                value,
                ..
            } => {
                written(*array)?;
                let e = Expr::Index {
                    array: *array,
                    index: index.clone(),
                };
                scope.check_expr(&e)?;
                type_of(p, &e)?;
                scope.check_expr(value)?;
                expect(p, value, &elem(*array), "a stored value")?;
            }
            Stmt::Combine {
                array,
                target,
                source,
                new,
                old,
                value,
                ..
            } => {
                written(*array)?;
                scope.check_expr(target)?;
                scope.check_expr(source)?;
                scope.open();
                scope.define(*new)?;
                scope.define(*old)?;
                scope.check_expr(value)?;
                scope.close();
                expect(p, value, &elem(*array), "a combined value")?;
            }
            Stmt::Copy { dst, src, .. } => {
                written(*dst)?;
                if elem(*dst) != elem(*src) {
                    return Err(format!("copy of `{}` into `{}`", name(*src), name(*dst)));
                }
            }
            Stmt::Append { array, value, .. } => {
                written(*array)?;
                scope.check_expr(value)?;
                expect(p, value, &elem(*array), "an appended value")?;
            }
            Stmt::If { cond, .. } | Stmt::While { cond, .. } => {
                scope.check_expr(cond)?;
                expect(p, cond, &ScalarType::BOOL, "a condition")?;
            }
            Stmt::Check { check, .. } => {
                scope.check_expr(&check.cond)?;
                expect(p, &check.cond, &ScalarType::BOOL, "a check")?;
                for o in &check.operands {
                    scope.check_expr(o)?;
                    expect(p, o, &ScalarType::I64, "a check's operand")?;
                }
            }
        }
        Ok(())
    }
}

/// Checks statements and the bodies nested in them, each body a scope.
struct StmtChecker<'c, 's, 'a> {
    ctx: &'c NestCtx<'c>,
    scope: &'s mut Scope<'a>,
    indices: &'c [VarId],
}

impl Visitor for StmtChecker<'_, '_, '_> {
    type Error = String;

    fn stmt(&mut self, s: &Stmt) -> Result<(), String> {
        self.ctx.stmt(s, self.scope, self.indices)
    }

    fn enter(&mut self, _: Body, _: &[Stmt]) -> Result<(), String> {
        self.scope.open();
        Ok(())
    }

    fn leave(&mut self, _: Body) {
        self.scope.close();
    }
}

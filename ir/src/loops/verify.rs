//! The loop IR's verifier: scopes, types, where arrays are written and
//! which shapes are known, checked after lowering and after every fusion
//! step ([`verify`]); and the type of an expression ([`type_of`]).

use super::program::{Block, Expr, For, Item, Level, LoopProgram, Nest, ShapeDef, Stmt, VarId};
use super::visit::{visit_level, Body, Visitor};
use crate::ast::{BinOp, UnOp};
use crate::graph::ArrayId;
use crate::types::ScalarType;
use std::collections::HashSet;

/// The result type of an expression, or why it has none.
pub fn type_of(program: &LoopProgram, e: &Expr) -> Result<ScalarType, String> {
    Ok(match e {
        Expr::Var(v) => program
            .vars
            .get(*v)
            .ok_or_else(|| format!("variable v{} does not exist", v.index()))?
            .ty
            .clone(),
        Expr::Lit(s) => s.ty(),
        Expr::Index { array, index } => {
            let a = program
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
                expect(program, i, &ScalarType::I64, "an index")?;
            }
            a.elem.clone()
        }
        Expr::Dim { .. } => ScalarType::I64,
        Expr::Unary(UnOp::Not, a) => {
            type_of(program, a)?;
            ScalarType::BOOL
        }
        Expr::Unary(UnOp::Neg, a) => type_of(program, a)?,
        Expr::Binary(op, a, b) => {
            let (ta, tb) = (type_of(program, a)?, type_of(program, b)?);
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
            expect(program, c, &ScalarType::BOOL, "a condition")?;
            if matches!(**a, Expr::Ignore) {
                return type_of(program, b);
            }
            let ta = type_of(program, a)?;
            if !matches!(**b, Expr::Ignore) {
                expect(program, b, &ta, "the else branch")?;
            }
            ta
        }
        Expr::Let { var, value, body } => {
            let decl = &program
                .vars
                .get(*var)
                .ok_or_else(|| format!("variable v{} does not exist", var.index()))?
                .ty;
            expect(program, value, decl, "a let's value")?;
            type_of(program, body)?
        }
        Expr::Tuple(es) => ScalarType::Tuple(
            es.iter()
                .map(|e| type_of(program, e))
                .collect::<Result<_, _>>()?,
        ),
        Expr::Proj(a, i) => match type_of(program, a)? {
            ScalarType::Tuple(ts) if *i < ts.len() => ts[*i].clone(),
            t => return Err(format!("projection .{i} of a value of type {t}")),
        },
        Expr::Call(_, es) => {
            let ts = es
                .iter()
                .map(|e| type_of(program, e))
                .collect::<Result<Vec<_>, _>>()?;
            ts.first().cloned().ok_or("a call without arguments")?
        }
        Expr::Convert(prim, a) => {
            type_of(program, a)?;
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
///   a loop statement ([`Stmt::For`]) scopes as an inner loop does: its
///   extent is checked where the statement is, its body sees what was
///   defined before it, and what it defines is not visible after it;
/// - a [`Stmt::For`] is one of a level's statements (`pre` or `post`),
///   never inside an `if`'s or a `while`'s body;
/// - the element types agree: loads and stores with their arrays', lets and
///   sets with their variables', conditions and indices are `bool`/`i64`;
/// - indices match the arrays' ranks; stores, appends and combines go to
///   arrays the nest allocates; streamed loads index with loop indices
///   (outermost first; inside a [`Stmt::For`], the enclosing loops' followed
///   by its own), so every `For` lowers the rank of what it streams by one;
/// - extents use only shapes known when they are evaluated: the program's
///   parameters, the parameters of enclosing blocks (a `loop`'s variables),
///   arrays made by earlier items, and the nest's inputs and earlier shapes;
/// - a nest's levels have at most one inner loop each (by construction:
///   [`Level`]); further loops at a depth are [`Stmt::For`]s;
/// - an alias's input is made before it, with the same element type.
pub fn verify(program: &LoopProgram) -> Result<(), String> {
    let mut defined: HashSet<VarId> = HashSet::new();
    let mut shaped: HashSet<ArrayId> = program.params.iter().copied().collect();
    verify_items(program, &program.body, &mut defined, &mut shaped)
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
            Item::Alias { input, shape, .. } => {
                verify_alias(p, *input, shape, defined, shaped)?;
                shaped.insert(shape.array);
            }
            Item::Loop {
                hoisted,
                cond,
                body,
                outputs,
                scheduled,
                ..
            } => {
                if *scheduled {
                    let scalar = |a: Option<&ArrayId>| {
                        a.map(|a| &p.arrays[*a])
                            .is_some_and(|d| d.rank == 0 && d.elem == ScalarType::I64)
                    };
                    if !scalar(body.params.first()) || !scalar(body.params.last()) {
                        return Err(
                            "a scheduled `loop` whose first (the limit) or last variable (the chunk's first element) is not a rank-0 i64 array"
                                .into(),
                        );
                    }
                }
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
        verify_shape(p, s, &mut scope, &|a| {
            shaped.contains(&a) || known.contains(&a)
        })?;
        shaped.insert(s.array);
    }
    let ctx = NestCtx {
        p,
        allocated: &allocated,
    };
    ctx.level(&n.body, &mut scope)
}

/// One array's extents: `i64` expressions in scope, as many as its rank,
/// using only the shapes `known` says are known where they are evaluated.
fn verify_shape(
    p: &LoopProgram,
    s: &ShapeDef,
    scope: &mut Scope,
    known: &dyn Fn(ArrayId) -> bool,
) -> Result<(), String> {
    for d in &s.dims {
        scope.check_expr(d)?;
        expect(p, d, &ScalarType::I64, "an extent")?;
        let mut missing = None;
        d.walk(&mut |e| {
            if let Expr::Dim { array, .. } = e {
                if !known(*array) {
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
    Ok(())
}

/// An alias: its input is known, its extents are well formed, and the two
/// arrays have one element type (the storage is shared).
fn verify_alias(
    p: &LoopProgram,
    input: ArrayId,
    shape: &ShapeDef,
    defined: &mut HashSet<VarId>,
    shaped: &HashSet<ArrayId>,
) -> Result<(), String> {
    let name = |a: ArrayId| p.array_name(a);
    if !shaped.contains(&input) {
        return Err(format!(
            "alias `{}` of `{}` before `{}` is made",
            name(shape.array),
            name(input),
            name(input)
        ));
    }
    if p.arrays[input].elem != p.arrays[shape.array].elem {
        return Err(format!(
            "alias `{}` of `{}` with another element type",
            name(shape.array),
            name(input)
        ));
    }
    let mut scope = Scope::new(defined, p);
    verify_shape(p, shape, &mut scope, &|a| shaped.contains(&a))?;
    for c in &shape.checks {
        scope.check_expr(&c.cond)?;
        expect(p, &c.cond, &ScalarType::BOOL, "a check")?;
    }
    Ok(())
}

struct NestCtx<'a> {
    p: &'a LoopProgram,
    allocated: &'a HashSet<ArrayId>,
}

impl NestCtx<'_> {
    /// A nest's body: its levels, their loops (the inner ones and the
    /// [`Stmt::For`]s) and statements, each loop's index and level a scope.
    fn level(&self, l: &Level, scope: &mut Scope) -> Result<(), String> {
        scope.open();
        let mut checker = StmtChecker {
            ctx: self,
            scope,
            indices: Vec::new(),
            nested: 0,
        };
        let r = visit_level(l, &mut checker);
        checker.scope.close();
        r
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
            // Its loop: [`NestCtx::enter_loop`], where the visit enters it.
            Stmt::For(_) => {}
        }
        Ok(())
    }

    /// A loop (a level's inner loop or a [`Stmt::For`]), before its body:
    /// its extent is an `i64` over what is in scope here, and its index an
    /// `i64` that it defines, in a scope of its own with its level's
    /// variables, and appends to the loop indices.
    fn enter_loop(
        &self,
        f: &For,
        scope: &mut Scope,
        indices: &mut Vec<VarId>,
    ) -> Result<(), String> {
        scope.check_expr(&f.extent)?;
        expect(self.p, &f.extent, &ScalarType::I64, "a loop extent")?;
        if self.p.vars.get(f.index).map(|d| &d.ty) != Some(&ScalarType::I64) {
            return Err("a loop index is not an i64".into());
        }
        scope.open();
        scope.define(f.index)?;
        indices.push(f.index);
        Ok(())
    }
}

/// Checks statements and the bodies nested in them, each body a scope;
/// each loop's body level a scope too, with its index.
struct StmtChecker<'c, 's, 'a> {
    ctx: &'c NestCtx<'c>,
    scope: &'s mut Scope<'a>,
    /// The enclosing loops' indices, outermost first.
    indices: Vec<VarId>,
    /// How many `if` or `while` bodies enclose the statement.
    nested: usize,
}

impl Visitor for StmtChecker<'_, '_, '_> {
    type Error = String;

    fn stmt(&mut self, s: &Stmt) -> Result<(), String> {
        if matches!(s, Stmt::For(_)) && self.nested > 0 {
            return Err(
                "a `for` statement inside an `if` or `while` body (a loop statement may only be \
                 one of a level's statements, before or after its inner loop)"
                    .into(),
            );
        }
        self.ctx.stmt(s, self.scope, &self.indices)
    }

    fn enter(&mut self, _: Body, _: &[Stmt]) -> Result<(), String> {
        self.nested += 1;
        self.scope.open();
        Ok(())
    }

    fn leave(&mut self, _: Body) {
        self.nested -= 1;
        self.scope.close();
    }

    fn enter_loop(&mut self, f: &For) -> Result<(), String> {
        self.ctx.enter_loop(f, self.scope, &mut self.indices)
    }

    fn leave_loop(&mut self, _: &For) {
        self.indices.pop();
        self.scope.close();
    }
}

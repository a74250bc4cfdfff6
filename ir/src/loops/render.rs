//! The loop IR printed as imperative pseudo-code (`--emit loops`).

use super::program::{Dir, Expr, For, Item, Level, LoopProgram, Stmt, VarId};
use super::visit::{visit_level, Body, Visitor};
use crate::ast::UnOp;
use crate::graph::ArrayId;
use std::fmt::Write;

/// The program as imperative pseudo-code, one block per nest (like the
/// listings of seed 004 §4.5).
pub fn render(program: &LoopProgram) -> String {
    let mut s = String::new();
    let pr = Printer { p: program };
    pr.items(&program.body, 0, &mut s);
    s
}

struct Printer<'a> {
    p: &'a LoopProgram,
}

impl Printer<'_> {
    fn var(&self, v: VarId) -> String {
        self.p.var_name(v)
    }

    fn arr(&self, a: ArrayId) -> String {
        self.p.arrays[a].name.to_string()
    }

    fn items(&self, items: &[Item], depth: usize, s: &mut String) {
        let pad = "  ".repeat(depth);
        for it in items {
            match it {
                Item::Nest(n) => {
                    let ins: Vec<String> = n.inputs.iter().map(|a| self.arr(*a)).collect();
                    let outs: Vec<String> = n.outputs().iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}-- {}: {}", n.cluster, n.tree);
                    let _ = writeln!(
                        s,
                        "{pad}-- reads {{{}}}, writes {{{}}}",
                        ins.join(", "),
                        outs.join(", ")
                    );
                    for sd in n.shapes.iter().filter(|sd| sd.alloc) {
                        let dims: Vec<String> = sd.dims.iter().map(|d| self.expr(d)).collect();
                        let _ = writeln!(
                            s,
                            "{pad}{} := alloc [{}]{}",
                            self.arr(sd.array),
                            dims.join(", "),
                            if sd.compact { " (compacted)" } else { "" }
                        );
                    }
                    self.level(&n.body, depth, s);
                    s.push('\n');
                }
                Item::If {
                    hoisted,
                    cond,
                    then_,
                    else_,
                    outputs,
                    ..
                } => {
                    for (v, a) in hoisted {
                        let _ = writeln!(s, "{pad}{} = {}[]", self.var(*v), self.arr(*a));
                    }
                    let _ = writeln!(s, "{pad}if {} then", self.expr(cond));
                    self.items(&then_.items, depth + 1, s);
                    let _ = writeln!(s, "{pad}else");
                    self.items(&else_.items, depth + 1, s);
                    let outs: Vec<String> = outputs.iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}end -> ({})", outs.join(", "));
                }
                Item::Alias { input, shape, .. } => {
                    let dims: Vec<String> = shape.dims.iter().map(|d| self.expr(d)).collect();
                    let _ = writeln!(
                        s,
                        "{pad}{} := alias {} as [{}]\n",
                        self.arr(shape.array),
                        self.arr(*input),
                        dims.join(", ")
                    );
                }
                Item::Loop {
                    hoisted,
                    cond,
                    body,
                    outputs,
                    scheduled,
                    ..
                } => {
                    let params: Vec<String> = body.params.iter().map(|a| self.arr(*a)).collect();
                    let what = if *scheduled { "scheduled " } else { "" };
                    let _ = writeln!(s, "{pad}{what}loop ({})", params.join(", "));
                    for (v, a) in hoisted {
                        let _ = writeln!(s, "{pad}  {} = {}[]", self.var(*v), self.arr(*a));
                    }
                    let _ = writeln!(s, "{pad}while {} do", self.expr(cond));
                    self.items(&body.items, depth + 1, s);
                    let outs: Vec<String> = outputs.iter().map(|a| self.arr(*a)).collect();
                    let _ = writeln!(s, "{pad}end -> ({})", outs.join(", "));
                }
            }
        }
    }

    /// A level at `depth`: its statements, and each loop (its inner one, a
    /// [`Stmt::For`]) as `for i in 0..n:` with its level one step further in.
    fn level(&self, l: &Level, depth: usize, s: &mut String) {
        let mut printer = StmtPrinter {
            pr: self,
            depth,
            out: s,
        };
        let Ok(()) = visit_level(l, &mut printer);
    }

    /// A loop's header line.
    fn loop_header(&self, f: &For, depth: usize, s: &mut String) {
        let pad = "  ".repeat(depth);
        let dir = match f.dir {
            Dir::Forward => "",
            Dir::Backward => " reversed",
        };
        let _ = writeln!(
            s,
            "{pad}for {} in 0..{}{dir}:",
            self.var(f.index),
            self.expr(&f.extent)
        );
    }

    /// One statement's line (a nested body's lines: [`StmtPrinter`]).
    fn stmt(&self, st: &Stmt, depth: usize, s: &mut String) {
        let pad = "  ".repeat(depth);
        let idx = |ix: &[Expr]| {
            ix.iter()
                .map(|e| self.expr(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match st {
            Stmt::Let { var, value, .. } => {
                let _ = writeln!(s, "{pad}{} = {}", self.var(*var), self.expr(value));
            }
            Stmt::Set { var, value, .. } => {
                let _ = writeln!(s, "{pad}{} := {}", self.var(*var), self.expr(value));
            }
            Stmt::Load {
                var, array, index, ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{} = {}[{}]",
                    self.var(*var),
                    self.arr(*array),
                    idx(index)
                );
            }
            Stmt::Store {
                array,
                index,
                value,
                ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{}[{}] = {}",
                    self.arr(*array),
                    idx(index),
                    self.expr(value)
                );
            }
            Stmt::Combine {
                array,
                target,
                new,
                old,
                value,
                ..
            } => {
                let _ = writeln!(
                    s,
                    "{pad}{a}[t] = let {n}, {o} = _, {a}[t] in {v}  where t = {t} (unless ignore)",
                    a = self.arr(*array),
                    n = self.var(*new),
                    o = self.var(*old),
                    v = self.expr(value),
                    t = self.expr(target)
                );
            }
            Stmt::Copy { dst, src, .. } => {
                let _ = writeln!(s, "{pad}{} := copy {}", self.arr(*dst), self.arr(*src));
            }
            Stmt::Append { array, value, .. } => {
                let _ = writeln!(s, "{pad}append {} {}", self.arr(*array), self.expr(value));
            }
            Stmt::If { cond, .. } => {
                let _ = writeln!(s, "{pad}if {}:", self.expr(cond));
            }
            Stmt::While { cond, .. } => {
                let _ = writeln!(s, "{pad}while {}:", self.expr(cond));
            }
            Stmt::Check { check, .. } => {
                let _ = writeln!(s, "{pad}check {}", self.expr(&check.cond));
            }
            // Its header and body: [`StmtPrinter::enter_loop`], as an inner
            // loop's.
            Stmt::For(_) => {}
        }
    }

    fn expr(&self, e: &Expr) -> String {
        match e {
            Expr::Var(v) => self.var(*v),
            Expr::Lit(l) => l.to_string(),
            Expr::Index { array, index } => {
                let ix: Vec<String> = index.iter().map(|e| self.expr(e)).collect();
                format!("{}[{}]", self.arr(*array), ix.join(", "))
            }
            Expr::Dim { array, axis } => format!("dim({}, {axis})", self.arr(*array)),
            Expr::Unary(UnOp::Neg, a) => format!("-{}", self.atom(a)),
            Expr::Unary(UnOp::Not, a) => format!("!{}", self.atom(a)),
            Expr::Binary(op, a, b) => {
                format!("{} {} {}", self.atom(a), op.symbol(), self.atom(b))
            }
            Expr::If(c, a, b) => format!(
                "if {} then {} else {}",
                self.expr(c),
                self.expr(a),
                self.expr(b)
            ),
            Expr::Let { var, value, body } => format!(
                "let {} = {} in {}",
                self.var(*var),
                self.expr(value),
                self.expr(body)
            ),
            Expr::Tuple(es) => {
                let xs: Vec<String> = es.iter().map(|e| self.expr(e)).collect();
                format!("({})", xs.join(", "))
            }
            Expr::Proj(a, i) => format!("{}.{i}", self.atom(a)),
            Expr::Call(f, es) => {
                let xs: Vec<String> = es.iter().map(|e| self.atom(e)).collect();
                format!("{} {}", f.name(), xs.join(" "))
            }
            Expr::Convert(p, a) => format!("{} {}", p.name(), self.atom(a)),
            Expr::Ignore => "ignore".into(),
        }
    }

    fn atom(&self, e: &Expr) -> String {
        match e {
            Expr::Var(_)
            | Expr::Lit(_)
            | Expr::Index { .. }
            | Expr::Dim { .. }
            | Expr::Tuple(_)
            | Expr::Ignore => self.expr(e),
            _ => format!("({})", self.expr(e)),
        }
    }
}

/// Prints statements, each nested body and each loop's level indented one
/// step further; an empty `else` is left out.
struct StmtPrinter<'p, 'o> {
    pr: &'p Printer<'p>,
    depth: usize,
    out: &'o mut String,
}

impl Visitor for StmtPrinter<'_, '_> {
    type Error = std::convert::Infallible;

    fn stmt(&mut self, st: &Stmt) -> Result<(), Self::Error> {
        self.pr.stmt(st, self.depth, self.out);
        Ok(())
    }

    fn enter(&mut self, body: Body, stmts: &[Stmt]) -> Result<(), Self::Error> {
        if body == Body::Else && !stmts.is_empty() {
            let _ = writeln!(self.out, "{}else:", "  ".repeat(self.depth));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self, _: Body) {
        self.depth -= 1;
    }

    fn enter_loop(&mut self, f: &For) -> Result<(), Self::Error> {
        self.pr.loop_header(f, self.depth, self.out);
        self.depth += 1;
        Ok(())
    }

    fn leave_loop(&mut self, _: &For) {
        self.depth -= 1;
    }
}

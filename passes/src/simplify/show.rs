//! A compact, fully parenthesised rendering of scalar expressions in source
//! syntax, for tests, debugging and reports (`(x * y) + 1i32`).

use ir::ast::{Lit, SExprKind, SPat, UnOp};
use ir::{Prim, SExpr};

/// `e` in source syntax, every compound subexpression in parentheses;
/// literals carry their type suffix unless it is the default (`i64`, `f64`).
pub fn show(e: &SExpr) -> String {
    let list = |es: &[SExpr]| es.iter().map(show).collect::<Vec<_>>().join(", ");
    match &e.kind {
        SExprKind::Lit(l) => {
            let suffix = match e.ty.as_prim() {
                Some(p @ (Prim::I32 | Prim::F32)) => p.name(),
                _ => "",
            };
            match l {
                Lit::Bool(b) => b.to_string(),
                Lit::Int(v) => format!("{v}{suffix}"),
                Lit::Float(v) => format!("{v:?}{suffix}"),
            }
        }
        SExprKind::Var(n) | SExprKind::Size(n) => n.to_string(),
        SExprKind::Unary(op, x) => {
            let sym = if *op == UnOp::Neg { "-" } else { "!" };
            format!("{sym}{}", show(x))
        }
        SExprKind::Binary(op, a, b) => format!("({} {} {})", show(a), op.symbol(), show(b)),
        SExprKind::If(c, t, f) => format!("(if {} then {} else {})", show(c), show(t), show(f)),
        SExprKind::Let { pat, value, body } => {
            format!(
                "(let {} = {} in {})",
                show_pat(pat),
                show(value),
                show(body)
            )
        }
        SExprKind::Tuple(es) => format!("({})", list(es)),
        SExprKind::Proj(x, i) => format!("{}.{i}", show(x)),
        SExprKind::Call(f, args) => {
            let args: Vec<String> = args.iter().map(show).collect();
            format!("({} {})", f.name(), args.join(" "))
        }
        SExprKind::Convert(x) => format!("({} {})", e.ty, show(x)),
        SExprKind::Index { array, indices } => format!("{array}[{}]", list(indices)),
        SExprKind::The(n) => format!("(the {n})"),
        SExprKind::Length(n) => format!("(length {n})"),
        SExprKind::Shape(n) => format!("(shape {n})"),
        SExprKind::Ignore => "ignore".to_string(),
    }
}

fn show_pat(p: &SPat) -> String {
    match p {
        SPat::Var { name, .. } => name.to_string(),
        SPat::Wild { .. } => "_".to_string(),
        SPat::Tuple { elems, .. } => {
            let elems: Vec<String> = elems.iter().map(show_pat).collect();
            format!("({})", elems.join(", "))
        }
    }
}

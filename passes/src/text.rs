//! The typed AST back to program text: what `--emit lifted` shows and what
//! lifting (`crate::lift`) checks again. Every compound expression is in
//! parentheses, so the text parses back to the same tree whatever the
//! operators' precedence; literals carry their type suffix unless it is the
//! default (`i64`, `f64`). A [`Printer`] renames the synthetic names the
//! checker made (`%x`, which program text cannot write) and may rewrite
//! scalar reads of arrays (lifting reads an element's array in its chunk).

use ir::ast::{
    AExprKind, APat, Boundary, Lambda, Lit, Op, ReplicateAxis, SExprKind, SPat, ScanDir, UnOp,
};
use ir::{AExpr, Prim, SExpr};

/// A rewrite of a scalar expression: `Some(text)` prints `text` in its
/// place (used for reads of arrays: `SExprKind::Index`, `The`, `Length`,
/// `Shape`), `None` prints it as it is.
pub type Rewrite<'a> = &'a dyn Fn(&SExpr, &Printer) -> Option<String>;

/// The same for array-level expressions.
pub type ArrayRewrite<'a> = &'a dyn Fn(&AExpr, &Printer) -> Option<String>;

/// How to print names and which scalar expressions to rewrite.
#[derive(Default)]
pub struct Printer<'a> {
    /// The text a synthetic name `%x` is printed as: `{prefix}x`, with `.`
    /// as `_` (a prefix that no name of the program starts with); `None`
    /// keeps every name as it is.
    pub prefix: Option<String>,
    pub rewrite: Option<Rewrite<'a>>,
    pub array_rewrite: Option<ArrayRewrite<'a>>,
}

impl Printer<'_> {
    /// A name as program text can write it.
    pub fn name(&self, n: &str) -> String {
        match (&self.prefix, n.strip_prefix('%')) {
            (Some(prefix), Some(rest)) => format!("{prefix}{}", rest.replace('.', "_")),
            _ => n.to_string(),
        }
    }

    /// A scalar expression.
    pub fn scalar(&self, e: &SExpr) -> String {
        if let Some(text) = self.rewrite.and_then(|r| r(e, self)) {
            return text;
        }
        let list = |es: &[SExpr]| {
            es.iter()
                .map(|e| self.scalar(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &e.kind {
            SExprKind::Lit(l) => literal(l, e.ty.as_prim()),
            SExprKind::Var(n) | SExprKind::Size(n) => self.name(n),
            SExprKind::Unary(op, x) => {
                let sym = if *op == UnOp::Neg { "-" } else { "!" };
                format!("({sym}{})", self.scalar(x))
            }
            SExprKind::Binary(op, a, b) => {
                format!("({} {} {})", self.scalar(a), op.symbol(), self.scalar(b))
            }
            SExprKind::If(c, t, f) => format!(
                "(if {} then {} else {})",
                self.scalar(c),
                self.scalar(t),
                self.scalar(f)
            ),
            SExprKind::Let { pat, value, body } => format!(
                "(let {} = {} in {})",
                self.spat(pat),
                self.scalar(value),
                self.scalar(body)
            ),
            SExprKind::Tuple(es) => format!("({})", list(es)),
            SExprKind::Proj(x, i) => format!("{}.{i}", self.scalar(x)),
            SExprKind::Call(f, args) => {
                let args: Vec<String> = args.iter().map(|a| self.scalar(a)).collect();
                format!("({} {})", f.name(), args.join(" "))
            }
            SExprKind::Convert(x) => format!("({} {})", e.ty, self.scalar(x)),
            SExprKind::Index { array, indices } => {
                format!("{}[{}]", self.name(array), list(indices))
            }
            SExprKind::The(n) => format!("(the {})", self.name(n)),
            SExprKind::Length(n) => format!("(length {})", self.name(n)),
            SExprKind::Shape(n) => format!("(shape {})", self.name(n)),
            SExprKind::Ignore => "ignore".to_string(),
        }
    }

    pub fn spat(&self, p: &SPat) -> String {
        match p {
            SPat::Var { name, .. } => self.name(name),
            SPat::Wild { .. } => "_".to_string(),
            SPat::Tuple { elems, .. } => {
                let elems: Vec<String> = elems.iter().map(|p| self.spat(p)).collect();
                format!("({})", elems.join(", "))
            }
        }
    }

    pub fn apat(&self, p: &APat) -> String {
        match p {
            APat::Var(n, _) => self.name(n),
            APat::Wild(_) => "_".to_string(),
            APat::Tuple(ps, _) => {
                let ps: Vec<String> = ps.iter().map(|p| self.apat(p)).collect();
                format!("({})", ps.join(", "))
            }
        }
    }

    /// `(\p1 .. pk -> body)`.
    pub fn lambda(&self, f: &Lambda) -> String {
        let params: Vec<String> = f.params.iter().map(|p| self.spat(p)).collect();
        format!("(\\{} -> {})", params.join(" "), self.scalar(&f.body))
    }

    /// `[e1][e2]..`.
    pub fn extents(&self, es: &[SExpr]) -> String {
        es.iter().map(|e| format!("[{}]", self.scalar(e))).collect()
    }

    /// An array-level expression (a sequence construct prints as
    /// `<produce>`: lifting replaces them before printing).
    pub fn array(&self, e: &AExpr) -> String {
        if let Some(text) = self.array_rewrite.and_then(|r| r(e, self)) {
            return text;
        }
        match &e.kind {
            AExprKind::Var(n) => self.name(n),
            AExprKind::Tuple(es) => {
                let es: Vec<String> = es.iter().map(|e| self.array(e)).collect();
                format!("({})", es.join(", "))
            }
            AExprKind::Let { pat, value, body } => format!(
                "(let {} = {} in {})",
                self.apat(pat),
                self.array(value),
                self.array(body)
            ),
            AExprKind::Op(op) => self.op(op),
            AExprKind::Call { def, args } => {
                let args: Vec<String> = args.iter().map(|a| self.array(a)).collect();
                format!("({} {})", self.name(def), args.join(" "))
            }
            AExprKind::If { cond, then_, else_ } => format!(
                "(if {} then {} else {})",
                self.scalar(cond),
                self.array(then_),
                self.array(else_)
            ),
            AExprKind::Loop {
                pat,
                init,
                cond,
                body,
                ..
            } => format!(
                "(loop {} = {} while {} do {})",
                self.apat(pat),
                self.array(init),
                self.scalar(cond),
                self.array(body)
            ),
            AExprKind::Unit(s) => format!("(unit {})", self.scalar(s)),
            AExprKind::Seq(s) => format!("<{}>", s.name()),
        }
    }

    fn op(&self, op: &Op) -> String {
        let a = |e: &AExpr| self.array(e);
        match op {
            Op::Generate { shape, f } => {
                format!("(generate {} {})", self.extents(shape), self.lambda(f))
            }
            Op::Map { f, args } => {
                let args: Vec<String> = args.iter().map(a).collect();
                format!("(map {} {})", self.lambda(f), args.join(" "))
            }
            Op::Fold { f, init, arg } => match init {
                Some(z) => format!("(fold {} {} {})", self.lambda(f), self.scalar(z), a(arg)),
                None => format!("(fold1 {} {})", self.lambda(f), a(arg)),
            },
            Op::Scan { dir, f, init, arg } => {
                let side = if *dir == ScanDir::Left { "l" } else { "r" };
                match init {
                    Some(z) => format!(
                        "(scan{side} {} {} {})",
                        self.lambda(f),
                        self.scalar(z),
                        a(arg)
                    ),
                    None => format!("(scan{side}1 {} {})", self.lambda(f), a(arg)),
                }
            }
            Op::Backpermute { shape, index, arg } => format!(
                "(backpermute {} {} {})",
                self.extents(shape),
                self.lambda(index),
                a(arg)
            ),
            Op::Permute {
                f,
                defaults,
                index,
                arg,
            } => format!(
                "(permute {} {} {} {})",
                self.lambda(f),
                a(defaults),
                self.lambda(index),
                a(arg)
            ),
            Op::Replicate { axes, arg } => {
                let spec: String = (axes.iter())
                    .map(|x| match x {
                        ReplicateAxis::Operand => "[_]".to_string(),
                        ReplicateAxis::New(e) => format!("[{}]", self.scalar(e)),
                    })
                    .collect();
                format!("(replicate {spec} {})", a(arg))
            }
            Op::Transpose { perm, arg } => {
                let perm: Vec<String> = perm.iter().map(usize::to_string).collect();
                format!("(transpose ({}) {})", perm.join(", "), a(arg))
            }
            Op::Reshape { shape, arg } => {
                format!("(reshape {} {})", self.extents(shape), a(arg))
            }
            Op::Stencil {
                extents,
                f,
                boundary,
                arg,
            } => {
                let extents: String = extents.iter().map(|e| format!("[{e}]")).collect();
                let boundary = match boundary {
                    Boundary::Clamp => "clamp".to_string(),
                    Boundary::Mirror => "mirror".to_string(),
                    Boundary::Wrap => "wrap".to_string(),
                    Boundary::Constant(c) => format!("(constant {})", self.scalar(c)),
                };
                format!(
                    "(stencil {extents} {} {boundary} {})",
                    self.lambda(f),
                    a(arg)
                )
            }
            Op::FoldSeg { f, init, segs, arg } => format!(
                "(fold_seg {} {} {} {})",
                self.lambda(f),
                self.scalar(init),
                a(segs),
                a(arg)
            ),
            Op::ScanSeg { f, segs, arg } => {
                format!("(scanl1_seg {} {} {})", self.lambda(f), a(segs), a(arg))
            }
            Op::Filter { pred, arg } => format!("(filter {} {})", self.lambda(pred), a(arg)),
        }
    }
}

/// A literal of type `prim` as program text.
pub fn literal(l: &Lit, prim: Option<Prim>) -> String {
    let suffix = match prim {
        Some(p @ (Prim::I32 | Prim::F32)) => p.name(),
        _ => "",
    };
    match l {
        Lit::Bool(b) => b.to_string(),
        Lit::Int(v) if *v < 0 => format!("(-{}{suffix})", v.unsigned_abs()),
        Lit::Int(v) => format!("{v}{suffix}"),
        Lit::Float(v) if v.is_nan() => format!("(0.0{suffix} / 0.0{suffix})"),
        Lit::Float(v) if v.is_infinite() => {
            let sign = if *v < 0.0 { "-" } else { "" };
            format!("({sign}1.0{suffix} / 0.0{suffix})")
        }
        Lit::Float(v) if *v < 0.0 => format!("(-{:?}{suffix})", -v),
        Lit::Float(v) => format!("{v:?}{suffix}"),
    }
}

/// A size as program text: `?`, or the polynomial with every product
/// written out (`2*n*m + 1`).
pub fn size(s: &ir::Size) -> String {
    let Some(p) = s.as_poly() else {
        return "?".to_string();
    };
    let terms: Vec<String> = (p.terms())
        .map(|(mono, c)| {
            let mut factors: Vec<String> = mono.iter().map(|n| n.to_string()).collect();
            match c {
                1 if !factors.is_empty() => {}
                c if c >= 0 => factors.insert(0, c.to_string()),
                c => factors.insert(0, format!("(0 - {})", c.unsigned_abs())),
            }
            factors.join(" * ")
        })
        .collect();
    match terms.is_empty() {
        true => "0".to_string(),
        false => terms.join(" + "),
    }
}

/// An array type as program text (`[n][?]f32`, `[]i64`).
pub fn array_type(t: &ir::ArrayType) -> String {
    let mut out: String = t.shape.iter().map(|d| format!("[{}]", size(d))).collect();
    if out.is_empty() {
        out.push_str("[]");
    }
    out.push_str(&t.elem.to_string());
    out
}

/// A type as program text (arrays and tuples of them).
pub fn ty(t: &ir::Type) -> String {
    match t {
        ir::Type::Array(a) => array_type(a),
        ir::Type::Tuple(ts) => format!("({})", ts.iter().map(ty).collect::<Vec<_>>().join(", ")),
        ir::Type::Seq(e) => format!("seq {}", ty(e)),
    }
}

/// The zero of a scalar type as program text (`0.0f32`, `(0, false)`).
pub fn zero(t: &ir::ScalarType) -> String {
    match t {
        ir::ScalarType::Prim(p) => match p {
            Prim::Bool => "false".to_string(),
            Prim::I32 => "0i32".to_string(),
            Prim::I64 => "0".to_string(),
            Prim::F32 => "0.0f32".to_string(),
            Prim::F64 => "0.0".to_string(),
        },
        ir::ScalarType::Tuple(ts) => {
            format!("({})", ts.iter().map(zero).collect::<Vec<_>>().join(", "))
        }
    }
}

//! The simplifier against the reference interpreter: a simplified expression
//! or program must compute exactly what the original does, the same bits for
//! floats and the same error (kind, operation, detail) where it fails.
//!
//! Random expressions are built from a vector of choices that proptest draws
//! and shrinks (a shorter vector or smaller choices give a smaller
//! expression): typed expressions over `i64`/`i32`/`f64`/`f32`/`bool`
//! parameters and constants, with `/` and `%` by possibly zero divisors,
//! wrapping edge values, comparisons, `if`, `let` (shadowing parameters, also
//! with other types), tuple patterns, conversions, builtins, out-of-bounds
//! array reads, and repeated subexpressions for sharing to find.

use interp::reference::run;
use interp::RunError;
use ir::ast::{BinOp, Builtin, Lit, Op, SExprKind, SPat, UnOp};
use ir::{
    AExprKind, Array, Name, Prim, Program, SExpr, Scalar, ScalarType, SourceFile, Span, Value,
};
use passes::{sexpr_size, show_sexpr, simplify_program, simplify_sexpr};
use proptest::prelude::*;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

// ---- the program around a random expression --------------------------------

/// Lambda parameters (name, type), in order; `arr` is a 3-element `i64` array.
const PARAMS: [(&str, Prim); 5] = [
    ("x", Prim::I64),
    ("y", Prim::I32),
    ("z", Prim::F64),
    ("w", Prim::F32),
    ("b", Prim::Bool),
];
const ARR: [i64; 3] = [3, -4, 5];
const LET_NAMES: [&str; 5] = ["t", "u", "x", "z", "b"];

/// A program `map (\x y z w b -> <hole of type ret>) …` to put bodies in.
fn template(ret: Prim) -> Program {
    let hole = PARAMS
        .iter()
        .find(|(_, p)| *p == ret)
        .map_or("x", |(n, _)| n);
    let src = format!(
        "def f (xs: [n]i64) (ys: [n]i32) (zs: [n]f64) (ws: [n]f32) (bs: [n]bool) (arr: [m]i64) \
         : [n]{ret} = map (\\x y z w b -> {hole}) xs ys zs ws bs"
    );
    ir::check_source(&SourceFile::new("t.fl", src)).expect("the template checks")
}

fn map_body(p: &mut Program) -> &mut SExpr {
    let d = p.defs.last_mut().expect("one def");
    match &mut d.body.kind {
        AExprKind::Op(op) => match &mut **op {
            Op::Map { f, .. } => &mut f.body,
            _ => panic!("the template is a map"),
        },
        _ => panic!("the template is an operation"),
    }
}

fn with_body(ret: Prim, body: SExpr) -> Program {
    let mut p = template(ret);
    *map_body(&mut p) = body;
    p
}

const I64S: [i64; 9] = [0, 1, -1, 2, 7, -7, 3, i64::MAX, i64::MIN];
const I32S: [i32; 8] = [0, 1, -1, 2, 7, -7, i32::MAX, i32::MIN];
const F64S: [f64; 10] = [
    0.0,
    -0.0,
    1.0,
    -1.5,
    0.1,
    2.0,
    f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    1e300,
];

/// One row of inputs (each run is on arrays of length 1, so that every row is
/// tested even when another one fails).
fn inputs(row: [usize; 5]) -> Vec<Array> {
    let one =
        |p: Prim, s: Scalar| Array::from_scalars(vec![1], ScalarType::Prim(p), &[s]).expect("fits");
    vec![
        one(Prim::I64, Scalar::I64(I64S[row[0] % I64S.len()])),
        one(Prim::I32, Scalar::I32(I32S[row[1] % I32S.len()])),
        one(Prim::F64, Scalar::F64(F64S[row[2] % F64S.len()])),
        one(Prim::F32, Scalar::F32(F64S[row[3] % F64S.len()] as f32)),
        one(Prim::Bool, Scalar::Bool(row[4] & 1 == 0)),
        Array::from_scalars(vec![3], ScalarType::I64, &ARR.map(Scalar::I64)).expect("fits"),
    ]
}

/// What a run produced, with floats as bits.
fn outcome(r: Result<Value, RunError>) -> Result<Vec<String>, String> {
    fn bits(s: &Scalar) -> String {
        match s {
            Scalar::F32(v) => format!("f32:{:#x}", v.to_bits()),
            Scalar::F64(v) => format!("f64:{:#x}", v.to_bits()),
            Scalar::Tuple(xs) => xs.iter().map(bits).collect::<Vec<_>>().join(","),
            other => format!("{other:?}"),
        }
    }
    match r {
        Ok(v) => Ok(v
            .arrays()
            .iter()
            .flat_map(|a| a.to_scalars())
            .map(|s| bits(&s))
            .collect()),
        Err(RunError::Runtime(e)) => Err(format!(
            "{:?} in {} at {:?}: {}",
            e.kind, e.op, e.span, e.detail
        )),
        Err(e) => Err(format!("inputs: {e}")),
    }
}

fn run_def(p: &Program, inputs: &[Array]) -> Result<Vec<String>, String> {
    let def = p.defs.last().expect("one def");
    outcome(run(p, def, inputs))
}

// ---- random typed expressions ---------------------------------------------

const NUMERIC: [Prim; 4] = [Prim::I64, Prim::I32, Prim::F64, Prim::F32];

fn sp() -> Span {
    Span::default()
}

fn mk(kind: SExprKind, ty: ScalarType) -> SExpr {
    SExpr {
        kind,
        ty,
        span: sp(),
    }
}

fn prim(kind: SExprKind, p: Prim) -> SExpr {
    mk(kind, ScalarType::Prim(p))
}

fn bx(e: SExpr) -> Box<SExpr> {
    Box::new(e)
}

struct Gen<'a> {
    choices: &'a [u32],
    pos: usize,
    /// Variables in scope, innermost last.
    scope: Vec<(Name, ScalarType)>,
    /// Expressions made so far, to repeat (sharing material).
    made: Vec<SExpr>,
}

impl Gen<'_> {
    fn new(choices: &[u32]) -> Gen<'_> {
        Gen {
            choices,
            pos: 0,
            scope: PARAMS
                .iter()
                .map(|(n, p)| (Name::from(*n), ScalarType::Prim(*p)))
                .collect(),
            made: Vec::new(),
        }
    }

    fn pick(&mut self, n: usize) -> usize {
        let c = self.choices.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        c as usize % n.max(1)
    }

    fn exhausted(&self) -> bool {
        self.pos >= self.choices.len()
    }

    /// The type a name has here (its innermost binding).
    fn type_of(&self, n: &str) -> Option<&ScalarType> {
        self.scope
            .iter()
            .rev()
            .find(|(m, _)| &**m == n)
            .map(|(_, t)| t)
    }

    /// Names whose innermost binding has type `t`.
    fn vars(&self, t: &ScalarType) -> Vec<Name> {
        let mut out: Vec<Name> = Vec::new();
        for (n, _) in &self.scope {
            if self.type_of(n) == Some(t) && !out.contains(n) {
                out.push(n.clone());
            }
        }
        out
    }

    fn leaf(&mut self, p: Prim) -> SExpr {
        let ty = ScalarType::Prim(p);
        let vars = self.vars(&ty);
        if !vars.is_empty() && self.pick(2) == 0 {
            let v = vars[self.pick(vars.len())].clone();
            return prim(SExprKind::Var(v), p);
        }
        let lit = match p {
            Prim::Bool => Lit::Bool(self.pick(2) == 0),
            Prim::I64 => match self.pick(I64S.len() + 2) {
                i if i < I64S.len() => Lit::Int(I64S[i]),
                i if i == I64S.len() => return prim(SExprKind::Size("n".into()), p),
                _ => return prim(SExprKind::Length("arr".into()), p),
            },
            Prim::I32 => Lit::Int(i64::from(I32S[self.pick(I32S.len())])),
            Prim::F64 | Prim::F32 => {
                let finite: Vec<f64> = F64S.into_iter().filter(|v| v.is_finite()).collect();
                Lit::Float(finite[self.pick(finite.len())])
            }
        };
        prim(SExprKind::Lit(lit), p)
    }

    fn expr(&mut self, p: Prim, depth: u32) -> SExpr {
        let e = if depth == 0 || self.exhausted() {
            self.leaf(p)
        } else if p == Prim::Bool {
            self.bool_expr(depth)
        } else {
            self.num_expr(p, depth)
        };
        self.made.push(e.clone());
        e
    }

    fn num_expr(&mut self, p: Prim, depth: u32) -> SExpr {
        let d = depth - 1;
        let int = p.is_int();
        match self.pick(16) {
            0 | 1 => self.leaf(p),
            2 => prim(SExprKind::Unary(UnOp::Neg, bx(self.expr(p, d))), p),
            3..=7 => {
                let op = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Rem][self.pick(5)];
                let (a, b) = (self.expr(p, d), self.expr(p, d));
                prim(SExprKind::Binary(op, bx(a), bx(b)), p)
            }
            8 if int => {
                let ops = [
                    BinOp::BitAnd,
                    BinOp::BitOr,
                    BinOp::BitXor,
                    BinOp::Shl,
                    BinOp::Shr,
                ];
                let op = ops[self.pick(ops.len())];
                let (a, b) = (self.expr(p, d), self.expr(p, d));
                prim(SExprKind::Binary(op, bx(a), bx(b)), p)
            }
            9 => {
                let from = [Prim::Bool, Prim::I32, Prim::I64, Prim::F32, Prim::F64][self.pick(5)];
                prim(SExprKind::Convert(bx(self.expr(from, d))), p)
            }
            10 => {
                let fs: &[Builtin] = if int {
                    &[Builtin::Abs, Builtin::Min, Builtin::Max]
                } else {
                    &[
                        Builtin::Abs,
                        Builtin::Min,
                        Builtin::Max,
                        Builtin::Sqrt,
                        Builtin::Floor,
                        Builtin::Exp,
                    ]
                };
                let f = fs[self.pick(fs.len())];
                let args = (0..f.arity()).map(|_| self.expr(p, d)).collect();
                prim(SExprKind::Call(f, args), p)
            }
            11 if p == Prim::I64 => {
                let i = self.expr(Prim::I64, d);
                let i = if self.pick(2) == 0 {
                    let four = prim(SExprKind::Lit(Lit::Int(4)), Prim::I64);
                    prim(SExprKind::Binary(BinOp::Rem, bx(i), bx(four)), Prim::I64)
                } else {
                    i
                };
                prim(
                    SExprKind::Index {
                        array: "arr".into(),
                        indices: vec![i],
                    },
                    p,
                )
            }
            12 => self.if_expr(p, d),
            13 => self.let_expr(p, d),
            14 => self.tuple_let(p, d),
            _ => self.repeat(p, d),
        }
    }

    fn bool_expr(&mut self, depth: u32) -> SExpr {
        let d = depth - 1;
        let p = Prim::Bool;
        match self.pick(10) {
            0 => self.leaf(p),
            1 => prim(SExprKind::Unary(UnOp::Not, bx(self.expr(p, d))), p),
            2 | 3 => {
                let op = [BinOp::And, BinOp::Or][self.pick(2)];
                let (a, b) = (self.expr(p, d), self.expr(p, d));
                prim(SExprKind::Binary(op, bx(a), bx(b)), p)
            }
            4 | 5 => {
                let ops: Vec<BinOp> = BinOp::ALL
                    .into_iter()
                    .filter(|o| o.is_comparison())
                    .collect();
                let op = ops[self.pick(ops.len())];
                let t = [Prim::I64, Prim::I32, Prim::F64, Prim::F32, Prim::Bool][self.pick(5)];
                let (a, b) = (self.expr(t, d), self.expr(t, d));
                prim(SExprKind::Binary(op, bx(a), bx(b)), p)
            }
            6 => self.if_expr(p, d),
            7 => self.let_expr(p, d),
            8 => self.tuple_let(p, d),
            _ => self.repeat(p, d),
        }
    }

    fn if_expr(&mut self, p: Prim, d: u32) -> SExpr {
        let c = self.expr(Prim::Bool, d);
        let (t, e) = (self.expr(p, d), self.expr(p, d));
        prim(SExprKind::If(bx(c), bx(t), bx(e)), p)
    }

    fn let_name(&mut self) -> Name {
        LET_NAMES[self.pick(LET_NAMES.len())].into()
    }

    /// `let v = e in body`, `v` of a random type (maybe shadowing a parameter).
    fn let_expr(&mut self, p: Prim, d: u32) -> SExpr {
        let vt = [Prim::I64, Prim::I32, Prim::F64, Prim::Bool][self.pick(4)];
        let value = self.expr(vt, d);
        let name = self.let_name();
        let ty = ScalarType::Prim(vt);
        self.scope.push((name.clone(), ty.clone()));
        let body = self.expr(p, d);
        self.scope.pop();
        let pat = SPat::Var {
            name,
            ty,
            span: sp(),
        };
        prim(
            SExprKind::Let {
                pat,
                value: bx(value),
                body: bx(body),
            },
            p,
        )
    }

    /// `let (v1, v2) = (e1, e2) in body` (or `_` for one of them).
    fn tuple_let(&mut self, p: Prim, d: u32) -> SExpr {
        let ts = [NUMERIC[self.pick(4)], NUMERIC[self.pick(4)]];
        let es: Vec<SExpr> = ts.iter().map(|t| self.expr(*t, d)).collect();
        let tuple_ty = ScalarType::Tuple(ts.iter().map(|t| ScalarType::Prim(*t)).collect());
        let mark = self.scope.len();
        let mut elems = Vec::new();
        let wild = self.pick(3);
        for (i, t) in ts.iter().enumerate() {
            let ty = ScalarType::Prim(*t);
            if wild == i {
                elems.push(SPat::Wild { ty, span: sp() });
            } else {
                let name = self.let_name();
                self.scope.push((name.clone(), ty.clone()));
                elems.push(SPat::Var {
                    name,
                    ty,
                    span: sp(),
                });
            }
        }
        let body = self.expr(p, d);
        self.scope.truncate(mark);
        let pat = SPat::Tuple { elems, span: sp() };
        let value = mk(SExprKind::Tuple(es), tuple_ty);
        prim(
            SExprKind::Let {
                pat,
                value: bx(value),
                body: bx(body),
            },
            p,
        )
    }

    /// An expression made before, if one of type `p` still type-checks here.
    fn repeat(&mut self, p: Prim, d: u32) -> SExpr {
        let ty = ScalarType::Prim(p);
        let fits: Vec<SExpr> = self
            .made
            .iter()
            .filter(|e| e.ty == ty && sexpr_size(e) > 1 && self.closed_here(e))
            .cloned()
            .collect();
        if fits.is_empty() {
            return self.leaf(p);
        }
        let e = fits[self.pick(fits.len())].clone();
        if d > 0 && self.pick(2) == 0 {
            // Both operands the same: `e op e`.
            let ops = if p == Prim::Bool {
                [BinOp::And, BinOp::Or, BinOp::Eq]
            } else {
                [BinOp::Add, BinOp::Mul, BinOp::Sub]
            };
            let op = ops[self.pick(3)];
            return prim(SExprKind::Binary(op, bx(e.clone()), bx(e)), p);
        }
        e
    }

    /// Whether every variable of `e` has, here, the type it had there.
    fn closed_here(&self, e: &SExpr) -> bool {
        let mut ok = true;
        visit(e, &mut |x| {
            if let SExprKind::Var(n) = &x.kind {
                ok &= self.type_of(n) == Some(&x.ty);
            }
        });
        ok
    }
}

fn visit(e: &SExpr, f: &mut impl FnMut(&SExpr)) {
    f(e);
    match &e.kind {
        SExprKind::Unary(_, x) | SExprKind::Proj(x, _) | SExprKind::Convert(x) => visit(x, f),
        SExprKind::Binary(_, a, b) => {
            visit(a, f);
            visit(b, f);
        }
        SExprKind::If(c, t, e) => [c, t, e].into_iter().for_each(|x| visit(x, f)),
        SExprKind::Let { value, body, .. } => {
            visit(value, f);
            visit(body, f);
        }
        SExprKind::Tuple(es) | SExprKind::Call(_, es) | SExprKind::Index { indices: es, .. } => {
            es.iter().for_each(|x| visit(x, f))
        }
        _ => {}
    }
}

// ---- an independent type check of the output --------------------------------

/// The type of `e` recomputed from its leaves, checked against every node's
/// recorded type (lambda parameters as in [`PARAMS`]).
fn retype(e: &SExpr, scope: &mut Vec<(Name, ScalarType)>) -> Result<ScalarType, String> {
    let t = |p| ScalarType::Prim(p);
    let same = |a: &ScalarType, b: &ScalarType, what: &str| {
        if a == b {
            Ok(())
        } else {
            Err(format!("{what}: {a} vs {b} in {}", show_sexpr(e)))
        }
    };
    let got = match &e.kind {
        SExprKind::Lit(l) => {
            let p = e.ty.as_prim().ok_or("tuple literal")?;
            let ok = match l {
                Lit::Bool(_) => p == Prim::Bool,
                Lit::Int(_) => p.is_numeric(),
                Lit::Float(_) => p.is_float(),
            };
            if !ok {
                return Err(format!("literal {l:?} typed {p}"));
            }
            e.ty.clone()
        }
        SExprKind::Var(n) => scope
            .iter()
            .rev()
            .find(|(m, _)| m == n)
            .map(|(_, ty)| ty.clone())
            .ok_or(format!("unbound {n}"))?,
        SExprKind::Size(_) | SExprKind::Length(_) => t(Prim::I64),
        SExprKind::Unary(UnOp::Neg, x) => retype(x, scope)?,
        SExprKind::Unary(UnOp::Not, x) => {
            same(&retype(x, scope)?, &t(Prim::Bool), "not")?;
            t(Prim::Bool)
        }
        SExprKind::Binary(op, a, b) => {
            let (ta, tb) = (retype(a, scope)?, retype(b, scope)?);
            same(&ta, &tb, "operands")?;
            let p = ta.as_prim().ok_or("tuple operands")?;
            let fits = match op {
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => true,
                BinOp::And | BinOp::Or => p == Prim::Bool,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem => p.is_numeric(),
                _ => p.is_int(),
            };
            if !fits {
                return Err(format!("`{}` on {p}", op.symbol()));
            }
            match op {
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    t(Prim::Bool)
                }
                _ => ta,
            }
        }
        SExprKind::If(c, a, b) => {
            same(&retype(c, scope)?, &t(Prim::Bool), "condition")?;
            let ta = retype(a, scope)?;
            same(&ta, &retype(b, scope)?, "branches")?;
            ta
        }
        SExprKind::Let { pat, value, body } => {
            let tv = retype(value, scope)?;
            same(&tv, &pat.ty(), "let pattern")?;
            let mark = scope.len();
            bind(pat, scope);
            let tb = retype(body, scope);
            scope.truncate(mark);
            tb?
        }
        SExprKind::Tuple(es) => ScalarType::Tuple(
            es.iter()
                .map(|x| retype(x, scope))
                .collect::<Result<_, _>>()?,
        ),
        SExprKind::Proj(x, i) => match retype(x, scope)? {
            ScalarType::Tuple(ts) => ts.get(*i).cloned().ok_or("projection out of range")?,
            other => return Err(format!("projection of {other}")),
        },
        SExprKind::Call(_, args) => {
            let ts: Vec<ScalarType> = args
                .iter()
                .map(|x| retype(x, scope))
                .collect::<Result<_, _>>()?;
            ts.first().cloned().ok_or("call without arguments")?
        }
        SExprKind::Convert(x) => {
            retype(x, scope)?;
            e.ty.clone()
        }
        SExprKind::Index { indices, .. } => {
            for i in indices {
                same(&retype(i, scope)?, &t(Prim::I64), "index")?;
            }
            t(Prim::I64)
        }
        other => return Err(format!("unexpected {other:?}")),
    };
    same(&got, &e.ty, "recorded type")?;
    Ok(got)
}

fn bind(p: &SPat, scope: &mut Vec<(Name, ScalarType)>) {
    match p {
        SPat::Var { name, ty, .. } => scope.push((name.clone(), ty.clone())),
        SPat::Wild { .. } => {}
        SPat::Tuple { elems, .. } => elems.iter().for_each(|q| bind(q, scope)),
    }
}

fn param_scope() -> Vec<(Name, ScalarType)> {
    PARAMS
        .iter()
        .map(|(n, p)| (Name::from(*n), ScalarType::Prim(*p)))
        .collect()
}

/// Checks one random expression: same type, well typed, same outcome on
/// every row.
fn check_expr(choices: &[u32], ret: Prim, rows: &[[usize; 5]]) -> Result<(), TestCaseError> {
    let mut g = Gen::new(choices);
    let e = g.expr(ret, 6);
    let s = simplify_sexpr(&e);
    prop_assert_eq!(&s.ty, &e.ty);
    retype(&e, &mut param_scope()).map_err(|m| TestCaseError::fail(format!("generator: {m}")))?;
    retype(&s, &mut param_scope()).map_err(|m| TestCaseError::fail(format!("simplified: {m}")))?;
    let (p, q) = (with_body(ret, e.clone()), with_body(ret, s.clone()));
    for row in rows {
        let ins = inputs(*row);
        let (a, b) = (run_def(&p, &ins), run_def(&q, &ins));
        prop_assert_eq!(
            &a,
            &b,
            "\noriginal:   {}\nsimplified: {}\nrow {:?}",
            show_sexpr(&e),
            show_sexpr(&s),
            row
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn simplified_expressions_compute_the_same(
        choices in prop::collection::vec(any::<u32>(), 0..120),
        ret in 0usize..5,
        rows in prop::collection::vec(any::<[usize; 5]>(), 3),
    ) {
        let ret = [Prim::I64, Prim::I32, Prim::F64, Prim::F32, Prim::Bool][ret];
        check_expr(&choices, ret, &rows)?;
    }
}

/// Over many random expressions the simplifier does shrink them and does
/// share (so the property above is not met by doing nothing).
#[test]
fn random_expressions_get_smaller() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut before, mut after, mut lets) = (0, 0, 0);
    for _ in 0..200 {
        let choices: Vec<u32> = (0..80).map(|_| rng.next_u32()).collect();
        let e = Gen::new(&choices).expr(Prim::I64, 6);
        let s = simplify_sexpr(&e);
        before += sexpr_size(&e);
        after += sexpr_size(&s);
        let mut is_cse = false;
        visit(&s, &mut |x| {
            if let SExprKind::Let {
                pat: SPat::Var { name, .. },
                ..
            } = &x.kind
            {
                is_cse |= name.starts_with("%cse");
            }
        });
        lets += usize::from(is_cse);
    }
    assert!(after * 10 < before * 8, "{before} nodes became {after}");
    assert!(lets > 5, "only {lets} expressions shared anything");
}

// ---- whole programs ----------------------------------------------------------

/// Every program of the suite computes the same after simplification, on
/// random inputs with every size 6.
#[test]
fn suite_programs_compute_the_same() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../experiments/programs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the suite folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "fl"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let p = match ir::check_source(&SourceFile::new(path.display().to_string(), text)) {
            Ok(p) => p,
            Err(d) => panic!("{} does not check: {d:?}", path.display()),
        };
        let (q, stats) = simplify_program(&p);
        assert!(
            stats.nodes_after <= stats.nodes_before + stats.shared,
            "{}: {stats:?}",
            path.display()
        );
        let def = p.defs.last().expect("a def");
        let mut sizes = interp::Sizes::new();
        for param in &def.params {
            for d in &param.ty.shape {
                for n in d.as_poly().into_iter().flat_map(|p| p.names()) {
                    sizes.insert(n.clone(), 6);
                }
            }
        }
        for seed in 0..3 {
            let ins = interp::random_inputs(def, &sizes, seed).expect("inputs");
            let a = run_def(&p, &ins);
            let b = run_def(&q, &ins);
            assert_eq!(a, b, "{} seed {seed}", path.display());
        }
    }
}

/// Array-level scalar expressions (counts, extents, initial values,
/// conditions) are simplified too, and the program still runs the same.
#[test]
fn array_level_expressions_are_simplified() {
    let src = "def f (xs: [n]i64) : [n]i64 =\n  \
               let s = fold (\\a e -> a + e * 1) (0 * 5 + 0) xs\n  \
               let g = generate [n + 0] (\\i -> i + 0)\n  \
               let r = if (the s + 0 == the s) && true then map (\\x -> x - x + x) xs else g\n  \
               in map (\\x y -> x + y + the s * 0) r g";
    let p = ir::check_source(&SourceFile::new("t.fl", src)).expect("checks");
    let (q, stats) = simplify_program(&p);
    assert_eq!(stats.exprs, 7, "{stats:?}");
    assert!(stats.nodes_after * 2 < stats.nodes_before, "{stats:?}");
    let xs = Array::from_scalars(vec![4], ScalarType::I64, &[1, -2, 3, 40].map(Scalar::I64))
        .expect("fits");
    let a = run_def(&p, std::slice::from_ref(&xs));
    assert!(a.is_ok(), "{a:?}");
    assert_eq!(a, run_def(&q, &[xs]));
}

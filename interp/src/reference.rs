//! The reference interpreter: runs a typed [`ir::Program`] array-at-a-time,
//! straight from the definitions in `language.md`. It is the oracle every
//! compiler path is checked against, so it favours clarity over speed: each
//! array operation is one loop over its result, each lambda application binds
//! its parameters in a small scalar environment (a stack of names).
//!
//! Semantics, including the decisions for the places `language.md` leaves open:
//!
//! - **Integers** wrap (two's complement; `MIN / -1 = MIN`). `/` truncates toward
//!   zero, `%` has the dividend's sign. Integer `/` or `%` by zero is a
//!   `DivisionByZero` error naming the enclosing array operation. `<<` and `>>`
//!   mask the shift amount to the bit width; `>>` is arithmetic. `& | ^` are on
//!   integers, `&&` and `||` on bools (short-circuiting). **Floats** are IEEE
//!   (`x / 0.0 = inf`, `%` is `fmod`).
//! - Comparisons work on two values of one primitive type (bools included).
//! - Builtins: `sqrt exp log sin cos tan floor ceil pow` are float-only; `abs`
//!   (wrapping on integers), `min` and `max` take any number (on floats with
//!   `f64::min`/`max` semantics: a NaN operand yields the other operand).
//! - Conversions `i32 e`, …: Rust `as` between numbers (float to integer
//!   saturates, NaN gives 0); a bool converts to 0 or 1.
//! - An index passed to a lambda (`generate`, `backpermute`, `permute`) is an
//!   `i64` for rank 1 and a tuple of `i64` (outermost first) otherwise;
//!   iteration is row-major. `shape xs` follows the same rule.
//! - `fold`/`fold1` reduce the innermost dimension left to right,
//!   `f (f (f z a0) a1) a2`; a rank-1 input gives a rank-0 result. `fold1` of an
//!   empty row is an `EmptyFold1` error (a `fold1` over zero rows is not).
//! - `scanl f z [a,b,c] = [z, f z a, f (f z a) b, f (f (f z a) b) c]`,
//!   `scanr f z [a,b,c] = [f a (f b (f c z)), f b (f c z), f c z, z]`,
//!   `scanl1 f [a,b,c] = [a, f a b, f (f a b) c]`,
//!   `scanr1 f [a,b,c] = [f a (f b c), f b c, c]`; per row of the innermost
//!   dimension.
//! - `backpermute`: `out[ix] = xs[idx ix]`, an out-of-bounds source is an
//!   `OutOfBounds` error. `permute f dflt idx xs` copies `dflt`, then for each
//!   source index `ix` in row-major order computes `t = idx ix`, skips it when
//!   `t` is `ignore` (which ends the index function's evaluation at once), and
//!   otherwise sets `out[t] = f xs[ix] out[t]` (new value first, as
//!   Accelerate); an out-of-bounds target is an `OutOfBounds` error.
//! - `replicate k xs` adds an outermost dimension of extent `k`; `transpose` is
//!   on rank 2; `reshape` keeps the row-major elements and must keep their
//!   count (`ReshapeMismatch`). Negative extents or counts are `NegativeSize`.
//! - `stencil` (rank 1 or 2): the 1-D lambda gets `(x[i-1], x[i], x[i+1])`, the
//!   2-D one a 3-tuple of rows `((x[i-1][j-1], x[i-1][j], x[i-1][j+1]), …)`.
//!   Out-of-range neighbours, per dimension: `clamp` to `[0, n-1]`; `mirror`
//!   reflects without repeating the edge (`-1 → 1`, `n → n-2`) and then clamps
//!   (so `n = 1` works); `wrap` is modulo `n`; `constant e` gives `e` when any
//!   coordinate is out of range. The boundary constant is evaluated once.
//! - `fold_seg f z segs xs` splits every innermost row of `xs` into consecutive
//!   segments of the lengths `segs` and folds each from `z`, left to right.
//!   A negative length is `NegativeSize`; lengths whose sum is not the row
//!   length are `SegmentSumMismatch`.
//! - `map` needs equal shapes (`ShapeMismatch`); `filter` is on rank 1.
//! - Array-level scalar expressions (extents, `replicate` counts, `fold`/`scan`
//!   initial values, boundary constants, `if`/`loop` conditions, `unit`) are
//!   evaluated once, with arrays and sizes in scope but no lambda variables.
//! - A `def`'s result is checked against its declared return type: ranks,
//!   element types, and every known size evaluated with the bound sizes (`?`
//!   matches anything); a mismatch is a `ResultMismatch` error naming the def.
//!   A call binds the callee's own sizes from its arguments (a disagreement is
//!   a `ShapeMismatch` error naming the call) and runs its body.
//! - Anything a type-checked program cannot do (an unbound name, an operand of
//!   the wrong type) is an `IllTyped` error rather than a panic.

use crate::error::{Flow, RunError, RuntimeError, RuntimeErrorKind as Kind, Site};
use crate::index::{as_index, fmt_index, fmt_shape, index_at, index_scalar};
use crate::inputs::{bind_sizes, bind_sizes_with, Sizes};
use crate::regroup;
use crate::scalar_ops;
use ir::ast::{AExprKind, APat, BinOp, Boundary, Lambda, Op, SExprKind, SPat, ScanDir};
use ir::value::ArrayError;
use ir::{AExpr, Array, Def, Name, Program, SExpr, Scalar, ScalarType, Size, Span, Type, Value};

/// Runs `def` of `program` on `inputs` (one array per parameter): binds the
/// signature's sizes, evaluates the body and checks the result's type.
pub fn run(program: &Program, def: &Def, inputs: &[Array]) -> Result<Value, RunError> {
    run_with(program, def, inputs, &Sizes::new())
}

/// How the reference groups the operator of a fold, a scan or a permute.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Order {
    /// Left to right, as written above: what the reference reports.
    #[default]
    Sequential,
    /// Float `+` and `*` folds pairwise, their scans in blocks and their
    /// permutes pairwise per target ([`crate::regroup`]): the same meaning,
    /// rounded otherwise.
    Regrouped,
}

/// [`run`] with some sizes given (`--size m=..`): needed where a size name
/// appears only inside a compound extent (`xs: [m*n]f32`), which the inputs'
/// shapes alone cannot determine. The inputs must agree with them.
pub fn run_with(
    program: &Program,
    def: &Def,
    inputs: &[Array],
    given: &Sizes,
) -> Result<Value, RunError> {
    run_in(Order::Sequential, program, def, inputs, given)
}

/// [`run_with`] in [`Order::Regrouped`], with the bounds of the outputs
/// that a regrouped `permute` made ([`regroup::Regrouped`]).
pub fn run_regrouped(
    program: &Program,
    def: &Def,
    inputs: &[Array],
    given: &Sizes,
) -> Result<regroup::Regrouped, RunError> {
    let sizes = bind_sizes_with(def, inputs, given)?;
    let (value, made) = eval_def(program, Order::Regrouped, def, inputs.to_vec(), sizes)?;
    let bounds = value
        .arrays()
        .iter()
        .map(|a| {
            let (_, b) = made.iter().find(|(m, _)| m.same_elements(a))?;
            Some(b.clone())
        })
        .collect();
    Ok(regroup::Regrouped { value, bounds })
}

/// [`run_with`], grouping folds, scans and permutes in `order`.
pub fn run_in(
    order: Order,
    program: &Program,
    def: &Def,
    inputs: &[Array],
    given: &Sizes,
) -> Result<Value, RunError> {
    let sizes = bind_sizes_with(def, inputs, given)?;
    Ok(eval_def(program, order, def, inputs.to_vec(), sizes)?.0)
}

/// Evaluates a definition's body with its parameters bound to `args` and
/// checks the result against the declared return type; with the arrays
/// that a regrouped `permute` made and their bounds (`Machine::bounds`).
fn eval_def(
    program: &Program,
    order: Order,
    def: &Def,
    args: Vec<Array>,
    sizes: Sizes,
) -> Result<(Value, Bounded), RuntimeError> {
    let site_name = format!("def {}", def.name);
    let site = Site {
        op: &site_name,
        span: def.span,
    };
    if args.len() != def.params.len() {
        return Err(site.err(
            Kind::IllTyped,
            format!(
                "{} arguments for {} parameters",
                args.len(),
                def.params.len()
            ),
        ));
    }
    let mut m = Machine {
        program,
        order,
        sizes,
        arrays: Vec::new(),
        scalars: Vec::new(),
        bounds: Vec::new(),
    };
    for (p, a) in def.params.iter().zip(args) {
        m.arrays.push((p.name.clone(), Value::Array(a)));
    }
    let value = m.eval(&def.body)?;
    check_type(&def.ret, &value, &m.sizes, "result")
        .map_err(|detail| site.err(Kind::ResultMismatch, detail))?;
    Ok((value, m.bounds))
}

/// The segment lengths of a `fold_seg` over rows of `n` elements, checked
/// in order as a row consumes them (and as the loop IR checks them): the
/// first length that is negative, or that runs past the row, or a row that
/// the lengths do not cover, is the error. A `fold_seg` without rows checks
/// nothing (its loop never runs).
fn check_segments(lens: &[i64], n: usize, site: Site) -> Result<(), RuntimeError> {
    let mismatch = || site.kind(Kind::SegmentSumMismatch, n as i64, 0);
    let mut pos: u128 = 0;
    for &len in lens {
        if len < 0 {
            return Err(site.kind(Kind::NegativeSize, len, 0));
        }
        pos += len as u128;
        if pos > n as u128 {
            return Err(mismatch());
        }
    }
    if pos != n as u128 {
        return Err(mismatch());
    }
    Ok(())
}

/// Checks a value against a declared type; `Err` describes the first mismatch.
fn check_type(ty: &Type, value: &Value, sizes: &Sizes, what: &str) -> Result<(), String> {
    match (ty, value) {
        (Type::Array(at), Value::Array(a)) => {
            if at.elem != *a.elem() || at.rank() != a.rank() {
                return Err(format!(
                    "{what} is {}{} but the signature says {at}",
                    fmt_shape(a.shape()),
                    a.elem()
                ));
            }
            for (d, (size, &extent)) in at.shape.iter().zip(a.shape()).enumerate() {
                let Size::Known(poly) = size else { continue };
                let expected = poly
                    .eval(&|n| sizes.get(n).copied())
                    .map_err(|n| format!("size `{n}` of {what} type {at} is not bound"))?;
                if expected != extent as i64 {
                    return Err(format!(
                        "{what} has shape {} but the signature says {at}: dimension {d} is \
                         {extent}, not {size} = {expected}",
                        fmt_shape(a.shape())
                    ));
                }
            }
            Ok(())
        }
        (Type::Tuple(ts), Value::Tuple(vs)) if ts.len() == vs.len() => {
            for (i, (t, v)) in ts.iter().zip(vs).enumerate() {
                check_type(t, v, sizes, &format!("{what}.{i}"))?;
            }
            Ok(())
        }
        _ => Err(format!("{what} does not have the declared type {ty}")),
    }
}

/// The state of evaluating one definition's body.
struct Machine<'p> {
    program: &'p Program,
    order: Order,
    /// The definition's sizes, bound from its arguments.
    sizes: Sizes,
    /// Array-level bindings (parameters, lets, loop variables); innermost last.
    arrays: Vec<(Name, Value)>,
    /// Lambda parameters and scalar lets; innermost last. Empty at array level.
    scalars: Vec<(Name, Scalar)>,
    bounds: Bounded,
}

/// The arrays a regrouped `permute` made, with each element's bound on how
/// far two orders of its terms may round apart (`regroup::unordered_bound`;
/// `NaN` where there is none).
type Bounded = Vec<(Array, Vec<f64>)>;

impl Machine<'_> {
    // ---- array level -------------------------------------------------------

    fn eval(&mut self, e: &AExpr) -> Result<Value, RuntimeError> {
        let at = |op| Site { op, span: e.span };
        match &e.kind {
            AExprKind::Var(name) => Ok(self.lookup(name, at("variable"))?.clone()),
            AExprKind::Tuple(es) => Ok(Value::Tuple(
                es.iter().map(|e| self.eval(e)).collect::<Result<_, _>>()?,
            )),
            AExprKind::Let { pat, value, body } => {
                let v = self.eval(value)?;
                let mark = self.arrays.len();
                self.bind_array_pat(pat, v, at("let"))?;
                let result = self.eval(body);
                self.arrays.truncate(mark);
                result
            }
            AExprKind::Op(op) => self.eval_op(op, e),
            AExprKind::Call { def, args } => self.eval_call(def, args, e.span),
            AExprKind::If { cond, then_, else_ } => {
                if self.eval_bool(cond, at("if"))? {
                    self.eval(then_)
                } else {
                    self.eval(else_)
                }
            }
            AExprKind::Loop {
                pat,
                init,
                cond,
                body,
            } => {
                let site = at("loop");
                let mut v = self.eval(init)?;
                loop {
                    let mark = self.arrays.len();
                    self.bind_array_pat(pat, v.clone(), site)?;
                    let next = if self.eval_bool(cond, site)? {
                        Some(self.eval(body)?)
                    } else {
                        None
                    };
                    self.arrays.truncate(mark);
                    match next {
                        Some(n) => v = n,
                        None => return Ok(v),
                    }
                }
            }
            AExprKind::Unit(s) => Ok(Value::Array(Array::scalar(self.eval_top(s, at("unit"))?))),
        }
    }

    fn eval_call(
        &mut self,
        name: &Name,
        args: &[AExpr],
        span: Span,
    ) -> Result<Value, RuntimeError> {
        let op = format!("call {name}");
        let site = Site { op: &op, span };
        let program = self.program;
        let callee = program
            .def(name)
            .ok_or_else(|| site.ill_typed(format!("no definition `{name}`")))?;
        let mut arrays = Vec::with_capacity(args.len());
        for a in args {
            arrays.push(self.array(a, site)?);
        }
        let sizes = bind_sizes(callee, &arrays)
            .map_err(|e| site.err(Kind::ShapeMismatch, e.to_string()))?;
        eval_def(program, self.order, callee, arrays, sizes).map(|(v, _)| v)
    }

    fn lookup(&self, name: &Name, site: Site) -> Result<&Value, RuntimeError> {
        self.arrays
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
            .ok_or_else(|| site.ill_typed(format!("unbound array `{name}`")))
    }

    fn lookup_array(&self, name: &Name, site: Site) -> Result<&Array, RuntimeError> {
        match self.lookup(name, site)? {
            Value::Array(a) => Ok(a),
            Value::Tuple(_) => Err(site.ill_typed(format!("`{name}` is a tuple, not an array"))),
        }
    }

    fn bind_array_pat(&mut self, pat: &APat, v: Value, site: Site) -> Result<(), RuntimeError> {
        match (pat, v) {
            (APat::Var(n, _), v) => self.arrays.push((n.clone(), v)),
            (APat::Wild(_), _) => {}
            (APat::Tuple(ps, _), Value::Tuple(vs)) if ps.len() == vs.len() => {
                for (p, v) in ps.iter().zip(vs) {
                    self.bind_array_pat(p, v, site)?;
                }
            }
            (APat::Tuple(ps, _), _) => {
                return Err(site.ill_typed(format!(
                    "a {}-tuple pattern does not match the value",
                    ps.len()
                )))
            }
        }
        Ok(())
    }

    /// Evaluates an operand that must be one array.
    fn array(&mut self, e: &AExpr, site: Site) -> Result<Array, RuntimeError> {
        match self.eval(e)? {
            Value::Array(a) => Ok(a),
            Value::Tuple(_) => Err(site.ill_typed("a tuple of arrays where an array was expected")),
        }
    }

    /// An array-level scalar expression: no lambda variables in scope.
    fn eval_top(&mut self, e: &SExpr, site: Site) -> Result<Scalar, RuntimeError> {
        debug_assert!(self.scalars.is_empty());
        self.eval_s(e, site).map_err(|f| f.into_error(site))
    }

    fn eval_bool(&mut self, e: &SExpr, site: Site) -> Result<bool, RuntimeError> {
        let v = self.eval_top(e, site)?;
        v.as_bool()
            .ok_or_else(|| site.ill_typed(format!("condition {v} is not a bool")))
    }

    fn eval_i64(&mut self, e: &SExpr, site: Site) -> Result<i64, RuntimeError> {
        let v = self.eval_top(e, site)?;
        v.as_i64()
            .ok_or_else(|| site.ill_typed(format!("{v} is not an integer")))
    }

    /// Evaluates extents, refusing negative ones and element counts that
    /// overflow: the shape and its element count.
    fn extents(&mut self, es: &[SExpr], site: Site) -> Result<(Vec<usize>, usize), RuntimeError> {
        let mut shape = Vec::with_capacity(es.len());
        for e in es {
            let v = self.eval_i64(e, site)?;
            let extent = usize::try_from(v).map_err(|_| site.kind(Kind::NegativeSize, v, 0))?;
            shape.push(extent);
        }
        let count = site.element_count(&shape)?;
        Ok((shape, count))
    }

    // ---- lambdas -----------------------------------------------------------

    /// Applies a lambda to its arguments (one per parameter).
    fn apply(
        &mut self,
        f: &Lambda,
        args: impl IntoIterator<Item = Scalar>,
        site: Site,
    ) -> Result<Scalar, Flow> {
        let mark = self.scalars.len();
        let result = self.apply_in_scope(f, args, site);
        self.scalars.truncate(mark);
        result
    }

    fn apply_in_scope(
        &mut self,
        f: &Lambda,
        args: impl IntoIterator<Item = Scalar>,
        site: Site,
    ) -> Result<Scalar, Flow> {
        let mut params = f.params.iter();
        for arg in args {
            let p = params
                .next()
                .ok_or_else(|| site.ill_typed("more arguments than lambda parameters"))?;
            self.bind_scalar_pat(p, arg, site)?;
        }
        if params.next().is_some() {
            return Err(site
                .ill_typed("fewer arguments than lambda parameters")
                .into());
        }
        self.eval_s(&f.body, site)
    }

    /// Applies a lambda whose body may not return `ignore`.
    fn call(
        &mut self,
        f: &Lambda,
        args: impl IntoIterator<Item = Scalar>,
        site: Site,
    ) -> Result<Scalar, RuntimeError> {
        self.apply(f, args, site).map_err(|fl| fl.into_error(site))
    }

    fn bind_scalar_pat(&mut self, pat: &SPat, v: Scalar, site: Site) -> Result<(), RuntimeError> {
        match (pat, v) {
            (SPat::Var { name, .. }, v) => self.scalars.push((name.clone(), v)),
            (SPat::Wild { .. }, _) => {}
            (SPat::Tuple { elems, .. }, Scalar::Tuple(vs)) if elems.len() == vs.len() => {
                for (p, v) in elems.iter().zip(vs) {
                    self.bind_scalar_pat(p, v, site)?;
                }
            }
            (SPat::Tuple { elems, .. }, v) => {
                return Err(site.ill_typed(format!(
                    "a {}-tuple pattern does not match {v}",
                    elems.len()
                )))
            }
        }
        Ok(())
    }

    // ---- scalar level ------------------------------------------------------

    fn eval_s(&mut self, e: &SExpr, site: Site) -> Result<Scalar, Flow> {
        Ok(match &e.kind {
            SExprKind::Lit(lit) => {
                scalar_ops::literal(*lit, &e.ty).map_err(|x| site.scalar_op(x, None))?
            }
            SExprKind::Var(name) => self
                .scalars
                .iter()
                .rev()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| site.ill_typed(format!("unbound variable `{name}`")))?,
            SExprKind::Size(name) => Scalar::I64(
                *self
                    .sizes
                    .get(name)
                    .ok_or_else(|| site.ill_typed(format!("unbound size `{name}`")))?,
            ),
            SExprKind::Unary(op, x) => {
                let x = self.eval_s(x, site)?;
                scalar_ops::unary(*op, &x).map_err(|err| site.scalar_op(err, None))?
            }
            SExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let a = self.bool_s(a, site)?;
                // `&&` stops at false, `||` at true.
                if a == (*op == BinOp::Or) {
                    Scalar::Bool(a)
                } else {
                    Scalar::Bool(self.bool_s(b, site)?)
                }
            }
            SExprKind::Binary(op, a, b) => {
                let a = self.eval_s(a, site)?;
                let b = self.eval_s(b, site)?;
                scalar_ops::binary(*op, &a, &b)
                    .map_err(|err| site.scalar_op(err, Some((&a, &b))))?
            }
            SExprKind::If(c, t, f) => {
                if self.bool_s(c, site)? {
                    self.eval_s(t, site)?
                } else {
                    self.eval_s(f, site)?
                }
            }
            SExprKind::Let { pat, value, body } => {
                let v = self.eval_s(value, site)?;
                let mark = self.scalars.len();
                self.bind_scalar_pat(pat, v, site)?;
                let result = self.eval_s(body, site);
                self.scalars.truncate(mark);
                result?
            }
            SExprKind::Tuple(es) => Scalar::Tuple(
                es.iter()
                    .map(|e| self.eval_s(e, site))
                    .collect::<Result<_, _>>()?,
            ),
            SExprKind::Proj(x, i) => match self.eval_s(x, site)? {
                Scalar::Tuple(mut xs) if *i < xs.len() => xs.swap_remove(*i),
                v => return Err(site.ill_typed(format!("projection .{i} of {v}")).into()),
            },
            SExprKind::Call(f, args) => {
                let args = args
                    .iter()
                    .map(|a| self.eval_s(a, site))
                    .collect::<Result<Vec<_>, _>>()?;
                scalar_ops::builtin(*f, &args).map_err(|err| site.scalar_op(err, None))?
            }
            SExprKind::Convert(x) => {
                let x = self.eval_s(x, site)?;
                let to =
                    e.ty.as_prim()
                        .ok_or_else(|| site.ill_typed(format!("conversion to {}", e.ty)))?;
                scalar_ops::convert(&x, to).map_err(|err| site.scalar_op(err, None))?
            }
            SExprKind::Index { array, indices } => {
                let mut ix = Vec::with_capacity(indices.len());
                for i in indices {
                    let v = self.eval_s(i, site)?;
                    ix.push(
                        v.as_i64().ok_or_else(|| {
                            site.ill_typed(format!("index {v} is not an integer"))
                        })?,
                    );
                }
                let a = self.lookup_array(array, site)?;
                let flat = a
                    .flat_index(&ix)
                    .ok_or_else(|| out_of_bounds(&ix, a.shape(), site))?;
                a.get(flat)
            }
            SExprKind::The(name) => {
                let a = self.lookup_array(name, site)?;
                if a.rank() != 0 {
                    return Err(site
                        .ill_typed(format!("`the {name}` of a rank-{} array", a.rank()))
                        .into());
                }
                a.get(0)
            }
            SExprKind::Length(name) => {
                let a = self.lookup_array(name, site)?;
                match a.shape().first() {
                    Some(&n) => Scalar::I64(n as i64),
                    None => {
                        return Err(site
                            .ill_typed(format!("`length {name}` of a rank-0 array"))
                            .into())
                    }
                }
            }
            SExprKind::Shape(name) => {
                let a = self.lookup_array(name, site)?;
                let ix: Vec<i64> = a.shape().iter().map(|&d| d as i64).collect();
                index_scalar(&ix)
            }
            SExprKind::Ignore => return Err(Flow::Ignore),
        })
    }

    fn bool_s(&mut self, e: &SExpr, site: Site) -> Result<bool, Flow> {
        let v = self.eval_s(e, site)?;
        v.as_bool()
            .ok_or_else(|| site.ill_typed(format!("{v} is not a bool")).into())
    }

    // ---- array operations --------------------------------------------------

    fn eval_op(&mut self, op: &Op, e: &AExpr) -> Result<Value, RuntimeError> {
        let site = Site {
            op: op.kind().name(),
            span: e.span,
        };
        let elem = match &e.ty {
            Type::Array(at) => at.elem.clone(),
            Type::Tuple(_) => return Err(site.ill_typed("an array operation of tuple type")),
        };
        let made = match op {
            Op::Reshape { shape, arg } => {
                return Ok(Value::Array(self.reshape(shape, arg, &elem, site)?))
            }
            Op::Generate { shape, f } => self.generate(shape, f, site)?,
            Op::Map { f, args } => self.map(f, args, site)?,
            Op::Fold { f, init, arg } => self.fold(f, init.as_ref(), arg, site)?,
            Op::Scan { dir, f, init, arg } => self.scan(*dir, f, init.as_ref(), arg, site)?,
            Op::Backpermute { shape, index, arg } => self.backpermute(shape, index, arg, site)?,
            Op::Permute {
                f,
                defaults,
                index,
                arg,
            } => {
                let (made, bounds) = self.permute(f, defaults, index, arg, site)?;
                let array = build(made.shape, &elem, &made.data, site)?;
                if let Some(bounds) = bounds {
                    self.bounds.push((array.clone(), bounds));
                }
                return Ok(Value::Array(array));
            }
            Op::Replicate { count, arg } => self.replicate(count, arg, site)?,
            Op::Transpose { arg } => self.transpose(arg, site)?,
            Op::Stencil { f, boundary, arg } => self.stencil(f, boundary, arg, site)?,
            Op::FoldSeg { f, init, segs, arg } => self.fold_seg(f, init, segs, arg, site)?,
            Op::Filter { pred, arg } => self.filter(pred, arg, site)?,
        };
        Ok(Value::Array(build(made.shape, &elem, &made.data, site)?))
    }

    fn generate(&mut self, shape: &[SExpr], f: &Lambda, site: Site) -> Result<Elems, RuntimeError> {
        let (shape, n) = self.extents(shape, site)?;
        let mut out = site.alloc(n, RESULT)?;
        for flat in 0..n {
            out.push(self.call(f, [index_at(flat, &shape)], site)?);
        }
        Ok(Elems { shape, data: out })
    }

    fn map(&mut self, f: &Lambda, args: &[AExpr], site: Site) -> Result<Elems, RuntimeError> {
        let mut xss = Vec::with_capacity(args.len());
        for a in args {
            xss.push(self.array(a, site)?);
        }
        let Some(first) = xss.first() else {
            return Err(site.ill_typed("map without arrays"));
        };
        let shape = first.shape().to_vec();
        for (i, xs) in xss.iter().enumerate().skip(1) {
            if let Some((d, d0)) = xs.shape().iter().zip(&shape).find(|(d, d0)| d != d0) {
                return Err(site.kind(Kind::ShapeMismatch, *d as i64, *d0 as i64));
            }
            if xs.shape() != shape {
                return Err(site.ill_typed(format!("array {} has another rank", i + 1)));
            }
        }
        let n = first.len();
        let mut out = site.alloc(n, RESULT)?;
        for i in 0..n {
            out.push(self.call(f, xss.iter().map(|xs| xs.get(i)), site)?);
        }
        Ok(Elems { shape, data: out })
    }

    /// A fold's or a scan's operand as rows of its innermost dimension
    /// (the outer extents and the row length), then its initial value,
    /// evaluated once.
    fn rows_and_init(
        &mut self,
        arg: &AExpr,
        init: Option<&SExpr>,
        site: Site,
    ) -> Result<(Array, Vec<usize>, usize, Option<Scalar>), RuntimeError> {
        let xs = self.array(arg, site)?;
        let (outer, n) = rows(&xs, site)?;
        let z = init.map(|z| self.eval_top(z, site)).transpose()?;
        Ok((xs, outer, n, z))
    }

    /// Whether this run regroups `f` ([`Order::Regrouped`], `regroup::regroups`).
    fn regroups(&self, f: &Lambda) -> bool {
        self.order == Order::Regrouped && regroup::regroups(f)
    }

    /// `z` (when given) combined with the pairwise combination of
    /// `xs[range]`; `None` for no `z` and an empty range.
    fn fold_pairwise(
        &mut self,
        f: &Lambda,
        z: Option<Scalar>,
        xs: &Array,
        range: std::ops::Range<usize>,
        site: Site,
    ) -> Result<Option<Scalar>, RuntimeError> {
        let row: Vec<Scalar> = range.map(|i| xs.get(i)).collect();
        let mut call = |a, b| self.call(f, [a, b], site);
        Ok(match (z, regroup::pairwise(&row, &mut call)?) {
            (Some(z), Some(total)) => Some(call(z, total)?),
            (z, total) => z.or(total),
        })
    }

    fn fold(
        &mut self,
        f: &Lambda,
        init: Option<&SExpr>,
        arg: &AExpr,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (xs, outer, n, z) = self.rows_and_init(arg, init, site)?;
        let nrows = outer.iter().product();
        let mut out = site.alloc(nrows, RESULT)?;
        let regrouped = self.regroups(f);
        for row in 0..nrows {
            let base = row * n;
            if regrouped {
                match self.fold_pairwise(f, z.clone(), &xs, base..base + n, site)? {
                    Some(acc) => out.push(acc),
                    None => return Err(site.kind(Kind::EmptyFold1, row as i64, 0)),
                }
                continue;
            }
            let (mut acc, start) = match &z {
                Some(z) => (z.clone(), 0),
                None if n == 0 => return Err(site.kind(Kind::EmptyFold1, row as i64, 0)),
                None => (xs.get(base), 1),
            };
            for j in start..n {
                acc = self.call(f, [acc, xs.get(base + j)], site)?;
            }
            out.push(acc);
        }
        Ok(Elems {
            shape: outer,
            data: out,
        })
    }

    fn scan(
        &mut self,
        dir: ScanDir,
        f: &Lambda,
        init: Option<&SExpr>,
        arg: &AExpr,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (xs, outer, n, z) = self.rows_and_init(arg, init, site)?;
        let out_n = n + usize::from(z.is_some());
        let nrows: usize = outer.iter().product();
        let total = site.element_count(&[nrows, out_n])?;
        let mut out = site.alloc(total, RESULT)?;
        let mut row_out = site.alloc(out_n, RESULT)?;
        // Every row is empty (a scan1 of empty rows): nothing to loop over,
        // however many rows there are.
        let nrows = if out_n == 0 { 0 } else { nrows };
        let regrouped = self.regroups(f);
        for row in 0..nrows {
            let base = row * n;
            // The k-th element of the row in the scan's direction.
            let at = |k: usize| match dir {
                ScanDir::Left => base + k,
                ScanDir::Right => base + n - 1 - k,
            };
            if z.is_none() && n == 0 {
                continue;
            }
            row_out.clear();
            if regrouped {
                let elems: Vec<Scalar> = z
                    .iter()
                    .cloned()
                    .chain((0..n).map(|k| xs.get(at(k))))
                    .collect();
                row_out = regroup::blocked_scan(&elems, &mut |a, b| self.call(f, [a, b], site))?;
            } else {
                let (mut acc, start) = match &z {
                    Some(z) => (z.clone(), 0),
                    None => (xs.get(at(0)), 1),
                };
                row_out.push(acc.clone());
                for k in start..n {
                    let x = xs.get(at(k));
                    acc = match dir {
                        ScanDir::Left => self.call(f, [acc, x], site)?,
                        ScanDir::Right => self.call(f, [x, acc], site)?,
                    };
                    row_out.push(acc.clone());
                }
            }
            if dir == ScanDir::Right {
                row_out.reverse();
            }
            out.append(&mut row_out);
        }
        let mut shape = outer;
        shape.push(out_n);
        Ok(Elems { shape, data: out })
    }

    fn backpermute(
        &mut self,
        shape: &[SExpr],
        index: &Lambda,
        arg: &AExpr,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (shape, n) = self.extents(shape, site)?;
        let xs = self.array(arg, site)?;
        let mut out = site.alloc(n, RESULT)?;
        for flat in 0..n {
            let ix = self.call(index, [index_at(flat, &shape)], site)?;
            let src = as_index(&ix, xs.rank(), site)?;
            let at = xs
                .flat_index(&src)
                .ok_or_else(|| out_of_bounds(&src, xs.shape(), site))?;
            out.push(xs.get(at));
        }
        Ok(Elems { shape, data: out })
    }

    fn permute(
        &mut self,
        f: &Lambda,
        defaults: &AExpr,
        index: &Lambda,
        arg: &AExpr,
        site: Site,
    ) -> Result<(Elems, Option<Vec<f64>>), RuntimeError> {
        let dflt = self.array(defaults, site)?;
        let xs = self.array(arg, site)?;
        let mut out = site.alloc(dflt.len(), RESULT)?;
        out.extend((0..dflt.len()).map(|i| dflt.get(i)));
        // Regrouped: each target's contributions combined pairwise, then
        // into its default.
        let mut regrouped = self.regroups(f).then(|| vec![Vec::new(); dflt.len()]);
        for flat in 0..xs.len() {
            let ix = match self.apply(index, [index_at(flat, xs.shape())], site) {
                Ok(ix) => ix,
                Err(Flow::Ignore) => continue,
                Err(Flow::Error(e)) => return Err(*e),
            };
            let target = as_index(&ix, dflt.rank(), site)?;
            let at = dflt
                .flat_index(&target)
                .ok_or_else(|| out_of_bounds(&target, dflt.shape(), site))?;
            if let Some(contributions) = &mut regrouped {
                contributions[at].push(xs.get(flat));
                continue;
            }
            let old = std::mem::replace(&mut out[at], Scalar::Tuple(Vec::new()));
            out[at] = self.call(f, [xs.get(flat), old], site)?;
        }
        let bounds = regrouped.as_ref().map(|rows| {
            let bound = |(row, d): (&Vec<Scalar>, &Scalar)| regroup::unordered_bound(f, d, row);
            rows.iter()
                .zip(&out)
                .map(|t| bound(t).unwrap_or(f64::NAN))
                .collect()
        });
        for (at, row) in regrouped.iter().flatten().enumerate() {
            let mut call = |a, b| self.call(f, [a, b], site);
            if let Some(total) = regroup::pairwise(row, &mut call)? {
                let old = std::mem::replace(&mut out[at], Scalar::Tuple(Vec::new()));
                out[at] = call(total, old)?;
            }
        }
        let made = Elems {
            shape: dflt.shape().to_vec(),
            data: out,
        };
        Ok((made, bounds))
    }

    fn replicate(&mut self, count: &SExpr, arg: &AExpr, site: Site) -> Result<Elems, RuntimeError> {
        let k = self.eval_i64(count, site)?;
        let k = usize::try_from(k).map_err(|_| site.kind(Kind::NegativeSize, k, 0))?;
        let xs = self.array(arg, site)?;
        let mut shape = vec![k];
        shape.extend_from_slice(xs.shape());
        let total = site.element_count(&shape)?;
        let mut out = site.alloc(total, RESULT)?;
        // Copies of an empty array are empty: no loop over the count (which
        // may be huge when `xs` has no elements).
        if !xs.is_empty() {
            for _ in 0..k {
                out.extend((0..xs.len()).map(|i| xs.get(i)));
            }
        }
        Ok(Elems { shape, data: out })
    }

    fn transpose(&mut self, arg: &AExpr, site: Site) -> Result<Elems, RuntimeError> {
        let xs = self.array(arg, site)?;
        let &[m, n] = xs.shape() else {
            return Err(site.ill_typed(format!("transpose of a rank-{} array", xs.rank())));
        };
        let mut out = site.alloc(xs.len(), RESULT)?;
        // An empty array has nothing to move (and one extent may be huge).
        let columns = if xs.is_empty() { 0 } else { n };
        for j in 0..columns {
            for i in 0..m {
                out.push(xs.get(i * n + j));
            }
        }
        Ok(Elems {
            shape: vec![n, m],
            data: out,
        })
    }

    fn reshape(
        &mut self,
        shape: &[SExpr],
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Array, RuntimeError> {
        let (shape, n) = self.extents(shape, site)?;
        let xs = self.array(arg, site)?;
        if n != xs.len() {
            return Err(site.kind(Kind::ReshapeMismatch, xs.len() as i64, n as i64));
        }
        Array::from_buffers(shape, elem.clone(), xs.into_buffers())
            .map_err(|e| site.ill_typed(e.to_string()))
    }

    fn stencil(
        &mut self,
        f: &Lambda,
        boundary: &Boundary,
        arg: &AExpr,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let xs = self.array(arg, site)?;
        let edge = match boundary {
            Boundary::Clamp => Edge::Clamp,
            Boundary::Mirror => Edge::Mirror,
            Boundary::Wrap => Edge::Wrap,
            Boundary::Constant(c) => Edge::Constant(self.eval_top(c, site)?),
        };
        let shape = xs.shape().to_vec();
        let mut out = site.alloc(xs.len(), RESULT)?;
        match shape[..] {
            // Nothing to compute (and one extent may be huge).
            _ if xs.is_empty() => {}
            [n] => {
                for i in 0..n as i64 {
                    let hood = (-1..=1).map(|d| edge.sample(&xs, &[i + d])).collect();
                    out.push(self.call(f, [Scalar::Tuple(hood)], site)?);
                }
            }
            [m, n] => {
                for i in 0..m as i64 {
                    for j in 0..n as i64 {
                        let hood = (-1..=1)
                            .map(|di| {
                                let row = (-1..=1).map(|dj| edge.sample(&xs, &[i + di, j + dj]));
                                Scalar::Tuple(row.collect())
                            })
                            .collect();
                        out.push(self.call(f, [Scalar::Tuple(hood)], site)?);
                    }
                }
            }
            _ => return Err(site.ill_typed(format!("stencil on a rank-{} array", shape.len()))),
        }
        Ok(Elems { shape, data: out })
    }

    fn fold_seg(
        &mut self,
        f: &Lambda,
        init: &SExpr,
        segs: &AExpr,
        arg: &AExpr,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let segs = self.array(segs, site)?;
        let xs = self.array(arg, site)?;
        let z = self.eval_top(init, site)?;
        if segs.rank() != 1 {
            return Err(site.ill_typed(format!("segment lengths of rank {}", segs.rank())));
        }
        let mut lens = site.alloc(segs.len(), "the segment lengths")?;
        for s in segs.to_scalars().iter() {
            let s = s
                .as_i64()
                .ok_or_else(|| site.ill_typed(format!("segment length {s} is not an integer")))?;
            lens.push(s);
        }
        let (outer, n) = rows(&xs, site)?;
        if outer.iter().product::<usize>() > 0 {
            check_segments(&lens, n, site)?;
        }
        // Checked: none is negative.
        let lens: Vec<usize> = lens.into_iter().map(|l| l as usize).collect();
        let nrows: usize = outer.iter().product();
        let total = site.element_count(&[nrows, lens.len()])?;
        let mut out = site.alloc(total, RESULT)?;
        // No segments: every row's result is empty, however many rows.
        let nrows = if lens.is_empty() { 0 } else { nrows };
        let regrouped = self.regroups(f);
        for row in 0..nrows {
            let mut pos = row * n;
            for &len in &lens {
                if regrouped {
                    let acc = self.fold_pairwise(f, Some(z.clone()), &xs, pos..pos + len, site)?;
                    out.extend(acc);
                } else {
                    let mut acc = z.clone();
                    for j in pos..pos + len {
                        acc = self.call(f, [acc, xs.get(j)], site)?;
                    }
                    out.push(acc);
                }
                pos += len;
            }
        }
        let mut shape = outer;
        shape.push(lens.len());
        Ok(Elems { shape, data: out })
    }

    fn filter(&mut self, pred: &Lambda, arg: &AExpr, site: Site) -> Result<Elems, RuntimeError> {
        let xs = self.array(arg, site)?;
        if xs.rank() != 1 {
            return Err(site.ill_typed(format!("filter of a rank-{} array", xs.rank())));
        }
        let mut out = site.alloc(xs.len(), RESULT)?;
        for i in 0..xs.len() {
            let x = xs.get(i);
            let keep = self.call(pred, [x.clone()], site)?;
            match keep {
                Scalar::Bool(true) => out.push(x),
                Scalar::Bool(false) => {}
                v => return Err(site.ill_typed(format!("filter predicate returned {v}"))),
            }
        }
        Ok(Elems {
            shape: vec![out.len()],
            data: out,
        })
    }
}

/// A stencil's boundary, with its constant evaluated.
enum Edge {
    Clamp,
    Mirror,
    Wrap,
    Constant(Scalar),
}

impl Edge {
    /// The in-range coordinate standing for `i` in a dimension of extent
    /// `n > 0`, or `Err` with the constant that stands for the element.
    fn resolve(&self, i: i64, n: usize) -> Result<usize, &Scalar> {
        let last = n as i64 - 1;
        if (0..=last).contains(&i) {
            return Ok(i as usize);
        }
        let r = match self {
            Edge::Clamp => i.clamp(0, last),
            Edge::Mirror => {
                let reflected = if i < 0 { -i } else { 2 * last - i };
                reflected.clamp(0, last)
            }
            Edge::Wrap => i.rem_euclid(n as i64),
            Edge::Constant(c) => return Err(c),
        };
        Ok(r as usize)
    }

    /// The element at a possibly out-of-range multi-index.
    fn sample(&self, xs: &Array, ix: &[i64]) -> Scalar {
        let mut flat = 0;
        for (&i, &n) in ix.iter().zip(xs.shape()) {
            match self.resolve(i, n) {
                Ok(r) => flat = flat * n + r,
                Err(c) => return c.clone(),
            }
        }
        xs.get(flat)
    }
}

/// What an array operation computes before it is an array: its extents
/// and its elements in row-major order (built into an array in one place,
/// `Machine::eval_op`).
struct Elems {
    shape: Vec<usize>,
    data: Vec<Scalar>,
}

/// Builds a result array from row-major elements.
fn build(
    shape: Vec<usize>,
    elem: &ScalarType,
    elems: &[Scalar],
    site: Site,
) -> Result<Array, RuntimeError> {
    Array::from_scalars(shape, elem.clone(), elems).map_err(|e| match e {
        ArrayError::Alloc(e) => RuntimeError::out_of_memory(site.op, site.span, e, RESULT),
        ArrayError::Invalid(detail) => site.ill_typed(detail),
    })
}

/// How out-of-memory errors name the array an operation makes.
const RESULT: &str = "its result";

/// The outer dimensions and the innermost extent of an array of rank >= 1.
fn rows(xs: &Array, site: Site) -> Result<(Vec<usize>, usize), RuntimeError> {
    match xs.shape().split_last() {
        Some((&n, outer)) => Ok((outer.to_vec(), n)),
        None => Err(site.ill_typed("a rank-0 array where rows were expected")),
    }
}

/// The error of reading `ix` outside `shape` (the table's operands: the
/// first axis that it leaves).
fn out_of_bounds(ix: &[i64], shape: &[usize], site: Site) -> RuntimeError {
    match ir::runtime::out_of_bounds(ix, shape) {
        Some((i, n)) => site.kind(Kind::OutOfBounds, i, n),
        None => site.ill_typed(format!("index {} of rank {}", fmt_index(ix), shape.len())),
    }
}

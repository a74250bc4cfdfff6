//! The one evaluator of the loop IR's scalar expressions, and of what every
//! executor evaluates around them: conditions, integers (extents, a check's
//! operands), indices, checks and a nest's shapes. Scalar operations are
//! [`crate::scalar_ops`]; errors are [`crate::runtime`]'s, worded here once.
//!
//! An executor (the loop-IR interpreter, which counts memory traffic; the
//! backends' host, which drives generated code) implements [`Env`]: where
//! variables and arrays live, how a read is made (and counted), and where
//! an error is (its operation and span). `Expr::Ignore` stops an evaluation
//! with the executor's [`Env::ignore`], which only a `permute`'s target
//! accepts.

use super::{Check, Expr, LoopProgram, ShapeDef, VarId};
use crate::ast::BinOp;
use crate::graph::ArrayId;
use crate::runtime::{RuntimeError, RuntimeErrorKind as Kind};
use crate::scalar_ops::{self, ScalarOpError};
use crate::value::Scalar;

/// What the evaluator reads and writes: one executor's state, at one place
/// of the program (errors name it).
pub trait Env {
    /// What stops an evaluation: a run-time error, `ignore`, or whatever
    /// else the executor's memory may fail with.
    type Error: From<RuntimeError>;

    /// The program being run (for the names of variables and arrays).
    fn program(&self) -> &LoopProgram;

    /// The value of `v`, if it is bound.
    fn var(&self, v: VarId) -> Option<Scalar>;

    /// Binds `v` (a `let` in an expression).
    fn set_var(&mut self, v: VarId, x: Scalar) -> Result<(), Self::Error>;

    /// The extents of array `a`.
    fn shape(&self, a: ArrayId) -> Result<&[usize], Self::Error>;

    /// Element `index` of array `a`: bounds-checked (see [`position`]), and
    /// counted where the executor counts reads.
    fn read(&mut self, a: ArrayId, index: &[i64]) -> Result<Scalar, Self::Error>;

    /// What `Expr::Ignore` evaluates to.
    fn ignore(&self) -> Self::Error;

    /// An error here whose detail is free text: something a verified
    /// program cannot do.
    fn ill_typed(&self, detail: String) -> RuntimeError;

    /// An error of `kind` here, worded by the table from its operands.
    fn error(&self, kind: Kind, a: i64, b: i64) -> RuntimeError;
}

/// The flat (row-major) position of `index` in an array of extents `shape`,
/// or the error: [`Kind::OutOfBounds`] with the first axis it leaves, or
/// `None` when the ranks differ.
pub fn position(shape: &[usize], index: &[i64]) -> Result<usize, Option<(i64, i64)>> {
    if index.len() != shape.len() {
        return Err(None);
    }
    let mut flat = 0usize;
    for (&i, &d) in index.iter().zip(shape) {
        if i < 0 || i as u64 >= d as u64 {
            return Err(Some((i, d as i64)));
        }
        flat = flat * d + i as usize;
    }
    Ok(flat)
}

/// The value of `e`.
pub fn eval<E: Env + ?Sized>(env: &mut E, e: &Expr) -> Result<Scalar, E::Error> {
    Ok(match e {
        Expr::Var(v) => match env.var(*v) {
            Some(x) => x,
            None => {
                let name = env
                    .program()
                    .vars
                    .get(v.index())
                    .map_or_else(|| format!("v{}", v.0), |d| d.name.clone());
                return Err(env.ill_typed(format!("unbound variable `{name}`")).into());
            }
        },
        Expr::Lit(s) => s.clone(),
        Expr::Index { array, index } => {
            let ix = indices(env, index)?;
            env.read(*array, &ix)?
        }
        Expr::Dim { array, axis } => {
            let shape = env.shape(*array)?;
            match shape.get(*axis) {
                Some(&d) => Scalar::I64(d as i64),
                None => {
                    let rank = shape.len();
                    let name = array_name(env.program(), *array);
                    return Err(env
                        .ill_typed(format!("axis {axis} of `{name}` of rank {rank}"))
                        .into());
                }
            }
        }
        Expr::Unary(op, x) => {
            let x = eval(env, x)?;
            scalar_ops::unary(*op, &x).map_err(|err| op_error(env, err, None))?
        }
        Expr::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
            let a = boolean(env, a)?;
            // `&&` stops at false, `||` at true.
            if a == (*op == BinOp::Or) {
                Scalar::Bool(a)
            } else {
                Scalar::Bool(boolean(env, b)?)
            }
        }
        Expr::Binary(op, a, b) => {
            let a = eval(env, a)?;
            let b = eval(env, b)?;
            scalar_ops::binary(*op, &a, &b).map_err(|err| op_error(env, err, Some((&a, &b))))?
        }
        Expr::If(c, t, f) => {
            if boolean(env, c)? {
                eval(env, t)?
            } else {
                eval(env, f)?
            }
        }
        Expr::Let { var, value, body } => {
            let v = eval(env, value)?;
            env.set_var(*var, v)?;
            eval(env, body)?
        }
        Expr::Tuple(es) => {
            Scalar::Tuple(es.iter().map(|e| eval(env, e)).collect::<Result<_, _>>()?)
        }
        Expr::Proj(x, i) => match eval(env, x)? {
            Scalar::Tuple(mut xs) if *i < xs.len() => xs.swap_remove(*i),
            v => return Err(env.ill_typed(format!("projection .{i} of {v}")).into()),
        },
        Expr::Call(f, args) => {
            let args = args
                .iter()
                .map(|a| eval(env, a))
                .collect::<Result<Vec<_>, _>>()?;
            scalar_ops::builtin(*f, &args).map_err(|err| op_error(env, err, None))?
        }
        Expr::Convert(to, x) => {
            let x = eval(env, x)?;
            scalar_ops::convert(&x, *to).map_err(|err| op_error(env, err, None))?
        }
        Expr::Ignore => return Err(env.ignore()),
    })
}

/// A `bool` operand inside an expression.
fn boolean<E: Env + ?Sized>(env: &mut E, e: &Expr) -> Result<bool, E::Error> {
    let v = eval(env, e)?;
    v.as_bool()
        .ok_or_else(|| env.ill_typed(format!("{v} is not a bool")).into())
}

/// A condition (of an `if`, a `while`, a check): a `bool`, never "anything
/// but `true` is false".
pub fn condition<E: Env + ?Sized>(env: &mut E, e: &Expr) -> Result<bool, E::Error> {
    let v = eval(env, e)?;
    v.as_bool()
        .ok_or_else(|| env.ill_typed(format!("condition {v} is not a bool")).into())
}

/// An integer: an extent, a check's operand.
pub fn integer<E: Env + ?Sized>(env: &mut E, e: &Expr) -> Result<i64, E::Error> {
    let v = eval(env, e)?;
    v.as_i64()
        .ok_or_else(|| env.ill_typed(format!("{v} is not an integer")).into())
}

/// A multi-index, every component evaluated before any is checked against
/// the array's bounds.
pub fn indices<E: Env + ?Sized>(env: &mut E, index: &[Expr]) -> Result<Vec<i64>, E::Error> {
    let mut ix = Vec::with_capacity(index.len());
    for e in index {
        let v = eval(env, e)?;
        let i = v
            .as_i64()
            .ok_or_else(|| env.ill_typed(format!("index {v} is not an integer")))?;
        ix.push(i);
    }
    Ok(ix)
}

/// A check: its condition holds, or its error worded from its operands.
pub fn check<E: Env + ?Sized>(env: &mut E, c: &Check) -> Result<(), E::Error> {
    if condition(env, &c.cond)? {
        return Ok(());
    }
    let a = integer(env, &c.operands[0])?;
    let b = integer(env, &c.operands[1])?;
    Err(env.error(c.kind, a, b).into())
}

/// The extents of `sd` and its element count, its checks run after the
/// count (a `reshape`'s check multiplies the extents): a negative extent is
/// [`Kind::NegativeSize`], a count too large [`Kind::SizeOverflow`].
pub fn shape<E: Env + ?Sized>(env: &mut E, sd: &ShapeDef) -> Result<(Vec<usize>, usize), E::Error> {
    let mut shape = Vec::with_capacity(sd.dims.len());
    for e in &sd.dims {
        let v = integer(env, e)?;
        let extent = usize::try_from(v).map_err(|_| env.error(Kind::NegativeSize, v, 0))?;
        shape.push(extent);
    }
    let count = crate::runtime::element_count(&shape)
        .map_err(|(a, b)| env.error(Kind::SizeOverflow, a, b))?;
    for c in &sd.checks {
        check(env, c)?;
    }
    Ok((shape, count))
}

/// The error of a scalar operation; `operands` are a binary operation's (a
/// division by zero is worded with them).
fn op_error<E: Env + ?Sized>(
    env: &E,
    err: ScalarOpError,
    operands: Option<(&Scalar, &Scalar)>,
) -> RuntimeError {
    match err {
        ScalarOpError::DivisionByZero(what) => {
            let kind = Kind::by_zero(what == "remainder");
            match operands.map(|(a, b)| (a, b, a.as_i64(), b.as_i64())) {
                Some((_, _, Some(a), Some(b))) => env.error(kind, a, b),
                Some((a, b, _, _)) => env.ill_typed(format!("integer {what} of {a} by {b}")),
                None => env.ill_typed(format!("integer {what} by zero")),
            }
        }
        ScalarOpError::IllTyped(detail) => env.ill_typed(detail),
    }
}

fn array_name(p: &LoopProgram, a: ArrayId) -> String {
    p.arrays
        .get(a.index())
        .map_or_else(|| a.to_string(), |d| d.name.to_string())
}

//! The primitive scalar operations of the language, on [`crate::Scalar`]s:
//! literals, unary and binary operators, built-in functions and conversions.
//!
//! The one home of these semantics: the reference interpreter, the loop-IR
//! interpreter, the host evaluator of the backends and the constant folder
//! (the simplifier's constant folding, `passes::simplify_program`) all compute through this module.
//!
//! Semantics (`docs/language.md` has the full list): integers wrap
//! (two's complement), `/` truncates toward zero and `%` takes the dividend's
//! sign, integer division or remainder by zero is an error, shift amounts are
//! masked to the bit width and `>>` is arithmetic; floats are IEEE. `&&` and
//! `||` are evaluated strictly here; the interpreter short-circuits them.

use crate::ast::{BinOp, Builtin, Lit, UnOp};
use crate::runtime::RuntimeErrorKind;
use crate::{Prim, Scalar, ScalarType};
use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Rem, Sub};

/// Why a scalar operation produced no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScalarOpError {
    /// Integer `/` (`"division"`) or `%` (`"remainder"`) by zero.
    DivisionByZero(&'static str),
    /// Operands of types the operation does not take (a checker bug).
    IllTyped(String),
}

/// How a failed scalar operation is reported, the same by every evaluator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A run-time error of this kind, worded from its integer operands.
    Kind(RuntimeErrorKind, i64, i64),
    /// An ill-typed operation (a checker bug): what was wrong.
    IllTyped(String),
}

impl ScalarOpError {
    /// How this error is reported; `operands` are a binary operation's (a
    /// division by zero is worded with them).
    pub fn failure(self, operands: Option<(&Scalar, &Scalar)>) -> Failure {
        match self {
            ScalarOpError::DivisionByZero(what) => {
                let kind = RuntimeErrorKind::by_zero(what == "remainder");
                match operands {
                    Some((a, b)) => match (a.as_i64(), b.as_i64()) {
                        (Some(x), Some(y)) => Failure::Kind(kind, x, y),
                        _ => Failure::IllTyped(format!("integer {what} of {a} by {b}")),
                    },
                    None => Failure::IllTyped(format!("integer {what} by zero")),
                }
            }
            ScalarOpError::IllTyped(detail) => Failure::IllTyped(detail),
        }
    }
}

/// The value of a literal whose expression has type `ty`.
pub fn literal(lit: Lit, ty: &ScalarType) -> Result<Scalar, ScalarOpError> {
    match (lit, ty.as_prim()) {
        (Lit::Bool(b), Some(Prim::Bool)) => Ok(Scalar::Bool(b)),
        (Lit::Int(v), Some(p)) if p.is_numeric() => convert(&Scalar::I64(v), p),
        (Lit::Float(v), Some(p)) if p.is_float() => convert(&Scalar::F64(v), p),
        _ => Err(ScalarOpError::IllTyped(format!(
            "literal {lit:?} of type {ty}"
        ))),
    }
}

/// `-x` (wrapping on integers) and `!b`.
pub fn unary(op: UnOp, x: &Scalar) -> Result<Scalar, ScalarOpError> {
    Ok(match (op, x) {
        (UnOp::Neg, Scalar::I32(v)) => Scalar::I32(v.wrapping_neg()),
        (UnOp::Neg, Scalar::I64(v)) => Scalar::I64(v.wrapping_neg()),
        (UnOp::Neg, Scalar::F32(v)) => Scalar::F32(-v),
        (UnOp::Neg, Scalar::F64(v)) => Scalar::F64(-v),
        (UnOp::Not, Scalar::Bool(b)) => Scalar::Bool(!b),
        _ => {
            return Err(ScalarOpError::IllTyped(format!(
                "operator {op:?} on {}",
                x.ty()
            )))
        }
    })
}

/// `a op b` for operands of one primitive type.
pub fn binary(op: BinOp, a: &Scalar, b: &Scalar) -> Result<Scalar, ScalarOpError> {
    let result = match (a, b) {
        (Scalar::I32(x), Scalar::I32(y)) => int_binary(op, *x, *y, Scalar::I32)?,
        (Scalar::I64(x), Scalar::I64(y)) => int_binary(op, *x, *y, Scalar::I64)?,
        (Scalar::F32(x), Scalar::F32(y)) => float_binary(op, *x, *y, Scalar::F32),
        (Scalar::F64(x), Scalar::F64(y)) => float_binary(op, *x, *y, Scalar::F64),
        (Scalar::Bool(x), Scalar::Bool(y)) => bool_binary(op, *x, *y),
        _ => None,
    };
    result.ok_or_else(|| {
        ScalarOpError::IllTyped(format!(
            "operator `{}` on {} and {}",
            op.symbol(),
            a.ty(),
            b.ty()
        ))
    })
}

/// A built-in function applied to its arguments.
pub fn builtin(f: Builtin, args: &[Scalar]) -> Result<Scalar, ScalarOpError> {
    let result = match args {
        [Scalar::F32(x)] => float_unary(f, *x).map(Scalar::F32),
        [Scalar::F64(x)] => float_unary(f, *x).map(Scalar::F64),
        [Scalar::I32(x)] if f == Builtin::Abs => Some(Scalar::I32(x.wrapping_abs())),
        [Scalar::I64(x)] if f == Builtin::Abs => Some(Scalar::I64(x.wrapping_abs())),
        [Scalar::F32(x), Scalar::F32(y)] => float_pair(f, *x, *y).map(Scalar::F32),
        [Scalar::F64(x), Scalar::F64(y)] => float_pair(f, *x, *y).map(Scalar::F64),
        [Scalar::I32(x), Scalar::I32(y)] => int_pair(f, *x, *y).map(Scalar::I32),
        [Scalar::I64(x), Scalar::I64(y)] => int_pair(f, *x, *y).map(Scalar::I64),
        _ => None,
    };
    result.ok_or_else(|| {
        let tys: Vec<String> = args.iter().map(|a| a.ty().to_string()).collect();
        ScalarOpError::IllTyped(format!("`{}` on ({})", f.name(), tys.join(", ")))
    })
}

/// `i32 e`, `f64 e`, …: Rust `as` between numbers (float to integer
/// saturates, NaN gives 0), `false`/`true` to 0/1; bool to bool is the identity.
pub fn convert(x: &Scalar, to: Prim) -> Result<Scalar, ScalarOpError> {
    macro_rules! cast {
        ($v:expr) => {
            match to {
                Prim::I32 => Scalar::I32($v as i32),
                Prim::I64 => Scalar::I64($v as i64),
                Prim::F32 => Scalar::F32($v as f32),
                Prim::F64 => Scalar::F64($v as f64),
                Prim::Bool => {
                    return Err(ScalarOpError::IllTyped(format!(
                        "conversion of {} to bool",
                        x.ty()
                    )))
                }
            }
        };
    }
    Ok(match x {
        Scalar::Bool(b) if to == Prim::Bool => Scalar::Bool(*b),
        Scalar::Bool(b) => cast!(i64::from(*b)),
        Scalar::I32(v) => cast!(*v),
        Scalar::I64(v) => cast!(*v),
        Scalar::F32(v) => cast!(*v),
        Scalar::F64(v) => cast!(*v),
        Scalar::Tuple(_) => {
            return Err(ScalarOpError::IllTyped(format!(
                "conversion of a tuple {} to {to}",
                x.ty()
            )))
        }
    })
}

/// Comparisons, defined on every primitive type.
fn compare<T: PartialOrd>(op: BinOp, a: T, b: T) -> Option<bool> {
    Some(match op {
        BinOp::Eq => a == b,
        BinOp::Ne => a != b,
        BinOp::Lt => a < b,
        BinOp::Le => a <= b,
        BinOp::Gt => a > b,
        BinOp::Ge => a >= b,
        _ => return None,
    })
}

/// The integer types, with the wrapping operations the language uses (public
/// for evaluators that compute on unboxed values, which must compute these).
pub trait Int:
    Copy + Ord + BitAnd<Output = Self> + BitOr<Output = Self> + BitXor<Output = Self>
{
    const ZERO: Self;
    fn wadd(self, o: Self) -> Self;
    fn wsub(self, o: Self) -> Self;
    fn wmul(self, o: Self) -> Self;
    fn wdiv(self, o: Self) -> Self;
    fn wrem(self, o: Self) -> Self;
    /// Shift by `o` masked to the bit width (`>>` is arithmetic).
    fn wshl(self, o: Self) -> Self;
    fn wshr(self, o: Self) -> Self;
}

macro_rules! impl_int {
    ($t:ty) => {
        impl Int for $t {
            const ZERO: Self = 0;
            fn wadd(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            fn wsub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            fn wmul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            fn wdiv(self, o: Self) -> Self {
                self.wrapping_div(o)
            }
            fn wrem(self, o: Self) -> Self {
                self.wrapping_rem(o)
            }
            fn wshl(self, o: Self) -> Self {
                self.wrapping_shl(o as u32)
            }
            fn wshr(self, o: Self) -> Self {
                self.wrapping_shr(o as u32)
            }
        }
    };
}
impl_int!(i32);
impl_int!(i64);

fn int_binary<T: Int>(
    op: BinOp,
    a: T,
    b: T,
    wrap: fn(T) -> Scalar,
) -> Result<Option<Scalar>, ScalarOpError> {
    if let Some(c) = compare(op, a, b) {
        return Ok(Some(Scalar::Bool(c)));
    }
    let v = match op {
        BinOp::Add => a.wadd(b),
        BinOp::Sub => a.wsub(b),
        BinOp::Mul => a.wmul(b),
        BinOp::Div if b == T::ZERO => return Err(ScalarOpError::DivisionByZero("division")),
        BinOp::Rem if b == T::ZERO => return Err(ScalarOpError::DivisionByZero("remainder")),
        BinOp::Div => a.wdiv(b),
        BinOp::Rem => a.wrem(b),
        BinOp::BitAnd => a & b,
        BinOp::BitOr => a | b,
        BinOp::BitXor => a ^ b,
        BinOp::Shl => a.wshl(b),
        BinOp::Shr => a.wshr(b),
        _ => return Ok(None),
    };
    Ok(Some(wrap(v)))
}

fn float_binary<T>(op: BinOp, a: T, b: T, wrap: fn(T) -> Scalar) -> Option<Scalar>
where
    T: Copy
        + PartialOrd
        + Add<Output = T>
        + Sub<Output = T>
        + Mul<Output = T>
        + Div<Output = T>
        + Rem<Output = T>,
{
    if let Some(c) = compare(op, a, b) {
        return Some(Scalar::Bool(c));
    }
    Some(wrap(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Rem => a % b,
        _ => return None,
    }))
}

fn bool_binary(op: BinOp, a: bool, b: bool) -> Option<Scalar> {
    if let Some(c) = compare(op, a, b) {
        return Some(Scalar::Bool(c));
    }
    Some(Scalar::Bool(match op {
        BinOp::And => a && b,
        BinOp::Or => a || b,
        _ => return None,
    }))
}

/// The float types, with the functions the language's builtins use (public
/// for evaluators that compute on unboxed values).
pub trait Float: Copy {
    fn unary(f: Builtin, x: Self) -> Option<Self>;
    fn pair(f: Builtin, x: Self, y: Self) -> Option<Self>;
}

macro_rules! impl_float {
    ($t:ty) => {
        impl Float for $t {
            fn unary(f: Builtin, x: Self) -> Option<Self> {
                Some(match f {
                    Builtin::Sqrt => x.sqrt(),
                    Builtin::Exp => x.exp(),
                    Builtin::Log => x.ln(),
                    Builtin::Sin => x.sin(),
                    Builtin::Cos => x.cos(),
                    Builtin::Tan => x.tan(),
                    Builtin::Abs => x.abs(),
                    Builtin::Floor => x.floor(),
                    Builtin::Ceil => x.ceil(),
                    Builtin::Min | Builtin::Max | Builtin::Pow => return None,
                })
            }
            fn pair(f: Builtin, x: Self, y: Self) -> Option<Self> {
                Some(match f {
                    Builtin::Min => x.min(y),
                    Builtin::Max => x.max(y),
                    Builtin::Pow => x.powf(y),
                    _ => return None,
                })
            }
        }
    };
}
impl_float!(f32);
impl_float!(f64);

fn float_unary<T: Float>(f: Builtin, x: T) -> Option<T> {
    T::unary(f, x)
}

fn float_pair<T: Float>(f: Builtin, x: T, y: T) -> Option<T> {
    T::pair(f, x, y)
}

fn int_pair<T: Int>(f: Builtin, x: T, y: T) -> Option<T> {
    match f {
        Builtin::Min => Some(x.min(y)),
        Builtin::Max => Some(x.max(y)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bin(op: BinOp, a: Scalar, b: Scalar) -> Result<Scalar, ScalarOpError> {
        binary(op, &a, &b)
    }

    #[test]
    fn integers_wrap_and_truncate() {
        assert_eq!(
            bin(BinOp::Add, Scalar::I32(i32::MAX), Scalar::I32(1)),
            Ok(Scalar::I32(i32::MIN))
        );
        assert_eq!(
            bin(BinOp::Div, Scalar::I64(i64::MIN), Scalar::I64(-1)),
            Ok(Scalar::I64(i64::MIN))
        );
        assert_eq!(
            bin(BinOp::Div, Scalar::I64(-7), Scalar::I64(2)),
            Ok(Scalar::I64(-3))
        );
        assert_eq!(
            bin(BinOp::Rem, Scalar::I64(-7), Scalar::I64(2)),
            Ok(Scalar::I64(-1))
        );
        assert_eq!(
            bin(BinOp::Rem, Scalar::I32(7), Scalar::I32(-2)),
            Ok(Scalar::I32(1))
        );
        assert_eq!(
            bin(BinOp::Rem, Scalar::I32(7), Scalar::I32(0)),
            Err(ScalarOpError::DivisionByZero("remainder"))
        );
        assert_eq!(
            unary(UnOp::Neg, &Scalar::I64(i64::MIN)),
            Ok(Scalar::I64(i64::MIN))
        );
    }

    #[test]
    fn shifts_mask_and_are_arithmetic() {
        assert_eq!(
            bin(BinOp::Shl, Scalar::I32(1), Scalar::I32(33)),
            Ok(Scalar::I32(2))
        );
        assert_eq!(
            bin(BinOp::Shr, Scalar::I64(-8), Scalar::I64(1)),
            Ok(Scalar::I64(-4))
        );
        assert_eq!(
            bin(BinOp::BitXor, Scalar::I64(6), Scalar::I64(3)),
            Ok(Scalar::I64(5))
        );
    }

    #[test]
    fn floats_are_ieee_and_mixed_types_are_refused() {
        assert_eq!(
            bin(BinOp::Div, Scalar::F64(1.0), Scalar::F64(0.0)),
            Ok(Scalar::F64(f64::INFINITY))
        );
        assert_eq!(
            bin(BinOp::Lt, Scalar::F32(1.0), Scalar::F32(2.0)),
            Ok(Scalar::Bool(true))
        );
        assert!(matches!(
            bin(BinOp::Add, Scalar::I32(1), Scalar::I64(1)),
            Err(ScalarOpError::IllTyped(_))
        ));
        assert!(matches!(
            bin(BinOp::Shl, Scalar::F64(1.0), Scalar::F64(1.0)),
            Err(ScalarOpError::IllTyped(_))
        ));
    }

    #[test]
    fn builtins_and_conversions() {
        assert_eq!(
            builtin(Builtin::Abs, &[Scalar::I32(i32::MIN)]),
            Ok(Scalar::I32(i32::MIN))
        );
        assert_eq!(
            builtin(Builtin::Max, &[Scalar::I64(3), Scalar::I64(-9)]),
            Ok(Scalar::I64(3))
        );
        assert_eq!(
            builtin(Builtin::Min, &[Scalar::F64(f64::NAN), Scalar::F64(2.0)]),
            Ok(Scalar::F64(2.0))
        );
        assert_eq!(
            builtin(Builtin::Sqrt, &[Scalar::F32(9.0)]),
            Ok(Scalar::F32(3.0))
        );
        assert!(builtin(Builtin::Sqrt, &[Scalar::I64(9)]).is_err());
        assert_eq!(
            convert(&Scalar::F64(1e20), Prim::I32),
            Ok(Scalar::I32(i32::MAX))
        );
        assert_eq!(convert(&Scalar::F64(-2.7), Prim::I64), Ok(Scalar::I64(-2)));
        assert_eq!(
            convert(&Scalar::Bool(true), Prim::F32),
            Ok(Scalar::F32(1.0))
        );
        assert_eq!(
            convert(&Scalar::I64(1 << 40), Prim::I32),
            Ok(Scalar::I32(0))
        );
        assert_eq!(literal(Lit::Int(5), &ScalarType::F32), Ok(Scalar::F32(5.0)));
        assert_eq!(
            literal(Lit::Float(0.1), &ScalarType::F32),
            Ok(Scalar::F32(0.1))
        );
    }
}

//! Constant folding: the value of an operator applied to constants, exactly as
//! the language defines it, computed by the language's own scalar operations
//! (`ir::scalar_ops`, which every executor uses).
//!
//! Integers wrap at their own width; `/` truncates toward zero, `%` has the
//! dividend's sign; shift amounts are masked to the width and `>>` is
//! arithmetic. Integer division or remainder by zero is never folded: it must
//! fail at run time. Floats are folded only where IEEE 754 fixes the result
//! bit for bit, computed in the expression's own type (`+ - * / %`, `sqrt`,
//! `abs`, `floor`, `ceil`, comparisons, conversions; `min`/`max` unless an
//! operand is NaN or both are zeros); `exp log sin cos tan pow` depend on the
//! math library and stay. A float result that is NaN or infinite is not
//! folded either, so that every literal the simplifier writes is one that
//! program text can spell.

use super::lang::{Konst, Op};
use ir::ast::{BinOp, Builtin};
use ir::scalar_ops;
use ir::Scalar;

/// The constant an operator yields, when its operands are the constants
/// `args` (`None` for an operand that is not constant).
pub fn fold(op: &Op, args: &[Option<Konst>]) -> Option<Konst> {
    match (op, args) {
        (Op::Lit(k), []) => Some(*k),
        (Op::Unary(u), [Some(x)]) => Konst::of(&scalar_ops::unary(u.0, &x.scalar()).ok()?),
        // `&&` and `||` do not evaluate their right operand when the left
        // one decides: those cases fold whatever the right operand is.
        (Op::Binary(b), [Some(Konst::Bool(x)), rhs]) if matches!(b.0, BinOp::And | BinOp::Or) => {
            if *x == (b.0 == BinOp::Or) {
                Some(Konst::Bool(*x))
            } else {
                *rhs
            }
        }
        // A division by zero is an error, which stays for run time.
        (Op::Binary(b), [Some(x), Some(y)]) => {
            Konst::of(&scalar_ops::binary(b.0, &x.scalar(), &y.scalar()).ok()?)
        }
        (Op::If, [Some(Konst::Bool(c)), t, e]) => {
            if *c {
                *t
            } else {
                *e
            }
        }
        (Op::Seq, [Some(_), b]) => *b,
        (Op::Call(f), args) => {
            let args: Vec<Scalar> = args
                .iter()
                .map(|a| a.map(Konst::scalar))
                .collect::<Option<_>>()?;
            if !exact(f.0, &args) {
                return None;
            }
            Konst::of(&scalar_ops::builtin(f.0, &args).ok()?)
        }
        (Op::Convert(p), [Some(x)]) => Konst::of(&scalar_ops::convert(&x.scalar(), *p).ok()?),
        _ => None,
    }
    .filter(|k| !matches!(k.float(), Some(v) if !v.is_finite()))
}

/// Whether IEEE 754 fixes `f(args)` bit for bit, whatever the math library:
/// `sqrt abs floor ceil` always, `min`/`max` unless an operand is NaN or both
/// are zeros (of either sign), where implementations differ.
fn exact(f: Builtin, args: &[Scalar]) -> bool {
    match f {
        Builtin::Sqrt | Builtin::Abs | Builtin::Floor | Builtin::Ceil => true,
        Builtin::Min | Builtin::Max => {
            let floats: Vec<f64> = args.iter().filter_map(float_of).collect();
            match floats.as_slice() {
                [] => true,
                [a, b] => !(a.is_nan() || b.is_nan() || (*a == 0.0 && *b == 0.0)),
                _ => false,
            }
        }
        Builtin::Exp | Builtin::Log | Builtin::Sin | Builtin::Cos | Builtin::Tan | Builtin::Pow => {
            false
        }
    }
}

fn float_of(s: &Scalar) -> Option<f64> {
    match s {
        Scalar::F32(v) => Some(f64::from(*v)),
        Scalar::F64(v) => Some(*v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::lang::{Bin, Fun, Un};
    use super::*;
    use ir::ast::UnOp;
    use ir::Prim;

    fn bin(op: BinOp, a: Konst, b: Konst) -> Option<Konst> {
        fold(&Op::Binary(Bin(op)), &[Some(a), Some(b)])
    }

    #[test]
    fn integers_wrap_at_their_own_width() {
        assert_eq!(
            bin(BinOp::Add, Konst::I32(i32::MAX), Konst::I32(1)),
            Some(Konst::I32(i32::MIN))
        );
        assert_eq!(
            bin(BinOp::Add, Konst::I64(i64::from(i32::MAX)), Konst::I64(1)),
            Some(Konst::I64(1 << 31))
        );
        assert_eq!(
            bin(BinOp::Mul, Konst::I64(i64::MAX), Konst::I64(2)),
            Some(Konst::I64(-2))
        );
        assert_eq!(
            fold(&Op::Unary(Un(UnOp::Neg)), &[Some(Konst::I32(i32::MIN))]),
            Some(Konst::I32(i32::MIN))
        );
        assert_eq!(
            bin(BinOp::Shl, Konst::I32(1), Konst::I32(33)),
            Some(Konst::I32(2))
        );
        assert_eq!(
            bin(BinOp::Shr, Konst::I64(-8), Konst::I64(1)),
            Some(Konst::I64(-4))
        );
    }

    #[test]
    fn division_truncates_and_zero_divisors_stay() {
        assert_eq!(
            bin(BinOp::Div, Konst::I64(-7), Konst::I64(2)),
            Some(Konst::I64(-3))
        );
        assert_eq!(
            bin(BinOp::Rem, Konst::I64(-7), Konst::I64(2)),
            Some(Konst::I64(-1))
        );
        assert_eq!(
            bin(BinOp::Rem, Konst::I32(7), Konst::I32(-2)),
            Some(Konst::I32(1))
        );
        assert_eq!(
            bin(BinOp::Div, Konst::I32(i32::MIN), Konst::I32(-1)),
            Some(Konst::I32(i32::MIN))
        );
        assert_eq!(bin(BinOp::Div, Konst::I64(5), Konst::I64(0)), None);
        assert_eq!(bin(BinOp::Rem, Konst::I32(5), Konst::I32(0)), None);
    }

    #[test]
    fn floats_fold_in_their_own_type_and_only_when_exact() {
        let third32 = bin(BinOp::Div, Konst::f32(1.0), Konst::f32(3.0));
        assert_eq!(third32, Some(Konst::f32(1.0f32 / 3.0)));
        assert_ne!(third32.and_then(Konst::float), Some(1.0 / 3.0));
        assert_eq!(
            bin(BinOp::Add, Konst::f64(0.1), Konst::f64(0.2)),
            Some(Konst::f64(0.1 + 0.2))
        );
        assert_eq!(bin(BinOp::Div, Konst::f64(1.0), Konst::f64(0.0)), None);
        assert_eq!(
            bin(BinOp::Mul, Konst::f64(-1.0), Konst::f64(0.0)),
            Some(Konst::f64(-0.0))
        );
        let exp = fold(&Op::Call(Fun(Builtin::Exp)), &[Some(Konst::f64(1.0))]);
        assert_eq!(exp, None);
        let sqrt = fold(&Op::Call(Fun(Builtin::Sqrt)), &[Some(Konst::f32(2.0))]);
        assert_eq!(sqrt, Some(Konst::f32(2.0f32.sqrt())));
        let min0 = fold(
            &Op::Call(Fun(Builtin::Min)),
            &[Some(Konst::f64(-0.0)), Some(Konst::f64(0.0))],
        );
        assert_eq!(min0, None);
    }

    #[test]
    fn short_circuits_fold_without_the_right_operand() {
        let and = Op::Binary(Bin(BinOp::And));
        assert_eq!(
            fold(&and, &[Some(Konst::Bool(false)), None]),
            Some(Konst::Bool(false))
        );
        assert_eq!(fold(&and, &[Some(Konst::Bool(true)), None]), None);
        let or = Op::Binary(Bin(BinOp::Or));
        assert_eq!(
            fold(&or, &[Some(Konst::Bool(true)), None]),
            Some(Konst::Bool(true))
        );
    }

    #[test]
    fn conversions_follow_rust_as() {
        let to = |p, k| fold(&Op::Convert(p), &[Some(k)]);
        assert_eq!(to(Prim::I32, Konst::f64(1e20)), Some(Konst::I32(i32::MAX)));
        assert_eq!(to(Prim::I64, Konst::f64(-2.7)), Some(Konst::I64(-2)));
        assert_eq!(to(Prim::I32, Konst::I64(1 << 40)), Some(Konst::I32(0)));
        assert_eq!(to(Prim::F32, Konst::Bool(true)), Some(Konst::f32(1.0)));
        assert_eq!(to(Prim::F32, Konst::f64(1e300)), None);
    }
}

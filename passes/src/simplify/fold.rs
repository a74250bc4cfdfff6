//! Constant folding: the value of an operator applied to constants, exactly as
//! the language defines it (`interp::scalar_ops` is the reference).
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
use ir::ast::{BinOp, Builtin, UnOp};
use ir::Prim;

/// The constant an operator yields, when its operands are the constants
/// `args` (`None` for an operand that is not constant).
pub fn fold(op: &Op, args: &[Option<Konst>]) -> Option<Konst> {
    match (op, args) {
        (Op::Lit(k), []) => Some(*k),
        (Op::Unary(u), [Some(x)]) => unary(u.0, *x),
        // `&&` and `||` do not evaluate their right operand when the left
        // one decides: those cases fold whatever the right operand is.
        (Op::Binary(b), [Some(Konst::Bool(x)), rhs]) if matches!(b.0, BinOp::And | BinOp::Or) => {
            if *x == (b.0 == BinOp::Or) {
                Some(Konst::Bool(*x))
            } else {
                *rhs
            }
        }
        (Op::Binary(b), [Some(x), Some(y)]) => binary(b.0, *x, *y),
        (Op::If, [Some(Konst::Bool(c)), t, e]) => {
            if *c {
                *t
            } else {
                *e
            }
        }
        (Op::Seq, [Some(_), b]) => *b,
        (Op::Call(f), args) => {
            let args: Option<Vec<Konst>> = args.iter().copied().collect();
            call(f.0, &args?)
        }
        (Op::Convert(p), [Some(x)]) => convert(*x, *p),
        _ => None,
    }
    .filter(|k| !matches!(k.float(), Some(v) if !v.is_finite()))
}

fn unary(op: UnOp, x: Konst) -> Option<Konst> {
    Some(match (op, x) {
        (UnOp::Neg, Konst::I32(v)) => Konst::I32(v.wrapping_neg()),
        (UnOp::Neg, Konst::I64(v)) => Konst::I64(v.wrapping_neg()),
        (UnOp::Neg, Konst::F32(b)) => Konst::f32(-f32::from_bits(b)),
        (UnOp::Neg, Konst::F64(b)) => Konst::f64(-f64::from_bits(b)),
        (UnOp::Not, Konst::Bool(b)) => Konst::Bool(!b),
        _ => return None,
    })
}

fn compare<T: PartialOrd>(op: BinOp, a: T, b: T) -> Option<Konst> {
    Some(Konst::Bool(match op {
        BinOp::Eq => a == b,
        BinOp::Ne => a != b,
        BinOp::Lt => a < b,
        BinOp::Le => a <= b,
        BinOp::Gt => a > b,
        BinOp::Ge => a >= b,
        _ => return None,
    }))
}

/// Integer operators at one width (`$wrap` rebuilds the constant).
macro_rules! int_binary {
    ($op:expr, $a:expr, $b:expr, $wrap:path) => {{
        let (a, b) = ($a, $b);
        match $op {
            BinOp::Add => Some($wrap(a.wrapping_add(b))),
            BinOp::Sub => Some($wrap(a.wrapping_sub(b))),
            BinOp::Mul => Some($wrap(a.wrapping_mul(b))),
            BinOp::Div | BinOp::Rem if b == 0 => None,
            BinOp::Div => Some($wrap(a.wrapping_div(b))),
            BinOp::Rem => Some($wrap(a.wrapping_rem(b))),
            BinOp::BitAnd => Some($wrap(a & b)),
            BinOp::BitOr => Some($wrap(a | b)),
            BinOp::BitXor => Some($wrap(a ^ b)),
            BinOp::Shl => Some($wrap(a.wrapping_shl(b as u32))),
            BinOp::Shr => Some($wrap(a.wrapping_shr(b as u32))),
            op => compare(op, a, b),
        }
    }};
}

/// Float operators in one type (`$wrap` rebuilds the constant).
macro_rules! float_binary {
    ($op:expr, $a:expr, $b:expr, $wrap:path) => {{
        let (a, b) = ($a, $b);
        match $op {
            BinOp::Add => Some($wrap(a + b)),
            BinOp::Sub => Some($wrap(a - b)),
            BinOp::Mul => Some($wrap(a * b)),
            BinOp::Div => Some($wrap(a / b)),
            BinOp::Rem => Some($wrap(a % b)),
            op => compare(op, a, b),
        }
    }};
}

fn binary(op: BinOp, x: Konst, y: Konst) -> Option<Konst> {
    match (x, y) {
        (Konst::I32(a), Konst::I32(b)) => int_binary!(op, a, b, Konst::I32),
        (Konst::I64(a), Konst::I64(b)) => int_binary!(op, a, b, Konst::I64),
        (Konst::F32(a), Konst::F32(b)) => {
            float_binary!(op, f32::from_bits(a), f32::from_bits(b), Konst::f32)
        }
        (Konst::F64(a), Konst::F64(b)) => {
            float_binary!(op, f64::from_bits(a), f64::from_bits(b), Konst::f64)
        }
        (Konst::Bool(a), Konst::Bool(b)) => compare(op, a, b),
        _ => None,
    }
}

/// `min`/`max` on floats: folded only where every IEEE flavour of the
/// operation agrees (no NaN operand, not two zeros of either sign).
fn float_min_max<T: PartialOrd + Copy + Default>(f: Builtin, a: T, b: T) -> Option<T> {
    let zero = T::default();
    let ordered = a.partial_cmp(&b)?;
    if a == zero && b == zero {
        return None;
    }
    let a_first = match f {
        Builtin::Min => ordered.is_le(),
        Builtin::Max => ordered.is_ge(),
        _ => return None,
    };
    Some(if a_first { a } else { b })
}

macro_rules! float_call {
    ($f:expr, $args:expr, $t:ty, $wrap:path) => {{
        let xs: Vec<$t> = $args.iter().map(|&b| <$t>::from_bits(b)).collect();
        match ($f, xs.as_slice()) {
            (Builtin::Sqrt, [x]) => Some($wrap(x.sqrt())),
            (Builtin::Abs, [x]) => Some($wrap(x.abs())),
            (Builtin::Floor, [x]) => Some($wrap(x.floor())),
            (Builtin::Ceil, [x]) => Some($wrap(x.ceil())),
            (Builtin::Min | Builtin::Max, [a, b]) => float_min_max($f, *a, *b).map($wrap),
            _ => None,
        }
    }};
}

macro_rules! int_call {
    ($f:expr, $args:expr, $wrap:path) => {
        match ($f, $args) {
            (Builtin::Abs, [x]) => Some($wrap(x.wrapping_abs())),
            (Builtin::Min, [a, b]) => Some($wrap(*a.min(b))),
            (Builtin::Max, [a, b]) => Some($wrap(*a.max(b))),
            _ => None,
        }
    };
}

fn call(f: Builtin, args: &[Konst]) -> Option<Konst> {
    let prim = args.first()?.prim();
    if args.iter().any(|a| a.prim() != prim) {
        return None;
    }
    macro_rules! all {
        ($variant:path) => {
            args.iter()
                .map(|a| match a {
                    $variant(v) => Some(*v),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?
        };
    }
    match prim {
        Prim::I32 => int_call!(f, all!(Konst::I32).as_slice(), Konst::I32),
        Prim::I64 => int_call!(f, all!(Konst::I64).as_slice(), Konst::I64),
        Prim::F32 => float_call!(f, all!(Konst::F32), f32, Konst::f32),
        Prim::F64 => float_call!(f, all!(Konst::F64), f64, Konst::f64),
        Prim::Bool => None,
    }
}

/// Rust `as` between numbers (float to integer saturates, NaN gives 0);
/// `false`/`true` convert to 0/1; bool to bool is the identity.
fn convert(x: Konst, to: Prim) -> Option<Konst> {
    macro_rules! cast {
        ($v:expr) => {
            match to {
                Prim::I32 => Konst::I32($v as i32),
                Prim::I64 => Konst::I64($v as i64),
                Prim::F32 => Konst::f32($v as f32),
                Prim::F64 => Konst::f64($v as f64),
                Prim::Bool => return None,
            }
        };
    }
    Some(match x {
        Konst::Bool(b) if to == Prim::Bool => Konst::Bool(b),
        Konst::Bool(b) => cast!(i64::from(b)),
        Konst::I32(v) => cast!(v),
        Konst::I64(v) => cast!(v),
        Konst::F32(b) => cast!(f32::from_bits(b)),
        Konst::F64(b) => cast!(f64::from_bits(b)),
    })
}

#[cfg(test)]
mod tests {
    use super::super::lang::{Bin, Fun, Un};
    use super::*;

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

//! The scalar work of an expression: its operations counted by class, the
//! compute side of the time model (`docs/fusion.md`, "The time objective").
//!
//! Operations are counted in classes because their throughputs on a CPU
//! differ by up to two orders of magnitude and a calibration probe
//! measures one figure per class (`fuselab calibrate`): *simple* ones
//! (arithmetic but division, comparisons, logic, selects, conversions,
//! `abs`/`min`/`max`/`floor`/`ceil`, an index's address), *divisions*
//! (`/`, `%`, `sqrt`) and each transcendental function (`exp`, `log`,
//! `sin`, `cos`, `tan`, `pow`: the vector math library may have one and
//! not another). Both branches of an `if` count (vector code evaluates
//! both and selects). Names, literals, tuples and projections are free,
//! and so is an operation on values that are the same at every element
//! (literals, sizes, `the`, extents): compiled code computes it once per
//! nest ([`Ops::of`]).

use crate::ast::{BinOp, Builtin, SExpr, SExprKind};
use crate::Name;
use std::collections::BTreeMap;

/// The class of one operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum OpClass {
    Simple,
    Division,
    Exp,
    Log,
    Sin,
    Cos,
    Tan,
    Pow,
}

impl OpClass {
    /// Every class, in the order of [`Ops`]' counts.
    pub const ALL: [OpClass; 8] = [
        OpClass::Simple,
        OpClass::Division,
        OpClass::Exp,
        OpClass::Log,
        OpClass::Sin,
        OpClass::Cos,
        OpClass::Tan,
        OpClass::Pow,
    ];

    /// Its name in a machine profile and in reports.
    pub fn name(self) -> &'static str {
        match self {
            OpClass::Simple => "simple",
            OpClass::Division => "division",
            OpClass::Exp => "exp",
            OpClass::Log => "log",
            OpClass::Sin => "sin",
            OpClass::Cos => "cos",
            OpClass::Tan => "tan",
            OpClass::Pow => "pow",
        }
    }

    /// The class of a binary operator.
    pub fn of_binary(op: BinOp) -> OpClass {
        match op {
            BinOp::Div | BinOp::Rem => OpClass::Division,
            _ => OpClass::Simple,
        }
    }

    /// The class of a built-in function.
    pub fn of_builtin(f: Builtin) -> OpClass {
        match f {
            Builtin::Sqrt => OpClass::Division,
            Builtin::Exp => OpClass::Exp,
            Builtin::Log => OpClass::Log,
            Builtin::Sin => OpClass::Sin,
            Builtin::Cos => OpClass::Cos,
            Builtin::Tan => OpClass::Tan,
            Builtin::Pow => OpClass::Pow,
            Builtin::Abs | Builtin::Floor | Builtin::Ceil | Builtin::Min | Builtin::Max => {
                OpClass::Simple
            }
        }
    }
}

/// Operations by class ([`OpClass::ALL`]), per evaluation of an
/// expression (or summed over many evaluations).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Ops([f64; 8]);

impl Ops {
    /// No operations.
    pub const ZERO: Ops = Ops([0.0; 8]);

    /// `k` operations of `class`.
    pub fn of_class(class: OpClass, k: f64) -> Ops {
        let mut ops = Ops::ZERO;
        ops.0[class as usize] = k;
        ops
    }

    /// The operations of one evaluation of `e` that depend on its free
    /// variables (a function's parameters). A sub-expression of literals,
    /// sizes, `the`, extents and names bound to such sub-expressions has
    /// the same value at every element: compiled code computes it once per
    /// nest, so it is not counted (`0.016 / f32 h` in a stencil's
    /// function, a constant's `cos` in an unrolled sum).
    pub fn of(e: &SExpr) -> Ops {
        let mut ops = Ops::ZERO;
        count_varying(e, &mut Vec::new(), &mut ops);
        ops
    }

    /// The operations of `class`.
    pub fn get(&self, class: OpClass) -> f64 {
        self.0[class as usize]
    }

    /// Whether it counts no operation.
    pub fn is_zero(&self) -> bool {
        *self == Ops::ZERO
    }

    /// `self` and `other` added class by class.
    pub fn plus(&self, other: &Ops) -> Ops {
        Ops(std::array::from_fn(|k| self.0[k] + other.0[k]))
    }

    /// Every class times `k` (the operations of `k` evaluations).
    pub fn times(&self, k: f64) -> Ops {
        Ops(self.0.map(|v| v * k))
    }

    /// Seconds at `rate`'s seconds per operation of each class.
    pub fn seconds(&self, rate: &OpSeconds) -> f64 {
        (self.0.iter().zip(rate.0)).map(|(n, s)| n * s).sum()
    }
}

/// Adds to `ops` the operations of `e` that vary between evaluations and
/// returns whether `e` itself is invariant (then its operations are
/// hoisted, not added). `scope` holds the `let` names in scope, each with
/// whether its value is invariant (the last one of a name counts); a name
/// not there is a parameter, which varies.
fn count_varying(e: &SExpr, scope: &mut Vec<(Name, bool)>, ops: &mut Ops) -> bool {
    let class = match &e.kind {
        SExprKind::Var(name) => {
            let bound = scope.iter().rev().find(|(n, _)| n == name);
            return bound.is_some_and(|(_, invariant)| *invariant);
        }
        SExprKind::Lit(_)
        | SExprKind::Size(_)
        | SExprKind::The(_)
        | SExprKind::Length(_)
        | SExprKind::Shape(_) => return true,
        SExprKind::Ignore => return false,
        // A read of an array is counted where it is, as if it varied.
        SExprKind::Index { indices, .. } => {
            for i in indices {
                count_varying(i, scope, ops);
            }
            *ops = ops.plus(&Ops::of_class(OpClass::Simple, 1.0));
            return false;
        }
        SExprKind::Let { pat, value, body } => {
            let invariant = count_varying(value, scope, ops);
            let depth = scope.len();
            scope.extend(pat.names().into_iter().map(|n| (n.clone(), invariant)));
            let body_invariant = count_varying(body, scope, ops);
            scope.truncate(depth);
            return body_invariant;
        }
        SExprKind::Unary(..) | SExprKind::If(..) | SExprKind::Convert(_) => Some(OpClass::Simple),
        SExprKind::Binary(op, ..) => Some(OpClass::of_binary(*op)),
        SExprKind::Call(f, _) => Some(OpClass::of_builtin(*f)),
        SExprKind::Tuple(_) | SExprKind::Proj(..) => None,
    };
    let mut invariant = true;
    let mut inside = Ops::ZERO;
    e.for_each_child(&mut |c| invariant &= count_varying(c, scope, &mut inside));
    if invariant {
        return true;
    }
    *ops = ops.plus(&inside);
    if let Some(class) = class {
        *ops = ops.plus(&Ops::of_class(class, 1.0));
    }
    false
}

/// Seconds per operation of each class on some set of threads (measured by
/// `fuselab calibrate`): the reciprocal throughput of vectorised code.
/// Written as an object from each class's name to its seconds.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(into = "BTreeMap<String, f64>", try_from = "BTreeMap<String, f64>")]
pub struct OpSeconds([f64; 8]);

impl OpSeconds {
    /// Each class's seconds from `f`.
    pub fn from_fn(f: impl Fn(OpClass) -> f64) -> OpSeconds {
        OpSeconds(OpClass::ALL.map(f))
    }

    /// The seconds of one operation of `class`.
    pub fn get(&self, class: OpClass) -> f64 {
        self.0[class as usize]
    }
}

impl From<OpSeconds> for BTreeMap<String, f64> {
    fn from(s: OpSeconds) -> Self {
        (OpClass::ALL.iter())
            .map(|c| (c.name().to_string(), s.get(*c)))
            .collect()
    }
}

impl TryFrom<BTreeMap<String, f64>> for OpSeconds {
    type Error = String;

    fn try_from(m: BTreeMap<String, f64>) -> Result<Self, String> {
        if let Some(k) = m
            .keys()
            .find(|k| !OpClass::ALL.iter().any(|c| c.name() == *k))
        {
            return Err(format!("unknown operation class `{k}`"));
        }
        let mut out = [0.0; 8];
        for c in OpClass::ALL {
            match m.get(c.name()) {
                Some(v) if v.is_finite() && *v >= 0.0 => out[c as usize] = *v,
                Some(v) => return Err(format!("`{}`: {v} is not a number of seconds", c.name())),
                None => return Err(format!("missing operation class `{}`", c.name())),
            }
        }
        Ok(OpSeconds(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check_source;

    fn body_ops(text: &str) -> Ops {
        let p = check_source(&crate::SourceFile::new("t.fl", text)).expect("checks");
        let mut found = None;
        p.defs[0].body.walk(&mut |_| {}, &mut |s| {
            if found.is_none()
                && matches!(
                    s.kind,
                    SExprKind::Let { .. } | SExprKind::Binary(..) | SExprKind::If(..)
                )
            {
                found = Some(Ops::of(s));
            }
        });
        found.expect("a lambda body")
    }

    #[test]
    fn operations_are_counted_by_class() {
        let ops = body_ops(
            "def f (xs: [n]f64) : [n]f64 =\n  map (\\x -> let y = exp (x / 2.0) in if y < 1.0 then sqrt y else y * y + 1.0) xs",
        );
        // exp; `/` and sqrt; `<`, the `if`, `*` and `+`.
        assert_eq!(ops.get(OpClass::Simple), 4.0);
        assert_eq!(ops.get(OpClass::Division), 2.0);
        assert_eq!(ops.get(OpClass::Exp), 1.0);
        assert_eq!(ops.get(OpClass::Log), 0.0);
        let rate = OpSeconds::from_fn(|c| match c {
            OpClass::Simple => 1.0,
            OpClass::Division => 10.0,
            _ => 100.0,
        });
        assert_eq!(ops.seconds(&rate), 124.0);
        let more = ops.times(2.0).plus(&Ops::of_class(OpClass::Simple, 1.0));
        assert_eq!(more.get(OpClass::Simple), 9.0);
    }

    /// What does not depend on the parameters is computed once per nest:
    /// `gw` and `2.0 * gw` (sizes and literals), `cos 0.5` (a literal),
    /// `the s`'s square; what a parameter reaches is counted, through
    /// `let` names, and a name bound again to a varying value varies.
    #[test]
    fn operations_on_invariant_values_are_not_counted() {
        let ops = body_ops(
            "def f (xs: [n]f64) (s: f64) : [n]f64 =\n  map (\\x -> let gw = 0.016 / f64 n in let k = 2.0 * gw + cos 0.5 + the s * the s in let gw = x * gw in gw / k) xs",
        );
        // `x * gw` and `gw / k` vary; the rest is invariant.
        assert_eq!(ops.get(OpClass::Simple), 1.0);
        assert_eq!(ops.get(OpClass::Division), 1.0);
        assert_eq!(ops.get(OpClass::Cos), 0.0);
        // A varying operand makes the operation vary, not its invariant
        // operand's operations.
        let mixed =
            body_ops("def f (xs: [n]f64) : [n]f64 =\n  map (\\x -> x + exp (f64 n / 3.0)) xs");
        assert_eq!(mixed.get(OpClass::Simple), 1.0);
        assert_eq!(mixed.get(OpClass::Exp), 0.0);
        assert_eq!(mixed.get(OpClass::Division), 0.0);
    }

    #[test]
    fn seconds_per_operation_are_an_object_of_every_class() {
        let rate = OpSeconds::from_fn(|c| c as usize as f64);
        let text = serde_json::to_string(&rate).unwrap();
        assert!(text.contains("\"division\":1.0"), "{text}");
        assert_eq!(serde_json::from_str::<OpSeconds>(&text).unwrap(), rate);
        let missing = text.replace("\"log\":3.0,", "");
        let e = serde_json::from_str::<OpSeconds>(&missing).unwrap_err();
        assert!(
            e.to_string().contains("missing operation class `log`"),
            "{e}"
        );
        let unknown = text.replace("\"log\"", "\"ln\"");
        let e = serde_json::from_str::<OpSeconds>(&unknown).unwrap_err();
        assert!(
            e.to_string().contains("unknown operation class `ln`"),
            "{e}"
        );
    }
}

//! The rewrite rules, as a table: each rule is a pattern, its replacement and
//! the conditions under which the replacement means exactly the same thing,
//! failures included.
//!
//! What "exactly" rules out:
//! - on floats, anything IEEE 754 does not make bit-exact: `x + 0.0` (gives
//!   `0.0` for `x = -0.0`), `x * 0.0` (NaN, infinities, `-0.0`), `0.0 - x`,
//!   reassociation, commutation (the NaN payload follows the first operand).
//!   `x * 1.0`, `x / 1.0`, `x - 0.0` and `x + -0.0` are exact (a signalling NaN
//!   would come out quiet; no program can make one);
//! - dropping an operand that might fail (`x * 0 → 0` needs `x` safe), or
//!   swapping two operands that might both fail (the first failure is the one
//!   reported), see [`When::Safe`] and [`When::EitherSafe`].
//!
//! Pattern syntax: see the `FromOp` implementation in [`super::lang`].

use super::analysis::{EGraph, Facts};
use super::lang::{Konst, Node, Op};
use egg::{
    Applier, Condition, ConditionalApplier, Id, Pattern, PatternAst, Rewrite, Subst, Symbol, Var,
};
use ir::ast::BinOp;
use ir::Prim;
use std::sync::OnceLock;

/// A property of a constant.
#[derive(Clone, Copy, Debug)]
enum K {
    /// `x + k = x` exactly: integer `0`, float `-0.0`.
    AddId,
    /// `x - k = x` exactly: integer `0`, float `+0.0`.
    SubId,
    /// `x * k = x / k = x`: `1`, `1.0`.
    One,
    IntZero,
    IntOne,
    IntMinusOne,
    AnyInt,
    True,
    False,
}

impl K {
    fn holds(self, k: Konst) -> bool {
        let float_bits = |v: f64| k.float().is_some_and(|x| x.to_bits() == v.to_bits());
        match self {
            K::AddId => k.int() == Some(0) || float_bits(-0.0),
            K::SubId => k.int() == Some(0) || float_bits(0.0),
            K::One => k.int() == Some(1) || float_bits(1.0),
            K::IntZero => k.int() == Some(0),
            K::IntOne => k.int() == Some(1),
            K::IntMinusOne => k.int() == Some(-1),
            K::AnyInt => k.int().is_some(),
            K::True => k == Konst::Bool(true),
            K::False => k == Konst::Bool(false),
        }
    }
}

/// A condition on the pattern variables `V` of a match.
#[derive(Clone, Copy, Debug)]
enum When<V = &'static str> {
    /// The variable is a constant with this property.
    Is(V, K),
    /// Evaluating it cannot fail.
    Safe(V),
    /// At least one of the two cannot fail.
    EitherSafe(V, V),
    /// Its type is an integer type.
    Int(V),
    /// Its type is an integer type or `bool` (equality is reflexive).
    IntOrBool(V),
    /// Its type is this primitive.
    Prim(V, Prim),
}

impl<V: Copy> When<V> {
    fn map<W>(self, f: impl Fn(V) -> W) -> When<W> {
        match self {
            Is(v, k) => Is(f(v), k),
            Safe(v) => Safe(f(v)),
            EitherSafe(a, b) => EitherSafe(f(a), f(b)),
            Int(v) => Int(f(v)),
            IntOrBool(v) => IntOrBool(f(v)),
            Prim(v, p) => Prim(f(v), p),
        }
    }
}

/// What a match is replaced by.
#[derive(Clone, Copy, Debug)]
enum Rhs<'a> {
    Pat(&'a str),
    /// The zero of the variable's (integer) type.
    ZeroOf(&'a str),
}

struct Rule {
    name: &'static str,
    lhs: &'static str,
    rhs: Rhs<'static>,
    when: &'static [When],
}

const fn rule(
    name: &'static str,
    lhs: &'static str,
    rhs: &'static str,
    when: &'static [When],
) -> Rule {
    Rule {
        name,
        lhs,
        rhs: Rhs::Pat(rhs),
        when,
    }
}

use When::*;
use K::*;

/// The fixed rules. Commutation, conversions to the same type and
/// projections of tuples are generated in [`generated`].
const RULES: &[Rule] = &[
    // Arithmetic identities (exact per type, see `K`).
    rule("add-id-right", "(+ ?a ?k)", "?a", &[Is("?k", AddId)]),
    rule("add-id-left", "(+ ?k ?a)", "?a", &[Is("?k", AddId)]),
    rule("sub-id", "(- ?a ?k)", "?a", &[Is("?k", SubId)]),
    rule("mul-one-right", "(* ?a ?k)", "?a", &[Is("?k", One)]),
    rule("mul-one-left", "(* ?k ?a)", "?a", &[Is("?k", One)]),
    rule("div-one", "(/ ?a ?k)", "?a", &[Is("?k", One)]),
    rule(
        "mul-zero-right",
        "(* ?a ?k)",
        "?k",
        &[Is("?k", IntZero), Safe("?a")],
    ),
    rule(
        "mul-zero-left",
        "(* ?k ?a)",
        "?k",
        &[Is("?k", IntZero), Safe("?a")],
    ),
    rule(
        "mul-minus-one",
        "(* ?a ?k)",
        "(neg ?a)",
        &[Is("?k", IntMinusOne)],
    ),
    Rule {
        name: "rem-one",
        lhs: "(% ?a ?k)",
        rhs: Rhs::ZeroOf("?a"),
        when: &[Is("?k", IntOne), Safe("?a")],
    },
    Rule {
        name: "sub-self",
        lhs: "(- ?a ?a)",
        rhs: Rhs::ZeroOf("?a"),
        when: &[Int("?a"), Safe("?a")],
    },
    rule("neg-neg", "(neg (neg ?a))", "?a", &[]),
    rule(
        "sub-from-zero",
        "(- ?k ?a)",
        "(neg ?a)",
        &[Is("?k", IntZero)],
    ),
    rule("sub-neg", "(- ?a (neg ?b))", "(+ ?a ?b)", &[Int("?a")]),
    rule("add-neg", "(+ ?a (neg ?b))", "(- ?a ?b)", &[Int("?a")]),
    // Integer constants gather at the right and fold together.
    rule(
        "sub-const",
        "(- ?a ?k)",
        "(+ ?a (neg ?k))",
        &[Is("?k", AnyInt)],
    ),
    rule(
        "add-assoc-const",
        "(+ (+ ?a ?k) ?l)",
        "(+ ?a (+ ?k ?l))",
        &[Is("?k", AnyInt), Is("?l", AnyInt)],
    ),
    rule(
        "mul-assoc-const",
        "(* (* ?a ?k) ?l)",
        "(* ?a (* ?k ?l))",
        &[Is("?k", AnyInt), Is("?l", AnyInt)],
    ),
    // Bitwise identities.
    rule("or-zero", "(| ?a ?k)", "?a", &[Is("?k", IntZero)]),
    rule("xor-zero", "(^ ?a ?k)", "?a", &[Is("?k", IntZero)]),
    rule("shl-zero", "(<< ?a ?k)", "?a", &[Is("?k", IntZero)]),
    rule("shr-zero", "(>> ?a ?k)", "?a", &[Is("?k", IntZero)]),
    rule(
        "and-zero",
        "(& ?a ?k)",
        "?k",
        &[Is("?k", IntZero), Safe("?a")],
    ),
    // Booleans (`&&`, `||` short-circuit: their right operand may be dropped).
    rule("not-not", "(not (not ?a))", "?a", &[]),
    rule("and-true-right", "(&& ?a ?k)", "?a", &[Is("?k", True)]),
    rule("and-true-left", "(&& ?k ?a)", "?a", &[Is("?k", True)]),
    rule(
        "and-false-right",
        "(&& ?a ?k)",
        "?k",
        &[Is("?k", False), Safe("?a")],
    ),
    rule("or-false-right", "(|| ?a ?k)", "?a", &[Is("?k", False)]),
    rule("or-false-left", "(|| ?k ?a)", "?a", &[Is("?k", False)]),
    rule(
        "or-true-right",
        "(|| ?a ?k)",
        "?k",
        &[Is("?k", True), Safe("?a")],
    ),
    rule("and-self", "(&& ?a ?a)", "?a", &[]),
    rule("or-self", "(|| ?a ?a)", "?a", &[]),
    rule("not-eq", "(not (== ?a ?b))", "(!= ?a ?b)", &[]),
    rule("not-ne", "(not (!= ?a ?b))", "(== ?a ?b)", &[]),
    rule(
        "not-lt",
        "(not (< ?a ?b))",
        "(>= ?a ?b)",
        &[IntOrBool("?a")],
    ),
    rule(
        "not-le",
        "(not (<= ?a ?b))",
        "(> ?a ?b)",
        &[IntOrBool("?a")],
    ),
    rule(
        "not-gt",
        "(not (> ?a ?b))",
        "(<= ?a ?b)",
        &[IntOrBool("?a")],
    ),
    rule(
        "not-ge",
        "(not (>= ?a ?b))",
        "(< ?a ?b)",
        &[IntOrBool("?a")],
    ),
    // A value compared with itself (never on floats: NaN).
    rule(
        "eq-self",
        "(== ?a ?a)",
        "true",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    rule(
        "le-self",
        "(<= ?a ?a)",
        "true",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    rule(
        "ge-self",
        "(>= ?a ?a)",
        "true",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    rule(
        "ne-self",
        "(!= ?a ?a)",
        "false",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    rule(
        "lt-self",
        "(< ?a ?a)",
        "false",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    rule(
        "gt-self",
        "(> ?a ?a)",
        "false",
        &[IntOrBool("?a"), Safe("?a")],
    ),
    // Conditionals.
    rule("if-true", "(if ?c ?a ?b)", "?a", &[Is("?c", True)]),
    rule("if-false", "(if ?c ?a ?b)", "?b", &[Is("?c", False)]),
    rule("if-same", "(if ?c ?a ?a)", "(seq ?c ?a)", &[]),
    rule("if-not", "(if (not ?c) ?a ?b)", "(if ?c ?b ?a)", &[]),
    rule(
        "if-is-cond",
        "(if ?c ?t ?e)",
        "?c",
        &[Is("?t", True), Is("?e", False)],
    ),
    rule(
        "if-is-not",
        "(if ?c ?t ?e)",
        "(not ?c)",
        &[Is("?t", False), Is("?e", True)],
    ),
    rule("seq-safe", "(seq ?a ?b)", "?b", &[Safe("?a")]),
];

/// The operators commutation rules are made for, with whether on bools
/// too (the comparisons `==`, `!=`; the others on integers only): those
/// that commute ([`BinOp::commutes`]) but `&&` and `||`, which evaluate
/// their second operand only when the first does not decide; the rules
/// swap only where that cannot change which failure comes first.
fn commutative() -> impl Iterator<Item = (&'static str, bool)> {
    BinOp::ALL
        .into_iter()
        .filter(|op| op.commutes() && !matches!(op, BinOp::And | BinOp::Or))
        .map(|op| (op.symbol(), op.is_comparison()))
}

/// The largest tuple that `(projN (tuple ..))` rules are generated for.
const MAX_TUPLE: usize = 4;

/// The rules generated from small tables: commutation, conversions to the
/// operand's own type, projections of literal tuples.
fn generated() -> Vec<Rewrite<Node, Facts>> {
    let mut out = Vec::new();
    for (op, bools_too) in commutative() {
        let ty = if bools_too {
            IntOrBool("?a")
        } else {
            Int("?a")
        };
        let (lhs, rhs) = (format!("({op} ?a ?b)"), format!("({op} ?b ?a)"));
        let when = [ty, EitherSafe("?a", "?b")];
        out.push(build(&format!("comm{op}"), &lhs, Rhs::Pat(&rhs), &when));
    }
    for p in Prim::ALL {
        let lhs = format!("({p} ?a)");
        out.push(build(
            &format!("convert-same-{p}"),
            &lhs,
            Rhs::Pat("?a"),
            &[Prim("?a", p)],
        ));
    }
    for n in 2..=MAX_TUPLE {
        let vars: Vec<String> = (0..n).map(|i| format!("?x{i}")).collect();
        let lhs = |i: usize| format!("(proj{i} (tuple {}))", vars.join(" "));
        for (i, x) in vars.iter().enumerate() {
            let others: Vec<When<&str>> = vars
                .iter()
                .filter(|v| *v != x)
                .map(|v| Safe(v.as_str()))
                .collect();
            out.push(build(
                &format!("proj{i}-tuple{n}"),
                &lhs(i),
                Rhs::Pat(x),
                &others,
            ));
        }
    }
    out
}

/// The conditions of one rule, with their variables resolved.
struct Conds(Vec<When<Var>>);

fn var(name: &str) -> Var {
    name.parse()
        .unwrap_or_else(|e| panic!("bad pattern variable {name}: {e}"))
}

impl Condition<Node, Facts> for Conds {
    fn check(&self, eg: &mut EGraph, _: Id, subst: &Subst) -> bool {
        let data = |v: Var| subst.get(v).map(|&id| &eg[id].data);
        self.0.iter().all(|w| match *w {
            Is(v, k) => data(v).and_then(|d| d.konst).is_some_and(|c| k.holds(c)),
            Safe(v) => data(v).is_some_and(|d| d.safe),
            EitherSafe(a, b) => data(a).is_some_and(|d| d.safe) || data(b).is_some_and(|d| d.safe),
            Int(v) => data(v)
                .and_then(|d| d.ty.as_prim())
                .is_some_and(Prim::is_int),
            IntOrBool(v) => data(v)
                .and_then(|d| d.ty.as_prim())
                .is_some_and(|p| p.is_int() || p == Prim::Bool),
            Prim(v, p) => data(v).and_then(|d| d.ty.as_prim()) == Some(p),
        })
    }
}

/// The right-hand side of a rule.
enum Replace {
    Pat(Pattern<Node>),
    ZeroOf(Var),
}

impl Applier<Node, Facts> for Replace {
    fn apply_one(
        &self,
        eg: &mut EGraph,
        eclass: Id,
        subst: &Subst,
        ast: Option<&PatternAst<Node>>,
        rule: Symbol,
    ) -> Vec<Id> {
        match self {
            Replace::Pat(p) => p.apply_one(eg, eclass, subst, ast, rule),
            Replace::ZeroOf(v) => {
                let zero = match subst.get(*v).and_then(|&id| eg[id].data.ty.as_prim()) {
                    Some(Prim::I32) => Konst::I32(0),
                    Some(Prim::I64) => Konst::I64(0),
                    _ => return vec![],
                };
                let z = eg.add(Node::leaf(Op::Lit(zero)));
                if eg.union(eclass, z) {
                    vec![eclass]
                } else {
                    vec![]
                }
            }
        }
    }
}

fn pattern(s: &str) -> Pattern<Node> {
    s.parse()
        .unwrap_or_else(|e| panic!("bad rewrite pattern {s}: {e}"))
}

fn build(name: &str, lhs: &str, rhs: Rhs, when: &[When<&str>]) -> Rewrite<Node, Facts> {
    let applier = match rhs {
        Rhs::Pat(p) => Replace::Pat(pattern(p)),
        Rhs::ZeroOf(v) => Replace::ZeroOf(var(v)),
    };
    let applier = ConditionalApplier {
        condition: Conds(when.iter().map(|w| w.map(var)).collect()),
        applier,
    };
    Rewrite::new(name, pattern(lhs), applier).unwrap_or_else(|e| panic!("bad rewrite {name}: {e}"))
}

/// All rules, built once. The tables are fixed, so a malformed entry is a bug
/// caught by the tests, not an input error.
pub fn rules() -> &'static [Rewrite<Node, Facts>] {
    static RULES_BUILT: OnceLock<Vec<Rewrite<Node, Facts>>> = OnceLock::new();
    RULES_BUILT.get_or_init(|| {
        let fixed = RULES.iter().map(|r| build(r.name, r.lhs, r.rhs, r.when));
        fixed.chain(generated()).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_builds_and_names_are_unique() {
        let rs = rules();
        let mut names: Vec<String> = rs.iter().map(|r| r.name.to_string()).collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n);
        assert!(n > RULES.len());
    }

    #[test]
    fn float_identities_are_the_exact_ones() {
        assert!(K::AddId.holds(Konst::f64(-0.0)));
        assert!(!K::AddId.holds(Konst::f64(0.0)));
        assert!(K::SubId.holds(Konst::f32(0.0)));
        assert!(!K::SubId.holds(Konst::f32(-0.0)));
        assert!(K::One.holds(Konst::f64(1.0)));
        assert!(!K::IntZero.holds(Konst::f64(0.0)));
        assert!(K::AddId.holds(Konst::I32(0)));
    }
}

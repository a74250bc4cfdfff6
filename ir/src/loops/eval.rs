//! The one evaluator of the loop IR's scalar expressions, and of what every
//! executor evaluates around them: conditions, integers (extents, a check's
//! operands), indices, checks, a nest's shapes, and the control flow of the
//! array-level items (`if` and `loop` on arrays). Scalar operations are
//! [`crate::scalar_ops`]; errors are [`crate::runtime`]'s, worded here once.
//!
//! An executor (the loop-IR interpreter, which counts memory traffic; the
//! backends' host, which drives generated code) implements [`Env`]: where
//! variables and arrays live, how a read is made (and counted), and where
//! an error is (its operation and span). `Expr::Ignore` stops an evaluation
//! with the executor's [`Env::ignore`], which only a `permute`'s target
//! accepts. For the items it implements [`Items`]: how it runs a nest, binds
//! a `the` value, and moves arrays between blocks.

use super::program::{Block, Check, Expr, Item, LoopProgram, Nest, ShapeDef, VarId};
use crate::ast::BinOp;
use crate::graph::{ArrayId, NodeId};
use crate::runtime::{RuntimeError, RuntimeErrorKind as Kind};
use crate::scalar_ops::{self, Failure, ScalarOpError};
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
                let name = env.program().var_name(*v);
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
                    let name = env.program().array_name(*array);
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

/// What runs a program's array-level items: its nests, and the arrays that
/// an `if` or a `loop` moves between blocks (moves are never counted).
pub trait Items {
    /// What stops a run: a run-time error, or whatever else the executor
    /// may fail with.
    type Error: From<RuntimeError>;
    /// A bound array, as an `if` or a `loop` moves it.
    type Array;

    /// Runs one nest.
    fn nest(&mut self, n: &Nest) -> Result<(), Self::Error>;

    /// Binds `v` to the element of the rank-0 array `a` (`the a`), for the
    /// condition of item `node`.
    fn hoist(&mut self, node: NodeId, v: VarId, a: ArrayId) -> Result<(), Self::Error>;

    /// The condition of item `node` (see [`condition`]).
    fn condition(&mut self, node: NodeId, cond: &Expr) -> Result<bool, Self::Error>;

    /// Array `a` as it is bound now.
    fn array(&self, node: NodeId, a: ArrayId) -> Result<Self::Array, Self::Error>;

    /// Binds `a` to `array`.
    fn bind(&mut self, node: NodeId, a: ArrayId, array: Self::Array) -> Result<(), Self::Error>;

    /// An error of item `node` whose detail is free text.
    fn ill_typed(&self, node: NodeId, detail: String) -> RuntimeError;

    /// Binds `shape.array` to `input`'s storage under the extents of
    /// `shape` (evaluated and checked with [`shape`]): `Item::Alias`.
    /// Nothing is read or written.
    fn alias(&mut self, node: NodeId, input: ArrayId, shape: &ShapeDef) -> Result<(), Self::Error>;

    /// `if` `node` is about to run its `then` branch (`then`) or its `else`.
    fn branch(&mut self, _node: NodeId, _then: bool) {}

    /// The branch of `if` `node` that ran (`then` or not) has finished.
    fn branch_done(&mut self, _node: NodeId, _then: bool) {}

    /// An iteration of `loop` `node` has run its body (its parameters are
    /// not yet rebound to the body's results).
    fn body_done(&mut self, _node: NodeId) {}

    /// An iteration of `loop` `node` is over: its parameters are rebound
    /// to the body's results, and what the body bound ([`super::bound_in`]
    /// of `body`'s items, less its parameters) is no longer read, so an
    /// executor may free it before the next iteration allocates its own.
    fn body_released(&mut self, _node: NodeId, _body: &Block) {}

    /// `loop` `node` starts (before its condition is first evaluated).
    fn loop_start(&mut self, _node: NodeId) {}

    /// `loop` `node`'s condition held: an iteration starts.
    fn iteration(&mut self, _node: NodeId) {}

    /// Scheduled `loop` `node` is about to run an iteration over its
    /// parameters `params` (bound): an executor that schedules binds the
    /// first, the limit (a rank-0 `i64` array), to the most elements the
    /// chunk may take ([`super::schedule`]); one that does not leaves the
    /// program's own limit. The last parameter holds the chunk's first
    /// element (rank 0, `i64`).
    fn chunk(&mut self, _node: NodeId, _params: &[ArrayId]) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Scheduled `loop` `node` ran its last chunk.
    fn chunks_done(&mut self, _node: NodeId) -> Result<(), Self::Error> {
        Ok(())
    }
}

/// Runs `items` in order: nests through [`Items::nest`]; an `if` binds its
/// hoisted values, runs the branch its condition picks and binds its
/// outputs to that branch's results; a `loop` binds its parameters to its
/// initial arrays, and while its condition (over its hoisted values) holds
/// runs its body and rebinds its parameters to the body's results; its
/// outputs are the last parameters; an alias binds its array to its
/// input's storage.
pub fn items<X: Items + ?Sized>(x: &mut X, items: &[Item]) -> Result<(), X::Error> {
    for it in items {
        match it {
            Item::Nest(n) => x.nest(n)?,
            Item::If {
                node,
                hoisted,
                cond,
                then_,
                else_,
                outputs,
            } => {
                let node = *node;
                hoist(x, node, hoisted)?;
                let then = x.condition(node, cond)?;
                x.branch(node, then);
                let block = if then { then_ } else { else_ };
                self::items(x, &block.items)?;
                x.branch_done(node, then);
                if block.results.len() != outputs.len() {
                    return Err(x
                        .ill_typed(
                            node,
                            format!(
                                "a block of {} results bound to {} outputs",
                                block.results.len(),
                                outputs.len()
                            ),
                        )
                        .into());
                }
                rebind(x, node, &block.results, outputs)?;
            }
            Item::Alias { node, input, shape } => x.alias(*node, *input, shape)?,
            Item::Loop {
                node,
                inits,
                hoisted,
                cond,
                body,
                outputs,
                scheduled,
            } => {
                let node = *node;
                let params = &body.params;
                if inits.len() != params.len() || outputs.len() != params.len() {
                    let detail = format!(
                        "a loop of {} parameters with {} initial values and {} outputs",
                        params.len(),
                        inits.len(),
                        outputs.len()
                    );
                    return Err(x.ill_typed(node, detail).into());
                }
                rebind(x, node, inits, params)?;
                x.loop_start(node);
                loop {
                    hoist(x, node, hoisted)?;
                    if !x.condition(node, cond)? {
                        if *scheduled {
                            x.chunks_done(node)?;
                        }
                        break;
                    }
                    if *scheduled {
                        x.chunk(node, params)?;
                    }
                    x.iteration(node);
                    self::items(x, &body.items)?;
                    x.body_done(node);
                    if body.results.len() != params.len() {
                        let detail = format!(
                            "a loop body of {} parameters gives {} results",
                            params.len(),
                            body.results.len()
                        );
                        return Err(x.ill_typed(node, detail).into());
                    }
                    rebind(x, node, &body.results, params)?;
                    x.body_released(node, body);
                }
                rebind(x, node, params, outputs)?;
            }
        }
    }
    Ok(())
}

fn hoist<X: Items + ?Sized>(
    x: &mut X,
    node: NodeId,
    hoisted: &[(VarId, ArrayId)],
) -> Result<(), X::Error> {
    for &(v, a) in hoisted {
        x.hoist(node, v, a)?;
    }
    Ok(())
}

/// Binds each of `to` to the array bound to the same place of `from`, all
/// looked up before any is bound (a loop's parameters may swap).
fn rebind<X: Items + ?Sized>(
    x: &mut X,
    node: NodeId,
    from: &[ArrayId],
    to: &[ArrayId],
) -> Result<(), X::Error> {
    let arrays = from
        .iter()
        .map(|&a| x.array(node, a))
        .collect::<Result<Vec<_>, _>>()?;
    for (&a, array) in to.iter().zip(arrays) {
        x.bind(node, a, array)?;
    }
    Ok(())
}

/// The error of a scalar operation; `operands` are a binary operation's (a
/// division by zero is worded with them).
fn op_error<E: Env + ?Sized>(
    env: &E,
    err: ScalarOpError,
    operands: Option<(&Scalar, &Scalar)>,
) -> RuntimeError {
    match err.failure(operands) {
        Failure::Kind(kind, a, b) => env.error(kind, a, b),
        Failure::IllTyped(detail) => env.ill_typed(detail),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::id::IdVec;
    use crate::loops::{ArrayDecl, VarDecl};
    use crate::span::Span;
    use crate::types::ScalarType;

    /// One array `xs` = [10, 20, 30] and one variable `x`; reads counted.
    struct Toy {
        p: LoopProgram,
        x: Option<Scalar>,
        reads: usize,
    }

    fn toy() -> Toy {
        Toy {
            p: LoopProgram {
                name: "t".into(),
                arrays: IdVec::from_vec(vec![ArrayDecl {
                    name: "xs".into(),
                    elem: ScalarType::I64,
                    rank: 1,
                }]),
                vars: IdVec::from_vec(vec![VarDecl {
                    name: "x".into(),
                    ty: ScalarType::I64,
                }]),
                origins: IdVec::new(),
                params: vec![],
                body: vec![],
                results: vec![],
            },
            x: None,
            reads: 0,
        }
    }

    impl Env for Toy {
        type Error = RuntimeError;

        fn program(&self) -> &LoopProgram {
            &self.p
        }

        fn var(&self, _: VarId) -> Option<Scalar> {
            self.x.clone()
        }

        fn set_var(&mut self, _: VarId, x: Scalar) -> Result<(), RuntimeError> {
            self.x = Some(x);
            Ok(())
        }

        fn shape(&self, _: ArrayId) -> Result<&[usize], RuntimeError> {
            Ok(&[3])
        }

        fn read(&mut self, _: ArrayId, index: &[i64]) -> Result<Scalar, RuntimeError> {
            let pos = position(&[3], index).map_err(|e| {
                let (a, b) = e.expect("rank 1");
                self.error(Kind::OutOfBounds, a, b)
            })?;
            self.reads += 1;
            Ok(Scalar::I64(10 * (pos as i64 + 1)))
        }

        fn ignore(&self) -> RuntimeError {
            self.ill_typed("ignore".into())
        }

        fn ill_typed(&self, detail: String) -> RuntimeError {
            RuntimeError::new(Kind::IllTyped, "toy", Span::default(), detail)
        }

        fn error(&self, kind: Kind, a: i64, b: i64) -> RuntimeError {
            RuntimeError::new(kind, "toy", Span::default(), kind.message(a, b))
        }
    }

    const XS: ArrayId = ArrayId::new(0);
    const X: VarId = VarId::new(0);

    fn xs(i: Expr) -> Expr {
        Expr::Index {
            array: XS,
            index: vec![i],
        }
    }

    #[test]
    fn reads_lets_and_dims() {
        let mut env = toy();
        // let x = xs[1] in x + xs[2] + dim(xs, 0)
        let sum = Expr::bin(
            BinOp::Add,
            Expr::bin(BinOp::Add, Expr::var(X), xs(Expr::i64(2))),
            Expr::Dim { array: XS, axis: 0 },
        );
        let e = Expr::Let {
            var: X,
            value: Box::new(xs(Expr::i64(1))),
            body: Box::new(sum),
        };
        assert_eq!(eval(&mut env, &e), Ok(Scalar::I64(53)));
        assert_eq!(env.reads, 2);
    }

    #[test]
    fn and_or_stop_early() {
        let mut env = toy();
        let never = Expr::bin(BinOp::Gt, xs(Expr::i64(9)), Expr::i64(0));
        for (op, first, result) in [(BinOp::And, false, false), (BinOp::Or, true, true)] {
            let e = Expr::bin(op, Expr::Lit(Scalar::Bool(first)), never.clone());
            assert_eq!(eval(&mut env, &e), Ok(Scalar::Bool(result)));
        }
        assert_eq!(env.reads, 0);
    }

    #[test]
    fn errors_are_worded_once() {
        let mut env = toy();
        let e = condition(&mut env, &Expr::i64(1)).expect_err("not a bool");
        assert_eq!(e.detail, "condition 1 is not a bool");
        let e = eval(&mut env, &xs(Expr::Lit(Scalar::F64(0.5)))).expect_err("not an index");
        assert_eq!(e.detail, "index 0.5 is not an integer");
        let e = eval(&mut env, &xs(Expr::i64(3))).expect_err("out of bounds");
        assert_eq!(
            (e.kind, e.detail.as_str()),
            (Kind::OutOfBounds, "index 3 is out of bounds of an extent 3")
        );
        let e = eval(&mut env, &Expr::bin(BinOp::Rem, Expr::i64(7), Expr::i64(0)))
            .expect_err("by zero");
        assert_eq!(e.kind, Kind::RemainderByZero);
        assert_eq!(e.detail, "integer remainder by zero (7 % 0)");
        let e = eval(&mut env, &Expr::var(X)).expect_err("unbound");
        assert_eq!(e.detail, "unbound variable `x`");
    }

    #[test]
    fn positions_are_row_major_and_checked() {
        assert_eq!(position(&[2, 3], &[1, 2]), Ok(5));
        assert_eq!(position(&[2, 3], &[2, 0]), Err(Some((2, 2))));
        assert_eq!(position(&[2, 3], &[0, -1]), Err(Some((-1, 3))));
        assert_eq!(position(&[2, 3], &[0]), Err(None));
    }
}

//! The reference interpreter's scalar level: a lambda (or an array-level
//! scalar expression) compiled once, where its array operation starts, to
//! a tree of closures, then applied to every element.
//!
//! Compiling resolves what does not change from element to element: each
//! variable becomes a slot of a frame (lambda parameters first, then the
//! `let`s, innermost last, as the scopes nest), each array a lambda reads
//! is looked up once (an `Arc` of its buffers), sizes, literals, `the`,
//! `length` and `shape` become constants. Evaluation order and every error
//! (its kind, wording and the order in which errors are met) are the
//! definition's (`crate::reference`): a name that cannot be resolved
//! compiles to the error it gives when evaluated, after the operands that
//! are evaluated before it.

use crate::error::{Flow, RuntimeError, RuntimeErrorKind as Kind, Site};
use crate::index::{fmt_index, index_scalar};
use crate::inputs::Sizes;
use crate::scalar_ops;
use ir::ast::{BinOp, Lambda, SExprKind, SPat};
use ir::{neighbourhood, Array, Buffer, Name, SExpr, Scalar, ScalarType, Value};

/// What a lambda's free names mean where it is compiled: the array-level
/// bindings in scope (innermost last) and the definition's sizes.
pub(crate) struct Scope<'s> {
    pub(crate) arrays: &'s [(Name, Value)],
    pub(crate) sizes: &'s Sizes,
}

impl Scope<'_> {
    /// The array bound to `name`, or the detail of the error reading it.
    pub(crate) fn array(&self, name: &Name) -> Result<Array, String> {
        match self.arrays.iter().rev().find(|(n, _)| n == name) {
            Some((_, Value::Array(a))) => Ok(a.clone()),
            Some((_, Value::Tuple(_))) => Err(format!("`{name}` is a tuple, not an array")),
            None => Err(format!("unbound array `{name}`")),
        }
    }
}

/// A compiled expression: evaluates on a frame of slots.
type Code<'a> = Box<dyn Fn(&mut [Scalar]) -> Result<Scalar, Flow> + 'a>;
/// A compiled condition.
type Cond<'a> = Box<dyn Fn(&mut [Scalar]) -> Result<bool, Flow> + 'a>;

/// Where a pattern puts a value's parts.
enum Binder {
    Slot(usize),
    Wild,
    Tuple(Vec<Binder>),
}

impl Binder {
    /// The binders of a neighbourhood's cells in row-major order, when this
    /// pattern has a tuple of the right length for each of `extents`' axes.
    fn cells<'a>(&'a self, extents: &[usize], out: &mut Vec<&'a Binder>) -> bool {
        match (extents, self) {
            ([], b) => {
                out.push(b);
                true
            }
            ([e, inner @ ..], Binder::Tuple(parts)) if parts.len() == *e => {
                parts.iter().all(|p| p.cells(inner, out))
            }
            _ => false,
        }
    }

    fn bind(&self, frame: &mut [Scalar], v: Scalar, site: Site) -> Result<(), RuntimeError> {
        match (self, v) {
            (Binder::Slot(k), v) => frame[*k] = v,
            (Binder::Wild, _) => {}
            (Binder::Tuple(bs), Scalar::Tuple(vs)) if bs.len() == vs.len() => {
                for (b, v) in bs.iter().zip(vs) {
                    b.bind(frame, v, site)?;
                }
            }
            (Binder::Tuple(bs), v) => {
                return Err(
                    site.ill_typed(format!("a {}-tuple pattern does not match {v}", bs.len()))
                )
            }
        }
        Ok(())
    }
}

impl Binder {
    /// Appends the slot of each leaf of a value of type `ty`; `false` where
    /// the pattern does not bind every leaf to a slot of its own.
    fn leaf_slots(&self, ty: &ScalarType, out: &mut Vec<usize>) -> bool {
        match (self, ty) {
            (Binder::Slot(k), ScalarType::Prim(_)) => {
                out.push(*k);
                true
            }
            (Binder::Tuple(bs), ScalarType::Tuple(ts)) if bs.len() == ts.len() => {
                bs.iter().zip(ts).all(|(b, t)| b.leaf_slots(t, out))
            }
            _ => false,
        }
    }

    /// Whether a value of type `ty` matches this pattern (then
    /// [`Binder::bind_elem`] cannot fail).
    fn takes(&self, ty: &ScalarType) -> bool {
        match (self, ty) {
            (Binder::Slot(_) | Binder::Wild, _) => true,
            (Binder::Tuple(bs), ScalarType::Tuple(ts)) => {
                bs.len() == ts.len() && bs.iter().zip(ts).all(|(b, t)| b.takes(t))
            }
            (Binder::Tuple(_), ScalarType::Prim(_)) => false,
        }
    }

    /// Binds element `i` of an array of `ty` whose leaves are `bufs[*k..]`
    /// (the pattern [`Binder::takes`] `ty`), reading only the leaves bound.
    fn bind_elem(
        &self,
        frame: &mut [Scalar],
        ty: &ScalarType,
        bufs: &[Buffer],
        k: &mut usize,
        i: usize,
    ) {
        match (self, ty) {
            (_, ScalarType::Prim(_)) => {
                if let Binder::Slot(s) = self {
                    frame[*s] = bufs[*k].get(i);
                }
                *k += 1;
            }
            (Binder::Tuple(bs), ScalarType::Tuple(ts)) => {
                for (b, t) in bs.iter().zip(ts) {
                    b.bind_elem(frame, t, bufs, k, i);
                }
            }
            (Binder::Slot(s), t) => {
                frame[*s] = leaf_value(t, bufs, k, i);
            }
            (Binder::Wild, t) => *k += t.leaves().len(),
        }
    }
}

/// The value of type `ty` at element `i` of the leaves `bufs[*k..]`.
fn leaf_value(ty: &ScalarType, bufs: &[Buffer], k: &mut usize, i: usize) -> Scalar {
    match ty {
        ScalarType::Prim(_) => {
            *k += 1;
            bufs[*k - 1].get(i)
        }
        ScalarType::Tuple(ts) => {
            Scalar::Tuple(ts.iter().map(|t| leaf_value(t, bufs, k, i)).collect())
        }
    }
}

/// The primitive leaves of `v`, in `ScalarType::leaves` order.
pub(crate) fn into_leaves(v: Scalar) -> Vec<Scalar> {
    fn go(v: Scalar, out: &mut Vec<Scalar>) {
        match v {
            Scalar::Tuple(vs) => vs.into_iter().for_each(|v| go(v, out)),
            p => out.push(p),
        }
    }
    let mut out = Vec::new();
    go(v, &mut out);
    out
}

/// The value of type `ty` whose leaves `leaves` gives, in order.
pub(crate) fn from_leaves(ty: &ScalarType, leaves: &mut impl Iterator<Item = Scalar>) -> Scalar {
    match ty {
        ScalarType::Prim(_) => leaves.next().unwrap_or(Scalar::Tuple(Vec::new())),
        ScalarType::Tuple(ts) => Scalar::Tuple(ts.iter().map(|t| from_leaves(t, leaves)).collect()),
    }
}

/// A lambda compiled for one array operation, with its frame.
pub(crate) struct Compiled<'a> {
    params: Vec<Binder>,
    body: Code<'a>,
    /// The body's result leaf by leaf, where it is a number or a tuple of
    /// numbers each computed by typed closures (for [`Compiled::step`]).
    leaves: Option<Vec<Typed<'a>>>,
    /// For each parameter, the slots of its leaves where its pattern binds
    /// every leaf of a value of the body's type (an accumulator's).
    acc_slots: Vec<Option<Vec<usize>>>,
    /// The result's leaves of the step being computed.
    next: Vec<Scalar>,
    frame: Vec<Scalar>,
    site: Site<'a>,
}

impl<'a> Compiled<'a> {
    /// Compiles `f` for the operation at `site`.
    pub(crate) fn lambda(f: &Lambda, scope: &Scope, site: Site<'a>) -> Compiled<'a> {
        let mut c = Compiler {
            scope,
            site,
            names: Vec::new(),
            slots: 0,
            plain: false,
        };
        let params: Vec<Binder> = f.params.iter().map(|p| c.binder(p)).collect();
        let body = c.expr(&f.body);
        let leaves = c.typed_leaves(&f.body);
        let acc_slots = params
            .iter()
            .map(|p: &Binder| {
                let mut slots = Vec::new();
                p.leaf_slots(&f.body.ty, &mut slots).then_some(slots)
            })
            .collect();
        Compiled {
            params,
            body,
            leaves,
            acc_slots,
            next: Vec::new(),
            frame: vec![Scalar::Bool(false); c.slots],
            site,
        }
    }

    /// Compiles an array-level scalar expression (no lambda variables).
    pub(crate) fn top(e: &SExpr, scope: &Scope, site: Site<'a>) -> Compiled<'a> {
        let mut c = Compiler {
            scope,
            site,
            names: Vec::new(),
            slots: 0,
            plain: false,
        };
        let body = c.expr(e);
        Compiled {
            params: Vec::new(),
            body,
            leaves: None,
            acc_slots: Vec::new(),
            next: Vec::new(),
            frame: vec![Scalar::Bool(false); c.slots],
            site,
        }
    }

    /// Applies the lambda to its arguments (one per parameter).
    pub(crate) fn apply(&mut self, args: impl IntoIterator<Item = Scalar>) -> Result<Scalar, Flow> {
        let site = self.site;
        let mut params = self.params.iter();
        for arg in args {
            let p = params
                .next()
                .ok_or_else(|| site.ill_typed("more arguments than lambda parameters"))?;
            p.bind(&mut self.frame, arg, site)?;
        }
        if params.next().is_some() {
            return Err(site
                .ill_typed("fewer arguments than lambda parameters")
                .into());
        }
        (self.body)(&mut self.frame)
    }

    /// Applies the lambda to element `i` of each of `xss` (one array per
    /// parameter): a tuple pattern over an array of tuples takes the
    /// components from the buffers without the tuple being built.
    /// `direct` is [`Compiled::takes`] of the arrays' element types.
    pub(crate) fn call_elems(
        &mut self,
        xss: &[Array],
        i: usize,
        direct: bool,
    ) -> Result<Scalar, RuntimeError> {
        let site = self.site;
        if !direct {
            return self.call(xss.iter().map(|xs| xs.get(i)));
        }
        for (b, xs) in self.params.iter().zip(xss) {
            b.bind_elem(&mut self.frame, xs.elem(), xs.buffers(), &mut 0, i);
        }
        (self.body)(&mut self.frame).map_err(|f| f.into_error(site))
    }

    /// Applies a stencil's lambda to the neighbourhood of `extents` whose
    /// cell at row-major position `spot` is `sample(spot)`: the nested
    /// tuples of [`ir::neighbourhood`], which patterns with a tuple per axis
    /// take cell by cell without the tuples being built.
    pub(crate) fn call_hood(
        &mut self,
        extents: &[usize],
        sample: impl Fn(usize) -> Scalar,
    ) -> Result<Scalar, RuntimeError> {
        let site = self.site;
        let mut cells = Vec::new();
        let direct = match &self.params[..] {
            [b] => b.cells(extents, &mut cells),
            _ => false,
        };
        if !direct {
            let values = (0..neighbourhood::cells(extents)).map(sample).collect();
            let hood = neighbourhood::nest(values, extents, &mut Scalar::Tuple);
            return self.call([hood]);
        }
        for (spot, b) in cells.into_iter().enumerate() {
            b.bind(&mut self.frame, sample(spot), site)?;
        }
        (self.body)(&mut self.frame).map_err(|f| f.into_error(site))
    }

    /// Whether the parameters' patterns match elements of these arrays.
    pub(crate) fn takes(&self, xss: &[Array]) -> bool {
        self.params.len() == xss.len()
            && self
                .params
                .iter()
                .zip(xss)
                .all(|(b, xs)| b.takes(xs.elem()))
    }

    /// [`Compiled::apply`] where `ignore` is an error.
    pub(crate) fn call(
        &mut self,
        args: impl IntoIterator<Item = Scalar>,
    ) -> Result<Scalar, RuntimeError> {
        let site = self.site;
        self.apply(args).map_err(|f| f.into_error(site))
    }

    /// Applies the lambda to the index value of the multi-index `ix`
    /// (`crate::index::index_scalar`): a tuple pattern of its rank takes
    /// the components without the tuple being built.
    pub(crate) fn apply_index(&mut self, ix: &[i64]) -> Result<Scalar, Flow> {
        match &self.params[..] {
            [Binder::Tuple(bs)] if ix.len() != 1 && bs.len() == ix.len() => {
                for (b, &i) in bs.iter().zip(ix) {
                    b.bind(&mut self.frame, Scalar::I64(i), self.site)?;
                }
                (self.body)(&mut self.frame)
            }
            _ => self.apply([index_scalar(ix)]),
        }
    }

    /// [`Compiled::apply_index`] where `ignore` is an error.
    pub(crate) fn call_index(&mut self, ix: &[i64]) -> Result<Scalar, RuntimeError> {
        let site = self.site;
        self.apply_index(ix).map_err(|f| f.into_error(site))
    }

    /// One step of a combining lambda of two parameters (a fold's, a
    /// scan's): `acc`, the leaves of the accumulator (parameter
    /// `acc_param`, of type `ty`), becomes the leaves of `f acc x` (`f x acc`
    /// for `acc_param` 1), `x` element `i` of `xs`. Where the accumulator's
    /// pattern binds each of its leaves, the element's pattern takes it
    /// (`Binder::takes`) and the body is numbers computed by typed
    /// closures, no tuple is built; otherwise, or where a typed closure
    /// stands aside, the step is the generic call.
    pub(crate) fn step(
        &mut self,
        acc_param: usize,
        ty: &ScalarType,
        acc: &mut [Scalar],
        xs: &Array,
        i: usize,
    ) -> Result<(), RuntimeError> {
        let site = self.site;
        let x_param = 1 - acc_param.min(1);
        let fast = match (
            &self.leaves,
            self.acc_slots.get(acc_param),
            self.params.get(x_param),
        ) {
            (Some(leaves), Some(Some(slots)), Some(px))
                if self.params.len() == 2
                    && leaves.len() == acc.len()
                    && slots.len() == acc.len()
                    && px.takes(xs.elem()) =>
            {
                Some((leaves, slots, px))
            }
            _ => None,
        };
        if let Some((leaves, slots, px)) = fast {
            for (&k, v) in slots.iter().zip(acc.iter()) {
                self.frame[k] = v.clone();
            }
            px.bind_elem(&mut self.frame, xs.elem(), xs.buffers(), &mut 0, i);
            self.next.clear();
            let frame = &mut self.frame;
            let next = &mut self.next;
            let computed = leaves.iter().all(|t| {
                let v = match t {
                    Typed::F64(t) => t(frame).map(Scalar::F64),
                    Typed::F32(t) => t(frame).map(Scalar::F32),
                    Typed::I64(t) => t(frame).map(Scalar::I64),
                    Typed::Bool(t) => t(frame).map(Scalar::Bool),
                };
                v.map(|v| next.push(v)).is_some()
            });
            if computed {
                acc.clone_from_slice(next);
                return Ok(());
            }
        }
        let a = from_leaves(ty, &mut acc.iter().cloned());
        let x = xs.get(i);
        let v = if acc_param == 0 {
            self.call([a, x])?
        } else {
            self.call([x, a])?
        };
        let flat = into_leaves(v);
        if flat.len() != acc.len() {
            return Err(site.ill_typed(format!("a step's result is not of type {ty}")));
        }
        acc.clone_from_slice(&flat);
        Ok(())
    }

    /// Evaluates a compiled array-level expression.
    pub(crate) fn eval(&mut self) -> Result<Scalar, RuntimeError> {
        let site = self.site;
        (self.body)(&mut self.frame).map_err(|f| f.into_error(site))
    }
}

/// The error of reading `ix` outside `shape` (the table's operands: the
/// first axis that it leaves).
pub(crate) fn out_of_bounds(ix: &[i64], shape: &[usize], site: Site) -> RuntimeError {
    match ir::runtime::out_of_bounds(ix, shape) {
        Some((i, n)) => site.kind(Kind::OutOfBounds, i, n),
        None => site.ill_typed(format!("index {} of rank {}", fmt_index(ix), shape.len())),
    }
}

struct Compiler<'s, 'a> {
    scope: &'s Scope<'s>,
    site: Site<'a>,
    /// The variables in scope; a variable's slot is its position here.
    names: Vec<Name>,
    /// The frame's size: the most variables in scope at once.
    slots: usize,
    /// Compiling the generic code under a typed expression (its fallback),
    /// whose parts are not tried as typed expressions again.
    plain: bool,
}

fn constant<'a>(v: Scalar) -> Code<'a> {
    Box::new(move |_| Ok(v.clone()))
}

fn failing<'a>(e: RuntimeError) -> Code<'a> {
    Box::new(move |_| Err(e.clone().into()))
}

impl<'a> Compiler<'_, 'a> {
    fn binder(&mut self, p: &SPat) -> Binder {
        match p {
            SPat::Var { name, .. } => {
                self.names.push(name.clone());
                self.slots = self.slots.max(self.names.len());
                Binder::Slot(self.names.len() - 1)
            }
            SPat::Wild { .. } => Binder::Wild,
            SPat::Tuple { elems, .. } => {
                Binder::Tuple(elems.iter().map(|p| self.binder(p)).collect())
            }
        }
    }

    fn slot(&self, name: &Name) -> Option<usize> {
        self.names.iter().rposition(|n| n == name)
    }

    fn cond(&mut self, e: &SExpr) -> Cond<'a> {
        let site = self.site;
        let x = self.expr(e);
        Box::new(move |f| {
            let v = x(f)?;
            v.as_bool()
                .ok_or_else(|| site.ill_typed(format!("{v} is not a bool")).into())
        })
    }

    fn expr(&mut self, e: &SExpr) -> Code<'a> {
        // A number or bool computed by typed closures, which stand aside
        // (`None`) for anything else, an error included: the generic code
        // then evaluates the expression again and meets it as defined.
        if !self.plain && !matches!(e.kind, SExprKind::Lit(_) | SExprKind::Var(_)) {
            if let Some(typed) = self.typed(e) {
                self.plain = true;
                let generic = self.generic(e);
                self.plain = false;
                return match typed {
                    Typed::F64(t) => Box::new(move |f| match t(f) {
                        Some(v) => Ok(Scalar::F64(v)),
                        None => generic(f),
                    }),
                    Typed::F32(t) => Box::new(move |f| match t(f) {
                        Some(v) => Ok(Scalar::F32(v)),
                        None => generic(f),
                    }),
                    Typed::I64(t) => Box::new(move |f| match t(f) {
                        Some(v) => Ok(Scalar::I64(v)),
                        None => generic(f),
                    }),
                    Typed::Bool(t) => Box::new(move |f| match t(f) {
                        Some(v) => Ok(Scalar::Bool(v)),
                        None => generic(f),
                    }),
                };
            }
        }
        self.generic(e)
    }

    fn generic(&mut self, e: &SExpr) -> Code<'a> {
        let site = self.site;
        match &e.kind {
            SExprKind::Lit(lit) => match scalar_ops::literal(*lit, &e.ty) {
                Ok(v) => constant(v),
                Err(x) => failing(site.scalar_op(x, None)),
            },
            SExprKind::Var(name) => match self.slot(name) {
                Some(k) => Box::new(move |f| Ok(f[k].clone())),
                None => failing(site.ill_typed(format!("unbound variable `{name}`"))),
            },
            SExprKind::Size(name) => match self.scope.sizes.get(name) {
                Some(&v) => constant(Scalar::I64(v)),
                None => failing(site.ill_typed(format!("unbound size `{name}`"))),
            },
            SExprKind::Unary(op, x) => {
                let (op, x) = (*op, self.expr(x));
                Box::new(move |f| {
                    let x = x(f)?;
                    scalar_ops::unary(op, &x).map_err(|err| site.scalar_op(err, None).into())
                })
            }
            SExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let (a, b) = (self.cond(a), self.cond(b));
                let or = *op == BinOp::Or;
                // `&&` stops at false, `||` at true.
                Box::new(move |f| {
                    let a = a(f)?;
                    Ok(Scalar::Bool(if a == or { a } else { b(f)? }))
                })
            }
            SExprKind::Binary(op, a, b) => {
                let (op, a, b) = (*op, self.expr(a), self.expr(b));
                let slow = move |a: Scalar, b: Scalar| -> Result<Scalar, Flow> {
                    scalar_ops::binary(op, &a, &b)
                        .map_err(|err| site.scalar_op(err, Some((&a, &b))).into())
                };
                // The common operations on numbers inline, as
                // `scalar_ops::binary` computes them; the rest through it.
                macro_rules! arith {
                    ($op:tt, $wrapping:ident) => {
                        Box::new(move |f| {
                            let x = a(f)?;
                            let y = b(f)?;
                            Ok(match (&x, &y) {
                                (Scalar::F64(p), Scalar::F64(q)) => Scalar::F64(p $op q),
                                (Scalar::F32(p), Scalar::F32(q)) => Scalar::F32(p $op q),
                                (Scalar::I64(p), Scalar::I64(q)) => Scalar::I64(p.$wrapping(*q)),
                                (Scalar::I32(p), Scalar::I32(q)) => Scalar::I32(p.$wrapping(*q)),
                                _ => return slow(x, y),
                            })
                        })
                    };
                }
                macro_rules! compare {
                    ($op:tt) => {
                        Box::new(move |f| {
                            let x = a(f)?;
                            let y = b(f)?;
                            Ok(Scalar::Bool(match (&x, &y) {
                                (Scalar::F64(p), Scalar::F64(q)) => p $op q,
                                (Scalar::F32(p), Scalar::F32(q)) => p $op q,
                                (Scalar::I64(p), Scalar::I64(q)) => p $op q,
                                (Scalar::I32(p), Scalar::I32(q)) => p $op q,
                                _ => return slow(x, y),
                            }))
                        })
                    };
                }
                match op {
                    BinOp::Add => arith!(+, wrapping_add),
                    BinOp::Sub => arith!(-, wrapping_sub),
                    BinOp::Mul => arith!(*, wrapping_mul),
                    BinOp::Div => Box::new(move |f| {
                        let x = a(f)?;
                        let y = b(f)?;
                        Ok(match (&x, &y) {
                            (Scalar::F64(p), Scalar::F64(q)) => Scalar::F64(p / q),
                            (Scalar::F32(p), Scalar::F32(q)) => Scalar::F32(p / q),
                            _ => return slow(x, y),
                        })
                    }),
                    BinOp::Lt => compare!(<),
                    BinOp::Le => compare!(<=),
                    BinOp::Gt => compare!(>),
                    BinOp::Ge => compare!(>=),
                    BinOp::Eq => compare!(==),
                    BinOp::Ne => compare!(!=),
                    _ => Box::new(move |f| {
                        let x = a(f)?;
                        let y = b(f)?;
                        slow(x, y)
                    }),
                }
            }
            SExprKind::If(c, t, e) => {
                let (c, t, e) = (self.cond(c), self.expr(t), self.expr(e));
                Box::new(move |f| if c(f)? { t(f) } else { e(f) })
            }
            SExprKind::Let { pat, value, body } => {
                let value = self.expr(value);
                let mark = self.names.len();
                let binder = self.binder(pat);
                let body = self.expr(body);
                self.names.truncate(mark);
                Box::new(move |f| {
                    let v = value(f)?;
                    binder.bind(f, v, site)?;
                    body(f)
                })
            }
            SExprKind::Tuple(es) => {
                let es: Vec<Code<'a>> = es.iter().map(|e| self.expr(e)).collect();
                Box::new(move |f| {
                    let mut vs = Vec::with_capacity(es.len());
                    for e in &es {
                        vs.push(e(f)?);
                    }
                    Ok(Scalar::Tuple(vs))
                })
            }
            SExprKind::Proj(x, i) => {
                let i = *i;
                let projection = move |v: &Scalar| -> Flow {
                    site.ill_typed(format!("projection .{i} of {v}")).into()
                };
                // A variable's component is read where it is (the tuple is
                // not copied).
                if let SExprKind::Var(name) = &x.kind {
                    if let Some(k) = self.slot(name) {
                        return Box::new(move |f| match &f[k] {
                            Scalar::Tuple(xs) if i < xs.len() => Ok(xs[i].clone()),
                            v => Err(projection(v)),
                        });
                    }
                }
                // A component of an element read: only its leaves are read.
                if let SExprKind::Index { array, indices } = &x.kind {
                    if let Ok(a) = self.scope.array(array) {
                        if let ScalarType::Tuple(ts) = a.elem() {
                            if i < ts.len() {
                                let first: usize = ts[..i].iter().map(|t| t.leaves().len()).sum();
                                let ty = ts[i].clone();
                                return self.index(array, indices, move |a, flat| {
                                    leaf_value(&ty, a.buffers(), &mut first.clone(), flat)
                                });
                            }
                        }
                    }
                }
                let x = self.expr(x);
                Box::new(move |f| match x(f)? {
                    Scalar::Tuple(mut xs) if i < xs.len() => Ok(xs.swap_remove(i)),
                    v => Err(projection(&v)),
                })
            }
            SExprKind::Call(fun, args) => {
                let fun = *fun;
                let mut args: Vec<Code<'a>> = args.iter().map(|a| self.expr(a)).collect();
                let fail = move |err| -> Flow { site.scalar_op(err, None).into() };
                match args.len() {
                    1 => {
                        let a = args.pop().expect("one argument");
                        Box::new(move |f| {
                            let x = [a(f)?];
                            scalar_ops::builtin(fun, &x).map_err(fail)
                        })
                    }
                    2 => {
                        let b = args.pop().expect("two arguments");
                        let a = args.pop().expect("two arguments");
                        Box::new(move |f| {
                            let x = [a(f)?, b(f)?];
                            scalar_ops::builtin(fun, &x).map_err(fail)
                        })
                    }
                    _ => Box::new(move |f| {
                        let mut x = Vec::with_capacity(args.len());
                        for a in &args {
                            x.push(a(f)?);
                        }
                        scalar_ops::builtin(fun, &x).map_err(fail)
                    }),
                }
            }
            SExprKind::Convert(x) => {
                let x = self.expr(x);
                match e.ty.as_prim() {
                    Some(to) => Box::new(move |f| {
                        let x = x(f)?;
                        scalar_ops::convert(&x, to).map_err(|err| site.scalar_op(err, None).into())
                    }),
                    None => {
                        let err = site.ill_typed(format!("conversion to {}", e.ty));
                        Box::new(move |f| {
                            x(f)?;
                            Err(err.clone().into())
                        })
                    }
                }
            }
            SExprKind::Index { array, indices } => {
                self.index(array, indices, |a, flat| a.get(flat))
            }
            SExprKind::The(name) => match self.scope.array(name) {
                Ok(a) if a.rank() != 0 => {
                    failing(site.ill_typed(format!("`the {name}` of a rank-{} array", a.rank())))
                }
                Ok(a) => constant(a.get(0)),
                Err(detail) => failing(site.ill_typed(detail)),
            },
            SExprKind::Length(name) => match self.scope.array(name) {
                Ok(a) => match a.shape().first() {
                    Some(&n) => constant(Scalar::I64(n as i64)),
                    None => failing(site.ill_typed(format!("`length {name}` of a rank-0 array"))),
                },
                Err(detail) => failing(site.ill_typed(detail)),
            },
            SExprKind::Shape(name) => match self.scope.array(name) {
                Ok(a) => {
                    let ix: Vec<i64> = a.shape().iter().map(|&d| d as i64).collect();
                    constant(index_scalar(&ix))
                }
                Err(detail) => failing(site.ill_typed(detail)),
            },
            SExprKind::Ignore => Box::new(|_| Err(Flow::Ignore)),
        }
    }

    /// `xs[i, j, …]`: the indices in order, then the array, then the bounds.
    /// `read` gives the value at a flat position of the array.
    fn index(
        &mut self,
        array: &Name,
        indices: &[SExpr],
        read: impl Fn(&Array, usize) -> Scalar + 'a,
    ) -> Code<'a> {
        let site = self.site;
        let indices: Vec<Code<'a>> = indices.iter().map(|i| self.expr(i)).collect();
        let integer = move |v: Scalar| -> Result<i64, Flow> {
            v.as_i64().ok_or_else(|| {
                site.ill_typed(format!("index {v} is not an integer"))
                    .into()
            })
        };
        let a = match self.scope.array(array) {
            Ok(a) => a,
            Err(detail) => {
                let err = site.ill_typed(detail);
                return Box::new(move |f| {
                    for i in &indices {
                        integer(i(f)?)?;
                    }
                    Err(err.clone().into())
                });
            }
        };
        match (&indices[..], a.shape()) {
            // One index into a rank-1 array: the common read.
            ([_], &[n]) => {
                let i = indices.into_iter().next().expect("one index");
                Box::new(move |f| {
                    let ix = integer(i(f)?)?;
                    if ix < 0 || ix as u64 >= n as u64 {
                        return Err(out_of_bounds(&[ix], a.shape(), site).into());
                    }
                    Ok(read(&a, ix as usize))
                })
            }
            // Up to four indices on the stack.
            (is, _) if is.len() <= 4 => Box::new(move |f| {
                let mut ix = [0i64; 4];
                for (slot, i) in ix.iter_mut().zip(&indices) {
                    *slot = integer(i(f)?)?;
                }
                let ix = &ix[..indices.len()];
                let flat = a
                    .flat_index(ix)
                    .ok_or_else(|| out_of_bounds(ix, a.shape(), site))?;
                Ok(read(&a, flat))
            }),
            _ => Box::new(move |f| {
                let mut ix = Vec::with_capacity(indices.len());
                for i in &indices {
                    ix.push(integer(i(f)?)?);
                }
                let flat = a
                    .flat_index(&ix)
                    .ok_or_else(|| out_of_bounds(&ix, a.shape(), site))?;
                Ok(read(&a, flat))
            }),
        }
    }
}

/// A typed closure: the value, or `None` where the generic code must
/// evaluate the expression (an error, a value of another type).
type T<'a, V> = Box<dyn Fn(&mut [Scalar]) -> Option<V> + 'a>;

/// An expression of a primitive type compiled to typed closures.
enum Typed<'a> {
    F64(T<'a, f64>),
    F32(T<'a, f32>),
    I64(T<'a, i64>),
    Bool(T<'a, bool>),
}

/// The typed closure of a constant.
fn fixed<'a>(v: &Scalar) -> Option<Typed<'a>> {
    Some(match *v {
        Scalar::F64(x) => Typed::F64(Box::new(move |_| Some(x))),
        Scalar::F32(x) => Typed::F32(Box::new(move |_| Some(x))),
        Scalar::I64(x) => Typed::I64(Box::new(move |_| Some(x))),
        Scalar::Bool(x) => Typed::Bool(Box::new(move |_| Some(x))),
        _ => return None,
    })
}

impl<'a> Compiler<'_, 'a> {
    /// The leaves of `e`, a number or a tuple (of tuples) of numbers, each
    /// as typed closures; `None` where a leaf has no typed closures.
    fn typed_leaves(&mut self, e: &SExpr) -> Option<Vec<Typed<'a>>> {
        match &e.kind {
            SExprKind::Tuple(es) => {
                let mut out = Vec::new();
                for e in es {
                    out.extend(self.typed_leaves(e)?);
                }
                Some(out)
            }
            // Leaf by leaf, each with the condition (evaluated once per
            // leaf: it has no effect but its failure, which is the same).
            SExprKind::If(c, t, e) => {
                let (ts, es) = (self.typed_leaves(t)?, self.typed_leaves(e)?);
                if ts.len() != es.len() {
                    return None;
                }
                let mut out = Vec::with_capacity(ts.len());
                for (t, e) in ts.into_iter().zip(es) {
                    let Typed::Bool(c) = self.typed(c)? else {
                        return None;
                    };
                    out.push(typed_if(c, t, e)?);
                }
                Some(out)
            }
            _ => Some(vec![self.typed(e)?]),
        }
    }

    /// `e` as typed closures computing what the generic code computes, for
    /// the operations on `f64`, `f32`, `i64` and `bool` that cannot fail
    /// but for a division by zero or an index out of bounds (where they
    /// give `None`); `None` for an expression with any other part.
    fn typed(&mut self, e: &SExpr) -> Option<Typed<'a>> {
        use Typed::{Bool, F32, F64, I64};
        Some(match &e.kind {
            SExprKind::Lit(lit) => fixed(&scalar_ops::literal(*lit, &e.ty).ok()?)?,
            SExprKind::Var(name) => {
                let k = self.slot(name)?;
                match e.ty.as_prim()? {
                    ir::Prim::F64 => F64(Box::new(move |f| match f[k] {
                        Scalar::F64(x) => Some(x),
                        _ => None,
                    })),
                    ir::Prim::F32 => F32(Box::new(move |f| match f[k] {
                        Scalar::F32(x) => Some(x),
                        _ => None,
                    })),
                    ir::Prim::I64 => I64(Box::new(move |f| match f[k] {
                        Scalar::I64(x) => Some(x),
                        _ => None,
                    })),
                    ir::Prim::Bool => Bool(Box::new(move |f| match f[k] {
                        Scalar::Bool(x) => Some(x),
                        _ => None,
                    })),
                    ir::Prim::I32 => return None,
                }
            }
            SExprKind::Size(name) => I64(Box::new({
                let v = *self.scope.sizes.get(name)?;
                move |_| Some(v)
            })),
            SExprKind::The(name) => {
                let a = self.scope.array(name).ok()?;
                if a.rank() != 0 {
                    return None;
                }
                fixed(&a.get(0))?
            }
            SExprKind::Length(name) => {
                let n = *self.scope.array(name).ok()?.shape().first()? as i64;
                I64(Box::new(move |_| Some(n)))
            }
            SExprKind::Unary(ir::ast::UnOp::Neg, x) => match self.typed(x)? {
                F64(x) => F64(Box::new(move |f| Some(-x(f)?))),
                F32(x) => F32(Box::new(move |f| Some(-x(f)?))),
                I64(x) => I64(Box::new(move |f| Some(x(f)?.wrapping_neg()))),
                Bool(_) => return None,
            },
            SExprKind::Unary(ir::ast::UnOp::Not, x) => match self.typed(x)? {
                Bool(x) => Bool(Box::new(move |f| Some(!x(f)?))),
                _ => return None,
            },
            SExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let (Bool(a), Bool(b)) = (self.typed(a)?, self.typed(b)?) else {
                    return None;
                };
                let or = *op == BinOp::Or;
                Bool(Box::new(move |f| {
                    let a = a(f)?;
                    if a == or {
                        Some(a)
                    } else {
                        b(f)
                    }
                }))
            }
            SExprKind::Binary(op, a, b) => self.typed_binary(*op, a, b)?,
            SExprKind::If(c, t, e) => {
                let Bool(c) = self.typed(c)? else {
                    return None;
                };
                typed_if(c, self.typed(t)?, self.typed(e)?)?
            }
            SExprKind::Let {
                pat: SPat::Var { name, .. },
                value,
                body,
            } => {
                let value = self.typed(value)?;
                self.names.push(name.clone());
                self.slots = self.slots.max(self.names.len());
                let k = self.names.len() - 1;
                let body = self.typed(body);
                self.names.pop();
                let body = body?;
                macro_rules! bind {
                    ($value:ident, $wrap:path) => {
                        match body {
                            F64(b) => F64(Box::new(move |f| {
                                f[k] = $wrap($value(f)?);
                                b(f)
                            })),
                            F32(b) => F32(Box::new(move |f| {
                                f[k] = $wrap($value(f)?);
                                b(f)
                            })),
                            I64(b) => I64(Box::new(move |f| {
                                f[k] = $wrap($value(f)?);
                                b(f)
                            })),
                            Bool(b) => Bool(Box::new(move |f| {
                                f[k] = $wrap($value(f)?);
                                b(f)
                            })),
                        }
                    };
                }
                match value {
                    F64(v) => bind!(v, Scalar::F64),
                    F32(v) => bind!(v, Scalar::F32),
                    I64(v) => bind!(v, Scalar::I64),
                    Bool(v) => bind!(v, Scalar::Bool),
                }
            }
            SExprKind::Call(fun, args) => {
                let fun = *fun;
                // Through `scalar_ops::builtin`, its one definition.
                match (&args[..], e.ty.as_prim()?) {
                    ([x], ir::Prim::F64) => {
                        let F64(x) = self.typed(x)? else { return None };
                        F64(Box::new(move |f| {
                            match scalar_ops::builtin(fun, &[Scalar::F64(x(f)?)]) {
                                Ok(Scalar::F64(v)) => Some(v),
                                _ => None,
                            }
                        }))
                    }
                    ([x], ir::Prim::F32) => {
                        let F32(x) = self.typed(x)? else { return None };
                        F32(Box::new(move |f| {
                            match scalar_ops::builtin(fun, &[Scalar::F32(x(f)?)]) {
                                Ok(Scalar::F32(v)) => Some(v),
                                _ => None,
                            }
                        }))
                    }
                    ([x, y], ir::Prim::F64) => {
                        let (F64(x), F64(y)) = (self.typed(x)?, self.typed(y)?) else {
                            return None;
                        };
                        F64(Box::new(move |f| {
                            let args = [Scalar::F64(x(f)?), Scalar::F64(y(f)?)];
                            match scalar_ops::builtin(fun, &args) {
                                Ok(Scalar::F64(v)) => Some(v),
                                _ => None,
                            }
                        }))
                    }
                    ([x, y], ir::Prim::F32) => {
                        let (F32(x), F32(y)) = (self.typed(x)?, self.typed(y)?) else {
                            return None;
                        };
                        F32(Box::new(move |f| {
                            let args = [Scalar::F32(x(f)?), Scalar::F32(y(f)?)];
                            match scalar_ops::builtin(fun, &args) {
                                Ok(Scalar::F32(v)) => Some(v),
                                _ => None,
                            }
                        }))
                    }
                    _ => return None,
                }
            }
            SExprKind::Index { array, indices } => {
                let a = self.scope.array(array).ok()?;
                let ScalarType::Prim(_) = a.elem() else {
                    return None;
                };
                let mut ix = Vec::with_capacity(indices.len());
                for i in indices {
                    let I64(i) = self.typed(i)? else { return None };
                    ix.push(i);
                }
                match (&ix[..], a.shape()) {
                    ([_], &[n]) => {
                        let i = ix.pop().expect("one index");
                        let at = move |f: &mut [Scalar]| -> Option<usize> {
                            let i = i(f)?;
                            (i >= 0 && (i as u64) < n as u64).then_some(i as usize)
                        };
                        typed_read(a, at)?
                    }
                    ([_, _], &[m, n]) => {
                        let j = ix.pop().expect("two indices");
                        let i = ix.pop().expect("two indices");
                        let at = move |f: &mut [Scalar]| -> Option<usize> {
                            let i = i(f)?;
                            let j = j(f)?;
                            let inside =
                                i >= 0 && (i as u64) < m as u64 && j >= 0 && (j as u64) < n as u64;
                            inside.then(|| i as usize * n + j as usize)
                        };
                        typed_read(a, at)?
                    }
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    fn typed_binary(&mut self, op: BinOp, a: &SExpr, b: &SExpr) -> Option<Typed<'a>> {
        use Typed::{Bool, F32, F64, I64};
        macro_rules! float {
            ($K:ident, $a:ident, $b:ident) => {
                match op {
                    BinOp::Add => $K(Box::new(move |f| Some($a(f)? + $b(f)?))),
                    BinOp::Sub => $K(Box::new(move |f| Some($a(f)? - $b(f)?))),
                    BinOp::Mul => $K(Box::new(move |f| Some($a(f)? * $b(f)?))),
                    BinOp::Div => $K(Box::new(move |f| Some($a(f)? / $b(f)?))),
                    BinOp::Rem => $K(Box::new(move |f| Some($a(f)? % $b(f)?))),
                    BinOp::Lt => Bool(Box::new(move |f| Some($a(f)? < $b(f)?))),
                    BinOp::Le => Bool(Box::new(move |f| Some($a(f)? <= $b(f)?))),
                    BinOp::Gt => Bool(Box::new(move |f| Some($a(f)? > $b(f)?))),
                    BinOp::Ge => Bool(Box::new(move |f| Some($a(f)? >= $b(f)?))),
                    BinOp::Eq => Bool(Box::new(move |f| Some($a(f)? == $b(f)?))),
                    BinOp::Ne => Bool(Box::new(move |f| Some($a(f)? != $b(f)?))),
                    _ => return None,
                }
            };
        }
        Some(match (self.typed(a)?, self.typed(b)?) {
            (F64(a), F64(b)) => float!(F64, a, b),
            (F32(a), F32(b)) => float!(F32, a, b),
            (I64(a), I64(b)) => match op {
                BinOp::Add => I64(Box::new(move |f| Some(a(f)?.wrapping_add(b(f)?)))),
                BinOp::Sub => I64(Box::new(move |f| Some(a(f)?.wrapping_sub(b(f)?)))),
                BinOp::Mul => I64(Box::new(move |f| Some(a(f)?.wrapping_mul(b(f)?)))),
                // By zero: the generic code's error.
                BinOp::Div => I64(Box::new(move |f| {
                    let (x, y) = (a(f)?, b(f)?);
                    (y != 0).then(|| x.wrapping_div(y))
                })),
                BinOp::Rem => I64(Box::new(move |f| {
                    let (x, y) = (a(f)?, b(f)?);
                    (y != 0).then(|| x.wrapping_rem(y))
                })),
                BinOp::Lt => Bool(Box::new(move |f| Some(a(f)? < b(f)?))),
                BinOp::Le => Bool(Box::new(move |f| Some(a(f)? <= b(f)?))),
                BinOp::Gt => Bool(Box::new(move |f| Some(a(f)? > b(f)?))),
                BinOp::Ge => Bool(Box::new(move |f| Some(a(f)? >= b(f)?))),
                BinOp::Eq => Bool(Box::new(move |f| Some(a(f)? == b(f)?))),
                BinOp::Ne => Bool(Box::new(move |f| Some(a(f)? != b(f)?))),
                _ => return None,
            },
            (Bool(a), Bool(b)) => match op {
                BinOp::Eq => Bool(Box::new(move |f| Some(a(f)? == b(f)?))),
                BinOp::Ne => Bool(Box::new(move |f| Some(a(f)? != b(f)?))),
                _ => return None,
            },
            _ => return None,
        })
    }
}

/// `if c then t else e` of typed closures of one type.
fn typed_if<'a>(c: T<'a, bool>, t: Typed<'a>, e: Typed<'a>) -> Option<Typed<'a>> {
    use Typed::{Bool, F32, F64, I64};
    Some(match (t, e) {
        (F64(t), F64(e)) => F64(Box::new(move |f| if c(f)? { t(f) } else { e(f) })),
        (F32(t), F32(e)) => F32(Box::new(move |f| if c(f)? { t(f) } else { e(f) })),
        (I64(t), I64(e)) => I64(Box::new(move |f| if c(f)? { t(f) } else { e(f) })),
        (Bool(t), Bool(e)) => Bool(Box::new(move |f| if c(f)? { t(f) } else { e(f) })),
        _ => return None,
    })
}

/// The typed read of a rank-1 or rank-2 array of primitives at the flat
/// position `at` gives (`None` out of bounds).
fn typed_read<'a>(a: Array, at: impl Fn(&mut [Scalar]) -> Option<usize> + 'a) -> Option<Typed<'a>> {
    Some(match a.buffers().first()?.prim() {
        ir::Prim::F64 => Typed::F64(Box::new(move |f| match &a.buffers()[0] {
            Buffer::F64(v) => Some(v[at(f)?]),
            _ => None,
        })),
        ir::Prim::F32 => Typed::F32(Box::new(move |f| match &a.buffers()[0] {
            Buffer::F32(v) => Some(v[at(f)?]),
            _ => None,
        })),
        ir::Prim::I64 => Typed::I64(Box::new(move |f| match &a.buffers()[0] {
            Buffer::I64(v) => Some(v[at(f)?]),
            _ => None,
        })),
        ir::Prim::Bool => Typed::Bool(Box::new(move |f| match &a.buffers()[0] {
            Buffer::Bool(v) => Some(v[at(f)?]),
            _ => None,
        })),
        ir::Prim::I32 => return None,
    })
}

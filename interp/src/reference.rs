//! The reference interpreter: runs a typed [`ir::Program`] array-at-a-time,
//! straight from the definitions in `language.md`. It is the oracle every
//! compiler path is checked against, so it keeps to the definitions: each
//! array operation is one loop over its result, in order, with nothing fused.
//! What makes it fast enough for real sizes does not change what it computes:
//! an operation's result is made in typed buffers, one per primitive
//! component of its element type (an element takes its own size, and a
//! `reshape` shares its operand's buffers), and its lambda is compiled once,
//! where the operation starts, to closures over a frame of slots
//! (`crate::lambda`), then applied to every element. Where a lambda's values
//! are numbers, the element-wise operations (`map`, `generate`, `stencil`,
//! the index functions of `backpermute` and `permute`) apply it to a block
//! of elements at once (`crate::block`); a block in which an element fails
//! is run again one element at a time, which meets the error where the
//! definition does. Folds and scans combine one element after another, in
//! order, their tuple accumulators kept as leaves (`Compiled::step`).
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

mod sequences;

use crate::block::{self, Block, Col, BLOCK};
use crate::error::{Flow, RunError, RuntimeError, RuntimeErrorKind as Kind, Site};
use crate::index::{as_index, fmt_shape};
use crate::inputs::{bind_sizes, bind_sizes_with, Sizes};
use crate::lambda::{from_leaves, into_leaves, out_of_bounds, Compiled, Scope};
use crate::regroup;
use ir::ast::{AExprKind, APat, Boundary, Lambda, Op, ReplicateAxis, ScanDir};
use ir::{neighbourhood, ArrayError};
use ir::{
    AExpr, Array, Buffer, Def, Name, Program, SExpr, Scalar, ScalarType, Size, Span, Type, Value,
};
use std::ops::Range;

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
    let mode = Mode {
        order: Order::Regrouped,
        blocks: true,
    };
    let (value, made) = eval_def(program, mode, def, inputs.to_vec(), sizes)?;
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
    let mode = Mode {
        order,
        blocks: true,
    };
    run_mode(mode, program, def, inputs, given)
}

/// [`run_with`] without block evaluation (`crate::block`): every lambda
/// applied to one element at a time. It computes what [`run_with`]
/// computes, the same values and the same errors; it exists so that tests
/// can check that the fast path does.
pub fn run_element_at_a_time(
    program: &Program,
    def: &Def,
    inputs: &[Array],
    given: &Sizes,
) -> Result<Value, RunError> {
    let mode = Mode {
        order: Order::Sequential,
        blocks: false,
    };
    run_mode(mode, program, def, inputs, given)
}

fn run_mode(
    mode: Mode,
    program: &Program,
    def: &Def,
    inputs: &[Array],
    given: &Sizes,
) -> Result<Value, RunError> {
    let sizes = bind_sizes_with(def, inputs, given)?;
    Ok(eval_def(program, mode, def, inputs.to_vec(), sizes)?.0)
}

/// How a run evaluates: the grouping of its folds, scans and permutes, and
/// whether lambdas are applied to blocks of elements where they can be.
#[derive(Clone, Copy)]
struct Mode {
    order: Order,
    blocks: bool,
}

/// Evaluates a definition's body with its parameters bound to `args` and
/// checks the result against the declared return type; with the arrays
/// that a regrouped `permute` made and their bounds (`Machine::bounds`).
fn eval_def(
    program: &Program,
    mode: Mode,
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
        mode,
        sizes,
        arrays: Vec::new(),
        seqs: Vec::new(),
        bounds: Vec::new(),
    };
    for sp in &def.seqs {
        let elements = ir::sequence::decode(&sp.elem, &args[sp.positions()])
            .map_err(|detail| site.ill_typed(format!("sequence `{}`: {detail}", sp.name)))?;
        for (i, x) in elements.iter().enumerate() {
            check_type(
                &sp.elem,
                x,
                &m.sizes,
                &format!("element {i} of `{}`", sp.name),
            )
            .map_err(|detail| site.err(Kind::ShapeMismatch, detail))?;
        }
        m.seqs.push((sp.name.clone(), elements));
    }
    for (k, (p, a)) in def.params.iter().zip(args).enumerate() {
        if !def.seqs.iter().any(|sp| sp.positions().contains(&k)) {
            m.arrays.push((p.name.clone(), Value::Array(a)));
        }
    }
    if let Some(elem) = def.ret.as_seq() {
        let elements = m.eval_seq(&def.body)?;
        for (i, x) in elements.iter().enumerate() {
            check_type(elem, x, &m.sizes, &format!("element {i} of the result"))
                .map_err(|detail| site.err(Kind::ResultMismatch, detail))?;
        }
        let arrays =
            ir::sequence::encode(elem, &elements).map_err(|detail| site.ill_typed(detail))?;
        return Ok((
            Value::Tuple(arrays.into_iter().map(Value::Array).collect()),
            m.bounds,
        ));
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
/// A segmented operation's lengths `segs`, checked against rows of `n`
/// elements when there are rows ([`check_segments`]); with no rows nothing
/// is checked (docs/language.md).
fn segment_lengths(
    segs: &Array,
    outer: &[usize],
    n: usize,
    site: Site,
) -> Result<Vec<usize>, RuntimeError> {
    if segs.rank() != 1 {
        return Err(site.ill_typed(format!("segment lengths of rank {}", segs.rank())));
    }
    let mut lens = site.alloc(segs.len(), "the segment lengths")?;
    for i in 0..segs.len() {
        let s = segs.get(i);
        let s = s
            .as_i64()
            .ok_or_else(|| site.ill_typed(format!("segment length {s} is not an integer")))?;
        lens.push(s);
    }
    if outer.iter().product::<usize>() > 0 {
        check_segments(&lens, n, site)?;
    }
    // Checked where there are rows: none is negative (without rows only
    // their number is used).
    Ok(lens.into_iter().map(|l| l.max(0) as usize).collect())
}

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
    mode: Mode,
    /// The definition's sizes, bound from its arguments.
    sizes: Sizes,
    /// Array-level bindings (parameters, lets, loop variables); innermost last.
    arrays: Vec<(Name, Value)>,
    /// Sequence bindings (parameters, lets); innermost last.
    seqs: Vec<(Name, sequences::Elements)>,
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
                let (arrays, seqs) = (self.arrays.len(), self.seqs.len());
                self.bind_let(pat, value, at("let"))?;
                let result = self.eval(body);
                self.arrays.truncate(arrays);
                self.seqs.truncate(seqs);
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
                ..
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
            AExprKind::Seq(seq) => self.eval_consumer(seq, e),
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
        eval_def(program, self.mode, callee, arrays, sizes).map(|(v, _)| v)
    }

    fn lookup(&self, name: &Name, site: Site) -> Result<&Value, RuntimeError> {
        self.arrays
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
            .ok_or_else(|| site.ill_typed(format!("unbound array `{name}`")))
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

    /// What a lambda compiled here sees: the arrays and sizes in scope.
    fn scope(&self) -> Scope<'_> {
        Scope {
            arrays: &self.arrays,
            sizes: &self.sizes,
        }
    }

    /// `f` compiled for the operation at `site`, in the present scope.
    fn compile<'a>(&self, f: &Lambda, site: Site<'a>) -> Compiled<'a> {
        Compiled::lambda(f, &self.scope(), site)
    }

    /// `f` compiled for blocks of elements (`crate::block`), where it can be:
    /// its parameters take values of `params`, it gives values of `result`.
    fn compile_block<'a>(
        &self,
        f: &Lambda,
        params: &[ScalarType],
        result: &ScalarType,
    ) -> Option<Block<'a>> {
        if !self.mode.blocks {
            return None;
        }
        Block::compile(f, params, result, &self.scope())
    }

    /// An array-level scalar expression: no lambda variables in scope.
    fn eval_top(&mut self, e: &SExpr, site: Site) -> Result<Scalar, RuntimeError> {
        Compiled::top(e, &self.scope(), site).eval()
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

    // ---- array operations --------------------------------------------------

    fn eval_op(&mut self, op: &Op, e: &AExpr) -> Result<Value, RuntimeError> {
        let site = Site {
            op: op.kind().name(),
            span: e.span,
        };
        let elem = match &e.ty {
            Type::Array(at) => at.elem.clone(),
            Type::Tuple(_) | Type::Seq(_) => {
                return Err(site.ill_typed("an array operation of tuple or sequence type"))
            }
        };
        let elem = &elem;
        let made = match op {
            Op::Reshape { shape, arg } => {
                return Ok(Value::Array(self.reshape(shape, arg, elem, site)?))
            }
            Op::Generate { shape, f } => self.generate(shape, f, elem, site)?,
            Op::Map { f, args } => self.map(f, args, elem, site)?,
            Op::Fold { f, init, arg } => self.fold(f, init.as_ref(), arg, elem, site)?,
            Op::Scan { dir, f, init, arg } => {
                let (made, bounds) = self.scan(*dir, f, init.as_ref(), arg, elem, site)?;
                return Ok(Value::Array(self.bounded(made, bounds, site)?));
            }
            Op::Backpermute { shape, index, arg } => {
                self.backpermute(shape, index, arg, elem, site)?
            }
            Op::Permute {
                f,
                defaults,
                index,
                arg,
            } => {
                let (made, bounds) = self.permute(f, defaults, index, arg, elem, site)?;
                return Ok(Value::Array(self.bounded(made, bounds, site)?));
            }
            Op::Replicate { arg, .. } | Op::Transpose { arg, .. } => {
                self.rearranged(op, arg, elem, site)?
            }
            Op::Stencil {
                extents,
                f,
                boundary,
                arg,
            } => self.stencil(extents, f, boundary, arg, elem, site)?,
            Op::FoldSeg { f, init, segs, arg } => self.fold_seg(f, init, segs, arg, elem, site)?,
            Op::ScanSeg { f, segs, arg } => self.scan_seg(f, segs, arg, elem, site)?,
            Op::Filter { pred, arg } => self.filter(pred, arg, elem, site)?,
        };
        Ok(Value::Array(made.finish(site)?))
    }

    /// The array `made`, its elements' bounds (a regrouped scan's or
    /// permute's) kept with it.
    fn bounded(
        &mut self,
        made: Elems,
        bounds: Option<Vec<f64>>,
        site: Site,
    ) -> Result<Array, RuntimeError> {
        let array = made.finish(site)?;
        if let Some(bounds) = bounds {
            self.bounds.push((array.clone(), bounds));
        }
        Ok(array)
    }

    fn generate(
        &mut self,
        shape: &[SExpr],
        f: &Lambda,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (shape, n) = self.extents(shape, site)?;
        let mut out = Out::zeroed(elem, n, site)?;
        let block = self.compile_block(f, &[index_type(shape.len())], elem);
        let mut f = self.compile(f, site);
        let space = IndexSpace::new(&shape);
        let fill = |_: usize, axis: usize, range| Some(space.column(axis, range));
        by_blocks(block.as_ref(), &mut out, n, fill, |out, lo, hi| {
            let mut ix = space.index(lo);
            for flat in lo..hi {
                out.set(flat, &f.call_index(&ix)?, site)?;
                next_index(&mut ix, &shape);
            }
            Ok(())
        })?;
        Ok(Elems { shape, out })
    }

    fn map(
        &mut self,
        f: &Lambda,
        args: &[AExpr],
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
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
        let mut out = Out::zeroed(elem, n, site)?;
        let types: Vec<ScalarType> = xss.iter().map(|xs| xs.elem().clone()).collect();
        let block = self.compile_block(f, &types, elem);
        let mut f = self.compile(f, site);
        let direct = f.takes(&xss);
        let fill =
            |p: usize, leaf: usize, range| Some(block::slice(&xss[p].buffers()[leaf], range));
        by_blocks(block.as_ref(), &mut out, n, fill, |out, lo, hi| {
            for i in lo..hi {
                out.set(i, &f.call_elems(&xss, i, direct)?, site)?;
            }
            Ok(())
        })?;
        Ok(Elems { shape, out })
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
        self.mode.order == Order::Regrouped && regroup::regroups(f)
    }

    fn fold(
        &mut self,
        f: &Lambda,
        init: Option<&SExpr>,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (xs, outer, n, z) = self.rows_and_init(arg, init, site)?;
        let nrows = outer.iter().product();
        let mut out = Out::zeroed(elem, nrows, site)?;
        let regrouped = self.regroups(f);
        let mut f = self.compile(f, site);
        for row in 0..nrows {
            let base = row * n;
            if regrouped {
                match fold_pairwise(&mut f, z.clone(), &xs, base..base + n)? {
                    Some(acc) => out.set(row, &acc, site)?,
                    None => return Err(site.kind(Kind::EmptyFold1, row as i64, 0)),
                }
                continue;
            }
            let (acc, start) = match &z {
                Some(z) => (z.clone(), 0),
                None if n == 0 => return Err(site.kind(Kind::EmptyFold1, row as i64, 0)),
                None => (xs.get(base), 1),
            };
            let mut acc = into_leaves(acc);
            for j in start..n {
                f.step(0, elem, &mut acc, &xs, base + j)?;
            }
            out.set_leaves(row, &acc, site)?;
        }
        Ok(Elems { shape: outer, out })
    }

    fn scan(
        &mut self,
        dir: ScanDir,
        f: &Lambda,
        init: Option<&SExpr>,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<(Elems, Option<Vec<f64>>), RuntimeError> {
        let (xs, outer, n, z) = self.rows_and_init(arg, init, site)?;
        let out_n = n + usize::from(z.is_some());
        let nrows: usize = outer.iter().product();
        let total = site.element_count(&[nrows, out_n])?;
        let mut out = Out::zeroed(elem, total, site)?;
        // Every row is empty (a scan1 of empty rows): nothing to loop over,
        // however many rows there are.
        let nrows = if out_n == 0 { 0 } else { nrows };
        let regrouped = self.regroups(f);
        // Regrouped: each element's bound on two orders of its prefix.
        let mut bounds = if regrouped {
            Some(site.alloc(total, "the bounds of its elements")?)
        } else {
            None
        };
        let mut fc = self.compile(f, site);
        for row in 0..nrows {
            let base = row * n;
            // The k-th element of the row in the scan's direction.
            let at = |k: usize| match dir {
                ScanDir::Left => base + k,
                ScanDir::Right => base + n - 1 - k,
            };
            // Where the k-th element the scan computes goes.
            let to = |k: usize| match dir {
                ScanDir::Left => row * out_n + k,
                ScanDir::Right => row * out_n + out_n - 1 - k,
            };
            if z.is_none() && n == 0 {
                continue;
            }
            if let Some(bounds) = &mut bounds {
                let elems: Vec<Scalar> = z
                    .iter()
                    .cloned()
                    .chain((0..n).map(|k| xs.get(at(k))))
                    .collect();
                let row_out = regroup::blocked_scan(&elems, &mut |a, b| fc.call([a, b]))?;
                for (k, v) in row_out.iter().enumerate() {
                    out.set(to(k), v, site)?;
                }
                let mut row = regroup::prefix_bounds(f, &elems)
                    .unwrap_or_else(|| vec![f64::NAN; elems.len()]);
                if dir == ScanDir::Right {
                    row.reverse();
                }
                bounds.append(&mut row);
                continue;
            }
            let (acc, start) = match &z {
                Some(z) => (z.clone(), 0),
                None => (xs.get(at(0)), 1),
            };
            out.set(to(0), &acc, site)?;
            let mut acc = into_leaves(acc);
            let acc_param = match dir {
                ScanDir::Left => 0,
                ScanDir::Right => 1,
            };
            for k in start..n {
                fc.step(acc_param, elem, &mut acc, &xs, at(k))?;
                out.set_leaves(to(k + 1 - start), &acc, site)?;
            }
        }
        let mut shape = outer;
        shape.push(out_n);
        Ok((Elems { shape, out }, bounds))
    }

    fn backpermute(
        &mut self,
        shape: &[SExpr],
        index: &Lambda,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let (shape, n) = self.extents(shape, site)?;
        let xs = self.array(arg, site)?;
        let mut out = Out::zeroed(elem, n, site)?;
        let block = self.compile_block(index, &[index_type(shape.len())], &index_type(xs.rank()));
        let mut index = self.compile(index, site);
        let space = IndexSpace::new(&shape);
        let fill = |_: usize, axis: usize, range| Some(space.column(axis, range));
        let take = |out: &mut Out, lo: usize, cols: &[Col]| {
            let Some(at) = flat_positions(cols, xs.shape()) else {
                return Ok(false);
            };
            for (k, &at) in at.iter().enumerate() {
                out.copy_from(lo + k, &xs, at, site)?;
            }
            Ok(true)
        };
        blockwise(block.as_ref(), &mut out, n, fill, take, |out, lo, hi| {
            let mut ix = space.index(lo);
            for flat in lo..hi {
                let v = index.call_index(&ix)?;
                let at = position(&v, xs.shape(), site)?;
                out.copy_from(flat, &xs, at, site)?;
                next_index(&mut ix, &shape);
            }
            Ok(())
        })?;
        Ok(Elems { shape, out })
    }

    fn permute(
        &mut self,
        f: &Lambda,
        defaults: &AExpr,
        index: &Lambda,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<(Elems, Option<Vec<f64>>), RuntimeError> {
        let dflt = self.array(defaults, site)?;
        let xs = self.array(arg, site)?;
        let mut out = Out::zeroed(elem, dflt.len(), site)?;
        for i in 0..dflt.len() {
            out.copy_from(i, &dflt, i, site)?;
        }
        // Regrouped: each target's contributions combined pairwise, then
        // into its default.
        let mut regrouped = self.regroups(f).then(|| vec![Vec::new(); dflt.len()]);
        let block = self.compile_block(index, &[index_type(xs.rank())], &index_type(dflt.rank()));
        let mut fc = self.compile(f, site);
        let mut index = self.compile(index, site);
        let space = IndexSpace::new(xs.shape());
        let fill = |_: usize, axis: usize, range| Some(space.column(axis, range));
        // Source element `flat` combined into the target `at`, in order.
        let combine = |(out, regrouped, fc): &mut State, flat: usize, at: usize| {
            if let Some(contributions) = regrouped {
                contributions[at].push(xs.get(flat));
                return Ok(());
            }
            let mut acc = out.leaves(at);
            fc.step(1, elem, &mut acc, &xs, flat)?;
            out.set_leaves(at, &acc, site)
        };
        type State<'s, 'a> = (
            &'s mut Out,
            &'s mut Option<Vec<Vec<Scalar>>>,
            &'s mut Compiled<'a>,
        );
        let mut state: State = (&mut out, &mut regrouped, &mut fc);
        let take = |state: &mut State, lo: usize, cols: &[Col]| {
            let Some(at) = flat_positions(cols, dflt.shape()) else {
                return Ok(false);
            };
            for (k, &at) in at.iter().enumerate() {
                combine(state, lo + k, at)?;
            }
            Ok(true)
        };
        let each = |state: &mut State, lo: usize, hi: usize| {
            let mut ix = space.index(lo);
            for flat in lo..hi {
                let t = index.apply_index(&ix);
                next_index(&mut ix, xs.shape());
                let t = match t {
                    Ok(t) => t,
                    Err(Flow::Ignore) => continue,
                    Err(Flow::Error(e)) => return Err(*e),
                };
                let at = position(&t, dflt.shape(), site)?;
                combine(state, flat, at)?;
            }
            Ok(())
        };
        blockwise(block.as_ref(), &mut state, xs.len(), fill, take, each)?;
        let bounds = regrouped.as_ref().map(|rows| {
            rows.iter()
                .enumerate()
                .map(|(at, row)| regroup::unordered_bound(f, &out.get(at), row).unwrap_or(f64::NAN))
                .collect()
        });
        for (at, row) in regrouped.iter().flatten().enumerate() {
            let mut call = |a, b| fc.call([a, b]);
            if let Some(total) = regroup::pairwise(row, &mut call)? {
                let v = call(total, out.get(at))?;
                out.set(at, &v, site)?;
            }
        }
        let made = Elems {
            shape: dflt.shape().to_vec(),
            out,
        };
        Ok((made, bounds))
    }

    /// `replicate` and `transpose`: every element of the result is the
    /// operand's at the index [`Op::operand_axes`] names. A `replicate`'s
    /// counts are evaluated before its operand.
    fn rearranged(
        &mut self,
        op: &Op,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let mut counts = Vec::new();
        if let Op::Replicate { axes, .. } = op {
            for axis in axes {
                counts.push(match axis {
                    ReplicateAxis::New(count) => {
                        let k = self.eval_i64(count, site)?;
                        Some(usize::try_from(k).map_err(|_| site.kind(Kind::NegativeSize, k, 0))?)
                    }
                    ReplicateAxis::Operand => None,
                });
            }
        }
        let xs = self.array(arg, site)?;
        let taken = op
            .operand_axes()
            .filter(|t| t.len() == xs.rank())
            .ok_or_else(|| {
                site.ill_typed(format!("{} of a rank-{} array", op.kind(), xs.rank()))
            })?;
        let shape: Vec<usize> = match op {
            Op::Transpose { perm, .. } => perm.iter().map(|&p| xs.shape()[p]).collect(),
            _ => {
                let mut kept = xs.shape().iter();
                counts
                    .iter()
                    .map(|c| c.or_else(|| kept.next().copied()).unwrap_or(0))
                    .collect()
            }
        };
        // The operand's row-major stride for each axis of the result (0 on
        // a new axis: its index is not read).
        let mut stride = vec![0; shape.len()];
        let mut step = 1;
        for (a, &d) in taken.iter().enumerate().rev() {
            stride[d] = step;
            step *= xs.shape()[a];
        }
        let total = site.element_count(&shape)?;
        let mut out = Out::zeroed(elem, total, site)?;
        if total == 0 {
            return Ok(Elems { shape, out });
        }
        // Copy runs along the innermost axis when it is the operand's too.
        let run = match (shape.last(), stride.last()) {
            (Some(&n), Some(1)) => n,
            _ => 1,
        };
        let walked = if run == 1 {
            shape.len()
        } else {
            shape.len() - 1
        };
        let mut ix = vec![0; walked];
        for start in (0..total).step_by(run) {
            let from = ix.iter().zip(&stride).map(|(i, s)| i * s).sum();
            out.copy_rows(start, &xs, from, run, site)?;
            for d in (0..walked).rev() {
                ix[d] += 1;
                if ix[d] < shape[d] {
                    break;
                }
                ix[d] = 0;
            }
        }
        Ok(Elems { shape, out })
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
        if xs.elem() != elem {
            return Err(site.ill_typed(format!(
                "reshape of an array of {} to one of {elem}",
                xs.elem()
            )));
        }
        xs.reshaped(shape)
            .map_err(|e| site.ill_typed(e.to_string()))
    }

    fn stencil(
        &mut self,
        extents: &[usize],
        f: &Lambda,
        boundary: &Boundary,
        arg: &AExpr,
        elem: &ScalarType,
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
        let rank = shape.len();
        if rank != extents.len() || !(1..=neighbourhood::MAX_RANK).contains(&rank) {
            return Err(site.ill_typed(format!("stencil on a rank-{rank} array")));
        }
        let mut out = Out::zeroed(elem, xs.len(), site)?;
        let hood = neighbourhood::tuple_type(extents, xs.elem());
        let offsets = neighbourhood::offsets(extents);
        let block = self.compile_block(f, &[hood], elem);
        let mut f = self.compile(f, site);
        // Nothing to compute (and one extent may be huge).
        let len = if xs.is_empty() { 0 } else { xs.len() };
        let cols = *shape.last().expect("rank 1 or more");
        // The multi-index of the element at flat position `k`.
        let index_of = |k: usize| -> Vec<i64> {
            let mut ix = vec![0; rank];
            let mut rest = k;
            for (axis, &n) in shape.iter().enumerate().rev() {
                ix[axis] = (rest % n) as i64;
                rest /= n;
            }
            ix
        };
        // The flat positions of the neighbour at offset `off` of the
        // elements `range` (`None`: the boundary constant), a row at a time:
        // the outer axes are resolved once per row.
        let positions = |off: &[i64], range: Range<usize>| -> Vec<Option<usize>> {
            let (outer_off, dj) = off.split_at(rank - 1);
            let mut at = Vec::with_capacity(range.len());
            let mut k = range.start;
            while k < range.end {
                let (row, j0) = (k / cols, k % cols);
                let end = range.end.min((row + 1) * cols);
                let row_ix = index_of(k);
                let outer: Vec<i64> = row_ix[..rank - 1]
                    .iter()
                    .zip(outer_off)
                    .map(|(i, o)| i + o)
                    .collect();
                let row_at = edge.position(&shape[..rank - 1], &outer);
                for j in j0..j0 + (end - k) {
                    let j = j as i64 + dj[0];
                    let column = if (0..cols as i64).contains(&j) {
                        Some(j as usize)
                    } else {
                        edge.resolve(j, cols).ok()
                    };
                    at.push(row_at.zip(column).map(|(r, c)| r * cols + c));
                }
                k = end;
            }
            at
        };
        let leaves = xs.elem().leaves().len();
        let constant = match &edge {
            Edge::Constant(c) => Some(c),
            _ => None,
        };
        let fill = |_: usize, leaf: usize, range: Range<usize>| {
            let (spot, l) = (leaf / leaves, leaf % leaves);
            let n = range.len();
            let at = positions(&offsets[spot], range);
            // A tuple constant's leaf `l`.
            let constant = match constant {
                Some(c) => Some(scalar_leaf(c, l)?),
                None => None,
            };
            block::gather(&xs.buffers()[l], n, |k| at[k], constant.as_ref())
        };
        by_blocks(block.as_ref(), &mut out, len, fill, |out, lo, hi| {
            for k in lo..hi {
                let ix = index_of(k);
                let v = f.call_hood(extents, |spot| {
                    let at: Vec<i64> = ix.iter().zip(&offsets[spot]).map(|(i, o)| i + o).collect();
                    edge.sample(&xs, &at)
                })?;
                out.set(k, &v, site)?;
            }
            Ok(())
        })?;
        Ok(Elems { shape, out })
    }

    fn fold_seg(
        &mut self,
        f: &Lambda,
        init: &SExpr,
        segs: &AExpr,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let segs = self.array(segs, site)?;
        let xs = self.array(arg, site)?;
        let z = self.eval_top(init, site)?;
        let (outer, n) = rows(&xs, site)?;
        let lens = segment_lengths(&segs, &outer, n, site)?;
        let nrows: usize = outer.iter().product();
        let total = site.element_count(&[nrows, lens.len()])?;
        let mut out = Out::zeroed(elem, total, site)?;
        // No segments: every row's result is empty, however many rows.
        let nrows = if lens.is_empty() { 0 } else { nrows };
        let regrouped = self.regroups(f);
        let mut f = self.compile(f, site);
        let mut at = 0;
        for row in 0..nrows {
            let mut pos = row * n;
            for &len in &lens {
                if regrouped {
                    let acc = fold_pairwise(&mut f, Some(z.clone()), &xs, pos..pos + len)?;
                    if let Some(acc) = acc {
                        out.set(at, &acc, site)?;
                        at += 1;
                    }
                } else {
                    let mut acc = into_leaves(z.clone());
                    for j in pos..pos + len {
                        f.step(0, elem, &mut acc, &xs, j)?;
                    }
                    out.set_leaves(at, &acc, site)?;
                    at += 1;
                }
                pos += len;
            }
        }
        let mut shape = outer;
        shape.push(lens.len());
        Ok(Elems { shape, out })
    }

    /// `scanl1_seg`: each segment of each row scanned in order from its
    /// first element (every backend scans a segment on one thread, in
    /// order, so no regrouping is modelled).
    fn scan_seg(
        &mut self,
        f: &Lambda,
        segs: &AExpr,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let segs = self.array(segs, site)?;
        let xs = self.array(arg, site)?;
        let (outer, n) = rows(&xs, site)?;
        let lens = segment_lengths(&segs, &outer, n, site)?;
        let nrows: usize = outer.iter().product();
        let total = site.element_count(&[nrows, n])?;
        let mut out = Out::zeroed(elem, total, site)?;
        let mut f = self.compile(f, site);
        for row in 0..nrows {
            let mut pos = row * n;
            for &len in &lens {
                if len > 0 {
                    let first = xs.get(pos);
                    out.set(pos, &first, site)?;
                    let mut acc = into_leaves(first);
                    for j in pos + 1..pos + len {
                        f.step(0, elem, &mut acc, &xs, j)?;
                        out.set_leaves(j, &acc, site)?;
                    }
                }
                pos += len;
            }
        }
        let mut shape = outer;
        shape.push(n);
        Ok(Elems { shape, out })
    }

    fn filter(
        &mut self,
        pred: &Lambda,
        arg: &AExpr,
        elem: &ScalarType,
        site: Site,
    ) -> Result<Elems, RuntimeError> {
        let xs = self.array(arg, site)?;
        if xs.rank() != 1 {
            return Err(site.ill_typed(format!("filter of a rank-{} array", xs.rank())));
        }
        let mut out = Out::zeroed(elem, xs.len(), site)?;
        let mut pred = self.compile(pred, site);
        let mut kept = 0;
        for i in 0..xs.len() {
            let x = xs.get(i);
            match pred.call([x.clone()])? {
                Scalar::Bool(true) => {
                    out.set(kept, &x, site)?;
                    kept += 1;
                }
                Scalar::Bool(false) => {}
                v => return Err(site.ill_typed(format!("filter predicate returned {v}"))),
            }
        }
        Ok(Elems {
            shape: vec![kept],
            out,
        })
    }
}

/// `z` (when given) combined with the pairwise combination of
/// `xs[range]`; `None` for no `z` and an empty range.
fn fold_pairwise(
    f: &mut Compiled,
    z: Option<Scalar>,
    xs: &Array,
    range: std::ops::Range<usize>,
) -> Result<Option<Scalar>, RuntimeError> {
    let row: Vec<Scalar> = range.map(|i| xs.get(i)).collect();
    let mut call = |a, b| f.call([a, b]);
    Ok(match (z, regroup::pairwise(&row, &mut call)?) {
        (Some(z), Some(total)) => Some(call(z, total)?),
        (z, total) => z.or(total),
    })
}

/// Steps the multi-index `ix` to the next position of `shape` in row-major
/// order (past the last one it wraps to zeros).
fn next_index(ix: &mut [i64], shape: &[usize]) {
    for (i, &d) in ix.iter_mut().zip(shape).rev() {
        *i += 1;
        if (*i as u64) < d as u64 {
            return;
        }
        *i = 0;
    }
}

/// The flat position in an array of `shape` of the index value `v` (an
/// `i64` at rank 1, a tuple otherwise), or the error reading it there.
fn position(v: &Scalar, shape: &[usize], site: Site) -> Result<usize, RuntimeError> {
    if let (&[n], Some(i)) = (shape, v.as_i64()) {
        return if i >= 0 && (i as u64) < n as u64 {
            Ok(i as usize)
        } else {
            Err(out_of_bounds(&[i], shape, site))
        };
    }
    let ix = as_index(v, shape.len(), site)?;
    let mut flat = 0usize;
    for (&i, &d) in ix.iter().zip(shape) {
        if i < 0 || i as u64 >= d as u64 {
            return Err(out_of_bounds(&ix, shape, site));
        }
        flat = flat * d + i as usize;
    }
    Ok(flat)
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

    /// The flat position standing for a possibly out-of-range multi-index
    /// of an array of `shape`, or `None` where the constant stands for it.
    fn position(&self, shape: &[usize], ix: &[i64]) -> Option<usize> {
        let mut flat = 0;
        for (&i, &n) in ix.iter().zip(shape) {
            flat = flat * n + self.resolve(i, n).ok()?;
        }
        Some(flat)
    }

    /// The element at a possibly out-of-range multi-index.
    fn sample(&self, xs: &Array, ix: &[i64]) -> Scalar {
        match (self.position(xs.shape(), ix), self) {
            (Some(flat), _) => xs.get(flat),
            (None, Edge::Constant(c)) => c.clone(),
            (None, _) => unreachable!("only a constant boundary leaves the array"),
        }
    }
}

/// What an array operation computes before it is an array: its extents
/// and its elements (built into an array in one place, `Elems::finish`).
struct Elems {
    shape: Vec<usize>,
    out: Out,
}

impl Elems {
    fn finish(self, site: Site) -> Result<Array, RuntimeError> {
        self.out.finish(self.shape, site)
    }
}

/// An operation's elements as they are computed: one buffer per primitive
/// component of the element type, allocated zeroed for every element up
/// front (an element takes its own size), set in any order.
struct Out {
    elem: ScalarType,
    bufs: Vec<Buffer>,
}

impl Out {
    /// Room for `n` elements, or the out-of-memory error of the result.
    fn zeroed(elem: &ScalarType, n: usize, site: Site) -> Result<Out, RuntimeError> {
        let bufs = ir::try_zeroed_buffers(&elem.leaves(), n)
            .map_err(|e| RuntimeError::out_of_memory(site.op, site.span, e, RESULT))?;
        Ok(Out {
            elem: elem.clone(),
            bufs,
        })
    }

    /// Sets element `i`; a value not of the element type is ill-typed.
    fn set(&mut self, i: usize, v: &Scalar, site: Site) -> Result<(), RuntimeError> {
        let ok = match (&mut self.bufs[..], &self.elem) {
            ([b], ScalarType::Prim(_)) => b.set(i, v),
            (bufs, _) => {
                let mut k = 0;
                set_leaves(bufs, &mut k, i, v) && k == bufs.len()
            }
        };
        if ok {
            Ok(())
        } else {
            Err(site.ill_typed(format!("element {v} is not of type {}", self.elem)))
        }
    }

    /// Sets element `i` to the value of the leaves `leaves`.
    fn set_leaves(&mut self, i: usize, leaves: &[Scalar], site: Site) -> Result<(), RuntimeError> {
        let ok = leaves.len() == self.bufs.len()
            && self.bufs.iter_mut().zip(leaves).all(|(b, v)| b.set(i, v));
        if ok {
            Ok(())
        } else {
            let v = from_leaves(&self.elem, &mut leaves.iter().cloned());
            Err(site.ill_typed(format!("element {v} is not of type {}", self.elem)))
        }
    }

    /// The leaves of element `i`.
    fn leaves(&self, i: usize) -> Vec<Scalar> {
        self.bufs.iter().map(|b| b.get(i)).collect()
    }

    /// Element `i`.
    fn get(&self, i: usize) -> Scalar {
        fn leaf(bufs: &[Buffer], ty: &ScalarType, k: &mut usize, i: usize) -> Scalar {
            match ty {
                ScalarType::Prim(_) => {
                    *k += 1;
                    bufs[*k - 1].get(i)
                }
                ScalarType::Tuple(ts) => {
                    Scalar::Tuple(ts.iter().map(|t| leaf(bufs, t, k, i)).collect())
                }
            }
        }
        leaf(&self.bufs, &self.elem, &mut 0, i)
    }

    /// Sets element `i` to element `j` of `xs`.
    fn copy_from(
        &mut self,
        i: usize,
        xs: &Array,
        j: usize,
        site: Site,
    ) -> Result<(), RuntimeError> {
        self.copy_rows(i, xs, j, 1, site)
    }

    /// Sets elements `i..i + n` to elements `j..j + n` of `xs`.
    fn copy_rows(
        &mut self,
        i: usize,
        xs: &Array,
        j: usize,
        n: usize,
        site: Site,
    ) -> Result<(), RuntimeError> {
        if xs.elem() != &self.elem {
            for k in 0..n {
                self.set(i + k, &xs.get(j + k), site)?;
            }
            return Ok(());
        }
        for (o, x) in self.bufs.iter_mut().zip(xs.buffers()) {
            match (o, x) {
                (Buffer::Bool(o), Buffer::Bool(x)) => o[i..i + n].copy_from_slice(&x[j..j + n]),
                (Buffer::I32(o), Buffer::I32(x)) => o[i..i + n].copy_from_slice(&x[j..j + n]),
                (Buffer::I64(o), Buffer::I64(x)) => o[i..i + n].copy_from_slice(&x[j..j + n]),
                (Buffer::F32(o), Buffer::F32(x)) => o[i..i + n].copy_from_slice(&x[j..j + n]),
                (Buffer::F64(o), Buffer::F64(x)) => o[i..i + n].copy_from_slice(&x[j..j + n]),
                _ => return Err(site.ill_typed("buffers of another type than the element's")),
            }
        }
        Ok(())
    }

    /// The array of `shape`, its buffers cut to its element count (a
    /// `filter` keeps fewer elements than it had room for).
    fn finish(mut self, shape: Vec<usize>, site: Site) -> Result<Array, RuntimeError> {
        let n: usize = shape.iter().product();
        for b in &mut self.bufs {
            b.truncate(n);
        }
        Array::from_buffers(shape, self.elem, self.bufs).map_err(|e| match e {
            ArrayError::Alloc(e) => RuntimeError::out_of_memory(site.op, site.span, e, RESULT),
            ArrayError::Invalid(detail) => site.ill_typed(detail),
        })
    }
}

/// Sets element `i` of the buffers from the leaves of `v`, from buffer
/// `*k` on; `false` on a leaf of another type or too many leaves.
fn set_leaves(bufs: &mut [Buffer], k: &mut usize, i: usize, v: &Scalar) -> bool {
    match v {
        Scalar::Tuple(xs) => xs.iter().all(|x| set_leaves(bufs, k, i, x)),
        p => {
            let ok = *k < bufs.len() && bufs[*k].set(i, p);
            *k += 1;
            ok
        }
    }
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

/// The type of the index value of a rank-`rank` array (`index_scalar`).
fn index_type(rank: usize) -> ScalarType {
    let i64 = ScalarType::Prim(ir::Prim::I64);
    match rank {
        1 => i64,
        _ => ScalarType::Tuple(vec![i64; rank]),
    }
}

/// The positions of an array of some shape in row-major order: the
/// multi-index of a flat position, and an axis's coordinates over a range
/// of positions (a block's index column), stepped without a division per
/// element. Only positions of a non-empty shape are asked for.
struct IndexSpace<'s> {
    shape: &'s [usize],
    /// The distance between consecutive positions of each axis.
    strides: Vec<usize>,
}

impl<'s> IndexSpace<'s> {
    fn new(shape: &'s [usize]) -> IndexSpace<'s> {
        let mut strides = vec![1; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1].max(1);
        }
        IndexSpace { shape, strides }
    }

    /// The multi-index of the flat position `k`.
    fn index(&self, k: usize) -> Vec<i64> {
        let coordinates = self.strides.iter().zip(self.shape);
        coordinates.map(|(&s, &d)| ((k / s) % d) as i64).collect()
    }

    /// Axis `axis`'s coordinates of the flat positions `range`.
    fn column(&self, axis: usize, range: Range<usize>) -> Col {
        let (stride, extent) = (self.strides[axis], self.shape[axis]);
        let mut c = (range.start / stride) % extent;
        let mut within = range.start % stride;
        let mut out = Vec::with_capacity(range.len());
        for _ in range {
            out.push(c as i64);
            within += 1;
            if within == stride {
                within = 0;
                c += 1;
                if c == extent {
                    c = 0;
                }
            }
        }
        Col::I64(out)
    }
}

/// Computes elements `0..n` of `out`: with `block`, a block of elements at a
/// time, `fill(parameter, leaf, range)` giving the column of a parameter's
/// leaf for the elements `range`; a block in which an element fails (or
/// without `block`, every element) by `each(out, lo, hi)`, one element at a
/// time, as the definition computes them.
fn by_blocks(
    block: Option<&Block>,
    out: &mut Out,
    n: usize,
    fill: impl Fn(usize, usize, Range<usize>) -> Option<Col>,
    each: impl FnMut(&mut Out, usize, usize) -> Result<(), RuntimeError>,
) -> Result<(), RuntimeError> {
    let write = |out: &mut Out, lo: usize, cols: &[Col]| {
        Ok(cols
            .iter()
            .zip(&mut out.bufs)
            .all(|(col, buf)| block::write(col, buf, lo)))
    };
    blockwise(block, out, n, fill, write, each)
}

/// Runs `block` over the elements `0..n` a block at a time, `fill` giving
/// its inputs (as in [`by_blocks`]) and `take(state, lo, results)` using its
/// results (its error ends the run); a block in which an element fails, or
/// whose results `take` refuses (`Ok(false)`, before it has used any), and
/// every element without `block`, by `each(state, lo, hi)`, one element at a
/// time.
fn blockwise<S>(
    block: Option<&Block>,
    state: &mut S,
    n: usize,
    fill: impl Fn(usize, usize, Range<usize>) -> Option<Col>,
    mut take: impl FnMut(&mut S, usize, &[Col]) -> Result<bool, RuntimeError>,
    mut each: impl FnMut(&mut S, usize, usize) -> Result<(), RuntimeError>,
) -> Result<(), RuntimeError> {
    // No elements (and an extent may be zero, which no coordinate divides).
    if n == 0 {
        return Ok(());
    }
    let Some(block) = block else {
        return each(state, 0, n);
    };
    let mut frame = block.frame();
    let mut lo = 0;
    while lo < n {
        let hi = n.min(lo + BLOCK);
        let filled = block
            .inputs()
            .iter()
            .all(|&(p, leaf, slot)| fill(p, leaf, lo..hi).map(|col| frame[slot] = col).is_some());
        let taken = filled
            && match block.run(&mut frame, hi - lo) {
                Some(cols) => take(state, lo, &cols)?,
                None => false,
            };
        if !taken {
            each(state, lo, hi)?;
        }
        lo = hi;
    }
    Ok(())
}

/// The flat positions, in an array of `shape`, of the index columns `cols`
/// (one per axis); `None` where one is out of bounds.
fn flat_positions(cols: &[Col], shape: &[usize]) -> Option<Vec<usize>> {
    let mut flat: Vec<usize> = Vec::new();
    for (d, (col, &extent)) in cols.iter().zip(shape).enumerate() {
        let Col::I64(ix) = col else { return None };
        if d == 0 {
            flat = vec![0; ix.len()];
        }
        for (f, &i) in flat.iter_mut().zip(ix) {
            if i < 0 || i as u64 >= extent as u64 {
                return None;
            }
            *f = *f * extent + i as usize;
        }
    }
    (cols.len() == shape.len()).then_some(flat)
}

/// The `l`-th primitive leaf of `v` (`ScalarType::leaves` order).
fn scalar_leaf(v: &Scalar, l: usize) -> Option<Scalar> {
    fn go(v: &Scalar, l: &mut usize) -> Option<Scalar> {
        match v {
            Scalar::Tuple(vs) => vs.iter().find_map(|v| go(v, l)),
            p if *l == 0 => Some(p.clone()),
            _ => {
                *l -= 1;
                None
            }
        }
    }
    go(v, &mut { l })
}

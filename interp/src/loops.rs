//! The `LoopIr` interpreter: runs an [`ir::loops::LoopProgram`] (fused loop
//! nests) element by element and counts its memory traffic, the elements each
//! manifest array has read from and written to it.
//!
//! Semantics follow the doc comments of `ir/src/loops/` and, for values and
//! run-time errors, the reference interpreter (`crate::reference`): scalar
//! arithmetic is `crate::scalar_ops`, `&&`/`||` short-circuit, integer `/` or
//! `%` by zero is a `DivisionByZero` error, out-of-bounds reads and writes are
//! `OutOfBounds` errors whose detail is worded as the reference words it. An
//! error names the operation of the statement (or shape, or array-level item)
//! that failed, `p.origins[at]`. Expressions, conditions, checks, shapes and
//! the array-level `if` and `loop` are evaluated by `ir::loops::eval`, the
//! evaluator the backends' host shares: this module gives it its memory
//! ([`eval::Env`], [`eval::Items`]) and counts; it runs the nests and their
//! statements itself.
//!
//! What is counted (one per element):
//! - a read: a [`Stmt::Load`], an [`Expr::Index`] evaluation, the `old` value of
//!   a [`Stmt::Combine`], every element of a [`Stmt::Copy`]'s source, a hoisted
//!   `the` value of an array-level `if` or `loop` (each time it is bound);
//! - a write: a [`Stmt::Store`], a [`Stmt::Combine`] that is not ignored, every
//!   element of a [`Stmt::Copy`]'s destination, a [`Stmt::Append`].
//!
//! Extents ([`Expr::Dim`]) are free; binding an `if`'s or a `loop`'s outputs is
//! a move, not counted. [`Counts`] lists only arrays with a non-zero count.
//!
//! Symbols ([`LoopRun::symbols`]), the run-time values of the cost model's
//! unknowns ([`ir::cost::CostSymbol`]s, keyed by their printed names):
//! `#then(<label>)` and `#else(<label>)`, how many times each branch of an
//! array-level `if` ran (both present once the `if` ran); `#it(<label>)`, the
//! iterations of an array-level `loop`, summed over its executions;
//! `#<array>`, the final length of a compacted (`filter`) array, from its
//! last execution; `#<array>` or `#<array>.<d>`, the extents of every array
//! bound.

use crate::error::{Flow, RuntimeError, RuntimeErrorKind as Kind, Site};
use crate::index::{as_index, fmt_index, fmt_shape};
use ir::cost::{BlockRun, CostSymbol, Evaluations};
use ir::graph::{ArrayId, NodeId};
use ir::id::IdVec;
use ir::loops::eval::{self, Env, Items};
use ir::loops::schedule::{Schedule, TooLarge};
use ir::loops::{Check, Dir, Expr, For, Item, Level, LoopProgram, Nest, ShapeDef, Stmt, VarId};
use ir::ArrayError;
use ir::{Array, Name, Scalar, Span, Value};
use std::collections::BTreeMap;
use std::rc::Rc;

/// Memory traffic: elements read from and written to each array (only arrays
/// with a non-zero count appear).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub reads: BTreeMap<ArrayId, u64>,
    pub writes: BTreeMap<ArrayId, u64>,
}

impl Counts {
    pub fn total_reads(&self) -> u64 {
        self.reads.values().sum()
    }

    pub fn total_writes(&self) -> u64 {
        self.writes.values().sum()
    }
}

/// What a run produced: the result, its memory traffic and the symbols'
/// values (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct LoopRun {
    pub value: Value,
    pub counts: Counts,
    pub symbols: BTreeMap<String, i64>,
    /// The chunk limits the schedule gave the scheduled loops (lifted
    /// sequence loops), in order.
    pub chunks: Vec<u64>,
    /// The most bytes of arrays one chunk made.
    pub chunk_peak_bytes: u64,
    /// The most bytes a chunk made per element it was given
    /// (`Schedule::bytes_per_element`).
    pub chunk_bytes_per_element: f64,
    /// The symbols at the end of every evaluation of every block (loop
    /// body, branch), for counting over a run ([`ir::cost::run_counts`]);
    /// `None` where a block ran more than [`MAX_EVALUATIONS`] times and the
    /// record was given up.
    pub evaluations: Option<Evaluations>,
}

/// The most evaluations of one block whose symbols a run records.
pub const MAX_EVALUATIONS: usize = 1 << 16;

/// Runs `p` on `inputs` (one array per `p.params`, already checked against the
/// signature), its scheduled loops (lifted sequence loops) by the adaptive
/// schedule without a cap. The value is one array for one result, else a
/// tuple of arrays.
pub fn run(program: &LoopProgram, inputs: &[Array]) -> Result<LoopRun, RuntimeError> {
    run_scheduled(program, inputs, Schedule::new(None, None))
}

/// [`run`], the scheduled loops' chunks given by `schedule`
/// (`ir::loops::schedule`).
pub fn run_scheduled(
    program: &LoopProgram,
    inputs: &[Array],
    schedule: Schedule,
) -> Result<LoopRun, RuntimeError> {
    let def_name = format!("def {}", program.name);
    let top = Site {
        op: &def_name,
        span: Span::default(),
    };
    if inputs.len() != program.params.len() {
        return Err(top.ill_typed(format!(
            "{} inputs for {} parameters",
            inputs.len(),
            program.params.len()
        )));
    }
    let mut m = Machine {
        p: program,
        arrays: IdVec::filled(None, program.arrays.len()),
        vars: IdVec::filled(None, program.vars.len()),
        reads: vec![0; program.arrays.len()],
        writes: vec![0; program.arrays.len()],
        symbols: BTreeMap::new(),
        loop_ix: Vec::new(),
        schedule,
        evaluations: Some(Evaluations::new()),
    };
    for (&a, x) in program.params.iter().zip(inputs) {
        let data = x.try_to_scalars().map_err(|e| {
            RuntimeError::out_of_memory(top.op, top.span, e, &format!("`{}`", m.name(a)))
        })?;
        let mem = Mem {
            shape: x.shape().to_vec(),
            data,
            manifest: true,
            capacity: None,
        };
        m.bind(a, Rc::new(mem), top)?;
    }
    m.items(&program.body)?;
    let mut results = Vec::with_capacity(program.results.len());
    for &a in &program.results {
        let mem = m.mem(a, top)?;
        let elem = &program.arrays[a].elem;
        let array = Array::from_scalars(mem.shape.clone(), elem.clone(), &mem.data).map_err(
            |e| match e {
                ArrayError::Alloc(e) => {
                    RuntimeError::out_of_memory(top.op, top.span, e, &format!("`{}`", m.name(a)))
                }
                ArrayError::Invalid(e) => top.ill_typed(format!("result `{}`: {e}", m.name(a))),
            },
        )?;
        results.push(array);
    }
    let value = if results.len() == 1 {
        Value::Array(results.pop().expect("one result"))
    } else {
        Value::Tuple(results.into_iter().map(Value::Array).collect())
    };
    let nonzero = |v: &[u64]| -> BTreeMap<ArrayId, u64> {
        v.iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, &n)| (ArrayId::from_index(i), n))
            .collect()
    };
    Ok(LoopRun {
        value,
        counts: Counts {
            reads: nonzero(&m.reads),
            writes: nonzero(&m.writes),
        },
        symbols: m.symbols,
        chunk_peak_bytes: m.schedule.peak_bytes,
        chunk_bytes_per_element: m.schedule.bytes_per_element,
        chunks: m.schedule.chosen,
        evaluations: m.evaluations,
    })
}

/// A chunk over `--seq-memory`: an out-of-memory error of the loop.
fn too_large(site: Site<'_>, e: TooLarge) -> RuntimeError {
    RuntimeError::new(Kind::OutOfMemory, site.op, site.span, e.to_string())
}

/// An array while the program runs: its shape and row-major elements.
#[derive(Clone, Debug)]
struct Mem {
    shape: Vec<usize>,
    /// Empty unless `manifest`; for a compacted array being filled, the
    /// elements appended so far.
    data: Vec<Scalar>,
    /// Allocated (else only a shape, for extents).
    manifest: bool,
    /// A compacted array being filled: how many elements it may hold.
    capacity: Option<usize>,
}

struct Machine<'p> {
    p: &'p LoopProgram,
    /// Indexed by `ArrayId`: bound arrays (shared after an `if`/`loop` moves
    /// them; written copy-on-write).
    arrays: IdVec<ArrayId, Option<Rc<Mem>>>,
    /// Indexed by `VarId`.
    vars: IdVec<VarId, Option<Scalar>>,
    reads: Vec<u64>,
    writes: Vec<u64>,
    symbols: BTreeMap<String, i64>,
    /// The indices of the enclosing `For`s of the running nest, outermost
    /// first (named in out-of-bounds details).
    loop_ix: Vec<i64>,
    /// The chunks of the scheduled loops.
    schedule: Schedule,
    /// See [`LoopRun::evaluations`].
    evaluations: Option<Evaluations>,
}

impl<'p> Machine<'p> {
    // ---- helpers -----------------------------------------------------------

    /// Records the symbols at the end of an evaluation of `block`.
    fn evaluated(&mut self, block: BlockRun) {
        if let Some(all) = &mut self.evaluations {
            let each = all.entry(block).or_default();
            if each.len() >= MAX_EVALUATIONS {
                self.evaluations = None;
            } else {
                each.push(self.symbols.clone());
            }
        }
    }

    fn site(&self, at: NodeId) -> Site<'p> {
        let p: &'p LoopProgram = self.p;
        match p.origins.get(at) {
            Some(o) => Site {
                op: o.op.name(),
                span: o.span,
            },
            None => Site {
                op: "?",
                span: Span::default(),
            },
        }
    }

    fn label(&self, at: NodeId) -> String {
        self.p
            .origins
            .get(at)
            .map_or_else(|| at.to_string(), |o| o.label.to_string())
    }

    fn name(&self, a: ArrayId) -> String {
        self.p.array_name(a)
    }

    fn mem(&self, a: ArrayId, site: Site) -> Result<&Mem, RuntimeError> {
        match self.arrays.get(a) {
            Some(Some(m)) => Ok(m),
            Some(None) => Err(site.ill_typed(format!("array `{}` is not bound", self.name(a)))),
            None => Err(site.ill_typed(format!("array {a} does not exist"))),
        }
    }

    /// The array's elements, refusing arrays that only have a shape.
    fn manifest(&self, a: ArrayId, site: Site) -> Result<&Mem, RuntimeError> {
        let m = self.mem(a, site)?;
        if m.manifest {
            Ok(m)
        } else {
            Err(site.ill_typed(format!(
                "array `{}` is fused away but accessed",
                self.name(a)
            )))
        }
    }

    /// The array's elements to write: copied first when an `if` or a
    /// `loop` shares them (copy on write), that copy failing as an
    /// out-of-memory error.
    fn mem_mut(&mut self, a: ArrayId, site: Site) -> Result<&mut Mem, RuntimeError> {
        self.manifest(a, site)?;
        let slot = self.arrays[a].as_mut().expect("checked above");
        if Rc::get_mut(slot).is_none() {
            let copy = self.copy_of(self.manifest(a, site)?, a, site)?;
            self.arrays[a] = Some(Rc::new(copy));
        }
        let slot = self.arrays[a].as_mut().expect("checked above");
        Ok(Rc::make_mut(slot))
    }

    /// A copy of `m` (array `a`'s), its elements allocated fallibly.
    fn copy_of(&self, m: &Mem, a: ArrayId, site: Site) -> Result<Mem, RuntimeError> {
        let mut data = site.alloc(m.data.capacity(), &format!("`{}`", self.name(a)))?;
        data.extend_from_slice(&m.data);
        Ok(Mem {
            shape: m.shape.clone(),
            data,
            manifest: m.manifest,
            capacity: m.capacity,
        })
    }

    fn bind(&mut self, a: ArrayId, mem: Rc<Mem>, site: Site) -> Result<(), RuntimeError> {
        // The cost model's symbols for extents it cannot know statically
        // (`#z` for a rank-1 array, `#z.0`, `#z.1` otherwise).
        let name: Name = self.name(a).into();
        let rank = mem.shape.len();
        for (d, &e) in mem.shape.iter().enumerate() {
            let sym = CostSymbol::extent(name.clone(), rank, d);
            self.symbols.insert(sym.to_string(), e as i64);
        }
        self.the_value(&name, &mem);
        match self.arrays.get_mut(a) {
            Some(slot) => {
                *slot = Some(mem);
                Ok(())
            }
            None => Err(site.ill_typed(format!("array {a} does not exist"))),
        }
    }

    /// `#the(s)` for a rank-0 integer array `s` holding its value (bound,
    /// or written by a nest).
    fn the_value(&mut self, name: &Name, mem: &Mem) {
        if let ([], [x]) = (&mem.shape[..], &mem.data[..]) {
            if let Some(v) = x.as_i64() {
                let sym = CostSymbol::The(name.clone());
                self.symbols.insert(sym.to_string(), v);
            }
        }
    }

    fn shared(&self, a: ArrayId, site: Site) -> Result<Rc<Mem>, RuntimeError> {
        self.mem(a, site)?;
        Ok(self.arrays[a].clone().expect("checked above"))
    }

    /// The flat position of `ix` in array `a`, or the `OutOfBounds` error
    /// (the table's wording: the first axis that `ix` leaves).
    fn position(&self, a: ArrayId, ix: &[i64], site: Site) -> Result<usize, RuntimeError> {
        let m = self.manifest(a, site)?;
        let flat = eval::position(&m.shape, ix)
            .ok()
            .filter(|&f| f < m.data.len());
        flat.ok_or_else(|| match ir::runtime::out_of_bounds(ix, &m.shape) {
            Some((i, n)) => site.kind(Kind::OutOfBounds, i, n),
            None => site.ill_typed(format!(
                "index {} of `{}` of rank {}",
                fmt_index(ix),
                self.name(a),
                m.shape.len()
            )),
        })
    }

    fn read(&mut self, a: ArrayId, ix: &[i64], site: Site) -> Result<Scalar, RuntimeError> {
        let at = self.position(a, ix, site)?;
        self.reads[a.index()] += 1;
        Ok(self.manifest(a, site)?.data[at].clone())
    }

    fn write(&mut self, a: ArrayId, at: usize, v: Scalar, site: Site) -> Result<(), RuntimeError> {
        self.mem_mut(a, site)?.data[at] = v;
        self.writes[a.index()] += 1;
        Ok(())
    }

    fn set_var(&mut self, v: VarId, x: Scalar, site: Site) -> Result<(), RuntimeError> {
        match self.vars.get_mut(v) {
            Some(slot) => {
                *slot = Some(x);
                Ok(())
            }
            None => Err(site.ill_typed(format!("variable v{} does not exist", v.index()))),
        }
    }

    // ---- items -------------------------------------------------------------

    fn items(&mut self, items: &[Item]) -> Result<(), RuntimeError> {
        eval::items(self, items)
    }

    /// The evaluator of `ir::loops::eval` on this machine, at `site`.
    fn at<'m>(&'m mut self, site: Site<'p>) -> At<'m, 'p> {
        At { m: self, site }
    }

    fn eval_bool_top(&mut self, e: &Expr, site: Site<'p>) -> Result<bool, RuntimeError> {
        eval::condition(&mut self.at(site), e).map_err(|f| f.into_error(site))
    }

    fn eval_i64_top(&mut self, e: &Expr, site: Site<'p>) -> Result<i64, RuntimeError> {
        eval::integer(&mut self.at(site), e).map_err(|f| f.into_error(site))
    }

    fn check(&mut self, c: &Check, site: Site<'p>) -> Result<(), RuntimeError> {
        eval::check(&mut self.at(site), c).map_err(|f| f.into_error(site))
    }

    // ---- nests -------------------------------------------------------------

    fn nest(&mut self, n: &Nest) -> Result<(), RuntimeError> {
        for sd in &n.shapes {
            let site = self.site(sd.origin);
            let (shape, count) =
                eval::shape(&mut self.at(site), sd).map_err(|f| f.into_error(site))?;
            if sd.alloc {
                let bytes = self.p.arrays[sd.array].elem.bytes() as u64;
                self.schedule.made((count as u64).saturating_mul(bytes));
            }
            let mem = if sd.alloc && sd.compact {
                if shape.is_empty() {
                    return Err(site.ill_typed(format!(
                        "compacted array `{}` of rank 0",
                        self.name(sd.array)
                    )));
                }
                Mem {
                    shape,
                    data: site.alloc(count, &format!("`{}`", self.name(sd.array)))?,
                    manifest: true,
                    capacity: Some(count),
                }
            } else if sd.alloc {
                let zero = Scalar::zero(&self.p.arrays[sd.array].elem);
                let mut data = site.alloc(count, &format!("`{}`", self.name(sd.array)))?;
                data.resize(count, zero);
                Mem {
                    shape,
                    data,
                    manifest: true,
                    capacity: None,
                }
            } else {
                Mem {
                    shape,
                    data: Vec::new(),
                    manifest: false,
                    capacity: None,
                }
            };
            self.bind(sd.array, Rc::new(mem), site)?;
        }
        // A `For`'s extent has no statement of its own: errors there name the
        // nest's first node.
        let nest_site = match n.nodes.first().or(n.shapes.first().map(|s| &s.origin)) {
            Some(&at) => self.site(at),
            None => Site {
                op: "loop nest",
                span: Span::default(),
            },
        };
        self.loop_ix.clear();
        self.level(&n.body, nest_site)?;
        for sd in n.shapes.iter().filter(|sd| sd.alloc) {
            if let Some(Some(m)) = self.arrays.get(sd.array) {
                let m = Rc::clone(m);
                self.the_value(&self.name(sd.array).into(), &m);
            }
        }
        for sd in n.shapes.iter().filter(|sd| sd.alloc && sd.compact) {
            let site = self.site(sd.origin);
            let m = self.mem_mut(sd.array, site)?;
            let row: usize = m.shape[1..].iter().product();
            let len = m.data.len().checked_div(row).unwrap_or(0);
            m.shape[0] = len;
            m.capacity = None;
            m.data.truncate(len * row);
            // Named as a rank-1 extent whatever the rank: the length.
            let sym = CostSymbol::Extent {
                array: self.name(sd.array).into(),
                axis: None,
            };
            self.symbols.insert(sym.to_string(), len as i64);
        }
        Ok(())
    }

    fn level(&mut self, l: &Level, nest_site: Site<'p>) -> Result<(), RuntimeError> {
        self.stmts(&l.pre, nest_site)?;
        if let Some(f) = &l.inner {
            self.for_loop(f, nest_site)?;
        }
        self.stmts(&l.post, nest_site)
    }

    /// A loop, a level's inner one or a [`Stmt::For`]: its extent evaluated
    /// now (errors there name the nest, `nest_site`), then its level once
    /// per index, in its direction.
    fn for_loop(&mut self, f: &For, nest_site: Site<'p>) -> Result<(), RuntimeError> {
        let v = self.eval_i64_top(&f.extent, nest_site)?;
        if v < 0 {
            return Err(nest_site.kind(Kind::NegativeSize, v, 0));
        }
        if self.idle(&f.body, nest_site) {
            // No iteration would do anything (an inner loop of extent 0):
            // skip them, however many there are.
            return Ok(());
        }
        self.loop_ix.push(0);
        let step = |i: i64| match f.dir {
            Dir::Forward => i,
            Dir::Backward => v - 1 - i,
        };
        for k in 0..v {
            let i = step(k);
            *self.loop_ix.last_mut().expect("pushed above") = i;
            self.set_var(f.index, Scalar::I64(i), nest_site)?;
            self.level(&f.body, nest_site)?;
        }
        self.loop_ix.pop();
        Ok(())
    }

    /// Whether running `l` does nothing: no statements, and an inner loop
    /// (if any) of extent 0 or itself idle. Extents do not depend on the
    /// enclosing loops' indices (nests are rectangular); one that cannot be
    /// evaluated here is not idle (running it reports the error).
    fn idle(&mut self, l: &Level, nest_site: Site<'p>) -> bool {
        if !l.pre.is_empty() || !l.post.is_empty() {
            return false;
        }
        match &l.inner {
            None => true,
            Some(f) => {
                matches!(self.eval_i64_top(&f.extent, nest_site), Ok(0))
                    || self.idle(&f.body, nest_site)
            }
        }
    }

    // ---- statements --------------------------------------------------------

    fn indices(&mut self, index: &[Expr], site: Site<'p>) -> Result<Vec<i64>, Flow> {
        eval::indices(&mut self.at(site), index)
    }

    /// `nest_site`: where errors of a loop's extent are (the nest's).
    fn stmts(&mut self, ss: &[Stmt], nest_site: Site<'p>) -> Result<(), RuntimeError> {
        for s in ss {
            self.stmt(s, nest_site)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt, nest_site: Site<'p>) -> Result<(), RuntimeError> {
        let site = s.at().map_or(nest_site, |at| self.site(at));
        let top = |f: Flow| f.into_error(site);
        match s {
            Stmt::Let { var, value, .. } | Stmt::Set { var, value, .. } => {
                let v = self.eval(value, site).map_err(top)?;
                self.set_var(*var, v, site)?;
            }
            Stmt::Load {
                var, array, index, ..
            } => {
                let ix = self.indices(index, site).map_err(top)?;
                let v = self.read(*array, &ix, site)?;
                self.set_var(*var, v, site)?;
            }
            Stmt::Store {
                array,
                index,
                value,
                ..
            } => {
                let ix = self.indices(index, site).map_err(top)?;
                let v = self.eval(value, site).map_err(top)?;
                let pos = self.position(*array, &ix, site)?;
                self.write(*array, pos, v, site)?;
            }
            Stmt::Combine {
                array,
                target,
                source,
                new,
                old,
                value,
                ..
            } => {
                let t = match self.eval(target, site) {
                    Ok(t) => t,
                    Err(Flow::Ignore) => return Ok(()),
                    Err(Flow::Error(e)) => return Err(*e),
                };
                let rank = self.manifest(*array, site)?.shape.len();
                let ix = as_index(&t, rank, site)?;
                let pos = self.position(*array, &ix, site)?;
                let x = self.eval(source, site).map_err(top)?;
                self.set_var(*new, x, site)?;
                let o = self.read(*array, &ix, site)?;
                self.set_var(*old, o, site)?;
                let v = self.eval(value, site).map_err(top)?;
                self.write(*array, pos, v, site)?;
            }
            Stmt::Copy { dst, src, .. } => {
                let from = self.shared(*src, site)?;
                let to = self.manifest(*dst, site)?;
                if !from.manifest || from.shape != to.shape || from.data.len() != to.data.len() {
                    return Err(site.ill_typed(format!(
                        "copy of `{}` of shape {} into `{}` of shape {}",
                        self.name(*src),
                        fmt_shape(&from.shape),
                        self.name(*dst),
                        fmt_shape(&to.shape)
                    )));
                }
                let n = from.data.len() as u64;
                self.mem_mut(*dst, site)?.data.clone_from(&from.data);
                self.reads[src.index()] += n;
                self.writes[dst.index()] += n;
            }
            Stmt::Append { array, value, .. } => {
                let v = self.eval(value, site).map_err(top)?;
                let name = self.name(*array);
                let m = self.mem_mut(*array, site)?;
                match m.capacity {
                    Some(cap) if m.data.len() < cap => m.data.push(v),
                    Some(cap) => {
                        return Err(
                            site.ill_typed(format!("append beyond the capacity {cap} of `{name}`"))
                        )
                    }
                    None => {
                        return Err(
                            site.ill_typed(format!("append to `{name}`, which is not compacted"))
                        )
                    }
                }
                self.writes[array.index()] += 1;
            }
            Stmt::If {
                cond, then_, else_, ..
            } => {
                if self.eval_bool_top(cond, site)? {
                    self.stmts(then_, nest_site)?;
                } else {
                    self.stmts(else_, nest_site)?;
                }
            }
            Stmt::While { cond, body, .. } => {
                while self.eval_bool_top(cond, site)? {
                    self.stmts(body, nest_site)?;
                }
            }
            Stmt::Check { check, .. } => self.check(check, site)?,
            // As a level's inner loop runs, where the statement is.
            Stmt::For(f) => self.for_loop(f, nest_site)?,
        }
        Ok(())
    }

    // ---- expressions -------------------------------------------------------

    fn eval(&mut self, e: &Expr, site: Site<'p>) -> Result<Scalar, Flow> {
        eval::eval(&mut self.at(site), e)
    }
}

/// The array-level items as `ir::loops::eval` runs them, counting the
/// branches an `if` takes (`#then(l)`, `#else(l)`) and a `loop`'s
/// iterations (`#it(l)`), and reading each hoisted `the` value (a counted
/// read).
impl<'p> Items for Machine<'p> {
    type Error = RuntimeError;
    type Array = Rc<Mem>;

    fn nest(&mut self, n: &Nest) -> Result<(), RuntimeError> {
        Machine::nest(self, n)
    }

    fn hoist(&mut self, node: NodeId, v: VarId, a: ArrayId) -> Result<(), RuntimeError> {
        let site = self.site(node);
        let rank = self.mem(a, site)?.shape.len();
        if rank != 0 {
            return Err(site.ill_typed(format!("`the {}` of a rank-{rank} array", self.name(a))));
        }
        let x = self.read(a, &[], site)?;
        self.set_var(v, x, site)
    }

    fn condition(&mut self, node: NodeId, cond: &Expr) -> Result<bool, RuntimeError> {
        let site = self.site(node);
        self.eval_bool_top(cond, site)
    }

    fn array(&self, node: NodeId, a: ArrayId) -> Result<Rc<Mem>, RuntimeError> {
        self.shared(a, self.site(node))
    }

    fn bind(&mut self, node: NodeId, a: ArrayId, array: Rc<Mem>) -> Result<(), RuntimeError> {
        let site = self.site(node);
        Machine::bind(self, a, array, site)
    }

    fn ill_typed(&self, node: NodeId, detail: String) -> RuntimeError {
        self.site(node).ill_typed(detail)
    }

    /// The elements are copied (the interpreter's arrays own theirs; the
    /// copy fails as an out-of-memory error), but nothing is counted: an
    /// alias moves no data.
    fn alias(&mut self, node: NodeId, input: ArrayId, sd: &ShapeDef) -> Result<(), RuntimeError> {
        let site = self.site(node);
        let (shape, _) = eval::shape(&mut self.at(site), sd).map_err(|f| f.into_error(site))?;
        let from = self.manifest(input, site)?;
        let mut data = site.alloc(from.data.len(), &format!("`{}`", self.name(sd.array)))?;
        data.extend_from_slice(&from.data);
        let mem = Mem {
            shape,
            data,
            manifest: true,
            capacity: None,
        };
        Machine::bind(self, sd.array, Rc::new(mem), site)
    }

    fn branch(&mut self, node: NodeId, then: bool) {
        let label: Name = self.label(node).into();
        let ran = CostSymbol::branch(label.clone(), then).to_string();
        let other = CostSymbol::branch(label, !then).to_string();
        *self.symbols.entry(ran).or_insert(0) += 1;
        self.symbols.entry(other).or_insert(0);
    }

    fn loop_start(&mut self, node: NodeId) {
        let key = CostSymbol::Iterations(self.label(node).into()).to_string();
        self.symbols.entry(key).or_insert(0);
        self.schedule.start(node);
    }

    /// The limit is bound, not counted: the executor sets it.
    fn chunk(&mut self, node: NodeId, params: &[ArrayId]) -> Result<(), RuntimeError> {
        let site = self.site(node);
        let limit = params[0];
        let c = self.schedule.next(node).map_err(|e| too_large(site, e))?;
        let mem = Mem {
            shape: Vec::new(),
            data: vec![Scalar::I64(i64::try_from(c).unwrap_or(i64::MAX))],
            manifest: true,
            capacity: None,
        };
        Machine::bind(self, limit, Rc::new(mem), site)
    }

    fn chunks_done(&mut self, node: NodeId) -> Result<(), RuntimeError> {
        let site = self.site(node);
        self.schedule.finish(node).map_err(|e| too_large(site, e))
    }

    fn body_done(&mut self, node: NodeId) {
        self.evaluated(BlockRun::Body(node));
    }

    fn branch_done(&mut self, node: NodeId, then: bool) {
        self.evaluated(match then {
            true => BlockRun::Then(node),
            false => BlockRun::Else(node),
        });
    }

    fn iteration(&mut self, node: NodeId) {
        let key = CostSymbol::Iterations(self.label(node).into()).to_string();
        *self.symbols.entry(key).or_insert(0) += 1;
    }
}

/// The machine at one place of the program: what `ir::loops::eval`
/// evaluates with. Reads are counted; `ignore` stops with [`Flow::Ignore`].
struct At<'m, 'p> {
    m: &'m mut Machine<'p>,
    site: Site<'p>,
}

impl Env for At<'_, '_> {
    type Error = Flow;

    fn program(&self) -> &LoopProgram {
        self.m.p
    }

    fn var(&self, v: VarId) -> Option<Scalar> {
        self.m.vars.get(v).cloned().flatten()
    }

    fn set_var(&mut self, v: VarId, x: Scalar) -> Result<(), Flow> {
        Ok(self.m.set_var(v, x, self.site)?)
    }

    fn shape(&self, a: ArrayId) -> Result<&[usize], Flow> {
        Ok(&self.m.mem(a, self.site)?.shape)
    }

    fn read(&mut self, a: ArrayId, index: &[i64]) -> Result<Scalar, Flow> {
        Ok(self.m.read(a, index, self.site)?)
    }

    fn ignore(&self) -> Flow {
        Flow::Ignore
    }

    fn ill_typed(&self, detail: String) -> RuntimeError {
        self.site.ill_typed(detail)
    }

    fn error(&self, kind: Kind, a: i64, b: i64) -> RuntimeError {
        self.site.kind(kind, a, b)
    }
}

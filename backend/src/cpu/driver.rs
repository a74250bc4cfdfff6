//! Runs a compiled program: the parts that are not loops (shapes and their
//! checks, array-level `if` and `loop`, allocation) are evaluated here; each
//! nest is one call of its compiled function, or one call per thread on a
//! chunk of its outermost range.

use super::parallel::Plan;
use super::{CpuProgram, ErrorCode, MAX_RANK};
use interp::error::{RuntimeError, RuntimeErrorKind as Kind};
use interp::scalar_ops;
use ir::ast::BinOp;
use ir::graph::{ArrayId, NodeId};
use ir::loops::{Expr, Item, Nest, VarId};
use ir::{Array, Buffer, Prim, Scalar, Span, Value};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

/// What a run produced.
pub struct CpuRun {
    pub value: Value,
    /// Milliseconds in nest functions (all threads together, wall clock).
    pub run_ms: f64,
    /// Per nest executed: its plan and the chunks it ran as.
    pub passes: Vec<(Plan, usize)>,
    /// Per nest executed: milliseconds in it.
    pub nest_ms: Vec<f64>,
}

#[derive(Clone, Debug)]
struct Arr<'a> {
    shape: Vec<usize>,
    bufs: Bufs<'a>,
}

/// An array's buffers: the caller's inputs are used in place, never copied.
#[derive(Clone, Debug)]
enum Bufs<'a> {
    Own(Vec<Buffer>),
    Input(&'a [Buffer]),
}

impl Arr<'_> {
    fn bufs(&self) -> &[Buffer] {
        match &self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(s) => s,
        }
    }

    /// The buffers of an array a nest computes (never an input).
    fn bufs_mut(&mut self) -> &mut [Buffer] {
        match &mut self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(_) => unreachable!("nests write only arrays they allocate"),
        }
    }

    fn into_buffers(self) -> Vec<Buffer> {
        match self.bufs {
            Bufs::Own(v) => v,
            Bufs::Input(s) => s.to_vec(),
        }
    }
}

struct Driver<'a> {
    cp: &'a CpuProgram,
    arrays: Vec<Option<Rc<Arr<'a>>>>,
    scalars: HashMap<VarId, Scalar>,
    nest_index: HashMap<*const Nest, usize>,
    threads: usize,
    passes: Vec<(Plan, usize)>,
    nest_ms: f64,
    each_ms: Vec<f64>,
}

/// Runs the program on `inputs` (one per parameter, already checked against
/// the signature).
pub fn run<'a>(cp: &'a CpuProgram, inputs: &'a [Array]) -> Result<CpuRun, RuntimeError> {
    let p = &cp.program;
    let mut d = Driver {
        cp,
        arrays: vec![None; p.arrays.len()],
        scalars: HashMap::new(),
        nest_index: super::nests(&p.body)
            .into_iter()
            .enumerate()
            .map(|(i, n)| (n as *const Nest, i))
            .collect(),
        threads: match cp.options.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        },
        passes: Vec::new(),
        nest_ms: 0.0,
        each_ms: Vec::new(),
    };
    if inputs.len() != p.params.len() {
        return Err(ill(format!(
            "{} inputs for {} parameters",
            inputs.len(),
            p.params.len()
        )));
    }
    for (a, x) in p.params.iter().zip(inputs) {
        d.arrays[a.index()] = Some(Rc::new(Arr {
            shape: x.shape().to_vec(),
            bufs: Bufs::Input(x.buffers()),
        }));
    }
    d.items(&p.body)?;
    let mut out = Vec::new();
    let results: Vec<Rc<Arr<'a>>> = p
        .results
        .iter()
        .map(|r| d.get(*r))
        .collect::<Result<_, _>>()?;
    // Results move out (a copy only where one array is returned twice, or is
    // an input); the other arrays the run allocated go to the pool.
    let mut spare = Vec::new();
    for slot in d.arrays.drain(..).flatten() {
        if let Ok(arr) = Rc::try_unwrap(slot) {
            if let Bufs::Own(bufs) = arr.bufs {
                spare.extend(bufs);
            }
        }
    }
    give_back(spare);
    for (r, arr) in p.results.iter().zip(results) {
        let elem = p.arrays[r.index()].elem.clone();
        let arr = Rc::try_unwrap(arr).unwrap_or_else(|shared| (*shared).clone());
        let shape = arr.shape.clone();
        out.push(
            Array::from_buffers(shape, elem, arr.into_buffers()).map_err(|e| ill(e.to_string()))?,
        );
    }
    let value = if out.len() == 1 {
        Value::Array(out.pop().expect("one"))
    } else {
        Value::Tuple(out.into_iter().map(Value::Array).collect())
    };
    Ok(CpuRun {
        value,
        run_ms: d.nest_ms,
        passes: d.passes,
        nest_ms: d.each_ms,
    })
}

fn ill(detail: String) -> RuntimeError {
    RuntimeError::new(Kind::IllTyped, "cpu", Span::default(), detail)
}

impl<'a> Driver<'a> {
    fn err(&self, at: NodeId, kind: Kind, detail: String) -> RuntimeError {
        match self.cp.program.origins.get(at.index()) {
            Some(o) => RuntimeError::new(kind, o.op.clone(), o.span, detail),
            None => RuntimeError::new(kind, "cpu", Span::default(), detail),
        }
    }

    fn get(&self, a: ArrayId) -> Result<Rc<Arr<'a>>, RuntimeError> {
        self.arrays
            .get(a.index())
            .cloned()
            .flatten()
            .ok_or_else(|| ill(format!("array `{}` is not computed", self.name(a))))
    }

    fn name(&self, a: ArrayId) -> String {
        self.cp.program.arrays[a.index()].name.to_string()
    }

    fn items(&mut self, items: &[Item]) -> Result<(), RuntimeError> {
        for it in items {
            match it {
                Item::Nest(n) => self.nest(n)?,
                Item::If {
                    node,
                    hoisted,
                    cond,
                    then_,
                    else_,
                    outputs,
                } => {
                    self.hoist(hoisted)?;
                    let c = self.eval(cond, *node)?;
                    let b = if c == Scalar::Bool(true) {
                        then_
                    } else {
                        else_
                    };
                    self.items(&b.items)?;
                    for (o, r) in outputs.iter().zip(&b.results) {
                        self.arrays[o.index()] = Some(self.get(*r)?);
                    }
                }
                Item::Loop {
                    node,
                    inits,
                    hoisted,
                    cond,
                    body,
                    outputs,
                } => {
                    for (v, i) in body.params.iter().zip(inits) {
                        self.arrays[v.index()] = Some(self.get(*i)?);
                    }
                    loop {
                        self.hoist(hoisted)?;
                        if self.eval(cond, *node)? != Scalar::Bool(true) {
                            break;
                        }
                        self.items(&body.items)?;
                        let next: Vec<Rc<Arr>> = body
                            .results
                            .iter()
                            .map(|r| self.get(*r))
                            .collect::<Result<_, _>>()?;
                        for (v, a) in body.params.iter().zip(next) {
                            self.arrays[v.index()] = Some(a);
                        }
                    }
                    for (o, v) in outputs.iter().zip(&body.params) {
                        self.arrays[o.index()] = Some(self.get(*v)?);
                    }
                }
            }
        }
        Ok(())
    }

    fn hoist(&mut self, hoisted: &[(VarId, ArrayId)]) -> Result<(), RuntimeError> {
        for (v, a) in hoisted {
            let arr = self.get(*a)?;
            let s = element(&arr, 0, &self.cp.program.arrays[a.index()].elem);
            self.scalars.insert(*v, s);
        }
        Ok(())
    }

    fn nest(&mut self, n: &Nest) -> Result<(), RuntimeError> {
        let p = &self.cp.program;
        // Shapes, their checks, allocation.
        let mut fresh: Vec<(ArrayId, Arr, bool)> = Vec::new();
        let mut shapes: HashMap<ArrayId, Vec<usize>> = HashMap::new();
        for sd in &n.shapes {
            let mut dims = Vec::new();
            for d in &sd.dims {
                let v = self.eval_with(d, sd.origin, &shapes)?;
                let v = v
                    .as_i64()
                    .ok_or_else(|| ill("an extent is not an integer".into()))?;
                if v < 0 {
                    return Err(self.err(sd.origin, Kind::NegativeSize, format!("extent {v}")));
                }
                dims.push(v as usize);
            }
            for c in &sd.checks {
                if self.eval_with(&c.cond, sd.origin, &shapes)? != Scalar::Bool(true) {
                    return Err(self.err(sd.origin, c.kind.into(), c.detail.clone()));
                }
            }
            shapes.insert(sd.array, dims.clone());
            let elem = &p.arrays[sd.array.index()].elem;
            let count: usize = dims
                .iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .ok_or_else(|| {
                    self.err(sd.origin, Kind::SizeOverflow, "too many elements".into())
                })?;
            let bufs = if sd.alloc {
                elem.leaves().iter().map(|pr| zeros(*pr, count)).collect()
            } else {
                Vec::new()
            };
            fresh.push((
                sd.array,
                Arr {
                    shape: dims,
                    bufs: Bufs::Own(bufs),
                },
                sd.compact,
            ));
        }
        // The tables.
        let layout = &self.cp.layout;
        let mut bufs: Vec<*mut u8> = vec![std::ptr::null_mut(); layout.slots.max(1)];
        let mut dims = vec![0i64; p.arrays.len() * MAX_RANK];
        let mut lens = vec![0i64; p.arrays.len().max(1)];
        // Every array computed so far: extents may name any of them (a size
        // is a parameter's extent).
        let mut keep: Vec<Rc<Arr>> = Vec::new();
        for (i, slot) in self.arrays.iter().enumerate() {
            if let Some(arr) = slot {
                self.fill(ArrayId(i as u32), arr, &mut bufs, &mut dims);
                keep.push(arr.clone());
            }
        }
        for a in &n.inputs {
            self.get(*a)?;
        }
        for (a, arr, _) in &mut fresh {
            for (k, b) in arr.bufs_mut().iter_mut().enumerate() {
                bufs[layout.slot(*a) + k] = buf_ptr(b);
            }
            for (k, &d) in arr.shape.iter().enumerate() {
                dims[a.index() * MAX_RANK + k] = d as i64;
            }
        }
        let compiled = self.cp.nests[self.nest_index[&(n as *const Nest)]];
        let extent = match &n.body.inner {
            Some(f) => self
                .eval_with(&f.extent, n.nodes[0], &shapes)?
                .as_i64()
                .unwrap_or(0),
            None => 0,
        };
        let splits = matches!(compiled.plan, Plan::Chunks)
            || (compiled.plan == Plan::Reduce && compiled.reduce.is_some())
            || (compiled.plan == Plan::Scatter && compiled.scatter.is_some());
        let chunks = if splits && self.threads > 1 && extent >= 2 * self.threads as i64 {
            self.threads
        } else {
            1
        };
        let reduce = compiled
            .reduce
            .filter(|_| chunks > 1 && compiled.plan == Plan::Reduce);
        let part_bytes = reduce.map_or(0, |r| r.accs * super::codegen::PARTIAL_BYTES);
        // 16-byte aligned partials, one block per chunk.
        let mut partials = vec![0u128; (part_bytes * chunks).div_ceil(16).max(1)];
        // A chained scan when there is more than one block to chain.
        let scan = compiled.scan.filter(|_| {
            compiled.plan == Plan::Scan && self.threads > 1 && extent >= 2 * super::chained::BLOCK
        });
        let chunks = if scan.is_some() { self.threads } else { chunks };
        let start = Instant::now();
        let mut err = [0i64; 4 * 64];
        let status = if let Some(f) = scan {
            let tables = super::chained::Tables {
                bufs: bufs.as_ptr(),
                dims: dims.as_ptr(),
                lens: lens.as_mut_ptr(),
            };
            super::chained::run(f, tables, extent, self.threads, &mut err)
        } else if chunks == 1 {
            unsafe {
                (compiled.f)(
                    bufs.as_ptr(),
                    dims.as_ptr(),
                    lens.as_mut_ptr(),
                    err.as_mut_ptr(),
                    0,
                    i64::MAX,
                    std::ptr::null_mut(),
                )
            }
        } else {
            let step = (extent + chunks as i64 - 1) / chunks as i64;
            let tables = Tables {
                bufs: bufs.as_ptr(),
                dims: dims.as_ptr(),
                lens: lens.as_mut_ptr(),
                err: err.as_mut_ptr(),
                partials: partials.as_mut_ptr() as *mut u8,
            };
            let scatter = compiled.scatter.filter(|_| compiled.plan == Plan::Scatter);
            if scatter.is_some() {
                // `permute`'s defaults, once, before the chunks combine.
                for s in &n.body.pre {
                    if let ir::loops::Stmt::Copy { dst, src, .. } = s {
                        let from = self.get(*src)?;
                        let to = fresh.iter_mut().find(|(a, _, _)| a == dst).ok_or_else(|| {
                            ill("a copy into an array the nest does not make".into())
                        })?;
                        for (t, f) in to.1.bufs_mut().iter_mut().zip(from.bufs()) {
                            copy_buffer(t, f)?;
                        }
                    }
                }
            }
            let f = match (reduce, scatter) {
                (Some(r), _) => r.part,
                (None, Some(sc)) => sc,
                (None, None) => compiled.f,
            };
            let statuses: Vec<i32> = std::thread::scope(|s| {
                let handles: Vec<_> = (0..chunks)
                    .map(|c| {
                        let t = tables;
                        s.spawn(move || {
                            let t = t;
                            let lo = c as i64 * step;
                            let part = unsafe { t.partials.add(c * part_bytes) };
                            unsafe {
                                f(
                                    t.bufs,
                                    t.dims,
                                    t.lens,
                                    t.err.add(4 * c),
                                    lo,
                                    lo + step,
                                    part,
                                )
                            }
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap_or(1)).collect()
            });
            // The first failing chunk in order reports (as a sequential run would).
            match statuses.iter().position(|s| *s != 0) {
                Some(c) => {
                    err.copy_within(4 * c..4 * c + 4, 0);
                    1
                }
                None => match reduce {
                    // Combine the partials in chunk order, then run what
                    // follows the loop once.
                    Some(r) => unsafe {
                        let base = partials.as_mut_ptr() as *mut u8;
                        for c in 1..chunks {
                            (r.combine)(base, base.add(c * part_bytes));
                        }
                        (r.post)(
                            bufs.as_ptr(),
                            dims.as_ptr(),
                            lens.as_mut_ptr(),
                            err.as_mut_ptr(),
                            0,
                            0,
                            base,
                        )
                    },
                    None => 0,
                },
            }
        };
        let ms = start.elapsed().as_secs_f64() * 1e3;
        self.nest_ms += ms;
        self.each_ms.push(ms);
        self.passes.push((compiled.plan, chunks));
        drop(keep);
        if status != 0 {
            return Err(self.decode(&err[..4]));
        }
        for (a, mut arr, compact) in fresh {
            if compact {
                let len = lens[a.index()].max(0) as usize;
                let row: usize = arr.shape[1..].iter().product();
                arr.shape[0] = len;
                for b in arr.bufs_mut() {
                    truncate(b, len * row);
                }
            }
            self.arrays[a.index()] = Some(Rc::new(arr));
        }
        Ok(())
    }

    fn fill(&self, a: ArrayId, arr: &Arr, bufs: &mut [*mut u8], dims: &mut [i64]) {
        let slot = self.cp.layout.slot(a);
        for (k, b) in arr.bufs().iter().enumerate() {
            bufs[slot + k] = buf_ptr_const(b);
        }
        for (k, &d) in arr.shape.iter().enumerate() {
            dims[a.index() * MAX_RANK + k] = d as i64;
        }
    }

    fn decode(&self, err: &[i64]) -> RuntimeError {
        let at = NodeId(err[1] as u32);
        let (d1, d2) = (err[2], err[3]);
        match ErrorCode::decode(err[0]) {
            Some(ErrorCode::OutOfBounds) => self.err(
                at,
                Kind::OutOfBounds,
                format!("index {d1} is out of bounds of an extent {d2} (generated code)"),
            ),
            Some(ErrorCode::DivisionByZero) => self.err(
                at,
                Kind::DivisionByZero,
                format!("integer division by zero ({d1} / {d2})"),
            ),
            Some(ErrorCode::EmptyFold1) => {
                self.err(at, Kind::EmptyFold1, "fold1 of an empty row".into())
            }
            Some(ErrorCode::ReshapeMismatch) => {
                self.err(at, Kind::ReshapeMismatch, "reshape mismatch".into())
            }
            Some(ErrorCode::SegmentSumMismatch) => self.err(
                at,
                Kind::SegmentSumMismatch,
                "the segment lengths do not add up to the row length".into(),
            ),
            Some(ErrorCode::NegativeSize) => {
                self.err(at, Kind::NegativeSize, "a negative size".into())
            }
            Some(ErrorCode::ShapeMismatch) => {
                self.err(at, Kind::ShapeMismatch, "shapes differ".into())
            }
            Some(ErrorCode::IllTyped) | None => self.err(
                at,
                Kind::IllTyped,
                format!("generated code failed (code {})", err[0]),
            ),
        }
    }

    fn eval(&self, e: &Expr, at: NodeId) -> Result<Scalar, RuntimeError> {
        self.eval_with(e, at, &HashMap::new())
    }

    /// Scalar expressions outside nests (extents, checks, conditions).
    fn eval_with(
        &self,
        e: &Expr,
        at: NodeId,
        shapes: &HashMap<ArrayId, Vec<usize>>,
    ) -> Result<Scalar, RuntimeError> {
        let ev = |x: &Expr| self.eval_with(x, at, shapes);
        let op_err = |e: scalar_ops::ScalarOpError| match e {
            scalar_ops::ScalarOpError::DivisionByZero(_) => {
                self.err(at, Kind::DivisionByZero, "integer division by zero".into())
            }
            other => self.err(at, Kind::IllTyped, format!("{other:?}")),
        };
        Ok(match e {
            Expr::Var(v) => self
                .scalars
                .get(v)
                .cloned()
                .ok_or_else(|| ill(format!("unbound variable v{}", v.0)))?,
            Expr::Lit(s) => s.clone(),
            Expr::Dim { array, axis } => {
                let d = match shapes.get(array) {
                    Some(s) => s.get(*axis).copied(),
                    None => self.get(*array)?.shape.get(*axis).copied(),
                };
                Scalar::I64(d.ok_or_else(|| ill("an axis out of range".into()))? as i64)
            }
            Expr::Index { array, index } => {
                let arr = self.get(*array)?;
                let mut pos = 0usize;
                for (k, i) in index.iter().enumerate() {
                    let i = ev(i)?.as_i64().unwrap_or(-1);
                    let n = arr.shape[k];
                    if i < 0 || i as usize >= n {
                        return Err(self.err(
                            at,
                            Kind::OutOfBounds,
                            format!("index {i} is out of bounds of `{}`", self.name(*array)),
                        ));
                    }
                    pos = pos * n + i as usize;
                }
                element(&arr, pos, &self.cp.program.arrays[array.index()].elem)
            }
            Expr::Unary(op, a) => scalar_ops::unary(*op, &ev(a)?).map_err(op_err)?,
            Expr::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let l = ev(a)? == Scalar::Bool(true);
                if l == (*op == BinOp::Or) {
                    Scalar::Bool(l)
                } else {
                    Scalar::Bool(ev(b)? == Scalar::Bool(true))
                }
            }
            Expr::Binary(op, a, b) => scalar_ops::binary(*op, &ev(a)?, &ev(b)?).map_err(op_err)?,
            Expr::If(c, a, b) => {
                if ev(c)? == Scalar::Bool(true) {
                    ev(a)?
                } else {
                    ev(b)?
                }
            }
            Expr::Tuple(es) => Scalar::Tuple(es.iter().map(&ev).collect::<Result<_, _>>()?),
            Expr::Proj(a, k) => match ev(a)? {
                Scalar::Tuple(mut xs) if *k < xs.len() => xs.swap_remove(*k),
                _ => return Err(ill("a projection of a non-tuple".into())),
            },
            Expr::Call(f, args) => {
                let xs: Vec<Scalar> = args.iter().map(&ev).collect::<Result<_, _>>()?;
                scalar_ops::builtin(*f, &xs).map_err(op_err)?
            }
            Expr::Convert(to, a) => scalar_ops::convert(&ev(a)?, *to).map_err(op_err)?,
            Expr::Let { .. } | Expr::Ignore => {
                return Err(ill("a `let` or `ignore` outside a loop nest".into()))
            }
        })
    }
}

#[derive(Clone, Copy)]
struct Tables {
    bufs: *const *mut u8,
    dims: *const i64,
    lens: *mut i64,
    err: *mut i64,
    partials: *mut u8,
}

// The tables outlive the scoped threads; chunks write disjoint elements and
// their own error slots.
unsafe impl Send for Tables {}

/// Large buffers given back with [`recycle`], for reuse by later runs.
fn pool() -> &'static std::sync::Mutex<Vec<Buffer>> {
    static POOL: std::sync::OnceLock<std::sync::Mutex<Vec<Buffer>>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| std::sync::Mutex::new(Vec::new()))
}

/// Buffers smaller than this are not pooled.
const POOLED_BYTES: usize = 1 << 20;
/// At most this many bytes wait in the pool (the arrays a run allocated but
/// does not return go there too).
const POOL_LIMIT: usize = 4 << 30;

/// Gives the buffers of a result back for reuse by later runs (a benchmark
/// calls this between repetitions, so that they measure the loops and not
/// the kernel's first-touch page faults). Every element of an output is
/// written by its nest, so a reused buffer is not cleared.
pub fn recycle(v: Value) {
    let mut arrays = Vec::new();
    match v {
        Value::Array(a) => arrays.push(a),
        Value::Tuple(vs) => {
            for x in vs {
                if let Value::Array(a) = x {
                    arrays.push(a)
                }
            }
        }
    }
    give_back(arrays.into_iter().flat_map(|a| a.into_buffers()).collect());
}

fn give_back(bufs: Vec<Buffer>) {
    let mut pool = pool().lock().expect("pool lock");
    let mut held: usize = pool.iter().map(|b| b.len() * b.prim().bytes()).sum();
    for b in bufs {
        let bytes = b.len() * b.prim().bytes();
        if bytes >= POOLED_BYTES && held + bytes <= POOL_LIMIT {
            held += bytes;
            pool.push(b);
        }
    }
}

/// A buffer of `n` elements for an output: a pooled one of that size if any
/// (its old contents are overwritten by the nest), else zeroed memory.
/// (Transparent huge pages were tried: with the kernel's `defrag = madvise`
/// the first run stalls in compaction, four times slower than 4 KiB faults.)
fn zeros(p: Prim, n: usize) -> Buffer {
    if n * p.bytes() >= POOLED_BYTES {
        let mut pool = pool().lock().expect("pool lock");
        if let Some(i) = pool.iter().position(|b| b.prim() == p && b.len() == n) {
            return pool.swap_remove(i);
        }
    }
    match p {
        Prim::Bool => Buffer::Bool(vec![false; n]),
        Prim::I32 => Buffer::I32(vec![0; n]),
        Prim::I64 => Buffer::I64(vec![0; n]),
        Prim::F32 => Buffer::F32(vec![0.0; n]),
        Prim::F64 => Buffer::F64(vec![0.0; n]),
    }
}

fn truncate(b: &mut Buffer, n: usize) {
    match b {
        Buffer::Bool(v) => v.truncate(n),
        Buffer::I32(v) => v.truncate(n),
        Buffer::I64(v) => v.truncate(n),
        Buffer::F32(v) => v.truncate(n),
        Buffer::F64(v) => v.truncate(n),
    }
}

fn buf_ptr(b: &mut Buffer) -> *mut u8 {
    match b {
        Buffer::Bool(v) => v.as_mut_ptr() as *mut u8,
        Buffer::I32(v) => v.as_mut_ptr() as *mut u8,
        Buffer::I64(v) => v.as_mut_ptr() as *mut u8,
        Buffer::F32(v) => v.as_mut_ptr() as *mut u8,
        Buffer::F64(v) => v.as_mut_ptr() as *mut u8,
    }
}

/// Inputs are only read by generated code.
fn buf_ptr_const(b: &Buffer) -> *mut u8 {
    match b {
        Buffer::Bool(v) => v.as_ptr() as *mut u8,
        Buffer::I32(v) => v.as_ptr() as *mut u8,
        Buffer::I64(v) => v.as_ptr() as *mut u8,
        Buffer::F32(v) => v.as_ptr() as *mut u8,
        Buffer::F64(v) => v.as_ptr() as *mut u8,
    }
}

/// Element `pos` of an array, as a scalar of type `elem`.
fn element(arr: &Arr, pos: usize, elem: &ir::ScalarType) -> Scalar {
    let mut leaf = 0;
    fn go(arr: &Arr, pos: usize, t: &ir::ScalarType, leaf: &mut usize) -> Scalar {
        match t {
            ir::ScalarType::Prim(_) => {
                let s = arr.bufs()[*leaf].get(pos);
                *leaf += 1;
                s
            }
            ir::ScalarType::Tuple(ts) => {
                Scalar::Tuple(ts.iter().map(|t| go(arr, pos, t, leaf)).collect())
            }
        }
    }
    go(arr, pos, elem, &mut leaf)
}

/// `to`'s elements become `from`'s (same type and length).
fn copy_buffer(to: &mut Buffer, from: &Buffer) -> Result<(), RuntimeError> {
    match (to, from) {
        (Buffer::Bool(t), Buffer::Bool(f)) if t.len() == f.len() => t.copy_from_slice(f),
        (Buffer::I32(t), Buffer::I32(f)) if t.len() == f.len() => t.copy_from_slice(f),
        (Buffer::I64(t), Buffer::I64(f)) if t.len() == f.len() => t.copy_from_slice(f),
        (Buffer::F32(t), Buffer::F32(f)) if t.len() == f.len() => t.copy_from_slice(f),
        (Buffer::F64(t), Buffer::F64(f)) if t.len() == f.len() => t.copy_from_slice(f),
        _ => {
            return Err(ill(
                "a copy between arrays of different types or shapes".into()
            ))
        }
    }
    Ok(())
}

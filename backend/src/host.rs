//! What the host evaluates around the loop nests, the same for the CPU
//! driver (`cpu::driver`) and the PTX launcher (`ptx::launch`): the
//! program's array-level items (`if` and `loop` on arrays, with the `the`
//! values their conditions read), each nest's shapes with their checks, the
//! scalar expressions outside nests, the tables of buffer addresses and
//! extents the generated code reads, and the error record it writes, turned
//! into the interpreters' named errors. The items, shapes, checks and
//! expressions are evaluated by `ir::loops::eval`, as the loop-IR
//! interpreter evaluates them: the host gives it its arrays and `the`
//! values (`At`, `HostItems`).
//!
//! A backend keeps its arrays where it computes them (host memory, device
//! memory) behind [`HostArray`]; it runs each nest itself, called back by
//! [`Host::items`].

use crate::layout::{Layout, MAX_RANK};
use crate::streamed::Streams;
use ir::cost::CostSymbol;
use ir::graph::{ArrayId, NodeId};
use ir::id::IdVec;
use ir::loops::eval::{self, Env, Items};
use ir::loops::nests;
use ir::loops::schedule::Schedule;
use ir::loops::{Block, Expr, Item, LoopProgram, Nest, ShapeDef, VarId};
use ir::runtime::{RuntimeError, RuntimeErrorKind as Kind};
use ir::{Array, Prim, Scalar, ScalarType, Span, Value};
use std::collections::HashMap;
use std::rc::Rc;

/// An array as a backend holds it.
pub(crate) trait HostArray {
    /// A backend's errors: the program's run-time errors among them.
    type Error: From<RuntimeError>;

    fn shape(&self) -> &[usize];

    /// Element `pos` (row-major) as a scalar of type `elem`, read on the
    /// host (for `the` and for indexing outside nests).
    fn element(&self, pos: usize, elem: &ScalarType) -> Result<Scalar, Self::Error>;

    /// `input`'s storage under other extents, of the same element count
    /// (`Item::Alias`): shared, not copied.
    fn alias(input: &Rc<Self>, shape: Vec<usize>) -> Self;

    /// A rank-0 `i64` array holding `x`, made by the host: a scheduled
    /// loop's chunk limit (`ir::loops::schedule`).
    fn limit(x: i64) -> Result<Self, Self::Error>
    where
        Self: Sized;

    /// The value of a rank-0 integer array where reading it costs nothing
    /// worth counting (host memory), for `#the` ([`Met`]); `None` for
    /// others, or where a read would cost a transfer.
    fn value_at_no_cost(&self, _elem: &ScalarType) -> Option<i64> {
        None
    }

    /// For a streamed input ([`crate::streamed`]): values `range` become
    /// readable and those shown before are given back. Arrays held whole
    /// are always readable.
    fn show(&self, _range: std::ops::Range<u64>) -> Result<(), Self::Error> {
        Ok(())
    }
}

/// The extents of the arrays a nest makes, by array, as they are evaluated
/// (an extent may be an earlier array's).
pub(crate) type Shapes = HashMap<ArrayId, Vec<usize>>;

/// An array a nest makes: its extents, evaluated and checked.
pub(crate) struct Made {
    pub array: ArrayId,
    /// The operation that makes it (named by its errors).
    pub origin: NodeId,
    pub shape: Vec<usize>,
    /// Elements: the product of `shape`.
    pub count: usize,
    /// Manifest, so allocated (else only a shape for loop extents, its
    /// array fused away).
    pub alloc: bool,
    /// Filled by appends (a `filter`): the first extent is the capacity,
    /// and becomes the number of elements the nest appended.
    pub compact: bool,
}

/// How a backend runs a nest, called back by [`Host::items`].
pub(crate) type RunNest<'r, 'p, A> =
    dyn FnMut(&mut Host<'p, A>, &Nest) -> Result<(), <A as HostArray>::Error> + 'r;

/// The host's state of one run: every array computed so far and the
/// scalars bound by `the`.
pub(crate) struct Host<'p, A> {
    pub program: &'p LoopProgram,
    /// The operation named by errors without a source location (`cpu`,
    /// `ptx`).
    backend: &'static str,
    pub arrays: IdVec<ArrayId, Option<Rc<A>>>,
    scalars: HashMap<VarId, Scalar>,
    nest_index: HashMap<*const Nest, usize>,
    /// The chunks of the scheduled loops (lifted sequence loops), where
    /// the backend schedules them.
    pub schedule: Option<Schedule>,
    /// The streamed inputs, where the backend streams them.
    pub streams: Streams,
    /// The values of the cost model's unknowns as the run met them
    /// ([`Met`]).
    pub met: Met,
}

/// The run-time values of the cost model's unknowns
/// (`ir::cost::CostSymbol`) as a run meets them, for the time model to
/// price each nest it ran at what that nest met: `#a` and `#a.d`, the
/// extents of each array the host binds or a nest makes (a compacted
/// array's length named `#a` whatever its rank), and `#the(a)`, the value
/// of a rank-0 integer array the host reads or makes (a scheduled loop's
/// chunk limit). As the loop-IR interpreter measures them
/// (`interp::loops`), but logged in order: a value is logged where it
/// differs from the symbol's last, with the count of nests run before.
#[derive(Clone, Debug, Default)]
pub struct Met {
    /// (nests run before, the symbol's printed name, its value).
    pub log: Vec<(usize, String, i64)>,
    /// Each unknown's last value, by array (the name is printed only when
    /// a value is logged: binds are on the run's path).
    last: HashMap<Unknown, i64>,
    /// Nests run so far.
    nests: usize,
}

/// An unknown of one array, as [`CostSymbol`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Unknown {
    /// `#a` (`axis` none) or `#a.d`.
    Extent(ArrayId, Option<usize>),
    /// `#the(a)`.
    The(ArrayId),
}

impl Met {
    /// `value` of `unknown` of `program`'s arrays, logged where it
    /// differs from the last.
    fn set(&mut self, program: &LoopProgram, unknown: Unknown, value: i64) {
        if self.last.insert(unknown, value) == Some(value) {
            return;
        }
        let name = |a: ArrayId| program.array_name(a).into();
        let symbol = match unknown {
            Unknown::Extent(a, axis) => CostSymbol::Extent {
                array: name(a),
                axis,
            },
            Unknown::The(a) => CostSymbol::The(name(a)),
        };
        self.log.push((self.nests, symbol.to_string(), value));
    }

    /// The extents of array `a`, bound or made.
    fn extents(&mut self, program: &LoopProgram, a: ArrayId, shape: &[usize]) {
        for (d, &e) in shape.iter().enumerate() {
            let axis = CostSymbol::extent_axis(shape.len(), d);
            let value = i64::try_from(e).unwrap_or(i64::MAX);
            self.set(program, Unknown::Extent(a, axis), value);
        }
    }

    /// The length of compacted array `a` (a `filter`'s), named as a rank-1
    /// extent.
    pub fn length(&mut self, program: &LoopProgram, a: ArrayId, len: usize) {
        let value = i64::try_from(len).unwrap_or(i64::MAX);
        self.set(program, Unknown::Extent(a, None), value);
    }

    /// `#the(a)`: the value of a rank-0 integer array.
    fn the(&mut self, program: &LoopProgram, a: ArrayId, value: i64) {
        self.set(program, Unknown::The(a), value);
    }
}

impl<'p, A: HostArray> Host<'p, A> {
    pub fn new(program: &'p LoopProgram, backend: &'static str) -> Self {
        Host {
            program,
            backend,
            arrays: IdVec::filled(None, program.arrays.len()),
            scalars: HashMap::new(),
            nest_index: nests(&program.body)
                .into_iter()
                .enumerate()
                .map(|(i, n)| (n as *const Nest, i))
                .collect(),
            schedule: None,
            streams: Streams::default(),
            met: Met::default(),
        }
    }

    /// Binds array `a` (its extents, and where it is a rank-0 integer
    /// array read at no cost its value, [`Met`]).
    pub fn bind(&mut self, a: ArrayId, array: Rc<A>) {
        self.met.extents(self.program, a, array.shape());
        if let Some(x) = array.value_at_no_cost(&self.program.arrays[a].elem) {
            self.met.the(self.program, a, x);
        }
        self.arrays[a] = Some(array);
    }

    /// One input per parameter (their types and extents are checked
    /// against the signature by the caller).
    pub fn check_inputs(&self, inputs: usize) -> Result<(), RuntimeError> {
        let params = self.program.params.len();
        if inputs != params {
            return Err(self.ill(format!("{inputs} inputs for {params} parameters")));
        }
        Ok(())
    }

    /// An internal error: the program is not what the backend expects.
    pub fn ill(&self, detail: String) -> RuntimeError {
        RuntimeError::new(Kind::IllTyped, self.backend, Span::default(), detail)
    }

    /// The error for an array `m` that cannot be allocated: `cannot allocate
    /// N bytes for `xs``, at the operation that makes it.
    pub fn out_of_memory(&self, made: &Made, e: ir::AllocError) -> RuntimeError {
        let name = format!("`{}`", self.program.array_name(made.array));
        let (op, span) = match self.program.origins.get(made.origin) {
            Some(o) => (o.op.to_string(), o.span),
            None => (self.backend.to_string(), Span::default()),
        };
        RuntimeError::out_of_memory(op, span, e, &name)
    }

    /// A run-time error of operation `at`, worded by the table of
    /// run-time error kinds from its operands.
    pub fn kind(&self, at: NodeId, kind: Kind, a: i64, b: i64) -> RuntimeError {
        self.err(at, kind, kind.message(a, b))
    }

    /// A run-time error of operation `at` (its name and source location).
    /// A chunk of scheduled loop `at` over `--seq-memory`.
    pub fn too_large(&self, at: NodeId, e: ir::loops::schedule::TooLarge) -> RuntimeError {
        self.err(at, Kind::OutOfMemory, e.to_string())
    }

    pub fn err(&self, at: NodeId, kind: Kind, detail: String) -> RuntimeError {
        match self.program.origins.get(at) {
            Some(o) => RuntimeError::new(kind, o.op.name(), o.span, detail),
            None => RuntimeError::new(kind, self.backend, Span::default(), detail),
        }
    }

    pub fn get(&self, a: ArrayId) -> Result<Rc<A>, RuntimeError> {
        self.arrays
            .get(a)
            .cloned()
            .flatten()
            .ok_or_else(|| self.not_computed(a))
    }

    fn not_computed(&self, a: ArrayId) -> RuntimeError {
        self.ill(format!("array `{}` is not computed", self.name(a)))
    }

    fn name(&self, a: ArrayId) -> String {
        self.program.arrays[a].name.to_string()
    }

    /// The position of `n` among the program's nests (pre-order), which
    /// indexes the backend's compiled nests.
    pub fn nest_index(&self, nest: &Nest) -> usize {
        self.nest_index[&(nest as *const Nest)]
    }

    /// The arrays computed so far, by id: the tables give each of them,
    /// since an extent may name any (a size is a parameter's extent).
    pub fn computed(&self) -> impl Iterator<Item = (ArrayId, &Rc<A>)> + '_ {
        self.arrays
            .iter()
            .enumerate()
            .filter_map(|(i, slot)| slot.as_ref().map(|arr| (ArrayId::from_index(i), arr)))
    }

    /// Runs `items`: nests through `nest`, array-level `if` and `loop` here
    /// (by `ir::loops::eval::items`).
    pub fn items(&mut self, items: &[Item], nest: &mut RunNest<'_, 'p, A>) -> Result<(), A::Error> {
        eval::items(&mut HostItems { host: self, nest }, items)
    }

    /// The arrays nest `n` makes, in order, with their extents evaluated
    /// and their checks run; and those extents by array.
    pub fn made(&self, nest: &Nest) -> Result<(Vec<Made>, Shapes), A::Error> {
        let mut made = Vec::new();
        let mut shapes = Shapes::new();
        for sd in &nest.shapes {
            let (dims, count) = eval::shape(&mut self.at(sd.origin, &shapes), sd)?;
            shapes.insert(sd.array, dims.clone());
            made.push(Made {
                array: sd.array,
                origin: sd.origin,
                shape: dims,
                count,
                alloc: sd.alloc,
                compact: sd.compact,
            });
        }
        Ok((made, shapes))
    }

    /// The extent of the nest's outermost loop (0 without a loop, and for
    /// a negative one).
    pub fn extent(&self, nest: &Nest, shapes: &Shapes) -> Result<i64, A::Error> {
        Ok(match &nest.body.inner {
            Some(f) => eval::integer(&mut self.at(nest.nodes[0], shapes), &f.extent)?.max(0),
            None => 0,
        })
    }

    /// Checks that the nest's inputs are computed.
    pub fn check_nest_inputs(&self, nest: &Nest) -> Result<(), RuntimeError> {
        for a in &nest.inputs {
            self.get(*a)?;
        }
        Ok(())
    }

    /// The run-time error a nest recorded in `err[0..4]` = (code, node,
    /// operand, operand), worded by the table of run-time error kinds.
    pub fn decode(&self, err: &[i64]) -> RuntimeError {
        let at = NodeId::new(err[1] as u32);
        match Kind::from_code(err[0]) {
            Some(Kind::IllTyped) | None => self.err(
                at,
                Kind::IllTyped,
                format!("generated code failed (code {})", err[0]),
            ),
            Some(kind) => self.kind(at, kind, err[2], err[3]),
        }
    }

    /// The evaluator of `ir::loops::eval` on the host, at operation `at`;
    /// `shapes` are the extents of the arrays the nest makes so far.
    fn at<'h>(&'h self, at: NodeId, shapes: &'h Shapes) -> At<'h, 'p, A> {
        At {
            host: self,
            at,
            shapes,
        }
    }
}

/// The host running array-level items, its nests through `nest`.
struct HostItems<'h, 'r, 'p, A: HostArray> {
    host: &'h mut Host<'p, A>,
    nest: &'h mut RunNest<'r, 'p, A>,
}

impl<A: HostArray> Items for HostItems<'_, '_, '_, A> {
    type Error = A::Error;
    type Array = Rc<A>;

    fn nest(&mut self, n: &Nest) -> Result<(), A::Error> {
        let ran = (self.nest)(self.host, n);
        self.host.met.nests += 1;
        ran
    }

    /// What the body bound is freed (its arrays' last owner is this slot)
    /// before the next iteration allocates its own, so that two chunks'
    /// arrays are never held at once.
    fn body_released(&mut self, _node: NodeId, body: &Block) {
        for a in ir::loops::bound_in(&body.items) {
            if !body.params.contains(&a) {
                self.host.arrays[a] = None;
            }
        }
    }

    fn loop_start(&mut self, node: NodeId) {
        if let Some(s) = &mut self.host.schedule {
            s.start(node);
        }
    }

    /// The limit from the schedule; where the chunk reads streamed
    /// inputs, held to what fits the memory cap by its elements' bytes, and
    /// each stream's window of the chunk shown.
    fn chunk(&mut self, node: NodeId, params: &[ArrayId]) -> Result<(), A::Error> {
        let host = &mut *self.host;
        let Some(s) = &mut host.schedule else {
            return Ok(());
        };
        let next = s.next(node);
        let mut c = next.map_err(|e| host.too_large(node, e))?;
        let reading = host.streams.of_loop(node).to_vec();
        if !reading.is_empty() {
            let first = *params
                .last()
                .ok_or_else(|| host.ill("a loop without variables".into()))?;
            let k0 = host.get(first)?.element(0, &ScalarType::I64)?;
            let k0 = k0.as_i64().and_then(|k| u64::try_from(k).ok()).unwrap_or(0);
            let streams = &host.streams.streams;
            let len = reading.iter().map(|&k| streams[k].len()).min().unwrap_or(0);
            c = c.min(len.saturating_sub(k0));
            let window = |c: u64| -> u64 {
                (reading.iter())
                    .map(|&k| {
                        let r = streams[k].range(k0, c);
                        (r.end - r.start).saturating_mul(streams[k].value_bytes)
                    })
                    .sum()
            };
            let s = host.schedule.as_mut().expect("scheduled above");
            c = s
                .fit(node, k0, c, window)
                .map_err(|e| host.too_large(node, e))?;
            for &k in &reading {
                let stream = &host.streams.streams[k];
                host.get(stream.values)?.show(stream.range(k0, c))?;
            }
        }
        let c = i64::try_from(c).unwrap_or(i64::MAX);
        host.met.the(host.program, params[0], c);
        host.arrays[params[0]] = Some(Rc::new(A::limit(c)?));
        Ok(())
    }

    /// The loop's streamed windows are given back.
    fn chunks_done(&mut self, node: NodeId) -> Result<(), A::Error> {
        let host = &mut *self.host;
        for &k in host.streams.of_loop(node) {
            host.get(host.streams.streams[k].values)?.show(0..0)?;
        }
        let Some(s) = &mut host.schedule else {
            return Ok(());
        };
        let done = s.finish(node);
        Ok(done.map_err(|e| host.too_large(node, e))?)
    }

    /// `v = the a`: element 0 of a rank-0 array.
    fn hoist(&mut self, _: NodeId, v: VarId, a: ArrayId) -> Result<(), A::Error> {
        let arr = self.host.get(a)?;
        let s = arr.element(0, &self.host.program.arrays[a].elem)?;
        if let Some(x) = s.as_i64() {
            self.host.met.the(self.host.program, a, x);
        }
        self.host.scalars.insert(v, s);
        Ok(())
    }

    fn condition(&mut self, node: NodeId, cond: &Expr) -> Result<bool, A::Error> {
        eval::condition(&mut self.host.at(node, &Shapes::new()), cond)
    }

    fn array(&self, _: NodeId, a: ArrayId) -> Result<Rc<A>, A::Error> {
        Ok(self.host.get(a)?)
    }

    fn bind(&mut self, _: NodeId, a: ArrayId, array: Rc<A>) -> Result<(), A::Error> {
        self.host.bind(a, array);
        Ok(())
    }

    fn ill_typed(&self, _: NodeId, detail: String) -> RuntimeError {
        self.host.ill(detail)
    }

    fn alias(&mut self, node: NodeId, input: ArrayId, sd: &ShapeDef) -> Result<(), A::Error> {
        let (shape, _) = eval::shape(&mut self.host.at(node, &Shapes::new()), sd)?;
        let arr = self.host.get(input)?;
        self.host.bind(sd.array, Rc::new(A::alias(&arr, shape)));
        Ok(())
    }
}

/// The host at one operation: what `ir::loops::eval` evaluates extents,
/// checks and conditions with, outside the nests (no `let`, no `ignore`).
struct At<'h, 'p, A> {
    host: &'h Host<'p, A>,
    at: NodeId,
    shapes: &'h Shapes,
}

impl<A: HostArray> At<'_, '_, A> {
    fn outside_nests(&self) -> RuntimeError {
        self.host
            .ill("a `let` or `ignore` outside a loop nest".into())
    }
}

impl<A: HostArray> Env for At<'_, '_, A> {
    type Error = A::Error;

    fn program(&self) -> &LoopProgram {
        self.host.program
    }

    fn var(&self, v: VarId) -> Option<Scalar> {
        self.host.scalars.get(&v).cloned()
    }

    fn set_var(&mut self, _: VarId, _: Scalar) -> Result<(), A::Error> {
        Err(self.outside_nests().into())
    }

    fn shape(&self, a: ArrayId) -> Result<&[usize], A::Error> {
        if let Some(s) = self.shapes.get(&a) {
            return Ok(s);
        }
        match self.host.arrays.get(a) {
            Some(Some(arr)) => Ok(arr.shape()),
            _ => Err(self.host.not_computed(a).into()),
        }
    }

    fn read(&mut self, a: ArrayId, index: &[i64]) -> Result<Scalar, A::Error> {
        let arr = self.host.get(a)?;
        let pos = eval::position(arr.shape(), index).map_err(|e| match e {
            Some((i, n)) => self.error(Kind::OutOfBounds, i, n),
            None => self.ill_typed(format!(
                "{} indices of `{}` of rank {}",
                index.len(),
                self.host.name(a),
                arr.shape().len()
            )),
        })?;
        arr.element(pos, &self.host.program.arrays[a].elem)
    }

    fn ignore(&self) -> A::Error {
        self.outside_nests().into()
    }

    fn ill_typed(&self, detail: String) -> RuntimeError {
        self.host.ill(detail)
    }

    fn error(&self, kind: Kind, a: i64, b: i64) -> RuntimeError {
        self.host.kind(self.at, kind, a, b)
    }
}

/// A nest's tables as the generated code reads them: `bufs[slot + leaf]`
/// the address of one primitive component of an array ([`Layout`]),
/// `dims[a * MAX_RANK + d]` its extents.
pub(crate) struct Tables<'l, P> {
    layout: &'l Layout,
    pub bufs: Vec<P>,
    pub dims: Vec<i64>,
}

impl<'l, P: Copy> Tables<'l, P> {
    /// Empty tables for `arrays` arrays; `null` fills unused slots.
    pub fn new(layout: &'l Layout, arrays: usize, null: P) -> Self {
        Tables {
            layout,
            bufs: vec![null; layout.slots.max(1)],
            dims: vec![0; arrays.max(1) * MAX_RANK],
        }
    }

    /// Array `a`: its buffers at `addrs` (one per leaf), its extents `shape`.
    pub fn set(&mut self, a: ArrayId, addrs: impl IntoIterator<Item = P>, shape: &[usize]) {
        let slot = self.layout.slot(a);
        for (k, p) in addrs.into_iter().enumerate() {
            self.bufs[slot + k] = p;
        }
        for (k, &d) in shape.iter().enumerate() {
            self.dims[a.index() * MAX_RANK + k] = d as i64;
        }
    }
}

/// A run's value: its one result, or the tuple of its results.
pub(crate) fn value(mut results: Vec<Array>) -> Value {
    if results.len() == 1 {
        Value::Array(results.pop().expect("one"))
    } else {
        Value::Tuple(results.into_iter().map(Value::Array).collect())
    }
}

/// A scalar of type `t` from its primitive leaves, in order: `leaf(k, p)`
/// reads leaf `k`, of type `p` (an array of tuples is one buffer per leaf).
pub(crate) fn from_leaves<E>(
    t: &ScalarType,
    leaf: &mut dyn FnMut(usize, Prim) -> Result<Scalar, E>,
) -> Result<Scalar, E> {
    fn go<E>(
        t: &ScalarType,
        next: &mut usize,
        leaf: &mut dyn FnMut(usize, Prim) -> Result<Scalar, E>,
    ) -> Result<Scalar, E> {
        match t {
            ScalarType::Prim(p) => {
                *next += 1;
                leaf(*next - 1, *p)
            }
            ScalarType::Tuple(ts) => Ok(Scalar::Tuple(
                ts.iter()
                    .map(|t| go(t, next, leaf))
                    .collect::<Result<_, _>>()?,
            )),
        }
    }
    go(t, &mut 0, leaf)
}

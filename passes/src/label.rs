//! Labelling (van Balen §5.1): a typed entry `def` becomes a [`LabelledGraph`].
//! Every array operation becomes a node, every operand a uniquely named array
//! variable, calls of earlier `def`s are inlined (their size names replaced by
//! the call's sizes, or by `length`/`shape` of the argument that binds them),
//! and tuples of arrays are flattened.

use ir::affine::affine_arrays;
use ir::ast::*;
use ir::cost::CostSymbol;
use ir::graph::{
    ArrayId, ArrayInfo, Block, LabelledGraph, Node, NodeId, NodeKind, SizeAssert, SizeCond,
};
use ir::id::IdVec;
use ir::own_index::own_index_arrays;
use ir::runtime::RuntimeErrorKind;
use ir::Name;
use ir::{ArrayType, ScalarType, Type};
use ir::{Poly, Size};
use std::collections::{HashMap, HashSet};

/// Why labelling refuses a sequence: the pipeline lifts them first.
pub const SEQUENCES_UNLOWERED: &str = "a sequence is labelled only after the `lift` pass has made it a loop over chunks (passes::lift)";

/// Why labelling failed (on programs the type checker would reject, and
/// on sequences not yet lifted).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("labelling `{def}`: {message}")]
pub struct LabelError {
    pub def: String,
    pub message: String,
}

/// A program's text checked and its entry definition (the last) labelled,
/// lifted first where it has sequences (`crate::lift`, the whole stream
/// a chunk): the program, its labelled graph and their dependency graph.
/// The error says why not, with the checker's diagnostics rendered against
/// `file`. For programs a tool generates (benchmarks, property tests),
/// which are meant to check; user programs go through the pass manager.
pub fn label_text(
    file: &ir::SourceFile,
) -> Result<(Program, LabelledGraph, ir::deps::DepGraph), String> {
    let program = ir::check_source(file).map_err(|ds| {
        let rendered: Vec<String> = ds.iter().map(|d| d.render(file)).collect();
        format!("does not check:\n{}", rendered.join("\n"))
    })?;
    label_checked(program)
}

/// [`label_text`] of a program already checked: its entry definition (the
/// last) labelled, lifted first where it has sequences.
pub fn label_checked(
    mut program: Program,
) -> Result<(Program, LabelledGraph, ir::deps::DepGraph), String> {
    let entry = program.entry(None).ok_or("has no definition")?;
    if ir::sequence::first_use(entry).is_some() {
        let name = entry.name.clone();
        program = (crate::lift(&program, &name, None))
            .map_err(|e| format!("does not lift: {e}"))?
            .program;
    }
    let entry = program.entry(None).ok_or("has no definition")?;
    let graph = label(&program, entry).map_err(|e| format!("does not label: {e}"))?;
    let deps = ir::deps::DepGraph::build(&graph);
    Ok((program, graph, deps))
}

/// Labels the entry `def` of a checked program.
pub fn label(program: &Program, entry: &Def) -> Result<LabelledGraph, LabelError> {
    let mut l = Labeller {
        program,
        arrays: IdVec::new(),
        nodes: IdVec::new(),
        used: HashSet::new(),
        counters: HashMap::new(),
        def: entry.name.to_string(),
    };
    let mut env = Env::default();
    let mut params = Vec::new();
    for p in &entry.params {
        let id = l.new_array(&p.name, p.ty.clone(), None, p.span);
        env.arrays.insert(p.name.clone(), Val::One(id));
        params.push(id);
    }
    let sizes: Vec<Name> = {
        let mut s: Vec<Name> = Vec::new();
        for p in &entry.params {
            for n in
                p.ty.shape
                    .iter()
                    .filter_map(Size::as_poly)
                    .flat_map(|q| q.names())
            {
                if !s.contains(n) {
                    s.push(n.clone());
                }
            }
        }
        s
    };
    let mut nodes = Vec::new();
    let result = l.expr(&entry.body, &env, &mut nodes, None)?;
    // The entry's own size names are what they say (bound by the inputs);
    // those that no parameter's extent gives alone are not checked here.
    let mut own = HashMap::new();
    for (&id, p) in params.iter().zip(&entry.params) {
        for (d, size) in p.ty.shape.iter().enumerate() {
            if let Some(v) = size.as_poly().and_then(single_var) {
                let name = l.name_of(id);
                let rank = p.ty.rank();
                own.entry(v.clone())
                    .or_insert_with(|| SizeSubst::Expr(extent_expr(&name, rank, d, entry.span)));
                own.insert(format!("type:{v}").into(), SizeSubst::Type(Size::var(v)));
            }
        }
    }
    l.check_result(entry, &result, &own, false, &mut nodes)?;
    Ok(LabelledGraph {
        name: entry.name.clone(),
        arrays: l.arrays,
        nodes: l.nodes,
        top: Block {
            params,
            nodes,
            results: result.flatten(),
        },
        sizes,
    })
}

/// An array-level value during labelling: one array or a tuple of values.
#[derive(Clone, Debug)]
enum Val {
    One(ArrayId),
    Tuple(Vec<Val>),
}

impl Val {
    fn flatten(&self) -> Vec<ArrayId> {
        match self {
            Val::One(a) => vec![*a],
            Val::Tuple(vs) => vs.iter().flat_map(Val::flatten).collect(),
        }
    }
}

/// What names mean inside the expression being labelled.
#[derive(Clone, Default)]
struct Env {
    arrays: HashMap<Name, Val>,
    /// Inside an inlined `def`: its size names as expressions of the caller.
    sizes: HashMap<Name, SizeSubst>,
}

#[derive(Clone)]
enum SizeSubst {
    /// Replaces `Size(name)` in scalar expressions.
    Expr(SExpr),
    /// Replaces the name in types.
    Type(Size),
}

/// The parts of an array-level `if`.
struct IfParts<'e> {
    cond: &'e SExpr,
    then_: &'e AExpr,
    else_: &'e AExpr,
}

/// An array-level `if` or `loop` labelled, before its node is pushed.
struct Control {
    /// The node's name when the expression is not bound to one.
    base: &'static str,
    kind: NodeKind,
    reads: Vec<ArrayId>,
    tys: Vec<ArrayType>,
}

/// The parts of an array-level `loop`.
struct LoopParts<'e> {
    pat: &'e APat,
    init: &'e AExpr,
    cond: &'e SExpr,
    body: &'e AExpr,
    count: Option<&'e Poly>,
    scheduled: bool,
}

struct Labeller<'p> {
    program: &'p Program,
    arrays: IdVec<ArrayId, ArrayInfo>,
    nodes: IdVec<NodeId, Node>,
    used: HashSet<Name>,
    counters: HashMap<String, usize>,
    def: String,
}

impl Labeller<'_> {
    fn err(&self, message: impl Into<String>) -> LabelError {
        LabelError {
            def: self.def.clone(),
            message: message.into(),
        }
    }

    /// A name not used before: `base`, else `base2`, `base3`, …
    fn unique(&mut self, base: &str) -> Name {
        if !self.used.contains(base) {
            let n: Name = base.into();
            self.used.insert(n.clone());
            return n;
        }
        let c = self.counters.entry(base.to_string()).or_insert(1);
        loop {
            *c += 1;
            let cand: Name = format!("{base}{c}").into();
            if !self.used.contains(&cand) {
                self.used.insert(cand.clone());
                return cand;
            }
        }
    }

    fn new_array(
        &mut self,
        name: &str,
        ty: ArrayType,
        producer: Option<NodeId>,
        span: ir::Span,
    ) -> ArrayId {
        let name = self.unique(name);
        self.arrays.push(ArrayInfo {
            name,
            ty,
            producer,
            span,
        })
    }

    fn name_of(&self, a: ArrayId) -> Name {
        self.arrays[a].name.clone()
    }

    /// The array named `name` (names are unique in the graph).
    fn array_named(&self, name: &Name) -> Option<ArrayId> {
        self.arrays
            .iter()
            .position(|a| &a.name == name)
            .map(ArrayId::from_index)
    }

    /// Labels `e`, appending its nodes to `out`. `hint` names the result
    /// (the `let` it is bound to).
    fn expr(
        &mut self,
        e: &AExpr,
        env: &Env,
        out: &mut Vec<NodeId>,
        hint: Option<&Name>,
    ) -> Result<Val, LabelError> {
        match &e.kind {
            AExprKind::Var(n) => env
                .arrays
                .get(n)
                .cloned()
                .ok_or_else(|| self.err(format!("unbound array `{n}`"))),
            AExprKind::Tuple(es) => Ok(Val::Tuple(self.exprs(es, env, out)?)),
            AExprKind::Seq(seq) => {
                Err(self.err(format!("`{}`: {SEQUENCES_UNLOWERED}", seq.name())))
            }
            AExprKind::Let { pat, value, body } => {
                let v = self.let_value(pat, value, env, out)?;
                let mut inner = env.clone();
                self.bind(pat, v, &mut inner)?;
                self.expr(body, &inner, out, hint)
            }
            AExprKind::Op(op) => self.op(e, op, env, out, hint),
            AExprKind::Unit(s) => {
                let base = hint.map_or("unit", |h| h);
                let s = self.scalar(s, env)?;
                let ty = self.subst_type(&e.ty, env);
                self.push_node(base, NodeKind::Unit(s), vec![], vec![ty], e.span, out)
            }
            AExprKind::Call { def, args } => self.call(e, def, args, env, out, hint),
            AExprKind::If { cond, then_, else_ } => {
                let c = self.if_(e, IfParts { cond, then_, else_ }, env)?;
                self.push_control(e, c, out, hint)
            }
            AExprKind::Loop {
                pat,
                init,
                cond,
                body,
                count,
                scheduled,
            } => {
                let parts = LoopParts {
                    pat,
                    init,
                    cond,
                    body,
                    count: count.as_ref(),
                    scheduled: *scheduled,
                };
                let c = self.loop_(e, parts, env, out)?;
                self.push_control(e, c, out, hint)
            }
        }
    }

    /// Labels each of `es` in order (the parts of a tuple).
    fn exprs(
        &mut self,
        es: &[AExpr],
        env: &Env,
        out: &mut Vec<NodeId>,
    ) -> Result<Vec<Val>, LabelError> {
        es.iter().map(|e| self.expr(e, env, out, None)).collect()
    }

    /// The value a `let` binds to `pat`: `let (a, b) = (e1, e2)` names e1's
    /// node `a` and e2's `b`; `let a = e` names e's node `a`.
    fn let_value(
        &mut self,
        pat: &APat,
        value: &AExpr,
        env: &Env,
        out: &mut Vec<NodeId>,
    ) -> Result<Val, LabelError> {
        // A node takes the name its `let` gives it, unless the checker made
        // that name (then the operation's own).
        let name = |p: &APat| match p {
            APat::Var(n, _) if !ir::is_synthetic(n) => Some(n.clone()),
            _ => None,
        };
        match (pat, &value.kind) {
            (APat::Tuple(ps, _), AExprKind::Tuple(es)) if ps.len() == es.len() => Ok(Val::Tuple(
                ps.iter()
                    .zip(es)
                    .map(|(p, e)| self.expr(e, env, out, name(p).as_ref()))
                    .collect::<Result<_, _>>()?,
            )),
            _ => self.expr(value, env, out, name(pat).as_ref()),
        }
    }

    /// An array operation: its operands, then a node for it.
    fn op(
        &mut self,
        e: &AExpr,
        op: &Op,
        env: &Env,
        out: &mut Vec<NodeId>,
        hint: Option<&Name>,
    ) -> Result<Val, LabelError> {
        let base = hint.map_or_else(|| op.kind().name().to_string(), |h| h.to_string());
        let mut inputs = Vec::new();
        for a in op.array_args() {
            match self.expr(a, env, out, None)? {
                Val::One(id) => inputs.push(id),
                Val::Tuple(_) => return Err(self.err("an operation's operand is a tuple")),
            }
        }
        let names: Vec<Name> = inputs.iter().map(|a| self.name_of(*a)).collect();
        let op = self.rewrite_op(op, &names, env)?;
        let ty = self.subst_type(&e.ty, env);
        self.push_node(
            &base,
            NodeKind::Op(Box::new(op)),
            inputs,
            vec![ty],
            e.span,
            out,
        )
    }

    /// A call of an earlier `def`, inlined: its arguments, an assertion of
    /// what they must satisfy, its body, then a check of its result.
    fn call(
        &mut self,
        e: &AExpr,
        def: &Name,
        args: &[AExpr],
        env: &Env,
        out: &mut Vec<NodeId>,
        hint: Option<&Name>,
    ) -> Result<Val, LabelError> {
        let callee = self
            .program
            .def(def)
            .ok_or_else(|| self.err(format!("unknown def `{def}`")))?;
        let mut inner = Env::default();
        let mut arg_ids = Vec::new();
        for (a, p) in args.iter().zip(&callee.params) {
            let v = self.expr(a, env, out, None)?;
            let Val::One(id) = v else {
                return Err(self.err("a call's argument is a tuple"));
            };
            arg_ids.push(id);
            inner.arrays.insert(p.name.clone(), v);
        }
        // The callee's size names, from the arguments, and what
        // the arguments must satisfy that their types do not prove.
        let (sizes, conds) = self.bind_call(callee, &arg_ids, e.span);
        inner.sizes = sizes;
        self.push_assert(
            format!("call {def}"),
            RuntimeErrorKind::ShapeMismatch,
            conds,
            &arg_ids,
            e.span,
            out,
        );
        let v = self.expr(&callee.body, &inner, out, hint)?;
        self.check_result(callee, &v, &inner.sizes, true, out)?;
        Ok(v)
    }

    /// Labels `e` as a block of its own with the given parameters.
    fn block(&mut self, params: Vec<ArrayId>, e: &AExpr, env: &Env) -> Result<Block, LabelError> {
        let mut nodes = Vec::new();
        let v = self.expr(e, env, &mut nodes, None)?;
        Ok(Block {
            params,
            nodes,
            results: v.flatten(),
        })
    }

    /// An array-level `if`: a block per branch.
    fn if_(&mut self, e: &AExpr, parts: IfParts, env: &Env) -> Result<Control, LabelError> {
        let cond = self.scalar(parts.cond, env)?;
        let then_ = self.block(vec![], parts.then_, env)?;
        let else_ = self.block(vec![], parts.else_, env)?;
        let mut reads = self.scalar_reads(&cond);
        reads.extend(self.block_free(&then_));
        reads.extend(self.block_free(&else_));
        dedup(&mut reads);
        Ok(Control {
            base: "if",
            kind: NodeKind::If { cond, then_, else_ },
            reads,
            tys: self.array_types(&e.ty, env),
        })
    }

    /// An array-level `loop`: its initial values (labelled into `out`), then
    /// the body, whose parameters are the loop variables.
    fn loop_(
        &mut self,
        e: &AExpr,
        parts: LoopParts,
        env: &Env,
        out: &mut Vec<NodeId>,
    ) -> Result<Control, LabelError> {
        let iv = self.expr(parts.init, env, out, None)?;
        let inputs = iv.flatten();
        let tys = self.array_types(&e.ty, env);
        let mut inner = env.clone();
        let vars = self.loop_vars(parts.pat, &iv, &tys, e.span, &mut inner)?;
        let cond = self.scalar(parts.cond, &inner)?;
        let body = self.block(vars, parts.body, &inner)?;
        let mut reads = self.scalar_reads(&cond);
        reads.extend(self.block_free(&body));
        reads.retain(|a| !body.params.contains(a));
        reads.extend(inputs.iter().copied());
        dedup(&mut reads);
        // The count in the caller's size names, when it is known there.
        let count = parts.count.and_then(|p| caller_poly(p, env));
        let kind = NodeKind::Loop {
            cond,
            body,
            inits: inputs,
            count,
            scheduled: parts.scheduled,
        };
        Ok(Control {
            base: "loop",
            kind,
            reads,
            tys,
        })
    }

    /// The node of an array-level `if` or `loop` (named `hint`, else after
    /// its kind), with an array per result.
    fn push_control(
        &mut self,
        e: &AExpr,
        c: Control,
        out: &mut Vec<NodeId>,
        hint: Option<&Name>,
    ) -> Result<Val, LabelError> {
        let base = hint.map_or(c.base, |h| h).to_string();
        self.push_multi(&base, c.kind, vec![], c.reads, c.tys, &e.ty, e.span, out)
    }

    /// Loop variables: fresh arrays (named after `pat`), shaped like the
    /// initial value `iv`, bound in `inner`.
    fn loop_vars(
        &mut self,
        pat: &APat,
        iv: &Val,
        tys: &[ArrayType],
        span: ir::Span,
        inner: &mut Env,
    ) -> Result<Vec<ArrayId>, LabelError> {
        let mut vars = Vec::new();
        for (k, ty) in tys.iter().enumerate() {
            let base = pat
                .names()
                .get(k)
                .map_or_else(|| "v".to_string(), |n| n.to_string());
            vars.push(self.new_array(&base, ty.clone(), None, span));
        }
        let mut it = vars.iter();
        let vval = rebuild(iv, &mut it);
        self.bind(pat, vval, inner)?;
        Ok(vars)
    }

    fn push_node(
        &mut self,
        base: &str,
        kind: NodeKind,
        inputs: Vec<ArrayId>,
        tys: Vec<Type>,
        span: ir::Span,
        out: &mut Vec<NodeId>,
    ) -> Result<Val, LabelError> {
        let Some(Type::Array(ty)) = tys.into_iter().next() else {
            return Err(self.err("an operation's result is not an array"));
        };
        let id = NodeId::from_index(self.nodes.len());
        let label = self.unique(base);
        let out_id = ArrayId::from_index(self.arrays.len());
        let ty = match &kind {
            NodeKind::Op(op) => self.run_time_extents(op, &inputs, ty),
            _ => ty,
        };
        self.arrays.push(ArrayInfo {
            name: label.clone(),
            ty,
            producer: Some(id),
            span,
        });
        let mut inputs = inputs;
        let mut affine = Vec::new();
        let mut reads = match &kind {
            NodeKind::Op(op) => {
                let mut r = Vec::new();
                for s in op.scalar_exprs() {
                    r.extend(self.scalar_reads(s));
                }
                // Reads at the node's own index are in-order operands;
                // reads at affine indices of its own, gathered ones.
                let own = self.own_index_inputs(op, out_id, &inputs);
                r.retain(|a| !own.contains(a));
                inputs.extend(own);
                for (a, reads) in self.affine_inputs(op, out_id) {
                    r.retain(|b| *b != a);
                    inputs.push(a);
                    affine.push(reads);
                }
                r
            }
            NodeKind::Unit(s) => self.scalar_reads(s),
            _ => vec![],
        };
        dedup(&mut reads);
        self.nodes.push(Node {
            label,
            kind,
            inputs,
            affine,
            reads,
            outputs: vec![out_id],
            span,
        });
        out.push(id);
        Ok(Val::One(out_id))
    }

    #[allow(clippy::too_many_arguments)]
    fn push_multi(
        &mut self,
        base: &str,
        kind: NodeKind,
        inputs: Vec<ArrayId>,
        reads: Vec<ArrayId>,
        tys: Vec<ArrayType>,
        shape: &Type,
        span: ir::Span,
        out: &mut Vec<NodeId>,
    ) -> Result<Val, LabelError> {
        let id = NodeId::from_index(self.nodes.len());
        let label = self.unique(base);
        let mut outputs = Vec::new();
        for (k, ty) in tys.into_iter().enumerate() {
            let a = self.new_array(&format!("{label}.{k}"), ty, Some(id), span);
            outputs.push(a);
        }
        self.nodes.push(Node {
            label,
            kind,
            inputs,
            affine: Vec::new(),
            reads,
            outputs: outputs.clone(),
            span,
        });
        out.push(id);
        let mut it = outputs.iter();
        Ok(rebuild_ty(shape, &mut it))
    }

    fn bind(&self, pat: &APat, v: Val, env: &mut Env) -> Result<(), LabelError> {
        match (pat, v) {
            (APat::Var(n, _), v) => {
                env.arrays.insert(n.clone(), v);
                Ok(())
            }
            (APat::Wild(_), _) => Ok(()),
            (APat::Tuple(ps, _), Val::Tuple(vs)) if ps.len() == vs.len() => {
                for (p, v) in ps.iter().zip(vs) {
                    self.bind(p, v, env)?;
                }
                Ok(())
            }
            _ => Err(self.err("a tuple pattern does not match its value")),
        }
    }

    /// Arrays (by id) that a block's nodes use but the block does not define.
    fn block_free(&self, b: &Block) -> Vec<ArrayId> {
        let mut defined: HashSet<ArrayId> = b.params.iter().copied().collect();
        let mut free = Vec::new();
        for &n in &b.nodes {
            let node = &self.nodes[n];
            for a in node.inputs.iter().chain(&node.reads) {
                if !defined.contains(a) {
                    free.push(*a);
                }
            }
            defined.extend(node.outputs.iter().copied());
        }
        free.extend(b.results.iter().filter(|a| !defined.contains(a)).copied());
        dedup(&mut free);
        free
    }

    /// `ty` (an operation's result type) with the extents the types leave
    /// unknown but the operation fixes to another array's: a `generate`'s or
    /// `backpermute`'s extent `the c` (a rank-0 array, immutable in its
    /// scope) is the size `#the(c)`, `length xs` and `shape xs` are `xs`'s
    /// extents, and a `map`, `fold`, `scanl1`/`scanr1` keeps its operand's.
    /// So a lifted sequence step's arrays, made to the chunk's length, have
    /// equal known shapes, and a read at an operation's own index of one of
    /// them is in order ([`ir::own_index`]).
    fn run_time_extents(&self, op: &Op, operands: &[ArrayId], mut ty: ArrayType) -> ArrayType {
        let extent = |name: &Name, d: usize| -> Option<Size> {
            let a = self.array_named(name)?;
            let s = self.arrays[a].ty.shape.get(d)?;
            s.as_poly().is_some().then(|| s.clone())
        };
        let argument = |e: &SExpr| -> Option<Size> {
            match e.extent_source()? {
                ExtentSource::The(c) => {
                    let a = self.array_named(c)?;
                    (self.arrays[a].ty.rank() == 0)
                        .then(|| Size::Known(CostSymbol::The(c.clone()).poly()))
                }
                ExtentSource::Axis(xs, d) => extent(xs, d),
            }
        };
        let operand = |k: usize| -> Vec<Size> {
            (operands.get(k)).map_or_else(Vec::new, |a| self.arrays[*a].ty.shape.clone())
        };
        let derived: Vec<Option<Size>> = match op {
            Op::Generate { shape, .. } | Op::Backpermute { shape, .. } => {
                shape.iter().map(argument).collect()
            }
            Op::Map { .. } | Op::Scan { init: None, .. } => {
                operand(0).into_iter().map(Some).collect()
            }
            Op::ScanSeg { .. } => operand(1).into_iter().map(Some).collect(),
            Op::Fold { .. } => {
                let mut d = operand(0);
                d.pop();
                d.into_iter().map(Some).collect()
            }
            _ => Vec::new(),
        };
        for (d, size) in ty.shape.iter_mut().enumerate() {
            if let (Size::Unknown, Some(Some(known @ Size::Known(_)))) = (&*size, derived.get(d)) {
                *size = known.clone();
            }
        }
        ty
    }

    /// The arrays `op` reads only at its own index ([`ir::own_index`]),
    /// by id: its extra inputs after its `operands`; `out` is its result.
    fn own_index_inputs(&self, op: &Op, out: ArrayId, operands: &[ArrayId]) -> Vec<ArrayId> {
        own_index_arrays(
            op,
            operands,
            out,
            &|a| self.arrays[a].ty.shape.clone(),
            &|name| self.array_named(name),
        )
    }

    /// The arrays `op` reads only at affine indices of its own
    /// ([`ir::affine`]), by id, each with its distinct reads per element;
    /// `out` is its result.
    fn affine_inputs(&self, op: &Op, out: ArrayId) -> Vec<(ArrayId, usize)> {
        affine_arrays(op, out, &|a| self.arrays[a].ty.shape.clone(), &|name| {
            self.array_named(name)
        })
    }

    /// Arrays read inside a scalar expression, by id.
    fn scalar_reads(&self, s: &SExpr) -> Vec<ArrayId> {
        let mut names = Vec::new();
        scalar_array_names(s, &mut names);
        names.iter().filter_map(|n| self.array_named(n)).collect()
    }

    fn rewrite_op(&self, op: &Op, names: &[Name], env: &Env) -> Result<Op, LabelError> {
        let mut op = op.clone();
        // Operands become variables naming the node's inputs.
        for (k, a) in op.array_args_mut().into_iter().enumerate() {
            let ty = a.ty.clone();
            *a = AExpr {
                kind: AExprKind::Var(names[k].clone()),
                ty,
                span: a.span,
            };
        }
        let mut err = None;
        op_scalar_exprs_mut(&mut op, &mut |s| {
            if err.is_none() {
                match self.scalar(s, env) {
                    Ok(t) => *s = t,
                    Err(e) => err = Some(e),
                }
            }
        });
        match err {
            Some(e) => Err(e),
            None => Ok(op),
        }
    }

    /// Renames array reads to the graph's unique names and replaces an
    /// inlined def's size names.
    fn scalar(&self, s: &SExpr, env: &Env) -> Result<SExpr, LabelError> {
        let mut s = s.clone();
        let mut err = None;
        rename_scalar(&mut s, &mut |k| match k {
            SExprKind::Index { array, .. }
            | SExprKind::The(array)
            | SExprKind::Length(array)
            | SExprKind::Shape(array) => {
                match env.arrays.get(array) {
                    Some(Val::One(id)) => *array = self.name_of(*id),
                    _ => {
                        err = Some(
                            self.err(format!("unbound array `{array}` in a scalar expression")),
                        )
                    }
                }
                None
            }
            SExprKind::Size(n) => match env.sizes.get(n) {
                Some(SizeSubst::Expr(e)) => Some(e.clone()),
                _ => None,
            },
            _ => None,
        });
        match err {
            Some(e) => Err(e),
            None => Ok(s),
        }
    }

    /// A callee's size names in the caller's terms and the conditions its
    /// arguments must meet, as the reference interpreter binds a call's
    /// sizes (`interp::bind_sizes`): plain names bind, and must
    /// agree where they recur; compound sizes are checked once their names
    /// are bound, or solved when linear in their one unbound name; a size
    /// that cannot be solved fails. Conditions that the arguments' types
    /// prove are left out.
    fn bind_call(
        &self,
        callee: &Def,
        args: &[ArrayId],
        span: ir::Span,
    ) -> (HashMap<Name, SizeSubst>, Vec<SizeCond>) {
        let mut sizes: HashMap<Name, SizeSubst> = HashMap::new();
        let mut conds = Vec::new();
        let mut pending: Vec<Dimension> = Vec::new();
        for (id, p) in args.iter().zip(&callee.params) {
            let aty = &self.arrays[*id].ty;
            let aname = self.name_of(*id);
            for (d, (pd, ad)) in p.ty.shape.iter().zip(&aty.shape).enumerate() {
                let Size::Known(poly) = pd else { continue };
                pending.push(Dimension {
                    extent: extent_expr(&aname, aty.rank(), d, span),
                    size: ad.clone(),
                    declared: poly.clone(),
                });
            }
        }
        for dim in pending.iter().filter(|d| single_var(&d.declared).is_some()) {
            let v = single_var(&dim.declared).expect("a plain name");
            if sizes.contains_key(&v) {
                conds.extend(dim.condition(&sizes, span));
            } else {
                sizes.insert(v.clone(), SizeSubst::Expr(dim.extent.clone()));
                sizes.insert(
                    format!("type:{v}").into(),
                    SizeSubst::Type(dim.size.clone()),
                );
            }
        }
        let mut todo: Vec<&Dimension> = pending
            .iter()
            .filter(|d| single_var(&d.declared).is_none())
            .collect();
        while !todo.is_empty() {
            let before = todo.len();
            let mut still = Vec::new();
            for dim in todo {
                let mut unbound: Vec<&Name> = dim
                    .declared
                    .names()
                    .filter(|n| !sizes.contains_key(*n))
                    .collect();
                unbound.sort();
                unbound.dedup();
                match unbound[..] {
                    [] => conds.extend(dim.condition(&sizes, span)),
                    [v] => match dim.declared.linear(v) {
                        Some((a, rest)) => {
                            let v = v.clone();
                            let (value, ok) = dim.solve(&a, &rest, &sizes, span);
                            conds.push((ok, [dim.extent.clone(), int_lit(0, span)]));
                            // In types, the caller's size that solves it
                            // (`h+1` of an argument `[n+1]`: `n`), as the
                            // type checker bound it.
                            let ty = dim.solved_size(&v, &sizes);
                            sizes.insert(v.clone(), SizeSubst::Expr(value));
                            sizes.insert(format!("type:{v}").into(), SizeSubst::Type(ty));
                        }
                        None => still.push(dim),
                    },
                    _ => still.push(dim),
                }
            }
            if still.len() == before {
                conds.push((
                    bool_lit(false, span),
                    [still[0].extent.clone(), int_lit(0, span)],
                ));
                break;
            }
            todo = still;
        }
        (sizes, conds)
    }

    /// Checks `def`'s result `v` against its declared type, with its size
    /// names as `sizes` says; a name `sizes` does not give fails when
    /// `strict` (a callee's), else is not checked (the entry's).
    fn check_result(
        &mut self,
        def: &Def,
        v: &Val,
        sizes: &HashMap<Name, SizeSubst>,
        strict: bool,
        out: &mut Vec<NodeId>,
    ) -> Result<(), LabelError> {
        let ids = v.flatten();
        let declared = def.ret.arrays();
        if declared.len() != ids.len() {
            return Err(self.err("a result does not have its declared type"));
        }
        let mut conds = Vec::new();
        for (dty, &id) in declared.iter().zip(&ids) {
            let aty = &self.arrays[id].ty;
            let aname = self.name_of(id);
            for (d, (pd, ad)) in dty.shape.iter().zip(&aty.shape).enumerate() {
                let Size::Known(poly) = pd else { continue };
                let dim = Dimension {
                    extent: extent_expr(&aname, aty.rank(), d, def.span),
                    size: ad.clone(),
                    declared: poly.clone(),
                };
                if poly.names().all(|n| sizes.contains_key(n)) {
                    conds.extend(dim.condition(sizes, def.span));
                } else if strict {
                    conds.push((
                        bool_lit(false, def.span),
                        [dim.extent.clone(), int_lit(0, def.span)],
                    ));
                }
            }
        }
        self.push_assert(
            format!("def {}", def.name),
            RuntimeErrorKind::ResultMismatch,
            conds,
            &ids,
            def.span,
            out,
        );
        Ok(())
    }

    /// A size check node, unless there is nothing to check.
    fn push_assert(
        &mut self,
        site: String,
        kind: RuntimeErrorKind,
        conds: Vec<SizeCond>,
        arrays: &[ArrayId],
        span: ir::Span,
        out: &mut Vec<NodeId>,
    ) {
        if conds.is_empty() {
            return;
        }
        let mut reads = arrays.to_vec();
        for (c, _) in &conds {
            reads.extend(self.scalar_reads(c));
        }
        dedup(&mut reads);
        let id = NodeId::from_index(self.nodes.len());
        let label = self.unique(&site.replace(' ', "_"));
        self.nodes.push(Node {
            label,
            kind: NodeKind::Assert(SizeAssert { site, kind, conds }),
            inputs: vec![],
            affine: vec![],
            reads,
            outputs: vec![],
            span,
        });
        out.push(id);
    }

    /// The array types of `t` (one, or a tuple's), with `env`'s sizes substituted.
    fn array_types(&self, t: &Type, env: &Env) -> Vec<ArrayType> {
        self.subst_type(t, env)
            .arrays()
            .into_iter()
            .cloned()
            .collect()
    }

    fn subst_type(&self, t: &Type, env: &Env) -> Type {
        if env.sizes.is_empty() {
            return t.clone();
        }
        let sub = |s: &Size| -> Size {
            match s.as_poly().and_then(|p| subst_poly(p, &env.sizes)) {
                Some(p) => Size::Known(p),
                None => Size::Unknown,
            }
        };
        map_type(t, &sub)
    }
}

/// `p` in the caller's size names (itself outside calls); `None` where a
/// name has no known size there.
fn caller_poly(p: &Poly, env: &Env) -> Option<Poly> {
    if env.sizes.is_empty() {
        return Some(p.clone());
    }
    subst_poly(p, &env.sizes)
}

fn map_type(t: &Type, f: &dyn Fn(&Size) -> Size) -> Type {
    match t {
        Type::Array(a) => Type::Array(ArrayType::new(
            a.shape.iter().map(f).collect(),
            a.elem.clone(),
        )),
        Type::Tuple(ts) => Type::Tuple(ts.iter().map(|t| map_type(t, f)).collect()),
        Type::Seq(t) => Type::Seq(Box::new(map_type(t, f))),
    }
}

/// One dimension of an array that a signature declares as `declared`.
struct Dimension {
    /// Its extent at run time (`length xs`, `(shape xs).1`).
    extent: SExpr,
    /// Its size as the array's type says (the caller's terms).
    size: Size,
    declared: Poly,
}

impl Dimension {
    /// `extent == declared` with the size names of `sizes`, unless the
    /// types prove it.
    fn condition(&self, sizes: &HashMap<Name, SizeSubst>, span: ir::Span) -> Option<SizeCond> {
        let proved = match (&self.size, subst_poly(&self.declared, sizes)) {
            (Size::Known(have), Some(want)) => *have == want,
            _ => false,
        };
        if proved {
            return None;
        }
        let want = poly_expr(&self.declared, sizes, span)?;
        Some((
            bin(
                BinOp::Eq,
                self.extent.clone(),
                want.clone(),
                ScalarType::BOOL,
            ),
            [self.extent.clone(), want],
        ))
    }

    /// The caller's size of the unbound name `v` of `declared`, as a
    /// polynomial when the argument's size gives one (`h+1` of `[n+1]`:
    /// `n`), else unknown.
    fn solved_size(&self, v: &Name, sizes: &HashMap<Name, SizeSubst>) -> Size {
        let Size::Known(have) = &self.size else {
            return Size::Unknown;
        };
        if self
            .declared
            .names()
            .any(|n| n != v && subst_poly(&Poly::var(n.clone()), sizes).is_none())
        {
            return Size::Unknown;
        }
        let known = |n: &Name| subst_poly(&Poly::var(n.clone()), sizes);
        self.declared
            .solve(v, have, &known)
            .map_or(Size::Unknown, Size::Known)
    }

    /// The unbound name of `a * v + rest` (`declared`): `(extent - rest) /
    /// a`, and the condition that this is a whole, non-negative solution.
    fn solve(
        &self,
        a: &Poly,
        rest: &Poly,
        sizes: &HashMap<Name, SizeSubst>,
        span: ir::Span,
    ) -> (SExpr, SExpr) {
        let (Some(a), Some(rest)) = (poly_expr(a, sizes, span), poly_expr(rest, sizes, span))
        else {
            return (int_lit(0, span), bool_lit(false, span));
        };
        let i64 = ScalarType::I64;
        let target = bin(BinOp::Sub, self.extent.clone(), rest, i64.clone());
        let nonzero = bin(BinOp::Ne, a.clone(), int_lit(0, span), ScalarType::BOOL);
        // Never a division by zero, even where both sides are evaluated.
        let divisor = SExpr {
            kind: SExprKind::If(
                Box::new(nonzero.clone()),
                Box::new(a),
                Box::new(int_lit(1, span)),
            ),
            ty: i64.clone(),
            span,
        };
        let value = bin(BinOp::Div, target.clone(), divisor.clone(), i64.clone());
        let whole = bin(
            BinOp::Eq,
            bin(BinOp::Rem, target, divisor, i64),
            int_lit(0, span),
            ScalarType::BOOL,
        );
        let nonneg = bin(BinOp::Ge, value.clone(), int_lit(0, span), ScalarType::BOOL);
        let ok = bin(
            BinOp::And,
            nonzero,
            bin(BinOp::And, whole, nonneg, ScalarType::BOOL),
            ScalarType::BOOL,
        );
        (value, ok)
    }
}

/// `length xs` for dimension 0, else `(shape xs).d`.
fn extent_expr(array: &Name, rank: usize, d: usize, span: ir::Span) -> SExpr {
    SExpr {
        kind: if d == 0 {
            SExprKind::Length(array.clone())
        } else {
            SExprKind::Proj(
                Box::new(SExpr {
                    kind: SExprKind::Shape(array.clone()),
                    ty: ScalarType::index(rank),
                    span,
                }),
                d,
            )
        },
        ty: ScalarType::I64,
        span,
    }
}

fn bin(op: BinOp, a: SExpr, b: SExpr, ty: ScalarType) -> SExpr {
    let span = a.span;
    SExpr {
        kind: SExprKind::Binary(op, Box::new(a), Box::new(b)),
        ty,
        span,
    }
}

fn int_lit(v: i64, span: ir::Span) -> SExpr {
    SExpr {
        kind: SExprKind::Lit(Lit::Int(v)),
        ty: ScalarType::I64,
        span,
    }
}

fn bool_lit(b: bool, span: ir::Span) -> SExpr {
    SExpr {
        kind: SExprKind::Lit(Lit::Bool(b)),
        ty: ScalarType::BOOL,
        span,
    }
}

/// `p` with its names replaced by their expressions in `sizes`; `None`
/// when one has none.
fn poly_expr(p: &Poly, sizes: &HashMap<Name, SizeSubst>, span: ir::Span) -> Option<SExpr> {
    let mut sum: Option<SExpr> = None;
    for (mono, c) in p.terms() {
        let mut term = int_lit(c, span);
        for n in mono {
            let Some(SizeSubst::Expr(e)) = sizes.get(n) else {
                return None;
            };
            term = bin(BinOp::Mul, term, e.clone(), ScalarType::I64);
        }
        sum = Some(match sum {
            None => term,
            Some(s) => bin(BinOp::Add, s, term, ScalarType::I64),
        });
    }
    Some(sum.unwrap_or_else(|| int_lit(0, span)))
}

/// `p` in the caller's size names, where the types of `sizes` give them all.
fn subst_poly(p: &Poly, sizes: &HashMap<Name, SizeSubst>) -> Option<Poly> {
    let mut acc = Poly::zero();
    for (mono, c) in p.terms() {
        let mut term = Poly::constant(c);
        for n in mono {
            match sizes.get(&Name::from(format!("type:{n}"))) {
                Some(SizeSubst::Type(Size::Known(q))) => term = term.mul(q),
                _ => return None,
            }
        }
        acc = acc.add(&term);
    }
    Some(acc)
}

fn single_var(p: &Poly) -> Option<Name> {
    let mut terms = p.terms();
    match (terms.next(), terms.next()) {
        (Some((m, 1)), None) if m.len() == 1 => Some(m[0].clone()),
        _ => None,
    }
}

fn dedup(v: &mut Vec<ArrayId>) {
    let mut seen = HashSet::new();
    v.retain(|a| seen.insert(*a));
}

fn rebuild(shape: &Val, it: &mut std::slice::Iter<'_, ArrayId>) -> Val {
    match shape {
        Val::One(_) => Val::One(*it.next().expect("one id per array")),
        Val::Tuple(vs) => Val::Tuple(vs.iter().map(|v| rebuild(v, it)).collect()),
    }
}

fn rebuild_ty(shape: &Type, it: &mut std::slice::Iter<'_, ArrayId>) -> Val {
    match shape {
        Type::Array(_) => Val::One(*it.next().expect("one id per array")),
        Type::Tuple(ts) => Val::Tuple(ts.iter().map(|t| rebuild_ty(t, it)).collect()),
        Type::Seq(_) => unreachable!("labelling stops at a sequence"),
    }
}

/// Every scalar expression directly inside an operation, mutably (see
/// [`Op::scalar_exprs`]).
pub fn op_scalar_exprs_mut(op: &mut Op, f: &mut dyn FnMut(&mut SExpr)) {
    match op {
        Op::Generate { shape, f: l }
        | Op::Backpermute {
            shape, index: l, ..
        } => {
            shape.iter_mut().for_each(&mut *f);
            f(&mut l.body);
        }
        Op::Reshape { shape, .. } => shape.iter_mut().for_each(f),
        Op::Map { f: l, .. } | Op::Filter { pred: l, .. } => f(&mut l.body),
        Op::Fold { f: l, init, .. } | Op::Scan { f: l, init, .. } => {
            f(&mut l.body);
            if let Some(z) = init {
                f(z);
            }
        }
        Op::Permute { f: l, index, .. } => {
            f(&mut l.body);
            f(&mut index.body);
        }
        Op::Replicate { axes, .. } => axes.iter_mut().for_each(|a| {
            if let ReplicateAxis::New(count) = a {
                f(count)
            }
        }),
        Op::Transpose { .. } => {}
        Op::Stencil { f: l, boundary, .. } => {
            f(&mut l.body);
            if let Boundary::Constant(c) = boundary {
                f(c);
            }
        }
        Op::FoldSeg { f: l, init, .. } => {
            f(&mut l.body);
            f(init);
        }
        Op::ScanSeg { f: l, .. } => f(&mut l.body),
    }
}

/// Names of the arrays a scalar expression reads.
pub fn scalar_array_names(s: &SExpr, out: &mut Vec<Name>) {
    s.walk(&mut |e| match &e.kind {
        SExprKind::Index { array, .. }
        | SExprKind::The(array)
        | SExprKind::Length(array)
        | SExprKind::Shape(array) => out.push(array.clone()),
        _ => {}
    });
}

/// Rewrites a scalar expression bottom-up: `f` may edit a node's kind in place
/// (returning `None`) or replace the whole node (returning `Some`).
fn rename_scalar(s: &mut SExpr, f: &mut dyn FnMut(&mut SExprKind) -> Option<SExpr>) {
    match &mut s.kind {
        SExprKind::Unary(_, a) | SExprKind::Proj(a, _) | SExprKind::Convert(a) => {
            rename_scalar(a, f)
        }
        SExprKind::Binary(_, a, b) => {
            rename_scalar(a, f);
            rename_scalar(b, f);
        }
        SExprKind::If(a, b, c) => {
            rename_scalar(a, f);
            rename_scalar(b, f);
            rename_scalar(c, f);
        }
        SExprKind::Let { value, body, .. } => {
            rename_scalar(value, f);
            rename_scalar(body, f);
        }
        SExprKind::Tuple(es) | SExprKind::Call(_, es) => {
            es.iter_mut().for_each(|e| rename_scalar(e, f))
        }
        SExprKind::Index { indices, .. } => indices.iter_mut().for_each(|e| rename_scalar(e, f)),
        _ => {}
    }
    if let Some(new) = f(&mut s.kind) {
        *s = new;
    }
}

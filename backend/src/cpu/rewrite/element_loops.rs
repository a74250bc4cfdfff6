//! Fusion through control flow: an array-level `loop` whose arrays evolve
//! element by element runs as one nest with the iteration inside each
//! element, a per-element `while`. Accelerate's delayed arrays never fuse
//! across a `loop` (each iteration is a separate array computation); here
//! the rule is (`docs/fusion.md`, "Loops of element-wise bodies"):
//!
//! A `loop` qualifies when
//! - its condition reads only rank-0 state (`the k < 32`) and rank-0
//!   arrays made before the loop (a counted loop's bound),
//! - its body is nests only: exactly one *element nest*, a perfect nest over
//!   the shape of its rank-`r` state arrays that reads each of them only at
//!   its own loop indices and stores each of their next values there (a
//!   `map` over the state), and *scalar nests* with no loop that compute the
//!   next rank-0 state from rank-0 state alone,
//! - and no array the body reads is made inside the body, other than the
//!   state.
//!
//! Then element `(i, j)` of the result is the element loop run on element
//! `(i, j)` of the initial arrays, with its own copy of the rank-0 state for
//! the condition, and the rank-0 results are the loop over the scalar nests
//! alone. [`fuse`] rewrites such a loop into that scalar loop and one nest:
//!
//! ```text
//! for i, j:
//!   st = init[i, j]; k = k0
//!   while cond(k) && live:
//!     <the element nest's statements on st, the scalar nests' on k>
//!     st := st'; k := k'; live := g
//!   out[i, j] = st
//! ```
//!
//! *Early exit* (`live`): when the element nest's next state is
//! `if g then e else st` (the state itself, through `let`s) and the nest
//! reads no rank-0 state, an element whose `g` fails is a fixed point: every
//! later iteration leaves it as it is, so its `while` stops there.
//!
//! The memory traffic drops from `#it` passes over the state to one: the
//! rewrite runs where code is generated (the CPU backend), after the cost
//! model and the reference interpreters, which keep the loop as written.

use ir::ast::BinOp;
use ir::graph::ArrayId;
use ir::loops::{
    Block, Dir, Expr, For, Item, Level, LoopProgram, Nest, ShapeDef, Stmt, VarDecl, VarId,
};
use ir::{Prim, Scalar, ScalarType};
use std::collections::{HashMap, HashSet};

/// `p` with every qualifying array-level loop fused per element (at any
/// depth of array-level control flow); how many were.
pub fn fuse(program: &LoopProgram) -> (LoopProgram, usize) {
    let mut out = program.clone();
    let mut vars = std::mem::take(&mut out.vars);
    let mut fused = 0;
    let body = std::mem::take(&mut out.body);
    out.body = items(body, program, &mut vars, &mut fused);
    out.vars = vars;
    (out, fused)
}

fn items(
    items: Vec<Item>,
    p: &LoopProgram,
    vars: &mut ir::id::IdVec<VarId, VarDecl>,
    fused: &mut usize,
) -> Vec<Item> {
    let mut out = Vec::new();
    for mut it in items {
        if let Some((scalar, nest)) = element_loop(&it, p, vars) {
            *fused += 1;
            out.push(scalar);
            out.push(Item::Nest(nest));
            continue;
        }
        // Loops that do not qualify, and `if`s: their blocks.
        match &mut it {
            Item::Loop { body, .. } => *body = block(std::mem::take(body), p, vars, fused),
            Item::If { then_, else_, .. } => {
                *then_ = block(std::mem::take(then_), p, vars, fused);
                *else_ = block(std::mem::take(else_), p, vars, fused);
            }
            Item::Nest(_) | Item::Alias { .. } => {}
        }
        out.push(it);
    }
    out
}

fn block(
    b: Block,
    p: &LoopProgram,
    vars: &mut ir::id::IdVec<VarId, VarDecl>,
    fused: &mut usize,
) -> Block {
    Block {
        items: items(b.items, p, vars, fused),
        ..b
    }
}

/// The parts of a qualifying loop's body.
struct Parts<'a> {
    /// The element nest and its loops (outermost first, without bodies).
    element: &'a Nest,
    extents: Vec<For>,
    /// The statements of its levels above the innermost (invariant
    /// definitions: rank-0 loads and `let`s), then the innermost level's.
    inner: Vec<Stmt>,
    /// Rank-0 state param → its position among the params.
    scalar: HashMap<ArrayId, usize>,
    /// Rank-r state param → its position.
    state: HashMap<ArrayId, usize>,
}

impl Parts<'_> {
    /// A state param's position among the params.
    fn position(&self, param: ArrayId) -> Option<usize> {
        self.scalar
            .get(&param)
            .or_else(|| self.state.get(&param))
            .copied()
    }
}

/// The scalar loop and the fused nest for a qualifying `loop` item.
fn element_loop(
    it: &Item,
    p: &LoopProgram,
    vars: &mut ir::id::IdVec<VarId, VarDecl>,
) -> Option<(Item, Nest)> {
    let Item::Loop {
        node,
        inits,
        hoisted,
        cond,
        body,
        outputs,
        scheduled,
    } = it
    else {
        return None;
    };
    // A scheduled loop's chunks are the executor's to size, iteration by
    // iteration.
    if *scheduled {
        return None;
    }
    let parts = parts(p, hoisted, body)?;
    let at = *node;
    let rank = parts.extents.len();
    // Per param: the variable holding its value in an element's `while`.
    let mut holder: Vec<VarId> = Vec::new();
    for &param in &body.params {
        let ty = p.arrays[param].elem.clone();
        let name = format!("{}_el", p.array_name(param));
        holder.push(vars.push(VarDecl { name, ty }));
    }
    let live = vars.push(VarDecl {
        name: "live".into(),
        ty: ScalarType::Prim(Prim::Bool),
    });
    // The while body: each nest's statements with loads of the state from
    // its holders and stores of the next state into fresh variables.
    let mut next: HashMap<usize, VarId> = HashMap::new();
    let mut wbody: Vec<Stmt> = Vec::new();
    let result_of: HashMap<ArrayId, usize> = body
        .results
        .iter()
        .enumerate()
        .map(|(k, r)| (*r, k))
        .collect();
    for item in &body.items {
        let Item::Nest(n) = item else { return None };
        // The element nest moves into the `while`; the scalar nests stay in
        // the scalar loop too, so their copies get fresh variables.
        let stmts: Vec<Stmt> = if std::ptr::eq(n, parts.element) {
            parts.inner.clone()
        } else {
            let mut fresh: HashMap<VarId, VarId> = HashMap::new();
            n.body.walk(&mut |s| {
                for v in s.defines() {
                    fresh.entry(v).or_insert(v);
                }
            });
            for (v, w) in fresh.iter_mut() {
                let decl = p.vars[*v].clone();
                *w = vars.push(decl);
            }
            n.body
                .pre
                .iter()
                .map(|s| {
                    let mut s = s.clone();
                    s.rename(&|v| fresh.get(&v).copied());
                    s
                })
                .collect()
        };
        for s in &stmts {
            match s {
                Stmt::Load { var, array, .. } if body.params.contains(array) => {
                    let k = parts.position(*array)?;
                    wbody.push(Stmt::Let {
                        var: *var,
                        value: Expr::Var(holder[k]),
                        at,
                    });
                }
                Stmt::Store { array, value, .. } if result_of.contains_key(array) => {
                    let k = result_of[array];
                    let ty = p.arrays[*array].elem.clone();
                    let v = vars.push(VarDecl {
                        name: format!("{}_next", p.array_name(*array)),
                        ty,
                    });
                    wbody.push(Stmt::Let {
                        var: v,
                        value: value.clone(),
                        at,
                    });
                    next.insert(k, v);
                }
                other => wbody.push(other.clone()),
            }
        }
    }
    if next.len() != body.params.len() {
        return None;
    }
    // Early exit: the element's next state is `if g then e else st`.
    let exit = early_exit(&parts, &next, &mut wbody, vars);
    for (k, h) in holder.iter().enumerate() {
        wbody.push(Stmt::Set {
            var: *h,
            value: Expr::Var(next[&k]),
            at,
        });
    }
    // The condition's `the` values: the element's own copies of rank-0
    // state; an array made before the loop is the same for every element,
    // read once before the loops.
    let mut own: HashMap<VarId, VarId> = HashMap::new();
    let mut invariant_loads = Vec::new();
    for (v, a) in hoisted {
        let w = vars.push(p.vars[*v].clone());
        own.insert(*v, w);
        match parts.position(*a) {
            Some(k) => wbody.push(Stmt::Set {
                var: w,
                value: Expr::Var(holder[k]),
                at,
            }),
            None => invariant_loads.push(Stmt::Load {
                var: w,
                array: *a,
                index: Vec::new(),
                streamed: false,
                at,
            }),
        }
    }
    let mut own_cond = cond.clone();
    own_cond.rename(&|v| own.get(&v).copied());
    if let Some(g) = exit {
        wbody.push(Stmt::Set {
            var: live,
            value: Expr::Var(g),
            at,
        });
        own_cond = Expr::bin(BinOp::And, own_cond, Expr::Var(live));
    }
    // The innermost level: state from the initial arrays, the `while`, the
    // final state out.
    let ix: Vec<Expr> = parts.extents.iter().map(|f| Expr::Var(f.index)).collect();
    let mut inner: Vec<Stmt> = Vec::new();
    let mut outer_pre: Vec<Stmt> = Vec::new();
    for (k, &param) in body.params.iter().enumerate() {
        if parts.state.contains_key(&param) {
            inner.push(Stmt::Load {
                var: holder[k],
                array: inits[k],
                index: ix.clone(),
                streamed: true,
                at,
            });
        } else {
            // Rank-0 state: read once before the loops, copied per element.
            let first = vars.push(VarDecl {
                name: format!("{}_0", p.array_name(param)),
                ty: p.arrays[param].elem.clone(),
            });
            outer_pre.push(Stmt::Load {
                var: first,
                array: inits[k],
                index: Vec::new(),
                streamed: false,
                at,
            });
            inner.push(Stmt::Let {
                var: holder[k],
                value: Expr::Var(first),
                at,
            });
        }
    }
    for (v, a) in hoisted {
        if let Some(k) = parts.position(*a) {
            inner.push(Stmt::Let {
                var: own[v],
                value: Expr::Var(holder[k]),
                at,
            });
        }
    }
    inner.push(Stmt::Let {
        var: live,
        value: Expr::Lit(Scalar::Bool(true)),
        at,
    });
    inner.push(Stmt::While {
        cond: own_cond,
        body: wbody,
        at,
    });
    let mut shapes = Vec::new();
    for (k, &param) in body.params.iter().enumerate() {
        if parts.state.contains_key(&param) {
            inner.push(Stmt::Store {
                array: outputs[k],
                index: ix.clone(),
                value: Expr::Var(holder[k]),
                at,
            });
            shapes.push(ShapeDef {
                array: outputs[k],
                dims: (0..rank)
                    .map(|axis| Expr::Dim {
                        array: inits[k],
                        axis,
                    })
                    .collect(),
                alloc: true,
                compact: false,
                checks: Vec::new(),
                origin: at,
            });
        }
    }
    // The loops, innermost first, over the first state output's extents.
    let out0 = shapes.first()?.array;
    let mut level = Level {
        pre: inner,
        inner: None,
        post: Vec::new(),
    };
    for (axis, f) in parts.extents.iter().enumerate().rev() {
        level = Level {
            pre: Vec::new(),
            inner: Some(Box::new(For {
                index: f.index,
                extent: Expr::Dim { array: out0, axis },
                extent_sym: f.extent_sym.clone(),
                dir: Dir::Forward,
                body: level,
            })),
            post: Vec::new(),
        };
    }
    outer_pre.extend(invariant_loads);
    level.pre = outer_pre;
    let mut inputs: Vec<ArrayId> = inits.clone();
    inputs.extend(
        (hoisted.iter())
            .map(|(_, a)| *a)
            .filter(|a| parts.position(*a).is_none()),
    );
    inputs.extend(
        parts
            .element
            .inputs
            .iter()
            .filter(|a| !body.params.contains(a)),
    );
    let nest = Nest {
        cluster: parts.element.cluster,
        nodes: parts.element.nodes.clone(),
        tree: format!("PerElementLoop({})", parts.element.tree),
        inputs,
        shapes,
        body: level,
    };
    // The rank-0 state alone, as a loop of the scalar nests.
    let scalar_params: Vec<usize> = (0..body.params.len())
        .filter(|k| parts.scalar.contains_key(&body.params[*k]))
        .collect();
    let scalar = Item::Loop {
        node: at,
        scheduled: false,
        inits: scalar_params.iter().map(|k| inits[*k]).collect(),
        hoisted: hoisted.clone(),
        cond: cond.clone(),
        body: Block {
            params: scalar_params.iter().map(|k| body.params[*k]).collect(),
            items: body
                .items
                .iter()
                .filter(|i| !matches!(i, Item::Nest(n) if std::ptr::eq(n, parts.element)))
                .cloned()
                .collect(),
            results: scalar_params.iter().map(|k| body.results[*k]).collect(),
        },
        outputs: scalar_params.iter().map(|k| outputs[*k]).collect(),
    };
    Some((scalar, nest))
}

/// Sorts the loop's body into its element nest and scalar nests, when the
/// loop qualifies (module comment).
fn parts<'a>(p: &LoopProgram, hoisted: &[(VarId, ArrayId)], body: &'a Block) -> Option<Parts<'a>> {
    let mut scalar = HashMap::new();
    let mut state = HashMap::new();
    for (k, &a) in body.params.iter().enumerate() {
        if p.arrays[a].rank == 0 {
            scalar.insert(a, k);
        } else {
            state.insert(a, k);
        }
    }
    if state.is_empty() || scalar.is_empty() || body.results.len() != body.params.len() {
        return None;
    }
    let made: HashSet<ArrayId> = body
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Nest(n) => Some(n.shapes.iter().map(|s| s.array)),
            _ => None,
        })
        .flatten()
        .collect();
    // The condition reads rank-0 state, and rank-0 arrays made before the
    // loop.
    let before =
        |a: &ArrayId| p.arrays[*a].rank == 0 && !made.contains(a) && !state.contains_key(a);
    if !hoisted
        .iter()
        .all(|(_, a)| scalar.contains_key(a) || before(a))
    {
        return None;
    }
    let results: HashSet<ArrayId> = body.results.iter().copied().collect();
    let mut element: Option<(&Nest, Vec<For>, Vec<Stmt>)> = None;
    for item in &body.items {
        let Item::Nest(n) = item else { return None };
        // Every shape it makes is one of the results, allocated plainly.
        if !n
            .shapes
            .iter()
            .all(|s| results.contains(&s.array) && s.alloc && !s.compact && s.checks.is_empty())
        {
            return None;
        }
        // It reads only state and arrays made outside the body.
        let mut reads_ok = true;
        n.body.walk(&mut |s| {
            s.exprs(&mut |x| {
                x.walk(&mut |y| {
                    if let Expr::Index { array, .. } = y {
                        reads_ok &= !made.contains(array) && !body.params.contains(array);
                    }
                })
            });
            match s {
                Stmt::Load { array, .. } => reads_ok &= !made.contains(array),
                Stmt::Store { array, .. } => reads_ok &= results.contains(array),
                Stmt::Append { .. }
                | Stmt::Combine { .. }
                | Stmt::Copy { .. }
                | Stmt::For(_)
                | Stmt::Set { .. } => reads_ok = false,
                _ => {}
            }
        });
        if !reads_ok {
            return None;
        }
        match &n.body.inner {
            None => {
                // A scalar nest: rank-0 results from rank-0 state.
                let ok = n.shapes.iter().all(|s| s.dims.is_empty())
                    && n.body.post.is_empty()
                    && stores_at(&n.body.pre, &[]);
                let reads_state =
                    n.body.pre.iter().any(
                        |s| matches!(s, Stmt::Load { array, .. } if state.contains_key(array)),
                    );
                if !ok || reads_state {
                    return None;
                }
            }
            Some(_) => {
                if element.is_some() {
                    return None;
                }
                let (loops, inner) = perfect(&n.body)?;
                element = Some((n, loops, inner));
            }
        }
    }
    let (element, extents, inner) = element?;
    let rank = extents.len();
    let ix: Vec<Expr> = extents.iter().map(|f| Expr::Var(f.index)).collect();
    // The element nest: each state array of the same rank, read and stored
    // at its own indices, its result shaped like it.
    for (&a, &k) in &state {
        if p.arrays[a].rank != rank {
            return None;
        }
        let r = body.results[k];
        let shape = element.shapes.iter().find(|s| s.array == r)?;
        let same = shape.dims.len() == rank
            && shape
                .dims
                .iter()
                .enumerate()
                .all(|(axis, d)| *d == Expr::Dim { array: a, axis });
        if !same {
            return None;
        }
    }
    for s in &inner {
        match s {
            Stmt::Load { array, index, .. } if state.contains_key(array) && *index != ix => {
                return None
            }
            Stmt::Store { index, .. } if *index != ix => return None,
            _ => {}
        }
    }
    // Its loops run over the state's extents.
    let first_state = *state.keys().next()?;
    let r0 = body.results[state[&first_state]];
    for (axis, f) in extents.iter().enumerate() {
        let ok = [r0, first_state]
            .iter()
            .any(|a| f.extent == Expr::Dim { array: *a, axis });
        if !ok || f.dir != Dir::Forward {
            return None;
        }
    }
    Some(Parts {
        element,
        extents,
        inner,
        scalar,
        state,
    })
}

/// Every store of `ss` at index `ix`.
fn stores_at(ss: &[Stmt], ix: &[Expr]) -> bool {
    ss.iter().all(|s| match s {
        Stmt::Store { index, .. } => index == ix,
        _ => true,
    })
}

/// A perfect nest: each level has only its inner loop (after definitions
/// that do not depend on the loops: `let`s and rank-0 loads), down to a
/// level without one: the loops (outermost first), and the definitions
/// followed by that level's statements.
fn perfect(l: &Level) -> Option<(Vec<For>, Vec<Stmt>)> {
    let mut loops = Vec::new();
    let mut level = l;
    let mut stmts = Vec::new();
    while let Some(f) = &level.inner {
        let invariant = |s: &Stmt| match s {
            Stmt::Let { .. } => true,
            Stmt::Load { index, .. } => index.is_empty(),
            _ => false,
        };
        if !level.pre.iter().all(invariant) || !level.post.is_empty() {
            return None;
        }
        stmts.extend(level.pre.iter().cloned());
        loops.push(For {
            body: Level::default(),
            ..(**f).clone()
        });
        level = &f.body;
    }
    if !level.post.is_empty() || loops.is_empty() {
        return None;
    }
    stmts.extend(level.pre.iter().cloned());
    Some((loops, stmts))
}

/// When the element nest's one next state is `if g then e else st` (`st`
/// the state as loaded, through `let`s) and it reads no rank-0 state:
/// rewrites its definition in `wbody` into statements that name `g`, and
/// returns that name.
fn early_exit(
    parts: &Parts<'_>,
    next: &HashMap<usize, VarId>,
    wbody: &mut Vec<Stmt>,
    vars: &mut ir::id::IdVec<VarId, VarDecl>,
) -> Option<VarId> {
    if parts.state.len() != 1 {
        return None;
    }
    let reads_scalar = parts
        .inner
        .iter()
        .any(|s| matches!(s, Stmt::Load { array, .. } if parts.scalar.contains_key(array)));
    if reads_scalar {
        return None;
    }
    let (&param, &k) = parts.state.iter().next()?;
    // The variable the element nest loads the state into.
    let loaded = parts.inner.iter().find_map(|s| match s {
        Stmt::Load { var, array, .. } if *array == param => Some(*var),
        _ => None,
    })?;
    let nv = next[&k];
    // `nv = Var(x)` where `x = <lets> if g then e else loaded`.
    let pos = wbody
        .iter()
        .position(|s| matches!(s, Stmt::Let { var, .. } if *var == nv))?;
    let Stmt::Let {
        value: Expr::Var(x),
        at,
        ..
    } = &wbody[pos]
    else {
        return None;
    };
    let (x, at) = (*x, *at);
    let def = wbody
        .iter()
        .position(|s| matches!(s, Stmt::Let { var, .. } if *var == x))?;
    let Stmt::Let { value, .. } = &wbody[def] else {
        return None;
    };
    let mut lets: Vec<Stmt> = Vec::new();
    let mut e = value;
    loop {
        match e {
            Expr::Let { var, value, body } => {
                lets.push(Stmt::Let {
                    var: *var,
                    value: (**value).clone(),
                    at,
                });
                e = body;
            }
            Expr::If(g, then_, else_) if **else_ == Expr::Var(loaded) => {
                let gv = vars.push(VarDecl {
                    name: "moving".into(),
                    ty: ScalarType::Prim(Prim::Bool),
                });
                lets.push(Stmt::Let {
                    var: gv,
                    value: (**g).clone(),
                    at,
                });
                lets.push(Stmt::Let {
                    var: x,
                    value: Expr::If(
                        Box::new(Expr::Var(gv)),
                        then_.clone(),
                        Box::new(Expr::Var(loaded)),
                    ),
                    at,
                });
                wbody.splice(def..=def, lets);
                return Some(gv);
            }
            _ => return None,
        }
    }
}

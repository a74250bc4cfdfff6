//! Consumers: `elements`, `tabulate`, a sequence result and `fold_seq`,
//! each a loop over the chunks of its stream with its state and step.

use super::*;

/// What consumes a stream.
pub(super) enum Consumer<'e> {
    Elements,
    Tabulate,
    /// The definition's result (its encoding: values and shapes).
    Out,
    Fold {
        acc: &'e APat,
        elem: &'e APat,
        body: &'e AExpr,
        init: &'e AExpr,
    },
}

impl Lifter<'_> {
    /// A consumer of the stream `seq`, lifted: a loop over its chunks.
    pub(super) fn consume(
        &self,
        consumer: Consumer,
        seq: &AExpr,
        pr: &Printer,
    ) -> Result<String, LiftError> {
        let stream = self.stream(seq)?;
        let elem = seq.ty.as_seq().expect("a sequence").clone();
        let mut agree = Vec::new();
        let length = self.length(&stream, pr, &mut agree);
        let (len, k0, c, state) = (
            self.fresh("len"),
            self.fresh("k0"),
            self.fresh("c"),
            self.fresh("state"),
        );
        let mut ch = Chunk {
            prelude: Vec::new(),
            lines: Vec::new(),
            k0: k0.clone(),
            c: c.clone(),
        };
        let mut checks = Vec::new();
        for (a, b) in agree {
            let ok = self.fresh("same");
            let q = self.fresh("q");
            ch.prelude.push(format!(
                "let {ok} = (generate [(if ({a}) == ({b}) then 1 else (0 - 1))] (\\{q} -> 0))"
            ));
            checks.push(format!("({ok}[0] == 0)"));
        }
        let value = self.chunk_of(&stream, &mut ch)?;
        let arrays: Vec<ArrayType> = elem.arrays().into_iter().cloned().collect();
        let (init, step, finish) = match consumer {
            Consumer::Elements | Consumer::Tabulate | Consumer::Out => {
                let outs = self.collect(
                    &value,
                    &arrays,
                    &state,
                    matches!(consumer, Consumer::Out),
                    &mut ch,
                )?;
                let finish = match consumer {
                    Consumer::Elements => {
                        let mut parts = outs.finals.iter().map(|(v, _)| Lifted::Avoid(v.clone()));
                        tuple_text(&regroup(&elem, &mut parts))
                    }
                    Consumer::Tabulate => {
                        let mut parts = (outs.finals.iter().zip(&arrays)).map(|((v, _), t)| {
                            let dims: String = t
                                .shape
                                .iter()
                                .map(|d| format!("[{}]", self.size_text(d)))
                                .collect();
                            Lifted::Avoid(format!("(reshape [(the {len})]{dims} {v})"))
                        });
                        tuple_text(&regroup(&elem, &mut parts))
                    }
                    _ => {
                        let parts: Vec<String> = (outs.finals.iter())
                            .flat_map(|(v, s)| [v.clone(), s.clone().expect("shapes")])
                            .collect();
                        format!("({})", parts.join(", "))
                    }
                };
                let finish = format!("(let {} = {state} in {finish})", outs.pattern);
                (outs.init, outs.step, finish)
            }
            Consumer::Fold {
                acc,
                elem: elem_pat,
                body,
                init,
            } => {
                let step = self.fold_step(acc, elem_pat, body, value, &state, &mut ch, pr)?;
                (pr.array(init), step, state.clone())
            }
        };
        // The loop is scheduled: its first variable is the most elements
        // the next chunk may take, which an executor that schedules sets
        // before each iteration (`--chunk`'s N, or its adaptive schedule's
        // choice); one that does not keeps the initial value: N, or the
        // whole stream.
        let rest = format!("((the {len}) - (the {k0}))");
        let lim = self.fresh("lim");
        self.limits.borrow_mut().push((lim.clone(), seq.span));
        let first = match self.chunk {
            Some(n) => format!("(unit {n})"),
            None => format!("(unit (the {len}))"),
        };
        let chunk = format!("(min (the {lim}) {rest})");
        let mut cond = checks;
        cond.push(format!("((the {k0}) < (the {len}))"));
        let mut inner = vec![format!("let {c} = (unit {chunk})")];
        inner.append(&mut ch.lines);
        let next_k0 = format!("(unit ((the {k0}) + (the {c})))");
        let mut outer = vec![format!("let {len} = (unit {length})")];
        outer.append(&mut ch.prelude);
        let cond = cond.join(" && ");
        let body = nest(&inner, &format!("({lim}, {step}, {next_k0})"));
        outer.push(format!(
            "let (_, {state}, _) = (loop ({lim}, {state}, {k0}) = ({first}, {init}, (unit 0)) while {cond} do {body})"
        ));
        Ok(nest(&outer, &finish))
    }

    /// The state and step of `elements`, `tabulate` and a sequence result:
    /// per array of the element, the values so far (and their shapes),
    /// each chunk's appended.
    pub(super) fn collect(
        &self,
        value: &Lifted,
        arrays: &[ArrayType],
        state: &str,
        shapes: bool,
        ch: &mut Chunk,
    ) -> Result<Outs, LiftError> {
        let mut parts = Vec::new();
        flatten(value, &mut parts);
        let mut names = Vec::new();
        let mut inits = Vec::new();
        let mut steps = Vec::new();
        let mut finals = Vec::new();
        for (part, t) in parts.into_iter().zip(arrays) {
            let part = self.regular_or_irregular(part, t.rank(), ch);
            let out = self.fresh("out");
            let q = self.fresh("q");
            inits.push(format!("(generate [0] (\\{q} -> {}))", text::zero(&t.elem)));
            let flat = match &part {
                Lifted::Regular { name, rank: 0 } => name.clone(),
                Lifted::Regular { name, rank } => {
                    let size: Vec<String> =
                        (0..=*rank).map(|d| extent(name, d, rank + 1)).collect();
                    format!("(reshape [{}] {name})", size.join(" * "))
                }
                Lifted::Irregular { values, .. } => values.clone(),
                _ => unreachable!("made regular or irregular"),
            };
            steps.push(self.append(&out, &flat, 1));
            names.push(out.clone());
            let mut shape_out = None;
            if shapes {
                let sh = self.fresh("shapes");
                let (k, d) = (self.fresh("k"), self.fresh("d"));
                let r = t.rank();
                inits.push(format!("(generate [0][{r}] (\\({k}, {d}) -> 0))"));
                let chunk_shapes = match &part {
                    Lifted::Regular { name, rank } => {
                        let mut sel = "0".to_string();
                        for dim in (1..=*rank).rev() {
                            sel = format!(
                                "(if {d} == {} then {} else {sel})",
                                dim - 1,
                                extent(name, dim, rank + 1)
                            );
                        }
                        format!("(generate [(the {})][{r}] (\\({k}, {d}) -> {sel}))", ch.c)
                    }
                    Lifted::Irregular { segs, .. } => {
                        format!(
                            "(generate [(the {})][1] (\\({k}, {d}) -> {}[{k}]))",
                            ch.c, segs.lengths
                        )
                    }
                    _ => unreachable!("made regular or irregular"),
                };
                steps.push(self.append(&sh, &chunk_shapes, 2));
                names.push(sh.clone());
                shape_out = Some(sh);
            }
            finals.push((out, shape_out));
        }
        let pattern = format!("({})", names.join(", "));
        ch.lines.insert(0, format!("let {pattern} = {state}"));
        Ok(Outs {
            init: format!("({})", inits.join(", ")),
            step: format!("({})", steps.join(", ")),
            pattern,
            finals,
        })
    }

    /// An avoided value as a regular one (each element a copy).
    pub(super) fn regular_or_irregular(&self, v: Lifted, rank: usize, ch: &mut Chunk) -> Lifted {
        match v {
            Lifted::Avoid(t) => {
                let x = self.fresh("x");
                ch.bind(&x, format!("(replicate (the {}) {t})", ch.c));
                Lifted::Regular { name: x, rank }
            }
            v => v,
        }
    }

    /// `a ++ b` along the outer dimension, for arrays of rank 1 or 2.
    pub(super) fn append(&self, a: &str, b: &str, rank: usize) -> String {
        let (x, y, q) = (self.fresh("a"), self.fresh("b"), self.fresh("q"));
        match rank {
            1 => format!("(let {x} = {a} in (let {y} = {b} in (generate [((length {x}) + (length {y}))] (\\{q} -> if {q} < (length {x}) then {x}[{q}] else {y}[({q} - (length {x}))]))))"),
            _ => {
                let d = self.fresh("d");
                format!("(let {x} = {a} in (let {y} = {b} in (generate [((length {x}) + (length {y}))][((shape {x}).1)] (\\({q}, {d}) -> if {q} < (length {x}) then {x}[{q}, {d}] else {y}[({q} - (length {x})), {d}]))))")
            }
        }
    }

    /// A `fold_seq`'s step over a chunk (see the module).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn fold_step(
        &self,
        acc: &APat,
        elem: &APat,
        body: &AExpr,
        value: Lifted,
        state: &str,
        ch: &mut Chunk,
        pr: &Printer,
    ) -> Result<String, LiftError> {
        let mut env = Env::new();
        self.bind(elem, value, &mut env, ch)?;
        // The body's lets: lifted while they do not read the state.
        let mut sequential: Vec<Name> = acc.names().into_iter().cloned().collect();
        let mut rest: Vec<(&APat, &AExpr)> = Vec::new();
        let mut tail = body;
        while let AExprKind::Let { pat, value, body } = &tail.kind {
            let reads_state = mentions(value, &sequential);
            let lifted = match reads_state {
                true => None,
                false => {
                    let mark = (ch.lines.len(), ch.prelude.len(), self.notes.borrow().len());
                    match self.lift(value, &mut env, ch) {
                        Ok(v) => Some(v),
                        Err(_) => {
                            ch.lines.truncate(mark.0);
                            ch.prelude.truncate(mark.1);
                            self.notes.borrow_mut().truncate(mark.2);
                            forget_unbound_ids(&env, ch);
                            None
                        }
                    }
                }
            };
            match lifted {
                Some(v) => self.bind(pat, v, &mut env, ch)?,
                None => {
                    self.note(
                        value.span,
                        format!("let {}", pr.apat(pat)),
                        Class::Sequential,
                    );
                    sequential.extend(pat.names().into_iter().cloned());
                    rest.push((pat, value));
                }
            }
            tail = body;
        }
        // `acc op t` for an associative `op`: one reduction over the chunk.
        if rest.is_empty() {
            if let Some(step) = self.reduce_step(acc, tail, &env, state, ch) {
                self.note(tail.span, "fold_seq → fold over the chunk", Class::Regular);
                return Ok(step);
            }
        }
        // Element after element: the lifted values the rest reads, at j.
        let (s, j, next) = (self.fresh("s"), self.fresh("j"), self.fresh("next"));
        let mut used: Vec<Name> = Vec::new();
        for (_, v) in &rest {
            collect_names(v, &mut used);
        }
        collect_names(tail, &mut used);
        let mut lines = vec![format!("let {} = {s}", pr.apat(acc))];
        let mut seen: Vec<&Name> = Vec::new();
        for (n, v) in env.iter().rev() {
            if used.contains(n) && !seen.contains(&n) {
                seen.push(n);
                lines.push(format!("let {} = {}", pr.name(n), self.extract(v, &j)));
            }
        }
        for (p, v) in &rest {
            lines.push(format!("let {} = {}", pr.apat(p), pr.array(v)));
        }
        let inner = nest(
            &lines,
            &format!("({}, (unit ((the {j}) + 1)))", pr.array(tail)),
        );
        ch.bind(
            &format!("({next}, _)"),
            format!(
                "(loop ({s}, {j}) = ({state}, (unit 0)) while ((the {j}) < (the {})) do {inner})",
                ch.c
            ),
        );
        Ok(next)
    }

    /// The step of a `fold_seq` whose body is `acc op t` (a rank-0 `unit`
    /// or a `map` over vectors), `op` associative and commutative
    /// (`+ * && || & | ^`, `min`, `max`) and `t` a regular value of the
    /// element: the chunk's values reduced with `fold1` in order (along
    /// the chunk's dimension), then combined with the state once.
    pub(super) fn reduce_step(
        &self,
        acc: &APat,
        tail: &AExpr,
        env: &Env,
        state: &str,
        ch: &mut Chunk,
    ) -> Option<String> {
        let APat::Var(acc, _) = acc else {
            return None;
        };
        let (op, a, b, rank) = match &tail.kind {
            AExprKind::Unit(e) => {
                let (op, x, y) = associative(e)?;
                let (SExprKind::The(x), SExprKind::The(y)) = (&x.kind, &y.kind) else {
                    return None;
                };
                (op, x, y, 0)
            }
            AExprKind::Op(op) => {
                let Op::Map { f, args } = &**op else {
                    return None;
                };
                let [SPat::Var { name: p, .. }, SPat::Var { name: q, .. }] = &f.params[..] else {
                    return None;
                };
                let (op, x, y) = associative(&f.body)?;
                let (SExprKind::Var(x), SExprKind::Var(y)) = (&x.kind, &y.kind) else {
                    return None;
                };
                let [AExpr {
                    kind: AExprKind::Var(u),
                    ..
                }, AExpr {
                    kind: AExprKind::Var(v),
                    ..
                }] = &args[..]
                else {
                    return None;
                };
                let (u, v) = match (x == p && y == q, x == q && y == p) {
                    (true, _) => (u, v),
                    (_, true) => (v, u),
                    _ => return None,
                };
                (op, u, v, 1)
            }
            _ => return None,
        };
        let t = match (a == acc, b == acc) {
            (true, false) => b,
            (false, true) => a,
            _ => return None,
        };
        let Some(Lifted::Regular { name, rank: r }) = lookup(env, t) else {
            return None;
        };
        if *r != rank {
            return None;
        }
        let red = self.fresh("red");
        let lambda = format!("(\\a b -> {})", op.apply("a", "b"));
        Some(match rank {
            0 => {
                ch.bind(&red, format!("(fold1 {lambda} {name})"));
                format!(
                    "(unit {})",
                    op.apply(&format!("(the {state})"), &format!("(the {red})"))
                )
            }
            _ => {
                ch.bind(&red, format!("(fold1 {lambda} (transpose (1, 0) {name}))"));
                format!("(map {lambda} {state} {red})")
            }
        })
    }

    /// Element `j` (a rank-0 array's name) of a lifted value, as an
    /// array-level expression.
    pub(super) fn extract(&self, v: &Lifted, j: &str) -> String {
        match v {
            Lifted::Avoid(t) => t.clone(),
            Lifted::Regular { name, rank: 0 } => format!("(unit {name}[(the {j})])"),
            Lifted::Regular { name, rank } => {
                let idx: Vec<String> = (0..*rank).map(|d| self.fresh(&format!("q{d}_"))).collect();
                let extents: String = (1..=*rank)
                    .map(|d| format!("[{}]", extent(name, d, rank + 1)))
                    .collect();
                let pattern = match rank {
                    1 => idx[0].clone(),
                    _ => format!("({})", idx.join(", ")),
                };
                format!(
                    "(generate {extents} (\\{pattern} -> {name}[(the {j}), {}]))",
                    idx.join(", ")
                )
            }
            Lifted::Irregular { segs, values } => {
                let q = self.fresh("q");
                format!(
                    "(generate [{}[(the {j})]] (\\{q} -> {values}[({}[(the {j})] + {q})]))",
                    segs.lengths, segs.offsets
                )
            }
            Lifted::Tuple(vs) => format!(
                "({})",
                vs.iter()
                    .map(|v| self.extract(v, j))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

/// The state of a collecting consumer: its initial value, one chunk's
/// step, and the names of the values (and shapes) after the loop.
pub(super) struct Outs {
    init: String,
    step: String,
    /// The pattern that names the parts of the state.
    pattern: String,
    finals: Vec<(String, Option<String>)>,
}

/// An associative and commutative operator of two operands.
pub(super) enum Assoc {
    Binary(&'static str),
    Call(&'static str),
}

impl Assoc {
    pub(super) fn apply(&self, a: &str, b: &str) -> String {
        match self {
            Assoc::Binary(op) => format!("({a} {op} {b})"),
            Assoc::Call(f) => format!("({f} {a} {b})"),
        }
    }
}

/// `x op y` for an associative and commutative `op`, with its operands.
pub(super) fn associative(e: &SExpr) -> Option<(Assoc, &SExpr, &SExpr)> {
    use ir::ast::{BinOp, Builtin};
    match &e.kind {
        SExprKind::Binary(op, x, y) => {
            let op = match op {
                BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or => op.symbol(),
                BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => op.symbol(),
                _ => return None,
            };
            Some((Assoc::Binary(op), x, y))
        }
        SExprKind::Call(f @ (Builtin::Min | Builtin::Max), args) if args.len() == 2 => {
            Some((Assoc::Call(f.name()), &args[0], &args[1]))
        }
        _ => None,
    }
}

/// After a failed attempt to lift (its lines dropped), forgets the segment
/// ids it made for segments that outlive it.
pub(super) fn forget_unbound_ids(env: &Env, ch: &Chunk) {
    pub(super) fn visit(v: &Lifted, ch: &Chunk) {
        match v {
            Lifted::Irregular { segs, .. } => {
                let stale = (segs.ids.borrow().as_ref()).is_some_and(|ids| {
                    !ch.lines
                        .iter()
                        .any(|l| l.starts_with(&format!("let {ids} =")))
                });
                if stale {
                    *segs.ids.borrow_mut() = None;
                }
            }
            Lifted::Tuple(vs) => vs.iter().for_each(|v| visit(v, ch)),
            _ => {}
        }
    }
    env.iter().for_each(|(_, v)| visit(v, ch));
}

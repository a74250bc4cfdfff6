//! Element functions lifted over a chunk: each value avoided, regular
//! or irregular (docs/sequences.md, "Lifting"), and the printer of
//! element-function code that reads the lifted values.

use super::*;

impl Lifter<'_> {
    /// Binds an element function's pattern to a lifted value.
    pub(super) fn bind(
        &self,
        pat: &APat,
        v: Lifted,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<(), LiftError> {
        match (pat, v) {
            (APat::Var(n, _), v) => env.push((n.clone(), v)),
            (APat::Wild(_), _) => {}
            (APat::Tuple(ps, _), Lifted::Tuple(vs)) if ps.len() == vs.len() => {
                for (p, v) in ps.iter().zip(vs) {
                    self.bind(p, v, env, ch)?;
                }
            }
            (APat::Tuple(ps, _), Lifted::Avoid(t)) => {
                let names: Vec<String> = ps.iter().map(|_| self.fresh("t")).collect();
                ch.bind(&format!("({})", names.join(", ")), t);
                for (p, n) in ps.iter().zip(names) {
                    self.bind(p, Lifted::Avoid(n), env, ch)?;
                }
            }
            (APat::Tuple(_, span), _) => {
                return Err(not_lifted(*span, "this tuple pattern", "over a chunk"))
            }
        }
        Ok(())
    }

    /// Whether `e` reads a value of the element (a name bound to a
    /// regular or irregular value).
    pub(super) fn depends(&self, e: &AExpr, env: &Env) -> bool {
        let mut used = Vec::new();
        collect_names(e, &mut used);
        (used.iter()).any(|n| lookup(env, n).is_some_and(|v| !matches!(v, Lifted::Avoid(_))))
    }

    /// Whether a scalar expression reads a value of the element.
    pub(super) fn reads(&self, s: &SExpr, env: &Env) -> bool {
        let mut found = false;
        s.walk(&mut |x| {
            if let Some(n) = read_name(x) {
                if lookup(env, n).is_some_and(|v| !matches!(v, Lifted::Avoid(_))) {
                    found = true;
                }
            }
        });
        found
    }

    /// A printer of element-function code: reads of element values at
    /// element `k` (and, in an irregular context, nothing else changes:
    /// an irregular vector read at `i` is read in the values at its
    /// offset), names bound to avoided values by their names.
    pub(super) fn element_printer<'p>(
        &'p self,
        env: &'p Env,
        k: Option<&'p str>,
    ) -> ElementPrinter<'p> {
        ElementPrinter {
            lifter: self,
            env,
            k,
        }
    }

    /// Lifts an element function's expression over the chunk.
    pub(super) fn lift(
        &self,
        e: &AExpr,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<Lifted, LiftError> {
        if let AExprKind::Var(n) = &e.kind {
            match lookup(env, n) {
                Some(v) => return Ok(v.clone()),
                // An array from outside the sequence: read as it is.
                None => return Ok(Lifted::Avoid(self.printer().name(n))),
            }
        }
        if !self.depends(e, env) {
            let ep = self.element_printer(env, None);
            let text = ep.with(|pr| pr.array(e));
            let name = self.fresh("t");
            ch.bind(&name, text);
            self.note(e.span, construct(e), Class::Avoided);
            return Ok(Lifted::Avoid(name));
        }
        match &e.kind {
            AExprKind::Let { pat, value, body } => {
                let v = self.lift(value, env, ch)?;
                let mark = env.len();
                self.bind(pat, v, env, ch)?;
                let result = self.lift(body, env, ch);
                env.truncate(mark);
                result
            }
            AExprKind::Tuple(es) => Ok(Lifted::Tuple(
                es.iter()
                    .map(|x| self.lift(x, env, ch))
                    .collect::<Result<_, _>>()?,
            )),
            AExprKind::Unit(s) => {
                let k = self.fresh("k");
                let body = self.element_printer(env, Some(&k)).with(|pr| pr.scalar(s));
                let name = self.fresh("u");
                ch.bind(
                    &name,
                    format!("(generate [(the {})] (\\{k} -> {body}))", ch.c),
                );
                self.note(e.span, "unit", Class::Regular);
                Ok(Lifted::Regular { name, rank: 0 })
            }
            AExprKind::Op(op) => self.lift_op(op, e, env, ch),
            _ => Err(not_lifted(
                e.span,
                construct(e),
                "when it depends on the element",
            )),
        }
    }

    pub(super) fn lift_op(
        &self,
        op: &Op,
        e: &AExpr,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<Lifted, LiftError> {
        let name = op.kind().name();
        match op {
            Op::Map { f, args } => self.lift_map(f, args, e, env, ch),
            Op::Fold { f, init, arg } => {
                let (fun, zero) = self.operator(f, init.as_ref(), env, e.span, name)?;
                match (self.lift(arg, env, ch)?, zero) {
                    (Lifted::Regular { name: x, rank }, zero) if rank >= 1 => {
                        let y = self.fresh("r");
                        ch.bind(
                            &y,
                            match zero {
                                Some(z) => format!("(fold {fun} {z} {x})"),
                                None => format!("(fold1 {fun} {x})"),
                            },
                        );
                        self.note(e.span, name, Class::Regular);
                        Ok(Lifted::Regular {
                            name: y,
                            rank: rank - 1,
                        })
                    }
                    (Lifted::Irregular { segs, values }, Some(z)) => {
                        let y = self.fresh("r");
                        ch.bind(
                            &y,
                            format!("(fold_seg {fun} {z} {} {values})", segs.lengths),
                        );
                        self.note(e.span, "fold → fold_seg", Class::Irregular);
                        Ok(Lifted::Regular { name: y, rank: 0 })
                    }
                    (Lifted::Irregular { .. }, None) => Err(not_lifted(
                        e.span,
                        "fold1",
                        "over elements of differing extents (use `fold` with a neutral element)",
                    )),
                    _ => Err(not_lifted(e.span, name, "on this value")),
                }
            }
            Op::Scan { dir, f, init, arg } => {
                let (fun, zero) = self.operator(f, init.as_ref(), env, e.span, name)?;
                match self.lift(arg, env, ch)? {
                    Lifted::Regular { name: x, rank } => {
                        let side = if *dir == ScanDir::Left { "l" } else { "r" };
                        let y = self.fresh("s");
                        ch.bind(
                            &y,
                            match zero {
                                Some(z) => format!("(scan{side} {fun} {z} {x})"),
                                None => format!("(scan{side}1 {fun} {x})"),
                            },
                        );
                        self.note(e.span, name, Class::Regular);
                        Ok(Lifted::Regular { name: y, rank })
                    }
                    Lifted::Irregular { segs, values }
                        if *dir == ScanDir::Left && zero.is_none() =>
                    {
                        let y = self.fresh("s");
                        ch.bind(
                            &y,
                            format!("(scanl1_seg {fun} {} {values})", segs.lengths),
                        );
                        self.note(e.span, "scanl1 → scanl1_seg", Class::Irregular);
                        Ok(Lifted::Irregular { segs, values: y })
                    }
                    Lifted::Irregular { .. } => Err(not_lifted(
                        e.span,
                        name,
                        "over elements of differing extents (only `scanl1` has a segmented form, `scanl1_seg`)",
                    )),
                    _ => Err(not_lifted(e.span, name, "on this value")),
                }
            }
            Op::Generate { shape, f } => self.lift_generate(shape, f, e, env, ch),
            Op::Backpermute { shape, index, arg } => {
                self.lift_backpermute(shape, index, arg, e, env, ch)
            }
            Op::Transpose { perm, arg } => match self.lift(arg, env, ch)? {
                Lifted::Regular { name: x, rank } => {
                    // The chunk's axis stays outermost.
                    let mut axes = vec!["0".to_string()];
                    axes.extend(perm.iter().map(|p| (p + 1).to_string()));
                    let y = self.fresh("v");
                    ch.bind(&y, format!("(transpose ({}) {x})", axes.join(", ")));
                    self.note(e.span, name, Class::Regular);
                    Ok(Lifted::Regular { name: y, rank })
                }
                _ => Err(not_lifted(e.span, name, "on this value")),
            },
            Op::Replicate { axes, arg } => {
                let counts: Vec<&SExpr> = (axes.iter())
                    .filter_map(|a| match a {
                        ReplicateAxis::New(k) => Some(k),
                        ReplicateAxis::Operand => None,
                    })
                    .collect();
                if counts.iter().any(|k| self.reads(k, env)) {
                    return Err(not_lifted(
                        e.span,
                        name,
                        "whose counts depend on the element",
                    ));
                }
                match self.lift(arg, env, ch)? {
                    Lifted::Regular { name: x, .. } => {
                        let spec = self.element_printer(env, None).with(|pr| {
                            (axes.iter())
                                .map(|a| match a {
                                    ReplicateAxis::Operand => "[_]".to_string(),
                                    ReplicateAxis::New(k) => format!("[{}]", pr.scalar(k)),
                                })
                                .collect::<String>()
                        });
                        let y = self.fresh("v");
                        // The chunk's axis: the operand's first, kept outermost.
                        ch.bind(&y, format!("(replicate [_]{spec} {x})"));
                        self.note(e.span, name, Class::Regular);
                        Ok(Lifted::Regular {
                            name: y,
                            rank: axes.len(),
                        })
                    }
                    _ => Err(not_lifted(
                        e.span,
                        name,
                        "over elements of differing extents",
                    )),
                }
            }
            _ => Err(not_lifted(e.span, name, "on an element of a sequence")),
        }
    }

    /// The operator and initial value of a `fold` or a scan, printed; they
    /// may not read the element.
    pub(super) fn operator(
        &self,
        f: &Lambda,
        init: Option<&SExpr>,
        env: &Env,
        span: Span,
        name: &str,
    ) -> Result<(String, Option<String>), LiftError> {
        if self.reads(&f.body, env) || init.is_some_and(|z| self.reads(z, env)) {
            return Err(not_lifted(
                span,
                name,
                "when its operator or initial value reads the element",
            ));
        }
        let ep = self.element_printer(env, None);
        Ok(ep.with(|pr| (pr.lambda(f), init.map(|z| pr.scalar(z)))))
    }

    /// `map f a1 .. ak` over a chunk.
    pub(super) fn lift_map(
        &self,
        f: &Lambda,
        args: &[AExpr],
        e: &AExpr,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<Lifted, LiftError> {
        let lifted = args
            .iter()
            .map(|a| self.lift(a, env, ch))
            .collect::<Result<Vec<_>, _>>()?;
        let reads = self.reads(&f.body, env);
        let rank = args[0].ty.as_array().map_or(0, ArrayType::rank);
        // Irregular arguments: over the values, with their segments.
        if let Some(segs) = lifted.iter().find_map(|v| match v {
            Lifted::Irregular { segs, .. } => Some(segs.clone()),
            _ => None,
        }) {
            // Vectors of other segments must have the same lengths, element
            // by element (else `map` fails, as the reference's does): the
            // result's extent is negative unless they do.
            let mut agree = Vec::new();
            for v in &lifted {
                match v {
                    Lifted::Irregular { segs: s, .. } if !Rc::ptr_eq(s, &segs) => {
                        let eq = self.fresh("eq");
                        ch.bind(
                            &eq,
                            format!(
                                "(fold (\\a b -> a && b) true (map (\\a b -> a == b) {} {}))",
                                segs.lengths, s.lengths
                            ),
                        );
                        agree.push(format!("(the {eq})"));
                    }
                    Lifted::Tuple(_) => return Err(not_lifted(e.span, "map", "on this value")),
                    _ => {}
                }
            }
            let all_values = lifted.iter().all(|v| matches!(v, Lifted::Irregular { .. }));
            let y = self.fresh("m");
            if all_values && !reads && agree.is_empty() {
                let fun = self.element_printer(env, None).with(|pr| pr.lambda(f));
                let values: Vec<&str> = (lifted.iter())
                    .map(|v| match v {
                        Lifted::Irregular { values, .. } => values.as_str(),
                        _ => unreachable!("all irregular"),
                    })
                    .collect();
                ch.bind(&y, format!("(map {fun} {})", values.join(" ")));
            } else {
                let ids = self.segment_ids(&segs, ch);
                let (p, k, i) = (self.fresh("p"), self.fresh("k"), self.fresh("i"));
                let first = lifted.iter().find_map(|v| match v {
                    Lifted::Irregular { values, .. } => Some(values.clone()),
                    _ => None,
                });
                let first = first.expect("an irregular argument");
                let mut lets = vec![
                    format!("let {k} = {ids}[{p}]"),
                    format!("let {i} = ({p} - {}[{k}])", segs.offsets),
                ];
                for (param, v) in f.params.iter().zip(&lifted) {
                    let read = match v {
                        Lifted::Irregular { segs: s, values } if !Rc::ptr_eq(s, &segs) => {
                            format!("{values}[({}[{k}] + {i})]", s.offsets)
                        }
                        Lifted::Irregular { values, .. } => format!("{values}[{p}]"),
                        Lifted::Regular { name, .. } => format!("{name}[{k}, {i}]"),
                        Lifted::Avoid(t) => format!("{t}[{i}]"),
                        Lifted::Tuple(_) => unreachable!("refused above"),
                    };
                    let pat = self.printer().spat(param);
                    lets.push(format!("let {pat} = {read}"));
                }
                let body = self
                    .element_printer(env, Some(&k))
                    .with(|pr| pr.scalar(&f.body));
                let extent = match agree.is_empty() {
                    true => format!("(length {first})"),
                    false => format!(
                        "(if {} then (length {first}) else (0 - 1))",
                        agree.join(" && ")
                    ),
                };
                ch.bind(
                    &y,
                    format!("(generate [{extent}] (\\{p} -> {}))", nest(&lets, &body)),
                );
            }
            self.note(e.span, "map", Class::Irregular);
            return Ok(Lifted::Irregular { segs, values: y });
        }
        // Regular (and avoided) arguments.
        let y = self.fresh("m");
        let all_regular = lifted.iter().all(|v| matches!(v, Lifted::Regular { .. }));
        if all_regular && !reads {
            let fun = self.element_printer(env, None).with(|pr| pr.lambda(f));
            let names: Vec<&str> = (lifted.iter())
                .map(|v| match v {
                    Lifted::Regular { name, .. } => name.as_str(),
                    _ => unreachable!("all regular"),
                })
                .collect();
            ch.bind(&y, format!("(map {fun} {})", names.join(" ")));
        } else {
            let k = self.fresh("k");
            let idx: Vec<String> = (0..rank).map(|d| self.fresh(&format!("i{d}_"))).collect();
            // The extents: the sizes of the arguments' type where it knows
            // them (so that the map reads no chunk array's shape, and its
            // reads of them at its own index are in order), else the first
            // regular argument's, else an avoided one's.
            let typed: Option<String> = (args[0].ty.as_array())
                .filter(|t| t.shape.iter().all(|d| d.as_poly().is_some()))
                .map(|t| {
                    (t.shape.iter())
                        .map(|d| format!("[({})]", self.size_text(d)))
                        .collect()
                });
            let extents: String = match (
                typed,
                lifted.iter().find_map(|v| match v {
                    Lifted::Regular { name, .. } => Some(name.clone()),
                    _ => None,
                }),
            ) {
                (Some(sizes), _) => sizes,
                (None, Some(x)) => (1..=rank)
                    .map(|d| format!("[{}]", extent(&x, d, rank + 1)))
                    .collect(),
                (None, None) => {
                    let Some(Lifted::Avoid(t)) = lifted.first() else {
                        return Err(not_lifted(e.span, "map", "on this value"));
                    };
                    (0..rank)
                        .map(|d| format!("[{}]", extent(t, d, rank)))
                        .collect()
                }
            };
            let mut lets = Vec::new();
            for (param, v) in f.params.iter().zip(&lifted) {
                let read = match (v, rank) {
                    (Lifted::Regular { name, .. }, 0) => format!("{name}[{k}]"),
                    (Lifted::Regular { name, .. }, _) => format!("{name}[{k}, {}]", idx.join(", ")),
                    (Lifted::Avoid(t), 0) => format!("(the {t})"),
                    (Lifted::Avoid(t), _) => format!("{t}[{}]", idx.join(", ")),
                    _ => return Err(not_lifted(e.span, "map", "on this value")),
                };
                let pat = self.printer().spat(param);
                lets.push(format!("let {pat} = {read}"));
            }
            let body = self
                .element_printer(env, Some(&k))
                .with(|pr| pr.scalar(&f.body));
            let mut pattern = vec![k.clone()];
            pattern.extend(idx);
            let pattern = match pattern.len() {
                1 => pattern[0].clone(),
                _ => format!("({})", pattern.join(", ")),
            };
            ch.bind(
                &y,
                format!(
                    "(generate [(the {})]{extents} (\\{pattern} -> {}))",
                    ch.c,
                    nest(&lets, &body)
                ),
            );
        }
        self.note(e.span, "map", Class::Regular);
        Ok(Lifted::Regular { name: y, rank })
    }

    /// `generate [e1]..[er] f` over a chunk: regular when the extents do
    /// not depend on the element, irregular (rank 1) when they do.
    pub(super) fn lift_generate(
        &self,
        shape: &[SExpr],
        f: &Lambda,
        e: &AExpr,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<Lifted, LiftError> {
        let rank = shape.len();
        let index = self.printer().spat(&f.params[0]);
        let k = self.fresh("k");
        let body = self
            .element_printer(env, Some(&k))
            .with(|pr| pr.scalar(&f.body));
        let y = self.fresh("g");
        if !shape.iter().any(|s| self.reads(s, env)) {
            if rank == 0 {
                return Err(not_lifted(e.span, "generate", "of rank 0"));
            }
            let extents = self.element_printer(env, None).with(|pr| pr.extents(shape));
            let idx: Vec<String> = (0..rank).map(|d| self.fresh(&format!("i{d}_"))).collect();
            let value = match rank {
                1 => idx[0].clone(),
                _ => format!("({})", idx.join(", ")),
            };
            ch.bind(
                &y,
                format!(
                    "(generate [(the {})]{extents} (\\({k}, {}) -> (let {index} = {value} in {body})))",
                    ch.c,
                    idx.join(", ")
                ),
            );
            self.note(e.span, "generate", Class::Regular);
            return Ok(Lifted::Regular { name: y, rank });
        }
        if rank != 1 {
            return Err(not_lifted(
                e.span,
                "generate",
                "of rank 2 or more whose extents depend on the element",
            ));
        }
        let length = self
            .element_printer(env, Some(&k))
            .with(|pr| pr.scalar(&shape[0]));
        let lengths = self.fresh("lengths");
        ch.bind(
            &lengths,
            format!("(generate [(the {})] (\\{k} -> {length}))", ch.c),
        );
        let offsets = self.fresh("offsets");
        ch.bind(&offsets, format!("(scanl (\\a b -> a + b) 0 {lengths})"));
        let segs = Rc::new(Segments {
            lengths: lengths.clone(),
            offsets: offsets.clone(),
            ids: RefCell::new(None),
        });
        let ids = self.segment_ids(&segs, ch);
        let p = self.fresh("p");
        ch.bind(
            &y,
            format!(
                "(generate [{offsets}[(length {lengths})]] (\\{p} -> (let {k} = {ids}[{p}] in (let {index} = ({p} - {offsets}[{k}]) in {body}))))"
            ),
        );
        self.note(e.span, "generate", Class::Irregular);
        Ok(Lifted::Irregular { segs, values: y })
    }

    /// `backpermute [e1]..[er] f xs` over a chunk (a gather), when the
    /// extents do not read the element: a `generate` over the chunk and
    /// the extents that reads the operand's chunk at the element's own
    /// index (`x[k, j..]`, an avoided operand as it is), so an index
    /// outside the element is the same error as the reference's. `f` may
    /// read the element. Gathers from elements of differing extents are
    /// not lifted (a read through the segment offsets would not see the
    /// element's end).
    pub(super) fn lift_backpermute(
        &self,
        shape: &[SExpr],
        index: &Lambda,
        arg: &AExpr,
        e: &AExpr,
        env: &mut Env,
        ch: &mut Chunk,
    ) -> Result<Lifted, LiftError> {
        if shape.iter().any(|s| self.reads(s, env)) {
            return Err(not_lifted(
                e.span,
                "backpermute",
                "whose extents depend on the element",
            ));
        }
        let source = arg.ty.as_array().map_or(0, ArrayType::rank);
        let k = self.fresh("k");
        let js: Vec<String> = (0..source).map(|d| self.fresh(&format!("j{d}_"))).collect();
        let read = match self.lift(arg, env, ch)? {
            Lifted::Regular { name, .. } => format!("{name}[{k}, {}]", js.join(", ")),
            Lifted::Avoid(t) => format!("{t}[{}]", js.join(", ")),
            _ => {
                return Err(not_lifted(
                    e.span,
                    "backpermute",
                    "from elements of differing extents",
                ))
            }
        };
        let rank = shape.len();
        let extents = self.element_printer(env, None).with(|pr| pr.extents(shape));
        let idx: Vec<String> = (0..rank).map(|d| self.fresh(&format!("i{d}_"))).collect();
        let tuple = |names: &[String]| match names.len() {
            1 => names[0].clone(),
            _ => format!("({})", names.join(", ")),
        };
        let pat = self.printer().spat(&index.params[0]);
        let target = self
            .element_printer(env, Some(&k))
            .with(|pr| pr.scalar(&index.body));
        let y = self.fresh("b");
        ch.bind(
            &y,
            format!(
                "(generate [(the {})]{extents} (\\({k}, {}) -> (let {pat} = {} in (let {} = {target} in {read}))))",
                ch.c,
                idx.join(", "),
                tuple(&idx),
                tuple(&js),
            ),
        );
        self.note(e.span, "backpermute", Class::Regular);
        Ok(Lifted::Regular { name: y, rank })
    }

    /// Each value's segment in a chunk of irregular vectors: a `permute`
    /// counts the segments starting at each value (empty ones start where
    /// the next starts; those at the end, at the extra last place), a scan
    /// sums them. Every segment's start is a place of the counts, so the
    /// scatter never skips one (no `ignore`) and moves what the cost model
    /// counts.
    pub(super) fn segment_ids(&self, segs: &Segments, ch: &mut Chunk) -> String {
        if let Some(ids) = &*segs.ids.borrow() {
            return ids.clone();
        }
        let (lengths, offsets) = (&segs.lengths, &segs.offsets);
        let starts = self.fresh("starts");
        let sums = self.fresh("sums");
        let ids = self.fresh("ids");
        let (p, k, q) = (self.fresh("p"), self.fresh("k"), self.fresh("q"));
        let total = format!("{offsets}[(length {lengths})]");
        ch.bind(
            &starts,
            format!(
                "(permute (\\a b -> a + b) (generate [({total} + 1)] (\\{p} -> 0)) (\\{k} -> {offsets}[{k}]) (generate [(length {lengths})] (\\{k} -> 1)))"
            ),
        );
        ch.bind(&sums, format!("(scanl1 (\\a b -> a + b) {starts})"));
        ch.bind(
            &ids,
            format!("(generate [{total}] (\\{q} -> {sums}[{q}] - 1))"),
        );
        *segs.ids.borrow_mut() = Some(ids.clone());
        ids
    }
}

/// A printer for element-function code (see [`Lifter::element_printer`]).
pub(super) struct ElementPrinter<'p> {
    lifter: &'p Lifter<'p>,
    env: &'p Env,
    k: Option<&'p str>,
}

impl ElementPrinter<'_> {
    /// Runs `f` with the printer.
    fn with<T>(&self, f: impl FnOnce(&Printer) -> T) -> T {
        let scalar = |s: &SExpr, pr: &Printer| self.read(s, pr);
        let array = |a: &AExpr, _: &Printer| match &a.kind {
            AExprKind::Var(n) => match lookup(self.env, n) {
                Some(Lifted::Avoid(t)) => Some(t.clone()),
                _ => None,
            },
            _ => None,
        };
        let pr = Printer {
            prefix: Some(self.lifter.prefix.clone()),
            rewrite: Some(&scalar),
            array_rewrite: Some(&array),
        };
        f(&pr)
    }

    /// A read of an element-function array, at element `k`.
    fn read(&self, s: &SExpr, pr: &Printer) -> Option<String> {
        if let Some(read) = self.lifter.size_read(s) {
            return Some(read);
        }
        let n = read_name(s)?;
        let v = lookup(self.env, n)?;
        if let Lifted::Avoid(t) = v {
            return Some(match &s.kind {
                SExprKind::Index { indices, .. } => format!("{t}[{}]", list(indices, pr)),
                SExprKind::The(_) => format!("(the {t})"),
                SExprKind::Length(_) => format!("(length {t})"),
                _ => format!("(shape {t})"),
            });
        }
        let k = self.k?;
        Some(match (v, &s.kind) {
            (Lifted::Regular { name, .. }, SExprKind::Index { indices, .. }) => {
                format!("{name}[{k}, {}]", list(indices, pr))
            }
            (Lifted::Regular { name, .. }, SExprKind::The(_)) => format!("{name}[{k}]"),
            (Lifted::Regular { name, rank }, SExprKind::Length(_)) => extent(name, 1, rank + 1),
            (Lifted::Regular { name, rank }, _) => match rank {
                1 => extent(name, 1, 2),
                _ => format!(
                    "({})",
                    (1..=*rank)
                        .map(|d| extent(name, d, rank + 1))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            (Lifted::Irregular { segs, values }, SExprKind::Index { indices, .. }) => {
                format!("{values}[({}[{k}] + {})]", segs.offsets, list(indices, pr))
            }
            (Lifted::Irregular { segs, .. }, _) => format!("{}[{k}]", segs.lengths),
            (Lifted::Tuple(_), _) | (Lifted::Avoid(_), _) => return None,
        })
    }
}

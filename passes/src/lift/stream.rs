//! Streams: where a sequence's elements come from, and the lifted
//! definition's text, each consumer printed as its loop over chunks.

use super::consume::Consumer;
use super::*;

impl Lifter<'_> {
    /// The lifted definition as program text.
    pub(super) fn def_text(&self, def: &Def) -> String {
        let hook = |e: &AExpr, pr: &Printer| self.consumer_hook(e, pr);
        let sizes = |s: &SExpr, _: &Printer| self.size_read(s);
        let pr = Printer {
            prefix: Some(self.prefix.clone()),
            rewrite: Some(&sizes),
            array_rewrite: Some(&hook),
        };
        let mut head = format!("def {}", def.name);
        for p in &def.params {
            match p.size_name() {
                Some(n) => head.push_str(&format!(" [{n}]")),
                None => head.push_str(&format!(
                    " ({}: {})",
                    pr.name(&p.name),
                    text::array_type(&p.ty)
                )),
            }
        }
        let ret = match def.ret.as_seq() {
            Some(elem) => {
                let parts: Vec<String> = (elem.arrays().into_iter())
                    .flat_map(|a| {
                        [
                            text::array_type(&ir::sequence::values_type(a)),
                            text::array_type(&ir::sequence::shapes_type(a)),
                        ]
                    })
                    .collect();
                format!("({})", parts.join(", "))
            }
            // Sizes that only a sequence's elements carry are not in scope
            // of the lifted signature.
            None => {
                let only_seq = |d: &ir::Size| {
                    (d.as_poly()).is_some_and(|p| {
                        p.names()
                            .any(|n| self.seq_sizes.iter().any(|(m, _)| m == n))
                    })
                };
                let mut ret = def.ret.clone();
                generalise_sizes(&mut ret, &only_seq);
                text::ty(&ret)
            }
        };
        format!("{head} : {ret} =\n  {}\n", pr.array(&def.body))
    }

    /// Prints the sequence constructs of the definition's own code: a
    /// `let` of a sequence is remembered (and not printed), a consumer is
    /// lifted, and a sequence in the result's place is the result.
    pub(super) fn consumer_hook(&self, e: &AExpr, pr: &Printer) -> Option<String> {
        if let AExprKind::Let { pat, value, body } = &e.kind {
            if value.ty.as_seq().is_some() {
                let name = match pat {
                    APat::Var(n, _) => Some(n.clone()),
                    _ => None,
                };
                if let Some(n) = &name {
                    self.seqs.borrow_mut().push((n.clone(), (**value).clone()));
                }
                let text = pr.array(body);
                if name.is_some() {
                    self.seqs.borrow_mut().pop();
                }
                return Some(text);
            }
        }
        let result = match &e.kind {
            _ if e.ty.as_seq().is_some() => self.consume(Consumer::Out, e, pr),
            AExprKind::Seq(s) => match &**s {
                SeqExpr::Elements(seq) => self.consume(Consumer::Elements, seq, pr),
                SeqExpr::Tabulate(seq) => self.consume(Consumer::Tabulate, seq, pr),
                SeqExpr::Fold {
                    acc,
                    elem,
                    body,
                    init,
                    seq,
                } => self.consume(
                    Consumer::Fold {
                        acc,
                        elem,
                        body,
                        init,
                    },
                    seq,
                    pr,
                ),
                SeqExpr::Produce { .. } | SeqExpr::Map { .. } => return None,
            },
            _ => return None,
        };
        Some(result.unwrap_or_else(|err| self.fail(err)))
    }

    /// The stream of a sequence expression.
    pub(super) fn stream(&self, e: &AExpr) -> Result<Stream, LiftError> {
        match &e.kind {
            AExprKind::Var(n) => {
                let bound = (self.seqs.borrow().iter().rev())
                    .find(|(m, _)| m == n)
                    .map(|(_, v)| v.clone());
                if let Some(v) = bound {
                    return self.stream(&v);
                }
                (self.params.iter())
                    .find(|p| &p.name == n)
                    .map(|p| Stream::Param(p.clone()))
                    .ok_or_else(|| LiftError {
                        span: e.span,
                        message: format!("`{n}` is not a sequence in scope"),
                    })
            }
            AExprKind::Seq(s) => match &**s {
                SeqExpr::Produce { count, index, body } => Ok(Stream::Produce {
                    count: count.clone(),
                    index: index.clone(),
                    body: body.clone(),
                }),
                SeqExpr::Map { params, body, seqs } => Ok(Stream::Map {
                    params: params.clone(),
                    body: body.clone(),
                    seqs: seqs
                        .iter()
                        .map(|s| self.stream(s))
                        .collect::<Result<_, _>>()?,
                }),
                _ => Err(not_lifted(e.span, s.name(), "here")),
            },
            _ => Err(not_lifted(
                e.span,
                "this sequence expression",
                "(a sequence is a parameter, a `let` of one, `produce` or `map_seq`)",
            )),
        }
    }

    /// The length of a stream (an `i64` expression at array level), and
    /// pairs of lengths that must agree (the sequences of a `map_seq`).
    pub(super) fn length(
        &self,
        s: &Stream,
        pr: &Printer,
        agree: &mut Vec<(String, String)>,
    ) -> String {
        match s {
            Stream::Param(p) => {
                let shapes = pr.name(&ir::sequence::encoding_params(p)[1].name);
                format!("(length {shapes})")
            }
            Stream::Produce { count, .. } => pr.scalar(count),
            Stream::Map { seqs, .. } => {
                let lens: Vec<String> = seqs.iter().map(|s| self.length(s, pr, agree)).collect();
                for other in &lens[1..] {
                    agree.push((lens[0].clone(), other.clone()));
                }
                lens[0].clone()
            }
        }
    }

    /// The chunk's elements of a stream.
    pub(super) fn chunk_of(&self, s: &Stream, ch: &mut Chunk) -> Result<Lifted, LiftError> {
        match s {
            Stream::Param(p) => self.param_chunk(p, ch),
            Stream::Produce { index, body, .. } => {
                let i = self.fresh("i");
                let k = self.fresh("k");
                ch.bind(
                    &i,
                    format!(
                        "(generate [(the {})] (\\{k} -> ((the {}) + {k})))",
                        ch.c, ch.k0
                    ),
                );
                let mut env = Env::new();
                self.bind(index, Lifted::Regular { name: i, rank: 0 }, &mut env, ch)?;
                self.lift(body, &mut env, ch)
            }
            Stream::Map { params, body, seqs } => {
                let mut env = Env::new();
                for (p, s) in params.iter().zip(seqs) {
                    let v = self.chunk_of(s, ch)?;
                    self.bind(p, v, &mut env, ch)?;
                }
                self.lift(body, &mut env, ch)
            }
        }
    }

    /// The chunk's elements of a sequence parameter, from its encoding.
    pub(super) fn param_chunk(&self, p: &SeqParam, ch: &mut Chunk) -> Result<Lifted, LiftError> {
        let pr = self.printer();
        let encoding = ir::sequence::encoding_params(p);
        let mut parts = Vec::new();
        for (j, t) in p.elem.arrays().into_iter().enumerate() {
            let values = pr.name(&encoding[2 * j].name);
            let shapes = pr.name(&encoding[2 * j + 1].name);
            let (k0, c) = (ch.k0.clone(), ch.c.clone());
            let regular = t.shape.iter().all(|d| d.as_poly().is_some());
            let part = if regular {
                // Element e's values start at e times the element's size.
                let r = t.rank();
                let name = self.fresh("x");
                let k = self.fresh("k");
                let idx: Vec<String> = (0..r).map(|d| self.fresh(&format!("i{d}_"))).collect();
                // An extent of sizes that other parameters bind is that
                // size (binding the inputs checks every element against
                // it), so the chunk's arrays share extents the fusion
                // model knows; one that only the elements carry is read
                // from the chunk's first shape.
                let dims: Vec<String> = (t.shape.iter().enumerate())
                    .map(|(d, size)| match self.seq_only(size) {
                        false => format!("({})", text::size(size)),
                        true => format!("{shapes}[(the {k0}), {d}]"),
                    })
                    .collect();
                let size = match r {
                    0 => "1".to_string(),
                    _ => dims
                        .iter()
                        .map(|d| format!("({d})"))
                        .collect::<Vec<_>>()
                        .join(" * "),
                };
                let mut flat = "0".to_string();
                for (d, i) in dims.iter().zip(&idx) {
                    flat = format!("((({flat}) * ({d})) + {i})");
                }
                let mut pattern = vec![k.clone()];
                pattern.extend(idx.iter().cloned());
                let extents: String = dims.iter().map(|d| format!("[{d}]")).collect();
                ch.bind(
                    &name,
                    format!(
                        "(generate [(the {c})]{extents} (\\({}) -> {values}[((((the {k0}) + {k}) * ({size})) + {flat})]))",
                        pattern.join(", ")
                    ),
                );
                Lifted::Regular { name, rank: r }
            } else if t.rank() == 1 {
                let global = self.fresh("offsets");
                let e = self.fresh("e");
                ch.prelude.push(format!(
                    "let {global} = (scanl (\\a b -> a + b) 0 (generate [(length {shapes})] (\\{e} -> {shapes}[{e}, 0])))"
                ));
                let lengths = self.fresh("lengths");
                let k = self.fresh("k");
                ch.bind(
                    &lengths,
                    format!("(generate [(the {c})] (\\{k} -> {shapes}[((the {k0}) + {k}), 0]))"),
                );
                let vals = self.fresh("values");
                let q = self.fresh("q");
                ch.bind(
                    &vals,
                    format!("(generate [({global}[((the {k0}) + (the {c}))] - {global}[(the {k0})])] (\\{q} -> {values}[({global}[(the {k0})] + {q})]))"),
                );
                let offsets = self.fresh("offsets");
                ch.bind(&offsets, format!("(scanl (\\a b -> a + b) 0 {lengths})"));
                Lifted::Irregular {
                    segs: Rc::new(Segments {
                        lengths,
                        offsets,
                        ids: RefCell::new(None),
                    }),
                    values: vals,
                }
            } else {
                return Err(not_lifted(
                    p.span,
                    &format!("the sequence `{}` of {t}", p.name),
                    "(irregular elements of rank 2 or more)",
                ));
            };
            parts.push(part);
        }
        let mut parts = parts.into_iter();
        Ok(regroup(&p.elem, &mut parts))
    }
}

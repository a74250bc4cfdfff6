//! Lifting (docs/sequences.md "Lifting"): a definition with sequences
//! becomes one without, whose sequence computations run chunk by chunk.
//!
//! Every consumer (`elements`, `tabulate`, `fold_seq`, a sequence result)
//! becomes an array-level loop over chunks of its stream: each iteration
//! takes the next `c` elements (`--chunk`, or as many as the executor's
//! schedule gives: the loop is then marked scheduled, its first variable
//! the limit), computes the element functions of the stream for all of
//! them at once, and adds their contribution to the consumer's state. The
//! element functions are *lifted* from one element to a chunk (seed 000
//! "Flattening", 002 §4.3): each value is
//!
//! - **avoided** when it does not depend on the element: computed once per
//!   chunk as it is written;
//! - **regular** when every element's value has the same shape: one array
//!   with an outer dimension of `c`, on which `map`, `fold` and `scan` run
//!   unchanged;
//! - **irregular** when the extent of a vector differs from element to
//!   element: the values of the chunk's elements concatenated, with their
//!   lengths and offsets (segments). A `fold` becomes `fold_seg`; a `map`
//!   reading per-element values, and a `generate` of per-element extent,
//!   run over the values with each value's segment id (made once per
//!   chunk by a `permute` of the segment starts and a scan).
//!
//! A `fold_seq`'s step is split: the `let`s of its body that do not depend
//! on the state are lifted over the chunk; the rest runs element after
//! element over the chunk in an inner loop, reading the lifted values of
//! its element.
//!
//! Lifting works on the typed AST and prints the lifted definition as
//! program text ([`crate::text`]), which the type checker checks again
//! ([`ir::check_source_after`]): the checker's types are the lifted
//! program's, and the text is what `fuse --emit lifted` shows.

use crate::text::{self, Printer};
use ir::ast::{
    AExprKind, APat, Lambda, Op, ReplicateAxis, SExprKind, SPat, ScanDir, SeqExpr, SeqParam,
};
use ir::{AExpr, ArrayType, Def, Name, Program, SExpr, SourceFile, Span, Type};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Marks the loops of `e` whose first variable is one of `limits` as
/// scheduled (`ir::ast::AExprKind::Loop::scheduled`): the loops over
/// chunks whose limit the executor sets.
fn mark_scheduled(e: &mut AExpr, limits: &[String]) {
    match &mut e.kind {
        AExprKind::Loop {
            pat,
            init,
            body,
            scheduled,
            ..
        } => {
            if let APat::Tuple(ps, _) = pat {
                if let Some(APat::Var(n, _)) = ps.first() {
                    *scheduled |= limits.iter().any(|l| **l == **n);
                }
            }
            mark_scheduled(init, limits);
            mark_scheduled(body, limits);
        }
        AExprKind::Let { value, body, .. } => {
            mark_scheduled(value, limits);
            mark_scheduled(body, limits);
        }
        AExprKind::Tuple(es) | AExprKind::Call { args: es, .. } => {
            es.iter_mut().for_each(|x| mark_scheduled(x, limits))
        }
        AExprKind::If { then_, else_, .. } => {
            mark_scheduled(then_, limits);
            mark_scheduled(else_, limits);
        }
        AExprKind::Op(op) => op
            .array_args_mut()
            .into_iter()
            .for_each(|x| mark_scheduled(x, limits)),
        AExprKind::Var(_) | AExprKind::Unit(_) | AExprKind::Seq(_) => {}
    }
}

/// Why a definition could not be lifted: the construct, located.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct LiftError {
    pub span: Span,
    pub message: String,
}

/// How an operation of an element function runs over a chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// It does not depend on the element: computed once per chunk.
    Avoided,
    /// One array with an outer dimension per element of the chunk.
    Regular,
    /// Segments (lengths, offsets) and the concatenated values.
    Irregular,
    /// Element after element inside the chunk (the state of `fold_seq`).
    Sequential,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Avoided => "avoided",
            Class::Regular => "regular",
            Class::Irregular => "irregular",
            Class::Sequential => "sequential",
        }
    }
}

/// One operation of an element function and how it was lifted.
#[derive(Clone, Debug)]
pub struct LiftNote {
    pub span: Span,
    /// The operation (`map`, `fold → fold_seg`, `let s`, …).
    pub what: String,
    pub class: Class,
}

/// A lifted program: the program with the entry lifted, its text, and the
/// class of every operation of its element functions.
#[derive(Clone, Debug)]
pub struct Lifting {
    pub program: Program,
    pub text: String,
    pub notes: Vec<LiftNote>,
}

/// Lifts the definition `entry` of `program` (see the module), with
/// chunks of `chunk` elements (`None`: scheduled loops, whose chunks the
/// executor sizes).
pub fn lift(program: &Program, entry: &str, chunk: Option<u64>) -> Result<Lifting, LiftError> {
    let at = program
        .defs
        .iter()
        .position(|d| &*d.name == entry)
        .ok_or(LiftError {
            span: Span::default(),
            message: format!("no definition `{entry}`"),
        })?;
    let def = &program.defs[at];
    let prefix = fresh_prefix(program);
    let seq_sizes = seq_sizes(def, &prefix);
    let lifter = Lifter {
        prefix,
        seq_sizes,
        chunk,
        counter: Cell::new(0),
        error: RefCell::new(None),
        seqs: RefCell::new(Vec::new()),
        params: &def.seqs,
        notes: RefCell::new(Vec::new()),
        limits: RefCell::new(Vec::new()),
    };
    let text = lifter.def_text(def);
    if let Some(e) = lifter.error.into_inner() {
        return Err(e);
    }
    let file = SourceFile::new(format!("<lifted {entry}>"), text.clone());
    let prior: Vec<Def> = (program.defs.iter())
        .enumerate()
        .filter(|(k, _)| *k != at)
        .map(|(_, d)| d.clone())
        .collect();
    let checked = ir::check_source_after(&prior, &file).map_err(|ds| LiftError {
        span: def.span,
        message: format!(
            "internal error: the lifted definition does not check: {}\n{text}",
            ds.iter()
                .map(|d| d.render(&file))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    })?;
    let mut lifted = checked.defs.last().cloned().expect("the lifted definition");
    lifted.span = def.span;
    mark_scheduled(&mut lifted.body, &lifter.limits.borrow());
    let mut defs = prior;
    defs.insert(at, lifted);
    Ok(Lifting {
        program: Program { defs },
        text,
        notes: lifter.notes.into_inner(),
    })
}

/// A prefix that no name of the program starts with, for the names that
/// lifting makes.
fn fresh_prefix(program: &Program) -> String {
    let mut names: Vec<String> = Vec::new();
    let mut scalars: Vec<String> = Vec::new();
    for d in &program.defs {
        names.push(d.name.to_string());
        names.extend(d.params.iter().map(|p| p.name.to_string()));
        d.body.walk(
            &mut |e| {
                if let AExprKind::Let { pat, .. } | AExprKind::Loop { pat, .. } = &e.kind {
                    names.extend(pat.names().into_iter().map(|n| n.to_string()));
                }
            },
            &mut |s| match &s.kind {
                SExprKind::Var(n) => scalars.push(n.to_string()),
                SExprKind::Let { pat, .. } => {
                    scalars.extend(pat.names().into_iter().map(|n| n.to_string()))
                }
                _ => {}
            },
        );
    }
    names.append(&mut scalars);
    (0..)
        .map(|k| format!("sq{k}_"))
        .find(|p| !names.iter().any(|n| n.starts_with(p.as_str())))
        .expect("a free prefix")
}

/// The lifting of one definition.
struct Lifter<'d> {
    prefix: String,
    chunk: Option<u64>,
    counter: Cell<usize>,
    /// The first error met (printing cannot return one).
    error: RefCell<Option<LiftError>>,
    /// The `let`-bound sequences in scope, innermost last.
    seqs: RefCell<Vec<(Name, AExpr)>>,
    params: &'d [SeqParam],
    notes: RefCell<Vec<LiftNote>>,
    /// The names of the scheduled loops' chunk limits (their first
    /// variables), to mark the loops once the text is checked.
    limits: RefCell<Vec<String>>,
    /// The sizes that only a sequence parameter's elements carry, each
    /// read from the first element's shape (no other parameter binds them
    /// in the lifted definition).
    seq_sizes: Vec<(Name, String)>,
}

/// A stream: where a sequence's elements come from.
#[derive(Clone)]
enum Stream {
    Param(SeqParam),
    Produce {
        count: SExpr,
        index: APat,
        body: AExpr,
    },
    Map {
        params: Vec<APat>,
        body: AExpr,
        seqs: Vec<Stream>,
    },
}

/// A value of an element function over a chunk.
#[derive(Clone)]
enum Lifted {
    /// Independent of the element: the name of its array (or tuple).
    Avoid(String),
    /// `[c] ++ shape`: the array of the chunk's elements, each of rank
    /// `rank`.
    Regular {
        name: String,
        rank: usize,
    },
    /// Vectors of differing extents: the segments and the values.
    Irregular {
        segs: Rc<Segments>,
        values: String,
    },
    Tuple(Vec<Lifted>),
}

/// The segments of irregular vectors in a chunk: their lengths (`[c]`),
/// offsets (`[c+1]`, from 0) and, once asked for, each value's segment.
struct Segments {
    lengths: String,
    offsets: String,
    ids: RefCell<Option<String>>,
}

/// The `let`s of one chunk's step, and the names of its first element's
/// index and of its length (rank-0 arrays).
struct Chunk {
    /// Evaluated once, before the chunks.
    prelude: Vec<String>,
    lines: Vec<String>,
    k0: String,
    c: String,
}

impl Chunk {
    fn bind(&mut self, name: &str, value: String) {
        self.lines.push(format!("let {name} = {value}"));
    }
}

/// The element functions' names in scope and their lifted values.
type Env = Vec<(Name, Lifted)>;

fn lookup<'e>(env: &'e Env, name: &str) -> Option<&'e Lifted> {
    env.iter().rev().find(|(n, _)| &**n == name).map(|(_, v)| v)
}

/// `let a = x in let b = y in body` from lines `let a = x`.
fn nest(lines: &[String], body: &str) -> String {
    let mut out = String::new();
    for line in lines {
        out.push('(');
        out.push_str(line);
        out.push_str(" in ");
    }
    out.push_str(body);
    out.push_str(&")".repeat(lines.len()));
    out
}

/// The extent of dimension `d` of `array`, an array of rank `rank`.
fn extent(array: &str, d: usize, rank: usize) -> String {
    match rank {
        1 => format!("(length {array})"),
        _ => format!("((shape {array}).{d})"),
    }
}

impl Lifter<'_> {
    fn fresh(&self, tag: &str) -> String {
        let k = self.counter.get();
        self.counter.set(k + 1);
        format!("{}{tag}{k}", self.prefix)
    }

    fn note(&self, span: Span, what: impl Into<String>, class: Class) {
        self.notes.borrow_mut().push(LiftNote {
            span,
            what: what.into(),
            class,
        });
    }

    /// Records the first error and gives placeholder text.
    fn fail(&self, e: LiftError) -> String {
        self.error.borrow_mut().get_or_insert(e);
        "<error>".to_string()
    }

    /// A printer of names and patterns (no rewrites).
    fn printer(&self) -> Printer<'_> {
        Printer {
            prefix: Some(self.prefix.clone()),
            rewrite: None,
            array_rewrite: None,
        }
    }

    /// A size that only a sequence's elements carry, read from its shapes.
    fn size_read(&self, s: &SExpr) -> Option<String> {
        let SExprKind::Size(n) = &s.kind else {
            return None;
        };
        (self.seq_sizes.iter())
            .find(|(m, _)| m == n)
            .map(|(_, read)| read.clone())
    }

    /// A size as program text, with the sizes that only a sequence's
    /// elements carry read from its shapes.
    fn size_text(&self, size: &ir::Size) -> String {
        let Some(p) = size.as_poly() else {
            return "?".to_string();
        };
        let mut text = text::size(size);
        if p.names()
            .any(|n| self.seq_sizes.iter().any(|(m, _)| m == n))
        {
            let terms: Vec<String> = (p.terms())
                .map(|(mono, c)| {
                    let mut factors = vec![format!("(0 + {c})").replace("+ -", "- ")];
                    for n in mono {
                        let read = (self.seq_sizes.iter()).find(|(m, _)| m == n);
                        factors.push(read.map_or(n.to_string(), |(_, r)| r.clone()));
                    }
                    factors.join(" * ")
                })
                .collect();
            text = match terms.is_empty() {
                true => "0".to_string(),
                false => terms.join(" + "),
            };
        }
        text
    }

    /// The lifted definition as program text.
    fn def_text(&self, def: &Def) -> String {
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
    fn consumer_hook(&self, e: &AExpr, pr: &Printer) -> Option<String> {
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
    fn stream(&self, e: &AExpr) -> Result<Stream, LiftError> {
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
    fn length(&self, s: &Stream, pr: &Printer, agree: &mut Vec<(String, String)>) -> String {
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
    fn chunk_of(&self, s: &Stream, ch: &mut Chunk) -> Result<Lifted, LiftError> {
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
    fn param_chunk(&self, p: &SeqParam, ch: &mut Chunk) -> Result<Lifted, LiftError> {
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
                let dims: Vec<String> = (0..r)
                    .map(|d| format!("{shapes}[(the {k0}), {d}]"))
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

    /// Binds an element function's pattern to a lifted value.
    fn bind(&self, pat: &APat, v: Lifted, env: &mut Env, ch: &mut Chunk) -> Result<(), LiftError> {
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
    fn depends(&self, e: &AExpr, env: &Env) -> bool {
        let mut used = Vec::new();
        collect_names(e, &mut used);
        (used.iter()).any(|n| lookup(env, n).is_some_and(|v| !matches!(v, Lifted::Avoid(_))))
    }

    /// Whether a scalar expression reads a value of the element.
    fn reads(&self, s: &SExpr, env: &Env) -> bool {
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
    fn element_printer<'p>(&'p self, env: &'p Env, k: Option<&'p str>) -> ElementPrinter<'p> {
        ElementPrinter {
            lifter: self,
            env,
            k,
        }
    }

    /// Lifts an element function's expression over the chunk.
    fn lift(&self, e: &AExpr, env: &mut Env, ch: &mut Chunk) -> Result<Lifted, LiftError> {
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

    fn lift_op(
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
                    _ => Err(not_lifted(
                        e.span,
                        name,
                        "over elements of differing extents (a segmented scan)",
                    )),
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
    fn operator(
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
    fn lift_map(
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
            // The extents: the first regular argument's, else an avoided one's.
            let extents: String = match lifted.iter().find_map(|v| match v {
                Lifted::Regular { name, .. } => Some(name.clone()),
                _ => None,
            }) {
                Some(x) => (1..=rank)
                    .map(|d| format!("[{}]", extent(&x, d, rank + 1)))
                    .collect(),
                None => {
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
    fn lift_generate(
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
    fn lift_backpermute(
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
    /// the next starts), a scan sums them.
    fn segment_ids(&self, segs: &Segments, ch: &mut Chunk) -> String {
        if let Some(ids) = &*segs.ids.borrow() {
            return ids.clone();
        }
        let (lengths, offsets) = (&segs.lengths, &segs.offsets);
        let starts = self.fresh("starts");
        let ids = self.fresh("ids");
        let (p, k) = (self.fresh("p"), self.fresh("k"));
        let total = format!("{offsets}[(length {lengths})]");
        ch.bind(
            &starts,
            format!(
                "(permute (\\a b -> a + b) (generate [{total}] (\\{p} -> 0)) (\\{k} -> if {offsets}[{k}] < {total} then {offsets}[{k}] else ignore) (generate [(length {lengths})] (\\{k} -> 1)))"
            ),
        );
        ch.bind(
            &ids,
            format!("(map (\\v -> v - 1) (scanl1 (\\a b -> a + b) {starts}))"),
        );
        *segs.ids.borrow_mut() = Some(ids.clone());
        ids
    }
}

/// The operation or construct an expression is, for notes and errors.
fn construct(e: &AExpr) -> &'static str {
    match &e.kind {
        AExprKind::Var(_) => "variable",
        AExprKind::Tuple(_) => "tuple",
        AExprKind::Let { .. } => "let",
        AExprKind::Op(op) => op.kind().name(),
        AExprKind::Call { .. } => "call",
        AExprKind::If { .. } => "if",
        AExprKind::Loop { .. } => "loop",
        AExprKind::Unit(_) => "unit",
        AExprKind::Seq(s) => s.name(),
    }
}

/// The array a scalar expression reads, if it is a read.
fn read_name(s: &SExpr) -> Option<&Name> {
    match &s.kind {
        SExprKind::Index { array, .. } => Some(array),
        SExprKind::The(n) | SExprKind::Length(n) | SExprKind::Shape(n) => Some(n),
        _ => None,
    }
}

fn not_lifted(span: Span, what: &str, why: &str) -> LiftError {
    LiftError {
        span,
        message: format!("`{what}` {why} is not lifted over a sequence's chunks (docs/sequences.md lists what is)"),
    }
}

/// A lifted value of type `ty` from its arrays' lifted values in order.
fn regroup(ty: &Type, parts: &mut dyn Iterator<Item = Lifted>) -> Lifted {
    match ty {
        Type::Tuple(ts) => Lifted::Tuple(ts.iter().map(|t| regroup(t, parts)).collect()),
        _ => parts.next().expect("one lifted value per array"),
    }
}

/// A printer for element-function code (see [`Lifter::element_printer`]).
struct ElementPrinter<'p> {
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

fn list(es: &[SExpr], pr: &Printer) -> String {
    es.iter()
        .map(|e| pr.scalar(e))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What consumes a stream.
enum Consumer<'e> {
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
    fn consume(&self, consumer: Consumer, seq: &AExpr, pr: &Printer) -> Result<String, LiftError> {
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
        // With `--chunk`, a fixed limit; without, the loop is scheduled:
        // its first variable is the limit, which the executor sets before
        // each iteration (the whole stream where it does not).
        let rest = format!("((the {len}) - (the {k0}))");
        let (chunk, limit) = match self.chunk {
            Some(n) => (format!("(min {n} {rest})"), None),
            None => {
                let lim = self.fresh("lim");
                self.limits.borrow_mut().push(lim.clone());
                (format!("(min (the {lim}) {rest})"), Some(lim))
            }
        };
        let mut cond = checks;
        cond.push(format!("((the {k0}) < (the {len}))"));
        let mut inner = vec![format!("let {c} = (unit {chunk})")];
        inner.append(&mut ch.lines);
        let next_k0 = format!("(unit ((the {k0}) + (the {c})))");
        let mut outer = vec![format!("let {len} = (unit {length})")];
        outer.append(&mut ch.prelude);
        let cond = cond.join(" && ");
        outer.push(match limit {
            None => {
                let body = nest(&inner, &format!("({step}, {next_k0})"));
                format!(
                    "let ({state}, _) = (loop ({state}, {k0}) = ({init}, (unit 0)) while {cond} do {body})"
                )
            }
            Some(lim) => {
                let body = nest(&inner, &format!("({lim}, {step}, {next_k0})"));
                format!(
                    "let (_, {state}, _) = (loop ({lim}, {state}, {k0}) = ((unit (the {len})), {init}, (unit 0)) while {cond} do {body})"
                )
            }
        });
        Ok(nest(&outer, &finish))
    }

    /// The state and step of `elements`, `tabulate` and a sequence result:
    /// per array of the element, the values so far (and their shapes),
    /// each chunk's appended.
    fn collect(
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
    fn regular_or_irregular(&self, v: Lifted, rank: usize, ch: &mut Chunk) -> Lifted {
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
    fn append(&self, a: &str, b: &str, rank: usize) -> String {
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
    fn fold_step(
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
    fn reduce_step(
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
    fn extract(&self, v: &Lifted, j: &str) -> String {
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
struct Outs {
    init: String,
    step: String,
    /// The pattern that names the parts of the state.
    pattern: String,
    finals: Vec<(String, Option<String>)>,
}

fn flatten(v: &Lifted, out: &mut Vec<Lifted>) {
    match v {
        Lifted::Tuple(vs) => vs.iter().for_each(|v| flatten(v, out)),
        v => out.push(v.clone()),
    }
}

/// A lifted value whose parts are all avoided names, as a tuple of them.
fn tuple_text(v: &Lifted) -> String {
    match v {
        Lifted::Avoid(t) => t.clone(),
        Lifted::Tuple(vs) => format!(
            "({})",
            vs.iter().map(tuple_text).collect::<Vec<_>>().join(", ")
        ),
        _ => unreachable!("only names"),
    }
}

/// Whether `e` mentions any of `names` (as an array or in a read).
fn mentions(e: &AExpr, names: &[Name]) -> bool {
    let mut used = Vec::new();
    collect_names(e, &mut used);
    used.iter().any(|n| names.contains(n))
}

/// The array names `e` mentions.
fn collect_names(e: &AExpr, out: &mut Vec<Name>) {
    let mut reads = Vec::new();
    e.walk(
        &mut |a| {
            if let AExprKind::Var(n) = &a.kind {
                out.push(n.clone());
            }
        },
        &mut |s| {
            if let Some(n) = read_name(s) {
                reads.push(n.clone());
            }
        },
    );
    out.append(&mut reads);
}

/// An associative and commutative operator of two operands.
enum Assoc {
    Binary(&'static str),
    Call(&'static str),
}

impl Assoc {
    fn apply(&self, a: &str, b: &str) -> String {
        match self {
            Assoc::Binary(op) => format!("({a} {op} {b})"),
            Assoc::Call(f) => format!("({f} {a} {b})"),
        }
    }
}

/// `x op y` for an associative and commutative `op`, with its operands.
fn associative(e: &SExpr) -> Option<(Assoc, &SExpr, &SExpr)> {
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
fn forget_unbound_ids(env: &Env, ch: &Chunk) {
    fn visit(v: &Lifted, ch: &Chunk) {
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

/// The sizes that only the elements of `def`'s sequence parameters carry,
/// each with the read of its first occurrence as a plain extent in the
/// first element's shape (`SH[0, d]`).
fn seq_sizes(def: &Def, prefix: &str) -> Vec<(Name, String)> {
    let positions: Vec<usize> = def.seqs.iter().flat_map(SeqParam::positions).collect();
    let bound: Vec<&Name> = (def.params.iter().enumerate())
        .filter(|(k, _)| !positions.contains(k))
        .flat_map(|(_, p)| p.ty.shape.iter())
        .filter_map(ir::Size::as_poly)
        .flat_map(|p| p.names())
        .collect();
    let pr = Printer {
        prefix: Some(prefix.to_string()),
        ..Printer::default()
    };
    let mut out: Vec<(Name, String)> = Vec::new();
    for sp in &def.seqs {
        let encoding = ir::sequence::encoding_params(sp);
        for (j, t) in sp.elem.arrays().into_iter().enumerate() {
            let shapes = pr.name(&encoding[2 * j + 1].name);
            for (d, size) in t.shape.iter().enumerate() {
                let Some(p) = size.as_poly() else { continue };
                let mut terms = p.terms();
                if let (Some((mono, 1)), None) = (terms.next(), terms.next()) {
                    if let [n] = &mono[..] {
                        if !bound.contains(&n) && !out.iter().any(|(m, _)| m == n) {
                            out.push((n.clone(), format!("{shapes}[0, {d}]")));
                        }
                    }
                }
            }
        }
    }
    out
}

/// `ty` with every size that `only` picks made `?`.
fn generalise_sizes(ty: &mut Type, only: &dyn Fn(&ir::Size) -> bool) {
    match ty {
        Type::Array(a) => {
            for d in a.shape.iter_mut() {
                if only(d) {
                    *d = ir::Size::Unknown;
                }
            }
        }
        Type::Tuple(ts) => ts.iter_mut().for_each(|t| generalise_sizes(t, only)),
        Type::Seq(t) => generalise_sizes(t, only),
    }
}

//! Lifting (docs/sequences.md "Lifting"): a definition with sequences
//! becomes one without, whose sequence computations run chunk by chunk.
//!
//! Every consumer (`elements`, `tabulate`, `fold_seq`, a sequence result)
//! becomes an array-level loop over chunks of its stream: each iteration
//! takes the next `c` elements, at most its first variable, the limit:
//! the loop is marked scheduled, and an executor that schedules sets the
//! limit before each iteration (`--chunk`'s N, or as many as its adaptive
//! schedule gives); one that does not keeps the initial value (N, or the
//! whole stream). It computes the element functions of the stream for all of
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
//!
//! Its modules: where a stream's elements come from and the definition's
//! text (`stream`), element functions lifted over a chunk (`element`),
//! and the consumers' loops (`consume`); this one holds the entry point
//! and the values they share.

mod consume;
mod element;
mod stream;

use crate::text::{self, Printer};
use ir::ast::{
    AExprKind, APat, Lambda, Op, ReplicateAxis, SExprKind, SPat, ScanDir, SeqExpr, SeqParam,
};
use ir::{AExpr, ArrayType, Def, Name, Program, SExpr, SourceFile, Span, Type};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Marks the loops of `e` whose first variable is one of `limits` as
/// scheduled (`ir::ast::AExprKind::Loop::scheduled`): the loops over
/// chunks whose limit the executor sets. Each takes the span of the
/// sequence it consumes, in the original text, where the executor's
/// errors about its chunks point.
fn mark_scheduled(e: &mut AExpr, limits: &[(String, Span)]) {
    let mut consumed = None;
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
                    if let Some((_, span)) = limits.iter().find(|(l, _)| **l == **n) {
                        *scheduled = true;
                        consumed = Some(*span);
                    }
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
    if let Some(span) = consumed {
        e.span = span;
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
/// scheduled loops whose limit starts at `chunk` elements (`None`: the
/// whole stream); an executor that schedules sets it.
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
    /// variables), to mark the loops once the text is checked, with the
    /// span of the sequence each consumes.
    limits: RefCell<Vec<(String, Span)>>,
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

    /// Whether `size` names a size that only a sequence's elements carry.
    fn seq_only(&self, size: &ir::Size) -> bool {
        (size.as_poly()).is_some_and(|p| {
            p.names()
                .any(|n| self.seq_sizes.iter().any(|(m, _)| m == n))
        })
    }

    /// A size as program text, with the sizes that only a sequence's
    /// elements carry read from its shapes.
    fn size_text(&self, size: &ir::Size) -> String {
        let Some(p) = size.as_poly() else {
            return "?".to_string();
        };
        let mut text = text::size(size);
        if self.seq_only(size) {
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

fn list(es: &[SExpr], pr: &Printer) -> String {
    es.iter()
        .map(|e| pr.scalar(e))
        .collect::<Vec<_>>()
        .join(", ")
}

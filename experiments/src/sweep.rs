//! Sweep files: what `fuselab experiment` runs, in TOML.
//!
//! ```toml
//! name = "default"                 # default: the file's stem
//! programs_dir = "../programs"     # relative to this file (the default)
//! programs = ["normalise2", "dotp"]  # file stems; default: every *.fl there
//! strategies = ["none", "ilp"]     # default: every strategy
//! backends = ["interp", "cpu"]     # required
//! seed = 0                         # the random inputs' seed (default 0)
//! repetitions = 3                  # timed runs per cell (default 3)
//! threads = 0                      # CPU backend threads (default 0: all)
//! cold_compile = true              # CPU compile times from a fresh process (default)
//! peers = ["numpy", "jax"]         # the programs' twins, run at every size set (default none)
//! oracle = "reference"             # what cells are checked against: the reference
//!                                  # interpreter (default), or "none-cpu" (`none` on the CPU backend)
//!
//! [[sizes]]                        # one table per size set; at least one
//! label = "small"                  # default: x<scale>
//! scale = 0.1                      # times each program's `-- sizes:` header
//! header = "bench-sizes"           # or the `-- bench-sizes:` header (default "sizes")
//! values = { n = 1000 }            # then these, for the programs that have them
//!                                  # (a program without the header: these alone,
//!                                  # which must give every size it has)
//!
//! [ilp]
//! objective = "traffic"            # or time, clusters, intermediate-arrays
//! time_limit = 10.0                # seconds per solve
//! formulation = "cuts"             # or order (docs/fusion.md)
//! recomputation = "contexts"       # or aggregate (docs/fusion.md)
//! ```
//!
//! A cell is one program at one size set under one strategy on one backend;
//! [`Sweep::cells`] lists them in run order. Every mistake in the file is a
//! usage error naming the file, the line and column, and the parameter.

use crate::{exit, suite};
use anyhow::Result;
use interp::Sizes;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// Where a cell runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Backend {
    /// The loop-IR interpreter: counts every element read and written.
    Interp,
    /// Native code from LLVM, on threads.
    Cpu,
    /// CUDA kernels on the first GPU; where there is none (no CUDA
    /// driver or device), its cells are skipped with the reason.
    Ptx,
}

impl Backend {
    pub const ALL: [Backend; 3] = [Backend::Interp, Backend::Cpu, Backend::Ptx];

    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Cpu => "cpu",
            Backend::Ptx => "ptx",
        }
    }

    fn parse(s: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == s)
    }

    /// The executor that runs the cells.
    pub fn executor(self) -> &'static crate::executor::Named {
        crate::executors::named(self.name()).expect("every backend names an executor")
    }
}

/// A checked sweep.
#[derive(Debug)]
pub struct Sweep {
    pub name: String,
    /// The file as given.
    pub file: PathBuf,
    /// [`reports::experiment::file_hash`] of the file's bytes.
    pub file_hash: String,
    pub programs_dir: PathBuf,
    pub programs: Vec<Program>,
    pub strategies: Vec<String>,
    pub backends: Vec<Backend>,
    pub size_sets: Vec<SizeSet>,
    pub seed: u64,
    pub repetitions: u32,
    pub threads: usize,
    pub cold_compile: bool,
    pub ilp: crate::args::IlpArgs,
    /// The peers run on every program at every size set.
    pub peers: Vec<crate::peers::Peer>,
    /// What every cell's results are checked against.
    pub oracle: Oracle,
}

/// What a sweep checks its cells against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Oracle {
    /// The reference interpreter (the default).
    Reference,
    /// Strategy `none` on the CPU backend: for sizes at which the reference
    /// interpreter takes minutes (it runs a 120-operation program on 2.4
    /// million elements in about 5 minutes); the tests check `none` on the
    /// CPU backend against the reference at the test sizes.
    NoneCpu,
}

impl Oracle {
    pub fn name(self) -> &'static str {
        match self {
            Oracle::Reference => "reference",
            Oracle::NoneCpu => "none-cpu",
        }
    }
}

#[derive(Debug)]
pub struct Program {
    /// The file stem.
    pub name: String,
    pub path: PathBuf,
    /// Its sizes at each size set (in the order of [`Sweep::size_sets`]).
    pub sizes: Vec<Sizes>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SizeSet {
    pub label: String,
    /// The header line the sizes are scaled from: `sizes` (`-- sizes:`) or
    /// `bench-sizes` (`-- bench-sizes:`).
    pub header: String,
    pub scale: f64,
    pub values: BTreeMap<String, i64>,
}

/// One cell of the sweep.
#[derive(Clone, Debug)]
pub struct Cell {
    /// [`reports::experiment::cell_key`].
    pub key: String,
    /// Index into [`Sweep::programs`].
    pub program: usize,
    /// Index into [`Sweep::size_sets`].
    pub set: usize,
    pub strategy: String,
    pub backend: Backend,
}

/// The file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    name: Option<String>,
    programs_dir: Option<Spanned<String>>,
    programs: Option<Spanned<Vec<Spanned<String>>>>,
    strategies: Option<Spanned<Vec<Spanned<String>>>>,
    backends: Spanned<Vec<Spanned<String>>>,
    sizes: Spanned<Vec<Spanned<SizesTable>>>,
    seed: Option<u64>,
    repetitions: Option<Spanned<u32>>,
    threads: Option<Spanned<usize>>,
    cold_compile: Option<bool>,
    ilp: Option<IlpTable>,
    peers: Option<Spanned<Vec<Spanned<String>>>>,
    oracle: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SizesTable {
    label: Option<Spanned<String>>,
    header: Option<Spanned<String>>,
    scale: Option<Spanned<f64>>,
    values: Option<BTreeMap<String, Spanned<i64>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IlpTable {
    objective: Option<Spanned<String>>,
    time_limit: Option<Spanned<f64>>,
    presolve: Option<bool>,
    formulation: Option<Spanned<String>>,
    recomputation: Option<Spanned<String>>,
    recompute_weight: Option<Spanned<f64>>,
}

/// The sweep file's text, for messages that point into it.
struct Source<'a> {
    file: &'a Path,
    text: &'a str,
}

impl Source<'_> {
    /// `file:line:col` of a byte offset.
    fn at(&self, offset: usize) -> String {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        format!("{}:{line}:{col}", self.file.display())
    }

    /// A usage error at `span`.
    fn error(&self, span: Range<usize>, msg: impl std::fmt::Display) -> anyhow::Error {
        exit::usage(format!("{}: {msg}", self.at(span.start)))
    }

    /// `value` where it is one of `names`; otherwise an error at it, `KEY:
    /// unknown WHAT `value` (the WHATs: names)`.
    fn one_of(
        &self,
        value: &Spanned<String>,
        key: &str,
        what: &str,
        names: &[&str],
    ) -> Result<String> {
        let v = value.get_ref();
        if !names.contains(&v.as_str()) {
            let list = names.join(", ");
            let msg = format!("{key}: unknown {what} `{v}` (the {what}s: {list})");
            return Err(self.error(value.span(), msg));
        }
        Ok(v.clone())
    }
}

impl Sweep {
    /// Reads and checks a sweep file, and the programs' size headers.
    pub fn load(path: &Path) -> Result<Sweep> {
        let text = crate::files::read_to_string(path).map_err(|e| {
            exit::usage(format!(
                "cannot read the sweep file {}: {e}",
                path.display()
            ))
        })?;
        let src = Source {
            file: path,
            text: &text,
        };
        let f: File = toml::from_str(&text).map_err(|e| {
            let msg = e.message().trim().replace('\n', "; ");
            match e.span() {
                Some(span) => match key_at(&text, span.start) {
                    Some(key) => src.error(span, format!("{key}: {msg}")),
                    None => src.error(span, msg),
                },
                None => exit::usage(format!("{}: {msg}", path.display())),
            }
        })?;
        let base = path.parent().unwrap_or(Path::new(""));
        let programs_dir = lexically_normal(&match &f.programs_dir {
            Some(d) => base.join(d.get_ref()),
            None => base.join("../programs"),
        });
        if !programs_dir.is_dir() {
            let msg = format!("programs_dir: {} is not a folder", programs_dir.display());
            return Err(match &f.programs_dir {
                Some(d) => src.error(d.span(), msg),
                None => exit::usage(format!("{}: {msg}", path.display())),
            });
        }
        let strategies = strategies(&src, f.strategies.as_ref())?;
        let backends = backends(&src, &f.backends)?;
        let size_sets = size_sets(&src, &f.sizes)?;
        let files = program_files(
            &src,
            &programs_dir,
            f.programs_dir.as_ref(),
            f.programs.as_ref(),
        )?;
        let programs = programs(&src, &f.sizes, &size_sets, files)?;
        let repetitions = match &f.repetitions {
            Some(r) if *r.get_ref() == 0 => {
                return Err(src.error(r.span(), "repetitions must be at least 1"))
            }
            Some(r) => *r.get_ref(),
            None => 3,
        };
        let threads = match &f.threads {
            Some(t) if *t.get_ref() > backend::cpu::MAX_THREADS => {
                return Err(src.error(
                    t.span(),
                    format!("threads is 0 (every core) to {}", backend::cpu::MAX_THREADS),
                ))
            }
            Some(t) => *t.get_ref(),
            None => 0,
        };
        let ilp = ilp_options(&src, f.ilp.as_ref())?;
        let peers = peers(&src, f.peers.as_ref())?;
        let oracle = match &f.oracle {
            None => Oracle::Reference,
            Some(o) => [Oracle::Reference, Oracle::NoneCpu]
                .into_iter()
                .find(|k| k.name() == o.get_ref())
                .ok_or_else(|| {
                    src.error(
                        o.span(),
                        format!("oracle: `reference` or `none-cpu`, got `{}`", o.get_ref()),
                    )
                })?,
        };
        let name = f.name.clone().unwrap_or_else(|| suite::stem(path));
        Ok(Sweep {
            name,
            file: path.to_path_buf(),
            file_hash: reports::experiment::file_hash(text.as_bytes()),
            programs_dir,
            programs,
            strategies,
            backends,
            size_sets,
            seed: f.seed.unwrap_or(0),
            repetitions,
            threads,
            cold_compile: f.cold_compile.unwrap_or(true),
            ilp,
            peers,
            oracle,
        })
    }

    /// Every cell, program by program, size set by size set, strategy by
    /// strategy, backend by backend (a program at one size set is set up
    /// once, a strategy compiled once). A size set that gives a program the
    /// sizes of an earlier one adds no cells.
    pub fn cells(&self) -> Vec<Cell> {
        let mut out = Vec::new();
        let mut seen = BTreeSet::new();
        for (p, program) in self.programs.iter().enumerate() {
            for (s, sizes) in program.sizes.iter().enumerate() {
                for strategy in &self.strategies {
                    for &backend in &self.backends {
                        let key = reports::experiment::cell_key(
                            &program.name,
                            strategy,
                            backend.name(),
                            &plain_sizes(sizes),
                        );
                        if seen.insert(key.clone()) {
                            out.push(Cell {
                                key,
                                program: p,
                                set: s,
                                strategy: strategy.clone(),
                                backend,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The settings as `metrics.json` records them, with the planned cells
    /// (those of `shard`, with one).
    pub fn schema(
        &self,
        cells: &[Cell],
        shard: Option<reports::experiment::Shard>,
    ) -> reports::experiment::Sweep {
        reports::experiment::Sweep {
            name: self.name.clone(),
            file: self.file.display().to_string(),
            file_hash: Some(self.file_hash.clone()),
            shard,
            positions: Vec::new(),
            programs_dir: self.programs_dir.display().to_string(),
            seed: self.seed,
            repetitions: self.repetitions,
            threads: self.threads,
            cold_compile: self.cold_compile,
            objective: self.ilp.objective.clone(),
            ilp_time_limit: self.ilp.ilp_time_limit,
            programs: self.programs.iter().map(|p| p.name.clone()).collect(),
            peers: self.peers.iter().map(|p| p.name().to_string()).collect(),
            oracle: (self.oracle != Oracle::Reference).then(|| self.oracle.name().to_string()),
            strategies: self.strategies.clone(),
            backends: self.backends.iter().map(|b| b.name().to_string()).collect(),
            size_sets: self
                .size_sets
                .iter()
                .map(|s| reports::experiment::SizeSet {
                    label: s.label.clone(),
                    header: (s.header != suite::SIZES).then(|| s.header.clone()),
                    scale: s.scale,
                    values: s.values.clone(),
                })
                .collect(),
            planned: cells.iter().map(|c| c.key.clone()).collect(),
        }
    }
}

/// `a/b/../c` as `a/c` (without looking at the file system); a `..` that
/// has nothing to cancel stays.
fn lexically_normal(p: &Path) -> PathBuf {
    use std::path::Component;
    let mut out: Vec<Component> = Vec::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.last(), Some(Component::Normal(_))) => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    if out.is_empty() {
        return PathBuf::from(".");
    }
    out.iter().collect()
}

/// The key path of the smallest value of the TOML `text` that spans byte
/// `offset`: `repetitions`, `ilp.time_limit`, `sizes[1].values.n` (arrays
/// and `[[sizes]]` tables counted from 0); `None` where no value does (the
/// offset is at a key or a table header, or the text does not parse).
fn key_at(text: &str, offset: usize) -> Option<String> {
    use toml_edit::{Item, Value};
    type Best = Option<(usize, String)>;
    fn consider(span: Option<Range<usize>>, path: &str, offset: usize, best: &mut Best) {
        let Some(span) = span else { return };
        let len = span.end - span.start;
        if span.contains(&offset) && best.as_ref().is_none_or(|(l, _)| len < *l) {
            *best = Some((len, path.to_string()));
        }
    }
    fn join(path: &str, key: &str) -> String {
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    }
    fn value(v: &Value, path: &str, offset: usize, best: &mut Best) {
        consider(v.span(), path, offset, best);
        match v {
            Value::Array(a) => {
                for (i, e) in a.iter().enumerate() {
                    value(e, &format!("{path}[{i}]"), offset, best);
                }
            }
            Value::InlineTable(t) => {
                for (k, e) in t.iter() {
                    value(e, &join(path, k), offset, best);
                }
            }
            _ => {}
        }
    }
    fn table(t: &toml_edit::Table, path: &str, offset: usize, best: &mut Best) {
        for (k, it) in t.iter() {
            item(it, &join(path, k), offset, best);
        }
    }
    fn item(it: &Item, path: &str, offset: usize, best: &mut Best) {
        match it {
            Item::None => {}
            Item::Value(v) => value(v, path, offset, best),
            Item::Table(t) => table(t, path, offset, best),
            Item::ArrayOfTables(a) => {
                for (i, t) in a.iter().enumerate() {
                    table(t, &format!("{path}[{i}]"), offset, best);
                }
            }
        }
    }
    let doc = toml_edit::ImDocument::parse(text).ok()?;
    let mut best = None;
    table(doc.as_table(), "", offset, &mut best);
    best.map(|(_, path)| path)
}

/// Sizes keyed by `String`, as the metrics record them.
pub fn plain_sizes(sizes: &Sizes) -> BTreeMap<String, i64> {
    sizes.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// Names given twice are refused.
fn unique(src: &Source, what: &str, items: &[Spanned<String>]) -> Result<Vec<String>> {
    let mut out: Vec<String> = Vec::new();
    for it in items {
        if out.contains(it.get_ref()) {
            return Err(src.error(
                it.span(),
                format!("{what} `{}` is listed twice", it.get_ref()),
            ));
        }
        out.push(it.get_ref().clone());
    }
    Ok(out)
}

fn nonempty<'v, T>(src: &Source, what: &str, list: &'v Spanned<Vec<T>>) -> Result<&'v [T]> {
    if list.get_ref().is_empty() {
        return Err(src.error(list.span(), format!("{what} is empty")));
    }
    Ok(list.get_ref())
}

fn strategies(src: &Source, given: Option<&Spanned<Vec<Spanned<String>>>>) -> Result<Vec<String>> {
    let registry = crate::compiling::registry();
    let known = registry.names();
    let Some(given) = given else {
        return Ok(known.iter().map(|s| s.to_string()).collect());
    };
    let list = nonempty(src, "strategies", given)?;
    for s in list {
        if !known.contains(&s.get_ref().as_str()) {
            return Err(src.error(
                s.span(),
                format!(
                    "strategies: unknown strategy `{}` (the strategies: {})",
                    s.get_ref(),
                    known.join(", ")
                ),
            ));
        }
    }
    unique(src, "strategy", list)
}

fn peers(
    src: &Source,
    given: Option<&Spanned<Vec<Spanned<String>>>>,
) -> Result<Vec<crate::peers::Peer>> {
    use crate::peers::Peer;
    let Some(given) = given else {
        return Ok(Vec::new());
    };
    let known: Vec<&str> = Peer::ALL.iter().map(|p| p.name()).collect();
    named(src, ("peers", "peer"), given.get_ref(), Peer::parse, &known)
}

fn backends(src: &Source, given: &Spanned<Vec<Spanned<String>>>) -> Result<Vec<Backend>> {
    let list = nonempty(src, "backends", given)?;
    let known: Vec<&str> = Backend::ALL.iter().map(|b| b.name()).collect();
    named(src, ("backends", "backend"), list, Backend::parse, &known)
}

/// The things `list` names, each once (`key` and `what`: the parameter and
/// one of its items, `("peers", "peer")`), or a usage error at the first
/// unknown name, listing the `known` ones.
fn named<T>(
    src: &Source,
    (key, what): (&str, &str),
    list: &[Spanned<String>],
    parse: impl Fn(&str) -> Option<T>,
    known: &[&str],
) -> Result<Vec<T>> {
    let names = unique(src, what, list)?;
    names
        .iter()
        .zip(list)
        .map(|(n, s)| {
            parse(n).ok_or_else(|| {
                src.error(
                    s.span(),
                    format!(
                        "{key}: unknown {what} `{n}` (the {key}: {})",
                        known.join(", ")
                    ),
                )
            })
        })
        .collect()
}

fn size_sets(src: &Source, given: &Spanned<Vec<Spanned<SizesTable>>>) -> Result<Vec<SizeSet>> {
    let list = nonempty(src, "sizes", given)?;
    let mut out: Vec<SizeSet> = Vec::new();
    for t in list {
        let table = t.get_ref();
        let scale = match &table.scale {
            Some(s) if !(s.get_ref().is_finite() && *s.get_ref() > 0.0) => {
                return Err(src.error(
                    s.span(),
                    format!(
                        "sizes: scale must be a positive number, got {}",
                        s.get_ref()
                    ),
                ))
            }
            Some(s) => *s.get_ref(),
            None => 1.0,
        };
        let mut values = BTreeMap::new();
        for (name, v) in table.values.iter().flatten() {
            if *v.get_ref() < 0 {
                return Err(src.error(
                    v.span(),
                    format!(
                        "sizes: size `{name}` must not be negative, got {}",
                        v.get_ref()
                    ),
                ));
            }
            values.insert(name.clone(), *v.get_ref());
        }
        let label = match &table.label {
            Some(l) if l.get_ref().trim().is_empty() => {
                return Err(src.error(l.span(), "sizes: a label must not be empty"))
            }
            Some(l) => l.get_ref().clone(),
            None => format!("x{scale}"),
        };
        if out.iter().any(|s| s.label == label) {
            let at = table.label.as_ref().map_or(t.span(), |l| l.span());
            return Err(src.error(
                at,
                format!("sizes: two size sets are labelled `{label}` (give each a `label`)"),
            ));
        }
        let header = match &table.header {
            Some(h) if !suite::HEADERS.contains(&h.get_ref().as_str()) => {
                return Err(src.error(
                    h.span(),
                    format!(
                        "sizes: header is `sizes` or `bench-sizes`, got `{}`",
                        h.get_ref()
                    ),
                ))
            }
            Some(h) => h.get_ref().clone(),
            None => suite::SIZES.to_string(),
        };
        out.push(SizeSet {
            label,
            header,
            scale,
            values,
        });
    }
    Ok(out)
}

/// The programs' files: the ones named, or every `*.fl` of the folder.
fn program_files(
    src: &Source,
    dir: &Path,
    dir_key: Option<&Spanned<String>>,
    given: Option<&Spanned<Vec<Spanned<String>>>>,
) -> Result<Vec<PathBuf>> {
    // An error about the folder points at the key that names it.
    let all = suite::programs_in(dir).map_err(|e| match dir_key {
        Some(d) => src.error(d.span(), format!("programs_dir: {e:#}")),
        None => exit::usage(format!("{}: {e:#}", src.file.display())),
    })?;
    let Some(given) = given else {
        return Ok(all);
    };
    let list = nonempty(src, "programs", given)?;
    let names = unique(src, "program", list)?;
    names
        .iter()
        .zip(list)
        .map(|(n, s)| {
            all.iter()
                .find(|p| suite::stem(p) == *n)
                .cloned()
                .ok_or_else(|| {
                    let known: Vec<String> = all.iter().map(|p| suite::stem(p)).collect();
                    src.error(
                        s.span(),
                        format!(
                            "programs: no program `{n}` in {} (its programs: {})",
                            dir.display(),
                            known.join(", ")
                        ),
                    )
                })
        })
        .collect()
}

/// Each program with its sizes at every size set: its header's sizes
/// scaled, then the set's values for the names it has. A program without
/// the header a set names takes that set's values alone, which must then
/// give every size of its entry's signature.
fn programs(
    src: &Source,
    tables: &Spanned<Vec<Spanned<SizesTable>>>,
    sets: &[SizeSet],
    files: Vec<PathBuf>,
) -> Result<Vec<Program>> {
    let mut used: BTreeSet<&str> = BTreeSet::new();
    let mut out = Vec::new();
    for path in files {
        let fail = |e: anyhow::Error| {
            exit::usage(format!(
                "{}: {e:#} (a sweep takes each program's sizes from it, or from size sets whose values give every size of the program)",
                path.display()
            ))
        };
        // Each header line the size sets name, read once; `None` where the
        // program has no such line.
        let mut headers: BTreeMap<&str, Option<Sizes>> = BTreeMap::new();
        for set in sets {
            if !headers.contains_key(set.header.as_str()) {
                let h = suite::header_line_if_any(&path, &set.header).map_err(fail)?;
                headers.insert(&set.header, h);
            }
        }
        // The entry's size names, for a program without a header.
        let mut names: Option<BTreeSet<String>> = None;
        let mut sizes = Vec::new();
        for set in sets {
            let mut s = match &headers[set.header.as_str()] {
                Some(h) => suite::scaled(h, set.scale),
                None => {
                    let names = match &names {
                        Some(n) => n,
                        None => names.insert(entry_size_names(&path).map_err(|e| {
                            let no = suite::no_header_line(&set.header);
                            fail(anyhow::anyhow!("{no}, and {e:#}"))
                        })?),
                    };
                    let missing: Vec<&str> = (names.iter())
                        .filter(|n| !set.values.contains_key(*n))
                        .map(String::as_str)
                        .collect();
                    if !missing.is_empty() {
                        return Err(fail(anyhow::anyhow!(
                            "no `-- {}: n=..., m=...` header line, and size set `{}` gives no value for {}",
                            set.header,
                            set.label,
                            missing.join(", ")
                        )));
                    }
                    names
                        .iter()
                        .map(|n| (n.as_str().into(), set.values[n]))
                        .collect()
                }
            };
            for (name, v) in &set.values {
                if let Some(slot) = s.get_mut(name.as_str()) {
                    *slot = *v;
                    used.insert(name);
                }
            }
            sizes.push(s);
        }
        out.push(Program {
            name: suite::stem(&path),
            path,
            sizes,
        });
    }
    for (set, table) in sets.iter().zip(tables.get_ref()) {
        for (name, v) in table.get_ref().values.iter().flatten() {
            if !used.contains(name.as_str()) {
                return Err(src.error(
                    v.span(),
                    format!(
                        "sizes `{}`: no program of the sweep has a size named `{name}`",
                        set.label
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// The size names of a program's entry (its last definition), from its
/// checked text; an error gives the first diagnostic.
fn entry_size_names(path: &Path) -> Result<BTreeSet<String>> {
    let (file, checked) = crate::program_file::load_quietly(path)?;
    let program = checked.map_err(|diags| {
        let first = diags.first().map_or("", |d| d.lines().next().unwrap_or(""));
        anyhow::anyhow!("the program does not check, so its sizes are unknown: {first}")
    })?;
    let loaded = crate::program_file::Loaded { file, program };
    let def = crate::program_file::entry(&loaded, None)?;
    Ok(crate::compiling::size_names(def))
}

fn ilp_options(src: &Source, t: Option<&IlpTable>) -> Result<crate::args::IlpArgs> {
    let objectives = ["traffic", "time", "clusters", "intermediate-arrays"];
    let mut args = crate::args::IlpArgs {
        objective: "traffic".into(),
        ilp_time_limit: None,
        no_presolve: false,
        ilp_formulation: "cuts".into(),
        ilp_recomputation: "contexts".into(),
        recompute_weight: 0.0,
        step_memory: None,
        step_chunk: 1,
    };
    let Some(t) = t else {
        return Ok(args);
    };
    if let Some(o) = &t.objective {
        args.objective = src.one_of(o, "ilp.objective", "objective", &objectives)?;
    }
    if let Some(l) = &t.time_limit {
        let v = *l.get_ref();
        if !(v.is_finite() && v > 0.0) {
            return Err(src.error(
                l.span(),
                format!("ilp.time_limit must be a positive number of seconds, got {v}"),
            ));
        }
        args.ilp_time_limit = Some(v);
    }
    if let Some(w) = &t.recompute_weight {
        let v = *w.get_ref();
        if !(v.is_finite() && v >= 0.0) {
            return Err(src.error(
                w.span(),
                format!("ilp.recompute_weight must be a non-negative number of bytes, got {v}"),
            ));
        }
        args.recompute_weight = v;
    }
    if let Some(f) = &t.formulation {
        let names = [ilp::Formulation::Cuts, ilp::Formulation::Order].map(|f| f.name());
        args.ilp_formulation = src.one_of(f, "ilp.formulation", "formulation", &names)?;
    }
    if let Some(r) = &t.recomputation {
        let names = [ilp::Recomputation::Contexts, ilp::Recomputation::Aggregate].map(|r| r.name());
        args.ilp_recomputation = src.one_of(r, "ilp.recomputation", "model", &names)?;
    }
    args.no_presolve = !t.presolve.unwrap_or(true);
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sweep file in a fresh folder beside a `programs` folder holding
    /// `a.fl` (sizes n) and `b.fl` (sizes m, n).
    fn sweep(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let programs = dir.path().join("programs");
        std::fs::create_dir(&programs).unwrap();
        std::fs::write(
            programs.join("a.fl"),
            "-- sizes: n=1000\ndef a (xs: [n]i64) : [n]i64 = map (\\x -> x + 1) xs\n",
        )
        .unwrap();
        std::fs::write(
            programs.join("b.fl"),
            "-- sizes: m=10, n=20\ndef b (xs: [m][n]i64) : [m]i64 = fold (+) 0 xs\n",
        )
        .unwrap();
        let sweeps = dir.path().join("sweeps");
        std::fs::create_dir(&sweeps).unwrap();
        let file = sweeps.join("s.toml");
        std::fs::write(&file, text).unwrap();
        (dir, file)
    }

    fn error(text: &str) -> String {
        let (_d, file) = sweep(text);
        let e = Sweep::load(&file).unwrap_err();
        assert_eq!(exit::status(&e), exit::USAGE, "{e:#}");
        format!("{e:#}")
    }

    #[test]
    fn a_sweep_expands_to_cells_with_scaled_and_given_sizes() {
        let (_d, file) = sweep(
            "strategies = [\"none\", \"ilp\"]\nbackends = [\"interp\", \"cpu\"]\nseed = 7\n\
             [[sizes]]\nscale = 0.1\n[[sizes]]\nlabel = \"big\"\nvalues = { n = 5000 }\n",
        );
        let s = Sweep::load(&file).unwrap();
        assert_eq!(s.name, "s");
        assert_eq!((s.seed, s.repetitions, s.cold_compile), (7, 3, true));
        assert_eq!(s.size_sets[0].label, "x0.1");
        let names: Vec<&str> = s.programs.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a", "b"]);
        let b = &s.programs[1];
        assert_eq!(
            plain_sizes(&b.sizes[0]),
            [("m".to_string(), 1), ("n".to_string(), 2)].into()
        );
        assert_eq!(
            plain_sizes(&b.sizes[1]),
            [("m".to_string(), 10), ("n".to_string(), 5000)].into()
        );
        let cells = s.cells();
        assert_eq!(cells.len(), 2 * 2 * 2 * 2);
        assert_eq!(cells[0].key, "a/none/interp/n=100");
        assert_eq!(cells[1].key, "a/none/cpu/n=100");
        assert_eq!(cells[2].key, "a/ilp/interp/n=100");
        assert_eq!(cells[15].key, "b/ilp/cpu/m=10,n=5000");
        let schema = s.schema(&cells, None);
        assert_eq!(schema.planned.len(), 16);
        assert_eq!(schema.backends, ["interp", "cpu"]);
    }

    #[test]
    fn defaults_cover_every_program_and_strategy() {
        let (_d, file) = sweep("backends = [\"cpu\"]\n[[sizes]]\n");
        let s = Sweep::load(&file).unwrap();
        assert_eq!(s.strategies, crate::compiling::registry().names());
        assert_eq!(s.programs.len(), 2);
        assert_eq!(s.size_sets[0].label, "x1");
        // Two size sets that give a program the same sizes add no cells.
        let (_d, file) = sweep(
            "backends = [\"cpu\"]\nstrategies = [\"none\"]\n[[sizes]]\n[[sizes]]\nlabel = \"m\"\nvalues = { m = 10 }\n",
        );
        let keys: Vec<String> = Sweep::load(&file)
            .unwrap()
            .cells()
            .into_iter()
            .map(|c| c.key)
            .collect();
        assert_eq!(keys, ["a/none/cpu/n=1000", "b/none/cpu/m=10,n=20"]);
    }

    #[test]
    fn mistakes_name_the_file_line_column_and_parameter() {
        let e = error("backends = [\"cpu\"]\nstrategies = [\"none\", \"fastest\"]\n[[sizes]]\n");
        assert!(
            e.contains(
                "s.toml:2:23: strategies: unknown strategy `fastest` (the strategies: none,"
            ),
            "{e}"
        );
        let e = error("backends = [\"gpu\"]\n[[sizes]]\n");
        assert!(
            e.contains(
                "s.toml:1:13: backends: unknown backend `gpu` (the backends: interp, cpu, ptx)"
            ),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\nrepetitions = \"three\"\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:15: repetitions: invalid type: string \"three\", expected u32"),
            "{e}"
        );
        // Type errors name the key, however deep it lies.
        let e = error("backends = [\"cpu\"]\n[[sizes]]\n[[sizes]]\nscale = \"big\"\n");
        assert!(
            e.contains("s.toml:4:9: sizes[1].scale: invalid type: string \"big\", expected f64"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\nvalues = { n = 1.5 }\n");
        assert!(
            e.contains(
                "s.toml:3:16: sizes[0].values.n: invalid type: floating point `1.5`, expected i64"
            ),
            "{e}"
        );
        let e = error("backends = [\"cpu\", 3]\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:1:20: backends[1]: invalid type: integer `3`, expected a string"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\n[ilp]\ntime_limit = \"10\"\n");
        assert!(
            e.contains("s.toml:4:14: ilp.time_limit: invalid type: string \"10\", expected f64"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\nilp.presolve = 1\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:16: ilp.presolve: invalid type: integer `1`, expected a boolean"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\nstrategy = [\"none\"]\n[[sizes]]\n");
        assert!(e.contains("s.toml:2:1: unknown field `strategy`"), "{e}");
        let e = error("backends = [\"cpu\"]\n[[sizes]]\nscale = -1.0\n");
        assert!(
            e.contains("s.toml:3:9: sizes: scale must be a positive number, got -1"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\nvalues = { q = 3 }\n");
        assert!(
            e.contains("s.toml:3:16: sizes `x1`: no program of the sweep has a size named `q`"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\nprograms = [\"a\", \"zz\"]\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:18: programs: no program `zz` in"),
            "{e}"
        );
        assert!(e.contains("(its programs: a, b)"), "{e}");
        let e = error("backends = [\"cpu\", \"cpu\"]\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:1:20: backend `cpu` is listed twice"),
            "{e}"
        );
        let e = error("backends = []\n[[sizes]]\n");
        assert!(e.contains("s.toml:1:12: backends is empty"), "{e}");
        let e = error("backends = [\"cpu\"]\n");
        assert!(e.contains("missing field `sizes`"), "{e}");
        let e = error("backends = [\"cpu\"]\nrepetitions = 0\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:15: repetitions must be at least 1"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\n[ilp]\nobjective = \"speed\"\n");
        assert!(
            e.contains("s.toml:4:13: ilp.objective: unknown objective `speed`"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\n[ilp]\nformulation = \"pi\"\n");
        assert!(
            e.contains("s.toml:4:15: ilp.formulation: unknown formulation `pi`"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\n[ilp]\nrecomputation = \"per-edge\"\n");
        assert!(
            e.contains("s.toml:4:17: ilp.recomputation: unknown model `per-edge`"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\nprograms_dir = \"nowhere\"\n[[sizes]]\n");
        assert!(e.contains("s.toml:2:16: programs_dir:"), "{e}");
        let e = error("backends = [\"cpu\"\n");
        assert!(
            e.ends_with("s.toml:2:1: invalid array; expected `]`"),
            "{e}"
        );
    }

    #[test]
    fn the_programs_folder_is_written_without_dot_dots() {
        assert_eq!(
            lexically_normal(Path::new("experiments/sweeps/../programs")),
            Path::new("experiments/programs")
        );
        assert_eq!(lexically_normal(Path::new("../x/./y")), Path::new("../x/y"));
        assert_eq!(lexically_normal(Path::new("sweeps/..")), Path::new("."));
        let (d, file) = sweep("backends = [\"cpu\"]\n[[sizes]]\n");
        assert_eq!(
            Sweep::load(&file).unwrap().programs_dir,
            d.path().join("programs")
        );
    }

    #[test]
    fn a_program_without_a_sizes_header_is_named() {
        let (d, file) = sweep("backends = [\"cpu\"]\n[[sizes]]\n");
        std::fs::write(
            d.path().join("programs/c.fl"),
            "def c (xs: [n]i64) (ys: [k]i64) : [n]i64 = xs\n",
        )
        .unwrap();
        let e = format!("{:#}", Sweep::load(&file).unwrap_err());
        assert!(
            e.contains("c.fl: no `-- sizes: n=..., m=...` header line, and size set `x1` gives no value for k, n"),
            "{e}"
        );
        // Values for only some of its sizes are not enough.
        std::fs::write(
            &file,
            "backends = [\"cpu\"]\n[[sizes]]\nvalues = { n = 5 }\n",
        )
        .unwrap();
        let e = format!("{:#}", Sweep::load(&file).unwrap_err());
        assert!(e.contains("size set `x1` gives no value for k"), "{e}");
        // A program that does not check has no known sizes.
        std::fs::write(
            d.path().join("programs/c.fl"),
            "def c (xs: [n]i64) : [n]i64 = ys\n",
        )
        .unwrap();
        let e = format!("{:#}", Sweep::load(&file).unwrap_err());
        assert!(
            e.contains(
                "c.fl: no `-- sizes: n=..., m=...` header line, and the program does not check"
            ),
            "{e}"
        );
    }

    /// A program without a header takes the values of each size set when
    /// they give every size of its entry (the scale does not apply to them);
    /// the other programs take their header's sizes as before.
    #[test]
    fn values_for_every_size_stand_in_for_a_missing_header() {
        let (d, file) = sweep(
            "backends = [\"cpu\"]\nstrategies = [\"none\"]\n\
             [[sizes]]\nscale = 0.5\nvalues = { k = 3, n = 8 }\n[[sizes]]\nvalues = { k = 4, n = 9 }\n",
        );
        std::fs::write(
            d.path().join("programs/c.fl"),
            "def c (xs: [n]i64) (ys: [k]i64) : [n]i64 = xs\n",
        )
        .unwrap();
        let s = Sweep::load(&file).unwrap();
        let c = s.programs.iter().find(|p| p.name == "c").unwrap();
        let want = |k, n| [("k".to_string(), k), ("n".to_string(), n)].into();
        assert_eq!(plain_sizes(&c.sizes[0]), want(3, 8));
        assert_eq!(plain_sizes(&c.sizes[1]), want(4, 9));
        let b = s.programs.iter().find(|p| p.name == "b").unwrap();
        assert_eq!(
            plain_sizes(&b.sizes[0]),
            [("m".to_string(), 5), ("n".to_string(), 8)].into()
        );
        let keys: Vec<String> = s.cells().into_iter().map(|c| c.key).collect();
        assert!(keys.contains(&"c/none/cpu/k=3,n=8".to_string()), "{keys:?}");
        assert!(keys.contains(&"c/none/cpu/k=4,n=9".to_string()), "{keys:?}");
    }

    #[test]
    fn the_default_sweep_covers_the_suite_strategies_and_two_sizes() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sweeps/default.toml");
        let s = Sweep::load(&path).unwrap();
        let suite_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
        let all: Vec<String> = suite::programs_in(&suite_dir)
            .unwrap()
            .iter()
            .map(|p| suite::stem(p))
            .collect();
        let names: Vec<String> = s.programs.iter().map(|p| p.name.clone()).collect();
        assert_eq!(names, all);
        assert_eq!(s.strategies, crate::compiling::registry().names());
        assert_eq!(s.backends, [Backend::Interp, Backend::Cpu]);
        assert_eq!(s.size_sets.len(), 2);
        for p in &s.programs {
            assert_ne!(p.sizes[0], p.sizes[1], "{}: two different sizes", p.name);
        }
        assert_eq!(s.cells().len(), all.len() * s.strategies.len() * 2 * 2);
    }

    /// A sweep of `sweeps/` that runs every suite program under none,
    /// greedy and ilp on cpu, checked against none on the CPU.
    fn suite_on_cpu(file: &str) -> Sweep {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("sweeps")
            .join(file);
        let s = Sweep::load(&path).unwrap();
        let suite_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
        assert_eq!(
            s.programs.len(),
            suite::programs_in(&suite_dir).unwrap().len()
        );
        assert_eq!(s.strategies, ["none", "greedy", "ilp"]);
        assert_eq!(s.backends, [Backend::Cpu]);
        assert_eq!(s.oracle, Oracle::NoneCpu);
        s
    }

    /// The timed sweep of `make demo`: every program at a quarter of its
    /// `-- bench-sizes:`.
    #[test]
    fn the_timed_sweep_takes_a_quarter_of_the_bench_sizes() {
        let s = suite_on_cpu("timed.toml");
        for p in &s.programs {
            let bench = suite::header_line_sizes(&p.path, "bench-sizes").unwrap();
            for (name, &size) in &bench {
                let quarter = p.sizes[0][name];
                assert!(
                    (4 * quarter - size).abs() <= 4 || quarter == 1,
                    "{}: {name} = {quarter} of {size}",
                    p.name
                );
            }
        }
    }

    /// The memory-bound sweep: every program at its `-- bench-sizes:`,
    /// none, greedy and ilp on cpu, the three peers, checked against none.
    #[test]
    fn the_memory_bound_sweep_takes_the_bench_sizes_and_the_peers() {
        let s = suite_on_cpu("memory-bound.toml");
        use crate::peers::Peer;
        assert_eq!(s.peers, [Peer::Numpy, Peer::Jax, Peer::Numba]);
        assert_eq!(s.size_sets[0].header, "bench-sizes");
        for p in &s.programs {
            let bench = suite::header_line_sizes(&p.path, "bench-sizes").unwrap();
            assert_eq!(p.sizes[0], bench, "{}", p.name);
            assert_ne!(
                p.sizes[0],
                suite::header_sizes(&p.path).unwrap(),
                "{}",
                p.name
            );
        }
        let schema = s.schema(&s.cells(), None);
        assert_eq!(schema.peers, ["numpy", "jax", "numba"]);
        assert_eq!(schema.oracle.as_deref(), Some("none-cpu"));
        assert_eq!(schema.size_sets[0].header.as_deref(), Some("bench-sizes"));
    }

    #[test]
    fn peers_header_and_oracle_mistakes_are_located() {
        let e = error("backends = [\"cpu\"]\npeers = [\"numpy\", \"pytorch\"]\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:19: peers: unknown peer `pytorch` (the peers: numpy, jax, numba)"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\n[[sizes]]\nheader = \"big\"\n");
        assert!(
            e.contains("s.toml:3:10: sizes: header is `sizes` or `bench-sizes`, got `big`"),
            "{e}"
        );
        let e = error("backends = [\"cpu\"]\noracle = \"numpy\"\n[[sizes]]\n");
        assert!(
            e.contains("s.toml:2:10: oracle: `reference` or `none-cpu`, got `numpy`"),
            "{e}"
        );
        // A program without the header a size set asks for is named.
        let e = error("backends = [\"cpu\"]\n[[sizes]]\nheader = \"bench-sizes\"\n");
        assert!(
            e.contains("a.fl: no `-- bench-sizes: n=..., m=...` header line"),
            "{e}"
        );
    }

    #[test]
    fn every_backend_names_its_executor() {
        for b in Backend::ALL {
            assert_eq!(b.executor().name, b.name());
        }
    }
}

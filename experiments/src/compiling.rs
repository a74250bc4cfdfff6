//! What the commands share to compile a program: the strategies by name,
//! the compile options from `--size` values, compiling one strategy, the
//! pass times and per-nest lines of a run, and which error a stopped fused
//! path reports (the reference's, `interp::precise`).

use crate::exit;
use crate::program_file::Loaded;
use anyhow::Result;
use interp::Sizes;
use ir::Array;
use ir::Def;
use passes::{figures, Figure, PassRecord};
use passes::{Options, Registry};
use std::collections::{BTreeMap, BTreeSet};

/// The strategies `--strategy` and `--strategies` offer, in listing order.
/// Strategies from other crates are registered here.
pub fn registry() -> Registry {
    Registry::builtin()
}

/// The strategies, the optimal ones with these options (`--objective`,
/// `--ilp-time-limit`, presolve: `args::IlpArgs::options`).
pub fn registry_with(ilp: &ilp::Options) -> Registry {
    Registry::builtin_with(ilp)
}

/// What `compare` and `bench` run without `--strategies`: every strategy
/// but `exhaustive`.
pub fn default_strategies(registry: &Registry) -> Vec<String> {
    registry
        .names()
        .into_iter()
        .filter(|n| *n != "exhaustive")
        .map(String::from)
        .collect()
}

/// The compile options: `--size` values (each must be a size name of the
/// entry's signature), the program's file name, whether to simplify, and
/// the CPU's loop rewrites after `lower` (every command's program may run
/// on the CPU; the interpreters and the PTX backend run the program
/// `lower` made, [`passes::Compiled::lowered`]).
pub fn options(
    loaded: &Loaded,
    def: &Def,
    sizes: &[(String, i64)],
    simplify: bool,
    chunk: Option<u64>,
) -> Result<Options> {
    let given = given_sizes(sizes)?;
    let known = size_names(def);
    check_symbols(loaded, def, given.keys().filter(|n| n.starts_with('#')))?;
    for name in given.keys().filter(|n| !n.starts_with('#')) {
        if !known.contains(&**name) {
            let list = if known.is_empty() {
                "it has none".to_string()
            } else {
                format!("its sizes: {}", Vec::from_iter(known.clone()).join(", "))
            };
            return Err(exit::usage(format!(
                "--size {name}: `{}` has no size named `{name}` ({list})",
                def.name
            )));
        }
    }
    Ok(Options {
        program_name: loaded.file.name.clone(),
        sizes: given.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        simplify,
        loop_passes: backend::cpu::rewrite::passes(&backend::cpu::CpuOptions::default()),
        chunk,
        ..Options::default()
    })
}

/// `--size` values for symbols of the cost formulas (`#it(loop)`,
/// `#then(l)`, `#else(l)`) must name the array-level control flow of the
/// entry whose counts the types do not know (`ir::control_symbols`).
fn check_symbols<'a>(
    loaded: &Loaded,
    def: &Def,
    names: impl Iterator<Item = &'a ir::Name>,
) -> Result<()> {
    let names: Vec<&ir::Name> = names.collect();
    if names.is_empty() {
        return Ok(());
    }
    // A definition with sequences has the symbols of its lifted loops.
    let lifted = match ir::sequence::first_use(def) {
        Some(_) => Some(
            passes::lift(&loaded.program, &def.name, None)
                .map_err(|e| located(loaded, passes::PassError::Lift(e)))?
                .program,
        ),
        None => None,
    };
    let program = lifted.as_ref().unwrap_or(&loaded.program);
    let def = program.def(&def.name).unwrap_or(def);
    let graph = passes::label(program, def)
        .map_err(|e| anyhow::anyhow!("`{}` cannot be labelled: {e}", def.name))?;
    let symbols: Vec<String> = ir::control_symbols(&graph)
        .iter()
        .map(|s| s.to_string())
        .collect();
    for name in names {
        if !symbols.iter().any(|s| s == &**name) {
            let list = if symbols.is_empty() {
                "it has no loop whose count the types do not know, and no `if`".to_string()
            } else {
                format!("its symbols: {}", symbols.join(", "))
            };
            return Err(exit::usage(format!(
                "--size {name}: `{}` has no cost symbol `{name}` ({list})",
                def.name
            )));
        }
    }
    Ok(())
}

/// The size names of a definition's parameter types.
pub fn size_names(def: &Def) -> BTreeSet<String> {
    def.size_names().iter().map(|n| n.to_string()).collect()
}

/// The record of machine-code compilation as the pass `llvm`: its time,
/// nests in, functions compiled out, cache hits, checks and plans.
pub fn llvm_pass(cp: &backend::cpu::CpuProgram, micros: u64) -> PassRecord {
    let nests = cp.nests.len();
    let plans = cp.nests.iter().map(|n| n.plan.name().to_string()).collect();
    PassRecord {
        name: "llvm".into(),
        micros,
        input_size: nests,
        output_size: nests - cp.cache_hits,
        figures: figures([
            ("size_unit", "loop nests → compiled functions".into()),
            ("cache_hits", cp.cache_hits.into()),
            ("checks", cp.options.checks.into()),
            ("plans", Figure::List(plans)),
        ]),
    }
}

/// The `--size` values as a map; a name given twice with different values is
/// a usage error.
pub fn given_sizes(pairs: &[(String, i64)]) -> Result<Sizes> {
    let mut sizes = Sizes::new();
    for (name, value) in pairs {
        if let Some(old) = sizes.insert(name.as_str().into(), *value) {
            if old != *value {
                return Err(exit::usage(format!(
                    "size `{name}` is given twice: {old} and {value}"
                )));
            }
        }
    }
    Ok(sizes)
}

/// Compiles `def` with the strategy of `registry` named `strategy` (an
/// unknown name is a usage error). A registry kept across compiles lets
/// `ilp` start from its earlier answer for the same program.
pub fn compile_with(
    loaded: &Loaded,
    def: &Def,
    strategy: &str,
    registry: &Registry,
    sizes: &Sizes,
    chunk: Option<u64>,
) -> Result<passes::Compiled> {
    let s = registry
        .get(strategy)
        .map_err(|e| exit::usage(e.to_string()))?;
    let pairs: Vec<(String, i64)> = sizes.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let options = options(loaded, def, &pairs, true, chunk)?;
    passes::compile(&loaded.program, def, s, &options).map_err(|e| located(loaded, e))
}

/// A compile error; lifting's at its location in the program.
pub fn located(loaded: &Loaded, e: passes::PassError) -> anyhow::Error {
    match e {
        passes::PassError::Lift(l) => {
            exit::usage(format!("{}: {}", loaded.file.location(l.span), l.message))
        }
        e => anyhow::Error::new(e),
    }
}

/// Milliseconds the pass manager's passes took.
pub fn passes_ms(c: &passes::Compiled) -> f64 {
    c.metrics.micros() as f64 / 1e3
}

/// A fused path's run-time error, made precise: the reference's first error
/// in program order (`interp::precise`), then as [`stopped`]. When the path
/// met another error first, a note says which.
pub fn stopped_fused(
    loaded: &Loaded,
    def: &Def,
    inputs: &[Array],
    e: interp::RuntimeError,
) -> anyhow::Error {
    let r = interp::reported(&loaded.program, def, inputs, e);
    if let Some(own) = &r.met_first {
        eprintln!(
            "note: the fused loops met `{own}` ({}) first; the first error in program order is reported",
            loaded.file.location(own.span)
        );
    }
    stopped(loaded, def, r.error)
}

/// A run-time error, rendered with its source line to stderr, as a one-line
/// summary marked as shown ([`crate::exit::Reported`]).
pub fn stopped(loaded: &Loaded, def: &Def, e: interp::RuntimeError) -> anyhow::Error {
    eprint!("{}", e.render(&loaded.file));
    anyhow::Error::new(crate::exit::Reported(format!(
        "`{}` stopped with a run-time error in `{}` ({})",
        def.name,
        e.op,
        loaded.file.location(e.span)
    )))
}

/// Per nest executed, its label and the milliseconds in it (`c0 {label}
/// 1.2 ms, c1 ...`), with its predicted time where given (`1.2 ms
/// (predicted 0.9 ms)`); where nests ran inside array-level control flow, a
/// count per kind: `{n} {noun}: {count} {kind}, ...`.
pub fn nests_text(
    program: &ir::loops::LoopProgram,
    labels: &[String],
    kinds: &[String],
    ms: &[f64],
    predicted: Option<&[f64]>,
    noun: &str,
) -> String {
    let flat: Vec<&ir::loops::Nest> = program
        .body
        .iter()
        .filter_map(|i| match i {
            ir::loops::Item::Nest(n) => Some(n),
            _ => None,
        })
        .collect();
    if flat.len() == program.body.len() && flat.len() == labels.len() {
        return flat
            .iter()
            .zip(labels)
            .enumerate()
            .map(|(k, (n, label))| {
                let predicted = match predicted.and_then(|p| p.get(k)) {
                    Some(p) => format!(" (predicted {})", millis(*p)),
                    None => String::new(),
                };
                match ms.get(k) {
                    Some(t) => format!("{} {label} {}{predicted}", n.cluster, millis(*t)),
                    None => format!("{} {label}", n.cluster),
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for kind in kinds {
        *counts.entry(kind).or_default() += 1;
    }
    let counts: Vec<String> = counts.iter().map(|(k, n)| format!("{n} {k}")).collect();
    format!("{} {noun}: {}", labels.len(), counts.join(", "))
}

/// `12.3 ms`, `0.042 ms`: three decimals below 1 ms.
fn millis(t: f64) -> String {
    if t >= 1.0 || t == 0.0 {
        format!("{t:.1} ms")
    } else {
        format!("{t:.3} ms")
    }
}

/// A program's text checked and its entry (its last definition) compiled
/// with `strategy` under the default options (for the crate's unit tests).
#[cfg(test)]
pub(crate) fn compile_text(text: &str, strategy: &str) -> (ir::Program, passes::Compiled) {
    let program = ir::check_source(&ir::SourceFile::new("t.fl", text)).unwrap();
    let def = program.entry(None).unwrap();
    let registry = Registry::builtin();
    let c = passes::compile(
        &program,
        def,
        registry.get(strategy).unwrap(),
        &Options::default(),
    )
    .unwrap();
    (program, c)
}

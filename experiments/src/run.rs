//! `fuselab run`: gathers the inputs (from `.npy` files, the rest seeded
//! random), runs the entry definition, prints a summary line per output and
//! writes the outputs (and, if asked, the inputs) as `.npy` files.
//! Also [`output_names`], which the suite shares.

use crate::args::{Backend, IlpArgs, RunArgs};
use crate::exit::{self, input_error};
use crate::program::{self, Loaded};
use crate::{arrays, files, pipeline};
use anyhow::{anyhow, Result};
use interp::error::RunError;
use interp::inputs::{self, Sizes};
use ir::{AExpr, AExprKind, Array, Def, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

pub fn run(args: &RunArgs) -> Result<ExitCode> {
    let loaded = program::load(&args.file)?;
    let def = program::entry(&loaded, args.entry.as_deref())?;
    let given = pipeline::given_sizes(&args.sizes)?;
    let files = input_files(def, &args.inputs)?;

    // Read the given inputs, bind the sizes they fix, make the rest.
    let mut given_inputs: Vec<Option<Array>> = Vec::with_capacity(def.params.len());
    for (param, paths) in def.params.iter().zip(&files) {
        given_inputs.push(match paths {
            None => None,
            Some(paths) => Some(read_input(&param.name, &param.ty.elem, paths)?),
        });
    }
    let refs: Vec<Option<&Array>> = given_inputs.iter().map(Option::as_ref).collect();
    let sizes = inputs::bind_some_sizes(def, &refs, &given).map_err(input_error)?;
    let random: Vec<&str> = def
        .params
        .iter()
        .zip(&given_inputs)
        .filter(|(_, a)| a.is_none())
        .map(|(p, _)| &*p.name)
        .collect();
    let inputs =
        inputs::complete_inputs(def, given_inputs, &sizes, args.seed).map_err(input_error)?;
    if !random.is_empty() {
        eprintln!("random inputs: seed {} ({})", args.seed, random.join(", "));
    }
    if let Some(dir) = &args.save_inputs {
        let mut files = Vec::new();
        for (param, a) in def.params.iter().zip(&inputs) {
            files.extend(arrays::npy_files(&param.name, a)?);
        }
        files::write_files(dir, &files)?;
    }

    let how =
        match (args.backend, &args.strategy) {
            (Backend::Reference, Some(_)) => return Err(exit::usage(
                "--strategy applies to --backend interp and --backend cpu (the reference interpreter does not fuse)",
            )),
            (Backend::Reference, None) => How::Reference,
            (Backend::Interp, s) => How::Interp {
                strategy: s.clone().unwrap_or_else(|| "ilp".into()),
                ilp: args.ilp.clone(),
                sizes: sizes.clone(),
            },
            (Backend::Ptx, s) => How::Ptx {
                strategy: s.clone().unwrap_or_else(|| "ilp".into()),
                ilp: args.ilp.clone(),
                sizes: sizes.clone(),
                sm: args.sm.clone(),
                checks: !args.unchecked,
            },
            (Backend::Cpu, s) => How::Cpu {
                strategy: s.clone().unwrap_or_else(|| "ilp".into()),
                ilp: args.ilp.clone(),
                sizes: sizes.clone(),
                options: backend::cpu::CpuOptions {
                    checks: !args.unchecked,
                    threads: args.threads,
                },
            },
        };
    if args.backend != Backend::Cpu && args.threads != 0 {
        return Err(exit::usage("--threads applies to --backend cpu"));
    }
    if !matches!(args.backend, Backend::Cpu | Backend::Ptx) && args.unchecked {
        return Err(exit::usage(
            "--unchecked applies to --backend cpu and --backend ptx",
        ));
    }
    if args.backend != Backend::Ptx && args.sm.is_some() {
        return Err(exit::usage("--sm applies to --backend ptx"));
    }
    let value = execute(&loaded, def, &inputs, &how)?;
    let outputs = output_names(def, &value);
    for (name, a) in &outputs {
        println!("{name}: {}", arrays::summary(a));
    }
    if let Some(dir) = &args.out {
        let mut files = Vec::new();
        for (name, a) in &outputs {
            files.extend(arrays::npy_files(name, a)?);
        }
        files::write_files(dir, &files)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// How to execute a program.
pub enum How {
    Reference,
    /// Fuse with `strategy`, lower to loop nests and interpret them.
    Interp {
        strategy: String,
        ilp: IlpArgs,
        /// The run's sizes (for the cost model's figures).
        sizes: Sizes,
    },
    /// Fuse with `strategy`, compile the loop nests to native code (LLVM)
    /// and run them.
    Cpu {
        strategy: String,
        ilp: IlpArgs,
        /// The run's sizes (they guide `greedy`).
        sizes: Sizes,
        options: backend::cpu::CpuOptions,
    },
    /// Fuse with `strategy`, compile the loop nests to PTX and run them on
    /// the GPU.
    Ptx {
        strategy: String,
        ilp: IlpArgs,
        sizes: Sizes,
        /// `--sm` (default: the device's).
        sm: Option<String>,
        checks: bool,
    },
}

/// Runs `def` on `inputs`. A run-time error is rendered with its source line
/// to stderr and comes back as a one-line summary.
pub fn execute(loaded: &Loaded, def: &Def, inputs: &[Array], how: &How) -> Result<Value> {
    let stopped = |e| pipeline::stopped_fused(loaded, def, inputs, e);
    match how {
        How::Reference => match interp::reference::run(&loaded.program, def, inputs) {
            Ok(v) => Ok(v),
            Err(RunError::Input(e)) => Err(input_error(e)),
            Err(RunError::Runtime(e)) => Err(pipeline::stopped(loaded, def, e)),
        },
        How::Interp {
            strategy,
            ilp,
            sizes,
        } => {
            inputs::bind_sizes(def, inputs).map_err(input_error)?;
            let c = pipeline::compile_with(loaded, def, strategy, &ilp.options(), sizes)?;
            let run = interp::loops::run(&c.loops, inputs).map_err(stopped)?;
            eprintln!("{}", traffic_line(strategy, &c, sizes, &run));
            Ok(run.value)
        }
        How::Ptx {
            strategy,
            ilp,
            sizes,
            sm,
            checks,
        } => {
            inputs::bind_sizes(def, inputs).map_err(input_error)?;
            // No driver: say so before compiling anything.
            let gpu = crate::gpu::gpu()?;
            let c = pipeline::compile_with(loaded, def, strategy, &ilp.options(), sizes)?;
            let opts = crate::gpu::options(sm.as_deref(), Some(gpu), *checks)?;
            let pp = backend::ptx::compile(&c.loops, &opts)
                .map_err(|e| anyhow!("the PTX backend failed to compile `{}`: {e}", def.name))?;
            let run = backend::ptx::run(&pp, inputs).map_err(|e| match e {
                backend::ptx::launch::PtxRunError::Runtime(e) => stopped(e),
                backend::ptx::launch::PtxRunError::Device(e) => anyhow!("{e}"),
            })?;
            eprintln!("{}", crate::gpu::run_line(strategy, &c, &pp, &run));
            Ok(run.value)
        }
        How::Cpu {
            strategy,
            ilp,
            sizes,
            options,
        } => {
            inputs::bind_sizes(def, inputs).map_err(input_error)?;
            let c = pipeline::compile_with(loaded, def, strategy, &ilp.options(), sizes)?;
            let cp = backend::cpu::compile(&c.loops, *options)
                .map_err(|e| anyhow!("the CPU backend failed to compile `{}`: {e}", def.name))?;
            let run = backend::cpu::run(&cp, inputs).map_err(stopped)?;
            eprintln!("{}", cpu_line(strategy, &c, &cp, &run));
            Ok(run.value)
        }
    }
}

/// `cpu (ilp): 2 loop nests; compile 41.3 ms (passes 2.1, LLVM 39.2), run
/// 12.5 ms in nests; passes: c0 sequential, c1 chunks x2`.
fn cpu_line(
    strategy: &str,
    c: &passes::manager::Compiled,
    cp: &backend::cpu::CpuProgram,
    run: &backend::cpu::CpuRun,
) -> String {
    let passes = pipeline::passes_ms(c);
    let cached = if cp.cache_hits > 0 {
        format!(", {} cached", cp.cache_hits)
    } else {
        String::new()
    };
    format!(
        "cpu ({strategy}): {} loop nests; compile {:.1} ms (passes {passes:.1}, LLVM {:.1}{cached}), run {:.1} ms in nests; passes: {}",
        cp.nests.len(),
        passes + cp.compile_ms,
        cp.compile_ms,
        run.run_ms,
        passes_text(&cp.program, &run.passes, &run.nest_ms),
    )
}

/// How each nest ran, with the milliseconds in it: `c0 sequential 1.2 ms,
/// c1 chunks x2 0.8 ms` (one pass over memory per nest executed); where
/// nests ran inside array-level control flow, a count per kind of pass: `7
/// passes: 4 sequential, 3 chunks x2`.
pub fn passes_text(
    p: &ir::loops::LoopProgram,
    passes: &[(backend::cpu::parallel::Plan, usize)],
    ms: &[f64],
) -> String {
    use backend::cpu::parallel::Plan;
    if passes.is_empty() {
        return "none".into();
    }
    // Every plan but `sequential` runs as chunks.
    let labels: Vec<String> = passes
        .iter()
        .map(|(plan, chunks)| match plan {
            Plan::Sequential => plan.name().to_string(),
            _ => format!("{} x{chunks}", plan.name()),
        })
        .collect();
    pipeline::nests_text(p, &labels, &labels, ms, "passes")
}

/// `loop IR (ilp): 2 loop nests; read 200002 elements (cost model 2n + 2 =
/// 200002), wrote ...`.
fn traffic_line(
    strategy: &str,
    c: &passes::manager::Compiled,
    sizes: &Sizes,
    run: &interp::loops::LoopRun,
) -> String {
    let value_of = |n: &str| {
        sizes
            .get(n)
            .copied()
            .or_else(|| run.symbols.get(n).copied())
    };
    let model = |p: ir::Poly| match p.eval_exact(&value_of) {
        Ok(Some(v)) => format!("{p} = {v}"),
        Ok(None) => format!("{p} = {}", reports::summary::OVERFLOW),
        Err(_) => p.to_string(),
    };
    let nests = c
        .loops
        .body
        .iter()
        .filter(|i| matches!(i, ir::loops::Item::Nest(_)))
        .count();
    format!(
        "loop IR ({strategy}): {nests} loop nests at the top level; read {} elements (cost model {}), wrote {} (cost model {})",
        run.counts.total_reads(),
        model(c.cost.total_reads()),
        run.counts.total_writes(),
        model(c.cost.total_writes()),
    )
}

/// For each parameter, its input file(s) (one per primitive component for an
/// array of tuples), or `None` when it gets random values.
fn input_files(def: &Def, pairs: &[(String, PathBuf)]) -> Result<Vec<Option<Vec<PathBuf>>>> {
    let mut by_param: BTreeMap<&str, BTreeMap<Option<&str>, &PathBuf>> = BTreeMap::new();
    for (key, path) in pairs {
        let (param, component) = match key.split_once('.') {
            Some((p, k)) => (p, Some(k)),
            None => (key.as_str(), None),
        };
        if def.params.iter().all(|p| &*p.name != param) {
            let names: Vec<&str> = def.params.iter().map(|p| &*p.name).collect();
            return Err(exit::usage(format!(
                "--input {key}: `{}` has no parameter `{param}` (its parameters: {})",
                def.name,
                names.join(", ")
            )));
        }
        if by_param
            .entry(param)
            .or_default()
            .insert(component, path)
            .is_some()
        {
            return Err(exit::usage(format!("--input {key} is given twice")));
        }
    }
    def.params
        .iter()
        .map(|p| {
            let Some(given) = by_param.get(&*p.name) else {
                return Ok(None);
            };
            let n = p.ty.elem.leaves().len();
            let wanted: Vec<Option<String>> = if p.ty.elem.as_prim().is_some() {
                vec![None]
            } else {
                (0..n).map(|k| Some(k.to_string())).collect()
            };
            let key = |c: &Option<String>| match c {
                Some(k) => format!("{}.{k}", p.name),
                None => p.name.to_string(),
            };
            for c in given.keys() {
                if !wanted.iter().any(|w| w.as_deref() == *c) {
                    let c = c.map(str::to_string);
                    let expect: Vec<String> = wanted.iter().map(key).collect();
                    return Err(exit::usage(format!(
                        "--input {}: parameter `{}` has elements of type {}, so its input is given as {}",
                        key(&c),
                        p.name,
                        p.ty.elem,
                        expect.join(", ")
                    )));
                }
            }
            let mut paths = Vec::with_capacity(wanted.len());
            for w in &wanted {
                match given.get(&w.as_deref()) {
                    Some(path) => paths.push((*path).clone()),
                    None => {
                        return Err(exit::usage(format!(
                            "parameter `{}` has elements of type {}, stored one file per component: --input {} is missing",
                            p.name,
                            p.ty.elem,
                            key(w)
                        )))
                    }
                }
            }
            Ok(Some(paths))
        })
        .collect()
}

/// Reads one parameter's input: one file, or one per tuple component.
fn read_input(param: &str, elem: &ir::ScalarType, paths: &[PathBuf]) -> Result<Array> {
    if elem.as_prim().is_some() {
        return arrays::read_npy(param, &paths[0]);
    }
    let parts = paths
        .iter()
        .enumerate()
        .map(|(k, p)| arrays::read_npy(&format!("{param}.{k}"), p))
        .collect::<Result<Vec<_>>>()?;
    arrays::assemble(param, elem, parts)
}

/// The name of each output array, paired with it: the result variable's name
/// when the body ends in a variable or a tuple of variables, else `result`
/// (or `result_0`, `result_1`, ... for the elements of a tuple); a name used
/// twice gets a suffix (`xs`, `xs_1`).
pub fn output_names<'v>(def: &Def, value: &'v Value) -> Vec<(String, &'v Array)> {
    let mut tail = &def.body;
    while let AExprKind::Let { body, .. } = &tail.kind {
        tail = body;
    }
    let mut out = Vec::new();
    name_outputs(Some(tail), value, "result".to_string(), &mut out);
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    let mut taken: std::collections::BTreeSet<String> =
        out.iter().map(|(n, _)| n.clone()).collect();
    for (name, _) in out.iter_mut() {
        let seen = used.entry(name.clone()).or_insert(0);
        *seen += 1;
        if *seen > 1 {
            let mut k = *seen - 1;
            while taken.contains(&format!("{name}_{k}")) {
                k += 1;
            }
            *name = format!("{name}_{k}");
            taken.insert(name.clone());
        }
    }
    out
}

fn name_outputs<'v>(
    expr: Option<&AExpr>,
    value: &'v Value,
    fallback: String,
    out: &mut Vec<(String, &'v Array)>,
) {
    let var = expr.and_then(|e| match &e.kind {
        AExprKind::Var(n) => Some(n.to_string()),
        _ => None,
    });
    match value {
        Value::Array(a) => out.push((var.unwrap_or(fallback), a)),
        Value::Tuple(vs) => {
            let elems = expr.and_then(|e| match &e.kind {
                AExprKind::Tuple(es) if es.len() == vs.len() => Some(es),
                _ => None,
            });
            let base = var.unwrap_or(fallback);
            for (i, v) in vs.iter().enumerate() {
                name_outputs(elems.map(|es| &es[i]), v, format!("{base}_{i}"), out);
            }
        }
    }
}

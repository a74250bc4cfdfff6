//! `fuselab run`: gathers the inputs (from `.npy` files, the rest seeded
//! random), runs the entry definition, prints a summary line per output and
//! writes the outputs (and, if asked, the inputs) as `.npy` files.
//! Its outputs are named by [`array_files::output_names`].

use crate::args::{IlpArgs, RunArgs};
use crate::executor::{Fused, Named, Setting, Settings, Stop, Subject, Unprepared};
use crate::exit::{self, input_error};
use crate::program_file::{self, Loaded};
use crate::{array_files, compiling, files, seq_files};
use anyhow::{anyhow, Result};
use interp::Sizes;
use ir::stream::StreamedValues;
use ir::{Array, Buffer, Def, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

pub fn run(args: &RunArgs, target: backend::cpu::Target) -> Result<ExitCode> {
    let loaded = program_file::load(&args.program.file)?;
    let def = program_file::entry(&loaded, args.program.entry.as_deref())?;
    let given = compiling::given_sizes(&args.program.sizes)?;
    let (seq_inputs, array_inputs): (Vec<_>, Vec<_>) = (args.inputs.iter().cloned())
        .partition(|(key, _)| def.seqs.iter().any(|sp| &*sp.name == key));
    let files = input_files(def, &array_inputs)?;
    // Where the results go is checked before anything runs.
    if let Some(dir) = &args.out {
        files::check_folder("--out", dir)?;
    }
    if let Some(dir) = &args.save_inputs {
        files::check_folder("--save-inputs", dir)?;
    }

    // Read the given inputs, bind the sizes they fix, make the rest. An
    // executor that streams reads a sequence's values a chunk at a time
    // (unless they are to be saved): its place holds an empty array.
    let executor = args.backend.executor();
    let streaming = executor.executor.streams() && args.save_inputs.is_none();
    let mut streams: Vec<StreamedValues> = Vec::new();
    let mut given_inputs: Vec<Option<Array>> = Vec::with_capacity(def.params.len());
    for (param, paths) in def.params.iter().zip(&files) {
        given_inputs.push(match paths {
            None => None,
            Some(paths) => Some(read_input(&param.name, &param.ty, paths)?),
        });
    }
    for (key, dir) in &seq_inputs {
        let sp = (def.seqs.iter())
            .find(|sp| &*sp.name == key)
            .expect("partitioned by name");
        // Elements of tuples of scalars are read whole.
        if streaming && seq_files::streamable(sp) {
            for (shapes, values) in seq_files::stream(sp, dir)? {
                held_in_place(&mut given_inputs, shapes, values, &mut streams);
            }
            continue;
        }
        for (k, a) in sp.positions().zip(seq_files::read(sp, dir)?) {
            given_inputs[k] = Some(a);
        }
    }
    let refs: Vec<Option<&Array>> = given_inputs.iter().map(Option::as_ref).collect();
    let sizes = interp::bind_some_sizes(def, &refs, &given).map_err(input_error)?;
    let sequences = args.sequences.sequences();
    let random_seqs: Vec<&ir::ast::SeqParam> = (def.seqs.iter())
        .filter(|sp| given_inputs[sp.positions()].iter().all(Option::is_none))
        .collect();
    if streaming {
        for sp in &random_seqs {
            let made = interp::random_stream(sp, &sizes, args.random.seed, sequences)
                .map_err(input_error)?;
            for (shapes, values) in made {
                held_in_place(&mut given_inputs, shapes, values, &mut streams);
            }
        }
    }
    check_held(def, &given_inputs, &sizes, args.sequences.seq_memory)?;
    let random: Vec<usize> = (given_inputs.iter().enumerate())
        .filter(|(_, a)| a.is_none())
        .map(|(k, _)| k)
        .chain(random_seqs.iter().filter(|_| streaming).map(|sp| sp.first))
        .collect();
    let inputs = interp::complete_inputs(def, given_inputs, &sizes, args.random.seed, sequences)
        .map_err(input_error)?;
    // A random scalar is printed with its value: it may be a count or a
    // step the user meant to give. Size parameters carry no values.
    let named: Vec<String> = (random.iter())
        .filter(|&&k| def.params[k].size_name().is_none())
        .filter_map(
            |&k| match def.seqs.iter().find(|sp| sp.positions().contains(&k)) {
                Some(sp) if sp.first == k => Some(format!(
                    "{} ({} elements)",
                    sp.name, args.sequences.seq_length
                )),
                Some(_) => None,
                None => Some(match inputs[k].rank() {
                    0 => format!("{} = {}", def.params[k].name, inputs[k].get(0)),
                    _ => def.params[k].name.to_string(),
                }),
            },
        )
        .collect();
    if !named.is_empty() {
        eprintln!(
            "random inputs: seed {} ({}; give one with --input PARAM=FILE, a scalar with --input PARAM=VALUE)",
            args.random.seed,
            named.join(", ")
        );
    }
    for s in &streams {
        let sp = (def.seqs.iter())
            .find(|sp| sp.positions().contains(&s.param))
            .expect("a stream is a sequence's");
        eprintln!(
            "streamed: `{}` ({} elements, {} bytes of values), read a chunk at a time",
            sp.name,
            inputs[s.param + 1].shape()[0],
            s.bytes()
        );
    }
    if let Some(dir) = &args.save_inputs {
        let mut files = Vec::new();
        for (k, (param, a)) in def.params.iter().zip(&inputs).enumerate() {
            if param.size_name().is_some() || def.seqs.iter().any(|sp| sp.positions().contains(&k))
            {
                continue;
            }
            files.extend(array_files::npy_files(&param.name, a)?);
        }
        files::write_files(dir, &files)?;
        for sp in &def.seqs {
            let files = seq_files::files(&sp.elem, &inputs[sp.positions()])?;
            files::write_files(&dir.join(&*sp.name), &files)?;
        }
    }

    if args.strategy.is_some() && !executor.takes(Setting::Strategy) {
        return Err(exit::usage(
            "--strategy applies to --backend interp and --backend cpu (the reference interpreter does not fuse)",
        ));
    }
    if args.cpu.threads != 0 && !executor.takes(Setting::Threads) {
        return Err(exit::usage("--threads applies to --backend cpu"));
    }
    if args.code.unchecked && !executor.takes(Setting::Unchecked) {
        return Err(exit::usage(
            "--unchecked applies to --backend cpu and --backend ptx",
        ));
    }
    if args.code.strict_float && !executor.takes(Setting::StrictFloat) {
        return Err(exit::usage("--strict-float applies to --backend cpu"));
    }
    if args.program.chunk.is_some() && !executor.fuses() {
        return Err(exit::usage(
            "--chunk applies to --backend interp, cpu and ptx (the reference runs a sequence one element at a time)",
        ));
    }
    if args.code.sm.is_some() && !executor.takes(Setting::Sm) {
        return Err(exit::usage("--sm applies to --backend ptx"));
    }
    let how = How {
        strategy: args.strategy.as_deref().unwrap_or("ilp"),
        ilp: &args.ilp,
        sizes: &sizes,
        chunk: args.program.chunk,
        settings: Settings {
            threads: args.cpu.threads,
            checks: !args.code.unchecked,
            sm: args.code.sm.clone(),
            strict_float: args.code.strict_float,
            target,
            seq_memory: args.sequences.seq_memory,
            chunk: args.program.chunk,
        },
    };
    let value = execute(&loaded, def, &inputs, &streams, executor, &how)?;
    // What a sequence program held, measured by the system: the memory
    // cap's claim, checked from outside the program's own count.
    if !def.seqs.is_empty() {
        if let Some(bytes) = peak_resident_bytes() {
            eprintln!("peak resident set: {bytes} bytes");
        }
    }
    if let Some(elem) = def.ret.as_seq() {
        return write_sequence(def, elem, &value, args.out.as_deref());
    }
    let outputs = array_files::output_names(def, &value);
    for (name, a) in &outputs {
        println!("{name}: {}", array_files::summary(a));
    }
    if let Some(dir) = &args.out {
        let mut files = Vec::new();
        for (name, a) in &outputs {
            files.extend(array_files::npy_files(name, a)?);
        }
        files::write_files(dir, &files)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Puts a streamed array of a sequence in place: its shapes as given, an
/// empty array where its values go (read a chunk at a time from `values`).
fn held_in_place(
    inputs: &mut [Option<Array>],
    shapes: Array,
    values: StreamedValues,
    streams: &mut Vec<StreamedValues>,
) {
    let empty = (values.elem.leaves().into_iter())
        .map(|p| Buffer::new(p, 0))
        .collect();
    inputs[values.param] = Array::from_buffers(vec![0], values.elem.clone(), empty).ok();
    inputs[values.param + 1] = Some(shapes);
    streams.push(values);
}

/// With a memory cap (`--seq-memory`), the array inputs (held whole on
/// every backend; not a sequence's encoding) must fit it: one that would
/// pass it is refused before it is made, as an allocation that failed.
fn check_held(def: &Def, given: &[Option<Array>], sizes: &Sizes, cap: Option<u64>) -> Result<()> {
    let Some(cap) = cap else {
        return Ok(());
    };
    let in_seq = |k: usize| def.seqs.iter().any(|sp| sp.positions().contains(&k));
    let mut held: u64 = (given.iter().enumerate())
        .filter(|(k, _)| !in_seq(*k))
        .filter_map(|(_, a)| a.as_ref())
        .map(|a| a.bytes() as u64)
        .sum();
    for (k, param) in def.params.iter().enumerate() {
        if given[k].is_some() || in_seq(k) {
            continue;
        }
        let Ok(shape) = interp::param_shape(param, sizes) else {
            continue; // the error is reported where the input is made
        };
        let bytes = (shape.iter().map(|&d| d as u128).product::<u128>())
            .saturating_mul(param.ty.elem.bytes() as u128);
        held = held.saturating_add(u64::try_from(bytes).unwrap_or(u64::MAX));
        if held > cap {
            return Err(anyhow!(
                "cannot allocate {bytes} bytes for `{}`: the array inputs would take {held} bytes, more than the --seq-memory cap of {cap} bytes (an array parameter is held whole; a sequence parameter streams on --backend cpu)",
                param.name
            ));
        }
    }
    if held > cap {
        return Err(anyhow!(
            "the array inputs take {held} bytes, more than the --seq-memory cap of {cap} bytes"
        ));
    }
    Ok(())
}

/// Prints and writes (`--out DIR` gets `DIR/NAME/k.npy`) a sequence result,
/// `value` its encoding (`ir::sequence`).
fn write_sequence(
    def: &Def,
    elem: &ir::Type,
    value: &Value,
    out: Option<&std::path::Path>,
) -> Result<ExitCode> {
    let arrays: Vec<Array> = value.arrays().into_iter().cloned().collect();
    let mut tail = &def.body;
    while let ir::AExprKind::Let { body, .. } = &tail.kind {
        tail = body;
    }
    let name = match &tail.kind {
        ir::AExprKind::Var(n) => n.to_string(),
        _ => "result".to_string(),
    };
    println!("{name}: {}", seq_files::summary(elem, &arrays));
    if let Some(dir) = out {
        files::write_files(&dir.join(&name), &seq_files::files(elem, &arrays)?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// How to execute a program: the fusion (for an executor that fuses) and
/// the executor's settings.
pub struct How<'a> {
    /// The fusion strategy.
    pub strategy: &'a str,
    pub ilp: &'a IlpArgs,
    /// The run's sizes (they guide `greedy` and give the cost model's
    /// figures).
    pub sizes: &'a Sizes,
    /// Elements per chunk of a sequence computation (`--chunk`).
    pub chunk: Option<u64>,
    pub settings: Settings,
}

/// Runs `def` on `inputs` with `executor` (fused by `how.strategy` when it
/// fuses). A run-time error is rendered with its source line to stderr and
/// comes back as a one-line summary.
pub fn execute(
    loaded: &Loaded,
    def: &Def,
    inputs: &[Array],
    streams: &[StreamedValues],
    executor: &Named,
    how: &How,
) -> Result<Value> {
    if executor.fuses() {
        interp::bind_sizes_with(def, inputs, how.sizes).map_err(input_error)?;
    }
    // No device: say so before compiling anything.
    executor.available()?;
    let registry = compiling::registry_with(&how.ilp.options()?);
    let compiled = executor
        .fuses()
        .then(|| {
            compiling::compile_with(loaded, def, how.strategy, &registry, how.sizes, how.chunk)
        })
        .transpose()?;
    let subject = Subject {
        loaded,
        def,
        fused: compiled.as_ref().map(|compiled| Fused {
            strategy: how.strategy,
            compiled,
        }),
        sizes: how.sizes,
    };
    let ready = executor
        .prepare(&subject, &how.settings)
        .map_err(|e| match e {
            Unprepared::Compile { backend, message } => anyhow!(
                "the {backend} backend failed to compile `{}`: {message}",
                def.name
            ),
            Unprepared::Failed(e) => e,
        })?;
    let ran = match streams {
        [] => ready
            .run(inputs)
            .map_err(|stop| stop.into_error(&subject, inputs))?,
        // A streamed run's error is the one its chunks met: finding the
        // first in program order would take the reference the whole
        // stream.
        _ => ready
            .run_streaming(inputs, streams)
            .map_err(|stop| match stop {
                Stop::Failed(e) => e,
                Stop::Runtime(e) => compiling::stopped(loaded, def, e),
            })?,
    };
    if let Some(line) = &ran.summary {
        eprintln!("{line}");
    }
    Ok(ran.value)
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
        if def
            .params
            .iter()
            .any(|p| p.size_name().is_some_and(|n| &**n == param))
        {
            return Err(exit::usage(format!(
                "--input {key}: `{param}` is a size parameter of `{}`; give its value with --size {param}=N",
                def.name
            )));
        }
        if def.params.iter().all(|p| &*p.name != param) {
            let names: Vec<&str> = (def.params.iter())
                .filter(|p| p.size_name().is_none())
                .map(|p| &*p.name)
                .collect();
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
/// The input `paths` give `param`: one `.npy` file, one per component of
/// tuple elements, or, for a scalar, a literal (`--input steps=100`).
fn read_input(param: &str, ty: &ir::ArrayType, paths: &[PathBuf]) -> Result<Array> {
    let elem = &ty.elem;
    if let Some(prim) = elem.as_prim() {
        if let (0, [path]) = (ty.rank(), paths) {
            let text = path.to_string_lossy();
            if let Some(value) = array_files::scalar_literal(param, prim, &text)? {
                return Ok(Array::scalar(value));
            }
        }
    }
    array_files::read_files(param, elem, paths)
}

/// The most memory this process has held resident (`getrusage`'s
/// `ru_maxrss`), in bytes.
pub fn peak_resident_bytes() -> Option<u64> {
    // SAFETY: getrusage writes the struct it is given and nothing else.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        (libc::getrusage(libc::RUSAGE_SELF, &mut usage) == 0).then_some(usage)
    }?;
    // Linux reports kibibytes.
    u64::try_from(usage.ru_maxrss).ok().map(|kib| kib * 1024)
}

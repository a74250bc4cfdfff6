//! `fuselab fuse`: compiles one definition with one fusion strategy (the
//! pass manager, [`passes::compile`]) and prints the labelled
//! graph, the clusters, the fusion trees or a Graphviz picture of the
//! clusters, the loop program after `lower` or any of the CPU's loop
//! rewrites; `--metrics` writes the per-pass metrics as JSON. Also what
//! `compare` shares: the strategies on offer, and the compile options from
//! the command line.

use crate::args::{Emit, FuseArgs};
use crate::program_file::{self};
use crate::table::Table;
use crate::{compiling, exit, files};
use anyhow::Result;
use ir::deps::EdgeKind;
use ir::graph::{ArrayId, Block, LabelledGraph, NodeId, NodeKind};
use ir::ops::Order;
use passes::{compile, Compiled};
use std::fmt::Write;
use std::path::Path;
use std::process::ExitCode;

pub fn fuse(args: &FuseArgs, target: backend::cpu::Target) -> Result<ExitCode> {
    if args.code.unchecked && !matches!(args.emit, Emit::Llvm | Emit::Ptx) {
        return Err(exit::usage(
            "--unchecked applies to --emit llvm and --emit ptx",
        ));
    }
    if args.code.sm.is_some() && args.emit != Emit::Ptx {
        return Err(exit::usage("--sm applies to --emit ptx"));
    }
    if args.after.is_some() && args.emit != Emit::Loops {
        return Err(exit::usage("--after applies to --emit loops"));
    }
    if args.code.strict_float && args.emit != Emit::Llvm {
        return Err(exit::usage("--strict-float applies to --emit llvm"));
    }
    let loaded = program_file::load(&args.program.file)?;
    let def = program_file::entry(&loaded, args.program.entry.as_deref())?;
    let mut options = compiling::options(
        &loaded,
        def,
        &args.program.sizes,
        !args.no_simplify,
        args.program.chunk,
    )?;
    let after = args.after.as_deref().unwrap_or("lower");
    if after != "lower" {
        options.loop_passes = options.loop_passes.through(after).ok_or_else(|| {
            let names: Vec<&str> = options.loop_passes.names().collect();
            exit::usage(format!(
                "--after {after}: no such pass; the loop program can be shown after lower, {}",
                names.join(", ")
            ))
        })?;
    }
    if args.emit == Emit::Lifted {
        print!("{}", lifted_text(&loaded, def, args.program.chunk)?);
        return Ok(ExitCode::SUCCESS);
    }
    let registry = compiling::registry_with(&args.ilp.options()?);
    let strategy = registry
        .get(&args.strategy)
        .map_err(|e| exit::usage(e.to_string()))?;
    let mut c = compile(&loaded.program, def, strategy, &options)
        .map_err(|e| compiling::located(&loaded, e))?;
    // What `--emit llvm` compiles with (every core, as `run` by default).
    let cpu_options = backend::cpu::CpuOptions {
        target,
        checks: !args.code.unchecked,
        strict_float: args.code.strict_float,
        ..Default::default()
    };
    if args.emit == Emit::Llvm {
        record_codegen(&mut c, cpu_options)?;
    }
    let capped = match (args.ilp.step_memory, args.strategy.as_str()) {
        (Some(bytes), "ilp") => {
            let free = ilp::Options {
                step_memory: None,
                ..args.ilp.options()?
            };
            let registry = compiling::registry_with(&free);
            let strategy = registry
                .get("ilp")
                .map_err(|e| exit::usage(e.to_string()))?;
            let free = compile(&loaded.program, def, strategy, &options)
                .map_err(|e| compiling::located(&loaded, e))?;
            let cap = ilp::StepMemory {
                bytes,
                chunk: args.ilp.step_chunk,
            };
            step_memory_lines(&c, &free, cap, &options)
        }
        (Some(_), other) => {
            return Err(exit::usage(format!(
                "--step-memory applies to --strategy ilp, not `{other}`"
            )))
        }
        (None, _) => String::new(),
    };
    let text = match args.emit {
        Emit::Lifted => unreachable!("printed above"),
        Emit::Graph => graph_text(&c),
        Emit::Clusters => clusters_text(&c) + &cost_line(&c) + &capped,
        Emit::Tree => ir::tree::render(&c.graph, &c.items) + &cost_line(&c) + &capped,
        Emit::Dot => dot(&c),
        Emit::Loops if after == "lower" => ir::loops::render(&c.lowered),
        Emit::Loops => ir::loops::render(&c.loops),
        Emit::Ptx => crate::gpu::emit(&c.lowered, args.code.sm.as_deref(), !args.code.unchecked)
            .map_err(|e| {
                anyhow::anyhow!("the PTX backend failed to compile `{}`: {e}", def.name)
            })?,
        Emit::Llvm => backend::cpu::llvm_ir(&c.loops, cpu_options, true).map_err(|e| {
            anyhow::anyhow!("the CPU backend failed to compile `{}`: {e}", def.name)
        })?,
    };
    print!("{text}");
    if let Some(path) = &args.metrics {
        write_metrics(path, &crate::metrics::of(&c.metrics).to_json_pretty())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Compiles the nests to machine code and records it as the pass `llvm` in
/// the metrics (time, nests in, functions compiled out, cache hits).
fn record_codegen(c: &mut Compiled, options: backend::cpu::CpuOptions) -> Result<()> {
    let start = std::time::Instant::now();
    let cp = backend::cpu::compile(&c.loops, options)
        .map_err(|e| anyhow::anyhow!("the CPU backend failed: {e}"))?;
    let micros = start.elapsed().as_micros() as u64;
    c.metrics.passes.push(compiling::llvm_pass(&cp, micros));
    Ok(())
}

/// Writes the metrics under a temporary name, then renames it.
fn write_metrics(path: &Path, json: &str) -> Result<()> {
    use anyhow::Context;
    files::write_file(path, json.as_bytes()).context("--metrics")
}

fn op_name(g: &LabelledGraph, n: NodeId) -> &'static str {
    match &g.node(n).kind {
        NodeKind::Op(op) => op.kind().name(),
        NodeKind::Unit(_) => "unit",
        NodeKind::If { .. } => "if",
        NodeKind::Loop { .. } => "loop",
        NodeKind::Assert(_) => "size check",
    }
}

fn names(g: &LabelledGraph, arrays: &[ArrayId]) -> String {
    if arrays.is_empty() {
        return "-".into();
    }
    arrays
        .iter()
        .map(|a| g.array(*a).name.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn typed(g: &LabelledGraph, arrays: &[ArrayId]) -> String {
    arrays
        .iter()
        .map(|a| format!("{}: {}", g.array(*a).name, g.array(*a).ty))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every block, the top level first, each named for listings.
fn blocks(g: &LabelledGraph) -> Vec<(String, &Block)> {
    let mut out = vec![("top".to_string(), &g.top)];
    let mut i = 0;
    while i < out.len() {
        let b = out[i].1;
        for &n in &b.nodes {
            let node = g.node(n);
            match &node.kind {
                NodeKind::If { then_, else_, .. } => {
                    out.push((format!("{} then", node.label), then_));
                    out.push((format!("{} else", node.label), else_));
                }
                NodeKind::Loop { body, .. } => out.push((format!("{} body", node.label), body)),
                _ => {}
            }
        }
        i += 1;
    }
    out
}

/// `--emit graph`: nodes, blocks, dependencies and siblings.
fn graph_text(c: &Compiled) -> String {
    let g = &c.graph;
    let mut s = String::new();
    let sizes: Vec<&str> = g.sizes.iter().map(|n| &**n).collect();
    let _ = writeln!(
        s,
        "graph {}: {} nodes, {} arrays, sizes {}",
        g.name,
        g.nodes.len(),
        g.arrays.len(),
        if sizes.is_empty() {
            "-".to_string()
        } else {
            sizes.join(", ")
        }
    );
    let all = blocks(g);
    let nested = all.len() > 1;
    let mut t = Table::new(&["node", "op", "inputs", "reads", "outputs"]);
    if nested {
        t.add_column("block", false);
    }
    for (name, b) in &all {
        for &n in &b.nodes {
            let node = g.node(n);
            let mut row = vec![
                node.label.to_string(),
                op_name(g, n).to_string(),
                names(g, &node.inputs),
                names(g, &node.reads),
                typed(g, &node.outputs),
            ];
            if nested {
                row.push(name.clone());
            }
            t.row(row);
        }
    }
    let _ = write!(s, "nodes:\n{}", t.render("  "));
    let mut t = Table::new(&["block", "params", "results"]);
    for (name, b) in &all {
        let params = if b.params.is_empty() {
            "-".into()
        } else {
            typed(g, &b.params)
        };
        t.row(vec![name.clone(), params, names(g, &b.results)]);
    }
    let _ = write!(s, "blocks:\n{}", t.render("  "));
    let mut t = Table::new(&["from", "", "to", "array", "kind"]);
    for e in c.deps.edges() {
        let kind = match e.kind {
            EdgeKind::Fusible => "fusible".to_string(),
            EdgeKind::Infusible(why) => format!("fusion-preventing ({why})"),
        };
        t.row(vec![
            g.node(e.from).label.to_string(),
            "->".into(),
            g.node(e.to).label.to_string(),
            g.array(e.array).name.to_string(),
            kind,
        ]);
    }
    let _ = write!(s, "edges:\n{}", t.render_or("  ", "(none)"));
    let mut t = Table::new(&["nodes", "share"]);
    for sib in &c.deps.siblings {
        t.row(vec![
            format!("{}, {}", g.node(sib.a).label, g.node(sib.b).label),
            g.array(sib.array).name.to_string(),
        ]);
    }
    let _ = write!(s, "siblings:\n{}", t.render_or("  ", "(none)"));
    s
}

/// `--emit clusters`: one line per cluster with its loop direction (or
/// the array an alias shares), its recomputed nodes, whether it joins the
/// row group of the cluster before it, and (for nested blocks) where it
/// runs.
fn clusters_text(c: &Compiled) -> String {
    let g = &c.graph;
    let mut s = String::new();
    for (i, nodes) in c.clustering.clusters().iter().enumerate() {
        let labels: Vec<&str> = nodes.iter().map(|n| &*g.node(*n).label).collect();
        let mut notes = Vec::new();
        let id = ir::cluster::ClusterId::from_index(i);
        if let Some(n) = c.clustering.alias(g, id) {
            notes.push(format!("{}: no loop", passes::alias_of(g, n)));
        } else if nodes
            .iter()
            .any(|n| matches!(g.node(*n).kind, NodeKind::Op(_)))
        {
            notes.push(
                match c.schedule.direction[i] {
                    Order::Backward => "backward",
                    _ => "forward",
                }
                .to_string(),
            );
        } else if nodes
            .iter()
            .any(|n| matches!(g.node(*n).kind, NodeKind::If { .. } | NodeKind::Loop { .. }))
        {
            notes.push("control flow".into());
        } else {
            notes.push("scalar".into());
        }
        let recomputed: Vec<String> = nodes
            .iter()
            .filter(|n| c.schedule.gathered[n.index()])
            .map(|n| passes::recomputed_label(g, *n))
            .collect();
        if !recomputed.is_empty() {
            notes.push(format!("recomputed: {}", recomputed.join(", ")));
        }
        let through: Vec<&str> = nodes
            .iter()
            .filter(|n| c.deps.through[**n])
            .map(|n| &*g.node(*n).label)
            .collect();
        if !through.is_empty() {
            notes.push(format!("written through: {}", through.join(", ")));
        }
        if c.clustering.joined(id) {
            notes.push(format!("shares the outermost loop of c{}", i - 1));
        }
        let block = &c.deps.blocks[c.deps.block_of[nodes[0]]];
        if let Some(owner) = block.owner {
            notes.push(format!("inside {}", g.node(owner).label));
        }
        let _ = writeln!(s, "c{i}: {}  ({})", labels.join(", "), notes.join("; "));
    }
    s
}

fn cost_line(c: &Compiled) -> String {
    format!(
        "cost: {} loops, reads {}, writes {}, duplication {}\n{}",
        c.cost.loops,
        c.cost.total_reads(),
        c.cost.total_writes(),
        c.cost.duplication(),
        step_lines(c)
    )
}

/// `ilp` under `--step-memory` beside the unconstrained optimum `free`:
/// each one's bytes moved at the sizes and the most bytes one of its steps
/// stores at the cap's chunk length, and whether the capped one met the
/// cap (else why not: the strategy's fallback).
fn step_memory_lines(
    c: &Compiled,
    free: &Compiled,
    cap: ilp::StepMemory,
    options: &passes::Options,
) -> String {
    let value_of = |n: &str| options.sizes.get(n).copied();
    let default = options.default_size;
    let figures = |x: &Compiled| -> String {
        let bytes = (x.cost.bytes(&x.graph, &value_of, default))
            .map_or_else(|| "beyond i128".to_string(), |b| b.to_string());
        let steps: Vec<String> = ir::step::step_bytes(&x.graph, &x.deps, &x.clustering)
            .iter()
            .map(|s| {
                let at = s.at(cap.chunk as i64, &value_of, default);
                let at = at.map_or_else(|| "beyond i128".to_string(), |b| b.to_string());
                format!("{} {at} bytes", x.graph.node(s.node).label)
            })
            .collect();
        format!("{bytes} bytes moved; a step stores: {}", steps.join(", "))
    };
    let fallback = (c.metrics.passes.iter()).find_map(|p| match p.figure("fallback") {
        Some(passes::Figure::Text(t)) => Some(t.clone()),
        _ => None,
    });
    let met = ilp::fits(&c.graph, &c.deps, &c.clustering, cap, &value_of, default);
    let mut s = format!(
        "--step-memory {} bytes at a chunk of {} element{} ({}):\n",
        cap.bytes,
        cap.chunk,
        if cap.chunk == 1 { "" } else { "s" },
        match (met, &fallback) {
            (true, _) => "met".to_string(),
            (false, Some(why)) => format!("not met: {why}"),
            (false, None) => "not met".to_string(),
        }
    );
    let _ = writeln!(s, "  ilp under the cap: {}", figures(c));
    let _ = writeln!(s, "  ilp without it:   {}", figures(free));
    s
}

/// Per scheduled loop (a sequence consumer's step), the bytes one chunk
/// stores under the clustering, and per element where they are linear in
/// the chunk's length (`ir::step`).
fn step_lines(c: &Compiled) -> String {
    let mut s = String::new();
    for step in ir::step::step_bytes(&c.graph, &c.deps, &c.clustering) {
        let label = &c.graph.node(step.node).label;
        let _ = write!(s, "step {label}: stores {} bytes per chunk", step.bytes);
        match (&step.chunk, step.per_element()) {
            (Some(chunk), Some((each, fixed))) => {
                let _ = writeln!(s, " of {chunk} elements: {each} per element, {fixed} fixed");
            }
            _ => s.push('\n'),
        }
    }
    s
}

/// A string as a Graphviz quoted string.
fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for ch in s.chars() {
        match ch {
            '"' | '\\' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' => out.push_str("\\n"),
            _ => out.push(ch),
        }
    }
    out.push('"');
    out
}

/// `--emit dot`: one box (`subgraph cluster_N`) per cluster, nodes labelled
/// with label and operation, fusible edges solid, fusion-preventing ones
/// dashed and labelled with the reason. (The experiment reports draw it.)
pub fn dot(c: &Compiled) -> String {
    let g = &c.graph;
    let mut s = String::new();
    let _ = writeln!(s, "digraph {} {{", quoted(&g.name));
    let _ = writeln!(s, "  node [shape=box, fontname=\"Helvetica\"];");
    let _ = writeln!(s, "  edge [fontname=\"Helvetica\", fontsize=10];");
    for (i, nodes) in c.clustering.clusters().iter().enumerate() {
        let _ = writeln!(s, "  subgraph cluster_{i} {{");
        let _ = writeln!(s, "    label={};", quoted(&format!("c{i}")));
        for &n in nodes {
            let label = format!("{}\n{}", g.node(n).label, op_name(g, n));
            let _ = writeln!(s, "    n{} [label={}];", n.index(), quoted(&label));
        }
        let _ = writeln!(s, "  }}");
    }
    for e in c.deps.edges() {
        let array = &g.array(e.array).name;
        let attrs = match e.kind {
            EdgeKind::Fusible => format!("label={}", quoted(array)),
            EdgeKind::Infusible(why) => format!(
                "label={}, style=dashed, color=red",
                quoted(&format!("{array}: {why}"))
            ),
        };
        let _ = writeln!(s, "  n{} -> n{} [{attrs}];", e.from.index(), e.to.index());
    }
    s.push_str("}\n");
    s
}

/// `--emit lifted`: how each operation of the element functions runs over
/// a chunk, then the lifted definition, a `let` per line.
fn lifted_text(loaded: &program_file::Loaded, def: &ir::Def, chunk: Option<u64>) -> Result<String> {
    if ir::sequence::first_use(def).is_none() {
        return Ok(format!(
            "-- `{}` has no sequences: nothing to lift\n",
            def.name
        ));
    }
    let lifting = passes::lift(&loaded.program, &def.name, chunk)
        .map_err(|e| compiling::located(loaded, passes::PassError::Lift(e)))?;
    let chunks = match chunk {
        Some(n) => format!("chunks of {n} elements"),
        None => "chunks sized by the executor's schedule".to_string(),
    };
    let mut out = format!("-- `{}` lifted, {chunks}\n", def.name);
    let mut table = Table::new(&["at", "operation", "over a chunk"]);
    for note in &lifting.notes {
        let at = loaded.file.location(note.span).to_string();
        table.row(vec![at, note.what.clone(), note.class.name().into()]);
    }
    out.push_str(&table.render("-- "));
    out.push_str(&indent_lets(&lifting.text));
    Ok(out)
}

/// Program text with a line break before each `(let ` and `(loop `,
/// indented by its depth in parentheses.
fn indent_lets(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut depth = 0usize;
    for (i, ch) in text.char_indices() {
        if ch == '(' {
            let rest = &text[i..];
            let line_start = out.rfind('\n').map_or(0, |k| k + 1);
            let blank = out[line_start..].trim().is_empty();
            if (rest.starts_with("(let ") || rest.starts_with("(loop ")) && !blank {
                out.push('\n');
                out.push_str(&"  ".repeat(depth + 1));
            }
            depth += 1;
        } else if ch == ')' {
            depth = depth.saturating_sub(1);
        }
        out.push(ch);
    }
    let mut lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    lines.push("");
    lines.join("\n")
}

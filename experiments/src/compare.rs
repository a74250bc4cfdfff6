//! `fuselab compare`: compiles one definition with several fusion
//! strategies and prints, per strategy, the loops, the elements read and
//! written (symbolic), the duplicated work and the bytes moved at the
//! sizes, as an aligned table or as JSON. Also [`Table`], the aligned text
//! tables that `fuse` uses too.

use crate::args::{CompareArgs, Format};
use crate::compiling::{default_strategies, options, registry_with};
use crate::program_file;
use crate::table::Table;
use anyhow::{anyhow, Result};
use passes::{compile, DEFAULT_SIZE};
use std::collections::BTreeMap;
use std::process::ExitCode;

/// One strategy's figures (the JSON form is an array of these).
#[derive(Debug, serde::Serialize)]
struct Row {
    strategy: String,
    loops: usize,
    reads: String,
    writes: String,
    duplication: String,
    /// `null` when too large to compute.
    bytes: Option<i128>,
    /// Elements the loop-IR interpreter read and wrote on random inputs at
    /// the sizes (only when every size name has a `--size`).
    #[serde(skip_serializing_if = "Option::is_none")]
    measured_reads: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    measured_writes: Option<u64>,
}

/// The most input elements the measured columns interpret (2^24: seconds
/// per strategy in the loop-IR interpreter, which counts every access).
pub const MEASURE_LIMIT: u128 = 1 << 24;

/// The table's columns, space-separated (the measured ones follow when
/// there are inputs).
const COLUMNS: &str = "strategy loops reads writes duplication bytes";

pub fn compare(args: &CompareArgs) -> Result<ExitCode> {
    let loaded = program_file::load(&args.program.file)?;
    let def = program_file::entry(&loaded, args.program.entry.as_deref())?;
    let options = options(
        &loaded,
        def,
        &args.program.sizes,
        !args.no_simplify,
        args.program.chunk,
    )?;
    let registry = registry_with(&args.ilp.options()?);
    let names: Vec<String> = if args.strategies.is_empty() {
        default_strategies(&registry)
    } else {
        args.strategies.clone()
    };
    let mut rows = Vec::new();
    let mut sizes: BTreeMap<String, i64> = BTreeMap::new();
    // With every size given, measure: run each strategy's loop nests on the
    // same random inputs and count their traffic.
    let given = crate::compiling::given_sizes(&args.program.sizes)?;
    let all_given = crate::compiling::size_names(def)
        .iter()
        .all(|n| given.contains_key(n.as_str()));
    let wanted = all_given && !args.no_measure;
    let elements: u128 = if wanted {
        interp::input_shapes(def, &given, args.sequences.sequences())
            .map_err(crate::exit::input_error)?
            .iter()
            .map(|s| s.iter().map(|d| *d as u128).product::<u128>())
            .sum()
    } else {
        0
    };
    let measure = wanted && elements <= MEASURE_LIMIT;
    if wanted && !measure {
        eprintln!(
            "note: the inputs have {elements} elements, more than {MEASURE_LIMIT}: the measured \
             columns are left out (the loop-IR interpreter would take minutes); \
             `fuselab run --backend interp` measures one strategy"
        );
    }
    let inputs = if measure {
        Some(
            interp::random_inputs_with(def, &given, args.random.seed, args.sequences.sequences())
                .map_err(crate::exit::input_error)?,
        )
    } else {
        None
    };
    for name in &names {
        let strategy = registry
            .get(name)
            .map_err(|e| crate::exit::usage(e.to_string()))?;
        let c = compile(&loaded.program, def, strategy, &options)?;
        sizes.extend(c.metrics.sizes);
        let cost = c
            .metrics
            .cost
            .ok_or_else(|| anyhow!("internal error: `{name}` left no cost"))?;
        let measured = match &inputs {
            Some(inputs) => {
                let schedule = ir::loops::schedule::Schedule::new(
                    args.sequences.seq_memory,
                    args.program.chunk,
                );
                let run =
                    interp::loops::run_scheduled(&c.lowered, inputs, schedule).map_err(|e| {
                        let e = interp::reported(&loaded.program, def, inputs, e).error;
                        anyhow!(
                            "`{name}`: the loop nests stopped with a run-time error: {e} ({})",
                            loaded.file.location(e.span)
                        )
                    })?;
                Some((run.counts.total_reads(), run.counts.total_writes()))
            }
            None => None,
        };
        rows.push(Row {
            strategy: name.clone(),
            loops: cost.loops,
            reads: cost.reads.to_string(),
            writes: cost.writes.to_string(),
            duplication: cost.duplication.to_string(),
            bytes: cost.bytes,
            measured_reads: measured.map(|m| m.0),
            measured_writes: measured.map(|m| m.1),
        });
    }
    match args.format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&rows)?),
        Format::Table => {
            println!("{}: `{}`", loaded.file.name, def.name);
            println!("{}", sizes_line(&sizes, &options.sizes));
            let columns: Vec<&str> = COLUMNS.split(' ').collect();
            let mut t = Table::new(&columns);
            t.align_right(1);
            t.align_right(5);
            if inputs.is_some() {
                t.add_column("measured reads", true);
                t.add_column("measured writes", true);
            }
            for r in rows {
                let mut cells = vec![
                    r.strategy,
                    r.loops.to_string(),
                    r.reads,
                    r.writes,
                    r.duplication,
                    reports::exact_bytes(r.bytes),
                ];
                if let (Some(mr), Some(mw)) = (r.measured_reads, r.measured_writes) {
                    cells.push(mr.to_string());
                    cells.push(mw.to_string());
                }
                t.row(cells);
            }
            print!("{}", t.render(""));
            if inputs.is_some() {
                println!(
                    "measured: elements the loop-IR interpreter read and wrote on random inputs (seed {})",
                    args.random.seed
                );
            } else if !all_given {
                println!("(give --size for every size name to measure reads and writes by running the loop nests)");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `bytes at n = 1048576 (default), m = 10`: the value of every size name
/// the formulas use, and which are the default.
fn sizes_line(used: &BTreeMap<String, i64>, given: &BTreeMap<String, i64>) -> String {
    if used.is_empty() {
        return "bytes: the formulas use no size names".into();
    }
    let list: Vec<String> = used
        .iter()
        .map(|(n, v)| {
            let mark = if given.contains_key(n) {
                ""
            } else {
                " (default)"
            };
            format!("{n} = {v}{mark}")
        })
        .collect();
    let mut s = format!("bytes at {}", list.join(", "));
    if used.keys().any(|n| !given.contains_key(n)) {
        s.push_str(&format!(
            "; a size not given with --size is 2^20 = {DEFAULT_SIZE}"
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_align_columns_left_or_right() {
        let mut t = Table::new(&["name", "n"]);
        t.align_right(1);
        t.row(vec!["a".into(), "100".into()]);
        t.row(vec!["longer".into(), "7".into()]);
        assert_eq!(
            t.render("> "),
            "> name      n\n> a       100\n> longer    7\n"
        );
        assert_eq!(Table::new(&["x"]).render_or("  ", "(none)"), "  (none)\n");
    }

    #[test]
    fn the_sizes_line_says_which_values_are_defaults() {
        let used: BTreeMap<String, i64> = [("m".to_string(), 5), ("n".to_string(), DEFAULT_SIZE)]
            .into_iter()
            .collect();
        let given: BTreeMap<String, i64> = [("m".to_string(), 5)].into_iter().collect();
        let line = sizes_line(&used, &given);
        assert_eq!(
            line,
            "bytes at m = 5, n = 1048576 (default); a size not given with --size is 2^20 = 1048576"
        );
        assert!(!sizes_line(&given, &given).contains("default"));
    }
}

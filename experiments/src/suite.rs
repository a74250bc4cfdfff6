//! `fuselab suite`: Step 1's main job. Runs every `*.fl` program of a folder
//! (sorted by name) in the reference interpreter on seeded random inputs of
//! the sizes its `-- sizes: n=100000, m=100` header line gives, and prints
//! one line per program: name, sizes, status, elapsed time, outputs.

use crate::args::SuiteArgs;
use crate::program_file::{self, Loaded};
use crate::{array_files, exit};
use anyhow::{anyhow, Result};
use interp::Sizes;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

pub fn suite(args: &SuiteArgs) -> Result<ExitCode> {
    if !(args.scale.is_finite() && args.scale > 0.0) {
        return Err(exit::usage(format!(
            "--scale must be a positive number, got {}",
            args.scale
        )));
    }
    let files = programs_in(&args.dir)?;
    let headers: Vec<Result<Sizes>> = files
        .iter()
        .map(|f| header_sizes(f).map(|s| scaled(&s, args.scale)))
        .collect();
    let shown: Vec<String> = headers
        .iter()
        .map(|h| h.as_ref().map_or_else(|_| "-".to_string(), show_sizes))
        .collect();
    let width = files.iter().map(|f| stem(f).len()).max().unwrap_or(0);
    let swidth = shown.iter().map(String::len).max().unwrap_or(0);
    let mut failed = 0;
    for ((path, header), sizes) in files.iter().zip(headers).zip(&shown) {
        let result = header.and_then(|h| run_one(path, &h, args.random.seed));
        let name = stem(path);
        match result {
            Ok(line) => println!("{name:<width$}  {sizes:<swidth$}  ok      {line}"),
            Err(e) => {
                failed += 1;
                let msg = one_line(&format!("{e:#}"));
                println!("{name:<width$}  {sizes:<20}  FAILED  {msg}");
                // The table is on stdout; each failure, with its file, on stderr.
                let file = path.display().to_string();
                if msg.starts_with(&file) {
                    eprintln!("error: {msg}");
                } else {
                    eprintln!("error: {file}: {msg}");
                }
            }
        }
    }
    let ok = files.len() - failed;
    println!("suite: {} programs, {ok} ok, {failed} failed", files.len());
    if failed > 0 {
        eprintln!(
            "error: {failed} of {} programs in {} failed",
            files.len(),
            args.dir.display()
        );
    }
    Ok(if failed > 0 {
        ExitCode::from(exit::RUNTIME)
    } else {
        ExitCode::SUCCESS
    })
}

/// The `*.fl` files of a folder, sorted by name.
pub fn programs_in(dir: &Path) -> Result<Vec<PathBuf>> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| exit::usage(format!("cannot read the folder {}: {e}", dir.display())))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| anyhow!("cannot list {}: {e}", dir.display()))?
            .path();
        if path.extension().is_some_and(|x| x == "fl") && path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    if files.is_empty() {
        return Err(exit::usage(format!(
            "no *.fl programs in {}",
            dir.display()
        )));
    }
    Ok(files)
}

pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}

/// Checks, makes random inputs and runs one program; `Ok` holds the part of
/// its line after the status: elapsed time and outputs.
fn run_one(path: &Path, sizes: &Sizes, seed: u64) -> Result<String> {
    let (file, checked) = program_file::load_quietly(path)?;
    let program = match checked {
        Ok(p) => p,
        Err(diags) => {
            let first = diags.first().map(String::as_str).unwrap_or("");
            let more = if diags.len() > 1 {
                format!(" (and {} more)", diags.len() - 1)
            } else {
                String::new()
            };
            return Err(anyhow!("{}{more}", one_line(first)));
        }
    };
    let loaded = Loaded { file, program };
    let def = program_file::entry(&loaded, None)?;
    let bound = interp::bind_some_sizes(def, &vec![None; def.params.len()], sizes)?;
    let inputs = interp::random_inputs(def, &bound, seed)?;
    let start = Instant::now();
    let value = quiet_execute(&loaded, def, &inputs, &bound)?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let outputs: Vec<String> = array_files::output_names(def, &value)
        .iter()
        .map(|(n, a)| format!("{n} {}", array_files::short_summary(a)))
        .collect();
    Ok(format!("{ms:>9.1} ms  {}", outputs.join("; ")))
}

/// Like [`run::execute`] with the reference interpreter, without printing
/// the source snippet of a run-time error (the suite keeps one line each).
fn quiet_execute(
    loaded: &Loaded,
    def: &ir::Def,
    inputs: &[ir::Array],
    sizes: &Sizes,
) -> Result<ir::Value> {
    use interp::RunError;
    interp::reference::run_with(&loaded.program, def, inputs, sizes).map_err(|e| match e {
        RunError::Input(e) => anyhow::Error::new(e),
        RunError::Runtime(e) => anyhow!("{}: run-time error: {e}", loaded.file.location(e.span)),
    })
}

/// The header of the sizes for the tests and the default sweep.
pub const SIZES: &str = "sizes";
/// The headers a program's sizes come from: `-- sizes:` (the tests and
/// the default sweep) and `-- bench-sizes:` (memory-bound benchmarks).
pub const HEADERS: [&str; 2] = [SIZES, "bench-sizes"];

/// The sizes of a program's `-- sizes: n=100000, m=100` line (names and
/// values separated by commas and/or spaces).
pub fn header_sizes(path: &Path) -> Result<Sizes> {
    header_line_sizes(path, SIZES)
}

/// The sizes of a program's `-- KEY: n=..., m=...` line (`KEY` one of
/// [`HEADERS`]).
pub fn header_line_sizes(path: &Path, key: &str) -> Result<Sizes> {
    header_line_if_any(path, key)?.ok_or_else(|| no_header_line(key))
}

/// The error of a program without a `-- KEY:` line.
pub fn no_header_line(key: &str) -> anyhow::Error {
    anyhow!("no `-- {key}: n=..., m=...` header line")
}

/// [`header_line_sizes`], `None` where the program has no such line (a
/// line that is there but wrong is an error).
pub fn header_line_if_any(path: &Path, key: &str) -> Result<Option<Sizes>> {
    let text =
        crate::files::read(path).map_err(|e| anyhow!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&text);
    let line = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("--"))
        .find_map(|l| l.trim_start().strip_prefix(key)?.strip_prefix(':'));
    line.map(parse_sizes_line).transpose()
}

fn parse_sizes_line(line: &str) -> Result<Sizes> {
    let mut sizes = Sizes::new();
    for item in line
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        let (name, value) =
            crate::args::parse_size(item).map_err(|e| anyhow!("bad sizes header: {e}"))?;
        if sizes.insert(name.as_str().into(), value).is_some() {
            return Err(anyhow!("bad sizes header: size `{name}` is given twice"));
        }
    }
    if sizes.is_empty() {
        return Err(anyhow!("bad sizes header: no sizes after `sizes:`"));
    }
    Ok(sizes)
}

/// Every size times `scale`, rounded; a positive size stays at least 1.
pub fn scaled(sizes: &Sizes, scale: f64) -> Sizes {
    sizes
        .iter()
        .map(|(n, &v)| {
            let s = (v as f64 * scale).round() as i64;
            (n.clone(), if v > 0 { s.max(1) } else { s })
        })
        .collect()
}

fn show_sizes(sizes: &Sizes) -> String {
    let parts: Vec<String> = sizes.iter().map(|(n, v)| format!("{n}={v}")).collect();
    parts.join(" ")
}

/// The first line of a message (rendered diagnostics span several).
fn one_line(s: &str) -> String {
    s.lines().next().unwrap_or("").trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(pairs: &[(&str, i64)]) -> Sizes {
        pairs.iter().map(|(n, v)| ((*n).into(), *v)).collect()
    }

    #[test]
    fn sizes_lines_take_commas_or_spaces() {
        assert_eq!(
            parse_sizes_line(" n=100000, m=100").unwrap(),
            sizes(&[("n", 100000), ("m", 100)])
        );
        assert_eq!(
            parse_sizes_line(" h=200 w=3").unwrap(),
            sizes(&[("h", 200), ("w", 3)])
        );
        let e = parse_sizes_line(" n=ten").unwrap_err().to_string();
        assert!(e.contains("size `n`"), "{e}");
        assert!(parse_sizes_line(" n=1, n=2").is_err());
        assert!(parse_sizes_line("  ").is_err());
    }

    #[test]
    fn scaling_rounds_and_keeps_positive_sizes_positive() {
        let s = sizes(&[("n", 100000), ("m", 3), ("z", 0)]);
        assert_eq!(scaled(&s, 0.01), sizes(&[("n", 1000), ("m", 1), ("z", 0)]));
    }
}

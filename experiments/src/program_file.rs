//! Loading a program file: reading it, refusing text that is not UTF-8,
//! parsing and type-checking it (diagnostics go to stderr), and choosing the
//! entry definition. Also the `check` subcommand.

use crate::exit::{self, ProgramText};
use anyhow::Result;
use ir::{Def, Program, SourceFile};
use std::path::Path;
use std::process::ExitCode;

/// A checked program with its source text (for rendering run-time errors).
pub struct Loaded {
    pub file: SourceFile,
    pub program: Program,
}

/// Reads and checks a program, printing its diagnostics to stderr.
pub fn load(path: &Path) -> Result<Loaded> {
    let (file, result) = load_quietly(path)?;
    match result {
        Ok(program) => Ok(Loaded { file, program }),
        Err(diags) => {
            for d in &diags {
                eprint!("{}", with_newline(d.clone()));
            }
            Err(anyhow::Error::new(ProgramText {
                summary: count_errors(&file, diags.len()),
                errors: diags.len(),
            }))
        }
    }
}

/// Reads and checks a program; diagnostics are returned, not printed. An
/// unreadable file is a usage error; text that is not UTF-8 comes back as a
/// `lexical error` line with its location.
pub fn load_quietly(path: &Path) -> Result<(SourceFile, Result<Program, Vec<String>>)> {
    let name = path.display().to_string();
    let bytes = crate::files::read(path)
        .map_err(|e| exit::usage(format!("cannot read program {name}: {e}")))?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let prefix = String::from_utf8_lossy(&bytes[..valid]).into_owned();
            let file = SourceFile::new(name.clone(), prefix);
            let at = file.location(ir::Span::new(valid, valid));
            let msg = format!(
                "{at}: lexical error: the file is not UTF-8 text (byte 0x{:02x} at offset {valid})",
                bytes[valid]
            );
            return Ok((file, Err(vec![msg])));
        }
    };
    let file = SourceFile::new(name, text);
    let result = ir::check_source(&file);
    let result = result.map_err(|diags| diags.iter().map(|d| d.render(&file)).collect());
    Ok((file, result))
}

fn with_newline(s: String) -> String {
    if s.ends_with('\n') {
        s
    } else {
        s + "\n"
    }
}

fn count_errors(file: &SourceFile, n: usize) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{}: {n} error{plural} in the program text", file.name)
}

/// The definition `--entry` names, or the last one.
pub fn entry<'p>(loaded: &'p Loaded, name: Option<&str>) -> Result<&'p Def> {
    let program = &loaded.program;
    program.entry(name).ok_or_else(|| match name {
        Some(n) => {
            let defs: Vec<&str> = program.defs.iter().map(|d| &*d.name).collect();
            exit::usage(format!(
                "{} has no definition named `{n}` (its definitions: {})",
                loaded.file.name,
                defs.join(", ")
            ))
        }
        None => exit::usage(format!("{} has no definitions", loaded.file.name)),
    })
}

/// `fuselab check FILE`: prints every definition's signature.
pub fn check(path: &Path) -> Result<ExitCode> {
    let loaded = load(path)?;
    for def in &loaded.program.defs {
        println!("{}", def.signature());
    }
    Ok(ExitCode::SUCCESS)
}

//! What the measurement examples share: the program file and its sizes
//! from the command line (`[FILE.fl [SIZE=V ..]]` from a given argument on).

use std::collections::BTreeMap;
use std::sync::Arc;

/// A program checked from its file, and the sizes to run it at.
pub struct Chosen {
    pub file: String,
    pub program: ir::Program,
    pub sizes: BTreeMap<Arc<str>, i64>,
}

/// The program of `args[at]` (else `default_file`) at the sizes
/// `SIZE=V` of the arguments after it (else `default_sizes`); panics with
/// the reason on a file that does not check or a malformed size.
pub fn choose(
    args: &[String],
    at: usize,
    default_file: String,
    default_sizes: &[(&str, i64)],
) -> Chosen {
    let file = args.get(at).cloned().unwrap_or(default_file);
    let mut sizes: BTreeMap<Arc<str>, i64> =
        default_sizes.iter().map(|&(k, v)| (k.into(), v)).collect();
    if args.len() > at + 1 {
        sizes.clear();
    }
    for a in args.iter().skip(at + 1) {
        let (k, v) = a.split_once('=').expect("SIZE=V");
        sizes.insert(k.into(), v.parse().expect("a number"));
    }
    let text = std::fs::read_to_string(&file).expect("the program file");
    let program = ir::check_source(&ir::SourceFile::new(file.clone(), text))
        .unwrap_or_else(|_| panic!("{file} checks"));
    Chosen {
        file,
        program,
        sizes,
    }
}

/// The median of each way's times (sorted in place).
pub fn medians(times: &mut [Vec<f64>]) -> Vec<f64> {
    times
        .iter_mut()
        .map(|t| {
            t.sort_by(f64::total_cmp);
            t[t.len() / 2]
        })
        .collect()
}

/// Prints a switch's medians on and off, and their ratio.
pub fn print_on_off(name: &str, on_ms: f64, off_ms: f64) {
    println!("  {name} on    {on_ms:8.1} ms");
    println!("  {name} off   {off_ms:8.1} ms");
    println!("  off / on: {:.2}", off_ms / on_ms);
}

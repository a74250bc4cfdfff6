//! The compute probe of `fuselab calibrate`: the seconds one scalar
//! operation of each class ([`ir::work::OpClass`]) takes in the code
//! fuselab generates, on some number of threads. Each class is a `map` over
//! `f32`s small enough to stay in cache whose function sums many
//! independent operations of that class (each of the element and a
//! constant that differs per term, so nothing folds and the vector units
//! overlap them, as they do across a real function's independent parts),
//! compiled by the CPU backend like any program. Its time over its
//! operations ([`Ops::of`] counts them, so the probe and the model count
//! alike) is the class's cost, less the simple operations that join the
//! terms, and less the time of the same run with no operations at all
//! ([`IDENTITY`]: starting the run's threads, loading and storing the
//! array), which on several threads is as long as a class's operations
//! take on such a small array.

use anyhow::{anyhow, Context, Result};
use backend::cpu::{self, CpuOptions};
use ir::work::{OpClass, OpSeconds, Ops};
use ir::{Array, Buffer, Prim, ScalarType};

/// Elements of the probe's array (f32): 256 KiB in and out, in the L2
/// cache of every CPU of this kind, so the probe's time is its operations'.
pub const COMPUTE_ELEMENTS: usize = 1 << 16;

/// Elements of the call probe's array: few enough that the nest's work is
/// nothing beside calling it, enough to split into a chunk per thread
/// (`backend::cpu`'s driver splits an extent of at least two per thread).
pub const CALL_ELEMENTS: usize = 64;

/// Runs of the call probe: its time is microseconds, and the best of many
/// is the call's own.
const CALL_REPS: usize = 50;

/// Terms of each probe's sum: enough that the loop's overhead and its
/// loads and stores are a few percent of its time.
const TERMS: usize = 48;

/// The compute probe's figures on `threads` threads.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Compute {
    pub threads: usize,
    /// f32 elements of each probe's array.
    pub elements: usize,
    /// Seconds per operation of each class, best of the repetitions.
    pub seconds: OpSeconds,
    /// Seconds of a nest that does nearly nothing ([`IDENTITY`] on
    /// [`CALL_ELEMENTS`] elements), inside the nest: calling its function
    /// and, on several threads, starting its chunks on them and waiting
    /// for them. Every nest costs it. `None` in a profile written before
    /// it was measured.
    #[serde(default)]
    pub call_seconds: Option<f64>,
}

/// A probe's program text: `map` of a sum of `TERMS` terms, each from
/// `term` (given the element `x` and a constant that differs per term).
fn sum_of(term: &dyn Fn(&str) -> String) -> String {
    let mut body = String::from("let y0 = x in\n");
    for k in 1..=TERMS {
        let c = format!("{:.6}f32", 0.5 + k as f64 / 97.0);
        body += &format!("    let y{k} = y{} + {} in\n", k - 1, term(&c));
    }
    body += &format!("    y{TERMS}");
    format!("def probe (xs: [n]f32) : [n]f32 =\n  map (\\x ->\n    {body}) xs\n")
}

/// The probe with no operations: the same run's fixed part.
const IDENTITY: &str = "def probe (xs: [n]f32) : [n]f32 =\n  map (\\x -> x) xs\n";

/// The probe of `class`: terms of one operation of it on arguments in
/// its domain and small enough that nothing overflows (`x` is in [0.5,
/// 1.5)).
fn text(class: OpClass) -> String {
    sum_of(&|c: &str| match class {
        OpClass::Simple => format!("x * {c}"),
        OpClass::Division => format!("{c} / (x + {c})"),
        OpClass::Exp => format!("exp (x * {c})"),
        OpClass::Log => format!("log (x + {c})"),
        OpClass::Sin => format!("sin (x + {c})"),
        OpClass::Cos => format!("cos (x + {c})"),
        OpClass::Tan => format!("tan (x * {c})"),
        OpClass::Pow => format!("pow x {c}"),
    })
}

/// The operations one element of a probe does, as the model counts them.
fn ops_of(text: &str) -> Result<Ops> {
    let program = ir::check_source(&ir::SourceFile::new("probe.fl", text))
        .map_err(|d| anyhow!("the compute probe's program does not check: {d:?}"))?;
    let def = program.entry(None).context("the probe's definition")?;
    let mut ops = Ops::ZERO;
    if let ir::ast::AExprKind::Op(op) = &def.body.kind {
        if let ir::ast::Op::Map { f, .. } = &**op {
            ops = Ops::of(&f.body);
        }
    }
    if ops.is_zero() {
        return Err(anyhow!("the compute probe's program is not one map"));
    }
    Ok(ops)
}

/// Best milliseconds of a whole run of `text` compiled for `threads`
/// threads, over `reps` runs on [`COMPUTE_ELEMENTS`] elements.
fn best_ms(text: &str, threads: usize, reps: usize) -> Result<f64> {
    let options = CpuOptions {
        threads,
        ..CpuOptions::default()
    };
    Ok(best_run(text, &[COMPUTE_ELEMENTS], options, reps)?.0)
}

/// Best milliseconds of a whole run of `text` compiled for `threads`
/// threads and of its time inside nests, over `reps` runs on an `f32`
/// array of `shape`.
fn best_run(text: &str, shape: &[usize], options: CpuOptions, reps: usize) -> Result<(f64, f64)> {
    let program = ir::check_source(&ir::SourceFile::new("probe.fl", text))
        .map_err(|d| anyhow!("the compute probe's program does not check: {d:?}"))?;
    let def = program.entry(None).context("the probe's definition")?;
    let registry = passes::Registry::builtin();
    let strategy = registry.get("none").map_err(|e| anyhow!("{e}"))?;
    let compiled = passes::compile(
        &program,
        def,
        strategy,
        &passes::Options {
            loop_passes: cpu::rewrite::passes(&options),
            ..passes::Options::default()
        },
    )
    .map_err(|e| anyhow!("the compute probe did not compile: {e}"))?;
    let cp = cpu::compile(&compiled.loops, options)
        .map_err(|e| anyhow!("the compute probe did not compile for the CPU: {e}"))?;
    let elements: usize = shape.iter().product();
    let xs: Vec<f32> = (0..elements)
        .map(|i| 0.5 + (i % 1000) as f32 / 1000.0)
        .collect();
    let input = Array::from_buffers(
        shape.to_vec(),
        ScalarType::Prim(Prim::F32),
        vec![Buffer::F32(xs)],
    )?;
    let inputs = [input];
    let (mut best, mut best_nests) = (f64::INFINITY, f64::INFINITY);
    // One run first that is not counted (pages, caches). Each run's
    // outputs go back to the backend's pool, as `bench`'s do, so that the
    // next run writes memory already faulted in: the probes measure the
    // loops, as `bench` does, not the kernel's first touch of new pages.
    for _ in 0..reps.max(1) + 1 {
        let run = cpu::run(&cp, &inputs).map_err(|e| anyhow!("the compute probe failed: {e}"))?;
        best = best.min(run.run_ms);
        best_nests = best_nests.min(run.nest_ms.iter().sum());
        cpu::recycle(run.value);
    }
    Ok((best, best_nests))
}

/// Rows and columns of the transposed-read probe's `f32` matrix: 64 MiB,
/// larger than the last-level cache of the CPUs of this kind.
pub const TRANSPOSED_SIDE: usize = 1 << 12;

/// The transposed-read probe's program: each element of the result read
/// from a column of the operand, in a loop over the result (which the CPU
/// backend tiles, as it does every transposed read of a 2-D nest).
const TRANSPOSED: &str =
    "def probe (a: [m][n]f32) : [n][m]f32 =\n  map (\\x -> x + 1.0f32) (transpose a)\n";

/// The bandwidth in GB/s of a read down the columns of an array in the
/// code fuselab generates, on `threads` threads, in tiles (`tiles`) or
/// not (as a nest that the CPU backend does not tile reads: one whose
/// inner loop also folds or scans, or stores a second result): the best
/// time inside the nest of [`TRANSPOSED`] on a [`TRANSPOSED_SIDE`]-square
/// matrix over `reps` runs, less its in-order stores at `triad_gbs` (never
/// below a quarter of it), over the bytes it reads.
pub fn transposed_gbs(threads: usize, reps: usize, triad_gbs: f64, tiles: bool) -> Result<f64> {
    let side = TRANSPOSED_SIDE;
    let options = CpuOptions {
        threads,
        tiles,
        ..CpuOptions::default()
    };
    let (_, nests_ms) = best_run(TRANSPOSED, &[side, side], options, reps)?;
    let bytes = (side * side * 4) as f64;
    let seconds = nests_ms * 1e-3;
    let reading = (seconds - bytes / (triad_gbs * 1e9)).max(seconds / 4.0);
    Ok(bytes / reading / 1e9)
}

/// The seconds of a nest that does nearly nothing on `threads` threads,
/// best of [`CALL_REPS`] runs ([`Compute::call_seconds`]).
fn call_seconds(threads: usize) -> Result<f64> {
    let options = CpuOptions {
        threads,
        ..CpuOptions::default()
    };
    let (_, nests_ms) = best_run(IDENTITY, &[CALL_ELEMENTS], options, CALL_REPS)?;
    Ok(nests_ms * 1e-3)
}

/// The compute probe on `threads` threads, best of `reps` runs per class.
pub fn probe(threads: usize, reps: usize) -> Result<Compute> {
    let per_element = |ms: f64| ms * 1e-3 / COMPUTE_ELEMENTS as f64;
    let fixed = best_ms(IDENTITY, threads, reps)?;
    let mut seconds = [0.0f64; 8];
    for class in OpClass::ALL {
        let probe = text(class);
        let ops = ops_of(&probe)?;
        // Never below a tenth of the whole run: the fixed part is measured
        // apart and may vary by as much as the operations take.
        let ms = best_ms(&probe, threads, reps)?;
        let time = per_element((ms - fixed).max(ms / 10.0));
        // Less the simple operations (measured first) that join the terms.
        let own = match class {
            OpClass::Simple => time,
            _ => time - ops.get(OpClass::Simple) * seconds[OpClass::Simple as usize],
        };
        let simple = seconds[OpClass::Simple as usize];
        seconds[class as usize] = (own / ops.get(class)).max(simple);
    }
    Ok(Compute {
        threads,
        elements: COMPUTE_ELEMENTS,
        seconds: OpSeconds::from_fn(|c| seconds[c as usize]),
        call_seconds: Some(call_seconds(threads)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each probe is a map whose operations are of its class but for the
    /// simple ones that join the terms.
    #[test]
    fn the_identity_probe_has_no_operations() {
        assert!(ops_of(IDENTITY).is_err(), "no operations: not a probe");
        let program = ir::check_source(&ir::SourceFile::new("probe.fl", IDENTITY));
        assert!(program.is_ok(), "{IDENTITY}");
    }

    #[test]
    fn each_probe_counts_its_class() {
        for class in OpClass::ALL {
            let ops = ops_of(&text(class)).unwrap();
            // The simple probe's terms are a multiply and the join.
            let own = match class {
                OpClass::Simple => 2.0 * TERMS as f64,
                _ => TERMS as f64,
            };
            assert_eq!(ops.get(class), own, "{class:?}");
            for other in OpClass::ALL
                .into_iter()
                .filter(|o| *o != class && *o != OpClass::Simple)
            {
                assert_eq!(ops.get(other), 0.0, "{class:?} counts {other:?}");
            }
        }
    }
}

//! Fused loops written by hand for some suite programs: what a careful
//! engineer would write in Rust, with the programs' exact semantics
//! (wrapping integer arithmetic, truncating division that fails on a zero
//! divisor), split across threads like the backend's chunks. Like the
//! backend, they divide by a loop-invariant divisor through its reciprocal
//! (`backend::llvm::divide`) rather than a divide instruction, and write into the
//! buffers of their previous result when given them.

use crate::bench_probe::chunk_len;
use backend::cpu::FreshMemory;
use backend::llvm::divide::{divide, Reciprocal};
use ir::{Array, Buffer, Def, Scalar, ScalarType, Value};

/// Where a hand loop writes its results: into the buffers of an earlier
/// result where they fit (`spare`), else into new memory prepared as the
/// CPU backend prepares its new outputs for the same target (`fresh`), so
/// that fresh-output comparisons are fair.
pub struct Outputs {
    pub spare: Vec<Buffer>,
    pub fresh: FreshMemory,
}

/// `n` zeros (fresh pages from the allocator, which the kernel faults in
/// on first write), prepared `fresh` (`backend::cpu::memory`).
pub fn zeroed<T: Copy + Default>(n: usize, fresh: FreshMemory) -> Vec<T> {
    let mut v = vec![T::default(); n];
    backend::cpu::prepare(
        v.as_mut_ptr() as *mut u8,
        std::mem::size_of_val(&v[..]),
        fresh,
    );
    v
}

/// `spare` when it has `n` elements (every element gets written), else
/// [`zeroed`].
fn output<T: Copy + Default>(spare: Vec<T>, n: usize, fresh: FreshMemory) -> Vec<T> {
    if spare.len() == n {
        spare
    } else {
        zeroed(n, fresh)
    }
}

/// The buffers of a result, for the next run to write into.
pub fn into_buffers(v: Value) -> Vec<Buffer> {
    match v {
        Value::Array(a) => a.into_buffers(),
        Value::Tuple(vs) => vs.into_iter().flat_map(into_buffers).collect(),
    }
}

/// Both quotients of one chunk, by the backend's division by a
/// prepared reciprocal. Compiled for AVX-512 where the CPU has it (as
/// the backend's JIT compiles for the host CPU), so the loop vectorises.
fn divide_chunk(x: &[i64], y1: &mut [i64], y2: &mut [i64], d1: Reciprocal, d2: Reciprocal) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512dq") {
        // SAFETY: the CPU has the features the function is compiled for.
        return unsafe { divide_chunk_avx512(x, y1, y2, d1, d2) };
    }
    divide_chunk_any(x, y1, y2, d1, d2)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512dq,avx512vl,avx2")]
unsafe fn divide_chunk_avx512(
    x: &[i64],
    y1: &mut [i64],
    y2: &mut [i64],
    d1: Reciprocal,
    d2: Reciprocal,
) {
    divide_chunk_any(x, y1, y2, d1, d2)
}

#[inline(always)]
fn divide_chunk_any(x: &[i64], y1: &mut [i64], y2: &mut [i64], d1: Reciprocal, d2: Reciprocal) {
    for ((&x, y1), y2) in x.iter().zip(y1).zip(y2) {
        *y1 = divide(x, d1);
        *y2 = divide(x, d2);
    }
}

/// A hand loop for one program.
pub struct HandLoop {
    pub name: &'static str,
    pub shape: &'static str,
    /// Whether the definition has the signature the loop is written for.
    pub fits: fn(&Def) -> bool,
    /// Runs it on the program's inputs with the given threads, writing
    /// into [`Outputs`].
    pub run: RunFn,
}

/// `run(inputs, threads, outputs)`.
pub type RunFn = fn(&[Array], usize, Outputs) -> Result<Value, String>;

/// The hand loop for the program whose file stem is `stem`.
pub fn for_program(stem: &str) -> Option<HandLoop> {
    match stem {
        "normalise2" => Some(HandLoop {
            name: "normalise2",
            shape: "2 passes: both sums, then both divisions",
            fits: |d| signature(d) == ["[n]i64"],
            run: |inputs, threads, outputs| {
                let [xs] = inputs else {
                    return Err("normalise2 takes one input".into());
                };
                let fresh = outputs.fresh;
                let mut spare = outputs.spare.into_iter();
                let mut next = || match spare.next() {
                    Some(Buffer::I64(v)) => v,
                    _ => Vec::new(),
                };
                let (ys1, ys2) = normalise2(i64s(xs)?, threads, next(), next(), fresh)?;
                Ok(Value::Tuple(vec![
                    Value::Array(vector(Buffer::I64(ys1))),
                    Value::Array(vector(Buffer::I64(ys2))),
                ]))
            },
        }),
        "dotp" => Some(HandLoop {
            name: "dotp",
            shape: "1 pass",
            fits: |d| signature(d) == ["[n]f32", "[n]f32"],
            run: |inputs, threads, _| {
                let [xs, ys] = inputs else {
                    return Err("dotp takes two inputs".into());
                };
                let v = dotp(f32s(xs)?, f32s(ys)?, threads)?;
                Ok(Value::Array(Array::scalar(Scalar::F32(v))))
            },
        }),
        "saxpy" => Some(HandLoop {
            name: "saxpy",
            shape: "1 pass",
            fits: |d| signature(d) == ["[]f32", "[n]f32", "[n]f32"],
            run: |inputs, threads, outputs| {
                let [a, xs, ys] = inputs else {
                    return Err("saxpy takes three inputs".into());
                };
                let a = match f32s(a)? {
                    [a] => *a,
                    _ => return Err("saxpy's `a` is one number".into()),
                };
                let zs = match outputs.spare.into_iter().next() {
                    Some(Buffer::F32(v)) => v,
                    _ => Vec::new(),
                };
                let zs = saxpy(a, f32s(xs)?, f32s(ys)?, threads, zs, outputs.fresh)?;
                Ok(Value::Array(vector(Buffer::F32(zs))))
            },
        }),
        _ => None,
    }
}

fn signature(d: &Def) -> Vec<String> {
    d.params.iter().map(|p| p.ty.to_string()).collect()
}

fn vector(b: Buffer) -> Array {
    let prim = b.prim();
    Array::from_buffers(vec![b.len()], ScalarType::Prim(prim), vec![b])
        .expect("a vector of one prim")
}

fn i64s(a: &Array) -> Result<&[i64], String> {
    match a.buffers() {
        [Buffer::I64(v)] => Ok(v),
        _ => Err(format!("expected i64 elements, got {}", a.elem())),
    }
}

fn f32s(a: &Array) -> Result<&[f32], String> {
    match a.buffers() {
        [Buffer::F32(v)] => Ok(v),
        _ => Err(format!("expected f32 elements, got {}", a.elem())),
    }
}

/// `ys1 = xs / sum xs`, `ys2 = xs / sum (scanl1 (+) xs)` in i64.
///
/// Pass 1 reads `xs` once and computes both sums: each thread takes a
/// chunk and computes its sum `s` and the sum `p` of its local running
/// sums; the running sum at an element is the chunk's local one plus
/// the sums of the chunks before it, so `sum2` is the sum over chunks
/// of `p + before * len` (exact in wrapping arithmetic). Pass 2 reads
/// `xs` again and writes both results, one chunk per thread, dividing
/// by the two sums through their reciprocals.
pub fn normalise2(
    xs: &[i64],
    threads: usize,
    ys1: Vec<i64>,
    ys2: Vec<i64>,
    fresh: FreshMemory,
) -> Result<(Vec<i64>, Vec<i64>), String> {
    let n = xs.len();
    let chunk = chunk_len(n, threads);
    let partial: Vec<(i64, i64, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = xs
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let (mut s, mut p) = (0i64, 0i64);
                    for &x in part {
                        s = s.wrapping_add(x);
                        p = p.wrapping_add(s);
                    }
                    (s, p, part.len())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a summing thread"))
            .collect()
    });
    let (mut sum1, mut sum2) = (0i64, 0i64);
    for (s, p, len) in partial {
        sum2 = sum2.wrapping_add(p.wrapping_add(sum1.wrapping_mul(len as i64)));
        sum1 = sum1.wrapping_add(s);
    }
    let (d1, d2) = match (Reciprocal::new(sum1), Reciprocal::new(sum2)) {
        (Some(d1), Some(d2)) => (d1, d2),
        _ if n == 0 => return Ok((vec![], vec![])),
        _ => return Err("division by zero".into()),
    };
    let mut ys1 = output(ys1, n, fresh);
    let mut ys2 = output(ys2, n, fresh);
    std::thread::scope(|scope| {
        for ((x, y1), y2) in xs
            .chunks(chunk)
            .zip(ys1.chunks_mut(chunk))
            .zip(ys2.chunks_mut(chunk))
        {
            scope.spawn(move || divide_chunk(x, y1, y2, d1, d2));
        }
    });
    Ok((ys1, ys2))
}

/// `fold (+) 0 (zipWith (*) xs ys)` in f32: one pass, a chunk per
/// thread, 16 partial sums per chunk (so that it vectorises), added up
/// at the end.
pub fn dotp(xs: &[f32], ys: &[f32], threads: usize) -> Result<f32, String> {
    if xs.len() != ys.len() {
        return Err("xs and ys differ in length".into());
    }
    let chunk = chunk_len(xs.len(), threads);
    let partial: Vec<f32> = std::thread::scope(|scope| {
        let handles: Vec<_> = xs
            .chunks(chunk)
            .zip(ys.chunks(chunk))
            .map(|(x, y)| scope.spawn(move || dot(x, y)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a summing thread"))
            .collect()
    });
    Ok(partial.into_iter().fold(0.0, |a, b| a + b))
}

fn dot(x: &[f32], y: &[f32]) -> f32 {
    const LANES: usize = 16;
    let mut acc = [0f32; LANES];
    let xc = x.chunks_exact(LANES);
    let yc = y.chunks_exact(LANES);
    let (xr, yr) = (xc.remainder(), yc.remainder());
    for (a, b) in xc.zip(yc) {
        for k in 0..LANES {
            acc[k] += a[k] * b[k];
        }
    }
    let mut tail = 0f32;
    for (a, b) in xr.iter().zip(yr) {
        tail += a * b;
    }
    acc.iter().fold(0.0, |s, v| s + v) + tail
}

/// `zs = map (\x y -> a * x + y) xs ys` in f32: one pass, a chunk per
/// thread.
pub fn saxpy(
    a: f32,
    xs: &[f32],
    ys: &[f32],
    threads: usize,
    zs: Vec<f32>,
    fresh: FreshMemory,
) -> Result<Vec<f32>, String> {
    if xs.len() != ys.len() {
        return Err("xs and ys differ in length".into());
    }
    let n = xs.len();
    let chunk = chunk_len(n, threads);
    let mut zs = output(zs, n, fresh);
    std::thread::scope(|scope| {
        for ((z, x), y) in zs
            .chunks_mut(chunk)
            .zip(xs.chunks(chunk))
            .zip(ys.chunks(chunk))
        {
            scope.spawn(move || {
                for ((z, x), y) in z.iter_mut().zip(x).zip(y) {
                    *z = a * x + y;
                }
            });
        }
    });
    Ok(zs)
}

#[cfg(test)]
mod tests {
    use crate::hand;
    use ir::{Scalar, SourceFile, Value};
    use std::path::Path;

    /// The suite program `name`, checked, and its last definition's result
    /// on random inputs at `n` in the reference interpreter and in the hand
    /// loop (on 1 and 3 threads).
    fn both(name: &str, n: i64, seed: u64) -> Vec<(Value, Value)> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("programs")
            .join(format!("{name}.fl"));
        let text = std::fs::read_to_string(&path).expect("the program exists");
        let file = SourceFile::new(path.display().to_string(), text);
        let program = ir::check_source(&file).unwrap_or_else(|_| panic!("{name} checks"));
        let def = program.entry(None).expect("a definition");
        let h = hand::for_program(name).expect("a hand loop");
        assert!((h.fits)(def), "{name}: the signature has changed");
        let sizes = [(ir::Name::from("n"), n)].into_iter().collect();
        let inputs = interp::random_inputs(def, &sizes, seed).expect("inputs");
        let want = interp::reference::run(&program, def, &inputs).expect("the reference runs");
        let outputs = |spare| hand::Outputs {
            spare,
            fresh: backend::cpu::FreshMemory::DEFAULT,
        };
        let first = (h.run)(&inputs, 1, outputs(vec![])).expect("the hand loop runs");
        // Again on 3 threads, into the first result's buffers, spoilt.
        let mut spare = hand::into_buffers(first.clone());
        for b in &mut spare {
            match b {
                ir::Buffer::I64(v) => v.fill(-7),
                ir::Buffer::F32(v) => v.fill(9.5),
                _ => {}
            }
        }
        let second = (h.run)(&inputs, 3, outputs(spare)).expect("the hand loop runs");
        vec![(first, want.clone()), (second, want)]
    }

    fn floats(v: &Value) -> Vec<f64> {
        v.arrays()
            .iter()
            .flat_map(|a| a.to_scalars())
            .map(|s| match s {
                Scalar::F32(x) => x as f64,
                Scalar::F64(x) => x,
                other => panic!("not a float: {other}"),
            })
            .collect()
    }

    #[test]
    fn hand_normalise2_equals_the_reference() {
        for (n, seed) in [(0, 1), (1, 2), (2, 3), (7, 4), (1000, 5), (4099, 6)] {
            for (got, want) in both("normalise2", n, seed) {
                assert_eq!(got, want, "n = {n}");
            }
        }
        // Enough large elements that the sums wrap around.
        let xs: Vec<i64> = (0..1000).map(|i| i64::MAX / 3 + i * 7919).collect();
        let (mut s1, mut scan, mut s2) = (0i64, 0i64, 0i64);
        for &x in &xs {
            s1 = s1.wrapping_add(x);
            scan = scan.wrapping_add(x);
            s2 = s2.wrapping_add(scan);
        }
        let (ys1, ys2) =
            hand::normalise2(&xs, 4, vec![], vec![], backend::cpu::FreshMemory::DEFAULT).unwrap();
        for (i, &x) in xs.iter().enumerate() {
            assert_eq!((ys1[i], ys2[i]), (x.wrapping_div(s1), x.wrapping_div(s2)));
        }
        assert!(
            hand::normalise2(
                &[0, 0, 0],
                2,
                vec![],
                vec![],
                backend::cpu::FreshMemory::DEFAULT
            )
            .is_err(),
            "division by zero"
        );
        assert_eq!(
            hand::normalise2(&[], 2, vec![], vec![], backend::cpu::FreshMemory::DEFAULT),
            Ok((vec![], vec![]))
        );
    }

    #[test]
    fn hand_saxpy_equals_the_reference() {
        for (n, seed) in [(0, 1), (1, 2), (13, 3), (1000, 4)] {
            for (got, want) in both("saxpy", n, seed) {
                assert_eq!(got, want, "n = {n}");
            }
        }
    }

    #[test]
    fn hand_dotp_equals_the_reference_within_rounding() {
        for (n, seed) in [(0, 1), (1, 2), (17, 3), (1000, 4)] {
            for (got, want) in both("dotp", n, seed) {
                let (g, w) = (floats(&got), floats(&want));
                assert_eq!(g.len(), w.len());
                for (g, w) in g.iter().zip(&w) {
                    assert!(
                        (g - w).abs() <= 1e-4 * w.abs().max(1.0),
                        "n = {n}: {g} vs {w}"
                    );
                }
            }
        }
    }

    #[test]
    fn only_the_three_programs_have_hand_loops() {
        assert!(hand::for_program("normalise2_expanded").is_none());
        assert!(hand::for_program("variance").is_none());
    }
}

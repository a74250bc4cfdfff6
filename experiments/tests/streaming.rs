//! Streamed sequence inputs (docs/sequences.md "Streaming inputs"): the
//! CPU backend reads a sequence parameter's values a chunk's window at a
//! time, from random values made per element or from files read by byte
//! range, and gives what it gives on inputs held whole; a stream larger than
//! the memory cap runs within it, measured by the process's peak resident
//! set; an array input larger than the cap is refused.

mod common;

use std::path::{Path, PathBuf};

/// A fresh folder under the test artefacts.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("streaming")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every sequence program, its sequence parameters streamed from random
/// values made per element, on the CPU with chunks of 1, 2, 7, the whole
/// stream and the adaptive schedule, under a memory cap and without:
/// the reference's results on the same values held whole.
#[test]
fn streamed_sequences_give_the_results_of_sequences_held_whole() {
    let registry = passes::Registry::builtin();
    let seqs = interp::RandomSequences {
        length: 9,
        max_extent: 12,
    };
    for (k, text) in common::sequences::PROGRAMS.iter().enumerate() {
        let p = common::checked(text);
        let def = p.entry(None).unwrap();
        if def.seqs.is_empty() {
            continue;
        }
        let sizes: interp::Sizes = [("n".into(), 5)].into_iter().collect();
        let whole = interp::random_inputs_with(def, &sizes, k as u64, seqs).unwrap();
        let want = interp::reference::run(&p, def, &whole);
        assert!(want.is_ok(), "program {k}: {want:?}");
        let mut held = whole.clone();
        let mut streams = Vec::new();
        for sp in &def.seqs {
            for (shapes, values) in interp::random_stream(sp, &sizes, k as u64, seqs).unwrap() {
                assert_eq!(shapes, whole[values.param + 1], "program {k}");
                let empty = (values.elem.leaves().into_iter())
                    .map(|p| ir::Buffer::new(p, 0))
                    .collect();
                held[values.param] =
                    ir::Array::from_buffers(vec![0], values.elem.clone(), empty).unwrap();
                streams.push(values);
            }
        }
        for chunk in [None, Some(1), Some(2), Some(7), Some(1 << 40)] {
            let options = passes::Options {
                chunk,
                ..passes::Options::default()
            };
            let c = passes::compile(&p, def, registry.get("ilp").unwrap(), &options)
                .unwrap_or_else(|e| panic!("program {k}, chunk {chunk:?}: {e}"));
            for seq_memory in [None, Some(2048)] {
                let cpu = backend::cpu::CpuOptions {
                    chunk,
                    seq_memory,
                    ..Default::default()
                };
                let compiled = experiments::native::compile(&c.loops, cpu)
                    .unwrap_or_else(|e| panic!("program {k}: {e}"));
                let run = backend::cpu::run_streaming(&compiled, &held, &streams);
                let ctx = || format!("program {k}, chunk {chunk:?}, cap {seq_memory:?}:\n{text}");
                let got = run.as_ref().map(|r| r.value.clone()).map_err(Clone::clone);
                common::assert_agrees(got.as_ref(), &want, "the streamed CPU run", false, &ctx);
                let run = run.unwrap();
                if let Some(n) = chunk.filter(|_| seq_memory.is_none()) {
                    assert!(run.chunks.iter().all(|c| *c == n), "{}", ctx());
                }
                // Adaptive chunks start at one element: each is held to the
                // cap by the bytes of the chunks before it. (A fixed first
                // chunk of N elements is held to it by its windows only.)
                if let Some(cap) = seq_memory.filter(|_| chunk.is_none()) {
                    assert!(
                        run.chunk_peak_bytes <= cap,
                        "{} bytes: {}",
                        run.chunk_peak_bytes,
                        ctx()
                    );
                }
            }
        }
    }
}

const SUMS: &str =
    "def sums (xs: seq [?]i64) : [?]i64 =\n  tabulate (map_seq (\\x -> fold (+) 0 x) xs)\n";

/// The `result:` line of a run.
fn result_line(stdout: &str) -> &str {
    stdout
        .lines()
        .find(|l| l.starts_with("result:"))
        .unwrap_or_else(|| panic!("no result line in {stdout}"))
}

/// A sequence on disk, as `values.npy` with `lengths.npy` and as element
/// files, streams on the CPU (read by byte range, each element's file when
/// its chunk comes) under a cap smaller than it, and gives the loop-IR
/// interpreter's result on the same folder held whole; files that disagree
/// are refused with the input's name.
#[test]
fn sequences_on_disk_stream_by_byte_range() {
    let dir = folder("disk");
    let file = dir.join("sums.fl");
    std::fs::write(&file, SUMS).unwrap();
    let f = file.to_str().unwrap();
    // 40 elements of up to 300 values, saved by a run as element files.
    let elements = dir.join("elements");
    let args = [
        "run",
        f,
        "--seq-length",
        "40",
        "--seq-extent",
        "300",
        "--save-inputs",
    ];
    let mut save = args.to_vec();
    save.push(elements.to_str().unwrap());
    let saved = common::expect(&save, 0);
    let elements = elements.join("xs");
    // The same as its encoding.
    let encoded = dir.join("encoded");
    std::fs::create_dir_all(&encoded).unwrap();
    let mut lengths = Vec::new();
    let mut values = Vec::new();
    for k in 0..40 {
        let bytes = std::fs::read(elements.join(format!("{k}.npy"))).unwrap();
        let a = ir::npy::decode(&bytes).unwrap();
        lengths.push(a.len() as i64);
        values.extend((0..a.len()).map(|i| a.get(i).as_i64().unwrap()));
    }
    let total: usize = values.len();
    assert!(total * 8 > 16 * 1024, "{total} values");
    let write = |name: &str, a: ir::Array| {
        std::fs::write(encoded.join(name), ir::npy::encode(&a).unwrap()).unwrap()
    };
    let n = lengths.len();
    write(
        "lengths.npy",
        ir::Array::from_buffers(vec![n], ir::ScalarType::I64, vec![ir::Buffer::I64(lengths)])
            .unwrap(),
    );
    write(
        "values.npy",
        ir::Array::from_buffers(
            vec![total],
            ir::ScalarType::I64,
            vec![ir::Buffer::I64(values)],
        )
        .unwrap(),
    );
    let want = result_line(&saved.stdout).to_string();
    for source in [&elements, &encoded] {
        let input = format!("xs={}", source.display());
        let held = common::expect(&["run", f, "--backend", "interp", "--input", &input], 0);
        assert_eq!(result_line(&held.stdout), want);
        for extra in [
            &["--chunk", "7"][..],
            &["--seq-memory", "16KiB"][..],
            // One element a chunk under the cap: the 1-value element 16
            // before the 275-value element 17 (the adaptive chunk gets
            // here under load).
            &["--chunk", "1", "--seq-memory", "16KiB"][..],
            &[][..],
        ] {
            let mut args = vec!["run", f, "--backend", "cpu", "--input", &input];
            args.extend(extra);
            let out = common::expect(&args, 0);
            assert_eq!(result_line(&out.stdout), want, "{args:?}");
            common::assert_says(&out.stderr, "peak resident set: ");
        }
    }
    // Values that the lengths do not cover.
    let short = dir.join("short");
    std::fs::create_dir_all(&short).unwrap();
    std::fs::copy(encoded.join("lengths.npy"), short.join("lengths.npy")).unwrap();
    std::fs::write(
        short.join("values.npy"),
        ir::npy::encode(
            &ir::Array::from_buffers(
                vec![3],
                ir::ScalarType::I64,
                vec![ir::Buffer::I64(vec![1, 2, 3])],
            )
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let input = format!("xs={}", short.display());
    let out = common::expect(&["run", f, "--backend", "cpu", "--input", &input], 2);
    common::assert_says(
        &out.stderr,
        &format!("--input xs: its shapes cover {total} values, but"),
    );
    // Values of another type.
    std::fs::write(
        short.join("values.npy"),
        ir::npy::encode(
            &ir::Array::from_buffers(
                vec![total],
                ir::ScalarType::F32,
                vec![ir::Buffer::F32(vec![0.5; total])],
            )
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let out = common::expect(&["run", f, "--backend", "cpu", "--input", &input], 1);
    common::assert_says(
        &out.stderr,
        "has values of type f32, but the sequence's are i64",
    );
}

/// The peak resident set a run reports.
fn peak(stderr: &str) -> u64 {
    let line = (stderr.lines())
        .find_map(|l| l.strip_prefix("peak resident set: "))
        .unwrap_or_else(|| panic!("no peak line in {stderr}"));
    line.trim_end_matches(" bytes").parse().unwrap()
}

/// A stream of 48 MiB, each element summed, runs on the CPU under a cap of
/// 4 MiB: its peak resident set is at most the cap above the same
/// program's on a stream of two tiny elements (the fixed overhead: the
/// binary, LLVM, the compiled code). The flat program over the same values
/// as an array, under the same cap, is refused before anything is made.
/// (`scripts/seq_memory.sh` measures 8 GiB under 1 GiB.)
#[test]
fn a_stream_larger_than_the_cap_runs_within_it() {
    let dir = folder("bounded");
    let file = dir.join("sums.fl");
    std::fs::write(
        &file,
        "def sums (xs: seq [?]f32) : [?]f32 =\n  tabulate (map_seq (\\x -> fold (+) 0.0f32 x) xs)\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let cap = 4u64 << 20;
    let tiny = common::expect(
        &[
            "run",
            f,
            "--backend",
            "cpu",
            "--seq-length",
            "2",
            "--seq-extent",
            "4",
        ],
        0,
    );
    // 48 elements of up to 500000 floats: about 48 MiB.
    let args = [
        "run",
        f,
        "--backend",
        "cpu",
        "--seq-length",
        "48",
        "--seq-extent",
        "500000",
        "--seq-memory",
        "4MiB",
    ];
    let big = common::expect(&args, 0);
    let (base, got) = (peak(&tiny.stderr), peak(&big.stderr));
    assert!(
        got <= base + cap,
        "peak resident set {got} bytes, more than {base} + {cap}:\n{}",
        big.stderr
    );
    // The stream is larger than the cap many times over.
    let line = (big.stderr.lines())
        .find(|l| l.contains("sequence chunks"))
        .unwrap();
    assert!(line.contains("largest"), "{line}");
    let held = common::expect(
        &[
            "run",
            f,
            "--backend",
            "reference",
            "--seq-length",
            "48",
            "--seq-extent",
            "500000",
        ],
        0,
    );
    assert!(peak(&held.stderr) > base + 8 * cap, "{}", held.stderr);
    let flat = dir.join("flat.fl");
    std::fs::write(
        &flat,
        "def sums_flat [m] [n] (lengths: [m]i64) (values: [n]f32) : [m]f32 =\n  fold_seg (+) 0.0f32 lengths values\n",
    )
    .unwrap();
    let flat = flat.to_str().unwrap();
    let out = common::expect(
        &[
            "run",
            flat,
            "--backend",
            "cpu",
            "--size",
            "m=48",
            "--size",
            "n=12000000",
            "--seq-memory",
            "4MiB",
        ],
        1,
    );
    common::assert_says(&out.stderr, "cannot allocate 48000000 bytes for `values`");
    common::assert_says(
        &out.stderr,
        "more than the --seq-memory cap of 4194304 bytes",
    );
}

/// A sequence of arrays of tuples (`seq [?](i64, f32)`) that `--save-inputs`
/// wrote as element files of one component each (`k.0.npy`, `k.1.npy`) is
/// read back by every backend (held whole on the CPU, which streams only
/// primitive elements) and gives the random run's result, not an empty
/// sequence.
#[test]
fn sequences_of_tuple_arrays_are_read_back_from_their_element_files() {
    let dir = folder("tuples");
    let program = common::program("smvm_seq.fl");
    let saved = dir.join("in");
    let first = common::expect(
        &[
            "run",
            &program,
            "--size",
            "n=50",
            "--seq-length",
            "12",
            "--save-inputs",
            saved.to_str().unwrap(),
        ],
        0,
    );
    assert!(saved.join("rows/11.1.npy").is_file());
    let want = result_line(&first.stdout).to_string();
    assert!(want.contains("[12]f32"), "{want}");
    let rows = format!("rows={}", saved.join("rows").display());
    let x = format!("x={}", saved.join("x.npy").display());
    for backend in ["reference", "interp", "cpu"] {
        let out = common::expect(
            &[
                "run",
                &program,
                "--input",
                &rows,
                "--input",
                &x,
                "--backend",
                backend,
            ],
            0,
        );
        assert_eq!(result_line(&out.stdout), want, "{backend}");
    }
}

//! CI's bounded fuzzing pass: every input of the checked-in corpora
//! (`fuzz/corpus/<target>/`, grown and minimised by `make fuzz`) through the
//! same target bodies as the libFuzzer binaries, uninstrumented. A finding
//! or a panic names the corpus file.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

type Body = fn(&[u8]) -> Result<(), fuzz_core::Finding>;

fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} holds no inputs", dir.display());
    files
}

/// Runs `body` on every input of `target`'s corpus; fails listing each
/// input that gave a finding or panicked.
fn replay(target: &str, body: Body) {
    let mut failed = Vec::new();
    let files = corpus(target);
    for path in &files {
        let data = std::fs::read(path).expect("a readable corpus file");
        match catch_unwind(AssertUnwindSafe(|| body(&data))) {
            Ok(Ok(())) => {}
            Ok(Err(finding)) => failed.push(format!("{}: {finding}", path.display())),
            Err(_) => failed.push(format!("{}: panicked (above)", path.display())),
        }
    }
    assert!(
        failed.is_empty(),
        "{} of {} `{target}` inputs failed:\n{}",
        failed.len(),
        files.len(),
        failed.join("\n\n")
    );
}

#[test]
fn parse_corpus() {
    replay("parse", fuzz_core::parse);
}

#[test]
fn npy_corpus() {
    replay("npy", fuzz_core::npy);
}

#[test]
fn pipeline_corpus() {
    replay("pipeline", fuzz_core::pipeline);
}

/// Every target has its corpus and a binary (`fuzz/fuzz_targets/<t>.rs`).
#[test]
fn every_target_has_a_corpus_and_a_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for t in fuzz_core::TARGETS {
        corpus(t);
        let bin = root.join("fuzz_targets").join(format!("{t}.rs"));
        let text =
            std::fs::read_to_string(&bin).unwrap_or_else(|e| panic!("{}: {e}", bin.display()));
        assert!(
            text.contains(&format!("fuzz_core::{t}(data)")),
            "{} runs another body",
            bin.display()
        );
    }
}

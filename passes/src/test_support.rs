//! Helpers of this crate's unit tests: the suite's programs, checked.

use ir::{Program, SourceFile};
use std::path::PathBuf;

pub(crate) fn programs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../experiments/programs")
}

pub(crate) fn parse(name: &str, text: &str) -> Program {
    ir::check_source(&SourceFile::new(name, text))
        .unwrap_or_else(|d| panic!("{name} does not check: {d:?}"))
}

pub(crate) fn suite_program(file: &str) -> Program {
    let path = programs_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    parse(&path.display().to_string(), &text)
}

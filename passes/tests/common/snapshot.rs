//! Snapshot tests of emitted code: the one comparison that the tests of
//! `passes` (loop IR) and of `experiments` (LLVM IR) share; this file is
//! included by both (`#[path]`).

/// Compares `got` with the snapshot file `path` (relative to the crate
/// whose test calls it),
/// or with `UPDATE_EXPECT=1` in the environment writes it there: `Err` with
/// the first line that differs. A change to emitted code then shows as a
/// diff of the snapshot files, reviewed with the change.
pub fn snapshot(path: &str, got: &str) -> Result<(), String> {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(full.parent().expect("a folder")).expect("the snapshot folder");
        std::fs::write(&full, got).expect("the snapshot");
        return Ok(());
    }
    let Ok(want) = std::fs::read_to_string(&full) else {
        return Err(format!(
            "{path}: no snapshot (run the test with UPDATE_EXPECT=1 to write it)"
        ));
    };
    if want == got {
        return Ok(());
    }
    let (line, (w, g)) = want
        .lines()
        .chain(std::iter::repeat(""))
        .zip(got.lines().chain(std::iter::repeat("")))
        .enumerate()
        .find(|(_, (w, g))| w != g)
        .unwrap_or((0, ("", "")));
    Err(format!(
        "{path}:{}: the snapshot has `{w}`, the code gives `{g}` (UPDATE_EXPECT=1 rewrites the snapshot; review its diff)",
        line + 1
    ))
}

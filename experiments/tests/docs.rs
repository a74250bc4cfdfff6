//! The documentation's references resolve inside the checkout: every
//! relative Markdown link of the README, ARCHITECTURE.md and `docs/` names a
//! file that exists, every `README, "Section"` reference (in those and in the
//! sweep files' comments) names a heading of the README, and no reference
//! points outside the repository (`../seeds/`), where a reader of a clone
//! finds nothing.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("experiments/ has a parent")
        .to_path_buf()
}

/// The files whose references are checked, relative to the checkout.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut out = vec![PathBuf::from("README.md"), PathBuf::from("ARCHITECTURE.md")];
    let mut folders = vec![PathBuf::from("docs")];
    while let Some(dir) = folders.pop() {
        for e in std::fs::read_dir(root.join(&dir)).expect("docs/ is readable") {
            let e = e.expect("a folder entry");
            let rel = dir.join(e.file_name());
            if e.file_type().expect("a file type").is_dir() {
                folders.push(rel);
            } else if rel.extension().is_some_and(|x| x == "md") {
                out.push(rel);
            }
        }
    }
    for e in std::fs::read_dir(root.join("experiments/sweeps")).expect("sweeps/") {
        let name = e.expect("a folder entry").file_name();
        if Path::new(&name).extension().is_some_and(|x| x == "toml") {
            out.push(Path::new("experiments/sweeps").join(name));
        }
    }
    out.sort();
    out
}

/// Each `](target)` of a Markdown text.
fn link_targets(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            let end = rest.find(')')?;
            let target = &rest[..end];
            (!target.contains(char::is_whitespace)).then_some(target)
        })
        .collect()
}

/// Each `Section` of `README, "Section"`, its white space made single.
fn readme_sections(text: &str) -> Vec<String> {
    text.match_indices("README, \"")
        .filter_map(|(at, m)| {
            let rest = &text[at + m.len()..];
            let end = rest.find('"')?;
            Some(rest[..end].split_whitespace().collect::<Vec<_>>().join(" "))
        })
        .collect()
}

#[test]
fn links_and_section_references_resolve_inside_the_checkout() {
    let root = root();
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let headings: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| l.trim_start_matches('#').trim())
        .collect();
    let mut broken = Vec::new();
    let docs = documents(&root);
    assert!(docs.len() > 5, "the documents were found: {docs:?}");
    for doc in &docs {
        let text = std::fs::read_to_string(root.join(doc)).expect("a readable document");
        let shown = doc.display();
        if doc.extension().is_some_and(|x| x == "md") {
            for target in link_targets(&text) {
                if target.starts_with("http") || target.starts_with('#') {
                    continue;
                }
                let file = target.split('#').next().unwrap_or(target);
                let path = root.join(doc.parent().unwrap_or(Path::new(""))).join(file);
                if !path.exists() {
                    broken.push(format!("{shown}: link to `{target}`, which does not exist"));
                }
            }
        }
        for section in readme_sections(&text) {
            if !headings.iter().any(|h| h.starts_with(&section)) {
                broken.push(format!(
                    "{shown}: README section \"{section}\" does not exist"
                ));
            }
        }
        for outside in ["../seeds", "../shared"] {
            if text.contains(outside) {
                broken.push(format!(
                    "{shown}: refers to `{outside}`, outside the repository"
                ));
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_reference_scanner_finds_what_it_checks() {
    assert_eq!(
        link_targets("see [a](docs/x.md#y) and [b](http://z) or ](a b)"),
        ["docs/x.md#y", "http://z"]
    );
    assert_eq!(
        readme_sections("(README, \"ILP\nbenchmark\") and README, \"Experiments\""),
        ["ILP benchmark", "Experiments"]
    );
}

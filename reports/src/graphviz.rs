//! Cluster graphs rendered to SVG by Graphviz's `dot`, found on `PATH`.
//! Without it the reports include the DOT source and say so. The layout's
//! spacing ([`LAYOUT`]) leaves room for the edge labels, so that labels of
//! edges between the same boxes do not overlap.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Graph attributes given to `dot` on its command line: rank the nodes of
/// all clusters together (`newrank`), and space nodes and ranks wider
/// than the defaults (0.25 and 0.5 inches) to fit the labels between them.
pub const LAYOUT: [&str; 3] = ["-Gnewrank=true", "-Gnodesep=0.6", "-Granksep=0.8"];

/// The `dot` program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graphviz {
    pub dot: PathBuf,
}

#[derive(Debug, thiserror::Error)]
pub enum GraphvizError {
    #[error("cannot run {0}: {1}")]
    Spawn(String, std::io::Error),
    #[error("{program} failed ({status}): {stderr}")]
    Failed {
        program: String,
        status: String,
        stderr: String,
    },
}

impl Graphviz {
    /// `dot` from the folders of `path` (the value of `PATH`), if there.
    pub fn find_in(path: Option<&std::ffi::OsStr>) -> Option<Graphviz> {
        let path = path?;
        std::env::split_paths(path)
            .map(|dir| dir.join("dot"))
            .find(|p| is_executable(p))
            .map(|dot| Graphviz { dot })
    }

    /// `dot` on this process's `PATH`.
    pub fn find() -> Option<Graphviz> {
        Graphviz::find_in(std::env::var_os("PATH").as_deref())
    }

    /// `dot -Tsvg` of `source`.
    pub fn svg(&self, source: &str) -> Result<String, GraphvizError> {
        let name = self.dot.display().to_string();
        let mut child = Command::new(&self.dot)
            .arg("-Tsvg")
            .args(LAYOUT)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| GraphvizError::Spawn(name.clone(), e))?;
        // Write from another thread so that a large graph cannot deadlock
        // on full pipes.
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let text = source.to_string();
        let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
        let out = child
            .wait_with_output()
            .map_err(|e| GraphvizError::Spawn(name.clone(), e))?;
        let written = writer.join().unwrap_or(Ok(()));
        if !out.status.success() || written.is_err() {
            return Err(GraphvizError::Failed {
                program: name,
                status: out.status.to_string(),
                stderr: String::from_utf8_lossy(&out.stderr).trim().to_string(),
            });
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_is_found_only_on_the_path_given() {
        assert_eq!(Graphviz::find_in(None), None);
        let empty = tempfile::tempdir().unwrap();
        assert_eq!(Graphviz::find_in(Some(empty.path().as_os_str())), None);
    }

    /// The text elements of an SVG of Graphviz's (`<text ... x="X" y="Y"
    /// ... font-size="S">T</text>`): their text, position and size.
    fn texts(svg: &str) -> Vec<(String, f64, f64, f64)> {
        let attr = |tag: &str, name: &str| -> f64 {
            let from = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            tag[from..].split('"').next().unwrap().parse().unwrap()
        };
        svg.split("<text ")
            .skip(1)
            .map(|t| {
                let (tag, rest) = t.split_once('>').unwrap();
                let body = rest.split("</text>").next().unwrap().to_string();
                (body, attr(tag, "x"), attr(tag, "y"), attr(tag, "font-size"))
            })
            .collect()
    }

    #[test]
    fn edge_labels_do_not_overlap() {
        let Some(g) = Graphviz::find() else {
            panic!("Graphviz's dot is not on PATH: run scripts/setup.sh");
        };
        // Many labelled edges from one box into another, as in the reports.
        let mut dot = String::from(
            "digraph g {\n  node [shape=box];\n  edge [fontsize=10];\n  subgraph cluster_0 { a; b; c; }\n  subgraph cluster_1 { d; e; }\n",
        );
        for (from, to, label) in [
            ("a", "d", "xs: fold result used by a map"),
            ("b", "d", "ys: fold result used by a map"),
            ("c", "e", "zs"),
            ("a", "e", "xs"),
            ("b", "e", "ys: scan result read at another index"),
        ] {
            dot.push_str(&format!("  {from} -> {to} [label=\"{label}\"];\n"));
        }
        dot.push_str("}\n");
        let svg = g.svg(&dot).unwrap();
        let labels: Vec<(String, f64, f64, f64)> = texts(&svg)
            .into_iter()
            .filter(|t| t.0.contains('s'))
            .collect();
        assert_eq!(labels.len(), 5, "{svg}");
        // Each label's box: centred on x (text-anchor middle), half the
        // font size per character (Times' mean width), the font's height.
        let boxes: Vec<(f64, f64, f64, f64)> = (labels.iter())
            .map(|(t, x, y, size)| {
                let w = t.chars().count() as f64 * size * 0.5;
                (x - w / 2.0, x + w / 2.0, y - size, *y)
            })
            .collect();
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let apart = a.1 <= b.0 || b.1 <= a.0 || a.3 <= b.2 || b.3 <= a.2;
                assert!(apart, "labels overlap: {a:?} {b:?}\n{svg}");
            }
        }
    }

    #[test]
    fn dot_renders_svg_or_reports_its_error() {
        // Graphviz is installed by scripts/setup.sh; without it this test
        // has nothing to run.
        let Some(g) = Graphviz::find() else {
            panic!("Graphviz's dot is not on PATH: run scripts/setup.sh");
        };
        let svg = g.svg("digraph { a -> b }").unwrap();
        assert!(svg.contains("<svg"), "{svg}");
        assert!(svg.contains(">a<") && svg.contains(">b<"), "{svg}");
        let err = g.svg("digraph { a -> }").unwrap_err();
        assert!(matches!(err, GraphvizError::Failed { .. }), "{err}");
        let missing = Graphviz {
            dot: "/nonexistent/dot".into(),
        };
        assert!(matches!(
            missing.svg("digraph {}"),
            Err(GraphvizError::Spawn(..))
        ));
    }
}

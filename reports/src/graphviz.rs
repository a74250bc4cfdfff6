//! Cluster graphs rendered to SVG by Graphviz's `dot`, found on `PATH`.
//! Without it the reports include the DOT source and say so.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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

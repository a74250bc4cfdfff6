//! Files the user names: read only when they are regular files (a named
//! pipe, a device or a folder is refused at once, naming the file, rather
//! than blocking on it), and written whole or not at all (each under a
//! temporary name, renamed into place once every file of the set is
//! written; the temporaries are removed on every error path and on Ctrl-C).

use anyhow::{Context, Result};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Why a path is not something to read: `None` for a regular file.
fn not_regular(path: &Path) -> io::Result<Option<&'static str>> {
    use std::os::unix::fs::FileTypeExt;
    let t = std::fs::metadata(path)?.file_type();
    Ok(if t.is_file() {
        None
    } else if t.is_dir() {
        Some("a folder")
    } else if t.is_fifo() {
        Some("a named pipe")
    } else if t.is_socket() {
        Some("a socket")
    } else if t.is_char_device() || t.is_block_device() {
        Some("a device")
    } else {
        Some("not a regular file")
    })
}

/// The bytes of a regular file; anything else is an error (the caller
/// names the file and what it was for).
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    if let Some(what) = not_regular(path)? {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("it is {what}, not a regular file"),
        ));
    }
    std::fs::read(path)
}

/// The text of a regular file (UTF-8).
pub fn read_to_string(path: &Path) -> io::Result<String> {
    String::from_utf8(read(path)?)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "it is not UTF-8 text"))
}

/// Temporary files being written, removed by [`remove_temporaries`] when
/// Ctrl-C ends the process.
static TEMPORARIES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes every temporary file still being written (for Ctrl-C).
pub fn remove_temporaries() {
    if let Ok(temps) = TEMPORARIES.lock() {
        for t in temps.iter() {
            let _ = std::fs::remove_file(t);
        }
    }
}

/// The temporaries of one [`write_files`]: registered while they exist,
/// and removed when it returns (after the renames, none is left to remove).
struct Temporaries(Vec<PathBuf>);

impl Temporaries {
    fn add(&mut self, path: PathBuf) {
        if let Ok(mut all) = TEMPORARIES.lock() {
            all.push(path.clone());
        }
        self.0.push(path);
    }
}

impl Drop for Temporaries {
    fn drop(&mut self) {
        for t in &self.0 {
            let _ = std::fs::remove_file(t);
        }
        if let Ok(mut all) = TEMPORARIES.lock() {
            all.retain(|p| !self.0.contains(p));
        }
    }
}

/// The temporary name of `name` in `dir`: `.name.PID.tmp`.
fn temporary(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!(".{name}.{}.tmp", std::process::id()))
}

/// Checks, before any work, that `dir` can be the folder a command writes
/// into: it is a folder, or it does not exist and its nearest existing
/// ancestor is a folder (so that [`write_files`] can create it). Anything
/// else is a usage error naming `flag` and the path, so that no command runs
/// for minutes and only then fails to write its results.
pub fn check_folder(flag: &str, dir: &Path) -> Result<()> {
    let refuse = |what: String| crate::exit::usage(format!("{flag} {}: {what}", dir.display()));
    // The first error other than "missing" met on the way up (a path
    // below a file fails with ENOTDIR, which the file explains better).
    let mut failure: Option<io::Error> = None;
    let mut at = dir;
    loop {
        match std::fs::metadata(at) {
            Ok(m) if m.is_dir() => {
                return match failure {
                    Some(e) => Err(refuse(format!("cannot be used: {e}"))),
                    None => Ok(()),
                }
            }
            Ok(_) if at == dir => return Err(refuse("exists and is not a folder".into())),
            Ok(_) => {
                return Err(refuse(format!(
                    "cannot be created: {} is not a folder",
                    at.display()
                )))
            }
            Err(e) => {
                if e.kind() != io::ErrorKind::NotFound && failure.is_none() {
                    failure = Some(e);
                }
                match at.parent() {
                    Some(p) if !p.as_os_str().is_empty() => at = p,
                    _ => return Ok(()),
                }
            }
        }
    }
}

/// Writes files into `dir` (created if missing): every one first under a
/// temporary name, and only when all are written are they renamed into
/// place, so that a failure (a full disk) leaves neither a temporary file
/// nor a part of the set that looks complete.
pub fn write_files(dir: &Path, files: &[(String, Vec<u8>)]) -> Result<()> {
    write_files_with(dir, files, &mut |path, bytes| std::fs::write(path, bytes))
}

/// [`write_files`] with the function that writes one temporary file (tests
/// make it fail).
fn write_files_with(
    dir: &Path,
    files: &[(String, Vec<u8>)],
    write: &mut dyn FnMut(&Path, &[u8]) -> io::Result<()>,
) -> Result<()> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the folder {}", dir.display()))?;
    let mut temps = Temporaries(Vec::new());
    for (name, bytes) in files {
        let tmp = temporary(dir, name);
        temps.add(tmp.clone());
        write(&tmp, bytes).with_context(|| format!("cannot write {}", dir.join(name).display()))?;
    }
    for ((name, _), tmp) in files.iter().zip(&temps.0) {
        let path = dir.join(name);
        std::fs::rename(tmp, &path).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// Writes one file like [`write_files`]; a path without a file name is a
/// usage error.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<()> {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return Err(crate::exit::usage(format!(
            "{}: not a file name",
            path.display()
        )));
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    write_files(dir, &[(name.to_string(), bytes.to_vec())])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listing(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_failed_write_leaves_no_temporary_and_no_part_of_the_set() {
        let d = tempfile::tempdir().unwrap();
        let files = vec![
            ("a.npy".to_string(), vec![1u8; 100]),
            ("b.npy".to_string(), vec![2u8; 100]),
        ];
        // The second file fails half-way, as on a full disk.
        let mut n = 0;
        let err = write_files_with(d.path(), &files, &mut |p, bytes| {
            n += 1;
            if n == 2 {
                std::fs::write(p, &bytes[..50])?;
                return Err(io::Error::other("No space left on device"));
            }
            std::fs::write(p, bytes)
        })
        .unwrap_err();
        assert!(format!("{err:#}").contains("b.npy"), "{err:#}");
        assert_eq!(listing(d.path()), Vec::<String>::new());
        let registered = TEMPORARIES.lock().unwrap().clone();
        assert!(!registered.iter().any(|p| p.starts_with(d.path())));
        // A whole set goes in.
        write_files(d.path(), &files).unwrap();
        assert_eq!(listing(d.path()), vec!["a.npy", "b.npy"]);
    }

    #[test]
    fn files_are_written_whole_into_a_new_folder() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("a/b");
        write_files(&out, &[("x.npy".into(), vec![1, 2, 3])]).unwrap();
        assert_eq!(std::fs::read(out.join("x.npy")).unwrap(), [1, 2, 3]);
        assert_eq!(std::fs::read_dir(&out).unwrap().count(), 1);
    }

    #[test]
    fn reading_refuses_named_pipes_and_folders_at_once() {
        let d = tempfile::tempdir().unwrap();
        let fifo = d.path().join("p.fl");
        let ok = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(ok.success());
        let e = read(&fifo).unwrap_err();
        assert!(e.to_string().contains("named pipe"), "{e}");
        let e = read(d.path()).unwrap_err();
        assert!(e.to_string().contains("a folder"), "{e}");
        let f = d.path().join("x.fl");
        std::fs::write(&f, "abc").unwrap();
        assert_eq!(read_to_string(&f).unwrap(), "abc");
    }
}
